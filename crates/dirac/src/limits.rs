//! Work and memory limits, checked before any solver starts.
//!
//! Every run first states what it would cost as a [`Cost`]: an upper bound on the operations it
//! would make, by kind ([`Work`]), and on the bytes it would hold at once. Its *steps* are the
//! time those take on the reference CPU, a nanosecond a step ([`crate::work`]), the time to
//! touch the memory included. A cost past the [`Limits`] is refused with a [`Refusal`] that gives
//! the estimate, instead of running for hours or until memory runs out.

use std::cell::Cell;
use std::fmt;

pub use crate::work::{BYTE_PICOSECONDS, Op, Work};

/// What a run may spend. The defaults, 10^10 steps and 2 GiB, keep an accepted run to about ten
/// seconds on the reference CPU (a step stands for a nanosecond there; a slower machine, or a
/// run whose estimate is loose, takes another time) and its process within 2 GiB above what it
/// held before.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Limits {
    /// Most steps a run may take: nanoseconds of work on the reference CPU.
    pub max_work: u64,
    /// Most bytes a run may hold at once, beyond what a process holds before any work.
    pub max_memory: u64,
}

impl Limits {
    /// The default work limit: ten seconds of work on the reference CPU.
    pub const DEFAULT_WORK: u64 = 10_000_000_000;
    /// The default memory limit: 2 GiB.
    pub const DEFAULT_MEMORY: u64 = 2 << 30;

    /// Refuses `cost` if it passes a limit.
    pub fn check(&self, cost: Cost, subject: Subject) -> Result<(), Refusal> {
        if self.passed_by(&cost) != (false, false) {
            Err(Refusal {
                subject,
                reason: Reason::OverLimits {
                    cost: Box::new(cost),
                    limits: *self,
                },
            })
        } else {
            Ok(())
        }
    }
}

impl Limits {
    /// The estimate of a run that can be made crude (`estimate(&Refine::crude())`, from the
    /// rules alone) or refined (`estimate(&Refine::refined())`, which may pass over the
    /// players' cells within the budget [`Refine`] holds): the crude one where it passes these
    /// limits, else the refined one, checked, and quoted by the refusal in the name of
    /// `subject`. So a refusal is one figure whatever the limits, and the refinement is made
    /// only where the crude bound does not already pass.
    pub(crate) fn plan<E: From<Refusal>>(
        &self,
        subject: Subject,
        estimate: impl Fn(&Refine) -> Result<Cost, E>,
    ) -> Result<Cost, E> {
        let crude = estimate(&Refine::crude())?;
        if self.check(crude, subject).is_ok() {
            return Ok(crude);
        }
        let refined = estimate(&Refine::refined())?;
        self.check(refined, subject)?;
        Ok(refined)
    }
}

/// What a plan may spend refining its estimate ([`Limits::plan`]): nothing for the crude
/// figure, made from the rules alone; for the refined one, passes over the players' cells (each
/// start's reach, the longest game) within one budget that every pass of the plan draws on,
/// however many games it covers: a scan of a thousand values refines within what one game's
/// plan may spend. No limit moves the budget, so that a refusal is one figure whatever the
/// limits, and the plan stays some tens of milliseconds at most.
#[derive(Debug)]
pub(crate) struct Refine {
    on: bool,
    /// Cell-moves left for the passes over every cell.
    dense: Cell<u128>,
    /// Moves left for the sparse pass over the cells a player reaches on a huge board.
    sparse: Cell<u64>,
}

impl Refine {
    /// The most cell-moves of every pass over the cells a plan makes: some tens of
    /// milliseconds.
    pub(crate) const DENSE: u128 = 50_000_000;
    /// The most moves of the sparse passes a plan makes, each a few map operations: some tens
    /// of milliseconds too.
    pub(crate) const SPARSE: u64 = 1_000_000;

    /// No refinement: the crude figure, from the rules alone.
    pub(crate) fn crude() -> Refine {
        Refine {
            on: false,
            dense: Cell::new(0),
            sparse: Cell::new(0),
        }
    }

    /// Refinement within the budget of one plan.
    pub(crate) fn refined() -> Refine {
        Refine {
            on: true,
            dense: Cell::new(Refine::DENSE),
            sparse: Cell::new(Refine::SPARSE),
        }
    }

    /// Whether the estimate is refined.
    pub(crate) fn on(&self) -> bool {
        self.on
    }

    /// Takes `cell_moves` from the budget for a pass over every cell, saying whether they were
    /// left (never, for a crude estimate).
    pub(crate) fn take(&self, cell_moves: u128) -> bool {
        let left = self.dense.get();
        let fits = self.on && cell_moves <= left;
        if fits {
            self.dense.set(left - cell_moves);
        }
        fits
    }

    /// Runs a sparse pass `pass` with the moves left for it, which it spends from the budget
    /// it is given; `None` for a crude estimate.
    pub(crate) fn sparse<T>(&self, pass: impl FnOnce(&mut u64) -> T) -> Option<T> {
        if !self.on {
            return None;
        }
        let mut left = self.sparse.get();
        let out = pass(&mut left);
        self.sparse.set(left);
        Some(out)
    }
}

impl Limits {
    /// The most memory any limit may name, in MiB: 16 TiB.
    pub const MAX_MEMORY_MIB: u64 = 1 << 24;

    /// The most memory a limit may name on a machine with `machine` bytes of memory, in MiB:
    /// the machine's whole MiB (at least one), or [`Limits::MAX_MEMORY_MIB`] where the machine's
    /// memory is not known. A limit past what the machine has would not refuse a run that needs
    /// more than it has: the run would start, and the system would kill it.
    ///
    /// ```
    /// use dirac::Limits;
    ///
    /// let gib = 1u64 << 30;
    /// assert_eq!(Limits::most_memory_mib(Some(24 * gib + 12345)), 24 * 1024);
    /// assert_eq!(Limits::most_memory_mib(None), Limits::MAX_MEMORY_MIB);
    /// assert_eq!(Limits::most_memory_mib(Some(1000)), 1);
    /// assert_eq!(Limits::most_memory_mib(Some(u64::MAX)), Limits::MAX_MEMORY_MIB);
    /// ```
    pub fn most_memory_mib(machine: Option<u64>) -> u64 {
        machine.map_or(Self::MAX_MEMORY_MIB, |bytes| {
            (bytes >> 20).clamp(1, Self::MAX_MEMORY_MIB)
        })
    }

    /// The default limits on a machine with `machine` bytes of memory: the memory limit no
    /// more than [`Limits::most_memory_mib`].
    ///
    /// ```
    /// use dirac::Limits;
    ///
    /// let gib = 1u64 << 30;
    /// assert_eq!(Limits::default_on(Some(24 * gib)), Limits::default());
    /// assert_eq!(Limits::default_on(None), Limits::default());
    /// let small = Limits::default_on(Some(gib + 5));
    /// assert_eq!((small.max_memory, small.max_work), (gib, Limits::DEFAULT_WORK));
    /// ```
    pub fn default_on(machine: Option<u64>) -> Limits {
        let default = Limits::default();
        let mib = Self::memory_mib_on(default.max_memory >> 20, machine);
        Limits {
            max_memory: mib.map_or(default.max_memory, |mib| mib << 20),
            ..default
        }
    }

    /// The memory limit, in MiB, that `mib` names on a machine with `machine` bytes of memory:
    /// `mib` itself up to [`Limits::most_memory_mib`], `None` past it. The default, 2048, is
    /// held to the machine's memory where it has less, whether a face was given it or not.
    ///
    /// ```
    /// use dirac::Limits;
    ///
    /// let gib = 1u64 << 30;
    /// assert_eq!(Limits::memory_mib_on(4096, Some(24 * gib)), Some(4096));
    /// assert_eq!(Limits::memory_mib_on(30_000, Some(24 * gib)), None);
    /// assert_eq!(Limits::memory_mib_on(2048, Some(gib)), Some(1024));
    /// assert_eq!(Limits::memory_mib_on(1500, Some(gib)), None);
    /// assert_eq!(Limits::memory_mib_on(1 << 24, None), Some(1 << 24));
    /// ```
    pub fn memory_mib_on(mib: u64, machine: Option<u64>) -> Option<u64> {
        let most = Self::most_memory_mib(machine);
        if mib == Self::DEFAULT_MEMORY >> 20 {
            Some(mib.min(most))
        } else {
            (mib <= most).then_some(mib)
        }
    }
}

/// The machine's memory in bytes, from the text of Linux's `/proc/meminfo` (its `MemTotal`
/// line, in kB); `None` if the text has none. The faces read the file; the library only
/// reads its text.
///
/// ```
/// let text = "MemTotal:       24567012 kB\nMemFree:        1000 kB\n";
/// assert_eq!(dirac::limits::machine_memory(text), Some(24567012 * 1024));
/// assert_eq!(dirac::limits::machine_memory("MemFree: 1 kB"), None);
/// ```
pub fn machine_memory(meminfo: &str) -> Option<u64> {
    let line = meminfo.lines().find_map(|l| l.strip_prefix("MemTotal:"))?;
    let kib = line.trim().strip_suffix("kB")?.trim().parse::<u64>().ok()?;
    kib.checked_mul(1024)
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
    /// The operations, by kind.
    pub work: Work,
    /// Bytes held at once.
    pub memory: u128,
}

impl Cost {
    /// `n` operations of kind `op`, holding `memory` bytes.
    pub fn of(op: Op, n: u128, memory: u128) -> Cost {
        Cost {
            work: Work::of(op, n),
            memory,
        }
    }

    /// The time the run takes in steps (nanoseconds on the reference CPU): its operations, and
    /// the touching of every byte it holds.
    pub fn steps(&self) -> u128 {
        let picoseconds = self
            .work
            .picoseconds()
            .saturating_add(self.memory.saturating_mul(BYTE_PICOSECONDS));
        crate::work::steps_of(picoseconds)
    }

    /// The cost of doing `self` and then `other`, keeping the larger memory.
    #[must_use]
    pub fn then(self, other: Cost) -> Cost {
        Cost {
            work: self.work.plus(other.work),
            memory: self.memory.max(other.memory),
        }
    }

    /// The cost of doing `self` and then `other` while still holding what `self` made.
    #[must_use]
    pub fn holding(self, other: Cost) -> Cost {
        Cost {
            work: self.work.plus(other.work),
            memory: self.memory.saturating_add(other.memory),
        }
    }

    /// The cost of doing `self` `n` times, each holding its memory while the next runs.
    #[must_use]
    pub fn times(self, n: u128) -> Cost {
        Cost {
            work: self.work.times(n),
            memory: self.memory.saturating_mul(n),
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
    /// An answer checked against the right ones and the games of known mistakes.
    Check,
    /// Solving the Dirac game with a strategy.
    Strategy {
        /// The strategy's name.
        name: &'static str,
        /// What to do instead, when the strategy cannot grow with the game.
        advice: Option<&'static str>,
    },
}

impl Limits {
    /// Limits of exactly `work` steps and `memory` bytes: for tests that pin an estimate, and
    /// none at all (`exactly(0, 0)`) to have a plan's refusal quote its refined figure.
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
    /// use dirac::limits::{Cost, Limits, Op};
    ///
    /// let limits = Limits { max_work: 100, max_memory: 10 };
    /// // A word's product is a nanosecond, a step.
    /// let cost = |words, memory| Cost::of(Op::Word, words, memory);
    /// assert_eq!(limits.to_raise(&cost(300, 1), "--max-work", "--max-memory"), "the limit with --max-work");
    /// assert_eq!(limits.to_raise(&cost(1, 11), "-w", "-m"), "the limit with -m");
    /// assert_eq!(limits.to_raise(&cost(300, 11), "-w", "-m"), "the limits with -w and -m");
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
            cost.steps() > u128::from(self.max_work),
            cost.memory > u128::from(self.max_memory),
        )
    }
}

/// Why a computation was refused.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Reason {
    /// The estimate passes the limits. It is the same figure whatever the limits: a plan
    /// refines its estimate only where the first bound does not pass, and refuses with the
    /// finest it can make.
    OverLimits {
        /// The estimate (boxed: a refusal is returned on every path that plans, and the
        /// estimate's counts by kind are many).
        cost: Box<Cost>,
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
    /// This build of dirac leaves the strategy out (the page's WebAssembly solves per player
    /// only: the `joint-strategies` feature).
    NotBuilt,
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
            Subject::Check => f.write_str("checking the answer against the known mistakes")?,
            Subject::Strategy { name, .. } => write!(f, "the {name} strategy")?,
        }
        match &self.reason {
            Reason::OverLimits { cost, limits } => {
                let steps = cost.steps();
                let work = format!("{} steps ({})", human(steps), duration(steps));
                let memory = bytes(cost.memory);
                let max = u128::from(limits.max_work);
                let max_work = format!("{} steps ({})", human(max), duration(max));
                let max_memory = bytes(u128::from(limits.max_memory));
                match limits.passed_by(cost) {
                    (true, true) => write!(
                        f,
                        " would need about {work} and {memory} of memory, over the limits of \
                         {max_work} and {max_memory}"
                    )?,
                    (true, false) => write!(
                        f,
                        " would need about {work}, over the limit of {max_work} (and {memory} \
                         of memory, within the limit of {max_memory})"
                    )?,
                    _ => write!(
                        f,
                        " would need about {memory} of memory, over the limit of {max_memory} \
                         (and {work}, within the limit of {})",
                        human(max)
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
            Reason::NotBuilt => f.write_str(" is not in this build of dirac")?,
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
pub fn human(n: u128) -> String {
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
pub(crate) fn bytes(n: u128) -> String {
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

/// A time of `ns` nanoseconds, in the largest unit under which it is at least 1, to two
/// significant digits rounded half up from the exact count: `850 ns`, `4.2 ms`, `76 s`,
/// `2.0 min`, `3.5 days`, `1.2e9 years`.
pub fn duration(ns: u128) -> String {
    const UNITS: [(&str, u128); 8] = [
        ("ns", 1),
        ("µs", 1_000),
        ("ms", 1_000_000),
        ("s", 1_000_000_000),
        ("min", 60_000_000_000),
        ("h", 3_600_000_000_000),
        ("days", 86_400_000_000_000),
        ("years", 31_536_000_000_000_000),
    ];
    let mut at = UNITS.iter().rposition(|&(_, size)| ns >= size).unwrap_or(0);
    loop {
        let (name, size) = UNITS[at];
        // Below ten of the unit, tenths of it; else whole ones: each rounded half up from the
        // exact count, once.
        let (rounded, text) = if ns < size.saturating_mul(10) {
            let tenths = (ns * 10 + size / 2) / size;
            let text = if tenths == 100 {
                format!("10 {name}")
            } else {
                format!("{}.{} {name}", tenths / 10, tenths % 10)
            };
            ((tenths * size) / 10, text)
        } else {
            let whole = ns / size + u128::from(ns % size >= size.div_ceil(2));
            let text = if whole < 10_000_000 {
                format!("{whole} {name}")
            } else {
                // Two significant digits of the truncated count: a fraction dropped below a
                // million of the unit never decides a half.
                format!("{} {name}", human(ns / size))
            };
            (whole.saturating_mul(size), text)
        };
        // Rounded up to a whole next unit (59.96 s is 1.0 min).
        match UNITS.get(at + 1) {
            Some(&(_, next)) if rounded >= next => at += 1,
            _ => return text,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn one_plan_shares_one_budget_among_its_passes_and_a_crude_one_has_none() {
        let crude = Refine::crude();
        assert!(!crude.on() && !crude.take(0) && !crude.take(1));
        assert_eq!(crude.sparse(|left| *left), None);
        let refined = Refine::refined();
        assert!(refined.on());
        // Three fifths, then two fifths: the budget is spent; a third pass finds none left.
        assert!(refined.take(Refine::DENSE / 5 * 3));
        assert!(!refined.take(Refine::DENSE / 5 * 2 + 1));
        assert!(refined.take(Refine::DENSE / 5 * 2));
        assert!(!refined.take(1));
        assert!(refined.take(0));
        // The sparse moves, spent by one pass, are what the next one has left.
        assert_eq!(
            refined.sparse(|left| std::mem::replace(left, 7)),
            Some(Refine::SPARSE)
        );
        assert_eq!(refined.sparse(|left| *left), Some(7));
        // A fresh plan starts with the whole budget.
        assert!(Refine::refined().take(Refine::DENSE));
    }

    const MEMO: Subject = Subject::Strategy {
        name: "memo",
        advice: Some("use per-player instead"),
    };

    const LIMITS: Limits = Limits {
        max_work: 10_000_000,
        max_memory: 1 << 20,
    };

    /// The refusal of `words` word products and `memory` bytes under limits of ten million
    /// steps (10 ms) and 1 MiB.
    fn refusal(words: u128, memory: u128) -> String {
        LIMITS
            .check(Cost::of(Op::Word, words, memory), MEMO)
            .map_or_else(|r| r.to_string(), |()| "accepted".to_owned())
    }

    /// `steps` as a refusal writes them, with their time.
    fn steps(cost: Cost) -> String {
        format!("{} steps ({})", human(cost.steps()), duration(cost.steps()))
    }

    #[test]
    fn a_refusal_names_the_limits_passed_and_only_those_with_the_time() {
        let big = Cost::of(Op::Word, 1_250_000_000, 3 << 30);
        assert_eq!(
            refusal(1_250_000_000, 3 << 30),
            format!(
                "the memo strategy would need about {} and 3.0 GiB of memory, over the limits of \
                 1.0e7 steps (10 ms) and 1.0 MiB; use per-player instead",
                steps(big)
            )
        );
        // Memory costs time too: the most word products within the limit beside a MiB held.
        let touched = (1 << 20) * BYTE_PICOSECONDS / 1000;
        let words = (10_000_000 - touched) * 1000 / Op::Word.picoseconds();
        assert_eq!(refusal(words, 1 << 20), "accepted");
        let over = Cost::of(Op::Word, words + 1, 1 << 20);
        assert!(over.steps() > 10_000_000);
        assert_eq!(
            refusal(words + 1, 1 << 20),
            format!(
                "the memo strategy would need about {}, over the limit of 1.0e7 steps (10 ms) \
                 (and 1.0 MiB of memory, within the limit of 1.0 MiB); use per-player instead",
                steps(over)
            )
        );
        let small = Cost::of(Op::Word, 0, (1 << 20) + 1);
        assert_eq!(
            refusal(0, (1 << 20) + 1),
            format!(
                "the memo strategy would need about 1.0 MiB of memory, over the limit of 1.0 MiB \
                 (and {}, within the limit of 1.0e7); use per-player instead",
                steps(small)
            )
        );
        assert_eq!(refusal(0, 0), "accepted");
    }

    #[test]
    fn subjects_without_advice_end_with_the_estimate() {
        let limits = Limits {
            max_work: 10,
            max_memory: 10,
        };
        let cost = Cost::of(Op::Turn, 11_000 / Op::Turn.picoseconds() + 1, 11);
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
            (
                Subject::Check,
                "checking the answer against the known mistakes",
            ),
        ] {
            let text = limits.check(cost, subject).unwrap_err().to_string();
            let steps = cost.steps();
            assert_eq!(
                text,
                format!(
                    "{name} would need about {steps} steps ({steps} ns) and 11 bytes of memory, \
                     over the limits of 10 steps (10 ns) and 10 bytes"
                )
            );
        }
    }

    #[test]
    fn times_read_as_people_write_them() {
        assert_eq!(duration(0), "0.0 ns");
        assert_eq!(duration(7), "7.0 ns");
        assert_eq!(duration(850), "850 ns");
        assert_eq!(duration(999), "999 ns");
        assert_eq!(duration(1_000), "1.0 µs");
        assert_eq!(duration(9_949), "9.9 µs");
        assert_eq!(duration(9_950), "10 µs");
        assert_eq!(duration(10_499), "10 µs");
        assert_eq!(duration(10_500), "11 µs");
        assert_eq!(duration(4_200_000), "4.2 ms");
        assert_eq!(duration(999_499_999), "999 ms");
        assert_eq!(duration(999_500_000), "1.0 s");
        assert_eq!(duration(42_000_000_000), "42 s");
        assert_eq!(duration(76_000_000_000), "1.3 min");
        assert_eq!(duration(59_960_000_000), "1.0 min");
        assert_eq!(duration(120_000_000_000), "2.0 min");
        assert_eq!(duration(3 * 3_600_000_000_000 + 1_800_000_000_000), "3.5 h");
        assert_eq!(duration(302_400_000_000_000), "3.5 days");
        assert_eq!(duration(31_536_000_000_000_000 * 42), "42 years");
        assert_eq!(
            duration(31_536_000_000_000_000 * 1_250_000_000),
            "1.3e9 years"
        );
        assert_eq!(duration(u128::MAX), "1.1e22 years");
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
        let a = Cost::of(Op::Word, 5, 7);
        let b = Cost::of(Op::Word, 3, 9);
        assert_eq!(a.then(b), Cost::of(Op::Word, 8, 9));
        assert_eq!(b.then(a), Cost::of(Op::Word, 8, 9));
        assert_eq!(a.holding(b), Cost::of(Op::Word, 8, 16));
        assert_eq!(a.times(3), Cost::of(Op::Word, 15, 21));
        let huge = Cost::of(Op::Word, u128::MAX, 0);
        assert_eq!(huge.then(a).work.count(Op::Word), u128::MAX);
        // The time: the work's, and the memory's touched once.
        let touched = Cost::of(Op::Word, 0, 1_000);
        assert_eq!(touched.steps(), BYTE_PICOSECONDS);
        assert_eq!(
            a.steps(),
            (5 * Op::Word.picoseconds() + 7 * BYTE_PICOSECONDS).div_ceil(1000)
        );
    }
}
