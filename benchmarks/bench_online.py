"""Benchmark: playing with friends between two browser contexts over real WebRTC (loopback).

For each run, a fresh host page and a fresh guest page (separate contexts, as two
browsers) connect through the design.md §4 hooks, with the script passing the link and the
reply code at once, and measures:

- the invitation link's length and the reply code's length (characters);
- join → first shared deal: from the guest's click on ``join`` until the guest's table
  shows the first deal (the answer, the reply pasted and accepted by the host, the channel
  opening, ``hello``/``welcome``, the host's ``start``, the first ``state``): the
  handshake's cost with no human in the loop;
- the round trip of a move: the guest's click on a ``data-action``/card until the host's
  answer (the next state) arrives in the guest's page, timed inside the page
  (``performance.now``), over the guest's moves in whole deals;
- the channel's bare round trip: ``ping`` → ``pong``, 50 times per run;
- coming back by itself: the guest reloads, and from its page being ready again (Pyodide
  booted, the last table shown) until the host's ``welcome`` arrives through the host's
  spare connection (no link passed by hand); the whole reload is reported too.

Medians with min–max over the runs' samples. Timings depend on the machine's load (it is
shared): compare within one run, not across machines.

    python benchmarks/bench_online.py [--runs 3] [--deals 2] [--json out.json]
"""

from __future__ import annotations

import argparse
import json
import statistics
import sys
import threading
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "tests"))

from playwright.sync_api import Browser, Page, sync_playwright  # noqa: E402

import build  # noqa: E402
from tests.e2e.conftest import CHROMIUM_ARGS, READY, READY_TIMEOUT_MS, SYSTEM_CHROMIUM  # noqa: E402
from tests.e2e.test_online import (  # noqa: E402
    accept,
    answer,
    guest_url,
    invite,
    play_to_end,
    welcomed,
)
from web.online.protocol import PROTOCOL  # noqa: E402

TIMING = """
window.__received = []; window.__receivedAt = []; window.__clicks = [];
const create = RTCPeerConnection.prototype.createDataChannel;
RTCPeerConnection.prototype.createDataChannel = function (...args) {
  const channel = create.apply(this, args);
  channel.addEventListener("message", (event) => {
    window.__received.push(event.data);
    window.__receivedAt.push(performance.now());
    window.dispatchEvent(new CustomEvent("dc-message", { detail: event.data }));
  });
  return channel;
};
document.addEventListener("click", (event) => {
  const target = event.target.closest && event.target.closest("[data-action], [data-card]");
  if (target && !target.disabled) window.__clicks.push(performance.now());
}, true);
"""
PING = """async (count) => {
  const times = [];
  for (let n = 1; n <= count; n++) {
    const answered = new Promise((resolve) => {
      const on = (event) => {
        const message = JSON.parse(event.detail);
        if (message.t === "pong" && message.n === n) {
          window.removeEventListener("dc-message", on);
          resolve();
        }
      };
      window.addEventListener("dc-message", on);
    });
    const start = performance.now();
    preferanzenTransport.send(1, JSON.stringify({v: PROTOCOL, t: "ping", n}));
    await answered;
    times.push(performance.now() - start);
  }
  return times;
}""".replace("PROTOCOL", str(PROTOCOL))


def open_page(browser: Browser, url: str) -> Page:
    context = browser.new_context(viewport={"width": 1280, "height": 800})
    context.add_init_script(TIMING)
    page = context.new_page()
    page.goto(url)
    page.wait_for_selector(READY, state="attached", timeout=READY_TIMEOUT_MS)
    return page


def move_round_trips(guest: Page) -> list[float]:
    """For each click on a move, the time until the next message from the host."""
    clicks: list[float] = guest.evaluate("window.__clicks")
    arrivals: list[float] = guest.evaluate("window.__receivedAt")
    trips = []
    for click in clicks:
        later = [t for t in arrivals if t > click]
        if later:
            trips.append(later[0] - click)
    return trips


def one_run(browser: Browser, origin: str, seed: int, deals: int) -> dict[str, list[float]]:
    host = open_page(browser, f"{origin}/?seed={seed}&pace=instant&start=1")
    link = invite(host, 1)
    guest = open_page(browser, guest_url(link))
    guest.wait_for_selector("[data-control='join']", timeout=READY_TIMEOUT_MS)
    start = guest.evaluate("performance.now()")
    reply = answer(guest, "Anna")
    accept(host, 1, reply)
    host.locator("[data-action='start']:not([disabled])").click()
    guest.wait_for_selector("#table:not([data-phase='setup'])")
    first_deal = guest.evaluate("performance.now()") - start
    guest.evaluate("window.__clicks = []")
    for deal in range(deals):
        play_to_end(host, {0: host, 1: guest})
        if deal + 1 < deals:
            host.locator("[data-action='next-deal']").click()
    trips = move_round_trips(guest)
    pings = guest.evaluate(PING, 50)
    began = time.perf_counter()
    guest.reload()
    guest.wait_for_selector(READY, state="attached", timeout=READY_TIMEOUT_MS)
    ready = time.perf_counter()
    welcomed(guest)
    back = time.perf_counter()
    for page in (host, guest):
        page.context.close()
    return {
        "link_chars": [float(len(link))],
        "reply_chars": [float(len(reply))],
        "join_to_first_deal_ms": [first_deal],
        "move_round_trip_ms": trips,
        "ping_round_trip_ms": pings,
        "reload_to_back_ms": [(back - began) * 1000],
        "ready_to_back_ms": [(back - ready) * 1000],
    }


def summary(values: list[float]) -> str:
    return (
        f"median {statistics.median(values):8.1f}  min {min(values):8.1f}  "
        f"max {max(values):8.1f}  (n={len(values)})"
    )


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--runs", type=int, default=3)
    parser.add_argument("--deals", type=int, default=2)
    parser.add_argument("--json", type=Path, help="write the raw samples here")
    args = parser.parse_args()
    dist = build.build(ROOT / "build" / "bench-online-dist")
    server = build.make_server(dist, 0, quiet=True)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    origin = f"http://127.0.0.1:{server.server_address[1]}"
    samples: dict[str, list[float]] = {}
    with sync_playwright() as playwright:
        executable = str(SYSTEM_CHROMIUM) if SYSTEM_CHROMIUM.exists() else None
        browser = playwright.chromium.launch(executable_path=executable, args=CHROMIUM_ARGS)
        for run in range(args.runs):
            for key, values in one_run(browser, origin, 223 + run, args.deals).items():
                samples.setdefault(key, []).extend(values)
        browser.close()
    server.shutdown()
    for key, values in samples.items():
        print(f"{key:24} {summary(values)}")
    if args.json:
        args.json.write_text(json.dumps(samples, indent=1))


if __name__ == "__main__":
    main()
