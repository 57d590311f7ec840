"""Export and import of the whole score history as a JSON file. Pure.

Owns the file format and its checks. An export is one JSON object::

    {"format": "preferanzen-history", "version": 1, "exported": <ms since the epoch>,
     "matches": [<history entries exactly as stored in preferanzen:history>]}

An entry is ``{"id", "started", "seed", "first_dealer", "name", "level", "records"}``
(and ``"rules"``, ``Rules.describe()``, for a match under house rules)
(``session.Session.history_entry``). Importing checks the whole file before anything is
used: the format name and version, every field's type, and every record, which must replay
through the engine as that match's next deal (``game.Match.from_dict``). Any fault rejects
the whole file with a reason (``HistoryFileError``), so bad input never changes the stored
history. A good file is merged by match id: new matches are added, a match already present
is kept, a longer version of it (more finished deals) replaces it, and a different match
under the same id is left out and counted as a conflict. Importing an export into an empty
history gives back exactly the exported list.
"""

from __future__ import annotations

import json
import time
from dataclasses import dataclass
from typing import Any

from game import GameError, Match

__all__ = [
    "FORMAT",
    "VERSION",
    "MAX_CHARS",
    "HistoryFileError",
    "Report",
    "file_name",
    "export_text",
    "parse",
    "merge",
]

FORMAT = "preferanzen-history"
VERSION = 1
MAX_CHARS = 8_000_000
"""Larger files are refused (localStorage holds about 5 MB anyway)."""
_KEYS = ("id", "started", "seed", "first_dealer", "name", "level", "records", "rules")


class HistoryFileError(ValueError):
    """The file cannot be imported; the message says why (and where)."""


@dataclass(frozen=True, slots=True)
class Report:
    """What an import did."""

    added: int = 0
    """Matches that were new."""
    deals: int = 0
    """Finished deals that were new (in new or lengthened matches)."""
    same: int = 0
    """Matches that were already there."""
    conflicts: int = 0
    """Different matches under an id already used: left out."""

    def texts(self) -> dict[str, str]:
        """The counts as the notice's format values."""
        return {k: str(getattr(self, k)) for k in ("added", "deals", "same", "conflicts")}


def file_name(now_ms: int) -> str:
    """``preferanzen-history-YYYY-MM-DD.json`` (UTC date)."""
    return time.strftime("preferanzen-history-%Y-%m-%d.json", time.gmtime(now_ms / 1000))


def export_text(history: list[dict[str, Any]], now_ms: int) -> str:
    """The export file's text for ``history`` (entries unchanged, in their order)."""
    payload = {"format": FORMAT, "version": VERSION, "exported": now_ms, "matches": history}
    return json.dumps(payload, ensure_ascii=False, indent=1) + "\n"


def _int(value: object) -> bool:
    return isinstance(value, int) and not isinstance(value, bool) and value >= 0


def _entry(number: int, entry: object) -> dict[str, Any]:
    """One match of the file, checked; only the known fields are kept."""
    where = f"match {number}"
    if not isinstance(entry, dict):
        raise HistoryFileError(f"{where} is not an object")
    match_id = entry.get("id")
    if not isinstance(match_id, str) or not 0 < len(match_id) <= 200:
        raise HistoryFileError(f"{where} has no valid id")
    where = f"match {number} ({match_id})"
    for key in ("started", "seed"):
        if not _int(entry.get(key)):
            raise HistoryFileError(f"{where}: {key} must be a whole number")
    if entry.get("first_dealer") not in (0, 1, 2) or isinstance(entry.get("first_dealer"), bool):
        raise HistoryFileError(f"{where}: first_dealer must be 0, 1 or 2")
    for key in ("name", "level"):
        if not isinstance(entry.get(key, ""), str):
            raise HistoryFileError(f"{where}: {key} must be text")
    records = entry.get("records")
    if not isinstance(records, list) or not all(isinstance(r, str) for r in records):
        raise HistoryFileError(f"{where}: records must be a list of record texts")
    if not isinstance(entry.get("rules", "default"), str):
        raise HistoryFileError(f"{where}: rules must be text")
    try:
        Match.from_dict(entry)  # replays every record as this match's next deal
    except GameError as error:
        raise HistoryFileError(f"{where}: {error}") from None
    return {key: entry[key] for key in _KEYS if key in entry}


def parse(text: str) -> list[dict[str, Any]]:
    """The matches of an export file, each fully checked.

    Raises:
        HistoryFileError: not an export of this format and version, or any bad match or
            record (the message names it).
    """
    if not isinstance(text, str) or len(text) > MAX_CHARS:
        raise HistoryFileError("the file is empty or too large")
    try:
        data = json.loads(text)
    except ValueError as error:
        raise HistoryFileError(f"not JSON ({error})") from None
    if not isinstance(data, dict) or data.get("format") != FORMAT:
        raise HistoryFileError(f"not a {FORMAT} file")
    if data.get("version") != VERSION:
        raise HistoryFileError(f"version {data.get('version')!r}; this page reads {VERSION}")
    matches = data.get("matches")
    if not isinstance(matches, list):
        raise HistoryFileError("the file has no list of matches")
    entries: dict[str, dict[str, Any]] = {}
    for number, raw in enumerate(matches, start=1):
        entry = _entry(number, raw)
        seen = entries.setdefault(entry["id"], entry)
        if seen != entry:
            raise HistoryFileError(f"match {number}: the id {entry['id']} appears twice")
    return list(entries.values())


def merge(
    history: list[dict[str, Any]], imported: list[dict[str, Any]]
) -> tuple[list[dict[str, Any]], Report]:
    """``history`` with ``imported`` merged in (see the module docstring), ordered by start.

    Neither argument is changed.
    """
    merged = list(history)
    where = {entry.get("id"): i for i, entry in enumerate(merged)}
    added = deals = same = conflicts = 0
    for entry in imported:
        i = where.get(entry["id"])
        if i is None:
            where[entry["id"]] = len(merged)
            merged.append(entry)
            added += 1
            deals += len(entry["records"])
            continue
        old, new = merged[i].get("records", []), entry["records"]
        if new[: len(old)] == old and len(new) > len(old):
            merged[i] = entry
            deals += len(new) - len(old)
        elif old[: len(new)] == new:
            same += 1
        else:
            conflicts += 1
    merged.sort(key=lambda e: e.get("started", 0))
    return merged, Report(added, deals, same, conflicts)
