//! `memo`: top-down recursion over the joint state with a cache (seeds 001 and 004).
//!
//! # The insight: a state's future does not depend on its past
//!
//! "How many universes does each player win from here?" has the same answer however the game
//! reached this state. So ask it recursively: a state's answer is the sum, over the mover's
//! distinct moves, of the ways to make the move times the answer of the state it leads to (or
//! one win for the mover if the move reaches the target). Caching every answer turns the
//! exponential tree of games into a walk over the reachable states, each solved once.
//!
//! # State space and cost
//!
//! States are the rotated joint states of [`super::joint`]: `(B · target)ⁿ` of them, 44,100
//! for the puzzle, about 20,000 reachable. Each is solved once with one multiply-add per move
//! and player. The cache is a flat array indexed by state when the whole state space fits the
//! memory limit comfortably, else a hash map of the states actually visited. The recursion is as
//! deep as the longest game in turns, which is checked before the run.

use super::joint::{Joint, Step, Store, add_child};
use crate::count::{Counter, Overflow};
use crate::dice::Moves;
use crate::game::Game;

struct Memo<'a, C> {
    joint: Joint,
    moves: &'a [(u32, C)],
    store: Store<C>,
    /// One accumulator of `n` counts per recursion depth, reused across calls.
    scratch: Vec<C>,
}

/// Universes won by each player.
pub(crate) fn wins<C: Counter>(
    game: &Game,
    moves: &Moves<C>,
    flat: bool,
) -> Result<Vec<C>, Overflow> {
    let joint = Joint::new(game).ok_or(Overflow)?;
    let start = joint.start(game.starts());
    let mut memo = Memo {
        store: Store::new(&joint, flat),
        joint,
        moves: moves.steps(),
        scratch: Vec::new(),
    };
    memo.solve(start, 0)?;
    // `solve` stores its state before returning; a miss here would be a bug, never a count.
    memo.store.get(start).map(<[C]>::to_vec).ok_or(Overflow)
}

impl<C: Counter> Memo<'_, C> {
    fn solve(&mut self, state: usize, depth: usize) -> Result<(), Overflow> {
        let n = self.joint.players;
        let frame = depth * n..(depth + 1) * n;
        if self.scratch.len() < frame.end {
            self.scratch.resize(frame.end, C::default());
        }
        self.scratch[frame.clone()].iter_mut().for_each(C::set_zero);
        let moves = self.moves;
        for (distance, ways) in moves {
            match self.joint.step(state, *distance) {
                Step::Won => self.scratch[frame.start].add_assign_checked(ways)?,
                Step::Next(child) => {
                    if self.store.get(child).is_none() {
                        self.solve(child, depth + 1)?;
                    }
                    let child_result = self.store.get(child).ok_or(Overflow)?;
                    add_child(&mut self.scratch[frame.clone()], ways, child_result)?;
                }
            }
        }
        self.store.put(state, &self.scratch[frame]);
        Ok(())
    }
}
