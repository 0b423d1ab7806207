//! The operations a run makes, counted by kind as it runs, so that tests can hold the
//! estimates of the planner ([`crate::cost`]) against them.
//!
//! The kinds are [`Op`]'s, and a count means what the estimates count: a scalar kernel's
//! multiply-add of a cell by a move's weight (a word of the cell at a time), a vector kernel's
//! multiply-add of a whole register whether its lanes hold universes or not, a product of two
//! 64-bit words inside a big-integer operation (a product of big integers costs the product of
//! their sizes in words, writing one in decimal its size squared), a joint strategy's step from
//! a state by a move. Each kernel adds its operations once per turn or row, never in its
//! innermost loop. The counter exists only in builds with the `count-steps` feature (the
//! calibration tests and benchmark turn it on); elsewhere counting compiles to nothing.

use crate::work::Op;
#[cfg(feature = "count-steps")]
use crate::work::Work;

#[cfg(feature = "count-steps")]
use std::sync::atomic::{AtomicBool, AtomicU64, Ordering};

#[cfg(feature = "count-steps")]
static TAKEN: [AtomicU64; Op::COUNT] = [const { AtomicU64::new(0) }; Op::COUNT];

/// Whether operations are counted now: [`counting`] pauses it, so that a benchmark times the
/// work without the count.
#[cfg(feature = "count-steps")]
static COUNTING: AtomicBool = AtomicBool::new(true);

/// Counts `n` operations of kind `op` (nothing without the `count-steps` feature).
#[inline(always)]
pub(crate) fn add(op: Op, n: usize) {
    #[cfg(feature = "count-steps")]
    if COUNTING.load(Ordering::Relaxed) {
        TAKEN[op.index()].fetch_add(n as u64, Ordering::Relaxed);
    }
    #[cfg(not(feature = "count-steps"))]
    let _ = (op, n);
}

/// Counts the operations `n` says, calling it only in builds that count.
#[inline(always)]
pub(crate) fn add_with(op: Op, n: impl FnOnce() -> usize) {
    #[cfg(feature = "count-steps")]
    add(op, n());
    #[cfg(not(feature = "count-steps"))]
    let _ = (op, n);
}

/// The operations counted since the last [`reset`], by every thread of the process.
#[cfg(feature = "count-steps")]
pub fn counted() -> Work {
    Op::ALL.iter().fold(Work::NONE, |work, &op| {
        work.plus(Work::of(
            op,
            u128::from(TAKEN[op.index()].load(Ordering::Relaxed)),
        ))
    })
}

/// The steps counted since the last [`reset`]: the time of the operations counted, in
/// nanoseconds on the reference CPU.
#[cfg(feature = "count-steps")]
pub fn taken() -> u128 {
    counted().steps()
}

/// Counts from now on (`true`, as at the start) or not (`false`).
#[cfg(feature = "count-steps")]
pub fn counting(on: bool) {
    COUNTING.store(on, Ordering::Relaxed);
}

/// Starts the count again from zero.
#[cfg(feature = "count-steps")]
pub fn reset() {
    for count in &TAKEN {
        count.store(0, Ordering::Relaxed);
    }
}
