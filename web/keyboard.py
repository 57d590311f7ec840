"""Keyboard play and focus, decided without the browser. Pure: ``main.py`` reads the page's
focusable elements into ``Target`` records, asks here, and focuses or clicks what it is told.

Keys (none acts while typing in a text field, except Escape and Tab):

- Tab / Shift+Tab: the usual order (bar, prompt, hand); the hand is one tab stop (a roving
  tabindex: the card last used, or the first playable one). In a modal panel Tab wraps
  around inside it.
- Left / Right (Home / End): the previous / next playable card in the hand, or the previous /
  next button of the prompt. Up from the hand goes to the prompt's buttons, Down back to the
  hand; from any other control of the table (an aid, the guide) Down goes to the hand and Up
  to the prompt. With nothing focused yet (after loading a match), an arrow key enters the game: the
  decision's first button, or the hand.
- Enter / Space: the focused button (native): plays a card, picks it for the discard,
  confirms, bids.
- L: the last trick (again: closes it). H: the hint, when the page offers one
  (``data-control="hint"``).
- Escape: closes a game term's explanation, else the open panel (score sheet, last trick,
  rules, settings), else the deal's review, else the open menu.
- In the deal's review: Left / Right (Home / End) step back and on (to the start, the end).
- The browser's Back button (a phone's back gesture) does what Escape does while a term's
  explanation, a panel, the review or the menu is open, instead of leaving the game
  (``BackButton``).

Focus is never dropped by a re-render: ``FocusKeeper.after_render`` puts it back on the same
element when it still exists (same card, action or control), else on the nearest equivalent
(the neighbouring card, the prompt's first button, the result's "next deal"), else on the
hand or prompt box itself (``tabindex="-1"``) until something there can be used again. A
panel takes the focus when it opens and gives it back to its opener when it closes; the
deal's review likewise (its "next", and back to "review the deal"); an item of the folded
menu gives it to the menu's button.
"""

from __future__ import annotations

import json
from dataclasses import dataclass, replace
from typing import NamedTuple

__all__ = [
    "SELECTOR",
    "CONTAINERS",
    "BOXES",
    "REGIONS",
    "region_of",
    "Target",
    "Facts",
    "target_from",
    "read_facts",
    "on_key",
    "roving",
    "FocusKeeper",
    "HAND_KEYS",
    "BackButton",
]

SELECTOR = "button, input, a[href], [tabindex]"
"""What main.py collects (in document order) from #app."""

REGIONS = (
    ("overlay", "overlay"),
    ("notices", "notices"),
    ("result", "result"),
    ("hand", "hand"),
    ("actions", "prompt"),
    ("bar", "bar"),
)
"""(region, class of its box). The boxes do not nest, except that a box holds itself."""
BOXES = ", ".join(f".{box}" for _, box in REGIONS)
"""main.py finds an element's box with ``element.closest(BOXES)``."""

CONTAINERS = ".hand, .prompt"
"""Boxes that hold the focus (tabindex -1, from view.py) while nothing in them is usable."""


def region_of(box_classes: str) -> str:
    """The region of an element whose box (``closest(BOXES)``) has these classes."""
    classes = box_classes.split()
    return next((region for region, box in REGIONS if box in classes), "table")


HAND_KEYS = ("ArrowLeft", "ArrowRight", "ArrowUp", "ArrowDown", "Home", "End")
_PLAY_AREA = ("hand", "actions", "result")


@dataclass(frozen=True, slots=True)
class Target:
    """One focusable element as main.py reads it."""

    region: str = "table"
    card: str | None = None
    action: str | None = None
    control: str | None = None
    name: str | None = None
    """An input's ``name`` (with its value for radios), to find it again."""
    enabled: bool = True
    tabbable: bool = True
    """Reached by Tab: enabled, not tabindex -1, not an unchecked radio of a checked group."""
    container: bool = False
    scroller: bool = False
    """A box that scrolls its content (see ``Facts.scroller``)."""
    index: int = 0
    """Position among the items of its region (set by ``number``)."""

    def same(self, other: Target) -> bool:
        """The same element across a re-render (its identity, not its state)."""
        if self.container or other.container:
            return self.container == other.container and self.region == other.region
        if self.scroller or other.scroller:  # no name of its own: its place in its region
            return self.scroller == other.scroller and (self.region, self.index) == (
                other.region,
                other.index,
            )
        if self.card or other.card:
            return self.card == other.card
        if self.action or other.action:
            return self.action == other.action
        if self.control or other.control:
            return self.control == other.control and self.name == other.name
        return self.name is not None and self.name == other.name

    @property
    def usable(self) -> bool:
        return self.enabled and not self.container


class Facts(NamedTuple):
    """What web/dom.js reads of one focusable element (in this order), natively and in one
    call for all of them: main.py asking the DOM property by property through Pyodide's
    proxies took 1.5 ms a read (median; 3.5 ms p90) on an idle machine, one call 0.4 ms."""

    box: str
    """The classes of its box (``closest(BOXES)``), "" outside every box."""
    card: str | None
    action: str | None
    control: str | None
    name: str | None
    radio: str | None
    """A radio button's value; None for any other element."""
    disabled: bool
    tab_index: int
    checked: bool
    is_box: bool
    """The element is its own box (the hand or the prompt holding the focus)."""
    active: bool
    """It holds the focus."""
    scroller: bool = False
    """A box that scrolls (``data-scroller``, web/markup.py's ``scroll_box``): focusable so
    that keys scroll it, but not where a panel puts the focus when it opens."""


def read_facts(text: str) -> list[Facts]:
    """web/dom.js's JSON (a list of elements' facts) as ``Facts``.

    >>> row = '["prompt", null, "pass", null, null, null, false, 0, false, false, true, false]'
    >>> read_facts(f"[{row}]")
    [Facts(box='prompt', card=None, action='pass', control=None, name=None, radio=None, \
disabled=False, tab_index=0, checked=False, is_box=False, active=True, scroller=False)]
    """
    return [Facts(*row) for row in json.loads(text)]


def target_from(facts: Facts) -> Target:
    """The ``Target`` for one element's facts: a radio is named with its value, and an
    element is reached by Tab when enabled, not ``tabindex="-1"`` and not an unchecked radio
    (a checked one of its group takes the tab stop)."""
    radio = facts.radio is not None
    return Target(
        region=region_of(facts.box),
        card=facts.card,
        action=facts.action,
        control=facts.control,
        name=f"{facts.name}={facts.radio}" if radio else facts.name,
        enabled=not facts.disabled,
        tabbable=not facts.disabled and facts.tab_index >= 0 and not (radio and not facts.checked),
        container=facts.is_box,
        scroller=facts.scroller,
    )


Command = tuple[str, int] | tuple[str, str]
"""("focus" | "click", index into the targets), or ("control", name): the page acts as if
that control were clicked (its button is folded into the closed menu)."""

_LETTER_KEYS = {"KeyL": "l", "KeyH": "h"}
"""The shortcut letters by the key's place, for layouts that type no Latin letter there (a
Cyrillic layout types "д" and "р")."""


def number(targets: list[Target]) -> list[Target]:
    """The targets with ``index`` set to their position among their region's items."""
    seen: dict[str, int] = {}
    out = []
    for t in targets:
        out.append(replace(t, index=seen.get(t.region, 0)))
        if not t.container:
            seen[t.region] = seen.get(t.region, 0) + 1
    return out


def _find(targets: list[Target], **want: object) -> int | None:
    for i, t in enumerate(targets):
        if t.usable and all(getattr(t, k) == v for k, v in want.items()):
            return i
    return None


def _usable(targets: list[Target], region: str) -> list[int]:
    return [i for i, t in enumerate(targets) if t.region == region and t.usable]


def _step(items: list[int], current: int, key: str) -> int | None:
    """The item after / before ``current`` in ``items`` (wrapping), or the first / last."""
    if not items:
        return None
    if key == "Home":
        return items[0]
    if key == "End":
        return items[-1]
    if current not in items:
        return items[0]
    delta = 1 if key == "ArrowRight" else -1
    return items[(items.index(current) + delta) % len(items)]


def roving(targets: list[Target], focused: int | None, last_card: str | None) -> int | None:
    """The one hand card that Tab reaches: the focused one, else the last one used, else
    the first playable one (None when no card can be played or picked)."""
    cards = _usable(targets, "hand")
    if focused in cards:
        return focused
    for i in cards:
        if targets[i].card == last_card:
            return i
    return cards[0] if cards else None


_REVIEW_KEYS = {
    "ArrowLeft": "review-back",
    "ArrowRight": "review-next",
    "Home": "review-first",
    "End": "review-last",
}
"""The review's step buttons by key (``data-control``)."""


def on_key(
    key: str,
    shift: bool,
    targets: list[Target],
    active: int | None,
    typing: bool = False,
    last_card: str | None = None,
    menu: bool = False,
    code: str = "",
    panel: str | None = None,
    letters: bool = True,
) -> Command | None:
    """What a key press does, or None to leave it to the browser (``menu``: the folded
    menu is open; ``code``: the key's place, ``KeyboardEvent.code``; ``panel``: the open
    panel's name, the controller's ``ui.overlay``; ``letters``: the one-letter shortcuts
    are on, ``Settings.letters``).

    >>> on_key("д", False, [], None, code="KeyL") is None  # L, but no last trick to show
    True
    """
    current = targets[active] if active is not None else None
    overlay = _usable(targets, "overlay")
    if key == "Escape":
        close = _find(targets, control="close-term")  # a term's explanation, on top of all
        if close is None:
            close = _find(targets, region="overlay", control="close")
        if close is None and not overlay:
            close = _find(targets, control="review-close")
        if close is None and menu:
            close = _find(targets, control="menu")
        return ("click", close) if close is not None else None
    if key == "Tab" and overlay:
        tabbable = [i for i in overlay if targets[i].tabbable]
        if not tabbable:
            return None
        if current is None or current.region != "overlay":
            return ("focus", tabbable[-1] if shift else tabbable[0])
        if shift and active == tabbable[0]:
            return ("focus", tabbable[-1])
        if not shift and active == tabbable[-1]:
            return ("focus", tabbable[0])
        return None
    if typing:
        return None
    lower = key.lower() if key.isascii() else _LETTER_KEYS.get(code, "")
    if not letters and lower in ("l", "h"):
        return None
    if lower == "l":  # over a panel only over the last trick's own, which it closes: another
        # it would replace, with what is being read or chosen there (the rules, the settings)
        if panel is not None and panel != "last-trick":
            return None
        trick = _find(targets, control="last-trick")
        if trick is not None:
            return ("click", trick)
        # folded into the closed menu (a phone; a long language on a desktop)
        return ("control", "last-trick") if _find(targets, control="menu") is not None else None
    if lower == "h" and not overlay:
        hint = _find(targets, control="hint")
        return ("click", hint) if hint is not None else None
    if key not in HAND_KEYS:
        return None
    if key in _REVIEW_KEYS and not overlay and _find(targets, control="review-close") is not None:
        step = _find(targets, control=_REVIEW_KEYS[key])  # None at that end already
        return ("click", step) if step is not None else None
    if current is None or active is None:  # nothing focused yet: an arrow enters the game
        if overlay:
            return None
        entry = restore(Target("actions"), number(targets), last_card)
        return ("focus", entry) if entry is not None else None
    if current.region == "hand":
        if key == "ArrowUp":
            actions = _usable(targets, "actions")
            return ("focus", actions[0]) if actions else None
        if key == "ArrowDown":
            return None
        target = _step(_usable(targets, "hand"), active, key)
    elif current.region == "actions":
        if key == "ArrowDown":
            card = roving(targets, None, last_card)
            return ("focus", card) if card is not None else None
        if key == "ArrowUp":
            return None
        target = _step(_usable(targets, "actions"), active, key)
    elif current.region in ("table", "bar") and not overlay:
        # another control of the table (an aid, the guide) or of the bar: down to the hand
        # (to the calls while no card can be played), up to the calls
        actions = _usable(targets, "actions")
        if key == "ArrowDown":
            target = roving(targets, None, last_card)
            if target is None and current.region == "bar":
                target = actions[0] if actions else None
        elif key == "ArrowUp":
            target = actions[0] if actions else None
        else:
            return None
    else:
        return None
    return ("focus", target) if target is not None and target != active else None


def _nearest(targets: list[Target], region: str, index: int) -> int | None:
    items = _usable(targets, region)
    if not items:
        return None
    return min(items, key=lambda i: (abs(targets[i].index - index), -targets[i].index))


def restore(before: Target | None, targets: list[Target], last_card: str | None) -> int | None:
    """Where focus goes when the element ``before`` is gone or cannot be used any more."""
    if before is None:
        return None
    for i, t in enumerate(targets):
        if t.usable and t.same(before):
            return i
    region = before.region
    if before.control is not None and before.control.startswith("review"):
        # the review opened (its "next", else any step) or closed ("review the deal")
        for control in ("review-next", "review-back", "review-close", "review"):
            found = _find(targets, control=control)
            if found is not None:
                return found
    if region == "bar":  # an item of the menu, folded again: the menu's button
        toggle = _find(targets, control="menu")
        if toggle is not None:
            return toggle
    if region not in _PLAY_AREA and region not in ("notices", "overlay"):
        near = _nearest(targets, region, before.index)
        return near if near is not None else restore(Target("actions"), targets, last_card)
    if region == "hand":
        near = _nearest(targets, "hand", before.index)
        if near is not None:
            return near
    chain = [
        _find(targets, region="result", action="next-deal"),
        *_usable(targets, "actions")[:1],
        roving(targets, None, last_card),
        *_usable(targets, "result")[:1],
    ]
    for candidate in chain:
        if candidate is not None:
            return candidate
    box = "hand" if region == "hand" else "actions"
    for name in (box, "actions", "hand"):
        for i, t in enumerate(targets):
            if t.container and t.region == name:
                return i
    return None


class FocusKeeper:
    """Remembers where the player's focus is, to put it back after each re-render."""

    def __init__(self) -> None:
        self.remembered: Target | None = None
        self.opener: Target | None = None
        self.last_card: str | None = None
        self._overlay = False

    def focused(self, targets: list[Target], active: int) -> None:
        """The player (or we) focused ``targets[active]``."""
        self.remember(targets[active], number(targets)[active].index)

    def remember(self, target: Target, index: int) -> None:
        """The player (or we) focused ``target``, the ``index``-th item of its region (as
        ``number`` counts); main.py reads only the focused element's own box for it."""
        if target.container:
            return
        self.remembered = replace(target, index=index)
        if target.card is not None:
            self.last_card = target.card

    def moved_under(self, card: str | None, action: str | None, control: str | None) -> bool:
        """Whether the focused element, with these hooks, is no longer the one remembered
        although no focus event said so: the page patches elements in place, so a re-render
        can turn the focused button into another one (the bid just made into the hint)."""
        before = self.remembered
        if before is None or before.name is not None:
            return False
        return (before.card, before.action, before.control) != (card, action, control)

    def needs_look(self, overlay: bool, usable: bool) -> bool:
        """Whether ``after_render`` could move the focus, given whether a panel is open and
        whether the focus is on a usable element of the page; if not, main.py need not read
        every focusable element after a render (most renders: an opponent's move)."""
        if overlay != self._overlay:
            return True
        if usable:
            return False
        return overlay or self.remembered is not None

    def after_render(self, targets: list[Target], active: int | None) -> int | None:
        """The target to focus now, or None to leave the focus where it is."""
        targets = number(targets)
        overlay = [i for i, t in enumerate(targets) if t.region == "overlay" and t.tabbable]
        opened, self._overlay = overlay and not self._overlay, bool(overlay)
        current = targets[active] if active is not None else None
        if overlay:
            if opened:
                self.opener = self.remembered
            if current is not None and current.region == "overlay":
                return None
            # its first control; a box that only scrolls is reached by Tab
            return next((i for i in overlay if not targets[i].scroller), overlay[0])
        before = self.remembered
        if current is not None and current.usable:
            if before is None or current.same(before):
                return None
            # the remembered element was patched into this one under the focus (see
            # ``moved_under``): where it went instead
        if before is not None and before.region == "overlay":  # a panel closed: its opener,
            # or the game: after the first dialog, and when it started a match (the new deal's
            # first decision, not the bar's "new match" again)
            started = before.action == "start"
            before = Target("actions") if started else self.opener or Target("actions")
        choice = restore(before, targets, self.last_card)
        return None if choice == active else choice


class BackButton:
    """The browser's Back button while something Escape closes is open (a game term's
    explanation, a panel, the deal's review, the folded menu): on a phone the back gesture
    is how a panel is closed, and it left the game instead (to the page before; Forward
    brought it back).

    The page keeps one history entry of its own (same address) while such a thing is open:
    pushed when it opens, taken back (``history.back()``) when it closes by other means.
    Back then lands on the page itself (``popstate``), which closes what is open as Escape
    does. The entry is pushed only when something opens, never again for the same open
    panel (a close that is refused, like the first visit's new-match dialog, must not keep
    the player from leaving), and ``popstate`` events of the page's own ``back()`` are not
    taken for the player's.

    >>> back = BackButton()
    >>> back.after_paint(True), back.after_paint(True)  # the rules open: one entry
    ('push', None)
    >>> back.on_popstate(), back.after_paint(False)  # Back: close them (no back() then)
    (True, None)
    >>> back.after_paint(True), back.after_paint(False)  # opened, closed by its button
    ('push', 'back')
    >>> back.on_popstate()  # that back()'s own popstate: nothing to close
    False

    A reload keeps the history: reloaded while something was open, the page stands on its
    own entry with nothing open, and the player's first Back only went to the entry below
    it (the same page: nothing happened). The entry is marked (``STATE``, the
    ``history.state`` of its ``pushState``, which a reload keeps): a page that starts on it
    goes back over it at its first paint when nothing is open then, and keeps it for what
    is open if something is. Chromium gives the reloaded document both entries (that back()
    is a ``popstate``); a browser that loads the page again for it instead (Safari may)
    starts on the unmarked entry below and stays: either way the next Back leaves.

    >>> back = BackButton(on_own_entry=True)  # reloaded with the rules open
    >>> back.after_paint(False)  # they are not open now: off the stale entry
    'back'
    >>> back.on_popstate()  # that back()'s popstate
    False
    """

    STATE = "preferanzen:back"
    """The ``history.state`` of the page's own entry."""

    def __init__(self, on_own_entry: bool = False) -> None:
        self.entry = on_own_entry
        """The page's own entry is the current one in the history (``on_own_entry``: the
        page starts on it, ``history.state == STATE``)."""
        self.open = False
        """Something Back closes was open at the last paint."""
        self.own_pops = 0
        """``history.back()`` calls whose ``popstate`` has not come yet."""

    @staticmethod
    def closable(
        overlay: str | None, review: int | None, menu: bool, term: str | None, started: bool
    ) -> bool:
        """Whether Escape has something to close: a game term's explanation (a long press),
        a panel (not the one saying that another tab plays with friends, nor the first
        visit's new-match dialog before any match: neither can close), the deal's review,
        the folded menu. ``started``: a match is on the table.

        >>> BackButton.closable("rules", None, False, None, True)
        True
        >>> BackButton.closable("dialog", None, False, None, False)  # the first visit
        False
        """
        cannot = ("elsewhere",) if started else ("elsewhere", "dialog")
        panel = overlay is not None and overlay not in cannot
        return panel or review is not None or menu or term is not None

    def after_paint(self, open_now: bool) -> str | None:
        """What to do with the history after a paint: "push" an entry, go "back" over it,
        or None. ``open_now``: something Escape closes is open (``closable``)."""
        step = None
        if open_now and not self.open:
            if not self.entry:  # a page reloaded on its entry with something open keeps it
                self.entry, step = True, "push"
        elif not open_now and self.entry:
            self.entry, step = False, "back"
            self.own_pops += 1
        self.open = open_now
        return step

    def on_popstate(self) -> bool:
        """A ``popstate``: whether it is the player's Back over the page's entry, which
        closes what is open (Escape's target)."""
        if self.own_pops:
            self.own_pops -= 1
            return False
        closes, self.entry = self.entry, False
        return closes
