//! The subcommands: each builds its results with the library, then renders them with pure
//! functions (text and Markdown from one [`Doc`], JSON and CSV from the results).

pub(crate) mod bench;
pub(crate) mod check;
pub(crate) mod explain;
pub(crate) mod report;
pub(crate) mod scan;
pub(crate) mod schema;
pub(crate) mod simulate;
pub(crate) mod solve;
pub(crate) mod stats;
pub(crate) mod sweep;
pub(crate) mod trace;
pub(crate) mod turns;

use dirac::Game;
use dirac::view::RulesView;

use crate::cli::Format;
use dirac_render::doc::{self, Doc};

/// A command's results in every form it can take.
pub(crate) trait Render {
    /// Text and Markdown.
    fn doc(&self) -> Doc;
    /// JSON, pretty-printed with a final newline.
    fn json(&self) -> String;
    /// One CSV table.
    fn csv(&self) -> String;
}

/// The output in `format`; text is coloured when `colour` is set.
pub(crate) fn render(results: &impl Render, format: Format, colour: bool) -> String {
    match format {
        Format::Text => doc::text(&results.doc(), colour),
        Format::Markdown => doc::markdown(&results.doc()),
        Format::Json => results.json(),
        Format::Csv => results.csv(),
    }
}

/// Serialises plain data, which cannot fail, pretty-printed with a final newline.
pub(crate) fn to_json(value: &impl serde::Serialize) -> String {
    let mut out = serde_json::to_string_pretty(value).unwrap_or_default();
    out.push('\n');
    out
}

/// "2 players start on spaces 4 and 8 of a board of 10 spaces; a turn is 3 rolls."
pub(crate) fn setting(game: &Game) -> String {
    dirac_render::words::setting(&RulesView::from(game.rules()), game.starts())
}

#[cfg(test)]
pub(crate) mod tests {
    use dirac::Game;

    /// A game for renderer tests: `starts` under the puzzle's rules changed by `rules`.
    pub(crate) fn game(starts: &[u32], rules: Option<dirac::Rules>) -> Game {
        Game::new(rules.unwrap_or_default(), starts.to_vec()).unwrap()
    }
}
