"""Positions of the card play as the solver sees them (rules.md §4–§5).

Owns :class:`Position` (hands, seats in play, declarer, trump, objective, the
trick in progress), the game kinds the solver knows and how a game starts
(R5.1 lead, R4.1 C2 two-hand play), and stepping a position by one legal card.
Does not own any search (``solver.py``, ``solver_search.py``) or the engine's
``State`` (``state.py``); the obligations and the trick winner come from the
engine's ``play.py``.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass
from enum import Enum

from game.cards import Card, CardSet
from game.play import legal_cards, winning_card

__all__ = ["GAMES", "Objective", "Position"]

GAMES = ("trump", "bettler", "sans", "ouvert", "durchmarsch")
"""Game kinds as the solver sees them: every suit game, Geschäft and Herzprämie is "trump"."""


class Objective(Enum):
    """What the declarer wants from his trick count."""

    MAXIMIZE = "max"  # trump games, Sans Atout, Durchmarsch (R6.1, R6.3, R6.5)
    MINIMIZE = "min"  # Bettler, Bettler Ouvert (R6.2, R6.4)


@dataclass(frozen=True, slots=True)
class Position:
    """A moment of the card play, all hands known.

    ``hands`` is indexed by seat 0..2; a seat out of play (R4.1 C2) holds no cards
    and is missing from ``active`` (the seats in play, ascending). ``leader`` led
    (or leads) the current trick and ``trick`` holds the cards played to it so
    far, in playing order; ``trump`` is a suit index 0..3 or None.
    """

    hands: tuple[CardSet, CardSet, CardSet]
    declarer: int
    trump: int | None
    objective: Objective
    leader: int
    trick: tuple[Card, ...] = ()
    active: tuple[int, ...] = (0, 1, 2)

    def __post_init__(self) -> None:
        if self.active not in ((0, 1, 2), (0, 1), (0, 2), (1, 2)):
            raise ValueError(f"active seats must be 2 or 3 of 0, 1, 2 ascending, not {self.active}")
        if self.declarer not in self.active or self.leader not in self.active:
            raise ValueError("the declarer and the leader must be in play")
        if self.trump is not None and self.trump not in range(4):
            raise ValueError(f"trump must be a suit index 0..3 or None, not {self.trump}")
        if len(self.trick) >= len(self.active):
            raise ValueError("a complete trick is not a position: start the next one")
        seen = 0
        for seat, hand in enumerate(self.hands):
            if hand & seen or not 0 <= hand < 1 << 32:
                raise ValueError("hands must be disjoint card sets")
            if seat not in self.active and hand:
                raise ValueError(f"seat {seat} is out of play and must hold no cards")
            seen |= hand
        for card in self.trick:
            if seen >> card & 1 or not 0 <= card < 32:
                raise ValueError("a card in the trick is also in a hand (or twice in the trick)")
            seen |= 1 << card
        order = self.order
        sizes = [
            self.hands[seat].bit_count() + (i < len(self.trick)) for i, seat in enumerate(order)
        ]
        if len(set(sizes)) != 1:
            raise ValueError(f"hand sizes do not fit the trick in progress: {sizes}")

    @classmethod
    def start(
        cls,
        hands: Iterable[CardSet],
        declarer: int,
        game: str,
        trump: int | None = None,
    ) -> Position:
        """The position before the first lead of ``game`` (one of :data:`GAMES`).

        A defender whose hand is empty is out of play (R4.1 C2; trump games only).
        The declarer leads, except in Sans Atout where R = declarer + 2 does (R5.1).

        Raises:
            ValueError: unknown game, missing or superfluous trump, bad hands.
        """
        if game not in GAMES:
            raise ValueError(f"unknown game {game!r}: use one of {', '.join(GAMES)}")
        if (game == "trump") != (trump is not None):
            raise ValueError("a trump game needs a trump suit, and only a trump game has one")
        hand_tuple = tuple(hands)
        if len(hand_tuple) != 3:
            raise ValueError("give three hands, one per seat (an empty one for a seat out of play)")
        active = tuple(seat for seat in range(3) if hand_tuple[seat] or seat == declarer)
        if len(active) == 2 and game != "trump":
            raise ValueError("only trump games are played two-handed (R4.1 C2, R4.2)")
        leader = (declarer + 2) % 3 if game == "sans" else declarer
        objective = Objective.MINIMIZE if game in ("bettler", "ouvert") else Objective.MAXIMIZE
        return cls(
            (hand_tuple[0], hand_tuple[1], hand_tuple[2]),
            declarer,
            trump,
            objective,
            leader,
            (),
            active,
        )

    @property
    def order(self) -> tuple[int, ...]:
        """The active seats in playing order from the leader (R5.2)."""
        return tuple(sorted(self.active, key=lambda seat: (seat - self.leader) % 3))

    @property
    def to_move(self) -> int:
        """The seat that plays the next card."""
        return self.order[len(self.trick)]

    @property
    def tricks_left(self) -> int:
        """Tricks still to be completed, the one in progress included."""
        return self.hands[self.declarer].bit_count() + (
            self.declarer in self.order[: len(self.trick)]
        )

    def legal(self) -> CardSet:
        """The cards the seat to move may play (R5.4)."""
        return legal_cards(self.hands[self.to_move], self.trick, self.trump)

    def play(self, card: Card) -> Position:
        """The position after the seat to move plays ``card``.

        Raises:
            ValueError: ``card`` is not legal here.
        """
        if not self.legal() >> card & 1:
            raise ValueError(f"card {card} is not a legal play for seat {self.to_move} (R5.4)")
        hands = list(self.hands)
        hands[self.to_move] ^= 1 << card
        trick = self.trick + (card,)
        leader = self.leader
        if len(trick) == len(self.active):
            leader = self.order[trick.index(winning_card(trick, self.trump))]  # R5.3, R5.2
            trick = ()
        return Position(
            (hands[0], hands[1], hands[2]),
            self.declarer,
            self.trump,
            self.objective,
            leader,
            trick,
            self.active,
        )
