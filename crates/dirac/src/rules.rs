//! The rules of a game, validated once at the boundary.
//!
//! The puzzle fixes a board of 10 spaces, 3 rolls a turn, a practice die of 100 sides played to
//! 1000 points and a 3-faced Dirac die played to 21. dirac lets every one of these vary. A
//! [`Rules`] value can only be built through [`RulesBuilder::build`] or [`Rule::check`], which
//! reject zero, values past the documented maximum and non-numbers, so every solver downstream
//! takes its rules on trust.

use std::fmt;

use crate::die::{Die, Sequence};
use crate::num::{Whole, parse_whole};

/// One adjustable rule of the game.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Rule {
    /// Number of spaces on the circular board (spaces are numbered 1..=board).
    Board,
    /// Dice rolled per turn; the player moves by their sum.
    Rolls,
    /// Sides of the practice game's deterministic die, which rolls 1, 2, ..., sides, 1, 2, ...
    /// (any other order of values is a [`Sequence`], set with
    /// [`RulesBuilder::practice_sequence`]).
    PracticeDie,
    /// Score that ends the practice game.
    PracticeTarget,
    /// Faces of the Dirac die (1..=faces); every roll splits the universe into that many (any
    /// other faces are a [`Die`], set with [`RulesBuilder::dirac_die`]).
    DiracFaces,
    /// Score that wins the Dirac game.
    DiracTarget,
}

impl Rule {
    /// Every rule, in the order they are documented.
    pub const ALL: [Rule; 6] = [
        Rule::Board,
        Rule::Rolls,
        Rule::PracticeDie,
        Rule::PracticeTarget,
        Rule::DiracFaces,
        Rule::DiracTarget,
    ];

    /// A human name for messages, such as `"board size"`.
    pub fn name(self) -> &'static str {
        match self {
            Rule::Board => "board size",
            Rule::Rolls => "rolls per turn",
            Rule::PracticeDie => "practice die sides",
            Rule::PracticeTarget => "practice target",
            Rule::DiracFaces => "Dirac die faces",
            Rule::DiracTarget => "Dirac target",
        }
    }

    /// What the rule sets, and in which game, as a sentence: a reader of a form of the rules
    /// learns from it, for one, that both games roll their die as many times a turn.
    ///
    /// ```
    /// use dirac::Rule;
    ///
    /// assert!(Rule::Rolls.about().contains("both games"));
    /// ```
    pub fn about(self) -> &'static str {
        match self {
            Rule::Board => "Spaces round the board, in both games",
            Rule::Rolls => "Rolls a turn, in both games: the practice die and the Dirac die alike",
            Rule::PracticeDie => "The practice die rolls 1, 2, ... up to this and starts over",
            Rule::PracticeTarget => "The score that ends the practice game",
            Rule::DiracFaces => {
                "The Dirac die's faces, 1 up to this: each roll splits the universe this many ways"
            }
            Rule::DiracTarget => "The score that wins the Dirac game",
        }
    }

    /// The rule's name as a field holding its value, such as `"practice_die"`: in the rules'
    /// JSON object, CSV headers and Python keywords. A rule named as a value (a flag, the URL,
    /// a scan's `rule`) is its [`key`](Rule::key): the same words with hyphens.
    pub fn field(self) -> &'static str {
        match self {
            Rule::Board => "board",
            Rule::Rolls => "rolls",
            Rule::PracticeDie => "practice_die",
            Rule::PracticeTarget => "practice_target",
            Rule::DiracFaces => "dirac_faces",
            Rule::DiracTarget => "dirac_target",
        }
    }

    /// The kebab-case key used for command-line flags, the URL and where JSON names a rule as
    /// a value (a scan's `rule`), such as `"practice-die"`; as a field, [`Rule::field`].
    pub fn key(self) -> &'static str {
        match self {
            Rule::Board => "board",
            Rule::Rolls => "rolls",
            Rule::PracticeDie => "practice-die",
            Rule::PracticeTarget => "practice-target",
            Rule::DiracFaces => "dirac-faces",
            Rule::DiracTarget => "dirac-target",
        }
    }

    /// The puzzle's value.
    pub fn default_value(self) -> u64 {
        match self {
            Rule::Board => 10,
            Rule::Rolls => 3,
            Rule::PracticeDie => 100,
            Rule::PracticeTarget => 1000,
            Rule::DiracFaces => 3,
            Rule::DiracTarget => 21,
        }
    }

    /// The largest value accepted. Every rule's smallest value is 1.
    ///
    /// These bounds keep every intermediate quantity of the engine inside its integer type; the
    /// Dirac game is further limited by a work estimate (see [`crate::Limits`]).
    pub fn max_value(self) -> u64 {
        match self {
            Rule::Board | Rule::Rolls | Rule::DiracFaces | Rule::DiracTarget => 1_000_000,
            Rule::PracticeDie => 1_000_000_000,
            Rule::PracticeTarget => u64::MAX,
        }
    }

    /// Checks a value for this rule.
    pub fn check(self, value: u64) -> Result<u64, RuleError> {
        if (1..=self.max_value()).contains(&value) {
            Ok(value)
        } else {
            Err(RuleError {
                rule: self,
                found: value.to_string(),
            })
        }
    }

    /// Parses and checks a value for this rule, as typed by a user: digits, or the scientific
    /// form as long as it is whole ([`parse_whole`]), spaces around it ignored (as a die's
    /// are).
    ///
    /// ```
    /// use dirac::Rule;
    ///
    /// assert_eq!(Rule::Board.parse("12"), Ok(12));
    /// assert_eq!(Rule::Board.parse(" 12\n"), Ok(12));
    /// assert_eq!(Rule::PracticeTarget.parse("1e18"), Ok(10_u64.pow(18)));
    /// assert_eq!(Rule::DiracTarget.parse("2.5e3"), Ok(2500));
    /// assert!(Rule::DiracTarget.parse("2.5").is_err());
    /// let err = Rule::Board.parse("0").unwrap_err();
    /// assert_eq!(err.to_string(), "board size 0 is not allowed: expected a whole number from 1 to 1000000");
    /// ```
    pub fn parse(self, text: &str) -> Result<u64, RuleError> {
        let error = || RuleError {
            rule: self,
            found: text.to_owned(),
        };
        // Digits, or the scientific form (`1e6`) as long as it is whole; a value past u64 is
        // out of range.
        let value = parse_whole(text.trim()).map_err(|_| error())?;
        let value = u64::try_from(value).map_err(|_| error())?;
        self.check(value).map_err(|_| error())
    }
}

impl fmt::Display for Rule {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// A rule was given a value outside its range, or text that is not a whole number.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct RuleError {
    /// The rule that was set.
    pub rule: Rule,
    /// The value or text that was refused, as given.
    pub found: String,
}

impl fmt::Display for RuleError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        // A whole number out of range, negative ones included, is "not allowed".
        let digits = self.found.strip_prefix('-').unwrap_or(&self.found);
        let is_number = !matches!(parse_whole(digits), Err(Whole::Not));
        if is_number {
            write!(f, "{} {} is not allowed", self.rule, self.found)?;
        } else {
            write!(f, "{} {:?} is not a whole number", self.rule, self.found)?;
        }
        write!(
            f,
            ": expected a whole number from 1 to {}",
            self.rule.max_value()
        )
    }
}

impl std::error::Error for RuleError {}

/// The rules of a Dirac Dice game: board, dice and targets for both games.
///
/// ```
/// use dirac::{Rules, die::Die};
///
/// let puzzle = Rules::default();
/// assert_eq!((puzzle.board(), puzzle.rolls(), puzzle.dirac_target()), (10, 3, 21));
///
/// let variant = Rules::builder().board(12).dirac_faces(4).build()?;
/// assert_eq!(variant.board(), 12);
/// assert!(Rules::builder().rolls(0).build().is_err());
///
/// let loaded = Rules::builder().dirac_die(Die::parse("1:2,2")?).build()?;
/// assert_eq!((loaded.dirac_faces(), loaded.dirac_die().to_string()), (3, "1:2,2".to_owned()));
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub struct Rules {
    board: u32,
    rolls: u32,
    practice: Sequence,
    practice_target: u64,
    dirac: Die,
    dirac_target: u32,
}

impl Default for Rules {
    /// The puzzle's rules.
    fn default() -> Self {
        Rules {
            board: 10,
            rolls: 3,
            practice: Sequence::standard(100),
            practice_target: 1000,
            dirac: Die::standard(3),
            dirac_target: 21,
        }
    }
}

impl Rules {
    /// A builder holding these rules, dice included, to change some of them.
    ///
    /// ```
    /// use dirac::{Rule, Rules, die::Die};
    ///
    /// let loaded = Rules::builder().board(12).dirac_die(Die::parse("1:2,2")?).build()?;
    /// let farther = loaded.to_builder().set(Rule::DiracTarget, 30).build()?;
    /// assert_eq!((farther.board(), farther.dirac_target()), (12, 30));
    /// assert_eq!(farther.dirac_die(), loaded.dirac_die());
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn to_builder(&self) -> RulesBuilder {
        RulesBuilder {
            values: Rule::ALL.map(|rule| self.get(rule)),
            practice: Some(self.practice.clone()),
            dirac: Some(self.dirac.clone()),
        }
    }

    /// Starts from the puzzle's rules.
    pub fn builder() -> RulesBuilder {
        RulesBuilder {
            values: Rule::ALL.map(Rule::default_value),
            practice: None,
            dirac: None,
        }
    }

    /// Spaces on the board.
    pub fn board(&self) -> u32 {
        self.board
    }

    /// Dice rolled per turn.
    pub fn rolls(&self) -> u32 {
        self.rolls
    }

    /// Sides of the practice die: the values it rolls before starting over (its sequence's
    /// length).
    pub fn practice_die(&self) -> u32 {
        // A sequence has at most `Rule::PracticeDie`'s maximum of values, below u32::MAX.
        u32::try_from(self.practice.len()).unwrap_or(u32::MAX)
    }

    /// The values the practice die rolls, in order: `1..=`[`Rules::practice_die`] unless set.
    pub fn practice_sequence(&self) -> &Sequence {
        &self.practice
    }

    /// Score that ends the practice game.
    pub fn practice_target(&self) -> u64 {
        self.practice_target
    }

    /// Faces of the Dirac die, repeats counted: the universes one roll splits into.
    pub fn dirac_faces(&self) -> u32 {
        // A die has at most `Rule::DiracFaces`'s maximum of faces, below u32::MAX.
        u32::try_from(self.dirac.faces()).unwrap_or(u32::MAX)
    }

    /// The Dirac die's faces: `1..=`[`Rules::dirac_faces`] unless set.
    pub fn dirac_die(&self) -> &Die {
        &self.dirac
    }

    /// Score that wins the Dirac game.
    pub fn dirac_target(&self) -> u32 {
        self.dirac_target
    }

    /// The same rules with another practice target, which no other rule bounds.
    pub(crate) fn with_practice_target(&self, target: u64) -> Rules {
        Rules {
            practice_target: target,
            ..self.clone()
        }
    }

    /// The value of one rule.
    pub fn get(&self, rule: Rule) -> u64 {
        match rule {
            Rule::Board => self.board.into(),
            Rule::Rolls => self.rolls.into(),
            Rule::PracticeDie => self.practice.len(),
            Rule::PracticeTarget => self.practice_target,
            Rule::DiracFaces => self.dirac.faces(),
            Rule::DiracTarget => self.dirac_target.into(),
        }
    }
}

/// Collects rule values; [`RulesBuilder::build`] validates them all.
#[derive(Debug, Clone)]
pub struct RulesBuilder {
    values: [u64; 6],
    practice: Option<Sequence>,
    dirac: Option<Die>,
}

impl RulesBuilder {
    /// Sets any rule. Setting the practice die's sides or the Dirac die's faces makes that die
    /// the standard one again (`1..=sides`, `1..=faces`).
    pub fn set(mut self, rule: Rule, value: u64) -> Self {
        self.values[Self::slot(rule)] = value;
        match rule {
            Rule::PracticeDie => self.practice = None,
            Rule::DiracFaces => self.dirac = None,
            _ => {}
        }
        self
    }

    /// Sets the board size.
    pub fn board(self, spaces: u64) -> Self {
        self.set(Rule::Board, spaces)
    }

    /// Sets the dice rolled per turn.
    pub fn rolls(self, rolls: u64) -> Self {
        self.set(Rule::Rolls, rolls)
    }

    /// Sets the sides of the practice die, which then rolls `1..=sides`.
    pub fn practice_die(self, sides: u64) -> Self {
        self.set(Rule::PracticeDie, sides)
    }

    /// Sets the values the practice die rolls, in order (see [`Sequence`]).
    pub fn practice_sequence(mut self, sequence: Sequence) -> Self {
        self.practice = Some(sequence);
        self
    }

    /// Sets the score that ends the practice game.
    pub fn practice_target(self, score: u64) -> Self {
        self.set(Rule::PracticeTarget, score)
    }

    /// Sets the faces of the Dirac die, which then shows `1..=faces`.
    pub fn dirac_faces(self, faces: u64) -> Self {
        self.set(Rule::DiracFaces, faces)
    }

    /// Sets the faces of the Dirac die to any values (see [`Die`]).
    pub fn dirac_die(mut self, die: Die) -> Self {
        self.dirac = Some(die);
        self
    }

    /// Sets the score that wins the Dirac game.
    pub fn dirac_target(self, score: u64) -> Self {
        self.set(Rule::DiracTarget, score)
    }

    /// Validates every value, reporting the first that is out of range. (A [`Die`] or a
    /// [`Sequence`] was validated when it was read.)
    pub fn build(self) -> Result<Rules, RuleError> {
        let get = |rule: Rule| rule.check(self.values[Self::slot(rule)]);
        let narrow = |rule: Rule| -> Result<u32, RuleError> {
            let value = get(rule)?;
            // Every u32 rule has a maximum below u32::MAX, so this cannot fail once checked.
            u32::try_from(value).map_err(|_| RuleError {
                rule,
                found: value.to_string(),
            })
        };
        let board = narrow(Rule::Board)?;
        let rolls = narrow(Rule::Rolls)?;
        let sides = narrow(Rule::PracticeDie)?;
        let practice_target = get(Rule::PracticeTarget)?;
        let faces = narrow(Rule::DiracFaces)?;
        Ok(Rules {
            board,
            rolls,
            practice: self.practice.unwrap_or_else(|| Sequence::standard(sides)),
            practice_target,
            dirac: self.dirac.unwrap_or_else(|| Die::standard(faces)),
            dirac_target: narrow(Rule::DiracTarget)?,
        })
    }

    fn slot(rule: Rule) -> usize {
        match rule {
            Rule::Board => 0,
            Rule::Rolls => 1,
            Rule::PracticeDie => 2,
            Rule::PracticeTarget => 3,
            Rule::DiracFaces => 4,
            Rule::DiracTarget => 5,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn keys_are_the_flags_and_parsing_takes_digits_only() {
        let keys: Vec<&str> = Rule::ALL.iter().map(|r| r.key()).collect();
        assert_eq!(
            keys,
            [
                "board",
                "rolls",
                "practice-die",
                "practice-target",
                "dirac-faces",
                "dirac-target"
            ]
        );
        // Rust's own parser takes a leading `+`; a rule does not.
        assert!(Rule::Board.parse("+5").is_err());
        assert!(Rule::Board.parse("").is_err());
        assert_eq!(Rule::Board.parse("5"), Ok(5));
    }

    #[test]
    fn defaults_are_the_puzzle() {
        assert_eq!(Rules::builder().build(), Ok(Rules::default()));
        for rule in Rule::ALL {
            assert_eq!(Rules::default().get(rule), rule.default_value());
        }
    }

    #[test]
    fn zero_and_too_large_are_refused_for_every_rule() {
        for rule in Rule::ALL {
            let zero = Rules::builder().set(rule, 0).build().unwrap_err();
            assert_eq!(zero.rule, rule);
            assert!(zero.to_string().contains("0 is not allowed"), "{zero}");
            if rule.max_value() < u64::MAX {
                let over = Rules::builder()
                    .set(rule, rule.max_value() + 1)
                    .build()
                    .unwrap_err();
                assert_eq!(over.found, (rule.max_value() + 1).to_string());
            }
            let at_max = Rules::builder().set(rule, rule.max_value()).build();
            assert_eq!(at_max.map(|r| r.get(rule)), Ok(rule.max_value()));
        }
    }

    #[test]
    fn parse_names_the_text_and_the_range() {
        let e = Rule::DiracTarget.parse("-1").unwrap_err();
        assert_eq!(
            e.to_string(),
            "Dirac target -1 is not allowed: expected a whole number from 1 to 1000000"
        );
        let e = Rule::DiracTarget.parse("1.5").unwrap_err();
        assert_eq!(
            e.to_string(),
            "Dirac target \"1.5\" is not a whole number: expected a whole number from 1 to 1000000"
        );
        assert!(
            Rule::Board
                .parse("-")
                .unwrap_err()
                .to_string()
                .contains("\"-\" is not a whole")
        );
        let e = Rule::PracticeTarget
            .parse("99999999999999999999999")
            .unwrap_err();
        assert_eq!(
            e.to_string(),
            "practice target 99999999999999999999999 is not allowed: expected a whole number from 1 to 18446744073709551615"
        );
        assert!(Rule::Rolls.parse("").is_err());
        // Spaces around a value are ignored, as around a die's faces.
        assert_eq!(Rule::Rolls.parse(" 3\t"), Ok(3));
        // Whole numbers with an exponent or a fraction of zeros are read; others are not.
        assert_eq!(Rule::Rolls.parse("3.0"), Ok(3));
        assert_eq!(Rule::DiracTarget.parse("1e3"), Ok(1000));
        assert!(Rule::Rolls.parse("3.5").is_err());
        assert!(Rule::Rolls.parse("1e-3").is_err());
        let e = Rule::Board.parse("1e7").unwrap_err();
        assert_eq!(
            e.to_string(),
            "board size 1e7 is not allowed: expected a whole number from 1 to 1000000"
        );
        assert_eq!(Rule::Rolls.parse("0003"), Ok(3));
    }
}
