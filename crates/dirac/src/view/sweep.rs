//! Both games on every pair of starts of two players.

#[cfg(feature = "serde")]
use serde::{Deserialize, Serialize};

use super::{Digits, Probability, RulesView};
use crate::num::Fraction;
use crate::rules::Rules;
use crate::sweep::Sweep;

/// A pair of starts and player 1's probability of winning there.
#[derive(Debug, Clone, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(Serialize, Deserialize))]
#[cfg_attr(feature = "serde", serde(deny_unknown_fields))]
pub struct PairView {
    /// Player 1's and player 2's starting spaces.
    pub starts: [u32; 2],
    /// Exact.
    pub p1_probability: Probability,
}

/// What the sweep shows at a glance.
#[derive(Debug, Clone, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(Serialize, Deserialize))]
#[cfg_attr(feature = "serde", serde(deny_unknown_fields))]
pub struct SummaryView {
    /// Pairs of starts: `B²`.
    pub pairs: usize,
    /// Player 1's best pair.
    pub best: PairView,
    /// Player 1's worst pair.
    pub worst: PairView,
    /// Pairs in which the first mover wins in more universes.
    pub first_mover_ahead: usize,
    /// Pairs in which the first mover is more likely than not to win.
    pub first_mover_favoured: usize,
}

impl SummaryView {
    /// The summary of the sweep `s`.
    pub fn new(s: &Sweep, digits: Digits) -> SummaryView {
        let summary = s.summary();
        SummaryView {
            pairs: summary.pairs,
            best: pair(s, summary.best.0, digits),
            worst: pair(s, summary.worst.0, digits),
            first_mover_ahead: summary.first_mover_ahead,
            first_mover_favoured: summary.first_mover_favoured,
        }
    }
}

/// One pair of starts.
#[derive(Debug, Clone, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(Serialize, Deserialize))]
#[cfg_attr(feature = "serde", serde(deny_unknown_fields))]
pub struct SweepCell {
    /// Player 1's and player 2's starting spaces.
    pub starts: [u32; 2],
    /// The practice game's answer.
    pub practice: String,
    /// The Dirac game's answer.
    pub dirac: String,
    /// Universes won by each player.
    pub wins: [String; 2],
    /// Player 1's probability of winning, exact.
    pub p1_probability: Probability,
    /// The same as a whole percentage, as a grid cell is labelled (`78%`; `<1%` and `>99%`
    /// short of the ends).
    pub label: String,
}

/// Every pair of starts (`dirac sweep`), player 1's start major: `cells[(a − 1)·B + (b − 1)]`.
#[derive(Debug, Clone, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(Serialize, Deserialize))]
#[cfg_attr(feature = "serde", serde(deny_unknown_fields))]
pub struct SweepView {
    /// The rules.
    pub rules: RulesView,
    /// At a glance.
    pub summary: SummaryView,
    /// Every pair.
    pub cells: Vec<SweepCell>,
}

impl SweepView {
    /// The sweep `s` under `rules`.
    pub fn new(rules: &Rules, s: &Sweep, digits: Digits) -> SweepView {
        SweepView {
            rules: RulesView::from(rules),
            summary: SummaryView::new(s, digits),
            cells: s
                .cells()
                .iter()
                .map(|c| SweepView::cell(s, c.starts, digits))
                .collect(),
        }
    }

    /// The pair `starts` of the sweep `s`: one cell, built on its own so that a sweep of a
    /// million pairs can be written one cell at a time.
    pub fn cell(s: &Sweep, starts: [u32; 2], digits: Digits) -> SweepCell {
        let [a, b] = starts;
        let c = s.cell(a, b);
        let (practice, wins, dirac) = c.map_or_else(Default::default, |c| {
            (
                digits.write(&c.practice),
                [digits.write(&c.wins[0]), digits.write(&c.wins[1])],
                digits.write(c.dirac()),
            )
        });
        let exact = exact(s, starts);
        SweepCell {
            starts,
            practice,
            dirac,
            wins,
            p1_probability: Probability::new(&exact, digits),
            label: exact.percent(0),
        }
    }
}

fn pair(s: &Sweep, starts: [u32; 2], digits: Digits) -> PairView {
    PairView {
        starts,
        p1_probability: probability(s, starts, digits),
    }
}

fn probability(s: &Sweep, starts: [u32; 2], digits: Digits) -> Probability {
    Probability::new(&exact(s, starts), digits)
}

fn exact(s: &Sweep, [a, b]: [u32; 2]) -> Fraction {
    s.p1_probability(a, b).unwrap_or_else(Fraction::zero)
}
