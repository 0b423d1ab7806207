//! The parser on generated input, as the fuzzer checks it at length (fuzz/): never a panic;
//! accepted games are on the board and read back the same; refusals are one line that names
//! their line.

use dirac::{Game, Rules};
use proptest::prelude::*;

fn check(text: &[u8], board: u32) {
    let rules = Rules::builder().board(board.into()).build().unwrap();
    match Game::parse_bytes(text, rules.clone()) {
        Ok(game) => {
            assert!(game.starts().iter().all(|s| (1..=board).contains(s)));
            let written: String = game
                .starts()
                .iter()
                .enumerate()
                .map(|(i, s)| format!("Player {} starting position: {s}\n", i + 1))
                .collect();
            assert_eq!(
                Game::parse(&written, rules).unwrap().starts(),
                game.starts()
            );
        }
        Err(e) => {
            let message = e.to_string();
            assert!(
                !message.contains('\n') && message.len() < 300,
                "{message:?}"
            );
            if let Some(line) = e.line {
                assert!(
                    message.starts_with(&format!("line {line}: ")),
                    "{message:?}"
                );
            }
        }
    }
}

/// Lines that are mostly right, with the mistakes people make.
fn near_valid_line() -> impl Strategy<Value = String> {
    let number = prop_oneof![
        (0_u64..40).prop_map(|n| n.to_string()),
        Just("-1".to_owned()),
        Just("1e3".to_owned()),
        Just("99999999999999999999999".to_owned()),
        "[0-9a-z.]{0,4}",
    ];
    let space = prop_oneof![Just(" "), Just("  "), Just("\t"), Just("")];
    let end = prop_oneof![Just(""), Just(" "), Just("\r"), Just(" x"), Just("\t")];
    (1_u64..5, space, number, end)
        .prop_map(|(n, sp, pos, end)| format!("Player {n} starting position:{sp}{pos}{end}"))
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 512, ..ProptestConfig::default() })]

    #[test]
    fn arbitrary_bytes_never_panic(bytes in prop::collection::vec(any::<u8>(), 0..200), board in 1_u32..=40) {
        check(&bytes, board);
    }

    #[test]
    fn near_valid_inputs_are_accepted_or_refused_cleanly(
        lines in prop::collection::vec(near_valid_line(), 0..6),
        board in 1_u32..=40,
        crlf in any::<bool>(),
    ) {
        let text = lines.join(if crlf { "\r\n" } else { "\n" });
        check(text.as_bytes(), board);
    }
}
