// 8. How the game changes as one rule changes: each player's probability of winning (solid)
// and share of the universes (dashed) across the rule's values, the game's own value marked.
// Every number is the engine's (`dirac scan`); a tap on a value plays it above.
import { html, svg } from "../../vendor/lit-html.js";
import { axes } from "../svg.js";
import { playerColour } from "../format.js";

/** The rules the figure varies, `[key, name]` in the engine's order (`view::PAGE_SCANNED`),
 * named as the engine names them; set once the engine is ready (`useScanned`). */
let SCANNED = [];

/** Takes the rules the engine scans (`scanned()`, their keys) and names them from the
 * engine's rules (`rules()`). */
export function useScanned(keys, rules) {
  SCANNED = keys.map((k) => [k, rules.find((r) => r.key === k)?.name ?? k]);
}

export function scanSection({ scan, state, act, width }) {
  const rule = state.scanRule ?? "dirac-target";
  const name = SCANNED.find(([k]) => k === rule)?.[1] ?? rule;
  const choose = html`<p><label for="scan-rule">Vary the</label>
    <select id="scan-rule" @change=${(e) => act.scanRule(e.target.value)}>
      ${SCANNED.map(([k, n]) => html`<option value=${k} ?selected=${k === rule}>${n}</option>`)}
    </select>, the other rules and the players as above.</p>`;
  const words = html`
    <p>One game is one point of a whole space of rules. Here the game is played under every
    value of one rule: solid lines are each player's probability of winning, dashed lines their
    share of the universes, and the grey band is the game above. Where the two disagree, the
    player who wins more universes is not the one who wins more often: their wins come in long
    games, which split into more universes.</p>
    <p>Tap a value to read it, and press <em>Play</em> to play it above.</p>
    ${choose}`;
  if (!scan || scan.rule !== rule) return { words, figure: html`<p class="help">Computing…</p>` };
  if (scan.answer.error) {
    return { words, figure: html`<p class="help" id="scan-problem">${scan.answer.error.message}</p>` };
  }
  const s = scan.answer.ok;
  const points = s.scan_chart.drawn_values;
  const n = s.scan_chart.players_drawn;
  const [w, h, pad] = [width, 260, { l: 48, r: 16, t: 24, b: 40 }];
  const xs = points.map((p) => p.x);
  const [lo, hi] = [Math.min(...xs), Math.max(...xs)];
  const span = Math.max(hi - lo, 1);
  const x = (v) => pad.l + ((v - lo + 0.5) / (span + 1)) * (w - pad.l - pad.r);
  const y = (v) => h - pad.b - (h - pad.t - pad.b) * v;
  const step = (w - pad.l - pad.r) / (span + 1);
  const every = Math.max(1, Math.ceil(points.length / Math.max(2, Math.floor((w - pad.l - pad.r) / 32))));
  const xTicks = points.filter((_, k) => k % every === 0).map((p) => [p.x, p.label]);
  const yTicks = [0, 0.25, 0.5, 0.75, 1].map((v) => [v, `${v * 100}%`]);
  const current = s.scan_chart.current;
  const at = Math.min(state.scanAt ?? current ?? 0, points.length - 1);
  // Joined left to right whatever the order of the values.
  const byX = [...points].sort((p, q) => p.x - q.x);
  const line = (i, key) => byX.map((p) => `${x(p.x)},${y(p[key][i])}`).join(" ");
  const lines = [];
  for (let i = 0; i < n; i += 1) {
    lines.push(svg`<polyline class="scan-win" points=${line(i, "win_height")} stroke=${playerColour(i)}></polyline>`);
    lines.push(svg`<polyline class="scan-share" points=${line(i, "share_height")} stroke=${playerColour(i)}></polyline>`);
  }
  const key = (e, k) => {
    const next = { ArrowLeft: k - 1, ArrowRight: k + 1, Home: 0, End: points.length - 1 }[e.key];
    if (e.key === "Enter" || e.key === " ") {
      e.preventDefault();
      act.scanPlay(rule, points[k].label, e);
    } else if (next !== undefined) {
      e.preventDefault();
      act.scanAt(Math.max(0, Math.min(points.length - 1, next)), true);
    }
  };
  // A column a value for the finger: the whole height, as wide as the step between values.
  const columns = points.map((p, k) => {
    const row = s.by_value[k];
    const chances = row.win_probability.map((q, i) => `player ${i + 1} ${q.percent}`).join(", ");
    return svg`<rect class=${k === at ? "scan-column at" : "scan-column"} id=${`scan-${k}`} x=${x(p.x) - step / 2} y=${pad.t}
      width=${step} height=${h - pad.t - pad.b} tabindex=${k === at ? 0 : -1} role="button"
      aria-label=${`${name} ${p.label}: ${chances}`}
      @click=${() => act.scanAt(k)} @keydown=${(e) => key(e, k)}></rect>`;
  });
  const band = current === null || current === undefined ? "" :
    svg`<rect class="scan-current" x=${x(points[current].x) - step / 2} y=${pad.t} width=${step} height=${h - pad.t - pad.b}></rect>`;
  const marker = svg`<line class="scan-at" x1=${x(points[at].x)} x2=${x(points[at].x)} y1=${pad.t} y2=${h - pad.b}></line>`;
  const row = s.by_value[at];
  const readout = html`<div class="readout" id="scan-readout" aria-live="polite">
    <p><strong>${name} ${row.value}</strong>${at === current ? " (the game above)" : ""}</p>
    ${row.win_probability.slice(0, n).map((q, i) => html`<p><span class="swatch" style=${`background:${playerColour(i)}`}></span>
      Player ${i + 1} wins with probability <strong>${q.percent}</strong> and in <strong>${row.dirac.share[i].percent}</strong> of the universes.</p>`)}
    ${row.contrast ? html`<p class="contrast">${row.contrast}</p>` : ""}
    ${at === current ? "" : html`<button type="button" id="scan-play" @click=${(e) => act.scanPlay(rule, row.value, e)}>Play ${name} ${row.value}</button>`}
  </div>`;
  const noted = s.by_value.filter((r) => r.contrast).map((r) => r.value);
  const figure = html`
    <svg class="chart" id="scan" viewBox=${`0 0 ${w} ${h}`} role="group"
      aria-label=${`Each player's probability of winning and share of the universes as the ${name} changes; tap a value to read it`}>
      ${band}
      ${axes({ w, h, pad, x, y, xTicks, yTicks, xLabel: name, yLabel: "probability and share" })}
      ${lines}
      ${marker}
      ${columns}
    </svg>
    <p class="scan-key">${Array.from({ length: n }, (_, i) => html`<span class="nowrap"><span class="swatch" style=${`background:${playerColour(i)}`}></span> player ${i + 1}</span> `)}
      <span class="nowrap">solid: probability of winning;</span> <span class="nowrap">dashed: share of the universes.</span></p>
    ${readout}
    <p class="caption" id="scan-caption">${noted.length
      ? `The player ahead in universes is not the likelier winner at ${noted.length === 1 ? "the value" : "the values"} ${noted.join(", ")}.`
      : "Here the player ahead in universes is always the likelier winner."}</p>`;
  return { words, figure };
}
