"""Profi's parts beyond plain sampling: the racing tally, single-dummy chances of the fixed
games, and the Fortgeschritten's valued defence (docs/bots.md §2, §4, §5, §9)."""

from __future__ import annotations

import random
from dataclasses import replace

import pytest

from game import apply, from_cards, new_game, observe
from game.bots.bidding import ADVANCED
from game.bots.dd import Budget, Contract, Evaluator
from game.bots.defend import defence_values
from game.bots.evaluate import bettler_chance, game_value, sans_chance, sans_chance_real
from game.bots.heuristic import FORTGESCHRITTEN, HeuristicBot
from game.bots.profi import _Tally
from game.bots.single_dummy import BETTLER_CHANCE, SANS_CHANCE, fixed_chance
from game.bots.valuation import contract_of
from game.bots.view import read_view
from helpers import play_all


def test_tally_drops_an_option_that_trails_in_every_sample() -> None:
    """Successive elimination: after min_samples + 2 samples always behind, "b" is no
    longer evaluated; "c", level with "a" on average, stays in the race."""
    tally = _Tally(True, 3, z=None, drop_z=2.0)
    for i in range(5):
        assert tally.alive("b")
        swing = 4.0 if i % 2 else -4.0
        tally.add({"a": 1.0, "b": 0.0, "c": 1.0 + swing}, 1)
    assert not tally.alive("b") and tally.alive("a") and tally.alive("c")
    tally.add({"a": 2.0, "c": 2.0}, 2)  # b no longer evaluated: its mean stays
    means = tally.means()
    assert means["b"] == 0.0 and means["a"] == pytest.approx((5 + 4) / 7)
    assert tally.counts == {"a": 7, "b": 5, "c": 7}


def test_tally_settles_on_a_clear_leader_only() -> None:
    tally = _Tally(False, 2, z=3.0)  # minimising (a defender's view of declarer points)
    tally.add({"x": -5.0, "y": 3.0}, 1)
    assert not tally.settled()  # too few samples
    tally.add({"x": -4.0, "y": 2.0}, 1)
    assert tally.settled()  # x lower in every sample
    noisy = _Tally(True, 2, z=3.0)
    for v in (10.0, -9.0, 8.0, -7.0):
        noisy.add({"x": v, "y": 0.0}, 1)
    assert not noisy.settled()


def test_single_dummy_chances_rise_with_the_double_dummy_tricks() -> None:
    assert list(SANS_CHANCE) == sorted(SANS_CHANCE) and len(SANS_CHANCE) == 11
    assert list(BETTLER_CHANCE) == sorted(BETTLER_CHANCE, reverse=True)
    assert fixed_chance("sans", 6) > 0.9 and fixed_chance("sans", 0) == 0.0
    assert fixed_chance("bettler", 0) == 1.0 and fixed_chance("bettler", 9) == BETTLER_CHANCE[-1]
    with pytest.raises(ValueError, match="durchmarsch"):
        fixed_chance("durchmarsch", 10)


def test_real_play_chances_are_never_below_double_dummy() -> None:
    """Blind defenders beat fewer games than seeing ones: the single-dummy chance of a Sans
    Atout or a Bettler is at least the double-dummy one, on random hands."""
    rng = random.Random(7)
    for _ in range(200):
        hand = 0
        for card in rng.sample(range(32), 10):
            hand |= 1 << card
        assert sans_chance_real(hand) >= sans_chance(hand) - 0.02
        real = game_value(hand, "bettler", single_dummy=True).chance
        assert real >= bettler_chance(hand)


@pytest.mark.parametrize("seed", range(6))
def test_bettler_tricks_count_the_forced_tricks_up_to_a_cap(seed: int) -> None:
    """dd.Evaluator.bettler_tricks agrees with the exact double-dummy value, capped."""
    state = new_game(100 + seed, 0)
    contract = Contract.of(1, "bettler", bid="bettler")
    hands = (state.hands[0], state.hands[1], state.hands[2])
    exact = Evaluator(Budget(10**9)).declarer_tricks(contract, hands)
    for cap in (1, 2, 3):
        got = Evaluator(Budget(10**9)).bettler_tricks(contract, hands, cap)
        assert got == min(exact, cap)


# --- the Fortgeschritten's defence (R4.1, §7.1) --------------------------------------------

_THIN_HERZ = [  # Herzprämie on three small hearts, the top hearts with the defenders
    "H7 H8 H9 C7 C8 SA SK DA DK D7",
    "HA HQ C9 CT S7 S8 D8 D9 DT CJ",
    "HJ HT HK CQ CK CA S9 ST SJ SQ",
]
_STRONG_HERZ = [
    "HA HK HQ HJ HT CA SA DA DK D7",
    "H7 H8 C7 C8 S7 S8 D8 D9 DT CT",
    "H9 CK C9 CJ CQ S9 ST SJ SQ SK",
]


def _defend(hands: list[str]) -> list[tuple[int, str]]:
    """Herzprämie by seat 0, both defenders Fortgeschritten: their defence calls."""
    state = play_all(from_cards(hands, "DJ DQ", dealer=2), ["bid:herzpraemie", "pass", "pass"])
    calls = []
    while state.phase == "defence":
        seat = state.to_move
        assert seat is not None
        action = FORTGESCHRITTEN.choose(observe(state, seat), random.Random(seat))
        calls.append((seat, action))
        state = apply(state, action)
    return calls


def test_fortgeschritten_does_not_gift_a_thin_herzpraemie() -> None:
    """The issue's case: both defenders stepping out hand the declarer +16 (C4, T16). With
    the top hearts between them, they defend."""
    calls = _defend(_THIN_HERZ)
    assert any(action in ("defend:play", "invite:yes") for _s, action in calls)
    assert [a for _s, a in calls][:2] != ["defend:pass", "defend:pass"]


def test_fortgeschritten_weighs_c4_against_defending() -> None:
    """Passing costs a sure -8 each when the partner passes too (T16), so for the first
    speaker the value of passing is below -3; a second speaker with nothing passes behind
    a partner who plays (C2: the passer lives with -3 - 5, R4.1) rather than fall in C1."""
    state = play_all(
        from_cards(_STRONG_HERZ, "DJ DQ", dealer=2), ["bid:herzpraemie", "pass", "pass"]
    )
    first = defence_values(read_view(observe(state, 1)), ADVANCED, random.Random(1))
    assert first["defend:pass"] < -3
    nothing_last = [_STRONG_HERZ[0], _STRONG_HERZ[2], _STRONG_HERZ[1]]
    state = play_all(
        from_cards(nothing_last, "DJ DQ", dealer=2),
        ["bid:herzpraemie", "pass", "pass", "defend:play"],
    )
    second = defence_values(read_view(observe(state, 2)), ADVANCED, random.Random(1))
    assert second["defend:pass"] > second["defend:play"]
    assert FORTGESCHRITTEN.choose(observe(state, 2), random.Random(2)) == "defend:pass"


_THIN_BIDS = [  # found by search: the former rule passes twice, the declarer falls in C1
    (
        [
            "H7 H8 H9 CA HA C9 HJ D9 S9 SQ",
            "HQ D8 ST DT C7 SJ SA CJ HT SK",
            "DQ DA D7 DK DJ S8 CK HK C8 S7",
        ],
        "CQ CT",
        ["bid:herzpraemie", "pass", "pass"],
    ),
    (
        [
            "S7 S8 S9 CJ CQ C9 DA C8 CA H7",
            "DK H9 DQ HA DT HJ SK D8 DJ HT",
            "ST CK D7 HK SA SJ C7 CT HQ D9",
        ],
        "SQ H8",
        ["bid:geschaeft", "pass", "pass", "name:S"],
    ),
    (
        [
            "D7 D8 D9 DT SA HJ CQ SK DQ CT",
            "CJ DA DJ S8 C9 ST H9 C8 CK HK",
            "HT SQ S9 SJ HQ C7 H7 HA H8 DK",
        ],
        "S7 CA",
        ["bid:geschaeft", "pass", "pass", "name:D"],
    ),
]


@pytest.mark.parametrize(("hands", "talon", "calls"), _THIN_BIDS)
def test_fortgeschritten_does_not_gift_a_thin_bid(
    hands: list[str], talon: str, calls: list[str]
) -> None:
    """A Herzprämie or Geschäft on a thin trump suit that falls against both defenders
    (double-dummy): the former rule (own expected tricks only) passed twice and handed the
    declarer C4 (+16 in Herzprämie, T16); the valued call defends (benchmarks/gifts.py)."""
    state = play_all(from_cards(hands, talon, dealer=2), calls)
    both = contract_of(read_view(observe(state, 0)), state.hands[:3]).with_status(
        ("play", "play", "play")
    )
    assert Evaluator(Budget(10**7)).declarer_tricks(both, state.hands[:3]) < 6
    former = HeuristicBot("former", replace(ADVANCED, weigh_defence=False), memory=True)
    for bot, gifts in ((former, True), (FORTGESCHRITTEN, False)):
        s = state
        calls = []
        while s.phase == "defence":
            seat = s.to_move
            assert seat is not None
            action = bot.choose(observe(s, seat), random.Random(seat))
            calls.append(action)
            s = apply(s, action)
        assert (calls[:2] == ["defend:pass", "defend:pass"]) == gifts, (bot.name, calls)
