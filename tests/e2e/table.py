"""Driving whole deals through the page's hooks for the layout, guide and language tests:
a plain player whose choices in the guided first deal (web/guide.py's GUIDE_SEED) are the
ones the guide's explanations expect: he bids One, holds, takes the talon, announces his
longest suit and plays the deal out; in later deals he passes and defends.
"""

from __future__ import annotations

from collections.abc import Callable

from playwright.sync_api import Page

TURN = "#table [data-action]:not([disabled]), #table .hand [data-card]:not([disabled]), .result"
TURN_TIMEOUT_MS = 90_000
RANKS = "789TJQKA"


def phase(page: Page) -> str:
    return page.locator("#table").get_attribute("data-phase") or ""


def wait_for_turn(page: Page) -> str:
    page.wait_for_selector(TURN, timeout=TURN_TIMEOUT_MS)
    return phase(page)


def enabled_actions(page: Page) -> list[str]:
    return page.locator("#table [data-action]:not([disabled])").evaluate_all(
        "els => els.map(e => e.dataset.action)"
    )


def hand(page: Page) -> list[str]:
    return page.locator(".hand [data-card]").evaluate_all("els => els.map(e => e.dataset.card)")


def discard_for(cards: list[str]) -> list[str]:
    """Two low cards outside the longest suit, shortest suits first (the guided deal's plan;
    the same rule as the unit test of the guide seed)."""
    by_suit: dict[str, list[str]] = {}
    for card in cards:
        by_suit.setdefault(card[0], []).append(card)
    longest = max(by_suit, key=lambda s: (len(by_suit[s]), s))
    rest = sorted(
        (c for c in cards if c[0] != longest and c[1] not in "AK"),
        key=lambda c: (len(by_suit[c[0]]), RANKS.index(c[1])),
    )
    if len(rest) < 2:
        rest = sorted(cards, key=lambda c: RANKS.index(c[1]))
    return rest[:2]


def canonical(action: str) -> tuple[int, int]:
    card = action.rpartition(":")[2]
    return "CSDH".index(card[0]), RANKS.index(card[1])


VISIBLE_POINT = """e => {
    const r = e.getBoundingClientRect();
    for (let y = r.top + 6; y < r.bottom; y += 6) {
        for (let x = r.left + 4; x < r.right; x += 4) {
            const hit = document.elementFromPoint(x, y);
            if (hit && (hit === e || e.contains(hit))) return [x + 4, y + 6];
        }
    }
    return null;
}"""


def press(page: Page, selector: str, tap: bool) -> None:
    """Click or tap a control like a player: a card of the hand, which other cards partly
    cover, on a point of it that is not covered."""
    target = page.locator(selector).first
    if target.get_attribute("data-card") is None:
        target.tap() if tap else target.click()
        return
    target.scroll_into_view_if_needed()
    point = target.evaluate(VISIBLE_POINT)
    assert point is not None, f"{selector} is covered everywhere"
    if tap:
        page.touchscreen.tap(point[0], point[1])
    else:
        page.mouse.click(point[0], point[1])


def choose(page: Page, actions: list[str], deal: int) -> str:
    """The plain player's call: bid One and hold in the first deal, pass later; defend."""
    current = phase(page)
    if current == "auction":
        if deal == 1:
            if "hold" in actions:
                return "hold"
            spoken = page.locator(".seat-me .speech").count() > 0
            return "bid:1" if not spoken and "bid:1" in actions else "pass"
        return "pass"
    if current == "announce":
        cards = hand(page)
        suits = [a for a in actions if a[9:] in ("C", "S", "D", "H")]
        if suits:
            return max(suits, key=lambda a: sum(1 for c in cards if c[0] == a[9:]))
        return actions[0]
    if current == "defence":
        return "defend:play" if "defend:play" in actions else actions[0]
    if current == "play":  # the highest in the engine's order, as in tests/test_web_guide.py
        return max((a for a in actions if a.startswith("play:")), key=canonical)
    return actions[-1] if current == "naming" else actions[0]


def play_deal(
    page: Page, deal: int, tap: bool, at_turn: Callable[[Page, str], None] | None = None
) -> set[str]:
    """Play the deal on the table to its result; ``at_turn`` looks at every decision first.
    Returns the phases in which the player acted."""
    acted: set[str] = set()
    while (current := wait_for_turn(page)) != "done":
        if at_turn is not None:
            at_turn(page, current)
        acted.add(current)
        if current == "exchange":
            for card in discard_for(hand(page)):
                press(page, f".hand [data-card='{card}']", tap)
            press(page, "[data-action^='discard:']", tap)
            continue
        press(page, f"[data-action='{choose(page, enabled_actions(page), deal)}']", tap)
    return acted


def result_rows(page: Page) -> list[str]:
    """The result table's rows, each its cells' texts joined by tabs (``grammar_slips``
    reads the player's row as the sentence a phone makes of it)."""
    return page.locator(".result table.settle tbody tr").evaluate_all(
        "rows => rows.map(r => [...r.cells].map(c => c.innerText.trim()).join('\\t'))"
    )
