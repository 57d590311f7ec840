"""Bids, games and their ladders (rules.md §2.1, R3.3, §9.5, §9.7).

Owns the vocabulary of the auction and the announcement: the bid ladder
1 < 2 < 3 < 4 < Geschäft < Bettler < Herzprämie < Sans Atout < Bettler Ouvert
< Durchmarsch (< Durchmarsch Ouvert with §9.5), which bids are regular or
special, which games a winning bid allows (R3.3, and §9.7's hand games), and
what kind of game a contract is. Does not own whose turn it is (``auction.py``)
or the points (``points.py``).

Bid names are the suffixes of the ``bid:…`` actions; game names are the
suffixes of ``announce:…`` (design.md §2).

>>> games_allowed("sans")
('sans', 'ouvert', 'durchmarsch')
>>> from .rules import Rules
>>> games_allowed("ouvert", Rules(durchmarsch_ouvert=True))
('ouvert', 'durchmarsch', 'durchmarsch_ouvert')
>>> hand_games("bettler", Rules(hand_doubling=True))
('bettler', 'ouvert', 'durchmarsch')
"""

from __future__ import annotations

from .cards import SUITS
from .rules import DEFAULT_RULES, Rules

__all__ = [
    "BIDS",
    "REGULAR_BIDS",
    "SPECIAL_BIDS",
    "HAND_GAME_BIDS",
    "GAMES",
    "SUIT_GAMES",
    "NO_TRUMP_GAMES",
    "BETTLER_GAMES",
    "DURCHMARSCH_GAMES",
    "OUVERT_GAMES",
    "bid_rank",
    "game_rank",
    "bids",
    "regular_bids",
    "games",
    "next_regular",
    "games_allowed",
    "hand_games",
    "announceable",
    "trump_of",
    "TRUMP_INDEX",
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
    "durchmarsch_ouvert",
)
"""§2.1: the whole ladder, low to high; the last only with §9.5 (see ``bids``)."""

SPECIAL_BIDS = frozenset({"geschaeft", "herzpraemie"})
"""First-turn-only bids (R2.3); both are hand games (R3.1)."""

HAND_GAME_BIDS = SPECIAL_BIDS

REGULAR_BIDS: tuple[str, ...] = tuple(b for b in BIDS if b not in SPECIAL_BIDS)
"""The regular ladder of §2.1 (the last only with §9.5): bids raised one step at a time (R2.3)."""

GAMES: tuple[str, ...] = (
    "C",
    "S",
    "D",
    "H",
    "bettler",
    "sans",
    "ouvert",
    "durchmarsch",
    "durchmarsch_ouvert",
)
"""R3.3: the announcement ladder, low to high; the last only with §9.5 (see ``games``)."""

SUIT_GAMES = frozenset(SUITS)
NO_TRUMP_GAMES = frozenset({"bettler", "sans", "ouvert", "durchmarsch", "durchmarsch_ouvert"})
BETTLER_GAMES = frozenset({"bettler", "ouvert"})
"""R6.2/R6.4: the declarer must take no trick."""
DURCHMARSCH_GAMES = frozenset({"durchmarsch", "durchmarsch_ouvert"})
"""R6.5/§9.5: the declarer must take every trick."""
OUVERT_GAMES = frozenset({"ouvert", "durchmarsch_ouvert"})
"""R4.3/§9.5: the declarer's hand is shown (when: ``Rules.ouvert_reveal``)."""

_BID_RANK = {bid: i for i, bid in enumerate(BIDS)}
_GAME_RANK = {game: i for i, game in enumerate(GAMES)}

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
    "durchmarsch_ouvert": "durchmarsch_ouvert",
}


def bid_rank(bid: str) -> int:
    """Position of ``bid`` on the ladder of §2.1 (0 = Eins)."""
    return _BID_RANK[bid]


def game_rank(game: str) -> int:
    """Position of ``game`` on the announcement ladder of R3.3 (0 = Kreuz)."""
    return _GAME_RANK[game]


def bids(rules: Rules = DEFAULT_RULES) -> tuple[str, ...]:
    """The bid ladder under ``rules`` (§9.5 adds Durchmarsch Ouvert on top)."""
    return BIDS if rules.durchmarsch_ouvert else BIDS[:-1]


def regular_bids(rules: Rules = DEFAULT_RULES) -> tuple[str, ...]:
    """The regular ladder under ``rules``."""
    return REGULAR_BIDS if rules.durchmarsch_ouvert else REGULAR_BIDS[:-1]


def games(rules: Rules = DEFAULT_RULES) -> tuple[str, ...]:
    """The announcement ladder under ``rules``."""
    return GAMES if rules.durchmarsch_ouvert else GAMES[:-1]


def next_regular(high: str | None, rules: Rules = DEFAULT_RULES) -> str | None:
    """R2.3: the lowest regular bid above ``high`` (Eins if none), or None at the top."""
    floor = -1 if high is None else _BID_RANK[high]
    for bid in regular_bids(rules):
        if _BID_RANK[bid] > floor:
            return bid
    return None


def games_allowed(bid: str, rules: Rules = DEFAULT_RULES) -> tuple[str, ...]:
    """R3.3: games the winner of regular ``bid`` may announce after the exchange."""
    ladder = games(rules)
    return ladder[ladder.index(_LOWEST_GAME[bid]) :]


def hand_games(bid: str, rules: Rules = DEFAULT_RULES) -> tuple[str, ...]:
    """§9.7: the games D may announce after ``hand:yes`` with winning bid ``bid``.

    The non-trump games at least as high as the bid: Bettler, Bettler Ouvert,
    Durchmarsch (Ouvert with §9.5), and Sans Atout only with its sub-switch. Never
    empty: Durchmarsch is always one (§9.10).
    """
    allowed = games_allowed(bid, rules)
    return tuple(
        g
        for g in allowed
        if g in NO_TRUMP_GAMES and (g != "sans" or rules.hand_doubling_includes_sans)
    )


def announceable(
    bid: str, rules: Rules = DEFAULT_RULES, hand: bool = False, beat: str | None = None
) -> tuple[str, ...]:
    """The games that may be announced, low to high.

    R3.3: every game at least as high as the winning ``bid``; §9.7: after ``hand:yes``
    only the hand games; §9.8: a Nachgehen challenger, who must ``beat`` the current
    game, a non-trump game (≥ Bettler) above it.
    """
    if beat is not None:
        floor = _GAME_RANK[beat]
        return tuple(g for g in games(rules) if g in NO_TRUMP_GAMES and _GAME_RANK[g] > floor)
    if hand:
        return hand_games(bid, rules)
    return games_allowed(bid, rules)


TRUMP_INDEX: dict[str, int] = {suit: i for i, suit in enumerate(SUITS)}
"""The suit games' trump suit index (``cards.SUITS``: 0..3 = C S D H)."""


def trump_of(game: str) -> int | None:
    """Trump suit index (0..3 = C S D H) of ``game``, or None for the no-trump games (R5.3)."""
    return TRUMP_INDEX.get(game)


def is_trump_game(game: str) -> bool:
    """R4.1: suit games after an exchange, Geschäft and Herzprämie."""
    return game in SUIT_GAMES
