# The engine's classes and functions (written in Rust); `dirac_dice` re-exports them.
from typing import (
    Any,
    Callable,
    Iterable,
    List,
    Literal,
    Optional,
    Sequence,
    Tuple,
    Union,
    final,
    overload,
)

from .explorer import Explorer
from ._views import (
    Check,
    Dirac,
    Layer,
    Plan,
    Practice,
    Scan,
    Simulation,
    Solve,
    Stats,
    Sweep,
    Trace,
    Turns,
)

__all__ = [
    "Rules",
    "Game",
    "Handle",
    "Field",
    "Items",
    "sweep",
    "scan",
    "_solve_in_rust",
    "_explorer_call",
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
    @overload
    def practice(self, *, max_work: int = 10000000000, max_memory: int = 2048, explain: Literal[False] = False) -> Practice: ...
    @overload
    def practice(self, *, max_work: int = 10000000000, max_memory: int = 2048, explain: Literal[True]) -> Plan: ...
    @overload
    def practice(self, *, max_work: int = 10000000000, max_memory: int = 2048, explain: bool = ...) -> Union[Practice, Plan]: ...
    @overload
    def dirac(
        self, strategy: str = "auto", *, max_work: int = 10000000000, max_memory: int = 2048, explain: Literal[False] = False
    ) -> Dirac: ...
    @overload
    def dirac(
        self, strategy: str = "auto", *, max_work: int = 10000000000, max_memory: int = 2048, explain: Literal[True]
    ) -> Plan: ...
    @overload
    def dirac(
        self, strategy: str = "auto", *, max_work: int = 10000000000, max_memory: int = 2048, explain: bool = ...
    ) -> Union[Dirac, Plan]: ...
    @overload
    def solve(
        self,
        strategy: str = "auto",
        *,
        part: Optional[int] = None,
        max_work: int = 10000000000,
        max_memory: int = 2048, explain: Literal[False] = False
    ) -> Solve: ...
    @overload
    def solve(
        self,
        strategy: str = "auto",
        *,
        part: Optional[int] = None,
        max_work: int = 10000000000,
        max_memory: int = 2048, explain: Literal[True]
    ) -> Plan: ...
    @overload
    def solve(
        self,
        strategy: str = "auto",
        *,
        part: Optional[int] = None,
        max_work: int = 10000000000,
        max_memory: int = 2048, explain: bool = ...
    ) -> Union[Solve, Plan]: ...
    @overload
    def turns(self, *, max_work: int = 10000000000, max_memory: int = 2048, explain: Literal[False] = False) -> Turns: ...
    @overload
    def turns(self, *, max_work: int = 10000000000, max_memory: int = 2048, explain: Literal[True]) -> Plan: ...
    @overload
    def turns(self, *, max_work: int = 10000000000, max_memory: int = 2048, explain: bool = ...) -> Union[Turns, Plan]: ...
    @overload
    def stats(self, *, max_work: int = 10000000000, max_memory: int = 2048, explain: Literal[False] = False) -> Stats: ...
    @overload
    def stats(self, *, max_work: int = 10000000000, max_memory: int = 2048, explain: Literal[True]) -> Plan: ...
    @overload
    def stats(self, *, max_work: int = 10000000000, max_memory: int = 2048, explain: bool = ...) -> Union[Stats, Plan]: ...
    @overload
    def simulate(
        self,
        games: int = 10000,
        seed: int = 1,
        *,
        max_work: int = 10000000000,
        max_memory: int = 2048, explain: Literal[False] = False
    ) -> Simulation: ...
    @overload
    def simulate(
        self,
        games: int = 10000,
        seed: int = 1,
        *,
        max_work: int = 10000000000,
        max_memory: int = 2048, explain: Literal[True]
    ) -> Plan: ...
    @overload
    def simulate(
        self,
        games: int = 10000,
        seed: int = 1,
        *,
        max_work: int = 10000000000,
        max_memory: int = 2048, explain: bool = ...
    ) -> Union[Simulation, Plan]: ...
    @overload
    def layer(
        self, player: int, turn: int, *, max_work: int = 10000000000, max_memory: int = 2048, explain: Literal[False] = False
    ) -> Layer: ...
    @overload
    def layer(
        self, player: int, turn: int, *, max_work: int = 10000000000, max_memory: int = 2048, explain: Literal[True]
    ) -> Plan: ...
    @overload
    def layer(
        self, player: int, turn: int, *, max_work: int = 10000000000, max_memory: int = 2048, explain: bool = ...
    ) -> Union[Layer, Plan]: ...
    @overload
    def trace(
        self, max_turns: int = 2000, *, max_work: int = 10000000000, max_memory: int = 2048, explain: Literal[False] = False
    ) -> Trace: ...
    @overload
    def trace(
        self, max_turns: int = 2000, *, max_work: int = 10000000000, max_memory: int = 2048, explain: Literal[True]
    ) -> Plan: ...
    @overload
    def trace(
        self, max_turns: int = 2000, *, max_work: int = 10000000000, max_memory: int = 2048, explain: bool = ...
    ) -> Union[Trace, Plan]: ...
    @overload
    def check(
        self,
        answer: Union[int, str],
        part: Optional[int] = None,
        *,
        reveal: bool = False,
        max_work: int = 10000000000,
        max_memory: int = 2048, explain: Literal[False] = False
    ) -> Check: ...
    @overload
    def check(
        self,
        answer: Union[int, str],
        part: Optional[int] = None,
        *,
        reveal: bool = False,
        max_work: int = 10000000000,
        max_memory: int = 2048, explain: Literal[True]
    ) -> Plan: ...
    @overload
    def check(
        self,
        answer: Union[int, str],
        part: Optional[int] = None,
        *,
        reveal: bool = False,
        max_work: int = 10000000000,
        max_memory: int = 2048, explain: bool = ...
    ) -> Union[Check, Plan]: ...
    def explore(self) -> Explorer:
        """The explorer on this game, in a notebook's output (the ``widget`` extra)."""

@final
class Handle:
    """The engine's hold on a result's view, for its display (``_shown.py``)."""
    def text(self) -> Optional[str]: ...
    def html(self, part: Optional[str]) -> str: ...
    def svg(self) -> Optional[str]: ...

# A descriptor that stands for its value on a result: type checkers take it as the field's type.
@final
class Field(Any):
    """A field of a result, made from the engine's view when first read (``_views.py``)."""
    def __new__(
        cls,
        name: str,
        *,
        count: bool = False,
        view: Optional[str] = None,
        by: Optional[Callable[[Any, Any], Any]] = None,
    ) -> Field: ...
    def __get__(self, obj: Any, owner: Any = None, /) -> Any: ...

@final
class Items:
    """A list field's items, each made from the engine's view when the iteration reaches it
    (what a ``Field``'s expression reads)."""
    def __iter__(self) -> Items: ...
    def __next__(self) -> Any: ...
    def __len__(self) -> int: ...

@overload
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
    max_memory: int = 2048, explain: Literal[False] = False
) -> Sweep: ...
@overload
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
    max_memory: int = 2048, explain: Literal[True]
) -> Plan: ...
@overload
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
    max_memory: int = 2048, explain: bool = ...
) -> Union[Sweep, Plan]: ...

@overload
def scan(
    game_or_starts: Union[Game, Sequence[int]],
    *,
    max_work: int = 10000000000,
    max_memory: int = 2048,
    explain: Literal[False] = False,
    **rules: Any,
) -> Scan: ...
@overload
def scan(
    game_or_starts: Union[Game, Sequence[int]],
    *,
    max_work: int = 10000000000,
    max_memory: int = 2048,
    explain: Literal[True],
    **rules: Any,
) -> Plan: ...
@overload
def scan(
    game_or_starts: Union[Game, Sequence[int]],
    *,
    max_work: int = 10000000000,
    max_memory: int = 2048,
    explain: bool = ...,
    **rules: Any,
) -> Union[Scan, Plan]: ...

def _solve_in_rust(text: str, part: int, calls: int, *, engine: bool = False) -> int:
    """Nanoseconds that ``calls`` calls take, each as ``Game.parse(text).practice().answer``
    (``part`` 1) or ``.dirac().answer`` (2) does it, without Python; with ``engine``, the
    engine's own call (parse, play or count, the answer): for the speed test and the
    benchmark."""

def _explorer_call(call: str, args: List[Any]) -> str:
    """One call of the explorer page's engine, by its name, answered with its JSON text (the
    notebook's widget, ``explorer.py``)."""
