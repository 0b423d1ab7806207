//! `dirac check` against buggy solvers with two mistakes at once. One solver per part, written
//! here the slow, obvious way with every mistake a switch, plays each pair of mistakes of
//! different kinds on generated rules and starts. Wherever a pair gives a number that neither
//! of its mistakes alone gives, and that is not right, the check names that pair (its ids
//! joined by `+`, in either order); and every pair the check names is one of the solvers' that
//! give that very number.

use std::collections::{BTreeSet, HashMap};

use dirac::check::{Answer, parse_answer};
use dirac::plan::{Check, Parts, Plan};
use dirac::view::{CheckView, Verdict};
use dirac::{Game, Limits, Rules};
use proptest::prelude::*;

/// The check of `answer` for `game`, against both parts.
fn check(game: &Game, answer: &Answer) -> CheckView {
    Check {
        answer: answer.clone(),
        parts: Parts::Both,
        reveal: false,
    }
    .plan(game, &Limits::default())
    .unwrap()
    .run()
    .unwrap()
}

/// Every mistake the solvers can make, by its catalog id, with the part it spoils and its
/// kind: two of one kind are never made together.
const MISTAKES: [(&str, u8, &str); 32] = [
    ("die-early", 1, "die"),
    ("die-late", 1, "die"),
    ("win-test-strict", 1, "target"),
    ("player-2-first", 1, "order"),
    ("space-scores-zero", 1, "scoring"),
    ("spaces-from-zero", 1, "scoring"),
    ("win-after-round", 1, "test"),
    ("turns-not-rolls", 1, "reading"),
    ("winner-score", 1, "reading"),
    ("die-face-not-rolls", 1, "reading"),
    ("overflow-32", 1, "width"),
    ("overflow-32-signed", 1, "width"),
    ("overflow-64", 1, "width"),
    ("overflow-64-signed", 1, "width"),
    ("win-test-strict", 2, "target"),
    ("target-20", 2, "target"),
    ("player-2-first", 2, "order"),
    ("split-per-turn", 2, "dice"),
    ("sums-equally-likely", 2, "dice"),
    ("space-scores-zero", 2, "scoring"),
    ("spaces-from-zero", 2, "scoring"),
    ("win-after-round", 2, "test"),
    ("memo-without-turn", 2, "counting"),
    ("pair-not-swapped", 2, "counting"),
    ("no-combination", 2, "counting"),
    ("finished-not-removed", 2, "counting"),
    ("fewer-wins", 2, "reading"),
    ("both-wins-added", 2, "reading"),
    ("overflow-32", 2, "width"),
    ("overflow-32-signed", 2, "width"),
    ("overflow-64", 2, "width"),
    ("overflow-64-signed", 2, "width"),
];

/// The catalog's id of a solver's mistake: both die mistakes are `die-off-by-one`.
fn id(mistake: &str) -> &str {
    match mistake {
        "die-early" | "die-late" => "die-off-by-one",
        m => m,
    }
}

/// The rules of a generated game.
#[derive(Debug, Clone, Copy)]
struct Small {
    board: u64,
    rolls: u32,
    faces: u64,
    dirac_target: u64,
    die: u64,
    practice_target: u64,
}

impl Small {
    fn rules(self) -> Rules {
        Rules::builder()
            .board(self.board)
            .rolls(self.rolls.into())
            .dirac_faces(self.faces)
            .dirac_target(self.dirac_target)
            .practice_die(self.die)
            .practice_target(self.practice_target)
            .build()
            .unwrap()
    }
}

/// How a space scores under the mistakes made.
fn points(made: &[&str], space: u64, board: u64) -> u64 {
    if made.contains(&"space-scores-zero") {
        space % board
    } else if made.contains(&"spaces-from-zero") {
        space - 1
    } else {
        space
    }
}

/// `x` as a program holding it in the width of the mistakes made would print it.
fn printed(made: &[&str], x: u128) -> Answer {
    let wrapped = |bits: u32, signed: bool| {
        let m = if bits == 128 { x } else { x % (1 << bits) };
        if signed && m >= 1 << (bits - 1) {
            format!("-{}", (1_u128 << bits) - m)
        } else {
            m.to_string()
        }
    };
    let text = match made.iter().find(|m| m.starts_with("overflow-")) {
        Some(&"overflow-32") => wrapped(32, false),
        Some(&"overflow-32-signed") => wrapped(32, true),
        Some(&"overflow-64") => wrapped(64, false),
        Some(&"overflow-64-signed") => wrapped(64, true),
        _ => x.to_string(),
    };
    parse_answer(&text).unwrap()
}

/// Part 1 by a solver making the mistakes `made`, where it ends within four times the right
/// game's turns and a hundred.
fn practice(r: Small, starts: &[u32], made: &[&str]) -> Option<Answer> {
    let die = match made {
        m if m.contains(&"die-early") => r.die.checked_sub(1).filter(|&d| d >= 1)?,
        m if m.contains(&"die-late") => r.die + 1,
        _ => r.die,
    };
    let target = r.practice_target + u64::from(made.contains(&"win-test-strict"));
    let mut order = starts.to_vec();
    if made.contains(&"player-2-first") {
        if order.len() < 2 {
            return None;
        }
        order.rotate_left(1);
    }
    let most = if made.is_empty() {
        u64::MAX
    } else {
        let right = practice_turns(r, starts);
        4 * right + 100
    };
    let n = order.len();
    let mut spaces: Vec<u64> = order.iter().map(|&s| u64::from(s)).collect();
    let mut scores = vec![0_u64; n];
    let (mut face, mut rolls, mut turns) = (0_u64, 0_u128, 0_u64);
    while turns < most {
        let p = (turns % n as u64) as usize;
        let mut moved = 0;
        for _ in 0..r.rolls {
            face = face % die + 1;
            moved += face;
            rolls += 1;
        }
        turns += 1;
        spaces[p] = (spaces[p] + moved - 1) % r.board + 1;
        scores[p] += points(made, spaces[p], r.board);
        let tested = !made.contains(&"win-after-round") || p + 1 == n;
        if tested && scores.iter().any(|&s| s >= target) {
            let lowest = u128::from(*scores.iter().min().unwrap());
            let value = if made.contains(&"turns-not-rolls") {
                lowest * u128::from(turns)
            } else if made.contains(&"winner-score") {
                u128::from(*scores.iter().max().unwrap()) * rolls
            } else if made.contains(&"die-face-not-rolls") {
                lowest * u128::from(face)
            } else {
                lowest * rolls
            };
            return Some(printed(made, value));
        }
    }
    None
}

/// The right practice game's turns.
fn practice_turns(r: Small, starts: &[u32]) -> u64 {
    let (mut spaces, mut scores): (Vec<u64>, Vec<u64>) = (
        starts.iter().map(|&s| s.into()).collect(),
        vec![0; starts.len()],
    );
    let (mut face, mut turns) = (0, 0_u64);
    loop {
        let p = (turns % starts.len() as u64) as usize;
        let mut moved = 0;
        for _ in 0..r.rolls {
            face = face % r.die + 1;
            moved += face;
        }
        turns += 1;
        spaces[p] = (spaces[p] + moved - 1) % r.board + 1;
        scores[p] += spaces[p];
        if scores[p] >= r.practice_target {
            return turns;
        }
    }
}

/// A turn's sums under the mistakes made, each with its roll sequences, increasing.
fn sums(r: Small, made: &[&str]) -> Vec<(u64, u128)> {
    let mut sums: HashMap<u64, u128> = HashMap::from([(0, 1)]);
    let rolls = if made.contains(&"split-per-turn") {
        1
    } else {
        r.rolls
    };
    for _ in 0..rolls {
        let mut next = HashMap::new();
        for (&s, &w) in &sums {
            for f in 1..=r.faces {
                *next.entry(s + f).or_insert(0) += w;
            }
        }
        sums = next;
    }
    if made.contains(&"sums-equally-likely") {
        sums.values_mut().for_each(|w| *w = 1);
    }
    let mut sums: Vec<(u64, u128)> = sums.into_iter().collect();
    sums.sort_unstable();
    sums
}

/// A part 2 solver's recursion over two players' spaces and scores: the mover's wins first.
struct Recursion<'a> {
    sums: Vec<(u64, u128)>,
    board: u64,
    target: u64,
    made: &'a [&'a str],
    memo: HashMap<(u8, [u64; 4]), [u128; 2]>,
}

impl Recursion<'_> {
    /// Both players' wins from `s`, `mover` to move (a memo without the mover where that is
    /// the mistake).
    fn wins(&mut self, mover: u8, s: [u64; 4]) -> Option<[u128; 2]> {
        let key = (
            u8::from(!self.made.contains(&"memo-without-turn")) * mover,
            s,
        );
        if let Some(&w) = self.memo.get(&key) {
            return Some(w);
        }
        let mut total = [0_u128; 2];
        let i = usize::from(mover) * 2;
        for (sum, ways) in self.sums.clone() {
            let mut t = s;
            t[i] = (t[i] + sum - 1) % self.board + 1;
            t[i + 1] += points(self.made, t[i], self.board);
            let tested = !self.made.contains(&"win-after-round") || mover == 1;
            let w = if tested && t[1] >= self.target {
                [1, 0]
            } else if tested && t[3] >= self.target {
                [0, 1]
            } else {
                self.wins(1 - mover, t)?
            };
            for (a, b) in total.iter_mut().zip(w) {
                *a = a.checked_add(b.checked_mul(ways)?)?;
            }
        }
        self.memo.insert(key, total);
        Some(total)
    }

    /// The recursion that swaps the players at each call and adds the returned pair as it
    /// comes.
    fn unswapped(&mut self, s: [u64; 4]) -> Option<[u128; 2]> {
        if let Some(&w) = self.memo.get(&(0, s)) {
            return Some(w);
        }
        let mut total = [0_u128; 2];
        for (sum, ways) in self.sums.clone() {
            let space = (s[0] + sum - 1) % self.board + 1;
            let score = s[1] + points(self.made, space, self.board);
            let w = if score >= self.target {
                [1, 0]
            } else {
                self.unswapped([s[2], s[3], space, score])?
            };
            for (a, b) in total.iter_mut().zip(w) {
                *a = a.checked_add(b.checked_mul(ways)?)?;
            }
        }
        self.memo.insert((0, s), total);
        Some(total)
    }
}

/// One player alone: how many of their roll sequences reach `target` on each of their own
/// turns, from the first.
fn alone(r: Small, made: &[&str], target: u64, start: u32) -> Vec<u128> {
    let sums = sums(r, made);
    let mut layer: HashMap<(u64, u64), u128> = HashMap::from([((u64::from(start), 0), 1)]);
    let mut reached = Vec::new();
    while !layer.is_empty() {
        let (mut next, mut done) = (HashMap::new(), 0_u128);
        for (&(pos, score), &n) in &layer {
            for &(sum, ways) in &sums {
                let p = (pos - 1 + sum) % r.board + 1;
                let scored = score + points(made, p, r.board);
                if scored >= target {
                    done += n * ways;
                } else {
                    *next.entry((p, scored)).or_insert(0) += n * ways;
                }
            }
        }
        reached.push(done);
        layer = next;
    }
    reached
}

/// Part 2 of two players by a solver making the mistakes `made`; `None` where it cannot be
/// played (a player who could stand still scoring nothing, or counts past `u128`).
fn dirac(r: Small, starts: [u32; 2], made: &[&str]) -> Option<Vec<Answer>> {
    let target = match made {
        m if m.contains(&"win-test-strict") => r.dirac_target + 1,
        m if m.contains(&"target-20") => r.dirac_target.checked_sub(1).filter(|&t| t >= 1)?,
        _ => r.dirac_target,
    };
    if (made.contains(&"split-per-turn") || made.contains(&"sums-equally-likely")) && r.rolls < 2 {
        return None;
    }
    let sums = sums(r, made);
    let scored = made.contains(&"space-scores-zero") || made.contains(&"spaces-from-zero");
    if scored && sums.iter().any(|&(s, _)| s % r.board == 0) {
        return None;
    }
    let after = made.contains(&"win-after-round");
    let rotated = made.contains(&"player-2-first");
    let [a, b] = if rotated {
        [starts[1], starts[0]]
    } else {
        starts
    };
    let alone_counted = made.contains(&"no-combination") || made.contains(&"finished-not-removed");
    let wins: Vec<u128> = if alone_counted {
        if after {
            return None;
        }
        let per_turn: u128 = sums.iter().map(|&(_, w)| w).sum();
        let counts: Vec<Vec<u128>> = [a, b].iter().map(|&s| alone(r, made, target, s)).collect();
        counts
            .iter()
            .enumerate()
            .map(|(p, c)| {
                c.iter().enumerate().try_fold(0_u128, |acc, (t, &w)| {
                    let k = if made.contains(&"finished-not-removed") {
                        t as u32 + p as u32
                    } else {
                        0
                    };
                    acc.checked_add(w.checked_mul(per_turn.checked_pow(k)?)?)
                })
            })
            .collect::<Option<_>>()?
    } else {
        let mut solver = Recursion {
            sums,
            board: r.board,
            target,
            made,
            memo: HashMap::new(),
        };
        let s = [a.into(), 0, b.into(), 0];
        if made.contains(&"pair-not-swapped") {
            if after {
                return None;
            }
            solver.unswapped(s)?.to_vec()
        } else {
            solver.wins(0, s)?.to_vec()
        }
    };
    let read = |w: &[Answer]| -> Answer {
        if made.contains(&"fewer-wins") {
            w.iter().min().unwrap().clone()
        } else {
            w.iter().max().unwrap().clone()
        }
    };
    if made.contains(&"both-wins-added") {
        return Some(vec![printed(made, wins[0].checked_add(wins[1])?)]);
    }
    // A width wraps the printed answer, or each count as the program counts it.
    let exact: Vec<Answer> = wins.iter().map(|&w| printed(&[], w)).collect();
    let each: Vec<Answer> = wins.iter().map(|&w| printed(made, w)).collect();
    let chosen = read(&exact).magnitude().to_u128()?;
    Some(vec![printed(made, chosen), read(&each)])
}

/// Whether the game of `mistake` alone never ends: part 2 with a space scoring nothing that a
/// move of whole laps lands back on; or a mistake the rules cannot play at all.
fn endless(r: Small, starts: &[u32], part: u8, mistake: &str) -> bool {
    let scored = mistake == "space-scores-zero" || mistake == "spaces-from-zero";
    let still = sums(r, &[]).iter().any(|&(s, _)| s % r.board == 0);
    let unplayable = match mistake {
        "split-per-turn" | "sums-equally-likely" => r.rolls < 2,
        "target-20" => r.dirac_target < 2,
        "player-2-first" => starts.len() < 2,
        _ => false,
    };
    (part == 2 && scored && still) || unplayable
}

/// What a solver making `made` answers for `part`.
fn answers(r: Small, starts: &[u32], part: u8, made: &[&str]) -> Vec<Answer> {
    match (part, starts) {
        (1, _) => practice(r, starts, made).into_iter().collect(),
        (_, &[a, b]) => dirac(r, [a, b], made).unwrap_or_default(),
        _ => Vec::new(),
    }
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 32, ..ProptestConfig::default() })]

    #[test]
    fn two_mistakes_at_once_are_named_where_neither_alone_gives_the_number(
        board in 4_u64..=10,
        rolls in 1_u32..=3,
        faces in 2_u64..=3,
        dirac_target in 3_u64..=12,
        die in 5_u64..=40,
        practice_target in 30_u64..=200,
        starts in prop::collection::vec(1_u32..=10, 1..=3),
    ) {
        let r = Small { board, rolls, faces, dirac_target, die, practice_target };
        let starts: Vec<u32> = starts.iter().map(|s| (s - 1) % board as u32 + 1).collect();
        let game = Game::new(r.rules(), starts.clone()).unwrap();
        // The right answers: part 1 by the solver here, part 2 by the engine (held to the
        // oracles elsewhere) for any number of players.
        let table = dirac::turns::analyze(&game, &Limits::default()).unwrap();
        let part_2 = table.totals().into_iter().max().unwrap();
        let rights: Vec<Answer> = answers(r, &starts, 1, &[])
            .into_iter()
            .chain([parse_answer(&part_2.to_string()).unwrap()])
            .collect();
        // Every pair's numbers, and each mistake's alone.
        let mut given: HashMap<Answer, BTreeSet<BTreeSet<&str>>> = HashMap::new();
        let mut expected: Vec<(Answer, BTreeSet<&str>)> = Vec::new();
        for (i, &(x, part, kind)) in MISTAKES.iter().enumerate() {
            let alone_x = answers(r, &starts, part, &[x]);
            for &(y, _, other) in MISTAKES[i + 1..].iter().filter(|m| m.1 == part) {
                if kind == other {
                    continue;
                }
                let alone_y = answers(r, &starts, part, &[y]);
                let pair: BTreeSet<&str> = [id(x), id(y)].into();
                // A mistake whose game alone gives no number (it did not end within the
                // turns walked, or counts past `u128`) may give this one: its pairs are
                // claimed only where its game never ends at all.
                let known = |alone: &[Answer], m: &str| {
                    !alone.is_empty() || endless(r, &starts, part, m)
                };
                let claimable = known(&alone_x, x) && known(&alone_y, y);
                for value in answers(r, &starts, part, &[x, y]) {
                    given.entry(value.clone()).or_default().insert(pair.clone());
                    if claimable
                        && !rights.contains(&value)
                        && !alone_x.contains(&value)
                        && !alone_y.contains(&value)
                    {
                        expected.push((value, pair.clone()));
                    }
                }
            }
        }
        let mut views: HashMap<Answer, CheckView> = HashMap::new();
        for (value, pair) in &expected {
            let view = views.entry(value.clone()).or_insert_with(|| check(&game, value));
            prop_assert_eq!(view.verdict, Verdict::Mistake, "{} for {:?}", value, game);
            let named: Vec<BTreeSet<&str>> =
                view.mistakes.iter().map(|m| m.id.split('+').collect()).collect();
            prop_assert!(named.contains(pair), "{:?} gives {} for {:?}: {:?}", pair, value, game, named);
            // Every pair named gives this very number in a solver here.
            for m in named.iter().filter(|m| m.len() == 2) {
                prop_assert!(
                    given.get(value).is_some_and(|g| g.contains(m)),
                    "{:?} claimed for {} in {:?}", m, value, game
                );
            }
        }
        // The right answers are right, pairs or not.
        for right in &rights {
            prop_assert_eq!(check(&game, right).verdict, Verdict::Right);
        }
    }
}

/// A pair that only reads the right game wrongly (the turns for the rolls, in 32 bits) plays
/// no other game: named with no parting, the right game read.
#[test]
fn a_pair_of_readings_reads_the_right_game() {
    let r = Small {
        board: 10,
        rolls: 3,
        faces: 3,
        dirac_target: 21,
        die: 100,
        practice_target: 300_000,
    };
    let game = Game::new(r.rules(), vec![4, 8]).unwrap();
    let made = ["turns-not-rolls", "overflow-32"];
    let value = practice(r, &[4, 8], &made).unwrap();
    for alone in made {
        assert!(practice(r, &[4, 8], &[alone]).is_none_or(|v| v != value));
    }
    let view = check(&game, &value);
    let pair = view
        .mistakes
        .iter()
        .find(|m| m.id == "turns-not-rolls+overflow-32")
        .unwrap_or_else(|| panic!("{:?}", view.mistakes));
    assert_eq!(pair.parting, dirac::view::Parting::Reading);
}

/// The puzzle's example with two mistakes at once, as a solver makes them: the win only past
/// the target and tested after the round (part 1), the win only past 21 with space 10
/// scoring 0 (part 2), and space 10 scoring 0 counted in 64 bits.
#[test]
fn the_example_s_pairs_are_named() {
    let r = Small {
        board: 10,
        rolls: 3,
        faces: 3,
        dirac_target: 21,
        die: 100,
        practice_target: 1000,
    };
    let game = Game::new(r.rules(), vec![4, 8]).unwrap();
    for (part, made, printed) in [
        (1, ["win-test-strict", "win-after-round"], "755508"),
        (
            2,
            ["win-test-strict", "space-scores-zero"],
            "11354571579589380435184",
        ),
        (
            2,
            ["space-scores-zero", "overflow-64"],
            "4694023091967372292",
        ),
    ] {
        let value = parse_answer(printed).unwrap();
        assert!(
            answers(r, &[4, 8], part, &made).contains(&value),
            "{made:?}"
        );
        let view = check(&game, &value);
        let named: Vec<BTreeSet<&str>> = view
            .mistakes
            .iter()
            .map(|m| m.id.split('+').collect())
            .collect();
        assert!(named.contains(&made.into()), "{made:?}: {named:?}");
    }
}
