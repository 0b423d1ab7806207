"""The exceptions dirac raises: one base class, and one class per kind a caller can act on."""

from __future__ import annotations

TYPE_CHECKING = False
if TYPE_CHECKING:
    from typing import Optional


class DiracError(Exception):
    """Anything that stops dirac from producing an answer.

    The message is the one the ``dirac`` command prints for the same problem.
    """


class InputError(DiracError, ValueError):
    """The puzzle's text is malformed (``Game.parse``; a list of starts that is not right is a
    ``RulesError``).

    ``line`` is the 1-based line at fault (``None`` when the text as a whole is, such as an
    empty text), ``column`` the 1-based column where the line departs from
    ``Player N starting position: P`` when there is one.

    >>> import dirac_dice
    >>> try:
    ...     dirac_dice.Game.parse("Player 1 starting position: 4\\nPlayer 2 starting  position: 8\\n")
    ... except dirac_dice.InputError as e:
    ...     print(e.line, e.column)
    2 18
    """

    def __init__(self, message: str, line: Optional[int] = None, column: Optional[int] = None):
        super().__init__(message)
        self.line = line
        self.column = column


class RulesError(DiracError, ValueError):
    """A rule, a start, a strategy, a player or a limit is out of range.

    ``argument`` names the argument at fault: a rule (``"board"``, ``"dirac_target"``, ...),
    a die (``"dirac_die"``, ``"practice_sequence"``; also when its count is given with it),
    ``"starts"`` (the message names the player), ``"strategy"``, ``"player"``, ``"turn"``,
    ``"max_turns"``, ``"max_work"`` or ``"max_memory"``.

    >>> import dirac_dice
    >>> try:
    ...     dirac_dice.Game([4, 8], board=0)
    ... except dirac_dice.RulesError as e:
    ...     print(e.argument, "-", e)
    board - board size 0 is not allowed: expected a whole number from 1 to 1000000
    """

    def __init__(self, message: str, argument: Optional[str] = None):
        super().__init__(message)
        self.argument = argument


class RefusedError(DiracError):
    """The work was estimated before it started and would pass the limits.

    ``work`` and ``memory`` are the estimate (work in dirac's steps, each a nanosecond of work
    on the reference CPU, so 10**10 is about ten seconds; memory in bytes), ``max_work`` and
    ``max_memory`` the limits it was held to (``max_memory`` in MiB, as the keyword argument and
    the command's ``--max-memory`` take it). The estimate is the same figure whatever the limits
    that refuse it. When the refusal is not about the limits (a state space too large to
    number, a recursion too deep, a sweep past 1000 spaces) the four numbers are ``None``.
    Raise the limits with the ``max_work`` and ``max_memory`` keyword arguments.
    """

    def __init__(
        self,
        message: str,
        work: Optional[int] = None,
        memory: Optional[int] = None,
        max_work: Optional[int] = None,
        max_memory: Optional[int] = None,
    ):
        super().__init__(message)
        self.work = work
        self.memory = memory
        self.max_work = max_work
        self.max_memory = max_memory
