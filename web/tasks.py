"""Everything the page does between clicks: opponents' moves, hints, analyses, forced cards,
and long work in slices (an import, loading a big history).

Owns what is asked, what is running and what came back, as plain values, so ``main.py``
runs one loop only: it takes the ``Job`` that ``Tasks.next_job`` hands out (a call to the
bots' worker, a slice of work, or just a pause) and gives the answer back to
``Tasks.finish`` (opponents' answers go through ``controller.Controller.finish_job``):

- an **opponent's move** (``bot``) whenever an opponent is to act: after the pace's pause,
  the worker's ``choose`` on that seat's observation, seeded by match, deal and ply, so a
  recomputed decision is the same decision;

- a **hint** for the player's current decision, asked with the ``hint`` control: the
  worker's ``advise_json`` on the player's own observation (seeded by match, deal and ply,
  so the same question gets the same answer); shown only while that decision is still due;
- the **analysis** of each finished deal (worker's ``analyse_json`` on its record), asked
  as soon as the deal is over and kept per record;
- **auto-play** of a forced card (setting ``autoplay``): when the player has exactly one
  legal card, a pause job after which that card is played, if it is still the decision due;
- **work** (``Work``): a long computation cut into slices of a few milliseconds, one slice
  per job, so the page stays responsive and can show progress.

Every job names what it is for (``key``, for positions the match, the deal and the record so
far): an answer for a position that has passed (a new game, an undo, another tab's move) is
dropped (``is_due``). Does not own the worker, timers or markup.
"""

from __future__ import annotations

import json
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any, Protocol

from game import derive_seed, record_text

from .guide import guided_hint
from .session import HUMAN, Session

__all__ = [
    "Job",
    "Hint",
    "Opponents",
    "Work",
    "Slice",
    "SLICE_MS",
    "Tasks",
    "position_key",
    "decision_key",
]

SLICE_MS = 25
"""How long one slice of work may take before the page gets its turn again."""


@dataclass(frozen=True, slots=True)
class Job:
    """One piece of work for ``main.py``: wait ``delay`` seconds, then call ``call(*args)``
    in the bots' worker (or nothing when ``call`` is None) and report the answer."""

    kind: str
    """"bot", "hint", "analysis", "autoplay" or "work"."""
    key: str
    call: str | None = None
    args: tuple[str | int, ...] = ()
    delay: float = 0.0
    seat: int | None = None
    """The opponent who thinks (``bot`` jobs)."""


@dataclass(frozen=True, slots=True)
class Opponents:
    """How the opponents play: their level and the ``?think=`` test hook (milliseconds)."""

    level: str
    think_ms: int = 0


class Slice:
    """The time one slice of ``Work`` may take: ``more()`` is True for the first item in any
    case (every slice makes progress, however slow the machine), then while the clock is
    below ``now_ms + ms``."""

    def __init__(self, clock: Callable[[], int], now_ms: int, ms: int = SLICE_MS) -> None:
        self.clock, self.until, self.first = clock, now_ms + ms, True

    def more(self) -> bool:
        if self.first:
            self.first = False
            return True
        return self.clock() < self.until


class Work(Protocol):
    """A long computation done one slice at a time (``Tasks.add_work``)."""

    key: str

    def step(self, now_ms: int) -> bool:
        """Do one slice of a few milliseconds; True once the work is complete."""
        ...


@dataclass(frozen=True, slots=True)
class Hint:
    """The hint for one decision: asked, sent to the worker, answered, or failed."""

    key: str
    status: str
    """"asked", "running", "ready" or "failed"."""
    answer: dict[str, Any] | None = None
    ms: int | None = None
    """How long the worker took, for the record (``data-ms`` on the hint)."""


def position_key(session: Session) -> str:
    """Names the position on the table: the match, the deal and its record so far (after an
    undo the same ply may be reached by other moves, so the ply alone is not enough)."""
    return f"{session.match_id}/{session.deal_index}/{record_text(session.state)}"


def decision_key(session: Session) -> str | None:
    """Names the player's decision due now, or None if none is due (``position_key``)."""
    return position_key(session) if session.state.to_move == HUMAN else None


class Tasks:
    """Hints, analyses and auto-play for one page (reset with the controller's session)."""

    def __init__(self) -> None:
        self.hint: Hint | None = None
        self.analyses: dict[str, dict[str, Any]] = {}
        """Finished deal's record -> ``analysis.deal_analysis`` (or ``{"kind": "error"}``)."""
        self._running: set[str] = set()
        self._auto: str | None = None
        self._sent: dict[str, int] = {}
        self.work: list[Work] = []
        """Long computations waiting for their next slice, oldest first."""

    # --- asking ---------------------------------------------------------------------------

    def toggle_hint(self, session: Session) -> str | None:
        """Ask for a hint for the decision due, or hide the one shown; why not, or None."""
        key = decision_key(session)
        if key is None or not session.observation()["legal"]:
            return "ignored hint: it is not the player's decision"
        self.toggle(key)
        guided = guided_hint(session.observation(), session.guided)
        if guided is not None and self.hint is not None and self.hint.status == "asked":
            self.hint = Hint(key, "ready", guided, 0)  # the guide's plan: no worker to ask
        return None

    def toggle(self, key: str) -> None:
        """Ask for the hint for the decision ``key`` names, or hide the one shown (a friend's
        page names its decisions itself: ``web.online.page``)."""
        if self.hint is not None and self.hint.key == key:
            if self.hint.status in ("ready", "failed"):
                self.hint = None
            return
        self.hint = Hint(key, "asked")

    def hint_job(self, key: str | None, observation: dict[str, Any], seed: int, now: int
                 ) -> Job | None:  # fmt: skip
        """The worker's job for the hint asked for the decision ``key`` (the one due now, or
        None), marked running; None if no hint is asked for it (a stale one is dropped)."""
        hint = self.hint
        if hint is None or hint.status != "asked":
            return None
        if hint.key != key:
            self.hint = None
            return None
        self.hint = Hint(hint.key, "running")
        self._sent[hint.key] = now
        return Job(
            "hint", hint.key, "advise_json", (json.dumps(observation, separators=(",", ":")), seed)
        )

    def hint_for(self, session: Session) -> Hint | None:
        """The hint to show now: only the one for the decision still due."""
        hint = self.hint
        return hint if hint is not None and hint.key == decision_key(session) else None

    def analysis_for(self, session: Session) -> dict[str, Any] | None:
        """The finished deal's analysis, ``{"kind": "pending"}`` until it is in, or None."""
        if not session.over:
            return None
        return self.analyses.get(record_text(session.state), {"kind": "pending"})

    # --- the jobs -------------------------------------------------------------------------

    def add_work(self, work: Work) -> None:
        """Queue ``work``; one that is queued already under the same key is replaced."""
        self.work = [w for w in self.work if w.key != work.key] + [work]

    def next_job(
        self,
        session: Session | None,
        autoplay: bool,
        delay: float,
        now: int,
        opponents: Opponents | None = None,
    ) -> Job | None:
        """The next job to run, marked as running; None when there is nothing to do.

        Opponents' moves are handed out only with ``opponents`` (how they play)."""
        job = self._session_job(session, autoplay, delay, now, opponents)
        if job is None and self.work:
            return Job("work", self.work[0].key)
        return job

    def _session_job(
        self,
        session: Session | None,
        autoplay: bool,
        delay: float,
        now: int,
        opponents: Opponents | None,
    ) -> Job | None:
        if session is None:
            return None
        request = session.bot_request() if opponents is not None else None
        if request is not None and opponents is not None:
            args = (request.observation_json(), opponents.level, request.seed, opponents.think_ms)
            return Job("bot", position_key(session), "choose", args, delay, request.seat)
        key = decision_key(session)
        if autoplay and key is not None and key != self._auto:
            legal = session.observation()["legal"]
            if len(legal) == 1 and legal[0].startswith("play:"):
                self._auto = key
                return Job("autoplay", key, None, (legal[0],), delay)
        if self.hint is not None and self.hint.status == "asked":
            seed = derive_seed(
                "preferanzen-hint",
                session.match.seed_of(session.deal_index),
                session.deal_index,
                len(session.state.history),
            )
            job = self.hint_job(key, session.observation(), seed, now)
            if job is not None:
                return job
        if session.over:
            record = record_text(session.state)
            if record not in self.analyses and record not in self._running:
                self._running.add(record)
                self._sent[record] = now
                return Job("analysis", record, "analyse_json", (record,))
        return None

    def put_back(self, job: Job) -> None:
        """``job`` was skipped after its pause although its position is still on the table
        (a panel opened meanwhile): a forced card is handed out again once the table is
        free, instead of waiting for the player's click. (An opponent's move needs nothing:
        it is asked for as long as he is to move.)"""
        if job.kind == "autoplay" and self._auto == job.key:
            self._auto = None

    def is_due(self, session: Session | None, job: Job) -> bool:
        """Whether ``job`` still matters: an opponent's move or a forced card only while its
        position is on the table (checked again after the pause and after the answer)."""
        if job.kind in ("bot", "autoplay"):
            return session is not None and position_key(session) == job.key
        return True

    def finish(self, session: Session | None, job: Job, answer: str | None, now: int) -> bool:
        """Take a job's answer (None: it failed); True when the game moved (auto-play).

        A ``work`` job runs its next slice here (``answer`` is unused); opponents' answers
        are the controller's (``Controller.finish_job``)."""
        if job.kind == "work":
            for work in self.work:
                if work.key == job.key:
                    if work.step(now):
                        self.work.remove(work)
                    break
            return False
        started = self._sent.pop(job.key, now)
        if job.kind == "autoplay":
            if session is None or not self.is_due(session, job):
                return False
            action = str(job.args[0])
            if session.observation()["legal"] != [action]:
                return False
            session.act(action)
            return True
        data = _parse(answer)
        if job.kind == "hint":
            hint = self.hint
            if hint is not None and hint.key == job.key:
                ok = data is not None and isinstance(data.get("action"), str)
                status = "ready" if ok else "failed"
                self.hint = Hint(job.key, status, data if ok else None, now - started)
        elif job.kind == "analysis":
            self._running.discard(job.key)
            result = data if data is not None else {"kind": "error"}
            self.analyses[job.key] = {**result, "ms": now - started}
        return False


def _parse(answer: str | None) -> dict[str, Any] | None:
    if answer is None:
        return None
    try:
        data = json.loads(answer)
    except ValueError:
        return None
    return data if isinstance(data, dict) else None
