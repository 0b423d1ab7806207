//! The practice game: a deterministic die rolling 1, 2, ..., D, 1, 2, ... until a player reaches
//! the target.
//!
//! # The insight: the game is periodic, so whole periods can be skipped
//!
//! A turn's effect on the board depends only on the dice sum *modulo the board* `B`, and that sum
//! depends only on where the die is in its cycle. The die's values modulo `B` repeat every `B`
//! rolls when `B` divides `D`, and every `D` rolls otherwise; call that `L`. The moves therefore
//! repeat every `L / gcd(L, R)` turns, and together with the turn order (period `n`), everything
//! but the positions repeats every `K = lcm(n, L / gcd(L, R))` turns.
//!
//! Over `K` turns each player moves a fixed distance `Δᵢ`, so the positions, and with them the
//! whole game, repeat after `P = K · lcm(B / gcd(Δᵢ, B))` turns: at most `K · B`. (The state
//! update is a bijection, so the game returns to its very first state rather than to a cycle it
//! enters later.) Each period adds a fixed gain `Gᵢ` to each player's score.
//!
//! So: simulate one period (stopping early if the game ends), jump over as many whole periods as
//! keep every score below the target, then simulate the last partial period. With the puzzle's
//! rules the period is 20 turns, and a target of 10^18 costs about 40 turns of work.
//!
//! The work is the smaller of the game's length (at most `n · target` turns) and two periods;
//! rules where both are enormous (a huge die that does not divide evenly by the board, say) are
//! refused up front.

use num_integer::Integer;

use crate::count::Count;
use crate::game::Game;
use crate::limits::{Cost, Limits, Refusal, Subject};

/// The end of a practice game.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct PracticeOutcome {
    /// The player who reached the target, 0-based.
    pub winner: usize,
    /// Every player's final score, in turn order.
    pub scores: Vec<u128>,
    /// Turns played, the winner's last turn included.
    pub turns: u128,
    /// Die rolls: `turns × rolls per turn`.
    pub rolls: u128,
    /// The puzzle's answer: the lowest score times the number of rolls.
    pub answer: Count,
}

/// Plays the practice game to its end.
///
/// ```
/// use dirac::{Game, Limits, Rules, practice};
///
/// let game = Game::example(Rules::default()).unwrap();
/// let end = practice::play(&game, &Limits::default())?;
/// assert_eq!((end.winner, end.scores.clone(), end.rolls), (0, vec![1000, 745], 993));
/// assert_eq!(end.answer.to_string(), "739785");
/// # Ok::<(), dirac::Refusal>(())
/// ```
pub fn play(game: &Game, limits: &Limits) -> Result<PracticeOutcome, Refusal> {
    let plan = Plan::new(game);
    limits.check(plan.cost(), Subject::Practice)?;
    let mut sim = Sim::new(game, &plan);
    let target = plan.target;

    // Phase 1: play until the game ends or its first full period.
    loop {
        if let Some(winner) = sim.step(target) {
            return Ok(sim.finish(winner));
        }
        if sim.turns % plan.super_round == 0 && sim.positions == plan.starts {
            break;
        }
    }

    // Phase 2: skip whole periods while every score stays below the target. After one period
    // every score is below the target, so each player survives at least one more (k >= 1).
    let period = sim.turns;
    let gains = sim.scores.clone();
    let skip = gains.iter().map(|&g| (target - 1) / g).min().unwrap_or(1);
    for (score, gain) in sim.scores.iter_mut().zip(&gains) {
        *score = gain * skip;
    }
    sim.turns = period * skip;
    sim.offset = plan.die_offset_after(sim.turns);

    // Phase 3: the last partial period.
    loop {
        if let Some(winner) = sim.step(target) {
            return Ok(sim.finish(winner));
        }
    }
}

// Bounds that keep the u128 arithmetic below exact: the game ends within `n · target` turns
// (n <= 1000, target < 2^64), so turns < 2^74, rolls < 2^94 (rolls per turn <= 10^6) and scores
// stay below `target + board`. Die sums stay below `D (D + 1) / 2 < 2^59`.

/// The facts about the rules that the simulation needs, derived once.
struct Plan {
    board: u64,
    die: u64,
    rolls: u64,
    /// Players' starting spaces, 0-based.
    starts: Vec<u64>,
    /// `R mod D`: how far the die advances per turn.
    advance: u64,
    /// The sum of one full die cycle, modulo the board, times the number of full cycles in a turn.
    full_cycles_mod_board: u64,
    /// Turns after which the moves modulo the board and the turn order both repeat.
    super_round: u128,
    /// Upper bound on the period: `super_round × board`.
    period_bound: u128,
    target: u128,
}

impl Plan {
    fn new(game: &Game) -> Plan {
        let rules = game.rules();
        let (board, die, rolls) = (
            u64::from(rules.board()),
            u64::from(rules.practice_die()),
            u64::from(rules.rolls()),
        );
        let value_period = if die % board == 0 { board } else { die };
        let turn_period = value_period / value_period.gcd(&rolls);
        let players = game.players() as u64;
        let super_round = u128::from(players.lcm(&turn_period));
        let full_cycle_sum = u128::from(die) * u128::from(die + 1) / 2;
        Plan {
            board,
            die,
            rolls,
            starts: game.starts().iter().map(|&s| u64::from(s) - 1).collect(),
            advance: rolls % die,
            full_cycles_mod_board: rem(full_cycle_sum * u128::from(rolls / die), board),
            super_round,
            period_bound: super_round.saturating_mul(u128::from(board)),
            target: u128::from(rules.practice_target()),
        }
    }

    /// Turns simulated at most: the game's length (every turn scores at least one point, so
    /// someone reaches the target within `n · target` turns) or two periods, whichever is less.
    fn cost(&self) -> Cost {
        let length = (self.starts.len() as u128).saturating_mul(self.target);
        Cost {
            work: length.min(self.period_bound.saturating_mul(2)),
            memory: (self.starts.len() as u128) * 24,
        }
    }

    /// The die's position (0-based value of the next roll) after `turns` turns.
    fn die_offset_after(&self, turns: u128) -> u64 {
        rem(
            u128::from(rem(turns, self.die)) * u128::from(self.advance),
            self.die,
        )
    }

    /// How far a turn starting at die position `offset` moves, modulo the board.
    fn move_mod_board(&self, offset: u64) -> u64 {
        let (o, d, m) = (
            u128::from(offset),
            u128::from(self.die),
            u128::from(self.advance),
        );
        let tri = |x: u128| x * (x + 1) / 2;
        // The partial cycle: values o+1 ..= o+m, wrapping from D back to 1.
        let partial = if o + m <= d {
            tri(o + m) - tri(o)
        } else {
            tri(d) - tri(o) + tri(o + m - d)
        };
        rem(partial + u128::from(self.full_cycles_mod_board), self.board)
    }
}

/// `x mod m`, which is below `m` and so fits in a `u64`.
#[allow(clippy::cast_possible_truncation)]
fn rem(x: u128, m: u64) -> u64 {
    (x % u128::from(m)) as u64
}

struct Sim<'a> {
    plan: &'a Plan,
    positions: Vec<u64>,
    scores: Vec<u128>,
    offset: u64,
    mover: usize,
    turns: u128,
}

impl<'a> Sim<'a> {
    fn new(game: &Game, plan: &'a Plan) -> Sim<'a> {
        Sim {
            plan,
            positions: plan.starts.clone(),
            scores: vec![0; game.players()],
            offset: 0,
            mover: 0,
            turns: 0,
        }
    }

    /// Plays one turn; returns the mover if they reached the target.
    fn step(&mut self, target: u128) -> Option<usize> {
        let plan = self.plan;
        let player = self.mover;
        let moved = (self.positions[player] + plan.move_mod_board(self.offset)) % plan.board;
        self.positions[player] = moved;
        self.scores[player] += u128::from(moved) + 1;
        self.offset += plan.advance;
        if self.offset >= plan.die {
            self.offset -= plan.die;
        }
        self.mover += 1;
        if self.mover == self.positions.len() {
            self.mover = 0;
        }
        self.turns += 1;
        (self.scores[player] >= target).then_some(player)
    }

    fn finish(self, winner: usize) -> PracticeOutcome {
        let rolls = self.turns * u128::from(self.plan.rolls);
        let lowest = self.scores.iter().copied().min().unwrap_or(0);
        PracticeOutcome {
            winner,
            answer: Count::from(lowest).product(&Count::from(rolls)),
            scores: self.scores,
            turns: self.turns,
            rolls,
        }
    }
}
