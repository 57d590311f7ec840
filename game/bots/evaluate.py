"""Hand evaluation: how many tricks, how likely a contract is made, what it is worth.

Owns the static judgement of a hand that every level (and Profi's models of
the other players) use: the expected tricks of a trump game, the chance of a
Bettler, a Sans Atout and a Durchmarsch, the best two cards to discard for
each game (R3.2), a defender's expected own tricks, and the expected score of
each contract under rules.md §7. Does not own any decision (see
``heuristic.py``) or any search.

The numbers are fitted, not guessed (docs/bots.md §3 has the procedure): the
trump model is a least-squares fit of double-dummy tricks (``solver_search``)
on 3,000 random deals with the declarer holding four or more trumps after a
discard (residual s.d. 0.72 tricks); Sans Atout likewise on 2,000 deals with
the right defender leading (R5.1; s.d. 0.89). The Bettler chance multiplies a
per-suit table — the share of splits of the other cards in which the
defenders, leading that suit from either hand under R5.4's duty to beat,
cannot force the declarer to win a trick — recalibrated by logistic regression
against double-dummy outcomes of 1,500 low hands. The Durchmarsch table is the
share of splits in which the declarer's cards of a suit, led from the top, all
win. Double-dummy is a little optimistic for the declarer; ``DD_MARGIN``
takes a quarter trick off.
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from itertools import combinations

from game.cards import SUIT_MASKS, cards_in
from game.contracts import BETTLER_GAMES, trump_of
from game.kontra import kontra_game
from game.points import LIVE_TRICKS, TRICKS, Contract, declarer_points, fixed_value, seat_points
from game.pools import trump_pool_changes
from game.rules import DEFAULT_RULES, Rules

from .single_dummy import BETTLER_ESCAPE, SANS_CHANCE

__all__ = [
    "TrumpFeatures",
    "trump_tricks",
    "trick_distribution",
    "trump_score",
    "TRUMP_SCORE",
    "bettler_chance",
    "sans_tricks",
    "sans_chance",
    "sans_chance_real",
    "durchmarsch_chance",
    "unbeatable",
    "defender_tricks",
    "best_discard",
    "discard_options",
    "game_value",
    "GameValue",
    "suit_cards",
]

DD_MARGIN = 0.25
"""Tricks taken off double-dummy estimates for single-dummy reality."""

TRICK_SD = 0.8
"""Spread of the actual tricks around the trump and Sans estimates."""


def _both_defenders_live(tricks: int) -> int:
    """The declarer's §7.1 points with ``tricks`` in C1, the defence's split evenly."""
    defence = TRICKS - tricks
    won = (tricks, (defence + 1) // 2, defence // 2)
    return declarer_points(Contract(0, "C", "1", ("declarer", "play", "play")), DEFAULT_RULES, won)


_LIVING_BLEND = (4, 6, 7, 8)
"""Seven to ten tricks: more than C1's 2-2 split gives at six (+2) as the defenders are
made to fall or prefer to pass (C4: +6) — an empirical blend, not a rule."""

TRUMP_SCORE: tuple[int, ...] = (
    *(_both_defenders_live(t) for t in range(LIVE_TRICKS + 1)),
    *_LIVING_BLEND,
)
"""The declarer's points by his tricks in a trump game, a blend of C1–C4 (§7.1)
as a sensible defence chooses them: falling costs t - 18 (both defenders live, from
``points``); living earns +2 at six tricks (C1, 2-2), and more as the defenders are
made to fall or prefer to pass (``_LIVING_BLEND``)."""
assert TRUMP_SCORE == (-18, -17, -16, -15, -14, -13, 2, 4, 6, 7, 8)


def suit_cards(hand: int, suit: int) -> int:
    """The 8-bit rank mask of ``hand`` in ``suit`` (bit 0 = seven … bit 7 = ace)."""
    return (hand >> (8 * suit)) & 0xFF


# --- trump games -------------------------------------------------------------------------

_TRUMP_W = {
    "L": 1.051,
    "tA": 1.346,
    "tK": 0.769,
    "tQ": 0.343,
    "tJ": 0.121,
    "sa": 0.982,
    "sk_a": 0.994,
    "sk_g": 0.398,
    "skq": 0.340,
    "sq": 0.333,
    "voids": -0.112,
    "singles": -0.205,
    "doubles": -0.212,
    "long4": 0.923,
    "Lv": 0.137,
    "Ls": 0.065,
    "L5": -0.400,
}
_TRUMP_CONST = -2.144


@dataclass(frozen=True, slots=True)
class TrumpFeatures:
    """The fitted model's inputs for one hand and trump suit."""

    length: int
    honours: tuple[int, int, int, int]
    """Trump A, K, Q, J held (0/1)."""
    side_aces: int
    side_ak: int
    side_k_guarded: int
    side_kq: int
    side_q_with_top: int
    voids: int
    singletons: int
    doubletons: int
    long_side: int

    @classmethod
    def of(cls, hand: int, trump: int) -> TrumpFeatures:
        t = suit_cards(hand, trump)
        sa = ak = kg = kq = qt = voids = singles = doubles = long4 = 0
        for suit in range(4):
            if suit == trump:
                continue
            ranks = suit_cards(hand, suit)
            n = ranks.bit_count()
            ace, king, queen = ranks >> 7 & 1, ranks >> 6 & 1, ranks >> 5 & 1
            sa += ace
            if king and ace:
                ak += 1
            elif king and n >= 2:
                kg += 1
            if king and queen and not ace:
                kq += 1
            if queen and (ace or king):
                qt += 1
            voids += n == 0
            singles += n == 1 and not ace
            doubles += n == 2
            if n >= 4:
                long4 += n - 3
        return cls(
            t.bit_count(),
            (t >> 7 & 1, t >> 6 & 1, t >> 5 & 1, t >> 4 & 1),
            sa,
            ak,
            kg,
            kq,
            qt,
            voids,
            singles,
            doubles,
            long4,
        )

    def tricks(self) -> float:
        w = _TRUMP_W
        extra = max(0, self.length - 3)
        return (
            _TRUMP_CONST
            + w["L"] * self.length
            + w["tA"] * self.honours[0]
            + w["tK"] * self.honours[1]
            + w["tQ"] * self.honours[2]
            + w["tJ"] * self.honours[3]
            + w["sa"] * self.side_aces
            + w["sk_a"] * self.side_ak
            + w["sk_g"] * self.side_k_guarded
            + w["skq"] * self.side_kq
            + w["sq"] * self.side_q_with_top
            + w["voids"] * self.voids
            + w["singles"] * self.singletons
            + w["doubles"] * self.doubletons
            + w["long4"] * self.long_side
            + w["Lv"] * extra * self.voids
            + w["Ls"] * extra * self.singletons
            + w["L5"] * max(0, self.length - 5)
        )


def trump_tricks(hand: int, trump: int) -> float:
    """Expected tricks of a declarer playing ``hand`` (10 cards) with ``trump``, both defending."""
    return min(10.0, max(0.0, TrumpFeatures.of(hand, trump).tricks() - DD_MARGIN))


def _phi(x: float) -> float:
    return 0.5 * (1.0 + math.erf(x / math.sqrt(2.0)))


def trick_distribution(expected: float, sd: float = TRICK_SD) -> list[float]:
    """P(t) for t = 0..10 tricks: a normal around ``expected``, rounded to whole tricks."""
    cuts = [_phi((t + 0.5 - expected) / sd) for t in range(10)]
    probs = [cuts[0]]
    for t in range(1, 10):
        probs.append(cuts[t] - cuts[t - 1])
    probs.append(1.0 - cuts[9])
    return probs


def _score_exact(expected: float, sd: float) -> tuple[float, float]:
    probs = trick_distribution(expected, sd)
    live = sum(probs[LIVE_TRICKS:])
    return live, sum(p * s for p, s in zip(probs, TRUMP_SCORE, strict=True))


_STEP = 0.02
_TABLE: list[tuple[float, float] | None] = [None] * (int(10 / _STEP) + 2)
"""``_score_exact(i * _STEP, TRICK_SD)`` at ``[i]``, each worked out when first needed
(``_row``): the page imports this module in its first seconds after a deal, while the
interpreter is slowest, and building all 502 rows there took most of the import."""


def _row(i: int) -> tuple[float, float]:
    row = _TABLE[i] = _score_exact(i * _STEP, TRICK_SD)
    return row


def trump_score(
    expected: float, premium: int = 0, sd: float = TRICK_SD, pool: int | None = None
) -> tuple[float, float]:
    """(chance of living, expected points) of a trump game with ``expected`` tricks.

    ``premium`` is a premium each defender pays if the declarer lives and gets if he
    falls (Herzprämie's 5, ``points.herz_premium``; keine Asse's 5): ±2·premium for him.
    ``pool`` is P0 in a pool mode (§9.9): then the value is the declarer's chips.
    """
    if pool is not None:
        probs = trick_distribution(expected, sd)
        chips = _pool_chips(pool, premium)
        return sum(probs[LIVE_TRICKS:]), sum(p * c for p, c in zip(probs, chips, strict=True))
    if sd == TRICK_SD and 0.0 <= expected <= 10.0:
        x = expected / _STEP
        i = int(x)
        f = x - i
        (l0, p0), (l1, p1) = _TABLE[i] or _row(i), _TABLE[i + 1] or _row(i + 1)
        live, points = l0 + f * (l1 - l0), p0 + f * (p1 - p0)
    else:
        live, points = _score_exact(expected, sd)
    return live, points + 2 * premium * (2 * live - 1)


_CHIPS: dict[tuple[int, int], tuple[int, ...]] = {}


def _pool_chips(p0: int, premium: int) -> tuple[int, ...]:
    """The declarer's chips by his tricks (0–10) in a trump game for P0 = ``p0``, both
    defenders playing (``pools.trump_pool_changes``; his chips do not depend on their split)."""
    got = _CHIPS.get((p0, premium))
    if got is None:
        contract = Contract(0, "H", "herzpraemie" if premium else "4", ("declarer", "play", "play"))
        rows = []
        for t in range(TRICKS + 1):
            defence = TRICKS - t
            won = (t, (defence + 1) // 2, defence // 2)
            rows.append(trump_pool_changes(seat_points(contract, DEFAULT_RULES, won), p0)[0][0])
        got = tuple(rows)
        _CHIPS[(p0, premium)] = got
    return got


# --- Bettler --------------------------------------------------------------------------------

# 256 entries, one per holding mask; 8 a row, the row's first mask at the end.
# fmt: off
_BETTLER_SAFE: tuple[float, ...] = (
      1.0,   1.0, 0.984,   1.0, 0.719, 0.969, 0.812,   1.0,  # 0x00
    0.453, 0.688, 0.562, 0.938, 0.438, 0.688, 0.312,   1.0,  # 0x08
     0.25, 0.406, 0.328, 0.625, 0.266, 0.438, 0.156, 0.875,  # 0x10
    0.125,  0.25, 0.062,   0.5, 0.062,   0.5,   0.5,   1.0,  # 0x18
    0.109, 0.188, 0.141, 0.312, 0.109, 0.219, 0.062,   0.5,  # 0x20
    0.062, 0.125,   0.0,  0.25,   0.0,  0.25,  0.25,  0.75,  # 0x28
    0.031, 0.062,   0.0, 0.125,   0.0, 0.125, 0.125,  0.25,  # 0x30
      0.0, 0.125, 0.125,  0.25, 0.125,  0.25,  0.25,   1.0,  # 0x38
    0.016, 0.031, 0.016, 0.062,   0.0, 0.031, 0.031, 0.125,  # 0x40
      0.0,   0.0,   0.0, 0.062,   0.0, 0.062, 0.062,  0.25,  # 0x48
      0.0,   0.0,   0.0,   0.0,   0.0,   0.0,   0.0,   0.0,  # 0x50
      0.0,   0.0,   0.0,   0.0,   0.0,   0.0,   0.0,   0.5,  # 0x58
      0.0,   0.0,   0.0,   0.0,   0.0,   0.0,   0.0,   0.0,  # 0x60
      0.0,   0.0,   0.0,   0.0,   0.0,   0.0,   0.0,   0.5,  # 0x68
      0.0,   0.0,   0.0,   0.0,   0.0,   0.0,   0.0,   0.5,  # 0x70
      0.0,   0.0,   0.0,   0.5,   0.0,   0.5,   0.5,   1.0,  # 0x78
      0.0,   0.0,   0.0,   0.0,   0.0,   0.0,   0.0,   0.0,  # 0x80
      0.0,   0.0,   0.0,   0.0,   0.0,   0.0,   0.0,   0.0,  # 0x88
      0.0,   0.0,   0.0,   0.0,   0.0,   0.0,   0.0,   0.0,  # 0x90
      0.0,   0.0,   0.0,   0.0,   0.0,   0.0,   0.0,   0.0,  # 0x98
      0.0,   0.0,   0.0,   0.0,   0.0,   0.0,   0.0,   0.0,  # 0xa0
      0.0,   0.0,   0.0,   0.0,   0.0,   0.0,   0.0,   0.0,  # 0xa8
      0.0,   0.0,   0.0,   0.0,   0.0,   0.0,   0.0,   0.0,  # 0xb0
      0.0,   0.0,   0.0,   0.0,   0.0,   0.0,   0.0,   0.0,  # 0xb8
      0.0,   0.0,   0.0,   0.0,   0.0,   0.0,   0.0,   0.0,  # 0xc0
      0.0,   0.0,   0.0,   0.0,   0.0,   0.0,   0.0,   0.0,  # 0xc8
      0.0,   0.0,   0.0,   0.0,   0.0,   0.0,   0.0,   0.0,  # 0xd0
      0.0,   0.0,   0.0,   0.0,   0.0,   0.0,   0.0,   0.0,  # 0xd8
      0.0,   0.0,   0.0,   0.0,   0.0,   0.0,   0.0,   0.0,  # 0xe0
      0.0,   0.0,   0.0,   0.0,   0.0,   0.0,   0.0,   0.0,  # 0xe8
      0.0,   0.0,   0.0,   0.0,   0.0,   0.0,   0.0,   0.0,  # 0xf0
      0.0,   0.0,   0.0,   0.0,   0.0,   0.0,   0.0,   1.0,  # 0xf8
)
# fmt: on
# 256 entries, one per holding mask; 8 a row, the row's first mask at the end.
# fmt: off
_BETTLER_SAFE_LEAD: tuple[float, ...] = (
      1.0,   1.0,   1.0,   1.0,   1.0,   1.0, 0.812,   1.0,  # 0x00
      1.0,   1.0, 0.812,   1.0, 0.438, 0.688, 0.312,   1.0,  # 0x08
      1.0,   1.0, 0.812,   1.0, 0.438, 0.688, 0.312,   1.0,  # 0x10
    0.125,  0.25, 0.062,   0.5, 0.062,   0.5,   0.5,   1.0,  # 0x18
      1.0,   1.0, 0.812,   1.0, 0.438, 0.688, 0.312,   1.0,  # 0x20
    0.125,  0.25, 0.062,   0.5, 0.062,   0.5,   0.5,   1.0,  # 0x28
    0.031, 0.062,   0.0, 0.125,   0.0, 0.125, 0.125,  0.25,  # 0x30
      0.0, 0.125, 0.125,  0.25, 0.125,  0.25,  0.25,   1.0,  # 0x38
      1.0,   1.0, 0.812,   1.0, 0.438, 0.688, 0.312,   1.0,  # 0x40
    0.125,  0.25, 0.062,   0.5, 0.062,   0.5,   0.5,   1.0,  # 0x48
    0.031, 0.062,   0.0, 0.125,   0.0, 0.125, 0.125,  0.25,  # 0x50
      0.0, 0.125, 0.125,  0.25, 0.125,  0.25,  0.25,   1.0,  # 0x58
      0.0,   0.0,   0.0,   0.0,   0.0,   0.0,   0.0,   0.0,  # 0x60
      0.0,   0.0,   0.0,   0.0,   0.0,   0.0,   0.0,   0.5,  # 0x68
      0.0,   0.0,   0.0,   0.0,   0.0,   0.0,   0.0,   0.5,  # 0x70
      0.0,   0.0,   0.0,   0.5,   0.0,   0.5,   0.5,   1.0,  # 0x78
      0.0,   0.0,   0.0,   0.0,   0.0,   0.0,   0.0,   0.0,  # 0x80
      0.0,   0.0,   0.0,   0.0,   0.0,   0.0,   0.0,   0.0,  # 0x88
      0.0,   0.0,   0.0,   0.0,   0.0,   0.0,   0.0,   0.0,  # 0x90
      0.0,   0.0,   0.0,   0.0,   0.0,   0.0,   0.0,   0.5,  # 0x98
      0.0,   0.0,   0.0,   0.0,   0.0,   0.0,   0.0,   0.0,  # 0xa0
      0.0,   0.0,   0.0,   0.0,   0.0,   0.0,   0.0,   0.5,  # 0xa8
      0.0,   0.0,   0.0,   0.0,   0.0,   0.0,   0.0,   0.5,  # 0xb0
      0.0,   0.0,   0.0,   0.5,   0.0,   0.5,   0.5,   1.0,  # 0xb8
      0.0,   0.0,   0.0,   0.0,   0.0,   0.0,   0.0,   0.0,  # 0xc0
      0.0,   0.0,   0.0,   0.0,   0.0,   0.0,   0.0,   0.5,  # 0xc8
      0.0,   0.0,   0.0,   0.0,   0.0,   0.0,   0.0,   0.5,  # 0xd0
      0.0,   0.0,   0.0,   0.5,   0.0,   0.5,   0.5,   1.0,  # 0xd8
      0.0,   0.0,   0.0,   0.0,   0.0,   0.0,   0.0,   0.5,  # 0xe0
      0.0,   0.0,   0.0,   0.5,   0.0,   0.5,   0.5,   1.0,  # 0xe8
      0.0,   0.0,   0.0,   0.5,   0.0,   0.5,   0.5,   1.0,  # 0xf0
      0.0,   0.5,   0.5,   1.0,   0.0,   1.0,   0.0,   0.0,  # 0xf8
)
# fmt: on
# 256 entries, one per holding mask; 8 a row, the row's first mask at the end.
# fmt: off
_RUN_SAFE: tuple[float, ...] = (
      1.0,   0.0,   0.0,   0.0,   0.0,   0.0,   0.0,   0.0,  # 0x00
      0.0,   0.0,   0.0,   0.0,   0.0,   0.0,   0.0,   0.0,  # 0x08
      0.0,   0.0,   0.0,   0.0,   0.0,   0.0,   0.0,   0.0,  # 0x10
      0.0,   0.0,   0.0,   0.0,   0.0,   0.0,   0.0,   0.0,  # 0x18
      0.0,   0.0,   0.0,   0.0,   0.0,   0.0,   0.0,   0.0,  # 0x20
      0.0,   0.0,   0.0,   0.0,   0.0,   0.0,   0.0,   0.0,  # 0x28
      0.0,   0.0,   0.0,   0.0,   0.0,   0.0,   0.0,   0.0,  # 0x30
      0.0,   0.0,   0.0,   0.0,   0.0,   0.0,   0.0,   0.0,  # 0x38
      0.0,   0.0,   0.0,   0.0,   0.0,   0.0,   0.0,   0.0,  # 0x40
      0.0,   0.0,   0.0,   0.0,   0.0,   0.0,   0.0,   0.0,  # 0x48
      0.0,   0.0,   0.0,   0.0,   0.0,   0.0,   0.0,   0.0,  # 0x50
      0.0,   0.0,   0.0,   0.0,   0.0,   0.0,   0.0,   0.0,  # 0x58
      0.0,   0.0,   0.0,   0.0,   0.0,   0.0,   0.0,   0.0,  # 0x60
      0.0,   0.0,   0.0,   0.0,   0.0,   0.0,   0.0,   0.0,  # 0x68
      0.0,   0.0,   0.0,   0.0,   0.0,   0.0,   0.0,   0.0,  # 0x70
      0.0,   0.0,   0.0,   0.0,   0.0,   0.0,   0.0,   0.0,  # 0x78
      1.0,   0.0,   0.0,   0.0,   0.0,   0.0,   0.0,   0.0,  # 0x80
      0.0,   0.0,   0.0,   0.0,   0.0,   0.0,   0.0,   0.0,  # 0x88
      0.0,   0.0,   0.0,   0.0,   0.0,   0.0,   0.0,   0.0,  # 0x90
      0.0,   0.0,   0.0,   0.0,   0.0,   0.0,   0.0,   0.5,  # 0x98
    0.031,   0.0,   0.0,   0.0,   0.0,   0.0,   0.0,  0.25,  # 0xa0
      0.0,   0.0,   0.0,  0.25,   0.0,  0.25,  0.25,   0.5,  # 0xa8
    0.062, 0.125, 0.125,  0.25, 0.125,  0.25,  0.25,   0.5,  # 0xb0
    0.125,  0.25,  0.25,   0.5,  0.25,   0.5,   0.5,   1.0,  # 0xb8
      1.0,   0.0,   0.0, 0.375,   0.0, 0.375, 0.375,  0.75,  # 0xc0
    0.062, 0.375, 0.375,  0.75, 0.375,  0.75,  0.75,   1.0,  # 0xc8
    0.312,   0.5,   0.5,  0.75,   0.5,  0.75,  0.75,   1.0,  # 0xd0
      0.5,  0.75,  0.75,   1.0,  0.75,   1.0,   1.0,   1.0,  # 0xd8
      1.0, 0.875, 0.875,   1.0, 0.875,   1.0,   1.0,   1.0,  # 0xe0
    0.875,   1.0,   1.0,   1.0,   1.0,   1.0,   1.0,   1.0,  # 0xe8
      1.0,   1.0,   1.0,   1.0,   1.0,   1.0,   1.0,   1.0,  # 0xf0
      1.0,   1.0,   1.0,   1.0,   1.0,   1.0,   1.0,   1.0,  # 0xf8
)
# fmt: on


def bettler_chance(hand: int) -> float:
    """Chance that the declarer of a Bettler with ``hand`` (10 cards) takes no trick (R6.2).

    The declarer's one free lead (R5.1) goes to the suit it helps most.
    """
    factors = []
    voids = 0
    for suit in range(4):
        ranks = suit_cards(hand, suit)
        if not ranks:
            voids += 1
        factors.append((_BETTLER_SAFE[ranks], _BETTLER_SAFE_LEAD[ranks]))
    best = 0.0
    for lead in range(4):
        p = 1.0
        for suit, (plain, led) in enumerate(factors):
            p *= led if suit == lead else plain
        best = max(best, p)
    best = min(0.99, max(0.01, best))
    z = 0.974 * math.log(best / (1.0 - best)) + 1.025 * voids - 1.331
    return 1.0 / (1.0 + math.exp(-z))


# --- Sans Atout and Durchmarsch --------------------------------------------------------------

_SANS_W = (1.094, 0.459, 0.095, 0.489, -0.005, -0.163, 1.184, -0.741, 0.230)
_SANS_CONST = -3.432


def sans_tricks(hand: int) -> float:
    """Expected tricks of a Sans Atout declarer (no trumps, R leads: R5.1)."""
    aces = ak = kx = kq = qx = long = stoppers = voids = runlen = 0
    for suit in range(4):
        ranks = suit_cards(hand, suit)
        n = ranks.bit_count()
        if n == 0:
            voids += 1
            continue
        ace, king, queen = ranks >> 7 & 1, ranks >> 6 & 1, ranks >> 5 & 1
        aces += ace
        ak += ace and king
        kx += king and not ace and n >= 2
        kq += king and queen and not ace
        qx += queen and not ace and not king and n >= 3
        run = 0
        while run < 8 and ranks >> (7 - run) & 1:
            run += 1
        runlen += n if run >= min(n, 8 - n) else run
        long += max(0, n - 4)
        top = ranks.bit_length() - 1
        stoppers += bool(ace or (king and n >= 2) or (queen and n >= 3) or (top >= 4 and n >= 4))
    w = _SANS_W
    value = (
        _SANS_CONST
        + w[0] * aces
        + w[1] * ak
        + w[2] * kx
        + w[3] * kq
        + w[4] * qx
        + w[5] * long
        + w[6] * stoppers
        + w[7] * voids
        + w[8] * runlen
    )
    return min(10.0, max(0.0, value - DD_MARGIN))


def sans_chance(hand: int) -> float:
    """Chance of taking 6 tricks in Sans Atout (R6.3)."""
    return 1.0 - _phi((5.5 - sans_tricks(hand)) / 0.9)


def sans_chance_real(hand: int) -> float:
    """The same in real play: the double-dummy tricks spread around the fitted estimate,
    each count weighted by how often it wins when the defenders cannot see the cards."""
    mean = sans_tricks(hand) + DD_MARGIN
    below = 0.0
    total = 0.0
    for t in range(TRICKS + 1):
        upto = 1.0 if t == TRICKS else _phi((t + 0.5 - mean) / 0.9)
        total += (upto - below) * SANS_CHANCE[t]
        below = upto
    return total


def durchmarsch_chance(hand: int, out: int = 0) -> float:
    """Chance that the declarer, leading (R5.1), takes all 10 tricks without trumps (R6.5).

    Each suit led from the top must run; ``out`` are cards known out of play
    (the declarer's own discard), which only helps.
    """
    p = 1.0
    for suit in range(4):
        ranks = suit_cards(hand, suit)
        if ranks:
            if out and not _outside(ranks, suit_cards(out, suit)):
                continue
            p *= _RUN_SAFE[_squeeze(ranks, suit_cards(out, suit))]
    return p


def _outside(ranks: int, out: int) -> int:
    return 0xFF & ~ranks & ~out


def _squeeze(ranks: int, out: int) -> int:
    """Renumber ``ranks`` with the ``out`` ranks removed from the suit (they cannot beat)."""
    if not out:
        return ranks
    result = 0
    j = 0
    for i in range(8):
        if out >> i & 1:
            continue
        if ranks >> i & 1:
            result |= 1 << j
        j += 1
    # the squeezed suit is shorter; pad at the top so that the top cards stay top
    return (result << (8 - j)) & 0xFF


def unbeatable(hand: int, out: int = 0) -> bool:
    """True when every card of ``hand`` wins led from the top, however the rest lie (R6.5)."""
    return durchmarsch_chance(hand, out) >= 0.999


# --- defenders ------------------------------------------------------------------------------


def defender_tricks(hand: int, trump: int | None) -> float:
    """A defender's expected own tricks against a trump game (or no-trump when None)."""
    e = 0.0
    trumps = suit_cards(hand, trump) if trump is not None else 0
    n_trumps = trumps.bit_count()
    for suit in range(4):
        ranks = suit_cards(hand, suit)
        n = ranks.bit_count()
        if suit == trump:
            if ranks >> 7 & 1:
                e += 1.0
            if ranks >> 6 & 1 and n >= 2:
                e += 0.75
            if ranks >> 5 & 1 and n >= 3:
                e += 0.45
            if ranks >> 4 & 1 and n >= 4:
                e += 0.3
            e += 0.25 * max(0, n - 3)
            continue
        ace, king, queen = ranks >> 7 & 1, ranks >> 6 & 1, ranks >> 5 & 1
        if ace:
            e += 0.9 if n <= 4 else 0.75
            if king:
                e += 0.55 if n <= 3 else 0.4
        elif king and n >= 2:
            e += 0.4
            if queen:
                e += 0.2
        if n <= 1 and n_trumps >= 2 and trump is not None:
            e += 0.35 if n == 0 else 0.2
    return e


# --- discards and contract values ----------------------------------------------------------


def _discard_candidates(hand: int, keep_suit: int | None, high: bool) -> list[int]:
    """Up to six cards worth trying as discards, the likeliest first."""
    cards = list(cards_in(hand))
    if high:  # Bettler: throw high cards away
        cards.sort(key=lambda c: (-(c & 7), (hand & SUIT_MASKS[c >> 3]).bit_count()))
    else:  # keep the trumps and the aces; throw low cards from short suits

        def cost(c: int) -> tuple[int, int, int]:
            n = (hand & SUIT_MASKS[c >> 3]).bit_count()
            return (int(c >> 3 == keep_suit), int(c & 7 == 7), n * 8 + (c & 7))

        cards.sort(key=cost)
    return cards[:6]


def _game_measure(hand: int, game: str, out: int = 0) -> float:
    """The quantity a discard should maximise for ``game``."""
    trump = trump_of(game)
    if trump is not None:
        return TrumpFeatures.of(hand, trump).tricks()
    if game in BETTLER_GAMES:
        return bettler_chance(hand)
    if game == "sans":
        return sans_tricks(hand)
    return durchmarsch_chance(hand, out) * 10 + sans_tricks(hand) * 0.01


def discard_options(hand12: int, game: str, k: int = 2) -> list[int]:
    """The ``k`` best pairs of cards (masks) to lay away from ``hand12`` for ``game``."""
    cands = _discard_candidates(hand12, trump_of(game), game in BETTLER_GAMES)
    scored = []
    for a, b in combinations(cands, 2):
        pair = (1 << a) | (1 << b)
        scored.append((-_game_measure(hand12 & ~pair, game, pair), pair))
    scored.sort()
    return [pair for _v, pair in scored[:k]]


def best_discard(hand12: int, game: str) -> int:
    """The two cards (a mask) to lay away from ``hand12`` for ``game`` (R3.2)."""
    return discard_options(hand12, game, 1)[0]


@dataclass(frozen=True, slots=True)
class GameValue:
    """A contract judged for the declarer: chance to win and expected points (§7)."""

    game: str
    chance: float
    points: float


def game_value(
    hand: int,
    game: str,
    *,
    premium: int = 0,
    out: int = 0,
    rules: Rules = DEFAULT_RULES,
    factor: int = 1,
    pool: int | None = None,
    single_dummy: bool = False,
) -> GameValue:
    """Judge ``game`` (a suit letter or a no-trump game) for a 10-card ``hand``.

    ``premium`` is the hearts premium per defender of a trump game (``points.herz_premium``);
    ``factor`` multiplies a fixed game's value (2 for a Hand game, §9.7); the fixed values
    are the table's (``points.fixed_value``, Durchmarsch Ouvert's ``dmo_value``); ``pool``
    (P0, §9.9) values a trump game in chips, as a pool mode settles it. Under Kontra
    (§9.3) a failing fixed game is counted doubled: the defenders see it coming.
    ``single_dummy``: Sans Atout and Bettler by their chance in real play, where the
    defenders do not see the cards (``single_dummy.py``), not double-dummy.
    """
    trump = trump_of(game)
    if trump is not None:
        live, points = trump_score(trump_tricks(hand, trump), premium, pool=pool)
        return GameValue(game, live, points)
    if game == "bettler":
        p = bettler_chance(hand)
        if single_dummy:
            p += (1.0 - p) * BETTLER_ESCAPE
    elif game == "ouvert":
        p = bettler_chance(hand) * 0.9  # the defence sees the hand (R4.3)
    elif game == "sans":
        p = sans_chance_real(hand) if single_dummy else sans_chance(hand)
    elif game == "durchmarsch_ouvert":
        p = durchmarsch_chance(hand, out) * 0.95  # the defence sees the hand (§9.5)
    else:
        p = durchmarsch_chance(hand, out)
    value = 2 * fixed_value(game, rules) * factor
    # §9.3: where the game may be doubled, a failing one is met by Kontra (×2 per defender)
    loss = value * (2 if kontra_game(game, rules) else 1)
    return GameValue(game, p, value * p - loss * (1 - p))
