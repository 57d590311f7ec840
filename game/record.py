"""Game records: a deal is its seed (or its cards) plus its action list.

Owns the ``Record`` value, its one-line text form, and ``replay``. The text is
what the page saves, what a bug report quotes and what golden tests pin:

    pf1;seed=7;dealer=0;rules=default;pass;bid:1;pass;pass;discard:C7,HA;…

A deal given by its cards writes ``cards=<hand0>/<hand1>/<hand2>/<talon>``
(card names joined by ``.``) instead of ``seed=…``. ``rules=`` is
``Rules.describe()`` (``default`` or ``kontra=True,pool=pulka_limited``), so a
record replays under its own house rules; in a pool mode the pool at the start
of the hand follows as ``pool=N``. Replaying the actions through the checked
``apply`` rebuilds the state exactly, so a corrupt or tampered record is
rejected with the rule it breaks.
"""

from __future__ import annotations

from dataclasses import dataclass

from .cards import card_names
from .engine import apply, from_cards, new_game
from .errors import GameError, RecordError
from .rules import DEFAULT_RULES, Rules
from .state import State

__all__ = ["Record", "record_of", "record_text", "replay", "parse_record"]

_MAGIC = "pf1"


@dataclass(frozen=True, slots=True)
class Record:
    """A deal and the actions played in it."""

    seed: int | None
    dealer: int
    actions: tuple[str, ...] = ()
    cards: tuple[tuple[str, ...], ...] | None = None
    """Hands of seats 0–2 then the talon, when the deal is not given by a seed."""
    rules: Rules = DEFAULT_RULES
    pool: int | None = None
    """§9.9: the pool at the start of the hand, in a pool mode."""

    def start(self) -> State:
        """The state before any action."""
        if self.cards is not None:
            return from_cards(
                [list(h) for h in self.cards[:3]],
                list(self.cards[3]),
                self.dealer,
                self.rules,
                pool=self.pool,
            )
        if self.seed is None:
            raise RecordError("a record needs a seed or the cards of the deal")
        return new_game(self.seed, self.dealer, self.rules, pool=self.pool)

    def to_text(self) -> str:
        """The one-line text form (see the module docstring)."""
        if self.cards is not None:
            deal = "cards=" + "/".join(".".join(part) for part in self.cards)
        else:
            deal = f"seed={self.seed}"
        pool = () if self.pool is None else (f"pool={self.pool}",)
        return ";".join(
            (
                _MAGIC,
                deal,
                f"dealer={self.dealer}",
                f"rules={self.rules.describe()}",
                *pool,
                *self.actions,
            )
        )

    @classmethod
    def from_text(cls, text: str) -> Record:
        """Parse the text form; the actions are checked only by ``replay``.

        Raises:
            RecordError: the text is not a record.
        """
        return parse_record(text)

    def __str__(self) -> str:
        return self.to_text()


def parse_record(text: str) -> Record:
    """Read a record's text form.

    Raises:
        RecordError: not a record, an unknown version, or a bad header field.
    """
    if not isinstance(text, str):
        raise RecordError(f"a record is text, not {type(text).__name__}")
    parts = [p for p in text.strip().split(";") if p != ""]
    if len(parts) < 4 or parts[0] != _MAGIC:
        raise RecordError(
            f"not a Preferanzen record (expected '{_MAGIC};seed=…;dealer=…;rules=…'): {text[:60]!r}"
        )
    deal, dealer_field, rules_field = parts[1:4]
    seed: int | None = None
    cards: tuple[tuple[str, ...], ...] | None = None
    if deal.startswith("seed="):
        seed = _whole_number(deal[5:], "seed", deal)
    elif deal.startswith("cards="):
        groups = deal[6:].split("/")
        if len(groups) != 4:
            raise RecordError(f"cards= needs three hands and the talon separated by '/': {deal!r}")
        cards = tuple(tuple(g.split(".")) if g else () for g in groups)
    else:
        raise RecordError(f"record needs seed= or cards=, got {deal!r}")
    if dealer_field not in ("dealer=0", "dealer=1", "dealer=2"):
        raise RecordError(f"bad dealer in record: {dealer_field!r}")
    if not rules_field.startswith("rules="):
        raise RecordError(f"record needs rules= after the dealer, got {rules_field!r}")
    try:
        rules = Rules.parse(rules_field[6:])
    except (ValueError, TypeError) as error:
        raise RecordError(f"unknown rules in record: {rules_field!r}: {error}") from None
    actions = parts[4:]
    pool = None
    if actions and actions[0].startswith("pool="):
        pool = _whole_number(actions[0][5:], "pool", actions[0])
        actions = actions[1:]
    return Record(
        seed=seed,
        dealer=int(dealer_field[-1]),
        actions=tuple(actions),
        cards=cards,
        rules=rules,
        pool=pool,
    )


_MAX_DIGITS = 20
"""Seeds and pools are at most 20 digits long: a longer number is no record's."""


def _whole_number(digits: str, what: str, field: str) -> int:
    """A non-negative int written in ASCII digits (``"²"`` passes ``isdigit`` but is none)."""
    if not (0 < len(digits) <= _MAX_DIGITS and digits.isascii() and digits.isdigit()):
        raise RecordError(f"bad {what} in record: {field[:40]!r}")
    return int(digits)


def record_of(state: State) -> Record:
    """The record that replays to ``state``."""
    cards = None
    if state.seed is None:
        cards = tuple(tuple(card_names(mask)) for mask in state.dealt)
    return Record(
        seed=state.seed,
        dealer=state.dealer,
        actions=tuple(a for _, a in state.history),
        cards=cards,
        rules=state.rules,
        pool=state.pool,
    )


def record_text(state: State) -> str:
    """The one-line record of ``state``."""
    return record_of(state).to_text()


def replay(record: Record | str) -> State:
    """Rebuild the state of a record by applying its actions through the checked path.

    Raises:
        RecordError: unreadable record, or an action that is not legal where it stands
            (the message gives its position and the rule).
    """
    if isinstance(record, str):
        record = parse_record(record)
    if not isinstance(record, Record):
        raise RecordError(f"replay needs a Record or its text, not {type(record).__name__}")
    try:
        state = record.start()
    except RecordError:
        raise
    except GameError as error:
        raise RecordError(f"record has a bad deal: {error}") from None
    for index, action in enumerate(record.actions):
        try:
            state = apply(state, action)
        except GameError as error:
            raise RecordError(f"record action {index + 1} ({action!r}) rejected: {error}") from None
    return state
