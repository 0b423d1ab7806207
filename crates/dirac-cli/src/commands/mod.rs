//! The subcommands: each builds its results with the library, then renders them with pure
//! functions (text and Markdown from one [`Doc`], JSON and CSV from the results).

pub(crate) mod bench;
pub(crate) mod report;
pub(crate) mod solve;
pub(crate) mod stats;
pub(crate) mod sweep;
pub(crate) mod turns;

use dirac::{Count, Game, Rules};

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

/// `part / whole` as a percentage, rounded from the exact fraction: "56.51%".
pub(crate) fn share(part: &Count, whole: &Count) -> String {
    dirac::view::Share::new(part, whole).percent
}

/// "1 space", "10 spaces": `n` and the noun, plural unless `n` is one.
pub(crate) fn plural(n: impl std::fmt::Display, noun: &str) -> String {
    let n = n.to_string();
    if n == "1" {
        format!("{n} {noun}")
    } else {
        format!("{n} {noun}s")
    }
}

/// What the practice die rolls: "a 100-sided die rolling 1, 2, 3, ...", "a 2-sided die rolling
/// 1, 2, 1, 2, ...", "a 1-sided die rolling 1 every time".
pub(crate) fn practice_die(sides: u32) -> String {
    let rolls = match sides {
        1 => "1 every time".to_owned(),
        2 => "1, 2, 1, 2, ...".to_owned(),
        3 => "1, 2, 3, 1, 2, 3, ...".to_owned(),
        _ => "1, 2, 3, ...".to_owned(),
    };
    format!("a {sides}-sided die rolling {rolls}")
}

/// "2 players start on spaces 4 and 8 of a board of 10 spaces; a turn is 3 rolls."
pub(crate) fn setting(game: &Game) -> String {
    const SHOWN: usize = 12;
    let starts = game.starts();
    let list: Vec<String> = starts.iter().take(SHOWN).map(u32::to_string).collect();
    let who = match starts.len() {
        1 => format!("One player starts on space {}", starts[0]),
        n if n <= SHOWN => format!(
            "{n} players start on spaces {} and {}",
            list[..n - 1].join(", "),
            list[n - 1]
        ),
        n => format!("{n} players start on spaces {}, ...", list.join(", ")),
    };
    let rules = game.rules();
    format!(
        "{who} of a board of {}; a turn is {}.",
        plural(rules.board(), "space"),
        plural(rules.rolls(), "roll"),
    )
}

/// "a 3-faced Dirac die, first to 21 points".
pub(crate) fn dirac_rules(rules: &Rules) -> String {
    let splits = match rules.dirac_faces() {
        1 => "never splits the universe".to_owned(),
        f => format!("splits the universe in {f} at every roll"),
    };
    format!(
        "a {}-faced Dirac die {splits}; first to {}",
        rules.dirac_faces(),
        plural(rules.dirac_target(), "point")
    )
}

/// A count with its size in digits when it is long: the library's rule.
pub(crate) fn long_count(c: &Count) -> String {
    dirac::view::Digits::with_length(c)
}

#[cfg(test)]
pub(crate) mod tests {
    use dirac::Game;

    /// A game for renderer tests: `starts` under the puzzle's rules changed by `rules`.
    pub(crate) fn game(starts: &[u32], rules: Option<dirac::Rules>) -> Game {
        Game::new(rules.unwrap_or_default(), starts.to_vec()).unwrap()
    }

    #[test]
    fn a_die_says_what_it_rolls_whatever_its_sides() {
        let said: Vec<String> = (1..=4).map(super::practice_die).collect();
        assert_eq!(
            said,
            [
                "a 1-sided die rolling 1 every time",
                "a 2-sided die rolling 1, 2, 1, 2, ...",
                "a 3-sided die rolling 1, 2, 3, 1, 2, 3, ...",
                "a 4-sided die rolling 1, 2, 3, ...",
            ]
        );
    }
}
