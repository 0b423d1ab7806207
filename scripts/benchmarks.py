#!/usr/bin/env python3
"""Regenerates BENCHMARKS.md for every face: runs the criterion suite (the engine, and the
faces' path beside it), measures peak memory of the `dirac` command on every case with
/usr/bin/time -v (Debian package `time`), times the command as a whole process, the Python
package (crates/dirac-py/benches/python.py) and the page (scripts/page-timings.py, after
scripts/build-web.sh), and writes the tables, naming the commit and the CPU.

    python3 scripts/benchmarks.py

Takes about ten minutes on a 2-core machine. The Python package is installed into
target/py-venv and timed right after the criterion run (crates/dirac-py/benches/python.py). Nothing here is a measurement itself: the times
are criterion's medians (target/criterion/*/new/estimates.json), the memory is the kernel's
maximum resident set size.
"""

import json
import os
import platform
import re
import subprocess
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
CRITERION = ROOT / "target" / "criterion"
DIRAC = ROOT / "target" / "release" / "dirac"

EXAMPLE = ROOT / "examples" / "example.txt"

# Part 2's target is a multiple of the floor experiment timed in the same run on the same machine.
FLOOR = ("floor", "registers-part2", 1.5)

# (criterion group, bench, case, target in ns, FLOOR or None, how the target is stated, dirac args)
CASES = [
    ("dirac_default_4-8", "per-player", "Dirac game, puzzle rules, starts 4/8, per-player (parse included)",
     FLOOR, "≤ 1.5× the floor", ["solve", "examples/example.txt", "--part", "2"]),
    ("dirac_default_3-4", "per-player", "Dirac game, puzzle rules, starts 3/4, per-player (parse included)",
     FLOOR, "≤ 1.5× the floor", ["solve", "{three_four}", "--part", "2"]),
    ("floor", "registers-part2", "Floor: part 2 of the puzzle in AVX-512 registers, its weights constants of the code (no parse)",
     None, "measured", None),
    ("floor", "registers-part2-weights", "Experiment: the same with the weights read at run time",
     None, "measured", None),
    ("dirac_pipeline_target-1", "", "Experiment: part 2 to a target of 1, 4/8, parse included (the pipeline around the kernel, one turn)",
     None, "measured", ["solve", "examples/example.txt", "--part", "2", "--dirac-target", "1"]),
    ("table_{kernel}_start-4", "", "One player's table, puzzle rules, start 4 (dice included)",
     None, "measured", ["solve", "examples/example.txt", "--part", "2"]),
    ("floor", "dense-arithmetic", "Experiment: that table's 1,400 vector multiply-adds alone, nothing else",
     None, "measured", None),
    ("floor", "dense-adds-table", "Experiment: a whole table by additions only, a roll at a time, on the stack",
     None, "measured", None),
    ("floor", "dense-adds-part2", "Experiment: part 2 from two such tables (no parse)",
     None, "measured", None),
    ("dirac_default_4-8", "memo", "Dirac game, starts 4/8, memo",
     250_000, "≤ 250 µs", ["solve", "examples/example.txt", "--part", "2", "--strategy", "memo"]),
    ("dirac_default_4-8", "backward", "Dirac game, starts 4/8, backward",
     300_000, "≤ 300 µs", ["solve", "examples/example.txt", "--part", "2", "--strategy", "backward"]),
    ("classic_4-8", "memo", "For comparison: the classic memo, fixed puzzle rules, unchecked u64",
     None, "measured", None),
    ("classic_4-8", "bottom-up", "For comparison: the classic bottom-up table, fixed puzzle rules, unchecked u64",
     None, "measured", None),
    ("dirac_default_4-8", "stack", "Dirac game, starts 4/8, stack",
     None, "measured", ["solve", "examples/example.txt", "--part", "2", "--strategy", "stack"]),
    ("practice", "default", "Practice game, puzzle rules (parsed game)",
     35, "≤ 35 ns", ["solve", "examples/example.txt", "--part", "1"]),
    ("practice", "target-1e18", "Practice game, target 10^18 (parsed game)",
     1_000, "≤ 1 µs", ["solve", "examples/example.txt", "--part", "1", "--practice-target", "1000000000000000000"]),
    ("floor", "practice-walks", "Experiment: the practice method alone for the puzzle's rules, u64, no checks",
     None, "measured", None),
    ("floor", "practice-interleaved", "Experiment: both players walked in one loop, u64, no checks (the leanest method found)",
     None, "measured", None),
    ("dice", "six-sided", "Dirac game, a six-sided die (1..6) to 21, starts 4/8, per-player (parse included)",
     None, "measured", ["solve", "examples/example.txt", "--part", "2", "--dirac-die", "1..6"]),
    ("dice", "loaded-1-1-2", "Dirac game, a loaded die (faces 1, 1, 2), per-player (parse included)",
     None, "measured", ["solve", "examples/example.txt", "--part", "2", "--dirac-die", "1:2,2"]),
    ("dice", "gaps-2-4-6", "Dirac game, faces 2, 4, 6, per-player (parse included)",
     None, "measured", ["solve", "examples/example.txt", "--part", "2", "--dirac-die", "2,4,6"]),
    ("dice", "zero-0-1-2", "Dirac game, faces 0, 1, 2, per-player (parse included)",
     None, "measured", ["solve", "examples/example.txt", "--part", "2", "--dirac-die", "0,1,2"]),
    ("dice", "practice-6..1", "Practice game, a die counting down 6..1 (parsed game)",
     None, "measured", ["solve", "examples/example.txt", "--part", "1", "--practice-sequence", "6..1"]),
    ("dice", "practice-6..1-target-1e18", "Practice game, 6..1 to 10^18 (parsed game)",
     1_000, "≤ 1 µs", ["solve", "examples/example.txt", "--part", "1", "--practice-sequence", "6..1", "--practice-target", "1000000000000000000"]),
    ("parse_two-lines", "", "Parsing the puzzle's two lines",
     20, "≤ 20 ns", ["solve", "examples/example.txt", "--part", "1"]),
    ("sweep", "100-pairs", "Sweep of all 100 start pairs, both games",
     8_000, "≤ 8 µs", ["sweep"]),
    ("dirac_scaling", "target-1000_per-player", "Dirac target 1000, two players, exact",
     100_000_000, "≤ 100 ms", ["solve", "examples/example.txt", "--part", "2", "--dirac-target", "1000"]),
    ("dirac_scaling", "100-players_per-player", "100 players to 21, exact",
     10_000_000, "≤ 10 ms", ["solve", "{hundred}", "--part", "2"]),
]
# The cases whose code depends on the kernel: timed a second time with DIRAC_KERNEL=scalar.
KERNEL_FILTER = "dirac/default/[0-9-]+/per-player|dirac/scaling/|table/|sweep/|dice/[a-z]+-"
MEMORY_TARGET_MIB = 50


def run(args, **kw):
    print("+", " ".join(str(a) for a in args), file=sys.stderr)
    return subprocess.run(args, check=True, cwd=ROOT, stdin=subprocess.DEVNULL, **kw)


def median_ns(group, bench, baseline):
    """Criterion's median for a bench, from the baseline it was saved under; `None` if that run
    did not time it."""
    estimates = CRITERION / group / bench / baseline / "estimates.json"
    if not estimates.exists():
        return None
    return json.loads(estimates.read_text())["median"]["point_estimate"]


def kernel():
    """The kernel `dirac bench` reports on this machine."""
    out = run([str(DIRAC), "bench", "examples/example.txt", "--format", "json"], capture_output=True, text=True)
    return json.loads(out.stdout)["kernel"]


def human(ns):
    """A duration, three significant figures at most, in the unit that keeps it under 1000."""
    sign, ns = ("-", -ns) if ns < 0 else ("", ns)
    for unit, scale in (("ns", 1), ("µs", 1e3), ("ms", 1e6), ("s", 1e9)):
        if ns < scale * 1000 or unit == "s":
            value = ns / scale
            digits = 2 if value < 10 else 1 if value < 100 else 0
            return f"{sign}{value:.{digits}f} {unit}"


def than(ns, what):
    """How much more (or less) a figure is than `what`: "1.61 µs more than the engine's"."""
    return f"{human(abs(ns))} {'more' if ns >= 0 else 'less'} than {what}"


def peak_mib(args, inputs):
    args = [a.format(**inputs) for a in args]
    out = run(["/usr/bin/time", "-v", str(DIRAC), *args], capture_output=True, text=True)
    kib = int(re.search(r"Maximum resident set size \(kbytes\): (\d+)", out.stderr).group(1))
    return kib / 1024


def machine():
    cpu = next(
        (line.split(":", 1)[1].strip() for line in Path("/proc/cpuinfo").read_text().splitlines()
         if line.startswith("model name")),
        platform.processor(),
    )
    rustc = subprocess.run(["rustc", "--version"], capture_output=True, text=True).stdout.strip()
    return f"{cpu}, {os.cpu_count()} cores, {platform.system()} {platform.release()}; {rustc}"


def python_figures():
    """The Python package, installed into target/py-venv as scripts/test.sh does: its figures
    (crates/dirac-py/benches/python.py) and its wheel's name and size."""
    venv = ROOT / "target" / "py-venv"
    if not (venv / "bin" / "python").exists():
        run([sys.executable, "-m", "venv", str(venv)])
    run([str(venv / "bin" / "pip"), "install", "-q", "./crates/dirac-py"])
    with tempfile.TemporaryDirectory() as tmp:
        run([str(venv / "bin" / "pip"), "wheel", "-q", "--no-deps", "-w", tmp, "./crates/dirac-py"])
        wheel = next(Path(tmp).glob("*.whl"))
        size, name = wheel.stat().st_size, wheel.name
    out = run([str(venv / "bin" / "python"), "crates/dirac-py/benches/python.py"], capture_output=True, text=True)
    return json.loads(out.stdout), size, name


def python_section(figures, wheel_size, wheel_name):
    """The package's figures (crates/dirac-py/benches/python.py): each part's Python call, the
    same call in Rust and the engine's own call, timed in turn in one process."""
    rows = []
    for part, call in ((2, "dirac"), (1, "practice")):
        side = lambda name: (figures[f"{name}_ns"], figures[f"{name}_least_ns"])
        ours, rust, engine = side(f"part{part}_parse"), side(f"rust_part{part}"), side(f"engine_part{part}")
        over = [o - e for o, e in zip(ours, engine)]
        verdict = "met" if over[1] <= 2_000 else f"missed by {human(over[1] - 2_000)}"
        pair = lambda ns: f"{human(ns[1])} ({human(ns[0])})"
        rows.append(
            f"| Part {part} of the example from its text, the answer read as an int: "
            f"`dd.Game.parse(text).{call}().answer` | ≤ the engine + 2 µs | {pair(ours)} "
            f"| {pair(rust)} | {pair(engine)} | {verdict}: {than(over[1], 'the engine')}'s "
            f"({human(over[0])} at the medians), {than(ours[1] - rust[1], 'the same call in Rust')} |")
    import_verdict = "met" if figures["import_ms"] <= 30 else "missed"
    return [
        "## Python",
        "",
        f"The package `dirac_dice` (crates/dirac-py) on CPython {figures['python']}, timed by",
        "`crates/dirac-py/benches/python.py`. Each part's three calls are timed in one process, in",
        "turn, a batch of each per round over 41 rounds: the Python call; the same call in Rust",
        "(`_native._solve_in_rust`: parse, plan, run and the view, as the package does); the",
        "engine's own call (the same with `engine=True`: parse, play or count, the answer, as",
        "criterion's `faces/part-N/engine`). Each cell is the least batch's time per call, the",
        "call's own cost on a quiet machine, as timeit's documentation advises reading it; the",
        "median over the rounds follows in brackets. The verdict reads the least. The import's",
        "figure is the median over fresh interpreters with `python -X importtime`.",
        "",
        "| case | target | Python | the same call in Rust | the engine's call | |",
        "|---|---|---|---|---|---|",
        *rows,
        f"| Parsing alone: `dd.Game.parse(text)` | measured | {human(figures['parse_ns'])} | | | |",
        f"| `import dirac_dice` | ≤ 30 ms | {figures['import_ms']:.1f} ms | | | {import_verdict} |",
        "",
        f"The wheel, `{wheel_name}`, is {wheel_size / 1024:.0f} KiB (`pip wheel ./crates/dirac-py`).",
        "",
    ]


def faces_section(engine_ns):
    """What the faces run (`faces/part-N/plan`: parse, plan, run, the view) against the
    engine's own call, criterion's medians, with the plan and the view each alone."""
    rows = []
    for part in (1, 2):
        plan, engine = median_ns("faces", f"part-{part}_plan", "vector"), engine_ns[part]
        alone = [median_ns("faces", f"part-{part}_{piece}-alone", "vector") for piece in ("plan", "view")]
        ratio = plan / engine
        verdict = "met" if ratio <= 1.5 else f"missed, {ratio:.2f}×"
        rows.append(f"| Part {part} of the example from its text | ≤ 1.5× the engine | {human(plan)} "
                    f"| {human(engine)} | {human(alone[0])} | {human(alone[1])} | {verdict} |")
    return [
        "## The faces' path",
        "",
        "Every face runs a part through `dirac::plan::Solve`: parse, plan, run, and the view of the",
        "answers (part 2's counts and shares as decimal strings, part 1's counts and the rules",
        "held as numbers and dice until a renderer writes them). Criterion's `faces` group",
        "(`cargo bench -p dirac-bench --bench engine -- faces`), the engine's own call",
        "(`practice::play` or `quantum::solve`, the answer taken) beside it, and the two pieces a",
        "face adds, each alone on a parsed game: the plan (`plan-alone`) and the view of the",
        "answers (`view-alone`).",
        "",
        "| case | target | the faces' path | the engine's call | the plan alone | the view alone | |",
        "|---|---|---|---|---|---|---|",
        *rows,
        "",
    ]


def command_section(runs=200):
    """The command as a whole process, against starting a process that does nothing, in turn."""
    import time

    def least_and_median(args):
        times = []
        for _ in range(runs):
            began = time.perf_counter()
            subprocess.run(args, check=True, stdout=subprocess.DEVNULL, cwd=ROOT)
            times.append(time.perf_counter() - began)
        return min(times) * 1e9, sorted(times)[len(times) // 2] * 1e9

    cases = [("Both parts of the example: `dirac solve examples/example.txt`", [str(DIRAC), "solve", "examples/example.txt"]),
             ("Part 2 as JSON: `dirac solve examples/example.txt --part 2 --format json`",
              [str(DIRAC), "solve", "examples/example.txt", "--part", "2", "--format", "json"]),
             ("For comparison: a process that does nothing (`true`)", ["true"])]
    rows = []
    for name, args in cases:
        least, median = least_and_median(args)
        rows.append(f"| {name} | {human(median)} | {human(least)} |")
    return [
        "## The command",
        "",
        f"The `dirac` command as a whole process (`target/release/dirac`), {runs} runs each, wall time",
        "from the script's `subprocess.run`: most of it is starting a process.",
        "",
        "| case | median | least |",
        "|---|---|---|",
        *rows,
        "",
    ]


def page_section():
    """The explorer in headless Chromium (scripts/page-timings.py), after scripts/build-web.sh."""
    run(["bash", "scripts/build-web.sh"])
    out = run([str(ROOT / "target" / "browser-venv" / "bin" / "python"), "scripts/page-timings.py", "--json"],
              capture_output=True, text=True)
    figures = json.loads(out.stdout)
    goals = {"commit to the answers on screen": 300, "a key to the new answer on screen": 50}
    lines = [
        "## The page",
        "",
        f"The explorer served on 127.0.0.1 and opened in headless Chromium {figures.pop('chromium')}",
        "by `scripts/page-timings.py`: the first two rows seen from outside the page (an init",
        "script stamps part 2's answer at the frame it is on screen), the rest the page's own marks.",
        "",
        "| case | width | median | range | target |",
        "|---|---|---|---|---|",
    ]
    for width, cases in figures.items():
        for name, s in cases.items():
            goal = goals.get(name)
            verdict = "" if goal is None else (f"≤ {goal} ms: met" if s["median"] <= goal else f"≤ {goal} ms: missed")
            lines.append(f"| {name} | {width} px | {s['median']:.1f} ms | {s['least']:.1f}-{s['most']:.1f} ms "
                         f"({s['runs']} runs) | {verdict} |")
    return lines + [""]


def commit():
    return subprocess.run(["git", "describe", "--always", "--dirty", "--abbrev=7"], capture_output=True, text=True, cwd=ROOT).stdout.strip()


def main():
    # The page is timed last, with the test command's Playwright: missing, say so before any
    # of the quarter of an hour before it (on a fresh machine it was missing after all of it).
    browser = ROOT / "target" / "browser-venv" / "bin" / "python"
    if not browser.exists():
        sys.exit(f"benchmarks: {browser.relative_to(ROOT)} is missing: `bash scripts/test.sh page` makes it")
    run(["cargo", "bench", "-p", "dirac-bench", "--bench", "engine", "--", "--save-baseline", "vector"])
    run(["cargo", "bench", "-p", "dirac-bench", "--bench", "classic", "--", "--save-baseline", "vector"])
    env = dict(os.environ, DIRAC_KERNEL="scalar")
    run(["cargo", "bench", "-p", "dirac-bench", "--bench", "engine", "--", KERNEL_FILTER, "--save-baseline", "scalar"], env=env)
    python, wheel_size, wheel_name = python_figures()
    run(["cargo", "build", "--release", "-p", "dirac-cli"])
    vector = kernel()
    with tempfile.TemporaryDirectory() as tmp:
        three_four = Path(tmp) / "three-four.txt"
        three_four.write_text("Player 1 starting position: 3\nPlayer 2 starting position: 4\n")
        hundred = Path(tmp) / "hundred.txt"
        hundred.write_text("".join(f"Player {n} starting position: {(n - 1) % 10 + 1}\n" for n in range(1, 101)))
        inputs = {"three_four": three_four, "hundred": hundred}
        rows = []
        for group, bench, case, target, stated, args in CASES:
            ns = median_ns(group.format(kernel=vector), bench, "vector")
            if ns is None:
                # The floor experiments need AVX-512: without it they are not timed.
                rows.append((case, stated, "not run on this CPU", "", "", "", "`cargo bench -p dirac-bench --bench classic`"))
                continue
            if target == FLOOR:
                floor = median_ns(FLOOR[0], FLOOR[1], "vector")
                target = floor * FLOOR[2] if floor else None
                stated = f"{stated} ({human(target)})" if target else stated
            # Only the cases the scalar pass timed: an older run's baseline may lie about.
            bench_id = f"{group.format(kernel='scalar')}/{bench}".replace("_", "/")
            timed = re.search(KERNEL_FILTER, bench_id)
            scalar = median_ns(group.format(kernel="scalar"), bench, "scalar") if timed else None
            if target is None:
                verdict = "measured"
            elif ns <= target:
                verdict = "met"
            else:
                verdict = f"missed, {ns / target:.1f}× the target"
            if args is None:
                memory, command = "", "`cargo bench -p dirac-bench --bench classic`"
            else:
                memory = f"{peak_mib(args, inputs):.1f} MiB"
                command = f"`dirac {' '.join(a if '{' not in a else '<input>' for a in args)}`"
            rows.append((case, stated, human(ns), human(scalar) if scalar else "", verdict, memory, command))

    lines = [
        "# Benchmarks",
        "",
        "Regenerate with `python3 scripts/benchmarks.py` (runs `cargo bench -p dirac-bench --bench engine`",
        "twice, the second time with `DIRAC_KERNEL=scalar` for the cases that use the kernel, and",
        "`--bench classic`, then measures peak memory with `/usr/bin/time -v`, and times the command as a",
        "process, the Python package and the page; about fifteen minutes).",
        "",
        f"Commit {commit()}. Machine: {machine()}. Kernel: {vector} (what `dirac bench` reports here).",
        "",
        "Times are criterion medians of in-process runs (`crates/dirac-bench/benches/engine.rs`), every",
        "iteration solving from scratch: nothing is cached between iterations, and no answer is built",
        f"at compile time. The scalar column is the same bench with `DIRAC_KERNEL=scalar` (the",
        "kernels of machines without vectors, and of WebAssembly), for the cases that use the kernel.",
        "Peak memory is the whole `dirac` process running the command shown, with a target of at",
        f"most {MEMORY_TARGET_MIB} MiB each.",
        "",
        f"| case | target | median ({vector}) | median (scalar) | | peak memory | command |",
        "|---|---|---|---|---|---|---|",
    ]
    lines += [f"| {' | '.join(row)} |" for row in rows]
    lines.append("")
    engine_ns = {part: median_ns("faces", f"part-{part}_engine", "vector") for part in (1, 2)}
    lines += faces_section(engine_ns)
    lines += command_section()
    lines += python_section(python, wheel_size, wheel_name)
    lines += page_section()
    lines.append((ROOT / "scripts" / "benchmarks-notes.md").read_text().rstrip())
    lines.append("")
    (ROOT / "BENCHMARKS.md").write_text("\n".join(lines))
    print((ROOT / "BENCHMARKS.md").read_text())


if __name__ == "__main__":
    main()
