//! Both games on every tuple of starts of any number of players (`dirac sweep --players N`).

#[cfg(feature = "serde")]
use serde::{Deserialize, Serialize};

use super::{Digits, HeatScale, Probability, RulesView};
use crate::cost::{VIEW_STRING, Written};
use crate::limits::{Cost, Refine};
use crate::num::Fraction;
use crate::rules::Rules;
use crate::sweep::tuples::Tuples;

/// A tuple of starts and player 1's probability of winning there.
#[derive(Debug, Clone, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(Serialize, Deserialize))]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[cfg_attr(feature = "serde", serde(deny_unknown_fields))]
pub struct TupleView {
    /// Each player's start, in turn order.
    pub starts: Vec<u32>,
    /// Exact.
    pub p1_probability: Probability,
}

/// What a sweep of many players shows at a glance.
#[derive(Debug, Clone, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(Serialize, Deserialize))]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[cfg_attr(feature = "serde", serde(deny_unknown_fields))]
pub struct TupleSummaryView {
    /// Tuples of starts: `B^n`.
    pub tuples: usize,
    /// Player 1's best tuple.
    pub best: TupleView,
    /// Player 1's worst tuple.
    pub worst: TupleView,
    /// Tuples in which player 1 wins in the most universes.
    pub first_mover_ahead: usize,
    /// Tuples in which player 1 is more likely than not to win.
    pub first_mover_favoured: usize,
}

/// One tuple of starts: the names and shapes of a sweep's cell.
#[derive(Debug, Clone, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(Serialize, Deserialize))]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[cfg_attr(feature = "serde", serde(deny_unknown_fields))]
pub struct TupleCellView {
    /// Each player's start, in turn order.
    pub starts: Vec<u32>,
    /// The practice game's answer.
    pub practice_answer: String,
    /// The Dirac game's answer.
    pub dirac_answer: String,
    /// Universes won by each player.
    pub wins: Vec<String>,
    /// Player 1's probability of winning, exact.
    pub p1_probability: Probability,
    /// The same as a whole percentage, as a cell of a grid is labelled.
    pub label: String,
    /// The cell's colour on the sweep's [`HeatScale`], `#rrggbb`.
    pub colour: String,
}

/// Every tuple of starts (`dirac sweep --players N`), player 1's start most significant.
#[derive(Debug, Clone, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(Serialize, Deserialize))]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[cfg_attr(feature = "serde", serde(deny_unknown_fields))]
pub struct TuplesView {
    /// The rules.
    pub rules: RulesView,
    /// At a glance.
    pub tuple_summary: TupleSummaryView,
    /// The colour scale of the cells.
    pub scale: HeatScale,
    /// A colour key: eleven colours from `scale.low` to `scale.high`, evenly spaced.
    pub key: Vec<String>,
    /// Every tuple.
    pub cells: Vec<TupleCellView>,
}

impl TuplesView {
    /// Every tuple of starts of `players` players under `rules`, within `limits`, under the
    /// policy `digits`, for a renderer that holds what `written` says while it writes them (a
    /// row a tuple, with its counts), calling `progress(done, total)` as it goes. The view
    /// holds every tuple's strings: they are estimated with the sweep, before any work.
    ///
    /// ```
    /// use dirac::{Limits, Rules, plan::Written, view::{Digits, TuplesView}};
    ///
    /// let nothing = &Written::NOTHING;
    /// let view = TuplesView::of(&Rules::default(), 3, &Limits::default(), Digits::All, nothing, |_, _| {})?;
    /// assert_eq!(view.cells.len(), 1000);
    /// assert_eq!(view.cells[0].starts, [1, 1, 1]);
    /// # Ok::<(), dirac::Error>(())
    /// ```
    pub fn of(
        rules: &Rules,
        players: usize,
        limits: &crate::Limits,
        digits: Digits,
        written: &Written,
        progress: impl FnMut(usize, usize),
    ) -> Result<TuplesView, crate::Error> {
        let tuples = crate::sweep::tuples::count(rules, players).unwrap_or(0);
        // Each tuple's counts: the answers and every player's universes, of up to `n` times the
        // longest game's bits each.
        let counts = players as u128 + 2;
        let beside = |refine: &Refine| {
            let each = crate::sweep::pair_digits(rules, refine)
                .saturating_mul(players as u128)
                .div_ceil(2);
            // Its strings: the starts, the counts, the probability's four and the label and
            // colour, each a header and an allocation of its own (64 bytes) and its digits.
            let strings = counts + 7;
            let view = tuples.saturating_mul(
                strings
                    .saturating_mul(VIEW_STRING)
                    .saturating_add(counts.saturating_mul(each).saturating_mul(2)),
            );
            Cost {
                work: Default::default(),
                memory: view.saturating_add(written.bytes(
                    tuples,
                    tuples.saturating_mul(counts),
                    tuples.saturating_mul(counts).saturating_mul(each),
                )),
            }
        };
        crate::sweep::tuples::estimate_beside(rules, players, limits, beside)?;
        let t = crate::sweep::tuples::run(rules, players, limits, progress)?;
        Ok(TuplesView::new(rules, &t, digits))
    }

    /// The sweep `t` under `rules` and the policy `digits`.
    pub fn new(rules: &Rules, t: &Tuples, digits: Digits) -> TuplesView {
        let scale = HeatScale::spanning(t.cells().iter().map(|c| c.p1_probability));
        let by = |a: &&crate::sweep::tuples::TupleCell, b: &&crate::sweep::tuples::TupleCell| {
            a.p1_probability.total_cmp(&b.p1_probability)
        };
        let tuple = |c: Option<&crate::sweep::tuples::TupleCell>| TupleView {
            starts: c.map(|c| c.starts.clone()).unwrap_or_default(),
            p1_probability: Probability::new(
                &c.map_or_else(Fraction::zero, |c| c.p1_exact.clone()),
                digits,
            ),
        };
        let cells: Vec<TupleCellView> = t
            .cells()
            .iter()
            .map(|c| {
                let p = &c.p1_exact;
                TupleCellView {
                    starts: c.starts.clone(),
                    practice_answer: digits.write(&c.practice),
                    dirac_answer: digits.write(c.dirac()),
                    wins: c.wins.iter().map(|w| digits.write(w)).collect(),
                    label: p.percent(0),
                    p1_probability: Probability::new(p, digits),
                    colour: scale.hex(c.p1_probability),
                }
            })
            .collect();
        TuplesView {
            rules: RulesView::from(rules),
            tuple_summary: TupleSummaryView {
                tuples: cells.len(),
                best: tuple(t.cells().iter().max_by(by)),
                worst: tuple(t.cells().iter().min_by(by)),
                first_mover_ahead: t
                    .cells()
                    .iter()
                    .filter(|c| c.wins.iter().skip(1).all(|w| c.wins[0] > *w))
                    .count(),
                first_mover_favoured: t.cells().iter().filter(|c| c.p1_probability > 0.5).count(),
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
