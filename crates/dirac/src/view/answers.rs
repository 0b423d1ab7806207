//! Both answers, and the exact statistics of the Dirac game.

#[cfg(feature = "serde")]
use serde::{Deserialize, Serialize};

use super::{Digits, FractionView, Probability, RulesView, Share};
use crate::game::Game;
use crate::practice::PracticeOutcome;
use crate::quantum::DiracOutcome;
use crate::stats::Stats;

/// The practice game's end (part 1).
#[derive(Debug, Clone, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(Serialize, Deserialize))]
#[cfg_attr(feature = "serde", serde(deny_unknown_fields))]
pub struct PracticeView {
    /// The lowest score times the rolls.
    pub answer: String,
    /// The player who reached the target, from 1.
    pub winner: usize,
    /// Every player's final score, in turn order.
    pub scores: Vec<String>,
    /// The lowest of them: the answer's first factor.
    pub lowest: String,
    /// Die rolls in all.
    pub rolls: String,
    /// Turns of all players, the winner's last included.
    pub turns: String,
}

impl From<&PracticeOutcome> for PracticeView {
    fn from(p: &PracticeOutcome) -> PracticeView {
        PracticeView {
            answer: p.answer().to_string(),
            winner: p.winner() + 1,
            scores: p.scores().iter().map(u128::to_string).collect(),
            lowest: p.scores().iter().min().copied().unwrap_or(0).to_string(),
            rolls: p.rolls().to_string(),
            turns: p.turns().to_string(),
        }
    }
}

/// The Dirac game's outcome (part 2).
#[derive(Debug, Clone, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(Serialize, Deserialize))]
#[cfg_attr(feature = "serde", serde(deny_unknown_fields))]
pub struct DiracView {
    /// The universes won by the leader: always every digit, whatever the policy.
    pub answer: String,
    /// The player who wins in the most universes, from 1 (the first of them on a tie).
    pub leader: usize,
    /// Universes won by each player, in turn order.
    pub wins: Vec<String>,
    /// The strategy that counted them.
    pub strategy: String,
    /// `u64`, `u128` or `big`: the integer width the counts were computed in.
    pub width: String,
    /// Universes in which the game ends, the sum of the wins: always every digit.
    pub total: String,
    /// Each player's share of those universes.
    pub share: Vec<Share>,
}

impl DiracView {
    /// `d` under the policy `digits`.
    pub fn new(d: &DiracOutcome, digits: Digits) -> DiracView {
        DiracView {
            answer: d.answer().to_string(),
            leader: d.leader() + 1,
            wins: digits.all(d.wins()),
            strategy: d.strategy().to_string(),
            width: d.width().name().to_owned(),
            total: d.total().to_string(),
            share: {
                let total = d.total();
                d.wins().iter().map(|w| Share::new(w, &total)).collect()
            },
        }
    }
}

/// Both games of one input (`dirac solve`).
#[derive(Debug, Clone, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(Serialize, Deserialize))]
#[cfg_attr(feature = "serde", serde(deny_unknown_fields))]
pub struct SolveView {
    /// The rules.
    pub rules: RulesView,
    /// Starting spaces, 1-based, in turn order.
    pub starts: Vec<u32>,
    /// Part 1, unless only part 2 was asked for.
    #[cfg_attr(
        feature = "serde",
        serde(default, skip_serializing_if = "Option::is_none")
    )]
    pub practice: Option<PracticeView>,
    /// Part 2, unless only part 1 was asked for.
    #[cfg_attr(
        feature = "serde",
        serde(default, skip_serializing_if = "Option::is_none")
    )]
    pub dirac: Option<DiracView>,
}

impl SolveView {
    /// The answers that were computed for `game`.
    pub fn new(
        game: &Game,
        practice: Option<&PracticeOutcome>,
        dirac: Option<&DiracOutcome>,
        digits: Digits,
    ) -> SolveView {
        SolveView {
            rules: RulesView::from(game.rules()),
            starts: game.starts().to_vec(),
            practice: practice.map(PracticeView::from),
            dirac: dirac.map(|d| DiracView::new(d, digits)),
        }
    }
}

/// The probability that the game lasts exactly `turns` turns of all players.
#[derive(Debug, Clone, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(Serialize, Deserialize))]
#[cfg_attr(feature = "serde", serde(deny_unknown_fields))]
pub struct LengthRow {
    /// Turns of all players.
    pub turns: u64,
    /// Exact.
    pub probability: Probability,
}

/// What to expect of the Dirac game, exactly (`dirac stats`), and how the practice game ends.
#[derive(Debug, Clone, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(Serialize, Deserialize))]
#[cfg_attr(feature = "serde", serde(deny_unknown_fields))]
pub struct StatsView {
    /// The rules.
    pub rules: RulesView,
    /// Starting spaces, 1-based, in turn order.
    pub starts: Vec<u32>,
    /// Each player's probability of winning, in turn order.
    pub win_probability: Vec<Probability>,
    /// The expected length in turns of all players.
    pub expected_turns: FractionView,
    /// The expected number of die rolls.
    pub expected_rolls: FractionView,
    /// The most likely length in turns (the shortest of them on a tie).
    pub most_likely_turns: u64,
    /// Every length the game can have, shortest first.
    pub length: Vec<LengthRow>,
    /// The practice game's end.
    pub practice: PracticeView,
}

impl StatsView {
    /// The statistics `s` of `game`, whose practice game ends as `practice`.
    pub fn new(game: &Game, s: &Stats, practice: &PracticeOutcome, digits: Digits) -> StatsView {
        StatsView {
            rules: RulesView::from(game.rules()),
            starts: game.starts().to_vec(),
            win_probability: s
                .win_probability
                .iter()
                .map(|p| Probability::new(p, digits))
                .collect(),
            expected_turns: FractionView::new(&s.expected_turns, digits),
            expected_rolls: FractionView::new(&s.expected_rolls, digits),
            most_likely_turns: s.most_likely_turns,
            length: s
                .length
                .iter()
                .map(|(turns, p)| LengthRow {
                    turns: *turns,
                    probability: Probability::new(p, digits),
                })
                .collect(),
            practice: PracticeView::from(practice),
        }
    }
}
