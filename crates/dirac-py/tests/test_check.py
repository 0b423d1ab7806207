"""`Game.check` and `dirac_dice.check`: the verdicts of `dirac check`, from Python."""

from __future__ import annotations

import pytest
from conftest import EXAMPLE, cli_json

import dirac_dice as dd


@pytest.mark.parametrize(
    "answer,verdict,ids",
    [
        (739785, "right", []),
        ("444,356,092,776,315", "right", []),
        (341960390180808, "mistake", ["fewer-wins"]),
        (745 * 331, "mistake", ["turns-not-rolls"]),
        (12345, "unknown", []),
    ],
)
def test_the_verdicts_are_the_command_s(answer, verdict, ids):
    game = dd.Game([4, 8])
    checked = game.check(answer)
    assert checked.verdict == verdict
    assert [m.id for m in checked.mistakes] == ids
    cli = cli_json(["check", "-", str(answer).replace(",", "")])
    assert cli["verdict"] == verdict
    assert [m["id"] for m in cli["mistakes"]] == ids
    assert [(h.part, h.too_high, h.digits) for h in checked.hints] == [
        (h["part"], h["too_high"], h["digits"]) for h in cli["hints"]
    ]
    assert checked.answer == int(str(answer).replace(",", ""))
    assert checked.revealed is None


def test_a_mistake_says_what_went_wrong_and_how_to_fix_it():
    checked = dd.check(EXAMPLE, 341960390180808, part=2, reveal=True)
    (mistake,) = checked.mistakes
    assert (mistake.id, mistake.part) == ("fewer-wins", 2)
    assert "fewer" in mistake.mistake and mistake.fix
    assert checked.revealed == dd.Revealed(practice=None, dirac=444356092776315)
    assert "fewer-wins (part 2)" in str(checked)
    assert "The right answers: part 2 is 444356092776315." in str(checked)
    # The right answer stays hidden unless asked for.
    assert "444356092776315" not in str(dd.Game([4, 8]).check(341960390180808))


def test_a_variant_s_answer_is_checked_under_its_own_rules():
    right = dd.Game([4, 8], dirac_target=20).dirac().answer
    assert dd.check([4, 8], right).verdict == "mistake"
    assert [m.id for m in dd.check([4, 8], right).mistakes] == ["target-20"]
    assert dd.check([4, 8], right, dirac_target=20).verdict == "right"


@pytest.mark.parametrize("answer", ["12a", "", "1.5", "7,39785", True])
def test_an_answer_that_is_not_a_whole_number_is_a_rules_error(answer):
    with pytest.raises(dd.RulesError, match="cannot be read"):
        dd.Game([4, 8]).check(answer)


def test_answers_are_read_as_people_paste_them_negative_numbers_included():
    game = dd.Game([4, 8])
    assert game.check("7.39785e5").verdict == "right"
    for answer in (-610959416, "-610,959,416", "\u2212610959416"):
        check = game.check(answer)
        assert check.answer == -610959416
        assert [m.id for m in check.mistakes] == ["overflow-32-signed"]
        assert "player 2's count" in check.mistakes[0].see
    # Python's words for the right answers: its own keyword, not the command's flag.
    assert "pass reveal=True to see it" in str(game.check(3684007880))
    assert "--reveal" not in str(game.check(3684007880))
    with pytest.raises(dd.RulesError, match="groups of three from the right, such as 739,785"):
        game.check("7,39785")


def test_a_part_other_than_1_or_2_is_refused_by_name():
    with pytest.raises(dd.RulesError, match="part=3 is not a part"):
        dd.Game([4, 8]).check(739785, 3)
    with pytest.raises(TypeError, match="brings its own rules"):
        dd.check(dd.Game([4, 8]), 739785, board=12)


def test_solve_takes_a_part_as_the_command_does():
    game = dd.Game([4, 8])
    two = game.solve(part=2)
    assert two.practice is None and two.dirac.answer == 444356092776315
    assert str(two.dirac.answer) == cli_json(["solve", "-", "--part", "2"])["dirac"]["answer"]
    one = game.solve(part=1)
    assert one.dirac is None and one.practice.answer == 739785
    with pytest.raises(dd.RulesError, match="part=0 is not a part"):
        game.solve(part=0)
    # Any int is read, past a machine word and below zero too, and named; a bool is no part.
    for part in (-1, 2**70):
        for call in (lambda: game.solve(part=part), lambda: game.check(739785, part)):
            with pytest.raises(dd.RulesError, match=f"part={part} is not a part: give 1") as raised:
                call()
            assert raised.value.argument == "part"
    with pytest.raises(TypeError, match="expected an int, got bool"):
        game.solve(part=True)


def test_a_sweep_takes_players_as_the_command_does():
    for players in (0, -1, 1001, 2**70):
        with pytest.raises(dd.RulesError) as raised:
            dd.sweep(players=players)
        assert raised.value.argument == "players"
        assert str(raised.value) == f"players={players} is not allowed: expected a whole number from 1 to 1000"
    with pytest.raises(TypeError, match="expected an int, got bool"):
        dd.sweep(players=True)
    assert [c.starts for c in dd.sweep(players=1, board=4).cells] == [(1,), (2,), (3,), (4,)]


@pytest.mark.parametrize("limit", ["max_work", "max_memory"])
def test_a_limit_given_to_the_rules_says_where_limits_go(limit):
    with pytest.raises(TypeError, match=f"limits are not rules; give {limit} to the method"):
        dd.Game([4, 8], **{limit: 100})
