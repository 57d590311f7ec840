"""The site boots from its own files only, at / and under a GitHub Pages sub-path."""

from __future__ import annotations

from collections.abc import Callable

import pytest
from playwright.sync_api import Page

from .conftest import SUBPATH, Watch


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
