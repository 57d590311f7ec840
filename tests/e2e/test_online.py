"""Playing with friends: separate browser contexts (separate storage) connected by real
WebRTC over loopback, driven only through the design.md §4 hooks.

Each friend is a fresh context with the same guard as every e2e test (no request may leave
the origin; no console error). The host invites through ``[data-control="invite"]``, reads
``[data-field="invite-link"]``; the guest opens the link, presses ``[data-control="join"]``
and hands back ``[data-field="reply-code"]``, which the host pastes into
``[data-field="reply-input"]`` and accepts (``[data-control="accept-reply"]``); the host's
``start`` begins the match and every page plays its own seat through ``data-action`` and
``data-card``. Every data-channel message a guest receives is recorded in the page (an init
script wraps ``RTCPeerConnection.createDataChannel``; collected before each reload) and
checked against the engine: each ``state`` carries exactly ``game.observe`` of the guest's
seat at that moment, and no card that seat may not see.

Lean on purpose (the machine running CI may be loaded; each page boot is Pyodide's): one
match of two deals covers everything. A guest's context opens the invitation link itself
(no boot before it); every wait is on an event the page produces (a stored record, a
received message, an element), never on time.
"""

from __future__ import annotations

import json
import re
from collections.abc import Callable, Iterator
from typing import Any

import pytest
from playwright.sync_api import Browser, Page

from game import observe, parse_record, replay
from game.record import Record
from web.online.protocol import PROTOCOL

from .conftest import LOCALE, READY, READY_TIMEOUT_MS, Watch, save_artifacts
from .test_play import choose, enabled_actions, phase

TIMEOUT_MS = 90_000
HUMAN_TURN = "#table [data-action]:not([disabled]), #table .hand [data-card]:not([disabled])"
RECORD_MESSAGES = """
window.__received = [];
const create = RTCPeerConnection.prototype.createDataChannel;
RTCPeerConnection.prototype.createDataChannel = function (...args) {
  const channel = create.apply(this, args);
  channel.addEventListener("message", (event) => window.__received.push(event.data));
  return channel;
};
"""
CARD = re.compile(r"\b[CSDH][789TJQKA]\b")


@pytest.fixture
def friends(browser: Browser, origin: str, request: pytest.FixtureRequest) -> Iterator[Any]:
    """friends(name, url) -> a ready page in a fresh, guarded context of its own."""
    opened: list[tuple[Any, Watch, str]] = []

    def open_(name: str, url: str) -> Page:
        watch = Watch(origin)
        context = browser.new_context(viewport={"width": 1280, "height": 800}, locale=LOCALE)
        watch.attach(context)  # the guard, the error and crash watch, the CSP listener
        context.add_init_script(RECORD_MESSAGES)
        opened.append((context, watch, name))
        page = context.new_page()
        page.goto(url)
        page.wait_for_selector(READY, state="attached", timeout=READY_TIMEOUT_MS)
        return page

    yield open_
    call = getattr(request.node, "report_call", None)
    for context, watch, name in opened:
        if call is None or call.failed or watch.blocked or watch.errors:
            save_artifacts(context, watch, f"{request.node.nodeid}-{name}")
        context.close()
    for _context, watch, _name in opened:
        watch.assert_clean()


# --- the handshake through the hooks -----------------------------------------------------


def open_panel(host: Page) -> None:
    """The online panel, through ``[data-control="online"]`` (in the compact menu, if the
    table has one)."""
    if host.locator(".panel-online").count():
        return
    entry = host.locator("[data-control='online']")
    if not entry.is_visible() and host.locator("[data-control='menu']").count():
        host.locator("[data-control='menu']").click()
    entry.click()
    host.locator(".panel-online").wait_for(timeout=TIMEOUT_MS)


def link_for(host: Page, seat: int) -> str:
    """The invitation link for ``seat`` on the host's panel, once made."""
    link = host.locator(f"[data-field='invite-link'][data-seat='{seat}']")
    link.wait_for(timeout=TIMEOUT_MS)
    return link.input_value()


def invite(host: Page, seat: int) -> str:
    """One invitation for the next free seat (``seat``); its link."""
    open_panel(host)
    host.locator("[data-control='invite']").click()
    return link_for(host, seat)


def guest_url(link: str) -> str:
    """The link as the guest opens it, with the test's query (no card motion to wait for)."""
    return link.replace("/#", "/?pace=instant#", 1)


def answer(guest: Page, name: str) -> str:
    """The guest page shows the join panel: answer it; the reply code."""
    guest.locator("#online-name").fill(name)
    guest.locator("[data-control='join']").click()
    code = guest.locator("[data-field='reply-code']")
    code.wait_for(timeout=TIMEOUT_MS)
    return code.input_value()


def accept(host: Page, seat: int, code: str) -> None:
    open_panel(host)
    host.locator(f"[data-field='reply-input'][data-seat='{seat}']").fill(code)
    host.locator(f"[data-control='accept-reply'][data-seat='{seat}']").click()


def welcomed(guest: Page, before: int = 0) -> None:
    """Wait until the guest has received more than ``before`` welcomes (he is at the table)."""
    guest.wait_for_function(
        "n => window.__received.filter(t => JSON.parse(t).t === 'welcome').length > n",
        arg=before,
        timeout=TIMEOUT_MS,
    )


def welcomes(guest: Page) -> int:
    count: int = guest.evaluate(
        "window.__received.filter(t => JSON.parse(t).t === 'welcome').length"
    )
    return count


# --- reading the host's match ------------------------------------------------------------


def stored(page: Page, key: str) -> Any:
    raw = page.evaluate("key => localStorage.getItem(key)", key)
    return None if raw is None else json.loads(raw)


def host_table(host: Page) -> tuple[int, Record, str]:
    """(deal number from 1, the current deal's record, its text) as the host saved them."""
    match = stored(host, "preferanzen:match")
    return len(match["records"]) + 1, parse_record(match["current"]), match["current"]


def act(page: Page) -> None:
    """One move on ``page``, whose turn it is (a discard takes two card clicks first)."""
    page.wait_for_selector(HUMAN_TURN, timeout=TIMEOUT_MS)
    if phase(page) == "exchange":
        cards = page.locator(".hand [data-card]")
        cards.nth(0).click()
        cards.nth(1).click()
        page.locator("[data-action^='discard:']:not([disabled])").click()
        return
    page.locator(f"[data-action='{choose(enabled_actions(page))}']").click()


def play_to_end(
    host: Page, seats: dict[int, Page], during: Callable[[Any], None] | None = None
) -> int:
    """Play the host's current deal to its end; every human seat acts on its own page,
    once that page shows the very position the host has (``during`` sees each position
    first). Returns the number of moves made on the pages."""
    moves = 0
    while True:
        deal, record, text = host_table(host)
        state = replay(record)
        if state.phase == "done":
            return moves
        if during is not None:
            during(state)
            deal, record, text = host_table(host)
            state = replay(record)
        mover = state.to_move
        assert mover is not None
        if mover in seats:
            page = seats[mover]
            if mover != 0:
                page.wait_for_function(
                    "([deal, ply]) => { const s = JSON.parse(localStorage.getItem("
                    "'preferanzen:online')).state; return s && s.deal === deal && s.obs "
                    "&& s.obs.history.length === ply; }",
                    arg=[deal, len(state.history)],
                    timeout=TIMEOUT_MS,
                )
            act(page)
            moves += 1
        host.wait_for_function(  # the move (a human's or a bot's) is in the host's record
            "before => JSON.parse(localStorage.getItem('preferanzen:match')).current !== before",
            arg=text,
            timeout=TIMEOUT_MS,
        )


# --- what a guest received -----------------------------------------------------------------


class Inbox:
    """Every message a guest page received, across its reloads."""

    def __init__(self, page: Page) -> None:
        self.page, self.before = page, []  # type: list[str]

    def reload(self, url: str | None = None) -> None:
        """The guest reloads (or opens ``url``): what it received so far is kept here."""
        self.before += self.page.evaluate("window.__received")
        if url is None:
            self.page.reload()
        else:
            self.page.goto(url)
        self.page.wait_for_selector(READY, state="attached", timeout=READY_TIMEOUT_MS)

    def all(self) -> list[str]:
        received: list[str] = self.page.evaluate("window.__received")
        return self.before + received


def check_received(inbox: Inbox, seat: int, host: Page) -> int:
    """Every message the guest received is a valid protocol message; each state is exactly
    what ``observe`` gives its seat at that point of that deal, and names no hidden card."""
    match = stored(host, "preferanzen:match")
    deals = [parse_record(t) for t in [*match["records"], match["current"]]]
    states = 0
    for text in inbox.all():
        message = json.loads(text)
        assert message["v"] == PROTOCOL
        assert message["t"] in ("welcome", "state", "error", "pong", "bye", "spare")
        if message["t"] != "state" or message["obs"] is None:
            assert not CARD.findall(text.replace('"seat"', "")) or message["t"] == "error"
            continue
        obs = message["obs"]
        record = deals[message["deal"] - 1]
        at = replay(Record(record.seed, record.dealer, record.actions[: len(obs["history"])]))
        expected = observe(at, seat)
        assert obs == expected, f"deal {message['deal']} ply {len(obs['history'])}"
        allowed = set(CARD.findall(json.dumps(expected)))
        assert set(CARD.findall(text)) <= allowed
        states += 1
    return states


# --- the test ----------------------------------------------------------------------------


UNCOVERED = """e => {
    const r = e.getBoundingClientRect(), x = (r.left + r.right) / 2, y = (r.top + r.bottom) / 2;
    return r.top >= 0 && r.bottom <= innerHeight && e.contains(document.elementFromPoint(x, y));
}"""


def test_the_panels_buttons_stay_in_view_on_a_phone(friends: Any, origin: str) -> None:
    """At 360 × 740 the invitation's link and QR code pushed "Start" and "Close" below the
    screen (play-test): the buttons stay at the panel's foot while the seats scroll, and
    none of the panel is lost under them (its end is reached by scrolling)."""
    host = friends("host", f"{origin}/?seed=7&start=1&pace=instant")
    host.set_viewport_size({"width": 360, "height": 740})
    invite(host, 1)
    buttons = ("[data-action='start']", "[data-control='close']", "[data-control='invite']")
    for selector in buttons:
        assert host.locator(f".panel-online {selector}").evaluate(UNCOVERED), selector
    panel = host.locator(".panel-online")
    assert panel.evaluate("e => e.scrollHeight > e.clientHeight")  # it does scroll
    panel.evaluate("e => { e.scrollTop = e.scrollHeight; }")
    host.locator(".online-ice summary").click()
    panel.evaluate("e => { e.scrollTop = e.scrollHeight; }")
    assert host.locator("#online-ice").evaluate(UNCOVERED)  # the panel's last field
    for selector in buttons:
        assert host.locator(f".panel-online {selector}").evaluate(UNCOVERED), selector


def test_friends_play_through_reloads_and_a_new_link(friends: Any, origin: str) -> None:
    """Deal 1, host + Anna + a bot: Anna reloads mid-trick and comes back by herself (her
    page answers the host's spare connection: no link passed by hand), later the host
    reloads, resumes the match from storage and his page answers each guest's spare; the
    deal goes on with nothing lost. Deal 2, host + Anna + Rudi, invited into the bot's seat
    between the deals: Rudi opens the host's new link for his seat mid-deal (the way back
    without a spare) and plays on. Then every message each guest received, the score sheets
    on all three pages, and a forged message."""
    host = friends("host", f"{origin}/?seed=223&pace=instant&start=1")
    link = invite(host, 1)
    anna = friends("anna", guest_url(link))
    anna_inbox = Inbox(anna)
    accept(host, 1, answer(anna, "Anna"))
    welcomed(anna)
    host.locator("[data-action='start']").click()
    anna.wait_for_selector("#table:not([data-phase='setup'])", timeout=TIMEOUT_MS)
    # Anna sits at the bottom with her own ten cards; the host is on her right.
    assert anna.locator(".hand [data-card]").count() == 10
    assert "Gastgeber" in anna.locator(".seat-right .name").inner_text()
    assert "Anna" in host.locator(".seat-left .name").inner_text()
    done: set[str] = set()

    def faults(state: Any) -> None:
        if state.phase != "play":
            return
        if "anna" not in done and state.trick:  # mid-trick: a card is on the table
            done.add("anna")
            anna_inbox.reload()
            assert anna.locator(".hand [data-card]").count() > 0  # the last table, kept
            welcomed(anna)  # back by herself
        elif "host" not in done and len(state.tricks) >= 3:
            done.add("host")
            seen = welcomes(anna)
            host.reload()
            host.wait_for_selector(READY, state="attached", timeout=READY_TIMEOUT_MS)
            # Nothing lost: the stored match goes on from the same history. The bot in
            # seat 2 may already have moved again on the resumed page (instant pace), so
            # anything past the old history must be the bot's and nobody else's.
            resumed = replay(host_table(host)[1]).history
            assert resumed[: len(state.history)] == state.history
            assert {seat for seat, _ in resumed[len(state.history) :]} <= {2}
            welcomed(anna, seen)  # the host's page came back to her
            # His panel, opened by the reload, shows her back at the table; he closes it.
            host.locator(".online-seat.is-online[data-seat='1']").wait_for()
            host.locator(".panel-online [data-control='close']").click()

    moves = play_to_end(host, {0: host, 1: anna}, during=faults)
    assert done == {"anna", "host"}
    anna.wait_for_selector(".result", timeout=TIMEOUT_MS)
    assert anna.locator("[data-action='next-deal']").is_disabled()  # the host deals
    # Rudi takes the bot's seat for deal 2.
    rudi = friends("rudi", guest_url(invite(host, 2)))
    rudi_inbox = Inbox(rudi)
    accept(host, 2, answer(rudi, "Rudi"))
    welcomed(rudi)
    host.wait_for_function("!document.querySelector('.panel-online')", timeout=TIMEOUT_MS)
    host.locator("[data-action='next-deal']").click()
    rudi.wait_for_selector("#table[data-phase='auction']", timeout=TIMEOUT_MS)
    assert "Anna" in rudi.locator(".seat-right .name").inner_text()  # seat 1 plays before 2
    assert "Rudi" in anna.locator(".seat-left .name").inner_text()

    def new_link(state: Any) -> None:
        if "rudi" not in done and state.phase == "play" and state.trick:
            done.add("rudi")
            open_panel(host)
            rudi_inbox.reload(guest_url(link_for(host, 2)))  # a fresh link was ready
            accept(host, 2, answer(rudi, "Rudi"))
            welcomed(rudi)
            host.wait_for_function("!document.querySelector('.panel-online')", timeout=TIMEOUT_MS)

    moves += play_to_end(host, {0: host, 1: anna, 2: rudi}, during=new_link)
    assert "rudi" in done and moves > 10
    for page in (anna, rudi):
        page.wait_for_selector(".result", timeout=TIMEOUT_MS)
    assert check_received(anna_inbox, 1, host) > 5
    assert check_received(rudi_inbox, 2, host) > 3
    # The same score sheet on every page, each turned to its own seat (own column first).
    sheets = []
    for page in (host, anna, rudi):
        page.locator("[data-control='score-sheet']").click()
        sheet = page.locator("table.scores")
        sheets.append(
            (sheet.locator("tbody tr").count(), sheet.locator("tfoot .points").all_inner_texts())
        )
    (host_rows, host_totals), (anna_rows, anna_totals), (rudi_rows, rudi_totals) = sheets
    assert host_rows == anna_rows == rudi_rows == 2
    assert anna_totals == [host_totals[1], host_totals[2], host_totals[0]]
    assert rudi_totals == [host_totals[2], host_totals[0], host_totals[1]]
    # Each guest's browser keeps the match in its own history (web/friend_tables.py).
    match = stored(host, "preferanzen:match")["id"]
    assert stored(anna, f"preferanzen:friends:{match}")["deals"] == 2
    assert stored(rudi, f"preferanzen:friends:{match}")["deals"] == 2
    # A forged message from a guest's page changes nothing and is answered with an error.
    before = stored(host, "preferanzen:match")
    anna.evaluate(
        f"preferanzenTransport.send(1, JSON.stringify({{v: {PROTOCOL}, t: 'act', seat: 0, "
        "deal: 2, ply: 0, action: 'pass'}))"
    )
    anna.wait_for_function(
        "window.__received.some(t => JSON.parse(t).t === 'error')", timeout=TIMEOUT_MS
    )
    assert stored(host, "preferanzen:match") == before


def test_a_friend_invited_during_a_deal_plays_from_the_next_one(friends: Any, origin: str) -> None:
    """Found by a play-tester: the host invited a friend into the bot's seat during a deal,
    the bot stopped playing it and the table waited for the friend (for ever, had he not
    come). Deal 1, host + Anna + the bot Mizzi: the host invites Rudi for Mizzi's seat and
    the deal goes on; Rudi joins during it, watches (nothing to do, his page says why, the
    host's too) and Mizzi plays the deal to its end. Deal 2 is Rudi's. Then the host plays
    on without friends: asked first (found by a play-tester: one click dropped them)."""
    host = friends("host", f"{origin}/?seed=223&pace=instant&start=1")
    anna = friends("anna", guest_url(invite(host, 1)))
    accept(host, 1, answer(anna, "Anna"))
    welcomed(anna)
    host.locator("[data-action='start']").click()
    rudi: list[Page] = []
    invited: list[int] = []

    def mizzi_moved(since: list[tuple[int, str]]) -> bool:
        """Whether the bot at seat 2 moved after a person's move that followed the invitation
        (a move of hers already on its way then does not count)."""
        person = next((i for i, (seat, _) in enumerate(since) if seat != 2), len(since))
        return any(seat == 2 for seat, _ in since[person:])

    def invite_rudi(state: Any) -> None:
        if not rudi and len(state.history) >= 2:
            link = invite(host, 2)
            host.locator(".panel-online [data-control='close']").click()
            invited.append(len(state.history))
            rudi.append(friends("rudi", guest_url(link)))  # he boots while the deal goes on
        elif len(rudi) == 1 and mizzi_moved(state.history[invited[0] :]):
            # Mizzi moved again meanwhile (the table waited for Rudi before)
            accept(host, 2, answer(rudi[0], "Rudi"))
            welcomed(rudi[0])
            rudi.append(rudi[0])
            host.wait_for_function("!document.querySelector('.panel-online')", timeout=TIMEOUT_MS)
            assert "Rudi spielt ab dem nächsten Spiel" in host.locator(".notices").inner_text()
            rudi[0].locator(".notices").get_by_text("ab dem nächsten Spiel").wait_for()

        if len(rudi) == 2:  # he only watches deal 1
            assert rudi[0].locator(HUMAN_TURN).count() == 0

    play_to_end(host, {0: host, 1: anna}, during=invite_rudi)  # stalled at Mizzi's turn
    assert len(rudi) == 2
    host.locator("[data-action='next-deal']").click()
    play_to_end(host, {0: host, 1: anna, 2: rudi[0]})
    assert check_received(Inbox(rudi[0]), 2, host) > 3
    assert "nächsten Spiel" not in rudi[0].locator("body").inner_text()
    rows = stored(host, "preferanzen:online")["played"]
    assert rows[0][2]["kind"] == "bot"  # deal 1 was Mizzi's
    # "Ohne Freunde weiterspielen" with friends connected asks first; Enter twice on it
    # says "no" (the focus stays on the button that asked, now the question's "no")
    open_panel(host)
    host.locator("[data-control='online-end']").focus()
    host.keyboard.press("Enter")
    host.locator("[data-control='online-end-confirm']").wait_for()
    assert host.evaluate("document.activeElement.dataset.control") == "online-end-cancel"
    host.keyboard.press("Enter")
    host.locator("[data-control='online-end']").wait_for()
    host.locator("[data-control='online-end']").click()
    host.locator("[data-control='online-end-confirm']").click()
    host.wait_for_function("!document.querySelector('.panel-online')", timeout=TIMEOUT_MS)
    anna.locator(".notices").get_by_text("deinen Platz dem Computer").wait_for()


def test_a_second_tab_waits_while_the_first_plays_with_friends(friends: Any, origin: str) -> None:
    """Found by a play-tester: a second tab of the host's browser answered the friends' spare
    connections too and took them from the first; both tabs and the friend then waited for
    moves that never came. One tab plays with friends at a time (transport.js, a Web Lock):
    a second one says so and waits; once the first is closed it offers to play on."""
    host = friends("host", f"{origin}/?seed=7&start=1&pace=instant")
    link = invite(host, 1)
    second = host.context.new_page()
    second.goto(f"{origin}/?pace=instant")
    second.wait_for_selector(READY, state="attached", timeout=READY_TIMEOUT_MS)
    second.locator(".panel-elsewhere").wait_for(timeout=TIMEOUT_MS)
    second.keyboard.press("Escape")  # nothing on this tab acts
    assert second.locator(".panel-elsewhere").count() == 1
    assert second.locator(".panel-online").count() == 0
    assert link_for(host, 1) == link  # the first tab's invitation stands
    host.close()
    # the second tab offers to play on; a reload there resumes online play (a new invitation)
    second.locator(".panel-elsewhere [data-control='reload']").click(timeout=TIMEOUT_MS)
    second.wait_for_selector(READY, state="attached", timeout=READY_TIMEOUT_MS)
    second.locator(".panel-online").wait_for(timeout=TIMEOUT_MS)
    assert second.locator(".panel-elsewhere").count() == 0
    assert link_for(second, 1) != link
