// Precompiles the standard-library modules the site imports, for the shipped Pyodide.
//
//   node tools/precompile_stdlib.mjs PYODIDE_DIR OUT_ZIP PATH...
//
// Called by build.py (see precompile_stdlib there). Pyodide's npm package ships its
// standard library (python_stdlib.zip) as sources only, so every page compiles each module
// it imports, the ~200 of Pyodide's own start included: about half of a bare Pyodide boot.
// This boots the vendored Pyodide (PYODIDE_DIR) under Node, imports every module found under
// the PATHs (folders or wheels of the site's Python: game/, web/ and what they load later),
// and writes OUT_ZIP: python_stdlib.zip with each standard-library module then in
// sys.modules as bytecode in place of its source (`name.pyc`, which zipimport prefers;
// unchecked hash-based, so byte for byte the same on every build), every other file as it
// was. The bytecode comes from the very interpreter the page runs, so its magic number and
// format always match; a module the site does not import stays a source and compiles on use
// as before.
//
// JavaScript, because only Pyodide's own CPython (3.14) can write its bytecode; the build
// itself runs on any Python.
import path from "node:path";
import { pathToFileURL } from "node:url";

const [pyodideDir, outZip, ...paths] = process.argv.slice(2);
if (!pyodideDir || !outZip) {
  console.error("usage: node tools/precompile_stdlib.mjs PYODIDE_DIR OUT_ZIP PATH...");
  process.exit(2);
}
const indexURL = pathToFileURL(path.resolve(pyodideDir)).href + "/";
const { loadPyodide } = await import(new URL("pyodide.mjs", indexURL).href);
const py = await loadPyodide({ indexURL: path.resolve(pyodideDir) + "/" });

// Every PATH and the output folder, mounted from the host under /mnt/<n>.
const mount = (hostPath) => {
  const at = `/mnt/${mount.count++}`;
  py.FS.mkdirTree(at);
  py.FS.mount(py.FS.filesystems.NODEFS, { root: hostPath }, at);
  return at;
};
mount.count = 0;
const roots = paths.map((p) => {
  const full = path.resolve(p);
  return full.endsWith(".whl") ? `${mount(path.dirname(full))}/${path.basename(full)}` : mount(full);
});
const outDir = mount(path.dirname(path.resolve(outZip)));
py.globals.set("roots", py.toPy(roots));
py.globals.set("out", `${outDir}/${path.basename(outZip)}`);
py.runPython(`
import importlib, importlib.util, marshal, os, sys, zipfile
from importlib._bootstrap_external import _code_to_hash_pyc

STDLIB = next(p for p in sys.path if p.endswith(".zip"))

def modules_under(root):
    """Dotted names of the Python modules in a folder or wheel."""
    if root.endswith(".whl"):
        names = zipfile.ZipFile(root).namelist()
    else:
        names = [os.path.relpath(os.path.join(d, f), root) for d, _, fs in os.walk(root) for f in fs]
    for name in sorted(names):
        if name.endswith(".py") and ".dist-info" not in name:
            yield name[:-3].replace("/", ".").removesuffix(".__init__")

for root in roots:
    sys.path.insert(0, root)
for root in roots:
    for name in modules_under(root):
        try:
            importlib.import_module(name)
        except Exception as error:  # what it imported before failing still counts
            print(f"precompile_stdlib: {name}: {error!r}", file=sys.stderr)

compiled = {}  # path in the zip of a source -> its bytecode
for module in list(sys.modules.values()):
    origin = getattr(getattr(module, "__spec__", None), "origin", None) or ""
    if origin.startswith(STDLIB + "/") and origin.endswith(".py"):
        inner = origin[len(STDLIB) + 1 :]
        source = module.__loader__.get_data(origin)
        code = compile(source, origin, "exec", dont_inherit=True)
        compiled[inner] = bytes(_code_to_hash_pyc(code, importlib.util.source_hash(source), False))

with zipfile.ZipFile(STDLIB) as stock, zipfile.ZipFile(out, "w") as new:
    for info in stock.infolist():
        if info.filename in compiled:
            pyc = zipfile.ZipInfo(info.filename + "c", info.date_time)
            pyc.external_attr, pyc.compress_type = info.external_attr, zipfile.ZIP_DEFLATED
            new.writestr(pyc, compiled[info.filename], compresslevel=9)
        else:
            new.writestr(info, stock.read(info.filename))
print(f"precompile_stdlib: {len(compiled)} modules as bytecode")
`);
