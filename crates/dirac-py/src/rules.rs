//! The rules of a game as a Python class, read and shown with the same keywords as every
//! function that takes them.

use pyo3::prelude::*;
use pyo3::types::PyDict;

use crate::args;

/// The rules of a game; each keyword's default is the puzzle's.
///
/// A die other than the puzzle's is ``practice_sequence``, the values the practice die rolls in
/// order before starting over (``"6..1"`` counts down, ``"1:2,2"`` rolls 1, 1, 2), or
/// ``dirac_die``, the Dirac die's faces (``"1:2,2"``: 1 on two faces, 2 on one; ``"0..2"``):
/// text, a list of ints such as ``[1, 1, 2]``, or a ``range``. Each replaces its count,
/// ``practice_die`` or ``dirac_faces``: give one or the other.
///
/// >>> import dirac_dice
/// >>> dirac_dice.Rules(board=12)
/// Rules(board=12, rolls=3, practice_die=100, practice_target=1000, dirac_faces=3, dirac_target=21)
/// >>> loaded = dirac_dice.Rules(dirac_die=[1, 1, 2])
/// >>> loaded
/// Rules(board=10, rolls=3, practice_die=100, practice_target=1000, dirac_die='1:2,2', dirac_target=21)
/// >>> loaded.dirac_faces
/// 3
#[pyclass(frozen, eq, hash, module = "dirac_dice")]
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub(crate) struct Rules {
    pub(crate) rules: dirac::Rules,
}

#[pymethods]
impl Rules {
    #[new]
    #[pyo3(
        text_signature = "(*, board=10, rolls=3, practice_die=100, practice_sequence=None, practice_target=1000, dirac_faces=3, dirac_die=None, dirac_target=21)"
    )]
    #[pyo3(signature = (**rules))]
    pub(crate) fn new(py: Python<'_>, rules: Option<&Bound<'_, PyDict>>) -> PyResult<Rules> {
        let rules = args::rule_keywords(py, rules)?;
        Ok(Rules { rules })
    }

    /// Spaces on the circular board, numbered from 1.
    #[getter]
    fn board(&self) -> u32 {
        self.rules.board()
    }

    /// Dice rolled in a turn; the player moves by their sum.
    #[getter]
    fn rolls(&self) -> u32 {
        self.rules.rolls()
    }

    /// Sides of the practice game's die, which rolls 1, 2, ..., sides, 1, 2, ... (of any other
    /// die, the values it rolls before starting over).
    #[getter]
    fn practice_die(&self) -> u32 {
        self.rules.practice_die()
    }

    /// The values the practice game's die rolls, in order, as written canonically: ``"1..100"``
    /// for the puzzle's, ``"6..1"``, ``"1:2,2"`` (1, 1, 2).
    #[getter]
    fn practice_sequence(&self) -> String {
        self.rules.practice_sequence().to_string()
    }

    /// The score that ends the practice game.
    #[getter]
    fn practice_target(&self) -> u64 {
        self.rules.practice_target()
    }

    /// Faces of the Dirac die (1 to faces; of any other die, its faces with repeats): every
    /// roll splits the universe into that many.
    #[getter]
    fn dirac_faces(&self) -> u32 {
        self.rules.dirac_faces()
    }

    /// The Dirac die's faces, as written canonically: ``"1..3"`` for the puzzle's, ``"1:2,2"``
    /// (1 on two faces, 2 on one).
    #[getter]
    fn dirac_die(&self) -> String {
        self.rules.dirac_die().to_string()
    }

    /// The score that wins the Dirac game.
    #[getter]
    fn dirac_target(&self) -> u32 {
        self.rules.dirac_target()
    }

    /// Pickled as its rules' view, made again by `_shown._rules`.
    fn __reduce__<'py>(
        &self,
        py: Python<'py>,
    ) -> PyResult<(Bound<'py, PyAny>, (Bound<'py, PyAny>,))> {
        let make = PyModule::import(py, "dirac_dice._shown")?.getattr("_rules")?;
        Ok((make, (view(py, &self.rules)?,)))
    }

    fn __repr__(&self) -> String {
        format!("Rules({})", args::keywords(self.rules.given()).join(", "))
    }
}

/// The rules' view (`dirac::view::RulesView`) as a Python dict, as the JSON writes it.
pub(crate) fn view<'py>(py: Python<'py>, rules: &dirac::Rules) -> PyResult<Bound<'py, PyAny>> {
    let json = serde_json::to_string(&dirac::view::RulesView::from(rules))
        .map_err(|e| crate::errors::internal_message(py, e.to_string()))?;
    PyModule::import(py, "json")?.call_method1("loads", (json,))
}
