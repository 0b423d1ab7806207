//! A user's answer checked (`dirac check`): right, a known mistake's number, or neither, with
//! what helps in each case.

#[cfg(feature = "serde")]
use serde::{Deserialize, Serialize};

use super::{RulesView, TraceRow};

/// The verdict on an answer, and what helps.
#[derive(Debug, Clone, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(Serialize, Deserialize))]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[cfg_attr(feature = "serde", serde(deny_unknown_fields))]
pub struct CheckView {
    /// The rules the answer was checked under.
    pub rules: RulesView,
    /// Starting spaces, 1-based, in turn order.
    #[cfg_attr(feature = "schema", schemars(with = "Vec<u32>"))]
    pub starts: super::Starts,
    /// The answer checked, as digits, `-` first when negative.
    #[cfg_attr(feature = "schema", schemars(with = "crate::view::AnswerSchema"))]
    pub answer: String,
    /// The parts it was checked against: 1, 2 or both.
    pub parts: Vec<u8>,
    /// `right`, `mistake` (a known mistake gives exactly this number) or `unknown`.
    pub verdict: Verdict,
    /// The parts the answer is right for (empty unless the verdict is `right`).
    pub right_parts: Vec<u8>,
    /// Every known mistake that gives exactly this number under these rules, and where its
    /// game parts from the right one.
    pub mistakes: Vec<MistakeView>,
    /// For an unknown answer, against each part: too high or too low, and the right one's
    /// length.
    pub hints: Vec<HintView>,
    /// The right answers, only when asked for (`--reveal`).
    #[cfg_attr(
        feature = "serde",
        serde(default, skip_serializing_if = "Option::is_none")
    )]
    pub revealed: Option<Revealed>,
    /// What the check did not search, and why, where it left something out: part 2's
    /// mistakes that no rule plays and its pairs of mistakes, where counting them would take
    /// longer than a check spends on them. Absent where everything was searched.
    #[cfg_attr(
        feature = "serde",
        serde(default, skip_serializing_if = "Option::is_none")
    )]
    pub not_searched: Option<String>,
}

/// The verdict of a check.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(Serialize, Deserialize))]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[cfg_attr(feature = "serde", serde(rename_all = "lowercase"))]
pub enum Verdict {
    /// The answer is a part's answer.
    Right,
    /// A known mistake gives exactly this number.
    Mistake,
    /// Neither part's answer, and no known mistake gives it.
    Unknown,
}

impl Verdict {
    /// The verdict's name in every face: `right`, `mistake`, `unknown`.
    pub fn name(self) -> &'static str {
        match self {
            Verdict::Right => "right",
            Verdict::Mistake => "mistake",
            Verdict::Unknown => "unknown",
        }
    }
}

/// A known mistake that gives the user's number.
#[derive(Debug, Clone, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(Serialize, Deserialize))]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[cfg_attr(feature = "serde", serde(deny_unknown_fields))]
pub struct MistakeView {
    /// Its stable id (`dirac check --list`), or two joined by `+` where two mistakes made
    /// together give the number and neither alone does (`space-scores-zero+overflow-64`).
    pub id: String,
    /// The part it spoils.
    pub part: u8,
    /// The mistake, in plain words and the rules' numbers.
    pub mistake: String,
    /// How to see it for oneself.
    pub see: String,
    /// What fixes it.
    pub fix: String,
    /// Where the mistaken game parts from the right one.
    pub parting: Parting,
}

/// Where a mistaken game parts from the right one.
#[derive(Debug, Clone, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(Serialize, Deserialize))]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[cfg_attr(
    feature = "serde",
    serde(tag = "kind", rename_all = "lowercase", deny_unknown_fields)
)]
pub enum Parting {
    /// Part 1: the first turn (counted over every player's turns) whose line differs, the
    /// right game's line and the mistaken one's (absent where that game has already ended).
    /// Players are numbered as in the input, whoever the mistake has move first.
    Turn {
        /// The turn.
        turn: u64,
        /// The right game's row.
        right_row: Option<TraceRow>,
        /// The mistaken game's row.
        mistaken_row: Option<TraceRow>,
    },
    /// Part 2: the first round whose universes won differ, each player's in the right game and
    /// in the mistaken count (players numbered as in the input).
    Round {
        /// The round: every player's turn of that number.
        round: u64,
        /// Universes won in that round by each player, right.
        #[cfg_attr(feature = "schema", schemars(with = "Vec<crate::view::CountSchema>"))]
        right_wins: Vec<String>,
        /// The same by the mistake.
        #[cfg_attr(feature = "schema", schemars(with = "Vec<crate::view::CountSchema>"))]
        mistaken_wins: Vec<String>,
    },
    /// The game is played right; its outcome is read wrongly.
    Reading,
    /// Part 2 counted by a recursion that goes wrong (a memo or a returned pair): it has no
    /// rounds of its own to set beside the right game's.
    Counted,
    /// The games do not part within the turns compared (the first this many).
    Beyond {
        /// Turns compared.
        turns: u64,
    },
}

/// What helps with an unknown answer, against one part's right answer.
#[derive(Debug, Clone, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(Serialize, Deserialize))]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[cfg_attr(feature = "serde", serde(deny_unknown_fields))]
pub struct HintView {
    /// The part.
    pub part: u8,
    /// Whether the answer is above the right one (`false`: below).
    pub too_high: bool,
    /// How many decimal digits the right answer has.
    pub digits: u64,
}

/// The right answers, when asked for.
#[derive(Debug, Clone, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(Serialize, Deserialize))]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[cfg_attr(feature = "serde", serde(deny_unknown_fields))]
pub struct Revealed {
    /// Part 1's answer, if it was checked.
    #[cfg_attr(
        feature = "serde",
        serde(default, skip_serializing_if = "Option::is_none")
    )]
    #[cfg_attr(
        feature = "schema",
        schemars(with = "Option<crate::view::CountSchema>")
    )]
    pub practice: Option<String>,
    /// Part 2's answer, if it was checked.
    #[cfg_attr(
        feature = "serde",
        serde(default, skip_serializing_if = "Option::is_none")
    )]
    #[cfg_attr(
        feature = "schema",
        schemars(with = "Option<crate::view::CountSchema>")
    )]
    pub dirac: Option<String>,
}

/// A solver's print-out of the practice game compared with the game (`dirac trace
/// --compare`).
#[derive(Debug, Clone, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(Serialize, Deserialize))]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[cfg_attr(feature = "serde", serde(deny_unknown_fields))]
pub struct TracesCompared {
    /// The rules of the game compared with.
    pub rules: RulesView,
    /// Starting spaces, 1-based, in turn order.
    #[cfg_attr(feature = "schema", schemars(with = "Vec<u32>"))]
    pub starts: super::Starts,
    /// The turns the print-out tells (its lines that start with "Player").
    pub turns: u64,
    /// The turns the game lasts, every player's counted (a count, as `practice.turns_played`).
    #[cfg_attr(feature = "schema", schemars(with = "crate::view::CountSchema"))]
    pub turns_played: String,
    /// The first turn where the print-out differs from the game, if it does.
    pub difference: Option<TracesPart>,
}

/// Where a solver's print-out parts from the game.
#[derive(Debug, Clone, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(Serialize, Deserialize))]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[cfg_attr(feature = "serde", serde(deny_unknown_fields))]
pub struct TracesPart {
    /// The turn, counting every player's turns from 1.
    pub turn: u64,
    /// The print-out's line number (from 1), where it has that turn.
    pub line: Option<u64>,
    /// The game's row for the turn, where the game goes on to it.
    pub right_row: Option<TraceRow>,
    /// The print-out's line, as written.
    pub mine: Option<String>,
    /// What in the rules would explain the difference.
    pub why: String,
}

/// One mistake of the catalog (`dirac check --list`) in the words of some rules: a knob of the
/// mistaken game, what it does wrong and what fixes it.
#[derive(Debug, Clone, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(Serialize, Deserialize))]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[cfg_attr(feature = "serde", serde(deny_unknown_fields))]
pub struct CatalogEntry {
    /// The mistake's stable id, such as `die-off-by-one`.
    pub id: String,
    /// The parts it can change: 1, 2 or both.
    pub parts: Vec<u8>,
    /// The knob it turns (`die`, `target`, `order`, `dice`, `scoring`, `win test`,
    /// `counting`, `reading`, `width`, `part`): two mistakes checked together are of two kinds.
    pub kind: String,
    /// The mistake, in the words of the rules given.
    pub mistake: String,
    /// What fixes it.
    pub fix: String,
}
