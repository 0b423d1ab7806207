//! The Dirac game turn by turn and round by round, the chart of its rounds, one player's grid
//! of universes, and the practice game's trace.

use num_bigint::BigUint;
#[cfg(feature = "serde")]
use serde::{Deserialize, Serialize};

use super::{Digits, PLAYERS_DRAWN, RulesView, Share, Text};
use crate::analysis::Layer;
use crate::game::Game;
use crate::num::Count;
use crate::turns::TurnTable;

/// One turn of one player's own game.
#[derive(Debug, Clone, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(Serialize, Deserialize))]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[cfg_attr(feature = "serde", serde(deny_unknown_fields))]
pub struct TurnRow {
    /// The player's own turn, from 1.
    pub turn: usize,
    /// Own roll sequences that reach the target on this turn.
    #[cfg_attr(feature = "schema", schemars(with = "crate::view::CountSchema"))]
    pub reached: String,
    /// Own roll sequences still below the target after it.
    #[cfg_attr(feature = "schema", schemars(with = "crate::view::CountSchema"))]
    pub playing: String,
    /// `reached` as a part of all the player's own sequences of `turn` turns (`per_turn^turn`).
    pub reached_share: Share,
    /// `playing` as a part of the same.
    pub playing_share: Share,
}

/// One player's game alone.
#[derive(Debug, Clone, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(Serialize, Deserialize))]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[cfg_attr(feature = "serde", serde(deny_unknown_fields))]
pub struct PlayerTurns {
    /// From 1.
    pub player: usize,
    /// The starting space.
    pub start: u32,
    /// The turn on which the last of the player's own sequences reaches the target.
    pub last_turn: usize,
    /// Turn by turn from 1 (empty past the players a page receives, see [`PLAYERS_DRAWN`]).
    pub by_turn: Vec<TurnRow>,
}

impl PlayerTurns {
    /// Whether the view lists this player's turns (every player takes at least one turn, so
    /// only a player past those a page receives has none).
    pub fn is_listed(&self) -> bool {
        !self.by_turn.is_empty()
    }
}

/// One round of the game: every player moves once, in turn order.
#[derive(Debug, Clone, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(Serialize, Deserialize))]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[cfg_attr(feature = "serde", serde(deny_unknown_fields))]
pub struct RoundRow {
    /// From 1.
    pub round: usize,
    /// Universes won by each player in this round.
    #[cfg_attr(feature = "schema", schemars(with = "Vec<crate::view::CountSchema>"))]
    pub wins: Vec<String>,
    /// Universes in which nobody has won after it.
    #[cfg_attr(feature = "schema", schemars(with = "crate::view::CountSchema"))]
    pub undecided: String,
}

/// The game turn by turn (`dirac turns`).
#[derive(Debug, Clone, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(Serialize, Deserialize))]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[cfg_attr(feature = "serde", serde(deny_unknown_fields))]
pub struct TurnsView {
    /// The rules.
    pub rules: RulesView,
    /// Starting spaces, 1-based, in turn order.
    #[cfg_attr(feature = "schema", schemars(with = "Vec<u32>"))]
    pub starts: super::Starts,
    /// `F^R`: the universes one turn splits a player's universes into.
    #[cfg_attr(feature = "schema", schemars(with = "crate::view::CountSchema"))]
    pub per_turn: String,
    /// Each player alone.
    pub players: Vec<PlayerTurns>,
    /// The last of the players' `last_turn`: after that many of their own turns every
    /// player's own sequences have all reached the target.
    pub last_turn: usize,
    /// The game round by round, up to the round in which the last universe ends.
    pub rounds: Vec<RoundRow>,
    /// The first round in which anyone wins (every game has one: each turn scores at least
    /// a point).
    pub first_win_round: usize,
    /// Universes won by each player over the whole game.
    #[cfg_attr(feature = "schema", schemars(with = "Vec<crate::view::CountSchema>"))]
    pub totals: Vec<String>,
    /// The player who wins in the most universes, from 1 (the first of them on a tie), as in
    /// `dirac solve`'s `dirac.leader`.
    pub leader: usize,
}

impl TurnsView {
    /// A checked game turn by turn, held to the limits it was checked against: every digit of
    /// every count, every player's own turns (what `dirac turns` writes), with the chart of its
    /// rounds drawn from the same tables.
    ///
    /// ```
    /// use dirac::{Game, Limits, Rules, cost, quantum::Strategy, view::TurnsView};
    ///
    /// let game = Game::example(Rules::default()).unwrap();
    /// let checked = cost::check(&game, Strategy::PerPlayer, &Limits::default())?;
    /// let (view, chart) = TurnsView::with_chart(&checked)?;
    /// assert_eq!(view.leader, 1);
    /// assert_eq!(view.totals[0], "444356092776315");
    /// assert_eq!(view.players[0].by_turn[0].reached_share.percent, "0.00%");
    /// assert_eq!(chart.bars[0].round, 1);
    /// # Ok::<(), dirac::Error>(())
    /// ```
    pub fn with_chart(
        checked: &crate::cost::Checked,
    ) -> Result<(TurnsView, RoundsChart), crate::error::Error> {
        checked.check_turns(crate::cost::TurnsUse::Written(
            crate::cost::Written::NOTHING,
        ))?;
        let table = crate::turns::of(checked)?;
        Ok((
            TurnsView::new(checked.game(), &table, Digits::All, None),
            RoundsChart::new(&table),
        ))
    }

    /// The table `t` of `game`, with every player's own turns up to `listed` players (all of
    /// them with `None`).
    pub fn new(game: &Game, t: &TurnTable, digits: Digits, listed: Option<usize>) -> TurnsView {
        let listed = listed.unwrap_or(usize::MAX);
        let per_turn = t.per_turn.to_biguint();
        TurnsView {
            rules: RulesView::from(game.rules()),
            starts: crate::view::Starts::from_slice(game.starts()),
            per_turn: digits.write(&t.per_turn),
            players: t
                .players
                .iter()
                .enumerate()
                .map(|(i, p)| {
                    let mut powers = Powers::new(&per_turn);
                    PlayerTurns {
                        player: i + 1,
                        start: game.starts()[i],
                        last_turn: p.last_turn(),
                        by_turn: if i < listed {
                            (1..=p.last_turn())
                                .map(|turn| {
                                    let all = Count::from(powers.power_at(turn as u64));
                                    TurnRow {
                                        turn,
                                        reached: digits.write(&p.reached[turn]),
                                        playing: digits.write(&p.playing[turn]),
                                        reached_share: Share::new(&p.reached[turn], &all),
                                        playing_share: Share::new(&p.playing[turn], &all),
                                    }
                                })
                                .collect()
                        } else {
                            Vec::new()
                        },
                    }
                })
                .collect(),
            last_turn: t.players.iter().map(|p| p.last_turn()).max().unwrap_or(0),
            first_win_round: t
                .rounds
                .iter()
                .find(|r| r.wins.iter().any(|w| !w.is_zero()))
                .map_or(0, |r| r.round),
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
            leader: t.leader() + 1,
        }
    }
}

/// The chart's rounds end once the game is undecided with a probability below this: the long
/// tail of nearly empty rounds would squeeze the rounds where the game is decided.
pub const TAIL: f64 = 0.001;

/// One round as the chart draws it.
#[derive(Debug, Clone, PartialEq)]
#[cfg_attr(feature = "serde", derive(Serialize, Deserialize))]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[cfg_attr(feature = "serde", serde(deny_unknown_fields))]
pub struct ChartRound {
    /// From 1.
    pub round: usize,
    /// The probability that each player wins in this round, or, past [`PLAYERS_DRAWN`]
    /// players, one: that some player does. For drawing: each the nearest double to an exact
    /// fraction.
    pub win_height: Vec<f64>,
    /// The probability that nobody has won after it.
    pub undecided_height: f64,
    /// `win_probability` exactly, as percentages rounded once (`"33.95%"`), to read.
    pub win_percent: Vec<String>,
    /// `undecided_probability` exactly, as a percentage.
    pub undecided_percent: String,
    /// Universes won in this round over all universes of the game, in the shape of
    /// `win_probability`: the nearest doubles, for drawing.
    pub universes_height: Vec<f64>,
    /// `universes_share` exactly, as percentages.
    pub universes_percent: Vec<String>,
}

/// Who wins in which round, as probabilities, cut where the game is all but decided.
#[derive(Debug, Clone, PartialEq)]
#[cfg_attr(feature = "serde", derive(Serialize, Deserialize))]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[cfg_attr(feature = "serde", serde(deny_unknown_fields))]
pub struct RoundsChart {
    /// Every round of the game.
    pub bars: Vec<ChartRound>,
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
        // Every universe of the game: at least one, so that a share is always defined.
        let total = t
            .totals()
            .into_iter()
            .sum::<Count>()
            .to_biguint()
            .max(BigUint::from(1_u32));
        let rounds: Vec<ChartRound> = t
            .rounds
            .iter()
            .map(|r| {
                let last = t.turns_at(r.round, n - 1);
                // Each bar's count and the turns of all players after which it is counted.
                let bars: Vec<(BigUint, u64)> = if per_player {
                    (0..n)
                        .map(|i| (r.wins[i].to_biguint(), t.turns_at(r.round, i)))
                        .collect()
                } else {
                    // Σ wins_i / P^(t_i) = (Σ wins_i · P^(n − 1 − i)) / P^(t_last), by Horner's
                    // rule: one division, so the bar is the nearest double to the exact sum.
                    let numerator = r
                        .wins
                        .iter()
                        .fold(BigUint::ZERO, |acc, w| acc * &per_turn + w.to_biguint());
                    vec![(numerator, last)]
                };
                let won: Vec<BigUint> = if per_player {
                    r.wins.iter().map(Count::to_biguint).collect()
                } else {
                    vec![r.wins.iter().cloned().sum::<Count>().to_biguint()]
                };
                let undecided = r.undecided.to_biguint();
                // In increasing order of turns, as the powers are asked for.
                let bar_powers: Vec<BigUint> =
                    bars.iter().map(|(_, at)| powers.power_at(*at)).collect();
                let last_power = powers.power_at(last);
                let of_bars = |f: fn(&BigUint, &BigUint) -> String| -> Vec<String> {
                    bars.iter()
                        .zip(&bar_powers)
                        .map(|((c, _), p)| f(c, p))
                        .collect()
                };
                ChartRound {
                    round: r.round,
                    win_height: bars
                        .iter()
                        .zip(&bar_powers)
                        .map(|((c, _), p)| crate::num::nearest_f64(c, p))
                        .collect(),
                    undecided_height: crate::num::nearest_f64(&undecided, &last_power),
                    win_percent: of_bars(|c, p| crate::num::percent(c, p, 2)),
                    undecided_percent: crate::num::percent(&undecided, &last_power, 2),
                    universes_height: won
                        .iter()
                        .map(|w| crate::num::nearest_f64(w, &total))
                        .collect(),
                    universes_percent: won
                        .iter()
                        .map(|w| crate::num::percent(w, &total, 2))
                        .collect(),
                }
            })
            .collect();
        let drawn = rounds
            .iter()
            .position(|r| r.undecided_height < TAIL)
            .map_or(rounds.len(), |r| r + 1);
        let note = if drawn < rounds.len() {
            tail_note(t, drawn).to_vec()
        } else {
            Vec::new()
        };
        RoundsChart {
            bars: rounds,
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

    /// `P^turns`, for `turns` asked in increasing order.
    fn power_at(&mut self, turns: u64) -> BigUint {
        let more = turns.saturating_sub(self.at);
        self.power *= self.per_turn.pow(u32::try_from(more).unwrap_or(u32::MAX));
        self.at += more;
        self.power.clone()
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
        .unwrap_or_else(|| Text::const_new("0.0%"));
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
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[cfg_attr(feature = "serde", serde(deny_unknown_fields))]
pub struct LayerView {
    /// From 1.
    pub player: usize,
    /// The player's own turns played.
    pub turn: usize,
    /// Sequences that have reached the target by then.
    #[cfg_attr(feature = "schema", schemars(with = "crate::view::CountSchema"))]
    pub reached: String,
    /// Those that reached it on this very turn (none before the first): the player's
    /// `by_turn` row's `reached` for the turns it lists.
    #[cfg_attr(feature = "schema", schemars(with = "crate::view::CountSchema"))]
    pub reached_on_turn: String,
    /// The largest count of a cell.
    #[cfg_attr(feature = "schema", schemars(with = "crate::view::CountSchema"))]
    pub largest: String,
    /// `grid[space - 1][score]`: the sequences on that space with that score.
    #[cfg_attr(
        feature = "schema",
        schemars(with = "Vec<Vec<crate::view::CountSchema>>")
    )]
    pub grid: Vec<Vec<String>>,
    /// Each space's sequences, over every score: `space_totals[space - 1]`.
    #[cfg_attr(feature = "schema", schemars(with = "Vec<crate::view::CountSchema>"))]
    pub space_totals: Vec<String>,
    /// Each score's sequences, over every space: `score_totals[score]`.
    #[cfg_attr(feature = "schema", schemars(with = "Vec<crate::view::CountSchema>"))]
    pub score_totals: Vec<String>,
    /// The sequences still below the target: the sum of every cell.
    #[cfg_attr(feature = "schema", schemars(with = "crate::view::CountSchema"))]
    pub playing: String,
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
            reached_on_turn: digits.write(&layer.reached_on_turn),
            largest: digits.write(&largest),
            grid: layer.cells.iter().map(|row| digits.all(row)).collect(),
            space_totals: layer
                .cells
                .iter()
                .map(|row| digits.write(&row.iter().cloned().sum()))
                .collect(),
            score_totals: (0..layer.cells.first().map_or(0, Vec::len))
                .map(|score| digits.write(&layer.cells.iter().map(|row| row[score].clone()).sum()))
                .collect(),
            playing: digits.write(&layer.cells.iter().flatten().cloned().sum()),
            shade: layer
                .cells
                .iter()
                .map(|row| row.iter().map(|c| c.ratio(&largest)).collect())
                .collect(),
        }
    }
}

#[cfg(test)]
mod tests {
    #[test]
    fn powers_come_one_multiplication_from_the_last_and_a_cut_names_what_it_leaves_out() {
        let p = BigUint::from(27_u32);
        let mut powers = Powers::new(&p);
        assert_eq!(powers.power_at(0), BigUint::from(1_u32));
        assert_eq!(powers.power_at(2), BigUint::from(729_u32));
        assert_eq!(powers.power_at(2), BigUint::from(729_u32));
        assert_eq!(powers.power_at(3), BigUint::from(19_683_u32));
        let game = crate::Game::example(crate::Rules::default()).unwrap();
        let t = crate::turns::analyze(&game, &crate::Limits::default()).unwrap();
        let last = t.rounds.len();
        let [one, _] = tail_note(&t, last - 1);
        assert!(
            one.starts_with(&format!("round {last} is left out")),
            "{one}"
        );
        let [more, held] = tail_note(&t, last - 3);
        assert!(
            more.starts_with(&format!("rounds {}-{last} are left out", last - 2)),
            "{more}"
        );
        assert!(held.starts_with("yet they hold "), "{held}");
    }

    use super::*;
    use crate::analysis;
    use crate::limits::Limits;
    use crate::rules::Rules;
    use crate::turns;

    #[test]
    fn a_layers_totals_add_its_cells_and_agree_with_the_turn_table() {
        let rules = Rules::builder().board(7).dirac_target(15).build().unwrap();
        let game = Game::new(rules, vec![3, 6]).unwrap();
        let table = turns::analyze(&game, &Limits::default()).unwrap();
        for turn in 0..=table.players[1].last_turn() {
            let layer = analysis::layer(&game, 1, turn, &Limits::default()).unwrap();
            let view = LayerView::new(1, &layer, Digits::All);
            let parse = |s: &String| s.parse::<Count>().unwrap();
            let cells: Vec<Vec<Count>> = view
                .grid
                .iter()
                .map(|r| r.iter().map(parse).collect())
                .collect();
            for (space, row) in cells.iter().enumerate() {
                let sum: Count = row.iter().cloned().sum();
                assert_eq!(
                    parse(&view.space_totals[space]),
                    sum,
                    "turn {turn} space {space}"
                );
            }
            for score in 0..15 {
                let sum: Count = cells.iter().map(|r| r[score].clone()).sum();
                assert_eq!(
                    parse(&view.score_totals[score]),
                    sum,
                    "turn {turn} score {score}"
                );
            }
            // Independently: the sequences still playing, from the turn table.
            assert_eq!(
                view.playing,
                table.players[1].playing[turn].to_string(),
                "turn {turn}"
            );
            // Those that reached the target on this turn, likewise (none before the first).
            let on_turn = if turn == 0 {
                Count::from(0_u32)
            } else {
                table.players[1].reached[turn].clone()
            };
            assert_eq!(view.reached_on_turn, on_turn.to_string(), "turn {turn}");
        }
    }

    #[test]
    fn the_last_turn_and_the_first_round_won_are_the_tables() {
        for (starts, target) in [(vec![4, 8], 21), (vec![1, 2, 3], 15), (vec![5], 3)] {
            let rules = Rules::builder().dirac_target(target).build().unwrap();
            let game = Game::new(rules, starts).unwrap();
            let table = turns::analyze(&game, &Limits::default()).unwrap();
            let view = TurnsView::new(&game, &table, Digits::All, None);
            let last = (0..game.players()).map(|i| view.players[i].last_turn);
            assert_eq!(view.last_turn, last.max().unwrap());
            // The first round with a win: none before it, one in it.
            let first = view.first_win_round;
            let won = |r: &RoundRow| r.wins.iter().any(|w| w != "0");
            assert!(won(&view.rounds[first - 1]));
            assert!(view.rounds[..first - 1].iter().all(|r| !won(r)));
        }
        // The puzzle's: 10 turns at most; nobody wins before round 3 (9 points at most a turn).
        let game = Game::example(Rules::default()).unwrap();
        let table = turns::analyze(&game, &Limits::default()).unwrap();
        let view = TurnsView::new(&game, &table, Digits::All, None);
        assert_eq!((view.last_turn, view.first_win_round), (10, 3));
    }

    #[test]
    fn the_charts_percentages_are_its_bars_rounded_exactly() {
        for starts in [vec![4, 8], vec![1, 2, 3]] {
            let game = Game::new(Rules::default(), starts.clone()).unwrap();
            let table = turns::analyze(&game, &Limits::default()).unwrap();
            let chart = RoundsChart::new(&table);
            let total: Count = table.totals().into_iter().sum();
            let n = starts.len();
            for (r, row) in chart.bars.iter().zip(&table.rounds) {
                for i in 0..n {
                    let turns = u32::try_from(table.turns_at(r.round, i)).unwrap();
                    let p = crate::Fraction::new(
                        row.wins[i].clone(),
                        Count::from(BigUint::from(27_u32).pow(turns)),
                    )
                    .unwrap();
                    assert_eq!(
                        r.win_percent[i],
                        p.percent(2),
                        "round {} player {i}",
                        r.round
                    );
                    let share = row.wins[i].percent_of(&total, 2).unwrap();
                    assert_eq!(r.universes_percent[i], share);
                    let drawn: f64 = r.universes_percent[i]
                        .trim_end_matches('%')
                        .trim_start_matches('<')
                        .parse()
                        .unwrap();
                    assert!(
                        (r.universes_height[i] * 100.0 - drawn).abs() <= 0.01,
                        "{r:?}"
                    );
                }
                let last = u32::try_from(table.turns_at(r.round, n - 1)).unwrap();
                let undecided = crate::Fraction::new(
                    row.undecided.clone(),
                    Count::from(BigUint::from(27_u32).pow(last)),
                )
                .unwrap();
                assert_eq!(r.undecided_percent, undecided.percent(2));
            }
        }
    }

    #[test]
    fn the_tail_is_cut_once_less_than_a_thousandth_is_undecided() {
        // One player and a 10-faced die rolled once: after rounds 1, 2 and 3, one universe in
        // 10, 100 and 1000 is undecided, then none. Exactly a thousandth is not yet the tail.
        let game = Game::new(
            Rules::builder().dirac_faces(10).rolls(1).build().unwrap(),
            vec![1],
        );
        let mut table = turns::analyze(&game.unwrap(), &Limits::default()).unwrap();
        table.per_turn = Count::from(10_u32);
        table.rounds = (1..=4)
            .map(|round| turns::Round {
                round,
                wins: vec![Count::from(if round < 4 { 9_u32 } else { 10 })],
                undecided: Count::from(u32::from(round < 4)),
            })
            .collect();
        let chart = RoundsChart::new(&table);
        assert!(chart.note.is_empty(), "{chart:?}");
        assert_eq!(chart.drawn, 4);
        // A round after the one that decides the last universe is the tail.
        table.rounds.push(turns::Round {
            round: 5,
            wins: vec![Count::from(0_u32)],
            undecided: Count::from(0_u32),
        });
        let chart = RoundsChart::new(&table);
        assert_eq!(chart.drawn, 4);
        assert!(
            chart.note[0].starts_with(
                "round 5 is left out: the probability that nobody has won after round 4 is \
                 under 0.1%,"
            ),
            "{chart:?}"
        );
        assert!(
            chart.note[1].starts_with("yet it holds 0.0% of the universes won"),
            "{chart:?}"
        );
    }
}
