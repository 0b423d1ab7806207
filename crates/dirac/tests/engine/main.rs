//! Engine tests: published answers, oracles, agreement between strategies, exact big counts.

#![allow(
    unreachable_pub,
    clippy::unwrap_used,
    clippy::cast_possible_truncation,
    clippy::cast_sign_loss
)]

mod agreement;
mod big;
mod check;
mod check_pairs;
mod dice;
mod oracle;
mod parsing;
mod practice;
mod published;
mod refusals;
mod scan;
mod views;

use dirac::quantum::{self, DiracOutcome, Strategy};
use dirac::{Count, Game, Limits, Rules};

/// Rules from plain numbers (practice die and target, Dirac faces and target share `die` and
/// `target` unless set otherwise).
pub fn rules(board: u64, rolls: u64, faces: u64, target: u64) -> Rules {
    Rules::builder()
        .board(board)
        .rolls(rolls)
        .dirac_faces(faces)
        .dirac_target(target)
        .build()
        .expect("test rules are valid")
}

/// Every concrete strategy's outcome, or `None` where it refused the game under `limits`.
pub fn every_strategy(game: &Game, limits: &Limits) -> Vec<(Strategy, Option<DiracOutcome>)> {
    Strategy::CONCRETE
        .iter()
        .map(|&s| match quantum::solve(game, s, limits) {
            Ok(outcome) => (s, Some(outcome)),
            Err(dirac::Error::Refused(_)) => (s, None),
            Err(e) => panic!("{s} failed on {game:?}: {e}"),
        })
        .collect()
}

/// Demands that every concrete strategy runs on `game` and finds exactly `expected` wins.
pub fn assert_every_strategy_finds(game: &Game, expected: &[u128]) {
    for (strategy, outcome) in every_strategy(game, &Limits::default()) {
        let outcome = outcome.unwrap_or_else(|| panic!("{strategy} refused {game:?}"));
        let got: Vec<u128> = outcome
            .wins()
            .iter()
            .map(|c| c.to_u128().unwrap())
            .collect();
        assert_eq!(got, expected, "{strategy} on {game:?}");
    }
}

/// Runs every strategy, demands that all that ran agree exactly, and returns per-player wins.
/// `per-player` must always run.
pub fn agreed_wins(game: &Game, limits: &Limits) -> Vec<Count> {
    let outcomes = every_strategy(game, limits);
    let reference = outcomes[0]
        .1
        .clone()
        .unwrap_or_else(|| panic!("per-player refused {game:?}"));
    for (strategy, outcome) in &outcomes {
        if let Some(outcome) = outcome {
            assert_eq!(
                outcome.wins(),
                reference.wins(),
                "{strategy} disagrees on {game:?}"
            );
            assert_eq!(outcome.strategy(), *strategy);
        }
    }
    reference.wins().to_vec()
}

/// Every tuple of `players` starting spaces on a board of `board` spaces.
pub fn all_starts(board: u32, players: usize) -> Vec<Vec<u32>> {
    (0..players).fold(vec![vec![]], |acc, _| {
        acc.into_iter()
            .flat_map(|prefix| {
                (1..=board).map(move |s| {
                    let mut next = prefix.clone();
                    next.push(s);
                    next
                })
            })
            .collect()
    })
}
