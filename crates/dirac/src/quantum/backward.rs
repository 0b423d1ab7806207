//! `backward`: discover every reachable state forward, then resolve outcomes backward from
//! finished games (seed 000).
//!
//! # The insight: the states form a DAG ordered by total score
//!
//! Every move adds at least one point to somebody's score, so the sum of the scores strictly
//! increases along any game: no state can lead back to itself, and sorting states by decreasing
//! score sum puts every state after all the states it leads to. The method is therefore two
//! sweeps with no recursion:
//!
//! 1. **forward**: a breadth-first search from the start collects every reachable state;
//! 2. **backward**: in decreasing order of score sum, each state's outcome is the weighted sum of
//!    its successors' outcomes, which are already known (a move that reaches the target is one
//!    win for the mover).
//!
//! (Seed 000 resolves states with a queue that re-queues a state until its children are known;
//! ordering by score sum makes one pass enough.)
//!
//! # State space and cost
//!
//! The same rotated joint states as `memo`: the reachable ones are visited once forward and once
//! backward. Memory holds the list of reachable states and their outcomes, in a flat array or a
//! hash map like `memo`.

use std::cmp::Reverse;
use std::collections::HashSet;

use super::joint::{Joint, Step, Store, add_child};
use crate::count::{Counter, Overflow};
use crate::dice::Moves;
use crate::game::Game;

/// Universes won by each player.
pub(crate) fn wins<C: Counter>(
    game: &Game,
    moves: &Moves<C>,
    flat: bool,
) -> Result<Vec<C>, Overflow> {
    let joint = Joint::new(game).ok_or(Overflow)?;
    let start = joint.start(game.starts());
    let mut order = discover(&joint, start, moves, flat);
    order.sort_by_cached_key(|&state| Reverse(joint.score_sum(state)));

    let mut store = Store::new(&joint, flat);
    let mut acc = vec![C::default(); joint.players];
    for &state in &order {
        acc.iter_mut().for_each(C::set_zero);
        for (distance, ways) in moves.steps() {
            match joint.step(state, *distance) {
                Step::Won => acc[0].add_assign_checked(ways)?,
                // Successors have a larger score sum, so they are resolved already.
                Step::Next(child) => add_child(&mut acc, ways, store.get(child).ok_or(Overflow)?)?,
            }
        }
        store.put(state, &acc);
    }
    store.get(start).map(<[C]>::to_vec).ok_or(Overflow)
}

/// Every state reachable from `start` without the game ending, in breadth-first order.
fn discover<C: Counter>(joint: &Joint, start: usize, moves: &Moves<C>, flat: bool) -> Vec<usize> {
    let mut seen_flat = if flat {
        vec![false; joint.states]
    } else {
        Vec::new()
    };
    let mut seen_sparse = HashSet::new();
    let mut first_visit = |state: usize| {
        if flat {
            !std::mem::replace(&mut seen_flat[state], true)
        } else {
            seen_sparse.insert(state)
        }
    };
    first_visit(start);
    let mut order = vec![start];
    let mut next = 0;
    while let Some(&state) = order.get(next) {
        next += 1;
        for (distance, _) in moves.steps() {
            if let Step::Next(child) = joint.step(state, *distance) {
                if first_visit(child) {
                    order.push(child);
                }
            }
        }
    }
    order
}
