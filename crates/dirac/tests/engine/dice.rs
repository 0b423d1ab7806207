//! Any die: every strategy, the turn tables and the sweep against brute force on tiny games with
//! loaded dice, zero faces, values past the board and one-faced dice; the practice game against
//! literal simulations on many sequences, enormous targets included.

use super::oracle;
use super::{all_starts, assert_every_strategy_finds};
use dirac::die::{Die, Sequence};
use dirac::{Count, Game, Limits, Rules, practice, sweep, turns};
use proptest::prelude::*;

/// Dirac dice unlike the puzzle's: repeated faces, zeros, values past the board, gaps, one
/// face, and a consecutive run that does not start at 1.
const DICE: [&[u64]; 10] = [
    &[1, 1, 2],
    &[0, 1, 2],
    &[0],
    &[2],
    &[2, 4],
    &[5, 11],
    &[3, 3],
    &[0, 0, 7],
    &[2, 3, 4],
    &[1, 2, 2, 3, 3, 3],
];

fn dirac_rules(board: u32, rolls: u32, faces: &[u64], target: u32) -> Rules {
    Rules::builder()
        .board(board.into())
        .rolls(rolls.into())
        .dirac_die(Die::from_faces(faces).unwrap())
        .dirac_target(target.into())
        .build()
        .unwrap()
}

#[test]
fn every_strategy_and_the_turn_table_match_brute_force_with_any_die() {
    let (mut checked, mut too_big) = (0, 0);
    for faces in DICE {
        for board in 1_u32..=4 {
            for rolls in 1_u32..=2 {
                for target in 1_u32..=5 {
                    for players in 1..=2 {
                        for starts in all_starts(board, players) {
                            let Some(rounds) = oracle::dirac_rounds(
                                board,
                                rolls,
                                faces,
                                target.into(),
                                &starts,
                                500_000,
                            ) else {
                                too_big += 1;
                                continue;
                            };
                            let expected: Vec<u128> = (0..players)
                                .map(|p| rounds.iter().map(|r| r[p]).sum())
                                .collect();
                            let game = Game::new(dirac_rules(board, rolls, faces, target), starts)
                                .unwrap();
                            assert_every_strategy_finds(&game, &expected);
                            let table = turns::analyze(&game, &Limits::default()).unwrap();
                            let by_round: Vec<Vec<u128>> = table
                                .rounds
                                .iter()
                                .map(|r| r.wins.iter().map(|c| c.to_u128().unwrap()).collect())
                                .collect();
                            let decided: Vec<Vec<u128>> = rounds
                                .iter()
                                .cloned()
                                .chain(std::iter::repeat(vec![0; players]))
                                .take(by_round.len())
                                .collect();
                            assert_eq!(by_round, decided, "rounds of {game:?}");
                            let per_turn = faces.len().pow(rolls);
                            assert_eq!(table.per_turn, Count::from(per_turn as u64));
                            checked += 1;
                        }
                    }
                }
            }
        }
    }
    assert!(
        checked >= 3800 && too_big <= 150,
        "checked {checked}, skipped {too_big}"
    );
}

#[test]
fn the_sweep_with_a_loaded_die_is_every_game_solved_alone() {
    let rules = dirac_rules(5, 1, &[0, 1, 1, 3], 6);
    let swept = sweep::run(&rules, &Limits::default(), |_, _| {}).unwrap();
    for a in 1..=5 {
        for b in 1..=5 {
            let expected =
                oracle::dirac_rounds(5, 1, &[0, 1, 1, 3], 6, &[a, b], 20_000_000).unwrap();
            let wins: Vec<u128> = (0..2)
                .map(|p| expected.iter().map(|r| r[p]).sum())
                .collect();
            let cell = swept.cell(a, b).unwrap();
            let got: Vec<u128> = cell.wins.iter().map(|c| c.to_u128().unwrap()).collect();
            assert_eq!(got, wins, "starts {a}, {b}");
        }
    }
}

#[test]
fn a_die_written_as_the_puzzle_s_is_the_puzzle_s() {
    let written = Rules::builder()
        .dirac_die(Die::parse("3,1,2").unwrap())
        .practice_sequence(Sequence::parse("1..100").unwrap())
        .build()
        .unwrap();
    assert_eq!(written, Rules::default());
    let game = Game::example(written).unwrap();
    let outcome = dirac::quantum::solve(&game, Default::default(), &Limits::default()).unwrap();
    assert_eq!(outcome.answer().to_string(), "444356092776315");
}

/// A small sequence from a fixed generator: 1 to 6 values from 0 to 14.
fn sequence(seed: u64) -> Vec<u64> {
    let mut x = seed;
    let mut next = |m: u64| {
        x = x
            .wrapping_mul(6_364_136_223_846_793_005)
            .wrapping_add(1_442_695_040_888_963_407);
        (x >> 33) % m
    };
    let len = 1 + next(6);
    (0..len).map(|_| next(15)).collect()
}

fn practice_check(board: u32, rolls: u32, values: &[u64], target: u64, starts: &[u32]) {
    let rules = Rules::builder()
        .board(board.into())
        .rolls(rolls.into())
        .practice_sequence(Sequence::from_values(values).unwrap())
        .practice_target(target)
        .build()
        .unwrap();
    let game = Game::new(rules, starts.to_vec()).unwrap();
    let end = practice::play(&game, &Limits::default()).unwrap();
    let (winner, scores, rolled) = if target <= 1_000_000 {
        oracle::practice_of(board, rolls, values, target.into(), starts)
    } else {
        oracle::practice_by_cycles(board, rolls, values, target.into(), starts)
    };
    assert_eq!(
        (end.winner(), end.scores(), end.rolls()),
        (winner, &scores[..], rolled),
        "{values:?} on {game:?}"
    );
    let lowest = scores.iter().min().unwrap();
    assert_eq!(
        end.answer().to_biguint(),
        num_bigint::BigUint::from(*lowest) * rolled
    );
}

#[test]
fn practice_sequences_match_a_literal_simulation() {
    for seed in 0..60 {
        let values = sequence(seed);
        for board in [1, 2, 3, 7, 10] {
            for rolls in 1..=3 {
                for target in [1, 9, 100, 2_000] {
                    for starts in [vec![1], vec![board, 1], vec![2.min(board), board, 1]] {
                        practice_check(board, rolls, &values, target, &starts);
                    }
                }
            }
        }
    }
}

/// Sequences shorter than they are written modulo the board (the engine walks their least
/// period): repeated blocks, values a board apart, a run going round the board.
#[test]
fn periodic_sequences_match_both_oracles() {
    let sequences: [&[u64]; 6] = [
        &[1, 2, 1, 2],
        &[3, 13, 3, 13],
        &[5, 6, 5, 6, 5, 6],
        &[9, 8, 7, 6, 5, 4, 3, 2, 1, 0],
        &[2, 2, 12, 12, 22, 22],
        &[
            0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19,
        ],
    ];
    for values in sequences {
        for board in [1, 2, 5, 10] {
            for rolls in 1..=3 {
                for target in [1, 77, 5_000, 1_000_000_000_000_000_000] {
                    practice_check(board, rolls, values, target, &[1, board]);
                    practice_check(board, rolls, values, target, &[board, 1, 2.min(board)]);
                }
            }
        }
    }
}

/// Long sequences whose values repeat modulo the board far sooner than the sequence does (a
/// run going round the board whole times, a countdown to 0, each value rolled three times):
/// the engine's walks end at the short period, and agree with both oracles.
#[test]
fn long_sequences_with_short_periods_match_both_oracles() {
    let written = ["2000..1", "1999..0", "0..1199:3", "5..1004"];
    for text in written {
        let sequence = Sequence::parse(text).unwrap();
        let values: Vec<u64> = sequence.rolls().take(sequence.len() as usize).collect();
        for board in [1, 4, 5, 8, 10] {
            for rolls in [1, 3] {
                for target in [77, 5_000, 1_000_000_000_000_000_000] {
                    for starts in [vec![1], vec![board, 1, 2.min(board)]] {
                        let rules = Rules::builder()
                            .board(board.into())
                            .rolls(rolls.into())
                            .practice_sequence(sequence.clone())
                            .practice_target(target)
                            .build()
                            .unwrap();
                        let game = Game::new(rules, starts.clone()).unwrap();
                        let end = practice::play(&game, &Limits::default()).unwrap();
                        let expected = if target <= 1_000_000 {
                            oracle::practice_of(board, rolls, &values, target.into(), &starts)
                        } else {
                            oracle::practice_by_cycles(
                                board,
                                rolls,
                                &values,
                                target.into(),
                                &starts,
                            )
                        };
                        assert_eq!(
                            (end.winner(), end.scores().to_vec(), end.rolls()),
                            expected,
                            "{text} on {game:?}"
                        );
                    }
                }
            }
        }
    }
}

#[test]
fn the_cycle_skipping_oracle_agrees_with_the_literal_one() {
    for seed in 0..40 {
        let values = sequence(seed);
        for target in [50_u128, 3_000, 200_000] {
            let starts = [3, 9];
            assert_eq!(
                oracle::practice_by_cycles(10, 3, &values, target, &starts),
                oracle::practice_of(10, 3, &values, target, &starts),
                "{values:?} to {target}"
            );
        }
    }
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 200, ..ProptestConfig::default() })]

    /// Enormous targets: the engine's per-player periods against the oracle's joint cycles.
    #[test]
    fn enormous_targets_with_any_sequence_are_exact(
        seed in 0_u64..1_000_000,
        board in 1_u32..=12,
        rolls in 1_u32..=4,
        target in 1_000_001_u64..=1_000_000_000_000_000_000,
        starts in prop::collection::vec(1_u32..=12, 1..=3),
    ) {
        let starts: Vec<u32> = starts.iter().map(|s| (s - 1) % board + 1).collect();
        practice_check(board, rolls, &sequence(seed), target, &starts);
    }
}
