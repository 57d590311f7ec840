"""Talon exchange and announcement (rules.md §3): R3.2 discards, the R3.3 table."""

from __future__ import annotations

import pytest

from game import IllegalActionError, InvalidActionError, apply, legal_actions, new_game
from game.cards import cards_text
from helpers import play_all

# Auctions with dealer 0 (V = 1, M = 2, H = 0) that V wins with the given bid.
TO_BID = {
    "1": ["bid:1", "pass", "pass"],
    "2": ["bid:1", "bid:2", "pass", "hold", "pass"],
    "3": ["bid:1", "bid:2", "bid:3", "hold", "pass", "pass"],
    "4": ["bid:1", "bid:2", "bid:3", "hold", "bid:4", "pass", "hold", "pass"],
    "bettler": [
        "bid:1",
        "bid:2",
        "pass",
        "hold",
        "bid:3",
        "hold",
        "bid:4",
        "hold",
        "bid:bettler",
        "hold",
        "pass",
    ],
    "sans": ["pass", "bid:herzpraemie", "bid:sans", "pass"],
    "ouvert": [
        "bid:1",
        "pass",
        "bid:2",
        "hold",
        "bid:3",
        "hold",
        "bid:4",
        "hold",
        "bid:bettler",
        "hold",
        "bid:sans",
        "hold",
        "bid:ouvert",
        "pass",
    ],
    "durchmarsch": [
        "bid:1",
        "pass",
        "bid:2",
        "hold",
        "bid:3",
        "hold",
        "bid:4",
        "hold",
        "bid:bettler",
        "hold",
        "bid:sans",
        "hold",
        "bid:ouvert",
        "hold",
        "bid:durchmarsch",
        "hold",
        "pass",
    ],
}

R3_3 = {
    "1": "C S D H bettler sans ouvert durchmarsch",
    "2": "S D H bettler sans ouvert durchmarsch",
    "3": "D H bettler sans ouvert durchmarsch",
    "4": "H bettler sans ouvert durchmarsch",
    "bettler": "bettler sans ouvert durchmarsch",
    "sans": "sans ouvert durchmarsch",
    "ouvert": "ouvert durchmarsch",
    "durchmarsch": "durchmarsch",
}


def won_by(bid: str):  # type: ignore[no-untyped-def]
    state = play_all(new_game(21, 0), TO_BID[bid])
    assert state.phase == "exchange" and state.bid == bid
    return state


def test_exchange_offers_every_pair_of_twelve() -> None:
    """R3.2: the declarer holds 12 cards and may discard any 2 (66 pairs), talon cards included."""
    state = won_by("1")
    declarer = state.declarer
    assert declarer == 1 and state.hands[declarer] & state.dealt[3] == state.dealt[3]
    actions = legal_actions(state)
    assert len(actions) == 66 == len(set(actions))
    talon = cards_text(state.dealt[3]).split()
    assert f"discard:{talon[0]},{talon[1]}" in actions
    assert actions == sorted(
        actions,
        key=lambda a: [("CSDH".index(c[0]), "789TJQKA".index(c[1])) for c in a[8:].split(",")],
    )


def test_discard_leaves_ten_and_is_kept_aside() -> None:
    """R3.2: two cards go face down and count for nobody; announce comes next."""
    state = won_by("1")
    action = legal_actions(state)[5]
    after = apply(state, action)
    assert after.phase == "announce" and after.to_move == state.declarer
    assert after.hands[1].bit_count() == 10
    assert cards_text(after.discard).replace(" ", ",") == action.split(":")[1]


@pytest.mark.parametrize("bid", list(R3_3))
def test_announcements_at_least_the_bid(bid: str) -> None:
    """R3.3 table: the games the winner of each bid may announce."""
    state = won_by(bid)
    state = apply(state, legal_actions(state)[0])
    assert legal_actions(state) == [f"announce:{g}" for g in R3_3[bid].split()]


def test_announcing_below_the_bid_is_illegal() -> None:
    """R3.3/R3.4: after bid 3 a Kreuz game is not allowed."""
    state = won_by("3")
    state = apply(state, legal_actions(state)[0])
    with pytest.raises(IllegalActionError, match="R3.3"):
        apply(state, "announce:C")


def test_bid_one_may_announce_hearts_which_is_plain_vier() -> None:
    """R3.4: bid 1 then Herz is legal; it is the plain hearts game (no premium, §7.3)."""
    state = won_by("1")
    state = apply(apply(state, legal_actions(state)[0]), "announce:H")
    assert (state.game, state.bid, state.phase) == ("H", "1", "defence")


@pytest.mark.parametrize("game", ["bettler", "sans", "ouvert", "durchmarsch"])
def test_no_trump_games_skip_the_defence(game: str) -> None:
    """R4.2: no decision and no invitation; both defenders play; D leads except in SA (R5.1)."""
    state = won_by("1")
    state = apply(apply(state, legal_actions(state)[0]), f"announce:{game}")
    assert state.phase == "play" and state.players == (0, 1, 2)
    assert state.to_move == (0 if game == "sans" else 1)


def test_discard_errors() -> None:
    """Discards must be held cards in canonical order; bad text is an InvalidActionError."""
    state = won_by("1")
    missing = next(c for c in ("C7", "C8", "C9", "CT", "CJ") if c not in cards_text(state.hands[1]))
    with pytest.raises(IllegalActionError, match="R3.2"):
        apply(state, f"discard:{missing},HA" if missing < "HA" else f"discard:HA,{missing}")
    with pytest.raises(InvalidActionError, match="canonical"):
        apply(state, "discard:HA,C7")
    with pytest.raises(InvalidActionError):
        apply(state, "discard:C7")
    with pytest.raises(InvalidActionError):
        apply(state, "discard:C7,C7")
