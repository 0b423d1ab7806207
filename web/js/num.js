// A count on the page: grouped by threes, breaking only between groups (never inside one, as
// `overflow-wrap: anywhere` would), so a long count wraps as "…804,506, / 280,772" and its
// text is still the digits and commas alone (a <wbr> adds no text).
import { html } from "../vendor/lit-html.js";
import { groupsOf } from "./format.js";

/** Counts of at most this many groups (15 digits: part 2's answer) never break at all. */
export const WHOLE_GROUPS = 5;

/** `count` as a template, grouped with commas, or as typed (digits alone) with `commas` off. */
export function num(count, commas = true) {
  const groups = groupsOf(count, commas);
  if (groups.length <= WHOLE_GROUPS) return html`<span class="num whole">${groups.join("")}</span>`;
  return html`<span class="num">${groups.map((g, i) => (i ? html`<wbr>${g}` : g))}</span>`;
}
