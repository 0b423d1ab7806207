import { test } from "node:test";
import assert from "node:assert/strict";
import { standings } from "../../js/trace.js";

test("standings carry everyone forward and move only the player of each row", () => {
  const trace = {
    before: [[4, "0"], [8, "0"], [1, "0"]],
    rows: [
      { turn: 1, player: 1, rolled: [1, 2, 3], moved: 6, space: 10, score: "10" },
      { turn: 2, player: 2, rolled: [4, 5, 6], moved: 15, space: 3, score: "3" },
      { turn: 3, player: 3, rolled: [7, 8, 9], moved: 24, space: 5, score: "5" },
      { turn: 4, player: 1, rolled: [10, 11, 12], moved: 33, space: 3, score: "13" },
    ],
  };
  assert.deepEqual(standings(trace), [
    [[10, "10"], [8, "0"], [1, "0"]],
    [[10, "10"], [3, "3"], [1, "0"]],
    [[10, "10"], [3, "3"], [5, "5"]],
    [[3, "13"], [3, "3"], [5, "5"]],
  ]);
  // The trace itself is left as it was.
  assert.deepEqual(trace.before, [[4, "0"], [8, "0"], [1, "0"]]);
  assert.deepEqual(standings({ before: [[2, "0"]], rows: [] }), []);
});
