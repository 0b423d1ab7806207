//! Scans against the game played one value at a time: every row's universes by every strategy
//! and by brute force, its chances of winning from the brute force's rounds, its practice game
//! from the oracle's.

use dirac::scan::{self, Values};
use dirac::{Game, Limits, Rule, Rules};
use num_bigint::BigUint;
use proptest::prelude::*;

use crate::oracle;

/// Each player's exact probability of winning from the universes won round by round: a universe
/// that ends on turn `t` (counted over all players) has probability `P^-t`. Held as big integers:
/// `P` to the number of turns passes `u128` for a 27-way turn and three players of nine rounds.
fn chances(rounds: &[Vec<u128>], per_turn: u128) -> Vec<(BigUint, BigUint)> {
    let n = rounds.first().map_or(0, Vec::len);
    let last = rounds.len() * n;
    let per_turn = BigUint::from(per_turn);
    let whole = per_turn.pow(last as u32);
    (0..n)
        .map(|p| {
            let num: BigUint = rounds
                .iter()
                .enumerate()
                .map(|(r, round)| round[p] * per_turn.pow((last - (r * n + p + 1)) as u32))
                .sum();
            (num, whole.clone())
        })
        .collect()
}

/// Each player's universes won over the game, from the brute force's rounds.
fn totals(rounds: &[Vec<u128>], players: usize) -> Vec<u128> {
    (0..players)
        .map(|p| rounds.iter().map(|r| r[p]).sum())
        .collect()
}

/// A scan's or a sweep's counts as `u128`s, to compare with the brute force's.
fn small(counts: &[dirac::Count]) -> Vec<u128> {
    counts.iter().map(|c| c.to_u128().unwrap()).collect()
}

/// Checks every row of a scan of `values` over `starts` under `base` against the oracles.
fn check(base: &Rules, starts: &[u32], values: &Values) -> Result<(), TestCaseError> {
    let game = Game::new(base.clone(), starts.to_vec()).unwrap();
    let limits = Limits::default();
    let s = match scan::run(&game, values, &limits, |_, _| {}) {
        Ok(s) => s,
        // A board too small for a start is the scan's refusal to make, naming the value.
        Err(e) if e.to_string().starts_with("with the board size") => return Ok(()),
        Err(e) => return Err(TestCaseError::fail(format!("{values:?}: {e}"))),
    };
    prop_assert_eq!(s.rows.len(), values.len());
    for row in &s.rows {
        let r = row.game.rules();
        let faces: Vec<u64> = (1..=u64::from(r.dirac_faces())).collect();
        let rounds = oracle::dirac_rounds(
            r.board(),
            r.rolls(),
            &faces,
            r.dirac_target().into(),
            starts,
            2_000_000,
        );
        let Some(rounds) = rounds else { continue };
        let wins = totals(&rounds, starts.len());
        let got = small(row.dirac.wins());
        prop_assert_eq!(&got, &wins, "row {} of {:?}", row.value, values);
        prop_assert_eq!(&small(&crate::agreed_wins(&row.game, &limits)), &wins);
        let per_turn = u128::from(r.dirac_faces()).pow(r.rolls());
        for (p, (num, den)) in chances(&rounds, per_turn).into_iter().enumerate() {
            let f = &row.win_probability[p];
            let (n, d) = (f.numerator().to_biguint(), f.denominator().to_biguint());
            prop_assert_eq!(n * den, num * d, "player {} at {}", p + 1, row.value);
        }
        let (winner, scores, rolled) = oracle::practice(
            oracle::Tiny {
                board: r.board(),
                rolls: r.rolls(),
                die: r.practice_die(),
                target: r.practice_target(),
            },
            starts,
        );
        prop_assert_eq!(row.practice.winner(), winner);
        let lowest = u128::from(*scores.iter().min().unwrap());
        prop_assert_eq!(
            row.practice.answer().to_u128(),
            Some(lowest * u128::from(rolled))
        );
    }
    Ok(())
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 40, ..ProptestConfig::default() })]

    #[test]
    fn every_row_of_a_scan_is_its_game_played_alone(
        board in 1_u64..=7,
        rolls in 1_u64..=3,
        faces in 1_u64..=3,
        target in 1_u64..=9,
        starts in prop::collection::vec(1_u32..=7, 1..=3),
        varied in 0_usize..4,
        from in 1_u64..=6,
        count in 1_u64..=4,
    ) {
        let base = Rules::builder()
            .board(board.max(u64::from(*starts.iter().max().unwrap())))
            .rolls(rolls)
            .dirac_faces(faces)
            .dirac_target(target)
            .practice_die(6)
            .practice_target(30)
            .build()
            .unwrap();
        let (rule, values) = match varied {
            0 => (Rule::Board, from..from + count),
            1 => (Rule::Rolls, from.min(3)..from.min(3) + count.min(2)),
            2 => (Rule::DiracFaces, from.min(3)..from.min(3) + count.min(2)),
            _ => (Rule::DiracTarget, from..from + 2 * count),
        };
        check(&base, &starts, &Values::Rule(rule, values.collect()))?;
    }
}

#[test]
fn a_scan_of_dice_matches_each_die_played_alone() {
    let dice = ["1..3", "1:2,2", "0,1,2", "2..4"].map(|d| dirac::die::Die::parse(d).unwrap());
    // One roll a turn, so that a die that may roll 0 still plays out by brute force.
    let rules = Rules::builder().rolls(1).dirac_target(8).build().unwrap();
    let game = Game::new(rules, vec![3, 7]).unwrap();
    let s = scan::run(
        &game,
        &Values::DiracDie(dice.to_vec()),
        &Limits::default(),
        |_, _| {},
    )
    .unwrap();
    for (row, die) in s.rows.iter().zip(&dice) {
        let faces: Vec<u64> = die
            .runs()
            .iter()
            .flat_map(|run| {
                (run.from..=run.to).flat_map(move |v| std::iter::repeat_n(v, run.count as usize))
            })
            .collect();
        let rounds = oracle::dirac_rounds(10, 1, &faces, 8, &[3, 7], 50_000_000).unwrap();
        assert_eq!(small(row.dirac.wins()), totals(&rounds, 2), "{die}");
    }
}

#[test]
fn a_sweep_of_three_players_matches_brute_force_on_every_tuple() {
    let rules = Rules::builder()
        .board(4)
        .rolls(1)
        .dirac_faces(2)
        .dirac_target(6)
        .build()
        .unwrap();
    let t = dirac::sweep::tuples::run(&rules, 3, &Limits::default(), |_, _| {}).unwrap();
    assert_eq!(t.cells().len(), 64);
    for cell in t.cells() {
        let rounds = oracle::dirac_rounds(4, 1, &[1, 2], 6, &cell.starts, 10_000_000).unwrap();
        assert_eq!(small(&cell.wins), totals(&rounds, 3), "{:?}", cell.starts);
        let (num, den) = chances(&rounds, 2).swap_remove(0);
        let exact = t.p1_probability(&cell.starts).unwrap();
        let (n, d) = (
            exact.numerator().to_biguint(),
            exact.denominator().to_biguint(),
        );
        assert_eq!(n * den, num * d, "{:?}", cell.starts);
    }
}
