// The Dirac Dice explorer. All arithmetic is done by the dirac library, compiled to
// WebAssembly and run in a worker (worker.js), so the page never freezes; this file keeps the
// page's state, mirrors it in the URL and draws SVG. Counts arrive as decimal strings and are
// shown as they are: JavaScript numbers are used only for bar heights and colours.

// ---- the engine, in its own thread ----

let worker = null;
let nextId = 0;
const waiting = new Map();

function startEngine() {
  worker = new Worker("worker.js", { type: "module" });
  worker.onmessage = ({ data }) => {
    const resolve = waiting.get(data.id);
    waiting.delete(data.id);
    if (resolve) resolve(JSON.parse(data.out));
  };
  worker.onerror = (e) => {
    for (const resolve of waiting.values()) {
      resolve({ error: { kind: "internal", message: `The engine stopped: ${e.message}` } });
    }
    waiting.clear();
  };
}

/** Calls the engine; resolves with its parsed JSON. */
function engine(call, ...args) {
  return new Promise((resolve) => {
    const id = nextId++;
    waiting.set(id, resolve);
    worker.postMessage({ id, call, args });
  });
}

/** A newer change makes older work moot: a busy engine is replaced by a fresh one. */
function cancelEngine() {
  if (waiting.size === 0) return;
  worker.terminate();
  for (const resolve of waiting.values()) resolve(null);
  waiting.clear();
  startEngine();
}

const SVG = "http://www.w3.org/2000/svg";
// Okabe–Ito: distinguishable with every common colour-vision deficiency.
const PLAYER = ["#0072b2", "#e69f00", "#009e73", "#cc79a7", "#56b4e9", "#d55e00", "#f0e442", "#000000"];
const playerColour = (i) => PLAYER[i % PLAYER.length];
const EXAMPLE = [4, 8];

const $ = (id) => document.getElementById(id);
const state = { text: "", rules: {}, turn: 0, chosen: 0 };
let RULES = []; // the numeric rules, as the engine lists them
let DICE = []; // the dice's rules: each, when typed, replaces its numeric rule
let current = null; // the last analysis, or null after an error
let timer = null;

function el(name, attrs = {}, parent = null) {
  const node = document.createElementNS(SVG, name);
  for (const [k, v] of Object.entries(attrs)) node.setAttribute(k, v);
  if (parent) parent.appendChild(node);
  return node;
}

function title(node, text) {
  el("title", {}, node).textContent = text;
}

// ---- state <-> text, URL ----

const lineOf = (n, p) => `Player ${n} starting position: ${p}`;
const textOf = (starts) => starts.map((p, i) => lineOf(i + 1, p)).join("\n") + "\n";

/** The starts if the text is in the canonical form, else null. */
function startsOf(text) {
  const lines = text.replace(/\n+$/, "").split("\n");
  const starts = [];
  for (const [i, line] of lines.entries()) {
    const m = /^Player (\d+) starting position: (\d+)$/.exec(line);
    if (!m || Number(m[1]) !== i + 1) return null;
    starts.push(Number(m[2]));
  }
  return starts.length ? starts : null;
}

function rulesQuery() {
  return Object.entries(state.rules)
    .filter(([, v]) => v !== "")
    .map(([k, v]) => `${k}=${encodeURIComponent(v)}`)
    .join("&");
}

/** Each rule's key and its input's text for the puzzle: a number, or nothing for a die (its
 * number then sets it). A die typed wins over its number wherever each stands in the URL: the
 * engine reads it so. */
const puzzleRules = () => [
  ...RULES.map((r) => [r.key, String(r.default)]),
  ...DICE.map((d) => [d.key, ""]),
];

function toUrl() {
  const params = new URLSearchParams();
  const starts = startsOf(state.text);
  if (starts) params.set("starts", starts.join(","));
  else params.set("input", state.text);
  for (const [k, puzzle] of puzzleRules()) {
    const v = state.rules[k];
    if (v !== "" && v !== puzzle) params.set(k, v);
  }
  if (state.turn) params.set("turn", String(state.turn));
  // Commas and colons (starts, dice) need no escape in a query: kept, the URL stays readable.
  return "?" + params.toString().replace(/%2C/g, ",").replace(/%3A/g, ":");
}

function fromUrl() {
  const params = new URLSearchParams(location.search);
  if (params.has("input")) state.text = params.get("input");
  else if (params.has("starts")) {
    state.text = textOf(params.get("starts").split(",").map((s) => s.trim()));
  } else state.text = textOf(EXAMPLE);
  state.rules = {};
  for (const [k, puzzle] of puzzleRules()) state.rules[k] = params.get(k) ?? puzzle;
  state.turn = Number(params.get("turn") ?? 0) || 0;
}

function remember(push) {
  const url = toUrl();
  if (url === location.search) return;
  if (push) history.pushState(null, "", url);
  else history.replaceState(null, "", url);
}

// ---- inputs ----

function buildRules() {
  const box = $("rules");
  for (const r of RULES) {
    const wrap = document.createElement("div");
    const id = `rule-${r.key}`;
    wrap.innerHTML = `<label for="${id}">${r.name}</label>`;
    const input = document.createElement("input");
    Object.assign(input, { id, type: "number", min: "1", max: r.max, step: "1", inputMode: "numeric" });
    input.setAttribute("aria-describedby", `${id}-range`);
    input.addEventListener("input", () => {
      state.rules[r.key] = input.value.trim();
      update(true);
    });
    const range = document.createElement("div");
    range.className = "range";
    range.id = `${id}-range`;
    wrap.append(input, range);
    box.appendChild(wrap);
  }
  const dice = document.createElement("div");
  dice.className = "dice";
  for (const d of DICE) {
    const wrap = document.createElement("div");
    const id = `rule-${d.key}`;
    wrap.innerHTML = `<label for="${id}">${d.name}</label>`;
    const input = document.createElement("input");
    Object.assign(input, { id, type: "text", placeholder: d.default, title: d.allowed });
    Object.assign(input, { spellcheck: false, autocomplete: "off" });
    input.setAttribute("aria-describedby", `${id}-now ${id}-range`);
    input.addEventListener("input", () => {
      state.rules[d.key] = input.value.trim();
      update(true);
    });
    const now = document.createElement("div");
    now.className = "now";
    now.id = `${id}-now`;
    const range = document.createElement("div");
    range.className = "range";
    range.id = `${id}-range`;
    const partner = RULES.find((r) => r.key === d.replaces);
    range.textContent = `${d.allowed}. Empty: set by the ${partner.name} above; the puzzle: ${d.default}.`;
    wrap.append(input, now, range);
    dice.appendChild(wrap);
  }
  box.appendChild(dice);
}

/** The die typed for a numeric rule, if any: that rule's input is then set by the die. */
const dieOver = (r) => DICE.find((d) => d.replaces === r.key && state.rules[d.key] !== "");
const field = (key) => key.replace(/-/g, "_"); // a rule's key in the views' JSON

/** The dice in play, as the engine wrote them (`rules` of the view; null after an error): under
 * each die's input when it reads otherwise (`1,1,2` is `1:2,2`; empty with 6 Dirac die faces is
 * `1..6`), and in the numeric input that a typed die replaces (its count of faces). */
function showDice(rules) {
  for (const d of DICE) {
    const input = $(`rule-${d.key}`);
    const die = rules ? rules[field(d.key)] : "";
    const shows = input.value.trim() || input.placeholder;
    $(`rule-${d.key}-now`).textContent = die && die !== shows ? `In play: ${die}` : "";
    const partner = RULES.find((r) => r.key === d.replaces);
    if (dieOver(partner)) {
      $(`rule-${partner.key}`).value = rules ? String(rules[field(partner.key)]) : "";
    }
  }
}

function showInputs() {
  if ($("input").value !== state.text) $("input").value = state.text;
  for (const r of RULES) {
    const input = $(`rule-${r.key}`);
    const die = dieOver(r);
    input.disabled = Boolean(die);
    input.closest("div").classList.toggle("replaced", input.disabled);
    $(`rule-${r.key}-range`).textContent = die
      ? `set by the ${die.name} below`
      : `1 to ${BigInt(r.max).toLocaleString("en")}; the puzzle: ${r.default}`;
    if (!die && input.value !== state.rules[r.key]) input.value = state.rules[r.key];
  }
  for (const d of DICE) {
    // Compared trimmed, so that a space being typed (`1, 2`) stays.
    const input = $(`rule-${d.key}`);
    if (input.value.trim() !== state.rules[d.key]) input.value = state.rules[d.key];
  }
  const starts = startsOf(state.text) ?? [];
  state.chosen = Math.min(state.chosen, Math.max(starts.length - 1, 0));
  const box = $("players");
  box.replaceChildren();
  starts.forEach((p, i) => {
    const chip = document.createElement("div");
    chip.className = "player";
    chip.innerHTML = `<span class="swatch" style="background:${playerColour(i)}"></span>`;
    const pick = document.createElement("button");
    pick.type = "button";
    pick.textContent = `Player ${i + 1}: space ${p}`;
    pick.setAttribute("aria-pressed", String(i === state.chosen));
    chip.setAttribute("aria-pressed", String(i === state.chosen));
    pick.title = "Choose this player, then click a space on the board";
    pick.addEventListener("click", () => {
      state.chosen = i;
      showInputs();
    });
    const remove = document.createElement("button");
    remove.type = "button";
    remove.textContent = "✕";
    remove.setAttribute("aria-label", `Remove player ${i + 1}`);
    remove.disabled = starts.length === 1;
    remove.addEventListener("click", () => {
      starts.splice(i, 1);
      state.text = textOf(starts);
      update(true);
    });
    chip.append(pick, remove);
    box.appendChild(chip);
  });
  $("add-player").disabled = !startsOf(state.text);
  drawBoard(starts);
}

function drawBoard(starts) {
  const svg = $("board");
  const board = Number(state.rules.board) || 10;
  const shown = Math.min(board, 60);
  svg.replaceChildren();
  svg.setAttribute("viewBox", "-120 -120 240 240");
  el("circle", { r: 95, fill: "none", stroke: "#d8dde3", "stroke-width": 14 }, svg);
  const r = Math.max(4, Math.min(16, 280 / shown));
  for (let s = 1; s <= shown; s++) {
    const angle = ((s - 1) / shown) * 2 * Math.PI - Math.PI / 2;
    const [x, y] = [95 * Math.cos(angle), 95 * Math.sin(angle)];
    const g = el("g", { class: "space", tabindex: 0, role: "button", "aria-label": `Space ${s}` }, svg);
    el("circle", { class: "slot", cx: x, cy: y, r }, g);
    if (shown <= 30) {
      const t = el("text", { x, y: y + 4, "text-anchor": "middle", "font-size": Math.min(12, r), fill: "#1d232b" }, g);
      t.textContent = s;
    }
    starts.forEach((p, i) => {
      if (p === s) {
        const k = starts.slice(0, i).filter((q) => q === s).length;
        const inward = 1 - (r * 1.6 + k * r * 0.9) / 95;
        el("circle", { cx: x * inward, cy: y * inward, r: r * 0.55, fill: playerColour(i), stroke: "#fff" }, g);
      }
    });
    const place = () => {
      const now = startsOf(state.text);
      if (!now) return;
      now[state.chosen] = s;
      state.text = textOf(now);
      update(true);
    };
    g.addEventListener("click", place);
    g.addEventListener("keydown", (e) => {
      if (e.key === "Enter" || e.key === " ") {
        e.preventDefault();
        place();
      }
    });
  }
  if (board > shown) {
    el("text", { x: 0, y: 4, "text-anchor": "middle", "font-size": 11, fill: "#5b6673" }, svg).textContent =
      `first ${shown} of ${board} spaces`;
  }
}

// ---- the analysis ----

function problem(p) {
  const box = $("problem");
  if (!p) {
    box.hidden = true;
    box.textContent = "";
    return;
  }
  box.hidden = false;
  box.textContent = p.message;
  box.dataset.kind = p.kind;
}

let generation = 0;

function busy(on) {
  document.body.dataset.busy = String(on);
  $("status").textContent = on ? "Computing…" : "";
}

async function update(push) {
  const mine = ++generation;
  cancelEngine();
  const started = performance.now();
  busy(true);
  if (await recompute(push, mine)) {
    // For the browser tests' timings: how long the last change took to show.
    document.body.dataset.updateMs = (performance.now() - started).toFixed(2);
    busy(false);
  }
}

/** Redraws everything for the current state; false if a newer change overtook it. */
async function recompute(push, mine) {
  measureCharts();
  stop();
  remember(push);
  showInputs();
  const engineStarted = performance.now();
  const key = rulesQuery();
  const withSweep = key !== sweepKey || !$("sweep").firstChild;
  const view = await engine("view", state.text, key, state.turn, withSweep);
  if (mine !== generation || view === null) return false;
  document.body.dataset.analyzeMs = (performance.now() - engineStarted).toFixed(2);
  if (view.error) {
    // The engine itself failed (the worker caught it): say so, and leave nothing half drawn.
    current = null;
    problem(view.error);
    return true;
  }
  const result = view.analysis;
  if (result.error) {
    current = null;
    problem(result.error);
    $("part1").textContent = "—";
    $("part2").textContent = "—";
    $("part1-how").textContent = "";
    $("part2-how").textContent = "";
    showDice(null);
    return true;
  }
  problem(null);
  current = result.ok;
  showAnswers(current);
  showDice(current.solve.rules);
  const last = Math.max(...current.turns.players.map((p) => p.last_turn));
  const scrub = $("turn");
  scrub.max = String(last);
  state.turn = view.turn;
  scrub.value = String(state.turn);
  drawRounds(current);
  drawChances(current);
  drawLength(current);
  drawPractice(current);
  drawLayers(view.layers);
  if (withSweep) {
    sweepKey = key;
    sweepData = view.sweep;
  }
  drawSweep(current, withSweep);
  return true;
}

function showAnswers(a) {
  const { practice, dirac } = a.solve;
  $("part1").textContent = practice.answer;
  $("part1-how").textContent =
    `Player ${practice.winner} reaches the target first, after ${practice.rolls} rolls; ` +
    `lowest score ${practice.lowest} × ${practice.rolls} rolls.`;
  $("part2").textContent = dirac.answer;
  $("part2-how").textContent =
    `Player ${dirac.leader} wins in the most universes, of ${dirac.total} in all.`;
}

/** A player's own sequences after `turn` of their turns: none reached and one playing before
 * the first, then the engine's row for that turn. */
function own(p, turn) {
  const t = Math.min(turn, p.last_turn);
  return t === 0 ? { reached: "0", playing: "1" } : p.turns[t - 1];
}

// ---- per-player layers and the scrubber ----

function viridis(t) {
  // Five stops of viridis, interpolated: perceptually even and colour-blind safe.
  const stops = [[68, 1, 84], [59, 82, 139], [33, 145, 140], [94, 201, 98], [253, 231, 37]];
  const x = Math.max(0, Math.min(1, t)) * (stops.length - 1);
  const i = Math.min(Math.floor(x), stops.length - 2);
  const f = x - i;
  const c = stops[i].map((v, k) => Math.round(v + (stops[i + 1][k] - v) * f));
  return `rgb(${c[0]},${c[1]},${c[2]})`;
}

let layerGeneration = 0;

/** Asks the engine for the grids at the chosen turn alone (the turn changed) and draws them. */
function redrawLayers() {
  const mine = ++layerGeneration;
  busy(true);
  engine("layers", state.text, rulesQuery(), state.turn).then((result) => {
    if (result === null || mine !== layerGeneration) return;
    drawLayers(result.ok ?? []);
    busy(false);
  });
}

/** Draws the players' grids, one `{ok}` or `{error}` each. */
function drawLayers(layers) {
  $("turn-out").textContent = String(state.turn);
  const box = $("layers");
  if (!current) {
    box.replaceChildren();
    return true;
  }
  const board = current.solve.rules.board;
  const target = current.solve.rules.dirac_target;
  if (board * target > 20000) {
    box.textContent = `A grid of ${board} spaces × ${target} scores is too large to draw here.`;
    return true;
  }
  const players = current.turns.players;
  const shown = players.slice(0, layers.length);
  box.replaceChildren();
  if (shown.length < players.length) {
    const note = document.createElement("p");
    note.className = "help";
    note.textContent = `The grids of the first ${shown.length} of ${players.length} players.`;
    box.appendChild(note);
  }
  shown.forEach((p, i) => {
    const result = layers[i] ?? { error: { message: "no grid" } };
    const wrap = document.createElement("div");
    wrap.className = "layer";
    if (result.error) {
      wrap.textContent = result.error.message;
      box.appendChild(wrap);
      return;
    }
    const l = result.ok;
    const now = own(p, state.turn);
    const head = document.createElement("p");
    head.innerHTML = `<span class="swatch" style="background:${playerColour(i)}"></span> <strong>Player ${i + 1}</strong> (start ${p.start}), after turn ${l.turn}`;
    const reached = document.createElement("p");
    reached.className = "reached";
    reached.textContent = `reached the target so far: ${l.reached} (this turn: ${now.reached}); still playing: ${now.playing}`;
    const cell = 10;
    const svg = el("svg", {
      viewBox: `-34 -14 ${target * cell + 40} ${board * cell + 30}`,
      role: "img",
      "aria-label": `Player ${i + 1}'s roll sequences by space and score after turn ${l.turn}`,
    });
    el("text", { x: 0, y: -4, "font-size": 8, fill: "#5b6673" }, svg).textContent = "score →";
    for (let s = 0; s < board; s++) {
      if (board <= 30 || s % 10 === 9) {
        el("text", { x: -4, y: s * cell + 8, "font-size": 7, "text-anchor": "end", fill: "#5b6673" }, svg).textContent = s + 1;
      }
      for (let score = 0; score < target; score++) {
        const count = l.cells[s][score];
        const shade = l.shade[s][score];
        const rect = el("rect", {
          class: "cell",
          x: score * cell,
          y: s * cell,
          width: cell - 0.5,
          height: cell - 0.5,
          fill: count === "0" ? "#f0f2f5" : viridis(0.15 + 0.85 * Math.sqrt(shade)),
        }, svg);
        if (count !== "0") {
          rect.setAttribute("tabindex", "0");
          rect.setAttribute("aria-label", `space ${s + 1}, score ${score}: ${count}`);
          title(rect, `space ${s + 1}, score ${score}: ${count} sequences`);
        }
      }
    }
    for (let score = 0; score < target; score += Math.max(1, Math.ceil(target / 10))) {
      el("text", { x: score * cell + 2, y: board * cell + 9, "font-size": 7, fill: "#5b6673" }, svg).textContent = score;
    }
    wrap.append(head, svg, reached);
    box.appendChild(wrap);
  });
  return true;
}

function stop() {
  if (timer) clearInterval(timer);
  timer = null;
  $("play").textContent = "▶";
  $("play").setAttribute("aria-label", "Play");
}

function play() {
  if (timer) return stop();
  const scrub = $("turn");
  if (state.turn >= Number(scrub.max)) state.turn = 0;
  $("play").textContent = "⏸";
  $("play").setAttribute("aria-label", "Pause");
  timer = setInterval(() => {
    if (state.turn >= Number(scrub.max)) return stop();
    state.turn += 1;
    scrub.value = String(state.turn);
    remember(false);
    redrawLayers();
  }, 700);
}

// ---- charts ----

/** The charts' width in their own units: the width they are shown at, so text keeps its size
 * on a phone, between 340 and 720. Read once per redraw, before anything changes, so that
 * drawing never waits for the browser to lay the page out again. */
let chartsWide = 720;

function measureCharts() {
  const shown = $("rounds-section").clientWidth - 40;
  chartsWide = Math.max(340, Math.min(720, shown > 0 ? shown : 720));
}

function chartWidth() {
  return chartsWide;
}

function axes(svg, w, h, pad, yMax, yLabel) {
  el("line", { x1: pad.l, y1: h - pad.b, x2: w - pad.r, y2: h - pad.b, stroke: "#8a96a3" }, svg);
  for (let k = 0; k <= 4; k++) {
    const v = (yMax * k) / 4;
    const y = h - pad.b - ((h - pad.t - pad.b) * k) / 4;
    el("line", { x1: pad.l, y1: y, x2: w - pad.r, y2: y, stroke: "#eef0f3" }, svg);
    el("text", { x: pad.l - 6, y: y + 4, "text-anchor": "end", "font-size": 11, fill: "#5b6673" }, svg).textContent = yLabel(v);
  }
}

function drawRounds(a) {
  const svg = $("rounds");
  svg.replaceChildren();
  const [w, h, pad] = [chartWidth(svg), 300, { l: 48, r: 12, t: 12, b: 36 }];
  svg.setAttribute("viewBox", `0 0 ${w} ${h}`);
  // The rounds where the game is decided, as the engine cut them.
  const rounds = a.chart.rounds.slice(0, a.chart.drawn);
  const n = a.solve.starts.length;
  axes(svg, w, h, pad, 1, (v) => `${Math.round(v * 100)}%`);
  const bw = (w - pad.l - pad.r) / rounds.length;
  const y = (p) => h - pad.b - (h - pad.t - pad.b) * p;
  rounds.forEach((r, k) => {
    let below = 0;
    const together = !a.chart.per_player;
    r.win_probability.forEach((p, i) => {
      const rect = el("rect", { x: pad.l + k * bw + bw * 0.15, y: y(below + p), width: bw * 0.7, height: y(below) - y(below + p), fill: together ? "#56b4e9" : playerColour(i) }, svg);
      const won = together ? "" : ` in ${a.turns.rounds[k].wins[i]} universes`;
      const who = together ? `one of the ${n} players` : `player ${i + 1}`;
      title(rect, `round ${r.round}: ${who} wins${won} (${(p * 100).toFixed(2)}%)`);
      below += p;
    });
    if (rounds.length <= 40 || r.round % 5 === 0) {
      el("text", { x: pad.l + (k + 0.5) * bw, y: h - pad.b + 14, "text-anchor": "middle", "font-size": 11, fill: "#5b6673" }, svg).textContent = r.round;
    }
  });
  const points = rounds.map((r, k) => `${pad.l + (k + 0.5) * bw},${y(r.undecided_probability)}`).join(" ");
  el("polyline", { points, fill: "none", stroke: "#1d232b", "stroke-width": 2 }, svg);
  el("text", { x: w / 2, y: h - 4, "text-anchor": "middle", "font-size": 12, fill: "#1d232b" }, svg).textContent =
    a.chart.note.length ? `round (rounds after ${a.chart.drawn} left out: see below)` : "round";
  $("rounds-note").textContent = a.chart.note.join(" ");
}

function drawChances(a) {
  const t = $("chances");
  t.innerHTML = "<thead><tr><th>player</th><th>start</th><th>probability of winning</th><th>share of universes won</th></tr></thead>";
  const body = document.createElement("tbody");
  a.solve.dirac.wins.forEach((w, i) => {
    const row = document.createElement("tr");
    row.innerHTML = `<td><span class="swatch" style="background:${playerColour(i)}"></span> ${i + 1}</td><td>${a.solve.starts[i]}</td><td>${a.stats.win_probability[i].percent}</td><td>${a.solve.dirac.share[i].percent}</td>`;
    body.appendChild(row);
  });
  t.appendChild(body);
  $("why-differ").textContent =
    "The two differ because universes are not equally likely to be counted: a game that ends on " +
    "an early turn has split fewer times, so it stands for fewer universes but more probability. " +
    "A player who tends to win fast has a larger probability of winning than share of universes.";
}

function drawLength(a) {
  const svg = $("length");
  svg.replaceChildren();
  const [w, h, pad] = [chartWidth(svg), 220, { l: 48, r: 12, t: 12, b: 36 }];
  svg.setAttribute("viewBox", `0 0 ${w} ${h}`);
  const value = (r) => Number(r.probability.decimal);
  const rows = a.stats.length.filter((r) => value(r) >= 0.0005);
  const max = Math.max(...rows.map(value), 1e-9);
  axes(svg, w, h, pad, max, (v) => `${(v * 100).toFixed(0)}%`);
  const bw = (w - pad.l - pad.r) / Math.max(rows.length, 1);
  rows.forEach((r, k) => {
    const bh = ((h - pad.t - pad.b) * value(r)) / max;
    const rect = el("rect", { x: pad.l + k * bw + bw * 0.15, y: h - pad.b - bh, width: bw * 0.7, height: bh, fill: "#56b4e9" }, svg);
    title(rect, `${r.turns} turns: ${r.probability.percent}`);
    if (rows.length <= 40 || k % 5 === 0) {
      el("text", { x: pad.l + (k + 0.5) * bw, y: h - pad.b + 14, "text-anchor": "middle", "font-size": 11, fill: "#5b6673" }, svg).textContent = r.turns;
    }
  });
  el("text", { x: w / 2, y: h - 4, "text-anchor": "middle", "font-size": 12 }, svg).textContent = "turns of all players";
  $("length-text").textContent =
    `On average the game lasts ${a.stats.expected_turns.short} turns (${a.stats.expected_rolls.short} rolls); most likely ${a.stats.most_likely_turns}.`;
}

function diverging(p) {
  // Blue below one half, white at it, vermillion above: safe for red-green colour blindness.
  const [lo, mid, hi] = [[0, 114, 178], [247, 247, 247], [213, 94, 0]];
  const t = Math.max(0, Math.min(1, p));
  const [from, to, f] = t < 0.5 ? [lo, mid, t * 2] : [mid, hi, (t - 0.5) * 2];
  const c = from.map((v, k) => Math.round(v + (to[k] - v) * f));
  return `rgb(${c[0]},${c[1]},${c[2]})`;
}

let sweepKey = "";
let sweepData = null;

function markChosen(a) {
  for (const old of document.querySelectorAll("#sweep rect.chosen")) old.classList.remove("chosen");
  if (a.solve.starts.length !== 2) return;
  const [p1, p2] = a.solve.starts;
  const rect = document.querySelector(`#sweep rect[data-starts="${p1},${p2}"]`);
  if (rect) rect.classList.add("chosen");
}

/** Draws the sweep when it is new (`fresh`); otherwise only the chosen pair moves. */
function drawSweep(a, fresh) {
  const box = $("sweep");
  if (!fresh) {
    markChosen(a);
    return;
  }
  box.replaceChildren();
  if (sweepData.error) {
    box.textContent = sweepData.error.message;
    return;
  }
  const s = sweepData.ok;
  const b = s.rules.board;
  const values = s.cells.map((c) => Number(c.p1_probability.decimal));
  const reach = Math.max(0.05, ...values.map((v) => Math.abs(v - 0.5)));
  const svg = el("svg", { viewBox: `-1.2 -1.2 ${b + 1.4} ${b + 1.4}`, role: "group", "aria-label": "Player 1's probability of winning for every pair of starts; rows: player 1's start, columns: player 2's" }, box);
  for (const c of s.cells) {
    const [p1, p2] = c.starts;
    const rect = el("rect", {
      x: p2 - 1, y: p1 - 1, width: 1.02, height: 1.02,
      fill: diverging(0.5 + (Number(c.p1_probability.decimal) - 0.5) / (2 * reach)),
      tabindex: p1 === 1 && p2 === 1 ? 0 : -1,
      role: "button",
      "aria-label": `player 1 on ${p1}, player 2 on ${p2}: player 1 wins ${c.p1_probability.percent}`,
    }, svg);
    rect.dataset.starts = `${p1},${p2}`;
    title(rect, `player 1 on ${p1}, player 2 on ${p2}: ${c.p1_probability.percent}; part 1 ${c.practice}, part 2 ${c.dirac}`);
    const pick = () => {
      state.text = textOf([p1, p2]);
      update(true);
    };
    rect.addEventListener("click", pick);
    rect.addEventListener("keydown", (e) => {
      if (e.key === "Enter" || e.key === " ") {
        e.preventDefault();
        pick();
      }
    });
    if (b <= 12) {
      el("text", { x: p2 - 0.5, y: p1 - 0.38, "text-anchor": "middle", "font-size": 0.26, "pointer-events": "none" }, svg).textContent = c.label;
    }
  }
  for (let k = 1; k <= b; k += Math.max(1, Math.ceil(b / 16))) {
    el("text", { x: k - 0.5, y: -0.3, "text-anchor": "middle", "font-size": 0.4, fill: "#5b6673" }, svg).textContent = k;
    el("text", { x: -0.3, y: k - 0.35, "text-anchor": "end", "font-size": 0.4, fill: "#5b6673" }, svg).textContent = k;
  }
  // One cell in the tab order; the arrow keys move between cells (a roving tabindex).
  svg.addEventListener("keydown", (e) => {
    const moves = { ArrowUp: [-1, 0], ArrowDown: [1, 0], ArrowLeft: [0, -1], ArrowRight: [0, 1] };
    const at = e.target.dataset && e.target.dataset.starts;
    if (!moves[e.key] || !at) return;
    e.preventDefault();
    const [p1, p2] = at.split(",").map(Number);
    const [dy, dx] = moves[e.key];
    const next = svg.querySelector(`rect[data-starts="${Math.min(b, Math.max(1, p1 + dy))},${Math.min(b, Math.max(1, p2 + dx))}"]`);
    if (next) {
      e.target.setAttribute("tabindex", "-1");
      next.setAttribute("tabindex", "0");
      next.focus();
    }
  });
  markChosen(a);
  const legend = document.createElement("p");
  legend.className = "help";
  legend.textContent = `Colours run from ${Math.round((0.5 - reach) * 100)}% (blue) through 50% (white) to ${Math.round((0.5 + reach) * 100)}% (vermillion). Rows: player 1's start; columns: player 2's.`;
  box.appendChild(legend);
}

function drawPractice(a) {
  const svg = $("practice");
  svg.replaceChildren();
  const [w, h, pad] = [chartWidth(svg), 260, { l: 56, r: 12, t: 12, b: 36 }];
  svg.setAttribute("viewBox", `0 0 ${w} ${h}`);
  const trace = a.trace.turns;
  const target = Number(a.solve.rules.practice_target);
  const top = Math.max(target, ...trace.flat().map((x) => Number(x[1])));
  axes(svg, w, h, pad, top, (v) => Math.round(v).toLocaleString("en"));
  const x = (t) => pad.l + ((w - pad.l - pad.r) * t) / Math.max(trace.length, 1);
  const y = (v) => h - pad.b - ((h - pad.t - pad.b) * v) / top;
  el("line", { x1: pad.l, x2: w - pad.r, y1: y(target), y2: y(target), stroke: "#d55e00", "stroke-dasharray": "4 3" }, svg);
  a.solve.starts.forEach((_, i) => {
    const points = [`${x(0)},${y(0)}`].concat(trace.map((at, t) => `${x(t + 1)},${y(Number(at[i][1]))}`)).join(" ");
    el("polyline", { points, fill: "none", stroke: playerColour(i), "stroke-width": 1.5 }, svg);
  });
  el("text", { x: w / 2, y: h - 4, "text-anchor": "middle", "font-size": 12 }, svg).textContent = "turns of all players";
  drawSteps(a);
  const { practice } = a.solve;
  $("practice-rolls").textContent = a.solve.rules.practice_sequence;
  $("practice-text").textContent = a.trace.ended
    ? `Player ${practice.winner} reaches ${target} on turn ${practice.turns}.`
    : `The first ${trace.length} of ${practice.turns} turns are drawn.`;
}

/** Points scored on each of a player's turns: the die's cycle shows as a repeating pattern. */
function drawSteps(a) {
  const svg = $("steps");
  svg.replaceChildren();
  const [w, h, pad] = [chartWidth(svg), 200, { l: 56, r: 12, t: 12, b: 36 }];
  svg.setAttribute("viewBox", `0 0 ${w} ${h}`);
  const n = a.solve.starts.length;
  const trace = a.trace.turns.slice(0, 60 * n);
  const board = a.solve.rules.board;
  axes(svg, w, h, pad, board, (v) => (Number.isInteger(v) ? String(v) : v.toFixed(1)));
  const x = (t) => pad.l + ((w - pad.l - pad.r) * (t + 0.5)) / Math.max(trace.length, 1);
  const y = (v) => h - pad.b - ((h - pad.t - pad.b) * v) / board;
  trace.forEach((at, t) => {
    const i = t % n;
    const dot = el("circle", { cx: x(t), cy: y(at[i][0]), r: 3, fill: playerColour(i) }, svg);
    title(dot, `turn ${t + 1}: player ${i + 1} lands on ${at[i][0]} and scores ${at[i][0]} points`);
  });
  el("text", { x: w / 2, y: h - 4, "text-anchor": "middle", "font-size": 12 }, svg).textContent =
    `points scored on each turn (the space landed on), first ${trace.length} turns`;
}

// ---- start ----

async function main() {
  startEngine();
  [RULES, DICE] = await Promise.all([engine("rules"), engine("dice")]);
  buildRules();
  fromUrl();
  $("input").addEventListener("input", () => {
    state.text = $("input").value;
    update(false);
  });
  $("add-player").addEventListener("click", () => {
    const starts = startsOf(state.text);
    if (!starts) return;
    starts.push(1);
    state.chosen = starts.length - 1;
    state.text = textOf(starts);
    update(true);
  });
  $("turn").addEventListener("input", () => {
    stop();
    state.turn = Number($("turn").value);
    remember(false);
    redrawLayers();
  });
  $("play").addEventListener("click", play);
  window.addEventListener("popstate", () => {
    fromUrl();
    update(false);
  });
  await update(false);
  document.body.dataset.ready = "true";
  document.body.dataset.readyMs = performance.now().toFixed(1);
}

main().catch((e) => {
  problem({ kind: "internal", message: `The engine could not start: ${e}` });
});
