#!/usr/bin/env python3
"""Times the explorer in headless Chromium (Debian's), for BENCHMARKS.md.

Seen from outside the page (web/tests/watch-answers.js, an init script): from the response's
first byte (Playwright's commit) to part 2's answer on screen, and from a key pressed in the
Dirac target to the new answer on screen. The page's own marks beside them: navigation to the
first module compiled (`data-first-ready-ms`), to the answers drawn from it (`data-answers-ms`),
to the whole engine compiled (`data-engine-ready-ms`), to the first view made (`data-view-ms`)
and to every section drawn (`data-ready-ms`), at 375 and 1440 pixels; and redraws (an input
event's time stamp to the last element drawn, `data-redraw-ms`): the input event alone, a start
placed on the board, a rule changed (the sweep computed again), and the load of 1000 players.
Medians of several runs, with the range.

Usage: target/browser-venv/bin/python scripts/page-timings.py [--json]   (after bash scripts/build-web.sh)
"""
import functools
import http.server
import json
import pathlib
import statistics
import sys
import threading

from playwright.sync_api import sync_playwright

ROOT = pathlib.Path(__file__).resolve().parents[1]
DIST = ROOT / "web" / "dist"
WATCH = (ROOT / "web" / "tests" / "watch-answers.js").read_text()
RUNS = 7


class Quiet(http.server.SimpleHTTPRequestHandler):
    def log_message(self, *args):
        pass


def summary(times):
    return {"median": statistics.median(times), "least": min(times), "most": max(times), "runs": len(times)}


def main():
    httpd = http.server.ThreadingHTTPServer(("127.0.0.1", 0), functools.partial(Quiet, directory=str(DIST)))
    threading.Thread(target=httpd.serve_forever, daemon=True).start()
    base = f"http://127.0.0.1:{httpd.server_address[1]}/"
    figures = {}
    with sync_playwright() as p:
        browser = p.chromium.launch(executable_path="/usr/bin/chromium", args=["--no-sandbox"])
        figures["chromium"] = browser.version

        def open_page(width, query=""):
            page = browser.new_page(viewport={"width": width, "height": 900})
            page.add_init_script(WATCH)
            page.goto(base + query, wait_until="commit")
            page.wait_for_selector("body[data-ready=true]", state="attached")
            return page

        def settled(page):
            page.wait_for_function("document.body.dataset.busy === 'false'")
            return float(page.evaluate("document.body.dataset.redrawMs"))

        def keyed(page, key):
            """A key pressed in the Dirac target: the time to the new answer on screen."""
            before = len(page.evaluate("window.__answers"))
            page.keyboard.press(key)
            page.wait_for_function(f"window.__answers.length > {before}")
            seen = page.evaluate("window.__answers")[-1]
            return seen["shown"] - seen["pressed"]

        for width in (375, 1440):
            marks = {k: [] for k in ("firstReadyMs", "answersMs", "engineReadyMs", "viewMs", "readyMs")}
            outside, keys, same, placed, rules = [], [], [], [], []
            for run in range(RUNS):
                page = open_page(width)
                for key, times in marks.items():
                    times.append(float(page.evaluate(f"document.body.dataset.{key}")))
                commit = page.evaluate("performance.getEntriesByType('navigation')[0].responseStart")
                outside.append(page.evaluate("window.__answers")[0]["shown"] - commit)
                page.dispatch_event("#input", "input")
                same.append(settled(page))
                page.click(f"#board g[aria-label='Space {run + 1}']")
                placed.append(settled(page))
                page.fill("#rule-dirac-target", "20" if run % 2 == 0 else "21")
                rules.append(settled(page))
                page.focus("#rule-dirac-target")
                page.keyboard.press("End")
                for key in ("Backspace", "1"):
                    keys.append(keyed(page, key))
                    settled(page)
                page.close()
            figures[f"{width}"] = {
                "commit to the answers on screen": summary(outside),
                "a key to the new answer on screen": summary(keys),
                "load to the first module compiled": summary(marks["firstReadyMs"]),
                "load to the answers drawn": summary(marks["answersMs"]),
                "load to the whole engine compiled": summary(marks["engineReadyMs"]),
                "load to the first view made": summary(marks["viewMs"]),
                "load to every section drawn": summary(marks["readyMs"]),
                "the input event alone, redrawn": summary(same),
                "a start placed, redrawn": summary(placed),
                "a rule changed, redrawn": summary(rules),
            }
        starts = ",".join(str(k % 10 + 1) for k in range(1000))
        thousand = []
        for _ in range(3):
            page = open_page(1440, f"?starts={starts}&dirac-target=10")
            thousand.append(float(page.evaluate("document.body.dataset.readyMs")))
            page.close()
        figures["1440"]["1000 players to 10, load to every section"] = summary(thousand)
        browser.close()
    if sys.argv[1:] == ["--json"]:
        print(json.dumps(figures))
        return
    print(f"Chromium {figures.pop('chromium')}")
    for width, cases in figures.items():
        for name, s in cases.items():
            print(f"{width} px, {name}: median {s['median']:.1f} ms ({s['least']:.1f}-{s['most']:.1f}, {s['runs']} runs)")


if __name__ == "__main__":
    main()
