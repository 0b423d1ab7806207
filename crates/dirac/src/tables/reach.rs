//! What one player can reach, found without counting: which cells are live, on which turns.
//! Used to refine cost estimates.
//!
//! Two passes give the same answer. The dense one walks every `(space, score)` cell of the
//! board in order and suits small boards; the sparse one visits only the cells a player can
//! reach, in order of score, and suits huge boards where a player meets a few cells of millions
//! before reaching the target.

use std::collections::{BTreeMap, HashMap};

use crate::rules::Rules;

/// A player's reachable cells and turns.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) struct Reach {
    /// Cells `(space, score)` the player can occupy below the target.
    pub(crate) cells: u64,
    /// Upper bound on `Σₜ live cells on turn t` (each cell counted over its range of turns).
    pub(crate) cell_turns: u64,
    /// The exact number of turns the player can last.
    pub(crate) max_turns: u64,
    /// `live[t]`: at most how many cells the player can occupy after `t` turns (each cell
    /// counted on every turn of its range).
    pub(crate) live: Vec<u64>,
}

/// A reach being found: what it counts so far, and the live cells' ranges of turns as a
/// difference array (`+1` at a range's first turn, `−1` past its last), summed once at the end.
struct Finding {
    reach: Reach,
    starts_and_ends: Vec<i64>,
}

impl Finding {
    fn new() -> Finding {
        Finding {
            reach: Reach::NONE,
            starts_and_ends: Vec::new(),
        }
    }

    /// Counts a live cell reached in `lo..=hi` turns.
    fn live(&mut self, (lo, hi): (u32, u32)) {
        self.reach.cells += 1;
        self.reach.cell_turns += u64::from(hi - lo) + 1;
        let (lo, hi) = (lo as usize, hi as usize);
        if self.starts_and_ends.len() <= hi + 1 {
            self.starts_and_ends.resize(hi + 2, 0);
        }
        self.starts_and_ends[lo] += 1;
        self.starts_and_ends[hi + 1] -= 1;
    }

    /// Notes a game that lasts `turns` turns.
    fn lasts(&mut self, turns: u32) {
        self.reach.max_turns = self.reach.max_turns.max(u64::from(turns));
    }

    fn done(self) -> Reach {
        let mut live = Vec::with_capacity(self.starts_and_ends.len());
        let mut now = 0_i64;
        for change in self.starts_and_ends {
            now += change;
            live.push(u64::try_from(now).unwrap_or(0));
        }
        // The entry past the last range's end is zero.
        live.pop();
        Reach { live, ..self.reach }
    }
}

impl Reach {
    const NONE: Reach = Reach {
        cells: 0,
        cell_turns: 0,
        max_turns: 0,
        live: Vec::new(),
    };
}

/// Where a move of `distance` (below `board`) from `space` (0-based) lands, and the score
/// there: one subtraction wraps it, no division.
fn land(board: usize, space: usize, score: u64, distance: u32) -> (usize, u64) {
    let landed = space + distance as usize;
    let landed = if landed >= board {
        landed - board
    } else {
        landed
    };
    (landed, score + landed as u64 + 1)
}

/// The shortest and longest number of turns to every cell, in increasing order of score (every
/// move raises the score, so this order is topological). Costs one pass over `B · target`
/// cells, laid out score by score so that the pass walks memory in order.
pub(crate) fn reach(rules: &Rules, start: u32, distances: &[u32]) -> Reach {
    let board = rules.board() as usize;
    let target = rules.dirac_target() as usize;
    let unseen = u32::MAX;
    let mut fewest = vec![unseen; board * target];
    let mut most = vec![0_u32; board * target];
    fewest[start as usize - 1] = 0;
    let mut out = Finding::new();
    for score in 0..target {
        for space in 0..board {
            let cell = score * board + space;
            if fewest[cell] == unseen {
                continue;
            }
            let (lo, hi) = (fewest[cell], most[cell]);
            out.live((lo, hi));
            for &distance in distances {
                let (landed, new_score) = land(board, space, score as u64, distance);
                match usize::try_from(new_score) {
                    Ok(new_score) if new_score < target => {
                        let to = new_score * board + landed;
                        fewest[to] = fewest[to].min(lo + 1);
                        most[to] = most[to].max(hi + 1);
                    }
                    _ => out.lasts(hi + 1),
                }
            }
        }
    }
    // The planner's own work: every cell looked at, every live one's moves.
    crate::steps::add_with(crate::work::Op::CellMove, || {
        let live = usize::try_from(out.reach.cells).unwrap_or(usize::MAX);
        (board * target).saturating_add(live.saturating_mul(distances.len()))
    });
    out.done()
}

/// The same reach found by visiting only the cells the player reaches, score by score, within
/// `budget` moves (a cell's fan-out over the distances), taken from it; `None` past it.
/// Each move costs a few map operations, so the pass suits games whose reachable cells are few
/// however big the board.
pub(crate) fn reach_sparse(
    rules: &Rules,
    start: u32,
    distances: &[u32],
    budget: &mut u64,
) -> Option<Reach> {
    let board = rules.board() as usize;
    let target = u64::from(rules.dirac_target());
    // Turns to the cells not yet visited, and those cells' spaces by score.
    let mut turns: HashMap<(u64, usize), (u32, u32)> =
        HashMap::from([((0, start as usize - 1), (0, 0))]);
    let mut by_score: BTreeMap<u64, Vec<usize>> = BTreeMap::from([(0, vec![start as usize - 1])]);
    let mut out = Finding::new();
    while let Some((score, spaces)) = by_score.pop_first() {
        for space in spaces {
            let (lo, hi) = turns.remove(&(score, space))?;
            out.live((lo, hi));
            *budget = budget.checked_sub(distances.len() as u64)?;
            // The planner's own work: a few map operations a move.
            crate::steps::add(crate::work::Op::Word, distances.len());
            for &distance in distances {
                let (landed, new_score) = land(board, space, score, distance);
                if new_score >= target {
                    out.lasts(hi + 1);
                    continue;
                }
                turns
                    .entry((new_score, landed))
                    .and_modify(|(l, h)| {
                        *l = (*l).min(lo + 1);
                        *h = (*h).max(hi + 1);
                    })
                    .or_insert_with(|| {
                        by_score.entry(new_score).or_default().push(landed);
                        (lo + 1, hi + 1)
                    });
            }
        }
    }
    Some(out.done())
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::dice;

    fn both(board: u64, faces: u64, rolls: u64, target: u64) {
        let rules = crate::tables::tests::rules(board, rolls, faces, target);
        let distances = dice::distances(rules.dirac_die(), rules.rolls(), rules.board());
        for start in 1..=rules.board() {
            let dense = reach(&rules, start, &distances);
            let mut budget = u64::MAX;
            let sparse = reach_sparse(&rules, start, &distances, &mut budget);
            assert_eq!(u64::MAX - budget, dense.cells * distances.len() as u64);
            assert_eq!(dense.live.iter().sum::<u64>(), dense.cell_turns);
            assert_eq!(dense.live.len() as u64, dense.max_turns);
            assert_eq!(
                sparse,
                Some(dense),
                "board {board}, faces {faces}, start {start}"
            );
        }
    }

    #[test]
    fn the_sparse_pass_finds_the_dense_reach() {
        both(10, 3, 3, 21);
        both(10, 3, 3, 1);
        both(1, 2, 1, 30);
        both(7, 5, 2, 100);
        both(40, 2, 1, 60);
        both(3, 6, 4, 250);
    }

    #[test]
    fn the_sparse_pass_stops_at_its_budget() {
        let rules = Rules::default();
        let distances = dice::distances(rules.dirac_die(), rules.rolls(), rules.board());
        let whole = reach(&rules, 4, &distances).cells * distances.len() as u64;
        let mut budget = whole;
        assert!(reach_sparse(&rules, 4, &distances, &mut budget).is_some());
        assert_eq!(budget, 0);
        let mut budget = whole - 1;
        assert_eq!(reach_sparse(&rules, 4, &distances, &mut budget), None);
    }
}
