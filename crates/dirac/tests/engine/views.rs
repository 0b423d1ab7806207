//! The turn tables, statistics and sweep on generated rules: they agree with `solve` exactly.

use super::rules;
use dirac::quantum::{self, Strategy};
use dirac::{Fraction, Game, Limits, stats, sweep, turns};
use proptest::prelude::*;

proptest! {
    #![proptest_config(ProptestConfig { cases: 64, ..ProptestConfig::default() })]

    #[test]
    fn turn_totals_equal_solve_and_probabilities_sum_to_one(
        board in 1_u64..=12,
        rolls in 1_u64..=4,
        faces in 1_u64..=4,
        target in 1_u64..=40,
        starts in prop::collection::vec(1_u32..=12, 1..=4),
    ) {
        let starts: Vec<u32> = starts.iter().map(|s| (s - 1) % board as u32 + 1).collect();
        let game = Game::new(rules(board, rolls, faces, target), starts).unwrap();
        let table = turns::analyze(&game, &Limits::default()).unwrap();
        let solved = quantum::solve(&game, Strategy::Auto, &Limits::default()).unwrap();
        prop_assert_eq!(table.totals(), solved.wins());
        let s = stats::analyze(&table);
        let total = s.win_probability.iter().fold(Fraction::zero(), |a, p| a.sum(p));
        prop_assert_eq!(total, Fraction::one());
        let lengths = s.length.iter().fold(Fraction::zero(), |a, (_, p)| a.sum(p));
        prop_assert_eq!(lengths, Fraction::one());
    }

    #[test]
    fn random_sweep_cells_equal_solve(
        board in 1_u64..=10,
        target in 1_u64..=40,
        die in 1_u64..=12,
        picks in prop::collection::vec((1_u32..=10, 1_u32..=10), 1..=4),
    ) {
        let rules = dirac::Rules::builder()
            .board(board)
            .dirac_target(target)
            .practice_die(die)
            .build()
            .unwrap();
        let s = sweep::run(&rules, &Limits::default(), |_, _| {}).unwrap();
        for (a, b) in picks {
            let (a, b) = ((a - 1) % board as u32 + 1, (b - 1) % board as u32 + 1);
            let game = Game::new(rules.clone(), vec![a, b]).unwrap();
            let cell = s.cell(a, b).unwrap();
            let solved = quantum::solve(&game, Strategy::Backward, &Limits::default()).unwrap();
            prop_assert_eq!(cell.wins.to_vec(), solved.wins());
            let played = dirac::practice::play(&game, &Limits::default()).unwrap();
            prop_assert_eq!(&cell.practice, &played.answer());
        }
    }
}
