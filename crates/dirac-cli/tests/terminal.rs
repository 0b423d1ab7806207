//! Colour and progress bars appear on a terminal, and only there. `script` (util-linux) runs
//! the command on a pseudo-terminal; without it the tests fail in CI and are skipped elsewhere.

#![allow(clippy::unwrap_used, clippy::print_stderr)]

use std::path::Path;
use std::process::Command;

use assert_cmd::cargo::cargo_bin;

const BOLD: &str = "\x1b[1m";

/// Runs `dirac args` on a pseudo-terminal with `env`; returns everything it printed, or
/// `None` when `script` is not installed.
fn on_terminal(args: &str, env: &[(&str, &str)]) -> Option<String> {
    if !Path::new("/usr/bin/script").exists() {
        assert!(
            std::env::var_os("CI").is_none(),
            "CI needs util-linux's script"
        );
        eprintln!("skipped: no /usr/bin/script");
        return None;
    }
    let dir = tempfile::tempdir().unwrap();
    let command = format!("{} {args}", cargo_bin("dirac").display());
    let out = Command::new("/usr/bin/script")
        .arg("-qec")
        .arg(&command)
        .arg(dir.path().join("typescript"))
        .current_dir(dir.path())
        .env_remove("NO_COLOR")
        .envs(env.iter().copied())
        .output()
        .unwrap();
    assert!(
        out.status.success(),
        "{command}: {}",
        String::from_utf8_lossy(&out.stderr)
    );
    Some(String::from_utf8_lossy(&out.stdout).into_owned())
}

#[test]
fn text_is_bold_on_a_terminal_and_plain_with_no_color_or_in_a_pipe() {
    let Some(coloured) = on_terminal("solve", &[]) else {
        return;
    };
    assert!(coloured.contains(BOLD), "no colour on a terminal");
    assert!(coloured.contains("Part 1: 739785"));
    let plain = on_terminal("solve", &[("NO_COLOR", "1")]).unwrap();
    assert!(!plain.contains('\x1b'), "colour despite NO_COLOR");
    let piped = Command::new(cargo_bin("dirac"))
        .arg("solve")
        .output()
        .unwrap();
    assert!(
        !String::from_utf8_lossy(&piped.stdout).contains('\x1b'),
        "colour in a pipe"
    );
}

/// A sweep of about two seconds: small board, high target, counts of thousands of bits.
const LONG_SWEEP: &str =
    "sweep --board 10 --dirac-target 1500 --max-work 1000000000000 --format csv -o out.csv";

#[test]
fn a_long_sweep_shows_a_progress_bar_on_a_terminal_and_never_elsewhere() {
    let Some(shown) = on_terminal(LONG_SWEEP, &[]) else {
        return;
    };
    assert!(
        shown.contains("sweeping"),
        "no progress bar on a terminal: {shown:?}"
    );
    let dir = tempfile::tempdir().unwrap();
    let piped = Command::new(cargo_bin("dirac"))
        .args(LONG_SWEEP.split_whitespace())
        .current_dir(dir.path())
        .output()
        .unwrap();
    assert!(piped.status.success());
    assert!(
        piped.stderr.is_empty(),
        "stderr when not a terminal: {:?}",
        String::from_utf8_lossy(&piped.stderr)
    );
    assert!(dir.path().join("out.csv").exists());
}
