//! What one player can reach, found without counting: which cells are live, on which turns.
//! Used to refine cost estimates.

use crate::rules::Rules;

/// A player's reachable cells and turns.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) struct Reach {
    /// Cells `(space, score)` the player can occupy below the target.
    pub(crate) cells: u64,
    /// Upper bound on `Σₜ live cells on turn t` (each cell counted over its range of turns).
    pub(crate) cell_turns: u64,
    /// The exact number of turns the player can last.
    pub(crate) max_turns: u64,
}

/// The shortest and longest number of turns to every cell, in increasing order of score (every
/// move raises the score, so this order is topological). Costs one pass over `B · target`
/// cells, laid out score by score so that the pass walks memory in order, with no division
/// (a move's distance is below `B`, so wrapping is one subtraction).
pub(crate) fn reach(rules: &Rules, start: u32, distances: &[u32]) -> Reach {
    let board = rules.board() as usize;
    let target = rules.dirac_target() as usize;
    let unseen = u32::MAX;
    let mut fewest = vec![unseen; board * target];
    let mut most = vec![0_u32; board * target];
    fewest[start as usize - 1] = 0;
    let mut out = Reach {
        cells: 0,
        cell_turns: 0,
        max_turns: 0,
    };
    for score in 0..target {
        for space in 0..board {
            let cell = score * board + space;
            if fewest[cell] == unseen {
                continue;
            }
            let (lo, hi) = (fewest[cell], most[cell]);
            out.cells += 1;
            out.cell_turns += u64::from(hi - lo) + 1;
            for &distance in distances {
                let landed = space + distance as usize;
                let landed = if landed >= board {
                    landed - board
                } else {
                    landed
                };
                let new_score = score + landed + 1;
                if new_score >= target {
                    out.max_turns = out.max_turns.max(u64::from(hi) + 1);
                } else {
                    let to = new_score * board + landed;
                    fewest[to] = fewest[to].min(lo + 1);
                    most[to] = most[to].max(hi + 1);
                }
            }
        }
    }
    out
}
