//! The explorer in a notebook (`dirac_dice.explorer.Explorer`, `Game.explore()`): the page's
//! own drawing, bundled into the widget, asks the engine through the widget's messages, and
//! the native extension answers each call with the very function the page's WebAssembly runs
//! ([`dirac_web`]): the same plans, limits and views, the same JSON text. Nothing here derives
//! a number; it only names the calls and reads their arguments.

use pyo3::exceptions::PyValueError;
use pyo3::prelude::*;
use pyo3::types::PyAny;

/// One call of the page's engine, by the name the page's worker gives it, with its arguments
/// as the page passes them (texts, a turn, a flag): the engine's JSON text.
#[pyfunction]
pub(crate) fn _explorer_call(
    py: Python<'_>,
    call: &str,
    args: Vec<Bound<'_, PyAny>>,
) -> PyResult<String> {
    let text = |i: usize| -> PyResult<String> { arg(&args, i)?.extract() };
    let whole = |i: usize| -> PyResult<usize> { arg(&args, i)?.extract() };
    let flag = |i: usize| -> PyResult<bool> { arg(&args, i)?.extract() };
    Ok(match call {
        "rules" => dirac_web::first::rules(),
        "dice" => dirac_web::first::dice(),
        "palette" => dirac_web::first::palette(),
        "scanned" => dirac_web::scanned(),
        "starts_read" => dirac_web::first::starts_read(&text(0)?),
        "view" => {
            let (input, rules, turn, sweep) = (text(0)?, text(1)?, whole(2)?, flag(3)?);
            py.detach(|| dirac_web::view(&input, &rules, turn, sweep))
        }
        "layers" => {
            let (input, rules, turn) = (text(0)?, text(1)?, whole(2)?);
            py.detach(|| dirac_web::layers(&input, &rules, turn))
        }
        "sweep" => {
            let rules = text(0)?;
            py.detach(|| dirac_web::sweep_json(&rules))
        }
        "simulate" => {
            let (input, rules, seed, games) = (text(0)?, text(1)?, text(2)?, text(3)?);
            py.detach(|| dirac_web::simulate(&input, &rules, &seed, &games))
        }
        "scan" => {
            let (input, rules, rule) = (text(0)?, text(1)?, text(2)?);
            py.detach(|| dirac_web::scan(&input, &rules, &rule))
        }
        "check" => {
            let (input, rules, answer) = (text(0)?, text(1)?, text(2)?);
            py.detach(|| dirac_web::check(&input, &rules, &answer))
        }
        _ => return Err(PyValueError::new_err(format!("no explorer call {call:?}"))),
    })
}

fn arg<'a, 'py>(args: &'a [Bound<'py, PyAny>], i: usize) -> PyResult<&'a Bound<'py, PyAny>> {
    args.get(i)
        .ok_or_else(|| PyValueError::new_err(format!("argument {} is missing", i + 1)))
}
