"""What a user sees: reprs, notebook HTML drawn by the report's renderers, data frames."""

from __future__ import annotations

import re
from fractions import Fraction
import subprocess

import pandas
import pytest
from conftest import dirac_command

import dirac_dice as dd


def test_reprs_say_what_a_result_holds():
    game = dd.Game([4, 8])
    assert repr(game.rules) == (
        "Rules(board=10, rolls=3, practice_die=100, practice_target=1000, dirac_faces=3, dirac_target=21)"
    )
    assert repr(game.practice()) == (
        "Practice(answer=739785, winner=1, scores=(1000, 745), lowest=745, die_rolls=993, turns_played=331)"
    )
    assert repr(game.dirac()) == (
        "Dirac(answer=444356092776315, leader=1, wins=(444356092776315, 341960390180808), "
        "strategy='per-player', width='u64')"
    )
    assert repr(game.solve()) == "Solve(starts=(4, 8), practice=739785, dirac=444356092776315)"
    alone = dd.Game([3], dirac_target=4)
    d = alone.dirac()
    assert repr(d) == f"Dirac(answer={d.answer}, leader=1, wins=({d.answer},), strategy='per-player', width='u64')"
    assert eval(repr(alone.dirac().wins)) == alone.dirac().wins
    assert repr(alone.solve()).startswith("Solve(starts=(3,), ")
    assert repr(game.turns()).startswith("Turns(starts=(4, 8), rounds=10, ")
    assert repr(dd.sweep(board=3)).startswith("Sweep(board=3, games=9, best=(")
    assert str(dd.sweep(board=3)).startswith("Every pair of starts for two players")
    assert repr(game.stats()) == "Stats(win_probability=(77.60%, 22.40%), expected_turns=6.919, most_likely_turns=7)"
    assert repr(game.layer(1, 2)) == "Layer(player=1, turn=2, reached=0, largest=49)"
    assert repr(game.trace(4)) == "Trace(rows=4, ended=False)"
    assert repr(game.turns().players[1]) == "PlayerTurns(player=2, start=8, last_turn=10)"


def test_a_die_other_than_the_puzzles_shows_in_place_of_its_count():
    rules = dd.Rules(board=12, dirac_die=[1, 2, 1], practice_sequence=range(6, 0, -1))
    assert repr(rules) == (
        "Rules(board=12, rolls=3, practice_sequence='6..1', practice_target=1000, dirac_die='1:2,2', dirac_target=21)"
    )
    assert (rules.practice_sequence, rules.practice_die, rules.dirac_die, rules.dirac_faces) == ("6..1", 6, "1:2,2", 3)
    assert eval(repr(rules), vars(dd)) == rules and hash(eval(repr(rules), vars(dd))) == hash(rules)
    # The puzzle's dice and any other of the form 1..N are their counts.
    assert (dd.Rules().practice_sequence, dd.Rules().dirac_die) == ("1..100", "1..3")
    assert repr(dd.Rules(dirac_die="1..4")) == repr(dd.Rules(dirac_faces=4)) and "dirac_faces=4" in repr(dd.Rules(dirac_faces=4))
    assert dd.Rules(dirac_die="1..4") == dd.Rules(dirac_faces=4) and dd.Rules(dirac_die="1:2,2") != dd.Rules()
    assert repr(dd.Game([4, 8], dirac_die="0..2")) == "Game([4, 8], dirac_die='0..2')"
    assert repr(dd.Game([4, 8], practice_sequence="1..6", dirac_die="3..1")) == "Game([4, 8], practice_die=6)"
    # The notebook's tables name the die.
    html = dd.Game([4, 8], dirac_die="1:2,2").solve()._repr_html_()
    assert "12364035865579" in html


def test_the_answer_tables_are_the_commands_markdown_as_html():
    html = dd.Game([4, 8]).solve()._repr_html_()
    markdown = subprocess.run(
        [str(dirac_command()), "solve", "--format", "markdown"], capture_output=True, text=True, check=True
    ).stdout
    # Every cell of the command's tables is a cell of the notebook's.
    cells = re.findall(r"<td[^>]*>([^<]*)</td>", html)
    for row in markdown.splitlines():
        if row.startswith("|") and not row.startswith("|--") and "player" not in row:
            for cell in row.strip("|").split("|"):
                assert cell.strip() in cells, cell
    assert "Part 1 = lowest score × rolls = 745 × 993 = 739785" in html
    practice_only = dd.Game([4, 8]).practice()._repr_html_()
    assert "739785" in practice_only and "Dirac game" not in practice_only
    dirac_only = dd.Game([4, 8]).dirac()._repr_html_()
    assert "444356092776315" in dirac_only and "Practice game" not in dirac_only


def test_the_charts_are_the_reports():
    report = subprocess.run(
        [str(dirac_command()), "report", "-o", "-"], capture_output=True, text=True, check=True
    ).stdout
    turns_svg = dd.Game([4, 8]).turns().svg()
    sweep_svg = dd.sweep().svg()
    # The report inlines each chart without its XML prolog.
    for svg in (turns_svg, sweep_svg):
        body = svg[svg.index("<svg") :].strip()
        assert body in report
    assert "<svg" in dd.Game([4, 8]).turns()._repr_html_()
    assert "<svg" in dd.sweep(board=4)._repr_html_()


def test_tables_become_data_frames_with_exact_counts():
    game = dd.Game([1, 2, 3, 4], dirac_target=30)
    rounds = game.turns().to_pandas()
    assert list(rounds.columns) == ["round", "p1_wins", "p2_wins", "p3_wins", "p4_wins", "undecided"]
    assert tuple(rounds[[f"p{i}_wins" for i in range(1, 5)]].sum()) == game.turns().totals
    assert max(game.turns().totals) > 2**64  # exact in the frame, as Python ints
    player = game.turns().players[0].to_pandas()
    assert list(player.columns) == ["turn", "reached", "playing", "reached_share", "playing_share"]
    length = game.stats().to_pandas()
    assert list(length.columns) == ["turns", "probability", "height", "charted"] and sum(length["probability"]) == 1
    assert all(d == (p >= Fraction(1, 2000)) for d, p in zip(length["charted"], length["probability"]))
    assert all(h == float(p) for h, p in zip(length["height"], length["probability"]))
    layer = game.layer(1, 3).to_pandas()
    assert layer.index.name == "space" and list(layer.index) == list(range(1, 11))
    assert layer.columns.name == "score" and layer.shape == (10, 30)
    trace = dd.Game([4, 8]).trace(3).to_pandas()
    assert list(trace.columns) == ["turn", "player", "round", "rolled", "moved", "laps", "steps", "space", "score"]
    assert trace.iloc[-1].tolist() == [3, 1, 2, (7, 8, 9), 24, 2, 4, 4, 14]
    sweep = dd.sweep(board=3).to_pandas()
    assert len(sweep) == 9 and "p2_win_probability" in sweep.columns
    assert isinstance(rounds, pandas.DataFrame)


def test_a_sweep_past_the_drawn_boards_displays_its_summary_not_every_cell():
    small, large = dd.sweep(board=32), dd.sweep(board=40)
    assert small._repr_html_().startswith("<figure><svg")
    html = large._repr_html_()
    assert len(html) < 2000 and "<svg" not in html
    assert "of 2 players on a board of 40 has 1600 games: to_pandas() lists them all" in html


def test_printed_turns_are_the_commands_text():
    text = subprocess.run(
        [str(dirac_command()), "turns"], capture_output=True, text=True, check=True
    ).stdout
    turns = dd.Game([4, 8]).turns()
    assert str(turns) + "\n" == text
    # The shares the text prints are the rows' own.
    first = turns.players[0].by_turn[2]
    assert f"{first.reached_share.percent}" in text and turns.leader == 1


def test_printed_stats_are_the_commands_text_and_display_as_its_tables():
    text = subprocess.run(
        [str(dirac_command()), "stats"], capture_output=True, text=True, check=True
    ).stdout
    stats = dd.Game([4, 8]).stats()
    assert str(stats) + "\n" == text
    html = stats._repr_html_()
    assert html.startswith("<") and "<table" in html
    assert stats.win_probability[0].percent in html and "739785" in html


def test_a_layer_has_its_totals_and_displays_its_grid():
    layer = dd.Game([4, 8]).layer(1, 2)
    assert layer.playing == sum(sum(row) for row in layer.grid)
    assert layer.space_totals == tuple(sum(row) for row in layer.grid)
    assert layer.score_totals == tuple(sum(column) for column in zip(*layer.grid))
    assert layer.playing + layer.reached == 27**2
    html = layer._repr_html_()
    assert "<table" in html and f"{layer.playing}" in html
    assert str(layer).startswith("Player 1 after 2 own turns: ")


def test_every_display_of_a_big_result_stays_under_a_megabyte_and_says_what_it_left_out():
    thousand = dd.Game([i % 10 + 1 for i in range(1000)])
    results = [
        thousand.solve(),
        thousand.dirac(),
        thousand.practice(),
        thousand.trace(),
        dd.Game([i % 10 + 1 for i in range(200)], dirac_target=30).stats(max_work=10**12),
        dd.Game([4, 8], board=1000, dirac_target=1000).layer(1, 3, max_work=10**11),
        dd.sweep(board=300, max_work=10**12),
    ]
    for result in results:
        html = result._repr_html_()
        assert len(html) < 1 << 20, (type(result).__name__, len(html))
    # What was cut says so, and every digit is still in the result.
    html = results[1]._repr_html_()
    assert "rows left out" in html and " digits)" in html and "every digit" in html
    assert results[1].answer.bit_length() > 4000


def test_printed_answers_are_the_commands_text():
    text = subprocess.run(
        [str(dirac_command()), "solve"], capture_output=True, text=True, check=True
    ).stdout
    assert str(dd.Game([4, 8]).solve()) + "\n" == text


def test_a_printed_sweep_is_the_commands_text():
    """Two players' sweep as `dirac sweep` writes it: its words, the grid of player 1's chances
    on small boards, every pair where the command lists them (it said "2 players" and left out
    the grid, a newcomer's trial); three players' too."""
    for args, result in (
        (["--board", "6"], dd.sweep(board=6)),
        (["--board", "20"], dd.sweep(board=20)),
        (["--board", "40"], dd.sweep(board=40)),
        (["--players", "3", "--board", "4"], dd.sweep(players=3, board=4)),
    ):
        text = subprocess.run(
            [str(dirac_command()), "sweep", *args], capture_output=True, text=True, check=True
        ).stdout
        assert str(result) + "\n" == text, args


def test_results_games_and_rules_pickle_and_compare_as_values():
    import pickle

    game = dd.Game([4, 8], board=12, dirac_die=[1, 1, 2])
    checked = dd.Game([4, 8]).check(341960390180808)
    values = [game, game.rules, game.solve(), game.stats(), checked,
              dd.scan([4, 8], dirac_target=range(5, 8)), dd.sweep(board=3)]
    for value in values:
        again = pickle.loads(pickle.dumps(value))
        assert again == value and type(again) is type(value), type(value)
    # A mistake's parting is a view of its own, so a check is a value like any result.
    (mistake,) = checked.mistakes
    assert (mistake.parting.kind, mistake.parting.round) == ("reading", None)
    assert hash(checked) == hash(pickle.loads(pickle.dumps(checked)))
    parted = dd.Game([4, 8]).check(444356092776316 - 1, 2).mistakes
    assert all(m.parting.kind in ("turn", "round", "reading", "beyond") for m in parted)


def test_a_result_read_back_or_copied_displays_as_its_fields():
    """A pickled result keeps its fields, not the engine's view: it prints and shows in a
    notebook as its fields (never an error), and asking it for a chart says why it has none."""
    import dataclasses
    import pickle

    game = dd.Game([4, 8])
    results = [game.solve(), game.turns(), game.stats(), game.simulate(50, seed=1),
               game.layer(1, 2), game.trace(3), game.check(739785),
               dd.sweep(board=3), dd.scan([4, 8], dirac_target=range(5, 7)),
               game.solve(explain=True)]
    for result in results:
        for again in (pickle.loads(pickle.dumps(result)), dataclasses.replace(result)):
            assert str(again) == repr(again) == repr(result), type(result)
            assert again._repr_html_() is None
        assert str(result) != repr(result) and "<" in result._repr_html_()
    for part in (results[0].practice, results[0].dirac):
        assert pickle.loads(pickle.dumps(part))._repr_html_() is None
        assert "<table" in part._repr_html_()
    for charted in (results[1], results[7], results[8]):
        with pytest.raises(ValueError, match="read back from a pickle or copied"):
            pickle.loads(pickle.dumps(charted)).svg()
        assert charted.svg().startswith("<svg")
