"""Shared helpers for the page's tests (unit and e2e): play a match's deal out in Python."""

from __future__ import annotations

import json
import random
import re
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


_SECOND_PERSON = {"de": ("Du", "st"), "en": ("You", ""), "ru": ("Вы", "те")}
_EN_THIRD_PERSON = re.compile(r"\bYou (is|has|was|\w+(?<!pas)s)\b")
_THIRD_PERSON_WORD = {  # a verb that agrees with "er" / "he" / "он", not with the player
    "de": re.compile(r"(?!\w*st$)\w*t"),  # lebt, fällt, hat, spielt (not: spielst, mit…)
    "en": re.compile(r"is|has|was|\w+(?<!pas)s"),  # lives, defends
    "ru": re.compile(r"\w+т"),  # вистует, приглашает (not: вистуете, выполнено)
}


def grammar_slips(lang: str, lines: list[str]) -> list[str]:
    """Sentences that address the player in the third person ("Du spielt", "You defends",
    "Вы играет") or read as a name and a bare word ("You Pass", "Hansi Play alone"); the
    player's own seat is always "Du" / "You" / "Вы" (web/phrases.py).

    A line with tabs is a table's row, its cells in order (the result's: player, role,
    tricks, …, status): a phone runs them on as one sentence, so in the player's own row a
    cell that starts with a verb must agree with him ("Du hast eingeladen … fällst", never
    "Du hat eingeladen", "You defends … lives", "Вы вистует").
    """
    you, ending = _SECOND_PERSON[lang]
    slips = []
    for line in lines:
        if "\t" in line:
            seat, *cells = line.split("\t")
            words = [cell.split()[0] for cell in cells if cell.strip()]
            if seat == you and any(
                w[:1].islower() and _THIRD_PERSON_WORD[lang].fullmatch(w.rstrip(":,;"))
                for w in words
            ):
                slips.append(line)
            continue
        verbs = re.findall(rf"\b{you} (\w+)", line)
        if (
            any(ending and not v.endswith(ending) or v == "ist" for v in verbs)
            or lang == "en"
            and (_EN_THIRD_PERSON.search(line) or re.search(r"\b(You|Hansi|Mizzi) [A-Z]", line))
            or re.search(r"\b(Hansi|Mizzi) [A-Z][a-z]+ (alone|allein)\b", line)
        ):
            slips.append(line)
    return slips
