"""Talon exchange and the game announcement (rules.md §3).

Owns R3.2 (the declarer, holding 12 cards, discards any two) and R3.3/R3.4
(he announces a game at least as high as his bid). Hand games never get here
(R3.1). After the announcement, trump games go to the defence decisions (§4)
and the no-trump games straight to play with both defenders (R4.2).
"""

from __future__ import annotations

from dataclasses import replace
from itertools import combinations

from .actions import discard_action, split_action
from .cards import cards_in, parse_card
from .contracts import GAMES, games_allowed, is_trump_game
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
    return replace(
        state,
        history=state.logged(action),
        phase="announce",
        hands=(hands[0], hands[1], hands[2]),
        discard=discard,
    )


def announce_actions(state: State) -> list[str]:
    """R3.3: every game at least as high as the winning bid, low to high."""
    assert state.bid is not None
    return [f"announce:{game}" for game in games_allowed(state.bid)]


def why_announce_illegal(state: State, action: str) -> str:
    """R3.3: the announced game is below the bid."""
    kind, game = split_action(action)
    if kind != "announce":
        return f"R3.3: the declarer must now announce a game (announce:…), not {action}"
    lowest = games_allowed(state.bid or "1")[0]
    return f"R3.3/R3.4: after bid:{state.bid} the game must be at least announce:{lowest}"


def apply_announce(state: State, action: str) -> State:
    """Fix the game; trump games go to the defence (R4.1), the others to play (R4.2)."""
    game = split_action(action)[1]
    assert game in GAMES
    announced = replace(state, history=state.logged(action), game=game)
    from .defence import start_defence
    from .play import start_play

    if is_trump_game(game):
        return start_defence(announced)
    return start_play(announced, players=(0, 1, 2))
