// Runs a benchmark of this folder inside Pyodide (CPython 3.14 on WebAssembly) under Node:
// the runtime the page uses. Shared by bench_bots_pyodide.mjs and bench_history_pyodide.mjs.
//
// Needs `npm ci` (the pinned pyodide package); no network. The repository is mounted with
// NODEFS at /project and the benchmark runs unchanged; the folder of a --json file is
// mounted too. At the end the share of a CPU core the process got is printed: on a shared
// machine the wall-clock times grow when it falls well below 1.
import path from "node:path";

import { loadWithRepository } from "../tools/pyodide_node.mjs";

/**
 * Run `main` (Python source whose last expression is the exit status) with the command
 * line's arguments as `bench_args`, after `benchmarks/` and the repository are put on
 * sys.path; exits the process with that status.
 */
export async function runBenchmark(main) {
  const py = await loadWithRepository();
  // --json FILE names a host path: mount its folder and hand Python the mounted path
  const args = process.argv.slice(2);
  const at = args.indexOf("--json");
  if (at >= 0 && args[at + 1]) {
    const file = path.resolve(args[at + 1]);
    py.FS.mkdirTree("/out");
    py.FS.mount(py.FS.filesystems.NODEFS, { root: path.dirname(file) }, "/out");
    args[at + 1] = "/out/" + path.basename(file);
  }
  py.globals.set("bench_args", py.toPy(args));
  const cpu0 = process.cpuUsage();
  const wall0 = performance.now();
  const code = await py.runPythonAsync(`
import os, sys
sys.dont_write_bytecode = True
os.chdir("/project")
sys.path[:0] = ["/project/benchmarks", "/project"]
` + main);
  const cpu = process.cpuUsage(cpu0);
  const share = (cpu.user + cpu.system) / 1000 / (performance.now() - wall0);
  console.log(`node CPU share during the run: ${share.toFixed(2)} of a core (1.00 = no contention)`);
  process.exit(code);
}
