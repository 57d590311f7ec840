"""The site boots from its own files only, at / and under a GitHub Pages sub-path."""

from __future__ import annotations

from collections.abc import Callable

import pytest
from playwright.sync_api import Page

from web.labels import TEXTS

from .conftest import READY, READY_TIMEOUT_MS, SUBPATH, Watch


@pytest.mark.parametrize("path", ["/", SUBPATH])
def test_page_boots_on_the_vendored_runtime(
    open_page: Callable[..., Page], watch: Watch, origin: str, path: str
) -> None:
    """design.md §1/§4: Python boots from the vendored Pyodide; nothing leaves the site.

    Every request stays below the page's own folder (so all URLs are relative), the wasm and
    the standard library come from runtime/pyodide/, and the code from app.tgz.
    """
    page = open_page(path)
    assert page.locator("#table").get_attribute("data-phase") == "setup"
    base = f"{origin}{path}"
    outside = [url for url in watch.requests if not url.startswith(base)]
    assert not outside, f"requests outside {base}: {outside}"
    for name in (
        "runtime/pyodide/pyodide.asm.wasm",
        "runtime/pyodide/python_stdlib.zip",
        "app.tgz",
    ):
        assert base + name in watch.requests, f"{name} was not loaded from the site"
    watch.assert_clean()


# {url of each entry: its size} in the bytecode cache (web/boot.mjs), read without awaiting in
# the predicate (Playwright does not await a promise that wait_for_function's function
# returns: each poll starts a read, and the next poll sees its result).
BYTECODE_ENTRIES = """() => {
    caches.keys().then(async names => {
        const entries = {};
        for (const name of names.filter(n => n.startsWith("preferanzen-bytecode:"))) {
            const cache = await caches.open(name);
            for (const request of await cache.keys()) {
                const body = await (await cache.match(request)).arrayBuffer();
                entries[request.url] = body.byteLength;
            }
        }
        window.__bytecodeEntries = entries;
    });
    return window.__bytecodeEntries;
}"""


def test_a_visit_keeps_its_bytecode_and_the_next_one_imports_it(
    open_page: Callable[..., Page], watch: Watch, origin: str
) -> None:
    """Once the bots' worker is up, the page's and the worker's bytecode of app.tgz's modules
    is in Cache Storage under app.tgz's hash, an entry for other sources is gone, and the
    next load writes it back before any import (html[data-bytecode]: modules found); the
    page still boots to the table and plays."""
    page = open_page(SUBPATH, "?nosw")
    assert page.get_attribute("html", "data-bytecode") == "0"  # a first visit: nothing kept
    stale = f"{origin}{SUBPATH}app.tgz?bytecode=page&sha256=0000"
    page.evaluate(
        "url => caches.open(`preferanzen-bytecode:${new URL('./', location.href).href}`)"
        ".then(cache => cache.put(url, new Response('stale')))",
        stale,
    )
    page.wait_for_selector("html[data-bots='worker']", state="attached", timeout=60_000)
    page.wait_for_function(
        f"({BYTECODE_ENTRIES})() && Object.keys(window.__bytecodeEntries).length === 2",
        timeout=60_000,
    )
    entries = page.evaluate("window.__bytecodeEntries")
    assert stale not in entries
    assert {url.split("?")[1].split("&")[0] for url in entries} == {
        "bytecode=page",
        "bytecode=worker",
    }
    assert all(size > 10_000 for size in entries.values())
    page.goto(f"{origin}{SUBPATH}?nosw&start=1&seed=7&pace=instant")
    page.wait_for_selector('#table[data-phase="auction"]', state="attached", timeout=60_000)
    assert int(page.get_attribute("html", "data-bytecode") or "0") > 50
    page.click("#table .prompt [data-action]:not([disabled])")  # the player's first call
    page.wait_for_function(
        "[...document.querySelectorAll('#announcer p')].length >= 2", timeout=60_000
    )
    watch.assert_clean()


def test_python_runs_without_stack_switching(open_page: Callable[..., Page], watch: Watch) -> None:
    """web/boot.mjs boots Pyodide without WebAssembly stack switching (JSPI), on the page and
    in the bots' worker: with it, Chromium 156 killed the page's renderer now and then (at
    CI, about every second load). This Chromium has JSPI, so its absence is boot.mjs's."""
    page = open_page(SUBPATH)
    blank = page.context.new_page()
    assert blank.evaluate('"Suspending" in WebAssembly'), "this Chromium has no JSPI to remove"
    blank.close()
    assert page.evaluate('"Suspending" in WebAssembly') is False
    page.wait_for_selector("html[data-bots='worker']", state="attached")
    assert page.workers, "the bots' worker"
    for worker in page.workers:
        assert worker.evaluate('"Suspending" in WebAssembly') is False, worker.url
    watch.assert_clean()


@pytest.mark.parametrize(
    ("locale", "query", "lang"),
    [("ru-RU", "", "ru"), ("en-US", "", "en"), ("fr-FR", "", "de"), ("ru-RU", "?lang=en", "en")],
)
def test_a_first_visit_reads_in_the_browsers_language(
    page: Page, origin: str, locale: str, query: str, lang: str
) -> None:
    """Play-test: a browser set to ru-RU or en-US got the German first dialog. The first
    visit's dialog and page are in the browser's language where the page has it (web/main.py
    passes navigator.languages), else in German; ``?lang=`` wins. So is the loading line
    before Python runs (web/dom.js; it said "Preferanzen wird geladen …" for a second or
    two in every language)."""
    # the line as the deferred scripts left it, read in the page at DOMContentLoaded (read
    # from here after goto returns, a loaded machine let Python render first)
    page.add_init_script(
        "document.addEventListener('DOMContentLoaded', () => { window.loadingLine ="
        " document.querySelector('#table > .loading')?.textContent ?? null; });"
    )
    page.goto(f"{origin}/{query}")
    page.wait_for_selector(READY, state="attached", timeout=READY_TIMEOUT_MS)
    assert page.evaluate("window.loadingLine") == TEXTS[lang]["loading"]
    assert page.locator(".panel-dialog").get_attribute("lang") == lang
    assert page.evaluate("document.documentElement.lang") == lang
    assert page.locator(f"input[name='lang'][value='{lang}']").is_checked()
