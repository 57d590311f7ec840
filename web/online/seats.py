"""A guest's own seat at the bottom: the host's seat numbers turned to the guest's view.

Owns the one mapping between the match's seats (the host is seat 0, guests sit at 1 and 2)
and the seats as a guest's page shows them, where its own seat is 0, the player on its left
(who plays after it) 1 and the one on its right 2 — the numbering the view draws
(``markup.SEAT_PLACE``). Turning by ``-seat`` keeps the clockwise order (rules.md §0), so
"who plays after whom" is unchanged and the view needs no notion of online play.

The observation is turned by field name: every value named like a seat, every list of
seats, and every list indexed by seat. ``tests/test_online_seats.py`` checks it against the
engine itself, which must agree that the turned observation is exactly what seat 0 sees in
the same deal dealt with the hands turned; a seat field added to ``game.observe`` later and
not listed here fails that test.

>>> turn_seat(1, viewer=1), turn_seat(2, viewer=1), turn_seat(0, viewer=1)
(0, 1, 2)
>>> turn_triple([10, -4, -6], viewer=2)
[-6, 10, -4]
"""

from __future__ import annotations

from typing import Any

__all__ = ["turn_seat", "turn_triple", "turn_observation", "turn_rows"]

SEAT_KEYS = frozenset(
    {
        "seat",
        "to_move",
        "dealer",
        "forehand",
        "declarer",
        "leader",
        "winner",
        "overbidden",
        "taken_by",
    }
)
"""Values that are one seat (or None)."""
SEAT_LIST_KEYS = frozenset({"holders", "defenders"})
"""Lists of seats in an order the engine gives (an order of play: kept as it is)."""
SEAT_SET_KEYS = frozenset({"active", "spoken", "players", "kontra"})
"""Sets of seats, which the engine lists in ascending order (sorted again once turned)."""
PER_SEAT_KEYS = frozenset({"hand_sizes", "tricks_won", "scores", "totals", "seated"})
"""Lists with one entry per seat, indexed by seat."""


def turn_seat(seat: int, viewer: int) -> int:
    """Where the match's ``seat`` sits on ``viewer``'s screen (0 = the viewer himself)."""
    return (seat - viewer) % 3


def turn_triple(values: list[Any], viewer: int) -> list[Any]:
    """A per-seat list as ``viewer`` sees it (entry ``i`` belongs to screen seat ``i``)."""
    return [values[(i + viewer) % 3] for i in range(3)]


def _turn(value: Any, key: str | None, viewer: int) -> Any:
    if isinstance(value, dict):
        return {k: _turn(v, k, viewer) for k, v in value.items()}
    if isinstance(value, list):
        if key in SEAT_LIST_KEYS:
            return [turn_seat(s, viewer) for s in value]
        if key in SEAT_SET_KEYS:
            return sorted(turn_seat(s, viewer) for s in value)
        if key in PER_SEAT_KEYS and len(value) == 3:
            return turn_triple([_turn(v, None, viewer) for v in value], viewer)
        return [_turn(v, None, viewer) for v in value]
    if key in SEAT_KEYS and isinstance(value, int) and not isinstance(value, bool):
        return turn_seat(value, viewer)
    return value


def turn_observation(obs: dict[str, Any], viewer: int) -> dict[str, Any]:
    """``game.observe(state, viewer)`` as if ``viewer`` were seat 0 (a new dict)."""
    turned: dict[str, Any] = _turn(obs, None, viewer)
    return turned


def turn_rows(rows: list[dict[str, Any]], viewer: int) -> list[dict[str, Any]]:
    """Score-sheet rows (``dealer``, ``declarer``, ``scores``) turned for ``viewer``."""
    return [_turn(row, None, viewer) for row in rows]
