"""Search kernel of the double-dummy solver: null-window alpha-beta on plain ints.

Owns the hot loop behind ``solver.py``: "can the declarer's count of the
remaining tricks reach ``k``?" asked at a trick boundary, for three-hand play
(3-card tricks), plus the :class:`Kernel` that holds the table and the work
budget shared with the two-hand loop (``solver_two.py``, rules.md R4.1 C2). Does
not own positions, seats, game names, the exact-value driver or anything
mid-trick (see ``solver.py``), the constant tables (``solver_tables.py``), nor
the rules engine's own R5.4 code (``play.py``); the obligations are re-derived
as mask operations because speed wins over purity here (style.md §3.5).

Conventions inside the kernel:

* Seats are *relative*: 0 is the declarer D, 1 the left defender L (plays after
  D), 2 the right defender R. In two-hand play 0 is D and 1 the active defender.
* A position is passed as the hands in playing order from the leader
  (``a`` leads, then ``b``, then ``c``) plus the leader's relative seat ``lead``.
  The rotation is implied by ``lead``, so ``(a, b, c, lead)`` is a complete key.
* Search functions return ``True`` exactly when the declarer's count of the
  remaining tricks is at least ``k`` under best play of both sides. Which side
  "wants high" depends on the objective: D in trump games, Sans Atout and
  Durchmarsch; the defenders in Bettler (D minimises there).

Techniques, all of them switchable for tests: touching-card reduction (one card
per group of legal cards adjacent in rank once the cards no longer in any hand
are removed), a transposition table keyed at trick boundaries by relative ranks
(only the order of the cards left in each suit matters, R1.2; in two-hand play
the raw hands, which are cheaper there) that stores lower and upper bounds plus
the best lead, cheap sure-trick bounds, and move ordering.
"""

from __future__ import annotations

import time
from collections.abc import Callable

from game.cards import SUIT_MASKS

from .solver_tables import (
    ABOVE,
    COMPRESS,
    NOT_BOTTOM,
    NOT_TOP,
    SUIT_OF,
    beat_table,
    legal_mask,
    representatives,
    smear_down,
    smear_up,
)
from .solver_two import make_ge2

__all__ = [
    "SolverBudgetExceeded",
    "Kernel",
    # re-exported from solver_tables for callers of the kernel
    "ABOVE",
    "legal_mask",
    "representatives",
    "smear_down",
    "smear_up",
]


class SolverBudgetExceeded(Exception):
    """The node or time budget given to a solver call ran out before an answer.

    Raised out of the search; the solver's table keeps what it learnt, so the
    same call with a larger budget continues from there.
    """

    def __init__(self, nodes: int) -> None:
        super().__init__(f"solver budget exhausted after {nodes} nodes")
        self.nodes = nodes


class Kernel:
    """Null-window searches ``ge3``/``ge2`` for one game set-up, sharing one table.

    ``trump`` is a suit index or None, ``maximize`` says whether the declarer
    wants many tricks. The keyword switches exist for tests; they never change
    an answer, only the work done. :meth:`set_budget` bounds the work of every
    later call: when exceeded the search raises :class:`SolverBudgetExceeded`.

    The table may be shared by every position of every deal searched with the
    same kernel: keys are complete (relative-rank hands and the leader).
    """

    def __init__(
        self,
        trump: int | None,
        maximize: bool,
        *,
        order: bool = True,
        bounds: bool = True,
        reduce: bool = True,
        relative: bool = True,
        table: bool = True,
    ) -> None:
        self.trump = trump
        self.maximize = maximize
        self.max_nodes: int | None = None
        self.deadline: float | None = None
        self.table: dict[tuple[int, ...], tuple[int, int, int]] = {}
        # the same entries keyed by the raw hands, a cheaper first probe (three-hand)
        self.front: dict[tuple[int, ...], tuple[int, int, int]] = {}
        # node counter and the count at which the budget is checked next
        self._count = [0, 1 << 12]
        self.ge3: Callable[[int, int, int, int, int], bool] = _make_ge3(
            self, order, bounds, reduce, relative, table
        )
        self.ge2: Callable[[int, int, int, int], bool] = make_ge2(
            self, order, bounds, reduce, relative, table
        )

    @property
    def nodes(self) -> int:
        """Trick-boundary nodes searched so far by this kernel."""
        return self._count[0]

    def set_budget(self, max_nodes: int | None, seconds: float | None) -> None:
        """Budget for the next calls: stop once :attr:`nodes` (counted over the
        kernel's life) exceeds ``max_nodes``, or ``seconds`` of wall time from now
        have passed. None lifts that limit."""
        self.max_nodes = max_nodes
        self.deadline = None if seconds is None else time.perf_counter() + seconds
        self._count[1] = self._count[0] + 1
        self.check_budget()

    def check_budget(self) -> None:
        """Raise when the budget is spent; otherwise set the next check point."""
        count = self._count
        if self.max_nodes is not None and count[0] > self.max_nodes:
            raise SolverBudgetExceeded(count[0])
        if self.deadline is not None and time.perf_counter() > self.deadline:
            raise SolverBudgetExceeded(count[0])
        # with a deadline, look at the clock every 1024 nodes (a few ms, even in Pyodide)
        step = 1 << 10 if self.deadline is not None else 1 << 20
        if self.max_nodes is not None:
            step = max(1, min(step, self.max_nodes + 1 - count[0]))
        count[1] = count[0] + step

    def beat_table(self) -> tuple[int, ...]:
        """BEAT[c]: the cards that beat ``c`` when ``c`` is winning the trick (R5.3)."""
        return beat_table(self.trump)


def _make_ge3(
    kernel: Kernel, order: bool, bounds: bool, reduce: bool, relative: bool, table: bool
) -> Callable[[int, int, int, int, int], bool]:
    """Build the three-hand search closure (everything it needs in closure cells)."""
    trumps = SUIT_MASKS[kernel.trump] if kernel.trump is not None else 0
    no_trump = not trumps
    maxi = kernel.maximize
    beat = kernel.beat_table()
    suit_of = SUIT_OF
    above = ABOVE
    # WANT[seat]: does this relative seat want the declarer's count >= k?
    want = (maxi, not maxi, not maxi)
    is_d = (1, 0, 0)
    d_wins = (True, False, False)
    nxt = (1, 2, 0)
    tt = kernel.table
    tt_get = tt.get
    front = kernel.front
    front_get = front.get
    count = kernel._count
    check = kernel.check_budget
    red = NOT_TOP if reduce else 0  # with 0 the representative formula keeps every card
    comp = COMPRESS
    killers = [0] * 33  # by (tricks left, leader): the last cutoff lead

    def ge3(a: int, b: int, c: int, lead: int, k: int) -> bool:
        """Declarer's tricks from here >= k? ``a`` leads, ``b`` and ``c`` follow (clockwise)."""
        if k <= 0:
            return True
        n = a.bit_count()
        if k > n:  # the declarer cannot take more tricks than remain
            return False
        count[0] += 1
        if count[0] >= count[1]:
            check()
        p2 = nxt[lead]
        p3 = nxt[p2]
        if n == 1:
            # last trick: no choice is left, R5.3 decides it
            ca = a.bit_length() - 1
            if b & beat[ca]:
                return d_wins[p3] if c & beat[b.bit_length() - 1] else d_wins[p2]
            return d_wins[p3] if c & beat[ca] else d_wins[lead]
        raw = None
        if not table:
            key = None
            entry = None
        elif relative:
            # the same cards again: a cheap first probe, decisive most of the time
            raw = (a, b, c, lead)
            entry = front_get(raw)
            if entry is not None and (entry[0] >= k or entry[1] < k):
                return entry[0] >= k
            # relative ranks: only the order of the cards left in each suit matters
            u = a | b | c
            u0 = (u & 255) << 8
            u1 = u & 0xFF00
            u2 = (u >> 8) & 0xFF00
            u3 = (u >> 16) & 0xFF00
            key = (
                comp[u0 | a & 255]
                | comp[u1 | (a >> 8) & 255] << 8
                | comp[u2 | (a >> 16) & 255] << 16
                | comp[u3 | a >> 24] << 24,
                comp[u0 | b & 255]
                | comp[u1 | (b >> 8) & 255] << 8
                | comp[u2 | (b >> 16) & 255] << 16
                | comp[u3 | b >> 24] << 24,
                comp[u0 | c & 255]
                | comp[u1 | (c >> 8) & 255] << 8
                | comp[u2 | (c >> 16) & 255] << 16
                | comp[u3 | c >> 24] << 24,
                lead,
            )
            entry = tt_get(key)
            if entry is not None:
                front[raw] = entry
        else:
            key = (a, b, c, lead)
            entry = tt_get(key)
        if entry is not None:
            lo, hi, hint = entry
            if lo >= k:
                return True
            if hi < k:
                return False
        else:
            lo = 0
            hi = n
            hint = 0
        # the declarer's hand and the defence's cards
        if lead == 0:
            hd = a
            de = b | c
        elif lead == 1:
            hd = c
            de = a | b
        else:
            hd = b
            de = a | c
        if bounds and entry is None:
            if maxi:
                if (
                    not hd & trumps
                    and not hd & smear_up(de)
                    and (lead or de & trumps or not hd & ~smear_down(de))
                ):
                    # D holds no trump and each of his cards lies under every defence
                    # card of its suit: every trick the defence leads is theirs, and
                    # so is any lead of his (a defender must overtake or ruff, R5.4)
                    hi = 0
                if no_trump:
                    if lead == 0:
                        # D cashes every card no defender can beat, keeping the lead
                        q = (a & ~smear_down(de)).bit_count()
                        if q > lo:
                            lo = q
                    else:
                        # so does the defender on lead with cards nobody else can beat
                        q = n - (a & ~smear_down(b | c)).bit_count()
                        if q < hi:
                            hi = q
                else:
                    # a trump above every trump of the other side wins whenever it is played
                    dt = hd & trumps
                    et = de & trumps
                    q = (dt & above[et.bit_length() - 1]).bit_count() if et else dt.bit_count()
                    if lead == 0 and q >= max((b & trumps).bit_count(), (c & trumps).bit_count()):
                        # drawing trumps with those leaves the defence unable to ruff
                        q = dt.bit_count() + (a & ~trumps & ~smear_down(de)).bit_count()
                    if q > lo:
                        lo = q
                    top = above[dt.bit_length() - 1] if dt else trumps
                    if lead == 0:
                        q = max((b & top).bit_count(), (c & top).bit_count())
                    elif lead == 1:
                        q = max((a & top).bit_count(), (b & top).bit_count())
                    else:
                        q = max((a & top).bit_count(), (c & top).bit_count())
                    if n - q < hi:
                        hi = n - q
            else:
                under = hd & smear_down(de)  # declarer cards a defender can overtake
                if not hd & smear_up(de) and (lead or under):
                    # Bettler: every declarer card lies under every defence card of its
                    # suit, so he never wins a trick (he never gets the lead back)
                    hi = 0
                elif lead == 0 and not under:
                    # on lead with only cards nobody can beat: he wins every trick
                    lo = n
            if lo >= k or hi < k:
                if key is not None:
                    tt[key] = entry = (lo, hi, 0)
                    if raw is not None:
                        front[raw] = entry
                return lo >= k
        if bounds and not maxi and (k == n or k == 1):
            # Bettler: is D caught in this trick whatever he plays? The test is
            # exact for the trick, so when he is not he can lose it and take at
            # most n - 1; when he is he takes at least one. Only "all of them?"
            # and "any?" can be settled so, and only those pay for the test
            if lead == 0:
                # on lead he escapes with any card a defender must overtake (R5.4)
                caught = not hd & smear_down(de)
            elif lead == 1:
                # L leads, R follows, D plays last and must beat the trick's
                # winner when he can (R5.4). L leads a card under D's highest of
                # its suit; R cannot save D unless every R card above it also lies
                # above all of D's
                below = smear_down(c)
                over = b & ~below  # R's cards above all of D's in their suit
                caught = bool(
                    a & below & (smear_down(b & below) | ~(smear_up(over) | smear_down(over)))
                )
            else:
                # R leads, D second must beat it when he can (R5.4): caught when
                # all his cards above R's lead are above all of L's
                caught = bool(a & smear_down(b) & ~smear_down(b & smear_down(c)))
            if not caught:
                if n - 1 < hi:
                    hi = n - 1
            elif lead:
                if lo < 1:
                    lo = 1
                if k == n:
                    # D wins this trick, then leads: he escapes the next one if a
                    # defence card is still above his lowest card of some suit (a
                    # defender must overtake it, R5.4). Of those ``over`` cards this
                    # trick removes at most two, or, when D wins with his lowest of
                    # a suit (so both defence cards lie below it or one is a
                    # discard), one plus the ``gap`` between his lowest and second
                    # lowest of that suit
                    up = smear_up(hd)
                    over = (de & up).bit_count()
                    if over >= 3:
                        gap = de & up & ~smear_up(hd & ((up << 1) & NOT_BOTTOM))
                        if over - 1 > max(
                            (gap & 0xFF).bit_count(),
                            (gap & 0xFF00).bit_count(),
                            (gap & 0xFF0000).bit_count(),
                            (gap >> 24).bit_count(),
                        ):
                            hi = n - 1
            if lo >= k or hi < k:
                if key is not None:
                    tt[key] = entry = (lo, hi, hint)
                    if raw is not None:
                        front[raw] = entry
                return lo >= k
        w1 = want[lead]
        w2 = want[p2]
        w3 = want[p3]
        # what the rest is worth needing k1/k2/k3 more, when the next trick's winner
        # is the leader/second/third; None when only a search can tell
        k1 = k - is_d[lead]
        k2 = k - is_d[p2]
        k3 = k - is_d[p3]
        t1 = True if k1 <= 0 else False if k1 >= n else None
        t2 = True if k2 <= 0 else False if k2 >= n else None
        t3 = True if k3 <= 0 else False if k3 >= n else None
        gone = ~(a | b | c) & red
        m1 = a & ~((gone + ((a & red) << 1)) & a)
        if order:
            shed = 0
            if maxi:
                # cards no opponent can beat or (trump games) ruff come first
                win = m1 & ~smear_down(hd if lead else de)
                if trumps:
                    if lead:
                        if hd & trumps:
                            win &= trumps | smear_down(hd) | smear_up(hd)
                    else:
                        if b & trumps:
                            win &= trumps | smear_down(b) | smear_up(b)
                        if c & trumps:
                            win &= trumps | smear_down(c) | smear_up(c)
            elif lead == 0:
                # Bettler declarer: cards a defender must overtake (R5.4) come first,
                # the highest such card of each suit before the rest: shedding it
                # now is what keeps him clean later
                win = m1 & smear_down(de)
                shed = win & ~smear_down((win >> 1) & NOT_TOP)
            else:
                # Bettler defender: cards the declarer holds higher ones against
                win = m1 & smear_down(hd)
            # the table's best lead first, then the last lead that won a cutoff at
            # this depth for this leader (killer heuristic), then the classes above
            first = (hint | killers[n * 3 + lead]) & m1
            classes: tuple[int, ...] = (
                first & hint,
                first & ~hint,
                shed & ~first,
                win & ~shed & ~first,
                m1 & ~win & ~first,
            )
        else:
            classes = (m1,)
        res1 = not w1
        best1 = 0
        for m1 in classes:
            while m1:
                lb1 = m1 & -m1
                m1 ^= lb1
                c1 = lb1.bit_length() - 1
                a1 = a ^ lb1
                led = suit_of[c1]
                # R5.4: follow suit, else trump; beat the winner if possible
                f = b & led or b & trumps
                l2 = (f & beat[c1] or f) if f else b
                g2 = (gone | lb1) & red
                m2 = l2 & ~((g2 + ((l2 & red) << 1)) & l2)
                first2 = 0
                hi2 = False
                if order:
                    if maxi:
                        if lead and l2 & beat[c1]:
                            # second hand, an opponent plays last: the cheapest card
                            # he cannot beat in the suit first, then low to high
                            first2 = m2 & ~smear_down(c)
                    else:
                        # Bettler: D sheds high cards; a defender after D too
                        hi2 = p2 != 2
                res2 = not w2
                while m2:
                    if first2:
                        lb2 = first2 & -first2
                        c2 = lb2.bit_length() - 1
                        first2 ^= lb2
                    elif hi2:
                        c2 = m2.bit_length() - 1
                        lb2 = 1 << c2
                    else:
                        lb2 = m2 & -m2
                        c2 = lb2.bit_length() - 1
                    m2 ^= lb2
                    b2 = b ^ lb2
                    if lb2 & beat[c1]:
                        best = c2
                        wi = 1
                    else:
                        best = c1
                        wi = 0
                    f = c & led or c & trumps
                    l3 = (f & beat[best] or f) if f else c
                    g3 = (g2 | lb2) & red
                    m3 = l3 & ~((g3 + ((l3 & red) << 1)) & l3)
                    hi3 = order and not maxi
                    res3 = not w3
                    while m3:
                        if hi3:
                            lb3 = 1 << (m3.bit_length() - 1)
                        else:
                            lb3 = m3 & -m3
                        m3 ^= lb3
                        # R5.3 winner, who leads the next trick (R5.2)
                        if lb3 & beat[best]:
                            r = ge3(c ^ lb3, a1, b2, p3, k3) if t3 is None else t3
                        elif wi:
                            r = ge3(b2, c ^ lb3, a1, p2, k2) if t2 is None else t2
                        else:
                            r = ge3(a1, b2, c ^ lb3, lead, k1) if t1 is None else t1
                        if r is w3:
                            res3 = r
                            break
                    if res3 is w2:
                        res2 = res3
                        break
                if res2 is w1:
                    res1 = res2
                    best1 = lb1
                    killers[n * 3 + lead] = lb1
                    break
            if res1 is w1:
                break
        if key is not None:
            if res1:
                if k > lo:
                    lo = k
            elif k <= hi:
                hi = k - 1
            tt[key] = entry = (lo, hi, best1 or hint)
            if raw is not None:
                front[raw] = entry
        return res1

    return ge3
