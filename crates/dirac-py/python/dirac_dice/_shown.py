"""What a result does beyond holding its fields: its display (drawn by the engine's renderers,
the same text, tables and charts as the ``dirac`` command's) and its data frame. Each class
here is the base of the generated class of the same name in ``_views.py``, whose fields are
the view's; ``self._h`` is the engine's handle on the view the result was made from."""

from __future__ import annotations

import dataclasses
import importlib
from typing import Any, Callable, Dict, List, Optional, TypeVar

from ._native import Rules
from ._numbers import _digits


def _keywords(view: Dict[str, Any]) -> Dict[str, Any]:
    """A rules' view as the keywords that make those rules (the target a count: an int)."""
    return {**view, "practice_target": int(view["practice_target"])}


def _rules(view: Dict[str, Any]) -> Rules:
    """The rules a view was made under, as the ``Rules`` class that takes them (and how a
    pickled ``Rules`` is made again)."""
    return Rules(**_keywords(view))


def _game(starts: Any, view: Dict[str, Any]) -> Any:
    """A game from its starts and its rules' view: how a pickled ``Game`` is made again."""
    from ._native import Game

    return Game(list(starts), **_keywords(view))


def _frame(rows: Any, **kwargs: Any) -> Any:
    """``pandas.DataFrame(rows, **kwargs)``, or an ``ImportError`` that says how to get pandas."""
    try:
        pandas = importlib.import_module("pandas")
    except ImportError:
        raise ImportError(
            "to_pandas() needs pandas, which dirac_dice does not require: pip install pandas"
        ) from None
    return pandas.DataFrame(rows, **kwargs)


def _fields(value: Any) -> Dict[str, Any]:
    """A row's fields, in order, for a frame (one level: a field that holds a view stays one)."""
    return {f.name: getattr(value, f.name) for f in dataclasses.fields(value)}


T = TypeVar("T")


def made_on_read(**fields: Any) -> Callable[[T], T]:
    """Sets each field of a result class to its descriptor (``_native.Field``), which makes the
    field's value from the engine's view when first read. Set after the dataclass is made, so
    that the dataclass and the type checkers see plain fields."""

    def made(cls: T) -> T:
        for name, field in fields.items():
            setattr(cls, name, field)
        return cls

    return made


class View:
    """A view of the engine: its fields are the JSON's (docs/json.md)."""

    # The fields ``repr()`` shows; all of them by default.
    _shown_fields: Optional[tuple] = None
    # The engine's handle on the view, for its display; a result read back from a pickle has
    # none, and displays as its fields.
    _h: Any = None

    # Immutable: a copy is the same value.
    def __copy__(self) -> Any:
        return self

    def __deepcopy__(self, memo: object) -> Any:
        return self

    # A result's fields are made when first read (the engine's ``Field``): its state is every
    # field, made, without the handle and the path in the view that made them.
    def __getstate__(self) -> Dict[str, Any]:
        return {f.name: getattr(self, f.name) for f in dataclasses.fields(self)}  # type: ignore[arg-type]

    def __setstate__(self, state: Dict[str, Any]) -> None:
        for k, v in state.items():
            object.__setattr__(self, k, v)

    def __repr__(self) -> str:
        names = self._shown_fields or tuple(f.name for f in dataclasses.fields(self))  # type: ignore[arg-type]
        inner = ", ".join(f"{n}={_short(getattr(self, n))}" for n in names)
        return f"{type(self).__name__}({inner})"

    def _drawn(self, draw: Callable[[Any], Any]) -> Any:
        """What ``draw`` makes of the engine's handle; ``None`` for a result without one (read
        back from a pickle, or copied by ``dataclasses.replace``): it displays as its fields."""
        return None if self._h is None else draw(self._h)

    def _chart(self) -> Any:
        """The engine's chart of this result, as SVG; a result without the engine's handle has
        its fields, not the view that draws it: a clear error says so."""
        if self._h is None:
            raise ValueError(
                f"this {type(self).__name__} was read back from a pickle or copied: it keeps "
                "every field, not the engine's view that draws its chart; make it again (the "
                "same call on the same game) to draw it"
            )
        return self._h.svg()


def _short(value: Any) -> str:
    """A field as a one-line ``repr()`` shows it: a probability by its percent, an ``int`` by
    every digit however many (past the 4300 that ``repr`` writes), a tuple item by item."""
    if hasattr(value, "percent"):
        return str(value.percent)
    if isinstance(value, tuple):
        return "(" + ", ".join(_short(v) for v in value) + ("," if len(value) == 1 else "") + ")"
    if isinstance(value, int) and not isinstance(value, bool):
        return _digits(value)
    return repr(value)


class _Text(View):
    def __str__(self) -> str:
        """The result as the ``dirac`` command writes it."""
        text = self._drawn(lambda h: h.text())
        return repr(self) if text is None else str(text)

    def _repr_html_(self) -> Optional[str]:
        return self._drawn(lambda h: str(h.html(None)))  # type: ignore[no-any-return]


class Solve(_Text):
    def __repr__(self) -> str:
        answer = lambda part: None if part is None else part.answer  # noqa: E731
        return (
            f"Solve(starts={self.starts}, practice={_short(answer(self.practice))}, "  # type: ignore[attr-defined]
            f"dirac={_short(answer(self.dirac))})"  # type: ignore[attr-defined]
        )


class Practice(View):
    _shown_fields = ("answer", "winner", "scores", "lowest", "die_rolls", "turns_played")

    def _repr_html_(self) -> Optional[str]:
        return self._drawn(lambda h: str(h.html("practice")))  # type: ignore[no-any-return]


class Dirac(View):
    _shown_fields = ("answer", "leader", "wins", "strategy", "width")

    def _repr_html_(self) -> Optional[str]:
        return self._drawn(lambda h: str(h.html("dirac")))  # type: ignore[no-any-return]


class Turns(_Text):
    def __repr__(self) -> str:
        return (
            f"Turns(starts={self.starts}, rounds={len(self.rounds)}, "  # type: ignore[attr-defined]
            f"totals={_short(self.totals)})"  # type: ignore[attr-defined]
        )

    def svg(self) -> str:
        """The rounds chart as SVG: who wins in which round, as in ``dirac report``."""
        return str(self._chart())

    def to_pandas(self) -> Any:
        """The rounds as a data frame: ``round``, one ``pN_wins`` column per player, and
        ``undecided`` (needs pandas; counts past 64 bits stay exact Python ints)."""
        rows: List[Dict[str, Any]] = []
        for r in self.rounds:  # type: ignore[attr-defined]
            row: Dict[str, Any] = {"round": r.round}
            row.update({f"p{i + 1}_wins": w for i, w in enumerate(r.wins)})
            row["undecided"] = r.undecided
            rows.append(row)
        return _frame(rows)


class PlayerTurns(View):
    _shown_fields = ("player", "start", "last_turn")

    def to_pandas(self) -> Any:
        """The turns as a data frame: ``turn``, ``reached``, ``playing`` and their shares
        (needs pandas)."""
        return _frame([_fields(t) for t in self.by_turn])  # type: ignore[attr-defined]


class Stats(_Text):
    _shown_fields = ("win_probability", "expected_turns", "most_likely_turns")

    def __repr__(self) -> str:
        return (
            f"Stats(win_probability={_short(self.win_probability)}, "  # type: ignore[attr-defined]
            f"expected_turns={self.expected_turns.short}, "  # type: ignore[attr-defined]
            f"most_likely_turns={self.most_likely_turns})"  # type: ignore[attr-defined]
        )

    def to_pandas(self) -> Any:
        """The length's distribution as a data frame: ``turns``, ``probability`` (exact),
        ``height`` (a float, for a plot) and ``charted`` (needs pandas)."""
        return _frame([_fields(r) for r in self.length])  # type: ignore[attr-defined]


class Simulation(_Text):
    _shown_fields = ("games", "seed", "frequency", "win_probability")

    def to_pandas(self) -> Any:
        """The running frequencies as a data frame, one row per point and player: ``games``,
        ``player``, ``frequency_height`` (a float, to plot, as the JSON's ``running``) (needs
        pandas)."""
        return _frame(
            [
                {"games": p.games, "player": i + 1, "frequency_height": h}
                for p in self.running  # type: ignore[attr-defined]
                for i, h in enumerate(p.frequency_height)
            ]
        )


class Layer(_Text):
    _shown_fields = ("player", "turn", "reached", "largest")

    def to_pandas(self) -> Any:
        """The grid as a data frame: one row per space (from 1), one column per score (from
        0)."""
        grid = self.grid  # type: ignore[attr-defined]
        frame = _frame(list(grid), index=range(1, len(grid) + 1))
        frame.index.name = "space"
        frame.columns.name = "score"
        return frame


class Trace(_Text):
    def __repr__(self) -> str:
        return f"Trace(rows={len(self.rows)}, ended={self.ended})"  # type: ignore[attr-defined]

    def to_pandas(self) -> Any:
        """The rows as a data frame (needs pandas): ``turn``, ``player``, ``round``,
        ``rolled`` (a tuple), ``moved``, ``laps``, ``steps``, ``space``, ``score``."""
        return _frame([_fields(r) for r in self.rows])  # type: ignore[attr-defined]


class Sweep(_Text):
    def __repr__(self) -> str:
        s = self.summary  # type: ignore[attr-defined]
        best, worst = s.best[0], s.worst[0]
        return (
            f"Sweep(board={self.rules.board}, "  # type: ignore[attr-defined]
            f"games={s.games}, best={best.starts} at {best.probability.percent}, "
            f"worst={worst.starts} at {worst.probability.percent})"
        )

    def svg(self) -> Optional[str]:
        """The sweep's chart as SVG: player 1's probability of winning for every pair of
        starts (two players), a grid per start of player 3 (three); ``None`` for other
        numbers."""
        return self._chart()  # type: ignore[no-any-return]

    def to_pandas(self) -> Any:
        """A tidy frame (needs pandas), the same columns for any number of players: one row
        per game, a column per player's start (``p1_start``, ...), the answers, each player's
        universes (``pN_wins``) and exact probability of winning (``pN_win_probability``, a
        ``Probability``) with beside it the float a plot takes (``pN_win_height``, the exact
        value correctly rounded), and the cell's ``label`` and ``colour``."""
        rows = []
        for c in self.cells:  # type: ignore[attr-defined]
            row: Dict[str, Any] = {f"p{i + 1}_start": s for i, s in enumerate(c.starts)}
            row["practice_answer"] = c.practice_answer
            row["dirac_answer"] = c.dirac_answer
            row.update({f"p{i + 1}_wins": w for i, w in enumerate(c.wins)})
            for i, p in enumerate(c.win_probability):
                row[f"p{i + 1}_win_probability"] = p
                row[f"p{i + 1}_win_height"] = float(p)
            row["label"] = c.label
            row["colour"] = c.colour
            rows.append(row)
        return _frame(rows)


class Scan(_Text):
    def __repr__(self) -> str:
        values = len(self.by_value)  # type: ignore[attr-defined]
        contrasts = len([r for r in self.by_value if r.contrast])  # type: ignore[attr-defined]
        return (
            f"Scan({self.rule}: {values} value{'' if values == 1 else 's'}, "  # type: ignore[attr-defined]
            f"{contrasts} where the player ahead in universes is not the likelier winner)"
        )

    def svg(self) -> str:
        """The chart as SVG: each player's probability of winning and share of the universes
        against the varied rule, the game's own value marked."""
        return str(self._chart())

    def to_pandas(self) -> Any:
        """A tidy frame (needs pandas): one row per value, the varied rule's column first
        (named as its keyword, an ``int`` for a numeric rule), then the answers, the
        universes' leader and the likelier winner, and per player ``n`` their universes won
        (``pn_wins``, exact ``int``), their share of them (``pn_share``, a ``Share``) and their
        probability of winning (``pn_win_probability``, a ``Probability``), and the expected
        length (``expected_turns``, an ``Expectation``). As everywhere, a column holds the
        exact value under its JSON name, and the float a plot takes beside it is ``_height``
        (``pn_share_height``, ``pn_win_height``, ``expected_turns_height``: each the exact
        value correctly rounded)."""
        rule = self.rule.replace("-", "_")  # type: ignore[attr-defined]
        points = self.scan_chart.drawn_values  # type: ignore[attr-defined]
        rows = []
        for k, r in enumerate(self.by_value):  # type: ignore[attr-defined]
            row: Dict[str, Any] = {rule: int(r.value) if self.numeric else r.value}  # type: ignore[attr-defined]
            row["practice_answer"] = r.practice.answer
            row["dirac_answer"] = r.dirac.answer
            row["leader"] = r.dirac.leader
            row["likelier"] = r.likelier
            for i, (wins, p) in enumerate(zip(r.dirac.wins, r.win_probability)):
                n = i + 1
                row[f"p{n}_wins"] = wins
                row[f"p{n}_share"] = r.dirac.share[i]
                row[f"p{n}_share_height"] = points[k].share_height[i]
                row[f"p{n}_win_probability"] = p
                row[f"p{n}_win_height"] = points[k].win_height[i]
            row["expected_turns"] = r.expected_turns
            row["expected_turns_height"] = float(r.expected_turns)
            row["contrast"] = r.contrast
            rows.append(row)
        return _frame(rows)


class ScanRow(View):
    def __repr__(self) -> str:
        return (
            f"ScanRow(value={self.value!r}, practice={_short(self.practice.answer)}, "  # type: ignore[attr-defined]
            f"dirac={_short(self.dirac.answer)}, win_probability={_short(self.win_probability)}, "  # type: ignore[attr-defined]
            f"likelier={self.likelier})"  # type: ignore[attr-defined]
        )


class Check(_Text):
    def __repr__(self) -> str:
        ids = [m.id for m in self.mistakes]  # type: ignore[attr-defined]
        return (
            f"Check(answer={_short(self.answer)}, verdict={self.verdict!r}, "  # type: ignore[attr-defined]
            f"right_parts={self.right_parts}, mistakes={ids})"  # type: ignore[attr-defined]
        )


class Plan(_Text):
    _shown_fields = ("request", "steps", "time", "held", "refused")
