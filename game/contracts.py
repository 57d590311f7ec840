"""Bids, games and their ladders (rules.md §2.1, R3.3, §7.2).

Owns the vocabulary of the auction and the announcement: the bid ladder
1 < 2 < 3 < 4 < Geschäft < Bettler < Herzprämie < Sans Atout < Bettler Ouvert
< Durchmarsch, which bids are regular or special, which games a winning bid
allows (R3.3), and what kind of game a contract is. Does not own whose turn it
is (``auction.py``) or scoring (``scoring.py``).

Bid names are the suffixes of the ``bid:…`` actions; game names are the
suffixes of ``announce:…`` (design.md §2).
"""

from __future__ import annotations

__all__ = [
    "BIDS",
    "REGULAR_BIDS",
    "SPECIAL_BIDS",
    "HAND_GAME_BIDS",
    "GAMES",
    "SUIT_GAMES",
    "NO_TRUMP_GAMES",
    "FIXED_VALUES",
    "bid_rank",
    "next_regular",
    "games_allowed",
    "trump_of",
    "is_trump_game",
]

BIDS: tuple[str, ...] = (
    "1",
    "2",
    "3",
    "4",
    "geschaeft",
    "bettler",
    "herzpraemie",
    "sans",
    "ouvert",
    "durchmarsch",
)
"""§2.1: the whole ladder, low to high."""

SPECIAL_BIDS = frozenset({"geschaeft", "herzpraemie"})
"""First-turn-only bids (R2.3); both are hand games (R3.1)."""

HAND_GAME_BIDS = SPECIAL_BIDS

REGULAR_BIDS: tuple[str, ...] = tuple(b for b in BIDS if b not in SPECIAL_BIDS)
"""The regular ladder of §2.1: bids that can only be raised one step (R2.3)."""

GAMES: tuple[str, ...] = ("C", "S", "D", "H", "bettler", "sans", "ouvert", "durchmarsch")
"""R3.3: the announcement ladder, low to high."""

SUIT_GAMES = frozenset("CSDH")
NO_TRUMP_GAMES = frozenset({"bettler", "sans", "ouvert", "durchmarsch"})

FIXED_VALUES = {"bettler": 10, "sans": 20, "ouvert": 30, "durchmarsch": 40}
"""§7.2: what each defender pays or gets; the declarer gets twice that, with the opposite sign."""

_RANK = {bid: i for i, bid in enumerate(BIDS)}

# R3.3: the lowest game each regular bid allows; everything above it on GAMES is allowed too.
_LOWEST_GAME = {
    "1": "C",
    "2": "S",
    "3": "D",
    "4": "H",
    "bettler": "bettler",
    "sans": "sans",
    "ouvert": "ouvert",
    "durchmarsch": "durchmarsch",
}


def bid_rank(bid: str) -> int:
    """Position of ``bid`` on the ladder of §2.1 (0 = Eins)."""
    return _RANK[bid]


def next_regular(high: str | None) -> str | None:
    """R2.3: the lowest regular bid above ``high`` (Eins if none), or None at the top."""
    floor = -1 if high is None else _RANK[high]
    for bid in REGULAR_BIDS:
        if _RANK[bid] > floor:
            return bid
    return None


def games_allowed(bid: str) -> tuple[str, ...]:
    """R3.3: games the winner of regular ``bid`` may announce after the exchange."""
    return GAMES[GAMES.index(_LOWEST_GAME[bid]) :]


def trump_of(game: str) -> int | None:
    """Trump suit index (0..3 = C S D H) of ``game``, or None for the no-trump games (R5.3)."""
    return "CSDH".index(game) if game in SUIT_GAMES else None


def is_trump_game(game: str) -> bool:
    """R4.1: suit games after an exchange, Geschäft and Herzprämie."""
    return game in SUIT_GAMES
