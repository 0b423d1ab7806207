//! What a sweep costs beside the tables it reads: each pair's cell, and the sums of its two
//! columns where they pass machine words; the atlas's one backward pass to the largest target.

use crate::limits::Cost;
use crate::rules::Rules;
use crate::tables::shape::turn_bits;
use crate::work::{Op, Work, count_bytes, words};

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
        work: cells
            .work
            .plus(Work::of(Op::Word, pairs.saturating_mul(wide))),
        memory: cells
            .memory
            .saturating_add(pairs.saturating_mul(48).saturating_mul(w))
            .saturating_add(tables),
    }
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
        work: Work::of(Op::CellMove, words_held.saturating_mul(moves)),
        memory: words_held
            .saturating_mul(8)
            .saturating_add(board.saturating_mul(target).saturating_mul(24)),
    }
}

/// The cells of a sweep of `pairs` pairs of starts: three counts and a probability each, about
/// a hundred bytes.
pub(crate) fn sweep_cells(pairs: u128) -> Cost {
    Cost::of(
        Op::Word,
        pairs.saturating_mul(40),
        pairs.saturating_mul(256),
    )
}
