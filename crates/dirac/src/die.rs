//! A Dirac die of any faces: each face a value, a value listed `k` times being `k` faces (and
//! `k` universes at every roll).
//!
//! Written as a list: `1,2,3` (the puzzle's die), `1:2,2` (face 1 twice, face 2 once: a loaded
//! die), ranges `1..6`, or both (`0..2:3`, each of 0, 1 and 2 three times). Values are whole
//! numbers from 0 (a roll that does not move) up to [`Die::MAX_VALUE`]; a value larger than the
//! board moves the same as its remainder, and a score never depends on a roll, only on the
//! space landed on. Negative values are refused: on a circular board of `B` spaces, moving
//! back `k` is moving forward `B − k`, and writing that keeps a die's meaning independent of the
//! board. A die has from 1 to [`Die::MAX_FACES`] faces in all, counting repeats.
//!
//! A die is kept as runs of consecutive values with one count each, in increasing order and
//! merged, so two ways of writing one die are equal (`1,2,3` and `1..3`), and the puzzle's
//! die of a million faces is one run.

use std::fmt;

use smallvec::SmallVec;

use crate::num::whole::{Whole, parse_whole};

/// Consecutive values `from..=to`, each on `count` faces.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct Run {
    /// The least value.
    pub from: u64,
    /// The greatest value.
    pub to: u64,
    /// The faces showing each value.
    pub count: u64,
}

/// Runs of values: inline while there is one (every die `1..=n`), so rules stay small to move.
type Runs = SmallVec<[Run; 1]>;

/// A Dirac die: its faces, as merged runs of values (see the module).
#[derive(Debug, PartialEq, Eq, Hash)]
pub struct Die {
    runs: Runs,
}

/// Runs copied whole: every view of the rules clones the dice, on every call of every face, and
/// `SmallVec`'s own `clone` pushes item by item.
impl Clone for Die {
    fn clone(&self) -> Die {
        Die {
            runs: Runs::from_slice(&self.runs),
        }
    }
}

/// Which of the game's two dice a list of values is for.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum DieRule {
    /// The Dirac game's die: a [`Die`], faces in any order.
    DiracDie,
    /// The practice game's die: a [`Sequence`], rolled in order and started over.
    PracticeSequence,
}

impl DieRule {
    /// Both, in the order they are documented.
    pub const ALL: [DieRule; 2] = [DieRule::PracticeSequence, DieRule::DiracDie];

    /// A human name for messages, such as `"Dirac die"`.
    pub fn name(self) -> &'static str {
        match self {
            DieRule::DiracDie => "Dirac die",
            DieRule::PracticeSequence => "practice sequence",
        }
    }

    /// The kebab-case key of command-line flags, URLs and JSON, such as `"dirac-die"`.
    pub fn key(self) -> &'static str {
        match self {
            DieRule::DiracDie => "dirac-die",
            DieRule::PracticeSequence => "practice-sequence",
        }
    }

    /// The die's name as a field holding its value (`dirac_die`), as
    /// [`Rule::field`](crate::Rule::field) names a number's.
    pub fn field(self) -> &'static str {
        match self {
            DieRule::DiracDie => "dirac_die",
            DieRule::PracticeSequence => "practice_sequence",
        }
    }

    /// The puzzle's die, as written: `1..3` and `1..100`.
    pub fn default_text(self) -> &'static str {
        match self {
            DieRule::DiracDie => "1..3",
            DieRule::PracticeSequence => "1..100",
        }
    }

    /// What the die accepts, as every message and help text says it.
    pub fn allowed(self) -> String {
        match self {
            DieRule::DiracDie => format!(
                "faces such as 1,2,3, 1:2,2 (face 1 twice, face 2 once) or 1..6, each a whole \
                 number from 0 to {}, with from 1 to {} faces in all",
                Die::MAX_VALUE,
                Die::MAX_FACES
            ),
            DieRule::PracticeSequence => format!(
                "values rolled in order such as 6..1 (6, 5, ..., 1), 1:2,2 (1, 1, 2) or 1,3,5, \
                 each a whole number from 0 to {}, with from 1 to {} rolls before it starts over",
                Die::MAX_VALUE,
                Sequence::MAX_LEN
            ),
        }
    }
}

impl fmt::Display for DieRule {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// A die that could not be read: the text as given and what is wrong with it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct DieError {
    /// The die it was for.
    pub rule: DieRule,
    /// The whole text, as given.
    pub found: String,
    /// What is wrong, such as `"x" is not a value`.
    pub problem: String,
}

impl fmt::Display for DieError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "{} {:?}: {}; expected {}",
            self.rule,
            self.found,
            self.problem,
            self.rule.allowed()
        )
    }
}

impl std::error::Error for DieError {}

impl Die {
    /// The most faces a die has, repeats counted: as many as `--dirac-faces` allows.
    pub const MAX_FACES: u64 = 1_000_000;
    /// The largest value of a face.
    pub const MAX_VALUE: u64 = 1_000_000_000;

    /// The die of `faces` faces showing `1..=faces`, as the puzzle's (`faces` from 1).
    pub fn standard(faces: u32) -> Die {
        let mut runs = SmallVec::new();
        runs.push(Run {
            from: 1,
            to: u64::from(faces.max(1)),
            count: 1,
        });
        Die { runs }
    }

    /// Reads a die written as in the module's documentation.
    ///
    /// ```
    /// use dirac::die::Die;
    ///
    /// assert_eq!(Die::parse("1,2,3")?, Die::standard(3));
    /// assert_eq!(Die::parse("1..3")?.to_string(), "1..3");
    /// let loaded = Die::parse("1:2, 2")?;
    /// assert_eq!((loaded.faces(), loaded.to_string()), (3, "1:2,2".to_owned()));
    /// assert_eq!(Die::parse("2,1,1")?, loaded);
    /// let e = Die::parse("1,x").unwrap_err();
    /// assert!(e.to_string().starts_with(r#"Dirac die "1,x": "x" is not a value"#));
    /// # Ok::<(), dirac::die::DieError>(())
    /// ```
    pub fn parse(text: &str) -> Result<Die, DieError> {
        let items = read_items(text, DieRule::DiracDie, Die::MAX_FACES)?;
        // Faces have no order: a range written downwards is the same faces.
        let runs: Vec<Run> = items
            .iter()
            .map(|r| Run {
                from: r.from.min(r.to),
                to: r.from.max(r.to),
                count: r.count,
            })
            .collect();
        Ok(Die { runs: merge(&runs) })
    }

    /// The die showing each of `values` on one face (a value listed twice is two faces).
    ///
    /// ```
    /// use dirac::die::Die;
    ///
    /// assert_eq!(Die::from_faces(&[1, 1, 2])?.to_string(), "1:2,2");
    /// assert!(Die::from_faces(&[]).is_err());
    /// # Ok::<(), dirac::die::DieError>(())
    /// ```
    pub fn from_faces(values: &[u64]) -> Result<Die, DieError> {
        Die::parse(&list(values))
    }

    /// Whether this is the die of faces `1..=F`, and if so `F`.
    pub fn standard_faces(&self) -> Option<u32> {
        match self.runs.as_slice() {
            [
                Run {
                    from: 1,
                    to,
                    count: 1,
                },
            ] => u32::try_from(*to).ok(),
            _ => None,
        }
    }

    /// The faces in all, repeats counted: a roll splits the universe this many ways.
    pub fn faces(&self) -> u64 {
        self.runs
            .iter()
            .map(|r| (r.to - r.from + 1) * r.count)
            .sum()
    }

    /// The distinct values, each counted once however many faces show it.
    pub fn values(&self) -> u64 {
        self.runs.iter().map(|r| r.to - r.from + 1).sum()
    }

    /// The runs of values, increasing and merged.
    pub fn runs(&self) -> &[Run] {
        &self.runs
    }

    /// The least and the greatest value.
    pub fn span(&self) -> (u64, u64) {
        let first = self.runs.first().map_or(0, |r| r.from);
        let last = self.runs.last().map_or(0, |r| r.to);
        (first, last)
    }
}

impl fmt::Display for Die {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write_runs(f, &self.runs)
    }
}

impl Die {
    /// The die as written canonically ([`fmt::Display`]), as a view's text: inline while it
    /// is short, and without a formatter between the digits and the text.
    ///
    /// ```
    /// use dirac::die::Die;
    /// let die = Die::parse("3..1,7:2")?;
    /// assert_eq!(die.text(), "1..3,7:2");
    /// assert_eq!(die.text(), die.to_string());
    /// # Ok::<(), dirac::die::DieError>(())
    /// ```
    pub fn text(&self) -> compact_str::CompactString {
        runs_text(&self.runs)
    }
}

/// [`write_runs`] into a view's text.
fn runs_text(runs: &[Run]) -> compact_str::CompactString {
    let mut text = compact_str::CompactString::const_new("");
    // Writing to a string cannot fail.
    let _ = write_runs(&mut text, runs);
    text
}

/// Runs written as items: `v`, `a..b` (either way), each with `:count` past one (digits by
/// `itoa`: the views write a die's text on every solve).
fn write_runs(f: &mut impl fmt::Write, runs: &[Run]) -> fmt::Result {
    let mut digits = itoa::Buffer::new();
    for (i, run) in runs.iter().enumerate() {
        if i > 0 {
            f.write_str(",")?;
        }
        f.write_str(digits.format(run.from))?;
        let count = |f: &mut dyn fmt::Write, digits: &mut itoa::Buffer| {
            if run.count > 1 {
                f.write_str(":")?;
                f.write_str(digits.format(run.count))?;
            }
            Ok(())
        };
        match run.to.abs_diff(run.from) {
            0 => {}
            // Two values read better listed than as a range.
            1 => {
                count(f, &mut digits)?;
                f.write_str(",")?;
                f.write_str(digits.format(run.to))?;
            }
            _ => {
                f.write_str("..")?;
                f.write_str(digits.format(run.to))?;
            }
        }
        count(f, &mut digits)?;
    }
    Ok(())
}

/// Reads a list of items (see the module), refusing it with what is wrong: an empty list, an
/// item that is not one, or more than `max` values in all, repeats counted. Ranges keep the
/// direction they were written in.
fn read_items(text: &str, rule: DieRule, max: u64) -> Result<Vec<Run>, DieError> {
    let refuse = |problem: String| DieError {
        rule,
        found: text.to_owned(),
        problem,
    };
    if text.trim().is_empty() {
        return Err(refuse("no value given".to_owned()));
    }
    let unit = match rule {
        DieRule::DiracDie => "faces",
        DieRule::PracticeSequence => "rolls",
    };
    let mut items: Vec<Run> = Vec::new();
    let mut total: u64 = 0;
    for item in text.split(',').map(str::trim) {
        let run = read_item(item).map_err(|wrong| {
            refuse(match wrong {
                _ if negative(item) => format!(
                    "{item:?} is negative (to move back k spaces round a board of B, move \
                     forward B - k)"
                ),
                Wrong::TooLarge => format!("{item:?} is more than {}", Die::MAX_VALUE),
                Wrong::NoCount => {
                    format!("{item:?} shows its values 0 times (a count is at least 1)")
                }
                Wrong::NotAValue => format!("{item:?} is not a value"),
                Wrong::TooMany => format!("more than {max} {unit} in all"),
            })
        })?;
        total = (run.from.abs_diff(run.to) + 1)
            .checked_mul(run.count)
            .and_then(|n| n.checked_add(total))
            .filter(|&n| n <= max)
            .ok_or_else(|| refuse(format!("more than {max} {unit} in all")))?;
        items.push(run);
    }
    Ok(items)
}

/// Whether an item has a minus sign that is not an exponent's (`1e-3` is not a value, but not
/// negative).
fn negative(item: &str) -> bool {
    item.char_indices()
        .any(|(i, c)| c == '-' && !item[..i].ends_with(['e', 'E']))
}

/// What is wrong with an item.
enum Wrong {
    /// It is none of the forms an item takes.
    NotAValue,
    /// A value passes [`Die::MAX_VALUE`].
    TooLarge,
    /// Its count is 0.
    NoCount,
    /// Its count passes 64 bits: more values than any die may have.
    TooMany,
}

/// One item: `v`, `a..b` (either way), either with `:count`.
fn read_item(item: &str) -> Result<Run, Wrong> {
    let (values, count) = match item.split_once(':') {
        Some((values, count)) => (
            values.trim(),
            whole(count.trim()).map_err(|wrong| match wrong {
                Wrong::TooLarge => Wrong::TooMany,
                wrong => wrong,
            })?,
        ),
        None => (item, 1),
    };
    let (from, to) = match values.split_once("..") {
        Some((a, b)) => (whole(a.trim())?, whole(b.trim())?),
        None => (whole(values)?, whole(values)?),
    };
    if from.max(to) > Die::MAX_VALUE {
        return Err(Wrong::TooLarge);
    }
    if count == 0 {
        return Err(Wrong::NoCount);
    }
    Ok(Run { from, to, count })
}

/// Values written as a list, one item each.
fn list(values: &[u64]) -> String {
    let items: Vec<String> = values.iter().map(u64::to_string).collect();
    items.join(",")
}

/// A whole number as every rule is read ([`parse_whole`]: digits, or with an exponent, `1e9`);
/// past 64 bits is too large.
fn whole(text: &str) -> Result<u64, Wrong> {
    match parse_whole(text) {
        Ok(v) => u64::try_from(v).map_err(|_| Wrong::TooLarge),
        Err(Whole::TooLarge) => Err(Wrong::TooLarge),
        Err(Whole::Not) => Err(Wrong::NotAValue),
    }
}

/// The practice game's die: values rolled in order, starting over after the last.
///
/// Written as a [`Die`] is, but in order: `6..1` counts down, `1:2,2` rolls 1, 1, 2, and
/// `1..100` is the puzzle's die. Kept as runs `from..=to` (either way), each value repeated
/// `count` times, in the one canonical form a sequence has: runs of equal values joined, and
/// each run as long as it goes, so two ways of writing one sequence are equal.
#[derive(Debug, PartialEq, Eq, Hash)]
pub struct Sequence {
    runs: Runs,
    /// With more than one run, `(end, sum)` of runs `0..=k` at `k`: the values in them and
    /// their sum. Empty for one run (no allocation), whose arithmetic needs none.
    table: Vec<(u64, u128)>,
}

/// As [`Die`]'s: the runs copied whole.
impl Clone for Sequence {
    fn clone(&self) -> Sequence {
        Sequence {
            runs: Runs::from_slice(&self.runs),
            table: self.table.clone(),
        }
    }
}

impl Sequence {
    /// The longest sequence whose period is searched value by value ([`Sequence::period_mod`]).
    pub const PERIOD_SEARCHED: u64 = 1 << 16;

    /// The most values a sequence rolls before it starts over: as many as `--practice-die` allows.
    pub const MAX_LEN: u64 = 1_000_000_000;

    /// The die rolling `1, 2, ..., sides` and starting over, as the puzzle's (`sides` from 1).
    pub fn standard(sides: u32) -> Sequence {
        // Already canonical: one run, built directly (every default rules value makes one).
        let mut runs = Runs::new();
        runs.push(Run {
            from: 1,
            to: u64::from(sides.max(1)),
            count: 1,
        });
        Sequence {
            runs,
            table: Vec::new(),
        }
    }

    /// Reads a sequence written as in the type's documentation.
    ///
    /// ```
    /// use dirac::die::Sequence;
    ///
    /// assert_eq!(Sequence::parse("6,5,4,3,2,1")?.to_string(), "6..1");
    /// assert_eq!(Sequence::parse("1..100")?, Sequence::standard(100));
    /// let pattern = Sequence::parse("1,1,2")?;
    /// assert_eq!((pattern.len(), pattern.to_string()), (3, "1:2,2".to_owned()));
    /// assert!(Sequence::parse("1,,2").is_err());
    /// # Ok::<(), dirac::die::DieError>(())
    /// ```
    pub fn parse(text: &str) -> Result<Sequence, DieError> {
        let items = read_items(text, DieRule::PracticeSequence, Sequence::MAX_LEN)?;
        Ok(Sequence::of_runs(&items))
    }

    /// The sequence rolling `values` in order.
    pub fn from_values(values: &[u64]) -> Result<Sequence, DieError> {
        Sequence::parse(&list(values))
    }

    fn of_runs(items: &[Run]) -> Sequence {
        let mut runs: Runs = SmallVec::new();
        for &item in items {
            push_run(&mut runs, item);
        }
        let mut table = Vec::new();
        if runs.len() > 1 {
            let (mut end, mut sum) = (0_u64, 0_u128);
            for run in &runs {
                let len = run.from.abs_diff(run.to) + 1;
                end += len * run.count;
                // The values' mean times their number: (from + to) · len / 2, an integer.
                let values = u128::from(run.from + run.to) * u128::from(len) / 2;
                sum += values * u128::from(run.count);
                table.push((end, sum));
            }
        }
        Sequence { runs, table }
    }

    /// The values rolled before the die starts over.
    pub fn len(&self) -> u64 {
        match (self.table.last(), self.runs.first()) {
            (Some(&(end, _)), _) => end,
            (None, Some(run)) => (run.from.abs_diff(run.to) + 1) * run.count,
            (None, None) => 0,
        }
    }

    /// Never: a sequence has a value at least. (For the lint that pairs `len` with it.)
    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }

    /// The runs of values, in the order rolled.
    pub fn runs(&self) -> &[Run] {
        &self.runs
    }

    /// Whether this is the die rolling `1..=D`, and if so `D`.
    pub fn standard_sides(&self) -> Option<u32> {
        match self.runs.as_slice() {
            [
                Run {
                    from: 1,
                    to,
                    count: 1,
                },
            ] if *to >= 1 => u32::try_from(*to).ok(),
            _ => None,
        }
    }

    /// A period of the values modulo `board` that divides [`Sequence::len`]: only a roll's
    /// value modulo the board moves a player, so the practice game repeats with it. The least
    /// such period where it is cheap to find (one run whose values go round the board whole
    /// times, or a sequence of at most [`Sequence::PERIOD_SEARCHED`] values), else the length.
    ///
    /// ```
    /// use dirac::die::Sequence;
    ///
    /// assert_eq!(Sequence::parse("999999999..0")?.period_mod(10), 10);
    /// assert_eq!(Sequence::parse("1..100,1..100")?.period_mod(10), 10);
    /// assert_eq!(Sequence::parse("1,2,1,3")?.period_mod(10), 4);
    /// # Ok::<(), dirac::die::DieError>(())
    /// ```
    pub fn period_mod(&self, board: u64) -> u64 {
        let len = self.len();
        if board == 1 {
            return 1;
        }
        if let [run] = self.runs.as_slice() {
            // Values step by one, each `count` times: once the run's values are a whole number
            // of turns of the board, the residues repeat every `count · B` rolls.
            let values = run.from.abs_diff(run.to) + 1;
            if values % board == 0 {
                return run.count * board;
            }
        }
        let Ok(n) = usize::try_from(len) else {
            return len;
        };
        if len > Sequence::PERIOD_SEARCHED {
            return len;
        }
        // On the stack for short sequences: the search must not cost more than the walk saves.
        let residues: SmallVec<[u64; 32]> = self.rolls().take(n).map(|v| v % board).collect();
        // The longest proper border of the residues (the prefix function's last value): the
        // least period is `n` less it, and counts when it divides `n`.
        let mut border: SmallVec<[usize; 32]> = smallvec::smallvec![0; n];
        for i in 1..n {
            let mut k = border[i - 1];
            while k > 0 && residues[i] != residues[k] {
                k = border[k - 1];
            }
            if residues[i] == residues[k] {
                k += 1;
            }
            border[i] = k;
        }
        let least = n - border[n - 1];
        if n % least == 0 { least as u64 } else { len }
    }

    /// The sum of the first `n` values (`n` at most [`Sequence::len`]).
    fn prefix(&self, n: u64) -> u128 {
        // One run: all `n` values are in it. More: the runs before the one `n` ends in.
        let k = self.table.partition_point(|&(end, _)| end <= n);
        let (before, sum) = match k {
            0 => (0, 0),
            k => self.table[k - 1],
        };
        let Some(run) = self.runs.get(k) else {
            return sum;
        };
        // `taken` values into run `k`: `whole` of its values `count` times each, and `part`
        // repeats of the next.
        let taken = n - before;
        let (whole, part) = (taken / run.count, taken % run.count);
        let first = u128::from(run.from);
        let ramp = u128::from(whole) * u128::from(whole.saturating_sub(1)) / 2;
        let up = run.to >= run.from;
        let values = if up {
            u128::from(whole) * first + ramp
        } else {
            u128::from(whole) * first - ramp
        };
        // A part is taken only of a value the run has: `whole` is below its length.
        let next = match (part, up) {
            (0, _) => 0,
            (_, true) => first + u128::from(whole),
            (_, false) => first - u128::from(whole),
        };
        sum + values * u128::from(run.count) + next * u128::from(part)
    }

    /// The sum of the `n` values rolled from index `start` on, starting over past the last
    /// (`start` below [`Sequence::len`], `n` any): the move of a turn that rolls `n` times.
    pub fn sum(&self, start: u64, n: u64) -> u128 {
        let len = self.len();
        let (cycles, part) = (n / len, n % len);
        let whole = u128::from(cycles) * self.prefix(len);
        let end = start + part;
        let partial = if end <= len {
            self.prefix(end) - self.prefix(start)
        } else {
            self.prefix(len) - self.prefix(start) + self.prefix(end - len)
        };
        whole + partial
    }

    /// The values in the order rolled, starting over without end.
    pub fn rolls(&self) -> Rolls<'_> {
        Rolls {
            runs: &self.runs,
            run: 0,
            value: 0,
            repeat: 0,
        }
    }
}

impl fmt::Display for Sequence {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write_runs(f, &self.runs)
    }
}

impl Sequence {
    /// The sequence as written canonically ([`fmt::Display`]), as a view's text (see
    /// [`Die::text`]).
    ///
    /// ```
    /// use dirac::die::Sequence;
    /// assert_eq!(Sequence::parse("6..1")?.text(), "6..1");
    /// # Ok::<(), dirac::die::DieError>(())
    /// ```
    pub fn text(&self) -> compact_str::CompactString {
        runs_text(&self.runs)
    }
}

/// A [`Sequence`]'s rolls, one value at a time and without end: what a plain simulation rolls.
#[derive(Debug, Clone)]
pub struct Rolls<'a> {
    runs: &'a [Run],
    run: usize,
    /// Values of the run already rolled.
    value: u64,
    /// Times the current value has been rolled.
    repeat: u64,
}

impl Iterator for Rolls<'_> {
    type Item = u64;

    fn next(&mut self) -> Option<u64> {
        let run = self.runs.get(self.run)?;
        let value = if run.to >= run.from {
            run.from + self.value
        } else {
            run.from - self.value
        };
        self.repeat += 1;
        if self.repeat == run.count {
            self.repeat = 0;
            self.value += 1;
            if self.value > run.from.abs_diff(run.to) {
                self.value = 0;
                self.run = (self.run + 1) % self.runs.len();
            }
        }
        Some(value)
    }
}

/// The direction of a run: 1 up, -1 down, 0 for one value.
fn direction(run: &Run) -> i128 {
    (i128::from(run.to) - i128::from(run.from)).signum()
}

/// `run` appended to canonical runs, keeping them canonical: where the last value so far equals
/// the run's first, the two blocks of that value become one; then [`join_run`].
fn push_run(runs: &mut Runs, run: Run) {
    let Some(last) = runs.last_mut() else {
        runs.push(run);
        return;
    };
    if last.to != run.from {
        join_run(runs, run);
        return;
    }
    let value = Run {
        from: run.from,
        to: run.from,
        count: last.count + run.count,
    };
    if last.from == last.to {
        runs.pop();
    } else if last.to > last.from {
        last.to -= 1;
    } else {
        last.to += 1;
    }
    join_run(runs, value);
    if run.from != run.to {
        let next = if run.to > run.from {
            run.from + 1
        } else {
            run.from - 1
        };
        join_run(runs, Run { from: next, ..run });
    }
}

/// `run` (whose first value differs from the last so far) appended: into the last run when it
/// carries on its steps of one with the same count (the whole run, or only its first value
/// when it then turns back), as a new run otherwise.
fn join_run(runs: &mut Runs, run: Run) {
    let Some(last) = runs.last_mut() else {
        runs.push(run);
        return;
    };
    let step = i128::from(run.from) - i128::from(last.to);
    let carries = last.count == run.count
        && step.abs() == 1
        && (last.from == last.to || direction(last) == step);
    if !carries {
        runs.push(run);
        return;
    }
    if run.from == run.to || direction(&run) == step {
        last.to = run.to;
        return;
    }
    last.to = run.from;
    // The rest turns back: a new run from the value after.
    let next = if run.to > run.from {
        run.from + 1
    } else {
        run.from - 1
    };
    runs.push(Run { from: next, ..run });
}

/// Overlapping items summed and neighbours of one count joined: the canonical runs. A sweep
/// over the items' ends, so a range of a million values costs two events, not a million.
fn merge(items: &[Run]) -> Runs {
    // (position, change in count): a run adds its count at `from` and takes it off past `to`.
    let mut events: Vec<(u64, i128)> = items
        .iter()
        .flat_map(|r| {
            [
                (r.from, i128::from(r.count)),
                (r.to + 1, -i128::from(r.count)),
            ]
        })
        .collect();
    events.sort_unstable();
    let mut runs: Runs = SmallVec::new();
    let mut count: i128 = 0;
    let mut i = 0;
    while let Some(&(at, _)) = events.get(i) {
        while i < events.len() && events[i].0 == at {
            count += events[i].1;
            i += 1;
        }
        let Some(&(next, _)) = events.get(i) else {
            break;
        };
        // Counts are sums of at most a million faces: they fit, and are never negative.
        let Ok(count) = u64::try_from(count) else {
            continue;
        };
        if count == 0 {
            continue;
        }
        match runs.last_mut() {
            Some(last) if last.count == count && last.to + 1 == at => last.to = next - 1,
            _ => runs.push(Run {
                from: at,
                to: next - 1,
                count,
            }),
        }
    }
    runs
}

/// A die is written as its canonical text, a JSON string, and read back from any text
/// [`Die::parse`] takes.
#[cfg(feature = "serde")]
impl serde::Serialize for Die {
    fn serialize<S: serde::Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        serializer.serialize_str(&self.text())
    }
}

#[cfg(feature = "serde")]
impl<'de> serde::Deserialize<'de> for Die {
    fn deserialize<D: serde::Deserializer<'de>>(deserializer: D) -> Result<Die, D::Error> {
        let text = <std::borrow::Cow<'de, str>>::deserialize(deserializer)?;
        Die::parse(&text).map_err(serde::de::Error::custom)
    }
}

/// A sequence is written as its canonical text, as a [`Die`] is.
#[cfg(feature = "serde")]
impl serde::Serialize for Sequence {
    fn serialize<S: serde::Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        serializer.serialize_str(&self.text())
    }
}

#[cfg(feature = "serde")]
impl<'de> serde::Deserialize<'de> for Sequence {
    fn deserialize<D: serde::Deserializer<'de>>(deserializer: D) -> Result<Sequence, D::Error> {
        let text = <std::borrow::Cow<'de, str>>::deserialize(deserializer)?;
        Sequence::parse(&text).map_err(serde::de::Error::custom)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn ways_of_writing_one_die_are_one_die() {
        let same = [
            "1,2,3",
            "1..3",
            "3,2,1",
            "3..1",
            "1..2,3",
            "2..3,1",
            " 1 , 2..3 ",
        ];
        for text in same {
            assert_eq!(Die::parse(text).unwrap(), Die::standard(3), "{text}");
        }
        assert_eq!(Die::parse("1,1,2").unwrap(), Die::parse("1:2,2").unwrap());
        assert_eq!(Die::parse("0..2:3").unwrap().faces(), 9);
        assert_eq!(Die::parse("1..3,2..4").unwrap().to_string(), "1,2:2,3:2,4");
        assert_eq!(Die::parse("1..4,2..4").unwrap().to_string(), "1,2..4:2");
        assert_eq!(Die::parse("5:2,6:2").unwrap().to_string(), "5:2,6:2");
        assert_eq!(Die::parse("1..6:2").unwrap().to_string(), "1..6:2");
        assert_eq!(Die::parse("2,4,6").unwrap().to_string(), "2,4,6");
        assert_eq!(Die::parse("5,6").unwrap().to_string(), "5,6");
        assert_eq!(Die::standard(1_000_000).runs().len(), 1);
        assert_eq!(Die::parse("1..1000000").unwrap(), Die::standard(1_000_000));
        // Values as every rule is read: with an exponent too, when whole.
        assert_eq!(Die::parse("1..1e6").unwrap(), Die::standard(1_000_000));
        assert_eq!(Die::parse("1:2e0,2").unwrap(), Die::parse("1:2,2").unwrap());
        assert_eq!(Sequence::parse("1..1e2").unwrap(), Sequence::standard(100));
        assert!(
            Die::parse("1,1.5")
                .unwrap_err()
                .problem
                .contains("is not a value")
        );
        assert!(
            Die::parse("1..2e9")
                .unwrap_err()
                .problem
                .contains("is more than")
        );
    }

    #[test]
    fn a_die_reads_back_from_what_it_writes() {
        for text in [
            "1",
            "0",
            "1:2,2",
            "0..2:3,7",
            "1,3..9:4,1000000000",
            "2,4,6",
            "1..6",
        ] {
            let die = Die::parse(text).unwrap();
            assert_eq!(Die::parse(&die.to_string()).unwrap(), die, "{text} → {die}");
        }
    }

    #[test]
    fn the_faces_count_repeats_and_the_span_is_the_values_ends() {
        let die = Die::parse("0,5:3,9..10").unwrap();
        assert_eq!(die.faces(), 6);
        assert_eq!(die.values(), 4);
        assert_eq!(Die::parse("1..1000:7").unwrap().values(), 1000);
        assert_eq!(die.span(), (0, 10));
        assert_eq!(Die::standard(6).span(), (1, 6));
    }

    #[test]
    fn bad_dice_say_what_is_wrong() {
        let problem = |text: &str| Die::parse(text).unwrap_err().problem;
        assert_eq!(problem(""), "no value given");
        assert_eq!(problem(" "), "no value given");
        assert_eq!(
            problem("1,-2"),
            "\"-2\" is negative (to move back k spaces round a board of B, move forward B - k)"
        );
        assert_eq!(
            problem("2..-1"),
            "\"2..-1\" is negative (to move back k spaces round a board of B, move forward B - k)"
        );
        assert_eq!(
            problem("1000000001"),
            "\"1000000001\" is more than 1000000000"
        );
        assert_eq!(
            problem("1..1000000001"),
            "\"1..1000000001\" is more than 1000000000"
        );
        assert_eq!(
            problem("1:0"),
            "\"1:0\" shows its values 0 times (a count is at least 1)"
        );
        assert_eq!(
            problem("99999999999999999999"),
            "\"99999999999999999999\" is more than 1000000000"
        );
        // A count past 64 bits is too many faces, not too large a face.
        assert_eq!(
            problem("1:99999999999999999999"),
            "more than 1000000 faces in all"
        );
        for bad in ["x", "+5", "1.5", "1:", ":2", "1,,2", "1.."] {
            let item = bad
                .split(',')
                .find(|i| read_item(i.trim()).is_err())
                .unwrap_or(bad);
            assert_eq!(
                problem(bad),
                format!("{:?} is not a value", item.trim()),
                "{bad}"
            );
        }
        assert_eq!(problem("1..1000001"), "more than 1000000 faces in all");
        assert_eq!(
            problem("1..600000,1..400001"),
            "more than 1000000 faces in all"
        );
        assert_eq!(
            problem("1:18446744073709551615,2"),
            "more than 1000000 faces in all"
        );
        let whole = Die::parse("1,x").unwrap_err().to_string();
        assert!(whole.contains("expected faces such as 1,2,3"), "{whole}");
        assert!(whole.contains("from 0 to 1000000000"), "{whole}");
    }

    /// Every value of `s` in order, one cycle: the plain expansion the arithmetic must match.
    fn expand(s: &Sequence) -> Vec<u64> {
        s.rolls().take(usize::try_from(s.len()).unwrap()).collect()
    }

    /// The values written by `text`, read item by item without any merging.
    fn naive(text: &str) -> Vec<u64> {
        let mut out = Vec::new();
        for item in text.split(',') {
            let run = read_item(item.trim()).ok().unwrap();
            let values: Vec<u64> = if run.from <= run.to {
                (run.from..=run.to).collect()
            } else {
                (run.to..=run.from).rev().collect()
            };
            for v in values {
                out.extend(std::iter::repeat_n(v, usize::try_from(run.count).unwrap()));
            }
        }
        out
    }

    #[test]
    fn a_sequence_is_written_one_canonical_way() {
        let cases = [
            ("6,5,4,3,2,1", "6..1"),
            ("1,1,2", "1:2,2"),
            ("1..3,3..1", "1,2,3:2,2,1"),
            ("1,2,3,2,1", "1..3,2,1"),
            ("1:2,2:2", "1:2,2:2"),
            ("1:2,2:2,3:2", "1..3:2"),
            ("1:2,2:2,2", "1:2,2:3"),
            ("1..4,5..2", "1..5,4..2"),
            ("0..2,2..0", "0,1,2:2,1,0"),
            ("5", "5"),
            ("7:3", "7:3"),
            ("1..100", "1..100"),
            ("1,3,5", "1,3,5"),
            ("2,1,1,2", "2,1:2,2"),
        ];
        for (text, canonical) in cases {
            let s = Sequence::parse(text).unwrap();
            assert_eq!(s.to_string(), canonical, "{text}");
            assert_eq!(expand(&s), naive(text), "{text}");
            assert_eq!(Sequence::parse(canonical).unwrap(), s, "{text}");
        }
        assert_eq!(Sequence::standard(100).standard_sides(), Some(100));
        for sides in [1, 2, 7, 100] {
            let written = Sequence::parse(&format!("1..{sides}")).unwrap();
            assert_eq!(Sequence::standard(sides), written);
        }
        assert_eq!(Sequence::parse("1..6").unwrap().standard_sides(), Some(6));
        assert_eq!(Sequence::parse("6..1").unwrap().standard_sides(), None);
        assert_eq!(Sequence::parse("1:2").unwrap().standard_sides(), None);
        assert_eq!(Sequence::parse("0..3").unwrap().standard_sides(), None);
        // Counting down from 1 is not the puzzle's die of no sides.
        assert_eq!(Sequence::parse("1..0").unwrap().standard_sides(), None);
        assert_eq!(Die::parse("1..6").unwrap().standard_faces(), Some(6));
        assert_eq!(Die::parse("1..6:2").unwrap().standard_faces(), None);
        assert_eq!(Die::parse("2..6").unwrap().standard_faces(), None);
    }

    /// Tiny pseudo-random sequences (a fixed linear congruential generator, so every run
    /// tests the same ones): items of ranges either way, repeats and zeros.
    fn generated(seed: u64) -> String {
        let mut x = seed.wrapping_mul(6_364_136_223_846_793_005).wrapping_add(1);
        let mut next = |m: u64| {
            x = x
                .wrapping_mul(6_364_136_223_846_793_005)
                .wrapping_add(1_442_695_040_888_963_407);
            (x >> 33) % m
        };
        let items = 1 + next(5);
        let mut out = Vec::new();
        for _ in 0..items {
            let (a, b) = (next(6), next(6));
            let mut item = match next(3) {
                0 => a.to_string(),
                _ => format!("{a}..{b}"),
            };
            if next(3) == 0 {
                item += &format!(":{}", 1 + next(3));
            }
            out.push(item);
        }
        out.join(",")
    }

    #[test]
    fn sums_and_rolls_match_the_plain_expansion_of_many_sequences() {
        for seed in 0..400 {
            let text = generated(seed);
            let s = Sequence::parse(&text).unwrap();
            let values = naive(&text);
            assert_eq!(expand(&s), values, "{text}");
            assert_eq!(s.len(), values.len() as u64);
            assert!(!s.is_empty());
            // The runs are the values: each `from..=to` either way, `count` times a value.
            let spelled: Vec<u64> = s
                .runs()
                .iter()
                .flat_map(|r| {
                    let up: Vec<u64> = (r.from.min(r.to)..=r.from.max(r.to)).collect();
                    let ordered: Vec<u64> = if r.from <= r.to {
                        up
                    } else {
                        up.into_iter().rev().collect()
                    };
                    ordered.into_iter().flat_map(move |v| {
                        std::iter::repeat_n(v, usize::try_from(r.count).unwrap())
                    })
                })
                .collect();
            assert_eq!(spelled, values, "{text}");
            assert_eq!(Sequence::parse(&s.to_string()).unwrap(), s, "{text} → {s}");
            let len = values.len();
            for start in 0..len {
                for n in [0, 1, 2, 3, len, len + 2, 3 * len + 1] {
                    let plain: u64 = (0..n).map(|k| values[(start + k) % len]).sum();
                    assert_eq!(s.sum(start as u64, n as u64), u128::from(plain), "{text}");
                }
            }
        }
    }

    #[test]
    fn a_period_repeats_the_residues_and_divides_the_length() {
        for seed in 0..400 {
            let s = Sequence::parse(&generated(seed)).unwrap();
            let values = expand(&s);
            for board in [1_u64, 2, 3, 5, 10] {
                let period = s.period_mod(board);
                assert_eq!(s.len() % period, 0, "{s} B={board}");
                let p = usize::try_from(period).unwrap();
                let n = values.len();
                for i in 0..n {
                    assert_eq!(
                        values[i] % board,
                        values[(i + p) % n] % board,
                        "{s} B={board}"
                    );
                }
                // Least: no divisor of a smaller period repeats them too.
                let repeats =
                    |q: usize| (0..n).all(|i| values[i] % board == values[(i + q) % n] % board);
                assert!((1..p).all(|q| n % q != 0 || !repeats(q)), "{s} B={board}");
            }
        }
        assert_eq!(Sequence::parse("1..30:2").unwrap().period_mod(10), 20);
        assert_eq!(Sequence::parse("1..31").unwrap().period_mod(10), 31);
        assert_eq!(Sequence::parse("7").unwrap().period_mod(1), 1);
        let long = Sequence::parse("1..70000,5").unwrap();
        assert_eq!(long.period_mod(10), long.len());
    }

    #[test]
    fn sums_stay_exact_at_the_largest_sequence() {
        let s = Sequence::parse("1000000000..1").unwrap();
        assert_eq!(s.len(), Sequence::MAX_LEN);
        let n = u128::from(Sequence::MAX_LEN);
        assert_eq!(s.sum(0, Sequence::MAX_LEN), n * (n + 1) / 2);
        assert_eq!(s.sum(Sequence::MAX_LEN - 1, 2), 1 + 1_000_000_000);
        let e = Sequence::parse("1..1000000000,1").unwrap_err();
        assert_eq!(e.problem, "more than 1000000000 rolls in all");
        assert!(
            e.to_string()
                .starts_with("practice sequence \"1..1000000000,1\"")
        );
        assert!(e.to_string().contains("6..1"), "{e}");
    }
}
