//! Both answers as a document, from the view: what `dirac solve` prints, the report's answers
//! section, and a result's display in a notebook.

use dirac::view::{Digits, PracticeView, RulesView, Share, SolveView, Text};

use crate::doc::{self, Doc, Table};

/// What this renderer holds while it writes both answers, beside the view (the planner adds it
/// to a solve's estimate): each count's text, padded to its column's widest, held up to three
/// times over while it is laid out (the document's cells, the table's padded lines and a
/// string that grows by doubling), a table cell's and a string's header about each; and 16
/// KiB whatever the size. The same model as the turn table's ([`crate::turns::WRITTEN`]).
pub const WRITTEN: dirac::plan::Written = crate::turns::WRITTEN;
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
    doc.blocks.extend(parts(view).blocks);
    if !view.contrast.is_empty() {
        doc.line(view.contrast.clone());
    }
    doc
}

/// Each part's table and how its answer follows from it, without the answers' headline, the
/// setting and the contrast of universes and chances (the report's section, under its boxed
/// answers: the report tells that contrast with the chances).
pub fn parts(view: &SolveView) -> Doc {
    let mut doc = Doc::default();
    let rules = &view.rules;
    if let Some(p) = &view.practice {
        practice(&mut doc, rules, &view.starts, p);
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
                wins.to_string(),
                share.percent.to_string(),
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
            Digits::lengthen(d.total.to_string())
        ));
    }
    doc
}

/// Both answers as CSV (`dirac solve --format csv`): long format, one value per row, named as
/// in the JSON. `field` is a JSON field's path (`practice.scores`), `player` the 1-based
/// player for per-player fields.
pub fn csv(view: &SolveView) -> String {
    let mut rows: Vec<Vec<String>> = Vec::new();
    let mut one = |field: &str, value: String| {
        rows.push(vec![field.to_owned(), String::new(), value]);
    };
    let r = &view.rules;
    one("rules.board", r.board.to_string());
    one("rules.rolls", r.rolls.to_string());
    one("rules.practice_die", r.practice_die.to_string());
    one("rules.practice_sequence", r.practice_sequence.to_string());
    one("rules.practice_target", r.practice_target.to_string());
    one("rules.dirac_faces", r.dirac_faces.to_string());
    one("rules.dirac_die", r.dirac_die.to_string());
    one("rules.dirac_target", r.dirac_target.to_string());
    if let Some(p) = &view.practice {
        one("practice.answer", p.answer.to_string());
        one("practice.winner", p.winner.to_string());
        one("practice.lowest", p.lowest.to_string());
        one("practice.die_rolls", p.die_rolls.to_string());
        one("practice.turns_played", p.turns_played.to_string());
    }
    if let Some(d) = &view.dirac {
        one("dirac.answer", d.answer.to_string());
        one("dirac.leader", d.leader.to_string());
        one("dirac.strategy", d.strategy.to_string());
        one("dirac.width", d.width.to_string());
        one("dirac.total", d.total.to_string());
    }
    one("contrast", view.contrast.clone());
    let per_player = |field: &str, values: &[&str]| {
        values
            .iter()
            .enumerate()
            .map(|(i, v)| vec![field.to_owned(), (i + 1).to_string(), (*v).to_owned()])
            .collect::<Vec<_>>()
    };
    let starts: Vec<String> = view.starts.iter().map(u32::to_string).collect();
    rows.extend(per_player(
        "starts",
        &starts.iter().map(String::as_str).collect::<Vec<_>>(),
    ));
    if let Some(p) = &view.practice {
        let scores: Vec<String> = p.scores.iter().map(ToString::to_string).collect();
        rows.extend(per_player(
            "practice.scores",
            &scores.iter().map(String::as_str).collect::<Vec<_>>(),
        ));
    }
    if let Some(d) = &view.dirac {
        rows.extend(per_player("dirac.wins", &texts(&d.wins)));
        for (field, of) in [
            (
                "dirac.share.percent",
                (|s| &s.percent) as fn(&Share) -> &Text,
            ),
            ("dirac.share.portion", |s| &s.portion),
            ("dirac.share.whole", |s| &s.whole),
        ] {
            let values: Vec<&str> = d.share.iter().map(|s| of(s).as_str()).collect();
            rows.extend(per_player(field, &values));
        }
    }
    doc::csv(&["field", "player", "value"], &rows)
}

/// Each text as a `&str`.
fn texts(values: &[Text]) -> Vec<&str> {
    values.iter().map(Text::as_str).collect()
}

/// The practice game's part of a document: its rules, who reaches the target first and when,
/// every player's score (the winner's and the lowest marked) and the answer's product, as
/// `dirac solve` and `dirac stats` write them.
pub fn practice(doc: &mut Doc, rules: &RulesView, starts: &[u32], p: &PracticeView) {
    doc.heading(format!(
        "Practice game: {}; first to {}",
        practice_die(rules),
        plural(&rules.practice_target, "point")
    ));
    doc.line(format!(
        "Player {} reaches {} first, on turn {} ({}).",
        p.winner,
        rules.practice_target,
        p.turns_played,
        plural(&p.die_rolls, "roll")
    ));
    let mut t = Table::new(
        &["player", "start", "score", ""],
        &[true, true, true, false],
    );
    for (i, (score, start)) in p.scores.iter().zip(starts).enumerate() {
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
            score.to_string(),
            mark.to_owned(),
        ]);
    }
    doc.table(t);
    doc.line(format!(
        "Part 1 = lowest score × rolls = {} × {} = {}",
        p.lowest, p.die_rolls, p.answer
    ));
}

#[cfg(test)]
mod tests {
    use dirac::view::{Digits, SolveView};
    use dirac::{Game, Limits, Rules, practice, quantum};

    use crate::doc::text;

    fn solved(game: &Game, parts: (bool, bool)) -> String {
        let limits = Limits::default();
        let p = parts.0.then(|| practice::play(game, &limits).unwrap());
        let d = parts
            .1
            .then(|| quantum::solve(game, quantum::Strategy::Auto, &limits).unwrap());
        text(
            &super::solve(&SolveView::new(
                game,
                p.as_ref(),
                d.as_ref(),
                None,
                Digits::All,
            )),
            false,
        )
    }

    #[test]
    fn the_answers_and_how_they_follow() {
        let game = Game::example(Rules::default()).unwrap();
        insta::assert_snapshot!(solved(&game, (true, true)), @r"
        Part 1: 739785
        Part 2: 444356092776315

        2 players start on spaces 4 and 8 of a board of 10 spaces; a turn is 3 rolls.

        Practice game: a 100-sided die rolling 1, 2, 3, ...; first to 1000 points
        Player 1 reaches 1000 first, on turn 331 (993 rolls).
          player  start  score
               1      4   1000  winner
               2      8    745  lowest
        Part 1 = lowest score × rolls = 745 × 993 = 739785

        Dirac game: a 3-faced Dirac die splits the universe in 3 at every roll; first to 21 points
          player  start    universes won   share
               1      4  444356092776315  56.51%  most
               2      8  341960390180808  43.49%
        Part 2 = 444356092776315 universes won by player 1 (per-player strategy, u64 arithmetic)
        Universes in all: 786316482957123
        ");
    }

    #[test]
    fn each_part_alone_and_a_game_past_every_machine_width() {
        let game = Game::example(Rules::default()).unwrap();
        let practice = solved(&game, (true, false));
        assert!(practice.contains("Part 1: 739785") && !practice.contains("Dirac game"));
        let dirac = solved(&game, (false, true));
        assert!(dirac.contains("Part 2: 444356092776315") && !dirac.contains("Practice game"));
        // Three players, the third scoring between the others: only the lowest is marked.
        let three = Game::new(Rules::default(), vec![4, 8, 1]).unwrap();
        let text = solved(&three, (true, false));
        assert_eq!(text.matches("lowest").count(), 2, "{text}");
        let big = Game::new(
            Rules::builder().dirac_target(200).build().unwrap(),
            vec![4, 8],
        )
        .unwrap();
        let text = solved(&big, (false, true));
        assert!(text.contains("big-integer arithmetic"), "{text}");
        assert!(text.contains(" digits)"), "{text}");
    }
}
