"""The rules text of the page (web/rules_text.py): safe, well-formed and complete HTML.

Stdlib only and fast, so it runs under CPython and inside Pyodide alike. Every check is made
for all three languages and both decks.
"""

from __future__ import annotations

import doctest
import re
from dataclasses import dataclass, field
from html.parser import HTMLParser

import pytest

import web.rules_text
from web.rules_text import DECKS, LANGS, SECTION_IDS, rules_html, rules_title

COMBOS = [(lang, deck) for lang in LANGS for deck in DECKS]
TAGS = {
    "div", "nav", "section", "h2", "h3", "p", "ol", "ul", "li", "a", "strong", "i", "span",
    "table", "caption", "thead", "tbody", "tr", "th", "td",
}  # fmt: skip
ATTRIBUTES = {
    "class", "id", "lang", "href", "scope", "role", "aria-label", "aria-hidden",
    "aria-labelledby", "tabindex", "data-scroller",
}  # fmt: skip


@dataclass
class Element:
    tag: str
    attrs: dict[str, str]
    children: list[Element] = field(default_factory=list)
    text: str = ""

    def all_text(self) -> str:
        return self.text + "".join(child.all_text() for child in self.children)

    def walk(self) -> list[Element]:
        return [self, *(e for child in self.children for e in child.walk())]


class TreeBuilder(HTMLParser):
    """Builds an element tree and fails on any unbalanced or self-closing tag."""

    def __init__(self) -> None:
        super().__init__(convert_charrefs=True)
        self.root = Element("#root", {})
        self.stack = [self.root]

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        element = Element(tag, {name: value or "" for name, value in attrs})
        self.stack[-1].children.append(element)
        self.stack.append(element)

    def handle_startendtag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        raise AssertionError(f"self-closing <{tag}/>")

    def handle_endtag(self, tag: str) -> None:
        assert len(self.stack) > 1, f"</{tag}> without an open tag"
        opened = self.stack.pop()
        assert opened.tag == tag, f"<{opened.tag}> closed by </{tag}>"

    def handle_data(self, data: str) -> None:
        self.stack[-1].text += data


def parse(html: str) -> Element:
    builder = TreeBuilder()
    builder.feed(html)
    builder.close()
    assert builder.stack == [builder.root], f"unclosed: {[e.tag for e in builder.stack[1:]]}"
    assert len(builder.root.children) == 1, "one root element"
    return builder.root.children[0]


class TextParser(HTMLParser):
    def __init__(self) -> None:
        super().__init__(convert_charrefs=True)
        self.parts: list[str] = []

    def handle_data(self, data: str) -> None:
        self.parts.append(data)


def text_of(html: str) -> str:
    """The text nodes in document order, space-separated (entities decoded)."""
    parser = TextParser()
    parser.feed(html)
    parser.close()
    return " ".join(parser.parts)


@pytest.mark.parametrize(("lang", "deck"), COMBOS)
def test_well_formed_and_safe(lang: str, deck: str) -> None:
    html = rules_html(lang, deck)
    root = parse(html)
    assert (root.tag, root.attrs.get("lang"), root.attrs.get("class")) == ("div", lang, "rules")
    lowered = html.lower()
    assert "<script" not in lowered and "<style" not in lowered and "<iframe" not in lowered
    assert "http" not in lowered and "//" not in html and "javascript:" not in lowered
    ids = [e.attrs["id"] for e in root.walk() if "id" in e.attrs]
    assert len(ids) == len(set(ids)), "ids are unique"
    for element in root.walk()[1:]:
        assert element.tag in TAGS, element.tag
        assert set(element.attrs) <= ATTRIBUTES, element.attrs
        assert not any(name.startswith("on") for name in element.attrs)
        if element.tag == "a":
            assert element.attrs["href"].removeprefix("#") in ids, element.attrs
        if "lang" in element.attrs:
            assert element.attrs["lang"] in {"de", "en", "fr", "ru"}


@pytest.mark.parametrize(("lang", "deck"), COMBOS)
def test_sections_and_headings(lang: str, deck: str) -> None:
    root = parse(rules_html(lang, deck))
    sections = [e for e in root.children if e.tag == "section"]
    assert [s.attrs["id"] for s in sections] == list(SECTION_IDS)
    assert len(SECTION_IDS) >= 10
    for section in sections:
        heading = section.children[0]
        assert heading.tag == "h2" and heading.all_text().strip()
        for sub in (e for e in section.children if e.tag == "section"):
            assert sub.attrs["id"].startswith(section.attrs["id"] + "-")
            assert sub.children[0].tag == "h3" and sub.children[0].all_text().strip()
    assert not any(e.tag == "section" for s in sections for c in s.children for e in c.children)
    nav = root.children[0]
    assert nav.tag == "nav" and nav.attrs.get("aria-label")
    assert [a.attrs["href"] for a in nav.walk() if a.tag == "a"] == [f"#{i}" for i in SECTION_IDS]
    assert "<nav" not in rules_html(lang, deck, toc=False)


def test_all_languages_have_the_same_sections() -> None:
    """Same section and subsection ids, in the same order, for every language and deck."""

    def ids(lang: str, deck: str) -> list[str]:
        return [e.attrs["id"] for e in parse(rules_html(lang, deck)).walk() if "id" in e.attrs]

    first = ids(*COMBOS[0])
    assert len(first) > len(SECTION_IDS)  # there are subsections too
    assert all(ids(lang, deck) == first for lang, deck in COMBOS)


@pytest.mark.parametrize(("lang", "deck"), COMBOS)
def test_tables_are_rectangular_with_headers(lang: str, deck: str) -> None:
    tables = [e for e in parse(rules_html(lang, deck)).walk() if e.tag == "table"]
    assert len(tables) >= 8
    for table in tables:
        assert table.children[0].tag == "caption" and table.children[0].all_text().strip()
        rows = [e for e in table.walk() if e.tag == "tr"]
        widths = {len([c for c in row.children if c.tag in ("th", "td")]) for row in rows}
        assert len(widths) == 1, table.children[0].all_text()
        assert all(c.attrs.get("scope") in ("col", None) for c in rows[0].children)
        assert all(row.children[0].tag == "th" for row in rows[1:])


@pytest.mark.parametrize(("lang", "deck"), COMBOS)
def test_tables_scroll_in_their_own_box(lang: str, deck: str) -> None:
    """A table wider than a phone scrolls in a box of its own, not the whole panel: a
    focusable region named by the table's caption (so keys scroll it too)."""
    root = parse(rules_html(lang, deck))
    boxes = [e for e in root.walk() if "scroll" in e.attrs.get("class", "").split()]
    tables = [e for e in root.walk() if e.tag == "table"]
    assert len(boxes) == len(tables) >= 8
    for box in boxes:
        assert [c.tag for c in box.children] == ["table"]
        caption = box.children[0].children[0]
        assert box.attrs["role"] == "region" and box.attrs["tabindex"] == "0"
        assert "data-scroller" in box.attrs  # web/keyboard.py: not where a panel opens
        assert box.attrs["aria-labelledby"] == caption.attrs["id"]


@pytest.mark.parametrize(("lang", "deck"), COMBOS)
def test_no_markup_left_over(lang: str, deck: str) -> None:
    text = text_of(rules_html(lang, deck))
    for leftover in ("{", "}", "**", "@de", "@en", "|", "\\"):
        assert leftover not in text, leftover


@pytest.mark.parametrize(("lang", "deck"), COMBOS)
def test_every_scoring_number_appears(lang: str, deck: str) -> None:
    """rules.md §7: the four cases, the premium, the fixed games and the §7.4 example."""
    text = text_of(rules_html(lang, deck))
    numbers = ["+4", "−3", "−2", "−8", "+5", "−5", "±10", "+6", "+16", "−13", "+12", "−4"]
    for value in (20, 40, 60, 80):
        numbers += [f"+{value}", f"−{value}", f"+{value // 2}", f"−{value // 2}"]
    for number in numbers:
        assert re.search(rf"(?<![\d+−±]){re.escape(number)}(?!\d)", text), number
    assert not re.search(r"(?<!\w)-\d", text), "minus signs are U+2212"


FRENCH = {
    "de": ["Kreuz", "Pik", "Karo", "Herz", "Bube", "Dame"],
    "en": ["clubs", "spades", "diamonds", "hearts", "jack", "queen"],
    "ru": ["трефы", "пики", "бубны", "червы", "валет", "дама", "треф", "бубён"],
}
GERMAN = {
    "de": ["Eichel", "Laub", "Schelle", "Herz", "Unter", "Ober"],
    "en": ["acorns", "leaves", "bells", "hearts", "unter", "ober"],
    "ru": ["жёлуди", "листья", "бубенцы", "червы", "унтер", "обер", "желудей", "бубенцов"],
}


@pytest.mark.parametrize(("lang", "deck"), COMBOS)
def test_card_names_follow_the_deck(lang: str, deck: str) -> None:
    html = rules_html(lang, deck)
    own, other = (FRENCH, GERMAN) if deck == "french" else (GERMAN, FRENCH)
    flags = 0 if lang == "de" else re.IGNORECASE  # German "unter" is also a preposition
    for name in own[lang]:
        assert re.search(rf"\b{name}\b", html, flags), name
    for name in set(other[lang]) - set(own[lang]):
        assert not re.search(rf"\b{name}\b", html, flags), name
    for symbol in "♣♠♦♥":
        assert (symbol in html) == (deck == "french"), symbol
    assert ('role="img"' in html) == (deck == "french")


def test_card_references_are_labelled() -> None:
    """French-deck card symbols carry a spoken label; the German deck spells cards out."""
    assert '<span class="card-ref" role="img" aria-label="Herz-König">♥K</span>' in rules_html(
        "de", "french"
    )
    assert 'aria-label="queen of spades">♠Q</span>' in rules_html("en", "french")
    assert "Laub-Ober" in rules_html("de", "german")
    assert "ober of leaves" in rules_html("en", "german")
    assert 'aria-label="десятка червей">♥10</span>' in rules_html("ru", "french")
    assert "обер листьев" in rules_html("ru", "german")


@pytest.mark.parametrize("deck", DECKS)
def test_game_vocabulary(deck: str) -> None:
    de, en = text_of(rules_html("de", deck)), text_of(rules_html("en", deck))
    for word in (
        "Lizitieren", "halten", "mitspielen", "aussteigen", "einladen", "leben", "fallen",
        "Farbzwang", "Stichzwang", "Trumpfzwang", "Geschäft", "Herzprämie", "Bettler Ouvert",
        "Durchmarsch", "Sans Atout", "Vorhand", "Talon",
    ):  # fmt: skip
        assert word in de, word
    for word in ("declarer", "defender", "forehand", "invite", "trumps", "talon", "Geschäft"):
        assert word in en, word
    assert "aufeinanderfolgende" in de and "in a row" in en  # rules.md §6.3 note
    assert "leaves" not in text_of(rules_html("en", "french"))
    ru = text_of(rules_html("ru", deck))
    for word in (
        "торговля", "«здесь»", "вистовать", "пасовать", "пригласить", "норм", "недобор",
        "сел", "ходить в масть", "перебивать", "козырять", "«с руки»", "«червы»", "мизер",
        "Открытый мизер", "дурхмарш", "без козыря", "первая рука", "прикуп", "снос",
    ):  # fmt: skip
        assert word.lower() in ru.lower(), word
    assert "подряд" in ru  # rules.md §6.3 note


def test_english_marks_german_terms() -> None:
    html = rules_html("en", "french")
    assert '<i lang="de">Geschäft</i>' in html and '<i lang="fr">Sans Atout</i>' in html
    assert '<i lang="de">' not in rules_html("de", "french")
    assert '<td lang="en">' in rules_html("de", "german")  # the glossary's English column
    russian = rules_html("ru", "french")
    assert '<i lang="de">Bettler</i>' in russian and '<th scope="row" lang="de">' in russian


def test_errors_and_title() -> None:
    for lang, deck in (("fr", "french"), ("de", "tarock"), ("", "")):
        with pytest.raises(ValueError):
            rules_html(lang, deck)
    assert (rules_title("de"), rules_title("en")) == ("Spielregeln", "Rules")
    assert rules_title("ru") == "Правила игры"
    with pytest.raises(ValueError):
        rules_title("it")


def test_docstring_examples() -> None:
    result = doctest.testmod(web.rules_text)
    assert result.attempted > 0 and result.failed == 0


def test_all_text_is_escaped(monkeypatch: pytest.MonkeyPatch) -> None:
    assert "1 &lt; 2 &lt; 3 &lt; 4 &lt; Geschäft" in rules_html("de", "french")
    hostile = '# T <b onclick="x()">\n\nA <script>alert(1)</script> & **<i>**\n\n- <img src=x>'
    section = web.rules_text.Section("rules-x", hostile, hostile)
    monkeypatch.setattr(web.rules_text, "SECTIONS", (section,))
    html = rules_html("en", "german")
    assert "<script" not in html and "<img" not in html and "<b " not in html
    assert "&lt;script&gt;" in html and "&amp;" in html and "<strong>&lt;i&gt;</strong>" in html
    parse(html)
