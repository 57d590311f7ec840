"""R1.6 deal: packets 3–talon–4–3 from forehand, and seeds pinned to their deals.

The golden deals pin the shuffle: it uses only ``Random.random()``, so these
must hold on CPython 3.11 and in Pyodide's CPython 3.14 alike (the same file
runs in both).
"""

from __future__ import annotations

import pytest

from game import GameError, from_cards, new_game
from game.cards import FULL_DECK, cards_text, parse_cards
from game.deal import deal_from_seed, shuffled_deck

GOLDEN = {
    0: (
        "C7 CQ CK SJ SQ DT DA H9 HT HQ",
        "C8 CT S8 ST SA D8 DJ DQ DK HJ",
        "C9 CJ CA S9 SK D7 D9 H7 HK HA",
        "S7 H8",
    ),
    1: (
        "C7 C8 CJ S8 SA D9 DK DA H7 H9",
        "C9 CK S9 SK D7 D8 DT DQ H8 HT",
        "CT CA S7 ST SJ SQ HJ HQ HK HA",
        "CQ DJ",
    ),
    7: (
        "CJ S7 S9 D8 D9 DT DJ DQ H8 H9",
        "C7 C8 CQ ST SJ SK D7 DK H7 HQ",
        "C9 CT CK CA S8 SA HT HJ HK HA",
        "SQ DA",
    ),
    12345: (
        "C7 CT S8 ST SJ SQ H7 H8 HT HK",
        "C9 CJ CA SK D7 D9 DQ HJ HQ HA",
        "C8 CQ CK S7 S9 SA D8 DT DK H9",
        "DJ DA",
    ),
    2**40 + 3: (
        "C9 CQ CA S9 SJ SA D8 D9 DK HA",
        "C7 CK S7 ST SQ SK DT DA H9 HK",
        "C8 CT CJ S8 D7 DJ DQ H8 HT HJ",
        "H7 HQ",
    ),
}


@pytest.mark.parametrize("seed", sorted(GOLDEN))
def test_seed_names_the_same_deal_everywhere(seed: int) -> None:
    """Golden deals (dealer 0): a seed must deal identically on every Python."""
    hands, talon = deal_from_seed(seed, 0)
    assert tuple(cards_text(h) for h in hands) + (cards_text(talon),) == GOLDEN[seed]


def test_packets_follow_r1_6() -> None:
    """R1.6: V, M, H get 3 each, then 2 to the talon, then 4 each, then 3 each."""
    deck = shuffled_deck(99)
    for dealer in (0, 1, 2):
        hands, talon = deal_from_seed(99, dealer)
        v, m, h = (dealer + 1) % 3, (dealer + 2) % 3, dealer
        expected = {
            v: deck[0:3] + deck[11:15] + deck[23:26],
            m: deck[3:6] + deck[15:19] + deck[26:29],
            h: deck[6:9] + deck[19:23] + deck[29:32],
        }
        for seat, cards in expected.items():
            assert hands[seat] == sum(1 << c for c in cards)
        assert talon == (1 << deck[9]) | (1 << deck[10])


@pytest.mark.parametrize("seed", range(50))
def test_every_deal_is_ten_ten_ten_two(seed: int) -> None:
    """R1.6: each player holds 10 cards, the talon 2, and the 32 cards are all there once."""
    state = new_game(seed, seed % 3)
    masks = [*state.hands, state.dealt[3]]
    assert [m.bit_count() for m in masks] == [10, 10, 10, 2]
    assert masks[0] | masks[1] | masks[2] | masks[3] == FULL_DECK


def test_new_game_starts_with_forehand() -> None:
    """R2.1: the dealer's left neighbour (forehand) speaks first."""
    for dealer in (0, 1, 2):
        state = new_game(5, dealer)
        assert (state.phase, state.to_move, state.forehand) == (
            "auction",
            (dealer + 1) % 3,
            (dealer + 1) % 3,
        )


@pytest.mark.parametrize("seed", [-1, 1.5, "7", None, True])
def test_bad_seed_is_rejected(seed: object) -> None:
    with pytest.raises(GameError, match="seed"):
        new_game(seed)  # type: ignore[arg-type]


@pytest.mark.parametrize("dealer", [3, -1, "0", None])
def test_bad_dealer_is_rejected(dealer: object) -> None:
    with pytest.raises(GameError, match="dealer"):
        new_game(1, dealer)  # type: ignore[arg-type]


def test_from_cards_builds_the_given_deal() -> None:
    hands = [GOLDEN[7][0].split(), GOLDEN[7][1].split(), GOLDEN[7][2].split()]
    state = from_cards(hands, GOLDEN[7][3].split(), dealer=0)
    assert state.hands == new_game(7).hands and state.dealt == new_game(7).dealt
    assert state.seed is None
    # strings of names work as well as lists
    assert from_cards([" ".join(h) for h in hands], GOLDEN[7][3]).dealt == state.dealt


@pytest.mark.parametrize(
    ("hands", "talon", "message"),
    [
        (["C7 C8", "C9", "CT"], "CJ CQ", "10 cards"),
        (list(GOLDEN[7][:2]) + [GOLDEN[7][2].replace("HA", "SQ")], "SQ DA", "twice|32 cards"),
        (list(GOLDEN[7][:3]), "SQ", "talon"),
        (list(GOLDEN[7][:3]), "SQ XX", "not a card"),
        (list(GOLDEN[7][:2]), "SQ DA", "three hands"),
    ],
)
def test_from_cards_rejects_bad_deals(hands: list[str], talon: str, message: str) -> None:
    with pytest.raises(GameError, match=message):
        from_cards(hands, talon)


def test_parse_cards_round_trip() -> None:
    text = "C7 C8 ST HA DK"
    assert cards_text(parse_cards(text)) == "C7 C8 ST DK HA"
