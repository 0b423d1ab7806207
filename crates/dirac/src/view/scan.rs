//! One rule varied over a list of values (`dirac scan`): a row per value, and its chart.

#[cfg(feature = "serde")]
use serde::{Deserialize, Serialize};

use super::{
    Digits, DiracView, FractionView, PLAYERS_DRAWN, PracticeView, Probability, RulesView, contrast,
};
use crate::error::Error;
use crate::game::Game;
use crate::limits::Limits;
use crate::num::Fraction;
use crate::rules::Rule;
use crate::scan::{self, Row, Scan, Values};
use crate::tables::kernel::Kernel;

/// The game under one value of the varied rule: the names and shapes of `dirac solve` and
/// `dirac stats`.
#[derive(Debug, Clone, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(Serialize, Deserialize))]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[cfg_attr(feature = "serde", serde(deny_unknown_fields))]
pub struct ScanRow {
    /// The varied rule's value, as written: `21`, `1:2,2`.
    pub value: String,
    /// Every rule of this row's game.
    pub rules: RulesView,
    /// The practice game's end, as `dirac solve` gives it.
    pub practice: PracticeView,
    /// The Dirac game's universes won, as `dirac solve` gives them.
    pub dirac: DiracView,
    /// Each player's probability of winning, as `dirac stats` gives it.
    pub win_probability: Vec<Probability>,
    /// The expected length in turns of all players, as `dirac stats` gives it.
    pub expected_turns: FractionView,
    /// The player most likely to win, from 1 (the first of them on a tie): beside
    /// `dirac.leader`, who wins in the most universes.
    pub likelier: usize,
    /// Where the two differ, the sentence that says so ([`contrast`]); empty otherwise.
    pub contrast: String,
}

impl ScanRow {
    /// The row `r` under the policy `digits`.
    pub fn new(r: &Row, digits: Digits) -> ScanRow {
        let win_probability: Vec<Probability> = r
            .win_probability
            .iter()
            .map(|p| Probability::new(p, digits))
            .collect();
        let likelier = r.likelier();
        ScanRow {
            value: r.value.clone(),
            rules: RulesView::from(r.game.rules()),
            practice: PracticeView::from(&r.practice),
            dirac: DiracView::new(&r.dirac, digits),
            contrast: contrast(r.dirac.leader(), likelier, &win_probability),
            win_probability,
            expected_turns: FractionView::new(&r.expected_turns, digits),
            likelier: likelier + 1,
        }
    }
}

/// The scan's chart: each player's probability of winning and share of the universes against
/// the varied rule, as numbers a plot takes.
#[derive(Debug, Clone, PartialEq)]
#[cfg_attr(feature = "serde", derive(Serialize, Deserialize))]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[cfg_attr(feature = "serde", serde(deny_unknown_fields))]
pub struct ScanChart {
    /// One per value, in the order given.
    pub drawn_values: Vec<ScanPoint>,
    /// The players drawn: the first [`PLAYERS_DRAWN`].
    pub players_drawn: usize,
    /// The point played under the game's own rules, marked on the chart, if a value gives
    /// them.
    pub current: Option<usize>,
}

/// One value on the scan's chart.
#[derive(Debug, Clone, PartialEq)]
#[cfg_attr(feature = "serde", derive(Serialize, Deserialize))]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[cfg_attr(feature = "serde", serde(deny_unknown_fields))]
pub struct ScanPoint {
    /// Its place on the horizontal axis: the value for a numeric rule, its place from 1 for
    /// dice.
    pub x: f64,
    /// Its label on that axis: the value as written.
    pub label: String,
    /// Each player's exact probability of winning, correctly rounded to an `f64` (every
    /// player: a notebook's frame takes them all).
    pub win_height: Vec<f64>,
    /// Each player's share of the universes, correctly rounded to an `f64`.
    pub share_height: Vec<f64>,
}

impl ScanChart {
    /// The chart of the scan `s`.
    pub fn new(s: &Scan) -> ScanChart {
        #[allow(clippy::cast_precision_loss)]
        let point = |(k, r): (usize, &Row)| {
            let total = r.dirac.total();
            ScanPoint {
                x: match s.numeric {
                    true => r.value.parse::<u64>().map_or((k + 1) as f64, |v| v as f64),
                    false => (k + 1) as f64,
                },
                label: r.value.clone(),
                win_height: r.win_probability.iter().map(Fraction::to_f64).collect(),
                share_height: r.dirac.wins().iter().map(|w| w.ratio(&total)).collect(),
            }
        };
        ScanChart {
            drawn_values: s.rows.iter().enumerate().map(point).collect(),
            players_drawn: s.game.players().min(PLAYERS_DRAWN),
            current: s.rows.iter().position(|r| r.game.rules() == s.game.rules()),
        }
    }
}

/// A scan (`dirac scan`): the game, the varied rule and a row per value.
#[derive(Debug, Clone, PartialEq)]
#[cfg_attr(feature = "serde", derive(Serialize, Deserialize))]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[cfg_attr(feature = "serde", serde(deny_unknown_fields))]
pub struct ScanView {
    /// The rules every row starts from.
    pub rules: RulesView,
    /// Starting spaces, 1-based, in turn order.
    #[cfg_attr(feature = "schema", schemars(with = "Vec<u32>"))]
    pub starts: super::Starts,
    /// The varied rule's key: its flag, `dirac-target`.
    pub rule: String,
    /// The varied rule's name: `Dirac target`.
    pub rule_name: String,
    /// Whether its values are numbers (else dice).
    pub numeric: bool,
    /// One row per value, in the order given.
    pub by_value: Vec<ScanRow>,
    /// The rows drawn.
    pub scan_chart: ScanChart,
}

impl ScanView {
    /// The estimate of the scan of `game` over `values` within `limits`, refused when it
    /// passes them or when its fractions, written whole under `digits`, would pass the bound
    /// `dirac stats` keeps ([`crate::plan::Scan`]).
    pub(crate) fn estimate(
        game: &Game,
        values: &Values,
        (kernel, limits): (Kernel, &Limits),
        digits: Digits,
    ) -> Result<crate::limits::Cost, Error> {
        // The work first: past the limits, its figure says more than the digits' bound.
        let cost = scan::estimate_on(game, values, kernel, limits)?;
        super::answers::written_whole(
            |refine| scan::digits_bound_within(game, values, refine),
            digits,
            super::MAX_EXACT_DIGITS,
        )?;
        Ok(cost)
    }

    /// Scans `game` over `values` within `limits` ([`scan::run`]), calling `progress(done,
    /// total)` after each row, and views it under the policy `digits`: planned by
    /// [`crate::plan::Scan`].
    pub(crate) fn run(
        game: &Game,
        values: &Values,
        (kernel, limits): (Kernel, &Limits),
        digits: Digits,
        progress: impl FnMut(usize, usize),
    ) -> Result<ScanView, Error> {
        Ok(ScanView::new(
            &scan::planned(game, values, (kernel, limits), progress)?,
            digits,
        ))
    }

    /// The scan `s` under the policy `digits`.
    pub fn new(s: &Scan, digits: Digits) -> ScanView {
        ScanView {
            rules: RulesView::from(s.game.rules()),
            starts: crate::view::Starts::from_slice(s.game.starts()),
            rule: s.key.to_owned(),
            rule_name: s.name.to_owned(),
            numeric: s.numeric,
            by_value: s.rows.iter().map(|r| ScanRow::new(r, digits)).collect(),
            scan_chart: ScanChart::new(s),
        }
    }

    /// The rows whose universes' leader is not the likeliest winner.
    pub fn contrasts(&self) -> impl Iterator<Item = &ScanRow> {
        self.by_value.iter().filter(|r| !r.contrast.is_empty())
    }
}

/// The rules a page scans, in the order it offers them: those that change the Dirac game.
pub const PAGE_SCANNED: [Rule; 4] = [
    Rule::DiracTarget,
    Rule::Board,
    Rule::Rolls,
    Rule::DiracFaces,
];

/// Display policy: the values a page scans `rule` over for `game`, around its own value: the
/// Dirac target from 1 to twice the game's (40 at least, 100 at most); the board from the
/// farthest start to twice the game's (20 at least, 40 at most); 1 to 10 rolls; dice of 1 to
/// 10 faces. `None` for the practice game's rules, which do not change the Dirac game.
///
/// ```
/// use dirac::{Game, Rule, Rules, scan::Values, view::page_scan_values};
///
/// let game = Game::example(Rules::default()).unwrap();
/// let values = page_scan_values(Rule::DiracTarget, &game).unwrap();
/// assert_eq!(values, Values::Rule(Rule::DiracTarget, (1..=42).collect()));
/// assert!(page_scan_values(Rule::PracticeTarget, &game).is_none());
/// ```
pub fn page_scan_values(rule: Rule, game: &Game) -> Option<Values> {
    let own = game.rules().get(rule);
    let farthest = game.starts().iter().copied().max().map_or(1, u64::from);
    let range = |from: u64, to: u64| Some(Values::Rule(rule, (from..=to.max(from)).collect()));
    match rule {
        Rule::DiracTarget => range(1, (2 * own).clamp(40, 100)),
        Rule::Board => range(farthest, (2 * own).clamp(20, 40)),
        Rule::Rolls | Rule::DiracFaces => range(1, 10),
        Rule::PracticeDie | Rule::PracticeTarget => None,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::Rules;

    #[test]
    fn fractions_too_long_to_write_whole_are_refused_before_any_work() {
        let many = Game::new(Rules::default(), (0..1000).map(|i| i % 10 + 1).collect()).unwrap();
        let values = Values::Rule(Rule::DiracTarget, vec![20, 21]);
        // Room for the work, so that the digits are what refuses it.
        let limits = Limits {
            max_work: 100_000_000_000,
            ..Limits::default()
        };
        let refused = ScanView::estimate(&many, &values, (Kernel::active(), &limits), Digits::All)
            .unwrap_err()
            .to_string();
        assert!(refused.contains("digits in all, past the"), "{refused}");
        let bound = scan::digits_bound(&many, &values).unwrap();
        let one = |t: u64| {
            let rules = Rules::builder().dirac_target(t).build().unwrap();
            crate::cost::stats_digits(&many.with_rules(rules).unwrap())
        };
        assert_eq!(bound, one(20) + one(21));
    }

    /// The scan of `game` over `values`, on this machine's kernel, under the default limits.
    fn scanned(game: &Game, values: &Values) -> ScanView {
        let on = (Kernel::active(), &Limits::default());
        ScanView::run(game, values, on, Digits::All, |_, _| {}).unwrap()
    }

    #[test]
    fn the_chart_draws_each_row_at_its_value_and_marks_the_game_s_own_rules() {
        let game = Game::example(Rules::default()).unwrap();
        let values = Values::Rule(Rule::DiracTarget, vec![30, 7, 21]);
        let view = scanned(&game, &values);
        let c = &view.scan_chart;
        let xs: Vec<f64> = c.drawn_values.iter().map(|p| p.x).collect();
        assert_eq!(xs, [30.0, 7.0, 21.0]);
        assert_eq!(c.drawn_values[1].label, "7");
        assert_eq!((c.players_drawn, c.current), (2, Some(2)));
        for (row, point) in view.by_value.iter().zip(&c.drawn_values) {
            for p in 0..2 {
                let exact: f64 = row.win_probability[p].decimal.parse().unwrap();
                assert!((point.win_height[p] - exact).abs() < 1e-12, "{point:?}");
                let percent: f64 = row.dirac.share[p]
                    .percent
                    .trim_end_matches('%')
                    .parse()
                    .unwrap();
                assert!((point.share_height[p] * 100.0 - percent).abs() <= 0.005);
            }
            assert!((point.win_height.iter().sum::<f64>() - 1.0).abs() < 1e-12);
        }
        // The target of 7: player 1 likelier, player 2 ahead in universes.
        let near = &view.by_value[1];
        assert_eq!((near.likelier, near.dirac.leader), (1, 2));
        assert!(
            near.contrast
                .starts_with("Player 2 wins in the most universes")
        );
        let noted: Vec<&str> = view.contrasts().map(|r| r.value.as_str()).collect();
        assert_eq!(noted, ["7"]);
        // Dice sit at their places.
        let dice = Values::DiracDie(vec![
            crate::die::Die::standard(2),
            crate::die::Die::standard(3),
        ]);
        let view = scanned(&game, &dice);
        let xs: Vec<f64> = view.scan_chart.drawn_values.iter().map(|p| p.x).collect();
        assert_eq!(xs, [1.0, 2.0]);
        assert_eq!(view.scan_chart.current, Some(1));
        assert!(!view.numeric);
    }
}
