"""The page's one loop for everything that happens between clicks. Pure (asyncio only).

Owns the order of a job's life, for every kind the controller hands out (``tasks.Job``:
an opponent's move, a hint, an analysis, a forced card, a slice of long work):

1. ``next_job()`` names the next job, or None: the loop ends (a click starts it again);
2. wait the job's pause (always at least one turn of the event loop, so a slice of work
   never runs back to back with the next and clicks get in between);
3. ``start_job(job)``: False if the job no longer matters after the pause (the player undid
   a move, another tab moved on): skip it; else repaint (an opponent shows as thinking);
4. the worker's answer (``call(job)``) when the job has a call;
5. ``finish_job(job, answer)`` re-checks that the answer still fits the position, applies
   it and saves, returning an error text for the console when an answer was unusable;
   then repaint (after a slice of work only if it changed what is shown: ``shown_changed``,
   so a long import is not slowed down by a repaint per slice).

Only one loop runs at a time: ``kick()`` says whether a loop must be started; while one is
running or about to, it says no, and the running loop picks the new job up. ``on_state``
hears "busy" from the kick that starts a loop until the loop ends, then "idle" (the page
shows it as ``html[data-runner]``, so tests wait for it instead of sleeping). The browser
parts (the worker call, timers, painting, the console) come in as functions, so the loop is
tested on CPython with fakes.
"""

from __future__ import annotations

from collections.abc import Awaitable, Callable
from typing import Protocol

from .tasks import Job

__all__ = ["Controls", "Runner"]


class Controls(Protocol):
    """What the loop asks of the controller (``controller.Controller``)."""

    def next_job(self) -> Job | None: ...

    def start_job(self, job: Job) -> bool: ...

    def finish_job(self, job: Job, answer: str | None) -> str | None: ...

    def shown_changed(self) -> bool: ...


class Runner:
    """One loop over the controller's jobs (see the module docstring)."""

    def __init__(
        self,
        controls: Controls,
        call: Callable[[Job], Awaitable[str | None]],
        sleep: Callable[[float], Awaitable[None]],
        paint: Callable[[], None],
        report: Callable[[str], None],
        on_state: Callable[[str], None] = lambda state: None,
    ) -> None:
        self.controls = controls
        self.call = call
        self.sleep = sleep
        self.paint = paint
        self.report = report
        self.on_state = on_state
        self.running = False
        self.scheduled = False
        self.done = 0
        """Jobs finished so far (answers applied or dropped): a test hook."""
        self.skipped = 0
        """Jobs skipped because they no longer mattered after their pause."""

    def kick(self) -> bool:
        """True when the caller must start ``run()``: no loop is running or scheduled."""
        if self.running or self.scheduled:
            return False
        self.scheduled = True
        self.on_state("busy")
        return True

    async def run(self) -> None:
        """Run jobs until there is none; returns at once if a loop is running already."""
        self.scheduled = False
        if self.running:
            return
        self.running = True
        try:
            while (job := self.controls.next_job()) is not None:
                await self.sleep(max(job.delay, 0.0))
                if not self.controls.start_job(job):
                    self.skipped += 1
                    continue
                if job.kind == "bot":
                    self.paint()  # he is thinking
                answer = await self.call(job) if job.call else None
                error = self.controls.finish_job(job, answer)
                self.done += 1
                if error:
                    self.report(error)
                if job.kind != "work" or self.controls.shown_changed():
                    self.paint()
        finally:
            self.running = False
            if not self.scheduled:
                self.on_state("idle")
