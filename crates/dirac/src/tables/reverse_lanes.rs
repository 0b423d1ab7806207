//! The backward pass of [`super::reverse`] in AVX-512's lanes: every start's table at once,
//! for a sweep over every pair of starts.
//!
//! # Why backwards, and why in floating point
//!
//! Forwards, each start is a run over the board of its own: ten runs for the puzzle's sweep.
//! Backwards, one pass over the `B · target` cells `(space, score)` gives every start at once
//! (see [`super::reverse`]): a cell's `finish[k]`, the roll sequences that take it to the target
//! in exactly `k` turns, is the weighted sum of its destinations' `finish[k − 1]`. Here a cell's
//! coefficients are a row of lanes, `finish[k]` in lane `k`, so a cell is one fused multiply-add
//! a move and a vector, and the turn `k − 1 → k` a shift of the row by one lane (`valignq`).
//! A destination at or past the target is a cell that has finished in no turns: `finish[0] = 1`.
//!
//! The lanes are `f64`: a fused multiply-add of integers is exact while the result stays within
//! `2^53`, and every product and partial sum of `finish[k]` is at most the whole, at most `P^k`
//! (`P = F^R` sequences a turn). So lane `k` is exact in every cell while `P^k ≤ 2^53`, and
//! whether a lane is zero is exact in any case (sums of products of positive numbers stay
//! positive). No cell's game outlasts the longest game `K` of the starts: a sequence still short
//! of the target from `(space, score)` is short of it from `(space, 0)`. So the pass is exact
//! when every start's table is whole within its lanes (`playing` is 0 after its last turn:
//! no sequence went past the row's top lane) and `P^K ≤ 2^53`; otherwise the kernel declines,
//! before the pass when no game from a score of 0 is short enough to be exact (every one lasts
//! `⌈target / B⌉` turns at least).
//!
//! Cells are solved by decreasing score, a row of the board's `B` spaces for each score, after
//! `B` rows of finished cells; a destination scores at most `B` points, so it was solved at most
//! `B²` cells before. The cells live in a ring of the last 128 or 256 on the stack, indexed
//! modulo its size: no index is checked and nothing is allocated (in a vector with checked
//! indexes the pass took three times as long, `perf`). A cell `target − s` points short of the
//! target finishes within `target − s` turns (a turn scores a point at least): the vectors of
//! its row past that lane are zero, and skipped.
//!
//! For the puzzle's sweep, the pass took 6% of the samples of a sweep of 7.5 µs where the
//! register kernel's five runs of two starts took 27% of one of 10.5 µs (`perf record`).

use core::arch::x86_64::__m512d;

use pulp::x86::V4;

use super::{Column, Declined, Geometry, Kernel, Table};

/// Lanes in a vector.
const LANES: usize = 8;
/// The most vectors in a cell's row: turns 0 to 31.
const MAX_VECTORS: usize = 4;
/// The largest board: a cell's destinations are at most `B² ≤ 225` cells back, within a ring
/// of 256.
const MAX_BOARD: usize = 15;
/// Moves a cell reads, at most: one a space, padded to 16.
const MOVES: usize = 16;
/// Integers up to `2^53` are exact in an `f64`.
const EXACT: u64 = 1 << 53;

/// The tables of players starting on spaces `1..=B`, when AVX-512 is the plan's kernel and the
/// pass is exact; `Declined` otherwise.
pub(super) fn all_starts(geo: &Geometry) -> Result<Vec<Table>, Declined> {
    if !takes(geo.kernel, geo.board, geo.target, geo.total) {
        return Err(Declined);
    }
    all_starts_on_any(geo)
}

/// Whether the pass runs for every start of a board of `board` spaces to `target`, with
/// `total` sequences a turn, on `kernel`: AVX-512, a board of at most [`MAX_BOARD`], and the
/// shortest game within the turns whose counts are exact (past them every table would be
/// declined after the pass). The one statement of its domain: the pass and the sweep's
/// estimate both ask it. (A table may still be declined after the pass, when its last turn
/// is past the exact ones.)
pub(super) fn takes(kernel: Kernel, board: usize, target: usize, total: u64) -> bool {
    kernel == Kernel::Avx512
        && (1..=MAX_BOARD).contains(&board)
        && target.div_ceil(board) <= exact_turns(total)
}

/// The most turns whose counts are exact in an `f64`: the largest `E` with `P^E ≤ 2^53`
/// (counted up to 64 turns, past any row's lanes; 0 for a die of more than 2^53 sequences a
/// turn, whose weights an `f64` may round).
fn exact_turns(total: u64) -> usize {
    (1..=64_u32)
        .take_while(|&k| total.checked_pow(k).is_some_and(|n| n <= EXACT))
        .count()
}

/// The vector moves the pass makes for `moves` moves (rounded up to the pass's 4, 8 or 16;
/// the puzzle's 7 as they are) on a board of `board` spaces to `target`: each score's row of
/// cells, each cell its live vectors (at most four) by each move. What the pass counts.
pub(super) fn vector_moves(board: usize, moves: usize, target: usize) -> u128 {
    let padded = match moves {
        0..=4 => 4,
        7 => 7,
        5 | 6 | 8 => 8,
        _ => MOVES,
    };
    let vectors: usize = (0..target)
        .map(|score| live_vectors(target, score).min(MAX_VECTORS))
        .sum();
    (board as u128) * (padded as u128) * (vectors as u128)
}

/// The same wherever the CPU has AVX-512, whatever kernel is active.
pub(super) fn all_starts_on_any(geo: &Geometry) -> Result<Vec<Table>, Declined> {
    let simd = V4::try_new().ok_or(Declined)?;
    // A turn scores at most `B` points: a game from a score of 0 lasts `⌈target / B⌉` turns at
    // least. Past the exact turns, every table would be declined after the pass: declined
    // before it ([`takes`]).
    if !takes(Kernel::Avx512, geo.board, geo.target, geo.total) {
        return Err(Declined);
    }
    let exact_turns = exact_turns(geo.total);
    // Lanes for turns `0..=min(target, E)`: a game lasts at most `target` turns.
    let vectors = (geo.target.min(exact_turns) + 1).div_ceil(LANES);
    let plan = Plan::new(geo);
    // A ring of 128 cells holds the last `B² + 1` for boards up to 11 (the puzzle's), of 256 up
    // to 15.
    macro_rules! pass {
        ($w:expr, $m:literal) => {
            if geo.board <= 11 {
                pulp::Simd::vectorize(simd, Pass::<$w, $m, 128> { simd, plan: &plan })
            } else {
                pulp::Simd::vectorize(simd, Pass::<$w, $m, 256> { simd, plan: &plan })
            }
        };
    }
    // The puzzle's die makes seven moves; other dice take the next instance up, its moves past
    // theirs weighing nothing.
    let finish = match (vectors, plan.moves) {
        (1, 7) => pass!(1, 7),
        (1, ..=4) => pass!(1, 4),
        (1, ..=8) => pass!(1, 8),
        (1, _) => pass!(1, 16),
        (2, 7) => pass!(2, 7),
        (2, ..=4) => pass!(2, 4),
        (2, ..=8) => pass!(2, 8),
        (2, _) => pass!(2, 16),
        (_, ..=4) => pass!(MAX_VECTORS, 4),
        (_, ..=8) => pass!(MAX_VECTORS, 8),
        (_, _) => pass!(MAX_VECTORS, 16),
    };
    let mut tables = Vec::with_capacity(geo.board);
    for row in finish.chunks_exact(finish.len() / geo.board) {
        // The start's last turn: the last lane any sequence finishes in.
        let last = row.iter().rposition(|&x| x != 0.0).unwrap_or(0);
        if last > exact_turns {
            return Err(Declined);
        }
        tables.push(table(&row[..=last], geo.total).ok_or(Declined)?);
    }
    Ok(tables)
}

/// A start's table from its `finish` row up to its last turn, every lane exact:
/// `reached[t] = finish[t]`, and `playing[t] = P · playing[t − 1] − reached[t]`. `None` unless
/// `playing` ends at 0 (sequences finished past the row's lanes).
fn table(finish: &[f64], total: u64) -> Option<Table> {
    // Whole numbers of at most 2^53, and `total^t ≤ 2^53` for every turn here.
    #[allow(clippy::cast_possible_truncation, clippy::cast_sign_loss)]
    let reached: Vec<u64> = finish.iter().map(|&x| x as u64).collect();
    let table = super::reverse::with_playing(reached, total);
    matches!(&table.playing, Column::Narrow(playing) if playing.last() == Some(&0)).then_some(table)
}

/// Where each cell's moves lead and what they weigh, worked out once for the rules.
struct Plan {
    board: usize,
    target: usize,
    /// The moves of the die.
    moves: usize,
    /// `back[p][j]`: how many cells before cell `(p, score)` its destination by move `j` was
    /// solved (a row of `B` cells a score). Past the moves, the first move's.
    back: [[usize; MOVES]; MAX_BOARD],
    /// Each move's weight; 0 past the moves.
    weight: [f64; MOVES],
}

impl Plan {
    /// The plan of `geo`'s board (at most 15 spaces) and die.
    fn new(geo: &Geometry) -> Plan {
        let board = geo.board;
        let mut back = [[0; MOVES]; MAX_BOARD];
        for (p, row) in back.iter_mut().enumerate().take(board) {
            for (j, m) in geo.moves.iter().enumerate() {
                // Landing on `to` scores `to + 1`: the destination is `to + 1` rows back, and
                // `to` cells into its row where this cell is `p` cells into its own.
                let to = (p + m.distance) % board;
                row[j] = (to + 1) * board + p - to;
            }
            for j in geo.moves.len()..MOVES {
                row[j] = row[0];
            }
        }
        let mut weight = [0.0; MOVES];
        for (w, m) in weight.iter_mut().zip(&geo.moves) {
            // Exact within 2^53; a game of larger weights is declined (`all_starts_on_any`).
            #[allow(clippy::cast_precision_loss)]
            let exact = m.weight as f64;
            *w = exact;
        }
        Plan {
            board,
            target: geo.target,
            moves: geo.moves.len(),
            back,
            weight,
        }
    }
}

/// The pass in rows of `W` vectors and `M` moves, as an operation compiled for AVX-512.
struct Pass<'a, const W: usize, const M: usize, const R: usize> {
    simd: V4,
    plan: &'a Plan,
}

impl<const W: usize, const M: usize, const R: usize> pulp::WithSimd for Pass<'_, W, M, R> {
    type Output = Vec<f64>;

    #[inline(always)]
    fn with_simd<Arch: pulp::Simd>(self, _: Arch) -> Self::Output {
        pass::<W, M, R>(self.simd, self.plan)
    }
}

/// A cell: `finish[k]` in lane `k % 8` of vector `k / 8`.
type Cell<const W: usize> = [__m512d; W];

/// `finish` of the cells `(p, 0)` for every space `p` in turn, lanes `0..8W` each.
#[inline(always)]
fn pass<const W: usize, const M: usize, const R: usize>(simd: V4, plan: &Plan) -> Vec<f64> {
    let f = simd.avx512f;
    let (board, target) = (plan.board, plan.target);
    let zero = f._mm512_setzero_pd();
    let weight: [__m512d; M] = std::array::from_fn(|j| f._mm512_set1_pd(plan.weight[j]));
    // Rows of finished cells first, one for each score from `target + B − 1` down to `target`:
    // finished in no turns.
    let mut done = [zero; W];
    done[0] = pulp::cast([1.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0]);
    // The last `R` cells solved, cell `n` at `n % R`: a cell's destinations are at most
    // `B² < R` cells back.
    let mut ring = [[zero; W]; R];
    ring[..board * board].fill(done);
    let mut here = board * board;
    for score in (0..target).rev() {
        let live = live_vectors(target, score);
        crate::steps::add(crate::work::Op::VectorMove, board * M * live.min(4));
        for p in 0..board {
            let back = plan.back[p][..M].try_into().unwrap_or(&[0; M]);
            let cell = match live {
                1 => solve::<W, M, R, 1>(simd, &ring, here, back, &weight),
                2 => solve::<W, M, R, 2>(simd, &ring, here, back, &weight),
                3 => solve::<W, M, R, 3>(simd, &ring, here, back, &weight),
                _ => solve::<W, M, R, 4>(simd, &ring, here, back, &weight),
            };
            ring[here % R] = cell;
            here += 1;
        }
    }
    // The last row is score 0.
    (here - board..here)
        .flat_map(|at| ring[at % R])
        .flat_map(pulp::cast::<_, [f64; LANES]>)
        .collect()
}

/// The vectors of a row that hold the turns of a cell `target − score` points short of the
/// target, at most `target − score` of them; the rest are zero (a saving only: computing them
/// gives the zeros they hold).
fn live_vectors(target: usize, score: usize) -> usize {
    (target - score) / LANES + 1
}

/// The next cell from the cells before it: `back[j]` cells back is its destination by move `j`,
/// of weight `weight[j]`; vectors from `L` on are zero. (`M` known to the compiler, the moves
/// unroll and the sums stay in registers: over the moves of the rules, one of them was kept in
/// memory and every multiply-add waited on a store, `perf`.)
#[inline(always)]
fn solve<const W: usize, const M: usize, const R: usize, const L: usize>(
    simd: V4,
    ring: &[Cell<W>; R],
    here: usize,
    back: &[usize; M],
    weight: &[__m512d; M],
) -> Cell<W> {
    let f = simd.avx512f;
    let zero = f._mm512_setzero_pd();
    let live = L.min(W);
    let mut sum = [zero; W];
    for (&back, &weight) in back.iter().zip(weight) {
        let from = &ring[here.wrapping_sub(back) % R];
        for v in 0..live {
            sum[v] = f._mm512_fmadd_pd(from[v], weight, sum[v]);
        }
    }
    // One turn more: lane `k` to lane `k + 1`, across the vectors of the row.
    let mut cell = [zero; W];
    for v in 0..live {
        let below = if v == 0 { zero } else { sum[v - 1] };
        let (high, low) = (f._mm512_castpd_si512(sum[v]), f._mm512_castpd_si512(below));
        cell[v] = f._mm512_castsi512_pd(f._mm512_alignr_epi64::<7>(high, low));
    }
    cell
}
