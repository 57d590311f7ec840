"""A match: deal after deal with the dealer rotating, and the running score sheet.

Owns which deal comes next (its seed, dealer and, in a pool mode, the pool it
is played for: the deal passes to the next seat after every hand, all-pass
hands included, R1.4/R2.8), the house rules the whole match is played under,
the finished deals' records and the totals. A match may open with the first
deal of another match seed (``Match.opening``: the page's guided first deal)
and go on with deals of its own. In the pool modes of §9.9 it also
owns the match-level parts: the contributions before each deal
(``pools.contributions``), the pool after each deal (``pools.pool_settlement``)
and the share-out at the end. Scores are always derived from the records,
never stored beside them, so a saved match cannot disagree with itself. Plain
data in and out (``to_dict``/``from_dict``), for the page's ``localStorage``
and for tools.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from .engine import is_over, new_game
from .errors import GameError, RecordError
from .pools import contributions, final_standing, pool_settlement
from .record import parse_record, record_text, replay
from .rng import derive_seed
from .rules import DEFAULT_RULES, Rules
from .state import State

__all__ = ["Match", "DealLine", "deal_seed"]


def deal_seed(match_seed: int, number: int) -> int:
    """The seed of deal ``number`` (0-based) of the match seeded ``match_seed``."""
    return derive_seed("preferanzen-match", match_seed, "deal", number)


@dataclass(frozen=True, slots=True)
class DealLine:
    """One finished deal on the score sheet."""

    paid: tuple[int, int, int]
    """What each seat paid into the pool before the deal (pool modes)."""
    changes: tuple[int, int, int]
    """Each seat's points (or chips) from the deal itself."""
    pool: int | None
    """The pool after the deal (None without a pool)."""

    @property
    def net(self) -> tuple[int, int, int]:
        """Each seat's change over the deal, contributions included."""
        return (
            self.changes[0] - self.paid[0],
            self.changes[1] - self.paid[1],
            self.changes[2] - self.paid[2],
        )


@dataclass(frozen=True, slots=True)
class Match:
    """A running match; ``records`` are the finished deals, oldest first."""

    seed: int
    first_dealer: int = 0
    records: tuple[str, ...] = ()
    rules: Rules = DEFAULT_RULES
    opening: int | None = None
    """The match seed whose first deal this match opens with instead of its own (the page's
    guided first deal), or None; every later deal is this match's own (``seed``)."""
    _lines: tuple[DealLine, ...] = field(default=(), compare=False, repr=False)
    """The score sheet of ``records``, kept beside them (derived, never stored)."""

    def __post_init__(self) -> None:
        if len(self._lines) != len(self.records):  # built from records alone: derive the sheet
            rebuilt = Match(self.seed, self.first_dealer, rules=self.rules, opening=self.opening)
            for text in self.records:
                rebuilt = rebuilt.finish(replay(parse_record(text)))
            object.__setattr__(self, "_lines", rebuilt.lines())

    @property
    def number(self) -> int:
        """How many deals are finished (so the 0-based number of the next one)."""
        return len(self.records)

    @property
    def pools(self) -> bool:
        """Whether this match is played with a pool (§9.9)."""
        return self.rules.pool != "per_hand"

    def seed_of(self, number: int) -> int:
        """The match seed that deal ``number`` (0-based) and its opponents' choices derive
        from: ``opening`` for the first deal when set, else ``seed``.

        >>> Match(7, opening=180).seed_of(0), Match(7, opening=180).seed_of(1), Match(7).seed_of(0)
        (180, 7, 7)
        """
        return self.opening if number == 0 and self.opening is not None else self.seed

    def dealer_of(self, number: int) -> int:
        """R1.4: the deal passes to the next seat in turn after every hand."""
        return (self.first_dealer + number * self.rules.step) % 3

    @property
    def pool(self) -> int | None:
        """The pool after the last finished deal (before the next contributions)."""
        if not self.pools:
            return None
        return self._lines[-1].pool if self._lines else 0

    def next_contributions(self) -> tuple[int, int, int]:
        """What each seat pays into the pool before the next deal."""
        if not self.pools:
            return 0, 0, 0
        pool = self.pool
        assert pool is not None
        return contributions(self.rules, self.dealer_of(self.number), pool, self.number == 0)

    def next_pool(self) -> int | None:
        """The pool the next deal is played for, after its contributions."""
        if self.pool is None:
            return None
        return self.pool + sum(self.next_contributions())

    def next_deal(self) -> State:
        """The fresh state of the next deal."""
        return new_game(
            deal_seed(self.seed_of(self.number), self.number),
            self.dealer_of(self.number),
            self.rules,
            pool=self.next_pool(),
        )

    def finish(self, state: State) -> Match:
        """The match with finished deal ``state`` appended.

        Raises:
            GameError: the deal is not over, or is not this match's next deal.
        """
        if not is_over(state):
            raise GameError(f"deal {self.number + 1} is not over yet (phase {state.phase})")
        expected = self.next_deal()
        if (state.seed, state.dealer, state.rules, state.pool) != (
            expected.seed,
            expected.dealer,
            expected.rules,
            expected.pool,
        ):
            raise GameError(f"that deal does not belong to this match as deal {self.number + 1}")
        paid = self.next_contributions()
        changes, pool = pool_settlement(state, state.pool if state.pool is not None else 0)
        line = DealLine(paid, changes, pool if self.pools else None)
        return Match(
            self.seed,
            self.first_dealer,
            (*self.records, record_text(state)),
            self.rules,
            self.opening,
            (*self._lines, line),
        )

    def lines(self) -> tuple[DealLine, ...]:
        """The score sheet: one line per finished deal, oldest first."""
        return self._lines

    def deal_scores(self) -> list[tuple[int, int, int]]:
        """Each seat's change per finished deal (contributions included), oldest first."""
        return [line.net for line in self._lines]

    def totals(self) -> tuple[int, int, int]:
        """Running totals per seat (in a pool mode: chips won less chips paid in)."""
        rows = self.deal_scores()
        return (sum(r[0] for r in rows), sum(r[1] for r in rows), sum(r[2] for r in rows))

    def final_totals(self) -> tuple[tuple[int, int, int], int]:
        """Totals if the match ended now: with the pool shared out (§9.9), and what is left
        undistributed (0 without a pool)."""
        if self.pool is None:
            return self.totals(), 0
        return final_standing(self.totals(), self.pool)

    def to_dict(self) -> dict[str, Any]:
        data: dict[str, Any] = {
            "seed": self.seed,
            "first_dealer": self.first_dealer,
            "records": list(self.records),
        }
        if self.rules != DEFAULT_RULES:
            data["rules"] = self.rules.describe()
        if self.opening is not None:
            data["opening"] = self.opening
        return data

    @classmethod
    def from_dict(cls, data: object) -> Match:
        """Rebuild a match from ``to_dict`` data, checking every record.

        Raises:
            RecordError: malformed data or a record that does not replay as this match's deal.
        """
        if not isinstance(data, dict):
            raise RecordError("a saved match is an object with seed, first_dealer and records")
        seed, first, records = data.get("seed"), data.get("first_dealer", 0), data.get("records")
        if not isinstance(seed, int) or isinstance(seed, bool) or seed < 0:
            raise RecordError(f"saved match has a bad seed: {seed!r}")
        if first not in (0, 1, 2) or isinstance(first, bool):
            raise RecordError(f"saved match has a bad first dealer: {first!r}")
        if not isinstance(records, list) or not all(isinstance(r, str) for r in records):
            raise RecordError("saved match records must be a list of record texts")
        spec = data.get("rules", "default")
        try:
            rules = Rules.parse(spec) if isinstance(spec, str) else None
        except ValueError as error:
            raise RecordError(f"saved match has bad rules {spec!r}: {error}") from None
        if rules is None:
            raise RecordError(f"saved match has bad rules: {spec!r}")
        opening = data.get("opening")
        if opening is not None and (
            not isinstance(opening, int) or isinstance(opening, bool) or opening < 0
        ):
            raise RecordError(f"saved match has a bad opening seed: {opening!r}")
        match = cls(seed, first, rules=rules, opening=opening)
        for text in records:
            state = replay(parse_record(text))
            try:
                match = match.finish(state)
            except GameError as error:
                raise RecordError(f"saved match: {error}") from None
        return match
