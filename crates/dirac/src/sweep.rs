//! Every pair of starting spaces for two players, under one set of rules.
//!
//! # Reusing work
//!
//! A player's per-turn table depends only on their start and the rules, so a sweep of all
//! `B × B` pairs needs `B` tables, not `B²` games: they come from one backward pass over the
//! board ([`crate::tables`]), and each pair is two multiply-adds per round. The
//! practice games reuse their walks the same way ([`crate::practice::sweep`]).

mod estimates;
pub mod tuples;
mod wide;

use std::cell::{OnceCell, RefCell};

use num_bigint::BigUint;

use crate::cost;
use crate::error::Error;
use crate::game::Game;
use crate::limits::{Cost, Limits, Refine, Subject};
use crate::num::{Count, Overflow};
use crate::num::{Denominator, Fraction, nearest_f64};
use crate::practice;
use crate::rules::Rules;
use crate::tables::kernel::Kernel;
use crate::tables::shape::{longest_game, longest_games, machine_dice};
use crate::tables::{self, Column, Dice, PlayerTable, Table, pair};
use crate::turns::{self, TurnTable};
use crate::work::Op;

/// The largest board a sweep covers: `1000 × 1000` pairs.
pub const MAX_BOARD: u32 = 1000;

/// Both games for every pair of starts.
#[derive(Debug, Clone)]
pub struct Sweep {
    board: u32,
    rolls: u32,
    per_turn: Count,
    /// Every start's table as its kernel left it; made [`PlayerTable`]s only when asked for
    /// (vectors of counts that the sweep itself never reads).
    tables: Vec<Table>,
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
    /// For each start of player 2 (a column of the grid, from space 1), player 1's best start
    /// against it (the first of them on a tie).
    pub best_by_column: Vec<u32>,
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
        let players = vec![PlayerTable::from(table(a)?), PlayerTable::from(table(b)?)];
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

    /// Best and worst starts for player 1, and how often the first mover leads, decided
    /// exactly: by the nearest doubles, and where two of them are equal (probabilities that
    /// differ past a double's precision) by the exact fractions. Rounding keeps order, so
    /// doubles that differ order their fractions the same way.
    pub fn summary(&self) -> Summary {
        let exact = |c: &Cell| exactly(c, || self.p1_probability(c.starts[0], c.starts[1]));
        let favoured = |c: &&Cell| more_than_half(c.p1_probability, || exact(c));
        let best = extreme(self.cells.iter(), true, exact);
        let worst = extreme(self.cells.iter(), false, exact);
        let key = |c: Option<&Cell>| c.map_or(([0, 0], 0.0), |c| (c.starts, c.p1_probability));
        Summary {
            pairs: self.cells.len(),
            best: key(best),
            worst: key(worst),
            first_mover_ahead: self.cells.iter().filter(|c| c.wins[0] > c.wins[1]).count(),
            first_mover_favoured: self.cells.iter().filter(favoured).count(),
            // Each column's cells by index: B² in all, not a scan of every cell per column.
            best_by_column: (1..=self.board)
                .map(|b| {
                    let column = (1..=self.board).filter_map(|a| self.cell(a, b));
                    extreme(column, true, exact).map_or(0, |c| c.starts[0])
                })
                .collect(),
        }
    }
}

/// The first of `cells` with the greatest probability (`most`) or the least, exactly: the
/// extreme double first (rounding keeps order, so a cell whose double is not extreme is not),
/// then among the cells at it (probabilities that differ past a double's precision) the
/// extreme `exact` fraction, computed for those alone.
fn extreme<'a, F: Ord>(
    cells: impl Iterator<Item = &'a Cell> + Clone,
    most: bool,
    exact: impl Fn(&Cell) -> F,
) -> Option<&'a Cell> {
    let at = cells
        .clone()
        .map(|c| c.p1_probability)
        .reduce(|a, b| if most { a.max(b) } else { a.min(b) })?;
    let mut tied = cells.filter(move |c| c.p1_probability == at);
    let mut chosen = tied.next()?;
    let mut value: Option<F> = None;
    for c in tied {
        let current = value.take().unwrap_or_else(|| exact(chosen));
        let other = exact(c);
        let better = if most {
            other > current
        } else {
            other < current
        };
        value = Some(if better {
            chosen = c;
            other
        } else {
            current
        });
    }
    Some(chosen)
}

/// Player 1's exact probability of winning in `c`: a certain win or loss (the other player
/// wins in no universe) without a fraction, since on a long board most ties are these; else
/// `fraction`.
fn exactly(c: &Cell, fraction: impl FnOnce() -> Option<Fraction>) -> Option<Fraction> {
    match (c.wins[0].is_zero(), c.wins[1].is_zero()) {
        (false, true) => Some(Fraction::one()),
        (true, false) => Some(Fraction::zero()),
        _ => fraction(),
    }
}

/// Whether a probability whose nearest double is `p` is more than one half: a double above
/// one half is, and of one half itself the `exact` fraction decides.
fn more_than_half(p: f64, exact: impl FnOnce() -> Option<Fraction>) -> bool {
    let half = || Fraction::new(Count::from(1_u32), Count::from(2_u32));
    p > 0.5 || (p == 0.5 && exact() > half())
}

/// The estimate of a sweep under `rules`, refused when it passes `limits`: the tables of every
/// start, held while every pair's cell is made from them.
pub fn estimate(rules: &Rules, limits: &Limits) -> Result<Cost, Error> {
    estimate_beside(rules, Kernel::active(), limits, |_| Cost::default())
}

/// The estimate of a sweep under `rules` with what its caller holds `beside` it (a view, the
/// text written from it, estimated within the same plan's refinement), refused when the whole
/// passes `limits`. The tables are priced on `kernel`, the plan's.
pub(crate) fn estimate_beside(
    rules: &Rules,
    kernel: Kernel,
    limits: &Limits,
    beside: impl Fn(&Refine) -> Cost,
) -> Result<Cost, Error> {
    within_board(rules)?;
    limits.plan(Subject::Sweep, |refine| {
        let longest = longest_game(rules, refine);
        sweep_cost(rules, kernel, refine, longest).map(|c| c.holding(beside(refine)))
    })
}

/// The digits of a pair's counts at most: each player's universes and the answer, of up to
/// twice the longest game's turns of `⌈log₂ F^R⌉` bits (the longest game as `refine` finds it).
pub(crate) fn pair_digits(rules: &Rules, refine: &Refine) -> u128 {
    let bits = longest_game(rules, refine)
        .saturating_mul(2)
        .saturating_mul(crate::tables::shape::turn_bits(rules))
        .saturating_add(1);
    crate::work::decimal_digits(bits)
}

/// Refuses a board past [`MAX_BOARD`].
fn within_board(rules: &Rules) -> Result<(), Error> {
    let board = rules.board();
    if board > MAX_BOARD {
        return Err(Error::TooLarge(format!(
            "a sweep plays every pair of starts, {board} × {board} of them on this board; \
             sweeps cover boards of at most {MAX_BOARD} spaces"
        )));
    }
    Ok(())
}

/// The cost of a sweep under `rules`, its tables crude or `refine`d, whose games last at most
/// `longest` turns: the tables of every start, held while every pair's cell is made from them,
/// and the practice game's walks.
fn sweep_cost(
    rules: &Rules,
    kernel: Kernel,
    refine: &Refine,
    longest: u128,
) -> Result<Cost, Error> {
    let board = rules.board();
    // The cost of the tables: a per-player run with every space as a start.
    let every_space = Game::new(rules.clone(), (1..=board).collect()).map_err(Error::Input)?;
    let tables = cost::tables(&every_space, refine, kernel)?;
    let pairs = u128::from(board) * u128::from(board);
    // Every start's table may come from a backward pass over every cell, each with its moves'
    // coefficients for the turns it can finish in (fewer than the points it lacks): first in
    // vector lanes where the plan's kernel runs that pass, then in scalar code, before the
    // tables' own kernels (in the tables' estimate, registers included) take them. Each pass
    // may decline at its end.
    let target = u128::from(rules.dirac_target());
    let moves = crate::dice::moves_bound(rules.dirac_die(), rules.rolls(), board);
    let backward = Cost::of(
        Op::CellMove,
        u128::from(board)
            .saturating_mul(u128::from(moves))
            .saturating_mul(crate::work::triangular(target)),
        0,
    );
    let total = u64::from(rules.dirac_faces()).checked_pow(rules.rolls());
    let lanes = total
        .and_then(|total| {
            tables::lanes_pass(
                kernel,
                board as usize,
                rules.dirac_target() as usize,
                (usize::try_from(moves).unwrap_or(usize::MAX), total),
            )
        })
        .map_or(Cost::default(), |vectors| {
            Cost::of(Op::VectorMove, vectors, 0)
        });
    Ok(tables
        .then(lanes)
        .then(backward)
        .holding(estimates::sweep_pairs(rules, pairs, longest))
        .then(practice::Pairs::cost(rules)))
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
    progress: impl FnMut(usize, usize),
) -> Result<Sweep, Error> {
    let kernel = Kernel::active();
    estimate_beside(rules, kernel, limits, |_| Cost::default())?;
    planned(rules, kernel, progress)
}

/// [`run`] for a plan that estimated it already, its tables built on `kernel`.
pub(crate) fn planned(
    rules: &Rules,
    kernel: Kernel,
    progress: impl FnMut(usize, usize),
) -> Result<Sweep, Error> {
    let practice = practice::Pairs::planned(rules);
    let dice = Dice::of(rules, kernel);
    let raw = tables::every_start(rules, &dice);
    Ok(of_tables(rules, dice.total(), raw, &practice, progress))
}

/// The sweep under `rules` from every start's table (`raw`, start 1 first), each turn
/// splitting into `per_turn` universes, and the practice game's walks of every pair.
fn of_tables(
    rules: &Rules,
    per_turn: Count,
    raw: Vec<Table>,
    practice: &practice::Pairs,
    mut progress: impl FnMut(usize, usize),
) -> Sweep {
    let board = rules.board();
    // Fixed-width columns of every table, built the first time a pair passes 64 bits (big
    // integers where a turn's universes pass 32 bits).
    let big: OnceCell<Vec<BigColumns>> = OnceCell::new();
    let words: OnceCell<Vec<wide::WideColumns>> = OnceCell::new();
    let scratch = RefCell::new(wide::Scratch::new(&per_turn));
    let chances = Chances::new(&raw, &per_turn);
    let b = board as usize;
    let total = b * b;
    let mut cells = Vec::with_capacity(total);
    let cell = |a: u32, c: u32| {
        let (i, j) = (a as usize - 1, c as usize - 1);
        let (wins, chance) = match narrow_cell(&raw, chances.as_ref(), i, j) {
            Some(([first, second], chance)) => ([Count::from(first), Count::from(second)], chance),
            None if scratch.borrow().is_some() => {
                let columns = words.get_or_init(|| raw.iter().map(wide::WideColumns::of).collect());
                let mut scratch = scratch.borrow_mut();
                let (wins, chance) = scratch
                    .as_mut()
                    .map(|s| wide::cell(&columns[i], &columns[j], s))
                    .unwrap_or_default();
                (wins, Some(chance))
            }
            None => {
                let big = big.get_or_init(|| raw.iter().map(BigColumns::from).collect());
                (pair_exact(&big[i], &big[j]), None)
            }
        };
        let p1_probability = chance.unwrap_or_else(|| {
            let (n, d) = first_mover_exact(&raw[i], &raw[j], &per_turn);
            nearest_f64(&n, &d)
        });
        Cell {
            starts: [a, c],
            practice: practice.answer(a, c),
            wins,
            p1_probability,
        }
    };
    for a in 1..=board {
        for c in 1..=board {
            cells.push(cell(a, c));
        }
        progress(a as usize * b, total);
    }
    Sweep {
        board,
        rolls: rules.rolls(),
        per_turn,
        tables: raw,
        cells,
    }
}

/// The most values a sweep over one rule takes (Dirac targets for the atlas): as many as a
/// scan ([`crate::scan::MAX_VALUES`]).
pub const MAX_TARGETS: usize = crate::scan::MAX_VALUES;

/// The atlas: the sweep of every pair of starts at each Dirac target of `targets` (in the
/// order given), `rules` giving every other rule. Every start's table at every target comes
/// from one backward pass to the largest target, indexed by the points still needed
/// ([`crate::tables`]); the practice game, which no Dirac target changes, is walked once.
/// `progress(done, total)` counts the targets swept.
///
/// ```
/// use dirac::{Limits, Rules, sweep};
///
/// let atlas = sweep::atlas(&Rules::default(), &[7, 21], &Limits::default(), |_, _| {})?;
/// let puzzle = atlas[1].cell(4, 8).unwrap();
/// assert_eq!(puzzle.dirac().to_string(), "444356092776315");
/// assert_eq!(atlas[0].cell(4, 8).unwrap().wins[1].to_string(), "152976");
/// # Ok::<(), dirac::Error>(())
/// ```
pub fn atlas(
    rules: &Rules,
    targets: &[u32],
    limits: &Limits,
    progress: impl FnMut(usize, usize),
) -> Result<Vec<Sweep>, Error> {
    let kernel = Kernel::active();
    atlas_beside(rules, targets, kernel, limits, |_| Cost::default())?;
    atlas_planned(rules, targets, kernel, progress)
}

/// [`atlas`] for a plan that estimated it already, on `kernel`.
fn atlas_planned(
    rules: &Rules,
    targets: &[u32],
    kernel: Kernel,
    mut progress: impl FnMut(usize, usize),
) -> Result<Vec<Sweep>, Error> {
    let practice = practice::Pairs::planned(rules);
    let at = |target: u32| -> Result<Rules, Error> {
        Ok(rules.to_builder().dirac_target(u64::from(target)).build()?)
    };
    let largest = targets.iter().copied().max().unwrap_or(1);
    let dice = Dice::of(&at(largest)?, kernel);
    let per_turn = dice.total();
    // Every target's tables from one pass; dice past machine words, one target at a time.
    let every: Vec<Vec<Table>> = match &dice {
        Dice::Machine(geometry) => {
            let wanted: Vec<usize> = targets.iter().map(|&t| t as usize).collect();
            tables::every_target(geometry, &wanted)
        }
        Dice::Big(_) => Vec::new(),
    };
    let mut every = every.into_iter();
    let mut out = Vec::with_capacity(targets.len());
    for (k, &target) in targets.iter().enumerate() {
        let rules = at(target)?;
        // Dice past machine words do not depend on the target: made once, above.
        let raw = match every.next() {
            Some(raw) => raw,
            None => tables::every_start(&rules, &dice),
        };
        out.push(of_tables(
            &rules,
            per_turn.clone(),
            raw,
            &practice,
            |_, _| {},
        ));
        progress(k + 1, targets.len());
    }
    Ok(out)
}

/// The sweep of every pair of starts under each value of one rule (`values`, in the order
/// given), `rules` giving the others: for the Dirac target, the [`atlas`] (one backward pass
/// for every target); for any other rule, one sweep a value, the whole estimated first.
/// `progress(done, total)` counts the values swept.
///
/// ```
/// use dirac::{Limits, Rule, Rules, scan::Values, sweep};
///
/// let boards = Values::Rule(Rule::Board, vec![4, 10]);
/// let sweeps = sweep::over(&Rules::default(), &boards, &Limits::default(), |_, _| {})?;
/// assert_eq!(sweeps[1].cell(4, 8).unwrap().practice.to_string(), "739785");
/// # Ok::<(), dirac::Error>(())
/// ```
pub fn over(
    rules: &Rules,
    values: &crate::scan::Values,
    limits: &Limits,
    progress: impl FnMut(usize, usize),
) -> Result<Vec<Sweep>, Error> {
    let kernel = Kernel::active();
    over_estimate_beside(rules, values, kernel, limits, |_| Cost::default())?;
    over_planned(rules, values, kernel, progress)
}

/// [`over`] for a plan that estimated it already ([`over_estimate_beside`]), on `kernel`.
pub(crate) fn over_planned(
    rules: &Rules,
    values: &crate::scan::Values,
    kernel: Kernel,
    mut progress: impl FnMut(usize, usize),
) -> Result<Vec<Sweep>, Error> {
    let every = over_rules(rules, values)?;
    if let crate::scan::Values::Rule(crate::rules::Rule::DiracTarget, targets) = values {
        return atlas_planned(rules, &targets_of(targets), kernel, progress);
    }
    let total = every.len();
    every
        .iter()
        .enumerate()
        .map(|(k, r)| {
            let s = planned(r, kernel, |_, _| {});
            progress(k + 1, total);
            s
        })
        .collect()
}

/// The rules of each value of `values` over `rules`.
fn over_rules(rules: &Rules, values: &crate::scan::Values) -> Result<Vec<Rules>, Error> {
    if values.is_empty() || values.len() > MAX_TARGETS {
        return Err(too_many(values.len(), "a sweep takes"));
    }
    (0..values.len())
        .map(|k| values.rules_at(rules, k).map(|(_, r)| r))
        .collect()
}

/// The estimate of [`over`]: the atlas's for the Dirac target, else every value's sweep, all
/// held to the end. Refused past `limits`.
pub fn over_estimate(
    rules: &Rules,
    values: &crate::scan::Values,
    limits: &Limits,
) -> Result<Cost, Error> {
    over_estimate_beside(rules, values, Kernel::active(), limits, |_| Cost::default())
}

/// The estimate of [`over`] with what its caller holds `beside` it (its views, the text
/// written from them), refused when the whole passes `limits`.
pub(crate) fn over_estimate_beside(
    rules: &Rules,
    values: &crate::scan::Values,
    kernel: Kernel,
    limits: &Limits,
    beside: impl Fn(&Refine) -> Cost,
) -> Result<Cost, Error> {
    if let crate::scan::Values::Rule(crate::rules::Rule::DiracTarget, targets) = values {
        return atlas_beside(rules, &targets_of(targets), kernel, limits, beside);
    }
    sweeps_estimate(&over_rules(rules, values)?, kernel, limits, beside)
}

/// Targets as the tables take them; a value past `u32` was refused by its rule's check.
fn targets_of(values: &[u64]) -> Vec<u32> {
    values
        .iter()
        .map(|&t| u32::try_from(t).unwrap_or(u32::MAX))
        .collect()
}

/// A sweep under each of `every` in turn, each with its practice game's walks, the ones made
/// before it held (their pairs and tables), refused as a whole.
fn sweeps_estimate(
    every: &[Rules],
    kernel: Kernel,
    limits: &Limits,
    beside: impl Fn(&Refine) -> Cost,
) -> Result<Cost, Error> {
    for r in every {
        within_board(r)?;
    }
    let whole = |refine: &Refine| -> Result<Cost, Error> {
        let (mut whole, mut held) = (Cost::default(), 0_u128);
        for r in every {
            let longest = longest_game(r, refine);
            let one = sweep_cost(r, kernel, refine, longest)?;
            whole = Cost {
                work: whole.work.plus(one.work),
                memory: whole.memory.max(held.saturating_add(one.memory)),
            };
            let pairs = u128::from(r.board()).pow(2);
            held = held.saturating_add(estimates::sweep_pairs(r, pairs, longest).memory);
        }
        Ok(whole.holding(beside(refine)))
    };
    limits.plan(Subject::Sweep, whole)
}

/// The refusal of a list of `given` values past [`MAX_TARGETS`] (or of none).
fn too_many(given: usize, what: &str) -> Error {
    let given = if given > MAX_TARGETS {
        format!("more than {MAX_TARGETS} were given")
    } else {
        format!("{given} were given")
    };
    Error::TooLarge(format!("{what} from 1 to {MAX_TARGETS} values; {given}"))
}

/// The estimate of [`atlas`]: the backward pass to the largest target and each target's pairs
/// (held: every sweep is kept), and the practice game's walks, made once (no Dirac target
/// changes them), refused past `limits`. Dice past machine words are swept a target at a time.
pub fn atlas_estimate(rules: &Rules, targets: &[u32], limits: &Limits) -> Result<Cost, Error> {
    atlas_beside(rules, targets, Kernel::active(), limits, |_| {
        Cost::default()
    })
}

/// [`atlas_estimate`] with `beside` held with it.
fn atlas_beside(
    rules: &Rules,
    targets: &[u32],
    kernel: Kernel,
    limits: &Limits,
    beside: impl Fn(&Refine) -> Cost,
) -> Result<Cost, Error> {
    if targets.is_empty() || targets.len() > MAX_TARGETS {
        return Err(too_many(targets.len(), "an atlas sweeps"));
    }
    let board = rules.board();
    if board > MAX_BOARD {
        return Err(Error::TooLarge(format!(
            "a sweep plays every pair of starts, {board} × {board} of them on this board; \
             sweeps cover boards of at most {MAX_BOARD} spaces"
        )));
    }
    let at = |target: u32| -> Result<Rules, Error> {
        Ok(rules.to_builder().dirac_target(u64::from(target)).build()?)
    };
    let largest = at(targets.iter().copied().max().unwrap_or(1))?;
    if !machine_dice(&largest) {
        let every: Vec<Rules> = targets.iter().map(|&t| at(t)).collect::<Result<_, _>>()?;
        return sweeps_estimate(&every, kernel, limits, beside);
    }
    // The dice's distribution comes first.
    let one = Game::new(largest.clone(), vec![1]).map_err(Error::Input)?;
    let dice = crate::tables::shape::Shape::of(&one, kernel).dice_cost();
    let pass = dice.holding(estimates::atlas_pass(&largest));
    let pairs = u128::from(board).pow(2);
    let by_target = targets
        .iter()
        .map(|&t| at(t).map(|r| (t, r)))
        .collect::<Result<Vec<_>, Error>>()?;
    limits.plan(Subject::Sweep, |refine| {
        // Every target's longest game from one pass to the largest.
        let longest = longest_games(&largest, refine);
        let whole = by_target.iter().fold(pass, |whole, (target, r)| {
            let turns = longest
                .as_ref()
                .map_or(u128::from(*target), |games| games[*target as usize - 1]);
            whole.holding(estimates::sweep_pairs(r, pairs, turns))
        });
        // The practice game's walks, made once: no Dirac target changes them.
        Ok(whole
            .holding(beside(refine))
            .then(practice::Pairs::cost(rules)))
    })
}

/// Player 1's chance in every cell, in machine words: over one denominator for the whole
/// sweep, `D = P^(2M − 1)` for the longest game `M` (`P = F^R` universes a turn), the numerator
/// of [`first_mover_exact`] becomes `N = Σₜ reached₁[t]·P^(2(M − t)) · playing₂[t−1]`: the same
/// fraction (over `P^(2L−1)` for a game of `L` turns, both sides are `P^(2(M − L))` times
/// smaller), and a sum of independent products where Horner's rule was a chain of dependent
/// ones (2.4 against 2.0 µs of the puzzle's sweep, `perf record`).
struct Chances {
    denominator: Denominator,
    /// `weighted[i · stride + t] = reached[t] · P^(2(M − t))` for the table of start `i + 1`.
    weighted: Vec<u128>,
    stride: usize,
}

impl Chances {
    /// For `tables` in `u64` columns and `per_turn` universes a turn; `None` when a column is
    /// not in `u64` or `D` passes `u128`. No weighted count can then pass it either:
    /// `reached[t] ≤ P^t`, so `reached[t]·P^(2(M − t)) ≤ P^(2M − t) ≤ D`.
    fn new(tables: &[Table], per_turn: &Count) -> Option<Chances> {
        let p = per_turn.to_u64()?;
        let columns: Vec<&[u64]> = tables
            .iter()
            .map(|table| match &table.reached {
                Column::Narrow(reached) => Some(reached.as_slice()),
                Column::Big(_) => None,
            })
            .collect::<Option<_>>()?;
        let longest = columns.iter().map(|reached| reached.len() - 1).max()?;
        // P^k for k = 0..2M − 1.
        let mut powers = vec![1_u128];
        for _ in 1..2 * longest {
            powers.push(times(*powers.last()?, p)?);
        }
        // Row `i` holds the weighted counts of start `i + 1`, `M + 1` of them (turn 0's is
        // never read: no one finishes on it).
        let stride = longest + 1;
        let mut weighted = vec![0_u128; columns.len() * stride];
        for (row, reached) in weighted.chunks_exact_mut(stride).zip(&columns) {
            for t in 1..reached.len() {
                row[t] = times(powers[2 * (longest - t)], reached[t])?;
            }
        }
        Some(Chances {
            denominator: Denominator::new(*powers.last()?)?,
            weighted,
            stride,
        })
    }
}

/// Universes won by each player with starts `i + 1` and `j + 1`, and player 1's chance, from
/// tables in `u64` columns: `None` when a column is not one or a win passes `u64` (the chance
/// alone `None` without `chances` or when it does not round in machine words).
// Inline: its sums come back in registers (returned through memory, reading them stalled on
// the stores that wrote them, `perf`).
#[inline]
fn narrow_cell(
    raw: &[Table],
    chances: Option<&Chances>,
    i: usize,
    j: usize,
) -> Option<([u64; 2], Option<f64>)> {
    let (Column::Narrow(w1), Column::Narrow(a1), Column::Narrow(w2), Column::Narrow(a2)) = (
        &raw[i].reached,
        &raw[i].playing,
        &raw[j].reached,
        &raw[j].playing,
    ) else {
        return None;
    };
    let wins = pair(w1, a1, w2, a2).ok()?;
    // Player 1's chance over the turns of `tables::pair`'s sums: past L₂, player 2 plays in no
    // universe, so the terms stop there. Sliced once, so that no index is checked in the loop.
    let last = (w1.len() - 1).min(w2.len() - 1);
    let chance = chances.and_then(|c| {
        let mut n = 0_u128;
        let weighted = &c.weighted[i * c.stride..][1..=last];
        for (&w1, &a2) in weighted.iter().zip(&a2[..last]) {
            n = n.checked_add(times(w1, a2)?)?;
        }
        c.denominator.nearest(n)
    });
    Some((wins, chance))
}

/// The same, exactly, for counts of any size: columns as big integers, multiplied by reference.
fn pair_exact(p1: &BigColumns, p2: &BigColumns) -> [Count; 2] {
    match pair(&p1.reached, &p1.playing, &p2.reached, &p2.playing) {
        Ok([first, second]) => [Count::from(first), Count::from(second)],
        Err(Overflow) => unreachable!("big integers do not overflow"),
    }
}

/// A table's columns as big integers, for pairs whose counts pass the fast path's `u64`.
struct BigColumns {
    reached: Vec<BigUint>,
    playing: Vec<BigUint>,
}

impl From<&Table> for BigColumns {
    fn from(t: &Table) -> Self {
        BigColumns {
            reached: t.reached.to_biguints(),
            playing: t.playing.to_biguints(),
        }
    }
}

/// Player 1's chance of winning as the exact fraction `N / D` (not reduced), in big integers:
/// they finish on their turn `t` (`reached₁[t]` of `P^t` sequences, `P = F^R`) while player 2
/// is still playing after `t − 1` turns (`playing₂[t−1]` of `P^(t−1)`). Over the common
/// denominator `D = P^(2L−1)`, Horner's rule gives `N = Σₜ reached₁[t]·playing₂[t−1]·P^(2(L−t))`.
/// [`narrow_cell`] is the same sum in machine words.
fn first_mover_exact(p1: &Table, p2: &Table, per_turn: &Count) -> (BigUint, BigUint) {
    let (reached, playing) = (p1.reached.to_biguints(), p2.playing.to_biguints());
    let last = (reached.len() - 1).min(playing.len());
    let p = per_turn.to_biguint();
    let square = &p * &p;
    let (mut n, mut d) = (BigUint::ZERO, BigUint::from(1_u32));
    for t in 1..=last {
        n = n * &square + &reached[t] * &playing[t - 1];
        d *= if t == 1 { &p } else { &square };
    }
    (n, d)
}

/// `x · m`, or `None` past `u128`: two products of words (a `u128` product checked for
/// overflow in general took two thirds of the puzzle's sweep's chances, `perf`).
fn times(x: u128, m: u64) -> Option<u128> {
    let m = u128::from(m);
    // Both below 2^128: each is a product of two words (the low one and the high one of `x`).
    #[allow(clippy::cast_possible_truncation)]
    let (low, high) = (u128::from(x as u64) * m, (x >> 64) * m);
    if high >> 64 != 0 {
        return None;
    }
    low.checked_add(high << 64)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::limits::{Reason, Refusal};

    #[test]
    fn a_pair_at_exactly_even_chances_is_not_favoured() {
        // A board of 3, first to 2, one roll of a 2-faced die: player 1 on 2 against player 2
        // on 1 wins exactly half the time, which is not more likely than not.
        let rules = Rules::builder()
            .board(3)
            .dirac_target(2)
            .rolls(1)
            .dirac_faces(2)
            .build()
            .unwrap();
        let sweep = run(&rules, &Limits::default(), |_, _| {}).unwrap();
        assert_eq!(sweep.cell(2, 1).unwrap().p1_probability, 0.5);
        let half = Fraction::new(Count::from(1_u32), Count::from(2_u32));
        assert_eq!(sweep.p1_probability(2, 1), half);
        let above = sweep
            .cells()
            .iter()
            .filter(|c| c.p1_probability > 0.5)
            .count();
        assert_eq!(sweep.summary().first_mover_favoured, above);
        assert!(above < sweep.cells().len());
    }

    #[test]
    fn probabilities_whose_doubles_tie_are_told_apart_by_their_fractions() {
        let cell = |a: u32, p: f64| Cell {
            starts: [a, 1],
            practice: Count::from(0_u32),
            wins: [Count::from(0_u32), Count::from(0_u32)],
            p1_probability: p,
        };
        // The exact values, by start. As doubles 2 and 3 tie (3 is more), 4 and 5 tie (5 is
        // less), 6 and 7 tie and so do 8 and 9 (exactly, each pair).
        let exact = |c: &Cell| [0, 10, 20, 21, 5, 4, 30, 30, 1, 1][c.starts[0] as usize];
        let doubles = [0.25, 0.5, 0.5, 0.125, 0.125, 0.75, 0.75, 0.0625, 0.0625];
        let cells: Vec<Cell> = (1..).zip(doubles).map(|(a, p)| cell(a, p)).collect();
        let starts = |c: Option<&Cell>| c.map(|c| c.starts[0]);
        // The extreme double decides where it is alone; among equal doubles, the fractions;
        // among equal fractions, the first.
        assert_eq!(starts(extreme(cells[..5].iter(), true, exact)), Some(3));
        assert_eq!(starts(extreme(cells[..5].iter(), false, exact)), Some(5));
        assert_eq!(starts(extreme(cells.iter(), true, exact)), Some(6));
        assert_eq!(starts(extreme(cells.iter(), false, exact)), Some(8));
        assert_eq!(starts(extreme(cells[..2].iter(), true, exact)), Some(2));
        assert_eq!(starts(extreme(cells[..1].iter(), false, |_| 0)), Some(1));
        assert_eq!(starts(extreme([].iter(), true, exact)), None);
        // A certain win or loss is known without its fraction.
        let third = Fraction::new(Count::from(1_u32), Count::from(3_u32));
        let won = |w: [u32; 2]| Cell {
            wins: w.map(Count::from),
            ..cell(1, 0.5)
        };
        assert_eq!(exactly(&won([3, 0]), || None), Some(Fraction::one()));
        assert_eq!(exactly(&won([0, 3]), || None), Some(Fraction::zero()));
        assert_eq!(exactly(&won([1, 2]), || third.clone()), third);
        // More than one half: a double above it is; one half itself only if the fraction is.
        let just = |n: u64, d: u64| Fraction::new(Count::from(n), Count::from(d));
        let (above, below) = (just(1 + (1 << 60), 2 << 60), just((1 << 60) - 1, 2 << 60));
        assert!(more_than_half(0.5000001, || below.clone()));
        assert!(!more_than_half(0.4999999, || above.clone()));
        assert!(more_than_half(0.5, || above.clone()));
        assert!(!more_than_half(0.5, || below.clone()));
        assert!(!more_than_half(0.5, || just(1, 2)));
    }
    use crate::quantum;
    use crate::stats;
    use crate::strategy::Strategy;
    use crate::work::Work;

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
                assert_eq!(cell.practice, played.answer());
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
    fn cells_past_machine_words_are_exact_in_fixed_width_words() {
        // Counts of about 200 bits, and a die whose turn splits past 32 bits: big integers.
        for rules in [
            Rules::builder().board(7).dirac_target(60).build().unwrap(),
            Rules::builder()
                .board(3)
                .rolls(25)
                .dirac_target(40)
                .build()
                .unwrap(),
        ] {
            let s = run(&rules, &Limits::default(), |_, _| {}).unwrap();
            let b = rules.board();
            for (a, c) in [(1, 1), (1, b), (b, 2), (b - 1, b)] {
                let cell = s.cell(a, c).unwrap();
                assert!(
                    cell.wins[0].to_u64().is_none(),
                    "{rules:?}: a count past 64 bits"
                );
                let game = Game::new(rules.clone(), vec![a, c]).unwrap();
                let solved =
                    quantum::solve(&game, Strategy::PerPlayer, &Limits::default()).unwrap();
                assert_eq!(cell.wins.to_vec(), solved.wins());
                let exact = stats::analyze(&s.turn_table(a, c).unwrap());
                assert_eq!(exact.win_probability[0].to_f64(), cell.p1_probability);
            }
        }
    }

    #[test]
    fn the_atlas_is_one_sweep_per_target_cell_by_cell() {
        let cases = [
            (Rules::default(), (1..=40).collect::<Vec<u32>>()),
            (
                Rules::builder().board(4).rolls(2).build().unwrap(),
                vec![9, 1, 30, 9],
            ),
            (
                Rules::builder()
                    .dirac_die(crate::die::Die::parse("0,1:2,3").unwrap())
                    .build()
                    .unwrap(),
                vec![5, 12],
            ),
            // Dice past machine words: one target at a time.
            (
                Rules::builder().rolls(50).board(3).build().unwrap(),
                vec![4, 2],
            ),
        ];
        for (rules, targets) in cases {
            let mut seen = Vec::new();
            let atlas = atlas(&rules, &targets, &Limits::default(), |done, total| {
                seen.push((done, total));
            })
            .unwrap();
            assert_eq!(seen.last(), Some(&(targets.len(), targets.len())));
            for (s, &target) in atlas.iter().zip(&targets) {
                let at = rules
                    .to_builder()
                    .dirac_target(u64::from(target))
                    .build()
                    .unwrap();
                let one = run(&at, &Limits::default(), |_, _| {}).unwrap();
                assert_eq!(s.cells(), one.cells(), "target {target} of {rules:?}");
                let b = rules.board();
                assert_eq!(s.p1_probability(1, b), one.p1_probability(1, b));
            }
        }
        let none = atlas(&Rules::default(), &[], &Limits::default(), |_, _| {}).unwrap_err();
        assert!(none.to_string().contains("0 were given"), "{none}");
    }

    #[test]
    fn the_atlas_is_estimated_whole_and_refused_past_the_limits() {
        let targets: Vec<u32> = (1..=100).collect();
        // The figure a refusal quotes: refined by the longest game at each target, below the
        // crude one (each target's own turns).
        let whole = match atlas_estimate(&Rules::default(), &targets, &Limits::exactly(1, 1)) {
            Err(Error::Refused(Refusal {
                reason: Reason::OverLimits { cost, .. },
                ..
            })) => *cost,
            other => panic!("{other:?}"),
        };
        let crude = atlas_estimate(&Rules::default(), &targets, &Limits::default()).unwrap();
        assert!(whole.memory < crude.memory, "{whole:?} {crude:?}");
        let pass = estimates::atlas_pass(&Rules::builder().dirac_target(100).build().unwrap());
        assert!(whole.steps() > pass.steps() && whole.memory > pass.memory);
        let tight = Limits::exactly(u64::try_from(whole.steps()).unwrap() - 1, u64::MAX);
        let refused = atlas(&Rules::default(), &targets, &tight, |_, _| {
            panic!("no work")
        });
        assert!(matches!(refused, Err(Error::Refused(_))), "{refused:?}");
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
        // Targets of 1 make the tables and walks tiny; the 100 cells cost 40 word products and
        // 256 bytes each, and 48 bytes a word of their counts (one), held with the tables of
        // every start: games of one turn, two columns of two counts of 8 bytes each.
        let rules = Rules::builder()
            .dirac_target(1)
            .practice_target(1)
            .build()
            .unwrap();
        let unlimited = Limits::exactly(u64::MAX, u64::MAX);
        let every_space = Game::new(rules.clone(), (1..=10).collect()).unwrap();
        let tables = cost::check(&every_space, Strategy::PerPlayer, &unlimited)
            .unwrap()
            .cost();
        let whole = estimate(&rules, &unlimited).unwrap();
        // One point to score: one coefficient a cell, 10 cells of 7 moves, in each of the two
        // backward passes (in vector lanes one vector a cell, on the AVX-512 kernel alone;
        // then scalar); and the practice game's walks.
        let lanes = if Kernel::active() == Kernel::Avx512 {
            Work::of(Op::VectorMove, 70)
        } else {
            Work::NONE
        };
        assert_eq!(
            whole.work,
            tables
                .work
                .plus(lanes)
                .plus(Work::of(Op::CellMove, 70))
                .plus(Work::of(Op::Word, 4_000))
                .plus(practice::Pairs::cost(&rules).work)
        );
        assert_eq!(
            whole.memory,
            tables.memory + 25_600 + 4_800 + 10 * 2 * 2 * 8
        );
        // Exact at the limit: the crude figure where it passes, the refined one below it.
        let refined = match estimate(&rules, &Limits::exactly(1, 1)) {
            Err(Error::Refused(crate::limits::Refusal {
                reason: crate::limits::Reason::OverLimits { cost, .. },
                ..
            })) => *cost,
            other => panic!("{other:?}"),
        };
        let limits = |c: Cost| {
            (
                u64::try_from(c.steps()).unwrap(),
                u64::try_from(c.memory).unwrap(),
            )
        };
        let (work, memory) = limits(refined);
        let exactly = Limits::exactly;
        assert!(run(&rules, &exactly(work, memory), |_, _| {}).is_ok());
        assert!(run(&rules, &exactly(work - 1, memory), |_, _| {}).is_err());
        assert!(run(&rules, &exactly(work, memory - 1), |_, _| {}).is_err());
        let (work, memory) = limits(whole);
        assert!(run(&rules, &exactly(work, memory), |_, _| {}).is_ok());
    }

    #[test]
    fn cells_in_machine_words_agree_with_the_big_integers() {
        // Boards, dice and targets, the puzzle's among them: the cells of two tables in u64
        // columns whose common denominator fits u128 take the fast path, and no cell of a table
        // in big integers does.
        let (mut fast, mut rules_fast, mut big_cells) = (0, 0, 0);
        for (board, rolls, faces, target) in [
            (10, 3, 3, 21),
            (10, 3, 3, 5),
            (7, 4, 2, 15),
            (4, 2, 6, 20),
            (12, 1, 5, 30),
            (3, 1, 2, 2),
        ] {
            let rules = tables::tests::rules(board, rolls, faces, target);
            let dice = Dice::of(&rules, Kernel::active());
            let per_turn = dice.total();
            let raw = tables::every_start(&rules, &dice);
            let big: Vec<BigColumns> = raw.iter().map(BigColumns::from).collect();
            let narrow = |t: &Table| {
                matches!(
                    (&t.reached, &t.playing),
                    (Column::Narrow(_), Column::Narrow(_))
                )
            };
            let chances = Chances::new(&raw, &per_turn);
            rules_fast += usize::from(chances.is_some());
            for i in 0..raw.len() {
                for j in 0..raw.len() {
                    let cell = narrow_cell(&raw, chances.as_ref(), i, j);
                    // A table in big integers has no fast path.
                    if !(narrow(&raw[i]) && narrow(&raw[j])) {
                        assert_eq!(cell, None, "{rules:?} {i} {j}");
                        big_cells += 1;
                        continue;
                    }
                    let (wins, chance) = cell.expect("u64 columns");
                    assert_eq!(
                        wins.map(Count::from),
                        pair_exact(&big[i], &big[j]),
                        "{rules:?}"
                    );
                    let (n, d) = first_mover_exact(&raw[i], &raw[j], &per_turn);
                    if chances.is_some() {
                        assert_eq!(chance, Some(nearest_f64(&n, &d)), "{rules:?} {i} {j}");
                        fast += 1;
                    } else {
                        assert_eq!(chance, None);
                    }
                }
            }
        }
        assert!(
            fast > 300 && rules_fast >= 4 && big_cells > 0,
            "{fast} {rules_fast} {big_cells}"
        );
        let puzzle = Rules::default();
        let dice = Dice::of(&puzzle, Kernel::active());
        assert!(Chances::new(&tables::every_start(&puzzle, &dice), &dice.total()).is_some());
    }

    #[test]
    fn cells_past_machine_words_leave_the_fast_path() {
        let narrow = |reached: Vec<u64>, playing: Vec<u64>| Table {
            reached: Column::Narrow(reached),
            playing: Column::Narrow(playing),
        };
        // Wins past u64: products of nearly 2^128.
        let huge = narrow(vec![0, u64::MAX, u64::MAX], vec![u64::MAX, u64::MAX, 0]);
        assert!(narrow_cell(&[huge.clone(), huge.clone()], None, 0, 1).is_none());
        // Within u64: wins, and no chance without a common denominator.
        let small = narrow(vec![0, 2, 1], vec![1, 3, 0]);
        let cell = narrow_cell(&[small.clone(), small.clone()], None, 0, 1);
        // 2·1 + 1·3 and 2·3 + 1·0.
        assert_eq!(cell, Some(([5, 6], None)));
        // A column of big integers has no fast path, nor a common denominator.
        let wide = Table {
            reached: Column::Big(vec![BigUint::ZERO, BigUint::from(1_u32)]),
            playing: Column::Big(vec![BigUint::from(1_u32), BigUint::ZERO]),
        };
        assert!(narrow_cell(&[small.clone(), wide.clone()], None, 0, 1).is_none());
        let per_turn = Count::from(3_u32);
        assert!(Chances::new(&[small.clone(), wide], &per_turn).is_none());
        // Denominators past u128, or universes a turn past u64, have no common denominator.
        assert!(Chances::new(std::slice::from_ref(&small), &Count::from(u64::MAX)).is_none());
        assert!(Chances::new(std::slice::from_ref(&small), &Count::from(u128::MAX)).is_none());
        let chances = Chances::new(&[small.clone(), small.clone()], &per_turn).unwrap();
        // Σₜ reached₁[t]·playing₂[t−1] / P^(2t−1): 2·1 / 3 + 1·3 / 27 = 7/9.
        let (_, chance) = narrow_cell(&[small.clone(), small], Some(&chances), 0, 1).unwrap();
        assert_eq!(chance, Some(7.0 / 9.0));
    }

    #[test]
    fn products_by_a_word_are_exact_or_refused() {
        assert_eq!(times(u128::MAX, 1), Some(u128::MAX));
        assert_eq!(times(u128::MAX, 2), None);
        assert_eq!(
            times(1 << 64, u64::MAX),
            Some(u128::MAX - u128::from(u64::MAX))
        );
        assert_eq!(times(1 << 64, 1 << 63), Some(1 << 127));
        assert_eq!(times(1 << 65, 1 << 63), None);
        assert_eq!(
            times(u128::from(u64::MAX), u64::MAX),
            Some(u128::from(u64::MAX) * u128::from(u64::MAX))
        );
        assert_eq!(times(0, u64::MAX), Some(0));
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

    #[test]
    fn sweeps_over_a_rule_add_up_and_are_refused_as_a_whole() {
        // A sweep's figure under limits that refuse it, whatever they are: the refined one.
        let figure =
            |estimate: &dyn Fn(&Limits) -> Result<Cost, Error>, max_work: u128| match estimate(
                &Limits::exactly(u64::try_from(max_work).unwrap(), u64::MAX),
            ) {
                Err(Error::Refused(crate::limits::Refusal {
                    reason: crate::limits::Reason::OverLimits { cost, .. },
                    ..
                })) => *cost,
                other => panic!("{other:?}"),
            };
        let boards = crate::scan::Values::Rule(crate::rules::Rule::Board, vec![6, 8, 10]);
        let over = |limits: &Limits| over_estimate(&Rules::default(), &boards, limits);
        let alone: Vec<(Cost, Cost)> = [6, 8, 10]
            .iter()
            .map(|&b| {
                let r = Rules::builder().board(b).build().unwrap();
                let one = |limits: &Limits| estimate(&r, limits);
                (one(&Limits::default()).unwrap(), figure(&one, 1))
            })
            .collect();
        // Crude where that passes, the sum of each sweep's crude estimate.
        let whole = over(&Limits::default()).unwrap();
        let work = alone.iter().fold(Work::NONE, |w, c| w.plus(c.0.work));
        assert_eq!(whole.work, work);
        assert!(whole.memory >= alone.iter().map(|c| c.0.memory).max().unwrap());
        // Refused with the sum of the refined ones whatever the limits.
        let refined = figure(&over, 1);
        let work = alone.iter().fold(Work::NONE, |w, c| w.plus(c.1.work));
        assert_eq!(refined.work, work);
        assert_eq!(figure(&over, refined.steps() - 1), refined);
        // Each sweep fits a limit the whole passes: refused as the sweep it is, at that limit.
        let most = alone.iter().map(|c| c.1.steps()).max().unwrap();
        let refused = over(&Limits::exactly(u64::try_from(most).unwrap(), u64::MAX)).unwrap_err();
        assert!(
            refused.to_string().starts_with(&format!(
                "the sweep over every pair of starts would need about {} steps",
                crate::limits::human(refined.steps())
            )),
            "{refused}"
        );
    }
}
