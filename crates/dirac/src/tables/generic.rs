//! The reference kernel: any [`Counter`] type, one multiply-add per cell and move, with every
//! step checked. With big integers it handles dice whose weights pass 64 bits (a turn of
//! `R` rolls of an `F`-faced die splits `F^R` ways: 41 rolls of a 3-faced die already pass
//! `u64`), and the tests check the fast kernels against it.

use num_bigint::BigUint;

use super::{Column, Table};
use crate::dice::Moves;
use crate::num::{Counter, Overflow};
use crate::rules::Rules;

/// The table with big-integer weights.
pub(super) fn table(rules: &Rules, start: u32, moves: &Moves<BigUint>) -> Table {
    match run(rules, start, moves) {
        Ok((reached, playing)) => Table {
            reached: Column::Big(reached),
            playing: Column::Big(playing),
        },
        Err(Overflow) => unreachable!("big-integer arithmetic never overflows"),
    }
}

/// `(reached, playing)` in `C` arithmetic, by the plainest dynamic program: live cells in a list,
/// every step checked.
pub(crate) fn run<C: Counter>(
    rules: &Rules,
    start: u32,
    moves: &Moves<C>,
) -> Result<(Vec<C>, Vec<C>), Overflow> {
    let board = rules.board() as usize;
    let target = rules.dirac_target() as usize;
    // Cell index: space * target + score, spaces 0-based.
    let mut layer = vec![C::default(); board * target];
    let mut next = layer.clone();
    let mut live = vec![(start as usize - 1) * target];
    let mut next_live = Vec::new();
    layer[live[0]] = C::from_u64(1);

    let (mut reached, mut playing) = (vec![C::default()], vec![C::from_u64(1)]);
    while !live.is_empty() {
        let mut won = C::default();
        for &cell in &live {
            let universes = std::mem::take(&mut layer[cell]);
            let (space, score) = (cell / target, cell % target);
            for (distance, ways) in moves.steps() {
                let landed = (space + *distance as usize) % board;
                // Landing on 0-based space `landed` scores `landed + 1`.
                let new_score = score + landed + 1;
                if new_score >= target {
                    won.add_product(&universes, ways)?;
                } else {
                    let slot = &mut next[landed * target + new_score];
                    if slot.is_zero() {
                        next_live.push(landed * target + new_score);
                    }
                    slot.add_product(&universes, ways)?;
                }
            }
        }
        let mut still = C::default();
        for &cell in &next_live {
            still.add_assign_checked(&next[cell])?;
        }
        reached.push(won);
        playing.push(still);
        std::mem::swap(&mut layer, &mut next);
        std::mem::swap(&mut live, &mut next_live);
        next_live.clear();
    }
    Ok((reached, playing))
}
