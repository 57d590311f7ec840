"""The page on a phone held upright (375 × 667, touch): whole deals played with taps only,
checking on every turn that nothing scrolls sideways, that each usable card shows a
tappable strip at least 24 px wide, and that no control covers the hand. Screenshots of
each screen go to test-results/screenshots/phone-<screen>.png."""

from __future__ import annotations

from typing import Any

from playwright.sync_api import Browser, Page

from .conftest import READY, READY_TIMEOUT_MS
from .test_play import LEVEL, SEED, choose, enabled_actions, phase, wait_for_turn
from .tour import guarded_context, shot

PHONE = {
    "viewport": {"width": 375, "height": 667},
    "device_scale_factor": 2,
    "is_mobile": True,
    "has_touch": True,
}
MIN_STRIP = 24

LAYOUT = """() => {
    const rect = e => { const r = e.getBoundingClientRect();
        return {l: r.left, r: r.right, t: r.top, b: r.bottom}; };
    const cards = [...document.querySelectorAll('.hand .card')];
    const controls = [...document.querySelectorAll(
        '.prompt button, .bar button, .center button')].filter(e => e.offsetParent);
    return {
        scroll: document.documentElement.scrollWidth, width: window.innerWidth,
        cards: cards.map(e => ({...rect(e), card: e.dataset.card, usable: !e.disabled})),
        controls: controls.map(e => ({...rect(e), name: e.textContent.trim()})),
    };
}"""


def check_layout(page: Page) -> dict[str, Any]:
    """No sideways scrolling, wide enough strips, no control over a card of the hand."""
    layout = page.evaluate(LAYOUT)
    assert layout["scroll"] <= layout["width"], "the page scrolls sideways"
    cards = layout["cards"]
    for card, right in zip(cards, cards[1:], strict=False):
        if abs(right["t"] - card["t"]) > MIN_STRIP:
            continue  # the first card of a second row (very narrow phones)
        strip = right["l"] - card["l"]
        assert strip >= MIN_STRIP, f"{card['card']} shows only {strip:.1f} px"
    for card in cards:
        assert 0 <= card["l"] and card["r"] <= layout["width"], f"{card['card']} is cut off"
        for control in layout["controls"]:
            apart = (
                control["r"] <= card["l"]
                or card["r"] <= control["l"]
                or control["b"] <= card["t"]
                or card["b"] <= control["t"]
            )
            assert apart, f"{control['name']!r} covers {card['card']}"
    return layout


def tap_card(page: Page, card: str) -> None:
    """Tap the visible strip at the card's left edge (the next card covers the rest)."""
    page.locator(f".hand [data-card='{card}']").tap(position={"x": 10, "y": 40})


def tap_overlay(page: Page, control: str, screen: str) -> None:
    page.tap(f"[data-control='{control}']")
    page.wait_for_selector(".overlay")
    shot(page, f"phone-{screen}")
    assert page.evaluate("document.documentElement.scrollWidth <= innerWidth")
    page.tap(".overlay [data-control='close']")
    assert page.locator(".overlay").count() == 0


def test_whole_deals_on_a_phone_with_touch(browser: Browser, origin: str) -> None:
    nodeid = "tests/e2e/test_phone.py::test_whole_deals_on_a_phone_with_touch"
    with guarded_context(browser, origin, nodeid, **PHONE) as context:
        page = context.new_page()
        page.goto(f"{origin}/?seed={SEED}&pace=instant")
        page.wait_for_selector(READY, state="attached", timeout=READY_TIMEOUT_MS)
        shot(page, "phone-dialog")
        assert page.evaluate("document.documentElement.scrollWidth <= innerWidth")
        page.tap(f"input[name='level'][value='{LEVEL}']")
        page.tap("[data-action='start']")
        wanted = {"auction", "exchange", "announce", "defence", "play", "last-trick"}
        deal, played = 1, False
        while deal <= 6 and (wanted or not played):
            wait_for_turn(page)
            current = phase(page)
            if current == "done":
                shot(page, f"phone-result-{deal}")
                if deal == 1:
                    shot(page, "phone-result-full", full_page=True)
                    tap_overlay(page, "score-sheet", "score-sheet")
                deal += 1
                page.tap("[data-action='next-deal']")
                continue
            check_layout(page)
            if current in wanted:
                shot(page, f"phone-{current}")
                wanted.discard(current)
            if current == "exchange":
                cards = page.locator(".hand [data-card]").evaluate_all(
                    "els => els.map(e => e.dataset.card)"
                )
                tap_card(page, cards[-1])
                tap_card(page, cards[-2])
                check_layout(page)
                shot(page, "phone-exchange-picked")
                page.tap("[data-action^='discard:']")
                continue
            if current == "play":
                if (
                    "last-trick" in wanted
                    and page.locator("[data-control='last-trick']:not([disabled])").count()
                ):
                    tap_overlay(page, "last-trick", "last-trick")
                    wanted.discard("last-trick")
                usable = [c for c in check_layout(page)["cards"] if c["usable"]]
                tap_card(page, usable[-1]["card"])  # the rightmost: fully visible
                played = True
                continue
            actions = enabled_actions(page)
            action = "pass" if deal > 1 and "pass" in actions else choose(actions)
            page.tap(f"[data-action='{action}']")
        assert not wanted and played, f"never reached: {wanted}"
        tap_overlay(page, "rules", "rules")
        tap_overlay(page, "settings", "settings")


def test_other_phone_widths_keep_the_hand_tappable(browser: Browser, origin: str) -> None:
    """Narrower and wider phones (one page, resized): a twelve-card hand (the exchange)
    fits without sideways scrolling, with strips of at least 24 px."""
    nodeid = "tests/e2e/test_phone.py::test_other_phone_widths_keep_the_hand_tappable"
    with guarded_context(browser, origin, nodeid, **PHONE) as context:
        page = context.new_page()
        page.goto(f"{origin}/?seed={SEED}&pace=instant")
        page.wait_for_selector(READY, state="attached", timeout=READY_TIMEOUT_MS)
        page.tap(f"input[name='level'][value='{LEVEL}']")
        page.tap("[data-action='start']")
        for _ in range(10):
            wait_for_turn(page)
            if phase(page) == "exchange":
                break
            page.tap(f"[data-action='{choose(enabled_actions(page))}']")
        for width in (320, 360, 414):
            page.set_viewport_size({"width": width, "height": 640})
            layout = check_layout(page)
            assert len(layout["cards"]) == 12
            shot(page, f"phone-{width}-exchange")
