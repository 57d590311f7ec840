"""Bots (design.md §3): every level answers every kind of decision legally and reproducibly."""

from __future__ import annotations

import copy
import random
from typing import Any

import pytest

from game import apply, is_over, legal_actions, new_game, observe
from game.bots import LEVELS, advise, choose_action, make_bot
from game.bots.heuristic import ANFAENGER, FORTGESCHRITTEN, decide_raw
from game.bots.profi import ProfiBot, ProfiParams
from game.bots.view import read_view
from game.state import State
from helpers import play_seated

FAST_PROFI = ProfiBot(params=ProfiParams(nodes=4_000, samples=6, seconds=None))


def _positions(seeds: range, per_phase: int) -> dict[str, list[State]]:
    """Positions of every phase, reached by random legal actions from seeded deals."""
    found: dict[str, list[State]] = {}
    kinds = ("auction", "naming", "exchange", "announce", "defend", "invite", "play")
    for seed in seeds:
        rng = random.Random(seed)
        state = new_game(seed, seed % 3)
        while not is_over(state):
            options = legal_actions(state)
            kind = state.phase if state.phase != "defence" else options[0].split(":")[0]
            if len(found.setdefault(kind, [])) < per_phase:
                found[kind].append(state)
            # steer towards the rarer phases: bid and defend more often than uniformly
            preferred = [a for a in options if a in ("bid:geschaeft", "defend:play")]
            if preferred and rng.random() < 0.3:
                state = apply(state, preferred[0])
            else:
                state = apply(state, options[int(rng.random() * len(options))])
        if all(len(found.get(k, [])) >= per_phase for k in kinds):
            break
    return found


POSITIONS = _positions(range(600), 12)


def test_levels_weakest_first() -> None:
    """The ids only: their display names are the page's (tests/test_web_labels.py)."""
    assert LEVELS == ("anfaenger", "fortgeschritten", "profi")
    with pytest.raises(ValueError):
        make_bot("oracle")  # the cheating yardstick is not a level


def test_positions_cover_every_phase() -> None:
    for kind in ("auction", "naming", "exchange", "announce", "defend", "invite", "play"):
        assert POSITIONS.get(kind), kind


@pytest.mark.parametrize(
    "kind", ["auction", "naming", "exchange", "announce", "defend", "invite", "play"]
)
def test_heuristic_levels_decide_legally_without_safety_net(kind: str) -> None:
    for state in POSITIONS[kind]:
        seat = state.to_move
        assert seat is not None
        view = read_view(observe(state, seat))
        for bot in (ANFAENGER, FORTGESCHRITTEN):
            action = decide_raw(view, bot.style, bot.memory, random.Random(1))
            assert action in view.legal, (bot.name, kind, action, view.legal)


@pytest.mark.parametrize(
    "kind", ["auction", "naming", "exchange", "announce", "defend", "invite", "play"]
)
def test_profi_decides_legally(kind: str) -> None:
    for state in POSITIONS[kind][:3]:
        seat = state.to_move
        assert seat is not None
        obs = observe(state, seat)
        assert FAST_PROFI.choose(obs, random.Random(2)) in obs["legal"]


def test_same_observation_and_seed_give_the_same_action() -> None:
    for kind in ("auction", "play", "defend"):
        state = POSITIONS[kind][0]
        obs = observe(state, state.to_move or 0)
        for bot in (ANFAENGER, FORTGESCHRITTEN, FAST_PROFI):
            first = bot.choose(copy.deepcopy(obs), random.Random(5))
            assert bot.choose(copy.deepcopy(obs), random.Random(5)) == first


class _Watched(dict[str, Any]):
    """An observation that records which keys a bot reads, and refuses writes."""

    def __init__(self, data: dict[str, Any], seen: set[str]) -> None:
        super().__init__(data)
        self._seen = seen

    def __getitem__(self, key: str) -> Any:
        self._seen.add(key)
        return super().__getitem__(key)

    def get(self, key: str, default: Any = None) -> Any:
        self._seen.add(key)
        return super().get(key, default)

    def __setitem__(self, key: str, value: Any) -> None:
        raise AssertionError("a bot must not change its observation")


def test_bots_read_only_their_observation() -> None:
    """A bot gets the observation dict only (no state); it neither changes it nor needs more."""
    state = POSITIONS["play"][2]
    seat = state.to_move or 0
    obs = observe(state, seat)
    for level in LEVELS:
        seen: set[str] = set()
        bot = FAST_PROFI if level == "profi" else make_bot(level)
        before = copy.deepcopy(obs)
        action = bot.choose(_Watched(obs, seen), random.Random(3))
        assert action in obs["legal"]
        assert obs == before
        assert seen <= set(obs), seen - set(obs)


def test_plain_data_entry_points() -> None:
    state = POSITIONS["play"][1]
    obs = observe(state, state.to_move or 0)
    assert choose_action(obs, "fortgeschritten", 7) in obs["legal"]
    hint = advise(obs, 7)
    assert hint["action"] in obs["legal"]
    assert set(hint["reason"]) == {"kind", "samples", "expected", "win", "margin"}
    assert all(action in obs["legal"] for action in hint["values"])


def test_docstring_examples() -> None:
    import doctest

    import game.bots

    result = doctest.testmod(game.bots)
    assert result.attempted > 0 and result.failed == 0


@pytest.mark.parametrize("kind", ["auction", "exchange", "announce", "defend", "play"])
def test_advice_values_name_legal_actions(kind: str) -> None:
    """The hint's values are keyed by action strings the page can show (design.md §2)."""
    state = POSITIONS[kind][0]
    obs = observe(state, state.to_move or 0)
    hint = advise(obs, 3)
    assert hint["action"] in obs["legal"]
    assert set(hint["values"]) <= set(obs["legal"])


def test_a_bettler_declarer_draws_a_suits_last_outside_card_first() -> None:
    """Play-tested: Bettler Ouvert with ♥AKQJT87 and only ♥9 outside; Anfänger and
    Fortgeschritten led ♠8, the defence later led ♥9 and the declarer had to win it (R5.4).
    Leading under ♥9 makes its holder beat: then no heart can catch him (the solver: 0
    tricks after ♥7 or ♥8, 7 after any other lead)."""
    state = new_game(309, 0)
    for action in ("pass", "bid:1", "pass", "discard:SK,DT", "announce:ouvert"):
        state = apply(state, action)
    assert state.phase == "play" and state.to_move == 2 and state.game == "ouvert"
    for level in ("anfaenger", "fortgeschritten"):
        lead = make_bot(level).choose(observe(state, 2), random.Random(1))
        assert lead in ("play:H7", "play:H8"), (level, lead)


def test_a_defender_keeps_his_one_way_into_the_lead_when_a_winner_must_go() -> None:
    """Play-tested: holding ♣Q and ♦AJT9, every one a winner, Fortgeschritten threw ♣Q on
    the declarer's trump: his diamonds could then never win (the solver: the declarer takes
    5 tricks after ♣Q, 1 after a diamond). A winner, if one must go, goes from the suit
    with the most winners."""
    moves = (
        "2:bid:1 0:bid:2 1:pass 2:hold 0:pass 2:discard:SJ,SQ 2:announce:H 0:defend:play "
        "1:defend:play 2:play:HA 0:play:HQ 1:play:H8 2:play:HK 0:play:D7 1:play:HJ 2:play:CA "
        "0:play:CK 1:play:C9 2:play:HT 0:play:D8 1:play:S7 2:play:H9 0:play:DQ 1:play:SK "
        "2:play:H7 0:play:DK"
    )
    state = play_seated(new_game(319, 1), moves)
    card = make_bot("fortgeschritten").choose(observe(state, 1), random.Random(1))
    assert card.startswith("play:D"), card
