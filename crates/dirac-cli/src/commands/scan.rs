//! `dirac scan`: the game under every value of one rule, from the library's [`ScanView`],
//! drawn by [`dirac_render::scan`] and [`dirac_render::chart::scan`].

use dirac::plan;
use dirac::scan::Values;
use dirac::view::{Digits, EXACTLY_WRITTEN, ScanView};
use dirac::{Game, Limits, Rule};

use super::{Render, to_json};
use crate::failure::Failure;
use crate::progress::Busy;
use dirac_render::doc::Doc;

/// A scan, viewed.
#[derive(Debug)]
pub(crate) struct Scanned {
    pub(crate) view: ScanView,
}

/// Scans `game` over `values`: every digit for the formats that write fractions `whole` (JSON
/// and CSV), the ends for text; a progress bar appears on a terminal's stderr once it has run
/// for a second.
pub(crate) fn run(
    game: &Game,
    values: &Values,
    limits: &Limits,
    whole: bool,
    busy: &Busy,
) -> Result<Scanned, Failure> {
    let progress = |done, total| busy.say(format!("scanning: {done} of {total} values"));
    Ok(Scanned {
        view: request(values, whole)
            .plan(game, limits)?
            .run_with(progress)?,
    })
}

/// What `dirac scan` asks the planner: every digit for JSON and CSV (`whole`), the ends of
/// long counts for text.
pub(crate) fn request(values: &Values, whole: bool) -> plan::Scan {
    let digits = if whole {
        Digits::All
    } else {
        Digits::AtMost(EXACTLY_WRITTEN)
    };
    plan::Scan {
        values: values.clone(),
        digits,
    }
}

/// The board to read the input on: the largest of a scanned board's values, so that a start
/// on any of them is read (each value's game checks its own starts).
pub(crate) fn reading_board(values: &Values) -> Option<u64> {
    match values {
        Values::Rule(Rule::Board, boards) => boards.iter().copied().max(),
        _ => None,
    }
}

impl Render for Scanned {
    fn doc(&self) -> Doc {
        dirac_render::scan::doc(&self.view)
    }

    fn json(&self) -> String {
        to_json(&self.view)
    }

    fn csv(&self) -> String {
        dirac_render::scan::csv(&self.view)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::cli::Format;
    use crate::commands::{render, tests::game};

    #[test]
    fn targets_in_every_format() {
        let values = Values::Rule(Rule::DiracTarget, vec![5, 7, 21]);
        let busy = Busy::start("testing");
        let s = run(
            &game(&[4, 8], None),
            &values,
            &Limits::default(),
            true,
            &busy,
        )
        .unwrap();
        insta::assert_snapshot!("scan_targets_text", render(&s, Format::Text, false));
        insta::assert_snapshot!("scan_targets_markdown", render(&s, Format::Markdown, false));
        insta::assert_snapshot!("scan_targets_csv", render(&s, Format::Csv, false));
        let json: ScanView = serde_json::from_str(&s.json()).unwrap();
        assert_eq!(json.by_value[2].dirac.answer, "444356092776315");
        assert_eq!(json.by_value[1].contrast, s.view.by_value[1].contrast);
        assert!(!json.by_value[1].contrast.is_empty());
    }
}
