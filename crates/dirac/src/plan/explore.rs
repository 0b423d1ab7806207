//! The explorer's views, each asked of the planner like a solve: the page's analysis and a
//! player's grid, the sweep of every pair of starts (and one for each value of a rule), a scan
//! of one game over a rule's values, and games played with random dice.
//!
//! Each request's plan estimates its whole run and refuses it at once with that figure when it
//! passes the limits; running the plan makes the view. No face makes these views any other
//! way. The long ones (the sweep, the atlas, the scan) also run with a progress callback
//! (`run_with`), told the work done and in all as it goes.

use super::Plan;
use crate::analysis::{self, Layer as Grid};
use crate::cost::{self, Checked, TurnsUse, Written};
use crate::error::Error;
use crate::game::Game;
use crate::limits::{Cost, Limits, Subject};
use crate::rules::Rules;
use crate::scan::Values;
use crate::tables::kernel::Kernel;
use crate::view::{
    AnalysisView, AtlasCells, Digits, LayerView, ScanView, SimulationView, SweepCells, SweepView,
};

/// Everything the page shows about one game (`dirac report`'s page too): both answers with
/// each player's chance, the turn tables, the statistics, the practice game told turn by turn
/// and the explanation, with the own turns of the first `listed` players (all with `None`).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Analysis {
    /// How the view writes its counts.
    pub digits: Digits,
    /// How many players' own turns the view lists; all of them with `None`.
    pub listed: Option<usize>,
}

/// A plan of an [`Analysis`].
#[derive(Debug, Clone)]
pub struct AnalysisPlan {
    game: Game,
    request: Analysis,
    limits: Limits,
    kernel: Kernel,
    cost: Cost,
}

impl Analysis {
    /// The plan of the analysis of `game` under `limits`: the per-player tables, the turn
    /// table and the statistics, then the practice game's trace, checked together.
    ///
    /// ```
    /// use dirac::{Game, Limits, Rules, plan::{Analysis, Plan}, view::Digits};
    ///
    /// let game = Game::example(Rules::default()).unwrap();
    /// let request = Analysis { digits: Digits::All, listed: None };
    /// let view = request.plan(&game, &Limits::default())?.run()?;
    /// assert_eq!(view.solve.dirac.unwrap().answer, "444356092776315");
    /// assert_eq!(view.stats.win_probability[0].percent, "77.60%");
    /// # Ok::<(), dirac::Error>(())
    /// ```
    pub fn plan(&self, game: &Game, limits: &Limits) -> Result<AnalysisPlan, Error> {
        // The trace's bound without playing the game (its play's estimate, then the turns a
        // page traces), made while the analysis is held: the whole held to the limits at once.
        let traced = crate::view::page_trace_turns(game) as u128;
        let trace = crate::practice::trace_bound(game, traced);
        let kernel = Kernel::active();
        let (_, cost) = cost::check_turns_beside(
            game,
            limits,
            (TurnsUse::Stats, kernel),
            Subject::Stats,
            |tables| tables.holding(trace),
        )?;
        Ok(AnalysisPlan {
            game: game.clone(),
            request: *self,
            limits: *limits,
            kernel,
            cost,
        })
    }
}

impl Plan for AnalysisPlan {
    type View = AnalysisView;

    fn cost(&self) -> Cost {
        self.cost
    }

    fn kernel(&self) -> Kernel {
        self.kernel
    }

    /// The analysis, then the practice game traced as far as a page shows
    /// ([`crate::view::page_trace_turns`]), viewed together.
    fn run(&self) -> Result<AnalysisView, Error> {
        let (game, limits) = (&self.game, &self.limits);
        let a = crate::analysis::Analysis::planned(game, self.kernel, limits)?;
        let trace = crate::practice::trace(game, crate::view::page_trace_turns(game), limits)?;
        AnalysisView::new(&a, &trace, limits, self.request.digits, self.request.listed)
    }
}

/// One player's own roll sequences after `turn` of their turns, by space and score.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Layer {
    /// The player, from 0.
    pub player: usize,
    /// Their own turns played: 0 is before the first.
    pub turn: usize,
    /// How the view writes its counts.
    pub digits: Digits,
}

/// A plan of a [`Layer`].
#[derive(Debug, Clone)]
pub struct LayerPlan {
    game: Game,
    request: Layer,
    start: u32,
    cost: Cost,
}

impl Layer {
    /// The plan of the grid of `game` under `limits`: a forward pass over (space, score)
    /// grids in big integers, one a turn.
    ///
    /// ```
    /// use dirac::{Game, Limits, Rules, plan::{Layer, Plan}, view::Digits};
    ///
    /// let game = Game::example(Rules::default()).unwrap();
    /// let request = Layer { player: 1, turn: 1, digits: Digits::All };
    /// let grid = request.plan(&game, &Limits::default())?.run()?;
    /// assert_eq!((grid.player, grid.turn), (2, 1));
    /// # Ok::<(), dirac::Error>(())
    /// ```
    pub fn plan(&self, game: &Game, limits: &Limits) -> Result<LayerPlan, Error> {
        let start = analysis::layer_start(game, self.player)?;
        let cost = analysis::layer_cost(game, self.turn);
        limits.check(cost, Subject::Layer)?;
        Ok(LayerPlan {
            game: game.clone(),
            request: *self,
            start,
            cost,
        })
    }
}

impl Plan for LayerPlan {
    type View = LayerView;

    fn cost(&self) -> Cost {
        self.cost
    }

    fn kernel(&self) -> Kernel {
        // Big integers, moved one cell at a time.
        Kernel::Scalar
    }

    fn run(&self) -> Result<LayerView, Error> {
        let grid: Grid = analysis::grid(&self.game, self.start, self.request.turn);
        Ok(LayerView::new(
            self.request.player,
            &grid,
            self.request.digits,
        ))
    }
}

/// Games played with seeded random dice, beside each player's exact chance (`dirac simulate`).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Simulate {
    /// The seed the dice are rolled from: the same seed, the same games.
    pub seed: u64,
    /// Games to play, from 1 to [`crate::simulate::MAX_GAMES`].
    pub games: u64,
    /// How the view writes its counts.
    pub digits: Digits,
}

/// A plan of a [`Simulate`].
#[derive(Debug, Clone)]
pub struct SimulatePlan {
    request: Simulate,
    /// The turn table the exact chances come from, checked for them.
    chances: Checked,
    cost: Cost,
}

impl Simulate {
    /// The plan of the games of `game` under `limits`: the turn table of the exact chances,
    /// held while the games are played, checked together.
    ///
    /// ```
    /// use dirac::{Game, Limits, Rules, plan::{Plan, Simulate}, view::Digits};
    ///
    /// let game = Game::example(Rules::default()).unwrap();
    /// let request = Simulate { seed: 1, games: 1000, digits: Digits::All };
    /// let view = request.plan(&game, &Limits::default())?.run()?;
    /// assert_eq!(view.running.last().unwrap().games, 1000);
    /// let wins: u64 = view.games_won.iter().map(|w| w.parse::<u64>().unwrap()).sum();
    /// assert_eq!(wins, 1000);
    /// assert_eq!((view.win_probability[0].percent.as_str(), view.share[0].percent.as_str()), ("77.60%", "56.51%"));
    /// # Ok::<(), dirac::Error>(())
    /// ```
    pub fn plan(&self, game: &Game, limits: &Limits) -> Result<SimulatePlan, Error> {
        crate::simulate::within(self.seed, self.games)?;
        let games = crate::simulate::estimate(game, self.games);
        let (chances, cost) = cost::check_turns_beside(
            game,
            limits,
            (TurnsUse::Chances, Kernel::active()),
            Subject::Simulation,
            |table| table.holding(games),
        )?;
        Ok(SimulatePlan {
            request: *self,
            chances,
            cost,
        })
    }
}

impl Plan for SimulatePlan {
    type View = SimulationView;

    fn cost(&self) -> Cost {
        self.cost
    }

    fn kernel(&self) -> Kernel {
        self.chances.kernel()
    }

    fn run(&self) -> Result<SimulationView, Error> {
        let Simulate {
            seed,
            games,
            digits,
        } = self.request;
        SimulationView::of_checked(&self.chances, seed, games, digits)
    }
}

/// Both games for every pair of starts (`dirac sweep`), for a renderer that holds what
/// `written` says while it writes a row a pair.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Sweep {
    /// How the view writes its counts.
    pub digits: Digits,
    /// The renderer's own model of its bytes.
    pub written: Written,
}

/// A plan of a [`Sweep`].
#[derive(Debug, Clone)]
pub struct SweepPlan {
    rules: Rules,
    request: Sweep,
    kernel: Kernel,
    cost: Cost,
}

impl Sweep {
    /// The plan of the sweep under `rules` within `limits`: every start's table, held while
    /// every pair's cell is made, and the rows written.
    ///
    /// ```
    /// use dirac::{Limits, Rules, plan::{Plan, Sweep, Written}, view::Digits};
    ///
    /// let rules = Rules::builder().board(4).build()?;
    /// let request = Sweep { digits: Digits::All, written: Written::NOTHING };
    /// let view = request.plan(&rules, &Limits::default())?.run()?.view();
    /// assert_eq!((view.summary.games, view.cells.len()), (16, 16));
    /// # Ok::<(), dirac::Error>(())
    /// ```
    pub fn plan(&self, rules: &Rules, limits: &Limits) -> Result<SweepPlan, Error> {
        let kernel = Kernel::active();
        Ok(SweepPlan {
            cost: SweepCells::estimate(rules, kernel, limits, &self.written)?,
            rules: rules.clone(),
            request: *self,
            kernel,
        })
    }
}

impl SweepPlan {
    /// Runs the sweep, telling `progress` the pairs done and in all as it goes.
    pub fn run_with(&self, progress: impl FnMut(usize, usize)) -> Result<SweepCells, Error> {
        SweepCells::run(&self.rules, self.kernel, progress, self.request.digits)
    }
}

impl Plan for SweepPlan {
    type View = SweepCells;

    fn cost(&self) -> Cost {
        self.cost
    }

    fn kernel(&self) -> Kernel {
        self.kernel
    }

    fn run(&self) -> Result<SweepCells, Error> {
        self.run_with(|_, _| {})
    }
}

/// Both games for every tuple of starts of any number of players (`dirac sweep --players N`),
/// for a renderer that holds what `written` says while it writes a row a tuple.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Tuples {
    /// Players in each game.
    pub players: usize,
    /// How the view writes its counts.
    pub digits: Digits,
    /// The renderer's own model of its bytes.
    pub written: Written,
}

/// A plan of [`Tuples`].
#[derive(Debug, Clone)]
pub struct TuplesPlan {
    rules: Rules,
    request: Tuples,
    limits: Limits,
    kernel: Kernel,
    cost: Cost,
}

impl Tuples {
    /// The plan of every tuple of starts under `rules` within `limits`: each start's table,
    /// every tuple's cell and every tuple's strings in the view, and the rows written.
    ///
    /// ```
    /// use dirac::{Limits, Rules, plan::{Plan, Tuples, Written}, view::Digits};
    ///
    /// let request = Tuples { players: 3, digits: Digits::All, written: Written::NOTHING };
    /// let view = request.plan(&Rules::default(), &Limits::default())?.run()?;
    /// assert_eq!((view.summary.games, view.cells.len()), (1000, 1000));
    /// assert_eq!(view.cells[0].starts[..], [1, 1, 1]);
    /// // Every player's chance, adding up to one.
    /// assert_eq!(view.cells[0].win_probability.len(), 3);
    /// # Ok::<(), dirac::Error>(())
    /// ```
    pub fn plan(&self, rules: &Rules, limits: &Limits) -> Result<TuplesPlan, Error> {
        let kernel = Kernel::active();
        Ok(TuplesPlan {
            cost: SweepView::tuples_estimate(rules, self.players, (kernel, limits), &self.written)?,
            rules: rules.clone(),
            request: *self,
            limits: *limits,
            kernel,
        })
    }
}

impl TuplesPlan {
    /// Runs the sweep, telling `progress` the tuples done and in all as it goes.
    pub fn run_with(&self, progress: impl FnMut(usize, usize)) -> Result<SweepView, Error> {
        SweepView::of_players(
            &self.rules,
            self.request.players,
            (self.kernel, &self.limits),
            self.request.digits,
            progress,
        )
    }
}

impl Plan for TuplesPlan {
    type View = SweepView;

    fn cost(&self) -> Cost {
        self.cost
    }

    fn kernel(&self) -> Kernel {
        self.kernel
    }

    fn run(&self) -> Result<SweepView, Error> {
        self.run_with(|_, _| {})
    }
}

/// A sweep for each value of one rule (`dirac sweep --dirac-target 1..100`: the atlas).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Atlas {
    /// The rule and its values.
    pub values: Values,
    /// How the views write their counts.
    pub digits: Digits,
    /// The renderer's own model of its bytes.
    pub written: Written,
}

/// A plan of an [`Atlas`].
#[derive(Debug, Clone)]
pub struct AtlasPlan {
    rules: Rules,
    request: Atlas,
    kernel: Kernel,
    cost: Cost,
}

impl Atlas {
    /// The plan of the sweeps under each value, `rules` giving the other rules, within
    /// `limits`: every value's passes and rows, held together.
    ///
    /// ```
    /// use dirac::{Limits, Rule, Rules, plan::{Atlas, Plan, Written}, scan::Values, view::Digits};
    ///
    /// let request = Atlas {
    ///     values: Values::Rule(Rule::DiracTarget, (1..=30).collect()),
    ///     digits: Digits::All,
    ///     written: Written::NOTHING,
    /// };
    /// let atlas = request.plan(&Rules::default(), &Limits::default())?.run()?;
    /// assert_eq!(atlas.sweeps[20].cell([4, 8]).dirac_answer, "444356092776315");
    /// assert_eq!(atlas.values[20], "21");
    /// # Ok::<(), dirac::Error>(())
    /// ```
    pub fn plan(&self, rules: &Rules, limits: &Limits) -> Result<AtlasPlan, Error> {
        let kernel = Kernel::active();
        Ok(AtlasPlan {
            cost: AtlasCells::estimate(rules, &self.values, (kernel, limits), &self.written)?,
            rules: rules.clone(),
            request: self.clone(),
            kernel,
        })
    }
}

impl AtlasPlan {
    /// Runs the sweeps, telling `progress` the values done and in all as it goes.
    pub fn run_with(&self, progress: impl FnMut(usize, usize)) -> Result<AtlasCells, Error> {
        AtlasCells::run(
            &self.rules,
            &self.request.values,
            self.kernel,
            progress,
            self.request.digits,
        )
    }
}

impl Plan for AtlasPlan {
    type View = AtlasCells;

    fn cost(&self) -> Cost {
        self.cost
    }

    fn kernel(&self) -> Kernel {
        self.kernel
    }

    fn run(&self) -> Result<AtlasCells, Error> {
        self.run_with(|_, _| {})
    }
}

/// One game analysed under every value of one rule (`dirac scan`).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Scan {
    /// The rule and its values.
    pub values: Values,
    /// How the view writes its counts and fractions.
    pub digits: Digits,
}

/// A plan of a [`Scan`].
#[derive(Debug, Clone)]
pub struct ScanPlan {
    game: Game,
    request: Scan,
    limits: Limits,
    kernel: Kernel,
    cost: Cost,
}

impl Scan {
    /// The plan of the scan of `game` within `limits`: every value's analysis one after
    /// another, the rows kept, and their fractions written (whole only up to the bound that
    /// `dirac stats` keeps).
    ///
    /// ```
    /// use dirac::{Game, Limits, Rule, Rules, plan::{Plan, Scan}, scan::Values, view::Digits};
    ///
    /// let game = Game::example(Rules::default()).unwrap();
    /// let values = Values::Rule(Rule::DiracTarget, (5..=21).collect());
    /// let view = Scan { values, digits: Digits::All }.plan(&game, &Limits::default())?.run()?;
    /// let puzzle = &view.by_value[16];
    /// assert_eq!(puzzle.dirac.answer, "444356092776315");
    /// assert_eq!(puzzle.win_probability[0].percent, "77.60%");
    /// assert_eq!(view.scan_chart.current, Some(16));
    /// # Ok::<(), dirac::Error>(())
    /// ```
    pub fn plan(&self, game: &Game, limits: &Limits) -> Result<ScanPlan, Error> {
        let kernel = Kernel::active();
        Ok(ScanPlan {
            cost: ScanView::estimate(game, &self.values, (kernel, limits), self.digits)?,
            game: game.clone(),
            request: self.clone(),
            limits: *limits,
            kernel,
        })
    }
}

impl ScanPlan {
    /// Runs the scan, telling `progress` the values done and in all as it goes.
    pub fn run_with(&self, progress: impl FnMut(usize, usize)) -> Result<ScanView, Error> {
        ScanView::run(
            &self.game,
            &self.request.values,
            (self.kernel, &self.limits),
            self.request.digits,
            progress,
        )
    }
}

impl Plan for ScanPlan {
    type View = ScanView;

    fn cost(&self) -> Cost {
        self.cost
    }

    fn kernel(&self) -> Kernel {
        self.kernel
    }

    fn run(&self) -> Result<ScanView, Error> {
        self.run_with(|_, _| {})
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::limits::{Reason, Refusal};

    /// The figure a refusal quotes, or `None` when the plan was made.
    fn quoted(plan: impl Fn(&Limits) -> Result<Cost, Error>, limits: Limits) -> Option<Cost> {
        match plan(&limits) {
            Err(Error::Refused(Refusal {
                reason: Reason::OverLimits { cost, .. },
                ..
            })) => Some(*cost),
            Err(e) => panic!("{limits:?}: {e}"),
            Ok(_) => None,
        }
    }

    /// Under no limits, just under the figure's work or memory, or just under both, a plan is
    /// refused with one figure; at the figure itself it is made, with that figure.
    fn one_figure(what: &str, plan: impl Fn(&Limits) -> Result<Cost, Error>) {
        let figure = quoted(&plan, Limits::exactly(0, 0)).expect("refused under no limits");
        let steps = u64::try_from(figure.steps()).unwrap();
        let memory = u64::try_from(figure.memory).unwrap();
        for limits in [
            Limits::exactly(steps - 1, u64::MAX),
            Limits::exactly(u64::MAX, memory - 1),
            Limits::exactly(steps - 1, memory - 1),
            Limits::exactly(1, 1),
        ] {
            assert_eq!(quoted(&plan, limits), Some(figure), "{what} {limits:?}");
        }
        let at = Limits::exactly(steps, memory);
        assert_eq!(plan(&at).ok(), Some(figure), "{what}");
    }

    /// Turns asked for past the practice game's end are refused by the plan, before any
    /// run; the last turn is a turn of the game.
    #[test]
    fn a_trace_past_the_games_end_is_refused_by_its_plan() {
        let game = Game::example(Rules::default()).unwrap();
        let trace = |turns| crate::plan::Trace {
            turns,
            written: Written::NOTHING,
        };
        let e = trace(332..=400)
            .plan(&game, &Limits::default())
            .unwrap_err();
        assert!(matches!(
            e,
            Error::PastTheEnd {
                ended: 331,
                first: 332
            }
        ));
        assert_eq!(e.kind(), crate::error::ErrorKind::Rules);
        let last = trace(331..=400).plan(&game, &Limits::default()).unwrap();
        assert_eq!(last.game_turns(), 331);
        assert_eq!(last.run().unwrap().rows.len(), 1);
    }

    #[test]
    fn every_explorer_plan_quotes_one_figure_whatever_the_limits() {
        let rules = Rules::builder().dirac_target(30).build().unwrap();
        let game = Game::example(rules.clone()).unwrap();
        let three = Game::new(rules.clone(), vec![1, 5, 9]).unwrap();
        let digits = Digits::All;
        for g in [&game, &three] {
            let analysis = Analysis {
                digits,
                listed: None,
            };
            one_figure("analysis", |l| analysis.plan(g, l).map(|p| p.cost()));
            let simulate = Simulate {
                seed: 1,
                games: 500,
                digits,
            };
            one_figure("simulate", |l| simulate.plan(g, l).map(|p| p.cost()));
            let layer = Layer {
                player: 1,
                turn: 3,
                digits,
            };
            one_figure("layer", |l| layer.plan(g, l).map(|p| p.cost()));
            // The practice game's trace, its length found by the plan whatever the limits.
            for turns in [1..=10, crate::plan::Trace::whole()] {
                let trace = crate::plan::Trace {
                    turns,
                    written: Written::NOTHING,
                };
                one_figure("trace", |l| trace.plan(g, l).map(|p| p.cost()));
            }
            let scan = Scan {
                values: Values::Rule(crate::rules::Rule::DiracTarget, vec![10, 21]),
                digits,
            };
            one_figure("scan", |l| scan.plan(g, l).map(|p| p.cost()));
        }
        let sweep = Sweep {
            digits,
            written: Written::NOTHING,
        };
        one_figure("sweep", |l| sweep.plan(&rules, l).map(|p| p.cost()));
        let tuples = Tuples {
            players: 3,
            digits,
            written: Written::NOTHING,
        };
        one_figure("tuples", |l| tuples.plan(&rules, l).map(|p| p.cost()));
        let atlas = Atlas {
            values: Values::Rule(crate::rules::Rule::DiracTarget, vec![10, 21]),
            digits,
            written: Written::NOTHING,
        };
        one_figure("atlas", |l| atlas.plan(&rules, l).map(|p| p.cost()));
    }

    #[test]
    fn a_plan_runs_to_the_view_its_parts_give() {
        // Each plan's view against the same view made from the engine's own parts.
        let game = Game::example(Rules::default()).unwrap();
        let limits = Limits::default();
        let layer = Layer {
            player: 0,
            turn: 2,
            digits: Digits::All,
        };
        let grid = analysis::layer(&game, 0, 2, &limits).unwrap();
        assert_eq!(
            layer.plan(&game, &limits).unwrap().run().unwrap(),
            LayerView::new(0, &grid, Digits::All)
        );
        let no_one = Layer { player: 2, ..layer };
        assert!(matches!(
            no_one.plan(&game, &limits),
            Err(Error::NoPlayer {
                player: 2,
                players: 2
            })
        ));
        let simulate = Simulate {
            seed: 7,
            games: 300,
            digits: Digits::All,
        };
        let view = simulate.plan(&game, &limits).unwrap().run().unwrap();
        let played = crate::simulate::run(&game, 7, 300, &limits).unwrap();
        let won: Vec<String> = played.wins.iter().map(ToString::to_string).collect();
        assert_eq!(view.games_won, won);
        assert_eq!(view.win_probability[0].percent, "77.60%");
        for games in [0, crate::simulate::MAX_GAMES + 1] {
            let far = Simulate { games, ..simulate };
            assert!(matches!(far.plan(&game, &limits), Err(Error::TooLarge(_))));
        }
    }
}
