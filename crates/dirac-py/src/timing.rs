//! The same call in Rust, and the engine's own call, timed in the same process: what the
//! package's speed test and its benchmark compare a Python call with, in turn
//! (`tests/test_speed.py`, `benches/python.py`).

use std::hint::black_box;
use std::time::Instant;

use dirac::plan::{self, Parts};
use dirac::view::Digits;
use dirac::{Game, Limits, Rules, Strategy, practice, quantum};
use pyo3::exceptions::PyValueError;
use pyo3::prelude::*;

use crate::errors;

/// Nanoseconds that `calls` calls take, each as `Game.parse(text).practice().answer` (`part`
/// 1) or `Game.parse(text).dirac().answer` (2) does it, without Python: parse, plan, run and
/// the view, and the answer read as a number. With `engine`, the engine's own call instead, as
/// criterion's `faces/part-N/engine` makes it: parse, play or count (per player), and the
/// answer.
#[pyfunction]
#[pyo3(signature = (text, part, calls, *, engine = false))]
pub(crate) fn _solve_in_rust(
    py: Python<'_>,
    text: &str,
    part: u8,
    calls: u32,
    engine: bool,
) -> PyResult<u64> {
    let parts = match part {
        1 => Parts::Practice,
        2 => Parts::Dirac,
        _ => return Err(PyValueError::new_err(format!("part 1 or 2, not {part}"))),
    };
    let request = plan::Solve {
        parts,
        strategy: Strategy::Auto,
        contrast: false,
        digits: Digits::All,
        written: dirac_render::answers::WRITTEN,
    };
    let limits = Limits::default();
    let faces = || -> Result<u128, dirac::Error> {
        let game = Game::parse(black_box(text), Rules::default())?;
        let view = request.plan(&game, &limits)?.run()?.view;
        let answer = match (&view.practice, &view.dirac) {
            (Some(p), _) => p.answer.to_u128(),
            (_, Some(d)) => d.answer.parse().ok(),
            _ => return Err(dirac::Error::Internal("a solve without its part")),
        };
        Ok(answer.unwrap_or(u128::MAX))
    };
    let alone = || -> Result<u128, dirac::Error> {
        let game = Game::parse(black_box(text), Rules::default())?;
        let answer = if parts == Parts::Practice {
            practice::play(&game, &limits)?.answer().to_u128()
        } else {
            quantum::solve(&game, Strategy::PerPlayer, &limits)?
                .answer()
                .to_u128()
        };
        Ok(answer.unwrap_or(u128::MAX))
    };
    let one: &dyn Fn() -> Result<u128, dirac::Error> = if engine { &alone } else { &faces };
    let began = Instant::now();
    for _ in 0..calls {
        black_box(one().map_err(|e| errors::from_dirac(py, &e))?);
    }
    Ok(u64::try_from(began.elapsed().as_nanos()).unwrap_or(u64::MAX))
}
