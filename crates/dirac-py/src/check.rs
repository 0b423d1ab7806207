//! `Game.check(answer)`: the verdict of `dirac check`, as a result object.

use dirac::check::parse_answer;
use dirac::plan::Check as Request;
use dirac::view::CheckView;
use pyo3::prelude::*;
use pyo3::types::{PyDict, PyTuple};

use crate::args::{self, Whole};
use crate::convert;
use crate::errors;
use crate::results::{notebook, text};
use crate::run::run;

/// An answer checked against the right ones and every known mistake's number under the same
/// rules (``dirac check``): ``verdict`` is ``"right"``, ``"mistake"`` or ``"unknown"``.
///
/// >>> import dirac_dice
/// >>> c = dirac_dice.Game([4, 8]).check(341960390180808)
/// >>> c.verdict, [m.id for m in c.mistakes]
/// ('mistake', ['fewer-wins'])
#[pyclass(frozen, module = "dirac_dice")]
pub(crate) struct Check {
    view: CheckView,
}

/// Checks `answer` (an `int` or its digits as a `str`) for `game`.
pub(crate) fn check(
    py: Python<'_>,
    game: &dirac::Game,
    answer: &Bound<'_, PyAny>,
    part: Option<u8>,
    reveal: bool,
    max_work: Whole,
    max_memory: Whole,
) -> PyResult<Check> {
    let limits = args::limits(py, max_work, max_memory)?;
    let parts = args::part(py, part)?;
    let written = answer.str()?.to_string();
    let request = Request {
        answer: parse_answer(&written).map_err(|e| errors::from_dirac(py, &e))?,
        parts,
        reveal,
    };
    let plan = request
        .plan(game, &limits)
        .map_err(|e| errors::from_dirac(py, &e))?;
    Ok(Check {
        view: run(py, plan)?,
    })
}

#[pymethods]
impl Check {
    /// ``"right"``, ``"mistake"`` (a known mistake gives exactly this number) or ``"unknown"``.
    #[getter]
    fn verdict(&self) -> &'static str {
        self.view.verdict.name()
    }

    /// The answer checked.
    #[getter]
    fn answer<'py>(&self, py: Python<'py>) -> PyResult<Bound<'py, PyAny>> {
        convert::int(py, &self.view.answer)
    }

    /// The parts the answer is right for (empty unless the verdict is ``"right"``).
    #[getter]
    fn right_parts<'py>(&self, py: Python<'py>) -> PyResult<Bound<'py, PyTuple>> {
        PyTuple::new(py, &self.view.right_parts)
    }

    /// ``MistakeRow(id, part, mistake, see, fix)``: every known mistake that gives this number
    /// (``str()`` also shows where its game parts from the right one).
    #[getter]
    fn mistakes<'py>(&self, py: Python<'py>) -> PyResult<Bound<'py, PyTuple>> {
        convert::tuple(py, &self.view.mistakes, |m| {
            convert::row(
                py,
                "MistakeRow",
                (&m.id, m.part, &m.mistake, &m.see, &m.fix),
            )
        })
    }

    /// ``HintRow(part, too_high, digits)``: for an unknown answer, against each part.
    #[getter]
    fn hints<'py>(&self, py: Python<'py>) -> PyResult<Bound<'py, PyTuple>> {
        convert::tuple(py, &self.view.hints, |h| {
            convert::row(py, "HintRow", (h.part, h.too_high, h.digits))
        })
    }

    /// The right answers by part (``{1: ..., 2: ...}``) when asked for with ``reveal=True``,
    /// else ``None``.
    #[getter]
    fn revealed<'py>(&self, py: Python<'py>) -> PyResult<Option<Bound<'py, PyDict>>> {
        let Some(r) = &self.view.revealed else {
            return Ok(None);
        };
        let dict = PyDict::new(py);
        for (part, answer) in [(1, &r.practice), (2, &r.dirac)] {
            if let Some(answer) = answer {
                dict.set_item(part, convert::int(py, answer)?)?;
            }
        }
        Ok(Some(dict))
    }

    /// The check as ``dirac check`` writes it.
    fn __str__(&self) -> String {
        text(&dirac_render::check::doc(&self.view))
    }

    fn _repr_html_(&self) -> String {
        notebook(dirac_render::check::doc(&self.view))
    }

    fn __repr__(&self) -> String {
        let ids: Vec<&str> = self.view.mistakes.iter().map(|m| m.id.as_str()).collect();
        format!(
            "Check(answer={}, verdict={:?}, right={:?}, mistakes={:?})",
            self.view.answer,
            self.view.verdict.name(),
            self.view.right_parts,
            ids
        )
    }
}
