"""Playing with friends through the page's controllers, with the browser replaced by a wire.

A host's and guests' ``Controller`` (each with its own store, as separate browsers) are
connected by ``Wire``, which does what ``web/main.py`` and ``transport.js`` do: it carries
out the controllers' commands (offers and answers become real browser SDPs from
tests/online_samples.py, texts are delivered in order) and feeds the events back. Whole
deals, the panel's hooks in the rendered HTML, a guest's and the host's reload.
"""

from __future__ import annotations

import json
import re
from typing import Any

from online_samples import CHROMIUM_ANSWER_WITH_STUN, CHROMIUM_OFFER
from web_helpers import bot_answer

from game import observe, replay
from web.controller import Controller
from web.online.seats import turn_observation
from web.opponents import levels
from web.settings import Params
from web.view import render

PAGE = "http://127.0.0.1:8000/"


def controller(store: dict[str, str], seed: int | None = None) -> Controller:
    clock = iter(range(1_000, 10**9, 1_000))
    return Controller(
        store, Params(seed=seed, pace="instant"), now_ms=lambda: next(clock), fresh_seed=lambda: 7
    )


class Wire:
    """The transport between one host controller and its guests' controllers."""

    def __init__(self, host: Controller) -> None:
        self.host = host
        self.guests: dict[int, Controller] = {}
        self.open: set[int] = set()
        self.delivered: dict[int, list[str]] = {}

    def pump(self) -> None:
        """Carry out every command until all is quiet (bots move on the host's side)."""
        while True:
            moved = False
            for seat, ctl in [(0, self.host), *self.guests.items()]:
                for command in ctl.take_online_commands():
                    moved = True
                    self.carry(ctl, seat, command)
            while (request := self.host.bot_request()) is not None:
                moved = True
                assert self.host.apply_bot(request, bot_answer(request)) is None
            if not moved:
                return

    def carry(self, ctl: Controller, seat: int, command: Any) -> None:
        if command.kind == "offer":
            ctl.online_made("offer", command.seat, CHROMIUM_OFFER)
        elif command.kind == "answer":
            ctl.online_made("answer", command.seat, CHROMIUM_ANSWER_WITH_STUN)
        elif command.kind == "accept":
            self.open.add(command.seat)
            guest = self.guests[command.seat]
            guest.online_event("open", command.seat, "")
            self.host.online_event("open", command.seat, "")
        elif command.kind == "send" and command.seat in self.open:
            if ctl is self.host:
                self.delivered.setdefault(command.seat, []).append(command.text)
                self.guests[command.seat].online_event("message", command.seat, command.text)
            else:
                self.host.online_event("message", command.seat, command.text)
        elif command.kind == "close" and command.seat in self.open:
            self.open.discard(command.seat)
            other = self.host if ctl is not self.host else self.guests[command.seat]
            other.online_event("close", command.seat, "")

    def drop(self, seat: int) -> None:
        """The guest at ``seat`` reloads: his channel closes on the host's side."""
        self.open.discard(seat)
        self.host.online_event("close", seat, "")


def link_of(html: str, seat: int) -> str:
    found = re.search(rf'data-field="invite-link" data-seat="{seat}"[^>]*value="([^"]+)"', html)
    if found is None:
        found = re.search(rf'value="([^"]+)"[^>]*data-field="invite-link" data-seat="{seat}"', html)
    assert found is not None, "no invite link"
    return found.group(1).replace("&amp;", "&")


def reply_of(html: str) -> str:
    found = re.search(r'value="([^"]+)"[^>]*data-field="reply-code"', html)
    assert found is not None, "no reply code"
    return found.group(1)


def seat_guest(wire: Wire, seat: int, store: dict[str, str], name: str) -> Controller:
    """Invite (if the seat has no link yet), join, answer and accept, through the panel."""
    host = wire.host
    host.open_online(PAGE)  # the menu entry: the panel shows the seats' invitations
    if f'data-field="invite-link" data-seat="{seat}"' not in render(host.screen()):
        assert host.click(control="invite") is None
    wire.pump()
    link = link_of(render(host.screen()), seat)
    guest = controller(store)
    wire.guests[seat] = guest
    guest.open_online(PAGE, "#" + link.split("#", 1)[1])
    assert 'data-control="join"' in render(guest.screen())
    assert guest.click(control="join", form={"name": name}) is None
    wire.pump()
    code = reply_of(render(guest.screen()))
    assert (
        host.click(control="accept-reply", form={"seat": str(seat), f"reply-{seat}": code}) is None
    )
    wire.pump()
    return guest


def play(wire: Wire, seats: dict[int, Controller]) -> int:
    """Play the host's current deal to its end through every human's own controller."""
    host = wire.host
    moves = 0
    while not host.session.over:  # type: ignore[union-attr]
        mover = host.session.state.to_move  # type: ignore[union-attr]
        ctl = seats[mover]
        obs = ctl.screen().obs
        assert obs is not None and obs["legal"], f"seat {mover} has nothing to do"
        legal = obs["legal"]
        if obs["phase"] == "exchange":
            cards = obs["hand"][:2]
            for card in cards:
                assert ctl.click(card=card) is None
            action = next(a for a in legal if all(c in a for c in cards))
        else:
            action = next((a for a in legal if a.startswith(("bid:1", "hold"))), legal[-1])
        assert ctl.click(action=action) is None
        wire.pump()
        moves += 1
    return moves


def test_a_guest_plays_his_own_seat_and_sees_only_it() -> None:
    host = controller({}, seed=223)
    host.click(action="start", form={"level": levels()[0]})
    host.open_online(PAGE)
    wire = Wire(host)
    guest_store: dict[str, str] = {}
    guest = seat_guest(wire, 1, guest_store, "Anna")
    html = render(host.screen())
    assert (
        'data-action="start"' in html
        and "disabled" not in html.split('data-action="start"')[1][:30]
    )
    assert host.click(action="start", form={}) is None
    wire.pump()
    assert host.ui.overlay is None and guest.ui.overlay is None
    assert host.screen().names[1] == "Anna"
    assert play(wire, {0: host, 1: guest}) > 5
    # Every state the guest received is observe() of its seat; its screen is turned.
    state = host.session.state  # type: ignore[union-attr]
    assert guest.screen().obs == turn_observation(observe(state, 1), 1)
    for text in wire.delivered[1]:
        message = json.loads(text)
        if message["t"] == "state" and message["obs"] is not None:
            assert message["obs"]["seat"] == 1
            assert "seed" not in text
    # The host deals on; the guest cannot.
    assert guest.click(action="next-deal") is not None
    assert host.click(action="next-deal") is None
    wire.pump()
    assert guest.screen().deal_number == 2
    saved = json.loads(guest_store["preferanzen:online"])
    assert saved["role"] == "guest" and saved["state"]["rows"][0]["number"] == 1


def test_reloads_on_both_sides_lose_nothing() -> None:
    host_store: dict[str, str] = {}
    host = controller(host_store, seed=223)
    host.click(action="start", form={"level": levels()[0]})
    host.open_online(PAGE)
    wire = Wire(host)
    guest_store: dict[str, str] = {}
    seat_guest(wire, 1, guest_store, "Anna")
    host.click(action="start", form={})
    wire.pump()
    # The guest reloads: his page shows the last table and says what to do.
    wire.drop(1)
    wire.pump()
    again = controller(guest_store)
    again.resume_online(PAGE, "")
    assert again.screen().obs is not None and again.ui.overlay == "online"
    assert ("online:lost", {}) in again.ui.notices
    assert "notice_online_lost" in [key for key, _ in host.ui.notices]
    guest = seat_guest(wire, 1, guest_store, "Anna")  # the host's new link for seat 1
    assert "notice_online_lost" not in [key for key, _ in host.ui.notices]  # he is back
    before = host.session.state.history  # type: ignore[union-attr]
    # The host reloads: the match resumes from storage, the guest is invited anew.
    wire.drop(1)
    host2 = controller(host_store)
    host2.resume_online(PAGE, "")
    assert host2.session is not None and host2.session.state.history == before
    assert host2.ui.overlay == "online"
    assert ("notice_online_resumed", {}) in host2.ui.notices
    wire2 = Wire(host2)
    wire2.pump()
    guest = seat_guest(wire2, 1, guest_store, "Anna")
    assert guest.screen().obs == turn_observation(observe(host2.session.state, 1), 1)
    play(wire2, {0: host2, 1: guest})
    assert replay(json.loads(host_store["preferanzen:match"])["current"]).phase == "done"


def test_forged_moves_from_a_guest_page_change_nothing() -> None:
    host = controller({}, seed=223)
    host.click(action="start", form={"level": levels()[0]})
    host.open_online(PAGE)
    wire = Wire(host)
    guest = seat_guest(wire, 1, {}, "Anna")
    host.click(action="start", form={})
    wire.pump()
    record = host.session.state.history  # type: ignore[union-attr]
    for text in ("nonsense", json.dumps({"v": 1, "t": "act", "seat": 2, "deal": 1, "ply": 0,
                                         "action": "pass"})):  # fmt: skip
        host.online_event("message", 1, text)
        wire.pump()
    assert host.session.state.history == record  # type: ignore[union-attr]
    errors = [json.loads(t) for t in wire.delivered[1] if json.loads(t)["t"] == "error"]
    assert [e["code"] for e in errors] == ["malformed", "seat"]
    assert guest.click(action="bid:durchmarsch") is not None  # not offered: nothing sent


def test_the_online_entry_is_reachable_from_the_first_visits_dialog() -> None:
    """One ``[data-control="online"]`` on the page at any time: in the new-game dialog while
    it covers the bar, in the bar otherwise. From the dialog, the name chosen there counts;
    closing the panel before any game goes back to the dialog."""
    host = controller({}, seed=223)
    assert host.ui.overlay == "dialog"
    html = render(host.screen())
    assert html.count('data-control="online"') == 1
    assert 'data-control="online"' in html.split('class="panel panel-dialog"', 1)[1]
    host.click(control="setting", form={"name": "Heidi"})
    host.open_online(PAGE)
    assert host.settings.name == "Heidi" and host.ui.overlay == "online"
    assert host.click(control="close") is None and host.ui.overlay == "dialog"
    host.open_online(PAGE)
    wire = Wire(host)
    guest = seat_guest(wire, 1, {}, "Anna")
    assert host.click(action="start", form={}) is None
    wire.pump()
    html = render(host.screen())
    assert html.count('data-control="online"') == 1 and host.session is not None
    assert guest.screen().names[2] == "Heidi"  # the host sits on the guest's right


def test_the_welcome_carries_the_matchs_rules() -> None:
    from game import Rules, new_game

    host = controller({}, seed=223)
    host.click(action="start", form={"level": levels()[0]})
    host.open_online(PAGE)
    wire = Wire(host)
    seat_guest(wire, 1, {}, "Anna")
    host.click(action="start", form={})
    assert host.online is not None and host.session is not None
    host.session.state = new_game(5, 2, Rules(kontra=True))  # as if started under house rules
    host.online.online.attach(host.session)
    wire.pump()
    welcomes = [json.loads(t) for t in wire.delivered[1] if json.loads(t)["t"] == "welcome"]
    assert [w["rules"] for w in welcomes] == ["default", "default", "kontra=True"]
    assert len({w["match"] for w in welcomes[1:]}) == 1 and welcomes[1]["match"]
