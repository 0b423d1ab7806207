//! What the joint-state strategies cost: `memo` and `backward` visit states of the whole game,
//! `stack` walks its tree.
//!
//! A joint state is every player's `(space, score)` and whose turn it is: `(B · target)ⁿ` of
//! them to index, far fewer reached. The estimate bounds the states visited by the index space
//! (crude) or, when that does not pass the limits, by the cells each player can occupy on each
//! turn ([`joint_states_bound`], from the reach pass). Each visit probes the results of every
//! move's state: within the caches when the results are small, past them when they are not,
//! where a probe waits on memory ([`Op::FarProbe`]). `stack`'s work is not estimated but
//! *counted*: the size of its game tree, exactly, from a per-player run that counts move
//! sequences instead of universes.

use crate::game::Game;
use crate::limits::{Cost, Limits, Reason, Refine, Refusal};
use crate::num::{Count, Counter, Exact, Overflow, escalate};
use crate::strategy::Strategy;
use crate::tables::cost::{self as tables_cost, SMALL_ALLOCATIONS};
use crate::tables::kernel::Kernel;
use crate::tables::shape::Shape;
use crate::tables::{self, Dice, Of, Reach, Tables};
use crate::work::{Op, Work, count_bytes, words};

/// Recursion deeper than this many turns is refused by `memo`.
const MAX_DEPTH: u128 = 5_000;

/// Results of at most this many bytes are held in a flat array whatever the states reached.
const FLAT: u128 = 64 << 20;

/// Results held past this many bytes are probed past the caches ([`Op::FarProbe`]).
pub(crate) const CACHED: u128 = 16 << 20;

/// The stack's tree is counted exactly when the count (a per-player run) is estimated within
/// this many steps: some tens of milliseconds, whatever the limits. Past it, the walk is far
/// past any limit, and a bound from the moves decides.
const COUNTED: u128 = 50_000_000;

/// How a joint strategy holds its results, and so how its probes are counted.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) struct Storage {
    /// Results indexed by state in a flat array (else a hash map of the states reached).
    pub(crate) flat: bool,
    /// [`Op::Probe`] (a flat array) or [`Op::MapProbe`] (a map), or their kinds past the
    /// caches beyond [`CACHED`] bytes of results.
    pub(crate) probe: Op,
}

impl Storage {
    /// What the per-player strategy, which has no joint states, is planned with.
    pub(crate) const NONE: Storage = Storage {
        flat: false,
        probe: Op::Probe,
    };
}

/// A joint strategy's estimate, and how it stores its results.
#[derive(Debug, Clone, Copy)]
pub(crate) struct Planned {
    pub(crate) cost: Cost,
    pub(crate) storage: Storage,
}

/// The joint states of `game` (`(B · target)ⁿ`), if a `usize` numbers them.
pub(crate) fn joint_states(game: &Game) -> Option<usize> {
    let cells = (game.rules().board() as usize).checked_mul(game.rules().dirac_target() as usize)?;
    (0..game.players()).try_fold(1_usize, |acc, _| acc.checked_mul(cells))
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
struct Joint {
    /// `(B · target)ⁿ`: the flat index space.
    index_space: u128,
    /// Upper bound on the states visited: the index space, or with the players' reach,
    /// [`joint_states_bound`].
    visited: u128,
    shape: Shape,
}

impl Joint {
    /// Every state of the index space visited, every game as long as the target allows.
    fn crude(shape: &Shape, index_space: u128) -> Joint {
        Joint {
            index_space,
            visited: index_space,
            shape: shape.clone(),
        }
    }

    /// The states bounded by each player's live cells on each turn, from their reach.
    fn refined(game: &Game, shape: &Shape, index_space: u128, reach: &[Reach]) -> Joint {
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
        Joint {
            index_space,
            visited: index_space.min(joint_states_bound(&live)).min(cells),
            shape: shape.refined(reach),
        }
    }

    /// Storage for results, with `flat_extra` bytes per state of the index space on top in a
    /// flat array, or `sparse_extra` per visited state in a hash map: a flat array when it is
    /// small, or not much bigger than the map would be. Returns the storage and its bytes,
    /// the successors included.
    fn storage(&self, flat_extra: u128, sparse_extra: u128) -> (Storage, u128) {
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
        let flat = flat_memory <= FLAT || flat_memory <= sparse_memory.saturating_mul(2);
        let results = if flat { flat_memory } else { sparse_memory };
        let probe = match (flat, results > CACHED) {
            (true, false) => Op::Probe,
            (true, true) => Op::FarProbe,
            (false, false) => Op::MapProbe,
            (false, true) => Op::FarMapProbe,
        };
        (
            Storage { flat, probe },
            results.saturating_add(self.successors().memory),
        )
    }

    /// Where each cell's moves lead, worked out once: a step a move, and per cell its moves
    /// (an index and a count of ways each), the ways of its winning moves and where its moves
    /// start.
    fn successors(&self) -> Cost {
        let cells = self.shape.cells();
        let ways = count_bytes(self.shape.turn_bits);
        let per_cell = self
            .shape
            .moves
            .saturating_mul(8 + ways)
            .saturating_add(8 + ways);
        let successors = Cost::of(
            Op::CellMove,
            cells.saturating_mul(self.shape.moves),
            cells.saturating_mul(per_cell),
        );
        successors.then(self.proof())
    }

    /// The pass over the cells that proves `u64` arithmetic exact (`quantum::proven`): every
    /// start's table backwards, each cell's moves for each turn it can finish in, a word for
    /// each and three for the cell, then two columns a start.
    fn proof(&self) -> Cost {
        let cells = self.shape.cells();
        let cell_turns = cells.saturating_mul(self.shape.max_turns);
        let columns = self
            .shape
            .board
            .saturating_mul(self.shape.max_turns.saturating_add(1))
            .saturating_mul(16);
        Cost::of(
            Op::CellMove,
            cell_turns.saturating_mul(self.shape.moves),
            cell_turns
                .saturating_add(cells.saturating_mul(3))
                .saturating_mul(8)
                .saturating_add(columns),
        )
    }

    /// A probe and a multiply-add per move and player of each of `states` states, after
    /// working out the successors. A run whose counts pass a width stops and starts again in
    /// the next (`u64`, `u128`, big integers): its probes are made once for each width tried.
    fn visit_work(&self, states: u128, probe: Op) -> Work {
        let bits = self.shape.game_bits();
        let widths = 1 + u128::from(bits > 64) + u128::from(bits > 128);
        let moves = states.saturating_mul(self.shape.moves);
        Work::of(probe, moves.saturating_mul(widths))
            .plus(Work::of(
                Op::Word,
                moves
                    .saturating_mul(self.shape.players)
                    .saturating_mul(words(self.shape.game_bits()))
                    .saturating_mul(words(self.shape.turn_bits)),
            ))
            .plus(self.successors().work)
    }

    /// Memo: every visited state recursed into once; a byte a state marks it solved in a flat
    /// array.
    fn memo(&self) -> Planned {
        let (storage, memory) = self.storage(1, 0);
        Planned {
            cost: Cost {
                work: self.visit_work(self.visited, storage.probe),
                memory,
            },
            storage,
        }
    }

    /// Backward: a flat array holds every state's results and nothing else, and every state
    /// of the index space is resolved once; a map of the reachable states comes with their
    /// list and the set of seen ones, and every reachable one is discovered, then resolved.
    fn backward(&self) -> Planned {
        let (storage, memory) = self.storage(0, 24);
        let work = if storage.flat {
            self.visit_work(self.index_space, storage.probe)
        } else {
            self.visit_work(self.visited, storage.probe).times(2)
        };
        Planned {
            cost: Cost { work, memory },
            storage,
        }
    }
}

/// The plan of a joint-state strategy (`memo` or `backward`) on `game`: the crude bound first,
/// refined from the players' reach only where it does not pass the limits (or, for `memo`,
/// where the crude depth of its recursion passes its limit), and refused with the finest
/// figure made.
pub(crate) fn plan_joint(
    game: &Game,
    shape: &Shape,
    limits: &Limits,
    strategy: Strategy,
) -> Result<Planned, Refusal> {
    let subject = strategy.subject();
    let refuse = |reason| Refusal { subject, reason };
    let Some(states) = joint_states(game) else {
        return Err(refuse(Reason::TooManyStates));
    };
    let plan = |joint: &Joint| {
        with_dice(
            shape,
            match strategy {
                Strategy::Memo => joint.memo(),
                _ => joint.backward(),
            },
        )
    };
    let depth = |joint: &Joint| joint.shape.players.saturating_mul(joint.shape.max_turns);
    let crude = Joint::crude(shape, states as u128);
    let first = plan(&crude);
    let deep = strategy == Strategy::Memo && depth(&crude) > MAX_DEPTH;
    // Results past `FLAT` bytes from the crude bound may be a map of far fewer states: the
    // reach tells, for a pass small beside touching that much memory.
    let large = first.cost.memory > FLAT;
    if !deep && !large && limits.check(first.cost, subject).is_ok() {
        return Ok(first);
    }
    let joint = match shape.reach(game.rules(), &Refine::refined()) {
        Some(reach) => Joint::refined(game, shape, states as u128, &reach),
        None => crude,
    };
    if strategy == Strategy::Memo && depth(&joint) > MAX_DEPTH {
        return Err(refuse(Reason::TooDeep {
            depth: depth(&joint),
            max: MAX_DEPTH,
        }));
    }
    let planned = plan(&joint);
    limits.check(planned.cost, subject)?;
    Ok(planned)
}

/// The dice's distribution, built before anything else, held while the strategy runs.
fn with_dice(shape: &Shape, planned: Planned) -> Planned {
    Planned {
        cost: shape.dice_cost().holding(planned.cost),
        ..planned
    }
}

/// The exact number of nodes the stack's walk pops: the root, plus every state that a move
/// leads to without ending the game. Counting move *sequences* instead of universes (every
/// move weighted one), the per-player method gives them by round: after player `i`'s turn in
/// round `t` there are `Πⱼ≤ᵢ aliveⱼ[t] · Πⱼ>ᵢ aliveⱼ[t − 1]` of them.
pub(crate) fn stack_nodes(game: &Game, kernel: Kernel) -> Result<Count, Overflow> {
    let tables = Tables::build(game, &Dice::unweighted(game.rules(), kernel));
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

/// The plan of the stack's walk: its nodes counted exactly when the count is cheap
/// ([`COUNTED`], whatever the limits), else bounded by the moves (`Σ moves^d` over the
/// depths `d` of the longest game); each node's moves and their products of counts; its stack
/// of at most `moves` entries per turn of the longest game. The count is part of the plan, not
/// of the run.
pub(crate) fn plan_stack(game: &Game, shape: &Shape, limits: &Limits) -> Result<Planned, Refusal> {
    let subject = Strategy::Stack.subject();
    let counting = tables_cost::crude(shape);
    let depth = shape.players.saturating_mul(shape.max_turns);
    let nodes = if counting.steps() <= COUNTED {
        stack_nodes(game, shape.kernel)
            .ok()
            .and_then(|n| n.to_u128())
            .unwrap_or(u128::MAX)
    } else {
        // Σ_{d ≤ D} m^d ≤ (D + 1)·m^D, saturating.
        let power = u32::try_from(depth).map_or(u128::MAX, |d| shape.moves.saturating_pow(d));
        power.saturating_mul(depth.saturating_add(1))
    };
    let game_bits = shape.game_bits();
    // The stack holds at most `moves` entries per turn of the longest game.
    let entry = 16 + count_bytes(game_bits);
    let moves = nodes.saturating_mul(shape.moves);
    let walk = Cost {
        work: Work::of(Op::Node, moves)
            .plus(Work::of(Op::Word, moves.saturating_mul(words(game_bits)))),
        memory: depth
            .saturating_mul(shape.moves)
            .saturating_mul(entry)
            .saturating_add(SMALL_ALLOCATIONS),
    };
    let planned = with_dice(
        shape,
        Planned {
            cost: walk,
            storage: Storage::NONE,
        },
    );
    limits.check(planned.cost, subject)?;
    Ok(planned)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::dice;
    use crate::quantum::joint;
    use crate::rules::Rules;

    const UNLIMITED: Limits = Limits {
        max_work: u64::MAX,
        max_memory: u64::MAX,
    };

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

    /// The dice's distribution, built before any strategy and held while it runs.
    fn dice(game: &Game) -> Cost {
        Shape::of(game, Kernel::active()).dice_cost()
    }

    /// The plan of `strategy` on `game` refined from the reach: under limits of nothing, the
    /// refusal's figure.
    fn refined(game: &Game, strategy: Strategy) -> Cost {
        let nothing = Limits {
            max_work: 1,
            max_memory: 1,
        };
        let refusal =
            plan_joint(game, &Shape::of(game, Kernel::active()), &nothing, strategy).unwrap_err();
        match refusal.reason {
            Reason::OverLimits { cost, .. } => *cost,
            other => panic!("{other:?}"),
        }
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
            plan_joint(
                &game,
                &Shape::of(&game, Kernel::active()),
                &Limits::default(),
                Strategy::Memo,
            )
            .map(|_| ())
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
        // Three players on ten spaces to 2,000: a crude depth of 6,000 turns (a point a turn),
        // but a turn of three rolls scores more than that on average over two turns: the reach
        // finds the real depth, within the limit.
        let rules = Rules::builder().dirac_target(2_000).build().unwrap();
        let game = Game::new(rules, vec![1, 2, 3]).unwrap();
        let refusal = plan_joint(
            &game,
            &Shape::of(&game, Kernel::active()),
            &UNLIMITED,
            Strategy::Memo,
        );
        assert!(
            !matches!(
                refusal,
                Err(Refusal {
                    reason: Reason::TooDeep { .. },
                    ..
                })
            ),
            "{refusal:?}"
        );
    }

    /// The memo strategy's plan of `game` under no limits.
    fn unlimited_memo(game: &Game) -> Planned {
        plan_joint(
            game,
            &Shape::of(game, Kernel::active()),
            &UNLIMITED,
            Strategy::Memo,
        )
        .unwrap()
    }

    #[test]
    fn joint_storage_is_flat_when_small_or_not_much_bigger_than_a_map() {
        // One face, one roll: each player visits a handful of cells, so a map of the 32
        // reachable states would be far smaller; the flat array of 44,100 states of 8-byte
        // counts is still chosen, being below 64 MiB.
        let rules = Rules::builder().dirac_faces(1).rolls(1).build().unwrap();
        let game = Game::new(rules, vec![4, 8]).unwrap();
        let memo = unlimited_memo(&game);
        assert_eq!(
            memo.storage,
            Storage {
                flat: true,
                probe: Op::Probe
            }
        );
        // Crude: games as long as the target, 21 turns, so counts of 2 · 22 bits... one word
        // each; the larger of the successors (210 cells of one move of 16 bytes and 16 of
        // their own) and the crude proof (210 cells of 21 turns, and 3 words a cell, and 10
        // columns of 22 entries of 16 bytes).
        let proof = (210 * 21 + 210 * 3 + 10 * 22 * 2) * 8;
        assert_eq!(
            memo.cost.memory,
            dice(&game).memory + 44_100 * (2 * 8 + 1) + proof
        );
        // Three players on the puzzle's rules: 9,261,000 states of 3 counts of 318 bits (64
        // bytes each, crude) is 1.8 GB flat, against more for a map of them all: flat, past
        // the caches.
        let game = Game::new(Rules::default(), vec![4, 8, 4]).unwrap();
        let memo = unlimited_memo(&game);
        assert_eq!(
            memo.storage,
            Storage {
                flat: true,
                probe: Op::FarProbe
            }
        );
    }

    #[test]
    fn joint_storage_is_a_map_when_few_states_are_reachable() {
        // One face, one roll, three players: each start reaches one cell a turn for 4 turns
        // (turns 0 to 3), so with player m to move after q rounds, one state for each q of 0
        // to 3 and m of 0 to 2 while the players ahead have a fourth turn: 10 states, of 3
        // one-word counts. The product of the cells, 3 · 4³ = 192, and the index space of
        // 210³ states (222 MB) are far above.
        let rules = Rules::builder().dirac_faces(1).rolls(1).build().unwrap();
        let game = Game::new(rules, vec![4, 8, 4]).unwrap();
        let backward = refined(&game, Strategy::Backward);
        // Per state its counts (24 bytes), a map entry (64) and its place in the list and the
        // set of seen states (24); then the larger of the successors (210 cells of one move
        // of 16 bytes, and 16 bytes of their own: 6,720) and the proof that u64 suffices: a
        // player moves a space a turn and lasts at most 4 turns (from space 8: 9 + 10 + 1 + 2 =
        // 22 points), so 210 cells of 4 turns and 3 words each, then 10 tables of 5 entries of
        // 16 bytes.
        let proof = (210 * 4 + 210 * 3 + 10 * 5 * 2) * 8;
        assert!(proof > 210 * (16 + 16), "above the successors' memory");
        assert_eq!(
            backward.memory,
            dice(&game).memory + 10 * (24 + 64 + 24) + proof
        );
        // Discovered, then resolved: 10 states of one move, twice (probes of the map, and a
        // multiply-add for each of 3 players), and a cell-move for each cell's successor each
        // time, and for each of its 4 turns in the proof.
        assert_eq!(
            backward.work,
            dice(&game)
                .work
                .plus(Work::of(Op::MapProbe, 10 * 2))
                .plus(Work::of(Op::Word, 10 * 3 * 2))
                .plus(Work::of(Op::CellMove, (210 + 210 * 4) * 2))
        );
    }

    #[test]
    fn joint_estimates_count_the_results_and_the_successors() {
        let game = Game::example(Rules::default()).unwrap();
        // The puzzle, refined: 210 cells a player, 44,100 states; games last at most 10 turns
        // a player, so counts need 2·(10·5 + 1) = 102 bits, two words of 16 bytes for the two
        // players. Each cell has 7 moves of an index and a count of ways (8 bytes each), plus
        // its winning ways and where its moves start: 210 · (7 · 16 + 16) = 26,880 bytes,
        // 1,470 cell-moves.
        let successors = 26_880;
        let backward = refined(&game, Strategy::Backward);
        assert_eq!(
            backward.memory,
            dice(&game).memory + 44_100 * 32 + successors
        );
        // Every state, 7 moves, probed in each of the two widths counts of 102 bits may be tried
        // in (u64, where the run's proof does not show it enough, then u128), 2 players, 2
        // words; then the proof that u64 suffices: every cell's 7 moves for each of the 10
        // turns it may finish in.
        assert_eq!(
            backward.work,
            dice(&game)
                .work
                .plus(Work::of(Op::Probe, 44_100 * 7 * 2))
                .plus(Work::of(Op::Word, 44_100 * 7 * 2 * 2))
                .plus(Work::of(Op::CellMove, 1_470 + 210 * 10 * 7))
        );
        // A byte a state marks it solved.
        assert_eq!(
            refined(&game, Strategy::Memo).memory,
            dice(&game).memory + 44_100 * 33 + successors
        );
    }

    #[test]
    fn the_stack_is_estimated_from_its_tree_and_refused_in_its_own_name() {
        let game = Game::example(Rules::default()).unwrap();
        let shape = Shape::of(&game, Kernel::active());
        let plan = plan_stack(&game, &shape, &Limits::default()).unwrap();
        // Crude, games of 21 turns: its stack, 2 players · 21 turns · 7 moves of a state and a
        // player (16 bytes) and a count of 2 · 106 bits (56 bytes), and the small allocations.
        assert_eq!(
            plan.cost.memory,
            dice(&game).memory + 2 * 21 * 7 * 72 + SMALL_ALLOCATIONS
        );
        // Each node's 7 moves: a node pushed and a product of 4 words (212 bits).
        let nodes = stack_nodes(&game, Kernel::active())
            .unwrap()
            .to_u128()
            .unwrap();
        assert_eq!(
            plan.cost.work,
            dice(&game)
                .work
                .plus(Work::of(Op::Node, nodes * 7))
                .plus(Work::of(Op::Word, nodes * 7 * 4))
        );
        let refused = plan_stack(
            &game,
            &shape,
            &Limits {
                max_work: 1,
                max_memory: 1,
            },
        )
        .unwrap_err();
        assert_eq!(refused.subject, Strategy::Stack.subject());
        // Past the count's budget, a bound from the moves alone, far past any limit: 7^(2·1000)
        // saturates.
        let far = Game::example(Rules::builder().dirac_target(1000).build().unwrap()).unwrap();
        let refused = plan_stack(&far, &Shape::of(&far, Kernel::active()), &UNLIMITED).unwrap_err();
        let Reason::OverLimits { cost, .. } = refused.reason else {
            panic!("{refused:?}");
        };
        assert_eq!(cost.work.count(Op::Node), u128::MAX);
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
                stack_nodes(&game, Kernel::active()).unwrap().to_u64(),
                Some(walked(&game)),
                "{game:?}"
            );
        }
    }
}
