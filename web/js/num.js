// A count on the page, read as one word: it never breaks across lines. Grouped by threes, a
// count of up to `WHOLE_CHARS` characters is written whole; a longer one shows its first
// groups, its last and its length, with every digit one tap away (then breaking only between
// groups: a <wbr> adds no text). An answer is written whole up to `ANSWER_CHARS`, in a size
// that fits its box (`--chars`, read by the style sheet).
import { html } from "../vendor/lit-html.js";
import { groupsOf } from "./format.js";

/** The most characters (digits and commas) a count is written whole in: 20 digits, which fit
 * a line of a 375-pixel screen in any of the page's sizes of text. */
export const WHOLE_CHARS = 26;

/** The most characters a count is written whole in on a wide screen (700 pixels and more: the
 * style sheet shows its every digit there, its short form only on narrower ones). */
export const WIDE_CHARS = 40;

/** The most digits an answer is written whole in: at 11 pixels they fit its box on a
 * 375-pixel screen. */
export const ANSWER_CHARS = 44;

/** Shows every digit of the long count whose button was tapped. */
function expand(e) {
  e.currentTarget.parentElement.setAttribute("aria-expanded", "true");
}

/** Whether `num` shows `count` by its ends and its length (it says how many digits), or the
 * engine did (past the page's policy, `…123456 (120 digits)`). */
export function shortened(count, commas = true, answer = false) {
  if (/ digits\)$/.test(String(count))) return true;
  const groups = groupsOf(count, commas);
  return groups.length >= 4 && groups.join("").length > (answer ? ANSWER_CHARS : WHOLE_CHARS);
}

/** `count` as a template, grouped with commas, or as typed (digits alone) with `commas` off;
 * `answer` writes it whole up to `ANSWER_CHARS` (the answers' boxes, read to be typed). */
export function num(count, commas = true, answer = false) {
  const groups = groupsOf(count, commas);
  const text = groups.join("");
  // Text already shortened by the engine (past the page's policy) is one piece, written as is.
  if (groups.length < 4 || text.length <= (answer ? ANSWER_CHARS : WHOLE_CHARS)) {
    return html`<span class="num" style=${`--chars:${text.length}`}>${text}</span>`;
  }
  const digits = text.replace(/\D/g, "").length;
  const short = `${groups.slice(0, 2).join("")}…${commas ? "," : ""}${groups[groups.length - 1]}`;
  const length = ` (${digits} digits)`;
  const wide = !answer && text.length <= WIDE_CHARS;
  // On a wide screen a count that fits is written whole, with no place to break (a <wbr>
  // breaks a line even where the style sheet says not to wrap).
  const whole = wide ? html`<span class="whole-digits">${text}</span>` : "";
  return html`<span class=${`num long-count${wide ? " fits-wide" : ""}`} aria-expanded="false" style=${`--chars:${short.length + length.length}`}><button
      type="button" class="digits-toggle" title="Show every digit" @click=${expand}>${short}<span
      class="how-long">${length}</span></button><span class="every-digit">${groups.map((g, i) => (i ? html`<wbr>${g}` : g))}</span>${whole}</span>`;
}
