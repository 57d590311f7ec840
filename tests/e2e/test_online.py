"""Playing with friends: separate browser contexts (separate storage) connected by real
WebRTC over loopback, driven only through the design.md §4 hooks.

Each friend is a fresh context with the same guard as every e2e test (no request may leave
the origin; no console error). The host invites through ``[data-control="invite"]``, reads
``[data-field="invite-link"]``; the guest opens the link, presses ``[data-control="join"]``
and hands back ``[data-field="reply-code"]``, which the host pastes into
``[data-field="reply-input"]`` and accepts (``[data-control="accept-reply"]``); the host's
``start`` begins the match and every page plays its own seat through ``data-action`` and
``data-card``. Every data-channel message a guest receives is recorded in the page (an init
script wraps ``RTCPeerConnection.createDataChannel``) and checked against the engine: each
``state`` carries exactly ``game.observe`` of the guest's seat at that moment, and no card
that seat may not see.
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

from .conftest import READY, READY_TIMEOUT_MS, Watch, save_artifacts
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
        context = browser.new_context(viewport={"width": 1280, "height": 800})
        context.route("**/*", watch.guard)
        context.on("response", watch.on_response)
        context.on("console", watch.on_console)
        context.on("weberror", watch.on_weberror)
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


def invite(host: Page) -> str:
    """One invitation for the next free seat; its link."""
    count = host.locator("[data-field='invite-link']").count()
    host.locator("[data-control='invite']").click()
    link = host.locator("[data-field='invite-link']").nth(count)
    link.wait_for(timeout=TIMEOUT_MS)
    return link.input_value()


def join(guest: Page, link: str, name: str) -> str:
    """The guest opens ``link`` and answers it; its reply code. The link is opened with the
    guest page's query (``pace=instant``: no card motion to wait for)."""
    query = guest.url.split("#", 1)[0].partition("?")[2]
    guest.goto(link.replace("/#", f"/?{query}#", 1) if query else link)
    guest.wait_for_selector(READY, state="attached", timeout=READY_TIMEOUT_MS)
    guest.locator("#online-name").fill(name)
    guest.locator("[data-control='join']").click()
    code = guest.locator("[data-field='reply-code']")
    code.wait_for(timeout=TIMEOUT_MS)
    return code.input_value()


def accept(host: Page, index: int, code: str) -> None:
    host.locator("[data-field='reply-input']").nth(index).fill(code)
    host.locator("[data-control='accept-reply']").nth(index).click()


def seat_up(host: Page, guests: list[tuple[Page, str]]) -> None:
    """Invite every guest (in seat order), connect them, and wait until all are online."""
    host.locator("[data-control='online']").click()
    links = [invite(host) for _ in guests]
    for index, ((guest, name), link) in enumerate(zip(guests, links, strict=True)):
        accept(host, index, join(guest, link, name))
    host.wait_for_selector(f".online-seat.is-online >> nth={len(guests) - 1}", timeout=TIMEOUT_MS)


# --- reading the host's match ------------------------------------------------------------


def stored(page: Page, key: str) -> Any:
    raw = page.evaluate("key => localStorage.getItem(key)", key)
    return None if raw is None else json.loads(raw)


def host_table(host: Page) -> tuple[int, Record, str]:
    """(deal number from 1, the current deal's record, its text) as the host saved them."""
    match = stored(host, "preferanzen:match")
    return len(match["records"]) + 1, parse_record(match["current"]), match["current"]


def guest_ply(guest: Page) -> tuple[int, int]:
    saved = stored(guest, "preferanzen:online")
    state = (saved or {}).get("state") or {}
    obs = state.get("obs")
    return state.get("deal", 0), len(obs["history"]) if obs else -1


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
    host: Page, seats: dict[int, Page], during: Callable[[int], None] | None = None
) -> int:
    """Play the host's current deal to its end; every human seat acts on its own page,
    once that page shows the very position the host has. Returns the number of moves."""
    moves = 0
    while True:
        deal, record, text = host_table(host)
        state = replay(record)
        if state.phase == "done":
            return moves
        mover = state.to_move
        assert mover is not None
        ply = len(state.history)
        if during is not None:
            during(ply)
        if mover in seats:
            page = seats[mover]
            if mover != 0:
                page.wait_for_function(
                    "([deal, ply]) => { const s = JSON.parse(localStorage.getItem("
                    "'preferanzen:online')).state; return s && s.deal === deal && s.obs "
                    "&& s.obs.history.length === ply; }",
                    arg=[deal, ply],
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


def check_received(guest: Page, seat: int, host: Page) -> int:
    """Every message the guest received is a valid protocol message; each state is exactly
    what ``observe`` gives its seat at that point of that deal, and names no hidden card."""
    received: list[str] = guest.evaluate("window.__received")
    match = stored(host, "preferanzen:match")
    texts = [*match["records"], match["current"]]
    deals = [parse_record(t) for t in texts]
    states = 0
    for text in received:
        message = json.loads(text)
        assert message["v"] == 1 and message["t"] in ("welcome", "state", "error", "pong", "bye")
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
    assert states > 0
    return states


# --- the tests ---------------------------------------------------------------------------


def test_host_one_guest_and_a_bot_through_reloads_and_two_deals(friends: Any, origin: str) -> None:
    """Deal 1: the guest reloads mid-trick and rejoins with a new link; later the host
    reloads, resumes the match from storage and invites him anew; the deal goes on to its
    end with nothing lost. Deal 2 is played straight through. Then the score sheets, the
    messages the guest received, and a forged message."""
    host = friends("host", f"{origin}/?seed=223&pace=instant&start=1")
    guest = friends("guest", f"{origin}/?pace=instant")
    seat_up(host, [(guest, "Anna")])
    host.locator("[data-action='start']").click()
    guest.wait_for_selector("#table:not([data-phase='setup'])", timeout=TIMEOUT_MS)
    # The guest sits at the bottom with its own ten cards; the host is on its right.
    assert guest.locator(".hand [data-card]").count() == 10
    assert "Gastgeber" in guest.locator(".seat-right .name").inner_text()
    assert "Anna" in host.locator(".seat-left .name").inner_text()
    done: set[str] = set()

    def faults(ply: int) -> None:
        state = replay(host_table(host)[1])
        if state.phase != "play":
            return
        if "guest" not in done and state.trick:  # mid-trick: a card is on the table
            done.add("guest")
            guest.reload()
            guest.wait_for_selector(READY, state="attached", timeout=READY_TIMEOUT_MS)
            assert guest.locator(".hand [data-card]").count() > 0  # the last table, kept
            rejoin(host, guest, 0)
        elif "host" not in done and len(state.tricks) >= 3:
            done.add("host")
            host.reload()
            host.wait_for_selector(READY, state="attached", timeout=READY_TIMEOUT_MS)
            assert host.locator(".panel-online").count() == 1  # re-invites at once
            assert replay(host_table(host)[1]).history == state.history  # nothing lost
            rejoin(host, guest, 0)

    moves = play_to_end(host, {0: host, 1: guest}, during=faults)
    assert done == {"guest", "host"}
    guest.wait_for_selector(".result", timeout=TIMEOUT_MS)
    assert guest.locator("[data-action='next-deal']").is_disabled()  # the host deals
    host.locator("[data-action='next-deal']").click()
    moves += play_to_end(host, {0: host, 1: guest})
    assert moves > 10
    guest.wait_for_selector(".result", timeout=TIMEOUT_MS)
    assert check_received(guest, 1, host) > 5
    # The same score sheet on both pages, the guest's turned to its seat (own column first).
    sheets = []
    for page in (host, guest):
        page.locator("[data-control='score-sheet']").click()
        sheet = page.locator("table.scores")
        sheets.append(
            (sheet.locator("tbody tr").count(), sheet.locator("tfoot .points").all_inner_texts())
        )
    (host_rows, host_totals), (guest_rows, guest_totals) = sheets
    assert host_rows == guest_rows == 2
    assert guest_totals == [host_totals[1], host_totals[2], host_totals[0]]
    # A forged message from the guest's page changes nothing and is answered with an error.
    before = stored(host, "preferanzen:match")
    guest.evaluate(
        "preferanzenTransport.send(1, JSON.stringify({v: 1, t: 'act', seat: 0, deal: 2, "
        "ply: 0, action: 'pass'}))"
    )
    guest.wait_for_function(
        "window.__received.some(t => JSON.parse(t).t === 'error')", timeout=TIMEOUT_MS
    )
    assert stored(host, "preferanzen:match") == before


def test_host_and_two_guests_play_a_whole_deal(friends: Any, origin: str) -> None:
    host = friends("host", f"{origin}/?seed=31&pace=instant")  # first visit: the dialog is up
    left = friends("left", f"{origin}/?pace=instant")
    right = friends("right", f"{origin}/?pace=instant")
    seat_up(host, [(left, "Lena"), (right, "Rudi")])
    host.locator("[data-action='start']").click()
    for guest in (left, right):
        guest.wait_for_selector("#table:not([data-phase='setup'])", timeout=TIMEOUT_MS)
    assert "Rudi" in left.locator(".seat-left .name").inner_text()  # seat 2 plays after 1
    assert "Lena" in right.locator(".seat-right .name").inner_text()
    play_to_end(host, {0: host, 1: left, 2: right})
    for seat, guest in ((1, left), (2, right)):
        guest.wait_for_selector(".result", timeout=TIMEOUT_MS)
        check_received(guest, seat, host)
    # Each browser keeps the match: the host its records, each guest its table and sheet.
    match = stored(host, "preferanzen:match")["id"]  # and its own key (web/storage.py)
    assert len(stored(host, f"preferanzen:match:{match}")["records"]) == 1
    for guest in (left, right):
        assert stored(guest, "preferanzen:online")["state"]["rows"][0]["number"] == 1


def rejoin(host: Page, guest: Page, index: int) -> None:
    """The host's panel shows a new link for the lost seat; the guest opens it and answers."""
    if host.locator(".panel-online").count() == 0:
        host.locator("[data-control='online']").click()
    link = host.locator("[data-field='invite-link']").nth(index)
    link.wait_for(timeout=TIMEOUT_MS)
    accept(host, index, join(guest, link.input_value(), "Anna"))
    host.wait_for_function(  # back online: the host's panel closes by itself
        "!document.querySelector('.panel-online')", timeout=TIMEOUT_MS
    )
