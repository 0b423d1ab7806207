//! The `dirac` command. Thin glue: arguments in, the engine's results rendered out.

mod cli;
mod commands;
mod failure;
mod load;
mod output;
mod render;

use std::io::{self, Write};
use std::process::ExitCode;

use clap::Parser;

use cli::{Cli, Command, OutputArgs, SolveArgs};
use commands::Render;
use failure::Failure;
use render::chart;

fn main() -> ExitCode {
    // Ctrl-C ends at once with the conventional status 130, leaving no half-written output.
    let _ = ctrlc::set_handler(|| {
        output::abandon();
        std::process::exit(130);
    });
    let cli = match Cli::try_parse() {
        Ok(cli) => cli,
        Err(e) if e.use_stderr() => {
            let _ = writeln!(io::stderr(), "{}", one_line(&e));
            return ExitCode::from(2);
        }
        Err(e) => {
            // Help and version go to stdout, with status 0.
            let _ = e.print();
            return ExitCode::SUCCESS;
        }
    };
    match run(cli
        .command
        .unwrap_or_else(|| Command::Solve(SolveArgs::default())))
    {
        Ok(()) => ExitCode::SUCCESS,
        Err(failure) => {
            let _ = writeln!(io::stderr(), "dirac: error: {}", failure.message());
            failure.exit_code()
        }
    }
}

fn run(command: Command) -> Result<(), Failure> {
    match command {
        Command::Solve(a) => {
            let loaded = loaded(&a.game)?;
            let limits = a.game.limits.limits();
            let solved = commands::solve::run(loaded.game, a.part, a.strategy, &limits)?;
            emit(&a.output, &solved)
        }
        Command::Turns(a) => {
            let loaded = loaded(&a.game)?;
            let starts = loaded.game.starts().to_vec();
            let turns = commands::turns::run(loaded.game, &a.game.limits.limits())?;
            if let Some(svg) = &a.svg {
                output::write(svg, chart::turns(&turns.table, &starts)?.as_bytes())?;
            }
            emit(&a.output, &turns)
        }
        Command::Stats(a) => {
            let loaded = loaded(&a.game)?;
            let stats = commands::stats::run(loaded.game, &a.game.limits.limits())?;
            emit(&a.output, &stats)
        }
        Command::Sweep(a) => {
            let rules = a.rules.rules().map_err(|e| Failure::usage(e.to_string()))?;
            let swept = commands::sweep::run(rules, &a.limits.limits())?;
            if let Some(svg) = &a.svg {
                output::write(svg, chart::sweep(&swept.sweep)?.as_bytes())?;
            }
            emit(&a.output, &swept)
        }
        Command::Report(a) => {
            let loaded = loaded(&a.game)?;
            let report = commands::report::run(loaded.text, &loaded.game, &a.game.limits.limits())?;
            output::write(&a.output, commands::report::render(&report)?.as_bytes())
        }
        Command::Bench(a) => {
            let loaded = loaded(&a.game)?;
            let bench = commands::bench::run(loaded.game, &a.game.limits.limits())?;
            emit(&a.output, &bench)
        }
    }
}

/// A usage error in one line, like every other error: clap's message and its tips, without the
/// usage summary (which `--help` shows).
fn one_line(e: &clap::Error) -> String {
    let text = e.render().to_string();
    let mut lines = text.lines().map(str::trim).filter(|l| !l.is_empty());
    let first = lines.next().unwrap_or("usage error");
    let mut out = format!("dirac: error: {}", first.trim_start_matches("error: "));
    for tip in lines.filter(|l| l.starts_with("tip:")) {
        out.push_str(&format!(" ({tip})"));
    }
    out.push_str("; see `dirac --help`");
    out
}

/// Loads the game, saying on stderr when the built-in example stands in for an input.
fn loaded(args: &cli::GameArgs) -> Result<load::Loaded, Failure> {
    let loaded = load::load(args)?;
    if let Some(note) = loaded.note {
        let _ = writeln!(io::stderr(), "{note}");
    }
    Ok(loaded)
}

/// Renders `results` as asked and writes them.
fn emit(out: &OutputArgs, results: &impl Render) -> Result<(), Failure> {
    let text = commands::render(results, out.format, output::colour(&out.output));
    output::write(&out.output, text.as_bytes())
}
