//! `dirac turns`: the Dirac game turn by turn.

use dirac::turns::{self, TurnTable};
use dirac::view::{Digits, PLAYERS_DRAWN, TurnsView};
use dirac::{Count, Game, Limits};

use super::{Render, dirac_rules, long_count, plural, setting, share, to_json};
use crate::failure::Failure;
use dirac_render::doc::{self, Doc, Table};

/// The turn tables of a game.
#[derive(Debug)]
pub(crate) struct Turns {
    pub(crate) game: Game,
    pub(crate) table: TurnTable,
}

pub(crate) fn run(game: Game, limits: &Limits) -> Result<Turns, Failure> {
    let table = turns::analyze(&game, limits)?;
    Ok(Turns { game, table })
}

impl Turns {
    /// `(F^R)^t` for t = 0..=`turns`.
    fn powers(&self, turns: usize) -> Vec<Count> {
        let mut out = vec![Count::from(1_u32)];
        for _ in 0..turns {
            let next = out
                .last()
                .map_or_else(|| Count::from(1_u32), |p| p.product(&self.table.per_turn));
            out.push(next);
        }
        out
    }
}

impl Render for Turns {
    fn doc(&self) -> Doc {
        let t = &self.table;
        let n = t.players.len();
        let longest = t.players.iter().map(|p| p.last_turn()).max().unwrap_or(0);
        let powers = self.powers(longest);
        let mut doc = Doc::default();
        doc.line(setting(&self.game));
        doc.line(format!("Dirac game: {}.", dirac_rules(self.game.rules())));
        doc.line(if t.per_turn == Count::from(1_u32) {
            "A turn never splits a player's universes.".to_owned()
        } else {
            format!(
                "Each turn splits a player's universes {}.",
                plural(&t.per_turn, "way")
            )
        });
        for (i, p) in t.players.iter().enumerate() {
            doc.heading(format!(
                "Player {} alone (start {}): own roll sequences per turn",
                i + 1,
                self.game.starts()[i]
            ));
            if i == 0 {
                doc.line(format!(
                    "reached: the sequences that reach the target on that turn; \
                     playing: those still below it after the turn; share: that many of all \
                     the {} sequences of that many turns.",
                    if t.per_turn == Count::from(1_u32) {
                        "1".to_owned()
                    } else {
                        format!("{}^turn", t.per_turn)
                    }
                ));
            }
            let mut table = Table::new(
                &["turn", "reached", "share", "playing", "share"],
                &[true, true, true, true, true],
            );
            let rows = p
                .reached
                .iter()
                .zip(&p.playing)
                .zip(&powers)
                .enumerate()
                .skip(1);
            for (turn, ((reached, playing), power)) in rows {
                table.row(vec![
                    turn.to_string(),
                    reached.to_string(),
                    share(reached, power),
                    playing.to_string(),
                    share(playing, power),
                ]);
            }
            doc.table(table);
        }
        doc.heading("The game, round by round: universes won in each round");
        doc.line(format!(
            "A round is one turn of every player; undecided: the universes where no one has \
             reached {} after the round.",
            self.game.rules().dirac_target()
        ));
        if n <= PLAYERS_DRAWN {
            let mut header: Vec<String> = vec!["round".into()];
            header.extend((1..=n).map(|i| format!("player {i} wins")));
            header.push("undecided".into());
            let header: Vec<&str> = header.iter().map(String::as_str).collect();
            let mut table = Table::new(&header, &vec![true; n + 2]);
            for r in &t.rounds {
                let mut row = vec![r.round.to_string()];
                row.extend(r.wins.iter().map(ToString::to_string));
                row.push(r.undecided.to_string());
                table.row(row);
            }
            let mut total = vec!["total".to_owned()];
            total.extend(t.totals().iter().map(ToString::to_string));
            total.push(String::new());
            table.row(total);
            doc.table(table);
        } else {
            let mut table = Table::new(&["round", "player", "wins"], &[true, true, true]);
            for r in &t.rounds {
                for (i, w) in r.wins.iter().enumerate().filter(|(_, w)| !w.is_zero()) {
                    table.row(vec![
                        r.round.to_string(),
                        (i + 1).to_string(),
                        w.to_string(),
                    ]);
                }
            }
            doc.table(table);
        }
        let totals = t.totals();
        let leader = t.leader();
        doc.line(format!(
            "In all, player {} wins in the most universes: {}, part 2's answer.",
            leader + 1,
            long_count(&totals[leader])
        ));
        doc
    }

    fn json(&self) -> String {
        to_json(&TurnsView::new(&self.game, &self.table, Digits::All, None))
    }

    /// Long format, one row per player and turn or round, with the JSON's names: `view` is
    /// `alone` (the player's own table: `turn`, `reached`, `playing`) or `game` (the combined
    /// game: `round`, the player's `wins` in it, `undecided` after it). A view leaves the other
    /// view's columns empty.
    fn csv(&self) -> String {
        let t = &self.table;
        let mut rows = Vec::new();
        for (i, p) in t.players.iter().enumerate() {
            for turn in 1..=p.last_turn() {
                rows.push(vec![
                    "alone".into(),
                    (i + 1).to_string(),
                    turn.to_string(),
                    String::new(),
                    p.reached[turn].to_string(),
                    p.playing[turn].to_string(),
                    String::new(),
                    String::new(),
                ]);
            }
        }
        for r in &t.rounds {
            for (i, w) in r.wins.iter().enumerate() {
                rows.push(vec![
                    "game".into(),
                    (i + 1).to_string(),
                    String::new(),
                    r.round.to_string(),
                    String::new(),
                    String::new(),
                    w.to_string(),
                    r.undecided.to_string(),
                ]);
            }
        }
        doc::csv(
            &[
                "view",
                "player",
                "turn",
                "round",
                "reached",
                "playing",
                "wins",
                "undecided",
            ],
            &rows,
        )
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
        let t = run(game(&[4, 8], None), &Limits::default()).unwrap();
        insta::assert_snapshot!("turns_example_text", render(&t, Format::Text, false));
        insta::assert_snapshot!(
            "turns_example_markdown",
            render(&t, Format::Markdown, false)
        );
        insta::assert_snapshot!("turns_example_csv", render(&t, Format::Csv, false));
        let json: TurnsView = serde_json::from_str(&t.json()).unwrap();
        assert_eq!(json.totals, ["444356092776315", "341960390180808"]);
        assert_eq!(json.players[0].turns.len(), 10);
    }

    #[test]
    fn many_players_list_one_per_row() {
        let starts: Vec<u32> = (1..=9).collect();
        let t = run(game(&starts, None), &Limits::default()).unwrap();
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
