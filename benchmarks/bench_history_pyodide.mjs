// The big-history benchmark (benchmarks/bench_history.py) inside Pyodide (CPython 3.14 on
// WebAssembly) under Node: the runtime the page uses.
//
//   node benchmarks/bench_history_pyodide.mjs [--matches 10000] [--json out.json]
//
// benchmarks/bench_history.py runs unchanged (see run_in_pyodide.mjs).
import { runBenchmark } from "./run_in_pyodide.mjs";

await runBenchmark(`
import bench_history
int(bench_history.main(list(bench_args)))
`);
