//! `dirac report`: one self-contained HTML page about a game, rendered from one
//! [`Analysis`]: the per-player tables are built once and every section reads them.

use dirac::analysis::Analysis;
use dirac::view::{Digits, PLAYERS_DRAWN, RoundsChart, RulesView, TurnsView, sweep_drawn};
use dirac::{Game, Limits};
use maud::{Markup, html};

use super::solve::Solved;
use super::stats::GameStats;
use super::sweep::{self, Swept};
use super::turns::Turns;
use super::{Render, setting};
use crate::failure::Failure;
use crate::progress::Busy;
use dirac_render::doc::{Block, Doc};
use dirac_render::words::rules_line;
use dirac_render::{chart, html};

/// Everything on the page.
#[derive(Debug)]
pub(crate) struct Report {
    pub(crate) input: String,
    pub(crate) analysis: Analysis,
    /// The sweep, or why it was left out (another number of players, too big a board, or
    /// past the limits).
    pub(crate) sweep: Result<Swept, String>,
}

pub(crate) fn run(
    input: String,
    game: &Game,
    limits: &Limits,
    busy: &Busy,
) -> Result<Report, Failure> {
    let analysis = Analysis::new(game, limits)?;
    let sweep = if game.players() != 2 {
        Err(format!(
            "the sweep covers two-player games, and this game has {} players; \
             dirac sweep shows the two-player games under these rules",
            game.players()
        ))
    } else if let Err(too_large) = sweep_drawn(game.rules()) {
        Err(too_large.to_string())
    } else {
        sweep::run(game.rules().clone(), limits, busy).map_err(|f| f.message().to_owned())
    };
    Ok(Report {
        input,
        analysis,
        sweep,
    })
}

/// The largest number of rounds or turns listed in the page's tables: the rest are summed up.
const ROWS: usize = 60;

/// The page.
pub(crate) fn render(r: &Report) -> Result<String, Failure> {
    let a = &r.analysis;
    let game = a.game();
    let rules = game.rules();
    let setting_line = setting(game);
    // The views of the command line, over the analysis's tables.
    let solved = Solved {
        game: game.clone(),
        practice: Some(a.practice().clone()),
        dirac: Some(a.outcome().clone()),
    };
    let turns = Turns {
        view: TurnsView::new(game, a.turns(), Digits::All, None),
        chart: RoundsChart::new(a.turns()),
    };
    let stats = GameStats {
        game: game.clone(),
        dirac: a.stats().clone(),
        practice: a.practice().clone(),
    };

    // The answers are in the boxes and the setting under "Input and rules": leave out the
    // text's own lines for them.
    let mut detail = solved.doc();
    detail.blocks.retain(|b| {
        !matches!(b, Block::Line(l) if l.starts_with("Part 1: ")
            || l.starts_with("Part 2: ")
            || *l == setting_line)
    });
    shorten_tables(&mut detail);
    let answers = html! {
        div.answers {
            (answer("Part 1: practice game", &a.practice().answer().to_string()))
            (answer("Part 2: Dirac game", &a.dirac_answer().to_string()))
        }
        (html::doc(&detail, 3))
    };

    let input = html! {
        pre { (r.input.trim_end()) }
        p { (setting_line) }
        p { (rules_line(&RulesView::from(rules))) }
    };

    let mut turns_doc = turns.doc();
    // The rules are stated under "Answers" already.
    turns_doc.blocks.retain(|b| {
        !is_line(b, &setting_line) && !matches!(b, Block::Line(l) if l.starts_with("Dirac game: "))
    });
    keep_players(&mut turns_doc, game.players());
    shorten_tables(&mut turns_doc);
    let turns_section = html! {
        (html::inline_svg(&chart::turns(&turns.chart, game.starts())?))
        (html::doc(&turns_doc, 3))
    };

    // The chances section keeps the Dirac game's chances and length; its practice game is
    // the one under "Answers".
    let mut chances = stats.doc();
    chances.blocks.retain(|b| !is_line(b, &setting_line));
    if let Some(at) = chances
        .blocks
        .iter()
        .position(|b| matches!(b, Block::Heading(h) if h.starts_with("Practice game")))
    {
        chances.blocks.truncate(at);
    }
    chances
        .blocks
        .retain(|b| !matches!(b, Block::Heading(h) if h.starts_with("Dirac game")));
    shorten_tables(&mut chances);

    let sweep_section = match &r.sweep {
        Ok(s) => html! {
            (html::inline_svg(&chart::sweep(&s.view())?))
            (html::doc(&sweep_summary(s), 3))
        },
        Err(why) => html! { p { "Left out: " (why) } },
    };
    let sections = vec![
        ("Answers".to_owned(), answers),
        ("Input and rules".to_owned(), input),
        ("Turn by turn".to_owned(), turns_section),
        (
            "Probabilities in the Dirac game".to_owned(),
            html::doc(&chances, 3),
        ),
        ("Every pair of starts".to_owned(), sweep_section),
    ];
    Ok(html::page(
        "Dirac Dice report",
        "Advent of Code 2021, day 21, solved exactly under these rules",
        &sections,
    ))
}

fn is_line(block: &Block, text: &str) -> bool {
    matches!(block, Block::Line(l) if l == text)
}

/// Cuts every table past [`ROWS`] rows, saying how many were left out, and writes numbers
/// past [`DIGITS`] digits by their ends and length: a game of many players keeps the page small
/// (`dirac solve`, `turns` and `stats` write every row and digit).
fn shorten_tables(doc: &mut Doc) {
    for block in &mut doc.blocks {
        if let Block::Table(t) = block {
            t.shorten(ROWS);
            for cell in t.rows.iter_mut().flatten() {
                *cell = abbreviated(cell);
            }
        }
    }
}

/// Keeps the own tables of the first [`PLAYERS_DRAWN`] players, and says where the others are.
fn keep_players(doc: &mut Doc, players: usize) {
    let own = |b: &Block| matches!(b, Block::Heading(h) if h.starts_with("Player ") && h.contains(" alone "));
    let Some(cut) = doc
        .blocks
        .iter()
        .enumerate()
        .filter(|(_, b)| own(b))
        .nth(PLAYERS_DRAWN)
        .map(|(i, _)| i)
    else {
        return;
    };
    let resume = doc.blocks[cut..]
        .iter()
        .position(|b| matches!(b, Block::Heading(h) if !own(&Block::Heading(h.clone()))))
        .map_or(doc.blocks.len(), |k| cut + k);
    doc.blocks.splice(
        cut..resume,
        [Block::Line(format!(
            "The own tables of the other {} players are left out here; dirac turns lists them all.",
            players - PLAYERS_DRAWN
        ))],
    );
}

/// The most digits a number in a table of the page shows whole.
const DIGITS: usize = 40;

/// A number past [`DIGITS`] digits as its first and last digits and its length; a fraction's
/// numerator and denominator each so; anything else as it is.
fn abbreviated(cell: &str) -> String {
    let one = |n: &str| {
        if n.len() > DIGITS && n.bytes().all(|b| b.is_ascii_digit()) {
            format!("{}…{} ({} digits)", &n[..12], &n[n.len() - 6..], n.len())
        } else {
            n.to_owned()
        }
    };
    match cell.split_once('/') {
        Some((n, d)) => format!("{}/{}", one(n), one(d)),
        None => one(cell),
    }
}

fn answer(label: &str, value: &str) -> Markup {
    html! {
        div.answer { div.label { (label) } div.value { (value) } }
    }
}

/// The sweep's document without its table of every pair (the heatmap shows them).
fn sweep_summary(s: &Swept) -> Doc {
    let mut doc = s.doc();
    if let Some(at) = doc
        .blocks
        .iter()
        .position(|b| *b == Block::Heading("Every pair".into()))
    {
        doc.blocks.truncate(at);
    }
    doc
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_page_holds_the_answers_and_fetches_nothing() {
        let game = Game::example(dirac::Rules::default()).unwrap();
        let report = run(
            "Player 1 starting position: 4\nPlayer 2 starting position: 8\n".into(),
            &game,
            &Limits::default(),
            &Busy::start("testing"),
        )
        .unwrap();
        let page = render(&report).unwrap();
        for text in [
            "739785",
            "444356092776315",
            "341960390180808",
            "<svg",
            "Player 1 starting position: 4",
        ] {
            assert!(page.contains(text), "missing {text}");
        }
        for external in ["<script", "src=", "<link", "url(", "@import"] {
            assert!(!page.contains(external), "{external}");
        }
        // The only addresses are the SVG namespace names, which are never fetched.
        assert_eq!(
            page.matches("http").count(),
            page.matches("xmlns=\"http").count()
        );
        assert!(page.starts_with("<!DOCTYPE html>"));
    }

    #[test]
    fn the_sweep_is_drawn_up_to_a_board_of_32_spaces() {
        for (board, drawn) in [(32, true), (33, false)] {
            let rules = dirac::Rules::builder().board(board).build().unwrap();
            let game = Game::new(rules, vec![1, 2]).unwrap();
            let report = run(String::new(), &game, &Limits::default(), &Busy::start("t")).unwrap();
            match report.sweep {
                Ok(_) => assert!(drawn, "board {board}"),
                Err(why) => {
                    assert!(!drawn, "board {board}: {why}");
                    assert!(
                        why.starts_with("a board of 33 spaces has 1089 pairs of starts, too many to draw on a page (at most 32 spaces)"),
                        "{why}"
                    );
                }
            }
        }
    }

    #[test]
    fn the_page_s_sweep_is_the_sweep_without_its_list_of_pairs() {
        let rules = dirac::Rules::builder().board(4).build().unwrap();
        let swept = sweep::run(rules, &Limits::default(), &Busy::start("t")).unwrap();
        let whole = swept.doc();
        let listing = Block::Heading("Every pair".into());
        let at = whole.blocks.iter().position(|b| *b == listing).unwrap();
        assert!(at > 1);
        assert_eq!(sweep_summary(&swept).blocks, whole.blocks[..at]);
    }

    #[test]
    fn long_tables_are_cut_and_long_numbers_abbreviated() {
        let mut table = dirac_render::doc::Table::new(&["round", "universes"], &[true, true]);
        for round in 1..=100 {
            table.row(vec![round.to_string(), "7".repeat(round)]);
        }
        let mut doc = Doc::default();
        doc.table(table);
        shorten_tables(&mut doc);
        let [Block::Table(cut)] = &doc.blocks[..] else {
            panic!("{doc:?}");
        };
        assert_eq!(cut.rows.len(), ROWS + 2);
        assert_eq!(cut.rows[ROWS][0], "... 39 rows left out ...");
        assert_eq!(cut.rows[DIGITS - 1][1], "7".repeat(DIGITS));
        assert_eq!(cut.rows[DIGITS][1], "777777777777…777777 (41 digits)");
        assert_eq!(cut.rows[ROWS + 1][1], "777777777777…777777 (100 digits)");
    }

    #[test]
    fn past_eight_players_the_own_tables_are_left_out() {
        let mut doc = Doc::default();
        doc.heading("Answers");
        for player in 1..=10 {
            doc.heading(format!("Player {player} alone (start {player})"));
            doc.line(format!("table of player {player}"));
        }
        doc.heading("The game");
        keep_players(&mut doc, 10);
        let headings = doc
            .blocks
            .iter()
            .filter(|b| matches!(b, Block::Heading(_)))
            .count();
        assert_eq!(headings, 1 + PLAYERS_DRAWN + 1);
        let kept = doc
            .blocks
            .iter()
            .position(|b| is_line(b, "table of player 8"));
        assert_eq!(
            doc.blocks[kept.unwrap() + 1..],
            [
                Block::Line(
                    "The own tables of the other 2 players are left out here; dirac turns \
                     lists them all."
                        .into()
                ),
                Block::Heading("The game".into()),
            ]
        );
        // Eight players or fewer: nothing is left out.
        let mut eight = Doc::default();
        for player in 1..=8 {
            eight.heading(format!("Player {player} alone (start {player})"));
        }
        let whole = eight.clone();
        keep_players(&mut eight, 8);
        assert_eq!(eight, whole);
    }

    #[test]
    fn long_numbers_are_written_by_their_ends() {
        let long = "1".repeat(45);
        assert_eq!(abbreviated(&long), "111111111111…111111 (45 digits)");
        assert_eq!(
            abbreviated(&format!("7/{long}")),
            "7/111111111111…111111 (45 digits)"
        );
        let forty = "9".repeat(40);
        assert_eq!(abbreviated(&forty), forty);
        assert_eq!(abbreviated("77.60%"), "77.60%");
    }
}
