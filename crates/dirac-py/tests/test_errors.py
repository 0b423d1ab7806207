"""Errors are exceptions a caller catches by kind, with the command's messages; never a panic."""

from __future__ import annotations

import pathlib
import subprocess

import pytest
from conftest import ROOT, dirac_command

import dirac_dice as dd


def cli_message(text: str) -> str:
    done = subprocess.run(
        [str(dirac_command()), "solve", "-"], input=text, capture_output=True, text=True, check=False
    )
    assert done.returncode == 2
    return done.stderr.strip().removeprefix("dirac: error: ")


def test_one_base_class_and_value_errors_where_python_expects_them():
    assert issubclass(dd.InputError, dd.DiracError) and issubclass(dd.InputError, ValueError)
    assert issubclass(dd.RulesError, dd.DiracError) and issubclass(dd.RulesError, ValueError)
    assert issubclass(dd.RefusedError, dd.DiracError)
    assert not issubclass(dd.RefusedError, ValueError)


@pytest.mark.parametrize(
    "text,line,column",
    [
        ("Player 1 starting position: 4\nPlayer 2 starting  position: 8\n", 2, 18),
        ("player 1 starting position: 4\n", 1, 1),
        ("Player 1 starting position: 11\n", 1, None),
        ("Player 1 starting position: 4\nPlayer 3 starting position: 8\n", 2, None),
        ("", None, None),
        ("Player 1 starting position: 4\n\xff\n", 2, 1),
    ],
)
def test_bad_input_names_the_line_and_column_with_the_commands_message(text, line, column):
    with pytest.raises(dd.InputError) as raised:
        dd.Game.parse(text)
    e = raised.value
    assert (e.line, e.column) == (line, column)
    assert str(e) == cli_message(text)


def test_bytes_that_are_not_utf8_are_an_input_error():
    with pytest.raises(dd.InputError) as raised:
        dd.Game.parse(b"Player 1 starting position: \xff\n")
    assert (raised.value.line, raised.value.column) == (1, 29)
    assert "UTF-8" in str(raised.value)


@pytest.mark.parametrize(
    "make,argument,words",
    [
        (lambda: dd.Game([4, 8], board=0), "board", "board size 0 is not allowed"),
        (lambda: dd.Game([4, 8], board=-3), "board", "board size -3 is not allowed"),
        (lambda: dd.Game([4, 8], dirac_target=2**70), "dirac_target", "Dirac target 1180591620717411303424"),
        (lambda: dd.Rules(practice_target=0), "practice_target", "practice target 0 is not allowed"),
        (lambda: dd.Game([4, 8]).dirac("fast"), "strategy", 'unknown strategy "fast"'),
        (lambda: dd.Game([4, 8]).layer(3, 1), "player", "there is no player 3"),
        (lambda: dd.Game([4, 8]).layer(0, 1), "player", "there is no player 0"),
        (lambda: dd.Game([4, 8]).layer(-1, 1), "player", "there is no player -1"),
        (lambda: dd.Game([4, 8]).layer(1, -2), "turn", "turn -2 is not allowed"),
        (lambda: dd.Game([4, 8]).trace(-1), "max_turns", "max_turns -1 is not allowed"),
        (lambda: dd.Game([4, 8]).dirac(max_work=0), "max_work", "max_work 0 is not allowed"),
        (lambda: dd.Game([4, 8]).turns(max_memory=-1), "max_memory", "max_memory -1 is not allowed"),
        (lambda: dd.sweep(max_work=2**64), "max_work", "max_work 18446744073709551616 is not allowed"),
    ],
)
def test_bad_rules_and_arguments_name_the_argument(make, argument, words):
    with pytest.raises(dd.RulesError) as raised:
        make()
    assert raised.value.argument == argument
    assert str(raised.value).startswith(words), str(raised.value)


def test_starts_off_the_board_are_input_errors_without_a_line():
    for starts in ([4, 11], [0], [-1], [2**40]):
        with pytest.raises(dd.InputError, match="is off the board") as raised:
            dd.Game(starts)
        assert raised.value.line is None
    with pytest.raises(dd.InputError):
        dd.Game([])


def test_a_wrong_type_is_a_type_error():
    with pytest.raises(TypeError, match="expected an int, got str"):
        dd.Game([4, 8], board="10")
    with pytest.raises(TypeError):
        dd.Game.parse(42)  # type: ignore[arg-type]


def test_enormous_work_is_refused_up_front_with_its_estimate():
    with pytest.raises(dd.RefusedError) as raised:
        dd.Game([4, 8], dirac_target=1_000_000).dirac()
    e = raised.value
    assert e.at_least is True
    assert e.work > e.max_work == 2_000_000_000
    assert "raise the limit" in str(e) and "max_work=" in str(e)
    # Raising the limit lets the same work through.
    small = dd.Game([4, 8], dirac_target=40)
    with pytest.raises(dd.RefusedError) as tight:
        small.turns(max_work=1000)
    assert tight.value.max_work == 1000 and tight.value.work > 1000 and tight.value.at_least is False
    assert small.turns(max_work=10**9).totals == small.dirac().wins


def test_a_refusal_that_is_not_about_the_limits_has_no_estimate():
    with pytest.raises(dd.RefusedError) as raised:
        dd.sweep(board=1001)
    assert raised.value.work is None and "1000 spaces" in str(raised.value)


def test_the_fuzz_corpus_never_panics():
    corpus = sorted((ROOT / "fuzz" / "corpus").rglob("*"))
    files = [p for p in corpus if p.is_file()]
    assert len(files) > 40
    for path in files:
        data = path.read_bytes()
        for make in (lambda: dd.Game.parse(data), lambda: dd.Game.parse(data, board=3)):
            try:
                game = make()
            except dd.DiracError:
                continue
            for run in (game.solve, game.turns, game.stats):
                try:
                    run(max_work=2_000_000, max_memory=16 << 20)
                except dd.DiracError:
                    pass
