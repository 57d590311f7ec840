// Runs the unit tests with real pytest inside Pyodide (CPython 3.14) under Node.
//
//   node tests/pyodide/run_tests.mjs [pytest args...]
//
// Needs `npm ci` (the pinned pyodide package) and `python tests/pyodide/setup_wheels.py`
// (pytest's pure wheels in build/pyodide-wheels/site); no network at run time. The repo is
// mounted read-write at /project with NODEFS and is the working directory, so pytest reads
// pyproject.toml as on CPython. Skips tests/e2e and tests marked cpython_only or benchmark.
// The process exits with pytest's exit code.
import { existsSync } from "node:fs";
import path from "node:path";

import { loadWithRepository, root } from "../../tools/pyodide_node.mjs";

const site = path.join(root, "build", "pyodide-wheels", "site");
if (!existsSync(path.join(site, "pytest"))) {
  console.error(`${site} has no pytest: run python tests/pyodide/setup_wheels.py`);
  process.exit(4);
}

const started = performance.now();
const py = await loadWithRepository();

const args = [
  "-p", "no:cacheprovider",
  "--ignore=tests/e2e",
  "-m", "not cpython_only and not benchmark",
  ...process.argv.slice(2),
];
py.globals.set("pytest_args", py.toPy(args));
const code = await py.runPythonAsync(`
import os, sys
sys.dont_write_bytecode = True
os.chdir("/project")
sys.path[:0] = ["/project/build/pyodide-wheels/site", "/project"]
print(f"Pyodide: Python {sys.version.split()[0]} ({sys.platform}), "
      f"booted in ${((performance.now() - started) / 1000).toFixed(1)} s", flush=True)
import pytest
int(pytest.main(list(pytest_args)))
`);
process.exit(code);
