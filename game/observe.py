"""What one seat may know: the observation handed to the page and the bots.

Owns ``observe(state, seat)`` — a JSON-ready dict of everything the seat has
seen and nothing it has not (OpenSpiel's information state) — and
``reveal(state)``, the whole deal for the review after a deal is over. The
bots get only observations; hidden cards never leave this module except
through ``reveal``, which the page uses once the deal is done.

Hidden from a seat: the other hands; the talon unless the seat took it up
(R3.2; hand games and ``hand:yes`` leave it unseen, R3.1, §9.7); every discard
but those the seat made or took up (§9.8 ``nachgehen:take``); except that the
declarer's remaining cards in Bettler Ouvert and Durchmarsch Ouvert are shown
to everybody once play has begun, or after trick 1 with ``ouvert_reveal``
after_first_trick (R4.3, §9.4). Every call of every phase is public, and so
are the rules and, in a pool mode, the pool (§9.9).
"""

from __future__ import annotations

from typing import Any

from .cards import card_name, card_names
from .contracts import OUVERT_GAMES
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


def _trick_view(state: State, leader: int, cards: tuple[int, ...]) -> list[dict[str, Any]]:
    order = play_order(state.players, leader, state.rules)
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
                "aces": r.aces,
                "factor": r.factor,
                "score": r.score,
            }
            for r in result.seats
        ],
        "contract": (
            {
                "hand": c.hand,
                "kontra": [s for s in (0, 1, 2) if c.kontra[s]],
                "rekontra": c.rekontra,
                "aces_call": c.aces_call,
                "four_aces": c.four_aces,
            }
            if (c := result.contract) is not None
            else None
        ),
    }


def _open_hand(state: State) -> dict[str, Any] | None:
    """R4.3/§9.4: the ouvert declarer's remaining cards, once the reveal is due."""
    declarer = state.declarer
    if state.game not in OUVERT_GAMES or not state.players or declarer is None:
        return None
    if state.rules.ouvert_reveal == "after_first_trick" and not state.tricks:
        return None
    return {"seat": declarer, "cards": card_names(state.hands[declarer])}


def _discards(state: State, seat: int) -> list[dict[str, Any]]:
    """Every discard in order; its cards only for the seat that made or took it up."""
    taken = {(s, cards) for s, cards in state.taken}
    return [
        {
            "seat": maker,
            "cards": card_names(cards) if maker == seat or (seat, cards) in taken else None,
            "taken_by": next((s for s, c in state.taken if c == cards), None),
        }
        for maker, cards in state.discards
    ]


def observe(state: State, seat: int) -> dict[str, Any]:
    """Everything ``seat`` may know about ``state``, as plain JSON-ready data.

    Raises:
        GameError: ``seat`` is not 0, 1 or 2.
    """
    if not isinstance(seat, int) or isinstance(seat, bool) or seat not in (0, 1, 2):
        raise GameError(f"seat must be 0, 1 or 2, not {seat!r}")
    declarer = state.declarer
    took_talon = state.talon_seat == seat
    knows_discard = any(maker == seat for maker, cards in state.discards if cards == state.discard)
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
        "rules": state.rules.as_dict(),
        "pool": state.pool,
        "auction": {
            "high": state.high,
            "holders": list(state.holders),
            "active": list(state.active),
            "spoken": list(state.spoken),
            "overbidden": state.overbidden,
        },
        "naming": [{"seat": s, "suit": suit} for s, suit in state.names],
        "declarer": declarer,
        "bid": state.bid,
        "game": state.game,
        "trump": state.game if state.trump is not None else None,
        "hand_game": state.hand_game,
        "talon": card_names(state.dealt[3]) if took_talon else None,
        "discard": card_names(state.discard) if knows_discard and state.discard else None,
        "discards": _discards(state, seat),
        "nachgehen": [{"seat": s, "call": c} for s, c in state.challenges],
        "aces_call": state.aces_call,
        "kontra": {
            "calls": [{"seat": s, "call": c} for s, c in state.kontras],
            "rekontra": state.rekontra,
        },
        "defence": {
            "defenders": list(state.defenders()) if declarer is not None else [],
            "decisions": [{"seat": s, "choice": c} for s, c in state.decisions],
            "invitation": state.invitation,
            "configuration": configuration(state),
        },
        "players": list(players),
        "open_hand": _open_hand(state),
        "trick": {
            "leader": state.leader,
            "cards": (
                _trick_view(state, state.leader, state.trick)
                if state.leader is not None and state.trick
                else []
            ),
        },
        "tricks": [
            {"leader": lead, "cards": _trick_view(state, lead, cards), "winner": winner}
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
        "discards": [{"seat": s, "cards": card_names(c)} for s, c in state.discards],
        "hands": [card_names(state.hands[s]) for s in (0, 1, 2)],
    }
