//! `backward`: resolve outcomes bottom-up, from finished games back to the start.
//!
//! # The insight: the states form a DAG ordered by total score
//!
//! Every move adds at least one point to somebody's score, so the sum of the scores strictly
//! increases along any game: no state can lead back to itself, and taking states in decreasing
//! order of score sum puts every state after all the states it leads to. Each state's outcome is
//! then the weighted sum of its successors' outcomes, already known (a move that reaches the
//! target is one win for the mover): one pass, no recursion, no check that a successor is done.
//!
//! (Resolving states from a queue, re-queuing a state until its successors are known, also
//! works; the order by score sum makes one pass enough.)
//!
//! # State space and cost
//!
//! The same rotated joint states as `memo`. When the whole index space fits in memory (the
//! puzzle's 44,100 states), the pass visits *every* state straight into a flat array, generated
//! in score-sum order: more states than the 17,512 reachable ones, but each costs only its
//! moves. Otherwise a breadth-first search first collects the reachable states, which are
//! sorted by score sum and resolved into a hash map.

use std::collections::HashSet;

use super::joint::{Joint, Results, Sparse, Step, Store, Successors, with_results};
use crate::cost::Storage;
use crate::dice::Moves;
use crate::game::Game;
use crate::num::{Counter, Overflow};
use crate::work::Op;

/// Universes won by each player.
pub(crate) fn wins<C: Counter>(
    game: &Game,
    moves: &Moves<C>,
    storage: Storage,
) -> Result<Vec<C>, Overflow> {
    let joint = Joint::new(game).ok_or(Overflow)?;
    let start = joint.start(game.starts());
    if storage.flat {
        return with_results!(
            joint.players,
            C,
            every_state(&joint, start, moves, storage.probe)
        );
    }
    let mut order = discover(&joint, start, moves, storage.probe);
    // Increasing score sum: every state comes before the states it leads to.
    order.sort_by_cached_key(|&state| joint.score_sum(state));
    with_results!(
        joint.players,
        C,
        resolve(&joint, &order, moves, storage.probe)
    )
}

/// Every state of the index space, resolved in decreasing order of score sum straight into a
/// flat array: no discovery, no sort, no check that a state is known. Unreachable states are
/// resolved too; on small state spaces that costs less than finding the reachable ones.
fn every_state<C: Counter, R: Results<C>>(
    joint: &Joint,
    start: usize,
    moves: &Moves<C>,
    probe: Op,
) -> Result<Vec<C>, Overflow> {
    let successors = Successors::new(joint, moves)?;
    let mut results = vec![R::zero(joint.players); joint.states];
    joint.each_by_score_sum(|state, cell, rest| {
        // Its successors have a larger score sum: resolved already.
        results[state] =
            successors.resolve(joint.players, (cell, rest), probe, |s| results.get(s))?;
        Ok(())
    })?;
    Ok(results[start].as_ref().to_vec())
}

/// Resolves `order` (increasing score sum) from the last state to the first, the start, in a
/// hash map of the reachable states.
fn resolve<C: Counter, R: Results<C>>(
    joint: &Joint,
    order: &[usize],
    moves: &Moves<C>,
    probe: Op,
) -> Result<Vec<C>, Overflow> {
    let successors = Successors::new(joint, moves)?;
    let mut store = Sparse::<R>::default();
    for &state in order.iter().rev() {
        let (cell, rest) = joint.split(state);
        // Successors have a larger score sum, so they are resolved already.
        let result = successors.resolve(joint.players, (cell, rest), probe, |s| store.get(s))?;
        store.put(state, result);
    }
    // The start has the smallest score sum: it comes first in `order`.
    let start = order.first().copied().ok_or(Overflow)?;
    store
        .get(start)
        .map(|r| r.as_ref().to_vec())
        .ok_or(Overflow)
}

/// Every state reachable from `start` without the game ending, in breadth-first order.
fn discover<C: Counter>(joint: &Joint, start: usize, moves: &Moves<C>, probe: Op) -> Vec<usize> {
    let mut seen = HashSet::from([start]);
    let mut order = vec![start];
    let mut next = 0;
    while let Some(&state) = order.get(next) {
        next += 1;
        crate::steps::add(probe, moves.steps().len());
        let mover = joint.mover(state);
        for (distance, _) in moves.steps() {
            if let Step::Next(child) = mover.step(*distance) {
                if seen.insert(child) {
                    order.push(child);
                }
            }
        }
    }
    order
}
