// 6. Share of universes against probability of winning, and how long the game lasts.
import { html, svg } from "../../vendor/lit-html.js";
import { axes } from "../svg.js";
import { playerColour, plural, ticks } from "../format.js";
import { num } from "../num.js";
import { simulation } from "./simulate.js";

export function chancesSection({ a, sim, state, act, width }) {
  const { dirac } = a.solve;
  const p = a.stats.win_probability;
  const words = html`
    <p>Part 2 counts universes. But universes are not equally likely: a game that ends in an
    early round has split fewer times, so it stands for fewer universes and more probability
    than one that goes on. A player who tends to win quickly has a larger probability of
    winning than share of the universes won.</p>
    <p>The probability is exact: a universe after t turns of all players has probability
    1 / ${num(a.turn_tables.per_turn)}<sup>t</sup>, and the engine sums these fractions.</p>`;
  // The columns the section compares first, so that a narrow screen shows them; the counts
  // they come from after.
  // On a narrow screen each row stacks, every value beside its column's name (`data-label`).
  const table = html`<div class="scroll"><table id="chances" class="stacks">
    <thead><tr><th>player</th><th>probability of winning</th><th>share of universes</th><th>universes won</th><th>start</th></tr></thead>
    <tbody>${dirac.wins.map((wins, i) => html`<tr>
      <td data-label="player"><span class="swatch" style=${`background:${playerColour(i)}`}></span> ${i + 1}</td>
      <td data-label="probability of winning">${p[i].percent}</td><td data-label="share of universes">${dirac.share[i].percent}</td>
      <td data-label="universes won" class="long">${num(wins)}</td><td data-label="start">${a.solve.starts[i]}</td></tr>`)}</tbody></table></div>`;
  return { words, figure: html`${table}${length(a, state, act, width)}${simulation(a, sim, state, act, width)}` };
}

/** The game's length in turns of all players: one bar per length. */
function length(a, state, act, width) {
  const rows = a.stats.length;
  const value = (r) => r.height;
  // The lengths the engine marks drawn (a probability of at least 1/2000, decided exactly).
  const drawn = rows.filter((r) => r.charted);
  const [w, h, pad] = [width, 200, { l: 48, r: 24, t: 26, b: 40 }];
  const max = Math.max(...drawn.map(value), 1e-9);
  const yTicks = ticks(max * 100, 4).map((v) => [v / 100, `${v}%`]);
  const top = Math.max(max, yTicks[yTicks.length - 1][0]);
  const bw = (w - pad.l - pad.r) / Math.max(drawn.length, 1);
  const x = (k) => pad.l + (k + 0.5) * bw;
  const y = (v) => h - pad.b - ((h - pad.t - pad.b) * v) / top;
  const every = Math.max(1, Math.ceil(drawn.length / Math.max(2, Math.floor(w / 36))));
  const xTicks = drawn.map((r, k) => [k, String(r.turns)]).filter((_, k) => k % every === 0);
  const chosen = drawn.findIndex((r) => r.turns === state.length);
  // The length read: the one chosen, else the engine's most likely.
  const pick = chosen >= 0 ? drawn[chosen] : drawn.find((r) => r.turns === a.stats.most_likely_turns) ?? drawn[0];
  const bars = drawn.map((r, k) => svg`<rect class=${r === pick ? "bar picked" : "bar"} x=${pad.l + k * bw + bw * 0.12} y=${y(value(r))}
    width=${bw * 0.76} height=${Math.max(0, y(0) - y(value(r)))} @click=${(e) => act.length(r.turns, e)}><title>${`${r.turns} turns: ${r.probability.percent}`}</title></rect>`);
  const left = rows.length - drawn.length;
  return html`
    <h3>How long the Dirac game lasts</h3>
    <p class="help" id="length-unit">In turns of all players, every player's move counted (section 5 counts
    rounds: a round is ${plural(a.solve.starts.length, "turn")} here).</p>
    <svg class="chart" id="length" viewBox=${`0 0 ${w} ${h}`} role="img" aria-label="The probability of each length of the game, in turns of all players; read a bar below">
      ${axes({ w, h, pad, x, y, xTicks, yTicks, xLabel: "length of the game, in turns of all players", yLabel: "probability" })}
      ${bars}
    </svg>
    <div class="scrubber">
      <label for="length-pick">Length</label>
      <input type="range" id="length-pick" min="0" max=${Math.max(drawn.length - 1, 0)} .value=${String(Math.max(drawn.indexOf(pick), 0))}
        @input=${(e) => act.length(drawn[Number(e.target.value)].turns, e)}>
    </div>
    <p class="readout" id="length-readout" aria-live="polite">${pick ? html`A game of <strong>${pick.turns}</strong> turns of all players:
      probability <strong>${pick.probability.percent}</strong>${pick.turns === a.stats.most_likely_turns ? " (the most likely length)" : ""}.` : ""}
      On average the game lasts ${a.stats.expected_turns.short} turns of all players (${a.stats.expected_rolls.short} rolls).
      ${left ? `${left} lengths of probability under 0.05% each are not drawn.` : ""} Tap a bar, or move the slider, to read it.</p>`;
}
