//! The Dirac game turn by turn and round by round, the chart of its rounds, one player's grid
//! of universes, and the practice game's trace.

use num_bigint::BigUint;
#[cfg(feature = "serde")]
use serde::{Deserialize, Serialize};

use super::{Digits, PLAYERS_DRAWN, RulesView};
use crate::analysis::Layer;
use crate::game::Game;
use crate::num::Count;
use crate::practice::Trace;
use crate::turns::TurnTable;

/// One turn of one player's own game.
#[derive(Debug, Clone, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(Serialize, Deserialize))]
#[cfg_attr(feature = "serde", serde(deny_unknown_fields))]
pub struct TurnRow {
    /// The player's own turn, from 1.
    pub turn: usize,
    /// Own roll sequences that reach the target on this turn.
    pub reached: String,
    /// Own roll sequences still below the target after it.
    pub playing: String,
}

/// One player's game alone.
#[derive(Debug, Clone, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(Serialize, Deserialize))]
#[cfg_attr(feature = "serde", serde(deny_unknown_fields))]
pub struct PlayerTurns {
    /// From 1.
    pub player: usize,
    /// The starting space.
    pub start: u32,
    /// The turn on which the last of the player's own sequences reaches the target.
    pub last_turn: usize,
    /// Turn by turn from 1 (empty past the players a page receives, see [`PLAYERS_DRAWN`]).
    pub turns: Vec<TurnRow>,
}

/// One round of the game: every player moves once, in turn order.
#[derive(Debug, Clone, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(Serialize, Deserialize))]
#[cfg_attr(feature = "serde", serde(deny_unknown_fields))]
pub struct RoundRow {
    /// From 1.
    pub round: usize,
    /// Universes won by each player in this round.
    pub wins: Vec<String>,
    /// Universes in which nobody has won after it.
    pub undecided: String,
}

/// The game turn by turn (`dirac turns`).
#[derive(Debug, Clone, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(Serialize, Deserialize))]
#[cfg_attr(feature = "serde", serde(deny_unknown_fields))]
pub struct TurnsView {
    /// The rules.
    pub rules: RulesView,
    /// Starting spaces, 1-based, in turn order.
    pub starts: Vec<u32>,
    /// `F^R`: the universes one turn splits a player's universes into.
    pub per_turn: String,
    /// Each player alone.
    pub players: Vec<PlayerTurns>,
    /// The game round by round, up to the round in which the last universe ends.
    pub rounds: Vec<RoundRow>,
    /// Universes won by each player over the whole game.
    pub totals: Vec<String>,
}

impl TurnsView {
    /// The table `t` of `game`, with every player's own turns up to `listed` players (all of
    /// them with `None`).
    pub fn new(game: &Game, t: &TurnTable, digits: Digits, listed: Option<usize>) -> TurnsView {
        let listed = listed.unwrap_or(usize::MAX);
        TurnsView {
            rules: RulesView::from(game.rules()),
            starts: game.starts().to_vec(),
            per_turn: digits.write(&t.per_turn),
            players: t
                .players
                .iter()
                .enumerate()
                .map(|(i, p)| PlayerTurns {
                    player: i + 1,
                    start: game.starts()[i],
                    last_turn: p.last_turn(),
                    turns: if i < listed {
                        (1..=p.last_turn())
                            .map(|turn| TurnRow {
                                turn,
                                reached: digits.write(&p.reached[turn]),
                                playing: digits.write(&p.playing[turn]),
                            })
                            .collect()
                    } else {
                        Vec::new()
                    },
                })
                .collect(),
            rounds: t
                .rounds
                .iter()
                .map(|r| RoundRow {
                    round: r.round,
                    wins: digits.all(&r.wins),
                    undecided: digits.write(&r.undecided),
                })
                .collect(),
            totals: digits.all(&t.totals()),
        }
    }
}

/// The chart's rounds end once the game is undecided with a probability below this: the long
/// tail of nearly empty rounds would squeeze the rounds where the game is decided.
pub const TAIL: f64 = 0.001;

/// One round as the chart draws it.
#[derive(Debug, Clone, PartialEq)]
#[cfg_attr(feature = "serde", derive(Serialize, Deserialize))]
#[cfg_attr(feature = "serde", serde(deny_unknown_fields))]
pub struct ChartRound {
    /// From 1.
    pub round: usize,
    /// The probability that each player wins in this round, or, past [`PLAYERS_DRAWN`]
    /// players, one: that some player does. For drawing: each the nearest double to an exact
    /// fraction.
    pub win_probability: Vec<f64>,
    /// The probability that nobody has won after it.
    pub undecided_probability: f64,
}

/// Who wins in which round, as probabilities, cut where the game is all but decided.
#[derive(Debug, Clone, PartialEq)]
#[cfg_attr(feature = "serde", derive(Serialize, Deserialize))]
#[cfg_attr(feature = "serde", serde(deny_unknown_fields))]
pub struct RoundsChart {
    /// Every round of the game.
    pub rounds: Vec<ChartRound>,
    /// The rounds drawn: up to the first after which the game is undecided with a probability
    /// below [`TAIL`].
    pub drawn: usize,
    /// Whether each player has a bar (else one bar, "one of the players wins").
    pub per_player: bool,
    /// What the cut leaves out, in two lines, when it leaves out any round: measured by
    /// probability, and in universes, which late rounds hold most of.
    pub note: Vec<String>,
}

impl RoundsChart {
    /// The chart of the table `t`.
    pub fn new(t: &TurnTable) -> RoundsChart {
        let n = t.players.len();
        let per_player = n <= PLAYERS_DRAWN;
        let per_turn = t.per_turn.to_biguint();
        let mut powers = Powers::new(&per_turn);
        let rounds: Vec<ChartRound> = t
            .rounds
            .iter()
            .map(|r| {
                let last = t.turns_at(r.round, n - 1);
                let win_probability = if per_player {
                    (0..n)
                        .map(|i| powers.share(&r.wins[i].to_biguint(), t.turns_at(r.round, i)))
                        .collect()
                } else {
                    // Σ wins_i / P^(t_i) = (Σ wins_i · P^(n − 1 − i)) / P^(t_last), by Horner's
                    // rule: one division, so the bar is the nearest double to the exact sum.
                    let numerator = r
                        .wins
                        .iter()
                        .fold(BigUint::ZERO, |acc, w| acc * &per_turn + w.to_biguint());
                    vec![powers.share(&numerator, last)]
                };
                ChartRound {
                    round: r.round,
                    win_probability,
                    undecided_probability: powers.share(&r.undecided.to_biguint(), last),
                }
            })
            .collect();
        let drawn = rounds
            .iter()
            .position(|r| r.undecided_probability < TAIL)
            .map_or(rounds.len(), |r| r + 1);
        let note = if drawn < rounds.len() {
            tail_note(t, drawn).to_vec()
        } else {
            Vec::new()
        };
        RoundsChart {
            rounds,
            drawn,
            per_player,
            note,
        }
    }
}

/// Powers of `P` asked in increasing order of turns, each one multiplication from the last.
struct Powers<'a> {
    per_turn: &'a BigUint,
    power: BigUint,
    at: u64,
}

impl<'a> Powers<'a> {
    fn new(per_turn: &'a BigUint) -> Powers<'a> {
        Powers {
            per_turn,
            power: BigUint::from(1_u32),
            at: 0,
        }
    }

    /// `count / P^turns` as the nearest double.
    fn share(&mut self, count: &BigUint, turns: u64) -> f64 {
        if turns > self.at {
            self.power *= self
                .per_turn
                .pow(u32::try_from(turns - self.at).unwrap_or(u32::MAX));
            self.at = turns;
        }
        crate::num::nearest_f64(count, &self.power)
    }
}

/// The two lines that say what a cut after `shown` rounds leaves out.
fn tail_note(t: &TurnTable, shown: usize) -> [String; 2] {
    let won = |rounds: &[crate::turns::Round]| -> Count {
        rounds.iter().flat_map(|r| r.wins.iter().cloned()).sum()
    };
    let late = won(&t.rounds[shown..]);
    let share = late
        .percent_of(&won(&t.rounds), 1)
        .unwrap_or_else(|| "0.0%".to_owned());
    let (left_out, hold) = match t.rounds.len() {
        last if last == shown + 1 => (format!("round {last} is"), "it holds"),
        last => (format!("rounds {}-{last} are", shown + 1), "they hold"),
    };
    [
        format!(
            "{left_out} left out: the probability that nobody has won after round {shown} is \
             under {}%,",
            TAIL * 100.0
        ),
        format!("yet {hold} {share} of the universes won: a long game splits into many more."),
    ]
}

/// One player's own universes by space and score after some of their turns.
#[derive(Debug, Clone, PartialEq)]
#[cfg_attr(feature = "serde", derive(Serialize, Deserialize))]
#[cfg_attr(feature = "serde", serde(deny_unknown_fields))]
pub struct LayerView {
    /// From 1.
    pub player: usize,
    /// The player's own turns played.
    pub turn: usize,
    /// Sequences that have reached the target by then.
    pub reached: String,
    /// The largest count of a cell.
    pub largest: String,
    /// `cells[space - 1][score]`.
    pub cells: Vec<Vec<String>>,
    /// Each cell over the largest, for shading: the nearest double.
    pub shade: Vec<Vec<f64>>,
}

impl LayerView {
    /// Player `player`'s (0-based) grid `layer`.
    pub fn new(player: usize, layer: &Layer, digits: Digits) -> LayerView {
        let largest = layer
            .cells
            .iter()
            .flatten()
            .max()
            .cloned()
            .unwrap_or_default();
        LayerView {
            player: player + 1,
            turn: layer.turn,
            reached: digits.write(&layer.reached),
            largest: digits.write(&largest),
            cells: layer.cells.iter().map(|row| digits.all(row)).collect(),
            shade: layer
                .cells
                .iter()
                .map(|row| row.iter().map(|c| c.ratio(&largest)).collect())
                .collect(),
        }
    }
}

/// The practice game turn by turn.
#[derive(Debug, Clone, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(Serialize, Deserialize))]
#[cfg_attr(feature = "serde", serde(deny_unknown_fields))]
pub struct TraceView {
    /// After each turn of all players: every player's `[space, score]`.
    pub turns: Vec<Vec<(u32, String)>>,
    /// Whether the game ended within the turns traced.
    pub ended: bool,
}

impl From<&Trace> for TraceView {
    fn from(t: &Trace) -> TraceView {
        TraceView {
            turns: t
                .turns
                .iter()
                .map(|at| {
                    at.iter()
                        .map(|&(space, score)| (space, score.to_string()))
                        .collect()
                })
                .collect(),
            ended: t.ended,
        }
    }
}
