//! Running a checked strategy: the per-player tables combined by round, or a joint-state
//! strategy in the narrowest integer width its counts fit.
// Without the joint-state strategies (the page's WebAssembly), their half of this module
// is never called.
#![cfg_attr(not(feature = "joint-strategies"), allow(dead_code, unused_variables))]

use super::{backward, memo, proven, stack};
use crate::cost::Estimate;
use crate::dice::Moves;
use crate::game::Game;
use crate::num::{Count, Counter, Exact, Overflow, Width, escalate};
use crate::strategy::Strategy;
use crate::tables::kernel::Kernel;
use crate::tables::{self, Dice, Tables};
use proven::Proven;

/// Universes won by each player in `game` with `strategy` (resolved), whose `estimate` was held
/// to the limits, exactly, and the integer width that computed them.
pub(super) fn wins(
    game: &Game,
    strategy: Strategy,
    estimate: &Estimate,
) -> Result<(Vec<Count>, Width), Overflow> {
    match strategy {
        #[cfg(feature = "joint-strategies")]
        Strategy::Memo => on_moves::<Memo>(game, estimate),
        #[cfg(feature = "joint-strategies")]
        Strategy::Backward => on_moves::<Backward>(game, estimate),
        #[cfg(feature = "joint-strategies")]
        Strategy::Stack => on_moves::<Stack>(game, estimate),
        // Refused by its plan ([`crate::cost::strategy`]) in a build without them.
        #[cfg(not(feature = "joint-strategies"))]
        Strategy::Memo | Strategy::Backward | Strategy::Stack => Err(Overflow),
        Strategy::Auto | Strategy::PerPlayer => {
            let dice = Dice::of(game.rules(), estimate.kernel);
            if let Some(wins) = tables::two_players_in_registers(game, &dice) {
                return Ok((wins, u64::WIDTH));
            }
            // The tables do not depend on the width of the combination: build them once.
            let tables = Tables::build(game, &dice);
            tables::wins_in_narrowest(&tables)
        }
    }
}

struct Memo;
struct Backward;
struct Stack;

/// The joint-state strategies compute in `C` arithmetic from the start, so each width reruns
/// them whole (a run on too narrow a type stops at its first overflow).
trait JointWins {
    fn wins<C: Counter>(game: &Game, moves: &Moves<C>, plan: &Estimate)
    -> Result<Vec<C>, Overflow>;
}

fn on_moves<M: JointWins>(game: &Game, plan: &Estimate) -> Result<(Vec<Count>, Width), Overflow> {
    struct Job<'a, M> {
        game: &'a Game,
        plan: &'a Estimate,
        method: std::marker::PhantomData<M>,
    }
    impl<M: JointWins> Exact for Job<'_, M> {
        type Output = Vec<Count>;
        fn run<C: Counter>(&self) -> Result<Vec<Count>, Overflow> {
            let rules = self.game.rules();
            let moves = Moves::<C>::of_die(rules.dirac_die(), rules.rolls(), rules.board())?;
            let wins = M::wins(self.game, &moves, self.plan)?;
            Ok(wins.iter().map(Counter::to_count).collect())
        }
    }
    let job = Job::<M> {
        game,
        plan,
        method: std::marker::PhantomData,
    };
    if counts_fit_u64(game, plan.kernel) {
        return job.run::<Proven>().map(|wins| (wins, Proven::WIDTH));
    }
    escalate(&job)
}

/// Whether every count of the joint strategies is proven to fit 64 bits (see [`proven`]).
fn counts_fit_u64(game: &Game, kernel: Kernel) -> bool {
    let Dice::Machine(geometry) = Dice::of(game.rules(), kernel) else {
        return false;
    };
    let Some(playing) = tables::every_start_playing(&geometry) else {
        return false;
    };
    let bound = proven::universes_bound(
        playing.iter().map(Vec::as_slice),
        game.players(),
        geometry.total,
    );
    bound.is_some_and(|b| b <= u128::from(u64::MAX))
}

impl JointWins for Memo {
    fn wins<C: Counter>(
        game: &Game,
        moves: &Moves<C>,
        plan: &Estimate,
    ) -> Result<Vec<C>, Overflow> {
        memo::wins(game, moves, plan.storage)
    }
}

impl JointWins for Backward {
    fn wins<C: Counter>(
        game: &Game,
        moves: &Moves<C>,
        plan: &Estimate,
    ) -> Result<Vec<C>, Overflow> {
        backward::wins(game, moves, plan.storage)
    }
}

impl JointWins for Stack {
    fn wins<C: Counter>(game: &Game, moves: &Moves<C>, _: &Estimate) -> Result<Vec<C>, Overflow> {
        stack::wins(game, moves)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::limits::Limits;
    use crate::rules::Rules;

    /// The joint strategies on `u64` without checks where the proof allows it, at the edge of
    /// what it allows: on every dice and board below, two and three players at the largest
    /// target the proof takes (26 for the puzzle's dice and board). Test builds check every
    /// addition and multiplication, so a count past 64 bits would fail here rather than wrap
    /// (a bound 2⁴⁰ times too small does, at once); the answers are the per-player ones.
    #[test]
    fn unchecked_u64_is_used_exactly_where_the_proof_allows_and_is_exact_at_its_edge() {
        let limits = Limits::default();
        let mut edges = 0;
        for (faces, rolls, board, players) in [
            (3, 3, 10, 2),
            (2, 3, 10, 2),
            (3, 2, 7, 2),
            (1, 1, 5, 2),
            (6, 1, 6, 2),
            (2, 2, 4, 3),
            (3, 1, 5, 3),
        ] {
            let game_to = |target: u64| {
                let rules = Rules::builder()
                    .dirac_faces(faces)
                    .rolls(rolls)
                    .board(board)
                    .dirac_target(target)
                    .build()
                    .unwrap();
                Game::new(rules, (1..=players).collect()).unwrap()
            };
            let Some(edge) = (1..200)
                .take_while(|&t| counts_fit_u64(&game_to(t), Kernel::active()))
                .last()
            else {
                panic!("F={faces} R={rolls} B={board}: the proof never holds");
            };
            let game = game_to(edge);
            let at = format!("F={faces} R={rolls} B={board} n={players} target {edge}");
            let expected = crate::quantum::solve(&game, Strategy::PerPlayer, &limits).unwrap();
            for strategy in [Strategy::Memo, Strategy::Backward] {
                let got = crate::quantum::solve(&game, strategy, &limits).unwrap();
                assert_eq!(got.wins(), expected.wins(), "{at} {strategy:?}");
                assert_eq!(got.width(), Width::U64, "{at} {strategy:?}");
            }
            // Everyone's universes are within the bound, which is within 64 bits.
            let total = expected
                .wins()
                .iter()
                .fold(Count::from(0_u64), |a, w| a.sum(w));
            assert!(total.to_u64().is_some(), "{at}");
            edges += 1;
        }
        assert_eq!(edges, 7);
        // The puzzle itself is proven; the Dirac target of 40 is not (its counts need u128).
        assert!(counts_fit_u64(
            &Game::example(Rules::default()).unwrap(),
            Kernel::active()
        ));
        let far = Rules::builder().dirac_target(40).build().unwrap();
        assert!(!counts_fit_u64(
            &Game::example(far).unwrap(),
            Kernel::active()
        ));
    }
}
