"""web/storage.py: keys and envelope, bounds before parsing, backups, full stores, and the
read-merge-write that loses no tab's deal."""

from __future__ import annotations

import json
from typing import Any

import pytest
from web_helpers import finish_deal, stored_matches

from game import record_text
from web import entry as entries
from web import history_io, stats, storage
from web.history import History
from web.opponents import levels
from web.session import Session
from web.settings import Settings
from web.storage import Storage, StorageFull

LEVELS = levels()


def saved(payload: dict[str, Any]) -> str:
    return json.dumps({"v": storage.SCHEMA, **payload})


def played(seed: int = 4, deals: int = 1, started: int = 1000) -> Session:
    session = Session.new(seed=seed, started=started)
    for number in range(deals):
        finish_deal(session)
        if number < deals - 1:
            session.next_deal()
    return session


def keep(store: dict[str, str], session: Session, s: Storage | None = None) -> Storage:
    """Save ``session`` through a Storage on ``store`` (a new one: a fresh tab)."""
    s = s or Storage(store)
    s.save_match(session.entry("Anna", LEVELS[0]), None, session.to_dict())
    return s


class FullStore(dict[str, str]):
    """Refuses writes of keys outside ``allowed`` while ``full`` (like a full localStorage)."""

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        self.full = True

    def __setitem__(self, key: str, value: str) -> None:
        if self.full:
            raise OSError("QuotaExceededError")
        super().__setitem__(key, value)


# --- reading ------------------------------------------------------------------------------


def test_empty_store_gives_defaults_and_no_problems() -> None:
    s = Storage({})
    assert s.settings(LEVELS) == Settings().with_level(LEVELS)
    assert s.resume(None) is None and s.legacy_history() == [] and s.problems == []


def test_a_match_round_trips_through_its_own_key_and_the_copy() -> None:
    store: dict[str, str] = {}
    session = played(17, deals=2)
    session.act(session.observation()["legal"][0]) if session.human_to_move() else None
    keep(store, session)
    assert set(store) == {storage.MATCH, storage.match_key(session.match_id)}
    assert all(json.loads(v)["v"] == storage.SCHEMA for v in store.values())
    again = Storage(store).resume(None)
    assert again is not None and again.state == session.state
    assert again.match.records == session.match.records


def test_a_reload_resumes_this_tabs_match_not_the_last_one_played() -> None:
    store: dict[str, str] = {}
    mine, theirs = played(5, started=1), played(6, started=2)
    keep(store, mine)
    keep(store, theirs)  # the other tab moved last: the copy is its match
    resumed = Storage(store).resume(mine.match_id)
    assert resumed is not None and resumed.match_id == mine.match_id
    assert Storage(store).resume(None).match_id == theirs.match_id  # type: ignore[union-attr]


def test_a_finished_deal_on_the_table_is_resumed_with_its_result() -> None:
    store: dict[str, str] = {}
    session = played(8)
    assert session.over
    keep(store, session)
    entry = stored_matches(store)[session.match_id]
    assert "current" not in entry and entry["records"] == [record_text(session.state)]
    again = Storage(store).resume(session.match_id)
    assert again is not None and again.over and again.state == session.state


def test_corrupt_value_is_moved_to_its_backup_and_only_that_key_starts_afresh() -> None:
    """design.md §4: corrupt data never breaks the page and never silently wipes history."""
    store = {
        storage.MATCH: "{not json",
        storage.SETTINGS: saved({"name": "Anna", "lang": "en"}),
    }
    s = Storage(store)
    assert s.resume(None) is None and s.settings(LEVELS).name == "Anna"
    (problem,) = s.problems
    assert (problem.key, problem.kind) == (storage.MATCH, "corrupt")
    assert problem.backup == "preferanzen:backup:match" == storage.BACKUPS + "match"
    assert store[problem.backup] == "{not json" and storage.MATCH not in store
    again = Storage(store)
    assert again.resume(None) is None and again.problems == []  # reported once, not again


def test_foreign_schema_version_is_kept_aside() -> None:
    store = {storage.SETTINGS: json.dumps({"v": 99, "lang": "en"})}
    s = Storage(store)
    assert s.settings(LEVELS) == Settings().with_level(LEVELS)
    (problem,) = s.problems
    assert problem.kind == "foreign" and "99" in problem.detail
    assert json.loads(store[problem.backup or ""]) == {"v": 99, "lang": "en"}


def test_one_backup_per_key_the_newest_one() -> None:
    store = {storage.MATCH: "first", storage.BACKUPS + "match": "older"}
    Storage(store).resume(None)
    assert store[storage.BACKUPS + "match"] == "first"
    store[storage.MATCH] = "second"
    Storage(store).resume(None)
    assert store[storage.BACKUPS + "match"] == "second"
    assert [k for k in store if k.startswith(storage.BACKUPS)] == [storage.BACKUPS + "match"]


def test_a_match_that_does_not_replay_is_kept_aside() -> None:
    session = played(5)
    session.next_deal()
    data = session.to_dict()
    data["current"] += ";play:HA"
    store = {storage.MATCH: saved(data)}
    s = Storage(store)
    assert s.resume(None) is None and s.problems[0].kind == "corrupt"
    assert "play:HA" in store[storage.BACKUPS + "match"]


HOSTILE = [
    "[" * 100_000 + "]" * 100_000,  # would overflow Pyodide's stack in the parser
    '{"v": 1, "a": ' + "[" * 50 + "]" * 50 + "}",
    '{"v": 1, "seed": ' + "9" * 5000 + "}",  # more digits than an int may parse
    '{"v": NaN}',
    "null",
    "[]",
    '"text"',
    "42",
]
"""Values that are no envelope of ours at all."""
HOSTILE_MATCHES = [
    saved({"seed": "x"}),
    saved({}),
    saved({"id": "m1", "seed": 1, "records": [], "started": 10**25}),
    saved({"id": "m1", "seed": 2**60, "records": [], "started": 1}),
    saved({"id": "m1", "seed": 1, "records": ["pf1;seed=²;dealer=0;rules=default"], "started": 1}),
    saved({"id": "m1", "seed": 1, "records": ["pf1;seed=" + "9" * 5000], "started": 1}),
    saved({"id": "m1", "seed": 1, "records": [], "started": 1, "current": "pf1;seed=³"}),
]
"""Envelopes of ours whose match is out of bounds (as the copy, a match key, history)."""


@pytest.mark.parametrize("raw", HOSTILE + HOSTILE_MATCHES)
def test_hostile_values_in_every_key_are_set_aside_never_fatal(raw: str) -> None:
    keys = (storage.MATCH, storage.HISTORY, storage.match_key("m1"))
    for key in (*keys, storage.SETTINGS) if raw in HOSTILE else keys:
        store = {key: raw}
        s = Storage(store)
        s.settings(LEVELS)
        assert s.resume("m1") is None
        s.legacy_history()
        s.read_match(storage.match_key("m1"))
        (problem,) = s.problems
        assert problem.backup is not None and store[problem.backup] == raw


def test_too_large_values_are_not_even_parsed() -> None:
    raw = saved({"name": "x" * storage.LIMITS[storage.SETTINGS]})
    store = {storage.SETTINGS: raw}
    s = Storage(store)
    assert s.settings(LEVELS).name == ""
    assert s.problems[0].kind == "large"


def test_a_value_that_cannot_be_backed_up_stays_unused_and_is_never_overwritten() -> None:
    """A 2.7 MB foreign history in a full store: no copy fits; it stays as it was, the page
    plays on, and a reload does not pile up copies."""
    raw = json.dumps({"v": 7, "matches": ["x" * 100] * 100})
    store = FullStore({storage.HISTORY: raw, storage.SETTINGS: json.dumps({"v": 9})})
    s = Storage(store)
    assert s.legacy_history() == []
    s.settings(LEVELS)
    assert {p.key: p.backup for p in s.problems} == {storage.HISTORY: None, storage.SETTINGS: None}
    store.full = False
    with pytest.raises(StorageFull):  # its key is kept: nothing may be written over it
        s.write(storage.HISTORY, "{}")
    s.save_settings(Settings(), Settings(name="Anna"), LEVELS)  # under a key of their own
    assert store[storage.HISTORY] == raw and store[storage.SETTINGS] == json.dumps({"v": 9})
    assert s.settings_key != storage.SETTINGS and len(store) == 3


def test_a_store_that_refuses_to_read_is_reported() -> None:
    class Refusing(dict[str, str]):
        def get(self, key: str, default: Any = None) -> Any:
            raise PermissionError("SecurityError")

    s = Storage(Refusing())
    assert s.resume(None) is None and s.settings(LEVELS) == Settings().with_level(LEVELS)
    assert {p.kind for p in s.problems} == {"unreadable"}


def test_settings_fields_fall_back_one_by_one() -> None:
    """Each field on its own (found by a property test: ``"pace": []`` once raised)."""
    assert Storage({storage.SETTINGS: saved({"pace": [], "lang": {}})}).settings(LEVELS).pace == (
        "normal"
    )
    store = {storage.SETTINGS: saved({"deck": "tarot", "lang": "en", "pace": 3, "name": 7})}
    s = Storage(store)
    settings = s.settings(LEVELS)
    assert s.problems == []
    assert (settings.deck, settings.lang, settings.pace, settings.name) == (
        "french",
        "en",
        "normal",
        "",
    )


def test_names_are_cleaned_on_the_way_in() -> None:
    session = played(3)
    entry = {**session.entry("Anna", LEVELS[0]), "name": "\u202eannA\u2066" + "x" * 500}
    store = {storage.match_key(session.match_id): saved({**entry, "rev": 1})}
    stored = Storage(store).read_match(storage.match_key(session.match_id))
    assert stored is not None and stored.entry["name"] == "annA" + "x" * 16


# --- the old single-key history -----------------------------------------------------------


def test_legacy_history_keeps_its_readable_matches() -> None:
    entry = played(4).history_entry("Anna", LEVELS[0])
    raw = saved({"matches": [entry, {"id": 5, "records": "nonsense"}]})
    store = {storage.HISTORY: raw}
    s = Storage(store)
    assert s.legacy_history() == [{**entry, "name": "Anna"}]
    (problem,) = s.problems
    assert problem.kind == "partial" and store[problem.backup or ""] == raw


def test_merge_in_moves_a_match_to_its_key_and_keeps_diverged_versions() -> None:
    store: dict[str, str] = {}
    s = Storage(store)
    long = played(6, deals=3).history_entry("", "")
    short = {**long, "records": long["records"][:1]}
    assert s.merge_in(short) == short
    assert s.merge_in(long) == long  # the longer version replaces the prefix
    assert s.merge_in(short) is None  # already held
    other = {**long, "records": played(7, deals=1).history_entry("", "")["records"]}
    fork = s.merge_in(other)
    assert fork is not None and fork["id"] != long["id"] and fork["records"] == other["records"]
    assert {e["id"]: e["records"] for e in stored_matches(store).values()} == {
        long["id"]: long["records"],
        fork["id"]: other["records"],
    }


# --- writing ------------------------------------------------------------------------------


def test_full_store_drops_the_backups_first() -> None:
    class TightStore(dict[str, str]):
        """Room for a fixed number of keys."""

        def __setitem__(self, key: str, value: str) -> None:
            if key not in self and len(self) >= 2:
                raise OSError("QuotaExceededError")
            super().__setitem__(key, value)

    store = TightStore()
    store.update({storage.BACKUPS + "settings": "old", storage.BACKUPS + "match": "old"})
    s = Storage(store)
    session = played(2)
    keep(store, session, s)  # two keys: the match's and the copy
    assert s.dropped_backups == 2 and not [k for k in store if k.startswith(storage.BACKUPS)]
    assert s.resume(None).state == session.state  # type: ignore[union-attr]


def test_a_full_store_raises_and_remembers_what_is_unsaved() -> None:
    store = FullStore()
    s = Storage(store)
    session = played(2)
    with pytest.raises(StorageFull):
        keep(store, session, s)
    assert s.unsaved == {storage.match_key(session.match_id)}
    store.full = False
    keep(store, session, s)
    assert s.unsaved == set() and Storage(store).resume(None) is not None


def test_settings_merge_field_by_field_with_another_tabs() -> None:
    store: dict[str, str] = {}
    a, b = Storage(store), Storage(store)
    base = Settings()
    a.save_settings(base, Settings(lang="en"), LEVELS)
    got = b.save_settings(base, Settings(deck="german"), LEVELS)  # B never saw A's change
    assert (got.lang, got.deck) == ("en", "german")
    assert Storage(store).settings(LEVELS) == got


# --- two tabs -----------------------------------------------------------------------------


def test_two_tabs_on_two_matches_never_overwrite_each_other() -> None:
    """Issue 13, finding 1: each tab writes only its own match's key."""
    store: dict[str, str] = {}
    a_tab, b_tab = Storage(store), Storage(store)
    a, b = played(11, deals=2, started=1), played(12, deals=1, started=2)
    keep(store, a, a_tab)
    keep(store, b, b_tab)
    a.next_deal()
    finish_deal(a)
    keep(store, a, a_tab)
    matches = stored_matches(store)
    assert len(matches[a.match_id]["records"]) == 3 and len(matches[b.match_id]["records"]) == 1


def test_the_same_move_in_two_tabs_is_adopted_not_written_twice() -> None:
    """The opponents decide the same in both tabs (seeded): the second tab finds its move
    already stored and goes on with the stored version."""
    store: dict[str, str] = {}
    session = played(13)
    session.next_deal()
    a_tab, b_tab = keep(store, session), Storage(store)
    b_tab.resume(session.match_id)
    a_view, b_view = (Storage(store).resume(session.match_id) for _ in range(2))
    assert a_view is not None and b_view is not None
    for view in (a_view, b_view):
        finish_deal(view)
    keep(store, a_view, a_tab)
    result = b_tab.save_match(b_view.entry("Anna", LEVELS[0]), None, b_view.to_dict())
    assert result.outcome == "adopted" and result.stored is not None
    assert json.loads(store[storage.match_key(session.match_id)])["rev"] == 2


def test_diverged_tabs_lose_no_finished_deal() -> None:
    """Tab B moves on from an older version than tab A's: B's move wins the match, and A's
    finished deal that B does not have is kept as a match of its own."""
    store: dict[str, str] = {}
    # a deal where the human's call decides it (on seed 14 an Anfänger now opens first)
    base = played(15)
    base.next_deal()
    a_tab = keep(store, base)
    b_tab = Storage(store)
    a = a_tab.resume(base.match_id)
    b = b_tab.resume(base.match_id)
    assert a is not None and b is not None
    finish_deal(a, bid="pass")
    keep(store, a, a_tab)
    finish_deal(b, bid="bid:1")
    assert a.state != b.state
    result = b_tab.save_match(b.entry("Anna", LEVELS[0]), None, b.to_dict())
    assert result.outcome == "saved" and result.fork is not None
    matches = stored_matches(store)
    assert matches[base.match_id]["records"] == list(b.finished_records())
    assert matches[result.fork]["records"] == list(a.finished_records())


def test_a_fork_and_its_match_count_their_common_deals_once() -> None:
    """Found by a play-tester ("an imported match under a new id counts twice"): the version
    kept as a fork holds the deals before the two tabs diverged, and so does the match; the
    statistics counted them twice, here and in a browser the fork was imported into."""
    store: dict[str, str] = {}
    base = played(15)
    base.next_deal()
    a_tab = keep(store, base)
    b_tab = Storage(store)
    a, b = a_tab.resume(base.match_id), b_tab.resume(base.match_id)
    assert a is not None and b is not None
    finish_deal(a, bid="pass")  # deal 2 passed out: 0
    keep(store, a, a_tab)
    older = a.history_entry("Anna", LEVELS[0])  # what another browser imported then
    finish_deal(b, bid="bid:1")  # deal 2 won: +6 (deal 1, which both hold: +6)
    fork = b_tab.save_match(b.entry("Anna", LEVELS[0]), None, b.to_dict()).fork
    here = stored_matches(store)

    def statistics(matches: list[dict[str, Any]]) -> tuple[int, int, int]:
        known = History(loaded=True)
        for entry in matches:
            known.put(entries.clean(entry), stats.match_summaries(entry))
        data = known.statistics()
        return data["matches"], data["deals"], data["total"]

    assert statistics(list(here.values())) == (2, 3, 6 + 0 + 6)  # was (2, 4, 18)
    assert fork is not None and here[fork]["fork_of"] == base.match_id
    text = history_io.export_text(list(here.values()), 0)
    there, report = history_io.merge([older], history_io.parse(text))
    assert report.conflicts == 1 and [e["id"] for e in there] == [base.match_id, fork]
    assert statistics(there) == (1, 2, 6 + 0)  # the fork holds nothing new there: was (2, 4, 12)


def test_changed_match_tells_the_other_tab_what_to_follow() -> None:
    store: dict[str, str] = {}
    session = played(15)
    session.next_deal()
    a_tab = keep(store, session)
    b_tab = Storage(store)
    b = b_tab.resume(session.match_id)
    assert b is not None
    key = storage.match_key(session.match_id)
    assert b_tab.changed_match(key, b.entry("", "")) is None  # nothing new
    finish_deal(session)
    keep(store, session, a_tab)
    news = b_tab.changed_match(key, b.entry("", ""))
    assert news is not None and news.entry["records"] == list(session.finished_records())
    assert b_tab.changed_match(key, b.entry("", "")) is None  # already followed


def test_put_and_restore_for_an_all_or_nothing_import() -> None:
    store: dict[str, str] = {}
    s = Storage(store)
    old = played(16).history_entry("", "")
    keep(store, played(16))
    longer = {**old, "records": [*old["records"], *played(17).history_entry("", "")["records"]]}
    before = s.put(longer, None)
    fresh = played(18).history_entry("", "")
    assert s.put(fresh, None) is None
    s.restore(storage.match_key(fresh["id"]), None)
    s.restore(storage.match_key(old["id"]), before)
    assert set(stored_matches(store)) == {old["id"]}
    assert stored_matches(store)[old["id"]]["records"] == old["records"]


def test_a_match_whose_own_key_is_stuck_goes_on_under_an_id_of_its_own() -> None:
    """A 3 MB value under the match's own key in a full store cannot be set aside, so that
    key is never written over; the match goes on from the ``MATCH`` copy under a new id,
    and its moves are saved there (before, every save failed and each reload went back to
    the copy)."""
    session = played(seed=4)
    session.next_deal()
    store: dict[str, str] = {}
    keep(store, session)
    own = storage.match_key(session.match_id)
    store[own] = saved({"id": session.match_id, "junk": "x" * 3_000_000})
    full = FullStore(store)
    s = Storage(full)
    resumed = s.resume(None)
    assert resumed is not None and resumed.match_id != session.match_id
    assert resumed.to_dict()["records"] == session.to_dict()["records"]
    assert [p.key for p in s.problems] == [own] and s.problems[0].backup is None
    full.full = False  # room again (e.g. the older half moved out): the moves are saved
    finish_deal(resumed)
    s.save_match(resumed.entry("Anna", LEVELS[0]), None, resumed.to_dict())
    again = Storage(dict(full)).resume(None)
    assert again is not None and again.match_id == resumed.match_id
    assert again.to_dict()["records"] == resumed.to_dict()["records"]
    assert full[own] == store[own]  # the stuck value itself is untouched
