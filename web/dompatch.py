"""Bring the live page in line with freshly rendered markup, touching only what changed. Pure.

Owns the algorithm behind ``main.py``'s paint: ``view.render`` gives the whole page as HTML,
parsed into an inert template, and ``patch(live, fresh)`` makes the live subtree equal to it.
Re-creating every card's ``<svg><use>`` on each move costs 50-150 ms of style and layout on a
slow machine and restarts running animations, so:

- an unchanged subtree (same ``outerHTML``) is left alone;
- children that carry a key (``id``, ``data-card``, ``data-played``) are matched by key, not
  by position: when a card leaves the hand or joins the trick, the other cards stay the same
  DOM nodes (their focus, their animation) and are moved only if their order changed;
- children without a key are matched in order among those of the same tag;
- a matched element gets the fresh attributes set in place (an ``<input>`` its ``checked``
  state too) and is patched recursively; what has no match is inserted or removed;
- the ``style`` attribute is copied through the CSSOM (``style.cssText``), never with
  ``setAttribute``: the page's Content-Security-Policy refuses inline style attributes set
  that way, and ``main.py`` gives the fresh markup its custom properties (``data-vars``)
  through the CSSOM before the patch, so that an unchanged element serializes exactly as
  its live twin. (Before, the live elements carried styles the fresh ones lacked: every
  element with ``data-vars`` and all its ancestors differed on every paint, had its style
  removed and set again, 77-149 ms of a paint in the first seconds after the deal.)

Works on anything shaped like the DOM (the ``Node`` protocol): the browser's nodes through
Pyodide's proxies, or the small fake DOM of the tests. Attribute reads go through ``_text``
because a missing attribute is JS ``null`` (a proxy, not None) in the browser.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import Protocol

__all__ = ["ELEMENT", "TEXT", "KEYS", "Node", "Style", "key_of", "patch"]

ELEMENT, TEXT = 1, 3
KEYS = ("id", "data-card", "data-played")
"""Attributes that name a child among its siblings (the first one present is its key)."""
_DEPTH = 12


class Node(Protocol):
    """The part of the DOM's ``Node``/``Element`` interface the patch uses."""

    nodeValue: str | None

    @property
    def nodeType(self) -> int: ...

    @property
    def nodeName(self) -> str: ...

    @property
    def childNodes(self) -> Iterable[Node]: ...

    @property
    def firstChild(self) -> Node | None: ...

    @property
    def nextSibling(self) -> Node | None: ...

    @property
    def outerHTML(self) -> str: ...

    def getAttribute(self, name: str) -> object: ...

    def getAttributeNames(self) -> Iterable[str]: ...

    def hasAttribute(self, name: str) -> bool: ...

    def setAttribute(self, name: str, value: str) -> None: ...

    def removeAttribute(self, name: str) -> None: ...

    def isSameNode(self, other: Node | None) -> bool: ...

    def insertBefore(self, node: Node, child: Node | None) -> object: ...

    def replaceWith(self, node: Node) -> None: ...

    def replaceChildren(self, *nodes: Node) -> None: ...

    def remove(self) -> None: ...

    @property
    def style(self) -> Style: ...


class Style(Protocol):
    """An element's inline style, as the CSSOM gives it."""

    cssText: str


def _text(value: object) -> str | None:
    """An attribute's value, or None when absent (JS null arrives as a non-str proxy)."""
    return value if isinstance(value, str) else None


def key_of(node: Node) -> str | None:
    """The key that names ``node`` among its siblings: ``tag#attr=value``, or None."""
    if node.nodeType != ELEMENT:
        return None
    for name in KEYS:
        value = _text(node.getAttribute(name))
        if value is not None:
            return f"{node.nodeName}#{name}={value}"
    return None


def _shape(node: Node) -> tuple[int, str]:
    return node.nodeType, node.nodeName


def patch(live: Node, fresh: Node, depth: int = _DEPTH) -> None:
    """Make the children of ``live`` equal to those of ``fresh`` (see the module docstring).

    ``fresh`` is consumed: nodes without a live match move from it into ``live``. Below
    ``depth`` levels the children are replaced as a whole.
    """
    olds, news = list(live.childNodes), list(fresh.childNodes)
    if depth <= 0:
        live.replaceChildren(*news)
        return
    old_keys, new_keys = [key_of(n) for n in olds], [key_of(n) for n in news]
    if old_keys == new_keys:  # the common case: same children in the same order
        for old, new in zip(olds, news, strict=True):
            _patch_node(old, new, depth)
        return
    keyed: dict[str, Node] = {}
    loose: dict[tuple[int, str], list[Node]] = {}
    spare: list[Node] = []  # a key seen twice (markup should not do that): not matched
    for k, n in zip(old_keys, olds, strict=True):
        if k is None:
            loose.setdefault(_shape(n), []).append(n)
        elif k in keyed:
            spare.append(n)
        else:
            keyed[k] = n
    order: list[Node] = []
    for k, new in zip(new_keys, news, strict=True):
        match: Node | None
        if k is not None:
            match = keyed.pop(k, None)
        else:
            same = loose.get(_shape(new))
            match = same.pop(0) if same else None
        order.append(new if match is None else _patch_node(match, new, depth))
    for unused in [*keyed.values(), *spare, *(n for group in loose.values() for n in group)]:
        unused.remove()
    cursor = live.firstChild
    for node in order:
        if cursor is not None and node.isSameNode(cursor):
            cursor = cursor.nextSibling
        else:
            live.insertBefore(node, cursor)


def _patch_node(old: Node, new: Node, depth: int) -> Node:
    """Make ``old`` equal to ``new``; returns the node now in its place."""
    if _shape(old) != _shape(new):
        old.replaceWith(new)
        return new
    if old.nodeType != ELEMENT:
        if old.nodeValue != new.nodeValue:
            old.nodeValue = new.nodeValue
        return old
    if old.outerHTML == new.outerHTML:
        return old
    for name in list(old.getAttributeNames()):
        if not new.hasAttribute(name):
            old.removeAttribute(name)
    for name in list(new.getAttributeNames()):
        value = _text(new.getAttribute(name)) or ""
        if _text(old.getAttribute(name)) != value:
            if name == "style":
                old.style.cssText = new.style.cssText
            else:
                old.setAttribute(name, value)
    if old.nodeName == "INPUT":  # the attribute is only the default; the state is a property
        setattr(old, "checked", new.hasAttribute("checked"))  # noqa: B010
    patch(old, new, depth - 1)
    return old
