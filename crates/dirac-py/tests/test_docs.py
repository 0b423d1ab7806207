"""The documentation runs: the package's docstrings, the README's Python session, the stub."""

from __future__ import annotations

import doctest
import pathlib
import re
import subprocess
import sys

from conftest import ROOT

import dirac_dice
import dirac_dice._errors
import dirac_dice.aocd
import dirac_dice.explorer
import dirac_dice._native
import dirac_dice._numbers


def test_every_docstring_example_runs():
    tried = 0
    modules = (dirac_dice, dirac_dice._native, dirac_dice._errors, dirac_dice._numbers, dirac_dice.aocd,
               dirac_dice.explorer)
    for module in modules:
        # The native module's classes are documented from Rust: look into each.
        finder = doctest.DocTestFinder()
        tests = finder.find(module, module.__name__)
        for name in getattr(module, "__all__", []):
            value = getattr(module, name)
            if isinstance(value, type) and value.__module__ == "dirac_dice":
                tests += finder.find(value, f"{module.__name__}.{name}")
        runner = doctest.DocTestRunner()
        for test in tests:
            runner.run(test)
        failed, attempted = runner.summarize(verbose=False)
        assert failed == 0, module
        tried += attempted
    assert tried >= 12


def test_the_readmes_python_session_runs():
    readme = (ROOT / "README.md").read_text()
    blocks = re.findall(r"```python\n(.*?)```", readme, re.S)
    assert blocks, "the README has a ```python session"
    parser = doctest.DocTestParser()
    runner = doctest.DocTestRunner()
    for i, block in enumerate(blocks):
        runner.run(parser.get_doctest(block, {}, f"README block {i + 1}", "README.md", 0))
    failed, attempted = runner.summarize(verbose=False)
    assert failed == 0 and attempted >= 8


# What stubtest cannot see: anywidget makes a widget's class with a metaclass of its own, and
# turns its `_esm` (a path) into the file's contents.
ALLOWED = pathlib.Path(__file__).with_name("stubtest-allowed.txt")


def test_the_stub_matches_the_module():
    done = subprocess.run(
        [sys.executable, "-m", "mypy.stubtest", "dirac_dice", "--allowlist", str(ALLOWED)],
        capture_output=True, text=True, check=False,
    )
    assert done.returncode == 0, done.stdout + done.stderr


def test_the_stub_types_a_users_code():
    code = (
        "import dirac_dice as dd\n"
        "game = dd.Game([4, 8], board=12)\n"
        "die: str = dd.Game([4, 8], dirac_die=[1, 1, 2], practice_sequence=range(6, 0, -1)).rules.dirac_die\n"
        "answer: int = game.dirac().answer\n"
        "percent: str = game.stats().win_probability[0].percent\n"
        "wins: int = game.turns().rounds[0].wins[0]\n"
        "bad: str = game.dirac().answer\n"
    )
    done = subprocess.run(
        [sys.executable, "-m", "mypy", "--strict", "-c", code], capture_output=True, text=True, check=False
    )
    # The one wrong line, and only it, is an error.
    assert done.returncode == 1, done.stdout
    assert done.stdout.count("error:") == 1 and "<string>:7" in done.stdout, done.stdout
