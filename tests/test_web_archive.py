"""web/archive.py and web/history.py through the controller: two tabs, a reload, storage
blocked or full, big and hostile imports, pruning, and the history read in slices."""

from __future__ import annotations

import dataclasses
import json
from html import escape as html_escape
from typing import Any

import pytest
from web_helpers import bot_answer, finish_deal, run_work, stored_matches

from game import record_text
from web import history_io, storage
from web.archive import TAB
from web.controller import Controller
from web.review import play_count
from web.session import Session
from web.settings import Params
from web.view import render

LEVEL = "anfaenger"


def tab(
    store: dict[str, str], tab_store: dict[str, str] | None = None, **params: Any
) -> Controller:
    """A page (a browser tab) on ``store``, with its own tab store (its sessionStorage)."""
    clock = iter(range(1_700_000_000_000, 10**15, 1_000))
    ctl = Controller(
        store,
        Params(**params),
        now_ms=lambda: next(clock),
        fresh_seed=lambda: 31,
        tab={} if tab_store is None else tab_store,
    )
    run_work(ctl)
    return ctl


def play(ctl: Controller, moves: int = 1) -> None:
    """The player's ``moves`` moves (first legal action, or the next deal), with the
    opponents' moves in between."""
    for _ in range(moves):
        session = ctl.session
        assert session is not None
        while (request := ctl.bot_request()) is not None:
            ctl.apply_bot(request, bot_answer(request))
        if session.over:
            ctl.click(action="next-deal")
        else:
            ctl.click(action=session.observation()["legal"][0])
        while (request := ctl.bot_request()) is not None:
            ctl.apply_bot(request, bot_answer(request))


def notices(ctl: Controller) -> list[str]:
    return [key for key, _ in ctl.ui.notices]


def history_entries(n: int, deals: int = 1) -> list[dict[str, Any]]:
    """``n`` finished matches (a few distinct deals, copied under new ids)."""
    base = []
    for seed in range(min(n, 7)):
        session = Session.new(seed, 1_600_000_000_000 + seed)
        for number in range(deals):
            finish_deal(session)
            if number < deals - 1:
                session.next_deal()
        base.append(session.history_entry("Berta", LEVEL))
    return [
        {**base[i % len(base)], "id": f"m{i}-{base[i % len(base)]['seed']}", "started": 10 + i}
        for i in range(n)
    ]


# --- two tabs -----------------------------------------------------------------------------


def test_two_tabs_on_two_matches_lose_nothing() -> None:
    """Issue 13, finding 1: tab A finishes deals, tab B starts a match of its own; every deal
    of both stays, and a reload of each resumes its own match."""
    store: dict[str, str] = {}
    a_tab, b_tab = {}, {}  # type: ignore[var-annotated]
    a = tab(store, a_tab, seed=5, start=True)
    play(a, 40)
    b = tab(store, b_tab, seed=6)
    b.click(action="start", form={"level": LEVEL})
    b.click(action="start", form={"level": LEVEL})  # "yes": tab A's match runs in B too
    play(b, 20)
    play(a, 40)
    a_session, b_session = a.session, b.session
    assert a_session is not None and b_session is not None
    matches = stored_matches(store)
    assert matches[a_session.match_id]["records"] == list(a_session.finished_records())
    assert matches[b_session.match_id]["records"] == list(b_session.finished_records())
    assert len(matches[a_session.match_id]["records"]) >= 2
    again_a, again_b = tab(store, a_tab), tab(store, b_tab)
    assert again_a.session is not None and again_a.session.state == a_session.state
    assert again_b.session is not None and again_b.session.state == b_session.state
    assert tab(store).session.match_id == a_session.match_id  # type: ignore[union-attr]


def test_a_second_tab_on_the_same_match_follows_it_live_and_can_take_over() -> None:
    store: dict[str, str] = {}
    a = tab(store, seed=7, start=True)
    b = tab(store)  # a new tab resumes the match last played: the same one
    assert a.session is not None and b.session is not None
    key = storage.match_key(a.session.match_id)
    play(a, 3)
    assert b.storage_changed(key)  # what main.py does on the storage event: then repaint
    assert b.session.state == a.session.state and "notice_follow" in notices(b)
    play(b, 2)  # B takes over: its moves count, A follows
    a.storage_changed(key)
    assert a.session.state == b.session.state
    assert notices(a).count("notice_follow") == 1


def test_tabs_that_moved_differently_keep_both_versions() -> None:
    """Events can come late: both tabs move on from the same point. The later write wins the
    match; the other version's finished deals are kept as a match of its own."""
    store: dict[str, str] = {}
    a = tab(store, seed=8, start=True)
    b = tab(store)
    assert a.session is not None and b.session is not None
    while not a.session.over:  # A plays its deal out, passing
        play(a)
    finished_in_a = list(a.session.finished_records())
    b.click(action="bid:1") if "bid:1" in b.session.observation()["legal"] else play(b)
    while not b.session.over:
        play(b)
    assert list(b.session.finished_records()) != finished_in_a
    assert "notice_forked" in notices(b)
    kept = [m["records"] for m in stored_matches(store).values()]
    assert finished_in_a in kept and list(b.session.finished_records()) in kept


def test_another_tabs_other_matches_cost_no_repaint_unless_the_history_is_shown() -> None:
    store: dict[str, str] = {}
    a, b = tab(store, seed=1, start=True), tab(store, seed=2)
    b.click(action="start", form={"level": LEVEL})
    b.click(action="start", form={"level": LEVEL})  # "yes": tab A's match runs in B too
    assert b.session is not None
    play(b, 30)
    key = storage.match_key(b.session.match_id)
    assert a.session is not None and a.session.match_id != b.session.match_id
    assert not a.storage_changed(key)  # only the history changed, and it is not shown
    assert b.session.match_id in a.archive.history.entries
    a.click(control="score-sheet")
    assert a.storage_changed(key)


def test_settings_changed_in_another_tab_are_followed() -> None:
    store: dict[str, str] = {}
    a, b = tab(store, seed=1, start=True), tab(store)
    a.click(control="apply-settings", form={"lang": "en"})
    b.storage_changed(storage.SETTINGS)
    assert b.settings.lang == "en"
    b.click(control="apply-settings", form={"deck": "german"})
    assert tab(store).settings.lang == "en" and tab(store).settings.deck == "german"


class NoRoomForBig(dict[str, str]):
    """A full store with room for small values only (a settings value, not a big one)."""

    def __setitem__(self, key: str, value: str) -> None:
        if len(value) > 10_000:
            raise OSError("QuotaExceededError")
        super().__setitem__(key, value)


def test_settings_are_saved_while_their_key_holds_a_value_too_big_to_set_aside() -> None:
    """An oversized settings value in a full store stays where it is, never written over;
    the settings go on under a key of their own (every save failed with the storage-full
    notice, whose remedy did not help, and each reload lost the player's choices). Once
    the value can be set aside, they move back to their key."""
    stuck = storage.dumps({"lang": "ru", "junk": "x" * 30_000})
    store = NoRoomForBig({storage.SETTINGS: stuck})
    ctl = tab(store, seed=1, start=True)
    assert notices(ctl) == ["notice_kept"]
    ctl.click(control="apply-settings", form={"lang": "en"})
    assert notices(ctl) == ["notice_kept"] and ctl.settings.lang == "en"
    other = tab(store)  # another tab (and a reload) sees the player's choice
    ctl.click(control="apply-settings", form={"deck": "german"})
    other.storage_changed(ctl.archive.storage.settings_key)
    assert other.settings.lang == "en" and other.settings.deck == "german"
    assert tab(store).settings.deck == "german" and store[storage.SETTINGS] == stuck
    roomy = dict(store)  # room again: the stuck value goes to its backup, the settings back
    assert tab(roomy).settings.deck == "german" and roomy[storage.BACKUPS + "settings"] == stuck
    again = tab(roomy)
    assert again.settings.deck == "german" and notices(again) == []
    assert sorted(key for key in roomy if "settings" in key) == [
        storage.BACKUPS + "settings",
        storage.SETTINGS,
    ]


def test_the_discard_selection_survives_a_reload() -> None:
    """Issue 13, finding 8: the two cards picked for the discard are remembered by the tab."""
    for seed in range(60):
        store: dict[str, str] = {}
        tab_store: dict[str, str] = {}
        ctl = tab(store, tab_store, seed=seed, start=True)
        assert ctl.session is not None
        if "bid:1" not in ctl.session.observation()["legal"]:
            continue
        ctl.click(action="bid:1")
        while (request := ctl.bot_request()) is not None:
            ctl.apply_bot(request, bot_answer(request))
        if ctl.session.state.phase == "exchange" and ctl.session.human_to_move():
            break
    else:
        pytest.fail("no seed lets the player take the talon")
    hand = ctl.session.observation()["hand"]
    ctl.click(card=hand[3])
    ctl.click(card=hand[7])
    again = tab(store, tab_store)
    assert again.ui.selected == (hand[3], hand[7])
    assert json.loads(tab_store[TAB])["selected"] == [hand[3], hand[7]]
    other = tab(store)  # another tab does not inherit this tab's picks
    assert other.ui.selected == ()


# --- blocked, full, pruned ----------------------------------------------------------------


def test_blocked_storage_is_said_plainly_and_the_export_offered() -> None:
    """Issue 13, finding 2: site data switched off; the page plays in memory and says so."""
    ctl = Controller({}, Params(seed=3, start=True), tab={}, blocked=True)
    assert notices(ctl) == ["notice_blocked"]
    html = render(ctl.screen())
    assert "Website-Daten sind blockiert" in html and 'data-control="export"' in html
    play(ctl, 30)
    assert ctl.click(control="export") is None
    name, text = ctl.take_download() or ("", "")
    assert name.endswith(".json") and json.loads(text)["matches"]


def stored_history(n: int) -> dict[str, str]:
    """A store holding ``n`` finished matches (``history_entries``), each under its key."""
    store: dict[str, str] = {}
    for entry in history_entries(n):
        store[storage.match_key(entry["id"])] = storage.dumps({**entry, "rev": 1})
    return store


def offer(ctl: Controller) -> tuple[str, list[dict[str, Any]]]:
    """Click "Move the older half out": the file offered (its name) and the matches in it."""
    assert ctl.click(control="prune") is None
    name, text = ctl.take_download() or ("", "")
    return name, json.loads(text)["matches"]


def test_prune_offers_the_older_half_as_a_file_and_removes_nothing_yet() -> None:
    """The play-tester's bug: the matches were removed before anything was saved, so a
    blocked or cancelled download lost them. The click only offers the file and asks."""
    store = stored_history(6)
    ctl = tab(store, seed=2, start=True)
    assert ctl.session is not None
    before = dict(store)
    name, moved = offer(ctl)
    assert "older" in name and [m["started"] for m in moved] == [10, 11, 12]
    assert store == before  # every key kept
    assert ctl.ui.notices[-1] == ("notice_prune_offer", {"n": "3", "file": name})
    assert "notice_pruned" not in notices(ctl) and "notice_full" not in notices(ctl)
    html = render(ctl.screen())
    assert 'data-control="prune-confirm"' in html and 'data-control="prune-cancel"' in html
    assert html_escape(name) in html and "3 ältere Partien" in html


def test_prune_confirm_removes_exactly_the_matches_in_the_file() -> None:
    store = stored_history(6)
    ctl = tab(store, seed=2, start=True)
    assert ctl.session is not None
    name, moved = offer(ctl)
    assert ctl.click(control="prune-confirm") is None
    left = stored_matches(store)
    assert {m["id"] for m in moved}.isdisjoint(left) and ctl.session.match_id in left
    assert sorted(left) == sorted(["m3-3", "m4-4", "m5-5", ctl.session.match_id])
    assert notices(ctl) == ["notice_pruned"]
    assert ctl.ui.notices[0][1] == {"n": "3", "file": name}
    assert {m["id"] for m in moved}.isdisjoint(ctl.archive.history.entries)
    assert ctl.click(control="prune-confirm") is not None  # once: the offer is used up
    assert sorted(stored_matches(store)) == sorted(left)


def test_prune_confirm_keeps_the_current_match_and_one_changed_since() -> None:
    """Only what the file holds is removed: a match another tab changed after the offer
    stays (the file has the old version), and the match on the table always stays."""
    store = stored_history(6)
    ctl = tab(store)
    name, text = ctl.archive.prune(None, 1_700_000_000_000) or ("", "")
    moved = [m["id"] for m in json.loads(text)["matches"]]
    assert moved == ["m0-0", "m1-1", "m2-2"]
    changed = {**stored_matches(store)["m1-1"], "name": "Anna", "rev": 2}
    store[storage.match_key("m1-1")] = json.dumps(changed)  # another tab, after the offer
    ctl.storage_changed(storage.match_key("m1-1"))
    assert ctl.archive.prune_confirm(current="m0-0") is None
    left = stored_matches(store)
    assert "m0-0" in left and left["m1-1"]["name"] == "Anna" and "m2-2" not in left
    assert sorted(left) == ["m0-0", "m1-1", "m3-3", "m4-4", "m5-5"]
    assert ("notice_pruned", {"n": "1", "file": name}) in ctl.ui.notices
    assert ("notice_prune_kept", {"n": "2"}) in ctl.ui.notices


def test_prune_cancel_removes_nothing() -> None:
    store = stored_history(6)
    ctl = tab(store, seed=2, start=True)
    before = dict(store)
    offer(ctl)
    assert ctl.click(control="prune-cancel") is None
    assert store == before and "notice_prune_offer" not in notices(ctl)
    why = ctl.click(control="prune-confirm")  # the old button, clicked after all
    assert why is not None and "no file" in why
    assert store == before and "notice_pruned" not in notices(ctl)


def test_a_prune_confirm_without_an_offer_is_refused_and_changes_nothing() -> None:
    """A forged click, one after dismissing the notice, or one after a reload (the offer
    lives in the page only: forgetting it is safe, nothing was removed)."""
    store = stored_history(6)
    ctl = tab(store, seed=2, start=True)
    before = dict(store)
    why = ctl.click(control="prune-confirm")
    assert why is not None and "no file" in why
    assert store == before and notices(ctl) == []
    offer(ctl)
    ctl.click(control="dismiss-notice")
    assert ctl.click(control="prune-confirm") is not None and store == before
    offer(ctl)
    reloaded = tab(store)
    assert reloaded.click(control="prune-confirm") is not None
    assert store == before and "notice_pruned" not in notices(reloaded)


class FullStore(dict[str, str]):
    """A store that refuses every write while ``full`` (like a full localStorage); removing
    a key still works, as in the browser."""

    full = False

    def __setitem__(self, key: str, value: str) -> None:
        if self.full:
            raise OSError("QuotaExceededError")
        super().__setitem__(key, value)


def test_the_full_notice_gives_way_to_the_offer_and_comes_back_on_cancel() -> None:
    store = FullStore(stored_history(6))
    ctl = tab(store, seed=2, start=True)
    store.full = True
    play(ctl)
    assert notices(ctl) == ["notice_full"]
    offer(ctl)
    assert notices(ctl) == ["notice_prune_offer"]
    ctl.click(control="prune-cancel")
    assert notices(ctl) == ["notice_full"] and len(stored_matches(store)) == 7
    name, moved = offer(ctl)
    ctl.click(control="prune-confirm")
    assert notices(ctl) == ["notice_pruned"] and len(stored_matches(store)) == 4
    assert {m["id"] for m in moved}.isdisjoint(stored_matches(store))


@pytest.mark.parametrize(
    ("lang", "said"),
    [
        ("de", "Ich habe die Datei gespeichert"),
        ("en", "I have saved the file"),
        ("ru", "Файл сохранён"),
    ],
)
def test_the_prune_offer_is_said_in_every_language(lang: str, said: str) -> None:
    ctl = tab(stored_history(6), seed=2, start=True)
    ctl.settings = dataclasses.replace(ctl.settings, lang=lang)
    name, _ = offer(ctl)
    html = render(ctl.screen())
    assert said in html and html_escape(name) in html and "{" not in html.split("notices")[1]


# --- the history in slices ----------------------------------------------------------------


def test_a_big_history_is_read_in_slices_with_progress() -> None:
    store: dict[str, str] = {}
    for entry in history_entries(300):
        store[storage.match_key(entry["id"])] = storage.dumps({**entry, "rev": 1})
    clock = iter(range(0, 10**12, 10))  # every look at the clock: 10 ms later
    ctl = Controller(store, Params(seed=2), now_ms=lambda: next(clock), tab={})
    ctl.click(control="stats")
    assert "pending" in ctl.screen().stats  # type: ignore[operator]
    seen = set()
    slices = 0
    while (job := ctl.next_job()) is not None:
        ctl.finish_job(job, None)
        seen |= set(notices(ctl))
        slices += 1
    assert slices > 10 and "notice_progress_load" in seen
    assert "notice_progress_load" not in notices(ctl)  # gone once done
    data = ctl.statistics()
    assert data["matches"] == 300 and data["deals"] == 300
    assert all("digest" in m for m in stored_matches(store).values())  # kept for next time


def test_what_reading_the_history_sets_aside_is_reported() -> None:
    store = {storage.HISTORY: json.dumps({"v": 7, "matches": []}), "preferanzen:match:x": "["}
    ctl = tab(store, seed=2, start=True)
    said = {values["key"] for key, values in ctl.ui.notices if key == "notice_foreign"}
    assert said == {storage.HISTORY}
    assert any(
        v["key"] == "preferanzen:match:x" for k, v in ctl.ui.notices if k == "notice_corrupt"
    )


def test_many_values_set_aside_make_one_notice_that_counts_them() -> None:
    """300 damaged match keys, read over many slices: one notice naming the first and the
    count (it was one notice per key, hundreds of them), beside one for another kind; the
    online mode's own notice of that kind stays."""
    store = {f"preferanzen:match:m{i}": "[" for i in range(300)}
    store[storage.HISTORY] = json.dumps({"v": 7, "matches": []})
    store["preferanzen:online"] = "["
    clock = iter(range(0, 10**12, 10))  # every look at the clock: 10 ms later
    ctl = Controller(store, Params(seed=2, start=True), now_ms=lambda: next(clock), tab={})
    ctl.resume_online("http://127.0.0.1:8000/", "")
    online = (
        "notice_corrupt",
        {"key": "preferanzen:online", "backup": "preferanzen:backup:online"},
    )
    slices = 0
    while (job := ctl.next_job()) is not None:
        ctl.finish_job(job, None)
        assert notices(ctl).count("notice_corrupt") <= 2 and online in ctl.ui.notices
        slices += 1
    assert slices > 10 and online in ctl.ui.notices
    ctl.ui.notices.remove(online)
    assert sorted(notices(ctl)) == ["notice_corrupt", "notice_foreign"]
    values = dict(ctl.ui.notices)["notice_corrupt"]
    assert values["alike"] == "299" and values["backup"].startswith(storage.BACKUPS)
    assert "alike" not in dict(ctl.ui.notices)["notice_foreign"]
    html = render(ctl.screen())
    assert f"({values['key']} und 299 weitere)" in html
    assert f"als {values['backup']} und 299 weitere aufbewahrt" in html


class Refusing(dict[str, str]):
    """A store that throws at every touch (a browser that blocks storage after the page
    could first open it)."""

    def get(self, key: str, default: Any = None) -> Any:
        raise OSError("SecurityError")

    def keys(self) -> Any:
        raise OSError("SecurityError")

    def __setitem__(self, key: str, value: str) -> None:
        raise OSError("SecurityError")

    def __delitem__(self, key: str) -> None:
        raise OSError("SecurityError")


@pytest.mark.parametrize("start", [True, False])
def test_a_store_that_refuses_everything_still_gives_a_playable_page(start: bool) -> None:
    """Hostile data never stops the page (issue 13): every read is reported, every write
    keeps the match in memory (the full-storage notice offers the export), and it plays."""
    ctl = tab(Refusing(), Refusing(), seed=3, pace="instant", start=start)
    assert "notice_unreadable" in notices(ctl)
    if not start:
        assert ctl.click(action="start") is None
    assert ctl.click(control="settings") is None
    assert ctl.click(control="apply-settings", form={"lang": "en"}) is None
    run_work(ctl)
    assert ctl.settings.lang == "en" and "notice_full" in notices(ctl)
    session = ctl.session
    assert session is not None and session.state.phase == "auction"
    assert ctl.click(control="export") is None and ctl.take_download() is not None
    assert "storage is full" in render(ctl.screen())


def test_an_import_is_checked_in_slices_and_written_all_or_nothing() -> None:
    text = history_io.export_text(history_entries(250), 0)
    store: dict[str, str] = {}
    ctl = tab(store, seed=9, start=True)
    ctl.import_history(text)
    progress = []
    while (job := ctl.next_job()) is not None:
        ctl.finish_job(job, None) if job.kind == "work" else None
        progress += [v for k, v in ctl.ui.notices if k == "notice_progress_import"]
    assert progress and progress[0] != progress[-1]
    assert notices(ctl)[-1] == "notice_import_ok"
    assert len(stored_matches(store)) == 251

    class FillingStore(dict[str, str]):
        """Full after a number of writes."""

        room = 100

        def __setitem__(self, key: str, value: str) -> None:
            if key not in self:
                if self.room == 0:
                    raise OSError("QuotaExceededError")
                self.room -= 1
            super().__setitem__(key, value)

    filling = FillingStore()
    ctl = tab(filling, seed=9, start=True)
    before = dict(filling)
    ctl.import_history(text)
    run_work(ctl)
    assert notices(ctl)[-1] == "notice_import_full"
    assert dict(filling) == before and len(ctl.archive.history.entries) == 1


@pytest.mark.parametrize(
    ("change", "reason"),
    [
        (lambda d: d.__setitem__("matches", [[[[[[[[[]]]]]]]]]), "nested deeper"),
        (lambda d: d["matches"][0].update(started=10**25), "started"),
        (lambda d: d["matches"][0].update(seed=int("9" * 400)), "seed"),
        (
            lambda d: d["matches"][0]["records"].__setitem__(
                0, d["matches"][0]["records"][0].replace("seed=", "seed=²", 1)
            ),
            "record",
        ),
        (
            lambda d: d["matches"][0]["records"].__setitem__(
                0, d["matches"][0]["records"][0].replace("seed=", "seed=" + "9" * 5000, 1)
            ),
            "record",
        ),
        (lambda d: d["matches"][0].update(id="../../x"), "id"),
    ],
)
def test_hostile_imports_are_refused_and_change_nothing(change: Any, reason: str) -> None:
    """A hostile file of one match is refused and changes nothing; among good matches the
    hostile one is left out, with its reason, and only the good ones are written."""
    for count in (1, 3):
        matches = history_entries(count)
        data = json.loads(history_io.export_text(matches, 0))
        change(data)
        store: dict[str, str] = {}
        ctl = tab(store, seed=9, start=True)
        before = dict(store)
        ctl.import_history(json.dumps(data))
        run_work(ctl)
        key, values = ctl.ui.notices[-1]
        if count == 1 or reason == "nested deeper":  # the whole file is wrong
            assert key == "notice_import_bad" and reason in values["error"]
            assert store == before
            continue
        assert key == "notice_import_some" and reason in values["error"], (key, values)
        assert (values["added"], values["damaged"], values["number"]) == ("2", "1", "1")
        assert set(stored_matches(store)) == set(stored_matches(before)) | {
            e["id"] for e in matches[1:]
        }


def test_files_imported_one_after_another_leave_only_the_last_outcome() -> None:
    """Trying several files in a row: each outcome replaces the one before (the notices
    grew over the bar), and the counts read without a plural to agree with."""
    store: dict[str, str] = {}
    ctl = tab(store, seed=9, start=True)
    for text in ("{nope", "", json.dumps({"format": "other"})):
        ctl.import_history(text)
        run_work(ctl)
    assert notices(ctl).count("notice_import_bad") == 1
    assert "not a preferanzen-history file" in ctl.ui.notices[-1][1]["error"]
    ctl.import_history(history_io.export_text(history_entries(2), 0))
    run_work(ctl)
    assert "notice_import_bad" not in notices(ctl) and notices(ctl)[-1] == "notice_import_ok"
    assert "Import fertig: neue Partien: 2 (Spiele: " in render(ctl.screen())


def test_a_first_visit_can_import_a_history_before_any_match() -> None:
    """A player moving to a new device: the first visit's dialog (in front of the bar and
    its statistics) offers the import in a fold; a running match's new-game dialog and the
    settings do not (the statistics panel has it)."""
    store: dict[str, str] = {}
    ctl = tab(store, seed=9)
    assert ctl.ui.overlay == "dialog" and ctl.session is None
    html = render(ctl.screen())
    assert 'data-control="section:import" aria-expanded="false"' in html
    assert 'id="fold-import" class="fold-body" hidden' in html and 'data-control="import"' in html
    ctl.click(control="section:import")
    assert 'id="fold-import" class="fold-body">' in render(ctl.screen())
    ctl.import_history(history_io.export_text(history_entries(2), 0))
    run_work(ctl)
    assert notices(ctl)[-1] == "notice_import_ok" and len(ctl.archive.history.entries) == 2
    assert "Import fertig" in render(ctl.screen()) and ctl.ui.overlay == "dialog"
    ctl.click(action="start", form={})
    for control in ("new-game", "settings"):
        ctl.click(control=control)
        assert 'data-control="section:import"' not in render(ctl.screen()), control
        ctl.click(control="close")


def imported_in_new_tab(
    text: str, lang: str, store: dict[str, str] | None = None
) -> tuple[Controller, str, dict[str, str]]:
    """A fresh tab in ``lang`` on ``store`` (a new one by default) imports ``text``: the
    tab, and its last notice (key, values)."""
    ctl = tab({} if store is None else store, seed=9, start=True)
    ctl.click(control="apply-settings", form={"lang": lang})
    ctl.import_history(text)
    run_work(ctl)
    key, values = ctl.ui.notices[-1]
    return ctl, key, values


@pytest.mark.parametrize(
    ("text", "lang", "shown"),
    [
        ("\x89PNG\r\n\x1a\n" + "[" * 40, "de", "Import abgelehnt: das ist keine Exportdatei von"),
        ("{nope", "en", "Import refused: this is not an export file of Preferanzen."),
        ("", "ru", "Импорт отклонён: файл пуст."),
        (
            json.dumps({"format": "preferanzen-history", "version": 99, "matches": []}),
            "de",
            "die Datei hat Version 99, diese Seite liest Version 1.",
        ),
        (
            json.dumps({"format": "preferanzen-history", "version": 1, "matches": [7]}),
            "en",
            "match 1 of the file is damaged.",  # not "(a match is an object)"
        ),
    ],
)
def test_a_refused_import_says_why_in_the_players_language(
    text: str, lang: str, shown: str
) -> None:
    """Not the parser's English ("not JSON (Expecting value: line 1 column 1 (char 0))",
    "nested deeper than 6 levels" for a picture): the reason in the player's words, the
    English kept in the notice's values for logs and tests."""
    ctl, key, values = imported_in_new_tab(text, lang)
    assert key == "notice_import_bad" and values["why"] in history_io.REASONS
    html = render(ctl.screen())
    assert html_escape(shown) in html and html_escape(values["error"]) not in html


def test_a_file_far_too_big_for_an_export_is_refused_unread() -> None:
    store: dict[str, str] = {}
    ctl = tab(store, seed=9, start=True)
    before = dict(store)
    assert ctl.import_file(history_io.MAX_BYTES)  # may hold MAX_CHARS characters: read it
    assert not ctl.import_file(10**9)
    key, values = ctl.ui.notices[-1]
    assert key == "notice_import_bad" and "1,000,000,000 bytes" in values["error"]
    shown = "Import abgelehnt: die Datei ist mit 1,000,000,000 Bytes viel zu groß für einen Export"
    assert shown in render(ctl.screen())
    assert store == before and not ctl.archive.importing


def damaged(entry: dict[str, Any]) -> dict[str, Any]:
    """``entry`` with its first deal's record no longer replaying (an action after its end),
    as an engine change that makes an old record illegal leaves it."""
    return {**entry, "records": [entry["records"][0] + ";play:SK", *entry["records"][1:]]}


@pytest.mark.parametrize(
    ("lang", "shown"),
    [
        (
            "de",
            "Import fertig: neue Partien: 2 (Spiele: 2); ergänzt: 0; schon vorhanden: 0; "
            "abweichend, nicht übernommen: 0; beschädigt, nicht übernommen: 1 (Partie 3: "
            "ihr 1. Spiel lässt sich nicht nachspielen). Sie bleiben in deiner Datei.",
        ),
        (
            "en",
            "Import done: new matches: 2 (deals: 2); updated: 0; already there: 0; "
            "differing, left out: 0; damaged, left out: 1 (match 3: its deal 1 does not "
            "replay). They stay in your file.",
        ),
        (
            "ru",
            "Импорт готов: добавлено новых партий — 2 (сдач — 2), обновлено — 0, уже были — "
            "0, расходящихся и не добавленных — 0, повреждённых и не добавленных — 1 "
            "(партия № 3: её сдача № 1 не воспроизводится). В вашем файле они остаются.",
        ),
    ],
)
def test_an_export_with_a_damaged_match_imports_the_good_ones(lang: str, shown: str) -> None:
    """Found by a play-tester: one stored match whose deal no longer replays (the statistics
    skip it as unreadable) made his own export useless — the whole file was refused. The
    export keeps that match (it is his data, and a later page may read it again); the import
    takes every good match, leaves out the damaged one and says which."""
    good = history_entries(2)
    bad = {**damaged(history_entries(3)[2]), "started": 20}  # the newest: match 3 of the file
    home: dict[str, str] = {}
    for entry in (*good, bad):
        home[f"preferanzen:match:{entry['id']}"] = json.dumps({**entry, "v": 1})
    ctl = tab(home, seed=9)
    assert ctl.click(control="export") is None
    _, text = ctl.take_download() or ("", "")
    exported = json.loads(text)["matches"]
    assert [m["id"] for m in exported] == [e["id"] for e in (*good, bad)]  # nothing lost
    assert exported[2]["records"] == bad["records"]

    store: dict[str, str] = {}
    ctl, key, values = imported_in_new_tab(text, lang, store)
    assert key == "notice_import_some", (key, values)
    assert (values["added"], values["damaged"], values["number"]) == ("2", "1", "3")
    assert "deal 1: record action" in values["detail"]  # the engine's words, for logs
    html = render(ctl.screen())
    assert html_escape(shown) in html and html_escape(values["detail"]) not in html
    assert set(stored_matches(store)) == {e["id"] for e in good} | {ctl.session.match_id}


def test_a_file_of_damaged_matches_only_is_refused_and_changes_nothing() -> None:
    matches = [damaged(e) for e in history_entries(3)]
    store: dict[str, str] = {}
    ctl = tab(store, seed=9, start=True)
    ctl.click(control="apply-settings", form={"lang": "en"})
    before = dict(store)
    ctl.import_history(history_io.export_text(matches, 0))
    run_work(ctl)
    key, values = ctl.ui.notices[-1]
    assert (key, values["why"], values["number"]) == ("notice_import_bad", "bad_deal", "1")
    shown = (
        "Import refused: match 1 of the file is damaged (its deal 1 does not replay). "
        "Your saved matches are unchanged."
    )
    assert html_escape(shown) in render(ctl.screen())
    assert store == before and not ctl.archive.importing


def test_a_file_read_but_longer_than_any_export_is_too_big() -> None:
    """Found by a play-tester: a 20 MB file (fewer bytes than MAX_BYTES, so it is read) was
    "not an export file of Preferanzen"; it is too big, and the page says so."""
    text = '{"format": "preferanzen-history", "version": 1, "matches": []' + " " * 20_000_000
    text += "}"
    store: dict[str, str] = {}
    ctl = tab(store, seed=9, start=True)
    before = dict(store)
    ctl.import_history(text)
    run_work(ctl)
    key, values = ctl.ui.notices[-1]
    assert (key, values["why"], values["size"]) == ("notice_import_bad", "too_big", "20,000,062")
    shown = "Import abgelehnt: die Datei ist mit 20,000,062 Bytes viel zu groß für einen Export"
    assert shown in render(ctl.screen())
    assert store == before and not ctl.archive.importing


def test_imported_names_are_cleaned() -> None:
    """Issue 13, finding 8: U+202E and friends go, and the name is cut to its length."""
    entries = history_entries(2)
    entries[0]["name"] = "\u202eannA\u2067" + "x" * 10_000
    store: dict[str, str] = {}
    ctl = tab(store, seed=9, start=True)
    ctl.import_history(history_io.export_text(entries, 0))
    run_work(ctl)
    names = {m["name"] for m in stored_matches(store).values()}
    assert "annA" + "x" * 16 in names
    ctl.click(control="score-sheet")
    assert "\u202e" not in render(ctl.screen())


def test_the_running_match_is_in_the_history_with_its_digest() -> None:
    store: dict[str, str] = {}
    ctl = tab(store, seed=4, start=True)
    play(ctl, 40)
    session = ctl.session
    assert session is not None
    entry = stored_matches(store)[session.match_id]
    assert len(entry["digest"]) == len(entry["records"]) >= 1
    if not session.over:
        assert entry["current"] == record_text(session.state)


# --- house rules --------------------------------------------------------------------------


def test_a_house_rules_match_is_stored_exported_and_summed_up_as_the_engine_does() -> None:
    """A Pulka match (§9.9: contributions, chips, a pool): its stored digest, the score
    sheet's totals of it as an earlier match and an export/import round trip all agree with
    the engine's match (Match.totals; the earlier match's with its pool shared out,
    Match.final_totals)."""
    from game.rules import PRESETS

    austrian = PRESETS["oesterreich"]
    store: dict[str, str] = {}
    session = Session.new(11, 1000, austrian)
    for _ in range(2):
        finish_deal(session)
        session.next_deal()
    finish_deal(session)
    ctl = tab(store, seed=9, start=True)
    entry = session.history_entry("Anna", LEVEL)
    store[storage.match_key(entry["id"])] = storage.dumps({**entry, "rev": 1})
    again = tab(store)  # reads and digests it
    again.click(control="score-sheet")
    (past,) = again.screen().past
    assert (past["totals"], past["rest"]) == session.sheet().final_totals()
    assert past["pool"] == session.pool() and past["totals"] != session.totals()
    assert stored_matches(store)[entry["id"]]["rules"] == austrian.describe()
    text = history_io.export_text([entry], 0)
    (imported,) = history_io.parse(text)
    assert imported["rules"] == austrian.describe()
    assert ctl.session is not None


def test_a_running_pool_match_counts_the_same_in_the_browser_it_is_imported_into() -> None:
    """Found by a play-tester: a Pulka match exported while still on the table read −200
    chips in the browser it was imported into, −210 in its own: there it counted as over,
    its pool shared out (§9.9). It is marked running in the file; once it has ended, the
    next export says so, and the same deals give the same figures in both browsers."""
    a = tab({}, seed=5, start=True, rules="pool=pulka_unlimited")
    session = a.session
    assert session is not None
    while len(session.match.records) < 3 or session.over:
        play(a)
    b = tab({})

    def moved() -> tuple[list[dict[str, Any]], list[dict[str, Any]]]:
        """Export from A, import into B: B's matches and the file's."""
        a.click(control="export")
        _name, text = a.take_download() or ("", "")
        b.import_history(text)
        run_work(b)
        return b.archive.history.finished(), json.loads(text)["matches"]

    there, exported = moved()
    assert (a.statistics()["chips"], b.statistics()["chips"]) == (-26, -26)  # b: -16, shared
    assert there == exported and exported[0]["running"] is True  # round trip
    assert "pool" not in b.archive.past(None)[0][0]  # the score sheet: not shared out either
    a.click(action="start", form={"level": LEVEL})
    a.click(action="start", form={})  # a new match: the Pulka match is over
    there, exported = moved()
    assert (a.statistics()["chips"], b.statistics()["chips"]) == (-16, -16)
    assert there == exported and "running" not in exported[0]
    assert b.archive.past(None)[0][0]["pool"] > 0


def test_a_damaged_match_in_a_file_is_named_in_the_players_words() -> None:
    """Found by a play-tester: "die 1. Partie der Datei ist beschädigt (deal 1: record
    action 11 ('play:SK') rejected: …)" — the engine's English in a German sentence. The
    field that is wrong, the deal that does not replay, a match twice: each in his words,
    whether the file is refused (no good match in it, or a match twice) or the damaged
    match is left out of an import of the good ones."""
    good = history_entries(3)
    field = [{**good[0], "started": -1}, good[1]]
    deal = [good[0], {**good[1], "records": [good[1]["records"][0] + ";play:SK"]}]
    twice = [good[0], {**good[1], "id": good[0]["id"]}]
    # and, found by the next play-tester, rules the engine refuses: "(Rules.kontra must be
    # True or False, not 'maybe')", "(unknown rules field in 'evil=1' (known: …))"
    bad_rules = [{**good[0], "rules": "kontra=maybe"}]
    unknown_rule = [good[0], {**good[1], "rules": "evil=1"}]
    bad, some = "notice_import_bad", "notice_import_some"
    for matches, lang, key, reason, shown in (
        (field[:1], "de", bad, "bad_field", "die 1. Partie der Datei ist beschädigt (ihr Feld „"),
        (
            field,
            "de",
            some,
            "skip_bad_field",
            "beschädigt, nicht übernommen: 1 (Partie 1: ihr Feld „started“ ist ungültig). Sie",
        ),
        (deal[1:], "ru", bad, "bad_deal", "партия № 1 в файле повреждена (её сдача № 1 не"),
        (deal, "ru", some, "skip_bad_deal", "— 1 (партия № 2: её сдача № 1 не воспроизводится)."),
        (twice, "en", bad, "twice", "Import refused: match 2 of the file stands in it twice."),
        (
            bad_rules,
            "ru",
            bad,
            "bad_field",
            "партия № 1 в файле повреждена (неверное поле «rules»)",
        ),
        (
            unknown_rule,
            "en",
            some,
            "skip_bad_field",
            "damaged, left out: 1 (match 2: its field “rules” is invalid). They stay",
        ),
        (
            [field[0], deal[1], good[2]],
            "en",
            some,
            "skip_bad_field",
            "new matches: 1 (deals: 1); updated: 0; already there: 0; differing, left out: 0; "
            "damaged, left out: 2 (match 1: its field “started” is invalid, …). They stay",
        ),
    ):
        store: dict[str, str] = {}
        ctl = tab(store, seed=9, start=True)
        ctl.click(control="apply-settings", form={"lang": lang})
        before = dict(store)
        ctl.import_history(history_io.export_text(matches, 0))
        run_work(ctl)
        got, values = ctl.ui.notices[-1]
        assert (got, values["why"]) == (key, reason)
        html = render(ctl.screen())
        assert html_escape(shown) in html and html_escape(values["detail"]) not in html, lang
        if key == bad:
            assert store == before
        else:  # the good ones, and nothing of the damaged ones
            written = set(stored_matches(store)) - set(stored_matches(before))
            assert 0 < len(written) == len(matches) - int(values["damaged"])


def test_an_import_never_replaces_the_match_on_the_table() -> None:
    """Found by a play-tester: a file with a longer copy of the running match replaced its
    stored form under the tab (the table still showed deal 2 in the auction, storage held
    three finished deals, the deal in progress was gone without a word). The match being
    played is the player's: it is left out, counted as differing."""
    store: dict[str, str] = {}
    ctl = tab(store, seed=9, start=True)
    session = ctl.session
    assert session is not None
    while not session.over:
        play(ctl)
    play(ctl, 2)  # the next deal, and a move into it
    assert session.deal_index == 1 and not session.over
    stored = stored_matches(store)[session.match_id]
    copy = Session.from_dict(stored)
    finish_deal(copy)  # the same match, one deal further (as played elsewhere)
    longer = copy.history_entry("Berta", LEVEL)
    assert len(longer["records"]) == 2 and longer["records"][0] == stored["records"][0]
    before = record_text(session.state)
    ctl.import_history(history_io.export_text([longer], 0))
    run_work(ctl)
    key, values = ctl.ui.notices[-1]
    assert key == "notice_import_ok" and values["conflicts"] == "1", (key, values)
    assert stored_matches(store)[session.match_id] == stored
    assert ctl.session is session and record_text(session.state) == before


def test_a_tab_waits_while_another_plays_with_friends() -> None:
    """A second tab of the host's browser would answer the friends' spares and play their
    seats with its own bots: while another tab plays with friends (web/main.py finds
    transport.js's lock taken), this one waits under a panel that says so and acts on
    nothing, no click, no bot's move; once that tab is gone the panel offers to play on
    here (a reload, which main.py does: ``data-control="reload"``), and only then."""
    store: dict[str, str] = {}
    tab(store, seed=7, start=True)
    b = tab(store)
    assert b.session is not None
    b.elsewhere()
    assert b.ui.overlay == "elsewhere" and b.paused()
    html = render(b.screen())
    assert "Läuft in einem anderen Tab" in html and "panel-elsewhere" in html
    assert 'data-control="reload"' not in html
    state = b.session.state
    legal = b.session.observation()["legal"]
    for click in ({"control": "close"}, {"action": legal[0]}, {"control": "new-game"}):
        assert b.click(**click) is not None
        assert b.ui.overlay == "elsewhere" and b.session.state is state
    b.elsewhere(free=True)
    html = render(b.screen())
    assert "Anderer Tab geschlossen" in html and 'data-control="reload"' in html
    assert b.click(control="close") is not None and b.ui.overlay == "elsewhere"


def test_a_reload_opens_the_review_or_panel_the_tab_showed() -> None:
    """A reload in the deal's review, or with the score sheet open, landed on the bare
    table; the tab store keeps the review's step and a panel that shows stored things (not
    the settings, whose draft a reload loses), for this position only."""
    for seed in range(40):  # a deal someone played (all passing plays no card)
        store: dict[str, str] = {}
        tab_store: dict[str, str] = {}
        ctl = tab(store, tab_store, seed=seed, start=True)
        while ctl.session is not None and not ctl.session.over:
            play(ctl)
        if ctl.session is not None and play_count(ctl.session.state) > 2:
            break
    ctl.click(control="review")
    ctl.click(control="review-next")
    ctl.click(control="review-next")
    again = tab(store, tab_store)
    assert (again.ui.review, again.ui.overlay) == (2, None)
    assert tab(store).ui.review is None  # another tab does not inherit it
    again.click(control="review-close")
    again.click(control="score-sheet")
    again = tab(store, tab_store)
    assert (again.ui.review, again.ui.overlay) == (None, "score-sheet")
    again.click(control="settings")
    assert tab(store, tab_store).ui.overlay is None
    again.click(control="close")
    again.click(control="rules")
    again.click(action="next-deal")  # another position: the panel stays, no review
    again = tab(store, tab_store)
    assert (again.ui.review, again.ui.overlay) == (None, "rules")
    # a forged tab store opens nothing it should not
    forged = json.loads(tab_store[TAB])
    for review, overlay in ((99, "elsewhere"), (True, "settings"), (-1, "confirm")):
        tab_store[TAB] = json.dumps({**forged, "review": review, "overlay": overlay})
        again = tab(store, tab_store)
        assert (again.ui.review, again.ui.overlay) == (None, None)
