//! Both games on every pair of starts (`dirac sweep`), from a [`SweepCells`] alone: its cells
//! are rendered as they are made.

use dirac::view::{
    AtlasCells, SWEEP_DRAWN, StartsView, SummaryView, SweepCell, SweepCells, SweepView,
};

use crate::doc::{self, Doc, Table};
use crate::words::{dirac_rules, plural};

/// What this renderer holds while it writes a sweep, beside the engine's work (the planner adds
/// it to a sweep's estimate, `dirac::plan::Sweep` and `dirac::plan::Tuples`): a row a pair or tuple, as
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
            s.summary.games
        ));
        return doc;
    }
    doc.heading("Every pair");
    doc.table(every_game(2, s.cells()));
    doc
}

/// Every game of a sweep of `n` players, a row each: the starts, the answers, each player's
/// probability of winning.
fn every_game(n: usize, cells: impl Iterator<Item = SweepCell>) -> Table {
    let mut header: Vec<String> = (1..=n).map(|i| format!("p{i} start")).collect();
    header.extend(["practice answer", "Dirac answer"].map(str::to_owned));
    header.extend((1..=n).map(|i| format!("p{i} probability")));
    let header: Vec<&str> = header.iter().map(String::as_str).collect();
    let mut t = Table::new(&header, &vec![true; header.len()]);
    for c in cells {
        let mut row: Vec<String> = c.starts.iter().map(u32::to_string).collect();
        row.extend([c.practice_answer, c.dirac_answer]);
        row.extend(c.win_probability.into_iter().map(|p| p.percent));
        t.row(row);
    }
    t
}

/// Each player's best and worst starts, then how often the first mover leads, in `games`
/// (`pair`, `tuple`).
fn summary_lines(doc: &mut Doc, m: &SummaryView, games: &str) {
    doc.heading("Summary");
    let starts = |v: &StartsView| {
        let on: Vec<String> = v
            .starts
            .iter()
            .enumerate()
            .map(|(i, s)| format!("player {} on {s}", i + 1))
            .collect();
        on.join(", ")
    };
    for (k, (best, worst)) in m.best.iter().zip(&m.worst).enumerate() {
        let player = k + 1;
        doc.line(format!(
            "Player {player}: best with {}, winning {} of the time; worst with {}, winning {}.",
            starts(best),
            best.probability.percent,
            starts(worst),
            worst.probability.percent
        ));
    }
    doc.line(format!(
        "The first mover wins in more universes than each other player in {} of {}, and is more \
         likely than not to win in {}.",
        m.first_mover_ahead,
        plural(m.games, games),
        m.first_mover_favoured
    ));
}

/// The sweep's summary and, on small boards, its grid: all but the list of every pair (the
/// report's section, beside the heatmap that shows the pairs).
pub fn summary(s: &SweepCells) -> Doc {
    let b = s.rules.board;
    let mut doc = Doc::default();
    doc.line(format!(
        "Every pair of starts for two players on a board of {} ({}); Dirac game: {}.",
        plural(b, "space"),
        plural(s.summary.games, "pair"),
        dirac_rules(&s.rules)
    ));
    summary_lines(&mut doc, &s.summary, "pair");
    if b <= GRID {
        grid(&mut doc, b, |a, c| s.cell([a, c]).label);
    }
    doc
}

/// The grid of player 1's chances on a board of `b`, each pair's label by `label(p1, p2)`.
fn grid(doc: &mut Doc, b: u32, label: impl Fn(u32, u32) -> String) {
    doc.heading("Player 1's probability of winning (rows: player 1's start; columns: player 2's)");
    let mut header = vec!["p1 \\ p2".to_owned()];
    header.extend((1..=b).map(|c| c.to_string()));
    let header: Vec<&str> = header.iter().map(String::as_str).collect();
    let mut t = Table::new(&header, &vec![true; header.len()]);
    for a in 1..=b {
        let mut row = vec![a.to_string()];
        row.extend((1..=b).map(|c| label(a, c)));
        t.row(row);
    }
    doc.table(t);
}

/// One row per pair, player 1's start major, with each player's probability as a decimal.
pub fn csv(s: &SweepCells) -> String {
    let header = csv_header(2);
    let header: Vec<&str> = header.iter().map(String::as_str).collect();
    doc::csv(&header, s.cells().map(csv_row))
}

/// The columns of the CSV of a sweep of `n` players, named as the JSON's fields: each player's
/// start, the answers, each player's universes won and probability of winning.
fn csv_header(n: usize) -> Vec<String> {
    let mut header: Vec<String> = (1..=n).map(|i| format!("p{i}_start")).collect();
    header.extend(["practice_answer", "dirac_answer"].map(str::to_owned));
    header.extend((1..=n).map(|i| format!("p{i}_wins")));
    header.extend((1..=n).map(|i| format!("p{i}_win_probability")));
    header
}

/// A game's row of a sweep's CSV (of any number of players).
fn csv_row(c: SweepCell) -> Vec<String> {
    let mut row: Vec<String> = c.starts.iter().map(u32::to_string).collect();
    row.extend([c.practice_answer, c.dirac_answer]);
    row.extend(c.wins);
    row.extend(c.win_probability.into_iter().map(|p| p.decimal));
    row
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
            "p1 probability",
            "worst pair",
            "p1 probability",
            "first mover ahead",
            "first mover favoured",
        ],
        &[true; 7],
    );
    let pair = |p: &[u32]| format!("{} vs {}", p[0], p[1]);
    for (value, s) in a.values.iter().zip(&a.sweeps) {
        let m = &s.summary;
        let (best, worst) = (&m.best[0], &m.worst[0]);
        t.row(vec![
            value.clone(),
            pair(&best.starts),
            best.probability.percent.clone(),
            pair(&worst.starts),
            worst.probability.percent.clone(),
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
    let columns = csv_header(2);
    let mut header = vec![rule.as_str()];
    header.extend(columns.iter().map(String::as_str));
    doc::csv(&header, rows)
}

/// The most tuples a document lists one by one.
pub const TUPLES_LISTED: usize = 1000;

/// A sweep of many players as a document: its summary, and every tuple up to
/// [`TUPLES_LISTED`].
pub fn tuples_doc(t: &SweepView) -> Doc {
    let mut doc = Doc::default();
    let n = t.players();
    // Two players' games are pairs, told as `doc` tells them: the same words, the grid on small
    // boards, every pair listed on the boards it lists.
    let (game, players) = if n == 2 {
        ("pair", "two players".to_owned())
    } else {
        ("tuple", plural(n, "player"))
    };
    let b = t.rules.board;
    doc.line(format!(
        "Every {game} of starts for {players} on a board of {} ({}); Dirac game: {}.",
        plural(b, "space"),
        plural(t.summary.games, game),
        dirac_rules(&t.rules)
    ));
    summary_lines(&mut doc, &t.summary, game);
    if n == 2 && b <= GRID {
        let label = |a: u32, c: u32| {
            let cell = t.cells.iter().find(|cell| cell.starts[..] == [a, c]);
            cell.map_or_else(String::new, |cell| cell.label.clone())
        };
        grid(&mut doc, b, label);
    }
    let listed = if n == 2 {
        b <= SWEEP_DRAWN
    } else {
        t.cells.len() <= TUPLES_LISTED
    };
    if !listed {
        doc.line(format!(
            "{} {game}s are too many to list here: the CSV and JSON formats give every one.",
            t.cells.len()
        ));
        return doc;
    }
    doc.heading(format!("Every {game}"));
    doc.table(every_game(n, t.cells.iter().cloned()));
    doc
}

/// One row per tuple: each player's start, the answers, each player's universes and
/// probability as a decimal (the columns of a sweep of two).
pub fn tuples_csv(t: &SweepView) -> String {
    let header = csv_header(t.players());
    let header: Vec<&str> = header.iter().map(String::as_str).collect();
    doc::csv(&header, t.cells.iter().cloned().map(csv_row))
}

#[cfg(test)]
mod tests {
    use super::*;
    use dirac::view::Digits;
    use dirac::{Limits, Rules};

    fn cells(board: u32) -> SweepCells {
        let rules = Rules::builder().board(board.into()).build().unwrap();
        let request = dirac::plan::Sweep {
            digits: Digits::All,
            written: WRITTEN,
        };
        dirac::Plan::run(&request.plan(&rules, &Limits::default()).unwrap()).unwrap()
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
            cell.win_probability[0].decimal.clone(),
            cell.win_probability[1].decimal.clone(),
        ]
        .join(",");
        assert_eq!(lines[1 + 5], row);
    }
}
