//! The puzzle's part 2 solved `N` times from its text (default 1000) with a strategy (default
//! per-player), for profilers that count instructions:
//! `valgrind --tool=callgrind target/release/examples/part2_loop 1000 memo` then
//! `callgrind_annotate --inclusive=yes` gives each function's instructions per solve (divide by
//! `N`). BENCHMARKS.md's explanations of the per-player figures come from it.

use std::hint::black_box;

use dirac::quantum::{self, Strategy};
use dirac::{Game, Limits, Rules};

fn main() -> Result<(), Box<dyn std::error::Error>> {
    let n: usize = std::env::args()
        .nth(1)
        .and_then(|a| a.parse().ok())
        .unwrap_or(1000);
    let strategy = match std::env::args().nth(2) {
        Some(name) => name.parse::<Strategy>()?,
        None => Strategy::PerPlayer,
    };
    let text = "Player 1 starting position: 4\nPlayer 2 starting position: 8\n";
    let limits = Limits::default();
    let mut answer = None;
    for _ in 0..n {
        let game = Game::parse(black_box(text), Rules::default())?;
        answer = Some(quantum::solve(&game, strategy, &limits)?);
    }
    black_box(answer);
    Ok(())
}
