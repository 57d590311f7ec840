"""game/ is a library: stdlib only, no browser modules, no global randomness."""

from __future__ import annotations

import ast
import sys
from pathlib import Path

GAME = Path(__file__).resolve().parent.parent / "game"
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
