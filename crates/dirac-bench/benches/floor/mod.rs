//! The floors of part 2 for the puzzle's rules on this CPU, shared by the classic benchmark
//! (`benches/classic.rs`, which describes them) and the guard that holds dirac's part 2 to a few
//! times them in CI (`tests/guard.rs`): the adds experiment, portable, and the register
//! kernel written for those rules alone, on AVX-512.

use std::hint::black_box;

/// The puzzle's Dirac target.
const TARGET: usize = 21;

/// The adds experiment: one player's whole table (universes reaching the target on each turn,
/// and still playing after it), the die rolled one roll at a time so that a roll is additions
/// only, the layer on the stack. The rules are read at run time.
pub(crate) struct Adds {
    /// Spaces on the board (at most 16).
    pub(crate) board: usize,
    /// Faces of the die (at most the board).
    pub(crate) faces: usize,
    /// Rolls a turn.
    pub(crate) rolls: u32,
    /// The target (at most 32).
    pub(crate) target: usize,
    /// The player's start.
    pub(crate) start: usize,
}

/// `(reached, playing)` by turn, and the number of turns.
type AddsTable = ([u64; 32], [u64; 32], usize);

impl pulp::WithSimd for Adds {
    type Output = AddsTable;

    #[inline(always)]
    fn with_simd<S: pulp::Simd>(self, _: S) -> AddsTable {
        let (board, faces) = (self.board, self.faces);
        assert!(board <= 16 && faces <= board && self.target <= 32);
        let total = (faces as u64).pow(self.rolls);
        let past: [u32; 64] = std::array::from_fn(|k| if k < 32 { 0 } else { u32::MAX });
        // A row: 16 lanes of zeros, then the scores below the target (the target on lane 48).
        // Row p scored p + 1 points when its universes landed: it is read from lane 15 − p
        // at the next roll, an unaligned load of lanes stored aligned, with zeros shifted in.
        let (mut one, mut two) = ([[0_u32; 48]; 16], [[0_u32; 48]; 16]);
        let (mut layer, mut next) = (&mut one, &mut two);
        layer[self.start - 1][48 - self.target] = 1;
        let (mut reached, mut playing) = ([0_u64; 32], [0_u64; 32]);
        playing[0] = 1;
        let mut turn = 0;
        while playing[turn] > 0 {
            assert!(playing[turn] * total <= u64::from(u32::MAX));
            // Landing on row p scores p + 1: lanes from 31 − p pass the target, counted as the
            // last roll lands.
            let mut won = [0_u32; 32];
            for roll in 0..self.rolls {
                let scored = roll == 0 && turn > 0;
                let read = |layer: &[[u32; 48]; 16], p: usize| -> [u32; 32] {
                    let from = if scored { 15 - p } else { 16 };
                    layer[p][from..from + 32].try_into().unwrap_or([0; 32])
                };
                // next[p] = Σ_{d=1..F} layer[p − d]: a window sliding round the board.
                let mut window = [0_u32; 32];
                for d in 1..=faces {
                    add(&mut window, &read(layer, board - d));
                }
                let last = roll + 1 == self.rolls;
                for p in 0..board {
                    next[p][16..].copy_from_slice(&window);
                    if last {
                        let mask: &[u32; 32] = past[p + 1..p + 33].try_into().unwrap_or(&[0; 32]);
                        for ((w, x), m) in won.iter_mut().zip(window).zip(mask) {
                            *w = w.wrapping_add(x & m);
                        }
                    }
                    add(&mut window, &read(layer, p));
                    let back = if p >= faces {
                        p - faces
                    } else {
                        p + board - faces
                    };
                    sub(&mut window, &read(layer, back));
                }
                std::mem::swap(&mut layer, &mut next);
            }
            turn += 1;
            reached[turn] = won.iter().map(|&x| u64::from(x)).sum();
            playing[turn] = playing[turn - 1] * total - reached[turn];
        }
        (reached, playing, turn)
    }
}

#[inline(always)]
fn add(acc: &mut [u32; 32], row: &[u32; 32]) {
    for (a, x) in acc.iter_mut().zip(row) {
        *a = a.wrapping_add(*x);
    }
}

#[inline(always)]
fn sub(acc: &mut [u32; 32], row: &[u32; 32]) {
    for (a, x) in acc.iter_mut().zip(row) {
        *a = a.wrapping_sub(*x);
    }
}

/// Part 2 from two tables of the adds experiment.
pub(crate) fn adds_part2(arch: pulp::Arch, starts: [usize; 2]) -> u64 {
    let [a, b] = starts.map(|start| {
        arch.dispatch(Adds {
            board: black_box(10),
            faces: black_box(3),
            rolls: black_box(3),
            target: black_box(21),
            start,
        })
    });
    let (mut first, mut second) = (0, 0);
    for t in 1..=a.2.max(b.2) {
        first += a.0[t] * b.1[t - 1];
        second += b.0[t] * a.1[t];
    }
    first.max(second)
}

/// Part 2 of the puzzle for starts `starts` in AVX-512 registers: `weights` `None` for the
/// puzzle's weights as constants of the code, else the weights of the moves 3 and 9, 4 and 8,
/// 5 and 7, and 6, multiplied at run time.
#[cfg(target_arch = "x86_64")]
pub(crate) struct Registers {
    /// The AVX-512 this CPU has.
    pub(crate) simd: pulp::x86::V4,
    /// The two players' starts.
    pub(crate) starts: [usize; 2],
    /// The weights of the moves 3 and 9, 4 and 8, 5 and 7, and 6 read at run time, or `None`
    /// for the puzzle's as constants of the code.
    pub(crate) weights: Option<[u32; 4]>,
}

#[cfg(target_arch = "x86_64")]
#[allow(
    clippy::cast_possible_truncation,
    clippy::cast_possible_wrap,
    clippy::cast_sign_loss
)]
impl pulp::WithSimd for Registers {
    type Output = u64;

    #[inline(always)]
    fn with_simd<S: pulp::Simd>(self, _: S) -> u64 {
        use core::arch::x86_64::__m512i;
        let f = self.simd.avx512f;
        let zero = f._mm512_setzero_si512();
        // Lane `i` of vector `v` of a row holds score `16 v + i`; scores below 21 are kept.
        let live: [u16; 2] = [0xffff, (1 << 5) - 1];
        // Landing on space `to + 1` moves a row `to + 1` lanes up; lanes from `20 − to` reach.
        let shift: [__m512i; 10] = std::array::from_fn(|to| {
            pulp::cast::<[u32; 16], __m512i>(std::array::from_fn(|i| (16 + i - to - 1) as u32))
        });
        let reach: [[u16; 2]; 10] = std::array::from_fn(|to| {
            let from = TARGET - to - 1; // the lowest score that reaches the target
            let mask = |v: usize| -> u16 {
                (0..16)
                    .filter(|i| (from..TARGET).contains(&(16 * v + i)))
                    .fold(0, |m, i| m | 1 << i)
            };
            [mask(0), mask(1)]
        });
        let weights = self
            .weights
            .map(|w| w.map(|w| f._mm512_set1_epi32(w as i32)));
        let times = |x: __m512i, k: usize| -> __m512i {
            match weights {
                Some(w) => f._mm512_mullo_epi32(x, w[k]),
                // 1, 3, 6 and 7 as shifts and adds.
                None => match k {
                    0 => x,
                    1 => f._mm512_add_epi32(x, f._mm512_slli_epi32::<1>(x)),
                    2 => {
                        f._mm512_slli_epi32::<1>(f._mm512_add_epi32(x, f._mm512_slli_epi32::<1>(x)))
                    }
                    _ => f._mm512_sub_epi32(f._mm512_slli_epi32::<3>(x), x),
                },
            }
        };
        let (mut one, mut two) = ([[[zero; 2]; 10]; 2], [[[zero; 2]; 10]; 2]);
        let (mut layer, mut next) = (&mut one, &mut two);
        for p in 0..2 {
            let mut first = [0_u32; 16];
            first[0] = 1;
            layer[p][self.starts[p] - 1][0] = pulp::cast(first);
        }
        let (mut reached, mut playing) = ([[0_u64; 24]; 2], [[0_u64; 24]; 2]);
        playing[0][0] = 1;
        playing[1][0] = 1;
        let mut turn = 0;
        while playing[0][turn] > 0 || playing[1][turn] > 0 {
            let mut won = [zero; 2];
            for to in 0..10 {
                for p in 0..2 {
                    let rows = &layer[p];
                    let row = |d: usize| &rows[(to + 10 - d) % 10];
                    let mut acc = [zero; 2];
                    for v in 0..2 {
                        let ones = f._mm512_add_epi32(row(3)[v], row(9)[v]);
                        let threes = f._mm512_add_epi32(row(4)[v], row(8)[v]);
                        let sixes = f._mm512_add_epi32(row(5)[v], row(7)[v]);
                        let a = f._mm512_add_epi32(times(ones, 0), times(threes, 1));
                        let b = f._mm512_add_epi32(times(sixes, 2), times(row(6)[v], 3));
                        acc[v] = f._mm512_add_epi32(a, b);
                        won[p] = f._mm512_mask_add_epi32(won[p], reach[to][v], won[p], acc[v]);
                    }
                    next[p][to][0] =
                        f._mm512_maskz_permutex2var_epi32(live[0], zero, shift[to], acc[0]);
                    next[p][to][1] =
                        f._mm512_maskz_permutex2var_epi32(live[1], acc[0], shift[to], acc[1]);
                }
            }
            std::mem::swap(&mut layer, &mut next);
            turn += 1;
            for p in 0..2 {
                reached[p][turn] = u64::from(f._mm512_reduce_add_epi32(won[p]) as u32);
                playing[p][turn] = playing[p][turn - 1] * 27 - reached[p][turn];
            }
        }
        let (mut first, mut second) = (0, 0);
        for t in 1..=turn {
            first += reached[0][t] * playing[1][t - 1];
            second += reached[1][t] * playing[0][t];
        }
        first.max(second)
    }
}
