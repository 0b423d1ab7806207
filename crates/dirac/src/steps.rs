//! The steps a run takes, counted, so that tests can hold the estimates of [`crate::cost`]
//! against them.
//!
//! A *step* is what the estimates count: one multiply-add of a count by a weight, for each
//! pair of 64-bit words the two hold (a product of big integers costs the product of their
//! sizes in words, and writing one in decimal its size squared); a vector kernel's
//! multiply-add of a whole register is one step, whether its lanes hold universes or not.
//! Each kernel adds its steps once per turn or row, never in its innermost loop; the
//! strategies over [`crate::num::Counter`] count every multiply-add they make. The counter
//! exists only in builds with the `count-steps` feature (the calibration tests turn it on);
//! elsewhere counting compiles to nothing.

#[cfg(feature = "count-steps")]
use std::sync::atomic::{AtomicU64, Ordering};

#[cfg(feature = "count-steps")]
static TAKEN: AtomicU64 = AtomicU64::new(0);

/// Counts `n` steps (nothing without the `count-steps` feature).
#[inline(always)]
pub(crate) fn add(n: usize) {
    #[cfg(feature = "count-steps")]
    TAKEN.fetch_add(n as u64, Ordering::Relaxed);
    #[cfg(not(feature = "count-steps"))]
    let _ = n;
}

/// Counts the steps `n` says, calling it only in builds that count.
#[inline(always)]
pub(crate) fn add_with(n: impl FnOnce() -> usize) {
    #[cfg(feature = "count-steps")]
    add(n());
    #[cfg(not(feature = "count-steps"))]
    let _ = n;
}

/// The steps counted since the last [`reset`], by every thread of the process.
#[cfg(feature = "count-steps")]
pub fn taken() -> u64 {
    TAKEN.load(Ordering::Relaxed)
}

/// Starts the count again from zero.
#[cfg(feature = "count-steps")]
pub fn reset() {
    TAKEN.store(0, Ordering::Relaxed);
}
