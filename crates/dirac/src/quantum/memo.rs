//! `memo`: top-down recursion over the joint state with a cache.
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
//! for the puzzle, 17,512 of them reachable, with 122,584 moves between them. Each is solved
//! once with one multiply-add per move and player. The cache is a flat array indexed by state
//! when the whole state space fits the memory limit comfortably, else a hash map of the states
//! actually visited. The recursion is as deep as the longest game in turns, which is checked
//! before the run.

use super::joint::{Flat, Joint, Results, Sparse, Store, Successors, add_child, with_results};
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
    with_results!(joint.players, C, run(game, joint, moves, storage))
}

fn run<C: Counter, R: Results<C>>(
    game: &Game,
    joint: Joint,
    moves: &Moves<C>,
    storage: Storage,
) -> Result<Vec<C>, Overflow> {
    let start = joint.start(game.starts());
    let successors = Successors::new(&joint, moves)?;
    let probe = storage.probe;
    let result: R = if storage.flat {
        let store = Flat::new(&joint, R::zero(joint.players));
        Memo::new(joint, &successors, store, probe).solve(start)?
    } else {
        Memo::new(joint, &successors, Sparse::default(), probe).solve(start)?
    };
    Ok(result.as_ref().to_vec())
}

struct Memo<'a, C, S> {
    joint: Joint,
    successors: &'a Successors<C>,
    store: S,
    /// How a look-up of a child's results is counted.
    probe: Op,
}

impl<'a, C: Counter, S> Memo<'a, C, S> {
    fn new(joint: Joint, successors: &'a Successors<C>, store: S, probe: Op) -> Self {
        Memo {
            joint,
            successors,
            store,
            probe,
        }
    }

    /// The universes each player wins from `state`, which is not solved yet, relative to the
    /// mover.
    fn solve<R: Results<C>>(&mut self, state: usize) -> Result<R, Overflow>
    where
        S: Store<R>,
    {
        let successors = self.successors;
        let (cell, rest) = self.joint.split(state);
        let (won, live) = successors.of(cell);
        crate::steps::add(self.probe, live.len());
        let mut acc = R::zero(self.joint.players);
        acc.as_mut()[0].clone_from(won);
        for (last, ways) in live {
            let child = rest + last;
            // Most children are solved already (105,000 of the puzzle's 122,584 moves): look
            // them up here rather than in a call.
            if let Some(below) = self.store.get(child) {
                add_child(acc.as_mut(), ways, below.as_ref())?;
            } else {
                let below: R = self.solve(child)?;
                add_child(acc.as_mut(), ways, below.as_ref())?;
            }
        }
        self.store.put(state, acc.clone());
        Ok(acc)
    }
}
