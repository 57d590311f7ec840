"""Computer players: three strength levels behind one small interface (design.md §3).

>>> import random
>>> from game import new_game, observe
>>> from game.bots import LEVELS, make_bot
>>> LEVELS
('anfaenger', 'fortgeschritten', 'profi')
>>> state = new_game(7)
>>> make_bot("anfaenger").choose(observe(state, state.to_move), random.Random(1))
'pass'

A bot gets only the observation dict of ``game.observe`` and a random
generator, keeps nothing between calls and returns one of ``obs["legal"]``.
The levels (docs/bots.md):

* ``anfaenger`` — sound hand evaluation with a flat allowance for the talon,
  cautious bidding, simple card play with no memory of played cards;
* ``fortgeschritten`` — averages over possible talons, counts cards, tracks
  shown voids, plays the better rules of thumb;
* ``profi`` — samples the unseen cards consistently with everything observed
  (weighted by the others' bids and choices), solves every sample exactly and
  maximises the expected score of rules.md §7, for every kind of decision.

For the page's worker there are two plain-data entry points,
:func:`choose_action` and :func:`advise`. The cheating yardstick of the arena
lives in ``oracle.py`` and is deliberately not a level.
"""

from __future__ import annotations

import random
from typing import Any, Protocol

__all__ = [
    "LEVELS",
    "Bot",
    "make_bot",
    "choose_action",
    "advise",
]

LEVELS: tuple[str, ...] = ("anfaenger", "fortgeschritten", "profi")
"""Level ids, weakest first (the page names them in its own texts, ``web/labels.py``)."""


class Bot(Protocol):
    """What every level provides."""

    @property
    def name(self) -> str: ...

    def choose(self, obs: dict[str, Any], rng: random.Random) -> str: ...


def make_bot(level: str) -> Bot:
    """A bot of ``level`` (one of :data:`LEVELS`).

    Raises:
        ValueError: unknown level.
    """
    # The levels are imported on first use: ``from game.bots import LEVELS`` stays cheap
    # (the page reads it on the main thread), and ``python -m game.bots.solver`` does not
    # find the solver already imported by this package.
    from .heuristic import ANFAENGER, FORTGESCHRITTEN
    from .profi import ProfiBot

    if level == "anfaenger":
        return ANFAENGER
    if level == "fortgeschritten":
        return FORTGESCHRITTEN
    if level == "profi":
        return ProfiBot()
    raise ValueError(f"unknown bot level {level!r}: use one of {', '.join(LEVELS)}")


def choose_action(observation: dict[str, Any], level: str, seed: int) -> str:
    """Plain-data entry point for the page's worker: the bot's action for ``observation``."""
    return make_bot(level).choose(observation, random.Random(seed))


HINT_SECONDS: float | None = 2.0
"""The hint's wall-clock safety net (its node budget is the real limit); tests that check
that a hint is reproducible set it to None, since a loaded machine may reach it."""


def advise(observation: dict[str, Any], seed: int) -> dict[str, Any]:
    """A hint for the human from the Profi machinery, as plain data.

    Returns ``{"action": …, "reason": {…}, "values": {action: expected points}}``;
    the reason is structured so the page can phrase it in German or English:
    ``kind`` ("search", "heuristic", "rule": better by the rules on every deal,
    "unexplained": no Kontra, no deal drawn explains the declarer's announcement, or
    "forced"), ``samples`` (deals solved),
    ``expected`` (points of the advised action), ``win`` (share of samples in
    which the advised action wins, when known), ``margin`` (points ahead of
    the next best option) and, for a discard, ``game``: the game it is meant for
    (as in ``announce:<game>``).
    """
    from .profi import ProfiParams, analyse

    result = analyse(observation, random.Random(seed), ProfiParams(seconds=HINT_SECONDS))
    values = {k: round(v, 2) for k, v in result.values.items()}
    ordered = sorted(result.values.values(), reverse=True)
    margin = ordered[0] - ordered[1] if len(ordered) > 1 else None
    reason = {
        "kind": result.method,
        "samples": result.samples,
        "expected": round(result.values.get(result.action, 0.0), 2) if result.values else None,
        "win": round(result.win[result.action], 3) if result.action in result.win else None,
        "margin": round(margin, 2) if margin is not None else None,
    }
    if result.game is not None:
        reason["game"] = result.game
    return {"action": result.action, "reason": reason, "values": values}
