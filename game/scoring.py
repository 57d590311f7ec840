"""Settlement of a finished deal (rules.md §6, §7, §9.3–§9.7).

Owns reading a finished ``State`` as a ``points.Contract`` (who declared what,
each defender's status, Hand, Kontra, the ace claims) and the settlement the
page explains: zero for an all-pass deal (R2.8), otherwise each seat's points
with their terms. The numbers themselves come from ``points.py``, the one
place that knows them; pools are settled on top of this by ``pools.py``.
"""

from __future__ import annotations

from dataclasses import dataclass

from .aces import ACES
from .contracts import is_trump_game
from .defence import configuration
from .errors import GameError
from .play import play_order
from .points import Contract, SeatPoints, declarer_lives, defender_status, seat_points
from .state import State

__all__ = ["SeatResult", "Settlement", "settle", "scores", "contract_of"]

SeatResult = SeatPoints
"""One seat's part of the settlement, with the terms that make up its score."""


@dataclass(frozen=True, slots=True)
class Settlement:
    """The outcome of a finished deal."""

    kind: str
    """"all_pass", "trump" (§7.1) or "fixed" (§7.2)."""
    declarer: int | None
    game: str | None
    bid: str | None
    configuration: str | None
    declarer_lives: bool | None
    seats: tuple[SeatResult, ...]
    contract: Contract | None = None
    """What the points were computed from (Hand, Kontra, ace claims included)."""

    @property
    def scores(self) -> tuple[int, int, int]:
        by_seat = {r.seat: r.score for r in self.seats}
        return by_seat.get(0, 0), by_seat.get(1, 0), by_seat.get(2, 0)


def _declarer_ten(state: State) -> int:
    """The ten cards the declarer played with: what he holds plus what he played."""
    d = state.declarer
    assert d is not None
    cards = state.hands[d]
    for leader, trick, _winner in state.tricks:
        for seat, card in zip(play_order(state.players, leader, state.rules), trick, strict=True):
            if seat == d:
                cards |= 1 << card
    return cards


def contract_of(state: State) -> Contract:
    """The contract of a state whose game is fixed, as ``points.py`` scores it.

    Raises:
        GameError: no declarer or game yet.
    """
    d, game = state.declarer, state.game
    if d is None or game is None:
        raise GameError(f"no contract yet in phase {state.phase}")
    decisions = dict(state.decisions)
    status = ["play", "play", "play"]
    status[d] = "declarer"
    if is_trump_game(game):
        for x in state.defenders():
            status[x] = defender_status(decisions.get(x), state.invitation)
    kontra = [False, False, False]
    for seat, call in state.kontras:
        kontra[seat] = call == "yes"
    return Contract(
        declarer=d,
        game=game,
        bid=state.bid,
        status=(status[0], status[1], status[2]),
        hand=bool(state.hand_game),
        kontra=(kontra[0], kontra[1], kontra[2]),
        rekontra=state.rekontra == "yes",
        aces_call=state.aces_call,
        four_aces=is_trump_game(game) and _declarer_ten(state) & ACES == ACES,
    )


def settle(state: State) -> Settlement:
    """The settlement of a finished deal.

    Raises:
        GameError: the deal is not over yet.
    """
    if state.phase != "done":
        raise GameError(
            f"the deal is not over (phase {state.phase}); there is nothing to settle yet"
        )
    if state.declarer is None or state.game is None:  # R2.8: all passed
        return Settlement("all_pass", None, None, None, None, None, ())
    contract = contract_of(state)
    config = configuration(state)
    winners = [winner for _leader, _cards, winner in state.tricks]
    lives = declarer_lives(contract, state.rules, winners, config or "C1")
    seats = seat_points(contract, state.rules, state.won, lives)
    kind = "trump" if is_trump_game(state.game) else "fixed"
    return Settlement(kind, state.declarer, state.game, state.bid, config, lives, seats, contract)


def scores(state: State) -> tuple[int, int, int]:
    """Points per seat of a finished deal, zero-sum; (0, 0, 0) after all pass (R2.8)."""
    return settle(state).scores
