//! JSON output. The schema is documented in `docs/json.md`; every count is a string of decimal
//! digits because counts outgrow the integers JSON readers can hold exactly.

use serde::{Deserialize, Serialize};

use crate::solve::Solved;

/// `dirac solve --format json`.
#[derive(Debug, Serialize, Deserialize, PartialEq)]
#[serde(deny_unknown_fields)]
pub(crate) struct SolveJson {
    pub(crate) rules: RulesJson,
    /// Starting spaces, 1-based, in turn order.
    pub(crate) starts: Vec<u32>,
    /// Absent with `--part 2`.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub(crate) practice: Option<PracticeJson>,
    /// Absent with `--part 1`.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub(crate) dirac: Option<DiracJson>,
}

/// The rules in force.
#[derive(Debug, Serialize, Deserialize, PartialEq)]
#[serde(deny_unknown_fields)]
pub(crate) struct RulesJson {
    pub(crate) board: u32,
    pub(crate) rolls: u32,
    pub(crate) practice_die: u32,
    /// A string: it may pass 2^53.
    pub(crate) practice_target: String,
    pub(crate) dirac_faces: u32,
    pub(crate) dirac_target: u32,
}

/// The practice game's end.
#[derive(Debug, Serialize, Deserialize, PartialEq)]
#[serde(deny_unknown_fields)]
pub(crate) struct PracticeJson {
    /// Lowest score × rolls.
    pub(crate) answer: String,
    /// 1-based.
    pub(crate) winner: usize,
    pub(crate) scores: Vec<String>,
    pub(crate) rolls: String,
    pub(crate) turns: String,
}

/// The Dirac game's outcome.
#[derive(Debug, Serialize, Deserialize, PartialEq)]
#[serde(deny_unknown_fields)]
pub(crate) struct DiracJson {
    /// Universes won by the leader.
    pub(crate) answer: String,
    /// 1-based player who wins in the most universes (the first of them on a tie).
    pub(crate) leader: usize,
    /// Universes won by each player.
    pub(crate) wins: Vec<String>,
    pub(crate) strategy: String,
    /// `u64`, `u128` or `big`: the integer width the counts were computed in.
    pub(crate) width: String,
}

impl SolveJson {
    pub(crate) fn new(s: &Solved) -> SolveJson {
        let r = s.game.rules();
        SolveJson {
            rules: RulesJson {
                board: r.board(),
                rolls: r.rolls(),
                practice_die: r.practice_die(),
                practice_target: r.practice_target().to_string(),
                dirac_faces: r.dirac_faces(),
                dirac_target: r.dirac_target(),
            },
            starts: s.game.starts().to_vec(),
            practice: s.practice.as_ref().map(|p| PracticeJson {
                answer: p.answer().to_string(),
                winner: p.winner() + 1,
                scores: p.scores().iter().map(u128::to_string).collect(),
                rolls: p.rolls().to_string(),
                turns: p.turns().to_string(),
            }),
            dirac: s.dirac.as_ref().map(|d| DiracJson {
                answer: d.answer().to_string(),
                leader: d.leader() + 1,
                wins: d.wins.iter().map(ToString::to_string).collect(),
                strategy: d.strategy.to_string(),
                width: d.width.to_owned(),
            }),
        }
    }
}

/// `dirac solve` as pretty-printed JSON with a final newline.
pub(crate) fn solve(s: &Solved) -> String {
    // Serialising plain strings and integers cannot fail.
    let mut out = serde_json::to_string_pretty(&SolveJson::new(s)).unwrap_or_default();
    out.push('\n');
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::render::tests::solved;

    #[test]
    fn example() {
        insta::assert_snapshot!("solve_example_json", solve(&solved(&[4, 8], None, None)));
    }

    #[test]
    fn reads_back_strictly_and_counts_are_digit_strings() {
        let text = solve(&solved(&[4, 8, 1], None, None));
        let parsed: SolveJson = serde_json::from_str(&text).unwrap();
        assert_eq!(parsed, SolveJson::new(&solved(&[4, 8, 1], None, None)));
        let dirac = parsed.dirac.unwrap();
        assert!(
            dirac
                .wins
                .iter()
                .all(|w| !w.is_empty() && w.bytes().all(|b| b.is_ascii_digit()))
        );
        assert_eq!(dirac.width, "u128");
        // A field the schema does not know is refused.
        let extra = text.replacen("\"starts\"", "\"surprise\": 1, \"starts\"", 1);
        assert!(serde_json::from_str::<SolveJson>(&extra).is_err());
    }

    #[test]
    fn parts_asked_for_are_the_only_ones_present() {
        let one: SolveJson = serde_json::from_str(&solve(&solved(&[4, 8], Some(1), None))).unwrap();
        assert!(one.practice.is_some() && one.dirac.is_none());
        let two: SolveJson = serde_json::from_str(&solve(&solved(&[4, 8], Some(2), None))).unwrap();
        assert!(two.practice.is_none() && two.dirac.is_some());
    }
}
