//! The `dirac` command. Thin glue: arguments in, the engine's results rendered out.

mod cli;
mod failure;
mod load;
mod render;
mod solve;

use std::io::{self, Write};
use std::process::ExitCode;

use clap::Parser;

use cli::{Cli, Command, SolveArgs};
use failure::Failure;

fn main() -> ExitCode {
    let cli = match Cli::try_parse() {
        Ok(cli) => cli,
        Err(e) => {
            // Help and version go to stdout with status 0; usage errors to stderr with 2.
            let _ = e.print();
            return ExitCode::from(u8::try_from(e.exit_code()).unwrap_or(2));
        }
    };
    match run(cli) {
        Ok(()) => ExitCode::SUCCESS,
        Err(failure) => {
            let _ = writeln!(io::stderr(), "dirac: error: {}", failure.message());
            failure.exit_code()
        }
    }
}

fn run(cli: Cli) -> Result<(), Failure> {
    let (out, note) = match cli.command {
        None => solve::run(&SolveArgs::default())?,
        Some(Command::Solve(args)) => solve::run(&args)?,
    };
    if let Some(note) = note {
        let _ = writeln!(io::stderr(), "{note}");
    }
    write_stdout(out.as_bytes())
}

/// Writes everything to stdout. A reader that stopped reading (`dirac solve | head -1`) is not
/// an error.
fn write_stdout(bytes: &[u8]) -> Result<(), Failure> {
    let mut stdout = io::stdout().lock();
    match stdout.write_all(bytes).and_then(|()| stdout.flush()) {
        Err(e) if e.kind() != io::ErrorKind::BrokenPipe => {
            Err(Failure::internal(format!("cannot write the output: {e}")))
        }
        _ => Ok(()),
    }
}
