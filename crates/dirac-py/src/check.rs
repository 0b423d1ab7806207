//! `Game.check(answer)`: the verdict of `dirac check`, as a result object.

use dirac::Count;
use dirac::check::{Answer, parse_answer};
use dirac::plan::Check as Request;
use num_bigint::BigUint;
use pyo3::exceptions::PyTypeError;
use pyo3::prelude::*;
use pyo3::types::{PyBool, PyFloat, PyInt};

use crate::args::{self, Whole};
use crate::errors;
use crate::results::Held;
use crate::run::run_or_tell;

/// Checks `answer` (an `int` or its digits as a `str`) for `game`.
pub(crate) fn check<'py>(
    py: Python<'py>,
    game: &dirac::Game,
    answer: &Bound<'_, PyAny>,
    (part, reveal): (Option<Whole>, bool),
    (max_work, max_memory): (Whole, Whole),
    explain: bool,
) -> PyResult<Bound<'py, PyAny>> {
    let limits = args::limits(py, max_work, max_memory)?;
    let parts = args::part(py, part)?;
    let request = Request {
        answer: read_answer(py, answer)?,
        parts,
        reveal,
    };
    let planned = request.plan(game, &limits);
    run_or_tell(py, "check", planned, &limits, explain, Held::Check)
}

/// The answer given: an `int` of any length, read from its hexadecimal digits (Python refuses
/// to write more than 4300 decimal ones by default, and writes them in quadratic time), or
/// anything else by its text, as people paste it ([`parse_answer`]).
fn read_answer(py: Python<'_>, answer: &Bound<'_, PyAny>) -> PyResult<Answer> {
    if answer.is_instance_of::<PyInt>() && !answer.is_instance_of::<PyBool>() {
        let hex: String = answer.call_method1("__format__", ("x",))?.extract()?;
        let (negative, digits) = match hex.strip_prefix('-') {
            Some(digits) => (true, digits),
            None => (false, hex.as_str()),
        };
        if let Some(magnitude) = BigUint::parse_bytes(digits.as_bytes(), 16) {
            return Ok(Answer::new(negative, Count::from(magnitude)));
        }
    }
    // A float holds 15 to 17 digits: past 2^53 it is not the whole number it came from, and
    // neither its text nor its exact value is the answer the reader computed.
    if answer.is_instance_of::<PyFloat>() {
        return Err(PyTypeError::new_err(format!(
            "answer is a float ({}), which keeps only 15 to 17 digits: give an int (int(x) \
             where it is whole), or the digits as a str",
            answer.repr()?
        )));
    }
    let written = answer.str()?.to_string();
    parse_answer(&written).map_err(|e| errors::from_dirac(py, &e))
}
