//! Rules and starts from arbitrary bytes, on tiny games: nothing panics, every strategy that
//! runs gives the same counts, the turn tables add up to them, the probabilities add up to
//! exactly 1, and the practice game ends consistently.
#![no_main]

use dirac::quantum::{self, Strategy};
use dirac::{Count, Error, Fraction, Game, Limits, Rules, practice, stats, turns};
use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    let mut bytes = data.iter().copied();
    let mut next = |range: u64| bytes.next().map_or(1, |b| u64::from(b) % range + 1);
    let board = next(9);
    let rules = Rules::builder()
        .board(board)
        .rolls(next(3))
        .dirac_faces(next(4))
        .dirac_target(next(18))
        .practice_die(next(12))
        .practice_target(next(400))
        .build()
        .expect("tiny rules are valid");
    let players = next(3);
    let starts: Vec<u32> = (0..players)
        .map(|_| u32::try_from((next(16) - 1) % board + 1).expect("a small start"))
        .collect();
    let game = Game::new(rules, starts).expect("starts on the board");
    // Tight limits keep every input cheap (thousands a second): a strategy whose estimate
    // passes them is refused, which is checked too.
    let limits = Limits {
        max_work: 30_000,
        max_memory: 16 << 20,
    };

    let end = practice::play(&game, &limits).expect("tiny practice games fit");
    let winner = end.scores()[end.winner()];
    assert!(winner >= u128::from(rules.practice_target()));
    assert!(end.scores().iter().enumerate().all(|(i, &s)| i == end.winner() || s < winner));
    assert_eq!(end.rolls(), end.turns() * u128::from(rules.rolls()));
    let lowest = end.scores().iter().min().copied().expect("a player");
    assert_eq!(*end.answer(), Count::from(lowest).product(&Count::from(end.rolls())));

    let Ok(reference) = quantum::solve(&game, Strategy::PerPlayer, &limits) else {
        return;
    };
    for strategy in [Strategy::Memo, Strategy::Backward, Strategy::Stack] {
        match quantum::solve(&game, strategy, &limits) {
            Ok(outcome) => assert_eq!(outcome.wins(), reference.wins(), "{strategy}"),
            Err(Error::Refused(_)) => {}
            Err(e) => panic!("{strategy}: {e}"),
        }
    }
    let table = turns::analyze(&game, &limits).expect("per-player runs");
    assert_eq!(table.totals(), reference.wins());
    let chances = stats::analyze(&table);
    let total = chances
        .win_probability
        .iter()
        .fold(Fraction::zero(), |acc, p| acc.sum(p));
    assert_eq!(total, Fraction::one());
});
