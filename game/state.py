"""The state of one deal: an immutable value (design.md §2).

Owns the ``State`` dataclass and the phase names. Holds data only; the rules
that move a state on live in the phase modules (``auction.py``,
``exchange.py``, ``defence.py``, ``play.py``) and ``engine.py`` dispatches to
them. A state carries its own history, so two states are equal exactly when the
same deal was played the same way.
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import Any, NamedTuple

from .cards import CardSet
from .contracts import TRUMP_INDEX
from .rules import Rules

__all__ = ["State", "Setup", "House", "PHASES", "Trick"]

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
class Setup:
    """What a deal starts from and never changes besides its rules: the deal, the dealer,
    the pool."""

    seed: int | None
    dealer: int
    dealt: tuple[CardSet, CardSet, CardSet, CardSet]
    """The three hands as dealt, then the talon."""
    pool: int | None = None
    """§9.9: the pool at the start of this hand, after contributions (None: no pool)."""


@dataclass(frozen=True, slots=True)
class House:
    """The calls of the phases the §9 switches add (empty in the default game)."""

    hand_game: bool | None = None
    """§9.7: None until asked, then whether the declarer plays Hand (talon unseen)."""
    taken: tuple[tuple[int, CardSet], ...] = ()
    """§9.8 ``nachgehen:take``: the seat and the discard it took up."""
    challenges: tuple[tuple[int, str], ...] = ()
    """§9.8: (seat, "pass" | "take" | "leave") in the order spoken."""
    aces_call: str | None = None
    """§9.6: the declarer's call: "none" (keine Asse), "four" or "pass"; None if not asked."""
    kontras: tuple[tuple[int, str], ...] = ()
    """§9.3: (defender, "yes" | "no") in the order spoken."""
    rekontra: str | None = None
    """§9.3: the declarer's answer, "yes" or "no", when asked."""


NO_HOUSE = House()


class State(NamedTuple):
    """Everything about one deal; never mutated (build new ones with ``state._replace``).

    Seats are 0, 1, 2 clockwise; forehand is ``dealer + 1`` (rules.md §0).
    Card sets are bit masks (see ``cards.py``). What never changes in a deal but the
    rules is in ``setup`` and the §9 calls are in ``house``, both readable as attributes
    of the state itself (``state.dealer``, ``state.kontras``, …): a new state copies
    fewer fields. A ``NamedTuple`` rather than a frozen dataclass: every action makes
    a new state, and ``_replace`` costs a fraction of ``dataclasses.replace`` (the
    engine's hottest line; ``benchmarks/bench_engine.py``).
    """

    rules: Rules
    """The house rules of the deal (rules.md §9; read on almost every action)."""
    setup: Setup
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
    talon_seat: int | None = None
    """The seat that took up the talon (R3.2), the only one who has seen it."""
    discard: CardSet = 0
    """The current discard: the last one made, out of play (R3.2, §9.8)."""
    discards: tuple[tuple[int, CardSet], ...] = ()
    """Every discard made, with the seat that made it (§9.8: each challenger may make one)."""

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

    house: House = NO_HOUSE
    """The §9 calls (Hand, Nachgehen, aces, Kontra)."""

    # --- the setup and the house calls, read as attributes of the state ------------------

    @property
    def seed(self) -> int | None:
        return self.setup.seed

    @property
    def dealer(self) -> int:
        return self.setup.dealer

    @property
    def dealt(self) -> tuple[CardSet, CardSet, CardSet, CardSet]:
        return self.setup.dealt

    @property
    def pool(self) -> int | None:
        return self.setup.pool

    @property
    def hand_game(self) -> bool | None:
        return self.house.hand_game

    @property
    def taken(self) -> tuple[tuple[int, CardSet], ...]:
        return self.house.taken

    @property
    def challenges(self) -> tuple[tuple[int, str], ...]:
        return self.house.challenges

    @property
    def aces_call(self) -> str | None:
        return self.house.aces_call

    @property
    def kontras(self) -> tuple[tuple[int, str], ...]:
        return self.house.kontras

    @property
    def rekontra(self) -> str | None:
        return self.house.rekontra

    def with_house(self, **changes: Any) -> House:
        """``house`` with some calls changed (for ``state._replace(house=…)``)."""
        return replace(self.house, **changes)

    @property
    def forehand(self) -> int:
        """V = next(dealer), the first to bid (rules.md §0, §9.10 rotation)."""
        return self.rules.next_seat(self.dealer)

    @property
    def trump(self) -> int | None:
        """Trump suit index, or None before the game is known and in no-trump games."""
        return TRUMP_INDEX.get(self.game) if self.game is not None else None

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
