//! Correct rounding of exact quotients: the decimals and percentages every face prints, and
//! the nearest `f64`. A leaf: it knows big integers and nothing of dirac.

use num_bigint::BigUint;
use num_integer::Integer;
use num_traits::Zero;

/// `n / d` (`d` not zero) rounded half up to `digits` decimal places, or, for `digits > 0`, in
/// scientific notation with `digits` significant digits when it is not zero but would round to
/// zero. (A value just below 1 may read `1.000…`: only zero is kept from being misread.)
pub(crate) fn decimal(n: &BigUint, d: &BigUint, digits: usize) -> String {
    let (whole, part) = fixed(n, d, digits);
    if whole.is_zero() && part.is_zero() && !n.is_zero() && digits > 0 {
        return scientific(n, d, digits);
    }
    if digits == 0 {
        return whole.to_string();
    }
    format!("{whole}.{part:0>digits$}", part = part.to_string())
}

/// `n / d` rounded half up to `digits` places: the whole part and the digits after the point.
fn fixed(n: &BigUint, d: &BigUint, digits: usize) -> (BigUint, BigUint) {
    let scale = ten_to(digits);
    let (scaled, _) = div_rem_short(&(n * &scale * 2_u32 + d), &(d * 2_u32));
    scaled.div_rem(&scale)
}

/// `n / d` and its remainder, `d` not zero, in time linear in their length when the quotient
/// is short (a rounded decimal, a count's leading digits), where a long division of numbers of
/// thousands of words costs far more (num-bigint divides them recursively whatever the
/// quotient's length: three quarters of a thousand players' statistics on the page).
///
/// From the leading words of both, with `n' = ⌊n / 2^s⌋` and `d' = ⌊d / 2^s⌋`:
/// `n' / (d' + 1) ≤ n / d < (n' + 1) / d'`, and the two bounds differ by
/// `(n' + d' + 1) / (d'(d' + 1))`, below `2^-62` when `d'` keeps 64 bits more than the quotient
/// has. So `q₀ = ⌊n' / (d' + 1)⌋` is the quotient or one less, and one subtraction settles it.
pub(crate) fn div_rem_short(n: &BigUint, d: &BigUint) -> (BigUint, BigUint) {
    let Some(shift) = short_cut(n.bits(), d.bits()) else {
        return n.div_rem(d);
    };
    let mut q = (n >> shift) / ((d >> shift) + 1_u32);
    let mut r = n - &q * d;
    if r >= *d {
        r -= d;
        q += 1_u32;
    }
    debug_assert!(r < *d, "the estimate is within one of the quotient");
    (q, r)
}

/// The bits [`div_rem_short`] drops from both numbers, for a dividend and a divisor of these
/// lengths: the divisor keeps 64 bits more than the quotient can have. `None` where the plain
/// division is as cheap: a divisor at most twice that long, or a quotient of over 1024 bits.
fn short_cut(n_bits: u64, d_bits: u64) -> Option<u64> {
    let quotient_bits = n_bits.saturating_sub(d_bits) + 1;
    let keep = quotient_bits + 64;
    (quotient_bits <= 1024 && d_bits > 2 * keep).then(|| d_bits - keep)
}

fn ten_to(power: usize) -> BigUint {
    BigUint::from(10_u32).pow(u32::try_from(power).unwrap_or(u32::MAX))
}

/// The bits of the shorter side [`scientific`] keeps when it first tries its bounds.
const KEPT_BITS: u64 = 128;

/// `n / d` (`0 < n < d`) as `m.mmm…e-k` with `digits` significant digits, rounded half up.
///
/// Long counts are first cut to their leading bits, `n = n'·2^c + r` and `d = d'·2^c + s`
/// with `r, s < 2^c`, so that `n' / (d' + 1) ≤ n / d < (n' + 1) / d'`. Rounding is monotone:
/// when both bounds round to the same digits, so does every value between them, and the
/// bounds' work is on numbers of [`KEPT_BITS`] bits and the exponent's length, not the
/// counts' (tiny probabilities of a long game, each count thousands of words long). Only
/// when they differ (the value within `2^-127` of a rounding boundary) are the counts divided
/// whole.
fn scientific(n: &BigUint, d: &BigUint, digits: usize) -> String {
    let cut = n.bits().min(d.bits()).saturating_sub(KEPT_BITS);
    if cut > 0 {
        let (n_cut, d_cut) = (n >> cut, d >> cut);
        let low = scientific_whole(&n_cut, &(&d_cut + 1_u32), digits);
        let high = scientific_whole(&(n_cut + 1_u32), &d_cut, digits);
        if low == high {
            return low;
        }
    }
    scientific_whole(n, d, digits)
}

/// [`scientific`] from the whole counts.
fn scientific_whole(n: &BigUint, d: &BigUint, digits: usize) -> String {
    // The exponent k with 1 <= n·10^k / d < 10: 10^k lies within a factor of 100 of d / n,
    // whose size in bits gives log₁₀ 2 ≈ 0.30103 of a digit each; a step or two settles it,
    // each one multiplication of the power at hand.
    let gap = d.bits().saturating_sub(n.bits()).saturating_sub(1);
    let mut k = usize::try_from(crate::work::digits_beyond_the_first(u128::from(gap)))
        .unwrap_or(usize::MAX);
    let mut scaled = n * ten_to(k);
    while scaled < *d {
        scaled *= 10_u32;
        k += 1;
    }
    while k > 1 && &scaled / 10_u32 >= *d {
        scaled /= 10_u32;
        k -= 1;
    }
    // n · 10^(k + digits − 1) / d, rounded half up, has `digits` digits (or one more on a carry).
    let scale = ten_to(digits - 1);
    let (mut mantissa, _) = div_rem_short(&(scaled * scale * 2_u32 + d), &(d * 2_u32));
    if mantissa >= ten_to(digits) {
        // Rounding carried into a new digit (9.99…e-k became 10.0…e-k): one place less.
        mantissa /= 10_u32;
        k -= 1;
    }
    let text = mantissa.to_string();
    let (first, rest) = text.split_at(1);
    if rest.is_empty() {
        format!("{first}e-{k}")
    } else {
        format!("{first}.{rest}e-{k}")
    }
}

/// [`percent`] in machine words, for a part and a whole that fit in them (every share of the
/// puzzle's games): `None` where the arithmetic would overflow, and for the values whose
/// writing [`percent`] decides by more than the rounded digits (a rounded 0%, 50% or 100%, and
/// no places), which it then writes. Otherwise the same digits, without a big integer.
pub(crate) fn percent_small(n: u128, d: u128, digits: usize) -> Option<compact_str::CompactString> {
    let scale = 10_u128.checked_pow(u32::try_from(digits).ok()?)?;
    let doubled = n.checked_mul(100)?.checked_mul(scale)?.checked_mul(2)?;
    let scaled = doubled.checked_add(d)? / d.checked_mul(2)?;
    // Digits in machine words: `u128` digits take divisions of two words.
    let whole = u64::try_from(scaled / scale).ok()?;
    let part = u64::try_from(scaled % scale).ok()?;
    if digits == 0 || (part == 0 && matches!(whole, 0 | 50 | 100)) {
        return None;
    }
    let mut text = compact_str::CompactString::const_new("");
    text.push_str(itoa::Buffer::new().format(whole));
    text.push('.');
    let mut buffer = itoa::Buffer::new();
    let part = buffer.format(part);
    for _ in part.len()..digits {
        text.push('0');
    }
    text.push_str(part);
    text.push('%');
    Some(text)
}

/// `n / d` (`d` not zero) as a percentage rounded half up to `digits` places; a value strictly
/// between 0 and 1 that would round to 0% or 100% reads `<0.01%` or `>99.99%` instead.
pub(crate) fn percent(n: &BigUint, d: &BigUint, digits: usize) -> String {
    let hundred = n * 100_u32;
    let (whole, part) = fixed(&hundred, d, digits);
    let step = || {
        if digits == 0 {
            "1".to_owned()
        } else {
            format!("0.{}1", "0".repeat(digits - 1))
        }
    };
    if whole.is_zero() && part.is_zero() && !n.is_zero() {
        return format!("<{}%", step());
    }
    if whole == BigUint::from(100_u32) && part.is_zero() && n < d {
        let below = if digits == 0 {
            "99".to_owned()
        } else {
            format!("99.{}", "9".repeat(digits))
        };
        return format!(">{below}%");
    }
    if digits == 0 {
        return format!("{whole}%");
    }
    // A near tie never reads as one: a value that is not one half but rounds to 50.00% is
    // written with as many more places as tell it from one half (50.003%, 49.9997%).
    let half = |whole: &BigUint, part: &BigUint| *whole == BigUint::from(50_u32) && part.is_zero();
    if half(&whole, &part) && n * 2_u32 != *d {
        // `|n/d − 1/2| ≥ 1/(2d)`: the places of `d`, and two more, always tell it apart.
        let places = d.to_string().len() + 2;
        for more in digits + 1..=digits + places {
            let (w, p) = fixed(&hundred, d, more);
            if !half(&w, &p) {
                return format!("{w}.{p:0>more$}%", p = p.to_string());
            }
        }
    }
    format!("{whole}.{part:0>digits$}%", part = part.to_string())
}

/// `n / d` as the nearest `f64` (ties to even), exactly: the quotient is computed to one bit
/// past the last that an `f64` keeps (fewer for subnormal results), and the remainder decides
/// the rounding. Infinity when `d` is zero and `n` is not; zero for `0 / d`.
pub(crate) fn nearest_f64(n: &BigUint, d: &BigUint) -> f64 {
    if n.is_zero() {
        return 0.0;
    }
    if d.is_zero() {
        return f64::INFINITY;
    }
    let bits = |x: &BigUint| i64::try_from(x.bits()).unwrap_or(i64::MAX);
    // `n · 2^-k` against `d`, exactly.
    let at_least = |k: i64| -> bool {
        if k >= 0 {
            *n >= d << k.unsigned_abs()
        } else {
            n << k.unsigned_abs() >= *d
        }
    };
    // e = ⌊log₂(n / d)⌋: the bit lengths pin it to one of two values.
    let guess = bits(n) - bits(d);
    let e = if at_least(guess) { guess } else { guess - 1 };
    if e > 1023 {
        return f64::INFINITY;
    }
    // The weight of the last bit kept: 53 significant bits, or fewer below 2^-1022.
    let lsb = (e - 52).max(-1074);
    let (num, den) = if lsb >= 0 {
        (n.clone(), d << lsb.unsigned_abs())
    } else {
        (n << lsb.unsigned_abs(), d.clone())
    };
    let (mut q, r) = num.div_rem(&den);
    // Round half to even on the remainder.
    let twice = &r << 1_u32;
    if twice > den || (twice == den && q.bit(0)) {
        q += 1_u32;
    }
    // q ≤ 2^53, so it converts exactly, and q · 2^lsb is representable (or infinite past the
    // largest f64), so the product is exact.
    let q = u64::try_from(&q).unwrap_or(u64::MAX);
    #[allow(clippy::cast_precision_loss)]
    let q = q as f64;
    q * power_of_two(lsb)
}

/// A denominator of machine words, over which [`Denominator::nearest`] rounds fractions up to
/// one as [`nearest_f64`] does, in `u128` and `f64` with no big integer and no allocation; what
/// each fraction would recompute is computed once (a sweep rounds a hundred over one).
#[derive(Debug, Clone, Copy)]
pub(crate) struct Denominator {
    d: u128,
    /// `1 / d'` for `d'` the top 63 bits of `d` (from its first one), when `d < 2^122`: the
    /// estimate's reciprocal ([`by_estimate`]).
    inverse: Option<f64>,
}

impl Denominator {
    /// `d` if it is below `2^127` and not zero.
    pub(crate) fn new(d: u128) -> Option<Denominator> {
        if d == 0 || d >> 127 != 0 {
            return None;
        }
        // d < 2^122: the correction of the estimate stays within a signed `u128`.
        #[allow(clippy::cast_precision_loss)]
        let inverse = (d >> 122 == 0).then(|| 1.0 / top(d) as f64);
        Some(Denominator { d, inverse })
    }

    /// `n / d` as the nearest `f64` (ties to even), or `None` when `n > d`.
    pub(crate) fn nearest(&self, n: u128) -> Option<f64> {
        let d = self.d;
        if n >= d {
            return (n == d).then_some(1.0);
        }
        if n == 0 {
            return Some(0.0);
        }
        let Expansion { m, zeros, rest } = match self.inverse {
            Some(inverse) => by_estimate(n, d, inverse),
            None => by_bits(n, d),
        };
        // n / d = (m + rest / d) · 2^-(zeros + 55). Round half to even on the two dropped bits
        // and the rest: above half, or exactly half with an odd last bit kept.
        let (mut kept, dropped) = (m >> 2, m & 3);
        if dropped == 3 || (dropped == 2 && (rest || kept & 1 == 1)) {
            kept += 1;
        }
        // kept ≤ 2^53 converts exactly (as a signed word: one instruction, where an unsigned one
        // takes several), and the power of two is a normal number (zeros < 127).
        #[allow(clippy::cast_precision_loss, clippy::cast_possible_wrap)]
        let kept = kept as i64 as f64;
        Some(kept * power_of_two(-(i64::from(zeros) + 53)))
    }
}

/// The top 63 bits of `x` from its first one, in `[2^62, 2^63)`: a signed word, which converts
/// to `f64` in one instruction (`u128` converts in software, `u64` in several).
fn top(x: u128) -> i64 {
    #[allow(clippy::cast_possible_truncation, clippy::cast_possible_wrap)]
    let top = (x << x.leading_zeros() >> 65) as i64;
    top
}

/// The binary expansion of `n / d < 1`: `zeros` zeros after the point, then the 55 bits of `m`
/// from the first one (53 to keep, two to round on), then a remainder, `rest` when not zero.
#[derive(Debug, PartialEq)]
struct Expansion {
    m: u64,
    zeros: u32,
    rest: bool,
}

/// [`Expansion`] a bit at a time: the remainder stays below `d < 2^127`, so doubling it cannot
/// overflow.
fn by_bits(n: u128, d: u128) -> Expansion {
    let (mut r, mut m, mut zeros, mut taken) = (n, 0_u64, 0, 0);
    while taken < 55 {
        r <<= 1;
        let bit = r >= d;
        if bit {
            r -= d;
        }
        if m == 0 && !bit {
            zeros += 1;
        } else {
            m = (m << 1) + u64::from(bit);
            taken += 1;
        }
    }
    Expansion {
        m,
        zeros,
        rest: r != 0,
    }
}

/// [`Expansion`] from the quotient in floating point, corrected exactly: no division of
/// integers (the long division in `u128` took half of the puzzle's sweep's rounding, `perf`).
/// `0 < n < d < 2^122`, `inverse = 1 / d'` as [`Denominator`] keeps it.
fn by_estimate(n: u128, d: u128, inverse: f64) -> Expansion {
    // n · 2^shift has as many bits as d, so n / d is in [2^-shift, 2^(1 - shift)) when
    // n · 2^shift ≥ d, and in [2^-(shift + 1), 2^-shift) otherwise: the first one is bit
    // `zeros + 1` after the point.
    let shift = n.leading_zeros() - d.leading_zeros();
    let zeros = if n << shift >= d { shift - 1 } else { shift };
    // m = ⌊n · 2^s / d⌋, in [2^54, 2^55), with s = zeros + 55 below 177.
    let s = zeros + 55;
    // Estimated from the top 63 bits of each: n / d = (n' / d') · 2^-shift with n' and d'
    // shifted to their first bit, so n · 2^s / d = (n' / d') · 2^(55 + zeros - shift).
    // Dropping the low bits costs 2^-62 of each at most; converting n' and d' to f64, the
    // reciprocal and the product each round once, by 2^-53 of the value at most: the estimate
    // of m < 2^55 is within 2^55 · (4 · 2^-53 + 2 · 2^-62) < 16.1 of it, and both truncated,
    // m is within 17 of it. (Scaling by a power of two is exact.)
    #[allow(clippy::cast_precision_loss)]
    let ratio = top(n) as f64 * inverse;
    let scale = if zeros == shift { 55 } else { 54 };
    // Below 2^56: converted as a signed word, one instruction.
    #[allow(clippy::cast_possible_truncation, clippy::cast_sign_loss)]
    let estimate = (ratio * power_of_two(scale)) as i64 as u64;
    // The remainder r = n · 2^s − estimate · d, exactly: within (−17d, 18d), inside ±2^127 for
    // d < 2^122, so computed modulo 2^128 and read as signed it is the true value.
    let scaled = if s >= 128 { 0 } else { n << s };
    #[allow(clippy::cast_possible_wrap)]
    let (mut r, d) = (
        scaled.wrapping_sub(u128::from(estimate).wrapping_mul(d)) as i128,
        d as i128,
    );
    // Then m = estimate + ⌊r / d⌋, a step or two (counted by branchless comparisons, it was
    // slower, `perf`).
    let mut m = estimate;
    while r < 0 {
        m -= 1;
        r += d;
    }
    while r >= d {
        m += 1;
        r -= d;
    }
    Expansion {
        m,
        zeros,
        rest: r != 0,
    }
}

/// `2^k` for `-1074 ≤ k ≤ 1023`, built from its bits.
fn power_of_two(k: i64) -> f64 {
    if k >= -1022 {
        f64::from_bits(u64::try_from(k + 1023).unwrap_or(0) << 52)
    } else {
        f64::from_bits(1_u64 << u64::try_from(k + 1074).unwrap_or(0))
    }
}

#[cfg(test)]
mod tests {
    use proptest::prelude::*;

    /// A number of `words` 64-bit words from a seed, every word filled (a splitmix walk).
    fn long(words: usize, seed: u64) -> BigUint {
        let mut x = seed;
        let digits: Vec<u32> = (0..words * 2)
            .map(|_| {
                x = x.wrapping_add(0x9E37_79B9_7F4A_7C15);
                let z = (x ^ (x >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
                #[allow(clippy::cast_possible_truncation)]
                let word = (z ^ (z >> 31)) as u32;
                word
            })
            .collect();
        BigUint::new(digits) | BigUint::one()
    }

    #[test]
    fn only_long_divisors_of_short_quotients_are_cut() {
        use super::short_cut;
        // 10,000 by 9,000 bits: a quotient of at most 1,001 bits, the divisor keeps 1,065.
        assert_eq!(short_cut(10_000, 9_000), Some(9_000 - 1_065));
        // The quotient's bound: 1,024 bits, not 1,025.
        assert_eq!(short_cut(18_023, 17_000), Some(17_000 - 1_088));
        assert_eq!(short_cut(18_024, 17_000), None);
        // The divisor's: more than twice what it keeps (a quotient of 1 bit: keeps 65).
        assert_eq!(short_cut(131, 131), Some(66));
        assert_eq!(short_cut(130, 130), None);
        assert_eq!(short_cut(5, 900), Some(835));
    }

    proptest! {
        #[test]
        fn a_short_quotient_from_the_leading_words_is_the_exact_one(
            d_words in 1_usize..60, q_bits in 1_u64..300, seed: u64, off in 0_u32..3,
        ) {
            // n = q·d + r for r at the edges (0, 1, d − 1) and in between.
            let d = long(d_words, seed);
            let words = usize::try_from(q_bits.div_ceil(64)).unwrap();
            let q = long(words, seed ^ 1) >> (q_bits.div_ceil(64) * 64 - q_bits);
            let r = match off {
                0 => BigUint::zero(),
                1 => &d - 1_u32,
                _ => long(d_words, seed ^ 2) % &d,
            };
            let n = &q * &d + &r;
            prop_assert_eq!(super::div_rem_short(&n, &d), (q, r));
        }
    }

    use crate::num::{Count, Fraction};
    use num_traits::One;
    #[test]
    fn rounding_in_machine_words_agrees_with_the_big_integers() {
        use super::{Denominator, nearest_f64};
        let machine = |n: u128, d: u128| Denominator::new(d)?.nearest(n);
        let big = |n: u128, d: u128| nearest_f64(&BigUint::from(n), &BigUint::from(d));
        // Ties and near-ties: 53 bits then exactly half, a quarter, three quarters, and a hair
        // either side of half, with odd and even last bits.
        let mut cases = vec![
            (1_u128, 3_u128),
            (2, 3),
            (1, 2),
            (1, 1 << 126),
            ((1 << 126) - 1, 1 << 126),
            // Either side of the estimate's largest denominator, the quotient near 0 and 1.
            (1, (1 << 122) - 1),
            ((1 << 122) - 2, (1 << 122) - 1),
            (1, 1 << 122),
            ((1 << 122) - 1, 1 << 122),
            (u128::from(u64::MAX), (1 << 122) - 3),
        ];
        for kept in [(1_u128 << 52) + 1, (1 << 52) + 2, (1 << 53) - 1] {
            for dropped in 0..4_u128 {
                for scale in [1_u128, 3, 1 << 40] {
                    let n = (kept << 2 | dropped) * scale;
                    let d = 1_u128 << 57;
                    cases.push((n, d * scale));
                    cases.push((n * 2 + 1, d * scale * 2));
                    cases.push((n * 2 - 1, d * scale * 2));
                }
            }
        }
        // Pseudo-random fractions of every size below one.
        let mut x = 0x9e37_79b9_7f4a_7c15_u128;
        for _ in 0..20_000 {
            x = x
                .wrapping_mul(0x2545_f491_4f6c_dd1d_5851_f42d_4c95_7f2d)
                .wrapping_add(1);
            let d = (x >> (x % 120)).max(2) >> 1;
            let n = (x.rotate_left(17) >> (x % 127)) % d;
            cases.push((n, d));
        }
        for &(n, d) in &cases {
            assert_eq!(machine(n, d), Some(big(n, d)), "{n} / {d}");
        }
        // Both expansions, wherever the estimate takes the fraction.
        let mut by_both = 0;
        for (n, d) in cases {
            let inverse = super::Denominator::new(d).and_then(|d| d.inverse);
            if let (true, Some(inverse)) = (n > 0, inverse) {
                assert_eq!(
                    super::by_estimate(n, d, inverse),
                    super::by_bits(n, d),
                    "{n} / {d}"
                );
                by_both += 1;
            }
        }
        assert!(by_both > 18_000, "{by_both}");
        // The estimate below 2^122: the puzzle's 27¹⁹ (91 bits) is.
        let estimated = |d: u128| super::Denominator::new(d).is_some_and(|d| d.inverse.is_some());
        assert!(estimated(27_u128.pow(19)));
        assert!(estimated((1 << 122) - 1));
        assert!(!estimated(1 << 122));
        assert!(super::Denominator::new(0).is_none());
        assert_eq!(machine(0, 7), Some(0.0));
        assert_eq!(machine(3, 3), Some(1.0));
        for (n, d) in [(4, 3), (1, 1 << 127), (0, 1 << 127), (0, 0)] {
            assert_eq!(machine(n, d), None, "{n} / {d}");
        }
    }

    use super::*;

    fn f(n: u32, d: u32) -> Fraction {
        Fraction::new(Count::from(n), Count::from(d)).unwrap()
    }

    #[test]
    fn fractions_are_kept_in_lowest_terms() {
        assert_eq!(f(6, 8).to_string(), "3/4");
        assert_eq!(f(0, 5), Fraction::zero());
        assert_eq!(f(7, 7), Fraction::one());
        assert!(Fraction::new(Count::from(1_u32), Count::ZERO).is_none());
        assert_eq!(f(1, 6).sum(&f(1, 3)), f(1, 2));
    }

    fn big(n: u128, d: u128) -> f64 {
        nearest_f64(&BigUint::from(n), &BigUint::from(d))
    }

    #[test]
    fn the_nearest_f64_is_the_correctly_rounded_one() {
        // Exact in f64: the division of two exact f64 values is correctly rounded by IEEE 754.
        for (n, d) in [
            (1, 3),
            (2, 3),
            (1, 10),
            (7, 8),
            (123_456_789, 987_654_321),
            (5, 1),
            // Above one, where the bit lengths overestimate the exponent by one.
            (5, 3),
            (7, 5),
            (1_000_001, 999),
            (987_654_321, 123_456_789),
        ] {
            #[allow(clippy::cast_precision_loss)]
            let expected = n as f64 / d as f64;
            assert_eq!(big(n, d), expected, "{n}/{d}");
        }
        // Counts past 2^53, where converting each side first rounds twice: the value parsed
        // from the exact decimal is the reference.
        let n = (1_u128 << 100) + 1;
        let d = 3 * (1_u128 << 99) + 7;
        let f = Fraction::from_big(BigUint::from(n), BigUint::from(d)).unwrap();
        let parsed: f64 = f.decimal(40).parse().unwrap();
        assert_eq!(f.to_f64(), parsed);
        // A tie rounds to even: (2^53 + 1) / 1 lies halfway between 2^53 and 2^53 + 2.
        assert_eq!(big((1 << 53) + 1, 1), 9_007_199_254_740_992.0);
        assert_eq!(big((1 << 53) + 3, 1), 9_007_199_254_740_996.0);
        assert_eq!(big((1 << 54) + 3, 2), 9_007_199_254_740_994.0);
        // Subnormals, the smallest positive f64, and what rounds below it.
        let tiny = BigUint::one() << 1074_u32;
        assert_eq!(nearest_f64(&BigUint::one(), &tiny), f64::from_bits(1));
        assert_eq!(
            nearest_f64(&BigUint::from(3_u32), &(&tiny << 1_u32)),
            f64::from_bits(2)
        );
        assert_eq!(nearest_f64(&BigUint::one(), &(&tiny << 1_u32)), 0.0);
        assert_eq!(
            nearest_f64(&BigUint::from(3_u32), &(&tiny << 2_u32)),
            f64::from_bits(1)
        );
        assert_eq!(
            nearest_f64(&BigUint::one(), &(BigUint::one() << 1022_u32)),
            f64::MIN_POSITIVE
        );
        // Normal results whose last bit weighs less than 2^-1022: 2^-1000 and 3·2^-1010.
        assert_eq!(
            nearest_f64(&BigUint::one(), &(BigUint::one() << 1000_u32)),
            2f64.powi(-1000)
        );
        assert_eq!(
            nearest_f64(&BigUint::from(3_u32), &(BigUint::one() << 1010_u32)),
            3.0 * 2f64.powi(-1010)
        );
        // Huge values, zero and division by zero.
        assert_eq!(
            nearest_f64(&(BigUint::one() << 1024_u32), &BigUint::one()),
            f64::INFINITY
        );
        assert_eq!(
            nearest_f64(&(BigUint::one() << 1023_u32), &BigUint::one()),
            2f64.powi(1023)
        );
        assert_eq!(big(0, 5), 0.0);
        assert_eq!(big(5, 0), f64::INFINITY);
    }

    #[test]
    fn the_nearest_f64_agrees_with_parsing_the_exact_decimal() {
        // Rust parses decimals correctly rounded: 60 digits pin every ratio here.
        let mut x = 0x9E37_79B9_7F4A_7C15_u128;
        for _ in 0..2000 {
            x = x.wrapping_mul(0x2545_F491_4F6C_DD1D).wrapping_add(1);
            let d = (x >> 20) | 1;
            let n = (x >> (x % 100)) % (d + 1);
            let f = Fraction::from_big(BigUint::from(n), BigUint::from(d)).unwrap();
            let parsed: f64 = f.decimal(60).parse().unwrap();
            assert_eq!(f.to_f64(), parsed, "{n}/{d}");
        }
    }

    #[test]
    fn percentages_are_rounded_from_the_exact_value() {
        assert_eq!(f(1, 3).percent(2), "33.33%");
        assert_eq!(f(2, 3).percent(2), "66.67%");
        assert_eq!(f(1, 8).percent(1), "12.5%");
        assert_eq!(f(1, 1).percent(2), "100.00%");
        // 0.125% exactly: half up, where 0.00125 as an f64 would round down.
        assert_eq!(f(1, 800).percent(2), "0.13%");
    }

    #[test]
    fn debug_shows_the_fraction() {
        assert_eq!(format!("{:?}", f(6, 8)), "3/4");
    }

    #[test]
    fn decimals_round_half_up() {
        assert_eq!(f(2, 3).decimal(3), "0.667");
        assert_eq!(f(1, 8).decimal(2), "0.13");
        assert_eq!(f(1, 3).decimal(0), "0");
        assert_eq!(f(5, 2).decimal(1), "2.5");
        assert_eq!(f(1, 1000).decimal(2), "1.0e-3");
        assert_eq!(f(0, 1000).decimal(2), "0.00");
        assert_eq!(f(1, 1).decimal(4), "1.0000");
    }
}

#[cfg(test)]
mod readable_tests {
    use num_bigint::BigUint;

    use super::{decimal, percent};

    fn dec(n: u64, d: u64, digits: usize) -> String {
        decimal(&BigUint::from(n), &BigUint::from(d), digits)
    }

    fn pct(n: u64, d: u64, digits: usize) -> String {
        percent(&BigUint::from(n), &BigUint::from(d), digits)
    }

    proptest::proptest! {
        /// The machine words' percentage is the big integers' wherever it gives one, and it
        /// gives one for every share of a whole below 2^64 that is not a rounded 0, 50 or 100.
        #[test]
        fn percentages_in_machine_words_are_the_big_integers(
            d in 1_u64..,
            n_of_d in 0_u64..=u64::MAX,
            digits in 0_usize..6,
            near in proptest::bool::ANY,
        ) {
            // Half the cases a part near a half, where the near-tie writing starts.
            let n = if near { (d / 2).saturating_add(n_of_d % 3) } else { n_of_d % d.saturating_add(1) };
            let big = pct(n, d, digits);
            match super::percent_small(u128::from(n), u128::from(d), digits) {
                Some(small) => proptest::prop_assert_eq!(small, big),
                None => proptest::prop_assert!(
                    digits == 0 || ["0.", "50.", "100.", "<", ">"].iter().any(|s| big.starts_with(s))
                        || places(&big) > digits,
                    "{n}/{d} to {digits}: {big}"
                ),
            }
        }
    }

    /// The places a percentage is written with, after its point.
    fn places(percent: &str) -> usize {
        percent
            .split_once('.')
            .map_or(0, |(_, places)| places.trim_end_matches('%').len())
    }

    #[test]
    fn a_near_tie_below_one_half_is_left_to_the_big_integers_and_written_with_more_places() {
        // Found by the property above in CI: 49.95...% rounds to 50.0% at one place, which the
        // machine words leave to the big integers; they write it with two (a whole of two
        // digits, so a length the property's first check had taken for one place).
        let (n, d) = (4_749_675_485_559_557_634, 9_508_859_830_950_065_333);
        assert_eq!(super::percent_small(u128::from(n), u128::from(d), 1), None);
        assert_eq!(pct(n, d, 1), "49.95%");
        assert_eq!((places("49.95%"), places("7.1%"), places("50%")), (2, 1, 0));
    }

    #[test]
    fn percentages_in_machine_words_refuse_what_would_overflow() {
        assert_eq!(super::percent_small(u128::MAX / 100, 3, 2), None);
        assert_eq!(super::percent_small(1, u128::MAX, 2), None);
        assert_eq!(super::percent_small(1, 3, 40), None);
        assert_eq!(super::percent_small(1, 8, 2).as_deref(), Some("12.50%"));
        assert_eq!(super::percent_small(1, 800, 2).as_deref(), Some("0.13%"));
        assert_eq!(super::percent_small(1, 2, 2), None);
        assert_eq!(super::percent_small(1, 1, 2), None);
    }

    #[test]
    fn a_value_that_is_not_zero_never_reads_as_zero() {
        assert_eq!(dec(0, 7, 12), "0.000000000000");
        assert_eq!(dec(1, 3, 4), "0.3333");
        assert_eq!(dec(2, 3, 0), "1");
        assert_eq!(dec(1, 2_000_000_000_000, 12), "0.000000000001");
        assert_eq!(dec(1, 2_000_000_000_001, 12), "5.00000000000e-13");
        assert_eq!(dec(1, 3_000_000_000_000_000, 12), "3.33333333333e-16");
        assert_eq!(dec(2, 3_000_000_000_000_000, 3), "6.67e-16");
        assert_eq!(dec(1, 10_000_000_000_000, 2), "1.0e-13");
        assert_eq!(dec(1, 10_000_000_000_000, 1), "1e-13");
        // A gap of a hundred thousand bits: the exponent is found in a step or two, not by
        // counting up from a far guess (1 / 2^100000 = 1.000998903798694…e-30103).
        let huge = BigUint::from(1_u32) << 100_000_u32;
        assert_eq!(
            decimal(&BigUint::from(1_u32), &huge, 12),
            "1.00099890380e-30103"
        );
        assert_eq!(decimal(&BigUint::from(3_u32), &huge, 2), "3.0e-30103");
        // Rounding that carries into a new digit moves the exponent.
        assert_eq!(dec(999_999, 10_000_000_000_000, 2), "1.0e-7");
        assert_eq!(dec(999_949, 10_000_000_000_000, 4), "9.999e-8");
    }

    #[test]
    fn long_counts_round_from_their_leading_bits_as_from_the_whole() {
        let mut x = 0x2545_f491_4f6c_dd1d_u64;
        let mut next = || {
            x ^= x << 13;
            x ^= x >> 7;
            x ^= x << 17;
            x
        };
        let mut checked = 0;
        for _ in 0..300 {
            let words = |k: u64, next: &mut dyn FnMut() -> u64| {
                (0..k).fold(BigUint::from(1_u32), |acc, _| (acc << 64_u32) + next())
            };
            let d = words(2 + next() % 40, &mut next);
            let n = words(1 + next() % 30, &mut next) % &d;
            if n == BigUint::from(0_u32) || n.bits() + 45 > d.bits() {
                continue;
            }
            assert_eq!(
                super::scientific(&n, &d, 12),
                super::scientific_whole(&n, &d, 12),
                "{n}/{d}"
            );
            checked += 1;
        }
        assert!(checked > 100, "{checked}");
        // An exact tie at the twelfth digit, on counts past the leading bits kept: the bounds
        // fall on either side of it, and the whole counts settle it upward.
        let shift = 500_u32;
        let n = BigUint::from(1_000_000_000_005_u64) << shift;
        let d = BigUint::from(10_u32).pow(25) << shift;
        assert_eq!(super::scientific(&n, &d, 12), "1.00000000001e-13");
        let below = &n - 1_u32;
        assert_eq!(super::scientific(&below, &d, 12), "1.00000000000e-13");
    }

    #[test]
    #[allow(clippy::cast_possible_truncation, clippy::cast_precision_loss)]
    fn scientific_notation_reads_back_as_the_correctly_rounded_value() {
        let mut x = 0x9e37_79b9_7f4a_7c15_u64;
        for _ in 0..5_000 {
            x ^= x << 13;
            x ^= x >> 7;
            x ^= x << 17;
            let d = (x >> (x % 50)).max(2);
            let n = (x.rotate_left(23) >> (x % 61)) % d;
            let text = dec(n, d, 6);
            if n == 0 {
                assert_eq!(text, "0.000000");
                continue;
            }
            let value: f64 = text.parse().unwrap();
            let exact = n as f64 / d as f64;
            assert!(value > 0.0, "{n}/{d}: {text}");
            // Six places or six significant digits: within half a unit of the last digit.
            let unit = if text.contains('e') {
                10_f64.powi(value.log10().floor() as i32 - 5)
            } else {
                1e-6
            };
            assert!(
                (value - exact).abs() <= unit * 0.5 * (1.0 + 1e-9),
                "{n}/{d}: {text}"
            );
        }
    }

    #[test]
    fn percentages_strictly_between_the_ends_never_read_as_an_end() {
        assert_eq!(pct(0, 9, 2), "0.00%");
        assert_eq!(pct(9, 9, 2), "100.00%");
        assert_eq!(pct(1, 1_000_000, 2), "<0.01%");
        assert_eq!(pct(1, 1_000_000, 0), "<1%");
        assert_eq!(pct(999_999, 1_000_000, 2), ">99.99%");
        assert_eq!(pct(999_999, 1_000_000, 0), ">99%");
        assert_eq!(pct(1, 20_000, 2), "0.01%");
        // A near tie is told from one half; one half itself is 50.00%.
        assert_eq!(pct(500_028, 1_000_000, 2), "50.003%");
        assert_eq!(pct(499_997, 1_000_000, 2), "49.9997%");
        assert_eq!(pct(1, 2, 2), "50.00%");
        assert_eq!(pct(500_028, 1_000_000, 0), "50%");
        assert_eq!(
            pct(10_u64.pow(15) + 1, 2 * 10_u64.pow(15), 2),
            "50.0000000000001%"
        );
        assert_eq!(pct(1, 3, 2), "33.33%");
        assert_eq!(pct(2, 3, 0), "67%");
    }
}
