"""Stepping through a finished deal's card play again: the review. Pure.

Owns what the review shows at each step: every hand as it was at that moment (all face up,
the defender who stayed out with his cards laid aside), the trick on the table, the card
just played and by whom, the tricks taken so far, and the after-deal analysis's verdict on
that card (``analysis.deal_analysis``'s ``steps``): where the card played was worse than
the best, which cards were best. A step is the number of cards played so far (0: before
the first lead); ``review_step`` moves it. The states come from replaying the deal's record
(``game.replay``), so the review shows exactly what was played. Does not own markup
(``view.py`` draws it) or the analysis (computed in the bots' worker).
"""

from __future__ import annotations

from dataclasses import replace
from functools import lru_cache
from typing import Any

from game import State, apply, observe, record_of

__all__ = ["review_step", "review_view", "play_count"]

_MOVES = {"review-first", "review-back", "review-next", "review-last"}


def play_count(state: State) -> int:
    """How many cards were played in the deal."""
    return sum(1 for _seat, action in state.history if action.startswith("play:"))


def review_step(control: str, step: int, state: State) -> int:
    """The step after pressing ``control`` (``review-first/back/next/last``) at ``step``.

    >>> from game import new_game  # no card played yet: nowhere to go
    >>> review_step("review-next", 0, new_game(7)), review_step("review-last", 5, new_game(7))
    (0, 0)
    """
    last = play_count(state)
    if control not in _MOVES:
        raise ValueError(f"unknown review control {control!r}")
    moved = {
        "review-first": 0,
        "review-back": step - 1,
        "review-next": step + 1,
        "review-last": last,
    }[control]
    return max(0, min(last, moved))


@lru_cache(maxsize=4)
def _states(record: str) -> tuple[State, ...]:
    """The deal's state before its first card, then after each card played."""
    from game import replay

    full = record_of(replay(record))
    plays = [i for i, action in enumerate(full.actions) if action.startswith("play:")]
    if not plays:
        return ()
    state = replay(replace(full, actions=full.actions[: plays[0]]))
    states = [state]
    for i in plays:
        state = apply(state, full.actions[i])
        states.append(state)
    return tuple(states)


def review_view(record: str, step: int, analysis: dict[str, Any] | None) -> dict[str, Any]:
    """Everything the review draws at ``step`` of the finished deal ``record``.

    Keys: ``step`` and ``total`` (cards played), ``hands`` (each seat's cards at this step),
    ``out`` (seats out of play), ``trick`` (the cards on the table: the trick in progress,
    or the one the last card completed), ``winner`` (of that trick, or None), ``trick_number``
    (1-based; 0 before the first card), ``card_number`` (in the trick), ``last`` (``seat``
    and ``card`` just played, or None), ``won`` (tricks per seat so far), and ``verdict``:
    the analysis of the last card (``best``, ``value``, ``best_value``, ``measure``), or
    ``{"status": "pending" | "failed" | "none"}`` when there is none to show.
    """
    states = _states(record)
    if not states:
        return {"step": 0, "total": 0, "empty": True}
    step = max(0, min(step, len(states) - 1))
    state = states[step]
    obs = observe(state, 0)
    trick, winner = obs["trick"]["cards"], None
    finished = obs["tricks"]
    if not trick and finished and step > 0:
        trick, winner = finished[-1]["cards"], finished[-1]["winner"]
    last = None
    if step > 0:
        seat, action = state.history[-1]
        last = {"seat": seat, "card": action[5:]}
    from game.cards import card_names

    players = obs["players"]
    return {
        "step": step,
        "total": len(states) - 1,
        "empty": False,
        "hands": [card_names(state.hands[s]) for s in (0, 1, 2)],
        "out": [bool(players) and s not in players for s in (0, 1, 2)],
        "trick": trick,
        "winner": winner,
        "trick_number": len(finished) + (1 if obs["trick"]["cards"] else 0) if step else 0,
        "card_number": len(trick),
        "last": last,
        "won": list(obs["tricks_won"]),
        "trump": obs["trump"],
        "verdict": _verdict(analysis, step),
    }


def _verdict(analysis: dict[str, Any] | None, step: int) -> dict[str, Any]:
    if step == 0:
        return {"status": "none"}
    if analysis is None or analysis.get("kind") == "pending":
        return {"status": "pending"}
    steps = analysis.get("steps")
    if analysis.get("kind") != "solved" or not isinstance(steps, list) or len(steps) < step:
        return {"status": "failed"}
    entry = steps[step - 1]
    return {"status": "ready", **entry}
