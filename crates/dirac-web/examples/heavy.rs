//! How long the explorer's engine takes, natively, on a big game: 200 players to 100 points.
//! `cargo run --release -p dirac-web --example heavy` (the page's own timings come from the
//! browser tests; this separates the engine from the browser).

#![allow(clippy::print_stderr)]

fn main() {
    let text: String = (0..200)
        .map(|k| format!("Player {} starting position: {}\n", k + 1, k % 10 + 1))
        .collect();
    let started = std::time::Instant::now();
    let out = dirac_web::view(&text, "dirac-target=100", 3, false);
    eprintln!(
        "view of 200 players to 100: {:?}, {} bytes of JSON",
        started.elapsed(),
        out.len()
    );
}
