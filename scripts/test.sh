#!/usr/bin/env bash
# Runs every test dirac has, on a fresh machine. What cargo does not bring is installed first:
# Chromium (Debian's; nothing downloads a browser), Python's venv and npm if missing, and, in
# target/, Playwright and pytest for the browser tests and the Python package's test tools.
# Then: cargo's tests (twice: with the vector kernel the CPU has, and with
# DIRAC_KERNEL=scalar), the Python package built from crates/dirac-py and its tests (the
# notebook in examples/ included), the explorer's state, URL and formatting under node's own
# test runner, the explorer built by scripts/build-web.sh, and the browser tests driving it in
# headless Chromium.
set -euo pipefail
cd "$(dirname "$0")/.."

apt_install() {
  echo "test: installing $* (Debian)" >&2
  if [ -z "${APT_UPDATED:-}" ]; then apt-get update -qq; APT_UPDATED=1; fi
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "$@" >/dev/null
}
command -v chromium >/dev/null 2>&1 || apt_install chromium
command -v npm >/dev/null 2>&1 || apt_install npm
command -v node >/dev/null 2>&1 || apt_install nodejs
command -v script >/dev/null 2>&1 || apt_install util-linux
# GNU time reads a whole process's peak memory for the test that holds it to --max-memory.
[ -x /usr/bin/time ] || apt_install time
python3 -c 'import ensurepip, venv' 2>/dev/null || apt_install python3-venv

venv=target/browser-venv
if ! "$venv/bin/python" -c 'import playwright, pytest' 2>/dev/null; then
  echo "test: installing Playwright and pytest into $venv" >&2
  python3 -m venv "$venv"
  "$venv/bin/pip" install -q playwright==1.65.2 pytest==9.2.0
fi

# The Python package's tests: pytest with hypothesis, the notebook run by nbmake, the stub
# checked by mypy's stubtest, data frames by pandas, the command's JSON against docs/schema/ by
# jsonschema. The package itself is rebuilt every run.
pyvenv=target/py-venv
if ! "$pyvenv/bin/python" -c 'import pytest, hypothesis, nbmake, ipykernel, mypy, pandas, jsonschema' 2>/dev/null; then
  echo "test: installing the Python package's test tools into $pyvenv" >&2
  python3 -m venv "$pyvenv"
  "$pyvenv/bin/pip" install -q pytest==9.2.0 hypothesis==6.170.17 nbmake==1.5.5 ipykernel==7.4.0 \
    mypy==2.4.1 pandas==3.1.1 jsonschema==4.26.0
fi

echo "=== cargo test" >&2
cargo test --workspace --locked
# The same tests on the scalar kernels, which every machine without vectors (and WebAssembly)
# runs: the vector kernel must not be the only path that stays exact.
echo "=== cargo test, vector kernel off (DIRAC_KERNEL=scalar)" >&2
DIRAC_KERNEL=scalar cargo test --workspace --locked
cargo build --release --locked -p dirac-cli
echo "=== the Python package (pip install ./crates/dirac-py, then pytest)" >&2
"$pyvenv/bin/pip" install -q ./crates/dirac-py
"$pyvenv/bin/python" -m pytest -q -p no:cacheprovider crates/dirac-py/tests \
  --nbmake examples/dirac_dice.ipynb
echo "=== the explorer built (scripts/build-web.sh)" >&2
bash scripts/build-web.sh
echo "=== the explorer's logic without a browser (node --test, with the engine's first module)" >&2
node --test web/tests/unit/
echo "=== the explorer in a browser" >&2
"$venv/bin/python" -m pytest -q -p no:cacheprovider web/tests
