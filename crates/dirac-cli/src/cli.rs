//! Command-line arguments: parsed by clap, then turned into validated values once.

use std::ffi::OsString;
use std::path::PathBuf;

use clap::builder::{PossibleValue, PossibleValuesParser, TypedValueParser};
use clap::{Args, Parser, Subcommand, ValueEnum};
use dirac::quantum::Strategy;
use dirac::{Limits, Rule, RuleError, Rules};

const AFTER_HELP: &str = "\
Input: one line per player, `Player N starting position: P`, players numbered 1, 2, 3, ... in
order (at most 1000 players, 1 MiB). Without INPUT, dirac solves the puzzle's example (starts 4
and 8).

Limits: every rule has the range its flag shows; games have at most 1000 players and sweeps
cover boards of at most 1000 spaces. Before a run starts, its work and memory are estimated, and
it is refused with the estimate if they pass --max-work or --max-memory.

Exit status: 0 success; 1 internal error (a bug in dirac); 2 bad input, bad rules, work refused
by the limits, or a usage error. A closed standard output (`dirac solve | head -1`) is not an
error.";

/// Solve, explain and explore the Dirac Dice game (Advent of Code 2021, day 21) under any rules.
#[derive(Debug, Parser)]
#[command(name = "dirac", version, after_help = AFTER_HELP)]
pub(crate) struct Cli {
    #[command(subcommand)]
    pub(crate) command: Option<Command>,
}

#[derive(Debug, Subcommand)]
pub(crate) enum Command {
    /// Solve both games: `Part 1: <answer>`, `Part 2: <answer>`, then the details.
    #[command(after_help = AFTER_HELP)]
    Solve(SolveArgs),
    /// The Dirac game turn by turn: each player alone, then the combined game round by round.
    #[command(after_help = AFTER_HELP)]
    Turns(TurnsArgs),
    /// Probabilities: who wins how often, how long games last; and the practice game's end.
    #[command(after_help = AFTER_HELP)]
    Stats(StatsArgs),
    /// Both games for every pair of starts of two players, with a summary.
    #[command(after_help = AFTER_HELP)]
    Sweep(SweepArgs),
    /// One self-contained HTML page: answers, turn table and chart, statistics, sweep heatmap.
    #[command(after_help = AFTER_HELP)]
    Report(ReportArgs),
    /// Time every strategy and the practice game on the input, in process.
    #[command(after_help = AFTER_HELP)]
    Bench(BenchArgs),
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
    #[arg(long, value_name = "PART", value_parser = clap::value_parser!(u8).range(1..=2))]
    pub(crate) part: Option<u8>,

    /// Strategy for the Dirac game
    #[arg(long, value_name = "STRATEGY", default_value = "auto", value_parser = strategy())]
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

    /// Also draw the rounds as an SVG chart: who wins in which round, and who is still playing
    #[arg(long, value_name = "FILE")]
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

/// Arguments of `dirac sweep`.
#[derive(Debug, Args, Default)]
pub(crate) struct SweepArgs {
    #[command(flatten)]
    pub(crate) rules: RuleArgs,

    #[command(flatten)]
    pub(crate) limits: LimitArgs,

    #[command(flatten)]
    pub(crate) output: OutputArgs,

    /// Also draw player 1's chance of winning over every pair of starts as an SVG heatmap
    #[arg(long, value_name = "FILE")]
    pub(crate) svg: Option<PathBuf>,
}

/// Arguments of `dirac report`.
#[derive(Debug, Args)]
pub(crate) struct ReportArgs {
    #[command(flatten)]
    pub(crate) game: GameArgs,

    /// Write the page to FILE (`-` for standard output)
    #[arg(short, long, value_name = "FILE", default_value = "-")]
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

    /// Sides of the practice game's deterministic die, 1..=1000000000 [default: 100]
    #[arg(long, value_name = "SIDES", allow_hyphen_values = true, value_parser = rule(Rule::PracticeDie))]
    pub(crate) practice_die: Option<u64>,

    /// Score that ends the practice game, 1..=18446744073709551615 [default: 1000]
    #[arg(long, value_name = "SCORE", allow_hyphen_values = true, value_parser = rule(Rule::PracticeTarget))]
    pub(crate) practice_target: Option<u64>,

    /// Faces of the Dirac die, 1..=1000000 [default: 3]
    #[arg(long, value_name = "FACES", allow_hyphen_values = true, value_parser = rule(Rule::DiracFaces))]
    pub(crate) dirac_faces: Option<u64>,

    /// Score that wins the Dirac game, 1..=1000000 [default: 21]
    #[arg(long, value_name = "SCORE", allow_hyphen_values = true, value_parser = rule(Rule::DiracTarget))]
    pub(crate) dirac_target: Option<u64>,
}

/// Limits on the work a run may do. Each run's work and memory are estimated before it starts
/// and refused, with the estimate, when they pass these limits.
#[derive(Debug, Args, Default)]
#[command(next_help_heading = "Limits")]
pub(crate) struct LimitArgs {
    /// Most steps (64-bit multiply-adds, or practice turns) a run may take [default: 2000000000]
    #[arg(long, value_name = "STEPS")]
    pub(crate) max_work: Option<u64>,

    /// Most memory a run may hold, in MiB [default: 2048]
    #[arg(long, value_name = "MIB", value_parser = clap::value_parser!(u64).range(1..=1 << 24))]
    pub(crate) max_memory: Option<u64>,
}

fn rule(rule: Rule) -> impl Fn(&str) -> Result<u64, RuleError> + Clone + Send + Sync + 'static {
    move |text| rule.parse(text)
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
    pub(crate) fn rules(&self) -> Result<Rules, RuleError> {
        let given = [
            (Rule::Board, self.board),
            (Rule::Rolls, self.rolls),
            (Rule::PracticeDie, self.practice_die),
            (Rule::PracticeTarget, self.practice_target),
            (Rule::DiracFaces, self.dirac_faces),
            (Rule::DiracTarget, self.dirac_target),
        ];
        given
            .into_iter()
            .fold(Rules::builder(), |builder, (rule, value)| match value {
                Some(v) => builder.set(rule, v),
                None => builder,
            })
            .build()
    }
}

impl LimitArgs {
    pub(crate) fn limits(&self) -> Limits {
        let default = Limits::default();
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
        for subcommand in ["solve", "turns", "stats", "sweep", "report", "bench"] {
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
        let help = help("solve");
        assert!(help.contains(&format!("at most {} players", dirac::input::MAX_PLAYERS)));
        assert!(help.contains(&format!("at most {} spaces", dirac::sweep::MAX_BOARD)));
        assert!(help.contains("--max-work or --max-memory"));
    }

    #[test]
    fn limit_defaults_are_the_library_defaults() {
        let help = help("solve");
        let limits = Limits::default();
        assert!(help.contains(&format!("[default: {}]", limits.max_work)));
        assert!(help.contains(&format!("[default: {}]", limits.max_memory >> 20)));
    }
}
