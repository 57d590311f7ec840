"""QR codes of the invitation link and the reply code, drawn by segno as inline SVG.

Owns the one call into segno (1.6.6, a pure-Python generator vendored as its pinned wheel
and loaded with the online code): error correction M (a phone still reads a code on a
scratched screen), a quiet zone of four modules as the standard asks, dark on white
whatever the page's theme, and the SVG sized by CSS through its ``viewBox``.

>>> svg = qr_svg("P1.abc", "QR")
>>> svg.startswith('<svg role="img" aria-label="QR" viewBox=') and "<path" in svg
True
"""

from __future__ import annotations

import segno

from ..markup import esc

__all__ = ["qr_svg", "qr_version"]


def qr_version(text: str) -> int:
    """The QR version (size: 17 + 4 × version modules) segno picks for ``text``."""
    version = segno.make(text, error="m", micro=False).version
    assert isinstance(version, int)
    return version


def qr_svg(text: str, label: str) -> str:
    """``text`` as an inline ``<svg>`` named ``label`` for screen readers."""
    code = segno.make(text, error="m", micro=False)
    svg: str = code.svg_inline(
        scale=1, border=4, dark="#000", light="#fff", omitsize=True, svgclass="qr"
    )
    return svg.replace("<svg ", f'<svg role="img" aria-label="{esc(label)}" ', 1)
