//! The puzzle's input: one line per player, `Player N starting position: P`.
//!
//! The grammar is strict, because a lenient parser that guesses turns a typo into a wrong answer:
//!
//! - line `N` reads exactly `Player N starting position: P`, players numbered 1, 2, 3, ... in
//!   order, single spaces, `P` a whole number on the board (1..=board);
//! - trailing spaces and tabs, CRLF and old Mac (CR alone) line ends, blank lines at the end
//!   and a byte-order mark at the start are accepted;
//! - anything else is an [`InputError`] that names the line, what was found and what was expected.

use std::fmt;

use smallvec::SmallVec;

/// Starting spaces, inline for up to four players.
pub(crate) type Starts = SmallVec<[u32; 4]>;

/// The most players a game may have.
pub const MAX_PLAYERS: usize = 1000;

/// The largest input accepted, in bytes. A thousand players fit in 40 kB; anything near this is
/// not a puzzle input.
pub const MAX_INPUT_BYTES: usize = 1 << 20;

/// Why the input was refused.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum InputErrorKind {
    /// There was nothing but whitespace.
    Empty,
    /// The input is larger than [`MAX_INPUT_BYTES`].
    TooLarge {
        /// Bytes seen (at least).
        bytes: u64,
    },
    /// The bytes are not UTF-8.
    NotUtf8 {
        /// The first offending byte.
        byte: u8,
        /// Its 1-based column on the line.
        column: usize,
    },
    /// The bytes are text in another encoding than UTF-8, which can be told from its first
    /// bytes: a byte-order mark, or the zero bytes of ASCII in UTF-16 or UTF-32.
    OtherEncoding {
        /// The encoding's name: `UTF-16` or `UTF-32`, with its byte order.
        name: &'static str,
        /// Whether it begins with a byte-order mark (rather than zero bytes alone).
        marked: bool,
    },
    /// A blank line before the last player.
    BlankLine {
        /// The player expected on this line.
        expected_player: usize,
    },
    /// The line does not have the shape `Player N starting position: P`.
    Malformed {
        /// The line as found (shortened if long).
        found: String,
        /// The player expected on this line.
        expected_player: usize,
        /// The first place where the line departs from the expected shape (boxed to keep
        /// errors small).
        difference: Box<Difference>,
    },
    /// `Player 0`.
    PlayerZero,
    /// A player number that was already used.
    DuplicatePlayer {
        /// The repeated number.
        player: u64,
        /// The line where it first appeared.
        first_line: usize,
        /// The number expected here.
        expected_player: usize,
    },
    /// A player number past the next one: some player is missing.
    MissingPlayer {
        /// The number found.
        found: String,
        /// The number expected here.
        expected_player: usize,
    },
    /// Nothing after `starting position:`.
    MissingPosition {
        /// Spaces on the board.
        board: u32,
    },
    /// The starting position is not a whole number.
    PositionNotANumber {
        /// The text found.
        found: String,
        /// Spaces on the board.
        board: u32,
        /// Its 1-based column on the line.
        column: usize,
    },
    /// The starting position is not on the board.
    PositionOffBoard {
        /// The position as written.
        found: String,
        /// Spaces on the board.
        board: u32,
    },
    /// Text after the starting position.
    TrailingText {
        /// The extra text.
        found: String,
        /// The position that preceded it.
        position: String,
        /// The extra text's 1-based column on the line.
        column: usize,
    },
    /// More than [`MAX_PLAYERS`] players.
    TooManyPlayers,
}

/// Where a malformed line first departs from `Player N starting position: P`.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Difference {
    /// Whitespace other than one space between words (two spaces, a tab, a leading space).
    Spacing {
        /// The 1-based column where the whitespace starts.
        column: usize,
        /// The whitespace found.
        found: String,
    },
    /// A word that differs only in letter case, such as `player` for `Player`.
    Case {
        /// The 1-based column where the word starts.
        column: usize,
        /// The word as found.
        found: String,
        /// The word expected.
        expected: String,
    },
    /// Something else where a word or a space was expected.
    Other {
        /// The 1-based column of the first character that differs.
        column: usize,
        /// The text found from there (up to the next space).
        found: String,
        /// The word expected there, or `" "` for a space.
        expected: String,
    },
    /// The line stops before the expected text.
    EndsEarly {
        /// The 1-based column just past the end of the line.
        column: usize,
        /// The word expected next.
        expected: String,
    },
}

impl fmt::Display for Difference {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let word = |w: &str| {
            if w == " " {
                "a space".to_owned()
            } else {
                format!("`{w}`")
            }
        };
        match self {
            Difference::Spacing { column: 1, found } => write!(
                f,
                "at column 1, leading whitespace {} before `Player`: a line starts with its first word",
                quoted_up_to(found, SHOWN_WORD)
            ),
            Difference::Spacing { column, found } => write!(
                f,
                "at column {column}, {} where words are separated by one space",
                quoted_up_to(found, SHOWN_WORD)
            ),
            Difference::Case {
                column,
                found,
                expected,
            } => write!(
                f,
                "at column {column}, {} should read `{expected}` (letter case matters)",
                quoted_up_to(found, SHOWN_WORD)
            ),
            Difference::Other {
                column,
                found,
                expected,
            } => write!(
                f,
                "at column {column}, {} where {} is expected",
                quoted_up_to(found, SHOWN_WORD),
                word(expected)
            ),
            Difference::EndsEarly { column, expected } => write!(
                f,
                "the line ends at column {column}, where {} is expected",
                word(expected)
            ),
        }
    }
}

/// A refused input: where and why.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct InputError {
    /// The 1-based line, or `None` when the error is about the input as a whole.
    pub line: Option<usize>,
    /// What was wrong.
    pub kind: InputErrorKind,
}

impl InputError {
    /// For a start off the board, the space it comes to counted round the board (space `s` is
    /// space `((s − 1) mod B) + 1`, as a move wraps): the one-tap fix a face may offer.
    ///
    /// ```
    /// use dirac::{Game, Rules};
    ///
    /// let seven = Rules::builder().board(7).build()?;
    /// let e = Game::parse("Player 1 starting position: 4\nPlayer 2 starting position: 8\n", seven.clone()).unwrap_err();
    /// assert_eq!((e.line, e.wrapped_space()), (Some(2), Some(1)));
    /// let zero = Game::parse("Player 1 starting position: 0\n", seven).unwrap_err();
    /// assert_eq!(zero.wrapped_space(), Some(7));
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn wrapped_space(&self) -> Option<u32> {
        let InputErrorKind::PositionOffBoard { found, board } = &self.kind else {
            return None;
        };
        let at: num_bigint::BigUint = found.parse().ok()?;
        let board = num_bigint::BigUint::from(*board);
        let wrapped = (at + &board - 1_u32) % &board;
        u32::try_from(wrapped).ok().map(|w| w + 1)
    }

    /// The 1-based column at fault on [`line`](InputError::line), when the error points at
    /// one: where a malformed line departs from `Player N starting position: P` (a position
    /// that is not a number, text after it), or a byte that is not UTF-8.
    ///
    /// ```
    /// use dirac::{Game, Rules};
    ///
    /// let e = Game::parse("Player 1 starting  position: 4\n", Rules::default()).unwrap_err();
    /// assert_eq!((e.line, e.column()), (Some(1), Some(18)));
    /// let e = Game::parse("Player 1 starting position: 11\n", Rules::default()).unwrap_err();
    /// assert_eq!((e.line, e.column()), (Some(1), None));
    /// let e = Game::parse("Player 1 starting position: 4 5\n", Rules::default()).unwrap_err();
    /// assert_eq!((e.line, e.column()), (Some(1), Some(31)));
    /// let e = Game::parse("Player 1 starting position: x\n", Rules::default()).unwrap_err();
    /// assert_eq!((e.line, e.column()), (Some(1), Some(29)));
    /// let e = Game::parse_bytes(b"Player 1 starting position: \xff\n", Rules::default()).unwrap_err();
    /// assert_eq!((e.line, e.column()), (Some(1), Some(29)));
    /// ```
    pub fn column(&self) -> Option<usize> {
        match &self.kind {
            InputErrorKind::NotUtf8 { column, .. }
            | InputErrorKind::PositionNotANumber { column, .. }
            | InputErrorKind::TrailingText { column, .. } => Some(*column),
            InputErrorKind::Malformed { difference, .. } => Some(match **difference {
                Difference::Spacing { column, .. }
                | Difference::Case { column, .. }
                | Difference::Other { column, .. }
                | Difference::EndsEarly { column, .. } => column,
            }),
            _ => None,
        }
    }

    fn at(line: usize, kind: InputErrorKind) -> Self {
        InputError {
            line: Some(line),
            kind,
        }
    }

    fn whole(kind: InputErrorKind) -> Self {
        InputError { line: None, kind }
    }
}

const EXAMPLE_LINE: &str = "Player 1 starting position: 4";

impl fmt::Display for InputError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        use InputErrorKind as K;
        if let Some(line) = self.line {
            write!(f, "line {line}: ")?;
        }
        let shape = |n: usize| format!("`Player {n} starting position: P`");
        match &self.kind {
            K::Empty => write!(
                f,
                "the input is empty: expected one line per player, such as `{EXAMPLE_LINE}`"
            ),
            K::TooLarge { bytes } => write!(
                f,
                "the input is too large ({bytes} bytes or more; at most {MAX_INPUT_BYTES} bytes, \
                 {MAX_PLAYERS} players, are accepted)"
            ),
            K::NotUtf8 { byte, column } => write!(
                f,
                "not valid UTF-8 (byte 0x{byte:02x} at column {column}); save the input as UTF-8 text"
            ),
            K::OtherEncoding { name, marked } => write!(
                f,
                "the input is {name} text ({}), not UTF-8: save it as UTF-8 (in most editors: \
                 Save As, Encoding UTF-8), or convert it with `iconv -f {name} -t UTF-8 INPUT > \
                 input-utf8.txt`",
                if *marked {
                    "it begins with its byte-order mark"
                } else {
                    "every character has zero bytes beside it"
                }
            ),
            K::BlankLine { expected_player } => {
                write!(f, "blank line; expected {}", shape(*expected_player))
            }
            K::Malformed {
                found,
                expected_player,
                difference,
            } => write!(
                f,
                "expected {}, found {}: {difference}",
                shape(*expected_player),
                quoted(found)
            ),
            K::PlayerZero => f.write_str("player 0 is not allowed: players are numbered from 1"),
            K::DuplicatePlayer {
                player,
                first_line,
                expected_player,
            } => write!(
                f,
                "player {player} appears again (first on line {first_line}); expected player {expected_player}"
            ),
            K::MissingPlayer {
                found,
                expected_player,
            } => write!(
                f,
                "found player {} but player {expected_player} is missing; players must be listed in order 1, 2, 3, ...",
                cut(found)
            ),
            K::MissingPosition { board } => write!(
                f,
                "the starting position is missing: expected a whole number 1..{board} after `starting position:`"
            ),
            K::PositionNotANumber { found, board, .. } => write!(
                f,
                "starting position {} is not a whole number (expected 1..{board})",
                quoted(found)
            ),
            K::PositionOffBoard { found, board } => {
                write!(
                    f,
                    "starting position {} is off the board (1..{board})",
                    cut(found)
                )
            }
            K::TrailingText {
                found, position, ..
            } => write!(
                f,
                "unexpected text {} after the starting position {}",
                quoted(found),
                cut(position)
            ),
            K::TooManyPlayers => write!(f, "too many players: at most {MAX_PLAYERS} are supported"),
        }
    }
}

impl std::error::Error for InputError {}

/// Parses the puzzle's text into starting positions (1-based), checking them against the board.
pub(crate) fn parse(bytes: &[u8], board: u32) -> Result<Starts, InputError> {
    match well_formed(bytes, board) {
        Some(starts) => Ok(starts),
        None => parse_and_explain(bytes, board),
    }
}

/// The common case in one pass over the bytes: every line exactly `Player N starting position:
/// P` (N = 1, 2, 3, ... in order, P on the board, at most nine digits each), ended by `\n`,
/// `\r\n` or the end of the input. Anything else gives `None`, and [`parse_and_explain`]
/// either accepts it (trailing spaces, blank lines at the end, a byte-order mark) or says
/// what is wrong, so errors read the same whichever path saw the input first.
fn well_formed(bytes: &[u8], board: u32) -> Option<Starts> {
    // The first four starts in an array, made into the inline vector whole at the end: pushed
    // one by one, each a 4-byte store read back by the vector's 16-byte moves, they cost the
    // parse a store-forwarding stall at each move (`perf`).
    let mut first = [0_u32; 4];
    let mut more = Starts::new();
    let mut players = 0;
    let mut rest = bytes;
    while !rest.is_empty() {
        let (position, after) = well_formed_line(rest, players + 1, board)?;
        if players < first.len() {
            first[players] = position;
        } else {
            if players == MAX_PLAYERS {
                return None;
            }
            if more.is_empty() {
                more.extend_from_slice(&first);
            }
            more.push(position);
        }
        players += 1;
        rest = after;
    }
    match players {
        0 => None,
        1..=4 => Some(Starts::from_buf_and_len(first, players)),
        _ => Some(more),
    }
}

/// One line `Player N starting position: P` of player `n`, P on the board, and what follows its
/// end (`\n`, `\r\n` or the end of the input).
#[inline]
fn well_formed_line(rest: &[u8], n: usize, board: u32) -> Option<(u32, &[u8])> {
    const HEAD: &[u8; 7] = b"Player ";
    const MIDDLE: &[u8; 20] = b" starting position: ";
    let (player, after) = small_number(strip(rest, HEAD)?)?;
    if player != n as u64 {
        return None;
    }
    let (position, after) = small_number(strip(after, MIDDLE)?)?;
    if position == 0 || position > u64::from(board) {
        return None;
    }
    let after = match after {
        [b'\n', tail @ ..] | [b'\r', b'\n', tail @ ..] => tail,
        [] => after,
        _ => return None,
    };
    Some((u32::try_from(position).ok()?, after))
}

/// `s` without `prefix`, if it starts with it: a comparison of a known length, which compiles to
/// a few word compares rather than a call to `memcmp`.
fn strip<'a, const N: usize>(s: &'a [u8], prefix: &[u8; N]) -> Option<&'a [u8]> {
    let (head, rest) = s.split_first_chunk::<N>()?;
    (head == prefix).then_some(rest)
}

/// One to nine leading ASCII digits and what follows them; `None` for none or for more.
#[inline]
fn small_number(s: &[u8]) -> Option<(u64, &[u8])> {
    let mut value = 0_u64;
    let mut digits = 0;
    while let Some(digit) = s
        .get(digits)
        .map(|b| b.wrapping_sub(b'0'))
        .filter(|&d| d <= 9)
    {
        if digits == 9 {
            return None;
        }
        value = value * 10 + u64::from(digit);
        digits += 1;
    }
    (digits > 0).then(|| (value, &s[digits..]))
}

/// The full parser: accepts every harmless variation and explains every refusal.
fn parse_and_explain(bytes: &[u8], board: u32) -> Result<Starts, InputError> {
    if bytes.len() > MAX_INPUT_BYTES {
        let bytes = u64::try_from(bytes.len()).unwrap_or(u64::MAX);
        return Err(InputError::whole(InputErrorKind::TooLarge { bytes }));
    }
    if let Some((name, marked)) = other_encoding(bytes) {
        return Err(InputError::whole(InputErrorKind::OtherEncoding {
            name,
            marked,
        }));
    }
    let text = std::str::from_utf8(bytes).map_err(|e| utf8_error(bytes, e.valid_up_to()))?;
    // Editors on Windows may start UTF-8 text with a byte-order mark; it carries no meaning here.
    let text = text.strip_prefix('\u{feff}').unwrap_or(text);
    // A line ends with `\n`, `\r\n` or, as on old Macs, `\r` alone.
    let lines: Vec<&str> = text
        .split('\n')
        .flat_map(|l| l.strip_suffix('\r').unwrap_or(l).split('\r'))
        .map(|l| l.trim_end_matches([' ', '\t']))
        .collect();
    let Some(last) = lines.iter().rposition(|l| !l.is_empty()) else {
        return Err(InputError::whole(InputErrorKind::Empty));
    };
    // Errors come in line order: a typo on line 1 is reported before "too many players".
    lines[..=last]
        .iter()
        .enumerate()
        .map(|(i, line)| {
            let n = i + 1;
            if n > MAX_PLAYERS {
                return Err(InputError::at(n, InputErrorKind::TooManyPlayers));
            }
            parse_line(line, n, board).map_err(|kind| InputError::at(n, kind))
        })
        .collect()
}

/// The encoding of text that is not UTF-8, told from its first bytes: a UTF-16 or UTF-32
/// byte-order mark (Notepad's "Unicode" is UTF-16LE with one), or an ASCII character with the
/// zero bytes that UTF-16 or UTF-32 give it. `(name, marked)`; `None` for anything else.
fn other_encoding(bytes: &[u8]) -> Option<(&'static str, bool)> {
    let zero = |i: usize| bytes.get(i) == Some(&0);
    let ascii = |i: usize| bytes.get(i).is_some_and(|b| (1..0x80).contains(b));
    match bytes {
        [0xff, 0xfe, 0, 0, ..] => Some(("UTF-32LE", true)),
        [0, 0, 0xfe, 0xff, ..] => Some(("UTF-32BE", true)),
        [0xff, 0xfe, ..] => Some(("UTF-16LE", true)),
        [0xfe, 0xff, ..] => Some(("UTF-16BE", true)),
        _ if ascii(0) && zero(1) && zero(2) && zero(3) => Some(("UTF-32LE", false)),
        _ if zero(0) && zero(1) && zero(2) && ascii(3) => Some(("UTF-32BE", false)),
        _ if ascii(0) && zero(1) && ascii(2) && zero(3) => Some(("UTF-16LE", false)),
        _ if zero(0) && ascii(1) && zero(2) && ascii(3) => Some(("UTF-16BE", false)),
        _ => None,
    }
}

fn utf8_error(bytes: &[u8], valid_up_to: usize) -> InputError {
    // Lines end as the parser reads them: `\n`, `\r\n` or `\r` alone.
    let (mut line, mut line_start) = (1, 0);
    for (i, &b) in bytes[..valid_up_to].iter().enumerate() {
        if b == b'\n' || (b == b'\r' && bytes.get(i + 1) != Some(&b'\n')) {
            line += 1;
            line_start = i + 1;
        }
    }
    InputError::at(
        line,
        InputErrorKind::NotUtf8 {
            byte: bytes[valid_up_to],
            column: valid_up_to - line_start + 1,
        },
    )
}

/// Parses line `n`, which must describe player `n`.
fn parse_line(line: &str, n: usize, board: u32) -> Result<u32, InputErrorKind> {
    let malformed = || InputErrorKind::Malformed {
        found: shorten(line),
        expected_player: n,
        difference: Box::new(difference(line, n)),
    };
    if line.is_empty() {
        return Err(InputErrorKind::BlankLine { expected_player: n });
    }
    let rest = line.strip_prefix("Player ").ok_or_else(malformed)?;
    let digits = leading_digits(rest);
    if digits.is_empty() {
        return Err(malformed());
    }
    check_player_number(digits, n)?;
    let rest = rest[digits.len()..]
        .strip_prefix(" starting position:")
        .ok_or_else(malformed)?;
    // Trailing whitespace is already gone, so an empty rest means no position at all.
    if rest.is_empty() {
        return Err(InputErrorKind::MissingPosition { board });
    }
    let rest = rest
        .strip_prefix(' ')
        .filter(|r| !r.starts_with([' ', '\t']))
        .ok_or_else(malformed)?;
    let token = rest.split([' ', '\t']).next().unwrap_or_default();
    if token.is_empty() || !token.bytes().all(|b| b.is_ascii_digit()) {
        return Err(InputErrorKind::PositionNotANumber {
            found: shorten(token),
            board,
            column: column_of(line, rest),
        });
    }
    let position = token
        .parse::<u32>()
        .ok()
        .filter(|p| (1..=board).contains(p))
        .ok_or_else(|| InputErrorKind::PositionOffBoard {
            found: shorten(token),
            board,
        })?;
    let extra = rest[token.len()..].trim_start_matches([' ', '\t']);
    if !extra.is_empty() {
        return Err(InputErrorKind::TrailingText {
            found: shorten(extra),
            position: shorten(token),
            column: column_of(line, extra),
        });
    }
    Ok(position)
}

/// The 1-based column where `rest`, a tail of `line`, starts: what comes before it is ASCII
/// (`Player N starting position: ` and the position's digits and blanks), a byte a column.
fn column_of(line: &str, rest: &str) -> usize {
    line.len() - rest.len() + 1
}

/// Where `line` first departs from `Player n starting position: ` (the caller knows it does).
fn difference(line: &str, n: usize) -> Difference {
    let expected = format!("Player {n} starting position: ");
    // The common prefix is ASCII, so `same` is a character boundary in `line` and counts columns.
    let same = line
        .bytes()
        .zip(expected.bytes())
        .take_while(|(a, b)| a == b)
        .count();
    let column = same + 1;
    let rest = &line[same..];
    let is_gap = |c: char| c == ' ' || c == '\t';
    let word_start = expected[..same].rfind(' ').map_or(0, |i| i + 1);
    let expected_word = if expected.as_bytes().get(same) == Some(&b' ') {
        " "
    } else {
        expected[word_start..].split(' ').next().unwrap_or_default()
    };
    let Some(first) = rest.chars().next() else {
        // Trailing spaces were trimmed, so name the next word rather than a space.
        let next = expected[same..].trim_start().split(' ').next();
        return Difference::EndsEarly {
            column,
            expected: next.filter(|w| !w.is_empty()).unwrap_or("P").to_owned(),
        };
    };
    if is_gap(first) && (same == 0 || expected[..same].ends_with(' ') || expected_word == " ") {
        let run = rest.len() - rest.trim_start_matches(is_gap).len();
        let start = if expected[..same].ends_with(' ') {
            same - 1
        } else {
            same
        };
        return Difference::Spacing {
            column: start + 1,
            found: shorten(&line[start..same + run]),
        };
    }
    if expected_word == " " {
        return Difference::Other {
            column,
            found: shorten(rest.split(is_gap).next().unwrap_or_default()),
            expected: expected_word.to_owned(),
        };
    }
    let found = line[word_start..].split(is_gap).next().unwrap_or_default();
    let column = word_start + 1;
    if found.eq_ignore_ascii_case(expected_word) {
        Difference::Case {
            column,
            found: shorten(found),
            expected: expected_word.to_owned(),
        }
    } else {
        Difference::Other {
            column,
            found: shorten(found),
            expected: expected_word.to_owned(),
        }
    }
}

fn check_player_number(digits: &str, n: usize) -> Result<(), InputErrorKind> {
    let number = digits.parse::<u64>().ok();
    let missing = || InputErrorKind::MissingPlayer {
        found: shorten(digits),
        expected_player: n,
    };
    match number {
        Some(0) => Err(InputErrorKind::PlayerZero),
        Some(p) => match p.cmp(&(n as u64)) {
            std::cmp::Ordering::Equal => Ok(()),
            std::cmp::Ordering::Less => Err(InputErrorKind::DuplicatePlayer {
                player: p,
                first_line: usize::try_from(p).unwrap_or(usize::MAX),
                expected_player: n,
            }),
            std::cmp::Ordering::Greater => Err(missing()),
        },
        None => Err(missing()),
    }
}

fn leading_digits(s: &str) -> &str {
    let end = s
        .bytes()
        .position(|b| !b.is_ascii_digit())
        .unwrap_or(s.len());
    &s[..end]
}

/// What was found, for a message: quoted, with control characters and quotes escaped (so
/// nothing from the input can reach the user's terminal as a control sequence), and cut to
/// [`SHOWN`] characters *after* escaping, so a message stays one short line whatever the input
/// holds.
pub(crate) fn quoted(s: &str) -> String {
    quoted_up_to(s, SHOWN)
}

/// [`quoted`], cut to `limit` characters.
fn quoted_up_to(s: &str, limit: usize) -> String {
    let mut out = String::from("\"");
    for (shown, c) in s.chars().flat_map(char::escape_debug).enumerate() {
        if shown == limit {
            out.push_str("...");
            break;
        }
        out.push(c);
    }
    out.push('"');
    out
}

/// A number as found, cut to [`SHOWN`] digits (it holds digits only, so nothing to escape).
fn cut(digits: &str) -> String {
    if digits.chars().count() > SHOWN {
        format!("{}...", digits.chars().take(SHOWN).collect::<String>())
    } else {
        digits.to_owned()
    }
}

/// The most characters of a found word a message shows beside the whole line.
const SHOWN_WORD: usize = 16;

/// The most characters of found text a message shows.
const SHOWN: usize = 48;

/// Found text kept for [`InputError`]: at most [`SHOWN`] characters (and [`quoted`] cuts again
/// after escaping).
fn shorten(s: &str) -> String {
    s.chars().take(SHOWN + 1).collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn err(input: &str) -> String {
        parse(input.as_bytes(), 10).unwrap_err().to_string()
    }

    #[test]
    fn accepts_the_puzzle_format_with_harmless_variations() {
        let text = "Player 1 starting position: 4\nPlayer 2 starting position: 8\n";
        assert_eq!(parse(text.as_bytes(), 10), Ok(smallvec::smallvec![4, 8]));
        let crlf = "Player 1 starting position: 4 \t\r\nPlayer 2 starting position: 10\r\n\r\n  \n";
        assert_eq!(parse(crlf.as_bytes(), 10), Ok(smallvec::smallvec![4, 10]));
        assert_eq!(
            parse(b"Player 1 starting position: 7", 10),
            Ok(smallvec::smallvec![7])
        );
        let bom = "\u{feff}Player 1 starting position: 4\r\nPlayer 2 starting position: 8\r\n";
        assert_eq!(parse(bom.as_bytes(), 10), Ok(smallvec::smallvec![4, 8]));
        // Old Mac line ends, CR alone, also mixed with the others.
        let mac = "Player 1 starting position: 4\rPlayer 2 starting position: 8\r";
        assert_eq!(parse(mac.as_bytes(), 10), Ok(smallvec::smallvec![4, 8]));
        let mixed = "Player 1 starting position: 4\rPlayer 2 starting position: 8\r\nPlayer 3 starting position: 1\n\r";
        assert_eq!(
            parse(mixed.as_bytes(), 10),
            Ok(smallvec::smallvec![4, 8, 1])
        );
        // A blank line made by CR alone is still a blank line before a player.
        assert_eq!(
            err("Player 1 starting position: 4\r\rPlayer 2 starting position: 8"),
            "line 2: blank line; expected `Player 2 starting position: P`"
        );
    }

    #[test]
    fn every_refusal_names_the_line_and_the_problem() {
        let cases = [
            (
                "",
                "the input is empty: expected one line per player, such as `Player 1 starting position: 4`",
            ),
            (" \n\t\n", "the input is empty"),
            (
                "Player 1 starting position: 11",
                "line 1: starting position 11 is off the board (1..10)",
            ),
            (
                "Player 1 starting position: 0",
                "line 1: starting position 0 is off the board (1..10)",
            ),
            (
                "Player 1 starting position: -1",
                "line 1: starting position \"-1\" is not a whole number (expected 1..10)",
            ),
            (
                "Player 1 starting position: 1e3",
                "line 1: starting position \"1e3\" is not a whole number (expected 1..10)",
            ),
            (
                "Player 1 starting position: 99999999999999999999999",
                "line 1: starting position 99999999999999999999999 is off the board (1..10)",
            ),
            (
                "Player 1 starting position: four",
                "line 1: starting position \"four\" is not a whole number",
            ),
            (
                "Player 1 starting position: ",
                "line 1: the starting position is missing: expected a whole number 1..10 after `starting position:`",
            ),
            (
                "Player 1 starting position:4",
                "line 1: expected `Player 1 starting position: P`, found \"Player 1 starting position:4\": \
                 at column 28, \"4\" where a space is expected",
            ),
            (
                "Player 1 starting position:  4",
                "line 1: expected `Player 1 starting position: P`, found \"Player 1 starting position:  4\": \
                 at column 28, \"  \" where words are separated by one space",
            ),
            (
                "Player 1 starting position:\t4",
                "line 1: expected `Player 1 starting position: P`, found \"Player 1 starting position:\\t4\": \
                 at column 28, \"\\t\" where words are separated by one space",
            ),
            (
                "Player 1 strating position: 4",
                "line 1: expected `Player 1 starting position: P`, found \"Player 1 strating position: 4\": \
                 at column 10, \"strating\" where `starting` is expected",
            ),
            (
                "Player 1 Starting Position: 4",
                "line 1: expected `Player 1 starting position: P`, found \"Player 1 Starting Position: 4\": \
                 at column 10, \"Starting\" should read `starting` (letter case matters)",
            ),
            (
                "Player 1 starting",
                "line 1: expected `Player 1 starting position: P`, found \"Player 1 starting\": \
                 the line ends at column 18, where `position:` is expected",
            ),
            (
                "Player 1",
                "line 1: expected `Player 1 starting position: P`, found \"Player 1\": \
                 the line ends at column 9, where `starting` is expected",
            ),
            (
                "Player x starting position: 4",
                "line 1: expected `Player 1 starting position: P`, found \"Player x starting position: 4\": \
                 at column 8, \"x\" where `1` is expected",
            ),
            (
                "Player 1 starting position: 4 extra",
                "line 1: unexpected text \"extra\" after the starting position 4",
            ),
            (
                "Player 0 starting position: 4",
                "line 1: player 0 is not allowed",
            ),
            (
                "Player 1 starting position: 4\nPlayer 1 starting position: 5",
                "line 2: player 1 appears again (first on line 1); expected player 2",
            ),
            (
                "Player 1 starting position: 4\nPlayer 3 starting position: 5",
                "line 2: found player 3 but player 2 is missing",
            ),
            (
                "Player 2 starting position: 4",
                "line 1: found player 2 but player 1 is missing",
            ),
            (
                "Player 1 starting position: 4\n\nPlayer 2 starting position: 5",
                "line 2: blank line; expected `Player 2 starting position: P`",
            ),
            (
                "Player\t1 starting position: 4",
                "line 1: expected `Player 1 starting position: P`, found \"Player\\t1 starting position: 4\": \
                 at column 7, \"\\t\" where words are separated by one space",
            ),
            (
                "player 1 starting position: 4",
                "line 1: expected `Player 1 starting position: P`, found \"player 1 starting position: 4\": \
                 at column 1, \"player\" should read `Player` (letter case matters)",
            ),
            (
                "Player 1 starting  position: 4",
                "line 1: expected `Player 1 starting position: P`, found \"Player 1 starting  position: 4\": \
                 at column 18, \"  \" where words are separated by one space",
            ),
            (
                " Player 1 starting position: 4",
                "line 1: expected `Player 1 starting position: P`, found \" Player 1 starting position: 4\": \
                 at column 1, leading whitespace \" \" before `Player`: a line starts with its first word",
            ),
            (
                "\tPlayer 1 starting position: 4",
                "line 1: expected `Player 1 starting position: P`, found \"\\tPlayer 1 starting position: 4\": \
                 at column 1, leading whitespace \"\\t\" before `Player`",
            ),
            (
                "Player 1 starting position: 4\nPLAYER 2 starting position: 5",
                "line 2: expected `Player 2 starting position: P`, found \"PLAYER 2 starting position: 5\": \
                 at column 1, \"PLAYER\" should read `Player` (letter case matters)",
            ),
        ];
        for (input, want) in cases {
            let got = err(input);
            assert!(
                got.starts_with(want),
                "input {input:?}\n got: {got}\nwant: {want}"
            );
        }
    }

    #[test]
    fn the_fast_path_agrees_with_the_full_parser_on_every_variation() {
        let base = "Player 1 starting position: 4\r\nPlayer 2 starting position: 10\nPlayer 3 starting position: 007\n";
        let mut seen_fast = 0;
        // Every input made by deleting, doubling or replacing one byte of the base.
        let bytes = base.as_bytes();
        let mut variants: Vec<Vec<u8>> = vec![bytes.to_vec()];
        for i in 0..bytes.len() {
            variants.push([&bytes[..i], &bytes[i + 1..]].concat());
            variants.push([&bytes[..=i], &bytes[i..]].concat());
            for b in [b' ', b'0', b'1', b'9', b'\n', b'\r', b'p', b'x'] {
                let mut v = bytes.to_vec();
                v[i] = b;
                variants.push(v);
            }
        }
        variants.push(b"Player 1 starting position: 1234567890".to_vec());
        variants.push(b"Player 0000000001 starting position: 1".to_vec());
        for v in &variants {
            for board in [9, 10, 1000] {
                let full = parse_and_explain(v, board);
                if let Some(fast) = well_formed(v, board) {
                    seen_fast += 1;
                    assert_eq!(Ok(fast), full, "{:?}", String::from_utf8_lossy(v));
                }
                assert_eq!(parse(v, board), full, "{:?}", String::from_utf8_lossy(v));
            }
        }
        assert!(seen_fast > 50, "the fast path took {seen_fast} inputs");
    }

    #[test]
    fn the_fast_path_takes_the_common_shapes_itself() {
        let took = |text: &str, board| well_formed(text.as_bytes(), board).map(|s| s.to_vec());
        // The last space of the board, and a last line without its newline.
        assert_eq!(took("Player 1 starting position: 10", 10), Some(vec![10]));
        assert_eq!(
            took(
                "Player 1 starting position: 3\r\nPlayer 2 starting position: 9\n",
                10
            ),
            Some(vec![3, 9])
        );
        assert_eq!(took("Player 1 starting position: 11", 10), None);
        assert_eq!(took("", 10), None);
        // Past the four kept inline, and up to the most players, as many as there are lines.
        let lines = |n: usize| -> String {
            (1..=n)
                .map(|i| format!("Player {i} starting position: {}\n", i % 10 + 1))
                .collect()
        };
        for n in [3, 4, 5, 6, 9, MAX_PLAYERS] {
            let want: Vec<u32> = (1..=u32::try_from(n).unwrap())
                .map(|i| i % 10 + 1)
                .collect();
            assert_eq!(took(&lines(n), 10), Some(want), "{n} players");
        }
        assert_eq!(took(&lines(MAX_PLAYERS + 1), 10), None);
        assert!(parse(lines(MAX_PLAYERS + 1).as_bytes(), 10).is_err());
        assert_eq!(small_number(b"123x"), Some((123, &b"x"[..])));
        assert_eq!(small_number(b"x"), None);
        // The bytes on either side of the digits end a number.
        assert_eq!(small_number(b"1:"), Some((1, &b":"[..])));
        assert_eq!(small_number(b"9/"), Some((9, &b"/"[..])));
        assert_eq!(small_number(b"123456789"), Some((123_456_789, &b""[..])));
        assert_eq!(
            small_number(b"1234567890"),
            None,
            "ten digits go the long way"
        );
    }

    #[test]
    fn text_in_utf16_or_utf32_is_named_with_how_to_save_it_as_utf8() {
        let line = "Player 1 starting position: 4\r\n";
        let utf16le: Vec<u8> = line.encode_utf16().flat_map(u16::to_le_bytes).collect();
        let utf16be: Vec<u8> = line.encode_utf16().flat_map(u16::to_be_bytes).collect();
        let utf32le: Vec<u8> = line
            .chars()
            .flat_map(|c| u32::from(c).to_le_bytes())
            .collect();
        let utf32be: Vec<u8> = line
            .chars()
            .flat_map(|c| u32::from(c).to_be_bytes())
            .collect();
        let marked = |mark: &[u8], text: &[u8]| [mark, text].concat();
        for (bytes, name, with_mark) in [
            (marked(&[0xff, 0xfe], &utf16le), "UTF-16LE", true),
            (marked(&[0xfe, 0xff], &utf16be), "UTF-16BE", true),
            (marked(&[0xff, 0xfe, 0, 0], &utf32le), "UTF-32LE", true),
            (marked(&[0, 0, 0xfe, 0xff], &utf32be), "UTF-32BE", true),
            (utf16le, "UTF-16LE", false),
            (utf16be, "UTF-16BE", false),
            (utf32le, "UTF-32LE", false),
            (utf32be, "UTF-32BE", false),
        ] {
            let e = parse_and_explain(&bytes, 10).unwrap_err();
            assert_eq!(
                e.kind,
                InputErrorKind::OtherEncoding {
                    name,
                    marked: with_mark
                },
                "{name} {with_mark}"
            );
            let text = e.to_string();
            assert!(
                text.starts_with(&format!("the input is {name} text (")),
                "{text}"
            );
            assert!(
                text.contains(&format!("iconv -f {name} -t UTF-8")),
                "{text}"
            );
            assert_eq!(e.line, None);
        }
        // UTF-8, with its mark or without, and a lone byte that is not UTF-8 are not taken for
        // another encoding.
        assert!(parse_and_explain(line.as_bytes(), 10).is_ok());
        assert!(
            parse_and_explain(&[&[0xef, 0xbb, 0xbf][..], line.as_bytes()].concat(), 10).is_ok()
        );
        assert!(matches!(
            parse_and_explain(b"\xffPlayer", 10).unwrap_err().kind,
            InputErrorKind::NotUtf8 { .. }
        ));
        assert_eq!(other_encoding(b"P"), None);
        assert_eq!(other_encoding(b""), None);
    }

    #[test]
    fn invalid_utf8_is_located() {
        let bytes = b"Player 1 starting position: 4\nPlayer 2 st\xffarting";
        let e = parse(bytes, 10).unwrap_err();
        assert_eq!(
            e.to_string(),
            "line 2: not valid UTF-8 (byte 0xff at column 12); save the input as UTF-8 text"
        );
        // Lines counted as the parser counts them, whatever ends them.
        for ends in ["\r", "\r\n", "\n"] {
            let mut bytes =
                format!("Player 1 starting position: 4{ends}Player 2 starting position: 8{ends}Pl")
                    .into_bytes();
            bytes.push(0xff);
            let e = parse(&bytes, 10).unwrap_err();
            assert_eq!(e.line, Some(3), "{ends:?}");
            assert!(e.to_string().contains("at column 3"), "{ends:?}: {e}");
        }
    }

    #[test]
    fn positions_are_checked_against_the_board_in_use() {
        let text = b"Player 1 starting position: 12";
        assert_eq!(parse(text, 12), Ok(smallvec::smallvec![12]));
        assert!(parse(text, 11).unwrap_err().to_string().contains("(1..11)"));
    }

    #[test]
    fn player_count_and_size_are_bounded() {
        let many: String = (1..=MAX_PLAYERS + 1)
            .map(|n| format!("Player {n} starting position: 1\n"))
            .collect();
        assert_eq!(
            err(&many),
            format!("line 1001: too many players: at most {MAX_PLAYERS} are supported")
        );
        let just_enough: String = (1..=MAX_PLAYERS)
            .map(|n| format!("Player {n} starting position: 1\n"))
            .collect();
        assert_eq!(
            parse(just_enough.as_bytes(), 10).map(|v| v.len()),
            Ok(MAX_PLAYERS)
        );
        let at_the_limit = vec![b' '; MAX_INPUT_BYTES];
        assert_eq!(
            parse(&at_the_limit, 10).unwrap_err().kind,
            InputErrorKind::Empty,
            "exactly the largest size is read"
        );
        let huge = vec![b' '; MAX_INPUT_BYTES + 1];
        assert!(matches!(
            parse(&huge, 10).unwrap_err().kind,
            InputErrorKind::TooLarge { .. }
        ));
    }

    #[test]
    fn control_characters_are_escaped_and_messages_stay_short() {
        let escapes = format!("{}\n", "\u{1b}".repeat(40));
        let message = err(&escapes);
        assert!(!message.contains('\u{1b}'), "{message:?}");
        assert!(
            message.len() < 240,
            "{} characters: {message}",
            message.len()
        );
        assert!(message.contains("...\": "), "{message}");
        assert_eq!(quoted("a\"b\tc"), "\"a\\\"b\\tc\"");
    }

    #[test]
    fn wide_characters_are_cut_by_character_not_byte() {
        // Found by fuzzing: a malformed line of four-byte characters.
        let line = "\u{27411}".repeat(20) + &"\u{2742f}".repeat(20);
        let message = err(&line);
        assert!(message.chars().count() < 240, "{message}");
        assert!(!message.contains('\n'));
        assert!(message.ends_with("where `Player` is expected"), "{message}");
    }

    #[test]
    fn long_numbers_are_cut_in_messages() {
        let zeros = "0".repeat(300);
        for text in [
            format!("Player 1 starting position: {zeros}2 x"),
            format!("Player 1 starting position: {zeros}11"),
            format!("Player {zeros}2 starting position: 4"),
        ] {
            let message = err(&text);
            assert!(
                message.len() < 200,
                "{} characters: {message}",
                message.len()
            );
        }
    }

    #[test]
    fn values_are_cut_only_past_the_shown_length() {
        let whole = "9".repeat(SHOWN);
        let message = err(&format!("Player 1 starting position: {whole}"));
        assert!(
            message.contains(&format!("position {whole} is off")),
            "{message}"
        );
        let long = "9".repeat(SHOWN + 1);
        let message = err(&format!("Player 1 starting position: {long}"));
        assert!(
            message.contains(&format!("position {whole}... is off")),
            "{message}"
        );
        // A malformed line of exactly the shown length is quoted whole; one more is cut.
        let line = "x".repeat(SHOWN);
        assert!(err(&line).contains(&format!("found \"{line}\":")));
        let line = "x".repeat(SHOWN + 1);
        assert!(err(&line).contains(&format!("found \"{}...\":", &line[..SHOWN])));
    }

    #[test]
    fn long_garbage_is_shortened_in_messages() {
        let line = "x".repeat(500);
        let msg = err(&line);
        assert!(msg.len() < 200, "{msg}");
    }
}
