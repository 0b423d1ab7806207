"""The JSON Schema of docs/schema/ (generated from the view types by `dirac schema`) holds every
JSON output the command writes, on the puzzle's rules and on variants (docs/json.md's field
reference is written from it, and held to it, by `cargo test -p dirac-cli schema`)."""

from __future__ import annotations

import dataclasses
import json
import pathlib
import subprocess
import sys
import typing
from typing import Any, List

import pytest
from jsonschema import Draft202012Validator

import dirac_dice as dd
import dirac_dice._views

from conftest import EXAMPLE, ROOT, cli_json, dirac_command, players_text

SCHEMA = ROOT / "docs" / "schema"
THREE = players_text([3, 7, 2])


def output(args: List[str], text: str = EXAMPLE) -> Any:
    return cli_json(args, text, codes=(0, 1))


def validator(name: str) -> Draft202012Validator:
    schema = json.loads((SCHEMA / f"{name}.json").read_text())
    Draft202012Validator.check_schema(schema)
    return Draft202012Validator(schema)


def test_every_output_has_a_schema_and_dirac_schema_prints_it() -> None:
    listed = subprocess.run(
        [str(dirac_command()), "schema"], capture_output=True, text=True, check=True
    ).stdout.split("\n")
    names = sorted(line.split()[0] for line in listed if line)
    assert names == sorted(p.stem for p in SCHEMA.glob("*.json"))
    for name in names:
        printed = subprocess.run(
            [str(dirac_command()), "schema", name], capture_output=True, text=True, check=True
        ).stdout
        assert json.loads(printed) == json.loads((SCHEMA / f"{name}.json").read_text())


CASES = [
    ("solve", ["solve", "-"], EXAMPLE),
    ("solve", ["solve", "-", "--part", "1"], EXAMPLE),
    ("solve", ["solve", "-", "--board", "7", "--dirac-faces", "4", "--dirac-target", "30"], THREE),
    ("turns", ["turns", "-"], EXAMPLE),
    ("turns", ["turns", "-", "--dirac-target", "12", "--board", "9"], THREE),
    ("stats", ["stats", "-"], EXAMPLE),
    ("stats", ["stats", "-", "--dirac-target", "12", "--board", "9"], THREE),
    ("trace", ["trace", "-", "--turns", "1..30"], EXAMPLE),
    ("check", ["check", "-", "739785"], EXAMPLE),
    ("check", ["check", "-", "341960390180808"], EXAMPLE),
    ("check", ["check", "-", "12345", "--reveal"], EXAMPLE),
    ("check-list", ["check", "--list"], EXAMPLE),
    ("simulate", ["simulate", "-", "--games", "500", "--seed", "3"], EXAMPLE),
    ("sweep", ["sweep", "--board", "6"], EXAMPLE),
    ("sweep", ["sweep", "--players", "3", "--board", "4"], EXAMPLE),
    ("sweep-atlas", ["sweep", "--board", "5", "--dirac-target", "3..6"], EXAMPLE),
    ("scan", ["scan", "-", "--dirac-target", "5..9"], EXAMPLE),
    ("scan", ["scan", "-", "--dirac-die", "1..3", "--dirac-die", "1:2,2"], THREE),
]


@pytest.mark.parametrize("name,args,text", CASES, ids=[" ".join(c[1]) for c in CASES])
def test_each_output_is_valid_under_its_schema(name: str, args: List[str], text: str) -> None:
    written = output(args, text)
    errors = list(validator(name).iter_errors(written))
    assert not errors, "\n".join(f"{list(e.absolute_path)}: {e.message}" for e in errors[:5])
    # The package's classes hold the fields in the order the JSON writes them, at every depth.
    title = json.loads((SCHEMA / f"{name}.json").read_text())["title"]
    top = getattr(dd, title.removesuffix("View"), None)
    if top is not None and dataclasses.is_dataclass(top):
        assert fields_in_order(top, written) > 0


def fields_in_order(cls: Any, value: Any) -> int:
    """Checks that the keys of the JSON object `value` come in the order of `cls`'s fields (the
    JSON leaves out what is absent), in it and in every object it holds that a class of the
    package stands for; returns how many objects were checked."""
    if isinstance(value, list):
        return sum(fields_in_order(cls, item) for item in value)
    if not isinstance(value, dict):
        return 0  # a variant written as its bare kind
    names = [f.name for f in dataclasses.fields(cls)]
    assert [n for n in names if n in value] == list(value), (cls.__name__, list(value), names)
    hints = typing.get_type_hints(cls, vars(dirac_dice._views))
    checked = 1
    for key, inner in value.items():
        held = [t for t in classes_in(hints[key]) if dataclasses.is_dataclass(t)]
        checked += sum(fields_in_order(t, inner) for t in held[:1])
    return checked


def classes_in(hint: Any) -> List[Any]:
    """The types a field's type names: itself, or those inside an Optional, a tuple, a union."""
    args = typing.get_args(hint)
    return [hint] if not args else [t for a in args for t in classes_in(a)]


def test_a_class_out_of_the_jsons_order_is_found() -> None:
    """The order check above fails on a class whose fields are not in the JSON's order."""
    solved = output(["solve", "-"])
    assert fields_in_order(dd.Solve, solved) == 3  # the view, its practice and its dirac
    with pytest.raises(AssertionError):
        fields_in_order(dd.Solve, dict(reversed(list(solved.items()))))


def test_trace_compare_is_valid_under_its_schema(tmp_path: pathlib.Path) -> None:
    trace = subprocess.run(
        [str(dirac_command()), "trace", "-", "--turns", "1..10"],
        input=EXAMPLE,
        capture_output=True,
        text=True,
        check=True,
    ).stdout
    mine = tmp_path / "mine.txt"
    mine.write_text(trace.replace("space 10", "space 0", 1))
    compared = output(["trace", "-", "--compare", str(mine)])
    assert compared["difference"] is not None
    errors = list(validator("trace-compare").iter_errors(compared))
    assert not errors, errors[:3]


def test_a_wrong_output_is_refused_by_its_schema() -> None:
    """The schemas are strict: an unknown key, a missing one or a wrong shape fails."""
    solved = output(["solve", "-"])
    check = validator("solve")
    assert check.is_valid(solved)
    for broken in (
        {**solved, "extra": 1},
        {k: v for k, v in solved.items() if k != "rules"},
        {**solved, "starts": "4,8"},
        {**solved, "dirac": {**solved["dirac"], "wins": [1, 2]}},
    ):
        assert not check.is_valid(broken)


def test_the_result_classes_are_generated_from_the_schema():
    """`_views.py` is what `generate.py` writes from docs/schema/ now: a view's field added,
    renamed or retyped in the library reaches the package's classes, or this fails."""
    done = subprocess.run(
        [sys.executable, str(ROOT / "crates" / "dirac-py" / "generate.py"), "--check"],
        capture_output=True, text=True, check=False,
    )
    assert done.returncode == 0, done.stderr
    # The installed package is the generated one.
    generated = (ROOT / "crates" / "dirac-py" / "python" / "dirac_dice" / "_views.py").read_text()
    assert pathlib.Path(dd._views.__file__).read_text() == generated
    # Every view's fields, in the JSON's order, and nothing else.
    solve = json.loads((ROOT / "docs" / "schema" / "solve.json").read_text())
    fields = [f.name for f in dataclasses.fields(dd.Solve)]
    assert fields == list(solve["properties"]) == ["rules", "starts", "practice", "dirac", "contrast"]
