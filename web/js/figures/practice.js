// 2. The practice game: the scores climbing to the target, the points of each turn repeating,
// and the cycle that lets the engine skip to any target.
import { html, svg } from "../../vendor/lit-html.js";
import { axes } from "../svg.js";
import { grouped, labelWidth, ordinal, playerColour, plural, tickLabel, tickLabels, ticks } from "../format.js";
import { num } from "../num.js";
import { standings } from "../trace.js";

/** The most players whose cycles the words list. */
const LISTED = 8;

/** Turns of all players drawn in the points chart, per player. */
const POINTS_TURNS = 60;

export function practiceSection({ a, width }) {
  const { rules, starts, practice } = a.solve;
  const { practice_cycles: cycles } = a.explain;
  const n = starts.length;
  const target = rules.practice_target;
  const shown = cycles.cycles.slice(0, LISTED);
  const cycleWords = shown.map((c, i) => {
    const who = html`<span class="who" style=${`--c:${playerColour(i)}`}>Player ${i + 1}</span>`;
    // Why the die comes round for this player after `die_period` of their turns.
    const die = html`The die is back where it was for them every <strong>${num(c.die_period)}</strong> of their
      turns: its ${num(rules.practice_die)} values, ${num(c.rolls_apart)} rolls from one of their turns to the
      next, come round after ${num(rules.practice_die)} ÷ gcd(${num(rules.practice_die)}, ${num(c.rolls_apart)}) turns.`;
    if (c.turns === null) {
      return html`<li>${who}: no cycle found within the page's limits. ${die}</li>`;
    }
    const period = String(c.die_period);
    const turns = String(c.turns);
    // Why so many spans: each leaves the player the same spaces on past whole laps, and the
    // fewest spans whose spaces make whole laps bring them back (the engine's `span_rest`).
    const spans = c.span_rest === null ? null
      : html`Their moves repeat with the die, but one span of ${num(c.die_period)} turns leaves them
        ${plural(c.span_rest, "space")} on past whole laps of the board; ${num(c.spans)} spans
        (${num(c.turns)} turns) move them ${num(c.spans)} × ${num(c.span_rest)} spaces on, the fewest
        that make whole laps of ${num(rules.board)}, so they are back where they started.`;
    const why = turns === period
      ? "Their moves repeat with the die, and over those turns they make whole laps of the board."
      : spans ?? "Their moves, counted on the board, repeat on a period of their own (the die's values can repeat on the board before the die comes round), and after these turns they make whole laps.";
    const listed = c.laps !== null
      ? html` Their moves on the board (each sum less whole laps) are ${c.moves.join(", ")}
        spaces, landing on ${c.spaces.join(", ")}: ${c.laps === 0 ? "no move at all past whole laps" : c.laps === 1 ? "one whole lap in all" : `${c.laps} whole laps in all`}, so back where they started.`
      : c.moves.length
        ? html` Their first ${c.moves.length} moves on the board: ${c.moves.join(", ")}, … spaces, landing on
          ${c.spaces.join(", ")}, ….`
        : "";
    return html`<li class="cycle">${who} is back on space ${starts[i]},
      about to make the same moves again, ${c.turns === 1 ? "after each of their turns" : html`every <strong>${num(c.turns)}</strong> of their turns`}, having scored
      <strong>${num(c.points)}</strong> ${c.points === "1" ? "point" : "points"}. ${die} ${why}${listed}${c.reached_first
        ? html` <strong>The target comes first:</strong> the game ends before they come round.` : ""}</li>`;
  });
  const words = html`
    <p>The practice die rolls <code>${rules.practice_sequence}</code> in order and starts over.
    A move is the sum of the next rolls, and only its remainder on the board matters (moving
    ${plural(rules.board, "space")} more lands on the same space). Each turn's rolls come later on the
    die than the last, so the remainders of a player's moves run through a pattern that
    repeats; their space depends only on their moves, so each player comes back to their start
    about to make the same moves again:</p>
    <ul>${cycleWords}</ul>
    ${n > shown.length ? html`<p class="help">(The first ${shown.length} of ${n} players.)</p>` : ""}
    ${shown.some((c) => c.turns !== null && !c.reached_first)
      ? html`<p>From then on everything repeats: each cycle adds the same points. So dirac plays
        one cycle per player and counts the rest.</p>`
      : html`<p>Here the target comes before any cycle ends, so the game is simply played.</p>`}
    <p>Player ${practice.winner} reaches ${num(target)} first, on
    their ${ordinal(cycles.winner_turns)} turn (turn ${num(practice.turns_played)} of all players,
    ${num(practice.die_rolls)} rolls): part 1 is the lowest score times the rolls,
    ${num(practice.lowest)} × ${num(practice.die_rolls)} = <strong>${num(practice.answer)}</strong>.</p>
    ${cycles.far
      ? html`<p>To a target of ${num(cycles.far_target)} the same game lasts ${num(cycles.far.turns_played)}
        turns of all players and its answer is <span class="long">${num(cycles.far.answer)}</span>: found
        as quickly, since whole cycles are counted, not played.</p>`
      : html`<p>With this die the cycles are too long to play even once within the page's limits
        to a target of ${num(cycles.far_target)}.</p>`}`;
  return { words, figure: html`${scores(a, width)}${points(a, width)}` };
}

/** Every player's score after each turn of all players, up to the target. */
function scores(a, width) {
  const { rules, starts } = a.solve;
  const trace = standings(a.trace);
  // Scores drawn are small numbers (a turn scores at most the board's size); the target is
  // compared exactly, and drawn only when it lies within the turns drawn: past them, the
  // axis is cut to what is drawn rather than stretched to a line every score lies far below.
  const highest = trace.reduce((m, at) => at.reduce((n, [, score]) => Math.max(n, Number(score)), m), 1);
  const within = BigInt(rules.practice_target) <= BigInt(highest);
  const target = within ? Number(rules.practice_target) : null;
  const top = highest;
  const yTicks = tickLabels(ticks(top, 5));
  const widest = Math.max(...yTicks.map(([, label]) => label.length));
  const [w, h, pad] = [width, 240, { l: labelWidth(widest), r: 24, t: 24, b: 40 }];
  const last = Math.max(trace.length, 1);
  const x = (t) => pad.l + ((w - pad.l - pad.r) * t) / last;
  const y = (v) => h - pad.b - ((h - pad.t - pad.b) * v) / top;
  const xTicks = tickLabels(ticks(last, Math.max(3, Math.floor(w / 70)), true));
  const lines = starts.map((_, i) => {
    const points = [`${x(0)},${y(0)}`].concat(trace.map((at, t) => `${x(t + 1)},${y(Number(at[i][1]))}`)).join(" ");
    return svg`<polyline points=${points} fill="none" stroke=${playerColour(i)} stroke-width="1.5"></polyline>`;
  });
  const text = a.trace.ended ? "" : ` (the first ${grouped(trace.length)} drawn)`;
  const mark = target === null
    ? ""
    : svg`<line class="target" x1=${pad.l} x2=${w - pad.r} y1=${y(target)} y2=${y(target)}></line>
      <text class="target-label" x=${w - pad.r} y=${y(target) - 4} text-anchor="end">target ${grouped(rules.practice_target)}</text>`;
  return html`<svg class="chart" id="practice-scores" viewBox=${`0 0 ${w} ${h}`} role="img"
      aria-label=${`Scores after each turn of the practice game, up to ${grouped(rules.practice_target)} points`}>
    ${axes({ w, h, pad, x, y, xTicks, yTicks, xLabel: `turns of all players${text}`, yLabel: "score" })}
    ${mark}
    ${lines}
  </svg>
  ${target === null ? html`<p class="caption" id="practice-scores-cut">The scores up to turn ${grouped(trace.length)} of
    all players; the target, ${grouped(rules.practice_target)}, lies far above them, so the axis stops at
    the highest score drawn (${grouped(String(highest))}).</p>` : ""}`;
}

/** Points scored on each turn of the first turns: the cycles show as a repeating pattern,
 * every other cycle of player 1 shaded. */
function points(a, width) {
  const { rules, starts } = a.solve;
  const n = starts.length;
  const trace = a.trace.rows.slice(0, POINTS_TURNS * Math.min(n, 4));
  const board = rules.board;
  const [w, h, pad] = [width, 200, { l: labelWidth(String(board).length), r: 24, t: 24, b: 40 }];
  const count = Math.max(trace.length, 1);
  const x = (t) => pad.l + ((w - pad.l - pad.r) * (t + 0.5)) / count;
  const y = (v) => h - pad.b - ((h - pad.t - pad.b) * v) / board;
  const xTicks = ticks(count, Math.max(3, Math.floor(w / 70)), true).filter((t) => t >= 1).map((t) => [t - 1, tickLabel(t)]);
  const yTicks = ticks(board, 5, true).map((v) => [v, String(v)]);
  const cycle = a.explain.practice_cycles.cycles[0];
  const bands = [];
  // Turns of all players in one cycle of player 1, the engine's count, compared exactly: a
  // Number only once it is known to fall among the turns drawn, to place the bands.
  if (cycle.span !== null && BigInt(cycle.span) < BigInt(count)) {
    const span = Number(cycle.span);
    for (let c = 1; c * span < count; c += 2) {
      const from = x(c * span - 0.5);
      const to = x(Math.min((c + 1) * span, count) - 0.5);
      bands.push(svg`<rect class="band" x=${from} y=${pad.t} width=${to - from} height=${h - pad.t - pad.b}></rect>`);
    }
  }
  const r = Math.max(1.5, Math.min(3, (w - pad.l - pad.r) / count / 2.5));
  const dots = trace.map((row, t) => svg`<circle cx=${x(t)} cy=${y(row.space)} r=${r} fill=${playerColour(row.player - 1)}></circle>`);
  // The note names the shading only where some is drawn: a cycle longer than the turns drawn
  // shades nothing.
  const note = bands.length ? `Shaded: every other cycle of player 1 (${grouped(String(cycle.turns))} of their turns).` : "";
  return html`<svg class="chart" id="practice-points" viewBox=${`0 0 ${w} ${h}`} role="img"
      aria-label=${`Points scored on each of the first ${trace.length} turns: the space landed on`}>
    ${bands}
    ${axes({ w, h, pad, x, y, xTicks, yTicks, xLabel: "turns of all players", yLabel: "points scored: the space landed on" })}
    ${dots}
  </svg>
  <p class="caption">${note}</p>`;
}
