//! The Dirac game turn by turn: how the universes split and end.
//!
//! Two views, both exact:
//!
//! - **each player alone** ([`PlayerTable`]): per turn `t`, the player's own roll sequences
//!   that reach the target exactly on turn `t`, and those still playing after it. Out of
//!   `(F^R)^t` sequences of `t` turns, these are the shares the player finishes or goes on;
//! - **the combined game** ([`Round`]): per round, the universes in which each player wins in
//!   that round, and the universes still undecided after it. Summed over the rounds, the wins
//!   are exactly the counts [`crate::quantum::solve`] returns.

use crate::cost::{self, Checked};
use crate::error::Error;
use crate::game::Game;
use crate::limits::Limits;
use crate::num::Count;
use crate::strategy::Strategy;
use crate::tables::kernel::Kernel;
use crate::tables::{self, Dice, Of, PlayerTable, Tables};

/// The game turn by turn.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct TurnTable {
    /// `F^R`: the universes one turn splits into.
    pub per_turn: Count,
    /// `R`: the die rolls of one turn.
    pub rolls: u32,
    /// Each player's game alone, in turn order.
    pub players: Vec<PlayerTable>,
    /// The combined game, round by round from round 1, up to the round in which the last
    /// universe ends.
    pub rounds: Vec<Round>,
}

/// One round of the combined game: every player moves once, in turn order.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Round {
    /// The round, from 1.
    pub round: usize,
    /// Universes in which each player wins in this round.
    pub wins: Vec<Count>,
    /// Universes in which nobody has won after this round.
    pub undecided: Count,
}

impl TurnTable {
    /// Universes won by each player over the whole game.
    pub fn totals(&self) -> Vec<Count> {
        let n = self.players.len();
        (0..n)
            .map(|i| self.rounds.iter().map(|r| r.wins[i].clone()).sum())
            .collect()
    }

    /// The player (0-based) who wins in the most universes over the whole game; the first of
    /// them on a tie, as [`crate::quantum::DiracOutcome::leader`] says.
    pub fn leader(&self) -> usize {
        let totals = self.totals();
        // `max_by_key` keeps the last maximum; reverse so the first one wins ties.
        (0..totals.len())
            .rev()
            .max_by_key(|&i| &totals[i])
            .unwrap_or(0)
    }

    /// The number of turns played when `player` (0-based) moves in `round` (from 1).
    pub fn turns_at(&self, round: usize, player: usize) -> u64 {
        ((round - 1) * self.players.len() + player + 1) as u64
    }
}

/// The turn tables of `game`, refused like the `per-player` strategy when too big.
///
/// ```
/// use dirac::{Game, Limits, Rules, turns};
///
/// let game = Game::example(Rules::default()).unwrap();
/// let table = turns::analyze(&game, &Limits::default())?;
/// assert_eq!(table.players[0].last_turn(), 10);
/// assert_eq!(table.totals()[0].to_string(), "444356092776315");
/// # Ok::<(), dirac::Error>(())
/// ```
pub fn analyze(game: &Game, limits: &Limits) -> Result<TurnTable, Error> {
    of(&cost::check(game, Strategy::PerPlayer, limits)?)
}

/// The turn tables of a checked game (checked for its per-player tables first, if it was
/// checked for another strategy).
pub fn of(checked: &Checked) -> Result<TurnTable, Error> {
    let checked = checked.for_tables()?;
    Ok(planned(checked.game(), checked.kernel()))
}

/// The turn table of `game`, its tables built on `kernel`, for a plan whose estimate already
/// covered it (no second estimate).
pub(crate) fn planned(game: &Game, kernel: Kernel) -> TurnTable {
    let dice = Dice::of(game.rules(), kernel);
    let tables = Tables::build(game, &dice);
    let players = (0..game.players())
        .map(|i| tables.player_table(i))
        .collect();
    combine(dice.total(), game.rules().rolls(), players)
}

/// Player `player`'s (0-based) own table in a checked game.
///
/// ```
/// use dirac::{Game, Limits, Rules, cost, quantum::Strategy, turns};
///
/// let game = Game::new(Rules::default(), vec![3])?;
/// let checked = cost::check(&game, Strategy::PerPlayer, &Limits::default())?;
/// let table = turns::player(&checked, 0)?;
/// assert_eq!(table.reached[3].to_u64(), Some(5401));
/// assert_eq!(table.last_turn(), 10);
/// # Ok::<(), dirac::Error>(())
/// ```
pub fn player(checked: &Checked, player: usize) -> Result<PlayerTable, Error> {
    let checked = checked.for_tables()?;
    let game = checked.game();
    let start = *game.starts().get(player).ok_or(Error::NoPlayer {
        player,
        players: game.players(),
    })?;
    Ok(tables::table(game.rules(), start, checked.kernel()))
}

/// The combined game of players with these tables, in turn order, with `per_turn = F^R` and
/// `rolls = R`.
pub fn combine(per_turn: Count, rolls: u32, players: Vec<PlayerTable>) -> TurnTable {
    let n = players.len();
    let last = players
        .iter()
        .map(PlayerTable::last_turn)
        .min()
        .unwrap_or(0);
    let mut rounds: Vec<Round> = (1..=last)
        .map(|round| Round {
            round,
            wins: vec![Count::ZERO; n],
            undecided: players
                .iter()
                .fold(Count::from(1_u32), |acc, p| acc.product(&p.playing[round])),
        })
        .collect();
    // Exact counts cannot overflow, so neither can the combination.
    let _ = tables::by_round(&players[..], Of::Reached, |round, player, won| {
        rounds[round - 1].wins[player] = won;
        Ok(())
    });
    TurnTable {
        per_turn,
        rolls,
        players,
        rounds,
    }
}
