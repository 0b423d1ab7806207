// 1. The board and a turn: the practice game step by step, everyone's tokens on the board.
import { html } from "../../vendor/lit-html.js";
import { grouped, ordinal, playerColour, plural } from "../format.js";
import { num } from "../num.js";
import { standings } from "../trace.js";
import { ring } from "./ring.js";
import { icon } from "../icons.js";

/** The most players whose starts the caption lists. */
const LISTED = 8;

/** The most die values the caption lists one by one. */
const ROLLS_LISTED = 12;

/** Words and figure for the practice game after `step` turns of all players. */
export function turnSection({ a, state, act }) {
  const { rules, starts } = a.solve;
  const n = starts.length;
  const trace = standings(a.trace);
  const step = Math.min(state.step, trace.length);
  const spaces = step === 0 ? starts : trace[step - 1].map(([space]) => space);
  // The turn shown: which player moved, on which of their own turns (= the round).
  const row = step > 0 ? a.trace.rows[step - 1] : null;
  const mover = row ? row.player - 1 : 0;
  const before = (step >= 2 ? trace[step - 2] : a.trace.before)[mover][0];
  const after = row ? [row.space, row.score] : null;
  // The die's values, one by one while they are few enough to read.
  const rolled = row ? (row.rolled.length <= ROLLS_LISTED
    ? `${row.rolled.join("+")} = ${grouped(row.moved)}`
    : `${grouped(row.rolled.length)} values adding up to ${grouped(row.moved)}`) : "";
  const rolls = rules.rolls;
  const words = html`
    <p>The players stand on a ring of <strong>${rules.board}</strong> spaces, numbered from 1.
    A <dfn>turn</dfn> is one player's move: they roll the die ${rolls === 1 ? "once" : html`<strong>${rolls}</strong> times`},
    move forward by the sum (after space ${rules.board} comes space 1 again) and add the
    number of the space they land on to their score. The players take turns in order, and a
    <dfn>round</dfn> is one turn of every player.</p>
    <p>On this page a turn is always one player's move: "player 1's 4th turn" counts their own
    turns, and "turn 7 of all players" counts everyone's. The board beside steps through the
    first turns of the practice game (explained in section 2): watch turns and rounds go by.</p>`;
  const caption = step === 0
    ? html`Before the first turn: ${starts.slice(0, LISTED).map((s, i) => html`<span class="who" style=${`--c:${playerColour(i)}`}>player ${i + 1}</span> on space ${s}${i < Math.min(n, LISTED) - 1 ? ", " : n > LISTED ? html`, and ${n - LISTED} more players.` : "."}`)}`
    : html`Turn ${num(row.turn)} of all players is <span class="who" style=${`--c:${playerColour(mover)}`}>player ${mover + 1}</span>'s
      ${ordinal(row.round)} turn (round ${row.round}): rolls ${rolled}, from space ${before} to space ${after[0]}${row.laps > 0
        ? ` (${plural(grouped(row.laps), "whole lap")} of the board${row.steps ? ` and ${plural(row.steps, "space")}` : ""})` : ""}, scoring
      ${plural(after[0], "point")}, ${num(after[1])} in all.`;
  const last = trace.length;
  const figure = html`
    <svg class="turn-board" viewBox="-120 -120 240 240" role="img"
      aria-label=${`The board after turn ${step} of all players of the practice game`}>
      ${ring({ b: rules.board, spaces, highlight: after ? after[0] : 0, move: row ? { from: before, to: row.space, steps: row.steps, laps: row.laps } : null })}
    </svg>
    <div class="stepper">
      <button type="button" aria-label="Previous turn" ?disabled=${step === 0} @click=${(e) => act.step(step - 1, e)}>${icon.previous}</button>
      <label for="step">Turn of all players <output id="step-out">${step}</output></label>
      <button type="button" aria-label="Next turn" ?disabled=${step >= last} @click=${(e) => act.step(step + 1, e)}>${icon.next}</button>
      <input type="range" id="step" min="0" max=${last} .value=${String(step)} @input=${(e) => act.step(Number(e.target.value), e)}>
    </div>
    <figcaption id="step-caption" aria-live="polite">${caption}</figcaption>`;
  return { words, figure };
}

