//! What the exact statistics cost ([`crate::stats`]): fractions over powers of `F^R`, summed
//! and reduced, in words of big integers.

use crate::limits::Cost;
use crate::work::{Op, Work, triangular, triangular_between, words};

/// The exact statistics ([`crate::stats::analyze`]) of a game of `players` players whose
/// universes end in rounds `first..=last`, with counts growing by `per_turn_bits` bits a turn.
///
/// The game ends on turn `t` in at most `P^t` universes, a count of `x = t·b` bits and
/// `w ≤ x/64 + 1` words. Each player may end once a round, so each round's `n` ends cost: the
/// mover's sum times `P^n` (`w·(n·b/64 + 1)`), and the length's reduction: a division of `w`
/// words to try each of at most 8 primes of `P` and a few powers of each, and one to take the
/// factors found out of `P^t` (`73·w`; none for `P = 1`). A numerator holds many factors of `P` only where every
/// universe ends alike, in one end with one winner: the reductions of the two expectations and
/// of one player's chance are counted in full, a division for each 32 bits or more taken off
/// and a quotient of up to half the words (`(x/32)·w + w²/4`). `P^t` and the expectation grow
/// by a product by `P` a turn (`2w`); each player's chance is over `P` to their last end, a
/// product by `P^n` or so from the one before. Summed in closed form over the rounds; the
/// calibration (`crates/dirac-render/tests/estimates.rs`) holds it against the steps counted.
pub(crate) fn stats(players: usize, first: u64, last: u64, per_turn_bits: u64) -> Cost {
    let Some(e) = Ends::of(players, first, last, per_turn_bits) else {
        return Ends::none(players);
    };
    let (n, c, b, turns, widest) = (e.n, e.c, e.b, e.turns, e.widest);
    let per_ends = n.saturating_mul(e.words_sum.saturating_mul(e.tries + c / 64 + 1));
    // Over every turn up to the last: Σ_t 2·(t·b/64 + 1).
    let growing = (b.saturating_mul(triangular(turns)) / 64 + turns).saturating_mul(2);
    let finals = (n + 2)
        .saturating_mul(widest.saturating_mul(e.tries + c / 64 + 1))
        .saturating_add(e.full_reduction().saturating_mul(3));
    Cost {
        work: Work::of(
            Op::Word,
            per_ends.saturating_add(growing).saturating_add(finals),
        ),
        // Every length's fraction is kept, its numerator and denominator.
        memory: n
            .saturating_mul(e.words_sum)
            .saturating_add(n.saturating_mul(widest))
            .saturating_mul(16),
    }
}

/// The ends of a game as [`stats`] and [`chances`] count them: `n` players ending in rounds
/// `first..=last`, counts growing by `b` bits a turn.
struct Ends {
    n: u128,
    /// Bits a round adds: `x = r·c` bits in round `r`.
    c: u128,
    b: u128,
    /// Σ (x/64 + 1) over the rounds of ends: the words of every end's count.
    words_sum: u128,
    /// Turns up to the last end.
    turns: u128,
    /// Words of the widest count, over `P` to the last turn.
    widest: u128,
    /// Divisions a reduction tries: none to try where `P = 1` (a die of one face).
    tries: u128,
}

impl Ends {
    /// `None` where no round can end the game.
    fn of(players: usize, first: u64, last: u64, per_turn_bits: u64) -> Option<Ends> {
        let n = players as u128;
        let (first, last) = (u128::from(first.max(1)), u128::from(last));
        if last < first {
            return None;
        }
        let b = u128::from(per_turn_bits);
        let c = n.saturating_mul(b);
        let s1 = triangular_between(first, last);
        let turns = n.saturating_mul(last);
        Some(Ends {
            n,
            c,
            b,
            words_sum: c.saturating_mul(s1) / 64 + (last - first + 1),
            turns,
            widest: words(turns.saturating_mul(b)),
            tries: if per_turn_bits == 0 { 1 } else { 73 },
        })
    }

    /// A game that cannot end: a step and a few bytes a player.
    fn none(players: usize) -> Cost {
        let n = players as u128;
        Cost::of(Op::Word, n, n.saturating_mul(64))
    }

    /// One reduction in full: a division for each 32 bits taken off the widest count, and a
    /// quotient of up to half its words.
    fn full_reduction(&self) -> u128 {
        (self.turns.saturating_mul(self.b) / 32 + self.widest / 4).saturating_mul(self.widest)
    }
}

/// Each player's exact chance of winning alone ([`crate::stats::chances`]), in a game as
/// [`stats`] describes: per end, the mover's sum times `P^n` (`w·(n·b/64 + 1)`); then each of
/// the `n` sums over `P` to its last end, a product by the power from the one before and a
/// reduction (a division of the widest count `W` for each of at most 8 primes of `P` and a
/// few powers of each, `73·W`), one of them in full (a division for each 32 bits taken off and
/// a quotient of up to half the words). No lengths, no expectations: of the statistics' work,
/// the part that grows with the ends is a product each.
pub(crate) fn chances(players: usize, first: u64, last: u64, per_turn_bits: u64) -> Cost {
    let Some(e) = Ends::of(players, first, last, per_turn_bits) else {
        return Ends::none(players);
    };
    let per_ends = e.n.saturating_mul(e.words_sum.saturating_mul(e.c / 64 + 1));
    let finals =
        e.n.saturating_mul(e.widest.saturating_mul(e.tries + e.c / 64 + 1))
            .saturating_add(e.full_reduction());
    Cost {
        work: Work::of(Op::Word, per_ends.saturating_add(finals)),
        // Each player's sum, the powers of `P` between ends kept, and a quotient.
        memory: e
            .n
            .saturating_mul(e.widest)
            .saturating_mul(3)
            .saturating_add(e.widest)
            .saturating_mul(16),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_cost_grows_with_the_players_and_the_length() {
        let small = stats(2, 3, 10, 5);
        let words = |c: Cost| c.work.count(Op::Word);
        assert!(words(stats(1000, 3, 10, 5)) > words(small));
        assert!(words(stats(2, 3, 10_000, 5)) > words(small));
        assert!(stats(2, 3, 10_000, 5).memory > small.memory);
        assert!(words(stats(2, 1, 10, 5)) > words(small));
        assert!(words(stats(2, 3, 10, 6)) > words(small));
        // No end at all: nothing to sum.
        assert_eq!(words(stats(0, 1, 0, 0)), 0);
        assert_eq!(words(stats(3, 5, 4, 5)), 3);
        // The chances alone cost less than the whole statistics.
        assert!(words(chances(2, 3, 10, 5)) < words(small));
    }
}
