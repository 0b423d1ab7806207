"""Exact fractions that carry the engine's roundings: arithmetic sees a ``Fraction``, display
uses the decimals the ``dirac`` command and the page print, rounded once from the fraction."""

from fractions import Fraction


class Probability(Fraction):
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
        return f"Probability({self.numerator}, {self.denominator}, percent={self.percent!r})"

    def __reduce__(self):  # type: ignore[override]
        return (Probability, (self.numerator, self.denominator, self.decimal, self.percent))

    # Immutable, as a Fraction: a copy is the same value (Fraction's own copies would rebuild
    # the class without its rounded forms).
    def __copy__(self) -> "Probability":
        return self

    def __deepcopy__(self, memo: object) -> "Probability":
        return self


class Expectation(Fraction):
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
        return f"Expectation({self.numerator}, {self.denominator}, short={self.short!r})"

    def __reduce__(self):  # type: ignore[override]
        return (Expectation, (self.numerator, self.denominator, self.decimal, self.short))

    # Immutable, as a Fraction: a copy is the same value (Fraction's own copies would rebuild
    # the class without its rounded forms).
    def __copy__(self) -> "Expectation":
        return self

    def __deepcopy__(self, memo: object) -> "Expectation":
        return self


class Share(Fraction):
    """A part of a whole, exactly: a ``fractions.Fraction`` (``float(share)``, arithmetic) with
    its ``percent`` (2 places) correctly rounded from it by the engine. A player's part of the
    universes in which the game ends (not a probability: universes that end early stand for more
    of it), or a turn's sequences as a part of all a player's own sequences of that many turns.

    >>> import dirac_dice
    >>> share = dirac_dice.Game([4, 8]).dirac().share[0]
    >>> share.percent
    '56.51%'
    >>> round(float(share), 4)
    0.5651
    """

    __slots__ = ("percent",)
    percent: str

    def __new__(cls, part: int, whole: int, percent: str) -> "Share":
        # A share of nothing is nothing (its percent says 0.00%).
        self = super().__new__(cls, part, whole) if whole else super().__new__(cls, 0)
        self.percent = percent
        return self

    def __repr__(self) -> str:
        return f"Share({self.numerator}, {self.denominator}, percent={self.percent!r})"

    def __reduce__(self):  # type: ignore[override]
        return (Share, (self.numerator, self.denominator, self.percent))

    # Immutable, as a Fraction: a copy is the same value (Fraction's own copies would rebuild
    # the class without its rounded forms).
    def __copy__(self) -> "Share":
        return self

    def __deepcopy__(self, memo: object) -> "Share":
        return self
