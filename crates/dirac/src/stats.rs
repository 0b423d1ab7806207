//! Probabilities and expectations of the Dirac game, exact.
//!
//! The puzzle counts universes, and a universe that ends after 3 turns counts as much as one that
//! ends after 20. As probabilities they are not alike: a game that ends on turn `k` does so in
//! `universes / (F^R)^k` of the possible futures. This module turns the [`TurnTable`] into
//! probabilities over a common denominator `(F^R)^L` (`L` the longest game), so they are exact
//! fractions that add up to exactly 1.

use num_bigint::BigUint;

use crate::count::Count;
use crate::fraction::Fraction;
use crate::turns::TurnTable;

/// What to expect of a Dirac game.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Stats {
    /// Each player's probability of winning, in turn order.
    pub win_probability: Vec<Fraction>,
    /// The distribution of the game's length in turns: `(turns, probability)` for every length
    /// the game can have, shortest first.
    pub length: Vec<(u64, Fraction)>,
    /// The expected number of turns until the game ends.
    pub expected_turns: Fraction,
    /// The expected number of die rolls until the game ends.
    pub expected_rolls: Fraction,
    /// The most likely length in turns (the shortest of them on a tie).
    pub most_likely_turns: u64,
}

/// The statistics of a game from its turn table, with `rolls` rolls a turn.
///
/// ```
/// use dirac::{Fraction, Game, Limits, Rules, stats, turns};
///
/// let game = Game::example(Rules::default()).unwrap();
/// let s = stats::analyze(&turns::analyze(&game, &Limits::default())?, 3);
/// let total = s.win_probability.iter().fold(Fraction::zero(), |a, p| a.sum(p));
/// assert_eq!(total, Fraction::one());
/// # Ok::<(), dirac::Error>(())
/// ```
pub fn analyze(table: &TurnTable, rolls: u32) -> Stats {
    let n = table.players.len();
    // Every way the game can end: (turns played, winner, universes).
    let ends: Vec<(u64, usize, &Count)> = table
        .rounds
        .iter()
        .flat_map(|r| {
            r.wins
                .iter()
                .enumerate()
                .filter(|(_, w)| !w.is_zero())
                .map(move |(i, w)| (table.turns_at(r.round, i), i, w))
        })
        .collect();
    let longest = ends.iter().map(|e| e.0).max().unwrap_or(0);
    let per_turn = table.per_turn.to_biguint();
    // powers[k] = (F^R)^k, for k = 0..=longest.
    let mut powers = vec![BigUint::from(1_u32)];
    for _ in 0..longest {
        let next = powers
            .last()
            .map_or_else(|| BigUint::from(1_u32), |p| p * &per_turn);
        powers.push(next);
    }
    let denominator = powers
        .last()
        .cloned()
        .unwrap_or_else(|| BigUint::from(1_u32));
    // `powers` holds `longest + 1` values in memory, so every index fits in a usize.
    let scaled = |turns: u64, w: &Count| {
        w.to_biguint() * &powers[usize::try_from(longest - turns).unwrap_or(usize::MAX)]
    };
    let fraction = |numerator: BigUint| {
        Fraction::from_big(numerator, denominator.clone()).unwrap_or_else(Fraction::zero)
    };

    let mut per_player = vec![BigUint::from(0_u32); n];
    let mut expected = BigUint::from(0_u32);
    let mut length = Vec::with_capacity(ends.len());
    for &(turns, player, w) in &ends {
        let numerator = scaled(turns, w);
        per_player[player] += &numerator;
        expected += &numerator * turns;
        length.push((turns, numerator));
    }
    let most_likely_turns = length
        .iter()
        .rev()
        .max_by(|a, b| a.1.cmp(&b.1))
        .map_or(0, |(t, _)| *t);
    let expected_rolls = &expected * rolls;
    Stats {
        win_probability: per_player.into_iter().map(fraction).collect(),
        length: length
            .into_iter()
            .map(|(t, numerator)| (t, fraction(numerator)))
            .collect(),
        expected_turns: fraction(expected),
        expected_rolls: fraction(expected_rolls),
        most_likely_turns,
    }
}
