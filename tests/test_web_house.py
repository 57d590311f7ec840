"""The house rules on the page (issue 9): presets, the dialog's form, hostile input, texts."""

from __future__ import annotations

import json
from dataclasses import fields

import pytest
from web_helpers import finish_deal

from game import Rules
from game.rules import PRESETS
from web.controller import Controller
from web.house_rules import (
    CHOICES,
    GROUPS,
    PRESET_CHOICES,
    form_fields,
    preset_of,
    rules_from_form,
    rules_from_text,
)
from web.house_texts import TEXTS
from web.session import Session, match_totals
from web.settings import Params, Settings, parse_query

AUSTRIAN = PRESETS["oesterreich"]


def test_presets_are_the_online_game_and_the_austrian_table() -> None:
    assert preset_of(Rules()) == "online"
    assert preset_of(AUSTRIAN) == "oesterreich"
    assert preset_of(Rules(kontra=True)) == "custom"
    assert rules_from_form({"house": "online"}, AUSTRIAN) == Rules()
    assert rules_from_form({"house": "oesterreich"}, Rules()) == AUSTRIAN
    # the Austrian table of seed 002: Kontra, Hand, Nachgehen, aces, DMO, "здесь", Pulka
    assert (AUSTRIAN.kontra, AUSTRIAN.hand_doubling, AUSTRIAN.nachgehen) == (True, True, True)
    assert (AUSTRIAN.ace_premiums, AUSTRIAN.durchmarsch_ouvert) == (True, True)
    assert AUSTRIAN.hold_right == "overbid_when_two_remain"
    assert AUSTRIAN.pool == "pulka_unlimited"


def test_custom_form_reads_every_switch_and_round_trips() -> None:
    custom = Rules(
        rotation="anticlockwise",
        lone_defender_quota=4,
        kontra=True,
        dmo_value=160,
        durchmarsch_ouvert=True,
        pool="pulka_limited",
        pool_cap=200,
    )
    form = form_fields(custom)
    assert form["house"] == "custom"
    text_form = {k: (str(v) if not isinstance(v, bool) else v) for k, v in form.items()}
    assert rules_from_form(text_form, Rules()) == custom
    assert rules_from_form(form, Rules()) == custom


@pytest.mark.parametrize(
    "form",
    [
        {"house": "custom", "house:rotation": "sideways"},
        {"house": "custom", "house:lone_defender_quota": "3"},
        {"house": "custom", "house:dmo_value": "99"},
        {"house": "custom", "house:pool_cap": "²"},
        {"house": "custom", "house:kontra": "maybe"},
        {"house": "custom", "house:nonsense": "1"},
        {"house": "evil"},
        {"house": ["online"]},
        {},
    ],
)
def test_hostile_form_values_change_nothing(form: dict[str, object]) -> None:
    current = Rules(kontra=True)
    assert rules_from_form(form, current) == current


def test_stored_rules_text_is_read_defensively() -> None:
    assert rules_from_text("kontra=True") == Rules(kontra=True)
    for bad in ("kontra=maybe", "x" * 5000, None, 17, "dmo_value=²", "default,"):
        assert rules_from_text(bad) == Rules()


def test_every_switch_is_in_the_dialog_once() -> None:
    names = [name for _group, group_names in GROUPS for name in group_names]
    assert sorted(names) == sorted(f.name for f in fields(Rules))
    for name, values in CHOICES.items():
        assert getattr(Rules(), name) in values


@pytest.mark.parametrize("lang", ["de", "en", "ru"])
def test_every_switch_value_and_preset_has_its_text(lang: str) -> None:
    texts = TEXTS[lang]
    for group, names in GROUPS:
        assert texts[f"house:group:{group}"]
        for name in names:
            assert texts[f"house:{name}"] and texts[f"house:{name}:help"]
            for value in CHOICES.get(name, ()):
                assert texts[f"house:{name}={value}"]
    for preset in PRESET_CHOICES:
        assert texts[f"house:preset:{preset}"] and texts[f"house:preset:{preset}:help"]
    for action in (
        "hand:yes hand:no nachgehen:pass nachgehen:take nachgehen:leave aces:none aces:four "
        "aces:pass kontra:yes kontra:no rekontra:yes rekontra:no"
    ).split():
        assert texts[action] and texts[f"log:{action}"] and texts[f"log:{action}:you"]


def test_the_three_languages_have_the_same_keys_and_placeholders() -> None:
    import string

    def holes(text: str) -> set[str]:
        return {f for _l, f, _s, _c in string.Formatter().parse(text) if f}

    de, en, ru = TEXTS["de"], TEXTS["en"], TEXTS["ru"]
    assert set(de) == set(en) == set(ru)
    for key in de:
        assert holes(de[key]) == holes(en[key]) == holes(ru[key]), key


# --- a match under house rules on the page ---------------------------------------------------


def _pulka_session(deals: int) -> Session:
    session = Session.new(11, 1000, AUSTRIAN)
    for _ in range(deals):
        finish_deal(session)
        session.next_deal()
    finish_deal(session)
    return session


def test_a_pulka_match_keeps_its_sheet_from_the_engine() -> None:
    """§9.9 on the page: every row is the match's DealLine (contributions, chips, pool), the
    totals are Match.totals, and a saved match comes back with its rules."""
    session = _pulka_session(3)
    assert session.rules == AUSTRIAN
    sheet = session.sheet()
    rows = session.score_rows()
    assert len(rows) == 4 == len(sheet.lines())
    for row, line in zip(rows, sheet.lines(), strict=True):
        assert (row.scores, row.paid, row.pool) == (line.net, line.paid, line.pool)
        assert sum(row.paid) == 10  # Pulka: the dealer pays 10 before every deal
    assert session.totals() == sheet.totals()
    assert session.pool() == sheet.pool == rows[-1].pool
    # chips are conserved: what the players won and lost is what went into the pool
    assert sum(session.totals()) + (session.pool() or 0) == 0
    again = Session.from_dict(json.loads(json.dumps(session.to_dict())))
    assert again.rules == AUSTRIAN and again.totals() == session.totals()


def test_history_entry_and_its_totals_keep_the_rules() -> None:
    session = _pulka_session(1)
    entry = session.history_entry("Anna", "anfaenger")
    assert entry["rules"] == AUSTRIAN.describe()
    assert match_totals(entry) == session.totals()
    plain = Session.new(3, 1000)
    finish_deal(plain)
    assert "rules" not in plain.history_entry("Anna", "anfaenger")  # old format unchanged


def test_the_dialog_and_the_url_choose_the_rules_of_a_new_match() -> None:
    store: dict[str, str] = {}
    ctl = Controller(store, Params(seed=4), now_ms=lambda: 1, fresh_seed=lambda: 1)
    ctl.click(action="start", form={"level": "anfaenger", "house": "oesterreich"})
    assert ctl.session is not None and ctl.session.rules == AUSTRIAN
    assert ctl.settings.rules == AUSTRIAN.describe()  # remembered for the next match
    url = Controller({}, parse_query("?seed=4&rules=kontra=True"), now_ms=lambda: 1)
    url.click(action="start", form={"level": "anfaenger"})
    assert url.session is not None and url.session.rules == Rules(kontra=True)
    bad = Controller({}, parse_query("?seed=4&rules=kontra=perhaps"), now_ms=lambda: 1)
    bad.click(action="start", form={"level": "anfaenger", "house": "online"})
    assert bad.session is not None and bad.session.rules == Rules()


def test_settings_read_stored_rules_defensively() -> None:
    levels = ("anfaenger", "profi")
    assert Settings.from_dict({"rules": "kontra=True"}, levels).house_rules == Rules(kontra=True)
    assert Settings.from_dict({"rules": {"evil": 1}}, levels).house_rules == Rules()
    form = {"house": "custom", "house:nachgehen": True, "house:pool": "steirisch"}
    merged = Settings().merged(form, levels)
    assert merged.house_rules == Rules(nachgehen=True, pool="steirisch")
