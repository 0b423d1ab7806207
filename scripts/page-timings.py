#!/usr/bin/env python3
"""Times the explorer in headless Chromium (Debian's), for BENCHMARKS.md: the load (navigation
to the first module compiled, `data-first-ready-ms`, to the answers drawn from it,
`data-answers-ms`, to the whole engine compiled, `data-engine-ready-ms`, to the first view
made, `data-view-ms`, and to every section drawn, `data-ready-ms`) at 375 and 1440
pixels, and redraws (an input
event's time stamp to the last element drawn, `data-redraw-ms`): the input event alone, a start
placed on the board, a rule changed (the sweep computed again), and the load of 1000 players.
Medians of several runs, with the range.

Usage: target/browser-venv/bin/python scripts/page-timings.py   (after bash scripts/build-web.sh)
"""
import functools
import http.server
import pathlib
import statistics
import threading

from playwright.sync_api import sync_playwright

DIST = pathlib.Path(__file__).resolve().parents[1] / "web" / "dist"


class Quiet(http.server.SimpleHTTPRequestHandler):
    def log_message(self, *args):
        pass


def summary(name, times):
    print(f"{name}: median {statistics.median(times):.1f} ms ({min(times):.1f}-{max(times):.1f}, {len(times)} runs)")


def main():
    httpd = http.server.ThreadingHTTPServer(("127.0.0.1", 0), functools.partial(Quiet, directory=str(DIST)))
    threading.Thread(target=httpd.serve_forever, daemon=True).start()
    base = f"http://127.0.0.1:{httpd.server_address[1]}/"
    with sync_playwright() as p:
        browser = p.chromium.launch(executable_path="/usr/bin/chromium", args=["--no-sandbox"])
        print(f"Chromium {browser.version}")

        def open_page(width, query=""):
            page = browser.new_page(viewport={"width": width, "height": 900})
            page.goto(base + query)
            page.wait_for_selector("body[data-ready=true]", state="attached")
            return page

        def settled(page):
            page.wait_for_function("document.body.dataset.busy === 'false'")
            return float(page.evaluate("document.body.dataset.redrawMs"))

        for width in (375, 1440):
            loads, whole, same, placed, rules = [], [], [], [], []
            parts = {"the first module compiled": ("firstReadyMs", []), "the whole engine compiled": ("engineReadyMs", []),
                     "the first view made": ("viewMs", [])}
            for run in range(5):
                page = open_page(width)
                for key, times in parts.values():
                    times.append(float(page.evaluate(f"document.body.dataset.{key}")))
                loads.append(float(page.evaluate("document.body.dataset.answersMs")))
                whole.append(float(page.evaluate("document.body.dataset.readyMs")))
                page.dispatch_event("#input", "input")
                same.append(settled(page))
                page.click(f"#board g[aria-label='Space {run + 1}']")
                placed.append(settled(page))
                page.fill("#rule-dirac-target", "20" if run % 2 == 0 else "21")
                rules.append(settled(page))
                page.close()
            for what, (_, times) in parts.items():
                summary(f"{width} px, load to {what}", times)
            summary(f"{width} px, load to the answers", loads)
            summary(f"{width} px, load to every section", whole)
            summary(f"{width} px, the input event alone", same)
            summary(f"{width} px, a start placed", placed)
            summary(f"{width} px, a rule changed", rules)
        starts = ",".join(str(k % 10 + 1) for k in range(1000))
        thousand = []
        for _ in range(3):
            page = open_page(1440, f"?starts={starts}&dirac-target=10")
            thousand.append(float(page.evaluate("document.body.dataset.readyMs")))
            page.close()
        summary("1440 px, 1000 players to 10, load", thousand)
        browser.close()


if __name__ == "__main__":
    main()
