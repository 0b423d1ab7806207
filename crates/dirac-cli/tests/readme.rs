//! The README tells the truth: its commands are the ones CI runs, and every `$ dirac ...` block
//! shows what dirac really prints.

#![allow(clippy::unwrap_used)]

use std::path::PathBuf;

use assert_cmd::Command;

fn repo() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../..")
}

fn readme() -> String {
    std::fs::read_to_string(repo().join("README.md")).unwrap()
}

/// The fenced blocks of a Markdown text, with their info strings.
fn blocks(text: &str) -> Vec<(String, Vec<String>)> {
    let mut out = Vec::new();
    let mut current: Option<(String, Vec<String>)> = None;
    for line in text.lines() {
        match (&mut current, line.strip_prefix("```")) {
            (None, Some(info)) => current = Some((info.to_owned(), Vec::new())),
            (Some(_), Some(_)) => out.extend(current.take()),
            (Some((_, lines)), None) => lines.push(line.to_owned()),
            (None, None) => {}
        }
    }
    out
}

/// The words of `text`, with every number and unit of time replaced by `#`.
fn masked(text: &str) -> Vec<Vec<String>> {
    text.trim_end()
        .lines()
        .map(|line| {
            // The kernel depends on the machine's CPU (and on DIRAC_KERNEL).
            if line.starts_with("Per-player tables: the ") {
                return vec!["#kernel".to_owned()];
            }
            line.split_whitespace()
                .map(|w| {
                    let unit = matches!(w, "ns" | "µs" | "ms" | "s");
                    if unit || w.chars().any(|c| c.is_ascii_digit()) {
                        "#".to_owned()
                    } else {
                        w.to_owned()
                    }
                })
                .collect()
        })
        .collect()
}

#[test]
fn readme_starts_with_the_run_and_test_commands_and_ci_runs_the_test_command() {
    let readme = readme();
    let (info, first) = &blocks(&readme)[0];
    assert_eq!(info, "sh");
    let commands: Vec<&str> = first
        .iter()
        .map(|l| l.split('#').next().unwrap().trim())
        .collect();
    assert_eq!(commands, ["cargo run --release", "bash scripts/test.sh"]);
    let ci = std::fs::read_to_string(repo().join(".ci/run")).unwrap();
    assert!(
        ci.lines().any(|l| l.trim() == commands[1]),
        ".ci/run must run `{}`",
        commands[1]
    );
}

#[test]
fn every_dirac_command_in_the_readme_prints_what_the_readme_shows() {
    let mut checked = 0;
    for (_, lines) in blocks(&readme()) {
        let Some(command) = lines.first().and_then(|l| l.strip_prefix("$ dirac ")) else {
            continue;
        };
        let output = Command::cargo_bin("dirac")
            .unwrap()
            .current_dir(repo())
            .args(command.split_whitespace())
            .output()
            .unwrap();
        let printed = format!(
            "{}{}",
            String::from_utf8(output.stdout).unwrap(),
            String::from_utf8(output.stderr).unwrap()
        );
        let shown = lines[1..].join("\n");
        if command.starts_with("bench") {
            // Timings vary from run to run: compare everything but the numbers and units.
            assert_eq!(
                masked(&printed),
                masked(&shown),
                "README block `$ dirac {command}`"
            );
        } else {
            assert_eq!(
                printed.trim_end(),
                shown.trim_end(),
                "README block `$ dirac {command}`"
            );
        }
        checked += 1;
    }
    assert!(checked >= 6, "found {checked} blocks");
}

#[test]
fn the_charts_and_report_in_docs_are_what_the_readme_commands_make_today() {
    let dir = tempfile::tempdir().unwrap();
    let made = |args: &[&str], file: &str| {
        let out = dir.path().join(file);
        let status = Command::cargo_bin("dirac")
            .unwrap()
            .current_dir(repo())
            .args(args)
            .arg(&out)
            .output()
            .unwrap();
        assert!(
            status.status.success(),
            "{args:?}: {}",
            String::from_utf8_lossy(&status.stderr)
        );
        std::fs::read(out).unwrap()
    };
    let committed = |file: &str| std::fs::read(repo().join("docs").join(file)).unwrap();
    let cases: [(&[&str], &str); 4] = [
        (&["turns", "examples/example.txt", "--svg"], "turns.svg"),
        (&["sweep", "--svg"], "sweep.svg"),
        (
            &[
                "scan",
                "examples/example.txt",
                "--dirac-target",
                "1..100",
                "--svg",
            ],
            "scan.svg",
        ),
        (&["report", "examples/example.txt", "-o"], "report.html"),
    ];
    for (args, file) in cases {
        assert!(
            made(args, file) == committed(file),
            "docs/{file} is stale: rerun the README's command"
        );
    }
}

#[test]
fn the_readme_quotes_no_size_that_the_next_build_would_change() {
    // The explorer's size moves with every change to the engine: build-web.sh prints it, and the
    // README says so instead of quoting a figure that goes stale.
    for line in readme().lines() {
        let words: Vec<&str> = line.split_whitespace().collect();
        for pair in words.windows(2) {
            let number = pair[0].trim_start_matches('(');
            let sized = pair[1].starts_with("KiB") && number.parse::<f64>().is_ok();
            assert!(!sized, "a size in KiB: {line}");
        }
    }
}

#[test]
fn every_path_the_readme_names_exists() {
    let readme = readme();
    let mut named = 0;
    // Links `](path)` and paths in code spans that start at a folder of the repository.
    let links = readme
        .split("](")
        .skip(1)
        .filter_map(|rest| rest.split(')').next());
    let spans = readme
        .split('`')
        .skip(1)
        .step_by(2)
        .flat_map(str::split_whitespace);
    for path in links.chain(spans) {
        let path = path.split('#').next().unwrap().trim_end_matches([',', '.']);
        let local = [
            "crates/",
            "docs/",
            "examples/",
            "scripts/",
            "web/",
            "fuzz/",
            ".cargo/",
        ]
        .iter()
        .any(|folder| path.starts_with(folder));
        // The explorer's build is made by scripts/build-web.sh, not committed.
        if local && !path.starts_with("web/dist") && !path.contains(['*', '<', '{']) {
            assert!(
                repo().join(path).exists(),
                "README names {path}, which is gone"
            );
            named += 1;
        }
    }
    assert!(named >= 10, "found {named} paths");
}

/// Every test the nextest configuration starts first still exists: a renamed or split test
/// would otherwise drop out of the list without a word, and start last again.
#[test]
fn every_test_started_first_exists() {
    let config = std::fs::read_to_string(repo().join(".config/nextest.toml")).unwrap();
    let mut sources = String::new();
    let mut folders = vec![repo().join("crates")];
    while let Some(folder) = folders.pop() {
        for entry in std::fs::read_dir(folder).unwrap() {
            let path = entry.unwrap().path();
            if path.is_dir() {
                folders.push(path);
            } else if path.extension().is_some_and(|e| e == "rs") {
                sources.push_str(&std::fs::read_to_string(&path).unwrap());
            }
        }
    }
    let names: Vec<&str> = config
        .split("test(")
        .skip(1)
        .map(|rest| rest.split(')').next().unwrap())
        .collect();
    assert!(names.len() >= 5, "{names:?}");
    for name in names {
        assert!(
            sources.contains(&format!("fn {name}(")),
            ".config/nextest.toml starts {name} first, and no test has that name"
        );
    }
}
