"""The match on the page: the human at seat 0 against two opponents, deal after deal.

With friends at the table (``web.online``) the other seats in ``humans`` are people on
other browsers: they get no bot requests, act through ``act(action, seat)``, and undo stops
at a move another human has answered.

Owns the running match (``game.Match``: the finished deals' records, the dealer rotation)
and the deal in progress, whose turn it is, the human's actions (and taking back his last
one, within the limits of ``web.undo``), the opponents' requests
(``BotRequest``: the seat's observation plus a seed derived from the match seed, the deal
number and the ply, so a recomputed decision is the same decision), playing a finished deal
again for practice (the same cards, seats, dealer and opponents' seeds; it does not count:
the match keeps the deal as it was first played) and the saved form of all of it. A saved
match is its seed plus record texts; loading replays every record through the engine, so
corrupt or tampered data is rejected rather than shown. Does not own pacing, threads,
storage keys or markup.
"""

from __future__ import annotations

import json
from dataclasses import dataclass, field, replace
from typing import Any

from game import (
    GameError,
    Match,
    RecordError,
    Rules,
    State,
    apply,
    derive_seed,
    is_over,
    observe,
    parse_record,
    record_of,
    record_text,
    replay,
    reveal,
)
from game.pools import pool_settlement
from game.rules import DEFAULT_RULES

from .undo import undo_point

__all__ = ["HUMAN", "FIRST_DEALER", "BotRequest", "Session"]

HUMAN = 0
"""The human's seat; seat 1 sits on his left (plays after him), seat 2 on his right."""
FIRST_DEALER = 2
"""R1.5 leaves the first dealer open: the right-hand opponent deals first, so the human
opens the first auction as forehand."""


@dataclass(frozen=True, slots=True)
class BotRequest:
    """One opponent decision to be made: plain data, ready to send to the bots' worker."""

    seat: int
    deal: int
    """0-based number of the deal in the match."""
    ply: int
    """How many actions the deal had before this one."""
    seed: int
    observation: dict[str, Any] = field(repr=False)

    def observation_json(self) -> str:
        return json.dumps(self.observation, separators=(",", ":"))


@dataclass(frozen=True, slots=True)
class ScoreRow:
    """One finished deal on the score sheet."""

    number: int
    dealer: int
    declarer: int | None
    game: str | None
    bid: str | None
    scores: tuple[int, int, int]
    """Each seat's change over the deal: points, or in a pool mode chips with what it paid
    into the pool before the deal (rules.md §9.9)."""
    paid: tuple[int, int, int] = (0, 0, 0)
    """What each seat paid into the pool before the deal (pool modes)."""
    pool: int | None = None
    """The pool after the deal (None without a pool)."""


class Session:
    """The page's game controller, free of any browser API."""

    def __init__(
        self,
        match_id: str,
        match: Match,
        state: State,
        started: int = 0,
        practice: str | None = None,
    ) -> None:
        self.match_id = match_id
        self.match = match
        self.state = state
        self.started = started
        self.humans = frozenset({HUMAN})
        """Seats played by people (the page's player and any friends); bots play the rest."""
        self.practice = practice
        """While a finished deal is played again: its record as first played (that one counts)."""
        self._rows: dict[str, ScoreRow] = {}
        self._practice_of: tuple[str, Match] | None = None
        """The practice's deal as first played and the match with it filed (``sheet``)."""

    @classmethod
    def new(
        cls, seed: int, started: int = 0, rules: Rules = DEFAULT_RULES, opening: int | None = None
    ) -> Session:
        """A fresh match seeded ``seed`` under house ``rules``, opening with the first deal of
        match seed ``opening`` when given (``Match.opening``); ``started`` (ms since the
        epoch) names it."""
        match = Match(seed, FIRST_DEALER, rules=rules, opening=opening)
        return cls(f"m{started}-{seed}", match, match.next_deal(), started)

    @property
    def rules(self) -> Rules:
        """The house rules of this match (rules.md §9)."""
        return self.match.rules

    # --- the deal -----------------------------------------------------------------------

    @property
    def deal_index(self) -> int:
        """0-based number of the deal on the table."""
        return self.match.number

    @property
    def guided(self) -> bool:
        """The deal on the table is the guided first deal (``Match.opening``)."""
        return self.match.opening is not None and self.match.number == 0

    @property
    def over(self) -> bool:
        return is_over(self.state)

    def observation(self, seat: int = HUMAN) -> dict[str, Any]:
        """What the human at ``seat`` (the page's player by default) may see now."""
        return observe(self.state, seat)

    def reveal(self) -> dict[str, Any] | None:
        """All hands and the talon, only once the deal is over (never before)."""
        return reveal(self.state) if self.over else None

    def human_to_move(self) -> bool:
        return self.state.to_move == HUMAN

    def act(self, action: str, seat: int = HUMAN) -> None:
        """Apply the ``action`` of the human at ``seat`` (the page's player by default).

        Raises:
            GameError: it is not that seat's turn, or the engine rejects the action.
        """
        if self.state.to_move != seat:
            raise GameError(
                f"{action!r} ignored: seat {seat} is not to move (phase {self.state.phase})"
            )
        self.state = apply(self.state, action)

    def bot_request(self) -> BotRequest | None:
        """The opponent decision due now, or None (the human's turn, or the deal is over)."""
        seat = self.state.to_move
        if seat is None or seat in self.humans:
            return None
        ply = len(self.state.history)
        seed = derive_seed(
            "preferanzen-bot", self.match.seed_of(self.deal_index), self.deal_index, ply
        )
        return BotRequest(seat, self.deal_index, ply, seed, observe(self.state, seat))

    def is_current(self, request: BotRequest) -> bool:
        """True while ``request`` is still the decision due (nothing moved in between)."""
        return (
            request.deal == self.deal_index
            and request.ply == len(self.state.history)
            and request.seat == self.state.to_move
        )

    def apply_bot(self, request: BotRequest, action: str) -> None:
        """Apply an opponent's answer to ``request``.

        Raises:
            GameError: the request is stale, or the action is not legal.
        """
        if not self.is_current(request):
            raise GameError(f"stale opponent answer {action!r} for ply {request.ply}")
        self.state = apply(self.state, action)

    def undo_point(self, seat: int = HUMAN) -> int | str:
        """How many actions undo keeps, or why ``seat`` cannot undo now (``web.undo``)."""
        return undo_point(self.state, seat, self.humans)

    def undo(self, seat: int = HUMAN) -> str:
        """Take back ``seat``'s last action (and the opponents' moves after it); returns it.

        Raises:
            GameError: undo is not allowed now (the message names ``web.undo``'s reason).
        """
        keep = self.undo_point(seat)
        if isinstance(keep, str):
            raise GameError(f"undo refused: {keep}")
        record = record_of(self.state)
        taken = record.actions[keep]
        self.state = replay(replace(record, actions=record.actions[:keep]))
        return taken

    def next_deal(self) -> None:
        """File the finished deal and deal the next one (the dealer rotates, R1.4).

        After a practice deal the deal as first played is filed, not the practice.

        Raises:
            GameError: the deal is not over.
        """
        if not self.over:
            raise GameError(f"the deal is not over (phase {self.state.phase})")
        if self.practice is not None:
            self.state, self.practice = replay(self.practice), None
        self.match = self.match.finish(self.state)
        self.state = self.match.next_deal()

    def replay_deal(self) -> None:
        """Play the finished deal on the table again from its start: the same cards, seats
        and dealer, and the opponents get the same seeds (``bot_request``). The practice does
        not count; the match keeps the deal as first played.

        Raises:
            GameError: the deal is not over.
        """
        if not self.over:
            raise GameError(f"only a finished deal can be played again (phase {self.state.phase})")
        if self.practice is None:
            self.practice = record_text(self.state)
        record = record_of(self.state)
        self.state = replay(replace(record, actions=()))

    # --- the score sheet ------------------------------------------------------------------

    def finished_records(self) -> tuple[str, ...]:
        """Records of the finished deals, including the one on the table once it is over
        (while it is played again for practice: as first played)."""
        if self.practice is not None:
            return (*self.match.records, self.practice)
        if self.over:
            return (*self.match.records, record_text(self.state))
        return self.match.records

    def sheet(self) -> Match:
        """The match with the deal on the table filed once it is over (for the score sheet);
        while a deal is played again for practice, with that deal as first played, which is
        the one that counts (the practice never enters the totals or the sheet)."""
        if self.practice is not None:
            if self._practice_of is None or self._practice_of[0] != self.practice:
                self._practice_of = (self.practice, self.match.finish(replay(self.practice)))
            return self._practice_of[1]
        return self.match.finish(self.state) if self.over else self.match

    def score_rows(self) -> list[ScoreRow]:
        """One row per finished deal (cached: each record is replayed once)."""
        sheet = self.sheet()
        rows = []
        for number, (text, line) in enumerate(zip(sheet.records, sheet.lines(), strict=True), 1):
            if text not in self._rows:
                row = score_row(number, text)
                self._rows[text] = replace(row, scores=line.net, paid=line.paid, pool=line.pool)
            rows.append(self._rows[text])
        return rows

    def totals(self) -> tuple[int, int, int]:
        """Each seat's running total (in a pool mode: chips won less chips paid in)."""
        return self.sheet().totals()

    def pool(self) -> int | None:
        """The pool now (after the last finished deal), or None without a pool (§9.9)."""
        return self.sheet().pool

    def practice_pool(self) -> tuple[tuple[int, int, int], int] | None:
        """§9.9: a finished practice deal's own chips per seat and the pool it would have
        left (the match's pool and totals stay as the deal was first played); None while it
        runs, without a pool, or when no deal is played again."""
        state = self.state
        if self.practice is None or not self.over or state.pool is None:
            return None
        return pool_settlement(state, state.pool)

    def last_change(self) -> tuple[int, int, int] | None:
        """The points of the latest finished deal (what the totals changed by), or None."""
        rows = self.score_rows()
        return rows[-1].scores if rows else None

    # --- saving ---------------------------------------------------------------------------

    def to_dict(self) -> dict[str, Any]:
        """The saved form: match seed, finished records and the current deal's record."""
        saved = {
            "id": self.match_id,
            "started": self.started,
            **self.match.to_dict(),
            "current": record_text(self.state),
        }
        if self.practice is not None:
            saved["practice_of"] = self.practice
        return saved

    @classmethod
    def from_dict(cls, data: object) -> Session:
        """Rebuild a saved session, replaying every record.

        Raises:
            RecordError: malformed data, or a record that does not replay as this match's.
        """
        match = Match.from_dict(data)
        assert isinstance(data, dict)
        match_id, started, current = data.get("id"), data.get("started", 0), data.get("current")
        if not isinstance(match_id, str) or not match_id:
            raise RecordError("saved match has no id")
        if not isinstance(started, int) or isinstance(started, bool):
            raise RecordError("saved match has a bad start time")
        expected = match.next_deal()
        if current is None:
            return cls(match_id, match, expected, started)
        state = replay(parse_record(current))
        if (state.seed, state.dealer) != (expected.seed, expected.dealer):
            raise RecordError(f"saved current deal is not deal {match.number + 1} of this match")
        practice = data.get("practice_of")
        if practice is not None:
            if not isinstance(practice, str):
                raise RecordError("saved practice deal has no record of the deal played")
            original = replay(parse_record(practice))
            if not is_over(original) or (original.seed, original.dealer) != (
                expected.seed,
                expected.dealer,
            ):
                raise RecordError("saved practice is not of a finished deal of this match")
        return cls(match_id, match, state, started, practice)

    def history_entry(self, name: str, level: str) -> dict[str, Any]:
        """This match for the score history: its finished deals with their records."""
        return {
            "id": self.match_id,
            "started": self.started,
            "seed": self.match.seed,
            "first_dealer": self.match.first_dealer,
            "name": name,
            "level": level,
            "records": list(self.finished_records()),
            **({"rules": self.rules.describe()} if self.rules != DEFAULT_RULES else {}),
            **({"opening": self.match.opening} if self.match.opening is not None else {}),
        }

    def entry(self, name: str, level: str) -> dict[str, Any]:
        """The whole match as stored (``web.entry``): the history entry plus the deal in
        progress as ``current`` (absent while a finished deal is on the table)."""
        entry = self.history_entry(name, level)
        if not self.over:
            entry["current"] = record_text(self.state)
        return entry

    @classmethod
    def from_entry(cls, entry: dict[str, Any]) -> Session:
        """The match of a stored entry (``entry``), replaying every record: with its deal in
        progress, or with its last finished deal on the table when it has none.

        Raises:
            RecordError: a record does not replay as this match's deal.
        """
        records = list(entry["records"])
        current = entry.get("current")
        if current is None and records:
            records, current = records[:-1], records[-1]
        data = {**entry, "records": records, "current": current}
        return cls.from_dict(data)


def score_row(number: int, text: str) -> ScoreRow:
    """The score-sheet row of one finished deal's record.

    Raises:
        RecordError: the record does not replay to a finished deal.
    """
    state = replay(text)
    if not is_over(state):
        raise RecordError(f"deal {number} is not finished")
    result = observe(state, HUMAN)["result"]
    scores = result["scores"]
    return ScoreRow(
        number,
        state.dealer,
        result["declarer"],
        result["game"],
        result["bid"],
        (scores[0], scores[1], scores[2]),
    )


def match_totals(entry: dict[str, Any]) -> tuple[int, int, int]:
    """Totals of a finished match of the history (its seed, first dealer, records and rules).

    Raises:
        RecordError: a record does not replay as this match's next deal.
    """
    return Match.from_dict(entry).totals()
