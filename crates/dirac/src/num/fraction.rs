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

use super::count::Count;
use super::round::{decimal, nearest_f64, percent};

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

    /// A fraction already in lowest terms (the caller divided out every common factor).
    pub(crate) fn from_reduced(numerator: BigUint, denominator: BigUint) -> Fraction {
        if numerator.is_zero() {
            return Fraction::zero();
        }
        Fraction {
            numerator,
            denominator,
        }
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

    /// The nearest `f64`, correctly rounded (ties to even), like parsing the exact decimal.
    pub fn to_f64(&self) -> f64 {
        nearest_f64(&self.numerator, &self.denominator)
    }

    /// The value as a percentage rounded half up to `digits` decimal places, such as
    /// `"56.51%"`. A value that is not zero never reads as zero, nor one that is not whole as
    /// 100%: they read `"<0.01%"` and `">99.99%"` (for two places).
    ///
    /// ```
    /// use dirac::{Count, Fraction};
    ///
    /// let tiny = Fraction::new(Count::from(1_u32), Count::from(1_000_000_u32)).unwrap();
    /// assert_eq!(tiny.percent(2), "<0.01%");
    /// assert_eq!(Fraction::zero().percent(2), "0.00%");
    /// ```
    pub fn percent(&self, digits: usize) -> String {
        percent(&self.numerator, &self.denominator, digits)
    }

    /// The value rounded half up to `digits` decimal places, such as `"0.5651"`; a value that
    /// is not zero but would round to zero is written in scientific notation with `digits`
    /// significant digits instead, so that it never reads as zero.
    ///
    /// ```
    /// use dirac::{Count, Fraction};
    ///
    /// let tiny = Fraction::new(Count::from(2_u32), Count::from(3_000_000_u32)).unwrap();
    /// assert_eq!(tiny.decimal(4), "6.667e-7");
    /// assert_eq!(tiny.decimal(6), "0.000001");
    /// ```
    pub fn decimal(&self, digits: usize) -> String {
        decimal(&self.numerator, &self.denominator, digits)
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
