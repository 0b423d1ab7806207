"""dirac_dice: solve, explain and explore the Dirac Dice game (Advent of Code 2021, day 21)
under any rules, exactly.

>>> import dirac_dice
>>> game = dirac_dice.Game.parse("Player 1 starting position: 4\\nPlayer 2 starting position: 8\\n")
>>> solved = game.solve()
>>> solved.practice.answer, solved.dirac.answer
(739785, 444356092776315)

Counts are Python ``int`` (exact however large), probabilities are ``fractions.Fraction``
subclasses that also carry the rounded decimals the ``dirac`` command prints, and errors are
``DiracError`` subclasses. Fields are named as in the ``dirac`` command's JSON.
"""

from __future__ import annotations

import importlib

# `typing` costs a third of the package's import: names for the type checker only (the
# annotations are strings, by the import above). Type checkers take the block below as true.
TYPE_CHECKING = False
if TYPE_CHECKING:
    from typing import Any, Optional, Sequence, Union

from ._errors import DiracError, InputError, RefusedError, RulesError
from ._native import STRATEGIES, Game, Rules, __version__, scan, sweep

# The result classes (``_views``, one frozen dataclass per view) and the numbers' classes
# (``_numbers``, with ``fractions`` and ``decimal`` under them) are made on first use, not at
# import: they were most of what importing the package cost.
_NUMBERS = frozenset(("Expectation", "Probability", "Share"))

if TYPE_CHECKING:  # for the type checker: made on first use at run time
    from ._numbers import Expectation, Probability, Share
    from ._views import (
        Check,
        Dirac,
        HeatScale,
        HintRow,
        Layer,
        LengthRow,
        Measured,
        MistakeRow,
        Plan,
        PlayerTurns,
        Practice,
        Revealed,
        RoundRow,
        RunningPoint,
        Scan,
        ScanChart,
        ScanPoint,
        ScanRow,
        Simulation,
        Solve,
        Starts,
        Stats,
        Summary,
        Sweep,
        SweepCell,
        Trace,
        TraceRow,
        TurnRow,
        Turns,
        Work,
    )


def __getattr__(name: str) -> Any:
    # Every other name of `__all__` is bound at import: what reaches here is a class to make.
    if name not in __all__:
        raise AttributeError(f"module 'dirac_dice' has no attribute {name!r}")
    home = importlib.import_module("._numbers" if name in _NUMBERS else "._views", __name__)
    value = getattr(home, name)
    globals()[name] = value
    return value


def __dir__() -> list:
    # The public names and the module's own (`__version__`, `__doc__`); not the helpers this
    # file imports for itself (`importlib`, `TYPE_CHECKING`, `annotations`).
    return sorted(set(__all__) | {n for n in globals() if n.startswith("__")})


__all__ = [
    "STRATEGIES",
    "Check",
    "HintRow",
    "MistakeRow",
    "check",
    "DiracError",
    "Dirac",
    "Expectation",
    "Game",
    "InputError",
    "Layer",
    "LengthRow",
    "Measured",
    "Plan",
    "PlayerTurns",
    "Practice",
    "Probability",
    "RefusedError",
    "Revealed",
    "RoundRow",
    "RunningPoint",
    "Rules",
    "RulesError",
    "Scan",
    "ScanChart",
    "ScanPoint",
    "ScanRow",
    "Share",
    "Solve",
    "Starts",
    "Simulation",
    "Stats",
    "Summary",
    "HeatScale",
    "Sweep",
    "SweepCell",
    "Trace",
    "TraceRow",
    "TurnRow",
    "Turns",
    "Work",
    "__version__",
    "scan",
    "sweep",
]


def check(
    game: Union[Game, str, bytes, Sequence[int]],
    answer: Union[int, str],
    part: Optional[int] = None,
    *,
    reveal: bool = False,
    max_work: int = 10_000_000_000,
    max_memory: int = 2048,
    explain: bool = False,
    **rules: Any,
) -> Union[Check, Plan]:
    """Checks ``answer`` for ``game`` (a ``Game``, the puzzle's text as ``str`` or ``bytes``, as
    ``Game.parse`` reads it, or the players' starts, with rules as keyword arguments): ``Game(...).check(answer, ...)``, as ``dirac check`` does.
    With ``explain=True``, its ``Plan`` instead, as every call gives it.

    >>> import dirac_dice
    >>> dirac_dice.check([4, 8], 739785).verdict
    'right'
    >>> dirac_dice.check([4, 8], 1).hints[0]
    HintRow(part=1, too_high=False, digits=6)
    """
    if isinstance(game, Game):
        if rules:
            raise TypeError("a Game brings its own rules: give them to Game(...), not to check()")
    elif isinstance(game, (str, bytes)):
        game = Game.parse(game, **rules)
    else:
        game = Game(game, **rules)
    if explain:
        return game.check(
            answer, part, reveal=reveal, max_work=max_work, max_memory=max_memory, explain=True
        )
    return game.check(answer, part, reveal=reveal, max_work=max_work, max_memory=max_memory)

