//! The mistaken games no rule of dirac can play, played here the slow, plain way: spaces
//! scored wrongly (space `B` scoring 0, or spaces from 0 with the +1 forgotten), the win
//! tested only when every player has moved, and two ways a part 2 recursion counts wrongly
//! (a memo keyed without whose turn it is, a returned pair not swapped back).
//!
//! Part 1 is walked turn by turn with the puzzle's die (`1..D`), for games the plan bounds
//! ([`PRACTICE_TURNS`]); each game gives its answer and its rows, for where it parts from the
//! right game. Part 2 is counted for two players by a recursion over their joint states,
//! bounded by [`JOINT_STATES`], in `u128`: a count past it is not claimed. Each walk is the
//! right game when no knob is turned, which the tests hold to the engine's answers.

use std::collections::HashMap;

use crate::game::Game;
use crate::view::TraceRow;

/// The most turns a right practice game may last for its mistaken games to be walked.
pub(crate) const PRACTICE_TURNS: u64 = 100_000;

/// The most turns a mistaken practice game is walked: four times the right game's, and a
/// hundred (a game scored one point short a turn, or nothing on one space, lasts longer).
pub(crate) fn most_turns(right_turns: u64) -> u64 {
    right_turns.saturating_mul(4).saturating_add(100)
}

/// The most joint states (both players' spaces and scores, and whose turn) a mistaken Dirac
/// game is counted over.
pub(crate) const JOINT_STATES: u128 = 250_000;

/// Bytes a joint state holds in the memo: its pair of counts, and whether it is made.
pub(crate) const STATE_BYTES: u128 = 48;

/// How a space scores.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Scoring {
    /// Its number, 1 to `B`.
    Right,
    /// Its number modulo `B`: space `B` scores 0.
    ModBoard,
    /// Its number from 0: one point too few.
    FromZero,
}

impl Scoring {
    fn points(self, space: u64, board: u64) -> u64 {
        match self {
            Scoring::Right => space,
            Scoring::ModBoard => space % board,
            Scoring::FromZero => space - 1,
        }
    }
}

/// The knobs of a mistaken game.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) struct Knobs {
    pub(crate) scoring: Scoring,
    /// The win tested only when every player has moved (the first who reached it wins).
    pub(crate) after_round: bool,
}

impl Knobs {
    pub(crate) const RIGHT: Knobs = Knobs {
        scoring: Scoring::Right,
        after_round: false,
    };
}

/// A practice game walked: its answer's factors and its rows.
#[derive(Debug, Clone)]
pub(crate) struct Walked {
    pub(crate) scores: Vec<u64>,
    pub(crate) rolls: u128,
    pub(crate) rows: Vec<TraceRow>,
}

impl Walked {
    /// The lowest score times the rolls.
    pub(crate) fn answer(&self) -> u128 {
        u128::from(self.scores.iter().copied().min().unwrap_or(0)) * self.rolls
    }
}

/// The practice game of `game` under `knobs`, with the puzzle's die of its `D` sides, its
/// first `rows` turns kept; `None` for another die, or where it has not ended within `most`
/// turns.
pub(crate) fn practice(game: &Game, knobs: Knobs, rows: usize, most: u64) -> Option<Walked> {
    let rules = game.rules();
    let die = u64::from(rules.practice_sequence().standard_sides()?);
    let (board, target) = (u64::from(rules.board()), rules.practice_target());
    let n = game.players();
    let mut spaces: Vec<u64> = game.starts().iter().map(|&s| u64::from(s)).collect();
    let mut scores = vec![0_u64; n];
    let (mut next_face, mut rolls) = (1_u64, 0_u128);
    let mut kept = Vec::new();
    for turn in 1..=most {
        crate::steps::add(crate::work::Op::Turn, 1);
        let player = usize::try_from((turn - 1) % n as u64).ok()?;
        let mut rolled = Vec::with_capacity(rules.rolls() as usize);
        for _ in 0..rules.rolls() {
            rolled.push(next_face);
            next_face = next_face % die + 1;
        }
        rolls += u128::from(rules.rolls());
        let moved: u64 = rolled.iter().sum();
        let space = (spaces[player] - 1 + moved % board) % board + 1;
        spaces[player] = space;
        scores[player] = scores[player].checked_add(knobs.scoring.points(space, board))?;
        if kept.len() < rows {
            kept.push(TraceRow {
                turn,
                player: player + 1,
                round: (turn - 1) / n as u64 + 1,
                moved,
                laps: moved / board,
                steps: moved % board,
                rolled,
                space: u32::try_from(space).ok()?,
                score: scores[player].to_string(),
            });
        }
        let tested = !knobs.after_round || player + 1 == n;
        if tested && scores.iter().any(|&s| s >= target) {
            return Some(Walked {
                scores,
                rolls,
                rows: kept,
            });
        }
    }
    None
}

/// How a part 2 recursion counts.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Counting {
    /// Whose turn it is in the state; right.
    Right,
    /// A memo keyed on the spaces and scores alone: the first of two states that differ only
    /// in whose turn it is gives its counts to both.
    MemoWithoutTurn,
    /// The mover and the other swapped for the call, the returned pair not swapped back.
    PairNotSwapped,
}

/// The joint states of a two-player game of `game`, the memo's size: whose turn, and each
/// player's space and score (below the target, or up to a move past it where the win is
/// tested late).
pub(crate) fn joint_states(game: &Game, knobs: Knobs) -> u128 {
    let rules = game.rules();
    let b = u128::from(rules.board());
    let cells = b.saturating_mul(scores(game, knobs).into());
    cells.saturating_mul(cells).saturating_mul(2)
}

/// The scores a player in a joint state may have: below the target, or up to a move past it
/// where the win is tested late.
fn scores(game: &Game, knobs: Knobs) -> u64 {
    let rules = game.rules();
    let late = if knobs.after_round { rules.board() } else { 0 };
    u64::from(rules.dirac_target()) + u64::from(late)
}

/// Universes won by each of two players in the Dirac game of `game` under `knobs`, counted
/// the `counting` way; `None` for other than two players, past [`JOINT_STATES`], or a count
/// past `u128`.
pub(crate) fn dirac(game: &Game, knobs: Knobs, counting: Counting) -> Option<[u128; 2]> {
    let [a, b] = *game.starts() else {
        return None;
    };
    if joint_states(game, knobs) > JOINT_STATES
        || (knobs.after_round && counting == Counting::PairNotSwapped)
    {
        return None;
    }
    let mut count = Recursion::new(game, knobs)?.with_memo(joint_states(game, knobs))?;
    match counting {
        Counting::PairNotSwapped => count.swapped([u64::from(a), 0, u64::from(b), 0], false),
        _ => count.turns(
            0,
            [u64::from(a), 0, u64::from(b), 0],
            counting == Counting::MemoWithoutTurn,
        ),
    }
}

/// A recursion over two players' joint states.
struct Recursion {
    sums: Vec<(u64, u128)>,
    board: u64,
    target: u64,
    /// The scores a state may hold ([`scores`]).
    scores: u64,
    knobs: Knobs,
    /// Each joint state's pair of counts once made, at [`Recursion::index`].
    memo: Vec<Option<[u128; 2]>>,
}

impl Recursion {
    /// The count of `game` under `knobs`: a turn's sums with their roll sequences, in
    /// increasing order (the order a plain recursion tries them in, which decides what a memo
    /// keyed without the turn keeps). `None` where a count passes `u128`, or where a scoring
    /// knob could leave a player's space and score as they were (a move of a whole number of
    /// laps onto the one space that scores nothing): such a game need not end.
    fn new(game: &Game, knobs: Knobs) -> Option<Recursion> {
        let rules = game.rules();
        let board = u64::from(rules.board());
        let mut sums: Vec<(u64, u128)> = vec![(0, 1)];
        for _ in 0..rules.rolls() {
            let mut next: HashMap<u64, u128> = HashMap::new();
            for &(s, w) in &sums {
                for run in rules.dirac_die().runs() {
                    for v in run.from..=run.to {
                        let e = next.entry(s + v).or_insert(0);
                        *e = e.checked_add(w.checked_mul(u128::from(run.count))?)?;
                    }
                }
            }
            sums = next.into_iter().collect();
        }
        sums.sort_unstable();
        if knobs.scoring != Scoring::Right && sums.iter().any(|&(s, _)| s % board == 0) {
            return None;
        }
        Some(Recursion {
            sums,
            board,
            target: u64::from(rules.dirac_target()),
            scores: scores(game, knobs),
            knobs,
            memo: Vec::new(),
        })
    }

    /// The memo, made for `states` joint states (bounded by [`JOINT_STATES`]).
    fn with_memo(mut self, states: u128) -> Option<Recursion> {
        self.memo = vec![None; usize::try_from(states).ok()?];
        Some(self)
    }

    /// Where `mover`'s `state` is among the joint states (the memo's index; below
    /// `joint_states / 2` for mover 0).
    fn index(&self, mover: u8, state: [u64; 4]) -> Option<usize> {
        let scores = self.scores;
        let cell = |space: u64, score: u64| (space - 1) * scores + score;
        let cells = self.board * scores;
        let i = (u64::from(mover) * cells + cell(state[0], state[1])) * cells
            + cell(state[2], state[3]);
        usize::try_from(i).ok()
    }

    fn step(&self, space: u64, sum: u64) -> u64 {
        (space - 1 + sum % self.board) % self.board + 1
    }

    /// From `state` (`[space 1, score 1, space 2, score 2]`) with `mover` to move; the memo
    /// keyed without the mover where `no_turn`.
    fn turns(&mut self, mover: u8, state: [u64; 4], no_turn: bool) -> Option<[u128; 2]> {
        let key = self.index(if no_turn { 0 } else { mover }, state)?;
        if let Some(w) = *self.memo.get(key)? {
            return Some(w);
        }
        let mut won = [0_u128; 2];
        let i = usize::from(mover) * 2;
        crate::steps::add(crate::work::Op::FarProbe, self.sums.len());
        for k in 0..self.sums.len() {
            let (sum, ways) = self.sums[k];
            let mut next = state;
            next[i] = self.step(state[i], sum);
            next[i + 1] = state[i + 1] + self.knobs.scoring.points(next[i], self.board);
            // Tested after each move, or after the round's last (the first to reach it wins).
            let tested = !self.knobs.after_round || mover == 1;
            let winner = [0, 1]
                .into_iter()
                .find(|&p| tested && next[p * 2 + 1] >= self.target);
            let w = match winner {
                Some(p) => {
                    let mut w = [0, 0];
                    w[p] = 1;
                    w
                }
                None => self.turns(1 - mover, next, no_turn)?,
            };
            for (t, x) in won.iter_mut().zip(w) {
                *t = t.checked_add(x.checked_mul(ways)?)?;
            }
        }
        self.memo[key] = Some(won);
        Some(won)
    }

    /// From `[mover's space, mover's score, other's space, other's score]`: the mover's wins
    /// and the other's, each call swapping the two players; the pair a call returns (the next
    /// mover's, then the other's) swapped back where `swap_back` (right), else added as it
    /// comes (the mistake).
    fn swapped(&mut self, state: [u64; 4], swap_back: bool) -> Option<[u128; 2]> {
        let key = self.index(0, state)?;
        if let Some(w) = *self.memo.get(key)? {
            return Some(w);
        }
        let mut won = [0_u128; 2];
        crate::steps::add(crate::work::Op::FarProbe, self.sums.len());
        for k in 0..self.sums.len() {
            let (sum, ways) = self.sums[k];
            let space = self.step(state[0], sum);
            let score = state[1] + self.knobs.scoring.points(space, self.board);
            let w = if score >= self.target {
                [1, 0]
            } else {
                let [theirs, mine] = self.swapped([state[2], state[3], space, score], swap_back)?;
                if swap_back {
                    [mine, theirs]
                } else {
                    [theirs, mine]
                }
            };
            for (t, x) in won.iter_mut().zip(w) {
                *t = t.checked_add(x.checked_mul(ways)?)?;
            }
        }
        self.memo[key] = Some(won);
        Some(won)
    }
}

/// Universes won by each player in each round of the two-player Dirac game of `game` under
/// `knobs`, counted forward over the joint states (`[round - 1][player]`); `None` past
/// [`JOINT_STATES`] or `u128`.
pub(crate) fn rounds(game: &Game, knobs: Knobs) -> Option<Vec<Vec<u128>>> {
    let [a, b] = *game.starts() else {
        return None;
    };
    if joint_states(game, knobs) > JOINT_STATES {
        return None;
    }
    let count = Recursion::new(game, knobs)?;
    // Each half round's states in a list, their counts gathered in a dense array by state.
    let mut layer: Vec<([u64; 4], u128)> = vec![([u64::from(a), 0, u64::from(b), 0], 1)];
    let mut gathered = vec![0_u128; usize::try_from(joint_states(game, knobs) / 2).ok()?];
    let mut out = Vec::new();
    while !layer.is_empty() {
        let mut round = vec![0_u128; 2];
        for mover in 0..2_usize {
            let mut next: Vec<[u64; 4]> = Vec::new();
            crate::steps::add(crate::work::Op::Probe, layer.len() * count.sums.len());
            for &(state, n) in &layer {
                for &(sum, ways) in &count.sums {
                    let mut s = state;
                    s[mover * 2] = count.step(state[mover * 2], sum);
                    s[mover * 2 + 1] += knobs.scoring.points(s[mover * 2], count.board);
                    let m = n.checked_mul(ways)?;
                    let tested = !knobs.after_round || mover == 1;
                    match [0, 1]
                        .into_iter()
                        .find(|&p| tested && s[p * 2 + 1] >= count.target)
                    {
                        Some(p) => round[p] = round[p].checked_add(m)?,
                        None => {
                            let e = gathered.get_mut(count.index(0, s)?)?;
                            if *e == 0 {
                                next.push(s);
                            }
                            *e = e.checked_add(m)?;
                        }
                    }
                }
            }
            layer = next
                .into_iter()
                .map(|s| {
                    let i = count.index(0, s)?;
                    Some((s, std::mem::take(gathered.get_mut(i)?)))
                })
                .collect::<Option<_>>()?;
        }
        out.push(round);
    }
    Some(out)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::num::Count;
    use crate::rules::Rules;
    use crate::{Limits, practice, quantum, turns};

    /// With no knob turned, each plain walk is the right game: the engine's answers, totals
    /// and rounds, on boards, dice, targets and starts of several kinds.
    #[test]
    fn with_no_knob_turned_the_plain_games_are_the_engines() {
        let limits = Limits::default();
        for (board, faces, rolls, target, die) in [
            (10, 3, 3, 21, 100),
            (7, 2, 2, 9, 6),
            (12, 4, 1, 15, 9),
            (5, 3, 2, 6, 10),
        ] {
            let rules = Rules::builder()
                .board(board)
                .dirac_faces(faces)
                .rolls(rolls)
                .dirac_target(target)
                .practice_die(die)
                .practice_target(200)
                .build()
                .unwrap();
            for starts in [vec![1, 1], vec![4, 2], vec![3, 5]] {
                let game = Game::new(rules.clone(), starts).unwrap();
                let right = practice::play(&game, &limits).unwrap();
                let walked = practice(&game, Knobs::RIGHT, 5, PRACTICE_TURNS).unwrap();
                assert_eq!(Count::from(walked.answer()), right.answer(), "{game:?}");
                assert_eq!(walked.rows.len(), 5);
                let outcome = quantum::solve(&game, Default::default(), &limits).unwrap();
                let totals: Vec<Count> = dirac(&game, Knobs::RIGHT, Counting::Right)
                    .unwrap()
                    .into_iter()
                    .map(Count::from)
                    .collect();
                assert_eq!(totals, outcome.wins(), "{game:?}");
                // Swapping the pair back is the right count too.
                let mut count = Recursion::new(&game, Knobs::RIGHT)
                    .unwrap()
                    .with_memo(joint_states(&game, Knobs::RIGHT))
                    .unwrap();
                let s = game.starts();
                let swapped = count
                    .swapped([s[0].into(), 0, s[1].into(), 0], true)
                    .unwrap();
                assert_eq!(swapped.map(Count::from).to_vec(), outcome.wins());
                let table = turns::analyze(&game, &limits).unwrap();
                let by_rounds: Vec<Vec<Count>> = rounds(&game, Knobs::RIGHT)
                    .unwrap()
                    .into_iter()
                    .map(|r| r.into_iter().map(Count::from).collect())
                    .collect();
                let engine: Vec<Vec<Count>> = table.rounds.iter().map(|r| r.wins.clone()).collect();
                assert_eq!(by_rounds, engine, "{game:?}");
            }
        }
    }

    #[test]
    fn a_game_that_could_stand_still_or_pass_its_bound_is_not_counted() {
        // Sums of 2..4 on a board of 3: a move of 3 lands where it started.
        let rules = Rules::builder()
            .board(3)
            .dirac_faces(2)
            .rolls(2)
            .build()
            .unwrap();
        let game = Game::new(rules, vec![1, 2]).unwrap();
        let zero = Knobs {
            scoring: Scoring::ModBoard,
            after_round: false,
        };
        assert_eq!(dirac(&game, zero, Counting::Right), None);
        assert!(dirac(&game, Knobs::RIGHT, Counting::Right).is_some());
        let far = Game::new(
            Rules::builder().dirac_target(1000).build().unwrap(),
            vec![4, 8],
        )
        .unwrap();
        assert!(joint_states(&far, Knobs::RIGHT) > JOINT_STATES);
        assert_eq!(dirac(&far, Knobs::RIGHT, Counting::Right), None);
        assert_eq!(rounds(&far, Knobs::RIGHT), None);
        let three = Game::new(Rules::default(), vec![1, 2, 3]).unwrap();
        assert_eq!(dirac(&three, Knobs::RIGHT, Counting::Right), None);
        // A practice game past its most turns is not walked to an answer.
        let game = Game::example(Rules::default()).unwrap();
        assert!(practice(&game, Knobs::RIGHT, 0, 330).is_none());
        assert!(practice(&game, Knobs::RIGHT, 0, 331).is_some());
    }
}
