//! The multi-word kernel: each cell a fixed number of 64-bit words, the same for a whole layer
//! and just enough for that turn.
//!
//! As in the [narrow](super::narrow) kernel, every count of a turn is at most
//! `playing · F^R`, so that bound, computed exactly once per turn, gives the number of words the
//! next layer's cells need. Counts grow by about `log₂ F^R` bits a turn, so early layers are one
//! word wide and a game to 1000 points ends around 32 words: far cheaper than a heap-allocated
//! big integer per cell. A multiply-add of a cell by a move's weight (below 2^63) is one pass
//! over the words with a carry.

use num_bigint::BigUint;
use num_traits::{One, Zero};

use super::{Built, Column, Declined, Geometry, Table, Windows};

/// The kernels' one signature (see `Build` in [`super::dispatch`]): the tables of `starts`, exact for counts
/// of any size (never `Declined`).
pub(super) fn tables(geo: &Geometry, starts: &[u32]) -> Result<Built, Declined> {
    Ok(starts.iter().map(|&start| table(geo, start)).collect())
}

/// The table of a player starting on `start`, exact for counts of any size.
pub(super) fn table(geo: &Geometry, start: u32) -> Table {
    let (board, target) = (geo.board, geo.target);
    let cells = board * target;
    let (mut width, mut next_width) = (1, 1);
    let mut layer = vec![0_u64; cells];
    let mut next = Vec::new();
    let mut live = Windows::empty(board);
    let mut landed = Windows::empty(board);
    let row = start as usize - 1;
    layer[row * target] = 1;
    live.extend(row, 0, 1);

    let total = BigUint::from(geo.total);
    let (mut reached, mut playing) = (vec![BigUint::zero()], vec![BigUint::one()]);
    let mut now = BigUint::one();
    let mut won = Vec::new();
    // Per destination cell, where its sources start in `layer` and their weights.
    let mut sources: Vec<(usize, u64)> = Vec::with_capacity(geo.moves.len());
    let mut rows_in: Vec<(usize, usize, usize, u64)> = Vec::with_capacity(geo.moves.len());
    while !now.is_zero() {
        let bound = &now * &total;
        let words = usize::try_from(bound.bits().div_ceil(64)).unwrap_or(usize::MAX);
        // The next layer is laid out afresh at its own width; every cell that will be read is
        // written whole below.
        next_width = next_width.max(words);
        // An eighth to spare: a doubling growth would hold up to twice the layer, and an exact
        // one move the whole layer every time a count needs one word more.
        let needed = cells * next_width;
        if next.capacity() < needed {
            next.reserve_exact(needed + needed / 8 - next.len());
        }
        next.resize(needed, 0);
        for (from, lo, hi) in live.rows() {
            geo.land(from, lo, hi, &mut landed);
        }
        // Words of a source past `words` are zero (a count playing before the turn is below
        // the bound): leave them out.
        let used = width.min(words);
        for (to, lo, hi) in landed.rows() {
            // The rows that land on `to`, with their live windows (empty ones included: no
            // score is inside them), once per row.
            rows_in.clear();
            for m in &geo.moves {
                let from = (to + board - m.distance) % board;
                let (from_lo, from_hi) = live.window(from);
                rows_in.push((from * target, from_lo, from_hi, m.weight));
            }
            for score in lo..hi {
                // Landing on `to` scores `to + 1`: the source had `score − to − 1` points.
                sources.clear();
                if let Some(before) = score.checked_sub(to + 1) {
                    for &(row_at, from_lo, from_hi, weight) in &rows_in {
                        if from_lo <= before && before < from_hi {
                            sources.push(((row_at + before) * width, weight));
                        }
                    }
                }
                crate::steps::add(crate::work::Op::CellMove, sources.len() * used.max(1));
                let to_at = (to * target + score) * words;
                pull(&mut next[to_at..to_at + words], &layer, used, &sources);
            }
        }
        won.clear();
        won.resize(words, 0);
        for (from, lo, hi) in live.rows() {
            for r in geo.routes(from) {
                crate::steps::add(
                    crate::work::Op::CellMove,
                    hi.saturating_sub(r.reach.max(lo)) * width.max(1),
                );
                for score in r.reach.max(lo)..hi {
                    let at = (from * target + score) * width;
                    mul_add(&mut won, &layer[at..at + width], r.weight);
                }
            }
        }
        let won_now = BigUint::from_slice(&to_u32_words(&won));
        now = bound - &won_now;
        reached.push(won_now);
        playing.push(now.clone());
        std::mem::swap(&mut layer, &mut next);
        std::mem::swap(&mut live, &mut landed);
        landed.clear();
        width = words;
    }
    Table {
        reached: Column::Big(reached),
        playing: Column::Big(playing),
    }
}

/// `dest = Σ weight · source`, each source the `used` words of `layer` from its start, in one
/// pass over the words: every product of a word is added into a `u128` with the carry of the
/// word before. That cannot overflow: the weights add up to `F^R < 2^63`, so the sum stays
/// below `2^127` and the carry below `2^63`.
#[allow(clippy::cast_possible_truncation)]
fn pull(dest: &mut [u64], layer: &[u64], used: usize, sources: &[(usize, u64)]) {
    let mut carry = 0_u128;
    for (j, d) in dest.iter_mut().enumerate() {
        let mut acc = carry;
        if j < used {
            for &(at, weight) in sources {
                acc += u128::from(layer[at + j]) * u128::from(weight);
            }
        }
        *d = acc as u64;
        carry = acc >> 64;
    }
}

/// `dest += source · weight`, in words of 64 bits, least significant first.
///
/// `dest` is wide enough for the result (the turn's bound), and any words of `source` past it
/// are zero (a count playing before the turn is below the bound), so they are skipped.
#[allow(clippy::cast_possible_truncation)]
pub(super) fn mul_add(dest: &mut [u64], source: &[u64], weight: u64) {
    let source = &source[..source.len().min(dest.len())];
    let mut carry = 0_u64;
    for (d, &s) in dest.iter_mut().zip(source) {
        let t = u128::from(s) * u128::from(weight) + u128::from(*d) + u128::from(carry);
        *d = t as u64;
        carry = (t >> 64) as u64;
    }
    for d in &mut dest[source.len()..] {
        if carry == 0 {
            break;
        }
        let (sum, overflowed) = d.overflowing_add(carry);
        *d = sum;
        carry = u64::from(overflowed);
    }
}

/// Words of 64 bits, least significant first, as the 32-bit digits `BigUint::from_slice` takes.
#[allow(clippy::cast_possible_truncation)]
pub(crate) fn to_u32_words(words: &[u64]) -> Vec<u32> {
    words
        .iter()
        .flat_map(|&w| [w as u32, (w >> 32) as u32])
        .collect()
}
