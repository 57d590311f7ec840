"""The bots' worker's answers: the opponents' moves, the Profi's hint, the after-deal analysis.

Owns the plain-data entry points that ``worker.py`` exports (and that ``main.py`` calls on
its own thread when there is no worker), named by ``tasks.Job.call``:

- ``choose(observation_json, level, seed)``: an opponent's action (``opponents``);
- ``advise_json(observation_json, seed)``: ``game.bots.advise`` for the player's own
  observation, so a hint can never use a card the player has not seen;
- ``analyse_json(record)``: what the declarer could have made with best play by all, from the
  exact double-dummy solver on the hands as they were when the play began (after the
  exchange), with the contract and the seats in play of the real deal (R4.1: in C2 the
  defender who stayed out holds no cards); and, for the review of the deal, at every card
  played the cards that were best for the seat to move (``steps``), measured as the game
  measures: declarer tricks in a trump game, win or loss in a game of fixed value (R6.2–R6.5:
  Bettler is lost by the first trick, Durchmarsch by the first trick given away, Sans Atout
  is decided at 6).

Both take and return JSON text: answers cross the worker boundary as strings. Imports the
bots and the solver, so the page's main thread imports this module only as a fallback.
"""

from __future__ import annotations

import json
from dataclasses import replace
from typing import Any

from game import RecordError, is_over, observe, parse_record, replay
from game.bots import advise
from game.bots.solver import Position, Solver, SolverBudgetExceeded
from game.cards import card_name, parse_card

from . import opponents

__all__ = ["choose", "advise_json", "analyse_json", "deal_analysis", "TARGETS"]

TARGETS = {"trump": 6, "sans": 6, "durchmarsch": 10, "bettler": 0, "ouvert": 0}
"""What the declarer needs (R6.1–R6.5): at least this many tricks, or for Bettler at most."""
_SOLVER_GAME = {"durchmarsch_ouvert": "durchmarsch"}
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
    ``played`` (tricks he actually took; fixed games may stop early, §8), ``won`` (whether
    he won the game as played), ``makeable``
    (whether best play meets his target) and ``steps``: one entry per card played, in
    order, with the ``seat`` to move, the ``card`` played, the ``best`` cards for that seat
    and the values of the card played and of the best (``value``, ``best_value``):
    declarer tricks at the end of the deal in a trump game (``measure`` "tricks"), whether
    the declarer wins in a fixed game (``measure`` "win", 1 or 0).

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
    if game == "sans" and state.rules.sans_atout_target == "consecutive6":
        return {"kind": "none"}  # §9.1: six tricks in a row, which the solver does not count
    # Durchmarsch Ouvert (§9.5) is a Durchmarsch to the solver: the open hand changes nothing
    kind = "trump" if game in ("C", "S", "D", "H") else _SOLVER_GAME.get(game, game)
    hands = tuple(start.hands[s] if s in start.players else 0 for s in range(3))
    # The solver plays seats 0, 1, 2 in turn (clockwise). Under §9.10's anticlockwise
    # rotation it searches the mirror image, every seat s at -s (as the bots do, dd._mirror),
    # whose Sans Atout leader is the mirror of the real one (D's right neighbour in both
    # rotations, R5.1), and the steps' seats are turned back below.
    mirror = state.rules.rotation == "anticlockwise"
    if mirror:
        hands = (hands[0], hands[2], hands[1])
        position = Position.start(hands, -declarer % 3, kind, start.trump)
        assert start.to_move is not None  # the first card is about to be played
        position = replace(position, leader=-start.to_move % 3)
    else:
        position = Position.start(hands, declarer, kind, start.trump)
    won = bool(observe(state, declarer)["result"]["declarer_lives"])
    base = {
        "declarer": declarer,
        "game": game,
        "bid": state.bid,
        "played": state.won[declarer],
        "won": won,
    }
    solver = Solver.for_position(position)
    try:
        best = solver.solve(position, seconds=_SECONDS)
        steps = _steps(solver, position, kind, [parsed.actions[i][5:] for i in plays])
        if mirror:
            steps = [{**step, "seat": -step["seat"] % 3} for step in steps]
    except SolverBudgetExceeded:
        return {"kind": "unknown", **base}
    target = TARGETS[kind]
    makeable = best <= target if kind in ("bettler", "ouvert") else best >= target
    return {"kind": "solved", **base, "best": best, "makeable": makeable, "steps": steps}


def _steps(solver: Solver, position: Position, kind: str, cards: list[str]) -> list[dict[str, Any]]:
    """The best cards at every card of the play (see ``deal_analysis``)."""
    steps = []
    taken = 0  # the declarer's tricks so far
    declarer = position.declarer
    for name in cards:
        card, seat = parse_card(name), position.to_move
        wants_high = (seat == declarer) == (kind not in ("bettler", "ouvert"))
        if kind == "trump":
            values = {c: taken + v for c, v in solver.move_values(position).items()}
            measure = "tricks"
            goal = max(values.values()) if wants_high else min(values.values())
        else:
            # does the declarer take at least k of the remaining tricks after this card?
            cards_left = sum(position.hands[s].bit_count() for s in position.active)
            left = (cards_left + len(position.trick)) // len(position.active)  # tricks to play
            k = {"bettler": 1, "ouvert": 1, "sans": 6 - taken, "durchmarsch": left}[kind]
            reach = solver.move_outcomes(position, k)
            win = kind not in ("bettler", "ouvert")  # reaching k wins, or (Bettler) loses
            values = {c: int(r == win) for c, r in reach.items()}
            measure = "win"
            goal = max(values.values()) if seat == declarer else min(values.values())
        steps.append(
            {
                "seat": seat,
                "card": name,
                "best": sorted(card_name(c) for c, v in values.items() if v == goal),
                "value": values[card],
                "best_value": goal,
                "measure": measure,
            }
        )
        after = position.play(card)
        if not after.trick and after.leader == declarer:
            taken += 1
        position = after
    return steps


def analyse_json(record: str) -> str:
    """``deal_analysis`` as JSON; an unreadable record gives ``{"kind": "error"}``."""
    try:
        result = deal_analysis(str(record))
    except RecordError as error:
        result = {"kind": "error", "error": str(error)}
    return json.dumps(result, separators=(",", ":"))
