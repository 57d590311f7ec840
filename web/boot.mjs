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
// And their bytecode is kept between visits. Pyodide keeps none (its files live in memory),
// so every load compiled each module of app.tgz again: most of the page's own start after
// Pyodide's. Once an interpreter has imported what it needs, Python calls
// preferanzenKeepBytecode(role) (web/main.py once the bots' worker is up, web/worker.py at
// its handshake): the bytecode CPython wrote next to each source goes into Cache Storage, one
// entry per interpreter ("page", "worker"), keyed by the SHA-256 of app.tgz. The next load
// writes it back beside the sources before any import, and the imports only load it. Every
// source gets the same fixed mtime, which the bytecode records with the source's size, so
// CPython's own check accepts it; a new app.tgz has another key, so bytecode compiled from
// other sources is never used (saving deletes the other keys' entries). Without Cache Storage
// or crypto.subtle (an insecure context), or on any failure, the load simply compiles.
// html[data-bytecode] (a test hook) is the number of modules whose bytecode the page's load
// found.
//
// And it boots Pyodide without WebAssembly stack switching (JSPI), which Pyodide would
// otherwise use wherever the browser has it: Python's coroutines and everything the asyncio
// loop runs would execute on stacks that V8 allocates. Chromium 156 killed the page's
// renderer now and then that way: all 41 crash dumps Chromium wrote on the test machine (38
// of them in the CI run of bf0d267, where about every second page load died at its boot,
// three in loaded runs) are a SIGSEGV of the main thread at one and the same instruction, in
// a loop that reads the stack word by word, the thread running on such a stack, the fault
// at the first address past the top of that stack's mapping. Without JSPI, Python runs on
// the thread's own stack, as in browsers without JSPI (and under Node in our tests). Given
// up: pausing a synchronous Python computation for the browser to paint (web/slicing.py),
// so the bots' few decisions on the page's thread before their worker is up run in one
// piece.
//
// JavaScript, because it must run before any Python can: there is no interpreter yet.
import { loadPyodide as bootPyodide, version } from "../runtime/pyodide/pyodide.mjs";

export { version };

// Pyodide looks for JSPI when its module is created (in loadPyodide), not at import.
Reflect.deleteProperty(WebAssembly, "Suspending"); // (no throw where it cannot be deleted)
Reflect.deleteProperty(WebAssembly, "promising");

// PyScript derives indexURL from this module's folder (web/); Pyodide's files are here:
const indexURL = new URL("../runtime/pyodide/", import.meta.url).href;
const archiveURL = new URL("../app.tgz", import.meta.url).href;
const HOME = "/home/pyodide"; // Pyodide's working directory: sys.path's ""

const SOURCE_MTIME = 1e12; // ms (2001-09-09): any fixed time will do
const BYTECODE_CACHE = `preferanzen-bytecode:${new URL("../", import.meta.url).href}`;
const BYTECODE_ROLES = ["page", "worker"];

// The files of a gzipped tar (ustar: 512-byte headers, octal sizes, name prefixes).
async function untar(gzipped) {
  const stream = new Blob([gzipped]).stream().pipeThrough(new DecompressionStream("gzip"));
  const tar = new Uint8Array(await new Response(stream).arrayBuffer());
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

// Files as one buffer and back: a 4-byte length, a JSON index [[path, size], ...], the bytes.
function pack(files) {
  const index = new TextEncoder().encode(JSON.stringify(files.map(([n, d]) => [n, d.length])));
  const head = new Uint8Array(4);
  new DataView(head.buffer).setUint32(0, index.length);
  return new Blob([head, index, ...files.map(([, data]) => data)]);
}

function unpack(buffer) {
  const bytes = new Uint8Array(buffer);
  const length = new DataView(buffer).getUint32(0);
  let at = 4 + length;
  return JSON.parse(new TextDecoder().decode(bytes.subarray(4, at))).map(([name, size]) => {
    at += size;
    return [name, bytes.subarray(at - size, at)];
  });
}

const bytecodeURL = (digest, role) => `${archiveURL}?bytecode=${role}&sha256=${digest}`;

async function sha256(bytes) {
  const hash = new Uint8Array(await crypto.subtle.digest("SHA-256", bytes));
  return Array.from(hash, (byte) => byte.toString(16).padStart(2, "0")).join("");
}

// {sources, digest, bytecode}: app.tgz's files, its hash (null: no caching here), and the
// bytecode kept for that hash.
async function appFiles() {
  const response = await fetch(archiveURL);
  if (!response.ok) throw new Error(`${archiveURL}: HTTP ${response.status}`);
  const gzipped = await response.arrayBuffer();
  const sources = await untar(gzipped);
  let digest = null;
  const bytecode = [];
  try {
    digest = await sha256(gzipped);
    const cache = await caches.open(BYTECODE_CACHE);
    for (const role of BYTECODE_ROLES) {
      const hit = await cache.match(bytecodeURL(digest, role));
      if (hit) bytecode.push(...unpack(await hit.arrayBuffer()));
    }
  } catch (error) {
    console.debug("preferanzen: no bytecode cache:", error);
  }
  return { sources, digest, bytecode };
}

async function keepBytecode(pyodide, sources, digest, tag, role) {
  try {
    const files = [];
    for (const [name] of sources) {
      const slash = name.lastIndexOf("/") + 1;
      const pyc = `${name.slice(0, slash)}__pycache__/${name.slice(slash, -3)}.${tag}.pyc`;
      if (name.endsWith(".py") && pyodide.FS.analyzePath(`${HOME}/${pyc}`).exists) {
        files.push([pyc, pyodide.FS.readFile(`${HOME}/${pyc}`)]);
      }
    }
    const cache = await caches.open(BYTECODE_CACHE);
    for (const request of await cache.keys()) {
      if (!request.url.endsWith(`&sha256=${digest}`)) await cache.delete(request);
    }
    await cache.put(bytecodeURL(digest, role), new Response(pack(files)));
    return files.length;
  } catch (error) {
    console.debug("preferanzen: bytecode not kept:", error);
    return 0;
  }
}

async function withApp(booting, files) {
  const [pyodide, { sources, digest, bytecode }] = await Promise.all([booting, files]);
  const write = (name, data) => {
    const path = `${HOME}/${name}`;
    pyodide.FS.mkdirTree(path.slice(0, path.lastIndexOf("/")));
    pyodide.FS.writeFile(path, data);
    return path;
  };
  for (const [name, data] of sources) {
    pyodide.FS.utime(write(name, data), SOURCE_MTIME, SOURCE_MTIME);
  }
  for (const [name, data] of bytecode) write(name, data);
  // Pyodide sets dont_write_bytecode; the bytecode of app.tgz's modules is worth keeping.
  const tag = pyodide.runPython(
    "import sys\nsys.dont_write_bytecode = False\nsys.implementation.cache_tag",
  );
  if (digest !== null) {
    globalThis.preferanzenKeepBytecode = (role) =>
      keepBytecode(pyodide, sources, digest, tag, role);
  }
  if (globalThis.document) document.documentElement.dataset.bytecode = String(bytecode.length);
  return pyodide;
}

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
