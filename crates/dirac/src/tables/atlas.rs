//! Every start's table for every target up to a largest, in one backward pass.
//!
//! The backward pass ([`super::reverse`]) counts, for a cell `(space, score)`, the roll
//! sequences that finish from it in exactly `k` turns. Index the cell by the points it still
//! needs, `p = target − score`, instead of its score: then nothing in the count depends on the
//! target. A move landing on space `v` finishes when `v ≥ p`, and otherwise leads to the cell
//! `(v, p − v)`, which needs fewer points: so cells are solved in increasing order of `p`, and
//! the cell `(s, T)` is the table of a player starting on `s` when the target is `T`, for
//! every `T` up to the largest. One pass to the largest target gives every start's table at
//! every smaller target: the tables of `T` sweeps cost what one sweep's tables cost.
//!
//! Counts are exact at any size: the coefficient of `k` turns is at most `(F^R)^k`, so it is
//! kept in just the words that bound needs, each added to with one multiply-add a word.

use num_bigint::BigUint;

use super::wide::{mul_add, to_u32_words};
use super::{Column, Geometry, Table};

/// Per cell `(need − 1)·B + space`, the turns it finishes in, `lo..=hi`: a pass over the
/// cells with no counts, `B · max_target · moves` steps.
fn ranges(
    board: usize,
    routes: &[(usize, u64)],
    moves: usize,
    max_target: usize,
) -> Vec<(usize, usize)> {
    let cell = |space: usize, need: usize| (need - 1) * board + space;
    let mut range = vec![(0_usize, 0_usize); board * max_target];
    for need in 1..=max_target {
        for from in 0..board {
            let (mut lo, mut hi) = (usize::MAX, 0);
            for &(to, _) in &routes[from * moves..(from + 1) * moves] {
                let (child_lo, child_hi) = if to + 1 >= need {
                    (0, 0)
                } else {
                    range[cell(to, need - to - 1)]
                };
                lo = lo.min(child_lo + 1);
                hi = hi.max(child_hi + 1);
            }
            range[cell(from, need)] = (lo, hi);
        }
    }
    range
}

/// Each move's destination and weight, out of every space in turn.
fn routes(geo: &Geometry) -> Vec<(usize, u64)> {
    let board = geo.board;
    (0..board)
        .flat_map(|from| {
            geo.moves
                .iter()
                .map(move |m| ((from + m.distance) % board, m.weight))
        })
        .collect()
}

/// The longest game of any start at each target from 1 to `max_target`, in turns: what the
/// estimates of a sweep and an atlas bound their counts' widths by, from the pass of
/// [`ranges`] alone.
pub(crate) fn longest_games(geo: &Geometry, max_target: usize) -> Vec<usize> {
    let board = geo.board;
    let range = ranges(board, &routes(geo), geo.moves.len(), max_target);
    range
        .chunks_exact(board)
        .map(|need| need.iter().map(|r| r.1).max().unwrap_or(0))
        .collect()
}

/// The words a coefficient of `k` turns takes: `(F^R)^k` has at most `k · bits(F^R)` bits.
fn words(k: usize, turn_bits: usize) -> usize {
    (k * turn_bits).div_ceil(64).max(1)
}

/// Every start's table at each target of `targets` (from 1), in the order given, from one pass
/// to the largest: `tables[k][s − 1]` is the table of a player starting on space `s` when the
/// target is `targets[k]`. `geo` gives the board and the moves (its own target is not used).
pub(crate) fn every_target(geo: &Geometry, targets: &[usize]) -> Vec<Vec<Table>> {
    let max_target = targets.iter().copied().max().unwrap_or(0);
    let board = geo.board;
    let cells = board * max_target;
    let turn_bits = (64 - geo.total.leading_zeros()) as usize;
    let routes = routes(geo);
    let moves = geo.moves.len();
    let cell = |space: usize, need: usize| (need - 1) * board + space;
    let range = ranges(board, &routes, moves, max_target);
    // `place[k]`: where the coefficient of `k` turns starts, counted from that of turn 0.
    let longest = range.iter().map(|r| r.1).max().unwrap_or(0);
    let mut place = Vec::with_capacity(longest + 2);
    place.push(0);
    for k in 0..=longest {
        place.push(place[k] + words(k, turn_bits));
    }
    let mut at = vec![0_usize; cells];
    // Laid out once at its whole size: grown by doubling, it held up to twice its words.
    let whole: usize = range
        .iter()
        .map(|&(lo, hi)| place[hi + 1] - place[lo])
        .sum();
    let mut arena: Vec<u64> = Vec::with_capacity(whole);
    for need in 1..=max_target {
        for from in 0..board {
            let here = cell(from, need);
            let (lo, hi) = range[here];
            let base = arena.len();
            arena.resize(base + place[hi + 1] - place[lo], 0);
            crate::steps::add(
                crate::work::Op::CellMove,
                moves * (place[hi + 1] - place[lo]),
            );
            let (solved, this) = arena.split_at_mut(base);
            for &(to, weight) in &routes[from * moves..(from + 1) * moves] {
                if to + 1 >= need {
                    // Finishes on this move: one turn.
                    this[place[1] - place[lo]] += weight;
                    continue;
                }
                let child = cell(to, need - to - 1);
                let (child_lo, child_hi) = range[child];
                for k in child_lo..=child_hi {
                    let source = at[child] + place[k] - place[child_lo];
                    let source = &solved[source..source + words(k, turn_bits)];
                    let dest = place[k + 1] - place[lo];
                    mul_add(
                        &mut this[dest..dest + words(k + 1, turn_bits)],
                        source,
                        weight,
                    );
                }
            }
            at[here] = base;
        }
    }
    targets
        .iter()
        .map(|&target| {
            (0..board)
                .map(|space| {
                    let here = cell(space, target);
                    let (lo, hi) = range[here];
                    let coefficient = |k: usize| {
                        let from = at[here] + place[k] - place[lo];
                        &arena[from..from + words(k, turn_bits)]
                    };
                    table(lo, hi, coefficient, geo.total)
                })
                .collect()
        })
        .collect()
}

/// A start's table from its coefficients `lo..=hi` (`reached[k]`), in machine words when every
/// count of the table fits them, else in big integers.
fn table<'a>(lo: usize, hi: usize, coefficient: impl Fn(usize) -> &'a [u64], total: u64) -> Table {
    let narrow = total
        .checked_pow(u32::try_from(hi).unwrap_or(u32::MAX))
        .is_some();
    if narrow {
        let mut reached = vec![0_u64; hi + 1];
        for (k, r) in reached.iter_mut().enumerate().skip(lo) {
            *r = coefficient(k)[0];
        }
        return super::reverse::with_playing(reached, total);
    }
    let mut reached = vec![BigUint::default(); hi + 1];
    for (k, r) in reached.iter_mut().enumerate().skip(lo) {
        *r = BigUint::from_slice(&to_u32_words(coefficient(k)));
    }
    let total = BigUint::from(total);
    let mut playing = Vec::with_capacity(hi + 1);
    let mut now = BigUint::from(1_u32);
    playing.push(now.clone());
    for r in &reached[1..] {
        now = now * &total - r;
        playing.push(now.clone());
    }
    Table {
        reached: Column::Big(reached),
        playing: Column::Big(playing),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::tables::tests::rules;
    use crate::tables::{Dice, PlayerTable, every_start};

    #[test]
    fn every_target_s_tables_are_each_target_s_own() {
        for (board, rolls, faces, max) in
            [(10, 3, 3, 60), (1, 1, 1, 5), (7, 2, 4, 30), (3, 5, 2, 40)]
        {
            let rules = |target: u64| rules(board, rolls, faces, target);
            let Dice::Machine(geo) = Dice::of(&rules(max), crate::tables::kernel::Kernel::active())
            else {
                panic!("small dice")
            };
            let max = usize::try_from(max).unwrap();
            let targets: Vec<usize> = (1..=max).collect();
            let atlas = every_target(&geo, &targets);
            assert_eq!(atlas.len(), max);
            for (target, tables) in (1_u64..).zip(&atlas) {
                let own = every_start(
                    &rules(target),
                    &Dice::of(&rules(target), crate::tables::kernel::Kernel::active()),
                );
                for (start, (a, b)) in (1..).zip(tables.iter().zip(&own)) {
                    assert_eq!(
                        PlayerTable::from(a),
                        PlayerTable::from(b),
                        "board {board}, target {target}, start {start}"
                    );
                }
            }
        }
    }
}
