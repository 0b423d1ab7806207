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
