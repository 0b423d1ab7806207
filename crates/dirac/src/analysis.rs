//! One analysis of a game, for every view: both answers, the per-player turn tables, the
//! round-by-round table and the exact statistics, all from one set of per-player tables.
//!
//! # Why one set of tables is enough
//!
//! In the Dirac game players never interact: a player's universes branch the same way whatever
//! the others do. So each player's own table (how many of their roll sequences reach the
//! target on each turn, how many are still playing) is computed once; the game's wins per
//! round, the answer of part 2, the probabilities of winning and the game's length are all
//! products and sums of those tables. The practice game is played once beside them.

use num_bigint::BigUint;
use num_traits::Zero;

use crate::cost::{self, Checked, TurnsUse};
use crate::dice::Moves;
use crate::error::Error;
use crate::game::Game;
use crate::limits::{Cost, Limits, Op, Subject};
use crate::num::Count;
use crate::practice::{self, PracticeOutcome};
use crate::quantum::DiracOutcome;
use crate::stats::{self, Stats};
use crate::strategy::Strategy;
use crate::tables::kernel::Kernel;
use crate::tables::shape::{Shape, turn_bits};
use crate::tables::{self, Dice, Tables};
use crate::turns::{self, TurnTable};

/// Everything dirac knows about one game.
///
/// ```
/// use dirac::{Game, Limits, Rules, analysis::Analysis};
///
/// let game = Game::example(Rules::default()).expect("4 and 8 are on the board");
/// let a = Analysis::new(&game, &Limits::default())?;
/// assert_eq!(a.practice().answer().to_string(), "739785");
/// assert_eq!(a.dirac_answer().to_string(), "444356092776315");
/// assert_eq!(a.wins()[1].to_string(), "341960390180808");
/// assert_eq!(a.stats().win_probability[0].percent(2), "77.60%");
/// # Ok::<(), dirac::Error>(())
/// ```
#[derive(Debug, Clone)]
pub struct Analysis {
    game: Game,
    practice: PracticeOutcome,
    table: TurnTable,
    outcome: DiracOutcome,
    stats: Stats,
}

impl Analysis {
    /// Plays the practice game and builds the Dirac game's tables and statistics, refusing
    /// before any work when the estimated cost passes `limits`.
    pub fn new(game: &Game, limits: &Limits) -> Result<Analysis, Error> {
        Analysis::of(&cost::check_turns(game, limits, TurnsUse::Stats)?)
    }

    /// The analysis of a checked game (checked for its per-player tables first, if it was
    /// checked for another strategy), held to the limits it was checked against.
    pub fn of(checked: &Checked) -> Result<Analysis, Error> {
        let checked = checked.for_tables()?;
        checked.check_turns(TurnsUse::Stats)?;
        Analysis::planned(checked.game(), checked.kernel(), checked.limits())
    }

    /// The analysis of a game whose plan estimated it already, its tables built on `kernel`;
    /// its statistics' digits held to `limits`.
    pub(crate) fn planned(game: &Game, kernel: Kernel, limits: &Limits) -> Result<Analysis, Error> {
        let practice = practice::play(game, limits)?;
        let (outcome, table) = outcome_and_turns(game, kernel)?;
        let stats = stats::analyze_within(&table, limits)?;
        Ok(Analysis {
            game: game.clone(),
            practice,
            table,
            outcome,
            stats,
        })
    }

    /// The game analysed.
    pub fn game(&self) -> &Game {
        &self.game
    }

    /// The practice game's end (part 1).
    pub fn practice(&self) -> &PracticeOutcome {
        &self.practice
    }

    /// The Dirac game's outcome (part 2), as [`crate::quantum::solve`] gives it with the per-player
    /// strategy: the same tables, combined in the narrowest width that holds them.
    pub fn outcome(&self) -> &DiracOutcome {
        &self.outcome
    }

    /// Universes won by each player in the Dirac game, in turn order.
    pub fn wins(&self) -> &[Count] {
        self.outcome.wins()
    }

    /// The player (0-based) who wins in the most universes; the first of them on a tie.
    pub fn leader(&self) -> usize {
        self.outcome.leader()
    }

    /// Part 2: the universes won by the [`leader`](Self::leader).
    pub fn dirac_answer(&self) -> &Count {
        self.outcome.answer()
    }

    /// The per-player tables and the game round by round.
    pub fn turns(&self) -> &TurnTable {
        &self.table
    }

    /// The exact probabilities of winning and the distribution of the game's length.
    pub fn stats(&self) -> &Stats {
        &self.stats
    }

    /// One player's own roll sequences after `turn` of their turns (0 = before the first), by
    /// where they stand: see [`Layer`]. Refused when the grid would pass `limits`.
    pub fn layer(&self, player: usize, turn: usize, limits: &Limits) -> Result<Layer, Error> {
        layer(&self.game, player, turn, limits)
    }
}

/// Part 2 and the turn table of `game` from one set of per-player tables: the answer's wins
/// combined in the narrowest width that holds them, and the table round by round. For a game
/// checked for both (an analysis, a solve with each player's chance).
pub(crate) fn outcome_and_turns(
    game: &Game,
    kernel: Kernel,
) -> Result<(DiracOutcome, TurnTable), Error> {
    let dice = Dice::of(game.rules(), kernel);
    let tables = Tables::build(game, &dice);
    let (wins, width) = tables::wins_in_narrowest(&tables)
        .map_err(|_| Error::Internal("big integers overflowed"))?;
    let players = (0..game.players())
        .map(|i| tables.player_table(i))
        .collect();
    let table = turns::combine(dice.total(), game.rules().rolls(), players);
    Ok((DiracOutcome::new(wins, Strategy::PerPlayer, width), table))
}

/// One player alone after some turns: how many of their own roll sequences stand on each
/// space with each score below the target, and how many have reached the target by then.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Layer {
    /// The player's turns played.
    pub turn: usize,
    /// `cells[space - 1][score]`: sequences on `space` (1-based) with `score` points, for
    /// scores below the Dirac target.
    pub cells: Vec<Vec<Count>>,
    /// Sequences that have reached the target on this turn or before.
    pub reached: Count,
    /// Those that reached it on this turn (none before the first).
    pub reached_on_turn: Count,
}

/// Player `player`'s (0-based) own roll sequences after `turn` of their turns, by space and
/// score: a forward pass over (space, score) grids in big integers, refused when its estimate
/// passes `limits`. [`Analysis::layer`] without the rest of the analysis.
pub fn layer(game: &Game, player: usize, turn: usize, limits: &Limits) -> Result<Layer, Error> {
    let start = layer_start(game, player)?;
    limits.check(layer_cost(game, turn), Subject::Layer)?;
    Ok(grid(game, start, turn))
}

/// The start of player `player` (0-based), refused when the game has no such player.
pub(crate) fn layer_start(game: &Game, player: usize) -> Result<u32, Error> {
    game.starts().get(player).copied().ok_or(Error::NoPlayer {
        player,
        players: game.players(),
    })
}

/// The grid of a player starting on `start` after `turn` of their turns, checked already
/// ([`layer_cost`]).
pub(crate) fn grid(game: &Game, start: u32, turn: usize) -> Layer {
    let rules = game.rules();
    let board = rules.board() as usize;
    let target = rules.dirac_target() as usize;
    let moves = Moves::<BigUint>::big(rules);
    let mut now = vec![vec![BigUint::zero(); target]; board];
    now[start as usize - 1][0] = BigUint::from(1_u32);
    let (mut reached, mut on_turn) = (BigUint::zero(), BigUint::zero());
    for _ in 0..turn {
        on_turn = BigUint::zero();
        let mut next = vec![vec![BigUint::zero(); target]; board];
        for (space, scores) in now.iter().enumerate() {
            for (score, ways) in scores.iter().enumerate().filter(|(_, w)| !w.is_zero()) {
                for (sum, times) in moves.steps() {
                    let to = (space + *sum as usize) % board;
                    let points = score + to + 1;
                    let branch = ways * times;
                    if points >= target {
                        on_turn += &branch;
                        reached += branch;
                    } else {
                        next[to][points] += branch;
                    }
                }
            }
        }
        now = next;
    }
    Layer {
        turn,
        cells: now
            .into_iter()
            .map(|row| row.into_iter().map(Count::from).collect())
            .collect(),
        reached: Count::from(reached),
        reached_on_turn: Count::from(on_turn),
    }
}

/// One player's grid of universes by space and score after `turn` turns: a forward pass over
/// `(space, score)` grids in big integers, each cell moved by every distinct sum each turn, on
/// counts of up to `turn · ⌈log₂ F^R⌉` bits.
pub(crate) fn layer_cost(game: &Game, turn: usize) -> Cost {
    let rules = game.rules();
    let steps = crate::dice::moves_bound(rules.dirac_die(), rules.rolls(), rules.board());
    let cells = u128::from(rules.board()).saturating_mul(u128::from(rules.dirac_target()));
    let words = (turn as u128).saturating_mul(turn_bits(rules)) / 64 + 1;
    // The dice's distribution in big integers first, held while the grids are moved.
    // The layer is moved in big integers, on no vector kernel.
    Shape::of(game, Kernel::Scalar)
        .dice_cost()
        .holding(Cost::of(
            Op::Word,
            cells
                .saturating_mul(u128::from(steps))
                .saturating_mul(turn as u128)
                .saturating_mul(words),
            cells.saturating_mul(2).saturating_mul(words * 8 + 32),
        ))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::quantum;
    use crate::rules::Rules;

    #[test]
    fn the_analysis_agrees_with_each_view_computed_alone() {
        // (starts, Dirac target, the leader as the memo strategy finds it).
        for (starts, target, leader) in [
            (vec![4, 8], 21, 0),
            (vec![1, 5, 9], 15, 0),
            (vec![4, 8, 1], 15, 1),
            (vec![7], 10, 0),
        ] {
            let rules = Rules::builder().dirac_target(target).build().unwrap();
            let game = Game::new(rules, starts).unwrap();
            let limits = Limits::default();
            let a = Analysis::new(&game, &limits).unwrap();
            let solved = quantum::solve(&game, Strategy::Memo, &limits).unwrap();
            assert_eq!(a.wins(), solved.wins());
            assert_eq!(a.dirac_answer(), solved.answer());
            assert_eq!(a.leader(), solved.leader());
            assert_eq!(a.leader(), leader);
            let per_player = quantum::solve(&game, Strategy::PerPlayer, &limits).unwrap();
            assert_eq!(a.outcome(), &per_player);
            assert_eq!(a.turns(), &turns::analyze(&game, &limits).unwrap());
            assert_eq!(a.practice(), &practice::play(&game, &limits).unwrap());
            assert_eq!(a.stats(), &stats::analyze(a.turns()));
        }
    }

    #[test]
    fn layers_hold_every_sequence_and_match_the_turn_table() {
        let game = Game::example(Rules::default()).unwrap();
        let a = Analysis::new(&game, &Limits::default()).unwrap();
        for player in 0..2 {
            let table = &a.turns().players[player];
            let mut reached_so_far = Count::ZERO;
            for turn in 0..=table.last_turn() {
                let layer = a.layer(player, turn, &Limits::default()).unwrap();
                let playing = layer
                    .cells
                    .iter()
                    .flatten()
                    .fold(Count::ZERO, |acc, c| acc.sum(c));
                assert_eq!(playing, table.playing[turn], "player {player} turn {turn}");
                reached_so_far = reached_so_far.sum(&table.reached[turn]);
                assert_eq!(layer.reached, reached_so_far);
            }
        }
        let start = a.layer(0, 0, &Limits::default()).unwrap();
        assert_eq!(
            start.cells[3][0],
            Count::from(1_u32),
            "player 1 starts on 4"
        );
        // After one turn of three rolls the sums 3..=9 land on 7, 8, 9, 10, 1, 2, 3.
        let one = a.layer(0, 1, &Limits::default()).unwrap();
        assert_eq!(one.cells[6][7], Count::from(1_u32));
        assert_eq!(one.cells[9][10], Count::from(7_u32));
        assert!(a.layer(2, 0, &Limits::default()).is_err());
        // The estimate for turn 5 of the puzzle: 10 × 21 cells, 7 distinct sums, 5 turns, one
        // word (5 turns of ⌈3 · log₂ 3⌉ = 5 bits, the one formula every estimate uses); memory:
        // two grids of 40 bytes a cell; after the dice's distribution. At turn 50 numbers take
        // 50 · 5 / 64 + 1 = 4 words.
        let dice = Shape::of(&game, Kernel::active()).dice_cost();
        let five = dice.holding(Cost::of(Op::Word, 7350, 16_800));
        assert_eq!(layer_cost(&game, 5), five);
        let at = |c: Cost| {
            (
                Limits::exactly(
                    u64::try_from(c.steps()).unwrap(),
                    u64::try_from(c.memory).unwrap(),
                ),
                c,
            )
        };
        let (exact, _) = at(five);
        assert!(a.layer(0, 5, &exact).is_ok());
        let under = |l: Limits, work: u64, memory: u64| Limits {
            max_work: l.max_work - work,
            max_memory: l.max_memory - memory,
        };
        assert!(matches!(
            a.layer(0, 5, &under(exact, 1, 0)),
            Err(Error::Refused(_))
        ));
        assert!(matches!(
            a.layer(0, 5, &under(exact, 0, 1)),
            Err(Error::Refused(_))
        ));
        let fifty = dice.holding(Cost::of(Op::Word, 210 * 7 * 50 * 4, 210 * 2 * (4 * 8 + 32)));
        assert_eq!(layer_cost(&game, 50), fifty);
        let (exact, _) = at(fifty);
        assert!(a.layer(0, 50, &exact).is_ok());
        assert!(a.layer(0, 50, &under(exact, 1, 0)).is_err());
        // Enormous dice are refused before their distribution is built, even at turn 0.
        let huge = Rules::builder()
            .dirac_faces(1_000_000)
            .rolls(1_000_000)
            .build()
            .unwrap();
        let game = Game::example(huge).unwrap();
        assert!(matches!(
            layer(&game, 0, 0, &Limits::default()),
            Err(Error::Refused(_))
        ));
    }
}
