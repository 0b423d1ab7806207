// "Your answer": the engine's check of a number the puzzle's site turned down (dirac check),
// drawn from its view alone. The right answers are on the page already; the check names the
// known mistake that gives the number, how to see it, how to fix it and where its game parts.
import { html } from "../vendor/lit-html.js";
import { num } from "./num.js";

/** A turn's line in the puzzle's words, from a trace row of the engine's view. */
function line(row) {
  if (!row) return "(the game has ended)";
  return `Player ${row.player} rolls ${row.rolled.join("+")} and moves to space ${row.space} for a total score of ${row.score}.`;
}

/** Where a mistaken game parts from the right one. */
function parting(p) {
  switch (p.kind) {
    case "turn":
      return html`<p>Where the games part, turn ${num(p.turn)}:</p>
        <table class="parting"><tbody>
          <tr><th scope="row">right</th><td>${line(p.right_row)}</td></tr>
          <tr><th scope="row">mistaken</th><td>${line(p.mistaken_row)}</td></tr>
        </tbody></table>`;
    case "round":
      return html`<p>Where the counts part, round ${num(p.round)} (universes won in that round):</p>
        <table class="parting"><tbody>
          <tr><th scope="row">right</th>${p.right_wins.map((c) => html`<td class="num">${num(c)}</td>`)}</tr>
          <tr><th scope="row">mistaken</th>${p.mistaken_wins.map((c) => html`<td class="num">${num(c)}</td>`)}</tr>
        </tbody></table>`;
    case "counted":
      return html`<p>Its universes are counted by a recursion that goes wrong: it has no rounds to set beside the right game's.</p>`;
    case "beyond":
      return html`<p>The games' first ${num(p.turns)} turns are the same: they part later.</p>`;
    default:
      return html`<p>The game is played right: only its outcome is read wrongly.</p>`;
  }
}

/** The engine's message as a sentence: a capital first, its `quoted` parts as code. */
export function sentence(message) {
  const text = message.charAt(0).toUpperCase() + message.slice(1);
  const parts = text.split("`");
  const end = /[.!?]$/.test(text) ? "" : ".";
  return html`${parts.map((part, i) => (i % 2 ? html`<code>${part}</code>` : part))}${end}`;
}

/** What the box says when checked empty. */
export const EMPTY = html`<p class="problem">Type the number the site turned down, then check it.</p>`;

/** The verdict on an answer: the engine's `{ok: CheckView}` or `{error}`, and what the check
 * left out, if anything. */
export function verdict(answer) {
  if (answer.error) return html`<p class="problem">${sentence(answer.error.message)}</p>`;
  const left = answer.ok.not_searched;
  return html`${found(answer.ok)}${left ? html`<p class="help">Not searched: ${sentence(left)}</p>` : ""}`;
}

/** What the check found. */
function found(v) {
  const parts = (list) => (list.length === 1 ? `part ${list[0]}` : "parts 1 and 2");
  if (v.verdict === "right") {
    return html`<p><strong>Right:</strong> it is ${parts(v.right_parts)}'s answer.</p>`;
  }
  if (v.verdict === "mistake") {
    return html`<p><strong>Not right</strong>, and ${v.mistakes.length === 1 ? "a known mistake gives" : `${v.mistakes.length} known mistakes give`} exactly this number:</p>
      ${v.mistakes.map((m) => html`<div class="mistake" data-id=${m.id}>
        <p><code>${m.id}</code> (part ${m.part}): ${m.mistake}.</p>
        <p>See it: ${m.see}. The fix: ${m.fix}.</p>
        ${parting(m.parting)}
      </div>`)}`;
  }
  return html`<p><strong>Neither part's answer</strong>, and no known mistake gives it.</p>
    ${v.hints.map((h) => html`<p>Against part ${h.part}: too ${h.too_high ? "high" : "low"}; the right answer has ${h.digits} digits.</p>`)}`;
}
