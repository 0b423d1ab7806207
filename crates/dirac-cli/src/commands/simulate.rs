//! `dirac simulate`: the Dirac game played with seeded random dice, beside the exact answers.

use dirac::plan::{self, Plan};
use dirac::view::{Digits, SimulationView};
use dirac::{Game, Limits};

use super::{Render, to_json};
use crate::failure::Failure;
use dirac_render::doc::Doc;

/// The games played, as the library views them.
#[derive(Debug)]
pub(crate) struct Simulated {
    pub(crate) view: SimulationView,
}

/// `games` games of `game` from `seed`, every digit written.
pub(crate) fn run(
    game: &Game,
    seed: u64,
    games: u64,
    limits: &Limits,
) -> Result<Simulated, Failure> {
    Ok(Simulated {
        view: request(seed, games).plan(game, limits)?.run()?,
    })
}

/// What `dirac simulate` asks the planner.
pub(crate) fn request(seed: u64, games: u64) -> plan::Simulate {
    plan::Simulate {
        seed,
        games,
        digits: Digits::All,
    }
}

impl Render for Simulated {
    fn doc(&self) -> Doc {
        dirac_render::simulate::doc(&self.view)
    }

    fn json(&self) -> String {
        to_json(&self.view)
    }

    fn csv(&self) -> String {
        dirac_render::simulate::csv(&self.view)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::cli::Format;
    use crate::commands::{render, tests::game};

    #[test]
    fn the_same_seed_rolls_the_same_games_and_json_reads_back() {
        let near = dirac::Rules::builder().dirac_target(7).build().unwrap();
        let s = run(
            &game(&[4, 8], Some(near.clone())),
            3,
            5000,
            &Limits::default(),
        )
        .unwrap();
        let again = run(&game(&[4, 8], Some(near)), 3, 5000, &Limits::default()).unwrap();
        assert_eq!(s.view, again.view);
        let json = render(&s, Format::Json, false);
        let back: SimulationView = serde_json::from_str(&json).unwrap();
        assert_eq!(back.games_won, s.view.games_won);
        assert_eq!(back.win_probability, s.view.win_probability);
        // At a target of 7 the games follow player 1's 95.29%, not their 45.36% of universes.
        assert_eq!(s.view.win_probability[0].percent, "95.29%");
        assert_eq!(s.view.share[0].percent, "45.36%");
        let won: u64 = s.view.games_won[0].parse().unwrap();
        assert!((4_650..4_880).contains(&won), "{won}");
        let text = render(&s, Format::Text, false);
        assert!(
            text.contains("5000 games rolled with random dice from seed 3:"),
            "{text}"
        );
        let csv = render(&s, Format::Csv, false);
        let lines: Vec<&str> = csv.lines().collect();
        assert_eq!(lines[0], "field,player,start,value,numerator,denominator");
        assert_eq!(lines[1], format!("games_won,1,4,{won},,"));
        // won / 5000 = (2 · won) / 10^4, exactly, to 12 places.
        let decimal = format!("0.{:04}00000000", 2 * won);
        assert_eq!(lines[2], format!("frequency,1,4,{decimal},{won},5000"));
    }
}
