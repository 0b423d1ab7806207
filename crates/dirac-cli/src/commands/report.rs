//! `dirac report`: one self-contained HTML page about a game: the library's views, drawn by
//! [`dirac_render::report`].

use dirac::plan::{self, Plan};
use dirac::view::{AnalysisView, Digits, PLAYERS_DRAWN, SweepCells, sweep_drawn};
use dirac::{Game, Limits};

use crate::failure::Failure;
use crate::progress::Busy;

/// Everything on the page.
#[derive(Debug)]
pub(crate) struct Report {
    pub(crate) input: String,
    pub(crate) analysis: AnalysisView,
    /// The sweep, or why it was left out (another number of players, too big a board, or
    /// past the limits).
    pub(crate) sweep: Result<SweepCells, String>,
}

pub(crate) fn run(
    input: String,
    game: &Game,
    limits: &Limits,
    busy: &Busy,
) -> Result<Report, Failure> {
    let analysis = analysis_request().plan(game, limits)?.run()?;
    let sweep = if game.players() != 2 {
        Err(format!(
            "the sweep covers two-player games, and this game has {} players; \
             dirac sweep shows the two-player games under these rules",
            game.players()
        ))
    } else if let Err(too_large) = sweep_drawn(game.rules()) {
        Err(too_large.to_string())
    } else {
        let progress = |done, total| busy.say(format!("sweeping: {done} of {total} pairs"));
        sweep_request()
            .plan(game.rules(), limits)
            .and_then(|plan| plan.run_with(progress))
            .map_err(|e| Failure::from(e).message().to_owned())
    };
    Ok(Report {
        input,
        analysis,
        sweep,
    })
}

/// Whether the report draws a sweep of `game`'s rules: two players, on a board it draws.
pub(crate) fn sweeps(game: &Game) -> bool {
    game.players() == 2 && sweep_drawn(game.rules()).is_ok()
}

/// What `dirac report` asks the planner for the game.
pub(crate) fn analysis_request() -> plan::Analysis {
    plan::Analysis {
        digits: Digits::REPORT,
        listed: Some(PLAYERS_DRAWN),
    }
}

/// What `dirac report` asks the planner for the sweep under the game's rules.
pub(crate) fn sweep_request() -> plan::Sweep {
    plan::Sweep {
        digits: Digits::REPORT,
        written: dirac_render::sweep::WRITTEN,
    }
}

/// The page.
pub(crate) fn render(r: &Report) -> Result<String, Failure> {
    Ok(dirac_render::report::page(&dirac_render::report::Report {
        input: &r.input,
        analysis: &r.analysis,
        sweep: r.sweep.as_ref().map_err(String::as_str),
    })?)
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
}
