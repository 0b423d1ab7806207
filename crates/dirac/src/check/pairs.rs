//! Two mistakes at once: the mistaken game as a set of knobs, every pair of them turned.
//!
//! Each mistake in the catalog is one knob of a single mistaken game: how spaces are scored,
//! when the win is tested, who moves first, where the die starts over, how a turn's rolls
//! split the universes, how a recursion counts, how the outcome is read, and the integers'
//! width. One knob alone is the check's own search (its games played by the engine, each on
//! any rules). A solver who made two mistakes gives a number no single knob makes, so this
//! module turns every two knobs of different kinds together and plays that game the plain
//! way (`played`): part 1 turn by turn; part 2 for two players, each alone turn by turn and
//! combined by rounds, or by a recursion over their joint states for the two mistakes that
//! count wrongly (a memo, a returned pair).
//!
//! A pair is named only where it gives exactly the user's number and neither of its knobs
//! alone does: each of the two mistakes is needed for that number.

use crate::check::answer::Answer;
use crate::check::catalog::{Kind, Mistake};
use crate::check::played::{self, Counting, Knobs, Scoring};
use crate::die::Die;
use crate::game::Game;
use crate::limits::Cost;
use crate::num::Count;
use crate::view::{Parting, TraceRow};

/// One knob of the mistaken game, turned.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Knob {
    /// The practice die starts over one face early.
    DieEarly,
    /// The practice die starts over one face late.
    DieLate,
    /// The win only past the target.
    Strict,
    /// The Dirac target one point lower.
    Short,
    /// Player 2 moves first.
    Rotated,
    /// Each roll a turn.
    Split,
    /// Each sum of a turn's rolls one universe.
    EqualSums,
    /// Space `B` scores 0.
    ModBoard,
    /// Spaces from 0, the +1 forgotten.
    FromZero,
    /// The win tested once every player has moved.
    AfterRound,
    /// A memo keyed without whose turn it is.
    MemoWithoutTurn,
    /// The returned pair not swapped back.
    PairNotSwapped,
    /// Each player's wins counted alone.
    NoCombination,
    /// Finished universes kept in the other players' counts.
    FinishedNotRemoved,
    /// The losing score times the turns.
    TurnsNotRolls,
    /// The winner's score times the rolls.
    WinnerScore,
    /// The losing score times the last face.
    DieFace,
    /// The smaller count of wins.
    Fewer,
    /// Both counts of wins added.
    BothAdded,
    /// The count held in a narrow integer (its mistake says which).
    Wrap(Mistake),
}

/// Every knob, in the order pairs are listed.
const KNOBS: [Knob; 23] = [
    Knob::DieEarly,
    Knob::DieLate,
    Knob::Strict,
    Knob::Short,
    Knob::Rotated,
    Knob::Split,
    Knob::EqualSums,
    Knob::ModBoard,
    Knob::FromZero,
    Knob::AfterRound,
    Knob::MemoWithoutTurn,
    Knob::PairNotSwapped,
    Knob::NoCombination,
    Knob::FinishedNotRemoved,
    Knob::TurnsNotRolls,
    Knob::WinnerScore,
    Knob::DieFace,
    Knob::Fewer,
    Knob::BothAdded,
    Knob::Wrap(Mistake::Overflow32),
    Knob::Wrap(Mistake::Overflow32Signed),
    Knob::Wrap(Mistake::Overflow64),
    Knob::Wrap(Mistake::Overflow64Signed),
];

impl Knob {
    /// The catalog's mistake this knob plays.
    pub(crate) fn mistake(self) -> Mistake {
        match self {
            Knob::DieEarly | Knob::DieLate => Mistake::DieOffByOne,
            Knob::Strict => Mistake::WinTestStrict,
            Knob::Short => Mistake::Target20,
            Knob::Rotated => Mistake::Player2First,
            Knob::Split => Mistake::SplitPerTurn,
            Knob::EqualSums => Mistake::SumsEquallyLikely,
            Knob::ModBoard => Mistake::SpaceScoresZero,
            Knob::FromZero => Mistake::SpacesFromZero,
            Knob::AfterRound => Mistake::WinAfterRound,
            Knob::MemoWithoutTurn => Mistake::MemoWithoutTurn,
            Knob::PairNotSwapped => Mistake::PairNotSwapped,
            Knob::NoCombination => Mistake::NoCombination,
            Knob::FinishedNotRemoved => Mistake::FinishedNotRemoved,
            Knob::TurnsNotRolls => Mistake::TurnsNotRolls,
            Knob::WinnerScore => Mistake::WinnerScore,
            Knob::DieFace => Mistake::DieFaceNotRolls,
            Knob::Fewer => Mistake::FewerWins,
            Knob::BothAdded => Mistake::BothWinsAdded,
            Knob::Wrap(m) => m,
        }
    }

    fn kind(self) -> Kind {
        self.mistake().kind()
    }

    /// Whether the knob is one of `part`'s.
    fn of_part(self, part: u8) -> bool {
        self.mistake().parts().contains(&part)
    }

    /// Whether the knob changes the game played, not only how its outcome is read.
    fn plays(self) -> bool {
        !matches!(self.kind(), Kind::Reading | Kind::Width)
    }
}

/// Every pair of knobs of different kinds for `part`.
pub(crate) fn pairs(part: u8) -> Vec<[Knob; 2]> {
    let knobs: Vec<Knob> = KNOBS.into_iter().filter(|k| k.of_part(part)).collect();
    let mut out = Vec::new();
    for (i, &a) in knobs.iter().enumerate() {
        for &b in &knobs[i + 1..] {
            if a.kind() != b.kind() {
                out.push([a, b]);
            }
        }
    }
    out
}

/// The game the knobs `turned` play for `part`, its rules changed where a rule can say it
/// (the die, the target, the order, the dice), and the knobs the plain walk turns (scoring,
/// the win test); `None` where the rules refuse the change.
fn mistaken(game: &Game, part: u8, turned: &[Knob]) -> Option<(Game, Knobs)> {
    let rules = game.rules();
    let mut b = rules.to_builder();
    let mut starts = game.starts().to_vec();
    let mut knobs = Knobs::RIGHT;
    for &k in turned {
        b = match k {
            Knob::DieEarly | Knob::DieLate => {
                let d = u64::from(rules.practice_sequence().standard_sides()?);
                let sides = if k == Knob::DieEarly { d - 1 } else { d + 1 };
                (sides >= 1).then(|| b.practice_die(sides))?
            }
            Knob::Strict if part == 1 => b.practice_target(rules.practice_target().checked_add(1)?),
            Knob::Strict => b.dirac_target(u64::from(rules.dirac_target()) + 1),
            Knob::Short => {
                let t = u64::from(rules.dirac_target());
                (t > 1).then(|| b.dirac_target(t - 1))?
            }
            Knob::Rotated => {
                starts.rotate_left(1);
                (starts.len() > 1).then_some(b)?
            }
            Knob::Split => (rules.rolls() > 1).then(|| b.rolls(1))?,
            Knob::EqualSums => {
                let sums = super::sums(rules.dirac_die(), rules.rolls())?;
                let die = Die::from_faces(&sums).ok()?;
                (rules.rolls() > 1).then(|| b.rolls(1).dirac_die(die))?
            }
            Knob::ModBoard => {
                knobs.scoring = Scoring::ModBoard;
                b
            }
            Knob::FromZero => {
                knobs.scoring = Scoring::FromZero;
                b
            }
            Knob::AfterRound => {
                knobs.after_round = true;
                b
            }
            _ => b,
        };
    }
    Some((Game::new(b.build().ok()?, starts).ok()?, knobs))
}

impl Outcome {
    /// The outcome of wins by round (`[round - 1][player]`): each player's, summed.
    fn by_rounds(rounds: Vec<Vec<Count>>) -> Outcome {
        Outcome::Wins {
            wins: super::summed(&rounds),
            rounds: Some(rounds),
        }
    }
}

/// A part and the knobs turned for it.
type Setting = (u8, Vec<Knob>);

/// What a mistaken game gives before it is read: part 1's walk, part 2's wins by player
/// (numbered as in the input) with, for a count by turn alone, its rounds.
enum Outcome {
    Walked(played::Walked),
    Wins {
        wins: Vec<Count>,
        rounds: Option<Vec<Vec<Count>>>,
    },
}

/// The right game's rows or rounds, beside which the mistaken games are compared, the bounds
/// of a walk, and the outcomes already found.
pub(crate) struct Search<'a> {
    game: &'a Game,
    /// Part 1: the right game's rows, the rows kept, the most turns walked (0: not walked).
    right_rows: Vec<TraceRow>,
    rows: usize,
    most: u64,
    /// Part 2: the right game's wins by round (`[round - 1][player]`).
    right_rounds: Vec<Vec<Count>>,
    /// Each game played so far, by its part and the knobs that play it.
    outcomes: Vec<(Setting, Option<Outcome>)>,
}

/// A pair that gives the user's number, with where its game parts from the right one and the
/// rules it plays.
pub(crate) struct Named {
    pub(crate) pair: [Knob; 2],
    pub(crate) part: u8,
    pub(crate) parting: Parting,
    pub(crate) played: Option<crate::rules::Rules>,
}

impl<'a> Search<'a> {
    /// A search beside the right game of `game`: part 1 where it lasts `right_turns` turns
    /// (walked where that is known and short), part 2 with its rounds' wins.
    pub(crate) fn new(
        game: &'a Game,
        right_turns: Option<u64>,
        right_rounds: Vec<Vec<Count>>,
    ) -> Search<'a> {
        let (rows, most) =
            right_turns.map_or((0, 0), |t| (super::played_rows(t), played::most_turns(t)));
        let right_rows = right_turns
            .and_then(|_| played::practice(game, Knobs::RIGHT, rows, most))
            .map(|w| w.rows)
            .unwrap_or_default();
        Search {
            game,
            right_rows,
            rows,
            most,
            right_rounds,
            outcomes: Vec::new(),
        }
    }

    /// Every pair of `part`'s knobs that gives `answer` (right for no part), where neither
    /// knob alone does.
    pub(crate) fn named(&mut self, part: u8, answer: &Answer) -> Vec<Named> {
        // Part 2 for two players, as the plain recursions count. (Part 1 where the right game
        // was not walked walks nothing: every knob alone is then unknown, and no pair named.)
        if part == 2 && self.game.players() != 2 {
            return Vec::new();
        }
        // The knobs that alone give the answer, or that alone are past the plain games'
        // bounds (so that whether they do is not known): no pair of theirs is named. A knob
        // whose game alone never ends gives no number, and its pairs are named.
        let mut ruled_out = Vec::new();
        for k in KNOBS.into_iter().filter(|k| k.of_part(part)) {
            let i = self.outcome(part, &[k]);
            let unknown = self.outcomes[i].1.is_none() && !self.endless(part, k);
            if unknown || self.values(part, &[k]).contains(answer) {
                ruled_out.push(k);
            }
        }
        let mut out = Vec::new();
        for pair in pairs(part) {
            if ruled_out.contains(&pair[0]) || ruled_out.contains(&pair[1]) {
                continue;
            }
            if self.values(part, &pair).contains(answer) {
                out.push(Named {
                    pair,
                    part,
                    parting: self.parting(part, &pair),
                    played: mistaken(self.game, part, &pair).map(|(g, _)| g.rules().clone()),
                });
            }
        }
        out
    }

    /// Whether `k`'s part 2 game alone never ends (a player could stand still scoring
    /// nothing): it gives no number.
    fn endless(&self, part: u8, k: Knob) -> bool {
        part == 2
            && mistaken(self.game, part, &[k])
                .is_some_and(|(g, knobs)| played::endless(&g, knobs.scoring))
    }

    /// Where the outcome of the game the knobs of `turned` that play give is kept, found once.
    fn outcome(&mut self, part: u8, turned: &[Knob]) -> usize {
        let key = (part, turned.iter().copied().filter(|k| k.plays()).collect());
        match self.outcomes.iter().position(|(k, _)| *k == key) {
            Some(i) => i,
            None => {
                // Kept without its rounds: they are counted again where it is named.
                let found = self.play(part, &key.1).map(|o| match o {
                    Outcome::Wins { wins, .. } => Outcome::Wins { wins, rounds: None },
                    walked => walked,
                });
                self.outcomes.push((key, found));
                self.outcomes.len() - 1
            }
        }
    }

    /// The game `turned` plays for `part`, played; `None` where it cannot be (the rules
    /// refuse it, past the plain walks' bounds, a count past `u128`).
    fn play(&self, part: u8, turned: &[Knob]) -> Option<Outcome> {
        let (game, knobs) = mistaken(self.game, part, turned)?;
        if part == 1 {
            // Its rows are walked again where it is named.
            return played::practice(&game, knobs, 0, self.most).map(Outcome::Walked);
        }
        let rotated = turned.contains(&Knob::Rotated);
        let unrotate = |mut v: Vec<Count>| {
            if rotated {
                v.rotate_right(1);
            }
            v
        };
        let counting = turned.iter().copied().find(|k| k.kind() == Kind::Counting);
        if let Some(k @ (Knob::NoCombination | Knob::FinishedNotRemoved)) = counting {
            if knobs.after_round {
                return None;
            }
            let (tables, per_turn) = played::tables(&game, knobs.scoring)?;
            let reached: Vec<&[Count]> = tables.iter().map(|t| t.reached.as_slice()).collect();
            let rounds = super::wrong_rounds(&reached, &per_turn, k.mistake());
            return Some(Outcome::by_rounds(
                rounds.into_iter().map(unrotate).collect(),
            ));
        }
        let how = match counting {
            Some(Knob::MemoWithoutTurn) => Counting::MemoWithoutTurn,
            Some(Knob::PairNotSwapped) => Counting::PairNotSwapped,
            // Counted right, by rounds: its wins and where it parts at once.
            _ => {
                let rounds = played::rounds(&game, knobs)?;
                return Some(Outcome::by_rounds(
                    rounds.into_iter().map(unrotate).collect(),
                ));
            }
        };
        let wins = played::dirac(&game, knobs, how)?;
        Some(Outcome::Wins {
            wins: unrotate(wins.map(Count::from).to_vec()),
            rounds: None,
        })
    }

    /// The numbers `turned` gives for `part`, as a program printing them would: a width knob
    /// gives part 2 two, the right count wrapped and each player's count wrapped before the
    /// larger (or smaller) is taken. None where the setting cannot be played.
    fn values(&mut self, part: u8, turned: &[Knob]) -> Vec<Answer> {
        let knob = |kind: Kind| turned.iter().copied().find(|k| k.kind() == kind);
        let reading = knob(Kind::Reading);
        let wrap = knob(Kind::Width).and_then(|k| k.mistake().wrap());
        let shown = |x: &Count| match wrap {
            Some((bits, signed)) => Answer::wrapped(x, bits, signed),
            None => Answer::from(x.clone()),
        };
        let i = self.outcome(part, turned);
        match &self.outcomes[i].1 {
            None => Vec::new(),
            Some(Outcome::Walked(walked)) => {
                let scores = &walked.scores;
                let lowest = u128::from(scores.iter().copied().min().unwrap_or(0));
                let highest = u128::from(scores.iter().copied().max().unwrap_or(0));
                let value = match reading {
                    Some(Knob::TurnsNotRolls) => lowest.checked_mul(u128::from(walked.turns)),
                    Some(Knob::WinnerScore) => highest.checked_mul(walked.rolls),
                    Some(Knob::DieFace) => lowest.checked_mul(u128::from(walked.last_face)),
                    _ => lowest.checked_mul(walked.rolls),
                };
                value.map(|v| shown(&Count::from(v))).into_iter().collect()
            }
            Some(Outcome::Wins { wins, .. }) => {
                if reading == Some(Knob::BothAdded) {
                    return vec![shown(&wins.iter().cloned().sum())];
                }
                let read = |counts: Vec<Answer>| -> Option<Answer> {
                    if reading == Some(Knob::Fewer) {
                        counts.into_iter().min()
                    } else {
                        counts.into_iter().max()
                    }
                };
                let exact = read(wins.iter().cloned().map(Answer::from).collect());
                let mut values: Vec<Answer> =
                    exact.map(|a| shown(a.magnitude())).into_iter().collect();
                if wrap.is_some() {
                    // A program that counts in the width: each count wrapped, then compared.
                    values.extend(read(wins.iter().map(&shown).collect()));
                }
                values
            }
        }
    }

    /// Where the game `turned` plays for `part` parts from the right one: walked or counted
    /// again, with its rows or rounds.
    fn parting(&self, part: u8, turned: &[Knob]) -> Parting {
        let playing: Vec<Knob> = turned.iter().copied().filter(|k| k.plays()).collect();
        if playing.is_empty() {
            return Parting::Reading;
        }
        if part == 2 {
            return match self.play(part, &playing) {
                Some(Outcome::Wins {
                    rounds: Some(rounds),
                    ..
                }) => super::first_round(&self.right_rounds, &rounds),
                // A recursion that counts wrongly has no rounds of its own.
                _ => Parting::Counted,
            };
        }
        let Some((game, knobs)) = mistaken(self.game, part, &playing) else {
            return Parting::Reading;
        };
        let Some(mut walked) = played::practice(&game, knobs, self.rows, self.most) else {
            return Parting::Reading;
        };
        if playing.contains(&Knob::Rotated) {
            let players = self.game.players();
            for row in &mut walked.rows {
                row.player = row.player % players + 1;
            }
        }
        rows_parting(&self.right_rows, &walked.rows)
    }
}

/// The first turn where a mistaken walk's rows part from the right ones.
pub(crate) fn rows_parting(right: &[TraceRow], walked: &[TraceRow]) -> Parting {
    let longest = right.len().max(walked.len()).min(super::TURNS_COMPARED);
    (0..longest)
        .find(|&k| right.get(k) != walked.get(k))
        .map_or(
            Parting::Beyond {
                turns: super::TURNS_COMPARED as u64,
            },
            |k| Parting::Turn {
                turn: k as u64 + 1,
                right_row: right.get(k).cloned(),
                mistaken_row: walked.get(k).cloned(),
            },
        )
}

/// The cost of the search for `parts`: every game a pair or a knob alone plays, walked (part
/// 1, beside a right game of `right_turns` turns) or counted (part 2: each player alone and
/// by rounds, or over the joint states for a counting mistake); the largest memory held.
pub(crate) fn cost(game: &Game, parts: &[u8], right_turns: Option<u64>) -> Cost {
    let mut cost = Cost::default();
    for &part in parts {
        if part == 1 && right_turns.is_none() {
            continue;
        }
        // The games played: each knob alone that plays, and each pair of two that play (a
        // pair with a reading or a width reads its playing knob's game).
        let settings = pairs(part)
            .into_iter()
            .filter(|p| p.iter().all(|k| k.plays()))
            .map(|p| p.to_vec())
            .chain(
                KNOBS
                    .iter()
                    .filter(|k| k.of_part(part) && k.plays())
                    .map(|&k| vec![k]),
            );
        for turned in settings {
            let Some((g, knobs)) = mistaken(game, part, &turned) else {
                continue;
            };
            if let (1, Some(turns)) = (part, right_turns) {
                // Walked for its answer, and again with its rows where it is named.
                let walk = played::walk_cost(game, turns);
                cost = cost.then(walk).then(walk);
                continue;
            }
            if game.players() != 2 {
                continue;
            }
            let counted = |k: &Knob| matches!(k, Knob::MemoWithoutTurn | Knob::PairNotSwapped);
            cost = cost.then(if turned.iter().any(counted) {
                played::recursion_cost(&g, knobs)
            } else {
                // Each player alone, combined by rounds (counted again where named).
                let once = played::tables_cost(&g, knobs.scoring);
                once.then(once)
            });
        }
    }
    cost
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_two_knobs_of_different_kinds_make_one_pair() {
        for part in [1, 2] {
            let knobs: Vec<Knob> = KNOBS.into_iter().filter(|k| k.of_part(part)).collect();
            let at = |k: Knob| knobs.iter().position(|&x| x == k).unwrap();
            let mut seen = std::collections::BTreeSet::new();
            for [a, b] in pairs(part) {
                assert_ne!(a.kind(), b.kind(), "{a:?} {b:?}");
                assert!(
                    seen.insert((at(a).min(at(b)), at(a).max(at(b)))),
                    "{a:?} {b:?}"
                );
            }
            // As many as the products of the kinds' sizes, two kinds at a time.
            let mut sizes: Vec<usize> = Vec::new();
            let mut kinds: Vec<Kind> = Vec::new();
            for k in &knobs {
                match kinds.iter().position(|&x| x == k.kind()) {
                    Some(i) => sizes[i] += 1,
                    None => {
                        kinds.push(k.kind());
                        sizes.push(1);
                    }
                }
            }
            let total: usize = sizes.iter().sum();
            let squares: usize = sizes.iter().map(|s| s * s).sum();
            assert_eq!(seen.len(), (total * total - squares) / 2, "part {part}");
        }
    }
}
