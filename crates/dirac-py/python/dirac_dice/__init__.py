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

from ._errors import DiracError, InputError, RefusedError, RulesError
from ._native import (
    STRATEGIES,
    Dirac,
    Game,
    Layer,
    PlayerTurns,
    Practice,
    Rules,
    Scan,
    Simulation,
    Solve,
    Stats,
    Sweep,
    Trace,
    Tuples,
    Turns,
    __version__,
    scan,
    sweep,
)
from ._numbers import Expectation, Probability, Share
from ._rows import (
    HeatScale,
    LengthRow,
    Pair,
    RoundRow,
    ScanRow,
    Summary,
    SweepCell,
    TraceRow,
    TupleCell,
    TurnRow,
)

__all__ = [
    "STRATEGIES",
    "DiracError",
    "Dirac",
    "Expectation",
    "Game",
    "InputError",
    "Layer",
    "LengthRow",
    "Pair",
    "PlayerTurns",
    "Practice",
    "Probability",
    "RefusedError",
    "RoundRow",
    "Rules",
    "RulesError",
    "Scan",
    "ScanRow",
    "Share",
    "Solve",
    "Simulation",
    "Stats",
    "Summary",
    "HeatScale",
    "Sweep",
    "SweepCell",
    "Trace",
    "TraceRow",
    "TupleCell",
    "Tuples",
    "TurnRow",
    "Turns",
    "__version__",
    "scan",
    "sweep",
]
