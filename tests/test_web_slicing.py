"""web/slicing.py: pauses come every ``budget`` seconds, only at watched function starts, only
inside the ``with`` block, and the computation's result is unchanged (needs sys.monitoring:
Pyodide's CPython 3.14 runs these; CPython 3.11 only the fallback test)."""

from __future__ import annotations

import doctest
import types
from pathlib import Path

import pytest

from web import slicing
from web.slicing import Slicer

monitored = pytest.mark.skipif(not Slicer.available(), reason="needs sys.monitoring (3.12+)")


def module(source: str) -> types.ModuleType:
    made = types.ModuleType("sliced_example")
    exec(source, made.__dict__)
    return made


WORK = module(
    """
class Solver:
    def solve(self, n):
        return sum(self.leaf(i) for i in range(n))

    def leaf(self, i):
        def inner(x):
            return x + 1
        return inner(i)

    @staticmethod
    def helper(x):
        return 2 * x


def plan(n):
    return Solver().solve(n) + Solver.helper(n)
"""
)


class Clock:
    """A clock that moves one second per reading."""

    def __init__(self) -> None:
        self.t = 0.0

    def __call__(self) -> float:
        self.t += 1.0
        return self.t


def test_every_function_of_the_module_is_watched() -> None:
    names = {code.co_name for code in slicing._codes(WORK)}
    assert {"solve", "leaf", "inner", "helper", "plan", "<genexpr>"} <= names


@monitored
def test_pauses_every_budget_and_keeps_the_result() -> None:
    pauses: list[float] = []
    clock = Clock()
    slicer = Slicer([WORK], pause=lambda: pauses.append(clock.t), now=clock, budget=4)
    expected = WORK.plan(50)
    with slicer:
        assert WORK.plan(50) == expected
    assert slicer.pauses == len(pauses) > 10
    # between two pauses at least ``budget`` seconds of the clock passed
    assert all(b - a >= 4 for a, b in zip(pauses, pauses[1:], strict=False))


@monitored
def test_no_pause_outside_the_block_or_in_unwatched_code() -> None:
    pauses: list[int] = []
    slicer = Slicer([WORK], pause=lambda: pauses.append(1), now=Clock(), budget=0)
    WORK.plan(5)  # before: not watched
    with slicer:
        sum(i * i for i in range(1000))  # code of this test module: not watched
    WORK.plan(5)  # after: not watched any more
    assert pauses == []
    with slicer:  # and the slicer can be used again
        WORK.plan(1)
    assert pauses


@monitored
def test_a_solver_question_pauses_at_its_budget_checks_and_gives_the_same_answer() -> None:
    # main.py watches the solver's budget check (every 1,024 nodes), not its hot loops
    import random

    from game.bots.solver import declarer_tricks
    from game.bots.solver_search import Kernel

    cards = [s + r for s in "CSDH" for r in "789TJQKA"]
    random.Random(12).shuffle(cards)
    hands = [" ".join(cards[i * 10 : i * 10 + 10]) for i in range(3)]
    expected = declarer_tricks(hands, 0, "bettler", None)
    pauses: list[int] = []
    slicer = Slicer(
        [],
        pause=lambda: pauses.append(1),
        now=Clock(),
        budget=0,
        codes=[Kernel.check_budget.__code__],
    )
    with slicer:
        assert declarer_tricks(hands, 0, "bettler", None) == expected
    assert len(pauses) >= 2  # this deal takes several thousand nodes


def test_without_monitoring_the_block_runs_unsliced(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(Slicer, "available", staticmethod(lambda: False))
    pauses: list[int] = []
    with Slicer([WORK], pause=lambda: pauses.append(1), now=Clock(), budget=0):
        assert WORK.plan(3) == WORK.plan(3)
    assert pauses == []


def test_doctest() -> None:
    assert doctest.testmod(slicing).failed == 0


def _package_imports(package: str) -> dict[str, set[str]]:
    """{module: modules of ``package`` it imports at its top}, from the AST."""
    import ast
    import importlib.util
    import pkgutil

    spec = importlib.util.find_spec(package)
    assert spec is not None and spec.submodule_search_locations is not None
    names = {m.name for m in pkgutil.iter_modules(spec.submodule_search_locations, f"{package}.")}
    graph: dict[str, set[str]] = {}
    for name in names:
        found = importlib.util.find_spec(name)
        assert found is not None and found.origin is not None
        tree = ast.parse(open(found.origin, encoding="utf-8").read())  # noqa: SIM115
        deps: set[str] = set()
        for node in tree.body:
            if isinstance(node, ast.ImportFrom):
                base = f"{package}.{node.module or ''}".rstrip(".") if node.level else node.module
                deps |= {base or "", *(f"{base}.{a.name}" for a in node.names)}
            elif isinstance(node, ast.Import):
                deps |= {a.name for a in node.names}
        graph[name] = (deps & names) - {name}
    return graph


@pytest.mark.parametrize("package", ["game", "game.bots", "web"])
def test_import_order_puts_every_module_after_what_it_imports(package: str) -> None:
    graph = _package_imports(package)
    order = slicing.import_order(package)
    assert sorted(order) == sorted(graph)
    for module, deps in graph.items():
        for dep in deps:
            if module not in graph[dep]:  # a two-module cycle has no right order
                assert order.index(dep) < order.index(module), (dep, module)


def test_import_order_in_parts_as_the_page_takes_it() -> None:
    """The page reads one module's imports per browser turn; put together, the parts give
    import_order's answer, and a cycle keeps the order in which its modules were named."""
    names = slicing.submodules("game.bots")
    needs = {name: slicing.imports_of(name, names) for name in names}
    assert slicing.dependency_order(needs) == slicing.import_order("game.bots")
    assert "game.bots.solver_tables" in needs["game.bots.solver_search"]
    assert slicing.dependency_order({"a": ["b"], "b": ["a"], "c": []}) == ["b", "a", "c"]


def test_compile_ahead_writes_the_bytecode_without_running_the_module(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The module's code does not run until the import, which then loads the bytecode that
    compile_ahead wrote (even with sys.dont_write_bytecode set, as Pyodide has it)."""
    import importlib
    import importlib.machinery
    import importlib.util
    import sys

    package = tmp_path / "aheadpkg"
    package.mkdir()
    (package / "__init__.py").write_text("")
    (package / "mod.py").write_text("import builtins\nbuiltins.AHEAD_RUNS += 1\nVALUE = 6 * 7\n")
    monkeypatch.syspath_prepend(str(tmp_path))
    monkeypatch.setattr(sys, "dont_write_bytecode", True)
    monkeypatch.setattr("builtins.AHEAD_RUNS", 0, raising=False)
    import aheadpkg  # noqa: F401 - the parent package, as import_order has it

    try:
        assert slicing.compile_ahead("aheadpkg.mod")
        cached = Path(importlib.util.cache_from_source(str(package / "mod.py")))
        assert cached.is_file() and sys.dont_write_bytecode
        import builtins

        assert builtins.AHEAD_RUNS == 0  # type: ignore[attr-defined]

        def no_compiling(*_args: object) -> None:
            raise AssertionError("the import compiled the source again")

        monkeypatch.setattr(importlib.machinery.SourceFileLoader, "source_to_code", no_compiling)
        module = importlib.import_module("aheadpkg.mod")
        assert module.VALUE == 42 and builtins.AHEAD_RUNS == 1  # type: ignore[attr-defined]
        assert not slicing.compile_ahead("aheadpkg.mod")  # imported: nothing to do
        assert not slicing.compile_ahead("aheadpkg.missing")
    finally:
        for name in ("aheadpkg.mod", "aheadpkg"):
            sys.modules.pop(name, None)
