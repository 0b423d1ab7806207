//! The Dirac game: count, for every player, the universes in which they win.
//!
//! Four strategies compute the same counts in different ways; [`solve`] runs any of them behind
//! one interface and they are tested to agree exactly:
//!
//! | strategy | idea | state space | grows with |
//! |---|---|---|---|
//! | [`per-player`](crate::tables) | players never interact: tables per player, combined by round | `(space, score)` per player and turn | players linearly |
//! | [`memo`](Strategy::Memo) | recursion over joint states, each answer cached | `(B · target)ⁿ` joint states | players exponentially |
//! | [`backward`](Strategy::Backward) | discover states forward, resolve backward by score sum | as `memo` | players exponentially |
//! | [`stack`](Strategy::Stack) | weighted depth-first walk of the game tree, no cache | the tree itself | target and players exponentially |
//!
//! Before a strategy runs, its cost is estimated (see [`cost`]) and checked against the
//! [`Limits`]; a strategy that would need too much is refused with a [`Refusal`](crate::Refusal) that names
//! `per-player`. Then it runs on `u64`, retrying on `u128` and big integers only if a count
//! overflows (see [`crate::num::count`]). `memo` and `backward` first ask whether the per-player
//! tables of every start prove that no count can pass 64 bits (the universes still playing are
//! at most a product of one player's); when they do, as for the puzzle, their `u64` arithmetic
//! runs without a check a step.
//!
//! Each strategy's own module (private: they export nothing but [`solve`] runs them) opens with
//! its insight and its cost: `cargo doc -p dirac --document-private-items` renders those too.

#[cfg_attr(not(feature = "joint-strategies"), allow(dead_code))]
mod backward;
#[cfg_attr(not(feature = "joint-strategies"), allow(dead_code))]
pub(crate) mod joint;
#[cfg_attr(not(feature = "joint-strategies"), allow(dead_code))]
mod memo;
#[cfg_attr(not(feature = "joint-strategies"), allow(dead_code))]
mod proven;
#[cfg_attr(not(feature = "joint-strategies"), allow(dead_code))]
mod stack;
mod wins;

use crate::cost::{self, Checked, Estimate};
use crate::error::Error;
use crate::game::Game;
use crate::limits::Limits;
use crate::num::{Count, Overflow, Width};
pub use crate::strategy::{Strategy, UnknownStrategy};
use crate::tables::kernel::Kernel;

/// The outcome of the Dirac game.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct DiracOutcome {
    wins: Vec<Count>,
    strategy: Strategy,
    width: Width,
}

impl DiracOutcome {
    pub(crate) fn new(wins: Vec<Count>, strategy: Strategy, width: Width) -> DiracOutcome {
        DiracOutcome {
            wins,
            strategy,
            width,
        }
    }

    /// Universes won by each player, in turn order.
    pub fn wins(&self) -> &[Count] {
        &self.wins
    }

    /// The strategy that computed them (never `Auto`).
    pub fn strategy(&self) -> Strategy {
        self.strategy
    }

    /// The integer width the counts were computed in.
    pub fn width(&self) -> Width {
        self.width
    }

    /// The puzzle's answer: the universes won by the player who wins in the most universes.
    pub fn answer(&self) -> &Count {
        &self.wins[self.leader()]
    }

    /// The player (0-based) who wins in the most universes; the first of them on a tie.
    pub fn leader(&self) -> usize {
        // `max_by_key` keeps the last maximum; reverse so the first one wins ties.
        self.wins
            .iter()
            .enumerate()
            .rev()
            .max_by_key(|(_, w)| *w)
            .map_or(0, |(i, _)| i)
    }

    /// Every universe in which the game ends.
    pub fn total(&self) -> Count {
        self.wins.iter().cloned().sum()
    }
}

/// Solves the Dirac game with a strategy, after checking its cost against the limits.
///
/// ```
/// use dirac::{Game, Limits, Rules, quantum::{self, Strategy}};
///
/// let game = Game::example(Rules::default()).unwrap();
/// let outcome = quantum::solve(&game, Strategy::Auto, &Limits::default())?;
/// assert_eq!(outcome.wins()[0].to_string(), "444356092776315");
/// assert_eq!(outcome.wins()[1].to_string(), "341960390180808");
/// assert_eq!(outcome.answer().to_string(), "444356092776315");
/// assert_eq!((outcome.strategy(), outcome.width()), (Strategy::PerPlayer, dirac::Width::U64));
/// # Ok::<(), dirac::Error>(())
/// ```
pub fn solve(game: &Game, strategy: Strategy, limits: &Limits) -> Result<DiracOutcome, Error> {
    // The same check as `cost::check`, without the copy of the game a `Checked` keeps.
    let estimate = cost::strategy(game, strategy, limits, Kernel::active())?;
    outcome(game, strategy.resolve(), &estimate)
}

/// Solves a checked game with the strategy it was checked for.
pub fn run(checked: &Checked) -> Result<DiracOutcome, Error> {
    outcome(checked.game(), checked.strategy(), checked.estimate())
}

/// The outcome of `game` by `strategy` (resolved), whose estimate was held to the limits.
fn outcome(game: &Game, strategy: Strategy, estimate: &Estimate) -> Result<DiracOutcome, Error> {
    // Big integers cannot overflow: an `Overflow` from the last width is an invariant broken.
    let (wins, width) = wins::wins(game, strategy, estimate)
        .map_err(|Overflow| Error::Internal("a strategy failed on big integers"))?;
    Ok(DiracOutcome::new(wins, strategy, width))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::limits::{Cost, Subject};

    #[test]
    fn every_strategy_reads_back_from_its_name() {
        let names: Vec<&str> = Strategy::ALL.iter().map(|s| s.name()).collect();
        assert_eq!(names, ["auto", "per-player", "memo", "backward", "stack"]);
        for strategy in Strategy::ALL {
            assert_eq!(strategy.name().parse::<Strategy>(), Ok(strategy));
            assert_eq!(strategy.to_string(), strategy.name());
        }
        let unknown = "fast".parse::<Strategy>().unwrap_err();
        assert_eq!(unknown, UnknownStrategy("fast".into()));
        assert_eq!(
            unknown.to_string(),
            "unknown strategy \"fast\": expected auto, per-player, memo, backward or stack"
        );
    }

    #[test]
    fn auto_is_per_player_and_only_the_joint_strategies_advise_it() {
        assert_eq!(Strategy::default(), Strategy::Auto);
        for strategy in Strategy::ALL {
            let concrete = strategy.resolve();
            assert_ne!(concrete, Strategy::Auto);
            assert_eq!(Strategy::CONCRETE.contains(&strategy), concrete == strategy);
            let Subject::Strategy { name, advice } = strategy.subject() else {
                panic!("{strategy} is not a strategy subject");
            };
            assert_eq!(name, concrete.name());
            assert_eq!(
                advice.is_some(),
                concrete != Strategy::PerPlayer,
                "{strategy}"
            );
        }
        assert_eq!(Strategy::Auto.resolve(), Strategy::PerPlayer);
    }

    #[test]
    fn every_strategy_says_what_it_does_in_its_own_words() {
        let summaries: Vec<&str> = Strategy::ALL.iter().map(|s| s.summary()).collect();
        assert!(summaries[0].contains("per-player"), "{}", summaries[0]);
        assert!(summaries[1].contains("scales"), "{}", summaries[1]);
        assert!(summaries[2].contains("cache"), "{}", summaries[2]);
        assert!(summaries[3].contains("backward"), "{}", summaries[3]);
        assert!(summaries[4].contains("no cache"), "{}", summaries[4]);
    }

    #[test]
    fn the_cost_is_each_strategys_own_and_its_limits_are_where_it_is_refused() {
        let game = Game::example(crate::Rules::default()).unwrap();
        let cost_of =
            |strategy, limits: &Limits| cost::check(&game, strategy, limits).map(|c| c.cost());
        let costs: Vec<Cost> = Strategy::CONCRETE
            .iter()
            .map(|&s| cost_of(s, &Limits::default()).unwrap())
            .collect();
        // The stack walks the whole tree: far more than the tables or the joint states.
        let stack = costs[Strategy::CONCRETE.len() - 1];
        assert!(
            costs.iter().all(|c| c.steps() > 0 && c.memory > 0),
            "{costs:?}"
        );
        assert!(
            costs[..costs.len() - 1]
                .iter()
                .all(|c| c.steps() * 10 < stack.steps())
        );
        assert_eq!(
            cost_of(Strategy::Auto, &Limits::default()).unwrap(),
            cost_of(Strategy::PerPlayer, &Limits::default()).unwrap()
        );
        // Under limits below its estimate, a strategy bounds its work more closely (from the
        // live cells or states) or is refused; what it returns is within the limits.
        let mut refusals = 0;
        for (&strategy, &c) in Strategy::CONCRETE.iter().zip(&costs) {
            let work = u64::try_from(c.steps()).unwrap();
            let memory = u64::try_from(c.memory).unwrap();
            assert_eq!(cost_of(strategy, &Limits::exactly(work, memory)), Ok(c));
            for tight in [
                Limits::exactly(work - 1, memory),
                Limits::exactly(work, memory - 1),
            ] {
                match cost_of(strategy, &tight) {
                    Ok(closer) => assert_eq!(tight.passed_by(&closer), (false, false)),
                    Err(Error::Refused(_)) => refusals += 1,
                    Err(other) => panic!("{strategy}: {other}"),
                }
            }
        }
        assert!(refusals > 0);
    }

    #[test]
    fn the_answer_is_the_first_of_the_most_wins() {
        let outcome = |wins: &[u64]| DiracOutcome {
            wins: wins.iter().map(|&w| Count::from(w)).collect(),
            strategy: Strategy::PerPlayer,
            width: Width::U64,
        };
        let tied = outcome(&[3, 7, 7, 1]);
        assert_eq!(tied.leader(), 1);
        assert_eq!(tied.answer(), &Count::from(7_u64));
        assert_eq!(tied.total(), Count::from(18_u64));
        assert_eq!(outcome(&[9, 2]).leader(), 0);
        assert_eq!(outcome(&[9, 2]).answer(), &Count::from(9_u64));
    }
}
