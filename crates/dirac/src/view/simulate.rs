//! Games played with seeded random dice, beside the exact answers.

#[cfg(feature = "serde")]
use serde::{Deserialize, Serialize};

use super::{Digits, Probability, RulesView, Share};
use crate::cost::Checked;
use crate::error::Error;
use crate::game::Game;
use crate::num::{Count, Fraction};
use crate::simulate::{self, Simulation};

/// A simulation ([`crate::simulate`]): each player's wins and their frequency, exact, and the
/// running frequencies to draw their convergence.
#[derive(Debug, Clone, PartialEq)]
#[cfg_attr(feature = "serde", derive(Serialize, Deserialize))]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[cfg_attr(feature = "serde", serde(deny_unknown_fields))]
pub struct SimulationView {
    /// The rules.
    pub rules: RulesView,
    /// Starting spaces, 1-based, in turn order.
    #[cfg_attr(feature = "schema", schemars(with = "Vec<u32>"))]
    pub starts: super::Starts,
    /// The seed the dice were rolled from: the same seed, the same games.
    pub seed: u64,
    /// Games played.
    pub games: u64,
    /// Games won by each player, in turn order (games, not universes: not `dirac.wins`).
    #[cfg_attr(feature = "schema", schemars(with = "Vec<crate::view::CountSchema>"))]
    pub games_won: Vec<String>,
    /// Each player's wins over the games played: exact, rounded once.
    pub frequency: Vec<Probability>,
    /// Each player's exact probability of winning, which the frequencies approach (as
    /// `dirac stats` writes it).
    pub win_probability: Vec<Probability>,
    /// Each player's share of the universes (as `dirac solve`'s `dirac.share`), which they
    /// do not.
    pub share: Vec<Share>,
    /// Each player's frequency after a growing number of games (every game to 10, then
    /// evenly spaced on a logarithmic scale): for drawing only.
    pub running: Vec<RunningPoint>,
    /// Each player's probability of winning and share of the universes as numbers from 0 to
    /// 1, to draw them beside the running frequencies.
    pub win_height: Vec<f64>,
    /// See `win_height`.
    pub share_height: Vec<f64>,
}

/// The frequencies after the first `games` games.
#[derive(Debug, Clone, PartialEq)]
#[cfg_attr(feature = "serde", derive(Serialize, Deserialize))]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[cfg_attr(feature = "serde", serde(deny_unknown_fields))]
pub struct RunningPoint {
    /// Games played so far.
    pub games: u64,
    /// Each player's wins over those games, as a number from 0 to 1 to place a point.
    pub frequency_height: Vec<f64>,
}

impl SimulationView {
    /// `games` games from `seed` of the game `chances` was checked for (its turn table, for
    /// each player's exact probability and share of the universes), the whole planned by
    /// [`crate::plan::Simulate`].
    pub(crate) fn of_checked(
        chances: &Checked,
        seed: u64,
        games: u64,
        digits: Digits,
    ) -> Result<SimulationView, Error> {
        let game = chances.game();
        let table = crate::turns::of(chances)?;
        let exact = crate::stats::chances(&table);
        let wins = table.totals();
        let s = simulate::play(game, seed, games);
        Ok(SimulationView::new(game, &s, &exact, &wins, digits))
    }

    /// The view of a simulation that was run, beside each player's exact `chances` and the
    /// universes each `wins`.
    pub fn new(
        game: &Game,
        s: &Simulation,
        chances: &[Fraction],
        wins: &[Count],
        digits: Digits,
    ) -> SimulationView {
        let over = |wins: u64, games: u64| {
            Fraction::new(Count::from(wins), Count::from(games)).unwrap_or_else(Fraction::zero)
        };
        let total: Count = wins.iter().cloned().sum();
        SimulationView {
            rules: RulesView::from(game.rules()),
            starts: crate::view::Starts::from_slice(game.starts()),
            seed: s.seed,
            games: s.games,
            games_won: s.wins.iter().map(u64::to_string).collect(),
            frequency: s
                .wins
                .iter()
                .map(|&w| Probability::new(&over(w, s.games), digits))
                .collect(),
            win_probability: chances
                .iter()
                .map(|p| Probability::new(p, digits))
                .collect(),
            share: wins.iter().map(|w| Share::new(w, &total)).collect(),
            win_height: chances.iter().map(Fraction::to_f64).collect(),
            share_height: wins.iter().map(|w| w.ratio(&total)).collect(),
            running: s
                .running
                .iter()
                .map(|(games, wins)| RunningPoint {
                    games: *games,
                    frequency_height: wins.iter().map(|&w| over(w, *games).to_f64()).collect(),
                })
                .collect(),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::Limits;
    use crate::plan::{Plan, Simulate};
    use crate::rules::Rules;

    /// Each bar's height is the share of the universes and the exact chance, each the nearest
    /// `f64` to its fraction (worked out from one division, not from the reduced fraction: the
    /// same number, without a gcd of the counts' thousands of digits).
    #[test]
    fn the_heights_are_the_exact_shares_and_chances_rounded_once() {
        let rules = Rules::builder().dirac_target(12).build().unwrap();
        let game = Game::new(rules, vec![4, 8, 1]).unwrap();
        let request = Simulate {
            seed: 1,
            games: 10,
            digits: Digits::All,
        };
        let view = request
            .plan(&game, &Limits::default())
            .unwrap()
            .run()
            .unwrap();
        let table = crate::turns::analyze(&game, &Limits::default()).unwrap();
        let wins = table.totals();
        let total: Count = wins.iter().cloned().sum();
        let chances = crate::stats::chances(&table);
        for i in 0..3 {
            let share = Fraction::new(wins[i].clone(), total.clone()).unwrap();
            assert_eq!(view.share_height[i], share.to_f64(), "player {}", i + 1);
            assert_eq!(view.win_height[i], chances[i].to_f64(), "player {}", i + 1);
        }
        assert!(view.share_height.iter().all(|&h| h > 0.0 && h < 1.0));
    }
}
