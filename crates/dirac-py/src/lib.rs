//! `dirac_dice`: the dirac engine as a Python package, built with PyO3.
//!
//! This crate is thin glue. The engine computes, the library's view model ([`dirac::view`])
//! names and rounds every number, and [`dirac_render`] draws the charts and the answer tables;
//! here the keywords become a request, and a view becomes its Python class (each field made
//! from the view when first read, [`fields`]), generated from the
//! views' JSON Schema (`python/dirac_dice/_views.py`, by `generate.py`): counts become `int`
//! (exact, however long), exact fractions become `fractions.Fraction` subclasses that keep the
//! engine's roundings, and the library's one error type becomes a small hierarchy of
//! exceptions (`python/dirac_dice/_errors.py`). No field of a view is named here: a result's
//! fields are read by the names its generated class gives ([`pick`]).
//!
//! Work runs with the GIL released (all but the smallest, which releasing it would outweigh);
//! work estimated to be long runs on a thread of its own
//! while the caller's thread watches for Ctrl-C ([`run`]).

mod args;
mod check;
mod errors;
mod explorer;
mod fields;
mod game;
mod pick;
mod results;
mod rules;
mod run;
mod timing;

use pyo3::prelude::*;

/// The engine of `dirac_dice`. Import `dirac_dice`, which re-exports everything here.
#[pymodule]
fn _native(m: &Bound<'_, PyModule>) -> PyResult<()> {
    m.add_class::<rules::Rules>()?;
    m.add_class::<game::Game>()?;
    m.add_class::<results::Handle>()?;
    m.add_class::<fields::Field>()?;
    m.add_class::<fields::Items>()?;
    m.add_function(wrap_pyfunction!(game::sweep, m)?)?;
    m.add_function(wrap_pyfunction!(game::scan, m)?)?;
    m.add_function(wrap_pyfunction!(timing::_solve_in_rust, m)?)?;
    m.add_function(wrap_pyfunction!(explorer::_explorer_call, m)?)?;
    let names: Vec<&str> = dirac::Strategy::ALL.iter().map(|s| s.name()).collect();
    m.add("STRATEGIES", pyo3::types::PyTuple::new(m.py(), names)?)?;
    m.add("__version__", env!("CARGO_PKG_VERSION"))?;
    Ok(())
}
