//! The `dirac` command as a user runs it: exit status, stdout and stderr.

#![allow(clippy::unwrap_used, clippy::cast_possible_truncation)]

use std::io::{BufRead, BufReader, Write};
use std::process::{Command as StdCommand, Stdio};

use assert_cmd::Command;
use predicates::prelude::*;

const EXAMPLE: &str = "Player 1 starting position: 4\nPlayer 2 starting position: 8\n";

fn dirac() -> Command {
    Command::cargo_bin("dirac").unwrap()
}

/// Runs `dirac solve -` on `input` with extra arguments.
fn solve_stdin(input: impl Into<Vec<u8>>, args: &[&str]) -> assert_cmd::assert::Assert {
    dirac()
        .arg("solve")
        .arg("-")
        .args(args)
        .write_stdin(input)
        .assert()
}

/// Asserts a refusal with status 2 and nothing on stdout, whose first line of stderr contains
/// `message`. dirac's own messages are one line; clap's flag errors add a pointer to `--help`.
fn fails_with(assert: assert_cmd::assert::Assert, message: &str) {
    let out = assert.code(2).stdout("").get_output().clone();
    let stderr = String::from_utf8(out.stderr).unwrap();
    let first = stderr.lines().next().unwrap_or_default();
    assert!(
        first.contains(message),
        "stderr: {stderr}\nwanted: {message}"
    );
    assert!(!stderr.contains("panicked"), "{stderr}");
    if first.starts_with("dirac: error: ") {
        assert_eq!(stderr.trim_end().lines().count(), 1, "one line: {stderr}");
    }
}

#[test]
fn no_arguments_solves_the_example_and_says_so_on_stderr() {
    dirac()
        .assert()
        .success()
        .stdout(predicate::str::starts_with(
            "Part 1: 739785\nPart 2: 444356092776315\n",
        ))
        .stderr(
            predicate::str::contains("no input given")
                .and(predicate::str::contains("dirac solve INPUT")),
        );
}

#[test]
fn solve_reads_a_file_and_says_nothing_on_stderr() {
    let dir = tempdir();
    let path = dir.join("input.txt");
    std::fs::write(
        &path,
        "Player 1 starting position: 3\nPlayer 2 starting position: 4\n",
    )
    .unwrap();
    dirac()
        .arg("solve")
        .arg(&path)
        .assert()
        .success()
        .stdout(predicate::str::starts_with("Part 1: 995904\nPart 2: "))
        .stderr("");
}

#[test]
fn solve_reads_standard_input_with_crlf_and_trailing_blank_lines() {
    solve_stdin(
        "Player 1 starting position: 4 \r\nPlayer 2 starting position: 8\r\n\r\n\n",
        &[],
    )
    .success()
    .stdout(predicate::str::starts_with(
        "Part 1: 739785\nPart 2: 444356092776315\n",
    ));
}

#[test]
fn part_selects_one_answer() {
    solve_stdin(EXAMPLE, &["--part", "2"]).success().stdout(
        predicate::str::starts_with("Part 2: 444356092776315\n")
            .and(predicate::str::contains("Part 1").not()),
    );
    solve_stdin(EXAMPLE, &["--part", "1"]).success().stdout(
        predicate::str::starts_with("Part 1: 739785\n")
            .and(predicate::str::contains("Part 2").not()),
    );
    fails_with(
        solve_stdin(EXAMPLE, &["--part", "3"]),
        "invalid value '3' for '--part <PART>'",
    );
}

#[test]
fn every_strategy_gives_the_same_answer() {
    for strategy in ["auto", "per-player", "memo", "backward", "stack"] {
        solve_stdin(EXAMPLE, &["--part", "2", "--strategy", strategy])
            .success()
            .stdout(predicate::str::contains(
                "Part 2 = 444356092776315 universes won by player 1",
            ));
    }
}

#[test]
fn json_holds_both_games_with_counts_as_strings() {
    let out = solve_stdin(EXAMPLE, &["--format", "json"])
        .success()
        .get_output()
        .stdout
        .clone();
    let v: serde_json::Value = serde_json::from_slice(&out).unwrap();
    assert_eq!(v["practice"]["answer"], "739785");
    assert_eq!(v["practice"]["winner"], 1);
    assert_eq!(v["practice"]["scores"], serde_json::json!(["1000", "745"]));
    assert_eq!(v["practice"]["rolls"], "993");
    assert_eq!(v["dirac"]["answer"], "444356092776315");
    assert_eq!(
        v["dirac"]["wins"],
        serde_json::json!(["444356092776315", "341960390180808"])
    );
    assert_eq!(v["dirac"]["strategy"], "per-player");
}

#[test]
fn rules_change_the_game() {
    solve_stdin(
        EXAMPLE,
        &[
            "--board",
            "12",
            "--dirac-target",
            "30",
            "--practice-die",
            "6",
            "--rolls",
            "2",
        ],
    )
    .success()
    .stdout(predicate::str::contains(
        "of a board of 12 spaces; a turn is 2 rolls",
    ));
}

#[test]
fn bad_inputs_are_refused_with_the_line_the_value_and_what_is_allowed() {
    let cases: &[(&[u8], &str)] = &[
        (b"", "the input is empty"),
        (b"  \n\n", "the input is empty"),
        (
            b"Player 1 starting position: 4\nPlayer 2 starting position: 11\n",
            "line 2: starting position 11 is off the board (1..10)",
        ),
        (
            b"Player 1 starting position: 0\n",
            "line 1: starting position 0 is off the board (1..10)",
        ),
        (
            b"Player 1 starting position: -1\n",
            "line 1: starting position \"-1\" is not a whole number (expected 1..10)",
        ),
        (
            b"Player 1 starting position: 1e3\n",
            "line 1: starting position \"1e3\" is not a whole number",
        ),
        (
            b"Player 1 starting position: 99999999999999999999999\n",
            "line 1: starting position 99999999999999999999999 is off the board",
        ),
        (
            b"Player 1 starting position: x\n",
            "line 1: starting position \"x\" is not a whole number",
        ),
        (
            b"Player 1 starting position: 4 abc\n",
            "line 1: unexpected text \"abc\" after the starting position 4",
        ),
        (
            b"Player 0 starting position: 4\n",
            "line 1: player 0 is not allowed",
        ),
        (
            b"Player 1 starting position: 4\nPlayer 1 starting position: 5\n",
            "line 2: player 1 appears again (first on line 1)",
        ),
        (
            b"Player 1 starting position: 4\nPlayer 3 starting position: 5\n",
            "line 2: found player 3 but player 2 is missing",
        ),
        (
            b"Player 2 starting position: 4\nPlayer 1 starting position: 5\n",
            "line 1: found player 2 but player 1 is missing",
        ),
        (
            b"Player 1 starting position: 4\n\nPlayer 2 starting position: 5\n",
            "line 2: blank line",
        ),
        (
            b"Player\t1 starting position: 4\n",
            "line 1: expected `Player 1 starting position: P`",
        ),
        (
            b"hello\n",
            "line 1: expected `Player 1 starting position: P`, found \"hello\"",
        ),
        (
            b"\xef\xbb\xbfPlayer 1 starting position: 4\n",
            "line 1: the input starts with a byte-order mark",
        ),
        (
            b"Player 1 starting position: 4\nPlayer 2 \xff\n",
            "line 2: not valid UTF-8 (byte 0xff at column 10)",
        ),
    ];
    for (input, message) in cases {
        fails_with(solve_stdin(*input, &[]), message);
    }
}

#[test]
fn a_huge_input_is_refused_without_reading_it_all() {
    let huge = vec![b'x'; 8 << 20];
    fails_with(solve_stdin(huge, &[]), "the input is too large");
}

#[test]
fn a_missing_file_or_a_directory_is_refused() {
    fails_with(
        dirac().args(["solve", "no/such/file.txt"]).assert(),
        "cannot open \"no/such/file.txt\"",
    );
    fails_with(dirac().args(["solve", "."]).assert(), "it is a directory");
}

#[test]
fn bad_rule_values_are_refused_with_the_allowed_range() {
    let flags = [
        ("--board", "1000000"),
        ("--rolls", "1000000"),
        ("--practice-die", "1000000000"),
        ("--practice-target", "18446744073709551615"),
        ("--dirac-faces", "1000000"),
        ("--dirac-target", "1000000"),
    ];
    for (flag, max) in flags {
        for bad in ["0", "-1", "abc", "1.5", "99999999999999999999999"] {
            let assert = solve_stdin(EXAMPLE, &[flag, bad]);
            fails_with(assert, &format!("invalid value '{bad}' for '{flag} "));
            let assert = solve_stdin(EXAMPLE, &[flag, bad]);
            fails_with(assert, &format!("expected a whole number from 1 to {max}"));
        }
    }
}

#[test]
fn the_example_on_a_board_too_small_asks_for_an_input_file() {
    fails_with(
        dirac().args(["solve", "--board", "5"]).assert(),
        "pass an input file",
    );
}

#[test]
fn work_past_the_limits_is_refused_and_names_the_way_out() {
    let six: String = (1..=6)
        .map(|n| format!("Player {n} starting position: {n}\n"))
        .collect();
    let assert = solve_stdin(six, &["--part", "2", "--strategy", "memo"]);
    fails_with(
        assert,
        "use per-player instead (raise the limits with --max-work and --max-memory)",
    );
    let assert = solve_stdin(
        EXAMPLE,
        &[
            "--part",
            "2",
            "--dirac-target",
            "1000",
            "--max-work",
            "1000",
        ],
    );
    fails_with(assert, "over the limits of 1000 steps");
}

#[test]
fn help_documents_the_exit_status() {
    dirac()
        .args(["solve", "--help"])
        .assert()
        .success()
        .stdout(predicate::str::contains(
            "Exit status: 0 success; 1 internal error",
        ));
}

#[test]
fn a_closed_stdout_is_not_an_error() {
    // 1000 players make an output far larger than a pipe's buffer, so dirac is still writing
    // when the reader goes away.
    let input: String = (1..=1000)
        .map(|n| format!("Player {n} starting position: {}\n", n % 10 + 1))
        .collect();
    let mut child = StdCommand::new(assert_cmd::cargo::cargo_bin("dirac"))
        .args(["solve", "-", "--part", "1"])
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    child
        .stdin
        .take()
        .unwrap()
        .write_all(input.as_bytes())
        .unwrap();
    let mut first = String::new();
    BufReader::new(child.stdout.take().unwrap())
        .read_line(&mut first)
        .unwrap();
    assert!(first.starts_with("Part 1: "));
    let out = child.wait_with_output().unwrap();
    assert_eq!(
        out.status.code(),
        Some(0),
        "stderr: {}",
        String::from_utf8_lossy(&out.stderr)
    );
    assert!(out.stderr.is_empty());
}

fn tempdir() -> std::path::PathBuf {
    let dir = std::env::temp_dir().join(format!("dirac-cli-test-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    dir
}
