"""Deals of the page under house rules, simulated exactly as the page plays them.

The e2e tests of the house rules (tests/e2e/test_house.py) need deals in which the human
meets a given decision: Kontra and Rekontra, Hand, Nachgehen, keine Asse, Durchmarsch
Ouvert. Which deal that is depends on the opponents' choices, and those are the page's own
(``web.session.Session.bot_request`` seeds, ``web.analysis.choose``): so this module plays
the page's match in CPython, with the same ``Session``, and a scripted player at seat 0, and
searches the match seeds (``?seed=``) for one where the wanted decision comes up. The e2e
test then opens the page with that seed and plays the same actions, checking at every
decision of the player that the page offers exactly the engine's legal actions. Because
the search runs when the test runs, a change of the bots changes the seed found, never
the test's truth.

The scripted player takes the first of his ``prefer`` actions that is legal, else what an
Anfänger would do in his seat (seeded like the opponents, with another name).
"""

from __future__ import annotations

import json
from collections.abc import Callable
from dataclasses import dataclass

from game import Rules, derive_seed
from web.analysis import choose
from web.session import HUMAN, Session


@dataclass(frozen=True, slots=True)
class Step:
    """One action of the simulated match: who acted, what was legal, what was done."""

    deal: int
    seat: int
    phase: str
    legal: tuple[str, ...]
    action: str


def player_action(session: Session, prefer: tuple[str, ...]) -> str:
    """The scripted player's action: the first legal ``prefer`` entry (an action, or a
    prefix ending in ":" such as ``"bid:"``), else an Anfänger's choice."""
    observation = session.observation()
    legal = observation["legal"]
    for wanted in prefer:
        for action in legal:
            if action == wanted or (wanted.endswith(":") and action.startswith(wanted)):
                return action
    seed = derive_seed(
        "house-deals-player", session.match.seed, session.deal_index, len(session.state.history)
    )
    return choose(json.dumps(observation), "anfaenger", seed)


@dataclass
class Simulation:
    """A simulated match: its steps and the page's ``Session`` after them."""

    seed: int
    session: Session
    steps: list[Step]


def play(
    seed: int, rules: Rules, level: str, prefer: tuple[str, ...], deals: int = 1
) -> Simulation:
    """The page's match ``seed`` (opponents at ``level``) over ``deals`` deals."""
    session = Session.new(seed, 0, rules)
    steps: list[Step] = []
    for number in range(deals):
        if number:
            session.next_deal()
        while not session.over:
            state = session.state
            seat = state.to_move
            assert seat is not None
            legal = tuple(session.observation(seat)["legal"])
            if seat == HUMAN:
                action = player_action(session, prefer)
                session.act(action)
            else:
                request = session.bot_request()
                assert request is not None
                action = choose(json.dumps(request.observation), level, request.seed)
                session.apply_bot(request, action)
            steps.append(Step(number, seat, state.phase, legal, action))
    return Simulation(seed, session, steps)


def find_seed(
    rules: Rules,
    level: str,
    prefer: tuple[str, ...],
    wanted: Callable[[list[Step]], bool],
    deals: int = 1,
    seeds: range = range(1, 400),
) -> Simulation:
    """The first match seed whose ``deals`` deals satisfy ``wanted``, simulated.

    Raises:
        LookupError: no seed in ``seeds`` does.
    """
    for seed in seeds:
        simulation = play(seed, rules, level, prefer, deals)
        if wanted(simulation.steps):
            return simulation
    raise LookupError(f"no seed in {seeds} gives the wanted deal under {rules.describe()}")
