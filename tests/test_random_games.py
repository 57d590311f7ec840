"""Seeded random deals played to the end, invariants checked at every step.

OpenSpiel's random_sim_test for Preferanzen: legal lists are non-empty and
duplicate-free, every action string is canonical, no card is lost or
duplicated, no observation shows another seat's hidden card, replaying the
record gives the same state, and the final scores are zero-sum. The same again
under random combinations of the house rules (rules.md §9): every switch, the
optional phases they add, and in the pool modes ``pool_settlement``'s balance
(the players' changes plus the pool's change sum to zero).

The number of deals is ``PREFERANZEN_RANDOM_DEALS`` (default 2000), as many again
under random rules.
"""

from __future__ import annotations

import json
import os
import random

import pytest

from game import (
    apply,
    is_over,
    legal_actions,
    new_game,
    observe,
    record_text,
    replay,
    scores,
)
from game.actions import check_syntax, split_action
from game.cards import FULL_DECK, card_names, parse_card
from game.pools import pool_settlement
from game.state import State
from helpers import card_tokens, random_rules

DEALS = int(os.environ.get("PREFERANZEN_RANDOM_DEALS", "2000"))
CHUNKS = 20
FULL_REPLAY_EVERY = 25  # replay after every step for one deal in this many


def played_cards(state: State) -> list[int]:
    cards = [c for _, trick, _ in state.tricks for c in trick]
    return cards + list(state.trick)


def talon_taken(state: State) -> bool:
    """R3.2: the auction winner took the talon up, as the history says: a discard was made
    or he is making it (hand games, R3.1, and ``hand:yes``, §9.7, leave it aside)."""
    actions = [a for _s, a in state.history]
    return state.phase == "exchange" or any(a.startswith("discard:") for a in actions)


def check_cards(state: State) -> None:
    """Every card is in exactly one place: a hand, the talon, the discard, or played."""
    aside = state.discard if talon_taken(state) else state.dealt[3]
    union = 0
    for mask in (*state.hands, aside, *(1 << c for c in played_cards(state))):
        assert union & mask == 0, f"a card is in two places: {record_text(state)}"
        union |= mask
    assert union == FULL_DECK, f"a card went missing: {record_text(state)}"


def visible_to(state: State, seat: int) -> set[str]:
    """Cards ``seat`` may know (from the history, independently of ``observe``): own hand,
    played cards, the talon if it took it up, the discards it made or took up (§9.8),
    an ouvert hand once shown (R4.3, §9.4)."""
    visible = state.hands[seat] | sum(1 << c for c in played_cards(state))
    winner = next((s for s, a in state.history if a.startswith("discard:")), None)
    if winner is None and state.phase == "exchange":
        winner = state.to_move
    if winner == seat:
        visible |= state.dealt[3]
    for who, action in state.history:
        if action.startswith("discard:") and who == seat:
            visible |= sum(1 << parse_card(n) for n in action[8:].split(","))
    for who, taken in state.taken:
        if who == seat:
            visible |= taken
    shown = not (state.rules.ouvert_reveal == "after_first_trick" and not state.tricks)
    if state.game in ("ouvert", "durchmarsch_ouvert") and state.players and shown:
        assert state.declarer is not None
        visible |= state.hands[state.declarer]
    return set(card_names(visible))


def check_step(state: State) -> list[str]:
    actions = legal_actions(state)
    assert actions, f"no legal action in {state.phase}: {record_text(state)}"
    assert len(set(actions)) == len(actions), f"duplicate legal actions: {actions}"
    for action in actions:
        assert check_syntax(action) == action
        kind, argument = split_action(action)
        assert (f"{kind}:{argument}" if argument else kind) == action
        if kind == "play":
            assert state.hands[state.to_move or 0] >> parse_card(argument) & 1
    check_cards(state)
    for seat in (0, 1, 2):
        view = observe(state, seat)
        leaked = card_tokens(json.dumps(view)) - visible_to(state, seat)
        assert not leaked, f"seat {seat} sees {leaked}: {record_text(state)}"
        assert view["legal"] == (actions if state.to_move == seat else [])
    return actions


@pytest.mark.parametrize("chunk", range(CHUNKS))
def test_random_deals_keep_invariants(chunk: int) -> None:
    """Random legal play to the end, dealer and seed varied, all invariants every step."""
    for seed in range(chunk, DEALS, CHUNKS):
        rng = random.Random(seed * 7919 + 1)
        state = new_game(seed, dealer=seed % 3)
        full_replay = seed % FULL_REPLAY_EVERY == 0
        while not is_over(state):
            actions = check_step(state)
            state = apply(state, rng.choice(actions))
            if full_replay:
                assert replay(record_text(state)) == state
        assert legal_actions(state) == [] and state.to_move is None
        check_cards(state)
        assert sum(scores(state)) == 0
        assert replay(record_text(state)) == state
        for seat in (0, 1, 2):
            assert observe(state, seat)["scores"] == list(scores(state))


@pytest.mark.parametrize("chunk", range(CHUNKS))
def test_random_rules_keep_invariants(chunk: int) -> None:
    """The same invariants under a random combination of house rules for every deal, and
    in the pool modes a balanced ``pool_settlement`` (§9.9: players + pool sum to zero)."""
    for seed in range(chunk, DEALS, CHUNKS):
        rng = random.Random(seed * 104729 + 3)
        rules = random_rules(rng)
        pool = None if rules.pool == "per_hand" else 10 * rng.randrange(0, 40)
        state = new_game(seed, dealer=seed % 3, rules=rules, pool=pool)
        while not is_over(state):
            actions = check_step(state)
            state = apply(state, rng.choice(actions))
        check_cards(state)
        assert sum(scores(state)) == 0, record_text(state)
        assert replay(record_text(state)) == state
        if pool is not None:
            changes, after = pool_settlement(state, pool)
            assert sum(changes) + after - pool == 0, record_text(state)
            assert after >= 0
