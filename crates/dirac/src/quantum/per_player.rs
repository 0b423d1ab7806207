//! `per-player`: each player alone, turn by turn, then combined by round (seed 003's method).
//!
//! # The insight: players never interact
//!
//! A player's moves depend only on their own rolls: nobody blocks, captures or shares a space.
//! So split each universe into its players' own roll sequences. For one player alone, let
//!
//! - `winsᵢ[t]`: own roll sequences of `t` turns that reach the target exactly on turn `t`;
//! - `aliveᵢ[t]`: own roll sequences of `t` turns still below the target (`aliveᵢ[0] = 1`).
//!
//! Player `i` wins in round `t` exactly when they reach the target on their `t`-th turn while
//! the players before them have survived `t` turns and the players after them `t − 1`. Universes
//! multiply, so
//!
//! ```text
//! universes won by i in round t = winsᵢ[t] · Πⱼ<ᵢ aliveⱼ[t] · Πⱼ>ᵢ aliveⱼ[t − 1]
//! ```
//!
//! and the answer for player `i` is the sum over rounds. Prefix and suffix products make a round
//! cost `O(n)` multiplications, so many players cost little.
//!
//! # State space and cost
//!
//! A player's table is a dynamic program over live cells `(space, score)` with
//! `score < target`, advanced one turn at a time: at most `B · target` cells per turn, and a
//! player lasts at most `target` turns (every turn scores at least 1). With the puzzle's rules a
//! player touches about 415 live cells, each fanned out over the 7 distinct moves. Players who
//! start on the same space share a table, so a game needs at most `min(n, B)` of them.
//!
//! Only live cells are visited (each layer keeps a list of the cells it touched), two dense
//! layers are reused turn after turn, and nothing is allocated inside the loop.

use std::collections::BTreeMap;

use crate::count::{Counter, Overflow};
use crate::dice::Moves;
use crate::game::Game;
use crate::rules::Rules;

/// One player's game played alone: per turn, how many of their own roll sequences reach the
/// target on that very turn, and how many are still below it.
#[derive(Debug, Clone, PartialEq)]
pub struct PlayerTable<C> {
    /// `wins[t]` for `t = 0..=last` (`wins[0] = 0`).
    pub wins: Vec<C>,
    /// `alive[t]` for `t = 0..=last` (`alive[0] = 1`, `alive[last] = 0`).
    pub alive: Vec<C>,
}

impl<C> PlayerTable<C> {
    /// The turn on which the last of this player's universes reaches the target.
    pub fn last_turn(&self) -> usize {
        self.alive.len() - 1
    }
}

/// Builds one player's table.
pub fn table<C: Counter>(
    rules: &Rules,
    start: u32,
    moves: &Moves<C>,
) -> Result<PlayerTable<C>, Overflow> {
    let board = rules.board() as usize;
    let target = rules.dirac_target() as usize;
    // Cell index: space * target + score, spaces 0-based.
    let mut layer = vec![C::default(); board * target];
    let mut next = layer.clone();
    let mut live = vec![(start as usize - 1) * target];
    let mut next_live = Vec::new();
    layer[live[0]] = C::from_u64(1);

    let mut table = PlayerTable {
        wins: vec![C::default()],
        alive: vec![C::from_u64(1)],
    };
    while !live.is_empty() {
        let mut won = C::default();
        for &cell in &live {
            let universes = std::mem::take(&mut layer[cell]);
            let (space, score) = (cell / target, cell % target);
            for (distance, ways) in moves.steps() {
                let mut landed = space + *distance as usize;
                if landed >= board {
                    landed -= board;
                }
                // Landing on 0-based space `landed` scores `landed + 1`.
                let new_score = score + landed + 1;
                if new_score >= target {
                    won.add_product(&universes, ways)?;
                } else {
                    let slot = &mut next[landed * target + new_score];
                    if slot.is_zero() {
                        next_live.push(landed * target + new_score);
                    }
                    slot.add_product(&universes, ways)?;
                }
            }
        }
        let mut still = C::default();
        for &cell in &next_live {
            still.add_assign_checked(&next[cell])?;
        }
        table.wins.push(won);
        table.alive.push(still);
        std::mem::swap(&mut layer, &mut next);
        std::mem::swap(&mut live, &mut next_live);
        next_live.clear();
    }
    Ok(table)
}

/// The tables of every distinct starting space in the game, and which one each player uses.
pub(crate) struct Tables<C> {
    pub(crate) distinct: Vec<PlayerTable<C>>,
    pub(crate) of_player: Vec<usize>,
}

impl<C: Counter> Tables<C> {
    pub(crate) fn build(game: &Game, moves: &Moves<C>) -> Result<Tables<C>, Overflow> {
        let mut slot_of_start = BTreeMap::new();
        let mut distinct = Vec::new();
        let mut of_player = Vec::with_capacity(game.players());
        for &start in game.starts() {
            let slot = match slot_of_start.get(&start) {
                Some(&slot) => slot,
                None => {
                    distinct.push(table(game.rules(), start, moves)?);
                    slot_of_start.insert(start, distinct.len() - 1);
                    distinct.len() - 1
                }
            };
            of_player.push(slot);
        }
        Ok(Tables {
            distinct,
            of_player,
        })
    }

    pub(crate) fn player(&self, i: usize) -> &PlayerTable<C> {
        &self.distinct[self.of_player[i]]
    }

    pub(crate) fn players(&self) -> usize {
        self.of_player.len()
    }
}

/// Combines players' tables round by round. For every round `t` and player `i` it calls
/// `visit(t, i, columnᵢ[t] · Πⱼ<ᵢ aliveⱼ[t] · Πⱼ>ᵢ aliveⱼ[t − 1])` when `columnᵢ[t]` is not zero.
///
/// With `column = wins` that is the universes player `i` wins in round `t`; with
/// `column = alive` it is the universes still undecided right after player `i`'s turn.
pub(crate) fn by_round<C: Counter>(
    tables: &Tables<C>,
    column: impl Fn(&PlayerTable<C>) -> &[C],
    mut visit: impl FnMut(usize, usize, C) -> Result<(), Overflow>,
) -> Result<(), Overflow> {
    let n = tables.players();
    // After round `last`, some player has no universe left, so every later term is zero.
    let last = (0..n)
        .map(|i| tables.player(i).last_turn())
        .min()
        .unwrap_or(0);
    // suffix[i] = product of alive[t − 1] over the players after i.
    let mut suffix = vec![C::default(); n + 1];
    for round in 1..=last {
        suffix[n] = C::from_u64(1);
        for i in (0..n).rev() {
            suffix[i] = C::product(&suffix[i + 1], &tables.player(i).alive[round - 1])?;
        }
        let mut prefix = C::from_u64(1);
        for i in 0..n {
            let table = tables.player(i);
            let own = &column(table)[round];
            if !own.is_zero() {
                let mut term = C::product(own, &prefix)?;
                term.mul_assign_checked(&suffix[i + 1])?;
                visit(round, i, term)?;
            }
            prefix.mul_assign_checked(&table.alive[round])?;
        }
    }
    Ok(())
}

/// Universes won by each player.
pub(crate) fn wins<C: Counter>(game: &Game, moves: &Moves<C>) -> Result<Vec<C>, Overflow> {
    let tables = Tables::build(game, moves)?;
    let mut totals = vec![C::default(); game.players()];
    by_round(
        &tables,
        |t| &t.wins,
        |_, player, won| totals[player].add_assign_checked(&won),
    )?;
    Ok(totals)
}

/// What one player can reach, found without counting: which cells are live, on which turns.
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
/// move raises the score, so this order is topological). Costs one pass over `B · target` cells.
pub(crate) fn reach(rules: &Rules, start: u32, distances: &[u32]) -> Reach {
    let board = rules.board() as usize;
    let target = rules.dirac_target() as usize;
    let unseen = u32::MAX;
    let mut fewest = vec![unseen; board * target];
    let mut most = vec![0_u32; board * target];
    fewest[(start as usize - 1) * target] = 0;
    let mut out = Reach {
        cells: 0,
        cell_turns: 0,
        max_turns: 0,
    };
    for score in 0..target {
        for space in 0..board {
            let cell = space * target + score;
            if fewest[cell] == unseen {
                continue;
            }
            let (lo, hi) = (fewest[cell], most[cell]);
            out.cells += 1;
            out.cell_turns += u64::from(hi - lo) + 1;
            for &distance in distances {
                let landed = (space + distance as usize) % board;
                let new_score = score + landed + 1;
                if new_score >= target {
                    out.max_turns = out.max_turns.max(u64::from(hi) + 1);
                } else {
                    let to = landed * target + new_score;
                    fewest[to] = fewest[to].min(lo + 1);
                    most[to] = most[to].max(hi + 1);
                }
            }
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn seed_003_table_for_a_player_starting_on_3() {
        let rules = Rules::default();
        let moves = Moves::<u64>::new(3, 3, 10).unwrap();
        let t = table(&rules, 3, &moves).unwrap();
        assert_eq!(
            t.wins,
            [
                0, 0, 0, 5401, 267290, 2573275, 15358599, 37322440, 28186346, 3837558, 22032
            ]
        );
        assert_eq!(
            t.alive,
            [
                1, 27, 729, 14282, 118324, 621473, 1421172, 1049204, 142162, 816, 0
            ]
        );
    }

    #[test]
    fn every_universe_either_wins_or_lives_on() {
        // wins[t] + alive[t] = 27 · alive[t − 1]: no universe is lost or counted twice.
        let rules = Rules::default();
        let moves = Moves::<u64>::new(3, 3, 10).unwrap();
        for start in 1..=10 {
            let t = table(&rules, start, &moves).unwrap();
            for turn in 1..=t.last_turn() {
                assert_eq!(t.wins[turn] + t.alive[turn], 27 * t.alive[turn - 1]);
            }
        }
    }

    #[test]
    fn reach_bounds_the_table() {
        let rules = Rules::default();
        let moves = Moves::<u64>::new(3, 3, 10).unwrap();
        let distances: Vec<u32> = moves.steps().iter().map(|&(d, _)| d).collect();
        for start in 1..=10 {
            let t = table(&rules, start, &moves).unwrap();
            let r = reach(&rules, start, &distances);
            assert_eq!(r.max_turns, t.last_turn() as u64, "start {start}");
            assert!(r.cells <= 210 && r.cell_turns >= r.cells);
        }
    }
}
