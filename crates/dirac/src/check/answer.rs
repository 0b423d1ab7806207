//! A user's answer as people paste it: a whole number, perhaps negative (a signed 32-bit count
//! that wrapped prints one), its digits perhaps grouped in threes by commas, underscores or
//! spaces, or written with an exponent as dirac's own rule flags take it (`7e5`).
//!
//! A grouping that is not in threes is refused rather than read: `7,39785` is more likely a
//! typing slip than 739785, and a check of the wrong number would mislead.

use std::fmt;

pub use crate::error::ANSWER_ALLOWED;
use crate::error::Error;
use crate::num::{Count, Whole, parse_whole};

/// A whole number of either sign: the answer a user gives to a check.
///
/// ```
/// use dirac::check::Answer;
///
/// let a: Answer = "-610,959,416".parse()?;
/// assert!(a.is_negative());
/// assert_eq!(a.to_string(), "-610959416");
/// assert_eq!("7e5".parse::<Answer>()?.to_string(), "700000");
/// assert!("7,39785".parse::<Answer>().is_err());
/// # Ok::<(), dirac::Error>(())
/// ```
#[derive(Debug, Clone, Default)]
pub struct Answer {
    /// Never true of zero.
    negative: bool,
    magnitude: Count,
    /// The magnitude's digits as the user gave them (leading zeros left out), where they were
    /// given: written back as given. Writing a number of millions of digits again takes
    /// quadratic time, and a check writes the answer it checked.
    digits: Option<Box<str>>,
}

impl Answer {
    /// `magnitude`, negative when `negative` (zero is never negative).
    pub fn new(negative: bool, magnitude: Count) -> Answer {
        Answer {
            negative: negative && !magnitude.is_zero(),
            magnitude,
            digits: None,
        }
    }

    /// Whether the number is below zero.
    pub fn is_negative(&self) -> bool {
        self.negative
    }

    /// The number without its sign.
    pub fn magnitude(&self) -> &Count {
        &self.magnitude
    }

    /// Whether the number is greater than `count`.
    pub fn exceeds(&self, count: &Count) -> bool {
        !self.negative && &self.magnitude > count
    }

    /// `x` as a program holding it in `bits` bits would print it: modulo `2^bits`, read as
    /// signed (two's complement) when `signed`.
    ///
    /// ```
    /// use dirac::{Count, check::Answer};
    ///
    /// let p2 = Count::from(341_960_390_180_808_u64);
    /// assert_eq!(Answer::wrapped(&p2, 32, false).to_string(), "3684007880");
    /// assert_eq!(Answer::wrapped(&p2, 32, true).to_string(), "-610959416");
    /// ```
    pub fn wrapped(x: &Count, bits: u32, signed: bool) -> Answer {
        let one = num_bigint::BigUint::from(1_u8);
        let modulus = &one << bits;
        let low = x.to_biguint() % &modulus;
        if signed && low >= (&one << (bits - 1)) {
            return Answer::new(true, Count::from(modulus - low));
        }
        Answer::new(false, Count::from(low))
    }
}

impl Ord for Answer {
    fn cmp(&self, other: &Answer) -> std::cmp::Ordering {
        match (self.negative, other.negative) {
            (false, false) => self.magnitude.cmp(&other.magnitude),
            (true, true) => other.magnitude.cmp(&self.magnitude),
            (true, false) => std::cmp::Ordering::Less,
            (false, true) => std::cmp::Ordering::Greater,
        }
    }
}

impl PartialOrd for Answer {
    fn partial_cmp(&self, other: &Answer) -> Option<std::cmp::Ordering> {
        Some(self.cmp(other))
    }
}

impl From<Count> for Answer {
    fn from(magnitude: Count) -> Answer {
        Answer::new(false, magnitude)
    }
}

impl fmt::Display for Answer {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if self.negative {
            f.write_str("-")?;
        }
        match &self.digits {
            Some(digits) => f.write_str(digits),
            None => fmt::Display::fmt(&self.magnitude, f),
        }
    }
}

/// Two answers are equal as numbers, however they were written.
impl PartialEq for Answer {
    fn eq(&self, other: &Answer) -> bool {
        (self.negative, &self.magnitude) == (other.negative, &other.magnitude)
    }
}

impl Eq for Answer {}

impl std::hash::Hash for Answer {
    fn hash<H: std::hash::Hasher>(&self, state: &mut H) {
        (self.negative, &self.magnitude).hash(state);
    }
}

impl std::str::FromStr for Answer {
    type Err = Error;

    fn from_str(text: &str) -> Result<Answer, Error> {
        parse_answer(text)
    }
}

/// The user's answer read as a whole number (see the module): `Error::Answer` with the text and
/// what is wrong with it otherwise.
///
/// ```
/// use dirac::check::parse_answer;
///
/// assert_eq!(parse_answer(" 739,785 ")?.to_string(), "739785");
/// assert_eq!(parse_answer("-5")?.to_string(), "-5");
/// assert!(parse_answer("7,39785").unwrap_err().to_string().contains("groups of three"));
/// # Ok::<(), dirac::Error>(())
/// ```
pub fn parse_answer(text: &str) -> Result<Answer, Error> {
    let trimmed = text.trim();
    let refuse = |problem: &str| Error::Answer {
        found: trimmed.to_owned(),
        problem: problem.to_owned(),
    };
    // A minus sign as typed, or as a page or a word processor writes it (U+2212).
    let (negative, rest) = match trimmed
        .strip_prefix('-')
        .or_else(|| trimmed.strip_prefix('\u{2212}'))
    {
        Some(rest) => (true, rest),
        None => (false, trimmed),
    };
    if rest.is_empty() {
        return Err(refuse("there are no digits"));
    }
    if rest.contains(['e', 'E', '.']) {
        return match parse_whole(rest) {
            Ok(value) => Ok(Answer::new(negative, Count::from(value))),
            Err(Whole::TooLarge) => Err(refuse("too large for an exponent (past 2^128)")),
            Err(Whole::Not) => Err(refuse("not a whole number")),
        };
    }
    let separator = rest.chars().find(|c| matches!(c, ',' | '_' | ' '));
    if let Some(separator) = separator {
        let groups: Vec<&str> = rest.split(separator).collect();
        let digits_only = |g: &str| !g.is_empty() && g.bytes().all(|b| b.is_ascii_digit());
        if !groups.iter().all(|g| digits_only(g)) {
            return Err(refuse(if groups.iter().any(|g| g.is_empty()) {
                "a separator must stand between two digits"
            } else {
                "it mixes separators, or holds something other than digits"
            }));
        }
        let (first, others) = groups.split_first().unwrap_or((&"", &[]));
        if first.len() > 3 || others.iter().any(|g| g.len() != 3) {
            let whole: String = groups.concat();
            return Err(refuse(&format!(
                "separators split the digits into groups of three from the right, such as {}",
                grouped(&whole)
            )));
        }
    } else if !rest.bytes().all(|b| b.is_ascii_digit()) {
        return Err(refuse("it holds something other than digits"));
    }
    let digits: String = rest.chars().filter(char::is_ascii_digit).collect();
    let magnitude = digits
        .parse::<Count>()
        .map_err(|_| refuse("not a whole number"))?;
    let significant = digits.trim_start_matches('0');
    Ok(Answer {
        digits: (!significant.is_empty()).then(|| significant.into()),
        ..Answer::new(negative, magnitude)
    })
}

/// `digits` in groups of three from the right, commas between.
fn grouped(digits: &str) -> String {
    let mut out = String::with_capacity(digits.len() + digits.len() / 3);
    for (i, c) in digits.chars().enumerate() {
        if i > 0 && (digits.len() - i) % 3 == 0 {
            out.push(',');
        }
        out.push(c);
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::collections::HashSet;

    #[test]
    fn an_answer_is_written_back_as_given_and_equal_as_a_number() {
        let given = parse_answer("000,739,785").unwrap();
        let counted = Answer::from(Count::from(739_785_u64));
        assert_eq!(given.to_string(), "000739785".trim_start_matches('0'));
        assert_eq!(
            (&given, given.cmp(&counted)),
            (&counted, std::cmp::Ordering::Equal)
        );
        assert_eq!(HashSet::from([given.clone(), counted]).len(), 1);
        assert_eq!(parse_answer("-0").unwrap().to_string(), "0");
        assert_eq!(parse_answer("-000").unwrap(), Answer::default());
        assert_eq!(parse_answer("-0012").unwrap().to_string(), "-12");
        // A long answer is read in halves and written back from its digits.
        let long = format!("9{}", "0123456789".repeat(20_000));
        let read = parse_answer(&long).unwrap();
        assert_eq!(read.to_string(), long);
        assert_eq!(read.magnitude().to_string(), long);
    }

    #[test]
    fn answers_are_whole_numbers_as_people_paste_them() {
        for (text, value) in [
            ("739785", "739785"),
            (" 444,356,092 ", "444356092"),
            ("444 356 092", "444356092"),
            ("1_000", "1000"),
            ("12,345", "12345"),
            ("-610959416", "-610959416"),
            ("\u{2212}610,959,416", "-610959416"),
            ("-0", "0"),
            ("7e5", "700000"),
            ("7.39785e5", "739785"),
            ("739785.0", "739785"),
            ("007", "7"),
        ] {
            assert_eq!(parse_answer(text).unwrap().to_string(), value, "{text}");
        }
        for (text, problem) in [
            ("", "no digits"),
            ("-", "no digits"),
            ("12a", "other than digits"),
            (",12", "between two digits"),
            ("12,", "between two digits"),
            ("1,,000", "between two digits"),
            ("1,000_000", "mixes separators"),
            ("7,39785", "such as 739,785"),
            ("1_0", "such as 10"),
            ("1234,567", "such as 1,234,567"),
            ("1.5", "not a whole number"),
            ("+3", "other than digits"),
            ("1e-3", "not a whole number"),
            ("1e99", "too large"),
        ] {
            let e = parse_answer(text).unwrap_err().to_string();
            assert!(e.contains(problem), "{text}: {e}");
            assert!(e.contains(&format!("`{}`", text.trim())), "{text}: {e}");
            assert!(e.contains(ANSWER_ALLOWED), "{text}: {e}");
        }
    }

    #[test]
    fn a_count_wraps_as_a_program_would_print_it() {
        let x = Count::from(444_356_092_776_315_u64);
        assert_eq!(Answer::wrapped(&x, 32, false).to_string(), "3071299451");
        assert_eq!(Answer::wrapped(&x, 32, true).to_string(), "-1223667845");
        assert_eq!(Answer::wrapped(&x, 64, true).to_string(), "444356092776315");
        let top = Count::from(u64::MAX);
        assert_eq!(Answer::wrapped(&top, 64, true).to_string(), "-1");
        assert_eq!(Answer::wrapped(&top, 64, false), Answer::from(top));
        // 2^31 exactly is the least negative's magnitude.
        let half = Count::from(1_u64 << 31);
        assert_eq!(Answer::wrapped(&half, 32, true).to_string(), "-2147483648");
        assert_eq!(Answer::wrapped(&half, 32, false).to_string(), "2147483648");
    }

    #[test]
    fn a_negative_answer_never_exceeds_and_zero_has_no_sign() {
        let five = Count::from(5_u32);
        assert!(!parse_answer("-9").unwrap().exceeds(&five));
        assert!(parse_answer("9").unwrap().exceeds(&five));
        assert!(!parse_answer("5").unwrap().exceeds(&five));
        assert_eq!(parse_answer("-0").unwrap(), Answer::default());
        assert!(!Answer::new(true, Count::default()).is_negative());
    }

    #[test]
    fn answers_are_ordered_as_numbers() {
        let mut all: Vec<Answer> = ["5", "-7", "0", "-2", "12"]
            .iter()
            .map(|t| parse_answer(t).unwrap())
            .collect();
        all.sort();
        let text: Vec<String> = all.iter().map(Answer::to_string).collect();
        assert_eq!(text, ["-7", "-2", "0", "5", "12"]);
    }

    #[test]
    fn digits_are_grouped_in_threes_from_the_right() {
        assert_eq!(grouped("739785"), "739,785");
        assert_eq!(grouped("1234567"), "1,234,567");
        assert_eq!(grouped("12"), "12");
        assert_eq!(grouped(""), "");
    }
}
