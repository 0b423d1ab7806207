use super::*;
use crate::die::Die;

fn example() -> Game {
    Game::example(Rules::default()).unwrap()
}

#[test]
fn values_are_read_as_ranges_and_lists_in_the_order_given() {
    assert_eq!(parse_values(Rule::Board, "10").unwrap(), [10]);
    assert_eq!(parse_values(Rule::Board, "3..1,7").unwrap(), [3, 2, 1, 7]);
    assert_eq!(
        parse_values(Rule::DiracTarget, " 5 .. 7 ").unwrap(),
        [5, 6, 7]
    );
    let max = MAX_VALUES as u64;
    assert_eq!(
        parse_values(Rule::DiracTarget, &format!("1..{max}"))
            .unwrap()
            .len(),
        MAX_VALUES
    );
    let refused = parse_values(Rule::DiracTarget, &format!("1..{max},5")).unwrap_err();
    assert!(
        refused
            .to_string()
            .contains(&format!("has more than {MAX_VALUES} values")),
        "{refused}"
    );
    assert!(parse_values(Rule::DiracTarget, &format!("1..{}", max + 1)).is_err());
    let bad = parse_values(Rule::Board, "4..x").unwrap_err();
    assert!(bad.to_string().starts_with("board size \"x\""), "{bad}");
}

#[test]
fn a_value_whose_game_cannot_be_played_is_named() {
    let refused = run(
        &example(),
        &Values::Rule(Rule::Board, vec![10, 5]),
        &Limits::default(),
        |_, _| {},
    )
    .unwrap_err();
    assert_eq!(refused.kind(), crate::error::ErrorKind::Input);
    assert!(
        refused.to_string().starts_with("with the board size 5: "),
        "{refused}"
    );
    let none = estimate(&example(), &Values::DiracDie(vec![]), &Limits::default()).unwrap_err();
    assert!(none.to_string().contains("0 were given"), "{none}");
}

#[test]
fn every_row_is_its_own_game() {
    let game = example();
    let dice = vec![Die::standard(3), Die::parse("1:2,2").unwrap()];
    let s = run(
        &game,
        &Values::DiracDie(dice.clone()),
        &Limits::default(),
        |_, _| {},
    )
    .unwrap();
    assert_eq!((s.key, s.numeric, s.rows.len()), ("dirac-die", false, 2));
    for (row, die) in s.rows.iter().zip(&dice) {
        assert_eq!(row.value, die.to_string());
        let rules = Rules::builder().dirac_die(die.clone()).build().unwrap();
        let alone = Analysis::new(&game.with_rules(rules).unwrap(), &Limits::default()).unwrap();
        assert_eq!(row.dirac.wins(), alone.wins());
        assert_eq!(row.win_probability, alone.stats().win_probability);
        assert_eq!(row.expected_turns, alone.stats().expected_turns);
        assert_eq!(row.practice, *alone.practice());
    }
}

#[test]
fn the_likelier_winner_is_the_first_of_the_likeliest() {
    let s = run(
        &Game::new(Rules::default(), vec![1, 1]).unwrap(),
        &Values::Rule(Rule::DiracTarget, vec![1, 7]),
        &Limits::default(),
        |_, _| {},
    )
    .unwrap();
    // A target of 1: whoever moves first wins, surely.
    assert_eq!(s.rows[0].likelier(), 0);
    let mut row = s.rows[1].clone();
    row.win_probability.reverse();
    let flipped = row.likelier();
    assert_eq!(flipped, 1 - s.rows[1].likelier());
}

#[test]
fn a_scan_is_estimated_whole_and_refused_with_one_figure() {
    let game = example();
    let values = Values::Rule(Rule::DiracTarget, (10..=60).collect());
    let whole = estimate(&game, &values, &Limits::default()).unwrap();
    let one = cost::check_turns(
        &game
            .with_rules(Rules::builder().dirac_target(60).build().unwrap())
            .unwrap(),
        &Limits::default(),
        cost::TurnsUse::Stats,
    )
    .unwrap()
    .cost();
    assert!(
        whole.steps() > one.steps() * 10,
        "{whole:?} against {one:?}"
    );
    assert!(whole.memory >= one.memory);
    // Refused with the refined figure, whatever the limits that refuse it.
    let figure = |max_work: u128| {
        let limits = Limits {
            max_work: u64::try_from(max_work).unwrap(),
            ..Limits::default()
        };
        match run(&game, &values, &limits, |_, _| panic!("no row is played")) {
            Err(crate::error::Error::Refused(crate::limits::Refusal {
                reason: crate::limits::Reason::OverLimits { cost, .. },
                ..
            })) => *cost,
            other => panic!("{other:?}"),
        }
    };
    let refined = figure(1);
    assert_eq!(figure(refined.steps() - 1), refined);
    assert!(refined.steps() <= whole.steps());
    let refused = run(
        &game,
        &values,
        &Limits {
            max_work: 1,
            ..Limits::default()
        },
        |_, _| {},
    )
    .unwrap_err()
    .to_string();
    assert!(
        refused.starts_with("the scan over 51 values of the Dirac target would need about"),
        "{refused}"
    );
    // At its limits exactly, it is planned with that figure.
    let exact = Limits {
        max_work: u64::try_from(refined.steps()).unwrap(),
        max_memory: u64::try_from(refined.memory).unwrap(),
    };
    assert_eq!(estimate(&game, &values, &exact).unwrap(), refined);
    let below = Limits {
        max_memory: exact.max_memory - 1,
        ..exact
    };
    assert!(estimate(&game, &values, &below).is_err());
}

#[test]
fn progress_counts_every_row() {
    let mut seen = Vec::new();
    run(
        &example(),
        &Values::Rule(Rule::Board, vec![8, 9, 10]),
        &Limits::default(),
        |done, total| seen.push((done, total)),
    )
    .unwrap();
    assert_eq!(seen, [(1, 3), (2, 3), (3, 3)]);
}
