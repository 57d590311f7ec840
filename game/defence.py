"""The defenders' decisions in trump games (rules.md §4, R4.1).

Owns the order (L then R; with §9.10's rotation D1 = next(D) then D2),
"mitspielen" or "aussteigen", the invitation by a lone player, and the four
configurations C1–C4 that follow. No-trump games skip this phase: both
defenders must play (R4.2). When the seats in play are known ``to_move`` is
left empty and ``flow.advance`` starts the play; C4 ends the deal here.
"""

from __future__ import annotations

from .actions import split_action
from .contracts import is_trump_game
from .state import State

__all__ = [
    "defence_actions",
    "apply_defence",
    "why_defence_illegal",
    "configuration",
]


def _awaiting_invitation(state: State) -> bool:
    return len(state.decisions) == 2


def defence_actions(state: State) -> list[str]:
    """``defend:play``/``defend:pass``, then ``invite:yes``/``invite:no`` for a lone player."""
    if _awaiting_invitation(state):
        return ["invite:yes", "invite:no"]
    return ["defend:play", "defend:pass"]


def why_defence_illegal(state: State, action: str) -> str:
    kind = split_action(action)[0]
    if _awaiting_invitation(state):
        return (
            f"R4.1: seat {state.to_move} plays alone and now decides whether to invite "
            f"(invite:yes / invite:no), not {action}"
        )
    if kind == "invite":
        return (
            "R4.1: an invitation comes only after both defenders have decided, from a lone player"
        )
    return f"R4.1: the defender decides defend:play or defend:pass, not {action}"


def apply_defence(state: State, action: str) -> State:
    """Record a decision; after the second, the seats in play (C1–C3) or the end (C4)."""
    seat = state.to_move
    assert seat is not None and state.declarer is not None
    kind, choice = split_action(action)
    moved = state._replace(history=state.logged(action))
    if kind == "invite":
        # R4.1 step 3: the invited player cannot refuse and plays normally (C3);
        # otherwise the passer's hand is laid aside (C2).
        invited = choice == "yes"
        players = (0, 1, 2) if invited else tuple(sorted((state.declarer, seat)))
        return moved._replace(invitation=choice, players=players, to_move=None)
    decisions = (*state.decisions, (seat, choice))
    moved = moved._replace(decisions=decisions)
    if len(decisions) == 1:
        return moved._replace(to_move=state.defenders()[1])
    playing = [s for s, c in decisions if c == "play"]
    if len(playing) == 2:  # C1
        return moved._replace(players=(0, 1, 2), to_move=None)
    if not playing:  # C4: no play, the declarer lives (R6.1)
        return moved._replace(phase="done", to_move=None)
    return moved._replace(to_move=playing[0])  # the lone player may invite


def configuration(state: State) -> str | None:
    """R4.1: "C1" … "C4" once known for trump games; "C1" for no-trump games (R4.2)."""
    if state.game is None:
        return None
    if not is_trump_game(state.game):
        return "C1" if state.players else None
    playing = [s for s, c in state.decisions if c == "play"]
    if len(state.decisions) < 2:
        return None
    if len(playing) == 2:
        return "C1"
    if not playing:
        return "C4"
    if state.invitation is None:
        return None
    return "C3" if state.invitation == "yes" else "C2"
