"""A guest's side: the invitation it answers, the host's messages checked, its own moves.

Owns what a guest's page knows of the match: the seat its invitation is for, the host's
``welcome``, and the latest ``state`` (its own observation and the public score sheet) —
nothing else ever reaches it. Every host message is checked (``protocol.decode``, and that
the observation is for this very seat) before it replaces anything; a refused one becomes a
notice. A move is sent only when the observation offers it (``act``), once: until the
host's answer arrives the guest waits (``pending``), so a double click sends nothing twice.
The view gets everything turned so that the guest's own seat is at the bottom (``seats``).

Coming back without a new link: the host's welcome gives the seat's lasting ``key`` and the
host browser's identity, for which the guest's browser makes a spare connection
(``spare_for``: the host answers it after a reload of his own); the host sends a ``spare``
of his, kept here (``spare``) and answered after the guest's reload or lost connection.
A ``hello`` on a channel opened that way says the key instead of the invitation's token.
"""

from __future__ import annotations

import json
import re
from dataclasses import dataclass
from typing import Any

from game import Rules
from game.pools import contributions

from . import handshake, protocol
from .handshake import Handshake
from .seats import turn_observation, turn_rows, turn_triple

__all__ = ["Update", "Guest", "PAST_KEPT", "with_pool"]

PAST_KEPT = 50


@dataclass(frozen=True, slots=True)
class Update:
    """What one host message did."""

    changed: bool = False
    """The table or the seats changed: save and repaint."""
    notice: tuple[str, str] | None = None
    """(code, text) to show: a refused move, another version, the seat handed to a bot."""
    close: bool = False
    joined: bool = False
    """The host's ``welcome``: this page is (back) at the table."""
    undone: int | None = None
    """Another player (this match seat) took back his last move: it left this table."""
    new_match: bool = False
    """The host began another match at this table (the last one is kept in ``past``)."""


class Guest:
    """One guest page's share of the match."""

    def __init__(self, invitation: Handshake, name: str) -> None:
        """``invitation``: the host's offer from the link (``handshake.unpack``)."""
        if invitation.kind != "offer":
            raise handshake.HandshakeError(
                "this is a reply code, not an invitation link", "not_link"
            )
        self.invitation = invitation
        self.seat = invitation.seat
        self.name = name
        self.reply: str | None = None
        """The reply code for the host, once the browser has answered the offer."""
        self.connected = False
        self.welcome: dict[str, Any] | None = None
        self.state: dict[str, Any] | None = None
        self.pending: str | None = None
        """The move sent and not yet answered by a new state."""
        self.match: str | None = None
        """The match of the table shown (``state``), from the host's welcome."""
        self.past: list[dict[str, Any]] = []
        """Earlier matches at other hosts' tables: the last state of each (its score sheet),
        newest last, at most ``PAST_KEPT``."""
        self.key: str | None = None
        """The seat's lasting secret from the host's welcome (hex)."""
        self.spare: str | None = None
        """The host's spare offer for this seat (``handshake`` code), answered to come back."""
        self.said_hello = False
        """A ``hello`` went out and its welcome has not come yet."""
        self.state_match: str | None = None
        """The match ``state`` belongs to (a new match's first state is no take-back)."""

    @classmethod
    def from_link(cls, text: str, name: str) -> Guest:
        """The guest for an invitation link (or its ``#join=…`` part).

        Raises:
            HandshakeError: the link is damaged, cut off, from another version, or a reply.
        """
        return cls(handshake.unpack(handshake.code_from_text(text)), name)

    def offer_sdp(self) -> str:
        """The host's offer as a session description for the browser."""
        return handshake.to_sdp(self.invitation)

    def answer_made(self, sdp: str) -> str:
        """The browser's answer, packed as the reply code the host pastes.

        Raises:
            HandshakeError: the answer cannot be used (e.g. no network candidate at all).
        """
        answer = handshake.from_sdp("answer", sdp, self.seat, self.invitation.token)
        self.reply = handshake.pack(answer)
        return self.reply

    # --- the channel ---------------------------------------------------------------------

    def opened(self, via: str, identity: str | None) -> str:
        """The channel is open: the ``hello`` to send first. ``via``: how it was made (an
        ``answer`` to the invitation, or a spare: ``resume``, ``standby``); ``identity``:
        this browser's lasting identity code, if it has one."""
        self.connected, self.said_hello = True, True
        token = self.invitation.token.hex()
        if via != "answer" and self.key is not None:
            token = self.key
        return protocol.encode("hello", "to_host", name=self.name, token=token, id=identity)

    def closed(self) -> None:
        self.connected, self.pending = False, None

    def receive(self, text: object) -> Update:
        """Check and take in one message from the host."""
        try:
            message = protocol.decode(text, "to_guest")
        except protocol.ProtocolError as error:
            return Update(notice=(error.code, str(error)), close=error.code == "version")
        kind = message["t"]
        if kind == "welcome":
            if message["seat"] != self.seat:
                why = f"the host seated us at {message['seat']}, the invitation said {self.seat}"
                return Update(notice=("seat", why), close=True)
            # "" is the table before the host's first match: his start is no new match
            new_match = self.match not in (None, "", message["match"])
            self.file_match(message["match"])
            self.welcome, self.match = message, message["match"]
            if self.key != message["key"]:
                self.key, self.spare = message["key"], None
            answered, self.said_hello = self.said_hello, False
            return Update(changed=True, joined=answered, new_match=new_match)
        if kind == "state":
            obs = message["obs"]
            if self.welcome is None or (obs is not None and obs["seat"] != self.seat):
                return Update(notice=("seat", "the host sent a view of another seat"))
            before = self.state if self.state_match == self.match else None
            undone = taken_back(before, message, self.seat)
            self.state, self.pending, self.state_match = message, None, self.match
            return Update(changed=True, undone=undone)
        if kind == "error":
            self.pending = None
            return Update(changed=True, notice=(message["code"], message["text"]))
        if kind == "bye":
            self.spare = None  # the seat is not ours any more: nothing to come back to
            return Update(changed=True, notice=("bye", message["reason"]), close=True)
        if kind == "spare":
            code = handshake.unwire(message["code"])
            if code is None or not self._fits(code):
                return Update(notice=("seat", "the host's spare is for another seat"))
            self.spare = code
            return Update(changed=True)
        return Update()  # pong: the round trip is measured by the page

    def _fits(self, code: str) -> bool:
        try:
            spare = handshake.unpack(code)
        except handshake.HandshakeError:
            return False
        return spare.kind == "offer" and spare.seat == self.seat and spare.token.hex() == self.key

    def spare_for(self, sdp: str) -> str:
        """The ``spare`` message for the host: the offer of the spare connection that the
        browser made for the host's identity.

        Raises:
            HandshakeError: the offer cannot be used, or there is no key yet.
        """
        if self.key is None:
            raise handshake.HandshakeError("no welcome yet")
        offer = handshake.from_sdp("offer", sdp, self.seat, bytes.fromhex(self.key))
        return protocol.encode("spare", "to_host", code=handshake.wire(handshake.pack(offer)))

    def host_identity(self) -> str | None:
        """The host's lasting identity as a remote description for a spare, if usable."""
        code = self.welcome["id"] if self.welcome is not None else None
        return handshake.identity_sdp(handshake.unwire(code))

    def spare_sdp(self) -> str | None:
        """The host's spare offer as a session description, to come back through."""
        try:
            return handshake.to_sdp(handshake.unpack(self.spare)) if self.spare else None
        except handshake.HandshakeError:
            return None

    def file_match(self, match: str) -> None:
        """A welcome to ``match``: the table shown so far, if of another match, is kept in
        ``past`` (the guest's own history of the matches he played at friends' tables)."""
        previous = self.match
        if self.state is not None and previous not in (None, match) and self.state["rows"]:
            self.past = [*self.past, {"match": previous, "seat": self.seat, **self.state}]
            self.past = self.past[-PAST_KEPT:]
            self.state = None

    # --- moves ---------------------------------------------------------------------------

    def obs(self) -> dict[str, Any] | None:
        """The guest's own observation, as the host sent it (match seat numbers)."""
        return self.state["obs"] if self.state is not None else None

    @property
    def benched(self) -> bool:
        """The host's computer plays this seat in the deal on the table (the guest joined
        during it and plays from the next one): his page only watches."""
        return self.state is not None and self.state["seats"][self.seat]["kind"] == "bot"

    def act(self, action: str) -> str | None:
        """The message for ``action``, or None when it is not offered now or a move is
        still on its way."""
        obs = self.obs()
        if not self.connected or self.pending is not None or obs is None or self.benched:
            return None
        if action not in obs["legal"]:
            return None
        assert self.state is not None
        self.pending = action
        return protocol.encode(
            "act",
            "to_host",
            seat=self.seat,
            deal=self.state["deal"],
            ply=len(obs["history"]),
            action=action,
        )

    def undo(self) -> str | None:
        """The message asking the host to take back our last move, or None if not now."""
        if not self.connected or self.pending is not None or self.state is None or self.benched:
            return None
        if self.state["undo"] is not None or self.state["obs"] is None:
            return None
        self.pending = "undo"
        return protocol.encode(
            "undo",
            "to_host",
            seat=self.seat,
            deal=self.state["deal"],
            ply=len(self.state["obs"]["history"]),
        )

    # --- the view ------------------------------------------------------------------------

    def view(self) -> dict[str, Any] | None:
        """The table turned to this seat: ``obs``, ``rows``, ``pool``, ``totals``, ``seats``,
        ``deal``, ``undo`` (None before the host's first state)."""
        state = self.state
        if state is None:
            return None
        obs = state["obs"]
        idle = self.pending is not None or not self.connected or self.benched
        if obs is not None and idle:  # a move is on its way, nobody would hear it, or the
            obs = {**obs, "legal": []}  # computer plays this seat until the next deal
        rules = self.welcome["rules"] if self.welcome is not None else "default"
        rows, pool = with_pool(turn_rows(state["rows"], self.seat), rules)
        return {
            "deal": state["deal"],
            "obs": turn_observation(obs, self.seat) if obs is not None else None,
            "rows": rows,
            "pool": pool,
            "totals": turn_triple(state["totals"], self.seat),
            "seats": turn_triple(state["seats"], self.seat),
            # nothing to take back while a move is on its way or nobody would hear it
            "undo": "nothing" if idle else state["undo"],
        }

    # --- saving --------------------------------------------------------------------------

    def to_dict(self) -> dict[str, Any]:
        """The last table seen and the invitation (a reload shows the table again at once
        and knows which host's new link to expect)."""
        return {
            "role": "guest",
            "invitation": handshake.pack(self.invitation),
            "name": self.name,
            "welcome": self.welcome,
            "state": self.state,
            "match": self.match,
            "state_match": self.state_match,
            "past": self.past,
            "key": self.key,
            "spare": self.spare,
        }

    @classmethod
    def from_dict(cls, data: object) -> Guest:
        """A saved guest, not connected.

        Raises:
            ValueError: malformed data (``HandshakeError`` and ``ProtocolError`` are both).
        """
        if not isinstance(data, dict) or data.get("role") != "guest":
            raise ValueError("not a guest's saved table")
        name = data.get("name")
        guest = cls(handshake.unpack(str(data.get("invitation", ""))), str(name or ""))
        welcome, state = data.get("welcome"), data.get("state")
        try:
            if welcome is not None:
                guest.welcome = protocol.decode(json.dumps(welcome), "to_guest")
            if state is not None:
                guest.state = protocol.decode(json.dumps(state), "to_guest")
        except protocol.ProtocolError as error:
            if error.code != "version" or not all(_earlier(m) for m in (welcome, state)):
                raise
            # kept by an earlier version of the page: the host sends both again, and the
            # seat's key (below) still brings him back to his seat
            guest.welcome = guest.state = None
        if guest.state is not None:
            obs = guest.state["obs"]
            if obs is not None and obs["seat"] != guest.seat:
                raise ValueError("the saved table is another seat's")
        past = data.get("past", [])
        if not isinstance(past, list) or not all(isinstance(p, dict) for p in past):
            raise ValueError("the saved earlier matches are not a list of tables")
        guest.past = past[-PAST_KEPT:]
        match = data.get("match")
        guest.match = match if isinstance(match, str) else None
        shown = data.get("state_match")  # absent in tables saved before it was kept
        guest.state_match = shown if isinstance(shown, str) and guest.state is not None else None
        key, spare = data.get("key"), data.get("spare")
        if isinstance(key, str) and re.fullmatch("[0-9a-f]{8}", key):
            guest.key = key
            guest.spare = spare if isinstance(spare, str) and guest._fits(spare) else None
        return guest


def _earlier(message: object) -> bool:
    """Is ``message`` (a saved one, or None) of an earlier protocol version than this?"""
    if message is None:
        return True
    version = message.get("v") if isinstance(message, dict) else None
    return (
        isinstance(version, int) and not isinstance(version, bool) and version < protocol.PROTOCOL
    )


def with_pool(rows: list[dict[str, Any]], rules: str) -> tuple[list[dict[str, Any]], int | None]:
    """§9.9 on a guest's page: the score-sheet ``rows`` with what each seat paid into the
    pool before each deal (``paid``) and the pool after it (``pool``), and the pool now; for
    a match without a pool (or ``rules`` this page cannot read) the rows and None.

    The host sends each deal's net chips only; the rest follows from them as on the host's
    sheet: the payments by the engine's own rule (``game.pools.contributions``), the pool
    as what the players' chips leave over (players and pool sum to 0, ``pool_of``).

    >>> rows = [{"dealer": 1, "scores": [-2, -10, 2]}, {"dealer": 2, "scores": [0, 0, -10]}]
    >>> [(r["paid"], r["pool"]) for r in with_pool(rows, "pool=pulka_unlimited")[0]]
    [((0, 10, 0), 10), ((0, 0, 10), 20)]
    >>> with_pool(rows, "default")[1] is None
    True
    """
    try:
        parsed = Rules.parse(rules)
    except ValueError:
        return rows, None
    if parsed.pool == "per_hand":
        return rows, None
    pool, out = 0, []
    for number, row in enumerate(rows):
        paid = contributions(parsed, row["dealer"], pool, number == 0)
        pool -= sum(row["scores"])
        out.append({**row, "paid": paid, "pool": pool})
    return out, pool


def taken_back(before: dict[str, Any] | None, after: dict[str, Any], seat: int) -> int | None:
    """Who took a move back between two ``state`` messages of the same deal, if another
    player did: the deal's history lost its tail, whose first move is his (an undo takes
    back the player's last move and what came after it). None for a new deal, this seat's
    own undo, or any other change.

    >>> def state(deal, *moves):
    ...     history = [{"seat": s, "action": a} for s, a in moves]
    ...     return {"deal": deal, "obs": {"history": history}}
    >>> taken_back(state(1, (0, "pass"), (1, "bid:1"), (2, "pass")), state(1, (0, "pass")), 2)
    1
    >>> taken_back(state(1, (0, "pass"), (1, "bid:1")), state(1, (0, "pass")), 1) is None
    True
    >>> taken_back(state(1, (0, "pass"), (1, "bid:1")), state(2), 2) is None
    True
    """
    if before is None or before["deal"] != after["deal"]:
        return None
    if before["obs"] is None or after["obs"] is None:
        return None
    old, new = before["obs"]["history"], after["obs"]["history"]
    if len(new) >= len(old) or old[: len(new)] != new:
        return None
    who = old[len(new)]["seat"]
    return None if who == seat else int(who)
