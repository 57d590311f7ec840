"""Exact search of a trump game with both defenders playing (C1) under the real scoring.

Owns one question the trick-counting solver (``solver.py``) cannot answer: in
configuration C1 of a trump game (rules.md R4.1) the points depend on *who* of
the defenders took the defence tricks, not only on how many the declarer took:

    score(D) = tricks(D) - 10 - base(L) - base(R) + bonus        (§7.1)

with base(X) = +4 / -3 / -2 / -8 for (X lives, D falls) / (X lives, D lives) /
(X falls, D falls) / (X falls, D lives) (``game.points.base_points``), a
defender living with 2 own tricks, and D's premiums as a pair (if he lives, if
he falls): the Herzprämie's ±10 (§7.3), the ace premiums' (§9.6), from
``game.points.declarer_premiums``. So the declarer gains by making one defender
fall (a 3-1 split of four defence tricks is worth 5 more to him than 2-2), and
the defenders, who cooperate, spread their tricks.

The search treats the defenders as one side that minimises score(D) (equal to
maximising the sum of their own scores, the game being zero-sum) and the
declarer as the other side: a two-sided game again, so null-window alpha-beta
works. The state beyond the hands is the triple of needs: tricks D still needs
to live (6 minus his tricks, clipped), and tricks L and R still need (2 minus
theirs, clipped); the value searched is

    W = (declarer's future tricks) - base(L) - base(R) + bonus,

so that score(D) = tricks(D) so far - 10 + W. Everything is at trick
boundaries with the three cards of a trick in nested loops, as in the solver's
kernel (``solver_search.py``), whose constant tables (``solver_tables.py``) and
budget exception are reused. Seats are relative: 0 = D, 1 = L, 2 = R.
"""

from __future__ import annotations

from collections.abc import Callable

from game.cards import SUIT_MASKS
from game.points import base_points

from .solver_search import Kernel, SolverBudgetExceeded
from .solver_tables import COMPRESS, NOT_TOP, SUIT_OF, beat_table

__all__ = ["ScoreSearch", "Bonus", "premium_bonus", "final_value", "value_range"]

Bonus = tuple[int, int]
"""The declarer's premiums if he lives and if he falls, e.g. (10, -10) in Herzprämie."""


def premium_bonus(premium: int) -> Bonus:
    """The bonus of a premium each defender pays or gets (Herzprämie's 5: ±10 for D)."""
    return 2 * premium, -2 * premium


def final_value(nd: int, nl: int, nr: int, bonus: Bonus) -> int:
    """W at the end of play: -base(L) - base(R) + D's bonus (D lives iff nd <= 0)."""
    d_lives = nd <= 0
    extra = bonus[0] if d_lives else bonus[1]
    return extra - base_points(nl <= 0, d_lives) - base_points(nr <= 0, d_lives)


def value_range(n: int, nd: int, nl: int, nr: int, bonus: Bonus) -> tuple[int, int]:
    """Smallest and largest W over every way the ``n`` remaining tricks can fall."""
    end = [
        final_value(0 if i & 4 else 1, 0 if i & 2 else 1, 0 if i & 1 else 1, bonus)
        for i in range(8)
    ]
    lo = hi = None
    for x in range(n + 1):
        d = 4 if x >= nd else 0
        for y in range(n - x + 1):
            w = x + end[d + (2 if y >= nl else 0) + (1 if n - x - y >= nr else 0)]
            if lo is None or w < lo:
                lo = w
            if hi is None or w > hi:
                hi = w
    assert lo is not None and hi is not None
    return lo, hi


_RANGES: dict[Bonus, tuple[list[int], list[int]]] = {}


def _range_tables(bonus: Bonus) -> tuple[list[int], list[int]]:
    """W's bounds by (n, nd, nl, nr), flattened as ((n * 12 + nd) * 3 + nl) * 3 + nr.

    Constant tables for each bonus, built on first use and never changed.
    """
    got = _RANGES.get(bonus)
    if got is None:
        lows = [0] * (11 * 12 * 3 * 3)
        highs = [0] * (11 * 12 * 3 * 3)
        for n in range(11):
            for nd in range(n + 2):
                for nl in range(3):
                    for nr in range(3):
                        i = ((n * 12 + nd) * 3 + nl) * 3 + nr
                        lows[i], highs[i] = value_range(n, nd, nl, nr, bonus)
        got = (lows, highs)
        _RANGES[bonus] = got
    return got


class ScoreSearch:
    """Null-window search ``ge(a, b, c, lead, nd, nl, nr, v)``: is W >= v under best play?

    One instance per trump suit and bonus; its table may be shared by every
    position of every deal searched with it (keys are the full relative-rank
    hands plus the needs). ``max_nodes`` bounds the trick-boundary nodes of all
    later calls together; when exceeded, :class:`SolverBudgetExceeded` is raised.
    """

    def __init__(self, trump: int, premium: int = 0, bonus: Bonus | None = None) -> None:
        """``bonus`` (D's premiums if he lives, if he falls) defaults to ±2·``premium``."""
        self.trump = trump
        self.bonus = bonus if bonus is not None else premium_bonus(premium)
        self.table: dict[tuple[int, ...], tuple[int, int, int]] = {}
        self.count = [0, 1 << 62]
        # once both defenders' fates are settled W only grows with D's tricks: the
        # solver's trick-counting kernel answers those positions much faster
        self.kernel = Kernel(trump, True)
        self.ge: Callable[[int, int, int, int, int, int, int, int], bool] = self._make()

    @property
    def nodes(self) -> int:
        """Trick-boundary nodes searched so far, the kernel's included."""
        return self.count[0] + self.kernel.nodes

    def set_budget(self, max_nodes: int | None) -> None:
        """Allow ``max_nodes`` more nodes from now on (None: no limit)."""
        self.count[1] = (1 << 62) if max_nodes is None else self.count[0] + max_nodes
        self.kernel.set_budget(None if max_nodes is None else self.kernel.nodes + max_nodes, None)

    def exact(
        self, a: int, b: int, c: int, lead: int, nd: int, nl: int, nr: int, guess: int | None = None
    ) -> int:
        """The exact W of a trick-boundary position.

        MTD(f)-style: null-window tests at ``guess`` and its neighbour first (the
        guess is usually right), then galloping and bisection.
        """
        n = a.bit_count()
        lo, hi = value_range(n, _clip(nd, n), _clip(nl, n), _clip(nr, n), self.bonus)
        ge = self.ge
        step = 1
        t = (lo + hi + 1) // 2 if guess is None else min(max(guess, lo + 1), hi)
        up = True
        while lo < hi:
            if ge(a, b, c, lead, nd, nl, nr, t):
                lo = t
                if not up:
                    step = 1
                up = True
                t = min(t + step, hi)
            else:
                hi = t - 1
                if up:
                    step = 1
                up = False
                t = max(t - step, lo + 1)
            step *= 2
            if t <= lo or t > hi:
                t = (lo + hi + 1) // 2
        return lo

    def _make(self) -> Callable[[int, int, int, int, int, int, int, int], bool]:
        trumps = SUIT_MASKS[self.trump]
        beat = beat_table(self.trump)
        suit_of = SUIT_OF
        tt = self.table
        tt_get = tt.get
        count = self.count
        comp = COMPRESS
        red = NOT_TOP
        bonus = self.bonus
        kernel_ge3 = self.kernel.ge3
        lows, highs = _range_tables(bonus)
        # final W by (D lives, L lives, R lives) as 4*D + 2*L + R
        end = [
            final_value(0 if i & 4 else 1, 0 if i & 2 else 1, 0 if i & 1 else 1, bonus)
            for i in range(8)
        ]
        nxt = (1, 2, 0)

        def ge(a: int, b: int, c: int, lead: int, nd: int, nl: int, nr: int, v: int) -> bool:
            n = a.bit_count()
            # canonical needs: <= 0 means made, > n means out of reach
            if nd < 0:
                nd = 0
            elif nd > n:
                nd = n + 1
            if nl < 0:
                nl = 0
            elif nl > n:
                nl = n + 1
            if nr < 0:
                nr = 0
            elif nr > n:
                nr = n + 1
            i = ((n * 12 + nd) * 3 + nl) * 3 + nr
            lo = lows[i]
            if v <= lo:
                return True
            hi = highs[i]
            if v > hi:
                return False
            if (nl == 0 or nl > n) and (nr == 0 or nr > n):
                # W = x + (A if x >= nd else B) is increasing in D's tricks x: find the
                # fewest tricks that reach v and ask the trick-counting kernel
                rest = (2 if nl == 0 else 0) + (1 if nr == 0 else 0)
                k = 0
                while k <= n and k + end[(4 if k >= nd else 0) + rest] < v:
                    k += 1
                return kernel_ge3(a, b, c, lead, k)
            count[0] += 1
            if count[0] > count[1]:
                raise SolverBudgetExceeded(count[0])
            p2 = nxt[lead]
            p3 = nxt[p2]
            if n == 1:
                ca = a.bit_length() - 1
                if b & beat[ca]:
                    w = p3 if c & beat[b.bit_length() - 1] else p2
                else:
                    w = p3 if c & beat[ca] else lead
                if w == 0:
                    nd -= 1
                    v -= 1
                elif w == 1:
                    nl -= 1
                else:
                    nr -= 1
                return end[(4 if nd <= 0 else 0) + (2 if nl <= 0 else 0) + (nr <= 0)] >= v
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
                lead * 256 + nd * 16 + nl * 4 + nr,
            )
            entry = tt_get(key)
            if entry is not None:
                elo, ehi, hint = entry
                if elo >= v:
                    return True
                if ehi < v:
                    return False
                if elo > lo:
                    lo = elo
                if ehi < hi:
                    hi = ehi
            else:
                hint = 0
            w1 = lead == 0  # does the leader want W >= v? D yes, the defenders no
            w2 = p2 == 0
            w3 = p3 == 0
            gone = ~u & red
            m1 = a & ~((gone + ((a & red) << 1)) & a)
            # move ordering: the remembered best lead, then cards nobody can beat
            others = b | c
            top = 0
            rest = m1
            while rest:
                low = rest & -rest
                rest ^= low
                if not others & beat[low.bit_length() - 1]:
                    top |= low
            if hint & m1:
                classes: tuple[int, ...] = (hint, top & ~hint, m1 & ~top & ~hint)
            else:
                classes = (top, m1 & ~top)
            res1 = not w1
            best1 = 0
            nd1 = nd - 1
            nl1 = nl - 1
            nr1 = nr - 1
            v1 = v - 1
            for m1 in classes:
                while m1:
                    lb1 = m1 & -m1
                    m1 ^= lb1
                    c1 = lb1.bit_length() - 1
                    a1 = a ^ lb1
                    led = suit_of[c1]
                    f = b & led or b & trumps  # R5.4
                    l2 = (f & beat[c1] or f) if f else b
                    g2 = (gone | lb1) & red
                    m2 = l2 & ~((g2 + ((l2 & red) << 1)) & l2)
                    res2 = not w2
                    hi2 = lead and l2 & beat[c1]
                    while m2:
                        if hi2:
                            lb2 = 1 << (m2.bit_length() - 1)
                        else:
                            lb2 = m2 & -m2
                        m2 ^= lb2
                        b2 = b ^ lb2
                        if lb2 & beat[c1]:
                            best = lb2.bit_length() - 1
                            wi = 1
                        else:
                            best = c1
                            wi = 0
                        f = c & led or c & trumps
                        l3 = (f & beat[best] or f) if f else c
                        g3 = (g2 | lb2) & red
                        m3 = l3 & ~((g3 + ((l3 & red) << 1)) & l3)
                        res3 = not w3
                        while m3:
                            lb3 = m3 & -m3
                            m3 ^= lb3
                            # R5.3: the winner takes the trick and leads the next (R5.2)
                            if lb3 & beat[best]:
                                w = p3
                                x, y, z = c ^ lb3, a1, b2
                            elif wi:
                                w = p2
                                x, y, z = b2, c ^ lb3, a1
                            else:
                                w = lead
                                x, y, z = a1, b2, c ^ lb3
                            if w == 0:
                                r = ge(x, y, z, 0, nd1, nl, nr, v1)
                            elif w == 1:
                                r = ge(x, y, z, 1, nd, nl1, nr, v)
                            else:
                                r = ge(x, y, z, 2, nd, nl, nr1, v)
                            if r is w3:
                                res3 = r
                                break
                        if res3 is w2:
                            res2 = res3
                            break
                    if res2 is w1:
                        res1 = res2
                        best1 = lb1
                        break
                if res1 is w1:
                    break
            if res1:
                if v > lo:
                    lo = v
            elif v <= hi:
                hi = v - 1
            tt[key] = (lo, hi, best1 or hint)
            return res1

        return ge


def _clip(need: int, n: int) -> int:
    return 0 if need < 0 else n + 1 if need > n else need
