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
    let mut positions = starts.to_vec();
    let mut scores = vec![0_u64; starts.len()];
    let mut face = 1;
    let mut rolled = 0;
    loop {
        for player in 0..starts.len() {
            let mut sum = 0_u64;
            for _ in 0..r.rolls {
                sum += u64::from(face);
                face = if face == r.die { 1 } else { face + 1 };
                rolled += 1;
            }
            let position = (u64::from(positions[player]) - 1 + sum) % u64::from(r.board) + 1;
            positions[player] = position as u32;
            scores[player] += position;
            if scores[player] >= r.target {
                return (player, scores, rolled);
            }
        }
    }
}

/// The Dirac game, every universe played out roll by roll. `budget` caps the universes visited;
/// `None` means the game is too big for brute force.
pub fn dirac(r: Tiny, starts: &[u32], budget: u64) -> Option<Vec<u128>> {
    struct Walk {
        r: Tiny,
        positions: Vec<u32>,
        scores: Vec<u64>,
        wins: Vec<u128>,
        budget: u64,
    }
    impl Walk {
        /// Roll the remaining dice of `mover`'s turn, then play on.
        fn roll(&mut self, mover: usize, left: u32, sum: u64) -> bool {
            if left > 0 {
                return (1..=self.r.die)
                    .all(|face| self.roll(mover, left - 1, sum + u64::from(face)));
            }
            if self.budget == 0 {
                return false;
            }
            self.budget -= 1;
            let (old_position, old_score) = (self.positions[mover], self.scores[mover]);
            let position = (u64::from(old_position) - 1 + sum) % u64::from(self.r.board) + 1;
            self.positions[mover] = position as u32;
            self.scores[mover] += position;
            let ok = if self.scores[mover] >= self.r.target {
                self.wins[mover] += 1;
                true
            } else {
                self.roll((mover + 1) % self.positions.len(), self.r.rolls, 0)
            };
            self.positions[mover] = old_position;
            self.scores[mover] = old_score;
            ok
        }
    }
    let mut walk = Walk {
        r,
        positions: starts.to_vec(),
        scores: vec![0; starts.len()],
        wins: vec![0; starts.len()],
        budget,
    };
    walk.roll(0, r.rolls, 0).then_some(walk.wins)
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
