#!/usr/bin/env python3
"""Reruns every `$ dirac ...` block of README.md and writes what it prints today.

Usage: python3 scripts/readme.py   (from the repository root; builds the release binary)
The README test (crates/dirac-cli/tests/readme.rs) checks the same blocks.
"""
import pathlib
import shutil
import subprocess

root = pathlib.Path(__file__).resolve().parent.parent
subprocess.run(["cargo", "build", "--release", "--locked", "-q"], cwd=root, check=True)
binary = root / "target" / "release" / "dirac"
lines = (root / "README.md").read_text().split("\n")
out, i = [], 0
while i < len(lines):
    line = lines[i]
    out.append(line)
    i += 1
    if line.startswith("```") and i < len(lines) and lines[i].startswith("$ dirac "):
        command = lines[i]
        run = subprocess.run([str(binary)] + command[len("$ dirac "):].split(), cwd=root,
                             capture_output=True, text=True, stdin=subprocess.DEVNULL)
        out.append(command)
        out.extend((run.stdout + run.stderr).rstrip("\n").split("\n"))
        while not lines[i].startswith("```"):
            i += 1
(root / "README.md").write_text("\n".join(out))

# The charts and the report under docs/, made by the README's commands (the README test checks
# them too), and a screenshot of the report when Chromium is at hand.
docs = root / "docs"
for args in (["turns", "examples/example.txt", "--svg", str(docs / "turns.svg")],
             ["sweep", "--svg", str(docs / "sweep.svg")],
             ["scan", "examples/example.txt", "--dirac-target", "1..100", "--svg",
              str(docs / "scan.svg")],
             ["report", "examples/example.txt", "-o", str(docs / "report.html")]):
    subprocess.run([str(binary)] + args, cwd=root, check=True, stdin=subprocess.DEVNULL,
                   stdout=subprocess.DEVNULL)
chromium = shutil.which("chromium")
if chromium:
    subprocess.run([chromium, "--headless", "--no-sandbox", "--disable-gpu", "--hide-scrollbars",
                    f"--screenshot={docs / 'report.png'}", "--window-size=1100,2400",
                    (docs / "report.html").as_uri()], check=True, capture_output=True)
else:
    print("chromium not found: docs/report.png was not retaken")
