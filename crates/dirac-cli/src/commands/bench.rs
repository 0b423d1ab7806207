//! `dirac bench`: time every strategy and the practice game on one input, in process.
//!
//! Each subject is first run once to calibrate: a batch repeats it enough times to last about
//! [`BATCH`], and several batches give a median and a spread per run. Strategies whose cost
//! would pass the limits are listed as refused and not run. For the engine's benchmark suite
//! (criterion, with baselines) see `BENCHMARKS.md`.

use std::hint::black_box;
use std::time::{Duration, Instant};

use dirac::plan::Parts;
use dirac::{Error, Game, Kernel, Limits, Solve, Strategy};
use serde::{Deserialize, Serialize};

use super::{Render, setting, to_json};
use crate::failure::Failure;
use crate::progress::Busy;
use dirac::view::RulesView;
use dirac_render::doc::{self, Doc, Table};

/// A batch of runs lasts about this long.
const BATCH: Duration = Duration::from_millis(20);
/// Each subject gets about this much time in all, at least three batches.
const BUDGET: Duration = Duration::from_millis(400);

/// One timed subject.
#[derive(Debug, Clone, PartialEq)]
pub(crate) struct Timing {
    pub(crate) subject: String,
    pub(crate) result: Result<Measured, String>,
}

/// The time of one run: median and extremes over the batches.
#[derive(Debug, Clone, PartialEq)]
pub(crate) struct Measured {
    pub(crate) median: Duration,
    pub(crate) fastest: Duration,
    pub(crate) slowest: Duration,
    pub(crate) runs_per_batch: u32,
    pub(crate) batches: u32,
}

/// Every subject's timing.
#[derive(Debug)]
pub(crate) struct Bench {
    pub(crate) game: Game,
    /// The per-player kernel the runs used.
    pub(crate) kernel: Kernel,
    pub(crate) timings: Vec<Timing>,
}

/// The steps a subject estimated at `steps` takes in a bench: its calibration run, then
/// batches of at least three runs in all, or of about [`BUDGET`] (a step a nanosecond) where
/// that is longer.
fn bench_steps(steps: u128) -> u128 {
    let budget = BUDGET.as_nanos();
    steps.saturating_add(steps.saturating_mul(3).max(budget))
}

pub(crate) fn run(game: Game, limits: &Limits, busy: &Busy) -> Result<Bench, Failure> {
    // Each subject is a solve of one part, as `dirac solve --part` plans and runs it, without
    // the chances beside part 2. The limits hold the whole bench: each subject is planned
    // under them, and timed only if its runs fit in what the subjects before it left.
    let mut timings = Vec::new();
    let mut left = u128::from(limits.max_work);
    for (subject, request) in requests() {
        let result = match request.plan(&game, limits) {
            Err(Error::Refused(why)) => Err(why.to_string()),
            Err(e) => return Err(e.into()),
            Ok(plan) => {
                // What the bench's runs of this subject take: its steps, again and again (its
                // memory, held once, the plan checked); refused past what the subjects before
                // it left.
                let needs = bench_steps(plan.cost().steps());
                if needs > left {
                    let figure = |steps: u128| {
                        use dirac::limits::{duration, human};
                        format!("{} steps ({})", human(steps), duration(steps))
                    };
                    Err(format!(
                        "its runs (one to calibrate, then three or more, or {} of them) would \
                         take about {}, past the {} that the subjects before it left of \
                         --max-work's {} (raise the limit with --max-work)",
                        human(BUDGET),
                        figure(needs),
                        figure(left),
                        figure(u128::from(limits.max_work)),
                    ))
                } else {
                    left -= needs;
                    busy.say(format!("timing the {subject}"));
                    Ok(measure(|| plan.run().map(|_| ()))?)
                }
            }
        };
        timings.push(Timing { subject, result });
    }
    // Nothing timed is a refusal, as a solve's is: the first subject's reason, and where to
    // read every one.
    if let Some(first) = timings.first()
        && timings.iter().all(|t| t.result.is_err())
    {
        return Err(Failure::usage(format!(
            "nothing to time: every subject was refused, the {} first: {} (`dirac bench \
             --explain` gives every subject's plan)",
            first.subject,
            first.result.as_ref().err().map_or("", String::as_str),
        )));
    }
    Ok(Bench {
        game,
        kernel: Kernel::active(),
        timings,
    })
}

/// Each subject timed and what it asks the planner: a solve of one part, as `dirac solve
/// --part` plans and runs it, without the chances beside part 2.
pub(crate) fn requests() -> Vec<(String, Solve)> {
    let solve = |parts, strategy| Solve {
        parts,
        strategy,
        contrast: false,
        ..Solve::default()
    };
    std::iter::once((
        "practice game".to_string(),
        solve(Parts::Practice, Strategy::Auto),
    ))
    .chain(
        Strategy::CONCRETE
            .into_iter()
            .map(|s| (format!("Dirac game, {s}"), solve(Parts::Dirac, s))),
    )
    .collect()
}

/// Times `job`, which must succeed.
fn measure<E: Into<Failure>>(mut job: impl FnMut() -> Result<(), E>) -> Result<Measured, Failure> {
    let once = {
        let start = Instant::now();
        black_box(job()).map_err(Into::into)?;
        start.elapsed()
    };
    let (runs, batches) = batches_for(once);
    let mut times = Vec::with_capacity(batches as usize);
    for _ in 0..batches {
        let start = Instant::now();
        for _ in 0..runs {
            black_box(job()).map_err(Into::into)?;
        }
        times.push(start.elapsed());
    }
    Ok(summary(times, runs))
}

/// For a subject whose first run took `once`: the runs in a batch (enough to last about
/// [`BATCH`]) and the batches (about [`BUDGET`] in all, 3 to 15).
fn batches_for(once: Duration) -> (u32, u32) {
    let once = once.max(Duration::from_nanos(1));
    let runs = u32::try_from(BATCH.as_nanos() / once.as_nanos())
        .unwrap_or(u32::MAX)
        .clamp(1, 1_000_000);
    // A batch of several runs lasts at most `BATCH`; a single run may last longer.
    let batches = u32::try_from(BUDGET.as_nanos() / once.max(BATCH).as_nanos())
        .unwrap_or(u32::MAX)
        .clamp(3, 15);
    (runs, batches)
}

/// The time of one run from the times of batches of `runs` runs each.
fn summary(batch_times: Vec<Duration>, runs: u32) -> Measured {
    let batches = u32::try_from(batch_times.len()).unwrap_or(u32::MAX);
    let mut per_run: Vec<Duration> = batch_times.into_iter().map(|t| t / runs).collect();
    per_run.sort_unstable();
    Measured {
        median: per_run[per_run.len() / 2],
        fastest: per_run[0],
        slowest: per_run[per_run.len() - 1],
        runs_per_batch: runs,
        batches,
    }
}

/// Which kernel the per-player tables ran on, and how to time the other.
fn kernel_line(kernel: Kernel) -> String {
    match kernel {
        Kernel::Scalar => "Per-player tables: the scalar kernel.".into(),
        vector => format!(
            "Per-player tables: the {} kernel (DIRAC_KERNEL=scalar times the scalar one).",
            vector.name()
        ),
    }
}

/// A duration with three significant figures: "11.9 µs", "548 µs", "1.29 s".
pub(crate) fn human(d: Duration) -> String {
    let ns = d.as_secs_f64() * 1e9;
    let (value, unit) = match ns {
        n if n < 1e3 => (n, "ns"),
        n if n < 1e6 => (n / 1e3, "µs"),
        n if n < 1e9 => (n / 1e6, "ms"),
        n => (n / 1e9, "s"),
    };
    let digits = if value < 10.0 {
        2
    } else if value < 100.0 {
        1
    } else {
        0
    };
    format!("{value:.digits$} {unit}")
}

impl Bench {
    /// The fastest Dirac strategy's median, for ratios.
    fn fastest_dirac(&self) -> Option<Duration> {
        self.timings
            .iter()
            .filter(|t| t.subject.starts_with("Dirac"))
            .filter_map(|t| t.result.as_ref().ok())
            .map(|m| m.median)
            .min()
    }
}

impl Render for Bench {
    fn doc(&self) -> Doc {
        let mut doc = Doc::default();
        doc.line(setting(&self.game));
        doc.line("Time per run, in process: median of several batches, with the fastest and slowest batch.");
        doc.line(kernel_line(self.kernel));
        let fastest = self.fastest_dirac();
        let mut t = Table::new(
            &["subject", "median", "spread", "runs", "vs fastest"],
            &[false, true, true, true, true],
        );
        for timing in &self.timings {
            match &timing.result {
                Ok(m) => t.row(vec![
                    timing.subject.clone(),
                    human(m.median),
                    format!("{} – {}", human(m.fastest), human(m.slowest)),
                    format!("{} × {}", m.batches, m.runs_per_batch),
                    match (timing.subject.starts_with("Dirac"), fastest) {
                        (true, Some(f)) => {
                            format!("{:.1}×", m.median.as_secs_f64() / f.as_secs_f64())
                        }
                        _ => String::new(),
                    },
                ]),
                Err(_) => t.row(vec![
                    timing.subject.clone(),
                    "refused".into(),
                    String::new(),
                    String::new(),
                    String::new(),
                ]),
            }
        }
        doc.table(t);
        for timing in &self.timings {
            if let Err(why) = &timing.result {
                doc.line(format!("{}: refused: {why}", timing.subject));
            }
        }
        doc
    }

    fn json(&self) -> String {
        to_json(&BenchJson {
            rules: RulesView::from(self.game.rules()),
            kernel: self.kernel.name().into(),
            starts: self.game.starts().to_vec(),
            timings: self
                .timings
                .iter()
                .map(|t| TimingJson {
                    subject: t.subject.clone(),
                    median_ns: t.result.as_ref().ok().map(|m| m.median.as_nanos()),
                    fastest_ns: t.result.as_ref().ok().map(|m| m.fastest.as_nanos()),
                    slowest_ns: t.result.as_ref().ok().map(|m| m.slowest.as_nanos()),
                    runs: t.result.as_ref().ok().map(|m| m.runs_per_batch * m.batches),
                    refused: t.result.as_ref().err().cloned(),
                })
                .collect(),
        })
    }

    fn csv(&self) -> String {
        let rows: Vec<Vec<String>> = self
            .timings
            .iter()
            .map(|t| match &t.result {
                Ok(m) => vec![
                    t.subject.clone(),
                    m.median.as_nanos().to_string(),
                    m.fastest.as_nanos().to_string(),
                    m.slowest.as_nanos().to_string(),
                    (m.runs_per_batch * m.batches).to_string(),
                    String::new(),
                    self.kernel.name().into(),
                ],
                Err(why) => vec![
                    t.subject.clone(),
                    String::new(),
                    String::new(),
                    String::new(),
                    String::new(),
                    why.clone(),
                    self.kernel.name().into(),
                ],
            })
            .collect();
        doc::csv(
            &[
                "subject",
                "median_ns",
                "fastest_ns",
                "slowest_ns",
                "runs",
                "refused",
                "kernel",
            ],
            &rows,
        )
    }
}

/// `dirac bench --format json`.
#[derive(Debug, Serialize, Deserialize, PartialEq, schemars::JsonSchema)]
#[serde(deny_unknown_fields)]
pub(crate) struct BenchJson {
    /// The rules timed.
    pub(crate) rules: RulesView,
    /// The per-player kernel: `avx512`, `avx2` or `scalar`.
    pub(crate) kernel: String,
    /// Each player's start, in turn order.
    pub(crate) starts: Vec<u32>,
    /// Each subject timed.
    pub(crate) timings: Vec<TimingJson>,
}

/// One subject: times in nanoseconds per run, or why it was not run.
#[derive(Debug, Serialize, Deserialize, PartialEq, schemars::JsonSchema)]
#[serde(deny_unknown_fields)]
pub(crate) struct TimingJson {
    /// What was timed: the practice game, or a strategy of the Dirac game.
    pub(crate) subject: String,
    /// The median run, in nanoseconds.
    pub(crate) median_ns: Option<u128>,
    /// The fastest run, in nanoseconds.
    pub(crate) fastest_ns: Option<u128>,
    /// The slowest run, in nanoseconds.
    pub(crate) slowest_ns: Option<u128>,
    /// Runs timed in all.
    pub(crate) runs: Option<u32>,
    /// Why the subject was not run: the estimate and the limit it passes.
    pub(crate) refused: Option<String>,
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::commands::tests::game;
    use dirac::Rules;
    use dirac_render::doc::Block;

    #[test]
    fn the_kernel_is_named_in_every_format() {
        let bench = Bench {
            game: game(&[4, 8], None),
            kernel: Kernel::Avx2,
            timings: vec![],
        };
        let text = doc::text(&bench.doc(), false);
        assert!(
            text.contains("the avx2 kernel (DIRAC_KERNEL=scalar"),
            "{text}"
        );
        let json: BenchJson = serde_json::from_str(&bench.json()).unwrap();
        assert_eq!(json.kernel, "avx2");
        assert!(bench.csv().lines().next().unwrap().ends_with(",kernel"));
        let scalar = Bench {
            kernel: Kernel::Scalar,
            ..bench
        };
        assert!(doc::text(&scalar.doc(), false).contains("tables: the scalar kernel."));
    }

    #[test]
    fn json_counts_every_run_and_gives_times_in_nanoseconds() {
        let ms = Duration::from_millis;
        let bench = Bench {
            game: game(&[4, 8], None),
            kernel: Kernel::Scalar,
            timings: vec![Timing {
                subject: "practice game".into(),
                result: Ok(summary(vec![ms(30), ms(10), ms(20)], 5)),
            }],
        };
        let json: BenchJson = serde_json::from_str(&bench.json()).unwrap();
        let timing = &json.timings[0];
        assert_eq!(timing.runs, Some(15));
        assert_eq!(
            (timing.fastest_ns, timing.median_ns, timing.slowest_ns),
            (Some(2_000_000), Some(4_000_000), Some(6_000_000))
        );
        assert_eq!(timing.refused, None);
    }

    #[test]
    fn dirac_strategies_are_compared_with_the_fastest_of_them() {
        let timed = |subject: &str, ms: u64| Timing {
            subject: subject.into(),
            result: Ok(summary(vec![Duration::from_millis(ms)], 1)),
        };
        let bench = Bench {
            game: game(&[4, 8], None),
            kernel: Kernel::Scalar,
            timings: vec![
                timed("practice game", 1),
                timed("Dirac game, per-player", 2),
                timed("Dirac game, memo", 6),
                Timing {
                    subject: "Dirac game, stack".into(),
                    result: Err("too big".into()),
                },
            ],
        };
        let Some(Block::Table(t)) = bench
            .doc()
            .blocks
            .into_iter()
            .find(|b| matches!(b, Block::Table(_)))
        else {
            panic!("no table");
        };
        let ratios: Vec<&str> = t.rows.iter().map(|r| r[4].as_str()).collect();
        assert_eq!(ratios, ["", "1.0×", "3.0×", ""]);
    }

    #[test]
    fn batches_last_about_their_share_of_the_budget() {
        let ms = Duration::from_millis;
        // Quick runs: 20 ms batches, 15 of them (the most).
        assert_eq!(batches_for(Duration::from_micros(1)), (20_000, 15));
        assert_eq!(batches_for(Duration::ZERO), (1_000_000, 15));
        assert_eq!(batches_for(ms(7)), (2, 15));
        // A run longer than a batch is a batch alone: 400 ms hold 13 of 30 ms, and at least 3.
        assert_eq!(batches_for(ms(30)), (1, 13));
        assert_eq!(batches_for(ms(200)), (1, 3));
    }

    #[test]
    fn a_subject_s_runs_are_its_steps_four_times_or_its_budget() {
        let budget = BUDGET.as_nanos();
        // Slow subjects: the calibration run and at least three batches of one.
        assert_eq!(bench_steps(budget), 4 * budget);
        assert_eq!(bench_steps(budget / 3 + 1), 4 * (budget / 3 + 1));
        // Quick ones: the calibration run, then about the budget's time of batches.
        assert_eq!(bench_steps(1_000), 1_000 + budget);
        assert_eq!(bench_steps(u128::MAX), u128::MAX);
    }

    #[test]
    fn the_limits_hold_the_whole_bench_and_nothing_timed_is_a_refusal() {
        // A short game, which every strategy plays in well under a budget.
        let rules = Rules::builder().dirac_target(10).build().unwrap();
        let example = game(&[4, 8], Some(rules));
        let subjects = |limits: &Limits| {
            let bench = run(example.clone(), limits, &Busy::start("testing")).unwrap();
            bench
                .timings
                .iter()
                .map(|t| (t.subject.clone(), t.result.as_ref().err().cloned()))
                .collect::<Vec<_>>()
        };
        // Each subject alone fits in a budget and a half, but not the next ones with it.
        let budget = u64::try_from(BUDGET.as_nanos()).unwrap();
        let limits = Limits {
            max_work: budget * 3 / 2 + budget / 10,
            ..Limits::default()
        };
        for (subject, request) in requests() {
            assert!(request.plan(&example, &limits).is_ok(), "{subject}");
        }
        let told = subjects(&limits);
        assert!(told[0].1.is_none(), "{told:?}");
        let refused: Vec<&String> = told[1..].iter().filter_map(|(_, r)| r.as_ref()).collect();
        assert_eq!(refused.len(), told.len() - 1, "{told:?}");
        assert!(
            refused
                .iter()
                .all(|r| r.starts_with("its runs (one to calibrate")),
            "{told:?}"
        );
        // Under the default limits, every subject is timed.
        assert!(
            subjects(&Limits::default())
                .iter()
                .all(|(_, r)| r.is_none())
        );
        // Nothing to time: refused as a whole, with exit status 2.
        let refused = run(
            game(&[4, 8], None),
            &Limits {
                max_work: 1,
                ..Limits::default()
            },
            &Busy::start("testing"),
        )
        .unwrap_err();
        assert!(
            refused
                .message()
                .starts_with("nothing to time: every subject was refused")
        );
        assert_eq!(refused.exit_code(), std::process::ExitCode::from(2));
    }

    #[test]
    fn a_run_s_time_is_the_median_batch_over_its_runs() {
        let ms = Duration::from_millis;
        let measured = summary(vec![ms(30), ms(10), ms(50), ms(20), ms(40)], 2);
        assert_eq!(
            measured,
            Measured {
                median: ms(15),
                fastest: ms(5),
                slowest: ms(25),
                runs_per_batch: 2,
                batches: 5,
            }
        );
    }

    #[test]
    fn durations_read_with_three_figures() {
        assert_eq!(human(Duration::from_nanos(138)), "138 ns");
        assert_eq!(human(Duration::from_nanos(1_000)), "1.00 µs");
        assert_eq!(human(Duration::from_micros(10)), "10.0 µs");
        assert_eq!(human(Duration::from_micros(100)), "100 µs");
        assert_eq!(human(Duration::from_nanos(5_512)), "5.51 µs");
        assert_eq!(human(Duration::from_micros(548)), "548 µs");
        assert_eq!(human(Duration::from_millis(1)), "1.00 ms");
        assert_eq!(human(Duration::from_micros(12_500)), "12.5 ms");
        assert_eq!(human(Duration::from_secs(1)), "1.00 s");
        assert_eq!(human(Duration::from_millis(1_290)), "1.29 s");
    }

    #[test]
    fn strategies_that_would_be_refused_are_listed_not_run() {
        // Six players on the puzzle's rules: the joint-state strategies would need petabytes.
        let bench = run(
            game(&[1, 2, 3, 4, 5, 6], None),
            &Limits::default(),
            &Busy::start("testing"),
        )
        .unwrap();
        let refused: Vec<&str> = bench
            .timings
            .iter()
            .filter(|t| t.result.is_err())
            .map(|t| t.subject.as_str())
            .collect();
        assert_eq!(
            refused,
            [
                "Dirac game, memo",
                "Dirac game, backward",
                "Dirac game, stack"
            ]
        );
        let per_player = bench
            .timings
            .iter()
            .find(|t| t.subject == "Dirac game, per-player");
        assert!(per_player.is_some_and(|t| t.result.is_ok()));
        let json: BenchJson = serde_json::from_str(&bench.json()).unwrap();
        assert!(json.timings.iter().any(|t| {
            t.refused
                .as_deref()
                .is_some_and(|r| r.starts_with("the stack strategy would need about"))
        }));
        assert_eq!(json.rules, RulesView::from(&Rules::default()));
        assert!(
            bench.doc().blocks.iter().any(|b| matches!(b,
                Block::Line(l) if l.starts_with("Dirac game, memo: refused: the memo strategy"))),
            "the text says which subject was refused and why"
        );
    }
}
