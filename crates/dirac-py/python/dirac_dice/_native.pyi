# The engine's classes and functions (written in Rust); `dirac_dice` re-exports them.
from typing import Any, Dict, Iterable, Optional, Sequence, Tuple, Union, final

from ._numbers import Expectation, Probability, Share
from ._rows import (
    HeatScale,
    HintRow,
    LengthRow,
    MistakeRow,
    RoundRow,
    ScanRow,
    Summary,
    SweepCell,
    TraceRow,
    TurnRow,
)

__all__ = [
    "Rules",
    "Game",
    "Check",
    "Practice",
    "Dirac",
    "Solve",
    "Turns",
    "PlayerTurns",
    "Stats",
    "Simulation",
    "Layer",
    "Trace",
    "Sweep",
    "sweep",
    "Scan",
    "scan",
    "STRATEGIES",
    "__version__",
]

STRATEGIES: Tuple[str, ...]
__version__: str

# A die other than the puzzle's: its text ("1:2,2", "6..1") or its values ([1, 1, 2], a range).
_Die = Union[str, Iterable[int]]

@final
class Rules:
    def __new__(
        cls,
        *,
        board: int = 10,
        rolls: int = 3,
        practice_die: int = 100,
        practice_sequence: Optional[_Die] = None,
        practice_target: int = 1000,
        dirac_faces: int = 3,
        dirac_die: Optional[_Die] = None,
        dirac_target: int = 21,
    ) -> Rules: ...
    @property
    def board(self) -> int: ...
    @property
    def rolls(self) -> int: ...
    @property
    def practice_die(self) -> int: ...
    @property
    def practice_sequence(self) -> str: ...
    @property
    def practice_target(self) -> int: ...
    @property
    def dirac_faces(self) -> int: ...
    @property
    def dirac_die(self) -> str: ...
    @property
    def dirac_target(self) -> int: ...
    def __eq__(self, value: object, /) -> bool: ...
    def __hash__(self) -> int: ...

@final
class Game:
    def __new__(
        cls,
        starts: Sequence[int],
        *,
        board: int = 10,
        rolls: int = 3,
        practice_die: int = 100,
        practice_sequence: Optional[_Die] = None,
        practice_target: int = 1000,
        dirac_faces: int = 3,
        dirac_die: Optional[_Die] = None,
        dirac_target: int = 21,
    ) -> Game: ...
    @staticmethod
    def parse(
        text: Union[str, bytes],
        *,
        board: int = 10,
        rolls: int = 3,
        practice_die: int = 100,
        practice_sequence: Optional[_Die] = None,
        practice_target: int = 1000,
        dirac_faces: int = 3,
        dirac_die: Optional[_Die] = None,
        dirac_target: int = 21,
    ) -> Game: ...
    @property
    def starts(self) -> Tuple[int, ...]: ...
    @property
    def rules(self) -> Rules: ...
    @property
    def players(self) -> int: ...
    def practice(self, *, max_work: int = 10000000000, max_memory: int = 2048) -> Practice: ...
    def dirac(
        self, strategy: str = "auto", *, max_work: int = 10000000000, max_memory: int = 2048
    ) -> Dirac: ...
    def solve(
        self,
        strategy: str = "auto",
        *,
        part: Optional[int] = None,
        max_work: int = 10000000000,
        max_memory: int = 2048,
    ) -> Solve: ...
    def turns(self, *, max_work: int = 10000000000, max_memory: int = 2048) -> Turns: ...
    def stats(self, *, max_work: int = 10000000000, max_memory: int = 2048) -> Stats: ...
    def simulate(
        self,
        games: int = 10000,
        seed: int = 1,
        *,
        max_work: int = 10000000000,
        max_memory: int = 2048,
    ) -> Simulation: ...
    def layer(
        self, player: int, turn: int, *, max_work: int = 10000000000, max_memory: int = 2048
    ) -> Layer: ...
    def trace(
        self, max_turns: int = 2000, *, max_work: int = 10000000000, max_memory: int = 2048
    ) -> Trace: ...
    def check(
        self,
        answer: Union[int, str],
        part: Optional[int] = None,
        *,
        reveal: bool = False,
        max_work: int = 10000000000,
        max_memory: int = 2048,
    ) -> Check: ...

@final
class Check:
    @property
    def verdict(self) -> str: ...
    @property
    def answer(self) -> int: ...
    @property
    def right_parts(self) -> Tuple[int, ...]: ...
    @property
    def mistakes(self) -> Tuple[MistakeRow, ...]: ...
    @property
    def hints(self) -> Tuple[HintRow, ...]: ...
    @property
    def revealed(self) -> Optional[Dict[int, int]]: ...

@final
class Practice:
    @property
    def answer(self) -> int: ...
    @property
    def winner(self) -> int: ...
    @property
    def scores(self) -> Tuple[int, ...]: ...
    @property
    def lowest(self) -> int: ...
    @property
    def die_rolls(self) -> int: ...
    @property
    def turns_played(self) -> int: ...
    def _repr_html_(self) -> str: ...

@final
class Dirac:
    @property
    def answer(self) -> int: ...
    @property
    def leader(self) -> int: ...
    @property
    def wins(self) -> Tuple[int, ...]: ...
    @property
    def strategy(self) -> str: ...
    @property
    def width(self) -> str: ...
    @property
    def total(self) -> int: ...
    @property
    def share(self) -> Tuple[Share, ...]: ...
    def _repr_html_(self) -> str: ...

@final
class Solve:
    @property
    def rules(self) -> Rules: ...
    @property
    def starts(self) -> Tuple[int, ...]: ...
    @property
    def practice(self) -> Optional[Practice]: ...
    @property
    def dirac(self) -> Optional[Dirac]: ...
    @property
    def contrast(self) -> str: ...
    def _repr_html_(self) -> str: ...

@final
class Turns:
    @property
    def rules(self) -> Rules: ...
    @property
    def starts(self) -> Tuple[int, ...]: ...
    @property
    def per_turn(self) -> int: ...
    @property
    def players(self) -> Tuple[PlayerTurns, ...]: ...
    @property
    def last_turn(self) -> int: ...
    @property
    def rounds(self) -> Tuple[RoundRow, ...]: ...
    @property
    def first_win_round(self) -> int: ...
    @property
    def totals(self) -> Tuple[int, ...]: ...
    @property
    def leader(self) -> int: ...
    def to_pandas(self) -> Any: ...  # a pandas.DataFrame
    def svg(self) -> str: ...
    def _repr_html_(self) -> str: ...

@final
class PlayerTurns:
    @property
    def player(self) -> int: ...
    @property
    def start(self) -> int: ...
    @property
    def last_turn(self) -> int: ...
    @property
    def by_turn(self) -> Tuple[TurnRow, ...]: ...
    def to_pandas(self) -> Any: ...  # a pandas.DataFrame

@final
class Stats:
    @property
    def rules(self) -> Rules: ...
    @property
    def starts(self) -> Tuple[int, ...]: ...
    @property
    def win_probability(self) -> Tuple[Probability, ...]: ...
    @property
    def expected_turns(self) -> Expectation: ...
    @property
    def expected_rolls(self) -> Expectation: ...
    @property
    def contrast(self) -> str: ...
    @property
    def most_likely_turns(self) -> int: ...
    @property
    def length(self) -> Tuple[LengthRow, ...]: ...
    @property
    def practice(self) -> Practice: ...
    def to_pandas(self) -> Any: ...  # a pandas.DataFrame

@final
class Simulation:
    @property
    def seed(self) -> int: ...
    @property
    def games(self) -> int: ...
    @property
    def games_won(self) -> Tuple[int, ...]: ...
    @property
    def frequency(self) -> Tuple[Probability, ...]: ...
    @property
    def win_probability(self) -> Tuple[Probability, ...]: ...
    @property
    def share(self) -> Tuple[Share, ...]: ...
    def to_pandas(self) -> Any: ...  # a pandas.DataFrame
    def _repr_html_(self) -> str: ...

@final
class Layer:
    @property
    def player(self) -> int: ...
    @property
    def turn(self) -> int: ...
    @property
    def reached(self) -> int: ...
    @property
    def reached_on_turn(self) -> int: ...
    @property
    def largest(self) -> int: ...
    @property
    def grid(self) -> Tuple[Tuple[int, ...], ...]: ...
    @property
    def space_totals(self) -> Tuple[int, ...]: ...
    @property
    def score_totals(self) -> Tuple[int, ...]: ...
    @property
    def playing(self) -> int: ...
    @property
    def shade(self) -> Tuple[Tuple[float, ...], ...]: ...
    def to_pandas(self) -> Any: ...  # a pandas.DataFrame

@final
class Trace:
    @property
    def rows(self) -> Tuple[TraceRow, ...]: ...
    @property
    def before(self) -> Tuple[Tuple[int, int], ...]: ...
    @property
    def ended(self) -> bool: ...
    @property
    def practice(self) -> Practice: ...
    def to_pandas(self) -> Any: ...  # a pandas.DataFrame

@final
class Sweep:
    @property
    def rules(self) -> Rules: ...
    @property
    def summary(self) -> Summary: ...
    @property
    def players(self) -> int: ...
    @property
    def cells(self) -> Tuple[SweepCell, ...]: ...
    @property
    def scale(self) -> HeatScale: ...
    @property
    def key(self) -> Tuple[str, ...]: ...
    def to_pandas(self) -> Any: ...  # a pandas.DataFrame
    def svg(self) -> Optional[str]: ...
    def _repr_html_(self) -> str: ...

def sweep(
    *,
    players: int = 2,
    board: int = 10,
    rolls: int = 3,
    practice_die: int = 100,
    practice_sequence: Optional[_Die] = None,
    practice_target: int = 1000,
    dirac_faces: int = 3,
    dirac_die: Optional[_Die] = None,
    dirac_target: int = 21,
    max_work: int = 10000000000,
    max_memory: int = 2048,
) -> Sweep: ...

@final
class Scan:
    @property
    def rule(self) -> str: ...
    @property
    def starts(self) -> Tuple[int, ...]: ...
    @property
    def by_value(self) -> Tuple[ScanRow, ...]: ...
    def to_pandas(self) -> Any: ...  # a pandas.DataFrame
    def svg(self) -> str: ...
    def _repr_html_(self) -> str: ...

def scan(
    game_or_starts: Union[Game, Sequence[int]],
    *,
    max_work: int = 10000000000,
    max_memory: int = 2048,
    **rules: Any,
) -> Scan: ...
