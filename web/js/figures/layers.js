// 4. Each player alone: their own roll sequences by (space, score) after a turn of theirs, a
// grid per player, every count readable by tap or keyboard in the readout beside it.
import { html, nothing, svg } from "../../vendor/lit-html.js";
import { MIN_CELL, arrowStep, grouped, labelWidth, ordinal, playerColour, plural } from "../format.js";
import { num } from "../num.js";
import { icon } from "../icons.js";

/** The widest grid that keeps cells a finger can hit (MIN_CELL), in pixels. */
const MAX_WIDE = 1600;

/** Viridis, five stops interpolated: perceptually even and colour-blind safe. */
export function viridis(t) {
  const stops = [[68, 1, 84], [59, 82, 139], [33, 145, 140], [94, 201, 98], [253, 231, 37]];
  const x = Math.max(0, Math.min(1, t)) * (stops.length - 1);
  const i = Math.min(Math.floor(x), stops.length - 2);
  const f = x - i;
  const c = stops[i].map((v, k) => Math.round(v + (stops[i + 1][k] - v) * f));
  return `rgb(${c[0]},${c[1]},${c[2]})`;
}
const EMPTY = "#eef0f3";
const shadeOf = (s) => viridis(0.15 + 0.85 * Math.sqrt(s));

/** A scrubber with its play button: section 4's over each player's own turns (`kind`
 * "turn"), section 5's over the rounds ("round"). Each moves only its own figure. */
export function scrubber({ a, act, playing, kind, label, min = 0, value, last = null }) {
  last ??= a.turn_tables.last_turn;
  return html`<div class="scrubber">
    <button type="button" class="play" aria-label=${playing ? "Pause" : "Play"} @click=${() => act.play(kind)}>${playing ? icon.pause : icon.play}</button>
    <label for=${kind}>${label} <output>${value}</output> of ${last}</label>
    <input type="range" id=${kind} min=${min} max=${last} .value=${String(value)} @input=${(e) => act[kind](Number(e.target.value), e)}>
  </div>`;
}

export function layersSection({ a, layers, state, act, width, playing }) {
  const { rules } = a.solve;
  const words = html`
    <p>Players never meet: where one stands does not change another's rolls. So each player's
    game can be counted alone. After each of their turns, a grid holds how many of the player's
    own roll sequences put them on each space (rows) with each score (columns): the
    <dfn>universes of this player alone</dfn>, since each sequence of their rolls is one universe of
    theirs (${a.solve.starts.length === 1 ? "section 5 counts the game's universes from them" : "section 5 combines the players' into the game's universes"}).</p>
    <p>A turn splits every cell's count ${num(a.turn_tables.per_turn)} ways, one for each roll
    sequence of the turn; sequences whose rolls add up to the same move land on the same cell,
    and there their counts add. Sequences that reach ${rules.dirac_target} leave the grid: they are the player's
    <dfn>reached</dfn> count for that turn, and the rest are still <dfn>playing</dfn>. The grid
    empties in at most ${plural(a.turn_tables.last_turn, "turn")}.</p>
    <p>Tap a cell, or move through a grid with the arrow keys, to read its count and the totals
    of its row and column.</p>`;
  // Past the grids a page draws, the engine counts none and says why (`view::layers_drawn`).
  const refused = layers.find((l) => l?.error?.kind === "refused");
  if (refused) return { words, figure: html`<p class="help" id="layers-refused">${refused.error.message}</p>` };
  const players = a.turn_tables.players;
  const shown = players.slice(0, layers.length);
  const figure = html`
    ${scrubber({ a, act, playing: playing === "turn", kind: "turn", label: "Each player's turn", value: state.turn })}
    ${shown.length < players.length ? html`<p class="help">The grids of the first ${shown.length} of ${players.length} players.</p>` : ""}
    <div class="layers">${shown.map((p, i) => grid(p, i, layers[i], state, act, width, playing === "turn"))}</div>
    <div class="key"><span>0</span><span class="ramp" style=${`background:linear-gradient(to right,${EMPTY} 0 8%,${[0, 0.1, 0.25, 0.5, 0.75, 1].map(shadeOf).join(",")})`}></span><span>the grid's largest cell</span></div>
    <p class="caption">Colour: the cell's count, from an empty cell (grey) to the largest cell of each grid (yellow), on a square-root scale.</p>`;
  return { words, figure };
}

/** Player `i`'s grid `result` (`{ok}` or `{error}`), with its readout. */
function grid(p, i, result, state, act, width, playing) {
  if (!result || result.error) return html`<div class="layer">${result ? result.error.message : "no grid"}</div>`;
  const l = result.ok;
  const board = l.grid.length;
  const target = l.grid[0].length;
  // Each row's total beside it (the readout gives it always; a count is never cut short: a
  // total of more than 7 digits leaves the column out).
  const totals = board <= 30 && l.space_totals.every((t) => t.length <= 7);
  const [left, right, top, bottom] = [labelWidth(String(board).length), totals ? 64 : 6, 22, 40];
  // Cells a finger can hit: at least MIN_CELL pixels wide, the grid scrolling sideways in its
  // box when that is wider than the page (up to MAX_WIDE pixels; a wider grid fits the page).
  const fitted = (Math.min(width, 640) - left - right) / target;
  const wide = fitted < MIN_CELL && left + right + target * MIN_CELL <= MAX_WIDE;
  const cw = wide ? MIN_CELL : fitted;
  const w = left + right + target * cw;
  // Rows tall enough to label and to tap, unless the board is long.
  const ch = Math.max(Math.min(24, Math.max(cw, 18)), Math.min(18, 480 / board), 4);
  const h = top + board * ch + bottom;
  const chosen = state.cell && state.cell.player === i ? state.cell : null;
  const key = (e, space, score) => {
    const next = arrowStep(e.key, [space, score], [1, 0], [board, target - 1]);
    if (!next) return;
    e.preventDefault();
    act.cell({ player: i, space: next[0], score: next[1] });
  };
  // One listener per grid, not per cell: a cell says which it is in its data.
  const at = (e) => {
    const d = e.target.dataset;
    return d && d.space ? [Number(d.space), Number(d.score)] : null;
  };
  const pick = (e) => {
    const cell = at(e);
    if (!cell || (chosen && chosen.space === cell[0] && chosen.score === cell[1])) return;
    act.cell({ player: i, space: cell[0], score: cell[1] });
  };
  const keyed = (e) => {
    const cell = at(e);
    if (cell) key(e, ...cell);
  };
  // The cells as one piece of markup, which the browser parses at once (`.innerHTML` below),
  // rather than a template a cell: lit setting ten attributes a cell, one call each, was 6 to
  // 10 ms of a 30 ms change of the target (420 cells; Intel Xeon, Chromium). Every value in it
  // is a number, a count's digits or a colour made here. A cell that held the focus hands it
  // to the cell chosen once drawn (`draw` in explorer.js).
  const [cellWidth, cellHeight] = [Math.max(cw - 0.5, 0.5), ch - 0.5];
  let cells = "";
  for (let s = 1; s <= board; s++) {
    const y = top + (s - 1) * ch;
    for (let c = 0; c < target; c++) {
      const count = l.grid[s - 1][c];
      const focusable = chosen ? chosen.space === s && chosen.score === c : s === 1 && c === 0;
      cells += `<rect class="cell" id="cell-${i}-${s}-${c}" x="${left + c * cw}" y="${y}" width="${cellWidth}" \
height="${cellHeight}" fill="${count === "0" ? EMPTY : shadeOf(l.shade[s - 1][c])}" tabindex="${focusable ? 0 : -1}" \
role="button" aria-label="space ${s}, score ${c}: ${count}" data-space="${s}" data-score="${c}"></rect>`;
    }
  }
  const rowLabels = [];
  const totalLabels = [];
  for (let s = 1; s <= board; s++) {
    if (board <= 30 || s % 10 === 0 || s === 1) {
      rowLabels.push(svg`<text x=${left - 4} y=${top + (s - 0.5) * ch + 4} text-anchor="end">${s}</text>`);
    }
    if (totals) {
      totalLabels.push(svg`<text class="total" x=${w - 2} y=${top + (s - 0.5) * ch + 4} text-anchor="end">${grouped(l.space_totals[s - 1])}</text>`);
    }
  }
  const step = Math.max(1, Math.ceil(target / Math.max(2, Math.floor((w - left - right) / 28))));
  // Every `step`-th score, and the last one (the target less one), unless it would crowd the
  // one before it.
  const scores = [];
  for (let c = 0; c < target; c += step) scores.push(c);
  if (scores[scores.length - 1] !== target - 1) {
    if (target - 1 - scores[scores.length - 1] < step / 2 + 0.5 && scores.length > 1) scores.pop();
    scores.push(target - 1);
  }
  const colLabels = scores.map((c) => svg`<text x=${left + (c + 0.5) * cw} y=${top + board * ch + 14} text-anchor="middle">${c}</text>`);
  const mark = chosen
    ? svg`<rect class="chosen" x=${left + chosen.score * cw + 1} y=${top + (chosen.space - 1) * ch + 1} width=${Math.max(cw - 2.5, 1)} height=${ch - 2.5}></rect>`
    : "";
  // The cells with the scores' axis; a grid that scrolls keeps its spaces (the rows' labels)
  // and its rows' totals in svgs of their own beside it, each a slice of the same drawing.
  const cellsSvg = (viewBox, drawnWidth, more = "") => svg`<svg class=${drawnWidth ? "grid wide" : "grid"} viewBox=${viewBox}
      width=${drawnWidth ?? nothing} height=${drawnWidth ? h : nothing}
      role="group" @click=${pick} @focusin=${pick} @keydown=${keyed}
      aria-label=${`Player ${i + 1}'s sequences by space (rows) and score (columns) after ${l.turn} of their turns`}>
      <text class="label" x=${left} y=${top - 8}>score →</text>
      <g .innerHTML=${cells}></g>${mark}${colLabels}${more}
    </svg>`;
  const readout = chosen
    ? html`Space ${chosen.space}, score ${chosen.score}: <strong>${num(l.grid[chosen.space - 1][chosen.score])}</strong> sequences.
      Space ${chosen.space} over every score: ${num(l.space_totals[chosen.space - 1])};
      score ${chosen.score} over every space: ${num(l.score_totals[chosen.score])}.`
    : html`Tap a cell to read its count here.`;
  return html`<div class="layer">
    <p class="head"><span class="swatch" style=${`background:${playerColour(i)}`}></span>
      <strong>Player ${i + 1}</strong> (start ${p.start}), ${l.turn === 0 ? "before their first turn" : html`after their ${ordinal(l.turn)} turn`}:
      <strong>${num(l.playing)}</strong> ${l.playing === "1" ? "sequence" : "sequences"} still playing; largest cell ${num(l.largest)}; reached the target
      ${l.turn === 0 ? "none yet" : html`on this turn ${num(l.reached_on_turn)}, so far ${num(l.reached)}`}.</p>
    ${wide ? html`<div class="grid-box split">
      <svg class="grid grid-rows" viewBox=${`0 0 ${left} ${h}`} width=${left} height=${h} aria-hidden="true">${rowLabels}</svg>
      <div class="scroll grid-scroll">${cellsSvg(`${left} 0 ${w - left - right} ${h}`, w - left - right)}</div>
      ${totals ? svg`<svg class="grid grid-totals" viewBox=${`${w - right} 0 ${right} ${h}`} width=${right} height=${h}
        aria-hidden="true"><text class="label" x=${w - 2} y=${top - 8} text-anchor="end">row total</text>${totalLabels}</svg>` : ""}
      </div>
      <p class="caption">Rows: spaces 1 to ${board}. The grid scrolls sideways between its spaces and its rows' totals, which stay in view.</p>`
    : html`<div class="grid-box">${cellsSvg(`0 0 ${w} ${h}`, null, svg`
        ${totals ? svg`<text class="label" x=${w - 2} y=${top - 8} text-anchor="end">row total</text>` : ""}
        ${rowLabels}${totalLabels}
        <text class="label" x=${left} y=${h - 6}>rows: spaces 1 to ${board}</text>`)}</div>`}
    <p class="readout" id=${`layer-readout-${i}`} aria-live=${playing ? "off" : "polite"}>${readout}</p>
  </div>`;
}
