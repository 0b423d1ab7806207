#!/usr/bin/env bash
# Bundles the notebook's widget (web/widget.js: the page's controller, controls and figures,
# its style and markup as text, and lit-html) into one ES module for the Python package,
# crates/dirac-py/python/dirac_dice/_explorer.js, with esbuild (npm's, pinned). A widget's
# module is loaded from a Blob URL, where relative imports do not resolve: it must be one file.
# The bundle is committed, so that the package installs without node; `--check` builds it
# aside and fails if the committed one differs (the page's tests run it).
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/web-tools.sh
out=crates/dirac-py/python/dirac_dice/_explorer.js

npm_tool esbuild "$ESBUILD"
npm_tool lit-html "$LIT_HTML"

# The page's sources as the page's own build bundles them (scripts/web-tools.sh).
src=$(mktemp -d)
trap 'rm -rf "$src"' EXIT
page_sources "$src"
built=$src/_explorer.js
"$tools/node_modules/.bin/esbuild" "$src/widget.js" --bundle --format=esm --minify \
  --loader:.css=text --loader:.html=text --log-level=warning --outfile="$built"

if [ "${1:-}" = --check ]; then
  if ! cmp -s "$built" "$out"; then
    echo "build-widget: $out is not the bundle of web/ as it is: run bash scripts/build-widget.sh and commit it" >&2
    exit 1
  fi
  echo "build-widget: $out is current" >&2
else
  cp "$built" "$out"
  echo "build-widget: $out, $(($(stat -c %s "$out") / 1024)) KiB" >&2
fi
