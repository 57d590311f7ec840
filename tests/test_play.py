"""Trick play (rules.md §5): R5.5 vectors P1–P12 one case each, leads, winners, early end (§8)."""

from __future__ import annotations

import pytest

from game import IllegalActionError, apply, from_cards, is_over, legal_actions
from game.cards import cards_text, parse_card, parse_cards
from game.play import legal_cards, winning_card
from helpers import play_all, rules_cards

SPADES, NO_TRUMP = 1, None


@pytest.mark.parametrize(
    ("vid", "trick", "hand", "trump", "expected"),
    [
        ("P1", "H9", "H7 HK S8", SPADES, "HK"),
        ("P2", "HA", "H7 HK S8", SPADES, "H7 HK"),
        ("P3", "H9 S7", "H10 HA SQ", SPADES, "H10 HA"),
        ("P4", "H9", "S7 CA", SPADES, "S7"),
        ("P5", "H9 SQ", "S8 SK DA", SPADES, "SK"),
        ("P6", "H9 SQ", "S8 DA", SPADES, "S8"),
        ("P7", "C7 C10", "C9 CQ", SPADES, "CQ"),
        ("P8", "SK S7", "S8 SA", NO_TRUMP, "SA"),
        ("P9", "D8", "D7 DJ", NO_TRUMP, "DJ"),
        ("P10", "D8", "CA H7", NO_TRUMP, "CA H7"),
        ("P11", "S9", "S7 SK HA", SPADES, "SK"),
        ("P12", "SA", "S7 SK HA", SPADES, "S7 SK"),
    ],
)
def test_obligations_match_rules_examples(
    vid: str, trick: str, hand: str, trump: int | None, expected: str
) -> None:
    """R5.4 Farbzwang → Stichzwang (against the winning card, even a partner's) → Trumpfzwang."""
    cards = tuple(parse_card(c) for c in rules_cards(trick).split())
    allowed = legal_cards(parse_cards(rules_cards(hand)), cards, trump)
    assert cards_text(allowed) == cards_text(parse_cards(rules_cards(expected)))


@pytest.mark.parametrize(
    ("trick", "trump", "winner"),
    [
        ("H9 HK H7", SPADES, "HK"),
        ("H9 S7 HA", SPADES, "S7"),  # R5.3: a trump beats the led suit
        ("H9 S7 SQ", SPADES, "SQ"),
        ("H9 CA DA", SPADES, "H9"),  # discards cannot win
        ("SK SA", NO_TRUMP, "SA"),
        ("S9 H7 SA", 3, "H7"),  # a low trump beats the ace of the led suit
    ],
)
def test_trick_winner(trick: str, trump: int | None, winner: str) -> None:
    """R5.3: highest trump, else highest card of the led suit; suit rank never decides."""
    cards = tuple(parse_card(c) for c in trick.split())
    assert winning_card(cards, trump) == parse_card(winner)


# Deals for engine-level play tests: dealer 0, V = 1 declares, so L = 2 and R = 0.
STRONG = [
    "C7 C8 C9 S7 S8 S9 D7 D8 D9 H7",
    "CA CK SA SK DA DK HA HK HQ HJ",
    "CT CJ CQ ST SJ SQ DT DJ DQ HT",
]
MIXED = [
    "C7 C9 CJ CK S7 S9 SJ SK D7 DA",
    "C8 CT CQ CA S8 ST SQ SA D8 DT",
    "D9 DJ DQ DK H7 H8 H9 HT HJ HQ",
]
TALONS = {id(STRONG): "H8 H9", id(MIXED): "HK HA"}


def deal_with(hands: list[str], game: str, defence: list[str] | None = None):  # type: ignore[no-untyped-def]
    talon = TALONS[id(hands)]
    state = from_cards(hands, talon, dealer=0)
    discard = "discard:" + talon.replace(" ", ",")
    state = play_all(state, ["bid:1", "pass", "pass", discard, f"announce:{game}"])
    return play_all(state, defence or [])


def test_declarer_leads_trump_games() -> None:
    """R5.1: D leads in trump games."""
    state = deal_with(STRONG, "H", ["defend:play", "defend:play"])
    assert (state.phase, state.to_move, state.leader) == ("play", 1, 1)
    assert len(legal_actions(state)) == 10


def test_right_defender_leads_sans_atout() -> None:
    """R5.1: in Sans Atout R (D's right, seat D+2) leads, then D, then L."""
    state = deal_with(STRONG, "sans")
    assert state.to_move == 0
    state = apply(state, "play:C7")
    assert state.to_move == 1
    state = apply(state, "play:CA")
    assert state.to_move == 2


def test_engine_makes_a_defender_beat_his_partner() -> None:
    """R5.4/P7 through the engine: R must beat L's winning DJ with DA, his only winner."""
    state = deal_with(MIXED, "S", ["defend:play", "defend:play"])
    state = play_all(state, ["play:D8"])
    assert legal_actions(state) == ["play:D9", "play:DJ", "play:DQ", "play:DK"]
    state = apply(state, "play:DJ")
    assert legal_actions(state) == ["play:DA"]
    with pytest.raises(IllegalActionError, match="Stichzwang"):
        apply(state, "play:D7")


def test_illegal_card_names_the_obligation_and_changes_nothing() -> None:
    """Each R5.4 clause and a card not held get their own message; the state is unchanged."""
    state = apply(deal_with(MIXED, "sans"), "play:C9")  # R leads; D holds C8 CT CQ CA
    before = state
    assert legal_actions(state) == ["play:CT", "play:CQ", "play:CA"]
    with pytest.raises(IllegalActionError, match="Stichzwang: seat 1 can beat C9"):
        apply(state, "play:C8")
    with pytest.raises(IllegalActionError, match="Farbzwang"):
        apply(state, "play:SA")
    with pytest.raises(IllegalActionError, match="not in seat 1's hand"):
        apply(state, "play:CK")
    assert state == before


def test_trumpfzwang_through_the_engine() -> None:
    """R5.4 step 2: a player void in the led suit must trump (L has no clubs in a Herz game)."""
    state = deal_with(MIXED, "H", ["defend:play", "defend:play"])
    state = apply(state, "play:CA")
    assert legal_actions(state) == [f"play:H{r}" for r in "789TJQ"]
    with pytest.raises(IllegalActionError, match="Trumpfzwang"):
        apply(state, "play:DK")


def test_trick_winner_leads_next() -> None:
    """R5.2: the winner of a trick leads the next one."""
    state = deal_with(STRONG, "S", ["defend:play", "defend:play"])
    state = play_all(state, ["play:HA", "play:HT", "play:H7"])
    assert state.tricks[-1] == (1, (parse_card("HA"), parse_card("HT"), parse_card("H7")), 1)
    assert state.to_move == 1 and state.won == (0, 1, 0)


def test_bettler_stops_when_declarer_wins_a_trick() -> None:
    """R8.2: Bettler ends as soon as D takes a trick."""
    state = play_all(deal_with(STRONG, "bettler"), ["play:HA", "play:HT", "play:H7"])
    assert is_over(state) and len(state.tricks) == 1 and legal_actions(state) == []


def test_durchmarsch_stops_when_declarer_loses_a_trick() -> None:
    """R8.3: Durchmarsch ends as soon as D loses a trick."""
    state = play_all(deal_with(MIXED, "durchmarsch"), ["play:D8", "play:DJ", "play:DA"])
    assert is_over(state) and state.won == (1, 0, 0)


def test_trump_games_play_all_ten_tricks() -> None:
    """R8.1: even a hopeless trump game is played to the tenth trick."""
    state = deal_with(STRONG, "C", ["defend:play", "defend:play"])
    while not is_over(state):
        state = apply(state, legal_actions(state)[0])
    assert len(state.tricks) == 10 and sum(state.won) == 10
