//! Which kernel builds a table. Every choice of kernel is made here, each in one order: the
//! first kernel that takes the table builds it, and a kernel that does not answers
//! [`Declined`] (a count past its lanes, a layer past its size, vectors off), never an error.
//!
//! | asked for | kernels tried, in order |
//! |---|---|
//! | one start ([`Table::build`]) | with vectors on and a small layer: `registers`, `dense`; else `narrow`; then `wide` |
//! | a game's distinct starts ([`Table::build_all`]) | with vectors on and a small layer: `registers` for all, else each as one start; else `narrow` two starts to a word, each start it declines as one start (on every core when big) |
//! | every start `1..=B` ([`every_start`], the sweep) | `reverse_lanes`, `registers`, `reverse`, then as a game's starts |
//! | two players' wins with no table ([`two_players_in_registers`]) | `registers`, else none (the tables are built) |
//! | the `playing` columns bounding the joint strategies ([`every_start_playing`]) | `reverse`, else none |
//!
//! Dice whose one turn passes 64 bits have one kernel in every row: `generic`, over big
//! integers. `wide` and `generic` never decline. Which vector kernel runs is the plan's to say:
//! it reads [`Kernel::active`] once (the CPU, or `DIRAC_KERNEL`), estimates with it and hands
//! it to the run in the dice ([`Geometry::kernel`]).

use std::sync::OnceLock;

use super::Kernel;
use super::{Built, Column, Declined, Dice, Geometry, Table, generic, narrow, reverse, wide};
#[cfg(target_arch = "x86_64")]
use super::{dense, registers, reverse_lanes};
use crate::game::Game;
use crate::num::Count;
use crate::rules::Rules;

impl Table {
    /// The table of a player starting on `start` (1-based), by the fastest kernel that fits.
    pub(crate) fn build(rules: &Rules, start: u32, dice: &Dice) -> Table {
        match dice {
            Dice::Machine(geometry) => single(geometry, start),
            Dice::Big(moves) => generic::table(rules, start, moves),
        }
    }

    /// The tables of every start in `starts` (1-based), two at a time in 32-bit lanes where
    /// their counts fit.
    pub(crate) fn build_all(rules: &Rules, starts: &[u32], dice: &Dice) -> Built {
        let geometry = match dice {
            Dice::Machine(geometry) => geometry,
            Dice::Big(moves) => {
                return starts
                    .iter()
                    .map(|&s| generic::table(rules, s, moves))
                    .collect();
            }
        };
        #[cfg(target_arch = "x86_64")]
        if dense_kernel(geometry) {
            if let Ok(tables) = registers::tables(geometry, starts) {
                return tables;
            }
        }
        after_registers(geometry, starts)
    }
}

/// The tables of `starts` once the register kernel has declined them all at once (or was never
/// asked): one by one in the dense kernel's domain, else two at a time in 32-bit lanes.
fn after_registers(geometry: &Geometry, starts: &[u32]) -> Built {
    #[cfg(target_arch = "x86_64")]
    if dense_kernel(geometry) {
        let every: Vec<(usize, u32)> = starts.iter().copied().enumerate().collect();
        return singles(geometry, &every)
            .into_iter()
            .map(|(_, table)| table)
            .collect();
    }
    let (mut tables, alone) = paired(geometry, starts);
    for (slot, table) in singles(geometry, &alone) {
        tables[slot] = Some(table);
    }
    tables.into_iter().flatten().collect()
}

/// The tables of `starts` two at a time in the 32-bit lanes of the `u64` kernel (a last odd
/// one alone in its 64 bits), by slot, and the starts of the pairs whose counts outgrew their
/// lanes, with their slots.
pub(super) fn paired(
    geometry: &Geometry,
    starts: &[u32],
) -> (Vec<Option<Table>>, Vec<(usize, u32)>) {
    let mut tables: Vec<Option<Table>> = vec![None; starts.len()];
    let mut alone = Vec::new();
    for (pair, slots) in starts
        .chunks(2)
        .zip((0..starts.len()).collect::<Vec<_>>().chunks(2))
    {
        match narrow::tables(geometry, pair) {
            Ok(done) => {
                for (slot, table) in slots.iter().zip(done) {
                    tables[*slot] = Some(table);
                }
            }
            _ => alone.extend(slots.iter().map(|&slot| (slot, starts[slot]))),
        }
    }
    (tables, alone)
}

/// The tables of players starting on every space `1..=B`: all at once backwards, in AVX-512's
/// lanes where the counts are exact in them ([`reverse_lanes`]), else two starts at a time in
/// registers, else all at once backwards in scalar code when the counts fit 64 bits, else start
/// by start.
pub(crate) fn every_start(rules: &Rules, dice: &Dice) -> Vec<Table> {
    let starts: Vec<u32> = (1..=rules.board()).collect();
    if let Dice::Machine(geometry) = dice {
        // With AVX-512 active, one backward pass over every start in lanes beats two starts at
        // a time in registers, which beat one scalar backward pass.
        #[cfg(target_arch = "x86_64")]
        if let Ok(tables) = reverse_lanes::all_starts(geometry) {
            return tables;
        }
        #[cfg(target_arch = "x86_64")]
        if let Ok(tables) = registers::tables(geometry, &starts) {
            return tables.into_vec();
        }
        if let Ok(tables) = reverse::tables(geometry, &starts) {
            return tables.into_vec();
        }
        // The register kernel has declined these starts already: not asked again.
        return after_registers(geometry, &starts).into_vec();
    }
    Table::build_all(rules, &starts, dice).into_vec()
}

/// The `playing` column of every start, from the backward kernel when its counts fit 64 bits:
/// what `quantum::proven` bounds the joint strategies' counts with. `None` otherwise.
#[cfg_attr(not(feature = "joint-strategies"), allow(dead_code))]
pub(crate) fn every_start_playing(geometry: &Geometry) -> Option<Vec<Vec<u64>>> {
    reverse::all_starts(geometry)?
        .into_iter()
        .map(|table| match table.playing {
            Column::Narrow(playing) => Some(playing),
            Column::Big(_) => None,
        })
        .collect()
}

/// The most tables built at once, each on a thread of its own: where tables [`may_thread`],
/// the estimates hold this many tables' layers at once whatever the machine's cores, so that
/// an estimate is one figure on every machine of a platform (`cost`).
pub(crate) const AT_ONCE: usize = 4;

/// The threads that build tables: one a core, [`AT_ONCE`] at most.
pub(super) fn threads() -> usize {
    cores().min(AT_ONCE)
}

/// The cores available, asked once: the answer costs system calls (cgroup files).
pub(super) fn cores() -> usize {
    static CORES: OnceLock<usize> = OnceLock::new();
    *CORES.get_or_init(|| std::thread::available_parallelism().map_or(1, usize::from))
}

/// Whether `starts` tables of `cells` cells each may be built on several threads: two or more
/// tables of 4,096 cells or more, where there are threads (not in WebAssembly). The estimates
/// hold up to [`AT_ONCE`] tables' layers at once where this says so, and one table's where it
/// does not (`cost::tables`); the dispatch builds them so where there are cores too
/// ([`threaded`]).
pub(super) fn may_thread(cells: u128, starts: u128) -> bool {
    !cfg!(target_family = "wasm") && cells >= 4096 && starts >= 2
}

/// Whether the tables of `starts` starts are built on every core: where they [`may_thread`]
/// and there are two cores or more.
pub(super) fn threaded(geometry: &Geometry, starts: usize) -> bool {
    let cells = (geometry.board as u128).saturating_mul(geometry.target as u128);
    may_thread(cells, starts as u128) && threads() >= 2
}

/// The tables of starts that need a lane of their own, on every core when they are big.
pub(super) fn singles(geometry: &Geometry, starts: &[(usize, u32)]) -> Vec<(usize, Table)> {
    let one = |&(slot, start): &(usize, u32)| (slot, single(geometry, start));
    // A thread costs tens of microseconds: worth it only for tables of many cells, which are
    // the ones that pass 64 bits and take milliseconds.
    if !threaded(geometry, starts.len()) {
        return starts.iter().map(one).collect();
    }
    let share = starts.len().div_ceil(threads());
    std::thread::scope(|scope| {
        let workers: Vec<_> = starts
            .chunks(share)
            .map(|chunk| scope.spawn(move || chunk.iter().map(one).collect::<Vec<_>>()))
            .collect();
        workers
            .into_iter()
            .flat_map(|w| {
                w.join()
                    .unwrap_or_else(|panic| std::panic::resume_unwind(panic))
            })
            .collect()
    })
}

/// Whether the vector kernels take the tables of a board of `board` spaces to `target` when
/// the plan chose `kernel`: a vector kernel, for layers small enough. The one statement of
/// their domain: the dispatch and the estimates (`tables::cost`) both ask it, with the same
/// kernel.
pub(crate) fn vector_layer(kernel: Kernel, board: usize, target: usize) -> bool {
    #[cfg(target_arch = "x86_64")]
    return kernel.is_vector() && dense::fits(board, target);
    #[cfg(not(target_arch = "x86_64"))]
    {
        let _ = (kernel, board, target);
        false
    }
}

/// The vector moves of the backward pass in AVX-512's lanes over every start (the sweep's
/// first kernel, [`every_start`]), when the plan's `kernel` runs it for a board of `board`
/// spaces to `target` with `moves` moves of `total` sequences a turn in all; `None` where it
/// does not run. Its domain is the pass's own ([`reverse_lanes::takes`]): the estimate and the
/// dispatch ask the same predicate.
pub(crate) fn lanes_pass(
    kernel: Kernel,
    board: usize,
    target: usize,
    (moves, total): (usize, u64),
) -> Option<u128> {
    #[cfg(target_arch = "x86_64")]
    return reverse_lanes::takes(kernel, board, target, total)
        .then(|| reverse_lanes::vector_moves(board, moves, target));
    #[cfg(not(target_arch = "x86_64"))]
    {
        let _ = (kernel, board, target, moves, total);
        None
    }
}

/// Whether tables of `geometry` come from the dense vector kernel ([`vector_layer`]).
#[cfg(target_arch = "x86_64")]
fn dense_kernel(geometry: &Geometry) -> bool {
    vector_layer(geometry.kernel, geometry.board, geometry.target)
}

/// Every kernel for machine-word dice has this one signature: the tables of `starts` (1-based,
/// in order), or `Declined` when they do not fit the kernel (a count past its lanes, a layer
/// past its size). The dispatch tries them in order of speed; `wide` always fits. (Dice whose
/// weights pass 64 bits have only the reference kernel, `generic`, over big integers.)
type Build = fn(&Geometry, &[u32]) -> Result<Built, Declined>;

/// The tables of `starts` from the first of `kernels` they fit, else from `wide`.
fn first_fit(geometry: &Geometry, starts: &[u32], kernels: &[Build]) -> Built {
    kernels
        .iter()
        .find_map(|kernel| kernel(geometry, starts).ok())
        .unwrap_or_else(|| {
            starts
                .iter()
                .map(|&start| wide::table(geometry, start))
                .collect()
        })
}

/// One start: the dense vector kernel where the CPU has one and the layer is small, else a
/// 64-bit lane, else multi-word cells when the counts pass it.
pub(super) fn single(geometry: &Geometry, start: u32) -> Table {
    #[cfg(target_arch = "x86_64")]
    if dense_kernel(geometry) {
        return first_fit(
            geometry,
            &[start],
            &[registers::tables, dense::tables, wide::tables],
        )
        .pop()
        .unwrap_or_else(|| wide::table(geometry, start));
    }
    first_fit(geometry, &[start], &[narrow::tables, wide::tables])
        .pop()
        .unwrap_or_else(|| wide::table(geometry, start))
}

/// Universes won by each of two players straight from the register kernel's columns, with no
/// table built, when that kernel takes the game and both wins fit 64 bits; `None` otherwise,
/// and [`Tables::build`](super::Tables::build) with [`wins_in_narrowest`](super::wins_in_narrowest) give them. The same kernel, the same sums.
pub(crate) fn two_players_in_registers(game: &Game, dice: &Dice) -> Option<Vec<Count>> {
    let (Dice::Machine(geometry), &[a, b]) = (dice, game.starts()) else {
        return None;
    };
    #[cfg(target_arch = "x86_64")]
    if dense_kernel(geometry) {
        let wins = registers::two_players(geometry, [a, b]).ok()?;
        return Some(wins.into_iter().map(Count::from).collect());
    }
    let _ = (geometry, a, b);
    None
}
