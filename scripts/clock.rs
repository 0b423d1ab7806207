//! The clock a core of this machine runs at, measured: a chain of dependent register additions
//! (`add reg, reg`, one cycle each on every x86-64 core; an addition of a constant is not used,
//! as some cores fold those at rename), so additions a second are cycles a second. BENCHMARKS.md
//! turns times into cycles with it.
//!
//! `rustc -O scripts/clock.rs -o target/clock && target/clock` (x86-64 only). Outside the cargo
//! workspace: it needs inline assembly, which the workspace forbids.

use std::time::Instant;

fn main() {
    let additions: u64 = 2_000_000_000;
    for _ in 0..5 {
        let mut x: u64 = 0;
        let start = Instant::now();
        for _ in 0..additions / 8 {
            // SAFETY: register additions only; no memory is touched.
            unsafe {
                std::arch::asm!(
                    "add {x}, {one}", "add {x}, {one}", "add {x}, {one}", "add {x}, {one}",
                    "add {x}, {one}", "add {x}, {one}", "add {x}, {one}", "add {x}, {one}",
                    x = inout(reg) x,
                    one = in(reg) 1_u64,
                    options(nomem, nostack),
                );
            }
        }
        let seconds = start.elapsed().as_secs_f64();
        assert_eq!(x, additions);
        println!(
            "{:.2} GHz ({x} dependent additions in {seconds:.3} s)",
            x as f64 / seconds / 1e9
        );
    }
}
