//! `dirac stats`: exact probabilities of the Dirac game, and how the practice game ends.

use dirac::plan::{Plan, Stats};
use dirac::view::{Digits, EXACTLY_WRITTEN, StatsView};
use dirac::{Game, Limits};

use super::{Render, to_json};
use crate::failure::Failure;
use dirac_render::doc::Doc;

/// The statistics of a game, as the library views them.
#[derive(Debug)]
pub(crate) struct GameStats {
    pub(crate) view: StatsView,
}

/// The statistics of `game`: every digit for the formats that write fractions `whole` (JSON
/// and CSV, refused past [`dirac::view::MAX_EXACT_DIGITS`]), the ends for text, which writes
/// a long fraction by its lengths.
pub(crate) fn run(game: &Game, limits: &Limits, whole: bool) -> Result<GameStats, Failure> {
    Ok(GameStats {
        view: request(whole).plan(game, limits)?.run()?,
    })
}

/// What `dirac stats` asks the planner: every digit for JSON and CSV (`whole`), the ends of
/// long counts for text.
pub(crate) fn request(whole: bool) -> Stats {
    let digits = if whole {
        Digits::All
    } else {
        Digits::AtMost(EXACTLY_WRITTEN)
    };
    Stats { digits }
}

impl Render for GameStats {
    fn doc(&self) -> Doc {
        dirac_render::stats::doc(&self.view)
    }

    fn json(&self) -> String {
        to_json(&self.view)
    }

    fn csv(&self) -> String {
        dirac_render::stats::csv(&self.view)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::cli::Format;
    use crate::commands::{render, tests::game};

    #[test]
    fn example_in_every_format() {
        let s = run(&game(&[4, 8], None), &Limits::default(), true).unwrap();
        insta::assert_snapshot!("stats_example_text", render(&s, Format::Text, false));
        insta::assert_snapshot!(
            "stats_example_markdown",
            render(&s, Format::Markdown, false)
        );
        insta::assert_snapshot!("stats_example_csv", render(&s, Format::Csv, false));
        let json: StatsView = serde_json::from_str(&s.json()).unwrap();
        assert_eq!(json.practice.answer, "739785");
    }
}
