"""Kontra and Rekontra (rules.md §9.3, §9.10).

Owns the ``kontra`` phase of the non-trump games: which games allow it
(Bettler, Bettler Ouvert, Durchmarsch, Durchmarsch Ouvert, and Sans Atout with
``kontra_includes_sans``), the order (D1 = next(D), then D2), and the
declarer's Rekontra, asked only when a defender said Kontra. The factors
themselves (×2 per defender who said Kontra, ×4 with Rekontra) are in
``points.py``. ``flow.advance`` opens the phase and starts the play after it.
"""

from __future__ import annotations

from .actions import split_action
from .contracts import BETTLER_GAMES, DURCHMARSCH_GAMES
from .rules import Rules
from .state import State

__all__ = ["kontra_game", "kontra_applies", "kontra_actions", "apply_kontra", "why_kontra_illegal"]


def kontra_game(game: str, rules: Rules) -> bool:
    """§9.3: ``game`` may be doubled at this table.

    >>> kontra_game("bettler", Rules(kontra=True)), kontra_game("sans", Rules(kontra=True))
    (True, False)
    """
    if not rules.kontra:
        return False
    if game == "sans":
        return rules.kontra_includes_sans
    return game in BETTLER_GAMES or game in DURCHMARSCH_GAMES


def kontra_applies(state: State) -> bool:
    """§9.3: the switch is on and the game is one that may be doubled."""
    return state.game is not None and kontra_game(state.game, state.rules)


def _declarer_asked(state: State) -> bool:
    return len(state.kontras) == 2


def kontra_actions(state: State) -> list[str]:
    """A defender: ``kontra:yes``/``kontra:no``; then the declarer ``rekontra:yes``/``no``."""
    if _declarer_asked(state):
        return ["rekontra:yes", "rekontra:no"]
    return ["kontra:yes", "kontra:no"]


def why_kontra_illegal(state: State, action: str) -> str:
    if _declarer_asked(state):
        return (
            f"§9.3: the declarer now answers the Kontra (rekontra:yes / rekontra:no), not {action}"
        )
    if split_action(action)[0] == "rekontra":
        return "§9.3: Rekontra comes only after a defender said Kontra, from the declarer"
    return f"§9.3: the defender now says kontra:yes or kontra:no, not {action}"


def apply_kontra(state: State, action: str) -> State:
    """Record a call; D1 then D2, then the declarer if anyone said Kontra (§9.10)."""
    seat = state.to_move
    assert seat is not None and state.declarer is not None
    kind, choice = split_action(action)
    moved = state._replace(history=state.logged(action))
    if kind == "rekontra":
        return moved._replace(house=state.with_house(rekontra=choice), to_move=None)
    kontras = (*state.kontras, (seat, choice))
    moved = moved._replace(house=state.with_house(kontras=kontras))
    if len(kontras) == 1:
        return moved._replace(to_move=state.defenders()[1])
    if any(c == "yes" for _s, c in kontras):
        return moved._replace(to_move=state.declarer)
    return moved._replace(to_move=None)
