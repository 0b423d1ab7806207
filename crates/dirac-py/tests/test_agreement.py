"""The package shows the `dirac` command's numbers under the command's names: every view, on
generated rule sets, compared field by field with the command's JSON."""

from __future__ import annotations

import shape
from conftest import cli_json, players_text, rule_args
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

import dirac_dice as dd


@st.composite
def games(draw):
    board = draw(st.integers(1, 12))
    rules = dict(
        board=board,
        rolls=draw(st.integers(1, 4)),
        practice_die=draw(st.integers(1, 120)),
        practice_target=draw(st.integers(1, 10**18)),
        dirac_faces=draw(st.integers(1, 4)),
        dirac_target=draw(st.integers(1, 30)),
    )
    # Sometimes a die other than the puzzle's, in place of its count: a list for the package,
    # its text for the command.
    values = st.lists(st.integers(0, 15), min_size=1, max_size=4)
    for count, die in (("practice_die", "practice_sequence"), ("dirac_faces", "dirac_die")):
        if draw(st.booleans()):
            del rules[count]
            rules[die] = draw(values)
    starts = draw(st.lists(st.integers(1, board), min_size=1, max_size=4))
    return starts, rules


def flags(rules):
    return rule_args({k: ",".join(map(str, v)) if isinstance(v, list) else v for k, v in rules.items()})


SETTINGS = settings(max_examples=30, deadline=None, suppress_health_check=[HealthCheck.too_slow])


@SETTINGS
@given(games())
def test_solve_turns_and_stats_agree_with_the_command(game_and_rules):
    starts, rules = game_and_rules
    game = dd.Game(starts, **rules)
    text = players_text(starts)
    given = flags(rules)
    assert shape.solve(game.solve()) == cli_json(["solve", "-", *given], text)
    assert shape.turns(game.turns()) == cli_json(["turns", "-", *given], text)
    assert shape.stats(game.stats()) == cli_json(["stats", "-", *given], text)


@settings(max_examples=8, deadline=None)
@given(st.integers(1, 6), st.integers(1, 3), st.integers(1, 3), st.integers(1, 25))
def test_the_sweep_agrees_with_the_command(board, rolls, faces, target):
    rules = dict(board=board, rolls=rolls, dirac_faces=faces, dirac_target=target)
    swept = dd.sweep(**rules)
    assert shape.sweep(swept) == cli_json(["sweep", *rule_args(rules)], text="")
    assert len(swept.cells) == swept.summary.games == board * board


@settings(max_examples=4, deadline=None)
@given(st.integers(1, 3), st.integers(1, 2), st.integers(1, 12))
def test_a_sweep_of_three_agrees_with_the_command(board, faces, target):
    rules = dict(board=board, dirac_faces=faces, dirac_target=target)
    swept = dd.sweep(players=3, **rules)
    assert shape.sweep(swept) == cli_json(["sweep", "--players", "3", *rule_args(rules)], text="")
    # Every player's chance, adding up to one in every game.
    assert all(sum(c.win_probability) == 1 for c in swept.cells)


def test_a_sweep_with_any_dice_agrees_with_the_command():
    rules = dict(board=5, practice_sequence=[6, 5, 5, 0], dirac_die=[0, 2, 2, 7], dirac_target=12)
    assert shape.sweep(dd.sweep(**rules)) == cli_json(["sweep", *flags(rules)], text="")


def test_each_strategy_is_the_commands():
    for strategy in dd.STRATEGIES:
        ours = shape.solve(dd.Game([4, 8]).solve(strategy))
        assert ours == cli_json(["solve", "-", "--strategy", strategy])


def test_the_puzzles_example_in_every_view():
    game = dd.Game([4, 8])
    assert shape.solve(game.solve()) == cli_json(["solve", "-"])
    assert shape.turns(game.turns()) == cli_json(["turns", "-"])
    assert shape.stats(game.stats()) == cli_json(["stats", "-"])
    assert shape.sweep(dd.sweep()) == cli_json(["sweep"], text="")
