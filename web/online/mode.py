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

from .. import storage
from ..lazy import ONLINE_MAX_CHARS
from ..safejson import loads
from ..session import Session
from . import handshake
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
    answer) with ``servers`` (JSON), ``accept`` (``text`` = the answer's SDP), ``send``,
    ``close``."""

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
    ice_text: str = ""
    commands: list[Command] = field(default_factory=list)
    making: set[int] = field(default_factory=set)
    """Seats whose offer (host) or answer (guest) the browser is still making."""
    failure: str | None = None
    """Why the browser could not make or open a connection (shown in the panel)."""
    drafts: dict[str, str] = field(default_factory=dict)
    """What is typed into the panel's fields, kept across repaints."""
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

    def to_bot(self, seat: int) -> None:
        self._host().to_bot(seat)
        self.making.discard(seat)
        self.commands.append(Command("close", seat))

    def offer_made(self, seat: int, sdp: str | None, error: str = "") -> None:
        """The browser's offer for ``seat`` (None: it failed with ``error``)."""
        self.making.discard(seat)
        host = self._host()
        if host.seats[seat].kind != "guest":
            self.commands.append(Command("close", seat))  # withdrawn meanwhile
            return
        try:
            if sdp is None:
                raise HandshakeError(error)
            host.offer_made(seat, sdp, self.page_url)
        except HandshakeError as failed:
            self.failure = str(failed)

    def accept(self, seat: int, pasted: str) -> None:
        """The reply pasted at ``seat``: accepted (the browser connects) or refused (the seat's
        ``rejected`` says why)."""
        try:
            sdp = self._host().accept(seat, pasted)
        except HandshakeError:
            return
        self.drafts.pop(f"reply-{seat}", None)
        self.commands.append(Command("accept", seat, sdp))

    def attach(self, session: Session) -> None:
        """The host starts (or resumes) ``session``: every guest at the table is welcomed to
        it, with its rules."""
        host = self._host()
        host.attach(session)
        for seat in GUEST_SEATS:
            if host.seats[seat].kind == "guest" and host.seats[seat].online:
                self.commands.append(Command("send", seat, host.welcome_for(seat)))

    def broadcast(self, host_name: str) -> None:
        """A fresh state to every connected guest (after any change of the match)."""
        if self.host is not None:
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
        if kind == "message":
            outcome = host.receive(seat, text)
            self.commands.extend(Command("send", seat, reply) for reply in outcome.replies)
            if outcome.close:
                self.commands.append(Command("close", seat))
            return Event(changed=outcome.changed, joined=seat if outcome.joined else None)
        if kind == "close" and host.closed(seat):
            self.reinvite(seat)  # a new link at once: the guest needs one to come back
            return Event(changed=True, lost=seat)
        return Event()

    def _guest_event(self, guest: Guest, kind: str, text: str) -> Event:
        if kind == "open":
            self.commands.append(Command("send", guest.seat, guest.opened()))
            return Event(changed=True)
        if kind == "close":
            guest.closed()
            return Event(changed=True, lost=0)
        update = guest.receive(text)
        if update.close:
            self.commands.append(Command("close", guest.seat))
        joined = guest.seat if update.joined else None
        return Event(changed=update.changed, refused=update.notice, joined=joined)

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
                }
                for seat, plan in enumerate(self.host.seats)
                if seat in GUEST_SEATS
            ]
            data["can_invite"] = self.host.next_free() is not None
            data["ready"] = self.host.ready_to_start()
            data["started"] = self.host.session is not None
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
    ``refused`` by the host (code, text)."""

    changed: bool = False
    lost: int | None = None
    joined: int | None = None
    refused: tuple[str, str] | None = None


def _status(online: bool, replied: bool, link: str | None) -> str:
    if online:
        return "online"
    if replied:
        return "connecting"
    return "waiting" if link else "offline"


def load(store: storage.Store, page_url: str) -> tuple[Online | None, str | None]:
    """The saved online side (None if there is none), and a problem's backup key if the
    saved value could not be used (it is kept under that key, nothing is lost)."""
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
    except (ValueError, TypeError, KeyError) as error:
        return None, storage.backup(store, KEY, raw) + f" ({error})"


def save(store: storage.Store, online: Online | None) -> None:
    storage.save(store, KEY, online.to_dict() if online is not None else {"role": "off"})


def invitation_in(fragment: str) -> str | None:
    """The invitation code in the page's ``location.hash``, or None."""
    marker = f"#{handshake.LINK_KEY}="
    return fragment[len(marker) :] if fragment.startswith(marker) else None
