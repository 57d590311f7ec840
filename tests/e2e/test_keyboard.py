"""A whole deal with the keyboard alone (web/keyboard.py): after the page has loaded, no
mouse at all, only ``page.keyboard``. Checks the scheme of the module's docstring: Tab into
the new-game dialog's start button (Tab stays inside the dialog), arrows through the prompt
and the hand, Up/Down between them, Enter to act, Space to pick discards, L and Escape for
the last trick with the focus given back, a roving tab stop in the hand, and the focus never
dropped to <body> by a re-render. The live region narrates the deal."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from playwright.sync_api import Page

from .conftest import READY, READY_TIMEOUT_MS
from .test_play import SEED, choose, enabled_actions, phase, wait_for_turn
from .tour import shot

FOCUSED = """() => {
    const e = document.activeElement;
    const box = e.closest('.overlay, .result, .hand, .prompt, .bar');
    return {
        tag: e.tagName, card: e.dataset.card || null, action: e.dataset.action || null,
        control: e.dataset.control || null, box: box ? box.className.split(' ')[0] : null,
        self: box === e,
    };
}"""


def focused(page: Page) -> dict[str, Any]:
    return page.evaluate(FOCUSED)


def assert_focus_kept(page: Page) -> dict[str, Any]:
    now = focused(page)
    assert now["tag"] != "BODY", "a re-render dropped the focus"
    return now


def press_until(page: Page, key: str, done: Callable[[dict[str, Any]], bool]) -> None:
    for _ in range(40):
        if done(focused(page)):
            return
        page.keyboard.press(key)
    raise AssertionError(f"{key} never reached the wanted element; focus is on {focused(page)}")


def to_actions(page: Page) -> None:
    if focused(page)["box"] != "prompt" or focused(page)["self"]:
        page.keyboard.press("ArrowUp")
    assert focused(page)["box"] == "prompt" and focused(page)["action"]


def to_hand(page: Page) -> None:
    if focused(page)["box"] != "hand" or focused(page)["self"]:
        page.keyboard.press("ArrowDown")
    assert focused(page)["box"] == "hand" and focused(page)["card"]


def act(page: Page, action: str) -> None:
    to_actions(page)
    press_until(page, "ArrowRight", lambda f: f["action"] == action)
    page.keyboard.press("Enter")


def play_card(page: Page, card: str) -> None:
    to_hand(page)
    press_until(page, "ArrowRight", lambda f: f["card"] == card)
    page.keyboard.press("Enter")


def check_last_trick_and_roving(page: Page) -> None:
    """L opens the last trick with the focus inside; Tab stays inside; Escape closes it and
    the focus is back on the card. Shift+Tab leaves the hand, Tab comes back to that card.
    Over the rules L does nothing."""
    card = focused(page)["card"]
    page.keyboard.press("l")
    page.wait_for_selector(".panel-trick")
    assert focused(page)["box"] == "overlay"
    shot(page, "desktop-keyboard-last-trick")
    page.keyboard.press("Tab")
    page.keyboard.press("Tab")
    assert focused(page)["box"] == "overlay"
    page.keyboard.press("Escape")
    assert page.locator(".panel-trick").count() == 0
    assert focused(page)["card"] == card
    shot(page, "desktop-keyboard-focus")  # the focused card is lifted and outlined
    page.keyboard.press("Shift+Tab")
    assert focused(page)["box"] != "hand"
    page.keyboard.press("Tab")
    assert focused(page)["card"] == card
    # over another panel L does nothing (it replaced the rules being read, play-test)
    press_until(page, "Shift+Tab", lambda f: f["control"] == "rules")
    page.keyboard.press("Enter")
    page.wait_for_selector(".panel-rules")
    page.keyboard.press("l")
    assert page.locator(".panel-trick").count() == 0 and page.locator(".panel-rules").count()
    page.keyboard.press("Escape")
    page.wait_for_selector(".panel-rules", state="detached")
    assert focused(page)["control"] == "rules"


def check_the_hint_keeps_the_focus(page: Page) -> None:
    """The hint button is a toggle: pressed, it keeps the focus while the hint is computed
    and once it is shown, and again when it hides it (it went to Undo, play-test)."""
    press_until(page, "Tab", lambda f: f["control"] == "hint")
    page.keyboard.press("Enter")
    page.wait_for_selector(".hint[data-hint]")
    assert focused(page)["control"] == "hint"
    page.keyboard.press("Enter")
    page.wait_for_selector(".hint", state="detached")
    assert focused(page)["control"] == "hint"


def test_whole_deals_with_the_keyboard_only(open_page: Callable[..., Page]) -> None:
    """The first deal (seed 223) has the player win the auction and discard; the match goes
    on by keyboard until a deal with trick play has been seen too."""
    page = open_page("/", f"?seed={SEED}&pace=instant")
    assert phase(page) == "setup"
    assert focused(page)["box"] == "overlay"  # the dialog takes the focus
    press_until(page, "Tab", lambda f: f["action"] == "start" or f["box"] != "overlay")
    assert focused(page)["action"] == "start"
    page.keyboard.press("Tab")  # wraps around inside the dialog
    assert focused(page)["box"] == "overlay"
    press_until(page, "Shift+Tab", lambda f: f["action"] == "start")
    page.keyboard.press("Enter")
    seen: set[str] = set()
    checked, hinted, deals = False, False, 0
    while True:
        wait_for_turn(page)
        now = assert_focus_kept(page)
        current = phase(page)
        seen.add(current)
        if current == "done":
            assert now["action"] == "next-deal"
            deals += 1
            if checked and {"exchange", "play"} <= seen or deals == 5:
                break
            page.keyboard.press("Enter")  # the next deal, until one had trick play too
            continue
        if current == "exchange":
            to_hand(page)
            cards = page.locator(".hand [data-card]").evaluate_all(
                "els => els.map(e => e.dataset.card)"
            )
            for card in cards[-2:]:
                press_until(page, "ArrowRight", lambda f, c=card: f["card"] == c)
                page.keyboard.press("Space")
                assert focused(page)["card"] == card  # the picked card keeps the focus
            assert page.locator(".hand [aria-pressed='true']").count() == 2
            to_actions(page)
            assert (focused(page)["action"] or "").startswith("discard:")
            page.keyboard.press("Enter")
            continue
        if current == "play":
            cards = page.locator(".hand [data-card]:not([disabled])").evaluate_all(
                "els => els.map(e => e.dataset.card)"
            )
            to_hand(page)
            if not checked and page.locator("[data-control='last-trick']:not([disabled])").count():
                check_last_trick_and_roving(page)
                checked = True
            play_card(page, cards[0])
            continue
        if current == "auction" and not hinted:
            check_the_hint_keeps_the_focus(page)
            hinted = True
        act(page, choose(enabled_actions(page)))
    assert {"auction", "exchange", "play", "done"} <= seen and hinted
    assert checked
    spoken = page.locator("#announcer").inner_text()
    assert "Ergebnis" in spoken or "Alle passen" in spoken
    assert page.locator(".result").is_visible()
    check_the_review(page)


def check_the_review(page: Page) -> None:
    """The deal's review by keys: it takes the focus on its "next" button, the arrows step
    through it, Escape closes it and the focus is back on "review the deal"."""
    press_until(page, "Shift+Tab", lambda f: f["control"] == "review")
    page.keyboard.press("Enter")
    page.wait_for_selector(".center.review")
    assert focused(page)["control"] == "review-next"
    assert page.locator("[data-control='review-back']").is_disabled()  # at the start
    page.keyboard.press("ArrowRight")
    page.wait_for_selector("[data-control='review-back']:not([disabled])")
    page.keyboard.press("End")
    page.wait_for_selector("[data-control='review-next'][disabled]")
    assert_focus_kept(page)
    page.keyboard.press("Escape")
    page.wait_for_selector(".center.review", state="detached")
    assert focused(page)["control"] == "review"


def test_the_folded_menu_by_keys(open_page: Callable[..., Page]) -> None:
    """On a narrow screen (a phone, a zoomed desktop) the page's controls fold into a menu:
    Escape closes it, from its button or from an item, and a panel opened from it gives the
    focus back to the menu's button (its own item is folded away again), never to <body>."""
    page = open_page("/", f"?seed={SEED}&start=1&pace=instant")
    page.set_viewport_size({"width": 375, "height": 667})
    wait_for_turn(page)
    page.keyboard.press("ArrowDown")  # into the game
    press_until(page, "Shift+Tab", lambda f: f["control"] == "menu")
    page.keyboard.press("Enter")
    toggle = page.locator("[data-control='menu']")
    assert toggle.get_attribute("aria-expanded") == "true"
    page.keyboard.press("Escape")
    assert toggle.get_attribute("aria-expanded") == "false"
    assert focused(page)["control"] == "menu"
    page.keyboard.press("Enter")
    page.keyboard.press("Tab")  # on an item of the open menu, Escape folds it away
    assert focused(page)["control"] not in (None, "menu")
    page.keyboard.press("Escape")
    assert toggle.get_attribute("aria-expanded") == "false"
    assert focused(page)["control"] == "menu"  # was <body> (play-test)
    page.keyboard.press("Enter")
    press_until(page, "Tab", lambda f: f["control"] == "rules")
    page.keyboard.press("Enter")
    page.wait_for_selector(".overlay [data-control='close']")
    page.keyboard.press("Escape")
    page.wait_for_selector(".overlay", state="detached")
    assert focused(page)["control"] == "menu"


def test_back_closes_what_escape_closes_and_stays_in_the_game(
    open_page: Callable[..., Page],
) -> None:
    """A phone's back gesture (the browser's Back) closes the folded menu and an open panel
    as Escape does; it left the game for the page before (play-test). A panel closed by its
    own button leaves no step of the page's behind: the next Back leaves, as it always did
    (the page never keeps the player from leaving)."""
    page = open_page("/", f"?seed={SEED}&start=1&pace=instant")
    page.set_viewport_size({"width": 375, "height": 667})
    wait_for_turn(page)
    address = page.url
    page.evaluate("() => { window.stayed = true; }")  # gone if the page were left
    toggle = page.locator("[data-control='menu']")
    toggle.click()
    assert toggle.get_attribute("aria-expanded") == "true"
    page.go_back()
    page.wait_for_selector("[data-control='menu'][aria-expanded='false']")
    toggle.click()
    page.locator("[data-control='rules']:visible").click()
    page.wait_for_selector(".overlay [data-control='close']")
    page.go_back()
    page.wait_for_selector(".overlay", state="detached")
    assert page.evaluate("() => window.stayed === true") and page.url == address
    assert focused(page)["control"] == "menu"  # given back as after Escape
    toggle.click()
    page.locator("[data-control='score-sheet']:visible").click()
    page.locator(".overlay [data-control='close']").click()
    page.wait_for_selector(".overlay", state="detached")
    page.go_back()  # nothing of the page's is left to close: Back leaves it
    page.wait_for_url("about:blank")


def test_back_after_a_reload_closes_what_came_back_or_leaves(
    open_page: Callable[..., Page],
) -> None:
    """Reloaded while a panel was open, the page's history entry stayed and the first Back
    did nothing visible (it landed on the same page, nothing open to close). Now a panel
    that shows stored things comes back open (the score sheet: the tab remembers it), and
    Back closes it, then leaves; one that does not come back (the settings, whose draft is
    gone) leaves the page nothing open, and it goes back over its own entry: the first Back
    leaves."""
    page = open_page("/", f"?seed={SEED}&start=1&pace=instant")
    wait_for_turn(page)

    def reload_with(panel: str) -> None:
        page.locator(f"[data-control='{panel}']:visible").click()
        page.wait_for_selector(".overlay [data-control='close']")
        page.reload()
        page.wait_for_selector(READY, state="attached", timeout=READY_TIMEOUT_MS)

    reload_with("score-sheet")
    page.wait_for_selector(".overlay [data-control='close']")  # open again after the reload
    page.evaluate("window.stayed = true")
    page.go_back()  # closes the sheet; the page stays
    page.wait_for_function("() => !document.querySelector('.overlay')")
    assert page.evaluate("window.stayed === true")
    reload_with("settings")
    page.wait_for_function("() => history.state === null")  # the page's own back(), if any
    assert page.locator(".overlay").count() == 0
    page.go_back()
    page.wait_for_url("about:blank")


IN_SIGHT = """e => {
    const r = e.getBoundingClientRect(), b = e.closest('.panel-body').getBoundingClientRect();
    return r.top >= Math.max(b.top, 0) && r.bottom <= Math.min(b.bottom, innerHeight);
}"""


def test_an_opened_fold_shows_its_content(open_page: Callable[..., Page]) -> None:
    """Settings on a phone: the Keyboard fold is the panel's last group, and opening it left
    its content below the visible part of the panel (play-test); the opened fold is scrolled
    into view, its toggle kept in sight, by Enter as by a tap."""
    page = open_page("/", f"?seed={SEED}&start=1&pace=instant")
    page.set_viewport_size({"width": 360, "height": 740})
    wait_for_turn(page)
    page.locator("[data-control='menu']").click()
    page.locator("[data-control='settings']:visible").click()
    toggle = page.locator("[data-control='section:keys']")
    letters = page.locator("input[name='letters']")
    for opening in ("Enter", "tap"):
        page.locator(".panel-body").evaluate("e => { e.scrollTop = 0; }")
        assert not toggle.evaluate(IN_SIGHT), "the fold is in sight anyway: nothing is tested"
        if opening == "Enter":
            toggle.focus()
            page.keyboard.press("Enter")
        else:
            toggle.click()
        assert toggle.get_attribute("aria-expanded") == "true"
        assert letters.evaluate(IN_SIGHT), f"{opening}: the fold's content is out of sight"
        assert toggle.evaluate(IN_SIGHT), f"{opening}: the fold's toggle is out of sight"
        assert focused(page)["control"] == "section:keys"
        toggle.click()  # folded again
        assert toggle.get_attribute("aria-expanded") == "false"
