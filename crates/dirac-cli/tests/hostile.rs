//! Never wrong, never crashes: every kind of bad input gets exit status 2, nothing on stdout
//! and one line on stderr that names the line, the value and what is allowed; enormous inputs
//! and rules are refused quickly; Ctrl-C, SIGTERM and SIGHUP end promptly and leave no output file behind.

#![allow(clippy::unwrap_used)]

use std::io::Read;
use std::process::{Command as StdCommand, Stdio};
use std::time::Instant;

mod common;

use assert_cmd::cargo::cargo_bin;
use common::{EXAMPLE, bare_run, dirac, solve_stdin, times_as_long};

/// Asserts status 2, an empty stdout, and one line on stderr containing every one of `parts`.
fn refused(assert: assert_cmd::assert::Assert, parts: &[&str]) {
    let out = assert.code(2).stdout("").get_output().clone();
    let stderr = String::from_utf8(out.stderr).unwrap();
    assert_eq!(stderr.lines().count(), 1, "one line: {stderr}");
    assert!(stderr.starts_with("dirac: error: "), "{stderr}");
    assert!(!stderr.contains("panicked"), "{stderr}");
    for part in parts {
        assert!(stderr.contains(part), "stderr: {stderr}wanted: {part}");
    }
}

#[test]
fn every_kind_of_bad_input_is_refused_with_the_line_the_value_and_what_is_allowed() {
    let cases: &[(&[u8], &[&str])] = &[
        (
            b"",
            &["the input is empty", "Player 1 starting position: 4"],
        ),
        (b"   \n\t\n  \n", &["the input is empty"]),
        (b"\xffP", &["line 1:", "not valid UTF-8", "0xff"]),
        (
            b"\xff\xfe",
            &["UTF-16LE text", "not UTF-8", "iconv -f UTF-16LE -t UTF-8"],
        ),
        (
            b"Player 1 starting position: 4\nPlayer 2 starting \xe9\n",
            &["line 2:", "0xe9", "column 19"],
        ),
        (
            b"player 1 starting position: 4\n",
            &["line 1:", "column 1", "\"player\" should read `Player`"],
        ),
        (
            b"Player 1  starting position: 4\n",
            &["line 1:", "column 9", "separated by one space"],
        ),
        (
            b"Player\t1 starting position: 4\n",
            &["line 1:", "Player\\t1", "`Player 1 starting position: P`"],
        ),
        (
            b"Player 1 starting position:\t4\n",
            &["line 1:", "`Player 1 starting position: P`"],
        ),
        (
            b"Player 0 starting position: 4\n",
            &["line 1:", "player 0", "numbered from 1"],
        ),
        (
            b"Player 2 starting position: 4\nPlayer 1 starting position: 5\n",
            &["line 1:", "player 2", "player 1 is missing"],
        ),
        (
            b"Player 1 starting position: 4\nPlayer 1 starting position: 5\n",
            &["line 2:", "player 1 appears again", "expected player 2"],
        ),
        (
            b"Player 1 starting position: 4\nPlayer 3 starting position: 5\n",
            &["line 2:", "player 3", "player 2 is missing"],
        ),
        (
            b"Player 1 starting position: 0\n",
            &["line 1:", "0", "off the board (1..10)"],
        ),
        (
            b"Player 1 starting position: -1\n",
            &["line 1:", "\"-1\"", "not a whole number", "1..10"],
        ),
        (
            b"Player 1 starting position: 11\n",
            &["line 1:", "11", "off the board (1..10)"],
        ),
        (
            b"Player 1 starting position: 1e3\n",
            &["line 1:", "\"1e3\"", "1..10"],
        ),
        (
            b"Player 1 starting position: 99999999999999999999999\n",
            &["line 1:", "99999999999999999999999", "(1..10)"],
        ),
        (
            b"Player 1 starting position: four\n",
            &["line 1:", "\"four\"", "1..10"],
        ),
        (
            b"Player 1 starting position: 4 and more\n",
            &["line 1:", "\"and more\"", "after the starting position 4"],
        ),
        (
            b"Player 1 starting position: 4\n\nPlayer 2 starting position: 8\n",
            &["line 2:", "blank line"],
        ),
    ];
    for (input, parts) in cases {
        refused(solve_stdin(*input, &[]), parts);
    }
}

#[test]
fn too_many_players_are_refused_at_the_first_one_too_many() {
    let input: String = (1..=1001)
        .map(|n| format!("Player {n} starting position: 1\n"))
        .collect();
    refused(solve_stdin(input, &[]), &["line 1001:", "at most 1000"]);
}

#[test]
fn a_100_mb_input_is_refused_quickly_without_reading_it_all() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("huge.txt");
    let file = std::fs::File::create(&path).unwrap();
    file.set_len(100 << 20).unwrap();
    let refuse = || {
        refused(
            dirac().arg("solve").arg(&path).assert(),
            &["the input is too large", "1048576 bytes"],
        )
    };
    refuse();
    // Quickly: a megabyte read, not a hundred; about as long as a bare run of the command.
    let ratio = times_as_long(refuse, bare_run, 5);
    assert!(ratio < 10.0, "refusing took {ratio:.1} times a bare run");

    // From a pipe: dirac reads a megabyte and stops; the writer sees the pipe close.
    let mut child = StdCommand::new(cargo_bin("dirac"))
        .args(["solve", "-"])
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    let mut stdin = child.stdin.take().unwrap();
    let writer = std::thread::spawn(move || {
        let chunk = vec![b'x'; 1 << 20];
        let mut sent = 0_usize;
        while sent < 100 << 20 {
            if std::io::Write::write_all(&mut stdin, &chunk).is_err() {
                break;
            }
            sent += chunk.len();
        }
        sent
    });
    let status = child.wait().unwrap();
    let sent = writer.join().unwrap();
    let mut stderr = String::new();
    child
        .stderr
        .take()
        .unwrap()
        .read_to_string(&mut stderr)
        .unwrap();
    assert_eq!(status.code(), Some(2), "{stderr}");
    assert!(stderr.contains("the input is too large"), "{stderr}");
    assert!(sent < 100 << 20, "dirac read all {sent} bytes");
}

#[test]
fn a_directory_or_a_missing_file_is_refused() {
    refused(
        dirac().args(["solve", "no/such/file.txt"]).assert(),
        &["cannot open \"no/such/file.txt\""],
    );
    refused(
        dirac().args(["solve", "."]).assert(),
        &["\".\"", "is a directory"],
    );
}

/// The flags and their largest values.
const FLAGS: [(&str, &str); 6] = [
    ("--board", "1000000"),
    ("--rolls", "1000000"),
    ("--practice-die", "1000000000"),
    ("--practice-target", "18446744073709551615"),
    ("--dirac-faces", "1000000"),
    ("--dirac-target", "1000000"),
];

#[test]
fn every_rule_flag_refuses_zero_negatives_words_and_values_past_its_maximum() {
    let edges = [
        "4294967296",                              // u32::MAX + 1
        "18446744073709551616",                    // u64::MAX + 1
        "340282366920938463463374607431768211455", // u128::MAX
        "340282366920938463463374607431768211456", // u128::MAX + 1
    ];
    for (flag, max) in FLAGS {
        let limit = max.parse::<u128>().unwrap();
        let past_max = edges
            .iter()
            .filter(|v| v.parse::<u128>().map_or(true, |v| v > limit));
        // Spaces around a value are ignored (as around a die's faces), not within it.
        for bad in ["0", "-1", "-0", "abc", "1.5", "2.5e0", "1e-3", "5 5", ""]
            .iter()
            .chain(past_max)
        {
            let message = format!("invalid value '{bad}' for '{flag} ");
            refused(
                solve_stdin(EXAMPLE, &[flag, bad]),
                &[&message, &format!("1 to {max}")],
            );
        }
        let spaced = solve_stdin(EXAMPLE, &["--part", "1", flag, " 10\t"]).success();
        let plain = solve_stdin(EXAMPLE, &["--part", "1", flag, "10"]).success();
        assert_eq!(
            spaced.get_output().stdout,
            plain.get_output().stdout,
            "{flag}"
        );
        let past = (limit + 1).to_string();
        refused(
            solve_stdin(EXAMPLE, &[flag, &past]),
            &[&past, "is not allowed"],
        );
    }
}

#[test]
fn every_rule_flag_at_its_largest_value_solves_or_is_refused_quickly() {
    for (flag, max) in FLAGS {
        // On a board of a million spaces the example's starts are fine; elsewhere too.
        let out = solve_stdin(EXAMPLE, &[flag, max]).get_output().clone();
        let stderr = String::from_utf8_lossy(&out.stderr);
        match out.status.code() {
            Some(0) => assert!(String::from_utf8_lossy(&out.stdout).starts_with("Part 1: ")),
            Some(2) => {
                assert_eq!(stderr.lines().count(), 1, "{flag} {max}: {stderr}");
                assert!(
                    stderr.contains("would need about") || stderr.contains("would need at least"),
                    "{flag} {max}: {stderr}"
                );
            }
            other => panic!("{flag} {max}: status {other:?}: {stderr}"),
        }
        // Quickly: the heaviest, a board of a million spaces, solves in about a hundred bare
        // runs (its cells are laid out, not its work); a plan that let a run of minutes
        // through would take thousands.
        let run = || {
            solve_stdin(EXAMPLE, &[flag, max]);
        };
        let ratio = times_as_long(run, bare_run, 3);
        assert!(
            ratio < 1000.0,
            "{flag} {max} took {ratio:.0} times a bare run"
        );
    }
}

#[test]
fn rules_far_past_the_limits_are_refused_in_milliseconds() {
    // Each with the most times a bare run of the command its refusal may take (a ratio, taken
    // in turn, so that a busy machine slows both; never a deadline): the bound from the rules
    // alone costs next to nothing, and a refined one at most the plan's budget for its pass
    // over the cells (some tens of milliseconds: about 45 bare runs, when this was written).
    // On a busy machine a run of tens of milliseconds is always cut by the scheduler while a
    // bare run of one or two often is not: with both cores busy it measured 101 bare runs, so
    // the refined refusal's bound is 250, still far below a pass over the cells (seconds).
    let cases: [(&[&str], &[&str], f64); 4] = [
        (
            &["--board", "1000000", "--dirac-target", "1000000"],
            &[
                "would need about ",
                " years) and 2.4 EiB of memory",
                "--max-memory",
            ],
            5.0,
        ),
        (
            &["--dirac-faces", "1000000", "--rolls", "1000000"],
            &["would need about", "--max-work"],
            5.0,
        ),
        (
            &["--dirac-target", "1000000", "--strategy", "memo"],
            &["memo strategy", "use per-player"],
            5.0,
        ),
        (
            &["--dirac-target", "100000"],
            &["would need about", "--max-work"],
            250.0,
        ),
    ];
    for (args, parts, most) in cases {
        let refuse = || {
            refused(
                solve_stdin(EXAMPLE, &[&["--part", "2"][..], args].concat()),
                parts,
            )
        };
        refuse();
        let ratio = times_as_long(refuse, bare_run, 5);
        assert!(ratio < most, "{args:?} took {ratio:.1} times a bare run");
    }
    let refuse = || {
        refused(
            dirac().args(["sweep", "--board", "1001"]).assert(),
            &["at most 1000 spaces"],
        )
    };
    refuse();
    let ratio = times_as_long(refuse, bare_run, 3);
    assert!(
        ratio < 5.0,
        "the sweep's refusal took {ratio:.1} times a bare run"
    );
}

#[test]
fn usage_errors_are_one_line_with_their_tip() {
    refused(
        dirac().args(["solve", "--bord", "3"]).assert(),
        &["'--bord'", "tip:", "'--board'"],
    );
    refused(
        dirac().args(["solve", "--part", "3"]).assert(),
        &["invalid value '3' for '--part <PART>'"],
    );
    refused(
        dirac().args(["frobnicate"]).assert(),
        &["cannot open \"frobnicate\": no such file or directory"],
    );
}

#[cfg(unix)]
#[test]
fn a_signal_ends_a_long_sweep_with_its_status_and_leaves_no_file_unless_ignored() {
    let dir = tempfile::tempdir().unwrap();
    let out = dir.path().join("sweep.csv");
    // About two seconds of work (small board, counts of thousands of bits), written at the end.
    let sweep = |before: Option<&str>| {
        let mut command = match before {
            Some(program) => {
                let mut command = StdCommand::new(program);
                command.arg(cargo_bin("dirac"));
                command
            }
            None => StdCommand::new(cargo_bin("dirac")),
        };
        command
            .args([
                "sweep",
                "--board",
                "10",
                "--dirac-target",
                "1500",
                "--max-work",
                "1000000000000",
                "--format",
                "csv",
                "-o",
            ])
            .arg(&out)
            .stdin(Stdio::null())
            .stdout(Stdio::null())
            .stderr(Stdio::piped())
            .spawn()
            .unwrap()
    };
    // The whole sweep first, timed, on this machine as loaded as it is now.
    let started = Instant::now();
    let whole = sweep(None).wait_with_output().unwrap();
    let full = started.elapsed();
    assert!(whole.status.success(), "{whole:?}");
    std::fs::remove_file(&out).unwrap();
    // Interrupted a quarter of the way in, it stops within another quarter: well before the
    // three quarters of its work it had left (a ratio of the same sweep's time, not a deadline).
    // Ended by `timeout` (SIGTERM) or a closed terminal (SIGHUP), the same.
    for (signal, status) in [("-INT", 130), ("-TERM", 143), ("-HUP", 129)] {
        let child = sweep(None);
        std::thread::sleep(full / 4);
        let pid = child.id().to_string();
        let sent = Instant::now();
        assert!(
            StdCommand::new("kill")
                .args([signal, &pid])
                .status()
                .unwrap()
                .success()
        );
        let output = child.wait_with_output().unwrap();
        let stop = sent.elapsed();
        assert!(
            stop < full / 4,
            "{signal}: took {stop:?} to stop, a sweep {full:?} in all"
        );
        assert_eq!(
            output.status.code(),
            Some(status),
            "{signal}: {}",
            String::from_utf8_lossy(&output.stderr)
        );
        let left: Vec<_> = std::fs::read_dir(dir.path()).unwrap().collect();
        assert!(left.is_empty(), "{signal}: left behind: {left:?}");
    }
    // Started by `nohup`, which ignores SIGHUP, a closed terminal does not end the run.
    let child = sweep(Some("nohup"));
    std::thread::sleep(full / 4);
    let pid = child.id().to_string();
    assert!(
        StdCommand::new("kill")
            .args(["-HUP", &pid])
            .status()
            .unwrap()
            .success()
    );
    let output = child.wait_with_output().unwrap();
    assert!(output.status.success(), "{output:?}");
    assert!(std::fs::metadata(&out).is_ok_and(|m| m.len() > 0));
}
