"""Measuring what a player sees, for the layout tests: overlaps on the table, touch targets,
sideways scrolling, and whether the hand, the trick and the decision are in view.

Everything is measured in the page from bounding boxes (``getBoundingClientRect``, and
``Range.getClientRects`` for the lines of text), with each box cut to the scroll boxes that
clip it. Cards of one fan (the hand, the backs, the talon) overlap by design; anything else
that overlaps by more than a pixel both ways is a clash: a line of text, a card, a button, a
badge or a speech bubble.
"""

from __future__ import annotations

from typing import Any

from playwright.sync_api import Page

MIN_TARGET = 44
STEP = 4
"""A touch target passes when its box is at least 44 × 44 px and a square of 10 × 10 samples
at a 4 px pitch hits it (``elementFromPoint``), i.e. about 44 px of it are not covered by
anything else; the one sample less allows for rounded corners, which do not take a tap."""

_COMMON = r"""
const visible = e => {
  for (let p = e; p; p = p.parentElement) {
    const s = getComputedStyle(p);
    if (s.display === 'none' || s.visibility === 'hidden' || s.opacity === '0') return false;
  }
  const r = e.getBoundingClientRect();
  return r.width > 0 && r.height > 0;
};
// what clips an element's box: the overflow of its ancestors (of text: of its own element
// too, e.g. a heading kept for screen readers in a 1 px box)
const clipOf = (e, text = false) => {
  let c = {l: -1e9, t: -1e9, r: 1e9, b: 1e9};
  for (let p = text ? e : e.parentElement; p; p = p.parentElement) {
    const s = getComputedStyle(p);
    if (s.overflowX !== 'visible' || s.overflowY !== 'visible') {
      const q = p.getBoundingClientRect();
      c = {l: Math.max(c.l, q.left), t: Math.max(c.t, q.top),
           r: Math.min(c.r, q.right), b: Math.min(c.b, q.bottom)};
    }
  }
  return c;
};
const box = (q, c) => ({l: Math.max(q.left, c.l), t: Math.max(q.top, c.t),
                        r: Math.min(q.right, c.r), b: Math.min(q.bottom, c.b)});
const real = a => a.r - a.l > 1 && a.b - a.t > 1;
"""

OVERLAPS = (
    "() => {"
    + _COMMON
    + r"""
  // the table (or the result over it) and the bar; an open menu is a layer above both
  const roots = [document.querySelector('.result') || document.querySelector('#table'),
                 document.querySelector('.bar')];
  const layer = el => el.closest('#menu.is-open');
  const atoms = [];
  for (const root of roots) {
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
    for (let n; (n = walker.nextNode());) {
      const el = n.parentElement;
      if (!n.textContent.trim() || !visible(el) || layer(el)) continue;
      const range = document.createRange();
      range.selectNodeContents(n);
      const clip = clipOf(el, true);
      for (const q of range.getClientRects()) {
        const a = box(q, clip);
        if (real(a)) atoms.push({kind: 'text', el, a, name: n.textContent.trim().slice(0, 32)});
      }
    }
    const things = '.card, button, .badge, .speech, .diagram, .duty, .guide';
    for (const el of root.querySelectorAll(things)) {
      if (!visible(el) || layer(el)) continue;
      const a = box(el.getBoundingClientRect(), clipOf(el));
      const name = el.dataset.card || el.dataset.played || el.dataset.action
        || el.dataset.control || el.className.baseVal || el.className || el.tagName;
      if (real(a)) atoms.push({kind: el.matches('.card') ? 'card' : 'box', el, a, name});
    }
  }
  const fans = '.hand, .backs, .open-hand, .review-hand, .talon-cards, .reveal-row .cards';
  const clashes = [];
  for (let i = 0; i < atoms.length; i++) {
    for (let j = i + 1; j < atoms.length; j++) {
      const A = atoms[i], B = atoms[j];
      if (A.el === B.el || A.el.contains(B.el) || B.el.contains(A.el)) continue;
      if (A.kind === 'card' && B.kind === 'card') {
        const fan = A.el.closest(fans);
        if (fan && fan === B.el.closest(fans)) continue;
      }
      const w = Math.min(A.a.r, B.a.r) - Math.max(A.a.l, B.a.l);
      const h = Math.min(A.a.b, B.a.b) - Math.max(A.a.t, B.a.t);
      if (w > 1 && h > 1) {
        const size = `${w.toFixed(0)}x${h.toFixed(0)} px`;
        clashes.push(`${A.kind} "${A.name}" x ${B.kind} "${B.name}": ${size}`);
      }
    }
  }
  return {atoms: atoms.length, clashes};
}"""
)

TARGETS = (
    "(args) => {"
    + _COMMON
    + r"""
  const [need, step] = args;
  const out = [];
  const seen = new Set();
  // an open panel covers the page; the result covers the table, not the bar
  const overlay = document.querySelector('.overlay'), result = document.querySelector('.result');
  const bar = document.querySelector('.bar'), menu = document.querySelector('#menu.is-open');
  const scopes = overlay ? [overlay] : menu ? [bar] : result ? [bar, result]
    : [document.querySelector('#app')];
  const controls = 'button, a[href], input, select, [data-card]';
  const all = scopes.flatMap(s => [...s.querySelectorAll(controls)]);
  for (const e of all) {
    const t = e.matches('input') && e.closest('label') ? e.closest('label') : e;
    if (seen.has(t) || !visible(t)) continue;
    seen.add(t);
    const r = t.getBoundingClientRect();
    const clip = clipOf(t);
    // scrolled out of view: looked at when it is in view
    if (r.top < Math.max(0, clip.t) - 0.5 || r.bottom > Math.min(innerHeight, clip.b) + 0.5
        || r.left < -0.5 || r.right > innerWidth + 0.5) continue;
    const cols = Math.floor(r.width / step), rows = Math.floor(r.height / step);
    const run = Array.from({length: rows}, () => new Array(cols).fill(0));
    let best = 0;
    for (let y = 0; y < rows; y++) {
      for (let x = 0; x < cols; x++) {
        const hit = document.elementFromPoint(r.left + (x + 0.5) * step, r.top + (y + 0.5) * step);
        if (!hit || !(t === hit || t.contains(hit))) continue;
        run[y][x] = 1 + (x && y ? Math.min(run[y - 1][x], run[y][x - 1], run[y - 1][x - 1]) : 0);
        best = Math.max(best, run[y][x]);
      }
    }
    if (best < Math.round(need / step) - 1 || r.width < need - 0.5 || r.height < need - 0.5) {
      const name = e.dataset.card || e.dataset.action || e.dataset.control || e.name
        || t.textContent.trim().slice(0, 24) || e.tagName;
      const size = `${r.width.toFixed(0)}x${r.height.toFixed(0)}`;
      out.push(`${name}: ${best} x ${best} samples hit it, its box is ${size} px`);
    }
  }
  return out;
}"""
)

IN_VIEW = r"""() => {
  const inside = sel => {
    const e = document.querySelector(sel);
    if (!e || !e.getClientRects().length || getComputedStyle(e).display === 'none') return null;
    const r = e.getBoundingClientRect();
    return r.top >= -1 && r.bottom <= innerHeight + 1 && r.left >= -1 && r.right <= innerWidth + 1;
  };
  // a line of the call log cut by the edge of its scroll box (the box shows whole lines)
  const logCut = () => {
    const log = document.querySelector('#table .log');
    if (!log || getComputedStyle(log).display === 'none') return null;
    const top = log.getBoundingClientRect().top + log.clientTop, bottom = top + log.clientHeight;
    const walker = document.createTreeWalker(log, NodeFilter.SHOW_TEXT);
    for (let n; (n = walker.nextNode());) {
      const range = document.createRange();
      range.selectNodeContents(n);
      for (const q of range.getClientRects()) {
        const across = y => q.top < y - 1 && q.bottom > y + 1;
        if (across(top) || across(bottom))
          return `${n.textContent} at ${q.top.toFixed(0)}, the box ${top.toFixed(0)}..${bottom}`;
      }
    }
    return false;
  };
  return {
    scrollY: scrollY,
    wide: document.documentElement.scrollWidth > innerWidth,
    hand: inside('#table .hand'), trick: inside('#table .trick'),
    prompt: inside('#table .prompt'), actions: inside('#table .prompt .actions'),
    resultFoot: inside('.result .result-foot'),
    logCut: logCut(),
  };
}"""


def overlaps(page: Page) -> list[str]:
    """Clashes on the table (or in the result panel while it is up) and on the bar."""
    found: dict[str, Any] = page.evaluate(OVERLAPS)
    assert found["atoms"] > 5, "nothing measured: the table is not there"
    return list(found["clashes"])


def small_targets(page: Page) -> list[str]:
    """Touch targets in view that offer no hittable 44 × 44 px square (in the open panel,
    if there is one, else on the whole page)."""
    return list(page.evaluate(TARGETS, [MIN_TARGET, STEP]))


def in_view(page: Page) -> dict[str, Any]:
    return dict(page.evaluate(IN_VIEW))


def check(page: Page, where: str, touch: bool) -> None:
    """Nothing overlaps, nothing scrolls sideways, the hand, trick and decision are in view
    without scrolling; on a touch screen every target in view is 44 × 44 px or more."""
    clashes = overlaps(page)
    assert not clashes, f"{where}: overlaps\n" + "\n".join(clashes)
    view = in_view(page)
    assert not view["wide"], f"{where}: the page scrolls sideways"
    assert view["scrollY"] == 0, f"{where}: the page was scrolled ({view['scrollY']})"
    for part in ("hand", "trick", "prompt", "actions", "resultFoot"):
        assert view[part] in (None, True), f"{where}: the {part} is not in view: {view}"
    assert not view["logCut"], f"{where}: a line of the call log is cut: {view['logCut']}"
    if touch:
        small = small_targets(page)
        assert not small, f"{where}: touch targets under 44 px\n" + "\n".join(small)
