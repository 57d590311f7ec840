"""Measure how long the built site takes to become ready, against a bare Pyodide boot.

    python tools/measure_load.py [--cold 5] [--warm 2] [--selector CSS] [--no-build]

Serves dist/ on 127.0.0.1 with build.py's server (GitHub Pages' Cache-Control) and loads,
in headless Chromium:
  dialog      the site as a first visit, until ``html.ready`` (design.md §4: Python has
              booted and rendered the new-game dialog);
  first deal  the site with ``?start=1&seed=7`` (start a match at once), until the deal is
              on the table: ``#table[data-phase="auction"]``;
  bots        the same URL, until the opponents' worker is up (``html[data-bots]``);
  bare        a generated page that only calls loadPyodide() from the vendored pyodide.mjs;
  custom      with ``--selector``: the site until that selector matches.
Each run opens ``--cold`` fresh browser contexts (empty HTTP cache) and navigates each one
once cold, then ``--warm`` more times (HTTP cache warm). The time is performance.now() at the
moment the selector first matches, i.e. from navigation start. No request routing (it would
disable the HTTP cache): the host-resolver rule keeps Chromium from reaching any other
host, and every request is logged; any off-origin one is reported.
"""

from __future__ import annotations

import argparse
import json
import statistics
import sys
import tempfile
import threading
from pathlib import Path

from playwright.sync_api import Browser, Request, sync_playwright

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

import build  # noqa: E402
from tests.e2e.conftest import CHROMIUM_ARGS, SYSTEM_CHROMIUM  # noqa: E402

NO_OTHER_HOSTS = "--host-resolver-rules=MAP * ~NOTFOUND , EXCLUDE localhost , EXCLUDE 127.0.0.1"
BARE_PAGE = """<!doctype html>
<html><head><meta charset="utf-8"><link rel="icon" href="data:,"><title>bare</title></head>
<body><script type="module">
import { loadPyodide } from "./site/runtime/pyodide/pyodide.mjs";
const py = await loadPyodide();
py.runPython("import sys");
document.documentElement.classList.add("ready");
</script></body></html>
"""
# Records performance.now() the first time the selector matches, from the first DOM change on.
WATCH_READY = """(selector => {
  const check = () => {
    if (window.__readyAt === undefined && document.querySelector(selector)) {
      window.__readyAt = performance.now();
      observer.disconnect();
    }
  };
  const observer = new MutationObserver(check);
  observer.observe(document, {subtree: true, childList: true, attributes: true});
})(%s);"""


def measure(
    browser: Browser, url: str, selector: str, cold: int, warm: int, stray: list[str]
) -> tuple[list[float], list[float]]:
    """Seconds to ready: one list for cold navigations, one for warm ones."""
    origin = url.split("/", 3)[:3]

    def log(request: Request) -> None:
        url = request.url.removeprefix("blob:")  # the worker's script is a same-origin blob
        if not url.startswith("data:") and url.split("/", 3)[:3] != origin:
            stray.append(request.url)

    cold_times, warm_times = [], []
    for _ in range(cold):
        context = browser.new_context()
        context.add_init_script(WATCH_READY % json.dumps(selector))
        context.on("request", log)
        page = context.new_page()
        for i in range(1 + warm):
            page.goto(url)
            page.wait_for_function("window.__readyAt !== undefined", timeout=120_000)
            seconds = page.evaluate("window.__readyAt") / 1000
            (warm_times if i else cold_times).append(seconds)
        context.close()
    return cold_times, warm_times


def summary(times: list[float]) -> str:
    if not times:
        return "-"
    return f"{statistics.median(times):.2f} s ({min(times):.2f}-{max(times):.2f}, n={len(times)})"


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--cold", type=int, default=5, help="fresh contexts per variant")
    parser.add_argument("--warm", type=int, default=2, help="warm reloads per context")
    parser.add_argument("--selector", help="also time the site until this selector matches")
    parser.add_argument("--no-build", action="store_true", help="measure the existing dist/")
    args = parser.parse_args()
    dist = build.DIST if args.no_build else build.build()
    with tempfile.TemporaryDirectory() as tmp:
        (Path(tmp) / "site").symlink_to(dist, target_is_directory=True)
        (Path(tmp) / "bare.html").write_text(BARE_PAGE)
        server = build.make_server(Path(tmp), quiet=True)
        threading.Thread(target=server.serve_forever, daemon=True).start()
        base = f"http://127.0.0.1:{server.server_address[1]}"
        stray: list[str] = []
        with sync_playwright() as playwright:
            executable = str(SYSTEM_CHROMIUM) if SYSTEM_CHROMIUM.exists() else None
            browser = playwright.chromium.launch(
                executable_path=executable, args=[*CHROMIUM_ARGS, NO_OTHER_HOSTS]
            )
            print(f"Chromium {browser.version}, {args.cold} cold contexts x (1 + {args.warm} warm)")
            start = f"{base}/site/?start=1&seed=7"
            variants = [
                ("site: dialog", f"{base}/site/", "html.ready"),
                ("site: first deal", start, '#table[data-phase="auction"]'),
                ("site: bots worker", start, "html[data-bots]"),
                ("bare loadPyodide", f"{base}/bare.html", "html.ready"),
            ]
            if args.selector:
                variants.append(("site: custom", f"{base}/site/", args.selector))
            for name, url, selector in variants:
                cold, warm = measure(browser, url, selector, args.cold, args.warm, stray)
                print(f"{name:18} [{selector}]\n  cold {summary(cold)}\n  warm {summary(warm)}")
            browser.close()
        server.shutdown()
    print(f"off-origin requests: {len(stray)}" + (f" {sorted(set(stray))}" if stray else ""))
    sys.exit(1 if stray else 0)


if __name__ == "__main__":
    main()
