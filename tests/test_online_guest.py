"""web.online.guest: a guest's page takes only checked messages about its own seat and sends
only moves its observation offers, once."""

from __future__ import annotations

import json

import pytest
from online_samples import CHROMIUM_ANSWER_WITH_STUN, CHROMIUM_OFFER, IDENTITY

from game import apply, new_game, observe
from web.online import handshake
from web.online.guest import Guest
from web.online.protocol import PROTOCOL, decode, encode

TOKEN = bytes.fromhex("0badf00d")
KEY = "5eed5eed"


def invitation(seat: int = 1) -> str:
    return handshake.invite_link(
        "http://h/", handshake.from_sdp("offer", CHROMIUM_OFFER, seat, TOKEN)
    )


def seats() -> list[dict[str, object]]:
    return [{"name": "", "kind": k, "online": True} for k in ("host", "guest", "bot")]


def state_message(state: object, seat: int, seq: int = 1, undo: str | None = "nothing") -> str:
    return encode("state", "to_guest", seq=seq, deal=1, obs=observe(state, seat),  # type: ignore[arg-type]
                  seats=seats(), rows=[], totals=[3, -1, -2], undo=undo)  # fmt: skip


def joined(seat: int = 1) -> Guest:
    guest = Guest.from_link(invitation(seat), "Anna")
    guest.answer_made(CHROMIUM_ANSWER_WITH_STUN)
    hello = decode(guest.opened("answer", None), "to_host")
    assert hello == {"v": PROTOCOL, "t": "hello", "name": "Anna", "token": TOKEN.hex(), "id": None}
    welcome = encode(
        "welcome",
        "to_guest",
        seat=seat,
        match="m1",
        rules="default",
        level="profi",
        key=KEY,
        id=None,
    )
    assert guest.receive(welcome).changed
    return guest


def test_the_reply_code_answers_this_invitation() -> None:
    guest = Guest.from_link(invitation(2), "Anna")
    assert guest.seat == 2 and "a=setup:actpass" in guest.offer_sdp()
    reply = handshake.unpack(guest.answer_made(CHROMIUM_ANSWER_WITH_STUN))
    assert (reply.kind, reply.seat, reply.token) == ("answer", 2, TOKEN)


def test_a_reply_code_is_not_an_invitation() -> None:
    answer = handshake.from_sdp("answer", CHROMIUM_ANSWER_WITH_STUN, 1, TOKEN)
    with pytest.raises(handshake.HandshakeError, match="reply code, not an invitation"):
        Guest.from_link(handshake.pack(answer), "x")


def test_moves_are_sent_once_and_only_when_offered() -> None:
    guest = joined(1)
    state = new_game(7, 0)  # seat 1 is forehand
    assert guest.receive(state_message(state, 1)).changed
    assert guest.act("bid:sans") is None  # not offered in the first round
    sent = decode(guest.act("bid:1") or "", "to_host")
    assert sent == {"v": PROTOCOL, "t": "act", "seat": 1, "deal": 1, "ply": 0, "action": "bid:1"}
    assert guest.act("bid:1") is None and guest.act("pass") is None  # waiting for the host
    assert guest.view()["obs"]["legal"] == []  # type: ignore[index]
    guest.receive(state_message(apply(state, "bid:1"), 1, seq=2))
    assert guest.pending is None and guest.obs()["legal"] == []  # type: ignore[index]


def test_an_error_from_the_host_ends_the_wait_and_is_shown() -> None:
    guest = joined(1)
    guest.receive(state_message(new_game(7, 0), 1))
    guest.act("pass")
    update = guest.receive(encode("error", "to_guest", code="stale", text="look again"))
    assert update.notice == ("stale", "look again") and guest.pending is None


def test_messages_that_are_not_for_this_seat_are_refused() -> None:
    guest = joined(1)
    update = guest.receive(state_message(new_game(7, 0), 2))
    assert update.notice is not None and update.notice[0] == "seat" and guest.state is None
    wrong = encode(
        "welcome", "to_guest", seat=2, match="m1", rules="default", level="profi", key=KEY, id=None
    )
    assert joined(1).receive(wrong).close


def test_another_version_and_garbage_from_the_host() -> None:
    guest = joined(1)
    update = guest.receive(json.dumps({"v": PROTOCOL + 1, "t": "state"}))
    assert update.notice is not None and update.notice[0] == "version" and update.close
    for text in ("", "{", "[]", json.dumps({"v": PROTOCOL, "t": "act"})):
        update = guest.receive(text)
        assert update.notice is not None and not update.changed and guest.state is None


def test_the_view_is_turned_to_the_guest() -> None:
    guest = joined(2)
    state = new_game(7, 0)
    guest.receive(state_message(state, 2))
    view = guest.view()
    assert view is not None
    assert view["obs"]["seat"] == 0 and view["obs"]["dealer"] == 1  # the host deals: left
    assert view["totals"] == [-2, 3, -1]
    assert [s["kind"] for s in view["seats"]] == ["bot", "host", "guest"]


def test_saved_and_restored() -> None:
    guest = joined(1)
    guest.receive(state_message(new_game(7, 0), 1))
    again = Guest.from_dict(json.loads(json.dumps(guest.to_dict())))
    assert (again.seat, again.state, again.welcome) == (1, guest.state, guest.welcome)
    assert not again.connected and again.act("pass") is None
    for bad in (None, {"role": "host"}, {**guest.to_dict(), "invitation": "P1.xx"},
                {**guest.to_dict(), "state": {"t": "state"}}):  # fmt: skip
        with pytest.raises(ValueError):
            Guest.from_dict(bad)


def test_a_table_kept_by_an_earlier_version_keeps_the_seat_not_the_messages() -> None:
    """Messages saved under an earlier protocol version do not read as this one's: the
    guest keeps his invitation, seat and key (the host welcomes him back to his seat and
    sends the table again), not a "damaged" notice."""
    guest = joined(1)
    guest.receive(state_message(new_game(7, 0), 1))
    saved = guest.to_dict()
    saved["welcome"] = {**saved["welcome"], "v": PROTOCOL - 1}
    saved["state"] = {**saved["state"], "v": PROTOCOL - 1}
    again = Guest.from_dict(json.loads(json.dumps(saved)))
    assert (again.seat, again.key, again.welcome, again.state) == (1, guest.key, None, None)


def test_a_finished_match_is_kept_when_another_host_welcomes_the_guest() -> None:
    guest = joined(1)
    rows = [{"number": 1, "dealer": 2, "declarer": 1, "game": "C", "bid": "1",
             "scores": [-3, 4, -1], "seated": None}]  # fmt: skip
    text = encode("state", "to_guest", seq=1, deal=2, obs=observe(new_game(7, 0), 1),
                  seats=seats(), rows=rows, totals=[-3, 4, -1], undo=None)  # fmt: skip
    guest.receive(text)
    again = encode(
        "welcome", "to_guest", seat=1, match="m1", rules="default", level="profi", key=KEY, id=None
    )
    guest.receive(again)  # the same match again (a rejoin): nothing filed
    assert guest.past == [] and guest.state is not None
    other = encode(
        "welcome", "to_guest", seat=1, match="m2", rules="default", level="profi", key=KEY, id=None
    )
    guest.receive(other)
    assert [p["match"] for p in guest.past] == ["m1"] and guest.past[0]["rows"] == rows
    assert guest.state is None and guest.match == "m2"
    restored = Guest.from_dict(json.loads(json.dumps(guest.to_dict())))
    assert restored.past == guest.past and restored.match == "m2"


def test_the_hosts_spare_is_checked_kept_and_answered_with_the_key() -> None:
    guest = joined(1)
    assert guest.key == KEY and guest.spare is None
    own = handshake.pack(handshake.from_sdp("offer", CHROMIUM_OFFER, 1, bytes.fromhex(KEY)))
    for code in (
        handshake.pack(handshake.from_sdp("offer", CHROMIUM_OFFER, 2, bytes.fromhex(KEY))),
        handshake.pack(handshake.from_sdp("offer", CHROMIUM_OFFER, 1, TOKEN)),
        handshake.pack(handshake.from_sdp("answer", CHROMIUM_ANSWER_WITH_STUN, 1, TOKEN)),
    ):
        update = guest.receive(encode("spare", "to_guest", code=handshake.wire(code)))
        assert update.notice is not None and guest.spare is None
    sent = handshake.wire(own)
    assert guest.receive(encode("spare", "to_guest", code=sent)).changed and guest.spare == own
    assert guest.spare_sdp() == handshake.to_sdp(handshake.unpack(own))
    again = Guest.from_dict(json.loads(json.dumps(guest.to_dict())))
    assert (again.key, again.spare) == (KEY, own)
    # Through the spare, the hello says the key; through an answered invitation, its token.
    assert decode(again.opened("resume", None), "to_host")["token"] == KEY
    assert decode(again.opened("answer", None), "to_host")["token"] == TOKEN.hex()
    # The guest's own spare for the host carries the key too.
    mine = handshake.unpack(
        handshake.unwire(decode(guest.spare_for(CHROMIUM_OFFER), "to_host")["code"]) or ""
    )
    assert (mine.kind, mine.seat, mine.token.hex()) == ("offer", 1, KEY)
    # Another key (the seat was given anew) drops the old spare; so does the host's bye.
    other = encode("welcome", "to_guest", seat=1, match="m1", rules="default", level="profi",
                   key="0badcafe", id=None)  # fmt: skip
    guest.receive(other)
    assert guest.spare is None and guest.key == "0badcafe"
    again.receive(encode("bye", "to_guest", reason="to_bot"))
    assert again.spare is None and again.spare_sdp() is None


def test_the_hosts_identity_from_the_welcome() -> None:
    guest = joined(1)
    assert guest.host_identity() is None  # the welcome had none
    code = handshake.identity_code(IDENTITY, 1)
    guest.receive(encode("welcome", "to_guest", seat=1, match="m1", rules="default",
                         level="profi", key=KEY, id=handshake.wire(code)))  # fmt: skip
    assert guest.host_identity() == handshake.identity_sdp(code)
