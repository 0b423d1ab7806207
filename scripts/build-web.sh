#!/usr/bin/env bash
# Builds the explorer into web/dist/ (index.html at its root): the dirac-web crate compiled to
# WebAssembly, bound with wasm-bindgen (the CLI at exactly the version in Cargo.lock), shrunk
# with wasm-opt (npm's binaryen, pinned), and the page's static files beside it. Tools missing
# on a fresh machine are installed first.
set -euo pipefail
cd "$(dirname "$0")/.."
BINARYEN=132.0.0
# lit-html draws the figures: templates that update only what changed, in 7 KiB, no build step.
LIT_HTML=3.3.3

version=$(awk '/^name = "wasm-bindgen"$/ { getline; gsub(/[^0-9.]/, ""); print; exit }' Cargo.lock)
if [ "$(wasm-bindgen --version 2>/dev/null | awk '{print $2}')" != "$version" ]; then
  echo "build-web: installing wasm-bindgen-cli $version (the version in Cargo.lock)" >&2
  cargo install wasm-bindgen-cli --version "$version" --locked \
    || cargo install wasm-bindgen-cli --version "$version"
fi
rustup target list --installed | grep -qx wasm32-unknown-unknown \
  || rustup target add wasm32-unknown-unknown

cargo build --locked -p dirac-web --target wasm32-unknown-unknown --profile wasm
rm -rf web/dist
mkdir -p web/dist/pkg
wasm-bindgen --target web --no-typescript --out-dir web/dist/pkg \
  target/wasm32-unknown-unknown/wasm/dirac_web.wasm
# wasm-opt from npm's binaryen: Debian's (108) predates the reference types that rustc and
# wasm-bindgen now emit, and breaks their tables.
tools=target/web-tools
if [ ! -x "$tools/node_modules/.bin/wasm-opt" ]; then
  echo "build-web: installing binaryen $BINARYEN from npm into $tools" >&2
  npm install --silent --no-audit --no-fund --prefix "$tools" "binaryen@$BINARYEN" >&2
fi
if [ "$(node -p "require('./$tools/node_modules/lit-html/package.json').version" 2>/dev/null)" != "$LIT_HTML" ]; then
  echo "build-web: installing lit-html $LIT_HTML from npm into $tools" >&2
  npm install --silent --no-audit --no-fund --prefix "$tools" "lit-html@$LIT_HTML" >&2
fi
"$tools/node_modules/.bin/wasm-opt" -O --all-features --strip-debug --strip-producers \
  web/dist/pkg/dirac_web_bg.wasm -o web/dist/pkg/dirac_web_bg.wasm
cp -r web/index.html web/app.js web/worker.js web/style.css web/js web/dist/
mkdir -p web/dist/vendor
cp "$tools/node_modules/lit-html/lit-html.js" "$tools/node_modules/lit-html/LICENSE" web/dist/vendor/
wasm=$(stat -c %s web/dist/pkg/dirac_web_bg.wasm)
gz=$(gzip -9c web/dist/pkg/dirac_web_bg.wasm | wc -c)
total=$(du -cb web/dist | tail -1 | cut -f1)
echo "build-web: web/dist built: wasm $((wasm / 1024)) KiB ($((gz / 1024)) KiB gzipped), page $((total / 1024)) KiB in all" >&2
