// The page's state and URL, without a browser: `node --test web/tests/unit`.
import { test } from "node:test";
import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import * as S from "../../js/state.js";
// The engine's first module reads the starts, as on the page (built by scripts/build-web.sh).
import { initSync, starts_read } from "../../dist/pkg/dirac_first.js";

initSync({ module: readFileSync(new URL("../../dist/pkg/dirac_first_bg.wasm", import.meta.url)) });
S.useReader((text) => JSON.parse(starts_read(text)));

// The engine's lists, as `rules()` and `dice()` give them (the keys and defaults matter here).
const META = {
  rules: [
    { key: "board", default: 10 },
    { key: "rolls", default: 3 },
    { key: "practice-die", default: 100 },
    { key: "practice-target", default: 1000 },
    { key: "dirac-faces", default: 3 },
    { key: "dirac-target", default: 21 },
  ],
  dice: [
    { key: "practice-sequence", replaces: "practice-die", default: "1..100" },
    { key: "dirac-die", replaces: "dirac-faces", default: "1..3" },
  ],
};

test("the engine reads an input's starts, on any board; anything else is null", () => {
  assert.deepEqual(S.startsOf(S.textOf([4, 8])), [4, 8]);
  assert.deepEqual(S.startsOf("Player 1 starting position: 7\n\n"), [7]);
  assert.deepEqual(S.startsOf("Player 1 starting position: 70\r\n"), [70], "off the puzzle's board");
  assert.equal(S.startsOf("Player 2 starting position: 7\n"), null, "numbered out of order");
  assert.equal(S.startsOf("player 1 starting position: 7\n"), null, "letter case");
  assert.equal(S.startsOf(""), null);
  assert.equal(S.lineOf(3, 9), "Player 3 starting position: 9");
  // Only the canonical form is written to the URL as a list.
  assert.ok(S.isCanonical(S.textOf([4, 8]), [4, 8]));
  assert.ok(!S.isCanonical("Player 1 starting position: 7\n\n", [7]));
  assert.ok(!S.isCanonical("anything", null));
});

test("the URL keeps only what differs from the puzzle, and reads back to the same state", () => {
  const puzzle = S.initial(META);
  assert.equal(S.toQuery(puzzle, META), "?starts=4,8");
  const changed = {
    ...puzzle,
    text: S.textOf([3, 7, 2]),
    rules: { ...puzzle.rules, board: "9", "dirac-die": "1:2,2" },
    turn: 4,
    step: 12,
  };
  const query = S.toQuery(changed, META);
  assert.equal(query, "?starts=3,7,2&board=9&dirac-die=1:2,2&turn=4&step=12");
  const back = S.fromQuery(query, META);
  for (const key of ["text", "rules", "turn", "step"]) assert.deepEqual(back[key], changed[key], key);
  assert.equal(S.toQuery(back, META), query);
});

test("an input that is not canonical travels whole, and odd numbers in a URL read as 0", () => {
  const odd = { ...S.initial(META), text: "Player 1 starting position: 5\nnonsense & more" };
  const query = S.toQuery(odd, META);
  assert.ok(query.startsWith("?input="), query);
  assert.equal(S.fromQuery(query, META).text, odd.text);
  const bad = S.fromQuery("?turn=-3&step=1e400", META);
  assert.equal(bad.turn, 0);
  assert.equal(bad.step, 0);
});

test("a link hides the right answers however it says so, and only a no shows them", () => {
  for (const hide of ["1", "", "yes", "true", "TRUE", "on"]) {
    assert.equal(S.fromQuery(`?hide=${hide}`, META).hidden, true, hide);
  }
  assert.equal(S.fromQuery("?hide", META).hidden, true);
  for (const hide of ["0", "no", "false", "Off"]) {
    assert.equal(S.fromQuery(`?hide=${hide}`, META).hidden, false, hide);
  }
  assert.equal(S.fromQuery("?starts=4,8", META).hidden, false);
  // The page writes it one way.
  assert.equal(S.toQuery({ ...S.initial(META), hidden: true }, META), "?starts=4,8&hide=1");
});

test("the engine's query leaves out empty inputs and escapes what needs it", () => {
  assert.equal(S.rulesQuery({ board: "10", "dirac-die": "" }), "board=10");
  assert.equal(S.rulesQuery({ "dirac-die": "1:2, 2&x" }), "dirac-die=1%3A2%2C%202%26x");
  // A typed die stands for its count: the count's input is not sent beside it.
  const meta = { rules: [{ key: "dirac-faces" }], dice: [{ key: "dirac-die", replaces: "dirac-faces" }] };
  assert.equal(S.rulesQuery({ "dirac-faces": "3", "dirac-die": "1..6" }, meta), "dirac-die=1..6");
  assert.equal(S.rulesQuery({ "dirac-faces": "4", "dirac-die": "" }, meta), "dirac-faces=4");
});

test("a typed die replaces its count", () => {
  const rules = { ...S.initial(META).rules, "dirac-die": "1,1,2" };
  assert.equal(S.dieOver(META, rules, "dirac-faces").key, "dirac-die");
  assert.equal(S.dieOver(META, rules, "practice-die"), undefined);
});

test("placing, adding and removing players edits the text", () => {
  let s = S.initial(META);
  s = S.place({ ...s, chosen: 1 }, 2);
  assert.deepEqual(S.startsOf(s.text), [4, 2]);
  s = S.addPlayer(s);
  assert.deepEqual(S.startsOf(s.text), [4, 2, 1]);
  assert.equal(s.chosen, 2, "the new player is chosen");
  s = S.removePlayer(s, 2);
  assert.deepEqual(S.startsOf(s.text), [4, 2]);
  assert.equal(s.chosen, 1, "the choice stays on a player");
  const one = { ...s, text: S.textOf([5]) };
  assert.equal(S.removePlayer(one, 0), one, "a game keeps one player");
  const odd = { ...s, text: "not a game" };
  assert.equal(S.place(odd, 3), odd);
  assert.equal(S.addPlayer(odd), odd);
});
