"""Build the static site into dist/, or build it and serve it on localhost.

    python build.py                   fetch the pinned runtimes if missing, assemble dist/
    python build.py serve [--port N]  the same, then serve dist/ on 127.0.0.1 (default 8000)

Standard library only; npm is needed only to fetch a runtime tarball that is not yet in
build/npm/. The pins live in package.json (exact versions) and package-lock.json (sha512
integrity): every tarball, freshly packed or cached, is checked against the lock.

dist/ is the whole deployable site; every URL in it is relative, so it works at / and under
a sub-path such as /preferanzen/ (GitHub project pages):

    index.html  pyscript.toml  .nojekyll
    sw.js  manifest.webmanifest
                        from web/, at the root: a service worker's scope is its folder,
                        and the manifest's start_url and scope are relative to it
    sw-files.js         generated: every file of the site and a content hash, which
                        sw.js precaches for offline play (a new hash: a new cache)
    app.tgz             every module under game/ plus web/**/*.py except the entry scripts
                        and web/online/, without docstrings and comments, blocks indented
                        by one space (each line where it was, so tracebacks point at the
                        repository's lines: ``strip_source``), in one gzip
                        stream; pyscript.toml unpacks it into Python's cwd ("./*"), so the
                        page imports `game` and `web.<module>` exactly as the tests do
    online.tgz          web/online/**.py, playing with friends, packed the same way: fetched
                        and unpacked next to app.tgz's files only when the online panel is
                        opened (web/lazy.py)
    runtime/segno/segno.whl
                        segno, the QR code generator the online panel uses: the pinned wheel
                        (SEGNO), fetched with pip by name and version, sha256-checked
    web/                the entry scripts (main.py, worker*.py: loaded by <script src>),
                        CSS, icons, texts - everything in web/ but the zipped modules and
                        the card sprites, which index.html holds itself (inline_sprites)
    runtime/pyscript/   @pyscript/core dist/*.js and *.css, without source maps
    runtime/pyodide/    the five files Pyodide needs to boot
"""

from __future__ import annotations

import argparse
import ast
import base64
import contextlib
import fnmatch
import gzip
import hashlib
import io
import json
import re
import shutil
import subprocess
import sys
import tarfile
import tempfile
import tokenize
import tomllib
from functools import partial
from http.server import SimpleHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path, PurePosixPath

ROOT = Path(__file__).resolve().parent
DIST = ROOT / "dist"
NPM_CACHE = ROOT / "build" / "npm"
SUBPATH = "/preferanzen/"
APP_ARCHIVE = "app.tgz"
ENTRY_SCRIPTS = ("main.py", "worker*.py")
ROOT_FILES = ("sw.js", "manifest.webmanifest")  # web/ files served from the site root
# In the repository for developers, never shipped: notes, the card art's preview page, the
# card sprites as files (index.html holds them: inline_sprites), and the Python that only
# runs outside the browser (the arena and its cheating yardstick).
DEV_ONLY = ("*.md", "cards/preview.html", "cards/*.svg")
CARD_SPRITES = ("french.svg", "german.svg")  # web/cards/, by tools/make_cards.py
NOT_IN_BROWSER = ("game/arena.py", "game/bots/oracle.py")
# What the page loads of @pyscript/core's dist/: core.js pulls in its bundle core-<hash>.js,
# which imports (dynamically, at every start) the plugins named here and its small TOML
# parser. Its other chunks serve features this site does not use (the code editor and
# terminal: codemirror, xterm; MicroPython; zip export; the package graph) and are left
# out. tests/e2e/test_offline.py checks that the page requests exactly these.
PYSCRIPT_ENTRIES = ("core.js", "core.css")
PYSCRIPT_CHUNKS = (
    "core",
    "toml",
    "error",
    "deprecations-manager",
    "donkey",
    "py-editor",
    "py-game",
    "py-terminal",
)
# All five are needed: without the lock file loadPyodide fails.
PYODIDE_FILES = tuple(
    "pyodide.mjs pyodide.asm.mjs pyodide.asm.wasm python_stdlib.zip pyodide-lock.json".split()
)
STDLIB = "runtime/pyodide/python_stdlib.zip"
STDLIB_CACHE = ROOT / "build" / "stdlib"
PRECOMPILER = ROOT / "tools" / "precompile_stdlib.mjs"
SW_SCRIPTS = ("sw.js", "sw-files.js")
ONLINE_ARCHIVE = "online.tgz"
# The modules that hold the page's words in three languages. An archive lists them together,
# before the code: gzip finds repeats only within 32 KB back, and the texts share their keys,
# markup and phrasing with each other, not with the code (app.tgz 185.6 -> 181.2 KB gzipped).
WORDS = re.compile(r"labels\.py|rules_text\.py|rules_ru\.py|\w+_texts\.py")
LAZY_DIR = "online"  # web/online/: its Python goes into ONLINE_ARCHIVE, not the app archive
WHEELS = ROOT / "build" / "wheels"
SEGNO = ("segno", "1.6.6", "28c7d081ed0cf935e0411293a465efd4d500704072cdb039778a2ab8736190c7")
"""(name, version, sha256 of the py3-none-any wheel) of the online panel's QR generator."""


def pins() -> dict[str, tuple[str, str]]:
    """{package: (version, integrity)} for the two runtimes, from package.json + lock."""
    wanted = json.loads((ROOT / "package.json").read_text())["devDependencies"]
    lock = json.loads((ROOT / "package-lock.json").read_text())["packages"]
    result = {}
    for name in ("@pyscript/core", "pyodide"):
        entry = lock[f"node_modules/{name}"]
        if wanted[name] != entry["version"]:
            sys.exit(
                f"package.json pins {name} {wanted[name]}, package-lock.json has "
                f"{entry['version']}: run `npm install` to update the lock"
            )
        result[name] = (entry["version"], entry["integrity"])
    return result


def check_integrity(path: Path, integrity: str) -> None:
    """Exit unless ``path`` matches the SRI string ``integrity`` ("sha512-<base64>")."""
    algorithm, _, expected = integrity.partition("-")
    actual = base64.b64encode(hashlib.new(algorithm, path.read_bytes()).digest()).decode()
    if actual != expected:
        sys.exit(
            f"{path}: integrity mismatch\n  pinned {integrity}\n  got    "
            f"{algorithm}-{actual}\nDelete the file to fetch it again."
        )


def fetch(name: str, version: str, integrity: str) -> Path:
    """The verified npm tarball of ``name@version``, packed into build/npm/ if missing."""
    tarball = NPM_CACHE / f"{name.lstrip('@').replace('/', '-')}-{version}.tgz"
    if not tarball.exists():
        npm = shutil.which("npm")
        if npm is None:
            sys.exit(f"npm is needed to fetch {name}@{version} (install Node.js >= 20)")
        NPM_CACHE.mkdir(parents=True, exist_ok=True)
        print(f"fetching {name}@{version} with npm pack", file=sys.stderr)
        subprocess.run(
            [npm, "pack", "--silent", "--pack-destination", str(NPM_CACHE), f"{name}@{version}"],
            check=True,
            cwd=NPM_CACHE,
            stdout=subprocess.DEVNULL,
        )
    check_integrity(tarball, integrity)
    return tarball


def extract(tarball: Path, patterns: tuple[str, ...], dest: Path) -> None:
    """Copy the tarball's files matching ``package/<pattern>`` flat into ``dest``."""
    dest.mkdir(parents=True, exist_ok=True)
    with tarfile.open(tarball) as tar:
        members = sorted((m for m in tar.getmembers() if m.isfile()), key=lambda m: m.name)
        for pattern in patterns:
            found = [m for m in members if fnmatch.fnmatchcase(m.name, f"package/{pattern}")]
            if not found:
                sys.exit(f"{tarball.name}: no file matches package/{pattern}")
            for member in found:
                source = tar.extractfile(member)
                assert source is not None
                (dest / PurePosixPath(member.name).name).write_bytes(source.read())


def tree(folder: Path) -> list[Path]:
    """Files under ``folder`` (sorted), without caches, bytecode and dotfiles."""
    return sorted(
        p
        for p in folder.rglob("*")
        if p.is_file()
        and not any(part.startswith((".", "__pycache__")) for part in p.relative_to(folder).parts)
        and p.suffix != ".pyc"
    )


def is_zipped(path: Path) -> bool:
    """True for web/ Python modules that ship in the app archive rather than as files."""
    return (
        path.suffix == ".py" and not any(path.match(p) for p in ENTRY_SCRIPTS) and not is_lazy(path)
    )


def is_lazy(path: Path) -> bool:
    """True for web/online/'s Python modules, which ship in online.tgz (loaded on use)."""
    return path.suffix == ".py" and path.relative_to(ROOT / "web").parts[0] == LAZY_DIR


def fetch_wheel(name: str, version: str, sha256: str) -> Path:
    """The pinned pure-Python wheel of ``name==version`` in build/wheels/, downloaded with pip
    (by name and version, from whatever index pip is configured to use) if missing, and
    checked against ``sha256`` before use."""
    wheel = WHEELS / f"{name}-{version}-py3-none-any.whl"
    if not wheel.exists():
        print(f"fetching {name}=={version} with pip download", file=sys.stderr)
        subprocess.run(
            [sys.executable, "-m", "pip", "download", "--quiet", "--disable-pip-version-check",
             "--no-deps", "--only-binary=:all:", "--implementation", "py", "--platform", "any",
             "--python-version", "3.14", "-d", str(WHEELS), f"{name}=={version}"],
            check=True,
        )  # fmt: skip
    actual = hashlib.sha256(wheel.read_bytes()).hexdigest()
    if actual != sha256:
        sys.exit(
            f"{wheel}: sha256 mismatch\n  pinned {sha256}\n  got    {actual}\n"
            "Delete the file to fetch it again."
        )
    return wheel


def write_online(dist: Path, web: Path) -> None:
    """online.tgz and segno's wheel: what playing with friends loads when it is opened."""
    write_archive(dist / ONLINE_ARCHIVE, [p for p in tree(web) if is_lazy(p)])
    (dist / "runtime/segno").mkdir(parents=True, exist_ok=True)
    shutil.copyfile(fetch_wheel(*SEGNO), dist / "runtime/segno/segno.whl")


def is_shipped(path: Path) -> bool:
    """False for the repository's developer-only files (DEV_ONLY, NOT_IN_BROWSER)."""
    relative = path.relative_to(ROOT).as_posix()
    web = relative.removeprefix("web/")
    return relative not in NOT_IN_BROWSER and not any(fnmatch.fnmatchcase(web, p) for p in DEV_ONLY)


def pyscript_needed(folder: Path) -> set[str]:
    """The names of the @pyscript/core files in ``folder`` that the page loads.

    From PYSCRIPT_ENTRIES, follow every relative import ("./x.js", static or dynamic) of
    core.js and its bundle, and the static imports of the chunks reached, keeping only the
    chunks whose name (before the content hash) is one of PYSCRIPT_CHUNKS.
    """
    needed: set[str] = set()
    todo = list(PYSCRIPT_ENTRIES)
    while todo:
        name = todo.pop()
        if name in needed:
            continue
        needed.add(name)
        text = (folder / name).read_text(encoding="utf-8")
        core = name.split("-")[0].removesuffix(".js") == "core"
        static = re.findall(r'(?:from|import)\s*"\./([\w.-]+\.js)"', text)
        dynamic = re.findall(r'import\(\s*"\./([\w.-]+\.js)"\s*\)', text) if core else []
        for ref in {*static, *dynamic}:
            if re.sub(r"-[\w]{8}\.js$", "", ref) in PYSCRIPT_CHUNKS:
                todo.append(ref)
    return needed


def strip_source(source: str) -> str:
    """``source`` without docstrings and comments, every remaining line where it was.

    Each statement that is only a string (docstrings, attribute docstrings) becomes ``""``
    with blank lines for the rest of its lines; comments go (tokenize: never inside a
    string); blocks are indented by one space (``shrink_indent``). The code is unchanged,
    and line numbers in tracebacks match the repository.
    """
    lines = source.splitlines(keepends=True)
    for token in tokenize.generate_tokens(io.StringIO(source).readline):
        if token.type == tokenize.COMMENT:
            row, col = token.start
            line = lines[row - 1]
            lines[row - 1] = line[:col].rstrip() + ("\n" if line.endswith("\n") else "")
    strings = [
        node.value
        for node in ast.walk(ast.parse(source))
        if isinstance(node, ast.Expr)
        and isinstance(node.value, ast.Constant)
        and isinstance(node.value.value, str)
    ]
    for node in sorted(strings, key=lambda n: (n.lineno, n.col_offset), reverse=True):
        assert node.end_lineno is not None and node.end_col_offset is not None
        first, last = lines[node.lineno - 1].encode(), lines[node.end_lineno - 1].encode()
        head = first[: node.col_offset].decode()
        tail = last[node.end_col_offset :].decode()
        lines[node.lineno - 1 : node.end_lineno] = [head + '""' + tail] + ["\n"] * (
            node.end_lineno - node.lineno
        )
    return shrink_indent("".join(line if line.strip() else "\n" for line in lines))


def shrink_indent(source: str) -> str:
    r"""``source`` with one space per block level instead of four, and no leading blanks on
    the lines that continue a statement (inside brackets, after a backslash), whose
    indentation Python ignores; lines inside a multi-line string stay as they are. Saves
    about 3% of the gzipped archive; the code and its line numbers are unchanged.

    >>> print(shrink_indent("if x:\n    y = (1,\n         2)\n    s = '''a\n    b'''\n"), end="")
    if x:
     y = (1,
    2)
     s = '''a
        b'''
    """
    lines = source.splitlines(keepends=True)
    keep: set[int] = set()  # rows (1-based) that start inside a string: as they are
    starts: set[int] = set()  # rows that begin a logical line: their indentation counts
    new_line = True
    opened: list[int] = []  # rows where the f-strings being read began (Python 3.12+)
    begin = {getattr(tokenize, n, -1) for n in ("FSTRING_START", "TSTRING_START")} - {-1}
    end = {getattr(tokenize, n, -1) for n in ("FSTRING_END", "TSTRING_END")} - {-1}
    for token in tokenize.generate_tokens(io.StringIO(source).readline):
        if token.type == tokenize.STRING and token.end[0] > token.start[0]:
            keep.update(range(token.start[0] + 1, token.end[0] + 1))
        elif token.type in begin:
            opened.append(token.start[0])
        elif token.type in end:
            keep.update(range(opened.pop() + 1, token.end[0] + 1))
        if token.type == tokenize.NEWLINE:
            new_line = True
        elif token.type not in (tokenize.NL, tokenize.COMMENT, tokenize.INDENT, tokenize.DEDENT):
            if new_line and token.type != tokenize.ENDMARKER:
                starts.add(token.start[0])
            new_line = False
    widths = [0]  # the indentation widths of the open blocks
    out = []
    for row, line in enumerate(lines, start=1):
        if row in keep:
            out.append(line)
            continue
        body = line.lstrip(" \t")
        if row in starts:
            width = len(line) - len(body)
            while width < widths[-1]:
                widths.pop()
            if width > widths[-1]:
                widths.append(width)
            body = " " * (len(widths) - 1) + body
        out.append(body)
    return "".join(out)


PRELOAD_MARK = "<!-- build.py: PyScript's modules -->"


def preload_pyscript(html: Path, names: list[str]) -> None:
    """Replace PRELOAD_MARK in ``html`` with a modulepreload of each PyScript chunk the page
    loads (their names carry content hashes, so only the build knows them): the browser
    fetches and compiles them at once, not chunk by chunk as the bundle finds them, which
    on a busy main thread (Pyodide starting) comes late."""
    text = html.read_text(encoding="utf-8")
    if PRELOAD_MARK not in text:
        sys.exit(f"{html}: {PRELOAD_MARK!r} is missing")
    links = "\n".join(
        f'  <link rel="modulepreload" href="./runtime/pyscript/{name}">'
        for name in names
        if name.endswith(".js") and name != "core.js"
    )
    html.write_text(text.replace(f"  {PRELOAD_MARK}", links), encoding="utf-8")


SPRITES_MARK = "<!-- build.py: the card sprites -->"


def inline_sprites(html: Path, sprites: list[Path]) -> None:
    """Replace SPRITES_MARK in ``html`` with one hidden <svg> holding the content of every
    sprite in ``sprites`` (their defs and symbols; the ids carry the deck's name), so each
    card's <use href="#french-HK"> names a symbol of the page itself. A <use> of another
    document is built twice by Chromium: when it is inserted and again when that document's
    load notification arrives (1,580 elements restyled in one frame after the first deal).
    No style attribute: cards.css hides it (the CSP admits no inline style)."""
    text = html.read_text(encoding="utf-8")
    if SPRITES_MARK not in text:
        sys.exit(f"{html}: {SPRITES_MARK!r} is missing")
    inner = []
    for sprite in sprites:
        match = re.fullmatch(
            r'<svg xmlns="http://www\.w3\.org/2000/svg" aria-hidden="true">\n'
            r"(?:<!--(?:(?!-->).)*-->\n)?(.*)</svg>\n",
            sprite.read_text(encoding="utf-8"),
            re.DOTALL,
        )
        if match is None:
            sys.exit(f"{sprite}: not a sprite of tools/make_cards.py")
        inner.append(match[1])
    svg = (
        '<svg class="card-sprites" aria-hidden="true" focusable="false">\n'
        + "".join(inner)
        + "</svg>"
    )
    html.write_text(text.replace(SPRITES_MARK, svg), encoding="utf-8")


def strip_comments(dist: Path) -> None:
    """The shipped page, stylesheets and scripts without their comments (written for
    developers, like the Python's, which ``strip_source`` drops): ``<!-- … -->`` in
    index.html once the build's markers in it are filled, ``/* … */`` in every stylesheet
    under dist/web, and every line that is a ``//`` comment in our scripts (dist/web's and
    sw.js; 6 KB gzipped). None of ours has a comment marker inside a string, URL or
    template literal: tests/test_build.py checks."""
    html = dist / "index.html"
    page = re.sub(r"[ \t]*<!--.*?-->\n?", "", html.read_text(encoding="utf-8"), flags=re.DOTALL)
    html.write_text(page, encoding="utf-8")
    for sheet in (dist / "web").rglob("*.css"):
        text = sheet.read_text(encoding="utf-8")
        sheet.write_text(re.sub(r"/\*.*?\*/\n?", "", text, flags=re.DOTALL), encoding="utf-8")
    for script in [dist / "sw.js", *(dist / "web").rglob("*.js"), *(dist / "web").rglob("*.mjs")]:
        text = script.read_text(encoding="utf-8")
        script.write_text(re.sub(r"(?m)^[ \t]*//.*\n", "", text), encoding="utf-8")


def write_archive(dest: Path, files: list[Path]) -> None:
    """A byte-for-byte reproducible tar.gz of ``files`` (paths relative to the repo root),
    Python sources stripped (``strip_source``): sorted, the page's words first (``WORDS``),
    no timestamps or owners."""
    raw = io.BytesIO()
    with tarfile.open(fileobj=raw, mode="w", format=tarfile.USTAR_FORMAT) as tar:
        for path in sorted(
            files, key=lambda p: (not WORDS.fullmatch(p.name), p.relative_to(ROOT).as_posix())
        ):
            data = path.read_bytes()
            if path.suffix == ".py":
                data = strip_source(data.decode("utf-8")).encode("utf-8")
            info = tarfile.TarInfo(path.relative_to(ROOT).as_posix())
            info.size, info.mode = len(data), 0o644
            tar.addfile(info, io.BytesIO(data))
    dest.write_bytes(gzip.compress(raw.getvalue(), 9, mtime=0))


def precompile_stdlib(dist: Path, sources: list[Path]) -> None:
    """Replace dist's stock python_stdlib.zip (sources only: every page compiles each module
    it imports, about half of a bare Pyodide boot) with one holding the modules imported by
    the Python in ``sources`` (archives and wheels of the site) as bytecode for the shipped
    Pyodide, written by tools/precompile_stdlib.mjs under Node. Cached in build/stdlib/ by
    the hash of everything it depends on; without Node the stock file stays."""
    digest = hashlib.sha256()
    for path in [dist / STDLIB, PRECOMPILER, *sources]:
        digest.update(hashlib.sha256(path.read_bytes()).digest())
    cached = STDLIB_CACHE / f"python_stdlib-{digest.hexdigest()[:16]}.zip"
    if not cached.exists():
        node = shutil.which("node")
        if node is None:
            print("no Node.js: the standard library ships uncompiled", file=sys.stderr)
            return
        STDLIB_CACHE.mkdir(parents=True, exist_ok=True)
        with tempfile.TemporaryDirectory() as tmp:
            paths = []
            for source in sources:
                if source.suffix == ".whl":
                    paths.append(str(source))
                else:  # a gzipped tar of modules: unpacked into one folder for the import
                    with tarfile.open(source) as tar:
                        tar.extractall(Path(tmp) / "modules", filter="data")
            result = subprocess.run(
                [node, str(PRECOMPILER), str(dist / "runtime/pyodide"), f"{tmp}/stdlib.zip",
                 f"{tmp}/modules", *paths],
                capture_output=True, text=True,
            )  # fmt: skip
            if result.returncode != 0:
                sys.exit(f"{PRECOMPILER.name} failed:\n{result.stderr}")
            shutil.move(f"{tmp}/stdlib.zip", cached)
    shutil.copyfile(cached, dist / STDLIB)


def check_links(dist: Path) -> None:
    """Exit unless every URL in index.html, pyscript.toml and the manifest is relative and
    exists (the manifest's start_url and scope: the site's root, "./"), and every "#id" in
    index.html names an element of the page (the card sprites' symbols)."""
    html = (dist / "index.html").read_text()
    ids = set(re.findall(r'\sid="([^"]*)"', html))
    config = tomllib.loads((dist / "pyscript.toml").read_text())
    manifest = json.loads((dist / "manifest.webmanifest").read_text())
    if {manifest["start_url"], manifest["scope"]} != {"./"}:
        sys.exit("dist/manifest.webmanifest: start_url and scope must be './'")
    urls = re.findall(r'(?:src|href|config)="([^"]*)"', html)
    icons = [icon["src"] for icon in manifest["icons"]]
    for url in [*urls, config["interpreter"], *config.get("files", {}), *icons]:
        if url.startswith("#") and url[1:] not in ids:
            sys.exit(f"dist/index.html: {url!r} names no element of the page")
        if url.startswith(("data:", "#")):
            continue
        if url.startswith("/") or "://" in url or not (dist / url).is_file():
            sys.exit(f"dist/: {url!r} must be a relative URL of a file in the site")


def precached(dist: Path) -> list[Path]:
    """The files the service worker keeps for offline play: every file of the site but the
    service worker's own two scripts (the browser fetches those itself, past any cache) and
    index.html, which the page is loaded as: "./" (sw.js answers index.html from it)."""
    skip = {*SW_SCRIPTS, "index.html"}
    return [p for p in tree(dist) if p.relative_to(dist).as_posix() not in skip]


def own_files_gzipped(dist: Path) -> dict[str, int]:
    """{path: gzip -9 size in bytes} of the site's own files: everything outside runtime/
    (the vendored PyScript and Pyodide). Issue 12 caps their sum at 300 KB."""
    return {
        path.relative_to(dist).as_posix(): len(gzip.compress(path.read_bytes(), 9, mtime=0))
        for path in sorted(p for p in dist.rglob("*") if p.is_file())
        if path.relative_to(dist).parts[0] != "runtime"
    }


def write_precache_manifest(dist: Path) -> None:
    """sw-files.js: the files to precache and a version, the hash of the whole site.

    sw.js does importScripts("./sw-files.js") and precaches self.PRECACHE_FILES into a cache
    named after self.PRECACHE_VERSION; any change to any file makes a new version.
    """
    files = precached(dist)
    digest = hashlib.sha256()
    for path in [p for p in tree(dist) if p.name != "sw-files.js"]:
        digest.update(f"{path.relative_to(dist).as_posix()}\0".encode())
        digest.update(hashlib.sha256(path.read_bytes()).digest())
    urls = ["./", *(f"./{p.relative_to(dist).as_posix()}" for p in files)]
    (dist / "sw-files.js").write_text(
        "// Generated by build.py: the offline precache list. Do not edit.\n"
        f"self.PRECACHE_VERSION = {json.dumps(digest.hexdigest()[:16])};\n"
        f"self.PRECACHE_FILES = {json.dumps(urls, indent=1)};\n"
    )


def build(dist: Path = DIST) -> Path:
    """Assemble the site into ``dist`` (replaced whole) and return it."""
    tarballs = {name: fetch(name, *pin) for name, pin in pins().items()}
    if dist.exists():
        shutil.rmtree(dist)
    dist.mkdir(parents=True)
    for name in ("index.html", "pyscript.toml"):
        shutil.copyfile(ROOT / name, dist / name)
    (dist / ".nojekyll").write_text("")
    web = ROOT / "web"
    for path in filter(is_shipped, tree(web)):
        if path.relative_to(web).as_posix() in ROOT_FILES:
            shutil.copyfile(path, dist / path.name)
        elif not is_zipped(path) and not is_lazy(path):
            target = dist / "web" / path.relative_to(web)
            target.parent.mkdir(parents=True, exist_ok=True)
            if path.suffix == ".py":  # the entry scripts: stripped as the archive's modules
                target.write_text(strip_source(path.read_text(encoding="utf-8")), "utf-8")
            else:
                shutil.copyfile(path, target)
    modules = [*tree(ROOT / "game"), *filter(is_zipped, tree(web))]
    write_archive(dist / APP_ARCHIVE, list(filter(is_shipped, modules)))
    write_online(dist, web)
    pyscript = dist / "runtime/pyscript"
    extract(tarballs["@pyscript/core"], ("dist/*.js", "dist/*.css"), pyscript)
    needed = pyscript_needed(pyscript)
    for path in tree(pyscript):
        if path.name not in needed:
            path.unlink()
    preload_pyscript(dist / "index.html", sorted(needed))
    inline_sprites(dist / "index.html", [web / "cards" / name for name in CARD_SPRITES])
    strip_comments(dist)
    extract(tarballs["pyodide"], PYODIDE_FILES, dist / "runtime/pyodide")
    precompile_stdlib(dist, [dist / APP_ARCHIVE, dist / ONLINE_ARCHIVE, fetch_wheel(*SEGNO)])
    check_links(dist)
    write_precache_manifest(dist)
    return dist


class Handler(SimpleHTTPRequestHandler):
    """Static files as GitHub Pages serves them: at / and again under SUBPATH."""

    extensions_map = {  # + mimetypes
        ".wasm": "application/wasm",
        ".mjs": "text/javascript",
        ".webmanifest": "application/manifest+json",
    }
    quiet = False

    def translate_path(self, path: str) -> str:
        if path == SUBPATH[:-1] or path.startswith(SUBPATH):
            path = "/" + path[len(SUBPATH) :]
        return super().translate_path(path)

    def end_headers(self) -> None:
        self.send_header("Cache-Control", "max-age=600")  # what GitHub Pages sends
        super().end_headers()

    def log_message(self, format: str, *args: object) -> None:
        if not self.quiet:
            super().log_message(format, *args)


def make_server(dist: Path, port: int = 0, quiet: bool = False) -> ThreadingHTTPServer:
    """A threaded server for ``dist`` on 127.0.0.1 (port 0: any free port); not started."""
    handler = type("SiteHandler", (Handler,), {"quiet": quiet})
    return ThreadingHTTPServer(("127.0.0.1", port), partial(handler, directory=str(dist)))


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("command", nargs="?", choices=["build", "serve"], default="build")
    parser.add_argument("--port", type=int, default=8000, help="port for serve (0: any)")
    args = parser.parse_args(argv)
    dist = build()
    own = sum(own_files_gzipped(dist).values())
    print(
        f"built {dist} ({len(tree(dist))} files; own files {own / 1000:.1f} KB gzipped)", flush=True
    )
    if args.command == "serve":
        with make_server(dist, args.port) as server:
            url = f"http://127.0.0.1:{server.server_address[1]}/"
            print(f"serving {dist} at {url} (also {url[:-1]}{SUBPATH}); Ctrl-C stops", flush=True)
            with contextlib.suppress(KeyboardInterrupt):
                server.serve_forever()


if __name__ == "__main__":
    main()
