"""The matches this browser played at friends' tables: its own history of them. Pure.

A guest's page (``web.online``) never holds a match's records, which would show the other
seats' cards; all it has is what the host sent its own seat, the score sheet. So each match
played at a friend's table is kept under a key of its own, ``preferanzen:friends:<match>``,
as the guest saw it: the seats' names and the totals turned to the guest's seat (his own
first), the number of finished deals, and the score sheet's rows as the host sent them. The
guest's page writes it after every deal; the score sheet lists these matches among the
earlier ones on every page (``past``), also once online play has ended, and nothing of them
depends on the online code, which is loaded only when friends play.

>>> store = {}
>>> row = {"number": 1, "dealer": 0, "declarer": 2, "game": "S", "bid": "1",
...        "scores": [-1, -3, 4]}
>>> save(store, table("m1", 2, 1_700_000_000_000, ("Anna", "Heidi", "Ede"), [row], [4, -1, -3]))
>>> [(p["name"], p["deals"], p["totals"]) for p in past(store, current=None)]
[('Anna', 1, [4, -1, -3])]
>>> past(store, current="m1")
[]
"""

from __future__ import annotations

from typing import Any

from . import storage
from .safejson import loads

__all__ = ["PREFIX", "KEPT", "LATEST_MS", "table", "save", "past"]

PREFIX = storage.PREFIX + "friends:"
KEPT = 200
"""Matches listed at most (the newest); older keys stay in the store untouched."""
_MAX_CHARS = 400_000
LATEST_MS = 10**13
"""The latest date a kept table may have (the year 2286, in ms since 1970)."""


def table(
    match: str,
    seat: int,
    started: int,
    names: tuple[str, str, str],
    rows: list[dict[str, Any]],
    totals: list[int],
) -> dict[str, Any]:
    """One match at a friend's table as the guest at ``seat`` saw it: ``names`` and
    ``totals`` from his own seat (his first), ``rows`` as the host sent them."""
    return {
        "match": match,
        "seat": seat,
        "started": started,
        "names": list(names),
        "deals": len(rows),
        "totals": list(totals),
        "rows": rows,
    }


def save(store: storage.Store, entry: dict[str, Any]) -> None:
    """Keep ``entry`` under its match's key, with the date it was first kept (a full store
    keeps the last version written: the guest's page still holds the table, and writes it
    again after the next deal)."""
    key = PREFIX + entry["match"]
    try:
        old = _usable(loads(store.get(key) or "null", max_chars=_MAX_CHARS))
    except ValueError:
        old = None
    if old is not None:
        entry = {**entry, "started": old["started"]}
    try:
        storage.save(store, key, entry)
    except Exception:  # noqa: BLE001 - full or blocked storage: nothing else is at stake
        pass


def _within(value: object, low: int, high: int) -> bool:
    return isinstance(value, int) and not isinstance(value, bool) and low <= value <= high


def _usable(data: object) -> dict[str, Any] | None:
    """``data`` if it is a kept table the score sheet can show (hostile or foreign values,
    such as a date no calendar has, are not shown, and stay in the store untouched)."""
    if not isinstance(data, dict) or data.get("v") != storage.SCHEMA:
        return None
    names, totals = data.get("names"), data.get("totals")
    if not isinstance(names, list) or len(names) != 3:
        return None
    if not all(isinstance(n, str) and 0 < len(n) <= 60 for n in names):
        return None
    if not isinstance(totals, list) or len(totals) != 3:
        return None
    if not all(_within(t, -(10**9), 10**9) for t in totals):
        return None
    if not _within(data.get("started"), 0, LATEST_MS) or not _within(data.get("deals"), 0, 10**5):
        return None
    return data


def past(store: storage.Store, current: str | None) -> list[dict[str, Any]]:
    """The score sheet's items for the matches at friends' tables, newest first, except
    ``current`` (the match on the table). A key that cannot be read is left as it is."""
    items = []
    for key in storage.Storage(store).keys(PREFIX):
        if key == PREFIX + str(current):
            continue
        try:
            raw = store.get(key)
            data = _usable(loads(raw, max_chars=_MAX_CHARS) if isinstance(raw, str) else None)
        except ValueError:  # JSONError among them
            data = None
        if data is None or not data["deals"]:
            continue
        items.append(
            {
                "started": data["started"],
                "deals": data["deals"],
                "name": data["names"][0],
                "names": data["names"],
                "totals": data["totals"],
            }
        )
    items.sort(key=lambda item: -item["started"])
    return items[:KEPT]
