//! How long the explorer's engine takes, natively: the puzzle's game (the median of a hundred
//! views, split by part), then a big game, 200 players to 100 points.
//! `cargo run --release -p dirac-web --example heavy` (the page's own timings come from the
//! browser tests; this separates the engine from the browser).

#![allow(clippy::print_stderr)]

fn median(mut f: impl FnMut()) -> std::time::Duration {
    let mut times: Vec<_> = (0..100)
        .map(|_| {
            let started = std::time::Instant::now();
            f();
            started.elapsed()
        })
        .collect();
    times.sort();
    times[50]
}

fn main() {
    let example = "Player 1 starting position: 4\nPlayer 2 starting position: 8\n";
    let view = median(|| drop(dirac_web::view(example, "", 3, false)));
    let analysis = median(|| drop(dirac_web::analysis(example, "")));
    let layers = median(|| drop(dirac_web::layers_of(example, "", 3)));
    let sweep = median(|| drop(dirac_web::sweep_of("")));
    eprintln!(
        "the puzzle's game: view {view:?} ({} bytes of JSON); analysis {analysis:?}, grids {layers:?}, sweep {sweep:?}",
        dirac_web::view(example, "", 3, false).len()
    );
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
