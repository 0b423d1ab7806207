//! Command-line arguments: parsed by clap, then turned into validated values once.

use std::ffi::OsString;
use std::ops::RangeInclusive;
use std::path::PathBuf;

use clap::builder::{PossibleValue, PossibleValuesParser, TypedValueParser};
use clap::{Args, CommandFactory, Parser, Subcommand, ValueEnum};
use dirac::Strategy;
use dirac::die::{Die, DieError, Sequence};
use dirac::num::{Whole, parse_whole};
use dirac::scan::Values;
use dirac::{Limits, Rule, RuleError, Rules};

use crate::output::ColorChoice;

/// What every command that reads a game says after its options.
const GAME_HELP: &str = "\
Input: one line per player, `Player N starting position: P`, players numbered 1, 2, 3, ... in
order (at most 1000 players, 1 MiB). Without INPUT, dirac solves the puzzle's example (starts 4
and 8).";

/// Limits and exit status, said by every command.
const LIMITS_HELP: &str = "\
Numbers: every rule and limit flag, die value and turn takes a whole number, in digits or with
an exponent as dirac prints large numbers (1e18, 2.5e9). Dice: values separated by commas, a..b
for a range (either way round), and :k after a value or a range for each of its values k times
(0..2:3 is 0, 0, 0, 1, 1, 1, 2, 2, 2).

Limits: every rule has the range its flag shows; games have at most 1000 players and sweeps
cover boards of at most 1000 spaces. Before a run starts, its time and memory are estimated, and
it is refused at once with the estimate if they pass --max-work or --max-memory. A step of work
is a nanosecond of the reference CPU, so the default, 1e10, is about ten seconds; memory is what
the run holds beyond what dirac holds before any work.

Exit status: 0 success; 1 internal error (a bug in dirac); 2 bad input, bad rules, work refused
by the limits, an environment dirac cannot use (DIRAC_KERNEL), an output that cannot be written
(a full disk), or a usage error. A closed standard output (`dirac solve | head -1`) is not an
error.";

/// `after_help` of a command: its examples, what it reads (if it reads a game), its limits.
fn after_help(examples: &str, reads_a_game: bool) -> String {
    let mut out = format!("Examples:\n{examples}\n\n");
    if reads_a_game {
        out.push_str(GAME_HELP);
        out.push_str("\n\n");
    }
    out.push_str(LIMITS_HELP);
    out
}

/// The top level's examples: one per command.
const EXAMPLES: &str = "  dirac                              solve the puzzle's example
  dirac solve input.txt              solve your input: both answers, then how they come about
  dirac input.txt                    the same (a file alone means `solve`)
  dirac turns input.txt              the Dirac game round by round
  dirac stats input.txt              exact chances of winning, how long games last
  dirac trace input.txt              the practice game turn by turn, in the puzzle's words
  dirac check input.txt 12345        is my answer right? if not, which known mistake gives it
  dirac simulate input.txt           the game played with random dice, beside the exact chances
  dirac sweep --board 12             both games for every pair of starts
  dirac scan --dirac-target 5..60    the game under every target from 5 to 60
  dirac report input.txt -o r.html   everything on one HTML page
  dirac completions bash             a completion script for your shell
  dirac man > dirac.1                the manual page";

/// Solve, explain and explore the Dirac Dice game (Advent of Code 2021, day 21) under any rules.
#[derive(Debug, Parser)]
#[command(
    name = "dirac",
    version,
    long_version = LONG_VERSION,
    after_help = after_help(EXAMPLES, true),
)]
pub(crate) struct Cli {
    #[command(subcommand)]
    pub(crate) command: Option<Command>,

    /// When to colour text
    #[arg(long, value_enum, value_name = "WHEN", global = true, default_value_t = ColorChoice::Auto)]
    pub(crate) color: ColorChoice,
}

/// `--version`: the number, then what this build is and does.
const LONG_VERSION: &str = concat!(
    env!("CARGO_PKG_VERSION"),
    "\nExact solver for the Dirac Dice game (Advent of Code 2021, day 21) under any rules.",
    "\nDirac strategies: per-player (default), memo, backward, stack; counts on u64, u128, then \
     big integers.",
    "\nLicense: ",
    env!("CARGO_PKG_LICENSE"),
);

#[derive(Debug, Subcommand)]
pub(crate) enum Command {
    /// Solve both games: `Part 1: <answer>`, `Part 2: <answer>`, then the details.
    #[command(after_help = after_help("  dirac solve input.txt
  dirac solve input.txt --part 2 --strategy memo
  dirac solve - --board 12 --dirac-target 30 < input.txt
  dirac solve input.txt --format json -o answers.json", true))]
    Solve(SolveArgs),
    /// The Dirac game turn by turn: each player alone, then the combined game round by round.
    #[command(after_help = after_help("  dirac turns input.txt
  dirac turns input.txt --svg rounds.svg
  dirac turns input.txt --format csv -o turns.csv", true))]
    Turns(TurnsArgs),
    /// Probabilities: who wins how often, how long games last; and the practice game's end.
    #[command(after_help = after_help("  dirac stats input.txt
  dirac stats input.txt --dirac-faces 2 --format markdown", true))]
    Stats(StatsArgs),
    /// The practice game turn by turn, in the puzzle's words: `Player 1 rolls 1+2+3 and moves
    /// to space 10 for a total score of 10.`
    #[command(after_help = after_help("  dirac trace input.txt
  dirac trace input.txt | diff - my-output.txt
  dirac trace input.txt --turns 1..20
  dirac trace input.txt --compare my-output.txt
  dirac trace input.txt --format csv -o trace.csv", true))]
    Trace(TraceArgs),
    /// Check an answer: right, the number a known mistake gives (named, with where its game
    /// parts from the right one and how to fix it), or neither, with what helps. The right
    /// answer stays hidden unless asked for.
    #[command(allow_negative_numbers = true, after_help = after_help("  dirac check input.txt 444356092776315
  dirac check 341960390180808            (the puzzle's example)
  dirac check input.txt -610959416       (a negative answer)
  dirac check input.txt 739785 --part 1 --reveal
  dirac check --list", true))]
    Check(CheckArgs),
    /// The Dirac game played with random dice, game after game: each player's share of the
    /// games won beside their exact probability and their share of the universes.
    #[command(after_help = after_help("  dirac simulate input.txt
  dirac simulate input.txt --games 100000 --seed 7
  dirac simulate --dirac-target 7 --format json", true))]
    Simulate(SimulateArgs),
    /// Both games for every pair of starts of two players, with a summary; with one rule given
    /// several values, a sweep for each (the Dirac target over a range: the atlas, in one
    /// pass).
    #[command(after_help = after_help("  dirac sweep
  dirac sweep --board 12 --svg sweep.svg
  dirac sweep --format csv -o sweep.csv
  dirac sweep --dirac-target 1..100 --format csv -o atlas.csv
  dirac sweep --players 3 --svg three.svg", false))]
    Sweep(SweepArgs),
    /// The game under every value of one rule: both answers, each player's chance and share
    /// of the universes, the expected length, a row per value.
    #[command(after_help = after_help("  dirac scan --dirac-target 5..60
  dirac scan input.txt --board 8,10,12 --dirac-target 30
  dirac scan --dirac-die 1..3 --dirac-die 1:2,2 --dirac-die 0..3
  dirac scan --dirac-target 1..40 --svg scan.svg --format csv -o scan.csv", true))]
    Scan(ScanArgs),
    /// One self-contained HTML page: answers, turn table and chart, statistics, sweep heatmap.
    #[command(after_help = after_help("  dirac report input.txt -o report.html
  dirac report input.txt --dirac-target 30 -o report.html", true))]
    Report(ReportArgs),
    /// Time every strategy and the practice game on the input, in process.
    ///
    /// The limits hold the whole bench: a subject whose runs would pass what the ones before
    /// it left is listed as refused, and a bench with nothing to time is refused (exit status
    /// 2).
    #[command(after_help = after_help("  dirac bench input.txt
  dirac bench input.txt --format json", true))]
    Bench(BenchArgs),
    /// Print a completion script for a shell.
    #[command(after_help = "Examples:
  dirac completions bash > /etc/bash_completion.d/dirac
  dirac completions zsh > \"${fpath[1]}/_dirac\"
  dirac completions fish > ~/.config/fish/completions/dirac.fish")]
    Completions(CompletionsArgs),
    /// Print the manual pages (roff), made from these options: dirac's, or one command's.
    #[command(after_help = "Examples:
  dirac man --dir ~/.local/share/man/man1    install every page, then `man dirac-solve`
  dirac man > dirac.1 && man ./dirac.1
  dirac man solve | man -l -")]
    Man(ManArgs),
    /// Print the JSON Schema of a JSON output, generated from the types dirac writes; with no
    /// name, list the outputs.
    #[command(after_help = "Examples:
  dirac schema
  dirac schema solve > solve.schema.json")]
    Schema(SchemaArgs),
}

/// Arguments of `dirac schema`.
#[derive(Debug, Args)]
pub(crate) struct SchemaArgs {
    /// The output (as `dirac schema` lists them: solve, sweep, check-list, page, ...)
    #[arg(value_name = "OUTPUT")]
    pub(crate) name: Option<String>,

    #[command(flatten)]
    pub(crate) to: ToFile,
}

/// Where a command that writes one text (a script, a schema) writes it.
#[derive(Debug, Args)]
pub(crate) struct ToFile {
    /// Write it to FILE (`-` for standard output)
    #[arg(
        short,
        long,
        value_name = "FILE",
        default_value = "-",
        help_heading = "Output"
    )]
    pub(crate) output: PathBuf,
}

/// Arguments of `dirac completions`.
#[derive(Debug, Args)]
pub(crate) struct CompletionsArgs {
    /// The shell
    #[arg(value_name = "SHELL")]
    pub(crate) shell: clap_complete::Shell,

    #[command(flatten)]
    pub(crate) to: ToFile,
}

/// Arguments of `dirac man`.
#[derive(Debug, Args)]
pub(crate) struct ManArgs {
    /// The page of one command (`dirac-solve(1)`, ...) [default: the page of dirac itself]
    #[arg(value_name = "COMMAND", value_parser = PossibleValuesParser::new(PAGES))]
    pub(crate) command: Option<String>,

    /// Write the page to FILE (`-` for standard output)
    #[arg(
        short,
        long,
        value_name = "FILE",
        default_value = "-",
        help_heading = "Output",
        conflicts_with = "dir"
    )]
    pub(crate) output: PathBuf,

    /// Write every page (dirac.1, dirac-solve.1, ...) into the folder DIR, such as
    /// ~/.local/share/man/man1
    #[arg(long, value_name = "DIR", help_heading = "Output")]
    pub(crate) dir: Option<PathBuf>,
}

/// The commands with a manual page of their own.
pub(crate) const PAGES: [&str; 13] = [
    "solve",
    "turns",
    "stats",
    "trace",
    "check",
    "simulate",
    "sweep",
    "scan",
    "report",
    "bench",
    "completions",
    "man",
    "schema",
];

/// The subcommand named in `args` (the program's arguments, its name first), if any.
pub(crate) fn subcommand_of(args: &[OsString]) -> Option<String> {
    let names: Vec<String> = Cli::command()
        .get_subcommands()
        .map(|c| c.get_name().to_owned())
        .collect();
    args.iter()
        .skip(1)
        .filter_map(|a| a.to_str())
        .find(|a| names.iter().any(|n| n == a))
        .map(str::to_owned)
}

/// `dirac [--color WHEN] ARGS...` means `dirac solve ARGS...` when the first of `ARGS` is an
/// operand (a path, or `-`) or a flag of `solve`: `dirac nope.txt`, `dirac --format json
/// my.txt`, `dirac -ox.json` and `dirac -` are all `solve`, so they get solve's messages
/// ("cannot open ...") and flags. A subcommand, `help`, a flag of the top level (`--help`,
/// `--version`) or any other flag is left to clap, whose message then names it.
pub(crate) fn with_implied_solve(mut args: Vec<OsString>) -> Vec<OsString> {
    let command = Cli::command();
    // Past the global `--color WHEN` (or `--color=WHEN`), wherever it stands first.
    let mut at = 1;
    while let Some(arg) = args.get(at) {
        match arg.to_str() {
            Some("--color") => at += 2,
            Some(a) if a.starts_with("--color=") => at += 1,
            _ => break,
        }
    }
    let Some(first) = args.get(at).and_then(|a| a.to_str()) else {
        // Nothing left (or a name that is not UTF-8, which only a path can be).
        if args.get(at).is_some() {
            args.insert(at, OsString::from("solve"));
        }
        return args;
    };
    let is_command = command.get_subcommands().any(|c| c.get_name() == first) || first == "help";
    let top_level = ["-h", "--help", "-V", "--version"].contains(&first);
    let is_solve_flag = first.starts_with('-') && first != "-" && {
        // `--format=json` is `--format`; `-ox.json` is `-o` with its value attached.
        let name = match first.strip_prefix("--") {
            Some(_) => first.split('=').next().unwrap_or(first),
            None => first.get(..2).unwrap_or(first),
        };
        command
            .find_subcommand("solve")
            .is_some_and(|solve| takes_flag(solve, name))
    };
    let is_operand = !first.starts_with('-') || first == "-";
    if !is_command && !top_level && (is_operand || is_solve_flag) {
        args.insert(at, OsString::from("solve"));
    }
    args
}

/// The first operand of `args` (past a global `--color WHEN`) when it is no command and no
/// file but looks like a misspelt command (`dirac turn my.txt`), with that command: the
/// operand would otherwise be solved as a file, and the rest refused as solve's.
pub(crate) fn misspelt_command(args: &[OsString]) -> Option<(String, String)> {
    let mut at = 1;
    while let Some(arg) = args.get(at).and_then(|a| a.to_str()) {
        match arg {
            "--color" => at += 2,
            a if a.starts_with("--color=") => at += 1,
            _ => break,
        }
    }
    let first = args.get(at)?.to_str()?;
    let command = Cli::command();
    let known = command.get_subcommands().any(|c| c.get_name() == first) || first == "help";
    if known || first.starts_with('-') || std::path::Path::new(first).exists() {
        return None;
    }
    similar_command(first).map(|c| (first.to_owned(), c))
}

/// `--explain` followed by one of its values as a word of its own (`--explain analyze`), with
/// that value and the command it was given to (`solve` where none is named): the flag takes
/// its value only after `=`, so the word would be read as the input file or refused as an
/// operand, with no word of the flag.
pub(crate) fn explain_value_apart(args: &[OsString]) -> Option<(String, String)> {
    let value = args.windows(2).find_map(|pair| {
        let value = pair[1].to_str()?;
        let named = Explain::value_variants()
            .iter()
            .any(|v| v.to_possible_value().is_some_and(|p| p.get_name() == value));
        (pair[0] == "--explain" && named && !std::path::Path::new(value).exists())
            .then(|| value.to_owned())
    })?;
    let command = Cli::command();
    let name = args
        .iter()
        .skip(1)
        .filter_map(|a| a.to_str())
        .find(|a| command.get_subcommands().any(|c| c.get_name() == *a))
        .unwrap_or("solve");
    Some((value, name.to_owned()))
}

/// Whether the subcommand `name` takes no operand at all: `sweep`, which plays every pair of
/// starts and reads no input.
pub(crate) fn reads_no_input(name: &str) -> bool {
    Cli::command()
        .find_subcommand(name)
        .is_some_and(|c| c.get_positionals().next().is_none())
}

/// Whether `command` takes the flag `name` (`--board`, `-o`).
fn takes_flag(command: &clap::Command, name: &str) -> bool {
    command.get_arguments().any(|a| {
        a.get_long()
            .is_some_and(|l| name.strip_prefix("--") == Some(l))
            || a.get_short().is_some_and(|s| name == format!("-{s}"))
    })
}

/// The subcommands that take the flag `name`, for a hint when another subcommand was given it.
pub(crate) fn commands_taking(name: &str) -> Vec<String> {
    Cli::command()
        .get_subcommands()
        .filter(|c| takes_flag(c, name))
        .map(|c| c.get_name().to_owned())
        .collect()
}

/// The subcommand whose name `word` most resembles, if it is close enough to be a typo of it.
pub(crate) fn similar_command(word: &str) -> Option<String> {
    Cli::command()
        .get_subcommands()
        .map(|c| (strsim::jaro(word, c.get_name()), c.get_name().to_owned()))
        .filter(|(score, _)| *score > 0.8)
        .max_by(|a, b| a.0.total_cmp(&b.0))
        .map(|(_, name)| name)
}

/// Arguments of `dirac bench`.
#[derive(Debug, Args, Default)]
pub(crate) struct BenchArgs {
    #[command(flatten)]
    pub(crate) game: GameArgs,

    #[command(flatten)]
    pub(crate) output: OutputArgs,
}

/// The game: input, rules and limits.
#[derive(Debug, Args, Default)]
pub(crate) struct GameArgs {
    /// Puzzle input file, or `-` for standard input [default: the puzzle's example]
    #[arg(value_name = "INPUT")]
    pub(crate) input: Option<OsString>,

    #[command(flatten)]
    pub(crate) rules: RuleArgs,

    #[command(flatten)]
    pub(crate) limits: LimitArgs,
}

/// Where and how to write the output.
#[derive(Debug, Args)]
#[command(next_help_heading = "Output")]
pub(crate) struct OutputArgs {
    /// Output format
    #[arg(long, value_enum, value_name = "FORMAT", default_value_t = Format::Text)]
    pub(crate) format: Format,

    /// Write the output to FILE (`-` for standard output); the file appears whole or not at all
    #[arg(short, long, value_name = "FILE", default_value = "-")]
    pub(crate) output: PathBuf,
}

impl Default for OutputArgs {
    /// Text on standard output, as without flags.
    fn default() -> Self {
        OutputArgs {
            format: Format::Text,
            output: PathBuf::from("-"),
        }
    }
}

/// Arguments of `dirac solve`.
#[derive(Debug, Args, Default)]
pub(crate) struct SolveArgs {
    #[command(flatten)]
    pub(crate) game: GameArgs,

    /// Solve only one part: 1 (practice game) or 2 (Dirac game) [default: both]
    #[arg(long, value_name = "PART", help_heading = "Solving", value_parser = part)]
    pub(crate) part: Option<u8>,

    /// Strategy for the Dirac game
    #[arg(long, value_name = "STRATEGY", default_value = "auto", help_heading = "Solving", value_parser = strategy())]
    pub(crate) strategy: Strategy,

    #[command(flatten)]
    pub(crate) output: OutputArgs,
}

/// Arguments of `dirac turns`.
#[derive(Debug, Args, Default)]
pub(crate) struct TurnsArgs {
    #[command(flatten)]
    pub(crate) game: GameArgs,

    #[command(flatten)]
    pub(crate) output: OutputArgs,

    /// Also draw the rounds as an SVG chart (`-` for standard output): who wins in which round,
    /// and who is still playing
    #[arg(long, value_name = "FILE", help_heading = "Output")]
    pub(crate) svg: Option<PathBuf>,
}

/// Arguments of `dirac stats`.
#[derive(Debug, Args, Default)]
pub(crate) struct StatsArgs {
    #[command(flatten)]
    pub(crate) game: GameArgs,

    #[command(flatten)]
    pub(crate) output: OutputArgs,
}

/// Arguments of `dirac simulate`.
#[derive(Debug, Args)]
pub(crate) struct SimulateArgs {
    #[command(flatten)]
    pub(crate) game: GameArgs,

    /// Games to play, 1..=1000000
    #[arg(long, value_name = "N", default_value_t = 10_000, help_heading = "Simulation",
          allow_hyphen_values = true, value_parser = whole_number(1, dirac::simulate::MAX_GAMES, "10000 or 1e4"))]
    pub(crate) games: u64,

    /// The seed of the dice, 0..=9007199254740991: the same seed rolls the same games on every
    /// machine
    #[arg(long, value_name = "SEED", default_value_t = 1, help_heading = "Simulation",
          allow_hyphen_values = true, value_parser = whole_number(0, dirac::simulate::MAX_SEED, "1 or 42"))]
    pub(crate) seed: u64,

    #[command(flatten)]
    pub(crate) output: OutputArgs,
}

/// Arguments of `dirac trace`.
#[derive(Debug, Args, Default)]
pub(crate) struct TraceArgs {
    #[command(flatten)]
    pub(crate) game: GameArgs,

    /// Only these turns, counting every player's turns from 1: A..B (both included), A.., ..B
    /// or one turn N [default: the whole game]
    #[arg(long, value_name = "A..B", help_heading = "Trace", value_parser = turn_range)]
    pub(crate) turns: Option<RangeInclusive<u64>>,

    /// Compare your program's print-out (FILE, a line per turn in the puzzle's words) with the
    /// game: the first turn where it parts, both lines, and what in the rules would explain it
    #[arg(
        long,
        value_name = "FILE",
        help_heading = "Trace",
        conflicts_with = "turns"
    )]
    pub(crate) compare: Option<PathBuf>,

    #[command(flatten)]
    pub(crate) output: OutputArgs,
}

/// Arguments of `dirac check`.
#[derive(Debug, Args, Default)]
pub(crate) struct CheckArgs {
    #[command(flatten)]
    pub(crate) game: GameArgs,

    /// The answer to check: its digits, a minus sign first if it is negative, and if you like
    /// commas, underscores or spaces between groups of three digits (739,785), or an exponent
    /// (7e5) (with one argument only, it is the answer, for the puzzle's example)
    #[arg(value_name = "ANSWER", allow_hyphen_values = true)]
    pub(crate) answer: Option<String>,

    /// Check against one part only: 1 (practice game) or 2 (Dirac game) [default: both]
    #[arg(long, value_name = "PART", help_heading = "Check", value_parser = part)]
    pub(crate) part: Option<u8>,

    /// Also give the right answers
    #[arg(long, help_heading = "Check")]
    pub(crate) reveal: bool,

    /// List the known mistakes by id, in the words of the rules given, and stop
    #[arg(long, help_heading = "Check")]
    pub(crate) list: bool,

    #[command(flatten)]
    pub(crate) output: OutputArgs,
}

/// Arguments of `dirac sweep`.
#[derive(Debug, Args, Default)]
pub(crate) struct SweepArgs {
    /// Players in each game, 1..=1000: every tuple of their starts is played (B^N games; at
    /// most 100000 for three players or more)
    #[arg(long, value_name = "N", default_value_t = 2, allow_hyphen_values = true, value_parser = players, help_heading = "Sweep")]
    pub(crate) players: u32,

    #[command(flatten)]
    pub(crate) rules: ScanRuleArgs,

    #[command(flatten)]
    pub(crate) limits: LimitArgs,

    #[command(flatten)]
    pub(crate) output: OutputArgs,

    /// Also draw player 1's chance of winning over every pair of starts as an SVG heatmap (`-`
    /// for standard output)
    #[arg(long, value_name = "FILE", help_heading = "Output")]
    pub(crate) svg: Option<PathBuf>,
}

/// Arguments of `dirac scan`.
#[derive(Debug, Args, Default)]
pub(crate) struct ScanArgs {
    /// Puzzle input file, or `-` for standard input [default: the puzzle's example]
    #[arg(value_name = "INPUT")]
    pub(crate) input: Option<OsString>,

    #[command(flatten)]
    pub(crate) rules: ScanRuleArgs,

    #[command(flatten)]
    pub(crate) limits: LimitArgs,

    #[command(flatten)]
    pub(crate) output: OutputArgs,

    /// Also draw each player's chance of winning and share of the universes against the varied
    /// rule as an SVG chart (`-` for standard output)
    #[arg(long, value_name = "FILE", help_heading = "Output")]
    pub(crate) svg: Option<PathBuf>,
}

/// The rules of a scan: one of them given several values (a range A..B or a list A,B,C; a die
/// given several times), the others one value each.
#[derive(Debug, Args, Default)]
#[command(next_help_heading = "Rules")]
pub(crate) struct ScanRuleArgs {
    /// Spaces on the board: one value or several (5..20, 8,10,12), 1..=1000000 [default: 10]
    #[arg(long, value_name = "SPACES", allow_hyphen_values = true)]
    pub(crate) board: Option<String>,

    /// Dice rolled per turn: one value or several (1..5), 1..=1000000 [default: 3]
    #[arg(long, value_name = "ROLLS", allow_hyphen_values = true)]
    pub(crate) rolls: Option<String>,

    /// Sides of the practice die: one value or several (6,20,100), 1..=1000000000
    /// [default: 100]
    #[arg(long, value_name = "SIDES", allow_hyphen_values = true)]
    pub(crate) practice_die: Option<String>,

    /// The practice die's values in order (6..1, 1:2,2); give the flag again, or separate
    /// sequences with `;`, to scan several [default: 1..100]
    #[arg(long, value_name = "VALUES", allow_hyphen_values = true)]
    pub(crate) practice_sequence: Vec<String>,

    /// Score that ends the practice game: one value or several, 1..=18446744073709551615
    /// [default: 1000]
    #[arg(long, value_name = "SCORE", allow_hyphen_values = true)]
    pub(crate) practice_target: Option<String>,

    /// Faces of the Dirac die: one value or several (2..6), 1..=1000000 [default: 3]
    #[arg(long, value_name = "FACES", allow_hyphen_values = true)]
    pub(crate) dirac_faces: Option<String>,

    /// The Dirac die's faces (1:2,2, 0,1,2); give the flag again, or separate dice with `;`,
    /// to scan several [default: 1..3]
    #[arg(long, value_name = "FACES", allow_hyphen_values = true)]
    pub(crate) dirac_die: Vec<String>,

    /// Score that wins the Dirac game: one value or several (5..60, 10,21,30), 1..=1000000
    /// [default: 21]
    #[arg(long, value_name = "SCORE", allow_hyphen_values = true)]
    pub(crate) dirac_target: Option<String>,
}

impl ScanRuleArgs {
    /// The rules every value starts from, with the varied rule at the puzzle's value, and the
    /// varied rule's values, if one was given several (or a range or a list, even of one
    /// value). At most one rule may be; a refusal says which were.
    pub(crate) fn resolve(&self) -> Result<(RuleArgs, Option<Values>), String> {
        let numeric = [
            (Rule::Board, &self.board),
            (Rule::Rolls, &self.rolls),
            (Rule::PracticeDie, &self.practice_die),
            (Rule::PracticeTarget, &self.practice_target),
            (Rule::DiracFaces, &self.dirac_faces),
            (Rule::DiracTarget, &self.dirac_target),
        ];
        let mut fixed = RuleArgs::default();
        let mut varied: Vec<Values> = Vec::new();
        for (rule, text) in numeric {
            let Some(text) = text else { continue };
            let values = dirac::scan::parse_values(rule, text).map_err(|e| e.to_string())?;
            if text.contains("..") || text.contains(',') {
                varied.push(Values::Rule(rule, values));
            } else {
                *fixed.slot(rule) = values.first().copied();
            }
        }
        let split = |given: &[String]| -> Vec<String> {
            given
                .iter()
                .flat_map(|g| g.split(';'))
                .map(|s| s.trim().to_owned())
                .collect()
        };
        let dice = split(&self.dirac_die);
        let dice: Vec<Die> = dice
            .iter()
            .map(|d| die(d))
            .collect::<Result<_, _>>()
            .map_err(|e| e.to_string())?;
        match dice.len() {
            0 => {}
            1 => fixed.dirac_die = dice.into_iter().next(),
            _ => varied.push(Values::DiracDie(dice)),
        }
        let sequences = split(&self.practice_sequence);
        let sequences: Vec<Sequence> = sequences
            .iter()
            .map(|s| sequence(s))
            .collect::<Result<_, _>>()
            .map_err(|e| e.to_string())?;
        match sequences.len() {
            0 => {}
            1 => fixed.practice_sequence = sequences.into_iter().next(),
            _ => varied.push(Values::PracticeSequence(sequences)),
        }
        // The library decides which one rule varies, as for Python's keywords.
        let varied = fixed.keys().varied(varied).map_err(|e| e.to_string())?;
        Ok((fixed, varied))
    }

    /// As [`ScanRuleArgs::resolve`], for `dirac scan`, which needs a varied rule.
    pub(crate) fn varied(&self) -> Result<(RuleArgs, Values), String> {
        match self.resolve()? {
            (fixed, Some(values)) => Ok((fixed, values)),
            (_, None) => Err(
                "dirac scan varies one rule: give it several values, such as \
                              --dirac-target 5..60, --board 8,10,12 or --dirac-die 1..3 \
                              --dirac-die 1:2,2"
                    .to_owned(),
            ),
        }
    }
}

/// Arguments of `dirac report`.
#[derive(Debug, Args)]
pub(crate) struct ReportArgs {
    #[command(flatten)]
    pub(crate) game: GameArgs,

    /// Write the page to FILE (`-` for standard output, when it is not a terminal)
    #[arg(
        short,
        long,
        value_name = "FILE",
        default_value = "-",
        help_heading = "Output"
    )]
    pub(crate) output: PathBuf,
}

/// The game's rules; every flag defaults to the puzzle's value.
#[derive(Debug, Args, Default)]
#[command(next_help_heading = "Rules")]
pub(crate) struct RuleArgs {
    /// Spaces on the board, 1..=1000000 [default: 10]
    #[arg(long, value_name = "SPACES", allow_hyphen_values = true, value_parser = rule(Rule::Board))]
    pub(crate) board: Option<u64>,

    /// Dice rolled per turn, 1..=1000000 [default: 3]
    #[arg(long, value_name = "ROLLS", allow_hyphen_values = true, value_parser = rule(Rule::Rolls))]
    pub(crate) rolls: Option<u64>,

    /// Sides of the practice game's deterministic die, which rolls 1, 2, ..., SIDES and starts
    /// over, 1..=1000000000 [default: 100]
    #[arg(long, value_name = "SIDES", allow_hyphen_values = true, value_parser = rule(Rule::PracticeDie))]
    pub(crate) practice_die: Option<u64>,

    /// Values the practice die rolls in order, then starts over: 6..1 (counting down), 1:2,2
    /// (1, 1, 2: `:k` repeats a value or range k times), 1,3,5; values 0..=1000000000, at most
    /// 1000000000 of them [default: 1..100]
    #[arg(long, value_name = "VALUES", allow_hyphen_values = true, value_parser = sequence)]
    pub(crate) practice_sequence: Option<Sequence>,

    /// Score that ends the practice game, 1..=18446744073709551615 [default: 1000]
    #[arg(long, value_name = "SCORE", allow_hyphen_values = true, value_parser = rule(Rule::PracticeTarget))]
    pub(crate) practice_target: Option<u64>,

    /// Faces of the Dirac die, showing 1, 2, ..., FACES, 1..=1000000 [default: 3]
    #[arg(long, value_name = "FACES", allow_hyphen_values = true, value_parser = rule(Rule::DiracFaces))]
    pub(crate) dirac_faces: Option<u64>,

    /// The Dirac die's faces, any values: 1:2,2 (a loaded die: 1 twice, 2 once; `:k` repeats a
    /// value or range k times), 0,1,2, 1..6; values 0..=1000000000, at most 1000000 faces
    /// [default: 1..3]
    #[arg(long, value_name = "FACES", allow_hyphen_values = true, value_parser = die)]
    pub(crate) dirac_die: Option<Die>,

    /// Score that wins the Dirac game, 1..=1000000 [default: 21]
    #[arg(long, value_name = "SCORE", allow_hyphen_values = true, value_parser = rule(Rule::DiracTarget))]
    pub(crate) dirac_target: Option<u64>,
}

/// Limits on the work a run may do. Each run's work and memory are estimated before it starts
/// and refused, with the estimate, when they pass these limits.
#[derive(Debug, Args, Default)]
#[command(next_help_heading = "Limits")]
pub(crate) struct LimitArgs {
    /// Most steps a run may take, a step a nanosecond of work on the reference CPU (1e10 is
    /// about ten seconds), as digits or as 1e10 or 2.5e9 [default: 10000000000]
    #[arg(long, value_name = "STEPS", allow_hyphen_values = true, value_parser = whole_number(1, u64::MAX, "10000000000 or 1e10"))]
    pub(crate) max_work: Option<u64>,

    /// Most memory a run may hold, in MiB, from 1 to this machine's memory where Linux tells it
    /// (else 16777216) [default: 2048, or the machine's memory if less]
    #[arg(long, value_name = "MIB", allow_hyphen_values = true, value_parser = max_memory)]
    pub(crate) max_memory: Option<u64>,

    /// Print the plan instead of running it: its estimate in steps, time and memory, the
    /// kernel, and whether the limits refuse it; `--explain=analyze` runs it too and prints the
    /// time it took beside the estimate
    #[arg(long, value_name = "WHAT", num_args = 0..=1, require_equals = true, default_missing_value = "plan", value_enum)]
    pub(crate) explain: Option<Explain>,
}

/// `--explain` values.
#[derive(Debug, Clone, Copy, PartialEq, Eq, ValueEnum)]
pub(crate) enum Explain {
    /// The plan alone: nothing runs
    Plan,
    /// The plan, then its run, timed
    Analyze,
}

/// A whole number from 1 to `max`, written with digits (`10000000000`) or in the scientific form
/// dirac itself prints (`2.0e9`, `1e13`), as long as it is whole. A refusal says which of
/// these it broke, with `example` (values typical of the flag).
fn whole_number(
    least: u64,
    max: u64,
    example: &'static str,
) -> impl Fn(&str) -> Result<u64, String> + Clone + Send + Sync + 'static {
    move |text| {
        let wanted = format!("expected a whole number from {least} to {max}, such as {example}");
        let text = text.trim();
        let refused = |why: &str| Err(format!("{why}; {wanted}"));
        if let Some(magnitude) = text.strip_prefix('-') {
            return match parse_whole(magnitude) {
                Ok(0) if least == 0 => Ok(0),
                Ok(0) => refused("zero"),
                Ok(_) | Err(Whole::TooLarge) => refused("negative"),
                Err(Whole::Not) => refused("not a whole number"),
            };
        }
        match parse_whole(text) {
            Ok(0) if least > 0 => refused("zero"),
            Ok(value) => match u64::try_from(value) {
                Ok(v) if v <= max => Ok(v),
                _ => refused("too large"),
            },
            Err(Whole::TooLarge) => refused("too large"),
            Err(Whole::Not) => refused("not a whole number"),
        }
    }
}

/// `--players`: a whole number of players, from one to the most the input may name, read as
/// every other whole number is (digits or an exponent).
fn players(text: &str) -> Result<u32, String> {
    let most = dirac::input::MAX_PLAYERS as u64;
    let n = whole_number(1, most, "2 or 3")(text)?;
    u32::try_from(n).map_err(|_| format!("too large; expected a whole number from 1 to {most}"))
}

/// This machine's memory in bytes, where Linux tells it (`/proc/meminfo`), read once.
pub(crate) fn machine_memory() -> Option<u64> {
    static MACHINE: std::sync::OnceLock<Option<u64>> = std::sync::OnceLock::new();
    *MACHINE.get_or_init(|| {
        let text = std::fs::read_to_string("/proc/meminfo").ok()?;
        dirac::limits::machine_memory(&text)
    })
}

/// `--max-memory`: MiB from 1 to this machine's memory, which a limit past it could not keep
/// (the run would start, and the system would kill it); the default held to the machine's
/// memory where it has less ([`Limits::memory_mib_on`]).
fn max_memory(text: &str) -> Result<u64, String> {
    let machine = machine_memory();
    let read = whole_number(1, Limits::MAX_MEMORY_MIB, "2048 or 4096")(text);
    if let Some(mib) = read
        .ok()
        .and_then(|mib| Limits::memory_mib_on(mib, machine))
    {
        return Ok(mib);
    }
    let most = Limits::most_memory_mib(machine);
    whole_number(1, most, "2048 or 4096")(text).map_err(|message| {
        match (message.split_once(';'), machine) {
            (Some(("too large", wanted)), Some(_)) => {
                format!("too large, past this machine's {most} MiB of memory;{wanted}")
            }
            _ => message,
        }
    })
}

fn rule(rule: Rule) -> impl Fn(&str) -> Result<u64, RuleError> + Clone + Send + Sync + 'static {
    move |text| rule.parse(text)
}

/// `--dirac-die`: faces as written (see `dirac::die::Die`).
fn die(text: &str) -> Result<Die, DieError> {
    Die::parse(text)
}

/// `--practice-sequence`: values in order as written (see `dirac::die::Sequence`).
fn sequence(text: &str) -> Result<Sequence, DieError> {
    Sequence::parse(text)
}

/// `--turns`: `A..B` (both included), `A..`, `..B` or one turn `N`, turns counted from 1.
fn turn_range(text: &str) -> Result<RangeInclusive<u64>, String> {
    let wanted = "expected turns as A..B (from turn A to turn B), A.. (from turn A to the \
                  end), ..B (up to turn B) or one turn N, counting every player's turns from 1";
    let turn = |t: &str, absent: u64| -> Result<u64, String> {
        let t = t.trim();
        if t.is_empty() {
            return Ok(absent);
        }
        // A whole number as every flag reads one: digits, or with an exponent (`1e17`).
        let past = || {
            Err(format!(
                "turn {t} is past the last turn dirac can count ({}); {wanted}",
                u64::MAX
            ))
        };
        match parse_whole(t) {
            Ok(0) => Err(format!("turn 0: turns are counted from 1; {wanted}")),
            Ok(n) => u64::try_from(n).or_else(|_| past()),
            Err(Whole::TooLarge) => past(),
            Err(Whole::Not) => Err(format!("'{t}' is not a turn; {wanted}")),
        }
    };
    let (first, last) = match text.split_once("..") {
        Some((a, b)) => (
            turn(a, 1)?,
            turn(b.strip_prefix('=').unwrap_or(b), u64::MAX)?,
        ),
        None if text.trim().is_empty() => return Err(format!("no turns; {wanted}")),
        None => {
            let n = turn(text, 1)?;
            (n, n)
        }
    };
    if first > last {
        return Err(format!(
            "turn {first} comes after turn {last}: the first turn comes first; {wanted}"
        ));
    }
    Ok(first..=last)
}

/// `--part`: 1 or 2, named in the refusal of anything else.
fn part(text: &str) -> Result<u8, String> {
    match text.trim() {
        "1" => Ok(1),
        "2" => Ok(2),
        _ => Err("expected 1 (the practice game) or 2 (the Dirac game)".to_owned()),
    }
}

/// `--strategy`: the library's strategies, listed with their summaries in `--help`.
fn strategy() -> impl TypedValueParser<Value = Strategy> {
    let names = Strategy::ALL.map(|s| PossibleValue::new(s.name()).help(s.summary()));
    // Only the names above get through, and each parses back to its strategy.
    PossibleValuesParser::new(names).map(|name| name.parse().unwrap_or_default())
}

impl RuleArgs {
    /// The validated rules. Each value was checked as it was parsed; building checks them all
    /// together.
    pub(crate) fn rules(&self) -> Result<Rules, dirac::Error> {
        self.keys().rules()
    }

    /// The rules as given, for the library to read ([`dirac::RuleKeys`]: a die beside its
    /// count included).
    pub(crate) fn keys(&self) -> dirac::RuleKeys {
        let given = [
            (Rule::Board, self.board),
            (Rule::Rolls, self.rolls),
            (Rule::PracticeDie, self.practice_die),
            (Rule::PracticeTarget, self.practice_target),
            (Rule::DiracFaces, self.dirac_faces),
            (Rule::DiracTarget, self.dirac_target),
        ];
        let mut keys = dirac::RuleKeys::default();
        for (rule, value) in given {
            if let Some(v) = value {
                keys.set(rule, v);
            }
        }
        if let Some(sequence) = &self.practice_sequence {
            keys.practice_sequence(sequence.clone());
        }
        if let Some(die) = &self.dirac_die {
            keys.dirac_die(die.clone());
        }
        keys
    }
}

impl RuleArgs {
    /// The field of a numeric rule.
    fn slot(&mut self, rule: Rule) -> &mut Option<u64> {
        match rule {
            Rule::Board => &mut self.board,
            Rule::Rolls => &mut self.rolls,
            Rule::PracticeDie => &mut self.practice_die,
            Rule::PracticeTarget => &mut self.practice_target,
            Rule::DiracFaces => &mut self.dirac_faces,
            Rule::DiracTarget => &mut self.dirac_target,
        }
    }
}

impl LimitArgs {
    pub(crate) fn limits(&self) -> Limits {
        let default = Limits::default_on(machine_memory());
        Limits {
            max_work: self.max_work.unwrap_or(default.max_work),
            max_memory: self.max_memory.map_or(default.max_memory, |mib| mib << 20),
        }
    }
}

/// `--format` values.
#[derive(Debug, Clone, Copy, PartialEq, Eq, ValueEnum, Default)]
pub(crate) enum Format {
    /// Aligned tables for reading (bold headings on a terminal, unless NO_COLOR is set)
    #[default]
    Text,
    /// One JSON object; every count is a string of decimal digits (see docs/json.md)
    Json,
    /// Headings and pipe tables that paste into a blog post
    Markdown,
    /// One table of comma-separated values with a header row
    Csv,
}

#[cfg(test)]
mod tests {
    use super::*;
    use clap::CommandFactory;
    use dirac::die::DieRule;

    #[test]
    fn clap_configuration_is_valid() {
        Cli::command().debug_assert();
    }

    fn help(subcommand: &str) -> String {
        let mut cmd = Cli::command();
        let sub = cmd.find_subcommand_mut(subcommand).unwrap();
        sub.render_long_help().to_string()
    }

    #[test]
    fn help_states_every_rule_range_and_default() {
        for subcommand in [
            "solve", "turns", "stats", "trace", "simulate", "sweep", "scan", "report", "bench",
        ] {
            let help = help(subcommand);
            for rule in Rule::ALL {
                // The flag's help text: what follows its name, up to the next flag.
                let flag = format!("--{} ", rule.key());
                let text = help.split(&flag).nth(1).unwrap_or_default();
                let text = text.split("\n      --").next().unwrap_or_default();
                let range = format!("1..={}", rule.max_value());
                let default = format!("[default: {}]", rule.default_value());
                assert!(text.contains(&range), "{subcommand} {flag}: {text}");
                assert!(text.contains(&default), "{subcommand} {flag}: {text}");
            }
            assert!(help.contains("Exit status: 0 success; 1 internal error"));
        }
    }

    #[test]
    fn help_states_the_player_and_sweep_limits_of_the_library() {
        // The sweep's help, its lines joined as they were wrapped.
        let sweep = help("sweep")
            .split_whitespace()
            .collect::<Vec<_>>()
            .join(" ");
        let help = help("solve");
        assert!(help.contains(&format!("at most {} players", dirac::input::MAX_PLAYERS)));
        assert!(help.contains(&format!("at most {} spaces", dirac::view::SWEEP_MAX_BOARD)));
        assert!(help.contains("--max-work or --max-memory"));
        let tuples = dirac::view::SWEEP_MAX_TUPLES;
        assert!(sweep.contains(&format!("at most {tuples} for three players or more")));
        assert!(sweep.contains(&format!("1..={}", dirac::input::MAX_PLAYERS)));
    }

    #[test]
    fn players_are_read_as_every_whole_number_is() {
        assert_eq!(
            (players("3"), players("1e1"), players(" 1000 ")),
            (Ok(3), Ok(10), Ok(1000))
        );
        let says = |text: &str| players(text).unwrap_err();
        let wanted = "expected a whole number from 1 to 1000, such as 2 or 3";
        assert_eq!(says("0"), format!("zero; {wanted}"));
        assert_eq!(says("1001"), format!("too large; {wanted}"));
        assert_eq!(says("99999999999999999999"), format!("too large; {wanted}"));
        assert_eq!(says("-2"), format!("negative; {wanted}"));
        assert_eq!(says("3.5"), format!("not a whole number; {wanted}"));
        assert_eq!(says("abc"), format!("not a whole number; {wanted}"));
    }

    /// The flags listed under `heading` in `help`.
    fn flags_under(help: &str, heading: &str) -> Vec<String> {
        let Some(section) = help.split(&format!("\n{heading}:\n")).nth(1) else {
            return Vec::new();
        };
        section
            .split("\n\n\n")
            .next()
            .unwrap_or_default()
            .lines()
            .take_while(|l| l.is_empty() || l.starts_with(' '))
            .filter_map(|l| {
                l.trim_start()
                    .strip_prefix("--")
                    .or(l.trim_start().strip_prefix("-o, --"))
            })
            .map(|l| {
                l.split([' ', '<', '['])
                    .next()
                    .unwrap_or_default()
                    .to_owned()
            })
            .collect()
    }

    #[test]
    fn every_flag_stands_under_its_own_heading() {
        for subcommand in [
            "solve", "turns", "stats", "trace", "simulate", "sweep", "scan", "report", "bench",
        ] {
            let help = help(subcommand);
            assert_eq!(
                flags_under(&help, "Limits"),
                ["max-work", "max-memory", "explain"],
                "{subcommand}"
            );
            assert_eq!(
                flags_under(&help, "Rules").len(),
                Rule::ALL.len() + DieRule::ALL.len(),
                "{subcommand}"
            );
            for die in DieRule::ALL {
                let flag = format!("--{} ", die.key());
                let text = help.split(&flag).nth(1).unwrap_or_default();
                let text = text.split("\n      --").next().unwrap_or_default();
                let default = format!("[default: {}]", die.default_text());
                assert!(text.contains(&default), "{subcommand} {flag}: {text}");
            }
            let output = flags_under(&help, "Output");
            assert!(
                output.contains(&"output".to_owned()),
                "{subcommand}: {output:?}"
            );
            assert_eq!(
                help.contains("--svg"),
                output.contains(&"svg".to_owned()),
                "{subcommand}"
            );
            assert_eq!(
                help.contains("--format"),
                output.contains(&"format".to_owned()),
                "{subcommand}"
            );
            assert!(help.contains("Examples:\n  dirac "), "{subcommand}");
        }
        assert_eq!(flags_under(&help("solve"), "Solving"), ["part", "strategy"]);
        assert_eq!(flags_under(&help("trace"), "Trace"), ["turns", "compare"]);
        assert_eq!(
            flags_under(&help("check"), "Check"),
            ["part", "reveal", "list"]
        );
        assert!(!help("sweep").contains("INPUT"));
        assert!(help("turns").contains("Without INPUT"));
    }

    #[test]
    fn a_file_alone_means_solve() {
        let args = |list: &[&str]| list.iter().map(OsString::from).collect::<Vec<_>>();
        let readme = concat!(env!("CARGO_MANIFEST_DIR"), "/Cargo.toml");
        assert_eq!(
            with_implied_solve(args(&["dirac", readme])),
            args(&["dirac", "solve", readme])
        );
        assert_eq!(
            with_implied_solve(args(&["dirac", "-"])),
            args(&["dirac", "solve", "-"])
        );
        for kept in [
            &["dirac"][..],
            &["dirac", "turns"],
            &["dirac", "--help"],
            &["dirac", "-V"],
            &["dirac", "--bogus"],
            &["dirac", "--svg", "x.svg"],
            &["dirac", "--color", "never"],
            &["dirac", "--color", "never", "stats", "x"],
            &["dirac", "help", "solve"],
        ] {
            assert_eq!(with_implied_solve(args(kept)), args(kept));
        }
        // Whatever the operand is (a missing file, a directory), it is solve's to judge, and so
        // are solve's flags, after the global `--color` too.
        for (given, meant) in [
            (&["dirac", "nofile"][..], &["dirac", "solve", "nofile"][..]),
            (&["dirac", "./adir"], &["dirac", "solve", "./adir"]),
            (
                &["dirac", "--color", "never", "my.txt"],
                &["dirac", "--color", "never", "solve", "my.txt"],
            ),
            (
                &["dirac", "--color=never", "my.txt"],
                &["dirac", "--color=never", "solve", "my.txt"],
            ),
            (
                &["dirac", "--format", "json", "my.txt"],
                &["dirac", "solve", "--format", "json", "my.txt"],
            ),
            (&["dirac", "--board=12"], &["dirac", "solve", "--board=12"]),
            (&["dirac", "-o", "x"], &["dirac", "solve", "-o", "x"]),
            (&["dirac", "-ox.json"], &["dirac", "solve", "-ox.json"]),
        ] {
            assert_eq!(with_implied_solve(args(given)), args(meant), "{given:?}");
        }
        assert_eq!(commands_taking("--svg"), ["turns", "sweep", "scan"]);
        for (given, meant) in [
            (&["dirac", "turn", "my.txt"][..], Some(("turn", "turns"))),
            (
                &["dirac", "--color", "never", "stat"],
                Some(("stat", "stats")),
            ),
            (&["dirac", "swep", "--board", "4"], Some(("swep", "sweep"))),
            (&["dirac", "turns", "my.txt"], None),
            (&["dirac", "my.txt"], None),
            (&["dirac", "--board", "4"], None),
            (&["dirac"], None),
        ] {
            let found = misspelt_command(&args(given));
            let found = found.as_ref().map(|(a, b)| (a.as_str(), b.as_str()));
            assert_eq!(found, meant, "{given:?}");
        }
        let without: Vec<String> = PAGES
            .iter()
            .filter(|p| reads_no_input(p))
            .map(|p| (*p).to_owned())
            .collect();
        assert_eq!(
            without,
            ["sweep"],
            "the message for an operand speaks of the sweep"
        );
        // A file of that name is solved, as any file.
        let dir = tempfile::tempdir().unwrap();
        let file = dir.path().join("turn");
        std::fs::write(&file, "").unwrap();
        let file = file.to_str().unwrap();
        assert_eq!(misspelt_command(&args(&["dirac", file])), None);
        assert_eq!(similar_command("trns").as_deref(), Some("turns"));
        assert_eq!(similar_command("input.txt"), None);
        assert_eq!(
            subcommand_of(&args(&["dirac", "--color", "never", "stats", "x"])),
            Some("stats".into())
        );
        assert_eq!(subcommand_of(&args(&["dirac", "--bogus"])), None);
    }

    #[test]
    fn limits_are_read_in_digits_or_in_the_form_dirac_prints() {
        let work = whole_number(1, u64::MAX, "10000000000 or 1e10");
        assert_eq!(work("2.0e9"), Ok(2_000_000_000));
        let says = |r: Result<u64, String>| r.unwrap_err();
        assert_eq!(
            says(work("0")),
            "zero; expected a whole number from 1 to 18446744073709551615, such as 10000000000 \
             or 1e10"
        );
        assert!(says(work("2e19")).starts_with("too large;"));
        assert!(says(work("2e99")).starts_with("too large;"));
        assert!(says(work("-1")).starts_with("negative;"));
        assert!(says(work("-0")).starts_with("zero;"));
        assert!(says(work("-x")).starts_with("not a whole number;"));
        assert!(says(work("1.5")).starts_with("not a whole number;"));
        // Memory up to the machine's, which Linux tells.
        let machine = machine_memory();
        #[cfg(target_os = "linux")]
        assert!(machine.is_some_and(|bytes| bytes > 1 << 20));
        let most = Limits::most_memory_mib(machine);
        assert_eq!(max_memory(&most.to_string()), Ok(most));
        assert_eq!(
            says(max_memory(&(most + 1).to_string())),
            format!(
                "too large, past this machine's {most} MiB of memory; expected a whole number \
                 from 1 to {most}, such as 2048 or 4096"
            )
        );
        assert!(says(max_memory("0")).starts_with("zero; expected a whole number from 1 to"));
        // The simulation's games and seed, read the same way; a seed may be zero.
        let games = whole_number(1, 1_000_000, "10000 or 1e4");
        assert_eq!((games("1e6"), games(" 2.5e3 ")), (Ok(1_000_000), Ok(2_500)));
        assert!(says(games("1e7")).starts_with("too large; expected a whole number from 1 to"));
        let seed = whole_number(0, 9, "1 or 42");
        assert_eq!((seed("0"), seed("-0"), seed("9")), (Ok(0), Ok(0), Ok(9)));
        assert_eq!(
            says(seed("-1")),
            "negative; expected a whole number from 0 to 9, such as 1 or 42"
        );
    }

    #[test]
    fn turns_are_read_as_a_range_from_one() {
        assert_eq!(turn_range("1..20"), Ok(1..=20));
        assert_eq!(turn_range("1..=20"), Ok(1..=20));
        assert_eq!(turn_range(" 5 .. 5 "), Ok(5..=5));
        assert_eq!(turn_range("300.."), Ok(300..=u64::MAX));
        assert_eq!(turn_range("..7"), Ok(1..=7));
        assert_eq!(turn_range(".."), Ok(1..=u64::MAX));
        assert_eq!(turn_range("12"), Ok(12..=12));
        let says = |t: &str| turn_range(t).unwrap_err();
        assert!(says("0..4").starts_with("turn 0: turns are counted from 1; expected"));
        assert!(says("9..4").starts_with("turn 9 comes after turn 4"));
        assert!(says("a..4").starts_with("'a' is not a turn"));
        assert!(says("-1").starts_with("'-1' is not a turn"));
        assert!(says("").starts_with("no turns"));
        assert!(says("99999999999999999999").starts_with("turn 99999999999999999999 is past"));
        // Turns as every flag reads a number: with an exponent too (`1e17..`), when whole.
        assert_eq!(turn_range("1e1..2e1"), Ok(10..=20));
        assert_eq!(turn_range("1e17.."), Ok(100_000_000_000_000_000..=u64::MAX));
        assert!(says("1.5").starts_with("'1.5' is not a turn"));
        assert!(says("1e30").starts_with("turn 1e30 is past"));
        assert!(says("1e40").starts_with("turn 1e40 is past"));
    }

    #[test]
    fn limit_defaults_are_the_library_defaults() {
        let help = help("solve");
        let limits = Limits::default();
        assert!(help.contains(&format!("[default: {}]", limits.max_work)));
        assert!(help.contains(&format!("[default: {}, or", limits.max_memory >> 20)));
    }
}
