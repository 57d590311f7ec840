"""The statistics panel, rendered from ``Screen.stats`` (``stats.compute``). Pure.

Owns the panel's markup: the overview, the player's games as declarer and his defence per
kind, the running total as a small inline SVG line chart, where the chips of pool matches
came from (``stats.LEDGER``: the games, the payments into the pool, the share-outs; its
rows add up to the overview's chips), and the history's export
(``data-control="export"``) and import (an ``<input type="file" data-control="import">``;
``main.py`` reads the chosen file and hands its text to the controller).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from .labels import Labels, cap, signed
from .markup import Screen, attrs, esc, import_button, panel, scroll_box
from .stats import CATEGORIES, LEDGER, ROLES, chart

__all__ = ["stats_panel", "category_name"]

_WIDTH, _HEIGHT = 600, 160


def category_name(lab: Labels, category: str) -> str:
    """A kind of game as the statistics name it: "Kreuz (Eins)", "Geschäft", "Bettler"."""
    if category in ("C", "S", "D", "H"):
        return lab.game(category, str("CSDH".index(category) + 1))
    if category in ("geschaeft", "herzpraemie"):
        return lab.bid(category)
    return lab.game(category)


def _table(
    name: str,
    label: str,
    head: tuple[str, ...],
    rows: Sequence[tuple[str, ...]],
    foot: tuple[str, ...] = (),
) -> str:
    # the number columns' headers stand right-aligned over their numbers
    heads = f'<th scope="col">{esc(head[0])}</th>' + "".join(
        f'<th scope="col" class="points">{esc(h)}</th>' for h in head[1:]
    )

    def line(r: tuple[str, ...]) -> str:
        cells = "".join(f'<td class="points">{esc(c)}</td>' for c in r[1:])
        return f'<tr><th scope="row">{esc(cap(r[0]))}</th>{cells}</tr>'

    body = "".join(line(r) for r in rows)
    tfoot = f"<tfoot>{line(foot)}</tfoot>" if foot else ""
    return scroll_box(
        f'<table class="stats-table" data-stats="{name}">'
        f"<thead><tr>{heads}</tr></thead><tbody>{body}</tbody>{tfoot}</table>",
        label,
    )


def _ledger(lab: Labels, data: dict[str, Any]) -> str:
    """Where the chips of pool matches came from (§9.9): the games as declarer and in
    defence (the sums of the tables' chips columns), the all-pass deals, the payments into
    the pool and the share-outs, each with how many there were; the sum is the overview's
    chips."""
    names = {
        "declarer": lab.t("stats:declarer"),
        "defence": lab.t("stats:defence"),
        "all_pass": lab.t("stats:all_pass"),
        "paid": lab.t("stats:ledger:paid"),
        "share": lab.t("stats:ledger:share"),
    }
    ledger = data["ledger"]
    rows = [
        (names[part], str(count), signed(chips))
        for part in LEDGER
        for count, chips in (ledger[part],)
        if count
    ]
    head = (lab.t("stats:ledger:from"), lab.t("stats:ledger:count"), lab.t("score_sheet:pool"))
    title = lab.t("stats:ledger")
    foot = (lab.t("total"), "", signed(data["chips"]))
    return f"<h3>{esc(title)}</h3>" + _table("ledger", title, head, rows, foot)


def _chart(lab: Labels, data: dict[str, Any]) -> str:
    series: list[int] = data["series"]
    if not series:
        return ""
    geometry = chart(series, _WIDTH, _HEIGHT)
    label = lab.t(
        "stats:chart_label",
        after=lab.count("stats:after", len(series)),
        total=signed(data["total"]),
        high=signed(geometry["high"]),
        low=signed(geometry["low"]),
    )
    ticks = "".join(
        f'<line class="match-start" x1="{x:g}" x2="{x:g}" y1="0" y2="{_HEIGHT}"/>'
        for x in (round(8 + start * geometry["step"], 1) for start in data["starts"][1:])
    )
    svg = (
        f'<svg class="chart" viewBox="0 0 {_WIDTH} {_HEIGHT}" preserveAspectRatio="none" '
        f'role="img"{attrs(aria_label=label)}>{ticks}'
        f'<line class="zero" x1="0" x2="{_WIDTH}" y1="{geometry["zero"]:g}" '
        f'y2="{geometry["zero"]:g}"/>'
        f'<polyline class="line" points="{geometry["points"]}"/></svg>'
    )
    return (
        f'<figure class="chart-box"><figcaption>{esc(lab.t("stats:chart"))}</figcaption>'
        f'<div class="chart-plot">{svg}{_scale(geometry)}</div>'
        f'<p class="chart-note" aria-hidden="true">{esc(label)}</p></figure>'
    )


def _scale(geometry: dict[str, Any]) -> str:
    """The chart's values at the left edge: the highest, 0 and the lowest total, each at its
    height (``--y``, a fraction of the chart). The note under the chart says the same in
    words, for screen readers too; 0 is left out where it would touch another value."""
    pad = geometry["pad"]
    marks = [(geometry["high"], pad), (geometry["low"], _HEIGHT - pad)]
    zero = geometry["zero"]
    if geometry["low"] < 0 < geometry["high"] and pad + 18 <= zero <= _HEIGHT - pad - 18:
        marks.insert(1, (0, zero))
    ticks = "".join(
        f'<span class="tick"{attrs(data_vars=f"--y:{y / _HEIGHT:.3f}")}>{esc(signed(v))}</span>'
        for v, y in marks
    )
    return f'<div class="chart-scale" aria-hidden="true">{ticks}</div>'


def stats_panel(screen: Screen) -> str:
    """The statistics panel (the controller fills ``screen.stats`` while it is open)."""
    lab, data = screen.labels, screen.stats
    body = ""
    if data is not None and "pending" in data:  # the history is still read or digested
        done, total = data["pending"]
        text = lab.t("stats:pending", done=f"{done:,}", total=f"{total:,}")
        body += f'<p class="stats-pending" role="status">{esc(text)}</p>'
    elif data is None or not data["deals"]:
        body += f'<p class="stats-empty">{esc(lab.t("stats:none"))}</p>'
    else:
        # every match with a pool (§9.9): chips only, no points (they would all be zero)
        points = data["chip_matches"] < data["matches"]
        items = [
            ("stats:matches", str(data["matches"])),
            ("stats:deals", str(data["deals"])),
            ("stats:all_pass", str(data["all_pass"])),
        ]
        if points:
            items.append(("stats:total", signed(data["total"])))
        if data["chip_matches"]:  # chips of matches with a pool (§9.9), never added to points
            items.append(("stats:chips", signed(data["chips"])))
        if data["unreadable"]:
            items.append(("stats:unreadable", str(data["unreadable"])))
        body += '<dl class="stats-overview">' + "".join(
            f'<div class="item" data-stat="{key[6:]}"><dt>{esc(lab.t(key))}</dt>'
            f"<dd>{esc(value)}</dd></div>"
            for key, value in items
        )
        body += "</dl>" + _chart(lab, data)
        # in matches with a pool (§9.9) the games are worth chips: a column of their own,
        # only what their play won or lost (the payments and share-outs: the ledger below)
        chips = bool(data["chip_matches"])
        for part, names, keys in (
            ("declarer", CATEGORIES, ("stats:game", "stats:won", "stats:lost")),
            ("defence", ROLES, ("stats:role", "stats:lived", "stats:fell")),
        ):
            rows = [
                (
                    category_name(lab, n) if part == "declarer" else lab.t(f"stats:role:{n}"),
                    str(a),
                    str(b),
                    *((signed(pts),) if points else ()),
                    *((signed(c),) if chips else ()),
                )
                for n in names
                if n in data[part]
                for a, b, pts, c in (data[part][n],)
            ]
            if rows:
                head = tuple(lab.t(k) for k in keys)
                head += (lab.t("stats:points"),) if points else ()
                head += (lab.t("score_sheet:pool"),) if chips else ()
                title = lab.t(f"stats:{part}")
                body += f"<h3>{esc(title)}</h3>" + _table(part, title, head, rows)
        if chips:
            body += _ledger(lab, data)
    if data is not None and data.get("friends"):  # a guest's matches hold no deal records
        body += f'<p class="note">{esc(lab.t("stats:friends", n=data["friends"]))}</p>'
    note = lab.t("stats:files_note")
    body += f'<h3>{esc(lab.t("stats:files"))}</h3><p class="note">{esc(note)}</p>'
    # the buttons in the foot, Close first as in every panel: the panel opens with the focus
    # there, its beginning in view (the focus on Export scrolled a phone's panel to its end,
    # and Enter exported at once)
    foot = (
        f'<button type="button" data-control="close">{esc(lab.t("close"))}</button>'
        f'<button type="button" data-control="export">{esc(lab.t("export"))}</button>'
        f"{import_button(lab)}"
    )
    return panel("stats", lab.t("stats"), body, foot)
