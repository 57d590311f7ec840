"""The house rules on the page: the presets, the dialog's choices, reading them from a form.

Owns how the new-game dialog offers the switches of rules.md §9 (``game.Rules``): the
presets ("online" = the default game, "oesterreich" = the Austrian table of seed 002,
``game.rules.PRESETS``; anything else is "custom"), the order and grouping of the switches
in the dialog, each switch's values, and turning submitted form fields into a ``Rules``
— bad or unknown values keep what was there, so a hostile form changes nothing. The texts
are in ``house_texts``; the rules themselves in ``game``.

>>> preset_of(Rules())
'online'
>>> rules_from_form({"house": "custom", "house:kontra": True}, Rules()).describe()
'kontra=True'
>>> rules_from_form({"house": "oesterreich"}, Rules()) == PRESETS["oesterreich"]
True
"""

from __future__ import annotations

from dataclasses import fields
from typing import Any

from game.rules import CHOICES as FIELD_CHOICES
from game.rules import DEFAULT_RULES, PRESETS, Rules

__all__ = [
    "PRESET_CHOICES",
    "GROUPS",
    "CHOICES",
    "preset_of",
    "rules_from_form",
    "rules_from_text",
    "form_fields",
]

PRESET_CHOICES = ("online", "oesterreich", "custom")
"""The dialog's choice of rules: the two presets, or every switch by hand."""

_PRESETS = {"online": DEFAULT_RULES, "oesterreich": PRESETS["oesterreich"]}

GROUPS: tuple[tuple[str, tuple[str, ...]], ...] = (
    ("auction", ("hold_right", "rotation", "durchmarsch_ouvert", "dmo_value")),
    ("contract", ("hand_doubling", "hand_doubling_includes_sans", "nachgehen")),
    (
        "scoring",
        (
            "kontra",
            "kontra_includes_sans",
            "ace_premiums",
            "four_aces_must_announce",
            "herz_bonus_scope",
            "sans_atout_target",
            "invited_scoring",
            "lone_defender_quota",
            "ouvert_reveal",
        ),
    ),
    ("pool", ("pool", "pool_cap", "pool_stake")),
)
"""Every switch once, in the order and groups the dialog shows them."""

CHOICES: dict[str, tuple[Any, ...]] = {
    **FIELD_CHOICES,  # the engine's fixed sets of values, the default first
    "dmo_value": (100, 160),
    "pool_cap": (50, 100, 200),
    "pool_stake": (50, 100, 200),
}
"""The values offered for the switches that are not on/off (the default among them)."""

assert {name for _group, names in GROUPS for name in names} == {f.name for f in fields(Rules)}


def preset_of(rules: Rules) -> str:
    """The preset ``rules`` are, or "custom"."""
    for name, preset in _PRESETS.items():
        if rules == preset:
            return name
    return "custom"


def rules_from_text(text: object) -> Rules:
    """The rules a stored ``Rules.describe()`` text names; the default game if it is bad."""
    if not isinstance(text, str) or len(text) > 600:
        return DEFAULT_RULES
    try:
        return Rules.parse(text)
    except (ValueError, TypeError):
        return DEFAULT_RULES


def _value(name: str, raw: object, default: object) -> object:
    """A form field's value for switch ``name``, or None when it is not one of its values."""
    if isinstance(default, bool):
        if isinstance(raw, bool):
            return raw
        return raw in ("1", "on", "true") if raw in ("1", "on", "true", "0", "") else None
    for choice in CHOICES.get(name, ()):
        if raw == choice or (isinstance(choice, int) and raw == str(choice)):
            return choice
    return None


def rules_from_form(form: dict[str, Any], current: Rules) -> Rules:
    """The rules a submitted dialog asks for. A preset chosen anew (``house`` names a preset
    other than the one ``current`` is) gives that preset; otherwise every ``house:<field>``
    is read by hand (a switch was changed, or "custom" chosen): a field missing or not one of
    its values keeps ``current``'s value, and a combination the engine refuses keeps
    ``current`` whole.

    >>> austrian = rules_from_form({"house": "oesterreich"}, Rules())
    >>> rules_from_form({"house": "oesterreich", "house:kontra": False}, austrian).kontra
    False
    """
    preset = form.get("house")
    if not isinstance(preset, str) or preset not in PRESET_CHOICES:
        return current
    if preset in _PRESETS and preset != preset_of(current):
        return _PRESETS[preset]
    values: dict[str, Any] = {}
    for f in fields(Rules):
        key = f"house:{f.name}"
        if key in form:
            got = _value(f.name, form[key], f.default)
            if got is not None:
                values[f.name] = got
    merged: dict[str, Any] = {
        f.name: values.get(f.name, getattr(current, f.name)) for f in fields(Rules)
    }
    try:
        return Rules(**merged)
    except (ValueError, TypeError):
        return current


def form_fields(rules: Rules) -> dict[str, Any]:
    """The dialog's fields for ``rules`` (what ``rules_from_form`` reads back)."""
    out: dict[str, Any] = {"house": preset_of(rules)}
    for f in fields(Rules):
        out[f"house:{f.name}"] = getattr(rules, f.name)
    return out
