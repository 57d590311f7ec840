"""Weighted worlds for a decision (worlds.py): consistent, reproducible, sharply read."""

from __future__ import annotations

import random

import pytest

from game import apply, from_cards, new_game, observe
from game.bots.evaluate import trump_tricks
from game.bots.models import LOOSE, SHARP, Inference, Likelihood
from game.bots.sampling import holders_of
from game.bots.view import View, read_view
from game.bots.worlds import draw_worlds
from game.cards import FULL_DECK, parse_cards
from helpers import play_all

_HERZ = [  # a Herzprämie declarer in seat 0 (forehand), seen by seat 1
    "HA HK HQ HJ HT CA SA DA DK D7",
    "H7 H8 C7 C8 S7 S8 D8 D9 DT CT",
    "H9 CK C9 CJ CQ S9 ST SJ SQ SK",
]


def _herz_view() -> View:
    state = play_all(from_cards(_HERZ, "DJ DQ", dealer=2), ["bid:herzpraemie", "pass", "pass"])
    return read_view(observe(state, 1))


@pytest.mark.parametrize("moves", [0, 3])
@pytest.mark.parametrize("adapt", [False, True])
def test_worlds_are_consistent_and_reproducible(moves: int, adapt: bool) -> None:
    """Metropolis moves and the tilted round never leave the consistent deals (§1, R5.4);
    the same generator gives the same worlds."""
    for seed in (3, 8, 13):
        state = new_game(seed, seed % 3)
        for action in ("bid:1", "pass", "pass"):
            state = apply(state, action)
        me = (state.dealer + 2) % 3  # not the declarer (forehand, who took the talon)
        view = read_view(observe(state, me))
        holders = holders_of(view)
        first = draw_worlds(
            view, random.Random(seed), 12, inference=SHARP, moves=moves, adapt=adapt
        )
        again = draw_worlds(
            view, random.Random(seed), 12, inference=SHARP, moves=moves, adapt=adapt
        )
        assert first == again
        assert sum(m for _d, m in first.deals) == 12
        for deal, _m in first.deals:
            places = (*deal.hands, deal.pile)
            assert deal.hands[me] == state.hands[me]
            assert sum(p.bit_count() for p in places) == 32
            assert places[0] | places[1] | places[2] | places[3] == FULL_DECK
            for h in range(4):
                assert not places[h] & holders.forbid[h]
                assert places[h] & holders.fixed[h] == holders.fixed[h]
            assert [places[s].bit_count() for s in range(3)] == list(view.hand_sizes)


def test_sharp_reading_finds_the_declarers_strength() -> None:
    """A declarer who bid, took the talon and announced Herz holds a hand worth it: read
    sharply, the sampled declarer is stronger than read loosely (closer to the truth), and
    the Metropolis moves spread the few deals that explain it."""
    state = play_all(
        from_cards(_HERZ, "DJ DQ", dealer=2),
        ["bid:1", "pass", "pass", "discard:DJ,DQ", "announce:H"],
    )
    view = read_view(observe(state, 1))
    truth = trump_tricks(state.hands[0], 3)

    def strength(inference: Inference, moves: int) -> tuple[float, int]:
        worlds = draw_worlds(view, random.Random(4), 40, inference=inference, moves=moves)
        total = sum(m * trump_tricks(d.hands[0], 3) for d, m in worlds.deals)
        return total / 40, len(worlds.deals)

    loose, _ = strength(LOOSE, 0)
    sharp, few = strength(SHARP, 0)
    spread_mean, spread = strength(SHARP, 3)
    assert loose < sharp < truth
    assert sharp > loose + 0.5
    assert spread > few
    assert spread_mean > loose + 0.5


def test_announcement_weight_grows_with_the_games_value() -> None:
    """R3.3, read sharply: a declarer who announced a game is likelier to hold a hand worth
    it than one that is not (the strength factor); read loosely, only the alternatives
    count."""
    view = _herz_view()
    strong = parse_cards("HA HK HQ HJ HT CA SA DA DK D7")
    weak = parse_cards("H7 H8 H9 C7 C8 S7 S8 DA DK D7")
    choices = ("C", "S", "D", "H")
    for reading, ratio in ((SHARP, 5.0), (LOOSE, 1.0)):
        high = Likelihood._announce_weight(strong, "H", choices, view.rules, reading)
        low = Likelihood._announce_weight(weak, "H", choices, view.rules, reading)
        assert high >= ratio * low
