//! `--explain`: every command that does work prints its plan instead of running it, as the
//! library plans it; `--explain=analyze` runs it too.

#![allow(clippy::unwrap_used)]

mod common;

use common::{EXAMPLE, dirac};
use dirac::plan::{self, Plan};
use dirac::view::{Digits, PlanView};
use dirac::{Game, Limits, Rules};

/// What `dirac args...` writes, succeeding, the example on standard input.
fn text(args: &[&str]) -> String {
    let out = dirac().args(args).write_stdin(EXAMPLE).assert().success();
    String::from_utf8(out.get_output().stdout.clone()).unwrap()
}

/// The plans `dirac args... --explain=...` prints as JSON.
fn told(args: &[&str], explain: &str) -> Vec<PlanView> {
    let args = [args, &[explain, "--format", "json"]].concat();
    serde_json::from_str(&text(&args)).unwrap()
}

fn example() -> Game {
    Game::example(Rules::default()).unwrap()
}

#[test]
fn every_command_that_works_tells_its_plan_as_the_library_plans_it() {
    let limits = Limits::default();
    let game = example();
    let steps = |cost: dirac::Cost| dirac::Count::from(cost.steps());
    let cases: Vec<(Vec<&str>, dirac::Cost)> = vec![
        (
            vec!["solve", "-"],
            plan::Solve {
                written: dirac_render::answers::WRITTEN,
                ..plan::Solve::default()
            }
            .plan(&game, &limits)
            .unwrap()
            .cost(),
        ),
        (
            vec!["simulate", "-", "--games", "500"],
            plan::Simulate {
                seed: 1,
                games: 500,
                digits: Digits::All,
            }
            .plan(&game, &limits)
            .unwrap()
            .cost(),
        ),
        (
            vec!["sweep", "--board", "6"],
            plan::Sweep {
                digits: Digits::All,
                written: dirac_render::sweep::WRITTEN,
            }
            .plan(&Rules::builder().board(6).build().unwrap(), &limits)
            .unwrap()
            .cost(),
        ),
    ];
    for (args, cost) in cases {
        let plans = told(&args, "--explain");
        assert_eq!(plans.len(), 1, "{args:?}");
        let p = &plans[0];
        assert_eq!(p.steps, steps(cost), "{args:?}");
        assert_eq!(p.memory, dirac::Count::from(cost.memory), "{args:?}");
        assert_eq!((p.refused.as_ref(), p.measured.as_ref()), (None, None));
        assert_eq!(p.request, args[0]);
        assert_eq!(p.kernel, dirac::Kernel::active().name());
    }
    // Every other command that does work, each with a plan within the limits.
    for args in [
        vec!["turns", "-"],
        vec!["stats", "-"],
        vec!["check", "-", "739785"],
        vec!["trace", "-"],
        vec!["sweep", "--players", "3", "--board", "4"],
        vec!["sweep", "--dirac-target", "5..7", "--board", "4"],
        vec!["scan", "-", "--dirac-target", "5..7"],
    ] {
        let plans = told(&args, "--explain");
        assert_eq!(plans.len(), 1, "{args:?}");
        assert!(plans[0].steps > dirac::Count::from(0_u32), "{args:?}");
        assert!(plans[0].refused.is_none(), "{args:?}");
    }
}

#[test]
fn a_refused_plan_is_told_with_its_figure_and_nothing_runs() {
    // Past the limits: the plan says so, word for word as the refusal, and the command
    // succeeds (it was asked for the plan). Under analyze, a refused plan is not run.
    for explain in ["--explain", "--explain=analyze"] {
        let plans = told(
            &["solve", "-", "--dirac-target", "1000", "--max-work", "1000"],
            explain,
        );
        let p = &plans[0];
        assert!(p.steps > dirac::Count::from(1000_u32));
        let refused = p.refused.as_deref().unwrap();
        assert!(
            refused.contains("over the limit of 1000 steps"),
            "{refused}"
        );
        assert_eq!(p.max_work, dirac::Count::from(1000_u32));
        assert!(p.measured.is_none());
    }
    // A sweep of a board of 1000 is told without being run.
    let plans = told(&["sweep", "--board", "1000"], "--explain");
    assert!(plans[0].steps > dirac::Count::from(1_000_000_000_u64));
}

#[test]
fn analyze_runs_the_plan_and_sets_its_time_beside_the_estimate() {
    let plans = told(&["solve", "-", "--part", "2"], "--explain=analyze");
    let measured = plans[0].measured.as_ref().unwrap();
    assert!(measured.nanoseconds > 0);
    let ratio: f64 = measured.estimate_over_measured.parse().unwrap();
    assert!(ratio > 0.0, "{measured:?}");
    // Text names the parts of the estimate and the run.
    let text = text(&["solve", "-", "--explain=analyze"]);
    for words in [
        "Plan: solve",
        "Estimate:",
        "cell-moves",
        "would run",
        "Run:",
    ] {
        assert!(text.contains(words), "{words}: {text}");
    }
    // A report tells the analysis and the sweep, on standard output: the page -o names is
    // left as it was (it was written over with the plan's text, a newcomer's trial).
    let text = self::text(&["report", "-", "--explain", "-o", "-"]);
    assert!(text.contains("Plan: report\n") && text.contains("Plan: report's sweep"));
    let dir = tempfile::tempdir().unwrap();
    let page = dir.path().join("report.html");
    std::fs::write(&page, "<!doctype html>kept").unwrap();
    let out = dirac()
        .args(["report", "-", "--explain", "-o"])
        .arg(&page)
        .write_stdin(EXAMPLE)
        .assert()
        .success();
    assert!(String::from_utf8_lossy(&out.get_output().stdout).contains("Plan: report\n"));
    assert_eq!(
        std::fs::read_to_string(&page).unwrap(),
        "<!doctype html>kept"
    );
}

#[test]
fn explain_keeps_the_commands_usage_checks_and_its_fixed_sizes() {
    // A report of a board it draws no sweep for tells its analysis alone.
    let text = text(&["report", "-", "--board", "40", "--explain", "-o", "-"]);
    assert!(
        text.contains("Plan: report\n") && !text.contains("sweep"),
        "{text}"
    );
    // The usage errors of a sweep stand before any plan.
    let refused = dirac()
        .args([
            "sweep",
            "--players",
            "3",
            "--dirac-target",
            "5..7",
            "--explain",
        ])
        .assert()
        .code(2)
        .get_output()
        .stderr
        .clone();
    let refused = String::from_utf8(refused).unwrap();
    assert!(
        refused.contains("takes one value of each rule"),
        "{refused}"
    );
    // A fixed size of dirac's has no figure to tell: refused as the run would be.
    let deep = dirac()
        .args([
            "solve",
            "-",
            "--board",
            "1",
            "--rolls",
            "1",
            "--dirac-faces",
            "1",
        ])
        .args([
            "--dirac-target",
            "5000",
            "--strategy",
            "memo",
            "--part",
            "2",
            "--explain",
        ])
        .write_stdin("Player 1 starting position: 1\nPlayer 2 starting position: 1\n")
        .assert()
        .code(2)
        .get_output()
        .stderr
        .clone();
    let deep = String::from_utf8(deep).unwrap();
    assert!(deep.contains("recurse"), "{deep}");
}
