#![allow(clippy::cast_possible_truncation)]

use num_bigint::BigUint;

use super::Declined;
#[cfg(target_arch = "x86_64")]
use super::dispatch::vector_layer;
use super::dispatch::{cores, may_thread, paired, single, threaded, threads};
use super::*;

/// Rules from numbers.
pub(crate) fn rules(board: u64, rolls: u64, faces: u64, target: u64) -> Rules {
    Rules::builder()
        .board(board)
        .rolls(rolls)
        .dirac_faces(faces)
        .dirac_target(target)
        .build()
        .unwrap()
}

fn geometry(rules: &Rules) -> Geometry {
    match Dice::of(rules, Kernel::active()) {
        Dice::Machine(g) => g,
        Dice::Big(_) => panic!("test dice fit machine words"),
    }
}

/// A table as exact big integers.
fn big(t: Table) -> Table {
    Table {
        reached: Column::Big(t.reached.to_counter::<BigUint>().unwrap()),
        playing: Column::Big(t.playing.to_counter::<BigUint>().unwrap()),
    }
}

/// Every kernel that takes the game, as exact big integers, with its name; the reference last.
fn every_kernel(rules: &Rules, start: u32) -> Vec<(&'static str, Table)> {
    let geo = geometry(rules);
    let mut out = vec![("single", big(single(&geo, start)))];
    if let Ok(mut one) = narrow::tables(&geo, &[start]) {
        out.push(("narrow", big(one.remove(0))));
    }
    #[cfg(target_arch = "x86_64")]
    {
        if let Some(t) = dense::table(&geo, start) {
            out.push(("dense, dispatched", big(t)));
        }
        if let Ok(t) = dense::table_scalar::<u32>(&geo, start) {
            out.push(("dense u32", big(t)));
        }
        if let Ok(t) = dense::table_scalar::<u64>(&geo, start) {
            out.push(("dense u64", big(t)));
        }
        if let Some(Ok(t)) = dense::table_avx2::<u32>(&geo, start) {
            out.push(("dense avx2 u32", big(t)));
        }
        if let Some(Ok(t)) = dense::table_avx2::<u64>(&geo, start) {
            out.push(("dense avx2 u64", big(t)));
        }
        if let Ok(mut t) = registers::tables_on_any(&geo, &[start]) {
            out.push(("registers", big(t.remove(0))));
        }
        // Two players in one loop, this one first and second: the other one starts a space
        // further on.
        let other = start % rules.board() + 1;
        if let Ok(mut t) = registers::tables_on_any(&geo, &[start, other]) {
            out.push(("registers, paired first", big(t.remove(0))));
        }
        if let Ok(mut t) = registers::tables_on_any(&geo, &[other, start]) {
            out.push(("registers, paired second", big(t.remove(1))));
        }
    }
    out.push(("wide", big(wide::table(&geo, start))));
    let moves = Moves::<BigUint>::big(rules);
    out.push(("reference", generic::table(rules, start, &moves)));
    out
}

#[test]
fn the_kernels_agree_on_every_small_game() {
    let mut seen = std::collections::BTreeMap::new();
    for board in 1..=7 {
        for (faces, rolls) in [(1, 1), (2, 1), (3, 3), (4, 2), (6, 1), (2, 5)] {
            for target in [1, 2, 5, 13, 17, 30] {
                let rules = rules(board, rolls, faces, target);
                for start in 1..=board as u32 {
                    let mut kernels = every_kernel(&rules, start);
                    let (_, reference) = kernels.pop().unwrap();
                    for (name, table) in kernels {
                        assert_eq!(table, reference, "{name} on {rules:?} from {start}");
                        *seen.entry(name).or_insert(0) += 1;
                    }
                }
            }
        }
    }
    // Every kernel ran, the narrow lanes on most games and the wider ones on some.
    let names: Vec<&str> = seen.keys().copied().collect();
    let mut expected = vec!["narrow", "single", "wide"];
    #[cfg(target_arch = "x86_64")]
    {
        expected.extend(["dense u32", "dense u64", "dense, dispatched"]);
        if crate::tables::kernel::Kernel::detect() != crate::tables::kernel::Kernel::Scalar {
            expected.extend(["dense avx2 u32", "dense avx2 u64"]);
        }
        if crate::tables::kernel::Kernel::detect() == crate::tables::kernel::Kernel::Avx512 {
            expected.extend([
                "registers",
                "registers, paired first",
                "registers, paired second",
            ]);
        }
        assert!(seen["dense u64"] > seen["dense u32"]);
    }
    expected.sort_unstable();
    assert_eq!(names, expected);
}

#[test]
fn the_kernels_agree_where_a_landing_jumps_past_the_whole_row() {
    // The dense kernel holds scores below the target in rows of 16-lane vectors; landing on a
    // space numbered past that width moves a whole row beyond the target at once.
    let mut games = 0;
    for board in [15, 16, 17, 20, 31, 32, 33, 40, 64, 65] {
        for target in [1, 5, 15, 16, 17, 21, 33] {
            for (faces, rolls) in [(3, 3), (2, 1)] {
                let rules = rules(board, rolls, faces, target);
                for start in [1, board as u32 / 2, board as u32] {
                    let mut kernels = every_kernel(&rules, start);
                    let (_, reference) = kernels.pop().unwrap();
                    for (name, table) in kernels {
                        assert_eq!(table, reference, "{name} on {rules:?} from {start}");
                    }
                    games += 1;
                }
            }
        }
    }
    assert_eq!(games, 10 * 7 * 2 * 3);
}

#[test]
fn the_kernels_agree_on_loaded_dice_whose_moves_all_weigh_differently() {
    // Up to sixteen moves that do not pair up (nine of them once indexed past the register
    // kernel's plan). A target of 8 keeps the counts within its 32-bit lanes.
    for board in [9, 10, 16] {
        for k in [7, 8, 9, 12, 16] {
            let rules = loaded(board, k, 8);
            for start in [1, 2] {
                let mut kernels = every_kernel(&rules, start);
                let (_, reference) = kernels.pop().unwrap();
                for (name, table) in &kernels {
                    assert_eq!(table, &reference, "{name} on {rules:?} from {start}");
                }
                // Nine of them run (sixteen pass 32 bits: a move of weight 16 that stays put).
                #[cfg(target_arch = "x86_64")]
                if crate::tables::kernel::Kernel::detect() == crate::tables::kernel::Kernel::Avx512
                    && k == 9
                {
                    let ran = kernels.iter().any(|(name, _)| *name == "registers");
                    assert!(ran, "registers on {rules:?}");
                }
            }
        }
    }
}

#[test]
fn the_kernels_agree_on_every_shape_of_the_register_kernel() {
    // Rows of one to four vectors (targets up to 64), one to eight pairs of moves, and the
    // puzzle's board, which has kernels of its own, beside others.
    for board in [9, 10, 16] {
        for target in [5, 16, 17, 21, 32, 33, 48, 49, 64] {
            for (faces, rolls) in [(2, 1), (3, 1), (2, 2), (3, 3), (6, 1), (10, 1)] {
                let rules = rules(board, rolls, faces, target);
                for start in [1, board as u32] {
                    let mut kernels = every_kernel(&rules, start);
                    let (_, reference) = kernels.pop().unwrap();
                    for (name, table) in &kernels {
                        assert_eq!(table, &reference, "{name} on {rules:?} from {start}");
                    }
                    // It runs wherever the counts stay within 32 bits, as they do for these.
                    #[cfg(target_arch = "x86_64")]
                    if crate::tables::kernel::Kernel::detect()
                        == crate::tables::kernel::Kernel::Avx512
                        && (target <= 21 || faces * rolls <= 3)
                    {
                        let ran = kernels.iter().any(|(name, _)| *name == "registers");
                        assert!(ran, "registers on {rules:?}");
                    }
                }
            }
        }
    }
}

#[test]
#[cfg(target_arch = "x86_64")]
fn the_register_kernel_takes_what_fits_and_gives_way_past_32_bits() {
    use registers::{fits, tables_on_any};
    if crate::tables::kernel::Kernel::detect() != crate::tables::kernel::Kernel::Avx512 {
        // Not a silent skip: without AVX-512 the kernel must refuse every game.
        assert!(tables_on_any(&geometry(&rules(10, 3, 3, 21)), &[4, 8]).is_err());
        return;
    }
    // The puzzle: both players in one loop, each table as the reference builds it.
    let puzzle = rules(10, 3, 3, 21);
    // The dispatch takes it only when AVX-512 is the active kernel, not merely present.
    let active = crate::tables::kernel::Kernel::active() == crate::tables::kernel::Kernel::Avx512;
    assert_eq!(
        registers::tables(&geometry(&puzzle), &[4, 8]).is_ok(),
        active
    );
    let both = tables_on_any(&geometry(&puzzle), &[4, 8]).unwrap();
    let moves = Moves::<BigUint>::big(&puzzle);
    for (table, start) in both.into_iter().zip([4, 8]) {
        assert_eq!(big(table), generic::table(&puzzle, start, &moves));
    }
    // Three starts: a pair, then one alone, in order.
    let three = tables_on_any(&geometry(&puzzle), &[1, 2, 3]).unwrap();
    let alone: Vec<Table> = (1..=3)
        .map(|s| generic::table(&puzzle, s, &moves))
        .collect();
    assert_eq!(three.into_iter().map(big).collect::<Vec<_>>(), alone);
    // A target of 30 passes 32 bits: refused, and the dense kernel's u64 lanes take it.
    assert!(tables_on_any(&geometry(&rules(10, 3, 3, 30)), &[1]).is_err());
    // Its edges: a board of 16 and a target of 64 fit, one more of either does not.
    assert!(fits(&geometry(&rules(16, 1, 2, 64))));
    assert!(!fits(&geometry(&rules(17, 1, 2, 21))));
    assert!(!fits(&geometry(&rules(10, 1, 2, 65))));
    // A turn of more than 2^32 universes never fits a lane.
    assert!(!fits(&geometry(&rules(10, 33, 2, 21))));
    assert!(fits(&geometry(&rules(10, 31, 2, 21))));
}

#[test]
#[cfg(target_arch = "x86_64")]
fn the_dense_kernel_moves_to_wider_lanes_as_counts_grow() {
    // Puzzle dice with a target of 30: counts pass 32 bits but not 64.
    let geo = geometry(&rules(10, 3, 3, 30));
    assert!(dense::table_scalar::<u32>(&geo, 1).is_err());
    let wide = dense::table_scalar::<u64>(&geo, 1).unwrap();
    assert_eq!(dense::table(&geo, 1), Some(wide));
    // Past 64 bits it gives way.
    let geo = geometry(&rules(10, 3, 3, 80));
    assert!(dense::table_scalar::<u64>(&geo, 1).is_err());
    assert_eq!(dense::table(&geo, 1), None);
    // Layers past its size, or rows past four vectors, are left to the sparse kernels.
    let geo = geometry(&rules(1000, 3, 3, 50));
    assert!(!dense::fits(1000, 50) && dense::table(&geo, 1).is_none());
    assert!(dense::fits(1000, 32));
    assert!(dense::fits(10, 64));
    assert!(!dense::fits(10, 65));
    // 2^15 lanes: 512 rows of four vectors, or 2048 of one.
    assert!(dense::fits(512, 64) && !dense::fits(513, 64));
    assert!(dense::fits(2048, 16) && !dense::fits(2049, 16));
}

#[test]
fn paired_lanes_give_the_tables_of_each_start_alone() {
    for board in [1_u64, 2, 5, 10] {
        for target in [1, 4, 21, 30] {
            let rules = rules(board, 3, 3, target);
            let geo = geometry(&rules);
            for a in 1..=board as u32 {
                for b in 1..=board as u32 {
                    let alone = [single(&geo, a), single(&geo, b)];
                    // A turn's bound is playing · 27: past 32 bits the pair must be refused, never wrong.
                    let limit = BigUint::from(u32::MAX);
                    let passes_32_bits = alone.iter().any(|t| {
                        let playing = t.playing.to_counter::<BigUint>().unwrap();
                        playing.iter().any(|a| a * 27_u32 > limit)
                    });
                    match narrow::tables(&geo, &[a, b]) {
                        Ok(pair) => {
                            assert!(!passes_32_bits, "{rules:?}");
                            assert_eq!(
                                pair.as_slice(),
                                alone.as_slice(),
                                "{rules:?} from {a} and {b}"
                            );
                        }
                        Err(Declined) => assert!(passes_32_bits, "{rules:?} from {a} and {b}"),
                    }
                    let all =
                        Table::build_all(&rules, &[a, b], &Dice::of(&rules, Kernel::active()));
                    assert_eq!(all.into_vec(), alone);
                }
            }
        }
    }
}

#[test]
fn the_wide_kernel_takes_over_where_u64_ends() {
    // Target 120: the counts pass 64 bits around turn 14 and keep growing to ~280 bits.
    let rules = rules(10, 3, 3, 120);
    let geo = geometry(&rules);
    assert_eq!(narrow::tables(&geo, &[4]), Err(Declined));
    let kernels = every_kernel(&rules, 4);
    let names: Vec<&str> = kernels.iter().map(|k| k.0).collect();
    assert_eq!(names, ["single", "wide", "reference"]);
    #[cfg(target_arch = "x86_64")]
    assert!(dense::table(&geo, 4).is_none());
    let (wide, reference) = (kernels[1].1.clone(), kernels[2].1.clone());
    assert_eq!(wide, reference);
    assert_eq!(kernels[0].1, reference);
    let Column::Big(playing) = &wide.playing else {
        panic!("wide columns are big")
    };
    assert!(playing.iter().any(|a| a.bits() > 128));
}

#[test]
fn every_universe_either_wins_or_lives_on() {
    // reached[t] + playing[t] = 27 · playing[t − 1]: no universe is lost or counted twice.
    for start in 1..=10 {
        let t = table(&Rules::default(), start, Kernel::active());
        for turn in 1..=t.last_turn() {
            let split = t.playing[turn - 1].product(&Count::from(27_u32));
            assert_eq!(t.reached[turn].sum(&t.playing[turn]), split);
        }
    }
}

#[test]
fn reach_bounds_the_table() {
    let rules = Rules::default();
    let distances = crate::dice::distances(&crate::die::Die::standard(3), 3, 10);
    for start in 1..=10 {
        let t = table(&rules, start, Kernel::active());
        let r = reach(&rules, start, &distances);
        assert_eq!(r.max_turns, t.last_turn() as u64, "start {start}");
        assert!(r.cells <= 210 && r.cell_turns >= r.cells);
    }
}

#[test]
fn every_start_backwards_matches_each_start_forwards() {
    let mut tried = 0;
    for board in 1..=7 {
        for (faces, rolls) in [(1, 1), (3, 3), (4, 2), (2, 5)] {
            for target in [1, 2, 5, 13, 21] {
                let rules = rules(board, rolls, faces, target);
                let dice = Dice::of(&rules, Kernel::active());
                let geo = geometry(&rules);
                let all = every_start(&rules, &dice);
                assert_eq!(all.len(), board as usize);
                for (start, table) in (1..).zip(&all) {
                    assert_eq!(*table, single(&geo, start), "{rules:?} from {start}");
                }
                // Backwards when (F^R)^k fits 64 bits for the longest game k (no cell lasts
                // longer than a start on the same space).
                let longest = all.iter().map(|t| PlayerTable::from(t).last_turn()).max();
                let fits = geo.total.checked_pow(longest.unwrap() as u32).is_some();
                let backwards = reverse::all_starts(&geo);
                assert_eq!(backwards.is_some(), fits, "{rules:?}");
                if fits {
                    tried += 1;
                    assert_eq!(backwards, Some(all), "{rules:?}");
                }
            }
        }
    }
    assert!(tried >= 100, "{tried} games backwards");
    // Past 64 bits the backward pass declines and the tables come forward, still exact.
    let rules = rules(10, 3, 3, 60);
    assert!(reverse::all_starts(&geometry(&rules)).is_none());
    assert_eq!(
        every_start(&rules, &Dice::of(&rules, Kernel::active()))[3],
        single(&geometry(&rules), 4)
    );
}

#[test]
fn the_cores_are_the_machines() {
    let machine = std::thread::available_parallelism().map_or(1, usize::from);
    assert_eq!(cores(), machine);
}

#[test]
fn starts_pair_up_while_their_counts_fit_32_bits() {
    // The puzzle's counts stay below 2^32: three starts make a pair and a lone one, all done.
    let puzzle = geometry(&rules(10, 3, 3, 21));
    let (tables, alone) = paired(&puzzle, &[4, 8, 1]);
    assert!(alone.is_empty());
    for (slot, start) in [4, 8, 1].into_iter().enumerate() {
        assert_eq!(
            tables[slot].as_ref(),
            Some(&single(&puzzle, start)),
            "start {start}"
        );
    }
    // To 40 points a pair's counts outgrow their lanes: both go alone, with their slots.
    let long = geometry(&rules(10, 3, 3, 40));
    let (tables, alone) = paired(&long, &[4, 8]);
    assert_eq!(alone, [(0, 4), (1, 8)]);
    assert!(tables.iter().all(Option::is_none));
}

#[cfg(not(target_family = "wasm"))]
#[test]
fn big_tables_are_built_on_every_core_up_to_four() {
    assert_eq!(threads(), cores().min(4));
    let two_cores = cores() >= 2;
    let cells = |board, target| geometry(&rules(board, 3, 3, target));
    // 4,096 cells or more, two tables or more, two cores or more.
    assert_eq!(threaded(&cells(64, 64), 2), two_cores);
    assert_eq!(threaded(&cells(10, 1000), 5), two_cores);
    assert!(!threaded(&cells(63, 65), 2), "4,095 cells");
    assert!(!threaded(&cells(64, 64), 1), "one table");
    assert!(!threaded(&cells(10, 21), 10), "the puzzle's tables");
    // The estimates' side of the same predicate, whatever the cores: they hold several tables'
    // layers at once only where the dispatch may build them so.
    assert!(may_thread(64 * 64, 2) && may_thread(10 * 1000, 5));
    assert!(!may_thread(4_095, 2), "4,095 cells");
    assert!(!may_thread(4_096, 1), "one table");
    assert!(!may_thread(10 * 21, 10), "the puzzle's tables");
}

/// Big tables of two starts are estimated with both tables' layers held at once (they may be
/// built on two cores), and the same tables of one start with one's. (Natively: WebAssembly
/// builds one table at a time.)
#[cfg(not(target_family = "wasm"))]
#[test]
fn the_estimate_holds_the_layers_of_the_tables_built_at_once() {
    let memory = |starts: Vec<u32>| {
        let game = Game::new(rules(64, 3, 3, 64), starts).unwrap();
        let shape = crate::tables::shape::Shape::of(&game, Kernel::Scalar);
        crate::tables::cost::tables(&shape, 0, crate::tables::cost::Layers::Dense).memory
    };
    // The second start adds its layers (two of 4,096 cells of 72 bytes: counts of 321 bits, an
    // eighth more, its rows' windows) and its columns; the columns alone are about 9 KB.
    let (one, two) = (memory(vec![1, 1]), memory(vec![1, 2]));
    assert!(two - one > 2 * 4_096 * 72, "{one} and {two}");
}

#[test]
fn dice_fit_machine_words_while_a_turn_splits_fewer_than_2_to_the_63_ways() {
    // A 2-faced die rolled 62 times splits a turn 2^62 ways; 63 times, 2^63: too many for the
    // fast kernels' 63-bit weights.
    assert!(
        matches!(Dice::of(&rules(10, 62, 2, 21), Kernel::active()), Dice::Machine(g) if g.total == 1 << 62)
    );
    assert!(matches!(
        Dice::of(&rules(10, 63, 2, 21), Kernel::active()),
        Dice::Big(_)
    ));
}

/// The sweep's pass in lanes runs on the AVX-512 kernel alone, for boards of at most 15 whose
/// shortest game is within the turns exact in an `f64`; its vector moves are each score's
/// live vectors (at most four, a vector of eight turns) by the board and the padded moves.
#[cfg(target_arch = "x86_64")]
#[test]
fn the_lanes_pass_runs_on_its_one_domain_and_counts_its_vectors() {
    use super::lanes_pass;
    // The puzzle: score `s` has `(21 − s) / 8 + 1` live vectors.
    let live: u128 = (0..21_u128).map(|s| ((21 - s) / 8 + 1).min(4)).sum();
    assert_eq!(
        lanes_pass(Kernel::Avx512, 10, 21, (7, 27)),
        Some(10 * 7 * live)
    );
    // Five moves run as eight, seventeen as sixteen.
    assert_eq!(
        lanes_pass(Kernel::Avx512, 10, 21, (5, 27)),
        Some(10 * 8 * live)
    );
    assert_eq!(
        lanes_pass(Kernel::Avx512, 15, 21, (17, 27)),
        Some(15 * 16 * live)
    );
    for other in [Kernel::Avx2, Kernel::Scalar] {
        assert_eq!(lanes_pass(other, 10, 21, (7, 27)), None, "{other:?}");
    }
    assert_eq!(
        lanes_pass(Kernel::Avx512, 16, 21, (7, 27)),
        None,
        "past 15 spaces"
    );
    // 2^53 sequences a turn: one turn exact; a target of 11 on a board of 10 needs two.
    assert!(lanes_pass(Kernel::Avx512, 10, 10, (10, 1 << 53)).is_some());
    assert_eq!(lanes_pass(Kernel::Avx512, 10, 11, (10, 1 << 53)), None);
}

#[cfg(target_arch = "x86_64")]
#[test]
fn the_dense_kernel_takes_small_layers_where_vectors_are_on() {
    let vectors = Kernel::active().is_vector();
    assert_eq!(vector_layer(Kernel::active(), 10, 21), vectors);
    assert_eq!(vector_layer(Kernel::active(), 2048, 16), vectors);
    assert!(!vector_layer(Kernel::Avx512, 10, 1000), "rows too long");
    assert!(
        !vector_layer(Kernel::Scalar, 10, 21),
        "no vectors on the scalar kernel"
    );
    assert!(!vector_layer(Kernel::Avx512, 2049, 16), "too many lanes");
}

#[test]
fn windows_hold_the_live_scores_of_each_row() {
    let mut w = Windows::empty(4);
    assert_eq!(w.rows().count(), 0);
    w.extend(1, 5, 9);
    w.extend(1, 3, 4);
    // A window of no score stays empty.
    w.extend(2, 7, 7);
    assert_eq!(w.rows().collect::<Vec<_>>(), [(1, 3, 9)]);
    assert_eq!(w.window(2), (7, 7));
    w.clear();
    assert_eq!(w.rows().count(), 0);
    assert_eq!(w.window(1), (usize::MAX, 0));
}

#[test]
fn a_row_lands_each_move_on_its_own_row_shifted_by_the_points() {
    let puzzle = geometry(&rules(10, 3, 3, 21));
    // Space 4 (row 3), scores 0 and 1: the moves 3..=9 land on rows 6, 7, 8, 9, 0, 1, 2,
    // which score one more than the row.
    let mut landed = Windows::empty(10);
    puzzle.land(3, 0, 2, &mut landed);
    let expected: Vec<_> = [0, 1, 2, 6, 7, 8, 9]
        .into_iter()
        .map(|to| (to, to + 1, to + 3))
        .collect();
    assert_eq!(landed.rows().collect::<Vec<_>>(), expected);
    // Space 10 (row 9), scores 18..=20: the moves land on rows 2..=8, scoring 3 or more, so
    // every cell reaches the target (the move to row 2 exactly from score 18) and no window
    // grows.
    let mut landed = Windows::empty(10);
    for to in 0..10 {
        landed.extend(to, 0, 1);
    }
    puzzle.land(9, 18, 21, &mut landed);
    assert!((0..10).all(|to| landed.window(to) == (0, 1)));
}

/// Rules of a loaded die rolled once: faces `1..=k`, face `f` shown `f` times, so `k` moves of
/// `k` distinct weights (on a board of at least `k` spaces) that make `k` pairs.
fn loaded(board: u64, k: u64, target: u64) -> Rules {
    let faces: Vec<String> = (1..=k).map(|f| format!("{f}:{f}")).collect();
    Rules::builder()
        .board(board)
        .rolls(1)
        .dirac_die(crate::die::Die::parse(&faces.join(",")).unwrap())
        .dirac_target(target)
        .build()
        .unwrap()
}

#[test]
#[cfg(target_arch = "x86_64")]
fn every_instance_of_the_register_kernel_runs_and_agrees_with_the_reference() {
    if crate::tables::kernel::Kernel::detect() != crate::tables::kernel::Kernel::Avx512 {
        assert!(registers::tables_on_any(&geometry(&loaded(16, 2, 8)), &[1]).is_err());
        return;
    }
    // (board, target, k): rows of 1 to 4 vectors (targets 8, 21, 40, 56) by 2, 4, 8 and 16
    // pairs (k = 2, 3, 5, 9), on a board read at run time and on the puzzle's board, which has
    // instances of its own. Rows of 3 or 4 vectors with more than 8 pairs give way.
    let mut cases = Vec::new();
    for (target, ks) in [
        (8, [2, 3, 5, 9]),
        (21, [2, 3, 5, 9]),
        (40, [2, 3, 5, 0]),
        (56, [2, 3, 5, 0]),
    ] {
        for k in ks.into_iter().filter(|&k| k > 0) {
            cases.push((16, target, k));
            if target <= 32 && k <= 5 {
                cases.push((10, target, k));
            }
        }
    }
    for (board, target, k) in cases {
        let rules = loaded(board, k, target);
        let geo = geometry(&rules);
        let moves = Moves::<BigUint>::big(&rules);
        let reference = |s: u32| generic::table(&rules, s, &moves);
        // One player, and two in one loop, each table against the reference.
        let one = registers::tables_on_any(&geo, &[3])
            .unwrap_or_else(|_| panic!("{board}/{target}/{k} refused"));
        assert_eq!(
            big(one[0].clone()),
            reference(3),
            "{board}/{target}/{k} alone"
        );
        let two = registers::tables_on_any(&geo, &[3, 7]).expect("runs");
        assert_eq!(
            big(two[0].clone()),
            reference(3),
            "{board}/{target}/{k} first"
        );
        assert_eq!(
            big(two[1].clone()),
            reference(7),
            "{board}/{target}/{k} second"
        );
    }
    assert!(registers::tables_on_any(&geometry(&loaded(16, 9, 40)), &[1]).is_err());
}

#[test]
fn rounds_combine_without_products_no_term_uses() {
    // Two players whose survivors after round 1 number 2^40 each: everyone's survivors, 2^80,
    // pass 64 bits, but no term multiplies them all, so 64-bit arithmetic takes the game.
    struct Two([Vec<u64>; 2], [Vec<u64>; 2]);
    impl PerPlayer<u64> for Two {
        fn players(&self) -> usize {
            2
        }
        fn reached(&self, i: usize) -> &[u64] {
            &self.0[i]
        }
        fn playing(&self, i: usize) -> &[u64] {
            &self.1[i]
        }
    }
    let big = 1 << 40;
    // A second round in which nobody wins: its products of all survivors (before it, 2^80)
    // are not needed either.
    let two = Two(
        [vec![0, 1, 0], vec![0, 1, 0]],
        [vec![1, big, 0], vec![1, big, 0]],
    );
    let mut terms = Vec::new();
    by_round(&two, Of::Reached, |round, player, won| {
        terms.push((round, player, won));
        Ok(())
    })
    .unwrap();
    // Player 1 wins in one universe; player 2 in one of each of player 1's 2^40 survivors.
    assert_eq!(terms, [(1, 0, 1), (1, 1, big)]);
    assert_eq!(
        pair(&two.0[0], &two.1[0], &two.0[1], &two.1[1]),
        Ok([1, big])
    );
}

#[test]
fn tables_of_64_bit_columns_are_read_in_place_and_others_are_not() {
    // The puzzle's columns are 64-bit: read where they are, player by player.
    let game = Game::new(rules(10, 3, 3, 21), vec![4, 8, 4]).unwrap();
    let tables = Tables::build(&game, &Dice::of(game.rules(), Kernel::active()));
    let narrow = tables.narrow().expect("64-bit columns");
    assert_eq!(narrow.players(), 3);
    for i in 0..3 {
        let table = tables.player_table(i);
        let reached: Vec<Count> = narrow.reached(i).iter().map(|&x| Count::from(x)).collect();
        let playing: Vec<Count> = narrow.playing(i).iter().map(|&x| Count::from(x)).collect();
        assert_eq!((reached, playing), (table.reached, table.playing));
    }
    // A six-sided die to 21 passes 64 bits: its columns are big integers.
    let game = Game::new(rules(10, 3, 6, 21), vec![4, 8]).unwrap();
    assert!(
        Tables::build(&game, &Dice::of(game.rules(), Kernel::active()))
            .narrow()
            .is_none()
    );
}

/// Two players straight from the register kernel's columns win what the tables say, on every
/// board, die and target that kernel takes; it answers the puzzle wherever AVX-512 is the
/// active kernel, and nowhere else.
#[test]
fn two_players_from_the_registers_win_what_the_tables_say() {
    let puzzle = Game::new(rules(10, 3, 3, 21), vec![4, 8]).unwrap();
    let taken = two_players_in_registers(&puzzle, &Dice::of(puzzle.rules(), Kernel::active()));
    let active = crate::tables::kernel::Kernel::active() == crate::tables::kernel::Kernel::Avx512;
    assert_eq!(taken.is_some(), active);
    if let Some(wins) = taken {
        let expected = ["444356092776315", "341960390180808"];
        assert_eq!(
            wins.iter().map(ToString::to_string).collect::<Vec<_>>(),
            expected
        );
    }
    let mut compared = 0;
    for (board, rolls, faces) in [(10, 3, 3), (7, 2, 4), (16, 1, 6), (3, 4, 2), (1, 2, 2)] {
        for target in [1, 2, 9, 16, 17, 21, 33, 64] {
            let rules = rules(board, rolls, faces, target);
            let dice = Dice::of(&rules, Kernel::active());
            for (a, b) in [(1, 1), (1, board), (board.min(4), 1)] {
                let game = Game::new(rules.clone(), vec![a as u32, b as u32]).unwrap();
                let Some(wins) = two_players_in_registers(&game, &dice) else {
                    continue;
                };
                let tables = Tables::build(&game, &dice);
                assert_eq!(
                    wins,
                    wins_in_narrowest(&tables).unwrap().0,
                    "{rules:?} {a} {b}"
                );
                compared += 1;
            }
        }
    }
    assert!(!active || compared > 60, "{compared}");
    // The longest columns: a board of one space scores a point a turn, so a target of 64 takes
    // 64 turns, 65 entries with turn 0 (a die of one face keeps the counts at 1); the kernel
    // keeps them all.
    let longest = Game::new(rules(1, 1, 1, 64), vec![1, 1]).unwrap();
    let taken = two_players_in_registers(&longest, &Dice::of(longest.rules(), Kernel::active()));
    assert_eq!(taken.is_some(), active);
}

#[test]
#[cfg(target_arch = "x86_64")]
fn the_backward_pass_in_lanes_is_exact_or_declines() {
    use reverse_lanes::all_starts_on_any;
    if crate::tables::kernel::Kernel::detect() != crate::tables::kernel::Kernel::Avx512 {
        // Not a silent skip: without AVX-512 the kernel must refuse every game.
        assert!(all_starts_on_any(&geometry(&rules(10, 3, 3, 21))).is_err());
        return;
    }
    let mut dice: Vec<(String, Rules)> = Vec::new();
    let (mut taken, mut declined) = (0, 0);
    // Boards on both sides of the rings' sizes (11 and 12, 15 and 16).
    for board in [1, 2, 3, 5, 7, 10, 11, 12, 15, 16, 17] {
        for target in [1, 2, 5, 8, 9, 15, 16, 17, 21, 24, 25, 33, 40] {
            dice.clear();
            for (faces, rolls) in [(1, 1), (2, 1), (3, 1), (3, 3), (4, 2), (6, 1), (2, 5)] {
                dice.push((
                    format!("d{faces}×{rolls}"),
                    rules(board, rolls, faces, target),
                ));
            }
            // Loaded dice of 5, 7, 8, 12 and 16 moves of distinct weights (16 on the boards the
            // kernel declines only).
            for k in [5, 7, 8, 12, 16] {
                if k <= board {
                    dice.push((format!("loaded {k}"), loaded(board, k, target)));
                }
            }
            for (name, rules) in &dice {
                let geo = geometry(rules);
                let forward: Vec<Table> = (1..=board as u32).map(|s| single(&geo, s)).collect();
                // It takes a game when the board has at most 15 spaces, and the longest game
                // K both fits the lanes (at most 31 turns) and is exact (P^K ≤ 2^53).
                let longest = forward
                    .iter()
                    .map(|t| PlayerTable::from(t).last_turn())
                    .max();
                let longest = longest.unwrap() as u32;
                let exact = geo.total.checked_pow(longest).is_some_and(|n| n <= 1 << 53);
                let fits = board <= 15 && longest <= 31 && exact;
                match all_starts_on_any(&geo) {
                    Ok(tables) => {
                        assert!(fits, "{name} on {rules:?} taken");
                        assert_eq!(tables, forward, "{name} on {rules:?}");
                        taken += 1;
                    }
                    Err(Declined) => {
                        assert!(!fits, "{name} on {rules:?} declined");
                        declined += 1;
                    }
                }
            }
        }
    }
    assert!(
        taken >= 700 && declined >= 500,
        "{taken} taken, {declined} declined"
    );
    // Dice of 2^53 and 2^54 sequences a turn, to a target one turn reaches: exact, then not.
    let exact = geometry(&rules(10, 53, 2, 1));
    assert_eq!(exact.total, 1 << 53);
    let one_turn: Vec<Table> = (1..=10).map(|s| single(&exact, s)).collect();
    assert_eq!(all_starts_on_any(&exact), Ok(one_turn));
    assert!(all_starts_on_any(&geometry(&rules(10, 54, 2, 1))).is_err());
    // A game longer than the lanes, exact throughout: from space 1 a move of 2 on a board of 2
    // lands on space 1 again, one point a turn, forty turns. The pass runs (a game could take
    // 20 turns), the top lane loses sequences, and the tables come out short: declined, and
    // the tables come another way.
    let rules = rules(2, 1, 2, 40);
    let long = geometry(&rules);
    assert!(all_starts_on_any(&long).is_err());
    assert_eq!(
        every_start(&rules, &Dice::of(&rules, Kernel::active())),
        vec![single(&long, 1), single(&long, 2)]
    );
}
