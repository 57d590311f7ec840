"""House rules: the switches of rules.md §9, as one frozen value.

Owns the ``Rules`` dataclass (one field per §9 switch, design.md §2 "Variants"),
checking a value for each field, the compact text form that records carry
(``Rules.describe()`` and ``Rules.parse()``), and the named presets the page and
the arena offer. ``Rules()`` is rules.md's default game (§1–§8, the online game
[S1]), so every old record replays unchanged. The engine reads the switches
from ``state.rules``; what a switch *does* lives with the rule it changes.

>>> Rules(kontra=True, pool="pulka_limited").describe()
'kontra=True,pool=pulka_limited'
>>> Rules.parse("kontra=True,pool=pulka_limited") == Rules(kontra=True, pool="pulka_limited")
True
>>> Rules.parse("default") == Rules()
True
>>> Rules(dmo_value=99)  # doctest: +ELLIPSIS
Traceback (most recent call last):
  ...
ValueError: Rules.dmo_value must be a positive even int (...), not 99
"""

from __future__ import annotations

from dataclasses import dataclass, fields
from typing import Any

__all__ = ["Rules", "DEFAULT_RULES", "PRESETS", "CHOICES", "rules_from_spec"]

CHOICES: dict[str, tuple[Any, ...]] = {
    "rotation": ("clockwise", "anticlockwise"),
    "sans_atout_target": ("total6", "consecutive6"),
    "herz_bonus_scope": ("herzpraemie_only", "all_hearts_trump"),
    "invited_scoring": ("always_lives", "zero"),
    "lone_defender_quota": (2, 4),
    "hold_right": ("forehand_only", "overbid_when_two_remain"),
    "ouvert_reveal": ("before_first_lead", "after_first_trick"),
    "pool": ("per_hand", "pulka_unlimited", "pulka_limited", "steirisch"),
}
"""Fields with a fixed set of values, the default first (design.md §2)."""


@dataclass(frozen=True, slots=True)
class Rules:
    """House-rule switches; ``Rules()`` is rules.md's default game.

    Field names are the snake_case of rules.md §9's names; the readings of
    §9.10 are binding. A bad value raises ``ValueError`` naming the field; an
    unknown field raises ``TypeError`` as for any dataclass.
    """

    rotation: str = "clockwise"
    """§9.1: "anticlockwise" makes next(p) = p+2 for everything that goes in turn."""
    sans_atout_target: str = "total6"
    """§9.1, R6.3: "consecutive6" needs a run of six declarer tricks."""
    herz_bonus_scope: str = "herzpraemie_only"
    """§7.3, §9.1: "all_hearts_trump" gives the ±5 to every game with hearts trumps."""
    invited_scoring: str = "always_lives"
    """§9.1: "zero" scores the invited player 0 (no premium either)."""
    lone_defender_quota: int = 2
    """§9.1: tricks the lone defender of C2 needs to live (2 or 4)."""
    hold_right: str = "forehand_only"
    """§9.2: "overbid_when_two_remain" is [S2]'s "здесь" and replaces V's hold."""
    kontra: bool = False
    """§9.3: Kontra/Rekontra in Bettler, Bettler Ouvert, Durchmarsch (Ouvert)."""
    kontra_includes_sans: bool = False
    """§9.3: Kontra also in Sans Atout."""
    ouvert_reveal: str = "before_first_lead"
    """§9.4: "after_first_trick" shows the open hand once trick 1 is complete."""
    durchmarsch_ouvert: bool = False
    """§9.5: the bid and game Durchmarsch Ouvert above Durchmarsch."""
    dmo_value: int = 100
    """§9.5: the declarer's amount in Durchmarsch Ouvert; each defender pays or gets half."""
    ace_premiums: bool = False
    """§9.6: keine Asse and four aces, 5 per defender, in trump games."""
    four_aces_must_announce: bool = False
    """§9.6: four aces count only when announced before trick 1."""
    hand_doubling: bool = False
    """§9.7: a non-trump game played without the talon counts double."""
    hand_doubling_includes_sans: bool = False
    """§9.7: Sans Atout may be played "Hand" too."""
    nachgehen: bool = False
    """§9.8: other bidders may challenge for the declarer's role after the exchange."""
    pool: str = "per_hand"
    """§9.9: "per_hand" (settled at once) or a chip pool: Pulka or Steirisch."""
    pool_cap: int = 100
    """§9.9 pulka_limited: the most of the pool one hand plays for."""
    pool_stake: int = 100
    """§9.9 steirisch: what each player pays into the pool (S)."""

    def __post_init__(self) -> None:
        for f in fields(self):
            value = getattr(self, f.name)
            if f.name in CHOICES:
                choices = CHOICES[f.name]
                if type(value) is not type(choices[0]) or value not in choices:
                    shown = ", ".join(repr(c) for c in choices)
                    raise ValueError(f"Rules.{f.name} must be one of {shown}, not {value!r}")
            elif isinstance(f.default, bool):
                if not isinstance(value, bool):
                    raise ValueError(f"Rules.{f.name} must be True or False, not {value!r}")
        if not _is_int(self.dmo_value) or self.dmo_value <= 0 or self.dmo_value % 2:
            raise ValueError(
                "Rules.dmo_value must be a positive even int (D's amount, each defender half; "
                f"rules.md §9.10), not {self.dmo_value!r}"
            )
        for name in ("pool_cap", "pool_stake"):
            value = getattr(self, name)
            if not _is_int(value) or value <= 0 or value % 10:
                raise ValueError(
                    f"Rules.{name} must be a positive multiple of 10 (rules.md §9.10), "
                    f"not {value!r}"
                )

    @property
    def step(self) -> int:
        """§9.1/§9.10: next(p) = p + step (mod 3): 1 clockwise, 2 anticlockwise."""
        return 1 if self.rotation == "clockwise" else 2

    def turn(self, start: int) -> tuple[int, int, int]:
        """The three seats in turn from ``start`` (rules.md §0, §9.10 rotation)."""
        return _TURNS[self.rotation][start]

    def next_seat(self, seat: int) -> int:
        """The seat that acts after ``seat`` (rules.md §0, §9.10 rotation)."""
        return _TURNS[self.rotation][seat][1]

    def turn_distance(self, start: int, seat: int) -> int:
        """How many turns after ``start`` ``seat`` acts (0 for ``start`` itself)."""
        return ((seat - start) * self.step) % 3

    def as_dict(self) -> dict[str, Any]:
        """The switches as a JSON-ready dict (a fresh copy each time; ``Rules(**d)`` is back)."""
        cached = _AS_DICT.get(self)
        if cached is None:
            cached = {f.name: getattr(self, f.name) for f in fields(self)}
            _AS_DICT[self] = cached
        return dict(cached)

    def describe(self) -> str:
        """Compact text for records: ``default`` or ``name=value,…`` for changed switches."""
        changed = [
            f"{f.name}={getattr(self, f.name)}"
            for f in fields(self)
            if getattr(self, f.name) != f.default
        ]
        return ",".join(changed) or "default"

    @classmethod
    def parse(cls, text: str) -> Rules:
        """The ``Rules`` that ``describe()`` wrote as ``text``.

        Raises:
            ValueError: not ``default`` nor ``name=value`` pairs, an unknown field,
                a repeated field, or a bad value (the message names the field).
        """
        if not isinstance(text, str):
            raise ValueError(f"rules text must be a string, not {type(text).__name__}")
        if text == "default":
            return DEFAULT_RULES
        known = {f.name: f.default for f in fields(cls)}
        values: dict[str, Any] = {}
        for part in text.split(","):
            name, sep, raw = part.partition("=")
            if not sep or name not in known:
                raise ValueError(f"unknown rules field in {part!r} (known: {', '.join(known)})")
            if name in values:
                raise ValueError(f"rules field {name!r} is given twice")
            values[name] = _parse_value(name, raw, known[name])
        return cls(**values)


_AS_DICT: dict[Rules, dict[str, Any]] = {}

_TURNS: dict[str, tuple[tuple[int, int, int], ...]] = {
    "clockwise": ((0, 1, 2), (1, 2, 0), (2, 0, 1)),
    "anticlockwise": ((0, 2, 1), (1, 0, 2), (2, 1, 0)),
}
"""The seats in turn from each seat: next(p) = p+1 clockwise, p+2 anticlockwise (§9.10)."""


def _is_int(value: object) -> bool:
    return isinstance(value, int) and not isinstance(value, bool)


def _parse_value(name: str, raw: str, default: object) -> object:
    """One field's value from its text, typed like the field's default."""
    if isinstance(default, bool):
        if raw not in ("True", "False"):
            raise ValueError(f"Rules.{name} must be True or False, not {raw!r}")
        return raw == "True"
    if isinstance(default, int):
        # ASCII digits only, and short: "²" or a 5,000-digit number is no value
        if not (0 < len(raw) <= 9 and raw.isascii() and raw.isdigit()):
            raise ValueError(f"Rules.{name} must be a whole number, not {raw!r}")
        return int(raw)
    return raw


DEFAULT_RULES = Rules()

PRESETS: dict[str, Rules] = {
    "default": DEFAULT_RULES,
    "oesterreich": Rules(
        hold_right="overbid_when_two_remain",
        kontra=True,
        durchmarsch_ouvert=True,
        ace_premiums=True,
        hand_doubling=True,
        nachgehen=True,
        pool="pulka_unlimited",
    ),
}
"""Named rule sets: "default" = the online game [S1] ("Standardregeln"); "oesterreich" =
the Austrian table of [S2] ("Österreichische Runde": Kontra, Hand, Nachgehen, ace
premiums, Durchmarsch Ouvert, the "здесь" hold and the Pulka)."""


def rules_from_spec(spec: str) -> Rules:
    """``default``, a preset name, or ``field=value,…`` (the arena's ``--rules``).

    Raises:
        ValueError: an unknown preset or field, or a bad value.
    """
    if spec in PRESETS:
        return PRESETS[spec]
    return Rules.parse(spec)
