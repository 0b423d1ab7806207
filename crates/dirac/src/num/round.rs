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
    let scaled = (n * &scale * 2_u32 + d) / (d * 2_u32);
    scaled.div_rem(&scale)
}

fn ten_to(power: usize) -> BigUint {
    BigUint::from(10_u32).pow(u32::try_from(power).unwrap_or(u32::MAX))
}

/// `n / d` (`0 < n < d`) as `m.mmm…e-k` with `digits` significant digits, rounded half up.
fn scientific(n: &BigUint, d: &BigUint, digits: usize) -> String {
    // The exponent k with 1 <= n·10^k / d < 10: 10^k lies within a factor of 100 of d / n,
    // whose size in bits gives log₁₀ 2 ≈ 0.30103 of a digit each; a step or two settles it,
    // each one multiplication of the power at hand.
    let gap = d.bits().saturating_sub(n.bits()).saturating_sub(1);
    let mut k = usize::try_from(gap.saturating_mul(30_103) / 100_000).unwrap_or(usize::MAX);
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
    let mut mantissa = (scaled * scale * 2_u32 + d) / (d * 2_u32);
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

/// [`nearest_f64`] for a fraction of machine words below one, by long division in `u128`
/// with no big integer and no allocation (a sweep rounds a hundred of them); `None` when
/// `n >= d` or `d >= 2^127`, which this does not take.
pub(crate) fn nearest_f64_below_one(n: u128, d: u128) -> Option<f64> {
    if n >= d || d >> 127 != 0 {
        return None;
    }
    if n == 0 {
        return Some(0.0);
    }
    let Expansion { m, zeros, rest } = if words_are_quicker(d) {
        by_words(n, d)
    } else {
        by_bits(n, d)
    };
    // n / d = (m + rest / d) · 2^-(zeros + 55). Round half to even on the two dropped bits and
    // the rest: above half, or exactly half with an odd last bit kept.
    let (mut kept, dropped) = (m >> 2, m & 3);
    if dropped == 3 || (dropped == 2 && (rest || kept & 1 == 1)) {
        kept += 1;
    }
    // kept ≤ 2^53 converts exactly, and the power of two is a normal number (zeros < 127).
    #[allow(clippy::cast_precision_loss)]
    let kept = kept as f64;
    Some(kept * power_of_two(-(i64::from(zeros) + 53)))
}

/// The binary expansion of `n / d < 1`: `zeros` zeros after the point, then the 55 bits of `m`
/// from the first one (53 to keep, two to round on), then a remainder, `rest` when not zero.
#[derive(Debug, PartialEq)]
struct Expansion {
    m: u64,
    zeros: u32,
    rest: bool,
}

/// Whether [`by_words`] is the quicker for the denominator `d`: when `d` leaves at least 16 of
/// 128 bits free, it takes that many bits of the quotient a division, so four divisions at most
/// for the 55 bits; with fewer free bits, a bit at a time costs less.
fn words_are_quicker(d: u128) -> bool {
    d.leading_zeros() >= 16
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

/// [`Expansion`] by long division in digits of as many bits as `d` leaves free: a remainder
/// below `d` shifted that far still fits 128 bits. `0 < n < d < 2^127`.
fn by_words(n: u128, d: u128) -> Expansion {
    // n · 2^shift has as many bits as d, so n / d is in [2^-shift, 2^(1 - shift)) when
    // n · 2^shift ≥ d, and in [2^-(shift + 1), 2^-shift) otherwise: the first one is bit
    // `zeros + 1` after the point.
    let shift = n.leading_zeros() - d.leading_zeros();
    let zeros = if n << shift >= d { shift - 1 } else { shift };
    // m = ⌊n · 2^(zeros + 55) / d⌋, which is below 2^55; its first `shift` bits (at most one
    // of them a one) come from the aligned numerator.
    let step = d.leading_zeros();
    let (mut r, mut q, mut left) = (n, 0_u128, zeros + 55);
    while left > 0 {
        let digit = step.min(left);
        r <<= digit;
        let part = r / d;
        r -= part * d;
        q = (q << digit) + part;
        left -= digit;
    }
    Expansion {
        m: u64::try_from(q).unwrap_or(u64::MAX),
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
    use crate::num::{Count, Fraction};
    use num_traits::One;
    #[test]
    fn long_division_in_words_rounds_as_the_big_integers_do() {
        use super::{nearest_f64, nearest_f64_below_one};
        let big = |n: u128, d: u128| nearest_f64(&BigUint::from(n), &BigUint::from(d));
        // Ties and near-ties: 53 bits then exactly half, a quarter, three quarters, and a hair
        // either side of half, with odd and even last bits.
        let mut cases = vec![
            (1_u128, 3_u128),
            (2, 3),
            (1, 2),
            (1, 1 << 126),
            ((1 << 126) - 1, 1 << 126),
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
            assert_eq!(nearest_f64_below_one(n, d), Some(big(n, d)), "{n} / {d}");
        }
        // Both expansions, wherever the words take the fraction.
        let mut by_both = 0;
        for (n, d) in cases {
            if n > 0 && d.leading_zeros() >= 1 {
                assert_eq!(super::by_words(n, d), super::by_bits(n, d), "{n} / {d}");
                by_both += 1;
            }
        }
        assert!(by_both > 19_000, "{by_both}");
        // Words while the denominator leaves 16 bits free: the puzzle's 27¹⁹ (91 bits) does.
        assert!(super::words_are_quicker(27_u128.pow(19)));
        assert!(super::words_are_quicker((1 << 112) - 1));
        assert!(!super::words_are_quicker(1 << 112));
        assert_eq!(nearest_f64_below_one(0, 7), Some(0.0));
        for (n, d) in [(3, 3), (4, 3), (1, 1 << 127), (0, 1 << 127)] {
            assert_eq!(nearest_f64_below_one(n, d), None, "{n} / {d}");
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
        assert_eq!(pct(1, 3, 2), "33.33%");
        assert_eq!(pct(2, 3, 0), "67%");
    }
}
