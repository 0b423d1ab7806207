//! Command-line arguments: parsed by clap, then turned into validated values once.

use std::ffi::OsString;

use clap::builder::{PossibleValue, PossibleValuesParser, TypedValueParser};
use clap::{Args, Parser, Subcommand, ValueEnum};
use dirac::quantum::Strategy;
use dirac::{Limits, Rule, RuleError, Rules};

const AFTER_HELP: &str = "\
Input: one line per player, `Player N starting position: P`, players numbered 1, 2, 3, ... in
order (at most 1000 players, 1 MiB). Without INPUT, dirac solves the puzzle's example (starts 4
and 8).

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
}

/// Arguments of `dirac solve`.
#[derive(Debug, Args, Default)]
pub(crate) struct SolveArgs {
    /// Puzzle input file, or `-` for standard input [default: the puzzle's example]
    #[arg(value_name = "INPUT")]
    pub(crate) input: Option<OsString>,

    /// Solve only one part: 1 (practice game) or 2 (Dirac game) [default: both]
    #[arg(long, value_name = "PART", value_parser = clap::value_parser!(u8).range(1..=2))]
    pub(crate) part: Option<u8>,

    /// Strategy for the Dirac game
    #[arg(long, value_name = "STRATEGY", default_value = "auto", value_parser = strategy())]
    pub(crate) strategy: Strategy,

    /// Output format
    #[arg(long, value_enum, value_name = "FORMAT", default_value_t = Format::Text)]
    pub(crate) format: Format,

    #[command(flatten)]
    pub(crate) rules: RuleArgs,

    #[command(flatten)]
    pub(crate) limits: LimitArgs,
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

/// Limits on the work a run may do; larger games are refused before they start.
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

/// `--strategy`: the library's strategies, listed with their summaries in `--help`.
fn strategy() -> impl TypedValueParser<Value = Strategy> {
    let names = Strategy::ALL.map(|s| PossibleValue::new(s.name()).help(s.summary()));
    // Only the names above get through, and each parses back to its strategy.
    PossibleValuesParser::new(names).map(|name| name.parse().unwrap_or_default())
}

/// `--format` values.
#[derive(Debug, Clone, Copy, PartialEq, Eq, ValueEnum, Default)]
pub(crate) enum Format {
    /// Answers first, then readable detail
    #[default]
    Text,
    /// One JSON object; every count is a string of decimal digits (see docs/json.md)
    Json,
}

#[cfg(test)]
mod tests {
    use super::*;
    use clap::CommandFactory;

    #[test]
    fn clap_configuration_is_valid() {
        Cli::command().debug_assert();
    }

    fn solve_help() -> String {
        let mut cmd = Cli::command();
        let solve = cmd.find_subcommand_mut("solve").unwrap();
        solve.render_long_help().to_string()
    }

    #[test]
    fn help_states_every_rule_range_and_default() {
        let help = solve_help();
        for rule in Rule::ALL {
            // The flag's help text: what follows its name, up to the next flag.
            let flag = format!("--{} ", rule.key());
            let text = help.split(&flag).nth(1).unwrap_or_default();
            let text = text.split("\n      --").next().unwrap_or_default();
            let range = format!("1..={}", rule.max_value());
            let default = format!("[default: {}]", rule.default_value());
            assert!(text.contains(&range), "{flag}: {text}");
            assert!(text.contains(&default), "{flag}: {text}");
        }
        assert!(help.contains("Exit status: 0 success; 1 internal error"));
    }

    #[test]
    fn limit_defaults_are_the_library_defaults() {
        let help = solve_help();
        let limits = Limits::default();
        assert!(help.contains(&format!("[default: {}]", limits.max_work)));
        assert!(help.contains(&format!("[default: {}]", limits.max_memory >> 20)));
    }
}
