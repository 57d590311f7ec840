"""Double-dummy values in points: what each card or contract scores under rules.md §7 and
the table's house rules (§9).

Owns the bridge between a guessed complete deal and the real scoring: the
declarer's final points for each legal card of the player to move (card play),
and for a whole contract before the first lead (bidding, discarding,
announcing, defending). The points themselves are the engine's (``game.points``,
``game.pools``), through :class:`Contract`. Fixed-value games (§7.2) ask the
solver (``solver.py``) one threshold question per card; trump games with one
defender out or an invitation (C2, C3), and every trump game in a pool mode,
depend only on the declarer's trick count, which the solver counts exactly; trump
games with both defenders playing (C1) need each defender's own tricks and use
``score_search.py``. Every search runs against one shared node budget
(:class:`Budget`), which makes decisions reproducible: the same position and
budget always do the same work.

Approximation: under §9.1's ``consecutive6`` Sans Atout is searched for six
tricks in total, a necessary condition of a run of six.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, replace
from typing import Any, TypeVar

from game.cards import Card
from game.contracts import BETTLER_GAMES, DURCHMARSCH_GAMES, trump_of
from game.play import first_leader, legal_cards, winning_card
from game.points import (
    LIVE_TRICKS,
    TRICKS,
    configuration,
    declarer_premiums,
    points,
    quota,
    seat_points,
)
from game.points import Contract as PointsContract
from game.pools import playing_pool, trump_pool_changes
from game.rules import DEFAULT_RULES, Rules

from .score_search import ScoreSearch
from .solver import Objective, Position, Solver
from .solver_search import SolverBudgetExceeded, representatives

T = TypeVar("T")

__all__ = [
    "Budget",
    "Contract",
    "Evaluator",
    "trump_points",
    "best_split_points",
    "SolverBudgetExceeded",
]


class Budget:
    """Trick-boundary search nodes left for one decision."""

    def __init__(self, nodes: int) -> None:
        self.left = nodes
        self.used = 0

    def spend(self, nodes: int) -> None:
        self.left -= nodes
        self.used += nodes

    @property
    def exhausted(self) -> bool:
        return self.left <= 0


@dataclass(frozen=True, slots=True)
class Contract:
    """The game being played as the scoring sees it: the engine's ``points.Contract``
    under the table's ``Rules``, and in a pool mode the pool P0 it is played for.

    Every number comes from ``game.points`` (and ``game.pools`` for chips), so a
    switch of the table changes the bots' sums exactly as it changes the engine's.
    """

    terms: PointsContract
    rules: Rules = DEFAULT_RULES
    pool: int | None = None
    """§9.9: P0 of a trump game in a pool mode (chips), else None (points)."""

    @classmethod
    def of(
        cls,
        declarer: int,
        game: str,
        status: tuple[str, str, str] = ("play", "play", "play"),
        *,
        bid: str | None = None,
        rules: Rules = DEFAULT_RULES,
        pool: int | None = None,
        **more: Any,
    ) -> Contract:
        """A contract from its parts (``more``: hand, kontra, rekontra, aces_call, four_aces)."""
        seats = list(status)
        seats[declarer] = "declarer"
        terms = PointsContract(declarer, game, bid, (seats[0], seats[1], seats[2]), **more)
        in_pool = pool if pool is not None and rules.pool != "per_hand" else None
        if in_pool is not None:
            in_pool = playing_pool(rules, in_pool)
        return cls(terms, rules, in_pool if terms.trump_game else None)

    def with_status(self, status: tuple[str, str, str]) -> Contract:
        """The same contract with other defender statuses (R4.1)."""
        seats = list(status)
        seats[self.declarer] = "declarer"
        terms = replace(self.terms, status=(seats[0], seats[1], seats[2]))
        return Contract(terms, self.rules, self.pool)

    @property
    def declarer(self) -> int:
        return self.terms.declarer

    @property
    def game(self) -> str:
        return self.terms.game

    @property
    def status(self) -> tuple[str, str, str]:
        return self.terms.status

    @property
    def config(self) -> str:
        """R4.1: C1 both defenders play, C2 one alone, C3 invitation, C4 both pass."""
        if not self.terms.trump_game:
            return "C1"
        return configuration(self.terms.status, self.declarer)

    @property
    def trump(self) -> int | None:
        return trump_of(self.game)

    @property
    def objective(self) -> Objective:
        return Objective.MINIMIZE if self.game in BETTLER_GAMES else Objective.MAXIMIZE

    @property
    def active(self) -> tuple[int, ...]:
        return tuple(s for s in range(3) if self.status[s] != "pass")

    @property
    def split_matters(self) -> bool:
        """C1 of a trump game scored in points: who of the defenders takes the tricks counts
        (§7.1), so :class:`ScoreSearch` is needed; everything else counts D's tricks only."""
        return self.config == "C1" and self.terms.trump_game and self.pool is None

    def scores(
        self, won: tuple[int, int, int], d_lives: bool | None = None
    ) -> tuple[int, int, int]:
        """Each seat's points (chips in a pool's trump game) after ``won`` tricks."""
        if self.pool is None:
            return points(self.terms, self.rules, won, d_lives)
        seats = seat_points(self.terms, self.rules, won, d_lives)
        return trump_pool_changes(seats, self.pool)[0]

    def defender_scores(self, won: tuple[int, int, int]) -> dict[int, int]:
        """§7.1/§7.2: each defender's points after a finished deal with ``won`` tricks."""
        got = self.scores(won)
        return {x: got[x] for x in range(3) if x != self.declarer}

    def declarer_score(self, won: tuple[int, int, int], d_lives: bool | None = None) -> int:
        return self.scores(won, d_lives)[self.declarer]

    def fixed_points(self, d_lives: bool) -> int:
        """The declarer's points in a fixed game (§7.2 with Hand and Kontra) if he wins or not."""
        return self.declarer_score((0, 0, 0), d_lives)

    def bonus(self) -> tuple[int, int]:
        """The declarer's premiums (Herzprämie, aces) if he lives and if he falls."""
        return (
            declarer_premiums(self.terms, self.rules, True),
            declarer_premiums(self.terms, self.rules, False),
        )


def trump_points(contract: Contract, declarer_tricks: int) -> int:
    """The declarer's points when they depend only on his own tricks (C2–C4, or any
    configuration in a pool mode): the defence's tricks all go to one playing defender."""
    d = contract.declarer
    won = [0, 0, 0]
    won[d] = declarer_tricks
    rest = TRICKS - declarer_tricks
    for x in range(3):
        if x != d and contract.status[x] in ("play", "invr"):
            won[x] = rest
            break
    return contract.declarer_score((won[0], won[1], won[2]))


def best_split_points(contract: Contract, won: tuple[int, int, int], future: int) -> int:
    """C1 points if the declarer takes ``future`` more tricks and the defenders split the
    rest of the ten as well as they can for themselves (the lowest points for him)."""
    d = contract.declarer
    left, right = (d + 1) % 3, (d + 2) % 3
    rest = TRICKS - sum(won) - future
    best = None
    for x in range(rest + 1):
        final = [0, 0, 0]
        final[d] = won[d] + future
        final[left] = won[left] + x
        final[right] = won[right] + rest - x
        score = contract.declarer_score((final[0], final[1], final[2]))
        if best is None or score < best:
            best = score
    assert best is not None
    return best


def _swap(triple: tuple[T, T, T]) -> tuple[T, T, T]:
    """Seats 1 and 2 exchanged: the mirror image of a per-seat triple."""
    return triple[0], triple[2], triple[1]


def _mirror(contract: Contract) -> Contract:
    """The contract with every seat s at -s (mod 3).

    The search kernels play in seat order 0, 1, 2 (clockwise). Under §9.10's anticlockwise
    rotation next(p) = p+2; in the mirror image that order is clockwise again, so the
    Evaluator searches the mirrored deal and nothing else changes: a card's value does not
    depend on seat numbers.
    """
    terms = contract.terms
    return Contract(
        replace(
            terms,
            declarer=(-terms.declarer) % 3,
            status=_swap(terms.status),
            kontra=_swap(terms.kontra),
        ),
        contract.rules,
        contract.pool,
    )


class Evaluator:
    """Searches for one decision: solvers and tables kept, one budget shared.

    ``split_from``: in C1 trump games, positions with more tricks left than this
    count the declarer's tricks only (the defence's split taken at its best for
    them, :func:`best_split_points`), which is several times cheaper than the
    split-aware search; from there on every defender's own tricks are searched.
    """

    def __init__(self, budget: Budget, split_from: int = 7) -> None:
        self.split_from = split_from
        self.budget = budget
        self._solvers: dict[tuple[int, int | None, Objective, tuple[int, ...]], Solver] = {}
        self._score: dict[tuple[int, tuple[int, int]], ScoreSearch] = {}

    # --- plumbing ----------------------------------------------------------------------------

    def solver(self, contract: Contract) -> Solver:
        key = (contract.declarer, contract.trump, contract.objective, contract.active)
        got = self._solvers.get(key)
        if got is None:
            got = Solver(contract.declarer, contract.trump, contract.objective, contract.active)
            self._solvers[key] = got
        return got

    def score_search(self, contract: Contract) -> ScoreSearch:
        assert contract.trump is not None
        key = (contract.trump, contract.bonus())
        got = self._score.get(key)
        if got is None:
            got = ScoreSearch(contract.trump, bonus=key[1])
            self._score[key] = got
        return got

    def _ask(self, solver: Solver, question: Callable[[int], T]) -> T:
        """One solver question within the shared budget, its nodes charged to it.

        ``question`` receives the ``max_nodes`` cap that leaves the budget's
        remaining nodes to this call (the solver counts nodes over its life).
        """
        if self.budget.exhausted:
            raise SolverBudgetExceeded(0)
        before = solver.nodes
        try:
            return question(before + self.budget.left)
        finally:
            self.budget.spend(solver.nodes - before)

    # --- card play ---------------------------------------------------------------------------

    def move_scores(
        self,
        contract: Contract,
        hands: tuple[int, int, int],
        leader: int,
        trick: tuple[Card, ...],
        won: tuple[int, int, int],
    ) -> dict[Card, float]:
        """The declarer's final points after each legal card of the player to move.

        ``hands`` hold the current cards of the seats in play (a passer's are
        ignored); ``won`` the tricks taken so far.

        Raises:
            SolverBudgetExceeded: the decision's budget ran out.
        """
        if contract.rules.rotation == "anticlockwise":
            contract, hands, won = _mirror(contract), _swap(hands), _swap(won)
            leader = (-leader) % 3
        active = contract.active
        play_hands = tuple(h if s in active else 0 for s, h in enumerate(hands))
        position = Position(
            (play_hands[0], play_hands[1], play_hands[2]),
            contract.declarer,
            contract.trump,
            contract.objective,
            leader,
            trick,
            active,
        )
        if contract.trump is None:
            return self._fixed_moves(contract, position, won)
        if contract.split_matters and position.tricks_left <= self.split_from:
            return self._c1_moves(contract, position, won)
        solver = self.solver(contract)
        values = self._ask(solver, lambda cap: solver.move_values(position, max_nodes=cap))
        d = contract.declarer
        if contract.split_matters:
            return {c: float(best_split_points(contract, won, v)) for c, v in values.items()}
        return {card: float(trump_points(contract, won[d] + v)) for card, v in values.items()}

    def _fixed_moves(
        self, contract: Contract, position: Position, won: tuple[int, int, int]
    ) -> dict[Card, float]:
        d = contract.declarer
        wins, loses = float(contract.fixed_points(True)), float(contract.fixed_points(False))
        solver = self.solver(contract)
        bettler = contract.game in BETTLER_GAMES
        if bettler:
            need = 1  # D must take no trick: reaching 1 means he lost
        elif contract.game == "sans":
            need = LIVE_TRICKS - won[d]
        else:
            need = position.tricks_left  # Durchmarsch (Ouvert): every remaining trick
        reached = self._ask(solver, lambda cap: solver.move_outcomes(position, need, max_nodes=cap))
        return {card: loses if got is bettler else wins for card, got in reached.items()}

    def _c1_moves(
        self, contract: Contract, position: Position, won: tuple[int, int, int]
    ) -> dict[Card, float]:
        d = contract.declarer
        search = self.score_search(contract)
        rel = [position.hands[(d + r) % 3] for r in range(3)]
        lead = (position.leader - d) % 3
        each = quota("play", "C1", contract.rules)
        needs = (LIVE_TRICKS - won[d], each - won[(d + 1) % 3], each - won[(d + 2) % 3])
        seat = position.to_move
        legal = position.legal()
        in_play = position.hands[0] | position.hands[1] | position.hands[2]
        reps = representatives(legal, in_play)
        trick = list(position.trick)
        me = (seat - d) % 3
        out: dict[Card, float] = {}
        guess: int | None = None
        last = 0.0
        rest = legal
        while rest:
            low = rest & -rest
            rest ^= low
            card = low.bit_length() - 1
            if reps & low:
                rel[me] ^= low
                trick.append(card)
                w = self._c1_exact(search, rel, lead, trick, needs, guess)
                trick.pop()
                rel[me] ^= low
                guess = w
                last = float(won[d] - TRICKS + w)
            out[card] = last
        return out

    def _c1_exact(
        self,
        search: ScoreSearch,
        rel: list[int],
        lead: int,
        trick: list[int],
        needs: tuple[int, int, int],
        guess: int | None,
    ) -> int:
        """Exact W after the cards of ``trick`` (the mover's card last).

        MTD(f)-style null-window probes stepping out from ``guess`` (the previous
        card's value, usually close), doubling the step while they keep failing
        or succeeding the same way.
        """
        lo, hi = -60, 60  # W lies well inside: -28 <= W <= 46 (premiums included)
        t = 0 if guess is None else guess
        step = 1
        direction = 0
        while lo < hi:
            t = min(max(t, lo + 1), hi)
            if self._c1_ge(search, rel, lead, trick, needs, t):
                lo = t
                step = step * 2 if direction == 1 else 1
                direction = 1
                t = lo + step
            else:
                hi = t - 1
                step = step * 2 if direction == -1 else 1
                direction = -1
                t = hi - step + 1
        return lo

    def _c1_ge(
        self,
        search: ScoreSearch,
        rel: list[int],
        lead: int,
        trick: list[int],
        needs: tuple[int, int, int],
        v: int,
    ) -> bool:
        if self.budget.exhausted:
            raise SolverBudgetExceeded(0)
        before = search.nodes
        search.set_budget(self.budget.left)
        try:
            return self._c1_mid(search, rel, lead, trick, needs, v)
        finally:
            self.budget.spend(search.nodes - before)

    def _c1_mid(
        self,
        search: ScoreSearch,
        rel: list[int],
        lead: int,
        trick: list[int],
        needs: tuple[int, int, int],
        v: int,
    ) -> bool:
        """The rest of the trick in progress card by card; the search takes over after it."""
        if len(trick) == 3:
            trump = search.trump
            best = winning_card(tuple(trick), trump)
            w = (lead + trick.index(best)) % 3
            nd, nl, nr = needs
            if w == 0:
                return search.ge(rel[0], rel[1], rel[2], 0, nd - 1, nl, nr, v - 1)
            hands = (rel[w], rel[(w + 1) % 3], rel[(w + 2) % 3])
            if w == 1:
                return search.ge(hands[0], hands[1], hands[2], 1, nd, nl - 1, nr, v)
            return search.ge(hands[0], hands[1], hands[2], 2, nd, nl, nr - 1, v)
        seat = (lead + len(trick)) % 3
        legal = legal_cards(rel[seat], tuple(trick), search.trump)
        in_play = rel[0] | rel[1] | rel[2]
        moves = representatives(legal, in_play)
        want = seat == 0
        while moves:
            low = moves & -moves
            moves ^= low
            rel[seat] ^= low
            trick.append(low.bit_length() - 1)
            try:
                result = self._c1_mid(search, rel, lead, trick, needs, v)
            finally:
                trick.pop()
                rel[seat] ^= low
            if result is want:
                return want
        return not want

    # --- whole contracts ---------------------------------------------------------------------

    def declarer_tricks(self, contract: Contract, hands: tuple[int, int, int]) -> int:
        """Exact declarer tricks from the first lead (three- or two-hand play)."""
        contract, position = self._start(contract, hands)
        solver = self.solver(contract)
        return self._ask(solver, lambda cap: solver.solve(position, max_nodes=cap))

    def fixed_game_wins(self, contract: Contract, hands: tuple[int, int, int]) -> bool:
        """Does the declarer win his Bettler, Sans Atout or Durchmarsch (§6)?"""
        contract, position = self._start(contract, hands)
        solver = self.solver(contract)
        if contract.game in BETTLER_GAMES:
            return self._ask(solver, lambda cap: solver.at_most(position, 0, max_nodes=cap))
        need = TRICKS if contract.game in DURCHMARSCH_GAMES else LIVE_TRICKS
        return self._ask(solver, lambda cap: solver.at_least(position, need, max_nodes=cap))

    def bettler_tricks(self, contract: Contract, hands: tuple[int, int, int], cap: int) -> int:
        """The tricks the defenders can force on a Bettler declarer, counted up to ``cap``
        (one null-window test per count: 0, 1, ... — cheaper than the exact value)."""
        contract, position = self._start(contract, hands)
        solver = self.solver(contract)
        for k in range(cap):

            def clean(budget: int, k: int = k) -> bool:
                return solver.at_most(position, k, max_nodes=budget)

            if self._ask(solver, clean):
                return k
        return cap

    def c1_points(self, contract: Contract, hands: tuple[int, int, int]) -> int:
        """The declarer's exact points of a trump game with both defenders playing."""
        if contract.rules.rotation == "anticlockwise":
            contract, hands = _mirror(contract), _swap(hands)
        d = contract.declarer
        search = self.score_search(contract)
        if self.budget.exhausted:
            raise SolverBudgetExceeded(0)
        before = search.nodes
        search.set_budget(self.budget.left)
        each = quota("play", "C1", contract.rules)
        try:
            w = search.exact(
                hands[d], hands[(d + 1) % 3], hands[(d + 2) % 3], 0, LIVE_TRICKS, each, each
            )
        finally:
            self.budget.spend(search.nodes - before)
        return w - TRICKS

    def _start(self, contract: Contract, hands: tuple[int, int, int]) -> tuple[Contract, Position]:
        """The first lead's position, and the contract as the search sees it (mirrored
        under anticlockwise rotation, see ``_mirror``)."""
        leader = first_leader(contract.declarer, contract.game)
        if contract.rules.rotation == "anticlockwise":
            contract, hands, leader = _mirror(contract), _swap(hands), (-leader) % 3
        active = contract.active
        play = tuple(h if s in active else 0 for s, h in enumerate(hands))
        return contract, Position(
            (play[0], play[1], play[2]),
            contract.declarer,
            contract.trump,
            contract.objective,
            leader,
            (),
            active,
        )
