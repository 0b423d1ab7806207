//! The puzzle's published example, and facts about the puzzle's rules worked out by hand.

use dirac::quantum::{self, Strategy};
use dirac::{Game, Limits, Rules, dice::Moves, practice};

fn example() -> Game {
    Game::parse(
        "Player 1 starting position: 4\nPlayer 2 starting position: 8\n",
        Rules::default(),
    )
    .unwrap()
}

#[test]
fn example_practice_game_gives_739785() {
    let end = practice::play(&example(), &Limits::default()).unwrap();
    assert_eq!(end.answer().to_u64(), Some(739_785));
    assert_eq!(end.winner(), 0);
    assert_eq!(end.scores(), [1000, 745]);
    assert_eq!(end.rolls(), 993);
}

#[test]
fn example_dirac_game_is_the_same_for_every_strategy() {
    for strategy in Strategy::CONCRETE {
        let outcome = quantum::solve(&example(), strategy, &Limits::default()).unwrap();
        assert_eq!(
            outcome.wins()[0].to_u64(),
            Some(444_356_092_776_315),
            "{strategy}"
        );
        assert_eq!(
            outcome.wins()[1].to_u64(),
            Some(341_960_390_180_808),
            "{strategy}"
        );
        assert_eq!(outcome.answer().to_u64(), Some(444_356_092_776_315));
        assert_eq!(outcome.leader(), 0);
        assert_eq!(
            outcome.width().name(),
            "u64",
            "the puzzle runs on machine integers"
        );
    }
}

#[test]
fn practice_game_from_starts_3_and_4_gives_995904() {
    let game = Game::new(Rules::default(), vec![3, 4]).unwrap();
    let end = practice::play(&game, &Limits::default()).unwrap();
    assert_eq!(end.answer().to_u64(), Some(995_904));
}

#[test]
fn per_turn_table_for_a_player_starting_on_3() {
    let game = Game::new(Rules::default(), vec![3]).unwrap();
    let checked = dirac::cost::check(&game, Strategy::PerPlayer, &Limits::default()).unwrap();
    let table = dirac::turns::player(&checked, 0).unwrap();
    let table_reached: Vec<u64> = table.reached.iter().map(|c| c.to_u64().unwrap()).collect();
    let table_playing: Vec<u64> = table.playing.iter().map(|c| c.to_u64().unwrap()).collect();
    let reached = [
        0, 0, 0, 5401, 267_290, 2_573_275, 15_358_599, 37_322_440, 28_186_346, 3_837_558, 22032,
    ];
    let playing = [
        1, 27, 729, 14282, 118_324, 621_473, 1_421_172, 1_049_204, 142_162, 816, 0,
    ];
    assert_eq!(table_reached, reached);
    assert_eq!(table_playing, playing);
}

#[test]
fn three_rolls_of_a_3_faced_die_sum_to_3_to_9_in_1_3_6_7_6_3_1_ways() {
    let moves = Moves::<u64>::new(3, 3, 10).unwrap();
    let sums: Vec<(u32, u64)> = moves.steps().to_vec();
    assert_eq!(
        sums,
        [(3, 1), (4, 3), (5, 6), (6, 7), (7, 6), (8, 3), (9, 1)]
    );
}
