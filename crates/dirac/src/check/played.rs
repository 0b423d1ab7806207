//! The mistaken games no rule of dirac can play, played here the slow, plain way: spaces
//! scored wrongly (space `B` scoring 0, or spaces from 0 with the +1 forgotten), the win
//! tested only when every player has moved, and two ways a part 2 recursion counts wrongly
//! (a memo keyed without whose turn it is, a returned pair not swapped back).
//!
//! Part 1 is walked turn by turn with the puzzle's die (`1..D`), for games the plan bounds
//! ([`PRACTICE_TURNS`]); each game gives its answer and its rows, for where it parts from the
//! right game. Part 2 is counted two ways: each player's own game alone, turn by turn over
//! their cells, combined by rounds (any number of players; the win tested after each move or
//! once the round is over); and, for the recursions that count wrongly, by a recursion over two
//! players' joint states, bounded by [`JOINT_STATES`], in `u128`: a count past it is not
//! claimed. Each is the right game when no knob is turned, which the tests hold to the
//! engine's answers.

use std::collections::HashMap;

use crate::game::Game;
use crate::limits::Cost;
use crate::num::Count;
use crate::tables::PlayerTable;
use crate::tables::shape::turn_bits;
use crate::view::TraceRow;
use crate::work::{Op, count_bytes, words};

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

/// The most steps making a turn's sums may take (a value of the die added to a sum so far):
/// dice past it are not played the plain way.
const SUMS_WORK: u128 = 1_000_000;

/// The most cell-moves the plan spends finding how long a player's game alone lasts
/// ([`most_dirac_turns`]); past it, a turn a point of the target bounds it.
const TURNS_WALKED: u128 = 200_000;

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
    /// The turns played.
    pub(crate) turns: u64,
    /// The die's face on the last roll.
    pub(crate) last_face: u64,
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
        // The turn's rolls summed at once, however many.
        let first = next_face;
        let count = u64::from(rules.rolls());
        let moved = u64::try_from(rules.practice_sequence().sum(first - 1, count)).ok()?;
        next_face = (first - 1 + count % die) % die + 1;
        let last_face = (next_face + die - 2) % die + 1;
        rolls += u128::from(rules.rolls());
        let space = (spaces[player] - 1 + moved % board) % board + 1;
        spaces[player] = space;
        scores[player] = scores[player].checked_add(knobs.scoring.points(space, board))?;
        if kept.len() < rows {
            let rolled = (0..u64::from(rules.rolls()))
                .map(|k| (first - 1 + k) % die + 1)
                .collect();
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
                turns: turn,
                last_face,
                rows: kept,
            });
        }
    }
    None
}

/// The cost of one walk of a practice game of `game` beside a right game of `right_turns`
/// turns: at most [`most_turns`] turns, each move summed at once; its rows kept for where it
/// parts, each with its rolls written; the rows of two walks held at once (the right one's
/// and one mistaken).
pub(crate) fn walk_cost(game: &Game, right_turns: u64) -> Cost {
    let rolls = u128::from(game.rules().rolls());
    let rows = super::played_rows(right_turns) as u128;
    let row = crate::practice::TRACE_ROW_BYTES + 16 * rolls;
    Cost::of(Op::Turn, u128::from(most_turns(right_turns)), 0).then(Cost::of(
        Op::Word,
        rows.saturating_mul(rolls),
        rows.saturating_mul(2).saturating_mul(row),
    ))
}

/// How a part 2 recursion counts.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Counting {
    /// Whose turn it is in the state; right (the tests' count beside the engine's).
    #[cfg(test)]
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

/// The cost of one recursion over the joint states of `game` under `knobs` (two players,
/// within [`JOINT_STATES`]; nothing otherwise): each state made once, a probe a sum, in a memo
/// of at most 12 MB (measured: about 3 ns a probe for the puzzle's 4 MB, Intel Xeon).
pub(crate) fn recursion_cost(game: &Game, knobs: Knobs) -> Cost {
    let states = joint_states(game, knobs);
    if game.players() != 2 || states > JOINT_STATES {
        return Cost::default();
    }
    let rules = game.rules();
    let sums = u128::from(crate::dice::moves_bound(
        rules.dirac_die(),
        rules.rolls(),
        u32::MAX,
    ));
    Cost::of(
        Op::Probe,
        states.saturating_mul(sums),
        states.saturating_mul(STATE_BYTES),
    )
}

/// Whether a player of `game`'s Dirac game, spaces scored the `scoring` way, could stand
/// still for ever: a move of whole laps onto the one space that scores nothing. Such a game
/// has no count at all (a solver's recursion never returns).
pub(crate) fn endless(game: &Game, scoring: Scoring) -> bool {
    scoring != Scoring::Right
        && Recursion::new(game, Knobs::RIGHT)
            .is_some_and(|r| r.sums.iter().any(|&(s, _)| s % r.board == 0))
}

thread_local! {
    /// The memo of every recursion a check makes on this thread, grown to the largest and
    /// reused. Made and freed again for each mistake, its megabytes were kept by the C
    /// allocator once freed (glibc raises its threshold for memory of its own after a large
    /// block is freed), and a check's process held half as much again as its estimate
    /// (`crates/dirac-cli/tests/memory.rs`). Freed when the check ends ([`MemoFreed`]).
    static MEMO: std::cell::Cell<Vec<Option<[u128; 2]>>> = const { std::cell::Cell::new(Vec::new()) };
}

/// Frees this thread's memo of the recursions ([`MEMO`]) when dropped: a check holds one
/// while it runs.
pub(crate) struct MemoFreed;

impl Drop for MemoFreed {
    fn drop(&mut self) {
        drop(MEMO.take());
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

impl Drop for Recursion {
    /// Gives the memo back to the thread ([`MEMO`]), its allocation kept for the next.
    fn drop(&mut self) {
        if self.memo.capacity() > 0 {
            MEMO.set(std::mem::take(&mut self.memo));
        }
    }
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
        // The sums are made roll by roll over every value: within [`SUMS_WORK`].
        let die = rules.dirac_die();
        let values: u128 = die
            .runs()
            .iter()
            .map(|r| u128::from(r.to - r.from + 1))
            .sum();
        let (low, high) = die.span();
        let rolls = u128::from(rules.rolls());
        let distinct = u128::from(high - low)
            .saturating_mul(rolls)
            .saturating_add(1);
        if values.saturating_mul(distinct).saturating_mul(rolls) > SUMS_WORK {
            return None;
        }
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

    /// The memo, made for `states` joint states (bounded by [`JOINT_STATES`]): in this
    /// thread's one memo ([`MEMO`]), given back when the recursion is dropped.
    fn with_memo(mut self, states: u128) -> Option<Recursion> {
        let states = usize::try_from(states).ok()?;
        let mut memo = MEMO.take();
        memo.clear();
        if memo.capacity() < states {
            // Freed before the larger one is made: never both held.
            memo = Vec::new();
            memo.reserve_exact(states);
        }
        memo.resize(states, None);
        self.memo = memo;
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
        crate::steps::add(Op::Probe, self.sums.len());
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
        crate::steps::add(Op::Probe, self.sums.len());
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

/// A player's cells alone (a space and a score below the target), space by space.
struct Cells {
    target: u64,
    len: usize,
}

impl Cells {
    /// The count of a player of `game` alone with spaces scored the `scoring` way, and their
    /// cells; `None` past [`JOINT_STATES`] cells, or where a move could leave a player where
    /// they were.
    fn of(game: &Game, scoring: Scoring) -> Option<(Recursion, Cells)> {
        let knobs = Knobs {
            scoring,
            after_round: false,
        };
        let count = Recursion::new(game, knobs)?;
        let cells = count.board.checked_mul(count.target)?;
        let len = usize::try_from(cells)
            .ok()
            .filter(|_| u128::from(cells) <= JOINT_STATES)?;
        let target = count.target;
        Some((count, Cells { target, len }))
    }

    /// The space (1-based) and score of the cell at `i`.
    fn at(&self, i: usize) -> (u64, u64) {
        let i = i as u64;
        (i / self.target + 1, i % self.target)
    }

    /// Where the cell of `space` (1-based) and `score` is.
    fn index(&self, space: u64, score: u64) -> usize {
        usize::try_from((space - 1) * self.target + score).unwrap_or(usize::MAX)
    }
}

/// Each player's own game in the Dirac game of `game`, alone, with spaces scored the
/// `scoring` way: the universes that reach the target on each of their turns and those still
/// playing after it (the engine's own tables when scored right), and the universes one turn
/// splits into. `None` past [`JOINT_STATES`] cells a player, or where a move could leave a
/// player where they were.
pub(crate) fn tables(game: &Game, scoring: Scoring) -> Option<(Vec<PlayerTable>, Count)> {
    let (count, cells) = Cells::of(game, scoring)?;
    let (board, target) = (count.board, count.target);
    let ways: Vec<(u64, Count)> = count
        .sums
        .iter()
        .map(|&(sum, w)| (sum, Count::from(w)))
        .collect();
    let per_turn: Count = ways.iter().map(|(_, w)| w.clone()).sum();
    let players = game
        .starts()
        .iter()
        .map(|&start| {
            let mut layer = vec![Count::default(); cells.len];
            layer[cells.index(u64::from(start), 0)] = Count::from(1_u32);
            let mut table = PlayerTable {
                reached: vec![Count::default()],
                playing: vec![Count::from(1_u32)],
            };
            while !table.playing.last().is_none_or(Count::is_zero) {
                crate::steps::add(crate::work::Op::Probe, cells.len * ways.len());
                let mut next = vec![Count::default(); cells.len];
                let mut won = Count::default();
                for (i, c) in layer.iter().enumerate().filter(|(_, c)| !c.is_zero()) {
                    let (space, score) = cells.at(i);
                    for (sum, w) in &ways {
                        let to = count.step(space, *sum);
                        let scored = score + scoring.points(to, board);
                        let m = c.product(w);
                        if scored >= target {
                            won = won.sum(&m);
                        } else {
                            let e = &mut next[cells.index(to, scored)];
                            *e = e.sum(&m);
                        }
                    }
                }
                table.reached.push(won);
                table.playing.push(next.iter().cloned().sum());
                layer = next;
            }
            table
        })
        .collect();
    Some((players, per_turn))
}

/// The cost of each player's own game ([`tables`]) and their rounds: per player and turn, a
/// pass over their cells with each sum, for as many turns as the longest game alone; two
/// layers of counts held, the players' tables and the rounds ([`rounds_bytes`]).
pub(crate) fn tables_cost(game: &Game, scoring: Scoring) -> Cost {
    let rules = game.rules();
    let cells = u128::from(rules.board()).saturating_mul(u128::from(rules.dirac_target()));
    if cells > JOINT_STATES {
        return Cost::default();
    }
    let sums = u128::from(crate::dice::moves_bound(
        rules.dirac_die(),
        rules.rolls(),
        u32::MAX,
    ));
    let turns = most_dirac_turns(game, scoring);
    let players = game.players() as u128;
    let count = count_bytes(turns.saturating_mul(turn_bits(rules)));
    if turns == 0 {
        return Cost::default();
    }
    let held = cells
        .saturating_mul(2)
        .saturating_add(players.saturating_mul(turns + 1).saturating_mul(2))
        .saturating_mul(count);
    let probes = players
        .saturating_mul(turns)
        .saturating_mul(cells)
        .saturating_mul(sums);
    let bits = turns.saturating_mul(turn_bits(rules));
    let work = if bits <= 128 {
        Cost::of(Op::Probe, probes, 0)
    } else {
        // Counts past `u128` are big integers: each probe a product and a sum of their
        // words, and an allocation and a free for each (measured: about 90 ns a probe at a
        // target of 300, Intel Xeon), counted as four map probes.
        Cost::of(Op::Word, probes.saturating_mul(2 * words(bits)), 0).then(Cost::of(
            Op::MapProbe,
            probes.saturating_mul(4),
            0,
        ))
    };
    Cost {
        memory: held.saturating_add(rounds_bytes(game, turns)),
        ..work
    }
}

/// The most turns a player of `game` plays alone with spaces scored the `scoring` way, and
/// one more: found by walking which of their cells can be reached turn by turn, without
/// counts, where that takes at most [`TURNS_WALKED`] cell-moves (a fraction of a
/// millisecond); else bounded by a turn a point. 0 where [`tables`] would not count.
fn most_dirac_turns(game: &Game, scoring: Scoring) -> u128 {
    let Some((count, cells)) = Cells::of(game, scoring) else {
        return 0;
    };
    let (board, target) = (count.board, count.target);
    let walked = (cells.len as u128)
        .saturating_mul(count.sums.len() as u128)
        .saturating_mul(u128::from(target));
    if walked > TURNS_WALKED {
        // A turn scores a point at least, or nothing but never twice running.
        let per_point = if scoring == Scoring::Right { 1 } else { 2 };
        return u128::from(target) * per_point + 1;
    }
    let mut longest = 0;
    for &start in game.starts() {
        let mut layer = vec![false; cells.len];
        layer[cells.index(u64::from(start), 0)] = true;
        let mut turns = 0;
        while layer.contains(&true) {
            let mut next = vec![false; cells.len];
            for i in (0..cells.len).filter(|&i| layer[i]) {
                let (space, score) = cells.at(i);
                for &(sum, _) in &count.sums {
                    let to = count.step(space, sum);
                    let scored = score + scoring.points(to, board);
                    if scored < target {
                        next[cells.index(to, scored)] = true;
                    }
                }
            }
            layer = next;
            turns += 1;
        }
        longest = longest.max(turns);
    }
    longest + 1
}

/// Bytes of the wins by round of `game` ([`rounds`]) over at most `turns` rounds.
fn rounds_bytes(game: &Game, turns: u128) -> u128 {
    let players = game.players() as u128;
    let count = count_bytes(
        turns
            .saturating_mul(players)
            .saturating_mul(turn_bits(game.rules())),
    );
    turns
        .saturating_mul(players.saturating_mul(count).saturating_add(24))
        .saturating_add(24)
}

/// Universes won by each player in each round of the Dirac game of `game` under `knobs`
/// (`[round - 1][player]`): each player's own game ([`tables`]) combined. Tested after each
/// move, a player wins where they reach the target while those before them in the round are
/// still playing and those after them still were; tested once the round is over, those after
/// them also move, in every way, and the first in turn order to have reached it wins.
pub(crate) fn rounds(game: &Game, knobs: Knobs) -> Option<Vec<Vec<Count>>> {
    let (players, per_turn) = tables(game, knobs.scoring)?;
    let rolls = game.rules().rolls();
    if !knobs.after_round {
        let table = crate::turns::combine(per_turn, rolls, players);
        return Some(table.rounds.into_iter().map(|r| r.wins).collect());
    }
    let last = players
        .iter()
        .map(PlayerTable::last_turn)
        .min()
        .unwrap_or(0);
    let n = players.len();
    let one = Count::from(1_u32);
    let rounds = (1..=last)
        .map(|t| {
            // Those before each player still playing after the round's move, and those
            // after them still playing before it, each then moving every way: products
            // from each end.
            let mut before = vec![one.clone(); n + 1];
            for p in 0..n {
                before[p + 1] = before[p].product(&players[p].playing[t]);
            }
            let mut after = vec![one.clone(); n + 1];
            for p in (0..n).rev() {
                after[p] = after[p + 1]
                    .product(&players[p].playing[t - 1])
                    .product(&per_turn);
            }
            (0..n)
                .map(|p| {
                    players[p].reached[t]
                        .product(&before[p])
                        .product(&after[p + 1])
                })
                .collect()
        })
        .collect();
    Some(rounds)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::limits::Limits;
    use crate::practice;
    use crate::quantum;
    use crate::rules::Rules;
    use crate::turns;

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
                let by_rounds = rounds(&game, Knobs::RIGHT).unwrap();
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
        // Each player alone is counted over their own cells, within the same bound.
        assert!(rounds(&far, Knobs::RIGHT).is_some());
        let farther = Game::new(
            Rules::builder().dirac_target(25_001).build().unwrap(),
            vec![4, 8],
        )
        .unwrap();
        assert_eq!(tables(&farther, Scoring::Right), None);
        let three = Game::new(Rules::default(), vec![1, 2, 3]).unwrap();
        assert_eq!(dirac(&three, Knobs::RIGHT, Counting::Right), None);
        let engine = turns::analyze(&three, &Limits::default()).unwrap();
        let wins: Vec<Vec<Count>> = engine.rounds.iter().map(|r| r.wins.clone()).collect();
        assert_eq!(rounds(&three, Knobs::RIGHT), Some(wins));
        // A practice game past its most turns is not walked to an answer.
        let game = Game::example(Rules::default()).unwrap();
        assert!(practice(&game, Knobs::RIGHT, 0, 330).is_none());
        assert!(practice(&game, Knobs::RIGHT, 0, 331).is_some());
    }
}
