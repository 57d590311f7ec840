"""The sampler: every guessed deal is consistent with everything the seat has observed."""

from __future__ import annotations

import random
from itertools import combinations

import pytest

from game import apply, from_cards, is_over, legal_actions, new_game, observe
from game.bots.models import Likelihood, auction_steps
from game.bots.sampling import PILE, Sampler, holders_of
from game.bots.view import read_view
from game.cards import FULL_DECK, SUIT_MASKS, parse_cards
from game.state import State
from helpers import play_all


def _random_states(seeds: range) -> list[State]:
    """Every state of random games (steered so that hand games and defence play occur)."""
    states = []
    for seed in seeds:
        rng = random.Random(seed)
        state = new_game(seed, seed % 3)
        while not is_over(state):
            states.append(state)
            options = legal_actions(state)
            preferred = [a for a in options if a in ("bid:geschaeft", "defend:play")]
            if preferred and rng.random() < 0.3:
                state = apply(state, preferred[0])
            else:
                state = apply(state, options[int(rng.random() * len(options))])
    return states


STATES = _random_states(range(60))


def test_every_sample_is_consistent_with_the_observation() -> None:
    """Known cards stay put, voids and R5.4 inferences hold, sizes are right (§1, R5.4)."""
    rng = random.Random(0)
    checked = 0
    for state in STATES[::3]:
        for seat in (0, 1, 2):
            view = read_view(observe(state, seat))
            holders = holders_of(view)
            sampler = Sampler(holders)
            for _ in range(3):
                deal = sampler.draw(rng)
                checked += 1
                assert deal.hands[seat] == state.hands[seat]  # own hand fixed
                everything = deal.hands[0] | deal.hands[1] | deal.hands[2] | deal.pile
                assert not everything & view.played  # never a played card
                known = view.played | (view.talon or 0) | (view.discard or 0)
                assert (everything | known) == FULL_DECK
                assert (
                    sum(m.bit_count() for m in (*deal.hands, deal.pile))
                    + ((known & ~everything).bit_count())
                    == 32
                )
                for s in (0, 1, 2):
                    assert deal.hands[s].bit_count() == state.hands[s].bit_count()
                    if s != seat:
                        assert not deal.hands[s] & view.forbid[s]  # voids, R5.4
                if view.open_hand:  # R4.3: the open hand is known
                    assert deal.hands[view.declarer or 0] == view.open_hand
    assert checked > 500


def test_the_real_deal_is_always_possible() -> None:
    """The inferences are sound: the true hands never break them."""
    for state in STATES:
        for seat in (0, 1, 2):
            view = read_view(observe(state, seat))
            for s in (0, 1, 2):
                if s != seat:
                    assert not state.hands[s] & view.forbid[s], (seat, s, state)
            assert Sampler(holders_of(view)).count() >= 1


def test_hidden_pile_is_the_talon_or_the_declarers_discard() -> None:
    """R3.1/R3.2: auction and hand games: talon unseen; after an exchange: the discard."""
    hands = [
        "C7 C8 C9 S7 S8 S9 D7 D8 D9 H7",
        "CK CA SK SA DK DA HJ HQ HK HA",
        "CT CJ CQ ST SJ SQ DT DJ DQ HT",
    ]
    state = from_cards(hands, "H8 H9", dealer=0)
    view = read_view(observe(state, 2))
    assert holders_of(view).need[PILE] == 2 and holders_of(view).pile_kind == "talon"
    state = play_all(state, ["bid:1", "pass", "pass", "discard:H8,H9", "announce:D"])
    # the declarer knows talon and discard: nothing hidden in a pile for him
    own = holders_of(read_view(observe(state, 1)))
    assert own.need[PILE] == 0 and own.fixed[PILE] == parse_cards("H8 H9")
    # a defender does not: the declarer's ten plus two discarded cards are unknown
    other = holders_of(read_view(observe(state, 2)))
    assert other.need == (10, 10, 0, 2) and other.pile_kind == "discard"
    rng = random.Random(1)
    sampler = Sampler(other)
    piles = {sampler.draw(rng).pile for _ in range(200)}
    assert len(piles) > 50  # the discard could be any two of the twelve
    hand_game = play_all(from_cards(hands, "H8 H9", dealer=0), ["bid:herzpraemie", "pass", "pass"])
    assert holders_of(read_view(observe(hand_game, 0))).pile_kind == "talon"


def test_draws_are_uniform_over_consistent_deals() -> None:
    """Exact sampling: on a small case every consistent deal comes up equally often."""
    hands = [
        "C7 C8 C9 S7 S8 S9 D7 D8 D9 H7",
        "CK CA SK SA DK DA HJ HQ HK HA",
        "CT CJ CQ ST SJ SQ DT DJ DQ HT",
    ]
    # eight tricks of first-legal play leave few unknown cards: the brute force stays small
    state = play_all(
        from_cards(hands, "H8 H9", dealer=2),
        ["bid:1", "pass", "pass", "discard:H8,H9", "announce:S", "defend:play", "defend:play"],
    )
    while len(state.tricks) < 8:
        state = apply(state, legal_actions(state)[0])
    view = read_view(observe(state, 0))
    sampler = Sampler(holders_of(view))
    total = sampler.count()
    unknown = holders_of(view).unknown
    sizes = [state.hands[s].bit_count() for s in (1, 2)]
    # brute force: every way to split the unknown cards among the other two and the pile
    cards = [c for c in range(32) if unknown >> c & 1]
    brute = 0
    for first in combinations(cards, sizes[0]):
        rest = [c for c in cards if c not in first]
        for second in combinations(rest, sizes[1]):
            masks = [sum(1 << c for c in first), sum(1 << c for c in second)]
            if not masks[0] & view.forbid[1] and not masks[1] & view.forbid[2]:
                brute += 1
    assert total == brute
    rng = random.Random(2)
    seen: dict[tuple[int, ...], int] = {}
    draws = 300 * total
    for _ in range(draws):
        deal = sampler.draw(rng)
        seen[deal.hands] = seen.get(deal.hands, 0) + 1
    assert len(seen) == total
    for count in seen.values():
        assert abs(count - 300) < 5 * (300**0.5)


def test_voids_are_read_from_failures_to_follow() -> None:
    """R5.4: discarding shows a void in the led suit (and in trumps)."""
    hands = [
        "C7 C8 C9 CT CJ CQ CK CA S7 S8",
        "S9 ST SJ SQ SK SA D7 D8 D9 DT",
        "DJ DQ DK DA H7 H8 H9 HT HJ HQ",
    ]
    state = play_all(
        from_cards(hands, "HK HA", dealer=2),
        ["bid:1", "pass", "pass", "discard:HK,HA", "announce:sans", "play:DJ", "play:C7"],
    )
    view = read_view(observe(state, 1))
    assert view.forbid[0] & SUIT_MASKS[2] == SUIT_MASKS[2]  # seat 0 showed no diamonds


@pytest.mark.parametrize("bid", ["pass", "bid:herzpraemie"])
def test_auction_calls_weight_the_samples(bid: str) -> None:
    """A passer is weaker than average, a Herzprämie bidder holds hearts."""
    state = new_game(23, dealer=2)  # forehand is seat 0; the observer, seat 1, has no hearts
    state = apply(state, bid)
    view = read_view(observe(state, 1))
    assert [s.action for s in auction_steps(view)] == [bid]
    like = Likelihood(view)
    sampler = Sampler(holders_of(view))
    rng = random.Random(3)
    hearts_w = total_w = hearts = 0.0
    for _ in range(400):
        deal = sampler.draw(rng)
        w = like.weight(deal, rng)
        n = (deal.hands[0] & SUIT_MASKS[3]).bit_count()
        hearts_w += w * n
        total_w += w
        hearts += n
    weighted, plain = hearts_w / total_w, hearts / 400
    if bid == "pass":
        assert weighted <= plain + 0.1
    else:
        assert weighted > plain + 0.5


def _small_case() -> tuple[State, Sampler]:
    """Eight tricks into a Pik game: few unknown cards, so every deal can be listed."""
    hands = [
        "C7 C8 C9 S7 S8 S9 D7 D8 D9 H7",
        "CK CA SK SA DK DA HJ HQ HK HA",
        "CT CJ CQ ST SJ SQ DT DJ DQ HT",
    ]
    state = play_all(
        from_cards(hands, "H8 H9", dealer=2),
        ["bid:1", "pass", "pass", "discard:H8,H9", "announce:S", "defend:play", "defend:play"],
    )
    while len(state.tricks) < 8:
        state = apply(state, legal_actions(state)[0])
    return state, Sampler(holders_of(read_view(observe(state, 0))))


def test_tilted_draws_follow_the_product_of_the_factors() -> None:
    """A tilt places each card with a factor per holder: a deal comes up in proportion to
    the product of its cards' factors, the total of which ``count`` reports (worlds.py)."""
    _state, plain = _small_case()
    rng = random.Random(5)
    tilt = [tuple(0.5 + rng.random() * 2 for _ in plain.slots) for _ in plain.cards]
    tilted = Sampler(plain.holders, tilt)
    deals: dict[tuple[int, ...], float] = {}
    for _ in range(2000):
        deal = plain.draw(rng)
        deals[(*deal.hands, deal.pile)] = tilted.factor(deal)
    assert len(deals) == plain.count()  # every consistent deal listed
    assert tilted.count() == pytest.approx(sum(deals.values()))
    draws = 30000
    seen: dict[tuple[int, ...], int] = {}
    for _ in range(draws):
        deal = tilted.draw(rng)
        key = (*deal.hands, deal.pile)
        seen[key] = seen.get(key, 0) + 1
    for key, factor in deals.items():
        expected = draws * factor / tilted.count()
        assert abs(seen.get(key, 0) - expected) < 5 * expected**0.5 + 2


def test_an_untilted_sampler_has_unit_factors() -> None:
    _state, plain = _small_case()
    assert plain.factor(plain.draw(random.Random(0))) == 1.0
