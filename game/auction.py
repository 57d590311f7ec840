"""The auction and the Geschäft suit naming (rules.md §2).

Owns R2.1–R2.8: whose turn it is, which calls are legal, when the auction
ends, who wins it, and the naming round among Geschäft co-holders (R2.7). When
the auction ends it hands over to the exchange (regular bids), the naming
(Geschäft) or straight to the defence decisions (Herzprämie).
"""

from __future__ import annotations

from dataclasses import replace

from .actions import split_action
from .contracts import REGULAR_BIDS, SPECIAL_BIDS, bid_rank, next_regular
from .state import State

__all__ = [
    "legal_actions",
    "apply",
    "why_illegal",
    "naming_actions",
    "apply_naming",
    "why_naming_illegal",
]

_GESCHAEFT = bid_rank("geschaeft")
_HERZPRAEMIE = bid_rank("herzpraemie")


def _can_hold(state: State, seat: int) -> bool:
    """R2.3: only forehand, only on a regular bid held by another player."""
    return seat == state.forehand and state.high in REGULAR_BIDS and seat not in state.holders


def legal_actions(state: State) -> list[str]:
    """R2.3: the legal calls of the player to move, in the order pass, hold, bids low to high."""
    seat = state.to_move
    assert seat is not None
    first_turn = seat not in state.spoken
    high = state.high
    high_rank = -1 if high is None else bid_rank(high)
    calls = ["pass"]
    if _can_hold(state, seat):
        calls.append("hold")
    regular = next_regular(high)
    bids = [] if regular is None else [regular]
    if first_turn:
        if high is None or high_rank <= _GESCHAEFT:  # none, a number, or Geschäft (join)
            bids.append("geschaeft")
        if high_rank < _HERZPRAEMIE:
            bids.append("herzpraemie")
    bids.sort(key=bid_rank)
    calls.extend(f"bid:{b}" for b in bids)
    return calls


def why_illegal(state: State, action: str) -> str:
    """The rule a well-formed but illegal auction call breaks (for error messages)."""
    seat = state.to_move
    kind, bid = split_action(action)
    if kind == "hold":
        if seat != state.forehand:
            return f"R2.3/R2.4: only forehand (seat {state.forehand}) may hold"
        if state.high in SPECIAL_BIDS:
            return "R2.4: special bids (Geschäft, Herzprämie) cannot be held"
        if state.high is None:
            return "R2.3: there is no bid to hold yet"
        return "R2.3: forehand already holds the highest bid"
    if kind != "bid":
        return f"{action} is not an auction call"
    if bid in SPECIAL_BIDS and seat in state.spoken:
        return f"R2.3: bid:{bid} is a special bid, allowed only on a player's first turn"
    regular = next_regular(state.high)
    high = f"bid:{state.high}" if state.high else "nothing"
    if bid in SPECIAL_BIDS:
        return f"R2.3: bid:{bid} does not outrank the current {high}"
    if regular is None:
        return f"R2.3: {high} is the top of the ladder; only pass is left"
    if state.high is not None and bid_rank(bid) <= bid_rank(state.high):
        return f"R2.3: bid:{bid} does not outrank {high}; the next regular bid is bid:{regular}"
    return f"R2.3: no jump bids; the next regular bid is bid:{regular}"


def _next_speaker(state: State, after: int) -> int:
    """R2.1/R2.5: the next seat clockwise that is still in and not a holder."""
    for step in (1, 2, 3):
        seat = (after + step) % 3
        if seat in state.active and seat not in state.holders:
            return seat
    raise AssertionError("the auction should have ended")  # pragma: no cover


def apply(state: State, action: str) -> State:
    """The state after a legal auction call (R2.3), ending the auction when R2.5 says so."""
    seat = state.to_move
    assert seat is not None
    kind, bid = split_action(action)
    spoken = state.spoken if seat in state.spoken else tuple(sorted((*state.spoken, seat)))
    active, high, holders = state.active, state.high, state.holders
    if kind == "pass":
        active = tuple(s for s in active if s != seat)
        holders = tuple(s for s in holders if s != seat)
    elif kind == "hold":
        holders = (seat,)
    elif bid == "geschaeft" and high == "geschaeft":
        holders = tuple(sorted((*holders, seat), key=lambda s: (s - state.forehand) % 3))
    else:
        high, holders = bid, (seat,)
    moved = replace(
        state,
        history=state.logged(action),
        spoken=spoken,
        active=active,
        high=high,
        holders=holders,
    )
    if not active:  # R2.8: all passed, no score
        return replace(moved, phase="done", to_move=None)
    if set(active) == set(holders):  # R2.5
        return _auction_won(moved)
    return replace(moved, to_move=_next_speaker(moved, seat))


def _auction_won(state: State) -> State:
    """R2.6: a sole holder declares; Geschäft goes to the naming first (R2.7)."""
    if state.high == "geschaeft":
        return replace(state, phase="naming", to_move=state.holders[0])
    declarer = state.holders[0]
    if state.high == "herzpraemie":  # R3.1: hand game, hearts trumps
        from .defence import start_defence

        return start_defence(replace(state, declarer=declarer, bid="herzpraemie", game="H"))
    hands = list(state.hands)
    hands[declarer] |= state.dealt[3]  # R3.2: the declarer takes up the talon
    return replace(
        state,
        phase="exchange",
        to_move=declarer,
        declarer=declarer,
        bid=state.high,
        hands=(hands[0], hands[1], hands[2]),
    )


def naming_actions(state: State) -> list[str]:
    """R2.7: every holder names any suit once."""
    return ["name:C", "name:S", "name:D", "name:H"]


def why_naming_illegal(state: State, action: str) -> str:
    """Naming offers every suit, so only the wrong kind of action can be illegal."""
    return f"R2.7: the Geschäft holders now name a trump suit (name:C … name:H), not {action}"


def apply_naming(state: State, action: str) -> State:
    """R2.7: record a suit; after the last holder, the highest suit (ties: earlier namer) plays."""
    seat = state.to_move
    assert seat is not None
    suit = split_action(action)[1]
    names = (*state.names, (seat, suit))
    moved = replace(state, history=state.logged(action), names=names)
    if len(names) < len(state.holders):
        return replace(moved, to_move=state.holders[len(names)])
    best_seat, best_suit = names[0]
    for namer, named in names[1:]:
        if "CSDH".index(named) > "CSDH".index(best_suit):  # strictly higher takes over
            best_seat, best_suit = namer, named
    from .defence import start_defence

    return start_defence(replace(moved, declarer=best_seat, bid="geschaeft", game=best_suit))
