"""Accessibility audit with axe-core on every screen of the game, on desktop (1280 × 800):
the new-game dialog, the auction prompt, the talon exchange, the announcement, the defence
decision, trick play, the last trick, the result, the score sheet, the rules and the
settings, in German; again several of them in English (with the calls and the confirmation
before a new match), and with German-suited cards. The Russian screens, the guide, the menu
and the review are audited in tests/e2e/test_layout.py and test_review.py. No
serious or critical violation may be found. Each screen's findings (all impacts) go to
test-results/desktop.json and a screenshot to test-results/screenshots/desktop-<screen>.png.
"""

from __future__ import annotations

from collections.abc import Callable

from playwright.sync_api import Page

from .test_play import LEVEL, SEED, choose, enabled_actions, phase, wait_for_turn
from .tour import Audit


def pick_discard(page: Page) -> None:
    cards = page.locator(".hand [data-card]")
    cards.nth(11).click()
    cards.nth(10).click()


def open_and_close(page: Page, audit: Audit, control: str, screen: str) -> None:
    page.click(f"[data-control='{control}']")
    page.wait_for_selector(".overlay")
    audit(page, screen)
    page.keyboard.press("Escape")
    assert page.locator(".overlay").count() == 0


def test_every_screen_passes_axe_in_german_and_english(open_page: Callable[..., Page]) -> None:
    audit = Audit("desktop")
    page = open_page("/", f"?seed={SEED}&pace=instant")
    audit(page, "dialog")
    page.check(f"input[name='level'][value='{LEVEL}']")
    page.click("[data-action='start']")

    # Deal 1 (seed 223): the player wins the auction, takes the talon and announces.
    # Deal 2: he passes, an opponent declares, and he decides whether to defend.
    wanted = {"auction", "exchange", "announce", "defence", "play", "last-trick"}
    deal = 1
    while wanted and deal <= 6:
        wait_for_turn(page)
        current = phase(page)
        if current == "done":
            if deal == 1:
                audit(page, "result")
                open_and_close(page, audit, "score-sheet", "score-sheet")
            deal += 1
            page.click("[data-action='next-deal']")
            continue
        if current in wanted and current != "play":
            if current == "exchange":
                pick_discard(page)  # audit with the confirm button enabled
            audit(page, current)
            wanted.discard(current)
        if current == "play" and "play" in wanted:
            audit(page, "play")
            # the contract line is heard as "…, Trumpf: …" (a comma, no dot, no space before it)
            heard = page.locator("#table .contract").aria_snapshot()
            assert ", Trumpf: " in heard and "·" not in heard and " ," not in heard, heard
            wanted.discard("play")
            page.keyboard.press("h")  # the hint (Profi thinking in the worker), then its line
            page.wait_for_selector(".hint:not(.is-pending)", timeout=60_000)
            audit(page, "play-hint")
        if (
            current == "play"
            and "last-trick" in wanted
            and page.locator("[data-control='last-trick']:not([disabled])").count()
        ):
            open_and_close(page, audit, "last-trick", "last-trick")
            wanted.discard("last-trick")
        if current == "exchange":
            page.click("[data-action^='discard:']")
            continue
        actions = enabled_actions(page)
        if current == "auction" and deal > 1 and "pass" in actions:
            page.click("[data-action='pass']")
        else:
            page.locator(f"[data-action='{choose(actions)}']").click()
    assert not wanted, f"screens never reached: {wanted}"

    open_and_close(page, audit, "rules", "rules")
    open_and_close(page, audit, "settings", "settings")
    open_and_close(page, audit, "stats", "stats")

    # English: switch in the settings, then spot-check the table, panels and dialog.
    page.click("[data-control='settings']")
    page.check("input[name='lang'][value='en']")
    audit(page, "settings-en")
    page.click("[data-control='apply-settings']")
    assert page.evaluate("document.documentElement.lang") == "en"
    wait_for_turn(page)
    audit(page, f"{phase(page)}-en")
    open_and_close(page, audit, "score-sheet", "score-sheet-en")
    open_and_close(page, audit, "rules", "rules-en")
    open_and_close(page, audit, "calls", "calls-en")
    page.click("[data-control='new-game']")  # a match runs: starting another asks first
    page.click("[data-action='start']")
    page.wait_for_selector(".panel-confirm")
    audit(page, "confirm-en")
    page.keyboard.press("Escape")
    assert page.locator(".overlay").count() == 0

    # German-suited cards, back in German: the cards are named for that deck.
    page.click("[data-control='settings']")
    page.check("input[name='lang'][value='de']")
    page.check("input[name='deck'][value='german']")
    page.click("[data-control='apply-settings']")
    labels = page.locator(".hand [data-card], .trick [data-played], .reveal .mini").evaluate_all(
        "els => els.map(e => e.getAttribute('aria-label'))"
    )
    suits = ("Eichel", "Laub", "Schelle", "Herz")
    assert labels and all(any(suit in label for suit in suits) for label in labels)
    assert not any(s in " ".join(labels) for s in ("Kreuz", "Pik", "Karo", "Bube", "Dame"))
    audit(page, f"{phase(page)}-german-deck")
    audit.check()
