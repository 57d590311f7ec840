"""Opponents ready at once (issue 12): they never wait for their worker's interpreter boot.

The worker's script is held back at the network, so its Pyodide cannot come up: the page's
own thread then makes the opponents' moves and gives the hint, and they are the very moves
the worker makes (every decision is seeded); once the script is let through, the worker
takes over. How fast that is, is measured by tools/measure_load.py, not asserted here.
"""

from __future__ import annotations

import json

from playwright.sync_api import BrowserContext, Page, Route

from game import derive_seed, observe, replay
from web.opponents import choose_action

from .conftest import READY, READY_TIMEOUT_MS
from .test_play import HUMAN_TURN, TURN_TIMEOUT_MS, enabled_actions, stored, wait_for_turn

LEVEL = "profi"  # the level that thinks longest: its work is cut into slices on the page


def check_bot_moves(page: Page) -> int:
    """Every opponent move of the current deal is the one its level chooses (recomputed
    here from the stored record, as the page seeds it); returns how many there were.
    (Profi's 2 s wall-clock net may cut a decision short on a loaded machine; seed 7's
    decisions here are two passes, the same after any number of samples.)"""
    saved = stored(page, "preferanzen:match")
    state = replay(saved["current"])
    deal = len(saved["records"])
    moves = 0
    for ply, (seat, action) in enumerate(state.history):
        if seat != 0:
            before = replay(";".join(saved["current"].split(";")[: 4 + ply]))
            seed = derive_seed("preferanzen-bot", saved["seed"], deal, ply)
            assert choose_action(observe(before, seat), LEVEL, seed) == action, ply
            moves += 1
    return moves


def test_opponents_and_hint_before_the_worker_is_up_then_the_worker(
    context: BrowserContext, page: Page, origin: str
) -> None:
    held: list[Route] = []

    def hold(route: Route) -> None:  # the worker's script waits here
        held.append(route)

    context.route("**/web/worker.py", hold)
    settings = json.dumps(json.dumps({"v": 1, "level": LEVEL}))
    context.add_init_script(f"localStorage.setItem('preferanzen:settings', {settings})")
    page.goto(f"{origin}/?seed=7&start=1&pace=instant")
    page.wait_for_selector(READY, state="attached", timeout=READY_TIMEOUT_MS)

    page.click("[data-control='hint']")  # the hint, from the page's own thread
    page.wait_for_selector(".hint[data-hint]", state="attached", timeout=TURN_TIMEOUT_MS)
    hint = page.get_attribute(".hint[data-hint]", "data-hint")
    assert hint in enabled_actions(page)
    page.click("#table .prompt [data-action='pass']")  # seed 7: the player opens the auction
    page.wait_for_selector(f"{HUMAN_TURN}, .result", timeout=TURN_TIMEOUT_MS)
    assert page.get_attribute("html", "data-bots") is None  # the worker is still held
    before_worker = check_bot_moves(page)
    assert before_worker >= 1

    for _ in range(600):  # until the worker asks for its script (it boots after the deal)
        if held:
            break
        page.wait_for_timeout(100)
    assert held, "the worker never asked for its script"
    for route in held:
        route.continue_()
    page.wait_for_selector("html[data-bots='worker']", state="attached", timeout=60_000)
    for _ in range(6):  # on with the worker: more opponent moves, the same rule
        if page.locator(".result").count():
            break
        page.locator(f"#table [data-action='{enabled_actions(page)[0]}']").first.click()
        wait_for_turn(page)
    assert check_bot_moves(page) >= before_worker
