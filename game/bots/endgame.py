"""The Fortgeschritten's end-game count: the last few tricks solved on a few guessed deals.

Owns :func:`endgame_card`. With few tricks left the rules of thumb of ``cardplay.py``
misplay what a count gets right (a guard thrown away, a winner cashed into a squeeze).
Then the unseen cards are dealt a few times, uniformly among the deals consistent with
what this seat has seen (``sampling.py``: own hand, played cards, shown voids and R5.4
inferences, its own talon or discard), each deal is solved exactly with the real scoring
(``dd.py``, one :class:`Evaluator` and so one solver table for the whole decision), and
the card with the best mean is played: the declarer's final points, which the declarer
maximises and the defenders minimise together (the Profi's objective, ``profi.py``).
Exact ties keep the rule of thumb's card.

Unlike Profi it reads nothing into the others' calls (unweighted draws), solves few deals
and only near the end, where a deal is solved in a few hundred nodes.
"""

from __future__ import annotations

import random

from game.cards import card_name

from .dd import Budget, Evaluator, SolverBudgetExceeded
from .sampling import Sampler
from .valuation import contract_of
from .view import View

__all__ = ["endgame_card", "ENDGAME_NODES"]

ENDGAME_NODES = 20_000
"""Node budget of one end-game decision (a safety net: a few tricks need far fewer)."""


def endgame_card(view: View, rng: random.Random, fallback: str, samples: int) -> str:
    """The legal card with the best mean over ``samples`` consistent deals (``fallback``,
    the rule of thumb's card, on exact ties or when nothing could be solved)."""
    try:
        sampler = Sampler.for_view(view)
    except ValueError:  # an observation no deal fits (never from the engine)
        return fallback
    evaluator = Evaluator(Budget(ENDGAME_NODES))
    aces_unknown = view.rules.ace_premiums and view.declarer != view.seat
    contract = contract_of(view)
    leader = view.trick.leader
    trick = tuple(card for _s, card in view.trick.cards)
    totals: dict[str, float] = {}
    solved = 0
    for _ in range(samples):
        deal = sampler.draw(rng)
        if aces_unknown:  # §9.6: does the declarer's ten hold the four aces in this deal?
            contract = contract_of(view, deal.hands)
        try:
            scores = evaluator.move_scores(contract, deal.hands, leader, trick, view.won)
        except SolverBudgetExceeded:
            break
        for card, value in scores.items():
            action = f"play:{card_name(card)}"
            totals[action] = totals.get(action, 0.0) + value
        solved += 1
    if not solved:
        return fallback
    sign = 1.0 if view.seat == view.declarer else -1.0
    best = max(sign * v for v in totals.values())
    tied = [a for a, v in totals.items() if abs(sign * v - best) < 1e-9 and a in view.legal]
    return fallback if fallback in tied or not tied else tied[0]
