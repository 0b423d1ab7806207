//! `backward`: discover every reachable state forward, then resolve outcomes backward from
//! finished games.
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

use std::collections::HashSet;

use super::joint::{Flat, Joint, Results, Sparse, Step, Store, add_child, with_results};
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
    // Increasing score sum: every state comes before the states it leads to.
    order.sort_by_cached_key(|&state| joint.score_sum(state));
    with_results!(joint.players, C, resolve(&joint, &order, moves, flat))
}

/// Resolves `order` (decreasing score sum) from the last state to the first, the start.
fn resolve<C: Counter, R: Results<C>>(
    joint: &Joint,
    order: &[usize],
    moves: &Moves<C>,
    flat: bool,
) -> Result<Vec<C>, Overflow> {
    if flat {
        resolve_in::<C, R>(joint, order, moves, Flat::new(joint))
    } else {
        resolve_in::<C, R>(joint, order, moves, Sparse::default())
    }
}

fn resolve_in<C: Counter, R: Results<C>>(
    joint: &Joint,
    order: &[usize],
    moves: &Moves<C>,
    mut store: impl Store<R>,
) -> Result<Vec<C>, Overflow> {
    for &state in order.iter().rev() {
        let mut acc = R::zero(joint.players);
        let mover = joint.mover(state);
        for (distance, ways) in moves.steps() {
            match mover.step(*distance) {
                Step::Won => acc.as_mut()[0].add_assign_checked(ways)?,
                // Successors have a larger score sum, so they are resolved already.
                Step::Next(child) => {
                    let below = store.get(child).ok_or(Overflow)?;
                    add_child(acc.as_mut(), ways, below.as_ref())?;
                }
            }
        }
        store.put(state, acc);
    }
    // The start has the smallest score sum: it comes first in `order`.
    let start = order.first().copied().ok_or(Overflow)?;
    store
        .get(start)
        .map(|r| r.as_ref().to_vec())
        .ok_or(Overflow)
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
        let mover = joint.mover(state);
        for (distance, _) in moves.steps() {
            if let Step::Next(child) = mover.step(*distance) {
                if first_visit(child) {
                    order.push(child);
                }
            }
        }
    }
    order
}
