//! The library's one error type as Python exceptions (classes defined in
//! `python/dirac_dice/_errors.py`, so that they can subclass both `DiracError` and
//! `ValueError`). Every message is the one the `dirac` command prints for the same problem;
//! a refusal names the keyword arguments that raise the limits instead of the flags.

use dirac::die::DieRule;
use dirac::limits::Reason;
use dirac::{Error, Rule, RuleError};
use pyo3::prelude::*;
use pyo3::sync::PyOnceLock;
use pyo3::types::PyModule;

static ERRORS: PyOnceLock<Py<PyModule>> = PyOnceLock::new();

/// The keyword argument of a rule or a die, from its kebab key: `dirac_target`, `dirac_die`.
pub(crate) fn keyword(key: &str) -> String {
    // The library names each rule both ways (`Rule::key`, `Rule::field`): no translating here.
    let numbers = Rule::ALL.iter().map(|r| (r.key(), r.field()));
    let dice = DieRule::ALL.iter().map(|d| (d.key(), d.field()));
    numbers
        .chain(dice)
        .find(|(k, _)| *k == key)
        .map_or(key, |(_, field)| field)
        .to_owned()
}

/// An exception of class `class` made with `args`, or whatever stopped its making.
fn raise<'py, A>(py: Python<'py>, class: &str, args: A) -> PyErr
where
    A: pyo3::call::PyCallArgs<'py>,
{
    let made = ERRORS
        .get_or_try_init(py, || {
            PyModule::import(py, "dirac_dice._errors").map(Bound::unbind)
        })
        .and_then(|m| m.bind(py).getattr(class))
        .and_then(|c| c.call1(args));
    match made {
        Ok(exception) => PyErr::from_value(exception),
        Err(e) => e,
    }
}

/// `e` as the exception a caller catches by kind.
pub(crate) fn from_dirac(py: Python<'_>, e: &Error) -> PyErr {
    raised_as(py, e, e.to_string())
}

/// `e` as the exception of its kind, saying `message` (a scan's error is its value's, said
/// with the value).
fn raised_as(py: Python<'_>, e: &Error, message: String) -> PyErr {
    match e {
        Error::Scan { source, .. } => raised_as(py, source, message),
        Error::Input(input) => raise(py, "InputError", (message, input.line, input.column())),
        Error::Rule(r) => raise(py, "RulesError", (message, keyword(r.rule.key()))),
        Error::Die(d) => raise(py, "RulesError", (message, keyword(d.rule.key()))),
        Error::NoPlayer { .. } => raise(py, "RulesError", (message, "player")),
        Error::PastTheEnd { .. } => raise(py, "RulesError", (message, "max_turns")),
        Error::Answer { .. } => raise(py, "RulesError", (message, "answer")),
        Error::BothGiven { die, .. } => raise(py, "RulesError", (message, die.field())),
        Error::Varied(dirac::Varied::DiceAndCount(die) | dirac::Varied::CountsAndDie(die)) => {
            raise(py, "RulesError", (message, die.field()))
        }
        Error::Varied(dirac::Varied::Several(_)) => {
            raise(py, "RulesError", (message, None::<&str>))
        }
        Error::PrintOut(_) => raise(py, "InputError", (message, None::<usize>, None::<usize>)),
        Error::Refused(refusal) => match &refusal.reason {
            Reason::OverLimits { cost, limits } => {
                let raise_which = limits.to_raise(cost, "max_work=", "max_memory=");
                raise(
                    py,
                    "RefusedError",
                    (
                        format!("{message} (raise {raise_which})"),
                        cost.steps(),
                        cost.memory,
                        limits.max_work,
                        // In MiB, as the keyword argument takes it.
                        limits.max_memory >> 20,
                    ),
                )
            }
            _ => raise(py, "RefusedError", (message,)),
        },
        Error::TooLarge(_) => raise(py, "RefusedError", (message,)),
        Error::Environment(_) | Error::Internal(_) => raise(py, "DiracError", (message,)),
    }
}

/// A rule refused: `RulesError`, naming the keyword argument.
pub(crate) fn rule(py: Python<'_>, e: &RuleError) -> PyErr {
    raise(py, "RulesError", (e.to_string(), keyword(e.rule.key())))
}

/// A keyword argument refused: `RulesError` naming it.
pub(crate) fn argument(py: Python<'_>, name: &str, message: String) -> PyErr {
    raise(py, "RulesError", (message, name))
}

/// A bug: `DiracError` with the library's wording for one.
pub(crate) fn internal(py: Python<'_>, what: &'static str) -> PyErr {
    from_dirac(py, &Error::Internal(what))
}

/// A bug described at run time: `DiracError`.
pub(crate) fn internal_message(py: Python<'_>, message: String) -> PyErr {
    raise(py, "DiracError", (message,))
}
