//! The view model's values as Python values: a count (a string of digits in the view) becomes
//! an `int`, exact however long; an exact fraction becomes a `fractions.Fraction` subclass that
//! carries the engine's roundings (`python/dirac_dice/_numbers.py`).

use dirac::Count;
use dirac::view::{FractionView, Probability, Share};
use num_bigint::BigUint;
use pyo3::prelude::*;
use pyo3::sync::PyOnceLock;
use pyo3::types::{PyBytes, PyInt, PyTuple, PyType};

use crate::errors;

static PROBABILITY: PyOnceLock<Py<PyType>> = PyOnceLock::new();
static EXPECTATION: PyOnceLock<Py<PyType>> = PyOnceLock::new();
static SHARE: PyOnceLock<Py<PyType>> = PyOnceLock::new();
static ROWS: PyOnceLock<Py<PyModule>> = PyOnceLock::new();

/// A count written with every digit, as a Python `int`. Past 64 bits it goes through its
/// bytes, which is exact at any length (Python's `int(str)` refuses more than 4300 digits).
pub(crate) fn int<'py>(py: Python<'py>, digits: &str) -> PyResult<Bound<'py, PyAny>> {
    if let Ok(small) = digits.parse::<u64>() {
        return Ok(small.into_pyobject(py)?.into_any());
    }
    let big: BigUint = digits
        .parse()
        .map_err(|_| errors::internal(py, "a count of the view is not a number"))?;
    count(py, &Count::from(big))
}

/// A count as a Python `int`, exact however long (through its bytes past 64 bits).
pub(crate) fn count<'py>(py: Python<'py>, count: &Count) -> PyResult<Bound<'py, PyAny>> {
    if let Some(small) = count.to_u64() {
        return Ok(small.into_pyobject(py)?.into_any());
    }
    let bytes = PyBytes::new(py, &count.to_biguint().to_bytes_le());
    py.get_type::<PyInt>()
        .call_method1("from_bytes", (bytes, "little"))
}

/// Counts as a tuple of `int`.
pub(crate) fn ints<'py>(py: Python<'py>, counts: &[String]) -> PyResult<Bound<'py, PyTuple>> {
    let items = counts
        .iter()
        .map(|c| int(py, c))
        .collect::<PyResult<Vec<_>>>()?;
    PyTuple::new(py, items)
}

/// Any items as a tuple.
pub(crate) fn tuple<'py, T>(
    py: Python<'py>,
    items: impl IntoIterator<Item = T>,
    mut each: impl FnMut(T) -> PyResult<Bound<'py, PyAny>>,
) -> PyResult<Bound<'py, PyTuple>> {
    let items = items
        .into_iter()
        .map(&mut each)
        .collect::<PyResult<Vec<_>>>()?;
    PyTuple::new(py, items)
}

/// A probability: `Probability(numerator, denominator, decimal, percent)`.
pub(crate) fn probability<'py>(py: Python<'py>, p: &Probability) -> PyResult<Bound<'py, PyAny>> {
    PROBABILITY
        .import(py, "dirac_dice._numbers", "Probability")?
        .call1((
            int(py, &p.numerator)?,
            int(py, &p.denominator)?,
            &p.decimal,
            &p.percent,
        ))
}

/// An exact expectation: `Expectation(numerator, denominator, decimal, short)`.
pub(crate) fn expectation<'py>(py: Python<'py>, f: &FractionView) -> PyResult<Bound<'py, PyAny>> {
    EXPECTATION
        .import(py, "dirac_dice._numbers", "Expectation")?
        .call1((
            int(py, &f.numerator)?,
            int(py, &f.denominator)?,
            &f.decimal,
            &f.short,
        ))
}

/// A share: `Share(part, whole, percent)`, exact from the view's counts.
pub(crate) fn share<'py>(py: Python<'py>, s: &Share) -> PyResult<Bound<'py, PyAny>> {
    let (part, whole) = s
        .exact()
        .ok_or_else(|| errors::internal(py, "a share of the view has no exact value"))?;
    SHARE.import(py, "dirac_dice._numbers", "Share")?.call1((
        count(py, part)?,
        count(py, whole)?,
        &s.percent,
    ))
}

/// A row type of `python/dirac_dice/_rows.py` (a named tuple), made from `args`.
pub(crate) fn row<'py, A>(py: Python<'py>, class: &str, args: A) -> PyResult<Bound<'py, PyAny>>
where
    A: pyo3::call::PyCallArgs<'py>,
{
    ROWS.get_or_try_init(py, || {
        PyModule::import(py, "dirac_dice._rows").map(Bound::unbind)
    })?
    .bind(py)
    .getattr(class)?
    .call1(args)
}

/// `pandas.DataFrame(data, **kwargs)`, or an `ImportError` that says how to get pandas.
pub(crate) fn data_frame<'py>(
    py: Python<'py>,
    data: Bound<'py, PyAny>,
    kwargs: Option<&Bound<'py, pyo3::types::PyDict>>,
) -> PyResult<Bound<'py, PyAny>> {
    let pandas = PyModule::import(py, "pandas").map_err(|_| {
        pyo3::exceptions::PyImportError::new_err(
            "to_pandas() needs pandas, which dirac_dice does not require: pip install pandas",
        )
    })?;
    pandas.getattr("DataFrame")?.call((data,), kwargs)
}
