"""Shuffling and dealing (rules.md R1.6).

Owns the seeded shuffle and the 3–talon–4–3 packets. Does not own who bids
first (see ``auction.py``). The shuffle uses only ``Random.random()``, the one
generator output Python keeps stable across versions, so a seed names the same
deal on CPython 3.11 and in Pyodide's CPython 3.14.
"""

from __future__ import annotations

import random

from .cards import FULL_DECK, CardSet

__all__ = ["shuffled_deck", "deal_from_seed", "PACKETS"]

PACKETS = (3, "talon", 4, 3)
"""R1.6: 3 cards to each player from forehand on, 2 to the talon, then 4 each, then 3 each."""


def shuffled_deck(seed: int) -> list[int]:
    """The 32 cards in dealing order for ``seed`` (Fisher–Yates on ``random()`` only)."""
    rng = random.Random(seed)
    deck = list(range(32))
    for i in range(31, 0, -1):
        j = int(rng.random() * (i + 1))
        deck[i], deck[j] = deck[j], deck[i]
    return deck


def deal_from_seed(
    seed: int, dealer: int, step: int = 1
) -> tuple[tuple[CardSet, CardSet, CardSet], CardSet]:
    """Hands (by seat) and talon for ``seed``, dealt in turn from forehand (R1.6).

    ``step`` is ``Rules.step``: 1 deals clockwise; 2 (§9.1 anticlockwise) deals in
    that rotation's turn, V = next(dealer) first, as everything that goes in turn.
    """
    deck = iter(shuffled_deck(seed))
    hands = [0, 0, 0]
    talon = 0
    receivers = [(dealer + k * step) % 3 for k in (1, 2, 3)]  # V, M, H
    for packet in PACKETS:
        if packet == "talon":
            talon = (1 << next(deck)) | (1 << next(deck))
            continue
        for seat in receivers:
            for _ in range(int(packet)):
                hands[seat] |= 1 << next(deck)
    assert hands[0] | hands[1] | hands[2] | talon == FULL_DECK
    return (hands[0], hands[1], hands[2]), talon
