//! The results: a view of the library becomes the generated class of the same name in
//! `python/dirac_dice/_views.py`, which keeps a [`Handle`] on the view, for its display and
//! for its fields, each made when first read (`fields.rs`). No field is named here: the
//! classes, their fields and their types come from the views' schema
//! (`crates/dirac-py/generate.py`).
//!
//! Notebooks display a result as HTML drawn by `dirac_render`: the answer tables and the SVG
//! charts of `dirac report`.

use dirac::view::{
    CheckView, Digits, LayerView, RoundsChart, ScanView, SimulationView, SolveView, StatsView,
    SweepView, TraceView, TurnsView,
};
use dirac_render::doc::Doc;
use dirac_render::{answers, chart, html};
use pyo3::intern;
use pyo3::prelude::*;
use pyo3::sync::PyOnceLock;
use pyo3::types::{PyDict, PyString};
use smallvec::SmallVec;
use std::sync::Arc;

use crate::errors;
use crate::pick::{Found, Want, pick};

/// A view the package returns, with what its display needs beside it.
#[derive(Debug)]
pub(crate) enum Held {
    Solve(SolveView),
    Turns(TurnsView, RoundsChart),
    Stats(StatsView),
    Simulation(SimulationView),
    Layer(LayerView),
    Trace(TraceView),
    Sweep(dirac::Rules, SweepView),
    Scan(ScanView),
    Check(CheckView),
    /// A plan told instead of run (`explain=True`).
    Plan(dirac::view::PlanView),
}

static CLASSES: PyOnceLock<Py<PyDict>> = PyOnceLock::new();

/// The generated result class `name` of `_views.py`, read from the module's namespace (taken
/// once, at the first result): a dictionary's lookup with an interned key, on every call, in
/// place of the module's own attribute lookup (callgrind: some 150 instructions fewer a call).
pub(crate) fn view_class<'py>(
    py: Python<'py>,
    name: &Bound<'py, PyString>,
) -> PyResult<Bound<'py, PyAny>> {
    let classes = CLASSES.get_or_try_init(py, || {
        PyModule::import(py, "dirac_dice._views").map(|views| views.dict().unbind())
    })?;
    classes
        .bind(py)
        .get_item(name)?
        .ok_or_else(|| errors::internal(py, "a result class that _views.py does not define"))
}

impl Held {
    /// The view as its class of `_views.py`, holding its handle: its fields are made when
    /// first read (`fields.rs`).
    pub(crate) fn into_py(self, py: Python<'_>) -> PyResult<Bound<'_, PyAny>> {
        let class = match &self {
            Held::Solve(_) => intern!(py, "Solve"),
            Held::Turns(..) => intern!(py, "Turns"),
            Held::Stats(_) => intern!(py, "Stats"),
            Held::Simulation(_) => intern!(py, "Simulation"),
            Held::Layer(_) => intern!(py, "Layer"),
            Held::Trace(_) => intern!(py, "Trace"),
            Held::Sweep(..) => intern!(py, "Sweep"),
            Held::Scan(_) => intern!(py, "Scan"),
            Held::Check(_) => intern!(py, "Check"),
            Held::Plan(_) => intern!(py, "Plan"),
        };
        self.into_py_at(py, class, &[])
    }

    /// The view's field at `path`, a view of its own, as its class `class` of `_views.py`
    /// (`Game.dirac()` is a solve's `dirac`), holding the handle on the whole. (The class's
    /// name is interned: it is looked up on every call.)
    pub(crate) fn into_py_at<'py>(
        self,
        py: Python<'py>,
        class: &Bound<'py, PyString>,
        path: &[&'static str],
    ) -> PyResult<Bound<'py, PyAny>> {
        let handle = Handle {
            held: Arc::new(self),
            path: Path::from_slice(path),
        };
        lazy(py, &view_class(py, class)?, handle)
    }

    /// The field of the view at `path`.
    fn pick(&self, path: &[&str], want: Want) -> Result<Found, String> {
        match self {
            Held::Solve(v) => pick(v, path, want),
            Held::Turns(v, _) => pick(v, path, want),
            Held::Stats(v) => pick(v, path, want),
            Held::Simulation(v) => pick(v, path, want),
            Held::Layer(v) => pick(v, path, want),
            Held::Trace(v) => pick(v, path, want),
            Held::Sweep(_, v) => pick(v, path, want),
            Held::Scan(v) => pick(v, path, want),
            Held::Check(v) => pick(v, path, want),
            Held::Plan(v) => pick(v, path, want),
        }
    }
}

/// An instance of `class` that holds only `handle`: its fields are made when read.
pub(crate) fn lazy<'py>(
    py: Python<'py>,
    class: &Bound<'py, PyAny>,
    handle: Handle,
) -> PyResult<Bound<'py, PyAny>> {
    let made = class.call_method1(intern!(py, "__new__"), (class,))?;
    made.getattr(intern!(py, "__dict__"))?
        .cast_into::<PyDict>()
        .map_err(PyErr::from)?
        .set_item(intern!(py, "_h"), Bound::new(py, handle)?)?;
    Ok(made)
}

/// The engine's hold on a result's view: what draws it (`_shown.py` calls these).
#[pyclass(frozen, module = "dirac_dice._native")]
#[derive(Debug)]
pub(crate) struct Handle {
    held: Arc<Held>,
    /// Where in the view the result that holds this handle is: the names of fields, from the
    /// top (empty for the top).
    path: Path,
}

/// A path of field names in a view, from the top: the names are the classes' own, made once
/// ([`crate::fields`]), so a path is a few pointers, made and extended without an allocation
/// (two paths and three strings were allocated and freed on every field read, some 500
/// instructions of `Game.parse(text).practice().answer`, callgrind).
pub(crate) type Path = SmallVec<[&'static str; 4]>;

impl Handle {
    /// The path of the field `name` of the result that holds this handle.
    pub(crate) fn path_to(&self, name: &'static str) -> Path {
        let mut path = self.path.clone();
        path.push(name);
        path
    }

    /// The field of the view at `path` ([`crate::pick`]).
    pub(crate) fn pick(&self, path: &[&str], want: Want) -> Result<Found, String> {
        self.held.pick(path, want)
    }

    /// The handle of the view's field at `path`, on the same view.
    pub(crate) fn at(&self, path: Path) -> Handle {
        Handle {
            held: Arc::clone(&self.held),
            path,
        }
    }
}

#[pymethods]
impl Handle {
    /// The view as the command writes it as text, without the last line's end (which
    /// `print()` adds).
    fn text(&self) -> Option<String> {
        let doc = match &*self.held {
            Held::Solve(v) => answers::solve(v),
            Held::Turns(v, _) => dirac_render::turns::doc(v),
            Held::Stats(v) => dirac_render::stats::doc(v),
            Held::Simulation(v) => dirac_render::simulate::doc(v),
            Held::Layer(v) => dirac_render::layer::doc(v),
            Held::Trace(v) => dirac_render::trace::doc(v),
            Held::Sweep(_, v) => dirac_render::sweep::tuples_doc(v),
            Held::Scan(v) => dirac_render::scan::doc(v),
            Held::Check(v) => dirac_render::check::doc(v, dirac_render::check::REVEAL_KEYWORD),
            Held::Plan(v) => dirac_render::planned::doc(std::slice::from_ref(v)),
        };
        let mut text = dirac_render::doc::text(&doc, false);
        text.truncate(text.trim_end_matches('\n').len());
        Some(text)
    }

    /// The view as a notebook shows it; `part` (`practice` or `dirac`) for that part's
    /// answer table alone.
    fn html(&self, py: Python<'_>, part: Option<&str>) -> PyResult<String> {
        if let Some(part) = part {
            return self.part(py, part);
        }
        Ok(match &*self.held {
            Held::Solve(v) => notebook(answers::solve(v)),
            Held::Turns(..) | Held::Scan(_) => {
                let svg = html::inline_svg(&self.svg(py)?.unwrap_or_default()).into_string();
                match &*self.held {
                    Held::Scan(v) => format!("{svg}{}", notebook(dirac_render::scan::doc(v))),
                    _ => svg,
                }
            }
            Held::Stats(v) => notebook(dirac_render::stats::doc(v)),
            Held::Simulation(v) => notebook(dirac_render::simulate::doc(v)),
            Held::Layer(v) => notebook(dirac_render::layer::doc(v)),
            Held::Trace(v) => {
                dirac_render::trace::html(v, "print(trace) shows every line").into_string()
            }
            Held::Check(v) => notebook(dirac_render::check::doc(
                v,
                dirac_render::check::REVEAL_KEYWORD,
            )),
            Held::Sweep(rules, v) => sweep_html(py, rules, v)?,
            Held::Plan(v) => notebook(dirac_render::planned::doc(std::slice::from_ref(v))),
        })
    }

    /// The view's chart as SVG, as in `dirac report`; `None` where there is none (a sweep of
    /// more than three players).
    fn svg(&self, py: Python<'_>) -> PyResult<Option<String>> {
        let drawn = match &*self.held {
            Held::Turns(v, chart) => chart::turns(chart, &v.starts).map(Some),
            Held::Sweep(_, v) => sweep_svg(v),
            Held::Scan(v) => chart::scan(v).map(Some),
            _ => Ok(None),
        };
        drawn.map_err(|e| errors::internal_message(py, e.to_string()))
    }
}

impl Handle {
    /// One part's answer table, under the rules and starts of the view that holds it.
    fn part(&self, py: Python<'_>, part: &str) -> PyResult<String> {
        let (rules, starts, practice, dirac) = match &*self.held {
            Held::Solve(v) => (&v.rules, &v.starts, v.practice.as_ref(), v.dirac.as_ref()),
            Held::Stats(v) => (&v.rules, &v.starts, Some(&v.practice), None),
            Held::Trace(v) => (&v.rules, &v.starts, Some(&v.practice), None),
            _ => return Err(errors::internal(py, "this view holds no part")),
        };
        let view = SolveView {
            rules: rules.clone(),
            starts: starts.clone(),
            practice: practice.filter(|_| part == "practice").cloned(),
            dirac: dirac.filter(|_| part == "dirac").cloned(),
            contrast: String::new(),
        };
        Ok(notebook(answers::solve(&view)))
    }
}

/// The heatmap, for boards the page and the report draw ([`dirac::view::SWEEP_DRAWN`] spaces
/// at most); past them, the summary and where every pair is, so that a notebook's display
/// stays small.
fn sweep_html(py: Python<'_>, rules: &dirac::Rules, v: &SweepView) -> PyResult<String> {
    let drawn = v.players() != 2 || dirac::view::sweep_drawn(rules).is_ok();
    let svg = sweep_svg(v).map_err(|e| errors::internal_message(py, e.to_string()))?;
    if let Some(svg) = svg.filter(|_| drawn) {
        return Ok(html::inline_svg(&svg).into_string());
    }
    let mut doc = Doc::default();
    doc.line(format!(
        "The chart is drawn for two players on boards of at most {} spaces and for three; \
         this sweep of {} players on a board of {} has {} games: to_pandas() lists them all.",
        dirac::view::SWEEP_DRAWN,
        v.players(),
        v.rules.board,
        v.summary.games
    ));
    Ok(notebook(doc))
}

/// A sweep's chart: a heatmap for two players, a grid per start of player 3 for three; `None`
/// for other numbers.
fn sweep_svg(v: &SweepView) -> Result<Option<String>, dirac_render::ChartError> {
    match v.players() {
        2 => chart::sweep(v).map(Some),
        _ => chart::tuples(v),
    }
}

/// A document as a notebook shows it: within the report's bounds (its rows and its digits), so
/// that a result of any size displays in well under a megabyte, saying where the rest is.
fn notebook(doc: Doc) -> String {
    let (mut doc, cut) = doc.bounded(dirac_render::report::ROWS, Digits::REPORT);
    if cut {
        doc.line(
            "Shortened for display: the result's attributes hold every row and every digit \
             (and print() writes them all).",
        );
    }
    html::doc(&doc, 3).into_string()
}
