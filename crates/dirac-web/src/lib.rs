//! The explorer's engine: the `dirac` library compiled to WebAssembly.
//!
//! The page passes text in (the puzzle's input, and each rule as the user typed it) and gets
//! JSON out: `{"ok": ...}` with one of the library's view types ([`dirac::view`], the schema of
//! docs/json.md, the same types the command line writes), or `{"error": {"kind", "message",
//! "line"}}` with the same message the command line prints. Nothing here derives a number:
//! it picks the views and the page's display policy ([`Digits::PAGE`], [`PLAYERS_DRAWN`]).
//!
//! Every function here is also a plain Rust function, tested natively; the `wasm_bindgen`
//! exports are thin wrappers that serialise the result, exported only in WebAssembly.

use dirac::plan::{self, Plan};
use dirac::view::{
    AnalysisView, Digits, LayerView, PLAYERS_DRAWN, PlanView, SolveView, SweepView, sweep_drawn,
};
use dirac::{Error, Game, Limits, Rules, Strategy};
use serde::Serialize;
#[cfg(feature = "full")]
#[cfg(target_arch = "wasm32")]
use wasm_bindgen::prelude::wasm_bindgen;

pub mod first;

/// The limits in the browser: the command line's work limit (the page runs the engine in a
/// worker, so a long computation never freezes it, and any change cancels it) and a quarter
/// of its memory.
pub const LIMITS: Limits = Limits {
    max_work: Limits::DEFAULT_WORK,
    max_memory: 512 << 20,
};

/// The limits of work the page does on its own thread, where a change is answered within the
/// frame it was made in (a worker's answer waits for the next frame: about 12 ms after an
/// input event in Chromium, `scripts/experiments/worker-echo`). What these refuse goes to the
/// worker, under [`LIMITS`]. The puzzle's whole page is estimated far below them.
pub const QUICK: Limits = Limits {
    max_work: 1_000_000,
    max_memory: 64 << 20,
};

/// A refusal or a bad input, for the page: what kind, the message, and the input's line.
#[derive(Debug, Clone, Serialize, PartialEq, Eq)]
pub struct Problem {
    /// The library's kind of the error ([`dirac::ErrorKind::name`]): `input`, `rules`,
    /// `refused`, `environment` or `internal`.
    pub kind: &'static str,
    /// The message, word for word as the command line prints it.
    pub message: String,
    /// The input's 1-based line, for input errors that have one.
    pub line: Option<usize>,
    /// For a start off the board, the space it comes to counted round the board (the fix the
    /// page offers: [`dirac::InputError::wrapped_space`]).
    pub wrapped_space: Option<u32>,
    /// Whether the limits refused it, so that larger ones may not (dirac's fixed sizes, also
    /// `refused`, stay the same under any limits): the page says which.
    pub by_limits: bool,
    /// For a refusal, the plan refused (as `dirac report --explain` tells it): the page shows
    /// it beside the refusal. (Boxed: a problem is returned on every path.)
    pub plan: Option<Box<PlanView>>,
}

impl From<Error> for Problem {
    fn from(e: Error) -> Problem {
        let (line, wrapped_space) = match &e {
            Error::Input(i) => (i.line, i.wrapped_space()),
            _ => (None, None),
        };
        Problem {
            kind: e.kind().name(),
            message: e.to_string(),
            line,
            wrapped_space,
            by_limits: matches!(
                &e,
                Error::Refused(dirac::Refusal {
                    reason: dirac::limits::Reason::OverLimits { .. },
                    ..
                })
            ),
            plan: None,
        }
    }
}

/// What every call answers: a view, or the problem that stopped it.
#[derive(Debug, Serialize)]
#[serde(rename_all = "lowercase")]
pub enum Answer<T> {
    /// The view asked for.
    Ok(T),
    /// Why there is none.
    Error(Problem),
}

impl<T> Answer<T> {
    /// Whether the limits refused the work.
    fn refused(&self) -> bool {
        matches!(self, Answer::Error(p) if p.by_limits)
    }
}

impl<T> From<Result<T, Problem>> for Answer<T> {
    fn from(result: Result<T, Problem>) -> Answer<T> {
        match result {
            Ok(v) => Answer::Ok(v),
            Err(p) => Answer::Error(p),
        }
    }
}

/// Rules from `key=value` pairs separated by `&` (the URL's form: `board=10&dirac-die=1%3A2%2C2`,
/// values percent-encoded or not); rules not given keep the puzzle's values. A die beside its
/// count is read as every face reads it ([`dirac::RuleKeys`]): they must agree. Unknown keys are
/// ignored, so a URL may carry other state.
pub fn rules_from(query: &str) -> Result<Rules, Problem> {
    let mut keys = dirac::RuleKeys::default();
    for (key, value) in form_urlencoded::parse(query.as_bytes()) {
        keys.key(&key, &value)?;
    }
    keys.rules().map_err(Problem::from)
}

/// The page's query for a game: its starts (`starts=4,8`) and each rule that differs from the
/// puzzle's, by its key ([`Rules::changed`]), as [`rules_from`] reads them back. A notebook opens
/// the explorer on a game with this (`Game.explore()` in Python).
///
/// ```
/// use dirac::{Rules, die::Die};
///
/// let rules = Rules::builder().board(7).dirac_die(Die::parse("1:2,2")?).build()?;
/// let query = dirac_web::query_of(&[4, 8], &rules);
/// assert_eq!(query, "starts=4,8&board=7&dirac-die=1:2,2");
/// assert_eq!(dirac_web::rules_from(&query).unwrap(), rules);
/// assert_eq!(dirac_web::query_of(&[4, 8], &Rules::default()), "starts=4,8");
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
pub fn query_of(starts: &[u32], rules: &Rules) -> String {
    let mut query = form_urlencoded::Serializer::new(String::new());
    let starts: Vec<String> = starts.iter().map(u32::to_string).collect();
    query.append_pair("starts", &starts.join(","));
    for given in rules.changed() {
        query.append_pair(given.key(), &given.text());
    }
    // Commas and colons (starts, dice) kept as they are typed, as the page's URL keeps them.
    query.finish().replace("%2C", ",").replace("%3A", ":")
}

fn game(input: &str, rules: &str) -> Result<Game, Problem> {
    Game::parse(input, rules_from(rules)?).map_err(|e| Problem::from(Error::Input(e)))
}

/// Everything the page shows about one game.
pub fn analysis(input: &str, rules: &str) -> Result<AnalysisView, Problem> {
    analysis_within(input, rules, &LIMITS)
}

fn analysis_within(input: &str, rules: &str, limits: &Limits) -> Result<AnalysisView, Problem> {
    let game = game(input, rules)?;
    let request = plan::Analysis {
        digits: Digits::PAGE,
        listed: Some(PLAYERS_DRAWN),
    };
    let planned = request.plan(&game, limits);
    // A refusal carries its plan, told as `--explain` tells it.
    let told = match &planned {
        Err(
            e @ Error::Refused(dirac::Refusal {
                reason: dirac::limits::Reason::OverLimits { .. },
                ..
            }),
        ) => PlanView::of("analysis", Err(e), limits).ok().map(Box::new),
        _ => None,
    };
    planned.and_then(|plan| plan.run()).map_err(|e| Problem {
        plan: told,
        ..Problem::from(e)
    })
}

/// One player's own universes by (space, score) after `turn` of their turns.
pub fn layer_of(
    input: &str,
    rules: &str,
    player: usize,
    turn: usize,
) -> Result<LayerView, Problem> {
    grid(&game(input, rules)?, player, turn, &LIMITS)
}

fn grid(game: &Game, player: usize, turn: usize, limits: &Limits) -> Result<LayerView, Problem> {
    let request = plan::Layer {
        player,
        turn,
        digits: Digits::PAGE,
    };
    request
        .plan(game, limits)
        .and_then(|plan| plan.run())
        .map_err(Problem::from)
}

/// Both games on every pair of starts, for the boards whose sweep a page draws.
pub fn sweep_of(rules: &str) -> Result<SweepView, Problem> {
    sweep_within(rules, &LIMITS)
}

fn sweep_within(rules: &str, limits: &Limits) -> Result<SweepView, Problem> {
    let rules = rules_from(rules)?;
    sweep_drawn(&rules).map_err(Problem::from)?;
    let request = plan::Sweep {
        digits: Digits::PAGE,
        written: plan::Written::NOTHING,
    };
    request
        .plan(&rules, limits)
        .and_then(|plan| plan.run())
        .map(|cells| cells.view())
        .map_err(Problem::from)
}

/// The game under every value the page scans `rule` over (its key, `dirac-target`).
pub fn scan_of(input: &str, rules: &str, rule: &str) -> Result<dirac::view::ScanView, Problem> {
    let game = game(input, rules)?;
    let values = dirac::view::PAGE_SCANNED
        .iter()
        .find(|r| r.key() == rule)
        .and_then(|&r| dirac::view::page_scan_values(r, &game))
        .ok_or_else(|| {
            Problem::from(Error::TooLarge(format!(
                "the page scans no rule named {rule:?}"
            )))
        })?;
    let request = plan::Scan {
        values,
        digits: Digits::PAGE,
    };
    request
        .plan(&game, &LIMITS)
        .and_then(|plan| plan.run())
        .map_err(Problem::from)
}

/// The user's `answer` (as typed) checked for the game, against both parts, within the page's
/// limits: right, a known mistake's number, or neither (`dirac check`).
pub fn check_of(input: &str, rules: &str, answer: &str) -> Result<dirac::view::CheckView, Problem> {
    use dirac::plan::Plan;
    let game = game(input, rules)?;
    let request = dirac::plan::Check {
        answer: dirac::check::parse_answer(answer).map_err(Problem::from)?,
        parts: dirac::plan::Parts::Both,
        reveal: false,
    };
    request
        .plan(&game, &LIMITS)
        .and_then(|plan| plan.run())
        .map_err(Problem::from)
}

/// `games` games of the game rolled with seeded random dice (at most
/// [`dirac::simulate::MAX_GAMES`]), within the page's limits.
pub fn simulate_of(
    input: &str,
    rules: &str,
    seed: u64,
    games: u64,
) -> Result<dirac::view::SimulationView, Problem> {
    let game = game(input, rules)?;
    let request = plan::Simulate {
        seed,
        games,
        digits: Digits::PAGE,
    };
    request
        .plan(&game, &LIMITS)
        .and_then(|plan| plan.run())
        .map_err(Problem::from)
}

/// The grids of the first [`PLAYERS_DRAWN`] players after `turn` of their turns, each an
/// answer of its own.
pub fn layers_of(input: &str, rules: &str, turn: usize) -> Result<Vec<Answer<LayerView>>, Problem> {
    layers_within(input, rules, turn, &LIMITS)
}

fn layers_within(
    input: &str,
    rules: &str,
    turn: usize,
    limits: &Limits,
) -> Result<Vec<Answer<LayerView>>, Problem> {
    let game = game(input, rules)?;
    // Past the grids a page draws, each player's answer says so, and nothing is counted.
    let drawn = dirac::view::layers_drawn(game.rules()).map_err(Problem::from);
    Ok((0..game.players().min(PLAYERS_DRAWN))
        .map(|i| Answer::from(drawn.clone().and_then(|()| grid(&game, i, turn, limits))))
        .collect())
}

/// Everything a change redraws, in one message to the page's worker.
#[derive(Debug, Serialize)]
pub struct Redraw {
    /// The analysis.
    pub analysis: Answer<AnalysisView>,
    /// The turn the grids are at: the one asked for, at most the last turn of any player.
    pub turn: usize,
    /// The grids at that turn, when the analysis was made.
    pub layers: Option<Vec<Answer<LayerView>>>,
    /// The sweep, when asked for.
    pub sweep: Option<Answer<SweepView>>,
    /// Where the analysis is refused, the answers that are within the limits (both, or part 1
    /// alone), so that the page keeps showing what it can compute: the analysis holds every
    /// section's views, and passes the limits long before the answers do.
    pub answers: Option<SolveView>,
}

/// The answers of the game `input` under `rules`, planned and run within `limits`: both, or
/// part 1 alone where part 2 passes them; `None` when even that is refused, or the game is not
/// one. Each player's chance (the sentence where the leader is not the likelier winner) is
/// weighed where it fits.
fn answers_within(input: &str, rules: &str, limits: &Limits) -> Option<SolveView> {
    let game = game(input, rules).ok()?;
    [plan::Parts::Both, plan::Parts::Practice]
        .into_iter()
        .find_map(|parts| {
            let request = plan::Solve {
                parts,
                strategy: Strategy::PerPlayer,
                digits: Digits::PAGE,
                ..plan::Solve::default()
            };
            request.plan(&game, limits).ok()?.run().ok()
        })
        .map(|solved| solved.view)
}

/// The analysis, the grids at `turn` and, when asked, the sweep.
pub fn view_of(input: &str, rules: &str, turn: usize, with_sweep: bool) -> Redraw {
    view_within(input, rules, turn, with_sweep, &LIMITS)
}

/// [`view_of`] if it is done within [`QUICK`]'s limits, else `None`: the page then asks its
/// worker.
pub fn quick_view_of(input: &str, rules: &str, turn: usize, with_sweep: bool) -> Option<Redraw> {
    let view = view_within(input, rules, turn, with_sweep, &QUICK);
    let over = view.analysis.refused()
        || view.sweep.as_ref().is_some_and(Answer::refused)
        || view.layers.iter().flatten().any(Answer::refused);
    (!over).then_some(view)
}

fn view_within(input: &str, rules: &str, turn: usize, with_sweep: bool, limits: &Limits) -> Redraw {
    let analysis = analysis_within(input, rules, limits);
    let turn = analysis
        .as_ref()
        .ok()
        .map_or(turn, |a| turn.min(a.turn_tables.last_turn));
    let layers = analysis
        .as_ref()
        .ok()
        .and_then(|_| layers_within(input, rules, turn, limits).ok());
    let answers = match &analysis {
        Err(p) if p.kind == "refused" => answers_within(input, rules, limits),
        _ => None,
    };
    Redraw {
        analysis: Answer::from(analysis),
        turn,
        layers,
        sweep: with_sweep.then(|| Answer::from(sweep_within(rules, limits))),
        answers,
    }
}

fn json(value: &impl Serialize) -> String {
    serde_json::to_string(value).unwrap_or_else(|e| {
        format!(r#"{{"error":{{"kind":"internal","message":"cannot write the view: {e}","line":null}}}}"#)
    })
}

/// `analysis` as JSON text: `{"ok": ...}` or `{"error": ...}`.
#[cfg(feature = "full")]
#[cfg_attr(target_arch = "wasm32", wasm_bindgen)]
pub fn analyze(input: &str, rules: &str) -> String {
    json(&Answer::from(analysis(input, rules)))
}

/// `layers_of` as JSON text.
#[cfg(feature = "full")]
#[cfg_attr(target_arch = "wasm32", wasm_bindgen)]
pub fn layers(input: &str, rules: &str, turn: usize) -> String {
    json(&Answer::from(layers_of(input, rules, turn)))
}

/// `view_of` as JSON text.
#[cfg(feature = "full")]
#[cfg_attr(target_arch = "wasm32", wasm_bindgen)]
pub fn view(input: &str, rules: &str, turn: usize, with_sweep: bool) -> String {
    json(&view_of(input, rules, turn, with_sweep))
}

/// `quick_view_of` as JSON text: the view, or `null` when it would pass [`QUICK`]'s limits.
#[cfg(feature = "full")]
#[cfg_attr(target_arch = "wasm32", wasm_bindgen)]
pub fn quick_view(input: &str, rules: &str, turn: usize, with_sweep: bool) -> String {
    quick_view_of(input, rules, turn, with_sweep).map_or_else(|| "null".to_owned(), |v| json(&v))
}

/// The grids within [`QUICK`]'s limits as JSON text, or `null` past them.
#[cfg(feature = "full")]
#[cfg_attr(target_arch = "wasm32", wasm_bindgen)]
pub fn quick_layers(input: &str, rules: &str, turn: usize) -> String {
    let answer = Answer::from(layers_within(input, rules, turn, &QUICK));
    match &answer {
        Answer::Ok(l) if l.iter().any(Answer::refused) => "null".to_owned(),
        a if a.refused() => "null".to_owned(),
        _ => json(&answer),
    }
}

/// The sweep within [`QUICK`]'s limits as JSON text, or `null` past them (the page draws its
/// answers first and asks for the sweep after).
#[cfg(feature = "full")]
#[cfg_attr(target_arch = "wasm32", wasm_bindgen)]
pub fn quick_sweep(rules: &str) -> String {
    let answer = Answer::from(sweep_within(rules, &QUICK));
    if answer.refused() {
        "null".to_owned()
    } else {
        json(&answer)
    }
}

/// `sweep_of` as JSON text.
#[cfg(feature = "full")]
#[cfg_attr(target_arch = "wasm32", wasm_bindgen(js_name = sweep))]
pub fn sweep_json(rules: &str) -> String {
    json(&Answer::from(sweep_of(rules)))
}

/// `scan_of` as JSON text.
#[cfg(feature = "full")]
#[cfg_attr(target_arch = "wasm32", wasm_bindgen)]
pub fn scan(input: &str, rules: &str, rule: &str) -> String {
    json(&Answer::from(scan_of(input, rules, rule)))
}

/// `simulate_of` as JSON text, the seed and the games as the page's decimal text (whole
/// numbers; the library says which it takes).
#[cfg(feature = "full")]
#[cfg_attr(target_arch = "wasm32", wasm_bindgen)]
pub fn simulate(input: &str, rules: &str, seed: &str, games: &str) -> String {
    // Each read alone, so that a refusal names the one that is wrong, in the library's words.
    let whole = |text: &str, refused: fn(&dyn std::fmt::Debug) -> Error| {
        text.trim()
            .parse::<u64>()
            .map_err(|_| Problem::from(refused(&text)))
    };
    let answer = whole(seed, dirac::simulate::seed_refused).and_then(|seed| {
        whole(games, dirac::simulate::games_refused)
            .and_then(|games| simulate_of(input, rules, seed, games))
    });
    json(&Answer::from(answer))
}

/// `check_of` as JSON text.
#[cfg(feature = "full")]
#[cfg_attr(target_arch = "wasm32", wasm_bindgen)]
pub fn check(input: &str, rules: &str, answer: &str) -> String {
    json(&Answer::from(check_of(input, rules, answer)))
}

/// The rules a page's scan varies, in the order it offers them (`dirac::view::PAGE_SCANNED`):
/// their keys as JSON text, for the page to name from `rules()`.
#[cfg(feature = "full")]
#[cfg_attr(target_arch = "wasm32", wasm_bindgen)]
pub fn scanned() -> String {
    json(&dirac::view::PAGE_SCANNED.map(dirac::Rule::key))
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::Value;

    const EXAMPLE: &str = "Player 1 starting position: 4\nPlayer 2 starting position: 8\n";

    #[test]
    fn the_example_gives_the_puzzles_answers() {
        let a = analysis(EXAMPLE, "").unwrap();
        let (practice, dirac) = (a.solve.practice.unwrap(), a.solve.dirac.unwrap());
        assert_eq!(practice.answer, "739785");
        assert_eq!(dirac.answer, "444356092776315");
        assert_eq!(dirac.wins[1], "341960390180808");
        assert_eq!(dirac.share[0].percent, "56.51%");
        assert_eq!(a.stats.win_probability[0].percent, "77.60%");
        assert_eq!(a.turn_tables.players[0].by_turn[3].reached, "249542");
        assert_eq!(a.trace.rows.len(), 331);
        assert_eq!(a.trace.rows[0].rolled, [1, 2, 3]);
        assert_eq!((a.chart.drawn, a.chart.bars.len()), (6, 10));
        // The explanation's numbers come with the analysis, from the library.
        assert_eq!(a.explain.practice_cycles.winner_turns, "166");
        assert_eq!(a.explain.universes.total, dirac.total);
        assert_eq!(a.explain.round_terms.len(), 10);
        assert_eq!(
            a.explain.round_terms[3].terms[0].product,
            a.turn_tables.rounds[3].wins[0]
        );
        let envelope: Value = serde_json::from_str(&analyze(EXAMPLE, "dirac-target=10")).unwrap();
        assert!(envelope["ok"]["solve"]["dirac"]["answer"].is_string());
        // One vocabulary: the rules' keys are the command line's JSON keys.
        assert_eq!(envelope["ok"]["solve"]["rules"]["dirac_target"], 10);
    }

    /// The query a notebook opens the explorer with reads back as the same rules, whatever
    /// differs from the puzzle: numbers, a die given by its faces, a practice sequence.
    #[test]
    fn a_games_query_reads_back_as_its_rules() {
        use dirac::die::{Die, Sequence};
        let cases = [
            Rules::default(),
            Rules::builder().board(7).build().unwrap(),
            Rules::builder()
                .rolls(2)
                .dirac_faces(4)
                .practice_target(500)
                .build()
                .unwrap(),
            Rules::builder()
                .dirac_die(Die::parse("1:2,2").unwrap())
                .dirac_target(12)
                .build()
                .unwrap(),
            Rules::builder()
                .practice_sequence(Sequence::parse("6..1").unwrap())
                .dirac_die(Die::parse("0,1,2").unwrap())
                .board(12)
                .build()
                .unwrap(),
            Rules::builder().practice_die(7).build().unwrap(),
        ];
        for rules in cases {
            let query = query_of(&[3, 7, 2], &rules);
            assert!(query.starts_with("starts=3,7,2"), "{query}");
            assert_eq!(rules_from(&query).unwrap(), rules, "{query}");
            // Only what differs from the puzzle is named.
            assert_eq!(
                query == "starts=3,7,2",
                rules == Rules::default(),
                "{query}"
            );
        }
    }

    #[test]
    fn the_first_modules_answers_are_the_analysis_own() {
        let three = "Player 1 starting position: 3\nPlayer 2 starting position: 7\nPlayer 3 starting position: 2\n";
        for (input, rules) in [
            (EXAMPLE, ""),
            (EXAMPLE, "dirac-target=7"),
            (three, "board=9&dirac-target=12&dirac-die=1%3A2%2C2"),
        ] {
            let Some(Answer::Ok(first)) = first::answers_of(input, rules) else {
                panic!("no first answers for {rules:?}");
            };
            let mut whole = analysis(input, rules).unwrap().solve;
            // The contrast needs the players' chances, which the first module does not hold.
            whole.contrast = String::new();
            assert_eq!(first, whole, "{rules:?}");
        }
        // A bad input is the analysis's problem; past the quick limits, nothing (the page waits
        // for the whole engine).
        let bad = first::answers_of("Player 1 starting position: 11\n", "");
        assert!(
            matches!(bad, Some(Answer::Error(p)) if p == analysis("Player 1 starting position: 11\n", "").unwrap_err())
        );
        assert!(first::answers_of(EXAMPLE, "dirac-target=1300").is_none());
        assert_eq!(first::quick_answers(EXAMPLE, "dirac-target=1300"), "null");
        let envelope: Value = serde_json::from_str(&first::quick_answers(EXAMPLE, "")).unwrap();
        assert_eq!(envelope["ok"]["dirac"]["answer"], "444356092776315");
    }

    #[test]
    fn past_eight_players_the_page_gets_short_counts_and_eight_tables() {
        let many: String = (1..=12)
            .map(|n| format!("Player {n} starting position: {}\n", n % 10 + 1))
            .collect();
        let a = analysis(&many, "dirac-target=300").unwrap();
        let listed: Vec<bool> = a
            .turn_tables
            .players
            .iter()
            .map(|p| !p.by_turn.is_empty())
            .collect();
        assert_eq!(listed, [[true; 8].as_slice(), &[false; 4]].concat());
        assert!(!a.chart.per_player);
        let wins = &a.solve.dirac.unwrap().wins;
        assert!(wins.iter().any(|w| w.ends_with(" digits)")), "{wins:?}");
        assert!(wins.iter().all(|w| w.chars().count() <= 100), "{wins:?}");
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
        assert_eq!(rule.kind, "rules");
        assert!(
            rule.message.starts_with("board size 0 is not allowed"),
            "{}",
            rule.message
        );
        let refused = analysis(EXAMPLE, "dirac-target=1000000&board=1000000").unwrap_err();
        assert_eq!(refused.kind, "refused", "{}", refused.message);
        assert!(
            refused.message.contains("would need about ")
                && refused.message.contains(" years) and 2.4 EiB of memory"),
            "{}",
            refused.message
        );
        let text: Value = serde_json::from_str(&analyze("", "")).unwrap();
        assert_eq!(text["error"]["kind"], "input");
        let player = layer_of(EXAMPLE, "", 2, 0).unwrap_err();
        assert_eq!(
            player.message,
            "there is no player 3 in a game of 2 players"
        );
    }

    #[test]
    fn the_dice_come_from_the_url_encoded_or_not() {
        let loaded = analysis(EXAMPLE, "dirac-die=1%3A2%2C2").unwrap();
        assert_eq!(loaded.solve.dirac.unwrap().answer, "12364035865579");
        assert_eq!(loaded.solve.rules.dirac_die.text(), "1:2,2");
        assert_eq!(loaded.solve.rules.dirac_faces, 3);
        assert_eq!(
            rules_from("dirac-die=1:2,2").unwrap(),
            rules_from("dirac-die=1%3a2%2C2").unwrap()
        );
        let down = analysis(EXAMPLE, "practice-sequence=6..1").unwrap();
        assert_eq!(down.solve.practice.unwrap().answer, "847320");
        assert_eq!(down.solve.rules.practice_sequence.text(), "6..1");
        assert_eq!(down.solve.rules.dirac_die.text(), "1..3");
        // A die beside its count, in either order: as every face reads them, they must agree.
        let faces = |query| rules_from(query).unwrap().dirac_faces();
        assert_eq!(faces("dirac-faces=3&dirac-die=1:2,2"), 3);
        assert_eq!(faces("dirac-faces=6"), 6);
        for query in [
            "dirac-faces=6&dirac-die=1..3",
            "dirac-die=1..3&dirac-faces=6",
        ] {
            let both = rules_from(query).unwrap_err();
            assert_eq!(both.kind, "rules");
            assert!(both.message.contains("given twice"), "{}", both.message);
        }
        let bad = analysis(EXAMPLE, "dirac-die=1%2C%2C2").unwrap_err();
        assert_eq!(bad.kind, "rules");
        assert_eq!(
            bad.message,
            dirac::die::Die::parse("1,,2").unwrap_err().to_string()
        );
        assert!(
            bad.message
                .starts_with(r#"Dirac die "1,,2": "" is not a value; expected faces"#),
            "{}",
            bad.message
        );
        let empty = rules_from("practice-sequence=").unwrap_err();
        assert!(
            empty.message.starts_with("practice sequence"),
            "{}",
            empty.message
        );
        // Spaces arrive as `+`; a broken escape is kept for the message to quote.
        assert_eq!(faces("dirac-die=1:2,+2"), 3);
        let broken = rules_from("dirac-die=1%zz").unwrap_err();
        assert!(broken.message.contains(r#""1%zz""#), "{}", broken.message);
        let dice: Value = serde_json::from_str(&first::dice()).unwrap();
        let field = |name: &str| -> Vec<Value> {
            let all = dice.as_array().unwrap();
            all.iter().map(|d| d[name].clone()).collect()
        };
        assert_eq!(field("key"), ["practice-sequence", "dirac-die"]);
        assert_eq!(field("replaces"), ["practice-die", "dirac-faces"]);
        assert_eq!(field("default"), ["1..100", "1..3"]);
        assert!(dice[1]["allowed"].as_str().unwrap().contains("1:2,2"));
    }

    #[test]
    fn layers_and_sweeps_come_back_whole() {
        let l = layer_of(EXAMPLE, "", 1, 2).unwrap();
        assert_eq!(l.grid.len(), 10);
        assert_eq!(l.grid[0].len(), 21);
        assert_eq!(l.reached, "0");
        // Past the grids a page draws (20000 cells), every player's answer says so.
        let wide = layers_of(EXAMPLE, "board=1000", 1).unwrap();
        assert_eq!(wide.len(), 2);
        for answer in wide {
            let Answer::Error(p) = answer else {
                panic!("a grid of 21000 cells was drawn");
            };
            assert!(
                p.message.contains("21000 cells, too many to draw"),
                "{}",
                p.message
            );
        }
        // Part 2 refused, part 1 still given.
        let far = view_of(EXAMPLE, "dirac-target=1000000", 1, false);
        assert!(far.analysis.refused());
        let answers = far.answers.unwrap();
        assert_eq!(answers.practice.unwrap().answer, "739785");
        assert!(answers.dirac.is_none());
        assert!(view_of(EXAMPLE, "", 1, false).answers.is_none());
        // The analysis refused, both answers within the limits (limits that hold the answers'
        // plan and not the analysis's): both answers given, as the command gives them.
        let game = Game::parse(EXAMPLE, Rules::default()).unwrap();
        let solve = plan::Solve {
            strategy: Strategy::PerPlayer,
            digits: Digits::PAGE,
            ..plan::Solve::default()
        };
        let cost = solve.plan(&game, &LIMITS).unwrap().cost();
        let tight = Limits {
            max_work: u64::try_from(cost.steps()).unwrap(),
            max_memory: u64::try_from(cost.memory).unwrap(),
        };
        let within = view_within(EXAMPLE, "", 1, false, &tight);
        assert!(within.analysis.refused());
        let answers = within.answers.unwrap();
        assert_eq!(answers.dirac.unwrap().answer, "444356092776315");
        assert!(answers.practice.is_some());
        let edge = layers_of(EXAMPLE, "board=952", 1).unwrap();
        assert!(matches!(edge[0], Answer::Ok(_)), "19992 cells are drawn");
        let scanned: Value = serde_json::from_str(&scanned()).unwrap();
        assert_eq!(scanned[0], "dirac-target");
        let s = sweep_of("").unwrap();
        assert_eq!(s.cells.len(), 100);
        assert_eq!(s.cells[37].dirac_answer, "444356092776315");
        assert_eq!(s.cells[37].label, "78%");
        let past = sweep_of("board=33").unwrap_err();
        assert_eq!(past.kind, "refused");
        assert!(
            past.message.contains("at most 32 spaces"),
            "{}",
            past.message
        );
        assert_eq!(dirac::view::RuleView::all().len(), 6);
        let v: Value = serde_json::from_str(&view(EXAMPLE, "", 99, true)).unwrap();
        assert_eq!(v["turn"], 10, "the turn is clamped to the last");
        assert_eq!(
            v["analysis"]["ok"]["solve"]["dirac"]["answer"],
            "444356092776315"
        );
        assert_eq!(v["layers"].as_array().map(Vec::len), Some(2));
        assert_eq!(v["layers"][1]["ok"]["turn"], 10);
        assert_eq!(v["sweep"]["ok"]["rules"]["board"], 10);
        let bad: Value =
            serde_json::from_str(&view("Player 1 starting position: 11\n", "", 0, false)).unwrap();
        assert_eq!(bad["analysis"]["error"]["kind"], "input");
        assert!(bad["layers"].is_null() && bad["sweep"].is_null());
        let many: String = (1..=12)
            .map(|n| format!("Player {n} starting position: {}\n", n % 10 + 1))
            .collect();
        let l = layers_of(&many, "dirac-target=10", 1).unwrap();
        assert_eq!(l.len(), PLAYERS_DRAWN);
    }

    #[test]
    fn a_simulation_takes_its_seed_and_games_as_text() {
        let rolled: Value = serde_json::from_str(&simulate(EXAMPLE, "", "7", "100")).unwrap();
        assert_eq!(rolled["ok"]["seed"], 7);
        assert_eq!(rolled["ok"]["games"], 100);
        let same = simulate_of(EXAMPLE, "", 7, 100).unwrap();
        assert_eq!(rolled["ok"]["games_won"][0], same.games_won[0]);
        let bad: Value = serde_json::from_str(&simulate(EXAMPLE, "", "1.5", "100")).unwrap();
        assert_eq!(
            bad["error"]["message"],
            r#"a simulation's seed is a whole number from 0 to 9007199254740991, not "1.5""#
        );
        let bad: Value = serde_json::from_str(&simulate(EXAMPLE, "", "-5", "1000")).unwrap();
        assert!(
            bad["error"]["message"]
                .as_str()
                .unwrap()
                .ends_with(r#"not "-5""#)
        );
        let bad: Value = serde_json::from_str(&simulate(EXAMPLE, "", "7", "ten")).unwrap();
        assert!(
            bad["error"]["message"]
                .as_str()
                .unwrap()
                .starts_with("a simulation plays from 1 to 1000000 games, not \"ten\"")
        );
        // What is whole but out of range is the library's to refuse, in its words.
        let many: Value = serde_json::from_str(&simulate(EXAMPLE, "", "1", "0")).unwrap();
        assert!(
            many["error"]["message"]
                .as_str()
                .unwrap()
                .contains("from 1 to 1000000 games"),
            "{many}"
        );
    }

    #[test]
    fn quick_views_are_the_full_ones_or_none() {
        // The puzzle's game is quick, and the same view either way.
        let quick: Value = serde_json::from_str(&quick_view(EXAMPLE, "", 3, true)).unwrap();
        let full: Value = serde_json::from_str(&view(EXAMPLE, "", 3, true)).unwrap();
        assert_eq!(quick, full);
        assert_eq!(quick_layers(EXAMPLE, "", 2), layers(EXAMPLE, "", 2));
        // A game past the quick limits but within the page's is left to the worker...
        let four = "Player 1 starting position: 4\nPlayer 2 starting position: 8\nPlayer 3 starting position: 1\nPlayer 4 starting position: 6\n";
        assert_eq!(quick_view(four, "dirac-target=100", 0, false), "null");
        let slow: Value = serde_json::from_str(&view(four, "dirac-target=100", 0, false)).unwrap();
        assert!(slow["analysis"]["ok"].is_object());
        // ... and so is a sweep, alone: the sweep of some target passes the quick limits where
        // its game does not.
        let sweep_alone = (22..=100)
            .map(|t| format!("dirac-target={t}"))
            .find(|rules| {
                quick_view(EXAMPLE, rules, 0, true) == "null"
                    && quick_view(EXAMPLE, rules, 0, false) != "null"
            });
        assert!(sweep_alone.is_some());
        // The sweep alone, likewise: the puzzle's at once, the same as the full one; one past
        // the quick limits left to the worker; a refusal by the page's sizes answered at once.
        assert_eq!(quick_sweep(""), sweep_json(""));
        let slow = sweep_alone.unwrap();
        assert_eq!(quick_sweep(&slow), "null");
        assert!(sweep_json(&slow).starts_with(r#"{"ok":"#));
        assert!(quick_sweep("board=33").contains("at most 32 spaces"));
        // Bad input is answered at once: no limit is involved.
        let bad: Value = serde_json::from_str(&quick_view("nonsense", "", 0, true)).unwrap();
        assert_eq!(bad["analysis"]["error"]["kind"], "input");
        // Past even the page's limits, the worker answers with the refusal.
        assert_eq!(
            quick_view(EXAMPLE, "dirac-target=1000000&board=1000000", 0, false),
            "null"
        );
    }
}
