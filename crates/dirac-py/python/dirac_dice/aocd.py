"""dirac as a solver for the advent-of-code-data runner (``aoc``), which calls every function
declared in the entry-point group ``adventofcode.user`` with each puzzle's year, day and input,
and compares the answers it returns with the puzzle's. dirac answers 2021 day 21, the Dirac
Dice, and passes on every other puzzle.

>>> from dirac_dice.aocd import solve
>>> solve(2021, 21, "Player 1 starting position: 4\\nPlayer 2 starting position: 8\\n")
(739785, 444356092776315)
>>> solve(2021, 20, "anything")
(None, None)
"""

from typing import Optional, Tuple

from ._native import Game

#: The puzzle dirac solves: (year, day).
PUZZLE = (2021, 21)


def solve(year: int, day: int, data: str) -> Tuple[Optional[int], Optional[int]]:
    """Both answers of the Dirac Dice for the input ``data`` under the puzzle's rules, or
    ``(None, None)`` for any other puzzle. A bad input raises ``dirac_dice.InputError``, whose
    message names the line at fault."""
    if (year, day) != PUZZLE:
        return None, None
    game = Game.parse(data)
    return game.practice().answer, game.dirac().answer
