"""The Fortgeschritten's end-game count (``game/bots/endgame.py``): with few tricks left it
solves a few consistent deals instead of playing by rules of thumb.

The positions are arena boards (``game.arena.board_seed(0, index)``, dealer index % 3)
played by the rule-of-thumb Fortgeschritten in every seat up to the decision.
"""

from __future__ import annotations

import copy
import random
from typing import Any

from game import new_game, observe
from game.bots.bidding import ADVANCED
from game.bots.endgame import endgame_card
from game.bots.heuristic import ENDGAME_SAMPLES, FORTGESCHRITTEN, decide
from game.bots.sampling import holders_of
from game.bots.view import read_view
from game.cards import cards_in
from game.state import State
from helpers import play_seated


def _rule_of_thumb(obs: dict[str, Any]) -> str:
    """The card of the rules of thumb alone (``cardplay.py``, as before the count)."""
    return decide(read_view(obs), ADVANCED, True, random.Random(0))


def _replay(seed: int, dealer: int, moves: str) -> State:
    return play_seated(new_game(seed, dealer), moves)


def _guard_position() -> State:
    """Board 2008: seat 2 defends ♠ (invited), holds ♣A Q 7 and ♥Q J, the declarer
    (♥K T left) has just ruffed the partner's ♦Q. The rule of thumb threw ♥J, baring the ♥Q
    under the declarer's ♥K; the idle ♣7 is the card to go (the partner holds the clubs)."""
    return _replay(
        148382794788817,
        1,
        "2:pass 0:pass 1:bid:1 1:discard:CK,D7 1:announce:S 2:defend:pass 0:defend:play "
        "0:invite:yes 1:play:SA 2:play:S8 0:play:S9 1:play:SK 2:play:SQ 0:play:C8 1:play:DA "
        "2:play:D9 0:play:D8 1:play:H7 2:play:H8 0:play:HA 0:play:DK 1:play:DT 2:play:H9 "
        "0:play:DQ 1:play:S7",
    )


def test_the_count_keeps_the_guard_the_rule_of_thumb_discards() -> None:
    state = _guard_position()
    obs = observe(state, 2)
    assert sorted(obs["hand"]) == ["C7", "CA", "CQ", "HJ", "HQ"]
    assert _rule_of_thumb(obs) == "play:HJ"
    for seed in range(5):
        assert FORTGESCHRITTEN.choose(copy.deepcopy(obs), random.Random(seed)) == "play:C7"


def test_the_count_leads_the_trump_that_sets_the_declarer() -> None:
    """Board 352: the inviting defender (seat 1) holds ♠Q ♦7 ♥Q against ♠ with three
    tricks left; the rule of thumb led ♦7. Averaged over all 55 consistent deals, the
    declarer scores -9.2 after ♠Q and -5.5 after ♦7 (on the true deal -14 and +2). The
    rule of thumb now leads ♠Q itself (a defender whose trumps are all masters draws with
    them, ``cardplay._defender_lead``); the count still finds it against ♦7."""
    state = _replay(
        4676870530217,
        1,
        "2:bid:1 0:pass 1:pass 2:discard:H8,HJ 2:announce:S 0:defend:pass 1:defend:play "
        "1:invite:yes 2:play:SA 0:play:S9 1:play:S7 2:play:SK 0:play:H9 1:play:S8 2:play:HA "
        "0:play:HT 1:play:H7 2:play:CQ 0:play:CK 1:play:C8 0:play:CA 1:play:C9 2:play:ST "
        "2:play:D9 0:play:D8 1:play:DT 1:play:DA 2:play:DJ 0:play:C7",
    )
    obs = observe(state, 1)
    assert _rule_of_thumb(obs) == "play:SQ"
    count = endgame_card(read_view(obs), random.Random(0), "play:D7", ENDGAME_SAMPLES)
    assert count == "play:SQ"
    assert FORTGESCHRITTEN.choose(obs, random.Random(0)) == "play:SQ"


def test_the_count_is_deterministic_for_a_seed() -> None:
    obs = observe(_guard_position(), 2)
    for seed in (1, 7, 42):
        first = FORTGESCHRITTEN.choose(copy.deepcopy(obs), random.Random(seed))
        assert FORTGESCHRITTEN.choose(copy.deepcopy(obs), random.Random(seed)) == first


def test_the_count_does_not_peek() -> None:
    """Hidden cards swapped between the other two hands, wherever the observation allows
    it: the observation, and so the card, stay the same."""
    state = _guard_position()
    obs = observe(state, 2)
    holders = holders_of(read_view(obs))
    want = FORTGESCHRITTEN.choose(copy.deepcopy(obs), random.Random(3))
    swaps = 0
    for a in cards_in(state.hands[0]):
        for b in cards_in(state.hands[1]):
            if holders.forbid[1] >> a & 1 or holders.forbid[0] >> b & 1:
                continue
            hands = list(state.hands)
            hands[0] ^= (1 << a) | (1 << b)
            hands[1] ^= (1 << a) | (1 << b)
            other = state._replace(hands=(hands[0], hands[1], hands[2]))
            assert observe(other, 2) == obs
            assert FORTGESCHRITTEN.choose(observe(other, 2), random.Random(3)) == want
            swaps += 1
    assert swaps >= 4


def test_profi_keeps_the_rule_of_thumb_as_its_tie_break() -> None:
    """``decide`` (Profi's fallback and tie-break) is the rule of thumb: no count there."""
    view = read_view(observe(_guard_position(), 2))
    assert decide(view, ADVANCED, True, random.Random(0)) == "play:HJ"
