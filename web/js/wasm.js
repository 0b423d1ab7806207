// Where the engine's WebAssembly comes from: the build ships each module gzipped (40% of its
// size, whatever the server does), and the browser unpacks it as it streams in. A browser
// without `DecompressionStream` fetches the file as built, beside it. This module ships inside
// the page's bundles (app.js and worker.js, at the page's root: scripts/build-web.sh), so the
// files are found beside them, in pkg/.
export function wasmSource(module) {
  const file = new URL(`pkg/${module}_bg.wasm`, import.meta.url);
  if (typeof DecompressionStream === "undefined") return file;
  return fetch(`${file}.gz`).then((r) => {
    if (!r.ok) throw new Error(`the engine's file could not be fetched (${r.status})`);
    return new Response(r.body.pipeThrough(new DecompressionStream("gzip")), { headers: { "Content-Type": "application/wasm" } });
  });
}
