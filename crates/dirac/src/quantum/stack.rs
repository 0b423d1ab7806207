//! `stack`: weighted depth-first enumeration with an explicit stack and no cache.
//!
//! # The insight: enumerate sums, not rolls
//!
//! Playing out every universe one roll at a time would visit `27` branches per turn for the
//! puzzle's die. Grouping a turn's roll sequences by their sum (modulo the board) leaves 7
//! distinct moves, each carrying a weight: the number of universes it stands for. The game tree
//! of weighted moves is walked depth first with an explicit stack of `(state, mover, weight)`,
//! and a move that reaches the target adds its weight to the mover's wins.
//!
//! # Cost
//!
//! Nothing is cached, so the work is the size of the weighted game tree: about 18 million
//! nodes for the puzzle, exponential in the number of players and the target. It is there to
//! teach and to cross-check the other strategies. The tree's size is computed exactly before the
//! run (the per-player method counting move sequences instead of universes), so oversized games
//! are refused, not started.

use super::joint::{Joint, Step};
use crate::dice::Moves;
use crate::game::Game;
use crate::num::{Counter, Overflow};

/// Universes won by each player.
pub(crate) fn wins<C: Counter>(game: &Game, moves: &Moves<C>) -> Result<Vec<C>, Overflow> {
    let joint = Joint::new(game).ok_or(Overflow)?;
    let n = game.players();
    let mut totals = vec![C::default(); n];
    let mut stack = vec![(joint.start(game.starts()), 0_usize, C::from_u64(1))];
    while let Some((state, mover, weight)) = stack.pop() {
        let next_mover = if mover + 1 == n { 0 } else { mover + 1 };
        let decoded = joint.mover(state);
        crate::steps::add(crate::work::Op::Node, moves.steps().len());
        for (distance, ways) in moves.steps() {
            let reached = C::product(&weight, ways)?;
            match decoded.step(*distance) {
                Step::Won => totals[mover].add_assign_checked(&reached)?,
                Step::Next(child) => stack.push((child, next_mover, reached)),
            }
        }
    }
    Ok(totals)
}
