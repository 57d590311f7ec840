"""Shared helpers for the page's tests (unit and e2e): play a match's deal out in Python."""

from __future__ import annotations

import json
import random
from typing import Any

from web.controller import Controller
from web.opponents import choose_action
from web.session import BotRequest, Session

TEST_LEVEL = "anfaenger"
"""The opponents of the Python-side tests: the weakest level, fast and deterministic."""


def bot_answer(request: BotRequest) -> str:
    """The opponent's answer to ``request`` (the weakest level, seeded as on the page)."""
    return choose_action(request.observation, TEST_LEVEL, request.seed)


def level_answer(observation: dict[str, Any], level: str, seed: int) -> str:
    """``opponents.choose_action`` of ``level``, without Profi's wall-clock safety net
    (``ProfiParams.seconds``): the page's answer whenever the net is not reached, and the
    same answer on a loaded machine too (a cut after fewer samples may choose another card,
    and a test that plays a whole deal then plays a different one)."""
    if level != "profi":
        return choose_action(observation, level, seed)
    from game.bots.profi import ProfiBot, ProfiParams

    return ProfiBot(params=ProfiParams(seconds=None)).choose(observation, random.Random(seed))


def finish_deal(session: Session, bid: str = "bid:1") -> None:
    """Play the session's current deal to its end: the weakest bots move for the opponents,
    the human calls ``bid`` whenever it is legal and otherwise takes his first legal
    action."""
    while not session.over:
        request = session.bot_request()
        if request is None:
            legal = session.observation()["legal"]
            session.act(bid if bid in legal else legal[0])
        else:
            session.apply_bot(request, bot_answer(request))


def stored_matches(store: dict[str, str]) -> dict[str, dict[str, Any]]:
    """Every match a store holds (``preferanzen:match:<id>``), by id, as stored."""
    prefix = "preferanzen:match:"
    return {k.removeprefix(prefix): json.loads(v) for k, v in store.items() if k.startswith(prefix)}


def run_work(ctl: Controller) -> None:
    """Run the controller's jobs as main.py's loop would, until none is due: slices of long
    work (loading, digesting, an import) and the opponents' moves; a hint or an analysis
    gets no answer (as if the worker failed), a forced card is played."""
    while (job := ctl.next_job()) is not None:
        if not ctl.start_job(job):
            continue
        answer = None
        if job.kind == "bot":
            request = ctl.bot_request()
            assert request is not None
            answer = bot_answer(request)
        ctl.finish_job(job, answer)
