//! Games too big for a strategy are refused before they run, with the estimate.

use super::rules;
use dirac::limits::{Reason, Subject};
use dirac::quantum::{self, Strategy};
use dirac::{Error, Game, Limits, Rules, practice};
use std::time::{Duration, Instant};

fn refusal(result: Result<impl std::fmt::Debug, Error>) -> dirac::Refusal {
    match result {
        Err(Error::Refused(r)) => r,
        other => panic!("expected a refusal, got {other:?}"),
    }
}

#[test]
fn joint_strategies_refuse_many_players_and_name_per_player() {
    let game = Game::new(Rules::default(), vec![1, 2, 3, 4, 5, 6]).unwrap();
    for strategy in [Strategy::Memo, Strategy::Backward, Strategy::Stack] {
        let r = refusal(quantum::solve(&game, strategy, &Limits::default()));
        assert_eq!(r.subject, strategy.subject());
        assert!(r.to_string().contains("use per-player instead"), "{r}");
    }
    // per-player solves it.
    let outcome = quantum::solve(&game, Strategy::PerPlayer, &Limits::default()).unwrap();
    assert_eq!(outcome.wins().len(), 6);
}

#[test]
fn enormous_rules_are_refused_at_once() {
    let huge = Rules::builder()
        .board(1_000_000)
        .dirac_target(1_000_000)
        .dirac_faces(1_000_000)
        .rolls(1_000_000)
        .build()
        .unwrap();
    let game = Game::new(huge, vec![1, 500_000]).unwrap();
    let refuse = || {
        for strategy in Strategy::CONCRETE {
            let r = refusal(quantum::solve(&game, strategy, &Limits::default()));
            assert!(
                matches!(r.reason, Reason::OverLimits { .. } | Reason::TooManyStates),
                "{r}"
            );
        }
    };
    // Refusals do not do the work: all four together take less than solving the puzzle's
    // example once, measured in turn with it (a ratio, so that a busy machine slows both).
    let example = Game::new(Rules::default(), vec![4, 8]).unwrap();
    let solve = || {
        quantum::solve(&example, Strategy::Auto, &Limits::default()).unwrap();
    };
    let (mut refusing, mut solving) = (Duration::MAX, Duration::MAX);
    for _ in 0..20 {
        refusing = refusing.min(timed(&refuse));
        solving = solving.min(timed(&solve));
    }
    assert!(
        refusing < solving,
        "refusing took {refusing:?}, solving the example {solving:?}"
    );
}

/// How long one call of `f` takes.
fn timed(f: &dyn Fn()) -> Duration {
    let start = Instant::now();
    f();
    start.elapsed()
}

#[test]
fn stack_refuses_the_three_player_puzzle() {
    let game = Game::new(Rules::default(), vec![4, 8, 1]).unwrap();
    let r = refusal(quantum::solve(&game, Strategy::Stack, &Limits::default()));
    let Reason::OverLimits { cost, .. } = r.reason else {
        panic!("{r}")
    };
    assert!(
        cost.steps() > 100 * u128::from(Limits::default().max_work),
        "{cost:?}"
    );
}

#[test]
fn a_raised_limit_lets_a_refused_run_through() {
    let game = Game::new(rules(10, 3, 3, 200), vec![4, 8]).unwrap();
    let tight = Limits {
        max_work: 1_000,
        ..Limits::default()
    };
    refusal(quantum::solve(&game, Strategy::PerPlayer, &tight));
    assert!(quantum::solve(&game, Strategy::PerPlayer, &Limits::default()).is_ok());
}

#[test]
fn memo_refuses_recursion_deeper_than_the_stack_allows() {
    // On a one-space board every turn scores exactly 1: two players to 5000 means 9999 turns.
    let game = Game::new(rules(1, 1, 1, 5000), vec![1, 1]).unwrap();
    let r = refusal(quantum::solve(&game, Strategy::Memo, &Limits::default()));
    assert!(matches!(r.reason, Reason::TooDeep { .. }), "{r}");
    // per-player is not recursive and finds the only universe: player 1 wins.
    let outcome = quantum::solve(&game, Strategy::PerPlayer, &Limits::default()).unwrap();
    assert_eq!(outcome.wins()[0].to_u64(), Some(1));
}

#[test]
fn practice_refuses_a_period_too_long_to_walk() {
    // A die of 999,999,937 sides (prime) on a board of 10: the moves repeat only every
    // 999,999,937 turns, and a target of 10^18 is far away.
    let rules = Rules::builder()
        .practice_die(999_999_937)
        .practice_target(1_000_000_000_000_000_000)
        .build()
        .unwrap();
    let game = Game::new(rules, vec![1, 2, 3]).unwrap();
    let r = refusal(practice::play(&game, &Limits::default()));
    assert_eq!(r.subject, Subject::Practice);
}

/// Rules at the edges of u32, u64 and u128: every result obeys its laws exactly or the run is
/// refused; tests build with overflow checks, so an unchecked step that overflowed would panic.
#[test]
fn extreme_rule_values_are_exact_or_refused() {
    let max_target = u64::MAX;
    let cases = [
        // (board, rolls, practice die, practice target, players)
        (10, 3, 100, max_target, 2),
        (1, 1, 1, max_target, 3),
        (1_000_000, 1_000_000, 1_000_000_000, max_target, 2),
        (7, 1_000_000, 999_999_937, 4_294_967_296, 3),
        (1_000_000, 1, 1, u64::from(u32::MAX), 1),
        (999_983, 3, 1_000_000_000, 1_000_000_000_000, 2),
    ];
    for (board, rolls, die, target, players) in cases {
        let rules = Rules::builder()
            .board(board)
            .rolls(rolls)
            .practice_die(die)
            .practice_target(target)
            .build()
            .unwrap();
        let starts = (0..players).map(|i| (i * 3) % board as u32 + 1).collect();
        let game = Game::new(rules, starts).unwrap();
        match practice::play(&game, &Limits::default()) {
            Ok(end) => {
                let scores = end.scores();
                assert!(scores[end.winner()] >= u128::from(target), "{game:?}");
                assert!(
                    scores
                        .iter()
                        .enumerate()
                        .all(|(i, &s)| i == end.winner() || s < u128::from(target))
                );
                assert_eq!(end.rolls(), end.turns() * u128::from(rolls));
                let lowest = *scores.iter().min().unwrap();
                let expected = num_bigint::BigUint::from(lowest) * end.rolls();
                assert_eq!(end.answer().to_biguint(), expected, "{game:?}");
            }
            Err(e) => assert_eq!(refusal(Err::<(), _>(e)).subject, Subject::Practice),
        }
    }
    // The Dirac game at the largest faces and rolls: refused or exact (faces^rolls universes
    // split each turn, far past u128).
    for (faces, rolls) in [
        (1_000_000, 1),
        (1_000_000, 3),
        (2, 1_000_000),
        (1_000_000, 1_000_000),
    ] {
        let rules = Rules::builder()
            .dirac_faces(faces)
            .rolls(rolls)
            .build()
            .unwrap();
        let game = Game::new(rules, vec![4, 8]).unwrap();
        match quantum::solve(&game, Strategy::PerPlayer, &Limits::default()) {
            Ok(outcome) => assert!(outcome.wins().iter().all(|w| !w.is_zero())),
            Err(e) => assert!(matches!(e, Error::Refused(_)), "{e}"),
        }
    }
}

#[test]
fn a_view_of_the_turns_is_refused_as_a_whole_before_any_work() {
    use dirac::cost::{self, TurnsUse, Written};
    use dirac::view::{StatsView, TurnsView};
    let written = TurnsUse::Written(Written::NOTHING);
    // A thousand players on the puzzle's board: the tables are small, their rounds are not
    // (a thousand counts a round of up to 1000 · 5 bits a turn, every one written out).
    let thousand = |target: u64| {
        let rules = Rules::builder().dirac_target(target).build().unwrap();
        Game::new(rules, (0..1000).map(|i| i % 10 + 1).collect()).unwrap()
    };
    let tight = Limits {
        max_memory: 50 << 20,
        max_work: u64::MAX,
    };
    let game = thousand(50);
    assert!(
        cost::check(&game, Strategy::PerPlayer, &tight).is_ok(),
        "the tables fit"
    );
    // The refusal gives the whole run's estimate, in the view's name: the same under any
    // limits that refuse it.
    let whole = |limits: &Limits| {
        let r = refusal(cost::check_turns(&game, limits, written));
        assert_eq!(r.subject, Subject::Turns);
        match r.reason {
            Reason::OverLimits { cost, .. } => cost,
            other => panic!("{other:?}"),
        }
    };
    let lower = Limits {
        max_work: 1_000_000_000,
        ..Limits::default()
    };
    assert_eq!(whole(&Limits::default()), whole(&lower));
    assert_eq!(whole(&tight), whole(&lower));
    assert!(whole(&lower).memory > u128::from(tight.max_memory));
    // The statistics of a longer game alike, in their own name.
    let r = refusal(cost::check_turns(
        &thousand(100),
        &Limits::default(),
        TurnsUse::Stats,
    ));
    assert_eq!(r.subject, Subject::Stats);
    // Each player's chance alone (`dirac solve`'s) in its own name, and refused by itself when
    // its game was checked for the bare tables.
    let r = refusal(cost::check_turns(
        &thousand(100),
        &Limits::default(),
        TurnsUse::Chances,
    ));
    assert_eq!(r.subject, Subject::Chances);
    let checked = cost::check(&thousand(50), Strategy::PerPlayer, &Limits::default()).unwrap();
    assert!(matches!(
        dirac::stats::chances_within(&checked),
        Err(Error::Refused(r)) if r.subject == Subject::Chances
    ));
    // Checked as a whole, a view is made; under the bare tables' check, it refuses itself.
    let checked = cost::check(&game, Strategy::PerPlayer, &tight).unwrap();
    assert!(matches!(
        TurnsView::with_chart(&checked),
        Err(Error::Refused(_))
    ));
    let checked = cost::check(&thousand(50), Strategy::PerPlayer, &Limits::default()).unwrap();
    assert!(matches!(
        StatsView::of(&checked, dirac::view::Digits::All),
        Err(Error::Refused(_))
    ));
    let small = Game::example(Rules::default()).unwrap();
    let checked = cost::check_turns(&small, &tight, written).unwrap();
    assert_eq!(
        TurnsView::with_chart(&checked).unwrap().0.totals[0],
        "444356092776315"
    );
}

#[test]
fn a_strategy_left_out_of_the_build_is_refused_by_name() {
    // The page's WebAssembly is built without the joint-state strategies; a plan asking for
    // one there is refused with this.
    let r = dirac::Refusal {
        subject: dirac::limits::Subject::Strategy {
            name: "memo",
            advice: None,
        },
        reason: Reason::NotBuilt,
    };
    assert_eq!(
        r.to_string(),
        "the memo strategy is not in this build of dirac"
    );
}
