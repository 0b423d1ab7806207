//! Work and memory limits, checked before any solver starts.
//!
//! Every solver first states what it would cost as a [`Cost`]: an upper bound on its *steps* (one
//! step is one multiply-add on a 64-bit word, so a step on a 1,000-bit count is 16 steps) and on
//! the bytes it would hold at once. A cost past the [`Limits`] is refused with a [`Refusal`]
//! that gives the estimate, instead of running for hours or until memory runs out.

use std::fmt;

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
        self.check_bound(cost, subject, false)
    }

    /// Refuses when `floor`, a lower bound on the cost, already passes the limits: the
    /// refusal says "at least". A finer estimate that would cost a pass over the cells is then
    /// not worth making, so rules far past the limits are refused at once.
    pub fn check_floor(&self, floor: Cost, subject: Subject) -> Result<(), Refusal> {
        self.check_bound(floor, subject, true)
    }

    fn check_bound(&self, cost: Cost, subject: Subject, at_least: bool) -> Result<(), Refusal> {
        if self.passed_by(&cost) != (false, false) {
            Err(Refusal {
                subject,
                reason: Reason::OverLimits {
                    cost,
                    limits: *self,
                    at_least,
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

    /// The cost of doing `self` and then `other` while still holding what `self` made.
    pub fn holding(self, other: Cost) -> Cost {
        Cost {
            work: self.work.saturating_add(other.work),
            memory: self.memory.saturating_add(other.memory),
        }
    }
}

/// What was refused.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Subject {
    /// Simulating the practice game.
    Practice,
    /// The practice game told turn by turn.
    Trace,
    /// Building the Dirac die's distribution of moves.
    Dice,
    /// Sweeping every pair of starts.
    Sweep,
    /// A scan: the game under every value of one rule.
    Scan {
        /// The varied rule's name.
        rule: &'static str,
        /// How many values.
        values: usize,
    },
    /// The exact statistics (probabilities as fractions over powers of `F^R`).
    Stats,
    /// Each player's exact chance of winning, compared with the universes they win.
    Chances,
    /// The turn tables, every count written out.
    Turns,
    /// Games played with seeded random dice.
    Simulation,
    /// One player's universes by space and score after some turns.
    Layer,
    /// Solving the Dirac game with a strategy.
    Strategy {
        /// The strategy's name.
        name: &'static str,
        /// What to do instead, when the strategy cannot grow with the game.
        advice: Option<&'static str>,
    },
}

impl Limits {
    /// Limits of exactly `work` steps and `memory` bytes, for tests that pin an estimate.
    #[cfg(test)]
    pub(crate) fn exactly(work: u64, memory: u64) -> Limits {
        Limits {
            max_work: work,
            max_memory: memory,
        }
    }

    /// Which limits to raise for `cost`, in the words of a face that names them `work` and
    /// `memory`: the command's flags, the Python package's keyword arguments.
    ///
    /// ```
    /// use dirac::limits::{Cost, Limits};
    ///
    /// let limits = Limits { max_work: 10, max_memory: 10 };
    /// let cost = |work, memory| Cost { work, memory };
    /// assert_eq!(limits.to_raise(&cost(11, 1), "--max-work", "--max-memory"), "the limit with --max-work");
    /// assert_eq!(limits.to_raise(&cost(1, 11), "-w", "-m"), "the limit with -m");
    /// assert_eq!(limits.to_raise(&cost(11, 11), "-w", "-m"), "the limits with -w and -m");
    /// ```
    pub fn to_raise(&self, cost: &Cost, work: &str, memory: &str) -> String {
        match self.passed_by(cost) {
            (true, true) => format!("the limits with {work} and {memory}"),
            (true, false) => format!("the limit with {work}"),
            _ => format!("the limit with {memory}"),
        }
    }

    /// Which limits `cost` passes: `(work, memory)`.
    pub fn passed_by(&self, cost: &Cost) -> (bool, bool) {
        (
            cost.work > u128::from(self.max_work),
            cost.memory > u128::from(self.max_memory),
        )
    }
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
        /// Whether the estimate is a lower bound ("at least") rather than an upper one
        /// ("about").
        at_least: bool,
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
            Subject::Trace => f.write_str("the practice game told turn by turn")?,
            Subject::Dice => f.write_str("the Dirac die's distribution of moves")?,
            Subject::Sweep => f.write_str("the sweep over every pair of starts")?,
            Subject::Scan { rule, values } => write!(
                f,
                "the scan over {values} value{} of the {rule}",
                if values == 1 { "" } else { "s" }
            )?,
            Subject::Stats => f.write_str("the exact statistics")?,
            Subject::Chances => f.write_str("each player's exact chance of winning")?,
            Subject::Turns => f.write_str("the turn tables, every count written out")?,
            Subject::Simulation => f.write_str("the simulation")?,
            Subject::Layer => f.write_str("the grid of a player's universes by space and score")?,
            Subject::Strategy { name, .. } => write!(f, "the {name} strategy")?,
        }
        match &self.reason {
            Reason::OverLimits {
                cost,
                limits,
                at_least,
            } => {
                let (work, memory) = (human(cost.work), bytes(cost.memory));
                let (max_work, max_memory) = (
                    human(u128::from(limits.max_work)),
                    bytes(u128::from(limits.max_memory)),
                );
                let about = if *at_least { "at least" } else { "about" };
                match limits.passed_by(cost) {
                    // A floor within a limit says nothing about that limit: leave it out.
                    (true, false) if *at_least => write!(
                        f,
                        " would need at least {work} steps, over the limit of {max_work} steps"
                    )?,
                    (false, true) if *at_least => write!(
                        f,
                        " would need at least {memory} of memory, over the limit of {max_memory}"
                    )?,
                    (true, true) => write!(
                        f,
                        " would need {about} {work} steps and {memory} of memory, over the \
                         limits of {max_work} steps and {max_memory}"
                    )?,
                    (true, false) => write!(
                        f,
                        " would need {about} {work} steps, over the limit of {max_work} steps \
                         (and {memory} of memory, within the limit of {max_memory})"
                    )?,
                    _ => write!(
                        f,
                        " would need {about} {memory} of memory, over the limit of {max_memory} \
                         (and {work} steps, within the limit of {max_work})"
                    )?,
                }
            }
            Reason::TooManyStates => {
                f.write_str(" would need more joint states than a 64-bit index can number")?;
            }
            Reason::TooDeep { depth, max } => write!(
                f,
                " would recurse {depth} turns deep, past the limit of {max}"
            )?,
        }
        if let Subject::Strategy {
            advice: Some(advice),
            ..
        } = self.subject
        {
            write!(f, "; {advice}")?;
        }
        Ok(())
    }
}

impl std::error::Error for Refusal {}

/// `1.2e12`-style for large numbers, plain below a million: two significant digits, rounded
/// half up from the exact count (no float on the way, so no second rounding).
pub(crate) fn human(n: u128) -> String {
    if n == u128::MAX {
        return "more than 3.4e38".to_owned();
    }
    if n < 1_000_000 {
        return n.to_string();
    }
    // n = m · 10^(e - 1) with m of two digits, rounded half up; a carry to 100 moves e.
    let mut e = n.ilog10();
    let unit = 10_u128.pow(e - 1);
    let mut m = n / unit + u128::from(n % unit >= unit / 2);
    if m == 100 {
        m = 10;
        e += 1;
    }
    format!("{}.{}e{e}", m / 10, m % 10)
}

/// A size in bytes, or in the largest binary unit under which it is at least 1, to one
/// decimal place rounded half up from the exact count.
fn bytes(n: u128) -> String {
    const UNITS: [&str; 6] = ["KiB", "MiB", "GiB", "TiB", "PiB", "EiB"];
    if n < 1024 {
        return format!("{n} bytes");
    }
    let mut unit = ((n.ilog2() / 10) as usize).clamp(1, UNITS.len());
    let shift = 10 * unit;
    let (whole, rest) = (n >> shift, n & ((1 << shift) - 1));
    // Tenths of the unit: the remainder's, rounded half up (rest < 2^60, so 10 · rest < 2^64).
    let mut tenths = whole * 10 + ((rest * 10 + (1 << (shift - 1))) >> shift);
    if tenths == 10240 && unit < UNITS.len() {
        // Rounded up to 1024 of a unit: one of the next.
        (unit, tenths) = (unit + 1, 10);
    }
    format!("{}.{} {}", tenths / 10, tenths % 10, UNITS[unit - 1])
}

#[cfg(test)]
mod tests {
    use super::*;

    const MEMO: Subject = Subject::Strategy {
        name: "memo",
        advice: Some("use per-player instead"),
    };

    fn refusal(work: u128, memory: u128) -> String {
        let limits = Limits {
            max_work: 1_000,
            max_memory: 1 << 20,
        };
        limits
            .check(Cost { work, memory }, MEMO)
            .map_or_else(|r| r.to_string(), |()| "accepted".to_owned())
    }

    #[test]
    fn a_refusal_names_the_limits_passed_and_only_those() {
        assert_eq!(
            refusal(5_000_000_000, 3 << 30),
            "the memo strategy would need about 5.0e9 steps and 3.0 GiB of memory, over the \
             limits of 1000 steps and 1.0 MiB; use per-player instead"
        );
        assert_eq!(
            refusal(1_001, 1 << 20),
            "the memo strategy would need about 1001 steps, over the limit of 1000 steps (and \
             1.0 MiB of memory, within the limit of 1.0 MiB); use per-player instead"
        );
        assert_eq!(
            refusal(1_000, (1 << 20) + 1),
            "the memo strategy would need about 1.0 MiB of memory, over the limit of 1.0 MiB \
             (and 1000 steps, within the limit of 1000); use per-player instead"
        );
        assert_eq!(refusal(1_000, 1 << 20), "accepted");
        assert_eq!(refusal(0, 0), "accepted");
    }

    #[test]
    fn subjects_without_advice_end_with_the_estimate() {
        let limits = Limits {
            max_work: 10,
            max_memory: 10,
        };
        let cost = Cost {
            work: 11,
            memory: 11,
        };
        for (subject, name) in [
            (Subject::Practice, "the practice game"),
            (Subject::Trace, "the practice game told turn by turn"),
            (Subject::Dice, "the Dirac die's distribution of moves"),
            (Subject::Sweep, "the sweep over every pair of starts"),
            (Subject::Stats, "the exact statistics"),
            (Subject::Chances, "each player's exact chance of winning"),
            (
                Subject::Layer,
                "the grid of a player's universes by space and score",
            ),
        ] {
            let text = limits.check(cost, subject).unwrap_err().to_string();
            assert_eq!(
                text,
                format!(
                    "{name} would need about 11 steps and 11 bytes of memory, over the limits of 10 steps and 10 bytes"
                )
            );
        }
    }

    #[test]
    fn sizes_read_as_people_write_them() {
        assert_eq!(human(0), "0");
        assert_eq!(human(999_999), "999999");
        assert_eq!(human(1_000_000), "1.0e6");
        assert_eq!(human(2_000_000_000), "2.0e9");
        assert_eq!(human(85 * 10_u128.pow(14)), "8.5e15");
        assert_eq!(human(u128::MAX), "more than 3.4e38");
        assert_eq!(bytes(0), "0 bytes");
        assert_eq!(bytes(1023), "1023 bytes");
        assert_eq!(bytes(1024), "1.0 KiB");
        assert_eq!(bytes(1536), "1.5 KiB");
        assert_eq!(bytes((1 << 20) - 1), "1.0 MiB");
        assert_eq!(bytes((1 << 20) - 52), "1023.9 KiB");
        assert_eq!(bytes((1 << 20) - 51), "1.0 MiB");
        // Past the largest unit, no carry: 1024 of it.
        assert_eq!(bytes((1 << 70) - 1), "1024.0 EiB");
        assert_eq!(bytes(1 << 20), "1.0 MiB");
        assert_eq!(bytes(2 << 30), "2.0 GiB");
        assert_eq!(bytes(3 << 40), "3.0 TiB");
        assert_eq!(bytes(5 << 50), "5.0 PiB");
        assert_eq!(bytes(7 << 60), "7.0 EiB");
        assert_eq!(bytes(1 << 80), "1048576.0 EiB");
        // Rounded half up from the exact count: 1.25 KiB, 1.2499 KiB, 2.45e6 and 2.4499e6.
        assert_eq!(bytes(1280), "1.3 KiB");
        assert_eq!(bytes(1279), "1.2 KiB");
        assert_eq!(human(2_450_000), "2.5e6");
        assert_eq!(human(2_449_999), "2.4e6");
        assert_eq!(human(9_950_000), "1.0e7");
        assert_eq!(human(9_949_999), "9.9e6");
        assert_eq!(human(123_456_789_012_345_678_901_234), "1.2e23");
    }

    #[test]
    fn costs_add_work_and_keep_the_larger_memory() {
        let a = Cost { work: 5, memory: 7 };
        let b = Cost { work: 3, memory: 9 };
        assert_eq!(a.then(b), Cost { work: 8, memory: 9 });
        assert_eq!(b.then(a), Cost { work: 8, memory: 9 });
        let huge = Cost {
            work: u128::MAX,
            memory: 0,
        };
        assert_eq!(huge.then(a).work, u128::MAX);
    }
}
