"""The house rules on the page (rules.md §9, issue 9): whole deals in which the player meets
each new decision — Kontra and Rekontra, Hand, Nachgehen, keine Asse, Durchmarsch Ouvert —
and a Pulka match over several deals with the pool on the table and on the score sheet.

Which match seed gives such a deal depends on the opponents, so ``tests/house_deals.py``
plays the page's own match in CPython (the same ``Session``, the same opponents' seeds) and
finds one when the test runs. The page then plays the same deal: at each of the player's
decisions it must offer exactly the engine's legal actions, and the player's action is the
simulated one, so the page's deal is the simulated deal, result and pool included.
"""

from __future__ import annotations

import json
from collections.abc import Callable

import pytest
from house_deals import Simulation, Step, find_seed, play
from playwright.sync_api import Page

from game import observe
from game.rules import PRESETS
from web.house_view import aces_text, factor_text, pool_text, rules_name
from web.labels import labels_for

from .conftest import READY, READY_TIMEOUT_MS
from .layout import check
from .table import press
from .tour import shot

PRESET = PRESETS["oesterreich"]
LEVEL = "fortgeschritten"
TIMEOUT_MS = 90_000

OFFERED = """([phase, legal]) => {
    const table = document.querySelector('#table');
    if (!table || table.dataset.phase !== phase) return false;
    const on = [...document.querySelectorAll('#table [data-action]:not([disabled])')]
        .map(e => e.dataset.action).filter(a => a !== 'next-deal');
    return on.length === legal.length && legal.every(a => on.includes(a));
}"""
"""True once the table is in ``phase`` and offers exactly the ``legal`` actions."""

HOLDS = """([phase, count]) => document.querySelector('#table')?.dataset.phase === phase
    && document.querySelectorAll('.hand [data-card]').length === count"""


def boot(
    page: Page, origin: str, seed: int, level: str = LEVEL, rules: str = "oesterreich"
) -> None:
    """The page with opponents at ``level``, a new match ``seed`` under ``rules``."""
    settings = json.dumps({"v": 1, "level": level, "guide": False})
    page.context.add_init_script(f"localStorage.setItem('preferanzen:settings', {settings!r})")
    page.goto(f"{origin}/?seed={seed}&start=1&pace=instant&rules={rules}")
    page.wait_for_selector(READY, state="attached", timeout=READY_TIMEOUT_MS)


def follow(
    page: Page, steps: list[Step], deal: int = 0, look: Callable[[Page, Step], None] | None = None
) -> None:
    """Play the player's actions of the simulated ``deal`` on the page, checking first that
    each decision offers exactly the legal actions; then wait for the result."""
    for step in steps:
        if step.deal != deal or step.seat != 0:
            continue
        if step.phase == "exchange":  # 12 cards in the hand, the discard chosen by clicks
            page.wait_for_function(HOLDS, arg=["exchange", 12], timeout=TIMEOUT_MS)
            for card in step.action.partition(":")[2].split(","):
                press(page, f".hand [data-card='{card}']", tap=False)
            press(page, f"[data-action='{step.action}']", tap=False)
            continue
        page.wait_for_function(OFFERED, arg=[step.phase, list(step.legal)], timeout=TIMEOUT_MS)
        if look is not None:
            look(page, step)
        press(page, f"[data-action='{step.action}']", tap=False)
    page.wait_for_selector(".result", timeout=TIMEOUT_MS)


NEW_PHASES = ("hand", "nachgehen", "aces", "kontra")
PHONE = {"width": 375, "height": 667}
DESKTOP = {"width": 1280, "height": 800}


def look_at_prompt(page: Page, step: Step) -> None:
    """At a decision of a phase the house rules add: a screenshot at desktop and phone size,
    and on the phone nothing overlaps and the prompt is in view (tests/e2e/layout.py)."""
    if step.phase not in NEW_PHASES:
        return
    name = step.action.partition(":")[0]
    shot(page, f"house-{name}-desktop")
    page.set_viewport_size(PHONE)
    try:
        page.wait_for_function("() => innerWidth === 375")
        check(page, f"phone {name} prompt", touch=False)
        shot(page, f"house-{name}-phone")
    finally:
        page.set_viewport_size(DESKTOP)


def offered(action: str) -> Callable[[list[Step]], bool]:
    """The player was offered ``action`` in the deal."""
    return lambda steps: any(s.seat == 0 and action in s.legal for s in steps)


def result_text(page: Page) -> str:
    return page.locator(".result").inner_text()


def explained(simulation: Simulation) -> list[str]:
    """What the result panel must say of the house rules: each seat's factor and aces."""
    lab = labels_for("de", "french")
    result = observe(simulation.session.state, 0)["result"]
    texts = []
    for row in result["seats"]:
        texts += [factor_text(lab, result, row), aces_text(lab, result, row)]
    return [t for t in texts if t]


def test_kontra_rekontra_and_durchmarsch_ouvert(page: Page, origin: str) -> None:
    """§9.3, §9.5: Durchmarsch Ouvert offered to the player or announced against him; a
    Kontra, and the player's call in the Kontra phase (his Kontra, or his Rekontra to the
    defenders' Kontra); the result names the factors. (The bots double only a game some of
    their draws explain, which Durchmarsch and Bettler hands rarely are: the player's own
    Kontra is the usual way here.)"""
    dmo = "announce:durchmarsch_ouvert"

    def wanted(steps: list[Step]) -> bool:
        return (
            (offered(dmo)(steps) or any(s.action == dmo for s in steps))
            and any(s.action == "kontra:yes" for s in steps)
            and any(s.seat == 0 and s.phase == "kontra" for s in steps)
        )

    simulation = find_seed(
        PRESET, LEVEL, ("kontra:yes", "rekontra:yes"), wanted, seeds=range(1, 2000)
    )
    boot(page, origin, simulation.seed)
    follow(page, simulation.steps, look=look_at_prompt)
    text = result_text(page)
    reasons = explained(simulation)
    assert any("Kontra" in t for t in reasons), reasons
    for reason in reasons:
        assert reason in text, (reason, text)
    log = page.locator(".log").inner_text()
    assert "gibt Kontra" in log or "Du gibst Kontra" in log


@pytest.mark.parametrize(
    ("action", "phase"),
    [("hand:yes", "hand"), ("nachgehen:take", "nachgehen"), ("aces:none", "aces")],
)
def test_hand_nachgehen_and_keine_asse(page: Page, origin: str, action: str, phase: str) -> None:
    """§9.7 Hand, §9.8 Nachgehen (taking the discard), §9.6 keine Asse: a deal in which the
    player is offered the call and makes it; the result explains Hand's factor and the aces'
    premium."""
    simulation = find_seed(PRESET, "anfaenger", (action,), offered(action), seeds=range(1, 3000))
    assert any(s.seat == 0 and s.action == action for s in simulation.steps)
    boot(page, origin, simulation.seed, "anfaenger")
    follow(page, simulation.steps, look=look_at_prompt)
    text = result_text(page)
    for reason in explained(simulation):
        assert reason in text, (phase, reason, text)
    lab = labels_for("de", "french")
    assert lab.s(f"log:{action}", True, name="") in page.locator(".log").inner_text()
    if phase == "hand":
        assert "Hand" in text
    if phase == "aces":  # keine Asse pays or costs its premium, whether he lives or falls
        assert any("keine Asse" in r for r in explained(simulation))


def test_pulka_match_shows_the_pool(page: Page, origin: str) -> None:
    """§9.9 Pulka over three deals: the pool after each deal on the table and in the score
    sheet, as the engine's score sheet has it; the table names the rules in force."""
    deals = 3
    matches = [play(8, PRESET, "anfaenger", ("pass",), k) for k in range(1, deals + 1)]
    pools = [m.session.pool() for m in matches]
    lab = labels_for("de", "french")
    boot(page, origin, 8, "anfaenger")
    assert rules_name(lab, PRESET) in page.locator("[data-field='rules']").inner_text()
    for deal, match in enumerate(matches):
        follow(page, match.steps, deal)
        pool = page.locator("[data-field='pool']").first.inner_text()
        assert str(pools[deal]) in pool, (deal, pools, pool)
        before = observe(match.session.state, 0)["pool"]
        assert pool_text(lab, before, pools[deal], mode=PRESET.pool) in result_text(page)
        if deal + 1 < deals:
            page.click("[data-action='next-deal']")
    page.click("[data-control='score-sheet']")
    sheet = page.locator(".overlay").inner_text()
    assert rules_name(lab, PRESET) in sheet
    for pool in pools:
        assert str(pool) in sheet
    shot(page, "house-pulka-sheet-desktop")


def test_a_preset_chosen_in_the_dialog_holds_on_the_way_to_friends(page: Page, origin: str) -> None:
    """A house preset picked in the new-match dialog shows its switches at once and is the
    match's rules when the player goes from the dialog on to play with friends (the click's
    redraw used to read the old preset's switches back and undo the choice)."""
    page.goto(f"{origin}/?pace=instant")
    page.wait_for_selector(READY, state="attached", timeout=READY_TIMEOUT_MS)
    page.check(".panel-dialog input[name='house'][value='oesterreich']")
    # the click's own redraw: no waiting, a later one would hide the fault
    assert page.locator(".panel-dialog input[name='house:kontra']").is_checked()
    page.fill(".panel-dialog input[name='name']", "Hanna")
    page.click(".panel-dialog [data-control='online']")
    page.locator(".panel-online").wait_for()
    settings = json.loads(page.evaluate("localStorage.getItem('preferanzen:settings')"))
    assert (settings["name"], settings["rules"]) == ("Hanna", PRESET.describe())
    page.click(".panel-online [data-action='start']")
    page.wait_for_selector("#table [data-field='rules']")
    assert (
        rules_name(labels_for("de", "french"), PRESET)
        in page.locator("[data-field='rules']").inner_text()
    )
