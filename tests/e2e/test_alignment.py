"""What lines up with what: each card of the trick with its player's seat, at every size; the
score sheet's names with their columns of points; the statistics' chart and the line under
it within the panel as it opens (play-test findings, 740 × 360 in Russian).

Seed 12: the player passes and defends; he plays into tricks led by Hansi (left) and by
Mizzi (right). The deal is played out by tests/e2e/table.py's plain player (pace instant:
every card lies where it settles).
"""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager
from typing import Any

import pytest
from playwright.sync_api import Browser, Page

from .conftest import READY, READY_TIMEOUT_MS
from .table import play_deal, press
from .tour import guarded_context, shot

SEED = 12
TOUCH = {"device_scale_factor": 2, "is_mobile": True, "has_touch": True}
SIZES: dict[str, tuple[dict[str, int], str, bool]] = {
    "740x360": ({"width": 740, "height": 360}, "ru", True),
    "667x375": ({"width": 667, "height": 375}, "de", True),
    "844x390": ({"width": 844, "height": 390}, "en", True),
    "390x844": ({"width": 390, "height": 844}, "ru", True),
    "1280x800": ({"width": 1280, "height": 800}, "de", False),
}

PLACES = """() => {
    const box = e => e.getBoundingClientRect();
    const middle = s => { const r = box(document.querySelector(`#table .seat-${s}`));
                          return (r.left + r.right) / 2; };
    const trick = document.querySelector('#table .trick');
    return {
        middle: (middle('left') + middle('right')) / 2,
        complete: trick.classList.contains('is-complete'),
        cards: [...trick.querySelectorAll('.played')].map(e => ({
            place: e.className.match(/from-(left|right|me)/)[1],
            card: e.dataset.played, left: box(e).left, right: box(e).right})),
    };
}"""


def off_side(places: dict[str, Any]) -> list[str]:
    """The cards not on their player's side of the line halfway between the two opponents'
    seats: the left opponent's wholly left of it, the right one's wholly right, the player's
    across it (his seat is the bottom, the width of the table)."""
    line = places["middle"]
    wrong = []
    for c in places["cards"]:
        ok = {
            "left": c["right"] <= line,
            "right": c["left"] >= line,
            "me": c["left"] < line < c["right"],
        }[c["place"]]
        if not ok:
            wrong.append(f"{c['place']} {c['card']} at {c['left']:.0f}-{c['right']:.0f}")
    return wrong


def open_deal(page: Page, origin: str, lang: str) -> None:
    page.goto(f"{origin}/?seed={SEED}&start=1&pace=instant&lang={lang}")
    page.wait_for_selector(READY, state="attached", timeout=READY_TIMEOUT_MS)


@pytest.mark.parametrize("size", list(SIZES))
def test_each_played_card_lies_on_its_players_side(
    browser: Browser, origin: str, size: str
) -> None:
    """Held sideways the trick stood left of the middle, beside the decision: Mizzi's card
    (right) lay beside Hansi (x 220 to 274 of 740, the line at 370). At every size, in
    every trick the player plays into (led by either opponent) and in the finished trick
    before his lead, each card lies on its player's side."""
    viewport, lang, touch = SIZES[size]
    nodeid = f"tests/e2e/test_alignment.py::test_each_played_card_lies_on_its_players_side[{size}]"
    options = {"viewport": viewport, **(TOUCH if touch else {})}
    leaders: set[str] = set()
    seen: set[str] = set()

    def at_turn(page: Page, current: str) -> None:
        if current != "play":
            return
        places = page.evaluate(PLACES)
        assert not off_side(places), (size, places["middle"], off_side(places))
        seen.update(c["place"] for c in places["cards"])
        if places["cards"] and not places["complete"]:
            if places["cards"][0]["place"] not in leaders:
                shot(page, f"{size}-trick-led-{places['cards'][0]['place']}")
            leaders.add(places["cards"][0]["place"])

    with guarded_context(browser, origin, nodeid, **options) as context:
        page = context.new_page()
        open_deal(page, origin, lang)
        play_deal(page, 2, touch, at_turn)
    assert leaders == {"left", "right"}, leaders  # a trick led by each opponent
    assert seen == {"left", "right", "me"}, seen


SIDEWAYS = {"viewport": {"width": 740, "height": 360}, **TOUCH}


@contextmanager
def panel_after_a_deal(browser: Browser, origin: str, test: str, control: str) -> Iterator[Page]:
    """740 × 360 in Russian, the deal played out (the sheet has a row, the statistics
    data), the menu's ``control`` pressed: the page, its panel opening."""
    nodeid = f"tests/e2e/test_alignment.py::{test}"
    with guarded_context(browser, origin, nodeid, **SIDEWAYS) as context:
        page = context.new_page()
        open_deal(page, origin, "ru")
        play_deal(page, 2, True)
        page.wait_for_selector(".result")
        if page.locator("[data-control='menu']").is_visible():
            press(page, "[data-control='menu']", True)
            page.wait_for_selector("#menu.is-open")
        press(page, f"#menu [data-control='{control}']", True)
        yield page


def test_the_score_sheets_names_stand_over_their_points(browser: Browser, origin: str) -> None:
    """Each name in the score sheet's head ends where its column's points end (the names
    were set to the left, the points to the right)."""
    test = "test_the_score_sheets_names_stand_over_their_points"
    with panel_after_a_deal(browser, origin, test, "score-sheet") as page:
        page.wait_for_selector(".overlay .scores tbody tr[data-deal]")
        # where each cell's text ends, by row; the names are the head's third to fifth cells
        ends = page.evaluate(
            """() => [...document.querySelectorAll('.overlay .scores tr')].map(row =>
                [...row.cells].map(cell => { const r = document.createRange();
                    r.selectNodeContents(cell); return r.getBoundingClientRect().right; }))"""
        )
        shot(page, "sideways-ru-score-sheet-aligned")
        head, *body = ends
        deal_row, total_row = body[0], body[-1]  # the foot's first cell spans two columns
        for column in (2, 3, 4):
            name_end = head[column]
            assert abs(name_end - deal_row[column]) <= 1, (column, ends)
            assert abs(name_end - total_row[column - 1]) <= 1, (column, ends)


def test_the_statistics_chart_and_its_line_are_in_view(browser: Browser, origin: str) -> None:
    """The statistics on a phone held sideways: the chart and the line under it ("score
    after 1 deal…") are in the panel's view as it opens; the line was cut at the fold."""
    test = "test_the_statistics_chart_and_its_line_are_in_view"
    with panel_after_a_deal(browser, origin, test, "stats") as page:
        page.wait_for_selector(".overlay .chart-note")
        boxes = page.evaluate(
            """() => { const b = e => e.getBoundingClientRect();
                const body = b(document.querySelector('.overlay .panel-body'));
                const note = b(document.querySelector('.overlay .chart-note'));
                return {body: [body.top, body.bottom], note: [note.top, note.bottom]}; }"""
        )
        shot(page, "sideways-ru-stats")
        assert boxes["body"][0] <= boxes["note"][0], boxes
        assert boxes["note"][1] <= boxes["body"][1], boxes
