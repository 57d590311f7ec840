"""The page's online mode: what the controller does when friends play. Pure.

Owns the glue between the page's controller and the two sides of online play: the host's
``Host`` or the guest's ``Guest``, the work for the browser (``Command``: make an offer or
an answer, accept an answer, send a text, close a channel — carried out by ``web/main.py``
through ``transport.js``, whose events come back through ``event``), the STUN/TURN setting,
what the panel shows (``panel_data``), and the saved form under ``preferanzen:online``
(the host's seats, or the guest's last table; a reload invites anew, nothing is lost).
"""

from __future__ import annotations

import json
from dataclasses import dataclass, field
from typing import Any

from game import GameError

from .. import storage
from ..lazy import ONLINE_MAX_CHARS
from ..safejson import loads
from ..session import Session
from . import handshake, protocol
from .guest import Guest
from .handshake import HandshakeError
from .host import GUEST_SEATS, Host
from .ice import ice_servers
from .qr import qr_svg

__all__ = ["KEY", "Command", "Online", "load"]

KEY = storage.PREFIX + "online"


@dataclass(frozen=True, slots=True)
class Command:
    """Work for ``web/main.py``: ``offer``/``answer`` (``text`` = the offer's SDP for an
    answer) with ``servers`` (JSON), ``accept`` (``text`` = the answer's SDP), ``standby``
    (a spare for the other side's identity, ``text``), ``resume`` (answer the other side's
    spare offer, ``text``), ``send``, ``close`` (the live channel), ``forget`` (every
    connection of the seat)."""

    kind: str
    seat: int
    text: str = ""
    servers: str = "[]"


@dataclass
class Online:
    """The online side of one page: a host with its guests, or a guest."""

    host: Host | None = None
    guest: Guest | None = None
    page_url: str = ""
    lang: str = ""
    """The page's language, which an invitation link carries (set by the page)."""
    ice_text: str = ""
    commands: list[Command] = field(default_factory=list)
    making: set[int] = field(default_factory=set)
    """Seats whose offer (host) or answer (guest) the browser is still making."""
    failure: str | None = None
    """Why the browser could not make or open a connection (shown in the panel)."""
    drafts: dict[str, str] = field(default_factory=dict)
    """What is typed into the panel's fields, kept across repaints."""
    identity: str | None = None
    """This browser's lasting identity (``transport.identity()``'s SDP), if it has one."""
    resuming: bool = False
    """A guest is coming back through the host's spare (no link needed)."""
    ending: bool = False
    """The host asked to play on without friends while one is connected: the panel asks
    whether to drop them (``online-end-confirm``, ``online-end-cancel``)."""
    _qr: dict[str, str] = field(default_factory=dict)

    @property
    def role(self) -> str:
        return "host" if self.host is not None else "guest"

    # --- starting ------------------------------------------------------------------------

    @classmethod
    def as_host(cls, level: str, rules: str, page_url: str) -> Online:
        return cls(host=Host(level, rules), page_url=page_url)

    @classmethod
    def as_guest(cls, link: str, name: str, page_url: str) -> Online:
        """The guest for an invitation link.

        Raises:
            HandshakeError: the link cannot be used (the text says why).
        """
        return cls(guest=Guest.from_link(link, name), page_url=page_url)

    def servers(self) -> str:
        return json.dumps(ice_servers(self.ice_text)[0])

    # --- host ----------------------------------------------------------------------------

    def _host(self) -> Host:
        if self.host is None:
            raise HandshakeError("only the host invites")
        return self.host

    def invite(self) -> int | None:
        """An invitation for the next free seat; the browser makes its offer."""
        seat = self._host().invite()
        if seat is not None:
            self._offer(seat)
        return seat

    def reinvite(self, seat: int) -> None:
        self._host().reinvite(seat)
        self._offer(seat)

    def _offer(self, seat: int) -> None:
        self.making.add(seat)
        self.failure = None
        self.commands.append(Command("offer", seat, servers=self.servers()))

    def connected(self) -> bool:
        """(The host) a friend's channel is open: ending online play would drop him."""
        return self.host is not None and any(
            plan.kind == "guest" and plan.online for plan in self.host.seats
        )

    def to_bot(self, seat: int) -> None:
        """A bot plays ``seat`` from now on; a guest still connected is told so (``bye``:
        his page does not try to come back) before every connection of the seat closes."""
        host = self._host()
        if host.seats[seat].kind == "guest" and host.seats[seat].online:
            bye = protocol.encode("bye", "to_guest", reason="to_bot")
            self.commands.append(Command("send", seat, bye))
        host.to_bot(seat)
        self.making.discard(seat)
        self.commands.append(Command("forget", seat))

    def _fresh_links(self) -> None:
        """An offer for every guest seat whose invitation has no link yet (a used one was
        replaced): the host always has a link to send."""
        host = self.host
        for seat in GUEST_SEATS if host is not None else ():
            plan = host.seats[seat] if host is not None else None
            if plan and plan.kind == "guest" and plan.link is None and seat not in self.making:
                self._offer(seat)

    def resume(self) -> None:
        """Answer the other side's saved spares: the host after a reload (each guest's), the
        guest after a reload or a lost connection (the host's)."""
        servers = self.servers()
        if self.host is not None:
            for seat in GUEST_SEATS:
                plan = self.host.seats[seat]
                sdp = handshake.to_sdp(handshake.unpack(plan.spare)) if plan.spare else None
                if plan.kind == "guest" and sdp is not None:
                    self.commands.append(Command("resume", seat, sdp, servers))
        elif self.guest is not None:
            sdp = self.guest.spare_sdp()
            if sdp is not None:
                self.resuming = True
                self.commands.append(Command("resume", self.guest.seat, sdp, servers))

    def offer_made(self, seat: int, sdp: str | None, error: str = "") -> None:
        """The browser's offer for ``seat`` (None: it failed with ``error``)."""
        self.making.discard(seat)
        host = self._host()
        if host.seats[seat].kind != "guest":
            self.commands.append(Command("forget", seat))  # withdrawn meanwhile
            return
        try:
            if sdp is None:
                raise HandshakeError(error)
            host.offer_made(seat, sdp, self.page_url, self.lang)
        except HandshakeError as failed:
            self.failure = str(failed)

    def reply_field(self, seat: int) -> str:
        """The name of the reply field at ``seat``'s invitation: it names the invitation too,
        so a new one starts empty (not with the reply pasted for the last one)."""
        plan = self.host.seats[seat] if self.host is not None else None
        token = plan.token.hex() if plan is not None and plan.token is not None else ""
        return f"reply-{seat}-{token}"

    def accept(self, seat: int, pasted: str) -> None:
        """The reply pasted at ``seat``: accepted (the browser connects) or refused (the seat's
        ``rejected`` says why)."""
        try:
            sdp = self._host().accept(seat, pasted)
        except HandshakeError:
            return
        self.drafts.pop(self.reply_field(seat), None)
        self.commands.append(Command("accept", seat, sdp))

    def own_identity(self, sdp: str | None) -> None:
        """This browser's lasting identity, once the transport has it."""
        self.identity = sdp
        if self.host is not None:
            self.host.identity = sdp

    def attach(self, session: Session) -> None:
        """The host starts (or resumes) ``session``: every guest at the table is welcomed to
        it, with its rules."""
        host = self._host()
        host.attach(session)
        for seat in GUEST_SEATS:
            if host.seats[seat].kind == "guest" and host.seats[seat].online:
                self.commands.append(Command("send", seat, host.welcome_for(seat)))

    def broadcast(self, host_name: str) -> None:
        """A fresh state to every connected guest (after any change of the match), friends
        who joined during the last deal at their seats once the next one is dealt."""
        if self.host is not None:
            self.host.sync()
            for seat, text in self.host.states(host_name):
                self.commands.append(Command("send", seat, text))

    # --- guest ---------------------------------------------------------------------------

    def join(self, name: str) -> None:
        """The guest answers the invitation: the browser makes the answer."""
        guest = self.guest
        if guest is None or guest.seat in self.making:
            return
        guest.name, guest.reply = name, None
        self.making.add(guest.seat)
        self.failure = None
        self.commands.append(Command("answer", guest.seat, guest.offer_sdp(), self.servers()))

    def answer_made(self, sdp: str | None, error: str = "") -> None:
        guest = self.guest
        if guest is None:
            return
        self.making.discard(guest.seat)
        try:
            if sdp is None:
                raise HandshakeError(error)
            guest.answer_made(sdp)
        except HandshakeError as failed:
            self.failure = str(failed)

    def act(self, action: str) -> bool:
        """The guest's move to the host; False if it is not offered now."""
        guest = self.guest
        text = guest.act(action) if guest is not None else None
        if guest is None or text is None:
            return False
        self.commands.append(Command("send", guest.seat, text))
        return True

    def leave(self) -> None:
        """The guest leaves the host's table for good (a match of his own): the host is told
        (``bye``), who gives the seat to the computer; the channel closes after it."""
        guest = self.guest
        if guest is not None and guest.connected:
            bye = protocol.encode("bye", "to_host", reason="left")
            self.commands.append(Command("send", guest.seat, bye))

    def undo(self) -> bool:
        guest = self.guest
        text = guest.undo() if guest is not None else None
        if guest is None or text is None:
            return False
        self.commands.append(Command("send", guest.seat, text))
        return True

    # --- the browser's events ------------------------------------------------------------

    def event(self, kind: str, seat: int, text: str) -> Event:
        """A channel opened, a message arrived, or a channel closed."""
        if self.host is not None:
            return self._host_event(self.host, kind, seat, text)
        if self.guest is not None:
            return self._guest_event(self.guest, kind, text)
        return Event()

    def _host_event(self, host: Host, kind: str, seat: int, text: str) -> Event:
        if seat not in GUEST_SEATS:
            return Event()
        event = Event()
        if kind == "message":
            outcome = host.receive(seat, text)
            self.commands.extend(Command("send", seat, reply) for reply in outcome.replies)
            if outcome.close:
                self.commands.append(Command("close", seat))
            identity = host.seats[seat].identity
            if outcome.joined and identity is not None:  # a spare, to come back through
                self.commands.append(Command("standby", seat, identity, self.servers()))
            joined = seat if outcome.joined else None
            if outcome.left:  # the friend left for good: his seat is a bot's (Host.receive)
                self.making.discard(seat)
                self.commands.append(Command("forget", seat))
            event = Event(
                changed=outcome.changed,
                joined=joined,
                saved=outcome.saved,
                invited=outcome.invited,
                undone=seat if outcome.undone else None,
                left=seat if outcome.left else None,
            )
        elif kind == "close" and host.closed(seat):
            event = Event(changed=True, lost=seat)
            # what was refused at his link is past: the link is now the one to send him
            self.drafts.pop(self.reply_field(seat), None)
        self._fresh_links()
        return event

    def _guest_event(self, guest: Guest, kind: str, text: str) -> Event:
        if kind == "open":
            self.resuming = False
            identity = handshake.wire(handshake.identity_code(self.identity, guest.seat))
            hello = guest.opened(text, identity)
            self.commands.append(Command("send", guest.seat, hello))
            return Event(changed=True)
        if kind == "close":
            guest.closed()
            self.resume()  # back through the host's spare, if he made one
            return Event(changed=True, lost=0)
        if kind == "resume-failed":
            # the host's spare could not be answered (he is away or reloaded meanwhile): the
            # way back is a new link, which the guest must be told to ask for
            self.resuming = False
            return Event(changed=True, lost=0)
        if kind != "message":
            return Event()
        update = guest.receive(text)
        if update.close:
            self.commands.append(Command("close", guest.seat))
        identity = guest.host_identity()
        if update.joined and identity is not None:  # a spare for the host's reload
            self.commands.append(Command("standby", guest.seat, identity, self.servers()))
        joined = guest.seat if update.joined else None
        return Event(
            changed=update.changed,
            refused=update.notice,
            joined=joined,
            undone=update.undone,
            new_match=update.new_match,
        )

    def standby_made(self, seat: int, sdp: str | None) -> None:
        """The browser's spare for the other side (None: it failed; coming back then needs
        a link): its offer goes over the live channel."""
        try:
            if sdp is None:
                return
            if self.host is not None:
                text = self.host.spare_for(seat, sdp)
            elif self.guest is not None:
                text = self.guest.spare_for(sdp)
            else:
                return
        except (HandshakeError, GameError):
            return
        self.commands.append(Command("send", seat, text))

    # --- what the panel shows ------------------------------------------------------------

    def qr(self, text: str, label: str) -> str:
        if text not in self._qr:
            self._qr = {text: qr_svg(text, label), **dict(list(self._qr.items())[-7:])}
        return self._qr[text]

    def panel_data(self, qr_label: str) -> dict[str, Any]:
        """Plain data for ``panel.online_panel``."""
        servers, bad = ice_servers(self.ice_text)
        data: dict[str, Any] = {
            "role": self.role,
            "failure": self.failure,
            "ice": self.ice_text,
            "ice_bad": bad,
            "drafts": dict(self.drafts),
        }
        if self.host is not None:
            data["seats"] = [
                {
                    "seat": seat,
                    "kind": plan.kind,
                    "name": plan.name,
                    "status": _status(plan.online, plan.replied, plan.link),
                    "making": seat in self.making,
                    "link": plan.link,
                    "qr": self.qr(plan.link, qr_label) if plan.link else None,
                    "rejected": plan.rejected,
                    "field": self.reply_field(seat),
                }
                for seat, plan in enumerate(self.host.seats)
                if seat in GUEST_SEATS
            ]
            data["can_invite"] = self.host.next_free() is not None
            data["ready"] = self.host.ready_to_start()
            data["started"] = self.host.session is not None
            data["ending"] = self.ending
        elif self.guest is not None:
            guest = self.guest
            data |= {
                "seat": guest.seat,
                "name": guest.name,
                "making": guest.seat in self.making,
                "reply": guest.reply,
                "qr": self.qr(guest.reply, qr_label) if guest.reply else None,
                "connected": guest.connected,
                "spent": guest.welcome is not None and not guest.connected,
                "resuming": self.resuming,
            }
        return data

    # --- saving --------------------------------------------------------------------------

    def to_dict(self) -> dict[str, Any]:
        side = self.host.to_dict() if self.host is not None else {}
        if self.guest is not None:
            side = self.guest.to_dict()
        return {**side, "ice": self.ice_text}


@dataclass(frozen=True, slots=True)
class Event:
    """What a browser event did: ``changed`` (save, broadcast, repaint), a seat ``lost``
    (0: the guest lost the host) or ``joined`` (the guest's seat is back), a move
    ``refused`` by the host (code, text), or only something ``saved``."""

    changed: bool = False
    lost: int | None = None
    joined: int | None = None
    refused: tuple[str, str] | None = None
    saved: bool = False
    """Only what is saved changed (a spare came in)."""
    invited: bool = False
    """The guest ``joined`` through an invitation (the host's paste), not by himself."""
    undone: int | None = None
    """The player at this seat took back his last move (on the host's page a guest, on a
    guest's page any other player)."""
    new_match: bool = False
    """(A guest's page) the host began another match."""
    left: int | None = None
    """(The host's page) the friend at this seat left the table; a bot plays it now."""


def _status(online: bool, replied: bool, link: str | None) -> str:
    if online:
        return "online"
    if replied:
        return "connecting"
    return "waiting" if link else "offline"


def load(store: storage.Store, page_url: str) -> tuple[Online | None, str | None]:
    """The saved online side (None if there is none), and a problem's backup key if the
    saved value could not be used (it is kept under that key, nothing is lost). Only the
    key goes into the player's notice: the reason is the parser's English."""
    raw = store.get(KEY)
    if raw is None:
        return None, None
    try:
        data = loads(raw, max_chars=ONLINE_MAX_CHARS)  # bounded size and nesting: a ValueError
        if not isinstance(data, dict) or data.get("v") != storage.SCHEMA:
            raise ValueError("another schema version")
        ice = data.get("ice", "")
        if data.get("role") == "host":
            online = Online(host=Host.from_dict(data), page_url=page_url)
        elif data.get("role") == "guest":
            online = Online(guest=Guest.from_dict(data), page_url=page_url)
        else:
            return None, None  # online play was ended
        online.ice_text = ice if isinstance(ice, str) else ""
        return online, None
    except (ValueError, TypeError, KeyError):
        return None, storage.backup(store, KEY, raw)


def save(store: storage.Store, online: Online | None) -> None:
    storage.save(store, KEY, online.to_dict() if online is not None else {"role": "off"})


def invitation_in(fragment: str) -> str | None:
    """The invitation code in the page's ``location.hash``, or None."""
    marker = f"#{handshake.LINK_KEY}="
    return fragment[len(marker) :].split("&", 1)[0] if fragment.startswith(marker) else None
