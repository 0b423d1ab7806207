"""Exact fractions that carry the engine's roundings: arithmetic sees a ``Fraction``, display
uses the decimals the ``dirac`` command and the page print, rounded once from the fraction."""

import math
from fractions import Fraction


class _Frozen:
    """Frozen as the results that hold it: a rounded form set once, when made, and never again
    (it would no longer be the fraction's)."""

    __slots__ = ()

    def __setattr__(self, name: str, value: object) -> None:
        if name in type(self).__slots__ and hasattr(self, name):  # type: ignore[attr-defined]
            raise AttributeError(f"{type(self).__name__} is frozen: its {name} cannot change")
        super().__setattr__(name, value)

    def __delattr__(self, name: str) -> None:
        raise AttributeError(f"{type(self).__name__} is frozen: its {name} cannot be deleted")


class Probability(_Frozen, Fraction):
    """An exact probability: a ``fractions.Fraction`` with its ``decimal`` (12 places) and its
    ``percent`` (2 places), each correctly rounded from the fraction by the engine.

    >>> import dirac_dice
    >>> p = dirac_dice.Game([4, 8]).stats().win_probability[0]
    >>> p.percent
    '77.60%'
    >>> p + dirac_dice.Game([4, 8]).stats().win_probability[1]
    Fraction(1, 1)
    """

    __slots__ = ("decimal", "percent")
    decimal: str
    percent: str

    def __new__(cls, numerator: int, denominator: int, decimal: str, percent: str) -> "Probability":
        self = super().__new__(cls, numerator, denominator)
        self.decimal = decimal
        self.percent = percent
        return self

    def __repr__(self) -> str:
        return f"Probability({_digits(self.numerator)}, {_digits(self.denominator)}, percent={self.percent!r})"

    def __reduce__(self):  # type: ignore[override]
        return (Probability, (self.numerator, self.denominator, self.decimal, self.percent))

    # Immutable, as a Fraction: a copy is the same value (Fraction's own copies would rebuild
    # the class without its rounded forms).
    def __copy__(self) -> "Probability":
        return self

    def __deepcopy__(self, memo: object) -> "Probability":
        return self


class Expectation(_Frozen, Fraction):
    """An exact expected value: a ``fractions.Fraction`` with its ``decimal`` (12 places) and a
    ``short`` form (3 places), each correctly rounded from the fraction by the engine."""

    __slots__ = ("decimal", "short")
    decimal: str
    short: str

    def __new__(cls, numerator: int, denominator: int, decimal: str, short: str) -> "Expectation":
        self = super().__new__(cls, numerator, denominator)
        self.decimal = decimal
        self.short = short
        return self

    def __repr__(self) -> str:
        return f"Expectation({_digits(self.numerator)}, {_digits(self.denominator)}, short={self.short!r})"

    def __reduce__(self):  # type: ignore[override]
        return (Expectation, (self.numerator, self.denominator, self.decimal, self.short))

    # Immutable, as a Fraction: a copy is the same value (Fraction's own copies would rebuild
    # the class without its rounded forms).
    def __copy__(self) -> "Expectation":
        return self

    def __deepcopy__(self, memo: object) -> "Expectation":
        return self


class Share(_Frozen, Fraction):
    """A part of a whole, exactly: a ``fractions.Fraction`` (``float(share)``, arithmetic) with
    the ``portion`` and the ``whole`` it was made from (not reduced) and its ``percent`` (2
    places) correctly rounded from it by the engine. A player's part of the
    universes in which the game ends (not a probability: universes that end early stand for more
    of it), or a turn's sequences as a part of all a player's own sequences of that many turns.

    >>> import dirac_dice
    >>> share = dirac_dice.Game([4, 8]).dirac().share[0]
    >>> share.percent
    '56.51%'
    >>> round(float(share), 4)
    0.5651
    """

    __slots__ = ("portion", "whole", "percent")
    portion: int
    whole: int
    percent: str

    def __new__(cls, portion: int, whole: int, percent: str) -> "Share":
        # A share of nothing is nothing (its percent says 0.00%).
        self = super().__new__(cls, portion, whole) if whole else super().__new__(cls, 0)
        self.portion = portion
        self.whole = whole
        self.percent = percent
        return self

    def __repr__(self) -> str:
        return f"Share({_digits(self.portion)}, {_digits(self.whole)}, percent={self.percent!r})"

    def __reduce__(self):  # type: ignore[override]
        return (Share, (self.portion, self.whole, self.percent))

    # Immutable, as a Fraction: a copy is the same value (Fraction's own copies would rebuild
    # the class without its rounded forms).
    def __copy__(self) -> "Share":
        return self

    def __deepcopy__(self, memo: object) -> "Share":
        return self


# Making them from the view's JSON (the generated `_views.py` calls these).

# Python parses at most 4300 digits in one `int(str)` by default; longer counts are parsed in
# halves, exactly.
_DIGITS_AT_ONCE = 4000


_AT_ONCE = 10**_DIGITS_AT_ONCE


def _digits(n: int) -> str:
    """An ``int``'s decimal digits however many (the inverse of ``_count``): Python writes at
    most 4300 in one ``str(int)`` by default, so a longer one is written in halves, exactly."""
    if -_AT_ONCE < n < _AT_ONCE:
        return str(n)
    if n < 0:
        return "-" + _digits(-n)
    low = int(n.bit_length() * math.log10(2)) // 2
    high, rest = divmod(n, 10**low)
    return _digits(high) + _digits(rest).rjust(low, "0")


def _count(digits: str) -> int:
    """A count as the view writes it (every digit) as an ``int``, exact however long; an
    answer given to check may be negative (``-`` first)."""
    if digits.startswith("-"):
        return -_count(digits[1:])
    if len(digits) <= _DIGITS_AT_ONCE:
        return int(digits)
    if not digits.isdigit():
        raise ValueError(f"a count of the view is not a whole number: {digits[:40]}")
    low = len(digits) // 2
    return _count(digits[:-low]) * 10**low + _count(digits[-low:])


def _probability(view: dict) -> Probability:
    return Probability(
        _count(view["numerator"]), _count(view["denominator"]), view["decimal"], view["percent"]
    )


def _expectation(view: dict) -> Expectation:
    return Expectation(
        _count(view["numerator"]), _count(view["denominator"]), view["decimal"], view["short"]
    )


def _share(view: dict) -> Share:
    return Share(_count(view["portion"]), _count(view["whole"]), view["percent"])
