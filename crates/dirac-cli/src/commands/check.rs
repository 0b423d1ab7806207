//! `dirac check`: a user's answer against the right ones and every known mistake's number.

use dirac::check::parse_answer;
use dirac::plan::{Check, Parts, Plan};
use dirac::view::CheckView;
use dirac::{Game, Limits, Rules};

use super::{Render, to_json};
use crate::failure::Failure;
use dirac_render::doc::Doc;

/// The check of an answer, as the library views it.
#[derive(Debug)]
pub(crate) struct Checked {
    pub(crate) view: CheckView,
}

/// Checks `answer` (as the user wrote it) for `game` against `part` (both when `None`).
pub(crate) fn run(
    game: &Game,
    answer: &str,
    part: Option<u8>,
    reveal: bool,
    limits: &Limits,
) -> Result<Checked, Failure> {
    let request = Check {
        answer: parse_answer(answer)?,
        parts: Parts::of(part),
        reveal,
    };
    Ok(Checked {
        view: request.plan(game, limits)?.run()?,
    })
}

impl Render for Checked {
    fn doc(&self) -> Doc {
        dirac_render::check::doc(&self.view, dirac_render::check::REVEAL_FLAG)
    }

    fn json(&self) -> String {
        to_json(&self.view)
    }

    fn csv(&self) -> String {
        dirac_render::check::csv(&self.view)
    }
}

/// The catalog of known mistakes, in the words of some rules (`dirac check --list`).
pub(crate) struct Catalog(pub(crate) Rules);

/// One mistake of the catalog in JSON.
#[derive(serde::Serialize, schemars::JsonSchema)]
pub(crate) struct Entry {
    /// The mistake's stable id, such as `die-off-by-one`.
    id: &'static str,
    /// The parts it can change: 1, 2 or both.
    parts: &'static [u8],
    /// The mistake, in the words of the rules given.
    mistake: String,
}

impl Render for Catalog {
    fn doc(&self) -> Doc {
        dirac_render::check::list(&self.0)
    }

    fn json(&self) -> String {
        let entries: Vec<Entry> = dirac::check::Mistake::ALL
            .iter()
            .map(|m| Entry {
                id: m.id(),
                parts: m.parts(),
                mistake: m.words(&self.0, m.parts()[0]).mistake,
            })
            .collect();
        to_json(&entries)
    }

    fn csv(&self) -> String {
        dirac_render::check::list_csv(&self.0)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::cli::Format;
    use crate::commands::{render, tests::game};

    #[test]
    fn each_verdict_in_text() {
        let g = game(&[4, 8], None);
        let limits = Limits::default();
        for (name, answer) in [
            ("right", "739785"),
            ("fewer_wins", "341960390180808"),
            ("unknown", "12345"),
        ] {
            let c = run(&g, answer, None, false, &limits).unwrap();
            insta::assert_snapshot!(
                format!("check_{name}_text"),
                render(&c, Format::Text, false)
            );
        }
        let c = run(&g, "12345", None, false, &limits).unwrap();
        let json: CheckView = serde_json::from_str(&c.json()).unwrap();
        assert_eq!(json, c.view);
    }
}
