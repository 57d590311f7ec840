"""Double-dummy values in points: what each card or contract scores under rules.md §7.

Owns the bridge between a guessed complete deal and the real scoring: the
declarer's final points for each legal card of the player to move (card play),
and for a whole contract before the first lead (bidding, discarding,
announcing, defending). Fixed-value games (§7.2) ask the solver (``solver.py``)
one threshold question per card; trump games with one defender out or an
invitation (C2, C3) depend only on the declarer's trick count, which the
solver counts exactly and §7.1 turns into points; trump games with both
defenders playing (C1) need each defender's own tricks and use
``score_search.py``. Every search runs against one shared node budget
(:class:`Budget`), which makes decisions reproducible: the same position and
budget always do the same work.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import TypeVar

from game.cards import Card
from game.play import legal_cards, winning_card

from .score_search import ScoreSearch, base_points
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

FIXED = {"bettler": 10, "sans": 20, "ouvert": 30, "durchmarsch": 40}


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
    """The game being played as the scoring sees it."""

    declarer: int
    game: str
    """A suit letter for trump games, else bettler/sans/ouvert/durchmarsch."""
    premium: int = 0
    """5 in Herzprämie (§7.3), else 0."""
    config: str = "C1"
    """R4.1: C1 both defend, C2 one alone, C3 invitation (trump games)."""
    status: tuple[str, str, str] = ("", "play", "play")
    """Per seat: "declarer", or the defender status play/pass/inv/invr (§7.5)."""

    @property
    def trump(self) -> int | None:
        return "CSDH".index(self.game) if self.game in ("C", "S", "D", "H") else None

    @property
    def objective(self) -> Objective:
        return Objective.MINIMIZE if self.game in ("bettler", "ouvert") else Objective.MAXIMIZE

    @property
    def active(self) -> tuple[int, ...]:
        return tuple(s for s in range(3) if self.status[s] != "pass")

    def defender_scores(self, won: tuple[int, int, int]) -> dict[int, int]:
        """§7.1/§7.2: each defender's points after a finished deal with ``won`` tricks."""
        d = self.declarer
        if self.trump is None:
            value = FIXED[self.game]
            if self.game in ("bettler", "ouvert"):
                lives = won[d] == 0
            elif self.game == "durchmarsch":
                lives = won[d] == 10
            else:
                lives = won[d] >= 6
            return {x: (-value if lives else value) for x in range(3) if x != d}
        lives = won[d] >= 6 or self.config == "C4"
        defence = sum(won) - won[d]
        out = {}
        for x in range(3):
            if x == d:
                continue
            status = self.status[x]
            credited = won[x] if status == "play" else defence if status == "invr" else 0
            quota = 4 if status == "invr" else 2
            x_lives = status in ("pass", "inv") or credited >= quota
            herz = (-self.premium if lives else self.premium) if self.premium else 0
            out[x] = base_points(x_lives, lives) + credited + herz
        return out

    def declarer_score(self, won: tuple[int, int, int]) -> int:
        return -sum(self.defender_scores(won).values())


def trump_points(contract: Contract, declarer_tricks: int) -> int:
    """The declarer's points in C2/C3/C4, which depend only on his own tricks."""
    d = contract.declarer
    won = [0, 0, 0]
    won[d] = declarer_tricks
    rest = 10 - declarer_tricks
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
    rest = 10 - sum(won) - future
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
        self._score: dict[tuple[int, int], ScoreSearch] = {}

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
        key = (contract.trump, contract.premium)
        got = self._score.get(key)
        if got is None:
            got = ScoreSearch(contract.trump, contract.premium)
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
        if contract.config == "C1" and position.tricks_left <= self.split_from:
            return self._c1_moves(contract, position, won)
        solver = self.solver(contract)
        values = self._ask(solver, lambda cap: solver.move_values(position, max_nodes=cap))
        d = contract.declarer
        if contract.config == "C1":
            return {c: float(best_split_points(contract, won, v)) for c, v in values.items()}
        return {card: float(trump_points(contract, won[d] + v)) for card, v in values.items()}

    def _fixed_moves(
        self, contract: Contract, position: Position, won: tuple[int, int, int]
    ) -> dict[Card, float]:
        d = contract.declarer
        value = float(2 * FIXED[contract.game])
        solver = self.solver(contract)
        bettler = contract.game in ("bettler", "ouvert")
        if bettler:
            need = 1  # D must take no trick: reaching 1 means he lost
        elif contract.game == "sans":
            need = 6 - won[d]
        else:
            need = position.tricks_left  # Durchmarsch: every remaining trick
        reached = self._ask(solver, lambda cap: solver.move_outcomes(position, need, max_nodes=cap))
        return {card: -value if got is bettler else value for card, got in reached.items()}

    def _c1_moves(
        self, contract: Contract, position: Position, won: tuple[int, int, int]
    ) -> dict[Card, float]:
        d = contract.declarer
        search = self.score_search(contract)
        rel = [position.hands[(d + r) % 3] for r in range(3)]
        lead = (position.leader - d) % 3
        needs = (6 - won[d], 2 - won[(d + 1) % 3], 2 - won[(d + 2) % 3])
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
                last = float(won[d] - 10 + w)
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
        lo, hi = -40, 40  # W lies well inside: -18 <= W <= 36
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
        position = self._start(contract, hands)
        solver = self.solver(contract)
        return self._ask(solver, lambda cap: solver.solve(position, max_nodes=cap))

    def fixed_game_wins(self, contract: Contract, hands: tuple[int, int, int]) -> bool:
        """Does the declarer win his Bettler, Sans Atout or Durchmarsch (§6)?"""
        position = self._start(contract, hands)
        solver = self.solver(contract)
        if contract.game in ("bettler", "ouvert"):
            return self._ask(solver, lambda cap: solver.at_most(position, 0, max_nodes=cap))
        need = 6 if contract.game == "sans" else 10
        return self._ask(solver, lambda cap: solver.at_least(position, need, max_nodes=cap))

    def c1_points(self, contract: Contract, hands: tuple[int, int, int]) -> int:
        """The declarer's exact points of a trump game with both defenders playing."""
        d = contract.declarer
        search = self.score_search(contract)
        if self.budget.exhausted:
            raise SolverBudgetExceeded(0)
        before = search.nodes
        search.set_budget(self.budget.left)
        try:
            w = search.exact(hands[d], hands[(d + 1) % 3], hands[(d + 2) % 3], 0, 6, 2, 2)
        finally:
            self.budget.spend(search.nodes - before)
        return w - 10

    def _start(self, contract: Contract, hands: tuple[int, int, int]) -> Position:
        active = contract.active
        play = tuple(h if s in active else 0 for s, h in enumerate(hands))
        leader = (contract.declarer + 2) % 3 if contract.game == "sans" else contract.declarer
        return Position(
            (play[0], play[1], play[2]),
            contract.declarer,
            contract.trump,
            contract.objective,
            leader,
            (),
            active,
        )
