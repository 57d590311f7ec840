"""The player's statistics, computed from the stored history of matches. Pure.

Owns what the statistics panel counts, from the player's seat (seat 0) over every finished
deal of every match in ``preferanzen:history``: deals and matches played, all-pass deals,
his games as declarer won and lost per kind of game (the four suit games, Geschäft,
Herzprämie, Bettler, Sans Atout, Bettler Ouvert, Durchmarsch), his results in defence (played
and lived or fell, stayed out, invited), his points, and the running total across all deals
for the line chart. Every record is replayed through the engine (``game.replay``), so the
numbers always agree with the score sheets; a record that does not replay is counted as
unreadable and skipped. Does not own markup (``stats_view.py``).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from game import GameError, observe, replay

__all__ = ["CATEGORIES", "ROLES", "Summary", "summarize", "compute", "chart"]

CATEGORIES = (
    *("C", "S", "D", "H", "geschaeft", "bettler", "herzpraemie"),
    *("sans", "ouvert", "durchmarsch"),
)
"""Kinds of game as the statistics group them, in the order of the bid ladder (§2.1)."""
ROLES = ("play", "invr", "inv", "pass")
"""The player's parts in defence (§7.5): played, invited the other, was invited, stayed out."""
_PLAYER = 0


@dataclass(frozen=True, slots=True)
class Summary:
    """One finished deal as the statistics see it, from the player's seat."""

    score: int
    kind: str
    """"all_pass", "declarer" (the player was the declarer) or "defence"."""
    category: str | None = None
    """The game (one of :data:`CATEGORIES`), except after all passed."""
    role: str | None = None
    """In defence: one of :data:`ROLES`."""
    lives: bool | None = None
    """Whether the player lived (as declarer: won his game)."""


def summarize(record: str) -> Summary:
    """The statistics' view of one finished deal.

    Raises:
        GameError: the record does not replay to a finished deal.
    """
    state = replay(record)
    result = observe(state, _PLAYER)["result"]
    if result is None:
        raise GameError("the deal is not finished")
    score = int(result["scores"][_PLAYER])
    if result["kind"] == "all_pass":
        return Summary(score, "all_pass")
    bid, game = result["bid"], result["game"]
    category = bid if bid in ("geschaeft", "herzpraemie") else game
    row = next(r for r in result["seats"] if r["seat"] == _PLAYER)
    if result["declarer"] == _PLAYER:
        return Summary(score, "declarer", category, None, bool(result["declarer_lives"]))
    return Summary(score, "defence", category, row["role"], bool(row["lives"]))


def compute(history: list[dict[str, Any]], cache: dict[str, Summary | None]) -> dict[str, Any]:
    """Every count of the statistics panel, as plain data (see the module docstring).

    ``cache`` maps record texts to their summaries (None: unreadable) and is filled in, so a
    record is replayed once per page. Matches are taken in the order they were started.
    """
    declarer = {c: [0, 0, 0] for c in CATEGORIES}  # won, lost, points
    defence = {r: [0, 0, 0] for r in ROLES}  # lived, fell, points
    series: list[int] = []
    starts: list[int] = []
    deals = all_pass = unreadable = matches = total = 0
    for entry in sorted(history, key=lambda e: e.get("started", 0)):
        records = [r for r in entry.get("records", []) if isinstance(r, str)]
        if records:
            matches += 1
            starts.append(len(series))
        for record in records:
            if record not in cache:
                try:
                    cache[record] = summarize(record)
                except GameError:
                    cache[record] = None
            summary = cache[record]
            if summary is None:
                unreadable += 1
                continue
            deals += 1
            total += summary.score
            series.append(total)
            if summary.kind == "all_pass":
                all_pass += 1
                continue
            row = (
                declarer[summary.category or ""]
                if summary.kind == "declarer"
                else defence[summary.role or ""]
            )
            row[0 if summary.lives else 1] += 1
            row[2] += summary.score
    return {
        "matches": matches,
        "deals": deals,
        "all_pass": all_pass,
        "unreadable": unreadable,
        "declarer": {c: tuple(v) for c, v in declarer.items() if v[0] or v[1]},
        "defence": {r: tuple(v) for r, v in defence.items() if v[0] or v[1]},
        "total": total,
        "series": series,
        "starts": starts,
    }


def chart(series: list[int], width: int = 600, height: int = 160, pad: int = 8) -> dict[str, Any]:
    """The line chart's geometry: SVG ``points`` for the running total, the zero line's y,
    and the range shown. The first point is the start (0 points, before the first deal).

    >>> chart([2, -1], width=40, height=20, pad=0)["points"]
    '0,13.3 20,0 40,20'
    """
    values = [0, *series]
    low, high = min(values), max(values)
    if low == high:
        low, high = low - 1, high + 1
    step = (width - 2 * pad) / max(1, len(values) - 1)

    def y(v: int) -> float:
        return round(pad + (high - v) * (height - 2 * pad) / (high - low), 1)

    def num(v: float) -> str:
        return f"{v:g}"

    points = " ".join(f"{num(round(pad + i * step, 1))},{num(y(v))}" for i, v in enumerate(values))
    return {"points": points, "zero": y(0), "low": low, "high": high, "step": step}
