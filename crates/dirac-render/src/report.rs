//! `dirac report`: one self-contained HTML page about a game, assembled from the sections of
//! its views (no section is edited after it is rendered).

use dirac::view::{AnalysisView, Digits, SweepCells};
use maud::{Markup, html};

use crate::doc::Doc;
use crate::words::{rules_line, setting};
use crate::{ChartError, answers, chart, html, stats, sweep, turns};

/// The largest number of rounds or turns listed in the page's tables: the rest are summed up.
pub const ROWS: usize = 60;

/// What the page shows.
#[derive(Debug)]
pub struct Report<'a> {
    /// The puzzle input as the user wrote it.
    pub input: &'a str,
    /// Everything about the game.
    pub analysis: &'a AnalysisView,
    /// The sweep of every pair of starts, or why it was left out.
    pub sweep: Result<&'a SweepCells, &'a str>,
}

/// The page.
///
/// # Errors
///
/// When a chart cannot be drawn (a bug).
pub fn page(r: &Report<'_>) -> Result<String, ChartError> {
    let a = r.analysis;
    let solve = &a.solve;
    let answer = |label: &str, value: Option<String>| {
        html! {
            div.answer { div.label { (label) } div.value { (value.unwrap_or_default()) } }
        }
    };
    let answers = html! {
        div.answers {
            (answer("Part 1: practice game", solve.practice.as_ref().map(|p| p.answer.to_string())))
            (answer("Part 2: Dirac game", solve.dirac.as_ref().map(|d| d.answer.to_string())))
        }
        (html::doc(&shortened(answers::parts(solve)), 3))
    };
    let input = html! {
        pre { (r.input.trim_end()) }
        p { (setting(&solve.rules, &solve.starts)) }
        p { (rules_line(&solve.rules)) }
    };
    let turns_section = html! {
        (html::inline_svg(&chart::turns(&a.chart, &solve.starts)?))
        (html::doc(&shortened(turns::tables(&a.turn_tables)), 3))
    };
    let sweep_section = match r.sweep {
        Ok(s) => html! {
            (html::inline_svg(&chart::sweep(&s.view())?))
            (html::doc(&sweep::summary(s), 3))
        },
        Err(why) => html! { p { "Left out: " (why) } },
    };
    let sections: Vec<(String, Markup)> = vec![
        ("Answers".to_owned(), answers),
        ("Input and rules".to_owned(), input),
        ("Turn by turn".to_owned(), turns_section),
        (
            "Probabilities in the Dirac game".to_owned(),
            html::doc(&shortened(stats::chances(&a.stats)), 3),
        ),
        ("Every pair of starts".to_owned(), sweep_section),
    ];
    Ok(html::page(
        "Dirac Dice report",
        "Advent of Code 2021, day 21, solved exactly under these rules",
        &sections,
    ))
}

/// `doc` with every table cut past [`ROWS`] rows, saying how many were left out: a game of
/// many players keeps the page small (`dirac turns` and `stats` list every row). Its counts
/// are already the report's ([`Digits::REPORT`]).
fn shortened(doc: Doc) -> Doc {
    doc.bounded(ROWS, Digits::REPORT).0
}

#[cfg(test)]
mod tests {
    use super::*;
    use dirac::view::{Digits, PLAYERS_DRAWN};
    use dirac::{Game, Limits, Rules};

    fn analysis(game: &Game) -> AnalysisView {
        let request = dirac::plan::Analysis {
            digits: Digits::REPORT,
            listed: Some(PLAYERS_DRAWN),
        };
        dirac::Plan::run(&request.plan(game, &Limits::default()).unwrap()).unwrap()
    }

    #[test]
    fn the_page_is_the_views_sections_and_fetches_nothing() {
        let game = Game::example(Rules::default()).unwrap();
        let a = analysis(&game);
        let rules = Rules::builder().board(4).build().unwrap();
        let request = dirac::plan::Sweep {
            digits: Digits::REPORT,
            written: crate::sweep::WRITTEN,
        };
        let cells = dirac::Plan::run(&request.plan(&rules, &Limits::default()).unwrap()).unwrap();
        let html = page(&Report {
            input: "Player 1 starting position: 4\nPlayer 2 starting position: 8\n",
            analysis: &a,
            sweep: Ok(&cells),
        })
        .unwrap();
        for text in [
            "739785",
            "444356092776315",
            "341960390180808",
            "185706787995772422109811/239299329230617529590083",
            "Player 1 starting position: 4",
            "Player 1: best with",
        ] {
            assert!(html.contains(text), "missing {text}");
        }
        // The answers stand in their boxes, not again as lines; the setting once.
        assert!(!html.contains("Part 2: 444356092776315"));
        assert_eq!(html.matches("2 players start on spaces 4 and 8").count(), 1);
        // Neither the list of every pair nor the practice game twice.
        assert!(!html.contains("Every pair</h3>"));
        assert_eq!(html.matches("Practice game: ").count(), 1);
        for external in ["<script", "src=", "<link", "url(", "@import"] {
            assert!(!html.contains(external), "{external}");
        }
        let left_out = page(&Report {
            input: "",
            analysis: &a,
            sweep: Err("the board is too big"),
        })
        .unwrap();
        assert!(left_out.contains("Left out: the board is too big"));
    }

    #[test]
    fn the_contrast_of_universes_and_chances_is_told_once_with_the_chances() {
        let rules = Rules::builder().dirac_target(7).build().unwrap();
        let a = analysis(&Game::example(rules).unwrap());
        assert!(!a.solve.contrast.is_empty());
        let html = page(&Report {
            input: "",
            analysis: &a,
            sweep: Err("not asked for"),
        })
        .unwrap();
        let first = a.solve.contrast.split(':').next().unwrap();
        assert_eq!(html.matches(first).count(), 1, "{first}");
        let chances = html.find("Probabilities in the Dirac game").unwrap();
        assert!(html.find(first).unwrap() > chances);
    }

    #[test]
    fn many_players_keep_eight_own_tables_and_short_numbers() {
        let game = Game::new(Rules::default(), (1..=10).collect()).unwrap();
        let a = analysis(&game);
        let html = page(&Report {
            input: "",
            analysis: &a,
            sweep: Err("ten players"),
        })
        .unwrap();
        assert_eq!(html.matches(" alone (start ").count(), PLAYERS_DRAWN);
        assert!(html.contains(
            "The own tables of the other 2 players are left out here; dirac turns lists them all."
        ));
        // No count in a table has more than 40 digits written whole (the answers are whole).
        let longest = html
            .split("<td")
            .skip(1)
            .filter_map(|cell| cell.split("</td>").next())
            .flat_map(|cell| cell.split(|c: char| !c.is_ascii_digit()))
            .map(str::len)
            .max()
            .unwrap();
        assert!(longest <= 40, "{longest}");
        assert!(html.contains(a.solve.dirac.as_ref().unwrap().answer.as_str()));
        assert!(html.contains(" digits)"));
    }

    #[test]
    fn long_tables_are_cut_saying_how_many_rows_are_left_out() {
        let mut table = crate::doc::Table::new(&["round", "universes"], &[true, true]);
        for round in 1..=100 {
            table.row(vec![round.to_string(), round.to_string()]);
        }
        let mut doc = Doc::default();
        doc.table(table);
        let doc = shortened(doc);
        let [crate::doc::Block::Table(cut)] = &doc.blocks[..] else {
            panic!("{doc:?}");
        };
        assert_eq!(cut.rows.len(), ROWS + 2);
        assert_eq!(cut.rows[ROWS][0], "... 39 rows left out ...");
        assert_eq!(cut.rows[ROWS + 1][0], "100");
    }
}
