"""Card-set tables and mask helpers shared by the solver's search kernels.

Owns the constant tables (a card's suit, the cards above it, the cards that
beat a winning card, the relative-rank compression of a suit) and the small
mask operations (smears within a suit, touching-card representatives, R5.4 as
masks) that ``solver_search.py`` and ``solver_two.py`` inline in their loops.
Does not own any search. Everything here is immutable and built at import.
"""

from __future__ import annotations

from game.cards import SUIT_MASKS

__all__ = [
    "ABOVE",
    "BEAT_TABLES",
    "COMPRESS",
    "NOT_BOTTOM",
    "NOT_TOP",
    "SUIT_OF",
    "beat_table",
    "legal_mask",
    "representatives",
    "smear_down",
    "smear_up",
]

_FULL = (1 << 32) - 1
_TOPS = sum(1 << (8 * s + 7) for s in range(4))  # the ace of each suit
_BOTTOMS = sum(1 << (8 * s) for s in range(4))  # the seven of each suit
NOT_TOP = _FULL & ~_TOPS
NOT_BOTTOM = _FULL & ~_BOTTOMS
_DOWN2 = _FULL & ~(_TOPS | _TOPS >> 1)
_DOWN4 = 0x0F0F0F0F
_UP2 = _FULL & ~(_BOTTOMS | _BOTTOMS << 1)
_UP4 = 0xF0F0F0F0

SUIT_OF: tuple[int, ...] = tuple(SUIT_MASKS[c >> 3] for c in range(32))
"""Mask of the suit of each card."""

ABOVE: tuple[int, ...] = tuple(SUIT_MASKS[c >> 3] & ~((2 << c) - 1) for c in range(32))
"""Cards of the same suit that outrank each card (R1.2)."""


def smear_down(x: int) -> int:
    """Cards at or below some card of ``x`` in the same suit."""
    x |= (x >> 1) & NOT_TOP
    x |= (x >> 2) & _DOWN2
    return x | (x >> 4) & _DOWN4


def smear_up(x: int) -> int:
    """Cards at or above some card of ``x`` in the same suit."""
    x |= (x << 1) & NOT_BOTTOM
    x |= (x << 2) & _UP2
    return x | (x << 4) & _UP4


def representatives(legal: int, in_play: int) -> int:
    """The lowest card of each group of touching cards of ``legal``.

    Two legal cards touch when no card of ``in_play`` (the cards still in some
    hand) lies between them in their suit. Touching legal cards are the same
    move: whatever one of them does in this trick the other does too (R5.4
    makes the legal cards of a suit either all beat the trick's winner or none),
    and afterwards they stay adjacent. The carry of the addition runs through
    the gaps left by cards that are gone.
    """
    gone = ~in_play & NOT_TOP
    return legal & ~((gone + ((legal & NOT_TOP) << 1)) & legal)


def legal_mask(hand: int, trick: tuple[int, ...], trump: int | None) -> int:
    """R5.4 exactly as the kernel computes it inline: the cards ``hand`` may play.

    Farbzwang, else Trumpfzwang; within the suit owed, Stichzwang against the
    trick's current winner whoever holds it. ``BEAT[w]`` (the cards that beat a
    winning card ``w``) already says "no card of the led suit beats a trump".
    """
    if not trick:
        return hand
    trumps = SUIT_MASKS[trump] if trump is not None else 0
    best = trick[0]
    for card in trick[1:]:
        if 1 << card & _beats(best, trumps):
            best = card
    owed = hand & SUIT_OF[trick[0]] or hand & trumps
    return (owed & _beats(best, trumps) or owed) if owed else hand


def _beats(card: int, trumps: int) -> int:
    """The cards that beat ``card`` when it is winning a trick (R5.3)."""
    return ABOVE[card] | (0 if 1 << card & trumps else trumps)


def _compress_table() -> tuple[int, ...]:
    """``table[present << 8 | hand]``: ``hand``'s cards of one suit renumbered by
    rank among the cards ``present`` (8-bit masks, ``hand`` within ``present``)."""
    table = [0] * 65536
    for present in range(256):
        pairs = [(1 << i, 1 << j) for j, i in enumerate(i for i in range(8) if present >> i & 1)]
        hand = present
        while True:  # every subset of ``present``
            out = 0
            for old, new in pairs:
                if hand & old:
                    out |= new
            table[present << 8 | hand] = out
            if not hand:
                break
            hand = (hand - 1) & present
    return tuple(table)


COMPRESS = _compress_table()

# BEAT_TABLES[trump] (index -1: no trumps): see beat_table
BEAT_TABLES: tuple[tuple[int, ...], ...] = tuple(
    tuple(_beats(c, SUIT_MASKS[t] if t < 4 else 0) for c in range(32)) for t in range(5)
)


def beat_table(trump: int | None) -> tuple[int, ...]:
    """BEAT[c]: the cards that beat ``c`` when ``c`` is winning the trick (R5.3)."""
    return BEAT_TABLES[-1 if trump is None else trump]
