//! Every rule by its key, as the command line's flags, the URL's parameters and Python's
//! keywords name them: the one place that knows both kinds of rule, numbers ([`Rule`]) and dice
//! ([`DieRule`]), and the one error type that covers both.

use crate::die::{Die, DieRule, Sequence};
use crate::error::Error;
use crate::rules::{Rule, RulesBuilder};

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
        if let Some(rule) = Rule::ALL.into_iter().find(|r| r.key() == key) {
            return Ok(Some(self.set(rule, rule.parse(text)?)));
        }
        match DieRule::ALL.into_iter().find(|r| r.key() == key) {
            Some(DieRule::DiracDie) => Ok(Some(self.dirac_die(Die::parse(text)?))),
            Some(DieRule::PracticeSequence) => {
                Ok(Some(self.practice_sequence(Sequence::parse(text)?)))
            }
            None => Ok(None),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::Rules;

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
