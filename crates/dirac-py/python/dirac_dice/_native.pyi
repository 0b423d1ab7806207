# The engine's classes and functions (written in Rust); `dirac_dice` re-exports them.
from typing import Any, Iterable, Optional, Sequence, Tuple, Union, final

from ._numbers import Expectation, Probability, Share
from ._rows import LengthRow, RoundRow, Summary, SweepCell, TurnRow

__all__ = [
    "Rules",
    "Game",
    "Practice",
    "Dirac",
    "Solve",
    "Turns",
    "PlayerTurns",
    "Stats",
    "Layer",
    "Trace",
    "Sweep",
    "sweep",
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
    def practice(self, *, max_work: int = 2000000000, max_memory: int = 2147483648) -> Practice: ...
    def dirac(
        self, strategy: str = "auto", *, max_work: int = 2000000000, max_memory: int = 2147483648
    ) -> Dirac: ...
    def solve(
        self, strategy: str = "auto", *, max_work: int = 2000000000, max_memory: int = 2147483648
    ) -> Solve: ...
    def turns(self, *, max_work: int = 2000000000, max_memory: int = 2147483648) -> Turns: ...
    def stats(self, *, max_work: int = 2000000000, max_memory: int = 2147483648) -> Stats: ...
    def layer(
        self, player: int, turn: int, *, max_work: int = 2000000000, max_memory: int = 2147483648
    ) -> Layer: ...
    def trace(
        self, max_turns: int = 2000, *, max_work: int = 2000000000, max_memory: int = 2147483648
    ) -> Trace: ...

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
    def rolls(self) -> int: ...
    @property
    def turns(self) -> int: ...
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
    def rounds(self) -> Tuple[RoundRow, ...]: ...
    @property
    def totals(self) -> Tuple[int, ...]: ...
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
    def turns(self) -> Tuple[TurnRow, ...]: ...
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
    def most_likely_turns(self) -> int: ...
    @property
    def length(self) -> Tuple[LengthRow, ...]: ...
    @property
    def practice(self) -> Practice: ...
    def to_pandas(self) -> Any: ...  # a pandas.DataFrame

@final
class Layer:
    @property
    def player(self) -> int: ...
    @property
    def turn(self) -> int: ...
    @property
    def reached(self) -> int: ...
    @property
    def largest(self) -> int: ...
    @property
    def cells(self) -> Tuple[Tuple[int, ...], ...]: ...
    @property
    def shade(self) -> Tuple[Tuple[float, ...], ...]: ...
    def to_pandas(self) -> Any: ...  # a pandas.DataFrame

@final
class Trace:
    @property
    def turns(self) -> Tuple[Tuple[Tuple[int, int], ...], ...]: ...
    @property
    def ended(self) -> bool: ...
    def to_pandas(self) -> Any: ...  # a pandas.DataFrame

@final
class Sweep:
    @property
    def rules(self) -> Rules: ...
    @property
    def summary(self) -> Summary: ...
    @property
    def cells(self) -> Tuple[SweepCell, ...]: ...
    def to_pandas(self) -> Any: ...  # a pandas.DataFrame
    def svg(self) -> str: ...
    def _repr_html_(self) -> str: ...

def sweep(
    *,
    board: int = 10,
    rolls: int = 3,
    practice_die: int = 100,
    practice_sequence: Optional[_Die] = None,
    practice_target: int = 1000,
    dirac_faces: int = 3,
    dirac_die: Optional[_Die] = None,
    dirac_target: int = 21,
    max_work: int = 2000000000,
    max_memory: int = 2147483648,
) -> Sweep: ...
