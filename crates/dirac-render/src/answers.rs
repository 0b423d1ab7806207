//! Both answers as a document, from the view: what `dirac solve` prints, the report's answers
//! section, and a result's display in a notebook.

use dirac::view::{Digits, SolveView};

use crate::doc::{Doc, Table};
use crate::words::{dirac_rules, plural, practice_die, setting};

/// The answers of `view`: each part asked for, its table of players, and how the answer
/// follows from it.
pub fn solve(view: &SolveView) -> Doc {
    let mut doc = Doc::default();
    if let Some(p) = &view.practice {
        doc.line(format!("Part 1: {}", p.answer));
    }
    if let Some(d) = &view.dirac {
        doc.line(format!("Part 2: {}", d.answer));
    }
    doc.line("");
    doc.line(setting(&view.rules, &view.starts));
    let rules = &view.rules;
    if let Some(p) = &view.practice {
        doc.heading(format!(
            "Practice game: {}; first to {}",
            practice_die(rules.practice_die),
            plural(&rules.practice_target, "point")
        ));
        doc.line(format!(
            "Player {} reaches {} first, on turn {} ({}).",
            p.winner,
            rules.practice_target,
            p.turns,
            plural(&p.rolls, "roll")
        ));
        let mut t = Table::new(
            &["player", "start", "score", ""],
            &[true, true, true, false],
        );
        for (i, (score, start)) in p.scores.iter().zip(&view.starts).enumerate() {
            let mark = if i + 1 == p.winner {
                "winner"
            } else if *score == p.lowest {
                "lowest"
            } else {
                ""
            };
            t.row(vec![
                (i + 1).to_string(),
                start.to_string(),
                score.clone(),
                mark.to_owned(),
            ]);
        }
        doc.table(t);
        doc.line(format!(
            "Part 1 = lowest score × rolls = {} × {} = {}",
            p.lowest, p.rolls, p.answer
        ));
    }
    if let Some(d) = &view.dirac {
        doc.heading(format!("Dirac game: {}", dirac_rules(rules)));
        let mut t = Table::new(
            &["player", "start", "universes won", "share", ""],
            &[true, true, true, true, false],
        );
        let rows = d.wins.iter().zip(&d.share).zip(&view.starts).enumerate();
        for (i, ((wins, share), start)) in rows {
            t.row(vec![
                (i + 1).to_string(),
                start.to_string(),
                wins.clone(),
                share.percent.clone(),
                if i + 1 == d.leader { "most" } else { "" }.to_owned(),
            ]);
        }
        doc.table(t);
        doc.line(format!(
            "Part 2 = {} won by player {} ({} strategy, {} arithmetic)",
            plural(&d.answer, "universe"),
            d.leader,
            d.strategy,
            match d.width.as_str() {
                "big" => "big-integer",
                narrow => narrow,
            }
        ));
        doc.line(format!(
            "Universes in all: {}",
            Digits::lengthen(d.total.clone())
        ));
    }
    doc
}
