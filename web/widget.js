// The explorer in a notebook: an anywidget module, bundled by scripts/build-widget.sh into the
// Python package (dirac_dice/_explorer.js), that runs the page's own controller, controls and
// figures (js/explorer.js) in the widget's shadow root. Its engine is the Python package: each
// call goes to the kernel in the widget's messages, and the native extension answers it with
// the very function the page's WebAssembly runs (same plans, limits and JSON views). The state
// is kept in the model's `query`, as the page keeps it in its URL.
import { explore } from "./js/explorer.js";
import * as S from "./js/state.js";
import { mainOf, modelStore, shadowCss } from "./js/notebook.js";
import css from "./style.css";
import page from "./index.html";

/** How long the widget waits for the kernel's first answer before saying that it waits. */
const KERNEL_WAIT_MS = 1500;

/** The engine's interface (js/engine.js) over the widget's messages. `meta` holds the answers
 * that never change (the rules' names, the dice, the palette), given with the model. */
function messenger(model, meta) {
  // Each view of the model asks for itself: the kernel's answers go to every view.
  const view = Math.random().toString(36).slice(2);
  const waiting = new Map();
  let next = 0;
  // The starts each text gives, read by the engine: the controls read them at once (the page's
  // first module answers this within the call; here it is asked with each view).
  const starts = new Map();
  model.on("msg:custom", (msg) => {
    if (msg?.view !== view) return;
    const resolve = waiting.get(msg.id);
    waiting.delete(msg.id);
    if (resolve) resolve(JSON.parse(msg.out));
  });
  const ask = (call, ...args) =>
    new Promise((resolve) => {
      const id = next++;
      waiting.set(id, resolve);
      model.send({ view, id, call, args });
    });
  const known = (call) => (call in meta ? meta[call] : null);
  return {
    first: Promise.resolve(),
    load: () => Promise.resolve(),
    firstNow: (call, text) => (call === "starts_read" ? starts.get(text) ?? null : known(call)),
    // Nothing is answered within the event: the kernel answers every call.
    now: known,
    async call(call, ...args) {
      if (call !== "view") return ask(call, ...args);
      const [read, answer] = await Promise.all([ask("starts_read", args[0]), ask(call, ...args)]);
      if (read) starts.set(args[0], read);
      return answer;
    },
    /** Reads the starts of `text` before the controls first show it. */
    async remember(text) {
      const read = await ask("starts_read", text);
      if (read) starts.set(text, read);
    },
    /** A newer change makes older calls moot: they resolve with null, and their answers, when
     * they come, are dropped. */
    cancel() {
      for (const resolve of waiting.values()) resolve(null);
      waiting.clear();
    },
  };
}

export default {
  async render({ model, el }) {
    const meta = model.get("_meta");
    const root = el.attachShadow({ mode: "open" });
    root.innerHTML = `<style>${shadowCss(css)}</style><div class="page">${mainOf(page)}</div>`;
    const engine = messenger(model, meta);
    const store = modelStore(model);
    // The kernel computes every number: where none answers (a notebook exported to HTML, a
    // viewer, a kernel busy with a long cell), the widget says so rather than stay blank.
    const status = root.getElementById("status");
    const silent = setTimeout(() => {
      status.textContent = `Waiting for the notebook's kernel, which computes this explorer: run the
        notebook (or let its running cell finish) to explore. The game: ${model.get("query")}.`;
    }, KERNEL_WAIT_MS);
    await engine.remember(S.fromQuery(store.read(), meta).text);
    clearTimeout(silent);
    status.textContent = "";
    explore({ root, host: el, engine, store });
    return () => engine.cancel();
  },
};
