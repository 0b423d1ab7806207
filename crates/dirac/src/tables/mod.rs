//! The table engine: each player alone, turn by turn, by `(space, score)`; then the players
//! combined by round. The `per-player` strategy ([`crate::quantum`]) is these tables combined,
//! and every view of the Dirac game (turns, statistics, the sweep) reads them.
//!
//! # The insight: players never interact
//!
//! A player's moves depend only on their own rolls: nobody blocks, captures or shares a space.
//! So split each universe into its players' own roll sequences. For one player alone, let
//!
//! - `reachedᵢ[t]`: own roll sequences of `t` turns that reach the target exactly on turn `t`;
//! - `playingᵢ[t]`: own roll sequences of `t` turns still below the target (`playingᵢ[0] = 1`).
//!
//! Player `i` reached in round `t` exactly when they reach the target on their `t`-th turn while
//! the players before them have survived `t` turns and the players after them `t − 1`. Universes
//! multiply, so
//!
//! ```text
//! universes won by i in round t = reachedᵢ[t] · Πⱼ<ᵢ playingⱼ[t] · Πⱼ>ᵢ playingⱼ[t − 1]
//! ```
//!
//! and the answer for player `i` is the sum over rounds. Prefix and suffix products make a round
//! cost `O(n)` multiplications, so many players cost little.
//!
//! # State space and cost
//!
//! A player's table is a dynamic program over live cells `(space, score)` with
//! `score < target`, advanced one turn at a time: at most `B · target` cells per turn, and a
//! player lasts at most `target` turns (every turn scores at least 1). With the puzzle's rules a
//! player touches about 415 live cells, each fanned out over the 7 distinct moves. Players who
//! start on the same space share a table, so a game needs at most `min(n, B)` of them.
//!
//! Three kernels compute the same table on any machine, chosen by the size of the counts:
//!
//! - `narrow`: one `u64` per cell, for tables whose counts fit 64 bits (the puzzle);
//! - `wide`: fixed-width multi-word cells, for counts of any size, when a turn's universes
//!   `F^R` fit in 63 bits;
//! - `generic`: big integers throughout, for dice so large that even one turn's weights pass
//!   64 bits; also the reference the fast kernels are tested against.
//!
//! On x86-64 with vectors two more take the small games first: `registers` (AVX-512, boards of
//! up to 16 spaces, targets up to 64, counts within 32 bits, two players in one loop) and
//! `dense` (AVX-512 or AVX2, targets up to 64, counts within 64 bits). A two-player game that
//! the register kernel takes is summed from its columns with no table built
//! (`two_players_in_registers`). For every start at once (the sweep), `reverse_lanes` works
//! backwards from the target over `f64` lanes (AVX-512, boards of up to 15 spaces, counts
//! within `2^53`), before the register kernel's runs of two starts and the scalar backward pass
//! (`reverse`).
//!
//! Which kernel takes which table, in what order, is decided in one place: the private
//! `dispatch` module.
//!
//! Tables do not depend on the integer width of the combination, so they are built once; only
//! the combination reruns on `u128` or big integers when its products overflow.

mod atlas;
pub(crate) mod cost;
/// The vector kernels exist where `pulp` dispatches to vectors: x86-64 (AVX2, AVX-512).
#[cfg(target_arch = "x86_64")]
mod dense;
mod dispatch;
mod generic;
pub mod kernel;
mod narrow;
mod reach;
#[cfg(target_arch = "x86_64")]
mod registers;
mod reverse;
#[cfg(target_arch = "x86_64")]
mod reverse_lanes;
pub(crate) mod shape;
pub(crate) mod wide;

pub use kernel::Kernel;

use std::sync::OnceLock;

use num_bigint::BigUint;
use smallvec::SmallVec;

use crate::dice::Moves;
use crate::game::Game;
use crate::num::{Count, Counter, Exact, Overflow, Width, escalate};
use crate::rules::Rules;

pub(crate) use atlas::{every_target, longest_games};
pub(crate) use dispatch::{
    AT_ONCE, every_start, every_start_playing, lanes_pass, two_players_in_registers, vector_layer,
};
pub(crate) use reach::{Reach, reach, reach_sparse};

/// One player's game played alone: per turn, how many of their own roll sequences reach the
/// target on that very turn, and how many are still below it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct PlayerTable {
    /// `reached[t]` for `t = 0..=last` (`reached[0] = 0`).
    pub reached: Vec<Count>,
    /// `playing[t]` for `t = 0..=last` (`playing[0] = 1`, `playing[last] = 0`).
    pub playing: Vec<Count>,
}

impl PlayerTable {
    /// The turn on which the last of this player's universes reaches the target.
    pub fn last_turn(&self) -> usize {
        self.playing.len() - 1
    }
}

/// Builds one player's table under `rules`, for a player starting on `start` (1-based),
/// without a look at the cost: the public way is [`crate::turns::player`], from a checked game.
pub(crate) fn table(rules: &Rules, start: u32, kernel: Kernel) -> PlayerTable {
    let table = Table::build(rules, start, &Dice::of(rules, kernel));
    PlayerTable {
        reached: table.reached.to_counts(),
        playing: table.playing.to_counts(),
    }
}

impl From<&Table> for PlayerTable {
    fn from(table: &Table) -> PlayerTable {
        PlayerTable {
            reached: table.reached.to_counts(),
            playing: table.playing.to_counts(),
        }
    }
}

/// A column of a table, in the narrowest form its kernel produced.
#[derive(Debug, Clone, PartialEq)]
pub(crate) enum Column {
    Narrow(Vec<u64>),
    Big(Vec<BigUint>),
}

impl Column {
    fn to_counts(&self) -> Vec<Count> {
        match self {
            Column::Narrow(v) => v.iter().map(|&x| Count::from(x)).collect(),
            Column::Big(v) => v.iter().map(|x| Count::from(x.clone())).collect(),
        }
    }

    /// The column as big integers.
    pub(crate) fn to_biguints(&self) -> Vec<BigUint> {
        match self {
            Column::Narrow(v) => v.iter().map(|&x| BigUint::from(x)).collect(),
            Column::Big(v) => v.clone(),
        }
    }

    /// The column in `C` arithmetic, failing if an entry does not fit.
    fn to_counter<C: Counter>(&self) -> Result<Vec<C>, Overflow> {
        match self {
            Column::Narrow(v) => Ok(v.iter().map(|&x| C::from_u64(x)).collect()),
            Column::Big(v) => v
                .iter()
                .map(|x| C::from_count(&Count::from(x.clone())))
                .collect(),
        }
    }
}

/// A player's table as a kernel produced it.
#[derive(Debug, Clone, PartialEq)]
pub(crate) struct Table {
    pub(crate) reached: Column,
    pub(crate) playing: Column,
}

/// One move of a turn: the distance (modulo the board) and the universes that make it.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) struct Move {
    pub(crate) distance: usize,
    pub(crate) weight: u64,
}

/// The shape of a turn for the fast kernels: the board, the target and the moves, whose weights
/// add up to `total = F^R < 2^63`, with every route a move can take worked out once, when a
/// sparse kernel first asks (the dense kernel never does).
#[derive(Debug, Clone)]
pub(crate) struct Geometry {
    pub(crate) board: usize,
    pub(crate) target: usize,
    /// On the stack for up to 16 moves (the puzzle's die makes 7).
    pub(crate) moves: SmallVec<[Move; 16]>,
    pub(crate) total: u64,
    /// The kernel the plan chose: the dispatch tries the vector kernels only where it is one
    /// (read on x86-64 alone, where there are vector kernels).
    #[cfg_attr(not(target_arch = "x86_64"), allow(dead_code))]
    pub(crate) kernel: Kernel,
    /// `routes[from · moves + j]`: move `j` from row (space) `from`.
    routes: OnceLock<Vec<Route>>,
}

/// A move from one row of a layer: where its cells land and when they reach the target.
#[derive(Debug, Clone, Copy)]
pub(crate) struct Route {
    /// The destination row (0-based space).
    pub(crate) to: usize,
    /// Points scored by landing there: `to + 1`.
    pub(crate) shift: usize,
    /// Cells with a score of `reach` or more reach the target by this move.
    pub(crate) reach: usize,
    /// Index of the destination cell minus the source score: `to · target + shift`.
    pub(crate) offset: usize,
    pub(crate) weight: u64,
}

/// A kernel's answer for a table it does not build: the dispatch (`dispatch`) tries the next
/// kernel.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) struct Declined;

/// A count that passes a kernel's lanes declines the table.
impl From<Overflow> for Declined {
    fn from(_: Overflow) -> Declined {
        Declined
    }
}

/// The tables a kernel built: inline for the one or two starts of the hot paths, so that the
/// kernels' one signature costs no allocation.
pub(crate) type Built = SmallVec<[Table; 2]>;

/// The dice of a game, in the form the kernels take.
#[derive(Debug, Clone)]
// The machine-word variant is the large one and the one every hot path takes: boxing it would
// bring back the allocation its moves on the stack spare.
#[allow(clippy::large_enum_variant)]
pub(crate) enum Dice {
    /// Every weight, and their total, fit in 63 bits.
    Machine(Geometry),
    /// Weights too large for machine words.
    Big(Moves<BigUint>),
}

impl Dice {
    /// `F^R`: the universes a turn splits into.
    pub(crate) fn total(&self) -> Count {
        match self {
            Dice::Machine(g) => Count::from(g.total),
            Dice::Big(moves) => moves
                .steps()
                .iter()
                .map(|(_, w)| Count::from(w.clone()))
                .sum(),
        }
    }

    /// The dice of `rules`, for the tables of `kernel` (the plan's choice).
    pub(crate) fn of(rules: &Rules, kernel: Kernel) -> Dice {
        match Moves::<u64>::of_die(rules.dirac_die(), rules.rolls(), rules.board()) {
            Ok(moves) => Dice::from_steps(rules, moves.steps(), kernel),
            Err(Overflow) => Dice::Big(Moves::big(rules)),
        }
    }

    /// Every distinct move with weight one: the per-player method then counts move *sequences*
    /// instead of universes.
    pub(crate) fn unweighted(rules: &Rules, kernel: Kernel) -> Dice {
        let distances = crate::dice::distances(rules.dirac_die(), rules.rolls(), rules.board());
        let steps: Vec<(u32, u64)> = distances.iter().map(|&d| (d, 1)).collect();
        Dice::from_steps(rules, &steps, kernel)
    }

    fn from_steps(rules: &Rules, steps: &[(u32, u64)], kernel: Kernel) -> Dice {
        let total = steps
            .iter()
            .try_fold(0_u64, |acc, &(_, w)| acc.checked_add(w))
            .filter(|&t| t < 1 << 63);
        match total {
            Some(total) => Dice::Machine(Geometry::new(
                rules.board() as usize,
                rules.dirac_target() as usize,
                steps
                    .iter()
                    .map(|&(d, weight)| Move {
                        distance: d as usize,
                        weight,
                    })
                    .collect(),
                total,
                kernel,
            )),
            Option::None => Dice::Big(Moves::from_steps(
                steps.iter().map(|&(d, w)| (d, BigUint::from(w))).collect(),
            )),
        }
    }
}

/// The tables of every distinct starting space in a game, and which one each player uses.
#[derive(Debug, Clone)]
pub(crate) struct Tables {
    distinct: Built,
    of_player: SmallVec<[usize; 4]>,
}

impl Tables {
    pub(crate) fn build(game: &Game, dice: &Dice) -> Tables {
        let distinct_starts = game.distinct();
        let distinct = Table::build_all(game.rules(), &distinct_starts, dice);
        let of_player = game
            .starts()
            .iter()
            .map(|s| distinct_starts.binary_search(s).unwrap_or_default())
            .collect();
        Tables {
            distinct,
            of_player,
        }
    }

    /// Player `i`'s table, exactly.
    pub(crate) fn player_table(&self, i: usize) -> PlayerTable {
        PlayerTable::from(&self.distinct[self.of_player[i]])
    }

    /// The tables in `C` arithmetic.
    pub(crate) fn in_counter<C: Counter>(&self) -> Result<Columns<'_, C>, Overflow> {
        let distinct = self
            .distinct
            .iter()
            .map(|t| Ok((t.reached.to_counter()?, t.playing.to_counter()?)))
            .collect::<Result<_, Overflow>>()?;
        Ok(Columns {
            distinct,
            of_player: &self.of_player,
        })
    }
}

/// Every player's `(reached, playing)` columns in `C` arithmetic.
pub(crate) struct Columns<'a, C> {
    distinct: Vec<(Vec<C>, Vec<C>)>,
    of_player: &'a [usize],
}

/// Per-player columns, however they are held.
pub(crate) trait PerPlayer<C> {
    /// Number of players.
    fn players(&self) -> usize;
    /// Player `i`'s `reached` column.
    fn reached(&self, i: usize) -> &[C];
    /// Player `i`'s `playing` column.
    fn playing(&self, i: usize) -> &[C];
}

impl<C> PerPlayer<C> for Columns<'_, C> {
    fn players(&self) -> usize {
        self.of_player.len()
    }

    fn reached(&self, i: usize) -> &[C] {
        &self.distinct[self.of_player[i]].0
    }

    fn playing(&self, i: usize) -> &[C] {
        &self.distinct[self.of_player[i]].1
    }
}

impl PerPlayer<Count> for [PlayerTable] {
    fn players(&self) -> usize {
        self.len()
    }

    fn reached(&self, i: usize) -> &[Count] {
        &self[i].reached
    }

    fn playing(&self, i: usize) -> &[Count] {
        &self[i].playing
    }
}

/// Which column [`by_round`] multiplies by the other players' survivors.
#[derive(Debug, Clone, Copy)]
pub(crate) enum Of {
    /// Universes won by the player in the round.
    Reached,
    /// Universes still undecided right after the player's turn.
    Playing,
}

/// Combines players' tables round by round. For every round `t` and player `i` it calls
/// `visit(t, i, columnᵢ[t] · Πⱼ<ᵢ playingⱼ[t] · Πⱼ>ᵢ playingⱼ[t − 1])` when `columnᵢ[t]` is not zero.
pub(crate) fn by_round<C: Counter>(
    columns: &(impl PerPlayer<C> + ?Sized),
    of: Of,
    mut visit: impl FnMut(usize, usize, C) -> Result<(), Overflow>,
) -> Result<(), Overflow> {
    let n = columns.players();
    // After round `last`, some player has no universe left, so every later term is zero.
    let last = (0..n)
        .map(|i| columns.playing(i).len() - 1)
        .min()
        .unwrap_or(0);
    // suffix[i] = product of playing[t − 1] over the players after i.
    let mut suffix: SmallVec<[C; 9]> = smallvec::smallvec![C::default(); n + 1];
    for round in 1..=last {
        // Only the products a term uses: the whole suffix and prefix (everyone's survivors) may
        // pass a width that every term fits, and would move the game to a wider one for nothing.
        suffix[n] = C::from_u64(1);
        for i in (1..n).rev() {
            suffix[i] = C::product(&suffix[i + 1], &columns.playing(i)[round - 1])?;
        }
        let mut prefix = C::from_u64(1);
        for i in 0..n {
            let own = match of {
                Of::Reached => &columns.reached(i)[round],
                Of::Playing => &columns.playing(i)[round],
            };
            if !own.is_zero() {
                let mut term = C::product(own, &prefix)?;
                term.mul_assign_checked(&suffix[i + 1])?;
                visit(round, i, term)?;
            }
            if i + 1 < n {
                prefix.mul_assign_checked(&columns.playing(i)[round])?;
            }
        }
    }
    Ok(())
}

/// Universes won by each player, combined in the narrowest width that holds every count
/// (`u64`, `u128`, then big integers), with that width's name.
pub(crate) fn wins_in_narrowest(tables: &Tables) -> Result<(Vec<Count>, Width), Overflow> {
    // Tables of 64-bit counts are read where they are, without a copy, for the first try; two
    // players by their pair of sums, which is 4% of part 2 quicker than the rounds' products.
    if let Some(narrow) = tables.narrow() {
        let wins = match narrow.players() {
            2 => pair(
                narrow.reached(0),
                narrow.playing(0),
                narrow.reached(1),
                narrow.playing(1),
            )
            .map(|both| both.into_iter().collect()),
            _ => totals::<u64>(&narrow),
        };
        if let Ok(wins) = wins {
            return Ok((wins.into_iter().map(Count::from).collect(), u64::WIDTH));
        }
    }
    struct Combine<'a>(&'a Tables);
    impl Exact for Combine<'_> {
        type Output = Vec<Count>;
        fn run<C: Counter>(&self) -> Result<Vec<Count>, Overflow> {
            let wins = totals::<C>(&self.0.in_counter::<C>()?)?;
            Ok(wins.iter().map(Counter::to_count).collect())
        }
    }
    escalate(&Combine(tables))
}

/// The two-player combination, written once for every width: player 1 wins on their turn `t`
/// while player 2 is still playing after `t − 1` turns, player 2 on theirs while player 1 is
/// still playing after `t` (what [`by_round`] gives for two players, without its products of
/// the others' survivors).
pub(crate) fn pair<C: Counter>(w1: &[C], a1: &[C], w2: &[C], a2: &[C]) -> Result<[C; 2], Overflow> {
    let last = (w1.len() - 1).min(w2.len() - 1);
    let (mut first, mut second) = (C::default(), C::default());
    for t in 1..=last {
        first.add_product(&w1[t], &a2[t - 1])?;
        second.add_product(&w2[t], &a1[t])?;
    }
    Ok([first, second])
}

/// Universes won by each player, in `C` arithmetic.
fn totals<C: Counter>(columns: &impl PerPlayer<C>) -> Result<SmallVec<[C; 8]>, Overflow> {
    let mut totals: SmallVec<[C; 8]> = smallvec::smallvec![C::default(); columns.players()];
    by_round(columns, Of::Reached, |_, player, won| {
        totals[player].add_assign_checked(&won)
    })?;
    Ok(totals)
}

/// The tables of a game whose columns all hold 64-bit counts, read in place.
pub(crate) struct Narrow<'a> {
    columns: SmallVec<[(&'a [u64], &'a [u64]); 2]>,
    of_player: &'a [usize],
}

impl Tables {
    /// The tables as 64-bit columns in place, when every column is one.
    fn narrow(&self) -> Option<Narrow<'_>> {
        let columns = self
            .distinct
            .iter()
            .map(|t| match (&t.reached, &t.playing) {
                (Column::Narrow(r), Column::Narrow(p)) => Some((r.as_slice(), p.as_slice())),
                _ => None,
            })
            .collect::<Option<_>>()?;
        Some(Narrow {
            columns,
            of_player: &self.of_player,
        })
    }
}

impl PerPlayer<u64> for Narrow<'_> {
    fn players(&self) -> usize {
        self.of_player.len()
    }

    fn reached(&self, i: usize) -> &[u64] {
        self.columns[self.of_player[i]].0
    }

    fn playing(&self, i: usize) -> &[u64] {
        self.columns[self.of_player[i]].1
    }
}

/// The live part of each row of a layer: scores `lo[row]..hi[row]`, empty when `lo >= hi`.
#[derive(Debug, Clone)]
pub(crate) struct Windows {
    lo: Vec<usize>,
    hi: Vec<usize>,
}

impl Windows {
    fn empty(rows: usize) -> Windows {
        Windows {
            lo: vec![usize::MAX; rows],
            hi: vec![0; rows],
        }
    }

    fn clear(&mut self) {
        self.lo.fill(usize::MAX);
        self.hi.fill(0);
    }

    fn extend(&mut self, row: usize, from: usize, to: usize) {
        self.lo[row] = self.lo[row].min(from);
        self.hi[row] = self.hi[row].max(to);
    }

    /// The live scores `lo..hi` of `row` (empty when `lo >= hi`).
    #[inline]
    pub(crate) fn window(&self, row: usize) -> (usize, usize) {
        (self.lo[row], self.hi[row])
    }

    /// `(row, lo, hi)` for every non-empty row.
    pub(crate) fn rows(&self) -> impl Iterator<Item = (usize, usize, usize)> + '_ {
        (0..self.lo.len())
            .filter(|&r| self.lo[r] < self.hi[r])
            .map(|r| (r, self.lo[r], self.hi[r]))
    }
}

impl Geometry {
    fn new(
        board: usize,
        target: usize,
        moves: SmallVec<[Move; 16]>,
        total: u64,
        kernel: Kernel,
    ) -> Geometry {
        Geometry {
            kernel,
            board,
            target,
            moves,
            total,
            routes: OnceLock::new(),
        }
    }

    /// Every route: `board · moves` of them.
    fn all_routes(&self) -> Vec<Route> {
        let (board, target) = (self.board, self.target);
        let mut routes = Vec::with_capacity(board * self.moves.len());
        for from in 0..board {
            for m in &self.moves {
                let mut to = from + m.distance;
                if to >= board {
                    to -= board;
                }
                // Landing on 0-based space `to` scores `to + 1`.
                let shift = to + 1;
                routes.push(Route {
                    to,
                    shift,
                    reach: target.saturating_sub(shift),
                    offset: to * target + shift,
                    weight: m.weight,
                });
            }
        }
        routes
    }

    /// The routes out of row `from`, one per move.
    #[inline]
    pub(crate) fn routes(&self, from: usize) -> &[Route] {
        let m = self.moves.len();
        &self.routes.get_or_init(|| self.all_routes())[from * m..from * m + m]
    }

    /// Records in `landed` where the live cells `lo..hi` of row `from` land.
    #[inline]
    pub(crate) fn land(&self, from: usize, lo: usize, hi: usize, landed: &mut Windows) {
        for r in self.routes(from) {
            if lo < r.reach {
                landed.extend(r.to, lo + r.shift, hi.min(r.reach) + r.shift);
            }
        }
    }
}

#[cfg(test)]
pub(crate) mod tests;

/// The atlas's backward pass alone, to the Dirac target of `rules`: the number of tables it
/// makes (every start at every target), or `None` for dice past machine words. For the
/// benchmark that times the pass apart from the pairs (`crates/dirac-bench/benches/engine.rs`); the atlas itself
/// is [`crate::sweep::atlas`].
#[doc(hidden)]
pub fn atlas_pass(rules: &Rules) -> Option<usize> {
    // The atlas's pass is scalar on every kernel.
    match Dice::of(rules, Kernel::Scalar) {
        Dice::Machine(geometry) => {
            let targets: Vec<usize> = (1..=rules.dirac_target() as usize).collect();
            Some(every_target(&geometry, &targets).iter().map(Vec::len).sum())
        }
        Dice::Big(_) => None,
    }
}
