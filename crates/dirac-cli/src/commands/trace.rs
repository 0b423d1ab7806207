//! `dirac trace`: the practice game turn by turn, in the puzzle's own words.

use std::ops::RangeInclusive;

use dirac::plan::{Plan, Trace};
use dirac::view::TraceView;
use dirac::{Game, Limits};

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
    let whole_game = turns == Trace::whole();
    let request = Trace {
        turns,
        written: dirac_render::trace::WRITTEN,
    };
    // The game's length, for what to say when the turns asked for are too many: known to the
    // plan of its first turn alone.
    let length = || {
        let first = Trace {
            turns: 1..=1,
            written: dirac::plan::Written::NOTHING,
        };
        first.plan(game, limits).map(|p| p.game_turns())
    };
    let plan = match request.plan(game, limits) {
        Ok(plan) => plan,
        Err(e @ dirac::Error::Refused(_)) if whole_game => {
            // A long game may still be traced in part.
            let failure = Failure::from(e);
            return Err(match length() {
                Ok(turns) => Failure::usage(format!(
                    "{}; or trace part of it with --turns A..B (its {turns} turns are counted \
                     from 1)",
                    failure.message(),
                )),
                Err(_) => failure,
            });
        }
        Err(e @ dirac::Error::PastTheEnd { .. }) => {
            return Err(Failure::usage(format!("{e} by --turns")));
        }
        Err(e) => return Err(e.into()),
    };
    Ok(Traced { view: plan.run()? })
}

/// A solver's print-out compared with the game.
#[derive(Debug)]
pub(crate) struct Compared {
    pub(crate) view: dirac::view::TracesCompared,
}

/// Compares `mine` (a print-out, a line per turn) with the practice game of `game`.
pub(crate) fn compare(game: &Game, mine: String, limits: &Limits) -> Result<Compared, Failure> {
    let request = dirac::plan::CompareTrace { mine };
    Ok(Compared {
        view: request.plan(game, limits)?.run()?,
    })
}

impl Render for Compared {
    fn doc(&self) -> Doc {
        dirac_render::check::compared(&self.view)
    }

    fn json(&self) -> String {
        to_json(&self.view)
    }

    fn csv(&self) -> String {
        dirac_render::check::compared_csv(&self.view)
    }
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
             first asked for by --turns"
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
