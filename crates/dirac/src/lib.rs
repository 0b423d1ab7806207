//! Exact solver for the *Dirac Dice* game (Advent of Code 2021, day 21) under any rules.
//!
//! Players stand on a circular board of spaces `1..=B`. A turn rolls a die `R` times, moves the
//! player forward by the sum (wrapping from `B` to 1) and adds the space landed on to their score.
//!
//! - The **practice game** ([`practice`]) uses a deterministic die rolling `1, 2, ..., D, 1, ...`
//!   (or any [`die::Sequence`] of values) and ends when a player reaches the target; its answer
//!   is the lowest score times the number of rolls.
//! - The **Dirac game** ([`quantum`]) uses an `F`-faced die (faces `1..=F`, or any [`die::Die`]:
//!   `1:2,2` is a loaded die of faces 1, 1, 2) whose every roll splits the universe in `F`; its
//!   answer is the number of universes won by the player who wins in the most.
//!
//! Every count is exact, however large ([`Count`]); rules are validated when built ([`Rules`]);
//! inputs are parsed strictly ([`Game::parse`]); and every run goes request → plan → run
//! ([`plan`]): its time and memory are estimated before it starts, and it is refused at once
//! when they would pass the [`Limits`] (a step of work is a nanosecond of the reference CPU,
//! [`work`]). Everything a face shows is derived once, in [`view`]. The crate does no I/O.
//!
//! ```
//! use dirac::{Game, Limits, Rules, practice, quantum::{self, Strategy}};
//!
//! let input = "Player 1 starting position: 4\nPlayer 2 starting position: 8\n";
//! let game = Game::parse(input, Rules::default())?;
//! let limits = Limits::default();
//!
//! let part1 = practice::play(&game, &limits)?;
//! assert_eq!(part1.answer().to_string(), "739785");
//!
//! let part2 = quantum::solve(&game, Strategy::Auto, &limits)?;
//! assert_eq!(part2.answer().to_string(), "444356092776315");
//!
//! // Any rules, any number of players: three players already pass u64.
//! let variant = Rules::builder().board(12).dirac_target(30).build()?;
//! let three = Game::new(variant, vec![1, 6, 12])?;
//! let outcome = quantum::solve(&three, Strategy::Auto, &limits)?;
//! assert_eq!(outcome.wins().len(), 3);
//! # Ok::<(), dirac::Error>(())
//! ```

//!
//! Players are numbered from 0 here (an index into [`Game::starts`]); everything the `dirac`
//! command prints numbers them from 1, as the puzzle does.

#![deny(missing_docs)]

/// The README's library example, compiled and run as a doctest.
#[cfg(doctest)]
#[doc = include_str!("../../../README.md")]
struct ReadmeExample;

pub mod analysis;
pub mod check;
pub mod cost;
pub mod dice;
pub mod die;
mod error;
mod game;
pub mod input;
mod keys;
pub mod limits;
pub mod num;
pub mod plan;
pub mod practice;
pub mod quantum;
mod rules;
pub mod scan;
pub mod simulate;
pub mod stats;
pub mod steps;
mod strategy;
pub mod sweep;
pub mod tables;
pub mod turns;
pub mod view;
pub mod work;

pub use error::{Error, ErrorKind, Varied};
pub use game::Game;
pub use input::InputError;
pub use keys::{Given, RuleKeys};
pub use limits::{Cost, Limits, Refusal};
pub use num::{Count, Fraction, Width};
pub use plan::{Parts, Plan, Solve};
pub use rules::{Rule, RuleError, Rules, RulesBuilder};
pub use strategy::Strategy;
pub use tables::Kernel;
