"""A result's fields are made when first read, from the engine's view, and they are the same
values as a result made whole from the command's JSON: for every kind of result, on the
puzzle's rules and on variants."""

from __future__ import annotations

import pickle
from typing import Any, Callable, List

import pytest

import dirac_dice as dd

from conftest import EXAMPLE, cli_json, players_text

THREE = players_text([3, 7, 2])

# Each result as Python makes it, beside the command that writes the same view as JSON.
CASES: List[tuple] = [
    (lambda: dd.Game.parse(EXAMPLE).solve(), ["solve", "-"], EXAMPLE),
    (lambda: dd.Game.parse(EXAMPLE).solve(part=1), ["solve", "-", "--part", "1"], EXAMPLE),
    (
        lambda: dd.Game.parse(THREE, board=7, dirac_faces=4, dirac_target=30).solve(),
        ["solve", "-", "--board", "7", "--dirac-faces", "4", "--dirac-target", "30"],
        THREE,
    ),
    (lambda: dd.Game.parse(EXAMPLE).turns(), ["turns", "-"], EXAMPLE),
    (lambda: dd.Game.parse(EXAMPLE).stats(), ["stats", "-"], EXAMPLE),
    (lambda: dd.Game.parse(EXAMPLE).trace(30), ["trace", "-", "--turns", "1..30"], EXAMPLE),
    (
        lambda: dd.Game.parse(EXAMPLE).simulate(500, 3),
        ["simulate", "-", "--games", "500", "--seed", "3"],
        EXAMPLE,
    ),
    (lambda: dd.sweep(board=6), ["sweep", "--board", "6"], EXAMPLE),
    (
        lambda: dd.scan([4, 8], dirac_target=range(5, 10)),
        ["scan", "-", "--dirac-target", "5..9"],
        EXAMPLE,
    ),
    (
        lambda: dd.Game.parse(EXAMPLE).check(12345, reveal=True),
        ["check", "-", "12345", "--reveal"],
        EXAMPLE,
    ),
]


@pytest.mark.parametrize("make,args,text", CASES, ids=[" ".join(c[1]) for c in CASES])
def test_fields_made_on_first_read_are_those_of_the_whole_result(
    make: Callable[[], Any], args: List[str], text: str
) -> None:
    result = make()
    # Nothing is made before it is read.
    assert list(vars(result)) == ["_h"]
    whole = type(result)._of(cli_json(args, text, codes=(0, 1)), None)
    assert result == whole and hash(result) == hash(whole)
    # Each field, read alone on a fresh result, is the whole one's, and only it is made.
    for name in (f for f in vars(whole) if f != "_h"):
        fresh = make()
        assert getattr(fresh, name) == getattr(whole, name), name
        assert sorted(vars(fresh)) == sorted(["_h", name])


def test_a_layer_read_field_by_field_is_the_layer_read_whole() -> None:
    # No command writes a layer as JSON: its fields, each read alone, against all read at once
    # (which is what a pickle holds).
    whole = pickle.loads(pickle.dumps(dd.Game([4, 8]).layer(1, 3)))
    assert "_h" not in vars(whole)
    for name in (f for f in vars(whole)):
        fresh = dd.Game([4, 8]).layer(1, 3)
        assert getattr(fresh, name) == getattr(whole, name), name
        assert sorted(vars(fresh)) == sorted(["_h", name])
    assert whole.player == 1 and whole.turn == 3


def test_a_view_within_a_result_is_made_field_by_field_too() -> None:
    dirac = dd.Game([4, 8]).solve().dirac
    assert list(vars(dirac)) == ["_h"]
    assert dirac.answer == 444356092776315
    assert sorted(vars(dirac)) == ["_h", "answer"]
    # It draws itself from the same handle, as its part of the whole.
    assert "444356092776315" in dirac._repr_html_()
    assert dd.Game([4, 8]).dirac() == dirac


def test_a_result_pickles_whole_whatever_was_read() -> None:
    solved = dd.Game([4, 8]).solve()
    again = pickle.loads(pickle.dumps(solved))
    assert again == solved and "_h" not in vars(again)
    assert again.dirac.share[0].percent == "56.51%"
    # Fields are values of the class, not the descriptors that make them.
    assert isinstance(vars(again)["practice"], dd.Practice)


def test_a_field_of_a_result_without_its_handle_is_an_attribute_error() -> None:
    bare = dd.Dirac.__new__(dd.Dirac)
    with pytest.raises(AttributeError, match="answer"):
        bare.answer  # noqa: B018
    with pytest.raises(AttributeError, match="answer"):
        dd.Dirac.answer  # noqa: B018
