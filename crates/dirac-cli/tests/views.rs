//! One view model: the data the explorer's engine gives the page is the JSON the command line
//! writes for the same game, field by field.

#![allow(clippy::unwrap_used)]

mod common;

use common::dirac;
use serde_json::Value;

/// `dirac COMMAND - ARGS --format json` on `input`.
fn cli(command: &str, input: &str, args: &[&str]) -> Value {
    let out = dirac()
        .args([command, "-"])
        .args(args)
        .args(["--format", "json"])
        .write_stdin(input)
        .assert()
        .success();
    serde_json::from_slice(&out.get_output().stdout).unwrap()
}

/// Every leaf of `value` with its path, such as `dirac.wins.1`.
fn leaves(value: &Value, path: &str, out: &mut Vec<(String, Value)>) {
    match value {
        Value::Object(map) => map
            .iter()
            .for_each(|(k, v)| leaves(v, &format!("{path}.{k}"), out)),
        Value::Array(items) => items
            .iter()
            .enumerate()
            .for_each(|(i, v)| leaves(v, &format!("{path}.{i}"), out)),
        leaf => out.push((path.to_owned(), leaf.clone())),
    }
}

fn same_fields(what: &str, page: &Value, cli: &Value) {
    let (mut p, mut c) = (Vec::new(), Vec::new());
    leaves(page, what, &mut p);
    leaves(cli, what, &mut c);
    for ((pk, pv), (ck, cv)) in p.iter().zip(&c) {
        assert_eq!((pk, pv), (ck, cv), "the page and the command line differ");
    }
    assert_eq!(p.len(), c.len(), "{what}: the page has {} fields", p.len());
    assert!(p.len() > 10, "{what}: {} fields", p.len());
}

#[test]
fn the_page_gets_the_command_lines_answers_turns_and_statistics() {
    let games: [(&str, &str, &[&str]); 2] = [
        (
            "Player 1 starting position: 4\nPlayer 2 starting position: 8\n",
            "",
            &[],
        ),
        (
            "Player 1 starting position: 3\nPlayer 2 starting position: 7\nPlayer 3 starting position: 2\n",
            "dirac-target=12&board=9",
            &["--dirac-target", "12", "--board", "9"],
        ),
    ];
    for (input, query, flags) in games {
        let page: Value = serde_json::from_str(&dirac_web::analyze(input, query)).unwrap();
        let page = &page["ok"];
        for (command, key) in [
            ("solve", "solve"),
            ("turns", "turn_tables"),
            ("stats", "stats"),
        ] {
            same_fields(command, &page[key], &cli(command, input, flags));
        }
    }
}

#[test]
fn the_pages_sweep_is_the_command_lines() {
    let page: Value = serde_json::from_str(&dirac_web::sweep_json("board=6")).unwrap();
    let out = dirac()
        .args(["sweep", "--board", "6", "--format", "json"])
        .assert()
        .success();
    let cli: Value = serde_json::from_slice(&out.get_output().stdout).unwrap();
    same_fields("sweep", &page["ok"], &cli);
}

/// The shape of `value`: its type, an array by its items' shapes, an object by its keys.
fn shape(value: &Value) -> String {
    match value {
        Value::Null => "null".into(),
        Value::Bool(_) => "bool".into(),
        Value::Number(_) => "number".into(),
        Value::String(_) => "string".into(),
        Value::Array(items) => {
            let mut kinds: Vec<String> = items.iter().map(shape).collect();
            kinds.sort();
            kinds.dedup();
            format!("[{}]", kinds.join("|"))
        }
        Value::Object(map) => {
            let keys: Vec<&str> = map.keys().map(String::as_str).collect();
            format!("{{{}}}", keys.join(","))
        }
    }
}

/// Every key of `value`, however deep, with the shapes it holds: `null` stands for a value
/// left out, of the key's one shape, and an empty array for an array of any one kind; `ok`
/// is the envelope of every answer of the page, which holds whatever was asked for. Every
/// key met, with where it was first met, goes into `seen`: a key only ever null or empty in
/// the samples has no shape checked, and the test says so.
fn key_shapes(
    value: &Value,
    at: &str,
    out: &mut std::collections::BTreeMap<String, std::collections::BTreeMap<String, String>>,
    seen: &mut std::collections::BTreeMap<String, String>,
) {
    match value {
        Value::Object(map) => {
            for (k, v) in map {
                // A tagged union holds one shape per kind: `parting(turn)`, `parting(round)`.
                let tagged = match v.get("kind").and_then(Value::as_str) {
                    Some(kind) => format!("{k}({kind})"),
                    None => k.clone(),
                };
                if k != "ok" {
                    seen.entry(tagged.clone())
                        .or_insert_with(|| format!("{at}.{k}"));
                }
                let empty = v.as_array().is_some_and(Vec::is_empty);
                if v.is_null() || empty || k == "ok" {
                    key_shapes(v, &format!("{at}.{k}"), out, seen);
                    continue;
                }
                out.entry(tagged)
                    .or_default()
                    .entry(shape(v))
                    .or_insert_with(|| format!("{at}.{k}"));
                key_shapes(v, &format!("{at}.{k}"), out, seen);
            }
        }
        Value::Array(items) => items
            .iter()
            .for_each(|v| key_shapes(v, &format!("{at}[]"), out, seen)),
        _ => {}
    }
}

#[test]
fn across_every_output_a_key_holds_one_shape() {
    let input = "Player 1 starting position: 4\nPlayer 2 starting position: 8\n";
    let (mut out, mut seen) = Default::default();
    for command in ["solve", "turns", "stats", "trace"] {
        key_shapes(&cli(command, input, &[]), command, &mut out, &mut seen);
    }
    let sweep = dirac()
        .args(["sweep", "--board", "4", "--format", "json"])
        .assert()
        .success();
    let sweep: Value = serde_json::from_slice(&sweep.get_output().stdout).unwrap();
    key_shapes(&sweep, "sweep", &mut out, &mut seen);
    for (command, args) in [
        (
            "scan",
            &["scan", "--dirac-target", "5..8", "--format", "json"][..],
        ),
        // A scan through the game's own rules: its chart marks them (`current`).
        (
            "scan",
            &["scan", "--dirac-target", "20..22", "--format", "json"][..],
        ),
        (
            "simulate",
            &["simulate", "--games", "100", "--format", "json"][..],
        ),
        (
            "atlas",
            &[
                "sweep",
                "--board",
                "3",
                "--dirac-target",
                "5,6",
                "--format",
                "json",
            ][..],
        ),
    ] {
        let written = dirac().args(args).assert().success();
        let json: Value = serde_json::from_slice(&written.get_output().stdout).unwrap();
        key_shapes(&json, command, &mut out, &mut seen);
    }
    // Checks: a right answer, a mistake that parts on a turn, one that parts on a round, an
    // unknown number; and a print-out compared.
    let example = concat!(env!("CARGO_MANIFEST_DIR"), "/../../examples/example.txt");
    let mine = concat!(env!("CARGO_MANIFEST_DIR"), "/../../examples/mine.txt");
    for args in [
        &["check", example, "739785"][..],
        &["check", example, "869094"],
        &["check", example, "95627706087732"],
        &["check", example, "12345"],
        &["trace", example, "--compare", mine],
    ] {
        let written = dirac()
            .args(args)
            .args(["--format", "json"])
            .assert()
            .success();
        let json: Value = serde_json::from_slice(&written.get_output().stdout).unwrap();
        key_shapes(&json, args[0], &mut out, &mut seen);
    }
    let page: Value = serde_json::from_str(&dirac_web::view(input, "board=8", 2, true)).unwrap();
    key_shapes(&page, "page", &mut out, &mut seen);
    // The page's analysis refused: the answers within its limits stand beside the refusal
    // (the refusal's own keys are sampled by the other outputs).
    let refused: Value =
        serde_json::from_str(&dirac_web::view(input, "dirac-target=1000000", 1, false)).unwrap();
    let answers = serde_json::json!({ "answers": refused["answers"] });
    key_shapes(&answers, "page", &mut out, &mut seen);
    let unchecked: Vec<&String> = seen
        .iter()
        .filter(|(k, _)| !out.contains_key(*k))
        .map(|(_, at)| at)
        .collect();
    assert!(
        unchecked.is_empty(),
        "keys only ever null or empty in these samples (add one that fills them): {unchecked:?}"
    );
    let mut report = String::new();
    for (key, shapes) in &out {
        if shapes.len() > 1 {
            report.push_str(&format!("{key}:\n"));
            for (shape, at) in shapes {
                report.push_str(&format!("    {at}: {}\n", &shape[..shape.len().min(120)]));
            }
        }
    }
    assert!(
        report.is_empty(),
        "keys with more than one shape:\n{report}"
    );
}
