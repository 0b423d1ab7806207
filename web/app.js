// The Dirac Dice explorer's page: its engine (the dirac library compiled to WebAssembly, the
// first module at once and the rest in a worker: js/engine.js) and its state kept in the URL,
// handed to the explorer's controller (js/explorer.js), which the notebook's widget shares.
import { Engine } from "./js/engine.js";
import { explore } from "./js/explorer.js";

/** The state's query kept in the page's address: a change the reader makes is a step back in
 * the history when `push` says so, and going back redraws the state it names. */
const address = {
  read: () => location.search,
  write(query, push) {
    if (push) history.pushState(null, "", query);
    else history.replaceState(null, "", query);
  },
  onChange: (then) => window.addEventListener("popstate", then),
  history: true,
};

// The engine starts before anything else: its WebAssembly compiles while the page loads.
explore({ root: document, host: document.body, engine: new Engine(), store: address });
