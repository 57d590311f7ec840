"""game/ is a library: stdlib only, no browser modules, no global randomness; and no module of
game/ or web/ takes part in an import cycle."""

from __future__ import annotations

import ast
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
GAME = ROOT / "game"
FORBIDDEN = {"pyscript", "js", "pyodide"}


def imports(path: Path) -> set[str]:
    roots: set[str] = set()
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.Import):
            roots |= {a.name.split(".")[0] for a in node.names}
        elif isinstance(node, ast.ImportFrom) and node.level == 0:
            roots.add((node.module or "").split(".")[0])
    return roots


def test_game_is_browser_free_and_stdlib_only() -> None:
    """The rules must run under plain CPython: no browser modules, nothing outside the stdlib."""
    stdlib = set(sys.stdlib_module_names) | {"__future__", "game"}
    for path in sorted(GAME.rglob("*.py")):
        found = imports(path)
        assert not found & FORBIDDEN, f"{path} imports {found & FORBIDDEN}"
        assert found <= stdlib, f"{path} imports non-stdlib {found - stdlib}"


def test_no_module_level_random_calls() -> None:
    """Randomness is passed in (style.md §2.4): no global random.shuffle/choice/random()."""
    for path in sorted(GAME.rglob("*.py")):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if (
                isinstance(node, ast.Attribute)
                and isinstance(node.value, ast.Name)
                and node.value.id == "random"
                and node.attr != "Random"
            ):
                raise AssertionError(f"{path}: uses global random.{node.attr}")


def module_imports(root: Path, packages: tuple[str, ...]) -> dict[str, set[str]]:
    """Each module of ``packages`` (under ``root``) -> the modules of those packages it imports,
    anywhere in its code (a function's import too), but not under ``if TYPE_CHECKING:``,
    which only the type checker runs. ``from p import x`` imports module ``p.x`` when there
    is one, else ``p``."""
    paths = {}
    for package in packages:
        for path in sorted((root / package).rglob("*.py")):
            parts = path.relative_to(root).with_suffix("").parts
            paths[".".join(parts[:-1] if parts[-1] == "__init__" else parts)] = path
    graph: dict[str, set[str]] = {}
    for name, path in paths.items():
        tree = ast.parse(path.read_text(encoding="utf-8"))
        typing_only = {
            id(inner)
            for node in ast.walk(tree)
            if isinstance(node, ast.If) and "TYPE_CHECKING" in ast.unparse(node.test)
            for statement in node.body
            for inner in ast.walk(statement)
        }
        here = name if path.name == "__init__.py" else name.rpartition(".")[0]
        found: set[str] = set()
        for node in ast.walk(tree):
            if id(node) in typing_only:
                continue
            if isinstance(node, ast.Import):
                found |= {alias.name for alias in node.names}
            elif isinstance(node, ast.ImportFrom):
                base = node.module or ""
                if node.level:
                    up = here.split(".")[: len(here.split(".")) - node.level + 1]
                    base = ".".join([*up, *([node.module] if node.module else [])])
                found |= {
                    f"{base}.{a.name}" if f"{base}.{a.name}" in paths else base for a in node.names
                }
        graph[name] = (found & paths.keys()) - {name}
    return graph


def cycle(graph: dict[str, set[str]]) -> list[str]:
    """Some cycle of ``graph`` as a path that ends where it starts, or [] when it has none."""
    done: set[str] = set()
    for start in sorted(graph):
        path: list[str] = []
        todo: list[tuple[str, bool]] = [(start, True)]
        while todo:
            name, entering = todo.pop()
            if not entering:
                path.pop()
                done.add(name)
                continue
            if name in path:
                return [*path[path.index(name) :], name]
            if name in done:
                continue
            path.append(name)
            todo.append((name, False))
            todo.extend((dep, True) for dep in sorted(graph[name], reverse=True))
    return []


def test_cycle_finds_a_cycle_and_only_a_cycle() -> None:
    assert cycle({"a": {"b"}, "b": {"c"}, "c": {"a"}, "d": {"a"}}) == ["a", "b", "c", "a"]
    assert cycle({"a": {"b", "c"}, "b": {"c"}, "c": set(), "d": {"a", "b"}}) == []
    assert cycle({"a": {"a"}}) == ["a", "a"]


def test_no_import_cycles() -> None:
    """Issue 13: the cycles state/record/engine and solver_search/solver_two are gone, and
    no other comes back (a module of a cycle cannot be understood, tested or loaded alone)."""
    graph = module_imports(ROOT, ("game", "web"))
    assert {"game.engine", "game.bots.solver_two", "web.controller"} <= graph.keys()
    assert "game.state" in graph["game.engine"]  # the graph sees imports
    assert cycle(graph) == []
