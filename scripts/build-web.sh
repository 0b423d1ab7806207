#!/usr/bin/env bash
# Builds the explorer into web/dist/ (index.html at its root): the dirac-web crate compiled to
# WebAssembly, bound by wasm-bindgen's library at exactly the version in Cargo.lock, shrunk
# with wasm-opt (npm's binaryen, pinned), and the page's static files beside it. Tools missing
# on a fresh machine are installed first.
set -euo pipefail
cd "$(dirname "$0")/.."
# The npm tools and their versions (binaryen, lit-html, esbuild), and the binder.
source scripts/web-tools.sh

# The binder, wasm-bindgen's library at the version in Cargo.lock, built once a machine
# (scripts/web-tools.sh, tools/bindgen).
bindgen_tool
rustup target list --installed | grep -qx wasm32-unknown-unknown \
  || rustup target add wasm32-unknown-unknown

# Where cargo writes the modules (scripts/test.sh builds the page in a target folder of its own).
built=${CARGO_TARGET_DIR:-target}/wasm32-unknown-unknown/wasm
rm -rf web/dist
mkdir -p web/dist/pkg
# Two modules from one crate: the first (both answers and the rules' names, a third of the
# size: crates/dirac-web/src/first.rs) paints the answers while the whole engine streams in.
# Both builds write the same file: each is bound before the next is built.
cargo build --locked -p dirac-web --target wasm32-unknown-unknown --profile wasm --no-default-features
"$bindgen" "$built/dirac_web.wasm" web/dist/pkg dirac_first
cargo build --locked -p dirac-web --target wasm32-unknown-unknown --profile wasm
"$bindgen" "$built/dirac_web.wasm" web/dist/pkg
# wasm-opt from npm's binaryen: Debian's (108) predates the reference types that rustc and
# wasm-bindgen now emit, and breaks their tables.
npm_tool binaryen "$BINARYEN"
npm_tool lit-html "$LIT_HTML"
npm_tool esbuild "$ESBUILD"
# Each module ships gzipped too, and the page unpacks it as it streams in (js/wasm.js): a slow
# network carries 40% of its bytes, whatever the server compresses (scripts/slow-network.py).
# npm's binaryen runs on node, one core a module (18 s for the whole engine): both at once.
for module in dirac_first dirac_web; do
  (
    "$tools/node_modules/.bin/wasm-opt" -O --all-features --strip-debug --strip-producers \
      "web/dist/pkg/${module}_bg.wasm" -o "web/dist/pkg/${module}_bg.wasm"
    gzip -9 -n -k "web/dist/pkg/${module}_bg.wasm"
  ) &
done
for job in $(jobs -p); do wait "$job"; done
# The page's modules bundled by esbuild into two files at the page's root: app.js (the page's
# modules, both modules' bindings and lit-html) and worker.js (the worker's). A page of 27
# modules waited for all of them before its engine's first module began to compile: 215-350 ms
# from navigation on localhost, against 20-45 ms for the compile itself (see
# scripts/benchmarks-notes.md). One module is one request, and minified. The modules' bindings
# stay in pkg/ beside the wasm, which the page never fetches: node's tests of the page's logic
# load the first module through them (web/tests/unit).
cp web/index.html web/style.css web/dist/
stage=$(mktemp -d)
trap 'rm -rf "$stage"' EXIT
page_sources "$stage"
mkdir "$stage/pkg"
cp web/dist/pkg/dirac_first.js web/dist/pkg/dirac_web.js "$stage/pkg/"
"$tools/node_modules/.bin/esbuild" "$stage/app.js" "$stage/worker.js" --bundle --format=esm \
  --minify --log-level=warning --outdir=web/dist
mkdir -p web/dist/vendor
cp "$tools/node_modules/lit-html/LICENSE" web/dist/vendor/lit-html.LICENSE
wasm=$(stat -c %s web/dist/pkg/dirac_web_bg.wasm)
gz=$(stat -c %s web/dist/pkg/dirac_web_bg.wasm.gz)
first=$(stat -c %s web/dist/pkg/dirac_first_bg.wasm)
first_gz=$(stat -c %s web/dist/pkg/dirac_first_bg.wasm.gz)
# What a browser fetches: everything but the modules' unpacked copies (a fallback) and their
# bindings (inside the bundles).
total=$(du -cb --exclude='*_bg.wasm' --exclude='dirac_first.js' --exclude='dirac_web.js' web/dist | tail -1 | cut -f1)
echo "build-web: web/dist built: wasm $((wasm / 1024)) KiB ($((gz / 1024)) KiB gzipped), the first module $((first / 1024)) KiB ($((first_gz / 1024)) KiB gzipped), page $((total / 1024)) KiB fetched in all" >&2
