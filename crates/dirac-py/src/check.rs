//! `Game.check(answer)`: the verdict of `dirac check`, as a result object.

use dirac::check::parse_answer;
use dirac::plan::Check as Request;
use pyo3::prelude::*;

use crate::args::{self, Whole};
use crate::errors;
use crate::results::Held;
use crate::run::run_or_tell;

/// Checks `answer` (an `int` or its digits as a `str`) for `game`.
pub(crate) fn check<'py>(
    py: Python<'py>,
    game: &dirac::Game,
    answer: &Bound<'_, PyAny>,
    (part, reveal): (Option<u8>, bool),
    (max_work, max_memory): (Whole, Whole),
    explain: bool,
) -> PyResult<Bound<'py, PyAny>> {
    let limits = args::limits(py, max_work, max_memory)?;
    let parts = args::part(py, part)?;
    let written = answer.str()?.to_string();
    let request = Request {
        answer: parse_answer(&written).map_err(|e| errors::from_dirac(py, &e))?,
        parts,
        reveal,
    };
    let planned = request.plan(game, &limits);
    run_or_tell(py, "check", planned, &limits, explain, Held::Check)
}
