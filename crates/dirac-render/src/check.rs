//! A user's answer checked (`dirac check`), from a [`CheckView`] alone: the verdict, each
//! known mistake that gives the number with where its game parts from the right one, or what
//! helps with an unknown number. The catalog itself (`dirac check --list`) from the library's
//! list of mistakes.

use dirac::view::{CatalogEntry, CheckView, Parting, TraceRow, TracesCompared, Verdict};

use crate::doc::{self, Doc, Table};
use crate::words::setting;

/// "part 1", "part 2", "parts 1 and 2".
fn parts(parts: &[u8]) -> String {
    match parts {
        [one] => format!("part {one}"),
        _ => "parts 1 and 2".to_string(),
    }
}

/// How the command asks for the right answers (`dirac check --reveal`).
pub const REVEAL_FLAG: &str = "add --reveal";

/// How Python asks for them (`check(..., reveal=True)`).
pub const REVEAL_KEYWORD: &str = "pass reveal=True";

/// The check as a document: text and Markdown. `reveal` says how the face asks for the right
/// answers ([`REVEAL_FLAG`], [`REVEAL_KEYWORD`]), where they are hidden.
pub fn doc(view: &CheckView, reveal: &str) -> Doc {
    let mut doc = Doc::default();
    doc.line(setting(&view.rules, &view.starts));
    let answer = &view.answer;
    match view.verdict {
        Verdict::Right => doc.line(format!(
            "Your answer {answer} is right: it is {}'s answer.",
            parts(&view.right_parts)
        )),
        Verdict::Mistake => {
            let claimed = view.mistakes.len();
            doc.line(format!(
                "Your answer {answer} is not right, and {} known mistake{} {} exactly this \
                 number:",
                claimed,
                if claimed == 1 { "" } else { "s" },
                if claimed == 1 { "gives" } else { "give" },
            ));
            for m in &view.mistakes {
                doc.heading(format!("{} (part {})", m.id, m.part));
                doc.line(format!("The mistake: {}.", m.mistake));
                doc.line(format!("See it: {}.", m.see));
                doc.line(format!("The fix: {}.", m.fix));
                parting(&mut doc, &m.parting, view.starts.len());
            }
        }
        Verdict::Unknown => {
            doc.line(format!(
                "Your answer {answer} is {}, and no known mistake gives it.",
                if view.parts.len() == 1 {
                    format!("not {}'s answer", parts(&view.parts))
                } else {
                    "neither part's answer".to_string()
                }
            ));
            for h in &view.hints {
                doc.line(format!(
                    "Against part {}: too {}; the right answer has {} digit{}.",
                    h.part,
                    if h.too_high { "high" } else { "low" },
                    h.digits,
                    if h.digits == 1 { "" } else { "s" },
                ));
            }
            doc.line("Nor is it the right answer wrapped to 32 or 64 bits.");
        }
    }
    if let Some(left) = &view.not_searched {
        doc.line(format!("Not searched: {left}."));
    }
    if let Some(r) = &view.revealed {
        let mut known = Vec::new();
        if let Some(p) = &r.practice {
            known.push(format!("part 1 is {p}"));
        }
        if let Some(d) = &r.dirac {
            known.push(format!("part 2 is {d}"));
        }
        doc.line(format!("The right answers: {}.", known.join(", ")));
    } else if view.verdict != Verdict::Right {
        doc.line(format!(
            "The right answer is not shown ({reveal} to see it)."
        ));
    }
    doc
}

/// Where a mistaken game parts from the right one.
fn parting(doc: &mut Doc, parting: &Parting, players: usize) {
    match parting {
        Parting::Turn {
            turn,
            right_row: right,
            mistaken_row: mistaken,
        } => {
            doc.line(format!("Where the games part, turn {turn}:"));
            let line = |row: &Option<TraceRow>| match row {
                Some(row) => crate::trace::line(row, false),
                None => "(the game has ended)".to_string(),
            };
            let mut t = Table::new(&["game", "line"], &[false, false]);
            t.row(vec!["right".into(), line(right)]);
            t.row(vec!["mistaken".into(), line(mistaken)]);
            doc.table(t);
        }
        Parting::Round {
            round,
            right_wins: right,
            mistaken_wins: mistaken,
        } => {
            doc.line(format!(
                "Where the counts part, round {round} (universes won in that round):"
            ));
            let mut header = vec!["count".to_string()];
            header.extend((1..=players).map(|p| format!("player {p}")));
            let header: Vec<&str> = header.iter().map(String::as_str).collect();
            let mut numeric = vec![true; players + 1];
            numeric[0] = false;
            let mut t = Table::new(&header, &numeric);
            for (name, counts) in [("right", right), ("mistaken", mistaken)] {
                let mut row = vec![name.to_string()];
                row.extend(counts.iter().cloned());
                t.row(row);
            }
            doc.table(t);
        }
        Parting::Reading => {
            doc.line("The game is played right: only its outcome is read wrongly.");
        }
        Parting::Counted => {
            doc.line(
                "Its universes are counted by a recursion that goes wrong: it has no rounds to \
                 set beside the right game's.",
            );
        }
        Parting::Beyond { turns } => doc.line(format!(
            "The games' first {turns} turns are the same: they part later."
        )),
    }
}

/// The check as CSV: a row per mistake named (one row with an empty id otherwise).
pub fn csv(view: &CheckView) -> String {
    let header = ["answer", "verdict", "part", "id", "mistake", "fix"];
    let rows: Vec<Vec<String>> = if view.mistakes.is_empty() {
        let part = view
            .right_parts
            .iter()
            .map(u8::to_string)
            .collect::<Vec<_>>()
            .join(" ");
        vec![vec![
            view.answer.clone(),
            view.verdict.name().to_string(),
            part,
            String::new(),
            String::new(),
            String::new(),
        ]]
    } else {
        view.mistakes
            .iter()
            .map(|m| {
                vec![
                    view.answer.clone(),
                    view.verdict.name().to_string(),
                    m.part.to_string(),
                    m.id.clone(),
                    m.mistake.clone(),
                    m.fix.clone(),
                ]
            })
            .collect()
    };
    doc::csv(&header, rows)
}

/// The catalog of known mistakes (`dirac check --list`): each one's id, parts, knob and words.
pub fn list(entries: &[CatalogEntry]) -> Doc {
    let mut doc = Doc::default();
    doc.line(
        "The known mistakes dirac checks an answer against, by id; each is one knob of a \
         mistaken game, and two of different kinds are also checked together:",
    );
    let mut t = Table::new(&["id", "part", "kind", "the mistake"], &[false; 4]);
    for m in entries {
        let parts: Vec<String> = m.parts.iter().map(u8::to_string).collect();
        t.row(vec![
            m.id.clone(),
            parts.join(", "),
            m.kind.clone(),
            m.mistake.clone(),
        ]);
    }
    doc.table(t);
    doc
}

/// The catalog as CSV: id, parts, knob, the mistake, its fix.
pub fn list_csv(entries: &[CatalogEntry]) -> String {
    let rows = entries.iter().map(|m| {
        let parts: Vec<String> = m.parts.iter().map(u8::to_string).collect();
        vec![
            m.id.clone(),
            parts.join(" "),
            m.kind.clone(),
            m.mistake.clone(),
            m.fix.clone(),
        ]
    });
    doc::csv(&["id", "parts", "kind", "mistake", "fix"], rows)
}

/// A solver's print-out compared with the game (`dirac trace --compare`).
pub fn compared(view: &TracesCompared) -> Doc {
    let mut doc = Doc::default();
    doc.line(setting(&view.rules, &view.starts));
    let Some(part) = &view.difference else {
        doc.line(format!(
            "Your print-out agrees with the game on all {} turn{} it tells{}.",
            view.turns,
            if view.turns == 1 { "" } else { "s" },
            if view.turns.to_string() == view.turns_played {
                ", the whole game".to_string()
            } else {
                format!("; the game lasts {} turns", view.turns_played)
            }
        ));
        return doc;
    };
    let place = match part.line {
        Some(line) => format!(" (line {line} of yours)"),
        None => String::new(),
    };
    doc.line(format!(
        "Your print-out parts from the game on turn {}{place}:",
        part.turn
    ));
    let mut t = Table::new(&["", "line"], &[false, false]);
    let right = match &part.right_row {
        Some(row) => crate::trace::line(row, false),
        None => "(the game has ended)".to_string(),
    };
    t.row(vec!["the game".into(), right]);
    t.row(vec!["yours".into(), part.mine.clone().unwrap_or_default()]);
    doc.table(t);
    doc.line(format!("What would explain it: {}.", part.why));
    doc
}

/// The comparison as CSV: `turn,line,game,yours,why` (one row where the print-out parts, none
/// where it agrees).
pub fn compared_csv(view: &TracesCompared) -> String {
    let rows = view.difference.iter().map(|p| {
        vec![
            p.turn.to_string(),
            p.line.map(|l| l.to_string()).unwrap_or_default(),
            p.right_row
                .as_ref()
                .map(|r| crate::trace::line(r, false))
                .unwrap_or_default(),
            p.mine.clone().unwrap_or_default(),
            p.why.clone(),
        ]
    });
    doc::csv(&["turn", "line", "game", "yours", "why"], rows)
}
