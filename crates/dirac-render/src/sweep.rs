//! Both games on every pair of starts (`dirac sweep`), from a [`SweepCells`] alone: its cells
//! are rendered as they are made.

use dirac::view::{SWEEP_DRAWN, SweepCells};

use crate::doc::{self, Doc, Table};
use crate::words::{dirac_rules, plural};

/// Boards up to this size also get a grid of player 1's chances.
pub const GRID: u32 = 16;

/// The sweep as a document: its summary, the grid of player 1's chances on boards of up to
/// [`GRID`] spaces, and every pair on boards of up to [`SWEEP_DRAWN`].
pub fn doc(s: &SweepCells) -> Doc {
    let mut doc = summary(s);
    let b = s.rules.board;
    if b > SWEEP_DRAWN {
        doc.line(format!(
            "{} pairs are too many to list here: the CSV and JSON formats give every one.",
            u64::from(b).pow(2)
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
        &[true; 5],
    );
    for cell in s.cells() {
        t.row(vec![
            cell.starts[0].to_string(),
            cell.starts[1].to_string(),
            cell.practice_answer,
            cell.dirac_answer,
            cell.p1_probability.percent,
        ]);
    }
    doc.table(t);
    doc
}

/// The sweep's summary and, on small boards, its grid: all but the list of every pair (the
/// report's section, beside the heatmap that shows the pairs).
pub fn summary(s: &SweepCells) -> Doc {
    let b = s.rules.board;
    let mut doc = Doc::default();
    doc.line(format!(
        "Every pair of starts for two players on a board of {} ({}); Dirac game: {}.",
        plural(b, "space"),
        plural(u64::from(b).pow(2), "pair"),
        dirac_rules(&s.rules)
    ));
    doc.heading("Summary");
    let m = &s.summary;
    for (which, pair) in [("Best", &m.best), ("Worst", &m.worst)] {
        doc.line(format!(
            "{which} for player 1: starting on {} against {}, winning {} of the time.",
            pair.starts[0], pair.starts[1], pair.p1_probability.percent
        ));
    }
    doc.line(format!(
        "The first mover wins in more universes in {} of {}, and is more likely than not to win \
         in {}.",
        m.first_mover_ahead,
        plural(m.pairs, "pair"),
        m.first_mover_favoured
    ));
    if b <= GRID {
        doc.heading(
            "Player 1's probability of winning (rows: player 1's start; columns: player 2's)",
        );
        let mut header = vec!["p1 \\ p2".to_owned()];
        header.extend((1..=b).map(|c| c.to_string()));
        let header: Vec<&str> = header.iter().map(String::as_str).collect();
        let mut t = Table::new(&header, &vec![true; header.len()]);
        for a in 1..=b {
            let mut row = vec![a.to_string()];
            row.extend((1..=b).map(|c| s.cell([a, c]).label));
            t.row(row);
        }
        doc.table(t);
    }
    doc
}

/// One row per pair, player 1's start major, with player 1's probability as a decimal.
pub fn csv(s: &SweepCells) -> String {
    let rows = s.cells().map(|c| {
        let [w1, w2] = c.wins;
        vec![
            c.starts[0].to_string(),
            c.starts[1].to_string(),
            c.practice_answer,
            c.dirac_answer,
            w1,
            w2,
            c.p1_probability.decimal,
        ]
    });
    doc::csv(
        &[
            "p1_start",
            "p2_start",
            "practice_answer",
            "dirac_answer",
            "p1_wins",
            "p2_wins",
            "p1_probability",
        ],
        rows,
    )
}

#[cfg(test)]
mod tests {
    use super::*;
    use dirac::view::Digits;
    use dirac::{Limits, Rules};

    fn cells(board: u32) -> SweepCells {
        let rules = Rules::builder().board(board.into()).build().unwrap();
        SweepCells::of(&rules, &Limits::default(), |_, _| {}, Digits::All).unwrap()
    }

    #[test]
    fn the_summary_is_the_document_without_its_list_of_pairs() {
        let s = cells(4);
        let whole = doc(&s);
        let listing = crate::doc::Block::Heading("Every pair".into());
        let at = whole.blocks.iter().position(|b| *b == listing).unwrap();
        assert!(at > 1);
        assert_eq!(summary(&s).blocks, whole.blocks[..at]);
    }

    #[test]
    fn boards_get_a_grid_up_to_16_spaces_and_a_list_up_to_32() {
        for (board, grid, listed) in [(16, true, true), (17, false, true), (33, false, false)] {
            let text = crate::doc::text(&doc(&cells(board)), false);
            assert_eq!(text.contains("p1 \\ p2"), grid, "board {board}");
            assert_eq!(text.contains("Every pair\n"), listed, "board {board}");
            let too_many = format!("{} pairs are too many to list here", board * board);
            assert_eq!(text.contains(&too_many), !listed, "board {board}");
        }
    }

    #[test]
    fn the_csv_has_a_row_per_pair_with_the_view_s_values() {
        let s = cells(3);
        let csv = csv(&s);
        let lines: Vec<&str> = csv.lines().collect();
        assert_eq!(lines.len(), 1 + 9);
        let cell = s.cell([2, 3]);
        let row = [
            "2".to_owned(),
            "3".to_owned(),
            cell.practice_answer,
            cell.dirac_answer,
            cell.wins[0].clone(),
            cell.wins[1].clone(),
            cell.p1_probability.decimal,
        ]
        .join(",");
        assert_eq!(lines[1 + 5], row);
    }
}
