"""Ctrl-C stops waiting for a long computation within a second, and Python goes on."""

from __future__ import annotations

import signal
import subprocess
import sys
import time

SCRIPT = r"""
import sys, time
import dirac_dice as dd
game = dd.Game([4, 8], dirac_target=200)
print("started", flush=True)
began = time.monotonic()
try:
    game.dirac("memo")  # several seconds of work
    print("finished", flush=True)
except KeyboardInterrupt:
    print(f"interrupted {time.monotonic() - began:.3f}", flush=True)
print("still usable", dd.Game([4, 8]).dirac().answer, flush=True)
"""


def test_ctrl_c_interrupts_a_long_computation_and_leaves_python_usable():
    child = subprocess.Popen(
        [sys.executable, "-c", SCRIPT], stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True
    )
    assert child.stdout is not None
    assert child.stdout.readline().strip() == "started"
    time.sleep(0.5)
    sent = time.monotonic()
    child.send_signal(signal.SIGINT)
    line = child.stdout.readline().split()
    waited = time.monotonic() - sent
    assert line[0] == "interrupted", line
    assert waited < 1.0, f"{waited:.3f} s after Ctrl-C"
    assert child.stdout.readline().strip() == "still usable 444356092776315"
    child.wait(timeout=30)
