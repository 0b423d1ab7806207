//! Where the game comes from: a file, standard input, or the built-in example.

use std::ffi::OsStr;
use std::fs::File;
use std::io::{self, Read};

use dirac::input::MAX_INPUT_BYTES;
use dirac::{Game, Rules};

use crate::failure::Failure;

/// The puzzle's example, solved when no input is given.
pub(crate) const EXAMPLE: &str = "Player 1 starting position: 4\nPlayer 2 starting position: 8\n";

/// Reads and parses the input under `rules`. `None` means the built-in example, announced on
/// stderr by the caller.
pub(crate) fn game(input: Option<&OsStr>, rules: Rules) -> Result<Game, Failure> {
    let Some(input) = input else {
        return Game::parse(EXAMPLE, rules).map_err(|e| {
            Failure::usage(format!(
                "the built-in example starts on spaces 4 and 8, which are not all on a board of {} \
                 spaces ({e}); pass an input file",
                rules.board()
            ))
        });
    };
    let bytes = if input == "-" {
        read_capped(io::stdin().lock())
            .map_err(|e| Failure::usage(format!("cannot read standard input: {e}")))?
    } else {
        let name = input.to_string_lossy();
        let file =
            File::open(input).map_err(|e| Failure::usage(format!("cannot open {name:?}: {e}")))?;
        if file.metadata().is_ok_and(|m| m.is_dir()) {
            return Err(Failure::usage(format!(
                "cannot read {name:?}: it is a directory; pass a file, or `-` for standard input"
            )));
        }
        read_capped(file).map_err(|e| Failure::usage(format!("cannot read {name:?}: {e}")))?
    };
    Game::parse_bytes(&bytes, rules).map_err(|e| Failure::usage(e.to_string()))
}

/// Reads at most one byte more than the parser accepts, so an enormous input is refused after
/// reading 1 MiB, not all of it.
fn read_capped(reader: impl Read) -> io::Result<Vec<u8>> {
    let mut bytes = Vec::new();
    reader
        .take(MAX_INPUT_BYTES as u64 + 1)
        .read_to_end(&mut bytes)?;
    Ok(bytes)
}
