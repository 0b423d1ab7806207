//! The practice game in the puzzle's own words, a line per turn, so that a solver can `diff`
//! it against their program's print-out:
//!
//! ```text
//! Player 1 rolls 1+2+3 and moves to space 10 for a total score of 10.
//! ```
//!
//! The turn that reaches the target says "for a final score, 1000.", and the closing
//! sentence gives the answer's product, as the puzzle's example does.

use dirac::plan::Written;
use dirac::view::{TraceRow, TraceView};

use crate::doc::{self, Doc};

/// What this renderer holds while it writes a trace, beside the view (the planner adds it to
/// the estimate of `dirac trace`): a turn's line is at most about 340 bytes, in pretty-printed
/// JSON with a 20-digit turn, round, laps and steps and a 39-digit score, in a buffer that grows
/// by doubling (so up to twice that), or a line of text in its document and in the text written
/// from it; each die value up to 20 bytes (JSON's indent, 10 digits, a comma and a newline),
/// doubled; and 4 KiB whatever the length (the rules, the starts and the game's end in JSON,
/// the ending's sentence). Calibrated against the heap's peak in `tests/estimates.rs`.
pub const WRITTEN: Written = Written {
    fixed: 4 << 10,
    per_row: 768,
    per_count: 40,
    per_digit: 0,
};

/// "Player 1 rolls 1+2+3 and moves to space 10 for a total score of 10."; the turn that ends
/// the game, "... for a final score, 1000.".
pub fn line(row: &TraceRow, last: bool) -> String {
    let rolled: Vec<String> = row.rolled.iter().map(u64::to_string).collect();
    let score = if last {
        format!("a final score, {}", row.score)
    } else {
        format!("a total score of {}", row.score)
    };
    format!(
        "Player {} rolls {} and moves to space {} for {score}.",
        row.player,
        rolled.join("+"),
        row.space
    )
}

/// The puzzle's closing sentence: who wins, the lowest score, the rolls, and their product.
pub fn ending(view: &TraceView) -> String {
    let p = &view.practice;
    let whose = match view.starts.len() {
        1 => "the only player",
        2 => "the losing player",
        _ => "the lowest-scoring player",
    };
    format!(
        "Since player {w} has at least {target} points, player {w} wins and the game ends. At \
         this point, {whose} had {lowest} points and the die had been rolled a total of {rolls} \
         times; {lowest} * {rolls} = {answer}.",
        w = p.winner,
        target = view.rules.practice_target,
        lowest = p.lowest,
        rolls = p.die_rolls,
        answer = p.answer,
    )
}

/// Every row as a line, and after the game's last turn a blank line and the ending.
pub fn doc(view: &TraceView) -> Doc {
    let mut d = Doc::default();
    let last = view.rows.len().saturating_sub(1);
    for (i, row) in view.rows.iter().enumerate() {
        d.line(line(row, view.ended && i == last));
    }
    if view.ended {
        d.line("");
        d.line(ending(view));
    }
    d
}

/// The most lines of a trace [`html`] shows: a notebook's display stays small however long
/// the game.
pub const HTML_LINES: usize = 40;

/// The trace as HTML, for a notebook: its first [`HTML_LINES`] lines in a `<pre>`; past them,
/// a line that says how many were left out and `more` (how to see them all), and the last
/// line; then the ending.
pub fn html(view: &TraceView, more: &str) -> maud::Markup {
    let last = view.rows.len().saturating_sub(1);
    let shown = view.rows.len().min(HTML_LINES);
    let lines: Vec<String> = view.rows[..shown]
        .iter()
        .enumerate()
        .map(|(i, row)| line(row, view.ended && i == last))
        .collect();
    let left_out = view.rows.len() - shown;
    maud::html! {
        pre { (lines.join("\n")) }
        @if left_out > 1 {
            p { (format!("... {} left out; {more}", crate::words::plural(left_out - 1, "turn"))) }
        }
        @if let (true, Some(row)) = (left_out > 0, view.rows.last()) {
            pre { (line(row, view.ended)) }
        }
        @if view.ended { p { (ending(view)) } }
    }
}

/// The rows as CSV: `turn,player,round,rolled,moved,laps,steps,space,score`, the values
/// rolled joined by `+`.
pub fn csv(view: &TraceView) -> String {
    doc::csv(
        &[
            "turn", "player", "round", "rolled", "moved", "laps", "steps", "space", "score",
        ],
        view.rows.iter().map(|r| {
            let rolled: Vec<String> = r.rolled.iter().map(u64::to_string).collect();
            [
                r.turn.to_string(),
                r.player.to_string(),
                r.round.to_string(),
                rolled.join("+"),
                r.moved.to_string(),
                r.laps.to_string(),
                r.steps.to_string(),
                r.space.to_string(),
                r.score.clone(),
            ]
        }),
    )
}

#[cfg(test)]
mod tests {
    use super::*;
    use dirac::{Game, Limits, Rules, practice};

    fn view(starts: &[u32], rules: Rules, turns: std::ops::RangeInclusive<u64>) -> TraceView {
        let game = Game::new(rules, starts.to_vec()).unwrap();
        let trace = practice::trace_turns(&game, turns, &Limits::default(), &WRITTEN).unwrap();
        TraceView::new(&game, &trace)
    }

    #[test]
    fn the_example_is_told_in_the_puzzle_s_words() {
        let text = doc::text(&doc(&view(&[4, 8], Rules::default(), 1..=u64::MAX)), false);
        let lines: Vec<&str> = text.lines().collect();
        assert_eq!(
            lines[..8],
            [
                "Player 1 rolls 1+2+3 and moves to space 10 for a total score of 10.",
                "Player 2 rolls 4+5+6 and moves to space 3 for a total score of 3.",
                "Player 1 rolls 7+8+9 and moves to space 4 for a total score of 14.",
                "Player 2 rolls 10+11+12 and moves to space 6 for a total score of 9.",
                "Player 1 rolls 13+14+15 and moves to space 6 for a total score of 20.",
                "Player 2 rolls 16+17+18 and moves to space 7 for a total score of 16.",
                "Player 1 rolls 19+20+21 and moves to space 6 for a total score of 26.",
                "Player 2 rolls 22+23+24 and moves to space 6 for a total score of 22.",
            ]
        );
        assert_eq!(
            lines[lines.len() - 6..],
            [
                "Player 2 rolls 82+83+84 and moves to space 6 for a total score of 742.",
                "Player 1 rolls 85+86+87 and moves to space 4 for a total score of 990.",
                "Player 2 rolls 88+89+90 and moves to space 3 for a total score of 745.",
                "Player 1 rolls 91+92+93 and moves to space 10 for a final score, 1000.",
                "",
                "Since player 1 has at least 1000 points, player 1 wins and the game ends. At \
                 this point, the losing player had 745 points and the die had been rolled a \
                 total of 993 times; 745 * 993 = 739785.",
            ]
        );
        assert_eq!(lines.len(), 331 + 2);
        assert!(
            lines.contains(&"Player 2 rolls 100+1+2 and moves to space 1 for a total score of 79.")
        );
    }

    /// A plain simulation written here, from the die's values listed one by one: the lines the
    /// puzzle's words give, ending included.
    fn told(starts: &[u32], board: u64, rolls: usize, values: &[u64], target: u64) -> Vec<String> {
        let (mut at, mut scores) = (starts.to_vec(), vec![0_u64; starts.len()]);
        let mut die = values.iter().cycle();
        let mut lines = Vec::new();
        for turn in 0.. {
            let i = turn % starts.len();
            let rolled: Vec<u64> = die.by_ref().take(rolls).copied().collect();
            let to = (u64::from(at[i]) - 1 + rolled.iter().sum::<u64>()) % board + 1;
            at[i] = u32::try_from(to).unwrap();
            scores[i] += to;
            let rolled: Vec<String> = rolled.iter().map(u64::to_string).collect();
            let rolled = rolled.join("+");
            if scores[i] >= target {
                let lowest = *scores.iter().min().unwrap();
                let times = (turn as u64 + 1) * rolls as u64;
                lines.push(format!(
                    "Player {} rolls {rolled} and moves to space {to} for a final score, {}.",
                    i + 1,
                    scores[i]
                ));
                lines.push(String::new());
                lines.push(format!(
                    "Since player {} has at least {target} points, player {} wins and the game \
                     ends. At this point, {} had {lowest} points and the die had been rolled a \
                     total of {times} times; {lowest} * {times} = {}.",
                    i + 1,
                    i + 1,
                    match starts.len() {
                        1 => "the only player",
                        2 => "the losing player",
                        _ => "the lowest-scoring player",
                    },
                    lowest * times
                ));
                return lines;
            }
            lines.push(format!(
                "Player {} rolls {rolled} and moves to space {to} for a total score of {}.",
                i + 1,
                scores[i]
            ));
        }
        unreachable!()
    }

    #[test]
    fn every_trace_is_a_plain_simulation_s_on_generated_rules_and_sequences() {
        // xorshift: the same games every run.
        let mut seed = 0x2021_0021_u64;
        let mut next = |below: u64| {
            seed ^= seed << 13;
            seed ^= seed >> 7;
            seed ^= seed << 17;
            seed % below
        };
        let mut games = 0;
        for _ in 0..300 {
            let board = next(12) + 1;
            let rolls = next(4) + 1;
            let players = usize::try_from(next(4)).unwrap() + 1;
            let target = next(200) + 1;
            // Values listed one by one (zeros and repeats among them), or a range either way.
            let (die, values): (String, Vec<u64>) = match next(3) {
                0 => {
                    let values: Vec<u64> = (0..=next(7)).map(|_| next(25)).collect();
                    let text: Vec<String> = values.iter().map(u64::to_string).collect();
                    (text.join(","), values)
                }
                1 => {
                    let (a, b) = (next(30), next(30));
                    let values = if a <= b {
                        (a..=b).collect()
                    } else {
                        (b..=a).rev().collect()
                    };
                    (format!("{a}..{b}"), values)
                }
                _ => {
                    let sides = next(120) + 1;
                    (format!("1..{sides}"), (1..=sides).collect())
                }
            };
            let rules = Rules::builder()
                .board(board)
                .rolls(rolls)
                .practice_sequence(dirac::die::Sequence::parse(&die).unwrap())
                .practice_target(target)
                .build()
                .unwrap();
            let starts: Vec<u32> = (0..players)
                .map(|_| u32::try_from(next(board) + 1).unwrap())
                .collect();
            // A die of zeros never moves anyone, and a game on one space scores 1 a turn: both
            // end. Every game here ends within 200 turns of each player.
            let whole = view(&starts, rules, 1..=u64::MAX);
            let text = doc::text(&doc(&whole), false);
            let expected = told(
                &starts,
                board,
                usize::try_from(rolls).unwrap(),
                &values,
                target,
            );
            assert_eq!(
                text.lines().collect::<Vec<_>>(),
                expected,
                "board {board} rolls {rolls} die {die:?} target {target} starts {starts:?}"
            );
            games += 1;
        }
        assert_eq!(games, 300);
    }

    #[test]
    fn html_shows_the_first_lines_the_last_and_the_ending() {
        let whole = view(&[4, 8], Rules::default(), 1..=u64::MAX);
        let page = html(&whole, "print(trace) shows every line").into_string();
        assert!(page.starts_with(
            "<pre>Player 1 rolls 1+2+3 and moves to space 10 for a total score of 10.\n"
        ));
        assert_eq!(page.matches("Player ").count(), HTML_LINES + 1, "{page}");
        assert!(page.contains("... 290 turns left out; print(trace) shows every line"));
        assert!(page.contains("for a final score, 1000.</pre>"));
        assert!(page.contains("745 * 993 = 739785."));
        let part = view(&[4, 8], Rules::default(), 1..=3);
        let page = html(&part, "more").into_string();
        assert_eq!(page.matches("Player ").count(), 3, "{page}");
        assert!(!page.contains("more") && !page.contains("Since"));
    }

    #[test]
    fn part_of_a_game_has_no_ending_and_other_players_their_own_words() {
        let part = view(&[4, 8], Rules::default(), 3..=4);
        let text = doc::text(&doc(&part), false);
        assert_eq!(
            text,
            "Player 1 rolls 7+8+9 and moves to space 4 for a total score of 14.\n\
             Player 2 rolls 10+11+12 and moves to space 6 for a total score of 9.\n"
        );
        assert_eq!(
            csv(&part),
            "turn,player,round,rolled,moved,laps,steps,space,score\r\n3,1,2,7+8+9,24,2,4,4,14\r\n4,2,2,10+11+12,33,3,3,6,9\r\n"
        );
        let rules = Rules::builder()
            .practice_target(10)
            .rolls(1)
            .build()
            .unwrap();
        for (starts, whose) in [
            (&[4][..], "the only player had 12 points"),
            (&[4, 8, 1], "the lowest-scoring player had 0 points"),
        ] {
            let ending = ending(&view(starts, rules.clone(), 1..=100));
            assert!(ending.contains(whose), "{ending}");
        }
    }
}
