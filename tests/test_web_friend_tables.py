"""web.friend_tables: a guest's own history of the matches at friends' tables; hostile or
foreign keys are not shown and never stop the score sheet."""

from __future__ import annotations

import json

from web import friend_tables
from web.controller import Controller
from web.opponents import levels
from web.settings import Params
from web.view import render

ROW = {"number": 1, "dealer": 0, "declarer": 2, "game": "S", "bid": "1", "scores": [-1, -3, 4]}


def kept(match: str, started: int, totals: list[int]) -> dict[str, object]:
    return friend_tables.table(match, 1, started, ("Anna", "Rudi", "Heidi"), [ROW], totals)


def test_newest_first_and_the_date_of_the_first_write_stays() -> None:
    store: dict[str, str] = {}
    friend_tables.save(store, kept("m1", 1_000, [1, 2, -3]))
    friend_tables.save(store, kept("m2", 2_000, [0, 0, 0]))
    friend_tables.save(store, {**kept("m1", 9_000, [4, -4, 0]), "deals": 2})  # a later deal
    items = friend_tables.past(store, current=None)
    assert [i["started"] for i in items] == [2_000, 1_000]
    assert items[1]["totals"] == [4, -4, 0] and items[1]["deals"] == 2
    assert [i["started"] for i in friend_tables.past(store, current="m2")] == [1_000]


def test_hostile_and_foreign_tables_are_left_alone() -> None:
    good = {"v": 1, **kept("ok", 5_000, [1, 0, -1])}
    hostile = {
        "preferanzen:friends:date": {**good, "started": 10**25},
        "preferanzen:friends:neg": {**good, "started": -1},
        "preferanzen:friends:bool": {**good, "deals": True},
        "preferanzen:friends:names": {**good, "names": ["a", "b"]},
        "preferanzen:friends:long": {**good, "names": ["x" * 10_000, "b", "c"]},
        "preferanzen:friends:points": {**good, "totals": [10**30, 0, 0]},
        "preferanzen:friends:version": {**good, "v": 99},
        "preferanzen:friends:list": [good],
    }
    store = {key: json.dumps(value) for key, value in hostile.items()}
    store["preferanzen:friends:nested"] = "[" * 5_000
    store["preferanzen:friends:text"] = "not json"
    store["preferanzen:friends:ok"] = json.dumps(good)
    before = dict(store)
    assert [i["started"] for i in friend_tables.past(store, current=None)] == [5_000]
    assert store == before  # nothing removed or rewritten
    ctl = Controller(store, Params(seed=3, pace="instant"), now_ms=lambda: 1, fresh_seed=lambda: 3)
    ctl.click(action="start", form={"level": levels()[0]})
    ctl.click(control="score-sheet")
    html = render(ctl.screen())  # the usable one is listed (marked), the page stands
    assert "Rudi" in html and "bei Freunden" in html
