"""The page's one door to the computer opponents (``game.bots``, design.md §3).

Owns the adapter between the page and the bot levels: ``levels()`` names the strengths the
new-game dialog offers (their display names are the page's: ``labels.py``), and
``choose_action(observation, level, seed)`` returns one action string for the seat the
observation belongs to. ``fallback`` is what the page plays when an opponent's answer is
unusable (a bot bug, reported): the first legal action, so a deal can always go on. Does not
own pacing or threads (``main.py`` and ``worker.py`` do).

Everything in and out is plain data, so the same call works in the bots' worker (the
observation travels there as JSON text) and on the main thread. Importing this module does
not import the bots themselves (``game.bots`` loads a level on first use).

>>> from game import new_game, observe
>>> view = observe(new_game(7), 1)
>>> choose_action(view, levels()[0], seed=1) in view["legal"]
True
>>> fallback(view) == view["legal"][0]
True
"""

from __future__ import annotations

from typing import Any

from game import bots

__all__ = ["levels", "choose_action", "fallback"]


def levels() -> tuple[str, ...]:
    """Level names, weakest first."""
    return bots.LEVELS


def choose_action(observation: dict[str, Any], level: str, seed: int) -> str:
    """The action the opponent of ``level`` takes in ``observation`` (its own seat's view);
    an unknown level plays as the weakest. Deterministic for a given observation, level and
    seed."""
    if level not in bots.LEVELS:
        level = bots.LEVELS[0]
    return str(bots.choose_action(observation, level, seed))


def fallback(observation: dict[str, Any]) -> str:
    """The first legal action: what the page plays when an opponent's answer is unusable."""
    return str(observation["legal"][0])
