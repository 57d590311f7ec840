// The page's Pyodide, booting from the first moment. pyscript.toml names this module as
// PyScript's `interpreter`: PyScript imports it and calls its loadPyodide() once its own
// start is done (its bundle, the config, the plugins: 0.1-0.25 s after navigation).
// index.html also loads it as its first module script, so on the page's main thread the
// Pyodide boot (compiling the wasm, starting CPython: most of the load time) starts with
// the page and runs while PyScript starts; PyScript's call then takes over that boot.
// In a worker (the bots' worker loads the same config) it simply boots Pyodide.
//
// JavaScript, because it must run before any Python can: there is no interpreter yet.
import { loadPyodide as bootPyodide, version } from "../runtime/pyodide/pyodide.mjs";

export { version };

// PyScript derives indexURL from this module's folder (web/); Pyodide's files are here:
const indexURL = new URL("../runtime/pyodide/", import.meta.url).href;

// Where the early interpreter's output goes until PyScript hands over its own streams.
const sink = { stdout: (line) => console.log(line), stderr: (line) => console.error(line) };

let early = globalThis.document
  ? bootPyodide({
      indexURL,
      stdout: (line) => sink.stdout(line),
      stderr: (line) => sink.stderr(line),
    })
  : null;

// PyScript's call: the early boot on the main thread (once), a fresh one anywhere else.
export async function loadPyodide(options = {}) {
  if (early === null) return bootPyodide({ ...options, indexURL });
  const pyodide = await early;
  early = null;
  if (options.stdout) sink.stdout = options.stdout;
  if (options.stderr) sink.stderr = options.stderr;
  return pyodide;
}
