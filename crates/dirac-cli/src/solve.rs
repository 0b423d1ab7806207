//! `dirac solve`: both games on one input.

use dirac::Game;
use dirac::practice::{self, PracticeOutcome};
use dirac::quantum::{self, DiracOutcome};

use crate::cli::{Format, SolveArgs};
use crate::failure::Failure;
use crate::{load, render};

/// What `solve` found: the input and the outcome of each part asked for.
#[derive(Debug)]
pub(crate) struct Solved {
    pub(crate) game: Game,
    pub(crate) practice: Option<PracticeOutcome>,
    pub(crate) dirac: Option<DiracOutcome>,
}

/// Runs `solve`, returning the text for standard output and a note for standard error.
pub(crate) fn run(args: &SolveArgs) -> Result<(String, Option<String>), Failure> {
    let rules = args
        .rules
        .rules()
        .map_err(|e| Failure::usage(e.to_string()))?;
    let game = load::game(args.input.as_deref(), rules)?;
    let note = args.input.is_none().then(|| {
        "note: no input given, so dirac solved the puzzle's example (players starting on 4 and 8); \
         pass a file with `dirac solve INPUT`, or `-` to read standard input"
            .to_owned()
    });
    let limits = args.limits.limits();
    let practice = match args.part {
        Some(2) => None,
        _ => Some(practice::play(&game, &limits)?),
    };
    let dirac = match args.part {
        Some(1) => None,
        _ => Some(quantum::solve(&game, args.strategy, &limits)?),
    };
    let solved = Solved {
        game,
        practice,
        dirac,
    };
    let out = match args.format {
        Format::Text => render::text::solve(&solved),
        Format::Json => render::json::solve(&solved),
    };
    Ok((out, note))
}
