# The npm tools of the page (scripts/build-web.sh) and of the notebook's widget
# (scripts/build-widget.sh), pinned, each installed into target/web-tools on first use.
# Sourced by those scripts, from the repository's root.
BINARYEN=132.0.0
# lit-html draws the figures: templates that update only what changed, in 7 KiB, no build step.
LIT_HTML=3.3.3
# esbuild bundles the page's modules into one (scripts/build-web.sh) and the notebook's widget
# into one (a widget's module cannot import its neighbours).
ESBUILD=0.28.2
tools=target/web-tools

# npm_tool NAME VERSION: NAME at VERSION in $tools, installed unless it is there already.
npm_tool() {
  if [ "$(node -p "require('./$tools/node_modules/$1/package.json').version" 2>/dev/null)" != "$2" ]; then
    echo "$(basename "$0" .sh): installing $1 $2 from npm into $tools" >&2
    npm install --silent --no-audit --no-fund --prefix "$tools" "$1@$2" >&2
  fi
}

# wasm-bindgen-cli at exactly the version of the `wasm-bindgen` in Cargo.lock, unless it is
# installed already. No registry we reach ships it built (npm and PyPI have no
# wasm-bindgen-cli), so it is built from source, lightly: the one binary used, without the test
# runner's TLS (default features), unoptimised: on a 2-core AMD EPYC, 90 s and 165 CPU-s
# against 184 s and 355 CPU-s at opt-level 1, and it binds the page's module in 0.6 s instead
# of 0.2, to the same bytes. On a fresh machine this is still the page's largest cost:
# scripts/test.sh starts it first, beside the tests' build.
wasm_bindgen_cli() {
  local version install
  version=$(awk '/^name = "wasm-bindgen"$/ { getline; gsub(/[^0-9.]/, ""); print; exit }' Cargo.lock)
  if [ "$(wasm-bindgen --version 2>/dev/null | awk '{print $2}')" = "$version" ]; then
    return 0
  fi
  echo "$(basename "$0" .sh): installing wasm-bindgen-cli $version (the version in Cargo.lock)" >&2
  install=(cargo install wasm-bindgen-cli --version "$version" --no-default-features --bin wasm-bindgen)
  (
    export CARGO_PROFILE_RELEASE_OPT_LEVEL=0 CARGO_PROFILE_RELEASE_LTO=false \
      CARGO_PROFILE_RELEASE_CODEGEN_UNITS=16 CARGO_PROFILE_RELEASE_DEBUG=false
    "${install[@]}" --locked || "${install[@]}"
  )
}

# page_sources DIR: the page's sources copied into DIR as esbuild bundles them (the page's by
# scripts/build-web.sh, the widget's by scripts/build-widget.sh): the entry points, the modules,
# the style and the markup, with lit-html in vendor/, where the modules import it.
page_sources() {
  cp -r web/app.js web/worker.js web/widget.js web/js web/style.css web/index.html "$1/"
  mkdir -p "$1/vendor"
  cp "$tools/node_modules/lit-html/lit-html.js" "$1/vendor/"
}
