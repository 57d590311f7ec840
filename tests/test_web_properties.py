"""Property tests (hypothesis) for the stored data and the import: arbitrary JSON, sizes,
encodings and versions in every key and every file, two tabs in any order. Whatever comes
in: never an uncaught error, never a lost valid match.

Runs on CPython and in Pyodide (hypothesis is pure Python; tests/pyodide/requirements.txt
pins it for the Node runner), with fewer examples there.
"""

from __future__ import annotations

import json
import random
import sys
from typing import Any

import pytest

hypothesis = pytest.importorskip("hypothesis", reason="hypothesis is not installed")
from hypothesis import HealthCheck, example, given, settings  # noqa: E402
from hypothesis import strategies as st  # noqa: E402
from web_helpers import finish_deal  # noqa: E402

from game import is_over, legal_actions  # noqa: E402
from web import entry, history_io, stats, storage  # noqa: E402
from web.safejson import JSONError, depth, loads  # noqa: E402
from web.session import Session  # noqa: E402
from web.settings import Settings  # noqa: E402
from web.storage import Storage, StorageFull  # noqa: E402

IN_PYODIDE = sys.platform == "emscripten"
EXAMPLES = 15 if IN_PYODIDE else 60
common = settings(
    max_examples=EXAMPLES,
    deadline=None,
    database=None,  # no .hypothesis/ folder in the work tree (or in Pyodide's mount)
    suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large],
)

# Any text a store may hold, lone surrogates included (JavaScript strings may carry them).
any_text = st.text(st.characters(codec=None, categories=None), max_size=200)
numbers = st.integers() | st.floats(allow_nan=False, allow_infinity=False)
scalars = st.none() | st.booleans() | numbers | any_text
json_values = st.recursive(
    scalars,
    lambda children: (
        st.lists(children, max_size=4)
        | st.dictionaries(any_text | st.sampled_from(entry.FIELDS), children, max_size=5)
    ),
    max_leaves=30,
)
KEYS = (storage.SETTINGS, storage.MATCH, storage.HISTORY, storage.match_key("m1-1"))


def _match(seed: int, deals: int) -> Session:
    session = Session.new(seed, 1_000 + seed)
    for number in range(deals):
        finish_deal(session)
        if number < deals - 1:
            session.next_deal()
    return session


VALID = [_match(seed, 1 + seed % 2) for seed in range(4)]
"""A few valid matches, finished, to hide among hostile data."""


def as_text(value: Any) -> str:
    return json.dumps(value, ensure_ascii=False)


# --- the bounded parser ---------------------------------------------------------------------


@common
@given(any_text)
def test_any_text_parses_or_is_refused_with_a_reason(text: str) -> None:
    try:
        value = loads(text, max_chars=1_000)
    except JSONError:
        return
    assert value == json.loads(text) or value != value  # (a float like 1e400 is inf)


@common
@given(json_values)
def test_depth_counts_nesting_exactly(value: Any) -> None:
    def nesting(v: Any) -> int:
        if isinstance(v, list):
            return 1 + max((nesting(c) for c in v), default=0)
        if isinstance(v, dict):
            return 1 + max((nesting(c) for c in v.values()), default=0)
        return 0

    text = as_text(value)
    assert depth(text) == nesting(value)
    assert loads(text, max_chars=10**6, max_depth=64) == json.loads(text)


@common
@given(st.integers(min_value=1, max_value=20_000), st.booleans())
def test_any_nesting_is_refused_before_parsing(levels: int, objects: bool) -> None:
    if objects:
        text = '{"a":' * levels + "1" + "}" * levels
    else:
        text = "[" * levels + "]" * levels
    if levels > 16:
        with pytest.raises(JSONError, match="nested deeper"):
            loads(text, max_chars=10**6)
    else:
        assert loads(text, max_chars=10**6) == json.loads(text)


# --- the stored keys ------------------------------------------------------------------------


def boot(store: dict[str, str]) -> Storage:
    """Everything a page reads at start and while loading, on ``store``."""
    s = Storage(store)
    s.settings(("anfaenger", "fortgeschritten", "profi"))
    s.resume("m1-1")
    s.legacy_history()
    for key in s.keys(storage.MATCHES):
        s.read_match(key)
    return s


@common
@given(st.dictionaries(st.sampled_from(KEYS), json_values | any_text, min_size=1))
@example({"preferanzen:settings": {"\ud800": None}})  # a lone surrogate (a JS string can)
def test_any_stored_values_never_stop_the_page_nor_cost_a_valid_match(
    planted: dict[str, Any],
) -> None:
    """Arbitrary JSON (or arbitrary text) in any key, beside a valid match in its own key:
    the start-up reads never raise, everything unusable is reported with its backup, and
    the valid match is still there and resumes exactly."""
    store = {k: v if isinstance(v, str) else as_text(v) for k, v in planted.items()}
    good = VALID[0]
    good_key = storage.match_key(good.match_id)
    store[good_key] = storage.dumps({**good.entry("Anna", "profi"), "rev": 3})
    s = boot(store)
    assert all(p.backup is None or p.backup in store for p in s.problems)
    again = Storage(store).resume(good.match_id)
    assert again is not None and again.state == good.state
    assert again.match.records == good.match.records
    assert boot(store).problems == []  # set aside once: a reload is clean


@common
@given(
    st.sampled_from(KEYS),
    st.sampled_from([20_001, 1_000_001, 2_700_000]) | st.integers(min_value=0, max_value=30_000),
    json_values,
)
def test_sizes_and_versions(key: str, size: int, version: Any) -> None:
    """Values of any size up to several megabytes and any schema version: bounded work,
    never an error, and a value of another version is kept aside, never thrown away."""
    raw = json.dumps({"v": version, "pad": "x" * size})
    store = {key: raw}
    s = boot(store)
    if version == storage.SCHEMA and isinstance(version, int) and size < 1000:
        return
    if s.problems:
        (problem,) = s.problems
        assert store[problem.backup or key] == raw


@common
@given(st.lists(st.sampled_from(["write", "full", "room"]), max_size=12), st.integers(0, 3))
def test_a_full_store_never_loses_the_match_in_memory(steps: list[str], which: int) -> None:
    class Store(dict[str, str]):
        full = False

        def __setitem__(self, key: str, value: str) -> None:
            if self.full:
                raise OSError("QuotaExceededError")
            super().__setitem__(key, value)

    store = Store()
    s = Storage(store)
    session = VALID[which]
    for step in steps:
        if step == "write":
            try:
                s.save_match(session.entry("", ""), None, session.to_dict())
            except StorageFull:
                assert store.full
        else:
            store.full = step == "full"
    store.full = False
    s.save_match(session.entry("", ""), None, session.to_dict())
    resumed = Storage(store).resume(session.match_id)
    assert resumed is not None and resumed.state == session.state


# --- two tabs -------------------------------------------------------------------------------


def random_deal(session: Session, seed: int) -> None:
    """Play the session's deal to its end with random legal moves for every seat."""
    rng = random.Random(seed)
    while not is_over(session.state):
        action = rng.choice(legal_actions(session.state))
        request = session.bot_request()
        if request is None:
            session.act(action)
        else:
            session.apply_bot(request, action)


@settings(
    max_examples=max(10, EXAMPLES // 5),
    deadline=None,
    database=None,
    suppress_health_check=[HealthCheck.too_slow],
)
@given(
    st.lists(
        st.tuples(st.sampled_from(["deal", "next", "event"]), st.integers(0, 1), st.integers()),
        max_size=14,
    )
)
def test_two_tabs_in_any_order_lose_no_finished_deal(ops: list[tuple[str, int, int]]) -> None:
    """Two tabs on one match, moving on and hearing of each other in any order (events late
    or never): every deal either tab finished is in some stored match at the end."""
    store: dict[str, str] = {}
    first = Session.new(77, 5)
    tabs = [Storage(store), Storage(store)]
    tabs[0].save_match(first.entry("", ""), None, first.to_dict())
    sessions: list[Session] = []
    for t in tabs:
        resumed = t.resume(first.match_id)
        assert resumed is not None
        sessions.append(resumed)
    finished: set[str] = set()
    for op, who, seed in ops:
        s, session = tabs[who], sessions[who]
        if op == "event":
            news = s.changed_match(storage.match_key(first.match_id), session.entry("", ""))
            if news is not None:
                sessions[who] = Session.from_entry(news.entry)
            continue
        if op == "deal" and not session.over:
            random_deal(session, seed)
            finished.update(session.finished_records())
        elif op == "next" and session.over:
            session.next_deal()
        saved = s.save_match(session.entry("", ""), None, session.to_dict())
        if saved.outcome == "adopted" and saved.stored is not None:
            sessions[who] = Session.from_entry(saved.stored.entry)
    kept = {
        r
        for key in store
        if key.startswith(storage.MATCHES)
        for r in json.loads(store[key])["records"]
    }
    assert finished <= kept


# --- the import -----------------------------------------------------------------------------


@common
@given(json_values | any_text)
def test_any_file_is_imported_or_refused_with_a_reason(content: Any) -> None:
    text = content if isinstance(content, str) else as_text(content)
    try:
        history_io.parse(text)
    except history_io.HistoryFileError:
        pass


EXPORT = json.loads(history_io.export_text([m.history_entry("Anna", "profi") for m in VALID], 0))


@common
@given(
    st.integers(0, len(VALID) - 1),
    st.sampled_from([*entry.FIELDS, "format", "version", "exported", "extra"]),
    json_values | any_text,
)
def test_a_damaged_export_is_refused_or_read_and_never_crashes(
    which: int, field: str, value: Any
) -> None:
    data = json.loads(json.dumps(EXPORT))
    target = data if field in ("format", "version", "exported") else data["matches"][which]
    target[field] = value
    try:
        matches = history_io.parse(as_text(data))
    except history_io.HistoryFileError:
        return
    for match in matches:  # whatever was accepted is clean and replays
        assert entry.clean(match) == match
        assert all(s is not None for s in stats.summaries(match["records"]))


@common
@given(st.permutations(list(range(len(VALID)))), st.integers(0, len(VALID)))
def test_import_round_trips_and_is_idempotent(order: list[int], keep: int) -> None:
    """Any valid matches, in any order: export then import gives them all back, and
    importing them again over any subset already stored adds exactly the missing ones."""
    history = [VALID[i].history_entry("Anna", "profi") for i in order]
    text = history_io.export_text(history, 0)
    imported = history_io.parse(text)
    merged, report = history_io.merge(history[:keep], imported)
    assert {e["id"] for e in merged} == {e["id"] for e in history}
    assert report.added == len(history) - keep and report.same == keep
    assert report.conflicts == 0


# --- entries and summaries ------------------------------------------------------------------


@common
@given(json_values)
def test_any_entry_is_cleaned_or_refused(value: Any) -> None:
    try:
        cleaned = entry.clean(value)
    except entry.EntryError:
        return
    assert entry.clean(cleaned) == cleaned


@common
@given(json_values)
def test_any_stored_summary_decodes_or_is_refused(value: Any) -> None:
    try:
        summary = stats.decode(value)
    except ValueError:
        return
    assert stats.decode(stats.encode(summary)) == summary


@common
@given(st.dictionaries(st.sampled_from(["name", "lang", "deck", "pace", "level"]), json_values))
def test_settings_from_any_stored_object(data: dict[str, Any]) -> None:
    settings_ = Settings.from_dict(data, ("anfaenger", "profi"))
    assert len(settings_.name) <= 20 and settings_.name.isprintable()
