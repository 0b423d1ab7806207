"""The explorer in a notebook (``Game.explore()``), without a browser: the game it opens on,
the calls it answers, and what it says when the widget extra is missing. The widget drawn in
JupyterLab and Notebook 7 is tested by crates/dirac-py/notebook-tests."""

from __future__ import annotations

import json
import subprocess
import sys
import urllib.parse

import pytest

import dirac_dice as dd
from dirac_dice import _native
from dirac_dice.explorer import Explorer

GAMES = [
    dd.Game([4, 8]),
    dd.Game([4, 2], board=7),
    dd.Game([3, 7, 2], dirac_die="1:2,2", dirac_target=12),
    dd.Game([1, 5], rolls=2, dirac_faces=4, practice_sequence="6..1", practice_target=500),
    dd.Game([2, 9], practice_die=7, dirac_die="0,1,2", board=12),
]


def engine_args(query):
    """The page's text and rules query, as the page reads them from its URL's query."""
    pairs = urllib.parse.parse_qsl(query)
    starts = dict(pairs)["starts"].split(",")
    text = "".join(f"Player {n} starting position: {p}\n" for n, p in enumerate(starts, 1))
    rules = urllib.parse.urlencode([(k, v) for k, v in pairs if k != "starts"])
    return text, rules


@pytest.mark.parametrize("game", GAMES, ids=repr)
def test_the_explorer_opens_on_the_game_it_was_asked_for(game):
    explorer = game.explore()
    assert isinstance(explorer, Explorer)
    view = json.loads(_native._explorer_call("view", [*engine_args(explorer.query), 0, False]))
    solve = view["analysis"]["ok"]["solve"]
    solved = game.solve()
    assert int(solve["practice"]["answer"]) == solved.practice.answer
    assert int(solve["dirac"]["answer"]) == solved.dirac.answer
    assert solve["starts"] == list(game.starts)
    assert solve["rules"]["dirac_die"] == game.rules.dirac_die
    assert solve["rules"]["practice_sequence"] == game.rules.practice_sequence


def test_the_query_names_only_what_differs_from_the_puzzle_as_the_page_writes_it():
    assert dd.Game([4, 8]).explore().query == "starts=4,8"
    assert dd.Game([4, 2], board=7).explore().query == "starts=4,2&board=7"
    # A die is given by its faces, and its count left out: the die sets it.
    assert dd.Game([4, 8], dirac_die="1:2,2").explore().query == "starts=4,8&dirac-die=1:2,2"


def test_each_call_is_answered_to_the_view_that_asked_with_the_pages_json():
    explorer = Explorer()
    sent = []
    explorer.send = sent.append
    text, rules = engine_args(explorer.query)
    explorer._answer(explorer, {"view": "v1", "id": 7, "call": "sweep", "args": [rules]}, [])
    explorer._answer(explorer, {"view": "v2", "id": 0, "call": "starts_read", "args": [text]}, [])
    assert [(m["view"], m["id"]) for m in sent] == [("v1", 7), ("v2", 0)]
    assert sent[0]["out"] == _native._explorer_call("sweep", [rules])
    assert json.loads(sent[1]["out"]) == [4, 8]
    # A bad input is the engine's own problem, in its words, as on the page.
    explorer._answer(explorer, {"view": "v1", "id": 8, "call": "view",
                                "args": ["Player 1 starting position: 11\n", "board=7", 0, False]}, [])
    problem = json.loads(sent[2]["out"])["analysis"]["error"]
    assert problem["kind"] == "input" and "11" in problem["message"]
    # A call the widget never makes is said in the answer, not raised in the kernel.
    explorer._answer(explorer, {"view": "v1", "id": 9, "call": "no-such-call", "args": []}, [])
    assert "no explorer call" in json.loads(sent[3]["out"])["error"]["message"]
    # What is not a call is left alone.
    explorer._answer(explorer, "hello", [])
    assert len(sent) == 4


def test_the_widget_is_given_the_answers_that_never_change():
    meta = Explorer()._meta
    assert set(meta) == {"rules", "dice", "palette", "scanned"}
    assert [r["key"] for r in meta["rules"]][:2] == ["board", "rolls"]
    assert "explorer" in repr(Explorer())


def test_without_the_widget_extra_the_explorer_says_how_to_get_it():
    code = (
        "import sys; sys.modules['anywidget'] = None\n"
        "import dirac_dice\n"
        "try:\n    dirac_dice.Game([4, 8]).explore()\n"
        "except ImportError as e:\n    print(e)\n"
    )
    said = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True).stdout
    assert 'pip install "dirac-dice[widget]"' in said
