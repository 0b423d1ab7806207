//! The classic way to solve the puzzle's part 2, written here for comparison on the same
//! machine: fixed rules (board 10, three rolls of a 3-faced die, target 21, two players), `u64`
//! counts that would wrap silently on larger rules, and a 4-D array of every joint state. This
//! is the shape of the fastest published memo and bottom-up solutions; dirac's `memo` and
//! `backward` do the same work for any rules, exactly. `cargo bench -p dirac --bench classic`.
//!
//! `floor/dense-arithmetic` is an experiment, not a solution: only the multiply-adds of
//! dirac's dense kernel for one table of the puzzle (10 turns of 10 destination rows, each the
//! sum of 7 source rows weighted by the moves' ways, 2 vectors of 16 `u32` lanes a row: 1,400
//! vector multiply-adds), with no shift, no count of winners and no window. It is the least
//! time a table can take in that form on this CPU.

use std::hint::black_box;

use criterion::{Criterion, criterion_group, criterion_main};

/// The sums of three rolls of a 3-faced die and their ways.
const ROLLS: [(usize, u64); 7] = [(3, 1), (4, 3), (5, 6), (6, 7), (7, 6), (8, 3), (9, 1)];
const TARGET: usize = 21;

/// Index of the state (mover's space and score, other's space and score), spaces 0-based.
fn index(space: usize, score: usize, other_space: usize, other_score: usize) -> usize {
    ((space * TARGET + score) * 10 + other_space) * TARGET + other_score
}

/// (mover's wins, other's wins) from a state whose mover stands on `space` with `score`, given
/// `next(landed, new_score)`: the same pair from the state a move leads to, for the other player.
fn turn(
    space: usize,
    score: usize,
    mut next: impl FnMut(usize, usize) -> (u64, u64),
) -> (u64, u64) {
    let (mut mine, mut theirs) = (0, 0);
    for (roll, ways) in ROLLS {
        let landed = (space + roll) % 10;
        let new_score = score + landed + 1;
        if new_score >= TARGET {
            mine += ways;
        } else {
            let (next_mover, next_other) = next(landed, new_score);
            mine += ways * next_other;
            theirs += ways * next_mover;
        }
    }
    (mine, theirs)
}

/// (mover's wins, other's wins) from a state, recursively, each state solved once.
fn memo(cache: &mut [Option<(u64, u64)>], state: [usize; 4]) -> (u64, u64) {
    let [space, score, other_space, other_score] = state;
    let at = index(space, score, other_space, other_score);
    if let Some(known) = cache[at] {
        return known;
    }
    let result = turn(space, score, |landed, new_score| {
        memo(cache, [other_space, other_score, landed, new_score])
    });
    cache[at] = Some(result);
    result
}

fn classic_memo(starts: [usize; 2]) -> u64 {
    let mut cache = vec![None; 100 * TARGET * TARGET];
    let (first, second) = memo(&mut cache, [starts[0] - 1, 0, starts[1] - 1, 0]);
    first.max(second)
}

/// Every state, by decreasing score sum, in a flat array.
fn classic_bottom_up(starts: [usize; 2]) -> u64 {
    let mut table = vec![(0_u64, 0_u64); 100 * TARGET * TARGET];
    for sum in (0..2 * TARGET - 1).rev() {
        for score in sum.saturating_sub(TARGET - 1)..=sum.min(TARGET - 1) {
            let other_score = sum - score;
            for space in 0..10 {
                for other_space in 0..10 {
                    let result = turn(space, score, |landed, new_score| {
                        table[index(other_space, other_score, landed, new_score)]
                    });
                    table[index(space, score, other_space, other_score)] = result;
                }
            }
        }
    }
    let (first, second) = table[index(starts[0] - 1, 0, starts[1] - 1, 0)];
    first.max(second)
}

fn classic(c: &mut Criterion) {
    // The two methods agree with each other and with the puzzle's published example.
    assert_eq!(classic_memo([4, 8]), 444_356_092_776_315);
    assert_eq!(classic_bottom_up([4, 8]), 444_356_092_776_315);
    let mut group = c.benchmark_group("classic/4-8");
    group.bench_function("memo", |b| b.iter(|| classic_memo(black_box([4, 8]))));
    group.bench_function("bottom-up", |b| {
        b.iter(|| classic_bottom_up(black_box([4, 8])))
    });
    group.finish();
}

/// Lanes in a vector of the dense kernel, and vectors in a row of the puzzle's table.
const LANES: usize = 16;
const VECTORS: usize = 2;
type Row = [[u32; LANES]; VECTORS];

/// The dense kernel's arithmetic alone, compiled for the best instruction set as the kernel is.
struct Arithmetic<'a> {
    moves: &'a [(usize, u32); 7],
    turns: usize,
}

impl pulp::WithSimd for Arithmetic<'_> {
    type Output = u32;

    #[inline(always)]
    fn with_simd<S: pulp::Simd>(self, _: S) -> u32 {
        let mut layer = [[[1_u32; LANES]; VECTORS]; 10];
        let mut next = layer;
        for _ in 0..self.turns {
            for (to, out) in next.iter_mut().enumerate() {
                let mut acc: Row = [[0; LANES]; VECTORS];
                for &(distance, ways) in self.moves {
                    let from = (to + 10 - distance) % 10;
                    for (a, x) in acc.iter_mut().zip(&layer[from]) {
                        for (a, &x) in a.iter_mut().zip(x) {
                            *a = a.wrapping_add(x.wrapping_mul(ways));
                        }
                    }
                }
                *out = acc;
            }
            std::mem::swap(&mut layer, &mut next);
        }
        layer[0][0][0]
    }
}

fn floor(c: &mut Criterion) {
    // Distances modulo the board, as the kernel holds them; the weights are read at run time
    // (`black_box`), as the kernel's are, so that no multiply becomes shifts.
    let moves = [(3, 1), (4, 3), (5, 6), (6, 7), (7, 6), (8, 3), (9, 1)];
    let arch = pulp::Arch::new();
    let mut group = c.benchmark_group("floor");
    group.bench_function("dense-arithmetic", |b| {
        b.iter(|| {
            arch.dispatch(Arithmetic {
                moves: black_box(&moves),
                turns: black_box(10),
            })
        })
    });
    group.finish();
}

criterion_group!(benches, classic, floor);
criterion_main!(benches);
