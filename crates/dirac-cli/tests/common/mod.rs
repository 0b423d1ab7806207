//! Helpers shared by the command's test files.

#![allow(dead_code, clippy::unwrap_used)]

use assert_cmd::Command;

/// The puzzle's example.
pub(crate) const EXAMPLE: &str = "Player 1 starting position: 4\nPlayer 2 starting position: 8\n";

/// The `dirac` binary under test.
pub(crate) fn dirac() -> Command {
    Command::cargo_bin("dirac").unwrap()
}

/// Runs `dirac solve -` on `input` with extra arguments.
pub(crate) fn solve_stdin(input: impl Into<Vec<u8>>, args: &[&str]) -> assert_cmd::assert::Assert {
    dirac()
        .arg("solve")
        .arg("-")
        .args(args)
        .write_stdin(input)
        .assert()
}

/// A bare run of the command: the example's part 1, read from standard input. Process start,
/// parsing and a few hundred turns: what any run pays before its own work.
pub(crate) fn bare_run() {
    solve_stdin(EXAMPLE, &["--part", "1"]).success();
}

/// How many times longer `run` takes than `bare`: the least of `n` runs of each, taken in turn
/// so that a machine busy with other work slows both alike. Speed is guarded by such ratios,
/// never by a deadline: a test passes on a loaded machine as on a quiet one.
pub(crate) fn times_as_long(run: impl Fn(), bare: impl Fn(), n: usize) -> f64 {
    let least = |f: &dyn Fn(), best: &mut std::time::Duration| {
        let start = std::time::Instant::now();
        f();
        *best = (*best).min(start.elapsed());
    };
    let (mut ours, mut theirs) = (std::time::Duration::MAX, std::time::Duration::MAX);
    for _ in 0..n {
        least(&run, &mut ours);
        least(&bare, &mut theirs);
    }
    ours.as_secs_f64() / theirs.as_secs_f64()
}
