//! The `u64` kernel: one machine word per cell, or two 32-bit lanes.
//!
//! Overflow is ruled out once per turn, not once per multiply-add: every count computed in a
//! turn (a cell of the next layer, or the universes that reach the target) is at most
//! `playing · F^R`, the universes playing before the turn times the ways to play it. When that
//! product fits, plain arithmetic is exact for the whole turn; when it does not, the kernel
//! stops and the caller moves to a wider one.
//!
//! **Two players for the price of one.** When every count of two players' tables fits in 32
//! bits (the puzzle's counts peak below 10^8), both tables are computed in one pass: each cell
//! holds the first player's count in its low 32 bits and the second's in its high 32 bits.
//! Multiplying by a weight and adding never carries from one lane into the other while each
//! lane stays below 2^32, which the per-turn bound checks lane by lane. The live cells of the
//! two tables overlap, so the pair costs about as much as one table.
//!
//! A layer is a dense `B × target` array, but only each row's live window of scores is visited,
//! and each live cell is read once and fanned out over the turn's distinct moves.

use super::{Built, Column, Declined, Geometry, Table, Windows};

/// The kernels' one signature (see `Build` in [`super::dispatch`]): the tables of one or two players,
/// starting on `starts` (1-based), in one pass; `Declined` if a count passes its lane (64 bits
/// alone, 32 bits for a pair).
pub(super) fn tables(geo: &Geometry, starts: &[u32]) -> Result<Built, Declined> {
    let lanes = starts.len();
    debug_assert!(lanes == 1 || lanes == 2);
    let lane_bits = 64 / lanes;
    let lane_max = u64::MAX >> (64 - lane_bits);
    let (board, target) = (geo.board, geo.target);
    let mut layer = vec![0_u64; board * target];
    let mut next = layer.clone();
    let mut live = Windows::empty(board);
    let mut landed = Windows::empty(board);
    for (lane, &start) in starts.iter().enumerate() {
        let row = start as usize - 1;
        layer[row * target] += 1 << (lane_bits * lane);
        live.extend(row, 0, 1);
    }

    // A player lasts at most `target` turns: size the columns once.
    let column = |first| {
        let mut c = Vec::with_capacity(target + 1);
        c.push(first);
        c
    };
    let mut columns: Vec<(Vec<u64>, Vec<u64>)> =
        (0..lanes).map(|_| (column(0), column(1))).collect();
    let mut now = [1_u64; 2];
    while now[..lanes].iter().any(|&n| n > 0) {
        // The bound of the module docs, lane by lane: nothing below can pass it, so `+` and
        // `*` are exact and never carry from one lane into the other.
        let mut bound = [0_u64; 2];
        for lane in 0..lanes {
            bound[lane] = now[lane]
                .checked_mul(geo.total)
                .filter(|&b| b <= lane_max)
                .ok_or(Declined)?;
        }
        let mut won = 0_u64;
        for (from, lo, hi) in live.rows() {
            geo.land(from, lo, hi, &mut landed);
            let routes = geo.routes(from);
            crate::steps::add(crate::work::Op::CellMove, (hi - lo) * routes.len());
            let row = &mut layer[from * target..(from + 1) * target];
            for (score, cell) in row.iter_mut().enumerate().take(hi).skip(lo) {
                let universes = std::mem::take(cell);
                if universes == 0 {
                    continue;
                }
                for r in routes {
                    if score < r.reach {
                        next[r.offset + score] += universes * r.weight;
                    } else {
                        won += universes * r.weight;
                    }
                }
            }
        }
        for (lane, (reached, playing)) in columns.iter_mut().enumerate() {
            if now[lane] == 0 {
                continue;
            }
            let lane_won = (won >> (lane_bits * lane)) & lane_max;
            // Every universe playing before the turn splits `total` ways; those that won leave.
            now[lane] = bound[lane] - lane_won;
            reached.push(lane_won);
            playing.push(now[lane]);
        }
        std::mem::swap(&mut layer, &mut next);
        std::mem::swap(&mut live, &mut landed);
        landed.clear();
    }
    Ok(columns
        .into_iter()
        .map(|(reached, playing)| Table {
            reached: Column::Narrow(reached),
            playing: Column::Narrow(playing),
        })
        .collect())
}
