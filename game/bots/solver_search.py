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

Techniques, each with a switch of :class:`Kernel` (tests run the search with
each one off against brute force; none may change an answer):

* ``reduce`` — touching cards: of legal cards adjacent in rank once the cards no
  longer in any hand are removed, only the lowest is searched (R5.4 treats them
  alike, and they stay adjacent afterwards).
* ``table`` — a transposition table at trick boundaries storing a lower and an
  upper bound of the count and the best lead found.
* ``relative`` — the table is keyed by relative ranks (R1.2: only the order of
  the cards left in each suit matters), read off an *owner word* the search
  carries along (two bits per card saying who holds it, see ``solver_tables``):
  four table lookups per node instead of recompressing every hand.
* ``bounds`` — cheap sure-trick bounds at the first visit of a position, and in
  Bettler the exact "is D caught in this trick" test. In the maximising games the
  lower bounds come first and the upper ones are computed only while the test is
  still open (a cut needs one side; the defence's later trick, hi = n - 1, only
  when k == n, the one test it can decide). Dropped at the same time: in trump
  games "the defender holding most trumps above all of D's takes that many"
  (hi = n - q), which cut 1% of the first visits and cost more than the nodes it
  saved (without it −1.4% instructions, +0.6% nodes). Both against computing
  every bound (callgrind of the search, seeds 0–19, seat 0 + contract declarer):
  trump −7.3% (seeds 20–49: −8.3%), Sans Atout −6.3%, Durchmarsch −4.8%;
  nodes +0.9% / +0.2%, +0.1%, +0.04%.
* ``quick`` — quick tricks (a ``bounds`` refinement): long suits cashed by the
  player on lead without trumps (once the others are void, his small cards win
  too); in trump games the declarer on lead cashes his top trumps, then in each
  side suit his cards above every defence card for as many rounds as every
  defender who may still ruff follows suit.
* ``later`` — later tricks (a ``bounds`` refinement), whoever leads: in trump
  games each of the declarer's trumps wins unless a higher defence trump falls
  on it, a different one each time; and when a defence without trumps is on
  lead (Sans Atout, Durchmarsch, trump games once the defence's trumps are
  gone) the declarer keeps his ``m`` masters (cards above every defence card of
  their suit, his trumps among them) but for the ones he must discard: the
  defence keeps him off the lead only by leading suits he holds no master of,
  each at most as often as the longer defender holds it (both follow while they
  can), so past his ``n - m`` other cards he discards ``j`` masters, keeping one
  in each master suit (that suit's lead would then give him the lead and he
  cashes the rest): at least ``m - j``. Holding a trump he never discards: a
  lead of a suit he holds no master of is followed from that suit and one he is
  void in he ruffs and wins, so all ``m``. Measured (nodes, seeds 0–19, seat 0 /
  contract declarer, exact values) against the former all-or-nothing rule
  ("the defence holds no more cards of his master-less suits than he holds
  other cards"): trump 39,289 / 34,023 → 30,510 / 32,315, Sans Atout
  52,672 / 47,424 → 36,818 / 32,187, Durchmarsch 37,668 / 43,712 → 31,133 /
  33,336; callgrind instructions (the 639M of the interpreter's start-up
  removed): trump −14%, Sans Atout −26%, Durchmarsch −15%. And the defence's
  later trick: a defence card above all of the declarer's in a suit he holds
  denies him all the tricks (he would have to lead that suit).
* ``order`` — move ordering: the table's best lead, a killer lead per depth,
  then cards by a game-specific class; second and third hand by rules of thumb.
  In trump games a defender on lead has no class of his winners (his cards above
  all of the declarer's in their suit, top trumps among them) tried first: they
  go with his other leads, lowest first. Measured against that class (nodes,
  seeds 100-299, seat 0 / contract declarer): declarer's longest suit as trumps
  -0.7% / -2.9%, a random suit -18% / -22%, his shortest -41% / -48% (seeds 0-99
  alike). In Sans Atout the class stays (without it +5% nodes), and in the
  two-hand search (``solver_two``, without it +7% to +17%).
* ``discard`` — the order of discards in games without trumps (an ``order``
  refinement): in Sans Atout and Durchmarsch a hand that cannot follow suit
  tries its lowest-ranked card first across its suits, not the lowest of its
  lowest suit; in Bettler the declarer tries first the highest-ranked of his
  cards that lie above some defence card of their suit (the card that would win
  a trick later), the defenders keep their order. Measured on seeds 0–29, seat
  0, by callgrind (instructions, deterministic): Bettler −5.3%, Sans Atout
  −4.0%, Durchmarsch −0.7%; in trump games (discarding when out of trumps too)
  it cost +3.5% though it saved nodes, so it is off there.
* ``trumps_last`` — a defender's leads in trump games (an ``order``
  refinement): of the leads that no class above puts first, trumps, and the
  side suits a declarer holding trumps is void in, come last (a trump lead draws
  the partner's trumps along with D's, a lead D ruffs gives him the trick). Only
  the order changes. Measured on seeds 0–19, seat 0 and contract declarer:
  62,825 → 59,300 nodes (−5.6%; seeds 20–49: −4.1%), callgrind −3.8% of the
  search's instructions. Leading trumps last alone gave −3.6% nodes, the ruffed
  suits alone −2.3%; also putting the suits the partner ruffs first, or D's side
  suits before his trumps when he leads, did not pay (−0.1% to +2.2%).
* ``rank`` — the order of leads in Bettler (an ``order`` refinement): three lead
  classes are tried by rank across suits, the highest rank first (ties: the
  lower suit first), instead of suit by suit: the declarer's "shed" class (his
  highest card of each suit that a defender must overtake) and his leads no
  defender must overtake, and a defender's leads that the declarer holds higher
  cards against. The highest exit is the one closest to turning into a winner,
  whatever its suit, so shedding it first refutes more often; a defender's
  highest such lead leaves D the fewest cards above it. Only the order changes.
  Measured by node counts against suit by suit (seeds 0–19, seat 0 and contract
  declarer, whole-deal exact values): 296,283 → 240,917 nodes (−18.7%); on
  seeds 100–129: 526,659 → 391,201 (−25.7%). The declarer's shed class alone
  gave −11.7% / −18.7%, the defender's class −6.5% more; ordering the shed class
  by the defence's length in the suit, or by the defence cards above the card,
  did no better. The declarer's leads no defender must overtake (he takes the
  trick on purpose, to shed a card that would be caught later) also come before
  his lower exits (cards under a defence card that are not his highest such card
  of their suit), which rarely refute: 240,917 → 221,245 nodes (−8.2%) on seeds
  0–19, −1.9% and −2.0% on seeds 100–129 and 200–229; trying all his leads by
  rank in one class, or those leads before the shed class, did worse.
  A defender's cards above all of D's in a suit D holds come before those leads
  (suit by suit, highest first; an ``order`` choice, not switched by ``rank``):
  measured on seeds 0–149, seat 0 and contract declarer, whole-deal exact values,
  median nodes per deal −3.4% for both (the mean of the per-deal log ratios −9.5%
  and −3.8%, the totals +0.8% and +0.3%: a few hard deals need more); callgrind
  on seeds 0–19 −2.4% of the instructions. Ordering those cards by rank across
  suits, the catching leads (those D cannot get out of, as in the caught test)
  first within the others, or every lead of a suit D holds in one class by rank,
  did worse (+1% to +7% nodes).
"""

from __future__ import annotations

import time
from collections.abc import Callable
from typing import Any

from game.cards import SUIT_MASKS

from .solver_tables import (
    ABOVE,
    NOT_BOTTOM,
    NOT_TOP,
    OWNER_BITS,
    PACK,
    SUIT_OF,
    beat_table,
    cashable,
    legal_mask,
    owner_word,
    representatives,
    smear_down,
    smear_up,
    suits_held,
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

# smear masks (see solver_tables.smear_down / smear_up), inlined in the search
_DOWN2 = 0x3F3F3F3F
_DOWN4 = 0x0F0F0F0F
_UP2 = 0xFCFCFCFC
_UP4 = 0xF0F0F0F0
_SEVENS = 0x01010101  # the lowest card of each suit


def _seat_info(maxi: bool) -> tuple[tuple[Any, ...], ...]:
    """By leader (relative seat): second and third seat, whether each of the three
    wants the declarer's count >= k, whether each is the declarer, their owner bits."""
    want = (maxi, not maxi, not maxi)
    order = [(lead, (lead + 1) % 3, (lead + 2) % 3) for lead in range(3)]
    return tuple(
        (
            second,
            third,
            want[lead],
            want[second],
            want[third],
            int(lead == 0),
            int(second == 0),
            int(third == 0),
            OWNER_BITS[lead],
            OWNER_BITS[second],
            OWNER_BITS[third],
        )
        for lead, second, third in order
    )


_SEAT_INFO = {maxi: _seat_info(maxi) for maxi in (False, True)}


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

    ``ge3(a, b, c, lead, k)`` and ``ge2(a, b, lead, k)`` take the hands (plain
    card masks) in playing order from the leader ``lead`` (relative seat). The
    table may be shared by every position of every deal searched with the same
    kernel: keys are complete (relative ranks and the leader).
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
        quick: bool = True,
        later: bool = True,
        discard: bool = True,
        rank: bool = True,
        trumps_last: bool = True,
    ) -> None:
        self.trump = trump
        self.maximize = maximize
        self.max_nodes: int | None = None
        self.deadline: float | None = None
        self.table: dict[tuple[int, ...], tuple[int, int, int]] = {}
        # node counter and the count at which the budget is checked next
        self._count = [0, 1 << 12]
        self.ge3: Callable[[int, int, int, int, int], bool] = _make_ge3(
            self, order, bounds, reduce, relative, table, quick, later, discard, rank, trumps_last
        )
        self._two_hand_switches = {
            "order": order,
            "bounds": bounds,
            "reduce": reduce,
            "relative": relative,
            "table": table,
            "later": later,
        }
        self._ge2: Callable[[int, int, int, int], bool] | None = None

    @property
    def ge2(self) -> Callable[[int, int, int, int], bool]:
        """The two-hand search (built on first use: most kernels never need it)."""
        if self._ge2 is None:
            self._ge2 = make_ge2(
                self.trump,
                self.maximize,
                self.table,
                self._count,
                self.check_budget,
                **self._two_hand_switches,
            )
        return self._ge2

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
        # every 1024 nodes (a few ms, even in Pyodide): the clock when there is a deadline,
        # and on the page's thread a place where web/slicing.py may let the browser paint
        # (a call per 1024 nodes costs nothing measurable)
        step = 1 << 10
        if self.max_nodes is not None:
            step = max(1, min(step, self.max_nodes + 1 - count[0]))
        count[1] = count[0] + step

    def beat_table(self) -> tuple[int, ...]:
        """BEAT[c]: the cards that beat ``c`` when ``c`` is winning the trick (R5.3)."""
        return beat_table(self.trump)


def _make_ge3(
    kernel: Kernel,
    order: bool,
    bounds: bool,
    reduce: bool,
    relative: bool,
    table: bool,
    quick: bool,
    later: bool,
    discard: bool,
    rank: bool,
    trumps_last: bool,
) -> Callable[[int, int, int, int, int], bool]:
    """Build the three-hand search closure (everything it needs in closure cells)."""
    trumps = SUIT_MASKS[kernel.trump] if kernel.trump is not None else 0
    no_trump = not trumps
    maxi = kernel.maximize
    beat = kernel.beat_table()
    suit_of = SUIT_OF
    above = ABOVE
    # by relative seat: does the declarer win the trick this seat wins?
    d_wins = (True, False, False)
    nxt = (1, 2, 0)
    seat_info = _SEAT_INFO[maxi]
    tt = kernel.table
    tt_get = tt.get
    count = kernel._count
    check = kernel.check_budget
    red = NOT_TOP if reduce else 0  # with 0 the representative formula keeps every card
    nt = NOT_TOP
    nb = NOT_BOTTOM
    pack = PACK
    killers = [0] * 33  # by (tricks left, leader): the last cutoff lead
    sides = tuple(mask for mask in SUIT_MASKS if not mask & trumps)
    # in trump games the discard order measured slower (more work per node)
    discard = discard and order and no_trump
    # how a Bettler defender's leads D holds higher cards against are walked (see
    # ``rank``): 2 the highest rank first across suits, 1 the highest card first
    by_rank_high = 2 if rank else 1
    trumps_last = trumps_last and order and not no_trump

    def ge3(a: int, b: int, c: int, lead: int, k: int) -> bool:
        """Declarer's tricks from here >= k? ``a`` leads, ``b`` and ``c`` follow (clockwise)."""
        if k <= 0:
            return True
        n = a.bit_count()
        if k > n:  # the declarer cannot take more tricks than remain
            return False
        p2 = nxt[lead]
        return search(a, b, c, lead, k, owner_word(_by_seat((a, b, c), lead, p2, nxt[p2])), n)

    def search(a: int, b: int, c: int, lead: int, k: int, w: int, n: int) -> bool:
        """ge3 with ``0 < k <= n``, ``n`` the tricks left and ``w`` the owner word of
        the hands (callers ensure)."""
        count[0] += 1
        if n == 1:
            # last trick: no choice is left, R5.3 decides it
            ca = a.bit_length() - 1
            if b & beat[ca]:
                if c & beat[b.bit_length() - 1]:
                    return d_wins[nxt[nxt[lead]]]
                return d_wins[nxt[lead]]
            return d_wins[nxt[nxt[lead]]] if c & beat[ca] else d_wins[lead]
        key: tuple[int, ...] | None
        if not table:
            key = None
            entry = None
        else:
            if relative:
                # relative ranks: who holds the 1st, 2nd, ... card left of each suit
                key = (
                    pack[w & 0xFFFF],
                    pack[w >> 16 & 0xFFFF],
                    pack[w >> 32 & 0xFFFF],
                    pack[w >> 48],
                    lead,
                )
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
        # smear_down(de), smear_down(hd) and suits_held(hd) once the first-visit bounds
        # computed them, for the lead order (0 until then: the hands are never empty)
        sd = sh = hh = 0
        if bounds and entry is None:
            # first visit: cheap bounds. sd: cards at or below some defence card of
            # their suit (smear_down(de), inlined like the other smears below)
            sd = de | (de >> 1) & nt
            sd |= (sd >> 2) & _DOWN2
            sd |= (sd >> 4) & _DOWN4
            if maxi:
                # lower bounds first, the upper ones only while the test is still open
                # (a cut needs one side only; the table keeps what was computed)
                if no_trump:
                    if lead == 0:
                        # D cashes every card no defender can beat, keeping the lead
                        tops = a & ~sd
                        q = tops.bit_count()
                        if quick and q < k and tops:
                            q = cashable(tops, a, b, c)  # and the long suits they set up
                        if q > lo:
                            lo = q
                else:
                    # a trump above every trump of the other side wins whenever it is played
                    dt = hd & trumps
                    et = de & trumps
                    q = (dt & above[et.bit_length() - 1]).bit_count() if et else dt.bit_count()
                    if lead == 0:
                        tb = (b & trumps).bit_count()
                        tc = (c & trumps).bit_count()
                        wins = a & ~trumps & ~sd  # side cards above every defence card
                        if q >= tb and q >= tc:
                            # drawing trumps with those leaves the defence unable to ruff
                            q = dt.bit_count()
                            q += cashable(wins, a, b, c) if quick and wins else wins.bit_count()
                        elif wins and quick:
                            # quick tricks: cash the top trumps, then each side suit's
                            # winners for as many rounds as every defender still holding
                            # a trump follows suit (a void one must ruff, R5.4)
                            rb = b if tb > q else 0
                            rc = c if tc > q else 0
                            for suit in sides:
                                won = (wins & suit).bit_count()
                                if won:
                                    if rb and (rb & suit).bit_count() < won:
                                        won = (rb & suit).bit_count()
                                    if rc and (rc & suit).bit_count() < won:
                                        won = (rc & suit).bit_count()
                                    q += won
                    if q > lo:
                        lo = q
                    if later and dt and et and lo < k:
                        # later tricks: each of D's trumps wins its trick unless a higher
                        # defence trump falls on it, a different one each time
                        q = dt.bit_count() - (et & above[(dt & -dt).bit_length() - 1]).bit_count()
                        if q > lo:
                            lo = q
                if later and lead and lo < k and not de & trumps and hd & ~sd:
                    # later tricks, the defence on lead and without trumps: D's masters
                    # (cards above every defence card of their suit, and all his
                    # trumps) survive while the defence leads suits in which he has
                    # none, as long as he has other cards to play; then a lead of a
                    # master's suit lets him win it and cash the rest, as nothing
                    # beats or ruffs a master. Holding a trump he never has to part
                    # with a master: a lead of a suit he holds no master of is
                    # followed from that suit, and one he is void in he ruffs and wins
                    masters = hd & ~sd
                    q = masters.bit_count()
                    if q > lo:
                        if hd & trumps:
                            lo = q
                        else:
                            # the defence leads a master-less suit at most as often as
                            # its longer defender holds it (both follow while they
                            # can); past his n - q other cards D discards masters, one
                            # of each master suit kept so that suit still wins him
                            # the lead
                            held = suits_held(masters)
                            partner = b if lead == 1 else c
                            over = q - n
                            for suit in SUIT_MASKS:
                                if not suit & held:
                                    x = (a & suit).bit_count()
                                    y = (partner & suit).bit_count()
                                    over += x if x > y else y
                            if over <= 0:
                                lo = q
                            elif over <= q - (held & _SEVENS).bit_count() and q - over > lo:
                                lo = q - over
                if lo < k:
                    if later and k == n:
                        sh = hd | (hd >> 1) & nt  # smear_down(hd)
                        sh |= (sh >> 2) & _DOWN2
                        sh |= (sh >> 4) & _DOWN4
                        hh = (sh & _SEVENS) * 0xFF  # suits_held(hd): each suit's seven
                        if de & ~sh & hh:
                            # the defence's later trick: a defence card above all of D's
                            # in a suit he holds beats him when he leads that suit, and
                            # he must lead it once if he is to take every trick
                            hi = n - 1
                    if not hd & trumps:
                        su = de | (de << 1) & nb
                        su |= (su << 2) & _UP2
                        su |= (su << 4) & _UP4
                        if not hd & su and (lead or de & trumps or not hd & ~sd):
                            # D holds no trump and each of his cards lies under every
                            # defence card of its suit: every trick the defence leads is
                            # theirs, and so is any lead of his (a defender must
                            # overtake or ruff, R5.4)
                            hi = 0
                    if no_trump:
                        if lead:
                            # the defender on lead cashes his cards nobody else can beat
                            o = b | c
                            o |= (o >> 1) & nt
                            o |= (o >> 2) & _DOWN2
                            o |= (o >> 4) & _DOWN4
                            tops = a & ~o
                            q = n - tops.bit_count()
                            if quick and q >= k and tops:
                                q = n - cashable(tops, a, b, c)
                            if q < hi:
                                hi = q
            else:
                under = hd & sd  # declarer cards a defender can overtake
                su = de | (de << 1) & nb
                su |= (su << 2) & _UP2
                su |= (su << 4) & _UP4
                if not hd & su and (lead or under):
                    # Bettler: every declarer card lies under every defence card of its
                    # suit, so he never wins a trick (he never gets the lead back)
                    hi = 0
                elif lead == 0 and not under:
                    # on lead with only cards nobody can beat: he wins every trick
                    lo = n
            if lo >= k or hi < k:
                if key is not None:
                    tt[key] = (lo, hi, 0)
                return lo >= k
        if bounds and not maxi and (k == n or k == 1):
            settled = _caught(a, b, c, lead, hd, de, k, n, lo, hi)
            lo, hi = _caught_bounds
            if settled:
                if key is not None:
                    tt[key] = (lo, hi, hint)
                return lo >= k
        # the budget is looked at only where the search goes on (a cut costs little)
        if count[0] >= count[1]:
            check()
        p2, p3, w1, w2, w3, d1, d2, d3, own1, own2, own3 = seat_info[lead]
        # what the rest is worth needing k1/k2/k3 more, when the next trick's winner
        # is the leader/second/third; None when only a search can tell
        # (0 < k <= n: D winning it needs k - 1 more, only none when k == 1; a defender
        # winning it leaves n - 1 tricks for the k, too few only when k == n)
        k1 = k - d1
        k2 = k - d2
        k3 = k - d3
        td = True if k == 1 else None
        te = False if k == n else None
        if lead == 0:
            t1, t2, t3 = td, te, te
        elif lead == 1:
            t1, t2, t3 = te, te, td
        else:
            t1, t2, t3 = te, td, te
        n1 = n - 1
        gone = ~(a | b | c) & red
        m1 = a & ~((gone + ((a & red) << 1)) & a)
        # lead classes, tried in turn: (cards, order: 0 lowest card first, 1 highest
        # card first, 2 highest rank first across suits, see ``rank``)
        classes: tuple[tuple[int, int], ...]
        if not order:
            classes = ((m1, 0),)
            hi2 = hi3 = False
        elif maxi:
            if trumps and lead:
                # a defender in a trump game tries no class of his winners first (see
                # ``order``): his leads go lowest first, trumps and the suits D ruffs
                # last (``trumps_last``, below)
                win = 0
            else:
                # cards no opponent can beat or (trump games) ruff come first
                o = sh if lead else sd
                if not o:
                    o = hd if lead else de
                    o |= (o >> 1) & nt
                    o |= (o >> 2) & _DOWN2
                    o |= (o >> 4) & _DOWN4
                win = m1 & ~o
                if trumps:
                    # suits_held(b) and suits_held(c), inlined (one call each cost more)
                    if b & trumps:
                        o = b | b >> 4
                        o |= o >> 2
                        o |= o >> 1
                        win &= trumps | (o & _SEVENS) * 0xFF
                    if c & trumps:
                        o = c | c >> 4
                        o |= o >> 2
                        o |= o >> 1
                        win &= trumps | (o & _SEVENS) * 0xFF
            # the table's best lead first, then the last lead that won a cutoff at
            # this depth for this leader (killer heuristic), then the classes above
            first = (hint | killers[n * 3 + lead]) & m1
            rest = m1 & ~win & ~first
            late = 0
            if trumps_last and lead:
                # a defender leads trumps, and suits D ruffs, last (``trumps_last``)
                late = rest & trumps
                if hd & trumps:
                    if not hh:
                        # suits_held(hd), inlined (unless the first-visit bounds set it)
                        o = hd | hd >> 4
                        o |= o >> 2
                        o |= o >> 1
                        hh = (o & _SEVENS) * 0xFF
                    late |= rest & ~hh
            classes = (
                (first & hint, 0),
                (first & ~hint, 0),
                (win & ~first, 0),
                (rest & ~late, 0),
                (late, 0),
            )
            hi2 = hi3 = False
        else:
            # Bettler: the table's best lead first (a killer lead does not pay here)
            first = hint & m1
            o = sh if lead else sd
            if not o:
                o = hd if lead else de
                o |= (o >> 1) & nt
                o |= (o >> 2) & _DOWN2
                o |= (o >> 4) & _DOWN4
            if lead == 0:
                # declarer: cards a defender must overtake (R5.4) come first, the
                # highest such card of each suit before the rest: shedding it now is
                # what keeps him clean later
                win = m1 & o
                o = (win >> 1) & nt
                o |= (o >> 1) & nt
                o |= (o >> 2) & _DOWN2
                o |= (o >> 4) & _DOWN4
                shed = win & ~o
                rest = m1 & ~win & ~first
                shed &= ~first
                win &= ~shed & ~first
                if rank:
                    # his leads no defender must overtake before his lower exits
                    classes = ((first, 0), (shed, 2), (rest, 2), (win, 0))
                else:
                    classes = ((first, 0), (shed, 0), (win, 0), (rest, 0))
            else:
                # defender: first his cards above all of the declarer's in a suit D
                # holds, highest first (D must follow under them, and each such card
                # gone brings D's own cards of the suit closer to being masters), then
                # the cards D holds higher ones against, the highest rank first (he
                # must overtake, R5.4, with as few cards left above it as possible),
                # and last the suits D is void in (they give him a free discard)
                win = m1 & o
                # o is smear_down(hd): its sevens are the suits D holds (suits_held)
                late = m1 & ~((o & _SEVENS) * 0xFF)
                classes = (
                    (first, 0),
                    (m1 & ~win & ~late & ~first, 1),
                    (win & ~first, by_rank_high),
                    (late & ~first, 0),
                )
            # following, D sheds his highest card; a defender plays high too
            hi2 = hi3 = True
        # maximising games, second hand before an opponent: the cheapest card the
        # last hand cannot beat first (below, only when second hand can win)
        cheap2 = order and maxi and lead != 0
        res1 = not w1
        best1 = 0
        for m1, down in classes:
            while m1:
                if not down:
                    lb1 = m1 & -m1
                elif down == 1:
                    lb1 = 1 << (m1.bit_length() - 1)
                else:
                    # the highest rank held in any suit of m1, its lowest suit
                    o = m1 | m1 >> 16  # the four suits folded into one byte
                    o = (o | o >> 8) & 0xFF
                    lb1 = m1 & _SEVENS << o.bit_length() - 1
                    lb1 &= -lb1
                m1 ^= lb1
                c1 = lb1.bit_length() - 1
                a1 = a ^ lb1
                wa = w ^ own1[c1]
                led = suit_of[c1]
                bc1 = beat[c1]
                # R5.4: follow suit, else trump; beat the winner if possible
                f = b & led or b & trumps
                l2 = (f & bc1 or f) if f else b
                g2 = (gone | lb1) & red
                if l2 & (l2 - 1):
                    m2 = l2 & ~((g2 + ((l2 & red) << 1)) & l2)
                else:
                    m2 = l2  # a single legal card (often)
                # third hand's cards owed to this suit, and what he may play when the
                # lead is still winning when his turn comes
                f3 = c & led or c & trumps
                l3_led = (f3 & bc1 or f3) if f3 else c
                first2 = 0
                if cheap2 and l2 & bc1:
                    o = c | (c >> 1) & nt
                    o |= (o >> 2) & _DOWN2
                    o |= (o >> 4) & _DOWN4
                    first2 = m2 & ~o
                res2 = not w2
                # discards (``discard``): 1 lowest rank first, 2 Bettler's declarer
                # with his cards above some defence card (``danger2/3``) first
                disc2 = disc3 = 0
                if discard:
                    if not f and m2 & (m2 - 1):
                        if maxi:
                            disc2 = 1
                        elif d2:
                            disc2 = 2
                            o = a1 | c  # smear_up(a1 | c), inlined
                            o |= (o << 1) & nb
                            o |= (o << 2) & _UP2
                            danger2 = o | (o << 4) & _UP4
                    if not f3:
                        if maxi:
                            disc3 = 1
                        elif d3:
                            disc3 = 2
                            o = a1 | b  # smear_up(a1 | b), inlined
                            o |= (o << 1) & nb
                            o |= (o << 2) & _UP2
                            danger3 = o | (o << 4) & _UP4
                while m2:
                    # the card tried (c2 its index)
                    if first2:
                        lb2 = first2 & -first2
                        first2 ^= lb2
                        c2 = lb2.bit_length() - 1
                    elif disc2:
                        # the lowest (1) or highest (2) rank: fold the suits into one byte
                        if disc2 == 1:
                            o = m2 | m2 >> 16  # the four suits folded into one byte
                            o = (o | o >> 8) & 0xFF
                            lb2 = m2 & _SEVENS << (o & -o).bit_length() - 1
                        else:
                            lb2 = m2 & danger2 or m2
                            o = lb2 | lb2 >> 16  # the four suits folded into one byte
                            o = (o | o >> 8) & 0xFF
                            lb2 &= _SEVENS << o.bit_length() - 1
                        lb2 &= -lb2
                        c2 = lb2.bit_length() - 1
                    elif hi2:
                        c2 = m2.bit_length() - 1
                        lb2 = 1 << c2
                    else:
                        lb2 = m2 & -m2
                        c2 = lb2.bit_length() - 1
                    m2 ^= lb2
                    b2 = b ^ lb2
                    wb = wa ^ own2[c2]
                    if lb2 & bc1:  # second hand wins so far (R5.3)
                        bb = beat[c2]
                        l3 = (f3 & bb or f3) if f3 else c
                        wi = 1
                    else:
                        bb = bc1
                        l3 = l3_led
                        wi = 0
                    if l3 & (l3 - 1):
                        g3 = (g2 | lb2) & red
                        m3 = l3 & ~((g3 + ((l3 & red) << 1)) & l3)
                    else:
                        m3 = l3
                    res3 = not w3
                    while m3:
                        if disc3:
                            if disc3 == 1:
                                o = m3 | m3 >> 16  # the four suits folded into one byte
                                o = (o | o >> 8) & 0xFF
                                lb3 = m3 & _SEVENS << (o & -o).bit_length() - 1
                            else:
                                lb3 = m3 & danger3 or m3
                                o = lb3 | lb3 >> 16  # the four suits folded into one byte
                                o = (o | o >> 8) & 0xFF
                                lb3 &= _SEVENS << o.bit_length() - 1
                            lb3 &= -lb3
                            c3 = lb3.bit_length() - 1
                        elif hi3:
                            c3 = m3.bit_length() - 1
                            lb3 = 1 << c3
                        else:
                            lb3 = m3 & -m3
                            c3 = lb3.bit_length() - 1
                        m3 ^= lb3
                        # R5.3 winner, who leads the next trick (R5.2)
                        if lb3 & bb:
                            r = t3
                            if r is None:
                                wc = wb ^ own3[c3]
                                r = search(c ^ lb3, a1, b2, p3, k3, wc, n1)
                        elif wi:
                            r = t2
                            if r is None:
                                wc = wb ^ own3[c3]
                                r = search(b2, c ^ lb3, a1, p2, k2, wc, n1)
                        else:
                            r = t1
                            if r is None:
                                wc = wb ^ own3[c3]
                                r = search(a1, b2, c ^ lb3, lead, k1, wc, n1)
                        if r is w3:
                            res3 = r
                            break
                    if res3 is w2:
                        res2 = res3
                        break
                if res2 is w1:
                    res1 = res2
                    best1 = lb1
                    if maxi:  # Bettler does not use the killer lead
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
            tt[key] = (lo, hi, best1 or hint)
        return res1

    # the bounds the caught test found, handed back without building a tuple per call
    _caught_bounds = [0, 0]

    def _caught(
        a: int, b: int, c: int, lead: int, hd: int, de: int, k: int, n: int, lo: int, hi: int
    ) -> bool:
        """Bettler: is D caught in this trick whatever he plays? Decides "all of them?"
        (k == n) and "any?" (k == 1); returns True when that settles the question,
        with the bounds it found in ``_caught_bounds``.

        The test is exact for the trick, so when D is not caught he can lose it
        and take at most n - 1; when he is he takes at least one.
        """
        if lead == 0:
            # on lead he escapes with any card a defender must overtake (R5.4)
            o = de | (de >> 1) & NOT_TOP  # smear_down(de), inlined like the rest below
            o |= (o >> 2) & _DOWN2
            caught = not hd & (o | (o >> 4) & _DOWN4)
        elif lead == 1:
            # L leads, R follows, D plays last and must beat the trick's winner
            # when he can (R5.4). L leads a card under D's highest of its suit; R
            # cannot save D unless every R card above it also lies above all of D's
            o = c | (c >> 1) & NOT_TOP
            o |= (o >> 2) & _DOWN2
            below = o | (o >> 4) & _DOWN4  # smear_down(c)
            over = b & ~below  # R's cards above all of D's in their suit
            if over:
                # smear_up(over) | smear_down(over): the suits of those cards
                o = over | over >> 4
                o |= o >> 2
                o |= o >> 1
                o = a & below & ~((o & _SEVENS) * 0xFF)
                if not o:
                    x = b & below
                    if x:
                        x |= (x >> 1) & NOT_TOP
                        x |= (x >> 2) & _DOWN2
                        o = a & below & (x | (x >> 4) & _DOWN4)
                caught = bool(o)
            else:
                caught = bool(a & below)
        else:
            # R leads, D second must beat it when he can (R5.4): caught when all
            # his cards above R's lead are above all of L's
            o = c | (c >> 1) & NOT_TOP
            o |= (o >> 2) & _DOWN2
            x = b & (o | (o >> 4) & _DOWN4)  # D's cards at or below some of L's
            o = b | (b >> 1) & NOT_TOP
            o |= (o >> 2) & _DOWN2
            o = a & (o | (o >> 4) & _DOWN4)  # R's leads under some card of D's
            if o and x:
                x |= (x >> 1) & NOT_TOP
                x |= (x >> 2) & _DOWN2
                o &= ~(x | (x >> 4) & _DOWN4)
            caught = bool(o)
        if not caught:
            if n - 1 < hi:
                hi = n - 1
        elif lead:
            if lo < 1:
                lo = 1
            if k == n:
                # D wins this trick, then leads: he escapes the next one if a defence
                # card is still above his lowest card of some suit (a defender must
                # overtake it, R5.4). Of those ``over`` cards this trick removes at
                # most two, or, when D wins with his lowest of a suit (so both
                # defence cards lie below it or one is a discard), one plus the
                # ``gap`` between his lowest and second lowest of that suit
                up = smear_up(hd)
                over_count = (de & up).bit_count()
                if over_count >= 3:
                    gap = de & up & ~smear_up(hd & ((up << 1) & NOT_BOTTOM))
                    if over_count - 1 > max(
                        (gap & 0xFF).bit_count(),
                        (gap & 0xFF00).bit_count(),
                        (gap & 0xFF0000).bit_count(),
                        (gap >> 24).bit_count(),
                    ):
                        hi = n - 1
        _caught_bounds[0] = lo
        _caught_bounds[1] = hi
        return lo >= k or hi < k

    return ge3


def _by_seat(hands: tuple[int, int, int], lead: int, p2: int, p3: int) -> tuple[int, int, int]:
    """Hands in playing order from relative seat ``lead`` put back by relative seat."""
    seats = [0, 0, 0]
    seats[lead] = hands[0]
    seats[p2] = hands[1]
    seats[p3] = hands[2]
    return (seats[0], seats[1], seats[2])
