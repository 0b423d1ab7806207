// The bridge to the engine, the dirac library compiled to WebAssembly. A small first module
// (both answers and the rules' names: `first`, `firstNow`) is fetched at once and paints the
// answers; the whole engine is fetched after them (`load`), so that its bytes do not delay
// them on a slow network. The whole engine runs in two places:
// on the page's thread for work the engine estimates quick (`now`: answered within the event
// that asked, so a change is drawn in the same frame), and in a worker (worker.js) for the
// rest, so that no computation ever freezes the page (`call`: resolves with the engine's
// parsed JSON, or with null when a newer call cancelled it). A worker's answer to an input
// event waits for the next frame, about 12 ms in Chromium (scripts/experiments/worker-echo).
import initFirst, * as first from "../pkg/dirac_first.js";
import init, * as wasm from "../pkg/dirac_web.js";
import { wasmSource } from "./wasm.js";

/** An engine's JSON answer, or the page's word for a panic (the engine never panics on any
 * input; if it ever does, the page says so and stays alive). */
function answer(run) {
  try {
    return JSON.parse(run());
  } catch (e) {
    return { error: { kind: "internal", message: `internal error in the engine: ${e}` } };
  }
}

export class Engine {
  constructor(url = "worker.js") {
    this.url = url;
    this.worker = null;
    this.next = 0;
    this.waiting = new Map();
    /** Resolves once the first module is compiled. */
    this.first = initFirst({ module_or_path: wasmSource("dirac_first") });
    this.ready = null;
  }

  /** Fetches and compiles the whole engine on the page's thread, once: resolves when done. */
  load() {
    this.ready ??= init({ module_or_path: wasmSource("dirac_web") });
    return this.ready;
  }

  /** Calls the first module (after `first`): its parsed JSON. */
  firstNow(call, ...args) {
    return answer(() => first[call](...args));
  }

  /** Calls the whole engine on the page's thread (after `load`): its parsed JSON. */
  now(call, ...args) {
    return answer(() => wasm[call](...args));
  }

  /** The worker, started on first use: pages that never need it never compile it twice. */
  start() {
    this.worker = new Worker(this.url, { type: "module" });
    this.worker.onmessage = ({ data }) => {
      const resolve = this.waiting.get(data.id);
      this.waiting.delete(data.id);
      if (resolve) resolve(JSON.parse(data.out));
    };
    this.worker.onerror = (e) => {
      for (const resolve of this.waiting.values()) {
        resolve({ error: { kind: "internal", message: `The engine stopped: ${e.message}` } });
      }
      this.waiting.clear();
    };
  }

  /** Calls the engine's `call` with `args` in the worker. */
  call(call, ...args) {
    if (!this.worker) this.start();
    return new Promise((resolve) => {
      const id = this.next++;
      this.waiting.set(id, resolve);
      this.worker.postMessage({ id, call, args });
    });
  }

  /** A newer change makes older work moot: a busy worker is replaced by a fresh one, and the
   * calls it had resolve with null. An idle one is kept (starting one costs a compile). */
  cancel() {
    if (this.waiting.size === 0) return;
    this.worker.terminate();
    for (const resolve of this.waiting.values()) resolve(null);
    this.waiting.clear();
    this.worker = null;
  }
}
