//! Exact fractions, for probabilities and expectations.
//!
//! A probability in the Dirac game is a count of universes over a power of `F^R`: the game that
//! ends on turn `k` does so in `wins / (F^R)^k` of all possible futures. Summing such terms
//! exactly needs big integers on both sides of the bar; [`Fraction`] keeps them in lowest terms
//! so that, for instance, every player's probability of winning adds up to exactly 1. The
//! arithmetic is `num-rational`'s over `num-bigint`; what is dirac's own is the correct rounding
//! of the value into the decimals every face prints (`round`).

use std::fmt;

use num_bigint::BigUint;
use num_rational::Ratio;
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
///
/// Fractions compare exactly: `assert!(third < Fraction::one())`.
#[derive(Clone, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Fraction(Ratio<BigUint>);

impl Fraction {
    /// `numerator / denominator` in lowest terms; `None` when the denominator is zero.
    pub fn new(numerator: Count, denominator: Count) -> Option<Fraction> {
        Fraction::from_big(numerator.to_biguint(), denominator.to_biguint())
    }

    pub(crate) fn from_big(numerator: BigUint, denominator: BigUint) -> Option<Fraction> {
        (!denominator.is_zero()).then(|| Fraction(Ratio::new(numerator, denominator)))
    }

    /// A fraction already in lowest terms (the caller divided out every common factor, more
    /// cheaply than a gcd can: see [`crate::stats`]).
    pub(crate) fn from_reduced(numerator: BigUint, denominator: BigUint) -> Fraction {
        if numerator.is_zero() {
            return Fraction::zero();
        }
        Fraction(Ratio::new_raw(numerator, denominator))
    }

    /// Zero.
    pub fn zero() -> Fraction {
        Fraction(Ratio::zero())
    }

    /// One.
    pub fn one() -> Fraction {
        Fraction(Ratio::one())
    }

    /// The numerator, in lowest terms.
    pub fn numerator(&self) -> Count {
        Count::from(self.0.numer().clone())
    }

    /// The denominator, in lowest terms (never zero).
    pub fn denominator(&self) -> Count {
        Count::from(self.0.denom().clone())
    }

    /// The exact sum, in lowest terms.
    pub fn sum(&self, other: &Fraction) -> Fraction {
        Fraction(&self.0 + &other.0)
    }

    /// `1 − self`, exactly, for a fraction of at most one (a probability's complement: the
    /// other player's chance of a game of two); `None` past one.
    ///
    /// ```
    /// use dirac::{Count, Fraction};
    /// let third = Fraction::new(Count::from(1_u32), Count::from(3_u32)).unwrap();
    /// assert_eq!(third.complement().unwrap().to_string(), "2/3");
    /// assert_eq!(Fraction::one().complement(), Some(Fraction::zero()));
    /// assert_eq!(third.sum(&Fraction::one()).complement(), None);
    /// ```
    pub fn complement(&self) -> Option<Fraction> {
        (self.0 <= Ratio::one()).then(|| Fraction(Ratio::one() - &self.0))
    }

    /// The nearest `f64`, correctly rounded (ties to even), like parsing the exact decimal.
    pub fn to_f64(&self) -> f64 {
        nearest_f64(self.0.numer(), self.0.denom())
    }

    /// The value as a percentage rounded half up to `digits` decimal places, such as
    /// `"56.51%"`. A value that is not zero never reads as zero, nor one that is not whole as
    /// 100%: they read `"<0.01%"` and `">99.99%"` (for two places); nor does a near tie read
    /// as one half: `"50.003%"`, with as many more places as tell it from 50%.
    ///
    /// ```
    /// use dirac::{Count, Fraction};
    ///
    /// let tiny = Fraction::new(Count::from(1_u32), Count::from(1_000_000_u32)).unwrap();
    /// assert_eq!(tiny.percent(2), "<0.01%");
    /// assert_eq!(Fraction::zero().percent(2), "0.00%");
    /// ```
    pub fn percent(&self, digits: usize) -> String {
        percent(self.0.numer(), self.0.denom(), digits)
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
        decimal(self.0.numer(), self.0.denom(), digits)
    }
}

impl fmt::Display for Fraction {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}/{}", self.0.numer(), self.0.denom())
    }
}

impl fmt::Debug for Fraction {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        fmt::Display::fmt(self, f)
    }
}
