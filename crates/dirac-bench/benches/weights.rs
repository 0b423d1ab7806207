//! The weights of the operations a step counts (`dirac::work`), measured: for each kind, runs
//! whose time that kind dominates are timed by criterion with the step counter paused, and
//! their operations are counted once with it running. A run's time divided by the count of its
//! dominant kind is what one of them takes on this CPU, an upper bound (the run's other work is
//! charged to it too). Each run's estimate, as the planner makes it under the default limits,
//! is set beside its time: with the weights right, no estimate is below its time, so that a
//! step is a nanosecond of the reference CPU at most. The table this prints is docs/limits.md's:
//!
//! ```text
//! cargo bench -p dirac-bench --features count-steps --bench weights
//! ```

#![allow(missing_docs, clippy::unwrap_used, clippy::print_stdout)]

use std::hint::black_box;
use std::sync::Mutex;
use std::time::{Duration, Instant};

use criterion::Criterion;
use dirac::die::Die;
use dirac::limits::{BYTE_PICOSECONDS, Op, Work};
use dirac::quantum::{self, Strategy};
use dirac::{Cost, Game, Limits, Rules, cost, practice, simulate};

/// A run whose time one kind of operation dominates, and its estimate.
struct Workload {
    what: &'static str,
    estimate: Cost,
    run: Box<dyn Fn()>,
}

fn rules(board: u64, faces: u64, rolls: u64, target: u64) -> Rules {
    Rules::builder()
        .board(board)
        .dirac_faces(faces)
        .rolls(rolls)
        .dirac_target(target)
        .build()
        .unwrap()
}

/// Part 2 of `starts` under `rules` by `strategy`, planned under the default limits.
fn solve(what: &'static str, rules: Rules, starts: Vec<u32>, strategy: Strategy) -> Workload {
    let game = Game::new(rules, starts).unwrap();
    let limits = Limits::default();
    Workload {
        what,
        estimate: cost::check(&game, strategy, &limits).unwrap().cost(),
        run: Box::new(move || drop(black_box(quantum::solve(&game, strategy, &limits).unwrap()))),
    }
}

fn workloads() -> Vec<Workload> {
    let per_player = Strategy::PerPlayer;
    let thousand: Vec<u32> = (0..1000).map(|i| i % 10 + 1).collect();
    let long_walks = Game::example(
        Rules::builder()
            .board(1000)
            .practice_die(999)
            .practice_target(u64::MAX)
            .build()
            .unwrap(),
    )
    .unwrap();
    let loaded = Game::new(
        Rules::builder()
            .dirac_die(Die::parse("1:5,2,9").unwrap())
            .build()
            .unwrap(),
        vec![1, 2, 3],
    )
    .unwrap();
    let far = Game::example(Rules::builder().practice_target(1_000_000).build().unwrap()).unwrap();
    let limits = Limits::default();
    vec![
        solve(
            "tables in one word a cell: 10 players, board 100, a coin tossed once, target 300",
            rules(100, 2, 1, 300),
            (1..=10).collect(),
            per_player,
        ),
        solve(
            "tables in many words a cell: the puzzle's rules to 1000",
            rules(10, 3, 3, 1000),
            vec![4, 8],
            per_player,
        ),
        solve(
            "tables in vectors: 8 players, the puzzle's rules",
            Rules::default(),
            (1..=8).collect(),
            per_player,
        ),
        solve(
            "part 2 of the puzzle",
            Rules::default(),
            vec![4, 8],
            per_player,
        ),
        solve(
            "combining 1000 players' tables, the puzzle's rules",
            Rules::default(),
            thousand,
            per_player,
        ),
        solve(
            "tables of big integers: 400 rolls of the puzzle's die to 60",
            Rules::builder()
                .rolls(400)
                .dirac_target(60)
                .build()
                .unwrap(),
            vec![4, 8],
            per_player,
        ),
        solve(
            "memo, the puzzle",
            Rules::default(),
            vec![4, 8],
            Strategy::Memo,
        ),
        solve(
            "backward, the puzzle",
            Rules::default(),
            vec![4, 8],
            Strategy::Backward,
        ),
        solve(
            "memo, 3 players, board 6, target 15",
            rules(6, 3, 3, 15),
            vec![1, 3, 5],
            Strategy::Memo,
        ),
        solve(
            "memo, 3 players, board 27, a 7-faced die rolled once, target 40",
            rules(27, 7, 1, 40),
            vec![8, 3, 1],
            Strategy::Memo,
        ),
        solve(
            "backward, 3 players, board 27, a 7-faced die rolled once, target 30",
            rules(27, 7, 1, 30),
            vec![8, 3, 1],
            Strategy::Backward,
        ),
        solve(
            "stack, the puzzle's rules to 16",
            rules(10, 3, 3, 16),
            vec![4, 8],
            Strategy::Stack,
        ),
        Workload {
            what: "the practice game told turn by turn, to 10^6",
            estimate: practice::trace_estimate(
                &far,
                &(1..=1_000_000),
                &limits,
                &Default::default(),
            )
            .unwrap()
            .1,
            run: Box::new(move || {
                drop(black_box(
                    practice::trace(&far, 1_000_000, &Limits::default()).unwrap(),
                ));
            }),
        },
        Workload {
            what: "20,000 simulated games, 3 players, a loaded die",
            estimate: simulate::estimate(&loaded, 20_000),
            run: Box::new(move || {
                let limits = Limits::default();
                drop(black_box(
                    simulate::run(&loaded, 1, 20_000, &limits).unwrap(),
                ));
            }),
        },
        Workload {
            what: "the practice game's walks, board 1000, a 999-sided die",
            estimate: practice::cost(&long_walks),
            run: Box::new(move || {
                drop(black_box(
                    practice::play(&long_walks, &Limits::default()).unwrap(),
                ));
            }),
        },
    ]
}

/// The fastest time of one run over criterion's samples, by workload.
static FASTEST: Mutex<Vec<Duration>> = Mutex::new(Vec::new());

fn main() {
    let mut c = Criterion::default()
        .sample_size(10)
        .warm_up_time(Duration::from_millis(500))
        .measurement_time(Duration::from_secs(2))
        .configure_from_args();
    let loads = workloads();
    let mut counted = Vec::new();
    for (i, load) in loads.iter().enumerate() {
        dirac::steps::counting(true);
        dirac::steps::reset();
        (load.run)();
        counted.push(dirac::steps::counted());
        dirac::steps::counting(false);
        FASTEST.lock().unwrap().push(Duration::MAX);
        c.bench_function(&format!("weights/{i}"), |b| {
            b.iter_custom(|iters| {
                let start = Instant::now();
                for _ in 0..iters {
                    (load.run)();
                }
                let elapsed = start.elapsed();
                let one = elapsed / u32::try_from(iters).unwrap_or(u32::MAX).max(1);
                let mut fastest = FASTEST.lock().unwrap();
                fastest[i] = fastest[i].min(one);
                elapsed
            });
        });
    }
    // Memory held costs time too: a fresh buffer written once, its pages mapped and cleared.
    let bytes: usize = 256 << 20;
    let mut touch = Duration::MAX;
    for _ in 0..5 {
        let start = Instant::now();
        drop(black_box(vec![1_u8; bytes]));
        touch = touch.min(start.elapsed());
    }
    c.final_summary();
    let fastest = FASTEST.lock().unwrap();
    println!();
    println!(
        "| run | most time in | counted | time | ps each, measured | weight | estimate | estimate / time |"
    );
    println!("|---|---|---:|---:|---:|---:|---:|---:|");
    let mut lowest = f64::MAX;
    for ((load, work), time) in loads.iter().zip(&counted).zip(fastest.iter()) {
        lowest = lowest.min(print_row(load, work, *time));
    }
    let ps = touch.as_nanos() * 1000 / bytes as u128;
    println!(
        "| a fresh buffer of 256 MiB written once | bytes held | {bytes} | {} | {ps} | {} | | |",
        shown(touch),
        BYTE_PICOSECONDS
    );
    println!("\nestimate / time, lowest: {lowest:.2}");
}

/// A time as the table writes it.
fn shown(time: Duration) -> String {
    let seconds = time.as_secs_f64();
    if seconds < 1e-3 {
        format!("{:.1} µs", seconds * 1e6)
    } else {
        format!("{:.1} ms", seconds * 1e3)
    }
}

/// A row of the table: the kind that takes most of the run's counted time, its count, the
/// run's time and that time per operation of the kind, beside the kind's weight; the run's
/// estimate and its ratio to the time. Returns that ratio.
fn print_row(load: &Workload, work: &Work, time: Duration) -> f64 {
    let op = Op::ALL
        .into_iter()
        .max_by_key(|&op| work.count(op).saturating_mul(op.picoseconds()))
        .unwrap_or(Op::Word);
    let n = work.count(op).max(1);
    let ps = time.as_nanos() * 1000 / n;
    let steps = load.estimate.steps();
    #[allow(clippy::cast_precision_loss)]
    let ratio = steps as f64 / time.as_nanos().max(1) as f64;
    println!(
        "| {} | {} | {n} | {} | {ps} | {} | {} | {ratio:.2} |",
        load.what,
        op.name(),
        shown(time),
        op.picoseconds(),
        shown(Duration::from_nanos(
            u64::try_from(steps).unwrap_or(u64::MAX)
        )),
    );
    ratio
}
