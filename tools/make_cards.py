#!/usr/bin/env python3
"""Draw the two card decks of Preferanzen as SVG sprites (stdlib only).

Writes ``web/cards/french.svg``, ``web/cards/german.svg`` and the static
``web/cards/preview.html``. Each SVG file is a sprite: one ``<symbol>`` per
card, named by the deck and the project notation (suit letter C S D H + rank
letter 7 8 9 T J Q K A, e.g. ``french-HK``), plus ``french-back`` and the bare
suit symbols ``french-suit-C`` .. ``french-suit-H`` (``german-`` likewise).
Every id carries the deck's name because ``build.py`` puts both sprites into
the page itself (one hidden ``<svg>`` in ``dist/index.html``), where the page
uses them as::

    <svg viewBox="0 0 250 350" aria-hidden="true">
      <use href="#french-HK"/>
    </svg>

(A ``<use>`` of another document is built twice by Chromium, when inserted and
again when that document's load notification arrives.)

Every shape is drawn by this script (no fonts, no images, no outside art), so
the output is our own work; see ``web/cards/README.md``. The output is fully
deterministic: running the script twice gives identical bytes, and the test
``tests/test_cards_art.py`` checks the committed files against a fresh run.

The sprites carry no ``style`` attribute and no ``<style>`` element: the
page's Content-Security-Policy (``style-src 'self'``) would drop them. Colours
of the French suits come from CSS custom properties (``--suit-C`` ..
``--suit-H``) read by classes (``fill-suit-C``, ``stroke-suit-C``, ...) whose
rules are in ``web/cards/cards.css``, so a class on a container can switch to
a four-colour deck without a second file set; the backs read ``--card-back``
and ``--card-back-german`` the same way (``paint``). Each such element also
carries its default colour as a presentation attribute, which the class
overrides, so a sprite still draws the classic deck without the stylesheet.

Usage: ``python3 tools/make_cards.py [--check] [--out DIR]``
"""

from __future__ import annotations

import argparse
import math
import re
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
OUT_DIR = ROOT / "web" / "cards"

SUITS = "CSDH"
RANKS = "789TJQKA"
W, H = 250, 350
CX, CY = W / 2, H / 2

# Corner index letters. Austrian/German French-suited packs print B D K A
# (Bube, Dame, Koenig, Ass); German-suited packs U O K A and X for the ten.
FRENCH_INDEX = {"7": "7", "8": "8", "9": "9", "T": "10", "J": "B", "Q": "D", "K": "K", "A": "A"}
# The French deck speaks the page's language in its corners: English packs print J Q K A,
# Russian ones В Д К Т (валет, дама, король, туз). Cyrillic В and К are drawn as B and K.
# Each such rank's index holds one glyph per language, shown by cards.css from the page's
# <html lang> (the classes idx-de, idx-en-ru …); without that stylesheet, the German one.
LANGS = ("de", "en", "ru")
FRENCH_INDEX_BY_LANG = {
    "J": {"de": "B", "en": "J", "ru": "B"},
    "Q": {"de": "D", "en": "Q", "ru": "CyrD"},
    "A": {"de": "A", "en": "A", "ru": "CyrT"},
}
GERMAN_INDEX = {"7": "7", "8": "8", "9": "9", "T": "X", "J": "U", "Q": "O", "K": "K", "A": "A"}

# Two-colour defaults of the French deck; CSS may override --suit-X.
FRENCH_COLOURS = {"C": "#1b1b1f", "S": "#1b1b1f", "D": "#c8102e", "H": "#c8102e"}
# Index colours of the German deck (fixed; the symbols carry their own colours).
GERMAN_INK = {"C": "#5b3a17", "S": "#2b6b2e", "D": "#a66a00", "H": "#c0141e"}

INK = "#2a1f1a"  # outline colour of figures
SKIN = "#f6d7b8"
SKIN_SHADE = "#d9a784"
GOLD = "#e8b33a"
GOLD_DARK = "#a8741a"
RED = "#c8102e"
BLUE = "#24489a"
WHITE = "#fffdf7"
BLACK = "#1b1b1f"


# --------------------------------------------------------------------------
# small helpers


def f(v: float) -> str:
    """Format a number compactly and deterministically (two decimals max)."""
    s = f"{v:.2f}".rstrip("0").rstrip(".")
    return "0" if s in ("-0", "") else s


def pt(x: float, y: float) -> str:
    return f"{f(x)} {f(y)}"


def smooth(points, closed: bool = True, tension: float = 1 / 6) -> str:
    """Path data of a smooth curve through ``points`` (Catmull-Rom).

    A point may be ``(x, y)`` or ``(x, y, "c")``; the latter is a corner
    (no tangent continuity through it).
    """
    pts = [(p[0], p[1]) for p in points]
    corner = [len(p) > 2 for p in points]
    n = len(pts)
    out = ["M" + pt(*pts[0])]
    segs = n if closed else n - 1
    for i in range(segs):
        p1, p2 = pts[i], pts[(i + 1) % n]
        if corner[i] or (not closed and i == 0):
            c1 = p1
        else:
            p0 = pts[(i - 1) % n]
            c1 = (p1[0] + (p2[0] - p0[0]) * tension, p1[1] + (p2[1] - p0[1]) * tension)
        j = (i + 1) % n
        if corner[j] or (not closed and j == n - 1):
            c2 = p2
        else:
            p3 = pts[(i + 2) % n]
            c2 = (p2[0] - (p3[0] - p1[0]) * tension, p2[1] - (p3[1] - p1[1]) * tension)
        if c1 == p1 and c2 == p2:
            out.append("L" + pt(*p2))
        else:
            out.append("C" + pt(*c1) + " " + pt(*c2) + " " + pt(*p2))
    if closed:
        out.append("Z")
    return "".join(out)


def sym(right, cx: float = CX):
    """Mirror an outline given from the top centre down the right side.

    ``right`` starts and ends on the axis ``x = cx``; the result is the full
    closed outline (right side, then the mirrored left side back up).
    """
    left = []
    for p in reversed(right[1:-1]):
        q = (2 * cx - p[0], p[1]) + tuple(p[2:])
        left.append(q)
    return list(right) + left


def attrs(**kw) -> str:
    out = []
    for k, v in kw.items():
        if v is None:
            continue
        k = k.rstrip("_").replace("_", "-")
        out.append(f' {k}="{v}"')
    return "".join(out)


def path(d: str, fill: str | None = None, **kw) -> str:
    return f'<path d="{d}"{attrs(fill=fill, **kw)}/>'


def circle(x, y, r, fill=None, **kw) -> str:
    return f'<circle cx="{f(x)}" cy="{f(y)}" r="{f(r)}"{attrs(fill=fill, **kw)}/>'


def ellipse(x, y, rx, ry, fill=None, **kw) -> str:
    return f'<ellipse cx="{f(x)}" cy="{f(y)}" rx="{f(rx)}" ry="{f(ry)}"{attrs(fill=fill, **kw)}/>'


def rect(x, y, w, h, fill=None, **kw) -> str:
    return f'<rect x="{f(x)}" y="{f(y)}" width="{f(w)}" height="{f(h)}"{attrs(fill=fill, **kw)}/>'


def use(ref: str, **kw) -> str:
    return f'<use href="#{ref}"{attrs(**kw)}/>'


def paint(prop: str, colour: str) -> dict[str, str]:
    """Attributes that paint ``prop`` ("fill" or "stroke") in ``colour``.

    A plain colour is a presentation attribute. A custom property with its fallback,
    ``var(--suit-C,#1b1b1f)``, becomes the fallback as the attribute plus the class
    ``fill-suit-C`` (or ``stroke-suit-C``), whose rule in web/cards/cards.css reads the
    property: the page's Content-Security-Policy drops style attributes and <style>
    elements, and a presentation attribute cannot hold var(). Without that stylesheet the
    sprite still draws in the fallback colours.
    """
    m = re.fullmatch(r"var\(--([\w-]+),(#[0-9a-f]{6})\)", colour)
    if m is None:
        return {prop: colour}
    return {prop: m[2], "class_": f"{prop}-{m[1]}"}


def place(x: float, y: float, size: float, rot: float = 0) -> str:
    """Transform putting a 100x100 design centred at (x, y), ``size`` wide."""
    s = size / 100
    t = f"translate({pt(x, y)})"
    if rot:
        t += f" rotate({f(rot)})"
    return t + f" scale({f(s)}) translate(-50 -50)"


def circle_path(x, y, r, ccw: bool = False) -> str:
    """A circle as path data (clockwise on screen unless ``ccw``)."""
    sw = 0 if ccw else 1
    a = f"A{f(r)} {f(r)} 0 1 {sw} "
    return f"M{pt(x - r, y)}{a}{pt(x + r, y)}{a}{pt(x - r, y)}Z"


def cubic(p0, p1, p2, p3, n: int = 8):
    """Points along a cubic Bezier (without its start point)."""
    out = []
    for i in range(1, n + 1):
        t = i / n
        u = 1 - t
        out.append(
            (
                u**3 * p0[0] + 3 * u * u * t * p1[0] + 3 * u * t * t * p2[0] + t**3 * p3[0],
                u**3 * p0[1] + 3 * u * u * t * p1[1] + 3 * u * t * t * p2[1] + t**3 * p3[1],
            )
        )
    return out


def inside(poly, x: float, y: float) -> bool:
    """Point in polygon (even-odd rule)."""
    hit = False
    n = len(poly)
    for i in range(n):
        (x1, y1), (x2, y2) = poly[i][:2], poly[(i + 1) % n][:2]
        if (y1 > y) != (y2 > y) and x < x1 + (y - y1) * (x2 - x1) / (y2 - y1):
            hit = not hit
    return hit


def clip_line(poly, a, b):
    """The part of segment a-b inside the convex polygon ``poly`` (Cyrus-Beck), or None."""
    t0, t1 = 0.0, 1.0
    dx, dy = b[0] - a[0], b[1] - a[1]
    n = len(poly)
    # orientation of the polygon, so that "inside" is on the same side of every edge
    area = sum(
        poly[i][0] * poly[(i + 1) % n][1] - poly[(i + 1) % n][0] * poly[i][1] for i in range(n)
    )
    sgn = 1 if area > 0 else -1
    for i in range(n):
        (x1, y1), (x2, y2) = poly[i], poly[(i + 1) % n]
        ex, ey = x2 - x1, y2 - y1
        num = sgn * (ex * (a[1] - y1) - ey * (a[0] - x1))  # > 0 when a is inside this edge
        den = sgn * (ex * dy - ey * dx)
        if den == 0:
            if num < 0:
                return None
            continue
        t = -num / den
        if den > 0:
            t0 = max(t0, t)
        else:
            t1 = min(t1, t)
    if t0 >= t1:
        return None
    return (a[0] + dx * t0, a[1] + dy * t0), (a[0] + dx * t1, a[1] + dy * t1)


def hatch_in(poly, spacing: float, slope: float, lo: float, hi: float) -> str:
    """Path data of parallel lines ``y = slope * x + c`` clipped to a convex polygon."""
    out = []
    c = lo
    while c <= hi + 1e-9:
        seg = clip_line(poly, (-1000, -1000 * slope + c), (1000, 1000 * slope + c))
        if seg:
            out.append("M" + pt(*seg[0]) + "L" + pt(*seg[1]))
        c += spacing
    return "".join(out)


# --------------------------------------------------------------------------
# suit symbols, each designed in a 100 x 100 box

FRENCH_SUIT_D = {
    "H": "M50 91C36 78 4 57 4 31C4 15 15 5 28 5C38 5 46 11 50 21C54 11 62 5 72 5"
    "C85 5 96 15 96 31C96 57 64 78 50 91Z",
    "D": "M50 2C60 20 72 36 88 50C72 64 60 80 50 98C40 80 28 64 12 50C28 36 40 20 50 2Z",
    "S": "M50 3C42 20 6 38 6 63C6 77 16 85 28 85C37 85 43 81 47 74C46 84 42 91 32 97H68"
    "C58 91 54 84 53 74C57 81 63 85 72 85C84 85 94 77 94 63C94 38 58 20 50 3Z",
    "C": circle_path(50, 28, 21)
    + circle_path(27, 59, 21)
    + circle_path(73, 59, 21)
    + "M45 40L53 40L66 57L62 66L38 66L34 57Z"
    + "M46 58C46 78 42 88 32 97H68C58 88 54 78 54 58Z",
}


def german_suit(s: str) -> str:
    """The German suit symbols (multi-coloured, outlined) in a 100 box."""
    o = 'stroke="#3b2410" stroke-width="2.6" stroke-linejoin="round"'
    if s == "H":  # heart: red with a light lobe highlight
        d = (
            "M50 93C34 79 5 60 5 33C5 16 16 5 29 5C39 5 46 11 50 20C54 11 61 5 71 5"
            "C84 5 95 16 95 33C95 60 66 79 50 93Z"
        )
        return (
            f'<path d="{d}" fill="#d21f2b" {o}/>'
            '<path d="M50 88C38 77 12 60 11 36C11 23 19 13 29 12C20 20 18 36 26 52'
            'C32 64 42 76 50 88Z" fill="#a3111b"/>'
            '<path d="M17 30C17 19 24 13 31 13C26 18 23 24 23 33C21 34 18 33 17 30Z" '
            'fill="#ff8b86" opacity=".8"/>'
        )
    if s == "D":  # bell (Schelle): golden ball, red band, slit, ring
        ring = circle_path(50, 10, 6.5)
        band = (
            "M13.2 45C24 40 36 38 50 38C64 38 76 40 86.8 45"
            "A38 38 0 0 1 87.6 57C76 52 64 50 50 50C36 50 24 52 12.4 57A38 38 0 0 1 13.2 45Z"
        )
        return (
            f'<path d="{ring}" fill="none" stroke="#3b2410" stroke-width="7"/>'
            f'<path d="{ring}" fill="none" stroke="#f3c53a" stroke-width="3.4"/>'
            f'<circle cx="50" cy="55" r="38" fill="#f3c53a" {o}/>'
            '<path d="M50 93A38 38 0 0 1 12 55C26 70 62 78 86 66C80 83 66 93 50 93Z" '
            'fill="#d99a16"/>'
            f'<path d="{band}" fill="#d3202a" stroke="#3b2410" stroke-width="1.6"/>'
            '<circle cx="50" cy="72" r="5.5" fill="#3b2410"/>'
            '<path d="M50 74V92" stroke="#3b2410" stroke-width="3.6" stroke-linecap="round"/>'
            '<path d="M40 80H60" stroke="#3b2410" stroke-width="2.6" stroke-linecap="round"/>'
            '<ellipse cx="33" cy="30" rx="9" ry="5.5" transform="rotate(-35 33 30)" '
            'fill="#fff6c8" opacity=".85"/>'
            f'<circle cx="50" cy="55" r="38" fill="none" {o}/>'
        )
    if s == "C":  # acorn (Eichel): cup on top, nut pointing down
        cup = "M20 46C18 27 32 15 50 15C68 15 82 27 80 46C68 51 32 51 20 46Z"
        nut = "M27 45C24 69 37 89 50 97C63 89 76 69 73 45C62 49 38 49 27 45Z"
        poly = [(20, 46)] + cubic((20, 46), (18, 27), (32, 15), (50, 15))
        poly += cubic((50, 15), (68, 15), (82, 27), (80, 46))
        poly += cubic((80, 46), (68, 51), (32, 51), (20, 46))[:-1]
        hatch = hatch_in(poly, 11, 2.6, -200, 60) + hatch_in(poly, 11, -2.6, 60, 300)
        return (
            f'<path d="M50 16C50 10 52 5 57 2" fill="none" stroke="#3b2410" '
            f'stroke-width="5" stroke-linecap="round"/>'
            f'<path d="{nut}" fill="#e2ad4c" {o}/>'
            '<path d="M50 96C63 88 75 70 72 48C70 70 62 84 50 96Z" fill="#b87d26"/>'
            '<path d="M37 54C34 66 38 78 45 86C38 80 33 68 37 54Z" fill="#fbe3a6"/>'
            f'<path d="{cup}" fill="#8a5526"/>'
            f'<path d="{hatch}" stroke="#5a3312" stroke-width="2"/>'
            f'<path d="{cup}" fill="none" {o}/>'
            '<path d="M22 45C36 50 64 50 78 45" fill="none" stroke="#c98d45" stroke-width="2"/>'
        )
    if s == "S":  # leaf (Laub): green linden leaf, tip up, with stem and veins
        leaf = "M50 4C60 22 91 36 90 62C89 79 68 86 50 74C32 86 11 79 10 62C9 36 40 22 50 4Z"
        half = "M50 4C60 22 91 36 90 62C89 79 68 86 50 74Z"
        veins = "M50 12V74M50 30L66 22M50 44L76 36M50 58L82 54M50 30L34 22M50 44L24 36M50 58L18 54"
        return (
            f'<path d="M50 70C51 82 49 90 43 98" fill="none" stroke="#3b2410" '
            f'stroke-width="5.5" stroke-linecap="round"/>'
            f'<path d="{leaf}" fill="#4fa53f" {o}/>'
            f'<path d="{half}" fill="#2f7d2c"/>'
            f'<path d="{veins}" fill="none" stroke="#1e4d17" stroke-width="2" '
            f'stroke-linecap="round"/>'
            f'<path d="{leaf}" fill="none" {o}/>'
        )
    raise ValueError(s)


# --------------------------------------------------------------------------
# index glyphs: strokes on a 52 units tall box, drawn with a round pen

GLYPH_H = 52
GLYPHS = {
    # name: (width, path data)
    "7": (34, "M5 5H29C21 17 15 31 12.5 47"),
    "8": (
        34,
        "M17 25C10.5 25 6.5 20.5 6.5 15C6.5 9 11 5 17 5C23 5 27.5 9 27.5 15"
        "C27.5 20.5 23.5 25 17 25C9.5 25 5 30 5 36C5 43 10.5 47.5 17 47.5"
        "C23.5 47.5 29 43 29 36C29 30 24.5 25 17 25Z",
    ),
    "9": (
        34,
        "M29 17C29 24.5 23.5 29.5 17 29.5C10.5 29.5 5 24.5 5 17C5 9.5 10.5 4.5 17 4.5"
        "C23.5 4.5 29 9.5 29 17C29 34 23 44.5 9 47.5",
    ),
    "10": (
        50,
        "M3 13L11 4.5V47.5M35 4.5C42.5 4.5 46 13 46 26C46 39 42.5 47.5 35 47.5"
        "C27.5 47.5 24 39 24 26C24 13 27.5 4.5 35 4.5Z",
    ),
    "X": (34, "M5.5 4.5L28.5 47.5M28.5 4.5L5.5 47.5"),
    "B": (
        32,
        "M6 26H16C23 26 27 21.5 27 15.5C27 9 23 4.5 16 4.5H6V47.5H17"
        "C24.5 47.5 28.5 42.5 28.5 36.5C28.5 30 24 26 16 26",
    ),
    "D": (33, "M6 4.5V47.5H13.5C24 47.5 29 38 29 26C29 14 24 4.5 13.5 4.5Z"),
    "K": (33, "M6 4.5V47.5M28 4.5L6.5 30M13.5 22L29 47.5"),
    "A": (35, "M4.5 47.5L17.5 4.5L30.5 47.5M9.5 33H25.5"),
    "U": (34, "M5.5 4.5V31C5.5 41 10 47.5 17 47.5C24 47.5 28.5 41 28.5 31V4.5"),
    "O": (
        34,
        "M17 4.5C24.5 4.5 29 13 29 26C29 39 24.5 47.5 17 47.5C9.5 47.5 5 39 5 26"
        "C5 13 9.5 4.5 17 4.5Z",
    ),
    "J": (30, "M24 4.5V35C24 43 20 47.5 14 47.5C9 47.5 5.5 44.5 5 39"),
    "Q": (
        36,
        "M18 4.5C25.5 4.5 30 13 30 26C30 39 25.5 47.5 18 47.5C10.5 47.5 6 39 6 26"
        "C6 13 10.5 4.5 18 4.5ZM21 37L31 48",
    ),
    # Cyrillic Д (its feet below the line, within the box) and Т
    "CyrD": (38, "M13 4.5H29V40.5M13 4.5C13 21 12 33 7.5 40.5M4 48.5V40.5H34V48.5"),
    "CyrT": (34, "M4.5 4.5H29.5M17 4.5V47.5"),
}
GLYPH_STROKE = 8.2

INDEX_CX = 32  # centre line of the corner index column
INDEX_TOP = 13


# --------------------------------------------------------------------------
# pip layouts (classic arrangement), in card units

COL_L, COL_R = 87, 163
ROW_TOP, ROW_BOT = 66, 284


def pip_layout(rank: str):
    """(x, y) of every pip of a 7..10."""
    r4 = [ROW_TOP + (ROW_BOT - ROW_TOP) * i / 3 for i in range(4)]
    r3 = [ROW_TOP, CY, ROW_BOT]
    cols = (COL_L, COL_R)
    if rank == "7":
        return [(x, y) for y in r3 for x in cols] + [(CX, (r3[0] + r3[1]) / 2)]
    if rank == "8":
        return [(x, y) for y in r3 for x in cols] + [
            (CX, (r3[0] + r3[1]) / 2),
            (CX, (r3[1] + r3[2]) / 2),
        ]
    if rank == "9":
        return [(x, y) for y in r4 for x in cols] + [(CX, CY)]
    if rank == "T":
        return [(x, y) for y in r4 for x in cols] + [
            (CX, (r4[0] + r4[1]) / 2),
            (CX, (r4[2] + r4[3]) / 2),
        ]
    raise ValueError(rank)


# --------------------------------------------------------------------------
# the deck classes


class Deck:
    name = ""
    index_letters: dict[str, str] = {}
    index_by_lang: dict[str, dict[str, str]] = {}
    """Ranks whose corner letter depends on the page's language: {rank: {lang: glyph}}."""
    pip_size = 44
    pip_size_dense = 44  # nines and tens, whose centre pips come close to the columns
    index_suit_size = 42
    card_fill = "#ffffff"
    back_default = "#7d1d2c"

    def __init__(self):
        self.defs: list[str] = []
        self.symbols: list[str] = []

    # colour of suit s as a CSS value (with fallback)
    def ink(self, s: str) -> str:
        raise NotImplementedError

    def suit_ref(self, s: str) -> str:
        return f"p{s}"

    def suit_use(self, s, x, y, size, rot=0) -> str:
        return use(self.suit_ref(s), transform=place(x, y, size, rot))

    # ---- building blocks
    def base_defs(self) -> list[str]:
        d = [
            rect(
                0.75,
                0.75,
                W - 1.5,
                H - 1.5,
                self.card_fill,
                id="card",
                rx=14,
                stroke="#8f8a80",
                stroke_width=1.5,
            )
        ]
        used = set(self.index_letters.values())
        for letters in self.index_by_lang.values():
            used.update(letters.values())
        for name, (_w, dd) in GLYPHS.items():
            if name in used:
                d.append(
                    path(
                        dd,
                        "none",
                        id="g" + name,
                        stroke_width=f(GLYPH_STROKE),
                        stroke_linecap="round",
                        stroke_linejoin="round",
                    )
                )
        for r, letters in self.index_by_lang.items():
            d.append(f'<g id="r{r}">' + "".join(self.lang_glyphs(letters)) + "</g>")
        return d

    @staticmethod
    def lang_glyphs(letters: dict[str, str]) -> list[str]:
        """One index glyph per distinct letter of a rank, each with the class naming the
        languages it shows in (cards.css: idx-de-ru shows unless the page is English) and,
        for a sprite read without cards.css, display="none" unless it is the German one."""
        out = []
        for letter in dict.fromkeys(letters.values()):
            langs = [lang for lang in LANGS if letters[lang] == letter]
            x = f(INDEX_CX - GLYPHS[letter][0] / 2)
            out.append(
                use(
                    "g" + letter,
                    x=x,
                    class_="idx-" + "-".join(langs),
                    display=None if "de" in langs else "none",
                )
            )
        return out

    def index(self, s: str, r: str) -> str:
        if r in self.index_by_lang:
            glyph = use("r" + r, y=f(INDEX_TOP), **paint("stroke", self.ink(s)))
        else:
            letter = self.index_letters[r]
            w = GLYPHS[letter][0]
            glyph = use(
                "g" + letter, x=f(INDEX_CX - w / 2), y=f(INDEX_TOP), **paint("stroke", self.ink(s))
            )
        size = self.index_suit_size
        return glyph + self.suit_use(s, INDEX_CX, INDEX_TOP + GLYPH_H + 6 + size / 2, size)

    def card(self, s: str, r: str, body: str) -> str:
        cid = s + r
        idx = f'<g id="i{cid}">{self.index(s, r)}</g>'
        return (
            f'<symbol id="{cid}" viewBox="0 0 {W} {H}">'
            + use("card")
            + body
            + idx
            + use("i" + cid, transform=f"rotate(180 {f(CX)} {f(CY)})")
            + "</symbol>"
        )

    def pips(self, s: str, r: str) -> str:
        out = []
        size = self.pip_size_dense if r in "9T" else self.pip_size
        for x, y in pip_layout(r):
            out.append(self.suit_use(s, x, y, size, 180 if y > CY + 1 else 0))
        return "".join(out)

    def ace(self, s: str) -> str:
        raise NotImplementedError

    def court(self, s: str, r: str) -> str:
        raise NotImplementedError

    def back(self) -> str:
        raise NotImplementedError

    # ---- whole file
    def build(self) -> str:
        defs = self.base_defs() + self.defs
        syms = []
        for s in SUITS:
            for r in RANKS:
                if r in "789T":
                    body = self.pips(s, r)
                elif r == "A":
                    body = self.ace(s)
                else:
                    body = self.court(s, r)
                syms.append(self.card(s, r, body))
        syms.append(self.back())
        for s in SUITS:
            syms.append(
                f'<symbol id="suit-{s}" viewBox="0 0 100 100">'
                + use(self.suit_ref(s))
                + "</symbol>"
            )
        head = (
            '<svg xmlns="http://www.w3.org/2000/svg" aria-hidden="true">\n'
            f"<!-- Preferanzen {self.name} deck. Generated by tools/make_cards.py; "
            "do not edit by hand. Our own art, CC0 1.0 (see web/cards/README.md). -->\n"
        )
        body = "<defs>\n" + "\n".join(defs) + "\n</defs>\n" + "\n".join(syms) + "\n"
        # Every id, and every reference to one, carries the deck's name: build.py puts both
        # decks into the page itself, one document.
        prefix = self.name.lower() + "-"
        body = re.sub(r'(?<= id=")|(?<= href="#)', prefix, body)
        return head + body + "</svg>\n"


# --------------------------------------------------------------------------
# court figures: double-ended busts. Each figure is drawn once in card units
# for the top half; the bottom half is the same drawing turned by 180 deg.

FRAME = (60, 14, 190, 336)  # x0 y0 x1 y1
# The halves are split along a slight diagonal through the card centre.
DIAG_DEG = math.degrees(math.atan2(26, 130))
DIVIDER = "M60 162L190 188"
HAND = (171, 157)  # the hand that holds the attribute (viewer's right)


def shade(colour: str, k: float) -> str:
    """Darken (k < 1) or lighten (k > 1) a #rrggbb colour."""
    r, g, b = (int(colour[i : i + 2], 16) for i in (1, 3, 5))
    if k <= 1:
        r, g, b = (round(c * k) for c in (r, g, b))
    else:
        t = k - 1
        r, g, b = (round(c + (255 - c) * t) for c in (r, g, b))
    return f"#{r:02x}{g:02x}{b:02x}"


class Fig:
    """An ordered list of SVG shapes (outlined by the enclosing group)."""

    def __init__(self, pal: dict):
        self.pal = pal
        self.parts: list[str] = []

    def add(self, *items: str):
        self.parts.extend(items)

    def svg(self) -> str:
        return "".join(self.parts)


HAIR_BACK = {
    "short": [(125, 54), (141, 58), (149, 72), (150, 92), (146, 101, "c"), (125, 101, "c")],
    "king": [(125, 52), (142, 56), (150, 70), (152, 94), (147, 111, "c"), (125, 111, "c")],
    "long": [
        (125, 49),
        (143, 53),
        (153, 70),
        (154, 96),
        (158, 122),
        (165, 142, "c"),
        (145, 137),
        (125, 137, "c"),
    ],
    "bob": [(125, 52), (143, 56), (152, 72), (153, 98), (150, 110, "c"), (125, 110, "c")],
}

ROBE = [
    (125, 123, "c"),
    (139, 112, "c"),
    (160, 117),
    (177, 126),
    (188, 142),
    (194, 200, "c"),
    (125, 200, "c"),
]
ROBE_LOW = [
    (125, 131, "c"),
    (136, 124),
    (141, 114, "c"),
    (160, 118),
    (177, 126),
    (188, 142),
    (194, 200, "c"),
    (125, 200, "c"),
]
ROBE_PUFF = [
    (125, 123, "c"),
    (139, 112, "c"),
    (158, 113),
    (180, 118),
    (192, 134),
    (194, 200, "c"),
    (125, 200, "c"),
]


def hair_back(fig: Fig, kind: str, colour: str):
    fig.add(path(smooth(sym(HAIR_BACK[kind])), colour))
    if kind == "long":  # a few strands
        fig.add(
            path(
                "M150 80C152 100 154 118 160 136M144 96C146 112 148 124 152 134"
                "M100 80C98 100 96 118 90 136M106 96C104 112 102 124 98 134",
                "none",
                stroke=shade(colour, 0.7),
                stroke_width="1.1",
            )
        )


def neck(fig: Fig, low: bool = False):
    fig.add(path("M114 96V127L125 135L136 127V96Z" if low else "M114 96V121H136V96Z", SKIN))
    fig.add(path("M114 106C120 111 130 111 136 106", "none", stroke=SKIN_SHADE, stroke_width="1.2"))


def diag_y(x: float) -> float:
    """y of the diagonal divider at x (card units)."""
    return 162 + (x - 60) * 26 / 130


def motifs(fig: Fig, poly, colour: str, step: float = 13, skip=lambda x, y: False):
    """Small diamonds strewn over a garment (a brocade), only where they can show."""
    out = []
    row = 0
    y = 110.0
    while y < 200:
        x = 60 + (step / 2 if row % 2 else 0)
        while x <= 190:
            if inside(poly, x, y) and y < diag_y(x) - 3 and not skip(x, y):
                out.append(use("mo", x=f(x), y=f(y)))
            x += step
        y += step * 0.8
        row += 1
    if out:
        fig.add(f'<g fill="{colour}" stroke="none">' + "".join(out) + "</g>")


def brocade(colour: str) -> str:
    return shade(colour, 0.7) if colour in (GOLD, "#e0a526") else shade(colour, 1.45)


def robe(fig: Fig, colour: str, outline=ROBE, pattern: bool = True):
    poly = sym(outline)
    fig.add(path(smooth(poly), colour))
    if pattern:
        motifs(fig, poly, brocade(colour), skip=lambda x, y: abs(x - 125) < 24 or x > 160)
    # a soft fold on the far side
    fig.add(
        path(
            "M176 140C183 156 186 176 186 200H194C194 176 190 156 182 140Z",
            "#000",
            stroke="none",
            opacity=".12",
        )
    )


def trim_line(fig: Fig, d: str, colour: str = GOLD, w: float = 4.4):
    fig.add(path(d, "none", stroke=INK, stroke_width=f(w + 2.6), stroke_linecap="round"))
    fig.add(path(d, "none", stroke=colour, stroke_width=f(w), stroke_linecap="round"))


def face(
    fig: Fig,
    *,
    hair: str,
    beard: str | None = None,
    female=False,
    moustache=False,
    goatee=False,
    young=False,
    forked=False,
):
    add = fig.add
    add(ellipse(106, 83, 3.6, 6, SKIN), ellipse(144, 83, 3.6, 6, SKIN))
    add(ellipse(125, 80, 18.5, 23.5, SKIN))
    if female or young:
        add(
            circle(114.5, 90, 4, "#f2a5a0", opacity=".5", stroke="none"),
            circle(135.5, 90, 4, "#f2a5a0", opacity=".5", stroke="none"),
        )
    for ex in (117.5, 132.5):
        add(
            ellipse(ex, 78, 3.8, 2.2, "#ffffff", stroke_width=".8"),
            circle(ex + 0.4, 78, 1.7, "#2b2420", stroke="none"),
        )
    brow = INK if female else shade(hair, 0.8)
    add(
        path(
            "M111.5 73Q117 69.5 122 72M128 72Q133 69.5 138.5 73",
            "none",
            stroke=brow,
            stroke_width="1.5" if female else "2.4",
            stroke_linecap="round",
        )
    )
    if female:
        add(path("M113.6 76.4L111.6 74.8M136.4 76.4L138.4 74.8", "none", stroke_width="1"))
    add(
        path(
            "M125.5 77C124.5 82 122.5 85.5 122 88C123.5 89.5 126.5 89.5 128.5 88.5",
            "none",
            stroke=SKIN_SHADE,
            stroke_width="1.5",
            stroke_linecap="round",
        )
    )
    if beard:
        tip = [(132, 118), (125, 121, "c")]
        if forked:
            tip = [(140, 114), (134, 126), (129, 135, "c"), (125, 127, "c")]
        b = sym(
            [(125, 91), (131, 90.5), (137.5, 87), (143, 80, "c"), (144.5, 94), (142, 106)] + tip
        )
        add(path(smooth(b), beard))
        add(
            path(
                "M128 104C128 110 127 114 125 118M122 104C122 110 123 114 125 118"
                "M134 102C135 108 134 112"
                " 132 116M116 102C115 108 116 112 118 116",
                "none",
                stroke=shade(beard, 0.75),
                stroke_width=".9",
            )
        )
        add(
            path(
                "M125 93C130 89.5 137 90 141.5 96.5C135.5 94.5 130.5 95.5 125 96.5"
                "C119.5 95.5 114.5 94.5 108.5 96.5C113 90 120 89.5 125 93Z",
                beard,
            )
        )
        add(ellipse(125, 99.5, 4.5, 1.8, "#8f2d2a", stroke="none"))
        return
    lip = "#cc4a55" if female else "#b86a60"
    add(
        path(
            "M119.5 96.5C122 95.3 128 95.3 130.5 96.5C128.5 99.8 121.5 99.8 119.5 96.5Z",
            lip,
            stroke="none",
        )
    )
    add(
        path(
            "M119.5 96.5C122 97.3 128 97.3 130.5 96.5", "none", stroke="#7a3a34", stroke_width=".8"
        )
    )
    if moustache:
        add(
            path(
                "M125 93C129.5 90.5 135 91 139.5 95C134 93.8 129.5 94.8 125 95.3"
                "C120.5 94.8 116 93.8 110.5 95C115 91 120.5 90.5 125 93Z",
                hair,
            )
        )
    if goatee:
        add(
            path(
                "M125 101C128.5 101 130 103 129.5 106C128.5 111 126.5 114 125 116"
                "C123.5 114 121.5 111"
                " 120.5 106C120 103 121.5 101 125 101Z",
                hair,
            )
        )


# ---- head-wear


def crown_king(fig: Fig, jewel_a=RED, jewel_b=BLUE):
    fig.add(path("M104.5 62L102 33L113 45L119 27L125 41L131 27L137 45L148 33L145.5 62Z", GOLD))
    fig.add(path("M104.5 62L104 52H146L145.5 62Z", GOLD_DARK))
    for x, y in ((102, 33), (119, 27), (131, 27), (148, 33)):
        fig.add(circle(x, y, 3.2, GOLD))
    fig.add(circle(125, 41, 2.6, jewel_a))
    fig.add(
        ellipse(113, 57, 2.4, 2.4, jewel_a, stroke_width=".9"),
        ellipse(125, 57, 3.4, 2.6, jewel_b, stroke_width=".9"),
        ellipse(137, 57, 2.4, 2.4, jewel_a, stroke_width=".9"),
    )


def crown_arched(fig: Fig, velvet=RED):
    """A closed (imperial) crown for the German kings."""
    fig.add(path("M106 56C104 40 112 30 125 30C138 30 146 40 144 56Z", velvet))
    fig.add(
        path(
            "M106 56C105 42 112 33 125 30C138 33 145 42 144 56",
            "none",
            stroke=INK,
            stroke_width="5.6",
        )
    )
    fig.add(
        path(
            "M106 56C105 42 112 33 125 30C138 33 145 42 144 56M125 30V56",
            "none",
            stroke=GOLD,
            stroke_width="3",
        )
    )
    fig.add(circle(125, 24, 5, GOLD))
    fig.add(
        path(
            "M125 19V11M121.5 14.5H128.5",
            "none",
            stroke=GOLD_DARK,
            stroke_width="2.6",
            stroke_linecap="round",
        )
    )
    fig.add(path("M103 66L102.5 53H147.5L147 66Z", GOLD))
    for x in (110, 125, 140):
        fig.add(
            ellipse(
                x, 59.5, 3.2 if x == 125 else 2.5, 2.6, BLUE if x == 125 else RED, stroke_width=".9"
            )
        )
    for x in (103, 147):
        fig.add(circle(x, 52, 2.8, GOLD))


def tiara(fig: Fig, jewel=RED):
    fig.add(path("M108 55L107 44L115 49L119.5 39L125 33L130.5 39L135 49L143 44L142 55Z", GOLD))
    fig.add(path("M108 55L108 50.5H142L142 55Z", GOLD_DARK))
    for x, y in ((107, 44), (125, 33), (143, 44)):
        fig.add(circle(x, y, 2.6, "#fdf3d8"))
    fig.add(path("M125 38L128.5 44L125 50L121.5 44Z", jewel, stroke_width="1"))


def fringe(fig: Fig, colour: str):
    fig.add(
        path(
            "M106 77C103 58 113 50 125 50C137 50 147 58 144 77C141 65 133 59 125 61"
            "C117 59 109 65 106 77Z",
            colour,
        )
    )
    fig.add(path("M125 51V60", "none", stroke=shade(colour, 0.7), stroke_width="1"))


def beret(fig: Fig, colour: str, band: str, plume: str):
    fig.add(path("M151 54C148 36 132 24 108 26C122 31 134 40 141 56Z", plume))
    fig.add(
        path("M146 54C142 40 130 31 114 28", "none", stroke=shade(plume, 0.7), stroke_width="1")
    )
    fig.add(path("M97 60C92 47 108 37 127 37C147 37 160 45 155 58C140 63 112 63 97 60Z", colour))
    fig.add(
        path(
            "M104 48C112 42 124 40 136 41",
            "none",
            stroke=shade(colour, 1.35),
            stroke_width="2",
            stroke_linecap="round",
        )
    )
    fig.add(path("M99 58C114 63 140 63 154 56L154 62C140 68 114 68 99 64Z", band))
    fig.add(circle(148, 60.5, 3, GOLD))


def cap(fig: Fig, colour: str, band: str, plume: str):
    """Unter's small flat cap with a short feather to the left."""
    fig.add(path("M108 52C98 42 92 30 94 18C100 28 108 38 116 46Z", plume))
    fig.add(path("M110 49C102 40 97 30 95 22", "none", stroke="#ffffff", stroke_width="1"))
    fig.add(path("M103 61C100 49 110 42 125 42C140 42 150 49 147 61C138 64 112 64 103 61Z", colour))
    fig.add(path("M103 59C114 62 136 62 147 59L147 64C136 67 114 67 103 64Z", band))


def landsknecht_hat(fig: Fig, colour: str, plume_a: str, plume_b: str):
    """Ober's wide slashed hat with two big plumes sweeping to the right."""
    fig.add(path("M140 44C150 26 166 14 186 12C176 20 160 30 148 48Z", plume_b))
    fig.add(path("M146 50C160 36 176 32 188 34C180 40 164 46 150 56Z", plume_a))
    fig.add(
        path(
            "M142 46C154 30 168 20 182 15M148 52C162 42 174 37 185 35",
            "none",
            stroke="#ffffff",
            stroke_width="1",
        )
    )
    fig.add(path("M94 62C92 54 104 48 125 46C146 44 160 48 158 56C150 62 110 66 94 62Z", colour))
    fig.add(
        path(
            "M104 56C100 42 112 34 126 34C140 34 150 40 149 52C134 57 116 58 104 56Z",
            shade(colour, 1.2),
        )
    )
    for x in (112, 122, 132, 142):
        fig.add(
            path(
                f"M{x} 40V55",
                "none",
                stroke=shade(colour, 0.7),
                stroke_width="2.2",
                stroke_linecap="round",
            )
        )


# ---- garments


def ermine(fig: Fig, fur=WHITE, spots=BLACK):
    d = smooth(
        sym(
            [
                (125, 117, "c"),
                (139, 112, "c"),
                (160, 116),
                (177, 125),
                (186, 138, "c"),
                (166, 147),
                (146, 152),
                (125, 153, "c"),
            ]
        )
    )
    fig.add(path(d, fur))
    for x, y in (
        (84, 132),
        (98, 139),
        (112, 146),
        (138, 146),
        (152, 139),
        (166, 132),
        (93, 124),
        (157, 124),
        (176, 138),
        (74, 138),
    ):
        fig.add(use("et", x=f(x), y=f(y), fill=spots))


def fur_collar(fig: Fig, colour="#7a5535"):
    pts = sym(
        [
            (125, 117, "c"),
            (139, 112, "c"),
            (160, 115),
            (176, 122),
            (183, 132, "c"),
            (166, 140),
            (146, 145),
            (125, 146, "c"),
        ]
    )
    d = smooth(pts)
    fig.add(path(d, colour))
    tufts = []
    for k, y in enumerate(range(118, 148, 6)):
        for x in range(62 + 3 * (k % 2), 190, 7):
            if y < 124 and abs(x - 125) < 20:
                continue
            if inside(pts, x, y) and inside(pts, x + 4, y - 4):
                tufts.append(f"M{x} {y}q1 -3 4 -4")
    fig.add(
        path("".join(tufts), "none", stroke="#c9a27a", stroke_width=".9", stroke_linecap="round")
    )


def tunic_v(fig: Fig, colour: str, trim=GOLD):
    fig.add(path("M114 120H136L150 200H100Z", colour))
    fig.add(
        f'<g fill="{brocade(colour)}" stroke="none">'
        + "".join(use("mo", x="125", y=f(y)) for y in range(150, 196, 12))
        + "</g>"
    )
    trim_line(fig, "M114 121L101 200M136 121L149 200", trim)


def chain(fig: Fig, y0=150):
    pts = []
    for k in range(11):
        a = math.pi * (0.08 + 0.84 * k / 10)
        pts.append((125 + 36 * math.cos(a), y0 + 14 * math.sin(a)))
    for x, y in pts:
        fig.add(circle(x, y, 2.3, GOLD, stroke_width=".8"))
    fig.add(circle(125, y0 + 21, 5, GOLD, stroke_width="1"))
    fig.add(circle(125, y0 + 21, 2.2, RED, stroke="none"))


def ruff(fig: Fig):
    for k in range(9):
        a = math.pi * (0.05 + 0.9 * k / 8)
        fig.add(circle(125 + 22 * math.cos(a), 114 + 8 * math.sin(a), 6, WHITE, stroke_width="1"))


def slashes(fig: Fig, colour: str, xs=(92, 108, 142, 158), y0=128, y1=200):
    for x in xs:
        fig.add(
            path(
                f"M{x} {y0 + 4}V{y1}",
                "none",
                stroke=INK,
                stroke_width="7.4",
                stroke_linecap="round",
            )
        )
        fig.add(
            path(
                f"M{x} {y0 + 4}V{y1}",
                "none",
                stroke=colour,
                stroke_width="4.8",
                stroke_linecap="round",
            )
        )


def lacing(fig: Fig, y0=128):
    fig.add(path(f"M119 {y0}H131V200H119Z", WHITE))
    d = "".join(f"M119 {y}L131 {y + 8}M131 {y}L119 {y + 8}" for y in range(y0 + 2, 196, 10))
    fig.add(path(d, "none", stroke=INK, stroke_width="1.1"))


# ---- the held attribute (viewer's right); the hand is drawn by grip()


def sleeve(fig: Fig, colour: str):
    fig.add(
        path(
            "M178 126C188 138 194 158 194 190H160C160 182 161 176 162 170H181"
            "C183 154 182 140 178 126Z",
            shade(colour, 0.8),
        )
    )


def grip(fig: Fig, cuff: str, x: float = HAND[0], y: float = HAND[1]):
    fig.add(ellipse(x, y, 7.6, 7, SKIN))
    fig.add(
        path(
            f"M{f(x - 7)} {f(y - 2)}H{f(x + 5)}M{f(x - 7)} {f(y + 1.6)}H{f(x + 5)}",
            "none",
            stroke=SKIN_SHADE,
            stroke_width="1",
        )
    )
    fig.add(rect(x - 11, y + 7, 22, 8, cuff, rx=3))


def sword(fig: Fig, x=HAND[0]):
    fig.add(path(f"M{x - 3.5} 142V36L{x} 23L{x + 3.5} 36V142Z", "#e3e7ec"))
    fig.add(path(f"M{x} 34V140", "none", stroke="#9aa3ad", stroke_width="1.2"))
    fig.add(rect(x - 3.2, 146, 6.4, 22, "#6b3d1c"))
    fig.add(rect(x - 13, 141, 26, 6, GOLD, rx=3))


def sceptre(fig: Fig, x=HAND[0], top="orb", emblem: str | None = None):
    fig.add(rect(x - 2.8, 40, 5.6, 135, GOLD))
    for y in (70, 110, 140):
        fig.add(rect(x - 4.5, y, 9, 4, GOLD_DARK, rx=1.5))
    if emblem:
        fig.add(rect(x - 6, 40, 12, 5, GOLD_DARK, rx=2))
        fig.add(use(emblem, transform=place(x, 26, 26)))
    elif top == "orb":
        fig.add(circle(x, 36, 9.5, GOLD))
        fig.add(path(f"M{x - 9.5} 36H{x + 9.5}M{x} 26.5V45.5", "none", stroke_width="1.6"))
        fig.add(path(f"M{x} 26.5V19M{x - 4} 22H{x + 4}", "none", stroke_width="2.4"))
    else:  # lily
        fig.add(path(f"M{x} 16C{x + 5} 23 {x + 5} 31 {x} 40C{x - 5} 31 {x - 5} 23 {x} 16Z", GOLD))
        fig.add(
            path(
                f"M{x} 40C{x + 4} 30 {x + 14} 28 {x + 12} 38C{x + 9} 36 {x + 5} 38 {x} 42"
                f"C{x - 5} 38 {x - 9} 36 {x - 12} 38C{x - 14} 28 {x - 4} 30 {x} 40Z",
                GOLD,
            )
        )
        fig.add(rect(x - 7, 41, 14, 4, GOLD_DARK, rx=1.5))


def axe(fig: Fig, x=HAND[0]):
    fig.add(rect(x - 2.6, 26, 5.2, 150, "#7a4a22"))
    fig.add(
        path(
            f"M{x + 2} 40C{x + 14} 32 {x + 19} 40 {x + 17} 56C{x + 19} 70 {x + 14} 78 {x + 2} 70Z",
            "#e3e7ec",
        )
    )
    fig.add(
        path(
            f"M{x + 6} 44C{x + 12} 46 {x + 14} 60 {x + 6} 66",
            "none",
            stroke="#9aa3ad",
            stroke_width="1.2",
        )
    )
    fig.add(path(f"M{x - 2} 48L{x - 12} 44L{x - 2} 58Z", "#e3e7ec"))
    fig.add(path(f"M{x - 2.6} 26L{x} 15L{x + 2.6} 26Z", "#e3e7ec"))


def halberd(fig: Fig, x=HAND[0], tassel=RED):
    fig.add(rect(x - 2.4, 30, 4.8, 146, "#7a4a22"))
    fig.add(path(f"M{x} 11L{x + 4} 30H{x - 4}Z", "#e3e7ec"))
    fig.add(
        path(
            f"M{x + 2} 32C{x + 12} 30 {x + 17} 36 {x + 16} 49C{x + 10} 44 {x + 6} 46 {x + 2} 51Z",
            "#e3e7ec",
        )
    )
    fig.add(path(f"M{x - 2} 36L{x - 13} 40L{x - 2} 46Z", "#e3e7ec"))
    fig.add(path(f"M{x - 2.4} 54L{x - 6} 66L{x} 60L{x + 6} 66L{x + 2.4} 54Z", tassel))


def flower(fig: Fig, x=HAND[0] - 2, petal="#d23a5a", centre=GOLD):
    fig.add(
        path(
            f"M{x} 176C{x + 1} 160 {x + 2} 140 {x} 116", "none", stroke="#2f7d32", stroke_width="3"
        )
    )
    fig.add(
        path(
            f"M{x + 1} 138C{x + 10} 130 {x + 16} 132 {x + 18} 126"
            f"C{x + 10} 124 {x + 4} 128 {x + 1} 138Z",
            "#3f9b3f",
        )
    )
    fig.add(
        path(
            f"M{x - 1} 130C{x - 10} 122 {x - 16} 124 {x - 18} 118"
            f"C{x - 10} 116 {x - 4} 120 {x - 1} 130Z",
            "#3f9b3f",
        )
    )
    for k in range(5):
        a = -math.pi / 2 + k * 2 * math.pi / 5
        fig.add(circle(x + 6.5 * math.cos(a), 107 + 6.5 * math.sin(a), 5.8, petal))
    fig.add(circle(x, 107, 4, centre))


# ---- whole figures


def french_figure(s: str, r: str, pal: dict) -> Fig:
    fig = Fig(pal)
    p, q, t = pal["p"], pal["q"], pal["t"]
    hair = pal["hair"]["KQJ".index(r)]
    attribute = pal["attr"]["KQJ".index(r)]
    if r == "K":
        hair_back(fig, "king", hair)
        neck(fig)
        robe(fig, p)
        tunic_v(fig, q)
        sleeve(fig, p)
        ermine(fig)
        face(fig, hair=hair, beard=hair)
        crown_king(fig, t, RED if t != RED else BLUE)
    elif r == "Q":
        hair_back(fig, "long", hair)
        robe(fig, p, ROBE_LOW)
        fig.add(path("M116 128L134 128L130 200H120Z", q))
        fig.add(
            f'<g fill="{brocade(q)}" stroke="none">'
            + "".join(use("mo", x="125", y=f(y)) for y in range(140, 196, 12))
            + "</g>"
        )
        sleeve(fig, p)
        neck(fig, low=True)
        trim_line(fig, "M110 117C114 126 120 132 125 133C130 132 136 126 140 117", GOLD, 3.6)
        for k in range(9):
            a = math.pi * (0.15 + 0.7 * k / 8)
            fig.add(
                circle(
                    125 + 12 * math.cos(a), 112 + 9 * math.sin(a), 1.9, "#fbf7ee", stroke_width=".8"
                )
            )
        fig.add(path("M125 121.5L127.5 125L125 128.5L122.5 125Z", t, stroke_width=".8"))
        face(fig, hair=hair, female=True)
        fringe(fig, hair)
        tiara(fig, t)
    else:
        hair_back(fig, "short", hair)
        neck(fig)
        robe(fig, p, ROBE_PUFF, pattern=False)
        slashes(fig, q)
        sleeve(fig, p)
        ruff(fig)
        face(fig, hair=hair, young=True, moustache=pal.get("moustache", False))
        beret(fig, pal.get("cap", p), t, pal.get("plume", q))
    {
        "sword": sword,
        "sceptre": sceptre,
        "lily": lambda fg: sceptre(fg, top="lily"),
        "axe": axe,
        "halberd": halberd,
        "flower": lambda fg: flower(fg, petal=pal["petal"]),
    }[attribute](fig)
    grip(fig, q if r != "J" else t)
    return fig


def german_figure(s: str, r: str, pal: dict) -> Fig:
    fig = Fig(pal)
    p, q, t = pal["p"], pal["q"], pal["t"]
    hair = pal["hair"]["KQJ".index(r)]
    emblem = f"p{s}"
    if r == "K":
        hair_back(fig, "king", hair)
        neck(fig)
        robe(fig, p)
        tunic_v(fig, q)
        sleeve(fig, p)
        fur_collar(fig)
        chain(fig)
        face(fig, hair=hair, beard=hair, forked=True)
        crown_arched(fig, t)
        sceptre(fig, emblem=emblem)
        grip(fig, q)
    elif r == "Q":  # Ober: suit symbol held high
        hair_back(fig, "bob", hair)
        neck(fig)
        robe(fig, p, ROBE_PUFF, pattern=False)
        slashes(fig, q, xs=(100, 150, 168))
        fig.add(path("M110 116C118 124 132 124 140 116L142 126C132 132 118 132 108 126Z", WHITE))
        # raised left arm
        fig.add(
            path(
                "M72 150C64 128 68 104 76 84H95C96 100 100 112 110 124C104 136 96 146 90 152Z",
                shade(p, 0.85),
            )
        )
        for d in ("M80 96C78 110 78 124 80 138", "M89 96C89 108 91 120 96 132"):
            fig.add(
                path(d, "none", stroke=INK, stroke_width="6.6", stroke_linecap="round"),
                path(d, "none", stroke=q, stroke_width="4", stroke_linecap="round"),
            )
        fig.add(rect(72, 78, 26, 8, t, rx=3))
        fig.add(ellipse(85, 71, 8, 7.4, SKIN))
        fig.add(use(emblem, transform=place(85, 46, 38)))
        fig.add(path("M78 68.5H92M78 72H92", "none", stroke=SKIN_SHADE, stroke_width="1"))
        face(fig, hair=hair, moustache=True, goatee=True)
        landsknecht_hat(fig, t, WHITE, q)
    else:  # Unter: suit symbol held low
        hair_back(fig, "short", hair)
        neck(fig)
        robe(fig, p, ROBE, pattern=False)
        fig.add(path("M102 118C112 128 138 128 148 118L150 128C138 138 112 138 100 128Z", q))
        lacing(fig, 130)
        sleeve(fig, p)
        # lowered left hand with the emblem
        fig.add(
            path(
                "M80 128C72 140 70 154 72 170H96C100 160 104 152 110 146C100 140 90 134 80 128Z",
                shade(p, 0.8),
            )
        )
        fig.add(ellipse(101, 152, 7.4, 7, SKIN))
        fig.add(use(emblem, transform=place(85, 143, 40)))
        face(fig, hair=hair, young=True)
        cap(fig, q, t, p)
        halberd(fig, tassel=t)
        grip(fig, q)
    return fig


# palettes per suit: p garment, q second colour, t trim/jewels; hair of K, Q/O, J/U
FRENCH_PAL = {
    "C": dict(
        p=BLUE,
        q=GOLD,
        t=RED,
        hair=("#ece7dc", "#6b4423", "#2d2a26"),
        attr=("sceptre", "flower", "halberd"),
        petal="#8a56c2",
        cap=RED,
        plume=WHITE,
    ),
    "S": dict(
        p="#2d2d36",
        q=RED,
        t=GOLD,
        hair=("#8a8378", "#22201e", "#a0642a"),
        attr=("sword", "lily", "halberd"),
        moustache=True,
        cap="#2d2d36",
        plume=RED,
    ),
    "D": dict(
        p=GOLD,
        q=RED,
        t=BLUE,
        hair=("#c9c2b5", "#b5602b", "#5a3a1e"),
        attr=("axe", "flower", "sword"),
        petal="#e25a2a",
        cap=BLUE,
        plume=WHITE,
        moustache=True,
    ),
    "H": dict(
        p=RED,
        q=GOLD,
        t=BLUE,
        hair=("#f4efe6", "#e0b65a", "#7a4a24"),
        attr=("sword", "flower", "halberd"),
        petal="#d23a5a",
        cap=RED,
        plume=GOLD,
    ),
}
GERMAN_PAL = {
    # garments contrast with the suit colour, so the held emblem stands out
    "C": dict(p="#36708a", q=GOLD, t=RED, hair=("#e9e4da", "#3a2a1c", "#9a5a22")),
    "S": dict(p=RED, q=GOLD, t=BLUE, hair=("#b8b2a6", "#6b4423", "#2d2a26")),
    "D": dict(p="#2f6f3a", q=RED, t=GOLD, hair=("#d8d2c6", "#8a5a2a", "#c08040")),
    "H": dict(p=BLUE, q=GOLD, t=RED, hair=("#f4efe6", "#5a3a1e", "#b5602b")),
}


def court_card(deck: Deck, s: str, r: str, fig: Fig, *, frame_symbol: bool, bg: str) -> str:
    x0, y0, x1, y1 = FRAME
    body = [rect(x0, y0, x1 - x0, y1 - y0, bg, rx=6)]
    half_id = f"h{s}{r}"
    inner = ""
    if frame_symbol:
        inner += deck.suit_use(s, 82, 40, 30)
    inner += f'<g stroke="{INK}" stroke-width="1.4" stroke-linejoin="round">' + fig.svg() + "</g>"
    body.append(
        f'<g id="{half_id}" transform="rotate({f(DIAG_DEG)} {f(CX)} {f(CY)})">'
        '<svg x="-300" y="-400" width="850" height="575" viewBox="-300 -400 850 575">'
        f'<g transform="rotate({f(-DIAG_DEG)} {f(CX)} {f(CY)})">{inner}</g></svg></g>'
    )
    body.append(use(half_id, transform=f"rotate(180 {f(CX)} {f(CY)})"))
    body.append(use("mat", fill=deck.card_fill))
    ink = paint("stroke", deck.ink(s))
    body.append(path(DIVIDER, "none", **ink, stroke_width="1.4"))
    body.append(rect(x0, y0, x1 - x0, y1 - y0, "none", rx=6, **ink, stroke_width="1.8"))
    return "".join(body)


class FrenchDeck(Deck):
    name = "French"
    index_letters = FRENCH_INDEX
    index_by_lang = FRENCH_INDEX_BY_LANG

    def ink(self, s: str) -> str:
        return f"var(--suit-{s},{FRENCH_COLOURS[s]})"

    def base_defs(self):
        d = super().base_defs()
        for s in SUITS:
            d.append(path(FRENCH_SUIT_D[s], id="p" + s, **paint("fill", self.ink(s))))
        return d + court_defs()

    def ace(self, s: str) -> str:
        ink = self.ink(s)
        return self.suit_use(s, CX, CY, 132) + ace_flourish(ink)

    def court(self, s: str, r: str) -> str:
        return court_card(
            self, s, r, french_figure(s, r, FRENCH_PAL[s]), frame_symbol=True, bg="#fdf8ee"
        )

    def back(self) -> str:
        return make_back(self, "back", "var(--card-back,#7d1d2c)")


def ace_flourish(ink: str) -> str:
    """Small ornaments above and below the big ace symbol."""
    d = (
        "M132 72C142 63 156 61 166 66C174 70 172 80 165 79C159 78 159 71 165 71"
        "M118 72C108 63 94 61 84 66C76 70 78 80 85 79C91 78 91 71 85 71"
        "M134 76C142 80 150 81 156 78M116 76C108 80 100 81 94 78"
    )
    one = path(d, "none", **paint("stroke", ink), stroke_width="2", stroke_linecap="round")
    dot = path("M125 66L130 73L125 80L120 73Z", **paint("fill", ink))
    return (
        f'<g opacity=".75">{one}{dot}<g transform="rotate(180 {f(CX)} {f(CY)})">{one}{dot}</g></g>'
    )


def court_defs() -> list[str]:
    return [
        # the card outside the court frame, painted over what spills out of it
        '<path id="mat" fill-rule="evenodd" d="M46 2H204V348H46Z'
        "M66 14H184A6 6 0 0 1 190 20V330A6 6 0 0 1 184 336H66"
        'A6 6 0 0 1 60 330V20A6 6 0 0 1 66 14Z"/>',
        '<path id="mo" d="M0 -2.6L2.2 0L0 2.6L-2.2 0Z"/>',
        '<path id="et" d="M0 -2.2C1.2 -.8 1 1.4 0 3.4C-1 1.4 -1.2 -.8 0 -2.2'
        'ZM-2 -3.2A.9 .9 0 1 0 -2 -3.1ZM2 -3.2A.9 .9 0 1 0 2 -3.1ZM0 -4.4A.9 .9 0 1 0 0 -4.3Z"/>',
    ]


def make_back(deck: Deck, sid: str, colour: str) -> str:
    out = [f'<symbol id="{sid}" viewBox="0 0 {W} {H}">', use("card")]
    out.append(rect(11, 11, W - 22, H - 22, rx=9, **paint("fill", colour)))
    out.append(use("lattice"))
    out.append(
        rect(
            17, 17, W - 34, H - 34, "none", rx=6, stroke="#f1d9a0", stroke_width="1.5", opacity=".8"
        )
    )
    out.append(
        rect(
            21, 21, W - 42, H - 42, "none", rx=4, stroke="#f1d9a0", stroke_width=".8", opacity=".6"
        )
    )
    out.append(ellipse(CX, CY, 58, 78, "#fbf3df", stroke="#f1d9a0", stroke_width="3"))
    out.append(ellipse(CX, CY, 52, 72, "none", **paint("stroke", colour), stroke_width="1.5"))
    for i, s in enumerate("CSDH"):
        a = -math.pi / 2 + i * math.pi / 2
        x, y = CX + 27 * math.cos(a), CY + 38 * math.sin(a)
        out.append(deck.suit_use(s, x, y, 30))
    out.append(
        path(
            f"M{f(CX)} {f(CY - 10)}L{f(CX + 7)} {f(CY)}L{f(CX)} {f(CY + 10)}L{f(CX - 7)} {f(CY)}Z",
            **paint("fill", colour),
        )
    )
    out.append("</symbol>")
    return "".join(out)


def lattice_def() -> str:
    """Diamond lattice of the backs, clipped by a nested <svg> viewport."""
    x0, y0, w, h = 17, 17, W - 34, H - 34
    lines = []
    for c in range(-h, w + 1, 16):
        lines.append(f"M{x0 + c} {y0}l{h} {h}M{x0 + c + h} {y0}l{-h} {h}")
    d = "".join(lines)
    return (
        f'<svg id="lattice" x="{x0}" y="{y0}" width="{w}" height="{h}" '
        f'viewBox="{x0} {y0} {w} {h}">'
        f'<path d="{d}" fill="none" stroke="#fff" stroke-opacity=".22"/>'
        f'<path d="{d}" fill="none" stroke="#f1d9a0" stroke-opacity=".6" stroke-width="3.2" '
        'stroke-linecap="round" stroke-dasharray="0 11.3137"/>'
        "</svg>"
    )


def wreath_def() -> str:
    """A laurel wreath framing the German Daus (ace)."""
    stems, leaves = [], []
    cx, cy, rx, ry = CX, 172, 70, 96
    for side in (1, -1):
        pts = []
        for k in range(12):
            th = math.radians(84 - k * 10)
            x, y = cx + side * rx * math.cos(th), cy + ry * math.sin(th)
            pts.append((x, y))
            # tangent direction (pointing along the branch, upwards)
            tx, ty = side * rx * math.sin(th), -ry * math.cos(th)
            ang = math.degrees(math.atan2(ty, tx))
            for off in (-38, 38):
                a = math.radians(ang + off * side)
                lx, ly = x + 7 * math.cos(a), y + 7 * math.sin(a)
                leaves.append(
                    ellipse(
                        lx,
                        ly,
                        8,
                        3.3,
                        None,
                        transform=f"rotate({f(ang + off * side)} {pt(lx, ly)})",
                    )
                )
        stems.append(smooth(pts, closed=False))
    return (
        '<g id="wreath" stroke="#3b2410" stroke-width="1">'
        f'<path d="{"".join(stems)}" fill="none" stroke-width="2.4"/>'
        f'<g fill="#7aa444">{"".join(leaves)}</g>'
        '<path d="M125 262C116 254 106 256 104 264C110 266 118 266 125 262C132 266 140 266 146 264'
        'C144 256 134 254 125 262Z" fill="#c8102e"/>'
        '<path d="M122 262L114 282L120 279L123 285L125 264'
        'ZM128 262L136 282L130 279L127 285L125 264Z" '
        'fill="#c8102e"/><circle cx="125" cy="262" r="4" fill="#e0303c"/></g>'
    )


class GermanDeck(Deck):
    name = "German"
    index_letters = GERMAN_INDEX
    pip_size = 48
    pip_size_dense = 44
    index_suit_size = 46
    card_fill = "#fffdf6"

    def ink(self, s: str) -> str:
        return GERMAN_INK[s]

    def base_defs(self):
        d = super().base_defs()
        for s in SUITS:
            d.append(f'<g id="p{s}">{german_suit(s)}</g>')
        return d + court_defs() + [wreath_def()]

    def ace(self, s: str) -> str:
        return use("wreath") + self.suit_use(s, CX, CY - 8, 138)

    def court(self, s: str, r: str) -> str:
        return court_card(
            self, s, r, german_figure(s, r, GERMAN_PAL[s]), frame_symbol=(r == "K"), bg="#fbf3e0"
        )

    def back(self) -> str:
        return make_back(self, "back", "var(--card-back-german,#1f4e3d)")


PREVIEW_HAND = "C7 CT CJ CA SQ SK D9 DT HJ HA".split()
PREVIEW_HAND_12 = "C7 C9 CT CJ CA SQ SK D9 DT HJ HQ HA".split()


def card_tag(deck: str, cid: str) -> str:
    box = "0 0 100 100" if cid.startswith("suit-") else f"0 0 {W} {H}"
    return f'<svg viewBox="{box}" aria-hidden="true"><use href="#{deck}-{cid}"/></svg>'


# The preview reads the sprites into itself, as the built page has them (build.py), so
# cards.css's classes reach them.
PREVIEW_SCRIPT = """\
<script type="module">
const sprites = document.querySelector(".card-sprites");
for (const deck of ["french", "german"]) {
  const response = await fetch(`${deck}.svg`);
  sprites.insertAdjacentHTML("beforeend", await response.text());
}
</script>"""


def preview_html() -> str:
    """A static page showing every card of both decks (its script reads in the sprites)."""

    def deck(name: str, cls: str = "") -> str:
        rows = []
        for s in SUITS:
            rows.append(
                '<div class="row">' + "".join(card_tag(name, s + r) for r in RANKS) + "</div>"
            )
        c = f' class="{cls}"' if cls else ""
        return f"<div{c}>\n" + "\n".join(rows) + "\n</div>"

    def hand(name: str, cards, cls: str) -> str:
        return f'<div class="hand {cls}">' + "".join(card_tag(name, c) for c in cards) + "</div>"

    suits = "".join(card_tag(d, "suit-" + s) for d in ("french", "german") for s in SUITS)
    parts = [
        "<!DOCTYPE html>",
        '<html lang="de">',
        "<head>",
        '<meta charset="utf-8">',
        '<meta name="viewport" content="width=device-width, initial-scale=1">',
        "<title>Preferanzen - Kartenbilder / card art preview</title>",
        '<link rel="stylesheet" href="cards.css">',
        "<style>",
        "body { font-family: sans-serif; background: #1f5a3a; color: #f4efe2; margin: 16px; }",
        "h2 { font-size: 16px; font-weight: 600; margin: 18px 0 8px; }",
        ".row { display: flex; flex-wrap: wrap; gap: 8px; margin-bottom: 8px; }",
        ".row svg { width: 120px; height: 168px; filter: drop-shadow(0 2px 2px rgba(0,0,0,.35)); }",
        ".suits svg { width: 44px; height: 44px; "
        "background: #fbf7ee; border-radius: 8px; padding: 4px; }",
        ".hand { display: flex; width: 375px; padding: 6px 0; "
        "margin-bottom: 8px; outline: 1px dashed #8fb; }",
        ".hand svg { flex: none; width: 68px; height: 95.2px; margin-right: -34.5px;",
        "  filter: drop-shadow(-1px 1px 1.5px rgba(0,0,0,.45)); }",
        ".hand.twelve svg { width: 64px; height: 89.6px; margin-right: -36.3px; }",
        "small { opacity: .75; font-weight: 400; }",
        "</style>",
        "</head>",
        "<body>",
        "<!-- Generated by tools/make_cards.py. Serve this folder over http (for example",
        "     python3 -m http.server): browsers refuse to fetch the sprites on file://. -->",
        '<div class="card-sprites"></div>',
        "<h2>Französisches Blatt / French deck <small>two colours (default)</small></h2>",
        deck("french"),
        '<h2>Französisches Blatt, vierfarbig <small>class="four-color"</small></h2>',
        deck("french", "four-color"),
        '<h2>Vierfarbig, Turnierfarben <small>class="four-color-skat"</small></h2>',
        deck("french", "four-color-skat"),
        "<h2>Deutsches Blatt / German deck</h2>",
        deck("german"),
        "<h2>Rückseiten und Farbsymbole <small>back, suit-C .. suit-H</small></h2>",
        '<div class="row">' + card_tag("french", "back") + card_tag("german", "back") + "</div>",
        f'<div class="row suits">{suits}</div>',
        f'<div class="row suits four-color">{suits}</div>',
        "<h2>Handy, 375 px: 10 und 12 Karten <small>phone hand mock</small></h2>",
        hand("french", PREVIEW_HAND, ""),
        hand("french", PREVIEW_HAND_12, "twelve four-color"),
        hand("german", PREVIEW_HAND, ""),
        hand("german", PREVIEW_HAND_12, "twelve"),
        PREVIEW_SCRIPT,
        "</body>",
        "</html>",
        "",
    ]
    return "\n".join(parts)


def build_all() -> dict[str, str]:
    """Every generated file of web/cards, by name."""
    out = {}
    for cls, fname in ((FrenchDeck, "french.svg"), (GermanDeck, "german.svg")):
        deck = cls()
        deck.defs.append(lattice_def())
        out[fname] = deck.build()
    out["preview.html"] = preview_html()
    return out


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--out", type=Path, default=OUT_DIR, help="output folder (default web/cards)")
    ap.add_argument("--check", action="store_true", help="only compare with the files on disk")
    a = ap.parse_args(argv)
    files = build_all()
    bad = []
    for name, text in files.items():
        target = a.out / name
        data = text.encode("utf-8")
        if a.check:
            if not target.exists() or target.read_bytes() != data:
                bad.append(name)
        else:
            a.out.mkdir(parents=True, exist_ok=True)
            target.write_bytes(data)
            print(f"wrote {target} ({len(data)} bytes)")
    if bad:
        print("out of date: " + ", ".join(bad) + " (run tools/make_cards.py)", file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
