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
#[derive(Debug, Clone)]
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

    /// The mover moves `distance` spaces.
    #[inline]
    pub(crate) fn step(&self, state: usize, distance: u32) -> Step {
        let cell = state % self.cells;
        let (space, score) = (cell / self.target, cell % self.target);
        let landed = (space + distance as usize) % self.board;
        let new_score = score + landed + 1;
        if new_score >= self.target {
            Step::Won
        } else {
            Step::Next(state / self.cells + (landed * self.target + new_score) * self.top)
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

/// Results per state: a flat array indexed by state when the state space is small enough, a
/// hash map of the states actually visited otherwise.
#[derive(Debug)]
pub(crate) enum Store<C> {
    /// `values[state · n .. (state + 1) · n]`, valid where `done` is set.
    Flat {
        values: Vec<C>,
        done: Vec<bool>,
        players: usize,
    },
    /// Only visited states.
    Sparse(HashMap<usize, Box<[C]>>),
}

impl<C: Counter> Store<C> {
    pub(crate) fn new(joint: &Joint, flat: bool) -> Store<C> {
        if flat {
            Store::Flat {
                values: vec![C::default(); joint.states * joint.players],
                done: vec![false; joint.states],
                players: joint.players,
            }
        } else {
            Store::Sparse(HashMap::new())
        }
    }

    #[inline]
    pub(crate) fn get(&self, state: usize) -> Option<&[C]> {
        match self {
            Store::Flat {
                values,
                done,
                players,
            } => done[state].then(|| &values[state * players..(state + 1) * players]),
            Store::Sparse(map) => map.get(&state).map(|b| &b[..]),
        }
    }

    pub(crate) fn put(&mut self, state: usize, result: &[C]) {
        match self {
            Store::Flat {
                values,
                done,
                players,
            } => {
                values[state * *players..(state + 1) * *players].clone_from_slice(result);
                done[state] = true;
            }
            Store::Sparse(map) => {
                map.insert(state, result.into());
            }
        }
    }
}

/// Bytes a count of `bits` bits occupies in the widest type it may need.
pub(crate) fn count_bytes(bits: u128) -> u128 {
    match bits {
        0..=64 => 8,
        65..=128 => 16,
        _ => 24 + bits.div_ceil(64) * 8,
    }
}
