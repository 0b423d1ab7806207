"""Times the Python package for BENCHMARKS.md: the puzzle's part 2 and part 1 from its text
(parse included, the answer read as an int), in turn with the same calls made in Rust in this
process (`_native._solve_in_rust`: parse, plan, run, the view, the answer as a number) and with
the engine's own call (`engine=True`: parse, play or count, the answer), then the parse alone
and the import.

    target/py-venv/bin/python crates/dirac-py/benches/python.py   # prints JSON

The three sides of a part are timed in rounds, one batch of each in turn: a machine that slows
down for a while slows every side alike, where timing one side after the other would charge the
slow spell to one of them. Each side's figures are the median and the least over the rounds of
a batch's time per call: the least is the call's own cost on a quiet machine (as timeit's
documentation advises reading it), the median what a busy one gives. The import's figure is
the median over fresh interpreters (`python -X importtime`).
"""

from __future__ import annotations

import json
import re
import statistics
import subprocess
import sys
import time

import dirac_dice as dd
from dirac_dice import _native

EXAMPLE = "Player 1 starting position: 4\nPlayer 2 starting position: 8\n"

CALLS = {1: 2000, 2: 500}


def in_turn(part, rounds=41):
    """Per call, in nanoseconds, each as (median, least): the Python call, the same call in
    Rust, the engine's call."""
    calls = CALLS[part]

    # The call as a user writes it, each part its own loop (a method looked up by name would
    # add a builtin call to every call timed).
    def python():
        began = time.perf_counter_ns()
        if part == 1:
            for _ in range(calls):
                dd.Game.parse(EXAMPLE).practice().answer
        else:
            for _ in range(calls):
                dd.Game.parse(EXAMPLE).dirac().answer
        return time.perf_counter_ns() - began

    sides = (
        python,
        lambda: _native._solve_in_rust(EXAMPLE, part, calls),
        lambda: _native._solve_in_rust(EXAMPLE, part, calls, engine=True),
    )
    for side in sides:  # warm every side before the rounds
        side()
    per_call = [[] for _ in sides]
    for _ in range(rounds):
        for times, side in zip(per_call, sides):
            times.append(side() / calls)
    return [(statistics.median(times), min(times)) for times in per_call]


def parse_ns(rounds=41, calls=2000):
    def batch():
        began = time.perf_counter_ns()
        for _ in range(calls):
            dd.Game.parse(EXAMPLE)
        return (time.perf_counter_ns() - began) / calls

    return statistics.median(batch() for _ in range(rounds))


def import_ms(runs=21):
    """The cumulative import time of `dirac_dice` in a fresh interpreter, its median."""
    times = []
    for _ in range(runs):
        err = subprocess.run(
            [sys.executable, "-X", "importtime", "-c", "import dirac_dice"],
            capture_output=True, text=True, check=True,
        ).stderr
        line = next(l for l in err.splitlines() if l.rstrip().endswith("| dirac_dice"))
        times.append(int(re.split(r"\s*\|\s*", line.split(":", 1)[1].strip())[1]) / 1000)
    return statistics.median(times)


def main():
    figures = {}
    for part in (2, 1):
        for name, (median, least) in zip(("part{}_parse", "rust_part{}", "engine_part{}"), in_turn(part)):
            figures[f"{name.format(part)}_ns"] = median
            figures[f"{name.format(part)}_least_ns"] = least
    figures["parse_ns"] = parse_ns()
    figures["import_ms"] = import_ms()
    figures["python"] = sys.version.split()[0]
    print(json.dumps(figures))


if __name__ == "__main__":
    main()
