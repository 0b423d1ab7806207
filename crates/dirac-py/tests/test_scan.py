"""scan(): one rule varied over its values, as a notebook uses it."""

from fractions import Fraction

import pandas as pd
import pytest

import dirac_dice as dd


def test_a_scan_of_targets_is_each_game_played_alone():
    s = dd.scan([4, 8], dirac_target=range(5, 22))
    # The rule's key as the JSON writes it; each value as written, and numeric.
    assert (s.rule, s.rule_name, s.numeric) == ("dirac-target", "Dirac target", True)
    assert [r.value for r in s.by_value] == [str(v) for v in range(5, 22)]
    puzzle = s.by_value[-1]
    assert puzzle.dirac.answer == 444356092776315 and puzzle.practice.answer == 739785
    assert puzzle.dirac.wins == (444356092776315, 341960390180808)
    alone = dd.Game([4, 8], dirac_target=7)
    near = s.by_value[2]
    assert near.dirac == alone.dirac()
    assert near.win_probability == alone.stats().win_probability
    # At a target of 7, player 2 wins in more universes, player 1 more often.
    assert (near.dirac.leader, near.likelier) == (2, 1)
    assert near.contrast.startswith("Player 2 wins in the most universes")
    # The same sentence from solve() and stats(), and in solve()'s notebook table; none at 21.
    assert alone.solve().contrast == near.contrast == alone.stats().contrast
    assert "but player 1 is the likelier winner" in alone.solve()._repr_html_()
    assert dd.Game([4, 8]).solve().contrast == ""
    assert "2 where the player ahead in universes" in repr(dd.scan([4, 8], dirac_target=[7, 8, 21]))


def test_the_frame_is_tidy_numbers_beside_exact_values():
    frame = dd.scan([4, 8], dirac_target=range(5, 61)).to_pandas()
    assert len(frame) == 56
    assert list(frame.columns[:5]) == [
        "dirac_target",
        "practice_answer",
        "dirac_answer",
        "leader",
        "likelier",
    ]
    # One rule in every frame and in JSON: the exact value under its JSON name, the float a
    # plot takes beside it under `_height`.
    for column in ["p1_share_height", "p1_win_height", "p2_win_height", "expected_turns_height"]:
        assert pd.api.types.is_float_dtype(frame[column]), column
    assert pd.api.types.is_integer_dtype(frame["dirac_target"])
    row = frame[frame.dirac_target == 21].iloc[0]
    assert row.p1_win_height == pytest.approx(0.776043913674)
    exact = row.p1_win_probability
    assert isinstance(exact, dd.Probability) and isinstance(exact, Fraction)
    assert float(exact) == row.p1_win_height
    assert row.p1_win_probability + row.p2_win_probability == 1
    assert isinstance(row.p1_share, dd.Share)
    assert row.p1_share.percent == dd.Game([4, 8]).dirac().share[0].percent
    assert float(row.expected_turns) == row.expected_turns_height
    assert row.dirac_answer == 444356092776315


def test_dice_and_games_scan_too():
    game = dd.Game([3, 7], board=12)
    s = dd.scan(game, dirac_die=["1..3", "1:2,2", [1, 2, 3, 4]])
    assert [r.value for r in s.by_value] == ["1..3", "1:2,2", "1..4"]
    assert s.by_value[0].dirac.wins == game.dirac().wins and not s.numeric
    assert "<svg" in s._repr_html_()
    assert s.svg().startswith("<svg")
    # One die given as its values is no scan.
    with pytest.raises(TypeError, match="varies one rule"):
        dd.scan([4, 8], dirac_die=[1, 1, 2])


def test_a_scan_is_refused_whole_and_says_which_rule_is_wrong():
    # In the library's words, as the command says it.
    with pytest.raises(dd.RulesError, match="one rule at a time takes several values, and the "
                       "board size and the Dirac target were each given several"):
        dd.scan([4, 8], board=[8, 10], dirac_target=[5, 6])
    # Dice varied beside their count: the count would be overruled.
    with pytest.raises(dd.RulesError) as raised:
        dd.scan([4, 8], dirac_faces=4, dirac_die=["1..3", "1:2,2"])
    assert raised.value.argument == "dirac_die" and "leave the Dirac die faces out" in str(raised.value)
    # A count varied beside the die that sets it: the die would be dropped; refused instead.
    with pytest.raises(dd.RulesError, match="beside the Dirac die, which sets it"):
        dd.scan([4, 8], dirac_faces=[2, 3], dirac_die="1:2,2")
    with pytest.raises(TypeError, match="game's own rules"):
        dd.scan(dd.Game([4, 8]), board=12, dirac_target=[5, 6])
    with pytest.raises(dd.RulesError, match="Dirac target 0"):
        dd.scan([4, 8], dirac_target=[0, 5])
    # A start off the board under one value: the starts' error, by player, whether the starts
    # came as a list or in a game, made from a list or read from its text (it was an InputError
    # about a line 2 no one wrote, newcomers' trials: a game has no lines of its own).
    text = "Player 1 starting position: 4\nPlayer 2 starting position: 8\n"
    for game_or_starts in [[4, 8], dd.Game([4, 8]), dd.Game.parse(text)]:
        with pytest.raises(dd.RulesError) as raised:
            dd.scan(game_or_starts, board=range(5, 12))
        assert str(raised.value) == (
            "with the board size 5: player 2: starting position 8 is off the board (1..5)"
        ), game_or_starts
        assert raised.value.argument == "starts"
    with pytest.raises(dd.RefusedError, match="the scan over 3 values of the Dirac target"):
        dd.scan([4, 8], dirac_target=[21, 30, 10**6])
    with pytest.raises(dd.RefusedError, match="from 1 to 1000 values"):
        dd.scan([4, 8], dirac_target=range(1, 10**9))


def test_a_sweep_of_three_players_has_a_column_per_start():
    t = dd.sweep(players=3, board=4, dirac_target=10)
    assert len(t.summary.best) == 3 and len(t.cells) == 64
    frame = t.to_pandas()
    assert list(frame.columns[:3]) == ["p1_start", "p2_start", "p3_start"]
    assert pd.api.types.is_float_dtype(frame["p3_win_height"])
    row = frame[(frame.p1_start == 2) & (frame.p2_start == 3) & (frame.p3_start == 4)].iloc[0]
    alone = dd.Game([2, 3, 4], board=4, dirac_target=10)
    assert (row.p1_wins, row.p2_wins, row.p3_wins) == alone.dirac().wins
    chances = alone.stats().win_probability
    assert (row.p1_win_probability, row.p2_win_probability, row.p3_win_probability) == chances
    assert float(row.p3_win_probability) == row.p3_win_height
    # "Where is it best to move second": player 2's best starts, from the summary.
    best = t.summary.best[1]
    assert best.probability == max(c.win_probability[1] for c in t.cells)
    assert t.summary.games == 64 and len(t.summary.worst) == 3
    # Two players' sweep: the same columns.
    two = dd.sweep(board=4, dirac_target=10).to_pandas()
    assert list(two.columns) == [
        "p1_start", "p2_start", "practice_answer", "dirac_answer", "p1_wins", "p2_wins",
        "p1_win_probability", "p1_win_height", "p2_win_probability", "p2_win_height",
        "label", "colour",
    ]
    assert list(frame.columns[3:]) == [
        "practice_answer", "dirac_answer", "p1_wins", "p2_wins", "p3_wins",
        "p1_win_probability", "p1_win_height", "p2_win_probability", "p2_win_height",
        "p3_win_probability", "p3_win_height", "label", "colour",
    ]
    assert t.svg().startswith("<svg")
    assert dd.sweep(players=4, board=3).svg() is None
    with pytest.raises(dd.RefusedError, match="at most 100000"):
        dd.sweep(players=6)
    assert isinstance(dd.sweep(board=4), dd.Sweep)


def test_a_misspelt_rule_is_named_before_anything_is_varied():
    with pytest.raises(TypeError, match="unexpected keyword argument 'dirac_targets'"):
        dd.scan([4, 8], dirac_targets=range(5, 9))
