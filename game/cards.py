"""Cards and card sets as small ints (rules.md §1).

Owns the card encoding, the two-letter notation of design.md §2 and the
bit-mask helpers every other module uses. Does not own what a card looks like
on the page (see ``web/labels.py``) or any rule of play (see ``play.py``).

A card is an int ``suit * 8 + rank``: suits C S D H are 0..3 (R1.1 bid order,
Kreuz lowest), ranks 7 8 9 T J Q K A are 0..7 (R1.2, seven lowest). A set of
cards is an int bit mask, bit ``c`` set when card ``c`` is present, so the
canonical order of design.md §2 (by suit C < S < D < H, then by rank) is simply
ascending card number.

>>> card_name(parse_card("HK"))
'HK'
>>> cards_text(parse_cards("HK C7 ST"))
'C7 ST HK'
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator
from typing import TypeAlias

__all__ = [
    "Card",
    "CardSet",
    "SUITS",
    "RANKS",
    "FULL_DECK",
    "SUIT_MASKS",
    "suit_of",
    "rank_of",
    "card_name",
    "parse_card",
    "is_card_name",
    "cards_in",
    "mask_of",
    "card_names",
    "parse_cards",
    "cards_text",
]

Card: TypeAlias = int
CardSet: TypeAlias = int

SUITS = "CSDH"
"""Suit letters in bid order 1..4: Kreuz/Eichel, Pik/Laub, Karo/Schelle, Herz."""

RANKS = "789TJQKA"
"""Rank letters from lowest to highest (R1.2); T is the ten."""

FULL_DECK: CardSet = (1 << 32) - 1
SUIT_MASKS: tuple[CardSet, ...] = tuple(0xFF << (8 * s) for s in range(4))

_NAMES: tuple[str, ...] = tuple(s + r for s in SUITS for r in RANKS)
_BY_NAME: dict[str, Card] = {name: card for card, name in enumerate(_NAMES)}


def suit_of(card: Card) -> int:
    """Suit index 0..3 (C S D H) of ``card``."""
    return card >> 3


def rank_of(card: Card) -> int:
    """Rank index 0..7 (7 … A) of ``card``."""
    return card & 7


def card_name(card: Card) -> str:
    """Two-letter notation of ``card``, e.g. ``'HK'``."""
    return _NAMES[card]


def is_card_name(text: str) -> bool:
    """True when ``text`` is exactly one card in two-letter notation."""
    return text in _BY_NAME


def parse_card(text: str) -> Card:
    """Card for its two-letter notation.

    Raises:
        ValueError: ``text`` is not a card such as ``HK`` or ``C7``.
    """
    try:
        return _BY_NAME[text]
    except KeyError:
        raise ValueError(
            f"{text!r} is not a card: write suit C S D H then rank 7 8 9 T J Q K A, e.g. 'HK'"
        ) from None


def cards_in(mask: CardSet) -> Iterator[Card]:
    """Cards of ``mask`` in canonical (ascending) order."""
    while mask:
        low = mask & -mask
        yield low.bit_length() - 1
        mask ^= low


def mask_of(cards: Iterable[Card]) -> CardSet:
    """The set of ``cards``."""
    mask = 0
    for card in cards:
        mask |= 1 << card
    return mask


def card_names(mask: CardSet) -> list[str]:
    """Names of the cards of ``mask`` in canonical order."""
    return [_NAMES[c] for c in cards_in(mask)]


def parse_cards(text: str | Iterable[str]) -> CardSet:
    """Card set from names separated by spaces or commas, or from an iterable of names.

    Raises:
        ValueError: a name is not a card, or a card is named twice.
    """
    names = text.replace(",", " ").split() if isinstance(text, str) else list(text)
    mask = 0
    for name in names:
        bit = 1 << parse_card(name)
        if mask & bit:
            raise ValueError(f"card {name} is listed twice")
        mask |= bit
    return mask


def cards_text(mask: CardSet) -> str:
    """Space-separated names of ``mask`` in canonical order."""
    return " ".join(card_names(mask))
