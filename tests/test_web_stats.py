"""web/stats.py, web/stats_view.py and web/history_io.py: statistics from the stored history,
and its export and import (checked completely, merged without duplicates, round-tripping)."""

from __future__ import annotations

import doctest
import json
import re
from dataclasses import replace
from html import unescape
from typing import Any

import pytest
from test_web_view import elements
from web_helpers import finish_deal, run_work, stored_matches

from game import Match, Rules, apply, is_over, legal_actions, observe, replay
from game.rules import DEFAULT_RULES
from web import history_io, stats, storage
from web.controller import Controller
from web.history import Digesting, History
from web.history_io import HistoryFileError
from web.labels import signed
from web.markup import Screen
from web.opponents import levels
from web.session import Session
from web.settings import Params, Settings
from web.stats_view import stats_panel
from web.storage import Storage

LEVELS = levels()


def played_match(
    seed: int, deals: int, started: int, bid: str = "bid:1", rules: Rules = DEFAULT_RULES
) -> dict[str, Any]:
    """A match's history entry under house ``rules``: the interim players against a player
    who bids ``bid`` when he can and otherwise takes his first legal action."""
    session = Session.new(seed, started, rules)
    for number in range(deals):
        finish_deal(session, bid)
        if number < deals - 1:
            session.next_deal()
    return session.history_entry("Anna", LEVELS[0])


def computed(history: list[dict[str, Any]]) -> dict[str, Any]:
    """The statistics of a list of history entries, each record replayed."""
    return stats.compute(stats.summaries(entry["records"]) for entry in history)


@pytest.fixture(scope="module")
def history() -> list[dict[str, Any]]:
    return [played_match(3, 6, 1_000), played_match(8, 5, 2_000, "pass")]


def test_doctests() -> None:
    result = doctest.testmod(stats)
    assert result.attempted > 0 and result.failed == 0


def test_counts_agree_with_the_engine(history: list[dict[str, Any]]) -> None:
    """Every number is the engine's settlement of a replayed record, from seat 0."""
    data = computed(history)
    records = [r for entry in history for r in entry["records"]]
    results = [observe(replay(r), 0)["result"] for r in records]
    assert data["matches"] == 2 and data["deals"] == len(records) == 11
    assert data["all_pass"] == sum(r["kind"] == "all_pass" for r in results)
    assert data["total"] == sum(r["scores"][0] for r in results)
    assert data["series"][-1] == data["total"] and len(data["series"]) == 11
    assert data["starts"] == [0, 6]
    as_declarer = [r for r in results if r["declarer"] == 0]
    won = sum(v[0] for v in data["declarer"].values())
    lost = sum(v[1] for v in data["declarer"].values())
    assert won + lost == len(as_declarer) > 0
    assert won == sum(bool(r["declarer_lives"]) for r in as_declarer)
    defended = [r for r in results if r["kind"] != "all_pass" and r["declarer"] != 0]
    assert sum(v[0] + v[1] for v in data["defence"].values()) == len(defended) > 0
    points = sum(v[2] for v in data["declarer"].values()) + sum(
        v[2] for v in data["defence"].values()
    )
    assert points == data["total"]
    assert set(data["declarer"]) <= set(stats.CATEGORIES)
    assert set(data["defence"]) <= set(stats.ROLES)


def test_special_bids_count_as_their_own_kind() -> None:
    """Geschäft and Herzprämie are grouped by the bid, whatever the trump suit."""
    herz = played_match(3, 3, 5, "bid:herzpraemie")
    summaries = [stats.summarize(r) for r in herz["records"]]
    assert any(s.kind == "declarer" and s.category == "herzpraemie" for s in summaries)


def test_unreadable_records_are_counted_and_skipped(history: list[dict[str, Any]]) -> None:
    broken = [
        {
            **history[0],
            "records": [*history[0]["records"], "pf1;seed=1;dealer=0;rules=default;bid:9"],
        }
    ]
    data = computed(broken)
    assert data["unreadable"] == 1 and data["deals"] == 6


def test_chips_of_pool_matches_are_never_added_to_points(
    history: list[dict[str, Any]],
) -> None:
    """A match with a chip pool (§9.9) settles in chips: its deals count, its chips are
    summed apart and shown as chips; the points, the points columns and the chart hold only
    the matches settled in points."""
    pulka = played_match(5, 6, 3_000, rules=Rules(pool="pulka_unlimited"))
    known = History(loaded=True)
    for entry in [*history, pulka]:
        known.put(entry, stats.match_summaries(entry))
    data = known.statistics()
    alone = computed(history)
    chips = stats.match_summaries(pulka)
    assert data["deals"] == alone["deals"] + 6 and data["matches"] == 3
    assert data["total"] == alone["total"] and data["series"] == alone["series"]
    won = sum(s.score for s in chips if s)
    pool = -sum(sum(s.scores) for s in chips if s)  # players and pool sum to 0 (§9.9)
    assert pool > 0 and data["chip_matches"] == 1
    assert data["chips"] == won + pool // 3  # every match is over: the pool is shared out
    assert known.statistics(current=pulka["id"])["chips"] == won  # still on the table
    assert data["chips"] != 0 and len(data["starts"]) == 2
    assert {c: row[2] for c, row in data["declarer"].items()} == {
        c: row[2] for c, row in alone["declarer"].items()
    }
    won_lost = sum(row[0] + row[1] for row in data["declarer"].values())
    assert won_lost == sum(row[0] + row[1] for row in alone["declarer"].values()) + sum(
        1 for s in chips if s is not None and s.kind == "declarer"
    )
    # the games' chips stand in a column of their own (a won game read "0 points"), and
    # only what the games' play won or lost: without the dealer's payments into the pool
    in_rows = sum(row[3] for part in ("declarer", "defence") for row in data[part].values())
    assert in_rows == sum(s.played for s in chips if s and s.kind != "all_pass")
    assert in_rows != sum(s.score for s in chips if s and s.kind != "all_pass")
    assert all(row[3] == 0 for part in ("declarer", "defence") for row in alone[part].values())
    panel = stats_panel(screen_with(data, "en"))
    head = '<th scope="col" class="points">Chips</th>'
    points = '<th scope="col" class="points">Points</th>'
    assert panel.count(head) == 3 and panel.count(points) == 2  # and the chips' ledger
    assert head not in stats_panel(screen_with(alone, "en"))
    # a history of pool matches only: chips, and no column of zero points
    only = {**data, "matches": data["chip_matches"]}
    assert points not in stats_panel(screen_with(only, "en"))
    assert 'data-stat="total"' not in stats_panel(screen_with(only, "en"))
    assert 'data-stat="total"' in panel
    assert stats_panel(screen_with(only, "en")).count(head) == 3
    found = elements(stats_panel(screen_with(data, "en")))
    shown = next(e for e in found if e.get("data-stat") == "chips")
    assert "chips" in shown.text and shown.text.endswith(signed(data["chips"]))
    assert not [
        e for e in elements(stats_panel(screen_with(alone))) if e.get("data-stat") == "chips"
    ]


def test_chart_geometry() -> None:
    flat = stats.chart([0, 0])
    assert flat["low"] < 0 < flat["high"]
    geometry = stats.chart([5, -3, 10], width=100, height=50, pad=0)
    xs = [float(p.split(",")[0]) for p in geometry["points"].split()]
    ys = [float(p.split(",")[1]) for p in geometry["points"].split()]
    assert xs == [0, 33.3, 66.7, 100] and min(ys) == 0 and max(ys) == 50
    assert ys[3] == 0 and ys[2] == 50  # the highest total at the top, the lowest at the bottom


def screen_with(data: dict[str, Any] | None, lang: str = "de") -> Screen:
    return Screen(settings=Settings(lang=lang), levels=LEVELS, overlay="stats", stats=data)


def test_panel_shows_counts_chart_tables_and_the_file_controls(
    history: list[dict[str, Any]],
) -> None:
    data = computed(history)
    html = stats_panel(screen_with(data))
    found = elements(html)
    controls = {e.get("data-control") for e in found if e.has("data-control")}
    assert controls == {"export", "import", "close"}
    assert not [e for e in found if e.has("data-action")]
    upload = next(e for e in found if e.get("data-control") == "import")
    assert upload.tag == "input" and upload.get("type") == "file"
    # the buttons sit in the panel's foot, Close first: the panel opens with the focus on it
    # (keyboard.FocusKeeper: the first control past the boxes that only scroll) and its
    # beginning in view; on Export it scrolled a phone's panel to its end
    foot = next(i for i, e in enumerate(found) if "panel-foot" in (e.get("class") or ""))
    focusable = [
        i
        for i, e in enumerate(found)
        if e.tag in ("button", "input") or (e.has("tabindex") and not e.has("data-scroller"))
    ]
    assert focusable[0] > foot and found[focusable[0]].get("data-control") == "close"
    assert [found[i].get("data-control") for i in focusable] == ["close", "export", "import"]
    deals = next(e for e in found if e.get("data-stat") == "deals")
    assert deals.text.endswith(str(data["deals"]))
    assert any(e.tag == "polyline" for e in found)
    assert "Als Alleinspieler" in html and "nach 11 Spielen" in html
    assert "As declarer" in stats_panel(screen_with(data, "en"))
    assert "Noch keine Spiele." in stats_panel(screen_with(None))
    # each table: the first column names the row (capitalised), the numbers' headers stand
    # right-aligned over them like the numbers
    for lang in ("de", "en", "ru"):
        tables = elements(stats_panel(screen_with(data, lang)))
        heads = [e for e in tables if e.tag == "th" and e.get("scope") == "col"]
        assert heads and all(
            (e.get("class") == "points")
            == (e.text not in ("Spiel", "Rolle", "Game", "Role", "Игра", "Роль"))
            for e in heads
        )
        rows = [e.text for e in tables if e.tag == "th" and e.get("scope") == "row"]
        assert rows and all(r[:1].isupper() for r in rows), rows


def test_chart_shows_its_values_at_their_heights() -> None:
    """The highest total at the top, 0 at the dashed line, the lowest at the bottom."""
    data = {"series": [20, -10, 30], "total": 30, "starts": [0]}
    found = elements(stats_panel(screen_with({**computed([]), **data, "deals": 3})))
    ticks = [e for e in found if e.get("class") == "tick"]
    assert [e.text for e in ticks] == ["+30", "0", "−10"]
    heights = [float(e.get("data-vars").removeprefix("--y:")) for e in ticks]
    geometry = stats.chart(data["series"])
    assert heights == [8 / 160, pytest.approx(geometry["zero"] / 160, abs=1e-3), 152 / 160]
    near = {"series": [1, -30], "total": -30, "starts": [0]}  # 0 next to the top value
    found = elements(stats_panel(screen_with({**computed([]), **near, "deals": 2})))
    assert [e.text for e in found if e.get("class") == "tick"] == ["+1", "−30"]


# --- export and import ----------------------------------------------------------------


def test_export_names_its_format_and_round_trips(history: list[dict[str, Any]]) -> None:
    text = history_io.export_text(history, 1_700_000_000_000)
    data = json.loads(text)
    assert (data["format"], data["version"]) == ("preferanzen-history", 1)
    assert history_io.file_name(1_700_000_000_000) == "preferanzen-history-2023-11-14.json"
    imported = history_io.parse(text)
    assert imported == history
    merged, report = history_io.merge([], imported)
    assert merged == history and report.added == 2 and report.deals == 11


def test_a_guided_match_keeps_its_opening_through_export_and_import() -> None:
    """A match opening with the guided deal (``opening``) is summed up, exported and imported
    with it; its records without the opening are not that match's and are refused."""
    session = Session.new(44, 5, opening=180)
    for number in range(2):
        finish_deal(session)
        if number == 0:
            session.next_deal()
    entry = session.history_entry("Anna", LEVELS[0])
    rows = session.score_rows()
    assert len(rows) == 2
    assert [s.scores for s in stats.match_summaries(entry, strict=True) if s] == [
        row.scores for row in rows
    ]
    text = history_io.export_text([entry], 0)
    assert history_io.parse(text) == [entry]
    with pytest.raises(HistoryFileError, match="match 1"):
        history_io.parse(tamper(text, lambda d: d["matches"][0].pop("opening")))
    with pytest.raises(HistoryFileError, match="opening: must be a whole number"):
        history_io.parse(tamper(text, lambda d: d["matches"][0].update(opening=-1)))


def test_merge_adds_only_what_is_new(history: list[dict[str, Any]]) -> None:
    first, second = history
    shorter = {**first, "records": first["records"][:2]}
    merged, report = history_io.merge(
        [shorter], history_io.parse(history_io.export_text(history, 0))
    )
    assert merged == history  # the longer version of the same match replaces the prefix
    assert (report.added, report.deals, report.same, report.conflicts) == (1, 4 + 5, 0, 0)
    assert report.updated == 1 and report.texts()["updated"] == "1"
    again, report = history_io.merge(merged, history)
    assert again == merged and (report.added, report.same) == (0, 2)
    other = {**second, "records": played_match(9, 1, 0)["records"]}
    kept, report = history_io.merge(history, [other])
    assert kept == history and report.conflicts == 1
    # a match running where it was exported (its pool not shared out, §9.9) has ended since:
    # its new version replaces the old one, also with as many deals; never the other way
    running = {**first, "running": True}
    ended, report = history_io.merge([running, second], history)
    # (a play-tester saw "new: 0 (deals: 0); already there: 0" and the totals change)
    assert ended == history and (report.same, report.deals, report.updated) == (1, 0, 1)
    kept, report = history_io.merge(history, [running])
    assert kept == history and (report.same, report.updated) == (1, 0)


def tamper(text: str, change: Any) -> str:
    data = json.loads(text)
    change(data)
    return json.dumps(data)


@pytest.mark.parametrize(
    ("change", "reason"),
    [
        (lambda d: d.update(format="something-else"), "not a preferanzen-history file"),
        (lambda d: d.update(version=2), "version 2"),
        (lambda d: d.update(matches={}), "no list of matches"),
        (lambda d: d["matches"].append({**d["matches"][0], "name": "X"}), "appears twice"),
    ],
)
def test_bad_files_are_rejected_with_a_reason(
    history: list[dict[str, Any]], change: Any, reason: str
) -> None:
    text = tamper(history_io.export_text(history, 0), change)
    with pytest.raises(HistoryFileError, match=reason):
        history_io.parse(text)


def checked(text: str) -> tuple[list[str], list[HistoryFileError]]:
    """The ids of a file's good matches and why each other one was left out (``Checking``)."""
    out: list[tuple[list[str], list[HistoryFileError]]] = []

    def done(
        good: history_io.Checked | None,
        error: HistoryFileError | None,
        left_out: list[HistoryFileError],
    ) -> None:
        if error is not None:
            raise error
        out.append(([entry["id"] for entry, _ in good or []], left_out))

    checking = history_io.Checking(text, lambda: 0, done)
    while not checking.step(0):
        pass
    return out[0]


@pytest.mark.parametrize(
    ("change", "which", "reason"),
    [
        (lambda d: d["matches"][1].update(seed="7"), 1, "seed: must be a whole number"),
        (lambda d: d["matches"][0].update(first_dealer=3), 0, "first_dealer"),
        (lambda d: d["matches"][0]["records"].append(7), 0, "records: a record is a text"),
        (lambda d: d["matches"][0]["records"].reverse(), 0, "match 1"),
        (
            lambda d: d["matches"][1]["records"].__setitem__(
                0, d["matches"][1]["records"][0].replace("pass", "bid:1", 1)
            ),
            1,
            "match 2",
        ),
        (lambda d: d["matches"][0].update(running="yes"), 0, "running: true, or absent"),
        (lambda d: d["matches"][0].update(fork_of="a b"), 0, "fork_of: up to 80"),
    ],
)
def test_a_damaged_match_is_left_out_with_a_reason(
    history: list[dict[str, Any]], change: Any, which: int, reason: str
) -> None:
    """The other match of the file is read; the damaged one is left out, and why is said;
    a file with only the damaged one is refused with that reason."""
    text = tamper(history_io.export_text(history, 0), change)
    good, left_out = checked(text)
    assert good == [history[1 - which]["id"]]
    assert len(left_out) == 1 and re.search(reason, str(left_out[0]))
    assert history_io.parse(text) == [history[1 - which]]
    alone = json.loads(text)
    alone["matches"] = [alone["matches"][which]]
    with pytest.raises(HistoryFileError, match=reason.replace("match 2", "match 1")):
        history_io.parse(json.dumps(alone))


def test_not_json_or_too_large_is_rejected() -> None:
    with pytest.raises(HistoryFileError, match="not JSON"):
        history_io.parse("{nope")
    with pytest.raises(HistoryFileError, match="more than the 8,000,000"):
        history_io.parse(" " * (history_io.MAX_CHARS + 1))


def controller(store: dict[str, str]) -> Controller:
    clock = iter(range(1_700_000_000_000, 10**15, 1_000))
    return Controller(store, Params(seed=4), now_ms=lambda: next(clock), fresh_seed=lambda: 4)


def test_controller_export_then_import_into_an_empty_store(history: list[dict[str, Any]]) -> None:
    """What the e2e test does through the page: export, clear, import, same history and stats."""
    store = {"preferanzen:history": json.dumps({"v": 1, "matches": history})}
    ctl = controller(store)
    run_work(ctl)  # the old single-key history moves into one key per match
    assert "preferanzen:history" not in store and set(stored_matches(store)) == {
        e["id"] for e in history
    }
    before = ctl.statistics()
    assert before == computed(history)
    assert ctl.click(control="export") is None
    name, text = ctl.take_download() or ("", "")
    assert name.startswith("preferanzen-history-") and ctl.take_download() is None
    fresh: dict[str, str] = {}
    again = controller(fresh)
    again.import_history(text)
    run_work(again)
    matches = stored_matches(fresh)
    assert [{k: v for k, v in matches[e["id"]].items() if k in e} for e in history] == history
    assert again.statistics() == before
    assert again.ui.notices[-1] == (
        "notice_import_ok",
        {"added": "2", "deals": "11", "updated": "0", "same": "0", "conflicts": "0"},
    )


def test_controller_bad_import_changes_nothing(history: list[dict[str, Any]]) -> None:
    saved = json.dumps({"v": 1, "matches": history})
    ctl = controller({"preferanzen:history": saved})
    run_work(ctl)
    store = dict(ctl.archive.storage.store)  # type: ignore[call-overload]
    ctl.import_history('{"format": "preferanzen-history", "version": 1, "matches": [1]}')
    run_work(ctl)
    assert ctl.archive.storage.store == store
    key, values = ctl.ui.notices[-1]
    assert key == "notice_import_bad" and "match 1" in values["error"]


# --- the chips of pool matches, row by row (§9.9) -----------------------------------------


def scripted_match(
    seed: int, rules: Rules, deals: int, bidder: dict[int, int], started: int = 0
) -> dict[str, Any]:
    """A match's history entry played by the engine alone, no opponents' choices (so its
    numbers do not move when the bots change): every seat takes its first legal action,
    except that in deal ``n`` (0-based) seat ``bidder[n]`` bids 1 whenever it may."""
    match = Match(seed, 0, rules=rules)
    for number in range(deals):
        state = match.next_deal()
        while not is_over(state):
            legal = legal_actions(state)
            wants = bidder.get(number) == state.to_move and "bid:1" in legal
            state = apply(state, "bid:1" if wants else legal[0])
        match = match.finish(state)
    return {
        "id": f"s{seed}-{rules.pool}",
        "started": started,
        "seed": seed,
        "first_dealer": 0,
        "name": "Anna",
        "level": LEVELS[0],
        "records": list(match.records),
        "rules": rules.describe(),
    }


PULKA = Rules(pool="pulka_unlimited")
STEIRISCH = Rules(pool="steirisch", pool_stake=50)


def pulka_match(started: int = 1_000) -> dict[str, Any]:
    """Match 3 under Pulka (§9.9), the player (seat 0) dealing deals 1 and 4; by hand:

    1. seat 0 deals and pays 10; all pass. Pool 0 + 10 = 10.
    2. seat 1 pays 10: P0 = 20, u = 2. The player declares Kreuz and takes 2 tricks: he
       falls, pays 2·P0 = 40 in, u per trick to seat 1 (7 tricks, 14) and seat 2 (1, 2):
       −56. Seat 2 fell too (1 trick): +2 − P0 = −18. Pool 20 + 40 + 20 = 80.
    3. seat 2 pays 10: P0 = 90, u = 9. Seat 1 declares Kreuz, takes no trick: −180 in and
       9 per trick to seat 2 (4: +36) and the player (6: +54). Pool 90 + 180 = 270.
    4. the player deals and pays 10: P0 = 280, u = 28. He declares Kreuz and lives with 7
       tricks: +280 − 28·2 (seat 1) − 28·1 (seat 2) = +196; seat 2 falls: +28 − 280.
       Pool 280 − 280 + 280 = 280.

    Totals: the player −10 − 56 + 54 − 10 + 196 = 174; at the end the pool of 280 is shared
    out, 93 each (1 left over): 267."""
    return scripted_match(3, PULKA, 4, {1: 0, 2: 1, 3: 0}, started)


def steirisch_match(started: int = 2_000) -> dict[str, Any]:
    """Match 3 under Steirisch with a stake of 50 (§9.9); by hand:

    1. everyone pays the stake of 50; all pass. Pool 150.
    2. P0 = 150, u = 15. The player declares Kreuz and falls with 2 tricks: −300 in,
       15·7 to seat 1 and 15·1 to seat 2: −420. Seat 2 falls (1 trick): +15 − 150.
       Pool 150 + 300 + 150 = 600.

    Totals: the player −50 − 420 = −470; the pool of 600 shared out, 200 each: −270."""
    return scripted_match(3, STEIRISCH, 2, {1: 0}, started)


def history_of(*entries: dict[str, Any]) -> History:
    known = History(loaded=True)
    for entry in entries:
        known.put(entry, stats.match_summaries(entry, strict=True))
    return known


def test_the_scripted_matches_are_the_hand_computed_ones() -> None:
    """The engine's score sheet of the two matches is the hand computation above."""
    pulka, steirisch = pulka_match(), steirisch_match()
    sheet = Match.from_dict(pulka)
    assert [(line.paid, line.changes, line.pool) for line in sheet.lines()] == [
        ((10, 0, 0), (0, 0, 0), 10),
        ((0, 10, 0), (-56, 14, -18), 80),
        ((0, 0, 10), (54, -270, 36), 270),
        ((10, 0, 0), (196, 56, -252), 280),
    ]
    assert sheet.totals()[0] == 174 and sheet.final_totals() == ((267, -117, -151), 1)
    sheet = Match.from_dict(steirisch)
    assert [(line.paid, line.changes, line.pool) for line in sheet.lines()] == [
        ((50, 50, 50), (0, 0, 0), 150),
        ((0, 0, 0), (-420, 105, -135), 600),
    ]
    assert sheet.totals()[0] == -470 and sheet.final_totals()[0][0] == -270


def test_a_pool_matchs_rows_add_up_to_its_chips() -> None:
    """Found by a play-tester: a game's row held the dealer's payment into the pool, an
    all-pass deal's payment stood in no row and the share-out only in the total. Every chip
    is in exactly one row now: a game's row holds what its play won or lost, the payments
    and the share-out rows of their own, and the rows add up to the total."""
    pulka = pulka_match()
    data = history_of(pulka).statistics()
    assert data["declarer"] == {"C": (1, 1, 0, -56 + 196)}  # not 186: the 10 paid as dealer
    assert data["defence"] == {"play": (1, 0, 0, 54)}
    assert data["ledger"] == {
        "declarer": (2, 140),
        "defence": (1, 54),
        "all_pass": (1, 0),
        "paid": (2, -20),  # as dealer of deal 1 (all passed) and deal 4
        "share": (1, 93),
    }
    assert data["chips"] == 267 == sum(chips for _n, chips in data["ledger"].values())
    assert (data["total"], data["series"], data["all_pass"], data["deals"]) == (0, [], 1, 4)
    # still on the table: nothing shared out yet
    running = history_of(pulka).statistics(current=pulka["id"])
    assert running["ledger"]["share"] == (0, 0) and running["chips"] == 174
    assert {k: v for k, v in running["ledger"].items() if k != "share"} == {
        k: v for k, v in data["ledger"].items() if k != "share"
    }


def test_the_chips_of_every_pool_match_and_mode_add_up() -> None:
    """A Pulka match, a Steirisch one (its stakes are payments too) and a match in points:
    the chips' rows add up to the chips, the points' to the points, neither in the other."""
    points = scripted_match(5, DEFAULT_RULES, 3, {1: 0}, 500)
    data = history_of(points, pulka_match(), steirisch_match()).statistics()
    assert data["ledger"] == {
        "declarer": (3, 140 - 420),
        "defence": (1, 54),
        "all_pass": (2, 0),
        "paid": (3, -20 - 50),
        "share": (2, 93 + 200),
    }
    assert data["chips"] == 267 - 270 == sum(chips for _n, chips in data["ledger"].values())
    alone = history_of(points).statistics()
    assert data["total"] == alone["total"] and data["series"] == alone["series"]
    in_points = sum(row[2] for part in ("declarer", "defence") for row in data[part].values())
    assert in_points == data["total"]  # an all-pass deal scores 0 (R2.8)
    in_chips = sum(row[3] for part in ("declarer", "defence") for row in data[part].values())
    assert in_chips == 140 - 420 + 54


@pytest.mark.parametrize(
    ("lang", "rows", "total"),
    [
        (
            "de",
            [
                ("Als Alleinspieler", "2", "+140"),
                ("Als Gegenspieler", "1", "+54"),
                ("Alle gepasst", "1", "0"),
                ("In die Kassa eingezahlt (als Geber, Einsatz)", "2", "−20"),
                ("Anteil an der Kassa bei Partieende", "1", "+93"),
            ],
            ("Summe", "", "+267"),
        ),
        (
            "en",
            [
                ("As declarer", "2", "+140"),
                ("As defender", "1", "+54"),
                ("All passed", "1", "0"),
                ("Paid into the pot (as dealer, stake)", "2", "−20"),
                ("Share of the pot at a match's end", "1", "+93"),
            ],
            ("Total", "", "+267"),
        ),
        (
            "ru",
            [
                ("Разыгрывающим", "2", "+140"),
                ("На висте", "1", "+54"),
                ("Все спасовали", "1", "0"),
                ("Взносы в пульку (сдающим, ставка)", "2", "−20"),
                ("Доля пульки в конце партии", "1", "+93"),
            ],
            ("Итого", "", "+267"),
        ),
    ],
)
def test_the_panel_shows_where_the_chips_came_from(
    lang: str, rows: list[tuple[str, ...]], total: tuple[str, ...]
) -> None:
    """The chips' own table: one row per source with how many, the sum in its foot, the
    same as the overview's chips; the games' rows hold only what their play won."""
    data = history_of(pulka_match()).statistics()
    html = stats_panel(screen_with(data, lang))
    assert table_rows(html, "ledger") == [*rows, total]
    assert table_rows(html, "declarer")[0][-1] == "+140"
    overview = next(e for e in elements(html) if e.get("data-stat") == "chips")
    assert overview.text.endswith("+267")
    points_only = stats_panel(
        screen_with(history_of(scripted_match(5, DEFAULT_RULES, 2, {})).statistics(), lang)
    )
    assert 'data-stats="ledger"' not in points_only


def table_rows(html: str, name: str) -> list[tuple[str, ...]]:
    """The body and foot rows of the panel's table ``name``, cell by cell."""
    table = html.split(f'data-stats="{name}"', 1)[1].split("</table>", 1)[0]
    body = table.split("<tbody>", 1)[1]
    out = []
    for row in body.split("<tr>")[1:]:
        cells = re.findall(r"<t[hd][^>]*>(.*?)</t[hd]>", row)
        out.append(tuple(unescape(c) for c in cells))
    return out


def test_a_long_pool_match_is_digested_in_chips_a_few_deals_at_a_time() -> None:
    """A match of more than 12 deals is digested over several slices; a pool match's
    deals were then summed up one by one, in points, not chips (the score sheet's earlier
    match and the statistics were wrong). Now as its score sheet has them, in any slices."""
    entry = scripted_match(3, PULKA, 15, {1: 0, 2: 1, 3: 0, 9: 2}, 7)
    sheet = Match.from_dict(entry)
    known = History(loaded=True)
    known.put(entry)
    ticks = iter(range(0, 10**9, 7))
    digesting = Digesting(Storage({}), known, lambda: next(ticks))
    slices = 1
    while not digesting.step(next(ticks)):
        slices += 1
    assert slices > 3
    digest = known.digests[entry["id"]]
    assert [s.scores for s in digest if s] == [line.net for line in sheet.lines()]
    assert [s.paid for s in digest if s] == [line.paid for line in sheet.lines()]
    assert known.totals(entry["id"]) == sheet.totals()
    assert digest == stats.match_summaries(entry)


def test_a_deal_that_does_not_replay_as_its_matchs_is_unreadable_in_a_pool_match() -> None:
    """Its chips depend on the pool the match brought it to: unknown, so not counted (a
    match in points sums such a deal up by itself, its points are its own)."""
    pulka = pulka_match()
    broken = {**pulka, "records": [pulka["records"][1], *pulka["records"][1:]]}
    summed = stats.match_summaries(broken)
    assert summed[0] is None and summed[1:] == [None, None, None]
    swapped = {**pulka, "records": [*pulka["records"][:2], pulka["records"][3]]}
    summed = stats.match_summaries(swapped)
    assert summed[:2] == stats.match_summaries(pulka)[:2] and summed[2] is None
    with pytest.raises(ValueError, match="deal 3: "):
        stats.match_summaries(swapped, strict=True)
    points = scripted_match(5, DEFAULT_RULES, 3, {1: 0})
    swapped = {**points, "records": [*points["records"][:2], points["records"][0]]}
    assert stats.match_summaries(swapped) == [
        *stats.match_summaries(points)[:2],
        stats.summarize(points["records"][0]),
    ]


def old_form(summary: stats.Summary | None) -> list[Any]:
    """A summary as the page stored it before pool matches kept their payments: 7 values."""
    assert summary is not None
    return (stats.encode(summary) or [])[:7]


def test_stored_summaries_old_and_new() -> None:
    """A pool match's summary is stored with what each seat paid in (10 values); the 7
    values stored before read as not knowing it, and a pool match's digest of them does not
    fit it (it is digested again); a match in points keeps its old digest."""
    summary = stats.Summary((-10, 0, 0), "all_pass", paid=(10, 0, 0))
    row = stats.encode(summary)
    assert row == [-10, 0, 0, "all_pass", "", "", -1, 10, 0, 0]
    assert stats.decode(row) == summary and stats.decode(row[:7]) == replace(summary, paid=None)
    for bad in (row[:8], row[:9], [*row, 0], [*row[:7], -10, 0, 0], [*row[:7], 1.5, 0, 0]):
        with pytest.raises(ValueError):
            stats.decode(bad)
    pulka = pulka_match()
    new = stats.match_summaries(pulka)
    old = [stats.decode(old_form(s)) for s in new]
    assert stats.fits(pulka, new) and not stats.fits(pulka, old)
    points = scripted_match(5, DEFAULT_RULES, 2, {1: 0})
    digest = stats.match_summaries(points)
    assert all(s and s.paid is None for s in digest) and stats.fits(points, digest)
    assert len(stats.encode(digest[0]) or ()) == 7


def test_old_digests_of_pool_matches_are_made_again_on_the_next_visit() -> None:
    """A history stored by the page before: its pool match's digest (7 values a deal, each
    deal's net chips) is dropped when read, digested again and stored in the new form; the
    match in points keeps its stored digest. The numbers are then the right ones."""
    pulka, points = pulka_match(), scripted_match(5, DEFAULT_RULES, 2, {1: 0}, 500)
    store: dict[str, str] = {}
    for entry in (pulka, points):
        old = [old_form(s) for s in stats.match_summaries(entry)]
        store[storage.match_key(entry["id"])] = storage.dumps({**entry, "rev": 1, "digest": old})
    ctl = controller(store)
    run_work(ctl)
    stored = stored_matches(store)
    assert [len(row) for row in stored[pulka["id"]]["digest"]] == [10] * 4
    assert [len(row) for row in stored[points["id"]]["digest"]] == [7] * 2
    data = ctl.statistics()
    assert data["chips"] == 267 and data["ledger"]["paid"] == (2, -20)
    assert data == history_of(points, pulka).statistics()
