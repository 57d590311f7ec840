"""The action strings of design.md §2: their grammar and canonical form.

Owns telling a well-formed action from garbage (``InvalidActionError``) and
splitting an action into its kind and argument. Whether a well-formed action is
*legal* now is decided by the phase modules.

>>> split_action("play:HK")
('play', 'HK')
>>> split_action("pass")
('pass', '')
"""

from __future__ import annotations

from .cards import card_name, is_card_name, parse_card
from .contracts import BIDS, GAMES
from .errors import InvalidActionError

__all__ = ["ACTION_KINDS", "PHASE_OF_KIND", "split_action", "check_syntax", "discard_action"]

PHASE_OF_KIND = {
    "pass": "auction",
    "hold": "auction",
    "bid": "auction",
    "name": "naming",
    "hand": "hand",
    "discard": "exchange",
    "announce": "announce",
    "nachgehen": "nachgehen",
    "aces": "aces",
    "defend": "defence",
    "invite": "defence",
    "kontra": "kontra",
    "rekontra": "kontra",
    "play": "play",
}
"""The phase each kind of action belongs to (design.md §2, with the §9 variants')."""
ACTION_KINDS = tuple(PHASE_OF_KIND)

_ARGUMENTS: dict[str, frozenset[str]] = {
    "pass": frozenset({""}),
    "hold": frozenset({""}),
    "bid": frozenset(BIDS),
    "name": frozenset("CSDH"),
    "announce": frozenset(GAMES),
    "defend": frozenset({"play", "pass"}),
    "invite": frozenset({"yes", "no"}),
    "hand": frozenset({"yes", "no"}),
    "nachgehen": frozenset({"pass", "take", "leave"}),
    "aces": frozenset({"none", "four", "pass"}),
    "kontra": frozenset({"yes", "no"}),
    "rekontra": frozenset({"yes", "no"}),
}


def split_action(action: str) -> tuple[str, str]:
    """(kind, argument) of an action string; the argument is '' for ``pass`` and ``hold``."""
    kind, _, argument = action.partition(":")
    return kind, argument


def discard_action(first: int, second: int) -> str:
    """The canonical ``discard:`` action for two cards (lower card first)."""
    low, high = sorted((first, second))
    return f"discard:{card_name(low)},{card_name(high)}"


def check_syntax(action: object) -> str:
    """Return ``action`` if it is a well-formed action string in canonical form.

    Raises:
        InvalidActionError: not a string, unknown kind, bad argument, or a
            discard not written in canonical card order.
    """
    if not isinstance(action, str):
        raise InvalidActionError(f"{action!r} is not an action: actions are strings like 'play:HK'")
    kind, sep, argument = action.partition(":")
    if kind not in PHASE_OF_KIND:
        raise InvalidActionError(
            f"{action!r} is not an action: unknown kind {kind!r} (known: {', '.join(ACTION_KINDS)})"
        )
    if kind in ("pass", "hold"):
        if sep:
            raise InvalidActionError(f"{action!r} is not an action: write just {kind!r}")
        return action
    if kind == "play":
        if not is_card_name(argument):
            raise InvalidActionError(f"{action!r} is not an action: {argument!r} is not a card")
        return action
    if kind == "discard":
        names = argument.split(",")
        if len(names) != 2 or not all(is_card_name(n) for n in names):
            raise InvalidActionError(
                f"{action!r} is not an action: a discard names two cards, e.g. 'discard:C7,HA'"
            )
        first, second = (parse_card(n) for n in names)
        if first == second:
            raise InvalidActionError(f"{action!r} is not an action: the same card twice")
        if first > second:
            raise InvalidActionError(
                f"{action!r} is not in canonical form: write {discard_action(first, second)!r}"
            )
        return action
    if argument not in _ARGUMENTS[kind]:
        choices = " ".join(f"{kind}:{a}" for a in sorted(_ARGUMENTS[kind]))
        raise InvalidActionError(f"{action!r} is not an action: {kind} takes one of {choices}")
    return action
