"""Both published answers, every strategy, exact counts past every machine width, exact
fractions, and a brute force over every roll of tiny games."""

from __future__ import annotations

import itertools
from fractions import Fraction
from functools import lru_cache

import pytest
from conftest import EXAMPLE

import dirac_dice as dd


def test_the_published_answers_from_the_text_and_from_starts():
    for game in (dd.Game.parse(EXAMPLE), dd.Game([4, 8]), dd.Game.parse(EXAMPLE.encode())):
        solved = game.solve()
        assert solved.practice.answer == 739785
        assert solved.dirac.answer == 444356092776315
        assert solved.dirac.wins == (444356092776315, 341960390180808)
        assert solved.dirac.leader == 1
        assert solved.practice.scores == (1000, 745)
        assert solved.practice.lowest * solved.practice.rolls == solved.practice.answer
        assert game.dirac().answer == 444356092776315
        assert game.practice().answer == 739785


def test_every_strategy_counts_the_same_universes():
    for game in (dd.Game([4, 8]), dd.Game([1, 6, 9], board=9, dirac_target=14)):
        counted = {s: game.dirac(s).wins for s in dd.STRATEGIES}
        assert len(set(counted.values())) == 1, counted
        assert game.dirac("memo").strategy == "memo"


def test_the_rules_are_keywords_with_the_puzzles_defaults():
    assert dd.Game([4, 8]).rules == dd.Rules()
    assert dd.Rules() == dd.Rules(
        board=10, rolls=3, practice_die=100, practice_target=1000, dirac_faces=3, dirac_target=21
    )
    variant = dd.Game([4, 8], board=12, dirac_target=30)
    assert variant.rules.board == 12 and variant.rules.dirac_target == 30
    assert repr(variant) == "Game([4, 8], board=12, dirac_target=30)"
    assert variant.dirac().answer != dd.Game([4, 8]).dirac().answer
    assert hash(dd.Rules(board=12)) == hash(dd.Rules(board=12))
    assert dd.Rules(board=12) != dd.Rules()


def test_the_signatures_show_the_engines_defaults():
    import inspect

    defaults = dd.Rules()
    for function in (dd.Game, dd.Game.parse, dd.Rules, dd.sweep):
        parameters = inspect.signature(function).parameters
        for rule in ("board", "rolls", "practice_die", "practice_target", "dirac_faces", "dirac_target"):
            assert parameters[rule].default == getattr(defaults, rule), (function, rule)
    # The limits' defaults are the ones a refusal reports.
    with pytest.raises(dd.RefusedError) as refused:
        dd.Game([4, 8], dirac_target=100_000).dirac()
    for function in (
        dd.Game.practice,
        dd.Game.dirac,
        dd.Game.solve,
        dd.Game.turns,
        dd.Game.stats,
        dd.Game.layer,
        dd.Game.trace,
        dd.sweep,
    ):
        parameters = inspect.signature(function).parameters
        assert parameters["max_work"].default == refused.value.max_work
        assert parameters["max_memory"].default == refused.value.max_memory


def _dirac_by_recursion(starts, board, rolls, faces, target):
    """Wins per player, counted by a plain recursion over the joint state (two players)."""
    moves = {}
    for dice in itertools.product(range(1, faces + 1), repeat=rolls):
        moves[sum(dice)] = moves.get(sum(dice), 0) + 1

    @lru_cache(maxsize=None)
    def wins(here, there, score_here, score_there):
        # The player to move is `here`; returns (wins of the mover, wins of the other).
        mine = theirs = 0
        for move, ways in moves.items():
            space = (here + move - 1) % board + 1
            score = score_here + space
            if score >= target:
                mine += ways
            else:
                a, b = wins(there, space, score_there, score)
                mine, theirs = mine + ways * b, theirs + ways * a
        return mine, theirs

    return wins(starts[0], starts[1], 0, 0)


def test_counts_past_64_and_128_bits_are_exact():
    # Six rolls of a six-faced die split a universe 46656 ways a turn.
    past_128 = dict(board=10, rolls=6, dirac_faces=6, dirac_target=30)
    game = dd.Game([3, 7], **past_128)
    outcome = game.dirac()
    assert outcome.answer > 2**128 and outcome.width == "big"
    assert outcome.wins == _dirac_by_recursion((3, 7), 10, 6, 6, 30)
    assert outcome.total == sum(outcome.wins)
    past_64 = dd.Game([4, 8], dirac_target=40).dirac()
    assert 2**64 < past_64.answer < 2**128 and past_64.width == "u128"
    assert past_64.wins == _dirac_by_recursion((4, 8), 10, 3, 3, 40)


def test_probabilities_are_exact_fractions_that_sum_to_one():
    for game in (dd.Game([4, 8]), dd.Game([2, 2, 5], board=6, dirac_target=12)):
        stats = game.stats()
        assert all(isinstance(p, Fraction) for p in stats.win_probability)
        assert sum(stats.win_probability) == 1
        assert sum(row.probability for row in stats.length) == 1
        # The expected length is the mean of the exact distribution.
        assert stats.expected_turns == sum(row.turns * row.probability for row in stats.length)
        assert stats.expected_rolls == stats.expected_turns * game.rules.rolls
    p = dd.Game([4, 8]).stats().win_probability[0]
    assert (p.percent, p.decimal) == ("77.60%", "0.776043913674")
    assert isinstance(p + 1, Fraction) and repr(p).startswith("Probability(")


def _brute_force(starts, board, rolls, faces, target):
    """Every universe of a tiny game, one by one: wins per player."""
    wins = [0] * len(starts)

    def play(spaces, scores, mover):
        for dice in itertools.product(range(1, faces + 1), repeat=rolls):
            space = (spaces[mover] + sum(dice) - 1) % board + 1
            score = scores[mover] + space
            if score >= target:
                wins[mover] += 1
            else:
                play(
                    spaces[:mover] + (space,) + spaces[mover + 1 :],
                    scores[:mover] + (score,) + scores[mover + 1 :],
                    (mover + 1) % len(starts),
                )

    play(tuple(starts), (0,) * len(starts), 0)
    return tuple(wins)


@pytest.mark.parametrize(
    "starts,board,rolls,faces,target",
    [((1, 2), 3, 1, 2, 5), ((2, 2), 4, 2, 2, 6), ((1, 3, 2), 3, 1, 3, 4), ((1,), 2, 2, 2, 5), ((3, 1), 4, 1, 1, 7)],
)
def test_every_strategy_matches_a_brute_force_on_tiny_games(starts, board, rolls, faces, target):
    game = dd.Game(list(starts), board=board, rolls=rolls, dirac_faces=faces, dirac_target=target)
    expected = _brute_force(starts, board, rolls, faces, target)
    for strategy in dd.STRATEGIES:
        assert game.dirac(strategy).wins == expected, strategy
    assert game.turns().totals == expected


def test_a_layer_is_a_players_own_sequences_by_space_and_score():
    board, rolls, faces, target = 5, 2, 2, 9
    game = dd.Game([2, 4], board=board, rolls=rolls, dirac_faces=faces, dirac_target=target)
    for turn in range(0, 4):
        layer = game.layer(2, turn)
        expected = [[0] * target for _ in range(board)]
        stopped = set()  # the roll sequences that reached the target, each counted once
        for throws in itertools.product(range(1, faces + 1), repeat=rolls * turn):
            space, score = 4, 0
            for t in range(turn):
                space = (space + sum(throws[t * rolls : (t + 1) * rolls]) - 1) % board + 1
                score += space
                if score >= target:
                    stopped.add(throws[: (t + 1) * rolls])
                    break
            else:
                expected[space - 1][score] += 1
        assert [list(row) for row in layer.cells] == expected, turn
        assert layer.reached == len(stopped), turn
        assert (layer.player, layer.turn) == (2, turn)
        assert layer.largest == max(max(row) for row in expected)


def test_the_trace_is_a_plain_simulation_of_the_practice_game():
    game = dd.Game([4, 8])
    trace = game.trace(6)
    die, spaces, scores, seen = 0, [4, 8], [0, 0], []
    for turn in range(6):
        player = turn % 2
        move = 0
        for _ in range(3):
            die = die % 100 + 1
            move += die
        spaces[player] = (spaces[player] + move - 1) % 10 + 1
        scores[player] += spaces[player]
        seen.append(tuple(zip(spaces, scores)))
    assert trace.turns == tuple(seen)
    assert trace.ended is False
    assert game.trace(10_000).ended is True
