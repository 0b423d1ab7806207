//! How far a turn moves a player, and in how many universes.
//!
//! A turn rolls an `F`-faced Dirac die `R` times and moves by the sum, so it splits the universe
//! `F^R` ways. Two facts make that tractable:
//!
//! 1. **Only the sum matters**, not the order of the rolls: with the puzzle's die, the 27 roll
//!    sequences give only 7 sums (3 to 9, in 1, 3, 6, 7, 6, 3, 1 ways).
//! 2. **Only the sum modulo the board matters**: moving `s` or `s + B` spaces lands on the same
//!    space, and the score is the space landed on. So the distribution is folded onto the `B`
//!    residues, which caps the number of distinct moves at `min(B, R(F - 1) + 1)` however large
//!    `F` and `R` are.
//!
//! When the sums `R..=R·F` are few (the puzzle has 7), their distribution is expanded one roll
//! at a time, each roll a window of `F` terms sliding over the sums (two additions a sum), and
//! folded onto the board at the end. Otherwise the folded distribution of one roll is convolved
//! with itself `R` times, by square-and-multiply on the cyclic group of residues: `O(log R)`
//! convolutions of at most `B` terms each. Either way the roll sequences themselves, `F^R` of
//! them, are never enumerated.

use num_bigint::BigUint;

use crate::num::{Counter, Overflow};
use crate::rules::Rules;

/// The distribution of one turn's move, folded onto the board: for each distinct forward
/// distance `d` (in `0..B`, as a residue of the dice sum), the number of roll sequences giving it.
///
/// Only distances with a non-zero weight are stored, in increasing order.
#[derive(Debug, Clone, PartialEq)]
pub struct Moves<C> {
    steps: Vec<(u32, C)>,
}

impl<C: Counter> Moves<C> {
    /// Builds the distribution for `rolls` rolls of a die with `faces` faces on a board of
    /// `board` spaces.
    ///
    /// Fails with [`Overflow`] only when a weight does not fit in `C` (a weight is at most
    /// `faces^rolls`).
    pub fn new(faces: u32, rolls: u32, board: u32) -> Result<Self, Overflow> {
        match by_sums(faces, rolls, board) {
            Some(moves) => Ok(moves),
            None => Self::by_squares(faces, rolls, board),
        }
    }

    /// The distribution by square-and-multiply on the residues: `O(log R)` convolutions of at
    /// most `B` terms, whatever the number of sums.
    fn by_squares(faces: u32, rolls: u32, board: u32) -> Result<Self, Overflow> {
        let one = one_roll::<C>(faces, board);
        let mut result = Moves {
            steps: vec![(0, C::from_u64(1))],
        };
        let mut base = one;
        let mut exponent = rolls;
        loop {
            if exponent & 1 == 1 {
                result = result.convolve(&base, board)?;
            }
            exponent >>= 1;
            if exponent == 0 {
                return Ok(result);
            }
            base = base.convolve(&base, board)?;
        }
    }

    /// The distinct distances with their weights, as `(distance mod board, universes)`.
    pub fn steps(&self) -> &[(u32, C)] {
        &self.steps
    }

    /// Cyclic convolution modulo `board`: the distribution of the sum of two independent moves.
    fn convolve(&self, other: &Moves<C>, board: u32) -> Result<Moves<C>, Overflow> {
        let len = self.steps.len().saturating_mul(other.steps.len());
        if by_residue(len, board) {
            let mut acc = vec![C::default(); board as usize];
            for (a, wa) in &self.steps {
                for (b, wb) in &other.steps {
                    acc[add_mod(*a, *b, board) as usize].add_product(wa, wb)?;
                }
            }
            let steps = (0..board).zip(acc).filter(|(_, w)| !w.is_zero()).collect();
            return Ok(Moves { steps });
        }
        let mut pairs: Vec<(u32, C)> = Vec::with_capacity(len);
        for (a, wa) in &self.steps {
            for (b, wb) in &other.steps {
                pairs.push((add_mod(*a, *b, board), C::product(wa, wb)?));
            }
        }
        pairs.sort_unstable_by_key(|&(d, _)| d);
        let mut steps: Vec<(u32, C)> = Vec::new();
        for (d, w) in pairs {
            match steps.last_mut() {
                Some((last, total)) if *last == d => total.add_assign_checked(&w)?,
                _ => steps.push((d, w)),
            }
        }
        Ok(Moves { steps })
    }
}

/// The most additions [`by_sums`] makes: past it, square-and-multiply does less work.
const SUMS_WORK: u64 = 1 << 12;

/// The distribution by expanding `(x + x² + … + x^F)^R` one roll at a time, then folding the
/// sums `R..=R·F` onto the board: each roll is a window of `F` terms sliding over the sums, two
/// additions a sum whatever `F` is, so `R · (R(F − 1) + 1)` in all and a single allocation.
/// `None` when that passes [`SUMS_WORK`] or `F^R` (and so some weight) does not fit 64 bits.
fn by_sums<C: Counter>(faces: u32, rolls: u32, board: u32) -> Option<Moves<C>> {
    u64::from(faces).checked_pow(rolls)?;
    // Rules have at least one face and one roll.
    let span = u64::from(rolls) * u64::from(faces - 1) + 1;
    if span.saturating_mul(u64::from(rolls)) > SUMS_WORK {
        return None;
    }
    let (span, faces) = (usize::try_from(span).ok()?, faces as usize);
    // ways[k]: the roll sequences so far whose sum is `k` more than the least, one per roll.
    // Every partial count is at most `F^R`, so no addition below can overflow.
    let mut ways = vec![0_u64; span];
    ways[0] = 1;
    let mut len = 1;
    for _ in 0..rolls {
        len += faces - 1;
        // new[k] = old[k − F + 1] + … + old[k], from the top down and in place: `window` holds
        // the old terms of that sum, and loses `old[k]` and gains `old[k − F]` as `k` goes down.
        let mut window: u64 = ways[len - faces..len].iter().sum();
        for k in (0..len).rev() {
            let old = std::mem::replace(&mut ways[k], window);
            window -= old;
            if k >= faces {
                window += ways[k - faces];
            }
        }
    }
    // Sum `R + k` lands `(R + k) mod B` spaces on.
    let mut residue = rolls % board;
    let mut steps: Vec<(u32, C)> = Vec::with_capacity(span.min(board as usize));
    if span >= board as usize {
        let mut folded = vec![0_u64; board as usize];
        for w in ways {
            folded[residue as usize] += w;
            residue = add_mod(residue, 1, board);
        }
        steps.extend((0..board).zip(folded).map(|(d, w)| (d, C::from_u64(w))));
    } else {
        // Fewer sums than spaces: distinct residues, sorted after folding.
        for w in ways {
            steps.push((residue, C::from_u64(w)));
            residue = add_mod(residue, 1, board);
        }
        steps.sort_unstable_by_key(|&(d, _)| d);
    }
    Some(Moves { steps })
}

/// Whether a convolution of `products` pairs accumulates into one slot per residue of the
/// board (when the products cover the board) rather than collecting and merging the pairs (a
/// board of a million spaces with a 3-faced die needs 7 slots, not a million). Both give the
/// same distribution; this only picks the cheaper.
fn by_residue(products: usize, board: u32) -> bool {
    products >= board as usize
}

impl Moves<BigUint> {
    /// The distribution of `rules`'s dice with big-integer weights, which never overflow.
    pub fn big(rules: &Rules) -> Moves<BigUint> {
        match Moves::new(rules.dirac_faces(), rules.rolls(), rules.board()) {
            Ok(moves) => moves,
            Err(Overflow) => unreachable!("big-integer arithmetic never overflows"),
        }
    }
}

impl<C> Moves<C> {
    /// Moves from `(distance, weight)` pairs, sorted by distance with no zero weight.
    pub(crate) fn from_steps(steps: Vec<(u32, C)>) -> Moves<C> {
        Moves { steps }
    }
}

/// The distinct distances a turn can move, modulo the board, without their weights: the sums
/// `R..=R·F` are consecutive, so they cover every residue once there are at least `B` of them.
pub fn distances(faces: u32, rolls: u32, board: u32) -> Vec<u32> {
    let span = u64::from(rolls) * u64::from(faces - 1) + 1;
    let Ok(span) = u32::try_from(span) else {
        return (0..board).collect();
    };
    if span >= board {
        return (0..board).collect();
    }
    // Fewer than `board` consecutive sums: distinct residues, sorted after folding.
    let first = rolls % board;
    let mut out: Vec<u32> = (0..span).map(|k| add_mod(first, k, board)).collect();
    out.sort_unstable();
    out
}

/// `(a + b) mod board` for `a, b < board <= 10^6`: the sum cannot overflow.
fn add_mod(a: u32, b: u32, board: u32) -> u32 {
    let sum = a + b;
    if sum >= board { sum - board } else { sum }
}

/// One roll: faces `1..=faces`, folded modulo `board`. Residue `d` is hit by the faces
/// `d, d + B, d + 2B, ...` up to `faces` (residue 0 by `B, 2B, ...`).
fn one_roll<C: Counter>(faces: u32, board: u32) -> Moves<C> {
    let (full, rest) = (faces / board, faces % board);
    let steps = (0..board.min(faces.saturating_add(1)))
        .map(|d| {
            let extra = u32::from(d >= 1 && d <= rest);
            (d, u64::from(full + extra))
        })
        .filter(|&(_, w)| w > 0)
        .map(|(d, w)| (d, C::from_u64(w)))
        .collect();
    Moves { steps }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn products_that_cover_the_board_accumulate_by_residue() {
        assert!(by_residue(10, 10) && by_residue(11, 10));
        assert!(!by_residue(9, 10) && !by_residue(49, 1_000_000));
    }

    /// Every roll sequence, enumerated: the oracle for small dice.
    #[allow(clippy::cast_possible_truncation)]
    fn enumerate(faces: u32, rolls: u32, board: u32) -> Vec<(u32, u64)> {
        let mut counts = vec![0_u64; board as usize];
        let mut sums = vec![0_u64];
        for _ in 0..rolls {
            sums = sums
                .iter()
                .flat_map(|s| (1..=u64::from(faces)).map(move |f| s + f))
                .collect();
        }
        for s in sums {
            counts[(s % u64::from(board)) as usize] += 1;
        }
        (0..board).zip(counts).filter(|&(_, c)| c > 0).collect()
    }

    #[test]
    fn puzzle_die_gives_the_seven_sums() {
        let moves = Moves::<u64>::new(3, 3, 10).unwrap();
        assert_eq!(
            moves.steps(),
            &[(3, 1), (4, 3), (5, 6), (6, 7), (7, 6), (8, 3), (9, 1)]
        );
    }

    #[test]
    fn both_methods_match_enumeration_on_every_small_die() {
        for faces in 1..=5 {
            for rolls in 1..=5 {
                for board in 1..=8 {
                    let expected = enumerate(faces, rolls, board);
                    let squares = Moves::<u64>::by_squares(faces, rolls, board).unwrap();
                    let sums = by_sums::<u64>(faces, rolls, board).unwrap();
                    let at = format!("F={faces} R={rolls} B={board}");
                    assert_eq!(squares.steps(), expected.as_slice(), "{at}");
                    assert_eq!(sums.steps(), expected.as_slice(), "{at}");
                }
            }
        }
    }

    #[test]
    fn expanding_the_sums_agrees_with_squaring_on_larger_dice() {
        let mut checked = 0;
        for faces in [1, 2, 3, 6, 7, 20, 100] {
            for rolls in [1, 2, 3, 4, 9, 16] {
                for board in [1, 2, 3, 10, 17, 64, 1000] {
                    if let Some(sums) = by_sums::<u64>(faces, rolls, board) {
                        let squares = Moves::<u64>::by_squares(faces, rolls, board).unwrap();
                        assert_eq!(sums, squares, "F={faces} R={rolls} B={board}");
                        checked += 1;
                    }
                }
            }
        }
        assert!(checked > 200, "{checked}");
    }

    #[test]
    fn sums_are_expanded_only_while_the_work_is_small_and_the_weights_fit() {
        // One roll of F faces is F sums: expanded up to the limit, not one past it.
        assert!(by_sums::<u64>(4096, 1, 10).is_some());
        assert!(by_sums::<u64>(4097, 1, 10).is_none());
        // 16 rolls of 16 faces: 241 sums, 3,856 additions, and 16^16 = 2^64 does not fit.
        assert!(by_sums::<u64>(15, 16, 10).is_some());
        assert!(by_sums::<u64>(16, 16, 10).is_none());
        // Where it declines, squaring gives the distribution.
        let big = Moves::<BigUint>::new(16, 16, 10).unwrap();
        let total: BigUint = big.steps().iter().map(|(_, w)| w).sum();
        assert_eq!(total, BigUint::from(2_u32).pow(64));
    }

    #[test]
    fn large_dice_fold_onto_the_board_and_keep_every_universe() {
        // 1000 faces, 1000 rolls: 1000^1000 universes, 10 residues.
        let moves = Moves::<BigUint>::new(1000, 1000, 10).unwrap();
        assert_eq!(moves.steps().len(), 10);
        let total: BigUint = moves.steps().iter().map(|(_, w)| w).sum();
        assert_eq!(total, BigUint::from(1000_u32).pow(1000));
        // A die of 10 faces on a board of 10 is uniform after folding.
        let uniform = Moves::<BigUint>::new(10, 7, 10).unwrap();
        assert!(
            uniform
                .steps()
                .iter()
                .all(|(_, w)| *w == BigUint::from(1_000_000_u32))
        );
    }

    #[test]
    fn distances_are_the_residues_with_a_weight() {
        for faces in 1..=5 {
            for rolls in 1..=5 {
                for board in 1..=12 {
                    let moves = Moves::<u64>::new(faces, rolls, board).unwrap();
                    let with_weight: Vec<u32> = moves.steps().iter().map(|&(d, _)| d).collect();
                    assert_eq!(distances(faces, rolls, board), with_weight);
                }
            }
        }
    }

    #[test]
    fn weights_that_do_not_fit_report_overflow() {
        // 3^41 > u64::MAX, so the total cannot fit; some weight must fail too.
        assert_eq!(Moves::<u64>::new(3, 200, 1_000_000), Err(Overflow));
        assert!(Moves::<u128>::new(3, 40, 7).is_ok());
    }
}
