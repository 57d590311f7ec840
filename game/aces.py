"""The ace premiums' claims (rules.md §9.6, §9.10).

Owns the ``aces`` phase of the trump games: which claims the declarer may make
and when the phase opens at all (only when a claim is possible). "Keine Asse"
(``aces:none``) needs no ace among his 12 cards — the 10 after the exchange
plus his own discard, or the 10 dealt in a hand game; four aces
(``aces:four``) is announced only with ``four_aces_must_announce`` and needs
all four aces in the 10 he plays with (otherwise it counts by itself). The
premiums themselves are in ``points.py``.
"""

from __future__ import annotations

from .actions import split_action
from .cards import CardSet
from .contracts import is_trump_game
from .state import State

__all__ = ["ACES", "aces_open", "aces_actions", "apply_aces", "why_aces_illegal", "twelve"]

ACES: CardSet = sum(1 << (suit * 8 + 7) for suit in range(4))
"""The four aces as a card set."""


def twelve(state: State) -> CardSet:
    """§9.10: the declarer's cards that keine Asse looks at (his hand and his own discard)."""
    assert state.declarer is not None
    return state.hands[state.declarer] | state.discard


def _claims(state: State) -> list[str]:
    assert state.declarer is not None
    claims = []
    if not twelve(state) & ACES:
        claims.append("aces:none")
    if state.rules.four_aces_must_announce and state.hands[state.declarer] & ACES == ACES:
        claims.append("aces:four")
    return claims


def aces_open(state: State) -> bool:
    """§9.10: the phase opens in a trump game only when a claim is possible."""
    if not state.rules.ace_premiums or state.game is None or not is_trump_game(state.game):
        return False
    return bool(_claims(state))


def aces_actions(state: State) -> list[str]:
    """The open claims, then ``aces:pass``."""
    return [*_claims(state), "aces:pass"]


def why_aces_illegal(state: State, action: str) -> str:
    kind, claim = split_action(action)
    if kind != "aces":
        return f"§9.6: the declarer now makes or skips his ace claim (aces:…), not {action}"
    if claim == "none":
        return "§9.6: keine Asse needs no ace among the declarer's 12 cards (hand and discard)"
    return (
        "§9.6: four aces are announced only with four_aces_must_announce, holding all four "
        "in the ten cards the declarer plays with"
    )


def apply_aces(state: State, action: str) -> State:
    """Record the claim; ``flow.advance`` goes on to the defence."""
    claim = split_action(action)[1]
    return state._replace(
        history=state.logged(action), house=state.with_house(aces_call=claim), to_move=None
    )
