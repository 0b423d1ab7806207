//! The one algebra of work every estimate is written in: how many of each kind of operation a
//! run makes, and what that comes to in time.
//!
//! A *step* is a nanosecond of work on the reference CPU (the machine `docs/limits.md` names),
//! whatever the work: so `--max-work 1e10` means about ten seconds, whether the run moves cells
//! in a vector kernel, probes a table of joint states or writes digits. Each kind of operation
//! ([`Op`]) has its own weight, the time one of them takes there, calibrated by the benchmark
//! `cargo bench -p dirac-bench --bench weights --features count-steps` (the step counter, [`crate::steps`],
//! counts each kind as the code runs it, and the benchmark times the same runs).
//!
//! An estimate counts operations by kind ([`Work`]); [`Work::steps`] weighs them. Memory costs
//! time too: every byte a run holds was touched once (a page the system had to map and clear),
//! which [`BYTE_PICOSECONDS`] weighs.

use std::fmt;

/// A kind of operation, each with its own time on the reference CPU.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Op {
    /// A scalar table kernel's multiply-add of a cell's count by a move's weight, a word of the
    /// count at a time (the `narrow`, `wide`, `reverse` and atlas kernels).
    CellMove,
    /// A vector table kernel's multiply-add of a whole register of lanes (the `dense`,
    /// `registers` and `reverse_lanes` kernels).
    VectorMove,
    /// A product of two 64-bit words inside an operation on wide counts: combining the players'
    /// tables, the exact statistics, a big-integer kernel, and writing a count in decimal (its
    /// words squared).
    Word,
    /// A joint-state strategy's step from one state by one move, its results held in a flat
    /// array that fits the caches.
    Probe,
    /// The same step in a flat array past the caches, where most probes miss them.
    FarProbe,
    /// The same step in a hash map of the states reached, that fits the caches.
    MapProbe,
    /// The same step in a hash map past the caches.
    FarMapProbe,
    /// A move of the stack strategy's walk: a node pushed.
    Node,
    /// A roll of a simulated game.
    Roll,
    /// A turn of the practice game walked, or one player's turn traced.
    Turn,
}

impl Op {
    /// Every kind, in the order of [`Work`]'s counts.
    pub const ALL: [Op; 10] = [
        Op::CellMove,
        Op::VectorMove,
        Op::Word,
        Op::Probe,
        Op::FarProbe,
        Op::MapProbe,
        Op::FarMapProbe,
        Op::Node,
        Op::Roll,
        Op::Turn,
    ];

    /// How many kinds there are.
    pub const COUNT: usize = Op::ALL.len();

    /// The kind's place in [`Op::ALL`].
    pub const fn index(self) -> usize {
        self as usize
    }

    /// Picoseconds one operation of this kind stands for on the reference CPU: a round figure
    /// near the lowest of the calibration's runs (`docs/limits.md`), each of which also does
    /// other work. Not a bound on one operation: the estimates test holds whole runs' steps
    /// against their counts.
    pub const fn picoseconds(self) -> u128 {
        match self {
            Op::CellMove => 500,
            Op::VectorMove => 2_000,
            Op::Word => 1_000,
            Op::Probe => 5_000,
            Op::FarProbe => 30_000,
            Op::MapProbe => 20_000,
            Op::FarMapProbe => 200_000,
            Op::Node => 3_000,
            Op::Roll => 10_000,
            Op::Turn => 5_000,
        }
    }

    /// What one operation of this kind is, in a few words.
    pub const fn name(self) -> &'static str {
        match self {
            Op::CellMove => "cell-moves",
            Op::VectorMove => "vector moves",
            Op::Word => "word products",
            Op::Probe => "state probes",
            Op::FarProbe => "state probes past the caches",
            Op::MapProbe => "map probes",
            Op::FarMapProbe => "map probes past the caches",
            Op::Node => "walk nodes",
            Op::Roll => "simulated rolls",
            Op::Turn => "practice turns",
        }
    }
}

/// Picoseconds a byte of memory held takes on the reference CPU, at most: touched once, its page
/// mapped and cleared by the system.
pub const BYTE_PICOSECONDS: u128 = 500;

/// Picoseconds in steps (nanoseconds), rounded up: in 64-bit arithmetic where they fit (a
/// division of 128 bits is a call to a library routine, and every plan makes one).
pub(crate) fn steps_of(picoseconds: u128) -> u128 {
    match u64::try_from(picoseconds) {
        Ok(ps) => u128::from(ps.div_ceil(1000)),
        Err(_) => picoseconds.div_ceil(1000),
    }
}

/// The operations a run makes, by kind, at most, and the time they take on the reference CPU.
/// Every count saturates at `u128::MAX`, which any limit refuses: an estimate is never a count.
///
/// The time is weighed as the work is made (one multiplication for each [`Work::of`]) and kept
/// beside the counts: every plan asks for it, a small game's too (the practice game of the
/// puzzle takes some fifty nanoseconds, and weighing ten kinds again at each check showed in its
/// profile).
#[derive(Clone, Copy, PartialEq, Eq, Default)]
pub struct Work {
    counts: [u128; Op::COUNT],
    picoseconds: u128,
}

impl Work {
    /// No work.
    pub const NONE: Work = Work {
        counts: [0; Op::COUNT],
        picoseconds: 0,
    };

    /// `n` operations of kind `op`.
    pub fn of(op: Op, n: u128) -> Work {
        let mut work = Work::NONE;
        work.add(op, n);
        work
    }

    /// How many operations of kind `op`.
    pub fn count(&self, op: Op) -> u128 {
        self.counts[op.index()]
    }

    /// Adds `n` operations of kind `op` to this work, in place.
    pub(crate) fn add(&mut self, op: Op, n: u128) {
        let count = &mut self.counts[op.index()];
        *count = count.saturating_add(n);
        self.picoseconds = self
            .picoseconds
            .saturating_add(n.saturating_mul(op.picoseconds()));
    }

    /// This work and `other`'s.
    #[must_use]
    pub fn plus(self, other: Work) -> Work {
        // No work weighs nothing (every kind takes some time), and a plan adds none often:
        // part 1's view, on every call of every face.
        if other.picoseconds == 0 {
            return self;
        }
        if self.picoseconds == 0 {
            return other;
        }
        let mut sum = self;
        for (a, b) in sum.counts.iter_mut().zip(other.counts) {
            *a = a.saturating_add(b);
        }
        sum.picoseconds = self.picoseconds.saturating_add(other.picoseconds);
        sum
    }

    /// This work `n` times over.
    #[must_use]
    pub fn times(self, n: u128) -> Work {
        Work {
            counts: self.counts.map(|a| a.saturating_mul(n)),
            picoseconds: self.picoseconds.saturating_mul(n),
        }
    }

    /// Whichever of this work and `other` takes longer (this one on a tie): where a run does
    /// one or the other, and the estimate cannot tell which.
    #[must_use]
    pub fn longer(self, other: Work) -> Work {
        if other.picoseconds > self.picoseconds {
            other
        } else {
            self
        }
    }

    /// The time the work takes on the reference CPU, in steps (nanoseconds), rounded up.
    pub fn steps(&self) -> u128 {
        steps_of(self.picoseconds)
    }

    /// The time the work takes on the reference CPU, in picoseconds.
    pub(crate) fn picoseconds(&self) -> u128 {
        self.picoseconds
    }

    /// Whether there is none.
    pub fn is_none(&self) -> bool {
        self.counts.iter().all(|&n| n == 0)
    }
}

impl fmt::Debug for Work {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let mut map = f.debug_map();
        for op in Op::ALL {
            if self.count(op) > 0 {
                map.entry(&op, &self.count(op));
            }
        }
        map.finish()
    }
}

/// What a face's renderer holds while it writes a view, beside the view itself: the
/// renderer's own model of its bytes, stated and calibrated where it writes
/// (`dirac_render::turns::WRITTEN`, `dirac_render::trace::WRITTEN`). The planner adds it to the
/// view's estimate; a face that writes nothing gives [`Written::NOTHING`].
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub struct Written {
    /// Bytes whatever the view's size: rules, headings, a chart.
    pub fixed: u128,
    /// Bytes for each row written (a line of text, a row of JSON), beside its counts.
    pub per_row: u128,
    /// Bytes for each count written, beside its digits.
    pub per_count: u128,
    /// Bytes for each digit written: the text holds each, perhaps several times over.
    pub per_digit: u128,
}

impl Written {
    /// Nothing written.
    pub const NOTHING: Written = Written {
        fixed: 0,
        per_row: 0,
        per_count: 0,
        per_digit: 0,
    };

    /// The bytes of `rows` rows of `counts` counts of `digits` digits in all.
    pub fn bytes(&self, rows: u128, counts: u128, digits: u128) -> u128 {
        self.fixed
            .saturating_add(self.per_row.saturating_mul(rows))
            .saturating_add(self.per_count.saturating_mul(counts))
            .saturating_add(self.per_digit.saturating_mul(digits))
    }
}

/// 64-bit words in a count of `bits` bits (one at least).
pub(crate) fn words(bits: u128) -> u128 {
    bits.div_ceil(64).max(1)
}

/// Bytes of a count of `bits` bits: a machine word or two, or a big integer's header and
/// digits.
pub(crate) fn count_bytes(bits: u128) -> u128 {
    match bits {
        0..=64 => 8,
        65..=128 => 16,
        _ => 24 + bits.div_ceil(64) * 8,
    }
}

/// Decimal digits of a count of `bits` bits, at most.
pub(crate) fn decimal_digits(bits: u128) -> u128 {
    digits_beyond_the_first(bits) + 1
}

/// `⌊bits · 0.30103⌋`, at least `⌊log₁₀ 2^bits⌋`: the decimal digits a count of `bits` bits has
/// beyond its first, at most (log₁₀ 2 < 0.30103 = 30103 / 100000). The one place this ratio is
/// written: estimates sum it over many counts, and exact rounding starts its search from it.
pub(crate) fn digits_beyond_the_first(bits: u128) -> u128 {
    bits.saturating_mul(30_103) / 100_000
}

/// `1 + 2 + … + k`, saturating: the units in rounds `1..=k` when round `t` holds `t` of them.
pub(crate) fn triangular(k: u128) -> u128 {
    k.saturating_mul(k.saturating_add(1)) / 2
}

/// `first + … + last` (`1 <= first`, else from 1), saturating, 0 when `last < first`: the units
/// in rounds `first..=last` when round `t` holds `t` of them.
pub(crate) fn triangular_between(first: u128, last: u128) -> u128 {
    if last < first {
        return 0;
    }
    triangular(last).saturating_sub(triangular(first.saturating_sub(1)))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_shared_formulas_are_their_sums_and_bounds() {
        for k in 0..200_u128 {
            assert_eq!(triangular(k), (1..=k).sum::<u128>());
            for first in 0..20 {
                let expected: u128 = (first.max(1)..=k).sum();
                assert_eq!(triangular_between(first, k), expected, "{first}..={k}");
            }
        }
        assert_eq!(triangular(u128::MAX), u128::MAX / 2);
        // The digits of 2^b - 1 (the largest count of b bits), against the bound.
        for bits in 1..400_u32 {
            let largest = (num_bigint::BigUint::from(1_u32) << bits) - 1_u32;
            let digits = largest.to_string().len() as u128;
            assert!(decimal_digits(u128::from(bits)) >= digits, "{bits}");
            assert!(decimal_digits(u128::from(bits)) <= digits + 1, "{bits}");
            assert_eq!(
                digits_beyond_the_first(u128::from(bits)) + 1,
                decimal_digits(u128::from(bits))
            );
        }
    }

    #[test]
    fn work_weighs_each_kind_by_its_own_time_and_saturates() {
        let cells = Work::of(Op::CellMove, 3_000);
        assert_eq!(cells.steps(), 3_000 * Op::CellMove.picoseconds() / 1000);
        let both = cells.plus(Work::of(Op::Word, 1));
        assert_eq!(both.count(Op::CellMove), 3_000);
        assert_eq!(both.count(Op::Word), 1);
        assert_eq!(
            both.steps(),
            (3_000 * Op::CellMove.picoseconds() + Op::Word.picoseconds()).div_ceil(1000)
        );
        // Rounded up: one operation of a fraction of a nanosecond is a step.
        assert_eq!(Work::of(Op::CellMove, 1).steps(), 1);
        assert_eq!(Work::NONE.steps(), 0);
        assert!(Work::NONE.is_none() && !cells.is_none());
        // No work adds nothing, on either side.
        assert_eq!(cells.plus(Work::NONE), cells);
        assert_eq!(Work::NONE.plus(cells), cells);
        assert_eq!(cells.times(2).count(Op::CellMove), 6_000);
        let huge = Work::of(Op::FarProbe, u128::MAX);
        assert_eq!(huge.steps(), u128::MAX.div_ceil(1000));
        assert_eq!(huge.plus(huge).count(Op::FarProbe), u128::MAX);
        assert_eq!(huge.times(3).count(Op::FarProbe), u128::MAX);
        // The longer of two: by time, not by count.
        let probes = Work::of(Op::FarProbe, 1_000);
        assert_eq!(probes.longer(cells), probes);
        assert_eq!(cells.longer(probes), probes);
        assert_eq!(cells.longer(cells), cells);
        assert_eq!(format!("{both:?}"), "{CellMove: 3000, Word: 1}");
    }

    #[test]
    fn the_time_kept_is_the_counts_weighed_however_the_work_was_made() {
        // Every kind, added and multiplied: the time kept beside the counts is theirs weighed.
        let work = Op::ALL
            .into_iter()
            .enumerate()
            .fold(Work::NONE, |w, (i, op)| {
                w.plus(Work::of(op, 7 * i as u128 + 1).times(i as u128 + 2))
            })
            .times(3);
        let weighed: u128 = Op::ALL
            .into_iter()
            .map(|op| work.count(op) * op.picoseconds())
            .sum();
        assert_eq!(work.picoseconds(), weighed);
        assert_eq!(work.steps(), weighed.div_ceil(1000));
        // Past 64 bits of picoseconds, in 128-bit arithmetic.
        let far = Work::of(Op::FarMapProbe, 1 << 60);
        assert_eq!(
            far.steps(),
            ((1_u128 << 60) * Op::FarMapProbe.picoseconds()).div_ceil(1000)
        );
        assert_eq!(
            steps_of(u128::from(u64::MAX) + 1),
            (1_u128 << 64).div_ceil(1000)
        );
        assert_eq!(steps_of(1001), 2);
    }

    #[test]
    fn kinds_are_listed_once_in_order_with_a_name_and_a_weight() {
        for (i, op) in Op::ALL.into_iter().enumerate() {
            assert_eq!(op.index(), i);
            assert!(op.picoseconds() > 0, "{op:?}");
            assert!(!op.name().is_empty());
        }
        // A probe past the caches waits on memory: slower than one within them.
        assert!(Op::FarProbe.picoseconds() > 4 * Op::Probe.picoseconds());
    }

    #[test]
    fn a_count_of_so_many_bits_has_at_most_so_many_digits_and_bytes() {
        assert_eq!(decimal_digits(0), 1);
        for bits in [1_u32, 4, 10, 64, 100, 127] {
            let most = (1_u128 << bits) - 1;
            assert!(most.to_string().len() as u128 <= decimal_digits(u128::from(bits)));
        }
        // 2^64 − 1 has 20 digits, 2^128 − 1 has 39: the bound is exact there.
        assert_eq!(decimal_digits(64), 20);
        assert_eq!(decimal_digits(128), 39);
        assert_eq!([1, 64, 65, 128].map(count_bytes), [8, 8, 16, 16]);
        assert_eq!(count_bytes(129), 24 + 3 * 8);
        assert_eq!(count_bytes(640), 24 + 10 * 8);
        assert_eq!((words(0), words(64), words(65)), (1, 1, 2));
    }
}
