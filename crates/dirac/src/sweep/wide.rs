//! A pair's cell in fixed-width words, for tables whose counts pass 64 bits: both players'
//! universes and player 1's exact chance, with no allocation but the results'.
//!
//! Past 64 bits the sweep's sums ran on big integers, each product and sum a fresh allocation
//! (two thirds of an atlas to target 100 was the allocator and `num-bigint`, `perf`). Here
//! every table's columns are laid out once at a fixed width, `⌈log₂ P^L / 64⌉` words for a
//! table of `L` turns, and each pair sums its products into accumulators reused from pair to
//! pair: schoolbook products of a few words each.

use num_bigint::BigUint;

use crate::num::{Count, nearest_f64};
use crate::tables::{Column, Table};

/// One table's columns at a fixed width.
pub(super) struct WideColumns {
    /// Words a count.
    width: usize,
    /// `reached[t]` at `t · width`.
    reached: Vec<u64>,
    /// `playing[t]` at `t · width`.
    playing: Vec<u64>,
    /// Its last turn `L`.
    last: usize,
}

impl WideColumns {
    /// The columns of `table`, at the width of its largest count.
    pub(super) fn of(table: &Table) -> WideColumns {
        // Words of a column's widest count, read in place.
        let width = |column: &Column| match column {
            Column::Narrow(_) => 1,
            Column::Big(v) => v
                .iter()
                .map(|x| usize::try_from(x.bits().div_ceil(64)).unwrap_or(usize::MAX))
                .max()
                .unwrap_or(1),
        };
        let width = width(&table.reached).max(width(&table.playing)).max(1);
        let lay = |column: &Column| match column {
            Column::Narrow(v) => {
                let mut out = vec![0_u64; v.len() * width];
                for (&x, slot) in v.iter().zip(out.chunks_exact_mut(width)) {
                    slot[0] = x;
                }
                out
            }
            Column::Big(v) => {
                let mut out = vec![0_u64; v.len() * width];
                for (x, slot) in v.iter().zip(out.chunks_exact_mut(width)) {
                    for (d, w) in slot.iter_mut().zip(x.iter_u64_digits()) {
                        *d = w;
                    }
                }
                out
            }
        };
        let reached = lay(&table.reached);
        WideColumns {
            last: reached.len() / width - 1,
            width,
            reached,
            playing: lay(&table.playing),
        }
    }

    fn reached(&self, t: usize) -> &[u64] {
        &self.reached[t * self.width..(t + 1) * self.width]
    }

    fn playing(&self, t: usize) -> &[u64] {
        &self.playing[t * self.width..(t + 1) * self.width]
    }
}

/// Accumulators reused from pair to pair, and `P^(2k − 1)` for every `k` met.
pub(super) struct Scratch {
    per_turn: u64,
    square: u64,
    sums: [Vec<u64>; 4],
    denominators: Vec<Option<BigUint>>,
}

impl Scratch {
    /// For turns that split into `per_turn` universes; `None` when its square passes a word.
    pub(super) fn new(per_turn: &Count) -> Option<Scratch> {
        let per_turn = per_turn.to_u64()?;
        Some(Scratch {
            per_turn,
            square: per_turn.checked_mul(per_turn)?,
            sums: Default::default(),
            denominators: Vec::new(),
        })
    }

    /// `P^(2k − 1)`, made once for each `k`.
    fn denominator(&mut self, k: usize) -> &BigUint {
        if self.denominators.len() <= k {
            self.denominators.resize(k + 1, None);
        }
        let p = self.per_turn;
        self.denominators[k].get_or_insert_with(|| {
            BigUint::from(p).pow(u32::try_from(2 * k - 1).unwrap_or(u32::MAX))
        })
    }
}

/// The universes won by each player with player 1's columns `p1` and player 2's `p2`, and
/// player 1's chance correctly rounded: the sums of `tables::pair` and of `first_mover_exact`,
/// in words.
pub(super) fn cell(p1: &WideColumns, p2: &WideColumns, s: &mut Scratch) -> ([Count; 2], f64) {
    let span = p1.width + p2.width + 1;
    // Over `P^(2k − 1)`: N = Σₜ reached₁[t]·playing₂[t−1]·P^(2(k − t)) by Horner's rule, for
    // the turns `k = min(L₁, L₂ + 1)` player 1 can finish in while player 2 plays; its terms
    // are player 1's wins', made once for both. N < P^(2k − 1), and so is every partial sum.
    let k = p1.last.min(p2.last + 1);
    let p_bits = (64 - s.per_turn.leading_zeros()) as usize;
    let [first, second, chance, product] = &mut s.sums;
    for (sum, len) in [
        (&mut *first, span),
        (&mut *second, span),
        (
            &mut *chance,
            span.max((2 * k).saturating_sub(1) * p_bits / 64 + 2),
        ),
        (&mut *product, span),
    ] {
        sum.clear();
        sum.resize(len, 0);
    }
    // Words of `chance` in use: a product by `P² < 2^64` adds one at most.
    let mut used = 1;
    for t in 1..=k {
        let (x, y) = (trimmed(p1.reached(t)), trimmed(p2.playing(t - 1)));
        let len = x.len() + y.len();
        crate::steps::add(crate::work::Op::Word, x.len() * y.len() + used + 2 * len);
        product[..len].fill(0);
        add_product(&mut product[..len], x, y);
        add(first, &product[..len]);
        used = (used + 1).min(chance.len());
        scale(&mut chance[..used], s.square);
        used = used.max(len);
        add(chance, &product[..len]);
        used = (used + 1).min(chance.len());
    }
    for t in 1..=p1.last.min(p2.last) {
        crate::steps::add(crate::work::Op::Word, p1.width * p2.width);
        add_product(second, p2.reached(t), p1.playing(t));
    }
    let n = big(chance);
    let p = if k == 0 {
        0.0
    } else {
        nearest_f64(&n, s.denominator(k))
    };
    let [first, second, ..] = &s.sums;
    ([count(first), count(second)], p)
}

/// `acc += x`, `acc` wide enough for the result.
fn add(acc: &mut [u64], x: &[u64]) {
    let mut carry = false;
    for (d, &w) in acc.iter_mut().zip(x) {
        let (sum, over) = d.overflowing_add(w);
        let (sum, again) = sum.overflowing_add(u64::from(carry));
        *d = sum;
        carry = over || again;
    }
    for d in &mut acc[x.len()..] {
        if !carry {
            break;
        }
        let (sum, over) = d.overflowing_add(1);
        *d = sum;
        carry = over;
    }
}

/// `acc += x · y`, `acc` wide enough for the result.
#[allow(clippy::cast_possible_truncation)]
fn add_product(acc: &mut [u64], x: &[u64], y: &[u64]) {
    let (x, y) = (trimmed(x), trimmed(y));
    for (i, &a) in x.iter().enumerate() {
        let mut carry = 0_u128;
        for (j, &b) in y.iter().enumerate() {
            let t = u128::from(a) * u128::from(b) + u128::from(acc[i + j]) + carry;
            acc[i + j] = t as u64;
            carry = t >> 64;
        }
        let mut at = i + y.len();
        while carry != 0 {
            let t = u128::from(acc[at]) + carry;
            acc[at] = t as u64;
            carry = t >> 64;
            at += 1;
        }
    }
}

/// `words` without its high zero words.
fn trimmed(words: &[u64]) -> &[u64] {
    let mut len = words.len();
    while len > 0 && words[len - 1] == 0 {
        len -= 1;
    }
    &words[..len]
}

/// `acc *= m`, `acc` wide enough for the result.
#[allow(clippy::cast_possible_truncation)]
fn scale(acc: &mut [u64], m: u64) {
    let mut carry = 0_u128;
    for d in acc.iter_mut() {
        let t = u128::from(*d) * u128::from(m) + carry;
        *d = t as u64;
        carry = t >> 64;
    }
}

fn big(words: &[u64]) -> BigUint {
    BigUint::new(crate::tables::wide::to_u32_words(trimmed(words)))
}

/// A count from its words: in a machine's two words when it fits them.
fn count(words: &[u64]) -> Count {
    match trimmed(words) {
        [] => Count::ZERO,
        [low] => Count::from(*low),
        [low, high] => Count::from(u128::from(*high) << 64 | u128::from(*low)),
        _ => Count::from(big(words)),
    }
}
