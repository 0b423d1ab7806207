//! One rule varied over a list of values, the starts and every other rule kept: how the game
//! changes as a rule changes.
//!
//! Each value gives a game of its own, analysed as [`Analysis`] analyses one (both answers,
//! the universes won, each player's exact chance of winning, the expected length). The scan is
//! estimated as a whole before any of them is played: the sum of every game's work, and the
//! largest game's memory beside what the rows already made hold.
//!
//! A scan shows what one game cannot: where the player who wins in more universes is not the
//! one more likely to win. Universes that end sooner are fewer, each of them weighing more
//! (a universe of `t` turns has probability `P^-t`), so a player who wins fast wins fewer
//! universes for the same chance.

use crate::analysis::Analysis;
use crate::cost::{self, TurnsUse};
use crate::die::{Die, DieRule, Sequence};
use crate::error::Error;
use crate::game::Game;
use crate::limits::{Cost, Limits, Refine, Subject};
use crate::num::Fraction;
use crate::practice::PracticeOutcome;
use crate::quantum::DiracOutcome;
use crate::rules::{Rule, Rules};
use crate::tables::kernel::Kernel;
use crate::tables::shape::{longest_game, turn_bits};
use crate::work::Work;

/// The most values a scan takes.
pub const MAX_VALUES: usize = 1000;

/// The values a scan gives its one varied rule.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Values {
    /// A numeric rule ([`Rule`]) over these values.
    Rule(Rule, Vec<u64>),
    /// The Dirac game's die, over these dice.
    DiracDie(Vec<Die>),
    /// The practice game's die, over these sequences.
    PracticeSequence(Vec<Sequence>),
}

impl Values {
    /// The varied rule's key, as its command-line flag names it: `dirac-target`, `dirac-die`.
    pub fn key(&self) -> &'static str {
        match self {
            Values::Rule(rule, _) => rule.key(),
            Values::DiracDie(_) => DieRule::DiracDie.key(),
            Values::PracticeSequence(_) => DieRule::PracticeSequence.key(),
        }
    }

    /// The varied rule's name, as messages write it: `Dirac target`, `Dirac die`.
    pub fn name(&self) -> &'static str {
        match self {
            Values::Rule(rule, _) => rule.name(),
            Values::DiracDie(_) => DieRule::DiracDie.name(),
            Values::PracticeSequence(_) => DieRule::PracticeSequence.name(),
        }
    }

    /// How many values.
    pub fn len(&self) -> usize {
        match self {
            Values::Rule(_, v) => v.len(),
            Values::DiracDie(v) => v.len(),
            Values::PracticeSequence(v) => v.len(),
        }
    }

    /// Whether there are none.
    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }

    /// Whether the values are numbers (a rule), rather than dice.
    pub fn is_numeric(&self) -> bool {
        matches!(self, Values::Rule(..))
    }

    /// The `k`-th value as written, and `base` with the rule set to it: every face that
    /// varies a rule (a scan, a sweep over values) makes its rules here.
    pub fn rules_at(&self, base: &Rules, k: usize) -> Result<(String, Rules), Error> {
        let builder = base.to_builder();
        Ok(match self {
            Values::Rule(rule, v) => (v[k].to_string(), builder.set(*rule, v[k]).build()?),
            Values::DiracDie(v) => (v[k].to_string(), builder.dirac_die(v[k].clone()).build()?),
            Values::PracticeSequence(v) => (
                v[k].to_string(),
                builder.practice_sequence(v[k].clone()).build()?,
            ),
        })
    }

    /// Every value's game: `game`'s players under `game`'s rules with this rule set to the
    /// value. A value whose game cannot be played (a board too small for a start) is refused,
    /// naming the value.
    fn games(&self, game: &Game) -> Result<Vec<(String, Game)>, Error> {
        if self.is_empty() || self.len() > MAX_VALUES {
            let given = match self.len() {
                n if n > MAX_VALUES => format!("more than {MAX_VALUES} were"),
                n => format!("{n} were"),
            };
            return Err(Error::TooLarge(format!(
                "a scan takes from 1 to {MAX_VALUES} values of its rule; {given} given"
            )));
        }
        (0..self.len())
            .map(|k| {
                let (value, rules) = self.rules_at(game.rules(), k)?;
                let at = |source: Error| Error::Scan {
                    rule: self.name(),
                    value: value.clone(),
                    source: Box::new(source),
                };
                let played = game.with_rules(rules).map_err(|e| at(Error::Input(e)))?;
                Ok((value, played))
            })
            .collect()
    }
}

/// Parses a numeric rule's values as typed: values and ranges separated by commas, such as
/// `5..60`, `10,20,30` or `1..5,8`, each value checked as the rule checks it, in the order
/// given (a range either way round: `60..5` counts down).
///
/// ```
/// use dirac::{Rule, scan};
///
/// assert_eq!(scan::parse_values(Rule::DiracTarget, "5..8")?, [5, 6, 7, 8]);
/// assert_eq!(scan::parse_values(Rule::Board, "10,20, 3..1")?, [10, 20, 3, 2, 1]);
/// let refused = scan::parse_values(Rule::DiracTarget, "0..5").unwrap_err();
/// assert!(refused.to_string().starts_with("Dirac target 0 is not allowed"));
/// let open = scan::parse_values(Rule::DiracTarget, "5..").unwrap_err();
/// assert!(open.to_string().starts_with("Dirac target \"5..\" is not a whole number"));
/// # Ok::<(), dirac::Error>(())
/// ```
pub fn parse_values(rule: Rule, text: &str) -> Result<Vec<u64>, Error> {
    let mut values = Vec::new();
    for part in text.split(',').map(str::trim) {
        // A range missing an end (`5..`) is quoted whole, not as its empty end.
        let end = |e: &str| match e.trim() {
            "" => Err(crate::rules::RuleError {
                rule,
                found: part.to_owned(),
            }),
            e => rule.parse(e),
        };
        let (from, to) = match part.split_once("..") {
            Some((from, to)) => (end(from)?, end(to)?),
            None => {
                let v = rule.parse(part)?;
                (v, v)
            }
        };
        let count = from.abs_diff(to).saturating_add(1);
        let room = MAX_VALUES.saturating_sub(values.len()) as u64;
        if count > room {
            return Err(Error::TooLarge(format!(
                "{} {text:?} has more than {MAX_VALUES} values, the most a scan takes",
                rule.name()
            )));
        }
        if from <= to {
            values.extend(from..=to);
        } else {
            values.extend((to..=from).rev());
        }
    }
    Ok(values)
}

/// One value's game.
#[derive(Debug, Clone)]
pub struct Row {
    /// The value, as written: `21`, `1:2,2`.
    pub value: String,
    /// The game under that value.
    pub game: Game,
    /// The practice game's end.
    pub practice: PracticeOutcome,
    /// The Dirac game's universes won.
    pub dirac: DiracOutcome,
    /// Each player's exact probability of winning the Dirac game.
    pub win_probability: Vec<Fraction>,
    /// The Dirac game's expected length, in turns of all players.
    pub expected_turns: Fraction,
}

impl Row {
    /// The player (0-based) most likely to win the Dirac game, the first of them on a tie.
    pub fn likelier(&self) -> usize {
        crate::stats::likeliest(&self.win_probability)
    }
}

/// A scan: the varied rule and one row per value, in the order given.
#[derive(Debug, Clone)]
pub struct Scan {
    /// The varied rule's key (`dirac-target`).
    pub key: &'static str,
    /// The varied rule's name (`Dirac target`).
    pub name: &'static str,
    /// Whether its values are numbers.
    pub numeric: bool,
    /// The game every row varies.
    pub game: Game,
    /// One per value.
    pub rows: Vec<Row>,
}

/// Bytes a row holds beside its fractions' digits: its game, its rules and its outcomes.
const ROW_BYTES: u128 = 1024;

/// The estimate of a scan of `values` over `game`: every value's analysis one after another,
/// each held to what the limits leave after the values before it, the rows kept as they are
/// made. Refused, before any work, with the estimate of the values it got to (at least that
/// much, when it stopped before the last) when it passes `limits`.
pub fn estimate(game: &Game, values: &Values, limits: &Limits) -> Result<Cost, Error> {
    estimate_on(game, values, Kernel::active(), limits)
}

/// [`estimate`] with the tables priced on `kernel`, the plan's.
pub(crate) fn estimate_on(
    game: &Game,
    values: &Values,
    kernel: Kernel,
    limits: &Limits,
) -> Result<Cost, Error> {
    estimate_games(&values.games(game)?, values, kernel, limits)
}

fn estimate_games(
    games: &[(String, Game)],
    values: &Values,
    kernel: Kernel,
    limits: &Limits,
) -> Result<Cost, Error> {
    let subject = Subject::Scan {
        rule: values.name(),
        values: values.len(),
    };
    // Every value's analysis and practice game one after another, the rows kept as they are
    // made: crude first, then, if that does not pass the limits, refined, which is the figure
    // a refusal quotes whatever the limits.
    let whole = |refine: &Refine| -> Result<Cost, Error> {
        let (mut work, mut largest, mut held) = (Work::NONE, 0_u128, 0_u128);
        for (value, played) in games {
            let row = cost::turns_cost(played, TurnsUse::Stats, refine, kernel)
                .map(|analysis| analysis.then(crate::practice::cost(played)))
                .map_err(|refusal| Error::Scan {
                    rule: values.name(),
                    value: value.clone(),
                    source: Box::new(Error::Refused(refusal)),
                })?;
            work = work.plus(row.work);
            largest = largest.max(row.memory);
            let fractions = fractions(played, refine);
            work = work.plus(fractions.work);
            held = held.saturating_add(ROW_BYTES.saturating_add(fractions.memory));
        }
        Ok(Cost {
            work,
            memory: largest.saturating_add(held),
        })
    };
    limits.plan(subject, whole)
}

/// A row's fractions: each player's chance and the expected length, numerators and
/// denominators, over at most `P^(n·M)` for `n` players and the longest game `M` of any start,
/// `P^M` growing by `R·log₂ F` bits a turn; held in binary in the scan and in decimal in its
/// view (`log₁₀ 2 < 0.30103` digits a bit), each part written in decimal, its words squared.
fn fractions(game: &Game, refine: &Refine) -> Cost {
    let rules = game.rules();
    let players = game.players() as u128;
    let turns = longest_game(rules, refine);
    let bits = players
        .saturating_mul(turns)
        .saturating_mul(turn_bits(rules).max(1));
    let digits = crate::work::decimal_digits(bits);
    let fractions = (players + 1).saturating_mul(2);
    let words = crate::work::words(bits);
    Cost {
        work: Work::of(
            crate::work::Op::Word,
            fractions.saturating_mul(words.saturating_mul(words)),
        ),
        memory: fractions.saturating_mul((bits / 8).saturating_add(digits).saturating_add(64)),
    }
}

/// At most how many digits a scan's exact fractions have in all, written whole: the bound of
/// [`cost::stats_digits`] summed over every value's game.
pub fn digits_bound(game: &Game, values: &Values) -> Result<u128, Error> {
    digits_bound_within(game, values, &Refine::refined())
}

/// [`digits_bound`], crude or refined within `refine`'s one budget for every value's passes.
pub(crate) fn digits_bound_within(
    game: &Game,
    values: &Values,
    refine: &Refine,
) -> Result<u128, Error> {
    Ok(values.games(game)?.iter().fold(0_u128, |sum, (_, played)| {
        sum.saturating_add(cost::stats_digits_within(played, refine))
    }))
}

/// Analyses `game` under every value of `values`, calling `progress(done, total)` after each,
/// refused before any work when the whole scan passes `limits` ([`estimate`]).
///
/// ```
/// use dirac::{Game, Limits, Rule, Rules, scan::{self, Values}};
///
/// let game = Game::example(Rules::default()).unwrap();
/// let values = Values::Rule(Rule::DiracTarget, vec![7, 21]);
/// let s = scan::run(&game, &values, &Limits::default(), |_, _| {})?;
/// let puzzle = &s.rows[1];
/// assert_eq!(puzzle.dirac.answer().to_string(), "444356092776315");
/// assert_eq!(puzzle.win_probability[0].percent(2), "77.60%");
/// // At a target of 7, player 1 is the likelier winner but wins in fewer universes.
/// let near = &s.rows[0];
/// assert_eq!((near.likelier(), near.dirac.leader()), (0, 1));
/// # Ok::<(), dirac::Error>(())
/// ```
pub fn run(
    game: &Game,
    values: &Values,
    limits: &Limits,
    progress: impl FnMut(usize, usize),
) -> Result<Scan, Error> {
    let games = values.games(game)?;
    let kernel = Kernel::active();
    estimate_games(&games, values, kernel, limits)?;
    rows_of(game, values, games, (kernel, limits), progress)
}

/// [`run`] for a plan that estimated it already, the tables built on `kernel` (each value's
/// statistics' digits still held to `limits`).
pub(crate) fn planned(
    game: &Game,
    values: &Values,
    (kernel, limits): (Kernel, &Limits),
    progress: impl FnMut(usize, usize),
) -> Result<Scan, Error> {
    rows_of(
        game,
        values,
        values.games(game)?,
        (kernel, limits),
        progress,
    )
}

/// The scan of `game` from each value's game.
fn rows_of(
    game: &Game,
    values: &Values,
    games: Vec<(String, Game)>,
    (kernel, limits): (Kernel, &Limits),
    mut progress: impl FnMut(usize, usize),
) -> Result<Scan, Error> {
    let total = games.len();
    let mut rows = Vec::with_capacity(total);
    for (k, (value, played)) in games.into_iter().enumerate() {
        let a = Analysis::planned(&played, kernel, limits).map_err(|source| Error::Scan {
            rule: values.name(),
            value: value.clone(),
            source: Box::new(source),
        })?;
        let stats = a.stats();
        rows.push(Row {
            value,
            practice: a.practice().clone(),
            dirac: a.outcome().clone(),
            win_probability: stats.win_probability.clone(),
            expected_turns: stats.expected_turns.clone(),
            game: played,
        });
        progress(k + 1, total);
    }
    Ok(Scan {
        key: values.key(),
        name: values.name(),
        numeric: values.is_numeric(),
        game: game.clone(),
        rows,
    })
}

#[cfg(test)]
mod tests;
