fn main() {
    let text: String = (0..200)
        .map(|k| format!("Player {} starting position: {}\n", k + 1, k % 10 + 1))
        .collect();
    let t = std::time::Instant::now();
    let out = dirac_web::analyze(&text, "dirac-target=100");
    eprintln!("analyze {:?} {} bytes", t.elapsed(), out.len());
    let t = std::time::Instant::now();
    let out = dirac_web::layer(&text, "dirac-target=100", 0, 3);
    eprintln!("layer {:?} {} bytes", t.elapsed(), out.len());
}
