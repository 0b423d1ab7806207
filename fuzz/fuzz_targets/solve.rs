//! Rules (any dice among them) and starts from arbitrary bytes, on tiny games: nothing panics, every strategy that
//! runs gives the same counts, the turn tables add up to them, the probabilities add up to
//! exactly 1, and the practice game ends consistently.
#![no_main]

use dirac::die::{Die, Sequence};
use dirac::quantum::{self, Strategy};
use dirac::{Count, Error, Fraction, Game, Limits, Rules, practice, stats, turns};
use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    let mut bytes = data.iter().copied();
    let mut next = |range: u64| bytes.next().map_or(1, |b| u64::from(b) % range + 1);
    let board = next(9);
    let mut builder = Rules::builder()
        .board(board)
        .rolls(next(3))
        .dirac_faces(next(4))
        .dirac_target(next(18))
        .practice_die(next(12))
        .practice_target(next(400));
    // Odd bytes draw dice of any values (zeros and values past the board among them).
    if next(2) == 2 {
        let faces: Vec<u64> = (0..next(4)).map(|_| next(13) - 1).collect();
        builder = builder.dirac_die(Die::from_faces(&faces).expect("1 to 4 small faces"));
    }
    if next(2) == 2 {
        let values: Vec<u64> = (0..next(6)).map(|_| next(16) - 1).collect();
        builder = builder.practice_sequence(Sequence::from_values(&values).expect("small values"));
    }
    let rules = builder.build().expect("tiny rules are valid");
    let target = u128::from(rules.practice_target());
    let rolls = u128::from(rules.rolls());
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
    assert!(winner >= target);
    assert!(
        end.scores()
            .iter()
            .enumerate()
            .all(|(i, &s)| i == end.winner() || s < winner)
    );
    assert_eq!(end.rolls(), end.turns() * rolls);
    let lowest = end.scores().iter().min().copied().expect("a player");
    assert_eq!(
        end.answer(),
        Count::from(lowest).product(&Count::from(end.rolls()))
    );

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
