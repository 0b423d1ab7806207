//! `dirac turns`: the Dirac game turn by turn: the library's view, drawn by
//! [`dirac_render::turns`].

use dirac::plan::{Plan, Turns as Request};
use dirac::view::{RoundsChart, TurnsView};
use dirac::{Game, Limits};

use super::{Render, to_json};
use crate::failure::Failure;
use dirac_render::doc::Doc;

/// The turn tables of a game, as the library views them (every digit, every player), and the
/// chart of its rounds.
#[derive(Debug)]
pub(crate) struct Turns {
    pub(crate) view: TurnsView,
    pub(crate) chart: RoundsChart,
}

pub(crate) fn run(game: &Game, limits: &Limits) -> Result<Turns, Failure> {
    let (view, chart) = request().plan(game, limits)?.run()?;
    Ok(Turns { view, chart })
}

/// What `dirac turns` asks the planner.
pub(crate) fn request() -> Request {
    Request {
        written: dirac_render::turns::WRITTEN,
    }
}

impl Render for Turns {
    fn doc(&self) -> Doc {
        dirac_render::turns::doc(&self.view)
    }

    fn json(&self) -> String {
        to_json(&self.view)
    }

    fn csv(&self) -> String {
        dirac_render::turns::csv(&self.view)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::cli::Format;
    use crate::commands::{render, tests::game};
    use dirac_render::doc::Block;

    #[test]
    fn example_in_every_format() {
        let t = run(&game(&[4, 8], None), &Limits::default()).unwrap();
        insta::assert_snapshot!("turns_example_text", render(&t, Format::Text, false));
        insta::assert_snapshot!(
            "turns_example_markdown",
            render(&t, Format::Markdown, false)
        );
        insta::assert_snapshot!("turns_example_csv", render(&t, Format::Csv, false));
        let json: TurnsView = serde_json::from_str(&t.json()).unwrap();
        assert_eq!(json.totals, ["444356092776315", "341960390180808"]);
        assert_eq!(json.players[0].by_turn.len(), 10);
    }

    #[test]
    fn many_players_list_one_per_row() {
        let starts: Vec<u32> = (1..=9).collect();
        let t = run(&game(&starts, None), &Limits::default()).unwrap();
        let text = render(&t, Format::Text, false);
        assert!(text.contains(" round  player"));
        // Only the rounds in which a player wins somewhere are listed.
        let Some(Block::Table(list)) = t
            .doc()
            .blocks
            .into_iter()
            .find(|b| matches!(b, Block::Table(t) if t.header == ["round", "player", "wins"]))
        else {
            panic!("no list of wins");
        };
        assert!(!list.rows.is_empty());
        assert!(list.rows.iter().all(|row| row[2] != "0"), "{:?}", list.rows);
        let json: TurnsView = serde_json::from_str(&t.json()).unwrap();
        let players: Vec<usize> = json.players.iter().map(|p| p.player).collect();
        assert_eq!(players, (1..=9).collect::<Vec<_>>());
    }
}
