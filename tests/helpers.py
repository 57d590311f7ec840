"""Shared helpers for the engine tests: run call sequences, find cards in observations,
make random house rules."""

from __future__ import annotations

import random
import re
from collections.abc import Iterable
from dataclasses import fields

from game import Rules, State, apply

CARD_TOKEN = re.compile(r"(?<![A-Za-z0-9])[CSDH][789TJQKA](?![A-Za-z0-9])")


def play_all(state: State, actions: Iterable[str]) -> State:
    """Apply ``actions`` in order through the checked path."""
    for action in actions:
        state = apply(state, action)
    return state


def play_seated(state: State, moves: str) -> State:
    """Apply ``moves``, "seat:action" items separated by spaces (a deal as the bot tests
    write it), checking that each item's seat is the one to move."""
    for item in moves.split():
        seat, action = item.split(":", 1)
        assert state.to_move == int(seat), f"{item}: seat {state.to_move} is to move"
        state = apply(state, action)
    return state


def card_tokens(text: str) -> set[str]:
    """Every card name that appears anywhere in ``text`` (e.g. a JSON dump)."""
    return set(CARD_TOKEN.findall(text))


def rules_cards(text: str) -> str:
    """rules.md writes the ten as '10'; the engine's notation writes 'T'."""
    return text.replace("10", "T")


def random_rules(rng: random.Random) -> Rules:
    """A random combination of every §9 switch (each field uniformly among its values)."""
    values: dict[str, object] = {}
    for f in fields(Rules):
        if isinstance(f.default, bool):
            values[f.name] = rng.random() < 0.5
        elif f.name == "dmo_value":
            values[f.name] = rng.choice((100, 160, 2))
        elif f.name in ("pool_cap", "pool_stake"):
            values[f.name] = rng.choice((10, 50, 100))
        elif f.name == "lone_defender_quota":
            values[f.name] = rng.choice((2, 4))
        else:
            values[f.name] = rng.choice(RULE_CHOICES[f.name])
    return Rules(**values)


RULE_CHOICES: dict[str, tuple[str, ...]] = {
    "rotation": ("clockwise", "anticlockwise"),
    "sans_atout_target": ("total6", "consecutive6"),
    "herz_bonus_scope": ("herzpraemie_only", "all_hearts_trump"),
    "invited_scoring": ("always_lives", "zero"),
    "hold_right": ("forehand_only", "overbid_when_two_remain"),
    "ouvert_reveal": ("before_first_lead", "after_first_trick"),
    "pool": ("per_hand", "pulka_unlimited", "pulka_limited", "steirisch"),
}
"""The values of design.md §2's table, written out here (not read from game.rules)."""
