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
from .contracts import trump_of
from .rules import Rules

__all__ = ["State", "PHASES", "Trick"]

PHASES = (
    "auction",
    "naming",
    "hand",
    "exchange",
    "announce",
    "nachgehen",
    "aces",
    "defence",
    "kontra",
    "play",
    "done",
)
"""Every phase in the order a deal passes through them (design.md §2); ``hand``,
``nachgehen``, ``aces`` and ``kontra`` only when a §9 switch adds them."""

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
    pool: int | None = None
    """§9.9: the pool at the start of this hand, after contributions (None: no pool)."""

    # Auction, R2.2.
    active: tuple[int, ...] = (0, 1, 2)
    """Seats that have not passed in the auction (A)."""
    spoken: tuple[int, ...] = ()
    """Seats that have had their first turn (R2.1)."""
    high: str | None = None
    """The current highest bid (h)."""
    holders: tuple[int, ...] = ()
    """Seats holding ``high`` (HOLD); several only for Geschäft."""
    overbidden: int | None = None
    """§9.2 "здесь": the seat that held the number ``high`` was bid over, if any."""

    # Geschäft suit naming, R2.7.
    names: tuple[tuple[int, str], ...] = ()

    # The contract.
    declarer: int | None = None
    bid: str | None = None
    """The winning bid."""
    game: str | None = None
    """The game played: a suit letter for trump games, else a no-trump game. During a
    Nachgehen challenger's exchange and announcement: the game he must beat."""
    hand_game: bool | None = None
    """§9.7: None until asked, then whether the declarer plays Hand (talon unseen)."""
    talon_seat: int | None = None
    """The seat that took up the talon (R3.2), the only one who has seen it."""
    discard: CardSet = 0
    """The current discard: the last one made, out of play (R3.2, §9.8)."""
    discards: tuple[tuple[int, CardSet], ...] = ()
    """Every discard made, with the seat that made it (§9.8: each challenger may make one)."""
    taken: tuple[tuple[int, CardSet], ...] = ()
    """§9.8 ``nachgehen:take``: the seat and the discard it took up."""

    # Nachgehen, §9.8.
    challenges: tuple[tuple[int, str], ...] = ()
    """(seat, "pass" | "take" | "leave") in the order spoken."""

    # Ace premiums, §9.6.
    aces_call: str | None = None
    """The declarer's call: "none" (keine Asse), "four" or "pass"; None if not asked."""

    # Defence, §4.
    decisions: tuple[tuple[int, str], ...] = ()
    """(defender, "play" | "pass") in the order spoken."""
    invitation: str | None = None
    """"yes" or "no" once the lone player has chosen (R4.1 step 3)."""
    players: tuple[int, ...] = ()
    """Seats whose cards are played (two in configuration C2)."""

    # Kontra, §9.3.
    kontras: tuple[tuple[int, str], ...] = ()
    """(defender, "yes" | "no") in the order spoken."""
    rekontra: str | None = None
    """The declarer's answer, "yes" or "no", when asked."""

    # Play, §5.
    leader: int | None = None
    trick: tuple[int, ...] = ()
    """Cards of the current trick in playing order, from ``leader``."""
    tricks: tuple[Trick, ...] = ()
    won: tuple[int, int, int] = (0, 0, 0)
    """Tricks taken by each seat."""

    @property
    def forehand(self) -> int:
        """V = next(dealer), the first to bid (rules.md §0, §9.10 rotation)."""
        return self.rules.next_seat(self.dealer)

    @property
    def trump(self) -> int | None:
        """Trump suit index, or None before the game is known and in no-trump games."""
        return trump_of(self.game) if self.game is not None else None

    def logged(self, action: str) -> tuple[tuple[int, str], ...]:
        """The history with ``action`` by the player to move appended."""
        assert self.to_move is not None
        return (*self.history, (self.to_move, action))

    def defenders(self) -> tuple[int, int]:
        """(D1, D2) = (next(D), next(D1)): the defenders in the order they speak.

        Clockwise these are L and R of rules.md §0 (§9.10 rotation).
        """
        assert self.declarer is not None
        first = self.rules.next_seat(self.declarer)
        return first, self.rules.next_seat(first)

    def __repr__(self) -> str:
        deal = f"seed={self.seed}" if self.seed is not None else "cards"
        actions = ";".join(action for _seat, action in self.history)
        return (
            f"<State {self.phase} to_move={self.to_move} {deal} dealer={self.dealer} "
            f"rules={self.rules.describe()} {actions}>"
        )
