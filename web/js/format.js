// Writing the engine's numbers on the page. Every count and percentage arrives from the
// engine as text, rounded there once from the exact value; nothing here rounds or cuts one.
// These helpers group digits, pick words and place and label axis ticks (a tick is a position
// on an axis, not a count: its label may be short, `2e6`). Pure: tested by node.

/** A count's digits in groups of three (`786,316,482,957,123`); text that is not a plain
 * run of digits (a shortened count, `123…456 (120 digits)`) is left as it is. */
export function grouped(count) {
  const s = String(count);
  return /^\d+$/.test(s) ? s.replace(/\B(?=(\d{3})+(?!\d))/g, ",") : s;
}

/** A count cut where a line may break: after each group's comma (`["786,", "316,", "482"]`),
 * or, `commas` off, between groups of three digits with nothing added (`["786", "316",
 * "482"]`: an answer as it is typed); text that is not a plain run of digits in one piece. */
export function groupsOf(count, commas = true) {
  const s = String(count);
  if (!/^\d+$/.test(s)) return [s];
  const first = s.length % 3 || 3;
  const groups = [s.slice(0, first)];
  for (let i = first; i < s.length; i += 3) groups.push(s.slice(i, i + 3));
  return commas ? groups.map((g, i) => (i < groups.length - 1 ? `${g},` : g)) : groups;
}

/** `1st`, `2nd`, `3rd`, `4th`, `11th`, `21st`, ... */
export function ordinal(n) {
  // The suffix from the last two digits, exact however long the count; the digits grouped.
  const digits = String(n);
  const v = Number(digits.slice(-2));
  const written = grouped(digits);
  if (v >= 11 && v <= 13) return `${written}th`;
  return `${written}${["th", "st", "nd", "rd"][v % 10] ?? "th"}`;
}

/** `1 turn`, `2 turns`: the word after a count, singular for exactly one. */
export const plural = (n, word, many = `${word}s`) => `${n} ${String(n) === "1" ? word : many}`;

/** The players' colours, the engine's (`dirac::view::PLAYER_COLOURS`, as the command line's
 * charts draw them): filled by `usePalette` once the engine is ready, cycling by player. */
export const PLAYER = [];
export const playerColour = (i) => PLAYER[i % PLAYER.length];

/** Takes the engine's palette. */
export function usePalette(colours) {
  PLAYER.splice(0, PLAYER.length, ...colours);
}

/**
 * Ticks for an axis from 0 to `max`: at most `most` of them (at least two: 0 and one more),
 * on round steps (1, 2 or 5 times a power of ten), whole numbers when `whole` is set. For a
 * share, pass the max as a fraction and format the tick: steps are then 1%, 2%, 5%...
 */
export function ticks(max, most = 6, whole = false) {
  if (!(max > 0)) return [0];
  // The smallest round step that needs at most `most` ticks.
  const power = 10 ** Math.floor(Math.log10(max / Math.max(1, most - 1)));
  const step = [1, 2, 5, 10, 20, 50]
    .map((m) => m * power)
    .filter((s) => !whole || Number.isInteger(s) || s > 1)
    .map((s) => (whole ? Math.max(1, Math.round(s)) : s))
    .find((s) => Math.floor(max / s + 1e-9) + 1 <= most);
  const out = [];
  for (let k = 0; k * step <= max * (1 + 1e-9); k++) out.push(Number((k * step).toPrecision(12)));
  return out;
}

/** An axis tick's label: grouped digits up to a million, then a power of ten's notation
 * (`2e6`, `1.5e19`), so that a label never outgrows its margin. */
export function tickLabel(v) {
  if (Math.abs(v) < 1e6) return grouped(String(v));
  const [mantissa, exponent] = v.toExponential(2).split("e");
  return `${Number(mantissa)}e${Number(exponent)}`;
}

/** An axis's tick labels, `[v, label]`, in one form: grouped digits when every tick is below
 * a million, else every one with its exponent (`5e5`, `1e6`: never `500,000` beside `1e6`). */
export function tickLabels(values) {
  const exponent = values.some((v) => Math.abs(v) >= 1e6);
  return values.map((v) => {
    if (!exponent || v === 0) return [v, tickLabel(v)];
    const [mantissa, power] = v.toExponential(2).split("e");
    return [v, `${Number(mantissa)}e${Number(power)}`];
  });
}

/** The margin, in pixels, that labels of `chars` characters need at the charts' 12 px. */
export const labelWidth = (chars) => 10 + 7 * chars;

/** The narrowest cell a finger can hit, in pixels: a grid or a sweep whose cells would be
 * narrower scrolls sideways in its box instead. */
export const MIN_CELL = 24;

/** The cell an arrow key moves to in a grid of rows `lo[0]..=hi[0]` and columns
 * `lo[1]..=hi[1]`, staying at the edges; null for any other key. */
export function arrowStep(key, [row, col], lo, hi) {
  const moves = { ArrowUp: [-1, 0], ArrowDown: [1, 0], ArrowLeft: [0, -1], ArrowRight: [0, 1] };
  if (!moves[key]) return null;
  const [dr, dc] = moves[key];
  const clamp = (v, k) => Math.min(hi[k], Math.max(lo[k], v));
  return [clamp(row + dr, 0), clamp(col + dc, 1)];
}
