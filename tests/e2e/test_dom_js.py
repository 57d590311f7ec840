"""web/dom.js on Chromium's own DOM: the patch leaves the live tree serialized exactly like
the fresh markup, keyed children (cards) stay the same nodes when others come and go, an
unchanged page is not touched, and styles go through the CSSOM (the test page's
Content-Security-Policy refuses style attributes, as the game's does); and the focus facts
are what web/keyboard.py expects."""

from __future__ import annotations

import random
from collections.abc import Iterator
from pathlib import Path

import pytest
from playwright.sync_api import Browser, Page
from web_helpers import bot_answer

from web.controller import Controller
from web.keyboard import BOXES, SELECTOR, read_facts, target_from
from web.settings import Params
from web.view import render

DOM_JS = Path(__file__).resolve().parents[2] / "web" / "dom.js"

# style-src without 'unsafe-inline': setAttribute("style", ...) is refused, the CSSOM is not
PAGE = """<!doctype html><html><head>
<meta http-equiv="Content-Security-Policy" content="style-src 'self'">
</head><body><div id="live"></div></body></html>"""

# In the test page: set the live tree up (marking its nodes as old), patch it, and report
# what the patch did as a MutationObserver saw it.
HELPERS = """
window.T = {
  // serialized with each element's attributes sorted: a patched element gets an attribute it
  // lacked at the end of its list, where the fresh markup may have it elsewhere
  canon(root) {
    const out = [];
    const walk = (node) => {
      if (node.nodeType !== 1) {
        out.push(node.nodeType === 3 ? `#${node.nodeValue}` : `<!${node.nodeType}>`);
        return;
      }
      // a style as the CSSOM holds it: a refused style attribute is in the DOM, not in effect
      const value = (a) => (a === "style" ? node.style.cssText : node.getAttribute(a));
      const attrs = node.getAttributeNames().sort().map((a) => `${a}=${value(a)}`);
      out.push(`<${node.nodeName} ${attrs.join(" ")} checked=${node.checked}>`);
      node.childNodes.forEach(walk);
      out.push(`</${node.nodeName}>`);
    };
    root.childNodes.forEach(walk);
    return out.join("");
  },
  styled(root) {
    for (const e of root.querySelectorAll("[data-vars]")) e.style.cssText = e.dataset.vars;
    return root;
  },
  expected(markup) {
    const t = document.createElement("template");
    t.innerHTML = markup;
    const box = document.createElement("div");
    box.append(T.styled(t.content));
    return T.canon(box);
  },
  setUp(markup) {
    const live = document.getElementById("live");
    live.replaceChildren();
    live.innerHTML = markup;
    T.styled(live);
    T.mark();
  },
  mark() {
    const walker = document.createTreeWalker(document.getElementById("live"));
    for (let n = walker.nextNode(); n; n = walker.nextNode()) n.isOld = true;
  },
  cards() {
    const cards = document.querySelectorAll("#live .hand [data-card]");
    return new Map(Array.from(cards, (n) => [n.dataset.card, n]));
  },
  patch(markup, depth) {
    const live = document.getElementById("live");
    const observer = new MutationObserver(() => {});
    const all = { subtree: true, childList: true, attributes: true, characterData: true };
    observer.observe(live, all);
    const before = T.cards();
    if (depth === undefined) preferanzenPaint(live, markup);
    else preferanzenPaint(live, markup, depth);
    const records = observer.takeRecords();
    // every card still in the hand is the same node
    const cardsKept = Array.from(T.cards()).every(([c, n]) => (before.get(c) ?? n) === n);
    observer.disconnect();
    const count = { inserted: 0, moved: 0, removed: 0, attributes: 0, text: 0 };
    for (const r of records) {
      if (r.type === "attributes") count.attributes += 1;
      if (r.type === "characterData") count.text += 1;
      for (const n of r.addedNodes) n.isOld ? (count.moved += 1) : (count.inserted += 1);
      for (const n of r.removedNodes) if (n.isOld && !live.contains(n)) count.removed += 1;
    }
    return { html: T.canon(live), count, cardsKept };
  },
  same(selector) {  // the live nodes matching selector that were there before the patch
    return Array.from(document.querySelectorAll(`#live ${selector}`), (n) => Boolean(n.isOld));
  },
};
"""


@pytest.fixture
def dom(browser: Browser) -> Iterator[Page]:
    context = browser.new_context()
    page = context.new_page()
    page.set_content(PAGE)
    page.add_script_tag(path=str(DOM_JS))
    page.add_script_tag(content=HELPERS)
    yield page
    context.close()


def patched(dom: Page, before: str, after: str, depth: int | None = None) -> dict[str, int]:
    """Patch ``before`` into ``after``; asserts the result serializes like ``after``."""
    dom.evaluate("m => T.setUp(m)", before)
    result = dom.evaluate("([m, d]) => T.patch(m, d ?? undefined)", [after, depth])
    assert result["html"] == dom.evaluate("m => T.expected(m)", after), (before, after)
    count: dict[str, int] = result["count"]
    return count


def hand(cards: list[str]) -> str:
    buttons = "".join(
        f'<button class="card" data-card="{c}" data-vars="--i:{i}">{c}</button>'
        for i, c in enumerate(cards)
    )
    return f'<div class="hand" data-vars="--n:{len(cards)}">{buttons}</div><p>{len(cards)}</p>'


def test_same_markup_touches_nothing(dom: Page) -> None:
    count = patched(dom, hand(["C7", "HA"]), hand(["C7", "HA"]))
    assert count == {"inserted": 0, "moved": 0, "removed": 0, "attributes": 0, "text": 0}


def test_a_card_leaving_the_hand_keeps_the_other_cards(dom: Page) -> None:
    """Keyed: only the played card goes; the rest are the same nodes, updated in place (their
    --i through the CSSOM: the page's CSP refuses a style attribute)."""
    count = patched(dom, hand(["C7", "S9", "DA", "HA"]), hand(["C7", "DA", "HA"]))
    assert dom.evaluate("T.same('[data-card]')") == [True, True, True]
    assert (count["inserted"], count["moved"], count["removed"]) == (0, 0, 1)
    live = dom.evaluate("document.getElementById('live').innerHTML")
    assert 'style="--i: 1;"' in live and 'style="--n: 3;"' in live


def test_reordered_and_new_keyed_children(dom: Page) -> None:
    count = patched(dom, hand(["C7", "S9", "DA"]), hand(["DA", "HK", "C7"]))
    assert dom.evaluate("T.same('[data-card]')") == [True, False, True]  # HK is new
    assert count["inserted"] == 1 and count["removed"] == 1  # HK in, S9 out


def test_an_id_names_a_child_before_its_card(dom: Page) -> None:
    # both carry data-card="HA": matched by their ids, so swapping them moves, never rebuilds
    count = patched(
        dom,
        '<b id="x" data-card="HA">1</b><b id="y" data-card="HA">2</b>',
        '<b id="y" data-card="HA">2</b><b id="x" data-card="HA">1</b>',
    )
    assert dom.evaluate("T.same('b')") == [True, True]
    assert count["inserted"] == 0 and count["text"] == 0


def test_shape_changes_replace_the_node(dom: Page) -> None:
    patched(
        dom,
        '<div id="a"><p>text</p><span>x</span></div>',
        '<div id="a"><section>text</section>y<span class="b">x</span></div>',
    )
    assert dom.evaluate("T.same('#a, #a span')") == [True, True]


def test_inputs_get_their_checked_state(dom: Page) -> None:
    before = (
        '<input type="radio" name="x" value="1" checked><input type="radio" name="x" value="2">'
    )
    after = '<input type="radio" name="x" value="1"><input type="radio" name="x" value="2" checked>'
    patched(dom, before, after)
    assert dom.evaluate("Array.from(document.querySelectorAll('#live input'), i => i.checked)") == [
        False,
        True,
    ]


def test_depth_limit_replaces_the_children_as_a_whole(dom: Page) -> None:
    count = patched(dom, "<div><p><b>1</b></p></div>", "<div><p><b>2</b></p></div>", depth=1)
    assert count["inserted"] == 1 and dom.evaluate("T.same('div, p')") == [True, False]


def test_random_trees_always_end_equal(dom: Page) -> None:
    """Whatever the two trees, the live one ends serialized exactly like the fresh one."""
    rng = random.Random(5)
    tags = ["div", "p", "span", "button"]

    def tree(depth: int) -> str:
        out = []
        for _ in range(rng.randint(0, 4)):
            if rng.random() < 0.25 or depth == 0:
                out.append(rng.choice(["a", "b", "c"]))
            else:
                tag = rng.choice(tags)
                key = f' data-card="{rng.choice("XYZW")}"' if rng.random() < 0.5 else ""
                cls = f' class="{rng.choice("uv")}"' if rng.random() < 0.5 else ""
                var = f' data-vars="--i:{rng.randint(0, 2)}"' if rng.random() < 0.3 else ""
                out.append(f"<{tag}{key}{cls}{var}>{tree(depth - 1)}</{tag}>")
        return "".join(out)

    for _ in range(400):
        patched(dom, tree(3), tree(3))


def test_whole_pages_patch_into_each_other_along_a_deal(dom: Page) -> None:
    """Every screen of a played deal, patched over the one before, ends as rendered, and
    the hand's remaining cards stay the same nodes."""
    ctl = Controller({}, Params(seed=223, start=True))
    session = ctl.session
    assert session is not None
    dom.evaluate("m => T.setUp(m)", render(ctl.screen()))
    for _ in range(60):
        if session.over:
            break
        request = session.bot_request()
        if request is None:
            ctl.click(action=session.observation()["legal"][0])
        else:
            ctl.apply_bot(request, bot_answer(request))
        markup = render(ctl.screen())
        assert " style=" not in markup  # the CSP allows no inline style (data-vars instead)
        result = dom.evaluate("m => T.patch(m)", markup)
        assert result["html"] == dom.evaluate("m => T.expected(m)", markup)
        assert result["cardsKept"]  # every card still in the hand is the same node
        dom.evaluate("T.mark()")
    assert session.over


def test_focus_facts_are_read_as_keyboard_expects(dom: Page) -> None:
    dom.evaluate(
        "m => T.setUp(m)",
        '<div class="prompt" tabindex="-1"><button data-action="pass">P</button>'
        '<button data-action="bid:1" disabled>1</button></div>'
        '<div class="hand"><button class="card" data-card="CA" data-action="play:CA">A'
        "</button></div>"
        '<div class="overlay"><input type="radio" name="level" value="profi">'
        '<input type="radio" name="level" value="anfaenger" checked></div>'
        '<a href="#rules" data-control="rules">R</a>',
    )
    dom.focus("#live [data-card='CA']")
    facts = read_facts(dom.evaluate(f"preferanzenFocusFacts(live, {SELECTOR!r}, {BOXES!r})"))
    targets = [target_from(f) for f in facts]
    assert [f.active for f in facts] == [False, False, False, True, False, False, False]
    assert [(t.region, t.container, t.tabbable) for t in targets] == [
        ("actions", True, False),
        ("actions", False, True),
        ("actions", False, False),
        ("hand", False, True),
        ("overlay", False, False),
        ("overlay", False, True),
        ("table", False, True),
    ]
    assert [t.action for t in targets[1:4]] == ["pass", "bid:1", "play:CA"]
    assert targets[3].card == "CA" and not targets[2].enabled
    assert [t.name for t in targets[4:6]] == ["level=profi", "level=anfaenger"]
    one = read_facts(dom.evaluate(f"preferanzenElementFacts(document.activeElement, {BOXES!r})"))
    assert one == [facts[3]]
