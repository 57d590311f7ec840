"""The player's settings and the page's URL parameters, as plain values.

Owns what can be chosen (opponents' level, deck, language, name, pace, four colours,
auto-play of a forced card, sound, the guided play), the defaults, and reading both from
untrusted input: stored JSON and the query string. Bad fields fall back to their defaults;
nothing here raises on odd input except a non-object.

URL parameters (documented in the README):

- ``seed=N``   the match seed of the next new game (the deals are then reproducible);
- ``start=1``  skip the new-game dialog: start a game with the stored settings at once
               (a match in progress is resumed as usual);
- ``pace=P``   the opponents' pace for this visit only: slow, normal, fast or instant;
- ``think=MS`` each opponent decision takes at least MS milliseconds of busy computing in
               the bots' worker (a test hook to measure that the page stays responsive);
- ``rules=R``  the house rules of a new match started from this visit: a preset
               (``default``, ``oesterreich``) or ``field=value,…`` (rules.md §9);
- ``lang=L``   the language of a first visit (de, en, ru; nothing stored yet); a friend's
               invitation link carries the host's in its fragment (``#join=…&lang=L``).
               Without it, a first visit reads in the browser's language where it is one
               of these (``navigator.languages``, ``browser_lang``), else in German.

>>> parse_query("?seed=42&start=1&pace=instant")
Params(seed=42, start=True, pace='instant', think_ms=0, rules=None, lang=None)
>>> parse_query("?lang=ru").lang, parse_query("?lang=fr").lang
('ru', None)
>>> parse_query("", "#join=P1.x&lang=en").lang
'en'
>>> parse_query("?rules=oesterreich").rules is not None, parse_query("?rules=x=1").rules
(True, None)
>>> parse_query("?seed=%C2%B2&think=" + "9" * 5000)  # seed=² and a 5,000-digit number
Params(seed=None, start=False, pace=None, think_ms=0, rules=None, lang=None)
>>> Settings.from_dict({"level": "profi", "name": "  Anna  "}, ("anfaenger", "profi")).name
'Anna'
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import asdict, dataclass, replace
from typing import Any
from urllib.parse import parse_qs

from game.rules import Rules, rules_from_spec

from .house_rules import rules_from_form, rules_from_text
from .labels import DECKS, LANGS

__all__ = ["PACES", "PACE_CHOICES", "NAME_MAX", "Settings", "Params", "parse_query", "browser_lang"]

PACES = {"slow": 1.4, "normal": 0.8, "fast": 0.35, "instant": 0.0}
"""Seconds an opponent waits before it acts (a finished trick stays twice as long)."""
PACE_NAMES = tuple(PACES)
"""The paces by name (a tuple: ``[] in PACES`` would raise, ``[] in PACE_NAMES`` is False)."""
PACE_CHOICES = ("slow", "normal", "fast")
"""The paces the dialog offers; ``instant`` is for tests and the URL only."""
NAME_MAX = 20


def clean_name(value: object) -> str:
    """The player's name without control characters, trimmed to ``NAME_MAX`` characters.

    Bidi controls (U+202E turns the text around) and other format characters are not
    printable, so they go too; only the first ``50 * NAME_MAX`` characters are looked at.

    >>> clean_name("\u202eannA\u2066 " + "x" * 10_000)
    'annA xxxxxxxxxxxxxxx'
    """
    if not isinstance(value, str):
        return ""
    text = "".join(ch for ch in value[: 50 * NAME_MAX] if ch.isprintable()).strip()
    return text[:NAME_MAX].strip()


def _flag(value: object) -> bool:
    """A checkbox's value: a JSON bool, or the text a form may send."""
    return value if isinstance(value, bool) else value in ("1", "on", "true")


def default_level(levels: tuple[str, ...]) -> str:
    """The middle strength (Fortgeschritten with the three standard levels)."""
    return levels[(len(levels) - 1) // 2]


@dataclass(frozen=True, slots=True)
class Settings:
    """What the player chose in the new-game dialog; persisted in localStorage."""

    level: str = "fortgeschritten"
    deck: str = "french"
    lang: str = "de"
    name: str = ""
    pace: str = "normal"
    four_color: bool = False
    autoplay: bool = False
    """Play the only legal card by itself, after a short pause (off by default)."""
    rules: str = "default"
    """The house rules of the next match, as ``game.Rules.describe()`` writes them."""
    sound: bool = False
    """Short sounds for a card, a trick, the player's turn and the result (off by default)."""
    guide: bool = False
    """The guided play: a short explanation at each step (offered on the first visit)."""
    letters: bool = True
    """The one-letter shortcuts L (last trick) and H (hint); can be turned off, so that
    speech input or a screen reader's keys do not set them off (WCAG 2.1.4)."""

    def to_dict(self) -> dict[str, Any]:
        return asdict(self)

    @classmethod
    def from_dict(cls, data: object, levels: tuple[str, ...]) -> Settings:
        """Settings from stored or submitted data; unknown or bad fields take the default.

        Raises:
            TypeError: ``data`` is not an object.
        """
        if not isinstance(data, dict):
            raise TypeError(f"settings must be an object, not {type(data).__name__}")
        level = data.get("level")
        four = data.get("four_color", False)
        auto = data.get("autoplay", False)
        return cls(
            level=level if level in levels else default_level(levels),
            deck=data["deck"] if data.get("deck") in DECKS else "french",
            lang=data["lang"] if data.get("lang") in LANGS else "de",
            name=clean_name(data.get("name", "")),
            pace=data["pace"] if data.get("pace") in PACE_NAMES else "normal",
            four_color=_flag(four),
            autoplay=_flag(auto),
            rules=rules_from_text(data.get("rules", "default")).describe(),
            sound=_flag(data.get("sound", False)),
            guide=_flag(data.get("guide", False)),
            letters=_flag(data.get("letters", True)),
        )

    def merged(self, form: dict[str, Any], levels: tuple[str, ...]) -> Settings:
        """These settings overridden by the fields of a submitted form (the house rules
        from its ``house`` fields, ``web.house_rules``)."""
        rules = rules_from_form(form, self.house_rules).describe()
        plain = {k: v for k, v in form.items() if not k.startswith("house")}
        return Settings.from_dict({**self.to_dict(), **plain, "rules": rules}, levels)

    @property
    def house_rules(self) -> Rules:
        """The house rules of the next match."""
        return rules_from_text(self.rules)

    def with_level(self, levels: tuple[str, ...]) -> Settings:
        """The same settings with a level that exists (the bot levels may have changed)."""
        return self if self.level in levels else replace(self, level=default_level(levels))


@dataclass(frozen=True, slots=True)
class Params:
    """The page's URL parameters (see the module docstring)."""

    seed: int | None = None
    start: bool = False
    pace: str | None = None
    think_ms: int = 0
    rules: str | None = None
    """House rules for the next new match (``Rules.describe()`` text), from ``?rules=``."""
    lang: str | None = None
    """The language of a first visit (no settings stored yet), from ``?lang=`` (a friend's
    invitation link carries the host's), else the browser's where it is one of ours."""


def _int(values: list[str] | None, low: int, high: int) -> int | None:
    """The first value as a whole number in [low, high]: ASCII digits only, and no longer
    than ``high`` is (``"²".isdigit()`` is True but ``int("²")`` raises; 5,000 digits
    would be slow to convert and are out of range anyway)."""
    if not values:
        return None
    text = values[0]
    if not (text.isascii() and text.isdigit()) or len(text) > len(str(high)):
        return None
    value = int(text)
    return value if low <= value <= high else None


def browser_lang(languages: Iterable[str]) -> str | None:
    """The first of the page's languages among the browser's (``navigator.languages``, most
    wanted first), by primary subtag; None when it names none of them (then German).

    >>> browser_lang(["ru-RU", "en-US"]), browser_lang(["fr-FR", "en-GB", "de"])
    ('ru', 'en')
    >>> browser_lang(["DE-at"]), browser_lang(["fr", "it"]), browser_lang([])
    ('de', None, None)
    """
    for tag in languages:
        primary = str(tag).split("-", 1)[0].split("_", 1)[0].lower()
        if primary in LANGS:
            return primary
    return None


def parse_query(search: str, fragment: str = "", languages: Iterable[str] = ()) -> Params:
    """``Params`` from ``location.search`` (and ``lang`` from an invitation's fragment,
    ``#join=…&lang=L``, too); malformed values are ignored. A first visit without ``lang``
    in the address reads in the browser's language (``languages``: ``navigator.languages``)
    where it is one of the page's.

    >>> parse_query("", "", ["ru-RU"]).lang, parse_query("?lang=en", "", ["ru-RU"]).lang
    ('ru', 'en')
    """
    query = parse_qs(search.removeprefix("?"), keep_blank_values=True)
    if "&" in fragment:
        query.setdefault("lang", parse_qs(fragment.split("&", 1)[1]).get("lang", []))
    pace = (query.get("pace") or [""])[0]
    start = (query.get("start") or ["0"])[0]
    lang = (query.get("lang") or [""])[0]
    return Params(
        seed=_int(query.get("seed"), 0, 2**48),
        start=start not in ("0", "false", "no"),
        pace=pace if pace in PACE_NAMES else None,
        think_ms=_int(query.get("think"), 0, 60_000) or 0,
        rules=_rules((query.get("rules") or [""])[0]),
        lang=lang if lang in LANGS else browser_lang(languages),
    )


def _rules(spec: str) -> str | None:
    """``?rules=``: a preset name or ``field=value,…``; anything else is ignored."""
    if not spec or len(spec) > 600:
        return None
    try:
        return rules_from_spec(spec).describe()
    except (ValueError, TypeError):
        return None
