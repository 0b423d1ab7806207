"""The rows of dirac's tables, as named tuples: each field is named as in the view model
(docs/json.md), and a list of them is a ready ``pandas.DataFrame``."""

from typing import Any, NamedTuple, Tuple

from ._numbers import Probability, Share


class TurnRow(NamedTuple):
    """One player alone, after their ``turn``-th turn: of their own roll sequences, those that
    ``reached`` the target on that very turn and those still ``playing`` below it, and each as
    a share of all their sequences of that many turns (``per_turn ** turn``)."""

    turn: int
    reached: int
    playing: int
    reached_share: Share
    playing_share: Share


class RoundRow(NamedTuple):
    """The game after ``round`` (one turn of every player): the universes each player won in
    that round, and those still ``undecided``."""

    round: int
    wins: Tuple[int, ...]
    undecided: int


class LengthRow(NamedTuple):
    """The exact ``probability`` that the game lasts exactly ``turns`` turns of all players, its
    ``height``: the same correctly rounded to a float, for a bar, and whether a chart of the
    lengths draws it (``charted``: a probability of at least 1/2000, decided exactly)."""

    turns: int
    probability: Probability
    height: float
    charted: bool


class TraceRow(NamedTuple):
    """One turn of the practice game: the ``turn`` (counting every player's turns from 1), the
    ``player`` who moved, the ``round`` it falls in (the mover's own turn of that number), the
    die's values as ``rolled`` and their sum ``moved`` (``laps`` whole
    laps of the board and ``steps`` spaces forward past them), the ``space`` landed on and the
    player's ``score`` after it."""

    turn: int
    player: int
    round: int
    rolled: Tuple[int, ...]
    moved: int
    laps: int
    steps: int
    space: int
    score: int


class Starts(NamedTuple):
    """Starts of a sweep's game (one a player, in turn order), and one player's exact
    ``probability`` of winning from them."""

    starts: Tuple[int, ...]
    probability: Probability


class Summary(NamedTuple):
    """The sweep at a glance: each player's ``best`` and ``worst`` starts (in turn order:
    ``best[1]`` is where moving second is best), and in how many of the ``games`` the first
    mover wins more universes than each other player (``first_mover_ahead``) or is more likely
    than not to win (``first_mover_favoured``); ``best_by_column`` (two players): for each start
    of player 2 from space 1, player 1's best start against it."""

    games: int
    best: Tuple[Starts, ...]
    worst: Tuple[Starts, ...]
    first_mover_ahead: int
    first_mover_favoured: int
    best_by_column: Tuple[int, ...]


class SweepCell(NamedTuple):
    """One game of a sweep (a tuple of starts; a pair for two players): both answers, each
    player's universes won and exact probability of winning, player 1's as the whole
    percentage a grid cell is labelled with (``78%``; ``<1%`` and ``>99%`` short of the ends),
    and the cell's colour (``#rrggbb``) on the sweep's :class:`HeatScale`; players from 1."""

    starts: Tuple[int, ...]
    practice_answer: int
    dirac_answer: int
    wins: Tuple[int, ...]
    win_probability: Tuple[Probability, ...]
    label: str
    colour: str


class HeatScale(NamedTuple):
    """A sweep's colour scale: the whole percentages coloured full blue (``low``) and full red
    (``high``), diverging about 50% and stretched to the data in 5% steps; the command line's
    chart and the explorer colour a sweep with the same."""

    low: int
    high: int


class ScanRow(NamedTuple):
    """The game under one value of a scan's rule; players from 1."""

    value: Any
    practice_answer: int
    dirac_answer: int
    wins: Tuple[int, ...]
    share: Tuple[Any, ...]
    win_probability: Tuple[Any, ...]
    expected_turns: Any
    leader: int
    likelier: int
    contrast: str


class MistakeRow(NamedTuple):
    """A known mistake that gives the answer checked (``Game.check``): its stable ``id``
    (``dirac check --list``), the ``part`` it spoils, and in plain words the ``mistake``, how to
    ``see`` it for oneself and what would ``fix`` it."""

    id: str
    part: int
    mistake: str
    see: str
    fix: str


class HintRow(NamedTuple):
    """For an unknown answer, against one ``part``: whether the answer is ``too_high`` (else too
    low) and how many ``digits`` the right answer has."""

    part: int
    too_high: bool
    digits: int
