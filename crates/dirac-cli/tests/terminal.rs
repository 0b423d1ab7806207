//! Colour, progress bars and notes appear on a terminal, and only there. `script` (util-linux,
//! on every Debian system) runs the command on a pseudo-terminal; without it the tests fail,
//! saying so.

#![allow(clippy::unwrap_used, clippy::print_stderr)]

use std::path::Path;
use std::process::Command;

use assert_cmd::cargo::cargo_bin;

const BOLD: &str = "\x1b[1m";

/// Runs `dirac args` on a pseudo-terminal with `env`; returns its status and everything it
/// printed.
fn run_on_terminal(args: &str, env: &[(&str, &str)]) -> (bool, String) {
    run_on_terminal_raw(&format!("{} {args}", cargo_bin("dirac").display()), env)
}

/// Runs a shell `command` on a pseudo-terminal.
fn run_on_terminal_raw(command: &str, env: &[(&str, &str)]) -> (bool, String) {
    assert!(
        Path::new("/usr/bin/script").exists(),
        "these tests need util-linux's /usr/bin/script (apt-get install util-linux)"
    );
    let dir = tempfile::tempdir().unwrap();
    let out = Command::new("/usr/bin/script")
        .arg("-qec")
        .arg(command)
        .arg(dir.path().join("typescript"))
        .current_dir(dir.path())
        .env_remove("NO_COLOR")
        .env_remove("CLICOLOR_FORCE")
        .envs(env.iter().copied())
        .output()
        .unwrap();
    (
        out.status.success(),
        String::from_utf8_lossy(&out.stdout).into_owned(),
    )
}

/// Runs `dirac args` on a pseudo-terminal, demanding success; returns what it printed.
fn on_terminal(args: &str, env: &[(&str, &str)]) -> String {
    let (ok, out) = run_on_terminal(args, env);
    assert!(ok, "{args}: {out}");
    out
}

#[test]
fn text_is_bold_on_a_terminal_and_plain_with_no_color_or_in_a_pipe() {
    let coloured = on_terminal("solve", &[]);
    assert!(coloured.contains(BOLD), "no colour on a terminal");
    assert!(coloured.contains("Part 1: 739785"));
    let plain = on_terminal("solve", &[("NO_COLOR", "1")]);
    assert!(
        !plain.contains("solving"),
        "a spinner for quick work: {plain:?}"
    );
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

/// A sweep of about four seconds in the tests' build, past the spinner's one-second delay on a
/// quiet machine and longer on a busy one, whose time goes into its pairs, a row of ten every
/// few tenths of a second, so that the spinner shows their count whatever the machine's load:
/// a 100-faced die to 400 (a high target on the puzzle's die spends its time on the tables
/// instead, and the pairs could all pass between two ticks of the spinner).
const LONG_SWEEP: &str = "sweep --board 10 --dirac-faces 100 --dirac-target 400 \
     --max-work 1000000000000 --format csv -o out.csv";

#[test]
fn a_long_sweep_shows_a_progress_bar_on_a_terminal_and_never_elsewhere() {
    let shown = on_terminal(LONG_SWEEP, &[]);
    assert!(
        shown.contains("sweeping: ") && shown.contains(" of 100 pairs"),
        "no progress on a terminal: {shown:?}"
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

#[test]
fn work_past_a_second_says_what_it_is_doing_on_a_terminal() {
    // bench times every strategy for about half a second each.
    let shown = on_terminal("bench -o out.txt", &[]);
    assert!(
        shown.contains("timing the Dirac game, "),
        "no progress on a terminal: {shown:?}"
    );
    assert!(
        shown.contains("(1s)") || shown.contains("(2s)"),
        "the time counts from the start: {shown:?}"
    );
}

#[test]
fn colour_is_off_on_a_dumb_terminal_and_with_color_never() {
    let dumb = on_terminal("solve", &[("TERM", "dumb")]);
    assert!(!dumb.contains('\x1b'), "colour with TERM=dumb");
    let never = on_terminal("solve --color never", &[]);
    assert!(!never.contains('\x1b'), "colour with --color never");
}

#[test]
fn a_report_is_not_poured_onto_a_terminal() {
    let (ok, out) = run_on_terminal("report", &[]);
    assert!(!ok);
    assert!(out.contains("-o report.html"), "{out}");
    assert!(!out.contains("<html"), "{out}");
    // Written to a file, the same report is made on a terminal.
    let dir = tempfile::tempdir().unwrap();
    let page = dir.path().join("report.html");
    let (ok, out) = run_on_terminal(&format!("report -o {}", page.display()), &[]);
    assert!(ok, "{out}");
    assert!(std::fs::read_to_string(&page).unwrap().contains("<html"));
}

#[test]
fn reading_standard_input_on_a_terminal_says_so() {
    // Standard input is the terminal, where nobody types: the note comes before the wait.
    let dirac = cargo_bin("dirac");
    let (_, shown) = run_on_terminal_raw(
        &format!("timeout --foreground 2 {} solve -", dirac.display()),
        &[],
    );
    assert!(
        shown.contains("reading the input from standard input"),
        "{shown}"
    );
}

/// A device named as an output is written where it is. The device is the test's own terminal,
/// never the machine's `/dev/null`: a build that wrote through a temporary file renamed over
/// the target would replace `/dev/null` for every process (cargo-mutants made such builds),
/// while a terminal's directory takes no new file, so that build fails here and damages
/// nothing.
#[test]
fn a_device_named_as_the_output_is_written_in_place() {
    let example = concat!(env!("CARGO_MANIFEST_DIR"), "/../../examples/example.txt");
    let dirac = cargo_bin("dirac");
    let (ok, out) = run_on_terminal_raw(
        &format!("{} turns {example} -o \"$(tty)\"", dirac.display()),
        &[],
    );
    assert!(ok, "{out}");
    assert!(out.contains("Player 1 alone (start 4)"), "{out}");
    // The same device by two names: refused before any work.
    let (ok, out) = run_on_terminal_raw(
        &format!(
            "{} turns {example} -o \"$(tty)\" --svg \"/dev/..$(tty)\"",
            dirac.display()
        ),
        &[],
    );
    assert!(!ok, "{out}");
    assert!(out.contains("both write to"), "{out}");
}
