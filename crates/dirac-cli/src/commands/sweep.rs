//! `dirac sweep`: both games for every pair of starts.

use dirac::sweep::{self, Summary, Sweep};
use dirac::view::{Digits, HeatScale, RulesView, SWEEP_DRAWN, SummaryView, SweepView};
use dirac::{Limits, Rules};
use serde::Serialize;

use super::{Render, dirac_rules, plural, to_json};
use crate::failure::Failure;
use crate::progress::Busy;
use dirac_render::doc::{self, Doc, Table};

/// The sweep with its rules.
#[derive(Debug)]
pub(crate) struct Swept {
    pub(crate) rules: Rules,
    pub(crate) sweep: Sweep,
}

/// Runs the sweep; a progress bar appears on a terminal's stderr once it has run for a second.
pub(crate) fn run(rules: Rules, limits: &Limits, busy: &Busy) -> Result<Swept, Failure> {
    let sweep = sweep::run(&rules, limits, |done, total| {
        busy.say(format!("sweeping: {done} of {total} pairs"));
    })?;
    Ok(Swept { rules, sweep })
}

impl Swept {
    /// The library's view of the sweep, every cell at once (what its chart draws).
    pub(crate) fn view(&self) -> SweepView {
        SweepView::new(&self.rules, &self.sweep, Digits::All)
    }
}

/// Boards up to this size also get a grid of player 1's chances.
const GRID: u32 = 16;

/// Player 1's chance on the pair `starts`, rounded once from the exact fraction.
fn probability(sweep: &Sweep, starts: [u32; 2], digits: usize) -> String {
    sweep
        .p1_probability(starts[0], starts[1])
        .map_or_else(String::new, |f| f.percent(digits))
}

fn summary_lines(sweep: &Sweep, s: &Summary) -> [String; 3] {
    [
        format!(
            "Best for player 1: starting on {} against {}, winning {} of the time.",
            s.best.0[0],
            s.best.0[1],
            probability(sweep, s.best.0, 2)
        ),
        format!(
            "Worst for player 1: starting on {} against {}, winning {} of the time.",
            s.worst.0[0],
            s.worst.0[1],
            probability(sweep, s.worst.0, 2)
        ),
        format!(
            "The first mover wins in more universes in {} of {}, and is more likely than not to win in {}.",
            s.first_mover_ahead,
            plural(s.pairs, "pair"),
            s.first_mover_favoured
        ),
    ]
}

impl Render for Swept {
    fn doc(&self) -> Doc {
        let s = &self.sweep;
        let b = s.board();
        let mut doc = Doc::default();
        doc.line(format!(
            "Every pair of starts for two players on a board of {} ({}); Dirac game: {}.",
            plural(b, "space"),
            plural(b * b, "pair"),
            dirac_rules(&self.rules)
        ));
        doc.heading("Summary");
        for line in summary_lines(s, &s.summary()) {
            doc.line(line);
        }
        if b <= GRID {
            doc.heading(
                "Player 1's probability of winning (rows: player 1's start; columns: player 2's)",
            );
            let mut header = vec!["p1 \\ p2".to_owned()];
            header.extend((1..=b).map(|c| c.to_string()));
            let header: Vec<&str> = header.iter().map(String::as_str).collect();
            let mut t = Table::new(&header, &vec![true; b as usize + 1]);
            for a in 1..=b {
                let mut row = vec![a.to_string()];
                row.extend((1..=b).map(|c| probability(s, [a, c], 0)));
                t.row(row);
            }
            doc.table(t);
        }
        if b > SWEEP_DRAWN {
            doc.line(format!(
                "{} pairs are too many to list here: the CSV and JSON formats give every one.",
                b * b
            ));
            return doc;
        }
        doc.heading("Every pair");
        let mut t = Table::new(
            &[
                "p1 start",
                "p2 start",
                "practice answer",
                "Dirac answer",
                "p1 probability",
            ],
            &[true, true, true, true, true],
        );
        for cell in s.cells() {
            t.row(vec![
                cell.starts[0].to_string(),
                cell.starts[1].to_string(),
                cell.practice.to_string(),
                cell.dirac().to_string(),
                probability(s, cell.starts, 2),
            ]);
        }
        doc.table(t);
        doc
    }

    fn json(&self) -> String {
        let scale = HeatScale::of(&self.sweep);
        to_json(&SweepOut {
            rules: RulesView::from(&self.rules),
            summary: SummaryView::new(&self.sweep, Digits::All),
            scale,
            key: scale.key(),
            cells: CellsOut(&self.sweep, scale),
        })
    }

    fn csv(&self) -> String {
        let rows = self.sweep.cells().iter().map(|c| {
            vec![
                c.starts[0].to_string(),
                c.starts[1].to_string(),
                c.practice.to_string(),
                c.dirac().to_string(),
                c.wins[0].to_string(),
                c.wins[1].to_string(),
                self.sweep
                    .p1_probability(c.starts[0], c.starts[1])
                    .map_or_else(String::new, |f| f.decimal(dirac::view::DECIMAL_PLACES)),
            ]
        });
        doc::csv(
            &[
                "p1_start",
                "p2_start",
                "practice",
                "dirac",
                "p1_wins",
                "p2_wins",
                "p1_probability",
            ],
            rows,
        )
    }
}

/// [`SweepView`] as written: the cells are made and serialised one by one from the sweep, so a
/// million of them never exist as views at once. The tests read it back as [`SweepView`].
#[derive(Serialize)]
struct SweepOut<'a> {
    rules: RulesView,
    summary: SummaryView,
    scale: HeatScale,
    key: Vec<String>,
    cells: CellsOut<'a>,
}

struct CellsOut<'a>(&'a Sweep, HeatScale);

impl Serialize for CellsOut<'_> {
    fn serialize<S: serde::Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        let scale = self.1;
        serializer.collect_seq(
            self.0
                .cells()
                .iter()
                .map(|c| SweepView::cell(self.0, c.starts, scale, Digits::All)),
        )
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::cli::Format;
    use crate::commands::render;

    #[test]
    fn small_board_in_every_format() {
        let rules = Rules::builder().board(4).build().unwrap();
        let s = run(rules, &Limits::default(), &Busy::start("testing")).unwrap();
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
            let s = run(rules, &Limits::default(), &Busy::start("testing")).unwrap();
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
            Rules::default(),
            &Limits::default(),
            &Busy::start("testing"),
        )
        .unwrap();
        let json: SweepView = serde_json::from_str(&s.json()).unwrap();
        let cell = &json.cells[3 * 10 + 7];
        assert_eq!(cell.starts, [4, 8]);
        assert_eq!(
            (cell.practice.as_str(), cell.dirac.as_str()),
            ("739785", "444356092776315")
        );
        // The same exact fraction, in the same shape, as `dirac stats` gives for the pair.
        let p = &cell.p1_probability;
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
        assert_eq!(json.summary.best.p1_probability.decimal.len(), 14);
    }
}
