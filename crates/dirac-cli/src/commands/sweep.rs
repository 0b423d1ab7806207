//! `dirac sweep`: both games for every pair of starts: the library's view, drawn by
//! [`dirac_render::sweep`].

use dirac::plan;
use dirac::scan::Values;
use dirac::view::{AtlasCells, Digits, SweepCells, SweepView};
use dirac::{Limits, Rules};

use super::{Render, to_json};
use crate::failure::Failure;
use crate::progress::Busy;
use dirac_render::doc::Doc;

/// What `dirac sweep` asks the planner for two players.
pub(crate) fn request() -> plan::Sweep {
    plan::Sweep {
        digits: Digits::All,
        written: dirac_render::sweep::WRITTEN,
    }
}

/// What `dirac sweep` asks the planner for a sweep under each of `values`.
pub(crate) fn atlas_request(values: &Values) -> plan::Atlas {
    plan::Atlas {
        values: values.clone(),
        digits: Digits::All,
        written: dirac_render::sweep::WRITTEN,
    }
}

/// What `dirac sweep --players N` asks the planner.
pub(crate) fn tuples_request(players: usize) -> plan::Tuples {
    plan::Tuples {
        players,
        digits: Digits::All,
        written: dirac_render::sweep::WRITTEN,
    }
}

/// The sweep, its cells made as they are written.
#[derive(Debug)]
pub(crate) struct Swept {
    pub(crate) cells: SweepCells,
}

/// Runs the sweep; a progress bar appears on a terminal's stderr once it has run for a second.
pub(crate) fn run(rules: &Rules, limits: &Limits, busy: &Busy) -> Result<Swept, Failure> {
    let progress = |done, total| busy.say(format!("sweeping: {done} of {total} pairs"));
    Ok(Swept {
        cells: request().plan(rules, limits)?.run_with(progress)?,
    })
}

/// A sweep for each value of one rule.
#[derive(Debug)]
pub(crate) struct Atlas {
    pub(crate) cells: AtlasCells,
}

/// Sweeps every pair under each of `values`, with progress on a terminal.
pub(crate) fn atlas(
    rules: &Rules,
    values: &Values,
    limits: &Limits,
    busy: &Busy,
) -> Result<Atlas, Failure> {
    let progress = |done, total| busy.say(format!("sweeping: {done} of {total} values"));
    Ok(Atlas {
        cells: atlas_request(values)
            .plan(rules, limits)?
            .run_with(progress)?,
    })
}

impl Render for Atlas {
    fn doc(&self) -> Doc {
        dirac_render::sweep::atlas_doc(&self.cells)
    }

    fn json(&self) -> String {
        to_json(&self.cells)
    }

    fn csv(&self) -> String {
        dirac_render::sweep::atlas_csv(&self.cells)
    }
}

/// Every tuple of starts of any number of players.
#[derive(Debug)]
pub(crate) struct Tuples {
    pub(crate) view: SweepView,
}

/// Plays every tuple of starts of `players` players, with progress on a terminal.
pub(crate) fn tuples(
    rules: &Rules,
    players: usize,
    limits: &Limits,
    busy: &Busy,
) -> Result<Tuples, Failure> {
    let progress = |done, total| busy.say(format!("sweeping: {done} of {total} tuples"));
    Ok(Tuples {
        view: tuples_request(players)
            .plan(rules, limits)?
            .run_with(progress)?,
    })
}

impl Render for Tuples {
    fn doc(&self) -> Doc {
        dirac_render::sweep::tuples_doc(&self.view)
    }

    fn json(&self) -> String {
        to_json(&self.view)
    }

    fn csv(&self) -> String {
        dirac_render::sweep::tuples_csv(&self.view)
    }
}

impl Render for Swept {
    fn doc(&self) -> Doc {
        dirac_render::sweep::doc(&self.cells)
    }

    fn json(&self) -> String {
        to_json(&self.cells)
    }

    fn csv(&self) -> String {
        dirac_render::sweep::csv(&self.cells)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::cli::Format;
    use crate::commands::render;
    use dirac::view::SweepView;
    use dirac_render::doc;

    #[test]
    fn three_players_in_every_format() {
        let rules = Rules::builder().board(2).build().unwrap();
        let busy = Busy::start("testing");
        let t = tuples(&rules, 3, &Limits::default(), &busy).unwrap();
        insta::assert_snapshot!("tuples_board_2_text", render(&t, Format::Text, false));
        insta::assert_snapshot!("tuples_board_2_csv", render(&t, Format::Csv, false));
        let json: SweepView = serde_json::from_str(&t.json()).unwrap();
        assert_eq!(json, t.view);
        assert_eq!(json.cells.len(), 8);
    }

    #[test]
    fn an_atlas_in_every_format() {
        let rules = Rules::builder().board(3).build().unwrap();
        let values = Values::Rule(dirac::Rule::DiracTarget, vec![5, 21]);
        let busy = Busy::start("testing");
        let a = atlas(&rules, &values, &Limits::default(), &busy).unwrap();
        insta::assert_snapshot!("atlas_board_3_text", render(&a, Format::Text, false));
        insta::assert_snapshot!("atlas_board_3_csv", render(&a, Format::Csv, false));
        let json: dirac::view::AtlasView = serde_json::from_str(&a.json()).unwrap();
        assert_eq!(json.sweeps.len(), 2);
        assert_eq!(json.sweeps[1].rules.dirac_target, 21);
        let one = run(&rules, &Limits::default(), &busy).unwrap();
        assert_eq!(json.sweeps[1], one.cells.view());
    }

    #[test]
    fn small_board_in_every_format() {
        let rules = Rules::builder().board(4).build().unwrap();
        let s = run(&rules, &Limits::default(), &Busy::start("testing")).unwrap();
        insta::assert_snapshot!("sweep_board_4_text", render(&s, Format::Text, false));
        insta::assert_snapshot!(
            "sweep_board_4_markdown",
            render(&s, Format::Markdown, false)
        );
        insta::assert_snapshot!("sweep_board_4_csv", render(&s, Format::Csv, false));
        let json: SweepView = serde_json::from_str(&s.json()).unwrap();
        assert_eq!(json.cells.len(), 16);
    }

    #[test]
    fn boards_past_32_spaces_are_not_listed_pair_by_pair() {
        for (board, listed) in [(32, true), (33, false)] {
            let rules = Rules::builder().board(board).build().unwrap();
            let s = run(&rules, &Limits::default(), &Busy::start("testing")).unwrap();
            let listing = doc::Block::Heading("Every pair".into());
            assert_eq!(s.doc().blocks.contains(&listing), listed, "board {board}");
            let text = doc::text(&s.doc(), false);
            let too_many = format!("{} pairs are too many to list here", board * board);
            assert_eq!(text.contains(&too_many), !listed, "board {board}");
        }
    }

    #[test]
    fn the_example_pair_matches_solve() {
        let s = run(
            &Rules::default(),
            &Limits::default(),
            &Busy::start("testing"),
        )
        .unwrap();
        let json: SweepView = serde_json::from_str(&s.json()).unwrap();
        let cell = &json.cells[3 * 10 + 7];
        assert_eq!(cell.starts[..], [4, 8]);
        assert_eq!(
            (cell.practice_answer.as_str(), cell.dirac_answer.as_str()),
            ("739785", "444356092776315")
        );
        // The same exact fraction, in the same shape, as `dirac stats` gives for the pair.
        let p = &cell.win_probability[0];
        assert_eq!(
            (
                p.numerator.as_str(),
                p.denominator.as_str(),
                p.decimal.as_str()
            ),
            (
                "185706787995772422109811",
                "239299329230617529590083",
                "0.776043913674"
            )
        );
        // Player 2's chance is the rest, over the same denominator.
        let q = &cell.win_probability[1];
        let big = |s: &str| s.parse::<dirac::Count>().unwrap();
        assert_eq!(q.denominator, p.denominator);
        assert_eq!(
            big(&p.numerator).sum(&big(&q.numerator)),
            big(&p.denominator)
        );
        assert_eq!(json.summary.best[0].probability.decimal.len(), 14);
        // Player 2's best is the highest of their chances over every cell, exactly: a/b ≥ c/d
        // as a·d ≥ c·b.
        let chance = |p: &dirac::view::Probability| (big(&p.numerator), big(&p.denominator));
        let (n, d) = chance(&json.summary.best[1].probability);
        for c in &json.cells {
            let (m, e) = chance(&c.win_probability[1]);
            assert!(
                n.product(&e) >= m.product(&d),
                "{:?} beats the best",
                c.starts
            );
        }
        let at = json
            .cells
            .iter()
            .find(|c| c.starts == json.summary.best[1].starts)
            .unwrap();
        assert_eq!(at.win_probability[1], json.summary.best[1].probability);
    }
}
