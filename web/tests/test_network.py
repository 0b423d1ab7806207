"""The explorer over a slow mobile network, emulated by Chromium's DevTools protocol (1.6
Mbit/s down, 150 ms latency), opened cold with nothing cached: a link to a variant shows both
answers from the first module before the whole engine is asked for, having carried a fraction
of the page's bytes. The time this takes is measured by scripts/slow-network.py, not here."""
import re

import pytest

from conftest import DIST, WIDTHS, answers

SLOW = {"offline": False, "latency": 150, "downloadThroughput": 1.6e6 / 8, "uploadThroughput": 750e3 / 8}

# The most the network may carry before both answers are drawn: the first module gzipped, the
# page's modules, its style and its HTML (238 KiB when this was written).
FIRST_BYTES = 300 * 1024


def digits(text):
    return re.sub(r"\D", "", text)


def cold(browser, server, width, query):
    """A page opened cold over the slow network, with what the network carried: each
    response's path and bytes, in the order they finished."""
    context = browser.new_context(viewport={"width": width, "height": 900})
    page = context.new_page()
    cdp = context.new_cdp_session(page)
    cdp.send("Network.enable")
    cdp.send("Network.setCacheDisabled", {"cacheDisabled": True})
    cdp.send("Network.emulateNetworkConditions", SLOW)
    urls, finished = {}, []
    cdp.on("Network.requestWillBeSent", lambda e: urls.__setitem__(e["requestId"], e["request"]["url"]))
    cdp.on("Network.loadingFinished",
           lambda e: finished.append((urls.get(e["requestId"], "").removeprefix(server), e["encodedDataLength"])))
    page.goto(server + query, wait_until="commit")
    return context, page, finished


@pytest.mark.parametrize("width", WIDTHS)
def test_a_variant_shows_both_answers_before_the_whole_engine_is_fetched(browser, server, width):
    context, page, finished = cold(browser, server, width, "?dirac-target=25")
    try:
        page.wait_for_function("document.body && document.body.dataset.answersMs", timeout=60_000)
        # The first module was compiled from its last byte on, so it was carried whole; the
        # protocol's event saying so can reach this script a moment after the answers (it did
        # once the page came as one module, its answers that much sooner). It is waited for,
        # briefly: the whole engine, asked for after the answers, takes seconds to come here.
        for _ in range(100):
            if any(p == "pkg/dirac_first_bg.wasm.gz" for p, _ in finished):
                break
            page.wait_for_timeout(10)
        carried = list(finished)
        shown = (digits(page.inner_text("#part1")), digits(page.inner_text("#part2")))
        assert shown == answers([4, 8], ["--dirac-target", "25"])
        paths = [p for p, _ in carried]
        assert "pkg/dirac_first_bg.wasm.gz" in paths
        # The whole engine is fetched after the answers: it was not carried before them.
        assert "pkg/dirac_web_bg.wasm.gz" not in paths, paths
        total = sum(b for _, b in carried)
        assert total <= FIRST_BYTES, (total, carried)
        # The gzipped module is what travelled: a third of the module as built.
        first = dict(carried)["pkg/dirac_first_bg.wasm.gz"]
        assert first < (DIST / "pkg" / "dirac_first_bg.wasm").stat().st_size / 2
        # Then the rest comes: every section is drawn, the contrast sentence with them.
        page.wait_for_selector("body[data-ready=true]", state="attached", timeout=60_000)
        assert "pkg/dirac_web_bg.wasm.gz" in [p for p, _ in finished]
        assert page.locator("#sweep rect.cell").count() == 100
        assert (digits(page.inner_text("#part1")), digits(page.inner_text("#part2"))) == shown
        page.screenshot(path=str(DIST / f"slow-network-{width}.png"))
    finally:
        context.close()


def test_a_heavy_link_says_it_is_working_from_its_first_answers(browser, server):
    """Past the first module's quick limits, the input and the rules are shown from the first
    paint with "Computing the answers…", and the whole engine's worker answers."""
    context, page, _ = cold(browser, server, 375, "?dirac-target=500")
    try:
        page.wait_for_function("document.body && document.body.dataset.firstReadyMs", timeout=60_000)
        page.wait_for_function("document.getElementById('status').textContent.includes('Computing')")
        assert "Player 1 starting position: 4" in page.input_value("#input")
        assert page.input_value("#rule-dirac-target") == "500"
        page.wait_for_selector("body[data-ready=true]", state="attached", timeout=120_000)
        page.click("#part2 .digits-toggle")
        part2 = digits(page.inner_text("#part2"))
        assert part2 and part2 == answers([4, 8], ["--dirac-target", "500"])[1]
    finally:
        context.close()
