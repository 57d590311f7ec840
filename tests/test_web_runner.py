"""web/runner.py: the page's one job loop, driven with a fake worker and no real waiting.

The fakes never suspend, so each loop is driven to its end by hand (``drive``), the same on
CPython and in Pyodide (whose event loop is the browser's, where ``asyncio.run`` is not
available)."""

from __future__ import annotations

from collections.abc import Callable, Coroutine
from typing import Any

from web import analysis
from web.controller import Controller
from web.runner import Runner
from web.settings import Params
from web.tasks import Job


class Page:
    """The browser side of a runner: a worker that answers at once (or as told), no real
    waiting, and a record of what happened."""

    def __init__(self, ctl: Controller, answer: Callable[[Job], str | None] | None = None):
        self.ctl = ctl
        self.answer = answer
        self.log: list[str] = []
        self.states: list[str] = []
        self.errors: list[str] = []
        self.during_sleep: Callable[[], None] | None = None
        self.pending: list[Coroutine[Any, Any, None]] = []
        self.runner = Runner(ctl, self.call, self.sleep, self.paint, self.errors.append, self.state)

    async def call(self, job: Job) -> str | None:
        self.log.append(f"call {job.kind}")
        if self.answer is not None:
            return self.answer(job)
        return str(getattr(analysis, job.call or "")(*job.args))

    async def sleep(self, seconds: float) -> None:
        self.log.append(f"sleep {seconds:g}")
        if self.during_sleep is not None:
            action, self.during_sleep = self.during_sleep, None
            action()

    def paint(self) -> None:
        self.log.append("paint")
        self.kick()

    def state(self, state: str) -> None:
        self.states.append(state)

    def kick(self) -> None:
        if self.runner.kick():
            self.pending.append(self.runner.run())

    def settle(self) -> None:
        """Kick, then run every loop that got started until none is left."""
        self.kick()
        while self.pending:
            drive(self.pending.pop(0))


def drive(coroutine: Coroutine[Any, Any, None]) -> None:
    """Run a coroutine that never really suspends to its end."""
    try:
        while True:
            coroutine.send(None)
    except StopIteration:
        pass


def started(seed: int = 5, **params: object) -> Controller:
    ctl = Controller({}, Params(seed=seed, **params))  # type: ignore[arg-type]
    ctl.click(action="start", form={"level": "anfaenger", "pace": "fast"})
    return ctl


def test_opponents_move_until_it_is_the_players_turn() -> None:
    ctl = started()
    assert ctl.session is not None
    ctl.click(action="pass")
    page = Page(ctl)
    page.settle()
    assert ctl.session.human_to_move() or ctl.session.over
    moves = len(ctl.session.state.history) - 1
    assert moves >= 1 and page.log.count("call bot") == moves <= page.runner.done
    assert page.log[:4] == ["sleep 0.35", "paint", "call bot", "paint"]  # pause, thinking, …
    assert page.states == ["busy", "idle"] and not page.errors


def test_one_loop_at_a_time() -> None:
    """A second loop started while one runs returns at once: no decision is asked twice."""
    ctl = started()
    ctl.click(action="pass")
    page = Page(ctl)
    assert page.runner.kick() and not page.runner.kick()  # the second kick: already scheduled
    page.during_sleep = lambda: drive(page.runner.run())  # a second loop, during the first
    drive(page.runner.run())
    assert ctl.session is not None
    moves = len(ctl.session.state.history) - 1
    assert moves >= 1 and page.log.count("call bot") == moves  # each decision asked once
    assert page.states == ["busy", "idle"]


def test_a_job_that_passed_during_its_pause_is_skipped() -> None:
    """The player takes his bid back while the opponent's pause runs: the opponent's move for
    the abandoned position is never asked."""
    ctl = started()
    assert ctl.session is not None
    ctl.click(action="bid:1")
    page = Page(ctl)
    page.during_sleep = lambda: ctl.click(control="undo")
    page.settle()
    assert page.runner.skipped == 1 and "call bot" not in page.log
    assert ctl.session.human_to_move() and len(ctl.session.state.history) == 0


def test_an_unusable_answer_is_replaced_and_reported() -> None:
    ctl = started()
    assert ctl.session is not None
    ctl.click(action="pass")
    page = Page(ctl, answer=lambda job: "play:HA" if job.kind == "bot" else None)
    page.settle()
    assert ctl.session.human_to_move() or ctl.session.over
    assert page.errors and all("play:HA" in e for e in page.errors)
    ctl = started()
    ctl.click(action="pass")
    page = Page(ctl, answer=lambda job: None)  # the worker failed: no answer at all
    page.settle()
    assert page.errors and all("no answer" in e for e in page.errors)


def test_work_runs_in_slices_with_the_event_loop_in_between() -> None:
    class Count:
        key = "count"

        def __init__(self) -> None:
            self.slices = 0

        def step(self, now_ms: int) -> bool:
            self.slices += 1
            return self.slices == 3

    ctl = Controller({}, Params(seed=1))
    work = Count()
    ctl.tasks.add_work(work)
    page = Page(ctl)
    page.settle()
    assert work.slices == 3
    # The page's own reading and digesting of the (empty) history come first; each slice
    # waits a turn of the event loop; only a slice that changed what is shown (here: the
    # last one, the work is done) is followed by a repaint.
    assert page.log == ["sleep 0", "paint"] * 2 + ["sleep 0"] * 3 + ["paint"]
    assert ctl.next_job() is None
