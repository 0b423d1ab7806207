"""simulate(): the game played with random dice, beside the exact answers."""

from fractions import Fraction

import pytest

import dirac_dice as dd


def test_the_games_settle_on_the_probability_not_the_share():
    game = dd.Game([4, 8], dirac_target=7)
    s = game.simulate(20000, seed=5)
    assert (s.games, s.seed) == (20000, 5)
    assert sum(s.games_won) == 20000
    assert s.frequency[0] == Fraction(s.games_won[0], 20000)
    stats = game.stats()
    assert s.win_probability == stats.win_probability
    assert s.share == game.dirac().share
    # Four standard deviations of 20,000 games: within 0.6 points of 95.29%, far from 45.36%.
    assert abs(s.frequency[0] - stats.win_probability[0]) < Fraction(6, 1000)
    assert "95.29%" in repr(s)
    # The same seed, the same games; the command writes the same table.
    assert game.simulate(20000, seed=5).games_won == s.games_won
    assert "20000 games rolled with random dice from seed 5:" in str(s)


def test_the_running_frame_is_tidy_and_ends_at_the_whole_run():
    s = dd.Game([4, 8]).simulate(1000)
    frame = s.to_pandas()
    assert list(frame.columns) == ["games", "player", "frequency_height"]
    last = frame[frame["games"] == 1000]
    assert list(last["frequency_height"]) == [float(f) for f in s.frequency]


def test_games_and_seeds_past_their_ranges_are_refused_by_name():
    game = dd.Game([4, 8])
    for games in (0, -1, 1_000_001):
        with pytest.raises(dd.RulesError) as raised:
            game.simulate(games)
        assert raised.value.argument == "games"
        assert str(raised.value) == f"games={games} is not allowed: expected a whole number from 1 to 1000000"
    # A seed every face holds exactly: at most 2^53 - 1.
    assert game.simulate(10, seed=2**53 - 1).seed == 2**53 - 1
    for seed in (2**53, -1, 2**64):
        with pytest.raises(dd.RulesError) as raised:
            game.simulate(10, seed=seed)
        assert raised.value.argument == "seed"
        assert str(raised.value) == (
            f"seed={seed} is not allowed: expected a whole number from 0 to 9007199254740991"
        )
