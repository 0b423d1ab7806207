"""Speed where Python users meet the package, guarded by ratios taken in turn (never a deadline:
a busy machine slows both sides alike, and the test passes there as on a quiet one)."""

from __future__ import annotations

import subprocess
import sys

from conftest import least_in_turn

# A fresh interpreter that imports the package, against a fresh interpreter that imports
# nothing: at most this many times as long. With the result and number classes made on first
# use it took 1.22-1.25 times a bare start when this was written (Intel Xeon, 2 cores); making
# the result classes at import, as before, took 4.4-4.6 times.
IMPORT_MOST = 2.0


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
