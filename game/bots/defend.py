"""Whether to defend a trump game, judged by expected points: the Fortgeschritten's R4.1.

Owns the heuristic value of each defence option (play, pass, invite) for a
defender who weighs the declarer's announced strength against the evidence of
his own cards, and the stakes of each configuration (R4.1, §7.1): passing
together hands the declarer C4 — a sure −3 each, −8 in Herzprämie — while a
thin declarer falls against a defender who plays.

How: deals consistent with the observation are drawn (``sampling.py``),
weighted by how well they explain the calls everybody made and resampled
(``models.py``, ``worlds.py``: a Herzprämie bidder is expected to hold a hand
worth it — but not the hearts in my hand).
On each, the fitted hand models of ``evaluate.py`` (no search) give the
declarer's expected tricks against both defenders, each defender's expected own
tricks, and so the trick count of every configuration; the engine's points
(``dd.Contract``) over a normal spread of tricks give my points. The partner's
answer is modelled by the Fortgeschritten's rules of thumb (``bidding.py``).
Profi values the same options by exact search instead (``profi.py``).
"""

from __future__ import annotations

import random

from game.points import TRICKS

from .bidding import Style, defence_call, invite_call
from .dd import Contract
from .evaluate import defender_tricks, trick_distribution, trump_tricks
from .models import SHARP
from .valuation import contract_of, statuses
from .view import View
from .worlds import draw_worlds

__all__ = ["defence_values", "valued_defence_call", "DRAWS"]

DRAWS = 16
"""Deals per decision (a weighted resample of three times as many draws, ``worlds.py``)."""

_SPREAD = 1.1
"""Standard deviation of the real trick count around the fitted estimates."""

_ALONE_GAIN = 0.3
"""Share of the passer's expected tricks a lone defender still takes (C2): the rest
go to the declarer, since the passer's cards are not played."""


class _Deal:
    """My expected points in each configuration on one weighted deal."""

    def __init__(self, view: View, hands: tuple[int, int, int]) -> None:
        assert view.declarer is not None and view.trump is not None
        self.me = view.seat
        self.d = view.declarer
        self.partner = 3 - self.me - self.d
        self.trump = view.trump
        self.hands = hands
        self.contract = contract_of(view, hands)
        self.t_both = trump_tricks(hands[self.d], self.trump)
        e_me = max(0.2, defender_tricks(hands[self.me], self.trump))
        e_p = max(0.2, defender_tricks(hands[self.partner], self.trump))
        self.frac_me = e_me / (e_me + e_p)
        defence = TRICKS - self.t_both
        self.alone_me = defence * (self.frac_me + _ALONE_GAIN * (1 - self.frac_me))
        self.alone_p = defence * (1 - self.frac_me + _ALONE_GAIN * self.frac_me)

    def _expect(self, status: tuple[str, str, str], declarer: float, mine: float | None) -> float:
        """My points with the declarer's tricks spread around ``declarer``; my own tricks
        are ``mine`` of the defence's (a share), or 0 when I am not credited."""
        contract = self.contract.with_status(status)
        total = 0.0
        for t, p in enumerate(trick_distribution(declarer, _SPREAD)):
            if p < 1e-4:
                continue
            defence = TRICKS - t
            own = defence * mine if mine is not None else 0.0
            low = int(own)
            high = min(low + 1, defence)
            at_low = self._points(contract, t, low)
            at_high = self._points(contract, t, high) if high != low else at_low
            total += p * (at_low + (own - low) * (at_high - at_low))
        return total

    def _points(self, contract: Contract, declarer: int, mine: int) -> int:
        won = [0, 0, 0]
        won[self.d], won[self.me] = declarer, mine
        won[self.partner] = TRICKS - declarer - mine
        return contract.scores((won[0], won[1], won[2]))[self.me]

    def both(self) -> float:
        return self._expect(statuses(self.d, self.me, "play", "play"), self.t_both, self.frac_me)

    def alone(self) -> float:
        return self._expect(statuses(self.d, self.me, "play", "pass"), TRICKS - self.alone_me, 1.0)

    def inviter(self) -> float:
        return self._expect(statuses(self.d, self.me, "invr", "inv"), self.t_both, 1.0)

    def invited(self) -> float:
        return self._expect(statuses(self.d, self.me, "inv", "invr"), self.t_both, None)

    def partner_alone(self) -> float:
        return self._expect(statuses(self.d, self.me, "pass", "play"), TRICKS - self.alone_p, None)

    def none(self) -> float:
        both_pass = self.contract.with_status(statuses(self.d, self.me, "pass", "pass"))
        return float(self._points(both_pass, 0, 0))


def defence_values(view: View, style: Style, rng: random.Random) -> dict[str, float]:
    """My expected points for each legal defence option (R4.1), the partner's answers
    modelled by ``style``'s rules of thumb."""
    assert view.declarer is not None and view.trump is not None
    legal = view.legal
    trump = view.trump
    partner = 3 - view.seat - view.declarer
    decided = dict(view.decisions)
    worlds = draw_worlds(view, rng, DRAWS, pool=3, inference=SHARP, moves=2)
    totals = dict.fromkeys(legal, 0.0)
    weight = 0.0
    for deal, w in worlds.deals:
        x = _Deal(view, deal.hands)
        mate = deal.hands[partner]
        if legal[0].startswith("invite"):
            got = {"invite:yes": x.inviter(), "invite:no": x.alone()}
        else:
            if partner in decided:
                plays_with, plays_without = (decided[partner] == "play",) * 2
            else:
                plays_with = defence_call(mate, trump, True, style) == "defend:play"
                plays_without = defence_call(mate, trump, False, style) == "defend:play"
            if plays_with:
                play = x.both()
            else:
                play = max(x.alone(), x.inviter()) if style.invite < 9 else x.alone()
            if plays_without:
                invites = invite_call(mate, trump, style) == "invite:yes"
                stay = x.invited() if invites else x.partner_alone()
            else:
                stay = x.none()
            got = {"defend:play": play, "defend:pass": stay}
        for option in legal:
            totals[option] += w * got[option]
        weight += w
    if weight <= 0:
        return {}
    return {option: total / weight for option, total in totals.items()}


def valued_defence_call(view: View, style: Style, rng: random.Random) -> str:
    """The defence option with the best expected points (ties: play, or no invitation)."""
    values = defence_values(view, style, rng)
    if not values:
        return view.legal[0]
    return max(view.legal, key=lambda option: values[option])
