//! The dense kernel: whole rows of a layer at a time, in the widest vectors the CPU has.
//!
//! # The insight: a destination row pulls whole source rows
//!
//! Where a cell lands depends on the move, but the points it scores depend only on the space it
//! lands on. So gather by destination: every universe arriving on space `to` in a turn comes
//! from a row `(to − d) mod B` for one of the distinct moves `d`, and all of them score the same
//! `to + 1` points. A destination row is therefore a weighted sum of whole source rows,
//!
//! ```text
//! arriving[to] = Σ_d weight(d) · layer[(to − d) mod B]        (one multiply-add a move and score)
//! next[to][s + to + 1] = arriving[to][s]  while s + to + 1 < target, else the universes reach it
//! ```
//!
//! The sum runs over every score of the row at once: no branch, no gather, a multiply-add per
//! lane, so it vectorises. Rows are padded to a multiple of 16 lanes (one 512-bit vector of
//! `u32`), and the scores that cannot be live yet (below `t − 1` or above `(t − 1) · B` before
//! turn `t`) are skipped a vector at a time.
//!
//! Counts take the narrowest lane that the per-turn bound of `tables::narrow` allows: `u32`
//! when `playing · F^R` fits 32 bits (the puzzle), else `u64`; when neither fits the caller
//! moves to the multi-word kernel. The code is plain Rust, compiled once for each instruction
//! set that [`pulp`] detects at run time (see [`crate::tables::kernel`]).

use std::marker::PhantomData;

use super::{Built, Column, Declined, Geometry, Table};
use crate::num::Overflow;

/// Counts in a row are padded to a multiple of this many lanes.
const CHUNK: usize = 16;

/// The largest layer the dense kernel takes, in cells, and the longest row, in vectors: beyond
/// them the sparse kernels, which visit only live cells, do less work (a target of 1000 ran in
/// 264 ms dense against 142 ms sparse).
const MAX_CELLS: usize = 1 << 15;
const MAX_CHUNKS: usize = 4;

/// The table of a player starting on `start` (1-based), in `u32` lanes or else `u64` lanes, in
/// the instruction set of the active kernel (the best detected, or the one `DIRAC_KERNEL`
/// names); `None` if the layer is too large for this kernel or a count passes 64 bits.
pub(super) fn table(geo: &Geometry, start: u32) -> Option<Table> {
    if !fits(geo.board, geo.target) {
        return None;
    }
    in_kernel::<u32>(geo, start)
        .or_else(|Overflow| in_kernel::<u64>(geo, start))
        .ok()
}

/// The table in `L` lanes, in the instruction set of the kernel the plan chose
/// ([`Geometry::kernel`]).
fn in_kernel<L: Lane>(geo: &Geometry, start: u32) -> Result<Table, Overflow> {
    match geo.kernel {
        crate::tables::kernel::Kernel::Avx2 => match pulp::x86::V3::try_new() {
            Some(simd) => pulp::Simd::vectorize(simd, Dense::<L>::new(geo, start)),
            None => run::<L>(geo, start),
        },
        _ => pulp::Arch::new().dispatch(Dense::<L>::new(geo, start)),
    }
}

/// The kernels' one signature (see `Build` in [`super::dispatch`]): the tables of `starts`, or `Declined`
/// when the layer is too large for this kernel or a count passes 64 bits.
pub(super) fn tables(geo: &Geometry, starts: &[u32]) -> Result<Built, Declined> {
    starts
        .iter()
        .map(|&start| table(geo, start).ok_or(Declined))
        .collect()
}

/// Whether a layer of `board` rows to `target` is small enough for this kernel: targets of up
/// to 64 (four vectors of 16 lanes a row) and at most 2^15 lanes in all.
pub(super) fn fits(board: usize, target: usize) -> bool {
    let chunks = target.div_ceil(CHUNK);
    chunks <= MAX_CHUNKS && board.saturating_mul(chunks * CHUNK) <= MAX_CELLS
}

/// The same table in `L` lanes, on whatever instruction set this build's baseline has: the
/// reference the dispatched versions are tested against.
#[cfg(test)]
pub(super) fn table_scalar<L: Lane>(geo: &Geometry, start: u32) -> Result<Table, Overflow> {
    run::<L>(geo, start)
}

/// The same table through the AVX2 build of the kernel, where the CPU has AVX2, whatever the
/// best instruction set is: so that a machine with AVX-512 tests the AVX2 path too.
#[cfg(all(test, target_arch = "x86_64"))]
pub(super) fn table_avx2<L: Lane>(geo: &Geometry, start: u32) -> Option<Result<Table, Overflow>> {
    pulp::x86::V3::try_new().map(|simd| pulp::Simd::vectorize(simd, Dense::<L>::new(geo, start)))
}

/// A lane of a row: `u32` or `u64`.
pub(super) trait Lane: Copy + Default {
    /// The largest count a lane holds.
    const MAX: u64;
    /// `x`, which the caller has checked is at most `MAX`.
    fn from_u64(x: u64) -> Self;
    fn to_u64(self) -> u64;
    /// `self + x · w`, which the per-turn bound keeps below `MAX` (wrapping never happens, and
    /// wrapping operations keep the loop free of overflow checks).
    fn mul_add(self, x: Self, w: Self) -> Self;
    /// `self + x`, under the same bound.
    fn add(self, x: Self) -> Self;
    /// `self & mask`.
    fn and(self, mask: Self) -> Self;
}

/// `Lane` for an unsigned machine integer: wrapping operations, which the per-turn bound keeps
/// from ever wrapping.
macro_rules! lane {
    ($t:ty) => {
        impl Lane for $t {
            const MAX: u64 = <$t>::MAX as u64;
            #[inline(always)]
            #[allow(clippy::cast_possible_truncation)]
            fn from_u64(x: u64) -> Self {
                x as $t
            }
            #[inline(always)]
            fn to_u64(self) -> u64 {
                u64::from(self)
            }
            #[inline(always)]
            fn mul_add(self, x: Self, w: Self) -> Self {
                self.wrapping_add(x.wrapping_mul(w))
            }
            #[inline(always)]
            fn add(self, x: Self) -> Self {
                self.wrapping_add(x)
            }
            #[inline(always)]
            fn and(self, mask: Self) -> Self {
                self & mask
            }
        }
    };
}

lane!(u32);
lane!(u64);

/// One table, as an operation that [`pulp::Arch::dispatch`] compiles per instruction set.
struct Dense<'a, L> {
    geo: &'a Geometry,
    start: u32,
    lane: PhantomData<L>,
}

impl<'a, L> Dense<'a, L> {
    fn new(geo: &'a Geometry, start: u32) -> Self {
        Dense {
            geo,
            start,
            lane: PhantomData,
        }
    }
}

impl<L: Lane> pulp::WithSimd for Dense<'_, L> {
    type Output = Result<Table, Overflow>;

    #[inline(always)]
    fn with_simd<S: pulp::Simd>(self, _: S) -> Self::Output {
        run::<L>(self.geo, self.start)
    }
}

/// A vector's worth of lanes.
type Chunk<L> = [L; CHUNK];

/// The pulls into vectors `c..c + K` of a destination row, summed in registers.
#[inline(always)]
fn pull<L: Lane, const K: usize>(
    layer: &[Chunk<L>],
    pulls: &[(usize, L)],
    c: usize,
) -> [Chunk<L>; K] {
    let mut acc = [[L::default(); CHUNK]; K];
    for &(from, w) in pulls {
        for (a, x) in acc.iter_mut().zip(&layer[from + c..from + c + K]) {
            for (a, &x) in a.iter_mut().zip(x) {
                *a = a.mul_add(x, w);
            }
        }
    }
    acc
}

/// Stores vectors `c..c + K` of a destination row, and adds to `won` their lanes at `cut` or
/// past it (lane `k` of vector `c` is at `c · 16 + k`). `past` is 16 lanes of zeros then 16 of
/// ones: its window from `16 − p` selects the lanes from `p` on, with no comparison a lane.
#[inline(always)]
fn keep<L: Lane, const K: usize>(
    acc: [Chunk<L>; K],
    c: usize,
    cut: usize,
    past: &[L; 2 * CHUNK],
    out: &mut [L],
    won: &mut Chunk<L>,
) {
    out.copy_from_slice(acc.as_flattened());
    for (j, chunk) in acc.iter().enumerate() {
        let from = cut.saturating_sub((c + j) * CHUNK).min(CHUNK);
        let mask = &past[CHUNK - from..2 * CHUNK - from];
        for ((w, &x), &m) in won.iter_mut().zip(chunk).zip(mask) {
            *w = w.add(x.and(m));
        }
    }
}

#[inline(always)]
fn run<L: Lane>(geo: &Geometry, start: u32) -> Result<Table, Overflow> {
    let (board, target) = (geo.board, geo.target);
    // A row holds the scores `0..target` in `chunks` vectors, placed so that the target falls
    // on a vector's edge (score `s` in lane `s + offset`), then room for the shift: landing on
    // row `to` moves a vector `to + 1` lanes up with one unaligned store, and what passes the
    // target lands in the room, whole vectors of universes that reached it.
    let chunks = target.div_ceil(CHUNK);
    let offset = chunks * CHUNK - target;
    let row_chunks = chunks + board.div_ceil(CHUNK);
    let moves = geo.moves.len();
    // sources[to · moves + j]: where the row that move j brings to row `to` starts, and the
    // move's weight (at most F^R: if that does not fit a lane, the first turn's bound fails
    // before any weight is used).
    let mut sources: Vec<(usize, L)> = Vec::with_capacity(board * moves);
    for to in 0..board {
        for m in &geo.moves {
            // Distances are below the board.
            let from = if to >= m.distance {
                to - m.distance
            } else {
                to + board - m.distance
            };
            sources.push((from * row_chunks, L::from_u64(m.weight)));
        }
    }

    let zero = [L::default(); CHUNK];
    let past: [L; 2 * CHUNK] =
        std::array::from_fn(|k| L::from_u64(if k < CHUNK { 0 } else { L::MAX }));
    let mut layer: Vec<Chunk<L>> = vec![zero; board * row_chunks];
    let mut next = layer.clone();
    layer.as_flattened_mut()[(start as usize - 1) * row_chunks * CHUNK + offset] = L::from_u64(1);
    let mut reached = Vec::with_capacity(target + 1);
    let mut playing = Vec::with_capacity(target + 1);
    reached.push(0);
    playing.push(1);
    let mut now = 1_u64;
    let mut done = 0_usize; // turns played
    while now > 0 {
        // The bound of the narrow kernel: no count of this turn passes `now · F^R`, so neither
        // does any sum of counts below, lane by lane.
        let bound = now
            .checked_mul(geo.total)
            .filter(|&b| b <= L::MAX)
            .ok_or(Overflow)?;
        // After `done` turns every live score is in `done ..= done · B`: vectors `lo..hi`.
        let lo = (done + offset) / CHUNK;
        let hi =
            (done.saturating_mul(board).saturating_add(1).min(target) + offset).div_ceil(CHUNK);
        let mut won = zero;
        crate::steps::add(crate::work::Op::VectorMove, board * moves * (hi - lo));
        for to in 0..board {
            let pulls = &sources[to * moves..(to + 1) * moves];
            let row = &mut next[to * row_chunks..(to + 1) * row_chunks];
            row.fill(zero);
            let shift = to + 1; // the points for landing on `to`
            // Up to four vectors a row summed in registers at once; wider rows four at a time.
            let flat = row.as_flattened_mut();
            let mut c = lo;
            while c < hi {
                let k = (hi - c).min(4);
                let at = shift + c * CHUNK;
                let out = &mut flat[at..at + k * CHUNK];
                // Lanes shifted to `cut` or past it are universes that reached the target:
                // counted from the registers (reading the room back would wait for the stores).
                // A space numbered past the row's width takes every lane past the target.
                let cut = (chunks * CHUNK).saturating_sub(shift);
                match k {
                    1 => keep(pull::<L, 1>(&layer, pulls, c), c, cut, &past, out, &mut won),
                    2 => keep(pull::<L, 2>(&layer, pulls, c), c, cut, &past, out, &mut won),
                    3 => keep(pull::<L, 3>(&layer, pulls, c), c, cut, &past, out, &mut won),
                    _ => keep(pull::<L, 4>(&layer, pulls, c), c, cut, &past, out, &mut won),
                }
                c += k;
            }
        }
        let won: u64 = won.iter().map(|&x| x.to_u64()).sum();
        // Every universe playing before the turn splits `F^R` ways; those that reached leave.
        now = bound - won;
        reached.push(won);
        playing.push(now);
        std::mem::swap(&mut layer, &mut next);
        done += 1;
    }
    Ok(Table {
        reached: Column::Narrow(reached),
        playing: Column::Narrow(playing),
    })
}
