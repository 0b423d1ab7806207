//! A solver's own print-out of the practice game, compared with the game in the puzzle's words
//! (`dirac trace --compare`): the first line where it parts, and what in the rules would
//! explain it.

use crate::error::Error;
use crate::game::Game;
use crate::limits::Limits;
use crate::practice;
use crate::view::{RulesView, TraceRow, TraceView, TracesCompared, TracesPart};

/// A turn's line in the puzzle's words, read: "Player 1 rolls 1+2+3 and moves to space 10 for
/// a total score of 10." (or "... for a final score, 1000.").
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Line {
    /// The player who moved, from 1.
    pub player: usize,
    /// The die's values, in the order rolled.
    pub rolled: Vec<u64>,
    /// The space landed on.
    pub space: u64,
    /// The score after the turn.
    pub score: u128,
}

/// Reads one line in the puzzle's words, or `None` when it is not one.
///
/// ```
/// use dirac::check::trace::read_line;
///
/// let line = read_line("Player 2 rolls 4+5+6 and moves to space 3 for a total score of 3.").unwrap();
/// assert_eq!((line.player, &line.rolled[..], line.space, line.score), (2, &[4, 5, 6][..], 3, 3));
/// assert!(read_line("Player 2 moves").is_none());
/// ```
pub fn read_line(text: &str) -> Option<Line> {
    let rest = text.trim().strip_prefix("Player ")?;
    let (player, rest) = rest.split_once(" rolls ")?;
    let (rolled, rest) = rest.split_once(" and moves to space ")?;
    let (space, rest) = rest.split_once(" for a ")?;
    let score = rest
        .strip_prefix("total score of ")
        .or_else(|| rest.strip_prefix("final score, "))?
        .trim_end_matches('.');
    Some(Line {
        player: player.trim().parse().ok()?,
        rolled: rolled
            .split('+')
            .map(|v| v.trim().parse().ok())
            .collect::<Option<_>>()?,
        space: space.trim().parse().ok()?,
        score: score.trim().parse().ok()?,
    })
}

/// The lines of `mine` that tell a turn (those that start with "Player"), with their line
/// numbers from 1.
pub(crate) fn turn_lines(mine: &str) -> Vec<(u64, &str)> {
    mine.lines()
        .enumerate()
        .filter(|(_, l)| l.trim_start().starts_with("Player"))
        .map(|(i, l)| (i as u64 + 1, l.trim()))
        .collect()
}

/// Compares `mine` with the practice game of `game`, turn by turn.
pub(crate) fn compare(game: &Game, mine: &str, limits: &Limits) -> Result<TracesCompared, Error> {
    let lines = turn_lines(mine);
    if lines.is_empty() {
        return Err(Error::PrintOut(
            "no line of your print-out tells a turn: each should read as the puzzle's do, \
             \"Player 1 rolls 1+2+3 and moves to space 10 for a total score of 10.\""
                .to_string(),
        ));
    }
    let trace = practice::trace(game, lines.len() + 1, limits)?;
    let view = TraceView::new(game, &trace);
    let rows = &view.rows;
    let mut parting = None;
    // A print-out may stop where it likes: only the turns it tells are compared.
    for k in 0..lines.len() {
        let right = rows.get(k);
        let theirs = lines.get(k);
        let read = theirs.map(|(_, l)| read_line(l));
        let same = match (right, &read) {
            (Some(r), Some(Some(m))) => agrees(r, m),
            _ => false,
        };
        if same {
            continue;
        }
        parting = Some(TracesPart {
            turn: k as u64 + 1,
            line: theirs.map(|(n, _)| *n),
            right_row: right.cloned(),
            mine: theirs.map(|(_, l)| (*l).to_string()),
            why: explain(game, &rows[..k.min(rows.len())], right, read.as_ref()),
        });
        break;
    }
    Ok(TracesCompared {
        rules: RulesView::from(game.rules()),
        starts: crate::view::Starts::from_slice(game.starts()),
        turns: lines.len() as u64,
        turns_played: trace.outcome.turns().to_string(),
        difference: parting,
    })
}

/// Whether a line read agrees with the game's row.
fn agrees(right: &TraceRow, mine: &Line) -> bool {
    right.player == mine.player
        && right.rolled == mine.rolled
        && u64::from(right.space) == mine.space
        && right.score == mine.score.to_string()
}

/// What would explain the first line that parts: `right` the game's row (if the game goes
/// on), `before` the game's rows before it (which the print-out agrees with), `mine` the
/// solver's line (`Some(None)` where it is not in the puzzle's words). Only causes that give
/// exactly the line shown are named; where several could, all are listed.
fn explain(
    game: &Game,
    before: &[TraceRow],
    right: Option<&TraceRow>,
    mine: Option<&Option<Line>>,
) -> String {
    let (right, mine) = match (right, mine) {
        (_, Some(None)) => {
            return "the line's words: it is not written as the puzzle writes a turn (as the \
                    game's line above)"
                .to_string();
        }
        (None, Some(Some(m))) => return either(game_goes_on(game, before, m)),
        (Some(r), Some(Some(m))) => (r, m),
        (_, None) => return String::new(),
    };
    if right.player != mine.player {
        return format!(
            "the turn order: this turn is player {}'s; players move in the order of the input's \
             lines",
            right.player
        );
    }
    if right.rolled != mine.rolled {
        return rolls(game, before.last(), right, mine);
    }
    if u64::from(right.space) != mine.space {
        return either(space(game, before, right, mine));
    }
    either(score(game, before, right, mine))
}

/// One cause, or several that each give the line, listed.
fn either(causes: Vec<String>) -> String {
    match causes.len() {
        1 => causes.into_iter().next().unwrap_or_default(),
        n => format!("{n} causes each give this line: {}", causes.join("; or ")),
    }
}

/// Why the solver's game goes on past the right game's last turn (`before`'s last row): a win
/// only past the target (where the last score is the target exactly), or the win tested once
/// every player has moved (where the line is the next player's in the same round).
fn game_goes_on(game: &Game, before: &[TraceRow], mine: &Line) -> Vec<String> {
    let target = game.rules().practice_target();
    // The line is the next player's, as the game would go on.
    let last = before
        .last()
        .filter(|l| mine.player == l.player % game.players() + 1);
    let mut causes = Vec::new();
    if last.is_some_and(|l| l.score == target.to_string()) {
        causes.push(format!(
            "a win only past {target}: the last turn's score is exactly {target}, and the game \
             ends as soon as a score is at least {target} (`>=`, not `>`)"
        ));
    }
    if let Some(l) = last.filter(|l| l.player < game.players() && mine.player == l.player + 1) {
        causes.push(format!(
            "the win tested only after every player has moved: player {} reached {} on the \
             turn before, and the game ends right after that move",
            l.player, l.score
        ));
    }
    if causes.is_empty() {
        causes.push(format!(
            "your game goes on after a player has reached {target}: it ends as soon as a score \
             is at least {target}"
        ));
    }
    causes
}

/// Why the solver rolled other values than the game.
fn rolls(game: &Game, before: Option<&TraceRow>, right: &TraceRow, mine: &Line) -> String {
    let die = game.rules().practice_die();
    // The first value that differs, and the value rolled before it in the solver's game.
    let Some(at) = right
        .rolled
        .iter()
        .zip(&mine.rolled)
        .position(|(a, b)| a != b)
    else {
        // The same values as far as both go: only their number differs.
        return format!(
            "{} rolls a turn: each turn rolls the die {} times",
            mine.rolled.len(),
            right.rolled.len()
        );
    };
    let previous = if at > 0 {
        mine.rolled.get(at - 1).copied()
    } else {
        before.and_then(|b| b.rolled.last().copied())
    };
    let theirs = mine.rolled.get(at).copied().unwrap_or(0);
    if theirs == 1 {
        if let Some(p) = previous {
            return format!(
                "a die that starts over after {p}: the practice die rolls 1 to {die} before it \
                 starts over"
            );
        }
    }
    if theirs > u64::from(die) {
        return format!("a die that goes past {die}: after {die} it rolls 1 again");
    }
    if mine.rolled.len() != right.rolled.len() {
        return format!(
            "{} rolls a turn: each turn rolls the die {} times",
            mine.rolled.len(),
            right.rolled.len()
        );
    }
    format!(
        "the die's values: on this turn it rolls {}",
        right
            .rolled
            .iter()
            .map(u64::to_string)
            .collect::<Vec<_>>()
            .join("+")
    )
}

/// The causes that land the solver on the space of its line, each checked against the
/// line's score too.
fn space(game: &Game, before: &[TraceRow], right: &TraceRow, mine: &Line) -> Vec<String> {
    let board = u64::from(game.rules().board());
    let (theirs, space) = (mine.space, u64::from(right.space));
    let previous = previous_score(before, right.player);
    // The score after scoring `points` this turn.
    let scored = |points: u64| previous.checked_add(u128::from(points)) == Some(mine.score);
    let mut causes = Vec::new();
    // Written as 0, and scored so or scored right.
    if space == board && theirs == 0 && (scored(0) || scored(board)) {
        causes.push(format!(
            "space {board} written as 0 (`pos % {board}`): the board's spaces are 1 to \
             {board}, and landing on the {board}th scores {board}"
        ));
    }
    // Numbered from 0, and scored so (the +1 forgotten) or scored right.
    if space.checked_sub(1) == Some(theirs) && (scored(theirs) || scored(space)) {
        causes.push(format!(
            "spaces numbered from 0 (0 to {}) with the +1 forgotten: the board's spaces are 1 \
             to {board}",
            board - 1
        ));
    }
    if theirs == space % board + 1 && scored(theirs) {
        causes.push(format!(
            "a move one space too far (`(pos + sum) % {board} + 1`): moving {} lands on space \
             {space}; move with `(pos - 1 + sum) % {board} + 1`",
            right.moved
        ));
    }
    // The player's first move: a start of theirs that lands there.
    let first = !before.iter().any(|r| r.player == right.player);
    if first && (1..=board).contains(&theirs) && scored(theirs) {
        let start = game.starts()[right.player - 1];
        let from = (theirs + board - 1 - right.moved % board) % board + 1;
        causes.push(format!(
            "the starting space: moving {} from space {from} lands on space {theirs}, but \
             player {} starts on space {start}",
            right.moved, right.player
        ));
    }
    if causes.is_empty() {
        causes.push(format!(
            "the move round the board: moving {} lands on space {space} (past {board}, back to \
             1)",
            right.moved
        ));
    }
    causes
}

/// A player's score before their turn: their last row's, or 0.
fn previous_score(before: &[TraceRow], player: usize) -> u128 {
    before
        .iter()
        .rev()
        .find(|r| r.player == player)
        .and_then(|r| r.score.parse().ok())
        .unwrap_or(0)
}

/// The causes that give the solver's score, on the right space.
fn score(game: &Game, before: &[TraceRow], right: &TraceRow, mine: &Line) -> Vec<String> {
    let board = u64::from(game.rules().board());
    let space = u64::from(right.space);
    let previous = previous_score(before, right.player);
    let mut causes = Vec::new();
    if space == board && mine.score == previous {
        causes.push(format!(
            "space {board} scoring 0 (`pos % {board}`): landing on the {board}th space scores \
             {board}"
        ));
    }
    if mine.score.checked_add(1) == previous.checked_add(u128::from(space)) {
        causes.push(format!(
            "spaces numbered from 0 with the +1 forgotten in the score: landing on space \
             {space} scores {space}"
        ));
    }
    if previous > 0 && mine.score == u128::from(space) {
        causes.push(format!(
            "the score not added up: it grows by the space landed on, from {previous} to {}",
            right.score
        ));
    }
    if causes.is_empty() {
        causes.push(format!(
            "the score: it grows by the space landed on ({space}), to {}",
            right.score
        ));
    }
    causes
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::Rules;

    fn example() -> Game {
        Game::example(Rules::default()).unwrap()
    }

    /// The example's first `n` lines, by a solver whose die starts over after `die`.
    fn lines(die: u64, n: usize, zero_based: bool) -> String {
        lines_from([4, 8], die, n, zero_based)
    }

    /// The first `n` lines of the game from `starts`, by a solver whose die starts over after
    /// `die` and who numbers the spaces from 0 if `zero_based`.
    fn lines_from(starts: [u64; 2], die: u64, n: usize, zero_based: bool) -> String {
        let (mut pos, mut score, mut value) = (starts, [0_u64, 0], 0_u64);
        let mut out = String::new();
        for t in 0..n {
            let p = t % 2;
            let rolled: Vec<u64> = (0..3)
                .map(|_| {
                    value = value % die + 1;
                    value
                })
                .collect();
            pos[p] = (pos[p] - 1 + rolled.iter().sum::<u64>()) % 10 + 1;
            let shown = if zero_based { pos[p] % 10 } else { pos[p] };
            score[p] += shown;
            let rolled: Vec<String> = rolled.iter().map(u64::to_string).collect();
            out += &format!(
                "Player {} rolls {} and moves to space {shown} for a total score of {}.\n",
                p + 1,
                rolled.join("+"),
                score[p]
            );
        }
        out
    }

    #[test]
    fn a_right_print_out_agrees_and_a_wrong_one_parts_where_it_goes_wrong() {
        let limits = Limits::default();
        let same = compare(&example(), &lines(100, 50, false), &limits).unwrap();
        assert_eq!((same.turns, same.difference), (50, None));
        assert_eq!(same.turns_played, "331");
        assert!(matches!(
            compare(&example(), "hello world\n", &limits),
            Err(Error::PrintOut(_))
        ));
        let early = compare(&example(), &lines(99, 50, false), &limits).unwrap();
        let part = early.difference.unwrap();
        assert_eq!((part.turn, part.line), (34, Some(34)));
        assert_eq!(part.right_row.unwrap().rolled, [100, 1, 2]);
        assert!(part.why.contains("starts over after 99"), "{}", part.why);
        let zero = compare(&example(), &lines(100, 50, true), &limits).unwrap();
        let part = zero.difference.unwrap();
        // Turn 1 lands on the tenth space, written as 0: no start lands on a space 0.
        assert_eq!(part.turn, 1);
        assert!(
            part.why.starts_with("space 10 written as 0"),
            "{}",
            part.why
        );
        // From 3 and 7 nobody lands on the tenth space on their first turn.
        let later = lines_from([3, 7], 100, 60, true);
        let game = Game::new(Rules::default(), vec![3, 7]).unwrap();
        let part = compare(&game, &later, &limits).unwrap().difference.unwrap();
        assert!(
            part.why.starts_with("space 10 written as 0"),
            "{}",
            part.why
        );
        assert!(part.turn > 2, "{}", part.turn);
        // A solver that does not stop at 1000 points: the game ends on turn 331.
        let on = compare(&example(), &lines(100, 332, false), &limits).unwrap();
        let part = on.difference.unwrap();
        assert_eq!((part.turn, part.right_row), (332, None));
        assert!(part.why.contains("a win only past 1000"), "{}", part.why);
    }

    /// The example's lines with one written wrongly, each field of it given.
    fn with_line(turn: usize, space: u64, score: u64) -> String {
        let mut text: Vec<String> = lines(100, turn, false)
            .lines()
            .map(str::to_string)
            .collect();
        let last = text.pop().unwrap();
        let (head, _) = last.split_once(" and moves to space ").unwrap();
        text.push(format!(
            "{head} and moves to space {space} for a total score of {score}."
        ));
        text.join("\n")
    }

    #[test]
    fn only_causes_that_give_the_line_are_named_and_all_of_them() {
        let limits = Limits::default();
        let why = |text: &str| {
            compare(&example(), text, &limits)
                .unwrap()
                .difference
                .unwrap()
                .why
        };
        // Turn 1: player 1 moves 6 from 4 to space 10, scoring 10.
        let zero = why(&with_line(1, 10, 0));
        assert!(zero.starts_with("space 10 scoring 0"), "{zero}");
        let from_zero = why(&with_line(1, 10, 9));
        assert!(
            from_zero.starts_with("spaces numbered from 0 with the +1"),
            "{from_zero}"
        );
        // Space 9 on the first move: numbered from 0, or a start one space back.
        let nine = why(&with_line(1, 9, 9));
        assert!(nine.starts_with("2 causes each give this line"), "{nine}");
        assert!(nine.contains("spaces numbered from 0 (0 to 9)"), "{nine}");
        assert!(nine.contains("from space 3 lands on space 9"), "{nine}");
        // Turn 3: player 1 moves 24 from 10 to space 4, scoring 14; space 5 is one too far.
        let far = why(&with_line(3, 5, 15));
        assert!(far.starts_with("a move one space too far"), "{far}");
        let other = why(&with_line(3, 8, 18));
        assert!(other.starts_with("the move round the board"), "{other}");
        let sum = why(&with_line(3, 4, 4));
        assert!(sum.starts_with("the score not added up"), "{sum}");
        // Numbers at the edge of what a line can hold are read without overflow.
        let edge = why(&with_line(1, u64::MAX, 5));
        assert!(edge.starts_with("the move round the board"), "{edge}");
        let top = format!(
            "Player 1 rolls 1+2+3 and moves to space 10 for a total score of {}.",
            u128::MAX
        );
        assert!(why(&top).starts_with("the score"), "{}", why(&top));
        // The same values as far as they go, one roll short.
        let short = why("Player 1 rolls 1+2 and moves to space 7 for a total score of 7.");
        assert!(short.starts_with("2 rolls a turn"), "{short}");
        let odd = why(&with_line(3, 4, 17));
        assert!(odd.starts_with("the score: it grows"), "{odd}");
    }

    #[test]
    fn a_game_that_goes_on_is_put_down_to_what_could_make_it() {
        let limits = Limits::default();
        // The example ends on turn 331, player 1's, at 1000 points exactly.
        let right = practice::trace(&example(), 332, &limits).unwrap();
        let rows = TraceView::new(&example(), &right).rows;
        let last = rows.last().unwrap();
        assert_eq!((last.player, last.score.as_str()), (1, "1000"));
        // Player 2 moving next: a strict test, or the win tested after the round.
        let on = why_on(&lines(100, 332, false));
        assert!(on.starts_with("2 causes each give this line"), "{on}");
        assert!(on.contains("a win only past 1000") && on.contains("after every player"));
        // From 6 and 1, player 1 wins on turn 335 with 1006 points: `>` cannot explain it.
        let game = Game::new(Rules::default(), vec![6, 1]).unwrap();
        let rows = TraceView::new(&game, &practice::trace(&game, 400, &limits).unwrap()).rows;
        let last = rows.last().unwrap();
        assert_ne!(last.score, "1000");
        assert_eq!(last.player, 1);
        let text = lines_from([6, 1], 100, rows.len() + 1, false);
        let part = compare(&game, &text, &limits).unwrap().difference.unwrap();
        assert!(
            part.why.starts_with("the win tested only after"),
            "{}",
            part.why
        );
    }

    /// Why a print-out of the example parts.
    fn why_on(text: &str) -> String {
        compare(&example(), text, &Limits::default())
            .unwrap()
            .difference
            .unwrap()
            .why
    }

    #[test]
    fn a_line_out_of_the_puzzle_s_words_or_past_the_end_is_named() {
        let limits = Limits::default();
        let mut text = lines(100, 3, false);
        text += "player 2 rolled 10\n";
        // "player" in lower case is not a turn's line: the print-out tells 3 turns, all right.
        let three = compare(&example(), &text, &limits).unwrap();
        assert_eq!((three.turns, three.difference), (3, None));
        text += "Player 2 rolls ten\n";
        let part = compare(&example(), &text, &limits)
            .unwrap()
            .difference
            .unwrap();
        assert_eq!((part.turn, part.line), (4, Some(5)));
        assert!(part.why.starts_with("the line's words"));
    }
}
