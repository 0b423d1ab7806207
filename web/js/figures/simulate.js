// Section 6's simulation: games played with seeded random dice (the engine rolls them), each
// player's running frequency of wins drawn against the number of games on a logarithmic
// scale, beside the exact probability (dashed) and the share of universes (dotted). Nothing
// else on the page comes from it.
import { html, svg } from "../../vendor/lit-html.js";
import { axes } from "../svg.js";
import { playerColour, tickLabels } from "../format.js";
import { num } from "../num.js";

/** The choices of games offered. */
export const GAMES = [100, 1000, 10000, 100000];

/** The players whose lines are drawn. */
const LINES = 8;

/** The seed typed: a whole number JavaScript holds exactly, else the text as typed, for the
 * engine to refuse in its own words (a seed is never rounded on the way). */
function seedOf(text) {
  const typed = text.trim();
  const n = Number(typed);
  return /^\d+$/.test(typed) && Number.isSafeInteger(n) ? n : typed;
}

export function simulation(a, sim, state, act, width) {
  const games = state.simGames ?? 1000;
  const seed = state.simSeed ?? 1;
  // Each label on the line of its field, whatever the width.
  const controls = html`<div class="sim-controls">
    <span class="field"><label for="sim-games">Games</label>
    <select id="sim-games" @change=${(e) => act.simulate(Number(e.target.value), seed, e)}>
      ${GAMES.map((g) => html`<option value=${g} ?selected=${g === games}>${num(g)}</option>`)}
    </select></span>
    <span class="field"><label for="sim-seed">Seed</label>
    <input id="sim-seed" type="number" min="0" step="1" .value=${String(seed)}
      @change=${(e) => act.simulate(games, seedOf(e.target.value), e)}></span>
    ${typeof seed === "number" && seed < Number.MAX_SAFE_INTEGER
      ? html`<button type="button" id="sim-again" @click=${(e) => act.simulate(games, seed + 1, e)}>Roll again (seed ${seed + 1})</button>` : ""}
  </div>`;
  const words = html`<h3>Rolling real dice</h3>
    <p>Play the game for real: roll a random Dirac die for every roll of every turn until
    someone reaches ${a.solve.rules.dirac_target}, and again, game after game. Each game is one
    universe, drawn with its probability. As the games add up, each player's share of the
    games won settles on their exact probability of winning, not on their share of the
    universes. The dice are seeded: the same seed rolls the same games.</p>`;
  // One template whatever the state, so that the controls stay the same elements (a focused
  // seed is not taken away while it is being changed).
  const page = (body) => html`${words}${controls}${body}`;
  if (!sim || sim.key !== `${games}|${seed}`) {
    return page(html`<p class="help" id="sim-readout">Rolling ${num(games)} games…</p>`);
  }
  if (sim.answer.error) {
    return page(html`<p class="help" id="sim-readout">${sim.answer.error.message}</p>`);
  }
  const s = sim.answer.ok;
  // The exact probability and share come with the games, from the same engine call.
  const [p, share] = [s.win_probability, s.share];
  const n = Math.min(s.games_won.length, LINES);
  const [w, h, pad] = [width, 220, { l: 48, r: 24, t: 24, b: 40 }];
  const last = Math.max(s.games, 10);
  const x = (g) => pad.l + ((w - pad.l - pad.r) * Math.log10(g)) / Math.log10(last);
  const y = (v) => h - pad.b - (h - pad.t - pad.b) * v;
  const powers = [];
  for (let g = 1; g <= last; g *= 10) powers.push(g);
  const xTicks = tickLabels(powers);
  const yTicks = [0, 0.25, 0.5, 0.75, 1].map((v) => [v, `${v * 100}%`]);
  const lines = Array.from({ length: n }, (_, i) => {
    const colour = playerColour(i);
    const points = s.running.map((r) => `${x(r.games)},${y(r.frequency_height[i])}`).join(" ");
    const [exact, universes] = [s.win_height[i], s.share_height[i]];
    return svg`<line class="exact" x1=${pad.l} x2=${w - pad.r} y1=${y(exact)} y2=${y(exact)} stroke=${colour}></line>
      <line class="share" x1=${pad.l} x2=${w - pad.r} y1=${y(universes)} y2=${y(universes)} stroke=${colour}></line>
      <polyline class="running" points=${points} stroke=${colour}></polyline>`;
  });
  const chart = html`<svg class="chart" id="sim-chart" viewBox=${`0 0 ${w} ${h}`} role="img"
      aria-label="Each player's share of the games won as the games add up, against the exact probability (dashed) and the share of universes (dotted)">
    ${axes({ w, h, pad, x, y, xTicks, yTicks, xLabel: "games played (logarithmic scale)", yLabel: "games won" })}
    ${lines}
  </svg>`;
  const readout = html`<div class="readout" id="sim-readout" aria-live="polite">
    <p>After <strong>${num(s.games)}</strong> games (seed ${s.seed}):</p>
    <div class="scroll"><table class="sim-table stacks"><thead><tr><th>player</th><th>share of games</th><th>probability</th><th>share of universes</th><th>games won</th></tr></thead>
    <tbody>${s.games_won.slice(0, LINES).map((wins, i) => html`<tr>
      <td data-label="player"><span class="swatch" style=${`background:${playerColour(i)}`}></span> ${i + 1}</td>
      <td data-label="share of games">${s.frequency[i].percent}</td><td data-label="probability">${p[i].percent}</td>
      <td data-label="share of universes">${share[i].percent}</td><td data-label="games won">${num(wins)}</td></tr>`)}</tbody></table></div>
  </div>`;
  return page(html`${chart}${readout}
    <p class="caption">Solid: each player's share of the games won so far; dashed: their exact
    probability of winning; dotted: their share of the universes, part 2's measure, which the
    games do not approach. The table's "probability" and "share of universes" are the engine's
    exact values, rounded once.</p>`);
}
