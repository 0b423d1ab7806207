//! The numbers an explanation of the puzzle quotes, for the current rules and starts: why the
//! practice game repeats, why the Dirac game cannot be played universe by universe, and how the
//! players' own counts multiply into the game's, round by round.

use num_bigint::BigUint;
#[cfg(feature = "serde")]
use serde::{Deserialize, Serialize};

use super::{Digits, PLAYERS_DRAWN, PracticeView};
use crate::analysis::Analysis;
use crate::error::Error;
use crate::limits::Limits;
use crate::num::Count;
use crate::practice;

/// The target the explanation skips to, to show what the cycles buy: `10^18`.
pub const FAR_TARGET: u64 = 1_000_000_000_000_000_000;

/// A result's digits past which the explanation does not write it out (a count of more bits
/// than this is said to be too long, not computed): 2^22 bits, about 1.26 million digits.
const MOST_BITS: u64 = 1 << 22;

/// One player's cycle in the practice game.
#[derive(Debug, Clone, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(Serialize, Deserialize))]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[cfg_attr(feature = "serde", serde(deny_unknown_fields))]
pub struct CycleView {
    /// From 1.
    pub player: usize,
    /// The player's own turns after which they stand on their start again, about to make the
    /// same moves (their moves, modulo the board, repeat), whether or not the game lasts that
    /// long (see `reached_first`); `None` when no cycle is found within the limits.
    pub turns: Option<u64>,
    /// Whether the player reaches the target, or the game ends, before their first cycle does:
    /// the cycle is theirs all the same, but the game is simply played.
    pub reached_first: bool,
    /// The player's own turns after which the die is back where it was for them: its `L`
    /// values, `n·R` rolls apart from one of their turns to the next, come round after
    /// `L / gcd(L, n·R)` turns. Their moves repeat at least that often (their values counted on
    /// the board may repeat sooner); `turns` is then the first span after which the moves repeat
    /// and make whole laps of the board, a multiple of `die_period` in most games.
    pub die_period: u64,
    /// The rolls of the die from one of the player's turns to their next, `n·R`.
    pub rolls_apart: u64,
    /// The turns of all players one cycle spans: `turns` rounds (a count, as `turns_played`;
    /// `None` without a cycle).
    #[cfg_attr(
        feature = "schema",
        schemars(with = "Option<crate::view::CountSchema>")
    )]
    pub span: Option<String>,
    /// Points scored in one cycle (as a count: a string).
    #[cfg_attr(
        feature = "schema",
        schemars(with = "Option<crate::view::CountSchema>")
    )]
    pub points: Option<String>,
    /// The spaces landed on in the cycle's turns, the first [`practice::CYCLE_LISTED`] (empty
    /// without a cycle).
    pub spaces: Vec<u64>,
    /// The moves of those turns on the board: each the spaces forward from the space before
    /// (the rolls' sum modulo the board), the first from the start. They add up to a whole
    /// number of laps over a whole cycle: that is why the player comes back.
    pub moves: Vec<u64>,
    /// Those whole laps, where the whole cycle is listed.
    pub laps: Option<u64>,
    /// Where the cycle is whole spans of the die (`turns` a multiple of `die_period`): the
    /// spaces one span moves the player on past whole laps (its moves' sum modulo the board).
    /// The player is back on their start after the least number of spans whose moves make
    /// whole laps: `spans = B / gcd(B, span_rest)`.
    pub span_rest: Option<u64>,
    /// The spans of the die in one cycle, `turns / die_period`, where `span_rest` is given.
    pub spans: Option<u64>,
}

/// The practice game's cycles, and the same game to a target of [`FAR_TARGET`].
#[derive(Debug, Clone, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(Serialize, Deserialize))]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[cfg_attr(feature = "serde", serde(deny_unknown_fields))]
pub struct PracticeCycles {
    /// Each player's cycle, in turn order.
    pub cycles: Vec<CycleView>,
    /// The winner's own turns: the game ends on the winner's turn of this number (the
    /// practice view's `turns` counts the turns of all players).
    #[cfg_attr(feature = "schema", schemars(with = "crate::view::CountSchema"))]
    pub winner_turns: String,
    /// The far target, as a count.
    #[cfg_attr(feature = "schema", schemars(with = "crate::view::CountSchema"))]
    pub far_target: String,
    /// The same players and rules with the practice target at `far_target`; `None` when the
    /// limits refuse it (a die of a billion sides whose values never come round in the limits).
    pub far: Option<PracticeView>,
}

/// How many universes there are, against how few states.
#[derive(Debug, Clone, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(Serialize, Deserialize))]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[cfg_attr(feature = "serde", serde(deny_unknown_fields))]
pub struct UniversesView {
    /// `F^R`: the universes one turn splits into.
    #[cfg_attr(feature = "schema", schemars(with = "crate::view::CountSchema"))]
    pub per_turn: String,
    /// `(F^R)^n`: the universes one round splits into, while nobody has won; `None` past 2^22
    /// bits.
    #[cfg_attr(
        feature = "schema",
        schemars(with = "Option<crate::view::CountSchema>")
    )]
    pub per_round: Option<String>,
    /// The longest game, in rounds.
    pub round_count: usize,
    /// `(F^R)^(n·rounds)`: the universes that many rounds would make if no game ended early;
    /// `None` past 2^22 bits.
    #[cfg_attr(
        feature = "schema",
        schemars(with = "Option<crate::view::CountSchema>")
    )]
    pub unstopped: Option<String>,
    /// The universes in which the game is played to its end: the sum of every player's wins.
    #[cfg_attr(feature = "schema", schemars(with = "crate::view::CountSchema"))]
    pub total: String,
    /// `B · T`: the (space, score) pairs one player can stand on below the target.
    #[cfg_attr(feature = "schema", schemars(with = "crate::view::CountSchema"))]
    pub player_states: String,
    /// `n · (B · T)^n`: the game's states (every player's space and score, and whose turn it
    /// is); `None` past 2^22 bits.
    #[cfg_attr(
        feature = "schema",
        schemars(with = "Option<crate::view::CountSchema>")
    )]
    pub game_states: Option<String>,
    /// The decimal digits of `unstopped`, where it is given: the lengths a logarithmic scale
    /// draws, whether or not the counts are written whole.
    pub unstopped_digits: Option<u64>,
    /// The decimal digits of `total`.
    pub total_digits: u64,
    /// The decimal digits of `player_states`.
    pub player_states_digits: u64,
    /// The decimal digits of `game_states`, where it is given.
    pub game_states_digits: Option<u64>,
}

/// The most sums of a turn, and the most moves on the board, the explanation lists.
pub const MOVES_LISTED: usize = 60;

/// The most roll sequences of a turn the explanation lists one by one.
pub const SEQUENCES_LISTED: usize = 64;

/// The step on which counting rests: a turn's `F^R` roll sequences give only a few sums, and
/// the sums only a few moves on the board (each sum's remainder modulo `B`). The puzzle's 27
/// sequences give 7 sums, 3 to 9, in 1, 3, 6, 7, 6, 3, 1 ways (`F^R` is `universes.per_turn`).
#[derive(Debug, Clone, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(Serialize, Deserialize))]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[cfg_attr(feature = "serde", serde(deny_unknown_fields))]
pub struct TurnMoves {
    /// Each distinct sum of a turn's rolls, smallest first; empty past [`MOVES_LISTED`] sums.
    pub sums: Vec<SumRow>,
    /// Every distinct move on the board (`distance`: spaces forward, a sum's remainder modulo
    /// the board), with the sequences that make it, in the first [`MOVES_LISTED`] of
    /// `folded_count`.
    pub folded: Vec<FoldedMove>,
    /// How many distinct moves on the board a turn has: what the engine's tables fan out over.
    pub folded_count: usize,
}

/// The most joint states the explanation walks to count the memoised recursion's visits.
pub const JOINT_COUNTED: usize = 1 << 18;

/// The most cell-moves (`(space, score)` cells times a turn's distinct moves) of the pass
/// that counts each player's reach in the explanation.
pub const CELLS_COUNTED: u64 = 1 << 22;

/// The states two ways of counting visit, for the current rules: the classic memoised
/// recursion over joint states (every player's space and score, and whose turn it is), and
/// dirac's counting of each player alone over their own `(space, score)` cells.
#[derive(Debug, Clone, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(Serialize, Deserialize))]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[cfg_attr(feature = "serde", serde(deny_unknown_fields))]
pub struct StateVisits {
    /// The cells below the target each player can reach from their start, in turn order;
    /// empty past [`PLAYERS_DRAWN`] players or [`CELLS_COUNTED`] cell-moves.
    pub player_cells: Vec<u64>,
    /// The joint states the memoised recursion visits from the start, each solved once;
    /// `None` past [`JOINT_COUNTED`] joint states in all (or 16 times as many state-moves).
    pub joint_visited: Option<u64>,
    /// The moves the recursion makes from those states, each of a turn's distinct moves from
    /// each: a multiply-add per player each.
    pub joint_moves: Option<u64>,
}

impl StateVisits {
    /// The visits of `game`, counted by walks bounded by [`JOINT_COUNTED`] and
    /// [`CELLS_COUNTED`].
    ///
    /// ```
    /// use dirac::{Game, Rules, view::StateVisits};
    ///
    /// let v = StateVisits::new(&Game::example(Rules::default()).unwrap());
    /// assert_eq!((v.joint_visited, v.joint_moves), (Some(17_512), Some(122_584)));
    /// assert!(v.player_cells.iter().all(|&c| c <= 210));
    /// ```
    pub fn new(game: &crate::game::Game) -> StateVisits {
        let rules = game.rules();
        let cells = u64::from(rules.board()) * u64::from(rules.dirac_target());
        let moves = crate::dice::moves_bound(rules.dirac_die(), rules.rolls(), rules.board());
        // Each reach is a pass over the cells, each with every move.
        let pass = cells.saturating_mul(moves);
        let player_cells = if game.players() <= PLAYERS_DRAWN && pass <= CELLS_COUNTED {
            let distances = crate::dice::distances(rules.dirac_die(), rules.rolls(), rules.board());
            game.starts()
                .iter()
                .map(|&s| crate::tables::reach(rules, s, &distances).cells)
                .collect()
        } else {
            Vec::new()
        };
        let joint = crate::quantum::joint::visited(game, JOINT_COUNTED);
        StateVisits {
            player_cells,
            joint_visited: joint.map(|j| j.0),
            joint_moves: joint.map(|j| j.1),
        }
    }
}

/// One sum of a turn's rolls.
#[derive(Debug, Clone, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(Serialize, Deserialize))]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[cfg_attr(feature = "serde", serde(deny_unknown_fields))]
pub struct SumRow {
    /// The sum of the rolls (a count: it may pass 2^53).
    #[cfg_attr(feature = "schema", schemars(with = "crate::view::CountSchema"))]
    pub sum: String,
    /// The roll sequences that give it.
    #[cfg_attr(feature = "schema", schemars(with = "crate::view::CountSchema"))]
    pub ways: String,
    /// Spaces forward on the board: the sum's remainder modulo the board.
    pub distance: u32,
    /// Those sequences, each the values rolled in order, where a turn has at most
    /// [`SEQUENCES_LISTED`] sequences (empty otherwise).
    pub sequences: Vec<Vec<u64>>,
}

/// One move on the board: every sum with this remainder, merged.
#[derive(Debug, Clone, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(Serialize, Deserialize))]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[cfg_attr(feature = "serde", serde(deny_unknown_fields))]
pub struct FoldedMove {
    /// Spaces forward, `0..B`.
    pub distance: u32,
    /// The roll sequences that make it.
    #[cfg_attr(feature = "schema", schemars(with = "crate::view::CountSchema"))]
    pub ways: String,
}

impl TurnMoves {
    /// A turn under `rules`: its sums listed while they are few, its moves on the board from
    /// the engine's own distribution ([`crate::dice::Moves`]).
    ///
    /// ```
    /// use dirac::{Rules, view::{Digits, TurnMoves}};
    ///
    /// let m = TurnMoves::new(&Rules::default(), Digits::All);
    /// let ways: Vec<&str> = m.sums.iter().map(|s| s.ways.as_str()).collect();
    /// assert_eq!(ways, ["1", "3", "6", "7", "6", "3", "1"]);
    /// assert_eq!(m.sums[0].sequences, [vec![1, 1, 1]]);
    /// assert_eq!(m.folded_count, 7);
    /// // Three six-sided rolls on the puzzle's board: 16 sums, 10 moves.
    /// let d6 = Rules::builder().dirac_faces(6).build()?;
    /// let m = TurnMoves::new(&d6, Digits::All);
    /// assert_eq!((m.sums.len(), m.folded_count), (16, 10));
    /// assert!(m.sums[0].sequences.is_empty());
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn new(rules: &crate::rules::Rules, digits: Digits) -> TurnMoves {
        let (die, rolls, board) = (rules.dirac_die(), rules.rolls(), rules.board());
        let sequences = crate::dice::sequences(die, rolls, SEQUENCES_LISTED);
        let sums = crate::dice::sums(die, rolls, MOVES_LISTED).unwrap_or_default();
        let sums = sums
            .into_iter()
            .map(|(sum, ways)| SumRow {
                sum: sum.to_string(),
                ways: digits.write(&Count::from(ways)),
                distance: u32::try_from(sum % u64::from(board)).unwrap_or(0),
                sequences: sequences
                    .iter()
                    .flatten()
                    .filter(|s| s.iter().sum::<u64>() == sum)
                    .cloned()
                    .collect(),
            })
            .collect();
        let moves = crate::dice::Moves::big(rules);
        TurnMoves {
            sums,
            folded: moves
                .steps()
                .iter()
                .take(MOVES_LISTED)
                .map(|(distance, ways)| FoldedMove {
                    distance: *distance,
                    ways: digits.write(&Count::from(ways.clone())),
                })
                .collect(),
            folded_count: moves.steps().len(),
        }
    }
}

/// One factor of a round's product: one player's own count after one of their turns.
#[derive(Debug, Clone, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(Serialize, Deserialize))]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[cfg_attr(feature = "serde", serde(deny_unknown_fields))]
pub struct Factor {
    /// From 1.
    pub player: usize,
    /// The player's own turns played (0: before their first).
    pub turn: usize,
    /// `reached` (the winner's own sequences that reach the target on that turn) or `playing`
    /// (another player's own sequences still below the target after it).
    pub of: String,
    /// The count.
    #[cfg_attr(feature = "schema", schemars(with = "crate::view::CountSchema"))]
    pub count: String,
}

/// Universes won by one player in one round, as the product of every player's own count.
#[derive(Debug, Clone, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(Serialize, Deserialize))]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[cfg_attr(feature = "serde", serde(deny_unknown_fields))]
pub struct Term {
    /// The winner, from 1.
    pub player: usize,
    /// One per player, in turn order: the winner's `reached` on their turn of this round; the
    /// `playing` of those before them after this round's turn, of those after them after the
    /// last round's (they have not moved yet when the winner wins).
    pub factors: Vec<Factor>,
    /// The product: the round's `wins` for this player.
    #[cfg_attr(feature = "schema", schemars(with = "crate::view::CountSchema"))]
    pub product: String,
}

/// One round's products, one per player.
#[derive(Debug, Clone, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(Serialize, Deserialize))]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[cfg_attr(feature = "serde", serde(deny_unknown_fields))]
pub struct RoundTerms {
    /// From 1.
    pub round: usize,
    /// One per player, in turn order.
    pub terms: Vec<Term>,
}

/// Everything the explanation quotes.
#[derive(Debug, Clone, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(Serialize, Deserialize))]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[cfg_attr(feature = "serde", serde(deny_unknown_fields))]
pub struct ExplainView {
    /// The practice game's cycles.
    pub practice_cycles: PracticeCycles,
    /// Universes against states.
    pub universes: UniversesView,
    /// A turn's roll sequences folding into a few moves.
    pub turn_moves: TurnMoves,
    /// How many states the classic memoised recursion visits, against each player's cells.
    pub visits: StateVisits,
    /// Round by round, each player's wins as a product of the players' own counts: for games
    /// of at most [`PLAYERS_DRAWN`] players (empty past them).
    pub round_terms: Vec<RoundTerms>,
}

impl ExplainView {
    /// The explanation's numbers for the analysis `a`, computing the practice cycles and the
    /// far game within `limits`.
    ///
    /// ```
    /// use dirac::{Game, Limits, Rules, analysis::Analysis, view::{Digits, ExplainView}};
    ///
    /// let game = Game::example(Rules::default()).unwrap();
    /// let a = Analysis::new(&game, &Limits::default())?;
    /// let e = ExplainView::new(&a, &Limits::default(), Digits::All)?;
    /// assert_eq!(e.universes.per_turn, "27");
    /// assert_eq!(e.universes.player_states, "210");
    /// let round4 = &e.round_terms[3].terms[0];
    /// assert_eq!(round4.factors[0].count, "249542");
    /// # Ok::<(), dirac::Error>(())
    /// ```
    pub fn new(a: &Analysis, limits: &Limits, digits: Digits) -> Result<ExplainView, Error> {
        Ok(ExplainView {
            practice_cycles: PracticeCycles::new(a, limits)?,
            universes: UniversesView::new(a, digits),
            turn_moves: TurnMoves::new(a.game().rules(), digits),
            visits: StateVisits::new(a.game()),
            round_terms: if a.game().players() <= PLAYERS_DRAWN {
                round_terms(a, digits)
            } else {
                Vec::new()
            },
        })
    }
}

impl PracticeCycles {
    fn new(a: &Analysis, limits: &Limits) -> Result<PracticeCycles, Error> {
        let game = a.game();
        let bounded = practice::cycles(game, limits)?;
        // Whatever the target, every player's walk comes round: the same game with no target
        // reachable gives the cycle of a player who reaches the target first (walked only when
        // one does).
        let unbounded = bounded
            .iter()
            .any(Option::is_none)
            .then(|| {
                game.with_rules(game.rules().with_practice_target(u64::MAX))
                    .ok()
            })
            .flatten()
            .and_then(|endless| practice::cycles(&endless, limits).ok());
        let rules = game.rules();
        let apart = u64::from(rules.rolls()).saturating_mul(game.players() as u64);
        let length = u64::from(rules.practice_die());
        let die_period = length / num_integer::Integer::gcd(&length, &apart).max(1);
        // Each player's own turns in the game as played: turns of all players 1..=T, player i's
        // every n-th from their place.
        let n = game.players() as u128;
        let played = a.practice().turns();
        let own_turns = |i: usize| (played + n - 1 - i as u128) / n;
        let players = bounded
            .iter()
            .enumerate()
            .map(|(i, found)| {
                let c = found
                    .clone()
                    .or_else(|| unbounded.as_ref().and_then(|u| u.get(i).cloned().flatten()));
                // The game ends before this player comes round: they reach the target first,
                // or another player does.
                let reached_first = found.is_none()
                    || c.as_ref()
                        .is_some_and(|c| own_turns(i) < u128::from(c.turns));
                let c = &c;
                let spaces = c.as_ref().map_or_else(Vec::new, |c| c.spaces.clone());
                let board = u64::from(game.rules().board());
                let mut from = u64::from(game.starts()[i]);
                let moves = spaces
                    .iter()
                    .map(|&to| {
                        let m = (to + board - from) % board;
                        from = to;
                        m
                    })
                    .collect();
                let moves: Vec<u64> = moves;
                let whole = c
                    .as_ref()
                    .is_some_and(|c| usize::try_from(c.turns).is_ok_and(|t| t == moves.len()));
                // One span of the die, walked again (the cycle walked it already): the rolls
                // of player `i`'s turns `0..P`, each a move of `R` values from its place.
                let spans = c
                    .as_ref()
                    .filter(|c| c.turns % die_period == 0)
                    .map(|c| c.turns / die_period);
                let span_rest = spans.map(|_| {
                    let sequence = rules.practice_sequence();
                    let (len, r) = (u128::from(sequence.len()), u128::from(rules.rolls()));
                    let b = u128::from(board);
                    let moved = (0..u128::from(die_period)).fold(0_u128, |sum, k| {
                        let at = ((k * n + i as u128) * r) % len;
                        // Below `len`, a `u64`.
                        let at = u64::try_from(at).unwrap_or_default();
                        (sum + sequence.sum(at, u64::from(rules.rolls())) % b) % b
                    });
                    u64::try_from(moved).unwrap_or_default()
                });
                CycleView {
                    player: i + 1,
                    turns: c.as_ref().map(|c| c.turns),
                    reached_first,
                    die_period,
                    rolls_apart: apart,
                    span: c
                        .as_ref()
                        .map(|c| (u128::from(c.turns) * game.players() as u128).to_string()),
                    points: c.as_ref().map(|c| c.points.to_string()),
                    laps: whole.then(|| moves.iter().sum::<u64>() / board),
                    spaces,
                    moves,
                    span_rest,
                    spans,
                }
            })
            .collect();
        let end = a.practice();
        let n = game.players() as u128;
        // The winner's last turn is turn `end.turns()` of all players, counted from 1; the
        // players before the winner in the turn order have had as many turns as they.
        let winner_turns = (end.turns() - 1 - end.winner() as u128) / n + 1;
        let far_game = game
            .with_rules(game.rules().with_practice_target(FAR_TARGET))
            .map_err(Error::Input)?;
        let far = match practice::play(&far_game, limits) {
            Ok(far) => Some(PracticeView::from(&far)),
            Err(Error::Refused(_)) => None,
            Err(e) => return Err(e),
        };
        Ok(PracticeCycles {
            cycles: players,
            winner_turns: winner_turns.to_string(),
            far_target: FAR_TARGET.to_string(),
            far,
        })
    }
}

impl UniversesView {
    fn new(a: &Analysis, digits: Digits) -> UniversesView {
        let (game, table) = (a.game(), a.turns());
        let rules = game.rules();
        let n = game.players() as u64;
        let per_turn = table.per_turn.to_biguint();
        let rounds = table.rounds.len();
        let states = BigUint::from(rules.board()) * BigUint::from(rules.dirac_target());
        let write = |c: &Option<Count>| c.as_ref().map(|c| digits.write(c));
        let unstopped = power(&per_turn, n.saturating_mul(rounds as u64));
        let total: Count = a.wins().iter().cloned().sum();
        let player_states = Count::from(states.clone());
        let game_states = power(&states, n).map(|s| s.product(&Count::from(n)));
        UniversesView {
            per_turn: digits.write(&table.per_turn),
            per_round: write(&power(&per_turn, n)),
            round_count: rounds,
            unstopped: write(&unstopped),
            total: digits.write(&total),
            player_states: digits.write(&player_states),
            game_states: write(&game_states),
            unstopped_digits: unstopped.as_ref().map(digit_count),
            total_digits: digit_count(&total),
            player_states_digits: digit_count(&player_states),
            game_states_digits: game_states.as_ref().map(digit_count),
        }
    }
}

/// How many decimal digits `count` has, without writing a long one out.
fn digit_count(count: &Count) -> u64 {
    count
        .decimal_ends(1, 1, 0)
        .map_or_else(|| count.to_string().len() as u64, |ends| ends.len)
}

/// `base^exponent`, unless it would pass [`MOST_BITS`].
fn power(base: &BigUint, exponent: u64) -> Option<Count> {
    let bits = base.bits().saturating_mul(exponent);
    let exponent = u32::try_from(exponent).ok()?;
    (bits <= MOST_BITS).then(|| Count::from(base.pow(exponent)))
}

/// Every round's products, from the players' own tables: the same terms the game's counts
/// sum (see [`crate::tables::by_round`]'s formula), written out.
fn round_terms(a: &Analysis, digits: Digits) -> Vec<RoundTerms> {
    let table = a.turns();
    let players = &table.players;
    table
        .rounds
        .iter()
        .map(|r| RoundTerms {
            round: r.round,
            terms: (0..players.len())
                .map(|winner| Term {
                    player: winner + 1,
                    factors: players
                        .iter()
                        .enumerate()
                        .map(|(j, p)| {
                            let (turn, of, count) = match j.cmp(&winner) {
                                std::cmp::Ordering::Equal => {
                                    (r.round, "reached", &p.reached[r.round])
                                }
                                std::cmp::Ordering::Less => {
                                    (r.round, "playing", &p.playing[r.round])
                                }
                                std::cmp::Ordering::Greater => {
                                    (r.round - 1, "playing", &p.playing[r.round - 1])
                                }
                            };
                            Factor {
                                player: j + 1,
                                turn,
                                of: of.to_owned(),
                                count: digits.write(count),
                            }
                        })
                        .collect(),
                    product: digits.write(&r.wins[winner]),
                })
                .collect(),
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::game::Game;
    use crate::rules::Rules;

    fn explain(rules: Rules, starts: Vec<u32>) -> ExplainView {
        let game = Game::new(rules, starts).unwrap();
        let limits = Limits::default();
        ExplainView::new(
            &Analysis::new(&game, &limits).unwrap(),
            &limits,
            Digits::All,
        )
        .unwrap()
    }

    #[test]
    fn every_round_term_multiplies_to_the_rounds_wins() {
        for (rules, starts) in [
            (Rules::default(), vec![4, 8]),
            (
                Rules::builder().board(7).dirac_target(12).build().unwrap(),
                vec![1, 5, 7],
            ),
            (Rules::builder().dirac_target(9).build().unwrap(), vec![3]),
        ] {
            let e = explain(rules, starts.clone());
            assert!(!e.round_terms.is_empty());
            for r in &e.round_terms {
                assert_eq!(r.terms.len(), starts.len());
                for t in &r.terms {
                    let product = t
                        .factors
                        .iter()
                        .map(|f| f.count.parse::<Count>().unwrap())
                        .fold(Count::from(1_u32), |acc, c| acc.product(&c));
                    assert_eq!(
                        product.to_string(),
                        t.product,
                        "round {} player {}",
                        r.round,
                        t.player
                    );
                    let own = &t.factors[t.player - 1];
                    assert_eq!((own.of.as_str(), own.turn), ("reached", r.round));
                    for f in &t.factors {
                        let turn = if f.player < t.player {
                            r.round
                        } else {
                            r.round - 1
                        };
                        if f.player != t.player {
                            assert_eq!((f.of.as_str(), f.turn), ("playing", turn));
                        }
                    }
                }
            }
        }
    }

    #[test]
    fn the_puzzles_universes_and_states() {
        let e = explain(Rules::default(), vec![4, 8]);
        let u = &e.universes;
        assert_eq!(
            (u.per_turn.as_str(), u.per_round.as_deref()),
            ("27", Some("729"))
        );
        assert_eq!(u.round_count, 10);
        assert_eq!(u.unstopped.as_deref(), Some(&*729_u128.pow(10).to_string()));
        assert_eq!(u.total, "786316482957123");
        assert_eq!(u.player_states, "210");
        assert_eq!(u.game_states.as_deref(), Some("88200"));
        // Their lengths, as a logarithmic scale draws them: 729^10 has 29 digits.
        assert_eq!(
            (
                u.unstopped_digits,
                u.total_digits,
                u.player_states_digits,
                u.game_states_digits
            ),
            (Some(29), 15, 3, Some(5))
        );
        // A count thousands of digits long is measured without being written.
        let long = Count::from(num_bigint::BigUint::from(3_u32).pow(20_000));
        assert_eq!(digit_count(&long), long.to_string().len() as u64);
    }

    #[test]
    fn the_practice_cycles_skip_to_a_far_target() {
        let e = explain(Rules::default(), vec![4, 8]);
        let p = &e.practice_cycles;
        assert_eq!(
            p.winner_turns, "166",
            "turn 331 of all players is player 1's 166th"
        );
        let cycles: Vec<_> = p
            .cycles
            .iter()
            .map(|c| (c.turns, c.points.clone()))
            .collect();
        assert!(
            cycles.iter().all(|(t, g)| t.is_some() && g.is_some()),
            "{cycles:?}"
        );
        assert_eq!(p.far_target, "1000000000000000000");
        // The far game is the practice game to that target (checked against an independent
        // oracle in the engine's tests, and against the command line in the browser's).
        let far = p.far.as_ref().unwrap();
        let far_turns = far.turns_played.to_u128().unwrap();
        assert!(far_turns > 10_u128.pow(17), "{far_turns}");
        assert!((1..=2).contains(&far.winner), "{far:?}");
        // A die whose values come round only after a billion rolls: the far game is refused,
        // the rest of the explanation is not.
        let slow = Rules::builder().practice_die(999_999_937).build().unwrap();
        assert_eq!(explain(slow, vec![4, 8]).practice_cycles.far, None);
        // Players who reach the target before a cycle ends still have their cycle, said to
        // come after the end: the same as with no target at all.
        let short = explain(
            Rules::builder().practice_target(5).build().unwrap(),
            vec![4, 8],
        );
        let endless = explain(Rules::default().with_practice_target(u64::MAX), vec![4, 8]);
        for (c, e) in short
            .practice_cycles
            .cycles
            .iter()
            .zip(&endless.practice_cycles.cycles)
        {
            assert!(c.reached_first && !e.reached_first, "{c:?}");
            assert_eq!(
                (c.turns, &c.points, &c.moves),
                (e.turns, &e.points, &e.moves)
            );
        }
        assert!(p.cycles.iter().all(|c| !c.reached_first));
        // At a target of 50 the game lasts 15 turns: player 2 plays 7, short of their cycle of
        // 10, though their own walk alone would not have reached 50 by then.
        let fifty = explain(
            Rules::builder().practice_target(50).build().unwrap(),
            vec![4, 8],
        );
        let second = &fifty.practice_cycles.cycles[1];
        assert_eq!(second.turns, Some(10));
        assert!(second.reached_first, "{second:?}");
    }

    #[test]
    fn a_cycle_is_a_span_of_the_dies_own_period_or_a_part_of_one_times_whole_laps() {
        // The issue's board of 7: the die's 100 values, 6 rolls apart for each of two players,
        // come round after 100 / gcd(100, 6) = 50 of their turns.
        for (target, starts) in [
            (1000, vec![4, 1]),
            (1_000_000, vec![4, 1]),
            (1000, vec![3, 5, 6]),
        ] {
            let rules = Rules::builder()
                .board(7)
                .practice_target(target)
                .build()
                .unwrap();
            let e = explain(rules, starts.clone());
            let n = starts.len() as u64;
            for c in &e.practice_cycles.cycles {
                assert_eq!(
                    c.die_period,
                    100 / num_integer::Integer::gcd(&100, &(3 * n))
                );
                let turns = c.turns.expect("a cycle on a board of 7");
                // Back on the start after whole laps of the die's period at most a board's
                // number of times over: the cycle divides that.
                assert_eq!((c.die_period * 7) % turns, 0, "{c:?}");
            }
        }
    }

    /// Why a cycle is so many spans of the die: one span leaves the player `span_rest` spaces
    /// on past whole laps, and they are back after the least number of spans that make whole
    /// laps, `B / gcd(B, span_rest)`; checked against a plain walk of one span.
    #[test]
    fn a_cycle_of_whole_spans_is_the_spans_that_make_whole_laps() {
        use num_integer::Integer;
        // The issue's board of 7: each span of 50 turns moves the player on, 7 spans make
        // whole laps, 350 turns.
        let seven = Rules::builder().board(7).build().unwrap();
        let e = explain(seven, vec![4, 1]);
        for c in &e.practice_cycles.cycles {
            assert_eq!(
                (c.die_period, c.turns, c.spans),
                (50, Some(350), Some(7)),
                "{c:?}"
            );
            assert!(c.span_rest.is_some_and(|r| r % 7 != 0), "{c:?}");
        }
        let mut seen = 0;
        for board in 3..=12_u64 {
            for (sides, rolls) in [(100, 3), (9, 2), (12, 1), (7, 3)] {
                let rules = Rules::builder()
                    .board(board)
                    .practice_die(sides)
                    .rolls(rolls)
                    .build()
                    .unwrap();
                let starts = vec![1, u32::try_from(board).unwrap()];
                let e = explain(rules.clone(), starts);
                for (i, c) in e.practice_cycles.cycles.iter().enumerate() {
                    let (Some(rest), Some(spans)) = (c.span_rest, c.spans) else {
                        continue;
                    };
                    seen += 1;
                    assert_eq!(
                        spans,
                        board / board.gcd(&rest),
                        "{board} {sides} {rolls} {c:?}"
                    );
                    assert_eq!(Some(spans * c.die_period), c.turns);
                    // A plain walk of one span: player i's rolls, 2·R apart.
                    let walked: u64 = (0..c.die_period)
                        .map(|k| {
                            (0..rolls)
                                .map(|j| ((k * 2 + i as u64) * rolls + j) % sides + 1)
                                .sum::<u64>()
                        })
                        .sum();
                    assert_eq!(walked % board, rest, "{board} {sides} {rolls}");
                }
            }
        }
        assert!(seen > 20, "{seen} cycles of whole spans");
    }

    #[test]
    fn a_cycle_brings_the_player_back_in_a_plain_simulation() {
        for (rules, starts) in [
            (Rules::default(), vec![4, 8]),
            (
                Rules::builder().board(7).practice_die(9).build().unwrap(),
                vec![1, 5, 7],
            ),
            (
                Rules::builder()
                    .board(6)
                    .rolls(2)
                    .practice_die(4)
                    .build()
                    .unwrap(),
                vec![2],
            ),
        ] {
            let far = rules.with_practice_target(u64::MAX);
            let game = Game::new(far, starts.clone()).unwrap();
            let trace = practice::trace(&game, 2000, &Limits::default())
                .unwrap()
                .standings();
            let cycles = practice::cycles(&game, &Limits::default()).unwrap();
            let n = starts.len();
            // After `k` of player i's own turns: the trace's row `(k − 1)·n + i`.
            let at = |i: usize, k: u64| trace[(usize::try_from(k).unwrap() - 1) * n + i][i];
            for (i, c) in cycles.iter().enumerate() {
                let c = c.as_ref().expect("no target to reach");
                // The spaces listed are the trace's, turn by turn; over a whole cycle the moves
                // make whole laps.
                let view = &PracticeCycles::new(
                    &crate::analysis::Analysis::new(&game, &Limits::default()).unwrap(),
                    &Limits::default(),
                )
                .unwrap()
                .cycles[i];
                assert_eq!(view.spaces, c.spaces);
                if let Some(laps) = view.laps {
                    let board = u64::from(game.rules().board());
                    assert_eq!(view.moves.iter().sum::<u64>(), laps * board);
                    assert_eq!(u64::try_from(view.moves.len()).unwrap(), c.turns);
                }
                for (k, &space) in (1..).zip(&c.spaces) {
                    assert_eq!(u64::from(at(i, k).0), space, "player {i}, turn {k}");
                }
                for k in 1..=3 {
                    let (before, after) = (at(i, k), at(i, k + c.turns));
                    assert_eq!(before.0, after.0, "space, player {i}");
                    assert_eq!(
                        after.1 - before.1,
                        u128::from(c.points),
                        "points, player {i}"
                    );
                }
            }
        }
    }

    #[test]
    fn many_players_get_no_products_and_huge_powers_are_not_written() {
        let starts: Vec<u32> = (0..9).map(|i| i % 10 + 1).collect();
        let rules = Rules::builder().dirac_target(4).build().unwrap();
        let e = explain(rules, starts);
        assert!(e.round_terms.is_empty());
        // 2^30 has 31 bits: 31 · 135,300 is under 2^22, 31 · 135,301 past it.
        let base = BigUint::from(2_u32).pow(30);
        assert_eq!(
            power(&base, 135_300).map(|c| c.bits()),
            Some(30 * 135_300 + 1)
        );
        assert_eq!(power(&base, 135_301), None);
        assert_eq!(
            power(&BigUint::from(27_u32), 2)
                .map(|c| c.to_string())
                .as_deref(),
            Some("729")
        );
    }

    #[test]
    fn a_turns_sums_and_moves_are_its_sequences_counted() {
        use crate::rules::Rules;
        use std::collections::BTreeMap;
        // Dice of one, two and several values, repeats, a zero face; boards below and above
        // the largest sum.
        for (die, rolls, board) in [
            ("1..3", 3, 10),
            ("1..3", 3, 4),
            ("1:2,2", 2, 10),
            ("0,5", 3, 7),
            ("2:3", 4, 5),
            ("1..4", 2, 3),
            ("1..2", 6, 10),
        ] {
            let rules = Rules::builder()
                .dirac_die(crate::die::Die::parse(die).unwrap())
                .rolls(rolls)
                .board(board)
                .build()
                .unwrap();
            let m = TurnMoves::new(&rules, Digits::All);
            // Brute force: every sequence, rolled one by one.
            let all = crate::dice::sequences(rules.dirac_die(), rules.rolls(), 1 << 20).unwrap();
            let mut sums: BTreeMap<u64, Vec<Vec<u64>>> = BTreeMap::new();
            for s in &all {
                sums.entry(s.iter().sum()).or_default().push(s.clone());
            }
            let listed = all.len() <= SEQUENCES_LISTED;
            let want: Vec<SumRow> = sums
                .iter()
                .map(|(sum, seqs)| SumRow {
                    sum: sum.to_string(),
                    ways: seqs.len().to_string(),
                    distance: u32::try_from(sum % board).unwrap(),
                    sequences: if listed { seqs.clone() } else { Vec::new() },
                })
                .collect();
            assert_eq!(m.sums, want, "{die} x{rolls} on {board}");
            let mut folded: BTreeMap<u32, usize> = BTreeMap::new();
            for row in &want {
                *folded.entry(row.distance).or_default() += row
                    .sequences
                    .len()
                    .max(row.ways.parse::<usize>().unwrap() * usize::from(!listed));
            }
            let folded: Vec<FoldedMove> = folded
                .into_iter()
                .map(|(distance, ways)| FoldedMove {
                    distance,
                    ways: ways.to_string(),
                })
                .collect();
            assert_eq!(m.folded, folded, "{die} x{rolls} on {board}");
            assert_eq!(m.folded_count, m.folded.len());
        }
        // Past the lists: a hundred-faced die's sums are not listed, its moves are all counted.
        let big = Rules::builder().dirac_faces(100).build().unwrap();
        let m = TurnMoves::new(&big, Digits::All);
        assert!(m.sums.is_empty());
        assert_eq!(m.folded_count, 10);
    }

    #[test]
    fn the_states_visited_are_those_a_plain_search_reaches() {
        use crate::game::Game;
        use crate::rules::Rules;
        use std::collections::HashSet;
        for (board, target, faces, starts) in [
            (10, 21, 3, vec![4, 8]),
            (5, 7, 2, vec![1, 1, 5]),
            (7, 15, 4, vec![3, 6]),
            (4, 9, 3, vec![2]),
        ] {
            let rules = Rules::builder()
                .board(board)
                .dirac_target(target)
                .dirac_faces(faces)
                .build()
                .unwrap();
            let game = Game::new(rules.clone(), starts.clone()).unwrap();
            let v = StateVisits::new(&game);
            // Distinct moves on the board, from every roll sequence.
            let sums: HashSet<u64> =
                crate::dice::sequences(rules.dirac_die(), rules.rolls(), 1 << 16)
                    .unwrap()
                    .iter()
                    .map(|s| s.iter().sum::<u64>() % board)
                    .collect();
            // Joint states reached from the start before anyone wins, each the players'
            // (space, score) from the mover on (the recursion's states: who moved first does
            // not change the game from here).
            let first: Vec<(u64, u64)> = starts.iter().map(|&s| (u64::from(s), 0)).collect();
            let mut seen = HashSet::from([first.clone()]);
            let mut stack = vec![first];
            while let Some(state) = stack.pop() {
                let (space, score) = state[0];
                for &m in &sums {
                    let to = (space - 1 + m) % board + 1;
                    if score + to >= target {
                        continue;
                    }
                    let mut next = state.clone();
                    next[0] = (to, score + to);
                    next.rotate_left(1);
                    if seen.insert(next.clone()) {
                        stack.push(next);
                    }
                }
            }
            let states = u64::try_from(seen.len()).unwrap();
            assert_eq!(
                v.joint_visited,
                Some(states),
                "{board} {target} {faces} {starts:?}"
            );
            assert_eq!(v.joint_moves, Some(states * sums.len() as u64));
            // Each player's cells: (space, score) below the target reached alone.
            for (i, &start) in starts.iter().enumerate() {
                let mut cells = HashSet::from([(u64::from(start), 0_u64)]);
                let mut stack = vec![(u64::from(start), 0_u64)];
                while let Some((space, score)) = stack.pop() {
                    for &m in &sums {
                        let to = (space - 1 + m) % board + 1;
                        if score + to < target && cells.insert((to, score + to)) {
                            stack.push((to, score + to));
                        }
                    }
                }
                assert_eq!(v.player_cells[i], cells.len() as u64, "player {i}");
            }
        }
    }

    #[test]
    fn a_game_too_large_to_walk_is_not_walked() {
        use crate::game::Game;
        use crate::rules::Rules;
        // One player on a board of 2^17 spaces with a die of 10^5 faces: 2^18 cells and as
        // many moves, 2^35 steps to walk; left uncounted, at once.
        let rules = Rules::builder()
            .board(1 << 17)
            .dirac_target(2)
            .dirac_faces(100_000)
            .rolls(1)
            .build()
            .unwrap();
        let v = StateVisits::new(&Game::new(rules, vec![1]).unwrap());
        assert_eq!((v.joint_visited, v.joint_moves), (None, None));
        assert!(v.player_cells.is_empty());
    }
}
