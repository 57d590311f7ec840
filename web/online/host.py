"""The host's authority: who plays which seat, and every guest message checked before use.

Owns the host's side of playing with friends. Seat 0 is the host; seats 1 and 2 are bots
until invited (``invite`` takes the next bot seat, in seat order). An invited seat stays
its bot's until the friend has joined (his ``hello``), and a friend who joins during a deal
takes the seat at the next deal (``since``): the deal on the table never waits for someone
who may never come, and nobody takes over a hand half played. From then on the seat is
his, connected or not: the game waits for him, and only the host can hand his seat back to
a bot (``to_bot``). A seat whose invitation has been used gets a fresh one at once
(``reinvite``), so the host always has a link to send if the guest cannot come back by
himself; he usually can: his first ``hello`` brings his browser's lasting identity,
the host makes a spare connection for it (``spare_for``) and the seat gets a lasting ``key``
that a guest coming back through a spare says instead of an invitation's token. The guest
makes a spare for the host in turn (``spare``), which the host answers after a reload.

A guest's message is checked completely before anything changes (``receive``): the schema
(``protocol``), the invitation token in his ``hello``, that an ``act`` names his own seat,
the deal and the ply he saw (a replayed or doubled message is stale), that it is his turn,
and finally the engine (``Session.act`` → ``game.apply``). Whatever fails is answered with
an ``error`` naming the reason; the match is untouched. A guest only ever receives
``game.observe`` for his own seat plus the public score sheet (``state_for``).

Pure: the WebRTC side (``transport.js``) only carries the texts this module produces.
"""

from __future__ import annotations

import secrets
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from game import GameError

from ..session import Session
from ..settings import clean_name
from . import handshake, protocol
from .handshake import HandshakeError

__all__ = ["GUEST_SEATS", "SeatPlan", "Outcome", "Host"]

GUEST_SEATS = (1, 2)
HEX = frozenset("0123456789abcdef")


def _spare_fits(code: str, seat: int, key: str) -> bool:
    try:
        spare = handshake.unpack(code)
    except HandshakeError:
        return False
    return spare.kind == "offer" and spare.seat == seat and spare.token.hex() == key


@dataclass
class SeatPlan:
    """One seat as the host manages it."""

    kind: str = "bot"
    """"host", "guest" or "bot"."""
    name: str = ""
    """The guest's name from his ``hello`` ("" until then: the page shows a default)."""
    online: bool = False
    """A guest whose channel is open and whose ``hello`` was accepted."""
    token: bytes | None = None
    """The current invitation's token (None: no invitation out)."""
    link: str | None = None
    """The current invitation's link, once the browser has made the offer."""
    replied: bool = False
    """The host has accepted a reply to the current invitation (the channel is opening)."""
    rejected: str | None = None
    """Why the last pasted reply was refused (shown at the invitation)."""
    key: str | None = None
    """The seat's lasting secret (hex), given in the first welcome: a guest coming back
    through a spare says it in his ``hello``."""
    identity: str | None = None
    """The guest browser's lasting identity from his last ``hello``, as the remote
    description its spare expects (None: he has none)."""
    spare: str | None = None
    """The guest's spare offer (``handshake`` code), answered after the host reloads."""
    used: bytes | None = None
    """The token of the invitation the guest came in with (its link is used up)."""
    since: int | None = None
    """The deal (0-based) from which the guest plays the seat; its bot plays it before, and
    while None (nobody has joined yet). A match begun with him at the table: 0."""


@dataclass
class Outcome:
    """What one guest message leads to."""

    replies: list[str] = field(default_factory=list)
    """Messages for the sender."""
    changed: bool = False
    """The match or the seats changed: save, and send everyone a fresh state."""
    close: bool = False
    """Close the sender's channel (after the replies): another version, or a wrong token."""
    joined: bool = False
    """The guest's ``hello`` was accepted: he is (back) at the table."""
    invited: bool = False
    """... through the seat's invitation (the host pasted his reply), not a spare."""
    saved: bool = False
    """Only the seats changed (a spare came in): save, nothing to send."""
    undone: bool = False
    """The sender took back his last move (the others are told: it leaves their table)."""
    left: bool = False
    """The sender left the table for good (``bye``): a bot plays his seat from now on."""


class Host:
    """The host's seats and the guests' messages; the match itself is a ``Session``."""

    def __init__(
        self,
        level: str,
        rules: str = "default",
        random_bytes: Callable[[int], bytes] = secrets.token_bytes,
    ) -> None:
        self.level = level
        self.rules = rules
        self.random_bytes = random_bytes
        self.seats = [SeatPlan("host", online=True), SeatPlan(), SeatPlan()]
        self.session: Session | None = None
        self.match_id: str | None = None
        """The match these seats play (kept when saved, so a reload resumes the same one)."""
        self.identity: str | None = None
        """This browser's lasting identity (``transport.identity()``'s SDP), told to every
        guest."""
        self.seq = 0
        self.played: list[list[dict[str, str]]] = []
        """Who played each finished deal (``seated``), noted when a seat changes hands: a
        deal not noted yet was played by the seats as they are."""

    # --- seats and invitations -------------------------------------------------------------

    def plays(self, seat: int, deal: int | None = None) -> bool:
        """Whether a person plays ``seat`` in ``deal`` (0-based; by default the deal on the
        table): the host, or a friend from his ``since`` on."""
        plan = self.seats[seat]
        if deal is None:
            deal = self.session.deal_index if self.session is not None else 0
        return plan.kind == "host" or (plan.since is not None and plan.since <= deal)

    def humans(self) -> frozenset[int]:
        """The seats people play in the deal on the table (the rest are the bots')."""
        return frozenset(s for s in range(3) if self.plays(s))

    def attach(self, session: Session) -> None:
        """Play ``session`` (a new match, or the one resumed after a reload) with these seats:
        a new match begins with every friend who is at the table or whose reply the host
        has accepted."""
        if session.match_id != self.match_id:
            self.played = []
            for plan in self.seats:
                if plan.kind == "guest":
                    there = plan.online or plan.replied or plan.since is not None
                    plan.since = 0 if there else None
        self.session, self.match_id = session, session.match_id
        session.humans = self.humans()

    def next_free(self) -> int | None:
        """The seat the next invitation is for: the first bot seat, or None."""
        return next((s for s in GUEST_SEATS if self.seats[s].kind == "bot"), None)

    def seated(self, deal: int | None = None) -> list[dict[str, str]]:
        """Who plays each seat in ``deal`` (by default the deal on the table): ``kind``, and
        a guest's ``name`` (the host's and the bots' names are each page's own)."""
        return [
            {"kind": p.kind, "name": p.name if p.kind == "guest" else ""}
            if p.kind != "guest" or self.plays(s, deal)
            else {"kind": "bot", "name": ""}
            for s, p in enumerate(self.seats)
        ]

    @staticmethod
    def _named(seated: list[dict[str, str]], host_name: str) -> list[dict[str, str]]:
        """``seated`` with the host's name, as his guests are told it."""
        return [{**s, "name": host_name} if s["kind"] == "host" else s for s in seated]

    def _note_players(self) -> None:
        """A seat is about to change hands: the finished deals not noted yet keep who
        played them (``played``)."""
        finished = self.session.sheet().number if self.session is not None else 0
        while len(self.played) < finished:
            self.played.append(self.seated(len(self.played)))

    def invite(self) -> int | None:
        """Turn the next bot seat into a guest seat with a fresh invitation; its number."""
        seat = self.next_free()
        if seat is not None:
            self._note_players()
            self.seats[seat] = SeatPlan("guest")
            self.reinvite(seat)
        return seat

    def reinvite(self, seat: int) -> bytes:
        """A fresh invitation for guest ``seat`` (the old link and reply stop working; a
        guest at the table stays there)."""
        plan = self._guest(seat)
        plan.token, plan.link, plan.replied, plan.rejected = self.random_bytes(4), None, False, None
        self.sync()
        return plan.token

    def offer_made(self, seat: int, sdp: str, page_url: str, lang: str = "") -> str:
        """The browser's offer for ``seat``'s invitation, packed into the link (in the host's
        ``lang``, see ``handshake.invite_link``); the link.

        Raises:
            HandshakeError: the offer cannot be used (e.g. no network candidate at all).
        """
        plan = self._guest(seat)
        if plan.token is None:
            raise HandshakeError(f"seat {seat} has no invitation out")
        offer = handshake.from_sdp("offer", sdp, seat, plan.token)
        plan.link = handshake.invite_link(page_url, offer, lang)
        return plan.link

    def accept(self, seat: int, pasted: str) -> str:
        """The guest's reply code pasted at ``seat``'s invitation: the SDP to give the browser.

        Raises:
            HandshakeError: not a reply to this very invitation (the text says what it is).
        """
        plan = self._guest(seat)
        try:
            reply = handshake.unpack(handshake.code_from_text(pasted))
            if reply.kind != "answer":
                raise HandshakeError(
                    "this is an invitation link, not a reply: send it to a friend, and paste "
                    "the reply code he gets back",
                    "not_reply",
                )
            if reply.seat != seat:
                raise HandshakeError(
                    f"this reply belongs to the invitation for seat {reply.seat}", "other_seat"
                )
            if (
                reply.token == plan.used
                or (plan.replied and reply.token == plan.token)
                or (plan.online and reply.token != plan.token)
            ):
                # the link a friend came in with, or any but his way back while he sits
                # here: whoever answered it needs a link of his own ("older … send the new
                # link" would hand over the seat of a friend at the table)
                raise HandshakeError(
                    "this reply answers a link that was used already: another friend needs a "
                    "link of their own",
                    "used",
                )
            if reply.token != plan.token or plan.replied:
                raise HandshakeError(
                    "this reply answers an older invitation: send the new link", "older"
                )
        except HandshakeError as error:
            plan.rejected = error.shown
            raise
        plan.replied, plan.rejected = True, None
        return handshake.to_sdp(reply)

    def closed(self, seat: int) -> bool:
        """``seat``'s channel closed (a reload, a lost connection); True if that changed
        anything. The seat stays his: the game waits, and he comes back through the spare
        or with the seat's unused invitation (a fresh one if it was used meanwhile)."""
        plan = self.seats[seat]
        if plan.kind != "guest" or not (plan.online or plan.replied):
            return False
        plan.online, plan.rejected = False, None
        if plan.replied:
            self.reinvite(seat)
        return True

    def to_bot(self, seat: int) -> None:
        """A bot plays ``seat`` from now on (its player has gone for good)."""
        self._guest(seat)
        self._note_players()
        self.seats[seat] = SeatPlan()
        self.sync()

    def cancel(self, seat: int) -> None:
        """Withdraw an invitation nobody has answered yet: the seat is a bot's again."""
        self.to_bot(seat)

    def ready_to_start(self) -> bool:
        """No invitation is still waiting for its reply (``start`` may begin the match)."""
        return all(p.kind != "guest" or p.replied or p.online for p in self.seats)

    def _guest(self, seat: int) -> SeatPlan:
        if seat not in GUEST_SEATS or self.seats[seat].kind != "guest":
            raise GameError(f"seat {seat} is not a guest's seat")
        return self.seats[seat]

    def sync(self) -> None:
        """The session's ``humans`` as the seats are in the deal on the table, after any
        change of the seats or of the match (a friend who joined during a deal takes his
        seat once the next one is dealt); a seat changing hands notes who played the deals
        before (``played``)."""
        if self.session is not None:
            humans = self.humans()
            if humans != self.session.humans:
                self._note_players()
            self.session.humans = humans

    # --- guest messages --------------------------------------------------------------------

    def receive(self, seat: int, text: object) -> Outcome:
        """Check and carry out one message from the guest at ``seat`` (see the docstring)."""
        plan = self.seats[seat] if seat in GUEST_SEATS else None
        if plan is None or plan.kind != "guest":
            return Outcome([protocol.encode("bye", "to_guest", reason="to_bot")], close=True)
        try:
            message = protocol.decode(text, "to_host")
        except protocol.ProtocolError as error:
            return Outcome([self._error(error.code, str(error))], close=error.code == "version")
        kind = message["t"]
        if kind == "ping":
            return Outcome([protocol.encode("pong", "to_guest", n=message["n"])])
        if kind == "hello":
            return self._hello(seat, plan, message)
        if not plan.online:
            return Outcome([self._error("malformed", "say hello first")])
        if kind == "bye":  # he began a match of his own: his seat is the computer's
            self.to_bot(seat)
            return Outcome(changed=True, close=True, left=True)
        if kind == "spare":
            code = handshake.unwire(message["code"])
            if code is None or plan.key is None or not _spare_fits(code, seat, plan.key):
                return Outcome([self._error("malformed", "this spare does not fit this seat")])
            plan.spare = code
            return Outcome(saved=True)
        if message["seat"] != seat:
            why = f"you sit at seat {seat}, not {message['seat']}"
            return Outcome([self._error("seat", why)])
        session = self.session
        if session is None:
            return Outcome([self._error("turn", "the match has not started yet")])
        if seat not in session.humans:
            return Outcome([self._error("turn", "you play from the next deal")])
        seen = (message["deal"], message["ply"])
        now = (session.deal_index + 1, len(session.state.history))
        if seen != now:
            why = (
                f"you saw deal {seen[0]} after {seen[1]} moves, the table is at deal {now[0]} "
                f"after {now[1]}: look again"
            )
            return Outcome([self._error("stale", why)])
        if kind == "act" and session.state.to_move != seat:
            mover = session.state.to_move
            why = f"it is not your turn (seat {mover} is to move)" if mover is not None else ""
            return Outcome([self._error("turn", why or "the deal is over")])
        try:
            if kind == "act":
                session.act(message["action"], seat)
            else:
                session.undo(seat)
        except GameError as error:
            return Outcome([self._error("illegal" if kind == "act" else "undo", str(error))])
        return Outcome(changed=True, undone=kind == "undo")

    def _hello(self, seat: int, plan: SeatPlan, message: dict[str, Any]) -> Outcome:
        invited = plan.token is not None and message["token"] == plan.token.hex()
        if not invited and message["token"] != plan.key:
            why = "this connection belongs to another invitation"
            return Outcome([self._error("seat", why)], close=True)
        self._note_players()  # a friend comes (back) under his name
        plan.online, plan.name = True, clean_name(message["name"])
        if plan.since is None:  # he joins: the deal on the table is its bot's to finish
            plan.since = self.session.deal_index + 1 if self.session is not None else 0
        if plan.key is None:
            plan.key = self.random_bytes(4).hex()
        if invited:  # used: a fresh one is ready if he ever needs a link again
            plan.used = plan.token
            self.reinvite(seat)
        plan.identity = handshake.identity_sdp(handshake.unwire(message["id"]))
        return Outcome([self.welcome_for(seat)], changed=True, joined=True, invited=invited)

    def spare_for(self, seat: int, sdp: str) -> str:
        """The ``spare`` message for ``seat``: the offer of the spare connection that the
        browser made for the guest's identity.

        Raises:
            HandshakeError: the offer cannot be used, or the seat has no key yet.
        """
        plan = self._guest(seat)
        if plan.key is None:
            raise HandshakeError(f"seat {seat} has no key yet")
        offer = handshake.from_sdp("offer", sdp, seat, bytes.fromhex(plan.key))
        return protocol.encode("spare", "to_guest", code=handshake.wire(handshake.pack(offer)))

    def welcome_for(self, seat: int) -> str:
        """The ``welcome`` for ``seat``: the match and its rules (sent again when the host
        starts a match, so every guest has the rules it is played under)."""
        return protocol.encode(
            "welcome",
            "to_guest",
            seat=seat,
            match=self.session.match_id if self.session else "",
            rules=self.session.state.rules.describe() if self.session else self.rules,
            level=self.level,
            key=self.seats[seat].key or "00000000",
            id=handshake.wire(handshake.identity_code(self.identity, seat)),
        )

    def _error(self, code: str, text: str) -> str:
        return protocol.encode("error", "to_guest", code=code, text=text[:500])

    # --- what guests see -------------------------------------------------------------------

    def seat_infos(self, host_name: str) -> list[dict[str, Any]]:
        """Names and kinds of the three seats in the deal on the table (an empty name: each
        page shows its default): a friend's seat that its bot still plays is a ``bot``'s."""
        return [
            {"name": host_name if s == 0 else plan.name, "kind": who["kind"], "online": plan.online}
            for s, (plan, who) in enumerate(zip(self.seats, self.seated(), strict=True))
        ]

    def state_for(self, seat: int, host_name: str) -> str:
        """The ``state`` message for the guest at ``seat``: his own observation only."""
        session = self.session
        self.seq += 1
        if session is None:
            fields: dict[str, Any] = {"deal": 0, "obs": None, "rows": [], "totals": [0, 0, 0]}
            undo = None
        else:
            rows = [
                {
                    "number": r.number,
                    "dealer": r.dealer,
                    "declarer": r.declarer,
                    "game": r.game,
                    "bid": r.bid,
                    "scores": list(r.scores),
                    "seated": self._named(self.played[i], host_name)
                    if i < len(self.played)
                    else None,
                }
                for i, r in enumerate(session.score_rows())
            ]
            fields = {
                "deal": session.deal_index + 1,
                "obs": session.observation(seat),
                "rows": rows,
                "totals": list(session.totals()),
            }
            keep = session.undo_point(seat)
            undo = keep if isinstance(keep, str) else None
        return protocol.encode(
            "state",
            "to_guest",
            seq=self.seq,
            seats=self.seat_infos(host_name),
            undo=undo,
            **fields,
        )

    def states(self, host_name: str) -> list[tuple[int, str]]:
        """A fresh ``state`` for every connected guest."""
        return [
            (seat, self.state_for(seat, host_name))
            for seat in GUEST_SEATS
            if self.seats[seat].kind == "guest" and self.seats[seat].online
        ]

    # --- saving ----------------------------------------------------------------------------

    def to_dict(self) -> dict[str, Any]:
        """Who plays which seat, with each guest's key and spare (tokens and links are not
        kept: a reload invites anew)."""
        return {
            "role": "host",
            "match": self.match_id,
            "level": self.level,
            "seats": [
                {"kind": p.kind, "name": p.name, "key": p.key, "spare": p.spare, "since": p.since}
                for p in self.seats
            ],
            "played": self.played,
        }

    @classmethod
    def from_dict(
        cls, data: object, random_bytes: Callable[[int], bytes] = secrets.token_bytes
    ) -> Host:
        """A saved host's seats, every guest offline with a fresh invitation.

        Raises:
            ValueError: malformed data.
        """
        if not isinstance(data, dict) or data.get("role") != "host":
            raise ValueError("not a host's saved seats")
        seats, level = data.get("seats"), data.get("level")
        if not isinstance(level, str) or not isinstance(seats, list) or len(seats) != 3:
            raise ValueError("a host's saved seats need a level and three seats")
        host = cls(level, random_bytes=random_bytes)
        match = data.get("match")
        host.match_id = match if isinstance(match, str) else None
        played = data.get("played", [])  # absent in seats saved before it was kept
        if isinstance(played, list) and all(protocol.is_seated(p) for p in played):
            host.played = played
        for seat, saved in zip(GUEST_SEATS, seats[1:], strict=True):
            if not isinstance(saved, dict) or saved.get("kind") not in ("guest", "bot"):
                raise ValueError(f"seat {seat}: unknown kind")
            if saved["kind"] == "guest":
                plan = SeatPlan("guest", clean_name(saved.get("name", "")))
                key, spare = saved.get("key"), saved.get("spare")
                if isinstance(key, str) and len(key) == 8 and all(c in HEX for c in key):
                    plan.key = key
                    spare_ok = isinstance(spare, str) and _spare_fits(spare, seat, key)
                    plan.spare = spare if spare_ok else None
                    # saved before it was kept: a friend with a key was at the table
                    since = saved.get("since")
                    plan.since = since if isinstance(since, int) and since > 0 else 0
                host.seats[seat] = plan
                host.reinvite(seat)
        return host
