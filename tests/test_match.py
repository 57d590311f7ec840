"""Matches: the dealer rotates after every deal (R1.4), totals come from the records."""

from __future__ import annotations

import random

import pytest

from game import GameError, Match, RecordError, apply, deal_seed, is_over, legal_actions


def finish_randomly(match: Match, seed: int) -> Match:
    rng = random.Random(seed)
    state = match.next_deal()
    while not is_over(state):
        state = apply(state, rng.choice(legal_actions(state)))
    return match.finish(state)


def test_dealer_passes_left_after_every_deal_even_all_pass() -> None:
    """R1.4/R2.8: dealer 0, 1, 2, 0, … whatever happened in the deal."""
    match = Match(seed=3, first_dealer=0)
    dealers = []
    for k in range(5):
        dealers.append(match.next_deal().dealer)
        match = finish_randomly(match, k)
    assert dealers == [0, 1, 2, 0, 1]
    assert match.number == 5


def test_totals_are_the_sum_of_deal_scores_and_zero_sum() -> None:
    match = Match(seed=9, first_dealer=2)
    for k in range(6):
        match = finish_randomly(match, 100 + k)
    rows = match.deal_scores()
    assert len(rows) == 6 and all(sum(r) == 0 for r in rows)
    assert match.totals() == tuple(sum(r[i] for r in rows) for i in range(3))


def test_round_trip_through_plain_data() -> None:
    match = finish_randomly(finish_randomly(Match(seed=4), 1), 2)
    assert Match.from_dict(match.to_dict()) == match


def test_deal_seeds_are_distinct_and_stable() -> None:
    seeds = {deal_seed(1, k) for k in range(100)}
    assert len(seeds) == 100 and deal_seed(1, 0) == deal_seed(1, 0)


def test_unfinished_or_foreign_deals_are_refused() -> None:
    match = Match(seed=1)
    with pytest.raises(GameError, match="not over"):
        match.finish(match.next_deal())
    other = Match(seed=2)
    rng = random.Random(0)
    state = other.next_deal()
    while not is_over(state):
        state = apply(state, rng.choice(legal_actions(state)))
    with pytest.raises(GameError, match="does not belong"):
        match.finish(state)


@pytest.mark.parametrize(
    "data",
    [
        None,
        [],
        {"seed": -1, "records": []},
        {"seed": 1, "records": "x"},
        {"seed": 1, "first_dealer": 7, "records": []},
        {"seed": 1, "records": ["pf1;seed=5;dealer=0;rules=default"]},
        {"seed": 1, "records": ["garbage"]},
    ],
)
def test_corrupt_saved_match_is_a_record_error(data: object) -> None:
    """A corrupt or foreign save is rejected with a RecordError, never half-loaded."""
    with pytest.raises(RecordError):
        Match.from_dict(data)
