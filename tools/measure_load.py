"""Benchmark: how soon the built site is playable, against a bare Pyodide boot in the same run.

    python tools/measure_load.py [--runs 5] [--warm 2] [--levels L,L] [--pace P]
                                 [--skip boot,opponents,hint] [--no-build | --dist DIR]

Serves dist/ at its GitHub Pages sub-path (/preferanzen/) with build.py's server (Pages'
Cache-Control) and drives headless Chromium. Every figure comes from performance.now() in
the page (from navigation start, or from the player's click), never from the driver's clock.

boot        ``--runs`` rounds; each round opens a fresh browser context (empty HTTP cache)
            per variant, in a rotating order, navigates once cold and ``--warm`` times more:
              bare    a page that only runs loadPyodide() from the stock pyodide package (the
                      pinned npm tarball, as it comes) and marks html.ready (the floor: what
                      any Pyodide page costs);
              bare+   the same page on the site's runtime/pyodide/, whose standard library
                      build.py precompiled: site / bare+ is the site's own overhead;
              site    ``?start=1&seed=7`` until the first deal is on the table
                      (``#table[data-phase="auction"]``), and in the cold load also until the
                      opponents' worker is up (``html[data-bots]``); the warm loads follow
                      once the cold one has kept its bytecode (web/boot.mjs), as a later
                      visit would find it.
            Reported: medians and ranges, and the ratio of the medians site / bare.
opponents   per level, ``--runs`` cold contexts with that level stored in the settings:
            ``?start=1&seed=7&pace=P`` (seed 7: the player opens the auction), the player
            clicks the first enabled action the moment the deal appears, and the time until
            the first opponent's call is announced (a line of ``#announcer`` that is not the
            player's own "Du: ...") is taken, as is how the page's thread kept up from the
            deal until then (``Stalls``: the longest gap of a 10 ms ticker, the longest
            main-thread task, the longest frame, the tasks over 100 ms) and whether the
            worker was up.
            ``--pace instant`` (default) times the thinking alone; ``normal`` adds the
            opponents' deliberate 0.8 s pause.
hint        ``--runs`` cold contexts: the player asks for a hint the moment the deal
            appears; the time until it is shown (``.hint[data-hint]``), and the ``Stalls``.

No request routing (it would disable the HTTP cache): a host-resolver rule keeps Chromium
from reaching any other host, every request is logged, and any off-origin one is reported
(exit status 1). This is a benchmark, not a test: the machine may be shared, so compare the
ratios within one run and report the ranges.
"""

from __future__ import annotations

import argparse
import json
import statistics
import sys
import tempfile
import threading
from collections.abc import Callable
from pathlib import Path
from typing import Any, NamedTuple

from playwright.sync_api import Browser, BrowserContext, Page, Request, sync_playwright

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

import build  # noqa: E402
from tests.e2e.conftest import CHROMIUM_ARGS, SYSTEM_CHROMIUM  # noqa: E402

NO_OTHER_HOSTS = "--host-resolver-rules=MAP * ~NOTFOUND , EXCLUDE localhost , EXCLUDE 127.0.0.1"
LEVELS = ("anfaenger", "fortgeschritten", "profi")
DEAL = '#table[data-phase="auction"]'
BARE_PAGE = """<!doctype html>
<html><head><meta charset="utf-8"><link rel="icon" href="data:,"><title>bare</title></head>
<body><script type="module">
import { loadPyodide } from "./%s/pyodide.mjs";
const py = await loadPyodide();
py.runPython("import sys");
document.documentElement.classList.add("ready");
</script></body></html>
"""
# In every page: when each watched selector first matches, the player's first click, every
# line the live region announces, and the gaps of a 10 ms ticker (main-thread stalls).
PROBE = """(watched => {
  const seen = window.__seen = {};
  window.__lines = []; window.__ticks = []; window.__click = undefined;
  const check = () => {
    for (const s of watched) if (seen[s] === undefined && document.querySelector(s))
      seen[s] = performance.now();
  };
  new MutationObserver(records => {
    check();
    for (const r of records) for (const n of r.addedNodes)
      if (n.parentElement && n.parentElement.id === "announcer")
        __lines.push([performance.now(), n.textContent]);
  }).observe(document, {subtree: true, childList: true, attributes: true});
  addEventListener("click", () => { if (__click === undefined) __click = performance.now(); },
                   true);
  setInterval(() => __ticks.push(performance.now()), 10);
  // Main-thread tasks of 50 ms or more, and frames held back 50 ms or more (a frame's tasks
  // and its rendering: style, layout, paint), each as [start, duration].
  window.__tasks = []; window.__frames = [];
  const watch = (type, into) => {
    try {
      new PerformanceObserver(list => {
        for (const e of list.getEntries()) into.push([e.startTime, e.duration]);
      }).observe({type, buffered: true});
    } catch (error) {}  // a browser without that entry type: nothing is reported
  };
  watch("longtask", __tasks);
  watch("long-animation-frame", __frames);
})(%s);"""


# A page with web/boot.mjs's bytecode cache (html[data-bytecode]) has kept it once its
# Cache Storage holds both interpreters' entries; another build (--compare) has none to wait
# for. Each poll starts a read and sees the last one's result (wait_for_function does not
# await a promise).
KEPT = """() => {
    if (document.documentElement.dataset.bytecode === undefined) return true;
    caches.keys().then(async names => {
        let count = 0;
        for (const name of names.filter(n => n.startsWith("preferanzen-bytecode:")))
            count += (await (await caches.open(name)).keys()).length;
        window.__kept = count;
    });
    return window.__kept >= 2;
}"""


def median_range(values: list[float], unit: str = "s") -> str:
    if not values:
        return "-"
    return (
        f"{statistics.median(values):.2f} {unit} "
        f"({min(values):.2f}-{max(values):.2f}, n={len(values)})"
    )


def p95(values: list[float]) -> float:
    """The 95th percentile, nearest rank (with 5 runs: the largest)."""
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, max(0, -(-95 * len(ordered) // 100) - 1))]


class Bench:
    """A browser, a server for the site at /preferanzen/ (and the bare page beside it)."""

    def __init__(self, browser: Browser, base: str, sites: dict[str, str], stray: list[str]):
        self.browser, self.base, self.sites, self.stray = browser, base, sites, stray

    def context(self, watched: tuple[str, ...], settings: dict[str, Any] | None = None) -> Page:
        context: BrowserContext = self.browser.new_context()
        context.add_init_script(PROBE % json.dumps(list(watched)))
        if settings is not None:
            stored = json.dumps({"v": 1, **settings})
            context.add_init_script(
                f"localStorage.getItem('preferanzen:settings') || "
                f"localStorage.setItem('preferanzen:settings', {json.dumps(stored)})"
            )
        origin = self.base.split("/", 3)[:3]

        def log(request: Request) -> None:
            url = request.url.removeprefix("blob:")  # the worker's script: a same-origin blob
            if not url.startswith("data:") and url.split("/", 3)[:3] != origin:
                self.stray.append(request.url)

        context.on("request", log)
        return context.new_page()

    def seen(self, page: Page, selector: str) -> float:
        page.wait_for_function(
            "s => window.__seen && window.__seen[s] !== undefined", arg=selector, timeout=180_000
        )
        return float(page.evaluate("s => window.__seen[s]", selector)) / 1000


def boot(bench: Bench, runs: int, warm: int) -> None:
    variants = [
        ("bare", f"{bench.base}bare.html", "html.ready"),
        ("bare+", f"{bench.base}bare-site.html", "html.ready"),
    ] + [(site, f"{url}?start=1&seed=7", DEAL) for site, url in bench.sites.items()]
    times: dict[str, list[float]] = {}
    bots: dict[str, list[float]] = {site: [] for site in bench.sites}
    for round_ in range(runs):
        turn = round_ % len(variants)
        for name, url, selector in variants[turn:] + variants[:turn]:
            page = bench.context((selector, "html[data-bots]"))
            for i in range(1 + warm):
                page.goto(url)
                kind = "warm" if i else "cold"
                times.setdefault(f"{name} {kind}", []).append(bench.seen(page, selector))
                if not name.startswith("bare") and i == 0:
                    bots[name].append(bench.seen(page, "html[data-bots]"))
                    page.wait_for_function(KEPT, timeout=180_000)  # as a later visit finds it
            page.context.close()
    print(f"boot: {runs} cold contexts per variant (rotating order), each + {warm} warm loads")
    labels = {"bare": "bare loadPyodide", "bare+": "bare, site's stdlib"}
    for name, _url, _selector in variants:
        label = labels.get(name, f"{name}: first deal")
        print(f"  {label:24} cold {median_range(times[f'{name} cold'])}")
        print(f"  {'':24} warm {median_range(times[f'{name} warm'])}")
        if name in labels:
            continue
        print(f"  {name + ': bots worker up':24} cold {median_range(bots[name])}")
        for floor in labels:
            for kind in ("cold", "warm"):
                ratio = statistics.median(times[f"{name} {kind}"]) / statistics.median(
                    times[f"{floor} {kind}"]
                )
                print(f"  {f'{name}: first deal / {floor}':24} {kind} {ratio:.2f}x")


class Stalls(NamedTuple):
    """How the page's thread kept up in a window (ms): the worst gap of the 10 ms ticker,
    the longest main-thread task (Long Tasks API), the longest frame (Long Animation
    Frames: a frame's tasks plus its style, layout and paint), and the number of tasks of
    more than 100 ms. Tasks and frames count when they start inside the window, so the
    boot's own task that put the deal on the screen is not one of them (its tail after the
    deal, and the first frame, show in the ticker gap)."""

    gap: float
    task: float
    frame: float
    over: int

    @staticmethod
    def read(page: Page, start: float, end: float) -> Stalls:
        ticks, tasks, frames = page.evaluate("[__ticks, __tasks, __frames]")
        window = [t for t in ticks if start <= t <= end]
        gaps = [b - a for a, b in zip(window, window[1:], strict=False)]
        inside = [d for t, d in tasks if start <= t <= end]
        return Stalls(
            max(gaps, default=0.0),
            max(inside, default=0.0),
            max((d for t, d in frames if start <= t <= end), default=0.0),
            sum(d > 100 for d in inside),
        )

    @staticmethod
    def summary(rows: list[Stalls]) -> str:
        def part(values: list[float]) -> str:
            return f"{statistics.median(values):.0f} ms (max {max(values):.0f})"

        return (
            f"worst ticker gap median {part([r.gap for r in rows])}, longest task "
            f"{part([r.task for r in rows])}, longest frame {part([r.frame for r in rows])}, "
            f"tasks > 100 ms median {statistics.median(r.over for r in rows):g}"
        )


def prime(page: Page) -> None:
    """Have Playwright inject its own scripts (about 330 KB, once per world) while the page
    boots: its first click or wait after the deal injected them there, a 30-50 ms task on the
    page's thread in the very window the Stalls measure, which the page did not cause."""
    page.wait_for_function("true")  # the main world (wait_for_function)
    page.wait_for_selector("body", state="attached")  # the utility world (click)


def first_action(bench: Bench, url: str, level: str, pace: str) -> tuple[float, Stalls, bool]:
    """(seconds from the player's first click to the first opponent call, how the page's
    thread kept up from the deal until then, whether the worker was up by then)."""
    page = bench.context((DEAL, "html[data-bots]"), {"level": level})
    page.goto(f"{url}?start=1&seed=7&pace={pace}")
    prime(page)
    deal = bench.seen(page, DEAL)
    page.click("#table .prompt [data-action]:not([disabled])")
    page.wait_for_function(
        "window.__click !== undefined && __lines.some(([t, s]) => t > __click && "
        "!s.startsWith('Du:') && !s.startsWith('You:'))",
        timeout=180_000,
    )
    page.wait_for_timeout(300)  # the frame that shows the call, and its long-task entries
    click, lines, bots_at = page.evaluate("[__click, __lines, __seen['html[data-bots]'] ?? null]")
    answered = next(t for t, s in lines if t > click and not s.startswith(("Du:", "You:")))
    stalls = Stalls.read(page, deal * 1000, answered + 200)
    page.context.close()
    return (answered - click) / 1000, stalls, bots_at is not None


def opponents(bench: Bench, runs: int, levels: list[str], pace: str) -> None:
    print(f"first opponent call after the player's first action (pace={pace}, cold):")
    for level in levels:
        results: dict[str, list[tuple[float, Stalls, bool]]] = {site: [] for site in bench.sites}
        for _ in range(runs):
            for site, url in bench.sites.items():
                results[site].append(first_action(bench, url, level, pace))
        for site, rows in results.items():
            latency = [r[0] for r in rows]
            up = sum(r[2] for r in rows)
            print(
                f"  {site:8} {level:16} median {statistics.median(latency):.2f} s, "
                f"p95 {p95(latency):.2f} s ({min(latency):.2f}-{max(latency):.2f}); "
                f"worker up by then in {up}/{runs}\n"
                f"  {'':25} {Stalls.summary([r[1] for r in rows])}"
            )


def hint(bench: Bench, runs: int) -> None:
    print("first hint, asked the moment the deal appears (cold):")
    rows: dict[str, list[tuple[float, Stalls]]] = {site: [] for site in bench.sites}
    for _ in range(runs):
        for site, url in bench.sites.items():
            page = bench.context((DEAL, ".hint[data-hint]"))
            page.goto(f"{url}?start=1&seed=7")
            prime(page)
            deal = bench.seen(page, DEAL)
            page.click("[data-control='hint']")
            shown = bench.seen(page, ".hint[data-hint]")
            page.wait_for_timeout(300)
            click = page.evaluate("__click")
            stalls = Stalls.read(page, deal * 1000, shown * 1000)
            rows[site].append((shown - click / 1000, stalls))
            page.context.close()
    for site, values in rows.items():
        print(
            f"  {site:8} {median_range([v[0] for v in values])}\n"
            f"  {'':8} {Stalls.summary([v[1] for v in values])}"
        )


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--runs", type=int, default=5, help="cold contexts per variant")
    parser.add_argument("--warm", type=int, default=2, help="warm reloads per boot context")
    parser.add_argument("--levels", default=",".join(LEVELS), help="opponent levels to time")
    parser.add_argument("--pace", default="instant", help="the opponents' pace (URL ?pace=)")
    parser.add_argument("--skip", default="", help="sections to skip: boot,opponents,hint")
    parser.add_argument("--no-build", action="store_true", help="measure the existing dist/")
    parser.add_argument("--dist", type=Path, help="measure this built site (e.g. another branch's)")
    parser.add_argument(
        "--compare", type=Path, help="a second built site, measured side by side (interleaved)"
    )
    args = parser.parse_args()
    skip = set(filter(None, args.skip.split(",")))
    dist = args.dist or (build.DIST if args.no_build else build.build())
    sections: list[Callable[[Bench], None]] = []
    if "boot" not in skip:
        sections.append(lambda bench: boot(bench, args.runs, args.warm))
    if "opponents" not in skip:
        levels = args.levels.split(",")
        sections.append(lambda bench: opponents(bench, args.runs, levels, args.pace))
    if "hint" not in skip:
        sections.append(lambda bench: hint(bench, args.runs))
    with tempfile.TemporaryDirectory() as tmp:
        # The site's files and the bare page side by side, all served under /preferanzen/.
        for entry in dist.iterdir():
            (Path(tmp) / entry.name).symlink_to(entry.resolve())
        # The bare pages: stock Pyodide from the pinned tarball, and the site's runtime.
        stock = Path(tmp) / "stock-pyodide"
        build.extract(build.fetch("pyodide", *build.pins()["pyodide"]), build.PYODIDE_FILES, stock)
        (Path(tmp) / "bare.html").write_text(BARE_PAGE % "stock-pyodide")
        (Path(tmp) / "bare-site.html").write_text(BARE_PAGE % "runtime/pyodide")
        if args.compare:
            (Path(tmp) / "compare").symlink_to(args.compare.resolve(), target_is_directory=True)
        server = build.make_server(Path(tmp), quiet=True)
        threading.Thread(target=server.serve_forever, daemon=True).start()
        base = f"http://127.0.0.1:{server.server_address[1]}{build.SUBPATH}"
        stray: list[str] = []
        with sync_playwright() as playwright:
            executable = str(SYSTEM_CHROMIUM) if SYSTEM_CHROMIUM.exists() else None
            browser = playwright.chromium.launch(
                executable_path=executable, args=[*CHROMIUM_ARGS, NO_OTHER_HOSTS]
            )
            print(f"Chromium {browser.version}; site at {build.SUBPATH}")
            sites = {"site": base, **({"compare": f"{base}compare/"} if args.compare else {})}
            bench = Bench(browser, base, sites, stray)
            for section in sections:
                section(bench)
            browser.close()
        server.shutdown()
    print(f"off-origin requests: {len(stray)}" + (f" {sorted(set(stray))}" if stray else ""))
    sys.exit(1 if stray else 0)


if __name__ == "__main__":
    main()
