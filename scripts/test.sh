#!/usr/bin/env bash
# Runs every test dirac has, on a fresh machine: `bash scripts/test.sh` (what CI runs; its time on
# a fresh clone is in BENCHMARKS.md). A failure does not
# stop the other phases: the command reports every one and exits with 1. What cargo does not
# bring is installed first: Chromium (Debian's; nothing downloads a browser), GNU time,
# python3-venv and npm if missing, cargo-nextest if missing, and, in target/, the page's binder
# (tools/bindgen, wasm-bindgen's library, built from source), Playwright, pytest, the Python
# package's test tools and the page's npm tools.
#
# One face at a time, for the inner loop (the full command stays the one CI runs):
#   bash scripts/test.sh rust     cargo's tests (nextest), the doctests, the scalar kernels
#   bash scripts/test.sh python   the Python package built and its tests, the notebook included
#   bash scripts/test.sh page     the explorer built, its logic under node, its browser tests
#
# One build serves every pass: the workspace's tests are built once and run twice, the second
# time with DIRAC_KERNEL=scalar on the tests whose work depends on the kernel (the engine's, the
# estimates' and the memory test's: the kernel is read at run time, so nothing is compiled
# again), and the Python and browser tests compare with the `dirac` those tests built. The page
# and the Python package are built and tested beside cargo's tests, each mostly on one core.
set -euo pipefail
cd "$(dirname "$0")/.."
# The tests' build is made from scratch here, not edited and rebuilt: no incremental cache, 16
# code units a crate instead of 256, no line tables (a panic still names its file and line).
# 391 CPU-s instead of 448 on 2 cores (BENCHMARKS.md); `cargo test` keeps the profile's own.
export CARGO_PROFILE_TEST_INCREMENTAL=false CARGO_PROFILE_TEST_CODEGEN_UNITS=16 \
  CARGO_PROFILE_TEST_DEBUG=false

part=${1:-all}
case "$part" in
  all | rust | python | page) ;;
  *)
    echo "usage: bash scripts/test.sh [all|rust|python|page]" >&2
    exit 2
    ;;
esac
wants() { [ "$part" = all ] || [ "$part" = "$1" ]; }

began=$SECONDS
# The machine's busy CPU seconds so far, every process's: the phases' figures below count only
# the processes this shell reaps, and not the Chromium that Playwright starts: 260 of the
# browser tests' 370 CPU-s on a 2-core AMD EPYC went uncounted (Linux's /proc/stat; 0
# elsewhere).
machine_cpu() {
  awk -v hz="$(getconf CLK_TCK)" '/^cpu / { print int(($2 + $3 + $4 + $7 + $8) / hz) }' \
    /proc/stat 2>/dev/null || echo 0
}
machine_began=$(machine_cpu)
logs=target/test-logs
mkdir -p "$logs"
timings=()
failed=()
# The CPU seconds (user and system) this shell's finished children have used so far, into
# $used: bash's `times`, its second line (run in this shell, not in a subshell of its own; a
# file per shell, since the lanes ask at the same time as the main shell).
cpu() {
  local file=$logs/.times.$BASHPID
  times >"$file"
  used=$(awk 'NR == 2 { gsub(/[ms]/, " "); print int($1 * 60 + $2 + $3 * 60 + $4) }' "$file")
  rm -f "$file"
}
# Runs a phase of the tests, timed (wall and CPU); a failure is remembered and the rest still
# runs, so that every failure is seen in one run (the command exits with 1 at the end).
phase() {
  local name=$1 start=$SECONDS status=0 used before
  cpu
  before=$used
  shift
  echo "=== $name" >&2
  "$@" || status=$?
  cpu
  timings+=("$name $((SECONDS - start)) s, $((used - before)) CPU-s")
  [ "$status" = 0 ] || failed+=("$name (status $status)")
}

apt_install() {
  echo "test: installing $* (Debian)" >&2
  if [ -z "${APT_UPDATED:-}" ]; then apt-get update -qq; APT_UPDATED=1; fi
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "$@" >/dev/null
}

# Debian's packages first, one apt at a time.
if wants rust; then
  command -v script >/dev/null 2>&1 || apt_install util-linux
  # GNU time reads a whole process's peak memory for the test that holds it to --max-memory.
  [ -x /usr/bin/time ] || apt_install time
fi
if wants python || wants page; then
  python3 -c 'import ensurepip, venv' 2>/dev/null || apt_install python3-venv
fi
# The notebook's widget is tested in Chromium too (crates/dirac-py/notebook-tests).
if wants page || wants python; then
  command -v chromium >/dev/null 2>&1 || apt_install chromium
fi
if wants page; then
  command -v npm >/dev/null 2>&1 || apt_install npm
  command -v node >/dev/null 2>&1 || apt_install nodejs
fi
# cargo-nextest runs the test binaries side by side; the machines come with it.
if wants rust && ! command -v cargo-nextest >/dev/null 2>&1; then
  cargo install cargo-nextest --locked
fi

# The Python tools download while cargo builds (they need the network, not the cores): pytest
# with hypothesis, the notebook run by nbmake, the stub checked by mypy's stubtest, data frames
# by pandas, the command's JSON against docs/schema/ by jsonschema; Playwright for the page.
pyvenv=target/py-venv
venv=target/browser-venv
install_python_tools() {
  if ! "$pyvenv/bin/python" -c 'import pytest, hypothesis, nbmake, ipykernel, mypy, pandas, jsonschema, anywidget, jupyterlab, notebook' 2>/dev/null; then
    echo "test: installing the Python package's test tools into $pyvenv" >&2
    python3 -m venv "$pyvenv"
    "$pyvenv/bin/pip" install -q pytest==9.2.0 hypothesis==6.170.17 nbmake==1.5.5 ipykernel==7.4.0 \
      mypy==2.4.1 pandas==3.1.1 jsonschema==4.26.0 \
      anywidget==0.11.0 jupyterlab==4.6.6 notebook==7.6.5
  fi
}
install_page_tools() {
  if ! "$venv/bin/python" -c 'import playwright, pytest' 2>/dev/null; then
    echo "test: installing Playwright and pytest into $venv" >&2
    python3 -m venv "$venv"
    "$venv/bin/pip" install -q playwright==1.65.2 pytest==9.2.0
  fi
}
tools=()
# The page's binder is built from source on a fresh machine (scripts/web-tools.sh): started
# first, beside the tests' build, so that the page's lane does not wait for it.
web_tools=
if wants page; then
  ( source scripts/web-tools.sh && bindgen_tool ) >"$logs/web-tools.log" 2>&1 &
  web_tools=$!
fi
if wants python; then
  install_python_tools >"$logs/python-tools.log" 2>&1 &
  tools+=("$!:python-tools")
fi
if wants page || wants python; then
  install_page_tools >"$logs/page-tools.log" 2>&1 &
  tools+=("$!:page-tools")
fi
# Waits for background jobs `pid:name`, printing each one's log and remembering a failure.
finish() {
  local job pid name status
  for job in "$@"; do
    pid=${job%%:*} name=${job#*:} status=0
    wait "$pid" || status=$?
    cat "$logs/$name.log" >&2
    [ "$status" = 0 ] || failed+=("$name (status $status)")
  done
}

# The Python package and the page each run mostly on one core, so they run beside other work:
# the page as soon as the tests' `dirac` is built, and the Python package's wheel then too; its
# tests once cargo's tests are done (beside them, the three competed for two cores: 615 s against
# 598 s in a fresh clone). The wheel at a low priority (renice 15) took only what the others left,
# which was almost nothing: 57-87 s of it remained after cargo's tests, on the command's critical
# path. Each builds in a target folder of its own (target/web, target/py), so that its cargo
# builds never wait for the workspace's lock.
python_wheel() {
  # The wheel is stripped: line tables would only slow its build.
  CARGO_TARGET_DIR=$PWD/target/py CARGO_PROFILE_RELEASE_DEBUG=false "$pyvenv/bin/pip" install -q ./crates/dirac-py
}
python_tests() {
  "$pyvenv/bin/python" -m pytest -q -p no:cacheprovider crates/dirac-py/tests \
    --nbmake examples/dirac_dice.ipynb
  # The explorer in JupyterLab and Notebook 7 (the package's environment as the kernel), driven
  # by the page's Playwright.
  JUPYTER_PYTHON=$PWD/$pyvenv/bin/python "$venv/bin/python" -m pytest -q -s -p no:cacheprovider \
    crates/dirac-py/notebook-tests
}
page_tests() {
  # The binder, started first; build-web.sh builds it if that failed.
  while kill -0 "$web_tools" 2>/dev/null; do sleep 1; done
  cat "$logs/web-tools.log"
  CARGO_TARGET_DIR=$PWD/target/web bash scripts/build-web.sh
  # The explorer's logic without a browser (node's own runner, with the engine's first module).
  node --test web/tests/unit/
  # The widget's bundle in the Python package is the bundle of the page's modules as they are.
  bash scripts/build-widget.sh --check
  "$venv/bin/python" -m pytest -q -p no:cacheprovider web/tests
}
lanes=()
lane() {
  local name=$1
  shift
  echo "=== $name, beside the rest (its log: $logs/$name.log)" >&2
  (
    status=0
    "$@" || status=$?
    cpu
    echo "$name: $used CPU-s" >&2
    exit "$status"
  ) >"$logs/$name.log" 2>&1 &
  lanes+=("$!:$name")
}
# Waits for the page's and the Python package's tools, once; without them nothing else can run.
tools_ready() {
  [ ${#tools[@]} -eq 0 ] || finish "${tools[@]}"
  tools=()
  if [ ${#failed[@]} -gt 0 ]; then
    echo "test: failed: ${failed[*]}" >&2
    exit 1
  fi
}

# Every crate with Rust tests: not the benchmarks (criterion's own build), nor the Python
# package, whose tests are Python's and which builds its own wheel: in the tests' build, pyo3
# turned on more of syn's features, so every derive and the crates after them were built with
# them (the build from scratch took 386 CPU-s without it, 446 with it).
workspace=(--workspace --exclude dirac-bench --exclude dirac-py)
if wants rust; then
  # Built once: every test binary, and the `dirac` the Python and browser tests compare with.
  phase "cargo's tests built" cargo nextest run "${workspace[@]}" --locked --no-run
  if [ ${#failed[@]} -gt 0 ]; then
    echo "test: failed: ${failed[*]}" >&2
    exit 1
  fi
  if [ "$part" = all ]; then
    export DIRAC_BIN=$PWD/target/debug/dirac
    tools_ready
    lane page page_tests
    lane python-wheel python_wheel
  fi
  phase "cargo's tests (nextest)" cargo nextest run "${workspace[@]}" --locked --no-fail-fast
  # nextest runs no doctests: cargo does (edition 2024 builds each crate's into one binary).
  phase "the doctests" cargo test --doc "${workspace[@]}" --locked
  # The scalar kernels, which every machine without vectors (and WebAssembly) runs, on the same
  # build: the vector kernel must not be the only path that stays exact, nor the only one whose
  # estimates and memory hold. Not the check's tests (`dirac check`): they hold its catalogue
  # of mistakes, played the plain way, whatever kernel counts the right game (some 30 s of
  # the pass, and the engine's own tests hold that game on this kernel). Nor two estimates
  # tests whose runs are the same on every kernel: the joint strategies' (they build no
  # per-player table) and the turn table written out (the statistics' test holds the same
  # tables on this kernel).
  phase "cargo's tests again, DIRAC_KERNEL=scalar (the engine, the estimates, memory)" \
    env DIRAC_KERNEL=scalar cargo nextest run "${workspace[@]}" --locked --no-fail-fast \
    -E '(package(dirac) | package(dirac-render) | binary(memory))
      - test(/^check(_pairs)?::/) - test(the_joint_strategies_stay_within_their_estimates)
      - test(the_turns_written_out_stay_within_their_estimate)'
else
  # On its own, a face is held to the release build (the one `cargo run --release` runs).
  phase "the dirac command (cargo build --release)" cargo build --release --locked -p dirac-cli
  [ ${#failed[@]} -eq 0 ] || exit 1
  export DIRAC_BIN=$PWD/target/release/dirac
  tools_ready
  wants page && lane page page_tests
  wants python && lane python-wheel python_wheel
fi
# The Python package's tests once cargo's tests are done and its wheel is installed.
if wants python; then
  wheel=() rest=()
  for job in "${lanes[@]}"; do
    if [ "${job#*:}" = python-wheel ]; then wheel+=("$job"); else rest+=("$job"); fi
  done
  lanes=("${rest[@]}")
  start=$SECONDS
  finish "${wheel[@]}"
  timings+=("then the wheel's rest $((SECONDS - start)) s")
  if [ ${#failed[@]} -eq 0 ]; then lane python python_tests; fi
fi
if [ ${#lanes[@]} -gt 0 ]; then
  start=$SECONDS
  finish "${lanes[@]}"
  timings+=("then the Python package and the rest of the page $((SECONDS - start)) s")
fi

timings+=("the machine busy $(($(machine_cpu) - machine_began)) CPU-s in all, of $(nproc) cores")
if [ ${#failed[@]} -gt 0 ]; then
  echo "test: $part FAILED after $((SECONDS - began)) s: ${failed[*]} (${timings[*]/%/;})" >&2
  exit 1
fi
echo "test: $part passed in $((SECONDS - began)) s (${timings[*]/%/;})" >&2
