"""web.online.host: the host's seats, and forged guest messages that must change nothing.

Every refused message is answered with an ``error`` naming the reason, and the match
(its record) is exactly what it was before.
"""

from __future__ import annotations

import itertools
import json
import random

import pytest
from online_samples import CHROMIUM_ANSWER_WITH_STUN, CHROMIUM_OFFER, IDENTITY

from game import GameError, apply, is_over, legal_actions, record_text
from game.cards import card_names
from web.online import handshake
from web.online.host import Host
from web.online.protocol import PROTOCOL, decode, encode
from web.session import Session

PAGE = "http://127.0.0.1:8000/?seed=7"


def counter_bytes() -> object:
    numbers = itertools.count(1)
    return lambda n: next(numbers).to_bytes(n, "big")


def make_host(guests: int = 1, seed: int = 7) -> Host:
    """A host whose ``guests`` friends have joined and said hello, match started."""
    host = Host("profi", random_bytes=counter_bytes())  # type: ignore[arg-type]
    for _ in range(guests):
        seat = host.invite()
        assert seat is not None
        join(host, seat, f"Gast{seat}")
    host.attach(Session.new(seed, 0))
    return host


def join(host: Host, seat: int, name: str) -> None:
    """The friend invited to ``seat`` replies (the host accepts) and says hello."""
    host.offer_made(seat, CHROMIUM_OFFER, PAGE)
    host.accept(seat, reply_for(host, seat))
    token = host.seats[seat].token
    assert token is not None
    hello = encode("hello", "to_host", name=name, token=token.hex(), id=None)
    assert host.receive(seat, hello).changed


def reply_for(host: Host, seat: int, token: bytes | None = None) -> str:
    plan = host.seats[seat]
    answer = handshake.from_sdp(
        "answer", CHROMIUM_ANSWER_WITH_STUN, seat, token or plan.token or bytes(4)
    )
    return handshake.pack(answer)


def message(host: Host, seat: int, kind: str = "act", **fields: object) -> str:
    """A well-formed message from ``seat`` about the table as it stands."""
    assert host.session is not None
    now = {"seat": seat, "deal": host.session.deal_index + 1}
    now["ply"] = len(host.session.state.history)
    return json.dumps({"v": PROTOCOL, "t": kind, **now, **fields})


def refused(host: Host, seat: int, text: str, code: str) -> str:
    """Send ``text``; it must be refused with ``code`` and leave the match unchanged."""
    assert host.session is not None
    before = record_text(host.session.state)
    outcome = host.receive(seat, text)
    assert not outcome.changed
    assert record_text(host.session.state) == before
    (reply,) = outcome.replies
    error = decode(reply, "to_guest")
    assert (error["t"], error["code"]) == ("error", code), error
    return str(error["text"])


def to_turn_of(host: Host, seat: int) -> None:
    """Let the others pass/play until ``seat`` is to move (the host's session directly)."""
    session = host.session
    assert session is not None
    rng = random.Random(3)
    while session.state.to_move != seat:
        session.state = apply(session.state, rng.choice(legal_actions(session.state)))


# --- invitations -------------------------------------------------------------------------


def test_invitations_go_to_the_free_seats_in_seat_order() -> None:
    host = Host("profi", random_bytes=counter_bytes())  # type: ignore[arg-type]
    assert (host.invite(), host.invite(), host.invite()) == (1, 2, None)
    assert [p.kind for p in host.seats] == ["host", "guest", "guest"]
    assert host.humans() == frozenset({0})  # the bots play them until the friends join
    host.to_bot(1)
    assert host.invite() == 1


def test_the_link_carries_the_offer_and_the_reply_is_matched_to_it() -> None:
    host = Host("profi", random_bytes=counter_bytes())  # type: ignore[arg-type]
    host.invite()
    link = host.offer_made(1, CHROMIUM_OFFER, PAGE)
    assert link.startswith("http://127.0.0.1:8000/#join=")
    offer = handshake.unpack(handshake.code_from_text(link))
    assert (offer.kind, offer.seat, offer.token) == ("offer", 1, host.seats[1].token)
    assert not host.ready_to_start()
    sdp = host.accept(1, "  " + reply_for(host, 1) + "\n")
    assert "a=setup:active" in sdp and host.ready_to_start()


def test_replies_that_do_not_belong_are_refused_with_a_reason() -> None:
    host = Host("profi", random_bytes=counter_bytes())  # type: ignore[arg-type]
    host.invite()
    host.invite()
    link = host.offer_made(1, CHROMIUM_OFFER, PAGE)
    cases = [
        (link, "invitation link, not a reply", "not_reply"),
        (reply_for(host, 2), "invitation for seat 2", "other_seat"),
        (reply_for(host, 1, token=b"old!"), "older invitation", "older"),
        ("hello there", "not a Preferanzen code", "not_code"),
        (reply_for(host, 1)[:-5], "cut off|damaged", "damaged"),
    ]
    for pasted, says, reason in cases:
        with pytest.raises(handshake.HandshakeError, match=says) as raised:
            host.accept(1, pasted)
        assert raised.value.reason == reason and reason in handshake.REASONS
        assert host.seats[1].rejected == f"online:why:{reason}" and not host.seats[1].replied
    host.accept(1, reply_for(host, 1))
    with pytest.raises(handshake.HandshakeError, match="used already") as raised:
        host.accept(1, reply_for(host, 1))  # the same reply twice: a second friend on the link
    assert raised.value.reason == "used"


def test_a_reply_to_the_link_of_a_seated_friend_says_the_link_was_used() -> None:
    """Found by a play-tester: a third person opened the link a seated friend had used;
    his reply was refused as "an older invitation: send the new link", and the new link
    is the seated friend's way back (following that advice would hand his seat over)."""
    host = make_host(1)
    used = host.seats[1].used  # the link he came in with; the seat has a fresh one
    assert used is not None and used != host.seats[1].token and host.seats[1].online
    for token in (used, b"old!"):  # the used link's reply, and one to any other link
        with pytest.raises(handshake.HandshakeError, match="used already") as raised:
            host.accept(1, reply_for(host, 1, token=token))
        assert raised.value.reason == "used" and host.seats[1].online
    assert host.seats[1].rejected == "online:why:used"
    host.accept(1, reply_for(host, 1))  # the seat's fresh link stays his way back
    assert host.closed(1)  # gone: the used link is still used, an older one is older
    with pytest.raises(handshake.HandshakeError, match="used already"):
        host.accept(1, reply_for(host, 1, token=used))
    with pytest.raises(handshake.HandshakeError, match="older invitation"):
        host.accept(1, reply_for(host, 1, token=b"old!"))


def test_a_new_invitation_voids_the_old_one() -> None:
    host = make_host(1)
    old = host.seats[1].token
    assert host.closed(1)
    host.reinvite(1)
    assert host.seats[1].token != old and host.seats[1].kind == "guest"
    stale = encode("hello", "to_host", name="x", token=(old or b"").hex(), id=None)
    text = refused_hello(host, 1, stale)
    assert "another invitation" in text


def refused_hello(host: Host, seat: int, text: str) -> str:
    outcome = host.receive(seat, text)
    assert outcome.close and not outcome.changed
    return str(decode(outcome.replies[0], "to_guest")["text"])


# --- forged and broken messages ----------------------------------------------------------


def test_garbage_is_refused() -> None:
    host = make_host(1)
    bare = json.dumps({"v": PROTOCOL})
    for text in ("", "}{", "null", "[]", bare, "x" * 5000, 17, None):
        refused(host, 1, text, "malformed" if text != bare else "unknown")


def test_another_version_is_told_so_and_closed() -> None:
    host = make_host(1)
    outcome = host.receive(1, json.dumps({"v": PROTOCOL + 1, "t": "hello", "whatever": 1}))
    error = decode(outcome.replies[0], "to_guest")
    assert error["code"] == "version" and f"version {PROTOCOL + 1}" in error["text"]
    assert outcome.close


def test_a_message_before_hello_is_refused() -> None:
    host = Host("profi", random_bytes=counter_bytes())  # type: ignore[arg-type]
    host.invite()
    host.attach(Session.new(7, 0))
    text = refused(host, 1, message(host, 1, action="pass"), "malformed")
    assert "hello" in text


def test_wrong_seat() -> None:
    host = make_host(2)
    to_turn_of(host, 2)
    text = refused(host, 1, message(host, 2, action=legal_actions(host.session.state)[0]), "seat")
    assert "seat 1, not 2" in text


def test_out_of_turn() -> None:
    host = make_host(2)
    to_turn_of(host, 2)
    text = refused(host, 1, message(host, 1, action="pass"), "turn")
    assert "not your turn" in text


def test_illegal_and_invalid_actions() -> None:
    host = make_host(1)
    to_turn_of(host, 1)
    state = host.session.state
    assert state.phase == "auction"
    for action in ("bid:durchmarsch_x", "play:HA", "discard:C7,C8", "bid:9", "fly"):
        refused(host, 1, message(host, 1, action=action), "illegal")
    not_mine = next(c for c in card_names(state.hands[0]))
    refused(host, 1, message(host, 1, action=f"play:{not_mine}"), "illegal")


def test_replayed_and_stale_messages() -> None:
    """A message repeated (or sent about an older position) is stale: the ply moved on."""
    host = make_host(1)
    to_turn_of(host, 1)
    first = message(host, 1, action=legal_actions(host.session.state)[0])
    assert host.receive(1, first).changed
    refused(host, 1, first, "stale")
    ahead = json.loads(message(host, 1, action="pass"))
    refused(host, 1, json.dumps({**ahead, "ply": ahead["ply"] + 1}), "stale")
    refused(host, 1, json.dumps({**ahead, "deal": 2}), "stale")


def test_a_message_from_the_previous_deal_is_stale_even_at_the_same_ply() -> None:
    host = make_host(1)
    session = host.session
    rng = random.Random(4)

    while not is_over(session.state):
        session.state = apply(session.state, rng.choice(legal_actions(session.state)))
    session.next_deal()
    to_turn_of(host, 1)
    old = json.loads(message(host, 1, action=legal_actions(session.state)[0]))
    refused(host, 1, json.dumps({**old, "deal": 1}), "stale")


def test_a_friend_who_joins_during_a_deal_plays_from_the_next_one() -> None:
    """The seat is its bot's until the friend joins, and for the rest of the deal he joins
    in: the bot is asked for its moves, the friend's are refused, he is told the seat is a
    bot's; the next deal is his, and the saved seats keep when."""
    host = make_host(1)
    session = host.session
    assert session is not None
    assert host.invite() == 2 and session.humans == frozenset({0, 1})  # invited: still Mizzi's
    join(host, 2, "Rudi")
    assert session.humans == frozenset({0, 1}) and host.seats[2].online
    assert [s["kind"] for s in host.seat_infos("Host")] == ["host", "guest", "bot"]
    to_turn_of(host, 2)
    request = session.bot_request()
    assert request is not None and request.seat == 2
    text = refused(host, 2, message(host, 2, action=legal_actions(session.state)[0]), "turn")
    assert "next deal" in text
    refused(host, 2, message(host, 2, "undo"), "turn")
    saved = Host.from_dict(json.loads(json.dumps(host.to_dict())))  # a reload keeps it so
    saved.attach(session)
    assert session.humans == frozenset({0, 1})
    host.attach(session)
    while not is_over(session.state):
        session.state = apply(session.state, legal_actions(session.state)[0])
    session.next_deal()
    host.sync()
    assert session.humans == frozenset({0, 1, 2})
    assert [s["kind"] for s in host.seat_infos("Host")] == ["host", "guest", "guest"]
    assert host.played[0][2] == {"kind": "bot", "name": ""}  # deal 1 was Mizzi's
    saved = Host.from_dict(json.loads(json.dumps(host.to_dict())))
    saved.attach(session)
    assert session.humans == frozenset({0, 1, 2})
    fresh = Session.new(8, 1)  # a new match begins with him
    host.attach(fresh)
    assert fresh.humans == frozenset({0, 1, 2})


def test_a_seat_handed_to_a_bot_is_closed() -> None:
    host = make_host(1)
    host.to_bot(1)
    assert host.session.humans == frozenset({0})
    outcome = host.receive(1, message(host, 1, action="pass"))
    assert outcome.close and decode(outcome.replies[0], "to_guest")["t"] == "bye"


def test_a_guest_who_leaves_gives_his_seat_to_the_computer() -> None:
    """His ``bye`` (he began a match of his own): the seat is a bot's, the channel closes; a
    bye before his hello, or from a seat that is no guest's, changes nothing."""
    host = make_host(1)
    before = host.session.state
    goodbye = encode("bye", "to_host", reason="left")
    assert host.receive(2, goodbye).close  # seat 2 is a bot's: refused as such
    assert host.seats[1].kind == "guest" and host.session.state is before
    outcome = host.receive(1, goodbye)
    assert outcome.left and outcome.close and outcome.changed and not outcome.replies
    assert host.seats[1].kind == "bot" and host.session.humans == frozenset({0})
    assert host.session.state is before  # the deal goes on where it stood
    silent = Host("profi", random_bytes=counter_bytes())  # type: ignore[arg-type]
    silent.invite()
    silent.attach(Session.new(7, 0))
    assert not silent.receive(1, goodbye).left  # no hello yet: "say hello first"
    assert silent.seats[1].kind == "guest"


def test_random_forgeries_never_change_the_match() -> None:
    """Well-formed messages with random seats, deals, plies and actions: only the one that
    matches the table exactly (the guest's own legal move, now) is applied."""
    host = make_host(2)
    session = host.session
    rng = random.Random(9)
    vocabulary = ["pass", "hold", "bid:1", "bid:sans", "name:H", "defend:play", "invite:no",
                  "discard:C7,C8", "announce:S", "play:HA", "play:C7", "play:SK"]  # fmt: skip
    applied = 0
    for _ in range(3000):
        if session.over:
            break
        legal = legal_actions(session.state)
        fields = {
            "seat": rng.choice([0, 1, 2]),
            "deal": rng.choice([1, 1, 2]),
            "ply": len(session.state.history) + rng.choice([0, 0, -1, 1]),
            "action": rng.choice(vocabulary + legal),
        }
        sender = rng.choice([1, 2])
        if fields["ply"] < 0:
            continue
        before = record_text(session.state)
        good = (
            fields["seat"] == sender == session.state.to_move
            and fields["deal"] == 1
            and fields["ply"] == len(session.state.history)
            and fields["action"] in legal
        )
        outcome = host.receive(sender, json.dumps({"v": PROTOCOL, "t": "act", **fields}))
        assert outcome.changed == good, fields
        if not good:
            assert record_text(session.state) == before
        applied += good
        if session.state.to_move == 0:  # the host's own moves: the first legal one
            session.act(legal_actions(session.state)[0])
    assert applied >= 5


# --- what a guest receives ---------------------------------------------------------------


def test_a_guest_receives_only_his_own_observation() -> None:
    host = make_host(2)
    session = host.session
    rng = random.Random(2)

    for _ in range(25):
        for seat, text in host.states("Host"):
            state = decode(text, "to_guest")
            assert state["obs"]["seat"] == seat
            others = {c for s in (0, 1, 2) if s != seat for c in card_names(session.state.hands[s])}
            hidden = others | set(card_names(session.state.dealt[3]))
            if session.state.declarer == seat:
                hidden -= set(card_names(session.state.dealt[3]))
            visible = set(state["obs"]["hand"])
            assert not visible & hidden
            assert "seed" not in text and record_text(session.state) not in text
        if session.over:
            break
        session.state = apply(session.state, rng.choice(legal_actions(session.state)))


def test_welcome_and_lobby_state() -> None:
    host = Host("profi", "default", random_bytes=counter_bytes())  # type: ignore[arg-type]
    host.invite()
    token = host.seats[1].token or b""
    outcome = host.receive(
        1, encode("hello", "to_host", name="  Anna\x00 ", token=token.hex(), id=None)
    )
    welcome = decode(outcome.replies[0], "to_guest")
    assert (welcome["t"], welcome["seat"], welcome["level"]) == ("welcome", 1, "profi")
    ((seat, text),) = host.states("Heidi")
    lobby = decode(text, "to_guest")
    assert seat == 1 and lobby["obs"] is None and lobby["deal"] == 0
    assert [s["name"] for s in lobby["seats"]] == ["Heidi", "Anna", ""]
    assert [s["kind"] for s in lobby["seats"]] == ["host", "guest", "bot"]


def test_guest_undo_stops_at_a_move_another_human_answered() -> None:
    host = make_host(2, seed=11)
    session = host.session
    to_turn_of(host, 1)
    assert host.receive(1, message(host, 1, action=legal_actions(session.state)[0])).changed
    if session.state.to_move == 2:  # the other guest answers: seat 1 may no longer undo
        assert host.receive(2, message(host, 2, action=legal_actions(session.state)[0])).changed
        text = refused(host, 1, message(host, 1, "undo"), "undo")
        assert "answered" in text


def test_host_undo_respects_the_guests() -> None:
    host = make_host(1, seed=7)
    session = host.session
    to_turn_of(host, 0)
    session.act(legal_actions(session.state)[0])
    if session.state.to_move == 1:
        assert host.receive(1, message(host, 1, action=legal_actions(session.state)[0])).changed
        assert session.undo_point() == "answered"
        with pytest.raises(GameError, match="answered"):
            session.undo()


def test_saved_seats_come_back_offline_with_new_invitations() -> None:
    host = make_host(2)
    data = host.to_dict()
    again = Host.from_dict(json.loads(json.dumps(data)), random_bytes=counter_bytes())  # type: ignore[arg-type]
    assert [p.kind for p in again.seats] == ["host", "guest", "guest"]
    assert [p.name for p in again.seats] == ["", "Gast1", "Gast2"]
    assert not any(p.online for p in again.seats[1:])
    assert all(p.token for p in again.seats[1:])
    for bad in (None, [], {"role": "guest"}, {**data, "seats": [{}]}, {**data, "level": 3}):
        with pytest.raises(ValueError):
            Host.from_dict(bad)


# --- coming back without a new link --------------------------------------------------------


def good_base64(key: str) -> str:
    return spare_code(1, key)


def spare_code(seat: int, key: str) -> str:
    return handshake.pack(handshake.from_sdp("offer", CHROMIUM_OFFER, seat, bytes.fromhex(key)))


def test_a_used_invitation_is_replaced_and_the_seat_gets_a_lasting_key() -> None:
    host = Host("profi", random_bytes=counter_bytes())  # type: ignore[arg-type]
    host.invite()
    host.offer_made(1, CHROMIUM_OFFER, PAGE)
    used = host.seats[1].token or b""
    host.accept(1, reply_for(host, 1))
    identity = handshake.identity_code(IDENTITY, 1)
    sent = handshake.wire(identity)
    outcome = host.receive(1, encode("hello", "to_host", name="A", token=used.hex(), id=sent))
    plan = host.seats[1]
    assert outcome.joined and plan.online and plan.key is not None
    assert plan.token not in (None, used) and plan.link is None and not plan.replied
    assert plan.identity == handshake.identity_sdp(identity)
    welcome = decode(outcome.replies[0], "to_guest")
    assert welcome["key"] == plan.key and welcome["id"] is None  # the host has none yet
    # Closing keeps the fresh, unused invitation: its link is the one to send.
    fresh = plan.token
    assert host.closed(1) and not plan.online and plan.token == fresh
    # The guest comes back through a spare: his hello says the key, not a token.
    back = encode("hello", "to_host", name="A", token=plan.key, id=None)
    assert host.receive(1, back).joined and plan.online and plan.token == fresh
    assert plan.identity is None  # this time he has none: no spare for him
    # A wrong key, or the used token, is another invitation's connection.
    host.closed(1)
    for token in ("00000000", used.hex()):
        outcome = host.receive(1, encode("hello", "to_host", name="A", token=token, id=None))
        assert outcome.close and not plan.online


def test_a_guests_spare_is_checked_and_kept_through_a_reload() -> None:
    host = make_host(2)
    key = host.seats[1].key or ""
    before = record_text(host.session.state)  # type: ignore[union-attr]
    for code in (spare_code(2, key), spare_code(1, "00000000"), reply_for(host, 1)):
        refused(host, 1, encode("spare", "to_host", code=handshake.wire(code)), "malformed")
    refused(host, 1, encode("spare", "to_host", code="p1x00"), "malformed")  # not a code
    refused(host, 1, json.dumps({"v": PROTOCOL, "t": "spare", "code": good_base64(key)}),
            "malformed")  # a code in the base64 form: the schema wants hex  # fmt: skip
    assert host.seats[1].spare is None
    good = spare_code(1, key)
    outcome = host.receive(1, encode("spare", "to_host", code=handshake.wire(good)))
    assert outcome.saved and not outcome.changed and host.seats[1].spare == good
    assert record_text(host.session.state) == before  # type: ignore[union-attr]
    saved = json.loads(json.dumps(host.to_dict()))
    again = Host.from_dict(saved, random_bytes=counter_bytes())  # type: ignore[arg-type]
    assert (again.seats[1].key, again.seats[1].spare) == (key, good)
    assert again.seats[2].spare is None and again.seats[2].key == host.seats[2].key
    # A spare that does not fit its seat's key is not kept (a hand-edited store).
    saved["seats"][1]["key"] = "0badf00d"
    assert Host.from_dict(saved).seats[1].spare is None
    saved["seats"][1]["key"] = "nothex!!"
    assert Host.from_dict(saved).seats[1].key is None


def test_the_hosts_spare_for_a_guest() -> None:
    host = make_host(1)
    text = host.spare_for(1, CHROMIUM_OFFER)
    spare = handshake.unpack(handshake.unwire(decode(text, "to_guest")["code"]) or "")
    assert (spare.kind, spare.seat, spare.token.hex()) == ("offer", 1, host.seats[1].key)
    with pytest.raises(GameError):
        host.spare_for(2, CHROMIUM_OFFER)  # a bot's seat


def test_who_played_the_finished_deals_is_kept_over_a_reload() -> None:
    """``Host.played`` (who played each finished deal) is saved with the seats; a damaged
    saved list is left out (the rows then name the seats as they are), never an error."""
    host = make_host(1)
    assert host.session is not None
    host.played = [host.seated()]
    saved = json.loads(json.dumps(host.to_dict()))
    assert Host.from_dict(saved).played == [
        [
            {"kind": "host", "name": ""},
            {"kind": "guest", "name": "Gast1"},
            {"kind": "bot", "name": ""},
        ]
    ]
    extra = [{"kind": "bot", "name": "", "x": 1}] * 3  # the wire's shape exactly (protocol)
    for bad in ([[{"kind": "ghost", "name": ""}] * 3], [[]], "x", [[{"kind": "bot"}] * 3], [extra]):
        assert Host.from_dict({**saved, "played": bad}).played == []
