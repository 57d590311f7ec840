"""The auction and the Geschäft suit naming (rules.md §2, §9.2).

Owns R2.1–R2.8: whose turn it is, which calls are legal (with §9.2's hold
right and §9.5's Durchmarsch Ouvert on top of the ladder), when the auction
ends, who wins it, and the naming round among Geschäft co-holders (R2.7). When
the auction (or the naming) is over it leaves ``to_move`` empty and
``flow.advance`` starts what comes next; an all-pass deal ends here (R2.8).
"""

from __future__ import annotations

from .actions import split_action
from .cards import SUITS
from .contracts import SPECIAL_BIDS, bid_rank, next_regular, regular_bids
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


_NUMBERS = frozenset({"1", "2", "3", "4"})


def _can_hold(state: State, seat: int) -> bool:
    """R2.3: only forehand, only on a regular bid held by another player.

    §9.2/§9.10 "здесь" instead: while exactly two players remain, the player
    whose number was just overbid by a number may hold that number.
    """
    if seat in state.holders:
        return False
    if state.rules.hold_right == "overbid_when_two_remain":
        return len(state.active) == 2 and state.high in _NUMBERS and state.overbidden == seat
    return seat == state.forehand and state.high in regular_bids(state.rules)


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
    regular = next_regular(high, state.rules)
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
        if state.rules.hold_right == "overbid_when_two_remain":
            return (
                "§9.2 (hold_right overbid_when_two_remain): only the player whose number was "
                "just overbid by a number may hold it, and only while two players remain"
            )
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
    if bid == "durchmarsch_ouvert" and not state.rules.durchmarsch_ouvert:
        return "§9.5: Durchmarsch Ouvert is a house rule that is off (durchmarsch_ouvert)"
    regular = next_regular(state.high, state.rules)
    high = f"bid:{state.high}" if state.high else "nothing"
    if bid in SPECIAL_BIDS:
        return f"R2.3: bid:{bid} does not outrank the current {high}"
    if regular is None:
        return f"R2.3: {high} is the top of the ladder; only pass is left"
    if state.high is not None and bid_rank(bid) <= bid_rank(state.high):
        return f"R2.3: bid:{bid} does not outrank {high}; the next regular bid is bid:{regular}"
    return f"R2.3: no jump bids; the next regular bid is bid:{regular}"


def _next_speaker(state: State, after: int) -> int:
    """R2.1/R2.5: the next seat in turn that is still in and not a holder."""
    for seat in state.rules.turn(after)[1:]:
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
    overbidden = state.overbidden
    if kind == "pass":
        active = tuple(s for s in active if s != seat)
        holders = tuple(s for s in holders if s != seat)
    elif kind == "hold":
        holders = (seat,)
    elif bid == "geschaeft" and high == "geschaeft":
        holders = tuple(
            sorted((*holders, seat), key=lambda s: state.rules.turn_distance(state.forehand, s))
        )
    else:
        # §9.2: remember whose number this bid overbids (a hold is no overbid)
        overbidden = holders[0] if high in _NUMBERS and bid in _NUMBERS and holders else None
        high, holders = bid, (seat,)
    moved = state._replace(
        history=state.logged(action),
        spoken=spoken,
        active=active,
        high=high,
        holders=holders,
        overbidden=overbidden,
    )
    if not active:  # R2.8: all passed, no score
        return moved._replace(phase="done", to_move=None)
    if set(active) == set(holders):  # R2.5: over; flow.advance starts what follows
        if high != "geschaeft":
            return moved._replace(to_move=None, declarer=holders[0], bid=high)
        return moved._replace(phase="naming", to_move=holders[0])
    return moved._replace(to_move=_next_speaker(moved, seat))


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
    moved = state._replace(history=state.logged(action), names=names)
    if len(names) < len(state.holders):
        return moved._replace(to_move=state.holders[len(names)])
    best_seat, best_suit = names[0]
    for namer, named in names[1:]:
        # ♥ > ♦ > ♠ > ♣ is the order of cards.SUITS; strictly higher takes over
        if SUITS.index(named) > SUITS.index(best_suit):
            best_seat, best_suit = namer, named
    return moved._replace(to_move=None, declarer=best_seat, bid="geschaeft", game=best_suit)
