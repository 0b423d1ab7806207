//! The planner every face asks: a request becomes a plan, and running the plan makes the
//! views.
//!
//! A face says what it wants and the limits: both answers by a strategy ([`Solve`]), the turns
//! written out ([`Turns`]), the exact statistics ([`Stats`]), the practice game told turn by
//! turn ([`Trace`]). The plan estimates the whole run before any of it starts, in time and
//! memory ([`Cost`], whose steps are nanoseconds of the reference CPU), and refuses it at once
//! with that figure when it passes the limits; what two views need is planned once (the answer
//! of part 2 and each player's chance share one set of tables). A plan says what it will cost
//! ([`Plan::cost`]) before it runs, so that a face can choose how to run it (the Python
//! package runs a long plan where Ctrl-C reaches it); [`Plan::run`] runs it.
//!
//! ```
//! use dirac::{Game, Limits, Rules, plan::{Plan, Solve}};
//!
//! let game = Game::example(Rules::default()).unwrap();
//! let plan = Solve::default().plan(&game, &Limits::default())?;
//! assert!(plan.cost().steps() < 1_000_000, "well under a millisecond");
//! let solved = plan.run()?;
//! assert_eq!(solved.view.dirac.unwrap().answer, "444356092776315");
//! # Ok::<(), dirac::Error>(())
//! ```

mod check;
mod explore;
mod solve;

use std::ops::RangeInclusive;

pub use crate::cost::Written;
pub use check::{Check, CheckPlan, CompareTrace, CompareTracePlan};
pub use explore::{
    Analysis, AnalysisPlan, Atlas, AtlasPlan, Layer, LayerPlan, Scan, ScanPlan, Simulate,
    SimulatePlan, Sweep, SweepPlan, Tuples, TuplesPlan,
};
pub use solve::{Parts, Solve, SolvePlan, Solved};

use crate::cost::{self, Checked, TurnsUse};
use crate::error::Error;
use crate::game::Game;
use crate::limits::{Cost, Limits};
use crate::practice;
use crate::tables::kernel::Kernel;
use crate::view::{Digits, RoundsChart, StatsView, TraceView, TurnsView};

/// A plan: its estimate, known before it runs, and its run, which makes its view.
pub trait Plan {
    /// What the run makes.
    type View;

    /// The estimate of the whole run, within the limits it was planned under.
    fn cost(&self) -> Cost;

    /// The kernel the plan chose for the per-player tables, which the estimate priced and the
    /// run uses ([`Kernel::Scalar`] for a plan that builds no tables: its work is scalar).
    fn kernel(&self) -> Kernel;

    /// What the plan assumed: its estimate and its kernel, as
    /// [`PlanView::of`](crate::view::PlanView::of) tells them.
    fn assumed(&self) -> (Cost, Kernel) {
        (self.cost(), self.kernel())
    }

    /// Runs the plan.
    fn run(&self) -> Result<Self::View, Error>;
}

impl Plan for SolvePlan<'_> {
    type View = Solved;

    fn cost(&self) -> Cost {
        SolvePlan::cost(self)
    }

    fn kernel(&self) -> Kernel {
        SolvePlan::kernel(self)
    }

    fn run(&self) -> Result<Solved, Error> {
        SolvePlan::run(self)
    }
}

/// The Dirac game turn by turn, every count written out (`dirac turns`), by a renderer that
/// holds what `written` says while it writes.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub struct Turns {
    /// The renderer's own model of its bytes.
    pub written: Written,
}

/// A plan of [`Turns`].
#[derive(Debug, Clone)]
pub struct TurnsPlan(Checked);

impl Turns {
    /// The plan of the turns of `game` under `limits`: the tables, the turn table and every
    /// count written, checked whole.
    pub fn plan(&self, game: &Game, limits: &Limits) -> Result<TurnsPlan, Error> {
        cost::check_turns(game, limits, TurnsUse::Written(self.written)).map(TurnsPlan)
    }
}

impl Plan for TurnsPlan {
    type View = (TurnsView, RoundsChart);

    fn cost(&self) -> Cost {
        self.0.cost()
    }

    fn kernel(&self) -> Kernel {
        self.0.kernel()
    }

    fn run(&self) -> Result<(TurnsView, RoundsChart), Error> {
        TurnsView::with_chart(&self.0)
    }
}

/// The Dirac game's exact statistics and how the practice game ends (`dirac stats`), with
/// counts written as `digits` says.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Stats {
    /// How the view writes its counts and fractions.
    pub digits: Digits,
}

/// A plan of [`Stats`].
#[derive(Debug, Clone)]
pub struct StatsPlan {
    checked: Checked,
    digits: Digits,
}

impl Stats {
    /// The plan of the statistics of `game` under `limits`: the tables, the turn table and the
    /// exact fractions, checked whole.
    pub fn plan(&self, game: &Game, limits: &Limits) -> Result<StatsPlan, Error> {
        Ok(StatsPlan {
            checked: cost::check_turns(game, limits, TurnsUse::Stats)?,
            digits: self.digits,
        })
    }
}

impl Plan for StatsPlan {
    type View = StatsView;

    fn cost(&self) -> Cost {
        self.checked.cost()
    }

    fn kernel(&self) -> Kernel {
        self.checked.kernel()
    }

    fn run(&self) -> Result<StatsView, Error> {
        StatsView::of(&self.checked, self.digits)
    }
}

/// The practice game told turn by turn (`dirac trace`): the turns `turns` (numbered over every
/// player's turns from 1), or those of them played before the game ends, by a renderer that
/// holds what `written` says.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Trace {
    /// The turns to tell.
    pub turns: RangeInclusive<u64>,
    /// The renderer's own model of its bytes.
    pub written: Written,
}

/// A plan of [`Trace`]: the game's length is known once it is planned.
#[derive(Debug, Clone)]
pub struct TracePlan {
    game: Game,
    request: Trace,
    /// The game played to its end, once, when it was planned.
    outcome: crate::practice::PracticeOutcome,
    cost: Cost,
}

impl Trace {
    /// The plan of the trace of `game` under `limits`: the game played to its end first (its
    /// length bounds the simulation), then the turns simulated, kept, viewed and written,
    /// checked whole. Turns that start after the game's last are an error
    /// ([`Error::PastTheEnd`]), told by the plan before any run.
    pub fn plan(&self, game: &Game, limits: &Limits) -> Result<TracePlan, Error> {
        let (outcome, cost) = practice::trace_estimate(game, &self.turns, limits, &self.written)?;
        if !self.turns.is_empty() && u128::from(*self.turns.start()) > outcome.turns() {
            return Err(Error::PastTheEnd {
                ended: outcome.turns(),
                first: *self.turns.start(),
            });
        }
        Ok(TracePlan {
            game: game.clone(),
            request: self.clone(),
            outcome,
            cost,
        })
    }

    /// The turns of the whole game.
    pub fn whole() -> RangeInclusive<u64> {
        1..=u64::MAX
    }
}

impl TracePlan {
    /// Turns of all players the whole game lasts.
    pub fn game_turns(&self) -> u128 {
        self.outcome.turns()
    }
}

impl Plan for TracePlan {
    type View = TraceView;

    fn cost(&self) -> Cost {
        self.cost
    }

    fn kernel(&self) -> Kernel {
        Kernel::Scalar
    }

    fn run(&self) -> Result<TraceView, Error> {
        let trace = practice::trace_of_played(
            &self.game,
            self.request.turns.clone(),
            self.outcome.clone(),
        )?;
        Ok(TraceView::new(&self.game, &trace))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::Rules;

    #[test]
    fn each_plan_runs_what_it_estimated_and_refuses_past_the_limits() {
        let game = Game::example(Rules::default()).unwrap();
        let limits = Limits::default();
        let turns = Turns::default().plan(&game, &limits).unwrap();
        let (view, _) = turns.run().unwrap();
        assert_eq!(view.players.len(), 2);
        let stats = Stats {
            digits: Digits::All,
        }
        .plan(&game, &limits)
        .unwrap();
        assert_eq!(stats.run().unwrap().win_probability[0].percent, "77.60%");
        let trace = Trace {
            turns: Trace::whole(),
            written: Written::NOTHING,
        }
        .plan(&game, &limits)
        .unwrap();
        assert_eq!(trace.game_turns(), 331);
        assert_eq!(trace.run().unwrap().rows.len(), 331);
        let nothing = Limits {
            max_work: 1,
            max_memory: 1,
        };
        assert!(matches!(
            Turns::default().plan(&game, &nothing),
            Err(Error::Refused(_))
        ));
        assert!(matches!(
            Trace {
                turns: 1..=10,
                written: Written::NOTHING
            }
            .plan(
                &game,
                &Limits {
                    max_work: u64::MAX,
                    max_memory: 1
                }
            ),
            Err(Error::Refused(_))
        ));
    }
}
