//! The practice game's common shape, all players at once: moves in progression (the board
//! divides the die), up to four players, walks shorter than [`ROW`] turns and no longer than
//! the target. The puzzle is one.
//!
//! It is [`Setup::walk`] with everything a general game needs taken out, then the same end:
//! the players' walks are independent chains of additions, so walking them in one loop keeps
//! the processor busy where one walk after another waits on each turn's sum; the running
//! scores stay in an array on the stack, each player's state in registers (the number of
//! players is a constant of each instance); and every count below the target is a `u64`. The
//! general path is its reference: the tests play both on many rule sets.

use super::{MoveRule, PracticeOutcome, Setup};

/// A player's running scores after 0, 1, 2, ... turns: walks of fewer turns than this are
/// taken here (the bound of `Setup::walk_with`, `Q · B`, must be below it).
pub(super) const ROW: usize = 64;

/// The end of the game of `starts` under `plan`, when it has the common shape; `None`
/// otherwise.
pub(super) fn play(plan: &Setup, starts: &[u32]) -> Option<PracticeOutcome> {
    match *starts {
        [a] => play_n(plan, [a]),
        [a, b] => play_n(plan, [a, b]),
        [a, b, c] => play_n(plan, [a, b, c]),
        [a, b, c, d] => play_n(plan, [a, b, c, d]),
        _ => None,
    }
}

/// [`play`] for `N` players.
// Each player's state is in several arrays indexed alike, and each turn in every player's row
// of running scores: ranges read better than iterators zipped five ways.
#[allow(clippy::needless_range_loop)]
fn play_n<const N: usize>(plan: &Setup, starts: [u32; N]) -> Option<PracticeOutcome> {
    let MoveRule::Progression { step } = plan.moves else {
        return None;
    };
    // Every walk is back on its first state within `Q · B` turns (see `Setup::walk_with`), and
    // walks it whole: within the estimate (`min(Q · B, target)` turns a walk) when the target
    // is no nearer.
    let walk = u128::from(plan.own_period) * u128::from(plan.board);
    if walk >= ROW as u128 || walk > u128::from(plan.target) {
        return None;
    }
    let (board, target) = (plan.board, plan.target);
    // Each player's first move, as `Steps::new` has it, by additions.
    let mut next = [0_u64; N];
    let (mut first, apart) = plan.progression()?;
    for slot in &mut next {
        *slot = first;
        first += apart;
        if first >= board {
            first -= board;
        }
    }
    let mut space: [u64; N] = std::array::from_fn(|i| u64::from(starts[i]) - 1);
    let home = (space, next);
    let mut score = [0_u16; N];
    // `scores[i][t]`: player `i`'s score after `t` turns, within one period: fewer than `ROW`
    // turns of at most `B < ROW` points, below `ROW² = 2^12`, so a `u16` holds it (and the
    // rows are a quarter of the stack to clear they would be in `u64`s).
    let mut scores = [[0_u16; ROW]; N];
    // Each player's period, once they are back on their first state.
    let mut period: [Option<usize>; N] = [None; N];
    for turn in 1..ROW {
        for i in 0..N {
            if period[i].is_some() {
                continue;
            }
            space[i] += next[i];
            if space[i] >= board {
                space[i] -= board;
            }
            next[i] += step;
            if next[i] >= board {
                next[i] -= board;
            }
            // `space < B < ROW`: exact.
            #[allow(clippy::cast_possible_truncation)]
            let points = space[i] as u16 + 1;
            score[i] += points;
            scores[i][turn] = score[i];
            if space[i] == home.0[i] && next[i] == home.1[i] {
                period[i] = Some(turn);
            }
        }
        // (Counting the players still walking instead took half as long again, `perf`.)
        if period.iter().all(Option::is_some) {
            break;
        }
    }
    // A walk not back within `ROW` turns would not be this shape after all: there is none
    // (the bound above), and it would go the general way.
    let mut periods = [0; N];
    for i in 0..N {
        periods[i] = period[i]?;
    }
    crate::steps::add_with(crate::work::Op::Turn, || periods.iter().sum());
    // The turn (of their own) on which each player first reaches the target: `whole`
    // periods, then the turns of the next that bring the score to the rest (none when the
    // rest is 0: the last whole period ended on the target).
    let (mut reach, mut at) = ([0_u64; N], [(0_u64, 0_usize); N]);
    for i in 0..N {
        let period = periods[i];
        let gain = u64::from(scores[i][period]);
        let (whole, left) = super::whole_and_rest(target, gain);
        // Running scores rise, so those below `left` are a prefix, counted until the first
        // that is not (counting every one below it, without a branch, took a sixth longer;
        // over the whole row, or by a binary search, longer still, `perf`).
        let within = scores[i][..=period]
            .iter()
            .take_while(|&&s| u64::from(s) < left)
            .count();
        reach[i] = whole * period as u64 + within as u64;
        at[i] = (whole, within);
    }
    // Player `i`'s score after `turns` of their own turns: whole periods, then part of one;
    // at their `reach`, the periods and the part are known already (the winner's score
    // without a division).
    let score_after = |i: usize, turns: u64| -> u128 {
        let period = periods[i];
        let (whole, within) = if turns == reach[i] {
            at[i]
        } else {
            let (whole, within) = super::whole_and_rest(turns, period as u64);
            (whole, usize::try_from(within).unwrap_or(0))
        };
        u128::from(whole) * u128::from(scores[i][period]) + u128::from(scores[i][within])
    };
    Some(plan.end(N, |i| reach[i], score_after))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::Rules;

    /// Every game of this shape ends exactly as the general method says, and exactly the games
    /// of this shape take this way: boards up to 12 and a few larger (16, 21, 63), one to
    /// eight rolls, dice that the board divides (and others, which are not this shape),
    /// targets from 1 to the largest, one to five players.
    #[test]
    fn all_at_once_ends_as_one_at_a_time() {
        let mut compared = 0;
        for board in (1..=12_u64).chain([16, 21, 63]) {
            for rolls in 1..=8_u64 {
                for die in [board, 2 * board, 10 * board, board + 1] {
                    for target in [1, 2, 3, 7, 21, 100, 1000, 10_u64.pow(18), u64::MAX] {
                        let rules = super::super::practice_rules(board, rolls, die, target);
                        for players in 1..=5_u32 {
                            let starts: Vec<u32> = (0..players)
                                .map(|i| (i * 7 + 3) % rules.board() + 1)
                                .collect();
                            let plan = Setup::new(&rules, starts.len());
                            let walk = plan.own_period * board;
                            let shape = die % board == 0
                                && players <= 4
                                && walk < ROW as u64
                                && walk <= target;
                            let fast = play(&plan, &starts);
                            assert_eq!(fast.is_some(), shape, "{rules:?} {starts:?}");
                            let Some(fast) = fast else {
                                continue;
                            };
                            assert_eq!(fast, plan.play(&starts), "{rules:?} {starts:?}");
                            compared += 1;
                        }
                    }
                }
            }
        }
        assert!(compared > 1000, "{compared}");
        // The puzzle takes this way; five players, or a die the board does not divide, do not.
        let puzzle = Rules::default();
        assert!(play(&Setup::new(&puzzle, 2), &[4, 8]).is_some());
        assert!(play(&Setup::new(&puzzle, 5), &[1, 2, 3, 4, 5]).is_none());
        let odd = Rules::builder().practice_die(99).build().unwrap();
        assert!(play(&Setup::new(&odd, 2), &[4, 8]).is_none());
    }
}
