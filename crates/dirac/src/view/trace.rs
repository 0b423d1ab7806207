//! The practice game turn by turn, as the puzzle tells it (`dirac trace`, the page's board and
//! scores, Python's `trace()`).

#[cfg(feature = "serde")]
use serde::{Deserialize, Serialize};

use super::{PracticeView, RulesView};
use crate::game::Game;
use crate::practice::Trace;

/// One turn of the practice game.
#[derive(Debug, Clone, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(Serialize, Deserialize))]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[cfg_attr(feature = "serde", serde(deny_unknown_fields))]
pub struct TraceRow {
    /// The turn, counting every player's turns from 1 (as `practice.turns` counts them).
    pub turn: u64,
    /// The player who moved, from 1.
    pub player: usize,
    /// The round the turn falls in: the mover's own turn of that number.
    pub round: u64,
    /// The die's values, in the order rolled.
    pub rolled: Vec<u64>,
    /// Spaces moved forward: the sum of `rolled`.
    pub moved: u64,
    /// The whole laps of the board in that move: `moved` divided by the board's size.
    pub laps: u64,
    /// The spaces forward past those laps (`moved` modulo the board, what the practice
    /// cycle's `moves` list): from the space left to the space landed on.
    pub steps: u64,
    /// The space landed on: the points scored.
    pub space: u32,
    /// The player's score after the turn.
    #[cfg_attr(feature = "schema", schemars(with = "crate::view::CountSchema"))]
    pub score: String,
}

/// The practice game over a range of turns, and how it ends.
#[derive(Debug, Clone, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(Serialize, Deserialize))]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[cfg_attr(feature = "serde", serde(deny_unknown_fields))]
pub struct TraceView {
    /// The rules.
    pub rules: RulesView,
    /// Starting spaces, 1-based, in turn order.
    #[cfg_attr(feature = "schema", schemars(with = "Vec<u32>"))]
    pub starts: super::Starts,
    /// Every player's `[space, score]` before the first row, in turn order.
    #[cfg_attr(
        feature = "schema",
        schemars(with = "Vec<(u32, crate::view::CountSchema)>")
    )]
    pub before: Vec<(u32, String)>,
    /// The turns traced, in order.
    pub rows: Vec<TraceRow>,
    /// Whether the game ends on the last row.
    pub ended: bool,
    /// How the game ends, as `dirac solve` gives it, whether or not the rows reach it.
    pub practice: PracticeView,
}

impl TraceView {
    /// The trace `t` of `game`.
    pub fn new(game: &Game, t: &Trace) -> TraceView {
        let board = u64::from(game.rules().board());
        let players = game.players() as u64;
        TraceView {
            rules: RulesView::from(game.rules()),
            starts: crate::view::Starts::from_slice(game.starts()),
            before: t
                .before
                .iter()
                .map(|&(space, score)| (space, score.to_string()))
                .collect(),
            rows: t
                .turns
                .iter()
                .map(|turn| {
                    // At most R ≤ 10^6 values of at most 10^9: below 2^64.
                    let moved: u64 = turn.rolled.iter().sum();
                    TraceRow {
                        turn: turn.turn,
                        player: turn.player as usize + 1,
                        round: (turn.turn - 1) / players + 1,
                        moved,
                        laps: moved / board,
                        steps: moved % board,
                        rolled: turn.rolled.clone(),
                        space: turn.space,
                        score: turn.score.to_string(),
                    }
                })
                .collect(),
            ended: t.ended,
            practice: PracticeView::from(&t.outcome),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::limits::Limits;
    use crate::practice;
    use crate::rules::Rules;

    #[test]
    fn rows_number_players_from_one_and_add_their_rolls() {
        let game = Game::example(Rules::default()).unwrap();
        let trace = practice::trace_turns(
            &game,
            33..=35,
            &Limits::default(),
            &crate::cost::Written::NOTHING,
        )
        .unwrap();
        let view = TraceView::new(&game, &trace);
        let told: Vec<_> = view
            .rows
            .iter()
            .map(|r| (r.turn, r.player, r.rolled.clone(), r.moved, r.space))
            .collect();
        assert_eq!(
            told,
            [
                (33, 1, vec![97, 98, 99], 294, 4),
                (34, 2, vec![100, 1, 2], 103, 1),
                (35, 1, vec![3, 4, 5], 12, 6),
            ]
        );
        // Before turn 33, after 16 turns each; then 104 after player 1's 17th.
        assert_eq!(view.before, [(10, "100".to_owned()), (8, "78".to_owned())]);
        assert_eq!(view.rows[0].score, "104");
        assert_eq!(view.practice.answer, "739785");
        assert!(!view.ended);
        // A move round the board: 294 is 29 laps and 4 spaces (from 10 to 4), 103 is 10 laps
        // and 3 spaces (8 to 1), 12 one lap and 2 spaces (4 to 6).
        let round: Vec<_> = view.rows.iter().map(|r| (r.laps, r.steps)).collect();
        assert_eq!(round, [(29, 4), (10, 3), (1, 2)]);
        // Turns 33, 34 and 35 of all players: player 1's 17th, player 2's 17th, player 1's 18th.
        let rounds: Vec<u64> = view.rows.iter().map(|r| r.round).collect();
        assert_eq!(rounds, [17, 17, 18]);
        // A die of zeros stays put: no lap, no step.
        let zeros = Rules::builder()
            .set_key("practice-sequence", "0")
            .unwrap()
            .unwrap()
            .build()
            .unwrap();
        let game = Game::example(zeros).unwrap();
        let trace = practice::trace_turns(
            &game,
            1..=1,
            &Limits::default(),
            &crate::cost::Written::NOTHING,
        )
        .unwrap();
        let row = &TraceView::new(&game, &trace).rows[0];
        assert_eq!((row.moved, row.laps, row.steps, row.space), (0, 0, 0, 4));
    }
}
