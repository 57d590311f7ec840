"""Matches: the dealer rotates after every deal (R1.4), totals come from the records."""

from __future__ import annotations

import random

import pytest

from game import GameError, Match, RecordError, apply, deal_seed, is_over, legal_actions
from game.pools import pool_of
from game.record import parse_record, replay
from game.rules import Rules
from game.state import State


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


@pytest.mark.parametrize(
    "rules",
    [
        Rules(pool="pulka_unlimited"),
        Rules(pool="pulka_limited", pool_cap=30),
        Rules(pool="steirisch", pool_stake=20),
    ],
    ids=lambda r: r.pool,
)
def test_the_pool_is_minus_the_players_sum_and_shared_out_at_the_end(rules: Rules) -> None:
    """§9.9: the pool is a fourth account (players and pool sum to 0 after every deal), so
    a digest of the totals knows it (``pool_of``); at the end it is shared out equally."""
    for seed in range(12):
        match = Match(seed=seed, first_dealer=seed % 3, rules=rules)
        for k in range(5):
            match = finish_randomly(match, 1000 * seed + k)
            assert match.pool == pool_of(match.totals())
        final, rest = match.final_totals()
        assert match.pool is not None and 0 <= rest < 3
        assert [f - t for f, t in zip(final, match.totals(), strict=True)] == [match.pool // 3] * 3
        assert sum(final) + rest == 0


def test_round_trip_through_plain_data() -> None:
    match = finish_randomly(finish_randomly(Match(seed=4), 1), 2)
    assert Match.from_dict(match.to_dict()) == match


def test_deal_seeds_are_distinct_and_stable() -> None:
    seeds = {deal_seed(1, k) for k in range(100)}
    assert len(seeds) == 100 and deal_seed(1, 0) == deal_seed(1, 0)


def test_a_match_may_open_with_the_first_deal_of_another_seed() -> None:
    """``opening``: deal 1 is deal 1 of match seed 180, deal 2 on are the match's own."""
    match = Match(seed=41, opening=180)
    assert match.next_deal().seed == deal_seed(180, 0) != deal_seed(41, 0)
    match = finish_randomly(match, 1)
    assert match.next_deal().seed == deal_seed(41, 1)
    assert match.seed_of(0) == 180 and match.seed_of(1) == 41
    match = finish_randomly(match, 2)
    data = match.to_dict()
    assert data["opening"] == 180 and "opening" not in Match(seed=41).to_dict()
    assert Match.from_dict(data) == match
    # without its opening the records are not this match's: refused, never misread
    with pytest.raises(RecordError, match="deal 1"):
        Match.from_dict({**data, "opening": None})
    with pytest.raises(RecordError, match="deal 1"):
        Match.from_dict({**data, "opening": 181})
    # a match without an opening does not take the opening deal as its first
    plain = Match(seed=41)
    with pytest.raises(GameError, match="does not belong"):
        plain.finish(replay_first(data))


def replay_first(data: dict[str, object]) -> State:
    records = data["records"]
    assert isinstance(records, list)
    return replay(parse_record(records[0]))


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
        {"seed": 1, "records": [], "opening": -3},
        {"seed": 1, "records": [], "opening": "180"},
        {"seed": 1, "records": [], "opening": True},
    ],
)
def test_corrupt_saved_match_is_a_record_error(data: object) -> None:
    """A corrupt or foreign save is rejected with a RecordError, never half-loaded."""
    with pytest.raises(RecordError):
        Match.from_dict(data)
