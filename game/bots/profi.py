"""Profi: sample the unseen cards, solve every sample exactly, maximise the expected score.

Owns the strongest level. For every decision it draws deals consistent with
everything observed (``sampling.py``: own cards, played cards, shown voids and
R5.4 inferences, hand sizes, the hidden talon or discard), weights them by how
well they explain the others' auction calls, defence choices, announcement and
discard (``models.py``), keeps a weighted resample, and evaluates each option
on each deal with the double-dummy machinery of ``dd.py`` in real points
(rules.md §7) — then picks the option with the best average:

* cards: the declarer's final points after each legal card (C1 trump games
  with each defender's quota, C2/C3 by the declarer's tricks, fixed games by
  win or loss); defenders minimise them together;
* auction: the value of winning at each bid — the game the declarer would then
  choose after seeing the sampled talon, solved on that deal, the defenders'
  play-or-pass decided by a model of them — against passing (0);
* Geschäft suit, discard and announcement: the candidates the heuristics
  rank highest, solved on each deal;
* defence: the own expected score of playing or passing (and of inviting),
  through the configurations C1–C4 the partner's modelled answer leads to.

Work is bounded by a node budget (trick-boundary search nodes) so that the same
observation and random generator always give the same action; a wall-clock cap
between samples is only a safety net. When the budget is too small for even one
sample the heuristic choice of the Fortgeschritten level is played.
"""

from __future__ import annotations

import math
import random
import time
from dataclasses import dataclass, replace
from typing import Any

from game.cards import SUITS, card_name
from game.contracts import BIDS, announceable, games, games_allowed

from .bidding import (
    ADVANCED,
    assess,
    auction_call,
    discard_action,
)
from .dd import (
    Budget,
    Evaluator,
    SolverBudgetExceeded,
)
from .defence_options import DefenceDeal
from .evaluate import best_discard, game_value
from .heuristic import decide
from .house import explains
from .house_search import house_values
from .models import SHARP_IN_CHIPS, Inference
from .sampling import Deal
from .valuation import (
    contract_of,
    contract_points,
    declaring,
    plan_candidates,
)
from .view import View, read_view
from .worlds import draw_worlds

__all__ = ["ProfiBot", "ProfiParams", "Analysis", "analyse", "contract_of"]


@dataclass(frozen=True, slots=True)
class ProfiParams:
    """Work limits of one decision."""

    nodes: int = 60_000
    """Search nodes for a card (the primary, reproducible limit)."""
    auction_nodes: int = 60_000
    """Search nodes for an auction call: contracts searched from ten cards cost more time
    per node (fresh deals, few table hits, Bettler searches)."""
    other_nodes: int = 60_000
    """Search nodes for naming, discard, announcement and defence."""
    samples: int = 40
    """At most this many weighted samples are solved."""
    pool: int = 3
    """Candidate deals drawn per solved sample, for the weighting."""
    stop_z: float | None = 3.0
    """Stop sampling once the leading option is this many standard errors ahead (None:
    never stop early)."""
    drop_z: float | None = 2.0
    """Contract decisions (auction, discard, announcement): stop evaluating an option that
    trails the leader by this many standard errors (None: evaluate every option on every
    sample)."""
    contract_samples: int = 40
    """At most this many samples for an auction call, a discard or an announcement."""
    inference: Inference = SHARP_IN_CHIPS
    """How sharply the others' calls and choices are read when weighting samples."""
    moves: int = 3
    """Metropolis moves per resampled deal (``worlds.py``): spread the copies of the few
    deals that explain sharply read choices (0: plain weighted resampling)."""
    defence_pool: int = 15
    """``pool`` for a defence or Nachgehen decision in a pool mode (§9.9), with the tilted
    second round of ``worlds.py`` when the first round's weights fall on few deals: there
    one declarer trick decides whether a defender pays P0, and a few weighted draws
    collapse onto the uniform prior's weak declarer hands."""
    defence_moves: int = 5
    """``moves`` for those decisions."""
    defence_extra: float = 0.5
    """For those decisions: the chance that the declarer takes one trick more than on the
    sampled deal, double-dummy. Even the fixed sampler leaves his hand weaker than the real
    ones (0.36 of a trick on 55 first defence decisions; +20 chips on the value of
    playing against the same decisions solved on the true deal)."""
    single_dummy: bool = True
    """Value a Sans Atout or a Bettler the declarer considers by its measured real chance
    given the double-dummy tricks (``single_dummy.py``), not by the double-dummy verdict."""
    single_dummy_heuristics: bool = False
    """Also judge them so in the hand evaluation that picks the candidates and the prior
    (``evaluate.game_value``). Off: it made Profi stronger but the cheating yardstick, which
    then solves those candidates on the true deal, far more so (docs/bots.md)."""
    seconds: float | None = 2.0
    """Safety net: stop taking new samples after this much wall time (None: never)."""


@dataclass(frozen=True, slots=True)
class Analysis:
    """What Profi found: the chosen action, each option's expected points, the evidence."""

    action: str
    values: dict[str, float]
    """Expected points of the deciding player for each option considered."""
    samples: int
    """Deals solved (with multiplicity)."""
    win: dict[str, float]
    """Per option: share of samples in which the deciding side wins (lives)."""
    method: str
    """"search" (sampled and solved), "heuristic" (no sample could be solved), "rule"
    (the rules make it at least as good as every other option on every deal) or
    "unexplained" (no Kontra: no deal drawn explains the declarer's announcement, §9.3)."""
    game: str | None = None
    """A discard's plan: the game the chosen discard was judged for, to be announced after
    it (``announce:<game>``); None for every other decision."""


@dataclass(frozen=True, slots=True)
class ProfiBot:
    """The sampling + exact-search player; ``choose`` returns one of ``obs["legal"]``."""

    name: str = "profi"
    params: ProfiParams = ProfiParams()

    def choose(self, obs: dict[str, Any], rng: random.Random) -> str:
        return analyse(obs, rng, self.params).action


# Profi prices a hand for the auction as Fortgeschritten does; what it adds is the
# sampled search over those prices (below), not other margins
_STYLE = ADVANCED


class _Work:
    """Samples and searches of one decision under one budget."""

    def __init__(
        self, view: View, rng: random.Random, params: ProfiParams, known: Deal | None = None
    ) -> None:
        self.view = view
        self.rng = rng
        self.params = params
        self.known = known
        # Hand and Nachgehen solve several contracts on every sample, as the auction does
        nodes = {
            "play": params.nodes,
            "auction": params.auction_nodes,
            "hand": params.nodes,
            "nachgehen": params.nodes,
        }.get(view.phase, params.other_nodes)
        self.evaluator = Evaluator(Budget(nodes))
        self.started = time.perf_counter()

    def samples(self, count: int | None = None) -> list[tuple[Deal, int]]:
        """Weighted resample of consistent deals, duplicates merged (deal, multiplicity).

        With a ``known`` deal (the oracle's, ``oracle.py``) that deal is the only sample.
        """
        if self.known is not None:
            return [(self.known, 1)]
        params = self.params
        # a pool mode's defence and Nachgehen: more candidates, the tilted second round
        pooled = self.view.p0 is not None and self.view.phase in ("defence", "nachgehen")
        return draw_worlds(
            self.view,
            self.rng,
            count or params.samples,
            pool=params.defence_pool if pooled else params.pool,
            inference=params.inference,
            adapt=pooled,
            moves=params.defence_moves if pooled else params.moves,
        ).deals

    def out_of_time(self) -> bool:
        seconds = self.params.seconds
        return seconds is not None and time.perf_counter() - self.started > seconds


class _Tally:
    """Per-option totals over solved samples, with a stopping rule and a race.

    Sampling stops early once the leading option beats the runner-up clearly:
    the paired per-sample differences have a mean above ``z`` standard errors
    (or it is ahead in every sample). Close decisions get the whole budget; clear ones
    return quickly — deterministic, since only the samples decide.

    With ``drop_z`` the options also race: one that trails the leader by more than
    ``drop_z`` standard errors of their paired differences (or in every one of at least
    ``min_samples + 2`` samples) is no longer evaluated, so the budget goes to the
    options still in question (successive elimination). Its mean stays as it was.
    """

    def __init__(
        self,
        maximise: bool,
        min_samples: int,
        z: float | None = 3.0,
        drop_z: float | None = None,
    ) -> None:
        self.z = z
        self.drop_z = drop_z
        self.sign = 1.0 if maximise else -1.0
        self.min_samples = min_samples
        self.rows: list[tuple[int, dict[str, float]]] = []
        self.totals: dict[str, float] = {}
        self.counts: dict[str, int] = {}
        self.wins: dict[str, float] = {}
        self.count = 0
        self.dropped: set[str] = set()

    def add(self, values: dict[str, float], mult: int) -> None:
        self.rows.append((mult, values))
        for option, value in values.items():
            self.totals[option] = self.totals.get(option, 0.0) + mult * value
            self.counts[option] = self.counts.get(option, 0) + mult
            self.wins[option] = self.wins.get(option, 0.0) + mult * (value > 0)
        self.count += mult
        if self.drop_z is not None:
            self._prune(self.drop_z)

    def alive(self, option: str) -> bool:
        """Is ``option`` still being evaluated?"""
        return option not in self.dropped

    def means(self) -> dict[str, float]:
        return {k: v / self.counts[k] for k, v in self.totals.items()}

    def win_shares(self) -> dict[str, float]:
        return {k: w / self.counts[k] for k, w in self.wins.items()}

    def _paired(self, top: str, other: str) -> tuple[float, float, int]:
        """Mean and variance of the differences top - other (signed so that larger is
        better for the decider) over the samples that evaluated both, and their count."""
        diffs = [
            (m, self.sign * (v[top] - v[other])) for m, v in self.rows if top in v and other in v
        ]
        n = sum(m for m, _d in diffs)
        if not n:
            return 0.0, 0.0, 0
        mean = sum(m * d for m, d in diffs) / n
        var = sum(m * (d - mean) ** 2 for m, d in diffs) / max(1, n - 1)
        return mean, var, n

    def _ranked(self) -> list[str]:
        means = self.means()
        return sorted(
            (k for k in means if k not in self.dropped), key=lambda k: -self.sign * means[k]
        )

    def _prune(self, z: float) -> None:
        if self.count < self.min_samples:
            return
        ranked = self._ranked()
        for other in ranked[1:]:
            mean, var, n = self._paired(ranked[0], other)
            if var == 0:
                behind = mean > 0 and n >= self.min_samples + 2
            else:
                behind = mean > z * math.sqrt(var / n)
            if behind:
                self.dropped.add(other)

    def settled(self) -> bool:
        if self.z is None or self.count < self.min_samples:
            return False
        ranked = self._ranked()
        if len(ranked) < 2:
            return True
        mean, var, n = self._paired(ranked[0], ranked[1])
        if var == 0:
            return mean > 0  # ahead in every sample; an exact tie may still be broken
        return mean > self.z * math.sqrt(var / n)


def analyse(
    obs: dict[str, Any], rng: random.Random, params: ProfiParams, known: Deal | None = None
) -> Analysis:
    """Profi's decision with its evidence (the hint feature shows ``values``).

    ``known`` replaces the sampling by one given deal; only the arena's cheating
    yardstick (``oracle.py``) passes it.
    """
    view = read_view(obs)
    legal = view.legal
    if not legal:
        raise ValueError(f"seat {view.seat} has nothing to decide in phase {view.phase}")
    if len(legal) == 1:
        return Analysis(legal[0], {legal[0]: 0.0}, 0, {}, "forced")
    work = _Work(view, rng, params, known)
    phase = view.phase
    if phase == "play":
        result = _play(work)
    elif phase == "auction":
        result = _auction(work)
    elif phase == "naming":
        result = _naming(work)
    elif phase == "exchange":
        result = _exchange(work)
    elif phase == "announce":
        result = _announce(work)
    elif phase == "defence":
        result = _defence(work)
    elif phase in ("hand", "nachgehen", "aces", "kontra"):
        result = _house(work)
    else:
        raise ValueError(f"unknown phase {phase!r}")
    if result is None or result.action not in legal:
        action = decide(view, ADVANCED, True, rng)
        return Analysis(action, {}, 0, {}, "heuristic")
    return result


def _pick(values: dict[str, float], fallback: str, maximise: bool = True) -> str:
    """The best option; exact ties go to ``fallback`` (the heuristic's choice) if among them."""
    if not values:
        return fallback
    best = max(values.values()) if maximise else min(values.values())
    tied = [a for a, v in values.items() if abs(v - best) < 1e-9]
    return fallback if fallback in tied else tied[0]


# --- card play ---------------------------------------------------------------------------------


def _play(work: _Work) -> Analysis | None:
    view = work.view
    contract = contract_of(view)
    aces_unknown = view.rules.ace_premiums and contract.declarer != view.seat
    heuristic = decide(view, ADVANCED, True, work.rng)
    leader = view.trick.leader
    trick = tuple(card for _s, card in view.trick.cards)
    maximise = view.seat == contract.declarer
    tally = _Tally(maximise, 8, work.params.stop_z)
    for deal, mult in work.samples():
        if tally.count and (work.out_of_time() or tally.settled()):
            break
        if aces_unknown:  # §9.6: does the declarer's ten hold the four aces in this deal?
            contract = contract_of(view, deal.hands)
        try:
            scores = work.evaluator.move_scores(contract, deal.hands, leader, trick, view.won)
        except SolverBudgetExceeded:
            break
        tally.add({f"play:{card_name(c)}": v for c, v in scores.items()}, mult)
    if not tally.count:
        return None
    values = tally.means()
    count = tally.count
    win = {a: (w / count if maximise else 1 - w / count) for a, w in tally.wins.items()}
    mine = {a: (v if maximise else -v) for a, v in values.items()}
    action = _pick(mine, heuristic)
    return Analysis(action, mine, count, win, "search")


# --- contracts on a sampled deal -------------------------------------------------------------


# --- auction ----------------------------------------------------------------------------------


def _auction(work: _Work) -> Analysis | None:
    view = work.view
    legal = view.legal
    high = view.obs["auction"]["high"]
    style = replace(_STYLE, single_dummy=work.params.single_dummy_heuristics)
    a = assess(view.hand, style, work.rng, view.rules, view.p0)
    heuristic_call = auction_call(legal, high, a, style, view.rules)
    options: dict[str, float] = {}
    for action in legal:
        if action == "hold":
            options[action] = a.by_bid[high]
        elif action == "bid:geschaeft":
            options[action] = a.geschaeft[1]
        elif action == "bid:herzpraemie":
            options[action] = a.herz
        elif action.startswith("bid:"):
            options[action] = a.by_bid[action[4:]]
    if not options:
        return None
    best = max(options.values())
    if best < _STYLE.margin - 12 or best > _STYLE.margin + 25:
        # clear cases need no search
        return Analysis(heuristic_call, {"pass": 0.0, **options}, 0, {}, "heuristic")
    # only the options the heuristics rate close to the best are worth searching
    contenders = {k: v for k, v in options.items() if v >= best - 8}
    tally = _Tally(True, 4, work.params.stop_z, work.params.drop_z)
    for deal, mult in work.samples(work.params.contract_samples):
        if tally.count and (work.out_of_time() or tally.settled()):
            break
        alive = {k: v for k, v in contenders.items() if tally.alive(k)}
        try:
            got = _auction_sample(work, deal, alive, high, a.geschaeft[0])
        except SolverBudgetExceeded:
            break
        tally.add({"pass": 0.0, **got}, mult)
    if not tally.count:
        return Analysis(heuristic_call, {"pass": 0.0, **options}, 0, {}, "heuristic")
    count = tally.count
    # few deals are solved here: shrink their mean towards the heuristic judgement
    prior = 3.0
    values = {"pass": 0.0, **options}
    values.update(
        {
            k: (v + prior * options[k]) / (tally.counts[k] + prior)
            for k, v in tally.totals.items()
            if k != "pass"
        }
    )
    win = {k: w for k, w in tally.win_shares().items() if k != "pass"}
    bid_values = {k: v for k, v in values.items() if k != "pass"}
    top = max(bid_values, key=lambda k: (bid_values[k], -_order(k)))
    action = top if bid_values[top] >= _STYLE.margin else "pass"
    return Analysis(action, values, count, win, "search")


def _auction_sample(
    work: _Work, deal: Deal, options: dict[str, float], high: str | None, suit: str
) -> dict[str, float]:
    """Each auction option's value on one sampled deal (talon = the sampled pile)."""
    view = work.view
    me = view.seat
    hand = view.hand
    rules = view.rules
    twelve = hand | deal.pile
    # the game the declarer would choose after seeing this talon, per bid
    plans: dict[str, int] = {}
    heur: dict[str, float] = {}
    for game in games(rules):
        pair = best_discard(twelve, game)
        plans[game] = pair
        heur[game] = game_value(
            twelve & ~pair,
            game,
            out=pair,
            rules=rules,
            pool=view.p0,
            single_dummy=work.params.single_dummy_heuristics,
        ).points
    memo: dict[tuple[str, int, str], float] = {}

    def value(game: str, pair: int, bid: str) -> float:
        key = (game, pair, bid)
        if key not in memo:
            hands = list(deal.hands)
            hands[me] = twelve & ~pair if pair else hand
            contract = declaring(view, game, bid)
            memo[key] = contract_points(
                work.evaluator,
                contract,
                (hands[0], hands[1], hands[2]),
                kontra_ahead=True,
                single_dummy=work.params.single_dummy,
            )
        return memo[key]

    got = {}
    for action in options:
        if action == "bid:geschaeft":
            got[action] = value(suit, 0, "geschaeft")
        elif action == "bid:herzpraemie":
            got[action] = value("H", 0, "herzpraemie")
        else:
            bid = high if action == "hold" else action[4:]
            assert bid is not None
            game = max(games_allowed(bid, rules), key=lambda g: heur[g])
            got[action] = value(game, plans[game], bid)
    return got


def _order(action: str) -> int:
    if action == "hold":
        return -1
    return BIDS.index(action[4:]) if action.startswith("bid:") else 99


# --- naming, exchange, announcement -------------------------------------------------------------


def _naming(work: _Work) -> Analysis | None:
    view = work.view
    named = [suit for _s, suit in view.names]
    top = max((SUITS.index(s) for s in named), default=-1)
    candidates = [s for i, s in enumerate(SUITS) if i > top]
    if not candidates:
        return Analysis("name:C", {"name:C": 0.0}, 0, {}, "forced")
    totals = dict.fromkeys(candidates, 0.0)
    count = 0
    for deal, mult in work.samples(max(6, work.params.samples // 3)):
        if count and work.out_of_time():
            break
        try:
            got = {
                s: contract_points(
                    work.evaluator,
                    declaring(view, s, "geschaeft"),
                    deal.hands,
                    single_dummy=work.params.single_dummy,
                )
                for s in candidates
            }
        except SolverBudgetExceeded:
            break
        for s, v in got.items():
            totals[s] += mult * v
        count += mult
    if not count:
        return None
    values = {f"name:{s}": v / count for s, v in totals.items()}
    best = max(values, key=lambda k: values[k])
    if top >= 0 and values[best] < 0:
        # a named suit already stands; let it play rather than take a losing game
        values["name:C"] = 0.0
        best = "name:C"
    return Analysis(best, values, count, {}, "search")


def _solve_plans(
    work: _Work, plans: list[tuple[str, int]], hand: int
) -> tuple[dict[int, float], int]:
    """Each plan's mean points over the solved samples, and how many were solved."""
    view = work.view
    me = view.seat
    tally = _Tally(True, 4, work.params.stop_z, work.params.drop_z)
    for deal, mult in work.samples(work.params.contract_samples):
        if tally.count and (work.out_of_time() or tally.settled()):
            break
        try:
            got = {}
            for i, (game, pair) in enumerate(plans):
                if not tally.alive(str(i)):
                    continue
                hands = list(deal.hands)
                hands[me] = hand & ~pair
                contract = declaring(view, game, view.bid, hand=bool(view.hand_game))
                got[str(i)] = contract_points(
                    work.evaluator,
                    contract,
                    (hands[0], hands[1], hands[2]),
                    kontra_ahead=True,
                    single_dummy=work.params.single_dummy,
                )
        except SolverBudgetExceeded:
            break
        tally.add(got, mult)
    if not tally.count:
        return {}, 0
    means = tally.means()
    return {i: means[str(i)] for i in range(len(plans))}, tally.count


def _exchange(work: _Work) -> Analysis | None:
    view = work.view
    assert view.bid is not None
    choices = announceable(view.bid, view.rules, beat=view.game)  # §9.8: a challenger's too
    plans = plan_candidates(
        view.hand, choices, True, view.rules, view.p0, work.params.single_dummy_heuristics
    )
    values, count = _solve_plans(work, plans, view.hand)
    if not values:
        return None
    best = max(values, key=lambda i: values[i])
    named: dict[str, float] = {}  # per discard, the best game it was judged for
    for i, v in values.items():
        action = discard_action(plans[i][1])
        named[action] = max(v, named.get(action, v))
    return Analysis(discard_action(plans[best][1]), named, count, {}, "search", plans[best][0])


def _announce(work: _Work) -> Analysis | None:
    view = work.view
    assert view.bid is not None
    choices = tuple(action.partition(":")[2] for action in view.legal)
    plans = plan_candidates(
        view.hand, choices, False, view.rules, view.p0, work.params.single_dummy_heuristics
    )
    values, count = _solve_plans(work, plans, view.hand)
    if not values:
        return None
    named = {f"announce:{plans[i][0]}": v for i, v in values.items()}
    best = max(named, key=lambda k: named[k])
    return Analysis(best, named, count, {}, "search")


# --- defence -------------------------------------------------------------------------------------


def _defence(work: _Work) -> Analysis | None:
    view = work.view
    assert view.declarer is not None and view.trump is not None
    legal = view.legal
    decided = dict(view.decisions)
    partner = 3 - view.seat - view.declarer
    tally = _Tally(True, 6, work.params.stop_z)
    for deal, mult in work.samples(max(8, work.params.samples // 2)):
        if tally.count and (work.out_of_time() or tally.settled()):
            break
        extra = work.params.defence_extra if view.p0 is not None else 0.0
        x = DefenceDeal(view, work.evaluator, deal.hands, extra)
        try:
            got: dict[str, float] = {}
            if legal[0].startswith("invite"):
                got["invite:yes"] = x.inviter()
                got["invite:no"] = x.alone()
            elif partner in decided:
                if decided[partner] == "play":
                    got["defend:play"] = x.both()
                    got["defend:pass"] = x.partner_lone_choice()
                else:
                    got["defend:play"] = max(x.alone(), x.inviter())
                    got["defend:pass"] = x.none()
            else:
                got["defend:play"] = (
                    x.both() if x.partner_plays(True) else max(x.alone(), x.inviter())
                )
                got["defend:pass"] = x.partner_lone_choice() if x.partner_plays(False) else x.none()
        except SolverBudgetExceeded:
            break
        tally.add(got, mult)
    if not tally.count:
        return None
    values = tally.means()
    best = max(values, key=lambda k: values[k])
    return Analysis(best, values, tally.count, {}, "search")


# --- house rules (rules.md §9) ---------------------------------------------------------------


def _house(work: _Work) -> Analysis | None:
    """Hand, Nachgehen, aces and Kontra, valued by ``house_search`` over the samples."""
    view = work.view
    if view.phase == "aces" and "aces:four" in view.legal:
        # §9.6: the four aces' premium is the declarer's whatever the deal; announcing it
        # costs nothing, so no sample is needed (nor a made-up value to quote)
        return Analysis("aces:four", {}, 0, {}, "rule")
    samples = work.samples(max(8, work.params.samples // 2))
    d = view.declarer
    if "kontra:yes" in view.legal and d is not None:
        if not any(explains(view, deal.hands[d] | view.played_by[d]) for deal, _m in samples):
            # §9.3: no deal drawn explains his announcement; he holds what they do not find
            return Analysis("kontra:no", {}, 0, {}, "unexplained")
    extra = work.params.defence_extra if view.p0 is not None else 0.0
    found = house_values(view, samples, work.evaluator, lambda _count: work.out_of_time(), extra)
    if found is None:
        return None
    values, count = found
    fallback = decide(view, ADVANCED, True, work.rng)
    options = {a: v for a, v in values.items() if a in view.legal}
    return Analysis(_pick(options, fallback), options, count, {}, "search")
