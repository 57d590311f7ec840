"""A small DOM for the tests of web/dompatch.py: parse HTML into nodes with the methods the
patch uses, serialize them back, and count what the patch did to them."""

from __future__ import annotations

import html
from collections.abc import Iterator
from html.parser import HTMLParser

VOID = {"input", "br", "img", "meta", "link", "use", "line", "polyline", "hr"}


class Counter:
    """What a patch did: nodes created (inserted fresh), moved, removed, attribute writes."""

    def __init__(self) -> None:
        self.inserted = self.moved = self.removed = self.attributes = 0


class FakeStyle:
    """``element.style``: its ``cssText`` is the ``style`` attribute (no parsing needed)."""

    def __init__(self, node: FakeNode) -> None:
        self.node = node

    @property
    def cssText(self) -> str:
        return self.node.attributes.get("style", "")

    @cssText.setter
    def cssText(self, text: str) -> None:
        self.node.counter.attributes += 1
        self.node.attributes["style"] = text


class FakeNode:
    def __init__(self, counter: Counter, node_type: int, name: str = "", value: str = ""):
        self.counter = counter
        self.nodeType = node_type
        self.nodeName = name.upper() if node_type == 1 else ("#text" if node_type == 3 else name)
        self.nodeValue: str | None = value if node_type == 3 else None
        self.attributes: dict[str, str] = {}
        self.children: list[FakeNode] = []
        self.parent: FakeNode | None = None
        self.checked = False
        self.fresh = False
        """True while the node belongs to a freshly parsed tree (not yet in the live one)."""

    # --- reading ---------------------------------------------------------------------------

    @property
    def childNodes(self) -> list[FakeNode]:
        return list(self.children)

    @property
    def firstChild(self) -> FakeNode | None:
        return self.children[0] if self.children else None

    @property
    def nextSibling(self) -> FakeNode | None:
        assert self.parent is not None
        siblings = self.parent.children
        i = siblings.index(self)
        return siblings[i + 1] if i + 1 < len(siblings) else None

    @property
    def outerHTML(self) -> str:
        if self.nodeType == 3:
            return html.escape(self.nodeValue or "", quote=False)
        tag = self.nodeName.lower()
        attrs = "".join(f' {k}="{html.escape(v)}"' for k, v in self.attributes.items())
        if tag in VOID:
            return f"<{tag}{attrs}>"
        inner = "".join(c.outerHTML for c in self.children)
        return f"<{tag}{attrs}>{inner}</{tag}>" if self.nodeType == 1 else inner

    def getAttribute(self, name: str) -> object:
        return self.attributes.get(name, JsNull)

    def getAttributeNames(self) -> list[str]:
        return list(self.attributes)

    def hasAttribute(self, name: str) -> bool:
        return name in self.attributes

    def isSameNode(self, other: FakeNode | None) -> bool:
        return self is other

    def walk(self) -> Iterator[FakeNode]:
        yield self
        for child in self.children:
            yield from child.walk()

    # --- writing ---------------------------------------------------------------------------

    @property
    def style(self) -> FakeStyle:
        return FakeStyle(self)

    def setAttribute(self, name: str, value: str) -> None:
        assert name != "style", "the page's CSP refuses style attributes set this way"
        self.counter.attributes += 1
        self.attributes[name] = value

    def removeAttribute(self, name: str) -> None:
        self.counter.attributes += 1
        del self.attributes[name]

    def _detach(self) -> None:
        if self.parent is not None:
            self.parent.children.remove(self)
            self.parent = None

    def _count_in(self, node: FakeNode) -> None:
        if node.fresh:
            self.counter.inserted += 1
            for n in node.walk():
                n.fresh = False
        else:
            self.counter.moved += 1

    def insertBefore(self, node: FakeNode, child: FakeNode | None) -> FakeNode:
        self._count_in(node)
        node._detach()
        index = len(self.children) if child is None else self.children.index(child)
        self.children.insert(index, node)
        node.parent = self
        return node

    def append(self, node: FakeNode) -> None:
        node._detach()
        self.children.append(node)
        node.parent = self

    def replaceWith(self, node: FakeNode) -> None:
        assert self.parent is not None
        parent = self.parent
        self.counter.removed += 1
        parent._count_in(node)
        node._detach()
        index = parent.children.index(self)
        parent.children[index] = node
        node.parent, self.parent = parent, None

    def replaceChildren(self, *nodes: FakeNode) -> None:
        for child in list(self.children):
            self.counter.removed += 1
            child._detach()
        for node in nodes:
            self._count_in(node)
            self.append(node)

    def remove(self) -> None:
        self.counter.removed += 1
        self._detach()


class _JsNull:
    """Stands in for Pyodide's proxy of JS null (not None, not a str)."""

    def __repr__(self) -> str:
        return "jsnull"


JsNull = _JsNull()


class _Builder(HTMLParser):
    def __init__(self, root: FakeNode) -> None:
        super().__init__(convert_charrefs=True)
        self.stack = [root]

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        node = FakeNode(self.stack[0].counter, 1, tag)
        node.fresh = self.stack[0].fresh
        node.attributes = {k: v or "" for k, v in attrs}
        node.checked = "checked" in node.attributes
        self.stack[-1].append(node)
        if tag not in VOID:
            self.stack.append(node)

    def handle_startendtag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        self.handle_starttag(tag, attrs)
        if tag not in VOID:
            self.stack.pop()

    def handle_endtag(self, tag: str) -> None:
        if tag not in VOID and len(self.stack) > 1:
            self.stack.pop()

    def handle_data(self, data: str) -> None:
        node = FakeNode(self.stack[0].counter, 3, value=data)
        node.fresh = self.stack[0].fresh
        self.stack[-1].append(node)


def parse(markup: str, counter: Counter | None = None, fresh: bool = False) -> FakeNode:
    """A fragment (nodeType 11) holding the parsed ``markup``."""
    root = FakeNode(counter or Counter(), 11, "#document-fragment")
    root.fresh = fresh
    builder = _Builder(root)
    builder.feed(markup)
    builder.close()
    root.fresh = False
    return root
