"""web/stats.py, web/stats_view.py and web/history_io.py: statistics from the stored history,
and its export and import (checked completely, merged without duplicates, round-tripping)."""

from __future__ import annotations

import doctest
import json
from typing import Any

import pytest
from test_web_view import elements
from web_helpers import finish_deal, run_work, stored_matches

from game import Rules, observe, replay
from game.rules import DEFAULT_RULES
from web import history_io, stats
from web.controller import Controller
from web.history import History
from web.history_io import HistoryFileError
from web.labels import signed
from web.markup import Screen
from web.opponents import levels
from web.session import Session
from web.settings import Params, Settings
from web.stats_view import stats_panel

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
    # the games' chips stand in a column of their own (a won game read "0 points")
    in_rows = sum(row[3] for part in ("declarer", "defence") for row in data[part].values())
    assert in_rows == sum(s.score for s in chips if s and s.kind != "all_pass")
    assert all(row[3] == 0 for part in ("declarer", "defence") for row in alone[part].values())
    panel = stats_panel(screen_with(data, "en"))
    head = '<th scope="col" class="points">Chips</th>'
    points = '<th scope="col" class="points">Points</th>'
    assert panel.count(head) == 2 and panel.count(points) == 2
    assert head not in stats_panel(screen_with(alone, "en"))
    # a history of pool matches only: chips, and no column of zero points
    only = {**data, "matches": data["chip_matches"]}
    assert points not in stats_panel(screen_with(only, "en"))
    assert 'data-stat="total"' not in stats_panel(screen_with(only, "en"))
    assert 'data-stat="total"' in panel
    assert stats_panel(screen_with(only, "en")).count(head) == 2
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
    again, report = history_io.merge(merged, history)
    assert again == merged and (report.added, report.same) == (0, 2)
    other = {**second, "records": played_match(9, 1, 0)["records"]}
    kept, report = history_io.merge(history, [other])
    assert kept == history and report.conflicts == 1
    # a match running where it was exported (its pool not shared out, §9.9) has ended since:
    # its new version replaces the old one, also with as many deals; never the other way
    running = {**first, "running": True}
    ended, report = history_io.merge([running, second], history)
    assert ended == history and (report.same, report.deals) == (1, 0)
    kept, report = history_io.merge(history, [running])
    assert kept == history and report.same == 1


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
        (lambda d: d["matches"][1].update(seed="7"), "seed: must be a whole number"),
        (lambda d: d["matches"][0].update(first_dealer=3), "first_dealer"),
        (lambda d: d["matches"][0]["records"].append(7), "records: a record is a text"),
        (lambda d: d["matches"][0]["records"].reverse(), "match 1"),
        (
            lambda d: d["matches"][1]["records"].__setitem__(
                0, d["matches"][1]["records"][0].replace("pass", "bid:1", 1)
            ),
            "match 2",
        ),
        (lambda d: d["matches"].append({**d["matches"][0], "name": "X"}), "appears twice"),
        (lambda d: d["matches"][0].update(running="yes"), "running: true, or absent"),
        (lambda d: d["matches"][0].update(fork_of="a b"), "fork_of: up to 80"),
    ],
)
def test_bad_files_are_rejected_with_a_reason(
    history: list[dict[str, Any]], change: Any, reason: str
) -> None:
    text = tamper(history_io.export_text(history, 0), change)
    with pytest.raises(HistoryFileError, match=reason):
        history_io.parse(text)


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
        {"added": "2", "deals": "11", "same": "0", "conflicts": "0"},
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
