//! The Dirac game turn by turn (`dirac turns`): each player's own roll sequences per turn, then
//! the universes each player wins round by round, from a [`TurnsView`] alone.

use dirac::plan::Written;
use dirac::view::{Digits, PLAYERS_DRAWN, TurnsView};

use crate::doc::{self, Doc, Table};

/// What this renderer holds while it writes a turn table, beside the view (the planner adds it
/// to the estimate of `dirac turns`): the text of every count, padded to the widest of its
/// column, held up to three times over while it is laid out (the document's cells, the
/// table's padded lines and a string that grows by doubling), a table cell's and a string's
/// header about each count; and 16 KiB whatever the size (the rules, the headings, the chart).
/// Calibrated against the heap's peak in `tests/estimates.rs`.
pub const WRITTEN: Written = Written {
    fixed: 16 << 10,
    per_row: 0,
    per_count: 3 * 160,
    per_digit: 3,
};
use crate::words::{dirac_rules, plural, setting};

/// The tables as a document: text and Markdown.
pub fn doc(view: &TurnsView) -> Doc {
    let mut doc = Doc::default();
    doc.line(setting(&view.rules, &view.starts));
    doc.line(format!("Dirac game: {}.", dirac_rules(&view.rules)));
    doc.blocks.extend(tables(view).blocks);
    doc
}

/// The tables without the game's setting and rules (the report's section): every listed
/// player's own table, a line for the players the view leaves out, then the rounds.
pub fn tables(view: &TurnsView) -> Doc {
    let mut doc = Doc::default();
    let once = view.per_turn == "1";
    doc.line(if once {
        "A turn never splits a player's universes.".to_owned()
    } else {
        format!(
            "Each turn splits a player's universes {}.",
            plural(&view.per_turn, "way")
        )
    });
    for (i, p) in view.players.iter().filter(|p| p.is_listed()).enumerate() {
        doc.heading(format!(
            "Player {} alone (start {}): own roll sequences per turn",
            p.player, p.start
        ));
        if i == 0 {
            let all = if once {
                "the one sequence there is of that many turns".to_owned()
            } else {
                format!(
                    "all the {}^turn sequences of that many turns",
                    view.per_turn
                )
            };
            doc.line(format!(
                "reached: the sequences that reach the target on that turn; playing: those still \
                 below it after the turn; share: that many of {all}."
            ));
        }
        let mut table = Table::new(
            &["turn", "reached", "share", "playing", "share"],
            &[true; 5],
        );
        for row in &p.by_turn {
            table.row(vec![
                row.turn.to_string(),
                row.reached.clone(),
                row.reached_share.percent.to_string(),
                row.playing.clone(),
                row.playing_share.percent.to_string(),
            ]);
        }
        doc.table(table);
    }
    let unlisted = view.players.iter().filter(|p| !p.is_listed()).count();
    if unlisted > 0 {
        doc.line(format!(
            "The own tables of the other {} are left out here; dirac turns lists them all.",
            plural(unlisted, "player")
        ));
    }
    doc.heading("The game, round by round: universes won in each round");
    doc.line(format!(
        "A round is one turn of every player; undecided: the universes where no one has reached \
         {} after the round.",
        view.rules.dirac_target
    ));
    let n = view.starts.len();
    if n <= PLAYERS_DRAWN {
        let mut header: Vec<String> = vec!["round".into()];
        header.extend((1..=n).map(|i| format!("player {i} wins")));
        header.push("undecided".into());
        let header: Vec<&str> = header.iter().map(String::as_str).collect();
        let mut table = Table::new(&header, &vec![true; n + 2]);
        for r in &view.rounds {
            let mut row = vec![r.round.to_string()];
            row.extend(r.wins.iter().cloned());
            row.push(r.undecided.clone());
            table.row(row);
        }
        let mut total = vec!["total".to_owned()];
        total.extend(view.totals.iter().cloned());
        total.push(String::new());
        table.row(total);
        doc.table(table);
    } else {
        // Many players: one row per player and round in which they win somewhere.
        let mut table = Table::new(&["round", "player", "wins"], &[true; 3]);
        for r in &view.rounds {
            for (i, w) in r.wins.iter().enumerate().filter(|(_, w)| *w != "0") {
                table.row(vec![r.round.to_string(), (i + 1).to_string(), w.clone()]);
            }
        }
        doc.table(table);
    }
    let most = view
        .totals
        .get(view.leader - 1)
        .cloned()
        .unwrap_or_default();
    doc.line(format!(
        "In all, player {} wins in the most universes: {}, part 2's answer.",
        view.leader,
        Digits::lengthen(most)
    ));
    doc
}

/// Long format, one row per player and turn or round, with the JSON's names: `view` is `alone`
/// (the player's own table: `turn`, `reached`, `playing`) or `game` (the combined game:
/// `round`, the player's `wins` in it, `undecided` after it). A view leaves the other view's
/// columns empty.
pub fn csv(view: &TurnsView) -> String {
    let mut rows: Vec<Vec<String>> = Vec::new();
    for p in &view.players {
        for row in &p.by_turn {
            rows.push(vec![
                "alone".into(),
                p.player.to_string(),
                row.turn.to_string(),
                String::new(),
                row.reached.clone(),
                row.playing.clone(),
                String::new(),
                String::new(),
            ]);
        }
    }
    for r in &view.rounds {
        for (i, w) in r.wins.iter().enumerate() {
            rows.push(vec![
                "game".into(),
                (i + 1).to_string(),
                String::new(),
                r.round.to_string(),
                String::new(),
                String::new(),
                w.clone(),
                r.undecided.clone(),
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
