"""Fixtures for the Playwright end-to-end tests.

The built site (dist/, rebuilt once per session) is served on 127.0.0.1 at a free port, both
at / and under /preferanzen/ like a GitHub project page. Chromium is Debian's
/usr/bin/chromium when present (Playwright's own browser download is not available
everywhere), otherwise Playwright's bundled one (`python -m playwright install chromium`).

Every test gets a fresh browser context (empty HTTP cache, storage and service workers)
watched by a `Watch`: a route guard aborts and records any request that leaves the
server's origin, and console errors, uncaught page errors, HTTP errors and violations of
the page's Content-Security-Policy (a `securitypolicyviolation` listener installed in
every document before its own scripts run) are collected. All of these must be empty when
the test ends. On failure, screenshots and the console log go to test-results/. A test
whose renderer crashed (the browser, not the page) is run again in a freshly started
Chromium; see RENDERER_CRASH. Chromium's own output goes to test-results/chromium-PID.log, and
a crash's report carries what Chromium and the machine said about it (crash_evidence).
"""

from __future__ import annotations

import os
import re
import resource
import struct
import subprocess
import sys
import threading
import time
from collections import Counter
from collections.abc import Callable, Iterator
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import pytest
from playwright.sync_api import (
    Browser,
    BrowserContext,
    ConsoleMessage,
    Page,
    Playwright,
    Request,
    Response,
    Route,
    WebError,
    sync_playwright,
)

import build

READY = "html.ready"
READY_TIMEOUT_MS = 90_000
SUBPATH = build.SUBPATH
LOCALE = "de-AT"
"""The browser's language in every test's context (``navigator.languages``): a first visit
reads in it (web/settings.py ``browser_lang``), and Chromium's own default may be any; a
test of another language's first visit parametrizes the ``locale`` fixture."""
SYSTEM_CHROMIUM = Path(os.environ.get("CHROMIUM", "/usr/bin/chromium"))
CHROMIUM_ARGS = [
    "--no-sandbox",
    "--disable-gpu",
    "--disable-quic",
    "--no-first-run",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    # Shared memory in /tmp, not /dev/shm: a container's small /dev/shm crashes renderers.
    "--disable-dev-shm-usage",
]
RENDERER_CRASH = [r"Target crashed", r"Page crashed", r"renderer crashed"]
"""How Playwright and the watch report a crashed renderer: the browser binary dying, not the
page failing. Such a test is run again, up to CRASH_RERUNS times, each time in a freshly
started Chromium (pytest-rerunfailures, shown as reruns in the summary); a page that
crashes Chromium every time still fails."""
CRASH_RERUNS = 2
RESULTS = build.ROOT / "test-results"
CHROMIUM_LOG = RESULTS / f"chromium-{os.getpid()}.log"
"""Chromium's stdout and stderr for the whole session (Playwright's pw:browser log), one
file per test process, so that two runs in one work tree keep their own."""
CRASH_DUMPS = Path.home() / ".config" / "chromium" / "Crash Reports"
"""Where Debian's Chromium keeps its minidumps (one per crashed process), whatever profile."""
SESSION_START = time.time()
CHROMIUM_NOISE = re.compile(r"dbus|DBus|crashpad|unexpected operator")
"""Lines of CHROMIUM_LOG that every start prints (D-Bus, Debian's launcher script) or that
come from the crash reporter's own plumbing."""


def pytest_collection_modifyitems(items: list[pytest.Item]) -> None:
    """Everything under tests/e2e is an e2e test, run again if Chromium's renderer died."""
    here = Path(__file__).parent
    for item in items:
        if here in item.path.parents:
            item.add_marker(pytest.mark.e2e)
            item.add_marker(pytest.mark.flaky(reruns=CRASH_RERUNS, only_rerun=RENDERER_CRASH))


@pytest.hookimpl(wrapper=True)
def pytest_runtest_makereport(item: pytest.Item) -> Iterator[None]:
    """Keep each phase's report on the item, so fixtures can tell that a test failed; a
    renderer crash gets the evidence attached and the next test a fresh Chromium."""
    report = yield
    setattr(item, f"report_{report.when}", report)
    if report.failed and crashed(report):
        CHROMIUM.restart = True
        call = getattr(item, "report_call", None)
        if report.when != "teardown" or call is None or not (call.failed and crashed(call)):
            CHROMIUM.crashes.append(item.nodeid)  # once per attempt: its teardown fails too
        report.sections.append(("what Chromium and the machine said", crash_evidence()))
    return report


def crashed(report: pytest.TestReport) -> bool:
    return any(re.search(pattern, report.longreprtext) for pattern in RENDERER_CRASH)


def pytest_terminal_summary(terminalreporter: Any) -> None:
    """The session's renderer crashes at the end of the output, where CI logs are read."""
    if CHROMIUM.crashes:
        write = terminalreporter.write_line
        terminalreporter.section("Chromium renderer crashes")
        write(
            f"{len(CHROMIUM.crashes)} attempts ended by a crashed renderer; each such test "
            f"runs again in a fresh Chromium, up to {CRASH_RERUNS} times:"
        )
        for nodeid, count in Counter(CHROMIUM.crashes).items():
            write(f"  {nodeid}: {count}")
        for line in crash_evidence().splitlines():
            write(line)


def crash_evidence() -> str:
    """What may tell why a renderer died: Chromium's last own lines (log noise left out),
    its crash dumps, the kernel's lines on killed or faulting processes, memory, limits and
    load. Never raises: it is called from a report hook."""
    try:
        return "\n".join(gather_evidence())
    except Exception as exc:  # a missing /proc, say: the crash itself must still be reported
        return f"(no evidence gathered: {exc!r})"


def gather_evidence() -> list[str]:
    lines: list[str] = []
    if CHROMIUM_LOG.exists():
        said = [
            re.split(r"\]\[(?:err|out)\] ", line, maxsplit=1)[1]
            for line in CHROMIUM_LOG.read_text(errors="replace").splitlines()
            if re.search(r"\]\[(?:err|out)\] ", line) and not CHROMIUM_NOISE.search(line)
        ]
        lines += ["Chromium's last lines:", *(f"  {line[:300]}" for line in said[-12:])]
    dumps = []
    for dump in CRASH_DUMPS.glob("*/*.dmp"):
        try:  # the crash reporter moves its dumps between folders
            made = dump.stat().st_mtime
        except OSError:
            continue
        if made >= SESSION_START:
            dumps.append((made, dump))
    lines += ["crash dumps of this session:"]
    for made, dump in sorted(dumps)[-6:]:
        lines.append(f"  {time.strftime('%H:%M:%S', time.localtime(made))} {read_dump(dump)}")
    try:
        kernel = subprocess.run(["dmesg"], capture_output=True, text=True, timeout=10).stdout
    except (OSError, subprocess.SubprocessError) as exc:
        kernel = f"(dmesg: {exc})"
    killed = re.compile(r"oom|out of memory|killed process|segfault|traps:|general protection")
    kernel_lines = [line for line in kernel.splitlines() if killed.search(line.lower())]
    lines += ["kernel:", *(f"  {line}" for line in kernel_lines[-8:])]
    meminfo = dict(
        line.split(":", 1) for line in Path("/proc/meminfo").read_text().splitlines() if ":" in line
    )
    limits = {
        "open files": resource.getrlimit(resource.RLIMIT_NOFILE),
        "address space": resource.getrlimit(resource.RLIMIT_AS),
        "processes": resource.getrlimit(resource.RLIMIT_NPROC),
    }
    vm = {
        name: read_text(Path("/proc/sys/vm") / name)
        for name in ("overcommit_memory", "max_map_count")
    }
    lines.append(
        f"memory: {meminfo.get('MemAvailable', '?').strip()} available of "
        f"{meminfo.get('MemTotal', '?').strip()}; load {os.getloadavg()}; limits {limits}; "
        f"vm {vm}; {cgroup_memory()}"
    )
    return lines


def read_dump(path: Path) -> str:
    """A minidump's gist: the signal, the instruction (module and offset), which thread, and
    where the fault lies against the stack that thread was on (Linux x86-64 dumps)."""
    try:
        data = path.read_bytes()
        _, _, count, directory = struct.unpack_from("<4I", data)
        streams = {}
        for i in range(count):
            kind, size, rva = struct.unpack_from("<3I", data, directory + 12 * i)
            streams[kind] = rva
        at = streams[6]  # the exception: thread, signal, fault address, context
        thread, signal, _, _, fault = struct.unpack_from("<I4xIIQQ", data, at)
        _, context = struct.unpack_from("<II", data, at + 160)
        rip = struct.unpack_from("<Q", data, context + 0xF8)[0]
        where = hex(rip)
        at = streams[4]  # the modules: base, size, name
        for i in range(struct.unpack_from("<I", data, at)[0]):
            base, size, _, _, name = struct.unpack_from("<QIIII", data, at + 4 + 108 * i)
            if base <= rip < base + size:
                length = struct.unpack_from("<I", data, name)[0]
                module = data[name + 4 : name + 4 + length].decode("utf-16-le")
                where = f"{module.rsplit('/', 1)[-1]}+{rip - base:#x}"
        at = streams[3]  # the threads and the stack memory kept of each
        threads = [
            struct.unpack_from("<I20xQI", data, at + 4 + 48 * i)
            for i in range(struct.unpack_from("<I", data, at)[0])
        ]
        index = [tid for tid, _, _ in threads].index(thread)
        _, start, size = threads[index]
        stack = "at its stack's top end" if fault == start + size else f"stack {start:#x}+{size:#x}"
        role = "main thread" if index == 0 else f"thread {index}"
        return f"signal {signal} at {where}, {role}, fault at {fault:#x} ({stack})"
    except (OSError, struct.error, KeyError, ValueError, UnicodeDecodeError) as exc:
        return f"{path.name}: unreadable ({exc})"


def read_text(path: Path) -> str:
    try:
        return " ".join(path.read_text().split())
    except OSError:
        return "?"


def cgroup_memory() -> str:
    """This process's memory cgroup: its limit, use and OOM kills (cgroup v1 or v2)."""
    out = []
    for line in Path("/proc/self/cgroup").read_text().splitlines():
        _, controllers, path = line.split(":", 2)
        if controllers == "memory":
            base = Path("/sys/fs/cgroup/memory") / path.lstrip("/")
            names = ["memory.limit_in_bytes", "memory.max_usage_in_bytes", "memory.failcnt"]
        elif controllers == "":
            base = Path("/sys/fs/cgroup") / path.lstrip("/")
            names = ["memory.max", "memory.peak", "memory.events"]
        else:
            continue
        out += [f"{name}={read_text(base / name)}" for name in names if (base / name).exists()]
    return "cgroup " + (", ".join(out) or "(none readable)")


@pytest.fixture(scope="session")
def site() -> Path:
    """dist/, freshly built from the working tree (E2E_DIST=/other/dir builds there instead,
    so two test runs in one work tree do not rebuild each other's site)."""
    return build.build(Path(os.environ["E2E_DIST"]) if os.environ.get("E2E_DIST") else build.DIST)


@pytest.fixture(scope="session")
def origin(site: Path) -> Iterator[str]:
    """Origin of a loopback server for dist/ (at / and under SUBPATH), e.g. http://127.0.0.1:PORT."""
    server = build.make_server(site, port=0, quiet=True)
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    yield f"http://127.0.0.1:{server.server_address[1]}"
    server.shutdown()
    server.server_close()


@dataclass
class Chromium:
    """The session's Chromium: started on first use, started anew after a renderer crash
    (a crashed renderer can leave the browser's shared processes in a bad state)."""

    playwright: Playwright | None = None
    browser: Browser | None = None
    restart: bool = False
    crashes: list[str] = field(default_factory=list)

    def get(self) -> Browser:
        if self.browser is not None and (self.restart or not self.browser.is_connected()):
            try:
                self.browser.close()
            except Exception:  # a browser that died with its renderer has nothing to close
                pass
            self.browser = None
        self.restart = False
        if self.playwright is None:
            self.playwright = start_playwright_logging_chromium()
        if self.browser is None:
            executable = str(SYSTEM_CHROMIUM) if SYSTEM_CHROMIUM.exists() else None
            self.browser = self.playwright.chromium.launch(
                executable_path=executable, args=CHROMIUM_ARGS
            )
        return self.browser

    def stop(self) -> None:
        if self.browser is not None:
            self.browser.close()
        if self.playwright is not None:
            self.playwright.stop()


CHROMIUM = Chromium()


def start_playwright_logging_chromium() -> Playwright:
    """Playwright's driver, with Chromium's own output (its pw:browser log) in CHROMIUM_LOG:
    the driver inherits sys.stderr's file and the DEBUG variable when it starts."""
    RESULTS.mkdir(exist_ok=True)
    for old in RESULTS.glob("chromium-*.log"):  # of test processes that have ended
        if not Path("/proc", old.stem.removeprefix("chromium-")).exists():
            old.unlink(missing_ok=True)
    log = CHROMIUM_LOG.open("w")
    stderr, debug = sys.stderr, os.environ.get("DEBUG")
    sys.stderr, os.environ["DEBUG"] = log, "pw:browser"
    try:
        return sync_playwright().start()
    finally:
        sys.stderr = stderr
        if debug is None:
            del os.environ["DEBUG"]
        else:
            os.environ["DEBUG"] = debug
        log.close()  # the driver holds its own copy of the file


@pytest.fixture(scope="session")
def chromium() -> Iterator[Chromium]:
    yield CHROMIUM
    CHROMIUM.stop()


@pytest.fixture
def browser(chromium: Chromium) -> Browser:
    """The running Chromium, fresh if the last test crashed a renderer."""
    return chromium.get()


CSP_LISTENER = """
document.addEventListener('securitypolicyviolation', e => console.error(
    `CSP violation: ${e.effectiveDirective} blocked ${e.blockedURI || 'inline'} ` +
    `at ${e.sourceFile}:${e.lineNumber} (${(e.sample || '').slice(0, 60)})`));
"""
"""Turns every CSP violation in a document into a console error, which fails the test."""


@dataclass
class Watch:
    """What one browser context did: requests, blocked requests, errors, console lines."""

    origin: str
    requests: list[str] = field(default_factory=list)
    blocked: list[str] = field(default_factory=list)
    errors: list[str] = field(default_factory=list)
    console: list[str] = field(default_factory=list)

    def guard(self, route: Route) -> None:
        """Let the server's own origin through; abort and record everything else."""
        url = route.request.url
        if url.startswith(self.origin + "/"):
            route.continue_()
        else:
            self.blocked.append(url)
            route.abort("blockedbyclient")

    def on_request(self, request: Request) -> None:
        self.requests.append(request.url)

    def on_response(self, response: Response) -> None:
        if response.status >= 400:
            self.errors.append(f"HTTP {response.status} {response.url}")

    def on_console(self, message: ConsoleMessage) -> None:
        self.console.append(f"{message.type}: {message.text}")
        if message.type == "error":
            self.errors.append(f"console error: {message.text} ({message.location})")

    def on_weberror(self, error: WebError) -> None:
        self.errors.append(f"page error: {error.error}")

    def on_page(self, page: Page) -> None:
        page.on("crash", lambda crashed: self.errors.append(f"renderer crashed: {crashed.url}"))

    def attach(self, context: BrowserContext) -> None:
        """Watch ``context``: its requests, responses, console, page errors, CSP. Its waits
        get the boot's time by default (Playwright's 30 s can run out on a loaded machine)."""
        context.set_default_timeout(READY_TIMEOUT_MS)
        context.route("**/*", self.guard)
        context.on("request", self.on_request)
        context.on("response", self.on_response)
        context.on("console", self.on_console)
        context.on("weberror", self.on_weberror)
        context.on("page", self.on_page)
        context.add_init_script(CSP_LISTENER)

    def assert_clean(self) -> None:
        assert not self.blocked, f"requests that left {self.origin}: {self.blocked}"
        assert not self.errors, "errors in the page:\n" + "\n".join(self.errors)


@pytest.fixture
def watch(origin: str) -> Watch:
    return Watch(origin)


@pytest.fixture
def locale() -> str:
    """The context's browser language (``LOCALE``; a test may parametrize another)."""
    return LOCALE


@pytest.fixture
def context(
    browser: Browser, watch: Watch, request: pytest.FixtureRequest, locale: str
) -> Iterator[BrowserContext]:
    """A fresh, guarded browser context; checked for errors and stray requests at the end."""
    context = browser.new_context(viewport={"width": 1280, "height": 800}, locale=locale)
    watch.attach(context)
    yield context
    call = getattr(request.node, "report_call", None)
    if call is None or call.failed or watch.blocked or watch.errors:
        save_artifacts(context, watch, request.node.nodeid)
    context.close()
    watch.assert_clean()


@pytest.fixture
def page(context: BrowserContext) -> Page:
    return context.new_page()


@pytest.fixture
def open_page(page: Page, origin: str) -> Callable[..., Page]:
    """open_page(path="/", query="") loads the site and waits until Python is ready."""

    def open_(path: str = "/", query: str = "") -> Page:
        page.goto(f"{origin}{path}{query}")
        page.wait_for_selector(READY, state="attached", timeout=READY_TIMEOUT_MS)
        return page

    return open_


def save_artifacts(context: BrowserContext, watch: Watch, nodeid: str) -> None:
    """Screenshots of every open page plus the console log, into test-results/."""
    RESULTS.mkdir(exist_ok=True)
    stem = re.sub(r"[^A-Za-z0-9_.-]+", "_", nodeid)
    for i, page in enumerate(context.pages):
        try:
            page.screenshot(path=RESULTS / f"{stem}-{i}.png", full_page=True)
        except Exception as exc:  # a crashed page must not hide the test's own failure
            watch.console.append(f"(screenshot failed: {exc})")
    log = [*watch.console, "", "errors:", *watch.errors, "", "blocked:", *watch.blocked]
    (RESULTS / f"{stem}.log").write_text("\n".join(log) + "\n")
