"""The order of a deal's phases: what starts when a phase is over (design.md §2).

Owns the sequence auction → naming → hand → exchange → announce → nachgehen →
aces → defence → kontra → play → done, and which of the optional phases a
deal passes through under its ``Rules`` (rules.md "Hand flow", §9). A phase
module that has finished its phase leaves ``to_move`` empty; ``advance``
then opens the next phase that applies, with its first player to move. The
phase modules know nothing of each other; only this module knows the order.
"""

from __future__ import annotations

from .aces import aces_open
from .contracts import is_trump_game
from .kontra import kontra_applies
from .nachgehen import nachgehen_open
from .play import start_play
from .state import State

__all__ = ["advance"]


def advance(state: State) -> State:
    """The state with the phase after ``state.phase`` opened (``state.to_move`` is None)."""
    assert state.to_move is None and state.phase != "done"
    phase = state.phase
    if phase == "auction":
        return _after_auction(state)
    if phase == "hand":
        return _announce(state) if state.hand_game else _take_talon(state)
    if phase == "exchange":
        return _announce(state)
    if phase == "announce":
        challenger = nachgehen_open(state)
        if challenger is not None:
            return state._replace(phase="nachgehen", to_move=challenger)
        return _game_fixed(state)
    if phase in ("naming", "nachgehen"):
        return _game_fixed(state)
    if phase == "aces":
        return _defence(state)
    if phase in ("defence", "kontra"):
        players = state.players or (0, 1, 2)  # R4.2: both defenders play non-trump games
        return start_play(state, players)
    raise AssertionError(f"nothing follows phase {phase}")  # pragma: no cover


def _after_auction(state: State) -> State:
    """R2.6/R3.1: Herzprämie is fixed at once; a regular bid goes to Hand (§9.7) or the talon."""
    assert state.declarer is not None
    if state.bid == "herzpraemie":  # R3.1: hand game, hearts trumps
        return _game_fixed(state._replace(game="H"))
    if state.rules.hand_doubling:  # §9.10: after every regular winning bid
        return state._replace(phase="hand", to_move=state.declarer)
    return _take_talon(state)


def _take_talon(state: State) -> State:
    """R3.2: the declarer takes up the talon and holds 12 cards."""
    declarer = state.declarer
    assert declarer is not None
    hands = list(state.hands)
    hands[declarer] |= state.dealt[3]
    return state._replace(
        phase="exchange",
        to_move=declarer,
        talon_seat=declarer,
        hands=(hands[0], hands[1], hands[2]),
    )


def _announce(state: State) -> State:
    return state._replace(phase="announce", to_move=state.declarer)


def _game_fixed(state: State) -> State:
    """The game is final: aces claim (§9.6) and defence (R4.1) for trump games; Kontra
    (§9.3) or straight to play with both defenders (R4.2) for the others."""
    assert state.game is not None
    if is_trump_game(state.game):
        if aces_open(state):
            return state._replace(phase="aces", to_move=state.declarer)
        return _defence(state)
    if kontra_applies(state):
        return state._replace(phase="kontra", to_move=state.defenders()[0])
    return start_play(state, (0, 1, 2))


def _defence(state: State) -> State:
    """R4.1 step 1: D1 = next(D) (L when clockwise) speaks first."""
    return state._replace(phase="defence", to_move=state.defenders()[0])
