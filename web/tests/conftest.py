"""Fixtures for the explorer's browser tests: the built page served on 127.0.0.1, Debian's
Chromium driven by Playwright, and the dirac command for the numbers the page must show."""
import functools
import http.server
import json
import os
import pathlib
import shutil
import subprocess
import threading

import pytest
from playwright.sync_api import sync_playwright

ROOT = pathlib.Path(__file__).resolve().parents[2]
DIST = ROOT / "web" / "dist"
# The command the page's numbers are held to: scripts/test.sh names the build it made (the tests'
# own, after cargo's tests), else the release build.
DIRAC = pathlib.Path(os.environ.get("DIRAC_BIN", ROOT / "target" / "release" / "dirac"))
CHROMIUM = shutil.which("chromium") or "/usr/bin/chromium"


def pytest_configure(config):
    missing = [str(p) for p in (DIST / "index.html", DIRAC, pathlib.Path(CHROMIUM)) if not p.exists()]
    if missing:
        raise pytest.UsageError(
            "the browser tests need the built page, the dirac command and Chromium; run "
            f"scripts/test.sh (missing: {', '.join(missing)})")


class Quiet(http.server.SimpleHTTPRequestHandler):
    def log_message(self, *args):
        pass


@pytest.fixture(scope="session")
def server():
    handler = functools.partial(Quiet, directory=str(DIST))
    httpd = http.server.ThreadingHTTPServer(("127.0.0.1", 0), handler)
    threading.Thread(target=httpd.serve_forever, daemon=True).start()
    yield f"http://127.0.0.1:{httpd.server_address[1]}/"
    httpd.shutdown()


@pytest.fixture(scope="session")
def browser():
    with sync_playwright() as p:
        b = p.chromium.launch(executable_path=CHROMIUM, args=["--no-sandbox"])
        yield b
        b.close()


WIDTHS = (375, 1440)
"""The narrowest and the widest windows the page is laid out for."""


@pytest.fixture
def open_page(browser, server):
    """Opens the explorer in fresh pages: `open_page(query, width=...)`. Fails the test on any
    console error or page error in any of them."""
    pages, errors = [], []

    def make(query="", width=1280, height=900):
        pg = browser.new_page(viewport={"width": width, "height": height})
        pg.on("console", lambda m: errors.append(m.text) if m.type == "error" else None)
        pg.on("pageerror", lambda e: errors.append(str(e)))
        pg.base = server
        pg.open = lambda q="": (pg.goto(server + q),
                                pg.wait_for_selector("body[data-ready=true]", state="attached"))
        pg.open(query)
        pages.append(pg)
        return pg

    yield make
    for pg in pages:
        pg.close()
    assert errors == [], f"console errors: {errors}"


@pytest.fixture
def page(open_page):
    """A fresh page on the explorer, 1280 pixels wide."""
    return open_page()


@pytest.fixture(params=WIDTHS, ids=lambda w: f"{w}px")
def width(request):
    """Each of the widths the page must fit, in turn."""
    return request.param


def dirac(args, stdin=None):
    """The dirac command's JSON for `args` (a list), with `stdin` as the input."""
    run = subprocess.run([str(DIRAC), *args, "--format", "json"], input=stdin, text=True,
                         capture_output=True, check=True)
    return json.loads(run.stdout)


def dirac_error(args, stdin):
    """The dirac command's error message (without its prefix) for a refused input."""
    run = subprocess.run([str(DIRAC), *args], input=stdin, text=True, capture_output=True)
    assert run.returncode == 2, run
    return run.stderr.strip().removeprefix("dirac: error: ")


def game_text(starts):
    return "".join(f"Player {i + 1} starting position: {p}\n" for i, p in enumerate(starts))


def answers(starts, rules=()):
    """(part 1, part 2) by the dirac command for these starts and rule flags."""
    out = dirac(["solve", "-", *rules], stdin=game_text(starts))
    return out["practice"]["answer"], out["dirac"]["answer"]
