//! The classic way to solve the puzzle's part 2, written here for comparison on the same
//! machine: fixed rules (board 10, three rolls of a 3-faced die, target 21, two players), `u64`
//! counts that would wrap silently on larger rules, and a 4-D array of every joint state. This
//! is the shape of the fastest published memo and bottom-up solutions; dirac's `memo` and
//! `backward` do the same work for any rules, exactly. `cargo bench -p dirac-bench --bench classic`.
//!
//! `floor/dense-arithmetic` is an experiment, not a solution: only the multiply-adds of
//! dirac's dense kernel for one table of the puzzle (10 turns of 10 destination rows, each the
//! sum of 7 source rows weighted by the moves' ways, 2 vectors of 16 `u32` lanes a row: 1,400
//! vector multiply-adds), with no shift, no count of winners and no window. It is the least
//! time a table can take in that form on this CPU.
//!
//! `floor/dense-adds-table` and `floor/dense-adds-part2` try the other dense form, the one issue
//! 10 timed on another CPU: a whole table (or both, and the combination), the die rolled one roll
//! at a time so that a roll is additions only (a window of `F` rows sliding round the board: one
//! addition and one subtraction a vector), the points scored as a shifted read, the layer on the
//! stack, the rules read at run time. It gives the puzzle's answers (asserted below).
//!
//! `floor/registers-part2` is the floor of part 2 for the puzzle's rules on this CPU: both
//! tables and the combination in AVX-512, written for those rules alone (board 10, target 21,
//! the 27 rolls' seven moves with their weights 1, 3, 6, 7, 6, 3, 1 as constants of the code, so
//! that a multiply is shifts and adds), a row of 32 `u32` scores in two registers, the points
//! scored as a two-source permute, the universes that reach the target as a masked add, both
//! players in one loop. `floor/registers-part2-weights` is the same with the weights read at run
//! time (a multiply each, moves of equal weight added first), as a kernel that takes any die must.
//! The x86-64 only experiment needs AVX-512; without it the two rows are not run, and say so.
//!
//! `floor/practice-interleaved` is the leanest method for the practice game found so far: both
//! players walked in one loop until each is back on their start about to repeat their moves
//! (the least period, with no gcd), then a division each. Asserted equal to `practice-walks`
//! on every pair of starts and several targets.
//!
//! `floor/practice-walks` is the last experiment: dirac's method for the practice game (each
//! player walked alone for one period, found by arithmetic, then whole periods skipped by
//! division) for two players on a board dividing the die, in `u64` on the stack, with no check,
//! no overflow path and no outcome built. The rules are read at run time, as dirac reads them,
//! so its divisions stay divisions. It is what that method costs without dirac's generality.

use std::hint::black_box;

mod floor;

#[cfg(target_arch = "x86_64")]
use floor::Registers;
use floor::{Adds, adds_part2};

use criterion::{Criterion, criterion_group, criterion_main};
use num_integer::Integer;

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

/// The practice game for two players by dirac's method, stripped: `board` divides the die, and
/// a walk fits 64 turns. Returns the lowest score times the rolls.
#[allow(clippy::cast_possible_truncation)] // turns index a walk of at most 64
fn practice_walks(board: u64, rolls: u64, target: u64, starts: [u64; 2]) -> u64 {
    let stride = 2 * rolls;
    // A player's moves modulo the board step by R²·n a turn and repeat every `own` turns.
    let step = rolls * stride % board;
    let own = board / board.gcd(&(stride % board));
    let mut scores = [[0_u64; 64]; 2];
    // (turns in the period or to the target, the period's points or 0, turns to the target)
    let mut walks = [(0_u64, 0_u64, 0_u64); 2];
    for (player, &start) in starts.iter().enumerate() {
        let scores = &mut scores[player];
        let mut next = (rolls * rolls * player as u64 + rolls * (rolls + 1) / 2) % board;
        let (mut at, mut score, mut played) = (start - 1, 0, 0);
        let mut limit = own;
        let reached = loop {
            while played < limit && score < target {
                at += next;
                if at >= board {
                    at -= board;
                }
                next += step;
                if next >= board {
                    next -= board;
                }
                score += at + 1;
                played += 1;
                scores[played as usize] = score;
            }
            if score >= target || limit > own {
                break score >= target;
            }
            // Back on the start after B / gcd(Δ, B) rounds of `own` turns.
            limit = own * (board / (at + board - (start - 1)).gcd(&board));
            if limit == own {
                break false;
            }
        };
        walks[player] = if reached {
            (played, 0, played)
        } else {
            let whole = target / score;
            let left = target - whole * score;
            let within = scores[..=played as usize].partition_point(|&s| s < left) as u64;
            (played, score, whole * played + within)
        };
    }
    let score_after = |player: usize, turns: u64| {
        let (period, gain, _) = walks[player];
        if gain == 0 {
            scores[player][turns as usize]
        } else {
            turns / period * gain + scores[player][(turns % period) as usize]
        }
    };
    // Player 1 wins ties of turns to the target: they move first.
    let (first, second) = (walks[0].2, walks[1].2);
    let (turns, lowest) = if first <= second {
        (2 * first - 1, score_after(1, first - 1))
    } else {
        (2 * second, score_after(0, second))
    };
    lowest * turns * rolls
}

/// The practice game for two players by the leanest method found: both players walked in one
/// loop (two independent chains), each until they reach the target or stand on their start
/// about to make their first move again (the least period, found without a gcd), their running
/// scores in arrays on the stack; then one division each for the whole periods, a scan of the
/// last one, and one division for the loser's score. `board` divides the die.
#[allow(clippy::cast_possible_truncation)] // turns index a walk of at most 128
fn practice_interleaved(board: u64, rolls: u64, target: u64, starts: [u64; 2]) -> u64 {
    let step = 2 * rolls * rolls % board;
    let first = [0, 1].map(|i| (rolls * rolls * i + rolls * (rolls + 1) / 2) % board);
    let home = starts.map(|s| s - 1);
    let (mut at, mut next, mut score) = (home, first, [0_u64; 2]);
    let mut scores = [[0_u64; 128]; 2];
    // (turns walked, reached the target on the last of them)
    let mut walked: [Option<(u64, bool)>; 2] = [None, None];
    let mut t = 0;
    while walked.iter().any(Option::is_none) && t < 127 {
        t += 1;
        for i in 0..2 {
            if walked[i].is_some() {
                continue;
            }
            at[i] += next[i];
            if at[i] >= board {
                at[i] -= board;
            }
            next[i] += step;
            if next[i] >= board {
                next[i] -= board;
            }
            score[i] += at[i] + 1;
            scores[i][t] = score[i];
            if score[i] >= target {
                walked[i] = Some((t as u64, true));
            } else if at[i] == home[i] && next[i] == first[i] {
                walked[i] = Some((t as u64, false));
            }
        }
    }
    // Each player's turns to the target, and their score after any number of turns.
    let reach = |i: usize| -> u64 {
        match walked[i] {
            Some((turns, true)) => turns,
            Some((period, false)) => {
                let gain = scores[i][period as usize];
                let whole = target / gain;
                let left = target - whole * gain;
                let within = scores[i][..=period as usize]
                    .iter()
                    .take_while(|&&s| s < left)
                    .count();
                whole * period + within as u64
            }
            None => unreachable!("a walk ends within B² turns"),
        }
    };
    let score_after = |i: usize, turns: u64| -> u64 {
        match walked[i] {
            Some((period, false)) => {
                turns / period * scores[i][period as usize] + scores[i][(turns % period) as usize]
            }
            _ => scores[i][turns as usize],
        }
    };
    let (first, second) = (reach(0), reach(1));
    let (turns, lowest) = if first <= second {
        (2 * first - 1, score_after(1, first - 1))
    } else {
        (2 * second, score_after(0, second))
    };
    lowest * turns * rolls
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
    assert_eq!(adds_part2(arch, [4, 8]), 444_356_092_776_315);
    assert_eq!(adds_part2(arch, [3, 4]), 193_753_136_998_081);
    group.bench_function("dense-adds-table", |b| {
        b.iter(|| {
            arch.dispatch(Adds {
                board: black_box(10),
                faces: black_box(3),
                rolls: black_box(3),
                target: black_box(21),
                start: black_box(4),
            })
        })
    });
    group.bench_function("dense-adds-part2", |b| {
        b.iter(|| adds_part2(arch, black_box([4, 8])))
    });
    #[cfg(target_arch = "x86_64")]
    match pulp::x86::V4::try_new() {
        Some(simd) => {
            let part2 = |starts: [usize; 2], weights: Option<[u32; 4]>| {
                pulp::Simd::vectorize(
                    simd,
                    Registers {
                        simd,
                        starts,
                        weights,
                    },
                )
            };
            for weights in [None, Some([1, 3, 6, 7])] {
                assert_eq!(part2([4, 8], weights), 444_356_092_776_315);
                assert_eq!(part2([3, 4], weights), 193_753_136_998_081);
            }
            group.bench_function("registers-part2", |b| {
                b.iter(|| part2(black_box([4, 8]), None))
            });
            group.bench_function("registers-part2-weights", |b| {
                b.iter(|| part2(black_box([4, 8]), Some(black_box([1, 3, 6, 7]))))
            });
        }
        #[allow(clippy::print_stderr)]
        None => eprintln!("floor/registers-part2: not run, this CPU has no AVX-512"),
    }
    assert_eq!(practice_walks(10, 3, 1000, [4, 8]), 739_785);
    assert_eq!(practice_walks(10, 3, 1000, [3, 4]), 995_904);
    for starts in (1..=10).flat_map(|a| (1..=10).map(move |b| [a, b])) {
        for target in [1, 2, 21, 1000, 123_456] {
            assert_eq!(
                practice_interleaved(10, 3, target, starts),
                practice_walks(10, 3, target, starts),
                "{starts:?} to {target}"
            );
        }
    }
    group.bench_function("practice-interleaved", |b| {
        b.iter(|| {
            practice_interleaved(
                black_box(10),
                black_box(3),
                black_box(1000),
                black_box([4, 8]),
            )
        })
    });
    group.bench_function("practice-walks", |b| {
        b.iter(|| {
            practice_walks(
                black_box(10),
                black_box(3),
                black_box(1000),
                black_box([4, 8]),
            )
        })
    });
    group.finish();
}

criterion_group!(benches, classic, floor);
criterion_main!(benches);
