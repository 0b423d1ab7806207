// The page in a notebook's widget (widget.js): its markup and style moved into the widget's
// shadow root, where the page's document is the notebook's (what was the page's `body` is the
// widget's `.page`, its data marks on the widget's host element, and the page's root variables
// are the shadow host's; the notebook's own style does not reach in, nor the page's out), and
// its state kept in the widget's model instead of the URL.

/** The page's stylesheet for a shadow root. The page's widths are the window's; the widget's
 * are its own (a notebook's output is narrower than the window, and its side panels move it):
 * each width the page asks of the window, the widget asks of its `.page`. */
export function shadowCss(css) {
  return `${css
    .replace(/(^|[\s,}])body\[([^\]]*)\]/g, "$1:host([$2])")
    .replace(/(^|[\s,}]):root\b/g, "$1:host")
    .replace(/(^|[\s,}])body\b/g, "$1.page")
    .replace(/@media \(((?:max|min)-width:[^)]*)\)/g, "@container explorer ($1)")}
.page { container: explorer / inline-size; }
`;
}

/** The page's `<main>`, its sections and controls, from its HTML. */
export function mainOf(page) {
  const from = page.indexOf("<main>");
  const to = page.indexOf("</main>");
  if (from < 0 || to < from) throw new Error("the page has no <main>");
  return page.slice(from, to + "</main>".length);
}

/** The state's query kept in the widget's model, as the page keeps it in its URL (js/explorer.js's
 * store): a change made in Python (`explorer.query = ...`) redraws the widget; the widget's own
 * writes do not. */
export function modelStore(model) {
  let written = model.get("query");
  return {
    read: () => `?${model.get("query")}`,
    write(query) {
      written = query.replace(/^\?/, "");
      model.set("query", written);
      model.save_changes();
    },
    onChange(then) {
      model.on("change:query", () => {
        if (model.get("query") !== written) then();
      });
    },
    // A notebook has no Back for the widget.
    history: false,
  };
}
