"""web.online.protocol: the versioned JSON between host and guests, checked on both sides."""

from __future__ import annotations

import json

import pytest

from game import apply, new_game, observe
from web.online.protocol import PROTOCOL, ProtocolError, decode, encode


def act(**override: object) -> dict[str, object]:
    return {"v": PROTOCOL, "t": "act", "seat": 1, "deal": 1, "ply": 0, "action": "pass"} | override


def test_round_trip_of_every_guest_message() -> None:
    for kind, fields in (
        ("hello", {"name": "Anna", "token": "0a1b2c3d", "id": None}),
        ("act", {"seat": 1, "deal": 3, "ply": 7, "action": "discard:C7,HA"}),
        ("undo", {"seat": 2, "deal": 1, "ply": 4}),
        ("ping", {"n": 5}),
        ("bye", {"reason": "left"}),
    ):
        text = encode(kind, "to_host", **fields)
        assert decode(text, "to_host") == {"v": PROTOCOL, "t": kind, **fields}


def test_a_state_carries_a_real_observation() -> None:
    state = new_game(7, 2)
    for action in ("bid:1", "pass", "pass"):
        state = apply(state, action)
    seats = [{"name": "", "kind": k, "online": True} for k in ("host", "guest", "bot")]
    text = encode(
        "state",
        "to_guest",
        seq=1,
        deal=1,
        obs=observe(state, 1),
        seats=seats,
        rows=[],
        totals=[0, 0, 0],
        undo="nothing",
    )
    assert decode(text, "to_guest")["obs"] == observe(state, 1)


@pytest.mark.parametrize(
    ("text", "code", "says"),
    [
        ("", "malformed", "JSON"),
        ("not json", "malformed", "JSON"),
        ("[1, 2]", "malformed", "object"),
        ('"act"', "malformed", "object"),
        ("[" * 100_000, "malformed", "longer"),
        ("[" * 900 + "]" * 900, "malformed", "object"),
        (json.dumps(act(v=0)), "version", "version 0"),
        (json.dumps(act(v="1")), "version", "version '1'"),
        (json.dumps({"t": "act"}), "version", "version None"),
        (json.dumps(act(t="shout")), "unknown", "shout"),
        (json.dumps(act(t="welcome")), "unknown", "welcome"),
        (json.dumps({k: v for k, v in act().items() if k != "ply"}), "malformed", "missing ply"),
        (json.dumps(act(extra=1)), "malformed", "unexpected extra"),
        (json.dumps(act(seat=3)), "malformed", "act.seat"),
        (json.dumps(act(seat=True)), "malformed", "act.seat"),
        (json.dumps(act(ply=-1)), "malformed", "act.ply"),
        (json.dumps(act(action="play:HA; drop")), "malformed", "act.action"),
        (json.dumps(act(action=None)), "malformed", "act.action"),
        (json.dumps(act(action="x" * 500)), "malformed", "act.action"),
        (json.dumps({"v": PROTOCOL, "t": "bye", "reason": "to_bot"}), "malformed", "bye.reason"),
    ],
    ids=lambda value: str(value)[:40],
)
def test_refused_guest_messages(text: str, code: str, says: str) -> None:
    with pytest.raises(ProtocolError, match=says) as refused:
        decode(text, "to_host")
    assert refused.value.code == code


def test_a_state_with_a_broken_observation_is_refused() -> None:
    obs = observe(new_game(1), 1)
    seats = [{"name": "", "kind": "bot", "online": False}] * 3
    good = {"v": PROTOCOL, "t": "state", "seq": 1, "deal": 1, "obs": obs, "seats": seats,
            "rows": [], "totals": [0, 0, 0], "undo": None}  # fmt: skip
    decode(json.dumps(good), "to_guest")
    for broken, says in (
        ({**obs, "hand": ["HX"]}, "obs.hand"),
        ({**obs, "hand_sizes": [10, 10]}, "obs.hand_sizes"),
        ({k: v for k, v in obs.items() if k != "legal"}, "missing legal"),
        ({**obs, "trick": {"leader": 5, "cards": []}}, "obs.trick.leader"),
    ):
        with pytest.raises(ProtocolError, match=says):
            decode(json.dumps({**good, "obs": broken}), "to_guest")


def test_encode_refuses_what_the_other_side_would_refuse() -> None:
    with pytest.raises(ProtocolError, match="act.seat"):
        encode("act", "to_host", seat=7, deal=1, ply=0, action="pass")
    with pytest.raises(ProtocolError, match="unknown"):
        encode("state", "to_host", seq=1)
    with pytest.raises(ValueError, match="direction"):
        decode("{}", "sideways")


def test_an_extra_observation_field_from_a_later_engine_passes() -> None:
    """Fields the engine adds (house rules) reach the view; the known ones stay checked."""
    obs = {**observe(new_game(1), 2), "kontra": [{"seat": 0, "call": "kontra:yes"}]}
    seats = [{"name": "", "kind": "bot", "online": False}] * 3
    text = encode("state", "to_guest", seq=2, deal=1, obs=obs, seats=seats, rows=[],
                  totals=[0, 0, 0], undo=None)  # fmt: skip
    assert decode(text, "to_guest")["obs"]["kontra"] == obs["kontra"]
