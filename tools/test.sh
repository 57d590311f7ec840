#!/bin/sh
# The test command (README): install what the tests need, then run the whole suite.
#
#   ./tools/test.sh
#
# Set-up is idempotent and quick when everything is already there:
#   - Python tools from requirements-dev.txt (pinned) into the current Python, or into
#     build/venv when that Python is externally managed (PEP 668); PYTHON=... picks another;
#   - Chromium: Debian's /usr/bin/chromium (apt-get as root), else Playwright's own browser;
#   - npm ci (the pinned pyodide for the Node runner), when package-lock.json changed;
#   - pytest's pure wheels for Pyodide (build/pyodide-wheels/);
#   - the site itself: python build.py (fetches the pinned runtimes when missing).
# Then: ruff, mypy, unit tests on CPython, the same unit tests inside Pyodide under Node,
# and the Playwright end-to-end tests. Stops at the first failing step.
set -eu
cd "$(dirname "$0")/.."
PYTHON=${PYTHON:-python3}
started=$(date +%s)

step() {
    name=$1
    shift
    printf '\n==> %s\n' "$name"
    t0=$(date +%s)
    "$@" || fail "$name (exit $?): $*"
    printf '    %s: %ss\n' "$name" $(($(date +%s) - t0))
}
fail() {
    printf '\nFAILED: %s\n' "$*" >&2
    exit 1
}

# --- tools this script cannot install --------------------------------------------------
command -v "$PYTHON" >/dev/null || fail "$PYTHON not found: Python >= 3.11 is needed"
"$PYTHON" -c 'import sys; sys.exit(sys.version_info < (3, 11))' ||
    fail "$PYTHON is $("$PYTHON" -V 2>&1): Python >= 3.11 is needed"
for tool in node npm; do
    command -v $tool >/dev/null || fail "$tool not found: Node.js >= 20 with npm is needed"
done
node -e 'process.exit(parseInt(process.versions.node) < 20 ? 1 : 0)' ||
    fail "node is $(node --version): Node.js >= 20 is needed"

# --- set-up ------------------------------------------------------------------------------
if [ -z "${VIRTUAL_ENV:-}" ] && "$PYTHON" -c 'import pathlib, sys, sysconfig
sys.exit(not pathlib.Path(sysconfig.get_path("stdlib"), "EXTERNALLY-MANAGED").exists())'; then
    [ -x build/venv/bin/python ] || step "create build/venv" "$PYTHON" -m venv build/venv
    PYTHON=build/venv/bin/python
fi
step "pip install -r requirements-dev.txt" "$PYTHON" -m pip install --quiet \
    --disable-pip-version-check --root-user-action=ignore -r requirements-dev.txt

if [ -n "${CHROMIUM:-}" ] || [ -x /usr/bin/chromium ]; then
    :
elif [ "$(id -u)" = 0 ] && command -v apt-get >/dev/null; then
    step "apt-get update" apt-get -o DPkg::Lock::Timeout=600 update -qq
    step "apt-get install chromium" env DEBIAN_FRONTEND=noninteractive \
        apt-get -o DPkg::Lock::Timeout=600 install -y -qq chromium
else
    step "playwright install chromium" "$PYTHON" -m playwright install chromium
fi

if ! cmp -s package-lock.json node_modules/.installed-package-lock.json; then
    step "npm ci" npm ci --no-audit --no-fund
    cp package-lock.json node_modules/.installed-package-lock.json
fi
step "pytest wheels for Pyodide" "$PYTHON" tests/pyodide/setup_wheels.py
step "build dist/" "$PYTHON" build.py

# --- checks ------------------------------------------------------------------------------
step "ruff check" "$PYTHON" -m ruff check .
step "ruff format --check" "$PYTHON" -m ruff format --check .
step "mypy" "$PYTHON" -m mypy
step "unit tests (CPython)" "$PYTHON" -m pytest --ignore=tests/e2e
step "unit tests (Pyodide under Node)" node tests/pyodide/run_tests.mjs
step "end-to-end tests (Playwright + Chromium)" "$PYTHON" -m pytest tests/e2e

printf '\nAll checks passed in %ss.\n' $(($(date +%s) - started))
