//! `dirac solve`: both games on one input, planned and run by the library ([`dirac::plan`]).

use dirac::plan::{Parts, Solve};
use dirac::view::SolveView;
use dirac::{Game, Limits, Strategy};

use super::{Render, to_json};
use crate::failure::Failure;
use dirac_render::doc::Doc;

/// What `solve` found: the view of the answers, and why each player's chance was left out
/// when it was (its estimate passed the limits: the answers stand without the sentence, and the
/// command says so).
#[derive(Debug)]
pub(crate) struct Solved {
    pub(crate) view: SolveView,
    pub(crate) unweighed: Option<String>,
}

/// Solves the parts asked for (`part` 1, 2, or both) by `strategy`, with the sentence where the
/// universes' leader is not the likelier winner wherever part 2 is asked for.
pub(crate) fn run(
    game: Game,
    part: Option<u8>,
    strategy: Strategy,
    limits: &Limits,
) -> Result<Solved, Failure> {
    let solved = request(part, strategy).plan(&game, limits)?.run()?;
    Ok(Solved {
        view: solved.view,
        unweighed: solved.unweighed.map(|r| r.to_string()),
    })
}

/// What `dirac solve` asks the planner.
pub(crate) fn request(part: Option<u8>, strategy: Strategy) -> Solve {
    Solve {
        parts: Parts::of(part),
        strategy,
        written: dirac_render::answers::WRITTEN,
        ..Solve::default()
    }
}

impl Render for Solved {
    fn doc(&self) -> Doc {
        dirac_render::answers::solve(&self.view)
    }

    fn json(&self) -> String {
        to_json(&self.view)
    }

    fn csv(&self) -> String {
        dirac_render::answers::csv(&self.view)
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
        let answer = s.view.dirac.as_ref().unwrap().answer.clone();
        assert!(answer.len() > 40);
        assert!(text.starts_with(&format!("Part 2: {answer}\n")));
        assert!(text.contains("digits)"));
    }

    #[test]
    fn json_reads_back_strictly_and_counts_are_digit_strings() {
        let s = solved(&[4, 8, 1], None, None);
        let text = s.json();
        let parsed: SolveView = serde_json::from_str(&text).unwrap();
        // Read back, the view writes the same JSON.
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
        assert!(s.view.contrast.starts_with(sentence));
        assert!(
            s.csv()
                .contains(&format!("contrast,,\"{}", s.view.contrast))
        );
        // The puzzle's game has no sentence; part 1 alone works out no chances.
        assert_eq!(solved(&[4, 8], None, None).view.contrast, "");
        let one = solved(&[4, 8], Some(1), Some(near));
        assert!(one.view.contrast.is_empty() && one.unweighed.is_none());
    }

    #[test]
    fn the_answers_stand_when_the_chances_would_pass_the_limits() {
        // A thousand players to 50: the answers fit the default limits, every player's exact
        // chance (their turn table and sums) does not, and the answers stand without the
        // sentence.
        let starts: Vec<u32> = (0..1000).map(|i| i % 10 + 1).collect();
        let rules = dirac::Rules::builder().dirac_target(50).build().unwrap();
        let s = run(
            game(&starts, Some(rules)),
            None,
            Strategy::Auto,
            &Limits::default(),
        )
        .unwrap();
        assert!(s.view.dirac.is_some() && s.view.practice.is_some());
        assert!(s.view.contrast.is_empty());
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

    #[test]
    fn counts_and_dice_held_as_themselves_are_written_as_text_and_read_back() {
        // A practice game whose answer passes u64, a sequence counting down and a loaded die:
        // each number and die is a JSON string of its digits or canonical text, and the JSON
        // reads back to the same view.
        let rules = dirac::Rules::builder()
            .practice_target(u64::MAX)
            .practice_sequence(dirac::die::Sequence::parse("6..1").unwrap())
            .dirac_die(dirac::die::Die::parse("1:2,2").unwrap())
            .build()
            .unwrap();
        let s = solved(&[4, 8], Some(1), Some(rules));
        let json: serde_json::Value = serde_json::from_str(&s.json()).unwrap();
        let p = s.view.practice.as_ref().unwrap();
        assert!(p.answer.to_u64().is_none(), "past u64: {}", p.answer);
        assert_eq!(json["practice"]["answer"], p.answer.to_string());
        assert_eq!(json["practice"]["die_rolls"], p.die_rolls.to_string());
        assert_eq!(json["practice"]["scores"][0], p.scores[0].to_string());
        assert_eq!(json["rules"]["practice_target"], u64::MAX.to_string());
        assert_eq!(json["rules"]["practice_sequence"], "6..1");
        assert_eq!(json["rules"]["dirac_die"], "1:2,2");
        let back: SolveView = serde_json::from_str(&s.json()).unwrap();
        assert_eq!(back, s.view);
        // A count equals its digits, and no other text.
        assert_eq!(p.die_rolls, p.die_rolls.to_string().as_str());
        assert_ne!(p.die_rolls, "0");
        assert_ne!(p.answer, "1");
        assert_eq!(p.answer, p.answer.to_string().as_str());
        // Past u128 the same.
        let big: dirac::Count = format!("1{}", "0".repeat(40)).parse().unwrap();
        assert!(big.to_u128().is_none());
        let written = serde_json::to_string(&big).unwrap();
        assert_eq!(written, format!("\"1{}\"", "0".repeat(40)));
        assert_eq!(serde_json::from_str::<dirac::Count>(&written).unwrap(), big);
        assert_eq!(big, format!("1{}", "0".repeat(40)).as_str());
        assert_ne!(big, "1");
        assert!(serde_json::from_str::<dirac::Count>("\"12a\"").is_err());
    }
}
