"""Card-set tables and mask helpers shared by the solver's search kernels.

Owns the constant tables (a card's suit, the cards above it, the cards that
beat a winning card, the relative-rank compression of a suit, the owner words
the search keys its table by) and the small mask operations (smears within a
suit, touching-card representatives, R5.4 as masks) that ``solver_search.py``
and ``solver_two.py`` inline in their loops. Does not own any search.
Everything here is immutable and built at import.
"""

from __future__ import annotations

from game.cards import SUIT_MASKS

__all__ = [
    "ABOVE",
    "BEAT_TABLES",
    "COMPRESS",
    "NOT_BOTTOM",
    "NOT_TOP",
    "OWNER_BITS",
    "PACK",
    "SUIT_OF",
    "beat_table",
    "cashable",
    "legal_mask",
    "owner_word",
    "key_hands",
    "representatives",
    "smear_down",
    "smear_up",
    "suits_held",
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


def suits_held(hand: int) -> int:
    """The whole suits ``hand`` holds cards of, as one mask.

    >>> hex(suits_held(0x00010080))
    '0xff00ff'
    """
    hand |= hand >> 4
    hand |= hand >> 2
    hand |= hand >> 1
    return (hand & 0x01010101) * 0xFF


def cashable(tops: int, hand: int, other: int, another: int) -> int:
    """Tricks the player on lead takes by cashing ``tops`` (cards of ``hand`` that no
    other card still in play beats), suit by suit, in a game without trumps.

    Each card of ``tops`` wins and keeps him on lead, the others following suit
    (R5.4); once he has cashed as many rounds as the longer of the other two holds
    cards of the suit, they are void in it and the rest of his suit wins too.

    >>> from game.cards import parse_cards as p
    >>> cashable(p("HA HK"), p("HA HK H7 S7"), p("HQ H8 S8"), p("HJ S9 ST"))
    3
    """
    total = 0
    rest = tops
    while rest:
        suit = SUIT_OF[rest.bit_length() - 1]
        rest &= ~suit
        rounds = (tops & suit).bit_count()
        if rounds >= (other & suit).bit_count() and rounds >= (another & suit).bit_count():
            total += (hand & suit).bit_count()
        else:
            total += rounds
    return total


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
    rank among the cards ``present`` (8-bit masks, ``hand`` within ``present``).

    Each subset of ``present`` from the one without its lowest card: a lookup and an
    or per entry, not a loop over the suit (built at import, and the page imports the
    bots in the first seconds after a deal: 2.7 ms instead of 4.1 ms on CPython)."""
    table = [0] * 65536
    for present in range(256):
        base = present << 8
        renumbered: dict[int, int] = {}  # a card of ``present`` -> its rank among them, as a bit
        for card in range(8):
            if present >> card & 1:
                renumbered[1 << card] = 1 << len(renumbered)
        subsets = [present]
        while subsets[-1]:
            subsets.append((subsets[-1] - 1) & present)
        for hand in reversed(subsets[:-1]):  # ascending: hand minus its lowest card is done
            lowest = hand & -hand
            table[base | hand] = table[base | (hand ^ lowest)] | renumbered[lowest]
    return tuple(table)


COMPRESS = _compress_table()


# --- owner words: the relative-rank key in a form the search can update cheaply ---------
#
# An owner word holds two bits per card, at bit ``2 * card``: 0 when the card is in no
# hand, else 1 + the relative seat holding it (1 the declarer, 2 and 3 the defenders in
# three-hand play, 2 the defender in two-hand play). Playing a card clears its two bits
# (``OWNER_BITS``). The 16 bits of a suit, with the pairs of the cards that are gone
# dropped (``PACK``), say who holds the first, second, ... card still in play of that
# suit: exactly the relative ranks of R1.2, so four lookups give the table key.


def _pack_table() -> tuple[int, ...]:
    """``PACK[code]``: a suit's 16-bit owner code with the empty pairs squeezed out.

    Built from the same table for 8 bits: the high byte's packed pairs go above the low
    byte's, shifted by two bits per pair held in the low byte (one shift and or per entry:
    4.5 ms instead of 10.4 ms on CPython, for the page's import of the bots)."""
    low = [0] * 256
    for code in range(1, 256):
        pair = code & 3
        rest = low[code >> 2]
        low[code] = rest << 2 | pair if pair else rest
    shifts = [2 * sum(1 for bit in range(0, 8, 2) if code >> bit & 3) for code in range(256)]
    lows = list(zip(low, shifts, strict=True))
    return tuple([high << shift | packed for high in low for packed, shift in lows])


PACK = _pack_table()

OWNER_BITS: tuple[tuple[int, ...], ...] = tuple(
    tuple((seat + 1) << (2 * card) for card in range(32)) for seat in range(3)
)
"""OWNER_BITS[seat][card]: the owner-word bits of ``card`` held by relative ``seat``."""

_SPREAD = tuple(sum(((byte >> i) & 1) << (2 * i) for i in range(8)) for byte in range(256))


def owner_word(hands: tuple[int, ...]) -> int:
    """The owner word of ``hands`` given by relative seat (hands[0] the declarer's).

    >>> from game.cards import parse_cards
    >>> owner_word((parse_cards("C7"), parse_cards("C8"), parse_cards("CT")))
    201
    >>> PACK[201]  # the gone C9 squeezed out: owners 1, 2, 3 from the lowest club up
    57
    """
    word = 0
    for seat, hand in enumerate(hands):
        spread = 0
        for byte in range(4):
            spread |= _SPREAD[(hand >> (8 * byte)) & 255] << (16 * byte)
        word |= spread * (seat + 1)
    return word


# BEAT_TABLES[trump] (index -1: no trumps): see beat_table
BEAT_TABLES: tuple[tuple[int, ...], ...] = tuple(
    tuple(_beats(c, SUIT_MASKS[t] if t < 4 else 0) for c in range(32)) for t in range(5)
)


def beat_table(trump: int | None) -> tuple[int, ...]:
    """BEAT[c]: the cards that beat ``c`` when ``c`` is winning the trick (R5.3)."""
    return BEAT_TABLES[-1 if trump is None else trump]


def key_hands(codes: tuple[int, ...], seats: int) -> tuple[int, ...]:
    """The hands, by relative seat, of a position with the packed suit ``codes``.

    The inverse of a relative table key (for tests and tools): the cards of each
    suit are renumbered from the seven up.

    >>> from game.cards import cards_text
    >>> [cards_text(hand) for hand in key_hands((57, 0, 0, 0), 3)]
    ['C7', 'C8', 'C9']
    """
    hands = [0] * seats
    for suit, code in enumerate(codes):
        rank = 0
        while code:
            hands[(code & 3) - 1] |= 1 << (8 * suit + rank)
            code >>= 2
            rank += 1
    return tuple(hands)
