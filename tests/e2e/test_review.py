"""After a deal, in English on a desktop: the review steps through every card of the deal
with all hands open and marks the solver's better card wherever the card played was worse
(checked against web/analysis.py run here on the same record); "play this deal again"
replays the same cards, seats and dealer against the same bots with the same seeds, so the
same play gives the very same deal, which does not count for the match. Also: a game term
explained on a long press (right click), the sounds switched on with one click, and the
settings that never end a match.
"""

from __future__ import annotations

from collections.abc import Callable

from playwright.sync_api import Page
from web_helpers import grammar_slips

from game import parse_record, replay, reveal, scores
from web.analysis import deal_analysis

from .table import hand, phase, play_deal, press, wait_for_turn
from .test_play import stored
from .tour import Audit, shot

SEED = 180
"""The player wins the auction, takes the talon and plays the deal as declarer against one
defender; the analysis finds three cards that were not the best (two of the player's)."""


def replay_actions(page: Page, actions: list[str]) -> None:
    """The player's actions of the first play of the deal, made again through the page."""
    for action in actions:
        wait_for_turn(page)
        if action.startswith("discard:"):
            for card in action[8:].split(","):
                press(page, f".hand [data-card='{card}']", False)
            press(page, f"[data-action='{action}']", False)
        else:
            press(page, f"[data-action='{action}']", False)


def totals_on_table(page: Page) -> list[tuple[int, int | None]]:
    """``[data-field="totals"]``: each seat's total and the last deal's change."""
    items = page.locator("[data-field='totals'] [data-seat]").evaluate_all(
        "els => els.map(e => [e.dataset.total, e.dataset.change ?? null])"
    )
    assert page.locator("[data-field='totals']").is_visible() and len(items) == 3
    return [(int(t), None if c is None else int(c)) for t, c in items]


def test_review_replay_terms_and_sound(open_page: Callable[..., Page]) -> None:
    audit = Audit("review")
    page = open_page("/", f"?seed={SEED}&pace=instant")
    page.check("input[name='lang'][value='en']")
    page.check("input[name='level'][value='anfaenger']")
    page.uncheck("input[name='guide']")
    page.click("[data-action='start']")

    # sound: off by default, on with one click; the next card plays a sound
    sound = page.locator("[data-control='sound']")
    assert sound.get_attribute("aria-pressed") == "false"
    sound.click()
    assert sound.get_attribute("aria-pressed") == "true"
    assert stored(page, "preferanzen:settings")["sound"] is True

    # a game term on a long press (a right click on a desktop)
    page.click("[data-action='bid:geschaeft']", button="right")
    tip = page.locator(".term-tip")
    assert "Geschäft" in tip.inner_text() and "hand game" in tip.inner_text()
    audit(page, "term-tip")
    page.click("#table", position={"x": 8, "y": 8})  # a click beside it closes it
    assert page.locator(".term-tip").count() == 0
    assert phase(page) == "auction"  # the right click did not bid

    # the match totals on the table: nothing yet, then the deal's scores and its change
    assert totals_on_table(page) == [(0, None)] * 3
    play_deal(page, 1, tap=False)
    assert page.evaluate("document.documentElement.dataset.sound") in (
        "result-good",
        "result-bad",
    )
    record = stored(page, "preferanzen:match")["current"]
    page.wait_for_selector(".analysis[data-analysis='ready']", timeout=90_000)
    dealt = scores(replay(record))
    assert any(dealt) and totals_on_table(page) == [(v, v) for v in dealt]
    steps = deal_analysis(record)["steps"]
    assert len(steps) >= 18

    page.click("[data-control='review']")
    assert "All hands are open" in page.locator(".review-text").inner_text()
    audit(page, "review-start")
    shown = page.locator(".diagram, .review-hand").count()
    assert shown == 3  # both opponents' hands and the player's
    worse = 0
    for number, step in enumerate(steps, start=1):
        page.click("[data-control='review-next']")
        text = page.locator(".review-text").inner_text()
        assert text.startswith("Trick ") and " of " in text, text
        marked = page.locator(".diagram b, .review-hand .is-best").count()
        if step["value"] != step["best_value"]:
            worse += 1
            assert "Better: " in text, (number, text)
            assert marked >= 1, number
            if worse == 1:
                audit(page, "review-better")
                shot(page, "desktop-review-better")
        else:
            assert "A best card" in text and marked == 0, (number, text)
    assert worse >= 1
    assert page.locator("[data-control='review-next']").is_disabled()
    page.click("[data-control='review-first']")
    assert "Before the first card" in page.locator(".review-text").inner_text()
    page.click("[data-control='review-close']")
    audit.check()

    # the call log in English sentences, the player in the second person
    page.click("[data-control='calls']")
    lines = page.locator(".overlay li").all_inner_texts()
    assert len(lines) >= 5 and lines[0].startswith("You ") and not grammar_slips("en", lines)
    page.click(".overlay [data-control='close']")

    # play the same deal again: same cards, seats, dealer; the same play, the same deal
    original = parse_record(record)
    first = replay(record)
    mine = [a for s, a in first.history if s == 0]
    page.click("[data-control='replay']")
    assert wait_for_turn(page) == "auction"
    assert sorted(hand(page)) == sorted(reveal(first)["dealt"][0])  # the same cards
    assert "Practice" in page.locator(".deal-info").inner_text()
    practice = stored(page, "preferanzen:match")
    assert practice["practice_of"] == record
    replay_actions(page, mine)
    assert wait_for_turn(page) == "done"
    again = stored(page, "preferanzen:match")["current"]
    assert parse_record(again) == original  # the same bots with the same seeds
    assert "Practice" in page.locator(".result h2").inner_text()
    page.click("[data-action='next-deal']")  # "Continue the match"
    assert wait_for_turn(page) != "done"
    match = stored(page, "preferanzen:match")
    assert match["records"] == [record] and "practice_of" not in match
    assert totals_on_table(page) == [(v, v) for v in dealt]  # the practice did not count
    page.click("[data-control='score-sheet']")
    assert page.locator(".panel-sheet tr[data-deal]").count() == 1
    page.click(".overlay [data-control='close']")
    settings_never_end_the_match(page)


def settings_never_end_the_match(page: Page) -> None:
    """Safe match handling: the settings apply to the running match and offer no way to end
    it; a new match while one runs is started only after a confirmation ("no" keeps the
    match; tests/e2e/test_layout.py says "yes"); the buttons say what they do."""
    wait_for_turn(page)
    before = stored(page, "preferanzen:match")
    page.click("[data-control='settings']")
    assert page.locator(".panel-dialog h2").inner_text() == "Settings"
    assert page.locator("[data-action='start']").count() == 0  # nothing here ends the match
    page.check("input[name='pace'][value='slow']")
    page.check("input[name='lang'][value='de']")
    page.click("[data-control='apply-settings']")
    assert stored(page, "preferanzen:match") == before
    assert stored(page, "preferanzen:settings")["pace"] == "slow"
    assert page.locator(".deal-info").inner_text().startswith("Spiel 2")
    page.click("[data-control='new-game']")
    assert page.locator("[data-action='start']").inner_text() == "Neue Partie beginnen"
    page.click("[data-action='start']")
    confirm = page.locator(".panel-confirm")
    assert "Spiel 2" in confirm.inner_text() and confirm.get_attribute("role") == "alertdialog"
    assert page.locator("[data-action='start']").inner_text() == "Ja, neue Partie beginnen"
    page.click(".panel-confirm [data-control='close']")  # "Nein, weiterspielen"
    assert page.locator(".overlay").count() == 0
    assert stored(page, "preferanzen:match") == before
