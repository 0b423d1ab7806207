//! Probabilities and expectations of the Dirac game, exact.
//!
//! The puzzle counts universes, and a universe that ends after 3 turns counts as much as one that
//! ends after 20. As probabilities they are not alike: a game that ends on turn `t` does so in
//! `universes / P^t` of the possible futures (`P = F^R`, the universes one turn splits into).
//! This module turns the [`TurnTable`] into exact fractions that add up to exactly 1.
//!
//! # Cost
//!
//! Every denominator is a power of `P`, so the sums need no common-denominator search: Horner's
//! rule adds `w / P^t` terms by multiplying a running numerator by `P` (one pass over its words),
//! and a fraction is put in lowest terms by dividing out the primes of `P` alone, not by a
//! general gcd. With `L` turns in the longest game and counts of `b = L · log₂ P` bits, the work
//! is about `L · b / 64` word operations per player: the planner gives the bound, and the
//! commands check it against the limits before they start.

use num_bigint::BigUint;
use num_integer::Integer;
use num_traits::{One, Zero};

use crate::cost::{self, Checked};
use crate::error::Error;
use crate::limits::{Limits, Subject};
use crate::num::Fraction;
use crate::turns::TurnTable;

/// What to expect of a Dirac game.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Stats {
    /// Each player's probability of winning, in turn order.
    pub win_probability: Vec<Fraction>,
    /// The distribution of the game's length in turns (every player's move is a turn): `(turns,
    /// probability)` for every length the game can have, shortest first.
    pub length: Vec<(u64, Fraction)>,
    /// The expected number of turns until the game ends.
    pub expected_turns: Fraction,
    /// The expected number of die rolls until the game ends.
    pub expected_rolls: Fraction,
    /// The most likely length in turns (the shortest of them on a tie).
    pub most_likely_turns: u64,
    /// The player (0-based) who wins in the most universes, the first of them on a tie: not
    /// always the likeliest winner ([`Stats::likelier`]).
    pub leader: usize,
}

impl Stats {
    /// The player (0-based) most likely to win, the first of them on a tie, compared exactly.
    pub fn likelier(&self) -> usize {
        likeliest(&self.win_probability)
    }
}

/// The index of the largest fraction, the first of them on a tie (0 for none).
pub(crate) fn likeliest(p: &[Fraction]) -> usize {
    let mut best = 0;
    for (i, x) in p.iter().enumerate() {
        if *x > p[best] {
            best = i;
        }
    }
    best
}

/// The statistics of a game from its turn table, refused when its estimate passes `limits`.
pub fn analyze_within(table: &TurnTable, limits: &Limits) -> Result<Stats, Error> {
    let ending = |r: &&crate::turns::Round| r.wins.iter().any(|w| !w.is_zero());
    let round = |r: Option<&crate::turns::Round>| r.map_or(0, |r| r.round as u64);
    let first = round(table.rounds.iter().find(ending));
    let last = round(table.rounds.iter().rev().find(ending));
    // ⌈log₂ P⌉: counts grow by this many bits a turn (none when P = 1).
    let bits = (table.per_turn.to_biguint() - 1_u32).bits();
    limits.check(
        cost::stats_cost(table.players.len(), first, last, bits),
        Subject::Stats,
    )?;
    Ok(analyze(table))
}

/// The statistics of a game from its turn table.
///
/// ```
/// use dirac::{Fraction, Game, Limits, Rules, stats, turns};
///
/// let game = Game::example(Rules::default()).unwrap();
/// let s = stats::analyze(&turns::analyze(&game, &Limits::default())?);
/// let total = s.win_probability.iter().fold(Fraction::zero(), |a, p| a.sum(p));
/// assert_eq!(total, Fraction::one());
/// # Ok::<(), dirac::Error>(())
/// ```
pub fn analyze(table: &TurnTable) -> Stats {
    let n = table.players.len();
    let per_turn = table.per_turn.to_biguint();
    let primes = prime_factors_of_power(&per_turn, table.rolls);
    let ends = ends(table);
    let longest = ends.last().map_or(0, |e| e.0);

    // Lengths: w / P^t in lowest terms, with P^t kept as t grows.
    let mut power = BigUint::one();
    let mut at = 0;
    let mut length = Vec::with_capacity(ends.len());
    for (turns, _, w) in &ends {
        for _ in at..*turns {
            count_product(&power, &per_turn);
            power *= &per_turn;
        }
        at = *turns;
        length.push((*turns, reduce(w.clone(), &power, &primes, *turns)));
    }
    // The expectation over a common denominator P^L by Horner's rule, over every turn.
    let mut expected = BigUint::zero();
    let mut previous = 0;
    for (turns, _, w) in &ends {
        for _ in previous..*turns {
            count_product(&expected, &per_turn);
            expected *= &per_turn;
        }
        previous = *turns;
        count_product(w, &per_turn);
        expected += w * *turns;
    }
    let win_probability = chances_of(&ends, n, &per_turn, &primes);
    let most_likely_turns = most_likely(&ends, &per_turn);
    count_product(&expected, &BigUint::from(table.rolls));
    let expected_rolls = &expected * table.rolls;
    Stats {
        win_probability,
        length,
        expected_turns: reduce(expected, &power, &primes, longest),
        expected_rolls: reduce(expected_rolls, &power, &primes, longest),
        most_likely_turns,
        leader: table.leader(),
    }
}

/// Each player's exact chance of winning, the statistics' `win_probability` alone: what
/// `dirac solve` compares with the universes each player wins.
///
/// ```
/// use dirac::{Game, Limits, Rules, stats, turns};
///
/// let game = Game::example(Rules::default()).unwrap();
/// let table = turns::analyze(&game, &Limits::default())?;
/// assert_eq!(stats::chances(&table), stats::analyze(&table).win_probability);
/// # Ok::<(), dirac::Error>(())
/// ```
pub fn chances(table: &TurnTable) -> Vec<Fraction> {
    let per_turn = table.per_turn.to_biguint();
    let primes = prime_factors_of_power(&per_turn, table.rolls);
    chances_of(&ends(table), table.players.len(), &per_turn, &primes)
}

/// `game` checked for each player's chance alone ([`crate::cost::TurnsUse::Chances`]) where it
/// fits `limits`, or the refusal that says why not: for a face that gives its answers whatever
/// the chances cost (`dirac solve`'s sentence), a refusal is an outcome, not an error.
///
/// ```
/// use dirac::{Game, Limits, Rules, stats};
///
/// let game = Game::example(Rules::default()).unwrap();
/// assert!(stats::check_chances(&game, &Limits::default())?.is_ok());
/// let tight = Limits { max_work: 1_000, ..Limits::default() };
/// assert!(stats::check_chances(&game, &tight)?.is_err());
/// # Ok::<(), dirac::Error>(())
/// ```
pub fn check_chances(
    game: &crate::game::Game,
    limits: &Limits,
) -> Result<Result<Checked, crate::limits::Refusal>, Error> {
    match cost::check_turns(game, limits, cost::TurnsUse::Chances) {
        Ok(checked) => Ok(Ok(checked)),
        Err(Error::Refused(r)) => Ok(Err(r)),
        Err(e) => Err(e),
    }
}

/// Each player's exact chance of winning in a game checked for it
/// ([`crate::cost::TurnsUse::Chances`], which [`crate::cost::Checked::for_tables`] games pass on
/// their own): the turn table and [`chances`], refused before any work past the limits.
pub fn chances_within(checked: &Checked) -> Result<Vec<Fraction>, Error> {
    let checked = checked.for_tables()?;
    checked.check_turns(cost::TurnsUse::Chances)?;
    Ok(chances(&crate::turns::of(&checked)?))
}

/// Every way the game can end, shortest first: (turns played, winner, universes). One player
/// moves per turn, so each length has one end at most.
fn ends(table: &TurnTable) -> Vec<(u64, usize, BigUint)> {
    table
        .rounds
        .iter()
        .flat_map(|r| {
            r.wins
                .iter()
                .enumerate()
                .filter(|(_, w)| !w.is_zero())
                .map(move |(i, w)| (table.turns_at(r.round, i), i, w.to_biguint()))
        })
        .collect()
}

/// Each of `n` players' chance from the game's `ends`: a sum over the player's own ends by
/// Horner's rule, over `P` to the player's last end, then in lowest terms.
fn chances_of(
    ends: &[(u64, usize, BigUint)],
    n: usize,
    per_turn: &BigUint,
    primes: &[(u32, u64)],
) -> Vec<Fraction> {
    let mut chance = vec![BigUint::zero(); n];
    let mut last_end = vec![0_u64; n];
    let mut skip_powers: Vec<(u64, BigUint)> = Vec::new();
    let mut power_of = |k: u64| -> BigUint {
        if let Some((_, p)) = skip_powers.iter().find(|(e, _)| *e == k) {
            return p.clone();
        }
        let p = per_turn.pow(u32::try_from(k).unwrap_or(u32::MAX));
        count_power(&p);
        skip_powers.push((k, p.clone()));
        p
    };
    for (turns, player, w) in ends {
        let gap = turns - last_end[*player];
        let power = power_of(gap);
        count_product(&chance[*player], &power);
        chance[*player] = &chance[*player] * power + w;
        last_end[*player] = *turns;
    }
    // Player i's sum is over P^(their last end): reduce over that, not over P^L, which would
    // only add factors of P to divide out again.
    // The players in the order of their last ends, each P^last from the one before (a
    // thousand players end on a thousand turns: as many powers of thousands of digits).
    let mut order: Vec<usize> = (0..n).collect();
    order.sort_by_key(|&i| last_end[i]);
    let mut win_probability = vec![Fraction::zero(); n];
    let (mut over, mut at) = (BigUint::one(), 0);
    for i in order {
        let step = power_of(last_end[i] - at);
        count_product(&over, &step);
        over *= step;
        at = last_end[i];
        win_probability[i] = reduce(std::mem::take(&mut chance[i]), &over, primes, at);
    }
    win_probability
}

/// The most likely length, the shortest on a tie. Lengths are `w / P^t`: `log₂ w` is known to
/// within a bit from `w`'s length, which ranks most pairs; only those within two bits of each
/// other are compared exactly, as `w₂` against `w₁ · P^(t₂ − t₁)`.
fn most_likely(ends: &[(u64, usize, BigUint)], per_turn: &BigUint) -> u64 {
    most_likely_counting(ends, per_turn, &mut 0)
}

/// [`most_likely`], counting in `exact` the comparisons made in big integers (the costly
/// ones, which the estimate from bit lengths avoids for all but close pairs).
fn most_likely_counting(
    ends: &[(u64, usize, BigUint)],
    per_turn: &BigUint,
    exact: &mut u64,
) -> u64 {
    let log_p = log2(per_turn);
    #[allow(clippy::cast_precision_loss)]
    let size = |(t, _, w): &(u64, usize, BigUint)| w.bits() as f64 - *t as f64 * log_p;
    let mut best: Option<&(u64, usize, BigUint)> = None;
    for end in ends {
        let better = match best {
            None => true,
            Some(b) if size(end) > size(b) + 2.0 => true,
            Some(b) if size(end) < size(b) - 2.0 => false,
            // Close: exactly. `b` is the shorter game (ends come in order of length).
            Some(b) => {
                *exact += 1;
                let gap = u32::try_from(end.0 - b.0).unwrap_or(u32::MAX);
                let power = per_turn.pow(gap);
                count_power(&power);
                count_product(&b.2, &power);
                end.2 > &b.2 * power
            }
        };
        if better {
            best = Some(end);
        }
    }
    best.map_or(0, |e| e.0)
}

/// `log₂ n` for `n ≥ 1`, from its top 64 bits (relative error below 2⁻⁵²).
fn log2(n: &BigUint) -> f64 {
    let bits = n.bits();
    let shift = bits.saturating_sub(64);
    let top = u64::try_from(n >> shift).unwrap_or(u64::MAX);
    #[allow(clippy::cast_precision_loss)]
    let value = (top as f64).log2() + shift as f64;
    value
}

/// `numerator / P^exponent` in lowest terms (`denominator` is `P^exponent`), dividing out
/// only the primes of `P` (given with their powers in `P`): they are the only factors the two
/// can share. The factors taken from the numerator leave the denominator in one division, by
/// their product: usually none or a few, a pass over its words; at most, when the numerator
/// is a power of `P`, a short quotient (dividing a word's power at a time cost a pass over the
/// denominator's words for every few factors).
fn reduce(
    mut numerator: BigUint,
    denominator: &BigUint,
    primes: &[(u32, u64)],
    exponent: u64,
) -> Fraction {
    if numerator.is_zero() {
        return Fraction::zero();
    }
    let mut taken = BigUint::one();
    // Only primes: a factor below 2 would never stop dividing.
    for &(p, per_power) in primes.iter().filter(|(p, _)| *p >= 2) {
        let most = per_power.saturating_mul(exponent);
        let removed = divide_out(&mut numerator, p, most);
        if removed > 0 {
            let power = num_traits::Pow::pow(&BigUint::from(p), removed);
            count_power(&power);
            count_product(&taken, &power);
            taken *= power;
        }
    }
    count_product(denominator, &taken);
    Fraction::from_reduced(numerator, denominator / taken)
}

/// Counts the steps of a power made by squaring: about a third of its square.
fn count_power(power: &BigUint) {
    crate::steps::add_with(crate::work::Op::Word, || {
        words(power).saturating_mul(words(power)) / 3
    });
}

/// Counts the steps of a product (or a division) of `a` by `b`: one per pair of their words.
fn count_product(a: &BigUint, b: &BigUint) {
    crate::steps::add_with(crate::work::Op::Word, || words(a).saturating_mul(words(b)));
}

/// The 64-bit words of `n`, one at least.
fn words(n: &BigUint) -> usize {
    usize::try_from(n.bits().div_ceil(64).max(1)).unwrap_or(usize::MAX)
}

/// The largest power of `p` in one word of a big integer (num-bigint's digit is a `usize`: 32
/// bits in WebAssembly), with its exponent. Dividing by one word is one pass over the words;
/// by two, a long division several times slower (the page's thousand players spent a third of
/// their statistics on it).
fn word_power(p: u32) -> (BigUint, u64) {
    let (mut chunk, mut k) = (u64::from(p), 1_u64);
    let in_a_word = |n: &u64| usize::try_from(*n).is_ok();
    while let Some(next) = chunk.checked_mul(u64::from(p)).filter(in_a_word) {
        (chunk, k) = (next, k + 1);
    }
    (BigUint::from(chunk), k)
}

/// Divides `n` by the prime `p` as often as it divides, at most `most` times; returns how
/// often it did.
///
/// By `p^k`, the largest power in a word, while it divides (each try one pass over `n`'s
/// words); what is left is below `k` factors, taken by `p^(2^j)` for `2^j < k` from the largest
/// down, each at most once: about `log₂ k` passes more, where dividing by `p` alone took up to
/// `k − 1`.
fn divide_out(n: &mut BigUint, p: u32, most: u64) -> u64 {
    let (chunk, k) = word_power(p);
    let mut left = most;
    let mut take = |n: &mut BigUint, divisor: &BigUint, count: u64| -> bool {
        if left < count {
            return false;
        }
        count_product(n, divisor);
        let (quotient, rest) = n.div_rem(divisor);
        if !rest.is_zero() {
            return false;
        }
        *n = quotient;
        left -= count;
        true
    };
    while take(n, &chunk, k) {}
    // Fewer than k factors are left: every power of two below k, the largest first.
    let mut rung = k.next_power_of_two() / 2;
    while rung > 0 {
        let power = BigUint::from(p).pow(u32::try_from(rung).unwrap_or(u32::MAX));
        take(n, &power, rung);
        rung /= 2;
    }
    most - left
}

/// The prime factors of `P = W^R` (`W` the die's faces, counted with their weights, rolled `R`
/// times) with their exponents: those of `W`, by trial division up to its square root, each
/// `R` times. (Dividing `P` itself by every candidate up to 10⁶ cost a pass over its words
/// each, for a die with a large prime factor.)
fn prime_factors_of_power(per_turn: &BigUint, rolls: u32) -> Vec<(u32, u64)> {
    let root = per_turn.nth_root(rolls.max(1));
    let whole_root = root.pow(rolls) == *per_turn;
    // A root of 32 bits has factors of 32 bits.
    let (Some(w), true) = (u32::try_from(&root).ok(), whole_root) else {
        return prime_factors(per_turn);
    };
    let mut out = Vec::new();
    let mut left = w;
    let mut p = 2_u32;
    while p <= left / p {
        let mut k = 0;
        while left % p == 0 {
            left /= p;
            k += 1;
        }
        if k > 0 {
            out.push((p, k * u64::from(rolls)));
        }
        p += 1;
    }
    if left > 1 {
        out.push((left, u64::from(rolls)));
    }
    out
}

/// The prime factors of `n` with their exponents, by trial division up to 10⁶: the primes of
/// any die's `P`, which are those of at most 10⁶ faces.
fn prime_factors(n: &BigUint) -> Vec<(u32, u64)> {
    let mut n = n.clone();
    let mut out = Vec::new();
    for p in 2..=1_000_000_u32 {
        if n <= BigUint::one() {
            break;
        }
        let mut k = 0;
        loop {
            let (q, r) = n.div_rem(&BigUint::from(p));
            if !r.is_zero() {
                break;
            }
            n = q;
            k += 1;
        }
        if k > 0 {
            out.push((p, k));
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_primes_of_a_power_come_from_its_root() {
        let power = |w: u32, r: u32| BigUint::from(w).pow(r);
        assert_eq!(prime_factors_of_power(&power(27, 1), 1), [(3, 3)]);
        assert_eq!(prime_factors_of_power(&power(3, 3), 3), [(3, 3)]);
        assert_eq!(
            prime_factors_of_power(&power(360, 40), 40),
            [(2, 120), (3, 80), (5, 40)]
        );
        assert_eq!(
            prime_factors_of_power(&power(999_983, 500), 500),
            [(999_983, 500)]
        );
        assert_eq!(
            prime_factors_of_power(&power(4 * 999_983, 7), 7),
            [(2, 14), (999_983, 7)]
        );
        assert_eq!(prime_factors_of_power(&power(1, 9), 9), []);
        // Not a power of `R`: the factors of `P` itself.
        assert_eq!(
            prime_factors_of_power(&BigUint::from(12_u32), 2),
            [(2, 2), (3, 1)]
        );
        for w in 1..300_u32 {
            for r in 1..4 {
                assert_eq!(
                    prime_factors_of_power(&power(w, r), r),
                    prime_factors(&power(w, r)),
                    "{w}^{r}"
                );
            }
        }
    }

    #[test]
    fn the_primes_of_a_power_are_found_with_their_exponents() {
        assert_eq!(prime_factors(&BigUint::from(27_u32)), [(3, 3)]);
        assert_eq!(prime_factors(&BigUint::from(1_u32)), []);
        assert_eq!(
            prime_factors(&BigUint::from(360_u32)),
            [(2, 3), (3, 2), (5, 1)]
        );
        let big = BigUint::from(999_983_u32).pow(3) * 4_u32;
        assert_eq!(prime_factors(&big), [(2, 2), (999_983, 3)]);
    }

    #[test]
    fn reducing_over_a_power_gives_lowest_terms() {
        let primes = prime_factors(&BigUint::from(6_u32));
        let den = BigUint::from(216_u32);
        let f = reduce(BigUint::from(36_u32), &den, &primes, 3);
        assert_eq!(f.to_string(), "1/6");
        let f = reduce(BigUint::from(35_u32), &den, &primes, 3);
        assert_eq!(f.to_string(), "35/216");
        assert_eq!(reduce(BigUint::zero(), &den, &primes, 3), Fraction::zero());
        assert_eq!(reduce(den.clone(), &den, &primes, 3), Fraction::one());
    }

    /// The statistics the slow way: every term reduced by a gcd, summed with `Fraction::sum`.
    fn naive(table: &TurnTable) -> Stats {
        let p = table.per_turn.to_biguint();
        let n = table.players.len();
        let mut win = vec![Fraction::zero(); n];
        let (mut expected, mut length) = (Fraction::zero(), Vec::new());
        for r in &table.rounds {
            for (i, w) in r.wins.iter().enumerate().filter(|(_, w)| !w.is_zero()) {
                let t = table.turns_at(r.round, i);
                let f =
                    Fraction::from_big(w.to_biguint(), p.pow(u32::try_from(t).unwrap())).unwrap();
                win[i] = win[i].sum(&f);
                let times_t =
                    Fraction::from_big(w.to_biguint() * t, p.pow(u32::try_from(t).unwrap()))
                        .unwrap();
                expected = expected.sum(&times_t);
                length.push((t, f));
            }
        }
        let rolls = Fraction::from_big(
            expected.numerator().to_biguint() * table.rolls,
            expected.denominator().to_biguint(),
        )
        .unwrap();
        let most = length
            .iter()
            .fold(None::<&(u64, Fraction)>, |best, e| match best {
                Some(b) if e.1.to_f64() <= b.1.to_f64() => Some(b),
                _ => Some(e),
            })
            .map_or(0, |e| e.0);
        Stats {
            win_probability: win,
            length,
            expected_turns: expected,
            expected_rolls: rolls,
            most_likely_turns: most,
            leader: table.leader(),
        }
    }

    #[test]
    fn the_fast_sums_and_reductions_equal_the_slow_ones() {
        use crate::game::Game;
        use crate::limits::Limits;
        use crate::rules::Rules;
        use crate::turns;
        for (board, rolls, faces, target, starts) in [
            (10, 3, 3, 21, vec![4, 8]),
            (10, 3, 3, 21, vec![1, 1, 1]),
            (7, 2, 6, 15, vec![3, 5, 7]),
            (8, 3, 2, 20, vec![2, 2]),
            (5, 1, 4, 12, vec![1, 2, 3, 4]),
            (1, 1, 1, 9, vec![1, 1]),
            (12, 2, 10, 25, vec![12, 1]),
        ] {
            let rules = Rules::builder()
                .board(board)
                .rolls(rolls)
                .dirac_faces(faces)
                .dirac_target(target)
                .build()
                .unwrap();
            let game = Game::new(rules.clone(), starts).unwrap();
            let table = turns::analyze(&game, &Limits::default()).unwrap();
            let slow = naive(&table);
            assert_eq!(chances(&table), slow.win_probability, "{rules:?}");
            assert_eq!(analyze(&table), slow, "{rules:?}");
        }
    }

    #[test]
    fn the_chunk_is_the_largest_power_in_a_word() {
        // num-bigint's digit is a usize: 64 bits here, 32 in WebAssembly.
        for p in [2_u32, 3, 7, 65_537, 999_983] {
            let (chunk, k) = word_power(p);
            assert_eq!(chunk, BigUint::from(p).pow(u32::try_from(k).unwrap()));
            assert!(chunk.bits() <= u64::from(usize::BITS));
            assert!((chunk * p).bits() > u64::from(usize::BITS), "{p}");
        }
    }

    #[test]
    fn reducing_by_words_equals_reducing_by_the_gcd() {
        // Numerators m·p^v for every v up to past the denominator's, over P^e for P with one,
        // two and three primes (and a prime past a word of 32 bits' powers, 65537).
        for (per_turn, exponent) in [
            (27_u32, 300_u64),
            (6, 200),
            (30, 90),
            (65_537, 20),
            (2, 700),
        ] {
            let power = BigUint::from(per_turn).pow(u32::try_from(exponent).unwrap());
            let primes = prime_factors(&BigUint::from(per_turn));
            for (p, _) in &primes {
                for v in (0..=(exponent * 3 + 5))
                    .step_by(7)
                    .chain([1, 19, 20, 21, 39, 40, 41])
                {
                    for m in [1_u32, 2, 5, 7, 1_000_003] {
                        let numerator =
                            BigUint::from(m) * BigUint::from(*p).pow(u32::try_from(v).unwrap());
                        let fast = reduce(numerator.clone(), &power, &primes, exponent);
                        let slow = Fraction::from_big(numerator, power.clone()).unwrap();
                        assert_eq!(fast, slow, "{m}·{p}^{v} / {per_turn}^{exponent}");
                    }
                }
            }
        }
    }

    #[test]
    fn many_players_ending_on_many_turns_get_their_own_probabilities() {
        use crate::game::Game;
        use crate::limits::Limits;
        use crate::rules::Rules;
        use crate::turns;
        // Every player's last end on its own turn, in an order other than the players'.
        let rules = Rules::builder().dirac_target(9).build().unwrap();
        let starts: Vec<u32> = (0..23).map(|k| (k * 7) % 10 + 1).collect();
        let game = Game::new(rules, starts).unwrap();
        let table = turns::analyze(&game, &Limits::default()).unwrap();
        assert_eq!(analyze(&table), naive(&table));
    }

    #[test]
    fn excess_factors_of_the_numerator_stay_in_it() {
        // 3^50·7 / 3^40 = 3^10·7: the numerator keeps the factors the denominator lacks.
        let three = BigUint::from(3_u32);
        let f = reduce(three.pow(50) * 7_u32, &three.pow(40), &[(3, 1)], 40);
        assert_eq!(f.to_string(), format!("{}/1", three.pow(10) * 7_u32));
    }

    #[test]
    fn logarithms_of_big_numbers_come_from_their_top_bits() {
        assert_eq!(log2(&BigUint::from(1_u32)), 0.0);
        assert_eq!(log2(&(BigUint::one() << 100_u32)), 100.0);
        let x = BigUint::from(3_u32) << 70_u32;
        assert!(
            (log2(&x) - (70.0 + 3_f64.log2())).abs() < 1e-12,
            "{}",
            log2(&x)
        );
    }

    #[test]
    fn the_most_likely_length_compares_exactly_only_close_pairs() {
        let p = BigUint::from(27_u32);
        let end = |t: u64, w: u64| (t, 0, BigUint::from(w));
        // 1/27 against 700/27²: sizes 2.3 bits apart, so no exact comparison is needed.
        let (mut exact, far) = (0, [end(1, 1), end(2, 700)]);
        assert_eq!(most_likely_counting(&far, &p, &mut exact), 2);
        assert_eq!(exact, 0);
        let far_down = [end(1, 26), end(2, 100)];
        assert_eq!(most_likely_counting(&far_down, &p, &mut exact), 1);
        assert_eq!(exact, 0);
        // 1/27 against 27/27² ties: exactly compared, and the shorter game wins the tie.
        let tie = [end(1, 1), end(2, 27)];
        assert_eq!(most_likely_counting(&tie, &p, &mut exact), 1);
        let above = [end(1, 1), end(2, 28)];
        assert_eq!(most_likely_counting(&above, &p, &mut exact), 2);
        assert_eq!(exact, 2);
        assert_eq!(most_likely(&above, &p), 2);
    }

    #[test]
    fn the_estimate_is_exactly_the_cost_of_the_games_rounds_of_ends() {
        // The example's games end in rounds 3 to 10 (21 points take three turns of at most 10,
        // and nobody lasts more than ten); 27 ways a turn take 5 bits.
        let game = crate::Game::example(crate::Rules::default()).unwrap();
        let table = crate::turns::analyze(&game, &Limits::default()).unwrap();
        let exact = cost::stats_cost(2, 3, 10, 5);
        let at = |work: u128, memory: u128| {
            Limits::exactly(u64::try_from(work).unwrap(), u64::try_from(memory).unwrap())
        };
        assert!(analyze_within(&table, &at(exact.steps(), exact.memory)).is_ok());
        assert!(analyze_within(&table, &at(exact.steps() - 1, exact.memory)).is_err());
        assert!(analyze_within(&table, &at(exact.steps(), exact.memory - 1)).is_err());
        // A 2-faced die rolled 3 times splits a turn 8 ways: 3 bits a turn, not 4.
        let rules = crate::Rules::builder().dirac_faces(2).build().unwrap();
        let game = crate::Game::new(rules, vec![4, 8]).unwrap();
        let table = crate::turns::analyze(&game, &Limits::default()).unwrap();
        let ending = |r: &&crate::turns::Round| r.wins.iter().any(|w| !w.is_zero());
        let first = table.rounds.iter().find(ending).unwrap().round as u64;
        let last = table.rounds.iter().rev().find(ending).unwrap().round as u64;
        let exact = cost::stats_cost(2, first, last, 3);
        assert!(exact.steps() < cost::stats_cost(2, first, last, 4).steps());
        assert!(analyze_within(&table, &at(exact.steps(), exact.memory)).is_ok());
        assert!(analyze_within(&table, &at(exact.steps() - 1, exact.memory)).is_err());
    }
}
