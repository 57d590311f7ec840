"""Search kernel of the double-dummy solver: null-window alpha-beta on plain ints.

Owns the hot loop behind ``solver.py``: "can the declarer's count of the
remaining tricks reach ``k``?" asked at a trick boundary, for three-hand play
(3-card tricks) and two-hand play (rules.md R4.1 C2: one defender out, 2-card
tricks). Does not own positions, seats, game names, the exact-value driver or
anything mid-trick (see ``solver.py``), nor the rules engine's own R5.4 code
(``play.py``); the obligations are re-derived here as mask operations because
speed wins over purity in this one module (style.md §3.5).

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

__all__ = [
    "SolverBudgetExceeded",
    "Kernel",
    "smear_down",
    "smear_up",
    "representatives",
    "legal_mask",
    "ABOVE",
]

_FULL = (1 << 32) - 1
_TOPS = sum(1 << (8 * s + 7) for s in range(4))  # the ace of each suit
_BOTTOMS = sum(1 << (8 * s) for s in range(4))  # the seven of each suit
_NOT_TOP = _FULL & ~_TOPS
_NOT_BOTTOM = _FULL & ~_BOTTOMS
_DOWN2 = _FULL & ~(_TOPS | _TOPS >> 1)
_DOWN4 = 0x0F0F0F0F
_UP2 = _FULL & ~(_BOTTOMS | _BOTTOMS << 1)
_UP4 = 0xF0F0F0F0

SUIT_OF: tuple[int, ...] = tuple(SUIT_MASKS[c >> 3] for c in range(32))
"""Mask of the suit of each card."""

ABOVE: tuple[int, ...] = tuple(SUIT_MASKS[c >> 3] & ~((2 << c) - 1) for c in range(32))
"""Cards of the same suit that outrank each card (R1.2)."""


class SolverBudgetExceeded(Exception):
    """The node or time budget given to a solver call ran out before an answer.

    Raised out of the search; the solver's table keeps what it learnt, so the
    same call with a larger budget continues from there.
    """

    def __init__(self, nodes: int) -> None:
        super().__init__(f"solver budget exhausted after {nodes} nodes")
        self.nodes = nodes


def smear_down(x: int) -> int:
    """Cards at or below some card of ``x`` in the same suit."""
    x |= (x >> 1) & _NOT_TOP
    x |= (x >> 2) & _DOWN2
    return x | (x >> 4) & _DOWN4


def smear_up(x: int) -> int:
    """Cards at or above some card of ``x`` in the same suit."""
    x |= (x << 1) & _NOT_BOTTOM
    x |= (x << 2) & _UP2
    return x | (x << 4) & _UP4


def representatives(legal: int, in_play: int) -> int:
    """The lowest card of each group of touching cards of ``legal``.

    Two legal cards touch when no card of ``in_play`` (the cards still in some
    hand) lies between them in their suit. Touching legal cards are the same
    move: whatever one of them does in this trick the other does too (R5.4
    makes the legal cards of a suit either all beat the trick's winner or none),
    and afterwards they stay adjacent. The carry of the addition runs through
    the gaps left by cards that are gone.
    """
    gone = ~in_play & _NOT_TOP
    return legal & ~((gone + ((legal & _NOT_TOP) << 1)) & legal)


def legal_mask(hand: int, trick: tuple[int, ...], trump: int | None) -> int:
    """R5.4 exactly as the kernel computes it inline: the cards ``hand`` may play.

    Farbzwang, else Trumpfzwang; within the suit owed, Stichzwang against the
    trick's current winner whoever holds it. ``BEAT[w]`` (the cards that beat a
    winning card ``w``) already says "no card of the led suit beats a trump".
    """
    if not trick:
        return hand
    trumps = SUIT_MASKS[trump] if trump is not None else 0
    best = trick[0]
    for card in trick[1:]:
        if 1 << card & _beats(best, trumps):
            best = card
    owed = hand & SUIT_OF[trick[0]] or hand & trumps
    return (owed & _beats(best, trumps) or owed) if owed else hand


def _beats(card: int, trumps: int) -> int:
    """The cards that beat ``card`` when it is winning a trick (R5.3)."""
    return ABOVE[card] | (0 if 1 << card & trumps else trumps)


def _compress_table() -> tuple[int, ...]:
    """``table[present << 8 | hand]``: ``hand``'s cards of one suit renumbered by
    rank among the cards ``present`` (8-bit masks, ``hand`` within ``present``)."""
    table = [0] * 65536
    for present in range(256):
        pairs = [(1 << i, 1 << j) for j, i in enumerate(i for i in range(8) if present >> i & 1)]
        hand = present
        while True:  # every subset of ``present``
            out = 0
            for old, new in pairs:
                if hand & old:
                    out |= new
            table[present << 8 | hand] = out
            if not hand:
                break
            hand = (hand - 1) & present
    return tuple(table)


_COMPRESS = _compress_table()

# _BEAT_TABLES[trump] (index -1: no trumps): BEAT[c] for every card, see Kernel.beat_table
_BEAT_TABLES: tuple[tuple[int, ...], ...] = tuple(
    tuple(_beats(c, SUIT_MASKS[t] if t < 4 else 0) for c in range(32)) for t in range(5)
)


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
        self.ge2: Callable[[int, int, int, int], bool] = _make_ge2(
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
        step = 1 << 12 if self.deadline is not None else 1 << 20
        if self.max_nodes is not None:
            step = max(1, min(step, self.max_nodes + 1 - count[0]))
        count[1] = count[0] + step

    def beat_table(self) -> tuple[int, ...]:
        """BEAT[c]: the cards that beat ``c`` when ``c`` is winning the trick (R5.3)."""
        return _BEAT_TABLES[-1 if self.trump is None else self.trump]


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
    red = _NOT_TOP if reduce else 0  # with 0 the representative formula keeps every card
    comp = _COMPRESS
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
                elif lead == 1:
                    top = hd & ~smear_down(de)
                    if a & (smear_down(top) | smear_up(top)):
                        # L leads a suit in which D, playing last, must beat (R5.4)
                        lo = 1
            if lo >= k or hi < k:
                if key is not None:
                    tt[key] = entry = (lo, hi, 0)
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
                # Bettler declarer: cards a defender must overtake (R5.4) come first
                win = m1 & smear_down(de)
            else:
                # Bettler defender: cards the declarer holds higher ones against
                win = m1 & smear_down(hd)
            # the table's best lead first, then the last lead that won a cutoff at
            # this depth for this leader (killer heuristic), then the classes above
            first = (hint | killers[n * 3 + lead]) & m1
            classes: tuple[int, ...] = (
                first & hint,
                first & ~hint,
                win & ~first,
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
                if order:
                    beats = l2 & beat[c1]
                    if maxi:
                        # second hand high when an opponent plays last
                        hi2 = bool(lead and beats)
                    else:
                        # Bettler: D sheds high cards; a defender after D too
                        hi2 = p2 != 2
                else:
                    hi2 = False
                res2 = not w2
                while m2:
                    if hi2:
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


def _make_ge2(
    kernel: Kernel, order: bool, bounds: bool, reduce: bool, relative: bool, table: bool
) -> Callable[[int, int, int, int], bool]:
    """Build the two-hand search closure (R4.1 C2: 2-card tricks, the two alternate)."""
    trumps = SUIT_MASKS[kernel.trump] if kernel.trump is not None else 0
    no_trump = not trumps
    maxi = kernel.maximize
    beat = kernel.beat_table()
    suit_of = SUIT_OF
    above = ABOVE
    want = (maxi, not maxi)
    is_d = (1, 0)
    tt = kernel.table
    tt_get = tt.get
    count = kernel._count
    check = kernel.check_budget
    killers = [0] * 22
    red = _NOT_TOP if reduce else 0
    sides = tuple(mask for mask in SUIT_MASKS if not mask & trumps)

    def ge2(a: int, b: int, lead: int, k: int) -> bool:
        """Declarer's tricks from here >= k? ``a`` leads, ``b`` follows; ``lead`` 0 is D."""
        if k <= 0:
            return True
        n = a.bit_count()
        if k > n:
            return False
        count[0] += 1
        if count[0] >= count[1]:
            check()
        other = 1 - lead
        if n == 1:
            return (lead if b & beat[a.bit_length() - 1] else other) == 1
        if not table:
            key = None
            entry = None
        else:
            # raw hands: in two-hand play relative ranks cost more time than they save
            key = (a, b, lead)
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
        if bounds and entry is None:
            if lead == 0:
                hd = a
                hx = b
            else:
                hd = b
                hx = a
            if maxi:
                if (
                    not hd & trumps
                    and not hd & smear_up(hx)
                    and (lead or hx & trumps or not hd & ~smear_down(hx))
                ):
                    hi = 0  # as in ge3: the declarer never wins a trick
                # cards the leader can cash without losing the lead
                q = (a & ~trumps & ~smear_down(b)).bit_count()
                if no_trump:
                    if lead == 0:
                        lo = q
                    elif n - q < hi:
                        hi = n - q
                else:
                    dt = hd & trumps
                    xt = hx & trumps
                    qd = (dt & above[xt.bit_length() - 1]).bit_count() if xt else dt.bit_count()
                    qx = (xt & above[dt.bit_length() - 1]).bit_count() if dt else xt.bit_count()
                    if lead == 0 and qd >= xt.bit_count():
                        qd = dt.bit_count() + q  # trumps drawn, side winners safe
                    elif lead == 1 and qx >= dt.bit_count():
                        qx = xt.bit_count() + q
                    elif q:
                        # the leader's top trumps, then side winners for as many rounds
                        # as the follower, who holds trumps, can follow suit (R5.4)
                        tops = a & ~trumps & ~smear_down(b)
                        for suit in sides:
                            won = (tops & suit).bit_count()
                            if won:
                                follow = (b & suit).bit_count()
                                if lead == 0:
                                    qd += won if won < follow else follow
                                else:
                                    qx += won if won < follow else follow
                    lo = qd
                    if n - qx < hi:
                        hi = n - qx
            elif not hd & smear_up(hx) and (lead or hd & smear_down(hx)):
                hi = 0  # Bettler: the declarer is under the defender in every suit
            if lo >= k or hi < k:
                if key is not None:
                    tt[key] = (lo, hi, 0)
                return lo >= k
        w1 = want[lead]
        w2 = want[other]
        k1 = k - is_d[lead]
        k2 = k - is_d[other]
        t1 = True if k1 <= 0 else False if k1 >= n else None
        t2 = True if k2 <= 0 else False if k2 >= n else None
        gone = ~(a | b) & red
        m1 = a & ~((gone + ((a & red) << 1)) & a)
        if order:
            if maxi:
                win = m1 & ~smear_down(b)
                if trumps and b & trumps:
                    win &= trumps | smear_down(b) | smear_up(b)
            else:
                win = m1 & smear_down(b)
            first = (hint | killers[n * 2 + lead]) & m1
            classes: tuple[int, ...] = (
                first & hint,
                first & ~hint,
                win & ~first,
                m1 & ~win & ~first,
            )
        else:
            classes = (m1,)
        hi2 = order and not maxi
        res1 = not w1
        best1 = 0
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
                while m2:
                    if hi2:
                        lb2 = 1 << (m2.bit_length() - 1)
                    else:
                        lb2 = m2 & -m2
                    m2 ^= lb2
                    if lb2 & beat[c1]:
                        r = ge2(b ^ lb2, a1, other, k2) if t2 is None else t2
                    else:
                        r = ge2(a1, b ^ lb2, lead, k1) if t1 is None else t1
                    if r is w2:
                        res2 = r
                        break
                if res2 is w1:
                    res1 = res2
                    best1 = lb1
                    killers[n * 2 + lead] = lb1
                    break
            if res1 is w1:
                break
        if key is not None:
            if res1:
                if k > lo:
                    lo = k
            elif k <= hi:
                hi = k - 1
            tt[key] = (lo, hi, best1 or hint)
        return res1

    return ge2
