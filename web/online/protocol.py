"""The messages between the host and its guests: versioned JSON, checked on both sides.

Owns the wire format. Every message is one JSON object ``{"v": PROTOCOL, "t": <type>, ...}``
sent as one data-channel text message. ``decode`` takes untrusted text and returns a
message that matches its type's schema exactly, or raises ``ProtocolError`` with a code
and a text; ``encode`` checks outgoing messages against the same schema, so a bug on
either side shows up where it is made. A message of another protocol version is refused
with the code ``version`` before anything else is read, so the host can tell such a guest
what is wrong.

Guest → host (``TO_HOST``):

- ``hello``  ``name``, ``token`` (hex: the invitation's, or the seat's ``key`` when the guest
             comes back through a spare), ``id`` (the guest browser's lasting identity,
             ``handshake`` code, or None): the first message on a channel;
- ``act``    ``seat``, ``deal`` (its number in the match, from 1), ``ply`` (how many actions
             of that deal the guest had seen), ``action``;
- ``undo``   ``seat``, ``deal``, ``ply``: take back the guest's last action;
- ``ping``   ``n``: answered by ``pong`` (liveness, and the benchmark's round trip);
- ``spare``  ``code``: a spare connection's offer for the host, to come back through after
             the host reloads (``handshake`` code, token = the seat's ``key``);
- ``bye``    ``reason`` (``left``): the guest leaves the table for good (he began a match
             of his own); the host gives the seat to the computer.

Host → guest (``TO_GUEST``):

- ``welcome``  ``seat``, ``match``, ``rules`` (``Rules.describe()``), ``level``, ``key`` (the
               seat's lasting secret, hex), ``id`` (the host's lasting identity or None):
               accepted;
- ``state``    ``seq``, ``deal``, ``obs`` (``game.observe`` for the guest's seat, nothing
               else of the deal; before the match starts ``deal`` 0 and no ``obs``),
               ``seats`` (names, who plays each seat and whether he is connected),
               ``rows`` and ``totals`` (the score sheet; a row's ``seated``: who played
               its seats, when not the seats as they are), ``undo`` (why the guest cannot
               take back his last action, or None);
- ``error``    ``code`` (``ERROR_CODES``), ``text``: a message was refused, nothing changed;
- ``pong``     ``n``;
- ``bye``      ``reason``: the host ended this seat's connection (e.g. handed it to a bot);
- ``spare``    ``code``: a spare connection's offer for the guest, to come back through
               after a reload or a lost connection.
"""

from __future__ import annotations

import json
import re
from collections.abc import Callable
from typing import Any

from game import PHASES

__all__ = [
    "PROTOCOL",
    "TO_HOST",
    "TO_GUEST",
    "ERROR_CODES",
    "MAX_TO_HOST",
    "MAX_TO_GUEST",
    "ProtocolError",
    "encode",
    "decode",
    "peek_version",
    "is_seated",
]

PROTOCOL = 3
MAX_TO_HOST = 2_000
"""Characters a guest's message may have: an action is a few dozen."""
MAX_TO_GUEST = 200_000
"""A state message is a few kilobytes; the score sheet of a long match adds 100 per deal."""
ERROR_CODES = ("version", "malformed", "unknown", "seat", "turn", "illegal", "stale", "undo")

Check = Callable[[object, str], None]
_CARD = re.compile(r"[CSDH][789TJQKA]")
_ACTION = re.compile(r"[a-z_]{1,20}(:[A-Za-z0-9_,]{1,40})?")
_TOKEN = re.compile(r"[0-9a-f]{8}")
_CODE = re.compile(r"p[0-9]{1,3}x(?:[0-9a-f]{2}){1,600}")
"""A packed handshake in its message form (``handshake.wire``: hex)."""


class ProtocolError(ValueError):
    """A refused message: ``code`` is one of ``ERROR_CODES``, the text says why."""

    def __init__(self, code: str, text: str) -> None:
        super().__init__(text)
        self.code = code


def _fail(path: str, why: str) -> None:
    raise ProtocolError("malformed", f"{path}: {why}")


# --- value checks ------------------------------------------------------------------------


def _int(low: int, high: int) -> Check:
    def check(value: object, path: str) -> None:
        if not isinstance(value, int) or isinstance(value, bool) or not low <= value <= high:
            _fail(path, f"expected an integer in {low}..{high}, found {value!r:.40}")

    return check


def _bool(value: object, path: str) -> None:
    if not isinstance(value, bool):
        _fail(path, f"expected true or false, found {value!r:.40}")


def _str(most: int, pattern: re.Pattern[str] | None = None) -> Check:
    def check(value: object, path: str) -> None:
        if not isinstance(value, str) or len(value) > most:
            _fail(path, f"expected a text of at most {most} characters")
        elif pattern is not None and not pattern.fullmatch(value):
            _fail(path, f"unexpected value {value!r:.40}")

    return check


def _optional(inner: Check) -> Check:
    def check(value: object, path: str) -> None:
        if value is not None:
            inner(value, path)

    return check


def _list(item: Check, most: int, exactly: int | None = None) -> Check:
    def check(value: object, path: str) -> None:
        if not isinstance(value, list) or len(value) > most:
            _fail(path, f"expected a list of at most {most} items")
        assert isinstance(value, list)
        if exactly is not None and len(value) != exactly:
            _fail(path, f"expected {exactly} items, found {len(value)}")
        for i, element in enumerate(value):
            item(element, f"{path}[{i}]")

    return check


def _object(fields: dict[str, Check], extra: bool = False) -> Check:
    """Exactly these keys (``extra``: other keys allowed and ignored by the reader)."""

    def check(value: object, path: str) -> None:
        if not isinstance(value, dict):
            _fail(path, "expected an object")
        assert isinstance(value, dict)
        missing = [k for k in fields if k not in value]
        unknown = [k for k in value if k not in fields]
        if missing:
            _fail(path, f"missing {', '.join(missing)}")
        if unknown and not extra:
            _fail(path, f"unexpected {', '.join(map(str, unknown))}")
        for key, inner in fields.items():
            inner(value[key], f"{path}.{key}")

    return check


def _any_object(value: object, path: str) -> None:
    if not isinstance(value, dict):
        _fail(path, "expected an object")


_SEAT = _int(0, 2)
_SEATS = _list(_SEAT, 3)
_CARDS = _list(_str(2, _CARD), 12)
_ACTION_TEXT = _str(61, _ACTION)
_NAME = _str(40)
_SHORT = _str(40)
_THREE_INTS = _list(_int(-(10**9), 10**9), 3, exactly=3)
_PLAYED = _list(_object({"seat": _SEAT, "card": _str(2, _CARD)}), 3)

OBSERVATION = _object(
    {
        "seat": _SEAT,
        "phase": _str(20, re.compile("|".join(PHASES) + "|[a-z]{1,20}")),
        "to_move": _optional(_SEAT),
        "dealer": _SEAT,
        "forehand": _SEAT,
        "hand": _CARDS,
        "hand_sizes": _list(_int(0, 12), 3, exactly=3),
        "history": _list(_object({"seat": _SEAT, "action": _ACTION_TEXT}), 200),
        "auction": _object(
            {
                "high": _optional(_SHORT),
                "holders": _SEATS,
                "active": _SEATS,
                "spoken": _SEATS,
            },
            extra=True,
        ),
        "naming": _list(_any_object, 3),
        "declarer": _optional(_SEAT),
        "bid": _optional(_SHORT),
        "game": _optional(_SHORT),
        "trump": _optional(_SHORT),
        "talon": _optional(_CARDS),
        "discard": _optional(_CARDS),
        "defence": _object({"defenders": _SEATS}, extra=True),
        "players": _SEATS,
        "open_hand": _optional(_object({"seat": _SEAT, "cards": _CARDS})),
        "trick": _object({"leader": _optional(_SEAT), "cards": _PLAYED}),
        "tricks": _list(
            _object({"leader": _SEAT, "cards": _PLAYED, "winner": _SEAT}, extra=True), 10
        ),
        "tricks_won": _list(_int(0, 10), 3, exactly=3),
        "legal": _list(_ACTION_TEXT, 300),  # 66 discards at the exchange
        "scores": _optional(_THREE_INTS),
        "result": _optional(_any_object),
    },
    extra=True,  # a field the engine adds later reaches the view; the known ones are checked
)
"""``game.observe``'s shape, as far as the page reads it."""

_SEATED = _list(
    _object({"kind": _str(5, re.compile("host|guest|bot")), "name": _NAME}), 3, exactly=3
)
"""Who played the seats of a finished deal (``Host.seated``)."""
_ROW = _object(
    {
        "number": _int(1, 100_000),
        "dealer": _SEAT,
        "declarer": _optional(_SEAT),
        "game": _optional(_SHORT),
        "bid": _optional(_SHORT),
        "scores": _THREE_INTS,
        "seated": _optional(_SEATED),
    }
)
_SEAT_INFO = _object(
    {"name": _NAME, "kind": _str(5, re.compile("host|guest|bot")), "online": _bool}
)

TO_HOST: dict[str, dict[str, Check]] = {
    "hello": {"name": _NAME, "token": _str(8, _TOKEN), "id": _optional(_str(1300, _CODE))},
    "act": {"seat": _SEAT, "deal": _int(1, 100_000), "ply": _int(0, 1000), "action": _ACTION_TEXT},
    "undo": {"seat": _SEAT, "deal": _int(1, 100_000), "ply": _int(0, 1000)},
    "ping": {"n": _int(0, 2**53)},
    "spare": {"code": _str(1300, _CODE)},
    "bye": {"reason": _str(4, re.compile("left"))},
}
TO_GUEST: dict[str, dict[str, Check]] = {
    "welcome": {
        "seat": _int(1, 2),
        "match": _str(80),
        "rules": _str(2000),
        "level": _SHORT,
        "key": _str(8, _TOKEN),
        "id": _optional(_str(1300, _CODE)),
    },
    "state": {
        "seq": _int(0, 2**53),
        "deal": _int(0, 100_000),
        "obs": _optional(OBSERVATION),
        "seats": _list(_SEAT_INFO, 3, exactly=3),
        "rows": _list(_ROW, 100_000),
        "totals": _THREE_INTS,
        "undo": _optional(_SHORT),
    },
    "error": {"code": _str(20, re.compile("|".join(ERROR_CODES))), "text": _str(500)},
    "pong": {"n": _int(0, 2**53)},
    "bye": {"reason": _SHORT},
    "spare": {"code": _str(1300, _CODE)},
}


def _schema(direction: str) -> tuple[dict[str, dict[str, Check]], int]:
    if direction == "to_host":
        return TO_HOST, MAX_TO_HOST
    if direction == "to_guest":
        return TO_GUEST, MAX_TO_GUEST
    raise ValueError(f"direction must be 'to_host' or 'to_guest', not {direction!r}")


def _check(message: object, direction: str) -> dict[str, Any]:
    types, _ = _schema(direction)
    if not isinstance(message, dict):
        raise ProtocolError("malformed", "a message is a JSON object")
    version = message.get("v")
    if version != PROTOCOL:
        raise ProtocolError(
            "version",
            f"the other page speaks protocol version {version!r:.20}, this one {PROTOCOL}: "
            "both should load the same version of Preferanzen (reload the page)",
        )
    kind = message.get("t")
    if kind not in types:
        raise ProtocolError("unknown", f"unknown message type {kind!r:.30} ({direction})")
    _object({"v": _int(PROTOCOL, PROTOCOL), "t": _str(10), **types[kind]})(message, kind)
    return message


def decode(text: object, direction: str) -> dict[str, Any]:
    """The message in ``text`` (untrusted), checked against its type's schema.

    ``direction`` is ``"to_host"`` (the host reads a guest) or ``"to_guest"``.

    Raises:
        ProtocolError: not JSON, too long, another version, an unknown type, or a field
            missing, unexpected or of the wrong kind (``code`` says which).
    """
    _, most = _schema(direction)
    if not isinstance(text, str):
        raise ProtocolError("malformed", "a message is text")
    if len(text) > most:
        raise ProtocolError("malformed", f"message longer than {most} characters")
    try:
        message = json.loads(text)
    except (ValueError, RecursionError):
        raise ProtocolError("malformed", "a message is JSON") from None
    return _check(message, direction)


def encode(kind: str, direction: str, **fields: object) -> str:
    """The message ``{"v": PROTOCOL, "t": kind, **fields}`` as compact JSON, checked first.

    Raises:
        ProtocolError: the message would not pass ``decode`` on the other side (a bug here).
    """
    text = json.dumps({"v": PROTOCOL, "t": kind, **fields}, separators=(",", ":"))
    decode(text, direction)
    return text


def is_seated(value: object) -> bool:
    """Is ``value`` who played the three seats of a deal, as a row's ``seated`` has it
    (``Host.seated()``; the host keeps them in his saved seats with the same check)?

    >>> is_seated([{"kind": "host", "name": ""}, {"kind": "guest", "name": "Anna"},
    ...            {"kind": "bot", "name": ""}])
    True
    >>> is_seated([{"kind": "ghost", "name": ""}] * 3), is_seated([{"kind": "bot"}] * 3)
    (False, False)
    """
    try:
        _SEATED(value, "seated")
    except ProtocolError:
        return False
    return True


def peek_version(text: object) -> object:
    """The ``v`` of a message that may be of any version (None if there is none)."""
    try:
        message = json.loads(text) if isinstance(text, str) else None
    except (ValueError, RecursionError):
        return None
    return message.get("v") if isinstance(message, dict) else None
