"""The player's aids through the page's hooks: hint, undo, motion, the after-deal analysis,
the deck switch, the rules, and the statistics with export and import.

Each test boots one page (3-6 s) and checks several things on it; screenshots of the new
panels go to test-results/screenshots/ at desktop (1280x800) and phone (375x667) size, and
each of them passes the axe-core audit.
Latencies measured in the page are written to test-results/features.json.
"""

from __future__ import annotations

import json
import time
from collections.abc import Callable, Iterator
from dataclasses import replace
from pathlib import Path
from typing import Any

import pytest
from playwright.sync_api import Browser, BrowserContext, Page
from playwright.sync_api import TimeoutError as PlaywrightTimeoutError
from web_helpers import finish_deal

from game import legal_actions, parse_record, replay
from web import stats
from web.session import Session

from .conftest import LOCALE, READY, READY_TIMEOUT_MS, RESULTS, Watch, save_artifacts
from .test_play import (
    choose,
    discard_two,
    enabled_actions,
    phase,
    snapshot,
    stored,
    stored_history,
)
from .tour import Audit

SHOTS = RESULTS / "screenshots"
TURN = "#table [data-action]:not([disabled]), #table .hand [data-card]:not([disabled]), .result"
TIMEOUT_MS = 90_000
DESKTOP = {"width": 1280, "height": 800}
PHONE = {"width": 375, "height": 667}


def record_timing(name: str, seconds: float) -> None:
    """Keep the latest measurement of ``name`` in test-results/features.json."""
    RESULTS.mkdir(exist_ok=True)
    path = RESULTS / "features.json"
    data = json.loads(path.read_text()) if path.exists() else {}
    data[name] = round(seconds, 3)
    path.write_text(json.dumps(data, indent=1, sort_keys=True) + "\n")


AUDIT = Audit("features-a11y")
"""axe-core on each new screen (tests/e2e/tour.py); findings in test-results/features-a11y.json."""


def shoot(page: Page, name: str, full_page: bool = False) -> None:
    """Screenshots of the page at desktop and phone size (the page is left at desktop size),
    and the axe-core audit of the screen: nothing serious or critical."""
    AUDIT(page, name, screenshot=False)
    AUDIT.check()
    SHOTS.mkdir(parents=True, exist_ok=True)
    for size, viewport in (("desktop", DESKTOP), ("phone", PHONE)):
        page.set_viewport_size(viewport)
        settle(page)
        page.screenshot(path=SHOTS / f"{size}-{name}.png", full_page=full_page)
    page.set_viewport_size(DESKTOP)


def settle(page: Page) -> None:
    """Until the page has laid out and painted what it shows now (two animation frames)."""
    page.evaluate(
        "() => new Promise(done => requestAnimationFrame(() => requestAnimationFrame(done)))"
    )


def idle(page: Page) -> None:
    """Until no job (an opponent's move, a hint, …) is due or running (web/runner.py)."""
    page.wait_for_selector("html[data-runner='idle']", state="attached", timeout=TIMEOUT_MS)


def boot(page: Page, url: str) -> Page:
    page.goto(url)
    page.wait_for_selector(READY, state="attached", timeout=READY_TIMEOUT_MS)
    return page


def reload(page: Page) -> None:
    page.reload()
    page.wait_for_selector(READY, state="attached", timeout=READY_TIMEOUT_MS)


def wait_for_turn(page: Page) -> str:
    page.wait_for_selector(TURN, timeout=TIMEOUT_MS)
    return phase(page)


def ask_hint(page: Page) -> tuple[str, float]:
    """Click the hint control; the recommended action and how long it took to appear."""
    started = time.perf_counter()
    if not page.locator(".hint[data-hint]").count():
        page.click("[data-control='hint']")
    page.wait_for_selector(".hint[data-hint]", timeout=TIMEOUT_MS)
    return page.locator(".hint").get_attribute("data-hint") or "", time.perf_counter() - started


def check_highlight(page: Page, hint: str) -> None:
    """The hint names a legal action, and exactly that control is highlighted."""
    kind, _, arg = hint.partition(":")
    marked = page.locator(".is-hinted")
    if kind == "play":
        assert hint in enabled_actions(page)
        assert marked.evaluate_all("els => els.map(e => e.dataset.card)") == [arg]
    elif kind == "discard":
        cards = page.locator(".hand [data-card]:not([disabled])").evaluate_all(
            "els => els.map(e => e.dataset.card)"
        )
        assert set(arg.split(",")) <= set(cards)
        assert sorted(marked.evaluate_all("els => els.map(e => e.dataset.card)")) == sorted(
            arg.split(",")
        )
    else:
        assert hint in enabled_actions(page)
        assert marked.evaluate_all("els => els.map(e => e.dataset.action)") == [hint]


def follow(page: Page, hint: str) -> None:
    if hint.startswith("discard:"):
        for card in hint[8:].split(","):
            page.click(f".hand [data-card='{card}']")
        page.click(f"[data-action='{hint}']")
    elif hint.startswith("play:"):
        page.click(f".hand [data-card='{hint[5:]}']")
    else:
        page.click(f"[data-action='{hint}']")


SWITCH_ON_AUTOPLAY = """() => {
    const settings = JSON.parse(localStorage.getItem('preferanzen:settings'));
    localStorage.setItem('preferanzen:settings', JSON.stringify({...settings, autoplay: true}));
}"""
PHASE_RECORD_AND_ACTIONS = """() => [
    document.querySelector('#table').dataset.phase,
    JSON.parse(localStorage.getItem('preferanzen:match')).current.split(';'),
    [...document.querySelectorAll('#table [data-action]:not([disabled])')].map(
        e => e.dataset.action),
]"""
"""One look at the table: its phase, the deal's record and the player's enabled actions,
read in one go (auto-play may end the deal between two separate looks: the result's "next
deal" then counted as the player's choice, and a new deal began)."""
NEXT_DECISION = """() => document.querySelector('#table [data-action]:not([disabled])')
    || document.querySelector('#table[data-phase="done"]')"""
PLAYED = """([n, action]) => {
    const record = JSON.parse(localStorage.getItem('preferanzen:match')).current.split(';');
    return record.length > n && record[n] === action;
}"""

TABLE_NOW = """() => ({
    phase: document.querySelector('#table')?.dataset.phase,
    runner: document.documentElement.dataset.runner,
    bots: document.documentElement.dataset.bots,
    thinking: document.documentElement.dataset.thinking,
    record: localStorage.getItem('preferanzen:match'),
    actions: [...document.querySelectorAll('[data-action]')].map(
        e => e.dataset.action + (e.disabled ? ' (disabled)' : '')),
    overlay: [...document.querySelectorAll('[role=dialog]')].map(e => e.className),
})"""


def wait_or_describe(page: Page, condition: str, arg: Any = None) -> None:
    """Wait until ``condition`` holds in the page; if it does not in time, fail saying what
    the table showed then (the phase, the job loop, the bots' thread, the record, the
    actions on screen), so a failure on a busy machine tells what the page was waiting for."""
    try:
        page.wait_for_function(condition, arg=arg, timeout=TIMEOUT_MS)
    except PlaywrightTimeoutError:
        pytest.fail(f"waited {TIMEOUT_MS} ms; the table: {page.evaluate(TABLE_NOW)}")


def animations(page: Page) -> list[str]:
    """Every running animation or transition, described (empty when nothing moves)."""
    return page.evaluate(
        """() => document.getAnimations().map(a => [
            a.constructor.name, a.animationName || a.transitionProperty || '',
            a.effect && a.effect.target ? a.effect.target.outerHTML.slice(0, 80) : '',
        ].join(' '))"""
    )


def animation_names(page: Page, selector: str) -> list[str]:
    """The CSS animation of each element matching ``selector``, read in one go in the page
    (elements found and read in one task: a repaint cannot detach one in between, which
    would read as an empty name)."""
    return page.evaluate(
        "s => [...document.querySelectorAll(s)].map(e => getComputedStyle(e).animationName)",
        selector,
    )


def play_and_watch(page: Page, card: str) -> list[str]:
    """Click ``card`` in the hand and read, in the same task, the CSS animation of the card
    that just arrived in the trick and whether it runs: the click's handler paints at once,
    and an opponent answering before a separate read could not get in between (his card,
    or the trick gathered, would be read instead)."""
    return page.evaluate(
        """card => {
            document.querySelector(`.hand [data-card='${card}']`).click();
            const arrived = document.querySelector(`.trick [data-played='${card}']`);
            const running = document.getAnimations().some(a => a.effect?.target === arrived);
            return arrived && running ? getComputedStyle(arrived).animationName.split(', ') : [];
        }""",
        card,
    )


# --- hint, undo, motion ------------------------------------------------------------------


def test_hint_undo_and_motion(open_page: Callable[..., Page]) -> None:
    """At every decision a hint names a legal action that is highlighted; a misplayed card is
    taken back (state and storage as before it, also after a reload); cards move."""
    page = open_page("/", "?seed=223&start=1&pace=fast")
    page.wait_for_selector("html[data-bots='worker']", state="attached", timeout=TIMEOUT_MS)
    timings: dict[str, list[float]] = {}
    undone = moved = False
    gathered = None  # the finished trick's caption ("Dein Stich") goes with its cards
    while len(timings.get("play", [])) < 4:  # the auction, the talon, a few cards
        current = wait_for_turn(page)
        assert current != "done"
        gathered = gathered or page.evaluate(
            """() => {
                const caption = document.querySelector('.trick.is-complete .trick-caption');
                return caption && caption.textContent && getComputedStyle(caption).animationName;
            }"""
        )
        hint, seconds = ask_hint(page)
        timings.setdefault(current, []).append(seconds)
        check_highlight(page, hint)
        if len(timings[current]) == 1 and current in ("auction", "play"):
            shoot(page, f"hint-{current}")
        if current == "play" and not undone:
            undone = misplay_and_undo(page, hint)
            continue
        if current == "play" and not moved:
            assert play_and_watch(page, hint[5:])[:1] == ["pf-arrive"]  # + pf-gather if last
            moved = True
            continue
        follow(page, hint)
    assert undone and moved and gathered == "pf-gather"
    every = sorted(t for values in timings.values() for t in values)
    record_timing("hint_median_s", every[len(every) // 2])
    record_timing("hint_max_s", every[-1])


def misplay_and_undo(page: Page, hint: str) -> bool:
    """Play a card other than the hint, take it back at once, check, reload, check."""
    cards = page.locator(".hand [data-card]:not([disabled])").evaluate_all(
        "els => els.map(e => e.dataset.card)"
    )
    wrong = next((c for c in cards if c != hint[5:]), None)
    if wrong is None:
        return False
    before = snapshot(page)
    page.click(f".hand [data-card='{wrong}']")
    page.wait_for_selector("[data-control='undo']:not([aria-disabled])", timeout=TIMEOUT_MS)
    page.click("[data-control='undo']")
    page.wait_for_selector(".undone", timeout=TIMEOUT_MS)
    idle(page)  # an opponent's answer in flight has come back and was dropped
    after = snapshot(page)
    assert after == before, "undo did not restore the state before the misplayed card"
    assert wrong in after["hand"] and f"play:{wrong}" in after["enabled"]
    assert not stored(page, "preferanzen:match")["current"].endswith(f"play:{wrong}")
    shoot(page, "undo")
    reload(page)
    wait_for_turn(page)
    assert snapshot(page) == before
    # the next hint is timed without the worker's boot
    page.wait_for_selector("html[data-bots='worker']", state="attached", timeout=TIMEOUT_MS)
    return True


# --- reduced motion, and the analysis after the deal ---------------------------------------


@pytest.fixture
def reduced(browser: Browser, watch: Watch, request: pytest.FixtureRequest) -> Iterator[Page]:
    """A guarded page whose context prefers reduced motion (like the ``context`` fixture)."""
    context: BrowserContext = browser.new_context(
        viewport=DESKTOP, reduced_motion="reduce", locale=LOCALE
    )
    watch.attach(context)
    yield context.new_page()
    call = getattr(request.node, "report_call", None)
    if call is None or call.failed or watch.blocked or watch.errors:
        save_artifacts(context, watch, request.node.nodeid)
    context.close()
    watch.assert_clean()


def test_reduced_motion_moves_nothing_and_the_result_shows_best_play(
    reduced: Page, origin: str
) -> None:
    """prefers-reduced-motion: reduce at a visible pace: no animation at all while cards are
    played and calls are made. With auto-play on, a forced card is played by itself. After
    the deal, the exact solver's line on best play by all appears in the result."""
    page = boot(reduced, f"{origin}/?seed=223&start=1&pace=fast")
    cards = 0
    while cards < 4:
        current = wait_for_turn(page)
        assert not animations(page), animations(page)
        assert set(animation_names(page, ".speech, .trick .played")) <= {"none"}
        if current == "done":  # e.g. both defenders stayed out: no card play in this deal
            page.click("[data-action='next-deal']")
            continue
        if current == "exchange":
            discard_two(page)
            continue
        actions = enabled_actions(page)
        action = choose(actions)
        page.click(f"[data-action='{action}']")
        cards += action.startswith("play:")
        assert not animations(page), animations(page)  # at once, and after the answers
        assert set(animation_names(page, ".speech, .trick .played")) <= {"none"}
        idle(page)
        assert not animations(page), animations(page)
        assert set(animation_names(page, ".speech, .trick .played")) <= {"none"}
    page.evaluate(SWITCH_ON_AUTOPLAY)
    page.goto(f"{origin}/?pace=instant")  # the rest at once, forced cards played by themselves
    page.wait_for_selector(READY, state="attached", timeout=READY_TIMEOUT_MS)
    first = len(stored(page, "preferanzen:match")["current"].split(";")) - 4
    clicked = set()
    while True:
        wait_for_turn(page)
        now, record, actions = page.evaluate(PHASE_RECORD_AND_ACTIONS)
        if now == "done":
            break
        if not actions:
            # the turn passed between the wait and the look (on a busy machine auto-play
            # may play the forced card in between): wait for the next decision
            wait_or_describe(page, NEXT_DECISION)
            continue
        if len(actions) == 1 and actions[0].startswith("play:"):  # auto-play's, not ours
            wait_or_describe(page, PLAYED, [len(record), actions[0]])
        else:
            clicked.add(len(record) - 4)
            page.click(f"[data-action='{choose(actions)}']")
    deal = parse_record(stored(page, "preferanzen:match")["current"])
    forced = [
        ply
        for ply in range(first, len(deal.actions))
        if replay(replace(deal, actions=deal.actions[:ply])).to_move == 0
        and len(legal_actions(replay(replace(deal, actions=deal.actions[:ply])))) == 1
    ]
    assert forced and not set(forced) & clicked  # e.g. the last card of a trump game
    started = time.perf_counter()
    line = page.locator(".result .analysis")
    line.wait_for(timeout=TIMEOUT_MS)
    page.wait_for_selector(".analysis[data-analysis='ready']", timeout=TIMEOUT_MS)
    record_timing("analysis_s", time.perf_counter() - started)
    record_timing("analysis_worker_s", float(line.get_attribute("data-ms") or 0) / 1000)
    text = line.inner_text()
    trump = text.startswith("Mit bester Spielweise aller:") and "gemacht:" in text
    fixed = any(words in text for words in ("zu gewinnen", "verloren gewesen"))
    assert trump or fixed, text
    shoot(page, "result-analysis", full_page=True)


# --- deck switch, settings and the rules --------------------------------------------------


def deck_of_hand(page: Page) -> set[str]:
    hrefs = page.locator(".hand [data-card] use").evaluate_all(
        "els => els.map(e => e.getAttribute('href'))"
    )
    return {h.removeprefix("#").split("-", 1)[0] for h in hrefs}


def open_settings(page: Page, **choices: str) -> None:
    page.click("[data-control='settings']")
    for name, value in choices.items():
        page.check(f".panel-dialog input[name='{name}'][value='{value}']")


def test_deck_switch_applies_at_once_and_persists_and_the_rules_follow(
    open_page: Callable[..., Page],
) -> None:
    """Settings changed mid-deal apply at once (the cards re-render in the German deck, four
    colours), persist across a reload, with the pace and auto-play; the rules panel speaks
    the chosen language and names the chosen deck's suits."""
    page = open_page("/", "?seed=5&start=1&pace=instant")
    wait_for_turn(page)
    assert deck_of_hand(page) == {"french"}
    record = stored(page, "preferanzen:match")["current"]
    open_settings(page, deck="german", pace="slow")
    page.check(".panel-dialog input[name='four_color']")
    page.check(".panel-dialog input[name='autoplay']")
    page.click("[data-control='apply-settings']")
    assert deck_of_hand(page) == {"german"}
    assert "four-color" in (page.locator("#table").get_attribute("class") or "")
    assert stored(page, "preferanzen:match")["current"] == record  # the deal goes on
    saved = stored(page, "preferanzen:settings")
    assert (saved["deck"], saved["four_color"], saved["pace"], saved["autoplay"]) == (
        "german",
        True,
        "slow",
        True,
    )
    page.click("[data-control='rules']")
    rules = page.locator(".panel-rules").inner_text()
    assert "Eichel" in rules and "Kreuz" not in rules
    page.click(".panel-rules [data-control='close']")

    reload(page)
    wait_for_turn(page)
    assert deck_of_hand(page) == {"german"}
    assert "four-color" in (page.locator("#table").get_attribute("class") or "")
    open_settings(page, lang="en")
    assert page.locator(".panel-dialog input[name='pace'][value='slow']").is_checked()
    assert page.locator(".panel-dialog input[name='autoplay']").is_checked()
    page.click("[data-control='apply-settings']")
    page.click("[data-control='rules']")
    rules = page.locator(".panel-rules").inner_text()
    assert "Acorns" in rules and "Clubs" not in rules and "Trumps" in rules
    page.click(".panel-rules [data-control='close']")
    open_settings(page, deck="french")
    page.click("[data-control='apply-settings']")
    assert deck_of_hand(page) == {"french"}
    page.click("[data-control='rules']")
    assert "Clubs" in page.locator(".panel-rules").inner_text()


# --- statistics, export and import --------------------------------------------------------


def played_history() -> list[dict[str, Any]]:
    """Two finished matches of the interim players, the player bidding when he can."""
    history = []
    for seed, deals, started in ((3, 5, 1_700_000_000_000), (8, 4, 1_700_100_000_000)):
        session = Session.new(seed, started)
        for number in range(deals):
            finish_deal(session)
            if number < deals - 1:
                session.next_deal()
        history.append(session.history_entry("Berta", "anfaenger"))
    return history


def finished(stored: list[dict[str, Any]]) -> list[dict[str, Any]]:
    """Stored matches with finished deals, as history entries (no storage fields)."""
    fields = ("id", "started", "seed", "first_dealer", "name", "level", "records")
    return [{k: e[k] for k in fields} for e in stored if e["records"]]


def stats_seen(page: Page) -> dict[str, str]:
    """The statistics panel's numbers as shown."""
    page.click("[data-control='stats']")
    panel = page.locator(".panel-stats")
    panel.wait_for()
    seen = {
        item.get_attribute("data-stat") or "": item.locator("dd").inner_text()
        for item in panel.locator("[data-stat]").all()
    }
    seen["tables"] = panel.locator("table").all_inner_texts().__repr__()
    seen["chart"] = panel.locator("svg.chart").get_attribute("aria-label") or ""
    return seen


def test_statistics_export_and_import_round_trip(
    page: Page, origin: str, open_page: Callable[..., Page], tmp_path: Path
) -> None:
    """The statistics panel counts the stored history; export -> clear -> import gives the
    same history and the same numbers; a damaged match in a file is left out and named, a
    file of damaged matches only is refused with a notice; nothing lost."""
    history = played_history()
    expected = stats.compute(stats.summaries(e["records"]) for e in history)
    page.goto(f"{origin}/web/style.css")  # same origin, no app: prime its storage
    page.evaluate(
        "h => localStorage.setItem('preferanzen:history', h)",
        json.dumps({"v": 1, "matches": history}),
    )
    open_page("/", "?seed=11&start=1&pace=instant")
    idle(page)  # the stored history is read (and moved to one key per match)
    before = stats_seen(page)
    assert before["deals"] == str(expected["deals"]) == "9"
    assert before["matches"] == "2" and before["all_pass"] == str(expected["all_pass"])
    assert str(expected["total"]).lstrip("-") in before["total"]
    shoot(page, "stats")

    with page.expect_download() as download:
        page.click("[data-control='export']")
    exported = tmp_path / "export.json"
    download.value.save_as(exported)
    data = json.loads(exported.read_text())
    assert (data["format"], data["version"], data["matches"]) == ("preferanzen-history", 1, history)
    assert download.value.suggested_filename.startswith("preferanzen-history-")

    page.evaluate("localStorage.clear()")
    reload(page)
    page.click("[data-control='stats']")
    assert "Noch keine Spiele" in page.locator(".panel-stats").inner_text()
    page.set_input_files("[data-control='import']", exported)
    page.locator(".notices", has_text="Import fertig").wait_for(timeout=TIMEOUT_MS)
    assert "Import fertig: neue Partien: 2 (Spiele: 9)" in page.locator(".notices").inner_text()
    assert finished(stored_history(page)) == history
    page.click("[data-control='dismiss-notice']")
    page.click("[data-control='close']")
    assert stats_seen(page) == before

    corrupt = tmp_path / "corrupt.json"
    broken = json.loads(exported.read_text())
    broken["matches"][1]["records"][2] = broken["matches"][1]["records"][2] + ";play:XX"
    corrupt.write_text(json.dumps(broken))
    saved = stored_history(page)
    page.set_input_files("[data-control='import']", corrupt)
    page.locator(".notices", has_text="Import fertig").wait_for(timeout=TIMEOUT_MS)
    notice = page.locator(".notices").inner_text()
    assert "schon vorhanden: 1; abweichend, nicht übernommen: 0; beschädigt, nicht " in notice
    assert "übernommen: 1 (Partie 2: ihr 3. Spiel lässt sich nicht nachspielen)." in notice
    assert stored_history(page) == saved  # the good match was there already
    page.click("[data-control='dismiss-notice']")
    broken["matches"] = broken["matches"][1:]  # nothing good left in it
    corrupt.write_text(json.dumps(broken))
    page.set_input_files("[data-control='import']", corrupt)
    page.locator(".notices", has_text="Import abgelehnt").wait_for(timeout=TIMEOUT_MS)
    notice = page.locator(".notices").inner_text()
    assert "Import abgelehnt: die 1. Partie der Datei ist beschädigt" in notice
    assert "unverändert" in notice
    assert stored_history(page) == saved
    page.click("[data-control='dismiss-notice']")
    page.click("[data-control='close']")
    assert stats_seen(page) == before
