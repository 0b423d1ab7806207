//! `dirac report`: one self-contained HTML page about a game.

use dirac::{Game, Limits};

use super::solve::{self, Solved};
use super::stats::{self, GameStats};
use super::sweep::{self, Swept};
use super::turns::{self, Turns};
use super::{Render, setting};
use crate::failure::Failure;
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

pub(crate) fn run(input: String, game: &Game, limits: &Limits) -> Result<Report, Failure> {
    let solved = solve::run(game.clone(), None, dirac::quantum::Strategy::Auto, limits)?;
    let turns = turns::run(game.clone(), limits)?;
    let stats = stats::run(game.clone(), limits, false)?;
    let sweep = sweep::run(*game.rules(), limits).map_err(|f| f.message().to_owned());
    Ok(Report {
        input,
        solved,
        turns,
        stats,
        sweep,
    })
}

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
    // The answers are in the boxes above: leave out the text's own answer lines.
    let mut detail = r.solved.doc();
    detail.blocks.retain(
        |b| !matches!(b, Block::Line(l) if l.starts_with("Part 1: ") || l.starts_with("Part 2: ")),
    );
    answers.push_str(&html::doc(&detail, 3));

    let input = format!(
        "<pre>{}</pre>\n<p>{}</p>\n<p>Rules: board of {} spaces, {} rolls a turn; practice die of {} sides \
         to {} points; Dirac die of {} faces to {} points.</p>\n",
        html::escape(r.input.trim_end()),
        html::escape(&setting(game)),
        rules.board(),
        rules.rolls(),
        rules.practice_die(),
        rules.practice_target(),
        rules.dirac_faces(),
        rules.dirac_target()
    );
    let turns_chart = chart::turns(&r.turns.table, game.starts())?;
    let turns = format!(
        "{}{}",
        html::inline_svg(&turns_chart),
        html::doc(&r.turns.doc(), 3)
    );
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
        ("Chances".to_owned(), html::doc(&r.stats.doc(), 3)),
        ("Every pair of starts".to_owned(), sweep),
    ];
    Ok(html::page(
        "Dirac Dice report",
        "Advent of Code 2021, day 21, solved exactly under these rules",
        &sections,
    ))
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
