//! The library's one error type, and the kinds a caller can act on.

use std::fmt;

use crate::die::DieError;
use crate::input::InputError;
use crate::limits::Refusal;
use crate::rules::RuleError;

/// What an answer given to check may be, said with every refusal of one
/// ([`Error::Answer`]): the same words in every face.
pub const ANSWER_ALLOWED: &str = "give its digits (0-9), a minus sign first if it is \
    negative, and if you like commas, underscores or spaces between groups of three digits \
    (739,785), or an exponent (7e5)";

/// Anything that stops dirac from producing an answer.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Error {
    /// A rule's value is out of range.
    Rule(RuleError),
    /// A die's values (`--dirac-die`, `--practice-sequence`) could not be read.
    Die(DieError),
    /// The puzzle input is malformed.
    Input(InputError),
    /// The computation would cost more than the limits allow.
    Refused(Refusal),
    /// The request is past a fixed size limit of dirac (the message says which).
    TooLarge(String),
    /// A player asked for by number that the game does not have.
    NoPlayer {
        /// The player asked for, 0-based.
        player: usize,
        /// The players the game has.
        players: usize,
    },
    /// The turns asked for of a practice game start after its last turn.
    PastTheEnd {
        /// The game's last turn, counting every player's turns from 1.
        ended: u128,
        /// The first turn asked for.
        first: u64,
    },
    /// One value of a scan's rule could not be played (the error says why).
    Scan {
        /// The varied rule's name, such as `board size`.
        rule: &'static str,
        /// The value, as written.
        value: String,
        /// What stopped its game.
        source: Box<Error>,
    },
    /// An answer to check that cannot be read as a whole number.
    Answer {
        /// The answer as written, trimmed.
        found: String,
        /// What is wrong with it.
        problem: String,
    },
    /// The rules given for a scan vary no single rule (see [`crate::RuleKeys::varied`]).
    Varied(Varied),
    /// A die and its count were both given, and do not agree ([`crate::RuleKeys`]).
    BothGiven {
        /// The die given.
        die: crate::die::DieRule,
        /// The die, as written.
        die_text: String,
        /// Its faces (or values, for the practice die).
        faces: u64,
        /// The count given beside it.
        count: u64,
    },
    /// A solver's print-out with no line that tells a turn (the message says what one reads
    /// like).
    PrintOut(String),
    /// A setting read from the environment (such as `DIRAC_KERNEL`) is not one dirac can use.
    Environment(String),
    /// A bug: an internal invariant did not hold. No partial or wrong answer is returned.
    Internal(&'static str),
}

/// Why the rules given for a scan vary no single rule (see [`crate::RuleKeys::varied`]).
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Varied {
    /// Several rules were each given several values (their names).
    Several(Vec<&'static str>),
    /// Several dice were given beside the count each of them sets.
    DiceAndCount(crate::die::DieRule),
    /// Several values of a count were given beside the die that sets it.
    CountsAndDie(crate::die::DieRule),
}

impl std::fmt::Display for Varied {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            Varied::Several(names) => {
                let named: Vec<String> = names.iter().map(|n| format!("the {n}")).collect();
                write!(
                    f,
                    "one rule at a time takes several values, and {} were each given several; \
                     give the others one value each",
                    named.join(" and ")
                )
            }
            Varied::DiceAndCount(die) => write!(
                f,
                "the {die} was given several dice, each with its own {}: leave the {} out",
                die.replaces().name(),
                die.replaces().name()
            ),
            Varied::CountsAndDie(die) => write!(
                f,
                "the {} was given several values beside the {die}, which sets it: leave the \
                 {die} out",
                die.replaces().name()
            ),
        }
    }
}

/// The broad class of an [`Error`]: what the person who meets it can do about it. Every face
/// decides by it (the command's exit status, the Python exception, the page's `kind`).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum ErrorKind {
    /// The puzzle's text is malformed: fix the input.
    Input,
    /// A rule, a die, a start or a player asked for is out of range: fix the arguments.
    Rules,
    /// The work would pass the limits (or dirac's fixed sizes): raise a limit or ask for less.
    Refused,
    /// The environment (such as `DIRAC_KERNEL`) asks for what this machine cannot do.
    Environment,
    /// A bug in dirac.
    Internal,
}

impl ErrorKind {
    /// Every kind.
    pub const ALL: [ErrorKind; 5] = [
        ErrorKind::Input,
        ErrorKind::Rules,
        ErrorKind::Refused,
        ErrorKind::Environment,
        ErrorKind::Internal,
    ];

    /// The kind's name in every face: `input`, `rules`, `refused`, `environment`, `internal`.
    pub fn name(self) -> &'static str {
        match self {
            ErrorKind::Input => "input",
            ErrorKind::Rules => "rules",
            ErrorKind::Refused => "refused",
            ErrorKind::Environment => "environment",
            ErrorKind::Internal => "internal",
        }
    }

    /// Whether the error is dirac's own fault (a bug), rather than something its user can change.
    pub fn is_bug(self) -> bool {
        self == ErrorKind::Internal
    }
}

impl Error {
    /// The class of the error.
    pub fn kind(&self) -> ErrorKind {
        match self {
            Error::Input(_) | Error::PrintOut(_) => ErrorKind::Input,
            Error::Rule(_)
            | Error::Die(_)
            | Error::NoPlayer { .. }
            | Error::PastTheEnd { .. }
            | Error::Answer { .. }
            | Error::BothGiven { .. }
            | Error::Varied(_) => ErrorKind::Rules,
            Error::Refused(_) | Error::TooLarge(_) => ErrorKind::Refused,
            Error::Environment(_) => ErrorKind::Environment,
            Error::Internal(_) => ErrorKind::Internal,
            Error::Scan { source, .. } => source.kind(),
        }
    }
}

impl fmt::Display for Error {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Error::Rule(e) => e.fmt(f),
            Error::Die(e) => e.fmt(f),
            Error::Varied(v) => v.fmt(f),
            Error::Input(e) => e.fmt(f),
            Error::Refused(e) => e.fmt(f),
            Error::TooLarge(what) | Error::Environment(what) | Error::PrintOut(what) => {
                f.write_str(what)
            }
            Error::NoPlayer { player, players } => write!(
                f,
                "there is no player {} in a game of {players} player{}",
                player + 1,
                if *players == 1 { "" } else { "s" }
            ),
            Error::PastTheEnd { ended, first } => write!(
                f,
                "the game ends on turn {ended} (counting every player's turns), before turn \
                 {first}, the first asked for"
            ),
            Error::Internal(what) => write!(f, "internal error: {what}; please report this"),
            Error::Answer { found, problem } => write!(
                f,
                "the answer `{found}` cannot be read: {problem}; {ANSWER_ALLOWED}"
            ),
            Error::Scan {
                rule,
                value,
                source,
            } => write!(f, "with the {rule} {value}: {source}"),
            Error::BothGiven {
                die,
                die_text,
                faces,
                count,
            } => {
                let (unit, rule) = match die {
                    crate::die::DieRule::DiracDie => ("faces", "Dirac die"),
                    crate::die::DieRule::PracticeSequence => ("values", "practice die"),
                };
                let counted = die.replaces().name();
                write!(
                    f,
                    "the {rule} was given twice, and not alike: the {rule} {die_text} has \
                     {faces} {unit}, and {counted} is {count}; give one ({counted} N is the \
                     {rule} 1..N)"
                )
            }
        }
    }
}

impl std::error::Error for Error {
    fn source(&self) -> Option<&(dyn std::error::Error + 'static)> {
        match self {
            Error::Rule(e) => Some(e),
            Error::Die(e) => Some(e),
            Error::Input(e) => Some(e),
            Error::Refused(e) => Some(e),
            Error::Scan { source, .. } => Some(source.as_ref()),
            Error::TooLarge(_)
            | Error::Answer { .. }
            | Error::PrintOut(_)
            | Error::NoPlayer { .. }
            | Error::PastTheEnd { .. }
            | Error::BothGiven { .. }
            | Error::Varied(_)
            | Error::Environment(_)
            | Error::Internal(_) => None,
        }
    }
}

impl From<RuleError> for Error {
    fn from(e: RuleError) -> Self {
        Error::Rule(e)
    }
}

impl From<DieError> for Error {
    fn from(e: DieError) -> Self {
        Error::Die(e)
    }
}

impl From<InputError> for Error {
    fn from(e: InputError) -> Self {
        Error::Input(e)
    }
}

impl From<Refusal> for Error {
    fn from(e: Refusal) -> Self {
        Error::Refused(e)
    }
}

#[cfg(test)]
mod error_tests {
    use std::error::Error as _;

    use super::*;
    use crate::game::Game;
    use crate::rules::Rules;

    #[test]
    fn every_error_says_what_went_wrong_and_keeps_its_cause() {
        let rule = Rules::builder().board(0).build().unwrap_err();
        let die = crate::die::Die::parse("1,,2").unwrap_err();
        let input = Game::parse("Player 1 starting position: 0\n", Rules::default()).unwrap_err();
        let refused = crate::practice::play(
            &Game::example(Rules::default()).unwrap(),
            &crate::Limits::exactly(1, 1),
        )
        .unwrap_err();
        let cases = [
            (Error::Rule(rule.clone()), rule.to_string(), true),
            (Error::from(die.clone()), die.to_string(), true),
            (Error::Input(input.clone()), input.to_string(), true),
            (refused.clone(), refused.to_string(), true),
            (
                Error::TooLarge("a sweep of 2000 spaces".into()),
                "a sweep of 2000 spaces".into(),
                false,
            ),
            (
                Error::NoPlayer {
                    player: 2,
                    players: 2,
                },
                "there is no player 3 in a game of 2 players".into(),
                false,
            ),
            (
                Error::NoPlayer {
                    player: 1,
                    players: 1,
                },
                "there is no player 2 in a game of 1 player".into(),
                false,
            ),
            (
                Error::Internal("a space past the board"),
                "internal error: a space past the board; please report this".into(),
                false,
            ),
        ];
        let kinds: Vec<&str> = cases.iter().map(|(e, _, _)| e.kind().name()).collect();
        assert_eq!(
            kinds,
            [
                "rules", "rules", "input", "refused", "refused", "rules", "rules", "internal"
            ]
        );
        let environment = Error::Environment("DIRAC_KERNEL=avx512 on a CPU without it".into());
        assert_eq!(environment.kind(), ErrorKind::Environment);
        let names: Vec<&str> = ErrorKind::ALL.iter().map(|k| k.name()).collect();
        assert_eq!(
            names,
            ["input", "rules", "refused", "environment", "internal"]
        );
        let bugs: Vec<bool> = ErrorKind::ALL.iter().map(|k| k.is_bug()).collect();
        assert_eq!(bugs, [false, false, false, false, true]);
        for (error, message, caused) in cases {
            assert_eq!(error.to_string(), message);
            assert!(!message.is_empty());
            assert_eq!(
                error.source().map(ToString::to_string),
                caused.then_some(message)
            );
        }
    }
}
