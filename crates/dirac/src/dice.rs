//! How far a turn moves a player, and in how many universes.
//!
//! A turn rolls an `F`-faced Dirac die `R` times and moves by the sum, so it splits the universe
//! `F^R` ways. Two facts make that tractable:
//!
//! 1. **Only the sum matters**, not the order of the rolls: with the puzzle's die, the 27 roll
//!    sequences give only 7 sums (3 to 9, in 1, 3, 6, 7, 6, 3, 1 ways).
//! 2. **Only the sum modulo the board matters**: moving `s` or `s + B` spaces lands on the same
//!    space, and the score is the space landed on. So the distribution is folded onto the `B`
//!    residues, which caps the number of distinct moves at `min(B, R(F - 1) + 1)` for the die
//!    `1..=F` however large `F` and `R` are (any other die: [`moves_bound`]).
//!
//! When the sums `R..=R·F` are few (the puzzle has 7), their distribution is expanded one roll
//! at a time, each roll a window of `F` terms sliding over the sums (two additions a sum), and
//! folded onto the board at the end. Otherwise the folded distribution of one roll is convolved
//! with itself `R` times, by square-and-multiply on the cyclic group of residues: `O(log R)`
//! convolutions of at most `B` terms each. Either way the roll sequences themselves, `F^R` of
//! them, are never enumerated.

use num_bigint::BigUint;
use smallvec::SmallVec;

use crate::die::Die;
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

    /// The distribution for `rolls` rolls of any `die` (see [`Die`]) on a board of `board`
    /// spaces. A die of consecutive values with one count, `a..=b` shown `c` times each, is the
    /// standard die of `b − a + 1` faces moved `a − 1` further at every roll, in `c^R` times as
    /// many universes: it takes [`Moves::new`]'s way. Any other die folds one roll onto the
    /// board and squares it.
    ///
    /// ```
    /// use dirac::{dice::Moves, die::Die};
    ///
    /// // Faces 1, 1, 2 rolled twice: sums 2 (4 ways), 3 (4 ways), 4 (1 way).
    /// let loaded = Moves::<u64>::of_die(&Die::parse("1:2,2")?, 2, 10).unwrap();
    /// assert_eq!(loaded.steps(), &[(2, 4), (3, 4), (4, 1)]);
    /// # Ok::<(), dirac::die::DieError>(())
    /// ```
    pub fn of_die(die: &Die, rolls: u32, board: u32) -> Result<Self, Overflow> {
        if let [run] = die.runs() {
            if let Ok(faces) = u32::try_from(run.to - run.from + 1) {
                let standard = Moves::new(faces, rolls, board)?;
                // Each roll moves `a − 1` further than the standard die's, which is `B − 1`
                // further when `a` is 0: `R` times that, modulo the board (in a u128, as
                // `R · a` reaches 10^15).
                let per_roll = match run.from {
                    0 => u128::from(board - 1),
                    a => u128::from(a - 1),
                };
                let shift = u128::from(rolls) * per_roll % u128::from(board);
                let shift = u32::try_from(shift).map_err(|_| Overflow)?;
                return standard.moved(shift, run.count, rolls, board);
            }
        }
        Self::power(one_roll_of(die, board), rolls, board)
    }

    /// Every distance `shift` further (modulo `board`), every weight times `count^rolls`.
    fn moved(self, shift: u32, count: u64, rolls: u32, board: u32) -> Result<Self, Overflow> {
        if shift == 0 && count == 1 {
            return Ok(self);
        }
        let scale = power_of(C::from_u64(count), rolls)?;
        let mut steps = self
            .steps
            .into_iter()
            .map(|(d, w)| Ok((add_mod(d, shift, board), C::product(&w, &scale)?)))
            .collect::<Result<Vec<_>, Overflow>>()?;
        steps.sort_unstable_by_key(|&(d, _)| d);
        Ok(Moves { steps })
    }

    /// The distribution by square-and-multiply on the residues: `O(log R)` convolutions of at
    /// most `B` terms, whatever the number of sums.
    fn by_squares(faces: u32, rolls: u32, board: u32) -> Result<Self, Overflow> {
        Self::power(one_roll::<C>(faces, board), rolls, board)
    }

    /// `rolls` independent rolls of `one`, by square-and-multiply on the residues.
    fn power(one: Moves<C>, rolls: u32, board: u32) -> Result<Self, Overflow> {
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
    // Every partial count is at most `F^R`, so no addition below can overflow. On the stack
    // while short (the puzzle's dice make 7 sums).
    let mut ways: SmallVec<[u64; 32]> = smallvec::smallvec![0_u64; span];
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
        for &w in &ways {
            folded[residue as usize] += w;
            residue = add_mod(residue, 1, board);
        }
        steps.extend((0..board).zip(folded).map(|(d, w)| (d, C::from_u64(w))));
    } else {
        // Fewer sums than spaces: distinct residues, rising from `R mod B` and wrapping to 0
        // at most once, so sorted by turning the wrapped ones to the front.
        let mut wrapped = span;
        for (k, &w) in ways.iter().enumerate() {
            steps.push((residue, C::from_u64(w)));
            residue = add_mod(residue, 1, board);
            if residue == 0 {
                wrapped = k + 1;
            }
        }
        steps.rotate_left(wrapped % span);
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
        match Moves::of_die(rules.dirac_die(), rules.rolls(), rules.board()) {
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

/// The distinct distances a turn can move, modulo the board, without their weights. A die of
/// consecutive values `a..=b` sums to `R·a..=R·b`, consecutive, which cover every residue once
/// there are at least `B` of them; any other die's residues are added to themselves `R` times
/// by square-and-multiply on sets (the estimates bound that by [`moves_bound`] first).
pub fn distances(die: &Die, rolls: u32, board: u32) -> Vec<u32> {
    let b = u64::from(board);
    if let [run] = die.runs() {
        let span = u64::from(rolls) * (run.to - run.from) + 1;
        if span >= b {
            return (0..board).collect();
        }
        // Below the board: both fit a u32.
        #[allow(clippy::cast_possible_truncation)]
        let first = (u128::from(rolls) * u128::from(run.from) % u128::from(b)) as u32;
        #[allow(clippy::cast_possible_truncation)]
        let mut out: Vec<u32> = (0..span as u32).map(|k| add_mod(first, k, board)).collect();
        out.sort_unstable();
        return out;
    }
    let one: Vec<u32> = one_roll_of::<u64>(die, board)
        .steps
        .iter()
        .map(|&(d, _)| d)
        .collect();
    let (mut result, mut base, mut exponent) = (vec![0], one, rolls);
    loop {
        if exponent & 1 == 1 {
            result = sumset(&result, &base, board);
        }
        exponent >>= 1;
        if exponent == 0 {
            return result;
        }
        base = sumset(&base, &base, board);
    }
}

/// The residues `a + b` for `a` in `x` and `b` in `y`, sorted and distinct.
fn sumset(x: &[u32], y: &[u32], board: u32) -> Vec<u32> {
    let mut hit = vec![false; board as usize];
    for &a in x {
        for &b in y {
            hit[add_mod(a, b, board) as usize] = true;
        }
    }
    (0..board).filter(|&d| hit[d as usize]).collect()
}

/// At most how many distinct distances a turn of `rolls` rolls of `die` moves on a board of
/// `board` spaces, from the die's values alone (no distribution is built): the least of
///
/// - `B`, the residues;
/// - `R·(r − q) + 1`, where one roll's residues lie in `q..=r` (a die `1, 10^6` on a board of
///   10^6 spaces rolls residues 0 and 1, so `R + 1` sums);
/// - `C(V + R − 1, R)`, the multisets of `R` of the `V` distinct values.
///
/// ```
/// use dirac::{dice::moves_bound, die::Die};
///
/// assert_eq!(moves_bound(&Die::standard(3), 3, 10), 7);
/// assert_eq!(moves_bound(&Die::parse("1,1000000")?, 3, 1_000_000), 4);
/// assert_eq!(moves_bound(&Die::parse("1,10,100")?, 2, 1000), 6);
/// # Ok::<(), dirac::die::DieError>(())
/// ```
pub fn moves_bound(die: &Die, rolls: u32, board: u32) -> u64 {
    let b = u64::from(board);
    // One roll's residues: a run as long as the board has them all, and a run that wraps
    // past a multiple of the board has both 0 and B − 1.
    let (mut least, mut most) = (b - 1, 0);
    for run in die.runs() {
        let (from, to) = (run.from % b, run.to % b);
        if run.to - run.from + 1 >= b || from > to {
            (least, most) = (0, b - 1);
            break;
        }
        (least, most) = (least.min(from), most.max(to));
    }
    let spread = u128::from(rolls) * u128::from(most - least) + 1;
    let bound = spread.min(multisets(die.values(), rolls, board));
    u64::try_from(bound.min(u128::from(b))).unwrap_or(b)
}

/// `C(v + r − 1, r)`, the multisets of `r` of `v` things, or anything past `cap` once it is
/// (each step multiplies by a ratio above one, so the product only grows).
fn multisets(v: u64, r: u32, cap: u32) -> u128 {
    // C(v + r − 1, r) = C(v + r − 1, v − 1): the product over k in 1..=v − 1 of (r + k) / k,
    // exact at every step; v is at most a million, and the loop stops past the cap.
    if r == 1 {
        // One roll: the values themselves (and a million of them would be a million steps).
        return u128::from(v);
    }
    let mut c: u128 = 1;
    for k in 1..v {
        c = c * (u128::from(r) + u128::from(k)) / u128::from(k);
        if c > u128::from(cap) {
            return c;
        }
    }
    c
}

/// `(a + b) mod board` for `a, b < board <= 10^6`: the sum cannot overflow.
fn add_mod(a: u32, b: u32, board: u32) -> u32 {
    let sum = a + b;
    if sum >= board { sum - board } else { sum }
}

/// `base^exponent` by square-and-multiply, checked.
fn power_of<C: Counter>(base: C, exponent: u32) -> Result<C, Overflow> {
    let (mut result, mut base, mut exponent) = (C::from_u64(1), base, exponent);
    while exponent > 0 {
        if exponent & 1 == 1 {
            result.mul_assign_checked(&base)?;
        }
        exponent >>= 1;
        if exponent > 0 {
            base = C::product(&base, &base)?;
        }
    }
    Ok(result)
}

/// One roll of any die, folded modulo `board`: each run `a..=b` (`c` faces each) puts
/// `c · ⌊len / B⌋` on every residue and `c` more on the `len mod B` residues from `a mod B` on.
/// A die has at most a million faces, so every weight fits 64 bits.
fn one_roll_of<C: Counter>(die: &Die, board: u32) -> Moves<C> {
    let b = u64::from(board);
    let values = die.values();
    let mut weights: Vec<(u32, u64)> = Vec::new();
    if values >= b {
        // Whole turns of the board add to every residue alike: summed first, so a die of many
        // runs costs its faces and the board once, not their product.
        let everywhere: u64 = die
            .runs()
            .iter()
            .map(|r| (r.to - r.from + 1) / b * r.count)
            .sum();
        let mut bins = vec![everywhere; board as usize];
        for r in die.runs() {
            let rest = (r.to - r.from + 1) % b;
            for k in 0..rest {
                // Both below the board, which is at most 10^6.
                #[allow(clippy::cast_possible_truncation)]
                let at = ((r.from + k) % b) as usize;
                bins[at] += r.count;
            }
        }
        weights.extend((0..board).zip(bins));
    } else {
        for r in die.runs() {
            for v in r.from..=r.to {
                // Below the board.
                #[allow(clippy::cast_possible_truncation)]
                weights.push(((v % b) as u32, r.count));
            }
        }
        weights.sort_unstable_by_key(|&(d, _)| d);
        weights.dedup_by(|later, kept| {
            let same = later.0 == kept.0;
            if same {
                kept.1 += later.1;
            }
            same
        });
    }
    let steps = weights
        .into_iter()
        .filter(|&(_, w)| w > 0)
        .map(|(d, w)| (d, C::from_u64(w)))
        .collect();
    Moves { steps }
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

/// A turn's sums before they are folded onto the board: each distinct sum of `rolls` rolls of
/// `die`, smallest first, with the roll sequences that give it (the puzzle's die: 3 to 9, in
/// 1, 3, 6, 7, 6, 3, 1 ways). `None` when there are more than `most` sums, found after at most
/// `most` rolls (every roll of a die of two values or more adds a sum), so this stays cheap
/// however large the rules: what the explanation lists, never what the engine counts with.
///
/// ```
/// use dirac::{dice, die::Die};
/// use num_bigint::BigUint;
///
/// let sums = dice::sums(&Die::standard(3), 3, 60).unwrap();
/// let ways: Vec<BigUint> = sums.iter().map(|(_, w)| w.clone()).collect();
/// assert_eq!(sums.iter().map(|(s, _)| *s).collect::<Vec<_>>(), [3, 4, 5, 6, 7, 8, 9]);
/// assert_eq!(ways, [1_u32, 3, 6, 7, 6, 3, 1].map(BigUint::from));
/// assert!(dice::sums(&Die::standard(100), 3, 60).is_none());
/// ```
pub fn sums(die: &Die, rolls: u32, most: usize) -> Option<Vec<(u64, BigUint)>> {
    let values: Vec<(u64, u64)> = die
        .runs()
        .iter()
        .flat_map(|r| (r.from..=r.to).map(move |v| (v, r.count)))
        .take(most.saturating_add(1))
        .collect();
    if values.len() > most {
        return None;
    }
    let one = BigUint::from(1_u32);
    let mut sums: std::collections::BTreeMap<u64, BigUint> = [(0, one)].into();
    if values.len() == 1 {
        // One value: one sum, in faces^rolls ways, without `rolls` passes.
        let (v, count) = values[0];
        let ways = BigUint::from(count).pow(rolls);
        return Some(vec![(v.saturating_mul(u64::from(rolls)), ways)]);
    }
    for _ in 0..rolls {
        let mut next = std::collections::BTreeMap::new();
        for (s, w) in &sums {
            for &(v, count) in &values {
                *next.entry(s + v).or_insert_with(BigUint::default) += w * count;
            }
        }
        if next.len() > most {
            return None;
        }
        sums = next;
    }
    Some(sums.into_iter().collect())
}

/// Every roll sequence of a turn, in the order the faces are listed (the puzzle's die: 1+1+1,
/// 1+1+2, ..., 3+3+3), as the values rolled; `None` when there are more than `most` of them.
/// A die's repeated faces are each a sequence of their own, as they are each a universe.
///
/// ```
/// use dirac::{dice, die::Die};
///
/// let all = dice::sequences(&Die::standard(3), 3, 64).unwrap();
/// assert_eq!(all.len(), 27);
/// assert_eq!((all[0].clone(), all[26].clone()), (vec![1, 1, 1], vec![3, 3, 3]));
/// assert!(dice::sequences(&Die::standard(3), 4, 64).is_none());
/// ```
pub fn sequences(die: &Die, rolls: u32, most: usize) -> Option<Vec<Vec<u64>>> {
    let faces: Vec<u64> = die
        .runs()
        .iter()
        .flat_map(|r| {
            let count = usize::try_from(r.count).unwrap_or(usize::MAX);
            (r.from..=r.to).flat_map(move |v| std::iter::repeat_n(v, count))
        })
        .take(most.saturating_add(1))
        .collect();
    let count = u32::try_from(faces.len())
        .ok()
        .and_then(|f| f.checked_pow(rolls))
        .filter(|&c| c as usize <= most)?;
    let mut all = Vec::with_capacity(count as usize);
    let mut digits = vec![0_usize; rolls as usize];
    for _ in 0..count {
        all.push(digits.iter().map(|&d| faces[d]).collect());
        // The next sequence: the last roll turns fastest.
        for d in digits.iter_mut().rev() {
            *d += 1;
            if *d < faces.len() {
                break;
            }
            *d = 0;
        }
    }
    Some(all)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn products_that_cover_the_board_accumulate_by_residue() {
        assert!(by_residue(10, 10) && by_residue(11, 10));
        assert!(!by_residue(9, 10) && !by_residue(49, 1_000_000));
    }

    /// Every roll sequence of the standard die, enumerated: the oracle for small dice.
    fn enumerate(faces: u32, rolls: u32, board: u32) -> Vec<(u32, u64)> {
        let faces: Vec<u64> = (1..=u64::from(faces)).collect();
        enumerate_faces(&faces, rolls, board)
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
                    assert_eq!(distances(&Die::standard(faces), rolls, board), with_weight);
                }
            }
        }
    }

    /// Every roll sequence of a die given face by face (a value listed twice is two faces).
    #[allow(clippy::cast_possible_truncation)]
    fn enumerate_faces(faces: &[u64], rolls: u32, board: u32) -> Vec<(u32, u64)> {
        let mut counts = vec![0_u64; board as usize];
        let mut sums = vec![0_u64];
        for _ in 0..rolls {
            sums = sums
                .iter()
                .flat_map(|s| faces.iter().map(move |f| s + f))
                .collect();
        }
        for s in sums {
            counts[(s % u64::from(board)) as usize] += 1;
        }
        (0..board).zip(counts).filter(|&(_, c)| c > 0).collect()
    }

    #[test]
    fn any_die_matches_enumeration_of_its_every_roll() {
        let dice: &[&[u64]] = &[
            &[1, 1, 2],
            &[0, 1, 2],
            &[2, 4, 6],
            &[0],
            &[5],
            &[7, 7, 7],
            &[1, 2, 3, 4, 5, 6],
            &[0, 0, 9, 1_000_000_000],
            &[3, 4, 5, 3, 4, 5],
            &[1, 10, 11, 12, 40],
            &[0, 1, 1, 2, 2, 2],
        ];
        let mut checked = 0;
        for faces in dice {
            let text: Vec<String> = faces.iter().map(u64::to_string).collect();
            let die = Die::parse(&text.join(",")).unwrap();
            assert_eq!(die.faces(), faces.len() as u64);
            for rolls in 1..=4 {
                for board in [1, 2, 3, 5, 7, 10, 13] {
                    let expected = enumerate_faces(faces, rolls, board);
                    let at = format!("die {die} R={rolls} B={board}");
                    let moves = Moves::<u64>::of_die(&die, rolls, board).unwrap();
                    assert_eq!(moves.steps(), expected.as_slice(), "{at}");
                    // The general way agrees with the shortcut of consecutive values.
                    let general = Moves::<u64>::power(one_roll_of(&die, board), rolls, board);
                    assert_eq!(general.unwrap().steps(), expected.as_slice(), "{at}");
                    // The distances are exactly the residues with a weight, and the estimates'
                    // bound holds them all.
                    let with_weight: Vec<u32> = expected.iter().map(|&(d, _)| d).collect();
                    assert_eq!(distances(&die, rolls, board), with_weight, "{at}");
                    let bound = moves_bound(&die, rolls, board);
                    assert!(bound >= with_weight.len() as u64, "{at}");
                    assert!(bound <= u64::from(board), "{at}");
                    checked += 1;
                }
            }
        }
        assert_eq!(checked, 11 * 4 * 7);
        // 3 rolls of 2, 4, 6 sum to 6..=18 (13 sums), in C(5, 3) = 10 multisets, 7 of them
        // distinct; one roll of 2, 4, 6 on a board of 5 is residues 1, 2, 4 (a spread of 3).
        let gaps = Die::parse("2,4,6").unwrap();
        assert_eq!(moves_bound(&gaps, 3, 100), 10);
        assert_eq!(distances(&gaps, 3, 100).len(), 7);
        assert_eq!(moves_bound(&gaps, 1, 100), 3);
        assert_eq!(moves_bound(&gaps, 2, 5), 5);
        assert_eq!(moves_bound(&Die::parse("3..7").unwrap(), 2, 100), 9);
        // A run wrapping past the board's end reaches both 0 and B − 1.
        assert_eq!(moves_bound(&Die::parse("9,10,11,50").unwrap(), 1, 10), 4);
        assert_eq!(moves_bound(&Die::parse("9..11").unwrap(), 2, 100), 5);
        assert_eq!(moves_bound(&Die::parse("9..11,30").unwrap(), 1, 10), 4);
        assert_eq!(
            moves_bound(&Die::parse("1,1000000").unwrap(), 3, 1_000_000),
            4
        );
    }

    #[test]
    fn one_roll_of_any_die_is_its_faces_folded_with_no_empty_residue() {
        for (text, board) in [("2,4,6", 2), ("0..9", 5), ("1:3,12", 11), ("3..4:2", 10)] {
            let die = Die::parse(text).unwrap();
            let faces: Vec<u64> = die
                .runs()
                .iter()
                .flat_map(|r| {
                    (r.from..=r.to).flat_map(move |v| {
                        std::iter::repeat_n(v, usize::try_from(r.count).unwrap())
                    })
                })
                .collect();
            let one = one_roll_of::<u64>(&die, board);
            assert_eq!(
                one.steps(),
                enumerate_faces(&faces, 1, board).as_slice(),
                "{text}"
            );
        }
    }

    #[test]
    fn a_power_squares_its_base_only_while_it_is_needed() {
        // (2^32)^2 does not fit: a last squaring nobody uses must not be attempted.
        assert_eq!(power_of::<u64>(1 << 32, 1), Ok(1 << 32));
        assert_eq!(power_of::<u64>(3, 5), Ok(243));
        assert_eq!(power_of::<u64>(7, 0), Ok(1));
        assert_eq!(power_of::<u64>(1 << 32, 2), Err(Overflow));
    }

    #[test]
    fn the_standard_die_is_the_puzzles_way_unchanged() {
        for (faces, rolls, board) in [(3, 3, 10), (6, 2, 7), (100, 5, 1000), (1, 1, 1)] {
            assert_eq!(
                Moves::<u64>::of_die(&Die::standard(faces), rolls, board),
                Moves::<u64>::new(faces, rolls, board)
            );
        }
        // A die of 300,000 faces is one run, folded without listing its faces.
        let big = Moves::<BigUint>::of_die(&Die::parse("0..99999:3").unwrap(), 3, 1000).unwrap();
        let total: BigUint = big.steps().iter().map(|(_, w)| w).sum();
        assert_eq!(total, BigUint::from(300_000_u32).pow(3));
        assert_eq!(
            Moves::<u64>::of_die(&Die::parse("1..3:2").unwrap(), 50, 10),
            Err(Overflow)
        );
    }

    #[test]
    fn weights_that_do_not_fit_report_overflow() {
        // 3^41 > u64::MAX, so the total cannot fit; some weight must fail too.
        assert_eq!(Moves::<u64>::new(3, 200, 1_000_000), Err(Overflow));
        assert!(Moves::<u128>::new(3, 40, 7).is_ok());
    }
}
