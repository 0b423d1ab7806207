//! Both games on every tuple of starts of any number of players (`dirac sweep --players N`):
//! a [`SweepView`] like the pairs of two players, cell for cell.

use super::{
    Digits, HeatScale, Probability, RulesView, Starts, StartsView, SummaryView, SweepCell,
    SweepView,
};
use crate::cost::{VIEW_STRING, Written};
use crate::limits::{Cost, Refine};
use crate::num::Fraction;
use crate::rules::Rules;
use crate::sweep::tuples::Tuples;
use crate::tables::kernel::Kernel;

impl SweepView {
    /// The estimate of every tuple of starts of `players` players under `rules`, for a
    /// renderer that holds what `written` says while it writes them (a row a tuple, with its
    /// counts), refused when it passes `limits`. The view holds every tuple's strings: they are
    /// estimated with the sweep, before any work.
    pub(crate) fn tuples_estimate(
        rules: &Rules,
        players: usize,
        (kernel, limits): (Kernel, &crate::limits::Limits),
        written: &Written,
    ) -> Result<Cost, crate::error::Error> {
        let tuples = crate::sweep::tuples::count(rules, players).unwrap_or(0);
        // Each tuple's counts: the answers and every player's universes, of up to `n` times the
        // longest game's bits each.
        let counts = players as u128 + 2;
        let beside = |refine: &Refine| {
            let each = crate::sweep::pair_digits(rules, refine)
                .saturating_mul(players as u128)
                .div_ceil(2);
            // Its strings: the starts, the counts, each player's probability's four and the
            // label and colour, each a header and an allocation of its own (64 bytes) and its
            // digits (a probability's two parts as long as a count each).
            let n = players as u128;
            let strings = counts + 4 * n + 3;
            let view = tuples.saturating_mul(
                strings
                    .saturating_mul(VIEW_STRING)
                    .saturating_add((counts + 2 * n).saturating_mul(each).saturating_mul(2)),
            );
            // Writing them: each count and each probability's two parts in decimal, their
            // words squared (a count's digits back to bits: at most 10/3 a digit).
            let words = crate::work::words(each.saturating_mul(10) / 3 + 1);
            // And each player's chance: compared with the best and the worst so far (two
            // products each) and rounded three ways (its decimal, its percent, the label's),
            // a division each: seven products of its words a player.
            let written_words = tuples
                .saturating_mul(counts + 2 * n + 7 * n)
                .saturating_mul(words.saturating_mul(words));
            Cost {
                work: crate::work::Work::of(crate::work::Op::Word, written_words),
                memory: view.saturating_add(written.bytes(
                    tuples,
                    tuples.saturating_mul(counts),
                    tuples.saturating_mul(counts).saturating_mul(each),
                )),
            }
        };
        crate::sweep::tuples::estimate_beside(rules, players, kernel, limits, beside)
    }

    /// Every tuple of starts of `players` players under `rules`, played within `limits` and
    /// viewed under the policy `digits`, calling `progress(done, total)` as it goes: planned by
    /// [`crate::plan::Tuples`] ([`SweepView::tuples_estimate`]).
    pub(crate) fn of_players(
        rules: &Rules,
        players: usize,
        (kernel, limits): (Kernel, &crate::limits::Limits),
        digits: Digits,
        progress: impl FnMut(usize, usize),
    ) -> Result<SweepView, crate::error::Error> {
        let t = crate::sweep::tuples::planned(rules, players, (kernel, limits), progress)?;
        Ok(SweepView::of_tuples(rules, &t, digits))
    }

    /// The sweep `t` under `rules` and the policy `digits`.
    pub fn of_tuples(rules: &Rules, t: &Tuples, digits: Digits) -> SweepView {
        let scale = HeatScale::spanning(t.cells().iter().map(|c| c.p1_probability));
        let first = |c: &crate::sweep::tuples::TupleCell| {
            c.chances.first().cloned().unwrap_or_else(Fraction::zero)
        };
        // Each player's best and worst starts, by their exact chance (the first on a tie).
        let extreme = |k: usize, best: bool| {
            let mut found: Option<&crate::sweep::tuples::TupleCell> = None;
            for c in t.cells() {
                let better = found.is_none_or(|f| {
                    let (new, old) = (&c.chances[k], &f.chances[k]);
                    if best { new > old } else { new < old }
                });
                if better {
                    found = Some(c);
                }
            }
            StartsView {
                starts: found
                    .map(|c| Starts::from_slice(&c.starts))
                    .unwrap_or_default(),
                probability: Probability::new(
                    &found.map_or_else(Fraction::zero, |c| c.chances[k].clone()),
                    digits,
                ),
            }
        };
        let cells: Vec<SweepCell> = t
            .cells()
            .iter()
            .map(|c| SweepCell {
                starts: Starts::from_slice(&c.starts),
                practice_answer: digits.write(&c.practice),
                dirac_answer: digits.write(c.dirac()),
                wins: c.wins.iter().map(|w| digits.write(w)).collect(),
                label: first(c).percent(0),
                win_probability: c
                    .chances
                    .iter()
                    .map(|p| Probability::new(p, digits))
                    .collect(),
                colour: scale.hex(c.p1_probability),
            })
            .collect();
        SweepView {
            rules: RulesView::from(rules),
            summary: SummaryView {
                games: cells.len(),
                best: (0..t.players()).map(|k| extreme(k, true)).collect(),
                worst: (0..t.players()).map(|k| extreme(k, false)).collect(),
                first_mover_ahead: t
                    .cells()
                    .iter()
                    .filter(|c| c.wins.iter().skip(1).all(|w| c.wins[0] > *w))
                    .count(),
                first_mover_favoured: t.cells().iter().filter(|c| c.p1_probability > 0.5).count(),
                best_by_column: Vec::new(),
            },
            scale,
            key: scale.key(),
            cells,
        }
    }

    /// Players in each game.
    pub fn players(&self) -> usize {
        self.cells.first().map_or(0, |c| c.starts.len())
    }
}
