//! Every pair of starting spaces for two players, under one set of rules.
//!
//! # Reusing work
//!
//! A player's per-turn table depends only on their start and the rules, so a sweep of all
//! `B × B` pairs needs `B` tables, not `B²` games: they come from one backward pass over the
//! board ([`crate::tables`]), and each pair is two multiply-adds per round. The
//! practice games reuse their walks the same way ([`crate::practice::sweep`]).

use std::cell::OnceCell;

use num_bigint::BigUint;

use crate::cost;
use crate::error::Error;
use crate::game::Game;
use crate::limits::{Limits, Subject};
use crate::num::{Count, Counter, Overflow};
use crate::num::{Fraction, nearest_f64, nearest_f64_below_one};
use crate::practice;
use crate::rules::Rules;
use crate::strategy::Strategy;
use crate::tables::{self, Column, Dice, PlayerTable, Table, pair};
use crate::turns::{self, TurnTable};

/// The largest board a sweep covers: `1000 × 1000` pairs.
pub const MAX_BOARD: u32 = 1000;

/// Both games for every pair of starts.
#[derive(Debug, Clone)]
pub struct Sweep {
    board: u32,
    rolls: u32,
    per_turn: Count,
    tables: Vec<PlayerTable>,
    cells: Vec<Cell>,
}

/// One pair of starts.
#[derive(Debug, Clone, PartialEq)]
pub struct Cell {
    /// Player 1's and player 2's starting spaces.
    pub starts: [u32; 2],
    /// The practice game's answer.
    pub practice: Count,
    /// Universes won by each player in the Dirac game.
    pub wins: [Count; 2],
    /// Player 1's probability of winning the Dirac game: the exact fraction (see
    /// [`Sweep::turn_table`]) correctly rounded to an `f64`.
    pub p1_probability: f64,
}

impl Cell {
    /// The Dirac game's answer: the larger of the two counts.
    pub fn dirac(&self) -> &Count {
        self.wins.iter().max().unwrap_or(&self.wins[0])
    }
}

/// What the sweep shows at a glance.
#[derive(Debug, Clone, PartialEq)]
pub struct Summary {
    /// Pairs of starts: `B²`.
    pub pairs: usize,
    /// Player 1's best pair of starts and their probability of winning there.
    pub best: ([u32; 2], f64),
    /// Player 1's worst pair of starts and their probability of winning there.
    pub worst: ([u32; 2], f64),
    /// Pairs in which the first mover wins in more universes than player 2.
    pub first_mover_ahead: usize,
    /// Pairs in which the first mover is more likely than not to win.
    pub first_mover_favoured: usize,
}

impl Sweep {
    /// Spaces on the board.
    pub fn board(&self) -> u32 {
        self.board
    }

    /// Every pair, player 1's start major: `cells()[(a − 1)·B + (b − 1)]`.
    pub fn cells(&self) -> &[Cell] {
        &self.cells
    }

    /// The pair with player 1 on `a` and player 2 on `b` (1-based).
    pub fn cell(&self, a: u32, b: u32) -> Option<&Cell> {
        let index = usize::try_from((a.checked_sub(1)?) * self.board + b.checked_sub(1)?).ok()?;
        (a <= self.board && b <= self.board)
            .then(|| self.cells.get(index))
            .flatten()
    }

    /// The exact turn table of the pair `a`, `b`, from the sweep's tables.
    pub fn turn_table(&self, a: u32, b: u32) -> Option<TurnTable> {
        let table = |s: u32| self.tables.get(usize::try_from(s.checked_sub(1)?).ok()?);
        let players = vec![table(a)?.clone(), table(b)?.clone()];
        Some(turns::combine(self.per_turn.clone(), self.rolls, players))
    }

    /// Player 1's exact probability of winning with player 1 on `a` and player 2 on `b`
    /// (1-based): the fraction that [`Cell::p1_probability`] rounds. Every decimal printed from
    /// a sweep comes from here, so that it is rounded once, from the exact value.
    pub fn p1_probability(&self, a: u32, b: u32) -> Option<Fraction> {
        let table = |s: u32| self.tables.get(usize::try_from(s.checked_sub(1)?).ok()?);
        let (n, d) = first_mover_exact(table(a)?, table(b)?, &self.per_turn);
        Fraction::from_big(n, d)
    }

    /// Best and worst starts for player 1, and how often the first mover leads.
    pub fn summary(&self) -> Summary {
        let by_probability = |c: &&Cell, d: &&Cell| c.p1_probability.total_cmp(&d.p1_probability);
        let best = self.cells.iter().max_by(by_probability);
        let worst = self.cells.iter().min_by(by_probability);
        let key = |c: Option<&Cell>| c.map_or(([0, 0], 0.0), |c| (c.starts, c.p1_probability));
        Summary {
            pairs: self.cells.len(),
            best: key(best),
            worst: key(worst),
            first_mover_ahead: self.cells.iter().filter(|c| c.wins[0] > c.wins[1]).count(),
            first_mover_favoured: self.cells.iter().filter(|c| c.p1_probability > 0.5).count(),
        }
    }
}

/// Sweeps every pair of starts under `rules`, calling `progress(done, total)` after each row of
/// pairs.
///
/// ```
/// use dirac::{Limits, Rules, sweep};
///
/// let s = sweep::run(&Rules::default(), &Limits::default(), |_, _| {})?;
/// let example = s.cell(4, 8).unwrap();
/// assert_eq!(example.practice.to_string(), "739785");
/// assert_eq!(example.dirac().to_string(), "444356092776315");
/// # Ok::<(), dirac::Error>(())
/// ```
pub fn run(
    rules: &Rules,
    limits: &Limits,
    mut progress: impl FnMut(usize, usize),
) -> Result<Sweep, Error> {
    let board = rules.board();
    if board > MAX_BOARD {
        return Err(Error::TooLarge(format!(
            "a sweep plays every pair of starts, {board} × {board} of them on this board; \
             sweeps cover boards of at most {MAX_BOARD} spaces"
        )));
    }
    // The cost of the tables: a per-player run with every space as a start.
    let every_space = Game::new(rules.clone(), (1..=board).collect()).map_err(Error::Input)?;
    cost::check(&every_space, Strategy::PerPlayer, limits)?;
    let pairs = u128::from(board) * u128::from(board);
    limits.check(cost::sweep_cells(pairs), Subject::Sweep)?;
    let practice = practice::Pairs::new(rules, limits)?;

    let dice = Dice::of(rules);
    let per_turn = dice.total();
    let raw = tables::every_start(rules, &dice);
    let tables: Vec<PlayerTable> = raw.iter().map(PlayerTable::from).collect();

    // Big-integer columns of every table, built the first time a pair passes 64 bits.
    let big: OnceCell<Vec<BigColumns>> = OnceCell::new();
    let b = board as usize;
    let total = b * b;
    let mut cells = Vec::with_capacity(total);
    for a in 1..=board {
        for c in 1..=board {
            let (i, j) = (a as usize - 1, c as usize - 1);
            let wins = pair_narrow(&raw[i], &raw[j]).unwrap_or_else(|| {
                let big = big.get_or_init(|| tables.iter().map(BigColumns::from).collect());
                pair_exact(&big[i], &big[j])
            });
            cells.push(Cell {
                starts: [a, c],
                practice: practice.game(a, c).answer().clone(),
                wins,
                p1_probability: first_mover_chance(
                    (&raw[i].reached, &tables[i]),
                    (&raw[j].playing, &tables[j]),
                    &per_turn,
                ),
            });
        }
        progress(a as usize * b, total);
    }
    Ok(Sweep {
        board,
        rolls: rules.rolls(),
        per_turn,
        tables,
        cells,
    })
}

/// Universes won by each of two players, on the fast path: `None` unless both tables are in
/// `u64` columns and the sums fit.
fn pair_narrow(p1: &Table, p2: &Table) -> Option<[Count; 2]> {
    match (&p1.reached, &p1.playing, &p2.reached, &p2.playing) {
        (Column::Narrow(w1), Column::Narrow(a1), Column::Narrow(w2), Column::Narrow(a2)) => {
            pair_u64(w1, a1, w2, a2)
        }
        _ => None,
    }
}

/// Universes won by each of two players: `Σₜ reached₁[t]·playing₂[t−1]` and
/// `Σₜ reached₂[t]·playing₁[t]`, in checked `u64` arithmetic; `None` on overflow.
fn pair_u64(w1: &[u64], a1: &[u64], w2: &[u64], a2: &[u64]) -> Option<[Count; 2]> {
    let [first, second] = pair(w1, a1, w2, a2).ok()?;
    Some([Count::from(first), Count::from(second)])
}

/// The same, exactly, for counts of any size: columns as big integers, multiplied by reference.
fn pair_exact(p1: &BigColumns, p2: &BigColumns) -> [Count; 2] {
    match pair(&p1.reached, &p1.playing, &p2.reached, &p2.playing) {
        Ok([first, second]) => [Count::from(first), Count::from(second)],
        Err(Overflow) => unreachable!("big integers do not overflow"),
    }
}

/// A table's columns as big integers, for pairs whose counts pass 64 bits.
struct BigColumns {
    reached: Vec<BigUint>,
    playing: Vec<BigUint>,
}

impl From<&PlayerTable> for BigColumns {
    fn from(t: &PlayerTable) -> Self {
        BigColumns {
            reached: t.reached.iter().map(Count::to_biguint).collect(),
            playing: t.playing.iter().map(Count::to_biguint).collect(),
        }
    }
}

/// Player 1's probability of winning, as the exact fraction `N / D` correctly rounded: they
/// finish on their turn `t` (`reached₁[t]` of `P^t` sequences, `P = F^R`) while player 2 is still
/// playing after `t − 1` turns (`playing₂[t−1]` of `P^(t−1)`). Over the common denominator
/// `D = P^(2L−1)`, Horner's rule gives `N = Σₜ reached₁[t]·playing₂[t−1]·P^(2(L−t))`. Checked
/// `u128` first; big integers when that overflows.
fn first_mover_chance(
    p1: (&Column, &PlayerTable),
    p2: (&Column, &PlayerTable),
    per_turn: &Count,
) -> f64 {
    let last = (p1.1.reached.len() - 1).min(p2.1.playing.len());
    if let (Column::Narrow(w1), Column::Narrow(a2), Some(p)) = (p1.0, p2.0, per_turn.to_u64()) {
        let exact = first_mover(
            |t| u128::from(w1[t]),
            |t| u128::from(a2[t]),
            u128::from(p),
            last,
        );
        if let Ok((n, d)) = exact {
            return nearest_f64_below_one(n, d)
                .unwrap_or_else(|| nearest_f64(&BigUint::from(n), &BigUint::from(d)));
        }
    }
    let (n, d) = first_mover_exact(p1.1, p2.1, per_turn);
    nearest_f64(&n, &d)
}

/// The exact `N / D` of [`first_mover_chance`], in big integers (not reduced).
fn first_mover_exact(p1: &PlayerTable, p2: &PlayerTable, per_turn: &Count) -> (BigUint, BigUint) {
    let last = (p1.reached.len() - 1).min(p2.playing.len());
    let exact = first_mover(
        |t| p1.reached[t].to_biguint(),
        |t| p2.playing[t].to_biguint(),
        per_turn.to_biguint(),
        last,
    );
    match exact {
        Ok(fraction) => fraction,
        Err(Overflow) => unreachable!("big integers do not overflow"),
    }
}

/// Horner's rule for [`first_mover_chance`], written once for every width: `(N, D)` from
/// player 1's `reached` and player 2's `playing` over `last` turns.
fn first_mover<C: Counter>(
    reached: impl Fn(usize) -> C,
    playing: impl Fn(usize) -> C,
    p: C,
    last: usize,
) -> Result<(C, C), Overflow> {
    let square = C::product(&p, &p)?;
    let (mut n, mut d) = (C::default(), C::from_u64(1));
    for t in 1..=last {
        n.mul_assign_checked(&square)?;
        n.add_product(&reached(t), &playing(t - 1))?;
        d.mul_assign_checked(if t == 1 { &p } else { &square })?;
    }
    Ok((n, d))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::num::Fraction;
    use crate::quantum;
    use crate::stats;

    #[test]
    fn cells_match_solving_each_pair_and_probabilities_are_exact_where_shown() {
        let rules = Rules::builder().board(6).dirac_target(15).build().unwrap();
        let s = run(&rules, &Limits::default(), |_, _| {}).unwrap();
        for a in 1..=6 {
            for b in 1..=6 {
                let cell = s.cell(a, b).unwrap();
                let game = Game::new(rules.clone(), vec![a, b]).unwrap();
                let solved = quantum::solve(&game, Strategy::Memo, &Limits::default()).unwrap();
                assert_eq!(cell.wins.to_vec(), solved.wins());
                let played = practice::play(&game, &Limits::default()).unwrap();
                assert_eq!(&cell.practice, played.answer());
                let exact = stats::analyze(&s.turn_table(a, b).unwrap());
                assert_eq!(exact.win_probability[0].to_f64(), cell.p1_probability);
                assert_eq!(
                    s.p1_probability(a, b).as_ref(),
                    Some(&exact.win_probability[0])
                );
            }
        }
        assert_eq!(s.board(), 6);
        for (k, cell) in (0_u32..).zip(s.cells()) {
            assert_eq!(cell.starts, [k / 6 + 1, k % 6 + 1]);
        }
        assert_eq!(s.cells().len(), 36);
        for (a, b) in [(7, 1), (0, 1), (1, 7), (1, 0)] {
            assert!(s.cell(a, b).is_none() && s.p1_probability(a, b).is_none());
        }
        let mut calls = Vec::new();
        run(&rules, &Limits::default(), |done, total| {
            calls.push((done, total))
        })
        .unwrap();
        let rows: Vec<(usize, usize)> = (1..=6).map(|a| (a * 6, 36)).collect();
        assert_eq!(calls, rows);
    }

    #[test]
    fn boards_past_the_largest_are_refused_before_any_estimate() {
        let tight = Limits::exactly(1, 1);
        let board = |b| Rules::builder().board(b).build().unwrap();
        let past = run(&board(u64::from(MAX_BOARD) + 1), &tight, |_, _| {});
        assert!(matches!(past, Err(Error::TooLarge(_))), "{past:?}");
        let largest = run(&board(u64::from(MAX_BOARD)), &tight, |_, _| {});
        assert!(matches!(largest, Err(Error::Refused(_))), "{largest:?}");
    }

    #[test]
    fn the_cells_estimate_is_exact_at_the_limit() {
        // Targets of 1 make the tables and walks tiny; the 100 cells cost 200 steps and 256
        // bytes each.
        let rules = Rules::builder()
            .dirac_target(1)
            .practice_target(1)
            .build()
            .unwrap();
        let limits = Limits::exactly;
        assert!(run(&rules, &limits(20_000, 25_600), |_, _| {}).is_ok());
        assert!(run(&rules, &limits(19_999, 25_600), |_, _| {}).is_err());
        assert!(run(&rules, &limits(20_000, 25_599), |_, _| {}).is_err());
    }

    #[test]
    fn pairs_in_u64_take_the_fast_path_and_agree_with_the_exact_one() {
        let rules = Rules::default();
        let dice = Dice::of(&rules);
        let raw = tables::every_start(&rules, &dice);
        let tables: Vec<PlayerTable> = raw.iter().map(PlayerTable::from).collect();
        let big: Vec<BigColumns> = tables.iter().map(BigColumns::from).collect();
        for i in 0..10 {
            for j in 0..10 {
                let fast = pair_narrow(&raw[i], &raw[j]);
                assert_eq!(fast, Some(pair_exact(&big[i], &big[j])));
            }
        }
        // A sum past u64 leaves the fast path.
        let wide = [u64::MAX, u64::MAX];
        assert_eq!(pair_u64(&wide, &[1, 1], &[0, 0], &[2, 1]), None);
        assert_eq!(
            pair_u64(&[0, 2], &[1, 3], &[0, 5], &[7, 1]),
            Some([14_u64, 15].map(Count::from))
        );
    }

    #[test]
    fn the_summary_counts_strict_leads_and_favourites() {
        let rules = Rules::default();
        let s = run(&rules, &Limits::default(), |_, _| {}).unwrap();
        let summary = s.summary();
        let (mut ahead, mut favoured) = (0, 0);
        for a in 1..=10 {
            for b in 1..=10 {
                let game = Game::new(rules.clone(), vec![a, b]).unwrap();
                let solved = quantum::solve(&game, Strategy::Memo, &Limits::default()).unwrap();
                ahead += usize::from(solved.wins()[0] > solved.wins()[1]);
                let p = s.p1_probability(a, b).unwrap();
                let twice = p.numerator().product(&Count::from(2_u64));
                favoured += usize::from(twice > p.denominator());
            }
        }
        assert_eq!(summary.pairs, 100);
        assert_eq!(
            (summary.first_mover_ahead, summary.first_mover_favoured),
            (ahead, favoured)
        );
        assert!(ahead < 100 && favoured < 100 && favoured > 0);
        // Ties count as neither: a probability of exactly one half occurs on a board of 3 with a
        // two-faced die rolled once and a target of 2; equal counts are made by hand.
        let rules = Rules::builder()
            .board(3)
            .dirac_faces(2)
            .rolls(1)
            .dirac_target(2)
            .build();
        let mut s = run(&rules.unwrap(), &Limits::default(), |_, _| {}).unwrap();
        let halves = s.cells().iter().filter(|c| c.p1_probability == 0.5).count();
        let above = s.cells().iter().filter(|c| c.p1_probability > 0.5).count();
        assert!(halves > 0);
        assert_eq!(s.summary().first_mover_favoured, above);
        for cell in &mut s.cells {
            cell.wins = [Count::from(5_u64), Count::from(5_u64)];
        }
        assert_eq!(s.summary().first_mover_ahead, 0);
    }

    #[test]
    fn every_chance_of_the_puzzle_sweep_is_the_exact_fraction_correctly_rounded() {
        let rules = Rules::default();
        let s = run(&rules, &Limits::default(), |_, _| {}).unwrap();
        for cell in s.cells() {
            let [a, b] = cell.starts;
            let exact = stats::analyze(&s.turn_table(a, b).unwrap());
            let parsed: f64 = exact.win_probability[0].decimal(60).parse().unwrap();
            assert_eq!(cell.p1_probability, parsed, "{a}, {b}");
        }
        assert_eq!(
            s.cell(1, 1).unwrap().p1_probability,
            0.675_734_833_000_769_1
        );
    }

    #[test]
    fn counts_past_u64_fall_back_to_exact_arithmetic() {
        let rules = Rules::builder().board(4).dirac_target(60).build().unwrap();
        let s = run(&rules, &Limits::default(), |_, _| {}).unwrap();
        let game = Game::new(rules, vec![2, 3]).unwrap();
        let solved = quantum::solve(&game, Strategy::PerPlayer, &Limits::default()).unwrap();
        assert_eq!(s.cell(2, 3).unwrap().wins.to_vec(), solved.wins());
        assert!(solved.wins()[0].to_u64().is_none());
        assert_eq!(
            stats::analyze(&s.turn_table(2, 3).unwrap())
                .win_probability
                .iter()
                .fold(Fraction::zero(), |a, p| a.sum(p)),
            Fraction::one()
        );
    }
}
