"""The explorer in a real notebook: JupyterLab (and Notebook 7, see `TESTED`) started on
127.0.0.1 with the package's environment as the kernel, a notebook opened in Debian's Chromium (Playwright),
`explore()` run, a rule changed in the widget, and the answers read against the `dirac`
command.

Run by scripts/test.sh with the page's Playwright: `JUPYTER_PYTHON` names the Python whose
environment has JupyterLab, Notebook 7, anywidget and dirac_dice (target/py-venv), `DIRAC_BIN`
the command. `DIRAC_WIDGET_SHOTS=folder` also saves screenshots of the widget, to look at.
"""

import json
import os
import pathlib
import subprocess
import sys

import pytest
from playwright.sync_api import sync_playwright

from harness import CHROMIUM, PYTHON, ROOT, changes, digits, opened, run_cell, served, spread

DIRAC = pathlib.Path(os.environ.get("DIRAC_BIN", ROOT / "target" / "release" / "dirac"))
MISSING = [str(p) for p in (DIRAC, PYTHON, pathlib.Path(CHROMIUM)) if not p.exists()]
if MISSING:
    raise RuntimeError(f"the notebook test needs {', '.join(MISSING)}: run scripts/test.sh")

CELLS = [
    "import dirac_dice as dd",
    "explorer = dd.Game([4, 8]).explore()\nexplorer",
    "print('query:', explorer.query)",
    # A second view of the explorer while a cell runs: the kernel answers it beside the cell.
    "from IPython.display import display\nimport time\ndisplay(explorer)\ntime.sleep(3)",
    # A third view of the explorer where the kernel does not answer (as in a notebook exported
    # with its widgets, or opened without its kernel): it says so rather than stay blank.
    "explorer.on_msg(explorer._answer, remove=True)\ndisplay(explorer)",
]


def dirac_answer(*flags, starts=(4, 8)):
    """Part 2's answer as the command gives it for players on `starts` under `flags`."""
    text = "".join(f"Player {n} starting position: {p}\n" for n, p in enumerate(starts, 1))
    out = subprocess.run(
        [str(DIRAC), "solve", "-", "--part", "2", "--format", "json", *flags],
        input=text, capture_output=True, text=True, check=True,
    ).stdout
    return json.loads(out)["dirac"]["answer"]


# The front ends tested: JupyterLab by default; `DIRAC_NOTEBOOK_FRONTS=jupyterlab,notebook`
# adds Notebook 7 (the same widget manager; some 20 s more, which the test command's ten
# minutes do not leave).
TESTED = os.environ.get("DIRAC_NOTEBOOK_FRONTS", "jupyterlab").split(",")


@pytest.fixture(scope="module", params=TESTED)
def notebook(request, tmp_path_factory):
    """A front end serving the notebook: its name, the notebook's address and the server's log."""
    with served(request.param, tmp_path_factory.mktemp(request.param), CELLS) as (url, log):
        yield request.param, url, log


def test_explore_in_a_notebook_follows_a_rule_change(notebook):
    front, url, log = notebook
    with sync_playwright() as p:
        browser = p.chromium.launch(executable_path=CHROMIUM, args=["--no-sandbox"])
        page = browser.new_page(viewport={"width": 1440, "height": 1000})
        # Errors thrown by the widget's module (loaded from a Blob URL). Notebook 7.6.5 throws one
        # of its own on every notebook it opens, a widget or none ("Cannot read properties of
        # undefined (reading 'schema')", from notebook_core.js, seen with a lone `print(1)`).
        errors = []
        page.on("pageerror", lambda e: errors.append(f"{e}: {e.stack}") if "blob:" in (e.stack or "") else None)
        try:
            explore_and_change(page, front, url, errors)
        except Exception:
            # What the notebook showed, and the server's log, to see why.
            logs = ROOT / "target" / "test-logs"
            logs.mkdir(parents=True, exist_ok=True)
            shot = logs / f"{front}-failed.png"
            page.screenshot(path=str(shot))
            print(f"the server's log:\n{log.read_text()[-3000:]}\nthe notebook: {shot}", file=sys.stderr)
            raise
        finally:
            browser.close()


def explore_and_change(page, front, url, errors):
    drawn = opened(page, url, 1)
    assert digits(page.locator("#part2").text_content()) == dirac_answer()
    assert digits(page.locator("#part1").text_content()) == "739785"
    # The sections the page draws, drawn here by the same modules.
    for section in ("layers", "rounds", "chances", "sweep"):
        assert page.locator(f"#{section}-fig svg, #{section}-fig table").count() > 0, section

    # A rule changed in the widget: the answer recomputed by the kernel (the time is a figure
    # for the note: no deadline is asserted).
    targets = (10, 11, 12, 13, 14, 15, 16)
    seen = changes(page, targets)
    for target, (shown, _) in zip(targets, seen):
        assert digits(shown) == dirac_answer("--dirac-target", str(target)), target
    print(f"\nthe widget in {front}: the cell run to every section drawn {drawn * 1000:.0f} ms; a rule "
          f"change to the new answer {spread([ms for _, ms in seen])}", file=sys.stderr)

    # The state went back to the kernel: the model's query names the rule.
    out = run_cell(page, 2).locator(".jp-OutputArea-output")
    page.wait_for_function(
        "() => [...document.querySelectorAll('.jp-OutputArea-output')].some(o => o.textContent.includes('query:'))",
        timeout=60_000,
    )
    # The widget's query names the game as the page's URL does: the starts as a list.
    assert "query: starts=4,8&dirac-target=16" in out.text_content()
    assert errors == [], errors
    shots = os.environ.get("DIRAC_WIDGET_SHOTS")
    if shots:
        page.screenshot(path=f"{shots}/{front}-1440.png")
        for part in ("answers", "setup", "layers-section", "rounds-section", "chances-section",
                     "sweep-section"):
            page.locator(f"#{part}").screenshot(path=f"{shots}/{front}-{part}.png")

    # The notebook's keys stay out of the widget: Enter types a new line in the puzzle's input
    # (not a run of the cell), and an arrow moves a slider (not to another cell).
    text = page.locator("#input")
    text.click()
    page.keyboard.press("Control+End")
    page.keyboard.press("Backspace")
    page.keyboard.press("Enter")
    page.keyboard.type("Player 3 starting position: 5")
    assert text.input_value().endswith("position: 8\nPlayer 3 starting position: 5"), text.input_value()
    three = dirac_answer("--dirac-target", "16", starts=(4, 8, 5))
    page.wait_for_function("([p, want]) => p.textContent.replace(/\\D/g, '') === want",
                           arg=[page.locator("#part2").element_handle(), three], timeout=60_000)
    assert "Player 3" in page.locator("#players").text_content()
    slider = page.locator("#layers-fig input[type=range]")
    before = int(slider.input_value())
    slider.focus()
    page.keyboard.press("ArrowRight")
    page.wait_for_function("([s, before]) => Number(s.value) > before", arg=[slider.element_handle(), before],
                           timeout=10_000)
    assert int(slider.input_value()) == before + 1

    # A view drawn while a cell runs: drawn before the cell ends.
    running = run_cell(page, 3).locator(".jp-InputPrompt")
    hosts = "[...document.querySelectorAll('*')].filter(e => e.shadowRoot?.getElementById('part2'))"
    page.wait_for_function(f"() => {hosts}[1]?.dataset.ready === 'true'", timeout=60_000)
    assert "[*]" in running.text_content(), "the cell had ended: nothing was shown"
    second = page.evaluate(f"() => {hosts}[1].shadowRoot.getElementById('part2').textContent")
    assert digits(second) == three
    page.wait_for_function("p => /\\[\\d+\\]/.test(p.textContent)", arg=running.element_handle(), timeout=60_000)

    # A view the kernel does not answer: it says why it is empty.
    run_cell(page, 4)
    page.wait_for_function(
        f"() => {{ const h = {hosts}; return h.length === 3"
        " && h[2].shadowRoot.getElementById('status').textContent.includes(\"Waiting for the notebook's kernel\"); }",
        timeout=60_000,
    )
    said = page.evaluate(f"() => {hosts}[2].shadowRoot.getElementById('status').textContent")
    assert "Player 3 starting position: 5" in said and "dirac-target=16" in said, said

    assert errors == [], errors
