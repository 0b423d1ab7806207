//! The results: a view of the library becomes the generated class of the same name in
//! `python/dirac_dice/_views.py` (made from the view's JSON, as the command writes it), which
//! keeps a [`Handle`] on the view for its display. No field is read here: the classes, their
//! fields and their types come from the views' schema (`crates/dirac-py/generate.py`).
//!
//! Notebooks display a result as HTML drawn by `dirac_render`: the answer tables and the SVG
//! charts of `dirac report`.

use dirac::view::{
    CheckView, Digits, LayerView, RoundsChart, ScanView, SimulationView, SolveView, StatsView,
    SweepView, TraceView, TurnsView,
};
use dirac_render::doc::Doc;
use dirac_render::{answers, chart, html};
use pyo3::prelude::*;
use pyo3::sync::PyOnceLock;

use crate::errors;

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
}

static VIEWS: PyOnceLock<Py<PyModule>> = PyOnceLock::new();
static LOADS: PyOnceLock<Py<PyAny>> = PyOnceLock::new();

impl Held {
    /// The view as its class of `_views.py`, holding its handle.
    pub(crate) fn into_py(self, py: Python<'_>) -> PyResult<Bound<'_, PyAny>> {
        let (class, json) = match &self {
            Held::Solve(v) => ("Solve", serde_json::to_string(v)),
            Held::Turns(v, _) => ("Turns", serde_json::to_string(v)),
            Held::Stats(v) => ("Stats", serde_json::to_string(v)),
            Held::Simulation(v) => ("Simulation", serde_json::to_string(v)),
            Held::Layer(v) => ("Layer", serde_json::to_string(v)),
            Held::Trace(v) => ("Trace", serde_json::to_string(v)),
            Held::Sweep(_, v) => ("Sweep", serde_json::to_string(v)),
            Held::Scan(v) => ("Scan", serde_json::to_string(v)),
            Held::Check(v) => ("Check", serde_json::to_string(v)),
        };
        let json = json.map_err(|e| errors::internal_message(py, e.to_string()))?;
        let loads = LOADS.get_or_try_init(py, || {
            Ok::<_, PyErr>(PyModule::import(py, "json")?.getattr("loads")?.unbind())
        })?;
        let data = loads.bind(py).call1((json,))?;
        let views = VIEWS.get_or_try_init(py, || {
            PyModule::import(py, "dirac_dice._views").map(Bound::unbind)
        })?;
        let handle = Bound::new(py, Handle { held: self })?;
        views
            .bind(py)
            .getattr(class)?
            .call_method1("_of", (data, handle))
    }
}

/// The engine's hold on a result's view: what draws it (`_shown.py` calls these).
#[pyclass(frozen, module = "dirac_dice._native")]
#[derive(Debug)]
pub(crate) struct Handle {
    held: Held,
}

#[pymethods]
impl Handle {
    /// The view as the command writes it as text, without the last line's end (which
    /// `print()` adds).
    fn text(&self) -> Option<String> {
        let doc = match &self.held {
            Held::Solve(v) => answers::solve(v),
            Held::Turns(v, _) => dirac_render::turns::doc(v),
            Held::Stats(v) => dirac_render::stats::doc(v),
            Held::Simulation(v) => dirac_render::simulate::doc(v),
            Held::Layer(v) => dirac_render::layer::doc(v),
            Held::Trace(v) => dirac_render::trace::doc(v),
            Held::Sweep(_, v) => dirac_render::sweep::tuples_doc(v),
            Held::Scan(v) => dirac_render::scan::doc(v),
            Held::Check(v) => dirac_render::check::doc(v),
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
        Ok(match &self.held {
            Held::Solve(v) => notebook(answers::solve(v)),
            Held::Turns(..) | Held::Scan(_) => {
                let svg = html::inline_svg(&self.svg(py)?.unwrap_or_default()).into_string();
                match &self.held {
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
            Held::Check(v) => notebook(dirac_render::check::doc(v)),
            Held::Sweep(rules, v) => sweep_html(py, rules, v)?,
        })
    }

    /// The view's chart as SVG, as in `dirac report`; `None` where there is none (a sweep of
    /// more than three players).
    fn svg(&self, py: Python<'_>) -> PyResult<Option<String>> {
        let drawn = match &self.held {
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
        let (rules, starts, practice, dirac) = match &self.held {
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
