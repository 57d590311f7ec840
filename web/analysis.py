"""The bots' worker's answers: the opponents' moves, the Profi's hint, the after-deal analysis.

Owns the plain-data entry points that ``worker.py`` exports (and that ``main.py`` calls on
its own thread when there is no worker), named by ``tasks.Job.call``:

- ``choose(observation_json, level, seed)``: an opponent's action (``opponents``);
- ``advise_json(observation_json, seed)``: ``game.bots.advise`` for the player's own
  observation, so a hint can never use a card the player has not seen;
- ``analyse_json(record)``: what the declarer could have made with best play by all, from the
  exact double-dummy solver on the hands as they were when the play began (after the
  exchange), with the contract and the seats in play of the real deal (R4.1: in C2 the
  defender who stayed out holds no cards).

Both take and return JSON text: answers cross the worker boundary as strings. Imports the
bots and the solver, so the page's main thread imports this module only as a fallback.
"""

from __future__ import annotations

import json
from dataclasses import replace
from typing import Any

from game import RecordError, is_over, parse_record, replay
from game.bots import advise
from game.bots.solver import Position, SolverBudgetExceeded, solve

from . import opponents

__all__ = ["choose", "advise_json", "analyse_json", "deal_analysis", "TARGETS"]

TARGETS = {"trump": 6, "sans": 6, "durchmarsch": 10, "bettler": 0, "ouvert": 0}
"""What the declarer needs (R6.1–R6.5): at least this many tricks, or for Bettler at most."""
_SECONDS = 20.0
"""Safety net for the solver; a full deal takes well under a second (worker, 2 cores)."""


def choose(observation_json: str, level: str, seed: int, think_ms: int = 0) -> str:
    """The opponent's action for the observation's seat. ``think_ms`` (the ``?think=`` test
    hook) is the worker's business: on the page's own thread nobody waits on purpose."""
    observation = json.loads(str(observation_json))
    return opponents.choose_action(observation, str(level), int(seed))


def advise_json(observation_json: str, seed: int) -> str:
    """The Profi's recommendation for the observation's seat (``game.bots.advise``) as JSON."""
    observation = json.loads(str(observation_json))
    return json.dumps(advise(observation, int(seed)), separators=(",", ":"))


def deal_analysis(record: str) -> dict[str, Any]:
    """Best play by all in a finished deal, as plain data.

    ``kind`` is "none" when there was no card play (all passed, or both defenders stayed
    out), "unknown" when the solver ran out of time, else "solved" with ``declarer``,
    ``game`` (the engine's game), ``bid``, ``best`` (declarer tricks under best play by all),
    ``played`` (tricks he actually took; fixed games may stop early, §8) and ``makeable``
    (whether best play meets his target).

    Raises:
        RecordError: the record does not replay to a finished deal.
    """
    parsed = parse_record(record)
    state = replay(parsed)
    if not is_over(state):
        raise RecordError("the analysis needs a finished deal")
    plays = [i for i, action in enumerate(parsed.actions) if action.startswith("play:")]
    if state.declarer is None or state.game is None or not plays:
        return {"kind": "none"}
    start = replay(replace(parsed, actions=parsed.actions[: plays[0]]))
    declarer, game = state.declarer, state.game
    kind = "trump" if game in ("C", "S", "D", "H") else game
    hands = tuple(start.hands[s] if s in start.players else 0 for s in range(3))
    position = Position.start(hands, declarer, kind, start.trump)
    base = {"declarer": declarer, "game": game, "bid": state.bid, "played": state.won[declarer]}
    try:
        best = solve(position, seconds=_SECONDS)
    except SolverBudgetExceeded:
        return {"kind": "unknown", **base}
    target = TARGETS[kind]
    makeable = best <= target if kind in ("bettler", "ouvert") else best >= target
    return {"kind": "solved", **base, "best": best, "makeable": makeable}


def analyse_json(record: str) -> str:
    """``deal_analysis`` as JSON; an unreadable record gives ``{"kind": "error"}``."""
    try:
        result = deal_analysis(str(record))
    except RecordError as error:
        result = {"kind": "error", "error": str(error)}
    return json.dumps(result, separators=(",", ":"))
