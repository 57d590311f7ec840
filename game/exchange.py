"""Talon exchange and the game announcement (rules.md §3, §9.7, §9.8).

Owns R3.2 (the declarer, holding 12 cards, discards any two) and R3.3/R3.4
(he announces a game at least as high as his bid), with the announcements the
house rules change: after ``hand:yes`` only the hand games of §9.7, and a
Nachgehen challenger (§9.8) a non-trump game ≥ Bettler above the current one.
Hand games (R3.1) never get here. When the discard or the announcement is made
``to_move`` is left empty and ``flow.advance`` starts what follows.
"""

from __future__ import annotations

from itertools import combinations

from .actions import discard_action, split_action
from .cards import cards_in, parse_card
from .contracts import announceable as _announceable_games
from .state import State

__all__ = [
    "exchange_actions",
    "apply_exchange",
    "why_exchange_illegal",
    "announce_actions",
    "apply_announce",
    "why_announce_illegal",
]


def exchange_actions(state: State) -> list[str]:
    """R3.2: every pair of the declarer's 12 cards, in canonical order."""
    assert state.declarer is not None
    cards = list(cards_in(state.hands[state.declarer]))
    return [discard_action(a, b) for a, b in combinations(cards, 2)]


def why_exchange_illegal(state: State, action: str) -> str:
    """Which discarded card the declarer does not hold (R3.2)."""
    assert state.declarer is not None
    kind, argument = split_action(action)
    if kind != "discard":
        return f"R3.2: the declarer must now discard two cards (discard:…), not {action}"
    missing = [
        n for n in argument.split(",") if not state.hands[state.declarer] >> parse_card(n) & 1
    ]
    return f"R3.2: {' and '.join(missing)} not in the declarer's 12 cards"


def apply_exchange(state: State, action: str) -> State:
    """R3.2: lay the two cards aside face down; they count for nobody."""
    declarer = state.declarer
    assert declarer is not None
    discard = 0
    for name in split_action(action)[1].split(","):
        discard |= 1 << parse_card(name)
    hands = list(state.hands)
    hands[declarer] &= ~discard
    return state._replace(
        history=state.logged(action),
        to_move=None,
        hands=(hands[0], hands[1], hands[2]),
        discard=discard,
        discards=(*state.discards, (declarer, discard)),
    )


def announceable(state: State) -> tuple[str, ...]:
    """The games the player to move may announce now, low to high.

    R3.3: every game at least as high as the winning bid; §9.7: after
    ``hand:yes`` only the hand games; §9.8: a challenger (the state already
    holds a game, the one he must beat) a non-trump game ≥ Bettler above it.
    """
    assert state.bid is not None
    return _announceable_games(state.bid, state.rules, bool(state.hand_game), state.game)


def announce_actions(state: State) -> list[str]:
    """R3.3 (§9.7, §9.8): ``announce:<game>`` for every game of :func:`announceable`."""
    return [f"announce:{game}" for game in announceable(state)]


def why_announce_illegal(state: State, action: str) -> str:
    """Which announcement rule the game breaks."""
    kind, game = split_action(action)
    if kind != "announce":
        return f"R3.3: the declarer must now announce a game (announce:…), not {action}"
    if game == "durchmarsch_ouvert" and not state.rules.durchmarsch_ouvert:
        return "§9.5: Durchmarsch Ouvert is a house rule that is off (durchmarsch_ouvert)"
    allowed = announceable(state)
    if state.game is not None:
        return (
            f"§9.8: after Nachgehen the game must be a non-trump game above announce:{state.game} "
            f"(at least announce:{allowed[0]})"
        )
    if state.hand_game:
        return (
            f"§9.7: after hand:yes only a hand game at least as high as bid:{state.bid} "
            f"({', '.join(allowed)})"
        )
    return f"R3.3/R3.4: after bid:{state.bid} the game must be at least announce:{allowed[0]}"


def apply_announce(state: State, action: str) -> State:
    """Fix the game; ``flow.advance`` goes on (Nachgehen, aces, defence, Kontra or play)."""
    game = split_action(action)[1]
    return state._replace(history=state.logged(action), game=game, to_move=None)
