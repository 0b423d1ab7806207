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
    Ok(Checked {
        view: request(answer, part, reveal)?.plan(game, limits)?.run()?,
    })
}

/// What `dirac check` asks the planner.
pub(crate) fn request(answer: &str, part: Option<u8>, reveal: bool) -> Result<Check, Failure> {
    Ok(Check {
        answer: parse_answer(answer)?,
        parts: Parts::of(part),
        reveal,
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

impl Render for Catalog {
    fn doc(&self) -> Doc {
        dirac_render::check::list(&dirac::check::catalog::entries(&self.0))
    }

    fn json(&self) -> String {
        to_json(&dirac::check::catalog::entries(&self.0))
    }

    fn csv(&self) -> String {
        dirac_render::check::list_csv(&dirac::check::catalog::entries(&self.0))
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

    #[test]
    fn the_catalog_is_the_same_in_every_format() {
        let catalog = Catalog(Rules::builder().board(7).build().unwrap());
        let entries: Vec<dirac::view::CatalogEntry> =
            serde_json::from_str(&catalog.json()).unwrap();
        assert_eq!(entries, dirac::check::catalog::entries(&catalog.0));
        let zero = entries
            .iter()
            .find(|e| e.id == "space-scores-zero")
            .unwrap();
        assert_eq!(
            (zero.kind.as_str(), &zero.parts[..]),
            ("scoring", &[1, 2][..])
        );
        assert!(
            zero.mistake.contains("space 7 scores 0"),
            "{}",
            zero.mistake
        );
        let text = render(&catalog, Format::Text, false);
        let csv = render(&catalog, Format::Csv, false);
        assert_eq!(
            csv.lines().next(),
            Some("id,parts,kind,mistake,fix"),
            "{csv}"
        );
        for e in &entries {
            let row = text
                .lines()
                .find(|l| l.trim_start().starts_with(&format!("{} ", e.id)));
            let row = row.unwrap_or_else(|| panic!("{} not in {text}", e.id));
            assert!(row.contains(&e.kind) && row.contains(&e.mistake), "{row}");
            assert!(csv.contains(&e.fix.replace('"', "\"\"")), "{}", e.fix);
        }
    }
}
