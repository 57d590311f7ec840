"""The points of a deal as pure functions of its contract, the tricks and the ``Rules``.

Owns every number of rules.md §6, §7 and §9.3–§9.7: what the declarer needs to
live (``LIVE_TRICKS``, the Sans Atout run of §9.1, Bettler's no trick,
Durchmarsch's every trick), each defender's status and quota (R4.1, §9.1),
the base table of §7.1, the Herzprämie premium and its scope (§7.3), the fixed
values (§7.2, Durchmarsch Ouvert's ``dmo_value``), the Hand ×2 and Kontra ×2 /
Rekontra ×4 factors (§9.3, §9.7) and the ace premiums (§9.6). The engine's
settlement (``scoring.py``), the pools (``pools.py``), the bots' point model
and the page's texts all ask here, so a switch changes one place.

>>> c = Contract(declarer=0, game="S", bid="2", status=("declarer", "play", "play"))
>>> points(c, Rules(), (7, 2, 1))   # T4 with Pik: D lives, R falls
(8, -1, -7)
>>> points(Contract(0, "bettler", "bettler", kontra=(False, True, False)), Rules(), (0, 5, 5))
(30, -20, -10)
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from .contracts import BETTLER_GAMES, DURCHMARSCH_GAMES, NO_TRUMP_GAMES
from .rules import DEFAULT_RULES, Rules

__all__ = [
    "LIVE_TRICKS",
    "TRICKS",
    "ACE_PREMIUM",
    "HERZ_PREMIUM",
    "Contract",
    "SeatPoints",
    "base_points",
    "fixed_value",
    "herz_premium",
    "quota",
    "configuration",
    "defender_status",
    "declarer_lives",
    "lives_by_count",
    "seat_points",
    "points",
    "declarer_points",
    "declarer_premiums",
]

LIVE_TRICKS = 6
"""R6.1/R6.3: tricks the declarer needs in a trump game and (default) in Sans Atout."""
TRICKS = 10
"""Tricks in a deal (R1.6: ten cards each)."""
HERZ_PREMIUM = 5
"""§7.1/§7.3: what each defender pays or gets in Herzprämie."""
ACE_PREMIUM = 5
"""§9.6: what each defender pays or gets for keine Asse / four aces."""

# §7.1 base(X) by (X lives, D lives)
_BASE = {(True, False): 4, (True, True): -3, (False, False): -2, (False, True): -8}

# §7.2, §9.5: what each defender pays or gets in the fixed games
_FIXED = {"bettler": 10, "sans": 20, "ouvert": 30, "durchmarsch": 40}


@dataclass(frozen=True, slots=True)
class Contract:
    """What a deal's points depend on besides the tricks (seats 0–2)."""

    declarer: int
    game: str
    """A suit letter for trump games, else a no-trump game (``contracts.GAMES``)."""
    bid: str | None = None
    """The auction's winning bid ("herzpraemie" carries the premium of §7.3)."""
    status: tuple[str, str, str] = ("play", "play", "play")
    """Per seat: "declarer", or a defender's status of §7.5: "play", "pass", "inv",
    "invr". The declarer's own entry is ignored; no-trump games have "play"."""
    hand: bool = False
    """§9.7: the game is played Hand (fixed value ×2)."""
    kontra: tuple[bool, bool, bool] = (False, False, False)
    """§9.3: per seat, whether that defender said Kontra."""
    rekontra: bool = False
    """§9.3: the declarer answered with Rekontra."""
    aces_call: str | None = None
    """§9.6: the declarer's call in the aces phase: "none", "four", "pass" or None."""
    four_aces: bool = False
    """§9.6: the ten cards the declarer plays with hold all four aces."""

    def defenders(self) -> tuple[int, int]:
        """The two other seats, in seat order (scoring never depends on which is which)."""
        d = self.declarer
        return (d + 1) % 3, (d + 2) % 3

    @property
    def trump_game(self) -> bool:
        return self.game not in NO_TRUMP_GAMES


@dataclass(frozen=True, slots=True)
class SeatPoints:
    """One seat's points with the terms that make them up (for the page's explanation)."""

    seat: int
    role: str
    """"declarer", or the defender's status: "play", "pass", "inv", "invr"."""
    tricks: int
    credited: int
    """Tricks counted for the score (§7.1); the declarer's own for him."""
    lives: bool
    base: int
    """Trump games: base(X) of §7.1 (D: minus the defenders' base and credited tricks).
    Fixed games: the D↔X amount before the factors (D: the sum)."""
    premium: int
    """The Herzprämie premium (§7.3) in this seat's score."""
    aces: int
    """The ace premiums (§9.6) in this seat's score."""
    factor: int
    """Fixed games: Hand ×2 times Kontra ×2 / Rekontra ×4 on this defender's amount (1 if none)."""
    score: int


def base_points(x_lives: bool, d_lives: bool) -> int:
    """§7.1 base(X): +4 / −3 / −2 / −8 for (X lives, D falls) / (lives, lives) / … ."""
    return _BASE[(x_lives, d_lives)]


def fixed_value(game: str, rules: Rules = DEFAULT_RULES) -> int:
    """§7.2/§9.5: what each defender pays or gets in a fixed game, before any factor.

    >>> fixed_value("durchmarsch_ouvert", Rules(durchmarsch_ouvert=True, dmo_value=160))
    80
    """
    if game == "durchmarsch_ouvert":
        return rules.dmo_value // 2
    return _FIXED[game]


def herz_premium(contract: Contract, rules: Rules = DEFAULT_RULES) -> int:
    """§7.3/§9.1: the hearts premium per defender (5) where it applies, else 0."""
    if contract.bid == "herzpraemie":
        return HERZ_PREMIUM
    if rules.herz_bonus_scope == "all_hearts_trump" and contract.game == "H":
        return HERZ_PREMIUM
    return 0


def configuration(status: Sequence[str], declarer: int) -> str:
    """R4.1: "C1" both defenders play, "C2" one alone, "C3" invitation, "C4" both pass."""
    mine = sorted(status[s] for s in range(3) if s != declarer)
    if mine == ["play", "play"]:
        return "C1"
    if mine == ["pass", "pass"]:
        return "C4"
    if mine == ["inv", "invr"]:
        return "C3"
    return "C2"


def defender_status(decision: str | None, invitation: str | None) -> str:
    """§7.5: a defender's status from his own decision and the lone player's invitation."""
    if decision == "play":
        return "invr" if invitation == "yes" else "play"
    return "inv" if invitation == "yes" else "pass"


def quota(status: str, config: str, rules: Rules = DEFAULT_RULES) -> int:
    """R4.1/§9.1: tricks a defender must be credited with to live (0 for a passer)."""
    if status in ("pass", "inv"):
        return 0
    if status == "invr":
        return 4
    if config == "C2":
        return rules.lone_defender_quota
    return 2


def lives_by_count(game: str, declarer_tricks: int, config: str = "C1") -> bool:
    """§6 from the declarer's trick count at the end of play (every target but §9.1's run).

    Play may stop early (§8), so "at the end" means: when the engine stopped.
    """
    if game in BETTLER_GAMES:
        return declarer_tricks == 0  # R6.2, R6.4
    if game in DURCHMARSCH_GAMES:
        return declarer_tricks == TRICKS  # R6.5, §9.5
    if game == "sans":
        return declarer_tricks >= LIVE_TRICKS  # R6.3, total6
    return declarer_tricks >= LIVE_TRICKS or config == "C4"  # R6.1


def declarer_lives(
    contract: Contract, rules: Rules, winners: Sequence[int], config: str = "C1"
) -> bool:
    """§6 from the trick winners in order (§9.1 consecutive6 needs the order)."""
    d = contract.declarer
    if contract.game == "sans" and rules.sans_atout_target == "consecutive6":
        run = 0
        for winner in winners:
            run = run + 1 if winner == d else 0
            if run >= LIVE_TRICKS:
                return True
        return False
    return lives_by_count(contract.game, sum(1 for w in winners if w == d), config)


def seat_points(
    contract: Contract,
    rules: Rules,
    won: Sequence[int],
    d_lives: bool | None = None,
) -> tuple[SeatPoints, SeatPoints, SeatPoints]:
    """Each seat's points with their terms, declarer first, then the defenders in seat order.

    ``won`` are the tricks each seat took; ``d_lives`` defaults to
    :func:`lives_by_count` (pass it for §9.1's consecutive6). Zero-sum (§7.6).
    """
    d = contract.declarer
    left, right = contract.defenders()
    config = "C1" if not contract.trump_game else configuration(contract.status, d)
    if d_lives is None:
        d_lives = lives_by_count(contract.game, won[d], config)
    if not contract.trump_game:
        return _fixed_points(contract, rules, won, d_lives)
    defence = sum(won[x] for x in (left, right))
    herz = herz_premium(contract, rules)
    aces = _ace_premium(contract, rules, d_lives)
    results = []
    for x in (left, right):
        status = contract.status[x]
        if status == "invr":
            credited = defence  # the invited player's tricks count for the inviter (§7.1)
        elif status == "play":
            credited = won[x]
        else:
            credited = 0
        x_lives = credited >= quota(status, config, rules)
        if status == "inv" and rules.invited_scoring == "zero":  # §9.10: no score, no premium
            results.append(SeatPoints(x, status, won[x], 0, True, 0, 0, 0, 1, 0))
            continue
        base = base_points(x_lives, d_lives)
        premium = -herz if d_lives else herz
        ace = -aces
        score = base + credited + premium + ace
        results.append(
            SeatPoints(x, status, won[x], credited, x_lives, base, premium, ace, 1, score)
        )
    first, second = results
    me = SeatPoints(
        d,
        "declarer",
        won[d],
        won[d],
        d_lives,
        -(first.base + second.base + first.credited + second.credited),
        -(first.premium + second.premium),
        -(first.aces + second.aces),
        1,
        -(first.score + second.score),
    )
    return me, first, second


def _ace_premium(contract: Contract, rules: Rules, d_lives: bool) -> int:
    """§9.6: what each defender pays the declarer for aces (negative: D pays)."""
    if not rules.ace_premiums:
        return 0
    if contract.aces_call == "none":
        return ACE_PREMIUM if d_lives else -ACE_PREMIUM
    announced = contract.aces_call == "four" or not rules.four_aces_must_announce
    if contract.four_aces and announced and d_lives:
        return ACE_PREMIUM
    return 0


def _fixed_points(
    contract: Contract, rules: Rules, won: Sequence[int], d_lives: bool
) -> tuple[SeatPoints, SeatPoints, SeatPoints]:
    """§7.2 with §9.3 (Kontra ×2, Rekontra ×4 per defender) and §9.7 (Hand ×2)."""
    d = contract.declarer
    value = fixed_value(contract.game, rules)
    sign = 1 if d_lives else -1
    hand = 2 if contract.hand else 1
    results = []
    for x in contract.defenders():
        factor = hand
        if contract.kontra[x]:
            factor *= 4 if contract.rekontra else 2
        score = -sign * value * factor
        results.append(
            SeatPoints(x, "play", won[x], won[x], not d_lives, value, 0, 0, factor, score)
        )
    first, second = results
    me = SeatPoints(
        d, "declarer", won[d], won[d], d_lives, 2 * value, 0, 0, 1, -(first.score + second.score)
    )
    return me, first, second


def points(
    contract: Contract,
    rules: Rules,
    won: Sequence[int],
    d_lives: bool | None = None,
) -> tuple[int, int, int]:
    """Points per seat (0, 1, 2) for ``won`` tricks; see :func:`seat_points`."""
    by_seat = [0, 0, 0]
    for result in seat_points(contract, rules, won, d_lives):
        by_seat[result.seat] = result.score
    return by_seat[0], by_seat[1], by_seat[2]


def declarer_points(
    contract: Contract, rules: Rules, won: Sequence[int], d_lives: bool | None = None
) -> int:
    """The declarer's points for ``won`` tricks; see :func:`seat_points`."""
    return seat_points(contract, rules, won, d_lives)[0].score


def declarer_premiums(contract: Contract, rules: Rules, d_lives: bool) -> int:
    """The declarer's share of the premiums (Herzprämie §7.3, aces §9.6) of a trump game:
    what his points hold beyond the defenders' base and credited tricks (C1 to C4 alike)."""
    won = [0, 0, 0]
    won[contract.declarer] = TRICKS if d_lives else 0
    results = seat_points(contract, rules, won, d_lives)
    return results[0].premium + results[0].aces
