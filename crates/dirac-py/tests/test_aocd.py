"""The advent-of-code-data plugin: found as the runner finds it, through the package's entry
point, and checked on the example and on generated inputs against a plain solution written
here (no network: the runner itself is not needed to call its entry point)."""

from __future__ import annotations

import functools
import random
from importlib.metadata import entry_points

import pytest

import dirac_dice as dd
from dirac_dice import aocd
from conftest import EXAMPLE


def plugin():
    """The function the runner calls, loaded from the entry-point group it reads."""
    found = [e for e in entry_points(group="adventofcode.user") if e.name == "dirac"]
    assert len(found) == 1, found
    return found[0].load()


def practice(starts):
    """Part 1 played roll by roll: a 100-sided die rolling 1, 2, ..., 100, 1, ..."""
    spaces, scores, rolls = list(starts), [0, 0], 0
    while True:
        for i in (0, 1):
            move = sum((rolls + k) % 100 + 1 for k in range(3))
            rolls += 3
            spaces[i] = (spaces[i] - 1 + move) % 10 + 1
            scores[i] += spaces[i]
            if scores[i] >= 1000:
                return min(scores) * rolls


def dirac(starts):
    """Part 2 by the classic recursion over both players' (space, score), the mover first."""

    @functools.lru_cache(maxsize=None)
    def wins(space, score, other_space, other_score):
        mine = theirs = 0
        for a in (1, 2, 3):
            for b in (1, 2, 3):
                for c in (1, 2, 3):
                    landed = (space - 1 + a + b + c) % 10 + 1
                    if score + landed >= 21:
                        mine += 1
                    else:
                        t, m = wins(other_space, other_score, landed, score + landed)
                        mine, theirs = mine + m, theirs + t
        return mine, theirs

    return max(wins(starts[0], 0, starts[1], 0))


def test_the_runner_finds_dirac_and_gets_the_examples_answers():
    assert plugin()(2021, 21, EXAMPLE) == (739785, 444356092776315)
    assert plugin() is aocd.solve


def test_every_other_puzzle_is_passed_on():
    solve = plugin()
    for year, day in [(2021, 20), (2021, 22), (2020, 21), (2015, 1), (2024, 25)]:
        assert solve(year, day, EXAMPLE) == (None, None)


def test_generated_inputs_get_the_plain_solutions_answers():
    rng = random.Random(2021_21)
    solve = plugin()
    pairs = [(a, b) for a in range(1, 11) for b in range(1, 11)]
    for a, b in rng.sample(pairs, 12) + [(1, 1), (10, 10)]:
        text = f"Player 1 starting position: {a}\nPlayer 2 starting position: {b}\n"
        assert solve(2021, 21, text) == (practice((a, b)), dirac((a, b))), (a, b)


def test_a_bad_input_says_which_line():
    with pytest.raises(dd.InputError, match="line 2"):
        plugin()(2021, 21, "Player 1 starting position: 4\nPlayer 2 starting position: 11\n")
