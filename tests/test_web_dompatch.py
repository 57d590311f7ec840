"""web/dompatch.py on a fake DOM: the live tree ends equal to the fresh markup, and keyed
children (cards) stay the same nodes when others come and go."""

from __future__ import annotations

import random

from fake_dom import Counter, FakeNode, parse
from web_helpers import bot_answer

from web.controller import Controller
from web.dompatch import key_of, patch
from web.settings import Params
from web.view import render


def patched(before: str, after: str) -> tuple[FakeNode, Counter]:
    counter = Counter()
    live = parse(before, counter)
    patch(live, parse(after, counter, fresh=True))
    return live, counter


def hand(cards: list[str]) -> str:
    buttons = "".join(
        f'<button class="card" data-card="{c}" data-vars="--i:{i}">{c}</button>'
        for i, c in enumerate(cards)
    )
    return f'<div class="hand" data-vars="--n:{len(cards)}">{buttons}</div><p>{len(cards)}</p>'


def test_same_markup_touches_nothing() -> None:
    markup = hand(["C7", "HA"])
    live, counter = patched(markup, markup)
    assert live.outerHTML == markup
    assert (counter.inserted, counter.moved, counter.removed, counter.attributes) == (0, 0, 0, 0)


def test_a_card_leaving_the_hand_keeps_the_other_cards() -> None:
    """The old patch replaced every child when their number changed; keyed, only the played
    card goes and the rest are updated in place."""
    counter = Counter()
    live = parse(hand(["C7", "S9", "DA", "HA"]), counter)
    kept = {n.getAttribute("data-card"): n for n in live.walk() if n.hasAttribute("data-card")}
    patch(live, parse(hand(["C7", "DA", "HA"]), counter, fresh=True))
    assert live.outerHTML == hand(["C7", "DA", "HA"])
    now = {n.getAttribute("data-card"): n for n in live.walk() if n.hasAttribute("data-card")}
    assert all(now[c] is kept[c] for c in ("C7", "DA", "HA"))
    assert (counter.inserted, counter.moved, counter.removed) == (0, 0, 1)


def styled(markup: str, counter: Counter, fresh: bool = False) -> FakeNode:
    """``markup`` parsed, with its custom properties set as main.py sets them (CSSOM)."""
    root = parse(markup, counter, fresh=fresh)
    for node in root.walk():
        if node.hasAttribute("data-vars"):
            node.style.cssText = str(node.getAttribute("data-vars"))
    return root


def test_styles_set_through_the_cssom_are_compared_and_copied_through_it() -> None:
    """The live page's elements carry the styles main.py set from data-vars; so does the
    fresh markup: an unchanged hand is left alone, and a changed one gets its new style
    through the CSSOM (the fake DOM refuses setAttribute("style"), as the page's CSP does)."""
    counter = Counter()
    live = styled(hand(["C7", "S9", "DA"]), counter)
    counter.attributes = 0
    patch(live, styled(hand(["C7", "S9", "DA"]), counter, fresh=True))
    assert counter.attributes == 3 + 1  # only the fresh markup's own styles were set
    patch(live, styled(hand(["C7", "DA"]), counter, fresh=True))
    expected = styled(hand(["C7", "DA"]), Counter())
    assert live.outerHTML == expected.outerHTML
    assert 'style="--i:1"' in live.outerHTML and 'style="--n:2"' in live.outerHTML


def test_reordered_and_new_keyed_children() -> None:
    live, counter = patched(hand(["C7", "S9", "DA"]), hand(["DA", "HK", "C7"]))
    assert live.outerHTML == hand(["DA", "HK", "C7"])
    assert counter.inserted == 1 and counter.removed == 1  # HK in, S9 out


def test_shape_changes_replace_the_node() -> None:
    before = '<div id="a"><p>text</p><span>x</span></div>'
    after = '<div id="a"><section>text</section>y<span class="b">x</span></div>'
    live, _ = patched(before, after)
    assert live.outerHTML == after


def test_inputs_get_their_checked_state() -> None:
    before = (
        '<input type="radio" name="x" value="1" checked><input type="radio" name="x" value="2">'
    )
    after = '<input type="radio" name="x" value="1"><input type="radio" name="x" value="2" checked>'
    live, _ = patched(before, after)
    first, second = live.childNodes
    assert (first.checked, second.checked) == (False, True)


def test_keys() -> None:
    node = parse('<b data-card="HA" id="x">').firstChild
    assert node is not None and key_of(node) == "B#id=x"
    assert key_of(parse("<b>").childNodes[0]) is None
    assert key_of(parse("text").childNodes[0]) is None


def test_depth_limit_replaces_the_children_as_a_whole() -> None:
    counter = Counter()
    live = parse("<div><p><b>1</b></p></div>", counter)
    patch(live, parse("<div><p><b>2</b></p></div>", counter, fresh=True), depth=1)
    assert live.outerHTML == "<div><p><b>2</b></p></div>" and counter.inserted == 1


def test_random_trees_always_end_equal() -> None:
    """Whatever the two trees, the live one ends serialized exactly like the fresh one."""
    rng = random.Random(5)
    tags = ["div", "p", "span", "button"]

    def tree(depth: int) -> str:
        out = []
        for _ in range(rng.randint(0, 4)):
            kind = rng.random()
            if kind < 0.25 or depth == 0:
                out.append(rng.choice(["a", "b", "c"]))
            else:
                tag = rng.choice(tags)
                key = f' data-card="{rng.choice("XYZW")}"' if rng.random() < 0.5 else ""
                cls = f' class="{rng.choice("uv")}"' if rng.random() < 0.5 else ""
                out.append(f"<{tag}{key}{cls}>{tree(depth - 1)}</{tag}>")
        return "".join(out)

    for _ in range(400):
        before, after = tree(3), tree(3)
        live, _ = patched(before, after)
        assert live.outerHTML == parse(after).outerHTML, (before, after)


def test_whole_pages_patch_into_each_other_along_a_deal() -> None:
    """Every screen of a played deal, patched over the one before, ends as rendered."""
    ctl = Controller({}, Params(seed=223, start=True))
    counter = Counter()
    live = parse(render(ctl.screen()), counter)
    session = ctl.session
    assert session is not None
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
        patch(live, parse(markup, counter, fresh=True))
        assert live.outerHTML == parse(markup).outerHTML
    assert session.over
