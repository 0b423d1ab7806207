//! The plan of a check of a user's answer ([`Check`]): the right games and every nearby game a
//! known mistake plays, estimated whole before any is played.

use crate::check::{self, TURNS_COMPARED};
use crate::cost::{self, TurnsUse};
use crate::error::Error;
use crate::game::Game;
use crate::limits::{Cost, Limits, Refine, Subject};
use crate::practice;
use crate::tables::kernel::Kernel;
use crate::view::{CheckView, TracesCompared};

use super::{Parts, Plan};

use crate::practice::PLAYED_TO_PLAN;

/// The most steps part 2's answer may take for a check of part 1 alone to find it, to say so
/// where it is given: ten milliseconds.
const OTHER_PART_STEPS: u128 = 10_000_000;

/// Checks a user's answer (`dirac check`): right for a part, a known mistake's number under
/// these rules ([`check::Mistake`]), or neither, with what helps.
///
/// ```
/// use dirac::{Game, Limits, Rules, check::parse_answer, plan::{Check, Parts, Plan}};
/// use dirac::view::Verdict;
///
/// let game = Game::example(Rules::default()).unwrap();
/// let check = |answer: &str| Check {
///     answer: parse_answer(answer).unwrap(),
///     parts: Parts::Both,
///     reveal: false,
/// };
/// let right = check("739785").plan(&game, &Limits::default())?.run()?;
/// assert_eq!((right.verdict, right.right_parts), (Verdict::Right, vec![1]));
/// // Player 2's universes: the player who wins fewer.
/// let fewer = check("341960390180808").plan(&game, &Limits::default())?.run()?;
/// assert_eq!(fewer.mistakes[0].id, "fewer-wins");
/// # Ok::<(), dirac::Error>(())
/// ```
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Check {
    /// The answer to check, of either sign ([`check::parse_answer`] reads it as people paste
    /// it).
    pub answer: check::Answer,
    /// The parts to check it against.
    pub parts: Parts,
    /// Whether the view gives the right answers.
    pub reveal: bool,
}

/// A plan of [`Check`].
#[derive(Debug, Clone)]
pub struct CheckPlan {
    game: Game,
    request: Check,
    limits: Limits,
    cost: Cost,
    /// What is searched beyond the engine's own games.
    scope: check::Scope,
}

impl Check {
    /// The plan of this check of an answer for `game` under `limits`: the right game and each
    /// nearby game (part 1 played, and traced to where a claimed one parts; part 2's turn
    /// table) and the right turn table read every wrong way, checked whole.
    pub fn plan(&self, game: &Game, limits: &Limits) -> Result<CheckPlan, Error> {
        let parts = self.parts.numbers();
        let kernel = Kernel::active();
        let nearby = check::nearby(game, &parts);
        // Where a mistaken game parts from the right one, it does by the turn after the right
        // game ends, so both are traced that far at most, or the turns compared: the right
        // game is played (by its cycles, in microseconds) to know its length, where its own
        // estimate is within what a plan may spend whatever the limits (so that a refusal is
        // one figure); else the turns compared bound it.
        let cap = TURNS_COMPARED as u128 + 1;
        let right_turns = if !parts.contains(&1) || practice::cost(game).steps() > PLAYED_TO_PLAN {
            None
        } else {
            let unlimited = Limits::exactly(u64::MAX, u64::MAX);
            Some(practice::play(game, &unlimited)?.turns())
        };
        let traced = right_turns.map_or(cap, |t| (t + 1).min(cap));
        // The mistaken practice games no rule plays are walked where the right one's length
        // is known and short: the run finds the same length.
        let walked = right_turns.and_then(|t| check::walked_turns(game, t));
        // Part 2's games no rule plays and its pairs of mistakes: counted where cheap enough.
        let plain = if parts.contains(&2) {
            let steps = check::plain_cost(game).steps();
            if steps <= check::PLAIN_STEPS {
                Ok(())
            } else {
                Err(steps)
            }
        } else {
            Ok(())
        };
        // Part 2's answer, to say so where it is given for part 1 alone: where it is cheap.
        let other = parts == [1]
            && cost::turns_cost(game, TurnsUse::Chances, &Refine::crude(), kernel)
                .is_ok_and(|c| c.steps() <= OTHER_PART_STEPS);
        let cost = limits.plan(Subject::Check, |refine| -> Result<Cost, Error> {
            let mut cost = Cost::default();
            if parts.contains(&1) {
                cost = cost.then(practice::cost(game));
                for n in nearby.iter().filter(|n| n.part == 1) {
                    // Played for its answer, and traced beside the right game where claimed.
                    let both = practice::trace_bound(game, traced)
                        .holding(practice::trace_bound(&n.game, traced));
                    cost = cost.then(practice::cost(&n.game)).then(both);
                }
            }
            if let Some(turns) = walked {
                // The games no rule plays, walked the plain way beside the right one.
                cost = cost.then(check::practice_played_cost(game, turns));
            }
            if parts == [2] {
                // Part 1's answer, to say so where it is given for part 2.
                cost = cost.then(practice::cost(game));
            }
            if other {
                cost = cost.then(cost::turns_cost(game, TurnsUse::Chances, refine, kernel)?);
            }
            // Two mistakes at once in part 1, where the answer is wrong.
            if parts.contains(&1) {
                cost = cost.then(check::practice_pairs_cost(game, walked));
            }
            if parts.contains(&2) {
                // The right turn table is held until the partings are found; each nearby
                // game's is made and dropped in turn, its rounds' wins kept; then the games no
                // rule plays, counted the plain way while the table is held.
                cost = cost.holding(cost::turns_cost(game, TurnsUse::Chances, refine, kernel)?);
                cost = cost.holding(check::reading_cost(game));
                for n in nearby.iter().filter(|n| n.part == 2) {
                    cost = cost.then(cost::turns_cost(
                        &n.game,
                        TurnsUse::Chances,
                        refine,
                        kernel,
                    )?);
                }
                if plain.is_ok() {
                    cost = cost.holding(check::plain_cost(game));
                }
            }
            Ok(cost)
        })?;
        Ok(CheckPlan {
            game: game.clone(),
            request: self.clone(),
            limits: *limits,
            cost,
            scope: check::Scope {
                walked,
                other,
                plain,
                kernel,
            },
        })
    }
}

impl Plan for CheckPlan {
    type View = CheckView;

    fn cost(&self) -> Cost {
        self.cost
    }

    fn kernel(&self) -> Kernel {
        self.scope.kernel
    }

    fn run(&self) -> Result<CheckView, Error> {
        check::run(
            &self.game,
            &self.request.answer,
            &self.request.parts.numbers(),
            self.request.reveal,
            &self.limits,
            self.scope,
        )
    }
}

/// A solver's print-out of the practice game compared with the game, turn by turn (`dirac
/// trace --compare`): the first line where it parts, and what in the rules would explain it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct CompareTrace {
    /// The print-out: a line per turn in the puzzle's words; other lines are passed over.
    pub mine: String,
}

/// A plan of [`CompareTrace`].
#[derive(Debug, Clone)]
pub struct CompareTracePlan {
    game: Game,
    mine: String,
    limits: Limits,
    cost: Cost,
}

impl CompareTrace {
    /// The plan of the comparison for `game` under `limits`: the game traced as far as the
    /// print-out goes, and a turn further.
    pub fn plan(&self, game: &Game, limits: &Limits) -> Result<CompareTracePlan, Error> {
        let turns = check::trace::turn_lines(&self.mine).len() as u128 + 1;
        let cost = practice::trace_bound(game, turns);
        limits.check(cost, Subject::Trace)?;
        Ok(CompareTracePlan {
            game: game.clone(),
            mine: self.mine.clone(),
            limits: *limits,
            cost,
        })
    }
}

impl Plan for CompareTracePlan {
    type View = TracesCompared;

    fn cost(&self) -> Cost {
        self.cost
    }

    fn kernel(&self) -> Kernel {
        Kernel::Scalar
    }

    fn run(&self) -> Result<TracesCompared, Error> {
        check::trace::compare(&self.game, &self.mine, &self.limits)
    }
}
