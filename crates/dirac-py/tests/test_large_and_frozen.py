"""Results however large, and frozen to their last rounded form."""

import dataclasses
import pickle

import pytest

import dirac_dice as dd
from dirac_dice._numbers import _count, _digits


def test_counts_past_python_s_4300_digits_are_written_checked_and_read_back():
    # A thousand rolls a turn: part 2's counts run to tens of thousands of digits, past the
    # 4300 that Python writes of an int by default.
    game = dd.Game([4, 8], rolls=1000)
    dirac = game.dirac()
    assert len(_digits(dirac.answer)) > 4300
    assert repr(dirac).startswith(f"Dirac(answer={_digits(dirac.answer)}, leader=")
    assert f"dirac={_digits(dirac.answer)})" in repr(game.solve(part=2))
    chance = game.stats().win_probability[0]
    assert repr(chance).startswith(f"Probability({_digits(chance.numerator)}, ")
    assert repr(game.stats()).startswith("Stats(win_probability=(63.55%, 36.45%)")
    # Given as an int or as its digits, the answer is right.
    for given in (dirac.answer, _digits(dirac.answer)):
        checked = game.check(given, 2)
        assert (checked.verdict, checked.right_parts) == ("right", (2,))
        assert checked.answer == dirac.answer
    assert game.check(-dirac.answer, 2).verdict != "right"
    # The digits written are the count's, and read back to it, below and past the limit.
    for n in (0, 7, -7, 10**4000 - 1, 10**4000, -(10**4000), dirac.answer, 3**20000 - 1):
        assert _count(_digits(n)) == n


def test_an_answer_of_a_million_digits_is_read_and_found_wrong():
    game = dd.Game([4, 8])
    checked = game.check("1" + "0" * 10**6)
    assert checked.verdict == "unknown"
    assert checked.answer == 10**10**6


@pytest.mark.parametrize("name", ["numerator", "percent", "decimal"])
def test_a_probability_keeps_its_rounded_forms(name):
    p = dd.Game([4, 8]).stats().win_probability[0]
    before = (p.percent, p.decimal, p.numerator)
    with pytest.raises(AttributeError):
        setattr(p, name, "99%")
    with pytest.raises(AttributeError):
        delattr(p, name)
    assert (p.percent, p.decimal, p.numerator) == before


def test_a_share_and_an_expectation_keep_theirs():
    game = dd.Game([4, 8])
    share, turns = game.dirac().share[0], game.stats().expected_turns
    for value, names in ((share, ("portion", "whole", "percent")), (turns, ("decimal", "short"))):
        for name in names:
            with pytest.raises(AttributeError, match="is frozen"):
                setattr(value, name, 5)
        copy = pickle.loads(pickle.dumps(value))
        assert (copy, hash(copy), repr(copy)) == (value, hash(value), repr(value))
    assert float(share) == share.portion / share.whole
    with pytest.raises(dataclasses.FrozenInstanceError):
        game.dirac().answer = 5  # type: ignore[misc]
