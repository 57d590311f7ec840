"""Playing Preferanzen in the browser through the design.md §4 hooks only.

The tests click ``data-action``/``data-card``/``data-control`` elements like an outside
script would: whole deals to their result (with a talon exchange won by the player), the
score sheet and localStorage, a reload in the middle of a deal, illegal clicks, corrupt
storage, and the page's responsiveness while the opponents think in their worker.
Page boots are the expensive part (about 5 s each under routing), so each test shares one
page across several checks.
"""

from __future__ import annotations

import json
from collections.abc import Callable
from typing import Any

from playwright.sync_api import Page
from web_helpers import finish_deal

from game import derive_seed, observe, replay
from web.opponents import choose_action
from web.session import Session

from .conftest import READY, READY_TIMEOUT_MS, RESULTS, SUBPATH

# Seed 223 deals the player a strong first hand, so he wins the auction and takes the talon.
SEED = 223
LEVEL = "anfaenger"
HUMAN_TURN = "#table [data-action]:not([disabled]), #table .hand [data-card]:not([disabled])"
TURN_TIMEOUT_MS = 90_000


# --- reading the page --------------------------------------------------------------------


def phase(page: Page) -> str:
    return page.locator("#table").get_attribute("data-phase") or ""


def enabled_actions(page: Page) -> list[str]:
    return page.locator("[data-action]:not([disabled])").evaluate_all(
        "els => els.map(e => e.dataset.action)"
    )


def stored(page: Page, key: str) -> Any:
    raw = page.evaluate("key => localStorage.getItem(key)", key)
    return None if raw is None else json.loads(raw)


def stored_history(page: Page) -> list[dict[str, Any]]:
    """Every match in the page's storage (one key per match, web/storage.py), oldest first."""
    raw = page.evaluate(
        """() => Object.keys(localStorage).filter(k => k.startsWith('preferanzen:match:'))
            .map(k => localStorage.getItem(k))"""
    )
    return sorted((json.loads(r) for r in raw), key=lambda e: (e["started"], e["id"]))


def idle(page: Page) -> None:
    """Until no job is due or running (opponents, hints, reading the history: web/runner.py)."""
    page.wait_for_selector("html[data-runner='idle']", state="attached", timeout=TURN_TIMEOUT_MS)


def snapshot(page: Page) -> dict[str, Any]:
    """What a reload must bring back exactly: phase, hand, trick, counts, the saved record."""
    return {
        "phase": phase(page),
        "hand": page.locator(".hand [data-card]").evaluate_all(
            "els => els.map(e => e.dataset.card).sort()"
        ),
        "enabled": sorted(enabled_actions(page)),
        "trick": page.locator(".trick [data-played]").evaluate_all(
            "els => els.map(e => e.dataset.seat + ':' + e.dataset.played)"
        ),
        "stats": page.locator(".stats").all_inner_texts(),
        "record": stored(page, "preferanzen:match")["current"],
    }


def turn_or_thinking(page: Page) -> str:
    """Until an opponent is thinking or the player can act; which of the two (read in one
    go in the page: between two opponents nobody thinks for a moment)."""
    handle = page.wait_for_function(
        """selector => document.documentElement.dataset.thinking ? 'thinking'
            : document.querySelector(selector) ? 'turn' : null""",
        arg=f"{HUMAN_TURN}, .result [data-action='next-deal']:not([disabled])",
        timeout=TURN_TIMEOUT_MS,
    )
    return str(handle.json_value())


def wait_for_turn(page: Page) -> None:
    """Until the player can do something (or the deal's result is up)."""
    page.wait_for_selector(f"{HUMAN_TURN}, .result", timeout=TURN_TIMEOUT_MS)


# --- playing -----------------------------------------------------------------------------


def choose(actions: list[str]) -> str:
    """A plain player: holds or raises up to Vier, defends, plays the first legal card."""
    for preferred in ("hold", "bid:1", "bid:2", "bid:3", "bid:4", "defend:play", "invite:no"):
        if preferred in actions:
            return preferred
    announce = [a for a in actions if a.startswith("announce:")]
    if announce:
        return announce[0]
    plays = [a for a in actions if a.startswith("play:")]
    return plays[0] if plays else actions[0]


def discard_two(page: Page) -> None:
    """The talon exchange: pick two hand cards (selection toggles), then confirm."""
    cards = page.locator(".hand [data-card]")
    assert cards.count() == 12
    assert page.locator(".hand .from-talon").count() == 2  # the talon cards are marked
    confirm = page.locator("[data-action^='discard:']")
    first, second = (
        cards.nth(11).get_attribute("data-card"),
        cards.nth(10).get_attribute("data-card"),
    )
    cards.nth(11).click()
    assert confirm.is_disabled()
    cards.nth(0).click()
    cards.nth(0).click()  # toggles off again
    assert confirm.is_disabled()
    page.locator(f".hand [data-card='{second}']").click()
    order = "CSDH"
    pair = sorted([first, second], key=lambda c: (order.index(c[0]), "789TJQKA".index(c[1])))
    assert confirm.get_attribute("data-action") == f"discard:{pair[0]},{pair[1]}"
    assert confirm.is_enabled()
    confirm.click()
    assert phase(page) == "announce"


def play_deal(page: Page, on_play: Callable[[Page], None] | None = None) -> dict[str, Any]:
    """Drive one deal to its result through the page's controls."""
    seen: dict[str, Any] = {"exchange": False, "phases": set()}
    while True:
        wait_for_turn(page)
        current = phase(page)
        seen["phases"].add(current)
        if current == "done":
            return seen
        if current == "exchange":
            discard_two(page)
            seen["exchange"] = True
            continue
        if current == "play" and on_play is not None:
            on_play(page)
            wait_for_turn(page)
        actions = enabled_actions(page)
        assert actions, f"no enabled control in phase {current}"
        page.locator(f"[data-action='{choose(actions)}']").click()


def ignored(page: Page) -> int:
    """How many clicks the page has ignored so far (``html[data-ignored]``, web/main.py)."""
    return int(page.evaluate("document.documentElement.dataset.ignored || '0'"))


def wait_ignored(page: Page, count: int) -> None:
    """Until the page says it ignored ``count`` clicks: its explicit signal, no sleeping."""
    page.wait_for_function("n => +(document.documentElement.dataset.ignored || 0) >= n", arg=count)


def check_illegal_clicks(page: Page) -> bool:
    """A disabled card, a re-enabled illegal card and a stale control change nothing: the
    page says it ignored each of them, and everything is as it was."""
    illegal = page.locator(".hand [data-action^='play:'][disabled]")
    if not illegal.count():
        return False
    page.wait_for_selector("html[data-runner='idle']", state="attached")
    before, seen = snapshot(page), ignored(page)
    card = illegal.first.get_attribute("data-card")
    target = page.locator(f".hand [data-card='{card}']")
    target.dispatch_event("click")  # on the disabled card itself (cards overlap in the fan)
    wait_ignored(page, seen + 1)
    page.evaluate(
        "c => document.querySelector(`.hand [data-card='${c}']`).removeAttribute('disabled')", card
    )
    target.dispatch_event("click")  # now enabled in the DOM: the handler asks the engine
    wait_ignored(page, seen + 2)
    page.evaluate(
        """() => {
            const stale = document.createElement('button');
            stale.id = 'stale'; stale.dataset.action = 'bid:1'; stale.textContent = 'stale';
            document.querySelector('#table').append(stale);
        }"""
    )
    page.click("#stale")
    wait_ignored(page, seen + 3)
    page.wait_for_selector("html[data-runner='idle']", state="attached")
    assert snapshot(page) == before
    assert page.locator(f".hand [data-card='{card}']").is_disabled()
    return True


def check_result_and_sheet(page: Page, deals: int, name: str) -> None:
    """The result panel explains the deal, reveals all hands; the sheet and storage follow."""
    result = page.locator(".result")
    text = result.inner_text()
    explained = "Fall" in text or "Fester Wert" in text  # §7.1 cases, or §7.2 fixed values
    assert "Alle passen" in text or ("Punkte" in text and explained)
    assert result.locator(".reveal .mini").count() >= 32  # 3 hands as dealt + the talon
    assert enabled_actions(page) == ["next-deal"]
    page.click("[data-control='score-sheet']")
    sheet = page.locator(".panel-sheet")
    assert sheet.locator("tr[data-deal]").count() == deals
    assert name in sheet.locator("thead").inner_text()
    page.click("[data-control='close']")
    assert page.locator(".panel-sheet").count() == 0
    match = stored(page, "preferanzen:match")
    assert match["v"] == 1 and match["seed"] == SEED and len(match["records"]) == deals - 1
    history = stored_history(page)
    assert len(history) == 1 and len(history[0]["records"]) == deals


def dealer_place(page: Page) -> str:
    return page.locator(".seat:has(.badge-dealer)").get_attribute("class") or ""


# --- the tests ---------------------------------------------------------------------------


def test_play_deals_with_exchange_reload_and_illegal_clicks(
    open_page: Callable[..., Page],
) -> None:
    """The player starts a match from the dialog (seeded by ?seed=), wins the auction, takes
    the talon and discards, plays the deal out; the result, score sheet and localStorage
    follow; the next deal rotates the dealer; a reload mid-deal resumes at the same point;
    illegal and stale clicks change nothing. Served under the GitHub Pages sub-path."""
    page = open_page(SUBPATH, f"?seed={SEED}&pace=instant")
    assert phase(page) == "setup"
    name = "Anna <b>&"
    page.fill("input[name='name']", name)
    page.check(f"input[name='level'][value='{LEVEL}']")
    page.click("[data-action='start']")
    assert phase(page) == "auction"
    assert page.locator(".seat-me .name").inner_text() == name  # escaped, shown as text
    assert "seat-right" in dealer_place(page)  # the right-hand opponent deals first

    checks = {"reload": False, "illegal": False}

    def during_play(page: Page) -> None:
        if not checks["illegal"]:
            checks["illegal"] = check_illegal_clicks(page)
        trick_cards = page.locator(".trick [data-played]").count()
        if not checks["reload"] and trick_cards and page.locator(".trick.is-complete").count() == 0:
            before = snapshot(page)
            page.reload()
            page.wait_for_selector(READY, state="attached", timeout=READY_TIMEOUT_MS)
            wait_for_turn(page)
            assert snapshot(page) == before
            checks["reload"] = True

    exchange = False
    places = []
    for deal in range(1, 7):
        places.append(dealer_place(page))
        seen = play_deal(page, during_play)
        exchange = exchange or seen["exchange"]
        check_result_and_sheet(page, deal, name)
        if deal >= 2 and exchange and all(checks.values()):
            break  # at least one next-deal, so the dealer's rotation is seen
        page.click("[data-action='next-deal']")
        assert phase(page) != "done"
    assert exchange, "the player never won an auction"
    assert checks == {"reload": True, "illegal": True}
    rotation = ["seat-right", "seat-me", "seat-left"]  # R1.4: the deal passes to the left
    assert len(places) >= 2
    for i, place in enumerate(places):
        assert rotation[i % 3] in place


def test_corrupt_storage_is_survived_and_the_history_kept(
    page: Page, origin: str, open_page: Callable[..., Page]
) -> None:
    """design.md §4: an unreadable match and a foreign schema version never stop the page or
    silently destroy the history; both are kept under backup keys and the player is told."""
    session = Session.new(seed=5, started=1_700_000_000_000)
    finish_deal(session)
    history = json.dumps({"v": 1, "matches": [session.history_entry("Berta", LEVEL)]})
    foreign = json.dumps({"v": 99, "lang": "en", "future": True})
    page.goto(f"{origin}/web/style.css")  # same origin, no app: prime its storage
    page.evaluate(
        """([history, foreign]) => {
            localStorage.setItem('preferanzen:match', '{not json');
            localStorage.setItem('preferanzen:settings', foreign);
            localStorage.setItem('preferanzen:history', history);
        }""",
        [history, foreign],
    )
    open_page("/")
    notice = page.locator(".notices")
    assert notice.is_visible()
    assert "preferanzen:backup:match" in notice.inner_text()
    assert "preferanzen:backup:settings" in notice.inner_text()
    assert stored(page, "preferanzen:backup:settings") == json.loads(foreign)
    assert page.evaluate("localStorage.getItem('preferanzen:backup:match')") == "{not json"
    assert phase(page) == "setup"
    page.click("[data-control='dismiss-notice']")
    assert page.locator(".notices").count() == 0
    page.click("[data-action='start']")
    idle(page)  # the old single-key history has moved to one key per match
    (moved,) = stored_history(page)[:1]
    assert moved["records"] == json.loads(history)["matches"][0]["records"]
    assert page.evaluate("localStorage.getItem('preferanzen:history')") is None
    page.click("[data-control='score-sheet']")
    past = page.locator(".panel-sheet .past").inner_text()
    assert "Berta" in past and "1" in past
    page.click("[data-control='close']")
    page.reload()
    page.wait_for_selector(READY, state="attached", timeout=READY_TIMEOUT_MS)
    assert page.locator(".notices").count() == 0  # clean now; nothing is backed up twice
    assert stored_history(page)[0]["name"] == "Berta"
    assert page.evaluate("localStorage.getItem('preferanzen:backup:match:2')") is None


def test_page_stays_responsive_while_opponents_think_and_resumes_after_reload(
    open_page: Callable[..., Page],
) -> None:
    """The opponents think in the "bots" worker, so the page's own thread runs while they
    think: a 10 ms ticker on the page records whether an opponent was shown thinking at each
    tick, and some ticks fall inside every decision that takes at least 600 ms of CPU in the
    worker (?think=600). (With the bots on the page's thread no tick could see that: painting
    "thinking" and computing the answer happen in one go.) How long the gaps between ticks
    are is a benchmark's business, not this test's; they are written to
    test-results/responsiveness.json for the record. A reload while an opponent thinks simply
    recomputes the same decision (seeded by match, deal and ply)."""
    think = 600
    page = open_page("/", f"?seed=217&start=1&pace=fast&think={think}")
    assert phase(page) == "auction"
    # The worker boots after the first paint; its start-up is not part of the thinking.
    page.wait_for_selector("html[data-bots='worker']", state="attached", timeout=60_000)
    page.evaluate(
        """() => {
            window.__ticks = []; let last = performance.now();
            window.__ticker = setInterval(() => {
                const now = performance.now();
                const thinking = !!document.documentElement.dataset.thinking;
                window.__ticks.push([now - last, thinking]); last = now;
            }, 10);
        }"""
    )
    page.click("[data-action='pass']")
    wait_for_turn(page)
    page.wait_for_selector("html[data-runner='idle']", state="attached")
    ticks = page.evaluate("clearInterval(window.__ticker), window.__ticks")
    record = stored(page, "preferanzen:match")["current"]
    bot_moves = len(replay(record).history) - 1
    RESULTS.mkdir(exist_ok=True)
    (RESULTS / "responsiveness.json").write_text(
        json.dumps(
            {
                "think_ms": think,
                "bot_decisions": bot_moves,
                "ticks": len(ticks),
                "worst_gap_ms": round(max(gap for gap, _ in ticks), 1),
            }
        )
    )
    assert bot_moves >= 1
    assert any(thinking for _, thinking in ticks), "no timer ran while an opponent thought"

    # Reload while an opponent is thinking: it resumes and decides exactly as it would have.
    for _ in range(20):
        if turn_or_thinking(page) == "thinking":
            break
        if phase(page) == "exchange":
            discard_two(page)
        else:
            page.locator(f"[data-action='{choose(enabled_actions(page))}']").click()
    page.reload()
    page.wait_for_selector(READY, state="attached", timeout=READY_TIMEOUT_MS)
    wait_for_turn(page)
    saved = stored(page, "preferanzen:match")
    level = stored(page, "preferanzen:settings")["level"]
    state = replay(saved["current"])
    deal = len(saved["records"])
    assert any(seat != 0 for seat, _ in state.history)
    for ply, (seat, action) in enumerate(state.history):
        before = replay(";".join(saved["current"].split(";")[: 4 + ply]))
        if seat != 0:
            seed = derive_seed("preferanzen-bot", saved["seed"], deal, ply)
            assert choose_action(observe(before, seat), level, seed) == action, ply
