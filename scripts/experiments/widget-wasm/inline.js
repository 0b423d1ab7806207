// (Bundled by run.py from a copy of the page's sources beside lit-html and the built engine.)
// The alternative the notebook's widget did not take: the page's whole WebAssembly engine
// inlined in the widget's bundle (esbuild's binary loader) and run in the notebook's page, on
// its thread (a worker cannot be started from a Blob URL's module without more inlining). The
// same controller, markup and style as web/widget.js; only the engine differs.
import init, * as wasm from "./pkg/dirac_web.js";
import bytes from "./pkg/dirac_web_bg.wasm";
import { explore } from "./js/explorer.js";
import { mainOf, modelStore, shadowCss } from "./js/notebook.js";
import css from "./style.css";
import page from "./index.html";

function inlined() {
  const ready = init({ module_or_path: bytes });
  const answer = (call, args) => JSON.parse(wasm[call](...args));
  return {
    first: ready,
    load: () => ready,
    firstNow: (call, ...args) => answer(call, args),
    now: (call, ...args) => answer(call, args),
    call: async (call, ...args) => answer(call, args),
    cancel() {},
  };
}

export default {
  render({ model, el }) {
    const root = el.attachShadow({ mode: "open" });
    root.innerHTML = `<style>${shadowCss(css)}</style><div class="page">${mainOf(page)}</div>`;
    explore({ root, host: el, engine: inlined(), store: modelStore(model) });
  },
};
