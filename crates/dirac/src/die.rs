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

/// A Dirac die: its faces, as merged runs of values (see the module).
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub struct Die {
    runs: SmallVec<[Run; 2]>,
}

/// A die that could not be read: the text as given and what is wrong with it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct DieError {
    /// The whole text, as given.
    pub found: String,
    /// What is wrong, such as `"x" is not a face`.
    pub problem: String,
}

impl fmt::Display for DieError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "Dirac die {:?}: {}; expected faces such as 1,2,3, 1:2,2 (face 1 twice, face 2 \
             once) or 1..6, each a whole number from 0 to {}, with from 1 to {} faces in all",
            self.found,
            self.problem,
            Die::MAX_VALUE,
            Die::MAX_FACES
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
    /// assert!(e.to_string().starts_with(r#"Dirac die "1,x": "x" is not a face"#));
    /// # Ok::<(), dirac::die::DieError>(())
    /// ```
    pub fn parse(text: &str) -> Result<Die, DieError> {
        let refuse = |problem: String| DieError {
            found: text.to_owned(),
            problem,
        };
        if text.trim().is_empty() {
            return Err(refuse("a die needs at least one face".to_owned()));
        }
        let mut items: Vec<Run> = Vec::new();
        let mut faces: u64 = 0;
        for item in text.split(',').map(str::trim) {
            let run = read_item(item).ok_or_else(|| refuse(format!("{item:?} is not a face")))?;
            let values = run.to - run.from + 1;
            faces = values
                .checked_mul(run.count)
                .and_then(|n| n.checked_add(faces))
                .filter(|&n| n <= Die::MAX_FACES)
                .ok_or_else(|| refuse(format!("more than {} faces in all", Die::MAX_FACES)))?;
            items.push(run);
        }
        Ok(Die {
            runs: merge(&items),
        })
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
        for (i, run) in self.runs.iter().enumerate() {
            if i > 0 {
                f.write_str(",")?;
            }
            match run.to - run.from {
                0 => write!(f, "{}", run.from)?,
                // Two values read better listed than as a range.
                1 => {
                    write!(f, "{}", run.from)?;
                    if run.count > 1 {
                        write!(f, ":{}", run.count)?;
                    }
                    write!(f, ",{}", run.to)?;
                }
                _ => write!(f, "{}..{}", run.from, run.to)?,
            }
            if run.count > 1 {
                write!(f, ":{}", run.count)?;
            }
        }
        Ok(())
    }
}

/// One item: `v`, `a..b`, either with `:count`. `None` when it is none of these, a value
/// passes [`Die::MAX_VALUE`], a range runs backwards or a count is 0.
fn read_item(item: &str) -> Option<Run> {
    let (values, count) = match item.split_once(':') {
        Some((values, count)) => (values.trim(), whole(count.trim())?),
        None => (item, 1),
    };
    let (from, to) = match values.split_once("..") {
        Some((a, b)) => (whole(a.trim())?, whole(b.trim())?),
        None => (whole(values)?, whole(values)?),
    };
    let valid = from <= to && to <= Die::MAX_VALUE && count >= 1;
    valid.then_some(Run { from, to, count })
}

/// A whole number written with digits only.
fn whole(text: &str) -> Option<u64> {
    if text.is_empty() || !text.bytes().all(|b| b.is_ascii_digit()) {
        return None;
    }
    text.parse().ok()
}

/// Overlapping items summed and neighbours of one count joined: the canonical runs. A sweep
/// over the items' ends, so a range of a million values costs two events, not a million.
fn merge(items: &[Run]) -> SmallVec<[Run; 2]> {
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
    let mut runs: SmallVec<[Run; 2]> = SmallVec::new();
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

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn ways_of_writing_one_die_are_one_die() {
        let same = ["1,2,3", "1..3", "3,2,1", "1..2,3", "2..3,1", " 1 , 2..3 "];
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
        assert_eq!(problem(""), "a die needs at least one face");
        assert_eq!(problem(" "), "a die needs at least one face");
        for bad in [
            "x",
            "-1",
            "+5",
            "1.5",
            "3..1",
            "1:0",
            "1:",
            ":2",
            "1,,2",
            "1..",
            "1000000001",
        ] {
            let item = bad
                .split(',')
                .find(|i| read_item(i.trim()).is_none())
                .unwrap_or(bad);
            assert_eq!(
                problem(bad),
                format!("{:?} is not a face", item.trim()),
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
}
