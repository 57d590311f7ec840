"""Long computations on the page's own thread, in slices, so that the browser paints between.

Owns ``Slicer``, ``import_order`` (and its parts) and ``compile_ahead``. Until the
opponents' worker is up, their decisions (and hints) are computed on the page's thread
(``main.py``'s ``Bots``); one Profi decision can take a second. Inside a ``with slicer:``
block, Python reports every start of a function of the watched modules (``sys.monitoring``,
PEP 669: only those code objects raise the event, so hot loops elsewhere pay nothing), and
whenever ``budget`` seconds have passed since the last pause the slicer calls ``pause()``.
In the browser that suspends this Python stack until the page has painted
(``pyodide.ffi.run_sync``, WebAssembly stack switching), then the computation goes on
exactly where it was: the same result, in slices. (The page boots Pyodide without stack
switching for now, web/boot.mjs says why; main.py then computes in one piece.) Watching
the bots' orchestration (one call per sampled deal, per question to the solver) gives
slices of a few tens of milliseconds.

Pure: the clock and the pause are passed in. Without ``sys.monitoring`` (CPython < 3.12)
the block simply runs unsliced.

An import cannot be sliced that way (its functions do not exist yet), but a package can be
imported one module per step, in ``import_order``: each module after the package's modules
it imports, so that every step runs one module's code, not a whole chain of them. And each
step in two: ``compile_ahead`` compiles a module's source to its cached bytecode (in
Pyodide most of an import's time), the import then only loads and runs it.

>>> import types
>>> work = types.ModuleType("work")
>>> exec("def step(i):\\n    return i * i", work.__dict__)
>>> ticks = iter(range(100))
>>> pauses = []
>>> slicer = Slicer([work], pause=lambda: pauses.append(1), now=lambda: next(ticks), budget=3)
>>> with slicer:
...     total = sum(work.step(i) for i in range(10))
>>> total, len(pauses) == (3 if Slicer.available() else 0)
(285, True)
"""

from __future__ import annotations

import importlib.machinery
import importlib.util
import pkgutil
import re
import sys
import time
import types
from collections.abc import Callable, Iterable, Iterator
from typing import Any

__all__ = [
    "Slicer",
    "compile_ahead",
    "dependency_order",
    "import_order",
    "imports_of",
    "submodules",
]

TOOL_ID = 4  # sys.monitoring's free ids are 3 and 4 (0-2 and 5: debugger, coverage, ...)
TOOL_NAME = "preferanzen-slicer"


def _codes(module: types.ModuleType) -> Iterator[types.CodeType]:
    """Every code object defined in ``module``: functions, methods, nested functions."""
    todo: list[Any] = list(vars(module).values())
    seen: set[int] = set()
    while todo:
        item = todo.pop()
        if id(item) in seen:
            continue
        seen.add(id(item))
        if isinstance(item, type) and item.__module__ == module.__name__:
            todo.extend(vars(item).values())
        elif isinstance(item, (staticmethod, classmethod)):
            todo.append(item.__func__)
        elif isinstance(item, property):
            todo.extend(f for f in (item.fget, item.fset, item.fdel) if f is not None)
        elif isinstance(item, types.FunctionType) and item.__module__ == module.__name__:
            todo.append(item.__code__)
        elif isinstance(item, types.CodeType):
            yield item
            todo.extend(c for c in item.co_consts if isinstance(c, types.CodeType))


class Slicer:
    """Pause a computation every ``budget`` seconds at a function start in ``modules``."""

    def __init__(
        self,
        modules: Iterable[types.ModuleType],
        pause: Callable[[], object],
        now: Callable[[], float] = time.perf_counter,
        budget: float = 0.04,
        codes: Iterable[types.CodeType] = (),
    ) -> None:
        """``codes``: more functions to pause at, outside ``modules`` (a hot module's one
        cheap, regular call, where watching the whole module would cost every call)."""
        self.codes = [code for module in modules for code in _codes(module)]
        self.codes += codes
        self.pause = pause
        self.now = now
        self.budget = budget
        self.last = 0.0
        self.pauses = 0

    @staticmethod
    def available() -> bool:
        """True where Python reports function starts (sys.monitoring, CPython >= 3.12)."""
        return hasattr(sys, "monitoring")

    def _started(self, _code: types.CodeType, _offset: int) -> None:
        if self.now() - self.last >= self.budget:
            self.pauses += 1
            self.pause()
            self.last = self.now()

    def __enter__(self) -> Slicer:
        self.last = self.now()
        if self.available():
            monitoring: Any = getattr(sys, "monitoring")  # noqa: B009 - not in 3.11's stubs
            monitoring.use_tool_id(TOOL_ID, TOOL_NAME)
            monitoring.register_callback(TOOL_ID, monitoring.events.PY_START, self._started)
            for code in self.codes:
                monitoring.set_local_events(TOOL_ID, code, monitoring.events.PY_START)
        return self

    def __exit__(self, *_exc: object) -> None:
        if self.available():
            monitoring: Any = getattr(sys, "monitoring")  # noqa: B009
            for code in self.codes:
                monitoring.set_local_events(TOOL_ID, code, monitoring.events.NO_EVENTS)
            monitoring.register_callback(TOOL_ID, monitoring.events.PY_START, None)
            monitoring.free_tool_id(TOOL_ID)


_IMPORTS = re.compile(
    r"^[ \t]*(?:from[ \t]+(\.\w*|[\w.]+)[ \t]+import[ \t]+(?:\(([^)]*)\)|([\w, \t]+))"
    r"|import[ \t]+([\w.]+))",
    re.M,
)


def import_order(package: str) -> list[str]:
    """The modules of ``package`` (not its subpackages' contents), each after the modules
    of the package that it imports at its top (read from the source, not run).

    In three parts, which the page runs a browser turn apart (each module's source is read
    in a turn of its own: all of them in one turn took 100-150 ms there in the first
    seconds after a deal): ``submodules``, ``imports_of`` per module, ``dependency_order``.

    >>> order = import_order("game.bots")
    >>> order.index("game.bots.solver_tables") < order.index("game.bots.solver")
    True
    """
    names = submodules(package)
    return dependency_order({name: imports_of(name, names) for name in names})


def submodules(package: str) -> list[str]:
    """The modules of ``package`` (importing the package itself, not the modules)."""
    spec = importlib.util.find_spec(package)
    assert spec is not None and spec.submodule_search_locations is not None
    return [m.name for m in pkgutil.iter_modules(spec.submodule_search_locations, f"{package}.")]


def imports_of(name: str, names: list[str]) -> list[str]:
    """The modules among ``names`` (its siblings) that module ``name`` imports at its top."""
    package = name.rpartition(".")[0]
    found = importlib.util.find_spec(name)
    origin = found.origin if found is not None else None
    text = open(origin, encoding="utf-8").read() if origin else ""  # noqa: SIM115
    deps = []
    for source, grouped, members, plain in _IMPORTS.findall(text):
        members = grouped or members
        base = plain or (f"{package}{source}" if source.startswith(".") else source)
        base = base.rstrip(".")
        names_ = [m.split()[0] for m in members.split(",") if m.strip()]  # "x as y": x
        candidates = [base, *(f"{base}.{m}" for m in names_)]
        deps += [c for c in candidates if c in names and c != name]
    return deps


def dependency_order(needs: dict[str, list[str]]) -> list[str]:
    """The modules of ``needs`` (a module -> the modules it imports), each after those it
    imports; in an import cycle, the order in which they were named."""
    order: list[str] = []
    visiting: set[str] = set()

    def visit(name: str) -> None:
        if name in order or name in visiting:  # done, or an import cycle: its own order
            return
        visiting.add(name)
        for dep in needs[name]:
            visit(dep)
        order.append(name)

    for name in needs:
        visit(name)
    return order


def compile_ahead(name: str) -> bool:
    """Compile the source of module ``name`` into its ``__pycache__`` bytecode, without running
    it, so that importing it next only loads that; True if it did (False: already imported,
    not found, or not a source file). Writes the bytecode even where the interpreter does
    not by default (Pyodide sets ``sys.dont_write_bytecode``): the import's own check then
    finds it fresh. Needs ``name``'s parent package imported (``import_order`` does that).
    """
    if name in sys.modules:
        return False
    spec = importlib.util.find_spec(name)
    loader = spec.loader if spec is not None else None
    if not isinstance(loader, importlib.machinery.SourceFileLoader):
        return False
    saved = sys.dont_write_bytecode
    sys.dont_write_bytecode = False
    try:
        loader.get_code(name)
    finally:
        sys.dont_write_bytecode = saved
    return True
