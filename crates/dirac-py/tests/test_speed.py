"""Speed where Python users meet the package, guarded by ratios taken in turn (never a deadline:
a busy machine slows both sides alike, and the test passes there as on a quiet one)."""

from __future__ import annotations

import subprocess
import sys

import pytest

import dirac_dice as dd
from dirac_dice import _native

from conftest import EXAMPLE, least_in_turn

# A fresh interpreter that imports the package, against a fresh interpreter that imports
# nothing: at most this many times as long. With the result and number classes made on first
# use it took 1.22-1.25 times a bare start when this was written (Intel Xeon, 2 cores); making
# the result classes at import, as before, took 4.4-4.6 times.
IMPORT_MOST = 2.0


# A call from Python, against the same call in Rust in this process (parse, plan, run, the view,
# the answer as a number: `_native._solve_in_rust`), at most this many times as long. Part 2's
# and part 1's, when this was written (Intel Xeon, 2 cores): 1.58 and 6.44 times, 1.9 µs and
# 1.5 µs more a call (part 1's ratio rose from 3.27 when its call in Rust went from about 660 to
# 281 ns, the view's numbers no longer written as text). Building every field's object from the
# view's JSON text, as before, took 11 and 27 times (some 60 times now, for part 1).
CALL_MOST = {2: 2.5, 1: 10.0}


def test_a_call_costs_little_beside_the_same_call_in_rust():
    calls = 200
    for part, call, answer in (
        (2, lambda: dd.Game.parse(EXAMPLE).dirac().answer, 444356092776315),
        (1, lambda: dd.Game.parse(EXAMPLE).practice().answer, 739785),
    ):
        assert call() == answer
        python, rust = least_in_turn(
            [
                lambda: [call() for _ in range(calls)],
                lambda: _native._solve_in_rust(EXAMPLE, part, calls),
            ],
            30,
        )
        ratio = python / rust
        assert ratio <= CALL_MOST[part], (
            f"part {part}: {python / calls * 1e9:.0f} ns a call from Python, {ratio:.2f} times "
            f"the same call in Rust ({rust / calls * 1e9:.0f} ns; at most {CALL_MOST[part]})"
        )


def test_the_same_call_in_rust_is_the_call_it_stands_for():
    # It fails as the call does, on the same input; it times only the parts there are.
    with pytest.raises(dd.InputError):
        _native._solve_in_rust("Player 1 starting position: 11\n", 2, 1)
    with pytest.raises(ValueError, match="part 1 or 2"):
        _native._solve_in_rust(EXAMPLE, 3, 1)
    assert _native._solve_in_rust(EXAMPLE, 2, 10) > 0
    with pytest.raises(dd.InputError):
        _native._solve_in_rust("Player 1 starting position: 11\n", 2, 1, engine=True)


def test_the_engine_alone_is_timed_without_what_a_face_adds():
    # The benchmark's third side: the engine's own call (parse, play or count, the answer), not
    # the faces' plan and view. It does less, so it takes less, in turn, for either part.
    for part in (1, 2):
        faces, engine = least_in_turn(
            [
                lambda: _native._solve_in_rust(EXAMPLE, part, 200),
                lambda: _native._solve_in_rust(EXAMPLE, part, 200, engine=True),
            ],
            15,
        )
        assert engine < faces, f"part {part}: the engine {engine:.2e} s, the faces' call {faces:.2e} s"


def test_importing_the_package_costs_little_beside_starting_python():
    bare, ours = least_in_turn(
        [
            lambda: subprocess.run([sys.executable, "-c", "pass"], check=True),
            lambda: subprocess.run([sys.executable, "-c", "import dirac_dice"], check=True),
        ],
        15,
    )
    ratio = ours / bare
    assert ratio <= IMPORT_MOST, (
        f"import dirac_dice: {ours * 1e3:.1f} ms, {ratio:.2f} times a bare interpreter's "
        f"{bare * 1e3:.1f} ms (at most {IMPORT_MOST})"
    )


def test_the_result_classes_are_made_on_first_use_not_at_import():
    shown = subprocess.run(
        [
            sys.executable,
            "-c",
            "import sys, dirac_dice as dd; "
            "print([m in sys.modules for m in ('dirac_dice._views', 'dirac_dice._numbers')]); "
            "print(dd.Game([4, 8]).dirac().answer); "
            "print([m in sys.modules for m in ('dirac_dice._views', 'dirac_dice._numbers')]); "
            "print(dd.Dirac is type(dd.Game([4, 8]).dirac()), dd.Share.__module__, "
            "'Turns' in dir(dd))",
        ],
        check=True,
        capture_output=True,
        text=True,
    ).stdout.splitlines()
    assert shown == [
        "[False, False]",
        "444356092776315",
        "[True, True]",
        "True dirac_dice._numbers True",
    ]
