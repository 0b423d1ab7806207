//! The Dirac game's exact statistics (`dirac stats`), and how its practice game ends, from a
//! [`StatsView`] alone.

use dirac::view::StatsView;

use crate::doc::{self, Doc, Table};
use crate::words::{dirac_rules, plural, setting};

/// Eighths of a block in the bar of the likeliest length.
const BAR: usize = 160;

/// The statistics as a document: text and Markdown.
pub fn doc(view: &StatsView) -> Doc {
    let mut doc = Doc::default();
    doc.line(setting(&view.rules, &view.starts));
    doc.heading(format!("Dirac game: {}", dirac_rules(&view.rules)));
    doc.blocks.extend(chances(view).blocks);
    crate::answers::practice(&mut doc, &view.rules, &view.starts, &view.practice);
    doc
}

/// The Dirac game's part alone: each player's chance, the expected length, and every length's
/// probability (the report's section).
pub fn chances(view: &StatsView) -> Doc {
    let mut doc = Doc::default();
    let mut t = Table::new(
        &["player", "start", "probability of winning", "exactly"],
        &[true, true, true, false],
    );
    for (i, (p, start)) in view.win_probability.iter().zip(&view.starts).enumerate() {
        t.row(vec![
            (i + 1).to_string(),
            start.to_string(),
            p.percent.clone(),
            p.exactly(),
        ]);
    }
    doc.table(t);
    doc.line(format!(
        "The game lasts {} turns ({} rolls) on average, counting every player's turns; \
         most likely {}.",
        view.expected_turns.short,
        view.expected_rolls.short,
        plural(view.most_likely_turns, "turn")
    ));
    if !view.contrast.is_empty() {
        doc.line(view.contrast.clone());
    }
    doc.heading("How long the Dirac game lasts, in turns of all players");
    let mut t = Table::new(&["turns", "probability", ""], &[true, true, false]);
    for (row, eighths) in view.length.iter().zip(view.length_bars(BAR)) {
        t.row(vec![
            row.turns.to_string(),
            row.probability.percent.clone(),
            bar(eighths),
        ]);
    }
    doc.table(t);
    doc
}

/// A bar `eighths` eighths of a block long.
fn bar(eighths: usize) -> String {
    const BLOCKS: [char; 8] = ['▏', '▎', '▍', '▌', '▋', '▊', '▉', '█'];
    let mut out = "█".repeat(eighths / 8);
    if eighths % 8 > 0 {
        out.push(BLOCKS[eighths % 8 - 1]);
    }
    out
}

/// One row per measure, with the player or the length it is about: the chances, the lengths,
/// the expectations, the most likely length, then the practice game. Fractions are written
/// whole, as the view holds them.
pub fn csv(view: &StatsView) -> String {
    let row = |measure: &str, player: String, turns: String, value: [&str; 3]| {
        let mut row = vec![measure.to_owned(), player, turns];
        row.extend(value.map(str::to_owned));
        row
    };
    let none = String::new;
    let mut rows = Vec::new();
    for (i, p) in view.win_probability.iter().enumerate() {
        rows.push(row(
            "win_probability",
            (i + 1).to_string(),
            none(),
            [&p.decimal, &p.numerator, &p.denominator],
        ));
    }
    for l in &view.length {
        let p = &l.probability;
        rows.push(row(
            "length",
            none(),
            l.turns.to_string(),
            [&p.decimal, &p.numerator, &p.denominator],
        ));
    }
    for (measure, f) in [
        ("expected_turns", &view.expected_turns),
        ("expected_rolls", &view.expected_rolls),
    ] {
        rows.push(row(
            measure,
            none(),
            none(),
            [&f.decimal, &f.numerator, &f.denominator],
        ));
    }
    let whole =
        |measure: &str, player: String, value: &str| row(measure, player, none(), [value, "", ""]);
    rows.push(whole(
        "most_likely_turns",
        none(),
        &view.most_likely_turns.to_string(),
    ));
    let p = &view.practice;
    for (i, score) in p.scores.iter().enumerate() {
        rows.push(whole(
            "practice.scores",
            (i + 1).to_string(),
            &score.to_string(),
        ));
    }
    rows.push(whole("practice.winner", none(), &p.winner.to_string()));
    rows.push(whole(
        "practice.turns_played",
        none(),
        &p.turns_played.to_string(),
    ));
    rows.push(whole(
        "practice.die_rolls",
        none(),
        &p.die_rolls.to_string(),
    ));
    rows.push(whole("practice.answer", none(), &p.answer.to_string()));
    doc::csv(
        &[
            "field",
            "player",
            "turns",
            "value",
            "numerator",
            "denominator",
        ],
        &rows,
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn bars_are_whole_blocks_then_one_eighth_block() {
        assert_eq!(bar(160), "█".repeat(20));
        assert_eq!(bar(0), "");
        assert_eq!(bar(8), "█");
        assert_eq!(bar(9), "█▏");
        assert_eq!(bar(15), "█▉");
        assert_eq!(bar(7), "▉");
    }
}
