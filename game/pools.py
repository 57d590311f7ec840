"""The chip pools of rules.md §9.9: one deal's settlement with the pool.

Owns ``pool_settlement(state, pool)``: how a finished deal moves chips between
the players and the pool (the Pulka and Steirisch modes, §9.9 with the
readings of §9.10), and the match-level amounts that ``Match`` applies around
it: the dealer's contribution before each Pulka deal, the Steirisch stakes,
and the share-out of what is left at the end. In ``per_hand`` there is no pool
and a deal's points are its ``scores``.

Pool example of §9.9 (P0 = 30): Pik 7–2–1 gives D +21, L +6, R −27 and leaves
the pool at 30.
"""

from __future__ import annotations

from collections.abc import Sequence

from .errors import GameError
from .points import SeatPoints
from .rules import Rules
from .scoring import settle
from .state import State

__all__ = [
    "PULKA_DEALER_PAYS",
    "pool_settlement",
    "trump_pool_changes",
    "playing_pool",
    "contributions",
    "share_out",
    "pool_of",
    "final_standing",
]

PULKA_DEALER_PAYS = 10
"""§9.9 pulka: what the dealer pays into the pool before each deal."""

_CHIPS_PER_PREMIUM = 10
"""§9.10: the Herz and ace premiums are 10 chips per defender per premium, paid directly."""


def _check_pool(pool: object) -> int:
    if not isinstance(pool, int) or isinstance(pool, bool) or pool < 0 or pool % 10:
        raise GameError(f"the pool must be a non-negative multiple of 10 (§9.10), not {pool!r}")
    return pool


def playing_pool(rules: Rules, pool: int) -> int:
    """P0, what one hand plays for: the whole pool, or at most ``pool_cap`` (pulka_limited)."""
    return min(pool, rules.pool_cap) if rules.pool == "pulka_limited" else pool


def pool_settlement(state: State, pool: int) -> tuple[tuple[int, int, int], int]:
    """Each seat's change and the pool afterwards, for the finished deal ``state``.

    ``pool`` is the pool at the start of the hand after contributions. Each
    seat's change plus the pool's change sums to zero. All-pass deals and the
    non-trump games are settled between the players (their ``scores``, with
    Kontra, Hand and the Durchmarsch Ouvert value) and leave the pool alone.
    In a trump game, with P0 = :func:`playing_pool` and u = P0 / 10: a living
    declarer takes P0, a falling one pays 2·P0 into the pool; he pays u per
    credited trick to each credited defender; every playing defender who falls
    pays P0 into the pool; Herz and ace premiums are 10 chips per defender.

    Raises:
        GameError: the deal is not over, or a pool mode with a pool that is not a
            non-negative multiple of 10.
    """
    rules = state.rules
    if rules.pool == "per_hand":
        return settle(state).scores, pool
    pool = _check_pool(pool)
    result = settle(state)
    if result.kind != "trump":
        return result.scores, pool
    changes, into_pool = trump_pool_changes(result.seats, playing_pool(rules, pool))
    return changes, pool + into_pool


def trump_pool_changes(seats: Sequence[SeatPoints], p0: int) -> tuple[tuple[int, int, int], int]:
    """§9.9 for a trump game played for P0 = ``p0``: each seat's chips and what goes into
    the pool (negative: out of it), from the deal's ``points.seat_points`` (declarer first).

    The bots' point model in the pool modes asks here too, with guessed tricks.
    """
    declarer = seats[0]
    d = declarer.seat
    u = p0 // 10
    changes = [0, 0, 0]
    if declarer.lives:  # the declarer takes P0, or pays 2·P0 in
        changes[d] += p0
        into_pool = -p0
    else:
        changes[d] -= 2 * p0
        into_pool = 2 * p0
    for seat in seats[1:]:
        playing = seat.role in ("play", "invr")
        if playing:  # u per credited trick, from the declarer
            changes[d] -= u * seat.credited
            changes[seat.seat] += u * seat.credited
        if playing and not seat.lives:  # a falling playing defender doubles the pool
            changes[seat.seat] -= p0
            into_pool += p0
        # the premiums, paid directly: ±5 points become ±10 chips
        premium = (seat.premium + seat.aces) * (_CHIPS_PER_PREMIUM // 5)
        changes[seat.seat] += premium
        changes[d] -= premium
    return (changes[0], changes[1], changes[2]), into_pool


def contributions(rules: Rules, dealer: int, pool: int, first: bool) -> tuple[int, int, int]:
    """What each seat pays into the pool before a deal (§9.9, match level).

    Pulka: the dealer pays 10 before every deal. Steirisch: every player pays
    ``pool_stake`` at the start of the match and again whenever the pool is empty
    at the start of a hand. ``pool`` is the pool before these payments.
    """
    if rules.pool in ("pulka_unlimited", "pulka_limited"):
        paid = [0, 0, 0]
        paid[dealer] = PULKA_DEALER_PAYS
        return paid[0], paid[1], paid[2]
    if rules.pool == "steirisch" and (first or pool == 0):
        return rules.pool_stake, rules.pool_stake, rules.pool_stake
    return 0, 0, 0


def share_out(pool: int) -> tuple[tuple[int, int, int], int]:
    """§9.9: the pool at the end of a match shared equally; what is left undistributed."""
    each = pool // 3
    return (each, each, each), pool - 3 * each


def pool_of(totals: tuple[int, int, int]) -> int:
    """§9.9: the pool a match has built up, read off the seats' totals (chips won less chips
    paid in). A match starts with an empty pool and players plus the pool always sum to 0
    (§7), so the pool is minus the players' sum: what a digest of the totals alone needs.

    >>> pool_of((-50, 55, -155))
    150
    """
    return -sum(totals)


def final_standing(totals: tuple[int, int, int], pool: int) -> tuple[tuple[int, int, int], int]:
    """§9.9 end of a match: each seat's total with its equal share of the pool, and what is
    left undistributed.

    >>> final_standing((-50, 55, -155), 150)
    ((0, 105, -105), 0)
    >>> final_standing((-4, 3, -9), 10)
    ((-1, 6, -6), 1)
    """
    shares, rest = share_out(pool)
    return (totals[0] + shares[0], totals[1] + shares[1], totals[2] + shares[2]), rest
