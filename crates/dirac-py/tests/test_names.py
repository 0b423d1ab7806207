"""One name for one quantity across the faces: every name the Python package, its data frames,
the command's CSV headers and the page's code use for a value of the engine is a field of the
JSON Schema (docs/schema/, generated from the view types), so that a name invented by one face
fails here. A frame's or CSV's column may carry a player prefix (`p2_`) and, for the float a
plot takes beside an exact value, the suffix `_height`, as the JSON's own floats do."""

from __future__ import annotations

import dataclasses
import json
import pathlib
import re
import subprocess
from typing import Any, Iterator, Set

import pytest

import dirac_dice as dd
from conftest import EXAMPLE, ROOT, dirac_command, players_text

SCHEMA = ROOT / "docs" / "schema"


def properties(value: Any) -> Iterator[str]:
    if isinstance(value, dict):
        for key, inner in value.get("properties", {}).items():
            yield key
            yield from properties(inner)
        for key, inner in value.items():
            if key != "properties":
                yield from properties(inner)
    elif isinstance(value, list):
        for inner in value:
            yield from properties(inner)


@pytest.fixture(scope="module")
def names() -> Set[str]:
    return {k for p in SCHEMA.glob("*.json") for k in properties(json.loads(p.read_text()))}


def base(column: str) -> str:
    """A column's field: without its player prefix and its `_height` suffix."""
    return re.sub(r"_height$", "", re.sub(r"^p\d+_", "", column))


# A long table's column that names the field each row holds (`field,player,value`).
STRUCTURE = {"field", "view"}


def unnamed(columns, names: Set[str]) -> Set[str]:
    """The columns whose field is no field of the schema. A height stands beside its value
    (`p1_win_height` beside `p1_win_probability`, `frequency_height` beside `frequency`), and
    an object's part is its path flattened (`win_probability_numerator`)."""
    out = set()
    for column in columns:
        field = base(column)
        if field in names or column in STRUCTURE:
            continue
        if column.endswith("_height") and any(n.startswith(field) for n in names):
            continue
        parts = [(field[:i], field[i + 1:]) for i, c in enumerate(field) if c == "_"]
        if any(a in names and b in names for a, b in parts):
            continue
        out.add(column)
    return out


# Attributes that are not a view's field: what a result does, not a quantity it holds.
METHODS = {"to_pandas", "svg", "check", "solve", "dirac", "practice_game", "turns", "stats",
           "simulate", "layer", "trace", "parse", "with_rules", "count"}


def attributes(value: Any) -> Set[str]:
    return {a for a in dir(value) if not a.startswith("_") and not callable(getattr(value, a))}


def test_every_attribute_of_every_result_is_a_field_of_the_schema(names: Set[str]) -> None:
    game = dd.Game([4, 8])
    three = dd.Game([3, 7, 2], board=9, dirac_target=12)
    results = [
        game.solve(), game.solve().practice, game.solve().dirac, game.turns(),
        game.turns().players[0], game.stats(), game.simulate(games=200, seed=1), game.layer(1, 2),
        game.trace(5), dd.sweep(board=4), dd.sweep(players=3, board=3), three.turns(),
        dd.scan([4, 8], dirac_target=range(5, 9)), game.check(739785), game.check(12345),
        game.rules,
    ]
    found = {}
    for result in results:
        for a in attributes(result) - METHODS:
            if a not in names:
                found.setdefault(type(result).__name__, []).append(a)
    assert not found, f"attributes named as no field of docs/schema/: {found}"


def test_every_row_and_frame_column_is_a_field_of_the_schema(names: Set[str]) -> None:
    rows = [getattr(dd, n) for n in dd.__all__ if dataclasses.is_dataclass(getattr(dd, n))]
    assert len(rows) >= 20
    fields = {
        f"{r.__name__}.{f.name}" for r in rows for f in dataclasses.fields(r) if f.name not in names
    }
    assert not fields, f"row fields named as no field of docs/schema/: {sorted(fields)}"
    game = dd.Game([4, 8])
    frames = {
        "turns": game.turns().to_pandas(),
        "player": game.turns().players[0].to_pandas(),
        "stats": game.stats().to_pandas(),
        "simulation": game.simulate(games=200, seed=1).to_pandas(),
        "trace": game.trace(5).to_pandas(),
        "sweep": dd.sweep(board=4).to_pandas(),
        "sweep of three": dd.sweep(players=3, board=3).to_pandas(),
        "scan": dd.scan([4, 8], dirac_target=range(5, 9)).to_pandas(),
    }
    found = {k: sorted(unnamed(f.columns, names)) for k, f in frames.items()}
    found = {k: v for k, v in found.items() if v}
    assert not found, f"frame columns named as no field of docs/schema/: {found}"


CSV = [
    ["solve", "-"], ["turns", "-"], ["stats", "-"], ["trace", "-", "--turns", "1..5"],
    ["check", "-", "12345"], ["check", "--list"], ["simulate", "-", "--games", "100"],
    ["sweep", "--board", "4"], ["sweep", "--players", "3", "--board", "3"],
    ["sweep", "--board", "3", "--dirac-target", "5..6"], ["scan", "-", "--dirac-target", "5..7"],
]


@pytest.mark.parametrize("args", CSV, ids=[" ".join(a) for a in CSV])
def test_every_csv_header_is_a_field_of_the_schema(args, names: Set[str]) -> None:
    done = subprocess.run(
        [str(dirac_command()), *args, "--format", "csv"],
        input=EXAMPLE, capture_output=True, text=True, check=False,
    )
    assert done.returncode in (0, 1), done.stderr
    header = done.stdout.splitlines()[0].split(",")
    assert len(header) >= 2
    assert not unnamed(header, names), f"{header}: {sorted(unnamed(header, names))}"


# The page's own names for its state, and its envelope's (crates/dirac-web's `Problem`, whose
# `wrapped_space` is `dirac::InputError::wrapped_space`), which the views' schema does not hold.
PAGE_OWN = {"scan_rule", "sim_key", "sweep_key", "last_starts", "wrapped_space", "by_limits",
            # anywidget's model, which the notebook's widget keeps its state in (js/notebook.js).
            "save_changes"}


def test_every_field_the_page_reads_is_a_field_of_the_schema(names: Set[str]) -> None:
    """The page reads the engine's values by their JSON names: every `.snake_case` name in its
    code is a field of the schema (its own names are camelCase)."""
    sources = [ROOT / "web" / "app.js", *sorted((ROOT / "web" / "js").rglob("*.js"))]
    read = {}
    for path in sources:
        for m in re.finditer(r"\.([a-z][a-z0-9]*(?:_[a-z0-9]+)+)\b", path.read_text()):
            read.setdefault(m.group(1), path.name)
    assert len(read) > 40
    unknown = {k: v for k, v in read.items() if k not in names and k not in PAGE_OWN}
    assert not unknown, f"the page reads names that are no field of docs/schema/: {unknown}"


def test_the_package_lists_its_public_names_alone() -> None:
    # `dir()` is what a notebook completes on: the names of `__all__` and the module's own, not
    # what the package imports for itself.
    public = {n for n in dir(dd) if not n.startswith("_")}
    assert public == {n for n in dd.__all__ if not n.startswith("_")}
    assert "__version__" in dir(dd)
