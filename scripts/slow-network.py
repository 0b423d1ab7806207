#!/usr/bin/env python3
"""Times the explorer's first answers over a slow mobile network, for BENCHMARKS.md: web/dist
served as built (python's http.server, no compression), opened cold (a fresh browser context,
nothing cached) in headless Chromium whose DevTools protocol emulates 1.6 Mbit/s down, 750
kbit/s up and 150 ms of latency, on a link to a variant (`?dirac-target=25`). Prints, at 375
and 1440 pixels, the time from navigation to both answers drawn (`data-answers-ms`) and the
bytes the network carried by then, and the time to every section drawn (the whole engine
fetched after the answers), as the median of several runs with their range.

Usage: target/browser-venv/bin/python scripts/slow-network.py   (after bash scripts/build-web.sh)
"""
import functools
import http.server
import pathlib
import statistics
import sys
import threading

from playwright.sync_api import sync_playwright

DIST = pathlib.Path(__file__).resolve().parents[1] / "web" / "dist"

# Chrome DevTools' "Slow 4G"-like profile the issue names: bytes per second and milliseconds.
SLOW = {"offline": False, "latency": 150, "downloadThroughput": 1.6e6 / 8, "uploadThroughput": 750e3 / 8}


class Quiet(http.server.SimpleHTTPRequestHandler):
    def log_message(self, *args):
        pass


def serve():
    httpd = http.server.ThreadingHTTPServer(("127.0.0.1", 0), functools.partial(Quiet, directory=str(DIST)))
    threading.Thread(target=httpd.serve_forever, daemon=True).start()
    return f"http://127.0.0.1:{httpd.server_address[1]}/"


def first_answers(browser, base, width, query="?dirac-target=25", network=SLOW):
    """One cold load: (ms to the answers drawn, bytes received by then, the page's answers)."""
    context = browser.new_context(viewport={"width": width, "height": 900})
    page = context.new_page()
    cdp = context.new_cdp_session(page)
    cdp.send("Network.enable")
    cdp.send("Network.setCacheDisabled", {"cacheDisabled": True})
    cdp.send("Network.emulateNetworkConditions", network)
    received = {"bytes": 0}
    cdp.on("Network.loadingFinished", lambda e: received.__setitem__("bytes", received["bytes"] + e["encodedDataLength"]))
    page.goto(base + query, wait_until="commit")
    page.wait_for_function("document.body && document.body.dataset.answersMs", timeout=60_000)
    ms = float(page.evaluate("document.body.dataset.answersMs"))
    carried = received["bytes"]
    answers = (page.inner_text("#part1"), page.inner_text("#part2"))
    page.wait_for_selector("body[data-ready=true]", state="attached", timeout=60_000)
    ready = float(page.evaluate("document.body.dataset.readyMs"))
    context.close()
    return ms, carried, answers, ready


def main():
    runs = int(sys.argv[1]) if len(sys.argv) > 1 else 5
    base = serve()
    with sync_playwright() as p:
        browser = p.chromium.launch(executable_path="/usr/bin/chromium", args=["--no-sandbox"])
        print(f"Chromium {browser.version}; network: 1.6 Mbit/s down, 150 ms latency; cold, uncompressed")
        for width in (375, 1440):
            times, sizes, whole = [], [], []
            for _ in range(runs):
                ms, carried, _, ready = first_answers(browser, base, width)
                times.append(ms)
                sizes.append(carried)
                whole.append(ready)
            print(
                f"{width} px: answers drawn {statistics.median(times):.0f} ms after navigation "
                f"({min(times):.0f}-{max(times):.0f}, {runs} runs), {statistics.median(sizes) / 1024:.0f} KiB received by then; "
                f"every section {statistics.median(whole):.0f} ms ({min(whole):.0f}-{max(whole):.0f})"
            )
        browser.close()


if __name__ == "__main__":
    main()
