//! `dirac solve`: both games on one input.

use dirac::cost;
use dirac::practice::{self, PracticeOutcome};
use dirac::quantum::{self, DiracOutcome, Strategy};
use dirac::view::{Digits, SolveView};
use dirac::{Fraction, Game, Limits, stats};

use super::{Render, to_json};
use crate::failure::Failure;
use dirac_render::doc::{self, Doc};

/// What `solve` found: the game and the outcome of each part asked for.
#[derive(Debug)]
pub(crate) struct Solved {
    pub(crate) game: Game,
    pub(crate) practice: Option<PracticeOutcome>,
    pub(crate) dirac: Option<DiracOutcome>,
    /// Each player's exact chance of winning, with part 2.
    pub(crate) chances: Option<Vec<Fraction>>,
    /// Why the chances were not worked out when part 2 was (their estimate passed the
    /// limits): the answers stand without the sentence, and the command says so.
    pub(crate) unweighed: Option<String>,
}

/// Solves the parts asked for (`part` 1, 2, or both).
pub(crate) fn run(
    game: Game,
    part: Option<u8>,
    strategy: Strategy,
    limits: &Limits,
) -> Result<Solved, Failure> {
    // Part 2 by its strategy, then each player's chance beside it (the sentence where the
    // universes' leader is not the likelier winner), both checked before any part runs.
    // The answers never wait on the sentence: chances past the limits are left out, and said
    // to be.
    let (dirac, chances, unweighed) = match part {
        Some(1) => (None, None, None),
        _ => {
            let dirac = cost::check(&game, strategy, limits)?;
            match stats::check_chances(&game, limits)? {
                Ok(c) => (Some(dirac), Some(c), None),
                Err(r) => (Some(dirac), None, Some(r.to_string())),
            }
        }
    };
    let practice = match part {
        Some(2) => None,
        _ => Some(practice::play(&game, limits)?),
    };
    let dirac = dirac.as_ref().map(quantum::run).transpose()?;
    let chances = chances.as_ref().map(stats::chances_within).transpose()?;
    Ok(Solved {
        game,
        practice,
        dirac,
        chances,
        unweighed,
    })
}

impl Render for Solved {
    fn doc(&self) -> Doc {
        dirac_render::answers::solve(&self.view())
    }

    fn json(&self) -> String {
        to_json(&self.view())
    }

    /// Long format, one value per row, named as in the JSON: `field` is a JSON field's path
    /// (`practice.scores`), `player` the 1-based player for per-player fields.
    fn csv(&self) -> String {
        let json = self.view();
        let mut rows: Vec<Vec<String>> = Vec::new();
        let mut one = |field: &str, value: String| {
            rows.push(vec![field.to_owned(), String::new(), value]);
        };
        let r = &json.rules;
        one("rules.board", r.board.to_string());
        one("rules.rolls", r.rolls.to_string());
        one("rules.practice_die", r.practice_die.to_string());
        one("rules.practice_sequence", r.practice_sequence.clone());
        one("rules.practice_target", r.practice_target.clone());
        one("rules.dirac_faces", r.dirac_faces.to_string());
        one("rules.dirac_die", r.dirac_die.clone());
        one("rules.dirac_target", r.dirac_target.to_string());
        if let Some(p) = &json.practice {
            one("practice.answer", p.answer.clone());
            one("practice.winner", p.winner.to_string());
            one("practice.lowest", p.lowest.clone());
            one("practice.die_rolls", p.die_rolls.clone());
            one("practice.turns_played", p.turns_played.clone());
        }
        if let Some(d) = &json.dirac {
            one("dirac.answer", d.answer.clone());
            one("dirac.leader", d.leader.to_string());
            one("dirac.strategy", d.strategy.clone());
            one("dirac.width", d.width.clone());
            one("dirac.total", d.total.clone());
        }
        one("contrast", json.contrast.clone());
        let per_player = |field: &str, values: &[String]| {
            values
                .iter()
                .enumerate()
                .map(|(i, v)| vec![field.to_owned(), (i + 1).to_string(), v.clone()])
                .collect::<Vec<_>>()
        };
        let starts: Vec<String> = json.starts.iter().map(u32::to_string).collect();
        rows.extend(per_player("starts", &starts));
        if let Some(p) = &json.practice {
            rows.extend(per_player("practice.scores", &p.scores));
        }
        if let Some(d) = &json.dirac {
            rows.extend(per_player("dirac.wins", &d.wins));
            let shares: Vec<String> = d.share.iter().map(|s| s.percent.clone()).collect();
            rows.extend(per_player("dirac.share.percent", &shares));
        }
        doc::csv(&["field", "player", "value"], &rows)
    }
}

impl Solved {
    /// What the JSON and CSV write: the library's view of the answers.
    pub(crate) fn view(&self) -> SolveView {
        SolveView::new(
            &self.game,
            self.practice.as_ref(),
            self.dirac.as_ref(),
            self.chances.as_deref(),
            Digits::All,
        )
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::cli::Format;
    use crate::commands::{render, tests::game};

    fn solved(starts: &[u32], part: Option<u8>, rules: Option<dirac::Rules>) -> Solved {
        run(
            game(starts, rules),
            part,
            Strategy::Auto,
            &Limits::default(),
        )
        .unwrap()
    }

    #[test]
    fn example_in_every_format() {
        let s = solved(&[4, 8], None, None);
        insta::assert_snapshot!("solve_example_text", render(&s, Format::Text, false));
        insta::assert_snapshot!(
            "solve_example_markdown",
            render(&s, Format::Markdown, false)
        );
        insta::assert_snapshot!("solve_example_json", render(&s, Format::Json, false));
        insta::assert_snapshot!("solve_example_csv", render(&s, Format::Csv, false));
    }

    #[test]
    fn three_players_part_2_only() {
        let s = solved(&[4, 8, 1], Some(2), None);
        insta::assert_snapshot!("solve_three_players_part2", render(&s, Format::Text, false));
    }

    #[test]
    fn huge_counts_are_written_in_full() {
        let rules = dirac::Rules::builder().dirac_target(100).build().unwrap();
        let s = solved(&[4, 8], Some(2), Some(rules));
        let text = render(&s, Format::Text, false);
        let answer = s.dirac.as_ref().unwrap().answer().to_string();
        assert!(answer.len() > 40);
        assert!(text.starts_with(&format!("Part 2: {answer}\n")));
        assert!(text.contains("digits)"));
    }

    #[test]
    fn json_reads_back_strictly_and_counts_are_digit_strings() {
        let s = solved(&[4, 8, 1], None, None);
        let text = s.json();
        let parsed: SolveView = serde_json::from_str(&text).unwrap();
        // Read back, the view writes the same JSON (its shares' exact values are not written).
        assert_eq!(to_json(&parsed), text);
        let dirac = parsed.dirac.unwrap();
        assert!(
            dirac
                .wins
                .iter()
                .all(|w| !w.is_empty() && w.bytes().all(|b| b.is_ascii_digit()))
        );
        assert_eq!(dirac.width, "u128");
        let extra = text.replacen("\"starts\"", "\"surprise\": 1, \"starts\"", 1);
        assert!(serde_json::from_str::<SolveView>(&extra).is_err());
    }

    /// Every leaf of a JSON value, as (dotted path, 1-based index in an array, text).
    fn leaves(v: &serde_json::Value, path: &str, out: &mut Vec<(String, String, String)>) {
        match v {
            serde_json::Value::Object(m) => {
                for (k, v) in m {
                    let inner = if path.is_empty() {
                        k.clone()
                    } else {
                        format!("{path}.{k}")
                    };
                    leaves(v, &inner, out);
                }
            }
            serde_json::Value::Array(items) => {
                let text =
                    |v: &serde_json::Value| v.as_str().map_or_else(|| v.to_string(), str::to_owned);
                for (i, item) in items.iter().enumerate() {
                    match item.as_object() {
                        // A player's object: each field under its own name, with the player.
                        Some(fields) => {
                            for (k, v) in fields {
                                out.push((format!("{path}.{k}"), (i + 1).to_string(), text(v)));
                            }
                        }
                        None => out.push((path.to_owned(), (i + 1).to_string(), text(item))),
                    }
                }
            }
            serde_json::Value::String(text) => {
                out.push((path.to_owned(), String::new(), text.clone()))
            }
            other => out.push((path.to_owned(), String::new(), other.to_string())),
        }
    }

    /// A CSV line's cells, quoted ones unquoted (`""` inside them is one `"`).
    fn cells(line: &str) -> Vec<String> {
        let (mut cells, mut cell, mut quoted) = (Vec::new(), String::new(), false);
        let mut chars = line.chars().peekable();
        while let Some(c) = chars.next() {
            match (c, quoted) {
                ('"', true) if chars.peek() == Some(&'"') => {
                    cell.push('"');
                    chars.next();
                }
                ('"', _) => quoted = !quoted,
                (',', false) => cells.push(std::mem::take(&mut cell)),
                (c, _) => cell.push(c),
            }
        }
        cells.push(cell);
        cells
    }

    #[test]
    fn csv_carries_every_value_of_the_json_under_its_name() {
        for part in [None, Some(1), Some(2)] {
            let s = solved(&[4, 8, 1], part, None);
            let json: serde_json::Value = serde_json::from_str(&s.json()).unwrap();
            let mut want = Vec::new();
            leaves(&json, "", &mut want);
            let csv = s.csv();
            let mut lines = csv.lines();
            assert_eq!(lines.next(), Some("field,player,value"));
            let mut got: Vec<(String, String, String)> = lines
                .map(|l| {
                    let cells = cells(l);
                    assert_eq!(cells.len(), 3, "{l}");
                    (cells[0].clone(), cells[1].clone(), cells[2].clone())
                })
                .collect();
            want.sort();
            got.sort();
            assert_eq!(got, want, "part {part:?}");
        }
    }

    #[test]
    fn the_universes_leader_and_the_likelier_winner_are_contrasted_where_they_differ() {
        let near = dirac::Rules::builder().dirac_target(7).build().unwrap();
        let s = solved(&[4, 8], None, Some(near.clone()));
        let sentence = "Player 2 wins in the most universes, but player 1 is the likelier \
                        winner: 95.29% against 4.71% for player 2.";
        assert!(render(&s, Format::Text, false).contains(sentence));
        assert!(s.view().contrast.starts_with(sentence));
        assert!(
            s.csv()
                .contains(&format!("contrast,,\"{}", s.view().contrast))
        );
        // The chances agree with the statistics', and the puzzle's game has no sentence.
        let stats =
            dirac::stats::analyze(&dirac::turns::analyze(&s.game, &Limits::default()).unwrap());
        assert_eq!(s.chances.as_deref(), Some(&stats.win_probability[..]));
        assert_eq!(solved(&[4, 8], None, None).view().contrast, "");
        // Part 1 alone works out no chances.
        let one = solved(&[4, 8], Some(1), Some(near));
        assert!(one.chances.is_none() && one.view().contrast.is_empty());
    }

    #[test]
    fn the_answers_stand_when_the_chances_would_pass_the_limits() {
        // The per-player strategy's estimate is 5,936 steps for the example, the chances'
        // (their turn table and sums) more: between the two, the answers and no sentence.
        let tight = Limits {
            max_work: 6_000,
            ..Limits::default()
        };
        let s = run(game(&[4, 8], None), None, Strategy::Auto, &tight).unwrap();
        assert_eq!(
            s.dirac.as_ref().unwrap().answer().to_string(),
            "444356092776315"
        );
        assert!(s.chances.is_none() && s.view().contrast.is_empty());
        let why = s.unweighed.as_deref().unwrap();
        assert!(
            why.starts_with("each player's exact chance of winning would need"),
            "{why}"
        );
        assert!(
            run(
                game(&[4, 8], None),
                None,
                Strategy::Auto,
                &Limits::default()
            )
            .unwrap()
            .unweighed
            .is_none()
        );
    }

    #[test]
    fn parts_asked_for_are_the_only_ones_present() {
        let one: SolveView = serde_json::from_str(&solved(&[4, 8], Some(1), None).json()).unwrap();
        assert!(one.practice.is_some() && one.dirac.is_none());
        let two: SolveView = serde_json::from_str(&solved(&[4, 8], Some(2), None).json()).unwrap();
        assert!(two.practice.is_none() && two.dirac.is_some());
    }
}
