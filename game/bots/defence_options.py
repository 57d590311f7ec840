"""A defender's points on one sampled deal in each configuration of R4.1 (C1–C4).

Owns the values Profi's defence decision (``profi.py``) and its Nachgehen 'pass'
(``house_search.py``, §9.8: staying a defender means facing this decision next)
compare on a deal: the declarer's double-dummy tricks against three hands, against
me alone or my partner alone (``dd.Evaluator``), scored by the engine's rules
through ``dd.Contract`` (chips in a pool). The other defender's calls follow the
Fortgeschritten's rules (``valuation.PARTNER_MODEL``). Does not own the sampling.
"""

from __future__ import annotations

from collections.abc import Callable

from game.points import TRICKS

from .bidding import defence_call, invite_call
from .dd import Contract, Evaluator
from .evaluate import defender_tricks
from .valuation import PARTNER_MODEL, contract_of, statuses
from .view import View

__all__ = ["DefenceDeal"]


class DefenceDeal:
    """One sampled deal seen by a defender deciding R4.1: his points in each configuration."""

    def __init__(
        self, view: View, ev: Evaluator, hands: tuple[int, int, int], extra: float = 0.0
    ) -> None:
        assert view.declarer is not None and view.trump is not None
        self.ev = ev
        self.hands = hands
        self.me = view.seat
        self.d = view.declarer
        self.partner = 3 - self.me - self.d
        self.trump = view.trump
        self.contract = contract_of(view, hands)
        self.first = view.rules.next_seat(self.d) == self.me
        """R4.1: the declarer's left-hand defender decides first."""
        self.cache: dict[str, int] = {}
        self.extra = extra
        """The chance that the declarer takes one trick more than double-dummy."""

    def _as(self, mine: str, partners: str) -> Contract:
        return self.contract.with_status(statuses(self.d, self.me, mine, partners))

    def _my_points(self, mine: str, partners: str, declarer: int, me: int) -> int:
        """My points with ``declarer``/``me`` tricks (the rest to my partner), in that setting."""
        won = [0, 0, 0]
        won[self.d], won[self.me] = declarer, me
        won[self.partner] = TRICKS - declarer - me
        return self._as(mine, partners).scores((won[0], won[1], won[2]))[self.me]

    def tricks(self, kind: str) -> int:
        """Declarer tricks with three hands, with me alone, or with my partner alone."""
        if kind not in self.cache:
            mine, partners = {
                "three": ("play", "play"),
                "me": ("play", "pass"),
                "partner": ("pass", "play"),
            }[kind]
            self.cache[kind] = self.ev.declarer_tricks(self._as(mine, partners), self.hands)
        return self.cache[kind]

    def _at(self, kind: str, points: Callable[[int], float]) -> float:
        """``points`` of the declarer's tricks against ``kind``, one more with ``extra``."""
        t = self.tricks(kind)
        if not self.extra or t >= TRICKS:
            return points(t)
        return (1 - self.extra) * points(t) + self.extra * points(t + 1)

    def both(self) -> float:
        """C1: my own tricks estimated as my share of the defence's by hand strength."""
        return self._at("three", self._both)

    def _both(self, t: int) -> float:
        e_me = max(0.2, defender_tricks(self.hands[self.me], self.trump))
        e_p = max(0.2, defender_tricks(self.hands[self.partner], self.trump))
        mine = (TRICKS - t) * e_me / (e_me + e_p)
        low = int(mine)
        high = min(low + 1, TRICKS - t)
        at_low = self._my_points("play", "play", t, low)
        at_high = self._my_points("play", "play", t, high)
        return at_low + (mine - low) * (at_high - at_low)

    def alone(self) -> float:
        """C2 with me playing alone."""
        return self._at("me", lambda t: self._my_points("play", "pass", t, TRICKS - t))

    def inviter(self) -> float:
        """C3 with me inviting: all defence tricks are credited to me."""
        return self._at("three", lambda t: self._my_points("invr", "inv", t, TRICKS - t))

    def invited(self) -> float:
        return self._at("three", lambda t: self._my_points("inv", "invr", t, 0))

    def partner_alone(self) -> float:
        return self._at("partner", lambda t: self._my_points("pass", "play", t, 0))

    def partner_lone_choice(self) -> float:
        """My partner plays alone and decides (as modelled) whether to invite me."""
        if invite_call(self.hands[self.partner], self.trump, PARTNER_MODEL) == "invite:yes":
            return self.invited()
        return self.partner_alone()

    def none(self) -> float:
        """C4: both pass, the declarer lives without play."""
        return self._as("pass", "pass").scores((0, 0, 0))[self.me]

    def partner_plays(self, i_play: bool | None) -> bool:
        """The partner's modelled call, knowing mine (None: he speaks first)."""
        call = defence_call(self.hands[self.partner], self.trump, i_play, PARTNER_MODEL)
        return call == "defend:play"

    def decided(self) -> float:
        """My points once I have made the defence decision on this deal (R4.1), my
        partner answering as modelled: the better of playing and passing."""
        if self.first:
            play = self.both() if self.partner_plays(True) else max(self.alone(), self.inviter())
            rest = self.partner_lone_choice() if self.partner_plays(False) else self.none()
        elif self.partner_plays(None):
            play, rest = self.both(), self.partner_lone_choice()
        else:
            play, rest = max(self.alone(), self.inviter()), self.none()
        return max(play, rest)
