"""Installable and offline: the manifest, the service worker's precache, a whole deal with
the server stopped, and a new version replacing the old one cleanly (web/sw.js, sw-files.js).

These tests run their own loopback server (they stop it, or switch what it serves: it
serves a symlink that points at one build or another) and their own guarded contexts, with
the same Watch as every other e2e test: nothing may leave the server's origin and the page
may log no error.
"""

from __future__ import annotations

import json
import shutil
import threading
from collections.abc import Iterator
from http.server import ThreadingHTTPServer
from pathlib import Path

import pytest
from playwright.sync_api import Browser, BrowserContext, Page, Response

import build

from .conftest import LOCALE, READY, READY_TIMEOUT_MS, RESULTS, SUBPATH, Watch, save_artifacts
from .test_play import phase, play_deal
from .tour import shot

CONTROLLED = "navigator.serviceWorker.controller !== null"
CACHE_KEYS = "caches.keys()"


class Site:
    """A loopback server for whatever ``self.link`` points at, which can be stopped."""

    def __init__(self, root: Path, first: Path) -> None:
        self.link = root / "current"
        self.point_at(first)
        self.server: ThreadingHTTPServer | None = build.make_server(self.link, 0, quiet=True)
        self.origin = f"http://127.0.0.1:{self.server.server_address[1]}"
        threading.Thread(target=self.server.serve_forever, daemon=True).start()

    def point_at(self, folder: Path) -> None:
        self.link.unlink(missing_ok=True)
        self.link.symlink_to(folder, target_is_directory=True)

    def stop(self) -> None:
        if self.server is not None:
            self.server.shutdown()
            self.server.server_close()
            self.server = None


@pytest.fixture
def own_site(site: Path, tmp_path: Path) -> Iterator[Site]:
    served = Site(tmp_path, site)
    yield served
    served.stop()


@pytest.fixture
def guarded(
    browser: Browser, own_site: Site, request: pytest.FixtureRequest
) -> Iterator[tuple[BrowserContext, Watch]]:
    """A fresh context for ``own_site`` with the usual guard and error watch."""
    watch = Watch(own_site.origin)
    context = browser.new_context(viewport={"width": 1280, "height": 800}, locale=LOCALE)
    watch.attach(context)
    yield context, watch
    call = getattr(request.node, "report_call", None)
    if call is None or call.failed or watch.blocked or watch.errors:
        save_artifacts(context, watch, request.node.nodeid)
    context.close()
    watch.assert_clean()


def precache_list(folder: Path) -> tuple[str, list[str]]:
    """(version, files) as build.py wrote them into ``folder``/sw-files.js."""
    text = (folder / "sw-files.js").read_text()
    version = json.loads(text.split("PRECACHE_VERSION = ", 1)[1].split(";", 1)[0])
    files = json.loads(text.split("PRECACHE_FILES = ", 1)[1].rsplit(";", 1)[0])
    return version, files


def wait_controlled(page: Page) -> None:
    """Until the service worker controls the page: it has precached everything by then
    (clients.claim() runs in activate, after install's cache.addAll)."""
    page.wait_for_function(CONTROLLED, timeout=READY_TIMEOUT_MS)


# The service worker's caches, not web/boot.mjs's bytecode cache (tests/e2e/test_boot.py),
# each with its number of entries. Given ``want``, only the caches named in it are opened
# (any other one shows as -1): caches.open() creates a cache that is missing, so a poll that
# listed the old version's cache just before the new worker deleted it, and opened it just
# after, made it again, empty, and the wait could never end (it failed that way on a loaded
# machine).
CACHE_STATE = """async (want = null) => {
    const out = {};
    for (const name of await caches.keys()) {
        if (name.startsWith("preferanzen-bytecode:")) continue;
        out[name] = !want || name in want ? (await (await caches.open(name)).keys()).length : -1;
    }
    return out;
}"""


def cache_state(page: Page) -> dict[str, int]:
    """{cache name: number of entries} of the page's origin."""
    return page.evaluate(CACHE_STATE)


def wait_cache_state(page: Page, expected: dict[str, int]) -> None:
    """Until the origin's caches are exactly ``expected`` (polled in the page, no sleeps).
    Each poll starts a read and compares the last one's result: wait_for_function does not
    await a promise its function returns (an async predicate would pass at once). Only the
    expected caches are opened (see ``CACHE_STATE``)."""
    page.wait_for_function(
        f"""want => {{
            ({CACHE_STATE})(want).then(state => {{
                window.__cacheState = JSON.stringify(state);
            }});
            return window.__cacheState === JSON.stringify(want);
        }}""",
        arg=expected,
    )


def test_site_ships_a_relative_manifest_icons_and_the_service_worker(site: Path) -> None:
    """The manifest is at the root with relative start_url/scope, its icons exist, and the
    precache list names every file of the build."""
    manifest = json.loads((site / "manifest.webmanifest").read_text())
    assert manifest["start_url"] == manifest["scope"] == "./"
    assert manifest["display"] == "standalone"
    assert manifest["name"] and manifest["short_name"] and manifest["theme_color"]
    sizes = {icon["sizes"] for icon in manifest["icons"]}
    assert {"192x192", "512x512"} <= sizes
    assert any(icon.get("purpose") == "maskable" for icon in manifest["icons"])
    for icon in manifest["icons"]:
        data = (site / icon["src"]).read_bytes()
        if icon["type"] == "image/png":
            width = int.from_bytes(data[16:20], "big")
            assert data[:8] == b"\x89PNG\r\n\x1a\n" and f"{width}x{width}" == icon["sizes"]
    assert (site / "sw.js").is_file() and not (site / "web" / "sw.js").exists()
    version, files = precache_list(site)
    assert len(version) == 16
    assert files == ["./", *(f"./{p.relative_to(site).as_posix()}" for p in build.precached(site))]
    assert "./runtime/pyodide/pyodide.asm.wasm" in files and "./app.tgz" in files


# Precached for what a session may need but a test session does not load: the files a
# browser asks for only to install the app, and online play. (The card art is in the page.)
ON_DEMAND = {
    "./manifest.webmanifest",
    "./web/icons/icon-192.png",
    "./web/icons/icon-512.png",
    "./web/icons/icon-maskable-512.png",
    "./web/icons/apple-touch-icon.png",
    # playing with friends, loaded only when its panel is opened (web/lazy.py)
    "./online.tgz",
    "./runtime/segno/segno.whl",
    "./web/online/transport.js",
    "./web/online/online.css",
}


def site_paths(urls: list[str], base: str) -> set[str]:
    """The site-relative paths ("./x") of the requests under ``base``, queries dropped."""
    return {
        "./" + url.split("?")[0].split("#")[0][len(base) :] for url in urls if url.startswith(base)
    }


def test_the_page_requests_exactly_what_is_precached(
    own_site: Site, guarded: tuple[BrowserContext, Watch], site: Path
) -> None:
    """A whole session without the service worker (page, the bots' worker, a hint, a deal
    played out) requests only precached files, and every precached file is requested but
    those fetched only on demand (install icons, online play)."""
    context, watch = guarded
    page = context.new_page()
    base = f"{own_site.origin}{SUBPATH}"
    page.goto(f"{base}?seed=223&start=1&pace=instant&nosw")
    page.wait_for_selector(READY, state="attached", timeout=READY_TIMEOUT_MS)
    page.wait_for_selector("html[data-bots='worker']", state="attached", timeout=60_000)
    page.click("[data-control='hint']")
    page.wait_for_selector(".hint[data-hint]", state="attached", timeout=60_000)
    play_deal(page)
    requested = site_paths(watch.requests, base) - {"./sw-register.js"}
    _, files = precache_list(site)
    assert requested - {"./web/sw-register.js"} <= set(files), requested - set(files)
    assert set(files) - requested <= ON_DEMAND, set(files) - requested - ON_DEMAND
    pyscript = {f for f in files if f.startswith("./runtime/pyscript/")}
    assert pyscript and pyscript <= requested


def test_nosw_bypasses_an_installed_service_worker(
    own_site: Site, guarded: tuple[BrowserContext, Watch]
) -> None:
    """After a visit that installed the service worker, ?nosw loads the page from the
    network, uncontrolled, with the worker unregistered for this site; the next plain visit
    installs it again."""
    context, _ = guarded
    page = context.new_page()
    base = f"{own_site.origin}{SUBPATH}"
    page.goto(f"{base}?seed=223")
    page.wait_for_selector(READY, state="attached", timeout=READY_TIMEOUT_MS)
    wait_controlled(page)
    served: list[tuple[str, bool]] = []
    page.on("response", lambda r: served.append((r.url, r.from_service_worker)))
    page.goto(f"{base}?seed=223&nosw")
    page.wait_for_selector(READY, state="attached", timeout=READY_TIMEOUT_MS)
    assert page.evaluate(CONTROLLED) is False
    assert page.evaluate("navigator.serviceWorker.getRegistrations().then(r => r.length)") == 0
    last_load = served[max(i for i, (url, _) in enumerate(served) if "nosw" in url) :]
    assert last_load and not any(from_sw for _, from_sw in last_load), last_load
    page.goto(f"{base}?seed=223")
    page.wait_for_selector(READY, state="attached", timeout=READY_TIMEOUT_MS)
    wait_controlled(page)


def test_a_whole_deal_offline_after_the_first_visit(
    own_site: Site, guarded: tuple[BrowserContext, Watch], site: Path
) -> None:
    """First visit under the Pages sub-path: the service worker precaches the whole site and
    takes control. Then the server is stopped, the page reloads from the cache alone (main
    thread and the bots' worker) and whole deals are played to their results: one won in
    the auction with the talon exchange, one with trick play."""
    context, watch = guarded
    page = context.new_page()
    version, files = precache_list(site)
    page.goto(f"{own_site.origin}{SUBPATH}?seed=223&start=1&pace=instant")
    page.wait_for_selector(READY, state="attached", timeout=READY_TIMEOUT_MS)
    wait_controlled(page)
    caches = cache_state(page)
    name = f"preferanzen:{own_site.origin}{SUBPATH}:{version}"
    assert caches == {name: len(files)}

    own_site.stop()
    served: list[tuple[str, bool]] = []

    def on_response(response: Response) -> None:
        served.append((response.url, response.from_service_worker))

    page.on("response", on_response)
    page.reload()
    page.wait_for_selector(READY, state="attached", timeout=READY_TIMEOUT_MS)
    assert phase(page) == "auction"
    seen = play_deal(page)
    assert phase(page) == "done" and "done" in seen["phases"]
    for _ in range(3):  # on to a deal with trick play too (seed 223: the second one)
        if "play" in seen["phases"]:
            break
        page.click("[data-action='next-deal']")
        seen["phases"] |= play_deal(page)["phases"]
    assert {"exchange", "play", "done"} <= seen["phases"]
    page.wait_for_selector("html[data-bots='worker']", state="attached", timeout=60_000)
    assert served and all(from_sw for _, from_sw in served), [u for u, sw in served if not sw]
    for needed in ("app.tgz", "runtime/pyodide/pyodide.asm.wasm", "web/worker.py"):
        assert any(url.endswith(needed) for url, _ in served), needed
    RESULTS.mkdir(exist_ok=True)
    (RESULTS / "offline.json").write_text(
        json.dumps(
            {
                "cache": name,
                "precached": len(files),
                "offline_responses": len(served),
                "all_from_service_worker": all(sw for _, sw in served),
                "phases": sorted(seen["phases"]),
                "blocked": watch.blocked,
            },
            indent=1,
        )
    )


def test_a_new_version_replaces_the_old_cleanly(
    own_site: Site, guarded: tuple[BrowserContext, Watch], site: Path, tmp_path: Path
) -> None:
    """A second build (one changed file, so a new content hash) is picked up by the update
    check: it precaches into a new cache, deletes the old one, takes over the open page,
    which offers a reload; after it the page runs the new files."""
    context, _ = guarded
    page = context.new_page()
    page.goto(f"{own_site.origin}/?seed=223&start=1&pace=instant")
    page.wait_for_selector(READY, state="attached", timeout=READY_TIMEOUT_MS)
    wait_controlled(page)
    old_version, _ = precache_list(site)
    assert list(cache_state(page)) == [f"preferanzen:{own_site.origin}/:{old_version}"]

    second = tmp_path / "second"
    shutil.copytree(site, second)
    marker = "/* second build */"
    with (second / "web" / "style.css").open("a") as css:
        css.write(f"\n{marker}\n")
    build.write_precache_manifest(second)
    new_version, files = precache_list(second)
    assert new_version != old_version
    own_site.point_at(second)

    page.evaluate("navigator.serviceWorker.getRegistration().then(r => r.update())")
    page.wait_for_selector("html[data-update='ready']", state="attached", timeout=60_000)
    notice = page.locator(".notices [data-control='reload']")
    notice.wait_for(timeout=READY_TIMEOUT_MS)
    shot(page, "desktop-update-notice")
    # The page changes controller as the new worker activates; its activate handler then
    # deletes the old cache (and claims), so the old cache goes a moment later.
    expected = {f"preferanzen:{own_site.origin}/:{new_version}": len(files)}
    wait_cache_state(page, expected)
    with page.expect_navigation(timeout=READY_TIMEOUT_MS):
        notice.click()
    page.wait_for_selector(READY, state="attached", timeout=READY_TIMEOUT_MS)
    css = page.evaluate("fetch('./web/style.css').then(r => r.text())")
    assert marker in css
    assert phase(page) == "auction"  # the match resumed where it was
