//! Work and memory limits, checked before any solver starts.
//!
//! Every solver first states what it would cost as a [`Cost`]: an upper bound on its *steps* (one
//! step is one multiply-add on a 64-bit word, so a step on a 1,000-bit count is 16 steps) and on
//! the bytes it would hold at once. A cost past the [`Limits`] is refused with a [`Refusal`]
//! that gives the estimate, instead of running for hours or until memory runs out.

use std::fmt;

use crate::quantum::Strategy;

/// What a computation may spend. The defaults keep any accepted run to a few seconds and a few
/// GiB on a 2-core machine.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Limits {
    /// Most steps (64-bit multiply-adds, or turns of the practice game) a run may take.
    pub max_work: u64,
    /// Most bytes a run may hold at once.
    pub max_memory: u64,
}

impl Limits {
    /// The default work limit: about a few seconds of arithmetic.
    pub const DEFAULT_WORK: u64 = 2_000_000_000;
    /// The default memory limit: 2 GiB.
    pub const DEFAULT_MEMORY: u64 = 2 << 30;

    /// Refuses `cost` if it passes a limit.
    pub fn check(&self, cost: Cost, subject: Subject) -> Result<(), Refusal> {
        if cost.work > u128::from(self.max_work) || cost.memory > u128::from(self.max_memory) {
            Err(Refusal {
                subject,
                reason: Reason::OverLimits {
                    cost,
                    limits: *self,
                },
            })
        } else {
            Ok(())
        }
    }
}

impl Default for Limits {
    fn default() -> Self {
        Limits {
            max_work: Self::DEFAULT_WORK,
            max_memory: Self::DEFAULT_MEMORY,
        }
    }
}

/// An upper bound on what a computation needs, computed before it runs.
///
/// Bounds saturate at `u128::MAX`, which any limit refuses: an estimate is never a count.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub struct Cost {
    /// Steps (see the [module docs](self)).
    pub work: u128,
    /// Bytes held at once.
    pub memory: u128,
}

impl Cost {
    /// The cost of doing `self` and then `other`, keeping the larger memory.
    pub fn then(self, other: Cost) -> Cost {
        Cost {
            work: self.work.saturating_add(other.work),
            memory: self.memory.max(other.memory),
        }
    }
}

/// What was refused.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Subject {
    /// Simulating the practice game.
    Practice,
    /// Building the Dirac die's distribution of moves.
    Dice,
    /// Sweeping every pair of starts.
    Sweep,
    /// Solving the Dirac game with a strategy.
    Strategy(Strategy),
}

/// Why a computation was refused.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Reason {
    /// The estimate passes the limits.
    OverLimits {
        /// The estimate.
        cost: Cost,
        /// The limits it passed.
        limits: Limits,
    },
    /// The joint state space has more states than a 64-bit index can number.
    TooManyStates,
    /// A recursive strategy would recurse deeper than the stack allows.
    TooDeep {
        /// Turns in the longest game: the recursion's depth.
        depth: u128,
        /// The deepest recursion allowed.
        max: u128,
    },
}

/// A computation refused before it started.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Refusal {
    /// What was refused.
    pub subject: Subject,
    /// Why.
    pub reason: Reason,
}

impl fmt::Display for Refusal {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self.subject {
            Subject::Practice => f.write_str("the practice game")?,
            Subject::Dice => f.write_str("the Dirac die's distribution of moves")?,
            Subject::Sweep => f.write_str("the sweep over every pair of starts")?,
            Subject::Strategy(s) => write!(f, "the {s} strategy")?,
        }
        match &self.reason {
            Reason::OverLimits { cost, limits } => write!(
                f,
                " would need about {} steps and {} of memory, over the limits of {} steps and {}",
                human(cost.work),
                bytes(cost.memory),
                human(u128::from(limits.max_work)),
                bytes(u128::from(limits.max_memory)),
            )?,
            Reason::TooManyStates => {
                f.write_str(" would need more joint states than a 64-bit index can number")?;
            }
            Reason::TooDeep { depth, max } => write!(
                f,
                " would recurse {depth} turns deep, past the limit of {max}"
            )?,
        }
        if let Subject::Strategy(s) = self.subject {
            if s != Strategy::PerPlayer {
                write!(
                    f,
                    "; the {} strategy grows exponentially with the players, use {} instead",
                    s,
                    Strategy::PerPlayer
                )?;
            }
        }
        Ok(())
    }
}

impl std::error::Error for Refusal {}

/// `1.2e12`-style for large numbers, plain below a million.
pub(crate) fn human(n: u128) -> String {
    if n == u128::MAX {
        return "more than 3.4e38".to_owned();
    }
    if n < 1_000_000 {
        return n.to_string();
    }
    #[allow(clippy::cast_precision_loss)]
    let x = n as f64;
    format!("{x:.1e}")
}

fn bytes(n: u128) -> String {
    const UNITS: [&str; 6] = ["KiB", "MiB", "GiB", "TiB", "PiB", "EiB"];
    if n < 1024 {
        return format!("{n} bytes");
    }
    #[allow(clippy::cast_precision_loss)]
    let mut x = n as f64 / 1024.0;
    let mut unit = 0;
    while x >= 1024.0 && unit + 1 < UNITS.len() {
        x /= 1024.0;
        unit += 1;
    }
    format!("{x:.1} {}", UNITS[unit])
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn refusal_states_the_estimate_the_limit_and_the_way_out() {
        let limits = Limits {
            max_work: 1_000,
            max_memory: 1 << 20,
        };
        let cost = Cost {
            work: 5_000_000_000,
            memory: 3 << 30,
        };
        let refusal = limits
            .check(cost, Subject::Strategy(Strategy::Memo))
            .unwrap_err();
        assert_eq!(
            refusal.to_string(),
            "the memo strategy would need about 5.0e9 steps and 3.0 GiB of memory, over the limits of \
             1000 steps and 1.0 MiB; the memo strategy grows exponentially with the players, use \
             per-player instead"
        );
        assert!(
            limits
                .check(
                    Cost {
                        work: 1_000,
                        memory: 1 << 20
                    },
                    Subject::Practice
                )
                .is_ok()
        );
    }
}
