"""Observations: what each seat may know, and nothing it may not (design.md §2)."""

from __future__ import annotations

import json

from game import from_cards, new_game, observe, reveal
from helpers import card_tokens, play_all

HANDS = [
    "C7 C8 C9 S7 S8 S9 D7 D8 D9 H7",
    "CK CA SK SA DK DA HJ HQ HK HA",
    "CT CJ CQ ST SJ SQ DT DJ DQ HT",
]  # canonical order, as observations list them
TALON = "H8 H9"


def deal():  # type: ignore[no-untyped-def]
    return from_cards(HANDS, TALON, dealer=0)


def test_own_hand_only_in_the_auction() -> None:
    state = deal()
    for seat in (0, 1, 2):
        view = observe(state, seat)
        assert view["hand"] == HANDS[seat].split()
        assert card_tokens(json.dumps(view)) == set(HANDS[seat].split())
        assert view["talon"] is None
    assert observe(state, 1)["legal"] and not observe(state, 0)["legal"]
    assert json.loads(json.dumps(observe(state, 1))) == observe(state, 1)  # JSON-ready


def test_talon_and_discard_only_for_the_declarer() -> None:
    """R3.2: D sees the talon and his discard; the others see only that a discard happened."""
    state = play_all(deal(), ["bid:1", "pass", "pass"])
    assert observe(state, 1)["talon"] == ["H8", "H9"]
    assert observe(state, 1)["hand_sizes"] == [10, 12, 10]
    state = play_all(state, ["discard:HK,HA"])
    assert observe(state, 1)["discard"] == ["HK", "HA"]
    for seat in (0, 2):
        view = observe(state, seat)
        assert view["talon"] is None and view["discard"] is None
        assert {"seat": 1, "action": "discard"} in view["history"]
        assert not {"H8", "H9", "HK", "HA"} & card_tokens(json.dumps(view))


def test_hand_games_leave_the_talon_unseen() -> None:
    """R3.1: in Herzprämie nobody sees the talon, not even the declarer."""
    state = play_all(deal(), ["bid:herzpraemie", "pass", "pass"])
    for seat in (0, 1, 2):
        assert observe(state, seat)["talon"] is None
        assert not {"H8", "H9"} & card_tokens(json.dumps(observe(state, seat)))


def test_ouvert_hand_is_shown_to_everybody() -> None:
    """R4.3: Bettler Ouvert: D's remaining cards are shown from the announcement on."""
    state = play_all(deal(), ["bid:1", "pass", "pass", "discard:H8,H9", "announce:ouvert"])
    for seat in (0, 2):
        assert observe(state, seat)["open_hand"] == {"seat": 1, "cards": HANDS[1].split()}
    state = play_all(state, ["play:HJ"])
    assert "HJ" not in observe(state, 0)["open_hand"]["cards"]


def test_no_open_hand_in_plain_bettler() -> None:
    state = play_all(deal(), ["bid:1", "pass", "pass", "discard:H8,H9", "announce:bettler"])
    assert observe(state, 0)["open_hand"] is None


def test_tricks_and_result_are_public() -> None:
    state = play_all(
        deal(),
        [
            "bid:1",
            "pass",
            "pass",
            "discard:H8,H9",
            "announce:durchmarsch",
            "play:HA",
            "play:HT",
            "play:H7",
        ],
    )
    view = observe(state, 0)
    assert view["tricks"] == [
        {
            "leader": 1,
            "winner": 1,
            "cards": [
                {"seat": 1, "card": "HA"},
                {"seat": 2, "card": "HT"},
                {"seat": 0, "card": "H7"},
            ],
        }
    ]
    assert view["tricks_won"] == [0, 1, 0] and view["trick"] == {"leader": 1, "cards": []}
    assert view["defence"]["defenders"] == [2, 0] and view["players"] == [0, 1, 2]
    assert (view["declarer"], view["bid"], view["game"], view["trump"]) == (
        1,
        "1",
        "durchmarsch",
        None,
    )


def test_finished_deal_explains_the_result() -> None:
    """After the deal each observation carries the scores and a per-seat explanation."""
    state = play_all(
        new_game(0),
        ["bid:1", "pass", "pass", "discard:SA,H8", "announce:D", "defend:pass", "defend:pass"],
    )
    view = observe(state, 2)
    assert view["scores"] == [-3, 6, -3]
    result = view["result"]
    assert result["kind"] == "trump" and result["configuration"] == "C4"
    assert result["declarer_lives"] is True
    assert {s["seat"]: s["role"] for s in result["seats"]} == {1: "declarer", 2: "pass", 0: "pass"}
    assert view["phase"] == "done" and view["to_move"] is None and view["legal"] == []


def test_reveal_shows_everything_for_the_review() -> None:
    state = play_all(deal(), ["pass", "pass", "pass"])
    shown = reveal(state)
    assert shown["dealt"] == [h.split() for h in HANDS] and shown["talon"] == TALON.split()
