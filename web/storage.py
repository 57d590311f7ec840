"""What the page keeps in ``localStorage``: keys, envelope, bounds, merging writes, backups.

Owns the keys and their JSON envelope ``{"v": SCHEMA, ...}``:

- ``preferanzen:settings``      the player's settings (``settings.Settings``); while it holds
                                a value that could not be set aside, under
                                ``preferanzen:settings~<hash of that value>``;
- ``preferanzen:match:<id>``    one key per match (``entry``: its finished deals' records and
                                the deal in progress), with ``rev``, the number of writes it
                                had, and ``digest``, its deals' statistics (``stats.encode``).
                                All of them together are the score history;
- ``preferanzen:match``         a copy of the match last played in this browser
                                (``session.Session.to_dict``), which a new visit resumes;
- ``preferanzen:history``       the old single-key history (schema 1, one list): read once,
                                moved into per-match keys, then removed;
- ``preferanzen:backup:<name>`` a value that had to be set aside, one per key.

No lost update: a tab writes only its own match's key, and it reads the key first. When
another tab wrote it since (its ``rev`` is higher than the one this tab last saw), the two
versions are merged (``save_match``): the one that holds the other wins (``entry.extends``);
when they diverged, this tab's move wins and the other version is kept as a new match if it
had finished deals this one lacks, so no deal is ever lost; its ``fork_of`` names the match
it was split from, so the deals both hold count once (``history``). Other tabs hear of every write
(``storage`` events, ``main.py``) and follow (``changed_match``).

Hostile data never stops the page: every read is bounded in size and nesting before it is
parsed (``safejson``), checked field by field (``entry``), and a value that cannot be used is
moved to its backup key (replacing an older backup of that key) and reported as a
``Problem``; if even the backup cannot be written, the value stays where it is, unused and
never overwritten. Every failure of the store (reading, writing, listing) is caught. When
the store is full, the backups are dropped first and the write is tried again; if it still
fails, ``StorageFull`` tells the caller, who keeps everything in memory and tries again at
the next write. Works on any dict-like store, so it is tested without a browser.
"""

from __future__ import annotations

import hashlib
import json
from collections.abc import Iterable
from dataclasses import dataclass, field
from typing import Any, Protocol

from game import GameError

from . import entry as entries
from .safejson import JSONError, loads
from .session import Session
from .settings import Settings

__all__ = [
    "SCHEMA",
    "PREFIX",
    "SETTINGS",
    "MATCH",
    "HISTORY",
    "MATCHES",
    "BACKUPS",
    "LIMITS",
    "Store",
    "Problem",
    "Stored",
    "Saved",
    "StorageFull",
    "Storage",
    "match_key",
    "dumps",
    "save",
    "backup",
]

SCHEMA = 1
PREFIX = "preferanzen:"
SETTINGS = PREFIX + "settings"
MATCH = PREFIX + "match"
HISTORY = PREFIX + "history"
MATCHES = PREFIX + "match:"
BACKUPS = PREFIX + "backup:"
LIMITS = {SETTINGS: 20_000, MATCH: 1_000_000, MATCHES: 1_000_000, HISTORY: 8_000_000}
"""Longest value read per key (characters); a match of 2,000 deals stays below 1,000,000."""
MAX_DEPTH = 8
"""Deepest nesting read: our values nest at most 4 levels (an entry's digest rows)."""
_RAW = "\x00raw"
"""Where ``read`` leaves the text it parsed (no JSON key can be this)."""


class Store(Protocol):
    """The part of ``localStorage`` the page uses (a dict works in tests)."""

    def get(self, key: str) -> str | None: ...

    def __setitem__(self, key: str, value: str) -> None: ...

    def __delitem__(self, key: str) -> None: ...

    def keys(self) -> Iterable[str]: ...


@dataclass(frozen=True, slots=True)
class Problem:
    """A stored value that could not be used as it was."""

    key: str
    backup: str | None
    """Where the value was moved; None when it could not be, and stays unused at ``key``."""
    kind: str
    """"corrupt" (not JSON or invalid), "foreign" (another schema version), "large",
    "partial" (the readable part was kept) or "unreadable" (the store refused to read)."""
    detail: str


@dataclass(frozen=True, slots=True)
class Stored:
    """One match as read from its key."""

    entry: dict[str, Any]
    rev: int
    digest: list[Any] | None


@dataclass(frozen=True, slots=True)
class Saved:
    """What ``save_match`` did: "saved", or "adopted" (another tab's version holds this
    one's: nothing written, ``stored`` is the version to continue with)."""

    outcome: str
    stored: Stored | None = None
    fork: str | None = None
    """The id under which a diverged version with deals of its own was kept, if any."""


class StorageFull(Exception):
    """A write failed even after the backups were dropped (quota, or storage switched off)."""


def match_key(match_id: str) -> str:
    return MATCHES + match_id


def dumps(payload: dict[str, Any]) -> str:
    """``payload`` in the versioned envelope, compactly."""
    return json.dumps({"v": SCHEMA, **payload}, separators=(",", ":"), ensure_ascii=False)


def save(store: Store, key: str, payload: dict[str, Any]) -> None:
    """Write ``payload`` under a key of its own (``web.online``'s table), in the envelope."""
    store[key] = dumps(payload)


def backup(store: Store, key: str, raw: str) -> str:
    """Set ``raw`` aside from ``key`` to its one backup key (see ``Storage.set_aside``);
    returns where it is now (``key`` itself when there was no room to move it)."""
    return Storage(store).set_aside(key, raw, "corrupt", "").backup or key


def _limit(key: str) -> int:
    return LIMITS[MATCHES] if key.startswith(MATCHES) else LIMITS.get(key, LIMITS[SETTINGS])


def _shown(value: object) -> str:
    """A value for a message, if it is short (a planted one may be anything)."""
    small = isinstance(value, int) and abs(value) < 10**9
    return repr(value) if small or (isinstance(value, str) and len(value) < 20) else "?"


def _fork_id(entry: dict[str, Any]) -> str:
    """A stable id for a diverged version (the same version always gets the same id)."""
    digest = hashlib.sha256("\n".join(entry["records"]).encode("utf-8")).hexdigest()[:8]
    return f"{entry['id'][: entries.MAX_ID - 9]}~{digest}"


@dataclass
class Storage:
    """The page's storage, over a ``Store`` (see the module docstring)."""

    store: Store
    blocked: bool = False
    """The browser refuses storage (site data switched off): the store is memory only."""
    problems: list[Problem] = field(default_factory=list)
    revs: dict[str, int] = field(default_factory=dict)
    """Per match id, the ``rev`` this tab last read or wrote."""
    unsaved: set[str] = field(default_factory=set)
    """Keys whose latest write failed (the store is full)."""
    dropped_backups: int = 0
    _kept: set[str] = field(default_factory=set)
    """Keys holding a value that could not be set aside: never overwritten."""
    _settings_aside: str | None = None
    """The settings' value last set aside (or left in place, ``_kept``): it names their
    spare key (``settings``). Only theirs is kept: other keys' can be megabytes."""
    settings_key: str = SETTINGS
    """Where the settings are saved: ``SETTINGS``, unless it is stuck (``settings``)."""

    # --- the store, every call guarded ------------------------------------------------------

    def _get(self, key: str) -> str | None:
        try:
            value = self.store.get(key)
        except Exception as error:  # SecurityError and friends: report, go on without it
            self.problems.append(Problem(key, None, "unreadable", str(error)))
            self._kept.add(key)
            return None
        return value if isinstance(value, str) else None

    def keys(self, prefix: str) -> list[str]:
        """Every key starting with ``prefix`` (none if the store cannot list them)."""
        try:
            found = [k for k in self.store.keys() if isinstance(k, str) and k.startswith(prefix)]
            return sorted(found)
        except Exception:
            return []

    def _remove(self, key: str) -> None:
        try:
            del self.store[key]
        except Exception:  # missing already, or the store refuses: nothing more to do
            pass

    def write(self, key: str, text: str) -> None:
        """Write ``text`` under ``key``; when the store is full, drop the backups and retry.

        Raises:
            StorageFull: the write failed even so (``key`` is remembered as unsaved).
        """
        if key in self._kept:
            raise StorageFull(f"{key} holds a value that could not be set aside")
        try:
            self.store[key] = text
        except Exception:
            if not self.drop_backups():
                self.unsaved.add(key)
                raise StorageFull(f"the browser's storage is full ({key})") from None
            try:
                self.store[key] = text
            except Exception as error:
                self.unsaved.add(key)
                raise StorageFull(f"the browser's storage is full ({key}): {error}") from None
        self.unsaved.discard(key)

    def drop_backups(self) -> int:
        """Remove every backup key (first to go when space runs out); how many there were."""
        backups = self.keys(BACKUPS)
        for key in backups:
            self._remove(key)
        self.dropped_backups += len(backups)
        return len(backups)

    # --- reading ------------------------------------------------------------------------------

    def set_aside(self, key: str, raw: str, kind: str, detail: str) -> Problem:
        """Move ``raw`` from ``key`` to its backup key (one per key) and report it."""
        backup = BACKUPS + key.removeprefix(PREFIX)
        if key == SETTINGS:
            self._settings_aside = raw
        try:
            if self._get(backup) != raw:
                self.store[backup] = raw
            self._remove(key)
        except Exception:  # no room even for the copy: leave it in place, unused
            self._kept.add(key)
            problem = Problem(key, None, kind, detail)
        else:
            problem = Problem(key, backup, kind, detail)
        self.problems.append(problem)
        return problem

    def read(self, key: str, quiet: bool = False) -> dict[str, Any] | None:
        """The envelope's payload under ``key`` (``v`` removed); None when absent or unusable:
        then set aside and reported, or with ``quiet`` (another tab's write, which may be a
        newer version of the page) just ignored."""
        raw = self._get(key)
        if raw is None:
            return None
        try:
            data = loads(raw, max_chars=_limit(key), max_depth=MAX_DEPTH)
            if not isinstance(data, dict):
                raise JSONError(f"expected an object, found {type(data).__name__}")
        except JSONError as error:
            if not quiet:
                kind = "large" if len(raw) > _limit(key) else "corrupt"
                self.set_aside(key, raw, kind, str(error))
            return None
        if data.get("v") != SCHEMA:
            if not quiet:
                detail = f"schema version {_shown(data.get('v'))}, expected {SCHEMA}"
                self.set_aside(key, raw, "foreign", detail)
            return None
        data.pop("v")
        data[_RAW] = raw
        return data

    def settings(self, levels: tuple[str, ...], quiet: bool = False) -> Settings:
        """The stored settings (fields that do not fit take their defaults).

        While ``SETTINGS`` holds a value that could not be set aside (a full store), they
        are saved under a spare key named by that value (``settings_key``): ``SETTINGS`` is
        never written over, and every save failed with the storage-full notice, whose
        remedy did not help. Once the value can be set aside, they move back."""
        data = self.read(self.settings_key, quiet)
        stuck, self._settings_aside = self._settings_aside, None
        if data is None and stuck is not None and self.settings_key == SETTINGS:
            # (a browser's string may hold a lone surrogate: hashed as it is)
            named = hashlib.sha256(stuck.encode("utf-8", "surrogatepass")).hexdigest()[:8]
            spare = f"{SETTINGS}~{named}"
            data = self.read(spare)
            self.settings_key = spare if SETTINGS in self._kept else SETTINGS
            if data is not None and self.settings_key == SETTINGS:  # room came back
                try:
                    self.write(SETTINGS, data[_RAW])
                    self._remove(spare)
                except StorageFull:
                    self.settings_key = spare
        if data is None:
            return Settings().with_level(levels)
        data.pop(_RAW)
        return Settings.from_dict(data, levels)

    def read_match(self, key: str, quiet: bool = False) -> Stored | None:
        """The match under ``key``; None when absent or unusable (set aside unless ``quiet``)."""
        data = self.read(key, quiet)
        if data is None:
            return None
        raw = data.pop(_RAW)
        try:
            entry = entries.clean(data)
            if match_key(entry["id"]) != key:
                raise entries.EntryError(f"id {entry['id']!r} does not match the key")
        except entries.EntryError as error:
            if not quiet:
                self.set_aside(key, raw, "corrupt", str(error))
            return None
        rev = data.get("rev", 0)
        rev = rev if isinstance(rev, int) and not isinstance(rev, bool) and rev >= 0 else 0
        digest = data.get("digest")
        if not isinstance(digest, list) or len(digest) != len(entry["records"]):
            digest = None
        return Stored(entry, rev, digest)

    def resume(self, tab_match: str | None) -> Session | None:
        """The match to continue: this tab's own (a reload), else the one last played in this
        browser; None for a first visit (or when neither can be read)."""
        mirror = self.read(MATCH)
        raw_mirror = mirror.pop(_RAW) if mirror is not None else ""
        mirror_id = mirror.get("id") if mirror is not None else None
        for match_id in dict.fromkeys((tab_match, mirror_id)):
            if not isinstance(match_id, str) or not entries.valid_id(match_id):
                continue
            key = match_key(match_id)
            stored = self.read_match(key)
            if stored is None:
                continue
            try:
                session = Session.from_entry(stored.entry)
            except (GameError, ValueError) as error:
                self.set_aside(key, self._get(key) or "", "corrupt", str(error))
                continue
            self.revs[session.match_id] = stored.rev
            return session
        if mirror is None:
            return None
        try:  # only the copy exists (saved by an older version of the page)
            entries.clean(mirror)  # the same bounds as a match's own key
            session = Session.from_dict(mirror)
        except (GameError, ValueError, TypeError, KeyError) as error:
            self.set_aside(MATCH, raw_mirror, "corrupt", str(error))
            return None
        if match_key(session.match_id) in self._kept:
            # its own key holds a value that could not be set aside and is never written
            # over: every save would fail, and each reload would go back to this copy. It
            # goes on under an id of its own (the copy's version), so its moves are saved.
            session.match_id = _fork_id({"id": session.match_id, "records": [raw_mirror]})
        return session

    def legacy_history(self) -> list[dict[str, Any]]:
        """The entries of the old single-key history (``HISTORY``), each checked; the key is
        set aside if unusable, and reported as partial if some of its matches were not."""
        data = self.read(HISTORY)
        if data is None:
            return []
        raw = data.pop(_RAW)
        matches = data.get("matches")
        if not isinstance(matches, list):
            self.set_aside(HISTORY, raw, "corrupt", "no list of matches")
            return []
        kept = []
        for match in matches:
            try:
                kept.append(entries.clean(match))
            except entries.EntryError:
                continue
        if len(kept) != len(matches):
            lost = len(matches) - len(kept)
            self.set_aside(HISTORY, raw, "partial", f"{lost} unreadable matches")
        return kept

    def finish_migration(self) -> None:
        """The old history key is no longer needed: every entry has its own key now."""
        if HISTORY not in self._kept:
            self._remove(HISTORY)

    # --- writing ------------------------------------------------------------------------------

    def save_settings(self, before: Settings, after: Settings, levels: tuple[str, ...]) -> Settings:
        """Write the fields that changed from ``before`` to ``after`` over the stored settings
        (another tab's changes to other fields stay); returns the settings now stored.

        Raises:
            StorageFull: the write failed.
        """
        stored = self.read(self.settings_key, quiet=True) or {}
        stored.pop(_RAW, None)
        mine, old = after.to_dict(), before.to_dict()
        merged = {**stored, **{k: v for k, v in mine.items() if old.get(k) != v}}
        settings = Settings.from_dict({**mine, **merged}, levels)
        self.write(self.settings_key, dumps(settings.to_dict()))
        return settings

    def save_match(
        self,
        entry: dict[str, Any],
        digest: list[Any] | None,
        mirror: dict[str, Any] | None = None,
    ) -> Saved:
        """Read-merge-write the match ``entry`` (see the module docstring); ``mirror`` is the
        session's saved form for ``MATCH``.

        Raises:
            StorageFull: the write failed (the caller keeps the match and retries later).
        """
        match_id = entry["id"]
        key = match_key(match_id)
        base = self.revs.get(match_id, 0)
        stored = self.read_match(key)
        fork = None
        if stored is not None and stored.rev > base and stored.entry == entry:
            self.revs[match_id] = stored.rev  # another tab made this very move already
            return Saved("adopted", stored)
        if stored is not None and stored.rev > base and not entries.extends(entry, stored.entry):
            if entries.extends(stored.entry, entry):
                self.revs[match_id] = stored.rev
                return Saved("adopted", stored)
            fork = self.keep_fork(stored, entry)
        rev = max(base, stored.rev if stored is not None else 0) + 1
        payload = {**entry, "rev": rev}
        if digest is not None:
            payload["digest"] = digest
        self.write(key, dumps(payload))
        self.revs[match_id] = rev
        if mirror is not None:
            self.write(MATCH, dumps(mirror))
        return Saved("saved", None, fork)

    def keep_fork(self, version: Stored, winner: dict[str, Any]) -> str | None:
        """Keep ``version`` under a fork id if it has finished deals ``winner`` lacks; the id
        (or None when nothing would be lost)."""
        mine = version.entry["records"]
        if winner["records"][: len(mine)] == mine:
            return None
        fork = {**version.entry, "id": _fork_id(version.entry), "fork_of": version.entry["id"]}
        payload = {**fork, "rev": 1}
        if version.digest is not None:
            payload["digest"] = version.digest
        try:
            self.write(match_key(fork["id"]), dumps(payload))
        except StorageFull:
            return None
        return str(fork["id"])

    def changed_match(self, key: str, ours: dict[str, Any] | None) -> Stored | None:
        """Another tab wrote ``key``: the version to follow when it is news to this tab
        (a higher ``rev`` than this tab's), else None. ``ours``, this tab's version of that
        match (if it plays it), is kept as a fork if it has deals the news lacks."""
        stored = self.read_match(key, quiet=True)
        if stored is None:
            return None
        match_id = stored.entry["id"]
        if ours is not None and stored.rev <= self.revs.get(match_id, 0):
            return None
        if ours is not None and not entries.extends(stored.entry, ours):
            self.keep_fork(Stored(ours, self.revs.get(match_id, 0), None), stored.entry)
        self.revs[match_id] = stored.rev
        return stored

    def save_digest(self, entry: dict[str, Any], digest: list[Any]) -> None:
        """Store a match's statistics beside it, unless the match changed meanwhile.

        Raises:
            StorageFull: the write failed (the digest is computed again on a later visit).
        """
        key = match_key(entry["id"])
        now = self.read_match(key, quiet=True)
        if now is None or now.entry != entry:
            return
        self.write(key, dumps({**now.entry, "rev": now.rev, "digest": digest}))

    def merge_in(self, entry: dict[str, Any]) -> dict[str, Any] | None:
        """Give a match from elsewhere (the old history key) its own key, merged with what
        is stored under it: the version that holds the other is kept; of two that diverged,
        both (``entry`` as a fork). Returns the entry now stored for it, or None when
        nothing was needed.

        Raises:
            StorageFull: the write failed.
        """
        key = match_key(entry["id"])
        stored = self.read_match(key, quiet=True)
        if stored is not None and entries.extends(stored.entry, entry):
            return None
        if stored is None or entries.extends(entry, stored.entry):
            rev = stored.rev + 1 if stored is not None else 1
            self.write(key, dumps({**entry, "rev": rev}))
            return entry
        fork = {**entry, "id": _fork_id(entry), "fork_of": entry["id"]}
        self.write(match_key(fork["id"]), dumps({**fork, "rev": 1}))
        return fork

    def put(self, entry: dict[str, Any], digest: list[Any] | None) -> str | None:
        """Write ``entry`` under its key as the next revision; returns what the key held
        before (None if nothing), so a failed import can put it back (``restore``).

        Raises:
            StorageFull: the write failed.
        """
        key = match_key(entry["id"])
        before = self._get(key)
        stored = self.read_match(key, quiet=True)
        payload = {**entry, "rev": (stored.rev if stored is not None else 0) + 1}
        if digest is not None:
            payload["digest"] = digest
        self.write(key, dumps(payload))
        return before

    def restore(self, key: str, before: str | None) -> None:
        """Put back what ``key`` held before a ``put`` (remove it if it held nothing)."""
        if before is None:
            self._remove(key)
            return
        try:
            self.store[key] = before
        except Exception:  # it fitted before; if not now, the newer version stays
            pass

    def remove_match(self, match_id: str) -> None:
        self._remove(match_key(match_id))
        self.revs.pop(match_id, None)
