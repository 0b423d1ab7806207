//! The cases of `BENCHMARKS.md`: one group per case, one bench per strategy, so strategies sit
//! side by side. Every iteration solves from the input text: nothing is cached between
//! iterations.
//!
//! `cargo bench -p dirac-bench --bench engine` runs them all; `-- GROUP` runs one group.

#![allow(missing_docs, clippy::unwrap_used)]

use std::hint::black_box;
use std::time::Duration;

use criterion::{BenchmarkId, Criterion, criterion_group, criterion_main};
use dirac::die::{Die, Sequence};
use dirac::quantum::{self, Strategy};
use dirac::{Game, Limits, Rules, practice};

fn input(starts: &[u32]) -> String {
    starts
        .iter()
        .enumerate()
        .map(|(i, s)| format!("Player {} starting position: {s}\n", i + 1))
        .collect()
}

fn rules(practice_target: u64, dirac_target: u64) -> Rules {
    Rules::builder()
        .practice_target(practice_target)
        .dirac_target(dirac_target)
        .build()
        .unwrap()
}

/// Parse and solve the Dirac game.
fn dirac(text: &str, rules: Rules, strategy: Strategy) -> dirac::Count {
    let game = Game::parse(black_box(text), rules).unwrap();
    let outcome = quantum::solve(&game, strategy, &Limits::default()).unwrap();
    outcome.answer().clone()
}

fn default_rules(c: &mut Criterion) {
    for starts in [[4, 8], [3, 4]] {
        let text = input(&starts);
        let name = format!("dirac/default/{}-{}", starts[0], starts[1]);
        let mut group = c.benchmark_group(&name);
        for strategy in Strategy::CONCRETE {
            if strategy == Strategy::Stack {
                group
                    .sample_size(10)
                    .measurement_time(Duration::from_secs(8));
            }
            group.bench_function(BenchmarkId::from_parameter(strategy), |b| {
                b.iter(|| dirac(&text, Rules::default(), strategy));
            });
        }
        group.finish();
    }
}

/// Part 2 to a target of 1, parse included: every step of the pipeline (parse, estimate, dice,
/// plan, columns, combination) with the kernel's loop run for one turn, so what part 2 costs
/// around the kernel.
fn pipeline_cases(c: &mut Criterion) {
    let text = input(&[4, 8]);
    c.bench_function("dirac/pipeline/target-1", |b| {
        b.iter(|| dirac(&text, rules(1000, 1), Strategy::PerPlayer));
    });
}

/// One player's table under the puzzle's rules, in whichever kernel runs: `DIRAC_KERNEL=scalar`
/// times the scalar one.
fn table_cases(c: &mut Criterion) {
    let game = dirac::Game::new(Rules::default(), vec![4]).unwrap();
    let checked = dirac::cost::check(&game, Strategy::PerPlayer, &Limits::default()).unwrap();
    let name = format!("table/{}/start-4", dirac::Kernel::active().name());
    c.bench_function(&name, |b| {
        b.iter(|| dirac::turns::player(black_box(&checked), 0));
    });
}

/// Parsing the puzzle's two lines.
fn parse_cases(c: &mut Criterion) {
    let text = input(&[4, 8]);
    c.bench_function("parse/two-lines", |b| {
        b.iter(|| Game::parse(black_box(&text), Rules::default()).unwrap());
    });
}

/// The practice game on a parsed game: its target is a few nanoseconds, well below parsing.
fn practice_cases(c: &mut Criterion) {
    let mut group = c.benchmark_group("practice");
    for (name, target) in [
        ("default", 1000),
        ("target-1e18", 1_000_000_000_000_000_000),
    ] {
        let game = Game::new(rules(target, 21), vec![4, 8]).unwrap();
        let limits = Limits::default();
        group.bench_function(name, |b| {
            b.iter(|| practice::play(black_box(&game), &limits).unwrap());
        });
    }
    group.finish();
}

/// Dice unlike the puzzle's, parse included, per-player: an ordinary six-sided die (the puzzle's
/// way for consecutive faces), a loaded die (faces 1, 1, 2: one roll folded and squared), faces
/// with gaps (2, 4, 6), and a die with a zero face; all through the same table kernels.
fn dice_cases(c: &mut Criterion) {
    let mut group = c.benchmark_group("dice");
    let text = input(&[4, 8]);
    for (name, die) in [
        ("six-sided", "1..6"),
        ("loaded-1-1-2", "1:2,2"),
        ("gaps-2-4-6", "2,4,6"),
        ("zero-0-1-2", "0,1,2"),
    ] {
        let rules = Rules::builder()
            .dirac_die(Die::parse(die).unwrap())
            .build()
            .unwrap();
        group.bench_function(name, |b| {
            b.iter(|| dirac(&text, rules.clone(), Strategy::PerPlayer));
        });
    }
    for (name, target) in [
        ("practice-6..1", 1000),
        ("practice-6..1-target-1e18", 1_000_000_000_000_000_000),
    ] {
        let rules = Rules::builder()
            .practice_sequence(Sequence::parse("6..1").unwrap())
            .practice_target(target)
            .build()
            .unwrap();
        let game = Game::new(rules, vec![4, 8]).unwrap();
        let limits = Limits::default();
        group.bench_function(name, |b| {
            b.iter(|| practice::play(black_box(&game), &limits).unwrap());
        });
    }
    group.finish();
}

/// Every pair of starts on the default board, both games.
fn sweep(c: &mut Criterion) {
    let mut group = c.benchmark_group("sweep");
    group.bench_function("100-pairs", |b| {
        b.iter(|| {
            dirac::sweep::run(black_box(&Rules::default()), &Limits::default(), |_, _| {}).unwrap()
        });
    });
    group.finish();
}

/// The atlas of every pair of starts at every Dirac target from 1 to 100 on the puzzle's
/// board and die: one backward pass to the largest target (`one-pass`), against one sweep per
/// target in the same process (`sweep-per-target`); and its parts, the pass alone and the
/// pairs (what remains of `one-pass`).
fn atlas(c: &mut Criterion) {
    let mut group = c.benchmark_group("atlas/targets-1-100");
    group
        .sample_size(10)
        .measurement_time(Duration::from_secs(10));
    let targets: Vec<u32> = (1..=100).collect();
    let limits = Limits {
        max_work: u64::MAX,
        max_memory: u64::MAX,
    };
    group.bench_function("one-pass", |b| {
        b.iter(|| {
            dirac::sweep::atlas(black_box(&Rules::default()), &targets, &limits, |_, _| {}).unwrap()
        });
    });
    group.bench_function("sweep-per-target", |b| {
        b.iter(|| {
            targets
                .iter()
                .map(|&t| {
                    let rules = rules(1000, u64::from(t));
                    dirac::sweep::run(black_box(&rules), &limits, |_, _| {}).unwrap()
                })
                .collect::<Vec<_>>()
        });
    });
    group.bench_function("pass-alone", |b| {
        b.iter(|| dirac::tables::atlas_pass(black_box(&rules(1000, 100))).unwrap());
    });
    group.finish();
}

fn scaling(c: &mut Criterion) {
    let mut group = c.benchmark_group("dirac/scaling");
    group
        .sample_size(10)
        .measurement_time(Duration::from_secs(10));
    let two = input(&[4, 8]);
    group.bench_function("target-1000/per-player", |b| {
        b.iter(|| dirac(&two, rules(1000, 1000), Strategy::PerPlayer));
    });
    let hundred: Vec<u32> = (0..100).map(|i| i % 10 + 1).collect();
    let hundred = input(&hundred);
    group.bench_function("100-players/per-player", |b| {
        b.iter(|| dirac(&hundred, Rules::default(), Strategy::PerPlayer));
    });
    group.finish();
}

/// Everything the explorer shows about a game of a thousand players (starts 1..10 repeated,
/// Dirac target 10): the analysis and its view under the page's policy, whose exact
/// probabilities of thousands of digits are reduced, rounded and shortened.
fn analysis(c: &mut Criterion) {
    use dirac::analysis::Analysis;
    use dirac::view::{self, AnalysisView, Digits, PLAYERS_DRAWN};
    let mut group = c.benchmark_group("analysis");
    group.sample_size(10);
    let starts: Vec<u32> = (0..1000).map(|i| i % 10 + 1).collect();
    let text = input(&starts);
    group.bench_function("1000-players/target-10/view", |b| {
        b.iter(|| {
            let game = Game::parse(black_box(&text), rules(1000, 10)).unwrap();
            let limits = Limits::default();
            let a = Analysis::new(&game, &limits).unwrap();
            let trace = practice::trace(&game, view::page_trace_turns(&game), &limits).unwrap();
            AnalysisView::new(&a, &trace, &limits, Digits::PAGE, Some(PLAYERS_DRAWN)).unwrap()
        });
    });
    group.finish();
}

/// What a face pays for one part of the puzzle: parse, plan and run with its view, beside the
/// engine's own call for the same part, in turn.
fn faces(c: &mut Criterion) {
    use dirac::plan::{Parts, Solve};
    let text = input(&[4, 8]);
    let mut group = c.benchmark_group("faces");
    for parts in [Parts::Practice, Parts::Dirac] {
        let request = Solve {
            parts,
            contrast: false,
            ..Solve::default()
        };
        let name = if parts == Parts::Practice {
            "part-1"
        } else {
            "part-2"
        };
        group.bench_function(format!("{name}/plan"), |b| {
            b.iter(|| {
                let game = Game::parse(black_box(&text), Rules::default()).unwrap();
                request
                    .plan(&game, &Limits::default())
                    .unwrap()
                    .run()
                    .unwrap()
            });
        });
        // The two pieces a face adds, each alone on a parsed game: the plan (the estimates)
        // and the view of the answers (part 2's counts as text, part 1's as numbers).
        let game = Game::parse(&text, Rules::default()).unwrap();
        group.bench_function(format!("{name}/plan-alone"), |b| {
            b.iter(|| request.plan(black_box(&game), &Limits::default()).unwrap());
        });
        let practice_outcome = practice::play(&game, &Limits::default()).unwrap();
        let dirac_outcome = quantum::solve(&game, Strategy::PerPlayer, &Limits::default()).unwrap();
        group.bench_function(format!("{name}/view-alone"), |b| {
            b.iter(|| {
                dirac::view::SolveView::new(
                    black_box(&game),
                    (parts == Parts::Practice).then_some(&practice_outcome),
                    (parts == Parts::Dirac).then_some(&dirac_outcome),
                    None,
                    dirac::view::Digits::All,
                )
            });
        });
        group.bench_function(format!("{name}/engine"), |b| {
            b.iter(|| {
                let game = Game::parse(black_box(&text), Rules::default()).unwrap();
                if parts == Parts::Practice {
                    practice::play(&game, &Limits::default()).unwrap().answer()
                } else {
                    quantum::solve(&game, Strategy::PerPlayer, &Limits::default())
                        .unwrap()
                        .answer()
                        .clone()
                }
            });
        });
    }
    group.finish();
}

criterion_group!(
    benches,
    faces,
    atlas,
    analysis,
    pipeline_cases,
    parse_cases,
    table_cases,
    default_rules,
    practice_cases,
    dice_cases,
    sweep,
    scaling
);
criterion_main!(benches);
