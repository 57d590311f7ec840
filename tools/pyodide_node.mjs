// Pyodide (CPython 3.14 on WebAssembly) under Node with this repository mounted: what the
// Pyodide test run (tests/pyodide/run_tests.mjs) and the Pyodide benchmarks
// (benchmarks/run_in_pyodide.mjs) start from. Needs `npm ci` (the pinned pyodide package);
// no network.
import { existsSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

/** The repository's root folder. */
export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");

/**
 * A fresh Pyodide whose stdout and stderr are the process's, with the repository mounted
 * (NODEFS) at /project; exits the process with status 4 when the pyodide package is missing.
 */
export async function loadWithRepository() {
  if (!existsSync(path.join(root, "node_modules", "pyodide", "package.json"))) {
    console.error("node_modules/pyodide is missing: run npm ci");
    process.exit(4);
  }
  const { loadPyodide } = await import("pyodide");
  const py = await loadPyodide({ env: { HOME: "/home/pyodide", PYTHONDONTWRITEBYTECODE: "1" } });
  const write = (stream) => ({ write: (bytes) => { stream.write(bytes); return bytes.length; } });
  py.setStdout(write(process.stdout));
  py.setStderr(write(process.stderr));
  py.FS.mkdirTree("/project");
  py.FS.mount(py.FS.filesystems.NODEFS, { root }, "/project");
  return py;
}
