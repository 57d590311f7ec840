"""The auction (rules.md §2): vectors A1–A18, one test case per id, plus the ladder.

Seats: dealer 0, so V = 1, M = 2, H = 0. Calls are written as in rules.md §2.3
and translated to action strings here.
"""

from __future__ import annotations

import pytest

from game import IllegalActionError, apply, is_over, legal_actions, new_game, scores
from helpers import play_all

V, M, H = 1, 2, 0
CALL = {
    "1": "bid:1",
    "2": "bid:2",
    "3": "bid:3",
    "4": "bid:4",
    "G": "bid:geschaeft",
    "B": "bid:bettler",
    "HP": "bid:herzpraemie",
    "SA": "bid:sans",
    "BO": "bid:ouvert",
    "DM": "bid:durchmarsch",
    "pass": "pass",
    "hold": "hold",
}


def calls(text: str) -> list[str]:
    """'V 1, M pass, …' -> the actions, checking the speaker is the one to move."""
    return [CALL[item.split()[1]] for item in text.split(", ")]


def run(text: str):  # type: ignore[no-untyped-def]
    state = new_game(11, dealer=0)
    for item in text.split(", "):
        who, call = item.split()
        assert state.to_move == {"V": V, "M": M, "H": H}[who], (
            f"{who} should be to move at {item!r}"
        )
        state = apply(state, CALL[call])
    return state


@pytest.mark.parametrize(
    ("vid", "sequence", "declarer", "bid"),
    [
        ("A1", "V 1, M pass, H pass", V, "1"),
        ("A3", "V pass, M pass, H 1", H, "1"),
        ("A4", "V 1, M 2, H pass, V hold, M 3, V pass", M, "3"),
        ("A5", "V 1, M 2, H 3, V hold, M 4, H pass, V hold, M pass", V, "4"),
        ("A8", "V 1, M G, H HP, V pass, M SA, H pass", M, "sans"),
        ("A9", "V 1, M G, H B, V pass, M pass", H, "bettler"),
        (
            "A10",
            "V 1, M 2, H pass, V hold, M 3, V hold, M 4, V hold, M B, V hold, M SA, V hold, "
            "M BO, V hold, M DM, V hold, M pass",
            V,
            "durchmarsch",
        ),
        ("A11", "V pass, M 1, H 2, M 3, H pass", M, "3"),
    ],
)
def test_auction_winner(vid: str, sequence: str, declarer: int, bid: str) -> None:
    """§2.3 vectors whose auction ends with a regular bid: the winner exchanges next (R3.2)."""
    state = run(sequence)
    assert (state.phase, state.declarer, state.bid, state.to_move) == (
        "exchange",
        declarer,
        bid,
        declarer,
    )
    assert state.hands[declarer].bit_count() == 12  # R3.2: talon taken up


def test_A2_all_pass() -> None:
    """A2 / R2.8: all pass, no score; the deal is over."""
    state = run("V pass, M pass, H pass")
    assert is_over(state) and state.to_move is None and scores(state) == (0, 0, 0)
    assert legal_actions(state) == []


def test_A6_geschaeft_coholders_name_in_seat_order() -> None:
    """A6 / R2.7: M and H both hold Geschäft; M names first, the strictly higher suit wins."""
    state = run("V 1, M G, H G, V pass")
    assert (state.phase, state.to_move, state.holders) == ("naming", M, (M, H))
    assert legal_actions(state) == ["name:C", "name:S", "name:D", "name:H"]
    h_wins = play_all(state, ["name:D", "name:H"])
    assert (h_wins.declarer, h_wins.game, h_wins.bid, h_wins.phase) == (
        H,
        "H",
        "geschaeft",
        "defence",
    )
    m_wins = play_all(state, ["name:D", "name:C"])
    assert (m_wins.declarer, m_wins.game) == (M, "D")
    tie = play_all(state, ["name:S", "name:S"])  # R2.7 [decision]: ties go to the earlier namer
    assert (tie.declarer, tie.game) == (M, "S")


def test_A7_geschaeft_by_v_and_h() -> None:
    """A7: V Geschäft, M pass, H Geschäft ends the auction; naming V then H."""
    state = run("V G, M pass, H G")
    assert (state.phase, state.to_move, state.holders) == ("naming", V, (V, H))
    state = apply(state, "name:H")
    assert state.to_move == H
    state = apply(state, "name:H")
    assert (state.declarer, state.game, state.phase, state.to_move) == (
        V,
        "H",
        "defence",
        (V + 1) % 3,
    )


def test_A12_herzpraemie_is_a_hand_game() -> None:
    """A12 / R3.1: Herzprämie skips the talon; hearts are trumps; L decides first (R4.1)."""
    state = run("V HP, M pass, H pass")
    assert (state.declarer, state.bid, state.game, state.phase) == (
        V,
        "herzpraemie",
        "H",
        "defence",
    )
    assert state.hands[V].bit_count() == 10 and state.to_move == (V + 1) % 3


def test_single_geschaeft_holder_names_any_suit() -> None:
    """R2.7: with one holder, that player simply names any suit, hearts included."""
    state = run("V pass, M G, H pass")
    assert (state.phase, state.to_move) == ("naming", M)
    state = apply(state, "name:H")
    assert (state.declarer, state.bid, state.game) == (M, "geschaeft", "H")


@pytest.mark.parametrize(
    ("vid", "sequence", "illegal", "reason"),
    [
        ("A13", "V 1", "bid:3", "jump"),
        ("A14", "V 1, M 2, H pass", "bid:geschaeft", "first turn"),
        ("A15", "V G", "bid:1", "does not outrank"),
        ("A16", "V 1, M HP", "bid:bettler", "does not outrank"),
        ("A17", "V 1, M 2", "hold", "only forehand"),
        ("A18", "V 1, M G, H pass", "hold", "cannot be held"),
    ],
)
def test_illegal_calls(vid: str, sequence: str, illegal: str, reason: str) -> None:
    """§2.3 illegal calls: rejected with the rule named, and the state unchanged."""
    state = run(sequence)
    before = (state, legal_actions(state))
    assert illegal not in legal_actions(state)
    with pytest.raises(IllegalActionError, match=reason) as error:
        apply(state, illegal)
    message = str(error.value)
    assert illegal in message and f"seat {state.to_move}" in message and "auction" in message
    assert (state, legal_actions(state)) == before


def test_first_turn_offers_the_specials() -> None:
    """R2.3: on a first turn the next regular bid, Geschäft and Herzprämie; ordered low to high."""
    state = new_game(3, 0)
    assert legal_actions(state) == ["pass", "bid:1", "bid:geschaeft", "bid:herzpraemie"]
    state = apply(state, "bid:geschaeft")  # M may join Geschäft, or go to Bettler/Herzprämie
    assert legal_actions(state) == ["pass", "bid:geschaeft", "bid:bettler", "bid:herzpraemie"]


def test_hold_only_on_regular_bids_of_others() -> None:
    """R2.3/R2.4: V holds M's number; after the hold M must overbid or pass; V may hold again."""
    state = run("V 1, M 2, H pass")
    assert legal_actions(state) == ["pass", "hold", "bid:3"]
    state = apply(state, "hold")
    assert (state.holders, state.high, state.to_move) == ((V,), "2", M)
    assert legal_actions(state) == ["pass", "bid:3"]


def test_top_bid_can_be_held_then_only_pass() -> None:
    """R2.4: a held Durchmarsch leaves the other player only pass."""
    state = run(
        "V 1, M 2, H pass, V hold, M 3, V hold, M 4, V hold, M B, V hold, M SA, V hold, "
        "M BO, V hold, M DM"
    )
    assert legal_actions(state) == ["pass", "hold"]
    state = apply(state, "hold")
    assert legal_actions(state) == ["pass"]


def test_no_hold_after_forehand_passed() -> None:
    """R2.4: if V has passed, nobody can hold (A11)."""
    state = run("V pass, M 1, H 2")
    assert "hold" not in legal_actions(state)


def test_geschaeft_coholders_are_asked_again_only_when_overbid() -> None:
    """R2.5 [decision]: after V and M hold Geschäft, H's Bettler sends the turn back to V."""
    state = run("V G, M G")
    assert (state.to_move, state.holders) == (H, (V, M))
    state = apply(state, "bid:bettler")
    assert (state.to_move, state.holders) == (V, (H,))
    # V is not on his first turn any more: no specials, but he may hold Bettler (a regular bid)
    assert legal_actions(state) == ["pass", "hold", "bid:sans"]


def test_sole_high_bidder_is_not_asked_again() -> None:
    """R2.5: V 1, M pass -> H speaks; V is not asked while he holds."""
    state = run("V 1, M pass")
    assert state.to_move == H
    state = apply(state, "bid:2")
    assert state.to_move == V
