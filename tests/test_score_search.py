"""The exact score search of trump games with both defenders (game/bots/score_search.py)
against brute force, like the solver's kernels (tests/test_solver.py).

The reference is a full minimax over every legal card, written here from the rule text:
R5.3/R5.4 as plain comparisons (the same independent helpers test_solver.py checks the
solver with), §7.1's base points as a literal table, no pruning, no tables, no search code
shared. Random small endings (2-4 tricks, any trump suit, any leader, every combination of
what the declarer and each defender still need, with and without a premium) must get the
same value, W = the declarer's future tricks - base(L) - base(R) + his premium, from
``ScoreSearch.exact``, and every threshold question ``ge`` must be answered exactly.
"""

from __future__ import annotations

import random

import pytest
from test_solver import _beats, _cards, _plain_legal

from game.bots.score_search import ScoreSearch, premium_bonus

BASE = {(True, False): 4, (True, True): -3, (False, False): -2, (False, True): -8}
"""§7.1: a defender's base points by (he lives, the declarer lives)."""


def _final(nd: int, nl: int, nr: int, bonus: tuple[int, int]) -> int:
    """W at the end: what is still needed is <= 0 for whoever made it."""
    d_lives = nd <= 0
    premium = bonus[0] if d_lives else bonus[1]
    return premium - BASE[(nl <= 0, d_lives)] - BASE[(nr <= 0, d_lives)]


def brute(
    hands: list[list[int]],
    lead: int,
    needs: tuple[int, int, int],
    trump: int,
    bonus: tuple[int, int],
) -> int:
    """W by full minimax from a trick boundary led by ``lead``: seat 0 (the declarer)
    maximizes, seats 1 and 2 (the defenders, together) minimize; play goes 0 -> 1 -> 2."""
    if not hands[0]:
        return _final(*needs, bonus)
    return _by_card(hands, [lead, (lead + 1) % 3, (lead + 2) % 3], [], needs, trump, bonus)


def _by_card(
    hands: list[list[int]],
    order: list[int],
    trick: list[int],
    needs: tuple[int, int, int],
    trump: int,
    bonus: tuple[int, int],
) -> int:
    """Minimax one card at a time within a trick (``order``: the trick's seats in turn)."""
    if len(trick) == 3:
        winner = 0
        for j in range(1, 3):
            if _beats(trick[j], trick[winner], trump):
                winner = j
        seat = order[winner]
        took = (int(seat == 0), int(seat == 1), int(seat == 2))
        rest = (needs[0] - took[0], needs[1] - took[1], needs[2] - took[2])
        if not hands[0]:
            return took[0] + _final(*rest, bonus)
        next_order = [seat, (seat + 1) % 3, (seat + 2) % 3]
        return took[0] + _by_card(hands, next_order, [], rest, trump, bonus)
    seat = order[len(trick)]
    values = []
    for card in _plain_legal(hands[seat], trick, trump):
        hands[seat].remove(card)
        values.append(_by_card(hands, order, [*trick, card], needs, trump, bonus))
        hands[seat].append(card)
    return max(values) if seat == 0 else min(values)


def _mask(cards: list[int]) -> int:
    return sum(1 << c for c in cards)


def in_play_order(hands: list[list[int]], lead: int) -> tuple[int, int, int]:
    """The hands as the search takes them: the leader's first, then the next two in turn
    (``lead`` says whose they are: 0 the declarer, 1 his left, 2 his right)."""
    a, b, c = (_mask(hands[(lead + i) % 3]) for i in range(3))
    return a, b, c


def endings(seed: int, count: int) -> list[tuple[list[list[int]], int, tuple[int, int, int], int]]:
    """Random trick-boundary endings: (hands of D, L, R; leader; needs; trump suit)."""
    rng = random.Random(seed)
    out = []
    for _ in range(count):
        n = rng.randint(2, 4)
        deck = rng.sample(range(32), 3 * n)
        hands = [sorted(deck[i * n : (i + 1) * n]) for i in range(3)]
        needs = (rng.randint(0, n + 1), rng.randint(0, 2), rng.randint(0, 2))
        out.append((hands, rng.randrange(3), needs, rng.randrange(4)))
    return out


@pytest.mark.parametrize("premium", [0, 5], ids=["plain", "herzpraemie"])
@pytest.mark.parametrize("seed", range(4))
def test_exact_values_equal_brute_force(seed: int, premium: int) -> None:
    bonus = premium_bonus(premium)
    for hands, lead, needs, trump in endings(seed, 40):
        expected = brute([list(h) for h in hands], lead, needs, trump, bonus)
        search = ScoreSearch(trump, premium)
        got = search.exact(*in_play_order(hands, lead), lead, *needs)
        assert got == expected, (hands, lead, needs, trump)


def test_thresholds_equal_brute_force() -> None:
    """``ge(…, v)`` answers exactly "W >= v" for every v around the value, one search
    instance (and its table) shared by all positions of a suit, as the bots use it."""
    searches = {(t, p): ScoreSearch(t, p) for t in range(4) for p in (0, 5)}
    for hands, lead, needs, trump in endings(50, 40):
        for premium in (0, 5):
            value = brute([list(h) for h in hands], lead, needs, trump, premium_bonus(premium))
            ge = searches[(trump, premium)].ge
            for v in range(value - 3, value + 4):
                assert ge(*in_play_order(hands, lead), lead, *needs, v) == (value >= v)


def test_the_reference_knows_the_stakes() -> None:
    """A hand check of the reference itself: D holds the two top trumps, L and R nothing of
    use; D needs 2 tricks, each defender 1. D takes both: he lives, both defenders fall."""
    hearts_ace, hearts_king = 31, 30  # H is suit 3; A is rank 7
    hands = [[hearts_ace, hearts_king], [0, 1], [8, 9]]
    value = brute(hands, 0, (2, 1, 1), 3, (0, 0))
    assert value == 2 - BASE[(False, True)] - BASE[(False, True)] == 18
    assert _cards(_mask(hands[0])) == sorted(hands[0])
