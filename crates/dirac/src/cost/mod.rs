//! Every estimate dirac makes before any work, and the one way past them: a [`Checked`]
//! game. The faces ask [`crate::plan`], which plans each request from these.
//!
//! A run's estimate is its time and memory ([`crate::limits::Cost`], in steps that are
//! nanoseconds of the reference CPU, [`crate::work`]), checked against the limits before any of
//! it starts and refused at once with that figure when it passes them. Each estimate sits
//! beside what it estimates or in a module of its concern: the tables' in `tables::cost`,
//! beside the kernels; here, the joint strategies' (`joint`), the exact statistics' (`stats`)
//! and the turn table's (`turns`), which the engines above read a checked game from.
//!
//! Estimates are cheap beside the work they guard. Each is first made crude, from the rules
//! alone (every cell live on every turn of the longest game a target allows), and refined by
//! one pass over a player's cells only where the crude figure does not pass the limits; a
//! refusal quotes the refined figure, which is the same whatever the limits. `stack`'s work
//! is not estimated but *counted*: the size of its game tree, exactly.

#[cfg_attr(not(feature = "joint-strategies"), allow(dead_code))]
mod joint;
mod stats;
mod turns;

pub use crate::work::Written;

pub(crate) use joint::{Storage, joint_states};
pub(crate) use stats::chances as chances_cost;
pub(crate) use stats::stats as stats_cost;

/// `of` ([`stats_cost`] or [`chances_cost`]) for a game of `players` players to `target` on a
/// board of `board` spaces, ending from the round of the fewest turns to the target (a board's
/// worth of points a turn) to round `last`, its counts growing by `turn_bits` bits a turn.
pub(crate) fn ended(
    of: fn(usize, u64, u64, u64) -> Cost,
    players: usize,
    (target, board): (u128, u128),
    last: u128,
    turn_bits: u128,
) -> Cost {
    let as_u64 = |x: u128| u64::try_from(x).unwrap_or(u64::MAX);
    of(
        players,
        as_u64(target.div_ceil(board)),
        as_u64(last),
        as_u64(turn_bits),
    )
}

use crate::error::Error;
use crate::game::Game;
use crate::limits::{Cost, Limits, Reason, Refine, Refusal, Subject};
use crate::strategy::Strategy;
use crate::tables::cost as tables_cost;
use crate::tables::kernel::Kernel;
use crate::tables::shape::Shape;
use crate::work::{decimal_digits, words};
#[cfg(feature = "joint-strategies")]
use joint::Planned;

/// A strategy's estimate and the choices made from it.
#[derive(Debug, Clone, Copy)]
pub(crate) struct Estimate {
    pub(crate) cost: Cost,
    /// For joint-state strategies: how their results are held.
    #[cfg_attr(not(feature = "joint-strategies"), allow(dead_code))]
    pub(crate) storage: Storage,
    /// The kernel the tables were priced on, which builds them when they run.
    pub(crate) kernel: Kernel,
}

impl Estimate {
    fn new(cost: Cost, kernel: Kernel) -> Estimate {
        Estimate {
            cost,
            storage: Storage::NONE,
            kernel,
        }
    }

    #[cfg(feature = "joint-strategies")]
    fn planned(p: Planned, kernel: Kernel) -> Estimate {
        Estimate {
            cost: p.cost,
            storage: p.storage,
            kernel,
        }
    }
}

/// The shape of `game` on `kernel`, refused at once as `subject` when its tables could not be
/// indexed on this machine: made once by a plan for every estimate of its parts. (Building the
/// dice's distribution is part of every estimate made from it.)
pub(crate) fn shape(game: &Game, subject: Subject, kernel: Kernel) -> Result<Shape, Refusal> {
    let shape = Shape::of(game, kernel);
    if !shape.indexable() {
        return Err(Refusal {
            subject,
            reason: Reason::TooManyStates,
        });
    }
    Ok(shape)
}

/// The estimate of `strategy` on `game` (`Auto` is `per-player`) with the tables on `kernel`,
/// refused past `limits`.
pub(crate) fn strategy(
    game: &Game,
    strategy: Strategy,
    limits: &Limits,
    kernel: Kernel,
) -> Result<Estimate, Refusal> {
    let shape = shape(game, strategy.subject(), kernel)?;
    shaped(game, &shape, strategy, limits)
}

/// [`strategy`] on the `shape` of `game`, with the tables on the shape's kernel.
fn shaped(
    game: &Game,
    shape: &Shape,
    strategy: Strategy,
    limits: &Limits,
) -> Result<Estimate, Refusal> {
    let (subject, kernel) = (strategy.subject(), shape.kernel);
    match strategy.resolve() {
        #[cfg(feature = "joint-strategies")]
        Strategy::Memo | Strategy::Backward => {
            joint::plan_joint(game, shape, limits, strategy.resolve())
                .map(|p| Estimate::planned(p, kernel))
        }
        #[cfg(feature = "joint-strategies")]
        Strategy::Stack => {
            joint::plan_stack(game, shape, limits).map(|p| Estimate::planned(p, kernel))
        }
        #[cfg(not(feature = "joint-strategies"))]
        Strategy::Memo | Strategy::Backward | Strategy::Stack => Err(Refusal {
            subject,
            reason: Reason::NotBuilt,
        }),
        Strategy::Auto | Strategy::PerPlayer => {
            tables_cost::plan(game, shape, limits, subject, |_| Cost::default())
                .map(|cost| Estimate::new(cost, kernel))
        }
    }
}

/// The per-player tables of `game`'s distinct starts on `kernel`, crude or `refine`d, not yet
/// held to the limits: what a sweep reads.
pub(crate) fn tables(game: &Game, refine: &Refine, kernel: Kernel) -> Result<Cost, Refusal> {
    let shape = shape(game, Strategy::PerPlayer.subject(), kernel)?;
    Ok(tables_cost::estimate(game, &shape, refine, |_| {
        Cost::default()
    }))
}

/// A game whose work was estimated and found within the limits: the only way to its tables,
/// its turns, an analysis or [`crate::quantum::run`]. Made by [`check`] and [`check_turns`],
/// nowhere else ([`crate::quantum::solve`] makes the same check without keeping a copy of the
/// game).
#[derive(Debug, Clone)]
pub struct Checked {
    game: Game,
    strategy: Strategy,
    limits: Limits,
    estimate: Estimate,
    /// The view of the turns the estimate covers whole, when [`check_turns`] made it.
    covers: Option<TurnsUse>,
}

impl Checked {
    /// The game.
    pub fn game(&self) -> &Game {
        &self.game
    }

    /// The strategy it was checked for (never `Auto`).
    pub fn strategy(&self) -> Strategy {
        self.strategy
    }

    /// The kernel the estimate priced the per-player tables on, and which builds them.
    pub fn kernel(&self) -> Kernel {
        self.estimate.kernel
    }

    /// The limits it was checked against, which later stages (statistics, a layer) are held to.
    pub fn limits(&self) -> &Limits {
        &self.limits
    }

    /// The estimated cost.
    pub fn cost(&self) -> Cost {
        self.estimate.cost
    }

    /// The estimate and the choices made from it, for the strategy that runs.
    pub(crate) fn estimate(&self) -> &Estimate {
        &self.estimate
    }

    /// Refuses, before any work, a view of the turns whose whole cost passes the limits: the
    /// per-player tables, the turn table, and what `view` adds to them. Returns the estimate of
    /// the whole run.
    pub(crate) fn check_turns(&self, view: TurnsUse) -> Result<Cost, Error> {
        // A game checked for the turns written by some renderer covers the view, whatever
        // that renderer's model.
        let covered = match (self.covers, view) {
            (Some(TurnsUse::Written(_)), TurnsUse::Written(_)) => true,
            (covers, view) => covers == Some(view),
        };
        if covered {
            return Ok(self.estimate.cost);
        }
        turns_estimate(&self.game, &self.limits, view, self.kernel())
    }

    /// The same game checked for its per-player tables, which every view of the turns reads:
    /// itself when it was checked for them.
    pub fn for_tables(&self) -> Result<Checked, Error> {
        if self.strategy == Strategy::PerPlayer {
            return Ok(self.clone());
        }
        check_on(&self.game, Strategy::PerPlayer, &self.limits, self.kernel())
    }
}

/// Estimates solving `game` with `strategy` (`Auto` is `per-player`) and refuses it, before
/// any work, when the estimate passes `limits`.
///
/// ```
/// use dirac::{Game, Limits, Rules, cost, quantum::{self, Strategy}};
/// use dirac::limits::Op;
///
/// let game = Game::example(Rules::default()).unwrap();
/// let checked = cost::check(&game, Strategy::Auto, &Limits::default())?;
/// assert_eq!(checked.strategy(), Strategy::PerPlayer);
/// // Within the limits at once, from the rules alone: the dice's distribution (294 word
/// // products) and the combination of 21 rounds (324), beside every cell of 21 turns.
/// assert_eq!(checked.cost().work.count(Op::Word), 294 + 324);
/// let outcome = quantum::run(&checked)?;
/// assert_eq!(outcome.answer().to_string(), "444356092776315");
///
/// let far = Game::example(Rules::builder().dirac_target(1_000_000).build()?).unwrap();
/// assert!(cost::check(&far, Strategy::Auto, &Limits::default()).is_err());
/// # Ok::<(), dirac::Error>(())
/// ```
pub fn check(game: &Game, strategy: Strategy, limits: &Limits) -> Result<Checked, Error> {
    check_on(game, strategy, limits, Kernel::active())
}

/// [`check`] with the tables on `kernel`: a plan's choice, made once for its estimate and its
/// run.
pub(crate) fn check_on(
    game: &Game,
    strategy: Strategy,
    limits: &Limits,
    kernel: Kernel,
) -> Result<Checked, Error> {
    let shape = shape(game, strategy.subject(), kernel)?;
    check_shaped(game, &shape, strategy, limits)
}

/// [`check`] on the `shape` of `game` that a plan made once for all its estimates, with the
/// tables on the shape's kernel.
pub(crate) fn check_shaped(
    game: &Game,
    shape: &Shape,
    strategy: Strategy,
    limits: &Limits,
) -> Result<Checked, Error> {
    let estimate = shaped(game, shape, strategy, limits)?;
    Ok(Checked {
        game: game.clone(),
        strategy: strategy.resolve(),
        limits: *limits,
        estimate,
        covers: None,
    })
}

/// What a view of the turns adds to a game's per-player tables, estimated with them by
/// [`check_turns`].
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum TurnsUse {
    /// The turn table with every count written out in full, by a renderer that holds what
    /// [`Written`] says: its view, and its text (`dirac turns`, Python's `turns()`).
    Written(Written),
    /// The turn table and the exact statistics drawn from it (`dirac stats`, the page).
    Stats,
    /// The turn table and each player's exact chance of winning alone (`dirac solve`'s
    /// sentence where the universes' leader is not the likelier winner).
    Chances,
}

impl TurnsUse {
    fn subject(self) -> Subject {
        match self {
            TurnsUse::Written(_) => Subject::Turns,
            TurnsUse::Stats => Subject::Stats,
            TurnsUse::Chances => Subject::Chances,
        }
    }
}

/// Checks a view of the turns of `game` as a whole before any work: the per-player tables,
/// the turn table and what `view` adds (every count written out, or the exact statistics),
/// refused in the view's own name with the figure of the whole run when it passes `limits`.
/// The game comes back checked for its tables, with the whole estimate.
///
/// ```
/// use dirac::{Game, Limits, Rules, cost::{self, TurnsUse, Written}};
///
/// let game = Game::new(Rules::default(), (1..=1000).map(|i| i % 10 + 1).collect())?;
/// let written = TurnsUse::Written(Written::NOTHING);
/// // A thousand players' turn tables take some seconds: not within one.
/// let second = Limits { max_work: 1_000_000_000, ..Limits::default() };
/// let refused = cost::check_turns(&game, &second, written).unwrap_err();
/// assert!(refused.to_string().starts_with("the turn tables, every count written out would need"));
/// let example = Game::example(Rules::default()).unwrap();
/// let checked = cost::check_turns(&example, &Limits::default(), TurnsUse::Stats)?;
/// let tables = cost::check(&example, Default::default(), &Limits::default())?;
/// assert!(checked.cost().steps() > tables.cost().steps());
/// # Ok::<(), dirac::Error>(())
/// ```
pub fn check_turns(game: &Game, limits: &Limits, view: TurnsUse) -> Result<Checked, Error> {
    check_turns_on(game, limits, view, Kernel::active())
}

/// [`check_turns`] with the tables on `kernel`, the plan's choice.
pub(crate) fn check_turns_on(
    game: &Game,
    limits: &Limits,
    view: TurnsUse,
    kernel: Kernel,
) -> Result<Checked, Error> {
    let shape = shape(game, view.subject(), kernel)?;
    check_turns_shaped(game, &shape, limits, view)
}

/// [`check_turns`] on the `shape` of `game` that a plan made once, the tables on its kernel.
pub(crate) fn check_turns_shaped(
    game: &Game,
    shape: &Shape,
    limits: &Limits,
    view: TurnsUse,
) -> Result<Checked, Error> {
    let cost = turns_estimate_shaped(game, shape, limits, view)?;
    Ok(Checked {
        game: game.clone(),
        strategy: Strategy::PerPlayer,
        limits: *limits,
        estimate: Estimate::new(cost, shape.kernel),
        covers: Some(view),
    })
}

/// [`check_turns`] for a plan that does more beside the turn table: `whole` makes the whole
/// run's estimate from the table's, and the table is estimated crude where the whole passes
/// `limits` that way, else refined, and the whole refused past them as `subject` (with its
/// refined figure, whatever the limits). Returns the checked game and the whole estimate.
pub(crate) fn check_turns_beside(
    game: &Game,
    limits: &Limits,
    (view, kernel): (TurnsUse, Kernel),
    subject: Subject,
    whole: impl Fn(Cost) -> Cost,
) -> Result<(Checked, Cost), Error> {
    let crude = turns_cost(game, view, &Refine::crude(), kernel)?;
    let table = if limits.check(whole(crude), subject).is_ok() {
        crude
    } else {
        turns_cost(game, view, &Refine::refined(), kernel)?
    };
    limits.check(whole(table), subject)?;
    let checked = Checked {
        game: game.clone(),
        strategy: Strategy::PerPlayer,
        limits: *limits,
        estimate: Estimate::new(table, kernel),
        covers: Some(view),
    };
    Ok((checked, whole(table)))
}

/// The estimate of [`check_turns`], refused past `limits`: crude where that passes them,
/// else refined.
fn turns_estimate(
    game: &Game,
    limits: &Limits,
    view: TurnsUse,
    kernel: Kernel,
) -> Result<Cost, Error> {
    let shape = shape(game, view.subject(), kernel)?;
    turns_estimate_shaped(game, &shape, limits, view)
}

/// [`turns_estimate`] on the `shape` of `game`.
fn turns_estimate_shaped(
    game: &Game,
    shape: &Shape,
    limits: &Limits,
    view: TurnsUse,
) -> Result<Cost, Error> {
    limits.plan(view.subject(), |refine| {
        Ok::<_, Error>(turns_cost_shaped(game, shape, view, refine))
    })
}

/// The estimate of a view of the turns of `game`, its tables on `kernel`, crude or `refine`d,
/// not yet held to the limits.
pub(crate) fn turns_cost(
    game: &Game,
    view: TurnsUse,
    refine: &Refine,
    kernel: Kernel,
) -> Result<Cost, Refusal> {
    let shape = shape(game, view.subject(), kernel)?;
    Ok(turns_cost_shaped(game, &shape, view, refine))
}

/// [`turns_cost`] on the `shape` of `game`.
fn turns_cost_shaped(game: &Game, shape: &Shape, view: TurnsUse, refine: &Refine) -> Cost {
    let added = |shape: &Shape| {
        let adds = match view {
            TurnsUse::Written(written) => turns::written(shape, &written),
            TurnsUse::Stats | TurnsUse::Chances => {
                let of = if view == TurnsUse::Stats {
                    stats::stats
                } else {
                    stats::chances
                };
                ended(
                    of,
                    game.players(),
                    (shape.target, shape.board),
                    shape.rounds,
                    shape.turn_bits,
                )
            }
        };
        turns::table(shape).holding(adds)
    };
    let cost = tables_cost::estimate(game, shape, refine, added);
    // The statistics' view tells how the practice game ends too.
    match view {
        TurnsUse::Stats => cost.then(crate::practice::cost(game)),
        _ => cost,
    }
}

/// The view of both answers of `game` ([`crate::view::SolveView`]) and what a renderer holding
/// `written` writes of it: for each player, their universes won in decimal and their share of
/// all (the part and the whole, exactly), their score, start and percentage, each a string of
/// its own; counts of the game's widest: `n` players of up to `target` turns of `⌈log₂ F^R⌉`
/// bits from the rules alone, or, `refine`d, of the longest game any start has (a pass over the
/// cells with no counts). A thousand players' counts have thousands of digits each. Without
/// part 2 (`dirac` false), only part 1's view: each player's score and the answer's counts,
/// of at most 50 digits each (a score below 2^64 times rolls of a few times that), whatever
/// the Dirac game would count. `dirac` is the shape of part 2 when it is asked for, which the
/// plan made for its estimate (its kernel does not matter: the digits are the same whichever
/// counts them).
pub(crate) fn answers(
    game: &Game,
    dirac: Option<&Shape>,
    written: &Written,
    refine: &Refine,
) -> Cost {
    let Some(shape) = dirac else {
        const DIGITS: u128 = 50;
        let n = game.players() as u128;
        let strings = n.saturating_add(4);
        return Cost {
            work: crate::work::Work::default(),
            memory: strings
                .saturating_mul(VIEW_STRING + DIGITS)
                .saturating_add(written.bytes(1, strings, strings.saturating_mul(DIGITS))),
        };
    };
    let refined;
    let shape = if refine.on() {
        refined = shape.with_max_turns(crate::tables::shape::longest_game(game.rules(), refine));
        &refined
    } else {
        shape
    };
    let (n, bits) = (shape.players, shape.game_bits());
    let (digits, bytes) = (decimal_digits(bits), crate::work::count_bytes(bits));
    // Four strings a player and their digits, and the share's two counts; the total and the
    // answer.
    let strings = n.saturating_mul(4).saturating_add(2);
    let view = strings
        .saturating_mul(VIEW_STRING)
        .saturating_add(n.saturating_add(2).saturating_mul(digits))
        .saturating_add(n.saturating_mul(2).saturating_mul(bytes));
    // Written: a row a player in each part's table, a count and its digits each.
    let text = written.bytes(
        n.saturating_mul(2),
        n.saturating_mul(2),
        n.saturating_add(2).saturating_mul(digits),
    );
    Cost {
        work: crate::work::Work::of(
            crate::work::Op::Word,
            n.saturating_mul(words(bits)).saturating_mul(words(bits)),
        ),
        memory: view.saturating_add(text),
    }
}

/// Bytes a string of a view holds beside its characters: its header and an allocation's
/// overhead and rounding.
pub(crate) const VIEW_STRING: u128 = 64;

/// At most how many digits the exact statistics of `game` write whole: each length's
/// probability and each player's chance of winning, numerators and denominators, each a
/// fraction over `P^t` for the turn `t` it ends on. Ends come at most one a turn, in the
/// rounds from the fewest turns to the target (`⌈target / B⌉`) to the last a game can last
/// (the shortest of the players' longest games), so the `n` ends of round `r` are over
/// `P^(r·n)` at most, of `r·n·⌈log₂ P⌉` bits. Worked out from the rules and, where the cells
/// are few enough to pass over, the reach of each start, before any work.
pub fn stats_digits(game: &Game) -> u128 {
    stats_digits_within(game, &Refine::refined())
}

/// [`stats_digits`], refined within `refine`'s budget where it holds a pass.
pub(crate) fn stats_digits_within(game: &Game, refine: &Refine) -> u128 {
    // Digits, whatever kernel counts them.
    let shape = Shape::of(game, Kernel::Scalar);
    let shape = match shape.reach(game.rules(), refine) {
        Some(reach) => shape.refined(&reach),
        None => shape,
    };
    let n = shape.players;
    let (first, last) = (shape.target.div_ceil(shape.board).max(1), shape.rounds);
    if last < first {
        return 0;
    }
    let rounds = crate::work::triangular_between(first, last);
    let bits_per_round = n.saturating_mul(shape.turn_bits);
    // Σ over the ends of 2·(digits of r·n·b bits), then each player's chance at the last.
    let lengths = crate::work::digits_beyond_the_first(bits_per_round.saturating_mul(rounds))
        + (last - first + 1);
    let chances = decimal_digits(bits_per_round.saturating_mul(last));
    n.saturating_mul(lengths)
        .saturating_add(n.saturating_mul(chances))
        .saturating_mul(2)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::Rules;
    use crate::work::{Op, Work};

    /// The kernel is the plan's: the estimate prices the tables on it, and the run builds them
    /// with it, the same exact counts on each. (A vector kernel is priced on any machine; its
    /// run falls back to scalar code where the CPU has no such vectors.)
    #[test]
    fn the_estimate_prices_the_kernel_the_plan_chose_and_the_run_builds_with_it() {
        let game = Game::example(Rules::default()).unwrap();
        let limits = Limits::default();
        let on = |kernel| check_on(&game, Strategy::PerPlayer, &limits, kernel).unwrap();
        let (scalar, vector) = (on(Kernel::Scalar), on(Kernel::Avx512));
        assert_eq!(
            (scalar.kernel(), vector.kernel()),
            (Kernel::Scalar, Kernel::Avx512)
        );
        let moves = |c: &Checked| {
            let work = c.cost().work;
            (work.count(Op::CellMove), work.count(Op::VectorMove))
        };
        let ((cells, none), (_, vectors)) = (moves(&scalar), moves(&vector));
        assert!(cells > 0 && none == 0, "scalar: {:?}", moves(&scalar));
        assert_eq!(
            vectors > 0,
            cfg!(target_arch = "x86_64"),
            "{:?}",
            moves(&vector)
        );
        assert_ne!(scalar.cost(), vector.cost());
        // The tables that follow are built on the kernel checked for.
        assert_eq!(scalar.for_tables().unwrap().kernel(), Kernel::Scalar);
        let wins = |c: &Checked| crate::quantum::run(c).unwrap().wins().to_vec();
        assert_eq!(wins(&scalar), wins(&vector));
        assert_eq!(wins(&scalar)[1].to_string(), "341960390180808");
        // A view of the turns checked on a kernel is estimated on it.
        let turns = |kernel| check_turns_on(&game, &limits, TurnsUse::Stats, kernel).unwrap();
        assert_eq!(turns(Kernel::Scalar).kernel(), Kernel::Scalar);
        assert_ne!(turns(Kernel::Scalar).cost(), turns(Kernel::Avx512).cost());
    }

    #[test]
    fn the_statistics_digits_are_bounded_from_the_rounds_of_ends() {
        // The puzzle: ends in rounds 3 to 10 (games of at most 10 turns from 4 and from 8),
        // two a round over P^(2r) of 10·r bits: Σ r = 52, 10·52·0.30103 digits and one a
        // fraction, 164; each player's chance over P^20, 100 bits, 31 digits; numerators and
        // denominators.
        let game = Game::example(Rules::default()).unwrap();
        assert_eq!(stats_digits(&game), (2 * 164 + 2 * 31) * 2);
        // One player on a board of one space, to 1 point: one end, in round 1, of 5 bits (1
        // digit, and one a fraction), and the chance's fraction of 2 digits.
        let one = Game::new(
            Rules::builder().board(1).dirac_target(1).build().unwrap(),
            vec![1],
        )
        .unwrap();
        assert_eq!(stats_digits(&one), 2 * (1 + 1) * 2);
    }

    #[test]
    fn a_strategy_is_refused_in_its_own_name_and_auto_is_per_player() {
        let game = Game::example(Rules::default()).unwrap();
        let limits = Limits::default();
        let auto = strategy(&game, Strategy::Auto, &limits, Kernel::active()).unwrap();
        let per_player = strategy(&game, Strategy::PerPlayer, &limits, Kernel::active()).unwrap();
        assert_eq!(auto.cost, per_player.cost);
        let nothing = Limits {
            max_work: 1,
            max_memory: u64::MAX,
        };
        for s in Strategy::CONCRETE {
            let refusal = strategy(&game, s, &nothing, Kernel::active()).unwrap_err();
            assert_eq!(refusal.subject, s.subject(), "{s}");
        }
        // A die too costly to build is refused in the strategy's name, the dice's
        // distribution part of its figure.
        let rules = Rules::builder()
            .dirac_faces(1_000_000)
            .rolls(1_000_000)
            .build()
            .unwrap();
        let huge = Game::example(rules).unwrap();
        let dice = Shape::of(&huge, Kernel::active()).dice_cost();
        for s in Strategy::CONCRETE {
            let refusal = strategy(&huge, s, &limits, Kernel::active()).unwrap_err();
            assert_eq!(refusal.subject, s.subject());
            let Reason::OverLimits { cost, .. } = refusal.reason else {
                panic!("{refusal:?}");
            };
            assert!(
                cost.work.count(Op::Word) >= dice.work.count(Op::Word),
                "{s}"
            );
        }
        assert_eq!(Work::NONE.count(Op::Word), 0);
    }

    #[test]
    fn written_text_is_the_renderers_own_model() {
        let model = Written {
            fixed: 100,
            per_row: 10,
            per_count: 3,
            per_digit: 2,
        };
        assert_eq!(model.bytes(2, 5, 40), 100 + 20 + 15 + 80);
        assert_eq!(Written::NOTHING.bytes(9, 9, 9), 0);
        assert_eq!(model.bytes(u128::MAX, 1, 1), u128::MAX);
    }
}
