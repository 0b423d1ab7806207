// The bridge to the engine, the dirac library compiled to WebAssembly. It runs in two places:
// on the page's thread for work the engine estimates quick (`now`: answered within the event
// that asked, so a change is drawn in the same frame), and in a worker (worker.js) for the
// rest, so that no computation ever freezes the page (`call`: resolves with the engine's
// parsed JSON, or with null when a newer call cancelled it). A worker's answer to an input
// event waits for the next frame, about 12 ms in Chromium (scripts/experiments/worker-echo).
import init, * as wasm from "../pkg/dirac_web.js";

export class Engine {
  constructor(url = "worker.js") {
    this.url = url;
    this.worker = null;
    this.next = 0;
    this.waiting = new Map();
    /** Resolves once the engine is compiled on the page's thread. */
    this.ready = init();
  }

  /** Calls the engine on the page's thread (after `ready`): its parsed JSON. The engine never
   * panics on any input; if it ever does, the page says so and stays alive. */
  now(call, ...args) {
    try {
      return JSON.parse(wasm[call](...args));
    } catch (e) {
      return { error: { kind: "internal", message: `internal error in the engine: ${e}` } };
    }
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
