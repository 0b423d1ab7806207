"""Times the Python package the way criterion times the engine, for BENCHMARKS.md: the puzzle's
part 2 and part 1 from its text (parse included, the answer read as an int), beside the same
calls made in Rust in this process (`_native._solve_in_rust`: parse, plan, run, the view, the
answer as a number), the parse alone, and the import.

    target/py-venv/bin/python crates/dirac-py/benches/python.py   # prints JSON

Each figure is the median of many runs: per call for the solve (timeit, best loop count for
about 0.2 s a run), per fresh interpreter for the import (`python -X importtime`).
"""

from __future__ import annotations

import json
import re
import statistics
import subprocess
import sys
import timeit

EXAMPLE = "Player 1 starting position: 4\nPlayer 2 starting position: 8\n"


def per_call_ns(statement, runs=31):
    timer = timeit.Timer(statement, globals={"EXAMPLE": EXAMPLE, "dd": __import__("dirac_dice")})
    loops, _ = timer.autorange()
    return statistics.median(t / loops * 1e9 for t in timer.repeat(repeat=runs, number=loops))


def rust_ns(part, runs=31, calls=2000):
    """The same call in Rust, per call: the median of `runs` batches of `calls`."""
    from dirac_dice import _native

    return statistics.median(_native._solve_in_rust(EXAMPLE, part, calls) / calls for _ in range(runs))


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
    figures = {
        "part2_parse_ns": per_call_ns("dd.Game.parse(EXAMPLE).dirac().answer"),
        "part1_parse_ns": per_call_ns("dd.Game.parse(EXAMPLE).practice().answer"),
        "rust_part2_ns": rust_ns(2),
        "rust_part1_ns": rust_ns(1),
        "parse_ns": per_call_ns("dd.Game.parse(EXAMPLE)"),
        "import_ms": import_ms(),
        "python": sys.version.split()[0],
    }
    print(json.dumps(figures))


if __name__ == "__main__":
    main()
