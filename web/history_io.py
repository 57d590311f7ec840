"""Export and import of the whole score history as a JSON file. Pure.

Owns the file format and its checks. An export is one JSON object::

    {"format": "preferanzen-history", "version": 1, "exported": <ms since the epoch>,
     "matches": [<history entries, web/entry.py, finished deals only>]}

Importing checks the whole file before anything is used: its size (``MAX_CHARS``) and
nesting before it is parsed (``safejson``), the format name and version, the number of
matches, every field against its bounds (``entry.clean``: ids, timestamps, seeds, names
through ``clean_name``), and every record, which must replay through the engine as that
match's next deal. A fault of the file as a whole (too big, not JSON, another format or
version, too many matches, two different matches under one id) refuses it with a reason
(``HistoryFileError``) and changes nothing. A damaged match (a field out of bounds, a deal
that does not replay: an engine change can make an old record illegal) is left out, and the
good matches are imported; the report counts and names what was left out (``Report.left_out``).
A file whose matches are all damaged is refused as a whole. The export still writes a
damaged stored match (``export_text``): it is the player's data, kept in his file, and a later
page may read it again; this import leaves it out. A big file is checked a few matches at a
time (``Checking``, a ``tasks.Work``), with progress, so the page never freezes; the deals'
statistics come out of the same replays (``stats.summary_of``), so they cost nothing more.

The match on the table when the file was made is marked ``running`` (its pool is not
shared out, §9.9, until a later export says it ended). A good file is merged by match id
(``merge``): new matches are added, a match already present is kept, a longer version of it
(more finished deals, or as many from a match that has ended since) replaces it, and a
different match under the same id is left out and counted as a conflict. Importing an export into an
empty history gives back exactly the exported list.
"""

from __future__ import annotations

import json
import re
import time
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from typing import Any

from game import Rules

from . import entry as entries
from . import stats
from .safejson import JSONError, loads
from .stats import Summary
from .tasks import Slice

__all__ = [
    "FORMAT",
    "VERSION",
    "MAX_CHARS",
    "MAX_BYTES",
    "MAX_MATCHES",
    "HistoryFileError",
    "Report",
    "Checking",
    "too_big",
    "file_name",
    "export_text",
    "parse",
    "merge",
]

FORMAT = "preferanzen-history"
VERSION = 1
MAX_CHARS = 8_000_000
"""Larger files are refused (localStorage holds about 5 MB anyway)."""
MAX_BYTES = 4 * MAX_CHARS
"""A file of more bytes has more than ``MAX_CHARS`` characters (UTF-8 takes at most four
bytes for one): it is refused before it is read (``too_big``)."""
MAX_MATCHES = 20_000
MAX_DEPTH = 6
"""An export nests 3 levels (file, matches, an entry's records)."""


class HistoryFileError(ValueError):
    """The file cannot be imported; the message says why (and where), in English for logs
    and tests; ``reason`` (one of :data:`REASONS`) and ``values`` say it to the player
    (``import:why:<reason>`` in his language)."""

    def __init__(self, message: str, reason: str, **values: str) -> None:
        super().__init__(message)
        self.reason = reason
        self.values = values

    def notice(self) -> dict[str, str]:
        """The values of the ``notice_import_bad`` notice that reports it."""
        return {"error": str(self), "why": self.reason, **self.values}


Checked = list[tuple[dict[str, Any], list[Summary | None]]]
"""The matches of a file that passed the check, each with its deals' summaries."""
Done = Callable[[Checked | None, "HistoryFileError | None", "list[HistoryFileError]"], None]
"""``Checking``'s ``on_done``: the good matches (None if the file is refused), why it is
refused, and why each damaged match was left out."""

REASONS = (
    *("too_big", "unreadable", "empty", "not_export", "version", "too_many"),
    *("bad_match", "bad_field", "bad_deal", "twice"),
)
"""Why an import is refused, as the page says it (``import:why:<reason>``): a match of the
file is damaged (``bad_match``), more precisely one of its fields (``bad_field``) or one of
its deals does not replay (``bad_deal``), or it stands in the file twice (``twice``)."""

SKIPPED = ("bad_match", "bad_field", "bad_deal")
"""The reasons that leave one match out (the rest of the file is imported), unless every
match of the file has one; shown as ``import:why:skip_<reason>``."""

_FIELDS = frozenset(
    ("id", "started", "seed", "first_dealer", "name", "level", "records", "rules", "opening")
    + ("current", "running", "fork_of")
)
_DEAL = re.compile(r"deal (\d+): ")


def _damage(error: ValueError) -> tuple[str, dict[str, str]]:
    """The reason a match of a file is refused, as the player is told it: the field that
    ``entry.clean`` found wrong, or the deal that ``stats.match_summaries`` could not replay
    (their messages are English, for logs); ``bad_match`` when neither says.

    >>> _damage(entries.EntryError("started: must be a whole number from 0 to 9"))
    ('bad_field', {'field': 'started'})
    >>> _damage(ValueError("deal 3: record action 11 ('play:SK') rejected: …"))
    ('bad_deal', {'deal': '3'})
    >>> _damage(ValueError("a match is an object"))
    ('bad_match', {})
    """
    text = str(error)
    field = text.partition(":")[0]
    if isinstance(error, entries.EntryError) and field in _FIELDS:
        return "bad_field", {"field": field}
    deal = _DEAL.match(text)
    if deal is not None:
        return "bad_deal", {"deal": deal.group(1)}
    return "bad_match", {}


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
    updated: int = 0
    """Matches replaced by a longer version, or by the same deals of a match ended since."""
    left_out: tuple[HistoryFileError, ...] = ()
    """Why each damaged match of the file was left out (``SKIPPED``), in file order."""

    @property
    def key(self) -> str:
        """The notice that reports it: ``notice_import_some`` when matches were left out."""
        return "notice_import_some" if self.left_out else "notice_import_ok"

    def texts(self) -> dict[str, str]:
        """The counts as the notice's format values; with matches left out, their number
        (``damaged``) and the first one's reason (``why`` = ``skip_<reason>`` and its values,
        ``more`` = ", …" when there are others)."""
        keys = ("added", "deals", "updated", "same", "conflicts")
        texts = {k: str(getattr(self, k)) for k in keys}
        if not self.left_out:
            return texts
        first = self.left_out[0].notice()
        more = ", …" if len(self.left_out) > 1 else ""
        why = f"skip_{first['why']}"
        return {**first, **texts, "why": why, "damaged": str(len(self.left_out)), "more": more}


def too_big(size: int) -> HistoryFileError | None:
    """Why a chosen file of ``size`` bytes is refused unread, or None if it is worth reading
    (a video chosen by mistake must not be read into memory only to be refused).

    >>> too_big(2_000), str(too_big(10**9))
    (None, '1,000,000,000 bytes, more than the 32,000,000 an export can have')
    """
    if size <= MAX_BYTES:
        return None
    message = f"{size:,} bytes, more than the {MAX_BYTES:,} an export can have"
    return HistoryFileError(message, "too_big", size=f"{size:,}")


def file_name(now_ms: int, suffix: str = "") -> str:
    """``preferanzen-history-YYYY-MM-DD<suffix>.json`` (UTC date)."""
    day = time.strftime("%Y-%m-%d", time.gmtime(min(max(now_ms, 0), entries.MAX_MS) / 1000))
    return f"preferanzen-history-{day}{suffix}.json"


def export_text(history: list[dict[str, Any]], now_ms: int, playing: str | None = None) -> str:
    """The export file's text for ``history``: every match with finished deals, in order,
    with the fields of an entry (no deal in progress); the match ``playing`` (on the table)
    is marked ``running``. A match whose deals no longer replay is written too (nothing of
    the player's is lost; an import leaves it out, see the module docstring)."""
    matches = [
        {k: e[k] for k in entries.FIELDS if k in e and k != "current"}
        | ({"running": True} if e["id"] == playing else {})
        for e in history
        if e.get("records")
    ]
    payload = {"format": FORMAT, "version": VERSION, "exported": now_ms, "matches": matches}
    return json.dumps(payload, ensure_ascii=False, indent=1) + "\n"


class Checking:
    """An import file checked a match at a time (``tasks.Work``); see the module docstring.

    ``on_done(checked, error, left_out)`` is called once at the end: the good matches with
    their summaries (in file order, duplicates removed), None and why each damaged match
    was left out; or None, the :class:`HistoryFileError` that refused the file and ``[]``.
    """

    key = "import"

    def __init__(
        self,
        text: str,
        clock: Callable[[], int],
        on_done: Done,
    ) -> None:
        self.text = text
        self.clock = clock
        self.on_done = on_done
        self.done = 0
        self.total = 0
        self.checked: dict[str, tuple[dict[str, Any], list[Summary | None]]] = {}
        self.left_out: list[HistoryFileError] = []
        self._steps = self._check()

    @property
    def progress(self) -> tuple[int, int]:
        return self.done, self.total

    def step(self, now_ms: int) -> bool:
        budget = Slice(self.clock, now_ms)
        try:
            for _ in self._steps:
                if not budget.more():
                    return False
        except HistoryFileError as error:
            self.on_done(None, error, [])
            return True
        self.on_done(list(self.checked.values()), None, self.left_out)
        return True

    def _check(self) -> Iterator[None]:
        matches = _matches(self.text)
        self.text = ""
        self.total = len(matches)
        yield
        for number, raw in enumerate(matches, start=1):
            where = f"match {number}"
            try:
                entry = entries.clean(raw, finished_only=True)
                where = f"match {number} ({entry['id']})"
                try:  # named as the field it is, not in the engine's words
                    Rules.parse(entry.get("rules", "default"))
                except ValueError as error:
                    raise entries.EntryError(f"rules: {error}") from None
                summaries = stats.match_summaries(entry, strict=True)
            except ValueError as error:
                detail = str(error)
                reason, values = _damage(error)
                self.left_out.append(
                    HistoryFileError(
                        f"{where}: {detail}", reason, number=str(number), detail=detail, **values
                    )
                )
                self.done = number
                yield
                continue
            seen = self.checked.setdefault(entry["id"], (entry, summaries))
            if seen[0] != entry:
                detail = f"the id {entry['id']} appears twice"
                raise HistoryFileError(
                    f"{where}: {detail}", "twice", number=str(number), detail=detail
                )
            self.done = number
            yield
        if self.left_out and not self.checked:  # nothing good in it: refused as a whole
            raise self.left_out[0]


def _matches(text: object) -> list[Any]:
    """The file's list of matches, once its size, nesting, format and version are right."""
    if not isinstance(text, str) or not text or len(text) <= MAX_CHARS and not text.strip():
        raise HistoryFileError("the file is empty", "empty")
    if len(text) > MAX_CHARS:  # read, but longer than any export: say so, not "not an export"
        raise HistoryFileError(
            f"{len(text):,} characters, more than the {MAX_CHARS:,} an export can have",
            "too_big",
            size=f"{len(text.encode('utf-8', 'surrogatepass')):,}",
        )
    try:
        data = loads(text, max_chars=MAX_CHARS, max_depth=MAX_DEPTH)
    except JSONError as error:
        raise HistoryFileError(f"not an export of this page ({error})", "not_export") from None
    if not isinstance(data, dict) or data.get("format") != FORMAT:
        raise HistoryFileError(f"not a {FORMAT} file", "not_export")
    version = data.get("version")
    if version != VERSION or isinstance(version, bool):
        shown = version if isinstance(version, int) and abs(version) < 10**6 else "?"
        raise HistoryFileError(
            f"version {shown}; this page reads {VERSION}",
            "version",
            version=str(shown),
            want=str(VERSION),
        )
    matches = data.get("matches")
    if not isinstance(matches, list):
        raise HistoryFileError("the file has no list of matches", "not_export")
    if len(matches) > MAX_MATCHES:
        raise HistoryFileError(
            f"{len(matches)} matches, more than {MAX_MATCHES}",
            "too_many",
            count=f"{len(matches):,}",
            max=f"{MAX_MATCHES:,}",
        )
    return matches


def parse(text: str) -> list[dict[str, Any]]:
    """The good matches of an export file, each fully checked (all at once); damaged ones
    are left out, as an import leaves them out.

    Raises:
        HistoryFileError: not an export of this format and version, or no match of it good
            (the message names the first damaged one).
    """
    result: list[Checked | None] = []
    errors: list[HistoryFileError | None] = []

    def done(
        checked: Checked | None, error: HistoryFileError | None, _: list[HistoryFileError]
    ) -> None:
        result.append(checked)
        errors.append(error)

    checking = Checking(text, lambda: 0, done)
    while not checking.step(0):
        pass
    if result[0] is None:
        assert errors[0] is not None
        raise errors[0]
    return [entry for entry, _ in result[0]]


def merge(
    history: list[dict[str, Any]], imported: list[dict[str, Any]], playing: str | None = None
) -> tuple[list[dict[str, Any]], Report]:
    """``history`` with ``imported`` merged in (see the module docstring), ordered by start.

    The match ``playing`` (the one on the table) is never replaced: a longer copy of it is
    left out as differing, or the deal in progress would be lost. Neither argument is
    changed.
    """
    merged = list(history)
    where = {entry.get("id"): i for i, entry in enumerate(merged)}
    added = deals = same = conflicts = updated = 0
    for entry in imported:
        i = where.get(entry["id"])
        if i is None:
            where[entry["id"]] = len(merged)
            merged.append(entry)
            added += 1
            deals += len(entry["records"])
            continue
        old = merged[i]
        ended = old.get("running") and not entry.get("running")  # as long, but over now
        if entries.extends(old, entry) and not (ended and entries.extends(entry, old)):
            same += 1
        elif entries.extends(entry, old) and entry["id"] != playing:
            merged[i] = entry
            deals += len(entry["records"]) - len(old.get("records", []))
            updated += 1
        else:
            conflicts += 1
    merged.sort(key=lambda e: (e.get("started", 0), e.get("id", "")))
    return merged, Report(added, deals, same, conflicts, updated)
