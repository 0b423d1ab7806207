//! The practice game: a deterministic die rolling 1, 2, ..., D, 1, 2, ... until a player reaches
//! the target.
//!
//! # The insight: each player's game is periodic, and players do not interact
//!
//! A turn's effect depends only on the dice sum *modulo the board* `B`, and that depends only on
//! where the die is in its cycle: the die's values modulo `B` repeat every `L = B` rolls when `B`
//! divides `D`, and every `L = D` rolls otherwise. Player `i` of `n` rolls at turns
//! `i, i + n, i + 2n, ...`, so their own moves repeat every `Q = L / gcd(L, n·R)` of their
//! turns. After `Q` turns they have moved a fixed distance `Δᵢ`, so their position, and with it
//! their whole game, repeats after `Pᵢ = Q · B / gcd(Δᵢ, B)` of their turns, adding a fixed
//! `Gᵢ` points each time. (A player's state update is a bijection, so it returns to its very first
//! state rather than to a cycle entered later.)
//!
//! Players never interact, so each is simulated alone for one period (or until they reach the
//! target, if sooner), and the turn on which each first reaches the target follows by
//! arithmetic: `c = ⌊target / Gᵢ⌋` whole periods, then a search in the period's running scores
//! for the rest (none when it is 0: the last whole period ended on the target). Games of the
//! common shape, the puzzle's among them, walk every player at once (`together`). The player
//! who gets there on the earliest global turn wins, and everyone's score at
//! that moment is read off the same way. With the puzzle's rules the two periods are 5 and 10
//! turns, so a target of 1000 or of 10^18 costs 15 simulated turns.
//!
//! When `B` divides `D`, the moves modulo `B` form an arithmetic progression (a roll's value
//! modulo `B` is its index plus one), so a simulated turn is an addition; otherwise each move
//! comes from the closed form of the sum of `R` consecutive die values.
//!
//! A die rolling any other sequence of `L` values (see [`crate::die::Sequence`]) is periodic in
//! the same way, with the period of its values modulo the board (`L` at most, and often far
//! less: `999999999..0` repeats its residues every 10 rolls; [`Sequence::period_mod`]) in place
//! of the die's cycle: a turn's move is the sum of the `R`
//! values from the die's position, which the sequence gives by arithmetic on its runs, so a
//! target of 10^18 costs no more turns than one of a thousand.

use num_integer::Integer;
use smallvec::SmallVec;

use crate::die::Sequence;
use crate::error::Error;
use crate::game::Game;
use crate::limits::{Cost, Limits, Refusal, Subject};
use crate::num::Count;
use crate::rules::Rules;
use crate::work::{Op, Work};

mod together;
mod trace;

pub(crate) use trace::{PLAYED_TO_PLAN, TRACE_ROW_BYTES, trace_bound, trace_of_played};
pub use trace::{Trace, TracedTurn, trace, trace_estimate, trace_turns};

/// The end of a practice game.
///
/// It keeps what the game decided (winner, scores, turns) and derives the rest on asking: the
/// puzzle's game takes tens of nanoseconds, and with the turns, rolls and answer kept as well
/// (176 bytes, 112 now) building and moving the outcome cost it 5% more (`perf stat`).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct PracticeOutcome {
    scores: SmallVec<[u128; 4]>,
    /// The winner's own turns: the game's turns follow from it, the winner and the number of
    /// players (the turns in a `u128`, written as two words and read as one where the caller
    /// moved the outcome, stalled the store forwarding, `perf annotate`).
    rounds: u64,
    winner: u32,
    /// Rolls per turn.
    rolls: u32,
}

impl PracticeOutcome {
    /// The player who reached the target, 0-based.
    pub fn winner(&self) -> usize {
        self.winner as usize
    }

    /// Every player's final score, in turn order.
    pub fn scores(&self) -> &[u128] {
        &self.scores
    }

    /// Turns played, the winner's last turn included.
    pub fn turns(&self) -> u128 {
        turns_played(self.rounds, self.scores.len(), self.winner as usize)
    }

    /// Die rolls: `turns × rolls per turn`.
    pub fn rolls(&self) -> u128 {
        // Exact: at most `n · target` turns (everyone scores a point a turn at least), times at
        // most 2^32 rolls, is below 2^128.
        self.turns() * u128::from(self.rolls)
    }

    /// The puzzle's answer: the lowest score times the number of rolls (exact however large).
    pub fn answer(&self) -> Count {
        let lowest = self.scores.iter().copied().fold(u128::MAX, u128::min);
        Count::from(lowest).product(&Count::from(self.rolls()))
    }
}

/// The winner of a game of `n` players (at least one) who first reach the target after
/// `reach(i)` of their own turns, and that many turns of theirs: the earliest turn of the game
/// is in the fewest of their own turns, and the first in the turn order among equals. (A plain
/// loop: `min_by_key` here cost the practice game a quarter of its time, `perf`.)
#[inline]
fn first_to_finish(n: usize, reach: impl Fn(usize) -> u64) -> (usize, u64) {
    let (mut winner, mut last) = (0, reach(0));
    for i in 1..n {
        let r = reach(i);
        if r < last {
            (winner, last) = (i, r);
        }
    }
    (winner, last)
}

/// Player `i`'s own turns when `winner` ends the game on their `last`-th: the players before
/// the winner in the turn order have had as many, the players after them one fewer.
#[inline]
fn own_turns(i: usize, winner: usize, last: u64) -> u64 {
    last - u64::from(i > winner)
}

/// Turns played in a game of `n` players that player `winner` ends on their `rounds`-th turn:
/// the players before the winner in the turn order have had as many turns, the players after
/// them one fewer. At most `n · target < 2^74` (everyone scores at least a point a turn): exact.
fn turns_played(rounds: u64, n: usize, winner: usize) -> u128 {
    u128::from(rounds - 1) * n as u128 + winner as u128 + 1
}

/// Plays the practice game to its end.
///
/// ```
/// use dirac::{Game, Limits, Rules, practice};
///
/// let game = Game::example(Rules::default()).unwrap();
/// let end = practice::play(&game, &Limits::default())?;
/// assert_eq!((end.winner(), end.scores(), end.rolls()), (0, &[1000, 745][..], 993));
/// assert_eq!(end.answer().to_string(), "739785");
/// # Ok::<(), dirac::Error>(())
/// ```
pub fn play(game: &Game, limits: &Limits) -> Result<PracticeOutcome, Error> {
    let plan = Setup::new(game.rules(), game.players());
    limits.check(plan.cost(game.players()), Subject::Practice)?;
    Ok(plan.outcome(game.starts()))
}

/// The practice game of one game's rules and number of players, derived once: its estimate
/// before the run and its run (a solve's plan keeps it between the two).
#[derive(Debug, Clone)]
pub(crate) struct Planned {
    setup: Setup,
    players: usize,
}

impl Planned {
    #[inline]
    pub(crate) fn new(game: &Game) -> Planned {
        Planned {
            setup: Setup::new(game.rules(), game.players()),
            players: game.players(),
        }
    }

    /// [`cost`].
    pub(crate) fn cost(&self) -> Cost {
        self.setup.cost(self.players)
    }

    /// The game from `starts` (as many as the players planned for), checked already.
    #[inline]
    pub(crate) fn play(&self, starts: &[u32]) -> PracticeOutcome {
        debug_assert_eq!(starts.len(), self.players);
        self.setup.outcome(starts)
    }
}

impl Setup {
    /// The game of `starts`: all players in one loop where the moves allow it, else by the
    /// general method.
    #[inline]
    fn outcome(&self, starts: &[u32]) -> PracticeOutcome {
        match together::play(self, starts) {
            Some(end) => end,
            None => self.play(starts),
        }
    }

    /// The game of `starts` by the general method: each player walked alone, then the end.
    fn play(&self, starts: &[u32]) -> PracticeOutcome {
        // Running scores of every walk: on the stack while they fit (the puzzle needs 17).
        let mut prefix = Prefix::new();
        let mut walks: SmallVec<[Walk; 4]> = SmallVec::new();
        for (i, &start) in starts.iter().enumerate() {
            walks.push(self.walk(i, start, &mut prefix));
        }
        self.finish(&walks, &prefix)
    }
}

/// The estimate [`play`] holds to the limits, before any work: a caller can tell a quick game
/// from a long one (the Python package runs long ones where Ctrl-C can reach them).
///
/// ```
/// use dirac::{Game, Limits, Rules, practice};
///
/// let game = Game::example(Rules::default()).unwrap();
/// let cost = practice::cost(&game);
/// let (max_work, max_memory) = (u64::try_from(cost.steps())?, u64::try_from(cost.memory)?);
/// assert!(practice::play(&game, &Limits { max_work, max_memory }).is_ok());
/// let under = Limits { max_work: max_work - 1, max_memory };
/// assert!(practice::play(&game, &under).is_err());
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
pub fn cost(game: &Game) -> Cost {
    Planned::new(game).cost()
}

/// A player's cycle in the practice game: after `turns` of their own turns they stand on their
/// start again, about to make the same moves (their moves, modulo the board, repeat), having
/// scored `points`, and so repeat forever.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Cycle {
    /// The player's own turns in one cycle: the least after which space and moves repeat.
    pub turns: u64,
    /// Points scored in one cycle.
    pub points: u64,
    /// The spaces landed on in the cycle's turns (each turn's points), the first
    /// [`CYCLE_LISTED`] of them.
    pub spaces: Vec<u64>,
}

/// The most turns of a cycle whose spaces [`cycles`] lists.
pub const CYCLE_LISTED: usize = 20;

/// Each player's cycle, in turn order: `None` for a player who reaches the target before their
/// walk is back on its first state (their space and where the die is, which can take a
/// multiple of the cycle: a player who scores the target within one state period has no
/// cycle here, even if their spaces repeated before). This is what lets [`play`] skip to any
/// target: whole cycles are counted, not played.
///
/// ```
/// use dirac::{Game, Limits, Rules, practice};
///
/// let game = Game::example(Rules::default()).unwrap();
/// let cycles = practice::cycles(&game, &Limits::default())?;
/// let turns: Vec<u64> = cycles.iter().map(|c| c.as_ref().unwrap().turns).collect();
/// assert_eq!(turns, [5, 10]);
/// // Player 1 lands on 10, 4, 6, 6, 4: moves of 6, 4, 2, 0 and 8 spaces, 20 in all, two laps.
/// assert_eq!(cycles[0].as_ref().unwrap().spaces, [10, 4, 6, 6, 4]);
/// # Ok::<(), dirac::Error>(())
/// ```
pub fn cycles(game: &Game, limits: &Limits) -> Result<Vec<Option<Cycle>>, Error> {
    let plan = Setup::new(game.rules(), game.players());
    limits.check(plan.cost(game.players()), Subject::Practice)?;
    let mut prefix = Prefix::new();
    Ok(game
        .starts()
        .iter()
        .enumerate()
        .map(|(i, &start)| {
            let walk = plan.walk(i, start, &mut prefix);
            match walk.ending {
                Ending::Repeats { period, .. } => {
                    let scores = &prefix[walk.at..walk.end];
                    let turns = least_period(scores, period);
                    Some(Cycle {
                        turns: turns as u64,
                        points: scores[turns],
                        spaces: (1..=turns.min(CYCLE_LISTED))
                            .map(|k| scores[k] - scores[k - 1])
                            .collect(),
                    })
                }
                Ending::Reaches(_) => None,
            }
        })
        .collect())
}

/// The least number of turns after which a walk's spaces repeat, given its running scores over
/// one `period` (`scores[0] = 0`, `period + 1` of them) after which it is back on its start.
///
/// The walk's period is a period of the moves' *die positions*, which can be a multiple of the
/// least period of the moves themselves: on a board of 4, two rolls of a six-sided die move
/// 1+2, 3+4, 5+6, every one 3 spaces, so the player is back after 4 turns, not after the die's
/// 12. The space landed on is the points scored, so the spaces repeat every `d` turns (and the
/// moves, their differences, with them) when the points do; `d` divides the period.
fn least_period(scores: &[u64], period: usize) -> usize {
    let points = |k: usize| scores[k] - scores[k - 1];
    (1..period)
        .filter(|d| period % d == 0)
        .find(|&d| (1..=period - d).all(|k| points(k) == points(k + d)))
        .unwrap_or(period)
}

/// Every two-player practice game on the board, reusing work: a player's walk depends only on
/// their start and their place in the turn order, so `2·B` walks serve all `B²` games.
/// `games[(a − 1)·B + (b − 1)]` has player 1 on space `a` and player 2 on `b`.
///
/// ```
/// use dirac::{Game, Limits, Rules, practice};
///
/// let games = practice::sweep(&Rules::default(), &Limits::default())?;
/// assert_eq!(games.len(), 100);
/// assert_eq!(games[3 * 10 + 7].answer().to_string(), "739785"); // starts 4 and 8
/// # Ok::<(), dirac::Error>(())
/// ```
pub fn sweep(rules: &Rules, limits: &Limits) -> Result<Vec<PracticeOutcome>, Error> {
    let walks = Pairs::new(rules, limits)?;
    let board = rules.board();
    Ok((1..=board)
        .flat_map(|a| (1..=board).map(move |b| (a, b)))
        .map(|(a, b)| walks.game(a, b))
        .collect())
}

/// Every player's walk for two-player games: any pair's game is then a matter of arithmetic.
#[derive(Debug)]
pub(crate) struct Pairs {
    plan: Setup,
    prefix: Prefix,
    first: Vec<Walk>,
    second: Vec<Walk>,
}

impl Pairs {
    /// The cost of walking every start as player 1 and as player 2 under `rules`.
    pub(crate) fn cost(rules: &Rules) -> Cost {
        Setup::new(rules, 2).cost(2 * rules.board() as usize)
    }

    /// Walks every start as player 1 and as player 2, if that fits the limits.
    pub(crate) fn new(rules: &Rules, limits: &Limits) -> Result<Pairs, Refusal> {
        limits.check(Pairs::cost(rules), Subject::Practice)?;
        Ok(Pairs::planned(rules))
    }

    /// [`Pairs::new`] for a plan that held [`Pairs::cost`] to its limits already.
    pub(crate) fn planned(rules: &Rules) -> Pairs {
        let plan = Setup::new(rules, 2);
        let cost = plan.cost(2 * rules.board() as usize);
        // Room for the turns the estimate allows, up to 4,096 (32 KiB: the puzzle's walks take
        // a few hundred): one allocation where growing as the walks went showed in the
        // sweep's profile, and no more memory than small games use when the estimate is far
        // above what the walks, back at their start within it, turn out to need.
        let room = usize::try_from(cost.work.count(Op::Turn))
            .unwrap_or(usize::MAX)
            .min(4096);
        let mut prefix = Prefix::with_capacity(room);
        let first = (1..=rules.board())
            .map(|s| plan.walk(0, s, &mut prefix))
            .collect();
        let second = (1..=rules.board())
            .map(|s| plan.walk(1, s, &mut prefix))
            .collect();
        Pairs {
            plan,
            prefix,
            first,
            second,
        }
    }

    /// The game with player 1 on space `a` and player 2 on `b` (1-based, on the board).
    pub(crate) fn game(&self, a: u32, b: u32) -> PracticeOutcome {
        self.plan.finish(&self.walks(a, b), &self.prefix)
    }

    /// The answer of [`Pairs::game`] alone, which a sweep needs for every pair: the lowest
    /// score is the loser's (the winner has the target, the loser not yet), so only the
    /// loser's score is worked out, and no outcome is built (the games took a tenth of the
    /// puzzle's sweep, this way 4% less of it, `perf stat`).
    pub(crate) fn answer(&self, a: u32, b: u32) -> Count {
        let walks = self.walks(a, b);
        let (winner, last) = first_to_finish(2, |i| walks[i].reach);
        let loser = 1 - winner;
        let score = walks[loser].score_after(own_turns(loser, winner, last), &self.prefix);
        let rolls = turns_played(last, 2, winner) * self.plan.rolls;
        Count::from(score).product(&Count::from(rolls))
    }

    fn walks(&self, a: u32, b: u32) -> [Walk; 2] {
        [self.first[a as usize - 1], self.second[b as usize - 1]]
    }
}

/// Running scores below the target, so within a `u64` (the target is one), in machine words.
type Prefix = SmallVec<[u64; 64]>;

/// What the simulation needs, derived once from the rules and the number of players.
#[derive(Debug, Clone)]
struct Setup {
    board: u64,
    target: u64,
    rolls: u128,
    /// A player's moves repeat every `own_period` of their turns.
    own_period: u64,
    /// The die's values modulo the board repeat every `value_period` rolls: two turns that
    /// start from die positions equal modulo it make the same moves. (It divides the number
    /// of die positions, `B`, `D` or `L`.)
    value_period: u64,
    moves: MoveRule,
}

/// How to produce the moves (modulo the board) of one player's successive turns.
#[derive(Debug, Clone)]
enum MoveRule {
    /// `B` divides `D`: a player's moves are `first + k·step (mod B)`, with
    /// `first = R²·i + R(R + 1)/2` and `step = R²·n`.
    Progression { step: u64 },
    /// From the die's position: a player's turns start `(n·R) mod D` further on each time.
    Offsets {
        die: u64,
        /// `R mod D`: the partial cycle a turn rolls.
        partial: u64,
        /// `(⌊R / D⌋ · D(D + 1)/2) mod B`: the full cycles a turn rolls.
        full_cycles: u64,
        /// `(n·R) mod D`.
        advance: u64,
    },
    /// Any other sequence: a player's turns start `(n·R) mod L` further on each time, and each
    /// move is the sequence's sum of `R` values from there.
    /// (Boxed: the puzzle's rules never make one, and their setup stays small.)
    Sequence {
        sequence: Box<Sequence>,
        advance: u64,
    },
}

impl Setup {
    fn new(rules: &Rules, players: usize) -> Setup {
        let (board, rolls) = (u64::from(rules.board()), u64::from(rules.rolls()));
        // `n · R <= 10^9` and `D <= 10^9`: every product below fits in u128.
        let turn_stride = players as u64 * rolls;
        let sequence = rules.practice_sequence();
        let (value_period, moves) = match sequence.standard_sides() {
            Some(die) if u64::from(die) % board == 0 => (
                board,
                MoveRule::Progression {
                    step: rem(u128::from(rolls) * u128::from(turn_stride), board),
                },
            ),
            Some(die) => {
                let die = u64::from(die);
                let cycle_sum = u128::from(die) * u128::from(die + 1) / 2;
                (
                    die,
                    MoveRule::Offsets {
                        die,
                        partial: rolls % die,
                        full_cycles: rem(cycle_sum * u128::from(rolls / die), board),
                        advance: turn_stride % die,
                    },
                )
            }
            None => (
                sequence.period_mod(board),
                MoveRule::Sequence {
                    sequence: Box::new(sequence.clone()),
                    advance: turn_stride % sequence.len(),
                },
            ),
        };
        Setup {
            board,
            target: rules.practice_target(),
            rolls: u128::from(rolls),
            own_period: value_period / value_period.gcd(&(turn_stride % value_period)).max(1),
            value_period,
            moves,
        }
    }

    /// `walks` walks of the practice game, each at most one period of its moves (the player's
    /// own period of turns, on each of `B` spaces) or the turns to reach the target, whichever
    /// is less: a turn each, and a running score of 8 bytes.
    ///
    /// A move of any other sequence is a sum of its values found by three binary searches of
    /// its runs (`Sequence::sum`): probes of a table as long as the runs, each turn (a million
    /// runs, 100 ns a turn where a turn of the other rules takes a few).
    fn cost(&self, walks: usize) -> Cost {
        let per_walk =
            (u128::from(self.own_period) * u128::from(self.board)).min(u128::from(self.target));
        let turns = (walks as u128).saturating_mul(per_walk + 1);
        let mut work = Work::of(Op::Turn, turns);
        // Only where there are any: part 1's plan is made on every call of every face.
        let probes = self.probes_per_turn();
        if probes > 0 {
            work.add(Op::Probe, turns.saturating_mul(probes));
        }
        Cost {
            work,
            memory: turns.saturating_mul(8),
        }
    }

    /// The probes a turn's move makes: three binary searches of the sequence's runs for any
    /// other sequence, none for the dice whose moves are worked out.
    fn probes_per_turn(&self) -> u128 {
        match &self.moves {
            MoveRule::Sequence { sequence, .. } => {
                let runs = sequence.runs().len() as u64;
                3 * u128::from(u64::BITS - runs.leading_zeros())
            }
            _ => 0,
        }
    }

    /// Simulates player `i` (0-based), starting on space `start` (1-based), alone for one
    /// period or until they reach the target, appending the running scores to `prefix`.
    fn walk(&self, i: usize, start: u32, prefix: &mut Prefix) -> Walk {
        // One loop per way of making moves, so that a turn does not ask which way it is.
        let steps = Steps::new(self, i);
        match &self.moves {
            &MoveRule::Progression { step } => {
                self.walk_with(start, prefix, steps, |s| s.progression(step))
            }
            &MoveRule::Offsets {
                die,
                partial,
                full_cycles,
                advance,
            } => self.walk_with(start, prefix, steps, |s| {
                s.offsets(die, partial, full_cycles, advance)
            }),
            MoveRule::Sequence { sequence, advance } => self.walk_with(start, prefix, steps, |s| {
                s.sequence(sequence, self.rolls, *advance)
            }),
        }
    }

    /// [`Setup::walk`] with the player's successive moves (modulo the board) from `next_move`.
    ///
    /// A player's state is their space and where their moves are (`steps`): it decides every
    /// later turn, and a turn maps states one to one, so the walk comes back to its very first
    /// state, and that is the period. The moves start over every `Q = own_period` turns having
    /// moved the player `Δ` spaces, so that happens within `Q · B / gcd(Δ, B) <= Q · B` turns
    /// (the estimate's bound), or the target is reached first.
    fn walk_with(
        &self,
        start: u32,
        prefix: &mut Prefix,
        mut steps: Steps,
        next_move: impl Fn(&mut Steps) -> u64,
    ) -> Walk {
        // The walk is home again on its space, with the die's values ahead of it the same
        // modulo the board: its position modulo their period, not the position itself (a
        // sequence of a billion values may repeat its residues every 10).
        let period = self.value_period.max(1);
        let home = (u64::from(start) - 1, steps.next % period);
        let (board, target) = (self.board, self.target);
        let at = prefix.len();
        prefix.push(0);
        let (mut position, mut score, mut played) = (home.0, 0_u64, 0_usize);
        let ending = loop {
            position += next_move(&mut steps);
            if position >= board {
                position -= board;
            }
            played += 1;
            let points = position + 1;
            match score.checked_add(points) {
                Some(next) if next < target => score = next,
                _ => break Ending::Reaches(u128::from(score) + u128::from(points)),
            }
            prefix.push(score);
            if position == home.0 && steps.next % period == home.1 {
                break Ending::Repeats {
                    period: played,
                    gain: score,
                };
            }
        };
        crate::steps::add(Op::Turn, played);
        crate::steps::add(
            Op::Probe,
            played.saturating_mul(usize::try_from(self.probes_per_turn()).unwrap_or(usize::MAX)),
        );
        let end = prefix.len();
        let mut walk = Walk {
            at,
            end,
            ending,
            reach: 0,
        };
        walk.reach = walk.first_reach(target, prefix);
        walk
    }

    /// For moves in progression, player 0's first move and how much further on (modulo the
    /// board) each next player's first move is: `R(R + 1)/2` and `R²` (player `i` rolls
    /// `iR + 1, ..., iR + R` first).
    fn progression(&self) -> Option<(u64, u64)> {
        let MoveRule::Progression { .. } = self.moves else {
            return None;
        };
        let r = self.rolls;
        Some((rem(r * (r + 1) / 2, self.board), rem(r * r, self.board)))
    }

    /// The end of the game whose players made `walks`, in turn order.
    fn finish(&self, walks: &[Walk], prefix: &[u64]) -> PracticeOutcome {
        self.end(
            walks.len(),
            |i| walks[i].reach,
            |i, turns| walks[i].score_after(turns, prefix),
        )
    }

    /// The end of a game of `n` players (at least one), who first reach the target after
    /// `reach(i)` of their own turns and score `score_after(i, t)` after `t` of them.
    #[inline]
    fn end(
        &self,
        n: usize,
        reach: impl Fn(usize) -> u64,
        score_after: impl Fn(usize, u64) -> u128,
    ) -> PracticeOutcome {
        let (winner, last) = first_to_finish(n, reach);
        // Up to four scores written in place (pushed into the `SmallVec` one by one, they cost
        // the puzzle's game a third more, criterion).
        let score = |i: usize| score_after(i, own_turns(i, winner, last));
        let scores: SmallVec<[u128; 4]> = if n <= 4 {
            let mut inline = [0; 4];
            for (i, slot) in inline.iter_mut().enumerate().take(n) {
                *slot = score(i);
            }
            SmallVec::from_buf_and_len(inline, n)
        } else {
            (0..n).map(score).collect()
        };
        // At most `MAX_PLAYERS` players and 2^32 rolls a turn (the rules' limits): both fit.
        #[allow(clippy::cast_possible_truncation)]
        let (winner, rolls) = (winner as u32, self.rolls as u32);
        PracticeOutcome {
            scores,
            rounds: last,
            winner,
            rolls,
        }
    }
}

/// The moves of one player's successive turns, modulo the board.
#[derive(Clone, Copy)]
struct Steps {
    board: u64,
    /// Progression: the next move. Offsets: the die's position for the next turn.
    next: u64,
}

impl Steps {
    fn new(plan: &Setup, player: usize) -> Steps {
        let (r, i) = (plan.rolls, player as u128);
        let next = match plan.moves {
            MoveRule::Progression { .. } => {
                let (first, apart) = plan.progression().unwrap_or_default();
                rem(u128::from(first) + u128::from(apart) * i, plan.board)
            }
            MoveRule::Offsets { die, .. } => rem(r * i, die),
            MoveRule::Sequence { ref sequence, .. } => rem(r * i, sequence.len()),
        };
        Steps {
            board: plan.board,
            next,
        }
    }

    /// The next move when `B` divides `D`: the progression's next term.
    #[inline]
    fn progression(&mut self, step: u64) -> u64 {
        let now = self.next;
        self.next += step;
        if self.next >= self.board {
            self.next -= self.board;
        }
        now
    }

    /// The next move otherwise: the sum of the rolls from the die's position (the fields of
    /// [`MoveRule::Offsets`]).
    #[inline]
    fn offsets(&mut self, die: u64, partial: u64, full_cycles: u64, advance: u64) -> u64 {
        let (o, d, m) = (u128::from(self.next), u128::from(die), u128::from(partial));
        let tri = |x: u128| x * (x + 1) / 2;
        // The partial cycle rolls o+1 ..= o+m, wrapping from D back to 1.
        let rolled = if o + m <= d {
            tri(o + m) - tri(o)
        } else {
            tri(d) - tri(o) + tri(o + m - d)
        };
        self.next += advance;
        if self.next >= die {
            self.next -= die;
        }
        rem(rolled + u128::from(full_cycles), self.board)
    }
}

impl Steps {
    /// The next move of any other sequence: its sum of `rolls` values from the die's position.
    #[inline]
    fn sequence(&mut self, sequence: &Sequence, rolls: u128, advance: u64) -> u64 {
        // `rolls` is at most 10^6, so this narrowing is exact.
        #[allow(clippy::cast_possible_truncation)]
        let rolled = sequence.sum(self.next, rolls as u64);
        self.next += advance;
        if self.next >= sequence.len() {
            self.next -= sequence.len();
        }
        rem(rolled, self.board)
    }
}

/// One player's simulated turns: running scores at `prefix[at..end]` (after 0, 1, 2, ... of
/// their turns), and how the walk ends.
#[derive(Debug, Clone, Copy)]
struct Walk {
    at: usize,
    end: usize,
    ending: Ending,
    /// The number of their own turns after which the player first reaches the target.
    reach: u64,
}

/// How a walk ends.
#[derive(Debug, Clone, Copy)]
enum Ending {
    /// Back on its first state after `period` turns, having scored `gain` (below the target).
    Repeats { period: usize, gain: u64 },
    /// On the target with this score, the only one not in the prefix.
    Reaches(u128),
}

impl Walk {
    /// The number of their own turns after which the player first reaches `target`.
    fn first_reach(&self, target: u64, prefix: &[u64]) -> u64 {
        let scores = &prefix[self.at..self.end];
        let Ending::Repeats { period, gain } = self.ending else {
            // Reached during the walk: on the turn after its last score below the target.
            return scores.len() as u64;
        };
        // `whole` full periods leave `target - whole·gain` in [0, gain) to score within the next
        // (none left: the last of those periods ends on the target, and `within` is 0). Each
        // turn scores a point at least, so this is at most `target`.
        let (whole, left) = whole_and_rest(target, gain);
        let within = scores[..=period].partition_point(|&s| s < left);
        whole * period as u64 + within as u64
    }

    /// The player's score after `turns` of their own turns.
    fn score_after(&self, turns: u64, prefix: &[u64]) -> u128 {
        let scores = &prefix[self.at..self.end];
        // A walk with a period starts over from its first state, so whole periods add `gain`;
        // a walk without one reached the target, and no player plays past the winner's turn,
        // so `turns` is within it.
        match self.ending {
            Ending::Repeats { period, gain } => {
                let (whole, within) = whole_and_rest(turns, period as u64);
                let within = scores[usize::try_from(within).unwrap_or(0)];
                u128::from(whole) * u128::from(gain) + u128::from(within)
            }
            Ending::Reaches(score) if turns == self.reach => score,
            Ending::Reaches(_) => u128::from(scores[usize::try_from(turns).unwrap_or(usize::MAX)]),
        }
    }
}

/// How many whole `unit`s `x` holds, and what is left: `(x / unit, x mod unit)` by one division
/// (`%` beside `/` took a second, `perf`). Whole periods of a walk and the turns of the next,
/// or whole periods' gains in a target and the points left.
#[inline]
fn whole_and_rest(x: u64, unit: u64) -> (u64, u64) {
    let whole = x / unit;
    (whole, x - whole * unit)
}

/// `x mod m`, which is below `m` and so fits in a `u64`; in 64 bits when `x` fits, without a
/// call to the 128-bit division routine (about 30 instructions here, counted with callgrind).
#[allow(clippy::cast_possible_truncation)]
fn rem(x: u128, m: u64) -> u64 {
    match u64::try_from(x) {
        Ok(x) => x % m,
        Err(_) => (x % u128::from(m)) as u64,
    }
}

/// Rules of the practice game from numbers: board, rolls a turn, die, target.
#[cfg(test)]
fn practice_rules(board: u64, rolls: u64, die: u64, target: u64) -> Rules {
    Rules::builder()
        .board(board)
        .rolls(rolls)
        .practice_die(die)
        .practice_target(target)
        .build()
        .unwrap()
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A walk simulates no more turns than the estimate allows it, however long the die's
    /// sequence: a billion values that repeat modulo the board every 10 (or, on a board of one
    /// space, every value) cost a few turns, not a billion.
    #[test]
    fn every_walk_stays_within_its_estimate() {
        let cases = [
            (1, 1, "1000000000..1", 1),
            (8, 3, "438341703..0", 3),
            (10, 3, "999999999..0", 2),
            (10, 3, "1..100", 2),
            (7, 2, "1..1000:3", 3),
            (10, 3, "1,2,1,3", 4),
        ];
        for (board, rolls, sequence, players) in cases {
            let rules = Rules::builder()
                .board(board)
                .rolls(rolls)
                .practice_sequence(Sequence::parse(sequence).unwrap())
                .practice_target(u64::MAX)
                .build()
                .unwrap();
            let plan = Setup::new(&rules, players);
            let per_walk = plan.cost(1).work.count(Op::Turn);
            let mut prefix = Prefix::new();
            for i in 0..players {
                for start in 1..=u32::try_from(board).unwrap() {
                    let walk = plan.walk(i, start, &mut prefix);
                    let turns = (walk.end - walk.at) as u128;
                    assert!(
                        turns <= per_walk,
                        "{sequence} on {board}: {turns} > {per_walk}"
                    );
                    assert!(matches!(walk.ending, Ending::Repeats { .. }), "{sequence}");
                }
            }
        }
    }

    /// The sweep's answers, the loser's score alone, are every pair's game's answer: boards of
    /// one to eleven spaces, dice the board divides and others, targets reached within the
    /// walks (ties of the players' turns among them) and far past them.
    #[test]
    fn a_pair_s_answer_is_its_game_s() {
        let mut pairs_seen = 0;
        let mut ties = 0;
        for board in 1..=11_u64 {
            for rolls in [1, 2, 3] {
                for die in [board, 2 * board + 1, 100] {
                    for target in [1, 2, 7, 30, 1000, 10_u64.pow(15)] {
                        let rules = practice_rules(board, rolls, die, target);
                        let pairs = Pairs::new(&rules, &Limits::default()).unwrap();
                        for a in 1..=rules.board() {
                            for b in 1..=rules.board() {
                                let game = pairs.game(a, b);
                                assert_eq!(pairs.answer(a, b), game.answer(), "{rules:?} {a} {b}");
                                let [first, second] = pairs.walks(a, b);
                                ties += usize::from(first.reach == second.reach);
                                pairs_seen += 1;
                            }
                        }
                    }
                }
            }
        }
        assert!(pairs_seen > 20_000 && ties > 1000, "{pairs_seen} {ties}");
    }

    #[test]
    fn the_estimate_is_exact_at_the_limit() {
        // Limits of exactly `cost`, and one step or byte below.
        let exactly = |cost: Cost| {
            let (steps, memory) = (
                u64::try_from(cost.steps()).unwrap(),
                u64::try_from(cost.memory).unwrap(),
            );
            [
                Limits::exactly(steps, memory),
                Limits::exactly(steps - 1, memory),
                Limits::exactly(steps, memory - 1),
            ]
        };
        // The example: die 100 on board 10 gives moves of period Q = 10 / gcd(10, 2·3) = 5
        // turns, so each of the 2 walks is at most min(Q·B, target) + 1 = 51 turns: 102 running
        // scores of 8 bytes each.
        let game = Game::example(Rules::default()).unwrap();
        let walks = Cost::of(Op::Turn, 102, 816);
        assert_eq!(cost(&game), walks);
        let [at, fewer, less] = exactly(walks);
        assert!(play(&game, &at).is_ok());
        assert!(play(&game, &fewer).is_err());
        assert!(play(&game, &less).is_err());
        // A target below a period bounds the walk instead: min(50, 20) + 1 = 21 turns each.
        let rules = Rules::builder().practice_target(20).build().unwrap();
        let game = Game::example(rules).unwrap();
        assert_eq!(cost(&game), Cost::of(Op::Turn, 42, 336));
        // The sweep walks both starts for both players: 2·10 walks.
        let rules = Rules::default();
        let pairs = Cost::of(Op::Turn, 20 * 51, 20 * 51 * 8);
        assert_eq!(Pairs::cost(&rules), pairs);
        let [at, fewer, _] = exactly(pairs);
        assert!(Pairs::new(&rules, &at).is_ok());
        assert!(Pairs::new(&rules, &fewer).is_err());
    }

    #[test]
    fn remainders_are_exact_on_both_sides_of_64_bits() {
        assert_eq!(rem(u128::from(u64::MAX), 10), 5);
        assert_eq!(rem(u128::from(u64::MAX) + 1, 10), 6);
        assert_eq!(rem(u128::MAX, 1_000_000), 211_455);
        assert_eq!(rem(7, 1), 0);
    }

    #[test]
    fn a_target_reached_within_the_walk_or_on_a_period_s_last_turn() {
        // Every target up to 300 includes those reached before a period ends, and multiples of a
        // period's gain, reached on a period's last turn.
        for target in 1..=300 {
            let rules = Rules::builder().practice_target(target).build().unwrap();
            let game = Game::example(rules).unwrap();
            let end = play(&game, &Limits::default()).unwrap();
            let traced = trace(&game, 10_000, &Limits::default()).unwrap();
            let standings = traced.standings();
            let last: Vec<u128> = standings.last().unwrap().iter().map(|p| p.1).collect();
            assert_eq!(
                (end.turns(), end.scores()),
                (traced.turns.len() as u128, &last[..])
            );
        }
        let rules = Rules::builder().practice_target(10).build().unwrap();
        let end = play(&Game::example(rules).unwrap(), &Limits::default()).unwrap();
        assert_eq!((end.turns(), end.scores()), (1, &[10, 0][..]));
    }

    #[test]
    fn any_sequence_ends_where_the_plain_simulation_says() {
        let limits = Limits::default();
        for text in ["6..1", "1:2,2", "0,7,3", "5", "2..4:3,9"] {
            let sequence = crate::die::Sequence::parse(text).unwrap();
            for (board, rolls, target) in [(10, 3, 1000), (7, 2, 333), (3, 1, 50), (1, 4, 9)] {
                let rules = Rules::builder()
                    .board(board)
                    .rolls(rolls)
                    .practice_sequence(sequence.clone())
                    .practice_target(target)
                    .build()
                    .unwrap();
                let starts = vec![1, rules.board(), 2.min(rules.board())];
                let game = Game::new(rules, starts).unwrap();
                let end = play(&game, &limits).unwrap();
                let traced = trace(&game, 1_000_000, &limits).unwrap();
                let standings = traced.standings();
                let last: Vec<u128> = standings.last().unwrap().iter().map(|p| p.1).collect();
                assert_eq!(
                    (end.turns(), end.scores()),
                    (traced.turns.len() as u128, &last[..]),
                    "{text} {game:?}"
                );
            }
        }
    }

    #[test]
    fn the_plain_simulation_ends_where_play_says_on_many_rule_sets() {
        let limits = Limits::default();
        for board in [1_u64, 2, 7, 10] {
            for rolls in [1_u64, 3, 4] {
                for die in [1_u64, 2, 6, 100] {
                    for target in [1_u64, 50, 1000] {
                        let rules = practice_rules(board, rolls, die, target);
                        let starts = (0..3).map(|i| (i * 5) % rules.board() + 1).collect();
                        let game = Game::new(rules.clone(), starts).unwrap();
                        let end = play(&game, &limits).unwrap();
                        let trace = trace(&game, 1_000_000, &limits).unwrap();
                        assert!(trace.ended);
                        let standings = trace.standings();
                        let last = standings.last().unwrap();
                        let scores: Vec<u128> = last.iter().map(|&(_, s)| s).collect();
                        assert_eq!(scores, end.scores(), "{rules:?}");
                        let turns = trace.turns.len() as u128;
                        assert_eq!(turns, end.turns(), "{rules:?}");
                        // The answer: the lowest score times the rolls, `R` a turn.
                        let rolls = turns * u128::from(rolls);
                        let lowest = scores.iter().min().unwrap();
                        assert_eq!(end.rolls(), rolls, "{rules:?}");
                        assert_eq!(end.answer(), Count::from(lowest * rolls), "{rules:?}");
                        let winner = last.iter().position(|&(_, s)| s >= u128::from(target));
                        assert_eq!(Some(end.winner()), winner, "{rules:?}");
                    }
                }
            }
        }
        let game = Game::example(Rules::default()).unwrap();
        let short = trace(&game, 5, &limits).unwrap();
        assert!(!short.ended && short.turns.len() == 5);
        // Estimated on the game's own length: no more turns are played than it lasts.
        assert!(trace(&game, usize::MAX, &limits).is_ok());
        let far = Game::example(Rules::default().with_practice_target(u64::MAX)).unwrap();
        assert!(trace(&far, usize::MAX, &limits).is_err(), "estimated first");
    }
}

#[cfg(test)]
mod cycle_tests {
    use super::*;

    /// The least `d` after which a player's spaces and moves repeat, from a plain simulation.
    fn simulated_period(spaces: &[u64], board: u64) -> usize {
        let moves: Vec<u64> = spaces
            .windows(2)
            .map(|w| (w[1] + board - w[0]) % board)
            .collect();
        (1..moves.len() / 2)
            .find(|&d| {
                (0..moves.len() - d).all(|k| spaces[k] == spaces[k + d] && moves[k] == moves[k + d])
            })
            .unwrap()
    }

    #[test]
    fn cycles_are_the_least_periods_of_space_and_moves() {
        let limits = Limits::default();
        for board in 1..=8_u64 {
            for rolls in 1..=4_u64 {
                for die in [1_u64, 2, 3, 4, 6, 8, 12] {
                    for players in 1..=3_u32 {
                        let rules = Rules::builder()
                            .board(board)
                            .rolls(rolls)
                            .practice_die(die)
                            .practice_target(1_000_000_000)
                            .build()
                            .unwrap();
                        let starts = (0..players).map(|i| (i * 3) % rules.board() + 1).collect();
                        let game = Game::new(rules, starts).unwrap();
                        let cycles = cycles(&game, &limits).unwrap();
                        let turns =
                            usize::try_from(4 * u64::from(players) * die * board + 8).unwrap();
                        let traced = trace(&game, turns, &limits).unwrap();
                        for (i, cycle) in cycles.iter().enumerate() {
                            let mut spaces = vec![u64::from(game.starts()[i])];
                            spaces.extend(
                                traced
                                    .turns
                                    .iter()
                                    .filter(|t| t.player as usize == i)
                                    .map(|t| u64::from(t.space)),
                            );
                            let least = simulated_period(&spaces, board);
                            let points = spaces[1..=least].iter().sum::<u64>();
                            assert_eq!(
                                cycle.as_ref().map(|c| (c.turns, c.points)),
                                Some((least as u64, points)),
                                "board {board} rolls {rolls} die {die} players {players} player {i}"
                            );
                        }
                    }
                }
            }
        }
    }
}
