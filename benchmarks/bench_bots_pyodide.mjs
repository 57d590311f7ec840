// Bot decision times inside Pyodide (CPython 3.14 on WebAssembly) under Node: the runtime
// the page uses, so this is where Profi's 1-second budget is checked.
//
//   node benchmarks/bench_bots_pyodide.mjs [bench_bots.py args...]
//   e.g. node benchmarks/bench_bots_pyodide.mjs --levels profi --deals 20 --json out.json
//
// benchmarks/bench_bots.py runs unchanged (see run_in_pyodide.mjs). Python's process_time is
// the wall clock inside Pyodide, so the CPU columns use Node's process.cpuUsage() instead.
import { runBenchmark } from "./run_in_pyodide.mjs";

await runBenchmark(`
import bench_bots
from js import process

def node_cpu():
    """Node's CPU time (all its threads; the Python runs on one): process_time is wall here."""
    usage = process.cpuUsage()
    return (usage.user + usage.system) / 1e6

bench_bots.cpu_clock = node_cpu
int(bench_bots.main(list(bench_args)))
`);
