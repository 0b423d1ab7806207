//! Arguments from Python, validated at the boundary into the library's types: rules, limits,
//! a strategy, a player.

use dirac::Strategy;
use dirac::die::{Die, DieRule, Sequence};
use dirac::input::{InputError, InputErrorKind};
use dirac::{Error, Game, Limits, Rule, RuleError, Rules};
use pyo3::exceptions::PyTypeError;
use pyo3::prelude::*;
use pyo3::types::{
    PyBool, PyBytes, PyDict, PyFrozenSet, PyMapping, PyRange, PyRangeMethods, PySet, PyString,
};

use crate::errors::{self, keyword};

/// A rule left out: the puzzle's (the signatures show its value).
pub(crate) const PUZZLE: Given = Given(None);

/// A whole-number argument as given: the value when it fits 64 bits, else its decimal text
/// (negative or too large), so that the library's own message can refuse it.
#[derive(Debug, Clone)]
pub(crate) struct Whole(Result<u64, String>);

impl Whole {
    /// A default value.
    pub(crate) const fn of(value: u64) -> Whole {
        Whole(Ok(value))
    }

    /// Its decimal text.
    fn text(self) -> String {
        self.0.map_or_else(|text| text, |v| v.to_string())
    }
}

/// A rule's keyword as the caller gave it, or `Given(None)` when left out: the rule is then the
/// puzzle's, and a die may be given in place of its count.
#[derive(Debug, Clone)]
pub(crate) struct Given(pub(crate) Option<Whole>);

impl<'a, 'py> FromPyObject<'a, 'py> for Given {
    type Error = PyErr;

    fn extract(obj: Borrowed<'a, 'py, PyAny>) -> PyResult<Given> {
        obj.extract().map(|whole| Given(Some(whole)))
    }
}

impl<'a, 'py> FromPyObject<'a, 'py> for Whole {
    type Error = PyErr;

    fn extract(obj: Borrowed<'a, 'py, PyAny>) -> PyResult<Whole> {
        // Any integer (numpy's too, through `__index__`), but not a bool, which Python counts
        // as an int and a user never means as a board size.
        let int = if obj.is_instance_of::<PyBool>() || !obj.hasattr("__index__")? {
            None
        } else {
            obj.call_method0("__index__").ok()
        };
        let Some(int) = int else {
            return Err(PyTypeError::new_err(format!(
                "expected an int, got {}",
                obj.get_type().name()?
            )));
        };
        Ok(Whole(int.extract::<u64>().map_err(|_| {
            int.str().map_or_else(|_| "?".to_owned(), |s| s.to_string())
        })))
    }
}

/// `board=7, dirac_die='1:2,2'`: rules by their keys ([`Rules::given`] or [`Rules::changed`])
/// as keywords, a die that is not `1..N` in place of its count.
pub(crate) fn keywords(given: Vec<dirac::Given>) -> Vec<String> {
    given
        .into_iter()
        .map(|given| match &given {
            dirac::Given::Count(_, value) => format!("{}={value}", keyword(given.key())),
            dirac::Given::Die(_, faces) => format!("{}='{faces}'", keyword(given.key())),
        })
        .collect()
}

/// The rules from a call's keywords (`**rules`): every rule by its key ([`Rule::ALL`], then
/// [`DieRule::ALL`]), the one table the keywords are read from; a rule left out is the
/// puzzle's. A keyword that names no rule is a `TypeError`, as Python's own would be.
pub(crate) fn rule_keywords(py: Python<'_>, given: Option<&Bound<'_, PyDict>>) -> PyResult<Rules> {
    // No keywords, the puzzle's rules: the most common call, made without reading a table.
    let Some(given) = given.filter(|d| !d.is_empty()) else {
        return Ok(Rules::default());
    };
    let mut values = Rule::ALL.map(|rule| (rule, PUZZLE));
    let mut dice: [(DieRule, Option<Bound<'_, PyAny>>); 2] = DieRule::ALL.map(|die| (die, None));
    for (name, value) in given.iter() {
        let name: String = name.extract()?;
        if let Some((_, slot)) = values.iter_mut().find(|(r, _)| keyword(r.key()) == name) {
            *slot = value
                .extract::<Given>()
                .map_err(|e| PyTypeError::new_err(format!("{name}: {}", e.value(py))))?;
        } else if let Some((_, slot)) = dice.iter_mut().find(|(d, _)| keyword(d.key()) == name) {
            *slot = (!value.is_none()).then_some(value);
        } else if name == "max_work" || name == "max_memory" {
            // Limits bound the work, which the methods do: say where they go.
            return Err(PyTypeError::new_err(format!(
                "unexpected keyword argument '{name}': limits are not rules; give {name} to the \
                 method that does the work, as in game.solve({name}=...) or game.turns({name}=...)"
            )));
        } else {
            let known: Vec<String> = Rule::ALL
                .iter()
                .map(|r| keyword(r.key()))
                .chain(DieRule::ALL.iter().map(|d| keyword(d.key())))
                .collect();
            return Err(PyTypeError::new_err(format!(
                "unexpected keyword argument '{name}': the rules are {}",
                known.join(", ")
            )));
        }
    }
    rules(
        py,
        values,
        dice.each_ref().map(|(die, v)| (*die, v.as_ref())),
    )
}

/// The rules from the keyword arguments, read as every face reads them ([`dirac::RuleKeys`]:
/// a die beside its count must agree with it), each value checked by the library.
pub(crate) fn rules(
    py: Python<'_>,
    values: [(Rule, Given); 6],
    dice: [(DieRule, Option<&Bound<'_, PyAny>>); 2],
) -> PyResult<Rules> {
    let mut keys = dirac::RuleKeys::default();
    for (rule, Given(value)) in values {
        let Some(Whole(value)) = value else {
            continue;
        };
        // A value past 64 bits cannot reach the library: refuse it as the library would.
        let value = value.map_err(|found| errors::rule(py, &RuleError { rule, found }))?;
        keys.set(rule, value);
    }
    for (die, given) in dice {
        let Some(given) = given else {
            continue;
        };
        let text = die_text(py, die, given)?;
        keys.key(die.key(), &text)
            .map_err(|e| errors::from_dirac(py, &e))?;
    }
    keys.rules().map_err(|e| errors::from_dirac(py, &e))
}

/// A die as given: its text (`"1:2,2"`), or its values (any iterable of ints: a list, a tuple,
/// a range) written as a list, for the library to read and to refuse in its own words.
fn die_text(py: Python<'_>, die: DieRule, given: &Bound<'_, PyAny>) -> PyResult<String> {
    if let Ok(text) = given.cast::<PyString>() {
        // Lone surrogates become U+FFFD, which the library refuses in the die's own words.
        return Ok(text.to_string_lossy().into_owned());
    }
    if let Some(text) = range_text(given) {
        return Ok(text);
    }
    let name = keyword(die.key());
    let (unit, example) = match die {
        DieRule::DiracDie => ("face", "'1:2,2' or a list such as [1, 1, 2]"),
        DieRule::PracticeSequence => ("roll", "'6..1' or a list such as [6, 5, 4]"),
    };
    let not_a_die = || {
        let kind = given
            .get_type()
            .name()
            .map_or_else(|_| "?".to_owned(), |n| n.to_string());
        PyTypeError::new_err(format!("{name} is written as {example}, not {kind}"))
    };
    // A mapping's iteration is its keys (`{1: 2, 2: 1}` would silently be the die 1, 2), and a
    // set has neither repeats nor an order: each would be read as something else.
    if given.is_instance_of::<PyBytes>() || unlisted(given).is_some() {
        return Err(not_a_die());
    }
    let too_long = match die {
        DieRule::DiracDie => format!("a Dirac die has at most {MAX_LISTED} faces"),
        DieRule::PracticeSequence => format!(
            "{name} lists more than {MAX_LISTED} values; write a longer one as text \
             ('1..1000000000', '6..1:1000') or a range of step 1 or -1"
        ),
    };
    let mut values = Vec::new();
    for (i, item) in given.try_iter().map_err(|_| not_a_die())?.enumerate() {
        // Read no further than a list worth writing out: past it, the iterable might not end.
        if i == MAX_LISTED {
            return Err(errors::argument(py, &name, too_long));
        }
        let value = item?.extract::<Whole>().map_err(|e| {
            PyTypeError::new_err(format!("{name}'s {unit} {}: {}", i + 1, e.value(py)))
        })?;
        values.push(value.text());
    }
    Ok(values.join(","))
}

/// The most values read from a list or any other iterable (a die of at most a million faces).
const MAX_LISTED: usize = 1_000_000;

/// A range of steps of one by its ends, however long: `range(6, 0, -1)` is `6..1`.
fn range_text(given: &Bound<'_, PyAny>) -> Option<String> {
    let range = given.cast::<PyRange>().ok()?;
    let (first, step) = (range.start().ok()?, range.step().ok()?);
    let len = isize::try_from(range.len().ok()?).ok()?;
    let last = first.checked_add(step.checked_mul(len.checked_sub(1)?)?)?;
    (matches!(step, 1 | -1) && len >= 1).then(|| format!("{first}..{last}"))
}

/// The limits from `max_work` (steps) and `max_memory` (MiB, as the command line's
/// `--max-memory`): whole numbers from 1, memory up to this machine's where Linux tells it
/// ([`Limits::most_memory_mib`]). 2048 MiB, the default, is held to the machine's memory where
/// it has less, given or not, as on the command line.
pub(crate) fn limits(py: Python<'_>, max_work: Whole, max_memory: Whole) -> PyResult<Limits> {
    let refused = |name: &str, found: &str, max: u64, unit: &str, why: &str| {
        errors::argument(
            py,
            name,
            format!(
                "{name} {found} is not allowed: {why}expected a whole number{unit} from 1 to {max}"
            ),
        )
    };
    let one = |name: &str, Whole(value): Whole, max: u64, unit: &str| match value {
        Ok(v) if (1..=max).contains(&v) => Ok(v),
        Ok(v) => Err(refused(name, &v.to_string(), max, unit, "")),
        Err(text) => Err(refused(name, &text, max, unit, "")),
    };
    let machine = machine_memory();
    let most = Limits::most_memory_mib(machine);
    let past = match machine {
        Some(_) => format!("past this machine's {most} MiB of memory; "),
        None => String::new(),
    };
    // Up to the machine's memory, the default held to it ([`Limits::memory_mib_on`]).
    let memory = match max_memory {
        Whole(Ok(mib)) if mib >= 1 => Limits::memory_mib_on(mib, machine)
            .ok_or_else(|| refused("max_memory", &mib.to_string(), most, " (MiB)", &past))?,
        given => one("max_memory", given, most, " (MiB)")?,
    };
    Ok(Limits {
        max_work: one("max_work", max_work, u64::MAX, "")?,
        max_memory: memory << 20,
    })
}

/// This machine's memory in bytes, where Linux tells it (`/proc/meminfo`), read once.
fn machine_memory() -> Option<u64> {
    static MACHINE: std::sync::OnceLock<Option<u64>> = std::sync::OnceLock::new();
    *MACHINE.get_or_init(|| {
        let text = std::fs::read_to_string("/proc/meminfo").ok()?;
        dirac::limits::machine_memory(&text)
    })
}

/// A strategy by name (`auto`, `per-player`, `memo`, `backward`, `stack`).
pub(crate) fn strategy(py: Python<'_>, name: &str) -> PyResult<Strategy> {
    name.parse::<Strategy>()
        .map_err(|e| errors::argument(py, "strategy", e.to_string()))
}

/// A player numbered from 1, as the puzzle numbers them, to the library's index.
pub(crate) fn player(py: Python<'_>, Whole(player): Whole, players: usize) -> PyResult<usize> {
    let found = match player.map(usize::try_from) {
        Ok(Ok(p)) if (1..=players).contains(&p) => return Ok(p - 1),
        // On the library's terms, in its words.
        Ok(Ok(p)) if p > players => {
            let e = Error::NoPlayer {
                player: p - 1,
                players,
            };
            return Err(errors::argument(py, "player", e.to_string()));
        }
        Ok(_) => "below 1".to_owned(),
        Err(text) => text,
    };
    Err(errors::argument(
        py,
        "player",
        format!("there is no player {found}: players are numbered from 1 to {players}"),
    ))
}

/// A collection that iterates as no list of values: a set (no order, no repeats) or a mapping
/// (its keys).
enum Unlisted {
    Set,
    Mapping,
}

/// Whether `given` is a set or a mapping, which a die or the starts must not be read from.
fn unlisted(given: &Bound<'_, PyAny>) -> Option<Unlisted> {
    if given.is_instance_of::<PySet>() || given.is_instance_of::<PyFrozenSet>() {
        Some(Unlisted::Set)
    } else if given.cast::<PyMapping>().is_ok() {
        Some(Unlisted::Mapping)
    } else {
        None
    }
}

/// Every player's starting space, in turn order: a sequence of ints, each checked by the
/// library. A bad one is a `RulesError` naming the player (a list has no lines).
pub(crate) fn starts(py: Python<'_>, starts: &Bound<'_, PyAny>, rules: Rules) -> PyResult<Game> {
    let not_a_list = || {
        let kind = starts
            .get_type()
            .name()
            .map_or_else(|_| "?".to_owned(), |n| n.to_string());
        PyTypeError::new_err(format!(
            "starts is a list of starting spaces, such as [4, 8], not {kind} \
             (Game.parse reads the puzzle's text)"
        ))
    };
    if starts.is_instance_of::<PyString>() || starts.is_instance_of::<PyBytes>() {
        return Err(not_a_list());
    }
    // Read as a sequence, either would be another game than the one meant.
    if let Some(unlisted) = unlisted(starts) {
        return Err(PyTypeError::new_err(format!(
            "starts is a list of starting spaces, such as [4, 8], not {} ({})",
            starts
                .get_type()
                .name()
                .map_or_else(|_| "?".to_owned(), |n| n.to_string()),
            match unlisted {
                Unlisted::Set => {
                    "a set has no order, and keeps one of two equal starts: players take turns \
                     in order"
                }
                Unlisted::Mapping => {
                    "a mapping is not its players' starts: give them in turn order as a list"
                }
            }
        )));
    }
    let board = rules.board();
    let mut spaces = Vec::new();
    for (i, item) in starts.try_iter().map_err(|_| not_a_list())?.enumerate() {
        let Whole(value) = item?.extract::<Whole>().map_err(|e| {
            PyTypeError::new_err(format!("player {}'s start: {}", i + 1, e.value(py)))
        })?;
        // Past 32 bits a start is off any board: the library's words for it.
        let found = match value {
            Ok(v) => match u32::try_from(v) {
                Ok(space) => {
                    spaces.push(space);
                    continue;
                }
                Err(_) => v.to_string(),
            },
            Err(text) => text,
        };
        let e = InputError {
            line: Some(i + 1),
            kind: InputErrorKind::PositionOffBoard { found, board },
        };
        return Err(start_error(py, &e));
    }
    Game::new(rules, spaces).map_err(|e| start_error(py, &e))
}

/// The library's refusal of a start, for a list: the player instead of a line.
fn start_error(py: Python<'_>, e: &InputError) -> PyErr {
    errors::argument(py, "starts", start_message(e))
}

/// A scan's game, given by its starts or as a game, whose start is off the board under one of
/// the values: the error in the words of a list of starts (`player 2: ...`), not of a text
/// (`line 2: ...`; a game keeps no lines, and a parsed game's line is its player), said with
/// the value.
pub(crate) fn scan_start_error(py: Python<'_>, e: dirac::Error) -> PyErr {
    match &e {
        dirac::Error::Scan {
            rule,
            value,
            source,
        } => match &**source {
            dirac::Error::Input(input) if input.line.is_some() => errors::argument(
                py,
                "starts",
                format!("with the {rule} {value}: {}", start_message(input)),
            ),
            _ => errors::from_dirac(py, &e),
        },
        _ => errors::from_dirac(py, &e),
    }
}

/// An error of a list of starts, by player: `player 2: starting position 8 is off the board`.
fn start_message(e: &InputError) -> String {
    match (e.line, &e.kind) {
        (_, InputErrorKind::Empty) => {
            "starts is empty: a game needs at least one player, such as [4, 8]".to_owned()
        }
        (Some(player), _) => {
            let whole = InputError {
                line: None,
                kind: e.kind.clone(),
            };
            format!("player {player}: {whole}")
        }
        (None, _) => e.to_string(),
    }
}

/// A count of turns from 0 (`name` says which).
pub(crate) fn count(py: Python<'_>, name: &str, Whole(value): Whole) -> PyResult<usize> {
    let found = match value {
        Ok(v) => match usize::try_from(v) {
            Ok(v) => return Ok(v),
            Err(_) => v.to_string(),
        },
        Err(text) => text,
    };
    Err(errors::argument(
        py,
        name,
        format!("{name} {found} is not allowed: expected a whole number of turns, from 0"),
    ))
}

/// The puzzle's text: `str`, or `bytes` as read from a file (checked for UTF-8 by the library,
/// which names the line and column of a bad byte).
#[derive(Debug)]
pub(crate) enum Text {
    Str(String),
    Bytes(Vec<u8>),
}

impl<'a, 'py> FromPyObject<'a, 'py> for Text {
    type Error = PyErr;

    fn extract(obj: Borrowed<'a, 'py, PyAny>) -> PyResult<Text> {
        if obj.is_instance_of::<PyString>() {
            // A str with lone surrogates (a file read with errors="surrogateescape") is not
            // UTF-8: its bytes, as read, go to the engine, which names the line, the column and
            // the byte that is not UTF-8.
            return match obj.extract() {
                Ok(text) => Ok(Text::Str(text)),
                Err(_) => {
                    // A surrogate that no byte escaped (U+D800, from JSON say) is written as
                    // its three bytes, which the engine names as not UTF-8 too.
                    let raw = obj
                        .call_method1("encode", ("utf-8", "surrogateescape"))
                        .or_else(|_| obj.call_method1("encode", ("utf-8", "surrogatepass")))?;
                    Ok(Text::Bytes(raw.cast::<PyBytes>()?.as_bytes().to_vec()))
                }
            };
        }
        if let Ok(b) = obj.cast::<PyBytes>() {
            return Ok(Text::Bytes(b.as_bytes().to_vec()));
        }
        Err(PyTypeError::new_err(format!(
            "expected the puzzle's text as str or bytes, got {} (Game(starts) takes a list)",
            obj.get_type().name()?
        )))
    }
}

/// A scan's keywords: the one rule given several values (any iterable of ints for a numeric
/// rule; an iterable of dice, each as `die_text` reads one, for a die), and every other
/// keyword as given. Exactly one rule varies; a refusal says which were given, and how.
pub(crate) fn scan_keywords<'py>(
    py: Python<'py>,
    given: Option<&Bound<'py, PyDict>>,
) -> PyResult<(Bound<'py, PyDict>, dirac::scan::Values)> {
    use dirac::scan::Values;
    let fixed = PyDict::new(py);
    let mut varied: Vec<Values> = Vec::new();
    for (name, value) in given.into_iter().flat_map(|d| d.iter()) {
        let key: String = name.extract()?;
        let several = !value.is_instance_of::<PyString>()
            && !value.is_instance_of::<PyBytes>()
            && value.extract::<Whole>().is_err()
            && value.try_iter().is_ok();
        let rule = Rule::ALL.into_iter().find(|r| keyword(r.key()) == key);
        let die = DieRule::ALL.into_iter().find(|d| keyword(d.key()) == key);
        if rule.is_none() && die.is_none() {
            // Refused by name, as every call refuses it, before any talk of varying a rule.
            let alone = PyDict::new(py);
            alone.set_item(&name, &value)?;
            rule_keywords(py, Some(&alone))?;
        }
        // One more than a scan takes is enough to refuse it: a long range is not walked.
        let items: Vec<Bound<'py, PyAny>> = if several {
            value
                .try_iter()?
                .take(dirac::scan::MAX_VALUES + 1)
                .collect::<PyResult<_>>()?
        } else {
            Vec::new()
        };
        match (rule, die) {
            (Some(rule), _) if several => {
                let values = items
                    .iter()
                    .map(|item| {
                        let Whole(v) = item
                            .extract::<Whole>()
                            .map_err(|e| PyTypeError::new_err(format!("{key}: {}", e.value(py))))?;
                        v.and_then(|v| rule.check(v).map_err(|e| e.found))
                            .map_err(|found| errors::rule(py, &RuleError { rule, found }))
                    })
                    .collect::<PyResult<Vec<u64>>>()?;
                varied.push(Values::Rule(rule, values));
            }
            // Several dice: items that are dice themselves, not the values of one.
            (_, Some(die))
                if several && items.first().is_some_and(|i| i.extract::<Whole>().is_err()) =>
            {
                let texts = items
                    .iter()
                    .map(|item| die_text(py, die, item))
                    .collect::<PyResult<Vec<String>>>()?;
                let error = |e: dirac::die::DieError| errors::from_dirac(py, &e.into());
                let values = match die {
                    DieRule::DiracDie => Values::DiracDie(
                        texts
                            .iter()
                            .map(|t| Die::parse(t))
                            .collect::<Result<_, _>>()
                            .map_err(error)?,
                    ),
                    DieRule::PracticeSequence => Values::PracticeSequence(
                        texts
                            .iter()
                            .map(|t| Sequence::parse(t))
                            .collect::<Result<_, _>>()
                            .map_err(error)?,
                    ),
                };
                varied.push(values);
            }
            _ => fixed.set_item(name, value)?,
        }
    }
    // The library decides which one rule varies, as for the command's flags: the count beside
    // varied dice is read from the fixed keywords, as the rules will be.
    let mut keys = dirac::RuleKeys::default();
    for (name, value) in fixed.iter() {
        let name: String = name.extract()?;
        if let (Some(rule), Ok(Whole(Ok(v)))) = (
            Rule::ALL.into_iter().find(|r| keyword(r.key()) == name),
            value.extract::<Whole>(),
        ) {
            keys.set(rule, v);
        }
        // A die given once stands beside the varied rule: it may be its count.
        if let Some(die) = DieRule::ALL.into_iter().find(|d| keyword(d.key()) == name)
            && !value.is_none()
        {
            let text = die_text(py, die, &value)?;
            keys.key(die.key(), &text)
                .map_err(|e| errors::from_dirac(py, &e))?;
        }
    }
    match keys
        .varied(varied)
        .map_err(|e| errors::from_dirac(py, &e))?
    {
        Some(values) => Ok((fixed, values)),
        None => Err(PyTypeError::new_err(
            "scan() varies one rule: give it several values, such as dirac_target=range(5, 61), \
             board=[8, 10, 12] or dirac_die=['1..3', '1:2,2']",
        )),
    }
}

/// A whole number within `range`, as the command's flag takes it; any other is a `RulesError`
/// naming the argument `name`.
pub(crate) fn within(
    py: Python<'_>,
    name: &str,
    given: Whole,
    range: std::ops::RangeInclusive<u64>,
) -> PyResult<u64> {
    match given.0 {
        Ok(n) if range.contains(&n) => Ok(n),
        found => Err(errors::argument(
            py,
            name,
            format!(
                "{name}={} is not allowed: expected a whole number from {} to {}",
                Whole(found).text(),
                range.start(),
                range.end()
            ),
        )),
    }
}

/// A sweep's players, as the command takes them: from 1 to [`dirac::input::MAX_PLAYERS`].
pub(crate) fn players(py: Python<'_>, players: Whole) -> PyResult<usize> {
    let most = dirac::input::MAX_PLAYERS;
    let n = within(py, "players", players, 1..=most as u64)?;
    // At most MAX_PLAYERS: a usize.
    Ok(usize::try_from(n).unwrap_or(most))
}

/// The parts `part` asks for: 1, 2, or both for `None`; any other number is a `RulesError`
/// naming `part`.
pub(crate) fn part(py: Python<'_>, part: Option<Whole>) -> PyResult<dirac::plan::Parts> {
    match part.map(|Whole(p)| p) {
        None => Ok(dirac::plan::Parts::Both),
        Some(Ok(1)) => Ok(dirac::plan::Parts::Practice),
        Some(Ok(2)) => Ok(dirac::plan::Parts::Dirac),
        Some(p) => Err(errors::argument(
            py,
            "part",
            format!(
                "part={} is not a part: give 1 (the practice game) or 2 (the Dirac game), or \
                 None for both",
                Whole(p).text()
            ),
        )),
    }
}
