//! The joint state of a game in progress, shared by the `memo`, `backward` and `stack`
//! strategies.
//!
//! A state is every player's `(space, score)`, listed **starting with the player about to move**.
//! Rotating the list so the mover comes first removes "whose turn is it" from the state (the
//! classic swap-the-players trick, generalised to `n` players): after the mover moves, the next
//! state is the list shifted by one with the mover's new cell at the end.
//!
//! Each player's cell is a number `space · target + score` in `0..M`, `M = B · target`, and a
//! state is the base-`M` number `cell₀ + cell₁·M + … + cellₙ₋₁·Mⁿ⁻¹`. The shift is then plain
//! arithmetic: `next = state / M + new_cell · Mⁿ⁻¹`. There are `Mⁿ` states: 44,100 for the
//! puzzle, but 9.3 million for three players, which is why these strategies refuse large games.
//!
//! Results are kept *relative to the mover* too: `result[k]` counts the universes won by the
//! player `k` places after the mover, so a child's results shift by one place on the way up.

use std::collections::HashMap;

use crate::dice::Moves;
use crate::game::Game;
use crate::num::{Counter, Overflow};

/// Encoding of joint states for one game.
#[derive(Debug, Clone, Copy)]
pub(crate) struct Joint {
    pub(crate) board: usize,
    pub(crate) target: usize,
    pub(crate) players: usize,
    /// `M = board · target`: cells per player.
    cells: usize,
    /// `Mⁿ⁻¹`: the place value of the last slot.
    top: usize,
    /// `Mⁿ`: the number of states.
    pub(crate) states: usize,
}

/// Where a move of the mover leads.
pub(crate) enum Step {
    /// The mover reached the target.
    Won,
    /// The game goes on in this state (next mover first).
    Next(usize),
}

impl Joint {
    /// `None` when `Mⁿ` does not fit in `usize` (such games are refused by the estimate first).
    pub(crate) fn new(game: &Game) -> Option<Joint> {
        let board = game.rules().board() as usize;
        let target = game.rules().dirac_target() as usize;
        let players = game.players();
        let cells = board.checked_mul(target)?;
        let top = (1..players).try_fold(1_usize, |acc, _| acc.checked_mul(cells))?;
        Some(Joint {
            board,
            target,
            players,
            cells,
            top,
            // The count of states every estimate uses, so that the two cannot drift apart.
            states: crate::cost::joint_states(game)?,
        })
    }

    /// The starting state: everyone on their start with no points, player 1 to move.
    pub(crate) fn start(&self, starts: &[u32]) -> usize {
        starts.iter().rev().fold(0, |acc, &s| {
            acc * self.cells + (s as usize - 1) * self.target
        })
    }

    /// Splits a state into the mover's cell and the rest, once per state (the divisions are the
    /// expensive part); [`Mover::step`] then costs a few additions per move.
    #[inline]
    pub(crate) fn mover(&self, state: usize) -> Mover {
        let (cell, rest) = self.split(state);
        self.mover_at(cell / self.target, cell % self.target, rest)
    }

    /// Splits a state into the mover's cell and the other players' cells shifted down one slot.
    #[inline]
    pub(crate) fn split(&self, state: usize) -> (usize, usize) {
        (state % self.cells, state / self.cells)
    }

    /// The mover of a state given decoded: the mover's space and score, and the other players'
    /// cells shifted down one slot (`state / M`). No division.
    #[inline]
    pub(crate) fn mover_at(&self, space: usize, score: usize, rest: usize) -> Mover {
        Mover {
            board: self.board,
            target: self.target,
            top: self.top,
            space,
            score,
            rest,
        }
    }

    /// Calls `visit(state, cell, rest)` for every state (split as by [`Joint::split`]), in
    /// decreasing order of the players' score sum, so that a state comes after every state it
    /// leads to. Stops at the first error.
    pub(crate) fn each_by_score_sum<E>(
        &self,
        mut visit: impl FnMut(usize, usize, usize) -> Result<(), E>,
    ) -> Result<(), E> {
        let others = self.players - 1;
        let (mut scores, mut spaces) = (vec![0; others], vec![0; others]);
        // Every score is below the target, so every sum is below `players · target`.
        for sum in (0..self.players * self.target).rev() {
            loop {
                let taken: usize = scores.iter().sum();
                if let Some(score) = sum.checked_sub(taken).filter(|&s| s < self.target) {
                    loop {
                        let rest = scores
                            .iter()
                            .zip(&spaces)
                            .rev()
                            .fold(0, |acc, (s, p)| acc * self.cells + p * self.target + s);
                        for space in 0..self.board {
                            let cell = space * self.target + score;
                            visit(cell + rest * self.cells, cell, rest)?;
                        }
                        if !odometer(&mut spaces, self.board) {
                            break;
                        }
                    }
                }
                if !odometer(&mut scores, self.target) {
                    break;
                }
            }
        }
        Ok(())
    }

    /// Sum of all players' scores: strictly increases with every move, so it orders states
    /// topologically.
    pub(crate) fn score_sum(&self, mut state: usize) -> usize {
        let mut sum = 0;
        for _ in 0..self.players {
            // `M` is a multiple of the target: the lowest cell's score is the state's remainder.
            sum += state % self.target;
            state /= self.cells;
        }
        sum
    }
}

/// Where every move from every cell leads, worked out once per game: a state's moves then cost
/// an addition each, with no decoding of the mover's space and score, and the moves that reach
/// the target cost nothing.
#[derive(Debug)]
pub(crate) struct Successors<C> {
    /// Per cell, the ways of the moves that reach the target.
    won: Vec<C>,
    /// Per cell, where its moves that do not reach the target start in `live`: cell `c` owns
    /// `live[starts[c]..starts[c + 1]]`.
    starts: Vec<usize>,
    /// `(new_cell · Mⁿ⁻¹, ways)`: the mover's new cell in the next state's last slot, to add to
    /// the rest of the state (see [`Joint::split`]), and the ways to make the move.
    live: Vec<(usize, C)>,
}

/// The states the memoised recursion visits from the start of `game`, and the moves it makes
/// from them, each of the turn's distinct moves from each state (the puzzle: 17,512 states,
/// 122,584 moves), by a walk over them; `None` past `most` joint states in all, which the
/// walk would have to mark.
pub(crate) fn visited(game: &Game, most: usize) -> Option<(u64, u64)> {
    let joint = Joint::new(game)?;
    let rules = game.rules();
    let bound = crate::dice::moves_bound(rules.dirac_die(), rules.rolls(), rules.board());
    // The walk and the successors' table each cost a step per state (or cell) and move, and
    // the table holds a machine word's weight per cell and move.
    let steps = (joint.states.max(joint.cells) as u128).saturating_mul(u128::from(bound));
    if joint.states > most || steps > 4 * most as u128 {
        return None;
    }
    // Only which states a move reaches counts here: weights past a machine word are not made.
    let moves = Moves::<u64>::of_die(rules.dirac_die(), rules.rolls(), rules.board()).ok()?;
    let successors = Successors::new(&joint, &moves).ok()?;
    let mut seen = vec![false; joint.states];
    let start = joint.start(game.starts());
    seen[start] = true;
    let mut stack = vec![start];
    let mut states = 0_u64;
    while let Some(state) = stack.pop() {
        states += 1;
        let (cell, rest) = joint.split(state);
        let (_, live) = successors.of(cell);
        for (last, _) in live {
            let child = rest + last;
            if !seen[child] {
                seen[child] = true;
                stack.push(child);
            }
        }
    }
    Some((states, states * moves.steps().len() as u64))
}

impl<C: Counter> Successors<C> {
    /// The successors for `moves`; fails if the ways of the winning moves of a cell do not add
    /// up in `C`.
    pub(crate) fn new(joint: &Joint, moves: &Moves<C>) -> Result<Successors<C>, Overflow> {
        let mut won = Vec::with_capacity(joint.cells);
        let mut starts = Vec::with_capacity(joint.cells + 1);
        let mut live = Vec::new();
        starts.push(0);
        for cell in 0..joint.cells {
            let mover = joint.mover_at(cell / joint.target, cell % joint.target, 0);
            let mut reached = C::default();
            for (distance, ways) in moves.steps() {
                match mover.step(*distance) {
                    Step::Won => reached.add_assign_checked(ways)?,
                    Step::Next(last_slot) => live.push((last_slot, ways.clone())),
                }
            }
            won.push(reached);
            starts.push(live.len());
        }
        crate::steps::add(crate::work::Op::CellMove, joint.cells * moves.steps().len());
        Ok(Successors { won, starts, live })
    }

    /// The moves from `cell`: the ways of those that reach the target, and the others.
    #[inline]
    pub(crate) fn of(&self, cell: usize) -> (&C, &[(usize, C)]) {
        (
            &self.won[cell],
            &self.live[self.starts[cell]..self.starts[cell + 1]],
        )
    }

    /// The results of the state `(cell, rest)` for `players` players, relative to its mover,
    /// from the results of the states its moves lead to, which `below` gives (`None` for one
    /// not resolved yet: a broken invariant, reported as an `Overflow`), each look-up counted
    /// as a `probe`.
    #[inline]
    pub(crate) fn resolve<'r, R: Results<C> + 'r>(
        &self,
        players: usize,
        (cell, rest): (usize, usize),
        probe: crate::work::Op,
        below: impl Fn(usize) -> Option<&'r R>,
    ) -> Result<R, Overflow> {
        let (won, live) = self.of(cell);
        crate::steps::add(probe, live.len());
        let mut acc = R::zero(players);
        acc.as_mut()[0].clone_from(won);
        for (last, ways) in live {
            add_child(
                acc.as_mut(),
                ways,
                below(rest + last).ok_or(Overflow)?.as_ref(),
            )?;
        }
        Ok(acc)
    }
}

/// Steps `digits` (base `base`, least significant first) to the next value; `false` after the
/// last one, when every digit is back to zero.
fn odometer(digits: &mut [usize], base: usize) -> bool {
    for digit in digits {
        *digit += 1;
        if *digit < base {
            return true;
        }
        *digit = 0;
    }
    false
}

/// The player about to move in a state, decoded, with the few constants a move needs copied in
/// (so they stay in registers across a state's moves).
#[derive(Debug, Clone, Copy)]
pub(crate) struct Mover {
    board: usize,
    target: usize,
    top: usize,
    space: usize,
    score: usize,
    /// The other players' cells, shifted down one slot.
    rest: usize,
}

impl Mover {
    /// The mover moves `distance` (below the board size) spaces.
    #[inline]
    pub(crate) fn step(&self, distance: u32) -> Step {
        let mut landed = self.space + distance as usize;
        if landed >= self.board {
            landed -= self.board;
        }
        // Landing on 0-based space `landed` scores `landed + 1`.
        let new_score = self.score + landed + 1;
        if new_score >= self.target {
            Step::Won
        } else {
            Step::Next(self.rest + (landed * self.target + new_score) * self.top)
        }
    }
}

/// The universes each player wins from a state, relative to the mover: a fixed-size array for
/// a few players (no allocation, and two `u64` counts travel in registers), a vector beyond.
pub(crate) trait Results<C>: Clone + AsRef<[C]> + AsMut<[C]> {
    /// All zero, for `n` players.
    fn zero(n: usize) -> Self;
}

impl<C: Counter, const N: usize> Results<C> for [C; N] {
    fn zero(_: usize) -> Self {
        std::array::from_fn(|_| C::default())
    }
}

impl<C: Counter> Results<C> for Vec<C> {
    fn zero(n: usize) -> Self {
        vec![C::default(); n]
    }
}

/// Folds a child's results (relative to the next mover) into the current accumulator (relative
/// to the current mover), weighted by the number of ways to make the move.
#[inline]
pub(crate) fn add_child<C: Counter>(acc: &mut [C], ways: &C, child: &[C]) -> Result<(), Overflow> {
    let n = acc.len();
    for (k, won) in child.iter().enumerate() {
        let slot = if k + 1 == n { 0 } else { k + 1 };
        acc[slot].add_product(ways, won)?;
    }
    Ok(())
}

/// Results per state.
pub(crate) trait Store<R> {
    /// The results of `state`, if stored.
    fn get(&self, state: usize) -> Option<&R>;
    /// Stores the results of `state`.
    fn put(&mut self, state: usize, result: R);
}

/// A flat array indexed by state, for state spaces small enough to allocate whole: results
/// in one array, and whether each state is solved in a byte of another, so that results pack
/// densely (a quarter more of them per cache line than `Option`'s for two `u64` counts).
#[derive(Debug)]
pub(crate) struct Flat<R> {
    results: Vec<R>,
    solved: Vec<bool>,
}

impl<R: Clone> Flat<R> {
    /// Room for every state, each holding `zero` until solved.
    pub(crate) fn new(joint: &Joint, zero: R) -> Flat<R> {
        Flat {
            results: vec![zero; joint.states],
            solved: vec![false; joint.states],
        }
    }
}

impl<R> Store<R> for Flat<R> {
    #[inline]
    fn get(&self, state: usize) -> Option<&R> {
        self.solved[state].then(|| &self.results[state])
    }

    #[inline]
    fn put(&mut self, state: usize, result: R) {
        self.results[state] = result;
        self.solved[state] = true;
    }
}

/// A hash map of the states actually visited: for state spaces too large to allocate.
#[derive(Debug)]
pub(crate) struct Sparse<R>(HashMap<usize, R>);

impl<R> Default for Sparse<R> {
    fn default() -> Self {
        Sparse(HashMap::new())
    }
}

impl<R> Store<R> for Sparse<R> {
    fn get(&self, state: usize) -> Option<&R> {
        self.0.get(&state)
    }

    fn put(&mut self, state: usize, result: R) {
        self.0.insert(state, result);
    }
}

/// Runs `$run::<R>(args)` with `R` the results type for `$n` players: arrays for up to four,
/// a vector beyond.
macro_rules! with_results {
    ($n:expr, $c:ty, $run:ident($($arg:expr),*)) => {
        match $n {
            1 => $run::<$c, [$c; 1]>($($arg),*),
            2 => $run::<$c, [$c; 2]>($($arg),*),
            3 => $run::<$c, [$c; 3]>($($arg),*),
            4 => $run::<$c, [$c; 4]>($($arg),*),
            _ => $run::<$c, Vec<$c>>($($arg),*),
        }
    };
}
pub(crate) use with_results;

#[cfg(test)]
mod tests {
    use super::*;
    use crate::limits::Limits;
    use crate::quantum::{self, Strategy, backward, memo};
    use crate::rules::Rules;

    /// Small games of one to three players on varied boards, dice and targets.
    fn games() -> Vec<Game> {
        let mut games = Vec::new();
        for (board, faces, rolls, target) in [
            (10_u32, 3, 3, 21),
            (3, 2, 1, 7),
            (7, 4, 2, 12),
            (1, 1, 1, 5),
        ] {
            let rules = Rules::builder()
                .board(board.into())
                .dirac_faces(faces)
                .rolls(rolls)
                .dirac_target(target)
                .build()
                .unwrap();
            for starts in [vec![1], vec![board, 1], vec![board.min(4), 1, board.min(2)]] {
                if starts.len() < 3 || target < 20 {
                    games.push(Game::new(rules.clone(), starts).unwrap());
                }
            }
        }
        // Five players: results in a vector rather than an array.
        let five = Rules::builder()
            .board(2)
            .dirac_faces(1)
            .rolls(1)
            .dirac_target(3)
            .build()
            .unwrap();
        games.push(Game::new(five, vec![1, 2, 1, 2, 1]).unwrap());
        games
    }

    #[test]
    fn counts_take_a_machine_word_two_or_heap_digits() {
        assert_eq!(
            [1, 64, 65, 128].map(crate::work::count_bytes),
            [8, 8, 16, 16]
        );
        // A big integer: its header and its digits.
        assert_eq!(crate::work::count_bytes(129), 24 + 3 * 8);
        assert_eq!(crate::work::count_bytes(640), 24 + 10 * 8);
    }

    #[test]
    fn memo_and_backward_agree_with_per_player_in_both_stores() {
        for game in games() {
            let expected = quantum::solve(&game, Strategy::PerPlayer, &Limits::default())
                .unwrap()
                .wins;
            let rules = game.rules();
            let moves =
                Moves::<u128>::of_die(rules.dirac_die(), rules.rolls(), rules.board()).unwrap();
            for flat in [true, false] {
                let storage = crate::cost::Storage {
                    flat,
                    probe: crate::work::Op::Probe,
                };
                for (name, wins) in [
                    ("memo", memo::wins(&game, &moves, storage)),
                    ("backward", backward::wins(&game, &moves, storage)),
                ] {
                    let wins: Vec<_> = wins.unwrap().iter().map(Counter::to_count).collect();
                    assert_eq!(wins, expected, "{name}, flat {flat}, {game:?}");
                }
            }
        }
    }

    #[test]
    fn states_come_once_each_by_decreasing_score_sum() {
        for game in games() {
            let joint = Joint::new(&game).unwrap();
            let mut seen = vec![false; joint.states];
            let mut last_sum = usize::MAX;
            joint
                .each_by_score_sum(|state, cell, rest| {
                    assert_eq!(joint.split(state), (cell, rest));
                    assert!(!std::mem::replace(&mut seen[state], true), "{state} twice");
                    let sum = joint.score_sum(state);
                    assert!(sum <= last_sum, "{sum} after {last_sum}");
                    last_sum = sum;
                    Ok::<(), ()>(())
                })
                .unwrap();
            assert!(seen.iter().all(|&s| s), "{game:?}: a state was left out");
            assert_eq!(last_sum, 0);
        }
    }

    #[test]
    fn the_visit_stops_at_the_first_error() {
        let joint = Joint::new(&games()[0]).unwrap();
        let mut visits = 0;
        let stopped = joint.each_by_score_sum(|_, _, _| {
            visits += 1;
            if visits == 3 { Err(visits) } else { Ok(()) }
        });
        assert_eq!((stopped, visits), (Err(3), 3));
    }

    #[test]
    fn successors_split_each_cells_moves_into_wins_and_next_states() {
        let game = &games()[0];
        let joint = Joint::new(game).unwrap();
        let rules = game.rules();
        let moves = Moves::<u64>::of_die(rules.dirac_die(), rules.rolls(), rules.board()).unwrap();
        let successors = Successors::new(&joint, &moves).unwrap();
        for cell in 0..joint.cells {
            let mover = joint.mover(cell);
            let (mut won, mut live) = (0, Vec::new());
            for &(distance, ways) in moves.steps() {
                match mover.step(distance) {
                    Step::Won => won += ways,
                    Step::Next(next) => live.push((next, ways)),
                }
            }
            assert_eq!(successors.of(cell), (&won, &live[..]), "cell {cell}");
        }
        // On the puzzle's board a player with 20 points wins with any move; with none, never.
        assert_eq!(successors.of(20), (&27, &[][..]));
        assert_eq!(successors.of(0).0, &0);
    }

    #[test]
    fn successors_report_winning_ways_that_overflow() {
        let game = &games()[0];
        let joint = Joint::new(game).unwrap();
        let moves = Moves::from_steps(vec![(1, u64::MAX), (2, 1)]);
        assert!(Successors::new(&joint, &moves).is_err());
    }
}
