"""Draw the app icons into web/icons/: icon.svg, then PNGs rendered by headless Chromium.

    python tools/make_icons.py

Our own drawing (a card with a heart over a second card's back, on the table's green felt),
dedicated to the public domain under CC0 1.0 (see web/icons/README.md). The PNGs are
committed; run this again only after changing the drawing. Development tools only (the
build never needs them): Playwright and a Chromium (Debian's /usr/bin/chromium, or
CHROMIUM=/path) to render, and from PyPI ``pillow``, ``imagequant`` and ``pyoxipng`` to
shrink each PNG: a 32-colour palette with light dithering (the felt's gradient stays
smooth) and a lossless oxipng pass. That takes icon-512 from 124 KB to about 16 KB.

Only the PNGs that browsers and app stores require are made: 192 and 512 (manifest,
"any"), a 512 maskable (full-bleed felt, drawing inside the 80 % safe zone) and the
180 px apple-touch-icon; everything else uses icon.svg.
"""

from __future__ import annotations

import io
import os
from pathlib import Path

from playwright.sync_api import sync_playwright

ICONS = Path(__file__).resolve().parent.parent / "web" / "icons"
HEART = (
    "M50 88C20 66 4 49 4 31C4 16 15 6 28 6C38 6 46 12 50 21C54 12 62 6 72 6"
    "C85 6 96 16 96 31C96 49 80 66 50 88Z"
)


def svg(maskable: bool = False) -> str:
    """The icon on a 512 box; maskable: full-bleed felt, drawing inside the 80 % safe zone."""
    corner = 0 if maskable else 104
    scale = 0.8 if maskable else 1.0
    return f"""<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 512 512">
  <title>Preferanzen</title>
  <defs>
    <radialGradient id="felt" cx="50%" cy="42%" r="70%">
      <stop offset="0" stop-color="#1a8a47"/><stop offset="0.6" stop-color="#0d5c2e"/>
      <stop offset="1" stop-color="#08401f"/>
    </radialGradient>
  </defs>
  <rect width="512" height="512" rx="{corner}" fill="url(#felt)"/>
  <g transform="translate(256 256) scale({scale}) translate(-256 -256)">
    <g transform="rotate(-16 256 300)">
      <rect x="130" y="92" width="196" height="276" rx="22" fill="#fbf8ef"/>
      <rect x="142" y="104" width="172" height="252" rx="14" fill="#7d1d2c"/>
      <path d="M160 122h136v216h-136z" fill="none" stroke="#fbf8ef" stroke-width="5"
        stroke-dasharray="10 8" opacity="0.55"/>
    </g>
    <g transform="rotate(10 256 300)">
      <rect x="186" y="112" width="196" height="276" rx="22" fill="#fbf8ef"
        stroke="#08401f" stroke-opacity="0.35" stroke-width="4"/>
      <path d="{HEART}" fill="#c8102e" transform="translate(214 170) scale(1.4)"/>
      <path d="{HEART}" fill="#c8102e" transform="translate(200 126) scale(0.34)"/>
      <path d="{HEART}" fill="#c8102e" transform="translate(334 340) scale(0.34)"/>
    </g>
  </g>
</svg>
"""


COLORS = 32
DITHERING = 0.5


def shrink(png: bytes) -> bytes:
    """The PNG as a COLORS-colour palette image, then losslessly optimised by oxipng."""
    import imagequant
    import oxipng
    from PIL import Image

    image = Image.open(io.BytesIO(png)).convert("RGBA")
    palette = imagequant.quantize_pil_image(
        image, dithering_level=DITHERING, max_colors=COLORS, min_quality=0, max_quality=100
    )
    out = io.BytesIO()
    palette.save(out, format="PNG", optimize=True)
    return bytes(
        oxipng.optimize_from_memory(out.getvalue(), level=6, strip=oxipng.StripChunks.all())
    )


# name, size, maskable
PNGS = (
    ("icon-192.png", 192, False),
    ("icon-512.png", 512, False),
    ("icon-maskable-512.png", 512, True),
    ("apple-touch-icon.png", 180, True),  # iOS rounds the corners itself
)


def main() -> None:
    ICONS.mkdir(parents=True, exist_ok=True)
    (ICONS / "icon.svg").write_text(svg())
    chromium = Path(os.environ.get("CHROMIUM", "/usr/bin/chromium"))
    with sync_playwright() as playwright:
        browser = playwright.chromium.launch(
            executable_path=str(chromium) if chromium.exists() else None,
            args=["--no-sandbox", "--disable-gpu"],
        )
        for name, size, maskable in PNGS:
            page = browser.new_page(viewport={"width": size, "height": size})
            page.set_content(
                "<style>html,body{margin:0;background:transparent}svg{display:block;"
                f"width:{size}px;height:{size}px}}</style>{svg(maskable)}"
            )
            data = shrink(page.screenshot(omit_background=True))
            page.close()
            (ICONS / name).write_bytes(data)
            print(f"wrote {ICONS / name} ({len(data):,} bytes)")
        browser.close()


if __name__ == "__main__":
    main()
