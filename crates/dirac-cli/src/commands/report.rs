//! `dirac report`: one self-contained HTML page about a game.

use dirac::{Game, Limits};

use super::solve::{self, Solved};
use super::stats::{self, GameStats};
use super::sweep::{self, Swept};
use super::turns::{self, Turns};
use super::{Render, plural, setting};
use crate::failure::Failure;
use crate::progress::Busy;
use crate::render::doc::Block;
use crate::render::{chart, html};

/// Everything on the page.
#[derive(Debug)]
pub(crate) struct Report {
    pub(crate) input: String,
    pub(crate) solved: Solved,
    pub(crate) turns: Turns,
    pub(crate) stats: GameStats,
    /// The sweep, or why it was left out (too big for the limits).
    pub(crate) sweep: Result<Swept, String>,
}

pub(crate) fn run(
    input: String,
    game: &Game,
    limits: &Limits,
    busy: &Busy,
) -> Result<Report, Failure> {
    let solved = solve::run(game.clone(), None, dirac::quantum::Strategy::Auto, limits)?;
    let turns = turns::run(game.clone(), limits)?;
    let stats = stats::run(game.clone(), limits, false)?;
    let sweep = if game.players() != 2 {
        Err(format!(
            "the sweep covers two-player games, and this game has {} players; \
             dirac sweep shows the two-player games under these rules",
            game.players()
        ))
    } else if game.rules().board() > SWEEP_BOARD {
        Err(format!(
            "a board of {} spaces has {} start pairs, too many to draw on a page (at most {} \
             spaces); dirac sweep --format csv lists them all",
            game.rules().board(),
            u64::from(game.rules().board()).pow(2),
            SWEEP_BOARD
        ))
    } else {
        sweep::run(*game.rules(), limits, busy).map_err(|f| f.message().to_owned())
    };
    Ok(Report {
        input,
        solved,
        turns,
        stats,
        sweep,
    })
}

/// The largest board whose sweep the page draws: a heatmap of 32 × 32 cells stays readable.
const SWEEP_BOARD: u32 = 32;

/// The largest number of rounds or turns listed in the page's tables: the rest are summed up.
const ROWS: usize = 60;

/// The page.
pub(crate) fn render(r: &Report) -> Result<String, Failure> {
    let game = &r.solved.game;
    let rules = game.rules();
    let mut answers = String::from("<div class=\"answers\">\n");
    if let Some(p) = &r.solved.practice {
        answers.push_str(&answer("Part 1: practice game", &p.answer().to_string()));
    }
    if let Some(d) = &r.solved.dirac {
        answers.push_str(&answer("Part 2: Dirac game", &d.answer().to_string()));
    }
    answers.push_str("</div>\n");
    // The answers are in the boxes above and the setting under "Input and rules": leave out
    // the text's own lines for them.
    let setting_line = setting(game);
    let mut detail = r.solved.doc();
    detail.blocks.retain(|b| {
        !matches!(b, Block::Line(l) if l.starts_with("Part 1: ")
            || l.starts_with("Part 2: ")
            || *l == setting_line)
    });
    answers.push_str(&html::doc(&detail, 3));

    let input = format!(
        "<pre>{}</pre>\n<p>{}</p>\n<p>{}</p>\n",
        html::escape(r.input.trim_end()),
        html::escape(&setting_line),
        html::escape(&format!(
            "Rules: a board of {}, {} a turn; practice die of {} to {}; Dirac die of {} to {}.",
            plural(rules.board(), "space"),
            plural(rules.rolls(), "roll"),
            plural(rules.practice_die(), "side"),
            plural(rules.practice_target(), "point"),
            plural(rules.dirac_faces(), "face"),
            plural(rules.dirac_target(), "point"),
        ))
    );
    let turns_chart = chart::turns(&r.turns.table, game.starts())?;
    let mut turns_doc = r.turns.doc();
    // The rules are stated under "Answers" already.
    turns_doc.blocks.retain(|b| {
        !is_line(b, &setting_line) && !matches!(b, Block::Line(l) if l.starts_with("Dirac game: "))
    });
    shorten_tables(&mut turns_doc);
    let turns = format!(
        "{}{}",
        html::inline_svg(&turns_chart),
        html::doc(&turns_doc, 3)
    );
    // The chances section keeps the Dirac game's chances and length; its practice game is
    // the one under "Answers".
    let mut chances = r.stats.doc();
    chances.blocks.retain(|b| !is_line(b, &setting_line));
    if let Some(at) = chances
        .blocks
        .iter()
        .position(|b| matches!(b, Block::Heading(h) if h.starts_with("Practice game")))
    {
        chances.blocks.truncate(at);
    }
    chances
        .blocks
        .retain(|b| !matches!(b, Block::Heading(h) if h.starts_with("Dirac game")));
    shorten_tables(&mut chances);
    let sweep = match &r.sweep {
        Ok(s) => format!(
            "{}{}",
            html::inline_svg(&chart::sweep(&s.sweep)?),
            html::doc(&sweep_summary(s), 3)
        ),
        Err(why) => format!("<p>Left out: {}</p>\n", html::escape(why)),
    };
    let sections = vec![
        ("Answers".to_owned(), answers),
        ("Input and rules".to_owned(), input),
        ("Turn by turn".to_owned(), turns),
        (
            "Probabilities in the Dirac game".to_owned(),
            html::doc(&chances, 3),
        ),
        ("Every pair of starts".to_owned(), sweep),
    ];
    Ok(html::page(
        "Dirac Dice report",
        "Advent of Code 2021, day 21, solved exactly under these rules",
        &sections,
    ))
}

fn is_line(block: &Block, text: &str) -> bool {
    matches!(block, Block::Line(l) if l == text)
}

/// Cuts every table past [`ROWS`] rows, saying how many were left out: a game of many rounds
/// or players keeps the page small (the text and CSV formats list them all).
fn shorten_tables(doc: &mut crate::render::doc::Doc) {
    for block in &mut doc.blocks {
        if let Block::Table(t) = block {
            t.shorten(ROWS);
        }
    }
}

fn answer(label: &str, value: &str) -> String {
    format!(
        "<div class=\"answer\"><div class=\"label\">{}</div><div class=\"value\">{}</div></div>\n",
        html::escape(label),
        html::escape(value)
    )
}

/// The sweep's document without its table of every pair (the heatmap shows them).
fn sweep_summary(s: &Swept) -> crate::render::doc::Doc {
    let mut doc = s.doc();
    if let Some(at) = doc
        .blocks
        .iter()
        .position(|b| *b == Block::Heading("Every pair".into()))
    {
        doc.blocks.truncate(at);
    }
    doc
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_page_holds_the_answers_and_fetches_nothing() {
        let game = Game::example(dirac::Rules::default()).unwrap();
        let report = run(
            "Player 1 starting position: 4\nPlayer 2 starting position: 8\n".into(),
            &game,
            &Limits::default(),
            &Busy::start("testing"),
        )
        .unwrap();
        let page = render(&report).unwrap();
        for text in [
            "739785",
            "444356092776315",
            "341960390180808",
            "<svg",
            "Player 1 starting position: 4",
        ] {
            assert!(page.contains(text), "missing {text}");
        }
        for external in ["<script", "src=", "<link", "url(", "@import"] {
            assert!(!page.contains(external), "{external}");
        }
        // The only addresses are the SVG namespace names, which are never fetched.
        assert_eq!(
            page.matches("http").count(),
            page.matches("xmlns=\"http").count()
        );
        assert!(page.starts_with("<!DOCTYPE html>"));
    }
}
