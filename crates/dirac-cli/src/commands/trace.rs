//! `dirac trace`: the practice game turn by turn, in the puzzle's own words.

use std::ops::RangeInclusive;

use dirac::view::TraceView;
use dirac::{Game, Limits, practice};

use super::{Render, to_json};
use crate::failure::Failure;
use dirac_render::doc::Doc;

/// The turns traced.
#[derive(Debug)]
pub(crate) struct Traced {
    pub(crate) view: TraceView,
}

/// The turns `turns` of the practice game of `game`: refused, before any is played, when the
/// limits would be passed, and when the game ends before the first of them.
pub(crate) fn run(
    game: &Game,
    turns: RangeInclusive<u64>,
    limits: &Limits,
) -> Result<Traced, Failure> {
    let (outcome, _) = practice::trace_estimate(game, &turns, limits)?;
    let whole_game = turns == (1..=u64::MAX);
    if u128::from(*turns.start()) > outcome.turns() {
        return Err(Failure::usage(format!(
            "the game ends on turn {} (counting every player's turns), before turn {}, the \
             first that --turns asks for",
            outcome.turns(),
            turns.start(),
        )));
    }
    let trace = practice::trace_turns(game, turns, limits).map_err(|e| {
        let refused = matches!(e, dirac::Error::Refused(_));
        let failure = Failure::from(e);
        if refused && whole_game {
            // A long game may still be traced in part.
            Failure::usage(format!(
                "{}; or trace part of it with --turns A..B (its {} turns are counted from 1)",
                failure.message(),
                outcome.turns()
            ))
        } else {
            failure
        }
    })?;
    Ok(Traced {
        view: TraceView::new(game, &trace),
    })
}

impl Render for Traced {
    fn doc(&self) -> Doc {
        dirac_render::trace::doc(&self.view)
    }

    fn json(&self) -> String {
        to_json(&self.view)
    }

    fn csv(&self) -> String {
        dirac_render::trace::csv(&self.view)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::commands::tests::game;

    #[test]
    fn a_range_past_the_game_is_refused_with_its_length() {
        let e = run(&game(&[4, 8], None), 332..=400, &Limits::default()).unwrap_err();
        assert_eq!(
            e.message(),
            "the game ends on turn 331 (counting every player's turns), before turn 332, the \
             first that --turns asks for"
        );
        let last = run(&game(&[4, 8], None), 331..=400, &Limits::default()).unwrap();
        assert_eq!(last.view.rows.len(), 1);
        assert!(last.view.ended);
        let rules = dirac::Rules::builder()
            .practice_target(u64::MAX)
            .build()
            .unwrap();
        let long = run(
            &game(&[4, 8], Some(rules)),
            1..=u64::MAX,
            &Limits::default(),
        );
        let message = long.unwrap_err().message().to_owned();
        assert!(
            message.contains("or trace part of it with --turns A..B (its "),
            "{message}"
        );
    }

    #[test]
    fn json_reads_back_as_the_view_with_no_field_unknown() {
        let traced = run(&game(&[4, 8, 1], None), 30..=40, &Limits::default()).unwrap();
        let read: TraceView = serde_json::from_str(&traced.json()).unwrap();
        assert_eq!(read, traced.view);
    }
}
