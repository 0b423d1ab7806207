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
        let mut distinct = self.starts.to_vec();
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
