// The practice game's trace (the view `trace`: `before`, then one row per turn, only the
// player who moved) as every player's standing after each turn, which the board and the
// scores chart draw.

/** `[[space, "score"], ...]` of every player after each row of `trace`, in order. */
export function standings(trace) {
  let at = trace.before.map((s) => s.slice());
  return trace.rows.map((row) => {
    at = at.slice();
    at[row.player - 1] = [row.space, row.score];
    return at;
  });
}
