"""How long a worker takes to answer the page, in headless Chromium: after a click (as when a
reader changes something) and when the page is idle. The worker answers at once, so the time is
all waiting: after an input event the answer waits for the browser's next frame.

Usage: target/browser-venv/bin/python scripts/experiments/worker-echo/run.py
Measured on this repository's machine (AMD EPYC, 2 cores; 2026-11-25, Chromium 156 headless):
after a click a median of 14.1 ms a round trip (11.0-14.4), idle 0.20 ms (0.10-0.30). This is
why the explorer answers quick work on the page's thread (crates/dirac-web QUICK) and keeps the
worker for long work.
"""
import functools
import http.server
import pathlib
import statistics
import threading

from playwright.sync_api import sync_playwright


class Quiet(http.server.SimpleHTTPRequestHandler):
    def log_message(self, *args):
        pass


here = pathlib.Path(__file__).resolve().parent
httpd = http.server.ThreadingHTTPServer(("127.0.0.1", 0), functools.partial(Quiet, directory=str(here)))
threading.Thread(target=httpd.serve_forever, daemon=True).start()
with sync_playwright() as p:
    browser = p.chromium.launch(executable_path="/usr/bin/chromium", args=["--no-sandbox"])
    page = browser.new_page()
    page.goto(f"http://127.0.0.1:{httpd.server_address[1]}/")
    page.wait_for_timeout(300)
    for _ in range(9):
        page.click("#b")
        page.wait_for_timeout(100)
    for _ in range(9):
        page.evaluate("idle()")
        page.wait_for_timeout(100)
    trips = page.evaluate("window.trips")
    print(f"Chromium {browser.version}: a worker's round trip after a click: median "
          f"{statistics.median(trips[:9]):.1f} ms ({min(trips[:9]):.1f}-{max(trips[:9]):.1f}); "
          f"idle: median {statistics.median(trips[9:]):.2f} ms ({min(trips[9:]):.2f}-{max(trips[9:]):.2f})")
    browser.close()
