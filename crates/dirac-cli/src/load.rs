//! Where the game comes from: a file, standard input, or the built-in example.

use std::ffi::OsStr;
use std::fs::File;
use std::io::{self, IsTerminal, Read};

use dirac::input::MAX_INPUT_BYTES;
use dirac::{Game, Rules};

use crate::cli::GameArgs;
use crate::failure::Failure;

/// The puzzle's example, solved when no input is given.
pub(crate) const EXAMPLE: &str = "Player 1 starting position: 4\nPlayer 2 starting position: 8\n";

/// A game loaded from the command line, with its input text.
#[derive(Debug)]
pub(crate) struct Loaded {
    pub(crate) game: Game,
    pub(crate) text: String,
}

/// Reads the rules and the input named by `args` for the subcommand `command` ("solve").
/// `note` is told when the built-in example stands in for an input, and before waiting for
/// input typed on a terminal.
pub(crate) fn load(args: &GameArgs, command: &str, note: impl Fn(&str)) -> Result<Loaded, Failure> {
    let rules = args
        .rules
        .rules()
        .map_err(|e| Failure::usage(e.to_string()))?;
    let Some(input) = args.input.as_deref() else {
        let game = example(rules)?;
        note(&format!(
            "note: no input given, so dirac {command} used the puzzle's example (players \
             starting on 4 and 8); pass a file with `dirac {command} INPUT`, or `-` to read \
             standard input"
        ));
        return Ok(Loaded {
            game,
            text: EXAMPLE.to_owned(),
        });
    };
    if input == "-" && io::stdin().is_terminal() {
        note(
            "dirac: reading the input from standard input: type one line per player, \
             `Player N starting position: P`, then Ctrl-D",
        );
    }
    let bytes = read(input)?;
    let game = Game::parse_bytes(&bytes, rules).map_err(|e| Failure::usage(e.to_string()))?;
    Ok(Loaded {
        game,
        text: String::from_utf8_lossy(&bytes).into_owned(),
    })
}

fn example(rules: Rules) -> Result<Game, Failure> {
    let board = rules.board();
    Game::parse(EXAMPLE, rules).map_err(|e| {
        Failure::usage(format!(
            "the built-in example starts on spaces 4 and 8, which are not all on a board of {board} \
             spaces ({e}); pass an input file"
        ))
    })
}

pub(crate) fn read(input: &OsStr) -> Result<Vec<u8>, Failure> {
    if input == "-" {
        return read_capped(io::stdin().lock())
            .map_err(|e| Failure::usage(format!("cannot read standard input: {e}")));
    }
    let name = input.to_string_lossy();
    let file = File::open(input).map_err(|e| Failure::usage(cannot_open(&name, &e)))?;
    if file.metadata().is_ok_and(|m| m.is_dir()) {
        return Err(Failure::usage(format!(
            "cannot read {name:?}: it is a directory; pass a file, or `-` for standard input"
        )));
    }
    read_capped(file).map_err(|e| Failure::usage(format!("cannot read {name:?}: {e}")))
}

/// A solver's print-out for `trace --compare`, from a file or standard input (`-`): read as the
/// puzzle's input is, at most [`MAX_INPUT_BYTES`] (a thousand turns compared take a few dozen
/// KiB), and refused past them or where it is not UTF-8 text, with the line.
pub(crate) fn read_print_out(input: &OsStr) -> Result<String, Failure> {
    let bytes = read(input)?;
    let name = input.to_string_lossy();
    if bytes.len() > MAX_INPUT_BYTES {
        return Err(Failure::usage(format!(
            "--compare {name:?}: the print-out is too large ({} bytes or more; at most \
             {MAX_INPUT_BYTES} bytes, 1 MiB)",
            bytes.len()
        )));
    }
    String::from_utf8(bytes).map_err(|e| {
        let valid = &e.as_bytes()[..e.utf8_error().valid_up_to()];
        let line = valid.iter().filter(|&&b| b == b'\n').count() + 1;
        let column = valid.len() - valid.iter().rposition(|&b| b == b'\n').map_or(0, |i| i + 1) + 1;
        Failure::usage(format!(
            "--compare {name:?}: line {line}, column {column}: the byte {:#04x} is not UTF-8 \
             text; a print-out is text, a line per turn",
            e.as_bytes()[valid.len()]
        ))
    })
}

/// Why `name` could not be opened, in words; a missing file whose name looks like a
/// misspelt subcommand (`trns`) gets the subcommand suggested.
fn cannot_open(name: &str, e: &io::Error) -> String {
    let why = match e.kind() {
        io::ErrorKind::NotFound => "no such file or directory".to_owned(),
        io::ErrorKind::PermissionDenied => "permission denied".to_owned(),
        _ => e.to_string(),
    };
    let mut message = format!("cannot open {name:?}: {why}");
    if e.kind() == io::ErrorKind::NotFound {
        if let Some(command) = crate::cli::similar_command(name) {
            message.push_str(&format!(
                " (tip: did you mean the command `dirac {command}`?)"
            ));
        }
    }
    message
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
