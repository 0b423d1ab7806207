//! dirac's benchmarks live in `benches/`: `cargo bench -p dirac-bench` (BENCHMARKS.md says what
//! each one times). This crate has no code of its own; it keeps criterion out of the tests' build.
