//! A game to solve: validated rules and the players' starting spaces.

use crate::input::{self, InputError, InputErrorKind, MAX_PLAYERS, Starts};
use crate::rules::Rules;

/// Rules plus one starting space per player, in turn order. Only valid games can be built.
///
/// ```
/// use dirac::{Game, Rules};
///
/// let game = Game::parse("Player 1 starting position: 4\nPlayer 2 starting position: 8\n", Rules::default())?;
/// assert_eq!(game.starts(), &[4, 8]);
///
/// let three = Game::new(Rules::default(), vec![1, 5, 9])?;
/// assert_eq!(three.players(), 3);
/// assert!(Game::new(Rules::default(), vec![11]).is_err());
/// # Ok::<(), dirac::InputError>(())
/// ```
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub struct Game {
    rules: Rules,
    /// Inline for up to four players: most games never touch the heap for their starts.
    starts: Starts,
}

impl Game {
    /// A game from starting spaces (1-based), checked against the board.
    pub fn new(rules: Rules, starts: Vec<u32>) -> Result<Game, InputError> {
        let whole = |kind| InputError { line: None, kind };
        if starts.is_empty() {
            return Err(whole(InputErrorKind::Empty));
        }
        if starts.len() > MAX_PLAYERS {
            return Err(whole(InputErrorKind::TooManyPlayers));
        }
        for (i, &start) in starts.iter().enumerate() {
            if !(1..=rules.board()).contains(&start) {
                return Err(InputError {
                    line: Some(i + 1),
                    kind: InputErrorKind::PositionOffBoard {
                        found: start.to_string(),
                        board: rules.board(),
                    },
                });
            }
        }
        Ok(Game {
            rules,
            starts: Starts::from_vec(starts),
        })
    }

    /// Parses the puzzle's text (see [`crate::input`] for the grammar).
    pub fn parse(text: &str, rules: Rules) -> Result<Game, InputError> {
        Game::parse_bytes(text.as_bytes(), rules)
    }

    /// The starting spaces the puzzle's `text` gives, read as [`Game::parse`] reads them but
    /// on the largest board any rules allow: for a face that edits the text (a page's board)
    /// before the board in play checks it.
    ///
    /// ```
    /// use dirac::Game;
    ///
    /// let text = "Player 1 starting position: 4\r\nPlayer 2 starting position: 80  \n";
    /// assert_eq!(Game::starts_read(text)?, [4, 80]);
    /// assert!(Game::starts_read("Player 2 starting position: 4\n").is_err());
    /// # Ok::<(), dirac::InputError>(())
    /// ```
    pub fn starts_read(text: &str) -> Result<Vec<u32>, InputError> {
        let largest = u32::try_from(crate::rules::Rule::Board.max_value()).unwrap_or(u32::MAX);
        Ok(input::parse(text.as_bytes(), largest)?.to_vec())
    }

    /// Parses raw bytes, reporting invalid UTF-8 with its line and column.
    pub fn parse_bytes(bytes: &[u8], rules: Rules) -> Result<Game, InputError> {
        let starts = input::parse(bytes, rules.board())?;
        Ok(Game { rules, starts })
    }

    /// The puzzle's published example: players starting on 4 and 8, under `rules`.
    ///
    /// Returns `None` when the board is too small for those starts.
    pub fn example(rules: Rules) -> Option<Game> {
        Game::new(rules, vec![4, 8]).ok()
    }

    /// The rules.
    pub fn rules(&self) -> &Rules {
        &self.rules
    }

    /// Starting spaces, 1-based, in turn order.
    pub fn starts(&self) -> &[u32] {
        &self.starts
    }

    /// The starting spaces in use, each once, in increasing order: players who share a start
    /// share a per-player table.
    pub fn distinct_starts(&self) -> Vec<u32> {
        self.distinct().into_vec()
    }

    /// [`Game::distinct_starts`] without an allocation for up to four of them.
    pub(crate) fn distinct(&self) -> Starts {
        let mut distinct = self.starts.clone();
        distinct.sort_unstable();
        distinct.dedup();
        distinct
    }

    /// Number of players.
    pub fn players(&self) -> usize {
        self.starts.len()
    }

    /// The same players under other rules, if their starts are on the new board.
    pub fn with_rules(&self, rules: Rules) -> Result<Game, InputError> {
        Game::new(rules, self.starts.to_vec())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_game_keeps_the_rules_and_starts_it_was_given() {
        let rules = Rules::builder().board(12).dirac_target(30).build().unwrap();
        let text = "Player 1 starting position: 12\nPlayer 2 starting position: 3\nPlayer 3 starting position: 12\n";
        let game = Game::parse(text, rules.clone()).unwrap();
        assert_eq!(game.rules(), &rules);
        assert_eq!(game.starts(), [12, 3, 12]);
        assert_eq!(game.players(), 3);
        assert_eq!(game.distinct_starts(), [3, 12]);
        let smaller = Rules::builder().board(11).build().unwrap();
        assert!(game.with_rules(smaller).is_err());
        let moved = game
            .with_rules(Rules::builder().board(20).build().unwrap())
            .unwrap();
        assert_eq!((moved.rules().board(), moved.starts()), (20, game.starts()));
        assert_eq!(
            Game::example(rules).map(|g| g.starts().to_vec()),
            Some(vec![4, 8])
        );
        assert!(Game::example(Rules::builder().board(7).build().unwrap()).is_none());
    }
}
