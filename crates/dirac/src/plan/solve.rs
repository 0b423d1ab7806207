//! Both answers of one game, planned once for every face: `dirac solve`, Python's
//! `Game.solve()`, `practice()` and `dirac()`.
//!
//! A solve asks for some [`Parts`], a strategy for part 2, and perhaps the sentence where the
//! player who wins in the most universes is not the likelier winner, which needs each
//! player's exact chance of winning. The plan checks the whole run before any of it:
//!
//! - part 1, the practice game, whose walks are bounded before they start;
//! - part 2 by its strategy;
//! - each player's chance, from the turn table of the per-player tables. With the per-player
//!   strategy those are the tables the answer is combined from: they are built once and serve
//!   both. With another strategy the chances build their own.
//!
//! The answers never wait on the sentence: where the chances would pass the limits, the plan
//! leaves them out, and says so ([`SolvePlan::unweighed`]).

use crate::analysis;
use crate::error::Error;
use crate::game::Game;
use crate::limits::{Cost, Limits, Reason, Refine, Refusal, Subject};
use crate::practice::{self, PracticeOutcome};
use crate::quantum::{self, DiracOutcome};
use crate::stats;
use crate::strategy::Strategy;
use crate::view::{Digits, SolveView};

use crate::cost::{self, Checked, TurnsUse, Written, check_shaped, check_turns_shaped};
use crate::tables::kernel::Kernel;
use crate::tables::shape::Shape;

/// Which answers a solve asks for.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub enum Parts {
    /// Both parts.
    #[default]
    Both,
    /// Part 1, the practice game, alone.
    Practice,
    /// Part 2, the Dirac game, alone.
    Dirac,
}

impl Parts {
    /// The parts of `part`: 1, 2, or both when none is given (the command line's `--part`).
    pub fn of(part: Option<u8>) -> Parts {
        match part {
            Some(1) => Parts::Practice,
            Some(2) => Parts::Dirac,
            _ => Parts::Both,
        }
    }

    fn practice(self) -> bool {
        self != Parts::Dirac
    }

    /// The parts' numbers: `[1, 2]`, `[1]` or `[2]`.
    pub fn numbers(self) -> Vec<u8> {
        match self {
            Parts::Both => vec![1, 2],
            Parts::Practice => vec![1],
            Parts::Dirac => vec![2],
        }
    }

    fn dirac(self) -> bool {
        self != Parts::Practice
    }
}

/// What a face asks of a solve.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Solve {
    /// The answers wanted.
    pub parts: Parts,
    /// The strategy of part 2.
    pub strategy: Strategy,
    /// Whether to weigh each player's exact chance of winning beside part 2, for the sentence
    /// where the universes' leader is not the likelier winner ([`SolveView::contrast`]).
    pub contrast: bool,
    /// How the view writes its counts (the answers themselves are always whole).
    pub digits: Digits,
    /// What the face's renderer holds while it writes the view.
    pub written: Written,
}

impl Default for Solve {
    fn default() -> Solve {
        Solve {
            parts: Parts::Both,
            strategy: Strategy::Auto,
            contrast: true,
            digits: Digits::All,
            written: Written::NOTHING,
        }
    }
}

/// How part 2 runs: by its strategy, and with each player's chance where it is weighed. With
/// the per-player strategy the chances' tables are the answer's: built once.
#[derive(Debug, Clone)]
struct Part2 {
    strategy: Checked,
    chances: Option<Checked>,
}

impl Part2 {
    /// Whether the answer and the chances come from one set of tables.
    fn shared(&self) -> bool {
        self.chances.is_some() && self.strategy.strategy() == Strategy::PerPlayer
    }

    fn cost(&self) -> Cost {
        match &self.chances {
            // The chances' estimate holds the tables the answer is combined from.
            Some(chances) if self.shared() => chances.cost(),
            Some(chances) => self.strategy.cost().then(chances.cost()),
            None => self.strategy.cost(),
        }
    }
}

/// A solve, checked whole against the limits and ready to run.
#[derive(Debug, Clone)]
pub struct SolvePlan<'g> {
    /// The game, borrowed: a plan is made on every call of every face, and copying the game
    /// (its rules, dice and starts) was a third of a part 1 plan's time. Owned only where a
    /// face runs the plan on another thread ([`SolvePlan::into_owned`]).
    game: Held<'g>,
    /// How the view writes its counts: all the run needs of the request.
    digits: Digits,
    /// Part 1, derived once for its estimate and its run.
    practice: Option<practice::Planned>,
    part2: Option<Box<Part2>>,
    /// Boxed: rare, and a plan is moved on every call of every face.
    unweighed: Option<Box<Refusal>>,
    cost: Cost,
}

/// The plan's game, borrowed or owned; a pointer either way (a `Cow` is as large as the game,
/// and a plan is moved on every call of every face).
#[derive(Debug, Clone)]
enum Held<'g> {
    Borrowed(&'g Game),
    Owned(Box<Game>),
}

impl std::ops::Deref for Held<'_> {
    type Target = Game;

    fn deref(&self) -> &Game {
        match self {
            Held::Borrowed(game) => game,
            Held::Owned(game) => game,
        }
    }
}

/// What a solve found: the view of its answers, and why the chances were left out, if they
/// were.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Solved {
    /// Both answers, or the one asked for, and the contrast where it was weighed.
    pub view: SolveView,
    /// Why each player's chance was not weighed when it was asked for (its estimate passed the
    /// limits): the answers stand without the sentence. (Boxed: rare, and the result is moved
    /// on every call of every face.)
    pub unweighed: Option<Box<Refusal>>,
}

impl Solve {
    /// The plan of this solve of `game` under `limits`: every part checked before any runs, and
    /// the whole run within the limits, or refused at once with the figure of the part that
    /// passes them.
    ///
    /// ```
    /// use dirac::{Game, Limits, Rules, plan::{Parts, Solve}, quantum};
    ///
    /// let game = Game::example(Rules::builder().dirac_target(7).build()?).unwrap();
    /// let plan = Solve::default().plan(&game, &Limits::default())?;
    /// let solved = plan.run()?;
    /// let alone = quantum::solve(&game, Default::default(), &Limits::default())?;
    /// assert_eq!(solved.view.dirac.unwrap().wins[1], alone.wins()[1].to_string());
    /// assert!(solved.view.contrast.starts_with("Player 2 wins in the most universes, but player 1"));
    ///
    /// let part1 = Solve { parts: Parts::Practice, ..Solve::default() };
    /// let solved = part1.plan(&Game::example(Rules::default()).unwrap(), &Limits::default())?.run()?;
    /// assert_eq!(solved.view.practice.unwrap().answer, "739785");
    /// assert!(solved.view.dirac.is_none());
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    #[inline]
    pub fn plan<'g>(&self, game: &'g Game, limits: &Limits) -> Result<SolvePlan<'g>, Error> {
        // The kernel, chosen once: the estimates price the tables on it and the run builds
        // them with it.
        let kernel = Kernel::active();
        let mut planned = self.plan_within(game, limits, kernel);
        // Whichever part passed the limits first, the refusal quotes the whole run's refined
        // figure: one figure whatever the limits. (Changed in place: a plan is made on every
        // call of every face, and is not moved again.)
        if let Err(Error::Refused(Refusal {
            reason: Reason::OverLimits { cost, .. },
            ..
        })) = &mut planned
        {
            **cost = self.refined(game, kernel)?;
        }
        planned
    }

    /// The whole run's refined estimate, without the chances (which a plan leaves out rather
    /// than refuse the answers): part 1, part 2 by its strategy, and the view of the answers.
    fn refined(&self, game: &Game, kernel: Kernel) -> Result<Cost, Error> {
        let shape = self.shape(game, kernel)?;
        let part2 = if let Some(shape) = &shape {
            // Under no limits at all, the strategy's check refuses with its refined figure.
            match check_shaped(game, shape, self.strategy, &Limits::exactly(0, 0)) {
                Err(Error::Refused(Refusal {
                    reason: Reason::OverLimits { cost, .. },
                    ..
                })) => *cost,
                Err(e) => return Err(e),
                Ok(checked) => checked.cost(),
            }
        } else {
            Cost::default()
        };
        let practice = if self.parts.practice() {
            practice::cost(game)
        } else {
            Cost::default()
        };
        Ok(practice.then(part2).then(cost::answers(
            game,
            shape.as_ref(),
            &self.written,
            &Refine::refined(),
        )))
    }

    /// The shape of part 2, when it is asked for: made once for every estimate of the plan
    /// (the strategy's, the chances', the view's).
    fn shape(&self, game: &Game, kernel: Kernel) -> Result<Option<Shape>, Refusal> {
        self.parts
            .dirac()
            .then(|| cost::shape(game, self.strategy.subject(), kernel))
            .transpose()
    }

    /// [`Solve::plan`], each refusal quoting what it found first.
    fn plan_within<'g>(
        &self,
        game: &'g Game,
        limits: &Limits,
        kernel: Kernel,
    ) -> Result<SolvePlan<'g>, Error> {
        let (mut part2, mut unweighed) = (None, None);
        let shape = self.shape(game, kernel)?;
        if let Some(shape) = &shape {
            let strategy = check_shaped(game, shape, self.strategy, limits)?;
            let chances = if self.contrast {
                match check_turns_shaped(game, shape, limits, TurnsUse::Chances) {
                    Ok(chances) => Some(chances),
                    Err(Error::Refused(refusal)) => {
                        unweighed = Some(Box::new(refusal));
                        None
                    }
                    Err(e) => return Err(e),
                }
            } else {
                None
            };
            part2 = Some(Box::new(Part2 { strategy, chances }));
        }
        // Part 1 is checked after part 2, which is nearly always the larger: a refusal quotes
        // the part that passes the limits, by itself. (Part 1 alone is checked once, whole,
        // below: a plan is made on every call of every face, and part 1 is some fifty
        // nanoseconds of work.)
        let planned = self.parts.practice().then(|| practice::Planned::new(game));
        let practice = planned.as_ref().map(practice::Planned::cost);
        if let (Some(cost), Some(_)) = (&practice, &part2) {
            limits.check(*cost, Subject::Practice)?;
        }
        // The parts, then the view of the answers and its writing, held once both are made:
        // crude, or refined where that does not pass the limits.
        let parts = |part2: &Option<Box<Part2>>| match (practice, part2) {
            (Some(practice), Some(p)) => practice.then(p.cost()),
            (Some(practice), None) => practice,
            (None, Some(p)) => p.cost(),
            (None, None) => Cost::default(),
        };
        let dirac = shape.as_ref();
        let mut view = cost::answers(game, dirac, &self.written, &Refine::crude());
        let fixed = parts(&part2);
        let mut cost = fixed.then(view);
        if dirac.is_some() && limits.check(cost, Subject::Chances).is_err() {
            view = cost::answers(game, dirac, &self.written, &Refine::refined());
            cost = fixed.then(view);
        }
        // Each part fits; together they may not. Then the answers stand without the chances.
        if let Some(p) = part2.as_mut().filter(|p| p.chances.is_some())
            && limits.check(cost, Subject::Chances).is_err()
        {
            p.chances = None;
            unweighed = Some(Box::new(Refusal {
                subject: Subject::Chances,
                reason: Reason::OverLimits {
                    cost: Box::new(cost),
                    limits: *limits,
                },
            }));
            cost = parts(&part2).then(view);
        }
        let subject = part2
            .as_ref()
            .map_or(Subject::Practice, |p| p.strategy.strategy().subject());
        limits.check(cost, subject)?;
        Ok(SolvePlan {
            game: Held::Borrowed(game),
            digits: self.digits,
            practice: planned,
            part2,
            unweighed,
            cost,
        })
    }
}

impl SolvePlan<'_> {
    /// The plan holding its own copy of the game, to run where the game's owner cannot be
    /// borrowed (a worker thread that may outlive its caller).
    pub fn into_owned(self) -> SolvePlan<'static> {
        SolvePlan {
            game: Held::Owned(match self.game {
                Held::Borrowed(game) => Box::new(game.clone()),
                Held::Owned(game) => game,
            }),
            digits: self.digits,
            practice: self.practice,
            part2: self.part2,
            unweighed: self.unweighed,
            cost: self.cost,
        }
    }

    /// The estimate of the whole run.
    pub fn cost(&self) -> Cost {
        self.cost
    }

    /// The kernel part 2's tables are priced on and built with ([`Kernel::Scalar`] for part 1
    /// alone, a scalar walk).
    pub fn kernel(&self) -> Kernel {
        self.part2
            .as_ref()
            .map_or(Kernel::Scalar, |p| p.strategy.kernel())
    }

    /// Why each player's chance will not be weighed, when it was asked for and its estimate
    /// passed the limits.
    pub fn unweighed(&self) -> Option<&Refusal> {
        self.unweighed.as_deref()
    }

    /// Runs the plan: part 1, part 2 and the chances, as planned.
    #[inline]
    pub fn run(&self) -> Result<Solved, Error> {
        let game = &*self.game;
        let practice: Option<PracticeOutcome> =
            self.practice.as_ref().map(|p| p.play(game.starts()));
        let (dirac, chances): (
            Option<DiracOutcome>,
            Option<Vec<crate::num::fraction::Fraction>>,
        ) = match &self.part2 {
            None => (None, None),
            Some(p) if p.shared() => {
                let (outcome, table) = analysis::outcome_and_turns(game, p.strategy.kernel())?;
                (Some(outcome), Some(stats::chances(&table)))
            }
            Some(p) => (
                Some(quantum::run(&p.strategy)?),
                p.chances.as_ref().map(stats::chances_within).transpose()?,
            ),
        };
        Ok(Solved {
            view: SolveView::new(
                game,
                practice.as_ref(),
                dirac.as_ref(),
                chances.as_deref(),
                self.digits,
            ),
            unweighed: self.unweighed.clone(),
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::Rules;

    fn game(target: u64) -> Game {
        Game::example(Rules::builder().dirac_target(target).build().unwrap()).unwrap()
    }

    /// A plan says which kernel it chose, and tells it as it planned: part 2's tables on the
    /// machine's kernel, part 1 alone a scalar walk.
    #[test]
    fn the_plan_tells_the_kernel_it_chose() {
        use crate::plan::Plan;
        let (g, limits) = (game(21), Limits::default());
        let both = Solve::default().plan(&g, &limits).unwrap();
        assert_eq!(both.kernel(), Kernel::active());
        let part1 = Solve {
            parts: Parts::Practice,
            ..Solve::default()
        };
        let alone = part1.plan(&g, &limits).unwrap();
        assert_eq!(alone.kernel(), Kernel::Scalar);
        let told = crate::view::PlanView::of("solve", Ok(alone.assumed()), &limits).unwrap();
        assert_eq!(told.kernel, "scalar");
        let told = crate::view::PlanView::of("solve", Ok(both.assumed()), &limits).unwrap();
        assert_eq!(told.kernel, Kernel::active().name());
    }

    /// What a face's call moves: the plan, and the view it returns, on every call of every
    /// face. Part 2's view is boxed and a count is three words, so a view of part 1 is 352
    /// bytes on 64 bits, not 576 (issue 55: the moves were a fifth of part 1's path).
    #[test]
    #[cfg(target_pointer_width = "64")]
    fn a_solve_moves_no_more_than_it_holds() {
        use std::mem::size_of;
        assert!(size_of::<SolveView>() <= 352, "{}", size_of::<SolveView>());
        assert!(size_of::<crate::view::PracticeView>() <= 160);
        assert!(
            size_of::<SolvePlan<'_>>() <= 352,
            "{}",
            size_of::<SolvePlan<'_>>()
        );
    }

    #[test]
    fn every_part_and_strategy_gives_the_same_view_as_the_parts_alone() {
        let game = game(21);
        let limits = Limits::default();
        for strategy in Strategy::CONCRETE {
            for parts in [Parts::Both, Parts::Practice, Parts::Dirac] {
                let request = Solve {
                    parts,
                    strategy,
                    ..Solve::default()
                };
                let solved = request.plan(&game, &limits).unwrap().run().unwrap();
                let practice = practice::play(&game, &limits).unwrap();
                let dirac = quantum::solve(&game, strategy, &limits).unwrap();
                let table = crate::turns::analyze(&game, &limits).unwrap();
                let chances = stats::chances(&table);
                let expected = SolveView::new(
                    &game,
                    parts.practice().then_some(&practice),
                    parts.dirac().then_some(&dirac),
                    parts.dirac().then_some(&chances[..]),
                    Digits::All,
                );
                assert_eq!(solved.view, expected, "{strategy} {parts:?}");
                assert_eq!(solved.unweighed, None);
            }
        }
    }

    #[test]
    fn a_refusal_quotes_the_whole_refined_run_whichever_part_passes_first() {
        // Part 2 at a target of 1000 and part 1 at 10^15, for every strategy: limits that the
        // strategy passes, that part 1 passes, that only the whole passes, all quote one figure.
        let rules = Rules::builder()
            .dirac_target(1000)
            .practice_target(1_000_000_000_000_000)
            .build()
            .unwrap();
        let game = Game::example(rules).unwrap();
        let quoted = |request: &Solve, limits: Limits| match request.plan(&game, &limits) {
            Err(Error::Refused(Refusal {
                reason: Reason::OverLimits { cost, .. },
                ..
            })) => *cost,
            other => panic!("{limits:?}: {other:?}"),
        };
        for strategy in [Strategy::PerPlayer, Strategy::Memo] {
            let request = Solve {
                strategy,
                ..Solve::default()
            };
            let whole = quoted(&request, Limits::exactly(1, 1));
            let practice = practice::cost(&game);
            let steps = |c: Cost| u64::try_from(c.steps()).unwrap();
            let memory = |c: Cost| u64::try_from(c.memory).unwrap();
            for limits in [
                Limits::exactly(steps(practice) - 1, u64::MAX),
                Limits::exactly(u64::MAX, memory(whole) - 1),
                Limits::exactly(steps(whole) - 1, u64::MAX),
                Limits::exactly(steps(practice), memory(whole)),
            ] {
                assert_eq!(quoted(&request, limits), whole, "{strategy} {limits:?}");
            }
            assert!(whole.steps() > practice.steps());
            assert_eq!(request.refined(&game, Kernel::active()).unwrap(), whole);
        }
    }

    #[test]
    fn a_refusal_names_the_part_that_passes_the_limits_by_itself() {
        // Part 1 of a die of 999,999,937 sides (prime: its moves repeat only every so many
        // turns) is far longer than part 2 of the puzzle: held under part 1's own figure, a
        // solve of both parts is refused in part 1's name, as is part 1 alone.
        let rules = Rules::builder()
            .practice_die(999_999_937)
            .practice_target(1_000_000_000_000_000)
            .build()
            .unwrap();
        let game = Game::example(rules).unwrap();
        let steps = u64::try_from(practice::cost(&game).steps()).unwrap();
        let subject = |parts| match (Solve {
            parts,
            ..Solve::default()
        })
        .plan(&game, &Limits::exactly(steps - 1, u64::MAX))
        {
            Err(Error::Refused(refusal)) => refusal.subject,
            other => panic!("{parts:?}: {other:?}"),
        };
        assert_eq!(subject(Parts::Both), Subject::Practice);
        assert_eq!(subject(Parts::Practice), Subject::Practice);
        // Part 2 alone fits.
        let part2 = Solve {
            parts: Parts::Dirac,
            ..Solve::default()
        };
        assert!(
            part2
                .plan(&game, &Limits::exactly(steps - 1, u64::MAX))
                .is_ok()
        );
    }

    #[test]
    fn part_1_alone_is_planned_whatever_the_dirac_game_would_count() {
        // A Dirac target of a million: its counts would have millions of digits, part 1 none.
        let game = game(1_000_000);
        let limits = Limits::default();
        assert!(Solve::default().plan(&game, &limits).is_err());
        let part1 = Solve {
            parts: Parts::Practice,
            ..Solve::default()
        };
        let plan = part1.plan(&game, &limits).unwrap();
        assert!(plan.cost().memory < 1 << 20, "{:?}", plan.cost());
        assert_eq!(plan.run().unwrap().view.practice.unwrap().answer, "739785");
    }

    #[test]
    fn the_per_player_tables_serve_the_answer_and_the_chances_once() {
        let game = game(21);
        let limits = Limits::default();
        let plan = Solve::default().plan(&game, &limits).unwrap();
        assert!(plan.part2.as_ref().is_some_and(|p| p.shared()));
        // The estimate is the chances' (tables, turn table and fractions), the practice
        // game's and the view's, nothing built twice.
        let chances = crate::cost::check_turns(&game, &limits, TurnsUse::Chances).unwrap();
        assert_eq!(
            plan.cost(),
            practice::cost(&game)
                .then(chances.cost())
                .then(cost::answers(
                    &game,
                    Some(&Shape::of(&game, Kernel::Scalar)),
                    &Written::NOTHING,
                    &Refine::crude(),
                ))
        );
        let memo = Solve {
            strategy: Strategy::Memo,
            ..Solve::default()
        };
        let plan = memo.plan(&game, &limits).unwrap();
        let part2 = plan.part2.as_ref().unwrap();
        assert!(part2.chances.is_some() && !part2.shared());
        let without = Solve {
            contrast: false,
            ..Solve::default()
        };
        let plan = without.plan(&game, &limits).unwrap();
        assert!(plan.part2.as_ref().unwrap().chances.is_none());
        assert_eq!(plan.run().unwrap().view.contrast, "");
    }

    #[test]
    fn the_answers_stand_when_the_chances_pass_the_limits() {
        // A thousand players to 21, under limits of what the answers need: every player's
        // exact chance passes them.
        let game = Game::new(Rules::default(), (0..1000).map(|i| i % 10 + 1).collect()).unwrap();
        let answers = Solve {
            contrast: false,
            ..Solve::default()
        }
        .plan(&game, &Limits::default())
        .unwrap()
        .cost();
        let limits = Limits {
            max_work: u64::try_from(answers.steps()).unwrap(),
            max_memory: u64::try_from(answers.memory).unwrap(),
        };
        let plan = Solve::default().plan(&game, &limits).unwrap();
        assert_eq!(plan.cost(), answers);
        let refusal = plan.unweighed().expect("the chances pass the limits");
        assert_eq!(refusal.subject, Subject::Chances);
        let solved = plan.run().unwrap();
        assert!(solved.view.dirac.is_some() && solved.view.practice.is_some());
        assert_eq!(solved.view.contrast, "");
        assert_eq!(solved.unweighed.as_deref(), Some(refusal));
        // A part past the limits is refused whole, before any other runs.
        let far = game_with_target(10_000);
        assert!(matches!(
            Solve::default().plan(&far, &Limits::default()),
            Err(Error::Refused(_))
        ));
    }

    fn game_with_target(target: u64) -> Game {
        game(target)
    }
}
