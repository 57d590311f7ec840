"""Nachgehen: challenging for the declarer's role after the exchange (rules.md §9.8, §9.10).

Owns the ``nachgehen`` phase: who is eligible (a player other than the current
holder who made at least one non-pass call in the auction and has not passed
in this phase — so an earlier holder, the auction winner included, becomes
eligible once displaced), the order (in turn from the current holder, after a
pass from the passer), and the three calls: ``nachgehen:pass`` (final for the
phase), ``nachgehen:take`` (the challenger takes up the current discard and
discards two himself, then announces) and ``nachgehen:leave`` (he announces
with his own ten cards; the discard stays aside for the next challenger). The
phase is entered only after an exchange and an announcement, and only while an
eligible player is left and a non-trump game above the current one exists.
The announcement itself (≥ Bettler, above the current game) is in
``exchange.py``.
"""

from __future__ import annotations

from .actions import split_action
from .contracts import NO_TRUMP_GAMES, game_rank, games
from .state import State

__all__ = [
    "next_challenger",
    "nachgehen_open",
    "nachgehen_actions",
    "apply_nachgehen",
    "why_nachgehen_illegal",
]


def _bidders(state: State) -> set[int]:
    """Seats that made a non-pass call in the auction (any bid, Geschäft/Herzprämie, a hold)."""
    return {s for s, action in state.history if action == "hold" or action.startswith("bid:")}


def next_challenger(state: State, after: int) -> int | None:
    """§9.10: the first eligible seat in turn after ``after``, or None."""
    passed = {s for s, call in state.challenges if call == "pass"}
    eligible = _bidders(state) - passed - {state.declarer}
    seat = after
    for _ in range(2):
        seat = state.rules.next_seat(seat)
        if seat in eligible:
            return seat
    return None


def _higher_game_exists(state: State) -> bool:
    assert state.game is not None
    floor = game_rank(state.game)
    return any(g in NO_TRUMP_GAMES and game_rank(g) > floor for g in games(state.rules))


def nachgehen_open(state: State) -> int | None:
    """The first challenger to ask after an announcement, or None when the phase is not
    (or no longer) entered: switch off, no exchange (hand games, ``hand:yes``), no
    non-trump game above the current one, or nobody eligible (§9.10)."""
    if not state.rules.nachgehen or state.talon_seat is None or state.hand_game:
        return None
    assert state.declarer is not None
    if not _higher_game_exists(state):
        return None
    return next_challenger(state, state.declarer)


def nachgehen_actions(state: State) -> list[str]:
    """§9.8: pass for good, or challenge taking or leaving the current discard."""
    return ["nachgehen:pass", "nachgehen:take", "nachgehen:leave"]


def why_nachgehen_illegal(state: State, action: str) -> str:
    return (
        f"§9.8: seat {state.to_move} now passes or challenges (nachgehen:pass / nachgehen:take "
        f"/ nachgehen:leave), not {action}"
    )


def apply_nachgehen(state: State, action: str) -> State:
    """A pass hands the turn on (or ends the phase); a challenge makes the seat the holder,
    to exchange (``take``) or to announce at once (``leave``)."""
    seat = state.to_move
    assert seat is not None
    call = split_action(action)[1]
    moved = state._replace(
        history=state.logged(action),
        house=state.with_house(challenges=(*state.challenges, (seat, call))),
    )
    if call == "pass":
        return moved._replace(to_move=next_challenger(moved, seat))
    if call == "leave":
        return moved._replace(phase="announce", declarer=seat, to_move=seat)
    hands = list(state.hands)
    hands[seat] |= state.discard
    return moved._replace(
        phase="exchange",
        declarer=seat,
        to_move=seat,
        hands=(hands[0], hands[1], hands[2]),
        discard=0,
        house=moved.with_house(taken=(*state.taken, (seat, state.discard))),
    )
