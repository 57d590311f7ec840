"""The examples in the engine's docstrings are tested too (python-chess habit)."""

from __future__ import annotations

import doctest
import importlib

import pytest

MODULES = [
    "game",
    "game.cards",
    "game.actions",
    "game.play",
    "game.rng",
    "game.rules",
    "game.points",
    "game.contracts",
]


@pytest.mark.parametrize("name", MODULES)
def test_docstring_examples(name: str) -> None:
    result = doctest.testmod(importlib.import_module(name))
    assert result.attempted > 0 and result.failed == 0
