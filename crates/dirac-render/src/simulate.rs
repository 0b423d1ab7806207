//! Games rolled with seeded random dice (`dirac simulate`), beside the exact answers, from a
//! [`SimulationView`] alone.

use dirac::view::SimulationView;

use crate::doc::{self, Doc, Table};
use crate::words::{dirac_rules, plural, setting};

/// The simulation as a document: text and Markdown.
pub fn doc(view: &SimulationView) -> Doc {
    let mut doc = Doc::default();
    doc.line(setting(&view.rules, &view.starts));
    doc.heading(format!("Dirac game: {}", dirac_rules(&view.rules)));
    doc.line(format!(
        "{} rolled with random dice from seed {}:",
        plural(view.games, "game"),
        view.seed
    ));
    let mut t = Table::new(
        &[
            "player",
            "start",
            "games won",
            "share of games",
            "probability of winning",
            "share of universes",
        ],
        &[true, true, true, true, true, true],
    );
    for (i, start) in view.starts.iter().enumerate() {
        t.row(vec![
            (i + 1).to_string(),
            start.to_string(),
            view.games_won[i].clone(),
            view.frequency[i].percent.clone(),
            view.win_probability[i].percent.clone(),
            view.share[i].percent.to_string(),
        ]);
    }
    doc.table(t);
    doc.line(
        "Each game is one universe, drawn with its probability: as games add up, each player's \
         share of the games won settles on their probability of winning, not on their share of \
         the universes (part 2's measure). The same seed rolls the same games.",
    );
    doc
}

/// One row per player and field (the column `field`, as the other long tables name it), named as in the JSON: `games won`, and each probability's
/// decimal with its exact parts (the share of universes as its percentage).
pub fn csv(view: &SimulationView) -> String {
    let mut rows = Vec::new();
    for (i, start) in view.starts.iter().enumerate() {
        let player = (i + 1).to_string();
        let row = |field: &str, value: &str, numerator: &str, denominator: &str| {
            vec![
                field.to_owned(),
                player.clone(),
                start.to_string(),
                value.to_owned(),
                numerator.to_owned(),
                denominator.to_owned(),
            ]
        };
        rows.push(row("games_won", &view.games_won[i], "", ""));
        for (field, p) in [
            ("frequency", &view.frequency[i]),
            ("win_probability", &view.win_probability[i]),
        ] {
            rows.push(row(field, &p.decimal, &p.numerator, &p.denominator));
        }
        rows.push(row("share.percent", &view.share[i].percent, "", ""));
    }
    doc::csv(
        &[
            "field",
            "player",
            "start",
            "value",
            "numerator",
            "denominator",
        ],
        &rows,
    )
}

#[cfg(test)]
mod tests {
    use dirac::view::Digits;
    use dirac::{Game, Limits, Rules};

    use crate::doc::text;

    #[test]
    fn the_games_beside_the_exact_answers() {
        let game = Game::example(Rules::default()).unwrap();
        let view = dirac::Plan::run(
            &dirac::plan::Simulate {
                seed: 1,
                games: 1000,
                digits: Digits::All,
            }
            .plan(&game, &Limits::default())
            .unwrap(),
        )
        .unwrap();
        insta::assert_snapshot!("simulate_text", text(&super::doc(&view), false));
        insta::assert_snapshot!("simulate_csv", super::csv(&view));
    }
}
