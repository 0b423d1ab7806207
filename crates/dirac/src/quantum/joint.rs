//! The joint state of a game in progress, shared by the `memo`, `backward` and `stack`
//! strategies.
//!
//! A state is every player's `(space, score)`, listed **starting with the player about to move**.
//! Rotating the list so the mover comes first removes "whose turn is it" from the state (the
//! classic swap-the-players trick, generalised to `n` players): after the mover moves, the next
//! state is the list shifted by one with the mover's new cell at the end.
//!
//! Each player's cell is a number `space · target + score` in `0..M`, `M = B · target`, and a
//! state is the base-`M` number `cell₀ + cell₁·M + … + cellₙ₋₁·Mⁿ⁻¹`. The shift is then plain
//! arithmetic: `next = state / M + new_cell · Mⁿ⁻¹`. There are `Mⁿ` states: 44,100 for the
//! puzzle, but 9.3 million for three players, which is why these strategies refuse large games.
//!
//! Results are kept *relative to the mover* too: `result[k]` counts the universes won by the
//! player `k` places after the mover, so a child's results shift by one place on the way up.

use std::collections::HashMap;

use crate::count::{Counter, Overflow};
use crate::game::Game;

/// Encoding of joint states for one game.
#[derive(Debug, Clone, Copy)]
pub(crate) struct Joint {
    pub(crate) board: usize,
    pub(crate) target: usize,
    pub(crate) players: usize,
    /// `M = board · target`: cells per player.
    cells: usize,
    /// `Mⁿ⁻¹`: the place value of the last slot.
    top: usize,
    /// `Mⁿ`: the number of states.
    pub(crate) states: usize,
}

/// Where a move of the mover leads.
pub(crate) enum Step {
    /// The mover reached the target.
    Won,
    /// The game goes on in this state (next mover first).
    Next(usize),
}

impl Joint {
    /// `None` when `Mⁿ` does not fit in `usize` (such games are refused by the estimate first).
    pub(crate) fn new(game: &Game) -> Option<Joint> {
        let board = game.rules().board() as usize;
        let target = game.rules().dirac_target() as usize;
        let players = game.players();
        let cells = board.checked_mul(target)?;
        let top = (1..players).try_fold(1_usize, |acc, _| acc.checked_mul(cells))?;
        Some(Joint {
            board,
            target,
            players,
            cells,
            top,
            states: top.checked_mul(cells)?,
        })
    }

    /// The starting state: everyone on their start with no points, player 1 to move.
    pub(crate) fn start(&self, starts: &[u32]) -> usize {
        starts.iter().rev().fold(0, |acc, &s| {
            acc * self.cells + (s as usize - 1) * self.target
        })
    }

    /// Splits a state into the mover's cell and the rest, once per state (the divisions are the
    /// expensive part); [`Mover::step`] then costs a few additions per move.
    #[inline]
    pub(crate) fn mover(&self, state: usize) -> Mover {
        let cell = state % self.cells;
        Mover {
            board: self.board,
            target: self.target,
            top: self.top,
            space: cell / self.target,
            score: cell % self.target,
            rest: state / self.cells,
        }
    }

    /// Sum of all players' scores: strictly increases with every move, so it orders states
    /// topologically.
    pub(crate) fn score_sum(&self, mut state: usize) -> usize {
        let mut sum = 0;
        for _ in 0..self.players {
            sum += (state % self.cells) % self.target;
            state /= self.cells;
        }
        sum
    }
}

/// The player about to move in a state, decoded, with the few constants a move needs copied in
/// (so they stay in registers across a state's moves).
#[derive(Debug, Clone, Copy)]
pub(crate) struct Mover {
    board: usize,
    target: usize,
    top: usize,
    space: usize,
    score: usize,
    /// The other players' cells, shifted down one slot.
    rest: usize,
}

impl Mover {
    /// The mover moves `distance` (below the board size) spaces.
    #[inline]
    pub(crate) fn step(&self, distance: u32) -> Step {
        let mut landed = self.space + distance as usize;
        if landed >= self.board {
            landed -= self.board;
        }
        // Landing on 0-based space `landed` scores `landed + 1`.
        let new_score = self.score + landed + 1;
        if new_score >= self.target {
            Step::Won
        } else {
            Step::Next(self.rest + (landed * self.target + new_score) * self.top)
        }
    }
}

/// The universes each player wins from a state, relative to the mover: a fixed-size array for
/// a few players (no allocation, and two `u64` counts travel in registers), a vector beyond.
pub(crate) trait Results<C>: Clone + AsRef<[C]> + AsMut<[C]> {
    /// All zero, for `n` players.
    fn zero(n: usize) -> Self;
}

impl<C: Counter, const N: usize> Results<C> for [C; N] {
    fn zero(_: usize) -> Self {
        std::array::from_fn(|_| C::default())
    }
}

impl<C: Counter> Results<C> for Vec<C> {
    fn zero(n: usize) -> Self {
        vec![C::default(); n]
    }
}

/// Folds a child's results (relative to the next mover) into the current accumulator (relative
/// to the current mover), weighted by the number of ways to make the move.
#[inline]
pub(crate) fn add_child<C: Counter>(acc: &mut [C], ways: &C, child: &[C]) -> Result<(), Overflow> {
    let n = acc.len();
    for (k, won) in child.iter().enumerate() {
        let slot = if k + 1 == n { 0 } else { k + 1 };
        acc[slot].add_product(ways, won)?;
    }
    Ok(())
}

/// Results per state.
pub(crate) trait Store<R> {
    /// The results of `state`, if stored.
    fn get(&self, state: usize) -> Option<&R>;
    /// Stores the results of `state`.
    fn put(&mut self, state: usize, result: R);
}

/// A flat array indexed by state: for state spaces small enough to allocate whole.
#[derive(Debug)]
pub(crate) struct Flat<R>(Vec<Option<R>>);

impl<R: Clone> Flat<R> {
    pub(crate) fn new(joint: &Joint) -> Flat<R> {
        Flat(vec![None; joint.states])
    }
}

impl<R> Store<R> for Flat<R> {
    #[inline]
    fn get(&self, state: usize) -> Option<&R> {
        self.0[state].as_ref()
    }

    #[inline]
    fn put(&mut self, state: usize, result: R) {
        self.0[state] = Some(result);
    }
}

/// A hash map of the states actually visited: for state spaces too large to allocate.
#[derive(Debug)]
pub(crate) struct Sparse<R>(HashMap<usize, R>);

impl<R> Default for Sparse<R> {
    fn default() -> Self {
        Sparse(HashMap::new())
    }
}

impl<R> Store<R> for Sparse<R> {
    fn get(&self, state: usize) -> Option<&R> {
        self.0.get(&state)
    }

    fn put(&mut self, state: usize, result: R) {
        self.0.insert(state, result);
    }
}

/// Runs `$run::<R>(args)` with `R` the results type for `$n` players: arrays for up to four,
/// a vector beyond.
macro_rules! with_results {
    ($n:expr, $c:ty, $run:ident($($arg:expr),*)) => {
        match $n {
            1 => $run::<$c, [$c; 1]>($($arg),*),
            2 => $run::<$c, [$c; 2]>($($arg),*),
            3 => $run::<$c, [$c; 3]>($($arg),*),
            4 => $run::<$c, [$c; 4]>($($arg),*),
            _ => $run::<$c, Vec<$c>>($($arg),*),
        }
    };
}
pub(crate) use with_results;

/// Bytes a count of `bits` bits occupies in the widest type it may need.
pub(crate) fn count_bytes(bits: u128) -> u128 {
    match bits {
        0..=64 => 8,
        65..=128 => 16,
        _ => 24 + bits.div_ceil(64) * 8,
    }
}
