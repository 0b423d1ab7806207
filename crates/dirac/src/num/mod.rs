//! Exact numbers: counts of universes however large ([`Count`], and the [`Counter`] widths the
//! solvers run on), exact fractions for probabilities ([`Fraction`]), and the correct rounding
//! of both into the decimals every face prints.
//!
//! A leaf of the crate: nothing here knows of games or rules, and nothing here imports a
//! module above it. Inside, `round` knows only big integers; `count` rounds with it; `fraction`
//! is built on both.

pub mod count;
pub mod fraction;
mod round;
pub mod whole;

pub use count::{Count, Counter, DecimalEnds, Exact, Overflow, ParseCountError, Width, escalate};
pub use fraction::Fraction;
pub(crate) use round::percent;
pub(crate) use round::{Denominator, nearest_f64};
pub use whole::{Whole, parse_whole};
