//! The results: each holds one of the library's views, written with every digit, and turns
//! its fields into Python values when they are read. Fields are named as in the view model
//! (docs/json.md). Notebooks display a result as HTML drawn by `dirac_render`: the answer
//! tables and the SVG charts of `dirac report`.

use dirac::view::{
    Digits, DiracView, LayerView, PlayerTurns as PlayerView, PracticeView, RoundsChart, RulesView,
    SolveView, StatsView, SweepView, TraceView, TurnsView,
};
use dirac_render::{answers, chart, html};
use pyo3::prelude::*;
use pyo3::types::{PyDict, PyList, PyTuple};

use crate::convert::{self, int, ints, tuple};
use crate::errors;
use crate::rules::Rules;

/// The game a result is about: its rules and starts.
#[derive(Debug, Clone)]
pub(crate) struct About {
    rules: dirac::Rules,
    starts: Vec<u32>,
}

impl About {
    pub(crate) fn of(game: &dirac::Game) -> About {
        About {
            rules: game.rules().clone(),
            starts: game.starts().to_vec(),
        }
    }

    /// The answer tables of `practice` and `dirac`, as HTML.
    fn html(&self, practice: Option<&PracticeView>, dirac: Option<&DiracView>) -> String {
        let view = SolveView {
            rules: RulesView::from(&self.rules),
            starts: self.starts.clone(),
            practice: practice.cloned(),
            dirac: dirac.cloned(),
            contrast: String::new(),
        };
        notebook(answers::solve(&view))
    }

    fn rules(&self) -> Rules {
        Rules {
            rules: self.rules.clone(),
        }
    }
}

fn chart_error(py: Python<'_>, e: &dirac_render::ChartError) -> PyErr {
    errors::internal_message(py, e.to_string())
}

/// Part 1: how the practice game ended.
#[pyclass(frozen, module = "dirac_dice")]
#[derive(Debug)]
pub(crate) struct Practice {
    about: About,
    view: PracticeView,
}

impl Practice {
    pub(crate) fn new(about: About, view: PracticeView) -> Practice {
        Practice { about, view }
    }
}

#[pymethods]
impl Practice {
    /// The lowest score times the number of rolls.
    #[getter]
    fn answer<'py>(&self, py: Python<'py>) -> PyResult<Bound<'py, PyAny>> {
        int(py, &self.view.answer)
    }

    /// The player who reached the target, from 1.
    #[getter]
    fn winner(&self) -> usize {
        self.view.winner
    }

    /// Every player's final score, in turn order.
    #[getter]
    fn scores<'py>(&self, py: Python<'py>) -> PyResult<Bound<'py, PyTuple>> {
        ints(py, &self.view.scores)
    }

    /// The lowest final score: the answer's first factor.
    #[getter]
    fn lowest<'py>(&self, py: Python<'py>) -> PyResult<Bound<'py, PyAny>> {
        int(py, &self.view.lowest)
    }

    /// Die rolls in all.
    #[getter]
    fn die_rolls<'py>(&self, py: Python<'py>) -> PyResult<Bound<'py, PyAny>> {
        int(py, &self.view.die_rolls)
    }

    /// Turns of all players, the winner's last included.
    #[getter]
    fn turns_played<'py>(&self, py: Python<'py>) -> PyResult<Bound<'py, PyAny>> {
        int(py, &self.view.turns_played)
    }

    fn __repr__(&self) -> String {
        let v = &self.view;
        format!(
            "Practice(answer={}, winner={}, scores=({}), lowest={}, rolls={}, turns={})",
            v.answer,
            v.winner,
            joined(&v.scores),
            v.lowest,
            v.die_rolls,
            v.turns_played
        )
    }

    fn _repr_html_(&self) -> String {
        self.about.html(Some(&self.view), None)
    }
}

/// Part 2: the universes each player wins in the Dirac game.
#[pyclass(frozen, module = "dirac_dice")]
#[derive(Debug)]
pub(crate) struct Dirac {
    about: About,
    view: DiracView,
}

impl Dirac {
    pub(crate) fn new(about: About, view: DiracView) -> Dirac {
        Dirac { about, view }
    }
}

#[pymethods]
impl Dirac {
    /// The universes won by the player who wins in the most of them.
    #[getter]
    fn answer<'py>(&self, py: Python<'py>) -> PyResult<Bound<'py, PyAny>> {
        int(py, &self.view.answer)
    }

    /// The player who wins in the most universes, from 1 (the first of them on a tie).
    #[getter]
    fn leader(&self) -> usize {
        self.view.leader
    }

    /// Universes won by each player, in turn order.
    #[getter]
    fn wins<'py>(&self, py: Python<'py>) -> PyResult<Bound<'py, PyTuple>> {
        ints(py, &self.view.wins)
    }

    /// The strategy that counted them.
    #[getter]
    fn strategy(&self) -> &str {
        &self.view.strategy
    }

    /// ``u64``, ``u128`` or ``big``: the integer width the counts were computed in.
    #[getter]
    fn width(&self) -> &str {
        &self.view.width
    }

    /// Universes in which the game ends: the sum of the wins.
    #[getter]
    fn total<'py>(&self, py: Python<'py>) -> PyResult<Bound<'py, PyAny>> {
        int(py, &self.view.total)
    }

    /// Each player's share of those universes, as a percentage rounded from the exact quotient.
    #[getter]
    fn share<'py>(&self, py: Python<'py>) -> PyResult<Bound<'py, PyTuple>> {
        tuple(py, &self.view.share, |s| convert::share(py, s))
    }

    fn __repr__(&self) -> String {
        let v = &self.view;
        format!(
            "Dirac(answer={}, leader={}, wins=({}), strategy='{}', width='{}')",
            v.answer,
            v.leader,
            joined(&v.wins),
            v.strategy,
            v.width
        )
    }

    fn _repr_html_(&self) -> String {
        self.about.html(None, Some(&self.view))
    }
}

/// Both answers of one game.
#[pyclass(frozen, module = "dirac_dice")]
#[derive(Debug)]
pub(crate) struct Solve {
    about: About,
    view: SolveView,
}

impl Solve {
    pub(crate) fn new(about: About, view: SolveView) -> Solve {
        Solve { about, view }
    }
}

#[pymethods]
impl Solve {
    /// The rules.
    #[getter]
    fn rules(&self) -> Rules {
        self.about.rules()
    }

    /// Every player's starting space, in turn order.
    #[getter]
    fn starts<'py>(&self, py: Python<'py>) -> PyResult<Bound<'py, PyTuple>> {
        PyTuple::new(py, &self.view.starts)
    }

    /// Part 1.
    #[getter]
    fn practice(&self) -> Option<Practice> {
        let p = self.view.practice.as_ref()?;
        Some(Practice::new(self.about.clone(), p.clone()))
    }

    /// Part 2.
    #[getter]
    fn dirac(&self) -> Option<Dirac> {
        let d = self.view.dirac.as_ref()?;
        Some(Dirac::new(self.about.clone(), d.clone()))
    }

    /// Where the player who wins in the most universes is not the likeliest winner, the
    /// sentence that says so; empty otherwise (as ``Stats.contrast``).
    #[getter]
    fn contrast(&self) -> &str {
        &self.view.contrast
    }

    fn __repr__(&self) -> String {
        let answer = |a: Option<&String>| a.map_or_else(|| "None".to_owned(), Clone::clone);
        format!(
            "Solve(starts={}, practice={}, dirac={})",
            starts(&self.view.starts),
            answer(self.view.practice.as_ref().map(|p| &p.answer)),
            answer(self.view.dirac.as_ref().map(|d| &d.answer)),
        )
    }

    fn _repr_html_(&self) -> String {
        notebook(answers::solve(&self.view))
    }
}

/// The Dirac game turn by turn.
#[pyclass(frozen, module = "dirac_dice")]
#[derive(Debug)]
pub(crate) struct Turns {
    about: About,
    view: TurnsView,
    chart: RoundsChart,
}

impl Turns {
    pub(crate) fn new(game: &dirac::Game, view: TurnsView, chart: RoundsChart) -> Turns {
        Turns {
            about: About::of(game),
            view,
            chart,
        }
    }
}

#[pymethods]
impl Turns {
    /// The rules.
    #[getter]
    fn rules(&self) -> Rules {
        self.about.rules()
    }

    /// Every player's starting space, in turn order.
    #[getter]
    fn starts<'py>(&self, py: Python<'py>) -> PyResult<Bound<'py, PyTuple>> {
        PyTuple::new(py, &self.view.starts)
    }

    /// The ways one turn splits a player's universes: faces to the power of rolls.
    #[getter]
    fn per_turn<'py>(&self, py: Python<'py>) -> PyResult<Bound<'py, PyAny>> {
        int(py, &self.view.per_turn)
    }

    /// Each player alone: their own roll sequences turn by turn.
    #[getter]
    fn players<'py>(&self, py: Python<'py>) -> PyResult<Bound<'py, PyTuple>> {
        tuple(py, &self.view.players, |p| {
            Ok(Bound::new(py, PlayerTurns { view: p.clone() })?.into_any())
        })
    }

    /// The last of the players' ``last_turn``: after that many of their own turns every
    /// player's own sequences have all reached the target.
    #[getter]
    fn last_turn(&self) -> usize {
        self.view.last_turn
    }

    /// The first round in which anyone wins (every game has one: each turn scores at least
    /// a point).
    #[getter]
    fn first_win_round(&self) -> usize {
        self.view.first_win_round
    }

    /// The game round by round (one turn of every player): ``RoundRow(round, wins, undecided)``.
    #[getter]
    fn rounds<'py>(&self, py: Python<'py>) -> PyResult<Bound<'py, PyTuple>> {
        tuple(py, &self.view.rounds, |r| {
            convert::row(
                py,
                "RoundRow",
                (r.round, ints(py, &r.wins)?, int(py, &r.undecided)?),
            )
        })
    }

    /// Universes won by each player over the whole game.
    #[getter]
    fn totals<'py>(&self, py: Python<'py>) -> PyResult<Bound<'py, PyTuple>> {
        ints(py, &self.view.totals)
    }

    /// The player who wins in the most universes, from 1 (the first of them on a tie), as
    /// ``solve().dirac.leader``.
    #[getter]
    fn leader(&self) -> usize {
        self.view.leader
    }

    /// The rounds as a data frame: ``round``, one ``pN_wins`` column per player, and
    /// ``undecided`` (needs pandas; counts past 64 bits stay exact Python ints).
    fn to_pandas<'py>(&self, py: Python<'py>) -> PyResult<Bound<'py, PyAny>> {
        let rows = PyList::empty(py);
        for r in &self.view.rounds {
            let row = PyDict::new(py);
            row.set_item("round", r.round)?;
            for (i, w) in r.wins.iter().enumerate() {
                row.set_item(format!("p{}_wins", i + 1), int(py, w)?)?;
            }
            row.set_item("undecided", int(py, &r.undecided)?)?;
            rows.append(row)?;
        }
        convert::data_frame(py, rows.into_any(), None)
    }

    /// The rounds chart as SVG: who wins in which round, as in ``dirac report``.
    fn svg(&self, py: Python<'_>) -> PyResult<String> {
        chart::turns(&self.chart, &self.view.starts).map_err(|e| chart_error(py, &e))
    }

    /// The tables as ``dirac turns`` writes them: each player's own sequences per turn with
    /// their shares, then the universes won round by round.
    fn __str__(&self) -> String {
        text(&dirac_render::turns::doc(&self.view))
    }

    fn __repr__(&self) -> String {
        format!(
            "Turns(starts={}, rounds={}, totals=({}))",
            starts(&self.view.starts),
            self.view.rounds.len(),
            joined(&self.view.totals)
        )
    }

    fn _repr_html_(&self, py: Python<'_>) -> PyResult<String> {
        let svg = self.svg(py)?;
        Ok(html::inline_svg(&svg).into_string())
    }
}

/// One player alone: their own roll sequences turn by turn, whatever the others do.
#[pyclass(frozen, module = "dirac_dice")]
#[derive(Debug)]
pub(crate) struct PlayerTurns {
    view: PlayerView,
}

#[pymethods]
impl PlayerTurns {
    /// The player, from 1.
    #[getter]
    fn player(&self) -> usize {
        self.view.player
    }

    /// Their starting space.
    #[getter]
    fn start(&self) -> u32 {
        self.view.start
    }

    /// Their last turn with a sequence still playing before it.
    #[getter]
    fn last_turn(&self) -> usize {
        self.view.last_turn
    }

    /// ``TurnRow(turn, reached, playing, reached_share, playing_share)`` for each of their
    /// turns.
    #[getter]
    fn by_turn<'py>(&self, py: Python<'py>) -> PyResult<Bound<'py, PyTuple>> {
        tuple(py, &self.view.by_turn, |t| {
            convert::row(
                py,
                "TurnRow",
                (
                    t.turn,
                    int(py, &t.reached)?,
                    int(py, &t.playing)?,
                    convert::share(py, &t.reached_share)?,
                    convert::share(py, &t.playing_share)?,
                ),
            )
        })
    }

    /// The turns as a data frame: ``turn``, ``reached``, ``playing`` and their shares (needs
    /// pandas).
    fn to_pandas<'py>(&self, py: Python<'py>) -> PyResult<Bound<'py, PyAny>> {
        let rows = self.by_turn(py)?;
        convert::data_frame(py, PyList::new(py, rows)?.into_any(), None)
    }

    fn __repr__(&self) -> String {
        format!(
            "PlayerTurns(player={}, start={}, last_turn={})",
            self.view.player, self.view.start, self.view.last_turn
        )
    }
}

/// The Dirac game's exact statistics.
#[pyclass(frozen, module = "dirac_dice")]
#[derive(Debug)]
pub(crate) struct Stats {
    about: About,
    view: StatsView,
}

impl Stats {
    pub(crate) fn new(about: About, view: StatsView) -> Stats {
        Stats { about, view }
    }
}

#[pymethods]
impl Stats {
    /// The rules.
    #[getter]
    fn rules(&self) -> Rules {
        self.about.rules()
    }

    /// Every player's starting space, in turn order.
    #[getter]
    fn starts<'py>(&self, py: Python<'py>) -> PyResult<Bound<'py, PyTuple>> {
        PyTuple::new(py, &self.view.starts)
    }

    /// Each player's exact probability of winning; they sum to exactly 1.
    #[getter]
    fn win_probability<'py>(&self, py: Python<'py>) -> PyResult<Bound<'py, PyTuple>> {
        tuple(py, &self.view.win_probability, |p| {
            convert::probability(py, p)
        })
    }

    /// The expected length of the game, in turns of all players.
    #[getter]
    fn expected_turns<'py>(&self, py: Python<'py>) -> PyResult<Bound<'py, PyAny>> {
        convert::expectation(py, &self.view.expected_turns)
    }

    /// The expected number of rolls.
    #[getter]
    fn expected_rolls<'py>(&self, py: Python<'py>) -> PyResult<Bound<'py, PyAny>> {
        convert::expectation(py, &self.view.expected_rolls)
    }

    /// Where the player who wins in the most universes is not the likeliest winner, the
    /// sentence that says so; empty otherwise.
    #[getter]
    fn contrast(&self) -> String {
        self.view.contrast.clone()
    }

    /// The most likely length, in turns of all players.
    #[getter]
    fn most_likely_turns(&self) -> u64 {
        self.view.most_likely_turns
    }

    /// ``LengthRow(turns, probability, height, charted)``: the distribution of the game's length
    /// (``height`` the probability correctly rounded to a float, for a bar; ``charted`` whether a
    /// chart of the lengths draws it: a probability of at least 1/2000).
    #[getter]
    fn length<'py>(&self, py: Python<'py>) -> PyResult<Bound<'py, PyTuple>> {
        tuple(py, &self.view.length, |l| {
            convert::row(
                py,
                "LengthRow",
                (
                    l.turns,
                    convert::probability(py, &l.probability)?,
                    l.height,
                    l.charted,
                ),
            )
        })
    }

    /// The practice game under the same rules.
    #[getter]
    fn practice(&self) -> Practice {
        Practice::new(self.about.clone(), self.view.practice.clone())
    }

    /// The length's distribution as a data frame: ``turns``, ``probability`` (exact) and ``height``
    /// (a float, for a plot; needs pandas).
    fn to_pandas<'py>(&self, py: Python<'py>) -> PyResult<Bound<'py, PyAny>> {
        let rows = self.length(py)?;
        convert::data_frame(py, PyList::new(py, rows)?.into_any(), None)
    }

    /// The statistics as ``dirac stats`` writes them.
    fn __str__(&self) -> String {
        text(&dirac_render::stats::doc(&self.view))
    }

    fn _repr_html_(&self) -> String {
        notebook(dirac_render::stats::doc(&self.view))
    }

    fn __repr__(&self) -> String {
        let percents: Vec<&str> = self
            .view
            .win_probability
            .iter()
            .map(|p| p.percent.as_str())
            .collect();
        format!(
            "Stats(win_probability=({}), expected_turns={}, most_likely_turns={})",
            percents.join(", "),
            self.view.expected_turns.short,
            self.view.most_likely_turns
        )
    }
}

/// The game played with random dice: each player's share of the games won, beside their
/// exact probability of winning and share of the universes.
#[pyclass(frozen, module = "dirac_dice")]
#[derive(Debug)]
pub(crate) struct Simulation {
    view: dirac::view::SimulationView,
}

impl Simulation {
    pub(crate) fn new(view: dirac::view::SimulationView) -> Simulation {
        Simulation { view }
    }
}

#[pymethods]
impl Simulation {
    /// The seed the dice were rolled from.
    #[getter]
    fn seed(&self) -> u64 {
        self.view.seed
    }

    /// Games played.
    #[getter]
    fn games(&self) -> u64 {
        self.view.games
    }

    /// Games won by each player, in turn order (games, not universes).
    #[getter]
    fn games_won<'py>(&self, py: Python<'py>) -> PyResult<Bound<'py, PyTuple>> {
        tuple(py, &self.view.games_won, |w| convert::int(py, w))
    }

    /// Each player's share of the games won, exactly (a ``Probability``).
    #[getter]
    fn frequency<'py>(&self, py: Python<'py>) -> PyResult<Bound<'py, PyTuple>> {
        tuple(py, &self.view.frequency, |p| convert::probability(py, p))
    }

    /// Each player's exact probability of winning, which the frequencies approach.
    #[getter]
    fn win_probability<'py>(&self, py: Python<'py>) -> PyResult<Bound<'py, PyTuple>> {
        tuple(py, &self.view.win_probability, |p| {
            convert::probability(py, p)
        })
    }

    /// Each player's share of the universes, which they do not.
    #[getter]
    fn share<'py>(&self, py: Python<'py>) -> PyResult<Bound<'py, PyTuple>> {
        tuple(py, &self.view.share, |s| convert::share(py, s))
    }

    /// The running frequencies as a data frame, one row per point and player: ``games``,
    /// ``player``, ``frequency_height`` (a float, to plot, as the JSON's ``running``) (needs
    /// pandas).
    fn to_pandas<'py>(&self, py: Python<'py>) -> PyResult<Bound<'py, PyAny>> {
        let rows = PyList::empty(py);
        for point in &self.view.running {
            for (i, h) in point.frequency_height.iter().enumerate() {
                let row = pyo3::types::PyDict::new(py);
                row.set_item("games", point.games)?;
                row.set_item("player", i + 1)?;
                row.set_item("frequency_height", *h)?;
                rows.append(row)?;
            }
        }
        convert::data_frame(py, rows.into_any(), None)
    }

    /// The games as ``dirac simulate`` writes them.
    fn __str__(&self) -> String {
        text(&dirac_render::simulate::doc(&self.view))
    }

    fn _repr_html_(&self) -> String {
        notebook(dirac_render::simulate::doc(&self.view))
    }

    fn __repr__(&self) -> String {
        let percents = |ps: &[dirac::view::Probability]| {
            ps.iter()
                .map(|p| p.percent.as_str())
                .collect::<Vec<_>>()
                .join(", ")
        };
        format!(
            "Simulation(games={}, seed={}, frequency=({}), win_probability=({}))",
            self.view.games,
            self.view.seed,
            percents(&self.view.frequency),
            percents(&self.view.win_probability)
        )
    }
}

/// One player's own universes by (space, score) after some of their turns.
#[pyclass(frozen, module = "dirac_dice")]
#[derive(Debug)]
pub(crate) struct Layer {
    view: LayerView,
}

impl Layer {
    pub(crate) fn new(view: LayerView) -> Layer {
        Layer { view }
    }
}

#[pymethods]
impl Layer {
    /// The player, from 1.
    #[getter]
    fn player(&self) -> usize {
        self.view.player
    }

    /// Their own turns played.
    #[getter]
    fn turn(&self) -> usize {
        self.view.turn
    }

    /// Their sequences that have reached the target by then.
    #[getter]
    fn reached<'py>(&self, py: Python<'py>) -> PyResult<Bound<'py, PyAny>> {
        int(py, &self.view.reached)
    }

    /// Those that reached it on this very turn (none before the first).
    #[getter]
    fn reached_on_turn<'py>(&self, py: Python<'py>) -> PyResult<Bound<'py, PyAny>> {
        int(py, &self.view.reached_on_turn)
    }

    /// The largest count of a cell.
    #[getter]
    fn largest<'py>(&self, py: Python<'py>) -> PyResult<Bound<'py, PyAny>> {
        int(py, &self.view.largest)
    }

    /// ``grid[space - 1][score]``: sequences on that space with that score, still playing.
    #[getter]
    fn grid<'py>(&self, py: Python<'py>) -> PyResult<Bound<'py, PyTuple>> {
        tuple(py, &self.view.grid, |row| Ok(ints(py, row)?.into_any()))
    }

    /// Each space's sequences over every score: ``space_totals[space - 1]``.
    #[getter]
    fn space_totals<'py>(&self, py: Python<'py>) -> PyResult<Bound<'py, PyTuple>> {
        ints(py, &self.view.space_totals)
    }

    /// Each score's sequences over every space: ``score_totals[score]``.
    #[getter]
    fn score_totals<'py>(&self, py: Python<'py>) -> PyResult<Bound<'py, PyTuple>> {
        ints(py, &self.view.score_totals)
    }

    /// The sequences still below the target: the sum of every cell.
    #[getter]
    fn playing<'py>(&self, py: Python<'py>) -> PyResult<Bound<'py, PyAny>> {
        int(py, &self.view.playing)
    }

    /// Each cell over the largest, the nearest float: for shading a drawing.
    #[getter]
    fn shade<'py>(&self, py: Python<'py>) -> PyResult<Bound<'py, PyTuple>> {
        tuple(py, &self.view.shade, |row| {
            Ok(PyTuple::new(py, row)?.into_any())
        })
    }

    /// The grid as a data frame: one row per space (from 1), one column per score (from 0).
    fn to_pandas<'py>(&self, py: Python<'py>) -> PyResult<Bound<'py, PyAny>> {
        let kwargs = PyDict::new(py);
        let spaces: Vec<usize> = (1..=self.view.grid.len()).collect();
        kwargs.set_item("index", spaces)?;
        let frame = convert::data_frame(py, self.grid(py)?.into_any(), Some(&kwargs))?;
        frame.getattr("index")?.setattr("name", "space")?;
        frame.getattr("columns")?.setattr("name", "score")?;
        Ok(frame)
    }

    fn __repr__(&self) -> String {
        format!(
            "Layer(player={}, turn={}, reached={}, largest={})",
            self.view.player, self.view.turn, self.view.reached, self.view.largest
        )
    }

    /// The grid with its totals as ``str()``.
    fn __str__(&self) -> String {
        text(&dirac_render::layer::doc(&self.view))
    }

    fn _repr_html_(&self) -> String {
        notebook(dirac_render::layer::doc(&self.view))
    }
}

/// The practice game turn by turn.
#[pyclass(frozen, module = "dirac_dice")]
#[derive(Debug)]
pub(crate) struct Trace {
    about: About,
    view: TraceView,
}

impl Trace {
    pub(crate) fn new(about: About, view: TraceView) -> Trace {
        Trace { about, view }
    }
}

#[pymethods]
impl Trace {
    /// ``TraceRow(turn, player, round, rolled, moved, laps, steps, space, score)`` for each
    /// turn traced: the turn (counting every player's), the player who moved, the round it
    /// falls in (the mover's own turn of that number), the die's values as rolled, their sum,
    /// its whole laps of the board and the spaces forward past them, the
    /// space landed on and the player's score after it.
    #[getter]
    fn rows<'py>(&self, py: Python<'py>) -> PyResult<Bound<'py, PyTuple>> {
        tuple(py, &self.view.rows, |r| {
            convert::row(
                py,
                "TraceRow",
                (
                    r.turn,
                    r.player,
                    r.round,
                    PyTuple::new(py, &r.rolled)?,
                    r.moved,
                    r.laps,
                    r.steps,
                    r.space,
                    int(py, &r.score)?,
                ),
            )
        })
    }

    /// Every player's ``(space, score)`` before the first row.
    #[getter]
    fn before<'py>(&self, py: Python<'py>) -> PyResult<Bound<'py, PyTuple>> {
        tuple(py, &self.view.before, |(space, score)| {
            Ok(
                PyTuple::new(py, [space.into_pyobject(py)?.into_any(), int(py, score)?])?
                    .into_any(),
            )
        })
    }

    /// Whether the game ends on the last row.
    #[getter]
    fn ended(&self) -> bool {
        self.view.ended
    }

    /// How the game ends (part 1), whether or not the rows reach it.
    #[getter]
    fn practice(&self) -> Practice {
        Practice::new(self.about.clone(), self.view.practice.clone())
    }

    /// The rows as a data frame (needs pandas): ``turn``, ``player``, ``round``, ``rolled`` (a
    /// tuple), ``moved``, ``laps``, ``steps``, ``space``, ``score``.
    fn to_pandas<'py>(&self, py: Python<'py>) -> PyResult<Bound<'py, PyAny>> {
        let rows = self.rows(py)?;
        convert::data_frame(py, PyList::new(py, rows)?.into_any(), None)
    }

    /// The game in the puzzle's words, a line per turn ("Player 1 rolls 1+2+3 and moves to
    /// space 10 for a total score of 10."), and the ending when the rows reach it: what
    /// ``dirac trace`` prints.
    fn __str__(&self) -> String {
        let mut text = dirac_render::doc::text(&dirac_render::trace::doc(&self.view), false);
        // `print()` adds the last line's end.
        text.truncate(text.trim_end_matches('\n').len());
        text
    }

    fn __repr__(&self) -> String {
        format!(
            "Trace(rows={}, ended={})",
            self.view.rows.len(),
            if self.view.ended { "True" } else { "False" }
        )
    }

    fn _repr_html_(&self) -> String {
        dirac_render::trace::html(&self.view, "print(trace) shows every line").into_string()
    }
}

/// Every pair of starts of a two-player game.
#[pyclass(frozen, module = "dirac_dice")]
#[derive(Debug)]
pub(crate) struct Sweep {
    rules: dirac::Rules,
    view: SweepView,
}

impl Sweep {
    pub(crate) fn new(rules: dirac::Rules, view: SweepView) -> Sweep {
        Sweep { rules, view }
    }
}

#[pymethods]
impl Sweep {
    /// The rules.
    #[getter]
    fn rules(&self) -> Rules {
        Rules {
            rules: self.rules.clone(),
        }
    }

    /// ``Summary(games, best, worst, first_mover_ahead, first_mover_favoured,
    /// best_by_column)``; ``best`` and ``worst`` hold each player's, in turn order.
    #[getter]
    fn summary<'py>(&self, py: Python<'py>) -> PyResult<Bound<'py, PyAny>> {
        let s = &self.view.summary;
        let each = |all: &[dirac::view::StartsView]| {
            tuple(py, all, |p| {
                convert::row(
                    py,
                    "Starts",
                    (
                        PyTuple::new(py, &p.starts)?,
                        convert::probability(py, &p.probability)?,
                    ),
                )
            })
        };
        convert::row(
            py,
            "Summary",
            (
                s.games,
                each(&s.best)?,
                each(&s.worst)?,
                s.first_mover_ahead,
                s.first_mover_favoured,
                PyTuple::new(py, &s.best_by_column)?,
            ),
        )
    }

    /// Players in each game.
    #[getter]
    fn players(&self) -> usize {
        self.view.players()
    }

    /// ``SweepCell(starts, practice_answer, dirac_answer, wins, win_probability, label,
    /// colour)`` for every game, player 1's start most significant.
    #[getter]
    fn cells<'py>(&self, py: Python<'py>) -> PyResult<Bound<'py, PyTuple>> {
        tuple(py, &self.view.cells, |c| {
            convert::row(
                py,
                "SweepCell",
                (
                    PyTuple::new(py, &c.starts)?,
                    int(py, &c.practice_answer)?,
                    int(py, &c.dirac_answer)?,
                    ints(py, &c.wins)?,
                    tuple(py, &c.win_probability, |p| convert::probability(py, p))?,
                    &c.label,
                    &c.colour,
                ),
            )
        })
    }

    /// ``HeatScale(low, high)``: the percentages coloured full blue and full red.
    #[getter]
    fn scale<'py>(&self, py: Python<'py>) -> PyResult<Bound<'py, PyAny>> {
        let s = self.view.scale;
        convert::row(py, "HeatScale", (s.low, s.high))
    }

    /// Eleven colours from the scale's low end to its high end: a colour key.
    #[getter]
    fn key<'py>(&self, py: Python<'py>) -> PyResult<Bound<'py, PyTuple>> {
        PyTuple::new(py, &self.view.key)
    }

    /// A tidy frame (needs pandas), the same columns for any number of players: one row per
    /// game, a column per player's start (``p1_start``, ...), the answers, each player's
    /// universes (``pN_wins``) and exact probability of winning (``pN_win_probability``, a
    /// ``Probability``) with beside it the float a plot takes (``pN_win_height``, the exact
    /// value correctly rounded), and the cell's ``label`` and ``colour``.
    fn to_pandas<'py>(&self, py: Python<'py>) -> PyResult<Bound<'py, PyAny>> {
        let rows = PyList::empty(py);
        for c in &self.view.cells {
            rows.append(cell_row(py, c)?)?;
        }
        convert::data_frame(py, rows.into_any(), None)
    }

    /// The sweep's chart as SVG: player 1's probability of winning for every pair of starts
    /// (two players), a grid per start of player 3 (three); ``None`` for other numbers.
    fn svg(&self, py: Python<'_>) -> PyResult<Option<String>> {
        match self.view.players() {
            2 => chart::sweep(&self.view).map(Some),
            _ => chart::tuples(&self.view),
        }
        .map_err(|e| chart_error(py, &e))
    }

    fn __repr__(&self) -> String {
        let s = &self.view.summary;
        let (best, worst) = (&s.best[0], &s.worst[0]);
        format!(
            "Sweep(players={}, board={}, games={}, best={} at {}, worst={} at {})",
            self.view.players(),
            self.view.rules.board,
            s.games,
            starts(&best.starts),
            best.probability.percent,
            starts(&worst.starts),
            worst.probability.percent
        )
    }

    fn __str__(&self) -> String {
        text(&dirac_render::sweep::tuples_doc(&self.view))
    }

    /// The heatmap, for boards the page and the report draw ([`dirac::view::SWEEP_DRAWN`]
    /// spaces at most); past them, the summary and where every pair is, so that a notebook's
    /// display stays small.
    fn _repr_html_(&self, py: Python<'_>) -> PyResult<String> {
        let drawn = self.view.players() != 2 || dirac::view::sweep_drawn(&self.rules).is_ok();
        if let Some(svg) = self.svg(py)?.filter(|_| drawn) {
            return Ok(html::inline_svg(&svg).into_string());
        }
        let mut doc = dirac_render::doc::Doc::default();
        doc.line(self.__repr__());
        doc.line(format!(
            "The chart is drawn for two players on boards of at most {} spaces and for three; \
             this sweep has {} games: to_pandas() lists them all.",
            dirac::view::SWEEP_DRAWN,
            self.view.summary.games
        ));
        Ok(notebook(doc))
    }
}

/// A document as a notebook shows it: within the report's bounds (its rows and its digits), so
/// that a result of any size displays in well under a megabyte, saying where the rest is.
pub(crate) fn notebook(doc: dirac_render::doc::Doc) -> String {
    let (mut doc, cut) = doc.bounded(dirac_render::report::ROWS, Digits::REPORT);
    if cut {
        doc.line(
            "Shortened for display: the result's attributes hold every row and every digit \
             (and print() writes them all).",
        );
    }
    html::doc(&doc, 3).into_string()
}

/// A document as text, as the command writes it but for the last line's end, which `print()`
/// adds.
pub(crate) fn text(doc: &dirac_render::doc::Doc) -> String {
    let mut text = dirac_render::doc::text(doc, false);
    text.truncate(text.trim_end_matches('\n').len());
    text
}

/// Starts as Python writes a tuple of them: `(4, 8)`, `(4,)`.
fn starts(starts: &[u32]) -> String {
    let spaces: Vec<String> = starts.iter().map(u32::to_string).collect();
    format!("({})", joined(&spaces))
}

/// Items as inside a Python tuple: `1, 2`, or `1,` alone.
fn joined(counts: &[String]) -> String {
    if counts.len() == 1 {
        format!("{},", counts[0])
    } else {
        counts.join(", ")
    }
}

/// The game under every value of one rule (``scan()``): a row per value, its chart and a
/// tidy frame.
#[pyclass(frozen, module = "dirac_dice")]
#[derive(Debug)]
pub(crate) struct Scan {
    view: dirac::view::ScanView,
}

impl Scan {
    pub(crate) fn new(view: dirac::view::ScanView) -> Scan {
        Scan { view }
    }

    /// The varied rule's value in row `k`: an `int` for a numeric rule, the die as written
    /// for a die.
    fn value<'py>(&self, py: Python<'py>, k: usize) -> PyResult<Bound<'py, PyAny>> {
        let value = &self.view.by_value[k].value;
        if self.view.numeric {
            int(py, value)
        } else {
            Ok(pyo3::types::PyString::new(py, value).into_any())
        }
    }
}

#[pymethods]
impl Scan {
    /// The varied rule, as its keyword: ``dirac_target``.
    #[getter]
    fn rule(&self) -> String {
        errors::keyword(&self.view.rule)
    }

    /// Every player's starting space, in turn order.
    #[getter]
    fn starts<'py>(&self, py: Python<'py>) -> PyResult<Bound<'py, PyTuple>> {
        PyTuple::new(py, &self.view.starts)
    }

    /// ``ScanRow(value, practice_answer, dirac_answer, wins, share, win_probability,
    /// expected_turns, leader, likelier, contrast)`` for every value, in the order given;
    /// players from 1.
    #[getter]
    fn by_value<'py>(&self, py: Python<'py>) -> PyResult<Bound<'py, PyTuple>> {
        tuple(py, self.view.by_value.iter().enumerate(), |(k, r)| {
            convert::row(
                py,
                "ScanRow",
                (
                    self.value(py, k)?,
                    int(py, &r.practice.answer)?,
                    int(py, &r.dirac.answer)?,
                    ints(py, &r.dirac.wins)?,
                    tuple(py, &r.dirac.share, |s| convert::share(py, s))?,
                    tuple(py, &r.win_probability, |p| convert::probability(py, p))?,
                    convert::expectation(py, &r.expected_turns)?,
                    r.dirac.leader,
                    r.likelier,
                    &r.contrast,
                ),
            )
        })
    }

    /// A tidy frame (needs pandas): one row per value, the varied rule's column first, then
    /// the answers, the universes' leader and the likelier winner, and per player ``n`` their
    /// universes won (``pn_wins``, exact ``int``), their share of them (``pn_share``, a
    /// ``Share``) and their probability of winning (``pn_win_probability``, a ``Probability``),
    /// and the expected length (``expected_turns``, an ``Expectation``). As everywhere, a
    /// column holds the exact value under its JSON name, and the float a plot takes beside it
    /// is ``_height`` (``pn_share_height``, ``pn_win_height``, ``expected_turns_height``: each
    /// the exact value correctly rounded).
    fn to_pandas<'py>(&self, py: Python<'py>) -> PyResult<Bound<'py, PyAny>> {
        let rule = self.rule();
        let points = &self.view.scan_chart.drawn_values;
        let rows = PyList::empty(py);
        for (k, r) in self.view.by_value.iter().enumerate() {
            let row = PyDict::new(py);
            row.set_item(&rule, self.value(py, k)?)?;
            row.set_item("practice_answer", int(py, &r.practice.answer)?)?;
            row.set_item("dirac_answer", int(py, &r.dirac.answer)?)?;
            row.set_item("leader", r.dirac.leader)?;
            row.set_item("likelier", r.likelier)?;
            for (i, (wins, p)) in r.dirac.wins.iter().zip(&r.win_probability).enumerate() {
                let n = i + 1;
                row.set_item(format!("p{n}_wins"), int(py, wins)?)?;
                row.set_item(
                    format!("p{n}_share"),
                    convert::share(py, &r.dirac.share[i])?,
                )?;
                row.set_item(format!("p{n}_share_height"), points[k].share_height[i])?;
                row.set_item(
                    format!("p{n}_win_probability"),
                    convert::probability(py, p)?,
                )?;
                row.set_item(format!("p{n}_win_height"), points[k].win_height[i])?;
            }
            let exact = convert::expectation(py, &r.expected_turns)?;
            row.set_item("expected_turns", &exact)?;
            row.set_item("expected_turns_height", exact.call_method0("__float__")?)?;
            row.set_item("contrast", &r.contrast)?;
            rows.append(row)?;
        }
        convert::data_frame(py, rows.into_any(), None)
    }

    /// The chart as SVG: each player's probability of winning and share of the universes
    /// against the varied rule, the game's own value marked.
    fn svg(&self, py: Python<'_>) -> PyResult<String> {
        chart::scan(&self.view).map_err(|e| chart_error(py, &e))
    }

    fn __repr__(&self) -> String {
        let values = self.view.by_value.len();
        let contrasts = self.view.contrasts().count();
        format!(
            "Scan({}: {values} value{}, {} where the player ahead in universes is not the \
             likelier winner)",
            self.rule(),
            if values == 1 { "" } else { "s" },
            contrasts
        )
    }

    fn __str__(&self) -> String {
        text(&dirac_render::scan::doc(&self.view))
    }

    /// The chart, then the table.
    fn _repr_html_(&self, py: Python<'_>) -> PyResult<String> {
        let svg = self.svg(py)?;
        Ok(format!(
            "{}{}",
            html::inline_svg(&svg).into_string(),
            notebook(dirac_render::scan::doc(&self.view))
        ))
    }
}

/// A sweep's cell as a frame's row, the same for two players and for more: each start, the
/// answers, each player's universes and probability (exact, and its float `_height`), the
/// label and the colour.
fn cell_row<'py>(py: Python<'py>, c: &dirac::view::SweepCell) -> PyResult<Bound<'py, PyDict>> {
    let row = PyDict::new(py);
    for (i, s) in c.starts.iter().enumerate() {
        row.set_item(format!("p{}_start", i + 1), s)?;
    }
    row.set_item("practice_answer", int(py, &c.practice_answer)?)?;
    row.set_item("dirac_answer", int(py, &c.dirac_answer)?)?;
    for (i, w) in c.wins.iter().enumerate() {
        row.set_item(format!("p{}_wins", i + 1), int(py, w)?)?;
    }
    for (i, p) in c.win_probability.iter().enumerate() {
        let exact = convert::probability(py, p)?;
        let height = exact.call_method0("__float__")?;
        row.set_item(format!("p{}_win_probability", i + 1), exact)?;
        row.set_item(format!("p{}_win_height", i + 1), height)?;
    }
    row.set_item("label", &c.label)?;
    row.set_item("colour", &c.colour)?;
    Ok(row)
}
