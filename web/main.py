"""Browser glue: DOM events, painting, localStorage, timers and the bots' worker.

The only module that imports ``pyscript``/``js``. All behaviour lives in the pure modules:
``controller.Controller`` decides what a click does and what is saved, ``view.render``
turns its ``screen()`` into HTML and ``dompatch.patch`` brings the page in line with it,
``runner.Runner`` is the one loop for the opponents' moves and the player's aids (answered
by the named worker "bots", created after the first paint so it does not delay it). Here:
one delegated click handler on ``#app``, paint after every change, and the test hooks on
``<html>``: the ``ready`` class (design.md §4) once the first screen is up, ``data-ignored``
(how many clicks were ignored, e.g. on a disabled or stale control), ``data-runner``
("busy" while jobs run, "idle" when none is due) and ``data-thinking`` (the seat of the
opponent thinking now, or empty).
"""

import asyncio

from pyscript import create_named_worker, document, window
from pyscript.ffi import create_proxy, to_js

from web import dompatch, keyboard
from web.announce import Announcer
from web.controller import Controller
from web.runner import Runner
from web.settings import parse_query
from web.view import render

WORKER_TIMEOUT_S = 60


class LocalStore:
    """``storage.Store`` over ``window.localStorage`` (strings in, strings out)."""

    def get(self, key):
        value = window.localStorage.getItem(key)
        return value if isinstance(value, str) else None  # a missing key is JS null (jsnull)

    def __setitem__(self, key, value):
        window.localStorage.setItem(key, value)


def make_store():
    try:
        window.localStorage.getItem("preferanzen:settings")
        return LocalStore()
    except Exception:  # storage disabled: play on in memory; writes succeed, nothing persists
        return {}


params = parse_query(str(window.location.search))
ctl = Controller(
    make_store(),
    params,
    now_ms=lambda: int(window.Date.now()),
    fresh_seed=lambda: int(window.Math.random() * 2**31),
)
app = document.getElementById("app")
template = document.createElement("template")


def attr(element, name):
    """An attribute's text, or None (getAttribute gives JS null, i.e. jsnull, when absent)."""
    value = element.getAttribute(name)
    return value if isinstance(value, str) else None


def read_form():
    """The new-game dialog's fields as {name: value}."""
    form = {}
    for field in app.querySelectorAll(".panel-dialog input"):
        if field.type == "radio":
            if field.checked:
                form[field.name] = field.value
        elif field.type == "checkbox":
            form[field.name] = bool(field.checked)
        else:
            form[field.name] = field.value
    return form


def apply_vars():
    """The view's CSS custom properties (``data-vars="--n:10"``) through the CSSOM: the page's
    Content-Security-Policy allows no inline style attributes."""
    for element in app.querySelectorAll("[data-vars]"):
        element.style.cssText = element.dataset.vars
    for element in app.querySelectorAll("[style]:not([data-vars])"):
        element.removeAttribute("style")


def paint():
    if ctl.ui.overlay == "dialog" and hasattr(app.querySelector(".panel-dialog"), "tagName"):
        ctl.click(control="setting", form=read_form())  # keep what is being typed
    root = document.documentElement
    root.lang = ctl.settings.lang
    root.dataset.thinking = "" if ctl.ui.thinking is None else str(ctl.ui.thinking)
    screen = ctl.screen()
    template.innerHTML = render(screen)
    dompatch.patch(app, template.content)
    apply_vars()
    kick()  # an opponent's move, a hint, an analysis or a forced card may be due
    settle_focus()
    for line in announcer.news(screen):  # the polite live region #announcer (index.html)
        said = document.createElement("p")
        said.textContent = line
        speaker.append(said)
        while speaker.childElementCount > 8:
            speaker.firstElementChild.remove()


# --- keyboard and focus (decided in web/keyboard.py) --------------------------------------
focus = keyboard.FocusKeeper()
announcer = Announcer()
speaker = document.getElementById("announcer")


def describe(element):
    """What web/keyboard.py needs to know about one focusable element."""
    box = element.closest(keyboard.BOXES)
    radio = element.tagName == "INPUT" and element.type == "radio"
    name = attr(element, "name")
    disabled = bool(getattr(element, "disabled", False))
    return keyboard.Target(
        region=keyboard.region_of(str(box.className) if hasattr(box, "tagName") else ""),
        card=attr(element, "data-card"),
        action=attr(element, "data-action"),
        control=attr(element, "data-control"),
        name=f"{name}={element.value}" if radio else name,
        enabled=not disabled,
        tabbable=not disabled and element.tabIndex >= 0 and not (radio and not element.checked),
        container=hasattr(box, "tagName") and box.isSameNode(element),
    )


def focusables():
    """(elements, their Targets, index of the focused one or None)."""
    elements = list(app.querySelectorAll(keyboard.SELECTOR))
    active = document.activeElement
    index = next((i for i, e in enumerate(elements) if e.isSameNode(active)), None)
    return elements, [describe(e) for e in elements], index


def settle_focus():
    """After a re-render: one tab stop in the hand, and the focus never dropped. Reads every
    focusable element only when the focus may have to move (few FFI calls otherwise)."""
    active = document.activeElement
    cards = list(app.querySelectorAll(".hand .card"))
    hand = [
        keyboard.Target("hand", card=attr(c, "data-card"), enabled=not c.disabled) for c in cards
    ]
    index = next((i for i, c in enumerate(cards) if c.isSameNode(active)), None)
    rover = keyboard.roving(hand, index, focus.last_card)
    for i, card in enumerate(cards):
        card.tabIndex = 0 if i == rover else -1
    overlay = hasattr(app.querySelector(".overlay"), "tagName")
    usable = (
        app.contains(active)
        and not getattr(active, "disabled", False)
        and not active.matches(keyboard.CONTAINERS)
    )
    if not focus.needs_look(overlay, usable):
        return
    elements, targets, index = focusables()
    choice = focus.after_render(targets, index)
    if choice is not None:
        elements[choice].focus()


def on_focus(event):
    if hasattr(event.target, "closest") and app.contains(event.target):
        _, targets, index = focusables()
        if index is not None:
            focus.focused(targets, index)


def on_key(event):
    if event.ctrlKey or event.altKey or event.metaKey:
        return
    elements, targets, index = focusables()
    active = elements[index] if index is not None else None
    typing = active is not None and active.tagName == "INPUT" and active.type == "text"
    command = keyboard.on_key(
        event.key, bool(event.shiftKey), targets, index, typing, focus.last_card
    )
    if command is not None:
        event.preventDefault()
        kind, i = command
        if kind == "focus":
            elements[i].focus()
        else:
            elements[i].click()


def on_click(event):
    element = event.target.closest("[data-action], [data-control], [data-card]")
    if not hasattr(element, "getAttribute") or (
        element.tagName == "INPUT" and element.type == "text"
    ):
        return
    action = attr(element, "data-action")
    control = attr(element, "data-control")
    if control == "reload":  # a new version took over (web/sw-register.js)
        window.location.reload()
        return
    if control == "import":  # the file input opens its picker; on_change reads the file
        return
    form = read_form() if action == "start" or control in ("setting", "apply-settings") else None
    why = ctl.click(
        action=action,
        control=control,
        card=attr(element, "data-card"),
        disabled=bool(element.disabled),
        form=form,
    )
    if why:
        window.console.warn(f"preferanzen: {why}")
        ignored = attr(document.documentElement, "data-ignored") or "0"
        document.documentElement.dataset.ignored = str(int(ignored) + 1)
    download = ctl.take_download()
    if download is not None:
        save_file(*download)
    paint()


def save_file(name, text):
    """Offer ``text`` as a JSON file download (the history export)."""
    options = to_js({"type": "application/json"}, dict_converter=window.Object.fromEntries)
    url = window.URL.createObjectURL(window.Blob.new(to_js([text]), options))
    link = document.createElement("a")
    link.href, link.download = url, name
    document.body.append(link)
    link.click()
    link.remove()
    asyncio.get_event_loop().call_later(10, lambda: window.URL.revokeObjectURL(url))


def on_change(event):
    if attr(event.target, "data-control") == "import" and event.target.files.length:
        asyncio.ensure_future(read_import(event.target))


async def read_import(field):
    """The chosen history file goes to the controller, which checks it before merging."""
    text = await field.files.item(0).text()
    field.value = ""  # choosing the same file again fires another change
    ctl.import_history(str(text))
    paint()


class Bots:
    """The named worker that runs the opponents, created lazily after the first paint."""

    def __init__(self):
        self.worker = None
        self.ready = asyncio.Event()

    async def start(self):
        try:
            self.worker = await asyncio.wait_for(
                create_named_worker("./web/worker.py", "bots", "./pyscript.toml"),
                WORKER_TIMEOUT_S,
            )
            await self.worker.levels()  # the handshake: the worker has imported its modules
        except Exception as error:  # no worker: think on the main thread, and say so
            window.console.warn(f"preferanzen: bots worker unavailable ({error})")
            ctl.ui.notices.append(("notice_worker", {}))
            self.worker = None
        paint()
        document.documentElement.dataset.bots = "worker" if self.worker else "main-thread"
        self.ready.set()

    async def call(self, job):
        """A job's worker call (web/analysis.py; on this thread if there is no worker);
        None if it failed (the controller then decides what to do)."""
        await self.ready.wait()
        try:
            if self.worker is not None:
                return str(await getattr(self.worker, job.call)(*job.args))
            from web import analysis  # imports the bots: only without a worker

            return getattr(analysis, job.call)(*job.args)
        except Exception as error:
            window.console.warn(f"preferanzen: {job.kind} failed ({error})")
            return None


def report(error):
    window.console.error(f"preferanzen: {error}")


def runner_state(state):
    document.documentElement.dataset.runner = state


def kick():
    """Start the job loop unless it runs already (it then picks the new job up itself)."""
    if runner.kick():
        asyncio.ensure_future(runner.run())


bots = Bots()
runner = Runner(ctl, bots.call, asyncio.sleep, lambda: paint(), report, runner_state)


def on_update(_event):
    """A new version's service worker controls the page now: offer a reload."""
    if ("notice_update", {}) not in ctl.ui.notices:
        ctl.ui.notices.append(("notice_update", {}))
        paint()


app.addEventListener("click", create_proxy(on_click))
app.addEventListener("change", create_proxy(on_change))
document.addEventListener("keydown", create_proxy(on_key))
document.addEventListener("focusin", create_proxy(on_focus))
window.addEventListener("preferanzen:update", create_proxy(on_update))
paint()
document.documentElement.classList.add("ready")
await asyncio.sleep(0.1)  # noqa: F704 - let the first screen show before the worker boots
asyncio.ensure_future(bots.start())
