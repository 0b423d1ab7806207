//! The trace's estimate held against what a trace really holds: the heap's peak, counted by
//! this test's allocator, while the game is traced, its view made and every rendering of it
//! written (text, Markdown, CSV, JSON), for a spread of games. No run may pass its estimate, and none may
//! be estimated at more than 4 times what it held.

#![allow(clippy::unwrap_used, clippy::cast_precision_loss, clippy::print_stdout)]

use dirac::view::TraceView;
use dirac::{Game, Limits, Rules, practice};
use dirac_render::{doc, trace};
use peak_alloc::PeakAlloc;

/// The system's allocator, counting the bytes live and the most live since the last reset.
#[global_allocator]
static ALLOCATOR: PeakAlloc = PeakAlloc;

/// The most bytes live above those live at the start while `f` runs.
fn peak_of(f: impl FnOnce()) -> usize {
    let base = ALLOCATOR.current_usage();
    ALLOCATOR.reset_peak_usage();
    f();
    ALLOCATOR.peak_usage() - base
}

#[test]
fn a_trace_holds_no_more_than_its_estimate_and_not_four_times_less() {
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
        let held = [0, 1, 2, 3]
            .into_iter()
            .map(|format| {
                peak_of(|| {
                    let traced = practice::trace_turns(&game, turns.clone(), &limits).unwrap();
                    let view = TraceView::new(&game, &traced);
                    drop(traced);
                    let written = match format {
                        0 => doc::text(&trace::doc(&view), false),
                        1 => doc::markdown(&trace::doc(&view)),
                        2 => trace::csv(&view),
                        // As the command writes it: pretty, and a final newline.
                        _ => serde_json::to_string_pretty(&view).unwrap() + "\n",
                    };
                    assert!(!written.is_empty());
                })
            })
            .max()
            .unwrap();
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
