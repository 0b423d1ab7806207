//! A plan told without running it (`--explain`, like a database's EXPLAIN), and beside what its
//! run measured (`--explain=analyze`).

#[cfg(feature = "serde")]
use serde::{Deserialize, Serialize};

use crate::error::Error;
use crate::limits::{Cost, Limits, Reason, Refusal};
use crate::num::Count;
use crate::tables::kernel::Kernel;
use crate::work::Op;

/// What a plan would do: its estimate in time and memory, the kernel it assumes, and whether
/// the limits let it run (the refusal word for word when they do not).
#[derive(Debug, Clone, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(Serialize, Deserialize))]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[cfg_attr(feature = "serde", serde(deny_unknown_fields))]
pub struct PlanView {
    /// What was planned: the command (`solve`, `sweep`, ...) or the call.
    pub request: String,
    /// The kernel the plan chose, which the estimate prices and the run takes: `avx512`,
    /// `avx2` or `scalar` (`scalar` for a plan that builds no per-player tables: its work is
    /// scalar code).
    pub kernel: String,
    /// The estimated work by kind of operation, those the run does at all.
    pub work: Vec<WorkView>,
    /// The whole estimate in steps: nanoseconds of work on the reference CPU, the bytes held
    /// touched included.
    #[cfg_attr(feature = "schema", schemars(with = "crate::view::CountSchema"))]
    pub steps: Count,
    /// `steps` as a time on the reference CPU, rounded: `0.32 ms`.
    pub time: String,
    /// Bytes held at once, at most.
    #[cfg_attr(feature = "schema", schemars(with = "crate::view::CountSchema"))]
    pub memory: Count,
    /// `memory` as text, rounded: `5.1 MiB`.
    pub held: String,
    /// The most steps the limits allow.
    #[cfg_attr(feature = "schema", schemars(with = "crate::view::CountSchema"))]
    pub max_work: Count,
    /// The most bytes the limits allow.
    #[cfg_attr(feature = "schema", schemars(with = "crate::view::CountSchema"))]
    pub max_memory: Count,
    /// Why the limits refuse it, as the refusal says it; `null` when it would run.
    pub refused: Option<String>,
    /// What the run took, beside the estimate (`--explain=analyze`); `null` when it was not
    /// run.
    pub measured: Option<MeasuredView>,
}

/// One kind of operation in an estimate.
#[derive(Debug, Clone, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(Serialize, Deserialize))]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[cfg_attr(feature = "serde", serde(deny_unknown_fields))]
pub struct WorkView {
    /// The kind, as `dirac bench` and the refusals name it: `cell-moves`, `word products`, ...
    pub op: String,
    /// How many, at most.
    #[cfg_attr(feature = "schema", schemars(with = "crate::view::CountSchema"))]
    pub count: Count,
    /// Their steps: the count weighed by the kind's time on the reference CPU.
    #[cfg_attr(feature = "schema", schemars(with = "crate::view::CountSchema"))]
    pub steps: Count,
}

/// What a run took.
#[derive(Debug, Clone, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(Serialize, Deserialize))]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[cfg_attr(feature = "serde", serde(deny_unknown_fields))]
pub struct MeasuredView {
    /// Nanoseconds the run took on this machine, its view included.
    pub nanoseconds: u64,
    /// The same as a time, rounded.
    pub time: String,
    /// The estimate's steps over the time taken: above 1 where this machine is faster than the
    /// reference CPU or the estimate a bound well above the run, to two places.
    pub estimate_over_measured: String,
}

impl PlanView {
    /// The plan of `request` under `limits`, from what planning it gave: its estimate, or the
    /// limits' refusal and its figure. Any other error (a bad request, a fixed size of
    /// dirac's, which no limits change) is returned as it is: there is no figure to tell.
    ///
    /// ```
    /// use dirac::{Game, Limits, Rules, plan::{Plan, Solve}, view::PlanView};
    ///
    /// let game = Game::example(Rules::builder().dirac_target(1000).build()?).unwrap();
    /// let limits = Limits { max_work: 1000, ..Limits::default() };
    /// let planned = Solve::default().plan(&game, &limits);
    /// let told = PlanView::of("solve", planned.as_ref().map(Plan::assumed), &limits)?;
    /// assert!(told.refused.unwrap().contains("over the limit of 1000 steps"));
    /// assert!(told.steps > dirac::Count::from(limits.max_work));
    /// let small = Game::example(Rules::default()).unwrap();
    /// let limits = Limits::default();
    /// let planned = Solve::default().plan(&small, &limits);
    /// assert_eq!(PlanView::of("solve", planned.as_ref().map(Plan::assumed), &limits)?.refused, None);
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn of(
        request: &str,
        planned: Result<(Cost, Kernel), &Error>,
        limits: &Limits,
    ) -> Result<PlanView, Error> {
        let (cost, kernel, refused) = match planned {
            Ok((cost, kernel)) => (cost, kernel, None),
            // A refused plan chose the kernel every plan chooses on this machine.
            Err(Error::Refused(
                refusal @ Refusal {
                    reason: Reason::OverLimits { cost, .. },
                    ..
                },
            )) => (**cost, Kernel::active(), Some(refusal.to_string())),
            // A fixed size of dirac's, or a bad request: no figure to tell, refused as running
            // it would be.
            Err(e) => return Err((*e).clone()),
        };
        let steps = cost.steps();
        Ok(PlanView {
            request: request.to_owned(),
            kernel: kernel.name().to_owned(),
            work: Op::ALL
                .into_iter()
                .filter(|&op| cost.work.count(op) > 0)
                .map(|op| {
                    let count = cost.work.count(op);
                    WorkView {
                        op: op.name().to_owned(),
                        count: Count::from(count),
                        steps: Count::from(crate::work::steps_of(
                            count.saturating_mul(op.picoseconds()),
                        )),
                    }
                })
                .collect(),
            steps: Count::from(steps),
            time: crate::limits::duration(steps),
            memory: Count::from(cost.memory),
            held: crate::limits::bytes(cost.memory),
            max_work: Count::from(limits.max_work),
            max_memory: Count::from(limits.max_memory),
            refused,
            measured: None,
        })
    }

    /// The same, with what its run took: `nanoseconds` on this machine.
    #[must_use]
    pub fn measured(mut self, nanoseconds: u64) -> PlanView {
        let estimate = self.steps.to_u128().unwrap_or(u128::MAX);
        let ratio = crate::num::Fraction::new(
            Count::from(estimate),
            Count::from(u128::from(nanoseconds.max(1))),
        )
        .unwrap_or_else(crate::num::Fraction::zero);
        self.measured = Some(MeasuredView {
            nanoseconds,
            time: crate::limits::duration(u128::from(nanoseconds)),
            estimate_over_measured: ratio.decimal(2),
        });
        self
    }
}
