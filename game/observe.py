"""What one seat may know: the observation handed to the page and the bots.

Owns ``observe(state, seat)`` — a JSON-ready dict of everything the seat has
seen and nothing it has not (OpenSpiel's information state) — and
``reveal(state)``, the whole deal for the review after a deal is over. The
bots get only observations; hidden cards never leave this module except
through ``reveal``, which the page uses once the deal is done.

Hidden from a seat: the other hands; the talon and the discard unless the seat
is the declarer who took them up (R3.2; hand games leave the talon unseen,
R3.1); except that the Bettler Ouvert declarer's remaining cards are shown to
everybody from the announcement on (R4.3).
"""

from __future__ import annotations

from typing import Any

from .cards import card_name, card_names
from .defence import configuration
from .engine import legal_actions
from .errors import GameError
from .play import play_order
from .scoring import settle
from .state import State

__all__ = ["observe", "reveal", "result_view"]


def _public_action(action: str, seat: int, viewer: int) -> str:
    """The discard is face down (R3.2): others see only that two cards went away."""
    if action.startswith("discard:") and seat != viewer:
        return "discard"
    return action


def _trick_view(
    leader: int, cards: tuple[int, ...], players: tuple[int, ...]
) -> list[dict[str, Any]]:
    order = play_order(players, leader)
    return [{"seat": order[i], "card": card_name(c)} for i, c in enumerate(cards)]


def result_view(state: State) -> dict[str, Any]:
    """The settlement of a finished deal as plain data (§7), explained per seat."""
    result = settle(state)
    return {
        "kind": result.kind,
        "declarer": result.declarer,
        "game": result.game,
        "bid": result.bid,
        "configuration": result.configuration,
        "declarer_lives": result.declarer_lives,
        "scores": list(result.scores),
        "seats": [
            {
                "seat": r.seat,
                "role": r.role,
                "tricks": r.tricks,
                "credited": r.credited,
                "lives": r.lives,
                "base": r.base,
                "premium": r.premium,
                "score": r.score,
            }
            for r in result.seats
        ],
    }


def observe(state: State, seat: int) -> dict[str, Any]:
    """Everything ``seat`` may know about ``state``, as plain JSON-ready data.

    Raises:
        GameError: ``seat`` is not 0, 1 or 2.
    """
    if not isinstance(seat, int) or isinstance(seat, bool) or seat not in (0, 1, 2):
        raise GameError(f"seat must be 0, 1 or 2, not {seat!r}")
    declarer = state.declarer
    took_talon = (
        declarer == seat and state.bid is not None and state.bid not in ("geschaeft", "herzpraemie")
    )
    open_hand = None
    if state.game == "ouvert" and state.players and declarer is not None:
        open_hand = {"seat": declarer, "cards": card_names(state.hands[declarer])}  # R4.3
    players = state.players
    over = state.phase == "done"
    return {
        "seat": seat,
        "phase": state.phase,
        "to_move": state.to_move,
        "dealer": state.dealer,
        "forehand": state.forehand,
        "hand": card_names(state.hands[seat]),
        "hand_sizes": [state.hands[s].bit_count() for s in (0, 1, 2)],
        "history": [{"seat": s, "action": _public_action(a, s, seat)} for s, a in state.history],
        "auction": {
            "high": state.high,
            "holders": list(state.holders),
            "active": list(state.active),
            "spoken": list(state.spoken),
        },
        "naming": [{"seat": s, "suit": suit} for s, suit in state.names],
        "declarer": declarer,
        "bid": state.bid,
        "game": state.game,
        "trump": state.game if state.trump is not None else None,
        "talon": card_names(state.dealt[3]) if took_talon else None,
        "discard": card_names(state.discard) if took_talon and state.discard else None,
        "defence": {
            "defenders": list(state.defenders()) if declarer is not None else [],
            "decisions": [{"seat": s, "choice": c} for s, c in state.decisions],
            "invitation": state.invitation,
            "configuration": configuration(state),
        },
        "players": list(players),
        "open_hand": open_hand,
        "trick": {
            "leader": state.leader,
            "cards": (
                _trick_view(state.leader, state.trick, players)
                if state.leader is not None and state.trick
                else []
            ),
        },
        "tricks": [
            {"leader": lead, "cards": _trick_view(lead, cards, players), "winner": winner}
            for lead, cards, winner in state.tricks
        ],
        "tricks_won": list(state.won),
        "legal": legal_actions(state) if state.to_move == seat else [],
        "scores": list(settle(state).scores) if over else None,
        "result": result_view(state) if over else None,
    }


def reveal(state: State) -> dict[str, Any]:
    """The whole deal: hands as dealt, talon, discard (for the review after the deal).

    Bots must never call this; it exists for the page's end-of-deal review and for tools.
    """
    return {
        "dealt": [card_names(state.dealt[s]) for s in (0, 1, 2)],
        "talon": card_names(state.dealt[3]),
        "discard": card_names(state.discard) if state.discard else [],
        "hands": [card_names(state.hands[s]) for s in (0, 1, 2)],
    }
