"""What lines up with what: the score sheet's names with their columns of points; the
statistics' chart and the line under it within the panel as it opens (play-test findings,
740 × 360 in Russian).

Seed 12: the player passes and defends; the deal is played out by tests/e2e/table.py's
plain player.
"""

from __future__ import annotations

from playwright.sync_api import Browser, Page

from .conftest import READY, READY_TIMEOUT_MS
from .table import play_deal, press
from .tour import guarded_context, shot

SEED = 12
TOUCH = {"device_scale_factor": 2, "is_mobile": True, "has_touch": True}


def open_deal(page: Page, origin: str, lang: str) -> None:
    page.goto(f"{origin}/?seed={SEED}&start=1&pace=instant&lang={lang}")
    page.wait_for_selector(READY, state="attached", timeout=READY_TIMEOUT_MS)


def after_a_deal(page: Page, origin: str) -> None:
    """740 × 360 in Russian, the deal played out: the sheet has a row, the statistics data."""
    open_deal(page, origin, "ru")
    play_deal(page, 2, True)
    page.wait_for_selector(".result")
    if page.locator("[data-control='menu']").is_visible():
        press(page, "[data-control='menu']", True)
        page.wait_for_selector("#menu.is-open")


SIDEWAYS = {"viewport": {"width": 740, "height": 360}, **TOUCH}


def test_the_score_sheets_names_stand_over_their_points(browser: Browser, origin: str) -> None:
    """Each name in the score sheet's head ends where its column's points end (the names
    were set to the left, the points to the right)."""
    nodeid = "tests/e2e/test_alignment.py::test_the_score_sheets_names_stand_over_their_points"
    with guarded_context(browser, origin, nodeid, **SIDEWAYS) as context:
        page = context.new_page()
        after_a_deal(page, origin)
        press(page, "#menu [data-control='score-sheet']", True)
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
    nodeid = "tests/e2e/test_alignment.py::test_the_statistics_chart_and_its_line_are_in_view"
    with guarded_context(browser, origin, nodeid, **SIDEWAYS) as context:
        page = context.new_page()
        after_a_deal(page, origin)
        press(page, "#menu [data-control='stats']", True)
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
