"""web/storage.py: schema version, validation, and backups that never lose the history."""

from __future__ import annotations

import json

from web_helpers import bot_answer

from web import storage
from web.opponents import levels
from web.session import Session
from web.settings import Settings

LEVELS = levels()


def saved(payload: dict[str, object]) -> str:
    return json.dumps({"v": storage.SCHEMA, **payload})


def history_with_one_match() -> tuple[str, dict[str, object]]:
    session = Session.new(seed=4, started=1000)
    session.act("pass")
    while not session.over:
        request = session.bot_request()
        if request is None:
            session.act(session.observation()["legal"][0])
        else:
            session.apply_bot(request, bot_answer(request))
    entry = session.history_entry("Anna", LEVELS[0])
    return saved({"matches": [entry]}), entry


def test_empty_store_gives_defaults_and_no_problems() -> None:
    loaded = storage.load({}, LEVELS)
    assert loaded.settings == Settings().with_level(LEVELS)
    assert loaded.session is None and loaded.history == [] and loaded.problems == []


def test_everything_round_trips() -> None:
    store: dict[str, str] = {}
    session = Session.new(seed=17, started=3)
    session.act("bid:1")
    settings = Settings(level=LEVELS[-1], deck="german", lang="en", name="Anna", pace="fast")
    storage.save(store, storage.SETTINGS, settings.to_dict())
    storage.save(store, storage.MATCH, session.to_dict())
    raw_history, entry = history_with_one_match()
    store[storage.HISTORY] = raw_history
    loaded = storage.load(store, LEVELS)
    assert loaded.problems == []
    assert loaded.settings == settings
    assert loaded.session is not None and loaded.session.state == session.state
    assert loaded.history == [entry]
    assert all(key.startswith("preferanzen:") for key in store)
    assert all(json.loads(value)["v"] == storage.SCHEMA for value in store.values())


def test_corrupt_match_is_backed_up_and_only_that_key_starts_afresh() -> None:
    """design.md §4: corrupt data never breaks the page and never silently wipes history."""
    raw_history, entry = history_with_one_match()
    store = {
        storage.MATCH: "{not json",
        storage.HISTORY: raw_history,
        storage.SETTINGS: saved({"name": "Anna", "lang": "en"}),
    }
    loaded = storage.load(store, LEVELS)
    assert loaded.session is None
    assert loaded.history == [entry] and loaded.settings.name == "Anna"
    (problem,) = loaded.problems
    assert problem.key == storage.MATCH and problem.kind == "corrupt"
    assert problem.backup == "preferanzen:backup:match"
    assert store[problem.backup] == "{not json"
    assert store[storage.HISTORY] == raw_history  # untouched


def test_foreign_schema_version_is_kept_aside() -> None:
    store = {storage.SETTINGS: json.dumps({"v": 99, "lang": "en"})}
    loaded = storage.load(store, LEVELS)
    assert loaded.settings == Settings().with_level(LEVELS)
    (problem,) = loaded.problems
    assert problem.kind == "foreign" and "99" in problem.detail
    assert json.loads(store[problem.backup]) == {"v": 99, "lang": "en"}


def test_a_match_that_does_not_replay_is_kept_aside() -> None:
    session = Session.new(seed=5)
    data = session.to_dict()
    data["current"] += ";play:HA"
    store = {storage.MATCH: saved(data)}
    loaded = storage.load(store, LEVELS)
    assert loaded.session is None and loaded.problems[0].kind == "corrupt"
    assert "play:HA" in store["preferanzen:backup:match"]


def test_backups_are_never_overwritten() -> None:
    store = {storage.MATCH: "first", "preferanzen:backup:match": "older"}
    storage.load(store, LEVELS)
    assert store["preferanzen:backup:match"] == "older"
    assert store["preferanzen:backup:match:2"] == "first"
    store[storage.MATCH] = "second"
    storage.load(store, LEVELS)
    assert store["preferanzen:backup:match:3"] == "second"


def test_history_keeps_its_readable_matches() -> None:
    raw_history, entry = history_with_one_match()
    data = json.loads(raw_history)
    data["matches"].append({"id": 5, "records": "nonsense"})
    raw = json.dumps(data)
    store = {storage.HISTORY: raw}
    loaded = storage.load(store, LEVELS)
    assert loaded.history == [entry]
    (problem,) = loaded.problems
    assert problem.kind == "partial" and store[problem.backup] == raw
    assert json.loads(store[storage.HISTORY])["matches"] == [entry]


def test_odd_json_values_are_corrupt_not_fatal() -> None:
    for raw in ("null", "[]", '"text"', "42", saved({"seed": "x"}), saved({})):
        store = {storage.MATCH: raw}
        loaded = storage.load(store, LEVELS)
        assert loaded.session is None and len(loaded.problems) == 1


def test_settings_fields_fall_back_one_by_one() -> None:
    store = {storage.SETTINGS: saved({"deck": "tarot", "lang": "en", "pace": 3, "name": 7})}
    loaded = storage.load(store, LEVELS)
    assert loaded.problems == []
    assert (loaded.settings.deck, loaded.settings.lang) == ("french", "en")
    assert loaded.settings.pace == "normal" and loaded.settings.name == ""


def test_save_history_entry_replaces_by_id() -> None:
    history = [{"id": "a", "records": []}, {"id": "b", "records": []}]
    storage.save_history_entry(history, {"id": "a", "records": ["x"]})
    storage.save_history_entry(history, {"id": "c", "records": []})
    assert [h["id"] for h in history] == ["a", "b", "c"] and history[0]["records"] == ["x"]
