//! `Rules`, `Game` and `sweep`: the way in. Rules are keyword arguments whose defaults are the
//! puzzle's; limits are `max_work` and `max_memory`, whose defaults are the command line's.

use dirac::plan::{self, Parts};
use dirac::view::{Digits, SolveView};
use dirac::{Game as Engine, Limits};
use pyo3::intern;
use pyo3::prelude::*;
use pyo3::types::{PyDict, PyTuple};

use crate::args::{self, Text, Whole};
use crate::errors;
use crate::results::Held;
use crate::rules::Rules;
use crate::run::{run_or_tell, run_solve, tell};

/// The page's and the package's default length of a trace.
#[allow(clippy::cast_possible_truncation)]
const TRACE: Whole = Whole::of(dirac::view::TRACE_TURNS as u64);
const WORK: Whole = Whole::of(Limits::DEFAULT_WORK);
/// `max_memory`'s default, in MiB as the command line's `--max-memory` takes it.
const MEMORY: Whole = Whole::of(Limits::DEFAULT_MEMORY >> 20);
/// `simulate()`'s games and seed by default, as `dirac simulate`'s.
const GAMES: Whole = Whole::of(10_000);
const SEED: Whole = Whole::of(1);

/// A game: the rules and every player's starting space, in turn order.
///
/// Make one from starts, ``Game([4, 8])``, or from the puzzle's text with ``Game.parse``; the
/// rules are keyword arguments whose defaults are the puzzle's. Every method that computes
/// estimates its work first and raises ``RefusedError`` when it would pass the limits
/// (``max_work`` steps, ``max_memory`` MiB, as the ``dirac`` command's ``--max-work`` and
/// ``--max-memory`` take them, with the same defaults; ``max_memory`` up to the machine's
/// memory).
///
/// >>> import dirac_dice
/// >>> game = dirac_dice.Game([4, 8])
/// >>> game.practice().answer, game.dirac().answer
/// (739785, 444356092776315)
/// >>> dirac_dice.Game([4, 8], board=12, dirac_target=30).dirac().answer
/// 455952338584749614
#[pyclass(frozen, eq, hash, module = "dirac_dice")]
#[derive(Debug, PartialEq, Eq, Hash)]
pub(crate) struct Game {
    game: Engine,
}

#[pymethods]
impl Game {
    #[new]
    #[pyo3(
        text_signature = "(starts, *, board=10, rolls=3, practice_die=100, practice_sequence=None, practice_target=1000, dirac_faces=3, dirac_die=None, dirac_target=21)"
    )]
    #[pyo3(signature = (starts, **rules))]
    fn new(
        py: Python<'_>,
        starts: &Bound<'_, PyAny>,
        rules: Option<&Bound<'_, PyDict>>,
    ) -> PyResult<Game> {
        let rules = args::rule_keywords(py, rules)?;
        let game = args::starts(py, starts, rules)?;
        Ok(Game { game })
    }

    /// A game from the puzzle's text (``str``, or ``bytes`` as read from a file): one line per
    /// player, ``Player N starting position: P``.
    ///
    /// Raises ``InputError`` (a ``ValueError``) naming the line and column at fault, with the
    /// message the ``dirac`` command prints.
    #[staticmethod]
    #[pyo3(
        text_signature = "(text, *, board=10, rolls=3, practice_die=100, practice_sequence=None, practice_target=1000, dirac_faces=3, dirac_die=None, dirac_target=21)"
    )]
    #[pyo3(signature = (text, **rules))]
    fn parse(py: Python<'_>, text: Text, rules: Option<&Bound<'_, PyDict>>) -> PyResult<Game> {
        let rules = args::rule_keywords(py, rules)?;
        let parsed = match &text {
            Text::Str(s) => Engine::parse(s, rules),
            Text::Bytes(b) => Engine::parse_bytes(b, rules),
        };
        parsed
            .map(|game| Game { game })
            .map_err(|e| errors::from_dirac(py, &e.into()))
    }

    /// Every player's starting space, in turn order.
    #[getter]
    fn starts<'py>(&self, py: Python<'py>) -> PyResult<Bound<'py, PyTuple>> {
        PyTuple::new(py, self.game.starts())
    }

    /// The rules.
    #[getter]
    fn rules(&self) -> Rules {
        Rules {
            rules: self.game.rules().clone(),
        }
    }

    /// The number of players.
    #[getter]
    fn players(&self) -> usize {
        self.game.players()
    }

    /// Part 1: the practice game with its deterministic die, to its end.
    #[pyo3(text_signature = "($self, *, max_work=10000000000, max_memory=2048, explain=False)")]
    #[pyo3(signature = (*, max_work = WORK, max_memory = MEMORY, explain = false))]
    fn practice<'py>(
        &self,
        py: Python<'py>,
        max_work: Whole,
        max_memory: Whole,
        explain: bool,
    ) -> PyResult<Bound<'py, PyAny>> {
        let asked = (Parts::Practice, "auto", false);
        match self.solved(py, "practice", asked, max_work, max_memory, explain)? {
            Solved::View(view) => {
                Held::Solve(view).into_py_at(py, intern!(py, "Practice"), &["practice"])
            }
            Solved::Told(told) => Ok(told),
        }
    }

    /// Part 2: the Dirac game, counted by ``strategy`` (one of ``STRATEGIES``; ``auto`` picks
    /// the fastest). Counts are exact however large.
    #[pyo3(
        text_signature = "($self, strategy=\"auto\", *, max_work=10000000000, max_memory=2048, explain=False)"
    )]
    #[pyo3(signature = (strategy = "auto", *, max_work = WORK, max_memory = MEMORY, explain = false))]
    fn dirac<'py>(
        &self,
        py: Python<'py>,
        strategy: &str,
        max_work: Whole,
        max_memory: Whole,
        explain: bool,
    ) -> PyResult<Bound<'py, PyAny>> {
        let asked = (Parts::Dirac, strategy, false);
        match self.solved(py, "dirac", asked, max_work, max_memory, explain)? {
            Solved::View(view) => {
                Held::Solve(view).into_py_at(py, intern!(py, "Dirac"), &["dirac"])
            }
            Solved::Told(told) => Ok(told),
        }
    }

    /// Both parts, or the one ``part`` names (1 or 2, as ``dirac solve --part``), and where the
    /// player who wins in the most universes is not the likelier winner, the sentence saying
    /// so (``contrast``).
    #[pyo3(
        text_signature = "($self, strategy=\"auto\", *, part=None, max_work=10000000000, max_memory=2048, explain=False)"
    )]
    #[pyo3(signature = (strategy = "auto", *, part = None, max_work = WORK, max_memory = MEMORY, explain = false))]
    fn solve<'py>(
        &self,
        py: Python<'py>,
        strategy: &str,
        part: Option<Whole>,
        max_work: Whole,
        max_memory: Whole,
        explain: bool,
    ) -> PyResult<Bound<'py, PyAny>> {
        let asked = (args::part(py, part)?, strategy, true);
        match self.solved(py, "solve", asked, max_work, max_memory, explain)? {
            Solved::View(view) => Held::Solve(view).into_py(py),
            Solved::Told(told) => Ok(told),
        }
    }

    /// The Dirac game turn by turn: each player's own roll sequences by turn, and the
    /// universes each player wins in each round.
    #[pyo3(text_signature = "($self, *, max_work=10000000000, max_memory=2048, explain=False)")]
    #[pyo3(signature = (*, max_work = WORK, max_memory = MEMORY, explain = false))]
    fn turns<'py>(
        &self,
        py: Python<'py>,
        max_work: Whole,
        max_memory: Whole,
        explain: bool,
    ) -> PyResult<Bound<'py, PyAny>> {
        let limits = args::limits(py, max_work, max_memory)?;
        // A result's text is `dirac turns`'s: planned with that renderer's bytes.
        let request = plan::Turns {
            written: dirac_render::turns::WRITTEN,
        };
        let planned = request.plan(&self.game, &limits);
        run_or_tell(py, "turns", planned, &limits, explain, |(view, chart)| {
            Held::Turns(view, chart)
        })
    }

    /// The Dirac game's exact statistics: each player's probability of winning, the game's
    /// expected length and its distribution, as exact fractions.
    #[pyo3(text_signature = "($self, *, max_work=10000000000, max_memory=2048, explain=False)")]
    #[pyo3(signature = (*, max_work = WORK, max_memory = MEMORY, explain = false))]
    fn stats<'py>(
        &self,
        py: Python<'py>,
        max_work: Whole,
        max_memory: Whole,
        explain: bool,
    ) -> PyResult<Bound<'py, PyAny>> {
        let limits = args::limits(py, max_work, max_memory)?;
        let request = plan::Stats {
            digits: Digits::All,
        };
        let planned = request.plan(&self.game, &limits);
        run_or_tell(py, "stats", planned, &limits, explain, Held::Stats)
    }

    /// The game played with random dice, ``games`` games from ``seed`` (the same seed rolls
    /// the same games): each player's share of the games won beside their exact probability
    /// of winning and their share of the universes.
    #[pyo3(
        text_signature = "($self, games=10000, seed=1, *, max_work=10000000000, max_memory=2048, explain=False)"
    )]
    #[pyo3(signature = (games = GAMES, seed = SEED, *, max_work = WORK, max_memory = MEMORY, explain = false))]
    fn simulate<'py>(
        &self,
        py: Python<'py>,
        games: Whole,
        seed: Whole,
        max_work: Whole,
        max_memory: Whole,
        explain: bool,
    ) -> PyResult<Bound<'py, PyAny>> {
        let limits = args::limits(py, max_work, max_memory)?;
        let (games, seed) = (
            args::within(py, "games", games, 1..=dirac::simulate::MAX_GAMES)?,
            args::within(py, "seed", seed, 0..=dirac::simulate::MAX_SEED)?,
        );
        let request = plan::Simulate {
            seed,
            games,
            digits: Digits::All,
        };
        let planned = request.plan(&self.game, &limits);
        run_or_tell(py, "simulate", planned, &limits, explain, Held::Simulation)
    }

    /// One player's own universes by (space, score) after their ``turn``-th turn: the table
    /// the per-player strategy builds. Players are numbered from 1.
    #[pyo3(
        text_signature = "($self, player, turn, *, max_work=10000000000, max_memory=2048, explain=False)"
    )]
    #[pyo3(signature = (player, turn, *, max_work = WORK, max_memory = MEMORY, explain = false))]
    fn layer<'py>(
        &self,
        py: Python<'py>,
        player: Whole,
        turn: Whole,
        max_work: Whole,
        max_memory: Whole,
        explain: bool,
    ) -> PyResult<Bound<'py, PyAny>> {
        let limits = args::limits(py, max_work, max_memory)?;
        let index = args::player(py, player, self.game.players())?;
        let turn = args::count(py, "turn", turn)?;
        let request = plan::Layer {
            player: index,
            turn,
            digits: Digits::All,
        };
        let planned = request.plan(&self.game, &limits);
        run_or_tell(py, "layer", planned, &limits, explain, Held::Layer)
    }

    /// The practice game turn by turn, for at most ``max_turns`` turns of all players: who
    /// rolled what and where it took them (``str()`` of it is ``dirac trace``'s text).
    #[pyo3(
        text_signature = "($self, max_turns=2000, *, max_work=10000000000, max_memory=2048, explain=False)"
    )]
    #[pyo3(signature = (max_turns = TRACE, *, max_work = WORK, max_memory = MEMORY, explain = false))]
    fn trace<'py>(
        &self,
        py: Python<'py>,
        max_turns: Whole,
        max_work: Whole,
        max_memory: Whole,
        explain: bool,
    ) -> PyResult<Bound<'py, PyAny>> {
        let limits = args::limits(py, max_work, max_memory)?;
        let max_turns = args::count(py, "max_turns", max_turns)?;
        let request = plan::Trace {
            turns: 1..=u64::try_from(max_turns).unwrap_or(u64::MAX),
            written: crate::fields::TRACE_WRITTEN,
        };
        let planned = request.plan(&self.game, &limits);
        run_or_tell(py, "trace", planned, &limits, explain, Held::Trace)
    }

    /// Checks ``answer`` (an ``int`` of either sign, or a ``str`` as pasted: ``"739,785"``,
    /// ``"7.39785e5"``, ``"-610959416"``; separators group digits in threes): right for a
    /// part, the number a known mistake gives under these rules (named, with how to see it and
    /// how to fix it),
    /// or neither, with what helps (``dirac check``). ``part`` is 1 or 2, else both are tried;
    /// the right answers are given only with ``reveal=True``.
    #[pyo3(
        text_signature = "($self, answer, part=None, *, reveal=False, max_work=10000000000, max_memory=2048, explain=False)"
    )]
    #[pyo3(signature = (answer, part = None, *, reveal = false, max_work = WORK, max_memory = MEMORY, explain = false))]
    // One argument a Python keyword.
    #[allow(clippy::too_many_arguments)]
    fn check<'py>(
        &self,
        py: Python<'py>,
        answer: &Bound<'_, PyAny>,
        part: Option<Whole>,
        reveal: bool,
        max_work: Whole,
        max_memory: Whole,
        explain: bool,
    ) -> PyResult<Bound<'py, PyAny>> {
        let limits = (max_work, max_memory);
        crate::check::check(py, &self.game, answer, (part, reveal), limits, explain)
    }

    /// Pickled as its starts and its rules' view, made again by `_shown._game`.
    #[allow(clippy::type_complexity)]
    fn __reduce__<'py>(
        &self,
        py: Python<'py>,
    ) -> PyResult<(Bound<'py, PyAny>, (Bound<'py, PyTuple>, Bound<'py, PyAny>))> {
        let make = PyModule::import(py, "dirac_dice._shown")?.getattr("_game")?;
        let starts = PyTuple::new(py, self.game.starts())?;
        Ok((make, (starts, crate::rules::view(py, self.game.rules())?)))
    }

    /// The explorer on this game, in a notebook's output: the rules as controls, both answers,
    /// each player's grid turn by turn, the rounds' products, the chances and the sweep of the
    /// starts, recomputed exactly on every change by this package (no server, no network).
    /// Needs the ``widget`` extra: ``pip install dirac-dice[widget]``.
    #[pyo3(text_signature = "($self)")]
    fn explore<'py>(&self, py: Python<'py>) -> PyResult<Bound<'py, PyAny>> {
        let query = dirac_web::query_of(self.game.starts(), self.game.rules());
        py.import("dirac_dice.explorer")?
            .getattr("Explorer")?
            .call1((query,))
    }

    fn __repr__(&self) -> String {
        let changed = args::keywords(self.game.rules().changed());
        let starts = format!("{:?}", self.game.starts());
        format!("Game({})", [vec![starts], changed].concat().join(", "))
    }
}

/// A solve's view, or its plan told (`explain=True`). (Not boxed: made once a call, where an
/// allocation would cost the call more than the move.)
#[allow(clippy::large_enum_variant)]
enum Solved<'py> {
    View(SolveView),
    Told(Bound<'py, PyAny>),
}

impl Game {
    /// The parts of a solve asked for, by `strategy`, with each player's chance beside part 2
    /// when `contrast`: one plan of the library's, run inline or on a worker by its estimate.
    fn solved<'py>(
        &self,
        py: Python<'py>,
        name: &str,
        (parts, strategy, contrast): (Parts, &str, bool),
        max_work: Whole,
        max_memory: Whole,
        explain: bool,
    ) -> PyResult<Solved<'py>> {
        let request = plan::Solve {
            parts,
            strategy: args::strategy(py, strategy)?,
            contrast,
            digits: Digits::All,
            written: dirac_render::answers::WRITTEN,
        };
        let limits = args::limits(py, max_work, max_memory)?;
        let planned = request.plan(&self.game, &limits);
        if explain {
            return tell(py, name, &planned, &limits).map(Solved::Told);
        }
        let planned = planned.map_err(|e| errors::from_dirac(py, &e))?;
        Ok(Solved::View(run_solve(py, planned)?.view))
    }
}

/// Every pair of starts of a two-player game under these rules (boards of at most 1000
/// spaces): both answers and each player's probability of winning for each.
///
/// With ``players=N``, every tuple of ``N`` starts (``B ** N`` games, at most 100000), in the
/// same shape: one ``Sweep`` for any number of players, its frame a column per player's start.
///
/// Its plan holds the objects of every cell as they are read (some 6 KB a cell): a board of
/// 1000, a million cells, needs ``max_memory=8192``.
#[pyfunction]
#[pyo3(
    text_signature = "(*, players=2, board=10, rolls=3, practice_die=100, practice_sequence=None, practice_target=1000, dirac_faces=3, dirac_die=None, dirac_target=21, max_work=10000000000, max_memory=2048, explain=False)"
)]
#[pyo3(signature = (*, players = Whole::of(2), max_work = WORK, max_memory = MEMORY, explain = false, **rules))]
pub(crate) fn sweep<'py>(
    py: Python<'py>,
    players: Whole,
    max_work: Whole,
    max_memory: Whole,
    explain: bool,
    rules: Option<&Bound<'_, PyDict>>,
) -> PyResult<Bound<'py, PyAny>> {
    let players = args::players(py, players)?;
    let rules = args::rule_keywords(py, rules)?;
    let limits = args::limits(py, max_work, max_memory)?;
    let held = |view| Held::Sweep(rules.clone(), view);
    if players == 2 {
        let request = plan::Sweep {
            digits: Digits::All,
            written: crate::fields::SWEEP_WRITTEN,
        };
        let planned = request.plan(&rules, &limits).map(EveryCell);
        run_or_tell(py, "sweep", planned, &limits, explain, held)
    } else {
        let request = plan::Tuples {
            players,
            digits: Digits::All,
            written: crate::fields::SWEEP_WRITTEN,
        };
        let planned = request.plan(&rules, &limits);
        run_or_tell(py, "sweep", planned, &limits, explain, held)
    }
}

/// The game under every value of one rule: ``scan(game_or_starts, dirac_target=range(5, 61))``.
///
/// The varied rule is the one keyword given several values (any iterable: a ``range``, a
/// list; for ``dirac_die`` and ``practice_sequence``, a list of dice as written); the others
/// take one value each. A ``Game`` brings its own rules, and then only the varied keyword is
/// given. The whole scan is estimated first and refused past the limits.
///
/// >>> import dirac_dice
/// >>> s = dirac_dice.scan([4, 8], dirac_target=range(5, 22))
/// >>> s.by_value[-1].dirac.answer
/// 444356092776315
#[pyfunction]
#[pyo3(
    text_signature = "(game_or_starts, *, max_work=10000000000, max_memory=2048, explain=False, **rules)"
)]
#[pyo3(signature = (game_or_starts, *, max_work = WORK, max_memory = MEMORY, explain = false, **rules))]
pub(crate) fn scan<'py>(
    py: Python<'py>,
    game_or_starts: &Bound<'_, PyAny>,
    max_work: Whole,
    max_memory: Whole,
    explain: bool,
    rules: Option<&Bound<'_, PyDict>>,
) -> PyResult<Bound<'py, PyAny>> {
    let (fixed, values) = args::scan_keywords(py, rules)?;
    let game = match game_or_starts.cast::<Game>() {
        Ok(game) => {
            if !fixed.is_empty() {
                return Err(pyo3::exceptions::PyTypeError::new_err(
                    "scan(game, ...) plays the game's own rules: give only the varied rule as \
                     a keyword, or give the starts with the rules as keywords",
                ));
            }
            game.get().game.clone()
        }
        Err(_) => {
            let rules = args::rule_keywords(py, Some(&fixed))?;
            args::starts(py, game_or_starts, rules)?
        }
    };
    let limits = args::limits(py, max_work, max_memory)?;
    let request = plan::Scan {
        values,
        digits: Digits::All,
    };
    // A value that puts a start off the board is told by player, whether the starts came as a
    // list or in a game (which has no lines of its own: a parsed game's line is its player's).
    let planned = match request.plan(&game, &limits) {
        Err(e @ dirac::Error::Scan { .. }) => return Err(args::scan_start_error(py, e)),
        planned => planned,
    };
    run_or_tell(py, "scan", planned, &limits, explain, Held::Scan)
}

/// A sweep's plan whose run makes every cell's view too, where the run is (on a worker, for a
/// long one, where Ctrl-C reaches the caller): a board of 1000 has a million.
struct EveryCell(plan::SweepPlan);

impl dirac::plan::Plan for EveryCell {
    type View = dirac::view::SweepView;

    fn cost(&self) -> dirac::Cost {
        self.0.cost()
    }

    fn kernel(&self) -> dirac::Kernel {
        self.0.kernel()
    }

    fn run(&self) -> Result<dirac::view::SweepView, dirac::Error> {
        Ok(self.0.run()?.view())
    }
}
