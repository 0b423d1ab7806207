//! `dirac check` against small buggy solvers: each plays the game the slow, obvious way (the
//! practice game by the oracle, the Dirac game by a memo written here, neither sharing code
//! with the engine) with one known mistake written in, on generated rules and starts. Every wrong answer one of them gives is named by its mistake's
//! id; the right answers are "right"; numbers no solver gives are "unknown".

use std::collections::HashMap;
use std::num::Wrapping;

use dirac::check::parse_answer;
use dirac::plan::{Check, Parts, Plan};
use dirac::view::{CheckView, Parting, Verdict};
use dirac::{Game, Limits, Rules};
use proptest::prelude::*;

use crate::oracle;

/// The check of `answer` (digits) for `game`, against both parts.
fn check(game: &Game, answer: impl std::fmt::Display) -> CheckView {
    Check {
        answer: parse_answer(&answer.to_string()).unwrap(),
        parts: Parts::Both,
        reveal: true,
    }
    .plan(game, &Limits::default())
    .unwrap()
    .run()
    .unwrap()
}

/// The rules of a generated game.
#[derive(Debug, Clone, Copy)]
struct Small {
    board: u32,
    rolls: u32,
    faces: u32,
    dirac_target: u64,
    die: u32,
    practice_target: u64,
}

impl Small {
    fn rules(self) -> Rules {
        Rules::builder()
            .board(self.board.into())
            .rolls(self.rolls.into())
            .dirac_faces(self.faces.into())
            .dirac_target(self.dirac_target)
            .practice_die(self.die.into())
            .practice_target(self.practice_target)
            .build()
            .unwrap()
    }

    fn faces(self) -> Vec<u64> {
        (1..=u64::from(self.faces)).collect()
    }
}

/// Part 1 by a solver with the die `1..=die` and the target `target`, the players moving in
/// the order of `starts`; its winner's index in that order, the scores, turns and rolls.
fn practice(r: Small, die: u32, target: u64, starts: &[u32]) -> (usize, Vec<u128>, u128) {
    let values: Vec<u64> = (1..=u64::from(die)).collect();
    let (winner, scores, rolls) =
        oracle::practice_of(r.board, r.rolls, &values, target.into(), starts);
    (winner, scores, rolls)
}

/// The puzzle's reading of part 1: the lowest score times the rolls.
fn lowest_times(scores: &[u128], by: u128) -> u128 {
    scores.iter().min().unwrap() * by
}

/// Part 1 walked turn by turn by a solver that scores a space `points(space, board)` and, where
/// `after_round`, tests the win only when every player has moved: the lowest score times the
/// rolls, where the game ends within `most` turns.
fn practice_walked(
    r: Small,
    starts: &[u32],
    points: fn(u64, u64) -> u64,
    after_round: bool,
    most: u128,
) -> Option<u128> {
    let (board, target) = (u64::from(r.board), r.practice_target);
    let mut spaces: Vec<u64> = starts.iter().map(|&s| u64::from(s)).collect();
    let mut scores = vec![0_u64; starts.len()];
    let (mut face, mut rolls) = (0_u64, 0_u128);
    for turn in 0..most {
        let p = (turn % starts.len() as u128) as usize;
        let mut moved = 0;
        for _ in 0..r.rolls {
            face = face % u64::from(r.die) + 1;
            moved += face;
            rolls += 1;
        }
        spaces[p] = (spaces[p] + moved - 1) % board + 1;
        scores[p] += points(spaces[p], board);
        let last = p + 1 == starts.len();
        if (!after_round || last) && scores.iter().any(|&s| s >= target) {
            return Some(u128::from(*scores.iter().min().unwrap()) * rolls);
        }
    }
    None
}

/// Each buggy part-1 solver's answer, by the id of its mistake.
fn practice_bugs(r: Small, starts: &[u32]) -> Vec<(&'static str, u128)> {
    let (winner, scores, rolls) = practice(r, r.die, r.practice_target, starts);
    // The games no rule plays: walked at most four times the right game's turns and a hundred.
    let most = 4 * (rolls / u128::from(r.rolls)) + 100;
    let mut played = Vec::new();
    for (id, points, after_round) in [
        (
            "space-scores-zero",
            (|s, b| s % b) as fn(u64, u64) -> u64,
            false,
        ),
        ("spaces-from-zero", |s, _| s - 1, false),
        ("win-after-round", |s, _| s, true),
    ] {
        if let Some(answer) = practice_walked(r, starts, points, after_round, most) {
            played.push((id, answer));
        }
    }
    let turns = rolls / u128::from(r.rolls);
    let last_face = (rolls - 1) % u128::from(r.die) + 1;
    let mut bugs = vec![
        ("turns-not-rolls", lowest_times(&scores, turns)),
        ("winner-score", scores[winner] * rolls),
        ("die-face-not-rolls", lowest_times(&scores, last_face)),
    ];
    for die in [r.die - 1, r.die + 1] {
        if die >= 1 {
            let (_, s, n) = practice(r, die, r.practice_target, starts);
            bugs.push(("die-off-by-one", lowest_times(&s, n)));
        }
    }
    // `>` for `>=`: with whole points, the target one higher.
    let (_, s, n) = practice(r, r.die, r.practice_target + 1, starts);
    bugs.push(("win-test-strict", lowest_times(&s, n)));
    if starts.len() > 1 {
        let mut order = starts.to_vec();
        order.rotate_left(1);
        let (_, s, n) = practice(r, r.die, r.practice_target, &order);
        bugs.push(("player-2-first", lowest_times(&s, n)));
    }
    bugs.extend(played);
    bugs
}

/// The distinct sums of a turn of `rolls` rolls of a die of `faces`, each with its number of
/// roll sequences.
fn turn_sums(faces: &[u64], rolls: u32) -> Vec<(u64, u128)> {
    let mut sums: HashMap<u64, u128> = HashMap::from([(0, 1)]);
    for _ in 0..rolls {
        let mut next = HashMap::new();
        for (&s, &w) in &sums {
            for f in faces {
                *next.entry(s + f).or_insert(0) += w;
            }
        }
        sums = next;
    }
    let mut sums: Vec<(u64, u128)> = sums.into_iter().collect();
    sums.sort_unstable();
    sums
}

/// Universes won by each player: a memo over (mover, positions, scores), a turn's sums
/// weighted by their sequences.
fn dirac_wins(board: u32, rolls: u32, faces: &[u64], target: u64, starts: &[u32]) -> Vec<u128> {
    dirac_played(board, rolls, faces, target, starts, |s, _| s, false)
}

/// [`dirac_wins`] by a solver that scores a space `points(space, board)` and, where
/// `after_round`, tests the win only once the last player has moved (the first in turn order
/// to have reached the target wins).
fn dirac_played(
    board: u32,
    rolls: u32,
    faces: &[u64],
    target: u64,
    starts: &[u32],
    points: fn(u64, u64) -> u64,
    after_round: bool,
) -> Vec<u128> {
    type State = (usize, Vec<(u64, u64)>);
    struct Solver {
        sums: Vec<(u64, u128)>,
        board: u64,
        target: u64,
        points: fn(u64, u64) -> u64,
        after_round: bool,
        memo: HashMap<State, Vec<u128>>,
    }
    impl Solver {
        fn wins(&mut self, state: State) -> Vec<u128> {
            if let Some(w) = self.memo.get(&state) {
                return w.clone();
            }
            let (mover, players) = &state;
            let n = players.len();
            let mut total = vec![0_u128; n];
            for (sum, ways) in self.sums.clone() {
                let (pos, score) = players[*mover];
                let p = (pos - 1 + sum) % self.board + 1;
                let mut next = players.clone();
                next[*mover] = (p, score + (self.points)(p, self.board));
                let tested = !self.after_round || mover + 1 == n;
                let winner = next.iter().position(|&(_, s)| tested && s >= self.target);
                if let Some(w) = winner {
                    total[w] += ways;
                    continue;
                }
                let after = self.wins(((mover + 1) % n, next));
                for (t, a) in total.iter_mut().zip(after) {
                    *t = t.checked_add(a.checked_mul(ways).unwrap()).unwrap();
                }
            }
            self.memo.insert(state, total.clone());
            total
        }
    }
    let mut solver = Solver {
        sums: turn_sums(faces, rolls),
        board: board.into(),
        target,
        points,
        after_round,
        memo: HashMap::new(),
    };
    solver.wins((0, starts.iter().map(|&s| (u64::from(s), 0)).collect()))
}

/// One player alone: how many of their roll sequences reach `target` on each of their own
/// turns, from the first.
fn alone(board: u32, rolls: u32, faces: &[u64], target: u64, start: u32) -> Vec<u128> {
    let sums = turn_sums(faces, rolls);
    let mut layer: HashMap<(u64, u64), u128> = HashMap::from([((u64::from(start), 0), 1)]);
    let mut reached = Vec::new();
    while !layer.is_empty() {
        let (mut next, mut done) = (HashMap::new(), 0_u128);
        for (&(pos, score), &n) in &layer {
            for &(sum, ways) in &sums {
                let p = (pos - 1 + sum) % u64::from(board) + 1;
                if score + p >= target {
                    done += n * ways;
                } else {
                    *next.entry((p, score + p)).or_insert(0) += n * ways;
                }
            }
        }
        reached.push(done);
        layer = next;
    }
    reached
}

/// Part 2 of two players by a recursion over (mover, spaces, scores), a turn's sums tried in
/// increasing order, the win tested after each move; the memo keyed without the mover where
/// `no_turn` (the scoring and late-test mistakes are [`dirac_played`]'s, for any players).
fn two_players(r: Small, starts: [u32; 2], no_turn: bool) -> [u128; 2] {
    type Key = (u8, [u64; 4]);
    struct Solver {
        sums: Vec<(u64, u128)>,
        board: u64,
        target: u64,
        no_turn: bool,
        memo: HashMap<Key, [u128; 2]>,
    }
    impl Solver {
        fn wins(&mut self, mover: u8, s: [u64; 4]) -> [u128; 2] {
            let key = (if self.no_turn { 0 } else { mover }, s);
            if let Some(&w) = self.memo.get(&key) {
                return w;
            }
            let mut total = [0, 0];
            let i = usize::from(mover) * 2;
            for (sum, ways) in self.sums.clone() {
                let mut t = s;
                t[i] = (t[i] + sum - 1) % self.board + 1;
                t[i + 1] += t[i];
                let w = if t[1] >= self.target {
                    [1, 0]
                } else if t[3] >= self.target {
                    [0, 1]
                } else {
                    self.wins(1 - mover, t)
                };
                total[0] += w[0] * ways;
                total[1] += w[1] * ways;
            }
            self.memo.insert(key, total);
            total
        }
    }
    let mut solver = Solver {
        sums: turn_sums(&r.faces(), r.rolls),
        board: r.board.into(),
        target: r.dirac_target,
        no_turn,
        memo: HashMap::new(),
    };
    solver.wins(0, [starts[0].into(), 0, starts[1].into(), 0])
}

/// Part 2 of two players by the recursion that swaps mover and other at each call and adds
/// the returned pair without swapping it back.
fn pair_not_swapped(r: Small, starts: [u32; 2]) -> [u128; 2] {
    fn wins(
        memo: &mut HashMap<[u64; 4], [u128; 2]>,
        sums: &[(u64, u128)],
        board: u64,
        target: u64,
        s: [u64; 4],
    ) -> [u128; 2] {
        if let Some(&w) = memo.get(&s) {
            return w;
        }
        let mut total = [0, 0];
        for &(sum, ways) in sums {
            let space = (s[0] + sum - 1) % board + 1;
            let score = s[1] + space;
            let [a, b] = if score >= target {
                [1, 0]
            } else {
                wins(memo, sums, board, target, [s[2], s[3], space, score])
            };
            total[0] += a * ways;
            total[1] += b * ways;
        }
        memo.insert(s, total);
        total
    }
    let sums = turn_sums(&r.faces(), r.rolls);
    wins(
        &mut HashMap::new(),
        &sums,
        r.board.into(),
        r.dirac_target,
        [starts[0].into(), 0, starts[1].into(), 0],
    )
}

/// Each buggy part-2 solver's answer, by the id of its mistake.
fn dirac_bugs(r: Small, starts: &[u32]) -> Vec<(&'static str, u128)> {
    let faces = r.faces();
    let most = |w: Vec<u128>| w.into_iter().max().unwrap();
    let wins = dirac_wins(r.board, r.rolls, &faces, r.dirac_target, starts);
    let mut bugs = Vec::new();
    if starts.len() > 1 {
        bugs.push(("fewer-wins", *wins.iter().min().unwrap()));
        bugs.push(("both-wins-added", wins.iter().sum()));
        let mut order = starts.to_vec();
        order.rotate_left(1);
        let swapped = dirac_wins(r.board, r.rolls, &faces, r.dirac_target, &order);
        bugs.push(("player-2-first", most(swapped)));
    }
    let target = r.dirac_target;
    bugs.push((
        "win-test-strict",
        most(dirac_wins(r.board, r.rolls, &faces, target + 1, starts)),
    ));
    if target > 1 {
        bugs.push((
            "target-20",
            most(dirac_wins(r.board, r.rolls, &faces, target - 1, starts)),
        ));
    }
    if r.rolls > 1 {
        // One split a turn: the die rolled once.
        bugs.push((
            "split-per-turn",
            most(dirac_wins(r.board, 1, &faces, target, starts)),
        ));
        // Each distinct sum once: a die whose faces are the sums, rolled once.
        let mut sums: Vec<u64> = vec![0];
        for _ in 0..r.rolls {
            sums = sums
                .iter()
                .flat_map(|s| faces.iter().map(move |f| s + f))
                .collect();
        }
        sums.sort_unstable();
        sums.dedup();
        bugs.push((
            "sums-equally-likely",
            most(dirac_wins(r.board, 1, &sums, target, starts)),
        ));
    }
    // Each player's own sequences that reach the target on their own turn t, played alone.
    let per_turn = u128::from(r.faces).pow(r.rolls);
    let alone: Vec<Vec<u128>> = starts
        .iter()
        .map(|&s| alone(r.board, r.rolls, &faces, target, s))
        .collect();
    bugs.push((
        "no-combination",
        alone.iter().map(|a| a.iter().sum::<u128>()).max().unwrap(),
    ));
    let n = starts.len() as u32;
    let others = alone
        .iter()
        .enumerate()
        .map(|(p, a)| {
            a.iter()
                .enumerate()
                .map(|(t, &w)| w * per_turn.pow(t as u32 * (n - 1) + p as u32))
                .sum::<u128>()
        })
        .max()
        .unwrap();
    bugs.push(("finished-not-removed", others));
    // The games no rule plays and the recursions that count wrongly, for two players; a space
    // scored wrongly only where no turn's sum is a whole number of laps (else a player could
    // stand still, scoring nothing, for ever).
    let still = turn_sums(&faces, r.rolls)
        .iter()
        .any(|&(s, _)| s % u64::from(r.board) == 0);
    for (id, points, after_round, scored) in [
        (
            "space-scores-zero",
            (|s, b| s % b) as fn(u64, u64) -> u64,
            false,
            true,
        ),
        ("spaces-from-zero", |s, _| s - 1, false, true),
        ("win-after-round", |s, _| s, true, false),
    ] {
        if !(scored && still) {
            let w = dirac_played(
                r.board,
                r.rolls,
                &faces,
                target,
                starts,
                points,
                after_round,
            );
            bugs.push((id, most(w)));
        }
    }
    if let [a, b] = *starts {
        let most2 = |w: [u128; 2]| w[0].max(w[1]);
        bugs.push(("memo-without-turn", most2(two_players(r, [a, b], true))));
        bugs.push(("pair-not-swapped", most2(pair_not_swapped(r, [a, b]))));
    }
    bugs
}

/// Asserts that the check names every bug whose number differs from the right answers, and
/// calls a right answer right.
fn assert_named(game: &Game, bugs: &[(&'static str, u128)], rights: &[u128]) {
    for &right in rights {
        let view = check(game, right);
        assert_eq!(view.verdict, Verdict::Right, "{right} for {game:?}");
    }
    for &(id, value) in bugs {
        if rights.contains(&value) {
            // A mistake that changes nothing here is never claimed: the answer is right.
            continue;
        }
        let view = check(game, value);
        assert_eq!(view.verdict, Verdict::Mistake, "{id}: {value} for {game:?}");
        assert!(
            view.mistakes.iter().any(|m| m.id == id),
            "{id}: {value} for {game:?}: {:?}",
            view.mistakes
        );
        // Every mistake named is one of the buggy solvers' that give this very number (two
        // at once are held by `check_pairs`).
        for m in view.mistakes.iter().filter(|m| !m.id.contains('+')) {
            assert!(
                bugs.iter().any(|&(i, v)| i == m.id && v == value) || m.id.starts_with("overflow-"),
                "{} claimed for {value} in {game:?}",
                m.id
            );
        }
    }
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 48, ..ProptestConfig::default() })]

    #[test]
    fn every_buggy_solver_s_answer_is_named_and_others_are_unknown(
        board in 3_u32..=10,
        rolls in 1_u32..=3,
        faces in 2_u32..=3,
        dirac_target in 2_u64..=8,
        die in 3_u32..=20,
        practice_target in 20_u64..=300,
        starts in prop::collection::vec(1_u32..=10, 1..=3),
        noise in prop::collection::vec(1_000_000_000_000_u128..=u128::from(u64::MAX), 3),
    ) {
        let r = Small { board, rolls, faces, dirac_target, die, practice_target };
        let starts: Vec<u32> = starts.iter().map(|s| (s - 1) % board + 1).collect();
        let game = Game::new(r.rules(), starts.clone()).unwrap();
        let mut bugs = dirac_bugs(r, &starts);
        let right_2 = *dirac_wins(board, rolls, &r.faces(), dirac_target, &starts)
            .iter()
            .max()
            .unwrap();
        let (_, scores, rolled) = practice(r, die, practice_target, &starts);
        let right_1 = lowest_times(&scores, rolled);
        bugs.extend(practice_bugs(r, &starts));
        assert_named(&game, &bugs, &[right_1, right_2]);
        for n in noise {
            if bugs.iter().all(|&(_, v)| v != n) {
                let view = check(&game, n);
                prop_assert_eq!(view.verdict, Verdict::Unknown, "{}", n);
                let against: Vec<(u8, bool)> =
                    view.hints.iter().map(|h| (h.part, h.too_high)).collect();
                prop_assert_eq!(against, vec![(1, n > right_1), (2, n > right_2)]);
            }
        }
    }
}

/// Part 2 by a solver that counts in wrapping 32-bit integers (two players): a memo over
/// (positions, scores), the mover first; both players' wrapped counts.
fn wrapping_32(board: u64, faces: u64, rolls: u32, target: u64, starts: [u64; 2]) -> [u32; 2] {
    type Wins = (Wrapping<u32>, Wrapping<u32>);
    fn wins(
        memo: &mut HashMap<[u64; 4], Wins>,
        sums: &[(u64, u32)],
        board: u64,
        target: u64,
        s: [u64; 4],
    ) -> Wins {
        if let Some(&w) = memo.get(&s) {
            return w;
        }
        let [pos, score, other_pos, other_score] = s;
        let mut total = (Wrapping(0), Wrapping(0));
        for &(sum, ways) in sums {
            let p = (pos - 1 + sum) % board + 1;
            if score + p >= target {
                total.0 += Wrapping(ways);
            } else {
                let (o, m) = wins(
                    memo,
                    sums,
                    board,
                    target,
                    [other_pos, other_score, p, score + p],
                );
                total.0 += m * Wrapping(ways);
                total.1 += o * Wrapping(ways);
            }
        }
        memo.insert(s, total);
        total
    }
    let mut sums: HashMap<u64, u32> = HashMap::from([(0, 1)]);
    for _ in 0..rolls {
        let mut next = HashMap::new();
        for (&s, &w) in &sums {
            for f in 1..=faces {
                *next.entry(s + f).or_insert(0) += w;
            }
        }
        sums = next;
    }
    let sums: Vec<(u64, u32)> = sums.into_iter().collect();
    let (a, b) = wins(
        &mut HashMap::new(),
        &sums,
        board,
        target,
        [starts[0], 0, starts[1], 0],
    );
    [a.0, b.0]
}

#[test]
// Wrapping on purpose: as the buggy solver's signed integers do.
#[allow(clippy::cast_possible_wrap, clippy::cast_possible_truncation)]
fn a_count_wrapped_to_32_bits_is_named_where_it_changes_the_answer() {
    // Unsigned and signed, the larger of the two wrapped counts, as the solver would print it;
    // the words say whose count it is, and claim "the right one modulo 2^32" only when it is.
    let mut named = 0;
    for (a, b) in [(4, 8), (1, 1), (3, 7), (10, 2), (6, 5), (2, 9), (8, 4)] {
        let game = Game::new(Rules::default(), vec![a, b]).unwrap();
        let [x, y] = wrapping_32(10, 3, 3, 21, [a.into(), b.into()]);
        let right = check(&game, 0).revealed.unwrap().dirac.unwrap();
        let right: u128 = right.parse().unwrap();
        for (id, answer, right_wrapped) in [
            (
                "overflow-32",
                i64::from(x.max(y)),
                (right % (1 << 32)) as i64,
            ),
            (
                "overflow-32-signed",
                i64::from((x as i32).max(y as i32)),
                i64::from(right as u32 as i32),
            ),
        ] {
            let view = check(&game, answer);
            assert_eq!(view.verdict, Verdict::Mistake, "{a}, {b}: {answer}");
            let m = view.mistakes.iter().find(|m| m.id == id).unwrap();
            if answer == right_wrapped {
                assert!(m.see.contains("the right one modulo 2^32"), "{}", m.see);
            } else {
                assert!(m.see.contains(&format!("is {right_wrapped})")), "{}", m.see);
                assert!(!m.see.contains("the right one"), "{}", m.see);
            }
            named += 1;
        }
    }
    assert_eq!(named, 14);
    // The example's signed wrap is negative: player 2's count, the larger of two negatives.
    let game = Game::example(Rules::default()).unwrap();
    let view = check(&game, "-610,959,416");
    assert_eq!(view.answer, "-610959416");
    let m = &view.mistakes[0];
    assert_eq!(m.id, "overflow-32-signed");
    assert!(m.see.contains("player 2's count"), "{}", m.see);
    assert!(m.see.contains("is -1223667845)"), "{}", m.see);
    // Part 1's answer checked against part 2 alone: said to be part 1's.
    let part2 = Check {
        answer: parse_answer("739785").unwrap(),
        parts: Parts::Dirac,
        reveal: false,
    }
    .plan(&game, &Limits::default())
    .unwrap()
    .run()
    .unwrap();
    let ids: Vec<&str> = part2.mistakes.iter().map(|m| m.id.as_str()).collect();
    assert_eq!(ids, ["other-part"]);
    // And part 2's against part 1 alone, in part 1's words; not where part 2 costs too much
    // for a check of part 1 to find it.
    let only_1 = |game: &Game, answer: &str| {
        Check {
            answer: parse_answer(answer).unwrap(),
            parts: Parts::Practice,
            reveal: false,
        }
        .plan(game, &Limits::default())
        .unwrap()
        .run()
        .unwrap()
    };
    let part1 = only_1(&game, "444356092776315");
    let ids: Vec<&str> = part1.mistakes.iter().map(|m| m.id.as_str()).collect();
    assert_eq!(ids, ["other-part"]);
    assert!(part1.mistakes[0].mistake.contains("part 2's answer"));
    let far = Game::new(
        Rules::builder().dirac_target(4_000).build().unwrap(),
        vec![4, 8],
    )
    .unwrap();
    // Part 2 of it is refused under the default limits: a check of part 1 does not ask.
    assert!(dirac::turns::analyze(&far, &Limits::default()).is_err());
    assert_eq!(only_1(&far, "12345").verdict, Verdict::Unknown);
    // Part 2's plain games and pairs are counted where cheap, and said to be left out where
    // not: the puzzle's are counted; to 300 points, with counts past `u128`, they are not.
    assert_eq!(check(&game, 12345).not_searched, None);
    let long = Game::new(
        Rules::builder().dirac_target(300).build().unwrap(),
        vec![4, 8],
    )
    .unwrap();
    let view = check(&long, 12345);
    let left = view.not_searched.unwrap();
    assert!(
        left.contains("pairs of mistakes were not counted"),
        "{left}"
    );
    assert!(left.contains("would take about"), "{left}");
    // Right for a part, nothing is said to be left out.
    let right = dirac::turns::analyze(&long, &Limits::default()).unwrap();
    let part_2 = right.totals().into_iter().max().unwrap();
    assert_eq!(check(&long, part_2).not_searched, None);
    // A negative number no mistake gives is unknown, and too low.
    let view = check(&game, -5);
    assert_eq!(view.verdict, Verdict::Unknown);
    assert!(view.hints.iter().all(|h| !h.too_high));
}

#[test]
fn the_puzzle_s_example_under_each_mistake() {
    // The example's numbers: the right ones are right, the smaller count is player 2's.
    let game = Game::example(Rules::default()).unwrap();
    let right = check(&game, 444_356_092_776_315_u64);
    assert_eq!(
        (right.verdict, right.right_parts.clone()),
        (Verdict::Right, vec![2])
    );
    let fewer = check(&game, 341_960_390_180_808_u64);
    let ids: Vec<&str> = fewer.mistakes.iter().map(|m| m.id.as_str()).collect();
    assert_eq!(ids, ["fewer-wins"]);
    assert_eq!(fewer.mistakes[0].parting, Parting::Reading);
    // A die of 99 faces parts from the right game on the 34th turn: player 2 rolls 1, 2 and 3
    // where the right die shows 100, 1 and 2.
    let r = Small {
        board: 10,
        rolls: 3,
        faces: 3,
        dirac_target: 21,
        die: 100,
        practice_target: 1000,
    };
    let (_, s, n) = practice(r, 99, 1000, &[4, 8]);
    let view = check(&game, lowest_times(&s, n));
    let m = view
        .mistakes
        .iter()
        .find(|m| m.id == "die-off-by-one")
        .unwrap();
    let Parting::Turn {
        turn,
        right_row: right,
        mistaken_row: mistaken,
    } = &m.parting
    else {
        panic!("{:?}", m.parting);
    };
    assert_eq!(*turn, 34);
    assert_eq!(right.as_ref().unwrap().rolled, [100, 1, 2]);
    assert_eq!(mistaken.as_ref().unwrap().rolled, [1, 2, 3]);
    // Turns instead of rolls: 745 * 331.
    let view = check(&game, 745 * 331);
    assert_eq!(view.mistakes[0].id, "turns-not-rolls");
    assert_eq!(view.revealed.unwrap().practice.unwrap(), "739785");
}
