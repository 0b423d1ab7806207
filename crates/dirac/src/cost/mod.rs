//! Every estimate dirac makes, and the one way past them: a [`Checked`] game.
//!
//! Before any work, dirac estimates its cost in *steps* (64-bit multiply-adds) and bytes, and
//! refuses it with the estimate when it would pass the [`Limits`]. This module holds every such
//! formula, one for each quantity, and is the only maker of a [`Checked`] game: the tables, the
//! turns, an analysis and a solve all start from one.
//!
//! Estimates are upper bounds, computed from the rules in at most a few milliseconds:
//!
//! - counts grow by at most `⌈R · log₂ F⌉` bits per turn (one formula for it), and a player lasts at
//!   most `target` turns, which bounds every count's size and so the cost of each step;
//! - a floor that nothing can beat is checked first, so rules far past the limits are refused
//!   at once ("at least");
//! - then one pass over a player's `(space, score)` cells finds the exact longest game and which
//!   cells are live on which turns, when that pass is cheap (`REACH_WORK`, whatever the work
//!   limit, so that a refusal gives one figure under any limits); on a board bigger than the
//!   target, a pass over the cells a player reaches, within its own budget; past both, every
//!   cell is taken to be live on every turn;
//! - `stack`'s work is not estimated but *counted*: the size of its game tree, exactly.

use crate::dice;
use crate::error::Error;
use crate::game::Game;
use crate::limits::{Cost, Limits, Reason, Refusal, Subject};
use crate::num::{Count, Counter, Exact, Overflow, escalate};
use crate::rules::Rules;
use crate::strategy::Strategy;
use crate::tables::{self, Dice, Of, Reach, Tables};

/// A strategy's estimate and the choices made from it.
#[derive(Debug, Clone, Copy)]
pub(crate) struct Estimate {
    pub(crate) cost: Cost,
    /// For joint-state strategies: index results by state in a flat array (else a hash map).
    pub(crate) flat: bool,
}

impl Estimate {
    fn new(cost: Cost) -> Estimate {
        Estimate { cost, flat: false }
    }
}

/// Recursion deeper than this many turns is refused by `memo`.
const MAX_DEPTH: u128 = 5_000;

/// The most cell-moves of the pass that refines an estimate: a fortieth of the default work
/// limit, some tens of milliseconds.
const REACH_WORK: u128 = Limits::DEFAULT_WORK as u128 / 40;

/// The most moves of the sparse pass, for boards too big for the dense one: each costs a few
/// map operations, so this too is some tens of milliseconds, and its map stays within
/// [`REACH_MEMORY`].
const REACH_SPARSE_WORK: u64 = 1_000_000;

/// The most memory of that pass (two words a cell): 64 MiB, or the memory limit if lower.
const REACH_MEMORY: u128 = 64 << 20;

/// The size of a game, for estimates. Every quantity saturates at `u128::MAX`.
#[derive(Debug, Clone)]
pub(crate) struct Shape {
    board: u128,
    target: u128,
    players: u128,
    /// Distinct starting spaces, sorted: players who share one share a table.
    distinct: crate::input::Starts,
    /// Distinct moves per turn, at most: [`dice::moves_bound`] (`min(B, R(F − 1) + 1)` for `1..=F`).
    moves: u128,
    /// `⌈log₂ F^R⌉`: counts grow by at most this many bits per turn (none for a 1-faced die).
    turn_bits: u128,
    /// Turns a player can last: `target` until refined.
    max_turns: u128,
    /// Rounds the combination of the players' tables runs: until the first player whose
    /// every universe has finished, so the shortest of the players' longest games (`target`
    /// until refined).
    rounds: u128,
}

impl Shape {
    /// The shape of `game`, refusing at once if building the dice distribution is too costly.
    pub(crate) fn of(game: &Game, limits: &Limits) -> Result<Shape, Refusal> {
        let rules = game.rules();
        let board = u128::from(rules.board());
        let distinct = game.distinct();
        let turn_bits = turn_bits(rules);
        let shape = Shape {
            board,
            target: u128::from(rules.dirac_target()),
            players: game.players() as u128,
            distinct,
            moves: u128::from(dice::moves_bound(
                rules.dirac_die(),
                rules.rolls(),
                rules.board(),
            )),
            turn_bits,
            max_turns: u128::from(rules.dirac_target()),
            rounds: u128::from(rules.dirac_target()),
        };
        // Kernels index `B · target` cells of up to 16 bytes in a usize: on 32-bit targets a
        // huge board and target would not fit.
        if usize::try_from(shape.layer_bytes()).is_err() {
            return Err(Refusal {
                subject: Strategy::PerPlayer.subject(),
                reason: Reason::TooManyStates,
            });
        }
        limits.check(shape.dice_cost(), Subject::Dice)?;
        Ok(shape)
    }

    /// Bytes of a layer of `B · target` cells of 16 bytes.
    fn layer_bytes(&self) -> u128 {
        self.board * self.target * 16
    }

    /// Square-and-multiply: at most `2 log₂ R` convolutions of `moves²` products, each a
    /// product of numbers of up to `R log₂ F` bits: `words²` word operations at most (the
    /// schoolbook bound; a linear one let a million rolls of a million faces run for a minute
    /// under the default limits).
    fn dice_cost(&self) -> Cost {
        let rolls_bits = u128::from(u128::BITS - self.turn_bits.leading_zeros());
        let products = self.moves.saturating_mul(self.moves);
        let words = words(self.turn_bits);
        Cost {
            work: (2 * rolls_bits)
                .saturating_mul(products)
                .saturating_mul(words.saturating_mul(words)),
            memory: products.saturating_mul(count_bytes(self.turn_bits)),
        }
    }

    fn distinct(&self) -> u128 {
        self.distinct.len() as u128
    }

    /// Bits of a per-player table entry: a count of at most `(F^R)^turns`.
    fn table_bits(&self) -> u128 {
        self.max_turns
            .saturating_mul(self.turn_bits)
            .saturating_add(1)
    }

    /// Bits of a count of whole-game universes.
    fn game_bits(&self) -> u128 {
        self.players.saturating_mul(self.table_bits())
    }

    /// Whether one pass over the cells of every distinct start is cheap: [`REACH_WORK`]
    /// cell-moves at most (some tens of milliseconds), its two words per cell within
    /// [`REACH_MEMORY`] and the memory limit. The budget does not follow the work limit, so
    /// that an estimate is the same figure under any work limit.
    fn reach_is_cheap(&self, limits: &Limits) -> bool {
        let cells = self.board.saturating_mul(self.target);
        let pass = self
            .distinct()
            .saturating_mul(cells)
            .saturating_mul(self.moves);
        let memory = REACH_MEMORY.min(u128::from(limits.max_memory));
        pass <= REACH_WORK && cells.saturating_mul(8) <= memory
    }

    /// The reach of every distinct start (in the order of `distinct`): by the dense pass if it
    /// is cheap ([`Shape::reach_is_cheap`]), else by the sparse pass over the reachable cells
    /// alone within [`REACH_SPARSE_WORK`] moves (a huge board with a low target); `None`, and
    /// the crude estimate decides, when neither fits.
    fn reach(&self, game: &Game, limits: &Limits) -> Option<Vec<Reach>> {
        let rules = game.rules();
        let distances = || dice::distances(rules.dirac_die(), rules.rolls(), rules.board());
        if self.reach_is_cheap(limits) {
            let distances = distances();
            return Some(
                self.distinct
                    .iter()
                    .map(|&s| tables::reach(rules, s, &distances))
                    .collect(),
            );
        }
        // On a board no bigger than the target, a player reaches most cells: the sparse pass
        // would spend its budget to no end.
        if self.board <= self.target || REACH_MEMORY > u128::from(limits.max_memory) {
            return None;
        }
        let distances = distances();
        let mut budget = REACH_SPARSE_WORK;
        self.distinct
            .iter()
            .map(|&s| tables::reach_sparse(rules, s, &distances, &mut budget))
            .collect()
    }

    /// The same shape with the exact longest game, and the rounds of the shortest of the
    /// starts' longest games.
    fn refined(&self, reach: &[Reach]) -> Shape {
        let longest = reach.iter().map(|r| r.max_turns).max().unwrap_or(0);
        let shortest = reach.iter().map(|r| r.max_turns).min().unwrap_or(0);
        Shape {
            rounds: u128::from(shortest),
            ..self.with_max_turns(u128::from(longest))
        }
    }

    /// The same shape with games of at most `turns` turns.
    fn with_max_turns(&self, turns: u128) -> Shape {
        Shape {
            max_turns: turns,
            rounds: self.rounds.min(turns),
            ..self.clone()
        }
    }
}

/// 64-bit words in a count of `bits` bits.
fn words(bits: u128) -> u128 {
    bits.div_ceil(64).max(1)
}

struct PerPlayer;

impl PerPlayer {
    /// Tables: every live cell on every turn fans out over every move (or, in the vector
    /// kernels, every row's vectors); two dense layers of cells for each table built at once.
    /// Combination: [`combination_work`].
    fn cost(shape: &Shape, cell_turns: u128, layers: Layers) -> Cost {
        let table_words = words(shape.table_bits());
        let entry = count_bytes(shape.table_bits());
        // The sparse kernels work out every move's route from every row once (40 bytes each),
        // and keep each row's window of live scores in this turn and the next (32 bytes a row).
        let routes = shape
            .board
            .saturating_mul(shape.moves.saturating_mul(40).saturating_add(32));
        // Big tables are built on several cores at once, each with its own layers.
        let at_once = shape.distinct().min(tables::AT_ONCE as u128).max(1);
        // A move's weight takes `turn_bits` (more than a word only for the big dice).
        let live = cell_turns
            .saturating_mul(shape.moves)
            .saturating_mul(table_words)
            .saturating_mul(words(shape.turn_bits));
        // The vector kernels, where the CPU has them, take small layers (targets to 64, boards
        // to 512) and visit every row's vectors of 16 lanes on every turn, live or not.
        let vector_kernel = tables::Kernel::active().is_vector();
        let vector_domain = vector_kernel && shape.target <= 64 && shape.board <= 512;
        let vectors = if vector_domain {
            shape
                .distinct()
                .saturating_mul(shape.max_turns)
                .saturating_mul(shape.board)
                .saturating_mul(shape.moves)
                .saturating_mul(shape.target.div_ceil(16))
        } else {
            0
        };
        // Their rows hold the scores below the target and room for the shift of landing on
        // the farthest space (up to `B` lanes), in vectors of 16 lanes of 4 bytes, or 8 when
        // a count may pass 32 bits: two layers of `B` rows for each table built at once.
        let vector_layers = if vector_domain {
            let lanes = (shape.target.div_ceil(16) + shape.board.div_ceil(16)) * 16;
            let lane = if shape.table_bits() <= 32 { 4 } else { 8 };
            (shape.board * lanes * lane * 2)
                .saturating_mul(shape.distinct().min(tables::AT_ONCE as u128).max(1))
        } else {
            0
        };
        let cells = shape.board.saturating_mul(shape.target);
        let layers_bytes = match layers {
            // Two layers of counts as wide as the widest, which the wide kernel grows by an
            // eighth at a time, for each table built at once.
            Layers::Dense => {
                let layer = cells.saturating_mul(entry);
                layer
                    .saturating_add(layer / 8)
                    .saturating_mul(2)
                    .saturating_add(routes)
                    .saturating_mul(at_once)
            }
            // Two layers of big integers, one table at a time: an empty one a cell, and the
            // live cells' words.
            Layers::Big { live: counts } => cells
                .saturating_mul(2 * BIG_INTEGER)
                .saturating_add(counts)
                .saturating_add(routes),
        };
        let tables = Cost {
            work: live.max(vectors),
            memory: match layers {
                Layers::Dense => layers_bytes.max(vector_layers),
                Layers::Big { .. } => layers_bytes,
            }
            .saturating_add(
                shape
                    .distinct()
                    .saturating_mul(2 * shape.max_turns + 2)
                    .saturating_mul(entry),
            )
            .saturating_add(SMALL_ALLOCATIONS),
        };
        tables.then(combination(shape))
    }
}

/// The players' tables combined round by round ([`combination_work`]), holding three counts
/// of the game's width a player.
fn combination(shape: &Shape) -> Cost {
    Cost {
        work: combination_work(shape),
        memory: (3 * shape.players).saturating_mul(count_bytes(shape.game_bits())),
    }
}

/// How a table's two layers of counts are held.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Layers {
    /// Every cell as wide as the widest count (the machine-word kernels).
    Dense,
    /// Big integers, each as wide as its own count (the dice past 64 bits, one kernel):
    /// `live` bytes for the counts of the cells live in two turns at once.
    Big { live: u128 },
}

impl Layers {
    /// The layers of `shape`'s kernel: big integers for dice past 64 bits, with the live
    /// cells' counts from `reach` when there is one (a cell live after `t` turns holds at most
    /// `P^t`), else every cell's.
    fn of(shape: &Shape, reach: Option<&[Reach]>) -> Layers {
        if shape.turn_bits <= 64 {
            return Layers::Dense;
        }
        let count = |turns: u128| count_bytes(turns.saturating_mul(shape.turn_bits)) + 8;
        let live = match reach {
            Some(reach) => reach
                .iter()
                .map(|r| {
                    (0..r.live.len())
                        .map(|t| {
                            let both = r.live[t] + r.live.get(t + 1).copied().unwrap_or(0);
                            u128::from(both).saturating_mul(count(t as u128 + 1))
                        })
                        .max()
                        .unwrap_or(0)
                })
                .max()
                .unwrap_or(0),
            None => shape
                .board
                .saturating_mul(shape.target)
                .saturating_mul(2)
                .saturating_mul(count(shape.max_turns)),
        };
        Layers::Big { live }
    }
}

/// Bytes of an empty big integer.
const BIG_INTEGER: u128 = 24;

/// Small allocations beside the tables' layers and the stack's entries (the dice, the
/// kernels' plans).
const SMALL_ALLOCATIONS: u128 = 64 << 10;

/// The steps of combining `n` players' columns round by round (`tables::by_round`): in round
/// `r`, with entries of `b = r·β + 1` bits, the running products of the players after each
/// player (`j·b` bits times an entry, `j < m = n − 1`), of the players before (the same), a
/// player's entry times the product before (`b` by `i·b`, `i ≤ m`), and that times the
/// product after (`(i + 1)·b` by `(m − i)·b`). With `⌈x⌉ ≤ x + 1` and `K = m(m + 1)`, their
/// word products come to `b²·(m³ + 12m² − m)/(6·64²) + b·(5K + 4n)/128 + 4n` a round, summed in
/// closed form over the rounds, which end with the shortest of the players' longest games.
fn combination_work(shape: &Shape) -> u128 {
    let (n, rounds, beta) = (shape.players, shape.rounds, shape.turn_bits);
    let m = n.saturating_sub(1);
    let k = m.saturating_mul(m + 1);
    // Σ b and Σ b² over the rounds, b = r·β + 1.
    let t = rounds;
    let sum_r = t.saturating_mul(t + 1) / 2;
    let sum_r2 = t.saturating_mul(t + 1).saturating_mul(2 * t + 1) / 6;
    let sum_b = beta.saturating_mul(sum_r).saturating_add(t);
    let sum_b2 = beta
        .saturating_mul(beta)
        .saturating_mul(sum_r2)
        .saturating_add(beta.saturating_mul(sum_r).saturating_mul(2))
        .saturating_add(t);
    let square = m
        .saturating_mul(m)
        .saturating_mul(m.saturating_add(12))
        .saturating_sub(m);
    sum_b2
        .saturating_mul(square)
        .div_ceil(6 * 64 * 64)
        .saturating_add(
            sum_b
                .saturating_mul(k.saturating_mul(5).saturating_add(n.saturating_mul(4)))
                .div_ceil(128),
        )
        .saturating_add(n.saturating_mul(t).saturating_mul(4))
}

impl PerPlayer {
    const STRATEGY: Strategy = Strategy::PerPlayer;

    fn plan(game: &Game, shape: &Shape, limits: &Limits) -> Result<Estimate, Refusal> {
        let cost = Self::plan_with(game, shape, limits, Self::STRATEGY.subject(), |_| {
            Cost::default()
        })?;
        Ok(Estimate::new(cost))
    }

    /// The tables' estimate and, held with them, what `then` adds for the shape they were
    /// estimated with; refused in the name of `subject`. A floor first, so that rules far past
    /// the limits are refused at once ("at least"); then the estimate with the exact reach of
    /// each start where one pass over the cells is cheap, else with every cell live on every
    /// turn: the same figure whatever the limits.
    fn plan_with(
        game: &Game,
        shape: &Shape,
        limits: &Limits,
        subject: Subject,
        then: impl Fn(&Shape) -> Cost,
    ) -> Result<Cost, Refusal> {
        // The exact reach cannot bring the cost below this floor: every game lasts at least
        // `⌈target / B⌉` turns (a turn scores at most `B`), with a live cell on each.
        let fewest_turns = shape.target.div_ceil(shape.board);
        let fewest = shape.with_max_turns(fewest_turns);
        // Big integers' live cells are known only from the reach: none in the floor.
        let floor_layers = match Layers::of(&fewest, None) {
            Layers::Big { .. } => Layers::Big { live: 0 },
            dense => dense,
        };
        let floor = Self::cost(
            &fewest,
            shape.distinct().saturating_mul(fewest_turns),
            floor_layers,
        )
        .holding(then(&fewest));
        limits.check_floor(floor, subject)?;
        let (shape, cell_turns, layers) = match shape.reach(game, limits) {
            Some(reach) => {
                let refined = shape.refined(&reach);
                let layers = Layers::of(&refined, Some(&reach));
                let cell_turns = reach
                    .iter()
                    .map(|r| u128::from(r.cell_turns))
                    .fold(0, u128::saturating_add);
                (refined, cell_turns, layers)
            }
            None => (
                shape.clone(),
                shape
                    .distinct()
                    .saturating_mul(shape.board)
                    .saturating_mul(shape.target)
                    .saturating_mul(shape.max_turns),
                Layers::of(shape, None),
            ),
        };
        let cost = Self::cost(&shape, cell_turns, layers).holding(then(&shape));
        limits.check(cost, subject)?;
        Ok(cost)
    }
}

/// At most how many joint states a game can reach, from each player's cells live after `t`
/// turns (`live[i][t]`). Players move in turn, so after `q·n + m` turns the first `m` players
/// have made `q + 1` turns and the others `q`: the states with player `m` to move are at most
/// `Πᵢ<ₘ live[i][q + 1] · Πᵢ≥ₘ live[i][q]`, summed over every `q` and `m`.
fn joint_states_bound(live: &[&[u64]]) -> u128 {
    let at = |i: usize, t: usize| u128::from(live[i].get(t).copied().unwrap_or(0));
    let turns = live.iter().map(|l| l.len()).max().unwrap_or(0);
    let mut states = 0_u128;
    for q in 0..turns {
        for m in 0..live.len() {
            let ahead = (0..m).fold(1_u128, |acc, i| acc.saturating_mul(at(i, q + 1)));
            let behind = (m..live.len()).fold(1_u128, |acc, i| acc.saturating_mul(at(i, q)));
            states = states.saturating_add(ahead.saturating_mul(behind));
        }
    }
    states
}

/// The estimate shared by the joint-state strategies.
struct JointEstimate {
    /// `(B · target)ⁿ`: the flat index space.
    index_space: u128,
    /// Upper bound on the states visited: the index space, or with the players' reach,
    /// [`joint_states_bound`].
    visited: u128,
    shape: Shape,
}

impl JointEstimate {
    fn of(
        game: &Game,
        shape: &Shape,
        limits: &Limits,
        strategy: Strategy,
    ) -> Result<Self, Refusal> {
        let Some(states) = joint_states(game) else {
            return Err(Refusal {
                subject: strategy.subject(),
                reason: Reason::TooManyStates,
            });
        };
        let index_space = states as u128;
        let Some(reach) = shape.reach(game, limits) else {
            return Ok(JointEstimate {
                index_space,
                visited: index_space,
                shape: shape.clone(),
            });
        };
        let of_player: Vec<&Reach> = game
            .starts()
            .iter()
            .map(|start| &reach[shape.distinct.binary_search(start).unwrap_or_default()])
            .collect();
        let live: Vec<&[u64]> = of_player.iter().map(|r| r.live.as_slice()).collect();
        // Every state is also one of the players' reachable cells, with a player to move.
        let cells = of_player.iter().fold(shape.players, |acc, r| {
            acc.saturating_mul(u128::from(r.cells))
        });
        Ok(JointEstimate {
            index_space,
            visited: index_space.min(joint_states_bound(&live)).min(cells),
            shape: shape.refined(&reach),
        })
    }

    /// Storage for results, with `flat_extra` bytes per state of the index space on top in a
    /// flat array, or `sparse_extra` per visited state in a hash map: a flat array when it is
    /// small, or not much bigger than the map would be. Returns (flat, bytes), the successors
    /// included.
    fn storage(&self, flat_extra: u128, sparse_extra: u128) -> (bool, u128) {
        let per_state = self
            .shape
            .players
            .saturating_mul(count_bytes(self.shape.game_bits()));
        let flat_memory = self
            .index_space
            .saturating_mul(per_state.saturating_add(flat_extra));
        let sparse_memory = self
            .visited
            .saturating_mul(per_state.saturating_add(64 + sparse_extra));
        let flat = flat_memory <= (64 << 20) || flat_memory <= sparse_memory.saturating_mul(2);
        let results = if flat { flat_memory } else { sparse_memory };
        (flat, results.saturating_add(self.successors().memory))
    }

    /// Where each cell's moves lead, worked out once: a step a move, and per cell its moves
    /// (an index and a count of ways each), the ways of its winning moves and where its moves
    /// start.
    fn successors(&self) -> Cost {
        let cells = self.shape.board.saturating_mul(self.shape.target);
        let ways = count_bytes(self.shape.turn_bits);
        let per_cell = self
            .shape
            .moves
            .saturating_mul(8 + ways)
            .saturating_add(8 + ways);
        let successors = Cost {
            work: cells.saturating_mul(self.shape.moves),
            memory: cells.saturating_mul(per_cell),
        };
        successors.then(self.proof())
    }

    /// The pass over the cells that proves `u64` arithmetic exact (`quantum::proven`): every start's
    /// table backwards, each cell's moves for each turn it can finish in, a word for each and
    /// three for the cell, then two columns a start.
    fn proof(&self) -> Cost {
        let cells = self.shape.board.saturating_mul(self.shape.target);
        let cell_turns = cells.saturating_mul(self.shape.max_turns);
        let columns = self
            .shape
            .board
            .saturating_mul(self.shape.max_turns.saturating_add(1))
            .saturating_mul(16);
        Cost {
            work: cell_turns.saturating_mul(self.shape.moves),
            memory: cell_turns
                .saturating_add(cells.saturating_mul(3))
                .saturating_mul(8)
                .saturating_add(columns),
        }
    }

    /// One multiply-add per move and player of each of `states` states, after working out the
    /// successors.
    fn visit_work(&self, states: u128) -> u128 {
        states
            .saturating_mul(self.shape.moves)
            .saturating_mul(self.shape.players)
            .saturating_mul(words(self.shape.game_bits()))
            .saturating_mul(words(self.shape.turn_bits))
            .saturating_add(self.successors().work)
    }
}

struct Memo;

impl Memo {
    const STRATEGY: Strategy = Strategy::Memo;

    fn plan(game: &Game, shape: &Shape, limits: &Limits) -> Result<Estimate, Refusal> {
        let subject = Self::STRATEGY.subject();
        let est = JointEstimate::of(game, shape, limits, Self::STRATEGY)?;
        let depth = est.shape.players.saturating_mul(est.shape.max_turns);
        if depth > MAX_DEPTH {
            let reason = Reason::TooDeep {
                depth,
                max: MAX_DEPTH,
            };
            return Err(Refusal { subject, reason });
        }
        // A flat array of results marks the solved states in a byte each.
        let (flat, memory) = est.storage(1, 0);
        let cost = Cost {
            work: est.visit_work(est.visited),
            memory,
        };
        limits.check(cost, subject)?;
        Ok(Estimate { cost, flat })
    }
}

struct Backward;

impl Backward {
    const STRATEGY: Strategy = Strategy::Backward;

    fn plan(game: &Game, shape: &Shape, limits: &Limits) -> Result<Estimate, Refusal> {
        let est = JointEstimate::of(game, shape, limits, Self::STRATEGY)?;
        // A flat array holds every state's results and nothing else; a map of the reachable
        // states comes with their list and the set of seen ones.
        let (flat, memory) = est.storage(0, 24);
        // Flat, every state of the index space is resolved once; sparse, every reachable one
        // is discovered, then resolved.
        let work = if flat {
            est.visit_work(est.index_space)
        } else {
            est.visit_work(est.visited).saturating_mul(2)
        };
        let cost = Cost { work, memory };
        limits.check(cost, Self::STRATEGY.subject())?;
        Ok(Estimate { cost, flat })
    }
}

struct Stack;

impl Stack {
    /// The exact number of nodes the walk pops: the root, plus every state that a move leads to
    /// without ending the game. Counting move *sequences* instead of universes (every move
    /// weighted one), the per-player method gives them by round: after player `i`'s turn in
    /// round `t` there are `Πⱼ≤ᵢ aliveⱼ[t] · Πⱼ>ᵢ aliveⱼ[t − 1]` of them.
    pub(crate) fn nodes(game: &Game) -> Result<Count, Overflow> {
        let tables = Tables::build(game, &Dice::unweighted(game.rules()));
        struct Nodes<'a>(&'a Tables);
        impl Exact for Nodes<'_> {
            type Output = Count;
            fn run<C: Counter>(&self) -> Result<Count, Overflow> {
                let columns = self.0.in_counter::<C>()?;
                let mut nodes = C::from_u64(1);
                tables::by_round(&columns, Of::Playing, |_, _, states| {
                    nodes.add_assign_checked(&states)
                })?;
                Ok(nodes.to_count())
            }
        }
        escalate(&Nodes(&tables)).map(|(nodes, _)| nodes)
    }
}

impl Stack {
    const STRATEGY: Strategy = Strategy::Stack;

    fn plan(game: &Game, shape: &Shape, limits: &Limits) -> Result<Estimate, Refusal> {
        let subject = Self::STRATEGY.subject();
        // Counting the nodes is a per-player run on the same game: it must fit first, and when
        // it does not, its cost is a floor of the whole run's ("at least").
        let counting = PerPlayer::plan(game, shape, limits).map_err(|refusal| Refusal {
            subject,
            reason: match refusal.reason {
                Reason::OverLimits { cost, limits, .. } => Reason::OverLimits {
                    cost,
                    limits,
                    at_least: true,
                },
                other => other,
            },
        })?;
        let est = JointEstimate::of(game, shape, limits, Self::STRATEGY)?;
        let nodes = Self::nodes(game)
            .ok()
            .and_then(|n| n.to_u128())
            .unwrap_or(u128::MAX);
        let game_words = words(est.shape.game_bits());
        // The stack holds at most `moves` entries per turn of the longest game.
        let entry = 16 + count_bytes(est.shape.game_bits());
        let cost = counting.cost.then(Cost {
            work: nodes
                .saturating_mul(est.shape.moves)
                .saturating_mul(game_words),
            memory: (est.shape.players)
                .saturating_mul(est.shape.max_turns)
                .saturating_mul(est.shape.moves)
                .saturating_mul(entry)
                .saturating_add(SMALL_ALLOCATIONS),
        });
        limits.check(cost, subject)?;
        Ok(Estimate::new(cost))
    }
}

/// `⌈log₂ F^R⌉`, nudged up: the bits a count can grow by in one turn (none for a 1-faced die).
/// Every estimate made from the rules sizes its counts with this one formula; the statistics,
/// made from a turn table that holds `F^R` itself, take its exact size in bits, which this
/// formula bounds.
pub(crate) fn turn_bits(rules: &Rules) -> u128 {
    let (faces, rolls) = (rules.dirac_faces(), rules.rolls());
    // Faces <= 10^6 and rolls <= 10^6, so this is below 2^25 and exact enough as a bound.
    #[allow(
        clippy::cast_possible_truncation,
        clippy::cast_sign_loss,
        clippy::cast_precision_loss
    )]
    let bits = (f64::from(rolls) * f64::from(faces).log2() * (1.0 + 1e-12)).ceil() as u128;
    bits
}

/// Bytes of a count of `bits` bits: a machine word or two, or a big integer's header and
/// digits.
pub(crate) fn count_bytes(bits: u128) -> u128 {
    match bits {
        0..=64 => 8,
        65..=128 => 16,
        _ => 24 + bits.div_ceil(64) * 8,
    }
}

/// The joint states of `game` (`(B · target)ⁿ`), if a `usize` numbers them.
pub(crate) fn joint_states(game: &Game) -> Option<usize> {
    let cells = (game.rules().board() as usize).checked_mul(game.rules().dirac_target() as usize)?;
    (0..game.players()).try_fold(1_usize, |acc, _| acc.checked_mul(cells))
}

/// Refuses rules whose Dirac die's distribution of moves is itself too costly to build (every
/// view that builds the distribution checks this first).
pub(crate) fn check_dice(game: &Game, limits: &Limits) -> Result<(), Error> {
    Shape::of(game, limits).map(|_| ()).map_err(Error::from)
}

/// The estimate of `strategy` on `game` (`Auto` is `per-player`), refused past `limits`.
pub(crate) fn plan(game: &Game, strategy: Strategy, limits: &Limits) -> Result<Estimate, Refusal> {
    let shape = Shape::of(game, limits)?;
    match strategy.resolve() {
        Strategy::Memo => Memo::plan(game, &shape, limits),
        Strategy::Backward => Backward::plan(game, &shape, limits),
        Strategy::Stack => Stack::plan(game, &shape, limits),
        Strategy::Auto | Strategy::PerPlayer => PerPlayer::plan(game, &shape, limits),
    }
}

/// A game whose work was estimated and found within the limits: the only way to its tables,
/// its turns, an analysis or [`crate::quantum::run`]. Made by [`check`], nowhere else
/// ([`crate::quantum::solve`] makes the same check without keeping a copy of the game).
#[derive(Debug, Clone)]
pub struct Checked {
    game: Game,
    strategy: Strategy,
    limits: Limits,
    estimate: Estimate,
    /// The view of the turns the estimate covers whole, when [`check_turns`] made it.
    covers: Option<TurnsUse>,
}

impl Checked {
    /// The game.
    pub fn game(&self) -> &Game {
        &self.game
    }

    /// The strategy it was checked for (never `Auto`).
    pub fn strategy(&self) -> Strategy {
        self.strategy
    }

    /// The limits it was checked against, which later stages (statistics, a layer) are held to.
    pub fn limits(&self) -> &Limits {
        &self.limits
    }

    /// The estimated cost.
    pub fn cost(&self) -> Cost {
        self.estimate.cost
    }

    /// The estimate and the choices made from it, for the strategy that runs.
    pub(crate) fn estimate(&self) -> &Estimate {
        &self.estimate
    }

    /// Refuses, before any work, a view of the turns whose whole cost passes the limits: the
    /// per-player tables, the turn table, and what `view` adds to them (every count written
    /// out, or the exact statistics of a game at most `n` times a player's longest game).
    /// Returns the estimate of the whole run.
    pub(crate) fn check_turns(&self, view: TurnsUse) -> Result<Cost, Error> {
        if self.covers == Some(view) {
            return Ok(self.estimate.cost);
        }
        turns_estimate(&self.game, &self.limits, view)
    }

    /// The same game checked for its per-player tables, which every view of the turns reads:
    /// itself when it was checked for them.
    pub fn for_tables(&self) -> Result<Checked, Error> {
        if self.strategy == Strategy::PerPlayer {
            return Ok(self.clone());
        }
        check(&self.game, Strategy::PerPlayer, &self.limits)
    }
}

/// Estimates solving `game` with `strategy` (`Auto` is `per-player`) and refuses it, before
/// any work, when the estimate passes `limits`.
///
/// ```
/// use dirac::{Game, Limits, Rules, cost, quantum::{self, Strategy}};
///
/// let game = Game::example(Rules::default()).unwrap();
/// let checked = cost::check(&game, Strategy::Auto, &Limits::default())?;
/// assert_eq!(checked.strategy(), Strategy::PerPlayer);
/// // From the reach of each start: 830 live cell-turns of 7 moves, and the combination.
/// assert_eq!(checked.cost().work, 5_936);
/// let outcome = quantum::run(&checked)?;
/// assert_eq!(outcome.answer().to_string(), "444356092776315");
///
/// let far = Game::example(Rules::builder().dirac_target(1_000_000).build()?).unwrap();
/// assert!(cost::check(&far, Strategy::Auto, &Limits::default()).is_err());
/// # Ok::<(), dirac::Error>(())
/// ```
pub fn check(game: &Game, strategy: Strategy, limits: &Limits) -> Result<Checked, Error> {
    let estimate = plan(game, strategy, limits)?;
    Ok(Checked {
        game: game.clone(),
        strategy: strategy.resolve(),
        limits: *limits,
        estimate,
        covers: None,
    })
}

/// What a view of the turns adds to a game's per-player tables, estimated with them by
/// [`check_turns`].
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum TurnsUse {
    /// The turn table with every count written out in full: its view, its document's cells and
    /// its text (`dirac turns`, Python's `turns()`).
    Written,
    /// The turn table and the exact statistics drawn from it (`dirac stats`, the page).
    Stats,
    /// The turn table and each player's exact chance of winning alone (`dirac solve`'s
    /// sentence where the universes' leader is not the likelier winner).
    Chances,
}

/// Decimal digits of a count of `bits` bits, at most.
fn decimal_digits(bits: u128) -> u128 {
    // log₁₀ 2 < 0.30103 = 30103 / 100000.
    bits.saturating_mul(30_103) / 100_000 + 1
}

/// One column of a turn table's rounds: a player's wins (or the undecided universes) in rounds
/// `1..=T`, where a count of round `t` has at most `n · t` turns' bits. Returns the bits of
/// all its counts together, and the sum of their squared sizes in words (the cost of writing
/// each in decimal, which is quadratic in its size).
fn round_column(shape: &Shape) -> (u128, u128) {
    let (t, bits) = (
        shape.max_turns,
        shape.players.saturating_mul(shape.turn_bits),
    );
    let sum_t = t.saturating_mul(t.saturating_add(1)) / 2;
    let sum_t2 = sum_t.saturating_mul(t.saturating_mul(2).saturating_add(1)) / 3;
    // words(b)² ≤ (b / 64 + 1)² = b² / 4096 + b / 32 + 1, summed over the rounds.
    let squares = bits.saturating_mul(bits).saturating_mul(sum_t2) / 4096
        + bits.saturating_mul(sum_t) / 32
        + t;
    (bits.saturating_mul(sum_t).saturating_add(t), squares)
}

/// A game's turn table ([`crate::turns::of`]) once its tables are built: each player's own
/// columns copied out of the shared tables, then per round each player's wins and the
/// universes still undecided (`n + 1` columns of [`round_column`]), each count made by a few
/// products of such a count by a table entry for each player.
fn turn_table(shape: &Shape) -> Cost {
    let (players, rounds) = (shape.players, shape.max_turns);
    let table = shape.table_bits();
    let columns = players.saturating_add(1);
    let (bits, _) = round_column(shape);
    Cost {
        // The rounds combined twice (the players' wins, the universes still playing), then
        // each round's counts summed.
        work: combination_work(shape)
            .saturating_mul(2)
            .saturating_add(columns.saturating_mul(bits / 64 + rounds)),
        memory: players
            .saturating_mul(2 * rounds + 2)
            .saturating_mul(count_bytes(table))
            .saturating_add(columns.saturating_mul(bits / 8 + 32 * rounds)),
    }
}

/// Bytes a written count costs beside its digits, in each of its three copies: a string's
/// header and a table cell's, measured (`crates/dirac-render/tests/estimates.rs`).
const WRITTEN_CELL: u128 = 160;

/// Bytes of a written turn table whatever its size: its rules, headings and chart.
const WRITTEN_FIXED: u128 = 16 << 10;

/// Every count of a turn table written in decimal, each about `w²` steps for a count of `w`
/// words: the digits are held in the view's strings and the document's cells, each of a
/// player's own rows keeps its shares' parts and wholes too, and the text, whose columns are
/// padded to their widest count, is held up to three times over while it is laid out (the
/// table's padded cells, and a string that grows by doubling). Calibrated against the heap's
/// peak in `crates/dirac-render/tests/estimates.rs`.
fn turns_written(shape: &Shape) -> Cost {
    let (players, rounds) = (shape.players, shape.max_turns);
    let (game, table) = (shape.game_bits(), shape.table_bits());
    let columns = players.saturating_add(1);
    let (bits, squares) = round_column(shape);
    let own = players.saturating_mul(rounds).saturating_mul(2);
    // A player's own column: a count of round `t` has `t` turns' bits.
    let (own_bits, own_squares) = round_column(&Shape {
        players: 1,
        ..shape.clone()
    });
    let text = columns
        .saturating_mul(rounds)
        .saturating_mul(decimal_digits(game).saturating_add(WRITTEN_CELL))
        .saturating_add(own.saturating_mul(decimal_digits(table).saturating_add(WRITTEN_CELL)));
    let per_column = decimal_digits(bits)
        .saturating_add(WRITTEN_CELL.saturating_mul(rounds))
        .saturating_mul(2);
    // Each of a player's two own columns, twice, and its rows' shares' parts and wholes.
    let per_player = decimal_digits(own_bits)
        .saturating_add(WRITTEN_CELL.saturating_mul(rounds))
        .saturating_mul(2)
        .saturating_add((own_bits / 8).saturating_add(24 * rounds).saturating_mul(2))
        .saturating_mul(2);
    Cost {
        work: columns
            .saturating_mul(squares)
            .saturating_add(players.saturating_mul(2).saturating_mul(own_squares)),
        memory: columns
            .saturating_mul(per_column)
            .saturating_add(players.saturating_mul(per_player))
            .saturating_add(text.saturating_mul(3))
            .saturating_add(WRITTEN_FIXED),
    }
}

/// Checks a view of the turns of `game` as a whole before any work: the per-player tables,
/// the turn table and what `view` adds (every count written out, or the exact statistics),
/// refused in the view's own name with the figure of the whole run when it passes `limits`.
/// The game comes back checked for its tables, with the whole estimate.
///
/// ```
/// use dirac::{Game, Limits, Rules, cost::{self, TurnsUse}};
///
/// let game = Game::new(Rules::default(), (1..=1000).map(|i| i % 10 + 1).collect())?;
/// let refused = cost::check_turns(&game, &Limits::default(), TurnsUse::Written).unwrap_err();
/// assert!(refused.to_string().starts_with("the turn tables, every count written out would need"));
/// let example = Game::example(Rules::default()).unwrap();
/// let checked = cost::check_turns(&example, &Limits::default(), TurnsUse::Stats)?;
/// assert!(checked.cost().work > cost::check(&example, Default::default(), &Limits::default())?.cost().work);
/// # Ok::<(), dirac::Error>(())
/// ```
pub fn check_turns(game: &Game, limits: &Limits, view: TurnsUse) -> Result<Checked, Error> {
    let cost = turns_estimate(game, limits, view)?;
    Ok(Checked {
        game: game.clone(),
        strategy: Strategy::PerPlayer,
        limits: *limits,
        estimate: Estimate::new(cost),
        covers: Some(view),
    })
}

/// The estimate of [`check_turns`], refused past `limits`.
fn turns_estimate(game: &Game, limits: &Limits, view: TurnsUse) -> Result<Cost, Error> {
    let shape = Shape::of(game, limits)?;
    let subject = match view {
        TurnsUse::Written => Subject::Turns,
        TurnsUse::Stats => Subject::Stats,
        TurnsUse::Chances => Subject::Chances,
    };
    let added = |shape: &Shape| {
        let view = match view {
            TurnsUse::Written => turns_written(shape),
            TurnsUse::Stats | TurnsUse::Chances => {
                let as_u64 = |x: u128| u64::try_from(x).unwrap_or(u64::MAX);
                let of = if view == TurnsUse::Stats {
                    stats
                } else {
                    chances
                };
                // A game ends at the earliest in the round of the fewest turns to the target.
                of(
                    game.players(),
                    as_u64(shape.target.div_ceil(shape.board)),
                    as_u64(shape.rounds),
                    as_u64(shape.turn_bits),
                )
            }
        };
        turn_table(shape).holding(view)
    };
    Ok(PerPlayer::plan_with(game, &shape, limits, subject, added)?)
}

/// The exact statistics ([`crate::stats::analyze`]) of a game of `players` players whose
/// universes end in rounds `first..=last`, with counts growing by `per_turn_bits` bits a turn.
///
/// The game ends on turn `t` in at most `P^t` universes, a count of `x = t·b` bits and
/// `w ≤ x/64 + 1` words. Each player may end once a round, so each round's `n` ends cost: the
/// mover's sum times `P^n` (`w·(n·b/64 + 1)`), and the length's reduction: a division of `w`
/// words to try each of at most 8 primes of `P` and a few powers of each, and one to take the
/// factors found out of `P^t` (`73·w`; none for `P = 1`). A numerator holds many factors of `P` only where every
/// universe ends alike, in one end with one winner: the reductions of the two expectations and
/// of one player's chance are counted in full, a division for each 32 bits or more taken off
/// and a quotient of up to half the words (`(x/32)·w + w²/4`). `P^t` and the expectation grow
/// by a product by `P` a turn (`2w`); each player's chance is over `P` to their last end, a
/// product by `P^n` or so from the one before. Summed in closed form over the rounds; the
/// calibration (`crates/dirac-render/tests/estimates.rs`) holds it against the steps counted.
pub(crate) fn stats(players: usize, first: u64, last: u64, per_turn_bits: u64) -> Cost {
    let Some(e) = Ends::of(players, first, last, per_turn_bits) else {
        return Ends::none(players);
    };
    let (n, c, b, turns, widest) = (e.n, e.c, e.b, e.turns, e.widest);
    let per_ends = n.saturating_mul(e.words_sum.saturating_mul(e.tries + c / 64 + 1));
    // Over every turn up to the last: Σ_t 2·(t·b/64 + 1).
    let sum = |k: u128| k.saturating_mul(k.saturating_add(1)) / 2;
    let growing = (b.saturating_mul(sum(turns)) / 64 + turns).saturating_mul(2);
    let finals = (n + 2)
        .saturating_mul(widest.saturating_mul(e.tries + c / 64 + 1))
        .saturating_add(e.full_reduction().saturating_mul(3));
    Cost {
        work: per_ends.saturating_add(growing).saturating_add(finals),
        // Every length's fraction is kept, its numerator and denominator.
        memory: n
            .saturating_mul(e.words_sum)
            .saturating_add(n.saturating_mul(widest))
            .saturating_mul(16),
    }
}

/// The ends of a game as [`stats`] and [`chances`] count them: `n` players ending in rounds
/// `first..=last`, counts growing by `b` bits a turn.
struct Ends {
    n: u128,
    /// Bits a round adds: `x = r·c` bits in round `r`.
    c: u128,
    b: u128,
    /// Σ (x/64 + 1) over the rounds of ends: the words of every end's count.
    words_sum: u128,
    /// Turns up to the last end.
    turns: u128,
    /// Words of the widest count, over `P` to the last turn.
    widest: u128,
    /// Divisions a reduction tries: none to try where `P = 1` (a die of one face).
    tries: u128,
}

impl Ends {
    /// `None` where no round can end the game.
    fn of(players: usize, first: u64, last: u64, per_turn_bits: u64) -> Option<Ends> {
        let n = players as u128;
        let (first, last) = (u128::from(first.max(1)), u128::from(last));
        if last < first {
            return None;
        }
        let b = u128::from(per_turn_bits);
        let c = n.saturating_mul(b);
        let sum = |k: u128| k.saturating_mul(k.saturating_add(1)) / 2;
        let s1 = sum(last) - sum(first - 1);
        let turns = n.saturating_mul(last);
        Some(Ends {
            n,
            c,
            b,
            words_sum: c.saturating_mul(s1) / 64 + (last - first + 1),
            turns,
            widest: words(turns.saturating_mul(b)),
            tries: if per_turn_bits == 0 { 1 } else { 73 },
        })
    }

    /// A game that cannot end: a step and a few bytes a player.
    fn none(players: usize) -> Cost {
        let n = players as u128;
        Cost {
            work: n,
            memory: n.saturating_mul(64),
        }
    }

    /// One reduction in full: a division for each 32 bits taken off the widest count, and a
    /// quotient of up to half its words.
    fn full_reduction(&self) -> u128 {
        (self.turns.saturating_mul(self.b) / 32 + self.widest / 4).saturating_mul(self.widest)
    }
}

/// Each player's exact chance of winning alone ([`crate::stats::chances`]), in a game as
/// [`stats`] describes: per end, the mover's sum times `P^n` (`w·(n·b/64 + 1)`); then each of
/// the `n` sums over `P` to its last end, a product by the power from the one before and a
/// reduction (a division of the widest count `W` for each of at most 8 primes of `P` and a
/// few powers of each, `73·W`), one of them in full (a division for each 32 bits taken off and
/// a quotient of up to half the words). No lengths, no expectations: of the statistics' work,
/// the part that grows with the ends is a product each.
pub(crate) fn chances(players: usize, first: u64, last: u64, per_turn_bits: u64) -> Cost {
    let Some(e) = Ends::of(players, first, last, per_turn_bits) else {
        return Ends::none(players);
    };
    let per_ends = e.n.saturating_mul(e.words_sum.saturating_mul(e.c / 64 + 1));
    let finals =
        e.n.saturating_mul(e.widest.saturating_mul(e.tries + e.c / 64 + 1))
            .saturating_add(e.full_reduction());
    Cost {
        work: per_ends.saturating_add(finals),
        // Each player's sum, the powers of `P` between ends kept, and a quotient.
        memory: e
            .n
            .saturating_mul(e.widest)
            .saturating_mul(3)
            .saturating_add(e.widest)
            .saturating_mul(16),
    }
}

/// At most how many digits the exact statistics of `game` write whole: each length's
/// probability and each player's chance of winning, numerators and denominators, each a
/// fraction over `P^t` for the turn `t` it ends on. Ends come at most one a turn, in the
/// rounds from the fewest turns to the target (`⌈target / B⌉`) to the last a game can last
/// (the shortest of the players' longest games), so the
/// `n` ends of round `r` are over `P^(r·n)` at most, of `r·n·⌈log₂ P⌉` bits. Worked out from
/// the rules and the reach of each start, before any work.
pub fn stats_digits(game: &Game, limits: &Limits) -> Result<u128, Error> {
    let shape = Shape::of(game, limits)?;
    let shape = match shape.reach(game, limits) {
        Some(reach) => shape.refined(&reach),
        None => shape,
    };
    let n = shape.players;
    let (first, last) = (shape.target.div_ceil(shape.board).max(1), shape.rounds);
    if last < first {
        return Ok(0);
    }
    let sum = |k: u128| k.saturating_mul(k.saturating_add(1)) / 2;
    let rounds = sum(last) - sum(first - 1);
    let bits_per_round = n.saturating_mul(shape.turn_bits);
    // Σ over the ends of 2·(digits of r·n·b bits), then each player's chance at the last.
    let lengths =
        bits_per_round.saturating_mul(rounds).saturating_mul(30_103) / 100_000 + (last - first + 1);
    let chances = decimal_digits(bits_per_round.saturating_mul(last));
    Ok(n.saturating_mul(lengths)
        .saturating_add(n.saturating_mul(chances))
        .saturating_mul(2))
}

/// One player's grid of universes by space and score after `turn` turns: a forward pass over
/// `(space, score)` grids in big integers, each cell moved by every distinct sum each turn, on
/// counts of up to `turn · ⌈log₂ F^R⌉` bits.
pub(crate) fn layer(rules: &Rules, turn: usize) -> Cost {
    let steps = dice::moves_bound(rules.dirac_die(), rules.rolls(), rules.board());
    let cells = u128::from(rules.board()).saturating_mul(u128::from(rules.dirac_target()));
    let words = (turn as u128).saturating_mul(turn_bits(rules)) / 64 + 1;
    Cost {
        work: cells
            .saturating_mul(u128::from(steps))
            .saturating_mul(turn as u128)
            .saturating_mul(words),
        memory: cells.saturating_mul(2).saturating_mul(words * 8 + 32),
    }
}

/// The pairs of a sweep, from tables already made: each pair's cell ([`sweep_cells`]) and,
/// where the longest game of `longest` turns can pass 64 bits, its two columns multiplied turn
/// by turn in counts of up to `w` words, and the chance's sum beside them; the sweep's tables
/// held beside, two columns of every start.
pub(crate) fn sweep_pairs(rules: &Rules, pairs: u128, longest: u128) -> Cost {
    let bits = longest.saturating_mul(turn_bits(rules));
    let w = words(bits);
    let cells = sweep_cells(pairs);
    let tables = u128::from(rules.board())
        .saturating_mul(2 * (longest + 1))
        .saturating_mul(count_bytes(bits));
    let wide = if bits < 64 {
        0
    } else {
        longest.saturating_mul(
            w.saturating_mul(w)
                .saturating_mul(2)
                .saturating_add(8 * w + 2),
        )
    };
    Cost {
        work: cells.work.saturating_add(pairs.saturating_mul(wide)),
        memory: cells
            .memory
            .saturating_add(pairs.saturating_mul(48).saturating_mul(w))
            .saturating_add(tables),
    }
}

/// The longest game of any start under `rules`, at each target from 1 to its own: from one
/// pass over the cells with no counts; the target itself at each (a point a turn) for dice
/// past machine words.
pub(crate) fn longest_games(rules: &Rules) -> Vec<u128> {
    // Dice past machine words are not made only to be told so.
    if machine_dice(rules)
        && let tables::Dice::Machine(geometry) = tables::Dice::of(rules)
    {
        return tables::longest_games(&geometry, rules.dirac_target() as usize)
            .into_iter()
            .map(|t| t as u128)
            .collect();
    }
    (1..=u128::from(rules.dirac_target())).collect()
}

/// Whether a turn's universes `F^R` stay below `2^63`, where the machine-word kernels take
/// the dice: told from the rules, with no distribution made.
pub(crate) fn machine_dice(rules: &Rules) -> bool {
    u64::from(rules.dirac_faces())
        .checked_pow(rules.rolls())
        .is_some_and(|total| total < 1 << 63)
}

/// Refuses, before anything is made, rules whose dice's distribution would pass `limits`.
pub(crate) fn dice_within(rules: &Rules, limits: &Limits) -> Result<(), Error> {
    let one = Game::new(rules.clone(), vec![1]).map_err(Error::Input)?;
    Shape::of(&one, limits)?;
    Ok(())
}

/// The combination of `game`'s players' tables, their games at most `longest` turns: a bound
/// for every game of as many players under its rules.
pub(crate) fn combination_bound(
    game: &Game,
    limits: &Limits,
    longest: u128,
) -> Result<Cost, Error> {
    Ok(combination(
        &Shape::of(game, limits)?.with_max_turns(longest),
    ))
}

/// The atlas's one backward pass to the target of `rules` (`tables::every_target`): every
/// cell `(space, points needed)` pulls each move's coefficients, those of `k` turns in
/// `k · ⌈log₂ F^R⌉ / 64 + 1` words, for every `k` it can finish in (from `⌈p/B⌉` turns, a
/// board's worth of points a turn, to `p`, a point a turn); the arena holds them all.
pub(crate) fn atlas_pass(rules: &Rules) -> Cost {
    let board = u128::from(rules.board());
    let target = u128::from(rules.dirac_target());
    let moves = u128::from(crate::dice::moves_bound(
        rules.dirac_die(),
        rules.rolls(),
        rules.board(),
    ));
    let bits = turn_bits(rules).max(1);
    // prefix[k]: the words of the coefficients of 0..k turns.
    let mut prefix = vec![0_u128];
    for k in 0..=target {
        let last = prefix.last().copied().unwrap_or(0);
        prefix.push(last.saturating_add(k.saturating_mul(bits) / 64 + 1));
    }
    let at = |k: u128| {
        prefix[usize::try_from(k)
            .unwrap_or(usize::MAX)
            .min(prefix.len() - 1)]
    };
    let mut words_held = 0_u128;
    for p in 1..=target {
        let span = at(p + 1) - at(p.div_ceil(board));
        words_held = words_held.saturating_add(board.saturating_mul(span));
    }
    // Every target's tables, written out of the arena, are held by its sweep
    // ([`sweep_pairs`]).
    Cost {
        work: words_held.saturating_mul(moves),
        memory: words_held
            .saturating_mul(8)
            .saturating_add(board.saturating_mul(target).saturating_mul(24)),
    }
}

/// The cells of a sweep of `pairs` pairs of starts: three counts and a probability each, about
/// a hundred bytes.
pub(crate) fn sweep_cells(pairs: u128) -> Cost {
    Cost {
        work: pairs.saturating_mul(40),
        memory: pairs.saturating_mul(256),
    }
}

/// A trace of the practice game that simulates `simulated` turns of all `players`, `rolls`
/// rolls each, and keeps `kept` of them: for each kept turn, its record and its row in the
/// view ([`TRACED_TURN_BYTES`], [`TRACE_ROW_BYTES`]), each with its `R` die values, and its
/// rendering (text, CSV or JSON: [`TRACE_LINE_BYTES`] and [`TRACE_VALUE_TEXT_BYTES`] a
/// value); for each player, their standing in the simulation, the trace, the view and its
/// rendering ([`TRACE_PLAYER_BYTES`]); and the rendering's rules and ending
/// ([`TRACE_FIXED_BYTES`]). Calibrated against the heap's peak in
/// `crates/dirac-render/tests/estimates.rs`.
pub(crate) fn trace(simulated: u128, kept: u128, rolls: u32, players: usize) -> Cost {
    let r = u128::from(rolls);
    let per_turn =
        TRACED_TURN_BYTES + TRACE_ROW_BYTES + TRACE_LINE_BYTES + (16 + TRACE_VALUE_TEXT_BYTES) * r;
    Cost {
        work: simulated.saturating_mul(r),
        memory: kept
            .saturating_mul(per_turn)
            .saturating_add(TRACE_PLAYER_BYTES * players as u128)
            .saturating_add(TRACE_FIXED_BYTES),
    }
}

/// The bytes of one turn's record in a trace, its die values aside
/// (`size_of::<practice::TracedTurn>()`, asserted in the tests).
pub(crate) const TRACED_TURN_BYTES: u128 = 64;

/// The bytes of one turn's row in the view, its die values aside: `size_of::<TraceRow>()` (104
/// on 64-bit targets) and the score's digits (up to 39).
pub(crate) const TRACE_ROW_BYTES: u128 = 160;

/// The most bytes a trace's turn is rendered in, its die values aside: pretty-printed JSON's
/// row with a 20-digit turn, round, laps and steps and a 39-digit score is the longest (about
/// 340), in a buffer that grows by doubling (so up to twice that), or a line of text both in
/// its document and in the text written from it.
pub(crate) const TRACE_LINE_BYTES: u128 = 768;

/// The most bytes a die value is rendered in: pretty-printed JSON's indent, up to 10 digits, a
/// comma and a newline (20), in a buffer that grows by doubling.
pub(crate) const TRACE_VALUE_TEXT_BYTES: u128 = 40;

/// The bytes one player's standing takes in a trace: `(space, score)` where the simulation
/// stands and before the first turn kept (32 each), the view's `[space, "score"]` (up to 72)
/// and its JSON (up to 60, doubled).
pub(crate) const TRACE_PLAYER_BYTES: u128 = 256;

/// The bytes a trace's rendering holds whatever its length: the rules, the starts and the
/// game's end in JSON (about 600 bytes), and the ending's sentence.
pub(crate) const TRACE_FIXED_BYTES: u128 = 4096;

/// `walks` walks of the practice game, each at most one period of its moves (`period` of a
/// player's own turns, on each of `B` spaces) or the turns to reach the target, whichever is
/// less.
pub(crate) fn practice(walks: usize, period: u64, board: u64, target: u64) -> Cost {
    let per_walk = (u128::from(period) * u128::from(board)).min(u128::from(target));
    let turns = (walks as u128).saturating_mul(per_walk + 1);
    Cost {
        work: turns,
        memory: turns.saturating_mul(8),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The vector kernels' two layers of the puzzle's board (10 rows of 48 lanes of 8 bytes),
    /// where they run; none where they do not.
    fn vector_rows() -> u128 {
        if tables::Kernel::active().is_vector() {
            10 * 48 * 8 * 2
        } else {
            0
        }
    }
    use crate::quantum::joint;

    /// The stack walk's pops, counted by walking it.
    fn walked(game: &Game) -> u64 {
        let joint = joint::Joint::new(game).unwrap();
        let rules = game.rules();
        let distances = dice::distances(rules.dirac_die(), rules.rolls(), rules.board());
        let mut stack = vec![joint.start(game.starts())];
        let mut pops = 0;
        while let Some(state) = stack.pop() {
            pops += 1;
            let mover = joint.mover(state);
            for &d in &distances {
                if let joint::Step::Next(child) = mover.step(d) {
                    stack.push(child);
                }
            }
        }
        pops
    }

    fn shape(board: u64, faces: u64, rolls: u64, target: u64) -> Shape {
        let rules = crate::tables::tests::rules(board, rolls, faces, target);
        Shape::of(&Game::new(rules, vec![1]).unwrap(), &Limits::default()).unwrap()
    }

    #[test]
    fn a_shape_bounds_the_bits_and_moves_of_a_turn() {
        // ⌈R · log₂ F⌉, nudged up: 3 · 1.58 = 4.75 → 5; exact powers of two gain a bit.
        let puzzle = shape(10, 3, 3, 21);
        assert_eq!((puzzle.turn_bits, puzzle.moves), (5, 7));
        let coin = shape(10, 2, 10, 21);
        assert_eq!((coin.turn_bits, coin.moves), (11, 10));
        let fixed = shape(10, 1, 5, 21);
        assert_eq!((fixed.turn_bits, fixed.moves), (0, 1));
        // R(F − 1) + 1 distances, at most the board.
        assert_eq!(shape(100, 4, 2, 21).moves, 7);
        assert_eq!(shape(100, 6, 1, 21).moves, 6);
        assert_eq!(shape(5, 6, 1, 21).moves, 5);
        assert_eq!(puzzle.layer_bytes(), 10 * 21 * 16);
        assert_eq!(shape(1000, 3, 3, 7).layer_bytes(), 1000 * 7 * 16);
    }

    #[test]
    fn the_dice_are_estimated_by_square_and_multiply() {
        // 5 bits a turn: 3 squarings' worth, twice; 7² products of one word each.
        assert_eq!(
            shape(10, 3, 3, 21).dice_cost(),
            Cost {
                work: 2 * 3 * 49,
                memory: 49 * 8
            }
        );
        // 11 bits: 4 of them; 10² products.
        assert_eq!(
            shape(10, 2, 10, 21).dice_cost(),
            Cost {
                work: 2 * 4 * 100,
                memory: 100 * 8
            }
        );
        // 3 · log₂ 10^6 ≈ 59.8 → 60 bits in one word; 100 rolls of 10^6 faces: 1,994 bits, 32
        // words, so 32² word operations a product.
        let big = shape(10, 1_000_000, 100, 21);
        assert_eq!(big.turn_bits, 1994);
        assert_eq!(
            big.dice_cost(),
            Cost {
                work: 2 * 11 * 100 * 32 * 32,
                memory: 100 * (24 + 32 * 8)
            }
        );
    }

    /// The estimate of a refused plan, or of an accepted one.
    fn estimate(plan: Result<Estimate, Refusal>) -> Cost {
        match plan {
            Ok(plan) => plan.cost,
            Err(Refusal {
                reason: Reason::OverLimits { cost, .. },
                ..
            }) => cost,
            Err(other) => panic!("refused for another reason: {other:?}"),
        }
    }

    #[test]
    fn per_player_is_estimated_from_the_reach_when_its_pass_is_cheap() {
        let game = Game::example(Rules::default()).unwrap();
        let shape = Shape::of(&game, &Limits::default()).unwrap();
        let plan = |work, memory| {
            estimate(PerPlayer::plan(
                &game,
                &shape,
                &Limits::exactly(work, memory),
            ))
        };
        // Crude: 2 starts · 210 cells · 21 turns, 7 moves of 2 words (106 bits); two layers of
        // 210 cells of 16 bytes and an eighth to grow, 10 rows of 7 routes of 40 bytes and two
        // windows of 16,
        // for each table built at once (one a core); two columns of 44 entries per start; the
        // small allocations. The combination of 21 rounds: 376 word products (see
        // `combination_work`).
        let at_once = 2.min(tables::AT_ONCE as u128);
        let routes = 10 * (7 * 40 + 32);
        let crude = Cost {
            work: 2 * 210 * 21 * 7 * 2 + 376,
            memory: (2 * (210 * 16 + 210 * 2) + routes) * at_once + 2 * 44 * 16 + SMALL_ALLOCATIONS,
        };
        // From the reach (416 and 414 live cell-turns from starts 4 and 8, games of at most 10
        // turns): one word (51 bits) a count; 10 rounds of combination, 126 products. The
        // reach costs one pass, 2 starts · 210 cells · 7 moves, within its budget whatever the
        // limits: the same figure under any limits that hold it.
        let refined = Cost {
            work: (416 + 414) * 7 + 126,
            // The vector kernels' rows, where they run, take more: 10 rows of 48 lanes of 8
            // bytes, twice.
            memory: vector_rows().max(2 * (210 * 8 + 210) + routes) * at_once
                + 2 * 22 * 8
                + SMALL_ALLOCATIONS,
        };
        assert_eq!(plan(u64::MAX, u64::MAX), refined);
        let (work, memory) = (
            u64::try_from(refined.work).unwrap(),
            u64::try_from(refined.memory).unwrap(),
        );
        assert_eq!(plan(work, memory), refined);
        assert_eq!(plan(work - 1, memory), refined, "refused with its figure");
        assert!(crude.work > refined.work);
        // Before the pass, a floor the reach cannot beat: every game lasts at least 3 turns (21
        // points at most 10 a turn), one word a count: the vector kernels' 10 rows of 7 moves
        // and 2 vectors a turn for each start where the CPU has them, else a live cell's 7
        // moves a turn; two layers of 210 cells and two columns of 8
        // entries per start, and the routes. Past the limits, it is the refusal, and says "at
        // least".
        let floor = Cost {
            work: 2
                * 3
                * 7
                * if tables::Kernel::active().is_vector() {
                    10 * 2
                } else {
                    1
                }
                + 30,
            memory: (2 * (210 * 8 + 210) + routes) * at_once + 2 * 8 * 8 + SMALL_ALLOCATIONS,
        };
        let limit = u64::try_from(floor.memory).unwrap();
        assert_eq!(plan(u64::MAX, limit), refined);
        assert_eq!(plan(u64::MAX, limit - 1), floor);
        let refusal = PerPlayer::plan(&game, &shape, &Limits::exactly(u64::MAX, limit - 1));
        assert!(
            matches!(
                refusal,
                Err(Refusal {
                    reason: Reason::OverLimits { at_least: true, .. },
                    ..
                })
            ),
            "{refusal:?}"
        );
        let message = refusal.unwrap_err().to_string();
        let figure = Limits::exactly(u64::MAX, limit - 1)
            .check_floor(floor, Strategy::PerPlayer.subject())
            .unwrap_err()
            .to_string();
        assert_eq!(message, figure);
        assert!(message.contains("would need at least"), "{message}");
    }

    #[test]
    fn memo_recurses_at_most_five_thousand_turns() {
        // A lone player on a one-space board scores one point a turn: the game lasts `target`
        // turns, and the recursion is as deep.
        let plan = |target| {
            let rules = Rules::builder()
                .board(1)
                .dirac_faces(1)
                .rolls(1)
                .dirac_target(target)
                .build()
                .unwrap();
            let game = Game::new(rules, vec![1]).unwrap();
            let shape = Shape::of(&game, &Limits::default()).unwrap();
            Memo::plan(&game, &shape, &Limits::default()).map(|_| ())
        };
        assert_eq!(plan(5_000), Ok(()));
        let too_deep = plan(5_001).unwrap_err().reason;
        assert_eq!(
            too_deep,
            Reason::TooDeep {
                depth: 5_001,
                max: 5_000
            }
        );
    }

    #[test]
    fn joint_storage_is_flat_when_small_or_not_much_bigger_than_a_map() {
        let limits = Limits::exactly(u64::MAX, u64::MAX);
        // One face, one roll: each player visits a handful of cells, so a map of the 32
        // reachable states would be far smaller; the flat array of 44,100 states of 8-byte
        // counts is still chosen, being below 64 MiB.
        let rules = Rules::builder().dirac_faces(1).rolls(1).build().unwrap();
        let game = Game::new(rules, vec![4, 8]).unwrap();
        let shape = Shape::of(&game, &limits).unwrap();
        let memo = Memo::plan(&game, &shape, &limits).unwrap();
        assert!(memo.flat);
        // Beside the results, the larger of the successors (210 cells of one move of 16 bytes
        // and 16 bytes of their own) and the proof that u64 suffices (see `proof_of_one_step`).
        assert_eq!(memo.cost.memory, 44_100 * (2 * 8 + 1) + proof_of_one_step());
        // Three players on the puzzle's rules: 9,261,000 states of 3 counts of 153 bits (48
        // bytes each) is 1.3 GB flat, against 1.8 GB for a map of the reachable ones.
        let game = Game::new(Rules::default(), vec![4, 8, 4]).unwrap();
        let shape = Shape::of(&game, &limits).unwrap();
        let memo = Memo::plan(&game, &shape, &limits).unwrap();
        assert!(memo.flat);
        assert_eq!(memo.cost.memory, 9_261_000 * (3 * 48 + 1) + 26_880);
    }

    /// The memory of the proof that u64 suffices, for one face and one roll: a player moves a
    /// space a turn and lasts at most 4 turns (from space 8: 9 + 10 + 1 + 2 = 22 points), so
    /// 210 cells of 4 turns and 3 words each, then 10 tables of 5 entries of 16 bytes.
    fn proof_of_one_step() -> u128 {
        let memory = (210 * 4 + 210 * 3) * 8 + 10 * 5 * 16;
        assert!(memory > 210 * (16 + 16), "above the successors' memory");
        memory
    }

    #[test]
    fn joint_storage_is_a_map_when_few_states_are_reachable() {
        let limits = Limits::exactly(u64::MAX, u64::MAX);
        // One face, one roll, three players: each start reaches one cell a turn for 4 turns
        // (turns 0 to 3), so with player m to move after q rounds, one state for each q of 0
        // to 3 and m of 0 to 2 while the players ahead have a fourth turn: 10 states, of 3
        // one-word counts. The product of the cells, 3 · 4³ = 192, and the index space of
        // 210³ states (222 MB) are far above.
        let rules = Rules::builder().dirac_faces(1).rolls(1).build().unwrap();
        let game = Game::new(rules, vec![4, 8, 4]).unwrap();
        let shape = Shape::of(&game, &limits).unwrap();
        let backward = Backward::plan(&game, &shape, &limits).unwrap();
        assert!(!backward.flat);
        // Per state its counts (24 bytes), a map entry (64) and its place in the list and the
        // set of seen states (24); then the larger of the successors (210 cells of one move of
        // 16 bytes, and 16 bytes of their own: 6,720) and the proof that u64 suffices.
        assert_eq!(
            backward.cost.memory,
            10 * (24 + 64 + 24) + proof_of_one_step()
        );
        // Discovered, then resolved: 10 states of one move for 3 players, twice, and a step
        // for each cell's successor each time, and for each of its 4 turns in the proof.
        assert_eq!(backward.cost.work, (10 * 3 + 210 + 210 * 4) * 2);
    }

    #[test]
    fn the_reach_pass_is_made_within_its_own_budget_whatever_the_work_limit() {
        let shape = |board: u64, faces: u64, target: u64, starts: Vec<u32>| {
            let rules = Rules::builder()
                .board(board)
                .rolls(1)
                .dirac_faces(faces)
                .dirac_target(target)
                .build()
                .unwrap();
            Shape::of(&Game::new(rules, starts).unwrap(), &Limits::default()).unwrap()
        };
        let any = Limits::exactly(1, u64::MAX);
        // 2 starts · 1000 · 5000 cells · 5 moves: exactly the budget's 5·10^7 cell-moves.
        assert!(shape(1000, 5, 5000, vec![1, 2]).reach_is_cheap(&any));
        assert!(!shape(1000, 5, 5001, vec![1, 2]).reach_is_cheap(&any));
        // 1024 · 8192 cells of 8 bytes: exactly 64 MiB; and no more than the memory limit.
        let wide = shape(1024, 5, 8192, vec![1]);
        assert!(wide.reach_is_cheap(&any));
        assert!(!shape(1024, 5, 8193, vec![1]).reach_is_cheap(&any));
        let bytes = 1024 * 8192 * 8;
        assert!(wide.reach_is_cheap(&Limits::exactly(1, bytes)));
        assert!(!wide.reach_is_cheap(&Limits::exactly(1, bytes - 1)));
    }

    #[test]
    fn a_huge_board_is_reached_sparsely_and_a_small_one_not_at_all_past_the_dense_budget() {
        let game = |board: u64, target: u64| {
            let rules = Rules::builder()
                .board(board)
                .dirac_target(target)
                .build()
                .unwrap();
            Game::new(rules, vec![4, 8]).unwrap()
        };
        let reach = |game: &Game, memory: u64| {
            let limits = Limits::exactly(u64::MAX, memory);
            Shape::of(game, &limits).unwrap().reach(game, &limits)
        };
        // A million spaces to 21 points: too many cells for the dense pass, a few reached. From
        // space 4 a turn moves 3 to 9 and scores 7 to 13, then 10 to 22 more, and a third
        // turn ends every game (7 + 10 < 21); from 8, one turn scores 11 to 17 and a second
        // 14 or more.
        let huge = game(1_000_000, 21);
        // The vector kernels take no board of a million: the tables' work is the live cells'.
        let limits = Limits::default();
        let planned = PerPlayer::plan(&huge, &Shape::of(&huge, &limits).unwrap(), &limits);
        assert!(planned.unwrap().cost.work < 1_000);
        let reached = reach(&huge, u64::MAX).unwrap();
        assert_eq!(
            reached.iter().map(|r| r.max_turns).collect::<Vec<_>>(),
            [3, 2]
        );
        // Under a memory limit below the passes' 64 MiB, neither runs.
        assert!(reach(&huge, 64 << 20).is_some());
        assert!(reach(&huge, (64 << 20) - 1).is_none());
        // A board no bigger than its target, past the dense budget: a player reaches most of
        // its cells, and the sparse pass is not tried, even for a die of one face that moves
        // a player one space a turn, on one path of a few cells.
        let one_path = |board: u64| {
            let rules = Rules::builder()
                .board(board)
                .dirac_faces(1)
                .rolls(1)
                .dirac_target(6_000)
                .build()
                .unwrap();
            Game::new(rules, vec![4, 8]).unwrap()
        };
        assert!(reach(&one_path(6_000), u64::MAX).is_none());
        assert!(reach(&one_path(6_001), u64::MAX).is_some());
    }

    #[test]
    fn big_dice_hold_their_live_cells_counts_and_an_empty_integer_a_cell() {
        let game = Game::example(Rules::default()).unwrap();
        let limits = Limits::default();
        // The puzzle's shape with 100 bits a turn, games of at most 10 turns.
        let shape = Shape {
            turn_bits: 100,
            ..Shape::of(&game, &limits).unwrap().with_max_turns(10)
        };
        // Cells live after 0, 1 and 2 turns: 1, 3 and 2. Two turns at once, each count of
        // t·100 bits and its place in the list of live cells (8 bytes): after 0 and 1 turns,
        // 4 counts of 16 + 8 bytes; after 1 and 2, 5 of 24 + 32 + 8; after 2, 2 of 24 + 40 + 8.
        let reach = Reach {
            cells: 6,
            cell_turns: 6,
            max_turns: 3,
            live: vec![1, 3, 2],
        };
        assert_eq!(
            Layers::of(&shape, Some(std::slice::from_ref(&reach))),
            Layers::Big { live: 5 * 64 }
        );
        assert_eq!(
            Layers::of(
                &Shape {
                    turn_bits: 64,
                    ..shape.clone()
                },
                Some(&[reach])
            ),
            Layers::Dense
        );
        // Two layers of 210 empty integers, the routes and windows (3,120 bytes), the two
        // starts' columns of 22 counts of 1,001 bits (152 bytes), the small allocations.
        let memory = |live| PerPlayer::cost(&shape, 0, Layers::Big { live }).memory;
        assert_eq!(
            memory(0),
            210 * 2 * 24 + 3_120 + 2 * 22 * 152 + SMALL_ALLOCATIONS
        );
        assert_eq!(memory(1_000), memory(0) + 1_000);
    }

    #[test]
    fn the_combination_runs_until_the_first_player_has_no_universe_left() {
        // One face, one roll: each player moves a space a turn. From space 5, 6 + 7 + 8 = 21
        // points in 3 turns; from 9, 10 + 1 + 2 + 3 + 4 + 5 = 25 in 6.
        let rules = Rules::builder().dirac_faces(1).rolls(1).build().unwrap();
        let game = Game::new(rules, vec![5, 9]).unwrap();
        let limits = Limits::default();
        let shape = Shape::of(&game, &limits).unwrap();
        let refined = shape.refined(&shape.reach(&game, &limits).unwrap());
        assert_eq!((refined.max_turns, refined.rounds), (6, 3));
    }

    #[test]
    fn the_statistics_digits_are_bounded_from_the_rounds_of_ends() {
        // The puzzle: ends in rounds 3 to 10 (games of at most 10 turns from 4 and from 8),
        // two a round over P^(2r) of 10·r bits: Σ r = 52, 10·52·0.30103 digits and one a
        // fraction, 164; each player's chance over P^20, 100 bits, 31 digits; numerators and
        // denominators.
        let game = Game::example(Rules::default()).unwrap();
        assert_eq!(
            stats_digits(&game, &Limits::default()).unwrap(),
            (2 * 164 + 2 * 31) * 2
        );
        // One player on a board of one space, to 1 point: one end, in round 1, of 5 bits (1
        // digit, and one a fraction), and the chance's fraction of 2 digits.
        let one = Game::new(
            Rules::builder().board(1).dirac_target(1).build().unwrap(),
            vec![1],
        )
        .unwrap();
        assert_eq!(
            stats_digits(&one, &Limits::default()).unwrap(),
            2 * (1 + 1) * 2
        );
    }

    #[test]
    fn the_turn_table_and_its_writing_are_estimated_from_the_rounds() {
        // The puzzle, refined: 2 players, games of at most 10 turns, 5 bits a turn; a table
        // entry of 51 bits (8 bytes), a count of the game of 102.
        let game = Game::example(Rules::default()).unwrap();
        let limits = Limits::default();
        let shape = Shape::of(&game, &limits).unwrap();
        let shape = shape.refined(&shape.reach(&game, &limits).unwrap());
        // A column of rounds: counts of 10·t bits in rounds 1..=10, 560 bits in all (550 and
        // one a round); their squared words, 36 (100·385/4096 + 10·55/32 + 10).
        assert_eq!(round_column(&shape), (560, 36));
        // The rounds combined twice (126 products each), then three columns (two players'
        // wins, the undecided) summed, 560/64 + 10 words each; two players' own columns of 22
        // entries of 8 bytes, and the columns' 560/8 bytes and 32 a round.
        assert_eq!(
            turn_table(&shape),
            Cost {
                work: 2 * 126 + 3 * (8 + 10),
                memory: 2 * 22 * 8 + 3 * (70 + 32 * 10),
            }
        );
        // Written: 169 digits a column (560 bits), twice, with 160 bytes a cell; each player's
        // two own columns of 5·t bits (285 bits, 86 digits, and 160 bytes a cell) twice, and
        // their shares' parts and wholes (285/8 bytes and 24 a count); the text, its columns'
        // 10 rows padded to 31 digits (102 bits) and the 40 own rows' 16, held three times;
        // the fixed 16 KiB. Writing: the three columns' squared words, and each player's two
        // own columns of counts of 5·t bits (25·385/4096 + 5·55/32 + 10, 20).
        let column = (169 + 160 * 10) * 2;
        let player = ((86 + 160 * 10) * 2 + (35 + 24 * 10) * 2) * 2;
        let text = 3 * 10 * (31 + 160) + 40 * (16 + 160);
        assert_eq!(
            turns_written(&shape),
            Cost {
                work: 3 * 36 + 2 * 2 * 20,
                memory: 3 * column + 2 * player + 3 * text + (16 << 10),
            }
        );
    }

    #[test]
    fn a_count_of_so_many_bits_has_at_most_so_many_digits() {
        assert_eq!(decimal_digits(0), 1);
        for bits in [1_u32, 4, 10, 64, 100, 127] {
            let most = (1_u128 << bits) - 1;
            assert!(most.to_string().len() as u128 <= decimal_digits(u128::from(bits)));
        }
        // 2^64 − 1 has 20 digits, 2^128 − 1 has 39: the bound is exact there.
        assert_eq!(decimal_digits(64), 20);
        assert_eq!(decimal_digits(128), 39);
    }

    #[test]
    fn the_combination_can_take_more_memory_than_the_tables() {
        // The combination's products, round by round: for one player, four a round of one
        // word and the sums' 5; for two and for a hundred, the running products' words grow with the players.
        let shape = |players: u128, turns: u128| Shape {
            players,
            max_turns: turns,
            rounds: turns,
            ..Shape::of(
                &Game::example(Rules::default()).unwrap(),
                &Limits::default(),
            )
            .unwrap()
        };
        assert_eq!(combination_work(&shape(1, 10)), 49);
        assert_eq!(combination_work(&shape(2, 10)), 126);
        assert_eq!(combination_work(&shape(2, 21)), 376);
        // 100 players, 10 rounds: Σb² = 10,185 and Σb = 285, m = 99, K = 9,900.
        let square: u128 = 99 * 99 * (99 + 12) - 99;
        assert_eq!(
            combination_work(&shape(100, 10)),
            (10_185 * square).div_ceil(24_576)
                + (285_u128 * (5 * 9_900 + 400)).div_ceil(128)
                + 4_000
        );
        // Each round's products, word by word, as `by_round` makes them, for counts of `b` bits
        // in round `r`: the formula is never below them.
        let words = |bits: u128| bits.div_ceil(64).max(1);
        for (n, t, beta) in [
            (1_u128, 10_u128, 5_u128),
            (2, 300, 5),
            (3, 100, 20),
            (8, 40, 64),
            (30, 21, 5),
        ] {
            let mut products = 0;
            for r in 1..=t {
                let b = r * beta + 1;
                let m = n - 1;
                for j in 0..m {
                    products += 2 * words(j * b) * words(b);
                }
                for i in 0..=m {
                    products += words(b) * words(i * b) + words((i + 1) * b) * words((m - i) * b);
                }
            }
            let formula = combination_work(&Shape {
                turn_bits: beta,
                ..shape(n, t)
            });
            assert!(
                formula >= products,
                "{n} players, {t} rounds: {formula} < {products}"
            );
            assert!(
                formula <= 4 * products.max(1),
                "{n} players, {t} rounds: {formula} against {products}"
            );
        }
        // Two hundred players on the ten spaces.
        let game = Game::new(Rules::default(), (0..200).map(|i| i % 10 + 1).collect()).unwrap();
        let limits = Limits::exactly(u64::MAX, u64::MAX);
        let shape = Shape::of(&game, &limits).unwrap();
        let plan = PerPlayer::plan(&game, &shape, &limits).unwrap();
        // From the reach, games of at most 10 turns: their 10 tables take two layers of 210
        // counts of 8 bytes and 3,120 bytes of routes and windows for each built at once, 10
        // columns of 22 counts and the small allocations, some 80 KB on two cores; each of the
        // 3 · 200 products a count of 200 · 51 bits (160 words and 24 bytes of its own):
        // 782,400 bytes.
        let combination = 3 * 200 * (24 + 160 * 8);
        assert_eq!(plan.cost.memory, combination);
        // Ten players on the same ten spaces hold the same tables and a combination of 4,560
        // bytes, below them.
        let ten = Game::new(Rules::default(), (1..=10).collect()).unwrap();
        let tables = PerPlayer::plan(&ten, &Shape::of(&ten, &limits).unwrap(), &limits)
            .unwrap()
            .cost
            .memory;
        assert_eq!(
            tables,
            vector_rows().max(2 * (210 * 8 + 210) + 3_120) * tables::AT_ONCE as u128
                + 10 * 22 * 8
                + SMALL_ALLOCATIONS
        );
        assert!(combination > tables);
    }

    #[test]
    fn joint_estimates_count_the_results_and_the_successors() {
        let game = Game::example(Rules::default()).unwrap();
        let limits = Limits::default();
        let shape = Shape::of(&game, &limits).unwrap();
        // The puzzle: 210 cells a player, 44,100 states; games last at most 10 turns a player,
        // so counts need 2·(10·5 + 1) = 102 bits, two words of 16 bytes for the two players. Each
        // cell has 7 moves of an index and a count of ways (8 bytes each), plus its winning
        // ways and where its moves start: 210 · (7 · 16 + 16) = 26,880 bytes, 1,470 steps.
        let successors = 26_880;
        let backward = Backward::plan(&game, &shape, &limits).unwrap();
        assert!(backward.flat);
        assert_eq!(backward.cost.memory, 44_100 * 32 + successors);
        // Every state, 7 moves, 2 players, 2 words; then the proof that u64 suffices: every
        // cell's 7 moves for each of the 10 turns it may finish in.
        assert_eq!(
            backward.cost.work,
            44_100 * 7 * 2 * 2 + 1_470 + 210 * 10 * 7
        );
        let memo = Memo::plan(&game, &shape, &limits).unwrap();
        assert!(memo.flat);
        // A byte a state marks it solved.
        assert_eq!(memo.cost.memory, 44_100 * 33 + successors);
    }

    #[test]
    fn the_stack_is_estimated_after_its_count_and_refused_in_its_own_name() {
        let game = Game::example(Rules::default()).unwrap();
        let shape = Shape::of(&game, &Limits::default()).unwrap();
        let plan = Stack::plan(&game, &shape, &Limits::default()).unwrap();
        // Its stack, 2 players · 10 turns · 7 moves of a state, a player and a count of 16
        // bytes (4,480 bytes) and the small allocations, or the count's own if larger.
        let counting = PerPlayer::plan(&game, &shape, &Limits::default())
            .unwrap()
            .cost;
        assert_eq!(
            plan.cost.memory,
            counting.memory.max(4_480 + SMALL_ALLOCATIONS)
        );
        // Refused while counting, the refusal still names the stack, and says "at least": the
        // count is part of the run.
        let refused = Stack::plan(&game, &shape, &Limits::exactly(1, 1)).unwrap_err();
        assert_eq!(refused.subject, Strategy::Stack.subject());
        assert!(matches!(
            refused.reason,
            Reason::OverLimits { at_least: true, .. }
        ));
        assert!(
            refused.to_string().contains("would need at least"),
            "{refused}"
        );
        // Eight players: the stack, 7 moves of every turn of every player, outgrows the count.
        let starts = (1..=8).collect();
        let game = Game::new(Rules::default(), starts).unwrap();
        let shape = Shape::of(&game, &Limits::default()).unwrap();
        let counting = estimate(PerPlayer::plan(&game, &shape, &Limits::default()));
        let stack = estimate(Stack::plan(&game, &shape, &Limits::default()));
        let reach = shape.reach(&game, &Limits::default()).unwrap();
        let turns = u128::from(reach.iter().map(|r| r.max_turns).max().unwrap());
        let entry = 16 + count_bytes(8 * (turns * 5 + 1));
        assert_eq!(stack.memory, 8 * turns * 7 * entry + SMALL_ALLOCATIONS);
        assert!(stack.memory > counting.memory);
    }

    #[test]
    fn stack_work_is_counted_exactly_before_the_run() {
        let games = [
            (
                Rules::builder().dirac_target(12).build().unwrap(),
                vec![4, 8],
            ),
            (
                Rules::builder().board(5).dirac_target(9).build().unwrap(),
                vec![1, 2, 5],
            ),
            (
                Rules::builder()
                    .board(3)
                    .rolls(1)
                    .dirac_target(7)
                    .build()
                    .unwrap(),
                vec![3],
            ),
            (
                Rules::builder()
                    .board(7)
                    .rolls(2)
                    .dirac_faces(4)
                    .dirac_target(10)
                    .build()
                    .unwrap(),
                vec![7, 7],
            ),
        ];
        for (rules, starts) in games {
            let game = Game::new(rules, starts).unwrap();
            assert_eq!(
                Stack::nodes(&game).unwrap().to_u64(),
                Some(walked(&game)),
                "{game:?}"
            );
        }
    }
}
