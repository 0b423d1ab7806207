#!/usr/bin/env bash
# What the explorer's WebAssembly is made of: the page's module (crates/dirac-web) beside two
# smaller modules built from the same library, each at opt-level "s" (the page's) and "z",
# bound by wasm-bindgen and shrunk by wasm-opt exactly as scripts/build-web.sh does.
#
#   answers   both answers of one game (dirac::practice::play and dirac::quantum::solve), as
#             plain text: the least any page showing the answers must hold;
#   analysis  the page's first view (dirac::view::AnalysisView::of) as JSON: the answers,
#             statistics, turn tables, explanation and practice trace, without the page's
#             sweep, scan, simulation and grids;
#   page      crates/dirac-web, every export the page calls.
#
# Run after `bash scripts/build-web.sh` (which installs wasm-bindgen and wasm-opt):
#   bash scripts/experiments/wasm-size/run.sh
# Builds go to target/wasm-size/, apart from the page's own build.
set -euo pipefail
# A failed step inside $(...) stops the script too.
shopt -s inherit_errexit
cd "$(dirname "$0")/../../.."
root=$PWD
out=$root/target/wasm-size
opt=$root/target/web-tools/node_modules/.bin/wasm-opt
command -v wasm-bindgen >/dev/null && [ -x "$opt" ] || {
  echo "run scripts/build-web.sh first: it installs wasm-bindgen and wasm-opt" >&2
  exit 2
}
mkdir -p "$out"
# The bindings at the version the page is built with (Cargo.lock's, as scripts/build-web.sh).
bindgen=$(awk '/^name = "wasm-bindgen"$/ { getline; gsub(/[^0-9.]/, ""); print; exit }' Cargo.lock)

# A throwaway crate exporting one function, in the workspace's profile and lock file.
variant() {
  local name=$1 body=$2 dir=$out/$1
  mkdir -p "$dir/src"
  cat > "$dir/Cargo.toml" <<EOF
[package]
name = "size-$name"
version = "0.0.0"
edition = "2024"
publish = false

[lib]
crate-type = ["cdylib"]
path = "src/lib.rs"

[dependencies]
dirac = { path = "$root/crates/dirac", features = ["serde"] }
serde_json = "1"
wasm-bindgen = "=$bindgen"

[profile.wasm]
inherits = "release"
debug = false
opt-level = "s"
lto = true
codegen-units = 1
panic = "abort"
strip = false

[workspace]
EOF
  cp "$root/Cargo.lock" "$dir/Cargo.lock"
  printf '%s\n' "use wasm_bindgen::prelude::wasm_bindgen;" "$body" > "$dir/src/lib.rs"
}

variant answers '
/// Both answers of the game in `input`, as text.
#[wasm_bindgen]
pub fn answers(input: &str) -> String {
    let limits = dirac::Limits::default();
    let run = || -> Result<String, dirac::Error> {
        let game = dirac::Game::parse(input, dirac::Rules::default())?;
        let practice = dirac::practice::play(&game, &limits)?;
        let strategy = dirac::quantum::Strategy::Auto;
        let quantum = dirac::quantum::solve(&game, strategy, &limits)?;
        Ok(format!("{} {}", practice.answer(), quantum.answer()))
    };
    run().unwrap_or_else(|e| e.to_string())
}'

variant analysis '
/// The page'"'"'s first view of the game in `input`, as JSON.
#[wasm_bindgen]
pub fn analysis(input: &str) -> String {
    let limits = dirac::Limits::default();
    let run = || -> Result<String, dirac::Error> {
        let game = dirac::Game::parse(input, dirac::Rules::default())?;
        let digits = dirac::view::Digits::PAGE;
        let view = dirac::view::AnalysisView::of(&game, &limits, digits, Some(8))?;
        Ok(serde_json::to_string(&view).unwrap_or_default())
    };
    run().unwrap_or_else(|e| e.to_string())
}'

# One module: built at opt-level $2, bound, shrunk (-O for "s", -Oz for "z"); prints KiB.
measure() {
  local manifest=$1 level=$2 crate=$3
  local target=$out/target-$level
  # The copied lock file keeps the workspace's versions (cargo drops what a variant lacks).
  CARGO_PROFILE_WASM_OPT_LEVEL=$level CARGO_TARGET_DIR=$target \
    cargo build -q --offline --manifest-path "$manifest" --target wasm32-unknown-unknown \
    --profile wasm
  local bound=$out/bound-$crate-$level
  rm -rf "$bound"
  wasm-bindgen --target web --no-typescript --out-dir "$bound" \
    "$target/wasm32-unknown-unknown/wasm/$crate.wasm"
  local flag=-O
  [ "$level" = z ] && flag=-Oz
  "$opt" "$flag" --all-features --strip-debug --strip-producers \
    "$bound/${crate}_bg.wasm" -o "$bound/${crate}_bg.wasm"
  local bytes gz
  bytes=$(stat -c %s "$bound/${crate}_bg.wasm")
  gz=$(gzip -9c "$bound/${crate}_bg.wasm" | wc -c)
  printf '%s KiB (%s KiB gzipped)' "$((bytes / 1024))" "$((gz / 1024))"
}

printf '| module | opt-level "s" | opt-level "z" |\n|---|---|---|\n'
for v in answers analysis page; do
  manifest=$out/$v/Cargo.toml crate=size_$v
  [ "$v" = page ] && manifest=$root/crates/dirac-web/Cargo.toml crate=dirac_web
  # Assigned first, so that a failed build stops the script.
  small=$(measure "$manifest" s "$crate")
  smallest=$(measure "$manifest" z "$crate")
  printf '| %s | %s | %s |\n' "$v" "$small" "$smallest"
done
