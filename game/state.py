"""The state of one deal: an immutable value (design.md §2).

Owns the ``State`` dataclass and the phase names. Holds data only; the rules
that move a state on live in the phase modules (``auction.py``,
``exchange.py``, ``defence.py``, ``play.py``) and ``engine.py`` dispatches to
them. A state carries its own history, so two states are equal exactly when the
same deal was played the same way.
"""

from __future__ import annotations

from dataclasses import dataclass

from .cards import CardSet
from .rules import Rules

__all__ = ["State", "PHASES", "Trick"]

_TRUMPS = {"C": 0, "S": 1, "D": 2, "H": 3}

PHASES = ("auction", "naming", "exchange", "announce", "defence", "play", "done")

Trick = tuple[int, tuple[int, ...], int]
"""A completed trick: (leader seat, cards in playing order, winner seat)."""


@dataclass(frozen=True, slots=True)
class State:
    """Everything about one deal; never mutated (build new ones with ``dataclasses.replace``).

    Seats are 0, 1, 2 clockwise; forehand is ``dealer + 1`` (rules.md §0).
    Card sets are bit masks (see ``cards.py``).
    """

    rules: Rules
    seed: int | None
    dealer: int
    dealt: tuple[CardSet, CardSet, CardSet, CardSet]
    """The three hands as dealt, then the talon."""
    history: tuple[tuple[int, str], ...]
    """Every action applied so far, in order, with the seat that took it."""
    phase: str
    to_move: int | None
    hands: tuple[CardSet, CardSet, CardSet]
    """Cards each seat holds now (the declarer holds 12 during the exchange)."""

    # Auction, R2.2.
    active: tuple[int, ...] = (0, 1, 2)
    """Seats that have not passed in the auction (A)."""
    spoken: tuple[int, ...] = ()
    """Seats that have had their first turn (R2.1)."""
    high: str | None = None
    """The current highest bid (h)."""
    holders: tuple[int, ...] = ()
    """Seats holding ``high`` (HOLD); several only for Geschäft."""

    # Geschäft suit naming, R2.7.
    names: tuple[tuple[int, str], ...] = ()

    # The contract.
    declarer: int | None = None
    bid: str | None = None
    """The winning bid."""
    game: str | None = None
    """The game played: a suit letter for trump games, else bettler/sans/ouvert/durchmarsch."""
    discard: CardSet = 0

    # Defence, §4.
    decisions: tuple[tuple[int, str], ...] = ()
    """(defender, "play" | "pass") in the order spoken."""
    invitation: str | None = None
    """"yes" or "no" once the lone player has chosen (R4.1 step 3)."""
    players: tuple[int, ...] = ()
    """Seats whose cards are played (two in configuration C2)."""

    # Play, §5.
    leader: int | None = None
    trick: tuple[int, ...] = ()
    """Cards of the current trick in playing order, from ``leader``."""
    tricks: tuple[Trick, ...] = ()
    won: tuple[int, int, int] = (0, 0, 0)
    """Tricks taken by each seat."""

    @property
    def forehand(self) -> int:
        """V, the first to bid (rules.md §0)."""
        return (self.dealer + 1) % 3

    @property
    def trump(self) -> int | None:
        """Trump suit index, or None before the game is known and in no-trump games."""
        return _TRUMPS.get(self.game) if self.game is not None else None

    def logged(self, action: str) -> tuple[tuple[int, str], ...]:
        """The history with ``action`` by the player to move appended."""
        assert self.to_move is not None
        return (*self.history, (self.to_move, action))

    def defenders(self) -> tuple[int, int]:
        """(L, R): the declarer's left and right neighbours (rules.md §0)."""
        assert self.declarer is not None
        return (self.declarer + 1) % 3, (self.declarer + 2) % 3

    def __repr__(self) -> str:
        from .record import record_text  # the record is the readable form of a state

        return f"<State {self.phase} to_move={self.to_move} {record_text(self)}>"
