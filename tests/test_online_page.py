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
from dataclasses import replace
from typing import Any

from online_samples import CHROMIUM_ANSWER_WITH_STUN, CHROMIUM_OFFER, IDENTITY
from web_helpers import bot_answer, run_work

from game import observe, record_text, replay
from web.controller import Controller
from web.labels import labels_for, signed
from web.online.guest import Guest, taken_back
from web.online.host import Host
from web.online.panel import online_panel
from web.online.protocol import PROTOCOL
from web.online.seats import turn_observation, turn_triple
from web.opponents import levels
from web.settings import Params
from web.view import render

PAGE = "http://127.0.0.1:8000/"


def controller(
    store: dict[str, str], seed: int | None = None, identity: str | None = IDENTITY
) -> Controller:
    clock = iter(range(1_000, 10**9, 1_000))
    ctl = Controller(
        store, Params(seed=seed, pace="instant"), now_ms=lambda: next(clock), fresh_seed=lambda: 7
    )
    ctl.online_identity = identity  # as web/main.py sets it once transport.js is loaded
    return ctl


class Wire:
    """The transport between one host controller and its guests' controllers."""

    def __init__(self, host: Controller) -> None:
        self.host = host
        self.guests: dict[int, Controller] = {}
        self.open: set[int] = set()
        self.delivered: dict[int, list[str]] = {}
        self.spares: set[tuple[str, int]] = set()
        """("host" or "guest", seat): a spare connection waiting on that side."""

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
            guest.online_event("open", command.seat, "answer")
            self.host.online_event("open", command.seat, "offer")
        elif command.kind == "standby":
            assert command.text.startswith("v=0") and "a=ice-ufrag:Qm3xY7bA" in command.text
            self.spares.add(("host" if ctl is self.host else "guest", command.seat))
            ctl.online_made("standby", command.seat, CHROMIUM_OFFER)
        elif command.kind == "resume":
            other = "guest" if ctl is self.host else "host"
            if (other, command.seat) not in self.spares:
                ctl.online_event("resume-failed", command.seat, "")
                return
            self.spares.discard((other, command.seat))
            self.open.add(command.seat)
            guest = self.guests[command.seat]
            guest.online_event("open", command.seat, "resume" if ctl is guest else "standby")
            self.host.online_event("open", command.seat, "standby" if ctl is guest else "resume")
        elif command.kind == "send" and command.seat in self.open:
            if ctl is self.host:
                self.delivered.setdefault(command.seat, []).append(command.text)
                self.guests[command.seat].online_event("message", command.seat, command.text)
            else:
                self.host.online_event("message", command.seat, command.text)
        elif command.kind in ("close", "forget") and command.seat in self.open:
            self.open.discard(command.seat)
            other = self.host if ctl is not self.host else self.guests[command.seat]
            other.online_event("close", command.seat, "")
        if command.kind == "forget":
            self.spares.discard(("host" if ctl is self.host else "guest", command.seat))

    def drop(self, seat: int) -> None:
        """The guest at ``seat`` reloads: his channel and his spare are gone, the host hears
        the channel close."""
        self.open.discard(seat)
        self.spares.discard(("guest", seat))
        self.host.online_event("close", seat, "")

    def host_reloads(self, host: Controller) -> None:
        """The host reloads (``host`` is his new page): his channels and spares are gone,
        every guest hears his channel close."""
        self.host = host
        self.spares = {(side, seat) for side, seat in self.spares if side == "guest"}
        for seat in sorted(self.open):
            self.open.discard(seat)
            self.guests[seat].online_event("close", seat, "")

    def lose(self, seat: int) -> None:
        """The connection to ``seat`` is lost, both pages stay: both hear it close."""
        self.open.discard(seat)
        self.host.online_event("close", seat, "")
        self.guests[seat].online_event("close", seat, "")


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


def seat_guest(
    wire: Wire, seat: int, store: dict[str, str], name: str, identity: bool = True
) -> Controller:
    """Invite (if the seat has no link yet), join, answer and accept, through the panel."""
    host = wire.host
    host.open_online(PAGE)  # the menu entry: the panel shows the seats' invitations
    if f'data-field="invite-link" data-seat="{seat}"' not in render(host.screen()):
        assert host.click(control="invite") is None
    wire.pump()
    link = link_of(render(host.screen()), seat)
    guest = controller(store, identity=IDENTITY if identity else None)
    wire.guests[seat] = guest
    guest.open_online(PAGE, "#" + link.split("#", 1)[1])
    assert 'data-control="join"' in render(guest.screen())
    assert guest.click(control="join", form={"name": name}) is None
    wire.pump()
    code = reply_of(render(guest.screen()))
    field = re.search(rf'name="(reply-{seat}-[0-9a-f]*)"', render(host.screen()))
    assert field is not None, "no reply field"
    assert (
        host.click(control="accept-reply", form={"seat": str(seat), field.group(1): code}) is None
    )
    wire.pump()
    return guest


def match_with_anna() -> tuple[Controller, Wire, Controller]:
    """A host whose friend Anna sits at seat 1 (a bot at seat 2), their match started."""
    host = controller({}, seed=223)
    host.click(action="start", form={"level": levels()[0]})
    wire = Wire(host)
    anna = seat_guest(wire, 1, {}, "Anna")
    assert host.click(action="start", form={}) is None
    wire.pump()
    return host, wire, anna


def inviting_host(lang: str = "de") -> tuple[Controller, Wire]:
    """A host (match seed 223, the page in ``lang``) with his match started and the panel
    open, his invitation for seat 1 out; and the wire to his guests."""
    host = controller({}, seed=223)
    host.click(action="start", form={"level": levels()[0], "lang": lang})
    host.open_online(PAGE)
    wire = Wire(host)
    assert host.click(control="invite") is None
    wire.pump()
    return host, wire


def play(wire: Wire, seats: dict[int, Controller], moves: int = 1000) -> int:
    """Play the host's current deal to its end (or ``moves`` moves of the humans) through
    every human's own controller."""
    host = wire.host
    made, moves = moves, 0
    while not host.session.over and moves < made:  # type: ignore[union-attr]
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


def test_a_host_whose_seats_are_all_bots_may_play_a_deal_again() -> None:
    """The replay is held back only while friends sit at the table (or are invited)."""
    host = controller({}, seed=223)
    host.click(action="start", form={"level": levels()[0]})
    host.open_online(PAGE)
    wire = Wire(host)
    assert play(wire, {0: host}) > 0
    host.ui.overlay = None
    assert 'data-control="replay"' in render(host.screen())
    assert host.click(control="replay") is None and not host.session.over  # type: ignore[union-attr]


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
    # The host deals on; the guest cannot, nor play the deal again: his result offers neither
    # (the next deal shown but disabled, with who deals it).
    result = render(guest.screen())
    assert 'data-control="replay"' not in result and 'data-control="review"' in result
    assert re.search(r'<button[^>]*data-action="next-deal" disabled', result)
    # Nor does the host while friends sit at the table (found by a play-tester: it threw
    # the guest back into the deal with "the host took back his last move"); a forged
    # click changes nothing.
    assert 'data-control="replay"' not in render(host.screen())
    before = record_text(host.session.state)  # type: ignore[union-attr]
    assert host.click(control="replay") == "ignored replay: friends are at the table"
    assert guest.click(control="replay") is not None
    assert record_text(host.session.state) == before  # type: ignore[union-attr]
    assert guest.click(action="next-deal") is not None
    assert host.click(action="next-deal") is None
    wire.pump()
    assert guest.screen().deal_number == 2
    saved = json.loads(guest_store["preferanzen:online"])
    assert saved["role"] == "guest" and saved["state"]["rows"][0]["number"] == 1


def started(host_store: dict[str, str], guest_store: dict[str, str], guest_identity: bool = True
            ) -> tuple[Wire, Controller, Controller]:  # fmt: skip
    """A host and a guest at seat 1, the match started and a few moves played."""
    host = controller(host_store, seed=223)
    host.click(action="start", form={"level": levels()[0]})
    host.open_online(PAGE)
    wire = Wire(host)
    guest = seat_guest(wire, 1, guest_store, "Anna", guest_identity)
    assert host.click(action="start", form={}) is None
    wire.pump()
    play(wire, {0: host, 1: guest}, moves=4)
    return wire, host, guest


def notices(ctl: Controller) -> list[str]:
    return [key for key, _ in ctl.ui.notices]


def test_reloads_on_both_sides_come_back_by_themselves_and_lose_nothing() -> None:
    host_store: dict[str, str] = {}
    guest_store: dict[str, str] = {}
    wire, host, _ = started(host_store, guest_store)
    assert wire.spares == {("host", 1), ("guest", 1)}  # each side keeps one for the other
    # The guest reloads: his page answers the host's spare, nobody passes a link by hand.
    wire.drop(1)
    wire.pump()
    assert "notice_online_lost" in notices(host)
    guest = controller(guest_store)
    wire.guests[1] = guest
    guest.resume_online(PAGE, "")
    assert guest.screen().obs is not None  # the last table at once
    assert guest.screen().names[0] == "Anna"  # his name as he typed it at the join
    wire.pump()
    assert host.session is not None and host.online is not None
    assert guest.screen().obs == turn_observation(observe(host.session.state, 1), 1)
    assert guest.ui.overlay is None and "online:lost" not in notices(guest)
    assert "notice_online_lost" not in notices(host)
    assert wire.spares == {("host", 1), ("guest", 1)}  # fresh ones for the next time
    # The host reloads: the match resumes from storage, and his page answers the guest's
    # spare (the guest's own try at the host's spare fails: that died with the page).
    before = host.session.state.history
    host = controller(host_store)
    wire.host_reloads(host)
    host.resume_online(PAGE, "")
    assert ("notice_online_resumed", {}) in host.ui.notices  # until the guest is back
    wire.pump()
    assert host.session is not None and host.session.state.history == before
    assert host.online is not None and host.online.online.host is not None
    assert host.online.online.host.seats[1].online  # back: his panel shows it, open still
    # the notice of the resumed match went with the guest's return: nobody needs a link
    assert "notice_online_resumed" not in notices(host)
    assert 'is-online" data-seat="1"' in render(host.screen()) and host.ui.overlay == "online"
    assert host.click(control="close") is None and host.ui.overlay is None
    assert guest.screen().obs == turn_observation(observe(host.session.state, 1), 1)
    play(wire, {0: host, 1: guest})
    assert replay(json.loads(host_store["preferanzen:match"])["current"]).phase == "done"


def test_a_lost_connection_comes_back_through_the_spare() -> None:
    wire, host, guest = started({}, {})
    wire.lose(1)
    wire.pump()
    assert host.online is not None and host.online.online.host is not None
    assert host.online.online.host.seats[1].online
    assert "online:lost" not in notices(guest) and "notice_online_lost" not in notices(host)
    play(wire, {0: host, 1: guest})


def test_without_a_lasting_identity_a_new_link_brings_each_back() -> None:
    """A browser without IndexedDB has no identity the host's spare could expect: after his
    reload the guest opens the host's new link (ready since the last one was used)."""
    host_store: dict[str, str] = {}
    guest_store: dict[str, str] = {}
    wire, host, _ = started(host_store, guest_store, guest_identity=False)
    assert wire.spares == {("guest", 1)}
    wire.drop(1)
    wire.pump()
    again = controller(guest_store, identity=None)
    again.resume_online(PAGE, "")
    assert again.screen().obs is not None and again.ui.overlay == "online"
    assert "online:lost" in notices(again)
    guest = seat_guest(wire, 1, guest_store, "Anna", identity=False)  # the host's new link
    assert "notice_online_lost" not in notices(host)  # he is back
    assert host.session is not None
    assert guest.screen().obs == turn_observation(observe(host.session.state, 1), 1)
    # A guest back through a spare can still take the host's new link (e.g. on another
    # device): the spare's connection is replaced, the seat stays his.
    wire2, host2, guest2 = started({}, {})
    wire2.drop(1)
    guest2 = seat_guest(wire2, 1, {}, "Anna")
    assert host2.session is not None
    assert guest2.screen().obs == turn_observation(observe(host2.session.state, 1), 1)
    play(wire2, {0: host2, 1: guest2})


def test_forged_moves_from_a_guest_page_change_nothing() -> None:
    host = controller({}, seed=223)
    host.click(action="start", form={"level": levels()[0]})
    host.open_online(PAGE)
    wire = Wire(host)
    guest = seat_guest(wire, 1, {}, "Anna")
    host.click(action="start", form={})
    wire.pump()
    record = host.session.state.history  # type: ignore[union-attr]
    for text in ("nonsense", json.dumps({"v": PROTOCOL, "t": "act", "seat": 2, "deal": 1, "ply": 0,
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


def test_a_damaged_online_key_is_set_aside_and_named_in_the_players_words() -> None:
    """Hostile data never stops the page (issue 13): a nested, foreign or ill-formed
    ``preferanzen:online`` moves to its backup, the notice names both keys (and no English
    parser message), and the page plays on at its own table."""
    cases = (
        "[" * 100_000 + "]" * 100_000,
        json.dumps({"v": 99, "role": "guest"}),
        json.dumps({"v": 1, "role": "host", "seats": 5}),
    )
    for raw in cases:
        store = {"preferanzen:online": raw}
        ctl = controller(store, seed=3)
        ctl.resume_online(PAGE, "")
        backup = "preferanzen:backup:online"
        assert ("notice_corrupt", {"key": "preferanzen:online", "backup": backup}) in ctl.ui.notices
        assert store[backup] == raw and "preferanzen:online" not in store
        assert ctl.online is None
        html = render(ctl.screen())
        assert f"als {backup} aufbewahrt;" in html
        ctl.click(action="start")
        assert ctl.session is not None and ctl.session.state.phase == "auction"


def test_a_guest_gets_hints_for_his_own_seat_only() -> None:
    """The guest's page advises on his own observation (its worker, like the host's page
    for the host): never on another seat, never while it is not his turn."""
    from web.analysis import advise_json

    wire, host, guest = started({}, {})
    assert host.session is not None
    while host.session.state.to_move != 1:  # the bots move as the wire pumps
        play(wire, {0: host}, moves=1)
    while (work := guest.next_job()) is not None:  # his page reads its history meanwhile
        assert work.kind == "work"
        guest.finish_job(work, None)
    assert guest.click(control="hint") is None
    job = guest.next_job()
    assert job is not None and job.kind == "hint" and job.call == "advise_json"
    observation = json.loads(str(job.args[0]))
    assert observation == observe(host.session.state, 1)  # his own seat, as the host sent it
    assert guest.next_job() is None  # asked once
    guest.finish_job(job, advise_json(str(job.args[0]), int(job.args[1])))  # type: ignore[call-overload]
    hint = guest.screen().hint
    assert hint is not None and hint["status"] == "ready"
    assert hint["answer"]["action"] in observation["legal"]
    assert "is-hinted" in render(guest.screen())
    # Once he has moved, the hint is gone; with nothing to decide, none is given.
    play(wire, {0: host, 1: guest}, moves=1)
    assert guest.screen().hint is None
    if host.session.state.to_move != 1:
        assert guest.click(control="hint") is not None and guest.next_job() is None


def test_a_guest_keeps_the_match_in_his_own_history() -> None:
    """After each deal the guest's page keeps the match under a key of its own (names and
    totals from his seat); it stays when online play ends, and his score sheet lists it
    among the earlier matches, on his next game against bots too."""
    guest_store: dict[str, str] = {}
    wire, host, guest = started({}, guest_store)
    assert not any(k.startswith("preferanzen:friends:") for k in guest_store)
    play(wire, {0: host, 1: guest})
    assert host.session is not None
    key = f"preferanzen:friends:{host.session.match_id}"
    kept = json.loads(guest_store[key])
    totals = host.session.totals()
    assert kept["deals"] == 1 and kept["seat"] == 1
    assert kept["totals"] == [totals[1], totals[2], totals[0]]
    assert kept["names"][1:] == ["Mizzi", "Gastgeber"]  # bot 2 on his left, the host right
    assert guest.click(control="online-end") is None
    assert key in guest_store  # online play ended: the match stays in his history
    again = controller(guest_store)
    again.click(action="start", form={"level": levels()[0]})
    again.click(control="score-sheet")
    html = render(again.screen())
    assert again.screen().past[0]["totals"] == kept["totals"]
    item = html.split('<ul class="past">', 1)[1].split("</li>", 1)[0]
    assert all(f"{name} {signed(points)}" in item
               for name, points in zip(kept["names"], kept["totals"], strict=True))  # fmt: skip


def test_a_seat_handed_to_a_bot_mid_deal() -> None:
    """The host's "Computer übernimmt": the guest is told (he does not try to come back),
    and a bot plays his seat to the end of the deal from where it stood."""
    wire, host, guest = started({}, {})
    assert host.session is not None and host.online is not None
    before = host.session.state.history
    assert host.click(control="to-bot", form={"seat": "1"}) is None
    wire.pump()
    assert host.session.humans == frozenset({0})
    assert host.session.state.history[: len(before)] == before
    assert ("online:refused:bye", {}) in guest.ui.notices
    # the guest's page leaves the host's table: a new match of his own to start (he had
    # none), nothing to come back to, no frozen table with controls that do nothing
    assert guest.online is None
    assert json.loads(guest.store["preferanzen:online"])["role"] == "off"
    assert guest.ui.overlay == "dialog" and guest.screen().obs is None
    assert ("host", 1) not in wire.spares and ("guest", 1) not in wire.spares
    play(wire, {0: host})
    assert host.session.over


def test_a_new_invitation_has_an_empty_reply_field() -> None:
    """The reply pasted for a used invitation is not offered again beside the new link: the
    field is named by the invitation, so what the page's form still holds is not carried
    over to the next one."""
    host, wire = inviting_host()
    first = re.search(r'name="(reply-1-[0-9a-f]+)"', render(host.screen()))
    assert first is not None
    host.click(control="online-draft", form={first.group(1): "P1.pasted", "seat": ""})
    assert "P1.pasted" in render(host.screen())  # kept across repaints while it is current
    seat_guest(wire, 1, {}, "Anna")  # answered and used: a fresh invitation replaces it
    host.click(control="online-draft", form={first.group(1): "P1.pasted", "seat": ""})
    html = render(host.screen())
    second = re.search(r'name="(reply-1-[0-9a-f]+)"', html)
    assert second is not None and second.group(1) != first.group(1)
    assert "P1.pasted" not in html


def test_a_guest_takes_back_his_move_but_not_one_the_host_answered() -> None:
    """Undo for several humans (issue 10): the guest's page asks the host, whose engine
    takes back the guest's last move with the bot's move after it; once the host (another
    human) has answered it, the move stands."""
    wire, host, guest = started({}, {})
    session = host.session
    assert session is not None
    while True:  # to the card play, the guest to move, the bot in the game after him
        play(wire, {0: host, 1: guest}, moves=1)
        state = session.state
        if state.phase == "play" and state.to_move == 1 and 2 in state.players:
            break
    before = session.state.history
    play(wire, {1: guest}, moves=1)  # the bot at seat 2 answers as the wire pumps
    assert session.state.to_move == 0 and len(session.state.history) == len(before) + 2
    assert guest.screen().undo is None  # only a bot answered: he may take it back
    assert guest.click(control="undo") is None
    wire.pump()
    assert session.state.history == before and session.state.to_move == 1
    # the host's table changed under him: a notice says who took the move back
    assert ("notice_online_undone", {"name": "Anna"}) in host.ui.notices
    assert "Anna hat den letzten Zug zurückgenommen" in render(host.screen())
    assert "notice_online_undone" not in notices(guest)
    play(wire, {1: guest}, moves=1)
    play(wire, {0: host}, moves=1)  # the host answers
    assert guest.screen().undo == "answered"
    record = session.state.history
    assert guest.click(control="undo") is not None  # not even sent
    wire.pump()
    assert session.state.history == record


def test_every_other_player_is_told_who_took_a_move_back() -> None:
    """An undo makes a move vanish from every table: each other page says whose it was
    (the guests' pages too, for the host's and for another guest's undo); the page that
    took it back says nothing."""
    host = controller({}, seed=223)
    host.click(action="start", form={"level": levels()[0]})
    host.open_online(PAGE)
    wire = Wire(host)
    anna = seat_guest(wire, 1, {}, "Anna")
    bert = seat_guest(wire, 2, {}, "Bert")
    assert host.click(action="start", form={}) is None
    wire.pump()
    session = host.session
    assert session is not None
    pages = {0: host, 1: anna, 2: bert}
    for seat, name in ((1, "Anna"), (0, bert.screen().names[1])):
        while session.state.to_move != seat:
            play(wire, pages, moves=1)
        before = session.state.history
        play(wire, pages, moves=1)
        assert session.state.to_move != seat  # the next human has not answered yet
        assert pages[seat].click(control="undo") is None
        wire.pump()
        assert session.state.history == before
        for other, page in pages.items():
            told = ("notice_online_undone", {"name": name}) in page.ui.notices
            assert told == (other != seat), (seat, other, page.ui.notices)
            if other != seat:
                assert name in render(page.screen())
            page.ui.notices.clear()


def test_a_take_back_is_a_shorter_history_of_the_same_deal_and_match() -> None:
    """Only a shorter history of the same deal and match, its tail another player's, is a
    take-back (``guest.taken_back``)."""

    def state(deal: int, moves: int) -> dict[str, Any]:
        history = [{"seat": i % 3, "action": "pass"} for i in range(moves)]
        return {"deal": deal, "obs": {"history": history}}

    assert taken_back(state(1, 4), state(1, 1), 0) == 1
    assert taken_back(state(1, 4), state(1, 3), 0) is None  # his own move
    assert taken_back(state(1, 4), state(2, 0), 0) is None
    assert taken_back(state(1, 4), state(1, 4), 0) is None
    assert taken_back(None, state(1, 0), 0) is None
    changed = state(1, 2)
    changed["obs"]["history"][0]["action"] = "bid:1"
    assert taken_back(state(1, 4), changed, 0) is None  # not a tail cut off: not an undo
    # a state of another match, however short its history, is no take-back either
    wire, host, anna = started({}, {})
    guest = anna.online.online.guest if anna.online is not None else None
    assert guest is not None and guest.state is not None
    moves = guest.state["obs"]["history"]
    first = next(  # an earlier state of this deal whose next move was another's
        text
        for text in wire.delivered[1]
        if json.loads(text)["t"] == "state"
        and json.loads(text)["obs"] is not None
        and moves[len(json.loads(text)["obs"]["history"])]["seat"] != 1
    )
    latest = json.dumps(guest.state)
    assert guest.receive(first).undone is not None  # the same match: a take-back
    guest.receive(latest)
    reloaded = Guest.from_dict(json.loads(json.dumps(guest.to_dict())))  # the page reloads
    assert reloaded.receive(first).undone is not None  # it still knows the table's match
    guest.match = "another"  # as a welcome to another match leaves it
    assert guest.receive(first).undone is None


def test_refused_codes_and_links_are_explained_in_the_players_language() -> None:
    """A pasted reply that cannot be used, and a link that does not work, are explained in
    the page's language (``online:why:<reason>``), never in the English kept for logs."""
    from web.labels import cap, labels_for
    from web.online.handshake import HandshakeError

    for lang in ("de", "en", "ru"):
        lab = labels_for(lang, "french")
        host, wire = inviting_host(lang)
        field = re.search(r'name="(reply-1-[0-9a-f]+)"', render(host.screen()))
        assert field is not None
        form = {"seat": "1", field.group(1): "hello there"}
        assert host.click(control="accept-reply", form=form) is None
        html = render(host.screen())
        said = cap(lab.t("online:why:not_code"))  # a line of its own at the seat
        assert said in html and (lang == "en" or "Preferanzen code" not in html), lang
        guest = controller({"preferanzen:settings": json.dumps({"v": 1, "lang": lang})})
        guest.open_online(PAGE, "#join=P1.AAAA")
        notice = render(guest.screen())
        assert lab.t("online:bad_link", error=lab.t("online:why:damaged")) in notice, lang
        if lang != "en":
            assert "copy it again" not in notice
    assert HandshakeError("x").shown == "x"  # a browser's own fault: its words


def test_a_host_reload_says_which_links_no_longer_work() -> None:
    """After the host reloads, a friend who was at the table comes back by himself, but a
    link nobody had answered is void (its browser connection died with the page): the
    notices say each, and go once every friend is at the table."""
    host_store: dict[str, str] = {}
    wire, host, guest = started(host_store, {})
    assert host.click(control="invite") is None  # seat 2: a link out, not answered yet
    wire.pump()
    host = controller(host_store)
    wire.host_reloads(host)
    host.resume_online(PAGE, "")
    assert {"notice_online_resumed", "online:links_void"} <= set(notices(host))
    wire.pump()  # the friend at seat 1 is back; seat 2's new link is not answered yet
    assert "notice_online_resumed" in notices(host) and "online:links_void" in notices(host)
    seat_guest(wire, 2, {}, "Berta")
    assert not {"notice_online_resumed", "online:links_void"} & set(notices(host))
    solo = controller({}, seed=5)  # an invitation out, nobody ever at the table
    solo.click(action="start", form={"level": levels()[0]})
    solo.open_online(PAGE)
    alone = Wire(solo)
    assert solo.click(control="invite") is None
    alone.pump()
    again = controller(solo.store)
    alone.host_reloads(again)
    again.resume_online(PAGE, "")
    assert "online:links_void" in notices(again) and "notice_online_resumed" not in notices(again)


def test_the_online_panel_opened_and_closed_leaves_no_table_behind() -> None:
    """Play-tested: opening "Play with friends" and closing it at once made the page a host
    for good: each reload opened the online panel again (and loaded the online code). A host
    with no friend's seat (none invited, or every friend's seat given to a bot) is no table to
    come back to; one with an invitation out still is (the test above)."""
    from web.lazy import online_needed
    from web.online.mode import KEY

    ctl = controller({}, seed=5)
    ctl.click(action="start", form={"level": levels()[0]})
    ctl.open_online(PAGE)
    assert ctl.ui.overlay == "online"
    ctl.click(control="close")
    assert ctl.online is None
    ctl.click(action=ctl.screen().obs["legal"][0])  # a change saves the match (and any table)
    again = controller(ctl.store)
    again.resume_online(PAGE, "")
    assert again.online is None and again.ui.overlay != "online"
    assert not online_needed(again.store.get(KEY), "")
    # such a table saved by an earlier page is dropped at the next start
    ctl.store[KEY] = json.dumps({"v": 1, **Host("anfaenger").to_dict()})
    again = controller(ctl.store)
    again.resume_online(PAGE, "")
    assert again.online is None and again.ui.overlay != "online"
    assert json.loads(ctl.store[KEY])["role"] == "off"
    again.open_online(PAGE)  # the panel still opens, as a new host
    assert again.online is not None and again.ui.overlay == "online"
    assert again.click(control="invite") is None  # now a friend's seat waits: it is a table
    assert online_needed(again.store.get(KEY), "")


def test_an_invitation_link_carries_the_hosts_language_to_a_first_visit() -> None:
    """The link says the host's language (``?lang=``): a friend who has never been here reads
    the join panel in it (and keeps it); one with settings of his own keeps his."""
    from urllib.parse import urlsplit

    from web.settings import parse_query

    host, wire = inviting_host("ru")
    link = link_of(render(host.screen()), 1)
    parts = urlsplit(link)
    assert parts.query == "" and parts.fragment.startswith("join=")
    assert parts.fragment.endswith("&lang=ru")
    clock = iter(range(1_000, 10**9, 1_000))
    fresh = Controller({}, parse_query("", "#" + parts.fragment), lambda: next(clock), lambda: 7)
    fresh.open_online(PAGE, "#" + parts.fragment)
    assert fresh.settings.lang == "ru" and fresh.screen().labels.lang == "ru"
    assert fresh.click(control="join", form={"name": "Иван"}) is None
    assert json.loads(fresh.store["preferanzen:settings"])["lang"] == "ru"
    own = {"preferanzen:settings": json.dumps({"v": 1, "lang": "en"})}
    known = Controller(own, parse_query("", "#" + parts.fragment), lambda: next(clock), lambda: 7)
    assert known.settings.lang == "en"


def test_a_link_that_does_not_work_opens_no_host_panel_and_its_notice_goes_once_one_works() -> None:
    """A damaged link opened in a tab already open (only the fragment changes) is a notice,
    not the host's invitation panel; once a link works, the notices of the tries before go."""
    host, wire = inviting_host()
    link = link_of(render(host.screen()), 1)
    guest = controller({}, seed=5)
    guest.click(action="start", form={"level": levels()[0]})
    for damaged in ("#join=P1.AAAA", "#join=P1.AAAB"):
        guest.open_online(PAGE, damaged)
        assert guest.online is None and guest.ui.overlay is None
    assert notices(guest).count("online:bad_link") == 2
    guest.open_online(PAGE, "#" + link.split("#", 1)[1])
    assert guest.online is not None and guest.ui.overlay == "online"
    assert "online:bad_link" not in notices(guest)


def test_a_friend_waiting_is_told_where_he_sits_and_who_starts() -> None:
    """The join panel says on which side of the host the friend sits (a seat number means
    nothing to him), and the empty table behind it that the host starts the match, not
    "choose your settings and start a match"."""
    from web.labels import labels_for

    host = controller({}, seed=223)
    host.click(action="start", form={"level": levels()[0]})
    host.open_online(PAGE)
    wire = Wire(host)
    lab = labels_for("de", "french")
    for seat, side in ((1, "links"), (2, "rechts")):
        assert host.click(control="invite") is None
        wire.pump()
        guest = controller({})
        guest.open_online(PAGE, "#" + link_of(render(host.screen()), seat).split("#", 1)[1])
        html = render(guest.screen())
        assert lab.t(f"online:join_intro:{seat}") in html and side in lab.t(
            f"online:join_intro:{seat}"
        )
        assert lab.t("online:table_wait") in html and lab.t("setup") not in html
    alone = controller({})
    assert lab.t("setup") in render(alone.screen())


def test_the_way_back_beside_a_friend_at_the_table_is_not_the_next_step() -> None:
    """A reply awaited: "accept" is the panel's next step (green); beside a friend at the
    table the fresh link and its field are only the way back, the button plain."""
    host, wire = inviting_host()
    accept = r'<button[^>]*data-control="accept-reply"[^>]*>'
    assert re.findall(accept, render(host.screen())) == [
        '<button type="button" data-control="accept-reply" data-seat="1" class="primary">'
    ]
    seat_guest(wire, 1, {}, "Anna")
    host.open_online(PAGE)
    assert [b for b in re.findall(accept, render(host.screen())) if "primary" in b] == []


def test_a_lost_friend_is_marked_at_his_seat_not_in_every_line_that_names_him() -> None:
    """Found by a play-tester: "Anna (getrennt) bietet Zwei" for a bid she made while
    connected, "Kontra: Hans, Anna (offline)"; the mark belongs to her seat."""
    host = controller({}, seed=223)
    host.click(action="start", form={"level": levels()[0]})
    wire = Wire(host)
    anna = seat_guest(wire, 1, {}, "Anna")
    rudi = seat_guest(wire, 2, {}, "Rudi")
    assert host.click(action="start", form={}) is None
    wire.pump()
    play(wire, {0: host, 1: anna, 2: rudi}, moves=4)
    wire.drop(1)  # her page is gone, with its spare: she stays away
    wire.pump()
    for ctl, place in ((host, "left"), (rudi, "right")):  # Anna sits left of the host
        html = render(ctl.screen())
        seat = re.search(rf"<section[^>]*seat-{place}.*?</section>", html, re.S)
        assert seat is not None and "Anna (getrennt)" in seat.group(0)
        rest = html.replace(seat.group(0), "")
        assert "Anna" in rest and "(getrennt)" not in rest


def test_a_seated_friends_fresh_link_is_made_without_saying_so() -> None:
    """Found by a play-tester: "verbunden" and below it "Einladung wird vorbereitet …" while
    the browser makes the seat's fresh link (his way back): no step for the host to wait on.
    A seat still waiting for its friend says it."""
    host, wire = inviting_host()
    base = host.screen()
    assert base.online is not None
    making = labels_for("de", "french").t("online:making")
    for status, shown in (("online", False), ("waiting", True), ("offline", True)):
        seat = {**base.online["seats"][0], "status": status, "making": True, "link": None}
        online = {**base.online, "seats": [seat, *base.online["seats"][1:]]}
        html = online_panel(replace(base, online=online))
        assert (making in html) is shown, status


def test_a_guest_sees_the_pool_of_a_pool_match_as_the_host_does() -> None:
    """Found by a play-tester: in an online pool match (§9.9) a guest's result had no pool
    line and his score sheet no pool column; an all-pass read "No points" while his bar
    showed the dealer's 10 paid in. The host sends each deal's net points; what each seat
    paid in and the pool after each deal follow from them under the match's rules."""
    host = controller({}, seed=223)
    host.click(action="start", form={"level": levels()[0], "house": "oesterreich"})
    wire = Wire(host)
    anna = seat_guest(wire, 1, {}, "Anna")
    assert host.click(action="start", form={}) is None
    wire.pump()
    assert host.session is not None and host.session.pool() == 0
    for deal in range(3):
        play(wire, {0: host, 1: anna})
        mine, hers = host.screen(), anna.screen()
        assert hers.pool == mine.pool is not None and len(hers.rows) == deal + 1
        for row, turned in zip(mine.rows, hers.rows, strict=True):
            assert turned["pool"] == row["pool"]
            assert turned["paid"] == tuple(turn_triple(list(row["paid"]), 1))
            assert list(turned["scores"]) == turn_triple(list(row["scores"]), 1)
        line = re.search(r'data-field="pool">([^<]*)<', render(hers))
        assert line is not None and "Pulka" in line.group(1)
        if deal < 2:
            assert host.click(action="next-deal") is None
            wire.pump()
    anna.click(control="score-sheet")
    assert 'class="points pool"' in render(anna.screen())


def test_a_guests_statistics_say_where_his_matches_at_friends_tables_are() -> None:
    """Found by a play-tester: after a whole deal as a guest the statistics said only "No
    deals yet". A guest holds no deal records to count (only the score sheet the host sent,
    kept by ``friend_tables``); the statistics say so and where those matches are."""
    host, wire, anna = match_with_anna()
    note = labels_for("de", "french").t("stats:friends", n=1)
    anna.click(control="stats")
    assert note not in render(anna.screen())  # nothing finished yet: nothing kept
    play(wire, {0: host, 1: anna})
    anna.click(control="close")
    anna.click(control="stats")
    run_work(anna)
    assert note in render(anna.screen())
    host.click(control="stats")
    run_work(host)
    assert "Partien bei Freunden" not in render(host.screen())  # his own history has it


def test_a_new_match_with_friends_at_the_table_is_asked_for_and_the_friends_are_told() -> None:
    """Found by a play-tester: the host's new-match dialog started a new match at once in
    the middle of a deal with friends (a solo player is asked first), and the guests found
    themselves at deal 1 with the totals at 0 and other house rules, without a word."""
    host = controller({}, seed=223)
    host.click(action="start", form={"level": levels()[0]})
    wire = Wire(host)
    anna = seat_guest(wire, 1, {}, "Anna")
    assert host.click(action="start", form={}) is None  # the panel's start: no question
    wire.pump()
    running = host.session
    assert running is not None and host.ui.overlay is None
    play(wire, {0: host, 1: anna}, moves=2)
    host.click(control="new-game")
    host.click(action="start", form={"house": "oesterreich"})
    assert host.ui.overlay == "confirm" and host.session is running  # asked, nothing begun
    host.click(action="start", form={"house": "oesterreich"})
    wire.pump()
    assert host.session is not running and host.session is not None
    said = [values for key, values in anna.ui.notices if key == "notice_online_new_match"]
    assert said == [{"name": anna.screen().names[2]}]  # the host sits on her right
    assert "neue Partie begonnen" in render(anna.screen())


def test_a_refused_reply_is_forgotten_once_the_seated_friend_is_gone() -> None:
    """Found by a play-tester: the refusal of a stranger's reply ("link used") and his code
    stayed in the seat's box after the friend's connection was lost, right under the link
    the host now has to send her."""
    host, wire = inviting_host()
    anna = seat_guest(wire, 1, {}, "Anna")
    assert anna is not None and host.click(action="start", form={}) is None
    wire.pump()
    host.open_online(PAGE)
    field = re.search(r'name="(reply-1-[0-9a-f]*)"', render(host.screen()))
    assert field is not None
    stranger = "P1." + "A" * 40  # pasted: a code that is no reply to this seat's link
    host.click(control="online-draft", form={field.group(1): stranger})
    host.click(control="accept-reply", form={"seat": "1", field.group(1): stranger})
    refused = render(host.screen())
    assert 'class="online-error"' in refused and stranger in refused
    wire.drop(1)
    wire.pump()
    after = render(host.screen())
    assert 'class="online-error"' not in after and stranger not in after


def test_a_seat_handed_to_the_computer_takes_its_lost_notice_along() -> None:
    """Found by a play-tester: "Anna ist nicht mehr verbunden … ein neuer Link zum
    Zurückkommen" stayed above the table after her seat went to the computer (no link is
    left to send)."""
    host, wire = inviting_host()
    seat_guest(wire, 1, {}, "Anna")
    assert host.click(action="start", form={}) is None
    wire.pump()
    wire.drop(1)
    wire.pump()
    assert ("notice_online_lost", {"name": "Anna"}) in host.ui.notices
    host.open_online(PAGE)
    assert host.click(control="to-bot", form={"seat": "1"}) is None
    assert not [key for key, _ in host.ui.notices if key == "notice_online_lost"]


def test_an_earlier_deal_keeps_the_names_of_who_played_it() -> None:
    """Found by a play-tester: the bot Mizzi played deal 1, Rudi took her seat before deal
    2, and every score sheet credited deal 1 to Rudi ("Руди вистует +30"); after a seat went
    to the computer, the deal Anna played read "Hansi bietet Zwei". The points stay the
    seat's (its total carries over); the names are those of who played each deal."""
    host, wire, anna = match_with_anna()
    play(wire, {0: host, 1: anna})
    rudi = seat_guest(wire, 2, {}, "Rudi")  # between the deals: takes the bot's seat for deal 2
    host.ui.overlay = None
    assert host.click(action="next-deal") is None
    wire.pump()
    assert play(wire, {0: host, 1: anna, 2: rudi}) > 0
    you, mizzi = host.screen().names[0], labels_for("de", "french").t("opponent2")
    assert host.screen().row_names[0] == (you, "Anna", mizzi)
    assert host.screen().row_names[1:] in ((), (None,))  # played by the seats as they are
    # each guest sees it turned to his seat: Rudi's own seat was Mizzi's in deal 1
    her, his = anna.screen().names, rudi.screen().names  # the host as each calls him
    assert anna.screen().row_names[0] == (her[0], mizzi, her[2])
    assert rudi.screen().row_names[0] == (mizzi, his[1], "Anna")
    host.click(control="score-sheet")
    sheet = render(host.screen())
    first = re.search(r'<tr data-deal="1">.*?</tr>', sheet, re.S)
    assert first is not None and "Rudi" not in first.group(0)
    # Anna goes, the computer plays her seat: the deals she played keep her name
    host.open_online(PAGE)
    assert host.click(control="to-bot", form={"seat": "1"}) is None
    assert [names[1] for names in host.screen().row_names if names] == ["Anna", "Anna"]
    host.click(control="score-sheet")
    sheet = render(host.screen())
    hers = [r["number"] for r in host.screen().rows if r["declarer"] == 1]
    assert hers  # she declared a deal: its row names her, not the computer now in her seat
    for number in hers:
        row = re.search(rf'<tr data-deal="{number}">.*?</tr>', sheet, re.S)
        assert row is not None and "<td>Anna: " in row.group(0), row


def test_a_guests_first_match_is_no_new_match_to_tell_him_of() -> None:
    """Found by a play-tester: every guest read "Gastgeber hat eine neue Partie begonnen" at
    the host's first start (the welcome at his join names no match yet: ""), and the notice
    stayed through every deal."""
    host, wire, anna = match_with_anna()
    assert "notice_online_new_match" not in notices(anna)
    play(wire, {0: host, 1: anna})
    assert "notice_online_new_match" not in notices(anna)
    assert "neue Partie begonnen" not in render(anna.screen())


def test_a_new_match_after_a_finished_deal_names_the_host_not_a_bot() -> None:
    """Found by a play-tester: once the last match had a finished deal (put into the guest's
    history, its table cleared), the notice named the page's own bot ("Mizzi hat eine neue
    Partie begonnen"), the seats of the guest's own game."""
    host, wire, anna = match_with_anna()
    host.remember_name("Hans")
    play(wire, {0: host, 1: anna})
    host.click(control="new-game")
    host.click(action="start", form={})
    host.click(action="start", form={})  # yes, a new match
    wire.pump()
    said = [values for key, values in anna.ui.notices if key == "notice_online_new_match"]
    assert said == [{"name": "Hans"}]
    # a host without a name is "Gastgeber", as his seat shows him
    host, wire, anna = match_with_anna()
    play(wire, {0: host, 1: anna})
    host.click(control="new-game")
    host.click(action="start", form={})
    host.click(action="start", form={})
    wire.pump()
    said = [values for key, values in anna.ui.notices if key == "notice_online_new_match"]
    assert said == [{"name": anna.screen().names[2]}] == [{"name": "Gastgeber"}]


def test_a_guest_whose_way_back_failed_is_told_to_ask_for_a_link() -> None:
    """Found by a play-tester: the host's page closed, the guest reloaded; his try at the
    host's spare failed, the "coming back" panel closed, and the table stood there with the
    host to move and Undo offered, without a word that a new link is needed."""
    guest_store: dict[str, str] = {}
    wire, host, _ = started({}, guest_store)
    wire.spares.discard(("host", 1))  # the host's page (and his spare) went away
    wire.drop(1)
    again = controller(guest_store)
    wire.guests[1] = again
    again.resume_online(PAGE, "")
    assert "online:lost" not in notices(again)  # while the page tries to come back
    wire.pump()
    assert "online:lost" in notices(again)
    assert again.screen().undo == "nothing"  # nobody would hear the request
    assert again.click(control="undo") is not None
    # the host's new link brings her back: the notice goes, Undo is hers again
    back = seat_guest(wire, 1, guest_store, "Anna")
    assert "online:lost" not in notices(back)
    assert back.screen().undo != "nothing" or back.screen().obs is not None


def test_a_guest_who_starts_a_match_of_his_own_is_asked_and_the_host_is_told() -> None:
    """Found by a play-tester: a guest's "new match" left the friends' table at once, with no
    question; the host saw her "offline" and waited for her. Now she is asked; leaving tells
    the host (``bye``), whose computer plays her seat from then on."""
    host, wire, anna = match_with_anna()
    play(wire, {0: host, 1: anna})  # a finished deal: kept in her history
    host.click(action="next-deal")
    wire.pump()
    play(wire, {0: host, 1: anna}, moves=2)
    anna.click(control="new-game")
    assert anna.click(action="start", form={}) is None
    assert anna.ui.overlay == "confirm" and anna.online is not None  # asked, still seated
    html = render(anna.screen())
    assert "Den Tisch verlassen?" in html and "Gastgeber erfährt es" in html
    assert "geteilt" not in html  # nothing of the host's match is shared out
    assert anna.click(control="close") is None and anna.online is not None  # "no": stays
    anna.click(control="new-game")
    anna.click(action="start", form={})
    assert anna.click(action="start", form={}) is None  # "yes"
    wire.pump()
    assert anna.online is None and anna.session is not None and anna.session.deal_index == 0
    assert not any(key.startswith(("online", "notice_online")) for key in notices(anna))
    assert host.online is not None and host.online.online.host is not None
    assert host.online.online.host.seats[1].kind == "bot"
    assert ("notice_online_left", {"name": "Anna"}) in host.ui.notices
    assert "notice_online_lost" not in notices(host)
    assert "Anna hat den Tisch verlassen" in render(host.screen())
    play(wire, {0: host})  # the computer plays her seat: the deal goes on to its end
    assert host.session is not None and host.session.over
    anna.click(control="stats")
    run_work(anna)
    assert labels_for("de", "french").t("stats:friends", n=1) in render(anna.screen())


def test_a_friend_invited_during_a_deal_plays_from_the_next_one() -> None:
    """Found by a play-tester: inviting a friend into the bot's seat during a deal stopped
    that bot, and the table waited for the friend, for ever if he never came. The seat stays
    its bot's until the friend has joined; one who joins during a deal takes it at the next
    deal (nobody takes over a hand half played): the host's page says so, the friend's page
    watches the deal with nothing to do, and a move he sends anyway is refused."""
    host, wire, anna = match_with_anna()
    play(wire, {0: host, 1: anna}, moves=2)
    host.open_online(PAGE)
    assert host.click(control="invite") is None  # for seat 2, Mizzi's
    wire.pump()
    session = host.session
    assert session is not None and session.humans == frozenset({0, 1})
    mizzi = labels_for("de", "french").t("opponent2")
    assert host.screen().names[2] == mizzi and not host.screen().offline
    play(wire, {0: host, 1: anna})  # nobody comes: Mizzi plays the deal to its end
    assert session.over
    assert host.click(action="next-deal") is None
    wire.pump()
    assert session.humans == frozenset({0, 1})  # still nobody: the next deal is hers too
    play(wire, {0: host, 1: anna}, moves=2)
    rudi = seat_guest(wire, 2, {}, "Rudi")  # he joins during deal 2
    assert ("notice_online_next_deal", {"name": "Rudi"}) in host.ui.notices
    host.open_online(PAGE)
    assert "Rudi spielt ab dem nächsten Spiel mit." in render(host.screen())
    assert session.humans == frozenset({0, 1}) and host.screen().names[2] == mizzi
    assert "online:next_deal" in notices(rudi)
    watched = rudi.screen().obs
    assert watched is not None and watched["legal"] == [] and rudi.screen().undo == "nothing"
    before = record_text(session.state)  # a move sent anyway is refused (test_online_host)
    legal = observe(session.state, 2)["legal"] or ["pass"]
    forged = {"seat": 2, "deal": 2, "ply": len(session.state.history), "action": legal[0]}
    host.online_event("message", 2, json.dumps({"v": PROTOCOL, "t": "act", **forged}))
    assert record_text(session.state) == before and session.humans == frozenset({0, 1})
    play(wire, {0: host, 1: anna})
    assert host.click(action="next-deal") is None
    wire.pump()
    assert session.humans == frozenset({0, 1, 2})  # deal 3: his
    assert "notice_online_next_deal" not in notices(host)
    assert "online:next_deal" not in notices(rudi)
    assert "nächsten Spiel" not in render(host.screen())
    assert host.screen().names[2] == "Rudi"
    assert play(wire, {0: host, 1: anna, 2: rudi}) > 0
    # the deals Mizzi played keep her name
    assert [names[2] for names in host.screen().row_names[:2]] == [mizzi, mizzi]


def test_playing_on_without_friends_asks_first_while_a_friend_is_connected() -> None:
    """Found by a play-tester: "Ohne Freunde weiterspielen" dropped every connected friend at
    one click. With a friend connected the panel asks first; its "no", or any other click,
    keeps the table. With nobody connected it ends at once, as before."""
    host, wire, anna = match_with_anna()
    session = host.session
    assert session is not None
    host.open_online(PAGE)
    assert host.click(control="online-end") is None
    wire.pump()
    asked = render(host.screen())
    assert host.online is not None and session.humans == frozenset({0, 1})
    assert "Verbindung zu deinen Gästen trennen?" in asked
    assert 'data-control="online-end-confirm"' in asked and 'data-control="online-end"' not in asked
    assert host.click(control="online-end-cancel") is None
    assert 'data-control="online-end"' in render(host.screen()) and host.online is not None
    assert host.click(control="online-end") is None
    assert host.click(control="close") is None  # any other click: no
    host.open_online(PAGE)
    assert "online-end-confirm" not in render(host.screen())
    assert host.click(control="online-end") is None
    assert host.click(control="online-end-confirm") is None
    wire.pump()
    assert host.online is None and session.humans == frozenset({0})
    assert "online:refused:bye" in notices(anna)  # she is told
    host, wire, anna = match_with_anna()  # nobody connected: no question
    wire.lose(1)
    host.open_online(PAGE)
    assert host.click(control="online-end") is None
    assert host.online is None
