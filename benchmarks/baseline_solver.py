"""The plain reference solver that ``bench_solver.py`` measures the real one against.

Owns nothing the game uses: it exists so the solver's speed (issues 4 and 12:
"N times faster than a plain solver with the same rules") is measured against
code we can read, and so full 10-card deals have a second, independent exact
answer.

It is the baseline issue 4 describes, written as competently as plain code
allows, so that the ratios we report are not flattered by a slow reference:

* hands as int bit masks, the R5.4 obligations as a few mask operations with a
  precomputed "cards that beat a winning card" table;
* null-window alpha-beta card by card ("can the declarer's count reach
  ``k``?"), and a binary search on ``k`` for the exact value;
* a transposition table at trick boundaries keyed by the raw hands and the
  leader, storing lower and upper bounds (``table=False`` leaves it out: plain
  alpha-beta, many times slower on whole deals, for reference only);
* touching-card reduction: of the legal cards that are adjacent in rank once the
  cards no longer in any hand are removed, only the lowest is searched.

It deliberately has nothing else: no move ordering (cards are tried in card
order), no quick-trick or other cheap bounds, no relative-rank keys, no
trick-level loops; values are only known at the end of the hand (the search
counts all remaining tricks, as the real solver does).
"""

from __future__ import annotations

from collections.abc import Callable

from game.cards import SUIT_MASKS

__all__ = ["BaselineSolver", "baseline_value"]

_NOT_ACES = 0x7F7F7F7F  # every card but the ace of each suit


def _beat_table(trump: int | None) -> list[int]:
    """BEAT[c]: the cards that beat ``c`` when it is winning the trick (R5.3)."""
    trumps = SUIT_MASKS[trump] if trump is not None else 0
    table = []
    for card in range(32):
        higher = SUIT_MASKS[card >> 3] & ~((2 << card) - 1)
        table.append(higher if 1 << card & trumps else higher | trumps)
    return table


class BaselineSolver:
    """Plain double-dummy search of one deal from a trick boundary.

    ``hands`` are seat-indexed masks (an out-of-play seat holds 0), ``active`` the
    seats in play in clockwise order, ``maximize`` whether the declarer wants
    many tricks (trump, Sans Atout, Durchmarsch) or few (Bettler).
    """

    def __init__(
        self,
        hands: list[int],
        active: tuple[int, ...],
        declarer: int,
        trump: int | None,
        maximize: bool,
        *,
        table: bool = True,
    ) -> None:
        self.hands = list(hands)
        self.active = active
        self.declarer = declarer
        self.trump = trump
        self.maximize = maximize
        self.table: dict[tuple[int, int, int, int], tuple[int, int]] = {}
        self.nodes = 0
        self.use_table = table
        self._search = self._build()

    def _build(self) -> Callable[[int, int, int, int, int, int, int], bool]:
        hands = self.hands
        declarer = self.declarer
        trumps = SUIT_MASKS[self.trump] if self.trump is not None else 0
        beat = _beat_table(self.trump)
        players = len(self.active)
        # next_seat[p]: who plays after p (R5.2; in two-hand play the two alternate)
        next_seat = [0, 0, 0]
        for i, seat in enumerate(self.active):
            next_seat[seat] = self.active[(i + 1) % players]
        # wants_high[p]: does seat p want the declarer's count to reach k?
        wants_high = [(p == declarer) == self.maximize for p in range(3)]
        table = self.table
        use_table = self.use_table
        solver = self

        def search(
            k: int, leader: int, seat: int, played: int, led: int, best: int, win: int
        ) -> bool:
            """Declarer's count from here >= k? ``played`` cards lie in the trick, of
            suit mask ``led``; ``best`` is the winning card so far, ``win`` its seat."""
            solver.nodes += 1
            hand = hands[seat]
            key = None
            if played == 0:
                if k <= 0:
                    return True
                if k > hands[declarer].bit_count():
                    return False
                if use_table:
                    key = (hands[0], hands[1], hands[2], leader)
                entry = table.get(key) if key is not None else None
                if entry is not None:
                    if entry[0] >= k:
                        return True
                    if entry[1] < k:
                        return False
                legal = hand
            else:
                # R5.4: follow suit, else trump; beat the winning card when possible
                owed = hand & led or hand & trumps
                legal = (owed & beat[best] or owed) if owed else hand
            # touching cards: the lowest of each run with no card in play between
            gone = ~(hands[0] | hands[1] | hands[2]) & _NOT_ACES
            moves = legal & ~((gone + ((legal & _NOT_ACES) << 1)) & legal)
            want = wants_high[seat]
            result = not want
            while moves:
                low = moves & -moves
                moves ^= low
                card = low.bit_length() - 1
                hands[seat] = hand ^ low
                if played == 0:
                    value = search(k, leader, next_seat[seat], 1, SUIT_MASKS[card >> 3], card, seat)
                else:
                    if low & beat[best]:
                        new_best, new_win = card, seat
                    else:
                        new_best, new_win = best, win
                    if played + 1 == players:
                        # R5.3/R5.2: the winner scores the trick and leads the next
                        gain = 1 if new_win == declarer else 0
                        value = search(k - gain, new_win, new_win, 0, 0, 0, 0)
                    else:
                        value = search(
                            k, leader, next_seat[seat], played + 1, led, new_best, new_win
                        )
                hands[seat] = hand
                if value == want:
                    result = want
                    break
            if key is not None:
                low_bound, high_bound = table.get(key, (0, 10))
                if result:
                    low_bound = max(low_bound, k)
                else:
                    high_bound = min(high_bound, k - 1)
                table[key] = (low_bound, high_bound)
            return result

        return search

    def at_least(self, k: int, leader: int) -> bool:
        """Can the declarer take at least ``k`` of the remaining tricks?"""
        return self._search(k, leader, leader, 0, 0, 0, 0)

    def value(self, leader: int) -> int:
        """Exact declarer tricks among the remaining tricks, by binary search on ``k``."""
        low, high = 0, self.hands[self.declarer].bit_count()
        while low < high:
            k = (low + high + 1) // 2
            if self.at_least(k, leader):
                low = k
            else:
                high = k - 1
        return low


def baseline_value(
    hands: list[int],
    active: tuple[int, ...],
    declarer: int,
    trump: int | None,
    maximize: bool,
    leader: int,
) -> int:
    """Exact declarer tricks of a deal at a trick boundary (fresh table each call)."""
    return BaselineSolver(hands, active, declarer, trump, maximize).value(leader)
