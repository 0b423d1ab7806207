//! Both games on every pair of starts (`dirac sweep`), from a [`SweepCells`] alone: its cells
//! are rendered as they are made.

use dirac::view::{AtlasCells, SWEEP_DRAWN, SweepCells, TuplesView};

use crate::doc::{self, Doc, Table};
use crate::words::{dirac_rules, plural};

/// What this renderer holds while it writes a sweep, beside the engine's work (the planner adds
/// it to a sweep's estimate, `SweepCells::of`, `TuplesView::of`): a row a pair or tuple, as
/// pretty-printed JSON writes it (its fields' names, indents and lines, about 600 bytes and 16
/// a count, the longest of the formats) in a buffer that grows by doubling, so up to twice
/// that, and each digit twice; 64 KiB whatever the size (the rules, the summary, a grid).
/// Calibrated against the whole process's peak in `crates/dirac-cli/tests/memory.rs`.
pub const WRITTEN: dirac::plan::Written = dirac::plan::Written {
    fixed: 64 << 10,
    per_row: 1200,
    per_count: 32,
    per_digit: 2,
};
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
            s.summary.pairs
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
        plural(s.summary.pairs, "pair"),
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
    doc::csv(&CSV_COLUMNS, s.cells().map(csv_row))
}

/// The columns of a sweep's CSV.
const CSV_COLUMNS: [&str; 7] = [
    "p1_start",
    "p2_start",
    "practice_answer",
    "dirac_answer",
    "p1_wins",
    "p2_wins",
    "p1_probability",
];

/// A pair's row of a sweep's CSV.
fn csv_row(c: dirac::view::SweepCell) -> Vec<String> {
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
}

/// A sweep for each value of one rule, as a document: a row per value with its summary
/// (player 1's best and worst pairs, how often the first mover leads).
pub fn atlas_doc(a: &AtlasCells) -> Doc {
    let mut doc = Doc::default();
    doc.line(format!(
        "Every pair of starts for two players, for {} values of the {}; every other rule as \
         here. {}",
        a.values.len(),
        a.rule_name,
        crate::words::rules_line(&a.rules)
    ));
    doc.heading(format!(
        "Player 1's best and worst pairs at each {}",
        a.rule_name
    ));
    let mut t = Table::new(
        &[
            &a.rule_name,
            "best pair",
            "p1 chance",
            "worst pair",
            "p1 chance",
            "first mover ahead",
            "first mover favoured",
        ],
        &[true; 7],
    );
    let pair = |p: &[u32; 2]| format!("{} vs {}", p[0], p[1]);
    for (value, s) in a.values.iter().zip(&a.sweeps) {
        let m = &s.summary;
        t.row(vec![
            value.clone(),
            pair(&m.best.starts),
            m.best.p1_probability.percent.clone(),
            pair(&m.worst.starts),
            m.worst.p1_probability.percent.clone(),
            m.first_mover_ahead.to_string(),
            m.first_mover_favoured.to_string(),
        ]);
    }
    doc.table(t);
    doc.line(
        "First mover ahead: pairs in which player 1 wins in more universes; favoured: pairs in \
         which player 1 is more likely than not to win. The CSV and JSON formats give every pair \
         at every value.",
    );
    doc
}

/// One row per value and pair: the varied rule's value, then the sweep's columns.
pub fn atlas_csv(a: &AtlasCells) -> String {
    let rows = a.values.iter().zip(&a.sweeps).flat_map(|(value, s)| {
        s.cells().map(move |c| {
            let mut row = vec![value.clone()];
            row.extend(csv_row(c));
            row
        })
    });
    // The rule's column named as its field in `rules`: `dirac_target`.
    let rule = a.rule.replace('-', "_");
    let mut header = vec![rule.as_str()];
    header.extend(CSV_COLUMNS);
    doc::csv(&header, rows)
}

/// The most tuples a document lists one by one.
pub const TUPLES_LISTED: usize = 1000;

/// A sweep of many players as a document: its summary, and every tuple up to
/// [`TUPLES_LISTED`].
pub fn tuples_doc(t: &TuplesView) -> Doc {
    let mut doc = Doc::default();
    let n = t.players();
    let m = &t.tuple_summary;
    doc.line(format!(
        "Every tuple of starts for {n} players on a board of {} ({}); Dirac game: {}.",
        plural(t.rules.board, "space"),
        plural(m.tuples, "tuple"),
        dirac_rules(&t.rules)
    ));
    doc.heading("Summary");
    let list = |s: &[u32]| s.iter().map(u32::to_string).collect::<Vec<_>>().join(", ");
    for (which, tuple) in [("Best", &m.best), ("Worst", &m.worst)] {
        doc.line(format!(
            "{which} for player 1: starts {}, winning {} of the time.",
            list(&tuple.starts),
            tuple.p1_probability.percent
        ));
    }
    doc.line(format!(
        "Player 1 wins in the most universes in {} of {}, and is more likely than not to win in \
         {}.",
        m.first_mover_ahead,
        plural(m.tuples, "tuple"),
        m.first_mover_favoured
    ));
    if t.cells.len() > TUPLES_LISTED {
        doc.line(format!(
            "{} tuples are too many to list here: the CSV and JSON formats give every one.",
            t.cells.len()
        ));
        return doc;
    }
    doc.heading("Every tuple");
    let mut header: Vec<String> = (1..=n).map(|i| format!("p{i} start")).collect();
    header.extend(["practice answer", "Dirac answer", "p1 probability"].map(str::to_owned));
    let header: Vec<&str> = header.iter().map(String::as_str).collect();
    let mut table = Table::new(&header, &vec![true; header.len()]);
    for c in &t.cells {
        let mut row: Vec<String> = c.starts.iter().map(u32::to_string).collect();
        row.extend([
            c.practice_answer.clone(),
            c.dirac_answer.clone(),
            c.p1_probability.percent.clone(),
        ]);
        table.row(row);
    }
    doc.table(table);
    doc
}

/// One row per tuple: each player's start, the answers, each player's universes and player
/// 1's probability as a decimal.
pub fn tuples_csv(t: &TuplesView) -> String {
    let n = t.players();
    let mut header: Vec<String> = (1..=n).map(|i| format!("p{i}_start")).collect();
    header.extend(["practice_answer", "dirac_answer"].map(str::to_owned));
    header.extend((1..=n).map(|i| format!("p{i}_wins")));
    header.push("p1_probability".to_owned());
    let header: Vec<&str> = header.iter().map(String::as_str).collect();
    let rows = t.cells.iter().map(|c| {
        let mut row: Vec<String> = c.starts.iter().map(u32::to_string).collect();
        row.extend([c.practice_answer.clone(), c.dirac_answer.clone()]);
        row.extend(c.wins.iter().cloned());
        row.push(c.p1_probability.decimal.clone());
        row
    });
    doc::csv(&header, rows)
}

#[cfg(test)]
mod tests {
    use super::*;
    use dirac::view::Digits;
    use dirac::{Limits, Rules};

    fn cells(board: u32) -> SweepCells {
        let rules = Rules::builder().board(board.into()).build().unwrap();
        SweepCells::of(&rules, &Limits::default(), |_, _| {}, Digits::All, &WRITTEN).unwrap()
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
