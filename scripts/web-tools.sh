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

# The page's binder (tools/bindgen): wasm-bindgen's own library for binding a module, at exactly
# the version of the `wasm-bindgen` in Cargo.lock, built once a machine into $tools. No registry
# we reach ships wasm-bindgen-cli built (npm and PyPI have none), and from source the CLI is 150
# crates, its test runner's web server and HTTP client among them. The library alone is 43
# crates and binds the page's modules to the CLI's bytes: built in turn, unoptimised, on a
# 2-core AMD EPYC, 24 s and 43 CPU-s against the CLI's 56 s and 105 CPU-s. Unoptimised, it
# binds a module in well under a second. scripts/test.sh starts it first, beside the tests'
# build. Sets $bindgen.
bindgen=$tools/bindgen/release/dirac-bindgen
# locked_version NAME LOCKFILE: the version of package NAME that LOCKFILE pins.
locked_version() {
  awk -v name="name = \"$1\"" '$0 == name { getline; gsub(/[^0-9.]/, ""); print; exit }' "$2"
}
bindgen_tool() {
  local wanted pinned
  wanted=$(locked_version wasm-bindgen Cargo.lock)
  pinned=$(locked_version wasm-bindgen-cli-support tools/bindgen/Cargo.lock)
  if [ "$wanted" != "$pinned" ]; then
    echo "$(basename "$0" .sh): the page's wasm-bindgen is $wanted in Cargo.lock, but its binder" \
      "(tools/bindgen) binds with $pinned: pin =$wanted in tools/bindgen/Cargo.toml" >&2
    return 1
  fi
  CARGO_PROFILE_RELEASE_OPT_LEVEL=0 CARGO_PROFILE_RELEASE_LTO=false \
    CARGO_PROFILE_RELEASE_CODEGEN_UNITS=16 CARGO_PROFILE_RELEASE_DEBUG=false \
    cargo build --release --locked --manifest-path tools/bindgen/Cargo.toml \
    --target-dir "$tools/bindgen"
}

# page_sources DIR: the page's sources copied into DIR as esbuild bundles them (the page's by
# scripts/build-web.sh, the widget's by scripts/build-widget.sh): the entry points, the modules,
# the style and the markup, with lit-html in vendor/, where the modules import it.
page_sources() {
  cp -r web/app.js web/worker.js web/widget.js web/js web/style.css web/index.html "$1/"
  mkdir -p "$1/vendor"
  cp "$tools/node_modules/lit-html/lit-html.js" "$1/vendor/"
}
