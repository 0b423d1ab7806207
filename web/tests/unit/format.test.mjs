// Writing the engine's numbers, without a browser: `node --test web/tests/unit`.
import { test } from "node:test";
import assert from "node:assert/strict";
import { grouped, groupsOf, labelWidth, ordinal, plural, tickLabel, tickLabels, ticks } from "../../js/format.js";

test("counts are grouped by threes, and only plain counts", () => {
  assert.equal(grouped("786316482957123"), "786,316,482,957,123");
  assert.equal(grouped("999"), "999");
  assert.equal(grouped("1000"), "1,000");
  assert.equal(grouped(0), "0");
  const short = "123456789012…123456 (120 digits)";
  assert.equal(grouped(short), short, "a shortened count is left as the engine wrote it");
  assert.equal(grouped("77.60%"), "77.60%");
});

test("a count breaks only between its groups", () => {
  assert.deepEqual(groupsOf("786316482957123"), ["786,", "316,", "482,", "957,", "123"]);
  assert.deepEqual(groupsOf("1000"), ["1,", "000"]);
  assert.deepEqual(groupsOf("999"), ["999"]);
  assert.deepEqual(groupsOf("4443560"), ["4,", "443,", "560"]);
  assert.deepEqual(groupsOf("444356092776315", false), ["444", "356", "092", "776", "315"]);
  assert.equal(groupsOf("786316482957123").join(""), grouped("786316482957123"));
  const short = "123456789012…123456 (120 digits)";
  assert.deepEqual(groupsOf(short), [short]);
});

test("ordinals and plurals", () => {
  const want = { 1: "1st", 2: "2nd", 3: "3rd", 4: "4th", 11: "11th", 12: "12th", 13: "13th", 21: "21st", 22: "22nd", 101: "101st", 111: "111th", 166: "166th", 249999: "249,999th", "18446744073709551613": "18,446,744,073,709,551,613th" };
  for (const [n, s] of Object.entries(want)) assert.equal(ordinal(n), s);
  assert.equal(plural(1, "turn"), "1 turn");
  assert.equal(plural("1", "round"), "1 round");
  assert.equal(plural(2, "turn"), "2 turns");
  assert.equal(plural(0, "die", "dice"), "0 dice");
});

test("axis ticks are round, start at 0, cover the range and are few", () => {
  // A round step: 1, 2 or 5 times a power of ten.
  const round = (step) => {
    const m = step / 10 ** Math.floor(Math.log10(step) + 1e-12);
    return [1, 2, 5, 10].some((k) => Math.abs(m - k) < 1e-9);
  };
  for (const [max, most] of [[331, 5], [1000, 5], [10, 5], [42.83, 4], [0.7, 4], [7, 6], [123456, 6]]) {
    const t = ticks(max, most);
    assert.equal(t[0], 0);
    assert.ok(t.length <= most + 1, `${max}: ${t}`);
    assert.ok(t.length >= 2, `${max}: ${t}`);
    const step = t[1];
    for (const [k, v] of t.entries()) assert.ok(Math.abs(v - k * step) < 1e-9 * Math.max(1, v), `${max}: ${t}`);
    assert.ok(t[t.length - 1] <= max * (1 + 1e-9), `${max}: ${t}`);
    assert.ok(t[t.length - 1] + step > max, `${max}: the last tick is within a step of the top: ${t}`);
    assert.ok(round(step), `${max}: step ${step}`);
  }
  assert.deepEqual(ticks(43, 5), [0, 10, 20, 30, 40], "the length chart's ticks of 0 to 43%");
  assert.deepEqual(ticks(10, 5, true), [0, 5, 10], "whole spaces, no 2.5");
  assert.deepEqual(ticks(3, 6, true), [0, 1, 2, 3]);
  assert.deepEqual(ticks(0), [0]);
});

test("tick labels stay short however large the axis", () => {
  assert.equal(tickLabel(0), "0");
  assert.equal(tickLabel(2000), "2,000");
  assert.equal(tickLabel(999999), "999,999");
  assert.equal(tickLabel(1e6), "1e6");
  assert.equal(tickLabel(2.5e6), "2.5e6");
  assert.equal(tickLabel(1.8446744073709552e19), "1.84e19");
  for (const v of ticks(2 ** 64 - 1, 5)) assert.ok(tickLabel(v).length <= 7, tickLabel(v));
  assert.ok(labelWidth(7) > labelWidth(3));
  // One form a whole axis: never 500,000 beside 1e6.
  assert.deepEqual(tickLabels([0, 500000, 1000000]).map(([, l]) => l), ["0", "5e5", "1e6"]);
  assert.deepEqual(tickLabels([0, 2000, 4000]).map(([, l]) => l), ["0", "2,000", "4,000"]);
});

test("arrow keys move one cell and stay inside the grid", async () => {
  const { arrowStep } = await import("../../js/format.js");
  assert.deepEqual(arrowStep("ArrowDown", [1, 0], [1, 0], [10, 20]), [2, 0]);
  assert.deepEqual(arrowStep("ArrowRight", [1, 0], [1, 0], [10, 20]), [1, 1]);
  assert.deepEqual(arrowStep("ArrowUp", [1, 5], [1, 0], [10, 20]), [1, 5], "the top edge");
  assert.deepEqual(arrowStep("ArrowLeft", [3, 0], [1, 0], [10, 20]), [3, 0], "the left edge");
  assert.deepEqual(arrowStep("ArrowDown", [10, 20], [1, 0], [10, 20]), [10, 20], "the bottom edge");
  assert.deepEqual(arrowStep("ArrowLeft", [2, 2], [1, 1], [3, 3]), [2, 1]);
  assert.equal(arrowStep("Enter", [2, 2], [1, 1], [3, 3]), null);
});
