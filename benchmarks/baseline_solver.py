"""The plain reference solver that ``bench_solver.py`` measures the real one against.

Owns nothing the game uses: it exists so the speed target of the solver issue
("at least five times faster than a plain solver") is measured against code we
can read, and so full 10-card deals have a second, independent exact answer.

It has exactly the features the issue lists for the baseline, written
straightforwardly and no more:

* hands as int bit masks, the R5.4 obligations as mask operations;
* null-window alpha-beta ("can the declarer's count reach ``k``?"), and a binary
  search on ``k`` for the exact value;
* a transposition table at trick boundaries keyed by ``(hands, leader)`` that
  stores lower and upper bounds;
* touching-card reduction: of the legal cards that are adjacent in rank once the
  cards no longer in any hand are removed, only the lowest is searched.

It deliberately has no move ordering (cards are tried in card order) and no
quick-trick or other cheap bounds: values are only known at the end of the hand
(the search counts all remaining tricks, as the real solver does).
"""

from __future__ import annotations

from game.cards import SUIT_MASKS

__all__ = ["BaselineSolver", "baseline_value"]


def _above(card: int) -> int:
    """Cards of the same suit that outrank ``card`` (R1.2)."""
    return SUIT_MASKS[card >> 3] & ~((2 << card) - 1)


def _beats(card: int, best: int, trump: int | None) -> bool:
    """R5.3: does ``card`` beat the trick's current winning card ``best``?"""
    if card >> 3 == best >> 3:
        return card > best
    return trump is not None and card >> 3 == trump


def _legal(hand: int, led: int, best: int, trump: int | None) -> int:
    """R5.4 for a follower: Farbzwang, then Stichzwang, then Trumpfzwang."""
    trumps = SUIT_MASKS[trump] if trump is not None else 0
    for duty in (SUIT_MASKS[led >> 3], trumps):
        must = hand & duty
        if must:
            if duty & (1 << best):
                return must & _above(best) or must
            return must
    return hand


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
    ) -> None:
        self.hands = list(hands)
        self.active = active
        self.declarer = declarer
        self.trump = trump
        self.maximize = maximize
        self.table: dict[tuple[int, int, int, int], tuple[int, int]] = {}
        self.nodes = 0
        # next_seat[p]: who plays after p in this deal (R5.2; two-hand play alternates)
        self.next_seat = {p: active[(i + 1) % len(active)] for i, p in enumerate(active)}

    def _moves(self, legal: int) -> list[int]:
        """One card per group of touching legal cards (the lowest of each group)."""
        in_hands = self.hands[0] | self.hands[1] | self.hands[2]
        moves = []
        rest = legal
        while rest:
            low = rest & -rest
            rest ^= low
            card = low.bit_length() - 1
            # the next higher card of this suit still in some hand
            nxt = card + 1
            while nxt < (card | 7) + 1 and not in_hands >> nxt & 1:
                nxt += 1
            if nxt <= (card | 7) and legal >> nxt & 1:
                continue  # touches a higher legal card: the same move
            moves.append(card)
        return moves

    def at_least(self, k: int, leader: int) -> bool:
        """Can the declarer take at least ``k`` of the remaining tricks?"""
        return self._search(k, leader, leader, [], -1)

    def _search(self, k: int, leader: int, seat: int, trick: list[int], best: int) -> bool:
        hands = self.hands
        self.nodes += 1
        key = None
        if not trick:
            if k <= 0:
                return True
            if k > hands[self.declarer].bit_count():
                return False
            key = (hands[0], hands[1], hands[2], leader)
            entry = self.table.get(key)
            if entry is not None:
                if entry[0] >= k:
                    return True
                if entry[1] < k:
                    return False
            legal = hands[seat]
        else:
            legal = _legal(hands[seat], trick[0], best, self.trump)
        # the side that wants the declarer's count to be >= k
        wants_high = (seat == self.declarer) == self.maximize
        result = not wants_high
        for card in self._moves(legal):
            hands[seat] ^= 1 << card
            trick.append(card)
            new_best = card if len(trick) == 1 or _beats(card, best, self.trump) else best
            if len(trick) == len(self.active):
                # R5.3/R5.2: the winning card's owner wins and leads next
                order = [leader]
                while len(order) < len(self.active):
                    order.append(self.next_seat[order[-1]])
                winner = order[trick.index(new_best)]
                gain = 1 if winner == self.declarer else 0
                value = self._search(k - gain, winner, winner, [], -1)
            else:
                value = self._search(k, leader, self.next_seat[seat], trick, new_best)
            trick.pop()
            hands[seat] ^= 1 << card
            if value == wants_high:
                result = value
                break
        if key is not None:
            low, high = self.table.get(key, (0, 10))
            if result:
                low = max(low, k)
            else:
                high = min(high, k - 1)
            self.table[key] = (low, high)
        return result

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
