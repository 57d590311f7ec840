"""The bots' point model is the engine's: random finished deals under random house rules.

Profi and the arena value every option with ``dd.Contract`` built from an observation
(``profi.contract_of``). Here, for deals played at random under a random combination of
every §9 switch, the model's points from the final observation must equal the engine's
settlement — ``scores`` per hand, ``pool_settlement`` in the pool modes — and so must the
shortcuts the search uses (the declarer's tricks alone in C2–C4 and in a pool, the fixed
games' won/lost amounts).
"""

from __future__ import annotations

import random

import pytest

from game import State, apply, is_over, legal_actions, new_game, observe, scores, settle
from game.bots.dd import trump_points
from game.bots.profi import contract_of
from game.bots.view import read_view
from game.contracts import is_trump_game
from game.pools import pool_settlement
from helpers import random_rules

DEALS = 600


def _finished(seed: int) -> tuple[State, int | None]:
    rng = random.Random(seed * 31 + 7)
    rules = random_rules(rng)
    pool = None if rules.pool == "per_hand" else 10 * rng.randrange(0, 30)
    state = new_game(seed, dealer=seed % 3, rules=rules, pool=pool)
    while not is_over(state):
        state = apply(state, rng.choice(legal_actions(state)))
    return state, pool


@pytest.mark.parametrize("chunk", range(6))
def test_bot_point_model_equals_the_settlement(chunk: int) -> None:
    checked = 0
    for seed in range(chunk, DEALS, 6):
        state, pool = _finished(seed)
        if state.declarer is None:
            continue
        result = settle(state)
        truth = pool_settlement(state, pool)[0] if pool is not None else scores(state)
        for seat in (0, 1, 2):
            view = read_view(observe(state, seat))
            contract = contract_of(view, state.hands)
            consecutive = state.game == "sans" and state.rules.sans_atout_target == "consecutive6"
            lives = result.declarer_lives if consecutive else None
            assert contract.scores(view.won, lives) == truth, (seed, seat)
            d = contract.declarer
            if not is_trump_game(contract.game):
                assert contract.fixed_points(bool(result.declarer_lives)) == truth[d]
            elif not contract.split_matters:
                assert trump_points(contract, view.won[d]) == truth[d]
        checked += 1
    assert checked > DEALS // 12
