//! The views of tiny games from arbitrary bytes: the analysis agrees with solving, each
//! player's layers by space and score add up to the turn table, the probabilities of winning
//! and of each length each sum to exactly 1, and every cell of a sweep matches its own game.
#![no_main]

use dirac::analysis::Analysis;
use dirac::die::Die;
use dirac::quantum::{self, Strategy};
use dirac::{Count, Fraction, Game, Limits, Rules, sweep};
use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    let mut bytes = data.iter().copied();
    let mut next = |range: u64| bytes.next().map_or(1, |b| u64::from(b) % range + 1);
    let board = next(7);
    let mut builder = Rules::builder()
        .board(board)
        .rolls(next(3))
        .dirac_faces(next(3))
        .dirac_target(next(12))
        .practice_die(next(12))
        .practice_target(next(200));
    // Odd bytes draw a die of any faces (zeros, repeats and values past the board among them).
    if next(2) == 2 {
        let faces: Vec<u64> = (0..next(3)).map(|_| next(10) - 1).collect();
        builder = builder.dirac_die(Die::from_faces(&faces).expect("1 to 3 small faces"));
    }
    let rules = builder.build().expect("tiny rules are valid");
    let players = next(3);
    let starts: Vec<u32> = (0..players)
        .map(|_| u32::try_from((next(16) - 1) % board + 1).expect("a small start"))
        .collect();
    let game = Game::new(rules.clone(), starts).expect("starts on the board");
    let limits = Limits {
        max_work: 2_000_000,
        max_memory: 16 << 20,
    };
    let Ok(a) = Analysis::new(&game, &limits) else {
        return;
    };
    let solved = quantum::solve(&game, Strategy::PerPlayer, &limits).expect("the analysis ran");
    assert_eq!(a.wins(), solved.wins());
    let one = |fs: &mut dyn Iterator<Item = &Fraction>| fs.fold(Fraction::zero(), |s, f| s.sum(f));
    assert_eq!(one(&mut a.stats().win_probability.iter()), Fraction::one());
    assert_eq!(
        one(&mut a.stats().length.iter().map(|(_, p)| p)),
        Fraction::one()
    );

    let player = usize::try_from(next(3) - 1).expect("small") % game.players();
    let table = &a.turns().players[player];
    let turn = usize::try_from(next(12) - 1)
        .expect("small")
        .min(table.last_turn());
    if let Ok(layer) = a.layer(player, turn, &limits) {
        let playing = layer
            .cells
            .iter()
            .flatten()
            .fold(Count::ZERO, |s, c| s.sum(c));
        assert_eq!(playing, table.playing[turn]);
        let reached = table.reached[..=turn]
            .iter()
            .fold(Count::ZERO, |s, c| s.sum(c));
        assert_eq!(layer.reached, reached);
    }

    if board <= 4 {
        if let Ok(s) = sweep::run(&rules, &limits, |_, _| {}) {
            for cell in s.cells() {
                let pair = Game::new(rules.clone(), cell.starts.to_vec()).expect("on the board");
                let solved = quantum::solve(&pair, Strategy::PerPlayer, &limits).expect("ran");
                assert_eq!(cell.wins.to_vec(), solved.wins());
            }
        }
    }
});
