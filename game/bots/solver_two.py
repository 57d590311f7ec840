"""Two-hand search kernel of the solver (rules.md R4.1 C2: one defender out of play).

Owns the null-window search closure ``ge2`` for 2-card tricks, in which the
declarer and the one active defender alternate (R5.2). Built by
:class:`~game.bots.solver_search.Kernel`, whose table and budget it shares (it
is handed them, and imports nothing from the three-hand module); same
conventions and switches as the three-hand search (relative seats: 0 the
declarer, 1 the defender; ``a`` leads, ``b`` follows). Does not own the
three-hand search.
"""

from __future__ import annotations

from collections.abc import Callable

from game.cards import SUIT_MASKS

from .solver_tables import (
    ABOVE,
    NOT_BOTTOM,
    NOT_TOP,
    OWNER_BITS,
    PACK,
    SUIT_OF,
    beat_table,
    owner_word,
)

__all__ = ["make_ge2"]

# smear masks (see solver_tables.smear_down / smear_up), inlined in the search
_DOWN2 = 0x3F3F3F3F
_DOWN4 = 0x0F0F0F0F
_UP2 = 0xFCFCFCFC
_UP4 = 0xF0F0F0F0
_SEVENS = 0x01010101  # the lowest card of each suit


def make_ge2(
    trump: int | None,
    maximize: bool,
    tt: dict[tuple[int, ...], tuple[int, int, int]],
    count: list[int],
    check: Callable[[], None],
    *,
    order: bool,
    bounds: bool,
    reduce: bool,
    relative: bool,
    table: bool,
    later: bool = True,
) -> Callable[[int, int, int, int], bool]:
    """Build the two-hand search closure (R4.1 C2: 2-card tricks, the two alternate).

    ``tt`` is the kernel's transposition table, ``count`` its node counter
    (``[nodes, next check]``) and ``check`` its budget check; the switches are
    the kernel's. Relative keys hold owner codes 1 and 2 only, so they never meet
    a three-hand key (whose right defender's cards carry code 3).
    """
    trumps = SUIT_MASKS[trump] if trump is not None else 0
    no_trump = not trumps
    maxi = maximize
    beat = beat_table(trump)
    suit_of = SUIT_OF
    above = ABOVE
    want = (maxi, not maxi)
    is_d = (1, 0)
    tt_get = tt.get
    pack = PACK
    owner = OWNER_BITS
    killers = [0] * 22
    red = NOT_TOP if reduce else 0
    sides = tuple(mask for mask in SUIT_MASKS if not mask & trumps)
    nt = NOT_TOP
    nb = NOT_BOTTOM

    def ge2(a: int, b: int, lead: int, k: int) -> bool:
        """Declarer's tricks from here >= k? ``a`` leads, ``b`` follows; ``lead`` 0 is D."""
        if k <= 0:
            return True
        if k > a.bit_count():
            return False
        return search(a, b, lead, k, owner_word((a, b) if lead == 0 else (b, a)))

    def search(a: int, b: int, lead: int, k: int, w: int) -> bool:
        """ge2 with ``0 < k <= n`` and ``w`` the owner word (callers ensure)."""
        n = a.bit_count()
        count[0] += 1
        if count[0] >= count[1]:
            check()
        other = 1 - lead
        if n == 1:
            return (lead if b & beat[a.bit_length() - 1] else other) == 1
        key: tuple[int, ...] | None
        if not table:
            key = None
            entry = None
        else:
            if relative:
                # relative ranks (R1.2), read off the owner word as in the three-hand search
                key = (
                    pack[w & 0xFFFF],
                    pack[w >> 16 & 0xFFFF],
                    pack[w >> 32 & 0xFFFF],
                    pack[w >> 48],
                    lead,
                )
            else:
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
        sdb = 0  # smear_down(b) once computed (never 0 then: b holds a card)
        if bounds and entry is None:
            if lead == 0:
                hd = a
                hx = b
            else:
                hd = b
                hx = a
            # sdb: cards at or below some card of the follower in their suit
            # (smear_down(b), inlined like the other smears here)
            sdb = b | (b >> 1) & nt
            sdb |= (sdb >> 2) & _DOWN2
            sdb |= (sdb >> 4) & _DOWN4
            if maxi:
                if not hd & trumps:
                    su = hx | (hx << 1) & nb
                    su |= (su << 2) & _UP2
                    su |= (su << 4) & _UP4
                    if not hd & su and (lead or hx & trumps or not hd & ~sdb):
                        hi = 0  # as in ge3: the declarer never wins a trick
                # cards the leader can cash without losing the lead
                tops = a & ~trumps & ~sdb
                q = tops.bit_count()
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
                        for suit in sides:
                            won = (tops & suit).bit_count()
                            if won:
                                follow = (b & suit).bit_count()
                                if lead == 0:
                                    qd += won if won < follow else follow
                                else:
                                    qx += won if won < follow else follow
                    if later and dt and xt:
                        # later tricks: each trump wins its trick unless a higher trump
                        # of the other hand falls on it, a different one each time
                        q = dt.bit_count() - (xt & above[(dt & -dt).bit_length() - 1]).bit_count()
                        if q > qd:
                            qd = q
                        q = xt.bit_count() - (dt & above[(xt & -xt).bit_length() - 1]).bit_count()
                        if q > qx:
                            qx = q
                    lo = qd
                    if n - qx < hi:
                        hi = n - qx
            else:
                su = hx | (hx << 1) & nb
                su |= (su << 2) & _UP2
                su |= (su << 4) & _UP4
                if not hd & su and (lead or hd & sdb):
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
        own1 = owner[lead]
        own2 = owner[other]
        if order:
            o = sdb
            if not o:
                o = b | (b >> 1) & nt
                o |= (o >> 2) & _DOWN2
                o |= (o >> 4) & _DOWN4
            if maxi:
                win = m1 & ~o
                if trumps and b & trumps:
                    # a ruff is possible only in a suit the follower is void in
                    o = b | b >> 4
                    o |= o >> 2
                    o |= o >> 1
                    win &= trumps | (o & _SEVENS) * 0xFF
            else:
                win = m1 & o
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
                wa = w ^ own1[c1]
                bc1 = beat[c1]
                f = b & suit_of[c1] or b & trumps  # R5.4
                l2 = (f & bc1 or f) if f else b
                if l2 & (l2 - 1):
                    g2 = (gone | lb1) & red
                    m2 = l2 & ~((g2 + ((l2 & red) << 1)) & l2)
                else:
                    m2 = l2  # a single legal card (often)
                res2 = not w2
                while m2:
                    if hi2:
                        lb2 = 1 << (m2.bit_length() - 1)
                    else:
                        lb2 = m2 & -m2
                    m2 ^= lb2
                    if lb2 & bc1:
                        r = t2
                        if r is None:
                            r = search(b ^ lb2, a1, other, k2, wa ^ own2[lb2.bit_length() - 1])
                    else:
                        r = t1
                        if r is None:
                            r = search(a1, b ^ lb2, lead, k1, wa ^ own2[lb2.bit_length() - 1])
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
