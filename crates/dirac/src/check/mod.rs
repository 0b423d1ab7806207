//! A user's answer checked against the right ones and against every known mistake's number
//! under the same rules ([`catalog`]).
//!
//! The insight: a wrong answer is rarely random. Most come from a game one rule away from the
//! puzzle's (a die that starts over at 99, a win only past 21) or from the right game read
//! wrongly (the smaller count, turns for rolls). dirac plays the nearby games as it plays any
//! game, reads the right game's outcome and turn table every known wrong way, and names each
//! mistake that gives exactly the user's number, and only where it changes the answer. Where
//! a mistaken game is played, the first turn (part 1) or round (part 2) where it parts from the
//! right one shows the mistake at work.
//!
//! The request and its plan are [`crate::plan::Check`]; this module plays the games.

mod answer;
pub mod catalog;
mod pairs;
mod played;
pub mod trace;

pub use answer::{ANSWER_ALLOWED, Answer, parse_answer};
pub use catalog::{Kind, Mistake, Words};

use crate::die::Die;
use crate::error::Error;
use crate::game::Game;
use crate::limits::{Cost, Limits};
use crate::num::Count;
use crate::practice::{self, PracticeOutcome};
use crate::tables::kernel::Kernel;
use crate::turns::{self, TurnTable};
use crate::view::{
    CheckView, HintView, MistakeView, Parting, Revealed, RulesView, TraceRow, TraceView, Verdict,
};
use crate::work::{Op, count_bytes, words};

/// Turns of the practice game compared, at most, to find where a mistaken game parts from the
/// right one.
pub const TURNS_COMPARED: usize = 1_000;

/// The most distinct sums of a turn's rolls the `sums-equally-likely` game is played with.
const MOST_SUMS: usize = 10_000;

/// A game one rule away from `game`, for a mistake that plays nearby rules, and the part it
/// spoils; `rotated` when its players move in another order (player 2 first).
#[derive(Debug, Clone)]
pub(crate) struct Nearby {
    pub(crate) mistake: Mistake,
    pub(crate) part: u8,
    pub(crate) game: Game,
    rotated: bool,
}

/// Every nearby game of `game` for the `parts` asked (1, 2), that the rules allow.
pub(crate) fn nearby(game: &Game, parts: &[u8]) -> Vec<Nearby> {
    let rules = game.rules();
    let mut out = Vec::new();
    let mut push = |mistake: Mistake, part: u8, built: Option<Game>, rotated: bool| {
        if let Some(game) = built {
            out.push(Nearby {
                mistake,
                part,
                game,
                rotated,
            });
        }
    };
    let with = |b: crate::rules::RulesBuilder| {
        b.build()
            .ok()
            .and_then(|r| Game::new(r, game.starts().to_vec()).ok())
    };
    let rotated = || {
        let mut starts = game.starts().to_vec();
        starts.rotate_left(1);
        (starts.len() > 1)
            .then(|| Game::new(rules.clone(), starts).ok())
            .flatten()
    };
    if parts.contains(&1) {
        if let Some(d) = rules.practice_sequence().standard_sides() {
            for sides in [u64::from(d) - 1, u64::from(d) + 1] {
                let built = (sides >= 1).then(|| with(rules.to_builder().practice_die(sides)));
                push(Mistake::DieOffByOne, 1, built.flatten(), false);
            }
        }
        let target = rules.practice_target().saturating_add(1);
        push(
            Mistake::WinTestStrict,
            1,
            with(rules.to_builder().practice_target(target)),
            false,
        );
        push(Mistake::Player2First, 1, rotated(), true);
    }
    if parts.contains(&2) {
        let target = u64::from(rules.dirac_target());
        push(
            Mistake::WinTestStrict,
            2,
            with(rules.to_builder().dirac_target(target + 1)),
            false,
        );
        if target > 1 {
            push(
                Mistake::Target20,
                2,
                with(rules.to_builder().dirac_target(target - 1)),
                false,
            );
        }
        if rules.rolls() > 1 {
            push(
                Mistake::SplitPerTurn,
                2,
                with(rules.to_builder().rolls(1)),
                false,
            );
            let equal = sums(rules.dirac_die(), rules.rolls())
                .and_then(|s| Die::from_faces(&s).ok())
                .and_then(|die| with(rules.to_builder().rolls(1).dirac_die(die)));
            push(Mistake::SumsEquallyLikely, 2, equal, false);
        }
        push(Mistake::Player2First, 2, rotated(), true);
    }
    out
}

/// The distinct sums of `rolls` rolls of `die`, increasing, where there are at most
/// [`MOST_SUMS`] of them.
///
/// Each sum is held as its offset from the least, `R·low`, in a table of the span's length:
/// a roll marks, from every sum so far, each run of the die's values as one interval (a
/// difference array), so it costs the sums so far times the die's runs, not times its values
/// (a die of 3,300 faces and 3 rolls made 30 million sums to sort, for 10 seconds).
fn sums(die: &Die, rolls: u32) -> Option<Vec<u64>> {
    let (low, high) = die.span();
    let span = (high - low).checked_mul(u64::from(rolls))?;
    let values: u64 = die.runs().iter().map(|r| r.to - r.from + 1).sum();
    if values > MOST_SUMS as u64 || span >= MOST_SUMS as u64 {
        return None;
    }
    // Every offset is below MOST_SUMS: an index.
    let index = |v: u64| usize::try_from(v).ok();
    let (span, width) = (index(span)?, index(high - low)?);
    let runs: Vec<(usize, usize)> = die
        .runs()
        .iter()
        .map(|r| Some((index(r.from - low)?, index(r.to - low)?)))
        .collect::<Option<_>>()?;
    let mut hit = vec![false; span + 1];
    hit[0] = true;
    let mut edges = vec![0_i64; span + 2];
    for roll in 0..index(u64::from(rolls))? {
        edges.fill(0);
        for at in (0..=roll * width).filter(|&at| hit[at]) {
            for &(from, to) in &runs {
                // Within the span: `at + to <= (roll + 1)·width <= span`.
                edges[at + from] += 1;
                edges[at + to + 1] -= 1;
            }
        }
        let mut open = 0;
        for (at, edge) in edges[..=span].iter().enumerate() {
            open += edge;
            hit[at] = open > 0;
        }
    }
    let least = u64::from(rolls) * low;
    Some(
        (0..=span)
            .filter(|&at| hit[at])
            .map(|at| least + at as u64)
            .collect(),
    )
}

/// The cost of reading a turn table of `game` every wrong way: each player's reached counts
/// multiplied by a power of the turn's universes, each round, with counts as wide as the game.
pub(crate) fn reading_cost(game: &Game) -> Cost {
    let rules = game.rules();
    let (players, turns) = (game.players() as u128, u128::from(rules.dirac_target()));
    let bits = turns
        .saturating_mul(players)
        .saturating_mul(crate::tables::shape::turn_bits(rules))
        .saturating_add(1);
    Cost::of(
        Op::Word,
        players
            .saturating_mul(turns)
            .saturating_mul(words(bits))
            .saturating_mul(2),
        players.saturating_mul(4).saturating_mul(count_bytes(bits)),
    )
}

/// What a check's plan found worth searching beyond the engine's own games.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) struct Scope {
    /// The right practice game's turns, where its mistaken games are walked beside it.
    pub(crate) walked: Option<u64>,
    /// Whether part 2's answer is found, for a check of part 1 alone.
    pub(crate) other: bool,
    /// Whether part 2's games no rule plays, and its pairs of mistakes, are counted (within
    /// [`PLAIN_STEPS`]); else the steps they would take.
    pub(crate) plain: Result<(), u128>,
    /// The kernel the turn tables were priced on, which builds them.
    pub(crate) kernel: Kernel,
}

/// The most steps part 2's games no rule plays and its pairs of mistakes may take, counted
/// the plain way: 0.3 s on the reference CPU. Past it they are not counted, and the check
/// says so.
pub(crate) const PLAIN_STEPS: u128 = 300_000_000;

/// The cost of part 2's games no rule plays and of its pairs of mistakes.
pub(crate) fn plain_cost(game: &Game) -> Cost {
    dirac_played_cost(game).then(pairs::cost(game, &[2], None))
}

/// What the check finds, made into its view: the answer against the right answers, every
/// catalog mistake's numbers and the partings of those that give it. The recursions' memo is
/// freed as it ends.
pub(crate) fn run(
    game: &Game,
    answer: &Answer,
    parts: &[u8],
    reveal: bool,
    limits: &Limits,
    scope: Scope,
) -> Result<CheckView, Error> {
    let _memo = played::MemoFreed;
    let (walked, other, kernel) = (scope.walked, scope.other, scope.kernel);
    let plain = scope.plain.is_ok();
    let mut candidates: Vec<Found> = Vec::new();
    let mut rights: Vec<(u8, Count)> = Vec::new();
    let nearby = nearby(game, parts);
    let practice = if parts.contains(&1) {
        let outcome = practice::play(game, limits)?;
        rights.push((1, outcome.answer()));
        candidates.extend(practice_readings(game, &outcome));
        // As planned: where the plan found the right game short enough to walk beside.
        if let Some(turns) = walked {
            candidates.extend(practice_played(game, turns));
        }
        for n in nearby.iter().filter(|n| n.part == 1) {
            let value = practice::play(&n.game, limits)?.answer();
            candidates.push(Found::nearby(n, value));
        }
        Some(outcome)
    } else {
        None
    };
    // Part 1's right answer given for part 2 alone, or part 2's for part 1 (where the plan
    // found it cheap): said so.
    if parts == [2] {
        let value = practice::play(game, limits)?.answer();
        candidates.push(Found::reading(Mistake::OtherPart, 2, value));
    }
    if parts == [1] && other {
        let value = leading(&turns::planned(game, kernel).totals());
        candidates.push(Found::reading(Mistake::OtherPart, 1, value));
    }
    let table = if parts.contains(&2) {
        let table = turns::planned(game, kernel);
        rights.push((2, leading(&table.totals())));
        candidates.extend(dirac_readings(&table));
        if plain {
            candidates.extend(dirac_played(game, &rounds_of(&table, false)));
        }
        Some(table)
    } else {
        None
    };
    // Of each nearby Dirac game, its answer and its rounds' wins, for where it parts.
    let mut dirac_rounds = Vec::new();
    for n in nearby.iter().filter(|n| n.part == 2) {
        let t = turns::planned(&n.game, kernel);
        candidates.push(Found::nearby(n, leading(&t.totals())));
        dirac_rounds.push((n.mistake, rounds_of(&t, n.rotated)));
    }
    let right: Vec<u8> = rights
        .iter()
        .filter(|(_, r)| &Answer::from(r.clone()) == answer)
        .map(|&(p, _)| p)
        .collect();
    let right_of = |part: u8| rights.iter().find(|(p, _)| *p == part).map(|(_, r)| r);
    let mut mistakes = Vec::new();
    if right.is_empty() {
        // Each mistake once, with the first of its games that gives the answer.
        let mut named: Vec<&Found> = Vec::new();
        for c in &candidates {
            let spoils = right_of(c.part).is_some_and(|r| Answer::from(r.clone()) != c.value);
            let new = !named
                .iter()
                .any(|f| (f.mistake, f.part) == (c.mistake, c.part));
            if c.value == *answer && spoils && new {
                named.push(c);
            }
        }
        let right_rounds = table.as_ref().map(|t| rounds_of(t, false));
        for found in named {
            let (mistake, part) = (found.mistake, found.part);
            let parting = match (mistake.plays_other_rules(), part) {
                // A game played the plain way found its own.
                _ if let Some(parting) = &found.parting => parting.clone(),
                (false, 1) => Parting::Reading,
                (false, _) => match (&table, &right_rounds) {
                    (Some(t), Some(right)) => dirac_reading_parting(mistake, t, right),
                    _ => Parting::Reading,
                },
                (true, 1) => match found.played {
                    Some(n) => {
                        let right_turns = practice.as_ref().map_or(0, PracticeOutcome::turns);
                        turn_parting(game, n, right_turns, limits)?
                    }
                    None => Parting::Reading,
                },
                (true, _) => {
                    let mistaken = dirac_rounds.iter().find(|(m, _)| *m == mistake);
                    match (&right_rounds, mistaken) {
                        (Some(right), Some((_, m))) => first_round(right, m),
                        _ => Parting::Reading,
                    }
                }
            };
            let played = found.played.map(|n| n.game.rules());
            let words = match (found.player, mistake.wrap(), right_of(part)) {
                (Some(player), Some((bits, signed)), Some(r)) => mistake.words_wrapped_player(
                    game.rules(),
                    player,
                    &Answer::wrapped(r, bits, signed).to_string(),
                ),
                _ => mistake.words_played(game.rules(), part, played),
            };
            mistakes.push(MistakeView {
                id: mistake.id().to_string(),
                part,
                mistake: words.mistake,
                see: words.see,
                fix: words.fix,
                parting,
            });
        }
        // Two mistakes at once, where neither alone gives the answer.
        let mut search = pairs::Search::new(game, walked, right_rounds.unwrap_or_default());
        for &part in parts.iter().filter(|&&p| p == 1 || plain) {
            for named in search.named(part, answer) {
                mistakes.push(pair_view(game.rules(), named));
            }
        }
    }
    let verdict = if !right.is_empty() {
        Verdict::Right
    } else if !mistakes.is_empty() {
        Verdict::Mistake
    } else {
        Verdict::Unknown
    };
    let hints = if verdict == Verdict::Unknown {
        rights
            .iter()
            .map(|(part, r)| HintView {
                part: *part,
                too_high: answer.exceeds(r),
                digits: r.to_string().len() as u64,
            })
            .collect()
    } else {
        Vec::new()
    };
    let revealed = reveal.then(|| Revealed {
        practice: practice.as_ref().map(|o| o.answer().to_string()),
        dirac: table.as_ref().map(|t| leading(&t.totals()).to_string()),
    });
    let not_searched = match scope.plain {
        Err(steps) if parts.contains(&2) && right.is_empty() => Some(format!(
            "part 2's mistakes that no rule plays (a space scored wrongly, the win tested late, \
             a memo or a pair counted wrongly) and pairs of mistakes were not counted: under \
             these rules they would take about {}, more than a check spends on them",
            crate::limits::duration(steps)
        )),
        _ => None,
    };
    Ok(CheckView {
        not_searched,
        rules: RulesView::from(game.rules()),
        starts: crate::view::Starts::from_slice(game.starts()),
        answer: answer.to_string(),
        parts: parts.to_vec(),
        verdict,
        right_parts: right,
        mistakes,
        hints,
        revealed,
    })
}

/// The view of two mistakes that together give the answer: their ids joined by `+`, and each
/// one's words in turn.
fn pair_view(rules: &crate::rules::Rules, named: pairs::Named) -> MistakeView {
    let [a, b] = named.pair.map(|k| {
        k.mistake()
            .words_played(rules, named.part, named.played.as_ref())
    });
    let [x, y] = named.pair.map(|k| k.mistake().id());
    MistakeView {
        id: format!("{x}+{y}"),
        part: named.part,
        mistake: format!("two mistakes together: {}; and {}", a.mistake, b.mistake),
        see: format!("{}; and {}", a.see, b.see),
        fix: format!("{}; and {}", a.fix, b.fix),
        parting: named.parting,
    }
}

/// A number a mistake gives for a part.
struct Found<'a> {
    mistake: Mistake,
    part: u8,
    value: Answer,
    /// The nearby game that gives it, for a mistake that plays nearby rules.
    played: Option<&'a Nearby>,
    /// For a wrapping mistake, the player (0-based) whose own count, wrapped, it is, where
    /// that is not the right answer wrapped.
    player: Option<usize>,
    /// Where a game played the plain way ([`played`]) parts from the right one.
    parting: Option<Parting>,
}

impl Found<'_> {
    fn nearby(n: &Nearby, value: Count) -> Found<'_> {
        Found {
            mistake: n.mistake,
            part: n.part,
            value: Answer::from(value),
            played: Some(n),
            player: None,
            parting: None,
        }
    }

    fn reading(mistake: Mistake, part: u8, value: impl Into<Answer>) -> Found<'static> {
        Found {
            mistake,
            part,
            value: value.into(),
            played: None,
            player: None,
            parting: None,
        }
    }

    fn played(mistake: Mistake, part: u8, value: Count, parting: Parting) -> Found<'static> {
        Found {
            parting: Some(parting),
            ..Found::reading(mistake, part, value)
        }
    }
}

/// The rows of a walk kept for where it parts from the right game of `right_turns` turns: they
/// part by the turn after the right game's last, if not before.
fn played_rows(right_turns: u64) -> usize {
    usize::try_from(right_turns)
        .unwrap_or(usize::MAX)
        .min(TURNS_COMPARED)
        + 1
}

/// The cost of walking part 1's games that no rule plays ([`played`]), beside the right game
/// of `right_turns` turns: each walk's turns, and the rows of two walks held at once (the
/// right one's and one mistaken).
pub(crate) fn practice_played_cost(game: &Game, right_turns: u64) -> Cost {
    let walks = PLAYED.len() as u128 + 1;
    let walk = played::walk_cost(game, right_turns);
    Cost {
        work: walk.work.times(walks),
        ..walk
    }
}

/// The cost of counting part 2's games that no rule plays ([`played`]): two players within
/// [`played::JOINT_STATES`], each recursion probing each joint state once a sum in a memo past
/// the caches, each count by rounds passing over the states' layers.
pub(crate) fn dirac_played_cost(game: &Game) -> Cost {
    let mut cost = Cost::default();
    // Each knob's game counted by rounds, each player alone; the two recursions that count
    // wrongly, each joint state made once.
    for knobs in PLAYED.iter().map(|&(_, knobs)| knobs) {
        cost = cost.then(played::tables_cost(game, knobs.scoring));
    }
    let recursion = played::recursion_cost(game, played::Knobs::RIGHT);
    cost.then(recursion).then(recursion)
}

/// The cost of searching pairs of mistakes for part 1 ([`pairs`]), beside a right game of
/// `right_turns` turns where it is walked.
pub(crate) fn practice_pairs_cost(game: &Game, right_turns: Option<u64>) -> Cost {
    pairs::cost(game, &[1], right_turns)
}

/// The games no rule plays, each with its knobs: a space scored wrongly, the win tested late.
const PLAYED: [(Mistake, played::Knobs); 3] = [
    (
        Mistake::SpaceScoresZero,
        played::Knobs {
            scoring: played::Scoring::ModBoard,
            after_round: false,
        },
    ),
    (
        Mistake::SpacesFromZero,
        played::Knobs {
            scoring: played::Scoring::FromZero,
            after_round: false,
        },
    ),
    (
        Mistake::WinAfterRound,
        played::Knobs {
            scoring: played::Scoring::Right,
            after_round: true,
        },
    ),
];

/// The turns of `game`'s right practice game where its mistaken games are walked: where the
/// die is the puzzle's and the game lasts at most [`played::PRACTICE_TURNS`].
pub(crate) fn walked_turns(game: &Game, right_turns: u128) -> Option<u64> {
    game.rules().practice_sequence().standard_sides()?;
    u64::try_from(right_turns)
        .ok()
        .filter(|&t| t <= played::PRACTICE_TURNS)
}

/// Part 1 played the plain way under each of [`PLAYED`]'s knobs, where the right game lasts
/// `right_turns` turns: its answer, and the first turn where it parts from the right game.
fn practice_played(game: &Game, right_turns: u64) -> Vec<Found<'static>> {
    let (rows, most) = (played_rows(right_turns), played::most_turns(right_turns));
    let Some(right) = played::practice(game, played::Knobs::RIGHT, rows, most) else {
        return Vec::new();
    };
    PLAYED
        .iter()
        .filter_map(|&(mistake, knobs)| {
            let walked = played::practice(game, knobs, rows, most)?;
            let parting = pairs::rows_parting(&right.rows, &walked.rows);
            Some(Found::played(
                mistake,
                1,
                Count::from(walked.answer()),
                parting,
            ))
        })
        .collect()
}

/// Part 2 counted the plain way (two players): under each of [`PLAYED`]'s knobs, with the
/// first round where it parts from the right count (`right`), and by the two recursions that
/// count wrongly.
fn dirac_played(game: &Game, right: &[Vec<Count>]) -> Vec<Found<'static>> {
    let mut found = Vec::new();
    for &(mistake, knobs) in &PLAYED {
        let Some(rounds) = played::rounds(game, knobs) else {
            continue;
        };
        found.push(Found::played(
            mistake,
            2,
            leading(&summed(&rounds)),
            first_round(right, &rounds),
        ));
    }
    for (mistake, counting) in [
        (Mistake::MemoWithoutTurn, played::Counting::MemoWithoutTurn),
        (Mistake::PairNotSwapped, played::Counting::PairNotSwapped),
    ] {
        if let Some(w) = played::dirac(game, played::Knobs::RIGHT, counting) {
            found.push(Found::played(
                mistake,
                2,
                Count::from(w[0].max(w[1])),
                Parting::Counted,
            ));
        }
    }
    found
}

/// The wrapping mistakes, each with its width and signedness.
const WRAPS: [Mistake; 4] = [
    Mistake::Overflow32,
    Mistake::Overflow32Signed,
    Mistake::Overflow64,
    Mistake::Overflow64Signed,
];

/// Each player's wins over every round of `rounds` (`[round - 1][player]`).
pub(crate) fn summed(rounds: &[Vec<Count>]) -> Vec<Count> {
    let players = rounds.first().map_or(0, Vec::len);
    (0..players)
        .map(|p| rounds.iter().map(|r| r[p].clone()).sum())
        .collect()
}

/// The most universes any player wins: part 2's answer.
fn leading(totals: &[Count]) -> Count {
    totals.iter().max().cloned().unwrap_or_default()
}

/// Part 1's outcome read every wrong way the catalog knows.
fn practice_readings(game: &Game, outcome: &PracticeOutcome) -> Vec<Found<'static>> {
    let scores = outcome.scores();
    let lowest = Count::from(scores.iter().copied().min().unwrap_or(0));
    let winner = Count::from(scores[outcome.winner()]);
    let rolls = Count::from(outcome.rolls());
    let sequence = game.rules().practice_sequence();
    // The die's face on the last roll: the value at that index, the die starting over.
    let last = outcome.rolls().saturating_sub(1) % u128::from(sequence.len());
    let face = Count::from(sequence.sum(u64::try_from(last).unwrap_or(0), 1));
    let answer = outcome.answer();
    let mut found = vec![
        Found::reading(
            Mistake::TurnsNotRolls,
            1,
            lowest.product(&Count::from(outcome.turns())),
        ),
        Found::reading(Mistake::WinnerScore, 1, winner.product(&rolls)),
        Found::reading(Mistake::DieFaceNotRolls, 1, lowest.product(&face)),
    ];
    for mistake in WRAPS {
        let (bits, signed) = mistake.wrap().unwrap_or((64, false));
        found.push(Found::reading(
            mistake,
            1,
            Answer::wrapped(&answer, bits, signed),
        ));
    }
    found
}

/// Each player's own winning sequences by turn (`reached[player][turn]`), combined with the
/// other players' in a wrong way: never (`no-combination`), or with every sequence of theirs,
/// finished ones included (`finished-not-removed`), a turn splitting into `per_turn`.
/// Indexed `[round - 1][player]`.
pub(crate) fn wrong_rounds(
    reached: &[&[Count]],
    per_turn: &Count,
    mistake: Mistake,
) -> Vec<Vec<Count>> {
    let n = reached.len();
    let rounds = reached
        .iter()
        .map(|r| r.len().saturating_sub(1))
        .max()
        .unwrap_or(0);
    // P^k for k up to the most any round needs.
    let mut powers = vec![Count::from(1_u32)];
    (1..=rounds)
        .map(|t| {
            (0..n)
                .map(|p| {
                    let reached = reached[p].get(t).cloned().unwrap_or_default();
                    if mistake == Mistake::NoCombination {
                        return reached;
                    }
                    // The players before p have had t turns, those after t - 1.
                    let k = (t - 1) * (n - 1) + p;
                    while powers.len() <= k {
                        let next = powers[powers.len() - 1].product(per_turn);
                        powers.push(next);
                    }
                    reached.product(&powers[k])
                })
                .collect()
        })
        .collect()
}

/// [`wrong_rounds`] of the engine's turn table.
fn table_wrong_rounds(table: &TurnTable, mistake: Mistake) -> Vec<Vec<Count>> {
    let reached: Vec<&[Count]> = table.players.iter().map(|p| p.reached.as_slice()).collect();
    wrong_rounds(&reached, &table.per_turn, mistake)
}

/// Part 2's turn table read every wrong way the catalog knows.
fn dirac_readings(table: &TurnTable) -> Vec<Found<'static>> {
    let totals = table.totals();
    let mut found = Vec::new();
    if totals.len() > 1 {
        let fewest = totals.iter().min().cloned().unwrap_or_default();
        found.push(Found::reading(Mistake::FewerWins, 2, fewest));
        found.push(Found::reading(
            Mistake::BothWinsAdded,
            2,
            totals.iter().cloned().sum::<Count>(),
        ));
    }
    for mistake in [Mistake::NoCombination, Mistake::FinishedNotRemoved] {
        let rounds = table_wrong_rounds(table, mistake);
        found.push(Found::reading(mistake, 2, leading(&summed(&rounds))));
    }
    let right = leading(&totals);
    for mistake in WRAPS {
        let (bits, signed) = mistake.wrap().unwrap_or((64, false));
        // The right answer printed in that width, and a program that counts in it: each
        // player's count wrapped, and the larger taken (perhaps another player's).
        let right_wrapped = Answer::wrapped(&right, bits, signed);
        let each: Vec<Answer> = totals
            .iter()
            .map(|w| Answer::wrapped(w, bits, signed))
            .collect();
        if let Some((player, larger)) = each
            .iter()
            .enumerate()
            .rev()
            .max_by(|a, b| a.1.cmp(b.1))
            .filter(|(_, larger)| **larger != right_wrapped)
        {
            found.push(Found {
                player: Some(player),
                ..Found::reading(mistake, 2, larger.clone())
            });
        }
        found.push(Found::reading(mistake, 2, right_wrapped));
    }
    found
}

/// The round where a wrong reading of the turn table parts from the right rounds.
fn dirac_reading_parting(mistake: Mistake, table: &TurnTable, right: &[Vec<Count>]) -> Parting {
    match mistake {
        Mistake::NoCombination | Mistake::FinishedNotRemoved => {
            first_round(right, &table_wrong_rounds(table, mistake))
        }
        _ => Parting::Reading,
    }
}

/// The first round where `right` and `mistaken` (indexed `[round - 1][player]`, a missing
/// round winning nothing) differ.
fn first_round(right: &[Vec<Count>], mistaken: &[Vec<Count>]) -> Parting {
    let players = right.first().or(mistaken.first()).map_or(0, Vec::len);
    let none = vec![Count::default(); players];
    for r in 0..right.len().max(mistaken.len()) {
        let (a, b) = (
            right.get(r).unwrap_or(&none),
            mistaken.get(r).unwrap_or(&none),
        );
        if a != b {
            let text = |v: &[Count]| v.iter().map(Count::to_string).collect();
            return Parting::Round {
                round: r as u64 + 1,
                right_wins: text(a),
                mistaken_wins: text(b),
            };
        }
    }
    Parting::Reading
}

/// The universes each player wins in each round of `t` (`[round - 1][player]`), its players
/// numbered as in the input (`rotated`: its player 1 is the input's player 2).
fn rounds_of(t: &TurnTable, rotated: bool) -> Vec<Vec<Count>> {
    t.rounds
        .iter()
        .map(|r| {
            let mut wins = r.wins.clone();
            if rotated {
                wins.rotate_right(1);
            }
            wins
        })
        .collect()
}

/// The first turn where the nearby practice game `n` parts from `game`'s (which lasts
/// `right_turns`), both lines (the mistaken game's players numbered as in the input).
fn turn_parting(
    game: &Game,
    n: &Nearby,
    right_turns: u128,
    limits: &Limits,
) -> Result<Parting, Error> {
    // They part by the turn after the right game's last, if not before.
    let far = usize::try_from(right_turns + 1)
        .unwrap_or(usize::MAX)
        .min(TURNS_COMPARED + 1);
    let rows = |g: &Game| -> Result<Vec<TraceRow>, Error> {
        let trace = practice::trace(g, far, limits)?;
        Ok(TraceView::new(g, &trace).rows)
    };
    let right = rows(game)?;
    let mut mistaken = rows(&n.game)?;
    if n.rotated {
        let players = game.players();
        for row in &mut mistaken {
            row.player = row.player % players + 1;
        }
    }
    Ok(pairs::rows_parting(&right, &mistaken))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::Rules;

    #[test]
    fn the_sums_of_three_rolls_of_the_puzzle_s_die_are_3_to_9() {
        assert_eq!(sums(&Die::standard(3), 3), Some((3..=9).collect()));
        assert_eq!(sums(&Die::standard(1000), 100), None);
    }

    #[test]
    fn the_sums_are_every_total_of_the_rolls_as_a_brute_force_adds_them() {
        use std::collections::BTreeSet;
        for (die, rolls) in [
            ("1..3", 1),
            ("0,1,2", 4),
            ("2,4,6", 3),
            ("1:2,2", 3),
            ("1,5..7,20", 3),
            ("0,9", 5),
            ("3:7", 6),
            ("1,1000", 3),
            ("1..300", 3),
        ] {
            let parsed = Die::parse(die).unwrap();
            let values: Vec<u64> = parsed.runs().iter().flat_map(|r| r.from..=r.to).collect();
            let mut brute = BTreeSet::from([0]);
            for _ in 0..rolls {
                brute = brute
                    .iter()
                    .flat_map(|s| values.iter().map(move |v| s + v))
                    .collect();
            }
            let want: Vec<u64> = brute.into_iter().collect();
            assert_eq!(sums(&parsed, rolls), Some(want), "{die}, {rolls} rolls");
        }
        // Past the most sums, by their values or their span: not made.
        assert_eq!(sums(&Die::parse("1..10001").unwrap(), 1), None);
        assert_eq!(sums(&Die::parse("1,5001").unwrap(), 2), None);
        assert!(sums(&Die::parse("1,5000").unwrap(), 2).is_some());
    }

    #[test]
    fn nearby_games_follow_the_rules_and_skip_what_the_rules_refuse() {
        let game = Game::example(Rules::default()).unwrap();
        let ids: Vec<(&str, u8)> = nearby(&game, &[1, 2])
            .iter()
            .map(|n| (n.mistake.id(), n.part))
            .collect();
        assert_eq!(
            ids,
            [
                ("die-off-by-one", 1),
                ("die-off-by-one", 1),
                ("win-test-strict", 1),
                ("player-2-first", 1),
                ("win-test-strict", 2),
                ("target-20", 2),
                ("split-per-turn", 2),
                ("sums-equally-likely", 2),
                ("player-2-first", 2),
            ]
        );
        let one = Game::new(
            Rules::builder().rolls(1).dirac_target(1).build().unwrap(),
            vec![3],
        )
        .unwrap();
        let ids: Vec<&str> = nearby(&one, &[2]).iter().map(|n| n.mistake.id()).collect();
        assert_eq!(ids, ["win-test-strict"]);
    }
}
