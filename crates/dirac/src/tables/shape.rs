//! The size of a game, as every estimate sees it: the board, the target, the players, the moves
//! a turn and the bits a count grows by a turn; and, when a close call asks for it, the exact
//! longest game of each start, found by one pass over a player's cells with no counts
//! ([`super::reach()`]).
//!
//! Counts grow by at most `⌈R · log₂ F⌉` bits per turn ([`turn_bits`], one formula for every
//! estimate), and a player lasts at most `target` turns (every turn scores a point at least):
//! the *crude* shape, known from the rules alone. The reach pass refines it to the exact longest
//! game and the cells live on each turn. It costs a pass over `B · target` cells, so the planner
//! makes it only where the crude bound does not already pass the limits, and only within the
//! budget one plan shares among all its passes ([`Refine`]) and [`REACH_MEMORY`] a pass, which no
//! limit moves: an estimate, and so a refusal, is one figure whatever the limits.

use crate::dice;
use crate::game::Game;
use crate::input::Starts;
use crate::limits::Refine;
use crate::rules::Rules;
use crate::work::{Op, Work, count_bytes, words};

use super::Reach;
use super::kernel::Kernel;

/// The most memory of a pass over the cells: 64 MiB.
pub(crate) const REACH_MEMORY: u128 = 64 << 20;

/// The size of a game, for estimates. Every quantity saturates at `u128::MAX`.
#[derive(Debug, Clone)]
pub(crate) struct Shape {
    pub(crate) board: u128,
    pub(crate) target: u128,
    pub(crate) players: u128,
    /// Distinct starting spaces, sorted: players who share one share a table.
    pub(crate) distinct: Starts,
    /// Distinct moves per turn, at most: [`dice::moves_bound`] (`min(B, R(F − 1) + 1)` for `1..=F`).
    pub(crate) moves: u128,
    /// `⌈log₂ F^R⌉`: counts grow by at most this many bits per turn (none for a 1-faced die).
    pub(crate) turn_bits: u128,
    /// Whether `F^R` passes a machine word (2^63, [`machine_dice`]): the counts are then big
    /// integers, built by the one kernel for them, whatever `turn_bits` rounds to.
    pub(crate) big_dice: bool,
    /// Turns a player can last: `target` until refined.
    pub(crate) max_turns: u128,
    /// Rounds the combination of the players' tables runs: until the first player whose
    /// every universe has finished, so the shortest of the players' longest games (`target`
    /// until refined).
    pub(crate) rounds: u128,
    /// The kernel the plan chose, which the tables' estimate prices and their run uses.
    pub(crate) kernel: Kernel,
}

impl Shape {
    /// The crude shape of `game` on `kernel`: from its rules alone.
    pub(crate) fn of(game: &Game, kernel: Kernel) -> Shape {
        let rules = game.rules();
        Shape {
            kernel,
            board: u128::from(rules.board()),
            target: u128::from(rules.dirac_target()),
            players: game.players() as u128,
            distinct: game.distinct(),
            moves: u128::from(dice::moves_bound(
                rules.dirac_die(),
                rules.rolls(),
                rules.board(),
            )),
            turn_bits: turn_bits(rules),
            big_dice: !machine_dice(rules),
            max_turns: u128::from(rules.dirac_target()),
            rounds: u128::from(rules.dirac_target()),
        }
    }

    /// Whether a layer of `B · target` cells of up to 16 bytes can be indexed on this target:
    /// on 32-bit targets a huge board and target would not fit a `usize`.
    pub(crate) fn indexable(&self) -> bool {
        usize::try_from(self.board * self.target * 16).is_ok()
    }

    /// Building the dice's distribution by square-and-multiply: at most `2 log₂ R`
    /// convolutions of `moves²` products, each a product of numbers of up to `R log₂ F` bits:
    /// `words²` word operations at most (the schoolbook bound; a linear one let a million rolls
    /// of a million faces run for a minute).
    pub(crate) fn dice_cost(&self) -> crate::limits::Cost {
        let rolls_bits = u128::from(u128::BITS - self.turn_bits.leading_zeros());
        let products = self.moves.saturating_mul(self.moves);
        let words = words(self.turn_bits);
        crate::limits::Cost {
            work: Work::of(
                Op::Word,
                (2 * rolls_bits)
                    .saturating_mul(products)
                    .saturating_mul(words.saturating_mul(words)),
            ),
            memory: products.saturating_mul(count_bytes(self.turn_bits)),
        }
    }

    /// How many distinct starts, so tables.
    pub(crate) fn distinct(&self) -> u128 {
        self.distinct.len() as u128
    }

    /// Cells of a player's layer.
    pub(crate) fn cells(&self) -> u128 {
        self.board.saturating_mul(self.target)
    }

    /// Bits of a per-player table entry: a count of at most `(F^R)^turns`.
    pub(crate) fn table_bits(&self) -> u128 {
        self.max_turns
            .saturating_mul(self.turn_bits)
            .saturating_add(1)
    }

    /// Bits of a count of whole-game universes.
    pub(crate) fn game_bits(&self) -> u128 {
        self.players.saturating_mul(self.table_bits())
    }

    /// The cell-moves of one dense pass over the cells of every distinct start, where its two
    /// words a cell stay within [`REACH_MEMORY`].
    fn dense_pass(&self) -> Option<u128> {
        let pass = self
            .distinct()
            .saturating_mul(self.cells())
            .saturating_mul(self.moves);
        (self.cells().saturating_mul(8) <= REACH_MEMORY).then_some(pass)
    }

    /// The reach of every distinct start (in the order of `distinct`), where `refine` allows a
    /// pass: the dense pass over every cell if its budget holds it, else, on a board bigger
    /// than the target, the sparse pass over the reachable cells alone within the moves left
    /// for it (a huge board with a low target); `None`, and the crude shape decides, when
    /// neither fits or the estimate is crude.
    pub(crate) fn reach(&self, rules: &Rules, refine: &Refine) -> Option<Vec<Reach>> {
        let distances = || dice::distances(rules.dirac_die(), rules.rolls(), rules.board());
        if self.dense_pass().is_some_and(|pass| refine.take(pass)) {
            let distances = distances();
            return Some(
                self.distinct
                    .iter()
                    .map(|&s| super::reach(rules, s, &distances))
                    .collect(),
            );
        }
        // On a board no bigger than the target, a player reaches most cells: the sparse pass
        // would spend its budget to no end.
        if self.board <= self.target || !refine.on() {
            return None;
        }
        let distances = distances();
        refine
            .sparse(|budget| {
                self.distinct
                    .iter()
                    .map(|&s| super::reach_sparse(rules, s, &distances, budget))
                    .collect()
            })
            .flatten()
    }

    /// The same shape with the exact longest game, and the rounds of the shortest of the
    /// starts' longest games.
    pub(crate) fn refined(&self, reach: &[Reach]) -> Shape {
        let longest = reach.iter().map(|r| r.max_turns).max().unwrap_or(0);
        let shortest = reach.iter().map(|r| r.max_turns).min().unwrap_or(0);
        Shape {
            rounds: u128::from(shortest),
            ..self.with_max_turns(u128::from(longest))
        }
    }

    /// The same shape with games of at most `turns` turns.
    pub(crate) fn with_max_turns(&self, turns: u128) -> Shape {
        Shape {
            max_turns: turns,
            rounds: self.rounds.min(turns),
            ..self.clone()
        }
    }
}

/// `⌈log₂ F^R⌉`, nudged up: the bits a count can grow by in one turn (none for a 1-faced die).
/// Every estimate made from the rules sizes its counts with this one formula; the statistics,
/// made from a turn table that holds `F^R` itself, take its exact size in bits, which this
/// formula bounds.
pub(crate) fn turn_bits(rules: &Rules) -> u128 {
    let (faces, rolls) = (rules.dirac_faces(), rules.rolls());
    // Faces <= 10^6 and rolls <= 10^6, so this is below 2^25 and exact enough as a bound.
    #[allow(
        clippy::cast_possible_truncation,
        clippy::cast_sign_loss,
        clippy::cast_precision_loss
    )]
    let bits = (f64::from(rolls) * f64::from(faces).log2() * (1.0 + 1e-12)).ceil() as u128;
    bits
}

/// The cell-moves (`(space, points still needed)` cells times a turn's distinct moves) of the
/// pass that finds the longest game at each target ([`longest_games`]), 16 bytes a cell.
pub(crate) fn longest_pass(rules: &Rules) -> u128 {
    let cells = u128::from(rules.board()).saturating_mul(u128::from(rules.dirac_target()));
    let moves = u128::from(crate::dice::moves_bound(
        rules.dirac_die(),
        rules.rolls(),
        rules.board(),
    ));
    cells.saturating_mul(moves)
}

/// The longest game of any start under `rules`, at each target from 1 to its own, from one
/// pass over the cells with no counts ([`longest_pass`]), where `refine` has it in its budget
/// and the dice are machine words; `None` where not, and the target itself bounds the game at
/// each (a player scores a point a turn at least).
pub(crate) fn longest_games(rules: &Rules, refine: &Refine) -> Option<Vec<u128>> {
    // Its ranges, 16 bytes a cell, within the memory of a reach pass.
    let cells = u128::from(rules.board()).saturating_mul(u128::from(rules.dirac_target()));
    if !machine_dice(rules)
        || cells.saturating_mul(16) > REACH_MEMORY
        || !refine.take(longest_pass(rules))
    {
        return None;
    }
    // The pass is scalar on every kernel.
    match super::Dice::of(rules, Kernel::Scalar) {
        super::Dice::Machine(geometry) => Some(
            super::longest_games(&geometry, rules.dirac_target() as usize)
                .into_iter()
                .map(|t| t as u128)
                .collect(),
        ),
        super::Dice::Big(_) => None,
    }
}

/// The longest game of any start under `rules` at its own target: from the pass where
/// `refine` allows it ([`longest_games`]), else the target.
pub(crate) fn longest_game(rules: &Rules, refine: &Refine) -> u128 {
    longest_games(rules, refine)
        .and_then(|games| games.last().copied())
        .unwrap_or(u128::from(rules.dirac_target()))
}

/// Whether a turn's universes `F^R` stay below `2^63`, where the machine-word kernels take
/// the dice: told from the rules, with no distribution made.
pub(crate) fn machine_dice(rules: &Rules) -> bool {
    u64::from(rules.dirac_faces())
        .checked_pow(rules.rolls())
        .is_some_and(|total| total < 1 << 63)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn shape(board: u64, faces: u64, rolls: u64, target: u64) -> Shape {
        let rules = crate::tables::tests::rules(board, rolls, faces, target);
        Shape::of(&Game::new(rules, vec![1]).unwrap(), Kernel::active())
    }

    #[test]
    fn a_shape_bounds_the_bits_and_moves_of_a_turn() {
        // ⌈R · log₂ F⌉, nudged up: 3 · 1.58 = 4.75 → 5; exact powers of two gain a bit.
        let puzzle = shape(10, 3, 3, 21);
        assert_eq!((puzzle.turn_bits, puzzle.moves), (5, 7));
        let coin = shape(10, 2, 10, 21);
        assert_eq!((coin.turn_bits, coin.moves), (11, 10));
        let fixed = shape(10, 1, 5, 21);
        assert_eq!((fixed.turn_bits, fixed.moves), (0, 1));
        // R(F − 1) + 1 distances, at most the board.
        assert_eq!(shape(100, 4, 2, 21).moves, 7);
        assert_eq!(shape(100, 6, 1, 21).moves, 6);
        assert_eq!(shape(5, 6, 1, 21).moves, 5);
        assert!(puzzle.indexable());
    }

    #[test]
    fn the_dice_are_estimated_by_square_and_multiply() {
        let cost = |s: Shape| (s.dice_cost().work.count(Op::Word), s.dice_cost().memory);
        // 5 bits a turn: 3 squarings' worth, twice; 7² products of one word each.
        assert_eq!(cost(shape(10, 3, 3, 21)), (2 * 3 * 49, 49 * 8));
        // 11 bits: 4 of them; 10² products.
        assert_eq!(cost(shape(10, 2, 10, 21)), (2 * 4 * 100, 100 * 8));
        // 3 · log₂ 10^6 ≈ 59.8 → 60 bits in one word; 100 rolls of 10^6 faces: 1,994 bits, 32
        // words, so 32² word operations a product.
        let big = shape(10, 1_000_000, 100, 21);
        assert_eq!(big.turn_bits, 1994);
        assert_eq!(cost(big), (2 * 11 * 100 * 32 * 32, 100 * (24 + 32 * 8)));
    }

    #[test]
    fn the_reach_pass_is_made_within_its_own_budget_whatever_the_limits() {
        let shape = |board: u64, faces: u64, target: u64, starts: Vec<u32>| {
            let rules = Rules::builder()
                .board(board)
                .rolls(1)
                .dirac_faces(faces)
                .dirac_target(target)
                .build()
                .unwrap();
            Shape::of(&Game::new(rules, starts).unwrap(), Kernel::active())
        };
        // 2 starts · 1000 · 5000 cells · 5 moves: exactly a plan's budget of 5·10^7 cell-moves.
        let pass = shape(1000, 5, 5000, vec![1, 2]).dense_pass().unwrap();
        assert_eq!(pass, Refine::DENSE);
        assert!(Refine::refined().take(pass));
        assert!(!Refine::refined().take(pass + 1));
        // 1024 · 8192 cells of 8 bytes: exactly 64 MiB, and one more row is past it.
        assert_eq!(
            shape(1024, 5, 8192, vec![1]).dense_pass(),
            Some(1024 * 8192 * 5)
        );
        assert_eq!(shape(1024, 5, 8193, vec![1]).dense_pass(), None);
        // A crude estimate makes no pass.
        let puzzle = shape(10, 3, 21, vec![4, 8]);
        assert!(
            puzzle
                .reach(&crate::Rules::default(), &Refine::crude())
                .is_none()
        );
    }

    #[test]
    fn a_huge_board_is_reached_sparsely_and_a_small_one_not_at_all_past_the_dense_budget() {
        let game = |board: u64, target: u64| {
            let rules = Rules::builder()
                .board(board)
                .dirac_target(target)
                .build()
                .unwrap();
            Game::new(rules, vec![4, 8]).unwrap()
        };
        let reach =
            |game: &Game| Shape::of(game, Kernel::active()).reach(game.rules(), &Refine::refined());
        // A million spaces to 21 points: too many cells for the dense pass, a few reached. From
        // space 4 a turn moves 3 to 9 and scores 7 to 13, then 10 to 22 more, and a third
        // turn ends every game (7 + 10 < 21); from 8, one turn scores 11 to 17 and a second
        // 14 or more.
        let huge = game(1_000_000, 21);
        let reached = reach(&huge).unwrap();
        assert_eq!(
            reached.iter().map(|r| r.max_turns).collect::<Vec<_>>(),
            [3, 2]
        );
        // A board no bigger than its target, past the dense budget: a player reaches most of
        // its cells, and the sparse pass is not tried, even for a die of one face that moves
        // a player one space a turn, on one path of a few cells.
        let one_path = |board: u64| {
            let rules = Rules::builder()
                .board(board)
                .dirac_faces(1)
                .rolls(1)
                .dirac_target(6_000)
                .build()
                .unwrap();
            Game::new(rules, vec![4, 8]).unwrap()
        };
        assert!(reach(&one_path(6_000)).is_none());
        assert!(reach(&one_path(6_001)).is_some());
    }

    #[test]
    fn the_combination_runs_until_the_first_player_has_no_universe_left() {
        // One face, one roll: each player moves a space a turn. From space 5, 6 + 7 + 8 = 21
        // points in 3 turns; from 9, 10 + 1 + 2 + 3 + 4 + 5 = 25 in 6.
        let rules = Rules::builder().dirac_faces(1).rolls(1).build().unwrap();
        let game = Game::new(rules, vec![5, 9]).unwrap();
        let shape = Shape::of(&game, Kernel::active());
        let refined = shape.refined(&shape.reach(game.rules(), &Refine::refined()).unwrap());
        assert_eq!((refined.max_turns, refined.rounds), (6, 3));
    }
}
