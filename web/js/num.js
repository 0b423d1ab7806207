// A count on the page: grouped by threes, breaking only between groups (never inside one, as
// `overflow-wrap: anywhere` would), so a long count wraps as "…804,506, / 280,772" and its
// text is still the digits and commas alone (a <wbr> adds no text).
import { html } from "../vendor/lit-html.js";
import { groupsOf } from "./format.js";

/** `count` as a template, grouped with commas, or as typed (digits alone) with `commas` off. */
export function num(count, commas = true) {
  const groups = groupsOf(count, commas);
  return html`<span class="num">${groups.map((g, i) => (i ? html`<wbr>${g}` : g))}</span>`;
}
