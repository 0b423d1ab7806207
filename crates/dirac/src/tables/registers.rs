//! The register kernel: the dense kernel's idea ([`super::dense`]) shaped for AVX-512, for
//! small boards and targets, two players at once.
//!
//! # What it does differently
//!
//! A destination row is still a weighted sum of whole source rows, and the points scored are
//! still a shift of the row by the space's number. Here:
//!
//! - a row of scores `0..target` is a whole number `V` of 512-bit vectors (`V` a const
//!   parameter, so a row lives in `V` registers and every loop over it unrolls);
//! - the shift is a two-source lane permute (`vpermt2d`) by an index fixed per space, and the
//!   lanes that pass the target are dropped by the same instruction's zero mask: every store
//!   is an aligned whole vector and the next turn reads back exactly what was stored;
//! - the universes that reach the target are added into an accumulator under a mask, straight
//!   from the registers, before the shift;
//! - two players advance in the same loop (`P` a const parameter): their chains are
//!   independent, so each fills the pipeline while the other waits;
//! - moves of equal weight are added in pairs before their one multiply (the puzzle's seven
//!   moves, weights 1, 3, 6, 7, 6, 3, 1, make four pairs: four multiplies a vector, not
//!   seven); the pairs are a constant number `M` of them (2, 4, 8 or 16, a move without a
//!   partner paired with a row of zeros, the pairs past the moves weighing 0), so that the
//!   loop over them unrolls; the puzzle's die on its board has instances of its exact shape,
//!   three pairs and one move alone (`S` a const parameter), with no row of zeros to add;
//! - the first turn is written lane by lane from the moves (one universe a move), not computed
//!   as a turn of whole rows that are all zero but one;
//! - scores only grow, so once no universe holds a score below `16 · k`, the first `k` vectors
//!   of every row stay empty and later turns skip them (`LO` a const parameter of the turn):
//!   in the puzzle's game everyone has 16 points from the seventh turn, and the last turns do
//!   half the work;
//! - the columns stay on the stack: two players' wins are summed from them directly
//!   ([`two_players`]), and tables are built from them only when asked for.
//!
//! Counts are `u32` lanes, checked each turn against the per-turn bound of the dense kernel
//! (`playing · F^R`); a game that passes it goes back to the dense kernel's `u64` lanes.

use core::arch::x86_64::__m512i;

use pulp::x86::V4;
use smallvec::SmallVec;

use super::{Built, Column, Declined, Geometry, Table};
use crate::num::Overflow;

/// Lanes in a vector.
const LANES: usize = 16;
/// The largest board: a shift of up to 16 lanes takes lanes from one neighbouring vector only.
const MAX_BOARD: usize = 16;
/// The longest row, in vectors: scores below a target of 64.
const MAX_VECTORS: usize = 4;
/// The most pairs of moves a turn sums: a move for each space of the board, none paired.
const MAX_PAIRS: usize = MAX_BOARD;

/// Whether `geo` fits this kernel: a board of at most 16 spaces, a target of at most 64, and
/// one turn's universes in a `u32` lane.
pub(super) fn fits(geo: &Geometry) -> bool {
    (1..=MAX_BOARD).contains(&geo.board)
        && (1..=MAX_VECTORS * LANES).contains(&geo.target)
        && geo.moves.len() <= MAX_BOARD
        && geo.total <= u64::from(u32::MAX)
}

/// The tables of `starts`, two at a time, when the plan's kernel is AVX-512
/// ([`Geometry::kernel`]); `Declined` when it is not, the game does not fit, or a count passes
/// 32 bits.
pub(super) fn tables(geo: &Geometry, starts: &[u32]) -> Result<Built, Declined> {
    chosen(geo)?;
    tables_on_any(geo, starts)
}

/// The same tables wherever the CPU has AVX-512, whatever kernel is active.
pub(super) fn tables_on_any(geo: &Geometry, starts: &[u32]) -> Result<Built, Declined> {
    let (simd, plan) = (prepare(geo)?, Plan::new(geo));
    let mut built = Built::new();
    for pair in starts.chunks(2) {
        match *pair {
            [a, b] => built.extend(by_width::<2>(simd, &plan, [a, b])?.tables()),
            [a] => built.extend(by_width::<1>(simd, &plan, [a])?.tables()),
            _ => {}
        }
    }
    Ok(built)
}

/// Universes won by each of two players starting on `starts`, from their columns as the kernel
/// left them on the stack (no table is built): the per-player strategy's two-player game.
/// `Declined` as for [`tables`], or when a win passes 64 bits.
pub(super) fn two_players(geo: &Geometry, starts: [u32; 2]) -> Result<[u64; 2], Declined> {
    chosen(geo)?;
    let (simd, plan) = (prepare(geo)?, Plan::new(geo));
    let columns = by_width::<2>(simd, &plan, starts)?;
    let [(w1, a1), (w2, a2)] = [0, 1].map(|p| columns.of(p));
    Ok(super::pair(w1, a1, w2, a2)?)
}

/// `Declined` unless AVX-512 is the kernel the plan chose for `geo`.
pub(super) fn chosen(geo: &Geometry) -> Result<(), Declined> {
    (geo.kernel == crate::tables::kernel::Kernel::Avx512)
        .then_some(())
        .ok_or(Declined)
}

/// The CPU's AVX-512 for `geo`; `Declined` when the CPU has none or the game does not fit.
/// (The plan, about a kilobyte, is made where it is used rather than returned from here.)
fn prepare(geo: &Geometry) -> Result<V4, Declined> {
    let simd = V4::try_new().ok_or(Declined)?;
    fits(geo).then_some(simd).ok_or(Declined)
}

/// The most entries of a column: turns 0 to the target, which everyone reaches by then (a turn
/// scores a point at least).
const COLUMN: usize = MAX_VECTORS * LANES + 1;

/// Each player's columns, `reached[p][t]` and `playing[p][t]` for `t < turns[p]`, on the stack.
struct Columns<const P: usize> {
    reached: [[u64; COLUMN]; P],
    playing: [[u64; COLUMN]; P],
    turns: [usize; P],
}

impl<const P: usize> Columns<P> {
    /// Player `p`'s columns.
    fn of(&self, p: usize) -> (&[u64], &[u64]) {
        let turns = self.turns[p];
        (&self.reached[p][..turns], &self.playing[p][..turns])
    }

    /// Appends player `p`'s counts after one more turn; `Overflow` past the longest column,
    /// which a game cannot reach (so the caller falls back, never indexes past it).
    fn push(&mut self, p: usize, reached: u64, playing: u64) -> Result<(), Overflow> {
        let t = self.turns[p];
        *self.reached[p].get_mut(t).ok_or(Overflow)? = reached;
        *self.playing[p].get_mut(t).ok_or(Overflow)? = playing;
        self.turns[p] = t + 1;
        Ok(())
    }

    /// The players' tables.
    fn tables(&self) -> [Table; P] {
        std::array::from_fn(|p| {
            let (reached, playing) = self.of(p);
            Table {
                reached: Column::Narrow(reached.to_vec()),
                playing: Column::Narrow(playing.to_vec()),
            }
        })
    }
}

/// The tables of `starts` by the instance for the game's shape: rows of as many vectors as the
/// target needs (`fits` bounds it by 64: one to four), and as many pairs as the moves make
/// (`Plan::new` rounds them up to 2, 4, 8 or 16).
fn by_width<const P: usize>(
    simd: V4,
    plan: &Plan,
    starts: [u32; P],
) -> Result<Columns<P>, Overflow> {
    macro_rules! run {
        ($v:literal, $m:literal, $b:literal, $r:expr) => {
            run!($v, $m, 0, $b, $r)
        };
        ($v:literal, $m:literal, $s:literal, $b:literal, $r:expr) => {
            pulp::Simd::vectorize(
                simd,
                Turns::<$v, $m, $s, P, $b, { $r }> { simd, plan, starts },
            )
        };
    }
    // The puzzle's die (three pairs of equal weight and a move alone, 6 with weight 7) on its
    // board has instances of its own that add the lone move without a row of zeros.
    match (plan.target.div_ceil(LANES), plan.shape, plan.board) {
        (1, (3, 1), 10) => return run!(1, 3, 1, 10, 11),
        (2, (3, 1), 10) => return run!(2, 3, 1, 10, 11),
        _ => {}
    }
    // The puzzle's board, with targets up to 32, has instances of its own: with the board known
    // to the compiler, the loop over its rows unrolls. Rows of three or four vectors with more
    // than eight pairs are left to the dense kernel: so many moves of distinct weights pass 32
    // bits long before scores reach 33 (no such game was found that stays within them).
    match (plan.target.div_ceil(LANES), plan.pairs, plan.board) {
        (1, 2, 10) => run!(1, 2, 10, 11),
        (1, 4, 10) => run!(1, 4, 10, 11),
        (1, 8, 10) => run!(1, 8, 10, 11),
        (2, 2, 10) => run!(2, 2, 10, 11),
        (2, 4, 10) => run!(2, 4, 10, 11),
        (2, 8, 10) => run!(2, 8, 10, 11),
        (1, 2, _) => run!(1, 2, 0, ROWS),
        (1, 4, _) => run!(1, 4, 0, ROWS),
        (1, 8, _) => run!(1, 8, 0, ROWS),
        (1, _, _) => run!(1, 16, 0, ROWS),
        (2, 2, _) => run!(2, 2, 0, ROWS),
        (2, 4, _) => run!(2, 4, 0, ROWS),
        (2, 8, _) => run!(2, 8, 0, ROWS),
        (2, _, _) => run!(2, 16, 0, ROWS),
        (3, 2, _) => run!(3, 2, 0, ROWS),
        (3, 4, _) => run!(3, 4, 0, ROWS),
        (3, 8, _) => run!(3, 8, 0, ROWS),
        (_, 2, _) => run!(4, 2, 0, ROWS),
        (_, 4, _) => run!(4, 4, 0, ROWS),
        (4, 8, _) => run!(4, 8, 0, ROWS),
        _ => Err(Overflow),
    }
}

/// What a turn needs, worked out once for the rules: where each destination row pulls from,
/// grouped by weight, and the masks and permutes of each space.
struct Plan {
    board: usize,
    target: usize,
    total: u64,
    /// Pairs of moves: 2, 4, 8 or 16, the fewest that hold them all.
    pairs: usize,
    /// The pairs of moves of equal weight, and the moves alone, which come after them.
    shape: (usize, usize),
    /// `from[to][2q]` and `from[to][2q + 1]`: the source rows of pair `q` for destination
    /// `to`. A move without a partner of its weight is paired with the row of zeros (row
    /// `board`), and so are the pairs past the moves.
    from: [[u8; 2 * MAX_PAIRS]; MAX_BOARD],
    /// `weight[q]`: the weight of both moves of pair `q` (0 past the moves).
    weight: [u32; MAX_PAIRS],
    /// `reach[to][v]`: lanes of vector `v` whose universes pass the target on landing on `to`.
    reach: [[u16; MAX_VECTORS]; MAX_BOARD],
    /// `live[v]`: lanes of vector `v` below the target.
    live: [u16; MAX_VECTORS],
    /// Every move's distance and weight, for the first turn.
    moves: SmallVec<[(usize, u32); MAX_BOARD]>,
}

impl Plan {
    /// The plan of `geo`'s turns (which `fits`).
    fn new(geo: &Geometry) -> Plan {
        let (board, target) = (geo.board, geo.target);
        let mut moves: SmallVec<[(u64, usize); MAX_BOARD]> =
            geo.moves.iter().map(|m| (m.weight, m.distance)).collect();
        moves.sort_unstable();
        // Moves of equal weight side by side in pairs, each pair summed before its multiply.
        let mut paired: SmallVec<[(u64, usize, Option<usize>); MAX_BOARD]> = SmallVec::new();
        for &(w, d) in &moves {
            match paired.last_mut() {
                Some((last, _, partner @ None)) if *last == w => *partner = Some(d),
                _ => paired.push((w, d, None)),
            }
        }
        // True pairs first, the moves alone after them.
        paired.sort_by_key(|&(_, _, partner)| partner.is_none());
        let alone = paired
            .iter()
            .filter(|(_, _, partner)| partner.is_none())
            .count();
        let shape = (paired.len() - alone, alone);
        let pairs = paired.len().next_power_of_two().clamp(2, MAX_PAIRS);
        let mut weight = [0_u32; MAX_PAIRS];
        for (slot, &(w, _, _)) in weight.iter_mut().zip(&paired) {
            // `fits` checked that every weight, at most `F^R`, fits 32 bits.
            *slot = u32::try_from(w).unwrap_or(u32::MAX);
        }
        // The row after the board's last stays zero: nothing lands on it.
        let zeros = u8::try_from(board).unwrap_or(u8::MAX);
        // Row 0 pulls from `(0 − d) mod B`; each next row from one further on, wrapping at
        // the board (the row of zeros stays itself).
        let mut from = [[zeros; 2 * MAX_PAIRS]; MAX_BOARD];
        // Distances are below the board, which is at most 16.
        let source = |d: usize| u8::try_from(if d == 0 { 0 } else { board - d }).unwrap_or(zeros);
        for (q, &(_, d, partner)) in paired.iter().enumerate() {
            from[0][2 * q] = source(d);
            from[0][2 * q + 1] = partner.map_or(zeros, source);
        }
        // Row `to` from row 0 directly, not from row `to − 1`, so that no row waits on the one
        // before it (a chain of stores and loads that cost a quarter of the plan).
        let first = from[0];
        for (to, row) in (0_u8..).zip(&mut from[..board]).skip(1) {
            for (x, &s) in row.iter_mut().zip(&first) {
                // Branch-free, so that the row's 32 bytes go a vector at a time; sources and `to`
                // are below 16, so their sum fits.
                let moved = s + to;
                let wrapped = moved - u8::from(moved >= zeros) * zeros;
                *x = if s == zeros { zeros } else { wrapped };
            }
        }
        // Scores below the target, as a mask of up to 64 lanes; landing on `to` scores
        // `to + 1`, so scores from `target − to − 1` up pass the target.
        let below = |n: usize| {
            u64::MAX
                .checked_shl(u32::try_from(n).unwrap_or(64))
                .map_or(u64::MAX, |m| !m)
        };
        let split = |mask: u64| -> [u16; MAX_VECTORS] {
            std::array::from_fn(|v| u16::try_from(mask >> (LANES * v) & 0xffff).unwrap_or(0))
        };
        let mut reach = [[0_u16; MAX_VECTORS]; MAX_BOARD];
        for (to, masks) in reach.iter_mut().enumerate().take(board) {
            *masks = split(below(target) & !below(target.saturating_sub(to + 1)));
        }
        let live = split(below(target));
        // Weights fit 32 bits (`fits`).
        let moves = geo
            .moves
            .iter()
            .map(|m| (m.distance, u32::try_from(m.weight).unwrap_or(u32::MAX)))
            .collect();
        Plan {
            board,
            target,
            total: geo.total,
            pairs,
            shape,
            from,
            weight,
            reach,
            live,
            moves,
        }
    }
}

/// Rows of a layer on a board read at run time: the largest board, and the row of zeros.
const ROWS: usize = MAX_BOARD + 1;

/// Row `i` of a layer of `R` rows. The plan keeps `i` below `R`: the `min` only spares the
/// bounds checks, which cost part 2 about 9%.
#[inline(always)]
fn row_index<const R: usize>(i: u8) -> usize {
    usize::from(i).min(R - 1)
}

/// `P` players' tables in rows of `V` vectors with `M` pairs of moves and `S` moves alone on a
/// board of `B` spaces (0: read from the plan) in layers of `R` rows, as an operation compiled
/// for AVX-512.
struct Turns<
    'a,
    const V: usize,
    const M: usize,
    const S: usize,
    const P: usize,
    const B: usize,
    const R: usize,
> {
    simd: V4,
    plan: &'a Plan,
    starts: [u32; P],
}

impl<const V: usize, const M: usize, const S: usize, const P: usize, const B: usize, const R: usize>
    pulp::WithSimd for Turns<'_, V, M, S, P, B, R>
{
    type Output = Result<Columns<P>, Overflow>;

    #[inline(always)]
    fn with_simd<Arch: pulp::Simd>(self, _: Arch) -> Self::Output {
        run::<V, M, S, P, B, R>(self.simd, self.plan, self.starts)
    }
}

type Row<const V: usize> = [__m512i; V];

#[inline(always)]
fn run<
    const V: usize,
    const M: usize,
    const S: usize,
    const P: usize,
    const B: usize,
    const R: usize,
>(
    simd: V4,
    plan: &Plan,
    starts: [u32; P],
) -> Result<Columns<P>, Overflow> {
    let f = simd.avx512f;
    let zero = f._mm512_setzero_si512();
    // `B` is the board when the compiler knows it, else 0 and the plan's board is read.
    let board = if B == 0 { plan.board } else { B };
    let weight: [__m512i; MAX_PAIRS] = std::array::from_fn(|q| pulp::cast([plan.weight[q]; LANES]));
    // The permute that moves a row `to + 1` lanes up: lane `i` of the shifted vector `v` is lane
    // `16 + i − to − 1` of the pair (vector `v − 1`, vector `v`), with `to + 1 <= 16`.
    let lane: [u32; LANES] = std::array::from_fn(|i| u32::try_from(LANES - 1 + i).unwrap_or(0));
    let lane: __m512i = pulp::cast(lane);
    let shift: [__m512i; MAX_BOARD] = std::array::from_fn(|to| {
        let to = u32::try_from(to).unwrap_or(0);
        f._mm512_sub_epi32(lane, pulp::cast([to; LANES]))
    });

    // `R` rows: one more than the board (known or largest), the row of zeros that a move
    // without a partner reads.
    let mut one = [[[zero; V]; R]; P];
    let mut two = [[[zero; V]; R]; P];
    let (mut layer, mut next) = (&mut one, &mut two);
    // Each player's columns: `reached[t]` and `playing[t]` after `t` turns.
    let mut columns = Columns {
        reached: [[0; COLUMN]; P],
        playing: [[0; COLUMN]; P],
        turns: [0; P],
    };
    // The first turn leaves one universe a move on the space it lands on, with that space's
    // points: written lane by lane, which spares a turn of whole rows almost all zero.
    let mut now = [plan.total; P];
    for p in 0..P {
        let mut won = 0;
        for &(distance, weight) in &plan.moves {
            let to = (starts[p] as usize - 1 + distance) % board;
            let score = to + 1;
            if score >= plan.target {
                won += u64::from(weight);
            } else {
                // A masked add of the weight into the one lane, in registers: writing the lane
                // through memory and reading the vector back stalls the store forwarding, and
                // cost more than the turn it spares.
                let row = &mut layer[p][row_index::<R>(u8::try_from(to).unwrap_or(u8::MAX))];
                let v = &mut row[score / LANES];
                let lane = 1_u16 << (score % LANES);
                *v = f._mm512_mask_add_epi32(*v, lane, *v, pulp::cast([weight; LANES]));
            }
        }
        now[p] -= won;
        columns.push(p, 0, 1)?;
        columns.push(p, won, now[p])?;
    }
    let mut lowest = 0;
    while now.iter().any(|&n| n > 0) {
        // No count of this turn passes `now · F^R`, nor does any sum of counts below.
        let mut bound = [0_u64; P];
        for p in 0..P {
            bound[p] = now[p]
                .checked_mul(plan.total)
                .filter(|&b| b <= u64::from(u32::MAX))
                .ok_or(Overflow)?;
        }
        crate::steps::add(
            crate::work::Op::VectorMove,
            P * board * plan.moves.len() * (V - lowest.min(3)),
        );
        // Vectors below `lowest` hold no universe in any row (see below): the turn skips them.
        let won = match lowest {
            0 => turn::<V, M, S, P, B, R, 0>(simd, plan, &weight, &shift, layer, next),
            1 => turn::<V, M, S, P, B, R, 1>(simd, plan, &weight, &shift, layer, next),
            2 => turn::<V, M, S, P, B, R, 2>(simd, plan, &weight, &shift, layer, next),
            _ => turn::<V, M, S, P, B, R, 3>(simd, plan, &weight, &shift, layer, next),
        };
        std::mem::swap(&mut layer, &mut next);
        lowest = first_live(simd, layer, board, lowest);
        for p in 0..P {
            if now[p] == 0 {
                continue;
            }
            // The lanes' sum is at most the bound, which fits 32 bits.
            let lanes: [u32; LANES] = pulp::cast(won[p]);
            let won = lanes.iter().map(|&x| u64::from(x)).sum::<u64>();
            now[p] = bound[p] - won;
            columns.push(p, won, now[p])?;
        }
    }
    Ok(columns)
}

/// The first vector of a row that may hold a universe in `layer`, the vectors below `lowest`
/// being empty already. Scores only grow, so once no universe of any player scores below
/// `16 · (k + 1)`, none ever will again: later turns skip vector `k` (its stale lanes are never
/// read). In the puzzle's game, from the seventh turn on everyone has 16 points or more, and the
/// last turns do half the work. The last vector is never skipped.
#[inline(always)]
fn first_live<const V: usize, const R: usize, const P: usize>(
    simd: V4,
    layer: &[[Row<V>; R]; P],
    board: usize,
    mut lowest: usize,
) -> usize {
    let f = simd.avx512f;
    while lowest + 1 < V {
        let mut any = f._mm512_setzero_si512();
        for rows in layer {
            for row in &rows[..board] {
                any = f._mm512_or_si512(any, row[lowest]);
            }
        }
        if f._mm512_test_epi32_mask(any, any) != 0 {
            break;
        }
        lowest += 1;
    }
    lowest
}

/// One turn of `P` players from `layer` into `next`, for vectors `LO..V` of each row (the
/// vectors below `LO` hold no universe); the universes that reach the target, lane by lane.
#[inline(always)]
fn turn<
    const V: usize,
    const M: usize,
    const S: usize,
    const P: usize,
    const B: usize,
    const R: usize,
    const LO: usize,
>(
    simd: V4,
    plan: &Plan,
    weight: &[__m512i; MAX_PAIRS],
    shift: &[__m512i; MAX_BOARD],
    layer: &[[Row<V>; R]; P],
    next: &mut [[Row<V>; R]; P],
) -> [__m512i; P] {
    let f = simd.avx512f;
    let zero = f._mm512_setzero_si512();
    let board = if B == 0 { plan.board } else { B };
    let mut won = [zero; P];
    for to in 0..board {
        let from = &plan.from[to];
        let reach = &plan.reach[to];
        for p in 0..P {
            let rows = &layer[p];
            let mut acc: Row<V> = [zero; V];
            for q in 0..M {
                let a = &rows[row_index::<R>(from[2 * q])];
                let b = &rows[row_index::<R>(from[2 * q + 1])];
                for v in LO..V {
                    let sum = f._mm512_add_epi32(a[v], b[v]);
                    let term = f._mm512_mullo_epi32(sum, weight[q]);
                    acc[v] = f._mm512_add_epi32(acc[v], term);
                }
            }
            // The moves alone, after the pairs (none but in the instances that name them).
            for q in M..M + S {
                let a = &rows[row_index::<R>(from[2 * q])];
                for v in LO..V {
                    let term = f._mm512_mullo_epi32(a[v], weight[q]);
                    acc[v] = f._mm512_add_epi32(acc[v], term);
                }
            }
            let out = &mut next[p][to];
            for v in LO..V {
                won[p] = f._mm512_mask_add_epi32(won[p], reach[v], won[p], acc[v]);
                // Below `LO` the vector is empty: its lanes shifted in are zeros.
                let below = if v == LO { zero } else { acc[v - 1] };
                out[v] = f._mm512_maskz_permutex2var_epi32(plan.live[v], below, shift[to], acc[v]);
            }
        }
    }
    won
}
