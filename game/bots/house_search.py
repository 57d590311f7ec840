"""Profi's house-rule decisions valued by sampling and exact search (rules.md §9).

Owns the expected points Profi gives each option of the phases the §9 switches
add, over the deals its sampler draws (consistent with everything observed and
weighted by the others' calls), each solved exactly by ``dd.py`` and scored by
the engine's rules (``dd.Contract``: Hand ×2, Kontra ×2 / Rekontra ×4, ace
premiums, chips in a pool):

* Kontra (a defender): does the declarer make his fixed game on this deal? The
  declarer is modelled to answer with Rekontra when his own hand makes him
  confident (``house.py``'s estimate on his sampled hand);
* Rekontra (the declarer): the same question from his side — each deal weighted
  by how likely the defenders' Kontra calls are on it (a Kontra is evidence
  that the game fails, ``_kontra_evidence``);
* Hand (the declarer, before the talon): the best hand game, doubled, without
  the talon — against the best of his plans (game and discard) once he has seen the
  sampled talon;
* keine Asse (the declarer): the trump game's value with and without the claim,
  the defence modelled as in ``valuation.contract_points`` (four aces, once
  possible to announce, cost nothing and are always announced: ``profi.py`` asks
  nothing here then);
* Nachgehen (a challenger): his points as a defender of the current game against
  the best game he could declare taking the discard up or leaving it. In a pool mode
  a defender of a trump game next faces R4.1 (``defence_options.py``): he may pass
  for nothing, so staying is valued by the better of his defence options.

Each function returns the option values for the deciding seat over the samples
(``None`` when no sample could be solved in the budget); ``profi.py`` chooses.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import replace
from typing import Any

from game.contracts import announceable, games_allowed, hand_games
from game.points import TRICKS

from .dd import Contract, Evaluator, SolverBudgetExceeded
from .defence_options import DefenceDeal
from .evaluate import game_value
from .house import HOUSE_ADVANCED
from .sampling import Deal
from .valuation import (
    contract_of,
    contract_points,
    declaring,
    fixed_points_ahead,
    plan_candidates,
)
from .view import View

__all__ = ["house_values"]

Samples = Sequence[tuple[Deal, int]]

_FAMILY = {"ouvert": "bettler", "durchmarsch_ouvert": "durchmarsch"}
"""Games a double-dummy search cannot tell apart (the open hand is the only difference)."""


def house_values(
    view: View,
    samples: Samples,
    ev: Evaluator,
    stop: Callable[[int], bool],
    extra: float = 0.0,
) -> tuple[dict[str, float], int] | None:
    """Mean points of each legal option for ``view``'s seat, and the samples solved.

    ``stop(count)`` is asked before each new sample (time or clear-decision limits);
    ``extra`` is the defence's chance of one more declarer trick (``DefenceDeal``).
    """
    phase = view.phase
    one = {
        "kontra": _kontra_sample,
        "hand": _hand_sample,
        "aces": _aces_sample,
        "nachgehen": _nachgehen_sample,
    }[phase]
    totals: dict[str, float] = {}
    count = 0
    weights = 0.0
    per_game: dict[str, float] = {}
    for deal, mult in samples:
        if count and stop(count):
            break
        try:
            if phase == "nachgehen":
                got, weight = _nachgehen_sample(view, deal, ev, extra)
            else:
                got, weight = one(view, deal, ev)
        except SolverBudgetExceeded:
            break
        w = mult * weight
        for option, value in got.items():
            if option.startswith("game:"):  # Hand: each hand game's mean, maximised at the end
                per_game[option] = per_game.get(option, 0.0) + w * value
            else:
                totals[option] = totals.get(option, 0.0) + w * value
        count += mult
        weights += w
    if not count or weights <= 0:
        return None
    values = {k: v / weights for k, v in totals.items()}
    if per_game:
        values["hand:yes"] = max(v / weights for v in per_game.values())
    return values, count


def _my_fixed_points(contract: Contract, wins: bool, seat: int) -> int:
    return contract.scores((0, 0, 0), wins)[seat]


_KONTRA_IF_WINS = 0.15
"""How often a defender says Kontra when the declarer makes his game (the evidence model)."""
_KONTRA_IF_FALLS = 0.6
"""… and when the declarer fails."""


def _kontra_evidence(view: View, wins: bool) -> float:
    """How likely the Kontra calls already made are on a deal the declarer wins or not: a
    Kontra tells that the defender expects the game to fail (Bayes, per call)."""
    weight = 1.0
    for seat, call in view.kontras:
        if seat == view.seat:
            continue
        said = _KONTRA_IF_WINS if wins else _KONTRA_IF_FALLS
        weight *= said if call == "yes" else 1.0 - said
    return weight


def _kontra_sample(view: View, deal: Deal, ev: Evaluator) -> tuple[dict[str, float], float]:
    """§9.3 on one deal: the declarer wins or not; my points with and without the double."""
    contract = contract_of(view, deal.hands)
    wins = ev.fixed_game_wins(contract, deal.hands)
    evidence = _kontra_evidence(view, wins)
    me = view.seat
    if view.legal[0].startswith("rekontra"):
        return {
            "rekontra:yes": _my_fixed_points(replace_terms(contract, rekontra=True), wins, me),
            "rekontra:no": _my_fixed_points(contract, wins, me),
        }, evidence
    # the declarer redoubles when his own hand makes him confident (his model, not the truth)
    d = contract.declarer
    ten = deal.hands[d] | view.played_by[d]
    assert view.game is not None
    confident = game_value(ten, view.game, rules=view.rules).chance > HOUSE_ADVANCED.rekontra_above
    kontra = list(contract.terms.kontra)
    kontra[me] = True
    doubled = replace_terms(contract, kontra=(kontra[0], kontra[1], kontra[2]), rekontra=confident)
    return {
        "kontra:yes": _my_fixed_points(doubled, wins, me),
        "kontra:no": _my_fixed_points(contract, wins, me),
    }, evidence


def replace_terms(contract: Contract, **changes: Any) -> Contract:
    """``contract`` with some of its ``points.Contract`` terms changed."""
    return Contract(replace(contract.terms, **changes), contract.rules, contract.pool)


def _hand_sample(view: View, deal: Deal, ev: Evaluator) -> tuple[dict[str, float], float]:
    """§9.7 on one deal (the pile is the unseen talon): every hand game, doubled, with my ten
    cards; against the game I would choose after seeing this talon, with its discard."""
    assert view.bid is not None
    me, rules = view.seat, view.rules
    got: dict[str, float] = {}
    solved: dict[str, bool] = {}  # double-dummy, an open hand changes nothing
    for game in hand_games(view.bid, rules):
        contract = declaring(view, game, view.bid, hand=True)
        family = _FAMILY.get(game, game)
        if family not in solved:
            solved[family] = ev.fixed_game_wins(contract, deal.hands)
        got[f"game:{game}"] = float(fixed_points_ahead(contract, solved[family]))
    # without Hand he sees this talon first, then takes the best of his plans for it
    twelve = view.hand | deal.pile
    best = None
    plans = plan_candidates(twelve, games_allowed(view.bid, rules), True, rules, view.p0)
    for game, pair in plans[:3]:
        hands = list(deal.hands)
        hands[me] = twelve & ~pair
        contract = declaring(view, game, view.bid)
        value = contract_points(ev, contract, (hands[0], hands[1], hands[2]), kontra_ahead=True)
        best = value if best is None else max(best, value)
    assert best is not None
    got["hand:no"] = best
    return got, 1.0


def _aces_sample(view: View, deal: Deal, ev: Evaluator) -> tuple[dict[str, float], float]:
    """§9.6 on one deal: the trump game's value for me with and without keine Asse."""
    contract = contract_of(view, deal.hands)
    got = {"aces:pass": contract_points(ev, replace_terms(contract, aces_call="pass"), deal.hands)}
    if "aces:none" in view.legal:
        claimed = replace_terms(contract, aces_call="none")
        got["aces:none"] = contract_points(ev, claimed, deal.hands)
    return got, 1.0


def _nachgehen_sample(
    view: View, deal: Deal, ev: Evaluator, extra: float = 0.0
) -> tuple[dict[str, float], float]:
    """§9.8 on one deal (the pile is the current discard): staying a defender of the current
    game against declaring the best game above it, with the discard taken up or left."""
    assert view.bid is not None and view.game is not None
    me, rules = view.seat, view.rules
    current = contract_of(view, deal.hands)
    d = current.declarer
    if current.trump is None:
        defending = float(_my_fixed_points(current, ev.fixed_game_wins(current, deal.hands), me))
    elif view.p0 is not None:
        # §9.9: a defender who falls pays P0, one who passes nothing; staying a defender
        # is worth the decision R4.1 puts to him next, not a share of a defence he may
        # well decline (the even share made 'pass' a step of the sampled tricks, from
        # -139 to +48 chips on one deal)
        defending = DefenceDeal(view, ev, deal.hands, extra).decided()
    else:  # a trump game both defend: the defence's tricks shared evenly
        both = current.with_status(("play", "play", "play"))
        tricks = ev.declarer_tricks(both, deal.hands)
        won = [0, 0, 0]
        won[d] = tricks
        won[me] = (TRICKS - tricks + 1) // 2
        won[3 - d - me] = TRICKS - tricks - won[me]
        defending = float(both.scores((won[0], won[1], won[2]))[me])
    choices = announceable(view.bid, rules, beat=view.game)
    got = {"nachgehen:pass": defending}
    for action, cards, twelve in (
        ("nachgehen:take", view.hand | deal.pile, True),
        ("nachgehen:leave", view.hand, False),
    ):
        plans = plan_candidates(cards, choices, twelve, rules, view.p0)[:2]
        best = None
        for game, pair in plans:
            hands = list(deal.hands)
            hands[me] = cards & ~pair
            contract = declaring(view, game, view.bid)
            value = contract_points(ev, contract, (hands[0], hands[1], hands[2]), kontra_ahead=True)
            best = value if best is None else max(best, value)
        assert best is not None
        got[action] = best
    return got, 1.0
