//! Independent computations to check the engine against. They share no code with it: each plays
//! the game the slow, obvious way, one die roll at a time.

use std::collections::HashMap;

/// Rules for the oracles, as plain numbers.
#[derive(Debug, Clone, Copy)]
pub struct Tiny {
    pub board: u32,
    pub rolls: u32,
    pub die: u32,
    pub target: u64,
}

/// The practice game, rolled one die face at a time. Returns (winner, scores, rolls).
pub fn practice(r: Tiny, starts: &[u32]) -> (usize, Vec<u64>, u64) {
    let die: Vec<u64> = (1..=u64::from(r.die)).collect();
    let (winner, scores, rolled) = practice_of(r.board, r.rolls, &die, r.target.into(), starts);
    let scores = scores.iter().map(|&s| s as u64).collect();
    (winner, scores, rolled as u64)
}

/// The practice game with a die rolling `values` in order and starting over, one value at a
/// time. Returns (winner, scores, rolls).
pub fn practice_of(
    board: u32,
    rolls: u32,
    values: &[u64],
    target: u128,
    starts: &[u32],
) -> (usize, Vec<u128>, u128) {
    let mut positions: Vec<u64> = starts.iter().map(|&s| u64::from(s)).collect();
    let mut scores = vec![0_u128; starts.len()];
    let (mut next, mut turns) = (0, 0_u128);
    loop {
        for player in 0..starts.len() {
            let position = &mut positions[player];
            scores[player] += u128::from(turn(board, rolls, values, &mut next, position));
            turns += 1;
            if scores[player] >= target {
                return (player, scores, turns * u128::from(rolls));
            }
        }
    }
}

/// One turn: `rolls` values from `values[*next]` on (starting over past the last), the player
/// moved from `position` by their sum; the points scored, the space landed on.
fn turn(board: u32, rolls: u32, values: &[u64], next: &mut usize, position: &mut u64) -> u64 {
    let mut sum = 0_u64;
    for _ in 0..rolls {
        sum += values[*next];
        *next = (*next + 1) % values.len();
    }
    *position = (*position - 1 + sum) % u64::from(board) + 1;
    *position
}

/// The practice game as a walk through its joint states (the die's place, whose turn it is,
/// every position), played literally until a state comes back, then skipping whole cycles of
/// states (each adds the same scores) as long as no one can reach the target within them, and
/// played literally again to the end. It shares nothing with the engine's per-player periods,
/// and takes targets of 10^18. Returns (winner, scores, rolls).
pub fn practice_by_cycles(
    board: u32,
    rolls: u32,
    values: &[u64],
    target: u128,
    starts: &[u32],
) -> (usize, Vec<u128>, u128) {
    let n = starts.len();
    let mut positions: Vec<u64> = starts.iter().map(|&s| u64::from(s)).collect();
    let mut scores = vec![0_u128; n];
    let mut seen: HashMap<(usize, Vec<u64>), (u128, Vec<u128>)> = HashMap::new();
    let (mut next, mut turns, mut skipped) = (0_usize, 0_u128, false);
    loop {
        let player = (turns % n as u128) as usize;
        if !skipped && player == 0 {
            let key = (next, positions.clone());
            if let Some((then, before)) = seen.get(&key) {
                let length = turns - then;
                let gains: Vec<u128> = scores.iter().zip(before).map(|(s, b)| s - b).collect();
                // Whole cycles after which everyone is still a cycle's gain short of the target.
                let cycles = scores
                    .iter()
                    .zip(&gains)
                    .map(|(&s, &g)| (target.saturating_sub(s + 1) / g).saturating_sub(1))
                    .min()
                    .unwrap_or(0);
                turns += cycles * length;
                for (s, g) in scores.iter_mut().zip(&gains) {
                    *s += cycles * g;
                }
                skipped = true;
            } else {
                seen.insert(key, (turns, scores.clone()));
            }
        }
        let position = &mut positions[player];
        scores[player] += u128::from(turn(board, rolls, values, &mut next, position));
        turns += 1;
        if scores[player] >= target {
            return (player, scores, turns * u128::from(rolls));
        }
    }
}

/// The Dirac game, every universe played out roll by roll. `budget` caps the universes visited;
/// `None` means the game is too big for brute force.
pub fn dirac(r: Tiny, starts: &[u32], budget: u64) -> Option<Vec<u128>> {
    let die: Vec<u64> = (1..=u64::from(r.die)).collect();
    let rounds = dirac_rounds(r.board, r.rolls, &die, r.target, starts, budget)?;
    Some(
        (0..starts.len())
            .map(|p| rounds.iter().map(|round| round[p]).sum())
            .collect(),
    )
}

/// The Dirac game with a die of faces `faces` (a value listed twice is two faces), every
/// universe played out roll by roll: the universes each player wins in each round,
/// `[round][player]` (round 0 is everyone's first turn). `None` past `budget` universes.
pub fn dirac_rounds(
    board: u32,
    rolls: u32,
    faces: &[u64],
    target: u64,
    starts: &[u32],
    budget: u64,
) -> Option<Vec<Vec<u128>>> {
    struct Walk<'a> {
        board: u64,
        rolls: u32,
        faces: &'a [u64],
        target: u64,
        positions: Vec<u64>,
        scores: Vec<u64>,
        wins: Vec<Vec<u128>>,
        budget: u64,
    }
    impl Walk<'_> {
        /// Roll the remaining dice of the turn `turn` (counted over all players), then play on.
        fn roll(&mut self, turn: usize, left: u32, sum: u64) -> bool {
            if left > 0 {
                let faces = self.faces;
                return faces.iter().all(|&f| self.roll(turn, left - 1, sum + f));
            }
            if self.budget == 0 {
                return false;
            }
            self.budget -= 1;
            let n = self.positions.len();
            let mover = turn % n;
            let (old_position, old_score) = (self.positions[mover], self.scores[mover]);
            let position = (old_position - 1 + sum) % self.board + 1;
            self.positions[mover] = position;
            self.scores[mover] += position;
            let ok = if self.scores[mover] >= self.target {
                let round = turn / n;
                if self.wins.len() <= round {
                    self.wins.resize(round + 1, vec![0; n]);
                }
                self.wins[round][mover] += 1;
                true
            } else {
                self.roll(turn + 1, self.rolls, 0)
            };
            self.positions[mover] = old_position;
            self.scores[mover] = old_score;
            ok
        }
    }
    let mut walk = Walk {
        board: u64::from(board),
        rolls,
        faces,
        target,
        positions: starts.iter().map(|&s| u64::from(s)).collect(),
        scores: vec![0; starts.len()],
        wins: Vec::new(),
        budget,
    };
    walk.roll(0, rolls, 0).then_some(walk.wins)
}

/// Universes won by each player modulo each of [`PRIMES`]: a memo over (mover, positions,
/// scores), with each turn's roll sequences enumerated one by one. Exact counts are never
/// formed, so it checks numbers of any size without big integers. Returns `[prime][player]`.
pub fn dirac_mod(r: Tiny, starts: &[u32]) -> Vec<Vec<u64>> {
    type Residues = Vec<[u64; 3]>;
    struct Memo {
        r: Tiny,
        /// Every roll sequence's sum, with repetition: `die^rolls` entries.
        sums: Vec<u64>,
        cache: HashMap<(usize, Vec<(u32, u64)>), Residues>,
    }
    impl Memo {
        fn wins(&mut self, mover: usize, players: &[(u32, u64)]) -> Residues {
            let key = (mover, players.to_vec());
            if let Some(known) = self.cache.get(&key) {
                return known.clone();
            }
            let n = players.len();
            let mut out = vec![[0_u64; 3]; n];
            for i in 0..self.sums.len() {
                let (position, score) = players[mover];
                let landed = (u64::from(position) - 1 + self.sums[i]) % u64::from(self.r.board) + 1;
                if score + landed >= self.r.target {
                    for (k, p) in PRIMES.iter().enumerate() {
                        out[mover][k] = (out[mover][k] + 1) % p;
                    }
                } else {
                    let mut next = players.to_vec();
                    next[mover] = (landed as u32, score + landed);
                    let below = self.wins((mover + 1) % n, &next);
                    for (o, b) in out.iter_mut().zip(below) {
                        for (k, p) in PRIMES.iter().enumerate() {
                            o[k] = (o[k] + b[k]) % p;
                        }
                    }
                }
            }
            self.cache.insert(key, out.clone());
            out
        }
    }
    let mut sums = vec![0_u64];
    for _ in 0..r.rolls {
        sums = sums
            .iter()
            .flat_map(|s| (1..=u64::from(r.die)).map(move |f| s + f))
            .collect();
    }
    let mut memo = Memo {
        r,
        sums,
        cache: HashMap::new(),
    };
    let players: Vec<(u32, u64)> = starts.iter().map(|&s| (s, 0)).collect();
    let per_player = memo.wins(0, &players);
    (0..PRIMES.len())
        .map(|k| per_player.iter().map(|r| r[k]).collect())
        .collect()
}

/// Large primes for [`dirac_mod`]: agreement modulo all of them leaves no room for a wrong count.
pub const PRIMES: [u64; 3] = [(1 << 61) - 1, 1_000_000_007, 998_244_353];
