// 7. Every pair of starts: player 1's probability of winning for each, coloured and labelled
// by the engine; the pair under the finger or the keyboard is read out beside the grid.
import { html, svg } from "../../vendor/lit-html.js";
import { MIN_CELL, arrowStep } from "../format.js";
import { num } from "../num.js";

/** The largest board whose cells are labelled with their percentage. */
const LABELLED = 12;

export function sweepSection({ a, sweep, state, act, width, history }) {
  const words = html`
    <p>Two players under these rules: for each pair of starts, the probability that player 1
    wins the Dirac game: red where player 1 is favoured, blue where player 2 is, grey at even
    chances. The colours and percentages are the command line's (<code>dirac sweep</code>).</p>
    <p>Tap a pair, or move with the arrow keys, to read it beside the grid; its button (or
    Enter) plays those starts above, a game of these two players, which every section then
    follows. "Back to the puzzle's example" above undoes it.</p>`;
  // Not made yet: every other section is drawn first, the sweep (100 games or more) after.
  if (!sweep) return { words, figure: html`<p class="help" id="sweep-waiting">Computing the sweep…</p>` };
  if (sweep.error) return { words, figure: html`<p class="help" id="sweep-problem">${sweep.error.message}</p>` };
  const s = sweep.ok;
  const b = s.rules.board;
  // The game's pair, when it is a pair of this board (the game may be the last one played,
  // kept while the rules shown are refused).
  const onBoard = (pair) => pair.every((p) => p >= 1 && p <= b);
  const [p1, p2] = a.solve.starts.length === 2 && onBoard(a.solve.starts) ? a.solve.starts : [0, 0];
  const focus = state.pair && onBoard(state.pair) ? state.pair : p1 ? [p1, p2] : [1, 1];
  const left = 28;
  // Beside its readout when there is room, else the whole width; wider than that (the readout
  // below) before its cells are too small to tap.
  const size = width >= 600 ? Math.max(Math.min(width - 250, 480), Math.min(width, left + MIN_CELL * b)) : width;
  // Cells a finger can hit: on a board too long for the width, the sweep scrolls sideways
  // in its box (the sweep stops at 32 spaces: 796 pixels at most).
  const fitted = Math.floor((size - left) / b);
  const wide = fitted < MIN_CELL;
  const cell = wide ? MIN_CELL : Math.min(48, fitted);
  const w = left + cell * b;
  const labelled = b <= LABELLED && cell >= 24;
  const cellAt = (a1, a2) => s.cells[(a1 - 1) * b + (a2 - 1)];
  const key = (e, a1, a2) => {
    if (e.key === "Enter" || e.key === " ") {
      e.preventDefault();
      act.playPair([a1, a2], e);
      return;
    }
    const next = arrowStep(e.key, [a1, a2], [1, 1], [b, b]);
    if (!next) return;
    e.preventDefault();
    act.pair(next, true);
  };
  const cells = s.cells.map((c) => {
    const [a1, a2] = c.starts;
    const [x, y] = [left + (a2 - 1) * cell, left + (a1 - 1) * cell];
    const focused = focus[0] === a1 && focus[1] === a2;
    return svg`<rect class="cell" id=${`pair-${a1}-${a2}`} data-starts=${`${a1},${a2}`} x=${x} y=${y} width=${cell} height=${cell} fill=${c.colour}
        tabindex=${focused ? 0 : -1} role="button" aria-label=${`player 1 on ${a1}, player 2 on ${a2}: player 1 wins with probability ${c.win_probability[0].percent}`}
        @click=${() => act.pair([a1, a2], true)} @focus=${() => focused || act.pair([a1, a2])} @keydown=${(e) => key(e, a1, a2)}></rect>`;
  });
  // The labels above the outlines, so that a chosen cell's border never covers its label.
  const font = cell >= 34 ? 12 : 11;
  const labels = labelled ? s.cells.map((c) => {
    const [a1, a2] = c.starts;
    const [x, y] = [left + (a2 - 1) * cell, left + (a1 - 1) * cell];
    return svg`<text class="label" data-starts=${`${a1},${a2}`} x=${x + cell / 2} y=${y + cell / 2 + 4} text-anchor="middle" style=${`font-size:${font}px`}>${c.label}</text>`;
  }) : [];
  // Each column's best start for player 1 (the engine's `best_by_column`), marked by a dot
  // inside its cell (whole percentages can tie where the probabilities do not): centred, and
  // where the cells are labelled, in the band between the label's line (its baseline and
  // descent, a quarter of its size) and the outline of a chosen cell (3 px inside the cell).
  const [below, above] = labelled ? [cell / 2 + 4 + font / 4 + 0.5, cell - 3.5] : [0, cell];
  const dot = Math.max(1.5, Math.min(2.5, (above - below) / 2));
  const bests = s.summary.best_by_column.map((a1, k) => svg`<circle class="best" data-starts=${`${a1},${k + 1}`}
      cx=${left + (k + 0.5) * cell} cy=${left + (a1 - 1) * cell + (below + above) / 2} r=${dot}></circle>`);
  // Axis labels on round steps that end on the last space (1, 5, 10, 15, 20), every space
  // while they fit.
  const axis = [];
  const fit = Math.max(1, Math.floor((w - left) / 22));
  const every = b <= fit ? 1 : [2, 5, 10, 20, 50, 100, 200, 500].find((k) => Math.ceil(b / k) + 1 <= fit) ?? Math.ceil(b / fit);
  const marked = [1];
  for (let k = every; k < b; k += every) if (k - 1 >= every / 2 + 0.5 && b - k >= every / 2) marked.push(k);
  if (b > 1) marked.push(b);
  for (const k of marked) {
    // Kept inside the figure: the last column's number moves in by half its width if need be.
    const half = String(k).length * 3.7;
    axis.push(svg`<text x=${Math.min(left + (k - 0.5) * cell, w - half - 1)} y=${left - 8} text-anchor="middle">${k}</text>`);
    axis.push(svg`<text x=${left - 6} y=${Math.min(left + (k - 0.5) * cell + 4, w - 4)} text-anchor="end">${k}</text>`);
  }
  const outline = (pair, cls) => svg`<rect class=${cls} x=${left + (pair[1] - 1) * cell + 1.5} y=${left + (pair[0] - 1) * cell + 1.5} width=${cell - 3} height=${cell - 3}></rect>`;
  const c = cellAt(focus[0], focus[1]);
  const playing = p1 === focus[0] && p2 === focus[1];
  const readout = c ? html`<div class="readout" id="sweep-readout" aria-live="polite">
      <p><strong>Player 1 on ${focus[0]}, player 2 on ${focus[1]}</strong>${playing ? " (the starts above)" : ""}</p>
      <p>Player 1 wins with probability <strong>${c.win_probability[0].percent}</strong>
        (<span class="long">${num(c.win_probability[0].numerator)} / ${num(c.win_probability[0].denominator)}</span>);
        player 2 with <strong>${c.win_probability[1].percent}</strong>.</p>
      <p>Part 1: <strong>${num(c.practice_answer)}</strong></p>
      <p>Part 2: <strong class="long">${num(c.dirac_answer)}</strong></p>
      <p>Universes won: ${num(c.wins[0])} and ${num(c.wins[1])}.</p>
      ${(() => {
        const best = s.summary.best_by_column[focus[1] - 1];
        const bc = cellAt(best, focus[1]);
        return bc ? html`<p id="sweep-column">Against player 2 on ${focus[1]} (this column), player 1 does best
          starting on <strong>${best}</strong>: ${bc.win_probability[0].percent}.</p>` : "";
      })()}
      ${playing ? "" : html`<button type="button" @click=${(e) => act.playPair(focus, e)}>Play these starts${a.solve.starts.length === 2 ? "" : " (two players)"}</button>
        <p class="help">Playing them replaces the game above and every section follows; "Back to
        the puzzle's example" above returns to it${history ? ", and the browser's Back button to the game before" : ""}.</p>`}
    </div>` : "";
  const summary = s.summary;
  // A game of other than two players is not on the grid: said, so that the pair read is not
  // taken for it.
  const players = a.solve.starts.length;
  const elsewhere = players === 2 ? "" : html`<p class="help" id="sweep-not-here">The game above has
    ${players === 1 ? "one player" : `${players} players`}: it is not on this grid, which plays two players under
    its rules. The outlined pair is the one read.</p>`;
  const figure = html`${elsewhere}${wide ? html`<p class="help" id="sweep-scrolls">The grid scrolls sideways: player 2's
    starts run from 1 to ${b}.</p>` : ""}<div class="sweep-wrap">
    <div class=${wide ? "sweep-box scroll" : "sweep-box"}>
    <svg class=${wide ? "sweep wide" : "sweep"} id="sweep" viewBox=${`0 0 ${w} ${w}`} width=${w} role="group"
      aria-label="Player 1's probability of winning for every pair of starts; rows: player 1's start, columns: player 2's">
      ${cells}
      ${p1 ? outline([p1, p2], "playing") : ""}
      ${outline(focus, "focus")}
      ${labels}
      ${bests}
      ${axis}
    </svg>
    </div>
    ${readout}
  </div>
  <div class="key"><span>${s.scale.low}%</span><span class="ramp" style=${`background:linear-gradient(to right,${s.key.join(",")})`}></span><span>${s.scale.high}%</span></div>
  <p class="caption">Rows: player 1's start; columns: player 2's. A dot marks player 1's best
  start against each start of player 2 (the most likely to win in its column). Player 1 is more likely than
  not to win in ${summary.first_mover_favoured} of ${summary.games} pairs; best for player 1: starts
  ${summary.best[0].starts.join(" and ")} (${summary.best[0].probability.percent}), worst: starts
  ${summary.worst[0].starts.join(" and ")} (${summary.worst[0].probability.percent}); best for
  player 2: starts ${summary.best[1].starts.join(" and ")} (${summary.best[1].probability.percent}).</p>`;
  return { words, figure };
}
