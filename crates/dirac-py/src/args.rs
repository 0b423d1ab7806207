//! Arguments from Python, validated at the boundary into the library's types: rules, limits,
//! a strategy, a player.

use dirac::input::{InputError, InputErrorKind};
use dirac::quantum::Strategy;
use dirac::{Limits, Rule, RuleError, Rules};
use pyo3::exceptions::PyTypeError;
use pyo3::prelude::*;
use pyo3::types::PyInt;

use crate::errors;

/// A whole-number argument as given: the value when it fits 64 bits, else its decimal text
/// (negative or too large), so that the library's own message can refuse it.
#[derive(Debug, Clone)]
pub(crate) struct Whole(Result<u64, String>);

impl Whole {
    /// A default value.
    pub(crate) const fn of(value: u64) -> Whole {
        Whole(Ok(value))
    }

    /// A starting space: the library checks that it is on the board; one that does not even
    /// fit 32 bits is refused here, in the library's words.
    pub(crate) fn start(self, board: u32) -> Result<u32, InputError> {
        let found = match self.0 {
            Ok(v) => match u32::try_from(v) {
                Ok(start) => return Ok(start),
                Err(_) => v.to_string(),
            },
            Err(text) => text,
        };
        Err(InputError {
            line: None,
            kind: InputErrorKind::PositionOffBoard { found, board },
        })
    }
}

impl<'a, 'py> FromPyObject<'a, 'py> for Whole {
    type Error = PyErr;

    fn extract(obj: Borrowed<'a, 'py, PyAny>) -> PyResult<Whole> {
        if !obj.is_instance_of::<PyInt>() {
            return Err(PyTypeError::new_err(format!(
                "expected an int, got {}",
                obj.get_type().name()?
            )));
        }
        Ok(Whole(obj.extract::<u64>().map_err(|_| {
            obj.str().map_or_else(|_| "?".to_owned(), |s| s.to_string())
        })))
    }
}

/// The rules from the keyword arguments, each checked by the library.
pub(crate) fn rules(py: Python<'_>, values: [(Rule, Whole); 6]) -> PyResult<Rules> {
    let mut builder = Rules::builder();
    for (rule, Whole(value)) in values {
        let value = value
            .and_then(|v| rule.check(v).map_err(|_| v.to_string()))
            .map_err(|found| errors::rule(py, &RuleError { rule, found }))?;
        builder = builder.set(rule, value);
    }
    builder.build().map_err(|e| errors::rule(py, &e))
}

/// The limits from `max_work` and `max_memory`: whole numbers from 1.
pub(crate) fn limits(py: Python<'_>, max_work: Whole, max_memory: Whole) -> PyResult<Limits> {
    let one = |name: &str, Whole(value): Whole| match value {
        Ok(v) if v >= 1 => Ok(v),
        Ok(v) => Err(errors::argument(
            py,
            name,
            limit_message(name, &v.to_string()),
        )),
        Err(text) => Err(errors::argument(py, name, limit_message(name, &text))),
    };
    Ok(Limits {
        max_work: one("max_work", max_work)?,
        max_memory: one("max_memory", max_memory)?,
    })
}

fn limit_message(name: &str, found: &str) -> String {
    format!(
        "{name} {found} is not allowed: expected a whole number from 1 to {}",
        u64::MAX
    )
}

/// A strategy by name (`auto`, `per-player`, `memo`, `backward`, `stack`).
pub(crate) fn strategy(py: Python<'_>, name: &str) -> PyResult<Strategy> {
    name.parse::<Strategy>()
        .map_err(|e| errors::argument(py, "strategy", e.to_string()))
}

/// A player numbered from 1, as the puzzle numbers them, to the library's index.
pub(crate) fn player(py: Python<'_>, Whole(player): Whole, players: usize) -> PyResult<usize> {
    let found = match player {
        Ok(p) => match usize::try_from(p) {
            Ok(p) if (1..=players).contains(&p) => return Ok(p - 1),
            _ => p.to_string(),
        },
        Err(text) => text,
    };
    Err(errors::argument(
        py,
        "player",
        format!("there is no player {found}: players are numbered from 1 to {players}"),
    ))
}

/// A count of turns from 0 (`name` says which).
pub(crate) fn count(py: Python<'_>, name: &str, Whole(value): Whole) -> PyResult<usize> {
    let found = match value {
        Ok(v) => match usize::try_from(v) {
            Ok(v) => return Ok(v),
            Err(_) => v.to_string(),
        },
        Err(text) => text,
    };
    Err(errors::argument(
        py,
        name,
        format!("{name} {found} is not allowed: expected a whole number of turns, from 0"),
    ))
}

/// The puzzle's text: `str`, or `bytes` as read from a file (checked for UTF-8 by the library,
/// which names the line and column of a bad byte).
#[derive(Debug, FromPyObject)]
pub(crate) enum Text {
    Str(String),
    Bytes(Vec<u8>),
}
