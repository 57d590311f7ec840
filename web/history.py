"""Every stored match in memory: the score history behind the score sheet and the statistics.

Owns the page's view of all matches (``entry`` dicts by id, from ``preferanzen:match:<id>``)
and their digests (one ``stats.Summary`` per finished deal, or None for a record that does
not replay), and the long work around them, done a slice at a time (``tasks.Work``):

- ``Loading`` reads the stored matches after the first paint (as many per slice as fit in
  ``tasks.SLICE_MS``),
  and moves the old single-key history into per-match keys;
- ``Digesting`` replays the finished deals of matches whose digest is not stored yet (or
  was stored by an older page without what a pool match needs, ``stats.fits``), newest
  first, a few per slice, and stores the digests beside them.

So opening the score sheet or the statistics of 10,000 matches adds up stored numbers; the
replays happen once, in slices, and are kept. Does not own the storage format (``storage``)
or what is counted (``stats``).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from game.pools import final_standing, pool_of

from . import stats
from .stats import Summary
from .storage import MATCHES, Storage, StorageFull
from .tasks import Slice

__all__ = ["History", "Loading", "Digesting"]

_COUNTED = ("records", "started", "running", "fork_of")
"""The fields of an entry the statistics depend on (its name only changes the score sheet)."""


@dataclass
class History:
    """All matches by id, with their digests once known."""

    entries: dict[str, dict[str, Any]] = field(default_factory=dict)
    digests: dict[str, list[Summary | None]] = field(default_factory=dict)
    loaded: bool = False
    """True once every stored match has been read (``Loading`` is done)."""
    _cache: dict[str, Any] = field(default_factory=dict)
    """What was computed from the matches as they are now (cleared by every change)."""

    def put(self, entry: dict[str, Any], digest: list[Summary | None] | None = None) -> None:
        """Add or replace a match; a digest that does not fit it (``stats.fits``: not its
        records', or a pool match's stored before it kept the payments into the pool) is
        dropped, and the match is digested again."""
        match_id = entry["id"]
        old = self.entries.get(match_id)
        self.entries[match_id] = entry
        if digest is not None and stats.fits(entry, digest):
            if self.digests.get(match_id) != digest:
                self._cache.clear()
            self.digests[match_id] = digest
        elif len(self.digests.get(match_id, ())) != len(entry["records"]):
            self.digests.pop(match_id, None)
        if old is None or any(old.get(k) != entry.get(k) for k in _COUNTED):
            self._cache.clear()
        elif old.get("name") != entry.get("name"):
            self._cache.pop("past", None)

    def remove(self, match_id: str) -> None:
        self.entries.pop(match_id, None)
        self.digests.pop(match_id, None)
        self._cache.clear()

    def ordered(self) -> list[dict[str, Any]]:
        """Every match, oldest first (by start time, then id)."""
        return sorted(self.entries.values(), key=lambda e: (e["started"], e["id"]))

    def finished(self) -> list[dict[str, Any]]:
        """The matches with at least one finished deal, oldest first."""
        return [e for e in self.ordered() if e["records"]]

    def missing(self) -> list[str]:
        """Ids of matches with finished deals but no digest yet, newest first."""
        return [e["id"] for e in reversed(self.finished()) if e["id"] not in self.digests]

    def totals(self, match_id: str) -> tuple[int, int, int] | None:
        """A match's totals per seat; None while its digest is unknown or if a deal of it
        does not replay."""
        digest = self.digests.get(match_id)
        if digest is None or any(s is None for s in digest):
            return None
        rows = [s.scores for s in digest if s is not None]
        return sum(r[0] for r in rows), sum(r[1] for r in rows), sum(r[2] for r in rows)

    def past(self, current: str | None, limit: int) -> tuple[list[dict[str, Any]], int]:
        """The newest ``limit`` earlier matches for the score sheet, and how many more
        (kept until the history changes: the sheet is repainted at every move)."""
        key = ("past", current, limit)
        if self._cache.get("past", (None,))[0] != key:
            self._cache["past"] = (key, self._past(current, limit))
        result: tuple[list[dict[str, Any]], int] = self._cache["past"][1]
        return result

    def _past(self, current: str | None, limit: int) -> tuple[list[dict[str, Any]], int]:
        earlier = [e for e in reversed(self.finished()) if e["id"] != current]
        shown = [self._past_item(e) for e in earlier[:limit]]
        return shown, max(0, len(earlier) - limit)

    def _past_item(self, entry: dict[str, Any]) -> dict[str, Any]:
        """An earlier match as the score sheet lists it: a pool match's totals with the pool
        shared out (it is over, §9.9, unless it was ``running`` where it was exported), and
        that pool and what was left undistributed."""
        totals = self.totals(entry["id"])
        item = {
            "started": entry["started"],
            "deals": len(entry["records"]),
            "name": entry.get("name", ""),
            "totals": totals,
        }
        if totals is not None and stats.in_chips(entry) and not entry.get("running"):
            pool = pool_of(totals)
            item["totals"], item["rest"] = final_standing(totals, pool)
            item["pool"] = pool
            item["mode"] = stats.pool_mode(entry)
        return item

    def statistics(self, current: str | None = None) -> dict[str, Any]:
        """``stats.compute`` over every match, or ``{"pending": (done, total)}`` while
        matches are still being read or digested; every match but ``current`` (the one on
        the table) and those still running where they were exported (``entry``) is over,
        and a fork's deals shared with the match it was split from count there only."""
        if "stats" in self._cache and self._cache["stats"][0] == current:
            cached: dict[str, Any] = self._cache["stats"][1]
            return cached
        matches = self.finished()
        done = sum(1 for e in matches if e["id"] in self.digests)
        if not self.loaded or done < len(matches):
            return {"pending": (done, len(matches)), "loaded": self.loaded}
        pooled = {i for i, e in enumerate(matches) if stats.in_chips(e)}
        ended = {i for i, e in enumerate(matches) if e["id"] != current and not e.get("running")}
        shared = {i: self._shared(e) for i, e in enumerate(matches) if "fork_of" in e}
        digests = (self.digests[e["id"]] for e in matches)
        computed = stats.compute(digests, pooled, ended, shared)
        self._cache["stats"] = (current, computed)
        return computed

    def _shared(self, fork: dict[str, Any]) -> int:
        """How many first deals the fork has in common with the match it was split from (0
        when that match is not here, or when following ``fork_of`` leads round in a circle,
        which only a tampered file can do: then every deal counts, none is lost)."""
        parent = self.entries.get(fork["fork_of"])
        seen, up = {fork["id"]}, parent
        while up is not None and up["id"] not in seen:
            seen.add(up["id"])
            up = self.entries.get(up.get("fork_of", ""))
        if parent is None or up is not None:
            return 0
        mine, theirs = fork["records"], parent["records"]
        n = 0
        while n < min(len(mine), len(theirs)) and mine[n] == theirs[n]:
            n += 1
        return n


class Loading:
    """Reads every stored match into a ``History``, a slice at a time (``tasks.Work``).

    The first slice takes the old single-key history (one parse) and the list of match keys;
    each later slice reads matches for ``tasks.SLICE_MS``, then the old history's
    matches that have no key of their own are written to one (kept for a later visit if the
    store is full: nothing is removed before it is moved).
    """

    key = "history-load"

    def __init__(self, storage: Storage, history: History, clock: Callable[[], int]) -> None:
        self.storage = storage
        self.history = history
        self.clock = clock
        self.keys: list[str] | None = None
        self.legacy: list[dict[str, Any]] = []
        self.total = 0

    @property
    def progress(self) -> tuple[int, int]:
        left = len(self.keys or ()) + len(self.legacy)
        return self.total - left, self.total

    def step(self, now_ms: int) -> bool:
        if self.keys is None:
            self.legacy = self.storage.legacy_history()
            self.keys = self.storage.keys(MATCHES)
            self.total = len(self.keys) + len(self.legacy)
            return self._done()
        budget = Slice(self.clock, now_ms)
        while self.keys and budget.more():
            stored = self.storage.read_match(self.keys.pop())
            if stored is not None:
                self.history.put(stored.entry, _decoded(stored.digest))
        while not self.keys and self.legacy and budget.more():
            entry = self.legacy.pop()
            try:
                kept = self.storage.merge_in(entry)
            except StorageFull:
                self.legacy.clear()  # stays in the old key; moved on a later visit
                return self._done(migrated=False)
            if kept is not None:
                self.history.put(kept)
        return self._done()

    def _done(self, migrated: bool = True) -> bool:
        if self.keys or self.legacy:
            return False
        if migrated:
            self.storage.finish_migration()
        self.history.loaded = True
        return True


class Digesting:
    """Replays the finished deals of matches without a digest, newest match first, a slice
    at a time (a long match over several: ``stats.MatchSumming``), and stores each digest
    beside its match (``tasks.Work``)."""

    key = "history-digest"

    def __init__(self, storage: Storage, history: History, clock: Callable[[], int]) -> None:
        self.storage = storage
        self.history = history
        self.clock = clock
        self.partial: dict[str, stats.MatchSumming] = {}

    def step(self, now_ms: int) -> bool:
        budget = Slice(self.clock, now_ms)
        for match_id in self.history.missing():
            entry = self.history.entries[match_id]
            summing = self.partial.get(match_id)
            if summing is None or summing.entry != entry:  # new, or changed since
                summing = self.partial[match_id] = stats.MatchSumming(entry)
            while not summing.done:
                if not budget.more():
                    return False
                summing.step()
            del self.partial[match_id]
            self.history.put(entry, summing.out)
            try:
                self.storage.save_digest(entry, [stats.encode(s) for s in summing.out])
            except StorageFull:
                pass  # kept in memory; computed again on a later visit
        return True


def _decoded(digest: list[Any] | None) -> list[Summary | None] | None:
    """A stored digest, or None if any of its rows is not a summary's stored form."""
    if digest is None:
        return None
    try:
        return [stats.decode(row) for row in digest]
    except ValueError:
        return None
