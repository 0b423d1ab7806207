//! Every start's table at once, by working backwards from the target.
//!
//! For a cell `(space, score)`, let `finish[k]` be the number of roll sequences that take a
//! player from that cell to the target in exactly `k` turns. A move that reaches the target
//! contributes to `k = 1`; any other move contributes its destination's `finish`, one turn
//! later. Cells are solved in decreasing order of score (every move raises the score), so each
//! cell needs only cells already solved, and the table of a player starting on space `p` is
//! `finish` of the cell `(p, 0)`: `reached[t] = finish[t]`.
//!
//! This computes all `B` tables in one pass over the `B · target` cells, about as much work as
//! two or three tables forward: the method of choice for a sweep over every start. Each cell
//! keeps only its range of `k` (from its fastest to its slowest finish).
//!
//! A coefficient for `k` turns counts sequences of `k` turns, so it is at most `(F^R)^k`: when
//! that fits in 64 bits for every `k` used, nothing can overflow; otherwise the kernel declines
//! and the tables are built forward.

use super::{Built, Column, Declined, Geometry, Table};

/// The kernels' one signature (see `Build` in [`super::dispatch`]): the tables of `starts`, all
/// worked out at once backwards, or `Declined` when their counts may pass 64 bits. Each table
/// is moved out, not copied; only a start asked for twice is copied.
pub(super) fn tables(geo: &Geometry, starts: &[u32]) -> Result<Built, Declined> {
    let mut all: Vec<Option<Table>> = all_starts(geo)
        .ok_or(Declined)?
        .into_iter()
        .map(Some)
        .collect();
    let mut out = Built::with_capacity(starts.len());
    for (i, &start) in starts.iter().enumerate() {
        let slot = start as usize - 1;
        let table = match all[slot].take() {
            Some(table) => table,
            None => out[starts[..i].iter().position(|&s| s == start).unwrap_or(0)].clone(),
        };
        out.push(table);
    }
    Ok(out)
}

/// The tables of players starting on spaces `1..=B`, or `None` when their counts may pass 64
/// bits.
pub(super) fn all_starts(geo: &Geometry) -> Option<Vec<Table>> {
    let (board, target) = (geo.board, geo.target);
    let cells = board * target;
    // Per cell: the range `lo..=hi` of turns to finish, and where its coefficients start.
    let mut range = vec![(0_usize, 0_usize); cells];
    let mut at = vec![0_usize; cells];
    // A cell finishes within a few turns' range: room for eight spares most reallocations.
    let mut arena: Vec<u64> = Vec::with_capacity(cells * 8);
    for score in (0..target).rev() {
        for from in 0..board {
            let (mut lo, mut hi) = (usize::MAX, 0);
            for r in geo.routes(from) {
                let (child_lo, child_hi) = if score >= r.reach {
                    (0, 0)
                } else {
                    range[r.offset + score]
                };
                lo = lo.min(child_lo + 1);
                hi = hi.max(child_hi + 1);
            }
            // Coefficients of up to `hi` turns are at most (F^R)^hi: that must fit.
            geo.total.checked_pow(u32::try_from(hi).ok()?)?;
            let base = arena.len();
            arena.resize(base + hi - lo + 1, 0);
            crate::steps::add(
                crate::work::Op::CellMove,
                geo.routes(from).len() * (hi - lo + 1),
            );
            let (solved, this) = arena.split_at_mut(base);
            for r in geo.routes(from) {
                if score >= r.reach {
                    this[1 - lo] += r.weight;
                } else {
                    let child = r.offset + score;
                    let (child_lo, child_hi) = range[child];
                    let source = &solved[at[child]..=at[child] + child_hi - child_lo];
                    let dest = &mut this[child_lo + 1 - lo..];
                    for (d, &x) in dest.iter_mut().zip(source) {
                        *d += x * r.weight;
                    }
                }
            }
            // The range is tight: some sequence finishes in `lo` turns and some in `hi`.
            debug_assert!(
                this.first().is_some_and(|&k| k != 0) && this.last().is_some_and(|&k| k != 0),
                "range {lo}..={hi}"
            );
            let cell = from * target + score;
            range[cell] = (lo, hi);
            at[cell] = base;
        }
    }
    let tables = (0..board)
        .map(|space| {
            let cell = space * target;
            let (lo, hi) = range[cell];
            let mut reached = vec![0_u64; hi + 1];
            reached[lo..].copy_from_slice(&arena[at[cell]..=at[cell] + hi - lo]);
            with_playing(reached, geo.total)
        })
        .collect();
    Some(tables)
}

/// A start's table from its `reached` column, `total = F^R` universes a turn: `playing[0] = 1`
/// and `playing[t] = total · playing[t − 1] − reached[t]`, exact when `total^t` fits 64 bits
/// for every turn `t` of the column (`playing[t] ≤ total^t`), as the callers check.
pub(super) fn with_playing(reached: Vec<u64>, total: u64) -> Table {
    let mut playing = Vec::with_capacity(reached.len());
    let mut now = 1_u64;
    playing.push(now);
    for &w in &reached[1..] {
        now = now * total - w;
        playing.push(now);
    }
    Table {
        reached: Column::Narrow(reached),
        playing: Column::Narrow(playing),
    }
}
