"""web.online.handshake: SDP in, short code out, a valid SDP back (design.md §4 "Playing with
friends": the invitation link and the reply code).

The SDPs (tests/online_samples.py) are real: Chromium's, captured on this machine, and
Firefox's shape. The rebuilt SDP is checked in real Chromium by
the e2e tests, which connect every game through it.
"""

from __future__ import annotations

import base64
import random
import re

import pytest
from online_samples import CHROMIUM_ANSWER_WITH_STUN, CHROMIUM_OFFER, FIREFOX_OFFER, IDENTITY

from web.online import handshake
from web.online.handshake import (
    FORMAT,
    Candidate,
    Handshake,
    HandshakeError,
    code_from_text,
    from_sdp,
    invite_link,
    pack,
    to_sdp,
    unpack,
)

TOKEN = bytes.fromhex("a1b2c3d4")


def test_chromium_offer_keeps_what_the_other_side_needs() -> None:
    offer = from_sdp("offer", CHROMIUM_OFFER, 1, TOKEN)
    assert (offer.ufrag, offer.pwd, offer.setup, offer.hash) == (
        "+mxG",
        "H1KvWa6Rb/URe61pzwPF9FlL",
        "actpass",
        "sha-256",
    )
    assert offer.fingerprint.hex().upper().startswith("BD9B75D3")
    assert offer.candidates == (
        Candidate("host", "563dba6e-8193-4700-9714-44fbd5b6e582.local", 60520),
        Candidate("host", "fd297c63-b281-4548-ae30-8263a8c29141.local", 58122),
    )


def test_chromium_offer_packs_into_a_short_code() -> None:
    """Two mDNS host candidates: 151 characters, what an invitation link adds to the URL."""
    code = pack(from_sdp("offer", CHROMIUM_OFFER, 1, TOKEN))
    assert len(code) == 151 and code.startswith("P1.")
    assert len(code) < len(CHROMIUM_OFFER) / 4


@pytest.mark.parametrize(
    ("kind", "sdp", "seat"),
    [
        ("offer", CHROMIUM_OFFER, 1),
        ("answer", CHROMIUM_ANSWER_WITH_STUN, 2),
        ("offer", FIREFOX_OFFER, 2),
    ],
)
def test_round_trip_through_code_and_rebuilt_sdp(kind: str, sdp: str, seat: int) -> None:
    handshake = from_sdp(kind, sdp, seat, TOKEN)
    assert unpack(pack(handshake)) == handshake
    rebuilt = to_sdp(handshake)
    assert from_sdp(kind, rebuilt, seat, TOKEN) == handshake
    assert rebuilt.endswith("\r\n") and "\n" not in rebuilt.replace("\r\n", "")
    assert "a=mid:0" in rebuilt and "webrtc-datachannel" in rebuilt


def test_only_udp_component_one_candidates_survive() -> None:
    """TCP and RTCP-component candidates are dropped; srflx and relay keep their address."""
    answer = from_sdp("answer", CHROMIUM_ANSWER_WITH_STUN, 1, TOKEN)
    assert [c.kind for c in answer.candidates] == ["host", "srflx", "relay"]
    assert answer.candidates[2] == Candidate("relay", "198.51.100.9", 61000)
    firefox = from_sdp("offer", FIREFOX_OFFER, 1, TOKEN)
    assert [c.address for c in firefox.candidates] == [
        "7b2cd0f2-2d3a-4c3c-9d0e-2b5e0c6f4a11.local",
        "fe80::1c2d:3eff:fe4f:5a6b",
    ]


def test_rebuilt_candidates_keep_their_order_as_priority() -> None:
    sdp = to_sdp(from_sdp("answer", CHROMIUM_ANSWER_WITH_STUN, 1, TOKEN))
    priorities = [int(line.split()[3]) for line in sdp.split("\r\n") if "candidate:" in line]
    assert priorities == sorted(priorities, reverse=True)
    assert "typ srflx raddr 0.0.0.0 rport 0" in sdp


def test_hostname_candidates_are_kept_as_text() -> None:
    handshake = Handshake(
        "answer",
        2,
        TOKEN,
        "abcd",
        "p" * 22,
        "sha-1",
        bytes(20),
        "passive",
        (Candidate("relay", "turn.example.org", 3478),),
    )
    assert unpack(pack(handshake)) == handshake


@pytest.mark.parametrize(
    ("sdp", "says"),
    [
        (CHROMIUM_OFFER.replace("a=fingerprint", "a=fingerprinz"), "no a=fingerprint"),
        (CHROMIUM_OFFER.replace("a=ice-pwd:H1KvWa6Rb/URe61pzwPF9FlL", "a=ice-pwd:x"), "ice-pwd"),
        (CHROMIUM_OFFER.replace("a=setup:actpass", "a=setup:active"), "DTLS role"),
        (CHROMIUM_OFFER.replace("BD:9B", "ZZ:9B"), "malformed fingerprint"),
        ("\r\n".join(x for x in CHROMIUM_OFFER.split("\r\n") if "candidate" not in x), "STUN"),
    ],
)
def test_unusable_sdp_is_refused_with_a_reason(sdp: str, says: str) -> None:
    with pytest.raises(HandshakeError, match=says):
        from_sdp("offer", sdp, 1, TOKEN)


def test_seat_and_token_are_checked() -> None:
    with pytest.raises(HandshakeError, match="seat 1 or 2"):
        from_sdp("offer", CHROMIUM_OFFER, 0, TOKEN)
    with pytest.raises(HandshakeError, match="4 bytes"):
        from_sdp("offer", CHROMIUM_OFFER, 1, b"abc")


def test_every_truncation_is_a_clear_error() -> None:
    code = pack(from_sdp("offer", CHROMIUM_OFFER, 1, TOKEN))
    for end in range(len(code)):
        with pytest.raises(HandshakeError, match="cut off|damaged|not a Preferanzen"):
            unpack(code[:end])


def test_every_changed_character_is_caught() -> None:
    """The CRC-16 catches any single changed character (a mistyped or garbled code)."""
    code = pack(from_sdp("answer", CHROMIUM_ANSWER_WITH_STUN, 1, TOKEN))
    alphabet = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_"
    rng = random.Random(10)
    for at in range(3, len(code)):
        changed = code[:at] + rng.choice(alphabet.replace(code[at], "")) + code[at + 1 :]
        try:
            got = unpack(changed)
        except HandshakeError:
            continue
        # The last character carries padding bits only base64 ignores: same bytes, same code.
        assert got == unpack(code), f"changed character {at} went unnoticed"


def test_random_garbage_only_ever_raises_handshake_error() -> None:
    rng = random.Random(11)
    for size in range(0, 200, 3):
        raw = rng.randbytes(size)
        for text in (
            f"P{FORMAT}." + base64.urlsafe_b64encode(raw).decode(),
            base64.urlsafe_b64encode(raw).decode(),
            "".join(map(chr, raw[:40])),
        ):
            with pytest.raises(HandshakeError):
                unpack(text)


def test_another_format_is_named_as_another_version() -> None:
    code = pack(from_sdp("offer", CHROMIUM_OFFER, 1, TOKEN))
    with pytest.raises(HandshakeError, match="another version"):
        unpack(code.replace(f"P{FORMAT}.", f"P{FORMAT + 1}.", 1))
    with pytest.raises(HandshakeError, match="not a Preferanzen code"):
        unpack(code[3:])


def test_links_and_pasted_text() -> None:
    handshake = from_sdp("offer", CHROMIUM_OFFER, 1, TOKEN)
    link = invite_link("https://x.github.io/preferanzen/?seed=7&pace=instant#old", handshake)
    assert link == "https://x.github.io/preferanzen/#join=" + pack(handshake)
    code = pack(handshake)
    assert code_from_text(link) == code
    assert code_from_text(f"  #join={code}\n") == code
    wrapped = "\n".join(code[i : i + 30] for i in range(0, len(code), 30))
    assert unpack(code_from_text(f"Hier: {wrapped}".split(": ", 1)[1])) == handshake
    spoken = invite_link("https://x.github.io/preferanzen/", handshake, "ru")
    assert spoken == f"https://x.github.io/preferanzen/#join={code}&lang=ru"
    assert code_from_text(spoken) == code  # the host's language is not part of the code
    assert (
        invite_link("https://x.github.io/", handshake, "r&u") == f"https://x.github.io/#join={code}"
    )


def test_a_lasting_identity_packs_without_candidates() -> None:
    code = handshake.identity_code(IDENTITY, 2)
    assert code is not None and len(code) < 110
    identity = handshake.unpack(code, identity=True)
    assert (identity.kind, identity.setup, identity.candidates) == ("answer", "active", ())
    assert (identity.ufrag, identity.pwd) == ("Qm3xY7bA", "k2V9sTq4ZpL8wN1cR6dH0jFm")
    sdp = handshake.identity_sdp(code)
    assert sdp is not None and "a=candidate" not in sdp and "end-of-candidates" not in sdp
    assert "a=setup:active" in sdp and "a=fingerprint:sha-256 4F:1A:9C" in sdp
    # An identity is not a reply (no way to reach it), and a reply is not an identity.
    with pytest.raises(handshake.HandshakeError, match="no network candidates"):
        handshake.unpack(code)
    reply = handshake.pack(handshake.from_sdp("answer", CHROMIUM_ANSWER_WITH_STUN, 1, bytes(4)))
    assert handshake.identity_sdp(reply) is None
    assert handshake.identity_code(CHROMIUM_OFFER, 1) is None  # an offer's role is actpass
    assert handshake.identity_code(None, 1) is None and handshake.identity_sdp("P1.") is None


def test_the_message_form_of_a_code_is_hex_and_reads_like_no_card() -> None:
    """A spare's offer and an identity travel in data-channel messages a guest receives, which
    are checked for card names (``\\bHA\\b``): base64 can hold ``-HA-``, hex cannot."""
    rng = random.Random(5)
    card = re.compile(r"\b[CSDH][789TJQKA]\b")
    for _ in range(300):
        token = rng.randbytes(4)
        code = pack(from_sdp("offer", CHROMIUM_OFFER, rng.choice((1, 2)), token))
        sent = handshake.wire(code)
        assert sent is not None and not card.search(sent) and sent == sent.lower()
        assert handshake.unwire(sent) == code
    assert handshake.wire(None) is None
    for bad in (None, "", "p1x", "p1x0", "p1xZZ", "P1.abc", "p1x00 "):
        assert handshake.unwire(bad) is None
