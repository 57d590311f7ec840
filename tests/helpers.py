"""Shared helpers for the engine tests: run call sequences, find cards in observations."""

from __future__ import annotations

import re
from collections.abc import Iterable

from game import State, apply

CARD_TOKEN = re.compile(r"(?<![A-Za-z0-9])[CSDH][789TJQKA](?![A-Za-z0-9])")


def play_all(state: State, actions: Iterable[str]) -> State:
    """Apply ``actions`` in order through the checked path."""
    for action in actions:
        state = apply(state, action)
    return state


def card_tokens(text: str) -> set[str]:
    """Every card name that appears anywhere in ``text`` (e.g. a JSON dump)."""
    return set(CARD_TOKEN.findall(text))


def rules_cards(text: str) -> str:
    """rules.md writes the ten as '10'; the engine's notation writes 'T'."""
    return text.replace("10", "T")
