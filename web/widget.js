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
 * that never change (the rules' names, the dice, the palette), given with the model; `waits`
 * is told when a call has waited for the kernel past KERNEL_WAIT_MS (true), and when none
 * does any more (false). */
function messenger(model, meta, waits) {
  // Each view of the model asks for itself: the kernel's answers go to every view.
  const view = Math.random().toString(36).slice(2);
  const waiting = new Map();
  let next = 0;
  let said = false;
  const heard = () => {
    if (said && waiting.size === 0) waits((said = false));
  };
  // The starts each text gives, read by the engine: the controls read them at once (the page's
  // first module answers this within the call; here it is asked with each view).
  const starts = new Map();
  model.on("msg:custom", (msg) => {
    if (msg?.view !== view) return;
    const call = waiting.get(msg.id);
    waiting.delete(msg.id);
    if (!call) return;
    clearTimeout(call.timer);
    call.resolve(JSON.parse(msg.out));
    heard();
  });
  const ask = (call, ...args) =>
    new Promise((resolve) => {
      const id = next++;
      const timer = setTimeout(() => waits((said = true)), KERNEL_WAIT_MS);
      waiting.set(id, { resolve, timer });
      try {
        model.send({ view, id, call, args });
      } catch {
        // No kernel to send to (shut down, or a notebook opened without one): said at once.
        waits((said = true));
      }
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
      for (const { resolve, timer } of waiting.values()) {
        clearTimeout(timer);
        resolve(null);
      }
      waiting.clear();
      heard();
    },
  };
}

export default {
  async render({ model, el }) {
    const meta = model.get("_meta");
    // The notebook's keys stay out of the widget: Enter types a new line in its input, the
    // arrows move its sliders, Shift+Enter does not run the cell. A key pressed in the widget
    // goes no further than its shadow root, and JupyterLab's shortcuts skip the host, so marked.
    el.dataset.lmSuppressShortcuts = "true";
    const root = el.attachShadow({ mode: "open" });
    root.addEventListener("keydown", (e) => e.stopPropagation());
    root.innerHTML = `<style>${shadowCss(css)}</style><div class="page">${mainOf(page)}</div>`;
    // The kernel computes every number: where none answers (a notebook opened without its
    // kernel, a kernel shut down), the widget says so rather than wait in silence.
    const status = root.getElementById("status");
    const engine = messenger(model, meta, (on) => {
      status.textContent = on
        ? `Waiting for the notebook's kernel, which computes this explorer: run the notebook to
          explore. The game: ${decodeURIComponent(model.get("query").replace(/\+/g, " "))}.`
        : "";
      el.dataset.waiting = String(on);
    });
    const store = modelStore(model);
    await engine.remember(S.fromQuery(store.read(), meta).text);
    explore({ root, host: el, engine, store });
    return () => engine.cancel();
  },
};
