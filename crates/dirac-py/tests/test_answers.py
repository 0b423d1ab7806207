"""Both published answers, every strategy, exact counts past every machine width, exact
fractions, and a brute force over every roll of tiny games."""

from __future__ import annotations

import itertools
from collections import Counter
from fractions import Fraction
from functools import lru_cache

import pytest
from conftest import EXAMPLE
from hypothesis import given, settings
from hypothesis import strategies as st

import dirac_dice as dd


def test_the_published_answers_from_the_text_and_from_starts():
    for game in (dd.Game.parse(EXAMPLE), dd.Game([4, 8]), dd.Game.parse(EXAMPLE.encode())):
        solved = game.solve()
        assert solved.practice.answer == 739785
        assert solved.dirac.answer == 444356092776315
        assert solved.dirac.wins == (444356092776315, 341960390180808)
        assert solved.dirac.leader == 1
        assert solved.practice.scores == (1000, 745)
        assert solved.practice.lowest * solved.practice.die_rolls == solved.practice.answer
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
    # Every face reads its rules from the one table of keywords, and names the rules it knows.
    for call in (dd.Rules, lambda **k: dd.Game([4, 8], **k), lambda **k: dd.Game.parse(EXAMPLE, **k), dd.sweep):
        with pytest.raises(TypeError, match="'bord'.*board, rolls, practice_die, practice_target, dirac_faces, dirac_target, practice_sequence, dirac_die"):
            call(bord=12)
        with pytest.raises(TypeError, match="board: expected an int, got NoneType"):
            call(board=None)
    assert dd.Rules(dirac_die=None) == dd.Rules() and dd.Rules(dirac_die=[1, 2, 3]) == dd.Rules()


def test_the_signatures_show_the_engines_defaults():
    import inspect

    defaults = dd.Rules()
    for function in (dd.Game, dd.Game.parse, dd.Rules, dd.sweep):
        parameters = inspect.signature(function).parameters
        for rule in ("board", "rolls", "practice_die", "practice_target", "dirac_faces", "dirac_target"):
            assert parameters[rule].default == getattr(defaults, rule), (function, rule)
        # A die left out is the standard one of its count.
        assert parameters["practice_sequence"].default is None and parameters["dirac_die"].default is None
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


def _dirac_by_recursion(starts, board, rolls, die, target):
    """Wins per player, counted by a plain recursion over the joint state (two players); `die`
    is every face's value, a value on two faces listed twice."""
    moves = Counter(sum(dice) for dice in itertools.product(die, repeat=rolls))

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
    assert outcome.wins == _dirac_by_recursion((3, 7), 10, 6, range(1, 7), 30)
    assert outcome.total == sum(outcome.wins)
    past_64 = dd.Game([4, 8], dirac_target=40).dirac()
    assert 2**64 < past_64.answer < 2**128 and past_64.width == "u128"
    assert past_64.wins == _dirac_by_recursion((4, 8), 10, 3, range(1, 4), 40)


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


def test_shares_are_exact_fractions_that_keep_their_rounded_percent():
    game = dd.Game([4, 8])
    outcome = game.dirac()
    assert list(outcome.share) == [Fraction(w, outcome.total) for w in outcome.wins]
    assert [s.percent for s in outcome.share] == ["56.51%", "43.49%"]
    assert sum(outcome.share) == 1 and abs(float(outcome.share[1]) - 0.4349) < 5e-5
    assert repr(outcome.share[0]).startswith("Share(") and isinstance(outcome.share[0] * 2, Fraction)
    turns = game.turns()
    for player in turns.players:
        for row in player.by_turn:
            whole = turns.per_turn**row.turn
            assert row.reached_share == Fraction(row.reached, whole)
            assert row.playing_share == Fraction(row.playing, whole)
    # A share pickles whole, percent and all.
    import pickle

    again = pickle.loads(pickle.dumps(outcome.share[1]))
    assert (again, again.percent) == (outcome.share[1], "43.49%")
    # And copies, as every exact number of a result does (rows and all).
    import copy

    p = game.stats().win_probability[0]
    for value in (outcome.share[0], p, game.stats().expected_turns):
        assert copy.copy(value) is value and copy.deepcopy(value) is value
    row = copy.deepcopy(turns.players[0].by_turn[2])
    assert row.reached_share.percent == turns.players[0].by_turn[2].reached_share.percent


def _brute_force(starts, board, rolls, die, target):
    """Every universe of a tiny game, one by one: wins per player (`die` as for the recursion)."""
    wins = [0] * len(starts)

    def play(spaces, scores, mover):
        for dice in itertools.product(die, repeat=rolls):
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
    expected = _brute_force(starts, board, rolls, range(1, faces + 1), target)
    for strategy in dd.STRATEGIES:
        assert game.dirac(strategy).wins == expected, strategy
    assert game.turns().totals == expected


def test_a_loaded_die_and_a_die_counting_down_in_every_form():
    loaded = 12364035865579  # `dirac solve --dirac-die 1:2,2`
    for die in ("1:2,2", "2, 1, 1", [1, 1, 2], (2, 1, 1), iter([1, 2, 1])):
        game = dd.Game([4, 8], dirac_die=die)
        assert game.dirac().answer == loaded, die
        assert game.rules.dirac_die == "1:2,2" and game.rules.dirac_faces == 3
    assert dd.Game.parse(EXAMPLE, dirac_die="1:2,2").dirac().answer == loaded
    assert dd.Game([4, 8], dirac_die="1..3") == dd.Game([4, 8]) == dd.Game([4, 8], dirac_die=range(1, 4))
    down = 847320  # `dirac solve --practice-sequence 6..1`
    for sequence in ("6..1", "6,5,4,3,2,1", range(6, 0, -1), [6, 5, 4, 3, 2, 1]):
        game = dd.Game([4, 8], practice_sequence=sequence)
        assert game.practice().answer == down, sequence
        assert game.rules.practice_sequence == "6..1" and game.rules.practice_die == 6
    assert dd.Game.parse(EXAMPLE, practice_sequence=range(6, 0, -1)).solve().practice.answer == down
    # The sweep takes them too: its (4, 8) is the game's.
    swept = dd.sweep(dirac_die="1:2,2", practice_sequence="6..1")
    cell = next(c for c in swept.cells if c.starts == (4, 8))
    assert (cell.practice_answer, cell.dirac_answer) == (down, loaded)
    assert swept.rules == dd.Rules(dirac_die=[1, 1, 2], practice_sequence=range(6, 0, -1))


def _practice_by_simulation(starts, board, rolls, sequence, target):
    """The practice game played roll by roll: the lowest score times the rolls."""
    values, rolled = itertools.cycle(sequence), 0
    spaces, scores = list(starts), [0] * len(starts)
    while True:
        for player in range(len(starts)):
            move = sum(next(values) for _ in range(rolls))
            rolled += rolls
            spaces[player] = (spaces[player] + move - 1) % board + 1
            scores[player] += spaces[player]
            if scores[player] >= target:
                return min(scores) * rolled


# A zero face, repeated faces, values past the board, one face, a die of one value repeated.
TINY_DICE = [[0, 1], [1, 1, 2], [2, 7, 7], [5], [0, 3, 3], [9, 9]]


@pytest.mark.parametrize("die", TINY_DICE)
def test_any_die_matches_a_brute_force_on_tiny_games(die):
    for starts, board, rolls, target in [((1, 2), 3, 1, 6), ((2, 3, 1), 4, 2, 5), ((1,), 5, 2, 9)]:
        game = dd.Game(list(starts), board=board, rolls=rolls, dirac_die=die, dirac_target=target)
        expected = _brute_force(starts, board, rolls, die, target)
        for strategy in dd.STRATEGIES:
            assert game.dirac(strategy).wins == expected, (strategy, starts)
        assert game.turns().totals == expected
        # The same values as a practice die, rolled in order.
        practice = dd.Game(list(starts), board=board, rolls=rolls, practice_sequence=die, practice_target=target)
        assert practice.practice().answer == _practice_by_simulation(starts, board, rolls, die, target)


@settings(max_examples=40, deadline=None)
@given(
    st.lists(st.integers(0, 15), min_size=1, max_size=4),
    st.integers(1, 9),
    st.integers(1, 3),
    st.integers(1, 25),
    st.data(),
)
def test_any_die_matches_a_recursion_on_small_games(die, board, rolls, target, data):
    starts = data.draw(st.tuples(st.integers(1, board), st.integers(1, board)))
    game = dd.Game(list(starts), board=board, rolls=rolls, dirac_die=die, dirac_target=target)
    assert game.dirac().wins == _dirac_by_recursion(starts, board, rolls, die, target)
    sequence = data.draw(st.lists(st.integers(0, 15), min_size=1, max_size=5))
    practice = dd.Game(list(starts), board=board, rolls=rolls, practice_sequence=sequence, practice_target=target * 20)
    assert practice.practice().answer == _practice_by_simulation(starts, board, rolls, sequence, target * 20)


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
        assert [list(row) for row in layer.grid] == expected, turn
        assert layer.reached == len(stopped), turn
        assert (layer.player, layer.turn) == (2, turn)
        assert layer.largest == max(max(row) for row in expected)


def test_the_trace_is_a_plain_simulation_of_the_practice_game():
    game = dd.Game([4, 8])
    trace = game.trace(6)
    die, spaces, scores, seen = 0, [4, 8], [0, 0], []
    for turn in range(6):
        player = turn % 2
        rolled = []
        for _ in range(3):
            die = die % 100 + 1
            rolled.append(die)
        spaces[player] = (spaces[player] + sum(rolled) - 1) % 10 + 1
        scores[player] += spaces[player]
        seen.append((turn + 1, player + 1, turn // 2 + 1, tuple(rolled), sum(rolled), *divmod(sum(rolled), 10), spaces[player], scores[player]))
    assert trace.rows == tuple(dd.TraceRow(*row) for row in seen)
    assert trace.rows[0] == dd.TraceRow(turn=1, player=1, round=1, rolled=(1, 2, 3), moved=6, laps=0, steps=6, space=10, score=10)
    assert trace.before == ((4, 0), (8, 0))
    assert trace.ended is False
    assert trace.practice.answer == 739785
    whole = game.trace(10_000)
    assert whole.ended is True and len(whole.rows) == 331
    # str() is `dirac trace`'s text: the puzzle's words, a line per turn, then the ending.
    lines = str(whole).splitlines()
    assert lines[0] == "Player 1 rolls 1+2+3 and moves to space 10 for a total score of 10."
    assert lines[-3] == "Player 1 rolls 91+92+93 and moves to space 10 for a final score, 1000."
    assert lines[-1].endswith("745 * 993 = 739785.")
    assert len(lines) == 333
    html = whole._repr_html_()
    assert html.count("Player ") == 41 and "print(trace) shows every line" in html

