//! Every renderer is a pure function of a view: each is held here by a snapshot of what it
//! writes for the puzzle's example and for the games that take its other branches (one turn
//! that never splits, more players than a table draws, a board too large to list).

#![allow(clippy::unwrap_used)]

use dirac::view::{AnalysisView, Digits, EXACTLY_WRITTEN, PLAYERS_DRAWN, SWEEP_DRAWN};
use dirac::view::{StatsView, SweepCells, TurnsView};
use dirac::{Game, Limits, Rules, cost, quantum::Strategy};
use dirac_render::{doc, html, layer, stats, sweep, turns};

fn game(starts: &[u32], rules: Rules) -> Game {
    Game::new(rules, starts.to_vec()).unwrap()
}

fn turns_view(game: &Game) -> TurnsView {
    let checked = cost::check(game, Strategy::PerPlayer, &Limits::default()).unwrap();
    TurnsView::with_chart(&checked).unwrap().0
}

fn stats_view(game: &Game, digits: Digits) -> StatsView {
    let checked = cost::check(game, Strategy::PerPlayer, &Limits::default()).unwrap();
    StatsView::of(&checked, digits).unwrap()
}

fn analysis(game: &Game, listed: Option<usize>) -> AnalysisView {
    let request = dirac::plan::Analysis {
        digits: Digits::REPORT,
        listed,
    };
    dirac::Plan::run(&request.plan(game, &Limits::default()).unwrap()).unwrap()
}

fn sweep_cells(board: u32) -> SweepCells {
    let rules = Rules::builder().board(u64::from(board)).build().unwrap();
    let request = dirac::plan::Sweep {
        digits: Digits::All,
        written: dirac_render::sweep::WRITTEN,
    };
    dirac::Plan::run(&request.plan(&rules, &Limits::default()).unwrap()).unwrap()
}

fn small(board: u32, target: u64) -> Rules {
    Rules::builder()
        .board(u64::from(board))
        .dirac_target(target)
        .practice_target(target)
        .build()
        .unwrap()
}

#[test]
fn turns_of_the_example() {
    let view = turns_view(&game(&[4, 8], Rules::default()));
    insta::assert_snapshot!("turns_example_text", doc::text(&turns::doc(&view), false));
    insta::assert_snapshot!("turns_example_csv", turns::csv(&view));
}

#[test]
fn turns_of_one_player_whose_turns_never_split() {
    let once = Rules::builder()
        .board(3)
        .dirac_faces(1)
        .rolls(1)
        .dirac_target(5)
        .build()
        .unwrap();
    let view = turns_view(&game(&[2], once));
    insta::assert_snapshot!("turns_never_split", doc::text(&turns::doc(&view), false));
}

#[test]
fn turns_of_more_players_than_a_table_draws() {
    let starts: Vec<u32> = (1..=4).cycle().take(PLAYERS_DRAWN + 1).collect();
    let view = turns_view(&game(&starts, small(4, 6)));
    let text = doc::text(&turns::doc(&view), false);
    insta::assert_snapshot!("turns_many_players", text);
    // At the limit, the rounds are one table with a column per player.
    let at_limit = turns_view(&game(&starts[..PLAYERS_DRAWN], small(4, 6)));
    let text = doc::text(&turns::doc(&at_limit), false);
    assert!(
        text.contains(&format!("player {PLAYERS_DRAWN} wins")),
        "{text}"
    );
}

#[test]
fn turns_say_which_players_a_page_leaves_out() {
    let three = game(&[1, 2, 3], small(5, 8));
    let page = analysis(&three, Some(1));
    let text = doc::text(&turns::tables(&page.turn_tables), false);
    assert!(
        text.contains("Player 1 alone") && !text.contains("Player 2 alone"),
        "{text}"
    );
    assert!(
        text.contains("The own tables of the other 2 players are left out here"),
        "{text}"
    );
    let all = analysis(&three, None);
    let text = doc::text(&turns::tables(&all.turn_tables), false);
    assert!(
        text.contains("Player 3 alone") && !text.contains("left out"),
        "{text}"
    );
}

#[test]
fn stats_of_the_example_and_of_three_players() {
    let example = game(&[4, 8], Rules::default());
    let view = stats_view(&example, Digits::AtMost(EXACTLY_WRITTEN));
    insta::assert_snapshot!("stats_example_text", doc::text(&stats::doc(&view), false));
    let whole = stats_view(&example, Digits::All);
    insta::assert_snapshot!("stats_example_csv", stats::csv(&whole));
    let three = stats_view(&game(&[1, 2, 3], small(5, 8)), Digits::All);
    insta::assert_snapshot!("stats_three_players_csv", stats::csv(&three));
}

#[test]
fn a_sweep_lists_every_pair_up_to_its_limit_and_summarises_past_it() {
    insta::assert_snapshot!(
        "sweep_board_3_text",
        doc::text(&sweep::doc(&sweep_cells(3)), false)
    );
    insta::assert_snapshot!("sweep_board_3_csv", sweep::csv(&sweep_cells(3)));
    let listed = doc::text(&sweep::doc(&sweep_cells(SWEEP_DRAWN)), false);
    let heading = |text: &str| text.lines().any(|line| line == "Every pair");
    assert!(heading(&listed) && !listed.contains("too many to list"));
    let past = doc::text(&sweep::doc(&sweep_cells(SWEEP_DRAWN + 1)), false);
    assert!(!heading(&past), "{past}");
    let pairs = (SWEEP_DRAWN + 1).pow(2);
    assert!(
        past.contains(&format!("{pairs} pairs are too many to list here")),
        "{past}"
    );
}

#[test]
fn a_layer_of_the_example() {
    let example = game(&[4, 8], Rules::default());
    let view = dirac::Plan::run(
        &dirac::plan::Layer {
            player: 1,
            turn: 2,
            digits: Digits::All,
        }
        .plan(&example, &Limits::default())
        .unwrap(),
    )
    .unwrap();
    insta::assert_snapshot!("layer_example_text", doc::text(&layer::doc(&view), false));
}

#[test]
fn an_inline_chart_drops_the_prolog_a_file_needs() {
    let svg = "<?xml version=\"1.0\"?>\n<svg width=\"1\"></svg>";
    assert_eq!(
        html::inline_svg(svg).into_string(),
        "<figure><svg width=\"1\"></svg></figure>"
    );
}
