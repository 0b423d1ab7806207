// The page's state and its URL, as plain data and pure functions: no DOM, no engine, so that
// node's test runner checks them without a browser (web/tests/unit/state.test.mjs).
//
// The state is `{ text, rules, turn, round, step, chosen, cell }`:
// - `text`: the puzzle input as typed;
// - `rules`: each rule's key to the text of its input (`""`: a die set by its count);
// - `turn`: each player's own turn shown in the grids of section 4;
// - `round`: the round whose products section 5 writes out (0: the first anyone wins in);
// - `step`: the practice game's turn of all players shown on the turn board;
// - `chosen`: the player placed by a click on the board; `cell`: the grid cell read out.

/** The puzzle's example starts. */
export const EXAMPLE = [4, 8];

/** The input line of player `n` (from 1) starting on `p`. */
export const lineOf = (n, p) => `Player ${n} starting position: ${p}`;

/** The input text of these starts, one line per player. */
export const textOf = (starts) => starts.map((p, i) => lineOf(i + 1, p)).join("\n") + "\n";

/** How the engine reads a text's starts (its first module's `starts_read`, on any board), set
 * once it is ready (`useReader`): the page parses no input itself. */
let reader = () => null;

/** Sets the engine's reading of the starts: `read(text)` is a list, or null for no game. */
export function useReader(read) {
  reader = read;
}

/** The starts the engine reads in `text` (on any board: a start off the board is still the
 * reader's to move), else null: the board and the player chips edit only such a text. */
export const startsOf = (text) => reader(text);

/** Whether `text` is the canonical form of `starts` (players numbered 1, 2, ... in order, one
 * line each), which the URL writes as a list. */
export const isCanonical = (text, starts) => starts !== null && text === textOf(starts);

/** Each rule's key and its input's text at the puzzle's rules: a number, or nothing for a die
 * (its count then sets it). `meta` is `{ rules, dice }` as the engine lists them. */
export const puzzleRules = (meta) => [
  ...meta.rules.map((r) => [r.key, String(r.default)]),
  ...meta.dice.map((d) => [d.key, ""]),
];

/** The rules as the engine reads them: `key=value` pairs, empty inputs left out, and a count
 * left out where its die is typed (the count's input then shows what the die sets: sent too,
 * it would have to agree with the die, or the engine refuses both). `meta` as for
 * `puzzleRules`; without it every input is sent. */
export function rulesQuery(rules, meta = null) {
  return Object.entries(rules)
    .filter(([k, v]) => v !== "" && !(meta && dieOver(meta, rules, k)))
    .map(([k, v]) => `${k}=${encodeURIComponent(v)}`)
    .join("&");
}

/** A fresh state: the puzzle's example under the puzzle's rules. */
export function initial(meta) {
  return { text: textOf(EXAMPLE), rules: Object.fromEntries(puzzleRules(meta)), turn: 0, round: 0, step: 0, chosen: 0, cell: null, hidden: false };
}

/** Whether `state` plays the puzzle's example under the puzzle's rules (nothing to go back
 * to). */
export function isPuzzle(state, meta) {
  return state.text === textOf(EXAMPLE) && puzzleRules(meta).every(([k, v]) => (state.rules[k] ?? v) === v);
}

/** The URL's query for `state`: only what differs from the puzzle, starts as a list when the
 * text is their canonical form. Commas and colons (starts, dice) are kept unescaped, so it reads well. */
export function toQuery(state, meta) {
  const params = new URLSearchParams();
  const starts = startsOf(state.text);
  if (isCanonical(state.text, starts)) params.set("starts", starts.join(","));
  else params.set("input", state.text);
  for (const [k, puzzle] of puzzleRules(meta)) {
    const v = state.rules[k];
    if (v !== undefined && v !== "" && v !== puzzle && !dieOver(meta, state.rules, k)) params.set(k, v);
  }
  if (state.turn) params.set("turn", String(state.turn));
  if (state.round) params.set("round", String(state.round));
  if (state.step) params.set("step", String(state.step));
  if (state.hidden) params.set("hide", "1");
  return "?" + params.toString().replace(/%2C/g, ",").replace(/%3A/g, ":");
}

/** A whole number from a URL's text, or 0. */
const whole = (text) => {
  const n = Number(text ?? 0);
  return Number.isSafeInteger(n) && n > 0 ? n : 0;
};

/** Whether a link's `hide` asks to hide the right answers: the page writes `hide=1`, and a
 * link written by hand (a teacher's, for a class) hides them with `hide`, `hide=yes` or
 * `hide=true` as well; only `0`, `no`, `false` or `off` show them. */
const hides = (value) => value !== null && !["0", "no", "false", "off"].includes(value.trim().toLowerCase());

/** The state a URL's query describes; what it leaves out is the puzzle's. */
export function fromQuery(search, meta) {
  const params = new URLSearchParams(search);
  const state = initial(meta);
  if (params.has("input")) state.text = params.get("input");
  else if (params.has("starts")) state.text = textOf(params.get("starts").split(",").map((s) => s.trim()));
  for (const [k, puzzle] of puzzleRules(meta)) state.rules[k] = params.get(k) ?? puzzle;
  state.turn = whole(params.get("turn"));
  state.round = whole(params.get("round"));
  state.step = whole(params.get("step"));
  state.hidden = hides(params.get("hide"));
  return state;
}

/** The die typed for a numeric rule, if any: that rule's input is then set by the die. */
export const dieOver = (meta, rules, key) => meta.dice.find((d) => d.replaces === key && rules[d.key] !== "");

/** The state after placing player `chosen` on `space`; the same state when the text is not
 * canonical (nothing to place). */
export function place(state, space) {
  const starts = startsOf(state.text);
  if (!starts || state.chosen >= starts.length) return state;
  starts[state.chosen] = space;
  return { ...state, text: textOf(starts) };
}

/** The state with one more player, on space 1, chosen. */
export function addPlayer(state) {
  const starts = startsOf(state.text);
  if (!starts) return state;
  return { ...state, text: textOf([...starts, 1]), chosen: starts.length };
}

/** The state without player `i` (0-based); a game keeps one player at least. */
export function removePlayer(state, i) {
  const starts = startsOf(state.text);
  if (!starts || starts.length === 1) return state;
  starts.splice(i, 1);
  return { ...state, text: textOf(starts), chosen: Math.min(state.chosen, starts.length - 1) };
}
