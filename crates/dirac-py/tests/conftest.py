"""Shared by the package's tests: the `dirac` command (built by scripts/test.sh) whose JSON the
package must agree with, and the published example."""

from __future__ import annotations

import json
import os
import pathlib
import subprocess
import time
from typing import Any, Callable, List, Sequence

import pytest

ROOT = pathlib.Path(__file__).resolve().parents[3]
EXAMPLE = "Player 1 starting position: 4\nPlayer 2 starting position: 8\n"
RULE_FLAGS = ("board", "rolls", "practice_die", "practice_target", "dirac_faces", "dirac_target")


def dirac_command() -> pathlib.Path:
    path = pathlib.Path(os.environ.get("DIRAC_BIN", ROOT / "target" / "release" / "dirac"))
    if not path.exists():
        # Not a skip: the agreement with the command is part of what these tests promise.
        pytest.fail(f"{path} is missing: build it with `cargo build --release -p dirac-cli` (or set DIRAC_BIN)")
    return path


def cli_json(args: List[str], text: str = EXAMPLE, codes: tuple = (0,)) -> Any:
    """The command's JSON for `args`, with `text` as its input on standard input, exiting with
    one of `codes` (`dirac check` exits with 1 for a wrong answer and still writes its JSON)."""
    done = subprocess.run(
        [str(dirac_command()), *args, "--format", "json"],
        input=text,
        capture_output=True,
        text=True,
        check=False,
    )
    assert done.returncode in codes, done.stderr
    return json.loads(done.stdout)


def rule_args(rules: dict) -> List[str]:
    """`--board 4 --dirac-target 9 ...` for a dict of rules keyed as the package's keywords."""
    out: List[str] = []
    for key, value in rules.items():
        out += ["--" + key.replace("_", "-"), str(value)]
    return out


def players_text(starts: List[int]) -> str:
    return "".join(f"Player {i + 1} starting position: {s}\n" for i, s in enumerate(starts))


def least_in_turn(calls: Sequence[Callable[[], Any]], rounds: int) -> List[float]:
    """The least wall time of each call over `rounds`, the calls run in turn: speed is guarded by
    ratios of these (a busy machine slows every call alike), never by a deadline."""
    least = [float("inf")] * len(calls)
    for _ in range(rounds):
        for i, call in enumerate(calls):
            began = time.perf_counter()
            call()
            least[i] = min(least[i], time.perf_counter() - began)
    return least
