//! The practice game against a literal simulation, including targets where the periodic skip
//! does almost all the work.

use super::all_starts;
use super::oracle::{self, Tiny};
use dirac::{Count, Game, Limits, Rules, practice};
use proptest::prelude::*;

fn practice_rules(board: u64, rolls: u64, die: u64, target: u64) -> Rules {
    Rules::builder()
        .board(board)
        .rolls(rolls)
        .practice_die(die)
        .practice_target(target)
        .build()
        .unwrap()
}

fn check(board: u32, rolls: u32, die: u32, target: u64, starts: &[u32]) {
    let (winner, scores, rolled) = oracle::practice(
        Tiny {
            board,
            rolls,
            die,
            target,
        },
        starts,
    );
    let rules = practice_rules(board.into(), rolls.into(), die.into(), target);
    let game = Game::new(rules, starts.to_vec()).unwrap();
    let end = practice::play(&game, &Limits::default()).unwrap();
    let lowest = *scores.iter().min().unwrap();
    assert_eq!(end.winner(), winner, "{game:?}");
    assert_eq!(
        end.scores(),
        scores.iter().map(|&s| u128::from(s)).collect::<Vec<_>>(),
        "{game:?}"
    );
    assert_eq!(end.rolls(), u128::from(rolled), "{game:?}");
    assert_eq!(
        end.answer(),
        Count::from(u128::from(lowest) * u128::from(rolled))
    );
    assert_eq!(end.turns() * u128::from(rolls), end.rolls());
}

#[test]
fn matches_a_literal_simulation_on_every_tiny_game() {
    for board in 1..=5 {
        for rolls in 1..=3 {
            for die in 1..=6 {
                for target in [1, 2, 7, 30, 200] {
                    for players in 1..=3 {
                        for starts in all_starts(board, players) {
                            check(board, rolls, die, target, &starts);
                        }
                    }
                }
            }
        }
    }
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 300, ..ProptestConfig::default() })]

    /// Long games on irregular rules, where most of the game is skipped period by period.
    #[test]
    fn matches_a_literal_simulation_on_long_games(
        board in 1_u32..=13,
        rolls in 1_u32..=5,
        die in 1_u32..=120,
        target in 1_u64..=200_000,
        starts in prop::collection::vec(1_u32..=13, 1..=4),
    ) {
        let starts: Vec<u32> = starts.iter().map(|s| (s - 1) % board + 1).collect();
        check(board, rolls, die, target, &starts);
    }
}

#[test]
fn a_target_of_10_pow_18_is_exact() {
    // Each period of 20 turns (10 per player) moves the players the same way and adds the same
    // score, so the winner's score is within one turn's score of the target and the rolls are
    // three per turn. Check those laws and that the answer is the exact product.
    let rules = Rules::builder()
        .practice_target(1_000_000_000_000_000_000)
        .build()
        .unwrap();
    let game = Game::new(rules, vec![4, 8]).unwrap();
    let end = practice::play(&game, &Limits::default()).unwrap();
    let target = 1_000_000_000_000_000_000_u128;
    assert!(end.scores()[end.winner()] >= target && end.scores()[end.winner()] < target + 10);
    assert!(end.scores().iter().all(|&s| s < target + 10));
    assert_eq!(end.rolls(), end.turns() * 3);
    let loser = end.scores().iter().min().unwrap();
    assert_eq!(
        end.answer().to_biguint(),
        num_bigint::BigUint::from(*loser) * end.rolls()
    );
    assert!(end.answer().to_u64().is_none(), "the answer passes u64");
}

#[test]
fn long_targets_agree_with_the_simulation_at_scale() {
    for (board, rolls, die) in [(10, 3, 100), (7, 2, 33), (12, 5, 97)] {
        check(board, rolls, die, 3_000_000, &[4, 1, 7]);
    }
}
