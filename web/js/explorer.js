// The Dirac Dice explorer's controller, for the page (app.js) and the notebook's widget
// (widget.js) alike. It holds the state (js/state.js), mirrors it in a store (the page's URL,
// the widget's model), asks the engine (js/engine.js's interface: the dirac library in a
// worker, or the Python package through the widget's messages) for the views, and has each
// section draw them (js/figures/). Figures and controls only draw and report what the
// reader does through `act`; only this file changes the state. Every number shown comes from
// the engine, rounded there; JavaScript numbers only size bars and place points.
import { html, render } from "../vendor/lit-html.js";
import * as S from "./state.js";
import { buildRules, showControls } from "./controls.js";
import { num } from "./num.js";
import { usePalette } from "./format.js";
import { turnSection } from "./figures/turn.js";
import { practiceSection } from "./figures/practice.js";
import { universesSection } from "./figures/universes.js";
import { layersSection } from "./figures/layers.js";
import { roundsSection, shownRound } from "./figures/rounds.js";
import { chancesSection } from "./figures/chances.js";
import { sweepSection } from "./figures/sweep.js";
import { scanSection, useScanned } from "./figures/scan.js";
import { EMPTY, verdict } from "./check.js";

/** Milliseconds per step when a figure plays: slow enough to follow each turn or round. */
const PLAY_MS = 900;

const SECTIONS = {
  turn: turnSection,
  practice: practiceSection,
  universes: universesSection,
  layers: layersSection,
  rounds: roundsSection,
  chances: chancesSection,
  sweep: sweepSection,
  scan: scanSection,
};

/** Runs the explorer in `root` (the page's document, or a notebook widget's shadow root):
 * `host` is the element whose data attributes carry the marks the tests and timings read;
 * `engine` answers the calls (js/engine.js's interface); `store` keeps the state's query (the
 * page's URL, a widget's model): `read()`, `write(query, push)`, `onChange(then)`, and
 * `history`, whether a step back (the browser's Back) returns to the game before. Resolves
 * once the first view is drawn. */
export function explore({ root, host, engine, store }) {
  const $ = (id) => root.getElementById(id);
  // Whether the whole engine is compiled (the first module paints the answers before it).
  let loaded = false;
  let meta = null;
  let state = null;
  /** What the engine last answered: the analysis (null after an error), the grids at the
   * turn, the sweep and the rules it was made for, the starts last played. */
  const data = { a: null, layers: [], sweep: null, sweepKey: null, scan: null, scanKey: null, sim: null, simKey: null, lastStarts: null };
  let player = null; // `{ kind, interval }`: what plays ("turn" or "round"), when playing
  let generation = 0;
  /** How many games have been computed again since the page loaded (changes of the game). */
  let recomputed = 0;

  // ---- what the reader can do: each changes the state, then redraws what it touches ----

  const act = {
    rule(key, text, e) {
      state = { ...state, rules: { ...state.rules, [key]: text } };
      recompute(true, e);
    },
    choose(i) {
      state = { ...state, chosen: i };
      showControls($, state, meta, data.a?.solve.rules ?? null, data.lastStarts, act, data.problem?.kind === "input");
    },
    place(space, e) {
      state = S.place(state, space);
      recompute(true, e);
    },
    /** Puts player `i` (0-based) on `space`: the engine's fix for a start off the board. */
    fix(i, space, e) {
      state = S.place({ ...state, chosen: i }, space);
      recompute(true, e);
    },
    remove(i, e) {
      state = S.removePlayer(state, i);
      recompute(true, e);
    },
    step(step, e) {
      state = { ...state, step: Math.max(0, step) };
      remember(false);
      draw(["turn"], e);
    },
    turn(turn, e) {
      if (e && e.type !== "tick") stop();
      state = { ...state, turn: Math.max(0, turn) };
      remember(false);
      regrid(e);
    },
    /** Section 5's round: it moves only section 5 (the grids of section 4 keep their turn). */
    round(round, e) {
      if (e && e.type !== "tick") stop();
      state = { ...state, round: Math.max(1, round) };
      remember(false);
      draw(["rounds"], e);
    },
    /** Plays section 4's turns or section 5's rounds, one step every PLAY_MS, from the one
     * shown (from the start once at the end). */
    play(kind) {
      const was = player?.kind;
      stop();
      if (was === kind) return;
      const last = kind === "turn"
        ? data.a.turn_tables.last_turn
        : Math.max(data.a.turn_tables.rounds.length, 1);
      const at = () => (kind === "turn" ? state.turn : shownRound(data.a, state));
      if (at() >= last) act[kind](kind === "turn" ? 0 : 1, { type: "tick" });
      player = {
        kind,
        interval: setInterval(() => {
          if (at() >= last) return stop();
          act[kind](at() + 1, { type: "tick", timeStamp: performance.now() });
        }, PLAY_MS),
      };
      host.dataset.playMs = String(PLAY_MS);
      draw([kind === "turn" ? "layers" : "rounds"]);
    },
    /** Rolls `games` games from `seed` (section 6's simulation). */
    simulate(games, seed) {
      state = { ...state, simGames: games, simSeed: seed };
      draw(["chances"]);
      resimulate();
    },
    reset(e) {
      state = { ...S.initial(meta), scanRule: state.scanRule, hidden: state.hidden };
      $("input").value = state.text;
      recompute(true, e);
    },
    cell(cell) {
      // Tapped or moved to by the keyboard, a cell holds the focus: `draw` hands it to the
      // chosen cell drawn anew.
      state = { ...state, cell };
      draw(["layers"]);
      // The readout under the grid comes into view if the tap left it below the window.
      $(`layer-readout-${cell.player}`)?.scrollIntoView({ block: "nearest" });
    },
    length(turns, e) {
      state = { ...state, length: turns };
      draw(["chances"], e);
    },
    pair(pair, focus) {
      state = { ...state, pair };
      draw(["sweep"]);
      if (focus) $(`pair-${pair[0]}-${pair[1]}`)?.focus();
    },
    playPair(pair, e) {
      state = { ...state, text: S.textOf(pair), pair };
      recompute(true, e);
    },
    scanRule(rule) {
      state = { ...state, scanRule: rule, scanAt: null };
      draw(["scan"]);
      rescan();
    },
    scanAt(k, focus) {
      state = { ...state, scanAt: k };
      draw(["scan"]);
      if (focus) $(`scan-${k}`)?.focus();
    },
    scanPlay(rule, value, e) {
      // A count of faces replaces a die given by its faces, as its input does.
      const rules = { ...state.rules, [rule]: String(value) };
      if (rule === "dirac-faces") rules["dirac-die"] = "";
      state = { ...state, rules, scanAt: null };
      recompute(true, e);
    },
  };

  /** The game on the page, as its text and rules: what a scan, a simulation and a verdict
   * are kept for. */
  const gameKey = () => `${state.text}|${S.rulesQuery(state.rules, meta)}`;

  /** The scan of the game over the chosen rule, asked of the worker once the rest is drawn
   * (it plays some tens of games), and drawn when it comes. */
  async function rescan() {
    if (!data.a) return;
    const rule = state.scanRule ?? "dirac-target";
    const key = `${gameKey()}|${rule}`;
    if (key === data.scanKey) return;
    const answer = await engine.call("scan", state.text, S.rulesQuery(state.rules, meta), rule);
    if (answer === null) return;
    data.scan = { rule, answer };
    data.scanKey = key;
    if (answer.ok) {
      const current = answer.ok.scan_chart.current;
      if (state.scanAt !== null && state.scanAt !== undefined && state.scanAt >= answer.ok.by_value.length) {
        state = { ...state, scanAt: current };
      }
    }
    draw(["scan"]);
    host.dataset.scanned = key;
  }

  /** The simulation of the game, asked of the worker once the rest is drawn, and drawn when it
   * comes (the engine rolls the dice; nothing else on the page comes from it). */
  async function resimulate() {
    if (!data.a) return;
    const games = state.simGames ?? 1000;
    const seed = state.simSeed ?? 1;
    const key = `${gameKey()}|${games}|${seed}`;
    if (key === data.simKey) return;
    const answer = await engine.call("simulate", state.text, S.rulesQuery(state.rules, meta), String(seed), String(games));
    if (answer === null) return;
    data.sim = { key: `${games}|${seed}`, answer };
    data.simKey = key;
    draw(["chances"]);
    host.dataset.simulated = key;
  }

  /** The right answers' boxes hidden or shown, as the state says. */
  function showHidden() {
    $("hide-answers").checked = state.hidden;
    $("answer-boxes").hidden = state.hidden;
    $("answers-hidden").hidden = !state.hidden;
  }

  /** The game a verdict was given for (its text and rules), so that a change of the game
   * checks the answer again rather than leave a verdict about another game. */
  let checkedFor = null;

  /** The reader's answer checked for the game on the page, by the worker; not kept in the URL. */
  async function checkAnswer() {
    const typed = $("mine").value.trim();
    if (!typed) {
      render(EMPTY, $("verdict"));
      host.dataset.checked = "";
      checkedFor = null;
      return;
    }
    const game = gameKey();
    const answer = await engine.call("check", state.text, S.rulesQuery(state.rules, meta), typed);
    if (answer === null) return;
    render(verdict(answer), $("verdict"));
    host.dataset.checked = typed;
    checkedFor = game;
  }

  /** Checks the answer again where its verdict was about another game than the page's. */
  function recheck() {
    if (checkedFor !== null && checkedFor !== gameKey()) checkAnswer();
  }

  function stop() {
    if (!player) return;
    clearInterval(player.interval);
    const kind = player.kind;
    player = null;
    draw([kind === "turn" ? "layers" : "rounds"]);
  }

  // ---- the URL ----

  function remember(push) {
    const url = S.toQuery(state, meta);
    if (url === store.read()) return;
    store.write(url, push);
  }

  // ---- asking the engine ----

  /** Says "Computing…" only for work that lasts: a quick answer changes nothing on the page
   * before it is drawn, so that no frame is spent between the event and the answer. */
  const SAY_BUSY_MS = 150;
  let sayBusy = null;

  function busy(on) {
    host.dataset.busy = String(on);
    clearTimeout(sayBusy);
    if (on) sayBusy = setTimeout(() => ($("status").textContent = "Computing…"), SAY_BUSY_MS);
    else if ($("status").textContent) $("status").textContent = "";
  }

  /** Before any game was drawn, each section says that its work is on (a heavy game takes
   * seconds), rather than stand empty under its heading. */
  function working() {
    if (!data.a) for (const name of Object.keys(SECTIONS)) render(html`<p class="help">Computing…</p>`, $(`${name}-words`));
  }

  /** Whether a change of the game is being made (its view asked for, not yet drawn). */
  let changing = false;

  /** The analysis, grids and (for new rules) sweep for the state, then everything redrawn. */
  async function recompute(push, e) {
    const mine = ++generation;
    changing = true;
    recomputed++;
    engine.cancel();
    stop();
    remember(push);
    busy(true);
    working();
    const key = S.rulesQuery(state.rules, meta);
    const withSweep = key !== data.sweepKey;
    const args = [state.text, key, state.turn, withSweep];
    // A change made while the whole engine streams in waits for it (once: then it is loaded).
    if (!loaded) await engine.load();
    if (mine !== generation) return;
    // The answers first, from the first module (microseconds where they are quick), painted
    // before the rest of the change is made and drawn: a change shows within a frame. Their
    // sentences, and any problem, come with the rest.
    const first = data.problem ? null : engine.firstNow("quick_answers", state.text, key);
    const waiting = performance.now();
    if (first?.ok) {
      showValues(first.ok);
      await painted();
      if (mine !== generation) return;
    }
    // For the browser tests: the part of the redraw spent waiting for the browser to paint.
    host.dataset.waitedMs = (performance.now() - waiting).toFixed(2);
    // Quick work is answered here and now; the rest by the worker.
    const asked = performance.now();
    const view = engine.now("quick_view", ...args) ?? (await engine.call("view", ...args));
    if (view === null || mine !== generation) return;
    // For the timings in BENCHMARKS.md: the engine's part of a redraw.
    host.dataset.engineMs = (performance.now() - asked).toFixed(2);
    changing = false;
    receive(view, key);
    // Written again now that the engine has read the text: a widget's store reads the starts
    // only from the engine's answers, and keeps them as a list (`starts=`), as the page does.
    remember(false);
    drawAll(e);
  }

  /** Keeps the sweep of the rules `key`. */
  function keepSweep(sweep, key) {
    data.sweep = sweep;
    data.sweepKey = key;
  }

  /** Keeps what the engine answered. */
  function receive(view, key) {
    if (view.sweep) keepSweep(view.sweep, key);
    if (view.error || view.analysis.error) {
      // The figures keep the last game drawn, greyed; the problem says why there is no other.
      data.problem = view.error ?? view.analysis.error;
      // The answers, where only the rest was refused: what was computed stays shown.
      data.answers = view.answers ?? null;
      return;
    }
    data.problem = null;
    data.a = view.analysis.ok;
    data.layers = view.layers ?? [];
    data.lastStarts = data.a.solve.starts;
    // A cell or pair read out before stays only if the new game has it.
    const { board } = data.a.solve.rules;
    const { cell, pair } = state;
    // Read from the new grids themselves, not bounded again here.
    const keepCell = cell && data.layers[cell.player]?.ok?.grid?.[cell.space - 1]?.[cell.score] !== undefined;
    const keepPair = pair && pair[0] <= board && pair[1] <= board;
    state = { ...state, turn: view.turn, cell: keepCell ? cell : null, pair: keepPair ? pair : null };
  }

  /** The grids at a new turn: only they are asked for. */
  async function regrid(e) {
    // A change of the game still being made is made again with the new turn: the grids alone
    // would be drawn over the last game's sections.
    if (changing) return recompute(false, e);
    const mine = ++generation;
    engine.cancel();
    if (!data.a) return;
    busy(true);
    const args = [state.text, S.rulesQuery(state.rules, meta), state.turn];
    if (!loaded) await engine.load();
    const result = engine.now("quick_layers", ...args) ?? (await engine.call("layers", ...args));
    if (result === null || mine !== generation) return;
    data.layers = result.ok ?? [];
    draw(["layers", "rounds"], e);
    // A scan or simulation the cancel above cut short is asked for again.
    rescan();
    resimulate();
  }

  // ---- drawing ----

  /** The width of the figures' column, in pixels: read once at the start and then by the
   * ResizeObserver below (after the browser's own layout), never while drawing. Read in
   * `draw`, after the answers and the controls were rendered, it made the browser lay the
   * page out again before every redraw: 6 ms of a 25 ms rule change (Intel Xeon, Chromium). */
  let shownWidth = 0;

  /** The width the figures are drawn at, in pixels. */
  function figureWidth() {
    return Math.max(280, Math.min(720, shownWidth > 0 ? shownWidth : 640));
  }

  function drawAll(e) {
    drawTop();
    draw(Object.keys(SECTIONS), e);
    recheck();
    if (!data.problem) {
      rescan();
      resimulate();
    }
  }

  /** What sits above the sections: the problem, if any, the controls and the answers. */
  function drawTop() {
    const problem = data.problem;
    const box = $("problem");
    box.hidden = !problem;
    // A start off the board comes with the engine's fix: the space it comes to round the board.
    const fix = problem?.wrapped_space && problem.line && S.startsOf(state.text)
      ? html` <button type="button" id="fix-start" @click=${(e) => act.fix(problem.line - 1, problem.wrapped_space, e)}>Put player
          ${problem.line} on space ${problem.wrapped_space}</button> <span class="help">(where space
          ${S.startsOf(state.text)[problem.line - 1]} comes to, counted round this board)</span>`
      : "";
    render(problem ? html`<span class="message">${problem.message}</span>${fix}` : "", box);
    if (problem) box.dataset.kind = problem.kind;
    host.dataset.stale = String(Boolean(problem));
    const inputError = problem?.kind === "input";
    showControls($, state, meta, problem ? null : data.a?.solve.rules ?? null, data.lastStarts, act, inputError);
    // A refusal stands beside the answers it holds back, not below the rules.
    const refused = problem?.kind === "refused";
    if (refused) box.hidden = true;
    showAnswers(problem ? null : data.a, refused ? { problem, answers: data.answers } : null);
    $("reset").disabled = S.isPuzzle(state, meta);
  }

  /** Redraws the named sections; with the event that caused it, records how long it took. */
  function draw(names, e) {
    const started = performance.now();
    // The grids' cells are drawn anew at every change (figures/layers.js): a cell that held the
    // focus (tapped, or moved to by the keyboard) hands it to the cell chosen, whatever redrew
    // it (a tap, a turn played, a resize), rather than lose it to the page.
    const onCell = root.activeElement?.id?.startsWith("cell-") ?? false;
    if (data.a) {
      const width = figureWidth();
      const sim = data.simKey?.startsWith(`${gameKey()}|`) ? data.sim : null;
      const context = { a: data.a, layers: data.layers, sweep: data.sweep, scan: data.scan, sim, state, act, width,
        playing: player?.kind ?? null, history: store.history };
      // While the game above is not one the engine plays, every section says it shows the last
      // game that was (its figures greyed).
      const kept = data.a.solve;
      const stale = data.problem
        ? html`<p class="stale-note" role="note">Out of date: this shows the last game played (players on
          ${kept.starts.join(", ")}, a board of ${kept.rules.board} spaces), not the one above, until it is fixed.</p>`
        : "";
      for (const name of names) {
        const { words, figure } = SECTIONS[name](context);
        render(html`${stale}${words}`, $(`${name}-words`));
        render(figure, $(`${name}-fig`));
      }
    } else {
      // No game has been drawn yet: the page opened on a game the engine refuses, or whose
      // analysis passes the page's limits (the refusal beside the answers says why).
      const why = data.problem?.kind === "refused"
        ? "Not drawn here: this game's analysis passes the page's limits (see beside part 2 above)."
        : "Shown once the game above is one the engine can play.";
      for (const name of names) render(html`<p class="help">${why}</p>`, $(`${name}-words`));
    }
    const chosen = state.cell;
    if (onCell && chosen && !root.activeElement?.id?.startsWith("cell-")) {
      $(`cell-${chosen.player}-${chosen.space}-${chosen.score}`)?.focus({ preventScroll: true });
    }
    busy(false);
    host.dataset.drawMs = (performance.now() - started).toFixed(2);
    if (e && e.timeStamp !== undefined) {
      // For the browser tests and the timings in BENCHMARKS.md: from the event to the last
      // element drawn.
      host.dataset.redrawMs = (performance.now() - e.timeStamp).toFixed(2);
    }
  }

  /** The two answers alone, as `showAnswers` writes them: their sentences, still the last
   * game's until the rest is drawn, are marked so. */
  function showValues(solve) {
    render(num(solve.practice.answer, false, true), $("part1"));
    render(num(solve.dirac.answer, false, true), $("part2"));
    for (const id of ["part1-how", "part2-how"]) $(id).classList.add("stale");
  }

  /** Resolves once the browser has painted what was drawn before it was called. */
  function painted() {
    return new Promise((done) => requestAnimationFrame(() => setTimeout(done, 0)));
  }

  /** Part 1's answer and how it comes about. */
  function showPractice(practice) {
    // The answer as it is typed into the puzzle's page (digits alone), breaking between groups
    // of three.
    render(num(practice.answer, false, true), $("part1"));
    render(html`Player ${practice.winner} reaches the target first, after ${num(practice.turns_played)} turns of all
      players (${num(practice.die_rolls)} rolls): lowest score ${num(practice.lowest)} × ${num(practice.die_rolls)} rolls.`, $("part1-how"));
  }

  /** The plan the engine refused (`dirac report --explain`), as a table that opens under the
   * refusal: each kind of work's count and steps, and the whole in time and memory. */
  function planTold(p) {
    if (!p) return "";
    return html`<details id="refusal-plan"><summary>The plan: ${p.time} on the reference CPU and ${p.held} of memory</summary>
      <table class="plan"><thead><tr><th>work</th><th>count</th><th>steps</th></tr></thead><tbody>
      ${p.work.map((w) => html`<tr><td>${w.op}</td><td>${num(w.count)}</td><td>${num(w.steps)}</td></tr>`)}
      </tbody></table>
      <p>In all ${num(p.steps)} steps, a step a nanosecond of work on the reference CPU; on the ${p.kernel} kernel.</p></details>`;
  }

  /** The answers; `refusal` (`{ problem, answers }`) where the engine refused the game whole,
   * with the answers that were within the page's limits (both, or part 1 alone). */
  function showAnswers(a, refusal = null) {
    for (const id of ["part1-how", "part2-how"]) $(id).classList.remove("stale");
    if (!a) {
      for (const id of ["part1", "part2"]) render("—", $(id));
      for (const id of ["part1-how", "part2-how"]) render("", $(id));
      const kept = refusal?.answers;
      if (kept?.practice) showPractice(kept.practice);
      if (kept?.dirac) showDirac(kept);
      if (refusal) {
        const what = kept?.dirac ? html`The rest of this page: ` : "Not computed here: ";
        render(html`${kept?.dirac ? html`${showDiracWords(kept)} ` : ""}<span id="refusal" role="alert">${what}${refusal.problem.message}. ${refusal.problem.by_limits
          ? html`These are the page's own limits, kept small for a browser tab; the <code>dirac</code> command's are
            larger and can be raised (<code>--max-work</code>, <code>--max-memory</code>).`
          : "This is a fixed size of dirac's, the same on the command line."}</span>${planTold(refusal.problem.plan)}`, $("part2-how"));
      }
      return;
    }
    showPractice(a.solve.practice);
    showDirac(a.solve);
    render(showDiracWords(a.solve), $("part2-how"));
  }

  /** Part 2's answer, from a solve's view. */
  function showDirac(solve) {
    render(num(solve.dirac.answer, false, true), $("part2"));
  }

  /** How part 2 comes about; where the universes' leader is not the likelier winner, the
   * engine's sentence says so. */
  function showDiracWords(solve) {
    const { dirac } = solve;
    return html`Player ${dirac.leader} wins in the most universes, of ${num(dirac.total)} in all.${solve.contrast ? ` ${solve.contrast}` : ""}`;
  }

  // ---- start ----

  async function main() {
    await engine.first;
    // The load's parts, for scripts/page-timings.py: the first module compiled, the whole
    // engine compiled, the first view made.
    host.dataset.firstReadyMs = performance.now().toFixed(1);
    meta = { rules: engine.firstNow("rules"), dice: engine.firstNow("dice") };
    usePalette(engine.firstNow("palette"));
    S.useReader((text) => engine.firstNow("starts_read", text));
    state = S.fromQuery(store.read(), meta);
    showHidden();
    buildRules(meta, act, $);
    $("input").addEventListener("input", (e) => {
      state = { ...state, text: $("input").value };
      recompute(false, e);
    });
    $("add-player").addEventListener("click", (e) => {
      state = S.addPlayer(state);
      recompute(true, e);
    });
    $("reset").addEventListener("click", (e) => act.reset(e));
    $("hide-answers").addEventListener("change", () => {
      state = { ...state, hidden: $("hide-answers").checked };
      showHidden();
      remember(false);
    });
    $("check-form").addEventListener("submit", (e) => {
      e.preventDefault();
      checkAnswer();
    });
    // A window resized redraws the figures at their new width (once a frame at most).
    shownWidth = $("turn-fig").clientWidth;
    let drawnWidth = figureWidth();
    let resizing = 0;
    new ResizeObserver(() => {
      // Read here, where the browser has just laid the page out: reading costs nothing.
      shownWidth = $("turn-fig").clientWidth;
      cancelAnimationFrame(resizing);
      resizing = requestAnimationFrame(() => {
        if (figureWidth() === drawnWidth) return;
        drawnWidth = figureWidth();
        draw(Object.keys(SECTIONS));
      });
    }).observe($("turn-fig"));
    store.onChange(() => {
      state = S.fromQuery(store.read(), meta);
      showHidden();
      recompute(false);
    });
    const key = S.rulesQuery(state.rules, meta);
    const args = [state.text, key, state.turn, false];
    // A change made while the page loads (the whole engine or a worker's answer is awaited) is
    // drawn by its own recompute, with its own sweep: the load then draws nothing more.
    const current = () => recomputed === 0;
    const answered = () => (host.dataset.answersMs = performance.now().toFixed(1));
    // The answers first, from the first module, while the whole engine streams in.
    const first = engine.firstNow("quick_answers", state.text, key);
    if (first?.ok) {
      showControls($, state, meta, first.ok.rules, first.ok.starts, act);
      showAnswers({ solve: first.ok });
      answered();
    } else if (first?.error) {
      data.problem = first.error;
      drawTop();
    } else {
      // A heavy link: its input and rules are shown at once, and that the answers are coming.
      showControls($, state, meta, null, null, act);
      busy(true);
      $("status").textContent = "Computing the answers…";
    }
    working();
    await painted();
    await engine.load();
    loaded = true;
    host.dataset.engineReadyMs = performance.now().toFixed(1);
    useScanned(engine.now("scanned"), meta.rules);
    let view = current() ? engine.now("quick_view", ...args) : null;
    if (!view && current()) {
      busy(true);
      $("status").textContent = "Computing the answers…";
      view = await engine.call("view", ...args);
      busy(false);
    }
    host.dataset.viewMs = performance.now().toFixed(1);
    if (view && current()) {
      receive(view, key);
      // The whole answers (with the players' chances, where they tell a different story),
      // painted before the sweep is made and the sections drawn.
      drawTop();
    }
    if (!host.dataset.answersMs) answered();
    await painted();
    if (current()) {
      // The sweep plays every pair of starts: where it is not quick, every other section is
      // drawn first, and the sweep's when it comes.
      const quick = engine.now("quick_sweep", key);
      if (quick) keepSweep(quick, key);
      drawAll();
      if (!quick) {
        busy(true);
        const sweep = await engine.call("sweep", key);
        if (sweep && current()) {
          keepSweep(sweep, key);
          draw(["sweep"]);
        }
      }
    }
    host.dataset.ready = "true";
    host.dataset.readyMs = performance.now().toFixed(1);
  }

  return main().catch((e) => {
    const box = $("problem");
    box.hidden = false;
    box.textContent = `The engine could not start: ${e}`;
    // No answers are coming: the boxes stop saying that work is on.
    for (const id of ["part1", "part2"]) if (!$(id).textContent) $(id).textContent = "—";
  });
}
