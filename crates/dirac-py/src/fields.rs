//! A result's fields, made on first read. A result is an instance of its generated class in
//! `_views.py` that holds, at first, only the engine's handle on its view (`_h`, with the
//! result's path in the view): each field of the class is a [`Field`], which on first read takes that field
//! from the view ([`crate::pick`]), makes its Python value and keeps it in the instance.
//!
//! A call costs the engine's work and the objects it returns, not the objects of every field:
//! `Game.parse(text).dirac().answer` makes one `int`, not the shares, the rules and the rest.
//! A result read back from a pickle, and a row made whole, hold their values already; the
//! class's dataclass methods (equality, hashing, `repr`) read every field.

use pyo3::exceptions::PyAttributeError;
use pyo3::intern;
use pyo3::prelude::*;
use pyo3::sync::PyOnceLock;
use pyo3::types::{PyDict, PyList, PyString};
use serde_json::Value;
use std::collections::BTreeSet;

use crate::errors;
use crate::pick::{Found, Want};
use crate::results::{self, Handle};

/// How a field's value is made from the view's.
#[derive(Debug)]
enum Make {
    /// As the view writes it (a string, a whole number, a flag).
    Raw,
    /// A count, written in decimal digits: an `int`.
    Count,
    /// A view of its own: an instance of the class of this name in `_views.py`, itself made
    /// field by field. (The class's name, interned: looked up on every read.)
    View(Py<PyString>),
    /// By this function of the view's value (as JSON reads it) and the handle.
    By(Py<PyAny>),
}

/// What this face holds beside a sweep's view when every field of the result is read: a cell's
/// Python objects (the cell, its tuples, counts, probabilities and strings, some 2 KB), the
/// cell's JSON value and its dict while they are made, one item at a time ([`Items`]) but the
/// field's values written at once, and a data frame's row; a count's digits in the JSON and
/// in an `int`. The planner adds it to the sweep's estimate in place of the command's
/// renderer's. Calibrated against the whole process's peak in `tests/test_memory.py` (5.0 KB a
/// cell in all on a board of 300, against 6.3 KB estimated).
pub(crate) const SWEEP_WRITTEN: dirac::plan::Written = dirac::plan::Written {
    fixed: 64 << 10,
    per_row: 5200,
    per_count: 64,
    per_digit: 4,
};

/// The same for a trace's rows: a row's objects and its JSON while it is made, some 1.7 KB
/// a turn in all for a trace of 100,000 turns, against 2.2 KB estimated
/// (`tests/test_memory.py`).
pub(crate) const TRACE_WRITTEN: dirac::plan::Written = dirac::plan::Written {
    fixed: 64 << 10,
    per_row: 1800,
    per_count: 40,
    per_digit: 4,
};

/// A field of a generated result class: a descriptor that makes its value on first read.
#[pyclass(frozen, module = "dirac_dice._native")]
#[derive(Debug)]
pub(crate) struct Field {
    /// Made once for every field of that name ([`name`]): a result's path holds it.
    name: &'static str,
    /// The name as a Python string, made once: the key the value is kept under.
    key: Py<PyString>,
    make: Make,
}

#[pymethods]
impl Field {
    /// The field `name`, made as a count, as an instance of `view`, by `by(value, handle)`, or
    /// as written.
    #[new]
    #[pyo3(signature = (name, *, count = false, view = None, by = None))]
    fn new(
        py: Python<'_>,
        name: String,
        count: bool,
        view: Option<String>,
        by: Option<Py<PyAny>>,
    ) -> Field {
        let make = match (count, view, by) {
            (true, _, _) => Make::Count,
            (_, Some(view), _) => Make::View(PyString::intern(py, &view).unbind()),
            (_, _, Some(by)) => Make::By(by),
            _ => Make::Raw,
        };
        let key = PyString::intern(py, &name).unbind();
        Field {
            name: self::name(&name),
            key,
            make,
        }
    }

    fn __get__<'py>(
        &self,
        py: Python<'py>,
        obj: Option<Bound<'py, PyAny>>,
        _owner: Option<Bound<'py, PyAny>>,
    ) -> PyResult<Bound<'py, PyAny>> {
        // Read on the class (as `dataclasses` does, for a default): none.
        let Some(obj) = obj.filter(|o| !o.is_none()) else {
            return Err(PyAttributeError::new_err(self.name));
        };
        let fields = obj
            .getattr(intern!(py, "__dict__"))?
            .cast_into::<PyDict>()
            .map_err(PyErr::from)?;
        let Some(handle) = fields.get_item(intern!(py, "_h"))? else {
            return Err(PyAttributeError::new_err(self.name));
        };
        let holder = handle.cast::<Handle>().map_err(PyErr::from)?.get();
        let path = holder.path_to(self.name);
        let want = match self.make {
            Make::View(_) => Want::Probe,
            _ => Want::Value,
        };
        let found = holder
            .pick(&path, want)
            .map_err(|e| errors::internal_message(py, e))?;
        let value = match (&self.make, found) {
            (_, Found::Nothing) => py.None().into_bound(py),
            (Make::View(class), Found::View) => results::lazy(
                py,
                &results::view_class(py, class.bind(py))?,
                holder.at(path),
            )?,
            (Make::View(class), Found::Value(value)) => results::view_class(py, class.bind(py))?
                .call_method1(intern!(py, "_of"), (to_py(py, &value)?, &handle))?,
            (Make::Count, Found::Value(Value::String(digits))) => count(py, &digits)?,
            // A list's items are made one at a time as the class's expression reads them
            // (`tuple(Row._of(x, h) for x in v)`): each item's dict is gone before the next is
            // made, and Ctrl-C reaches Python between items (a sweep of a board of 1000 has a
            // million cells).
            (Make::By(by), Found::Value(Value::Array(items))) => {
                by.bind(py).call1((Items::new(items), &handle))?
            }
            (Make::By(by), Found::Value(value)) => {
                by.bind(py).call1((to_py(py, &value)?, &handle))?
            }
            (_, Found::Value(value)) => to_py(py, &value)?,
            (_, Found::View) => return Err(errors::internal(py, "a view where a value was read")),
        };
        fields.set_item(self.key.bind(py), &value)?;
        Ok(value)
    }

    fn __repr__(&self) -> String {
        format!("Field({:?})", self.name)
    }
}

/// The field name `name`, kept for the process's life, once whatever the fields of that name:
/// the generated classes make their fields once, at their first use, from about 180 names. (A
/// `Field` made by hand with a name of its own keeps that name too: a few bytes, once.)
fn name(name: &str) -> &'static str {
    static NAMES: std::sync::Mutex<BTreeSet<&'static str>> = std::sync::Mutex::new(BTreeSet::new());
    let mut names = NAMES
        .lock()
        .unwrap_or_else(std::sync::PoisonError::into_inner);
    if let Some(&kept) = names.get(name) {
        return kept;
    }
    let kept: &'static str = Box::leak(name.into());
    names.insert(kept);
    kept
}

/// A list field's items, each made into its Python value (as `json.loads` reads it) when the
/// iteration reaches it, and the view's copy of it dropped then.
#[pyclass(frozen, module = "dirac_dice._native")]
#[derive(Debug)]
pub(crate) struct Items {
    rest: std::sync::Mutex<std::vec::IntoIter<Value>>,
}

impl Items {
    fn new(items: Vec<Value>) -> Items {
        Items {
            rest: std::sync::Mutex::new(items.into_iter()),
        }
    }

    fn rest(&self) -> std::sync::MutexGuard<'_, std::vec::IntoIter<Value>> {
        // A panic cannot leave the iterator half moved: take it as it is.
        self.rest
            .lock()
            .unwrap_or_else(std::sync::PoisonError::into_inner)
    }
}

#[pymethods]
impl Items {
    fn __iter__(slf: PyRef<'_, Self>) -> PyRef<'_, Self> {
        slf
    }

    fn __next__<'py>(&self, py: Python<'py>) -> PyResult<Option<Bound<'py, PyAny>>> {
        let item = self.rest().next();
        item.map(|item| to_py(py, &item)).transpose()
    }

    /// The items not yet made.
    fn __len__(&self) -> usize {
        self.rest().len()
    }
}

static COUNT: PyOnceLock<Py<PyAny>> = PyOnceLock::new();

/// A count's digits as an `int` (an answer checked may be negative): in machine words where
/// they fit, else by `_numbers._count` (exact however long).
fn count<'py>(py: Python<'py>, digits: &str) -> PyResult<Bound<'py, PyAny>> {
    // A machine word is one call of the stable ABI; 128 bits are several.
    if let Ok(small) = digits.parse::<u64>() {
        return Ok(small.into_pyobject(py)?.into_any());
    }
    if let Ok(small) = digits.parse::<u128>() {
        return Ok(small.into_pyobject(py)?.into_any());
    }
    if let Ok(small) = digits.parse::<i128>() {
        return Ok(small.into_pyobject(py)?.into_any());
    }
    let count = COUNT.get_or_try_init(py, || {
        Ok::<_, PyErr>(
            PyModule::import(py, "dirac_dice._numbers")?
                .getattr("_count")?
                .unbind(),
        )
    })?;
    count.bind(py).call1((digits,))
}

/// A value as `json.loads` reads it: `None`, `bool`, `int`, `float`, `str`, `list`, `dict`.
fn to_py<'py>(py: Python<'py>, value: &Value) -> PyResult<Bound<'py, PyAny>> {
    Ok(match value {
        Value::Null => py.None().into_bound(py),
        Value::Bool(b) => b.into_pyobject(py)?.to_owned().into_any(),
        Value::Number(n) => match (n.as_u64(), n.as_i64(), n.as_f64()) {
            (Some(u), _, _) => u.into_pyobject(py)?.into_any(),
            (_, Some(i), _) => i.into_pyobject(py)?.into_any(),
            (_, _, Some(f)) => f.into_pyobject(py)?.into_any(),
            _ => {
                return Err(errors::internal(
                    py,
                    "a number of the view JSON cannot hold",
                ));
            }
        },
        Value::String(s) => PyString::new(py, s).into_any(),
        Value::Array(items) => {
            let list = PyList::empty(py);
            for item in items {
                list.append(to_py(py, item)?)?;
            }
            list.into_any()
        }
        Value::Object(fields) => {
            let dict = PyDict::new(py);
            for (key, item) in fields {
                dict.set_item(key, to_py(py, item)?)?;
            }
            dict.into_any()
        }
    })
}
