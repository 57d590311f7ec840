"""Card play by rules of thumb, for the two heuristic levels.

Owns the choice of a card from a :class:`~game.bots.view.View` for the
declarer and the defenders in every game: trump games (draw trumps, cash
winners, ruff; defenders cash winners, duck behind a winning partner, beat the
declarer cheaply), Sans Atout and Durchmarsch (cash and keep stoppers), and
Bettler (the declarer sheds his dangerous cards, ducks whenever R5.4 lets him;
the defenders lead low where he must beat). R5.4's duty to beat is always
respected because only legal cards are considered. With ``memory`` off (the
Anfänger) only the current trick and the own hand are looked at; with it on
(Fortgeschritten) every played card is counted and shown voids are used.
"""

from __future__ import annotations

from dataclasses import dataclass

from game.cards import FULL_DECK, SUIT_MASKS, parse_card
from game.contracts import BETTLER_GAMES
from game.play import above, play_order, winning_card

from .view import View

__all__ = ["choose_card", "Table"]


def _low(mask: int) -> int:
    return (mask & -mask).bit_length() - 1


def _high(mask: int) -> int:
    return mask.bit_length() - 1


def _cards(mask: int) -> list[int]:
    out = []
    while mask:
        low = mask & -mask
        out.append(low.bit_length() - 1)
        mask ^= low
    return out


@dataclass(slots=True)
class Table:
    """The trick in progress and what is still out, as one player sees it."""

    view: View
    memory: bool
    seat: int
    declarer: int
    trump: int | None
    game: str
    hand: int
    legal: int
    trick: list[tuple[int, int]]
    after: list[int]
    """Seats still to play to this trick after me."""
    unseen: int
    """Cards neither in my hand nor known to be gone (or, in Bettler Ouvert, in D's open hand)."""
    void: list[int]
    """Suit masks each seat has shown void (memory only)."""

    @classmethod
    def of(cls, view: View, memory: bool) -> Table:
        assert view.declarer is not None and view.game is not None
        legal = 0
        for action in view.legal:
            legal |= 1 << parse_card(action[5:])
        trick = list(view.trick.cards)
        players = view.players
        leader = view.trick.leader
        order = play_order(players, leader, view.rules)
        mine = order.index(view.seat)
        seen = view.hand | (view.discard or 0) | (view.talon or 0) & ~view.hand
        if memory:
            seen |= view.played
        else:
            for _seat, card in trick:
                seen |= 1 << card
            # even without memory a player knows the cards he played himself: the Sans
            # Atout declarer who cashed his ace knows his king is the top card now
            seen |= view.played_by[view.seat]
        unseen = FULL_DECK & ~seen
        void = [0, 0, 0]
        if memory:
            for s in range(3):
                for suit in range(4):
                    if view.forbid[s] & SUIT_MASKS[suit] == SUIT_MASKS[suit]:
                        void[s] |= SUIT_MASKS[suit]
        return cls(
            view,
            memory,
            view.seat,
            view.declarer,
            view.trump,
            view.game,
            view.hand,
            legal,
            trick,
            list(order[mine + 1 :]),
            unseen,
            void,
        )

    # --- facts ---------------------------------------------------------------------------

    @property
    def trumps(self) -> int:
        return SUIT_MASKS[self.trump] if self.trump is not None else 0

    @property
    def partner(self) -> int | None:
        if self.seat == self.declarer:
            return None
        other = 3 - self.seat - self.declarer
        return other if other in self.view.players else None

    def best(self) -> tuple[int, int] | None:
        """(winning card, its seat) of the trick so far."""
        if not self.trick:
            return None
        card = winning_card(tuple(c for _s, c in self.trick), self.trump)
        for seat, c in self.trick:
            if c == card:
                return card, seat
        raise AssertionError("winning card not in trick")

    def beats(self, card: int, best: int) -> bool:
        if card >> 3 == best >> 3:
            return card > best
        return self.trump is not None and card >> 3 == self.trump

    def master(self, card: int) -> bool:
        """No unseen card of the suit is higher (and, with memory, no ruff threatens)."""
        if self.unseen & above(card):
            return False
        suit = SUIT_MASKS[card >> 3]
        if self.trump is not None and not suit & self.trumps and self.memory:
            for s in self.opponents():
                if self.void[s] & suit and not self.void[s] & self.trumps:
                    if self.unseen & self.trumps:
                        return False
        return True

    def opponents(self) -> list[int]:
        if self.seat == self.declarer:
            return [s for s in self.view.players if s != self.seat]
        return [self.declarer]

    def suit_of(self, mask: int, suit: int) -> int:
        return mask & SUIT_MASKS[suit]


def choose_card(view: View, memory: bool) -> str:
    """The card to play, as an action string."""
    t = Table.of(view, memory)
    if t.game in BETTLER_GAMES:
        card = _bettler_declarer(t) if t.seat == t.declarer else _bettler_defender(t)
    elif t.seat == t.declarer:
        card = _declarer_lead(t) if not t.trick else _declarer_follow(t)
    else:
        card = _defender_lead(t) if not t.trick else _defender_follow(t)
    assert t.legal >> card & 1
    from game.cards import card_name

    return f"play:{card_name(card)}"


# --- shared pieces ------------------------------------------------------------------------


def _discard(t: Table, cards: int) -> int:
    """A card to throw away: the lowest of the suit where it hurts least."""
    best = None
    for card in _cards(cards):
        suit_cards = t.suit_of(t.hand, card >> 3)
        masters = sum(1 for c in _cards(suit_cards) if t.master(c))
        trump = int(bool((1 << card) & t.trumps))
        master = t.master(card)
        # keep trumps, keep winners and the guards of honours; shed from long weak suits.
        # A winner, if one must go, from the suit with the most winners: a lone one may be
        # the way into the lead for the rest
        held = -masters if master else masters
        key = (trump, int(master), held, -suit_cards.bit_count(), card & 7)
        if best is None or key < best[0]:
            best = (key, card)
    assert best is not None
    return best[1]


def _cheapest_winner(t: Table, best: int, masters_only: bool = False) -> int | None:
    for card in _cards(t.legal):
        if t.beats(card, best) and (not masters_only or t.master(card)):
            return card  # ascending within each suit; trumps only when not following
    return None


def _follow_to_win(t: Table, best: int) -> int:
    """Follow when my side wants the trick and an opponent may still play after me."""
    winner = _cheapest_winner(t, best, masters_only=True)
    if winner is not None:
        return winner
    beaters = [c for c in _cards(t.legal) if t.beats(c, best)]
    if beaters:
        # force the opponent to spend a high card (second hand high)
        return beaters[-1] if (beaters[-1] & 7) >= 5 else beaters[0]
    return _discard(t, t.legal)


# --- declarer: trump, Sans Atout, Durchmarsch --------------------------------------------


def _declarer_lead(t: Table) -> int:
    legal = t.legal
    trumps_out = _trumps_out(t)
    my_trumps = legal & t.trumps
    # draw trumps while the opponents hold some and my top trump is a winner
    if my_trumps and trumps_out:
        top = _high(my_trumps)
        if t.master(top):
            return top
        if my_trumps.bit_count() >= 4:
            # draw with an honour only from a sequence (KQ, QJ): a lone K led into the
            # unseen ace just gives it a trick, and a low trump draws as well (seed 2381)
            sequence = (top & 7) >= 5 and my_trumps >> (top - 1) & 1
            return top if sequence else _low(my_trumps)
    # cash side winners
    masters = [c for c in _cards(legal & ~t.trumps) if t.master(c)]
    if t.memory and t.game == "sans" and 0 < len(masters) < 6 - t.view.won[t.declarer]:
        # too few sure tricks for Sans Atout: the masters are the stoppers; cashed now,
        # the defence runs its suit once the lead is given up to set one up. Set up the
        # best suit first (the stoppers bring the lead back)
        pick = _setup_suit(t, legal)
        if pick is not None:
            return pick
    if masters:
        return max(masters, key=lambda c: (t.suit_of(t.hand, c >> 3).bit_count(), c & 7))
    side = legal & ~t.trumps
    if my_trumps and side and t.memory and not trumps_out:
        # no trump left out: keep the trumps to ruff with and play the side suits, as
        # below (cashing the trumps let the defence throw its losers and keep its winners:
        # the guided first deal's declarer led three trumps into nothing and took 5 tricks
        # of 8). Measured, all seats Fortgeschritten, the declarer's points where the deal
        # changed: seeds 0-999 +3.2 (95% CI ±0.8, 263 deals, 21 worse), 1000-1999 +2.6 (±0.7)
        return _longest_suit_lead(t, side)
    if my_trumps and t.master(_high(my_trumps)):
        return _high(my_trumps)
    if not side:
        return _high(legal)
    if t.trump is not None and my_trumps:
        # lead from the shortest side suit to ruff it later
        suit = min(
            (s for s in range(4) if side & SUIT_MASKS[s]),
            key=lambda s: (t.suit_of(side, s).bit_count(), s),
        )
        short = t.suit_of(side, suit)
        card = _low(short)
        if short.bit_count() == 1 and card & 7 >= 6 and not t.master(card):
            # a singleton king led into the unseen ace gives it a trick for the void; set
            # up a suit instead where one is there (seed 890: ♣K led, ♦KQJ9 wanted only
            # the ace knocked out)
            pick = _setup_suit(t, side)
            if pick is not None:
                return pick
        return card
    return _longest_suit_lead(t, side)


def _trumps_out(t: Table) -> int:
    """The unseen trumps an opponent may still hold. With memory, what R5.4 rules out for
    him is left out (a shown void in trumps), so in a hand game the hidden talon's trump
    is no reason to draw (seed 1117's Herzprämie declarer led his last trump into two
    shown voids and lost the deal)."""
    out = t.unseen & t.trumps
    if not t.memory or len(t.view.players) < 3:
        # in two-hand play the passive defender's cards are unseen too; leading the
        # trumps only he may hold did better than keeping them (docs/bots.md §2)
        return out
    held = 0
    for s in t.opponents():
        held |= out & ~t.view.forbid[s]
    return held


def _setup_suit(t: Table, legal: int) -> int | None:
    """The top card of the suit without a master that yields the most tricks once the
    unseen cards above it are knocked out (None if none yields one)."""
    best: tuple[tuple[int, int, int], int] | None = None
    for suit in range(4):
        cards = legal & SUIT_MASKS[suit]
        if not cards or any(t.master(c) for c in _cards(cards)):
            continue
        top = _high(cards)
        missing = (t.unseen & above(top)).bit_count()
        gain = cards.bit_count() - missing
        if gain < 1:
            continue
        key = (gain, -missing, top & 7)
        if best is None or key > best[0]:
            best = (key, top)
    return None if best is None else best[1]


def _longest_suit_lead(t: Table, side: int) -> int:
    """Establish the longest suit of ``side``: its top card if a master, else its lowest."""
    suit = max(
        (s for s in range(4) if side & SUIT_MASKS[s]),
        key=lambda s: (t.suit_of(side, s).bit_count(), _high(t.suit_of(side, s))),
    )
    cards = t.suit_of(side, suit)
    top = _high(cards)
    return top if t.master(top) else _low(cards)


def _declarer_follow(t: Table) -> int:
    got = t.best()
    assert got is not None
    best, _seat = got
    if t.after:
        return _follow_to_win(t, best)
    winner = _cheapest_winner(t, best)
    return winner if winner is not None else _discard(t, t.legal)


# --- defenders: trump, Sans Atout, Durchmarsch --------------------------------------------


def _promotes(t: Table, card: int) -> bool:
    """Whether cashing ``card``, a master, promotes the declarer's cards of its suit: my
    partner has shown void there, so the unseen ones are the declarer's (or aside), and
    some lie between it and my next card. Led by him, the suit comes into me and I beat
    his cards in turn (R5.4); cashed, his king and queen win (seed 2117: ♣A cashed from
    ♣AJ with ♣KQ9 behind, −15 on the true deal, −8.1 over 24 consistent ones)."""
    suit = SUIT_MASKS[card >> 3]
    partner = t.partner
    if partner is None or not t.void[partner] & suit:
        return False
    mine_below = t.hand & suit & ~above(card) & ~(1 << card)
    return bool(mine_below and t.unseen & ~above(card) & above(_high(mine_below)))


def _defender_lead(t: Table) -> int:
    legal = t.legal
    side = legal & ~t.trumps
    d = t.declarer
    # cash winners where the declarer cannot ruff
    for card in sorted(_cards(side), key=lambda c: -(c & 7)):
        if t.master(card) and not (t.memory and t.void[d] & SUIT_MASKS[card >> 3] and t.trumps):
            if not _promotes(t, card):
                return card
    my_trumps = legal & t.trumps
    if my_trumps and side and t.memory and all(t.master(c) for c in _cards(my_trumps)):
        # every trump I hold wins a trick on its own: leading a singleton to ruff would
        # only spend one of those tricks. Draw the declarer's trumps with them while he
        # may hold some (no void shown, R5.4), so that he ruffs none of our winners
        # (seeds 2364, 2811, 1259, 2494: a singleton led beside ♥AQ, ♦KQ, ♣KQ, ♥K, all
        # masters, lost 2 to 20 points on the true deal, 3.4 to 6.8 over the consistent
        # ones against the top trump)
        if t.unseen & t.trumps & ~t.view.forbid[d]:
            return _high(my_trumps)
        my_trumps = 0
    if t.trump is not None and my_trumps and side:
        # a singleton side card, to ruff the suit later
        for card in _cards(side):
            if t.suit_of(t.hand, card >> 3).bit_count() == 1 and card & 7 < 6:
                return card
    if not side:
        return _low(legal)

    # lead low from a suit without honours to spare (never away from a king)
    def key(suit: int) -> tuple[int, int, int]:
        cards = t.suit_of(side, suit)
        honour = int(bool(cards & (SUIT_MASKS[suit] & 0xE0E0E0E0)))
        void_d = int(t.memory and bool(t.void[d] & SUIT_MASKS[suit]) and bool(t.trumps))
        return (void_d, honour, -cards.bit_count())

    suit = min((s for s in range(4) if side & SUIT_MASKS[s]), key=key)
    return _low(t.suit_of(side, suit))


def _defender_follow(t: Table) -> int:
    got = t.best()
    assert got is not None
    best, owner = got
    partner_wins = owner != t.declarer
    declarer_after = t.declarer in t.after
    if partner_wins and not declarer_after:
        # the trick is ours: play as low as R5.4 allows
        beaters = [c for c in _cards(t.legal) if t.beats(c, best)]
        if beaters:
            return beaters[0]
        return _discard(t, t.legal)
    if partner_wins and declarer_after and t.master(best):
        beaters = [c for c in _cards(t.legal) if t.beats(c, best)]
        return beaters[0] if beaters else _discard(t, t.legal)
    if declarer_after:
        return _follow_to_win(t, best)
    winner = _cheapest_winner(t, best)
    return winner if winner is not None else _discard(t, t.legal)


# --- Bettler -----------------------------------------------------------------------------------


def _danger(t: Table, card: int) -> float:
    """How exposed a declarer's Bettler card is (R5.4: he must overtake when he can).

    A defender who leads a lower card forces him over it, so the unseen cards below count;
    doubly so when no unseen card above can take the trick off him.
    """
    suit = SUIT_MASKS[card >> 3]
    below = (t.unseen & suit & ~above(card) & ~(1 << card)).bit_count()
    over = (t.unseen & above(card)).bit_count()
    return below * (2 if over == 0 else 1) + (card & 7) / 8


def _drawing_lead(t: Table) -> int | None:
    """A Bettler lead that draws a suit's last outside card: when the defenders hold just
    one card of a suit, above one of mine and below another, leading under it makes its
    holder beat (R5.4), and then no card of that suit can catch me (a play-tester's
    Bettler Ouvert with ♥AKQJT87 and ♥9 outside: ♠8 was led, the defence later led ♥9).
    Only when every unseen card is in a defender's hand (not with the talon unseen, nor
    without memory once cards have been played)."""
    if not _defenders_hold_unseen(t):
        return None
    best = None
    for suit in SUIT_MASKS:
        outside = t.unseen & suit
        if outside.bit_count() != 1:
            continue
        over = above(_low(outside))  # the cards above the one outside
        exposed = (t.hand & suit & over).bit_count()
        under = t.legal & suit & ~over
        if exposed and under and (best is None or exposed > best[0]):
            best = (exposed, _high(under))
    return best[1] if best is not None else None


def _defenders_hold_unseen(t: Table) -> bool:
    """Whether every unseen card is in a defender's hand: none lies aside unseen (a hand
    game's talon, §9.7; a discard left aside, §9.8) nor was played out of my sight."""
    defenders = sum(t.view.hand_sizes[s] for s in t.view.players if s != t.seat)
    return t.unseen.bit_count() == defenders


def _bettler_declarer(t: Table) -> int:
    legal = t.legal
    if not t.trick:
        drawing = _drawing_lead(t)
        if drawing is not None:
            return drawing
        # lead a card the defenders must beat (R5.4), shedding the most exposed one. One
        # unseen card above it is enough when it is in a defender's hand: he holds the
        # suit, so he must beat with it, whoever plays first (seed 2667's Bettler Ouvert
        # led ♠9, lost on every consistent deal, where ♦K into the ♦A wins on 3 of 4).
        # Two while a card lies aside unseen: the one above may be there
        need = 1 if _defenders_hold_unseen(t) else 2
        safe = [c for c in _cards(legal) if (t.unseen & above(c)).bit_count() >= need]
        if safe:
            return max(safe, key=lambda c: (_danger(t, c), c & 7))
        return _low(legal)
    got = t.best()
    assert got is not None
    best, _owner = got
    beaters = [c for c in _cards(legal) if t.beats(c, best)]
    if beaters and len(beaters) == legal.bit_count():
        # R5.4 forces me over: as low as possible so that a later player may overtake
        return beaters[0] if t.after else beaters[-1]
    following = legal & SUIT_MASKS[best >> 3] & SUIT_MASKS[t.trick[0][1] >> 3]
    if following:
        return _high(legal)  # the highest card that still ducks
    # void: throw the most exposed card away
    return max(_cards(legal), key=lambda c: (_danger(t, c), c & 7))


def _bettler_defender(t: Table) -> int:
    legal = t.legal
    d = t.declarer
    open_hand = t.view.open_hand
    d_cards = open_hand if open_hand else t.unseen  # what the declarer may hold
    if not t.trick:
        best_card = None
        for card in _cards(legal):
            suit = SUIT_MASKS[card >> 3]
            if t.memory and t.void[d] & suit:
                continue
            over = d_cards & suit & above(card)
            if not over:
                continue
            key = (over.bit_count() if open_hand else 0, -(card & 7), -(over & suit).bit_count())
            if best_card is None or key > best_card[0]:
                best_card = (key, card)
        if best_card is not None:
            return best_card[1]
        return _low(legal)
    got = t.best()
    assert got is not None
    best, owner = got
    beaters = [c for c in _cards(legal) if t.beats(c, best)]
    if owner == d:
        # the declarer is winning: keep it so, as far as R5.4 allows
        if beaters and len(beaters) == legal.bit_count():
            return beaters[0]
        return _high(legal) if legal & SUIT_MASKS[t.trick[0][1] >> 3] else _shed(t, legal)
    if d in t.after:
        # the declarer still plays: leave him the lowest card to beat
        if beaters and len(beaters) == legal.bit_count():
            return beaters[0]
        if legal & SUIT_MASKS[t.trick[0][1] >> 3]:
            return _high(legal) if not beaters else beaters[0]
        return _shed(t, legal)
    # the declarer has ducked already: nothing to gain in this trick
    return beaters[0] if beaters else _shed(t, legal)


def _shed(t: Table, cards: int) -> int:
    """A defender's discard in Bettler: the highest card (low cards make the leads)."""
    return max(_cards(cards), key=lambda c: (c & 7, -t.suit_of(t.hand, c >> 3).bit_count()))
