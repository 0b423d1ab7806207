// The engine's thread: the dirac library compiled to WebAssembly runs here for the work that
// is not quick (see js/engine.js), so that no computation, however long the limits let it be,
// ever freezes the page. Messages are
// `{id, call, args}`; each answer is `{id, out}` with the engine's JSON text.
import init, * as engine from "./pkg/dirac_web.js";
import { wasmSource } from "./js/wasm.js";

const ready = init({ module_or_path: wasmSource("dirac_web") });
const calls = { view: engine.view, layers: engine.layers, sweep: engine.sweep, scan: engine.scan, simulate: engine.simulate, check: engine.check, rules: engine.rules, dice: engine.dice };

self.onmessage = async ({ data: { id, call, args } }) => {
  await ready;
  let out;
  try {
    out = calls[call](...args);
  } catch (e) {
    // The engine never panics on any input; if it ever does, say so and keep the page alive.
    out = JSON.stringify({ error: { kind: "internal", message: `internal error in the engine: ${e}` } });
  }
  self.postMessage({ id, out });
};
