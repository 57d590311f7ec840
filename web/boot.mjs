// Pyodide with the app's code in place, booting from the first moment. pyscript.toml names
// this module as PyScript's `interpreter`: PyScript imports it and calls its loadPyodide()
// once its own start is done (its bundle, the config, the plugins: 0.1-0.25 s after
// navigation). index.html also loads it as its first module script, so on the page's main
// thread the Pyodide boot (compiling the wasm, starting CPython: most of the load time)
// starts with the page and runs while PyScript starts; PyScript's call takes over that boot.
// In a worker (the bots' worker loads the same config) it boots Pyodide when asked.
//
// Either way the app's modules (app.tgz, built by build.py: game/ and web/'s pure modules)
// are fetched and unpacked here, by the browser's own gzip and a few lines of tar, into
// Python's working directory, which is on sys.path: while the wasm compiles, and without
// the Python archive modules that PyScript's [files] would import to unpack it.
//
// JavaScript, because it must run before any Python can: there is no interpreter yet.
import { loadPyodide as bootPyodide, version } from "../runtime/pyodide/pyodide.mjs";

export { version };

// PyScript derives indexURL from this module's folder (web/); Pyodide's files are here:
const indexURL = new URL("../runtime/pyodide/", import.meta.url).href;
const archiveURL = new URL("../app.tgz", import.meta.url).href;
const HOME = "/home/pyodide"; // Pyodide's working directory: sys.path's ""

// The files of a gzipped tar (ustar: 512-byte headers, octal sizes, name prefixes).
async function untar(response) {
  if (!response.ok) throw new Error(`${archiveURL}: HTTP ${response.status}`);
  const tar = new Uint8Array(
    await new Response(response.body.pipeThrough(new DecompressionStream("gzip"))).arrayBuffer(),
  );
  const text = (at, length) =>
    new TextDecoder().decode(tar.subarray(at, at + length)).replace(/\0.*$/s, "");
  const files = [];
  for (let at = 0; at + 512 <= tar.length && tar[at] !== 0; ) {
    const size = parseInt(text(at + 124, 12).trim() || "0", 8);
    const prefix = text(at + 345, 155);
    const name = (prefix ? `${prefix}/` : "") + text(at, 100);
    if (text(at + 156, 1) === "0" || text(at + 156, 1) === "") {
      files.push([name, tar.subarray(at + 512, at + 512 + size)]);
    }
    at += 512 + Math.ceil(size / 512) * 512;
  }
  return files;
}

async function withApp(booting, files) {
  const [pyodide, entries] = await Promise.all([booting, files]);
  for (const [name, data] of entries) {
    const path = `${HOME}/${name}`;
    pyodide.FS.mkdirTree(path.slice(0, path.lastIndexOf("/")));
    pyodide.FS.writeFile(path, data);
  }
  return pyodide;
}

const appFiles = () => fetch(archiveURL).then(untar);

// Where the early interpreter's output goes until PyScript hands over its own streams.
const sink = { stdout: (line) => console.log(line), stderr: (line) => console.error(line) };

let early = globalThis.document
  ? withApp(
      bootPyodide({
        indexURL,
        stdout: (line) => sink.stdout(line),
        stderr: (line) => sink.stderr(line),
      }),
      appFiles(),
    )
  : null;

// PyScript's call: the early boot on the main thread (once), a fresh one anywhere else.
export async function loadPyodide(options = {}) {
  if (early === null) return withApp(bootPyodide({ ...options, indexURL }), appFiles());
  const pyodide = await early;
  early = null;
  if (options.stdout) sink.stdout = options.stdout;
  if (options.stderr) sink.stderr = options.stderr;
  return pyodide;
}
