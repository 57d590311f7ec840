"""A tour of every screen, at phone and desktop size, in German, English and Russian.

Dev tool for looking at what a player sees (TEAM.md: screenshots in every language after
every UI change). For each size (375 × 667 touch, 1280 × 800) and language it plays the
guided first deal (dialog, each phase, guide steps, result, review, menu, the panels, the
new-match confirmation), then a Bettler the player announces and loses (its result text),
and measures every screen with the layout tests' checks (tests/e2e/layout.py), printing
what they find instead of stopping. Screenshots go to test-results/tour/<size>-<lang>-<screen>.png.

    python tools/screens.py [phone|desktop ...] [de|en|ru ...]
"""

from __future__ import annotations

import sys
import threading
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from playwright.sync_api import Page, sync_playwright  # noqa: E402

import build  # noqa: E402
from tests.e2e.conftest import CHROMIUM_ARGS, READY, READY_TIMEOUT_MS, SYSTEM_CHROMIUM  # noqa: E402
from tests.e2e.layout import in_view, overlaps, small_targets  # noqa: E402
from tests.e2e.table import (  # noqa: E402
    discard_for,
    enabled_actions,
    hand,
    play_deal,
    press,
    wait_for_turn,
)
from tests.e2e.test_layout import SIZES  # noqa: E402

OUT = build.ROOT / "test-results" / "tour"
BETTLER_SEED = 180
"""The guided deal's cards: the player wins the auction with a One and may announce
anything; a Bettler with these cards is caught."""


class Tour:
    def __init__(self, page: Page, size: str, lang: str) -> None:
        self.page, self.size, self.lang = page, size, lang
        self.touch = size == "phone"
        self.seen: set[str] = set()
        self.problems: list[str] = []

    def look(self, screen: str, table: bool = True) -> None:
        """Measure the screen (table checks only when the table or result is up) and take a
        screenshot the first time it shows."""
        where = f"{self.size}-{self.lang} {screen}"
        page = self.page
        if table and not page.locator(".overlay").count():
            self.problems += [f"{where}: overlap {c}" for c in overlaps(page)]
            view = in_view(page)
            bad = [
                k for k in ("hand", "trick", "prompt", "actions", "resultFoot") if view[k] is False
            ]
            if view["wide"] or view["scrollY"] or bad:
                self.problems.append(f"{where}: view {view}")
        if self.touch:
            self.problems += [f"{where}: small {s}" for s in small_targets(page)]
        if screen not in self.seen:
            self.seen.add(screen)
            OUT.mkdir(parents=True, exist_ok=True)
            page.screenshot(path=OUT / f"{self.size}-{self.lang}-{screen}.png")

    def control(self, name: str) -> None:
        """A page control: in the menu where the bar folds them into it."""
        if self.page.locator("[data-control='menu']").is_visible():
            press(self.page, "[data-control='menu']", self.touch)
            self.page.wait_for_selector("#menu.is-open")
        press(self.page, f"#menu [data-control='{name}']", self.touch)

    def panel(self, name: str) -> None:
        self.control(name)
        self.page.wait_for_selector(".overlay")
        self.look(f"panel-{name}", table=False)
        press(self.page, ".overlay [data-control='close']", self.touch)

    def run(self, origin: str) -> None:
        page = self.page
        page.goto(f"{origin}/?pace=instant")
        page.wait_for_selector(READY, state="attached", timeout=READY_TIMEOUT_MS)
        press(page, f"input[name='lang'][value='{self.lang}']", self.touch)
        self.look("dialog", table=False)
        online = page.locator("[data-control='online']")
        if online.count() != 1:
            self.problems.append(f"{self.size}-{self.lang}: {online.count()} online entries")
        press(page, "[data-action='start']", self.touch)

        def at_turn(page: Page, current: str) -> None:
            guide = page.locator("[data-guide]")
            screen = current
            if guide.count():
                screen = f"guide-{guide.get_attribute('data-guide')}"
            elif current == "play" and page.locator(".duty").count():
                screen = f"play-{page.locator('.duty').get_attribute('data-duty')}"
            self.look(screen)

        play_deal(page, 1, self.touch, at_turn)
        self.look("result")
        if page.locator("[data-control='online']").count() != 1:
            self.problems.append(f"{self.size}-{self.lang}: online entries on the table")
        if page.locator("[data-control='menu']").is_visible():
            press(page, "[data-control='menu']", self.touch)
            self.look("menu", table=False)
            press(page, "[data-control='menu']", self.touch)
        press(page, "[data-control='review']", self.touch)
        self.look("review-start")
        steps = 0
        while page.locator("[data-control='review-next']:not([disabled])").count():
            press(page, "[data-control='review-next']", self.touch)
            steps += 1
            if page.locator(".is-best, .diagram b").count() and "review-better" not in self.seen:
                self.look("review-better")
        self.look("review-end")
        press(page, "[data-control='review-close']", self.touch)
        for name in ("calls", "score-sheet", "settings", "rules", "stats", "last-trick"):
            self.panel(name)
        self.bettler(origin)

    def bettler(self, origin: str) -> None:
        """A new match on the guided deal's cards: win with a One, announce Bettler, lose."""
        page = self.page
        page.goto(f"{origin}/?seed={BETTLER_SEED}&pace=instant")  # the match is resumed
        page.wait_for_selector(READY, state="attached", timeout=READY_TIMEOUT_MS)
        wait_for_turn(page)
        self.control("new-game")
        page.wait_for_selector(".panel-dialog")
        guide = page.locator("input[name='guide']")
        if guide.count() and guide.is_checked():
            press(page, "input[name='guide']", self.touch)
        press(page, "[data-action='start']", self.touch)
        if page.locator(".panel-confirm").count():
            self.look("confirm", table=False)
            press(page, ".panel-confirm [data-action='start']", self.touch)
        while (current := wait_for_turn(page)) != "done":
            actions = enabled_actions(page)
            if current == "exchange":
                for card in discard_for(hand(page)):
                    press(page, f".hand [data-card='{card}']", self.touch)
                press(page, "[data-action^='discard:']", self.touch)
                continue
            if current == "auction":
                action = "hold" if "hold" in actions else "bid:1" if "bid:1" in actions else "pass"
            elif current == "announce":
                action = "announce:bettler" if "announce:bettler" in actions else actions[0]
            elif current == "play":
                self.look("bettler-play")
                action = max(actions)
            else:
                action = actions[0]
            press(page, f"[data-action='{action}']", self.touch)
        self.look("bettler-result")
        verdict = page.locator(".result .verdict").inner_text()
        print(f"{self.size}-{self.lang} bettler verdict: {verdict!r}")


def main() -> None:
    sizes = [a for a in sys.argv[1:] if a in SIZES] or list(SIZES)
    langs = [a for a in sys.argv[1:] if a in ("de", "en", "ru")] or ["de", "en", "ru"]
    site = build.build()
    server = build.make_server(site, port=0, quiet=True)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    origin = f"http://127.0.0.1:{server.server_address[1]}"
    problems: list[str] = []
    with sync_playwright() as playwright:
        executable = str(SYSTEM_CHROMIUM) if SYSTEM_CHROMIUM.exists() else None
        browser = playwright.chromium.launch(executable_path=executable, args=CHROMIUM_ARGS)
        for size in sizes:
            for lang in langs:
                context = browser.new_context(**SIZES[size])
                tour = Tour(context.new_page(), size, lang)
                try:
                    tour.run(origin)
                except Exception as exc:  # keep touring; say where it stopped
                    tour.problems.append(f"{size}-{lang}: stopped: {exc}")
                    tour.page.screenshot(path=OUT / f"{size}-{lang}-stopped.png")
                problems += tour.problems
                context.close()
        browser.close()
    server.shutdown()
    print("\n".join(problems) or "no problems found")
    print(f"screenshots: {OUT}")


if __name__ == "__main__":
    main()
