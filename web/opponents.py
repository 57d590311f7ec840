"""The page's one door to the computer opponents: the real bot levels, or an interim player.

Owns the adapter between the page and ``game.bots``: ``levels()`` names the strengths the
new-game dialog offers, and ``choose_action(observation, level, seed)`` returns one action
string for the seat the observation belongs to. When ``game.bots`` exports its levels
(design.md §3: ``LEVELS``, ``make_bot`` and the plain-data ``choose_action``) they are used
automatically; until then an INTERIM player stands in behind the same interface, for every
level alike: it passes in the auction unless its hand is strong, defends, and plays its
lowest legal card. Does not own pacing or threads (``main.py`` and ``worker.py`` do).

Everything in and out is plain data, so the same call works in the bots' worker (the
observation travels there as JSON text) and on the main thread.

>>> from game import new_game, observe
>>> choose_action(observe(new_game(7), 1), levels()[0], seed=1) in observe(new_game(7), 1)["legal"]
True
"""

from __future__ import annotations

import random
from typing import Any

__all__ = ["INTERIM_LEVELS", "levels", "uses_real_bots", "choose_action", "interim_choose"]

INTERIM_LEVELS = ("anfaenger", "fortgeschritten", "profi")
_RANKS = "789TJQKA"
_POINTS = {"A": 4, "K": 3, "Q": 2, "J": 1}


def _bots() -> Any:
    """``game.bots`` when it offers the level API, else None."""
    try:
        from game import bots
    except ImportError:
        return None
    levels_ = getattr(bots, "LEVELS", None)
    if not levels_ or not (hasattr(bots, "choose_action") or hasattr(bots, "make_bot")):
        return None
    return bots


def uses_real_bots() -> bool:
    """True once ``game.bots`` provides the levels; False while the interim player stands in."""
    return _bots() is not None


def levels() -> tuple[str, ...]:
    """Level names, weakest first."""
    bots = _bots()
    if bots is None:
        return INTERIM_LEVELS
    return tuple(str(level) for level in bots.LEVELS)


def choose_action(observation: dict[str, Any], level: str, seed: int) -> str:
    """The action the opponent of ``level`` takes in ``observation`` (its own seat's view).

    Deterministic for a given observation, level and seed.
    """
    bots = _bots()
    if bots is None:
        return interim_choose(observation, seed)
    if level not in bots.LEVELS:
        level = bots.LEVELS[0]
    if hasattr(bots, "choose_action"):
        return str(bots.choose_action(observation, level, seed))
    return str(bots.make_bot(level).choose(observation, random.Random(seed)))


# --- the interim player ----------------------------------------------------------------


def _by_suit(hand: list[str]) -> dict[str, list[str]]:
    suits: dict[str, list[str]] = {s: [] for s in "CSDH"}
    for card in hand:
        suits[card[0]].append(card)
    return suits


def _strength(hand: list[str]) -> int:
    """High-card points plus length in the longest suit: a rough trick-taking measure."""
    longest = max(len(cards) for cards in _by_suit(hand).values())
    return sum(_POINTS.get(card[1], 0) for card in hand) + 2 * max(0, longest - 4)


def _best_suit(hand: list[str], allowed: str = "CSDH") -> str:
    suits = _by_suit(hand)
    return max(
        allowed,
        key=lambda s: (len(suits[s]), sum(_POINTS.get(c[1], 0) for c in suits[s]), s),
    )


def _low(card: str) -> tuple[int, str]:
    return _RANKS.index(card[1]), card[0]


def interim_choose(observation: dict[str, Any], seed: int) -> str:
    """INTERIM stand-in for the bot levels: simple, legal, deterministic."""
    legal: list[str] = list(observation["legal"])
    hand: list[str] = list(observation["hand"])
    phase = observation["phase"]
    if len(legal) == 1:
        return legal[0]
    if phase == "auction":
        strength = _strength(hand)
        # Bid only numbers, and higher ones only with more strength; hold when strong.
        for action, need in (("hold", 18), ("bid:1", 16), ("bid:2", 19), ("bid:3", 22)):
            if action in legal and strength >= need:
                return action
        return "pass"
    if phase == "naming":
        return f"name:{_best_suit(hand)}"
    if phase == "exchange":
        trump = _best_suit(hand)
        spare = sorted((c for c in hand if c[0] != trump and c[1] != "A"), key=_low)
        spare += sorted((c for c in hand if c not in spare), key=_low)
        first, second = sorted(spare[:2], key=lambda c: ("CSDH".index(c[0]), _low(c)[0]))
        action = f"discard:{first},{second}"
        return action if action in legal else legal[0]
    if phase == "announce":
        suits = "".join(a[9:] for a in legal if a[9:] in ("C", "S", "D", "H"))
        return f"announce:{_best_suit(hand, suits)}" if suits else legal[0]
    if phase == "defence":
        return "invite:no" if "invite:no" in legal else "defend:play"
    if phase == "play":
        return min(legal, key=lambda a: _low(a[5:]))
    return random.Random(seed).choice(legal)
