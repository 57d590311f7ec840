"""web/labels.py: every text in German, English and Russian, card and game names
(rules.md §10), and the grammar of the table's sentences."""

from __future__ import annotations

import re
import string

import pytest

from game.cards import SUITS
from game.contracts import BIDS, GAMES
from web.labels import DECKS, LANGS, TEXTS, labels_for, signed
from web.phrases import game_in_text

ALL_CARDS = [s + r for s in SUITS for r in "789TJQKA"]


def placeholders(text: str) -> set[str]:
    return {name for _, name, _, _ in string.Formatter().parse(text) if name}


def test_every_key_exists_in_all_three_languages() -> None:
    """Every label key (table, aids, guide, review) in German, English and Russian."""
    assert LANGS == ("de", "en", "ru")
    keys = set(TEXTS["de"])
    for lang in LANGS:
        plural_extra = {k for k in TEXTS[lang] if k.endswith("_few")}  # Russian plural forms
        missing = keys - set(TEXTS[lang])
        extra = set(TEXTS[lang]) - keys - plural_extra
        assert not missing and not extra, (lang, sorted(missing), sorted(extra))
        assert all(text.strip() for text in TEXTS[lang].values())


def test_every_text_fills_only_the_values_the_code_gives() -> None:
    """A translation may leave a value out ("{n} Karten" / "1 Karte"), never ask for one the
    German text (which the code is written against) does not have; Russian may use the
    lower-case bid (``bid_lc``) and the number of a plural form."""
    for key, german in TEXTS["de"].items():
        allowed = placeholders(german) | {"bid_lc", "n"}
        for lang in ("en", "ru"):
            assert placeholders(TEXTS[lang][key]) <= allowed, (lang, key)
    for lang in LANGS:
        for key, text in TEXTS[lang].items():
            base = key.removesuffix("_few")
            if key.endswith("_few"):
                assert placeholders(text) <= placeholders(TEXTS["ru"][base + "_n"]) | {"n"}


def test_russian_plurals_and_second_person() -> None:
    ru = labels_for("ru", "french")
    assert [ru.count("tricks", n) for n in (0, 1, 2, 4, 5, 11, 21, 23)] == [
        "0 взяток",
        "1 взятка",
        "2 взятки",
        "4 взятки",
        "5 взяток",
        "11 взяток",
        "21 взятка",
        "23 взятки",
    ]
    assert ru.count("cards", 10) == "10 карт" and ru.count("cards", 3) == "3 карты"
    assert ru.s("log:pass", True, name="Вы") == "Вы: пас"
    assert ru.s("log:defend:play", False, name="Ханси") == "Ханси вистует"
    assert ru.action("bid:bettler") == "Мизер" and ru.action("hold") == "Здесь"
    assert ru.action("bid:geschaeft") == "С руки" and ru.game("H", "herzpraemie") == "«Червы»"
    assert ru.game("S", "2") == "пики (два)" and ru.action("announce:S") == "Пики"


def test_the_player_is_addressed_in_the_second_person() -> None:
    """Issue 11: never "Du spielt", "You plays", "Du Einladen", "You Pass"."""
    de, en = labels_for("de", "french"), labels_for("en", "french")
    for key in [k for k in TEXTS["de"] if k.endswith(":you")]:
        german = TEXTS["de"][key]
        assert not any(bad in german for bad in ("Du spielt", "Du hat", "Du ist", "du spielt"))
        english = TEXTS["en"][key]
        assert not any(bad in english for bad in ("You plays", "You defends", "You has"))
    assert de.s("log:invite:yes", True, name="Anna", other="Mizzi") == "Du lädst Mizzi ein"
    assert de.s("log:invite:no", False, name="Hansi") == "Hansi spielt allein mit"
    assert en.s("log:invite:no", True, name="You") == "You defend alone"
    assert en.s("log:pass", True, name="You") == "You pass"


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
        ("ru", "french", "HK", "король червей"),
        ("ru", "french", "DT", "десятка бубён"),
        ("ru", "french", "CJ", "валет треф"),
        ("ru", "french", "SA", "туз пик"),
        ("ru", "german", "CQ", "обер желудей"),
        ("ru", "german", "SJ", "унтер листьев"),
        ("ru", "german", "D7", "семёрка бубенцов"),
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
                kind, _, arg = action.partition(":")
                assert text and text != action and not text.startswith(f"{kind}:"), action
                assert text != arg and "_" not in text, (lang, action, text)
            # every bid and game by name, as the status line, the score sheet and the
            # statistics say them (the key itself never shows)
            said = [(b, lab.bid(b)) for b in BIDS] + [(g, lab.game(g, g)) for g in GAMES]
            for name, text in said:
                assert text and text != name and "_" not in text, (lang, name, text)


def test_every_bot_level_has_a_name_in_every_language() -> None:
    """The page owns the levels' display names (game.bots has only the ids)."""
    from game.bots import LEVELS

    for lang in LANGS:
        for level in LEVELS:
            assert f"level:{level}" in TEXTS[lang], (lang, level)


def test_every_reason_undo_is_refused_has_a_sentence_in_every_language() -> None:
    """The page shows ``undo:<reason>`` (web/undo.py); an unknown key would show as itself."""
    from web.undo import REASONS

    for lang in LANGS:
        for reason in REASONS:
            assert f"undo:{reason}" in TEXTS[lang], (lang, reason)


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


def test_the_house_rules_decisions_have_words_in_every_language() -> None:
    """rules.md §9's phases (design.md §2, web/house_texts.py): every button, prompt and log
    sentence, the player's own in the second person whatever his name."""
    from game.actions import PHASE_OF_KIND
    from web.phrases import log_text

    house = [
        *("hand:yes", "hand:no", "nachgehen:pass", "nachgehen:take", "nachgehen:leave"),
        *("aces:none", "aces:four", "aces:pass", "kontra:yes", "kontra:no"),
        *("rekontra:yes", "rekontra:no"),
    ]
    you = {"de": "Du ", "en": "You ", "ru": "Вы "}
    for lang in LANGS:
        lab = labels_for(lang, "french")
        for action in house:
            text = lab.action(action)
            assert text and ":" not in text, (lang, action)
            assert PHASE_OF_KIND[action.partition(":")[0]] in (
                "hand",
                "nachgehen",
                "aces",
                "kontra",
            )
            line = log_text(lab, ("Anna", "Hansi", "Mizzi"), 1, action, declarer=0)
            assert line.startswith("Hansi "), line  # a sentence, not "Hansi: Kontra"
            mine = log_text(lab, ("Anna", "Hansi", "Mizzi"), 0, action, declarer=1)
            assert mine.startswith(you[lang]) and "Anna" not in mine, mine
        for kind in ("hand", "nachgehen", "aces", "kontra", "rekontra"):
            assert lab.has(f"prompt:{kind}")


_DOUBLED = re.compile(r"««|»»|„„|““|””|\"\"")


def test_a_name_in_quotes_is_quoted_once_in_every_template() -> None:
    """Play-test: the Russian Herzprämie is a name in quotes («Червы»), and a template that
    quotes its bid ("{name} заявляет «{bid}»", the guide's ladder "«{bid}» ({suit})") said
    "Мицци заявляет ««Червы»»". Every bid, game and announcement name, in every language and
    deck, in every placeholder of every template: never a doubled quotation mark."""
    for lang in LANGS:
        for deck in DECKS:
            lab = labels_for(lang, deck)
            names = {lab.bid(b) for b in BIDS} | {lab.game(g, g) for g in GAMES}
            names |= {lab.game(s, b) for s in SUITS for b in BIDS}
            names |= {game_in_text(lab, g, b) for g in (*GAMES, *SUITS) for b in BIDS}
            names |= {lab.action(f"announce:{g}") for g in GAMES}
            for key, text in TEXTS[lang].items():
                fields = placeholders(text)
                if not fields:
                    continue
                for name in names:
                    said = lab.t(key, **dict.fromkeys(fields | {"bid_lc"}, name))
                    assert not _DOUBLED.search(said), (lang, key, said)
