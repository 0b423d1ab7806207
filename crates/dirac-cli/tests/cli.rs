//! The `dirac` command as a user runs it: exit status, stdout and stderr.

#![allow(clippy::unwrap_used, clippy::cast_possible_truncation)]

use std::io::{BufRead, BufReader, Write};
use std::process::{Command as StdCommand, Stdio};

mod common;

use common::{EXAMPLE, bare_run, dirac, solve_stdin, times_as_long};
use predicates::prelude::*;

/// Asserts a refusal: status 2, nothing on stdout, one line on stderr containing `message`
/// (the bad-input suite is tests/hostile.rs).
fn fails_with(assert: assert_cmd::assert::Assert, message: &str) {
    let out = assert.code(2).stdout("").get_output().clone();
    let stderr = String::from_utf8(out.stderr).unwrap();
    assert!(
        stderr.contains(message),
        "stderr: {stderr}\nwanted: {message}"
    );
    assert_eq!(stderr.lines().count(), 1, "one line: {stderr}");
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
    let path = dir.path().join("input.txt");
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
fn solve_reads_standard_input_with_a_bom_crlf_and_trailing_blank_lines() {
    solve_stdin(
        "\u{feff}Player 1 starting position: 4 \r\nPlayer 2 starting position: 8\r\n\r\n\n",
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
    assert_eq!(v["practice"]["die_rolls"], "993");
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
            "100000",
        ],
    );
    let stderr = String::from_utf8(assert.get_output().stderr.clone()).unwrap();
    assert!(
        stderr.contains("(raise the limit with --max-work)"),
        "{stderr}"
    );
    // The estimate of the whole run is one figure, with its time, whatever the limit it
    // passes.
    let figure = |max_work: &str| {
        let assert = solve_stdin(
            EXAMPLE,
            &[
                "--part",
                "2",
                "--dirac-target",
                "1000",
                "--max-work",
                max_work,
            ],
        );
        let out = assert.code(2).get_output().clone();
        let stderr = String::from_utf8(out.stderr).unwrap();
        let (_, after) = stderr.split_once("would need about ").unwrap();
        let (figure, _) = after.split_once(", over the limit").unwrap();
        figure.to_owned()
    };
    let one = figure("100000");
    assert!(one.ends_with(" ms)") && one.contains(" steps ("), "{one}");
    assert_eq!(figure("1"), one);
    assert_eq!(figure("1e6"), one);
    let assert = solve_stdin(
        EXAMPLE,
        &[
            "--part",
            "2",
            "--max-memory",
            "1",
            "--dirac-target",
            "20000",
            "--max-work",
            "1e18",
        ],
    );
    fails_with(assert, "(raise the limit with --max-memory)");
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

/// A folder of the test's own, removed when the value is dropped (nextest runs each test in a
/// process of its own: a folder named by the process would be left behind by every test).
fn tempdir() -> tempfile::TempDir {
    tempfile::tempdir().unwrap()
}

#[test]
fn a_file_alone_is_solved_and_a_typo_gets_a_hint() {
    dirac()
        .arg("../../examples/example.txt")
        .assert()
        .success()
        .stdout(predicate::str::starts_with("Part 1: 739785\n"));
    fails_with(
        dirac().arg("trns").assert(),
        "'trns' is neither a command nor a file (tip: did you mean the command `dirac turns`?)",
    );
}

#[test]
fn a_path_alone_gets_the_messages_and_flags_of_solve() {
    let tmp = tempdir();
    let dir = tmp.path().join("path-alone");
    std::fs::create_dir_all(dir.join("adir")).unwrap();
    std::fs::write(dir.join("my.txt"), EXAMPLE).unwrap();
    let run = |args: &[&str]| dirac().current_dir(&dir).args(args).assert();
    for missing in ["nope.txt", "./nope.txt"] {
        fails_with(
            run(&[missing]),
            &format!("cannot open \"{missing}\": no such file or directory"),
        );
    }
    fails_with(run(&["adir"]), "cannot read \"adir\": it is a directory");
    for args in [
        &["--color", "never", "my.txt"][..],
        &["--color=never", "my.txt"],
        &["my.txt", "--color", "never"],
    ] {
        run(args).success().stdout(predicate::str::starts_with(
            "Part 1: 739785\nPart 2: 444356092776315\n",
        ));
    }
    let json = run(&["--format", "json", "my.txt"]).success();
    let value: serde_json::Value = serde_json::from_slice(&json.get_output().stdout).unwrap();
    assert_eq!(value["dirac"]["answer"], "444356092776315", "{value}");
    run(&["--part", "1", "my.txt"])
        .success()
        .stdout(predicate::str::starts_with("Part 1: 739785\n\n"));
}

#[test]
fn usage_errors_keep_what_clap_knew() {
    let cases: [(&[&str], &str); 10] = [
        (
            &["completions"],
            "the following required arguments were not provided: <SHELL>; see `dirac completions --help`",
        ),
        (
            &["--format", "xml"],
            "invalid value 'xml' for '--format <FORMAT>' [possible values: text, json, markdown, csv]",
        ),
        (
            &["--format", "JSON"],
            "[possible values: text, json, markdown, csv] (tip: values are lower case: 'json')",
        ),
        (
            &["solve", "--strategy", "fast"],
            "[possible values: auto, per-player, memo, backward, stack]",
        ),
        (
            &["--color", "sometimes"],
            "invalid value 'sometimes' for '--color <WHEN>' [possible values: auto, always, never]",
        ),
        (
            &["solve", "--svg"],
            "unexpected argument '--svg' found (tip: --svg is an option of `dirac turns`, `dirac sweep` and `dirac scan`); see `dirac solve --help`",
        ),
        (
            &["stats", "--svg=x.svg"],
            "(tip: --svg is an option of `dirac turns`, `dirac sweep` and `dirac scan`)",
        ),
        (
            &["solve", "--part", "3"],
            "invalid value '3' for '--part <PART>': expected 1 (the practice game) or 2 (the Dirac game)",
        ),
        (
            &["schema", "nothing"],
            "no output is named \"nothing\": `dirac schema` lists them (solve, turns,",
        ),
        (
            &["man", "nothing"],
            "[possible values: solve, turns, stats, trace, check, simulate, sweep, scan, report, bench, completions, man, schema]",
        ),
    ];
    for (args, message) in cases {
        let out = dirac()
            .args(args)
            .assert()
            .code(2)
            .stdout("")
            .get_output()
            .clone();
        let stderr = String::from_utf8(out.stderr).unwrap();
        assert!(
            stderr.contains(message),
            "{args:?}\nstderr: {stderr}\nwanted: {message}"
        );
        assert_eq!(stderr.lines().count(), 1, "{args:?}: {stderr}");
        assert!(!stderr.contains("use '--"), "{args:?}: {stderr}");
    }
}

#[test]
fn limit_flags_explain_their_own_values() {
    // Memory up to this machine's: a limit past it would let a run start that the system kills.
    let meminfo = std::fs::read_to_string("/proc/meminfo").unwrap_or_default();
    let most = dirac::Limits::most_memory_mib(dirac::limits::machine_memory(&meminfo));
    let (past, zero, too_large) = (
        (most + 1).to_string(),
        format!(
            "invalid value '0' for '--max-memory <MIB>': zero; expected a whole number from 1 to {most}, such as 2048 or 4096"
        ),
        format!(
            "too large, past this machine's {most} MiB of memory; expected a whole number from 1 to {most}, such as 2048 or 4096"
        ),
    );
    let cases: [(&[&str], &str); 5] = [
        (&["--max-memory", "0"], &zero),
        (&["--max-memory", &past], &too_large),
        (
            &["--max-work", "2e99"],
            "invalid value '2e99' for '--max-work <STEPS>': too large; expected a whole number from 1 to 18446744073709551615, such as 10000000000 or 1e10",
        ),
        (
            &["--max-work", "-1"],
            "invalid value '-1' for '--max-work <STEPS>': negative; expected a whole number",
        ),
        (
            &["--max-work", "1.5"],
            "invalid value '1.5' for '--max-work <STEPS>': not a whole number; expected",
        ),
    ];
    for (args, message) in cases {
        let out = dirac()
            .arg("solve")
            .args(args)
            .assert()
            .code(2)
            .get_output()
            .clone();
        let stderr = String::from_utf8(out.stderr).unwrap();
        assert!(
            stderr.contains(message),
            "{args:?}\nstderr: {stderr}\nwanted: {message}"
        );
        assert!(!stderr.contains("'-- "), "{args:?}: {stderr}");
    }
}

#[test]
fn man_writes_a_page_for_every_command_with_its_flags() {
    let tmp = tempdir();
    // A fresh home has no man folder yet: the command makes it, as the README says.
    let dir = tmp.path().join("share").join("man").join("man1");
    let _ = std::fs::remove_dir_all(tmp.path().join("share"));
    dirac()
        .args(["man", "--dir"])
        .arg(&dir)
        .assert()
        .success()
        .stdout("");
    let mut names: Vec<String> = std::fs::read_dir(&dir)
        .unwrap()
        .map(|e| e.unwrap().file_name().into_string().unwrap())
        .collect();
    names.sort();
    assert_eq!(
        names,
        [
            "dirac-bench.1",
            "dirac-check.1",
            "dirac-completions.1",
            "dirac-man.1",
            "dirac-report.1",
            "dirac-scan.1",
            "dirac-schema.1",
            "dirac-simulate.1",
            "dirac-solve.1",
            "dirac-stats.1",
            "dirac-sweep.1",
            "dirac-trace.1",
            "dirac-turns.1",
            "dirac.1"
        ]
    );
    let solve = std::fs::read_to_string(dir.join("dirac-solve.1")).unwrap();
    for flag in [
        "board",
        "dirac\\-target",
        "max\\-work",
        "format",
        "strategy",
    ] {
        assert!(solve.contains(&format!("\\-\\-{flag}")), "{flag}");
    }
    let top = std::fs::read_to_string(dir.join("dirac.1")).unwrap();
    assert!(top.contains("dirac\\-solve(1)"));
    let one = dirac().args(["man", "sweep"]).assert().success();
    let page = String::from_utf8(one.get_output().stdout.clone()).unwrap();
    assert_eq!(
        page,
        std::fs::read_to_string(dir.join("dirac-sweep.1")).unwrap()
    );
}

#[test]
fn a_usage_error_points_at_the_help_of_its_subcommand() {
    fails_with(
        dirac().args(["stats", "--bogus"]).assert(),
        "; see `dirac stats --help`",
    );
    fails_with(dirac().args(["--bogus"]).assert(), "; see `dirac --help`");
}

#[test]
fn completions_and_the_man_page_come_from_the_options() {
    for (shell, marker) in [
        ("bash", "complete -F"),
        ("zsh", "#compdef dirac"),
        ("fish", "complete -c dirac"),
    ] {
        let out = dirac().args(["completions", shell]).assert().success();
        let script = String::from_utf8(out.get_output().stdout.clone()).unwrap();
        assert!(script.contains(marker), "{shell}");
        assert!(script.contains("dirac-target"), "{shell}");
    }
    let out = dirac().arg("man").assert().success();
    let page = String::from_utf8(out.get_output().stdout.clone()).unwrap();
    assert!(
        page.starts_with(".ie") || page.contains(".TH dirac"),
        "{page}"
    );
    assert!(page.contains("completions"));
    fails_with(
        dirac().args(["completions", "cmd"]).assert(),
        "invalid value 'cmd'",
    );
}

#[test]
fn version_says_what_dirac_is() {
    let out = dirac().arg("--version").assert().success();
    let text = String::from_utf8(out.get_output().stdout.clone()).unwrap();
    assert!(text.starts_with(&format!("dirac {}\n", env!("CARGO_PKG_VERSION"))));
    assert!(
        text.contains("Dirac Dice") && text.contains("per-player"),
        "{text}"
    );
    dirac()
        .arg("-V")
        .assert()
        .success()
        .stdout(format!("dirac {}\n", env!("CARGO_PKG_VERSION")));
}

#[test]
fn color_always_colours_a_pipe_and_never_wins_over_clicolor_force() {
    let bold = "\u{1b}[1m";
    let run = |args: &[&str], env: &[(&str, &str)]| {
        let out = dirac()
            .args(args)
            .env_remove("NO_COLOR")
            .env_remove("CLICOLOR_FORCE")
            .envs(env.iter().copied())
            .assert()
            .success();
        String::from_utf8(out.get_output().stdout.clone()).unwrap()
    };
    assert!(run(&["--color", "always"], &[]).contains(bold));
    assert!(run(&["stats", "--color=always"], &[("NO_COLOR", "1")]).contains(bold));
    assert!(!run(&[], &[]).contains(bold));
    assert!(run(&[], &[("CLICOLOR_FORCE", "1")]).contains(bold));
    assert!(!run(&[], &[("CLICOLOR_FORCE", "0")]).contains(bold));
    assert!(!run(&[], &[("CLICOLOR_FORCE", "1"), ("NO_COLOR", "1")]).contains(bold));
    assert!(!run(&["--color", "never"], &[("CLICOLOR_FORCE", "1")]).contains(bold));
    // Colour never reaches JSON, CSV or Markdown.
    assert!(!run(&["solve", "--color", "always", "--format", "json"], &[]).contains(bold));
}

#[test]
fn limits_are_given_as_dirac_prints_them() {
    dirac()
        .args(["solve", "--max-work", "1e13", "--max-memory", "1024"])
        .assert()
        .success();
    fails_with(
        dirac().args(["solve", "--max-work", "1.5"]).assert(),
        "expected a whole number from 1 to",
    );
}

#[test]
fn a_game_of_one_universe_is_estimated_by_its_live_cells() {
    let one = "Player 1 starting position: 1\nPlayer 2 starting position: 1\n";
    let rules = [
        "--board",
        "1",
        "--dirac-faces",
        "1",
        "--rolls",
        "1",
        "--dirac-target",
        "100000",
    ];
    solve_stdin(one, &[&["--part", "2"][..], &rules].concat())
        .success()
        .stdout(predicate::str::starts_with("Part 2: 1\n"));
    dirac()
        .args(["stats", "-"])
        .args(rules)
        .write_stdin(one)
        .assert()
        .success()
        .stdout(predicate::str::contains("most likely 199999 turns"));
}

#[test]
fn exact_statistics_too_long_to_write_out_are_refused_in_json_but_sized_in_text() {
    let many: String = (1..=1000)
        .map(|n| format!("Player {n} starting position: {}\n", n % 10 + 1))
        .collect();
    let assert = dirac()
        .args(["stats", "-", "--format", "json"])
        .write_stdin(many.clone())
        .assert();
    fails_with(assert, "digits in all");
    dirac()
        .args(["stats", "-"])
        .write_stdin(many)
        .assert()
        .success()
        .stdout(predicate::str::is_match(r"\d%  \(\d+ digits\)/\(\d+ digits\)\n").unwrap());
}

#[test]
fn the_smallest_rules_read_in_the_singular() {
    let one = "Player 1 starting position: 1\n";
    let smallest = [
        "--board",
        "1",
        "--rolls",
        "1",
        "--dirac-faces",
        "1",
        "--dirac-target",
        "1",
        "--practice-die",
        "1",
        "--practice-target",
        "1",
    ];
    let mut all = String::new();
    for command in ["solve", "turns", "stats"] {
        let out = dirac()
            .args([command, "-"])
            .args(smallest)
            .write_stdin(one)
            .assert()
            .success();
        all.push_str(&String::from_utf8(out.get_output().stdout.clone()).unwrap());
    }
    let out = dirac().arg("sweep").args(smallest).assert().success();
    all.push_str(&String::from_utf8(out.get_output().stdout.clone()).unwrap());
    for wrong in [
        "1 spaces",
        "1 universes",
        "1 turns",
        "1 rolls",
        "1 points",
        "1 ways",
        "1 pairs",
        "1 way.",
        "1, 2, 3",
    ] {
        assert!(!all.contains(wrong), "{wrong:?} in:\n{all}");
    }
    for right in [
        "a board of 1 space;",
        "a turn is 1 roll.",
        "first to 1 point",
        "1 universe won",
        "never splits",
        "A turn never splits a player's universes.",
        "rolling 1 every time",
    ] {
        assert!(all.contains(right), "{right:?} missing in:\n{all}");
    }
    let out = solve_stdin(EXAMPLE, &["--practice-die", "2"]).success();
    let text = String::from_utf8(out.get_output().stdout.clone()).unwrap();
    assert!(
        text.contains("a 2-sided die rolling 1, 2, 1, 2, ..."),
        "{text}"
    );
}

#[test]
fn help_is_the_subcommand_even_beside_a_file_named_help() {
    let tmp = tempdir();
    let dir = tmp.path().join("beside-help");
    std::fs::create_dir_all(&dir).unwrap();
    std::fs::write(
        dir.join("help"),
        "Player 1 starting position: 4\nPlayer 2 starting position: 8\n",
    )
    .unwrap();
    dirac()
        .current_dir(&dir)
        .arg("help")
        .assert()
        .success()
        .stdout(
            predicate::str::contains("Usage: dirac").and(predicate::str::contains("739785").not()),
        );
}

#[test]
fn a_report_on_a_pipe_is_the_page() {
    // Only a terminal is spared the HTML: a pipe gets the page.
    dirac()
        .args(["report", "-"])
        .write_stdin(EXAMPLE)
        .assert()
        .success()
        .stdout(predicate::str::contains("<html").and(predicate::str::contains("739785")));
}

#[test]
fn input_with_old_mac_line_ends_is_read_and_a_leading_space_is_named() {
    solve_stdin(
        "Player 1 starting position: 4\rPlayer 2 starting position: 8\r",
        &[],
    )
    .success()
    .stdout(predicate::str::starts_with(
        "Part 1: 739785\nPart 2: 444356092776315\n",
    ));
    fails_with(
        solve_stdin(" Player 1 starting position: 4\n", &[]),
        "line 1: expected `Player 1 starting position: P`, found \" Player 1 starting position: 4\": \
         at column 1, leading whitespace \" \" before `Player`",
    );
}

#[test]
fn rules_far_past_the_limits_are_refused_at_once_with_one_figure() {
    // A target of a million on the puzzle's board: ten million cells a player, past the budget
    // of the pass that would refine the estimate, so the refusal quotes the bound from the
    // rules alone, at once, whatever the limits: years of work and terabytes.
    let figure = |limits: &[&str]| {
        let args = [&["--dirac-target", "1000000"][..], limits].concat();
        let out = solve_stdin(EXAMPLE, &args).code(2).get_output().clone();
        let stderr = String::from_utf8(out.stderr).unwrap();
        let (_, after) = stderr.split_once("would need about ").unwrap();
        let (figure, _) = after.split_once(", over the limits").unwrap();
        figure.to_owned()
    };
    let one = figure(&[]);
    assert!(
        one.contains(" years) and ") && one.ends_with(" TiB of memory"),
        "{one}"
    );
    assert_eq!(figure(&["--max-work", "1", "--max-memory", "1"]), one);
    // At once: about as long as a bare run of the command (a deadline would fail on a busy
    // machine; the ratio, taken in turn, does not).
    let refuse = || {
        solve_stdin(EXAMPLE, &["--dirac-target", "1000000"]).code(2);
    };
    let ratio = times_as_long(refuse, bare_run, 5);
    assert!(ratio < 5.0, "the refusal took {ratio:.1} times a bare run");
}

#[test]
fn a_kernel_named_in_the_environment_is_used_or_refused() {
    fails_with(
        dirac().env("DIRAC_KERNEL", "sse").assert(),
        "DIRAC_KERNEL=sse is not a kernel: expected one of",
    );
    // The manual and the completions compute nothing: the setting does not concern them.
    dirac()
        .env("DIRAC_KERNEL", "sse")
        .args(["man", "solve"])
        .assert()
        .success();
    let best = dirac::Kernel::detect();
    for kernel in dirac::Kernel::ALL {
        let run = dirac()
            .env("DIRAC_KERNEL", kernel.name())
            .args(["bench", "--dirac-target", "4", "--format", "json"])
            .assert();
        if dirac::Kernel::named(kernel.name(), best).is_ok() {
            let out = run.success().get_output().stdout.clone();
            let json: serde_json::Value = serde_json::from_slice(&out).unwrap();
            assert_eq!(json["kernel"], kernel.name());
        } else {
            fails_with(run, "this CPU cannot run the");
        }
    }
}

#[test]
fn trace_tells_the_example_in_the_puzzle_s_words_and_keeps_a_range() {
    let out = dirac()
        .args(["trace", "-"])
        .write_stdin(EXAMPLE)
        .assert()
        .success()
        .stderr("")
        .get_output()
        .clone();
    let text = String::from_utf8(out.stdout).unwrap();
    assert!(text.starts_with(
        "Player 1 rolls 1+2+3 and moves to space 10 for a total score of 10.\n\
         Player 2 rolls 4+5+6 and moves to space 3 for a total score of 3.\n"
    ));
    assert!(text.ends_with("745 * 993 = 739785.\n"), "{text}");
    assert_eq!(text.lines().count(), 333);
    // A range is those very lines, as CSV rows too.
    let part = dirac()
        .args(["trace", "-", "--turns", "33..34"])
        .write_stdin(EXAMPLE)
        .assert()
        .success()
        .get_output()
        .stdout
        .clone();
    let lines: Vec<&str> = text.lines().collect();
    assert_eq!(
        String::from_utf8(part).unwrap(),
        lines[32..34].join("\n") + "\n"
    );
    dirac()
        .args(["trace", "-", "--turns", "34", "--format", "csv"])
        .write_stdin(EXAMPLE)
        .assert()
        .success()
        .stdout(
            "turn,player,round,rolled,moved,laps,steps,space,score\r\n34,2,17,100+1+2,103,10,3,1,79\r\n",
        );
    fails_with(
        dirac()
            .args(["trace", "-", "--turns", "332.."])
            .write_stdin(EXAMPLE)
            .assert(),
        "the game ends on turn 331 (counting every player's turns), before turn 332",
    );
    fails_with(
        dirac().args(["trace", "--turns", "5..2"]).assert(),
        "turn 5 comes after turn 2",
    );
    // Estimated before any turn is played: a target of 10^19 is about 3.3·10^18 turns of
    // three rolls each, thousands of years.
    let long = || {
        dirac()
            .args(["trace", "-", "--practice-target", "10000000000000000000"])
            .write_stdin(EXAMPLE)
            .assert()
    };
    fails_with(
        long(),
        "the practice game told turn by turn would need about ",
    );
    fails_with(long(), " years) and ");
    fails_with(long(), "(its 3333333333333333331 turns are counted from 1)");
}

#[test]
fn a_misspelt_command_before_a_file_and_a_file_given_to_sweep_are_named() {
    fails_with(
        dirac().args(["turn", "my.txt"]).assert(),
        "dirac: error: 'turn' is neither a command nor a file (tip: did you mean the command \
         `dirac turns`?); see `dirac --help`",
    );
    fails_with(
        dirac().args(["stat"]).assert(),
        "did you mean the command `dirac stats`?",
    );
    fails_with(
        dirac().args(["sweep", "my.txt"]).assert(),
        "dirac: error: dirac sweep reads no input, so 'my.txt' is not for it: it plays both \
         games for every pair of starts, under the rules its flags give (`dirac sweep --board \
         12`); to solve an input, run `dirac solve my.txt`",
    );
}

#[test]
fn rules_and_limits_read_whole_numbers_written_with_an_exponent_alike() {
    let plain = solve_stdin(EXAMPLE, &["--format", "json"]).success();
    let written = solve_stdin(
        EXAMPLE,
        &[
            "--format",
            "json",
            "--practice-target",
            "1e3",
            "--dirac-target",
            "2.1e1",
            "--board",
            "1.0e1",
            "--max-work",
            "2e9",
        ],
    )
    .success();
    assert_eq!(
        plain.get_output().stdout,
        written.get_output().stdout,
        "the same game"
    );
}

#[test]
fn check_names_a_mistake_and_refuses_what_it_cannot_read() {
    let example = concat!(env!("CARGO_MANIFEST_DIR"), "/../../examples/example.txt");
    // Player 2's universes, named; the answer alone means the puzzle's example.
    let out = dirac()
        .args(["check", example, "341960390180808"])
        .assert()
        .success()
        .get_output()
        .clone();
    let text = String::from_utf8(out.stdout).unwrap();
    assert!(text.contains("fewer-wins (part 2)"), "{text}");
    assert!(!text.contains("444356092776315"), "{text}");
    dirac()
        .args(["check", "739785"])
        .assert()
        .success()
        .stdout(predicates::str::contains("is right: it is part 1's answer"));
    // As people paste them: an exponent, and a negative number (a signed 32-bit count that
    // wrapped), with or without the input, its flags before or after.
    dirac()
        .args(["check", example, "7.39785e5", "--part", "1"])
        .assert()
        .success()
        .stdout(predicates::str::contains("is right: it is part 1's answer"));
    for args in [
        vec!["check", example, "-610959416"],
        vec!["check", "-610959416"],
        vec!["check", example, "--part", "2", "-610,959,416"],
    ] {
        dirac()
            .args(&args)
            .assert()
            .success()
            .stdout(predicates::str::contains("overflow-32-signed (part 2)"))
            .stdout(predicates::str::contains("player 2's count"));
    }
    // The list needs no input, and says nothing of one.
    dirac()
        .args(["check", "--list"])
        .assert()
        .success()
        .stderr("")
        .stdout(predicates::str::contains("finished-not-removed"));
    // The answer and the file the wrong way round, an answer that is no number, a print-out
    // with no turn in it: exit status 2, and what to do.
    for (args, message) in [
        (
            vec!["check", "739785", example],
            "the input comes first, then the answer",
        ),
        (
            vec!["check", example, "7,39785"],
            "separators split the digits into groups of three from the right, such as 739,785",
        ),
        (vec!["check", example, "12a"], "cannot be read"),
    ] {
        dirac()
            .args(&args)
            .assert()
            .code(2)
            .stderr(predicates::str::contains(message));
    }
    let tmp = tempdir();
    let junk = tmp.path().join("junk.txt");
    std::fs::write(&junk, "hello world\n").unwrap();
    dirac()
        .args(["trace", example, "--compare"])
        .arg(&junk)
        .assert()
        .code(2)
        .stderr(predicates::str::contains(
            "no line of your print-out tells a turn",
        ));
    // `--compare -` reads the print-out from standard input, as from a file; not both inputs.
    let mine = "Player 1 rolls 1+2+3 and moves to space 10 for a total score of 10.\n";
    let mine_file = tmp.path().join("mine.txt");
    std::fs::write(&mine_file, mine).unwrap();
    let from_file = dirac()
        .args(["trace", example, "--compare"])
        .arg(&mine_file)
        .assert()
        .success()
        .get_output()
        .stdout
        .clone();
    dirac()
        .args(["trace", example, "--compare", "-"])
        .write_stdin(mine)
        .assert()
        .success()
        .stdout(from_file);
    dirac()
        .args(["trace", "-", "--compare", "-"])
        .write_stdin(mine)
        .assert()
        .code(2)
        .stderr(predicates::str::contains("cannot both be standard input"));
    // A print-out is read as the input is: at most 1 MiB (an endless one, such as /dev/zero,
    // is refused after 1 MiB, not read into memory without end), and UTF-8 text, named with
    // its line and column where it is not.
    let endless = tmp.path().join("endless.txt");
    std::fs::write(&endless, vec![b'0'; (1 << 20) + 1]).unwrap();
    for from in [Some(&endless), None] {
        let mut command = dirac();
        command.args(["trace", example, "--compare"]);
        match from {
            Some(path) => command.arg(path),
            None => command.arg("-").write_stdin(vec![b'0'; (1 << 20) + 1]),
        };
        command.assert().code(2).stderr(predicates::str::contains(
            "the print-out is too large (1048577 bytes or more; at most 1048576 bytes, 1 MiB)",
        ));
    }
    let binary = tmp.path().join("binary.txt");
    std::fs::write(&binary, b"Player 1 rolls\nab\xffc\n").unwrap();
    dirac()
        .args(["trace", example, "--compare"])
        .arg(&binary)
        .assert()
        .code(2)
        .stderr(predicates::str::contains(
            "line 2, column 3: the byte 0xff is not UTF-8 text",
        ));
}

#[test]
fn explain_s_value_written_apart_is_told_how_to_write_it() {
    for (args, value, command) in [
        (&["--explain", "analyze"][..], "analyze", "solve"),
        (
            &["sweep", "--board", "5", "--explain", "plan"][..],
            "plan",
            "sweep",
        ),
    ] {
        let out = dirac().args(args).assert().code(2).get_output().clone();
        let stderr = String::from_utf8(out.stderr).unwrap();
        assert_eq!(
            stderr.trim_end(),
            format!(
                "dirac: error: unexpected argument '{value}' (tip: --explain takes its value \
                 after '=': --explain={value}); see `dirac {command} --help`"
            ),
            "{args:?}"
        );
    }
    // Written with '=', or alone before the input, the flag does what it says.
    dirac()
        .args(["solve", "--explain=analyze", "-"])
        .write_stdin(EXAMPLE)
        .assert()
        .success()
        .stdout(predicate::str::contains("Run: "));
}
