"""Helpers for the a11y, phone and keyboard tests: screenshots kept as artifacts, and the
axe-core audit (a test dependency from node_modules, injected into the page; never part of
dist/)."""

from __future__ import annotations

import json
from collections.abc import Iterator
from contextlib import contextmanager
from typing import Any

from playwright.sync_api import Browser, BrowserContext, Page

import build

from .conftest import LOCALE, RESULTS, Watch, save_artifacts

SCREENSHOTS = RESULTS / "screenshots"
AXE = build.ROOT / "node_modules" / "axe-core" / "axe.min.js"
BLOCKING = ("serious", "critical")


def shot(page: Page, name: str, full_page: bool = False) -> None:
    """test-results/screenshots/<name>.png (CI uploads test-results/)."""
    SCREENSHOTS.mkdir(parents=True, exist_ok=True)
    page.screenshot(path=SCREENSHOTS / f"{name}.png", full_page=full_page)


def audit(page: Page) -> list[dict[str, Any]]:
    """axe-core's violations on the page as it is now (WCAG 2.x A/AA and best practices)."""
    if not page.evaluate("typeof window.axe === 'object'"):
        # Through the DevTools protocol, like the test's own scripts: the page's CSP allows
        # no inline <script>, which add_script_tag would insert.
        session = page.context.new_cdp_session(page)
        session.send("Runtime.evaluate", {"expression": AXE.read_text(encoding="utf-8")})
        session.detach()
    result = page.evaluate(
        """() => axe.run(document, {
            resultTypes: ['violations'],
            runOnly: {type: 'tag', values: [
                'wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice']},
        })"""
    )
    return [
        {
            "id": v["id"],
            "impact": v["impact"],
            "help": v["help"],
            "nodes": [n["target"] for n in v["nodes"]][:8],
            "summary": v["nodes"][0].get("failureSummary", "") if v["nodes"] else "",
        }
        for v in result["violations"]
    ]


class Audit:
    """Collects the audit of each screen; ``check`` fails on serious or critical findings."""

    def __init__(self, name: str) -> None:
        self.name = name
        self.screens: dict[str, list[dict[str, Any]]] = {}

    def __call__(self, page: Page, screen: str, screenshot: bool = True) -> None:
        self.screens[screen] = audit(page)
        if screenshot:
            shot(page, f"{self.name}-{screen}")

    def write(self) -> None:
        RESULTS.mkdir(exist_ok=True)
        (RESULTS / f"{self.name}.json").write_text(json.dumps(self.screens, indent=1))

    def check(self) -> None:
        self.write()
        bad = {
            screen: [f"{v['impact']} {v['id']}: {v['help']} {v['nodes']}" for v in found]
            for screen, found in self.screens.items()
            if any(v["impact"] in BLOCKING for v in found)
        }
        bad = {k: [line for line in v if line.split()[0] in BLOCKING] for k, v in bad.items()}
        assert not bad, "axe-core found serious or critical problems:\n" + json.dumps(bad, indent=1)


@contextmanager
def guarded_context(
    browser: Browser, origin: str, nodeid: str, **options: Any
) -> Iterator[BrowserContext]:
    """A fresh context with the usual guard (nothing may leave ``origin``) and error watch,
    made with other options than the shared fixture's (a phone's viewport and touch)."""
    watch = Watch(origin)
    context = browser.new_context(**{"locale": LOCALE, **options})
    watch.attach(context)
    try:
        yield context
    except BaseException:
        save_artifacts(context, watch, nodeid)
        context.close()  # a rerun starts in a fresh context, not beside a crashed one
        raise
    if watch.blocked or watch.errors:
        save_artifacts(context, watch, nodeid)
    context.close()
    watch.assert_clean()
