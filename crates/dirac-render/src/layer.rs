//! One player's own roll sequences by space and score after some of their turns, from a
//! [`LayerView`] alone: the grid the per-player method fills turn by turn.

use dirac::view::LayerView;

use crate::doc::{Doc, Table};
use crate::words::plural;

/// The most score columns a grid is drawn with: past them, its totals only.
pub const COLUMNS: usize = 32;

/// The grid as a document: what it counts, then spaces by scores with each one's total.
pub fn doc(view: &LayerView) -> Doc {
    let mut doc = Doc::default();
    doc.line(format!(
        "Player {} after {}: {} still below the target, {} reached it.",
        view.player,
        plural(view.turn, "own turn"),
        plural(&view.playing, "sequence"),
        view.reached
    ));
    let scores = view.score_totals.len();
    if scores > COLUMNS {
        doc.line(format!(
            "{} are too many columns to draw: each space's total follows.",
            plural(scores, "score")
        ));
        let mut t = Table::new(&["space", "sequences"], &[true, true]);
        for (space, total) in view.space_totals.iter().enumerate() {
            t.row(vec![(space + 1).to_string(), total.clone()]);
        }
        doc.table(t);
        return doc;
    }
    let mut header = vec!["space \\ score".to_owned()];
    header.extend((0..scores).map(|s| s.to_string()));
    header.push("total".to_owned());
    let header: Vec<&str> = header.iter().map(String::as_str).collect();
    let mut t = Table::new(&header, &vec![true; header.len()]);
    for (space, (row, total)) in view.grid.iter().zip(&view.space_totals).enumerate() {
        let mut cells = vec![(space + 1).to_string()];
        cells.extend(row.iter().cloned());
        cells.push(total.clone());
        t.row(cells);
    }
    let mut totals = vec!["total".to_owned()];
    totals.extend(view.score_totals.iter().cloned());
    totals.push(view.playing.clone());
    t.row(totals);
    doc.table(t);
    doc
}

#[cfg(test)]
mod tests {
    use super::*;
    use dirac::view::Digits;
    use dirac::{Game, Limits, Rules};

    fn grid(target: u64, turn: usize) -> LayerView {
        let rules = Rules::builder().dirac_target(target).build().unwrap();
        let game = Game::new(rules, vec![4, 8]).unwrap();
        dirac::Plan::run(
            &dirac::plan::Layer {
                player: 0,
                turn,
                digits: Digits::All,
            }
            .plan(&game, &Limits::default())
            .unwrap(),
        )
        .unwrap()
    }

    #[test]
    fn the_grid_has_a_row_per_space_and_its_totals() {
        let view = grid(21, 1);
        let text = crate::doc::text(&doc(&view), false);
        assert!(
            text.starts_with(
                "Player 1 after 1 own turn: 27 sequences still below the target, 0 reached it."
            ),
            "{text}"
        );
        let Some(crate::doc::Block::Table(t)) = doc(&view).blocks.last().cloned() else {
            panic!("no table");
        };
        assert_eq!(t.header.len(), 1 + 21 + 1);
        assert_eq!(t.rows.len(), 10 + 1);
        assert_eq!(t.rows[10].last().unwrap(), "27");
        // From 4, a move of 6 (7 of the 27 sequences) lands on 10 with 10 points.
        assert_eq!(t.rows[9][1 + 10], "7");
    }

    #[test]
    fn past_32_scores_only_the_spaces_totals_are_written() {
        for (target, drawn) in [(32, true), (33, false)] {
            let text = crate::doc::text(&doc(&grid(target, 2)), false);
            assert_eq!(text.contains("space \\ score"), drawn, "target {target}");
            assert_eq!(text.contains("too many columns"), !drawn, "target {target}");
        }
    }
}
