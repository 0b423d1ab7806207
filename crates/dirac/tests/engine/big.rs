//! Counts past u64 and past u128, checked against independent computations: a modular oracle
//! that never forms the numbers, and strategies that share no code path with per-player.

use super::oracle::{self, PRIMES, Tiny};
use super::{agreed_wins, rules};
use dirac::quantum::{self, Strategy};
use dirac::{Count, Game, Limits, Rules};
use num_bigint::BigUint;

fn residue(count: &Count, p: u64) -> u64 {
    let r = count.to_biguint() % BigUint::from(p);
    r.try_into().unwrap()
}

/// Checks per-player's counts modulo several primes against the modular oracle.
fn check_modular(game: &Game, wins: &[Count]) {
    let r = game.rules();
    let tiny = Tiny {
        board: r.board(),
        rolls: r.rolls(),
        die: r.dirac_faces(),
        target: r.dirac_target().into(),
    };
    let expected = oracle::dirac_mod(tiny, game.starts());
    for (p, expected) in PRIMES.iter().zip(expected) {
        let got: Vec<u64> = wins.iter().map(|w| residue(w, *p)).collect();
        assert_eq!(got, expected, "mod {p} on {game:?}");
    }
}

#[test]
fn three_players_on_the_puzzle_rules_pass_u64() {
    let game = Game::new(Rules::default(), vec![4, 8, 1]).unwrap();
    let outcome = quantum::solve(&game, Strategy::PerPlayer, &Limits::default()).unwrap();
    assert_eq!(outcome.width().name(), "u128");
    assert!(outcome.answer().to_u64().is_none(), "the answer passes u64");
    // memo stores every joint state of three players (9.3 million): allow it the memory.
    let roomy = Limits {
        max_memory: 4 << 30,
        ..Limits::default()
    };
    let memo = quantum::solve(&game, Strategy::Memo, &roomy).unwrap();
    assert_eq!(memo.wins(), outcome.wins());
}

#[test]
fn a_small_three_player_game_past_u64_matches_the_modular_oracle() {
    let game = Game::new(rules(6, 3, 3, 13), vec![1, 3, 6]).unwrap();
    let wins = agreed_wins(&game, &Limits::default());
    assert!(
        wins.iter().any(|w| w.to_u64().is_none()),
        "some count passes u64: {wins:?}"
    );
    check_modular(&game, &wins);
}

#[test]
fn two_players_to_60_pass_u128_and_match_the_modular_oracle() {
    let game = Game::new(rules(10, 3, 3, 60), vec![4, 8]).unwrap();
    let outcome = quantum::solve(&game, Strategy::PerPlayer, &Limits::default()).unwrap();
    assert_eq!(outcome.width().name(), "big");
    assert!(
        outcome.answer().to_u128().is_none(),
        "the answer passes u128"
    );
    let backward = quantum::solve(&game, Strategy::Backward, &Limits::default()).unwrap();
    assert_eq!(backward.wins(), outcome.wins());
    check_modular(&game, outcome.wins());
}

#[test]
fn every_universe_of_a_lone_player_ends_exactly_once() {
    // A lone player's universes all end: with S = F^R universes per turn, the universes that
    // finish on turn t stand for S^(last − t) universes each at the last turn, so
    // Σₜ wins[t] · S^(last − t) = S^last exactly. At target 150 the counts pass u128.
    let game = Game::new(rules(10, 3, 3, 150), vec![7]).unwrap();
    let checked = dirac::cost::check(&game, Strategy::PerPlayer, &Limits::default()).unwrap();
    let table = dirac::turns::player(&checked, 0).unwrap();
    assert!(table.reached.iter().any(|w| w.bits() > 128));
    let wins: Vec<BigUint> = table.reached.iter().map(dirac::Count::to_biguint).collect();
    let last = table.last_turn() as u32;
    let s = BigUint::from(27_u32);
    let weighted: BigUint = (0..=last)
        .map(|t| &wins[t as usize] * s.pow(last - t))
        .sum();
    assert_eq!(weighted, s.pow(last));
    let outcome = quantum::solve(&game, Strategy::PerPlayer, &Limits::default()).unwrap();
    assert_eq!(outcome.width().name(), "big");
    assert_eq!(outcome.wins()[0].to_biguint(), wins.iter().sum::<BigUint>());
}
