//! One rule varied over its values (`dirac scan`), from a [`ScanView`] alone: a row per
//! value, the sentences where the universes' leader is not the likelier winner, and a tidy CSV.

use dirac::view::{PLAYERS_DRAWN, ScanView};

use crate::doc::{self, Doc, Table};
use crate::words::{plural, setting};

/// The scan as a document: text and Markdown.
pub fn doc(view: &ScanView) -> Doc {
    let mut doc = Doc::default();
    doc.line(setting(&view.rules, &view.starts));
    doc.heading(format!(
        "The game under {} of the {}",
        plural(view.by_value.len(), "value"),
        view.rule_name
    ));
    let players = view.starts.len();
    let each = players <= PLAYERS_DRAWN;
    let mut header = vec![
        view.rule_name.clone(),
        "part 1".to_owned(),
        "part 2".to_owned(),
        "most universes".to_owned(),
        "likelier winner".to_owned(),
    ];
    if each {
        for i in 1..=players {
            header.push(format!("P{i} probability"));
            header.push(format!("P{i} universes"));
        }
    }
    header.push("expected turns".to_owned());
    let header: Vec<&str> = header.iter().map(String::as_str).collect();
    let mut numeric = vec![true; header.len()];
    numeric[0] = view.numeric;
    numeric[3] = false;
    numeric[4] = false;
    let mut t = Table::new(&header, &numeric);
    for row in &view.by_value {
        let mut cells = vec![
            row.value.clone(),
            row.practice.answer.to_string(),
            row.dirac.answer.to_string(),
            format!("player {}", row.dirac.leader),
            format!("player {}", row.likelier),
        ];
        if each {
            for (p, share) in row.win_probability.iter().zip(&row.dirac.share) {
                cells.push(p.percent.clone());
                cells.push(share.percent.to_string());
            }
        }
        cells.push(row.expected_turns.short.clone());
        t.row(cells);
    }
    doc.table(t);
    if !each {
        doc.line(format!(
            "Each player's probability of winning and share of the universes are listed for up to {PLAYERS_DRAWN} \
             players: see the JSON or the CSV."
        ));
    }
    doc.line(
        "Pn probability: player n's probability of winning the Dirac game; Pn universes: their share \
         of the universes in which it ends. Expected turns count every player's turns.",
    );
    for row in view.contrasts() {
        doc.line(format!(
            "{} {}: {}",
            view.rule_name, row.value, row.contrast
        ));
    }
    doc
}

/// One row per value and player: the value, the player, their start, universes won and share,
/// their probability of winning (decimal and exact), then the value's answers and leaders,
/// repeated on each of its players' rows. Every count is whole.
pub fn csv(view: &ScanView) -> String {
    let mut rows = Vec::new();
    for row in &view.by_value {
        for (i, (p, (wins, share))) in row
            .win_probability
            .iter()
            .zip(row.dirac.wins.iter().zip(&row.dirac.share))
            .enumerate()
        {
            rows.push(vec![
                row.value.clone(),
                (i + 1).to_string(),
                view.starts[i].to_string(),
                wins.to_string(),
                share.percent.to_string(),
                p.decimal.clone(),
                p.numerator.clone(),
                p.denominator.clone(),
                row.dirac.leader.to_string(),
                row.likelier.to_string(),
                row.dirac.answer.to_string(),
                row.practice.answer.to_string(),
                row.expected_turns.decimal.clone(),
            ]);
        }
    }
    // The rule's column named as its field in `rules` (and Python's frame): `dirac_target`.
    let rule = view.rule.replace('-', "_");
    doc::csv(
        &[
            rule.as_str(),
            "player",
            "start",
            "wins",
            "share",
            "win_probability",
            "win_probability_numerator",
            "win_probability_denominator",
            "leader",
            "likelier",
            "dirac_answer",
            "practice_answer",
            "expected_turns",
        ],
        &rows,
    )
}
