//! Every rule by its key, as the command line's flags, the URL's parameters and Python's
//! keywords name them: the one place that knows both kinds of rule, numbers ([`Rule`]) and dice
//! ([`DieRule`]), and the one error type that covers both. [`RuleKeys`] reads the rules as a
//! person gives them, in any face, under one precedence rule for a die given with its count.

use crate::die::{Die, DieRule, Sequence};
use crate::error::{Error, Varied};
use crate::rules::{Rule, Rules, RulesBuilder};

/// The rules as a person gave them, in any face (the command line's flags, the URL's
/// parameters, Python's keywords): each rule at most once, by its key, the others the
/// puzzle's. Every face reads its rules through this, so that one rule decides what a die given
/// with its count means, in every face and in either order:
///
/// **A die and its count may both be given when they agree** (the count is the die's number
/// of faces, or of values for the practice die: `dirac-faces=3` with `dirac-die=1:2,2`);
/// **otherwise the rules are refused**, naming both, since either reading would be a guess.
///
/// ```
/// use dirac::{Rule, RuleKeys};
///
/// let mut given = RuleKeys::default();
/// given.key("dirac-die", "1:2,2")?;
/// given.key("dirac-faces", "3")?;
/// assert_eq!(given.rules()?.dirac_die().to_string(), "1:2,2");
/// given.set(Rule::DiracFaces, 6);
/// let refused = given.rules().unwrap_err();
/// assert!(refused.to_string().contains("the Dirac die 1:2,2 has 3 faces"), "{refused}");
/// assert!(!given.key("colour", "red")?);
/// # Ok::<(), dirac::Error>(())
/// ```
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct RuleKeys {
    counts: Vec<(Rule, u64)>,
    dirac: Option<Die>,
    practice: Option<Sequence>,
}

impl RuleKeys {
    /// Gives `rule` the value `value` (checked by [`RuleKeys::rules`]).
    pub fn set(&mut self, rule: Rule, value: u64) -> &mut Self {
        self.counts.retain(|(r, _)| *r != rule);
        self.counts.push((rule, value));
        self
    }

    /// Gives the Dirac die.
    pub fn dirac_die(&mut self, die: Die) -> &mut Self {
        self.dirac = Some(die);
        self
    }

    /// Gives the practice die's sequence.
    pub fn practice_sequence(&mut self, sequence: Sequence) -> &mut Self {
        self.practice = Some(sequence);
        self
    }

    /// Gives the rule whose key is `key` (`board`, `dirac-die`, ...) from `text`, as typed;
    /// `false` when no rule has that key, so a caller decides whether that is an error.
    pub fn key(&mut self, key: &str, text: &str) -> Result<bool, Error> {
        match read(key, text)? {
            Some(Keyed::Count(rule, value)) => self.set(rule, value),
            Some(Keyed::DiracDie(die)) => self.dirac_die(die),
            Some(Keyed::PracticeSequence(sequence)) => self.practice_sequence(sequence),
            None => return Ok(false),
        };
        Ok(true)
    }

    /// The one rule a scan varies, of `varied` (the rules given several values), these keys
    /// giving the others their one value each: `None` when no rule was given several, a
    /// refusal when more than one was (naming them), or when dice are varied beside their count
    /// (each die sets its own).
    ///
    /// ```
    /// use dirac::{Rule, RuleKeys, scan::Values};
    ///
    /// let mut fixed = RuleKeys::default();
    /// fixed.set(Rule::Board, 12);
    /// let targets = Values::Rule(Rule::DiracTarget, vec![5, 10]);
    /// assert_eq!(fixed.varied(vec![targets.clone()])?, Some(targets.clone()));
    /// let boards = Values::Rule(Rule::Board, vec![8, 10]);
    /// let two = fixed.varied(vec![targets, boards]).unwrap_err();
    /// assert!(two.to_string().contains("the Dirac target and the board size were each given several"));
    /// # Ok::<(), dirac::Error>(())
    /// ```
    pub fn varied(
        &self,
        mut varied: Vec<crate::scan::Values>,
    ) -> Result<Option<crate::scan::Values>, Error> {
        use crate::scan::Values;
        if varied.len() > 1 {
            return Err(Error::Varied(Varied::Several(
                varied.iter().map(Values::name).collect(),
            )));
        }
        let counted = |die: DieRule| self.counts.iter().any(|(r, _)| *r == die.replaces());
        let given = |die: DieRule| match die {
            DieRule::DiracDie => self.dirac.is_some(),
            DieRule::PracticeSequence => self.practice.is_some(),
        };
        // A count varied beside the die that sets it: every value would overrule the die.
        if let Some(Values::Rule(rule, _)) = varied.first()
            && let Some(die) = DieRule::ALL
                .into_iter()
                .find(|d| d.replaces() == *rule && given(*d))
        {
            return Err(Error::Varied(Varied::CountsAndDie(die)));
        }
        match varied.first() {
            Some(Values::DiracDie(_)) if counted(DieRule::DiracDie) => {
                Err(Error::Varied(Varied::DiceAndCount(DieRule::DiracDie)))
            }
            Some(Values::PracticeSequence(_)) if counted(DieRule::PracticeSequence) => Err(
                Error::Varied(Varied::DiceAndCount(DieRule::PracticeSequence)),
            ),
            _ => Ok(varied.pop()),
        }
    }

    /// The rules: every value checked by [`RulesBuilder::build`], a die given with a count
    /// that does not agree refused (`Error::BothGiven`).
    pub fn rules(&self) -> Result<Rules, Error> {
        let count = |rule: Rule| {
            self.counts
                .iter()
                .find(|(r, _)| *r == rule)
                .map(|(_, v)| *v)
        };
        let dice = [
            (
                DieRule::DiracDie,
                self.dirac.as_ref().map(|d| (d.faces(), d.to_string())),
            ),
            (
                DieRule::PracticeSequence,
                self.practice.as_ref().map(|s| (s.len(), s.to_string())),
            ),
        ];
        for (die, given) in dice {
            if let (Some((faces, text)), Some(value)) = (given, count(die.replaces())) {
                if faces != value {
                    return Err(Error::BothGiven {
                        die,
                        die_text: text,
                        faces,
                        count: value,
                    });
                }
            }
        }
        let mut builder = Rules::builder();
        for &(rule, value) in &self.counts {
            builder = builder.set(rule, value);
        }
        if let Some(die) = &self.dirac {
            builder = builder.dirac_die(die.clone());
        }
        if let Some(sequence) = &self.practice {
            builder = builder.practice_sequence(sequence.clone());
        }
        Ok(builder.build()?)
    }
}

/// One rule given back by its key, as [`RuleKeys`] reads it: a number ([`Rule`]), or a die
/// ([`DieRule`]) by its faces, typed as [`Die::parse`] or [`Sequence::parse`] reads them.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Given {
    /// A numeric rule and its value.
    Count(Rule, u64),
    /// A die that is not the plain die of its count, by its faces.
    Die(DieRule, String),
}

impl Given {
    /// The rule's key (`board`, `dirac-die`, ...).
    pub fn key(&self) -> &'static str {
        match self {
            Given::Count(rule, _) => rule.key(),
            Given::Die(die, _) => die.key(),
        }
    }

    /// The value as typed (`7`, `1:2,2`).
    pub fn text(&self) -> String {
        match self {
            Given::Count(_, value) => value.to_string(),
            Given::Die(_, faces) => faces.clone(),
        }
    }
}

impl Rules {
    /// Every rule by its key, in [`Rule::ALL`]'s order: what a person would give to have these
    /// rules, and what [`RuleKeys`] reads back as them. A die that is not the plain die of its
    /// count is given by its faces in place of its count (the die sets the count). Python's
    /// `repr` of the rules is made from this.
    pub fn given(&self) -> Vec<Given> {
        let practice = self.practice_sequence();
        let dirac = self.dirac_die();
        Rule::ALL
            .into_iter()
            .map(|rule| match rule {
                Rule::PracticeDie if practice.standard_sides().is_none() => {
                    Given::Die(DieRule::PracticeSequence, practice.to_string())
                }
                Rule::DiracFaces if dirac.standard_faces().is_none() => {
                    Given::Die(DieRule::DiracDie, dirac.to_string())
                }
                _ => Given::Count(rule, self.get(rule)),
            })
            .collect()
    }

    /// The rules [`given`](Rules::given) that differ from the puzzle's: the page's query and
    /// Python's `repr` of a game are made from this.
    ///
    /// ```
    /// use dirac::{Rules, die::Die};
    ///
    /// let rules = Rules::builder().board(7).dirac_die(Die::parse("1:2,2")?).build()?;
    /// let changed: Vec<String> =
    ///     rules.changed().iter().map(|g| format!("{}={}", g.key(), g.text())).collect();
    /// assert_eq!(changed, ["board=7", "dirac-die=1:2,2"]);
    /// assert!(Rules::default().changed().is_empty());
    /// assert_eq!(Rules::default().given().len(), 6);
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn changed(&self) -> Vec<Given> {
        let puzzle = Rules::default().given();
        let ours = self.given().into_iter().zip(puzzle);
        ours.filter_map(|(ours, puzzle)| (ours != puzzle).then_some(ours))
            .collect()
    }
}

impl DieRule {
    /// The numeric rule that sets the same die to `1..=n`: setting one replaces the other.
    pub fn replaces(self) -> Rule {
        match self {
            DieRule::DiracDie => Rule::DiracFaces,
            DieRule::PracticeSequence => Rule::PracticeDie,
        }
    }
}

impl RulesBuilder {
    /// Sets the rule whose key is `key` (a flag's name without its dashes, as a URL parameter
    /// names it: `board`, `dirac-die`, ...) from `text`, as typed. `Ok(None)` when no rule has
    /// that key, so a caller decides whether that is an error.
    ///
    /// ```
    /// use dirac::Rules;
    ///
    /// let rules = Rules::builder().set_key("dirac-die", "1:2,2")?.unwrap().build()?;
    /// assert_eq!(rules.dirac_faces(), 3);
    /// assert!(Rules::builder().set_key("colour", "red")?.is_none());
    /// let e = Rules::builder().set_key("board", "0").unwrap_err();
    /// assert!(e.to_string().starts_with("board size 0 is not allowed"));
    /// # Ok::<(), dirac::Error>(())
    /// ```
    pub fn set_key(self, key: &str, text: &str) -> Result<Option<Self>, Error> {
        Ok(read(key, text)?.map(|keyed| match keyed {
            Keyed::Count(rule, value) => self.set(rule, value),
            Keyed::DiracDie(die) => self.dirac_die(die),
            Keyed::PracticeSequence(sequence) => self.practice_sequence(sequence),
        }))
    }
}

/// A rule's value read from its key and text.
enum Keyed {
    Count(Rule, u64),
    DiracDie(Die),
    PracticeSequence(Sequence),
}

/// The rule whose key is `key`, its value read from `text` as typed; `None` for no rule's key.
fn read(key: &str, text: &str) -> Result<Option<Keyed>, Error> {
    if let Some(rule) = Rule::ALL.into_iter().find(|r| r.key() == key) {
        return Ok(Some(Keyed::Count(rule, rule.parse(text)?)));
    }
    Ok(match DieRule::ALL.into_iter().find(|r| r.key() == key) {
        Some(DieRule::DiracDie) => Some(Keyed::DiracDie(Die::parse(text)?)),
        Some(DieRule::PracticeSequence) => Some(Keyed::PracticeSequence(Sequence::parse(text)?)),
        None => None,
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::Rules;

    #[test]
    fn a_scan_varies_one_rule_and_never_a_die_and_its_count_together() {
        use crate::scan::Values;
        let mut die = RuleKeys::default();
        die.key("dirac-die", "1:2,2").unwrap();
        let faces = Values::Rule(Rule::DiracFaces, vec![2, 3]);
        let e = die.varied(vec![faces]).unwrap_err();
        assert!(
            matches!(e, Error::Varied(Varied::CountsAndDie(DieRule::DiracDie))),
            "{e}"
        );
        let mut sequence = RuleKeys::default();
        sequence.key("practice-sequence", "6..1").unwrap();
        let sides = Values::Rule(Rule::PracticeDie, vec![6, 8]);
        assert!(sequence.varied(vec![sides.clone()]).is_err());
        // Another rule varied beside a die is a scan.
        let targets = Values::Rule(Rule::DiracTarget, vec![5, 6]);
        assert_eq!(die.varied(vec![targets.clone()]).unwrap(), Some(targets));
        assert!(RuleKeys::default().varied(vec![sides]).is_ok());
        let mut count = RuleKeys::default();
        count.set(Rule::DiracFaces, 4);
        let dice = Values::DiracDie(vec![
            Die::parse("1..3").unwrap(),
            Die::parse("1:2,2").unwrap(),
        ]);
        assert!(matches!(
            count.varied(vec![dice]),
            Err(Error::Varied(Varied::DiceAndCount(DieRule::DiracDie)))
        ));
    }

    #[test]
    fn the_rules_given_back_by_key_read_back_as_the_same_rules() {
        let dice = ["1..3", "1:2,2", "0,0,5", "2..4"];
        let sequences = ["1..100", "6..1", "1,1,2", "1..7"];
        let mut seen = 0;
        for (i, (die, sequence)) in dice.iter().zip(sequences.iter().cycle()).enumerate() {
            for board in [10, 7] {
                let i = i as u64;
                let rules = Rules::builder()
                    .board(board)
                    .rolls(1 + i % 3)
                    .dirac_target(21 - i)
                    .practice_target(1000 + 100 * i)
                    .dirac_die(Die::parse(die).unwrap())
                    .practice_sequence(Sequence::parse(sequence).unwrap())
                    .build()
                    .unwrap();
                let given = rules.changed();
                let mut every = RuleKeys::default();
                for g in rules.given() {
                    assert!(every.key(g.key(), &g.text()).unwrap(), "{g:?}");
                }
                assert_eq!(every.rules().unwrap(), rules);
                let mut keys = RuleKeys::default();
                for g in &given {
                    assert!(keys.key(g.key(), &g.text()).unwrap(), "{g:?}");
                }
                assert_eq!(keys.rules().unwrap(), rules, "{given:?}");
                // Only what differs from the puzzle, and a die in place of its count.
                let puzzle = Rules::default();
                for rule in Rule::ALL {
                    let listed = given
                        .iter()
                        .any(|g| g == &Given::Count(rule, rules.get(rule)));
                    let by_die = given
                        .iter()
                        .any(|g| matches!(g, Given::Die(d, _) if d.replaces() == rule));
                    assert_eq!(
                        listed || by_die,
                        rules.get(rule) != puzzle.get(rule) || by_die
                    );
                    assert!(!(listed && by_die), "{rule:?} twice in {given:?}");
                }
                seen += given.len();
            }
        }
        assert!(seen > 20, "{seen}");
    }

    #[test]
    fn a_die_and_its_count_are_one_rule_in_either_order_and_must_agree() {
        let read = |pairs: &[(&str, &str)]| {
            let mut given = RuleKeys::default();
            for (k, v) in pairs {
                assert!(given.key(k, v).unwrap(), "{k}");
            }
            given.rules()
        };
        for pairs in [
            [("dirac-die", "1:2,2"), ("dirac-faces", "3")],
            [("dirac-faces", "3"), ("dirac-die", "1:2,2")],
        ] {
            assert_eq!(read(&pairs).unwrap().dirac_die().to_string(), "1:2,2");
        }
        for pairs in [
            [("dirac-die", "1..3"), ("dirac-faces", "6")],
            [("dirac-faces", "6"), ("dirac-die", "1..3")],
        ] {
            let e = read(&pairs).unwrap_err();
            assert_eq!(e.kind(), crate::error::ErrorKind::Rules);
            assert_eq!(
                e.to_string(),
                "the Dirac die was given twice, and not alike: the Dirac die 1..3 has 3 faces, \
                 and Dirac die faces is 6; give one (Dirac die faces N is the Dirac die 1..N)"
            );
        }
        let e = read(&[("practice-sequence", "6..1"), ("practice-die", "100")]).unwrap_err();
        assert!(
            e.to_string().contains("the practice die 6..1 has 6 values"),
            "{e}"
        );
        assert_eq!(
            read(&[("practice-die", "6"), ("practice-sequence", "6..1")])
                .unwrap()
                .practice_sequence()
                .to_string(),
            "6..1"
        );
        // Values are checked as the builder checks them; the last of one key counts.
        let mut zero = RuleKeys::default();
        zero.set(Rule::Board, 0);
        assert!(matches!(zero.rules(), Err(Error::Rule(_))));
        assert_eq!(read(&[("board", "7"), ("board", "8")]).unwrap().board(), 8);
        assert_eq!(read(&[]).unwrap(), Rules::default());
    }

    #[test]
    fn every_key_sets_its_rule_and_a_count_after_a_die_makes_it_standard() {
        let set = |key: &str, text: &str| {
            Rules::builder()
                .set_key(key, text)
                .unwrap()
                .unwrap()
                .build()
                .unwrap()
        };
        for rule in Rule::ALL {
            assert_eq!(set(rule.key(), "7").get(rule), 7, "{rule}");
        }
        assert_eq!(set("dirac-die", "1:2,2").dirac_die().to_string(), "1:2,2");
        assert_eq!(set("practice-sequence", "6..1").practice_die(), 6);
        assert_eq!(
            set("practice-sequence", "6..1")
                .practice_sequence()
                .to_string(),
            "6..1"
        );
        assert!(Rules::builder().set_key("dirac", "3").unwrap().is_none());
        let bad = Rules::builder().set_key("dirac-die", "x").unwrap_err();
        assert!(matches!(bad, Error::Die(_)), "{bad:?}");
        // The later of a die and its count wins.
        let die = Die::parse("1:2,2").unwrap();
        let sequence = Sequence::parse("6..1").unwrap();
        let counted = Rules::builder()
            .dirac_die(die.clone())
            .practice_sequence(sequence.clone())
            .dirac_faces(4)
            .practice_die(5)
            .build()
            .unwrap();
        assert_eq!(counted.dirac_die(), &Die::standard(4));
        assert_eq!(counted.practice_sequence(), &Sequence::standard(5));
        let listed = Rules::builder()
            .dirac_faces(4)
            .practice_die(5)
            .dirac_die(die.clone())
            .practice_sequence(sequence.clone())
            .build()
            .unwrap();
        assert_eq!(
            (listed.dirac_die(), listed.practice_sequence()),
            (&die, &sequence)
        );
        assert_eq!(
            (listed.dirac_faces(), listed.get(Rule::PracticeDie)),
            (3, 6)
        );
    }
}
