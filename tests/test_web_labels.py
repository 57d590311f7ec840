"""web/labels.py: every text in German and English, card and game names (rules.md §10)."""

from __future__ import annotations

import pytest

from game.cards import SUITS
from game.contracts import BIDS, GAMES
from web.labels import DECKS, LANGS, TEXTS, labels_for, signed

ALL_CARDS = [s + r for s in SUITS for r in "789TJQKA"]


def test_both_languages_have_the_same_keys() -> None:
    assert set(TEXTS["de"]) == set(TEXTS["en"])
    for lang in LANGS:
        assert all(text.strip() for text in TEXTS[lang].values())


@pytest.mark.parametrize(
    ("lang", "deck", "card", "name"),
    [
        ("de", "french", "HK", "Herz König"),
        ("de", "french", "CJ", "Kreuz Bube"),
        ("de", "french", "SQ", "Pik Dame"),
        ("de", "french", "DA", "Karo Ass"),
        ("de", "french", "ST", "Pik Zehn"),
        ("de", "german", "CQ", "Eichel Ober"),
        ("de", "german", "SJ", "Laub Unter"),
        ("de", "german", "DA", "Schelle Ass"),
        ("de", "german", "H7", "Herz Sieben"),
        ("en", "french", "HK", "King of Hearts"),
        ("en", "german", "CJ", "Unter of Acorns"),
    ],
)
def test_card_names(lang: str, deck: str, card: str, name: str) -> None:
    """aria-labels name each card in the chosen language and deck."""
    assert labels_for(lang, deck).card(card) == name


def test_every_card_has_a_distinct_name_in_every_language_and_deck() -> None:
    for lang in LANGS:
        for deck in DECKS:
            names = {labels_for(lang, deck).card(c) for c in ALL_CARDS}
            assert len(names) == 32


def test_bid_and_game_names() -> None:
    """§2.1 ladder names; Geschäft and Herzprämie keep their names; suit games show the number."""
    de = labels_for("de", "french")
    assert [de.bid(b) for b in BIDS] == [
        "Eins",
        "Zwei",
        "Drei",
        "Vier",
        "Geschäft",
        "Bettler",
        "Herzprämie",
        "Sans Atout",
        "Bettler Ouvert",
        "Durchmarsch",
        "Durchmarsch Ouvert",
    ]
    assert de.game("S", "1") == "Pik (Zwei)"
    assert de.game("H", "herzpraemie") == "Herzprämie"
    assert de.game("H", "geschaeft") == "Geschäft in Herz"
    assert labels_for("de", "german").game("D", "3") == "Schelle (Drei)"
    assert de.game("durchmarsch", "durchmarsch") == "Durchmarsch"
    assert labels_for("en", "french").bid("2") == "Two"


def test_defence_terms() -> None:
    de = labels_for("de", "french")
    assert de.action("defend:play") == "Mitspielen"
    assert de.action("defend:pass") == "Aussteigen"
    assert de.action("invite:yes") == "Einladen"
    assert de.action("hold") == "Halten"
    assert labels_for("en", "french").action("hold") == "Hold"


def test_every_action_string_has_a_label() -> None:
    """No engine action shows up raw on a button."""
    every = ["pass", "hold", *(f"bid:{b}" for b in BIDS), *(f"announce:{g}" for g in GAMES)]
    every += [f"name:{s}" for s in SUITS] + [f"play:{c}" for c in ALL_CARDS]
    every += ["defend:play", "defend:pass", "invite:yes", "invite:no", "discard:C7,HA"]
    for lang in LANGS:
        for deck in DECKS:
            lab = labels_for(lang, deck)
            for action in every:
                text = lab.action(action)
                kind = action.partition(":")[0]
                assert text and text != action and not text.startswith(f"{kind}:"), action


def test_every_bot_level_has_a_name_in_every_language() -> None:
    """The page owns the levels' display names (game.bots has only the ids)."""
    from game.bots import LEVELS

    for lang in LANGS:
        for level in LEVELS:
            assert f"level:{level}" in TEXTS[lang], (lang, level)


def test_level_names_fall_back_for_unknown_levels() -> None:
    assert labels_for("de", "french").level("profi") == "Profi"
    assert labels_for("en", "french").level("anfaenger") == "Beginner"
    assert labels_for("en", "french").level("grossmeister") == "Grossmeister"


def test_base_cases_and_signed_numbers() -> None:
    """§7.1 cases +4/−3/−2/−8 are named; numbers carry a real minus sign."""
    de = labels_for("de", "french")
    assert de.base_case(4).startswith("Fall 1") and de.base_case(-8).startswith("Fall 4")
    assert signed(4) == "+4" and signed(-3) == "\u22123" and signed(0) == "0"


def test_unknown_language_or_deck_falls_back_to_german_french() -> None:
    lab = labels_for("fr", "tarot")
    assert (lab.lang, lab.deck) == ("de", "french")
    assert lab.t("prompt:auction") == "Dein Gebot"
