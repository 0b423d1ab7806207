//! Every tuple of starts for any number of players: `B^n` games under one set of rules.
//!
//! As for two players, every start's table is built once (one backward pass over the board,
//! [`crate::tables`]), and each tuple is the players' tables combined round by round
//! ([`crate::turns::combine`]); its practice game is played on its own.

use crate::cost;
use crate::error::Error;
use crate::game::Game;
use crate::limits::{Cost, Limits, Refine, Subject};
use crate::num::{Count, Fraction};
use crate::practice;
use crate::rules::Rules;
use crate::tables::cost::combination_bound;
use crate::tables::kernel::Kernel;
use crate::tables::shape::{longest_game, turn_bits};
use crate::tables::{self, Dice, PlayerTable};
use crate::turns::{self, TurnTable};
use crate::work::count_bytes;

/// The tuples of `players` players on the board of `rules`, at most [`MAX_TUPLES`].
pub(crate) fn count(rules: &Rules, players: usize) -> Option<u128> {
    u32::try_from(players)
        .ok()
        .and_then(|n| u128::from(rules.board()).checked_pow(n))
        .filter(|&t| t <= MAX_TUPLES && players >= 1)
}

/// The most tuples a sweep of many players plays: `10^5`, five players on the puzzle's board.
pub const MAX_TUPLES: u128 = 100_000;

/// One tuple of starts.
#[derive(Debug, Clone, PartialEq)]
pub struct TupleCell {
    /// Each player's starting space, in turn order.
    pub starts: Vec<u32>,
    /// The practice game's answer.
    pub practice: Count,
    /// Universes won by each player in the Dirac game.
    pub wins: Vec<Count>,
    /// Player 1's probability of winning, the exact fraction correctly rounded to an `f64`.
    pub p1_probability: f64,
    /// Each player's probability of winning, exactly, in turn order.
    pub chances: Vec<Fraction>,
}

impl TupleCell {
    /// The Dirac game's answer: the largest of the counts.
    pub fn dirac(&self) -> &Count {
        self.wins.iter().max().unwrap_or(&self.wins[0])
    }
}

/// Both games on every tuple of starts of `players` players.
#[derive(Debug, Clone)]
pub struct Tuples {
    board: u32,
    players: usize,
    rolls: u32,
    per_turn: Count,
    tables: Vec<PlayerTable>,
    cells: Vec<TupleCell>,
}

impl Tuples {
    /// Spaces on the board.
    pub fn board(&self) -> u32 {
        self.board
    }

    /// Players in each game.
    pub fn players(&self) -> usize {
        self.players
    }

    /// Every tuple, in the order of counting in base `B` (player 1's start most significant):
    /// `cells()[Σᵢ (sᵢ − 1)·B^(n−1−i)]`.
    pub fn cells(&self) -> &[TupleCell] {
        &self.cells
    }

    /// The tuple with these starts, 1-based.
    pub fn cell(&self, starts: &[u32]) -> Option<&TupleCell> {
        if starts.len() != self.players || starts.iter().any(|&s| s == 0 || s > self.board) {
            return None;
        }
        let index = starts
            .iter()
            .fold(0_usize, |k, &s| k * self.board as usize + (s as usize - 1));
        self.cells.get(index)
    }

    /// The turn table of the tuple `starts`.
    pub fn turn_table(&self, starts: &[u32]) -> Option<TurnTable> {
        self.cell(starts)?;
        let players = starts
            .iter()
            .map(|&s| self.tables[s as usize - 1].clone())
            .collect();
        Some(turns::combine(self.per_turn.clone(), self.rolls, players))
    }

    /// Player 1's exact probability of winning at the tuple `starts`: the fraction that
    /// [`TupleCell::p1_probability`] rounds.
    pub fn p1_probability(&self, starts: &[u32]) -> Option<Fraction> {
        crate::stats::chances(&self.turn_table(starts)?)
            .into_iter()
            .next()
    }
}

/// Every tuple of starts of `players` players on a board of `board` spaces, in order.
fn every_tuple(board: u32, players: usize) -> impl Iterator<Item = Vec<u32>> {
    let total = u64::from(board).pow(u32::try_from(players).unwrap_or(u32::MAX));
    (0..total).map(move |mut k| {
        let mut starts = vec![0; players];
        for s in starts.iter_mut().rev() {
            *s = u32::try_from(k % u64::from(board)).unwrap_or(0) + 1;
            k /= u64::from(board);
        }
        starts
    })
}

/// The estimate of [`run`]: every start's table once, then each tuple's combination and
/// practice game, bounded by the tuple of `players` players all on one start, the most costly
/// of them, and the cells kept. Refused past `limits`, or past [`MAX_TUPLES`] tuples.
pub fn estimate(rules: &Rules, players: usize, limits: &Limits) -> Result<Cost, Error> {
    estimate_beside(rules, players, Kernel::active(), limits, |_| {
        Cost::default()
    })
}

/// [`estimate`] with what its caller holds `beside` it (a view, the text written from it), the
/// tables priced on `kernel`.
pub(crate) fn estimate_beside(
    rules: &Rules,
    players: usize,
    kernel: Kernel,
    limits: &Limits,
    beside: impl Fn(&Refine) -> Cost,
) -> Result<Cost, Error> {
    let Some(tuples) = count(rules, players) else {
        return Err(Error::TooLarge(format!(
            "a sweep of {players} players on a board of {} spaces plays {} games; sweeps play \
             at most {MAX_TUPLES}",
            rules.board(),
            crate::limits::human(
                u128::from(rules.board())
                    .saturating_pow(u32::try_from(players).unwrap_or(u32::MAX))
            )
        )));
    };
    if rules.board() > super::MAX_BOARD {
        return Err(Error::TooLarge(format!(
            "a sweep plays every tuple of starts; sweeps cover boards of at most {} spaces",
            super::MAX_BOARD
        )));
    }
    let every_space =
        Game::new(rules.clone(), (1..=rules.board()).collect()).map_err(Error::Input)?;
    let whole = |refine: &Refine| -> Result<Cost, Error> {
        let tables = cost::tables(&every_space, refine, kernel)?;
        // Each tuple: its players' tables combined, no game longer than the longest of any start,
        // and its practice game (the costliest of the players all on one start).
        let longest = longest_game(rules, refine);
        let together = Game::new(rules.clone(), vec![1; players]).map_err(Error::Input)?;
        // Each player's exact chance, summed over the rounds they can end in (from the
        // fewest turns to the target) and reduced.
        let chances = cost::ended(
            cost::chances_cost,
            players,
            (u128::from(rules.dirac_target()), u128::from(rules.board())),
            longest,
            turn_bits(rules),
        );
        let combined = combination_bound(&together, longest).then(chances);
        let mut each = combined;
        for s in 1..=rules.board() {
            let game = Game::new(rules.clone(), vec![s; players]).map_err(Error::Input)?;
            let with = combined.then(practice::cost(&game));
            each = Cost {
                work: each.work.longer(with.work),
                memory: each.memory.max(with.memory),
            };
        }
        // Each cell: its starts, its answers, every player's count of universes and exact
        // chance (two numbers each), each of up to `n` times the longest game's bits.
        let n = players as u128;
        let bits = n.saturating_mul(longest).saturating_mul(turn_bits(rules));
        let cell = (3 * n + 3)
            .saturating_mul(count_bytes(bits).saturating_add(16))
            .saturating_add(96);
        let whole = Cost {
            work: tables.work.plus(each.work.times(tuples)),
            memory: tables
                .memory
                .saturating_add(each.memory)
                .saturating_add(tuples.saturating_mul(cell)),
        };
        Ok(whole.holding(beside(refine)))
    };
    limits.plan(Subject::Sweep, whole)
}

/// Both games on every tuple of starts of `players` players under `rules`, calling
/// `progress(done, total)` as it goes.
///
/// ```
/// use dirac::{Limits, Rules, sweep::tuples};
///
/// let t = tuples::run(&Rules::default(), 3, &Limits::default(), |_, _| {})?;
/// assert_eq!(t.cells().len(), 1000);
/// let pair = dirac::sweep::run(&Rules::default(), &Limits::default(), |_, _| {})?;
/// // Three players: the third one's start matters to the first two.
/// assert_ne!(t.cell(&[4, 8, 1]).unwrap().wins[..2], pair.cell(4, 8).unwrap().wins[..]);
/// # Ok::<(), dirac::Error>(())
/// ```
pub fn run(
    rules: &Rules,
    players: usize,
    limits: &Limits,
    progress: impl FnMut(usize, usize),
) -> Result<Tuples, Error> {
    let kernel = Kernel::active();
    estimate_beside(rules, players, kernel, limits, |_| Cost::default())?;
    planned(rules, players, (kernel, limits), progress)
}

/// [`run`] for a plan that estimated it already, the tables built on `kernel` (each tuple's
/// practice game still held to `limits`).
pub(crate) fn planned(
    rules: &Rules,
    players: usize,
    (kernel, limits): (Kernel, &Limits),
    mut progress: impl FnMut(usize, usize),
) -> Result<Tuples, Error> {
    let dice = Dice::of(rules, kernel);
    let per_turn = dice.total();
    let tables: Vec<PlayerTable> = tables::every_start(rules, &dice)
        .iter()
        .map(PlayerTable::from)
        .collect();
    let total = u64::from(rules.board()).pow(u32::try_from(players).unwrap_or(0));
    let total = usize::try_from(total).unwrap_or(usize::MAX);
    let mut cells = Vec::with_capacity(total);
    for starts in every_tuple(rules.board(), players) {
        let game = Game::new(rules.clone(), starts.clone()).map_err(Error::Input)?;
        let played = practice::play(&game, limits)?;
        let table = turns::combine(
            per_turn.clone(),
            rules.rolls(),
            starts
                .iter()
                .map(|&s| tables[s as usize - 1].clone())
                .collect(),
        );
        let chances = crate::stats::chances(&table);
        cells.push(TupleCell {
            wins: table.totals(),
            practice: played.answer(),
            p1_probability: chances.first().map_or(0.0, Fraction::to_f64),
            chances,
            starts,
        });
        if cells.len() % 100 == 0 || cells.len() == total {
            progress(cells.len(), total);
        }
    }
    Ok(Tuples {
        board: rules.board(),
        players,
        rolls: rules.rolls(),
        per_turn,
        tables,
        cells,
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::quantum;
    use crate::strategy::Strategy;

    #[test]
    fn every_tuple_is_its_game_played_alone() {
        for (board, players) in [(4, 3), (3, 4), (5, 1), (6, 2)] {
            let rules = Rules::builder()
                .board(board)
                .dirac_target(12)
                .build()
                .unwrap();
            let t = run(&rules, players, &Limits::default(), |_, _| {}).unwrap();
            let tuples = board.pow(u32::try_from(players).unwrap());
            assert_eq!(t.cells().len(), usize::try_from(tuples).unwrap());
            for (k, cell) in t.cells().iter().enumerate() {
                assert_eq!(t.cell(&cell.starts), Some(cell));
                let game = Game::new(rules.clone(), cell.starts.clone()).unwrap();
                // The joint states' memo, which shares nothing with the tables, on a sample.
                let strategy = if k % 9 == 0 {
                    Strategy::Memo
                } else {
                    Strategy::PerPlayer
                };
                let solved = quantum::solve(&game, strategy, &Limits::default()).unwrap();
                assert_eq!(cell.wins, solved.wins(), "{:?}", cell.starts);
                let played = practice::play(&game, &Limits::default()).unwrap();
                assert_eq!(cell.practice, played.answer());
                let exact = crate::stats::analyze(&t.turn_table(&cell.starts).unwrap());
                assert_eq!(exact.win_probability[0].to_f64(), cell.p1_probability);
                assert_eq!(
                    t.p1_probability(&cell.starts),
                    Some(exact.win_probability[0].clone())
                );
                // Every player's chance, against the statistics' own sums.
                assert_eq!(cell.chances, exact.win_probability, "{:?}", cell.starts);
            }
        }
    }

    #[test]
    fn tuples_past_the_most_are_refused_by_their_count() {
        let refused = estimate(&Rules::default(), 6, &Limits::default()).unwrap_err();
        assert!(
            refused
                .to_string()
                .contains("plays 1.0e6 games; sweeps play at most 100000"),
            "{refused}"
        );
        assert!(estimate(&Rules::default(), 5, &Limits::default()).is_ok());
        assert!(estimate(&Rules::default(), 0, &Limits::default()).is_err());
        let t = run(&Rules::default(), 3, &Limits::default(), |_, _| {}).unwrap();
        assert!(t.cell(&[1, 2]).is_none() && t.cell(&[0, 1, 1]).is_none());
        assert!(t.cell(&[11, 1, 1]).is_none());
        assert_eq!(t.cell(&[2, 3, 4]).unwrap().starts, [2, 3, 4]);
    }
}
