"""Hand ×2: the declarer's choice to play without the talon (rules.md §9.7).

Owns the ``hand`` phase: after a regular winning bid, and before he sees the
talon, the declarer says ``hand:yes`` (the talon stays aside unseen and he
announces one of the hand games of ``contracts.hand_games``, worth double) or
``hand:no`` (exchange as usual). ``flow.advance`` opens the phase and goes on
after it.
"""

from __future__ import annotations

from .actions import split_action
from .state import State

__all__ = ["hand_actions", "apply_hand", "why_hand_illegal"]


def hand_actions(state: State) -> list[str]:
    """§9.7: play Hand or take the talon."""
    return ["hand:yes", "hand:no"]


def why_hand_illegal(state: State, action: str) -> str:
    """Only the wrong kind of action can be illegal here."""
    return (
        f"§9.7: the declarer now decides whether to play Hand (hand:yes / hand:no) before "
        f"seeing the talon, not {action}"
    )


def apply_hand(state: State, action: str) -> State:
    """Record the choice; ``flow.advance`` goes to the announcement or the exchange."""
    choice = split_action(action)[1]
    return state._replace(
        history=state.logged(action),
        house=state.with_house(hand_game=choice == "yes"),
        to_move=None,
    )
