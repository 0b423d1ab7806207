//! The practice game told turn by turn, as the puzzle tells it: "Player 1 rolls 1+2+3 and moves
//! to space 10 for a total score of 10."
//!
//! A trace is a plain simulation, one roll at a time, sharing nothing with [`play`]'s
//! arithmetic of cycles: each checks the other. It plays from the first turn (a player's state
//! after many turns has no shortcut here) and keeps only the turns asked for.

use std::ops::RangeInclusive;

use crate::error::Error;
use crate::game::Game;
use crate::limits::{Cost, Limits, Subject};
use crate::work::{Op, Work, Written};

use super::{PracticeOutcome, cost as play_cost, play};

/// One turn of the practice game: who rolled what, and where it took them.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct TracedTurn {
    /// The turn's number, counting every player's turns from 1.
    pub turn: u64,
    /// The player who moved, 0-based.
    pub player: u32,
    /// The space landed on.
    pub space: u32,
    /// Their score after the turn.
    pub score: u128,
    /// The die's values, in the order rolled.
    pub rolled: Vec<u64>,
}

/// The practice game over a range of turns.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Trace {
    /// Every player's `(space, score)` before the first turn kept, in turn order.
    pub before: Vec<(u32, u128)>,
    /// The turns kept, in order.
    pub turns: Vec<TracedTurn>,
    /// Whether the game ended on the last turn kept.
    pub ended: bool,
    /// How the game ends, from [`play`]: whether or not the turns kept reach it.
    pub outcome: PracticeOutcome,
}

impl Trace {
    /// Every player's `(space, score)` after each turn kept.
    pub fn standings(&self) -> Vec<Vec<(u32, u128)>> {
        let mut at = self.before.clone();
        self.turns
            .iter()
            .map(|t| {
                at[t.player as usize] = (t.space, t.score);
                at.clone()
            })
            .collect()
    }
}

/// What tracing `turns` of `game` costs (the game played to its end first, then the
/// simulation, the turns kept, the view of them and the text a renderer holding `written`
/// writes from it), and how the game ends, which bounds the simulation: a turn past the game's
/// last is never played. Refused past `limits` with one figure whatever the limits: the game's
/// length is found first where playing it takes at most a millisecond's steps on the reference
/// CPU, else every turn asked for is counted as played.
pub fn trace_estimate(
    game: &Game,
    turns: &RangeInclusive<u64>,
    limits: &Limits,
    written: &Written,
) -> Result<(PracticeOutcome, Cost), Error> {
    let of_length = |length: u128| {
        let simulated = u128::from(last_simulated(turns)).min(length);
        let kept = kept_turns(turns, length);
        let rolls = game.rules().rolls();
        play_cost(game).then(cost(simulated, kept, rolls, game.players(), written))
    };
    let outcome = if play_cost(game).steps() <= PLAYED_TO_PLAN {
        play(game, &Limits::exactly(u64::MAX, u64::MAX))?
    } else {
        limits.check(of_length(u128::MAX), Subject::Trace)?;
        play(game, limits)?
    };
    let cost = of_length(outcome.turns());
    limits.check(cost, Subject::Trace)?;
    Ok((outcome, cost))
}

/// The most steps a plan spends playing a practice game to know its length (a millisecond on
/// the reference CPU), whatever the limits: so that its refusal is one figure. Games longer
/// to play are estimated without it.
pub(crate) const PLAYED_TO_PLAN: u128 = 1_000_000;

/// The most a trace of the first `turns` turns of `game` costs, without playing the game: the
/// game played to its end, then that many turns simulated and kept.
pub(crate) fn trace_bound(game: &Game, turns: u128) -> Cost {
    let simulated = cost(
        turns,
        turns,
        game.rules().rolls(),
        game.players(),
        &Written::NOTHING,
    );
    play_cost(game).then(simulated)
}

/// A trace of the practice game that simulates `simulated` turns of all `players`, `rolls`
/// rolls each, and keeps `kept` of them: for each kept turn, its record and its row in the
/// view ([`TRACED_TURN_BYTES`], [`TRACE_ROW_BYTES`]), each with its `R` die values; for each
/// player, their standing in the simulation, the trace and the view ([`TRACE_PLAYER_BYTES`]);
/// and what a renderer holding `written` writes of it, a row a kept turn and a count a die
/// value. Calibrated against the heap's peak in `crates/dirac-render/tests/estimates.rs`.
fn cost(simulated: u128, kept: u128, rolls: u32, players: usize, written: &Written) -> Cost {
    let r = u128::from(rolls);
    let per_turn = TRACED_TURN_BYTES + TRACE_ROW_BYTES + 16 * r;
    Cost {
        work: Work::of(Op::Roll, simulated.saturating_mul(r)),
        memory: kept
            .saturating_mul(per_turn)
            .saturating_add(TRACE_PLAYER_BYTES * players as u128)
            .saturating_add(written.bytes(kept, kept.saturating_mul(r), 0)),
    }
}

/// The bytes of one turn's record in a trace, its die values aside
/// (`size_of::<practice::TracedTurn>()`, asserted in the tests).
const TRACED_TURN_BYTES: u128 = 64;

/// The bytes of one turn's row in the view, its die values aside: `size_of::<TraceRow>()` (104
/// on 64-bit targets) and the score's digits (up to 39).
pub(crate) const TRACE_ROW_BYTES: u128 = 160;

/// The bytes one player's standing takes in a trace: `(space, score)` where the simulation
/// stands and before the first turn kept (32 each), the view's `[space, "score"]` (up to 72)
/// and its JSON (up to 60, doubled).
const TRACE_PLAYER_BYTES: u128 = 256;

/// The last turn to simulate for `turns`: its end, or none for an empty range.
fn last_simulated(turns: &RangeInclusive<u64>) -> u64 {
    if turns.is_empty() { 0 } else { *turns.end() }
}

/// The turns of `turns` a game of `length` turns plays.
fn kept_turns(turns: &RangeInclusive<u64>, length: u128) -> u128 {
    let last = u128::from(*turns.end()).min(length);
    (last + 1).saturating_sub(u128::from(*turns.start()).max(1))
}

/// The first `max_turns` turns of the practice game (fewer when it ends sooner).
///
/// ```
/// use dirac::{Game, Limits, Rules, practice};
///
/// let game = Game::example(Rules::default()).unwrap();
/// let trace = practice::trace(&game, 10_000, &Limits::default())?;
/// assert!(trace.ended);
/// assert_eq!(trace.turns.len(), 331);
/// let first = &trace.turns[0]; // player 1 rolls 1+2+3 from space 4
/// assert_eq!((first.player, &first.rolled[..], first.space, first.score), (0, &[1, 2, 3][..], 10, 10));
/// # Ok::<(), dirac::Error>(())
/// ```
pub fn trace(game: &Game, max_turns: usize, limits: &Limits) -> Result<Trace, Error> {
    let last = u64::try_from(max_turns).unwrap_or(u64::MAX);
    trace_turns(game, 1..=last, limits, &Written::NOTHING)
}

/// The turns `turns` of the practice game (numbered over every player's turns from 1), or those
/// of them played before it ends: the game is simulated from its first turn up to the last
/// of them, which the limits bound (`R` steps a turn simulated; the kept turns' records and
/// die values in memory, and what a renderer holding `written` writes of them), estimated
/// before it starts. An empty range keeps nothing.
pub fn trace_turns(
    game: &Game,
    turns: RangeInclusive<u64>,
    limits: &Limits,
    written: &Written,
) -> Result<Trace, Error> {
    let (outcome, estimate) = trace_estimate(game, &turns, limits, written)?;
    limits.check(estimate, Subject::Trace)?;
    trace_of_played(game, turns, outcome)
}

/// The turns `turns` of the practice game whose end, `outcome`, is already known and whose
/// trace was estimated within the limits ([`trace_estimate`]): the game simulated once more up
/// to the last of them, keeping them.
pub(crate) fn trace_of_played(
    game: &Game,
    turns: RangeInclusive<u64>,
    outcome: PracticeOutcome,
) -> Result<Trace, Error> {
    let rules = game.rules();
    // Within the limits, so within memory: reserved at once.
    let kept = kept_turns(&turns, outcome.turns());
    let (board, target) = (
        u64::from(rules.board()),
        u128::from(rules.practice_target()),
    );
    let players = game.players();
    let mut at: Vec<(u32, u128)> = game.starts().iter().map(|&s| (s, 0)).collect();
    let mut before = at.clone();
    let mut die = rules.practice_sequence().rolls();
    let mut out = Vec::with_capacity(usize::try_from(kept).unwrap_or(0));
    let mut ended = false;
    let mut turn = 0_u64;
    let last = last_simulated(&turns);
    while turn < last && !ended {
        turn += 1;
        let player = usize::try_from((turn - 1) % players as u64).unwrap_or(0);
        let keep = turns.contains(&turn);
        let mut rolled = Vec::with_capacity(if keep { rules.rolls() as usize } else { 0 });
        let mut step = 0_u64;
        for _ in 0..rules.rolls() {
            let value = die.next().unwrap_or(0);
            // At most R values of at most 10^9 each: below 10^15.
            step += value;
            if keep {
                rolled.push(value);
            }
        }
        crate::steps::add(Op::Roll, rules.rolls() as usize);
        let (space, score) = at[player];
        let landed = (u64::from(space) - 1 + step) % board + 1;
        let space = u32::try_from(landed).map_err(|_| Error::Internal("a space past the board"))?;
        let score = score + u128::from(landed);
        at[player] = (space, score);
        ended = score >= target;
        if turn + 1 == *turns.start() {
            before.clone_from(&at);
        }
        if keep {
            out.push(TracedTurn {
                turn,
                player: u32::try_from(player).map_err(|_| Error::Internal("a player past u32"))?,
                space,
                score,
                rolled,
            });
        }
    }
    if out.is_empty() {
        // Nothing kept: the standings where the simulation stopped, whatever the range.
        before = at;
    }
    Ok(Trace {
        before,
        ended: ended && out.last().is_some_and(|t| t.turn == turn),
        turns: out,
        outcome,
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::Rules;

    #[test]
    fn a_turn_s_record_and_row_are_the_sizes_the_estimate_counts() {
        assert_eq!(std::mem::size_of::<TracedTurn>() as u128, TRACED_TURN_BYTES);
        // A row, and its score's digits: a u128 has at most 39.
        let row = std::mem::size_of::<crate::view::TraceRow>() as u128;
        assert!(row + 39 <= TRACE_ROW_BYTES, "{row}");
        assert!(2 * std::mem::size_of::<(u32, u128)>() as u128 <= 64);
    }

    #[test]
    #[allow(clippy::reversed_empty_ranges)] // empty ranges are asked for on purpose
    fn the_estimate_is_exact_at_the_limit() {
        let game = Game::example(Rules::default()).unwrap();
        // A renderer's model: 768 bytes a row, 40 a die value, 4 KiB whatever the length.
        let model = Written {
            fixed: 4096,
            per_row: 768,
            per_count: 40,
            per_digit: 0,
        };
        let at_limit = |turns: RangeInclusive<u64>, cost: Cost| {
            let (steps, memory) = (
                u64::try_from(cost.steps()).unwrap(),
                u64::try_from(cost.memory).unwrap(),
            );
            let traced = |work, memory| {
                trace_turns(&game, turns.clone(), &Limits::exactly(work, memory), &model)
            };
            assert!(traced(steps, memory).is_ok(), "{turns:?}");
            assert!(traced(steps - 1, memory).is_err(), "{turns:?}");
            assert!(traced(steps, memory - 1).is_err(), "{turns:?}");
        };
        // The game played first (102 turns walked, 816 bytes), then ten turns of three rolls
        // simulated and kept: 30 rolls; each kept turn its record, its row and three values in
        // each, its line and values written; the two players' standings.
        let play = play_cost(&game);
        assert_eq!((play.work, play.memory), (Work::of(Op::Turn, 102), 816));
        let turn = 64 + 160 + 3 * 16 + 768 + 3 * 40;
        let ten = Cost {
            work: play.work.plus(Work::of(Op::Roll, 30)),
            memory: 10 * turn + 2 * 256 + 4096,
        };
        assert_eq!(
            trace_estimate(&game, &(1..=10), &Limits::default(), &model)
                .unwrap()
                .1,
            ten
        );
        at_limit(1..=10, ten);
        // Turns 8..=11: eleven simulated, four kept.
        let four = Cost {
            work: play.work.plus(Work::of(Op::Roll, 33)),
            memory: 4 * turn + 2 * 256 + 4096,
        };
        at_limit(8..=11, four);
        // Memory is the larger of the play's and the trace's: the play's walks for the longest
        // period and a far target, the trace's for the turns kept; an empty range plays no
        // turn at all.
        let long = Rules::builder()
            .board(1000)
            .practice_die(999)
            .practice_target(u64::MAX)
            .build()
            .unwrap();
        let far = Game::example(long).unwrap();
        let play = play_cost(&far);
        assert!(play.memory > 2 * 256 + 4096, "{play:?}");
        let (_, empty) = trace_estimate(&far, &(9..=8), &Limits::default(), &model).unwrap();
        assert_eq!(empty, play);
        // Past the game's end nothing is simulated or kept: 331 turns, 993 rolls.
        let (_, past) =
            trace_estimate(&game, &(300..=u64::MAX), &Limits::default(), &model).unwrap();
        assert_eq!(
            past.work,
            play_cost(&game).work.plus(Work::of(Op::Roll, 993))
        );
    }

    #[test]
    #[allow(clippy::reversed_empty_ranges)] // an empty range is asked for on purpose
    fn a_range_keeps_its_turns_and_the_standing_before_them() {
        let game = Game::new(
            Rules::builder().practice_target(100).build().unwrap(),
            vec![4, 8, 1],
        )
        .unwrap();
        let limits = Limits::default();
        let whole = trace(&game, 1000, &limits).unwrap();
        assert!(whole.ended);
        let standings = whole.standings();
        let n = whole.turns.len();
        assert_eq!(n as u128, whole.outcome.turns());
        for (a, b) in [(1, 1), (2, 5), (7, 7), (4, n), (n, n), (3, n + 40)] {
            let part = trace_turns(&game, a as u64..=b as u64, &limits, &Written::NOTHING).unwrap();
            let b = b.min(n);
            assert_eq!(part.turns, whole.turns[a - 1..b], "{a}..={b}");
            let before = if a == 1 {
                game.starts().iter().map(|&s| (s, 0)).collect()
            } else {
                standings[a - 2].clone()
            };
            assert_eq!(part.before, before, "{a}..={b}");
            assert_eq!(part.ended, b == n, "{a}..={b}");
            assert_eq!(part.standings(), standings[a - 1..b], "{a}..={b}");
        }
        // Past the end, or empty: nothing kept, nothing ended.
        for range in [400..=500, 5..=4] {
            let part = trace_turns(&game, range.clone(), &limits, &Written::NOTHING).unwrap();
            assert!(part.turns.is_empty() && !part.ended, "{range:?}");
        }
    }

    /// The puzzle's example as its text tells it: the first turns and the last.
    #[test]
    fn the_example_rolls_as_the_puzzle_says() {
        let game = Game::example(Rules::default()).unwrap();
        let t = trace(&game, 10_000, &Limits::default()).unwrap();
        let told = |k: usize| {
            let turn = &t.turns[k];
            (turn.player + 1, turn.rolled.clone(), turn.space, turn.score)
        };
        assert_eq!(told(0), (1, vec![1, 2, 3], 10, 10));
        assert_eq!(told(1), (2, vec![4, 5, 6], 3, 3));
        assert_eq!(told(7), (2, vec![22, 23, 24], 6, 22));
        assert_eq!(told(327), (2, vec![82, 83, 84], 6, 742));
        assert_eq!(told(330), (1, vec![91, 92, 93], 10, 1000));
        // The die wraps past 100 within a turn: turn 34 rolls 100, 1, 2.
        assert_eq!(t.turns[33].rolled, [100, 1, 2]);
        assert_eq!(t.turns.len(), 331);
    }
}
