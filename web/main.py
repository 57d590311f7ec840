"""Browser glue: DOM events, painting, localStorage, timers and the bots' worker.

The only module that imports ``pyscript``/``js``. All behaviour lives in the pure modules:
``controller.Controller`` decides what a click does and what is saved, ``view.render``
turns its ``screen()`` into HTML and ``web/dom.js`` brings the page in line with it in one
call (its patch touches only what changed),
``runner.Runner`` is the one loop for the opponents' moves and the player's aids (answered
by the named worker "bots", which boots once the first screen is up; until it does, this
thread answers: see ``Bots``). Here:
one delegated click handler on ``#app``, paint after every change, and the test hooks on
``<html>``: the ``ready`` class (design.md §4) once the first screen is up, ``data-ignored``
(how many clicks were ignored, e.g. on a disabled or stale control), ``data-runner``
("busy" while jobs run, "idle" when none is due), ``data-thinking`` (the seat of the
opponent thinking now, or empty), ``data-hold`` (set by a test: see ``pause``) and
``data-sound`` (the last sound played). Also the long press that explains a game term on
touch screens, and the sounds (``web/sound.py``: a few tones each, made with the Web Audio
API). Playing with friends: its code, segno and ``transport.js`` are fetched only when the
panel is opened or the page boots into it (``web.lazy``); the transport's events go to the
controller, and the controller's transport commands (``web.online.mode.Command``) are
carried out here.
"""

import asyncio

from pyodide.ffi import can_run_sync, create_once_callable, run_sync
from pyscript import document, window, workers
from pyscript.ffi import create_proxy, to_js

from web import keyboard, lazy
from web.announce import Announcer
from web.controller import Controller
from web.runner import Runner
from web.settings import parse_query
from web.sound import SOUNDS, Cues
from web.view import render

WORKER_TIMEOUT_S = 60
BOTS_WORKER = {"type": "py", "src": "./web/worker.py", "name": "bots"}


class BrowserStore:
    """``storage.Store`` over ``localStorage`` or ``sessionStorage`` (strings in and out)."""

    def __init__(self, storage):
        self.storage = storage

    def get(self, key):
        value = self.storage.getItem(key)
        return value if isinstance(value, str) else None  # a missing key is JS null (jsnull)

    def __setitem__(self, key, value):
        self.storage.setItem(key, value)

    def __delitem__(self, key):
        self.storage.removeItem(key)

    def keys(self):
        return [str(key) for key in window.Object.keys(self.storage)]


def open_stores():
    """(saved data, this tab's data, blocked): the browser's stores, or memory when it refuses
    them (site data switched off: the controller says so and offers the export). A store that
    is only full can still be read; the controller handles that on its first write."""
    try:
        window.localStorage.getItem("preferanzen:settings")
        window.sessionStorage.getItem("preferanzen:tab")
        return BrowserStore(window.localStorage), BrowserStore(window.sessionStorage), False
    except Exception:
        return {}, {}, True


params = parse_query(
    str(window.location.search),
    str(window.location.hash),
    [str(tag) for tag in window.navigator.languages or ()],  # a first visit's language
)
store, tab, blocked = open_stores()
ctl = Controller(
    store,
    params,
    now_ms=lambda: int(window.Date.now()),
    fresh_seed=lambda: int(window.Math.random() * 2**31),
    tab=tab,
    blocked=blocked,
)
app = document.getElementById("app")
transport = None  # window.preferanzenTransport once the online code is loaded


def attr(element, name):
    """An attribute's text, or None (getAttribute gives JS null, i.e. jsnull, when absent)."""
    value = element.getAttribute(name)
    return value if isinstance(value, str) else None


def read_form(panel=".panel-dialog"):
    """The fields of ``panel`` (the new-game dialog, or the online panel) as {name: value}."""
    form = {}
    for field in app.querySelectorAll(f"{panel} input[name]"):
        if field.type == "radio":
            if field.checked:
                form[field.name] = field.value
        elif field.type == "checkbox":
            form[field.name] = bool(field.checked)
        else:
            form[field.name] = field.value
    return form


# What #app shows: the markup it was last patched to, and whether anything but paint() has
# changed it since (a test, an extension; the MutationObserver below). A paint whose markup is
# the same patches only then (it puts such changes right), else it leaves the DOM alone.
painted = {"markup": None, "touched": True}
outside = window.MutationObserver.new(create_proxy(lambda *_: painted.update(touched=True)))
outside.observe(
    app,
    to_js(
        {"subtree": True, "childList": True, "attributes": True, "characterData": True},
        dict_converter=window.Object.fromEntries,
    ),
)


def keep_typed(dialog=True):
    """Keep what is being typed in an open dialog (``dialog``) or online panel (text fields
    send no click): merged into the controller's draft before the page changes."""
    dialog = dialog and ctl.ui.overlay in ("dialog", "settings")
    if dialog and hasattr(app.querySelector(".panel-dialog"), "tagName"):
        ctl.click(control="setting", form=read_form())
    if ctl.ui.overlay == "online" and hasattr(app.querySelector(".panel-online"), "tagName"):
        ctl.click(control="online-draft", form=read_form(".panel-online"))


def paint(dialog=True):
    """Render the controller's screen into #app, first keeping what is typed; the dialog's
    fields not (``dialog`` False) right after a click that handed the controller the dialog
    itself: the page has not redrawn them yet, and a preset's switches would still show the
    old preset and undo the one just chosen."""
    keep_typed(dialog)
    screen = ctl.screen()
    root = document.documentElement
    lang = screen.labels.lang  # the dialog's choice while it is open (markup.Screen.labels)
    if root.lang != lang:  # setting it, even unchanged, restyles every element
        root.lang = lang
    root.dataset.thinking = "" if ctl.ui.thinking is None else str(ctl.ui.thinking)
    markup = render(screen)
    if outside.takeRecords().length or painted["touched"] or markup != painted["markup"]:
        window.preferanzenPaint(app, markup)  # web/dom.js: one call, not one per node
        painted["markup"] = markup
    kick()  # an opponent's move, a hint, an analysis or a forced card may be due
    if transport is not None:
        run_online()  # every change goes to the friends at once
    settle_focus()
    ui = ctl.ui
    open_now = back.closable(ui.overlay, ui.review, ui.menu, ui.term, ctl.session is not None)
    step = back.after_paint(open_now)
    if step == "push":  # the same address: Back lands here (on_popstate), not elsewhere
        window.history.pushState(back.STATE, "")
    elif step == "back":
        window.history.back()
    outside.takeRecords()  # the patch's own changes and the hand's tabindex: not outside ones
    painted["touched"] = False
    for line in announcer.news(screen):  # the polite live region #announcer (index.html)
        said = document.createElement("p")
        said.textContent = line
        speaker.append(said)
        while speaker.childElementCount > 8:
            speaker.firstElementChild.remove()
    for name in cues.news(screen):
        play_sound(name)


# --- sounds (which and when: web/sound.py) -------------------------------------------------
cues = Cues()
audio = None


def play_sound(name):
    """Synthesise one of ``SOUNDS`` (a few tones); a browser without Web Audio stays silent."""
    global audio
    try:
        if audio is None:
            session = getattr(window.navigator, "audioSession", None)
            if session is not None and hasattr(session, "type"):
                session.type = "ambient"  # Safari: the phone's mute switch silences it
            audio = window.AudioContext.new()
        if audio.state == "suspended":
            audio.resume()
        now = audio.currentTime
        for tone in SOUNDS[name]:
            oscillator, gain = audio.createOscillator(), audio.createGain()
            oscillator.type = tone.shape
            oscillator.frequency.value = tone.freq
            start, end = now + tone.start, now + tone.start + tone.length
            gain.gain.setValueAtTime(0.0001, start)
            gain.gain.exponentialRampToValueAtTime(tone.gain, start + 0.012)
            gain.gain.exponentialRampToValueAtTime(0.0001, end)
            oscillator.connect(gain)
            gain.connect(audio.destination)
            oscillator.start(start)
            oscillator.stop(end + 0.02)
        document.documentElement.dataset.sound = name
    except Exception as error:
        window.console.warn(f"preferanzen: no sound ({error})")


# --- keyboard and focus (decided in web/keyboard.py) --------------------------------------
focus = keyboard.FocusKeeper()
back = keyboard.BackButton(window.history.state == keyboard.BackButton.STATE)  # a reload
announcer = Announcer()
speaker = document.getElementById("announcer")


def describe(element):
    """What web/keyboard.py needs to know about one focusable element (read by web/dom.js)."""
    facts = window.preferanzenElementFacts(element, keyboard.BOXES)
    return keyboard.target_from(keyboard.read_facts(facts)[0])


def focusables():
    """(the focusable elements as a NodeList, their Targets, index of the focused one or None).
    Their facts come in one call (web/dom.js): element by element, 1.5 ms a read (3.5 ms p90)."""
    facts = keyboard.read_facts(
        window.preferanzenFocusFacts(app, keyboard.SELECTOR, keyboard.BOXES)
    )
    index = next((i for i, f in enumerate(facts) if f.active), None)
    return app.querySelectorAll(keyboard.SELECTOR), [keyboard.target_from(f) for f in facts], index


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
        # a menu item folded away (Escape on it) still holds the focus: only the bar's items
        # are read for it (reading a box forces a layout, and most renders move a card)
        and not (hasattr(active.closest(".bar"), "tagName") and not active.getClientRects().length)
        and not active.matches(keyboard.CONTAINERS)
        and not focus.moved_under(
            attr(active, "data-card"), attr(active, "data-action"), attr(active, "data-control")
        )
    )
    if not focus.needs_look(overlay, usable):
        return
    elements, targets, index = focusables()
    choice = focus.after_render(targets, index)
    if choice is not None:
        elements.item(choice).focus()


def reveal_focus():
    """After the player's own action changed a panel: its focused control in view (the
    content can grow above it: the invitation's link above "Invite a friend" pushed that
    button out of sight). Not after a render from elsewhere (a friend's move, a message),
    which must not scroll away what the player is reading. A fold just opened comes into view
    with its content (Settings' last fold opened below the visible part of the panel); when
    it is taller than the panel, its toggle stays at the top."""
    active = document.activeElement
    if app.contains(active) and hasattr(active.closest(".overlay"), "tagName"):
        target = active
        if attr(active, "aria-expanded") == "true" and active.matches(".fold-toggle"):
            target = active.closest(".fold")
        target.scrollIntoView(to_js({"block": "nearest"}, dict_converter=window.Object.fromEntries))


def on_focus(event):
    """Remember the focused element. Only its own box (the hand, the prompt, ...) is read
    for its place there: every click on a card or a button starts with this focusin, and
    reading every focusable element of the page took 7-35 ms of the click's task."""
    element = event.target
    if not (hasattr(element, "closest") and app.contains(element)):
        return
    if ctl.ui.menu and not hasattr(element.closest("#menu, [data-control='menu']"), "tagName"):
        ctl.dismiss()  # Tab left the open menu: it closes, as after a click beside it
        paint()
    if not element.matches(keyboard.SELECTOR):
        return
    box = element.closest(keyboard.BOXES)
    if not hasattr(box, "tagName"):  # outside every box: its place counts the whole page
        _, targets, index = focusables()
        if index is not None:
            focus.focused(targets, index)
        return
    if box.isSameNode(element):
        return  # a box holding the focus itself is not remembered
    items = box.querySelectorAll(keyboard.SELECTOR)  # the box's items (boxes do not nest)
    focus.remember(describe(element), window.Array.prototype.indexOf.call(items, element))


def on_key(event):
    if event.ctrlKey or event.altKey or event.metaKey:
        return
    elements, targets, index = focusables()
    active = elements.item(index) if index is not None else None
    typing = active is not None and active.tagName == "INPUT" and active.type == "text"
    command = keyboard.on_key(
        event.key,
        bool(event.shiftKey),
        targets,
        index,
        typing,
        focus.last_card,
        ctl.ui.menu,
        event.code,
        ctl.ui.overlay,
        ctl.settings.letters,
    )
    if command is not None:
        event.preventDefault()
        kind, i = command
        if kind == "focus":
            elements.item(i).focus()
        elif kind == "click":
            elements.item(i).click()
        else:  # a control folded into the closed menu
            ctl.click(control=i)
            paint()


def on_popstate(_event):
    """Back while a term's explanation, a panel, the review or the menu is open: close it,
    as Escape does (``keyboard.BackButton``)."""
    if not back.on_popstate():
        return
    elements, targets, index = focusables()
    command = keyboard.on_key(
        "Escape",
        False,
        targets,
        index,
        False,
        focus.last_card,
        ctl.ui.menu,
        "Escape",
        ctl.ui.overlay,
        ctl.settings.letters,
    )
    if command is not None and command[0] == "click":
        elements.item(command[1]).click()
    paint()


def on_click(event):
    if press["fired"]:  # the click that ends a long press only closes the explanation
        press["fired"] = False
        event.preventDefault()
        return
    link = event.target.closest(".rules-toc a")
    if hasattr(link, "getAttribute"):
        # the rules' contents: focus the section's heading, which scrolls the panel to it
        # (following the link moved the focus out of the page, and putting it back scrolled
        # the panel to its top again)
        event.preventDefault()
        section = document.getElementById(attr(link, "href").removeprefix("#"))
        if hasattr(section, "querySelector"):
            section.querySelector("h2, h3").focus()
        return
    element = event.target.closest("[data-action], [data-control], [data-card]")
    if not hasattr(element, "getAttribute"):
        if ctl.dismiss():  # a tap beside the open menu or explanation closes it
            paint()
        return
    if element.tagName == "INPUT" and element.type == "text":
        return
    action = attr(element, "data-action")
    control = attr(element, "data-control")
    if control == "reload":  # a new version took over (web/sw-register.js)
        window.location.reload()
        return
    if control == "import":  # the file input opens its picker; on_change reads the file
        return
    if control == "online":  # its code is fetched now, the first time
        keep_typed()  # from the new-match dialog: what was chosen and typed there
        ctl.dismiss()  # from the compact menu: it closes
        asyncio.ensure_future(open_online(""))
        return
    if control == "copy":
        asyncio.ensure_future(copy_field(document.getElementById(attr(element, "data-copy"))))
        return
    dialog = action == "start" or control in ("setting", "apply-settings")
    form = read_form() if dialog else None
    if hasattr(element.closest(".panel-online"), "tagName"):
        form = {**read_form(".panel-online"), "seat": attr(element, "data-seat")}
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
    paint(dialog=not dialog)
    reveal_focus()


# --- a long press explains a game term (touch screens show no tooltips) --------------------
press = {"task": None, "fired": False}


def term_of(event):
    target = event.target.closest("[data-term]") if hasattr(event.target, "closest") else None
    return attr(target, "data-term") if hasattr(target, "getAttribute") else None


def on_context_menu(event):
    """Android and desktops: a long press or right click opens the context menu."""
    term = term_of(event)
    if term is not None:
        event.preventDefault()
        ctl.show_term(term)
        paint()


def on_pointer_down(event):
    """iOS has no context menu on a long press: time the touch here."""
    term = term_of(event)
    if term is not None and event.pointerType == "touch":
        press["fired"] = False
        press["task"] = asyncio.ensure_future(long_press(term))


async def long_press(term):
    await asyncio.sleep(0.55)
    press["fired"], press["task"] = True, None
    ctl.show_term(term)
    paint()


def on_pointer_up(_event):
    if press["task"] is not None:
        press["task"].cancel()
        press["task"] = None


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
    """The chosen history file goes to the controller, which checks it before merging (and
    its size before it is read)."""
    file = field.files.item(0)
    try:
        if ctl.import_file(int(file.size)):
            ctl.import_history(str(await file.text()))
    except Exception as error:  # the file went away or may not be read: say so
        ctl.refuse_import(str(error))
    field.value = ""  # choosing the same file again fires another change
    paint()


class Bots:
    """The opponents' thinking: the named worker "bots" once it is up, this thread until then.

    The worker's Pyodide boots once the first screen is up; no job ever waits for it: until
    the worker answers, the opponents' moves, hints and analyses are computed here by the
    same seeded functions (web/analysis.py), so they are the same moves, in slices between
    which the browser paints (web/slicing.py). Meanwhile the bots' modules are imported
    here one at a time (``warm_up``), so the player's first move does not wait for that
    either. Only ``?think=`` (a test hook of the worker) is not applied on this thread.
    """

    # Where work on this thread may pause: drawing and weighting the sampled deals, Profi's
    # steps (one per deal) and its questions to the solver, and inside a question only at
    # the solver's budget check (``here``), never in its loops.
    SLICED = ("game.bots.sampling", "game.bots.models", "game.bots.profi", "game.bots.dd")

    def __init__(self):
        self.worker = None
        self.order = None  # the bots' modules in import order (web/slicing.py)

    async def start(self):
        """Start the worker (a second Pyodide: 1-3 s, so only once the first screen is up,
        not to slow it down) and switch to it once it answers."""
        tag = document.createElement("script")  # what pyscript.create_named_worker does
        for name, value in {**BOTS_WORKER, "worker": "", "config": "./pyscript.toml"}.items():
            tag.setAttribute(name, value)
        document.body.append(tag)
        try:
            worker = await asyncio.wait_for(workers[BOTS_WORKER["name"]], WORKER_TIMEOUT_S)
            await worker.levels()  # the handshake: the worker has imported its modules
            self.worker = worker
        except Exception as error:  # no worker: think on the main thread, and say so
            window.console.warn(f"preferanzen: bots worker unavailable ({error})")
            ctl.ui.notices.append(("notice_worker", {}))
        paint()
        document.documentElement.dataset.bots = "worker" if self.worker else "main-thread"
        keep_bytecode = getattr(window, "preferanzenKeepBytecode", None)  # web/boot.mjs
        if keep_bytecode is not None:  # this thread's imports are done: the first screen's
            keep_bytecode("page")

    async def warm_up(self):
        """Import the bots here while the worker boots (stops once it is up)."""
        await self.load(until_worker=True)

    async def load(self, until_worker=False):
        """Import the bots on this thread, a module per browser turn, leaves first (each
        step runs one module's code, not a chain of them), in two turns per module:
        compiling its source, then running it (web/slicing.py), after working out their
        order from their sources, one module per turn too. A job waiting for the bots
        takes two turns per module too: in one, a module like game.bots.dd or profi took
        90-130 ms in the first seconds after the deal (the interpreter's WebAssembly not yet
        optimised), now each turn stays under 100 ms; the extra turns cost the waiting job
        a few milliseconds each. ``until_worker``: the warm-up, which stops once the worker
        is up."""
        import importlib
        import sys

        await yield_to_browser()
        from web import slicing

        if self.order is None:  # slicing.import_order, a module's source per turn
            names = slicing.submodules("game.bots")
            needs: dict[str, list[str]] = {}
            for name in names:
                await yield_to_browser()
                needs[name] = slicing.imports_of(name, names)
            self.order = [*slicing.dependency_order(needs), "web.analysis"]
        steps = (slicing.compile_ahead, importlib.import_module)
        for name in self.order:
            for step in steps:
                if name in sys.modules:
                    break
                await yield_to_browser()
                if until_worker and self.worker is not None:
                    return
                step(name)

    def here(self, compute, *args):
        """``compute(*args)`` on this thread, paused every 40 ms for the browser to paint
        where Python can pause (stack switching, which web/boot.mjs now switches off: a
        Chromium crash), else in one piece."""
        if not can_run_sync():
            return compute(*args)
        import importlib
        import sys

        from web.slicing import Slicer

        for name in self.SLICED:
            importlib.import_module(name)
        from game.bots.solver_search import Kernel

        # inside one question to the solver too: its budget check every 1,024 nodes
        # (a Profi question could take 70-80 ms in one piece)
        modules = [sys.modules[name] for name in self.SLICED]
        with Slicer(modules, pause=pause_for_browser, codes=[Kernel.check_budget.__code__]):
            return compute(*args)

    async def call(self, job):
        """A job's worker call (web/analysis.py; on this thread while there is no worker);
        None if it failed (the controller then decides what to do)."""
        try:
            if self.worker is not None:
                return str(await getattr(self.worker, job.call)(*job.args))
            await self.load()  # the bots, if the warm-up has not imported them all yet
            await yield_to_browser()
            from web import analysis

            return self.here(getattr(analysis, job.call), *job.args)
        except Exception as error:
            window.console.warn(f"preferanzen: {job.kind} failed ({error})")
            return None


def browser_turn():
    """A promise kept in the browser's next task (a message to itself: unlike timers and
    animation frames, not held back in a background tab); the page paints before it."""

    def post(done, _fail):
        channel = window.MessageChannel.new()
        channel.port1.onmessage = create_once_callable(lambda _event: done(channel))
        channel.port2.postMessage(None)

    return window.Promise.new(create_once_callable(post))


async def yield_to_browser():
    await browser_turn()


def pause_for_browser():
    """Suspend the running (synchronous) Python until the browser's next task, where the
    browser supports it (stack switching); otherwise go on at once."""
    if can_run_sync():
        run_sync(browser_turn())


def report(error):
    window.console.error(f"preferanzen: {error}")


def runner_state(state):
    document.documentElement.dataset.runner = state


def kick():
    """Start the job loop unless it runs already (it then picks the new job up itself)."""
    if runner.kick():
        asyncio.ensure_future(runner.run())


bots = Bots()


async def pause(seconds):
    """The job loop's pause before each job. Test hook: ``html[data-hold="N"]`` lets N more
    jobs start, then holds the loop (at "0") until the attribute is removed, so a test can
    catch a long import mid-way, deterministically."""
    await asyncio.sleep(seconds)
    root = document.documentElement
    while attr(root, "data-hold") == "0":
        await asyncio.sleep(0.05)
    hold = attr(root, "data-hold")
    if hold is not None and hold.isascii() and hold.isdigit():
        root.dataset.hold = str(int(hold) - 1)


runner = Runner(ctl, bots.call, pause, lambda: paint(), report, runner_state)


# --- playing with friends (web/online/, fetched on first use) ------------------------------
def page_url():
    return str(window.location.href).split("#", 1)[0]


async def load_online():
    """Fetch and unpack the online code and segno, and load transport.js (once)."""
    global transport
    if transport is not None:
        return
    for url in lazy.ONLINE_FILES:
        response = await window.fetch(url)
        if not response.ok:
            raise RuntimeError(f"{url}: HTTP {response.status}")
        lazy.install((await response.arrayBuffer()).to_bytes(), ".")
    style = document.createElement("link")
    style.rel, style.href = "stylesheet", lazy.STYLE
    document.head.append(style)
    loaded = asyncio.get_event_loop().create_future()
    done = create_proxy(lambda _event: loaded.done() or loaded.set_result(True))
    window.addEventListener("preferanzen:transport", done, to_js({"once": True}))
    script = document.createElement("script")
    script.type, script.src = "module", lazy.TRANSPORT
    document.head.append(script)
    await loaded
    transport = window.preferanzenTransport
    transport.listen(create_proxy(on_transport))
    try:
        ctl.online_identity = str(await transport.identity())
    except Exception as error:  # no certificate: coming back then needs a new link
        window.console.warn(f"preferanzen: no lasting identity ({error})")


async def open_online(fragment):
    """The online panel (the menu entry), or the guest's join panel for an invitation."""
    try:
        await load_online()
    except Exception as error:
        window.console.warn(f"preferanzen: online play unavailable ({error})")
        return
    if await transport.claim():
        ctl.open_online(page_url(), fragment)
    else:  # another tab of this browser plays with friends (transport.js: one at a time)
        ctl.notify("online:elsewhere", {})
    paint()


parked = []  # [True] once this tab waits for the tab that plays with friends


def park():
    """Another tab of this browser plays with friends: this one waits under the panel that
    says so (``Controller.elsewhere``) until that tab is gone."""
    parked.append(True)
    transport.whenFree(create_proxy(on_free))


def on_free():
    """The tab that played with friends is gone: this one offers to play on."""
    ctl.elsewhere(free=True)
    paint()


def on_hash(_event):
    if str(window.location.hash).startswith("#join="):  # a new invitation, opened here
        fragment = str(window.location.hash)
        window.history.replaceState(None, "", page_url())  # a reload must not reuse it
        asyncio.ensure_future(open_online(fragment))


def on_transport(kind, seat, text):
    ctl.online_event(str(kind), int(seat), str(text))
    paint()


def run_online():
    """Carry out the controller's transport commands: sends in order, handshakes async."""
    if ctl.online is None and not parked:
        transport.release()  # online play ended here (or never began): another tab may
    for command in ctl.take_online_commands():
        if command.kind == "send":
            transport.send(command.seat, command.text)
        elif command.kind in ("close", "forget"):
            transport.close(command.seat, command.kind == "forget")
        else:
            asyncio.ensure_future(handshake_step(command))


async def handshake_step(command):
    """Make an offer, an answer or a spare, accept an answer, or answer a spare (the
    browser gathers candidates)."""
    servers = window.JSON.parse(command.servers)
    try:
        if command.kind == "offer":
            sdp = await transport.offer(command.seat, servers)
        elif command.kind == "answer":
            sdp = await transport.answer(command.seat, command.text, servers)
        elif command.kind == "standby":
            sdp = await transport.standby(command.seat, servers, command.text)
        elif command.kind == "resume":
            await transport.resume(command.seat, command.text, servers)
            return
        else:
            await transport.accept(command.seat, command.text)
            return
        ctl.online_made(command.kind, command.seat, str(sdp))
    except Exception as error:  # a browser without WebRTC, a refused description: say so
        ctl.online_made(command.kind, command.seat, None, str(error))
    paint()
    if command.kind in ("offer", "answer"):  # the player's invitation or reply, now shown
        reveal_focus()


async def copy_field(field):
    """Copy a link or code; where the clipboard is not allowed, it stays selected."""
    field.select()
    try:
        await window.navigator.clipboard.writeText(field.value)
    except Exception:
        document.execCommand("copy")


def on_storage(event):
    """Another tab wrote the saved data: follow it (a second tab on the same match)."""
    key = event.key if isinstance(event.key, str) else None
    if (key is None or key.startswith("preferanzen:")) and ctl.storage_changed(key):
        paint()


def on_update(_event):
    """A new version's service worker controls the page now: offer a reload."""
    if ("notice_update", {}) not in ctl.ui.notices:
        ctl.ui.notices.append(("notice_update", {}))
        paint()


app.addEventListener("click", create_proxy(on_click))
app.addEventListener("change", create_proxy(on_change))
app.addEventListener("contextmenu", create_proxy(on_context_menu))
app.addEventListener("pointerdown", create_proxy(on_pointer_down))
for _event in ("pointerup", "pointercancel"):
    app.addEventListener(_event, create_proxy(on_pointer_up))
document.addEventListener("keydown", create_proxy(on_key))
document.addEventListener("focusin", create_proxy(on_focus))
window.addEventListener("preferanzen:update", create_proxy(on_update))
window.addEventListener("storage", create_proxy(on_storage))
window.addEventListener("hashchange", create_proxy(on_hash))
window.addEventListener("popstate", create_proxy(on_popstate))
fragment = str(window.location.hash)
if lazy.online_needed(ctl.store.get("preferanzen:online"), fragment):
    try:
        await load_online()  # noqa: F704 - boot straight into the join panel or the table
        if await transport.claim():  # noqa: F704
            window.history.replaceState(None, "", page_url())  # a reload must not reuse it
            ctl.resume_online(page_url(), fragment)
        else:  # another tab plays with friends: wait (the link kept for the takeover)
            ctl.elsewhere()
            park()
    except Exception as error:  # the game itself must still start
        window.console.warn(f"preferanzen: online play unavailable ({error})")
paint()
document.documentElement.classList.add("ready")
asyncio.ensure_future(bots.start())
asyncio.ensure_future(bots.warm_up())
