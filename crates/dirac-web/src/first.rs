//! The page's first module: both answers of a game and the rules' names, built alone
//! (`--no-default-features`) into a WebAssembly module of its own, a third of the whole
//! engine's size, so that a reader on a slow network sees the answers while the rest of the
//! engine streams in (`scripts/slow-network.py` times it). The whole engine holds these too.

use dirac::plan;
use dirac::view::{DieRuleView, Digits, RuleView, SolveView};
use dirac::{Error, Game, Strategy};
#[cfg(target_arch = "wasm32")]
use wasm_bindgen::prelude::wasm_bindgen;

use crate::{Answer, Problem, QUICK, json, rules_from};

/// Both answers of the game, as the page's analysis gives them in its `solve` but for the
/// `contrast` (the players' chances are the whole engine's work), within [`QUICK`]'s limits;
/// `None` past them, when the page waits for the whole engine.
pub fn answers_of(input: &str, rules: &str) -> Option<Answer<SolveView>> {
    let answers = rules_from(rules).and_then(|rules| {
        let game = Game::parse(input, rules).map_err(|e| Problem::from(Error::Input(e)))?;
        let request = plan::Solve {
            strategy: Strategy::PerPlayer,
            contrast: false,
            digits: Digits::PAGE,
            ..plan::Solve::default()
        };
        request
            .plan(&game, &QUICK)
            .and_then(|plan| plan.run())
            .map(|solved| solved.view)
            .map_err(Problem::from)
    });
    let answer = Answer::from(answers);
    (!answer.refused()).then_some(answer)
}

/// `answers_of` as JSON text: `{"ok": ...}`, `{"error": ...}`, or `null` past [`QUICK`].
#[cfg_attr(target_arch = "wasm32", wasm_bindgen)]
pub fn quick_answers(input: &str, rules: &str) -> String {
    answers_of(input, rules).map_or_else(|| "null".to_owned(), |a| json(&a))
}

/// The starting spaces the puzzle's text gives, on any board ([`Game::starts_read`]), as JSON
/// text: a list, or `null` when the text is not a game. The page edits the text from these.
#[cfg_attr(target_arch = "wasm32", wasm_bindgen)]
pub fn starts_read(input: &str) -> String {
    Game::starts_read(input).map_or_else(|_| "null".to_owned(), |starts| json(&starts))
}

/// The rules' keys, names, ranges and defaults as JSON text.
#[cfg_attr(target_arch = "wasm32", wasm_bindgen)]
pub fn rules() -> String {
    json(&RuleView::all())
}

/// The players' colours as JSON text, as every face draws them (`dirac::view::PLAYER_COLOURS`).
#[cfg_attr(target_arch = "wasm32", wasm_bindgen)]
pub fn palette() -> String {
    json(&dirac::view::PLAYER_COLOURS)
}

/// The dice's rules as JSON text: keys, names, what each accepts, the puzzle's die, and the
/// numeric rule each replaces.
#[cfg_attr(target_arch = "wasm32", wasm_bindgen)]
pub fn dice() -> String {
    json(&DieRuleView::all())
}
