"""The explorer in a real browser: every number it shows is the one the dirac command gives for
the same game (computed here, never written down), bad input and refusals show their message
and leave the page working, the scrubber and the sweep respond, the URL reproduces the view,
and the page fits from 375 to 1440 pixels."""
import pathlib

from conftest import ROOT, answers, dirac, dirac_error, game_text

SHOTS = ROOT / "target" / "screenshots"


def settle(page):
    """Waits until the page has shown the last change (the engine runs in a worker)."""
    page.wait_for_function("document.body.dataset.busy === 'false'")


def shown(page):
    settle(page)
    return page.inner_text("#part1"), page.inner_text("#part2")


def set_rule(page, key, value):
    page.fill(f"#rule-{key}", str(value))
    settle(page)


def test_the_example_shows_the_puzzles_answers(page):
    assert shown(page) == answers([4, 8])
    assert page.input_value("#input") == game_text([4, 8])
    assert page.is_hidden("#problem")
    # Every digit of a range past 2^53 as the library states it, not a float's.
    assert page.text_content("#rule-practice-target-range").startswith(
        f"1 to {2**64 - 1:,}; the puzzle: 1000"
    )


def test_changing_the_rules_and_the_players_shows_the_librarys_numbers(page):
    set_rule(page, "dirac-target", 15)
    assert shown(page) == answers([4, 8], ["--dirac-target", "15"])
    set_rule(page, "board", 12)
    assert shown(page) == answers([4, 8], ["--dirac-target", "15", "--board", "12"])
    page.click("#add-player")
    settle(page)
    page.click("#board g[aria-label='Space 11']")
    settle(page)
    rules = ["--dirac-target", "15", "--board", "12"]
    assert page.input_value("#input") == game_text([4, 8, 11])
    assert shown(page) == answers([4, 8, 11], rules)
    page.click("button[aria-label='Remove player 1']")
    settle(page)
    assert shown(page) == answers([8, 11], rules)
    # Probabilities are the exact fractions the stats command gives, rounded once.
    stats = dirac(["stats", "-", *rules], stdin=game_text([8, 11]))
    table = page.inner_text("#chances")
    for p in stats["win_probability"]:
        exact = p["numerator"], p["denominator"]
        percent = f"{100 * int(exact[0]) / int(exact[1]):.2f}%"
        assert percent in table, (percent, table)


def test_a_bad_input_shows_its_error_and_the_page_keeps_working(page):
    bad = "Player 1 starting position: 11\n"
    page.fill("#input", bad)
    settle(page)
    assert page.is_visible("#problem")
    assert page.inner_text("#problem") == dirac_error(["solve", "-"], bad)
    assert shown(page) == ("—", "—")
    page.fill("#input", "player 1 starting position: 3\n")
    settle(page)
    assert "letter case matters" in page.inner_text("#problem")
    page.fill("#input", game_text([3, 7]))
    settle(page)
    assert page.is_hidden("#problem")
    assert shown(page) == answers([3, 7])
    set_rule(page, "board", 0)
    # The command line wraps the rule's message in the flag's name; the message is the same.
    rule_message = page.inner_text("#problem")
    assert rule_message.startswith("board size 0 is not allowed")
    assert rule_message in dirac_error(["solve", "--board", "0"], game_text([3, 7]))
    set_rule(page, "board", 10)
    assert shown(page) == answers([3, 7])


def test_rules_past_the_limits_show_the_refusal_with_its_estimate(page):
    set_rule(page, "dirac-target", 100000)
    problem = page.inner_text("#problem")
    assert problem.startswith("the per-player strategy would need at least 7.3e10 steps"), problem
    assert "over the limits of" in problem, problem
    assert page.inner_text("#part2") == "—"
    set_rule(page, "dirac-target", 21)
    assert shown(page) == answers([4, 8])


def test_the_scrubber_and_play_move_through_the_turns(page):
    first = page.inner_text("#layers")
    assert "after turn 0" in first
    page.fill("#turn", "4")
    page.dispatch_event("#turn", "input")
    settle(page)
    fourth = page.inner_text("#layers")
    assert "after turn 4" in fourth and fourth != first
    # The count reached by turn 4 is the sum of the per-turn table of dirac turns.
    turns = dirac(["turns", "-"], stdin=game_text([4, 8]))
    reached = sum(int(t["reached"]) for t in turns["players"][0]["turns"][:4])
    assert f"reached the target so far: {reached} " in fourth
    cell = page.locator("#layers rect.cell[tabindex='0']").first
    assert "sequences" in cell.locator("title").text_content()
    page.fill("#turn", "0")
    page.dispatch_event("#turn", "input")
    settle(page)
    page.click("#play")
    settle(page)
    page.wait_for_function("document.getElementById('turn-out').textContent === '2'")
    page.click("#play")
    settle(page)
    assert page.get_attribute("#play", "aria-label") == "Play"


def test_a_click_on_the_sweep_selects_those_starts(page):
    page.click("#sweep rect[aria-label^='player 1 on 2, player 2 on 9:']")
    settle(page)
    assert page.input_value("#input") == game_text([2, 9])
    assert shown(page) == answers([2, 9])
    sweep = dirac(["sweep"])
    cell = next(c for c in sweep["cells"] if c["starts"] == [2, 9])
    label = page.get_attribute("#sweep rect.chosen", "aria-label")
    assert label.startswith("player 1 on 2, player 2 on 9: player 1 wins")
    assert f"{float(cell['p1_probability']['decimal']) * 100:.0f}" in label


def test_the_url_reproduces_the_view_and_back_and_forward_work(page):
    page.open("?starts=3,7,2&dirac-target=12&turn=2")
    rules = ["--dirac-target", "12"]
    assert page.input_value("#input") == game_text([3, 7, 2])
    assert page.input_value("#rule-dirac-target") == "12"
    assert page.inner_text("#turn-out") == "2"
    assert shown(page) == answers([3, 7, 2], rules)
    set_rule(page, "board", 9)
    assert "board=9" in page.url
    assert shown(page) == answers([3, 7, 2], rules + ["--board", "9"])
    page.go_back()
    settle(page)
    page.wait_for_function("document.getElementById('rule-board').value === '10'")
    assert shown(page) == answers([3, 7, 2], rules)
    page.go_forward()
    settle(page)
    page.wait_for_function("document.getElementById('rule-board').value === '9'")
    assert shown(page) == answers([3, 7, 2], rules + ["--board", "9"])
    page.open("?input=" + "Player%201%20starting%20position:%205%0A")
    assert shown(page) == answers([5])


def test_any_die_from_the_url_or_typed_shows_the_librarys_numbers(page):
    page.open("?starts=4,8&dirac-die=1:2,2")
    loaded = ["--dirac-die", "1:2,2"]
    assert shown(page) == answers([4, 8], loaded)
    assert page.input_value("#rule-dirac-die") == "1:2,2"
    # The die replaces its number of faces: that input shows the die's count, greyed out.
    rules = dirac(["solve", "-", *loaded], stdin=game_text([4, 8]))["rules"]
    assert page.is_disabled("#rule-dirac-faces")
    assert page.input_value("#rule-dirac-faces") == str(rules["dirac_faces"])
    assert "set by the Dirac die" in page.inner_text("#rule-dirac-faces-range")
    # Typed otherwise, the die reads as the library writes it (and a space typed stays).
    page.fill("#rule-dirac-die", "")
    page.locator("#rule-dirac-die").press_sequentially("2, 1, 1")
    settle(page)
    assert page.input_value("#rule-dirac-die") == "2, 1, 1"
    assert page.inner_text("#rule-dirac-die-now") == f"In play: {rules['dirac_die']}"
    assert shown(page) == answers([4, 8], loaded)
    set_rule(page, "dirac-die", "")
    assert shown(page) == answers([4, 8])
    assert page.is_enabled("#rule-dirac-faces")
    assert page.input_value("#rule-dirac-faces") == "3"
    assert "dirac-die" not in page.url
    page.locator("#rule-practice-sequence").press_sequentially("6..1")
    down = ["--practice-sequence", "6..1"]
    assert shown(page) == answers([4, 8], down)
    assert "practice-sequence=6..1" in page.url
    assert page.is_disabled("#rule-practice-die")
    assert "The die rolls 6..1 in order" in page.inner_text("#practice-section")
    # A bad die shows the library's message, the one the command line prints.
    set_rule(page, "dirac-die", "1,,2")
    message = page.inner_text("#problem")
    assert message.startswith('Dirac die "1,,2"'), message
    assert message in dirac_error(["solve", "-", "--dirac-die", "1,,2"], game_text([4, 8]))
    assert shown(page) == ("—", "—")
    set_rule(page, "dirac-die", "")
    assert shown(page) == answers([4, 8], down)
    page.fill("#rule-practice-sequence", "")
    assert shown(page) == answers([4, 8])
    assert page.is_hidden("#problem")
    assert "practice-sequence" not in page.url
    page.go_back()
    settle(page)
    page.wait_for_function("document.getElementById('rule-practice-sequence').value === '6..1'")
    assert shown(page) == answers([4, 8], down)


def test_the_page_fits_from_375_to_1440_pixels_and_is_not_blank(browser, server):
    SHOTS.mkdir(parents=True, exist_ok=True)
    for width in (375, 1440):
        pg = browser.new_page(viewport={"width": width, "height": 900})
        pg.goto(server)
        pg.wait_for_selector("body[data-ready=true]", state="attached")
        overflow = pg.evaluate("document.documentElement.scrollWidth - window.innerWidth")
        assert overflow <= 0, f"{overflow} px wider than a {width} px window"
        drawn = pg.evaluate("document.querySelectorAll('svg rect, svg polyline').length")
        assert drawn > 300, drawn
        shot = SHOTS / f"explorer-{width}.png"
        pg.screenshot(path=str(shot), full_page=True)
        assert shot.stat().st_size > 50_000, shot.stat().st_size
        ready = float(pg.evaluate("document.body.dataset.readyMs"))
        print(f"{width} px: answers shown {ready:.0f} ms after navigation")
        pg.close()


def test_every_control_has_a_name_for_screen_readers(page):
    unnamed = page.evaluate("""() => [...document.querySelectorAll('input, textarea, button')]
        .filter(e => !(e.labels && e.labels.length) && !e.getAttribute('aria-label')
                     && !e.textContent.trim())
        .map(e => e.outerHTML)""")
    assert unnamed == []
    page.focus("#board g[aria-label='Space 2']")
    page.keyboard.press("Enter")
    settle(page)
    assert page.input_value("#input") == game_text([2, 8])
    # The sweep: one cell in the tab order, arrows move, Enter plays the pair.
    page.focus("#sweep rect[tabindex='0']")
    for key in ("ArrowDown", "ArrowDown", "ArrowRight"):
        page.keyboard.press(key)
    page.keyboard.press("Enter")
    settle(page)
    assert page.input_value("#input") == game_text([3, 2])


def test_timings_are_reported_not_asserted(page):
    """Prints how long changes take to show (for BENCHMARKS.md); asserts only that they show."""
    times = {}
    for name, starts, target in (("puzzle rules", [4, 8], 21),
                                 ("Dirac target 100, 4 players", [4, 8, 1, 6], 100)):
        page.fill("#input", game_text(starts))
        settle(page)
        set_rule(page, "dirac-target", target)
        runs, engine = [], []
        for _ in range(5):
            page.dispatch_event("#input", "input")
            settle(page)
            runs.append(float(page.evaluate("document.body.dataset.updateMs")))
            engine.append(float(page.evaluate("document.body.dataset.analyzeMs")))
        times[name] = (sorted(runs)[len(runs) // 2], sorted(engine)[len(engine) // 2])
        assert shown(page) == answers(starts, ["--dirac-target", str(target)])
    print("median time from a change to the page redrawn (of which the engine's analysis): " +
          "; ".join(f"{k}: {v[0]:.1f} ms ({v[1]:.1f} ms)" for k, v in times.items()))


def test_many_players_are_summarised_not_drawn_in_full(page):
    starts = [(k % 10) + 1 for k in range(12)]
    page.open("?starts=" + ",".join(map(str, starts)) + "&dirac-target=10")
    assert shown(page) == answers(starts, ["--dirac-target", "10"])
    assert page.locator("#layers .layer").count() == 8
    assert "first 8 of 12 players" in page.inner_text("#layers")
