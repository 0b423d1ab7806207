//! Exact fractions, for probabilities and expectations.
//!
//! A probability in the Dirac game is a count of universes over a power of `F^R`: the game that
//! ends on turn `k` does so in `wins / (F^R)^k` of all possible futures. Summing such terms
//! exactly needs big integers on both sides of the bar; [`Fraction`] keeps them in lowest terms
//! so that, for instance, every player's probability of winning adds up to exactly 1.

use std::fmt;

use num_bigint::BigUint;
use num_integer::Integer;
use num_traits::{One, Zero};

use crate::count::Count;

/// An exact non-negative fraction in lowest terms.
///
/// ```
/// use dirac::{Count, Fraction};
///
/// let third = Fraction::new(Count::from(2_u32), Count::from(6_u32)).unwrap();
/// assert_eq!(third.to_string(), "1/3");
/// assert_eq!(third.decimal(4), "0.3333");
/// assert_eq!(third.sum(&third).sum(&third), Fraction::one());
/// ```
#[derive(Clone, PartialEq, Eq, Hash)]
pub struct Fraction {
    numerator: BigUint,
    denominator: BigUint,
}

impl Fraction {
    /// `numerator / denominator` in lowest terms; `None` when the denominator is zero.
    pub fn new(numerator: Count, denominator: Count) -> Option<Fraction> {
        Fraction::from_big(numerator.to_biguint(), denominator.to_biguint())
    }

    pub(crate) fn from_big(numerator: BigUint, denominator: BigUint) -> Option<Fraction> {
        if denominator.is_zero() {
            return None;
        }
        let common = numerator.gcd(&denominator);
        Some(Fraction {
            numerator: numerator / &common,
            denominator: denominator / &common,
        })
    }

    /// Zero.
    pub fn zero() -> Fraction {
        Fraction {
            numerator: BigUint::zero(),
            denominator: BigUint::one(),
        }
    }

    /// One.
    pub fn one() -> Fraction {
        Fraction {
            numerator: BigUint::one(),
            denominator: BigUint::one(),
        }
    }

    /// The numerator, in lowest terms.
    pub fn numerator(&self) -> Count {
        Count::from(self.numerator.clone())
    }

    /// The denominator, in lowest terms (never zero).
    pub fn denominator(&self) -> Count {
        Count::from(self.denominator.clone())
    }

    /// The exact sum.
    pub fn sum(&self, other: &Fraction) -> Fraction {
        let numerator = &self.numerator * &other.denominator + &other.numerator * &self.denominator;
        let denominator = &self.denominator * &other.denominator;
        Fraction::from_big(numerator, denominator).unwrap_or_else(Fraction::zero)
    }

    /// The nearest `f64` (for charts and sorting only).
    pub fn to_f64(&self) -> f64 {
        self.numerator().ratio(&self.denominator())
    }

    /// The value rounded half up to `digits` decimal places, such as `"0.5651"`.
    pub fn decimal(&self, digits: usize) -> String {
        let scale = BigUint::from(10_u32).pow(u32::try_from(digits).unwrap_or(u32::MAX));
        let scaled =
            (&self.numerator * &scale * 2_u32 + &self.denominator) / (&self.denominator * 2_u32);
        let (whole, part) = scaled.div_rem(&scale);
        if digits == 0 {
            return whole.to_string();
        }
        format!("{whole}.{part:0>digits$}", part = part.to_string())
    }
}

impl fmt::Display for Fraction {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}/{}", self.numerator, self.denominator)
    }
}

impl fmt::Debug for Fraction {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        fmt::Display::fmt(self, f)
    }
}

#[cfg(test)]
mod tests {
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

    #[test]
    fn decimals_round_half_up() {
        assert_eq!(f(2, 3).decimal(3), "0.667");
        assert_eq!(f(1, 8).decimal(2), "0.13");
        assert_eq!(f(1, 3).decimal(0), "0");
        assert_eq!(f(5, 2).decimal(1), "2.5");
        assert_eq!(f(1, 1000).decimal(2), "0.00");
        assert_eq!(f(1, 1).decimal(4), "1.0000");
    }
}
