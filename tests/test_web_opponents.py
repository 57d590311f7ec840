"""web/opponents.py: the adapter to game.bots, and the fallback for unusable answers."""

from __future__ import annotations

import ast
import random
from pathlib import Path

import pytest

from game import apply, is_over, legal_actions, new_game, observe
from web import opponents

WEB = Path(__file__).resolve().parent.parent / "web"


def test_levels_are_the_engines_weakest_first() -> None:
    """design.md §3: the page offers game.bots' levels; their names are the page's labels."""
    from game.bots import LEVELS

    assert opponents.levels() == LEVELS == ("anfaenger", "fortgeschritten", "profi")


@pytest.mark.parametrize("seed", range(6))
def test_fallback_is_the_first_legal_action_in_every_phase(seed: int) -> None:
    state = new_game(seed, dealer=seed % 3)
    rng = random.Random(seed)
    while not is_over(state):
        seat = state.to_move
        assert seat is not None
        view = observe(state, seat)
        assert opponents.fallback(view) == legal_actions(state)[0]
        state = apply(state, rng.choice(legal_actions(state)))


def test_every_level_answers_legally_at_the_start_of_a_deal() -> None:
    """Every level answers legally through the adapter."""
    state = new_game(13, dealer=0)
    for level in opponents.levels():
        seat = state.to_move
        assert seat is not None
        action = opponents.choose_action(observe(state, seat), level, seed=5)
        assert action in legal_actions(state)


def test_unknown_level_falls_back_to_a_known_one() -> None:
    state = new_game(2, dealer=1)
    seat = state.to_move
    assert seat is not None
    assert opponents.choose_action(observe(state, seat), "no-such-level", 1) in legal_actions(state)


def test_only_the_entry_scripts_touch_the_browser() -> None:
    """design.md §1: web/main.py and the worker's entry web/worker.py (a page of its own,
    with no DOM) are the only importers of pyscript/js."""
    forbidden = {"pyscript", "js", "pyodide"}
    for path in sorted(WEB.glob("*.py")):
        roots: set[str] = set()
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.Import):
                roots |= {a.name.split(".")[0] for a in node.names}
            elif isinstance(node, ast.ImportFrom) and node.level == 0:
                roots.add((node.module or "").split(".")[0])
        if path.name in ("main.py", "worker.py"):
            continue
        assert not roots & forbidden, f"{path.name} imports {roots & forbidden}"
