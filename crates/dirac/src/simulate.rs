//! Rolling real dice: Dirac games played one universe at a time with a seeded random die, so
//! that their frequencies can be set beside the exact answers. Each game rolls the die as the
//! puzzle describes until a player reaches the target, and counts who won.
//!
//! Played often enough, the share of games each player wins settles on that player's
//! probability of winning ([`crate::stats`]), not on their share of the universes: a random
//! game is one universe drawn with the weight `1 / P^t` of its length, and short games weigh
//! more. Nothing dirac answers comes from here; the same seed gives the same games on every
//! machine and in every face.

use crate::error::Error;
use crate::game::Game;
use crate::limits::Refine;
use crate::limits::{Cost, Limits, Subject};
use crate::tables::shape::{longest_games, longest_pass};
use crate::work::{Op, Work};

/// The most games one simulation plays.
pub const MAX_GAMES: u64 = 1_000_000;

/// The largest seed: 2^53 − 1, so that every face (a JSON number, a JavaScript number) holds
/// it exactly.
pub const MAX_SEED: u64 = (1 << 53) - 1;

/// About how many points the running frequencies keep: every game up to 10, then spaced evenly
/// on a logarithmic scale up to the last.
pub const RUNNING_POINTS: usize = 120;

/// What the games came to.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Simulation {
    /// The seed the die was rolled from.
    pub seed: u64,
    /// Games played.
    pub games: u64,
    /// Games won by each player, in turn order.
    pub wins: Vec<u64>,
    /// Each player's wins after the first `games` games, at the points [`checkpoints`] picks:
    /// `(games, wins)`, the last the whole run.
    pub running: Vec<(u64, Vec<u64>)>,
}

/// The numbers of games after which the running wins are kept: `1..=10`, then about
/// [`RUNNING_POINTS`] in all, evenly spaced on a logarithmic scale, ending at `games`.
///
/// ```
/// let points = dirac::simulate::checkpoints(1000);
/// assert_eq!(&points[..3], &[1, 2, 3]);
/// assert_eq!(points.last(), Some(&1000));
/// assert!(points.windows(2).all(|w| w[0] < w[1]));
/// ```
pub fn checkpoints(games: u64) -> Vec<u64> {
    let mut points: Vec<u64> = (1..=games.min(10)).collect();
    if games > 10 {
        #[allow(clippy::cast_precision_loss)]
        let span = (games as f64 / 10.0).ln();
        let steps = RUNNING_POINTS - 10;
        for k in 1..=steps {
            #[allow(
                clippy::cast_precision_loss,
                clippy::cast_possible_truncation,
                clippy::cast_sign_loss
            )]
            let at = (10.0 * (span * k as f64 / steps as f64).exp()).round() as u64;
            let at = at.clamp(11, games);
            if points.last() != Some(&at) {
                points.push(at);
            }
        }
        if points.last() != Some(&games) {
            points.push(games);
        }
    }
    points
}

/// The work of `games` games of `game`: each at most its longest game's rounds of every
/// player's turn, each turn [`crate::Rules::rolls`] rolls. The longest game comes from the
/// pass over every `(space, points still needed)` cell where one plan's budget holds it
/// (counted in the work and the memory); past it, from the rules alone (a player scores a
/// point a turn at least, so the target's own turns). The memory also holds the running
/// points.
pub fn estimate(game: &Game, games: u64) -> Cost {
    let rules = game.rules();
    let cells = u128::from(rules.board()).saturating_mul(u128::from(rules.dirac_target()));
    let moves = u128::from(crate::dice::moves_bound(
        rules.dirac_die(),
        rules.rolls(),
        rules.board(),
    ));
    // The pass's ranges (16 bytes a cell) and routes (a move a space), from the distribution
    // of moves: small by the bound, and counted.
    let pass = longest_pass(rules);
    let (rounds, held) = match longest_games(rules, &Refine::refined()) {
        Some(games) => {
            let bytes = cells.saturating_mul(32).saturating_add(
                u128::from(rules.board())
                    .saturating_mul(moves)
                    .saturating_mul(16),
            );
            (games.last().copied().unwrap_or(0), bytes)
        }
        None => (u128::from(rules.dirac_target()), 0),
    };
    let turns = (game.players() as u128).saturating_mul(rounds);
    let points = checkpoints(games).len() as u128;
    Cost {
        work: Work::of(
            Op::Roll,
            u128::from(games)
                .saturating_mul(turns)
                .saturating_mul(u128::from(rules.rolls()).saturating_add(1)),
        )
        .plus(Work::of(Op::CellMove, if held > 0 { pass } else { 0 })),
        // Each running point (its count, its vector's header and its wins), the players'
        // spaces, scores and wins, the die's runs, and the checkpoints themselves.
        memory: points
            .saturating_mul(game.players() as u128)
            .saturating_mul(8)
            .saturating_add(points.saturating_mul(48))
            .saturating_add((game.players() as u128).saturating_mul(32))
            .saturating_add(die_runs(game).saturating_mul(32))
            .saturating_add(SIMULATION_FIXED)
            .saturating_add(held),
    }
}

/// Bytes a simulation holds whatever its size (its vectors' first allocations), measured.
const SIMULATION_FIXED: u128 = 4 << 10;

/// The die's runs, which the rolls search.
fn die_runs(game: &Game) -> u128 {
    game.rules().dirac_die().runs().len() as u128
}

/// Plays `games` games of `game` from `seed`, refused before any roll when the estimate passes
/// `limits`, and `games` must be from 1 to [`MAX_GAMES`].
///
/// ```
/// use dirac::{Game, Limits, Rules, simulate};
///
/// let game = Game::example(Rules::default()).unwrap();
/// let s = simulate::run(&game, 7, 10_000, &Limits::default())?;
/// assert_eq!(s.wins.iter().sum::<u64>(), 10_000);
/// // Player 1 wins about 77.60% of games (not the 56.51% of the universes they win).
/// assert!((7_500..8_000).contains(&s.wins[0]));
/// assert_eq!(simulate::run(&game, 7, 10_000, &Limits::default())?, s);
/// # Ok::<(), dirac::Error>(())
/// ```
pub fn run(game: &Game, seed: u64, games: u64, limits: &Limits) -> Result<Simulation, Error> {
    check(game, seed, games, limits)?;
    Ok(play(game, seed, games))
}

/// The games of [`run`], once [`check`] has passed them.
pub(crate) fn play(game: &Game, seed: u64, games: u64) -> Simulation {
    let rules = game.rules();
    let die = Roller::new(game);
    let (board, target, rolls) = (
        u64::from(rules.board()),
        u64::from(rules.dirac_target()),
        rules.rolls(),
    );
    let mut rng = fastrand::Rng::with_seed(seed);
    let n = game.players();
    let mut wins = vec![0_u64; n];
    let marks = checkpoints(games);
    let mut next_mark = marks.iter().peekable();
    let mut running = Vec::with_capacity(marks.len());
    let (mut spaces, mut scores) = (vec![0_u64; n], vec![0_u64; n]);
    for played in 1..=games {
        for (i, s) in game.starts().iter().enumerate() {
            spaces[i] = u64::from(*s);
            scores[i] = 0;
        }
        let winner = 'game: loop {
            for i in 0..n {
                let moved = (0..rolls).fold(0_u64, |sum, _| (sum + die.roll(&mut rng)) % board);
                spaces[i] = (spaces[i] - 1 + moved) % board + 1;
                scores[i] += spaces[i];
                crate::steps::add(crate::work::Op::Roll, rolls as usize + 1);
                if scores[i] >= target {
                    break 'game i;
                }
            }
        };
        wins[winner] += 1;
        if next_mark.peek() == Some(&&played) {
            next_mark.next();
            running.push((played, wins.clone()));
        }
    }
    Simulation {
        seed,
        games,
        wins,
        running,
    }
}

/// Refuses, before any roll, a number of games out of `1..=MAX_GAMES`, a seed past
/// [`MAX_SEED`] or a simulation whose estimate passes `limits`.
pub fn check(game: &Game, seed: u64, games: u64, limits: &Limits) -> Result<(), Error> {
    within(seed, games)?;
    Ok(limits.check(estimate(game, games), Subject::Simulation)?)
}

/// Refuses a number of games out of `1..=MAX_GAMES` or a seed past [`MAX_SEED`].
pub(crate) fn within(seed: u64, games: u64) -> Result<(), Error> {
    if !(1..=MAX_GAMES).contains(&games) {
        return Err(games_refused(&games));
    }
    if seed > MAX_SEED {
        return Err(seed_refused(&seed));
    }
    Ok(())
}

/// The refusal of `found` as a simulation's number of games (a number out of range, or a text
/// that is none, as a face read it), in the words of every face.
pub fn games_refused(found: &dyn std::fmt::Debug) -> Error {
    Error::TooLarge(format!(
        "a simulation plays from 1 to {MAX_GAMES} games, not {found:?}"
    ))
}

/// The refusal of `found` as a simulation's seed, as [`games_refused`].
pub fn seed_refused(found: &dyn std::fmt::Debug) -> Error {
    Error::TooLarge(format!(
        "a simulation's seed is a whole number from 0 to {MAX_SEED}, not {found:?}"
    ))
}

/// A roll of the game's Dirac die, each face (repeats counted) equally likely, as its
/// distance modulo the board.
struct Roller {
    /// `(faces before this run, first value mod board, faces per value, values)` per run.
    runs: Vec<(u64, u64, u64, u64)>,
    faces: u64,
    board: u64,
}

impl Roller {
    fn new(game: &Game) -> Roller {
        let rules = game.rules();
        let board = u64::from(rules.board());
        let mut before = 0;
        let runs = rules
            .dirac_die()
            .runs()
            .iter()
            .map(|r| {
                let run = (before, r.from % board, r.count, r.to - r.from + 1);
                before += r.count * (r.to - r.from + 1);
                run
            })
            .collect();
        Roller {
            runs,
            faces: before,
            board,
        }
    }

    fn roll(&self, rng: &mut fastrand::Rng) -> u64 {
        let face = rng.u64(0..self.faces);
        let k = self.runs.partition_point(|r| r.0 <= face) - 1;
        let (before, first, count, _) = self.runs[k];
        (first + (face - before) / count % self.board) % self.board
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::limits::Limits;
    use crate::rules::Rules;

    #[test]
    fn a_loaded_die_rolls_each_face_as_often_as_it_shows() {
        // Faces 1, 1, 2 and 5 (values mod a board of 4: 1, 1, 2, 1): rolled 40,000 times.
        let rules = Rules::builder()
            .dirac_die(crate::die::Die::parse("1:2,2,5").unwrap())
            .board(4)
            .build()
            .unwrap();
        let game = Game::new(rules, vec![1]).unwrap();
        let die = Roller::new(&game);
        let mut rng = fastrand::Rng::with_seed(1);
        let mut seen = [0_u32; 4];
        for _ in 0..40_000 {
            seen[usize::try_from(die.roll(&mut rng)).unwrap()] += 1;
        }
        assert_eq!(seen[0] + seen[3], 0);
        // 3/4 and 1/4 of the rolls, within a few standard deviations (87).
        assert!((29_600..30_400).contains(&seen[1]), "{seen:?}");
        assert!((9_600..10_400).contains(&seen[2]), "{seen:?}");
    }

    #[test]
    fn frequencies_settle_on_the_probabilities_not_the_shares() {
        use crate::{stats, turns};
        // Games where the two measures are far apart (target 7: 95.29% against 45.36%).
        for target in [7, 10, 21] {
            let game =
                Game::example(Rules::builder().dirac_target(target).build().unwrap()).unwrap();
            let exact = stats::analyze(&turns::analyze(&game, &Limits::default()).unwrap());
            let s = run(&game, 42, 20_000, &Limits::default()).unwrap();
            #[allow(clippy::cast_precision_loss)]
            let frequency = s.wins[0] as f64 / 20_000.0;
            let p = exact.win_probability[0].to_f64();
            // Four standard deviations of a frequency over 20,000 games: at most 0.0142.
            assert!(
                (frequency - p).abs() < 0.0142,
                "target {target}: {frequency} vs {p}"
            );
            assert_eq!(s.running.last(), Some(&(20_000, s.wins.clone())));
            assert_eq!(s.running.len(), checkpoints(20_000).len());
        }
    }

    #[test]
    fn games_out_of_range_and_past_the_limits_are_refused_before_any_roll() {
        let game = Game::example(Rules::default()).unwrap();
        for games in [0, MAX_GAMES + 1] {
            assert!(matches!(
                run(&game, 1, games, &Limits::default()),
                Err(Error::TooLarge(_))
            ));
        }
        let tight = Limits::exactly(1_000, 1 << 30);
        let refused = run(&game, 1, 1_000, &tight).unwrap_err();
        assert!(
            refused.to_string().starts_with("the simulation would need"),
            "{refused}"
        );
    }
}
