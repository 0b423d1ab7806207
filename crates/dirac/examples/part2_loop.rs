//! The puzzle solved `N` times from its text (default 1000), for profilers that count
//! instructions or sample: part 2 with a strategy (default per-player), part 1 with
//! `practice`, the sweep of every pair of starts with `sweep`, or only the parsing with `parse`; a third argument sets the Dirac target (the practice target for `practice`). `valgrind --tool=callgrind target/release/examples/part2_loop 1000 memo` then
//! `callgrind_annotate --inclusive=yes` gives each function's instructions per solve (divide by
//! `N`). BENCHMARKS.md's explanations of the figures come from it.

use std::hint::black_box;

use dirac::quantum::{self, Strategy};
use dirac::{Game, Limits, Rules, practice};

fn main() -> Result<(), Box<dyn std::error::Error>> {
    let n: usize = std::env::args()
        .nth(1)
        .and_then(|a| a.parse().ok())
        .unwrap_or(1000);
    let part = std::env::args().nth(2);
    let text = "Player 1 starting position: 4\nPlayer 2 starting position: 8\n";
    let limits = Limits::default();
    if part.as_deref() == Some("parse") {
        for _ in 0..n {
            black_box(Game::parse(black_box(text), Rules::default())?);
        }
        return Ok(());
    }
    if part.as_deref() == Some("sweep") {
        let rules = Rules::default();
        for _ in 0..n {
            black_box(dirac::sweep::run(black_box(&rules), &limits, |_, _| {})?);
        }
        return Ok(());
    }
    if part.as_deref() == Some("practice") {
        // A third argument sets the practice target.
        let rules = match std::env::args().nth(3) {
            Some(target) => Rules::builder().practice_target(target.parse()?).build()?,
            None => Rules::default(),
        };
        let game = Game::parse(text, rules)?;
        for _ in 0..n {
            black_box(practice::play(black_box(&game), &limits)?);
        }
        return Ok(());
    }
    let strategy = match part {
        Some(name) => name.parse::<Strategy>()?,
        None => Strategy::PerPlayer,
    };
    // A third argument sets the Dirac target.
    let rules = match std::env::args().nth(3) {
        Some(target) => Rules::builder().dirac_target(target.parse()?).build()?,
        None => Rules::default(),
    };
    for _ in 0..n {
        let game = Game::parse(black_box(text), rules.clone())?;
        black_box(quantum::solve(&game, strategy, &limits)?);
    }
    Ok(())
}
