"""The deals one decision is searched on: consistent draws, weighted by the others' choices.

Owns the step between the sampler (``sampling.py``: every deal consistent with
what was seen, drawn exactly) and the searches: weighting the draws by how well
they explain the other players' calls, announcement, discard and defence
(``models.py``), and a weighted resample with duplicates merged.

When the others' choices say much (a Herzprämie bidder holds hearts, a declarer
holds a hand worth his game), few uniform draws explain them and most of the
weight falls on a handful of deals. Then a second round draws from a *tilted*
sampler: each unseen card is placed with a factor per place, its weighted share of
that place among the first round's draws over its unweighted share (the
card-location marginals, as Skat programs' inference estimates them). The tilted
draws carry importance weights likelihood / factor, scaled by the two samplers'
totals, so both rounds estimate the same posterior and are pooled.
"""

from __future__ import annotations

import random
from dataclasses import dataclass

from .models import LOOSE, Inference, Likelihood
from .sampling import Deal, Sampler
from .view import View

__all__ = ["Worlds", "draw_worlds"]

_MIX = 0.3
"""Share of the uniform marginal mixed into the tilt (keeps every place possible)."""


@dataclass(frozen=True, slots=True)
class Worlds:
    """Deals with multiplicities (a weighted resample) and how the weights were spread."""

    deals: list[tuple[Deal, int]]
    ess: float
    """Effective sample size of the pooled weights before resampling."""
    drawn: int
    """Deals drawn and weighted."""


def _ess(weights: list[float]) -> float:
    total = sum(weights)
    squares = sum(w * w for w in weights)
    return total * total / squares if squares > 0 else 0.0


def _tilt(sampler: Sampler, pool: list[tuple[Deal, float]]) -> list[tuple[float, ...]]:
    """Per unseen card, per slot: weighted share over unweighted share, mixed toward 1."""
    slots = sampler.slots
    total = sum(w for _d, w in pool)
    n = len(pool)
    tilt = []
    for card in sampler.cards:
        bit = 1 << card
        here = [0.0] * len(slots)
        weighted = [0.0] * len(slots)
        for deal, w in pool:
            places = (*deal.hands, deal.pile)
            for j, h in enumerate(slots):
                if places[h] & bit:
                    here[j] += 1
                    weighted[j] += w
                    break
        row = []
        for j in range(len(slots)):
            prior = here[j] / n
            if prior <= 0:
                row.append(1.0)
                continue
            post = weighted[j] / total
            row.append(((1 - _MIX) * post + _MIX * prior) / prior)
        tilt.append(tuple(row))
    return tilt


def _swap(deal: Deal, a: int, ha: int, b: int, hb: int) -> Deal:
    places = [deal.hands[0], deal.hands[1], deal.hands[2], deal.pile]
    places[ha] ^= (1 << a) | (1 << b)
    places[hb] ^= (1 << a) | (1 << b)
    return Deal((places[0], places[1], places[2]), places[3])


def _rejuvenate(
    chosen: list[Deal], sampler: Sampler, like: Likelihood, rng: random.Random, moves: int
) -> list[Deal]:
    """Metropolis moves on each resampled deal: swap two unseen cards between two places
    (a symmetric proposal over the consistent deals, which are equally likely a priori),
    accepted with the likelihood ratio. Copies of one deal spread out."""
    cards = sampler.cards
    forbid = sampler.holders.forbid
    out = []
    memo: dict[Deal, float] = {}
    for deal in chosen:
        w = memo.get(deal)
        if w is None:
            w = memo[deal] = like.weight(deal, rng)
        for _ in range(moves):
            a = cards[int(rng.random() * len(cards))]
            b = cards[int(rng.random() * len(cards))]
            places = (*deal.hands, deal.pile)
            ha = next(h for h in range(4) if places[h] >> a & 1)
            hb = next(h for h in range(4) if places[h] >> b & 1)
            if ha == hb or forbid[hb] >> a & 1 or forbid[ha] >> b & 1:
                continue
            other = _swap(deal, a, ha, b, hb)
            w2 = like.weight(other, rng)
            if w2 >= w or rng.random() * w < w2:
                deal, w = other, w2
        out.append(deal)
    return out


def draw_worlds(
    view: View,
    rng: random.Random,
    n: int,
    *,
    pool: int = 3,
    inference: Inference = LOOSE,
    adapt: bool = False,
    moves: int = 0,
) -> Worlds:
    """``n`` weighted-resampled deals for ``view``'s seat from ``n * pool`` weighted draws
    (``adapt``: half of them from a sampler tilted by the first half when the first half's
    weights are concentrated on fewer than ``n`` deals)."""
    try:
        sampler = Sampler.for_view(view)
    except ValueError:  # an observation no deal fits (never from the engine)
        return Worlds([], 0.0, 0)
    like = Likelihood(view, inference)
    first = n * pool // 2 if adapt else n * pool
    drawn: list[tuple[Deal, float]] = []
    for _ in range(first):
        deal = sampler.draw(rng)
        drawn.append((deal, like.weight(deal, rng)))
    if adapt and sum(w for _d, w in drawn) > 0 and _ess([w for _d, w in drawn]) < n:
        tilted = Sampler(sampler.holders, _tilt(sampler, drawn))
        scale = tilted.count() / sampler.count()
        for _ in range(n * pool - first):
            deal = tilted.draw(rng)
            drawn.append((deal, like.weight(deal, rng) * scale / tilted.factor(deal)))
    elif adapt:
        for _ in range(n * pool - first):
            deal = sampler.draw(rng)
            drawn.append((deal, like.weight(deal, rng)))
    weights = [w for _d, w in drawn]
    total = sum(weights)
    if total <= 0:
        chosen = [d for d, _w in drawn[:n]]
    else:
        chosen = []
        step = total / n
        u = rng.random() * step
        acc = 0.0
        i = 0
        for deal, w in drawn:
            acc += w
            while i < n and u + i * step < acc:
                chosen.append(deal)
                i += 1
    if moves and total > 0:
        chosen = _rejuvenate(chosen, sampler, like, rng, moves)
    found: dict[tuple[int, int, int, int], Deal] = {}
    counts: dict[tuple[int, int, int, int], int] = {}
    for deal in chosen:
        key = (*deal.hands, deal.pile)
        if key not in found:
            found[key] = deal
            counts[key] = 0
        counts[key] += 1
    deals = [(found[key], counts[key]) for key in found]
    return Worlds(deals, _ess(weights), len(drawn))
