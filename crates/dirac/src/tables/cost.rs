//! What the per-player tables cost, and combining them: the estimate of the `per-player`
//! strategy, and of every view built on its tables.
//!
//! A table is built turn by turn over the live cells `(space, score)`: each fans out over every
//! move, a word of its count at a time in the scalar kernels; the vector kernels, where the CPU
//! has them and the layer is small ([`super::vector_layer`], the one statement of their
//! domain), visit every row's vectors of 16 lanes on every turn, live or not. Then the players'
//! columns are combined round by round in words ([`combination_work`]).
//!
//! The estimate is cheap first: with every cell that a start's moves can reach live on every
//! turn of the longest game a target allows (the crude [`Shape`]), it is a handful of products. Only when that bound does
//! not pass the limits is the exact reach of each start worked out ([`Shape::reach`]), which
//! refines both the turns and the live cells; a refusal quotes that refined figure, so a
//! refusal is one figure whatever the limits.

use crate::game::Game;
use crate::limits::{Cost, Limits, Refine, Refusal, Subject};
use crate::work::{Op, Work, count_bytes, words};

use super::kernel::Kernel;
use super::shape::Shape;
use super::{AT_ONCE, Reach};

/// Bytes of an empty big integer.
const BIG_INTEGER: u128 = 24;

/// Small allocations beside the tables' layers and the stack's entries (the dice, the
/// kernels' plans).
pub(crate) const SMALL_ALLOCATIONS: u128 = 64 << 10;

/// How a table's two layers of counts are held.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Layers {
    /// Every cell as wide as the widest count (the machine-word kernels).
    Dense,
    /// Big integers, each as wide as its own count (the dice past 64 bits, one kernel):
    /// `live` bytes for the counts of the cells live in two turns at once.
    Big { live: u128 },
}

impl Layers {
    /// The layers of `shape`'s kernel: big integers for dice past a machine word, with the live
    /// cells' counts from `reach` when there is one (a cell live after `t` turns holds at most
    /// `P^t`), else every cell's.
    pub(crate) fn of(shape: &Shape, reach: Option<&[Reach]>) -> Layers {
        if !shape.big_dice {
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
                .cells()
                .saturating_mul(2)
                .saturating_mul(count(shape.max_turns)),
        };
        Layers::Big { live }
    }
}

/// The tables of every distinct start and their combination, with `cell_words` words of live
/// cells' counts over every turn of every table (a cell live after `t` turns holds a count of
/// at most `t·β + 1` bits) and layers held as `layers` say.
pub(crate) fn tables(shape: &Shape, cell_words: u128, layers: Layers) -> Cost {
    let entry = count_bytes(shape.table_bits());
    // The sparse kernels work out every move's route from every row once (40 bytes each),
    // shared by the tables built at once (the geometry holds them), and each table keeps each
    // row's window of live scores in this turn and the next (32 bytes a row).
    let routes = shape.board.saturating_mul(shape.moves).saturating_mul(40);
    let windows = shape.board.saturating_mul(32);
    // Big tables are built on several cores at once, each with its own layers; the rest, and
    // every table in WebAssembly, one at a time (the dispatch's own predicate).
    let at_once = if super::dispatch::may_thread(shape.cells(), shape.distinct()) {
        shape.distinct().min(AT_ONCE as u128)
    } else {
        1
    };
    // Every live cell on every turn fans out over every move: a word of the count at a time
    // in the machine-word kernels, a big-integer product for the dice past 64 bits. Past 64
    // bits the wide kernel also adds the cells that reach the target, move by move, into the
    // turn's winners: up to once more.
    let passes = if shape.table_bits() > 64 { 2 } else { 1 };
    let moved = cell_words
        .saturating_mul(shape.moves)
        .saturating_mul(words(shape.turn_bits))
        .saturating_mul(passes);
    let live = if !shape.big_dice {
        (Op::CellMove, moved)
    } else {
        (Op::Word, moved)
    };
    // The vector kernels visit every row's vectors of 16 lanes on every turn, live or not. A
    // count that may pass 32 bits may have each 32-bit attempt run to its last turn before it
    // declines (the registers for all starts, then for one, then the dense kernel's `u32`
    // lanes) and the `u64` lanes run whole; past 64 bits the scalar kernel then builds the
    // table as well. Big dice never take them.
    let vector = !shape.big_dice
        && super::vector_layer(
            shape.kernel,
            usize::try_from(shape.board).unwrap_or(usize::MAX),
            usize::try_from(shape.target).unwrap_or(usize::MAX),
        );
    let (work, vector_layers) = if vector {
        let attempts = if shape.table_bits() <= 32 { 1 } else { 4 };
        let vectors = shape
            .distinct()
            .saturating_mul(shape.max_turns)
            .saturating_mul(shape.board)
            .saturating_mul(shape.moves)
            .saturating_mul(shape.target.div_ceil(16))
            .saturating_mul(attempts);
        // Their rows hold the scores below the target and room for the shift of landing on
        // the farthest space (up to `B` lanes), in vectors of 16 lanes of 4 bytes, or 8 when
        // a count may pass 32 bits: two layers of `B` rows for each table built at once.
        let lanes = (shape.target.div_ceil(16) + shape.board.div_ceil(16)) * 16;
        let lane = if shape.table_bits() <= 32 { 4 } else { 8 };
        let mut work = Work::of(Op::VectorMove, vectors);
        if shape.table_bits() > 64 {
            work = work.plus(Work::of(live.0, live.1));
        }
        (
            work,
            (shape.board * lanes * lane * 2).saturating_mul(at_once),
        )
    } else {
        (Work::of(live.0, live.1), 0)
    };
    let layers_bytes = match layers {
        // Two layers of counts as wide as the widest, which the wide kernel grows by an
        // eighth at a time, for each table built at once.
        Layers::Dense => {
            let layer = shape.cells().saturating_mul(entry);
            layer
                .saturating_add(layer / 8)
                .saturating_mul(2)
                .saturating_add(windows)
                .saturating_mul(at_once)
                .saturating_add(routes)
                .max(vector_layers)
        }
        // Two layers of big integers, one table at a time: an empty one a cell, and the
        // live cells' words.
        Layers::Big { live: counts } => shape
            .cells()
            .saturating_mul(2 * BIG_INTEGER)
            .saturating_add(counts)
            .saturating_add(routes)
            .saturating_add(windows),
    };
    let tables = Cost {
        work,
        memory: layers_bytes
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

/// The players' tables combined round by round ([`combination_work`]), holding three counts
/// of the game's width a player.
pub(crate) fn combination(shape: &Shape) -> Cost {
    Cost::of(
        Op::Word,
        combination_work(shape),
        (3 * shape.players).saturating_mul(count_bytes(shape.game_bits())),
    )
}

/// The word products of combining `n` players' columns round by round (`tables::by_round`). In
/// round `r` entries have `b = r·β + 1` bits, and with `m = n − 1` and `c = b/64`:
///
/// - every round, the running products of the players after each player and before it (`j·b`
///   bits times an entry, `j < m`, twice): with `words(x) ≤ x/64 + 1`, at most
///   `c²·m(m − 1) + c·m(m + 1) + 2m` word products;
/// - in the rounds a player can end in (from the fewest turns to the target, `⌈target / B⌉`: a
///   player reaches nobody's target before), each player's term: its entry times the product
///   before (`b` by `i·b`) and that times the product after (`(i + 1)·b` by `(m − i)·b`), at
///   most `c²·(m(m + 1)/2 + m(m + 1)(m + 2)/6) + c·(m(m + 1)/2 + (m + 1)(m + 2)) + 2(m + 1)`.
///
/// Summed in closed form over the rounds, which end with the shortest of the players' longest
/// games.
pub(crate) fn combination_work(shape: &Shape) -> u128 {
    let (n, rounds, beta) = (shape.players, shape.rounds, shape.turn_bits);
    let m = n.saturating_sub(1);
    let first = match (
        u64::try_from(shape.target),
        u64::try_from(shape.board.max(1)),
    ) {
        (Ok(t), Ok(b)) => u128::from(t.div_ceil(b)),
        _ => shape.target.div_ceil(shape.board.max(1)),
    }
    .max(1);
    // Σ b and Σ b² over rounds `1..=t`, b = r·β + 1.
    let sums = |t: u128| {
        let sum_r = over(t.saturating_mul(t + 1), 2);
        let sum_r2 = over(t.saturating_mul(t + 1).saturating_mul(2 * t + 1), 6);
        let sum_b = beta.saturating_mul(sum_r).saturating_add(t);
        let sum_b2 = beta
            .saturating_mul(beta)
            .saturating_mul(sum_r2)
            .saturating_add(beta.saturating_mul(sum_r).saturating_mul(2))
            .saturating_add(t);
        (sum_b, sum_b2, t)
    };
    let all = sums(rounds);
    let before = sums(first.saturating_sub(1).min(rounds));
    let ends = (all.0 - before.0, all.1 - before.1, all.2 - before.2);
    // Each part's coefficients of Σb², Σb and the rounds, over 4096, 64 and 1.
    let part = |(sum_b, sum_b2, t): (u128, u128, u128), square: u128, linear: u128, each: u128| {
        sum_b2
            .saturating_mul(square)
            .div_ceil(4096)
            .saturating_add(sum_b.saturating_mul(linear).div_ceil(64))
            .saturating_add(t.saturating_mul(each))
    };
    let mm = m.saturating_mul(m + 1);
    let running = part(all, m.saturating_mul(m.saturating_sub(1)), mm, 2 * m);
    let terms = part(
        ends,
        over(mm, 2).saturating_add(over(mm.saturating_mul(m + 2), 6)),
        over(mm, 2).saturating_add((m + 1).saturating_mul(m + 2)),
        2 * (m + 1),
    );
    running.saturating_add(terms)
}

/// `x / d` for a small divisor, in one machine word where `x` fits one (a division of `u128`s
/// is a call, and estimates are made on every run).
fn over(x: u128, d: u64) -> u128 {
    match u64::try_from(x) {
        Ok(x) => u128::from(x / d),
        Err(_) => x / u128::from(d),
    }
}

/// The combination of the tables of `game`'s players, whose games last at most `longest`
/// turns: a bound for every game of as many players under its rules.
pub(crate) fn combination_bound(game: &Game, longest: u128) -> Cost {
    // The combination's work does not depend on the tables' kernel.
    combination(&Shape::of(game, Kernel::Scalar).with_max_turns(longest))
}

/// The crude estimate, from the rules alone: after `t` turns a player's score lies between `t`
/// (a point a turn at least) and `t·B` (a board's worth at most), so at most `B` spaces times
/// that range of scores below the target are live (one cell a turn for a die of one move);
/// the turn that moves them works in counts of
/// `(t + 1)·β + 1` bits at most (the wide kernel's width is that of the universes after it);
/// a player lasts fewer turns than the target ([`crude_cell_words`]).
pub(crate) fn crude(shape: &Shape) -> Cost {
    let cell_words = shape.distinct().saturating_mul(crude_cell_words(shape));
    tables(shape, cell_words, Layers::of(shape, None))
}

/// `Σₜ B · |[t, min(t·B, T − 1)]| · (t·β + c)/64` over the turns `t < T`, with `c = β + 65`
/// (`words((t + 1)·β + 1) ≤ (t·β + c)/64`): the kernels visit each space's window of scores
/// within the scores' range. A die that makes one move (one face, or faces that all move
/// alike) never splits a universe: one cell a turn. The range's sum in closed form: for
/// `t ≤ k = ⌊(T − 1)/B⌋` the range holds `t(B − 1) + 1` scores, after it `T − t`.
pub(crate) fn crude_cell_words(shape: &Shape) -> u128 {
    let (b, t, beta) = (shape.board.max(1), shape.target, shape.turn_bits);
    if t == 0 {
        return 0;
    }
    let Some(c) = beta.checked_add(65) else {
        return u128::MAX;
    };
    let words = if shape.moves <= 1 {
        // One cell a turn: Σ_{x<T} (xβ + c) = β·Σx + c·T.
        sum_x(t - 1)
            .and_then(|s| s.checked_mul(beta))
            .and_then(|s| s.checked_add(c.checked_mul(t)?))
    } else {
        ranges_sum(b, t, beta, c)
    };
    words.map_or(u128::MAX, |words| words.div_ceil(64))
}

/// `Σ x` for `x` in `0..=n`.
fn sum_x(n: u128) -> Option<u128> {
    n.checked_mul(n + 1).map(|x| over(x, 2))
}

/// `Σₜ B · |[t, min(t·B, T − 1)]| · (t·β + c)` over `t < T`, in closed form (before the
/// division by 64).
fn ranges_sum(b: u128, t: u128, beta: u128, c: u128) -> Option<u128> {
    let k = match (u64::try_from(t - 1), u64::try_from(b)) {
        (Ok(t), Ok(b)) => u128::from(t / b),
        _ => (t - 1) / b,
    };
    // Σ x² for x in 0..=n.
    let s2 = |n: u128| {
        n.checked_mul(n + 1)
            .and_then(|x| x.checked_mul(2 * n + 1))
            .map(|x| over(x, 6))
    };
    // Σ_{x=0}^{k} (x(B − 1) + 1)(xβ + c).
    let early = (b - 1)
        .checked_mul(beta)?
        .checked_mul(s2(k)?)?
        .checked_add(((b - 1).checked_mul(c)?.checked_add(beta)?).checked_mul(sum_x(k)?)?)?
        .checked_add(c.checked_mul(k + 1)?)?;
    // Σ_{x=k+1}^{T−1} (T − x)(xβ + c) = Σ_{u=1}^{n} u((T − u)β + c), n = T − k − 1:
    // (Tβ + c)·Σu − β·Σu².
    let n = t - k - 1;
    let late = t
        .checked_mul(beta)?
        .checked_add(c)?
        .checked_mul(sum_x(n)?)?
        .checked_sub(beta.checked_mul(s2(n)?)?)?;
    early.checked_add(late)?.checked_mul(b)
}

/// The estimate from the exact reach of each start: the refined shape, its live cells' words
/// turn by turn (in the turn that moves the cells live after `t` turns, counts of `(t + 1)·β +
/// 1` bits at most), and its layers.
pub(crate) fn refined(shape: &Shape, reach: &[Reach]) -> (Shape, Cost) {
    let refined = shape.refined(reach);
    let layers = Layers::of(&refined, Some(reach));
    let cell_words = reach
        .iter()
        .flat_map(|r| r.live.iter().enumerate())
        .map(|(t, &live)| {
            let bits = (t as u128 + 1)
                .saturating_mul(shape.turn_bits)
                .saturating_add(1);
            u128::from(live).saturating_mul(words(bits))
        })
        .fold(0, u128::saturating_add);
    let cost = tables(&refined, cell_words, layers);
    (refined, cost)
}

/// The tables' estimate, after the dice's distribution, and, held with them, what `then` adds
/// for the shape they were estimated with: crude, or refined by the exact reach of each start
/// where that pass is within its own budget (else crude still).
pub(crate) fn estimate(
    game: &Game,
    shape: &Shape,
    refine: &Refine,
    then: impl Fn(&Shape) -> Cost,
) -> Cost {
    let dice = shape.dice_cost();
    match shape.reach(game.rules(), refine) {
        Some(reach) => {
            let (refined, cost) = refined(shape, &reach);
            dice.holding(cost).holding(then(&refined))
        }
        None => dice.holding(crude(shape)).holding(then(shape)),
    }
}

/// The tables' estimate, as [`estimate`] makes it, held to `limits` in the name of `subject`.
/// The crude bound first, which needs no pass over the cells: where it passes the limits, it
/// is the estimate. Else the refined one is checked, or quoted by the refusal: the same figure
/// whatever the limits.
pub(crate) fn plan(
    game: &Game,
    shape: &Shape,
    limits: &Limits,
    subject: Subject,
    then: impl Fn(&Shape) -> Cost,
) -> Result<Cost, Refusal> {
    limits.plan(subject, |refine| Ok(estimate(game, shape, refine, &then)))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::Rules;

    /// The vector kernels' two layers of the puzzle's board (10 rows of 48 lanes of 8 bytes),
    /// where they run; none where they do not.
    fn vector_rows() -> u128 {
        if super::super::vector_layer(Kernel::active(), 10, 21) {
            10 * 48 * 8 * 2
        } else {
            0
        }
    }

    fn example() -> (Game, Shape) {
        let game = Game::example(Rules::default()).unwrap();
        let shape = Shape::of(&game, Kernel::active());
        (game, shape)
    }

    #[test]
    fn the_crude_bound_counts_every_cell_on_every_turn() {
        let (_, shape) = example();
        // Every cell a score range allows on each turn, with counts of 5 bits a turn; with
        // vectors, first 2 starts · 21 turns · 10 rows · 7 moves · 2 vectors in each of the four
        // attempts a count past 32 bits may make, then the scalar kernel for one past 64;
        // two layers of 210 cells of 16 bytes and an eighth to grow, 10 rows of 7 routes of 40
        // bytes and two windows of 16, for the one table built at a time (210 cells are too
        // few to build on threads); two columns of 44 entries per start; the small
        // allocations. The combination of 21 rounds: 324 word products (see
        // `combination_work`: 2 · 21 running products of a few words, and the terms from round
        // 3, the first anybody can reach 21 points in).
        let at_once = 1;
        let routes = 10 * (7 * 40 + 32);
        // Crude, counts may pass 64 bits (21 turns of 5 bits): the wide kernel's two passes.
        let live = Work::of(Op::CellMove, 2 * crude_cell_words(&shape) * 7 * 2);
        let tables = if vector_rows() > 0 {
            Work::of(Op::VectorMove, 4 * 2 * 21 * 10 * 7 * 2).plus(live)
        } else {
            live
        };
        assert_eq!(
            crude(&shape),
            Cost {
                work: tables.plus(Work::of(Op::Word, 324)),
                memory: (2 * (210 * 16 + 210 * 2) + routes) * at_once
                    + 2 * 44 * 16
                    + SMALL_ALLOCATIONS,
            }
        );
    }

    #[test]
    fn a_die_of_one_move_is_planned_as_the_one_walk_it_is() {
        // One face, or faces that all move alike: one live cell a turn, never a universe more.
        // The board's spaces times the scores' range made it 4.6·10^12 cell-moves to a target
        // of 10^6, refused, for a game that runs in a fraction of a second (a newcomer's trial).
        let game = |die: &str, target: u64| {
            let rules = crate::rules::Rules::builder()
                .dirac_die(crate::die::Die::parse(die).unwrap())
                .dirac_target(target)
                .build()
                .unwrap();
            Game::example(rules).unwrap()
        };
        let shape = Shape::of(&game("1", 1_000_000), Kernel::active());
        assert_eq!((shape.moves, shape.turn_bits), (1, 0));
        // Σ_{t < T} (0·t + 65)/64 words.
        assert_eq!(crude_cell_words(&shape), (65 * 1_000_000u128).div_ceil(64));
        for die in ["1", "0", "5"] {
            let g = game(die, 1_000_000);
            let plan = crate::plan::Solve::default().plan(&g, &Limits::default());
            let plan = plan.unwrap_or_else(|e| panic!("die {die}: {e}"));
            // Planned within a tenth of the default limits' time (the layers' memory, bounded
            // from the rules alone, is most of it), where it was refused at 380 times them.
            let most = u128::from(Limits::default().max_work) / 10;
            assert!(plan.cost().steps() < most, "die {die}: {:?}", plan.cost());
            let solved = plan.run().unwrap();
            assert_eq!(solved.view.dirac.unwrap().total, "1", "die {die}");
        }
    }

    #[test]
    fn the_crude_words_bound_every_score_range_turn_by_turn() {
        // Each turn's live cells and their words summed one by one: the closed form is never
        // below, and at most twice (its words are (tβ + 65)/64, not whole words).
        let (game, _) = example();
        for (board, target, beta) in [
            (10_u128, 21_u128, 5_u128),
            (1, 10_000, 4),
            (100, 500, 8),
            (7, 1, 3),
            (3, 2, 0),
            (1_000_000, 21, 5),
            (10, 1000, 5),
        ] {
            let shape = Shape {
                board,
                target,
                turn_bits: beta,
                ..Shape::of(&game, Kernel::active())
            };
            let mut exact = 0;
            for t in 0..target {
                let scores = (t * board).min(target - 1) + 1 - t;
                exact += board * scores * words((t + 1) * beta + 1);
            }
            let formula = crude_cell_words(&shape);
            assert!(
                formula >= exact,
                "{board} {target} {beta}: {formula} < {exact}"
            );
            assert!(
                formula <= 2 * exact,
                "{board} {target} {beta}: {formula} against {exact}"
            );
        }
        // Past u128, saturated.
        let huge = Shape {
            board: u128::MAX / 2,
            target: u128::MAX / 2,
            ..Shape::of(&game, Kernel::active())
        };
        assert_eq!(crude_cell_words(&huge), u128::MAX);
    }

    #[test]
    fn the_reach_refines_the_turns_and_the_live_cells() {
        let (game, shape) = example();
        let reach = shape.reach(game.rules(), &Refine::refined()).unwrap();
        // 416 and 414 live cell-turns from starts 4 and 8, games of at most 10 turns: one word
        // (51 bits) a count; 10 rounds of combination, 96 products. The vector kernels, where
        // they run, visit 2 starts · 10 turns · 10 rows · 7 moves · 2 vectors, and their rows
        // take more memory: 10 rows of 48 lanes of 8 bytes, twice.
        // One table at a time, as above.
        let at_once = 1;
        let routes = 10 * (7 * 40 + 32);
        let live = Work::of(Op::CellMove, (416 + 414) * 7);
        let tables = if vector_rows() > 0 {
            // Counts of up to 50 bits: four vector attempts, the last in 64-bit lanes.
            Work::of(Op::VectorMove, 4 * 2 * 10 * 10 * 7 * 2)
        } else {
            live
        };
        let (refined_shape, cost) = refined(&shape, &reach);
        assert_eq!(refined_shape.max_turns, 10);
        assert_eq!(
            cost,
            Cost {
                work: tables.plus(Work::of(Op::Word, 96)),
                memory: vector_rows().max(2 * (210 * 8 + 210) + routes) * at_once
                    + 2 * 22 * 8
                    + SMALL_ALLOCATIONS,
            }
        );
        assert!(cost.steps() < crude(&shape).steps());
    }

    #[test]
    fn the_plan_refines_only_when_the_crude_bound_does_not_pass_and_refuses_with_one_figure() {
        let (game, shape) = example();
        let subject = crate::strategy::Strategy::PerPlayer.subject();
        let plan = |work: u128, memory: u128| {
            let limits = Limits {
                max_work: u64::try_from(work).unwrap_or(u64::MAX),
                max_memory: u64::try_from(memory).unwrap_or(u64::MAX),
            };
            plan(&game, &shape, &limits, subject, |_| Cost::default())
        };
        let crude = estimate(&game, &shape, &Refine::crude(), |_| Cost::default());
        let refined = estimate(&game, &shape, &Refine::refined(), |_| Cost::default());
        assert!(refined.steps() < crude.steps());
        // Under limits the crude bound passes, it is the estimate: no pass over the cells.
        assert_eq!(plan(crude.steps(), crude.memory), Ok(crude));
        // Just below it, the refined figure, whose pass costs a few thousand cell-moves.
        assert_eq!(plan(crude.steps() - 1, crude.memory), Ok(refined));
        assert_eq!(plan(refined.steps(), refined.memory), Ok(refined));
        // Below the refined figure, refused with it, whichever limit is passed and by how
        // much: one figure.
        for (work, memory) in [
            (refined.steps() - 1, refined.memory),
            (refined.steps(), refined.memory - 1),
            (1, 1),
        ] {
            let refusal = plan(work, memory).unwrap_err();
            let crate::limits::Reason::OverLimits { cost, .. } = refusal.reason else {
                panic!("{refusal:?}");
            };
            assert_eq!(*cost, refined);
        }
    }

    #[test]
    fn big_dice_hold_their_live_cells_counts_and_an_empty_integer_a_cell() {
        let (_, shape) = example();
        // The puzzle's shape with 100 bits a turn, games of at most 10 turns.
        let shape = Shape {
            turn_bits: 100,
            big_dice: true,
            ..shape.with_max_turns(10)
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
                    turn_bits: 63,
                    big_dice: false,
                    ..shape.clone()
                },
                Some(&[reach])
            ),
            Layers::Dense
        );
        // Two layers of 210 empty integers, the routes and windows (3,120 bytes), the two
        // starts' columns of 22 counts of 1,001 bits (152 bytes), the small allocations.
        let memory = |live| tables(&shape, 0, Layers::Big { live }).memory;
        assert_eq!(
            memory(0),
            210 * 2 * 24 + 3_120 + 2 * 22 * 152 + SMALL_ALLOCATIONS
        );
        assert_eq!(memory(1_000), memory(0) + 1_000);
        // A move's weight of 100 bits: the live cells' moves are big-integer products.
        let work = tables(&shape, 10, Layers::Big { live: 0 }).work;
        assert_eq!(work.count(Op::CellMove), 0);
        assert!(work.count(Op::Word) >= 10 * 7 * 16 * 2);
    }

    #[test]
    fn dice_of_2_to_the_63_and_past_are_estimated_as_the_big_kernel_runs_them() {
        // 2^62 ways a turn fit a machine word; 2^63 and 3^40 (about 2^63.4, which rounds to 64
        // bits a turn like 2^63 itself) are built with big integers, and estimated so.
        for (faces, rolls, big) in [(2, 62, false), (2, 63, true), (3, 40, true)] {
            let rules = crate::tables::tests::rules(10, rolls, faces, 5);
            let runs_big = matches!(
                crate::tables::Dice::of(&rules, Kernel::active()),
                crate::tables::Dice::Big(_)
            );
            assert_eq!(runs_big, big, "{faces}^{rolls}");
            let shape = Shape::of(&Game::new(rules, vec![1]).unwrap(), Kernel::active());
            assert_eq!(shape.big_dice, big, "{faces}^{rolls}");
            assert_eq!(
                matches!(Layers::of(&shape, None), Layers::Big { .. }),
                big,
                "{faces}^{rolls}"
            );
            let work = tables(&shape, 10, Layers::of(&shape, None)).work;
            let machine = work.count(Op::CellMove) + work.count(Op::VectorMove);
            assert_eq!(machine == 0, big, "{faces}^{rolls}");
        }
    }

    #[test]
    fn the_combination_can_take_more_memory_than_the_tables() {
        // The combination's products, round by round: for one player, four a round of one
        // word and the sums' 5; for two and for a hundred, the running products' words grow
        // with the players.
        let (_, base) = example();
        let shape = |players: u128, turns: u128| Shape {
            players,
            max_turns: turns,
            rounds: turns,
            ..base.clone()
        };
        // Each round's products, word by word, as `by_round` makes them, for counts of `b` bits
        // in round `r`: the formula is never below them.
        for (n, t, beta, target, board) in [
            (1_u128, 10_u128, 5_u128, 21_u128, 10_u128),
            (1, 10_000, 4, 10_000, 1),
            (2, 300, 5, 300, 10),
            (3, 100, 20, 21, 10),
            (8, 40, 64, 100, 10),
            (30, 21, 5, 21, 10),
            (100, 10, 5, 21, 10),
        ] {
            let first = target.div_ceil(board);
            let mut products = 0;
            for r in 1..=t {
                let b = r * beta + 1;
                let m = n - 1;
                for j in 0..m {
                    products += 2 * words(j * b) * words(b);
                }
                if r < first {
                    continue;
                }
                for i in 0..=m {
                    products += words(b) * words(i * b) + words((i + 1) * b) * words((m - i) * b);
                }
            }
            let formula = combination_work(&Shape {
                turn_bits: beta,
                target,
                board,
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
        // Two hundred players on the ten spaces, from the reach: games of at most 10 turns.
        // Their 10 tables take two layers of 210 counts of 8 bytes and 3,120 bytes of routes
        // and windows for the one built at a time, 10 columns of 22 counts and the small
        // allocations, some 74 KB (or the vector kernels' rows, where larger); each of the
        // 3 · 200 products a count of
        // 200 · 51 bits (160 words and 24 bytes of its own): 782,400 bytes.
        let game = Game::new(Rules::default(), (0..200).map(|i| i % 10 + 1).collect()).unwrap();
        let many = Shape::of(&game, Kernel::active());
        let (_, cost) = refined(
            &many,
            &many.reach(game.rules(), &Refine::refined()).unwrap(),
        );
        let combination = 3 * 200 * (24 + 160 * 8);
        assert_eq!(cost.memory, combination);
        // Ten players on the same ten spaces hold the same tables and a combination of 4,560
        // bytes, below them.
        let ten = Game::new(Rules::default(), (1..=10).collect()).unwrap();
        let ten_shape = Shape::of(&ten, Kernel::active());
        let (_, ten_cost) = refined(
            &ten_shape,
            &ten_shape.reach(ten.rules(), &Refine::refined()).unwrap(),
        );
        assert_eq!(
            ten_cost.memory,
            vector_rows().max(2 * (210 * 8 + 210) + 3_120) + 10 * 22 * 8 + SMALL_ALLOCATIONS
        );
        assert!(combination > ten_cost.memory);
    }
}
