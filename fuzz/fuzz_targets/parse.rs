//! The input parser on arbitrary bytes: it never panics; what it accepts is on the board and
//! parses back the same; what it refuses gets a one-line message that names the line.
#![no_main]

use dirac::{Game, Rules};
use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    // The first byte picks the board (1 to 32 spaces); the rest is the input.
    let Some((&first, text)) = data.split_first() else {
        return;
    };
    let board = u32::from(first % 32) + 1;
    let rules = Rules::builder()
        .board(board.into())
        .build()
        .expect("a valid board");
    match Game::parse_bytes(text, rules.clone()) {
        Ok(game) => {
            assert!(game.players() >= 1);
            assert!(game.starts().iter().all(|s| (1..=board).contains(s)));
            let written: String = game
                .starts()
                .iter()
                .enumerate()
                .map(|(i, s)| format!("Player {} starting position: {s}\n", i + 1))
                .collect();
            let again = Game::parse(&written, rules).expect("a written game parses");
            assert_eq!(again.starts(), game.starts());
        }
        Err(e) => {
            let message = e.to_string();
            assert!(!message.contains('\n'), "{message:?}");
            // Short as read: characters, not bytes (a found word of four-byte characters is
            // no longer on screen than one of ASCII).
            assert!(message.chars().count() < 300, "{message:?}");
            if let Some(line) = e.line {
                assert!(
                    message.starts_with(&format!("line {line}: ")),
                    "{message:?}"
                );
            }
        }
    }
});
