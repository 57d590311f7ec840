"""web.online.seats: a guest sees the match turned so that its own seat is at the bottom.

The check is the engine's own: observing seat ``v`` and turning the view by ``v`` must give
exactly what seat 0 observes in the same deal dealt with every hand moved ``v`` seats
(the actions are seat-free strings, so the turned deal replays the same moves). Random deals
at every ply, every viewer, with the default rules and every boolean house-rule switch on.
"""

from __future__ import annotations

import random
from dataclasses import fields

import pytest

from game import Rules, apply, from_cards, is_over, legal_actions, new_game, observe
from game.cards import card_names
from game.state import State
from web.online.seats import turn_observation, turn_rows, turn_seat, turn_triple


def rule_sets() -> list[Rules]:
    """The default rules, and all boolean §9 switches on (as many as ``Rules`` has)."""
    switches = {f.name: True for f in fields(Rules) if isinstance(f.default, bool)}
    return [Rules(), Rules(**switches)] if switches else [Rules()]


def turned_deal(state: State, viewer: int) -> State:
    """``state``'s deal dealt again with seat ``viewer``'s hand at seat 0, replayed."""
    hands = [card_names(state.dealt[(s + viewer) % 3]) for s in range(3)]
    talon = card_names(state.dealt[3])
    turned = from_cards(hands, talon, turn_seat(state.dealer, viewer), state.rules)
    for _seat, action in state.history:
        turned = apply(turned, action)
    return turned


def without_seed(obs: dict) -> dict:
    return {k: v for k, v in obs.items() if k != "seed"}


@pytest.mark.parametrize("rules", rule_sets(), ids=lambda r: r.describe())
def test_turned_view_is_what_seat_zero_sees_in_the_turned_deal(rules: Rules) -> None:
    rng = random.Random(5)
    checked = 0
    for seed in range(40):
        state = new_game(seed, dealer=seed % 3, rules=rules)
        while True:
            for viewer in (1, 2):
                expected = observe(turned_deal(state, viewer), 0)
                assert without_seed(turn_observation(observe(state, viewer), viewer)) == (
                    without_seed(expected)
                ), f"seed {seed}, viewer {viewer}, history {state.history}"
                checked += 1
            if is_over(state):
                break
            state = apply(state, rng.choice(legal_actions(state)))
    assert checked > 1000


def test_turning_by_zero_changes_nothing() -> None:
    state = new_game(3)
    for action in ("bid:1", "pass", "pass"):
        state = apply(state, action)
    assert turn_observation(observe(state, 0), 0) == observe(state, 0)


def test_rows_and_totals() -> None:
    rows = [{"number": 1, "dealer": 2, "declarer": 1, "game": "C", "bid": "1",
             "scores": [-3, 4, -1]}]  # fmt: skip
    assert turn_rows(rows, 1) == [
        {"number": 1, "dealer": 1, "declarer": 0, "game": "C", "bid": "1", "scores": [4, -1, -3]}
    ]
    seated = [{"kind": "host", "name": "Hans"}, {"kind": "bot", "name": ""},
              {"kind": "guest", "name": "Rudi"}]  # fmt: skip
    (turned,) = turn_rows([{**rows[0], "seated": seated}], 1)
    assert turned["seated"] == [seated[1], seated[2], seated[0]]  # who played, turned too
    assert turn_triple(["host", "left guest", "right guest"], 1) == [
        "left guest",
        "right guest",
        "host",
    ]
