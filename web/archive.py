"""The player's saved data as the controller sees it. Pure (the stores come from ``main.py``).

Owns what happens to saved data around the game: reading it at start (``boot``: settings,
the match to resume, the discard selection of this tab), saving the match after every move
(``save``: read-merge-write, ``storage``), following other tabs (``changed``: their writes,
heard through ``storage`` events), the history of all matches (``history.History``, read and
digested in slices after the first paint), imports (checked in slices, written
all-or-nothing), exports and moving old matches out to a file when the store is full
(``prune``, in two steps: the file is offered, and the matches are removed only once the
player says it was saved, ``prune_confirm``). Everything it has to tell the player goes
through ``notify`` as a notice key of ``storage_texts``/``labels`` with its values; a notice
whose key starts with ``notice_progress`` is replaced as it changes and dropped through
``unnotify`` when done.

The tab store (``sessionStorage`` in the browser, which survives a reload but is the tab's
own) remembers which match this tab plays and the cards picked for the discard, so a reload
resumes this tab's match, not another tab's, with the same two cards picked.
"""

from __future__ import annotations

import json
from collections.abc import Callable
from dataclasses import dataclass, replace
from typing import Any, Protocol

from game import GameError, record_text

from . import history_io, stats
from .history import Digesting, History, Loading
from .review import play_count
from .safejson import JSONError, loads
from .session import Session
from .settings import Settings
from .stats import Summary
from .storage import (
    MATCH,
    MATCHES,
    Problem,
    Storage,
    StorageFull,
    Store,
    Stored,
    match_key,
)
from .tasks import Slice, Work, position_key

__all__ = ["TAB", "Notify", "Unnotify", "Change", "Archive"]

TAB = "preferanzen:tab"
"""The tab store's key: ``{"v": 1, "match": <id>, "position": <key>, "selected": [...]}``,
with ``"review": <step>`` and ``"overlay": <panel>`` while one is open (``Archive.view``)."""

RESTORED_OVERLAYS = ("score-sheet", "rules", "stats", "calls")
"""Panels a reload opens again: they show what is stored. Not the settings, whose unsaved
draft is gone, nor the last trick, which the next move replaces."""
PAST_SHOWN = 50
"""Earlier matches listed on the score sheet (all of them count in the statistics)."""

Notify = Callable[[str, dict[str, str]], None]


class Unnotify(Protocol):
    """Drop the notices of a key (only the one with these ``values``, if given)."""

    def __call__(self, key: str, values: dict[str, str] | None = None, /) -> None: ...


@dataclass(frozen=True, slots=True)
class Change:
    """What another tab's write means for this one."""

    session: Session | None = None
    """The version of this tab's match to continue with (another tab moved it on)."""
    settings: Settings | None = None
    """The settings as another tab saved them."""


def _problem_values(first: Problem, count: int) -> dict[str, str]:
    """A set-aside notice's values: the first key, and how many more alike."""
    values = {"key": first.key, "backup": first.backup or ""}
    return {**values, "alike": str(count - 1)} if count > 1 else values


class _Progress:
    """A piece of work that shows its progress as a notice while it runs (``tasks.Work``)."""

    EVERY_MS = 500
    """The notice changes at most this often (each change costs a repaint)."""

    def __init__(self, work: Any, notice: str, archive: Archive) -> None:
        self.work, self.notice, self.archive = work, notice, archive
        self.key = work.key
        self.shown_at: int | None = None

    def step(self, now_ms: int) -> bool:
        finished = bool(self.work.step(now_ms))
        self.archive.report_problems()  # what reading the history had to set aside
        if finished:
            self.archive.unnotify(self.notice)
            return True
        done, total = self.work.progress
        due = self.shown_at is None or now_ms - self.shown_at >= self.EVERY_MS
        if total > 200 and due:  # small jobs finish before anyone could read a notice
            self.shown_at = now_ms
            self.archive.notify(self.notice, {"done": f"{done:,}", "total": f"{total:,}"})
        return False


class _Writing:
    """Checked matches written to their keys a slice at a time, all or nothing: when the
    store is full, every key written so far gets back what it held (``tasks.Work``)."""

    key = "import-write"

    def __init__(
        self,
        archive: Archive,
        todo: list[tuple[dict[str, Any], list[Summary | None]]],
        report: history_io.Report,
    ) -> None:
        self.archive, self.todo, self.report = archive, todo, report
        self.written: list[tuple[str, str | None]] = []
        self.total = len(todo)

    @property
    def progress(self) -> tuple[int, int]:
        return self.total - len(self.todo), self.total

    def step(self, now_ms: int) -> bool:
        storage, budget = self.archive.storage, Slice(self.archive.clock, now_ms)
        while self.todo and budget.more():
            entry, digest = self.todo.pop(0)
            try:
                before = storage.put(entry, [stats.encode(s) for s in digest])
            except StorageFull:
                for key, old in reversed(self.written):
                    storage.restore(key, old)
                    self.archive.history.remove(key.removeprefix(MATCHES))
                self.archive.reload_all([key for key, _ in self.written])
                self.archive.importing = False
                self.archive.notify("notice_import_full", {})
                return True
            self.written.append((match_key(entry["id"]), before))
            self.archive.history.put(entry, digest)
        if self.todo:
            return False
        self.archive.importing = False
        self.archive.notify(self.report.key, self.report.texts())
        return True


@dataclass(frozen=True, slots=True)
class _Offer:
    """The file of older matches offered for download, waiting for the player to say it
    was saved (``Archive.prune``)."""

    name: str
    entries: dict[str, dict[str, Any]]
    """The matches in the file, by id, as it holds them."""


class Archive:
    """The page's saved data (see the module docstring)."""

    def __init__(
        self,
        store: Store,
        tab: Store,
        clock: Callable[[], int],
        notify: Notify,
        unnotify: Unnotify,
        queue: Callable[[Work], None],
        blocked: bool = False,
    ) -> None:
        self.storage = Storage(store, blocked)
        self.queue = queue
        self.tab = tab
        self.clock = clock
        self.notify = notify
        self.unnotify = unnotify
        self.history = History()
        self.loading = _Progress(
            Loading(self.storage, self.history, clock), "notice_progress_load", self
        )
        self.digesting = Digesting(self.storage, self.history, clock)
        self._summaries: dict[str, Summary | None] = {}
        self._followed: set[str] = set()
        self._reported = 0
        self._problem_kinds: dict[str, tuple[Problem, int]] = {}
        """Per notice kind, the first value set aside and how many were (``report_problems``)."""
        self.importing = False
        self._playing: str | None = None
        """The match on the table when the import began: the import leaves it alone."""
        self.offered: _Offer | None = None
        """The older matches' file offered by ``prune``, until confirmed or cancelled."""
        self.view: tuple[int | None, str | None] = (None, None)
        """What this tab shows over the table: the review's step of the finished deal and
        the open panel (``remember``; ``boot`` gives it back after a reload)."""

    # --- start ------------------------------------------------------------------------------

    def boot(self, levels: tuple[str, ...]) -> tuple[Settings, Session | None, tuple[str, ...]]:
        """The stored settings, the match to resume (None: none) and the discard selection
        this tab had; ``view`` what it showed over the table (a reload in the review or
        the score sheet used to land on the bare table). Every value set aside is reported."""
        settings = self.storage.settings(levels)
        remembered = self._tab()
        session = self.storage.resume(remembered.get("match"))
        selected: tuple[str, ...] = ()
        if session is not None and remembered.get("position") == position_key(session):
            cards = remembered.get("selected")
            hand = session.observation()["hand"]
            if isinstance(cards, list) and len(cards) <= 2 and all(c in hand for c in cards):
                selected = tuple(cards)
            step = remembered.get("review")
            valid = type(step) is int and 0 <= step <= play_count(session.state)
            panel = remembered.get("overlay")
            self.view = (
                step if valid and session.over else None,
                panel if panel in RESTORED_OVERLAYS else None,
            )
        self.report_problems()
        if self.storage.blocked:
            self.notify("notice_blocked", {})
        return settings, session, selected

    def start(self) -> None:
        """Queue the long work of a page: read the history, then digest what needs it."""
        self.queue(self.loading)
        self.queue(self.digesting)

    def digest_soon(self) -> None:
        """Queue the digesting again (matches arrived without their statistics)."""
        if self.history.missing():
            self.queue(self.digesting)

    def report_problems(self) -> None:
        """One notice per kind of trouble with the values set aside: the first key and
        how many more (``alike``), replaced as the count grows. Hundreds of damaged keys
        made hundreds of notices, one each, which buried the page."""
        before = {kind: count for kind, (_, count) in self._problem_kinds.items()}
        for problem in self.storage.problems[self._reported :]:
            kind = problem.kind if problem.backup is not None else "kept"
            if problem.kind == "unreadable":
                kind = "unreadable"
            first, count = self._problem_kinds.get(kind, (problem, 0))
            self._problem_kinds[kind] = (first, count + 1)
        self._reported = len(self.storage.problems)
        for kind, (first, count) in self._problem_kinds.items():
            if before.get(kind, 0) == count:
                continue
            if kind in before:  # only its own: another of this key (online's) stays
                self.unnotify(f"notice_{kind}", _problem_values(first, before[kind]))
            self.notify(f"notice_{kind}", _problem_values(first, count))

    # --- saving -----------------------------------------------------------------------------

    def save(
        self, session: Session, settings: Settings, selected: tuple[str, ...]
    ) -> Session | None:
        """Save ``session``'s match (and this tab's selection); returns another tab's version
        to continue with when that one already holds this move (see ``storage.save_match``)."""
        entry = session.entry(settings.name, settings.level)
        digest = self._digest(session)
        self.history.put(entry, digest)
        self.remember(session, selected)
        try:
            saved = self.storage.save_match(
                entry, [stats.encode(s) for s in digest], session.to_dict()
            )
        except StorageFull:
            self.notify("notice_full", {})
            return None
        finally:
            self._after_write()
        if not any(key.startswith(MATCH) for key in self.storage.unsaved):
            self.unnotify("notice_full")  # every move saved again (room came back)
        if saved.fork is not None:
            self.notify("notice_forked", {})
            self._reload(saved.fork)
        if saved.outcome == "adopted" and saved.stored is not None:
            return self._follow(saved.stored, session)
        return None

    def save_settings(self, before: Settings, after: Settings, levels: tuple[str, ...]) -> Settings:
        """Save the changed settings; returns them as stored (with other tabs' changes)."""
        try:
            return self.storage.save_settings(before, after, levels)
        except StorageFull:
            self.notify("notice_full", {})
            return after
        finally:
            self._after_write()

    def remember(self, session: Session, selected: tuple[str, ...]) -> None:
        """This tab's match, discard selection and ``view``, in the tab store (survives a
        reload)."""
        data: dict[str, Any] = {"match": session.match_id, "position": position_key(session)}
        review, overlay = self.view
        if review is not None:
            data["review"] = review
        if overlay in RESTORED_OVERLAYS:
            data["overlay"] = overlay
        text = json.dumps({"v": 1, **data, "selected": list(selected)}, separators=(",", ":"))
        try:
            self.tab[TAB] = text
        except Exception:  # the tab store is not essential: a reload then resumes the last match
            pass

    def _tab(self) -> dict[str, Any]:
        try:
            raw = self.tab.get(TAB)
            data = loads(raw, max_chars=2_000, max_depth=3) if isinstance(raw, str) else None
        except (JSONError, Exception):
            return {}
        return data if isinstance(data, dict) and data.get("v") == 1 else {}

    def _after_write(self) -> None:
        dropped = self.storage.dropped_backups
        if dropped:
            self.storage.dropped_backups = 0
            self.notify("notice_backups_dropped", {"n": str(dropped)})

    def _digest(self, session: Session) -> list[Summary | None]:
        """Summaries of the match's finished deals (each record replayed once per page; the
        deal just finished is read off the state on the table), each with its score-sheet
        line (``stats.with_line``: a pool match's payments into the pool too)."""
        if session.over:
            text = record_text(session.state)
            if text not in self._summaries:
                self._summaries[text] = stats.summary_of(session.state)
        out: list[Summary | None] = []
        for record in session.finished_records():
            if record not in self._summaries:
                self._summaries[record] = stats.summaries([record])[0]
            out.append(self._summaries[record])
        lines = session.sheet().lines()  # each deal as the score sheet has it (a pool's too)
        if len(lines) != len(out):
            return out
        pairs = zip(out, lines, strict=True)
        return [s if s is None else stats.with_line(s, line) for s, line in pairs]

    # --- other tabs -------------------------------------------------------------------------

    def changed(
        self, key: str | None, levels: tuple[str, ...], session: Session | None, name: str
    ) -> Change:
        """Another tab wrote ``key`` (None: it cleared everything); what this tab does."""
        if key == self.storage.settings_key:
            return Change(settings=self.storage.settings(levels, quiet=True))
        if key is None or not key.startswith(MATCHES):
            return Change()
        match_id = key.removeprefix(MATCHES)
        ours = None
        if session is not None and session.match_id == match_id:
            level = self.history.entries.get(match_id, {}).get("level", "")
            ours = session.entry(name, level)
        stored = self.storage.changed_match(key, ours)
        if stored is None:
            if self.storage.read_match(key, quiet=True) is None:
                self.history.remove(match_id)
            return Change()
        self._put(stored)
        if ours is None or session is None:
            return Change()
        return Change(session=self._follow(stored, session))

    def _follow(self, stored: Stored, session: Session) -> Session | None:
        """Continue with another tab's version of this tab's match (once with a notice)."""
        try:
            follow = Session.from_entry(stored.entry)
        except (GameError, ValueError):
            return None
        follow.humans = session.humans
        if stored.entry["id"] not in self._followed:
            self._followed.add(stored.entry["id"])
            self.notify("notice_follow", {})
        return follow

    def _put(self, stored: Stored) -> None:
        digest = None
        if stored.digest is not None:
            try:
                digest = [stats.decode(row) for row in stored.digest]
            except ValueError:
                digest = None
        self.history.put(stored.entry, digest)

    def _reload(self, match_id: str) -> None:
        stored = self.storage.read_match(match_key(match_id), quiet=True)
        if stored is not None:
            self._put(stored)

    def reload_all(self, keys: list[str]) -> None:
        """Read these match keys into the history again (after a rollback)."""
        for key in keys:
            self._reload(key.removeprefix(MATCHES))

    # --- the history's files ----------------------------------------------------------------

    def _loaded(self) -> None:
        """Finish reading the history now (an export needs all of it)."""
        while not self.history.loaded and not self.loading.step(self.clock()):
            pass

    def export(self, now_ms: int, playing: str | None = None) -> tuple[str, str]:
        """The export file (name, text) of every match with finished deals; ``playing``, the
        match on the table, is marked as running (``history_io.export_text``)."""
        self._loaded()
        text = history_io.export_text(self.history.ordered(), now_ms, playing)
        return history_io.file_name(now_ms), text

    def prune(self, current: str | None, now_ms: int) -> tuple[str, str] | None:
        """Offer the older half of the finished matches (never ``current``) as an export file
        to download, and remove nothing yet: the page cannot tell whether the download was
        saved (blocked, cancelled), so the player confirms that (``prune_confirm``) or
        cancels (``prune_cancel``). The offer lives in this page only (a reload forgets it,
        which removes nothing). Returns the file (name, text); None if there is no match."""
        self._loaded()
        older = [e for e in self.history.finished() if e["id"] != current]
        older = older[: max(1, len(older) // 2)] if older else []
        if not older:
            return None
        name = history_io.file_name(now_ms, "-older")
        text = history_io.export_text(older, now_ms)
        self.unnotify("notice_prune_offer")  # a second click: the newer file is the offer
        self.offered = _Offer(name, {entry["id"]: entry for entry in older})
        self.notify("notice_prune_offer", {"n": str(len(older)), "file": name})
        return name, text

    def prune_confirm(self, current: str | None) -> str | None:
        """The player saved the offered file: remove the matches it holds, by id, each only
        as the file has it (one changed since, e.g. in another tab, stays), never
        ``current``. Returns why nothing was done (no file offered), else None."""
        offer, self.offered = self.offered, None
        if offer is None:
            return "ignored prune-confirm: no file was offered (or it was cancelled)"
        self.unnotify("notice_prune_offer")
        removed = kept = 0
        for match_id, entry in offer.entries.items():
            stored = self.storage.read_match(match_key(match_id), quiet=True)
            ours = self.history.entries.get(match_id)
            if stored is None and ours is None:
                continue  # gone already (another tab moved it out)
            same = stored is not None and stored.entry == entry and ours in (None, entry)
            if match_id == current or not same:
                kept += 1
                continue
            self.storage.remove_match(match_id)
            self.history.remove(match_id)
            removed += 1
        if removed:
            self.notify("notice_pruned", {"n": str(removed), "file": offer.name})
        if kept:
            self.notify("notice_prune_kept", {"n": str(kept)})
        return None

    def prune_cancel(self) -> None:
        """Forget the offered file (it was not saved): nothing is removed."""
        self.offered = None
        self.unnotify("notice_prune_offer")

    def start_import(self, text: str, playing: str | None = None) -> None:
        """Queue the check of an import file; once checked, it is written (all or nothing),
        never over the match ``playing`` (the one on the table, see ``history_io.merge``)."""
        if self.importing:
            self.notify("notice_import_busy", {})
            return
        self.importing = True
        self._playing = playing
        checking = history_io.Checking(text, self.clock, self._checked)
        self.queue(_Progress(checking, "notice_progress_import", self))

    def _checked(
        self,
        checked: list[tuple[dict[str, Any], list[Summary | None]]] | None,
        error: history_io.HistoryFileError | None,
        left_out: list[history_io.HistoryFileError],
    ) -> None:
        """The file is checked: merge its good matches into the history (``history_io.merge``'s
        rules); the report says which damaged ones were left out."""
        if checked is None:
            self.importing = False
            assert error is not None
            self.notify("notice_import_bad", error.notice())
            return
        self._loaded()
        imported = [entry for entry, _ in checked]
        merged, report = history_io.merge(self.history.ordered(), imported, self._playing)
        report = replace(report, left_out=tuple(left_out))
        digests = {entry["id"]: digest for entry, digest in checked}
        now = {e["id"]: e for e in merged}
        todo = [
            (entry, digests[entry["id"]])
            for entry in imported
            if now.get(entry["id"]) is entry and self.history.entries.get(entry["id"]) != entry
        ]
        self.queue(_Progress(_Writing(self, todo, report), "notice_progress_import", self))

    # --- what is shown ----------------------------------------------------------------------

    def past(self, current: str | None) -> tuple[list[dict[str, Any]], int]:
        """The score sheet's earlier matches (newest first) and how many more there are."""
        return self.history.past(current, PAST_SHOWN)

    def statistics(self, current: str | None) -> dict[str, Any]:
        """The statistics, or their progress while the history is read and digested;
        ``current`` is the match on the table (the others are over)."""
        return self.history.statistics(current)
