//! `--explain`: what a command would do, told by its plans, instead of its output; with
//! `--explain=analyze`, each plan run and timed beside its estimate.

use std::time::Instant;

use dirac::Limits;
use dirac::plan::Plan;
use dirac::view::PlanView;

use super::{Render, to_json};
use crate::cli::Explain;
use crate::failure::Failure;
use dirac_render::doc::Doc;

/// The plans of one command.
#[derive(Debug)]
pub(crate) struct Told(pub(crate) Vec<PlanView>);

/// The plan `planned` of `request` under `limits`, told; with [`Explain::Analyze`], run and
/// timed (a refused plan is told, not run).
pub(crate) fn tell<P: Plan>(
    request: &str,
    planned: Result<P, dirac::Error>,
    limits: &Limits,
    mode: Explain,
) -> Result<PlanView, Failure> {
    let told = PlanView::of(request, planned.as_ref().map(Plan::assumed), limits)?;
    match (mode, planned) {
        (Explain::Analyze, Ok(plan)) => {
            let began = Instant::now();
            drop(plan.run()?);
            let nanoseconds = u64::try_from(began.elapsed().as_nanos()).unwrap_or(u64::MAX);
            Ok(told.measured(nanoseconds))
        }
        _ => Ok(told),
    }
}

impl Render for Told {
    fn doc(&self) -> Doc {
        dirac_render::planned::doc(&self.0)
    }

    fn json(&self) -> String {
        to_json(&self.0)
    }

    fn csv(&self) -> String {
        dirac_render::planned::csv(&self.0)
    }
}
