"""Running a notebook for real, for the widget's test (test_notebook.py) and the experiment
that compares where the widget computes (scripts/experiments/widget-wasm): JupyterLab or
Notebook 7 on 127.0.0.1, offline, with the package's environment as the kernel, and the
explorer driven in Debian's Chromium."""

import contextlib
import json
import os
import pathlib
import re
import shutil
import socket
import statistics
import subprocess
import sys
import time
import urllib.request

from playwright.sync_api import TimeoutError as PlaywrightTimeout

ROOT = pathlib.Path(__file__).resolve().parents[3]
PYTHON = pathlib.Path(os.environ.get("JUPYTER_PYTHON", ROOT / "target" / "py-venv" / "bin" / "python"))
CHROMIUM = shutil.which("chromium") or "/usr/bin/chromium"
TOKEN = "dirac-test"

# The two front ends, by the module that serves them and the address of a notebook in them.
FRONTS = {"jupyterlab": "lab/tree", "notebook": "notebooks"}


def free_port():
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


@contextlib.contextmanager
def served(front, home, cells, files=()):
    """The front end serving `home`, holding a notebook of the code `cells` (and `files`, copied
    beside it): the notebook's address, and the server's log."""
    notebook = {
        "cells": [
            {"cell_type": "code", "metadata": {}, "source": c, "outputs": [], "execution_count": None}
            for c in cells
        ],
        "metadata": {"kernelspec": {"name": "python3", "display_name": "Python 3", "language": "python"}},
        "nbformat": 4,
        "nbformat_minor": 5,
    }
    (home / "explore.ipynb").write_text(json.dumps(notebook))
    for f in files:
        shutil.copy(f, home)
    port, log = free_port(), home / "server.log"
    env = {
        **os.environ,
        # Nothing of the machine's own Jupyter set-up, and nothing fetched.
        "JUPYTER_CONFIG_DIR": str(home / ".config"),
        "JUPYTER_DATA_DIR": str(home / ".data"),
        "JUPYTER_RUNTIME_DIR": str(home / ".runtime"),
        "IPYTHONDIR": str(home / ".ipython"),
    }
    server = subprocess.Popen(
        [str(PYTHON), "-m", front, "--no-browser", f"--port={port}", "--ip=127.0.0.1",
         f"--IdentityProvider.token={TOKEN}", f"--ServerApp.root_dir={home}",
         "--allow-root", "--LabApp.news_url=", "--LabApp.extension_manager=readonly",
         "--LabApp.check_for_updates_class=jupyterlab.NeverCheckForUpdate"],
        cwd=home, env=env, stdout=subprocess.DEVNULL, stderr=open(log, "w"),
    )
    base = f"http://127.0.0.1:{port}"
    try:
        for _ in range(600):
            try:
                urllib.request.urlopen(f"{base}/api/status?token={TOKEN}", timeout=1)
                break
            except OSError:
                if server.poll() is not None:
                    raise RuntimeError(f"{front} stopped: {log.read_text()[-2000:]}")
                time.sleep(0.2)
        else:
            raise RuntimeError(f"{front} did not answer: {log.read_text()[-2000:]}")
        yield f"{base}/{FRONTS[front]}/explore.ipynb?token={TOKEN}", log
    finally:
        server.terminate()
        server.wait(timeout=30)


def dialog(page):
    """A dialog JupyterLab shows over the notebook, answered as a reader would, or an error.

    JupyterLab asks "Select Kernel" when its own start of the notebook's kernel failed on the
    page's side, even when the server went on and started it (seen once in CI, on a loaded
    machine: the server's log said the kernel started, and the dialog stood over the cells).
    The kernel the notebook names is the one preselected: accepted, as a reader would. Any other
    dialog fails the test with its text, so that the failure says what JupyterLab said."""
    shown = page.locator(".jp-Dialog")
    if shown.count() == 0:
        return
    text = " ".join((shown.first.text_content() or "").split())
    if not text.startswith("Select Kernel"):
        raise AssertionError(f"JupyterLab shows a dialog: {text!r}")
    print(f"JupyterLab asked for a kernel ({text!r}): the one preselected accepted", file=sys.stderr)
    shown.first.locator(".jp-mod-accept").click()
    shown.first.wait_for(state="detached", timeout=30_000)


def run_cell(page, index):
    """Runs the notebook's cell `index` (from 0), as a reader does: select it, Shift+Enter. A
    key pressed while the notebook is still starting can be lost: then it is pressed again,
    until the cell's prompt shows it queued or run. A dialog in the way is answered first
    (`dialog`)."""
    cell = page.locator(".jp-Notebook .jp-Cell").nth(index)
    prompt = cell.locator(".jp-InputPrompt")
    for _ in range(60):
        dialog(page)
        try:
            cell.locator(".jp-InputArea-editor").click(timeout=2_000)
        except PlaywrightTimeout:
            continue
        page.keyboard.press("Shift+Enter")
        try:
            page.wait_for_function("p => /\\[(\\*|\\d+)\\]/.test(p.textContent)", arg=prompt.element_handle(),
                                   timeout=2_000)
            return cell
        except Exception:
            continue
    raise AssertionError(f"cell {index} never ran: its prompt says {prompt.text_content()!r}")


def digits(text):
    return re.sub(r"\D", "", text)


def opened(page, url, explore_cell):
    """Opens the notebook at `url`, runs its first cell (the kernel started, the package
    imported), then cell `explore_cell`, which shows an explorer: the seconds from that cell's
    run to the explorer drawn whole."""
    page.goto(url)
    page.wait_for_selector(".jp-Notebook .jp-Cell", timeout=120_000)
    prompt = run_cell(page, 0).locator(".jp-InputPrompt")
    # The kernel's start, a dialog answered on the way (`dialog`).
    for _ in range(60):
        dialog(page)
        try:
            page.wait_for_function("p => /\\[\\d+\\]/.test(p.textContent)", arg=prompt.element_handle(),
                                   timeout=2_000)
            break
        except PlaywrightTimeout:
            continue
    else:
        raise AssertionError(f"the kernel never ran the first cell: its prompt says {prompt.text_content()!r}")
    started = time.perf_counter()
    run_cell(page, explore_cell)
    # Playwright's selectors reach into the widget's open shadow root.
    page.wait_for_function(
        "() => { const h = [...document.querySelectorAll('*')].find(e => e.shadowRoot?.getElementById('part2'));"
        " return h && h.dataset.ready === 'true'; }",
        timeout=120_000,
    )
    return time.perf_counter() - started


# A rule typed in the widget, timed from the input event to the new answer in the widget; an
# answer that never comes fails after a minute (page.evaluate itself would wait for ever).
CHANGE = """([host, key, value]) => new Promise((done, fail) => {
    const root = host.shadowRoot, input = root.getElementById(`rule-${key}`);
    const part2 = root.getElementById('part2'), before = part2.textContent;
    const start = performance.now();
    let timer;
    const seen = new MutationObserver(() => {
      if (part2.textContent && part2.textContent !== before) {
        seen.disconnect();
        clearTimeout(timer);
        done([part2.textContent, performance.now() - start]);
      }
    });
    seen.observe(part2, { childList: true, subtree: true, characterData: true });
    timer = setTimeout(() => {
      seen.disconnect();
      fail(new Error(`${key} ${value}: no new answer after 60 s (it still says ${part2.textContent})`));
    }, 60000);
    input.value = value;
    input.dispatchEvent(new Event('input', { bubbles: true }));
  })"""


def changes(page, targets):
    """Types each Dirac target of `targets` into the explorer: `(answer shown, ms)` for each."""
    host = page.locator("#part2").evaluate_handle("e => e.getRootNode().host")
    return [tuple(page.evaluate(CHANGE, [host, "dirac-target", str(t)])) for t in targets]


def spread(times):
    return f"{statistics.median(times):.1f} ms (median of {len(times)}, {min(times):.1f}-{max(times):.1f})"
