"""The WebRTC handshake as a short text: the invitation link's fragment and the reply code.

Owns packing a session description (SDP) into a few dozen bytes and rebuilding a valid SDP
from them. A browser's SDP for one data channel is about 700 characters, nearly all of it
boilerplate; what the other side really needs is the ICE credentials (``ice-ufrag``,
``ice-pwd``), the DTLS certificate's fingerprint, the DTLS role and the candidates
(address and port). Those are packed in binary, followed by a CRC-16, and written as
base64url after the format's mark ``P1.``, so an invitation link stays short enough for a
chat message and a small QR code (``LINK_KEY`` in the URL fragment, which browsers never
send to a server).

Each packed handshake also carries which seat it is for and a random invitation token, so
the host can tell a reply to this invitation from one to another seat's or to an older one.
Decoding checks everything and raises ``HandshakeError`` with a text a player can act on
(a truncated paste, an invitation pasted where a reply belongs, another version's code).

>>> offer = Handshake("offer", 1, bytes(4), "abcd", "p" * 22, "sha-256", bytes(32),
...                   "actpass", (Candidate("host", "192.168.1.20", 50000),))
>>> code = pack(offer)
>>> len(code), unpack(code) == offer
(106, True)
"""

from __future__ import annotations

import base64
import binascii
import ipaddress
import re
import uuid
from dataclasses import dataclass

__all__ = [
    "FORMAT",
    "LINK_KEY",
    "HandshakeError",
    "Candidate",
    "Handshake",
    "from_sdp",
    "to_sdp",
    "pack",
    "unpack",
    "invite_link",
    "code_from_text",
    "identity_code",
    "identity_sdp",
    "wire",
    "unwire",
]

FORMAT = 1
"""The packed format's version: every code starts with ``P<FORMAT>.``."""
LINK_KEY = "join"
"""An invitation link is ``<page URL>#join=<code>``."""
SCTP_PORT = 5000
MAX_MESSAGE_SIZE = 65536
"""What the rebuilt SDP promises the other side; our messages are far smaller."""

_KINDS = ("offer", "answer")
_SETUPS = ("actpass", "active", "passive")
_HASHES = {"sha-256": 32, "sha-384": 48, "sha-512": 64, "sha-1": 20}
_TYPES = ("host", "srflx", "prflx", "relay")
_TYPE_PREFERENCE = {"host": 126, "prflx": 110, "srflx": 100, "relay": 0}  # RFC 8445 §5.1.2.2
_ICE_CHARS = re.compile(r"[A-Za-z0-9+/]+")  # RFC 8839 ice-char
_MDNS = re.compile(r"([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})\.local")
_HOSTNAME = re.compile(r"[A-Za-z0-9]([A-Za-z0-9.-]{0,250}[A-Za-z0-9])?")
_ADDR_IPV4, _ADDR_IPV6, _ADDR_MDNS, _ADDR_NAME = range(4)


class HandshakeError(ValueError):
    """A code or SDP that cannot be used. The message says why in English (logs, tests);
    ``reason``, one of :data:`REASONS` ("" for a fault of the browser's own description),
    says it to the player in his language (``online:why:<reason>``, see :attr:`shown`)."""

    def __init__(self, message: str, reason: str = "") -> None:
        super().__init__(message)
        self.reason = reason

    @property
    def shown(self) -> str:
        """What the page shows: the label key of the reason, else the message itself."""
        return f"online:why:{self.reason}" if self.reason else str(self)


REASONS = (
    "not_code",
    "version",
    "damaged",
    "not_reply",
    "not_link",
    "other_seat",
    "older",
    "used",
)
"""Why a pasted code or an opened link cannot be used, as the page says it."""


@dataclass(frozen=True, slots=True)
class Candidate:
    """One ICE candidate (UDP, component 1): how the other side can reach this browser."""

    kind: str
    """"host" (a local address, often an mDNS name), "srflx" (seen by STUN), "prflx",
    "relay" (a TURN server)."""
    address: str
    port: int


@dataclass(frozen=True, slots=True)
class Handshake:
    """What one side of the WebRTC handshake tells the other."""

    kind: str
    """"offer" (the host's invitation) or "answer" (the guest's reply)."""
    seat: int
    """The seat the invitation is for (1 or 2)."""
    token: bytes
    """4 random bytes naming the invitation; the reply repeats them."""
    ufrag: str
    pwd: str
    hash: str
    """The fingerprint's hash function, e.g. "sha-256"."""
    fingerprint: bytes
    setup: str
    """The DTLS role: "actpass" (offer), "active" or "passive" (answer)."""
    candidates: tuple[Candidate, ...]


# --- SDP ---------------------------------------------------------------------------------


def _attribute(lines: list[str], name: str) -> str:
    for line in lines:
        if line.startswith(f"a={name}:"):
            return line[len(name) + 3 :].strip()
    raise HandshakeError(f"the session description has no a={name} line")


def _candidates(lines: list[str]) -> tuple[Candidate, ...]:
    """The UDP candidates of component 1 (RTP/RTCP muxing and data channels need no other);
    TCP candidates are dropped: they only help where UDP is blocked, and TURN covers that."""
    found = []
    for line in lines:
        if not line.startswith("a=candidate:"):
            continue
        parts = line[len("a=candidate:") :].split()
        if len(parts) < 8 or parts[1] != "1" or parts[2].lower() != "udp" or parts[6] != "typ":
            continue
        kind, address = parts[7], parts[4]
        if kind not in _TYPES or not parts[5].isdigit() or not 0 < int(parts[5]) < 65536:
            continue
        candidate = Candidate(kind, address, int(parts[5]))
        try:
            _address_bytes(address)
        except HandshakeError:
            continue
        if candidate not in found:
            found.append(candidate)
    return tuple(found)


def from_sdp(kind: str, sdp: str, seat: int, token: bytes, *, identity: bool = False) -> Handshake:
    """The handshake in a browser's (complete, non-trickle) session description.

    ``identity``: the SDP is a browser's lasting identity (``transport.identity()``: an
    answer's credentials and certificate, no candidates), which a spare connection expects.

    Raises:
        HandshakeError: a part the other side needs is missing or malformed.
    """
    lines = sdp.replace("\r\n", "\n").split("\n")
    algorithm, _, digest = _attribute(lines, "fingerprint").partition(" ")
    try:
        fingerprint = bytes.fromhex(digest.replace(":", ""))
    except ValueError:
        raise HandshakeError(f"malformed fingerprint {digest!r}") from None
    handshake = Handshake(
        kind=kind,
        seat=seat,
        token=token,
        ufrag=_attribute(lines, "ice-ufrag"),
        pwd=_attribute(lines, "ice-pwd"),
        hash=algorithm.lower(),
        fingerprint=fingerprint,
        setup=_attribute(lines, "setup"),
        candidates=_candidates(lines),
    )
    _check(handshake, identity)
    return handshake


def _priority(kind: str, index: int) -> int:
    """RFC 8445 §5.1.2.1 for component 1; earlier candidates are preferred."""
    return (_TYPE_PREFERENCE[kind] << 24) + ((65535 - index) << 8) + 255


def to_sdp(handshake: Handshake) -> str:
    """A session description that browsers accept, equivalent to the one packed."""
    session = int.from_bytes(handshake.token + handshake.ufrag.encode()[:3], "big")
    fingerprint = ":".join(f"{b:02X}" for b in handshake.fingerprint)
    lines = [
        "v=0",
        f"o=- {session} 2 IN IP4 127.0.0.1",
        "s=-",
        "t=0 0",
        "a=group:BUNDLE 0",
        "a=msid-semantic: WMS",
        "m=application 9 UDP/DTLS/SCTP webrtc-datachannel",
        "c=IN IP4 0.0.0.0",
    ]
    for index, c in enumerate(handshake.candidates):
        related = " raddr 0.0.0.0 rport 0" if c.kind != "host" else ""
        lines.append(
            f"a=candidate:{index + 1} 1 udp {_priority(c.kind, index)} {c.address} {c.port}"
            f" typ {c.kind}{related} generation 0"
        )
    if handshake.candidates:  # an identity has none: the spare learns them from its checks
        lines.append("a=end-of-candidates")
    lines += [
        f"a=ice-ufrag:{handshake.ufrag}",
        f"a=ice-pwd:{handshake.pwd}",
        f"a=fingerprint:{handshake.hash} {fingerprint}",
        f"a=setup:{handshake.setup}",
        "a=mid:0",
        f"a=sctp-port:{SCTP_PORT}",
        f"a=max-message-size:{MAX_MESSAGE_SIZE}",
    ]
    return "\r\n".join(lines) + "\r\n"


# --- packing -----------------------------------------------------------------------------


def _check(h: Handshake, identity: bool = False) -> None:
    """Raises HandshakeError unless every field can be packed and makes sense (an
    ``identity`` is an active answer without candidates: the spare learns the way back from
    the other side's checks)."""
    if h.kind not in _KINDS:
        raise HandshakeError(f"unknown handshake kind {h.kind!r}")
    if h.seat not in (1, 2):
        raise HandshakeError(f"an invitation is for seat 1 or 2, not {h.seat!r}")
    if len(h.token) != 4:
        raise HandshakeError("the invitation token must be 4 bytes")
    for name, value, low in (("ice-ufrag", h.ufrag, 4), ("ice-pwd", h.pwd, 22)):
        if not low <= len(value) <= 255 or not _ICE_CHARS.fullmatch(value):
            raise HandshakeError(f"malformed {name} {value!r}")
    if _HASHES.get(h.hash) != len(h.fingerprint):
        raise HandshakeError(f"unusable fingerprint ({h.hash}, {len(h.fingerprint)} bytes)")
    if h.setup not in _SETUPS or (h.kind == "offer") != (h.setup == "actpass"):
        raise HandshakeError(f"DTLS role {h.setup!r} does not fit an {h.kind}")
    if identity:
        if h.kind != "answer" or h.setup != "active" or h.candidates:
            raise HandshakeError("an identity is an active answer without candidates")
    elif not h.candidates:
        raise HandshakeError(
            "the browser found no way to be reached (no network candidates); "
            "check the connection, or add a STUN/TURN server in the settings"
        )
    if len(h.candidates) > 32:
        raise HandshakeError("too many candidates")
    for c in h.candidates:
        if c.kind not in _TYPES or not 0 < c.port < 65536:
            raise HandshakeError(f"unusable candidate {c}")


def _address_bytes(address: str) -> bytes:
    """Kind byte plus the address: IPv4/IPv6 in binary, an mDNS name as its UUID."""
    try:
        ip = ipaddress.ip_address(address)
    except ValueError:
        pass
    else:
        kind = _ADDR_IPV4 if ip.version == 4 else _ADDR_IPV6
        return bytes([kind]) + ip.packed
    mdns = _MDNS.fullmatch(address)
    if mdns:
        return bytes([_ADDR_MDNS]) + uuid.UUID(mdns.group(1)).bytes
    if _HOSTNAME.fullmatch(address):
        raw = address.encode("ascii")
        return bytes([_ADDR_NAME, len(raw)]) + raw
    raise HandshakeError(f"unusable candidate address {address!r}")


def pack(handshake: Handshake, *, identity: bool = False) -> str:
    """The handshake as text: ``P<FORMAT>.`` and base64url (no padding).

    Raises:
        HandshakeError: a field cannot be packed (see ``_check``).
    """
    _check(handshake, identity)
    h = handshake
    out = bytearray([_KINDS.index(h.kind) | _SETUPS.index(h.setup) << 1 | h.seat << 3])
    out += h.token
    for text in (h.ufrag, h.pwd):
        out += bytes([len(text)]) + text.encode("ascii")
    out += bytes([list(_HASHES).index(h.hash)]) + h.fingerprint
    out.append(len(h.candidates))
    for c in h.candidates:
        out += bytes([_TYPES.index(c.kind)]) + _address_bytes(c.address) + c.port.to_bytes(2, "big")
    out += binascii.crc_hqx(bytes(out), 0).to_bytes(2, "big")
    return f"P{FORMAT}." + base64.urlsafe_b64encode(bytes(out)).rstrip(b"=").decode("ascii")


class _Reader:
    """Reads a packed code front to back; running short is a truncated code."""

    def __init__(self, data: bytes) -> None:
        self.data, self.at = data, 0

    def take(self, n: int) -> bytes:
        if self.at + n > len(self.data):
            raise HandshakeError("the code is cut off: copy it again, whole", "damaged")
        chunk = self.data[self.at : self.at + n]
        self.at += n
        return chunk

    def byte(self) -> int:
        return self.take(1)[0]

    def text(self) -> str:
        raw = self.take(self.byte())
        try:
            return raw.decode("ascii")
        except UnicodeDecodeError:
            raise HandshakeError("the code is damaged", "damaged") from None


def _address(reader: _Reader) -> str:
    kind = reader.byte()
    if kind == _ADDR_IPV4:
        return str(ipaddress.IPv4Address(reader.take(4)))
    if kind == _ADDR_IPV6:
        return str(ipaddress.IPv6Address(reader.take(16)))
    if kind == _ADDR_MDNS:
        return f"{uuid.UUID(bytes=reader.take(16))}.local"
    if kind == _ADDR_NAME:
        return reader.text()
    raise HandshakeError("the code is damaged (unknown address kind)", "damaged")


def unpack(code: str, *, identity: bool = False) -> Handshake:
    """The handshake packed in ``code`` (whitespace, e.g. from a wrapped chat line, is
    ignored); ``identity``: a lasting identity (see ``from_sdp``).

    Raises:
        HandshakeError: not a code, damaged, cut off, or from another version.
    """
    text = "".join(code.split())
    mark = re.fullmatch(r"P(\d{1,3})\.([A-Za-z0-9_-]*)", text)
    if mark is None:
        raise HandshakeError("this is not a Preferanzen code", "not_code")
    if int(mark.group(1)) != FORMAT:
        raise HandshakeError(
            f"this code comes from another version of Preferanzen (format {mark.group(1)}, "
            f"this page reads {FORMAT}): both of you should reload the page",
            "version",
        )
    try:
        data = base64.urlsafe_b64decode(mark.group(2) + "=" * (-len(mark.group(2)) % 4))
    except (binascii.Error, ValueError):
        raise HandshakeError(
            "the code is damaged or cut off: copy it again, whole", "damaged"
        ) from None
    if len(data) < 3:
        raise HandshakeError("the code is cut off: copy it again, whole", "damaged")
    body, check = data[:-2], int.from_bytes(data[-2:], "big")
    if binascii.crc_hqx(body, 0) != check:
        raise HandshakeError("the code is damaged or cut off: copy it again, whole", "damaged")
    reader = _Reader(body)
    flags = reader.byte()
    kind, setup, seat = flags & 1, flags >> 1 & 3, flags >> 3
    if setup >= len(_SETUPS):
        raise HandshakeError("the code is damaged (DTLS role)", "damaged")
    token = reader.take(4)
    ufrag, pwd = reader.text(), reader.text()
    algorithm = reader.byte()
    if algorithm >= len(_HASHES):
        raise HandshakeError("the code is damaged (fingerprint)", "damaged")
    hash_name = list(_HASHES)[algorithm]
    fingerprint = reader.take(_HASHES[hash_name])
    candidates = []
    for _ in range(reader.byte()):
        type_index = reader.byte()
        if type_index >= len(_TYPES):
            raise HandshakeError("the code is damaged (candidate type)", "damaged")
        address = _address(reader)
        port = int.from_bytes(reader.take(2), "big")
        candidates.append(Candidate(_TYPES[type_index], address, port))
    if reader.at != len(body):
        raise HandshakeError("the code is damaged (trailing bytes)", "damaged")
    handshake = Handshake(
        _KINDS[kind], seat, token, ufrag, pwd, hash_name, fingerprint, _SETUPS[setup],
        tuple(candidates),
    )  # fmt: skip
    _check(handshake, identity)
    return handshake


# --- links -------------------------------------------------------------------------------


def invite_link(page_url: str, handshake: Handshake, lang: str = "") -> str:
    """The link a friend opens: this page (without query or fragment) + ``#join=<code>``,
    then the host's language (``&lang=``: the friend's page speaks it unless he chose his
    own; in the fragment, like the code, so it never travels to a server either).

    The query is dropped so a host's test parameters (``?seed=…``) do not reach the guest.
    """
    base = page_url.split("#", 1)[0].split("?", 1)[0]
    tail = f"&lang={lang}" if lang.isalpha() and len(lang) == 2 else ""
    return f"{base}#{LINK_KEY}={pack(handshake)}{tail}"


def code_from_text(text: str) -> str:
    """The code in what a player pasted: a whole link, a ``#join=…`` fragment, or the bare
    code (the result still has to pass ``unpack``)."""
    stripped = text.strip()
    marker = f"#{LINK_KEY}="
    if marker in stripped:
        stripped = stripped.split(marker, 1)[1].split("&", 1)[0]  # not the link's ``&lang=``
    return "".join(stripped.split())


def identity_code(sdp: str | None, seat: int) -> str | None:
    """A browser's lasting identity (``transport.identity()``'s SDP) as a code for the other
    side at ``seat``, or None when there is none or it is unusable (coming back then needs a
    new link)."""
    if not sdp:
        return None
    try:
        return pack(from_sdp("answer", sdp, seat, bytes(4), identity=True), identity=True)
    except HandshakeError:
        return None


def identity_sdp(code: str | None) -> str | None:
    """The remote description a spare connection expects: the other side's lasting identity
    (None when there is none or it is unusable)."""
    if not code:
        return None
    try:
        return to_sdp(unpack(code, identity=True))
    except HandshakeError:
        return None


def wire(code: str | None) -> str | None:
    """A packed code as it travels in a data-channel message: the same bytes in lowercase
    hex after ``p<FORMAT>x`` (base64 may hold a stretch like ``-HA-``, which a check of the
    messages a guest receives would read as a card; hex never does). None stays None."""
    if code is None:
        return None
    mark = re.fullmatch(r"P(\d{1,3})\.([A-Za-z0-9_-]*)", code)
    if mark is None:
        raise HandshakeError("this is not a Preferanzen code", "not_code")
    data = base64.urlsafe_b64decode(mark.group(2) + "=" * (-len(mark.group(2)) % 4))
    return f"p{mark.group(1)}x{data.hex()}"


def unwire(text: str | None) -> str | None:
    """The packed code in a message's ``wire`` form (None if there is none or it is not one;
    ``unpack`` checks the rest)."""
    mark = re.fullmatch(r"p(\d{1,3})x((?:[0-9a-f]{2})+)", text or "")
    if mark is None:
        return None
    data = bytes.fromhex(mark.group(2))
    return f"P{mark.group(1)}." + base64.urlsafe_b64encode(data).rstrip(b"=").decode("ascii")
