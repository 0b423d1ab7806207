// 5. The players combined, round by round: each player's wins in a round as a product of the
// players' own counts, written out for the round chosen; and who wins in which round, by
// probability and by universes, every round drawn.
import { html, svg } from "../../vendor/lit-html.js";
import { axes } from "../svg.js";
import { ordinal, playerColour, plural, ticks } from "../format.js";
import { num } from "../num.js";
import { scrubber } from "./layers.js";

/** The round shown: the one chosen here (section 5's own control, apart from section 4's
 * turn), or at first the first round anyone wins in. */
export function shownRound(a, state) {
  const rounds = a.turn_tables.rounds;
  const first = a.turn_tables.first_win_round;
  return Math.min(state.round > 0 ? state.round : first, Math.max(rounds.length, 1));
}

export function roundsSection({ a, state, act, width, playing }) {
  const round = shownRound(a, state);
  const terms = a.explain.round_terms[round - 1];
  const product = (t) => html`<div class="product">
    <p><span class="who" style=${`--c:${playerColour(t.player - 1)}`}>Player ${t.player}</span> wins in round ${round} in</p>
    <div class="equation">${t.factors.map((f, k) => html`<span class="factor">
      <span class="count">${k ? html`<span class="times">× </span>` : ""}${num(f.count)}</span>
      <span class="why">${f.of === "reached"
        ? html`player ${f.player} reaches the target on their ${ordinal(f.turn)} turn`
        : html`player ${f.player} still playing after ${f.turn === 0 ? "no turn" : html`their ${ordinal(f.turn)} turn`}`}</span></span>`)}
    <span class="factor total"><strong class="count">= ${num(t.product)}</strong><span class="why">universes: the product</span></span></div></div>`;
  const words = html`
    <p>A universe of the game is one roll sequence of each player, played in turn. A player
    wins in round t when their own sequence reaches the target on their t-th turn while every
    other player's is still below it: after t turns for the players before them, after t − 1
    for those after them, who have not moved yet in that round.</p>
    <p>Each player's sequences combine with every other's, so the universes multiply: the count
    is the product of the players' own counts from section 4. Round ${round}:</p>
    ${terms ? terms.terms.map(product) : html`<p class="help">Written out for games of at most 8 players.</p>`}
    <p>Summed over the rounds, these products are the universes each player wins: part 2's
    answer is the largest, <strong>${num(a.solve.dirac.answer)}</strong>.</p>`;
  const figure = html`
    ${scrubber({ a, act, playing: playing === "round", kind: "round", label: "Round", min: 1, value: round, last: Math.max(a.turn_tables.rounds.length, 1) })}
    ${chart(a, round, width, act, "probability")}
    ${chart(a, round, width, act, "universes")}
    ${readout(a, round, playing === "round")}
    <p class="caption" id="rounds-caption">Every round is drawn. By probability the late rounds all but vanish, yet
    they hold many of the universes: a long game has split more often. A round is one turn of every player (${plural(a.solve.starts.length, "turn")} of all players); section 6 counts the game's length in turns of all players.</p>`;
  return { words, figure };
}

/** Bars per round: each player's probability of winning in it, with the probability that
 * nobody has won yet as a line; or each player's share of all universes won in it. */
function chart(a, round, width, act, measure) {
  const rounds = a.chart.bars;
  const perPlayer = a.chart.per_player;
  const [w, h, pad] = [width, 170, { l: 48, r: 24, t: 10, b: 40 }];
  const of = (r) => (measure === "probability" ? r.win_height : r.universes_height);
  const top = measure === "probability" ? 1 : Math.max(...rounds.map((r) => of(r).reduce((s, v) => s + v, 0)), 1e-9);
  const count = Math.max(rounds.length, 1);
  const bw = (w - pad.l - pad.r) / count;
  const x = (k) => pad.l + (k - 0.5) * bw;
  const y = (p) => h - pad.b - ((h - pad.t - pad.b) * p) / top;
  // Every round labelled wherever its label fits under its bar (7 px a digit, and a gap);
  // past that, round steps, each bar still read on tap.
  const fits = bw >= 7 * String(count).length + 6;
  const rounds1 = Array.from({ length: count }, (_, k) => k + 1);
  const xTicks = (fits ? rounds1 : ticks(count, Math.max(3, Math.floor(w / 50)), true).filter((k) => k >= 1)).map((k) => [k, String(k)]);
  const yTicks = ticks(top * 100, 4).map((v) => [v / 100, `${v}%`]);
  const bars = rounds.map((r) => {
    let below = 0;
    return of(r).map((p, i) => {
      const rect = svg`<rect class="round-bar" x=${pad.l + (r.round - 1) * bw + bw * 0.12} y=${y(below + p)} width=${bw * 0.76}
        height=${Math.max(0, y(below) - y(below + p))} fill=${perPlayer ? playerColour(i) : "#56b4e9"}></rect>`;
      below += p;
      return rect;
    });
  });
  const hit = rounds.map((r) => svg`<rect class="hit" x=${pad.l + (r.round - 1) * bw} y=${pad.t} width=${bw} height=${h - pad.t - pad.b}
    @click=${(e) => act.round(r.round, e)}><title>${`round ${r.round}`}</title></rect>`);
  const line = measure === "probability"
    ? svg`<polyline class="undecided" points=${rounds.map((r) => `${x(r.round)},${y(r.undecided_height)}`).join(" ")}></polyline>`
    : "";
  const chosen = svg`<rect class="chosen-round" x=${pad.l + (round - 1) * bw} y=${pad.t} width=${bw} height=${h - pad.t - pad.b}></rect>`;
  const title = measure === "probability"
    ? "Probability of winning in the round (line: that nobody has won yet)"
    : "Universes won in the round, as a share of all";
  return html`<p class="chart-title">${title}</p><svg class="chart rounds" id=${`rounds-${measure}`} viewBox=${`0 0 ${w} ${h}`} role="img"
      aria-label=${`${title}, by round; read the chosen round below the charts`}>
    ${chosen}
    ${axes({ w, h, pad, x, y, xTicks, yTicks, xLabel: "round" })}
    ${bars}${line}${hit}
  </svg>`;
}

/** The chosen round's numbers, as the bars encode them. */
function readout(a, round, playing) {
  const r = a.chart.bars[round - 1];
  if (!r) return "";
  const who = (i) => (a.chart.per_player ? `Player ${i + 1}` : "A player");
  return html`<div class="readout" id="round-readout" aria-live=${playing ? "off" : "polite"}>
    <strong>Round ${round}</strong>:
    ${r.win_percent.map((p, i) => html`${who(i)} wins with probability ${p}, ${r.universes_percent[i]} of all universes won; `)}
    nobody has won after it with probability ${r.undecided_percent}.</div>`;
}
