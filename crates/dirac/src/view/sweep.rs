//! Both games on every pair of starts of two players; [`SweepView`] is also the view of a
//! sweep of any number of players (`SweepView::of_players`, in `tuples.rs`).

#[cfg(feature = "serde")]
use serde::{Deserialize, Serialize};

use super::{Digits, Probability, RulesView};
use crate::cost::Written;
use crate::limits::{Cost, Refine};
use crate::num::Fraction;
use crate::rules::Rules;
use crate::sweep::Sweep;
use crate::tables::kernel::Kernel;

/// Starts (a game of the sweep) and one player's probability of winning there.
#[derive(Debug, Clone, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(Serialize, Deserialize))]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[cfg_attr(feature = "serde", serde(deny_unknown_fields))]
pub struct StartsView {
    /// Each player's starting space, in turn order.
    #[cfg_attr(feature = "schema", schemars(with = "Vec<u32>"))]
    pub starts: super::Starts,
    /// The player's probability of winning there, exact.
    pub probability: Probability,
}

/// What the sweep shows at a glance.
#[derive(Debug, Clone, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(Serialize, Deserialize))]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[cfg_attr(feature = "serde", serde(deny_unknown_fields))]
pub struct SummaryView {
    /// Games played: one a tuple of starts, `B^n` for `n` players (`B²`, the pairs of two).
    pub games: usize,
    /// Each player's best starts (where their probability of winning is highest; the first
    /// of them on a tie), in turn order: `best[1]` answers "where is it best to move second".
    pub best: Vec<StartsView>,
    /// Each player's worst starts, in turn order.
    pub worst: Vec<StartsView>,
    /// Games in which the first mover wins in more universes than each other player.
    pub first_mover_ahead: usize,
    /// Games in which the first mover is more likely than not to win.
    pub first_mover_favoured: usize,
    /// Two players: for each start of player 2 (a column of the grid, from space 1), player
    /// 1's best start against it (the first of them on a tie). Empty for other numbers of
    /// players, whose sweeps are not drawn as a grid.
    pub best_by_column: Vec<u32>,
}

impl SummaryView {
    /// The summary of the sweep `s`.
    pub fn new(s: &Sweep, digits: Digits) -> SummaryView {
        let summary = s.summary();
        // Player 2's chance is what player 1's leaves: their best is player 1's worst.
        let [best1, best2] = pair(s, summary.best.0, digits);
        let [worst1, worst2] = pair(s, summary.worst.0, digits);
        SummaryView {
            games: summary.pairs,
            best: vec![best1, worst2],
            worst: vec![worst1, best2],
            first_mover_ahead: summary.first_mover_ahead,
            first_mover_favoured: summary.first_mover_favoured,
            best_by_column: summary.best_by_column,
        }
    }
}

/// One game of a sweep: a tuple of starts (a pair, for two players).
#[derive(Debug, Clone, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(Serialize, Deserialize))]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[cfg_attr(feature = "serde", serde(deny_unknown_fields))]
pub struct SweepCell {
    /// Each player's starting space, in turn order.
    #[cfg_attr(feature = "schema", schemars(with = "Vec<u32>"))]
    pub starts: super::Starts,
    /// The practice game's answer.
    #[cfg_attr(feature = "schema", schemars(with = "crate::view::CountSchema"))]
    pub practice_answer: String,
    /// The Dirac game's answer.
    #[cfg_attr(feature = "schema", schemars(with = "crate::view::CountSchema"))]
    pub dirac_answer: String,
    /// Universes won by each player, in turn order.
    #[cfg_attr(feature = "schema", schemars(with = "Vec<crate::view::CountSchema>"))]
    pub wins: Vec<String>,
    /// Each player's probability of winning, exact, in turn order (as `dirac stats`'s
    /// `win_probability`).
    pub win_probability: Vec<Probability>,
    /// Player 1's probability as a whole percentage, as a grid cell is labelled (`78%`; `<1%`
    /// and `>99%` short of the ends).
    pub label: String,
    /// The cell's colour on the sweep's [`HeatScale`], `#rrggbb`.
    pub colour: String,
}

/// The sweep's colour scale: diverging around one half (blue below, grey at it, red above,
/// after "coolwarm"), stretched to the data so that the usual 20-80% spread uses the whole
/// range of colours. Every face colours a sweep with it.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(Serialize, Deserialize))]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[cfg_attr(feature = "serde", serde(deny_unknown_fields))]
pub struct HeatScale {
    /// The percentage coloured full blue.
    pub low: u32,
    /// The percentage coloured full red.
    pub high: u32,
}

impl HeatScale {
    /// The narrowest range symmetric about one half that holds every cell of `s`, rounded out
    /// to whole 5% steps.
    ///
    /// ```
    /// use dirac::{Limits, Rules, sweep, view::HeatScale};
    ///
    /// let s = sweep::run(&Rules::default(), &Limits::default(), |_, _| {})?;
    /// let scale = HeatScale::of(&s);
    /// assert_eq!((scale.low, scale.high), (15, 85));
    /// assert_eq!(scale.colour(0.5), [221, 221, 221]);
    /// assert_eq!(scale.key()[0], "#3b4cc0");
    /// assert_eq!(scale.key()[5], "#dddddd");
    /// assert_eq!(scale.key()[10], "#b40426");
    /// # Ok::<(), dirac::Error>(())
    /// ```
    pub fn of(s: &Sweep) -> HeatScale {
        HeatScale::spanning(s.cells().iter().map(|c| c.p1_probability))
    }

    /// The narrowest range symmetric about one half that holds every probability of
    /// `probabilities`, rounded out to whole 5% steps.
    pub fn spanning(probabilities: impl Iterator<Item = f64>) -> HeatScale {
        let reach = probabilities.fold(0.0_f64, |m, p| m.max((p - 0.5).abs()));
        // In whole 5% steps from 5% to 50%: a small whole number.
        #[allow(clippy::cast_possible_truncation, clippy::cast_sign_loss)]
        let steps = ((reach * 20.0).ceil() as u32).clamp(1, 10);
        HeatScale {
            low: 50 - 5 * steps,
            high: 50 + 5 * steps,
        }
    }

    /// The colour of probability `p`, as red, green and blue.
    pub fn colour(self, p: f64) -> [u8; 3] {
        let (low, high) = (f64::from(self.low) / 100.0, f64::from(self.high) / 100.0);
        heat((p - low) / (high - low))
    }

    /// Eleven colours from `low` to `high`, evenly spaced, as `#rrggbb`: a colour key.
    pub fn key(self) -> Vec<String> {
        let (low, high) = (f64::from(self.low), f64::from(self.high));
        (0..=10)
            .map(|k| self.hex((low + (high - low) * f64::from(k) / 10.0) / 100.0))
            .collect()
    }

    /// The colour of probability `p`, as `#rrggbb`.
    pub fn hex(self, p: f64) -> String {
        let [r, g, b] = self.colour(p);
        format!("#{r:02x}{g:02x}{b:02x}")
    }
}

/// The diverging colour scale on 0..=1: blue below one half, grey at it, red above.
fn heat(p: f64) -> [u8; 3] {
    const LOW: [f64; 3] = [59.0, 76.0, 192.0];
    const MID: [f64; 3] = [221.0, 221.0, 221.0];
    const HIGH: [f64; 3] = [180.0, 4.0, 38.0];
    let p = p.clamp(0.0, 1.0);
    let (from, to, t) = if p < 0.5 {
        (LOW, MID, p * 2.0)
    } else {
        (MID, HIGH, (p - 0.5) * 2.0)
    };
    #[allow(clippy::cast_possible_truncation, clippy::cast_sign_loss)]
    let mix = |k: usize| (from[k] + (to[k] - from[k]) * t).round() as u8;
    [mix(0), mix(1), mix(2)]
}

/// Every pair of starts (`dirac sweep`), player 1's start major: `cells[(a − 1)·B + (b − 1)]`;
/// or every tuple of starts of any number of players (`dirac sweep --players N`,
/// [`crate::plan::Tuples`]), player 1's start most significant.
#[derive(Debug, Clone, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(Serialize, Deserialize))]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[cfg_attr(feature = "serde", serde(deny_unknown_fields))]
pub struct SweepView {
    /// The rules.
    pub rules: RulesView,
    /// At a glance.
    pub summary: SummaryView,
    /// The colour scale of the cells.
    pub scale: HeatScale,
    /// A colour key: eleven colours from `scale.low` to `scale.high`, evenly spaced.
    pub key: Vec<String>,
    /// Every game: a cell a tuple of starts.
    pub cells: Vec<SweepCell>,
}

impl SweepView {
    /// The pair `starts` of the sweep `s`, coloured on `scale` ([`HeatScale::of`] the sweep):
    /// one cell, built on its own so that a sweep of a million pairs can be written one cell
    /// at a time.
    pub(crate) fn cell(s: &Sweep, starts: [u32; 2], scale: HeatScale, digits: Digits) -> SweepCell {
        let [a, b] = starts;
        let c = s.cell(a, b);
        let (practice_answer, wins, dirac_answer) = c.map_or_else(Default::default, |c| {
            (
                digits.write(&c.practice),
                vec![digits.write(&c.wins[0]), digits.write(&c.wins[1])],
                digits.write(c.dirac()),
            )
        });
        let exact = exact(s, starts);
        // Somebody wins every game: player 2's chance is what player 1's leaves.
        let second = exact.complement().unwrap_or_else(Fraction::zero);
        SweepCell {
            starts: crate::view::Starts::from_slice(&starts),
            practice_answer,
            dirac_answer,
            wins,
            win_probability: vec![
                Probability::new(&exact, digits),
                Probability::new(&second, digits),
            ],
            label: exact.percent(0),
            colour: scale.hex(c.map_or(0.0, |c| c.p1_probability)),
        }
    }
}

/// What a renderer holding `written` holds to write a sweep under `rules`: a row a pair, with
/// its four counts (the answers and each player's universes).
fn rows_written(rules: &Rules, written: &Written, refine: &Refine) -> Cost {
    let pairs = u128::from(rules.board()).pow(2);
    let digits = crate::sweep::pair_digits(rules, refine);
    Cost {
        work: Default::default(),
        memory: written.bytes(
            pairs,
            pairs * 4,
            pairs.saturating_mul(digits).saturating_mul(4),
        ),
    }
}

/// A sweep ready to render with its cells made one at a time: a [`SweepView`] whose `cells`
/// come from [`SweepCells::cells`], so that the million pairs of a board of 1000 spaces never
/// exist as views at once. Serialised, it is its `SweepView`.
#[derive(Debug)]
pub struct SweepCells {
    /// The rules.
    pub rules: RulesView,
    /// At a glance.
    pub summary: SummaryView,
    /// The colour scale of the cells.
    pub scale: HeatScale,
    /// A colour key: eleven colours from `scale.low` to `scale.high`, evenly spaced.
    pub key: Vec<String>,
    sweep: Sweep,
    digits: Digits,
}

impl SweepCells {
    /// The estimate of the sweep under `rules` with its rows written by a renderer holding
    /// `written`, refused when it passes `limits` ([`crate::plan::Sweep`]).
    pub(crate) fn estimate(
        rules: &Rules,
        kernel: Kernel,
        limits: &crate::limits::Limits,
        written: &Written,
    ) -> Result<Cost, crate::error::Error> {
        crate::sweep::estimate_beside(rules, kernel, limits, |refine| {
            rows_written(rules, written, refine)
        })
    }

    /// Every pair of starts under `rules`, the tables on `kernel` (`progress` is told the
    /// pairs done and in all as it goes), under the policy `digits`: planned by
    /// [`crate::plan::Sweep`], which estimated it.
    pub(crate) fn run(
        rules: &Rules,
        kernel: Kernel,
        progress: impl FnMut(usize, usize),
        digits: Digits,
    ) -> Result<SweepCells, crate::error::Error> {
        let sweep = crate::sweep::planned(rules, kernel, progress)?;
        Ok(SweepCells::new(rules, sweep, digits))
    }

    /// The sweep `sweep` under `rules`, under the policy `digits`.
    pub fn new(rules: &Rules, sweep: Sweep, digits: Digits) -> SweepCells {
        let scale = HeatScale::of(&sweep);
        SweepCells {
            rules: RulesView::from(rules),
            summary: SummaryView::new(&sweep, digits),
            scale,
            key: scale.key(),
            sweep,
            digits,
        }
    }

    /// Every pair, player 1's start major.
    pub fn cells(&self) -> impl Iterator<Item = SweepCell> + '_ {
        self.sweep
            .cells()
            .iter()
            .map(|c| SweepView::cell(&self.sweep, c.starts, self.scale, self.digits))
    }

    /// The pair `[a, b]` (1-based starts).
    pub fn cell(&self, starts: [u32; 2]) -> SweepCell {
        SweepView::cell(&self.sweep, starts, self.scale, self.digits)
    }

    /// Every cell made at once.
    pub fn view(&self) -> SweepView {
        SweepView {
            rules: self.rules.clone(),
            summary: self.summary.clone(),
            scale: self.scale,
            key: self.key.clone(),
            cells: self.cells().collect(),
        }
    }
}

/// One sweep of every pair of starts for each value of one rule (`dirac sweep --dirac-target
/// 1..100`: the atlas), each ready to render as a [`SweepCells`]. Serialised, it is an
/// [`AtlasView`].
#[derive(Debug)]
pub struct AtlasCells {
    /// The rules every value starts from.
    pub rules: RulesView,
    /// The varied rule's key: `dirac-target`.
    pub rule: String,
    /// The varied rule's name: `Dirac target`.
    pub rule_name: String,
    /// Each value, as written.
    pub values: Vec<String>,
    /// The sweep under each value, in the same order.
    pub sweeps: Vec<SweepCells>,
}

/// The atlas as every face reads it: a sweep per value of the varied rule.
#[derive(Debug, Clone, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(Serialize, Deserialize))]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[cfg_attr(feature = "serde", serde(deny_unknown_fields))]
pub struct AtlasView {
    /// The rules every value starts from.
    pub rules: RulesView,
    /// The varied rule's key: `dirac-target`.
    pub rule: String,
    /// The varied rule's name: `Dirac target`.
    pub rule_name: String,
    /// Each value, as written.
    pub values: Vec<String>,
    /// The sweep under each value, in the same order, with its own rules.
    pub sweeps: Vec<SweepView>,
}

impl AtlasCells {
    /// The estimate of the sweeps under each of `values`, `rules` giving the others, with
    /// their rows written by a renderer holding `written`, refused when it passes `limits`
    /// ([`crate::plan::Atlas`]).
    pub(crate) fn estimate(
        rules: &Rules,
        values: &crate::scan::Values,
        (kernel, limits): (Kernel, &crate::limits::Limits),
        written: &Written,
    ) -> Result<Cost, crate::error::Error> {
        let every = (0..values.len())
            .map(|k| values.rules_at(rules, k).map(|(_, r)| r))
            .collect::<Result<Vec<Rules>, crate::error::Error>>()?;
        // Every value's rows, held together, their passes within the plan's one budget.
        let beside = |refine: &Refine| {
            every.iter().fold(Cost::default(), |held, r| {
                held.holding(rows_written(r, written, refine))
            })
        };
        crate::sweep::over_estimate_beside(rules, values, kernel, limits, beside)
    }

    /// Sweeps every pair of starts under each of `values` ([`crate::sweep::over`]), `rules`
    /// giving the others, within `limits`, under the policy `digits`: planned by
    /// [`crate::plan::Atlas`].
    pub(crate) fn run(
        rules: &Rules,
        values: &crate::scan::Values,
        kernel: Kernel,
        progress: impl FnMut(usize, usize),
        digits: Digits,
    ) -> Result<AtlasCells, crate::error::Error> {
        let sweeps = crate::sweep::over_planned(rules, values, kernel, progress)?;
        let (written, sweeps) = sweeps
            .into_iter()
            .enumerate()
            .map(|(k, s)| {
                let (value, r) = values.rules_at(rules, k)?;
                Ok((value, SweepCells::new(&r, s, digits)))
            })
            .collect::<Result<(Vec<String>, Vec<SweepCells>), crate::error::Error>>()?;
        Ok(AtlasCells {
            rules: RulesView::from(rules),
            rule: values.key().to_owned(),
            rule_name: values.name().to_owned(),
            values: written,
            sweeps,
        })
    }

    /// Every sweep's cells made at once.
    pub fn view(&self) -> AtlasView {
        AtlasView {
            rules: self.rules.clone(),
            rule: self.rule.clone(),
            rule_name: self.rule_name.clone(),
            values: self.values.clone(),
            sweeps: self.sweeps.iter().map(SweepCells::view).collect(),
        }
    }
}

#[cfg(feature = "serde")]
impl Serialize for AtlasCells {
    fn serialize<S: serde::Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        use serde::ser::SerializeStruct;
        let mut out = serializer.serialize_struct("AtlasView", 5)?;
        out.serialize_field("rules", &self.rules)?;
        out.serialize_field("rule", &self.rule)?;
        out.serialize_field("rule_name", &self.rule_name)?;
        out.serialize_field("values", &self.values)?;
        out.serialize_field("sweeps", &self.sweeps)?;
        out.end()
    }
}

#[cfg(feature = "serde")]
impl Serialize for SweepCells {
    fn serialize<S: serde::Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        use serde::ser::SerializeStruct;

        /// The cells, serialised as they are made.
        struct Cells<'a>(&'a SweepCells);
        impl Serialize for Cells<'_> {
            fn serialize<S: serde::Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
                serializer.collect_seq(self.0.cells())
            }
        }

        let mut out = serializer.serialize_struct("SweepView", 5)?;
        out.serialize_field("rules", &self.rules)?;
        out.serialize_field("summary", &self.summary)?;
        out.serialize_field("scale", &self.scale)?;
        out.serialize_field("key", &self.key)?;
        out.serialize_field("cells", &Cells(self))?;
        out.end()
    }
}

/// The pair `starts` with player 1's chance there, and with player 2's.
fn pair(s: &Sweep, starts: [u32; 2], digits: Digits) -> [StartsView; 2] {
    let p1 = exact(s, starts);
    let p2 = p1.complement().unwrap_or_else(Fraction::zero);
    [p1, p2].map(|p| StartsView {
        starts: crate::view::Starts::from_slice(&starts),
        probability: Probability::new(&p, digits),
    })
}

fn exact(s: &Sweep, [a, b]: [u32; 2]) -> Fraction {
    s.p1_probability(a, b).unwrap_or_else(Fraction::zero)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::limits::Limits;
    use crate::sweep;

    #[test]
    fn the_scale_holds_every_cell_in_whole_five_percent_steps_about_a_half() {
        for rules in [
            Rules::default(),
            Rules::builder().board(4).dirac_target(8).build().unwrap(),
            Rules::builder()
                .board(7)
                .rolls(1)
                .dirac_target(5)
                .build()
                .unwrap(),
        ] {
            let s = sweep::run(&rules, &Limits::default(), |_, _| {}).unwrap();
            let scale = HeatScale::of(&s);
            assert_eq!(scale.low + scale.high, 100);
            assert_eq!(scale.low % 5, 0);
            assert!((5..=45).contains(&(50 - scale.low)) || scale.low == 0);
            let (low, high) = (f64::from(scale.low) / 100.0, f64::from(scale.high) / 100.0);
            let ps: Vec<f64> = s.cells().iter().map(|c| c.p1_probability).collect();
            assert!(ps.iter().all(|&p| (low..=high).contains(&p)), "{scale:?}");
            // The narrowest such scale: one step in, some cell falls outside.
            let reach = ps.iter().map(|p| (p - 0.5).abs()).fold(0.0, f64::max);
            assert!(
                reach > f64::from(45 - scale.low) / 100.0 || scale.low == 45,
                "{scale:?} {reach}"
            );
        }
        let key = HeatScale { low: 20, high: 80 }.key();
        assert_eq!(key.len(), 11);
        assert_eq!(key[0], HeatScale { low: 20, high: 80 }.hex(0.2));
        assert_eq!(key[5], "#dddddd");
        assert_eq!(key[10], "#b40426");
        // Colours run from blue through grey to red, clamped past the ends.
        let scale = HeatScale { low: 30, high: 70 };
        assert_eq!(scale.colour(0.3), [59, 76, 192]);
        assert_eq!(scale.colour(0.1), [59, 76, 192]);
        assert_eq!(scale.colour(0.95), [180, 4, 38]);
        assert_eq!(scale.colour(0.4), [140, 149, 207]);
    }

    #[test]
    fn each_columns_best_start_is_the_likeliest_in_that_column() {
        use crate::rules::Rules;
        for (board, faces) in [(6, 3), (10, 3), (7, 2)] {
            let rules = Rules::builder()
                .board(board)
                .dirac_faces(faces)
                .build()
                .unwrap();
            let view = SweepCells::run(&rules, Kernel::active(), |_, _| {}, Digits::All)
                .unwrap()
                .view();
            let chance = |a: u32, b: u32| {
                let c = view.cells.iter().find(|c| c.starts[..] == [a, b]).unwrap();
                let p = &c.win_probability[0];
                // Exactly, as big fractions: a / b against c / d by a·d against c·b.
                (
                    p.numerator.parse::<num_bigint::BigUint>().unwrap(),
                    p.denominator.parse::<num_bigint::BigUint>().unwrap(),
                )
            };
            let best = &view.summary.best_by_column;
            let board = u32::try_from(board).unwrap();
            assert_eq!(best.len(), usize::try_from(board).unwrap());
            for (b, &best) in (1..=board).zip(best) {
                let (n, d) = chance(best, b);
                for a in 1..=board {
                    let (m, e) = chance(a, b);
                    assert!(
                        &m * &d <= &n * &e,
                        "board {board}, column {b}: {a} beats {best}"
                    );
                }
            }
        }
    }
}
