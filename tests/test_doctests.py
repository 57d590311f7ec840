"""The examples in every module's docstrings are tested too (python-chess habit).

Every module of ``game`` and ``web`` that has doctest examples is collected by itself, so a
new module's examples run without being listed here. The page's entry scripts (``web/main.py``,
``web/worker.py``) are left out: they import the browser (``pyscript``) at the top.
"""

from __future__ import annotations

import doctest
import importlib
import pkgutil

import pytest

import game
import web

ENTRY_SCRIPTS = {"web.main", "web.worker"}


def modules_with_examples() -> list[str]:
    names = []
    for package in (game, web):
        found = pkgutil.walk_packages(package.__path__, package.__name__ + ".")
        for name in sorted([package.__name__, *(info.name for info in found)]):
            if name in ENTRY_SCRIPTS:
                continue
            tests = doctest.DocTestFinder().find(importlib.import_module(name))
            if any(test.examples for test in tests):
                names.append(name)
    return names


MODULES = modules_with_examples()


def test_modules_are_collected() -> None:
    """The walk finds the modules known to have examples (it does not silently find none)."""
    known = {"game", "game.play", "game.rng", "game.rules", "game.points", "web.labels"}
    assert known <= set(MODULES)


@pytest.mark.parametrize("name", MODULES)
def test_docstring_examples(name: str) -> None:
    result = doctest.testmod(importlib.import_module(name))
    assert result.attempted > 0 and result.failed == 0
