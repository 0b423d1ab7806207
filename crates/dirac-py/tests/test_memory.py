"""A call's plan bounds the memory of the whole process, the result's fields read included: each
case runs in a fresh interpreter, reads every field of its result (and its data frame, where
it has one), and its peak above the interpreter with the package imported is held to the
plan's `memory` (`explain=True`), and the plan to four times that peak at most (pandas is
imported first: its own memory is the interpreter's, as the package's is). The lists that
make a result large (a sweep's cells, a trace's rows) are the package's own models
(`SWEEP_WRITTEN`, `TRACE_WRITTEN` in src/fields.rs), calibrated here."""

from __future__ import annotations

import json
import subprocess
import sys

import pytest

# Reads every field of a result, depth first, then its data frame; prints the plan's memory,
# the memory held before the call and the peak after the reading (bytes).
READ_ALL = r"""
import dataclasses, json, sys
import dirac_dice as dd
import pandas  # what a data frame needs, imported before: the interpreter's, not dirac's
def status(field):
    # This process's own memory (ru_maxrss would start from the parent's, which Linux carries
    # across the fork and the exec): VmRSS now, VmHWM its peak.
    with open("/proc/self/status") as lines:
        line = next(line for line in lines if line.startswith(field + ":"))
    return int(line.split()[1]) * 1024
def read(value, seen):
    if dataclasses.is_dataclass(value) and not isinstance(value, type):
        if id(value) in seen:
            return
        seen.add(id(value))
        for f in dataclasses.fields(value):
            read(getattr(value, f.name), seen)
    elif isinstance(value, tuple):
        for item in value:
            read(item, seen)
call = eval("lambda **kw: " + sys.argv[1])
plan = call(explain=True)
before = status("VmRSS")
result = call()
read(result, set())
if hasattr(result, "to_pandas"):
    result.to_pandas()
print(json.dumps({"memory": plan.memory, "before": before, "after": status("VmHWM")}))
"""

CASES = [
    # A million cells on a board of 1000: 6.8 GB read, against 1.6 GiB planned, before the
    # package had its own model (a newcomer's trial). A board of 200: 40,000 cells.
    "dd.sweep(board=200, **kw)",
    "dd.sweep(players=3, board=30, **kw)",
    "dd.Game([4, 8], practice_target=10**8).trace(100_000, **kw)",
    "dd.Game([4, 8], dirac_target=300).turns(**kw)",
]


@pytest.mark.parametrize("call", CASES)
def test_reading_every_field_stays_within_the_plans_memory(call: str) -> None:
    done = subprocess.run(
        [sys.executable, "-c", READ_ALL, call], capture_output=True, text=True, check=False
    )
    assert done.returncode == 0, done.stderr
    told = json.loads(done.stdout)
    used = told["after"] - told["before"]
    mib = lambda n: f"{n / 2**20:.1f} MiB"  # noqa: E731
    assert used <= told["memory"], f"{call}: {mib(used)} used, {mib(told['memory'])} planned"
    assert told["memory"] <= 4 * max(used, 16 << 20), f"{call}: {mib(told['memory'])} planned, {mib(used)} used"
