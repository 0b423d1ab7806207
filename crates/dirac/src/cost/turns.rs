//! What a turn table costs ([`crate::turns`]): the players' columns combined round by round,
//! and, for a view that writes it out, every count in decimal.

use crate::limits::Cost;
use crate::tables::cost::combination_work;
use crate::tables::shape::Shape;
use crate::work::{Op, Work, count_bytes, decimal_digits};

use super::Written;

/// One column of a turn table's rounds: a player's wins (or the undecided universes) in rounds
/// `1..=T`, where a count of round `t` has at most `n · t` turns' bits. Returns the bits of
/// all its counts together, and the sum of their squared sizes in words (the cost of writing
/// each in decimal, which is quadratic in its size).
pub(crate) fn round_column(shape: &Shape) -> (u128, u128) {
    let (t, bits) = (
        shape.max_turns,
        shape.players.saturating_mul(shape.turn_bits),
    );
    let sum_t = crate::work::triangular(t);
    let sum_t2 = sum_t.saturating_mul(t.saturating_mul(2).saturating_add(1)) / 3;
    // words(b)² ≤ (b / 64 + 1)² = b² / 4096 + b / 32 + 1, summed over the rounds.
    let squares = bits.saturating_mul(bits).saturating_mul(sum_t2) / 4096
        + bits.saturating_mul(sum_t) / 32
        + t;
    (bits.saturating_mul(sum_t).saturating_add(t), squares)
}

/// A game's turn table ([`crate::turns::of`]) once its tables are built: each player's own
/// columns copied out of the shared tables, then per round each player's wins and the
/// universes still undecided (`n + 1` columns of [`round_column`]), each count made by a few
/// products of such a count by a table entry for each player.
pub(crate) fn table(shape: &Shape) -> Cost {
    let (players, rounds) = (shape.players, shape.max_turns);
    let table = shape.table_bits();
    let columns = players.saturating_add(1);
    let (bits, _) = round_column(shape);
    Cost {
        // The rounds combined twice (the players' wins, the universes still playing), then
        // each round's counts summed.
        work: Work::of(
            Op::Word,
            combination_work(shape)
                .saturating_mul(2)
                .saturating_add(columns.saturating_mul(bits / 64 + rounds)),
        ),
        memory: players
            .saturating_mul(2 * rounds + 2)
            .saturating_mul(count_bytes(table))
            .saturating_add(columns.saturating_mul(bits / 8 + 32 * rounds)),
    }
}

/// Bytes a count costs in a view beside its digits, in each of its copies: its string's header
/// and allocation, measured with the renderer's (`crates/dirac-render/tests/estimates.rs`).
const VIEW_COUNT: u128 = 160;

/// Every count of a turn table written in decimal, each about `w²` word products for a count
/// of `w` words: the digits are held in the view's strings, each of a player's own rows keeps
/// its shares' parts and wholes too, and the renderer holds what its own model says
/// ([`Written`]) for the text written from the view. Calibrated against the heap's peak in
/// `crates/dirac-render/tests/estimates.rs`.
pub(crate) fn written(shape: &Shape, written: &Written) -> Cost {
    let (players, rounds) = (shape.players, shape.max_turns);
    let (game, table) = (shape.game_bits(), shape.table_bits());
    let columns = players.saturating_add(1);
    let (bits, squares) = round_column(shape);
    let own = players.saturating_mul(rounds).saturating_mul(2);
    // A player's own column: a count of round `t` has `t` turns' bits.
    let (own_bits, own_squares) = round_column(&Shape {
        players: 1,
        ..shape.clone()
    });
    // The text: every round's count of each column, and each player's own rows, each padded
    // to the widest of its column.
    let counts = columns.saturating_mul(rounds).saturating_add(own);
    let digits = columns
        .saturating_mul(rounds)
        .saturating_mul(decimal_digits(game))
        .saturating_add(own.saturating_mul(decimal_digits(table)));
    let per_column = decimal_digits(bits)
        .saturating_add(VIEW_COUNT.saturating_mul(rounds))
        .saturating_mul(2);
    // Each of a player's two own columns, twice, and its rows' shares' parts and wholes.
    let per_player = decimal_digits(own_bits)
        .saturating_add(VIEW_COUNT.saturating_mul(rounds))
        .saturating_mul(2)
        .saturating_add((own_bits / 8).saturating_add(24 * rounds).saturating_mul(2))
        .saturating_mul(2);
    Cost {
        work: Work::of(
            Op::Word,
            columns
                .saturating_mul(squares)
                .saturating_add(players.saturating_mul(2).saturating_mul(own_squares)),
        ),
        memory: columns
            .saturating_mul(per_column)
            .saturating_add(players.saturating_mul(per_player))
            .saturating_add(written.bytes(0, counts, digits)),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::game::Game;
    use crate::limits::Refine;
    use crate::rules::Rules;

    #[test]
    fn the_turn_table_and_its_writing_are_estimated_from_the_rounds() {
        // The puzzle, refined: 2 players, games of at most 10 turns, 5 bits a turn; a table
        // entry of 51 bits (8 bytes), a count of the game of 102.
        let game = Game::example(Rules::default()).unwrap();
        let shape = Shape::of(&game, crate::tables::kernel::Kernel::active());
        let shape = shape.refined(&shape.reach(game.rules(), &Refine::refined()).unwrap());
        // A column of rounds: counts of 10·t bits in rounds 1..=10, 560 bits in all (550 and
        // one a round); their squared words, 36 (100·385/4096 + 10·55/32 + 10).
        assert_eq!(round_column(&shape), (560, 36));
        // The rounds combined twice (96 products each), then three columns (two players'
        // wins, the undecided) summed, 560/64 + 10 words each; two players' own columns of 22
        // entries of 8 bytes, and the columns' 560/8 bytes and 32 a round.
        assert_eq!(
            table(&shape),
            Cost::of(
                Op::Word,
                2 * 96 + 3 * (8 + 10),
                2 * 22 * 8 + 3 * (70 + 32 * 10)
            )
        );
        // Written: 169 digits a column (560 bits), twice, with 160 bytes a count; each player's
        // two own columns of 5·t bits (285 bits, 86 digits, and 160 bytes a count) twice, and
        // their shares' parts and wholes (285/8 bytes and 24 a count); the renderer's text,
        // its columns' 10 rows of 31 digits (102 bits) and the 40 own rows' 16. Writing: the
        // three columns' squared words, and each player's two own columns of counts of 5·t bits
        // (25·385/4096 + 5·55/32 + 10, 20).
        let column = (169 + 160 * 10) * 2;
        let player = ((86 + 160 * 10) * 2 + (35 + 24 * 10) * 2) * 2;
        let model = Written {
            fixed: 1_000,
            per_row: 7,
            per_count: 3,
            per_digit: 2,
        };
        let text = 1_000 + 3 * (3 * 10 + 40) + 2 * (3 * 10 * 31 + 40 * 16);
        assert_eq!(
            written(&shape, &model),
            Cost::of(
                Op::Word,
                3 * 36 + 2 * 2 * 20,
                3 * column + 2 * player + text
            )
        );
    }
}
