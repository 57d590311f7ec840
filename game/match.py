"""A match: deal after deal with the dealer rotating, and the running score sheet.

Owns which deal comes next (its seed and dealer: the deal passes to the left
after every hand, all-pass hands included, R1.4/R2.8), the finished deals'
records and the totals. Scores are always derived from the records, never
stored beside them, so a saved match cannot disagree with itself. Plain data
in and out (``to_dict``/``from_dict``), for the page's ``localStorage`` and
for tools.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from .engine import is_over, new_game, scores
from .errors import GameError, RecordError
from .record import parse_record, record_text, replay
from .rng import derive_seed
from .state import State

__all__ = ["Match", "deal_seed"]


def deal_seed(match_seed: int, number: int) -> int:
    """The seed of deal ``number`` (0-based) of the match seeded ``match_seed``."""
    return derive_seed("preferanzen-match", match_seed, "deal", number)


@dataclass(frozen=True, slots=True)
class Match:
    """A running match; ``records`` are the finished deals, oldest first."""

    seed: int
    first_dealer: int = 0
    records: tuple[str, ...] = ()

    @property
    def number(self) -> int:
        """How many deals are finished (so the 0-based number of the next one)."""
        return len(self.records)

    def dealer_of(self, number: int) -> int:
        """R1.4: the deal passes to the left (seat + 1) after every hand."""
        return (self.first_dealer + number) % 3

    def next_deal(self) -> State:
        """The fresh state of the next deal."""
        return new_game(deal_seed(self.seed, self.number), self.dealer_of(self.number))

    def finish(self, state: State) -> Match:
        """The match with finished deal ``state`` appended.

        Raises:
            GameError: the deal is not over, or is not this match's next deal.
        """
        if not is_over(state):
            raise GameError(f"deal {self.number + 1} is not over yet (phase {state.phase})")
        expected = self.next_deal()
        if (state.seed, state.dealer) != (expected.seed, expected.dealer):
            raise GameError(f"that deal does not belong to this match as deal {self.number + 1}")
        return Match(self.seed, self.first_dealer, (*self.records, record_text(state)))

    def deal_scores(self) -> list[tuple[int, int, int]]:
        """Points per seat of each finished deal, oldest first."""
        return [scores(replay(text)) for text in self.records]

    def totals(self) -> tuple[int, int, int]:
        """Running totals per seat."""
        rows = self.deal_scores()
        return (sum(r[0] for r in rows), sum(r[1] for r in rows), sum(r[2] for r in rows))

    def to_dict(self) -> dict[str, Any]:
        return {"seed": self.seed, "first_dealer": self.first_dealer, "records": list(self.records)}

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
        match = cls(seed, first)
        for text in records:
            state = replay(parse_record(text))
            try:
                match = match.finish(state)
            except GameError as error:
                raise RecordError(f"saved match: {error}") from None
        return match
