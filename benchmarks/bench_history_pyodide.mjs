// The big-history benchmark (benchmarks/bench_history.py) inside Pyodide (CPython 3.14 on
// WebAssembly) under Node: the runtime the page uses.
//
//   node benchmarks/bench_history_pyodide.mjs [--matches 10000] [--json out.json]
//
// benchmarks/bench_history.py runs unchanged (see pyodide_node.mjs).
import { runBenchmark } from "./pyodide_node.mjs";

await runBenchmark(`
import bench_history
int(bench_history.main(list(bench_args)))
`);
