//! Estimates held against what a run really holds: the heap's peak, counted by this test's
//! allocator, while the work is done, its view made and every rendering of it written (text,
//! Markdown, CSV, JSON), for a spread of games: the practice game's trace, and the turn tables
//! written out. No run may pass its estimate, and none may be estimated at more than 4 times
//! what it held.

#![allow(clippy::unwrap_used, clippy::cast_precision_loss, clippy::print_stdout)]

use dirac::cost::{self, TurnsUse};
use dirac::view::{TraceView, TurnsView};
use dirac::{Game, Limits, Rules, practice};
use dirac_render::{doc, trace, turns};
use peak_alloc::PeakAlloc;

/// The system's allocator, counting the bytes live and the most live since the last reset.
#[global_allocator]
static ALLOCATOR: PeakAlloc = PeakAlloc;

/// The allocator's counts are the process's: each test holds this while it runs, so that
/// no other test allocates while it measures.
static ONE_AT_A_TIME: std::sync::Mutex<()> = std::sync::Mutex::new(());

fn alone() -> std::sync::MutexGuard<'static, ()> {
    ONE_AT_A_TIME
        .lock()
        .unwrap_or_else(std::sync::PoisonError::into_inner)
}

/// The most bytes live above those live at the start while `f` runs.
fn peak_of(f: impl FnOnce()) -> usize {
    let base = ALLOCATOR.current_usage();
    ALLOCATOR.reset_peak_usage();
    f();
    ALLOCATOR.peak_usage().saturating_sub(base)
}

/// The most the heap held over the four formats (0 text, 1 Markdown, 2 CSV, 3 JSON as the
/// command writes it, pretty with a final newline), each written from scratch by `write`.
fn held_by_every_format(write: impl Fn(u8) -> String) -> usize {
    (0..4)
        .map(|format| peak_of(|| assert!(!write(format).is_empty())))
        .max()
        .unwrap_or(0)
}

#[test]
fn a_trace_holds_no_more_than_its_estimate_and_not_four_times_less() {
    let _alone = alone();
    let rules = |board: u64, rolls: u64, target: u64| {
        Rules::builder()
            .board(board)
            .rolls(rolls)
            .practice_target(target)
            .build()
            .unwrap()
    };
    let cases: Vec<(Rules, Vec<u32>, std::ops::RangeInclusive<u64>)> = vec![
        (Rules::default(), vec![4, 8], 1..=u64::MAX),
        (Rules::default(), vec![4, 8], 100..=120),
        (rules(10, 3, 100_000), vec![1, 2, 3], 1..=u64::MAX),
        (rules(7, 1, 5000), vec![7], 1..=u64::MAX),
        (rules(1000, 50, 20_000), vec![1, 500, 999], 1..=u64::MAX),
        (rules(100, 1000, 5000), vec![3, 4], 1..=u64::MAX),
        (
            rules(10, 3, 1000),
            (0..1000).map(|i| i % 10 + 1).collect(),
            1..=u64::MAX,
        ),
        (
            rules(10, 3, 1000),
            (0..1000).map(|i| i % 10 + 1).collect(),
            5000..=5000,
        ),
    ];
    let mut worst = (f64::MAX, 0.0_f64);
    for (rules, starts, turns) in cases {
        let game = Game::new(rules, starts).unwrap();
        let limits = Limits::default();
        let (_, estimate) = practice::trace_estimate(&game, &turns, &limits).unwrap();
        // As the command runs: the trace, its view, the trace dropped, one rendering.
        let held = held_by_every_format(|format| {
            let traced = practice::trace_turns(&game, turns.clone(), &limits).unwrap();
            let view = TraceView::new(&game, &traced);
            drop(traced);
            match format {
                0 => doc::text(&trace::doc(&view), false),
                1 => doc::markdown(&trace::doc(&view)),
                2 => trace::csv(&view),
                _ => serde_json::to_string_pretty(&view).unwrap() + "\n",
            }
        });
        let ratio = estimate.memory as f64 / held as f64;
        assert!(
            estimate.memory >= held as u128,
            "{game:?} {turns:?}: held {held} bytes, estimated {}",
            estimate.memory
        );
        assert!(
            ratio <= 4.0,
            "{game:?} {turns:?}: estimated {} bytes, {ratio:.1} times the {held} held",
            estimate.memory
        );
        worst = (worst.0.min(ratio), worst.1.max(ratio));
    }
    // The calibration's figures, for the notes: `cargo test --test estimates -- --nocapture`.
    println!("estimate / held: from {:.2} to {:.2}", worst.0, worst.1);
}

#[test]
fn the_turn_tables_hold_no_more_than_their_estimate_and_not_four_times_less() {
    let _alone = alone();
    let rules = |board: u64, faces: u64, target: u64| {
        Rules::builder()
            .board(board)
            .dirac_faces(faces)
            .dirac_target(target)
            .build()
            .unwrap()
    };
    let spread = |n: u32, board: u32| (0..n).map(|i| i % board + 1).collect::<Vec<u32>>();
    let cases: Vec<(Rules, Vec<u32>)> = vec![
        (Rules::default(), vec![4, 8]),
        (rules(10, 3, 300), vec![4, 8]),
        (rules(10, 3, 1000), vec![1, 2, 3]),
        (rules(100, 6, 500), vec![50, 99]),
        (rules(10, 3, 21), spread(8, 10)),
        (rules(10, 3, 30), spread(9, 10)),
        (rules(10, 3, 21), spread(100, 10)),
        (rules(7, 2, 40), spread(300, 7)),
    ];
    let limits = Limits {
        max_work: u64::MAX,
        max_memory: u64::MAX,
    };
    let mut worst = (f64::MAX, 0.0_f64);
    for (rules, starts) in cases {
        let game = Game::new(rules, starts).unwrap();
        let checked = cost::check_turns(&game, &limits, TurnsUse::Written).unwrap();
        let estimate = checked.cost().memory;
        // As the command runs: the view and its chart, then one rendering.
        let held = held_by_every_format(|format| {
            let (view, _chart) = TurnsView::with_chart(&checked).unwrap();
            match format {
                0 => doc::text(&turns::doc(&view), false),
                1 => doc::markdown(&turns::doc(&view)),
                2 => turns::csv(&view),
                _ => serde_json::to_string_pretty(&view).unwrap() + "\n",
            }
        });
        let ratio = estimate as f64 / held as f64;
        println!(
            "{} players, board {}, target {}: estimated {estimate}, held {held}, ratio {ratio:.2}",
            game.players(),
            game.rules().board(),
            game.rules().dirac_target()
        );
        worst = (worst.0.min(ratio), worst.1.max(ratio));
    }
    println!(
        "turn tables, estimate / held: from {:.2} to {:.2}",
        worst.0, worst.1
    );
    assert!(worst.0 >= 1.0 && worst.1 <= 4.0, "{worst:?}");
}
