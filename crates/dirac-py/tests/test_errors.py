"""Errors are exceptions a caller catches by kind, with the command's messages; never a panic."""

from __future__ import annotations

import itertools
import pathlib
import subprocess

import pytest
from conftest import ROOT, dirac_command, least_in_turn

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
        # Where the line departs from the pattern: text after the position, a position that is
        # not a number (a newcomer's trial found no column for either).
        ("Player 1 starting position: 4 5\n", 1, 31),
        ("Player 1 starting position: x\n", 1, 29),
        ("Player 1 starting position: \u00e94\n", 1, 29),
        ("Player 1 starting position: 7\t\u00e9 x\n", 1, 31),
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


def test_text_read_with_surrogateescape_is_the_same_input_error_as_its_bytes():
    """A file read with errors="surrogateescape" keeps its bad bytes as lone surrogates: the
    same message as the bytes themselves, never a UnicodeEncodeError."""
    raw = b"Player 1 starting position: 4\nPlayer 2 starting position: \xe98\n"
    with pytest.raises(dd.InputError) as from_bytes:
        dd.Game.parse(raw)
    with pytest.raises(dd.InputError) as from_text:
        dd.Game.parse(raw.decode("utf-8", "surrogateescape"))
    assert str(from_text.value) == str(from_bytes.value)
    assert (from_text.value.line, from_text.value.column) == (2, 29)
    assert "byte 0xe9" in str(from_text.value)
    with pytest.raises(dd.InputError, match="not valid UTF-8"):
        dd.Game.parse("Player 1 starting position: \ud8004\n")
    with pytest.raises(dd.RulesError) as die:
        dd.Rules(dirac_die="1..3\udce9")
    assert die.value.argument == "dirac_die"


def test_a_float_answer_is_refused_not_checked_as_another_number():
    """A float past 2^53 is not the whole number it came from: check() says so rather than
    check its text (1.1529215046068477e+18 read as 1152921504606847700)."""
    with pytest.raises(TypeError, match="answer is a float .* give an int"):
        dd.Game([4, 8]).check(1.1529215046068477e18)
    with pytest.raises(TypeError, match="answer is a float"):
        dd.check([4, 8], 739785.0)
    assert dd.check([4, 8], "739785").verdict == "right"


def test_the_checks_game_is_the_puzzles_text_as_str_or_bytes_as_parse_reads_it():
    text = "Player 1 starting position: 4\nPlayer 2 starting position: 8\n"
    for given in (text, text.encode(), [4, 8], dd.Game.parse(text)):
        assert dd.check(given, 739785).verdict == "right", type(given)


@pytest.mark.parametrize(
    "make,argument,words",
    [
        (lambda: dd.Game([4, 8], board=0), "board", "board size 0 is not allowed"),
        (lambda: dd.Game([4, 8], board=-3), "board", "board size -3 is not allowed"),
        (lambda: dd.Game([4, 8], dirac_target=2**70), "dirac_target", "Dirac target 1180591620717411303424"),
        (lambda: dd.Rules(practice_target=0), "practice_target", "practice target 0 is not allowed"),
        (lambda: dd.Game([4, 8]).dirac("fast"), "strategy", 'unknown strategy "fast"'),
        (lambda: dd.Game([4, 8]).layer(3, 1), "player", "there is no player 3 in a game of 2 players"),
        (lambda: dd.Game([4, 8]).layer(0, 1), "player", "there is no player below 1: players are numbered from 1 to 2"),
        (lambda: dd.Game([4, 8]).layer(-1, 1), "player", "there is no player -1: players are numbered"),
        (lambda: dd.Game([4, 8]).layer(1, -2), "turn", "turn -2 is not allowed"),
        (lambda: dd.Game([4, 8]).trace(-1), "max_turns", "max_turns -1 is not allowed"),
        (lambda: dd.Game([4, 8]).dirac(max_work=0), "max_work", "max_work 0 is not allowed"),
        (lambda: dd.Game([4, 8]).turns(max_memory=-1), "max_memory", "max_memory -1 is not allowed"),
        (lambda: dd.sweep(max_work=2**64), "max_work", "max_work 18446744073709551616 is not allowed"),
        (lambda: dd.Game([4, 8], dirac_die="1,x"), "dirac_die", 'Dirac die "1,x": "x" is not a value; expected faces'),
        (lambda: dd.Rules(dirac_die=[]), "dirac_die", 'Dirac die "": no value given'),
        (lambda: dd.Rules(dirac_die=[1, -2]), "dirac_die", 'Dirac die "1,-2": "-2" is'),
        (lambda: dd.sweep(dirac_die=[2**70]), "dirac_die", 'Dirac die "1180591620717411303424"'),
        (lambda: dd.Game.parse("", practice_sequence=""), "practice_sequence", 'practice sequence "": no value given'),
        (lambda: dd.Rules(practice_sequence=range(10**9 + 1)), "practice_sequence", "practice sequence \"0..1000000000\": more than"),
        # Too long to list (or endless): refused after a million values, not read to the end.
        (lambda: dd.Rules(practice_sequence=range(0, 2**63 + 5)), "practice_sequence", "practice_sequence lists more than 1000000 values"),
        (lambda: dd.Rules(dirac_die=itertools.count()), "dirac_die", "a Dirac die has at most 1000000 faces"),
    ],
)
def test_bad_rules_and_arguments_name_the_argument(make, argument, words):
    with pytest.raises(dd.RulesError) as raised:
        make()
    assert raised.value.argument == argument
    assert str(raised.value).startswith(words), str(raised.value)


def test_a_die_bad_in_the_librarys_words_and_a_die_given_with_its_count():
    # The message is the command's for the same text (which the command's parser quotes).
    with pytest.raises(dd.RulesError) as raised:
        dd.Rules(dirac_die="1,x")
    done = subprocess.run(
        [str(dirac_command()), "solve", "--dirac-die", "1,x"], capture_output=True, text=True, check=False
    )
    assert done.returncode == 2 and f": {raised.value}; see" in done.stderr, done.stderr
    for count, die, flags in (
        ("dirac_faces", "dirac_die", ["--dirac-faces", "5", "--dirac-die", "1,2,2"]),
        ("practice_die", "practice_sequence", ["--practice-die", "5", "--practice-sequence", "1,2,2"]),
    ):
        # A die beside a count that disagrees: refused in the library's words, as the command
        # refuses it (one rule for every face); a count that agrees is the same die.
        with pytest.raises(dd.RulesError) as raised:
            dd.Game([4, 8], **{count: 5, die: "1,2,2"})
        assert raised.value.argument == die
        assert "was given twice, and not alike" in str(raised.value), str(raised.value)
        done = subprocess.run(
            [str(dirac_command()), "solve", *flags], capture_output=True, text=True, check=False
        )
        assert done.returncode == 2 and str(raised.value) in done.stderr, done.stderr
        agreed = dd.Rules(**{count: 3, die: [1, 2, 2]})
        assert agreed == dd.Rules(**{die: "1,2,2"})
    # None is the die left out.
    assert dd.Rules(dirac_faces=4, dirac_die=None) == dd.Rules(dirac_faces=4)


def test_bad_starts_are_rules_errors_naming_the_player():
    cases = [
        ([4, 11], "player 2: starting position 11 is off the board (1..10)"),
        ([0], "player 1: starting position 0 is off the board (1..10)"),
        ([4, -1], "player 2: starting position -1 is off the board (1..10)"),
        ([2**40], "player 1: starting position 1099511627776 is off the board (1..10)"),
        ([], "starts is empty: a game needs at least one player, such as [4, 8]"),
    ]
    for starts, message in cases:
        with pytest.raises(dd.RulesError) as raised:
            dd.Game(starts)
        assert (raised.value.argument, str(raised.value)) == ("starts", message)
    with pytest.raises(dd.RulesError, match="too many players: at most 1000"):
        dd.Game([1] * 100_000)


def test_a_wrong_type_is_a_type_error_that_says_what_was_expected():
    cases = [
        (lambda: dd.Game([4, 8], board="10"), "board: expected an int, got str"),
        (lambda: dd.Game([4, 8], board=True), "board: expected an int, got bool"),
        (lambda: dd.Game([4, 8], dirac_target=21.0), "dirac_target: expected an int, got float"),
        (lambda: dd.Game([4, 8.5]), "player 2's start: expected an int, got float"),
        (lambda: dd.Game("4 8"), "starts is a list of starting spaces, such as [4, 8], not str"),
        (lambda: dd.Game(4), "starts is a list of starting spaces, such as [4, 8], not int"),
        # A set has no order, and keeps one of two equal starts: {4, 8} may be 8 then 4.
        (lambda: dd.Game({4, 8}), "starts is a list of starting spaces, such as [4, 8], not set (a set has no order"),
        (lambda: dd.Game(frozenset([4, 4])), "starts is a list of starting spaces, such as [4, 8], not frozenset"),
        (lambda: dd.Game({1: 4, 2: 8}), "starts is a list of starting spaces, such as [4, 8], not dict (a mapping is not its players' starts"),
        (lambda: dd.scan({4, 8}, board=range(8, 11)), "starts is a list of starting spaces, such as [4, 8], not set"),
        (lambda: dd.Game.parse(42), "expected the puzzle's text as str or bytes, got int"),
        (lambda: dd.Game([4, 8], dirac_die=3), "dirac_die is written as '1:2,2' or a list such as [1, 1, 2], not int"),
        (lambda: dd.Game([4, 8], dirac_die=True), "dirac_die is written as '1:2,2' or a list such as [1, 1, 2], not bool"),
        (lambda: dd.Rules(dirac_die=b"1,2"), "dirac_die is written as '1:2,2' or a list such as [1, 1, 2], not bytes"),
        # A dict iterates over its keys: {1: 2, 2: 1} is not the die 1, 2.
        (lambda: dd.Rules(dirac_die={1: 2, 2: 1}), "dirac_die is written as '1:2,2' or a list such as [1, 1, 2], not dict"),
        # A set has no repeats and no order.
        (lambda: dd.Rules(dirac_die={1, 2}), "dirac_die is written as '1:2,2' or a list such as [1, 1, 2], not set"),
        (lambda: dd.Rules(practice_sequence=frozenset([6, 5])), "practice_sequence is written as '6..1' or a list such as [6, 5, 4], not frozenset"),
        (lambda: dd.Rules(dirac_die=[1.0, 2.0]), "dirac_die's face 1: expected an int, got float"),
        (lambda: dd.sweep(practice_sequence=[6, True]), "practice_sequence's roll 2: expected an int, got bool"),
        (lambda: dd.Rules(practice_sequence=6.5), "practice_sequence is written as '6..1' or a list such as [6, 5, 4], not float"),
        (lambda: dd.Rules(dirac_faces=None), "dirac_faces: expected an int, got NoneType"),
    ]
    for make, message in cases:
        with pytest.raises(TypeError) as raised:
            make()
        assert str(raised.value).startswith(message), str(raised.value)


def test_any_integer_type_is_an_int():
    import numpy

    assert dd.Rules(dirac_die=numpy.array([1, 1, 2])) == dd.Rules(dirac_die=[numpy.int8(2), 1, 1])
    game = dd.Game(numpy.array([4, 8]), board=numpy.int64(10), dirac_target=numpy.uint16(21))
    assert game == dd.Game((4, 8)) and hash(game) == hash(dd.Game([4, 8]))
    assert game != dd.Game([4, 8], board=11)
    assert game.layer(numpy.int8(1), numpy.int32(2)).turn == 2


def test_enormous_work_is_refused_up_front_with_its_estimate():
    with pytest.raises(dd.RefusedError) as raised:
        dd.Game([4, 8], dirac_target=1_000_000).dirac()
    e = raised.value
    assert e.work > e.max_work == 10_000_000_000
    assert "raise the limit" in str(e) and "max_work=" in str(e)
    # The refusal's figure is the same whatever the limit that refuses it.
    small = dd.Game([4, 8], dirac_target=40)
    with pytest.raises(dd.RefusedError) as tight:
        small.turns(max_work=5000)
    with pytest.raises(dd.RefusedError) as tighter:
        small.turns(max_work=1)
    assert tight.value.max_work == 5000 and tight.value.work > 5000
    assert (tight.value.work, tight.value.memory) == (tighter.value.work, tighter.value.memory)
    # Raising the limit lets the same work through.
    assert small.turns(max_work=tight.value.work).totals == small.dirac().wins


def test_the_turns_and_the_statistics_are_estimated_whole_before_any_work():
    thousand = [i % 10 + 1 for i in range(1000)]
    with pytest.raises(dd.RefusedError) as turns:
        dd.Game(thousand, dirac_target=50).turns(max_memory=50)
    with pytest.raises(dd.RefusedError) as stats:
        dd.Game(thousand, dirac_target=100).stats()
    assert "turn tables" in str(turns.value) and turns.value.memory > 50 << 20
    assert str(stats.value).startswith("the exact statistics would need about")

    def refuse():
        for call in (lambda: dd.Game(thousand, dirac_target=50).turns(max_memory=50),
                     lambda: dd.Game(thousand, dirac_target=100).stats()):
            with pytest.raises(dd.RefusedError):
                call()

    def solve():
        dd.Game(thousand, dirac_target=10).solve()

    # Both refused before any work (the statistics used to be refused after seconds of it): in
    # less time than solving the same thousand players to a target of 10, measured in turn with
    # it, the least of five of each (a ratio, so that a busy machine slows both alike).
    refused, solved = least_in_turn([refuse, solve], 5)
    assert refused < solved, (refused, solved)


def test_a_refusal_that_is_not_about_the_limits_has_no_estimate():
    with pytest.raises(dd.RefusedError) as raised:
        dd.sweep(board=1001)
    e = raised.value
    assert (e.work, e.memory, e.max_work, e.max_memory) == (None, None, None, None)
    assert "1000 spaces" in str(e)


def test_the_fuzz_corpus_never_panics():
    corpus = sorted((ROOT / "fuzz" / "corpus").rglob("*"))
    files = [p for p in corpus if p.is_file()]
    assert len(files) > 40
    for path in files:
        data = path.read_bytes()
        for make in (lambda: dd.Game.parse(data), lambda: dd.Game.parse(data, board=3)):
            # Only the errors a user can fix: an internal error (a DiracError of no subclass)
            # or a PanicException (a BaseException) fails the test.
            try:
                game = make()
            except dd.InputError:
                continue
            for run in (game.solve, game.turns, game.stats):
                try:
                    run(max_work=2_000_000, max_memory=16)
                except (dd.RulesError, dd.RefusedError):
                    pass


def test_max_memory_is_in_mib_as_on_the_command_line():
    game = dd.Game([4, 8])
    # 2048 MiB, the command's default, lets the puzzle through; one MiB does not.
    assert game.dirac(max_memory=2048).answer == 444356092776315
    with pytest.raises(dd.RefusedError) as refused:
        dd.sweep(board=100, max_memory=1)
    assert refused.value.max_memory == 1 and refused.value.memory > 1 << 20
    assert "max_memory=" in str(refused.value)
    # Up to this machine's memory: a limit past it would let a run start that the system kills.
    # (Where Linux does not tell the machine's memory, up to 16 TiB.)
    try:
        with open("/proc/meminfo") as meminfo:
            kib = next(int(line.split()[1]) for line in meminfo if line.startswith("MemTotal:"))
        most, past = min(kib >> 10, 1 << 24), "past this machine's {} MiB of memory; "
    except OSError:
        most, past = 1 << 24, ""
    assert game.dirac(max_memory=most).answer == 444356092776315
    with pytest.raises(dd.RulesError, match=rf"max_memory {most + 1} is not allowed: {past.format(most)}expected a whole number \(MiB\) from 1 to {most}$"):
        game.dirac(max_memory=most + 1)
    with pytest.raises(dd.RulesError, match=rf"max_memory 0 is not allowed: expected a whole number \(MiB\) from 1 to {most}$"):
        game.dirac(max_memory=0)
