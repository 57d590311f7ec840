"""The view's input (``Screen``) and the small pieces of markup shared by the view modules.

Owns: the plain-data ``Screen`` the page renders from; escaping; card faces and backs from
the sprites of ``web/cards/`` (which build.py puts into the page itself, so a ``<use>`` names
a symbol of the same document: ``#french-HK``); the players' display names; the order a hand
is shown in; the frame of a modal panel (title, scrolling body, buttons in a foot).
Imports nothing from ``game``: everything arrives as the observation dict of
``game.observe``. What the calls read as is ``phrases.py``.
"""

from __future__ import annotations

import html
from dataclasses import dataclass
from itertools import permutations
from typing import Any

from .labels import Labels, labels_for
from .settings import Settings

__all__ = [
    "Screen",
    "esc",
    "attrs",
    "face",
    "import_button",
    "panel",
    "back",
    "player_names",
    "hand_order",
    "SEAT_PLACE",
    "toggle_card",
    "discard_action",
]

SEAT_PLACE = {0: "me", 1: "left", 2: "right"}
"""Where each seat sits on the human's screen: seat 1 plays after him, on his left."""

_RED = frozenset("DH")
_RANKS = "789TJQKA"


@dataclass(frozen=True, slots=True)
class Screen:
    """Everything one render needs, as plain values (built by ``controller.Controller``)."""

    settings: Settings
    levels: tuple[str, ...]
    obs: dict[str, Any] | None = None
    """``game.observe(state, 0)`` of the deal on the table; None before the first deal."""
    reveal: dict[str, Any] | None = None
    """``game.reveal(state)``, only once the deal is over."""
    deal_number: int = 0
    match: str = ""
    """The match on the table (its id): a new match may start at the same deal number."""
    rows: tuple[dict[str, Any], ...] = ()
    totals: tuple[int, int, int] = (0, 0, 0)
    past: tuple[dict[str, Any], ...] = ()
    past_more: int = 0
    """Earlier matches not listed in ``past`` (the score sheet lists the newest ones)."""
    overlay: str | None = None
    takeover: bool = False
    """(Overlay "elsewhere") the tab that played with friends is gone (``Ui.takeover``)."""
    selected: tuple[str, ...] = ()
    thinking: int | None = None
    notices: tuple[tuple[str, dict[str, str]], ...] = ()
    draft: Settings | None = None
    motion: float = 0.0
    """Seconds an opponent waits (the pace); 0 turns the card motion off."""
    undo: str | None = "nothing"
    """Why the player cannot take back his last action (``undo.REASONS``); None: he can."""
    undone: str | None = None
    """The action just taken back, shown once."""
    undo_note: str | None = None
    """Why undo is not available, after a click on it (one of ``undo.REASONS``)."""
    hint: dict[str, Any] | None = None
    """The hint for the decision due: ``status`` and, once ready, the worker's ``answer``."""
    analysis: dict[str, Any] | None = None
    """The finished deal's best-play analysis (``analysis.deal_analysis``), or pending."""
    stats: dict[str, Any] | None = None
    """``stats.compute`` of the whole history, while the statistics panel is open."""
    online: dict[str, Any] | None = None
    """Playing with friends (``web.online.mode.Online.panel_data``), while it is on."""
    seat_names: tuple[str, str, str] | None = None
    """The seats' names when friends play (the view's seat 0 is this page's player)."""
    row_names: tuple[tuple[str, str, str] | None, ...] = ()
    """When friends play: each score-sheet row's names, as they were when that deal was
    played (None: the seats as they are); a seat changes hands between deals."""
    offline: frozenset[int] = frozenset()
    """Seats (as this page shows them) of friends whose connection is lost: their seat
    says so, not every line that names them."""
    last_change: tuple[int, int, int] | None = None
    """The points of the latest finished deal (the totals' last change), or None."""
    pool: int | None = None
    """§9.9: the pool after the latest finished deal (None without a pool)."""
    menu: bool = False
    """The compact menu is open."""
    sections: frozenset[str] = frozenset()
    """The dialog's sections shown open."""
    term: str | None = None
    """The game term explained now (``term:<term>``), after a long press."""
    off_note: str | None = None
    """A page control tapped while it could not act (``why_off:<control>``)."""
    review: dict[str, Any] | None = None
    """The review of the finished deal at its current step (``review.review_view``)."""
    practice: bool = False
    """The deal on the table is a finished deal played again (it does not count)."""
    practice_pool: tuple[tuple[int, int, int], int] | None = None
    """§9.9: the finished practice deal's own chips and the pool it would have left
    (``Session.practice_pool``; the match's ``pool`` and ``rows`` stay as first played)."""
    guide: str | None = None
    """The guide's explanation for the moment (``guide:<step>``), when the guide is on."""

    @property
    def labels(self) -> Labels:
        """The page's texts: while the new-game dialog or the settings are open, in the
        language being chosen there (the bar behind them too), else the settings'."""
        lang = self.settings.lang
        if self.draft is not None and self.overlay in ("dialog", "settings"):
            lang = self.draft.lang
        return labels_for(lang, self.settings.deck)

    @property
    def names(self) -> tuple[str, str, str]:
        return self.seat_names or player_names(self.settings, self.labels)


def esc(text: object) -> str:
    """HTML-escaped text (quotes too, so it is safe in attributes)."""
    return html.escape(str(text), quote=True)


def attrs(**values: object) -> str:
    """` name="value"` pairs; None and False are left out, True is a bare attribute.

    Underscores become dashes (``data_action`` → ``data-action``); a trailing one is dropped
    (``class_`` → ``class``).
    """
    out = []
    for key, value in values.items():
        name = key.rstrip("_").replace("_", "-")
        if value is None or value is False:
            continue
        out.append(f" {name}" if value is True else f' {name}="{esc(value)}"')
    return "".join(out)


def _sprite(deck: str, symbol: str, css: str) -> str:
    return (
        f'<svg class="{css}" viewBox="0 0 250 350" aria-hidden="true" focusable="false">'
        f'<use href="#{esc(deck)}-{esc(symbol)}"/></svg>'
    )


def scroll_box(inner: str, label: str) -> str:
    """A box that scrolls a wide table sideways (``.scroll``, with shadows at the edges that
    say there is more): a region named ``label`` that the keyboard can enter, so that keys
    scroll it too. ``data-scroller`` tells web/keyboard.py that a panel does not open with
    the focus on it."""
    box = attrs(class_="scroll", data_scroller=True, role="region", tabindex="0", aria_label=label)
    return f"<div{box}>{inner}</div>"


def panel(
    name: str,
    title: str,
    body: str,
    foot: str = "",
    role: str = "dialog",
    lang: str | None = None,
    read_only: bool = False,
    described: bool = False,
) -> str:
    """A modal panel; ``foot`` (its buttons) stays in view below the scrolling body; ``lang``
    when it speaks another language than the page (the dialog, while one is being chosen).
    A ``read_only`` body (nothing in it to focus) is a region the keyboard can enter, so
    that keys scroll it where it is taller than the screen (web/markup.py's scroll_box).
    A ``described`` panel's message (``<p id="<name>-text">``) is read along with its title
    (``aria-describedby``: an alert dialog's question)."""
    if foot:
        scroller = (
            attrs(data_scroller=True, role="region", tabindex="0", aria_labelledby=f"{name}-title")
            if read_only
            else ""
        )
        body = (
            f'<div class="panel-body"{scroller}>{body}</div>'
            f'<div class="buttons panel-foot">{foot}</div>'
        )
    return (
        f'<div class="overlay"><section class="panel panel-{name}" role="{role}"'
        f"{attrs(lang=lang, aria_describedby=f'{name}-text' if described else None)} "
        f'aria-modal="true" aria-labelledby="{name}-title">'
        f'<h2 id="{name}-title">{esc(title)}</h2>{body}</section></div>'
    )


def import_button(lab: Labels) -> str:
    """The history import: a file input (``data-control="import"``, main.py reads the
    file) dressed as a button; in the statistics, and in a first visit's dialog."""
    name = lab.t("import")  # the input's name; the visible word is not read a second time
    upload = attrs(
        type="file", accept=".json,application/json", data_control="import", aria_label=name
    )
    return (
        f'<label class="file-button"><input{upload}><span aria-hidden="true">{esc(name)}</span>'
        "</label>"
    )


def face(deck: str, card: str) -> str:
    """A card's face from the deck's sprite (decorative: the button carries the name)."""
    return _sprite(deck, card, "face")


def back(deck: str) -> str:
    return _sprite(deck, "back", "face back")


def suit_icon(deck: str, suit: str) -> str:
    return (
        '<svg class="suit" viewBox="0 0 100 100" aria-hidden="true" focusable="false">'
        f'<use href="#{esc(deck)}-suit-{esc(suit)}"/></svg>'
    )


def player_names(settings: Settings, labels: Labels) -> tuple[str, str, str]:
    """Seat 0 is the player (his name, or "Du"), seats 1 and 2 the two opponents."""
    return (settings.name or labels.t("you"), labels.t("opponent1"), labels.t("opponent2"))


def hand_order(cards: list[str], trump: str | None) -> list[str]:
    """Cards as the hand shows them: suits grouped, trumps first, colours alternating where
    possible, high to low within a suit."""
    present = [s for s in "CHSD" if any(c[0] == s for c in cards)]
    fixed = [trump] if trump in present else []
    rest = [s for s in present if s not in fixed]

    def clashes(order: tuple[str, ...]) -> int:
        return sum((a in _RED) == (b in _RED) for a, b in zip(order, order[1:], strict=False))

    best = min(
        (tuple(fixed) + p for p in permutations(rest)),
        key=lambda order: (clashes(order), ["CHSD".index(s) for s in order]),
    )
    return sorted(cards, key=lambda c: (best.index(c[0]), -_RANKS.index(c[1])))


def toggle_card(selected: tuple[str, ...], card: str) -> tuple[str, ...]:
    """The discard selection after clicking ``card``: toggles it; a third pick replaces the
    oldest one (so two clicks always give a pair)."""
    if card in selected:
        return tuple(c for c in selected if c != card)
    return (*selected, card)[-2:]


def discard_action(selected: tuple[str, ...]) -> str:
    """``discard:`` with the selected cards in canonical order (C < S < D < H, then rank)."""
    order = {s + r: i for i, (s, r) in enumerate((s, r) for s in "CSDH" for r in "789TJQKA")}
    return "discard:" + ",".join(sorted(selected, key=lambda c: order.get(c, 99)))
