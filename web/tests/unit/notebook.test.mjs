import { test } from "node:test";
import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { mainOf, modelStore, shadowCss } from "../../js/notebook.js";

const css = readFileSync(new URL("../../style.css", import.meta.url), "utf8");
const page = readFileSync(new URL("../../index.html", import.meta.url), "utf8");

test("the page's style names no body or document root inside a shadow root", () => {
  const moved = shadowCss(css);
  // Selectors only: `tbody` and the like stay.
  assert.doesNotMatch(moved, /(^|[\s,}])(body|:root)\b/);
  assert.match(moved, /^:host \{ --ink:/);
  assert.match(moved, /:host\(\[data-stale="true"\]\) \.idea figure/);
  assert.match(moved, /\.page \{ margin: 0;/);
  assert.match(moved, /table\.stacks tbody/);
});

test("the widget takes the page's main: every section and control, no script", () => {
  const main = mainOf(page);
  for (const id of ["answers", "setup", "rules", "layers-fig", "rounds-fig", "chances-fig", "sweep-fig", "problem"]) {
    assert.match(main, new RegExp(`id="${id}"`));
  }
  assert.doesNotMatch(main, /<script/);
  assert.throws(() => mainOf("<p>no main</p>"), /no <main>/);
});

test("the widget's state is the model's query: its own writes are not changes to redraw", () => {
  const values = { query: "starts=4,8" };
  const handlers = [];
  let saved = 0;
  const model = {
    get: (k) => values[k],
    set: (k, v) => { values[k] = v; for (const h of handlers) h(); },
    save_changes: () => saved++,
    on: (_, h) => handlers.push(h),
  };
  const store = modelStore(model);
  let redrawn = 0;
  store.onChange(() => redrawn++);
  assert.equal(store.read(), "?starts=4,8");
  store.write("?starts=4,8&board=7", false);
  assert.deepEqual([values.query, saved, redrawn], ["starts=4,8&board=7", 1, 0]);
  // Set from Python: the widget redraws.
  model.set("query", "starts=1,2");
  assert.equal(redrawn, 1);
});
