//! Both answers, and the exact statistics of the Dirac game.

#[cfg(feature = "serde")]
use serde::{Deserialize, Serialize};

use super::{Digits, FractionView, Probability, RulesView, Share, Text};

use crate::cost::Checked;
use crate::error::Error;
use crate::game::Game;
use crate::limits::Refine;
use crate::num::{Count, Fraction};
use crate::practice::PracticeOutcome;
use crate::quantum::DiracOutcome;
use crate::stats::Stats;

/// The practice game's end (part 1).
#[derive(Debug, Clone, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(Serialize, Deserialize))]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[cfg_attr(feature = "serde", serde(deny_unknown_fields))]
pub struct PracticeView {
    /// The lowest score times the rolls.
    #[cfg_attr(feature = "schema", schemars(with = "crate::view::CountSchema"))]
    pub answer: Count,
    /// The player who reached the target, from 1.
    pub winner: usize,
    /// Every player's final score, in turn order.
    #[cfg_attr(feature = "schema", schemars(with = "Vec<crate::view::CountSchema>"))]
    pub scores: super::Scores,
    /// The lowest of them: the answer's first factor.
    #[cfg_attr(feature = "schema", schemars(with = "crate::view::CountSchema"))]
    pub lowest: Count,
    /// Die rolls in all.
    #[cfg_attr(feature = "schema", schemars(with = "crate::view::CountSchema"))]
    pub die_rolls: Count,
    /// Turns of all players, the winner's last included.
    #[cfg_attr(feature = "schema", schemars(with = "crate::view::CountSchema"))]
    pub turns_played: Count,
}

impl From<&PracticeOutcome> for PracticeView {
    #[inline]
    fn from(p: &PracticeOutcome) -> PracticeView {
        PracticeView {
            answer: p.answer(),
            winner: p.winner() + 1,
            scores: p.scores().iter().map(|&s| Count::from(s)).collect(),
            lowest: Count::from(p.scores().iter().min().copied().unwrap_or(0)),
            die_rolls: Count::from(p.rolls()),
            turns_played: Count::from(p.turns()),
        }
    }
}

/// The Dirac game's outcome (part 2).
#[derive(Debug, Clone, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(Serialize, Deserialize))]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[cfg_attr(feature = "serde", serde(deny_unknown_fields))]
pub struct DiracView {
    /// The universes won by the leader: always every digit, whatever the policy.
    #[cfg_attr(feature = "schema", schemars(with = "crate::view::CountSchema"))]
    pub answer: Text,
    /// The player who wins in the most universes, from 1 (the first of them on a tie).
    pub leader: usize,
    /// Universes won by each player, in turn order.
    #[cfg_attr(feature = "schema", schemars(with = "Vec<crate::view::CountSchema>"))]
    pub wins: Vec<Text>,
    /// The strategy that counted them.
    pub strategy: Text,
    /// `u64`, `u128` or `big`: the integer width the counts were computed in.
    pub width: Text,
    /// Universes in which the game ends, the sum of the wins: always every digit.
    #[cfg_attr(feature = "schema", schemars(with = "crate::view::CountSchema"))]
    pub total: Text,
    /// Each player's share of those universes.
    pub share: Vec<Share>,
}

impl DiracView {
    /// `d` under the policy `digits`.
    pub fn new(d: &DiracOutcome, digits: Digits) -> DiracView {
        let total = d.total();
        DiracView {
            answer: d.answer().text(),
            leader: d.leader() + 1,
            wins: digits.texts(d.wins()),
            strategy: Text::const_new(d.strategy().name()),
            width: Text::const_new(d.width().name()),
            total: total.text(),
            share: d.wins().iter().map(|w| Share::new(w, &total)).collect(),
        }
    }
}

/// Both games of one input (`dirac solve`).
#[derive(Debug, Clone, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(Serialize, Deserialize))]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[cfg_attr(feature = "serde", serde(deny_unknown_fields))]
pub struct SolveView {
    /// The rules.
    pub rules: RulesView,
    /// Starting spaces, 1-based, in turn order.
    #[cfg_attr(feature = "schema", schemars(with = "Vec<u32>"))]
    pub starts: super::Starts,
    /// Part 1, unless only part 2 was asked for.
    #[cfg_attr(
        feature = "serde",
        serde(default, skip_serializing_if = "Option::is_none")
    )]
    pub practice: Option<PracticeView>,
    // Boxed: a view is moved on every call of every face, and part 1's view alone was half
    // this part's empty room.
    /// Part 2, unless only part 1 was asked for.
    #[cfg_attr(
        feature = "serde",
        serde(default, skip_serializing_if = "Option::is_none")
    )]
    pub dirac: Option<Box<DiracView>>,
    /// Where the player who wins in the most universes is not the likeliest winner, the
    /// sentence saying so ([`contrast`]); empty otherwise, and where part 2 or the players'
    /// chances were not computed.
    pub contrast: String,
}

impl SolveView {
    /// The answers that were computed for `game`, with each player's exact chance of winning
    /// ([`crate::stats::chances`]) where they were worked out, for the [`contrast`].
    ///
    /// ```
    /// use dirac::{Game, Limits, Rules, cost::{self, TurnsUse}, quantum, stats, view::{Digits, SolveView}};
    ///
    /// let game = Game::example(Rules::builder().dirac_target(7).build()?).unwrap();
    /// let limits = Limits::default();
    /// let outcome = quantum::solve(&game, Default::default(), &limits)?;
    /// let chances = stats::chances_within(&cost::check_turns(&game, &limits, TurnsUse::Chances)?)?;
    /// let view = SolveView::new(&game, None, Some(&outcome), Some(&chances), Digits::All);
    /// assert!(view.contrast.starts_with("Player 2 wins in the most universes, but player 1"));
    /// assert_eq!(SolveView::new(&game, None, Some(&outcome), None, Digits::All).contrast, "");
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    #[inline]
    pub fn new(
        game: &Game,
        practice: Option<&PracticeOutcome>,
        dirac: Option<&DiracOutcome>,
        chances: Option<&[Fraction]>,
        digits: Digits,
    ) -> SolveView {
        let contrast = match (dirac, chances) {
            (Some(d), Some(chances)) => {
                let (leader, likelier) = (d.leader(), crate::stats::likeliest(chances));
                let percent = |i: usize| {
                    chances
                        .get(i)
                        .map_or_else(String::new, |p| p.percent(super::PERCENT_PLACES))
                };
                sentence(leader, likelier, &percent(likelier), &percent(leader))
            }
            _ => String::new(),
        };
        SolveView {
            rules: RulesView::from(game.rules()),
            starts: super::Starts::from_slice(game.starts()),
            practice: practice.map(PracticeView::from),
            dirac: dirac.map(|d| Box::new(DiracView::new(d, digits))),
            contrast,
        }
    }
}

/// The probability that the game lasts exactly `turns` turns of all players.
#[derive(Debug, Clone, PartialEq)]
#[cfg_attr(feature = "serde", derive(Serialize, Deserialize))]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[cfg_attr(feature = "serde", serde(deny_unknown_fields))]
pub struct LengthRow {
    /// Turns of all players.
    pub turns: u64,
    /// Exact.
    pub probability: Probability,
    /// The probability correctly rounded to an `f64`, for a bar's height.
    pub height: f64,
    /// Whether a chart of the lengths draws this one: a probability of at least
    /// [`LENGTH_DRAWN`], decided exactly (the others are only counted).
    pub charted: bool,
}

/// Display policy: the least probability of a length a chart of the lengths draws as a bar,
/// `1/2000` (0.05%).
pub const LENGTH_DRAWN: (u32, u32) = (1, 2000);

/// What to expect of the Dirac game, exactly (`dirac stats`), and how the practice game ends.
#[derive(Debug, Clone, PartialEq)]
#[cfg_attr(feature = "serde", derive(Serialize, Deserialize))]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[cfg_attr(feature = "serde", serde(deny_unknown_fields))]
pub struct StatsView {
    /// The rules.
    pub rules: RulesView,
    /// Starting spaces, 1-based, in turn order.
    #[cfg_attr(feature = "schema", schemars(with = "Vec<u32>"))]
    pub starts: super::Starts,
    /// Each player's probability of winning, in turn order.
    pub win_probability: Vec<Probability>,
    /// The expected length in turns of all players.
    pub expected_turns: FractionView,
    /// The expected number of die rolls.
    pub expected_rolls: FractionView,
    /// The most likely length in turns (the shortest of them on a tie).
    pub most_likely_turns: u64,
    /// Every length the game can have, shortest first.
    pub length: Vec<LengthRow>,
    /// Where the player who wins in the most universes is not the likeliest winner, a
    /// sentence saying so ([`contrast`]); empty otherwise.
    pub contrast: String,
    /// The practice game's end.
    pub practice: PracticeView,
}

/// The sentence every face writes where the player who wins in the most universes, `leader`,
/// is not the likeliest winner, `likelier` (both 0-based, chances in `win_probability`); empty
/// where they are the same player.
///
/// ```
/// use dirac::{Game, Limits, Rules, analysis::Analysis, view::{Digits, Probability, contrast}};
///
/// let near = Rules::builder().dirac_target(7).build()?;
/// let a = Analysis::new(&Game::example(near).unwrap(), &Limits::default())?;
/// let chances: Vec<Probability> =
///     a.stats().win_probability.iter().map(|p| Probability::new(p, Digits::All)).collect();
/// let note = contrast(a.leader(), a.stats().likelier(), &chances);
/// assert!(note.starts_with("Player 2 wins in the most universes, but player 1 is the likelier winner"));
/// assert_eq!(contrast(0, 0, &chances), "");
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
pub fn contrast(leader: usize, likelier: usize, win_probability: &[Probability]) -> String {
    let percent = |i: usize| win_probability.get(i).map_or("", |p| p.percent.as_str());
    sentence(leader, likelier, percent(likelier), percent(leader))
}

/// [`contrast`] from the two players' chances as percentages.
fn sentence(
    leader: usize,
    likelier: usize,
    likelier_percent: &str,
    leader_percent: &str,
) -> String {
    if leader == likelier {
        return String::new();
    }
    format!(
        "Player {} wins in the most universes, but player {} is the likelier winner: {} \
         against {} for player {}. A game that ends sooner splits into fewer universes, each of \
         them likelier.",
        leader + 1,
        likelier + 1,
        likelier_percent,
        leader_percent,
        leader + 1
    )
}

/// Exact fractions past this many digits in all are too long to write whole: a view of
/// statistics with [`Digits::All`] is refused past it (one that shortens counts gives their
/// lengths).
pub const MAX_EXACT_DIGITS: u64 = 32 << 20;

impl StatsView {
    /// The statistics of a checked game under the policy `digits`: its tables, its exact
    /// statistics and its practice game, held to the limits it was checked against. With
    /// [`Digits::All`], refused before any work when its fractions could pass
    /// [`MAX_EXACT_DIGITS`] digits ([`crate::cost::stats_digits`] bounds them).
    ///
    /// ```
    /// use dirac::{Game, Limits, Rules, cost, quantum::Strategy, view::{Digits, StatsView}};
    ///
    /// let game = Game::example(Rules::default()).unwrap();
    /// let checked = cost::check(&game, Strategy::PerPlayer, &Limits::default())?;
    /// let view = StatsView::of(&checked, Digits::All)?;
    /// assert_eq!(view.win_probability[0].percent, "77.60%");
    /// assert_eq!(view.practice.answer, "739785");
    /// # Ok::<(), dirac::Error>(())
    /// ```
    pub fn of(checked: &Checked, digits: Digits) -> Result<StatsView, Error> {
        let checked = checked.for_tables()?;
        checked.check_turns(crate::cost::TurnsUse::Stats)?;
        let (game, limits) = (checked.game(), checked.limits());
        written_whole(
            |refine| Ok(crate::cost::stats_digits_within(game, refine)),
            digits,
            MAX_EXACT_DIGITS,
        )?;
        let table = crate::turns::of(&checked)?;
        let s = crate::stats::analyze_within(&table, limits)?;
        let practice = crate::practice::play(game, limits)?;
        Ok(StatsView::new(game, &s, &practice, digits))
    }

    /// Each length's bar as text draws it: its probability over the likeliest length's, in
    /// eighths of a block, the likeliest drawn `eighths` long (rounded half up).
    ///
    /// ```
    /// use dirac::{Game, Limits, Rules, cost, quantum::Strategy, view::{Digits, StatsView}};
    ///
    /// let game = Game::example(Rules::default()).unwrap();
    /// let checked = cost::check(&game, Strategy::PerPlayer, &Limits::default())?;
    /// let bars = StatsView::of(&checked, Digits::All)?.length_bars(160);
    /// assert_eq!(bars.iter().max(), Some(&160));
    /// # Ok::<(), dirac::Error>(())
    /// ```
    pub fn length_bars(&self, eighths: usize) -> Vec<usize> {
        let ps: Vec<f64> = self.length.iter().map(|row| row.height).collect();
        let max = ps
            .iter()
            .copied()
            .fold(0.0, f64::max)
            .max(f64::MIN_POSITIVE);
        #[allow(
            clippy::cast_possible_truncation,
            clippy::cast_sign_loss,
            clippy::cast_precision_loss
        )]
        // Each ratio lies in 0..=1.
        ps.iter()
            .map(|p| (p / max * eighths as f64).round() as usize)
            .collect()
    }

    /// The statistics `s` of `game`, whose practice game ends as `practice`.
    pub fn new(game: &Game, s: &Stats, practice: &PracticeOutcome, digits: Digits) -> StatsView {
        let (n, d) = LENGTH_DRAWN;
        let least = Fraction::new(crate::Count::from(n), crate::Count::from(d))
            .unwrap_or_else(Fraction::zero);
        let win_probability: Vec<Probability> = s
            .win_probability
            .iter()
            .map(|p| Probability::new(p, digits))
            .collect();
        StatsView {
            contrast: contrast(s.leader, s.likelier(), &win_probability),
            rules: RulesView::from(game.rules()),
            starts: crate::view::Starts::from_slice(game.starts()),
            win_probability,
            expected_turns: FractionView::new(&s.expected_turns, digits),
            expected_rolls: FractionView::new(&s.expected_rolls, digits),
            most_likely_turns: s.most_likely_turns,
            length: s
                .length
                .iter()
                .map(|(turns, p)| LengthRow {
                    turns: *turns,
                    probability: Probability::new(p, digits),
                    height: p.to_f64(),
                    charted: *p >= least,
                })
                .collect(),
            practice: PracticeView::from(practice),
        }
    }
}

/// Refuses statistics whose fractions `digits` would write whole with more than `max` digits
/// in all, from `bound`, at most how many they can have: crude first, refined only where the
/// crude bound does not pass, and refused with the refined one (a policy that shortens counts
/// writes their lengths: never refused, and the bound is not worked out).
pub(super) fn written_whole(
    bound: impl Fn(&Refine) -> Result<u128, Error>,
    digits: Digits,
    max: u64,
) -> Result<(), Error> {
    if digits != Digits::All || bound(&Refine::crude())? <= u128::from(max) {
        return Ok(());
    }
    let total = bound(&Refine::refined())?;
    if total <= u128::from(max) {
        return Ok(());
    }
    Err(Error::TooLarge(format!(
        "the exact probabilities of this game can have up to {total} digits in all, past the \
         {max} a view writes whole (where counts are shortened, as in the dirac command's text \
         and Markdown, their lengths are written instead)"
    )))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::num::{Count, Fraction};

    #[test]
    fn a_length_is_drawn_exactly_when_its_probability_reaches_one_in_two_thousand() {
        use num_bigint::BigUint;
        let game = Game::example(crate::Rules::default()).unwrap();
        let limits = crate::Limits::default();
        let checked =
            crate::cost::check(&game, crate::strategy::Strategy::PerPlayer, &limits).unwrap();
        let view = StatsView::of(&checked, Digits::All).unwrap();
        let big = |s: &str| s.parse::<BigUint>().unwrap();
        for row in &view.length {
            let p = &row.probability;
            // p ≥ 1/2000 ⇔ 2000·numerator ≥ denominator.
            let reaches = big(&p.numerator) * 2000_u32 >= big(&p.denominator);
            assert_eq!(row.charted, reaches, "{} turns: {}", row.turns, p.percent);
        }
        assert!(view.length.iter().any(|r| r.charted) && view.length.iter().any(|r| !r.charted));
    }

    /// The digits of `fractions` written whole, numerators and denominators.
    fn whole_digits<'a>(fractions: impl Iterator<Item = &'a Fraction>) -> u128 {
        fractions
            .map(|f| {
                u128::from(f.numerator().digits_from_bits() + f.denominator().digits_from_bits())
            })
            .sum()
    }

    #[test]
    fn only_fractions_written_whole_are_held_to_their_bound() {
        let bound = |_: &Refine| Ok(1000);
        assert!(written_whole(bound, Digits::All, 1000).is_ok());
        let refused = written_whole(bound, Digits::All, 999)
            .unwrap_err()
            .to_string();
        assert!(
            refused.contains("up to 1000 digits in all, past the 999 a view writes whole"),
            "{refused}"
        );
        let never = |_: &Refine| -> Result<u128, Error> { panic!("the bound is not needed") };
        assert!(written_whole(never, Digits::AtMost(40), 0).is_ok());
    }

    #[test]
    fn the_bound_holds_the_digits_written_and_is_not_far_above() {
        let limits = crate::Limits::default();
        let target = |t: u64| crate::Rules::builder().dirac_target(t).build().unwrap();
        let games = [
            Game::example(crate::Rules::default()).unwrap(),
            Game::new(target(40), vec![1, 5, 9]).unwrap(),
            Game::new(target(21), (0..100).map(|i| i % 10 + 1).collect()).unwrap(),
            Game::new(
                crate::Rules::builder()
                    .board(1)
                    .dirac_target(200)
                    .build()
                    .unwrap(),
                vec![1],
            )
            .unwrap(),
        ];
        // Where every universe ends alike, the one length's fraction reduces to 1/1: the bound
        // cannot see it coming, and holds it only.
        for (k, game) in games.into_iter().enumerate() {
            let table = crate::turns::analyze(&game, &limits).unwrap();
            let s = crate::stats::analyze(&table);
            let fractions = s
                .win_probability
                .iter()
                .chain(s.length.iter().map(|(_, p)| p));
            let written = whole_digits(fractions);
            let bound = crate::cost::stats_digits(&game);
            assert!(bound >= written, "{game:?}: {bound} < {written}");
            assert!(
                k == 3 || bound <= 4 * written,
                "{game:?}: {bound} against {written}"
            );
        }
    }

    #[test]
    fn digits_are_counted_from_bits_exactly_or_one_too_few() {
        let mut n = 1_u128;
        while let Some(next) = n.checked_mul(7) {
            for k in [n - 1, n, n + 1] {
                let exact = k.to_string().len() as u64;
                let counted = Count::from(k).digits_from_bits();
                assert!(counted == exact || counted + 1 == exact, "{k}: {counted}");
            }
            n = next;
        }
        assert_eq!(Count::from(999_u64).digits_from_bits(), 3);
    }

    #[test]
    fn text_writes_a_long_fraction_by_the_lengths_of_its_whole_parts() {
        let game = Game::new(crate::Rules::default(), (1..=10).collect()).unwrap();
        let limits = crate::Limits::default();
        let checked =
            crate::cost::check(&game, crate::strategy::Strategy::PerPlayer, &limits).unwrap();
        let whole = StatsView::of(&checked, Digits::All).unwrap();
        let ends = StatsView::of(&checked, Digits::AtMost(super::super::EXACTLY_WRITTEN)).unwrap();
        let pairs = whole.win_probability.iter().zip(&ends.win_probability);
        let lengths = whole.length.iter().map(|l| &l.probability);
        let pairs = pairs.chain(lengths.zip(ends.length.iter().map(|l| &l.probability)));
        let mut long = 0;
        for (w, e) in pairs {
            let (n, d) = (w.numerator.len(), w.denominator.len());
            if n + d + 1 > 64 {
                long += 1;
                assert_eq!(e.exactly(), format!("({n} digits)/({d} digits)"));
            } else {
                assert_eq!(e.exactly(), format!("{}/{}", w.numerator, w.denominator));
            }
            assert_eq!(e.exactly(), w.exactly());
            assert_eq!((&e.decimal, &e.percent), (&w.decimal, &w.percent));
        }
        assert!(long > 0, "no fraction here is long enough to test");
    }
}
