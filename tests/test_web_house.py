"""The house rules on the page (issue 9): presets, the dialog's form, hostile input, texts."""

from __future__ import annotations

from dataclasses import fields

import pytest

from game import Rules
from game.rules import PRESETS
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
