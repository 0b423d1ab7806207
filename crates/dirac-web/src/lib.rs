//! The explorer's engine: the `dirac` library compiled to WebAssembly.
//!
//! The page passes text in (the puzzle's input, and each rule as the user typed it) and gets
//! JSON out: `{"ok": ...}` with the analysis, or `{"error": {"kind", "message", "line"}}` with the
//! same message the command line prints. Counts are decimal strings, exact however large;
//! numbers meant only for drawing (probabilities for bar heights and colours) are JSON numbers,
//! each the nearest double to an exact fraction.
//!
//! Every function here is also a plain Rust function, tested natively; the `wasm_bindgen`
//! exports are thin wrappers that serialise the result.

use dirac::analysis::{self, Analysis, Layer};
use dirac::{Count, Error, Fraction, Game, Limits, Rule, Rules, practice, sweep};
use num_bigint::BigUint;
use serde::Serialize;
use serde_json::{Value, json};
use wasm_bindgen::prelude::wasm_bindgen;

/// The limits in the browser: the command line's work limit (the page runs the engine in a
/// worker, so a long computation never freezes it, and any change cancels it) and a quarter
/// of its memory.
pub const LIMITS: Limits = Limits {
    max_work: Limits::DEFAULT_WORK,
    max_memory: 512 << 20,
};

/// The most turns of the practice game the page draws.
pub const TRACE_TURNS: usize = 2000;

/// The largest board whose sweep the page draws.
pub const SWEEP_BOARD: u32 = 32;

/// A refusal or a bad input, for the page: what kind, the message, and the input's line.
#[derive(Debug, Serialize, PartialEq, Eq)]
pub struct Problem {
    /// `input`, `rule`, `refused`, `too-large` or `internal`.
    pub kind: &'static str,
    /// The message, word for word as the command line prints it.
    pub message: String,
    /// The input's 1-based line, for input errors that have one.
    pub line: Option<usize>,
}

impl From<Error> for Problem {
    fn from(e: Error) -> Problem {
        let (kind, line) = match &e {
            Error::Input(i) => ("input", i.line),
            Error::Rule(_) => ("rule", None),
            Error::Refused(_) => ("refused", None),
            Error::TooLarge(_) => ("too-large", None),
            _ => ("internal", None),
        };
        Problem {
            kind,
            message: e.to_string(),
            line,
        }
    }
}

/// Rules from `key=value` pairs separated by `&` (the URL's form: `board=10&dirac-target=21`);
/// rules not given keep the puzzle's values. Unknown keys are ignored, so a URL may carry
/// other state.
pub fn rules_from(query: &str) -> Result<Rules, Problem> {
    let mut builder = Rules::builder();
    for pair in query.split('&').filter(|p| !p.is_empty()) {
        let (key, value) = pair.split_once('=').unwrap_or((pair, ""));
        if let Some(rule) = Rule::ALL.into_iter().find(|r| r.key() == key) {
            let value = rule
                .parse(value)
                .map_err(|e| Problem::from(Error::Rule(e)))?;
            builder = builder.set(rule, value);
        }
    }
    builder.build().map_err(|e| Problem::from(Error::Rule(e)))
}

fn game(input: &str, rules: &str) -> Result<Game, Problem> {
    Game::parse(input, rules_from(rules)?).map_err(|e| Problem::from(Error::Input(e)))
}

fn rules_json(r: &Rules) -> Value {
    json!({
        "board": r.board(),
        "rolls": r.rolls(),
        "practice-die": r.practice_die(),
        "practice-target": r.practice_target().to_string(),
        "dirac-faces": r.dirac_faces(),
        "dirac-target": r.dirac_target(),
    })
}

/// A probability for the page: the percentage rounded once from the exact fraction, and the
/// nearest double for drawing. (The exact fraction itself, thousands of digits in a big game,
/// is what `dirac stats` prints.)
fn fraction(f: &Fraction) -> Value {
    json!({ "percent": f.percent(2), "value": f.to_f64() })
}

/// The most players whose own per-turn columns the page receives: it draws the grids of this
/// many, and a big game's columns would be megabytes of digits.
pub const PLAYERS_SHOWN: usize = 8;

/// Counts past this many digits reach the page as their ends and length: the page shows them
/// in tooltips, where thousands of digits help no one (`dirac turns` prints them whole).
const DIGITS: usize = 40;

fn shown(c: &Count) -> String {
    let digits = c.to_string();
    if digits.len() > DIGITS {
        format!(
            "{}…{} ({} digits)",
            &digits[..12],
            &digits[digits.len() - 6..],
            digits.len()
        )
    } else {
        digits
    }
}

fn strings(counts: &[Count]) -> Vec<String> {
    counts.iter().map(ToString::to_string).collect()
}

/// Everything the page shows about one game (see the crate docs for the envelope).
pub fn analysis(input: &str, rules: &str) -> Result<Value, Problem> {
    let game = game(input, rules)?;
    let a = Analysis::new(&game, &LIMITS).map_err(Problem::from)?;
    // At most TRACE_TURNS turns, and at most that many positions for each of 20 players.
    let traced = TRACE_TURNS.min(TRACE_TURNS * 20 / game.players());
    let trace = practice::trace(&game, traced, &LIMITS).map_err(Problem::from)?;
    let p = a.practice();
    let t = a.turns();
    let total = a.wins().iter().fold(Count::ZERO, |acc, w| acc.sum(w));
    // One division each, no gcd: with hundreds of players the counts have thousands of digits.
    let share = |w: &Count| json!({ "percent": w.percent_of(&total, 2), "value": w.ratio(&total) });
    // The probabilities of the rounds, over (F^R)^turns: asked in turn order, each power is
    // one multiplication by a power of the gap from the last.
    let n = game.players() as u64;
    let (mut power, mut at) = (BigUint::from(1_u32), 0_u64);
    let per_turn = t.per_turn.to_biguint();
    let mut over = |count: &Count, turns: u64| {
        if turns > at {
            power *= per_turn.pow(u32::try_from(turns - at).unwrap_or(u32::MAX));
            at = turns;
        }
        count.ratio(&Count::from(power.clone()))
    };
    let mut rounds = Vec::with_capacity(t.rounds.len());
    let many = game.players() > PLAYERS_SHOWN;
    for r in &t.rounds {
        // Past PLAYERS_SHOWN players, one bar: someone wins in the round. Its probability is
        // Σ wins_i / P^(t_i) = (Σ wins_i · P^(t_last − t_i)) / P^(t_last), one division.
        let wins: Vec<f64> = if many {
            let last = t.turns_at(r.round, r.wins.len() - 1);
            let numerator = r
                .wins
                .iter()
                .enumerate()
                .fold(BigUint::from(0_u32), |sum, (i, w)| {
                    let gap = u32::try_from(last - t.turns_at(r.round, i)).unwrap_or(u32::MAX);
                    sum + w.to_biguint() * per_turn.pow(gap)
                });
            vec![over(&Count::from(numerator), last)]
        } else {
            (0..r.wins.len())
                .map(|i| over(&r.wins[i], t.turns_at(r.round, i)))
                .collect()
        };
        let won: Vec<String> = if many {
            vec![shown(&r.wins.iter().fold(Count::ZERO, |sum, w| sum.sum(w)))]
        } else {
            r.wins.iter().map(shown).collect()
        };
        rounds.push(json!({
            "round": r.round,
            "wins": won,
            "undecided": shown(&r.undecided),
            "wins_probability": wins,
            "undecided_probability": over(&r.undecided, r.round as u64 * n),
        }));
    }
    Ok(json!({
        "rules": rules_json(game.rules()),
        "starts": game.starts(),
        "practice": {
            "answer": p.answer().to_string(),
            "winner": p.winner() + 1,
            "scores": p.scores().iter().map(u128::to_string).collect::<Vec<_>>(),
            "rolls": p.rolls().to_string(),
            "turns": p.turns().to_string(),
            "trace": trace.turns.iter().map(|at| at.iter().map(|&(space, score)| json!([space, score.to_string()])).collect::<Vec<_>>()).collect::<Vec<_>>(),
            "trace_ended": trace.ended,
        },
        "dirac": {
            "answer": a.dirac_answer().to_string(),
            "leader": a.leader() + 1,
            "wins": a.wins().iter().map(shown).collect::<Vec<_>>(),
            "total": total.to_string(),
            "share": a.wins().iter().map(share).collect::<Vec<_>>(),
            "win_probability": a.stats().win_probability.iter().map(fraction).collect::<Vec<_>>(),
        },
        "per_turn": t.per_turn.to_string(),
        "players": t.players.iter().enumerate().map(|(i, pt)| if i < PLAYERS_SHOWN {
            json!({
                "player": i + 1,
                "start": game.starts()[i],
                "last_turn": pt.last_turn(),
                "reached": strings(&pt.reached),
                "playing": strings(&pt.playing),
            })
        } else {
            json!({ "player": i + 1, "start": game.starts()[i], "last_turn": pt.last_turn() })
        }).collect::<Vec<_>>(),
        "rounds": rounds,
        "stats": {
            "expected_turns": a.stats().expected_turns.decimal(3),
            "expected_rolls": a.stats().expected_rolls.decimal(3),
            "most_likely_turns": a.stats().most_likely_turns,
            "length": a.stats().length.iter().map(|(turns, p)| json!({"turns": turns, "probability": fraction(p)})).collect::<Vec<_>>(),
        },
    }))
}

/// One player's own universes by (space, score) after `turn` of their turns.
pub fn layer_of(input: &str, rules: &str, player: usize, turn: usize) -> Result<Value, Problem> {
    let game = game(input, rules)?;
    let Layer {
        turn,
        cells,
        reached,
    } = analysis::layer(&game, player, turn, &LIMITS).map_err(Problem::from)?;
    let largest = cells.iter().flatten().max().cloned().unwrap_or(Count::ZERO);
    Ok(json!({
        "player": player + 1,
        "turn": turn,
        "reached": reached.to_string(),
        "largest": largest.to_string(),
        "cells": cells.iter().map(|row| strings(row)).collect::<Vec<_>>(),
        "shade": cells.iter().map(|row| row.iter().map(|c| c.ratio(&largest)).collect::<Vec<_>>()).collect::<Vec<_>>(),
    }))
}

/// Both games on every pair of starts, for boards up to [`SWEEP_BOARD`].
pub fn sweep_of(rules: &str) -> Result<Value, Problem> {
    let rules = rules_from(rules)?;
    if rules.board() > SWEEP_BOARD {
        return Err(Problem {
            kind: "too-large",
            message: format!(
                "a board of {} spaces has {} pairs of starts, too many to draw here (at most {} \
                 spaces); the dirac command's sweep lists them all",
                rules.board(),
                u64::from(rules.board()).pow(2),
                SWEEP_BOARD
            ),
            line: None,
        });
    }
    let s = sweep::run(&rules, &LIMITS, |_, _| {}).map_err(Problem::from)?;
    Ok(json!({
        "board": s.board(),
        "cells": s.cells().iter().map(|c| json!({
            "starts": c.starts,
            "practice": c.practice.to_string(),
            "dirac": c.dirac().to_string(),
            "p1_probability": c.p1_probability,
            "percent": s.p1_probability(c.starts[0], c.starts[1]).map(|f| f.percent(1)),
        })).collect::<Vec<_>>(),
    }))
}

/// Each rule's key, name, range and the puzzle's value, for the page's inputs.
pub fn rule_list() -> Value {
    Rule::ALL
        .iter()
        .map(|r| {
            json!({
                "key": r.key(),
                "name": r.name(),
                "min": 1,
                "max": r.max_value().to_string(),
                "default": r.default_value(),
            })
        })
        .collect()
}

fn wrapped(result: Result<Value, Problem>) -> Value {
    match result {
        Ok(v) => json!({ "ok": v }),
        Err(p) => json!({ "error": p }),
    }
}

fn envelope(result: Result<Value, Problem>) -> String {
    wrapped(result).to_string()
}

/// The grids of the first [`PLAYERS_SHOWN`] players after `turn` of their turns, each
/// `{"ok"}` or `{"error"}` on its own.
pub fn layers_of(input: &str, rules: &str, turn: usize) -> Result<Value, Problem> {
    let players = game(input, rules)?.players().min(PLAYERS_SHOWN);
    Ok((0..players)
        .map(|i| wrapped(layer_of(input, rules, i, turn)))
        .collect())
}

/// Everything a change redraws, in one call (one message to the page's worker): the analysis,
/// the grids at `turn` (at most the last turn of any player), and the sweep when asked.
pub fn view_of(input: &str, rules: &str, turn: usize, with_sweep: bool) -> Value {
    let analysis = analysis(input, rules);
    let turn = analysis.as_ref().ok().map_or(turn, |a| {
        let last = a["players"].as_array().map_or(0, |ps| {
            ps.iter()
                .filter_map(|p| p["last_turn"].as_u64())
                .max()
                .unwrap_or(0)
        });
        turn.min(usize::try_from(last).unwrap_or(usize::MAX))
    });
    let layers = match &analysis {
        Ok(_) => layers_of(input, rules, turn).unwrap_or(Value::Null),
        Err(_) => Value::Null,
    };
    json!({
        "analysis": wrapped(analysis),
        "turn": turn,
        "layers": layers,
        "sweep": if with_sweep { wrapped(sweep_of(rules)) } else { Value::Null },
    })
}

/// `analysis` as JSON text: `{"ok": ...}` or `{"error": ...}`.
#[wasm_bindgen]
pub fn analyze(input: &str, rules: &str) -> String {
    envelope(analysis(input, rules))
}

/// `layers_of` as JSON text.
#[wasm_bindgen]
pub fn layers(input: &str, rules: &str, turn: usize) -> String {
    envelope(layers_of(input, rules, turn))
}

/// `view_of` as JSON text.
#[wasm_bindgen]
pub fn view(input: &str, rules: &str, turn: usize, with_sweep: bool) -> String {
    view_of(input, rules, turn, with_sweep).to_string()
}

/// `sweep_of` as JSON text.
#[wasm_bindgen(js_name = sweep)]
pub fn sweep_json(rules: &str) -> String {
    envelope(sweep_of(rules))
}

/// The rules' keys, names, ranges and defaults as JSON text.
#[wasm_bindgen]
pub fn rules() -> String {
    rule_list().to_string()
}

#[cfg(test)]
mod tests {
    use super::*;

    const EXAMPLE: &str = "Player 1 starting position: 4\nPlayer 2 starting position: 8\n";

    #[test]
    fn the_example_gives_the_puzzles_answers() {
        let a = analysis(EXAMPLE, "").unwrap();
        assert_eq!(a["practice"]["answer"], "739785");
        assert_eq!(a["dirac"]["answer"], "444356092776315");
        assert_eq!(a["dirac"]["wins"][1], "341960390180808");
        assert_eq!(a["dirac"]["win_probability"][0]["percent"], "77.60%");
        assert_eq!(a["players"][0]["reached"][4], "249542");
        assert_eq!(a["practice"]["trace"].as_array().map(Vec::len), Some(331));
        let envelope: Value = serde_json::from_str(&analyze(EXAMPLE, "dirac-target=10")).unwrap();
        assert!(envelope["ok"]["dirac"]["answer"].is_string());
    }

    #[test]
    fn errors_carry_the_command_lines_message() {
        let bad = analysis("Player 1 starting position: 11\n", "").unwrap_err();
        assert_eq!(bad.kind, "input");
        assert_eq!(bad.line, Some(1));
        assert_eq!(
            bad.message,
            "line 1: starting position 11 is off the board (1..10)"
        );
        let rule = analysis(EXAMPLE, "board=0").unwrap_err();
        assert_eq!(rule.kind, "rule");
        assert!(
            rule.message.starts_with("board size 0 is not allowed"),
            "{}",
            rule.message
        );
        let refused = analysis(EXAMPLE, "dirac-target=1000000&board=1000000").unwrap_err();
        assert_eq!(refused.kind, "refused", "{}", refused.message);
        assert!(
            refused
                .message
                .contains("would need at least 14.6 TiB of memory"),
            "{}",
            refused.message
        );
        let text: Value = serde_json::from_str(&analyze("", "")).unwrap();
        assert_eq!(text["error"]["kind"], "input");
    }

    #[test]
    fn layers_and_sweeps_come_back_whole() {
        let l = layer_of(EXAMPLE, "", 1, 2).unwrap();
        assert_eq!(l["cells"].as_array().map(Vec::len), Some(10));
        assert_eq!(l["cells"][0].as_array().map(Vec::len), Some(21));
        assert_eq!(l["reached"], "0");
        let s = sweep_of("").unwrap();
        assert_eq!(s["cells"].as_array().map(Vec::len), Some(100));
        assert_eq!(s["cells"][37]["dirac"], "444356092776315");
        assert_eq!(sweep_of("board=33").unwrap_err().kind, "too-large");
        assert_eq!(rule_list().as_array().map(Vec::len), Some(6));
        let v = view_of(EXAMPLE, "", 99, true);
        assert_eq!(v["turn"], 10, "the turn is clamped to the last");
        assert_eq!(v["analysis"]["ok"]["dirac"]["answer"], "444356092776315");
        assert_eq!(v["layers"].as_array().map(Vec::len), Some(2));
        assert_eq!(v["layers"][1]["ok"]["turn"], 10);
        assert_eq!(v["sweep"]["ok"]["board"], 10);
        let bad = view_of("Player 1 starting position: 11\n", "", 0, false);
        assert_eq!(bad["analysis"]["error"]["kind"], "input");
        assert!(bad["layers"].is_null() && bad["sweep"].is_null());
        let many: String = (1..=12)
            .map(|n| format!("Player {n} starting position: {}\n", n % 10 + 1))
            .collect();
        let l = layers_of(&many, "dirac-target=10", 1).unwrap();
        assert_eq!(l.as_array().map(Vec::len), Some(PLAYERS_SHOWN));
    }
}
