"""The house rules as the page shows them: the rules in force in words, the result's factors,
ace premiums and pool chips, and the rules section that describes every switch.

Pure text, from ``game.Rules`` and the observation's ``result`` (``game.observe``); the
words are in ``house_texts`` (German, English, Russian). ``view.py`` and ``panels.py`` place
these texts; ``rules_text`` takes the section. Nothing here decides a rule: the factors and
premiums are the engine's (``game.points.SeatPoints``), only named.

>>> from web.labels import labels_for
>>> lab = labels_for("de", "french")
>>> rules_name(lab, Rules())
'Standardregeln'
>>> rules_name(lab, Rules(kontra=True, pool="pulka_limited", pool_cap=50))
'Eigene Regeln: Kontra und Rekontra, Kassa: Pulka mit Obergrenze, Obergrenze der Pulka: 50'
>>> res = {"kind": "fixed", "contract": {"hand": True, "kontra": [1], "rekontra": True,
...        "aces_call": None, "four_aces": False}}
>>> factor_text(lab, res, {"seat": 1, "role": "play", "factor": 8})
'8-fach (Hand, Kontra, Rekontra)'
>>> factor_text(lab, res, {"seat": 2, "role": "play", "factor": 2})
'2-fach (Hand)'
"""

from __future__ import annotations

from dataclasses import fields
from typing import Any

from game.pools import playing_pool
from game.rules import DEFAULT_RULES, Rules

from .house_rules import CHOICES, GROUPS, preset_of
from .labels import Labels, cap, signed

__all__ = [
    "rules_of",
    "rules_name",
    "rules_of_match",
    "contract_extras",
    "pool_line",
    "pool_name",
    "switch_help",
    "switch_text",
    "switch_title",
    "factor_text",
    "aces_text",
    "pool_text",
    "rules_markup",
]


def switch_text(lab: Labels, name: str, value: object) -> str:
    """One switch in words: "Kontra und Rekontra" (on), "Kassa: Pulka mit Obergrenze"."""
    title = lab.t(f"house:{name}")
    if isinstance(value, bool):
        return title if value else lab.t("house:off", switch=title)
    key = f"house:{name}={value}"
    return f"{title}: {lab.t(key) if lab.has(key) else value}"


def switch_title(lab: Labels, group: str, name: str) -> str:
    """A switch's name under its group's heading in the dialog and the rules, or "" where it
    would only repeat that heading (the pool switch "Kassa" in the group "Kassa"); its line
    of explanation then names it.

    >>> from web.labels import labels_for
    >>> lab = labels_for("de", "french")
    >>> switch_title(lab, "scoring", "kontra"), switch_title(lab, "pool", "pool")
    ('Kontra und Rekontra', '')
    """
    title = lab.t(f"house:{name}")
    return "" if title == lab.t(f"house:group:{group}") else title


def rules_name(lab: Labels, rules: Rules) -> str:
    """The rules in force in a few words: the preset's name, or every switch changed from
    the default game."""
    preset = preset_of(rules)
    if preset != "custom":
        return lab.t(f"house:preset:{preset}")
    changed = [
        switch_text(lab, f.name, getattr(rules, f.name))
        for f in fields(Rules)
        if getattr(rules, f.name) != getattr(DEFAULT_RULES, f.name)
    ]
    return f"{lab.t('house:preset:custom')}: {', '.join(changed)}"


def rules_of_match(lab: Labels, rules: Rules) -> str:
    """ "Rules of this match: …", as the settings, the score sheet and the rules panel say it."""
    return lab.t("house:rules_of_match", rules=rules_name(lab, rules))


def rules_of(obs: dict[str, Any]) -> Rules:
    """The rules an observation names (``observe``'s ``rules``); the default game if odd."""
    try:
        return Rules(**obs.get("rules") or {})
    except (TypeError, ValueError):
        return DEFAULT_RULES


def _capital(text: str) -> str:
    return text[:1].upper() + text[1:]


def contract_extras(
    lab: Labels, obs: dict[str, Any], names: tuple[str, str, str]
) -> list[tuple[str, str | None]]:
    """What the table's contract line says of the house rules, as (text, data-field): the
    rules in force (when not the default game), the pool in play (pool modes, until the deal
    is settled), a Hand game, the Kontra and Rekontra calls, the aces' call."""
    rules = rules_of(obs)
    items: list[tuple[str, str | None]] = []
    if rules != DEFAULT_RULES:
        # the preset's name; own rules only as such: their list took eight lines on a phone
        # (it stands in the rules panel and the score sheet, ``rules_of_match``)
        items.append((lab.t(f"house:preset:{preset_of(rules)}"), "rules"))
    if obs.get("pool") is not None and obs["phase"] != "done":
        name, pool = pool_name(lab, rules.pool), obs["pool"]
        stake = playing_pool(rules, pool)  # what a trump game plays for (§9.9 pulka_limited)
        if stake < pool:
            text = lab.t("house:pool_now_capped", name=name, pool=pool, stake=stake)
        else:
            text = lab.t("house:pool_now", name=name, pool=pool)
        items.append((text, "pool"))
    # the words the result puts in brackets ("2-кратно (контра)") start a line item here
    if obs.get("hand_game"):
        items.append((_capital(lab.t("result:why:hand")), None))
    kontra = obs.get("kontra") or {}
    doubled = [names[c["seat"]] for c in kontra.get("calls", []) if c["call"] == "yes"]
    if doubled:
        items.append((f"{_capital(lab.t('result:why:kontra'))}: {', '.join(doubled)}", None))
    if kontra.get("rekontra") == "yes":
        items.append((_capital(lab.t("result:why:rekontra")), None))
    if obs.get("aces_call") in ("none", "four"):
        items.append((lab.t(f"aces:{obs['aces_call']}"), None))
    return items


def pool_line(
    lab: Labels,
    names: tuple[str, str, str],
    before: int,
    after: int,
    changes: tuple[int, ...] | None,
    paid: tuple[int, ...] | None = None,
    *,
    mode: str,
) -> str:
    """The result's pool line (§9.9): "Eingezahlt: Mizzi 10 Fische · Pulka 30 → 0 · Du +30
    Fische, Hansi −3 Fische, …" (``paid``: what each paid into the pool before the deal, the
    dealer's 10 or the Steirisch stakes, first, as it came first: the pool ``before`` the
    deal holds it, which the line read the other way round said otherwise (play-test);
    ``changes``: each seat's chips from the deal itself; the two add up to the change the
    bar and the score sheet show; the pool named as the pool ``mode`` names it,
    ``pool_name``)."""
    text = ""
    if paid is not None and any(paid):
        who = ", ".join(
            f"{names[seat]} {lab.count('result:chips', p)}" for seat, p in enumerate(paid) if p
        )
        text = f"{cap(lab.t('result:paid_in', who=who))} · "
    text += pool_text(lab, before, after, mode=mode)
    if changes is not None and any(changes):
        chips = ", ".join(
            f"{names[seat]} {lab.count('result:chips', abs(c), signed(c))}"
            for seat, c in enumerate(changes)
            if c
        )
        text += f" · {chips}"
    return text


def _reasons(lab: Labels, contract: dict[str, Any], seat: int) -> list[str]:
    """What multiplies a fixed game's amount between the declarer and the defender at
    ``seat`` (§9.7 Hand; §9.3 Kontra/Rekontra, only where that defender said Kontra)."""
    reasons = []
    if contract.get("hand"):
        reasons.append(lab.t("result:why:hand"))
    if seat in (contract.get("kontra") or []):
        reasons.append(lab.t("result:why:kontra"))
        if contract.get("rekontra"):
            reasons.append(lab.t("result:why:rekontra"))
    return reasons


def factor_text(lab: Labels, result: dict[str, Any], row: dict[str, Any]) -> str:
    """The factor on a defender's amount in a fixed game, with its reasons ("4-fach (Kontra,
    Rekontra)"); "" when nothing multiplies it, and for the declarer, whose amount is the
    sum of his defenders' (the engine's factor 1: the two may differ, §9.3)."""
    contract = result.get("contract")
    if result.get("kind") != "fixed" or not contract or row["role"] == "declarer":
        return ""
    if row["factor"] <= 1:  # §7.2 alone, or Kontra/Rekontra said by the other defender only
        return ""
    why = ", ".join(_reasons(lab, contract, row["seat"]))
    return lab.t("result:factor", factor=row["factor"], why=why)


def aces_text(lab: Labels, result: dict[str, Any], row: dict[str, Any]) -> str:
    """A seat's ace premium (§9.6) in words ("keine Asse: +5"), or ""."""
    if not row.get("aces"):
        return ""
    contract = result.get("contract") or {}
    key = "result:aces:none" if contract.get("aces_call") == "none" else "result:aces:four"
    return lab.t(key, points=signed(row["aces"]))


def pool_name(lab: Labels, mode: str) -> str:
    """The pool's name in pool ``mode`` (``Rules.pool``, §9.9): the Pulka of the two Pulka
    modes; in Steirisch, which is no Pulka, the Kassa, as the dialog calls the pools.

    >>> from web.labels import labels_for
    >>> de = labels_for("de", "french")
    >>> pool_name(de, "pulka_limited"), pool_name(de, "steirisch")
    ('Pulka', 'Kassa')
    """
    return lab.t("house:pool_name:steirisch" if mode == "steirisch" else "house:pool_name:pulka")


def pool_text(lab: Labels, before: int, after: int, *, mode: str) -> str:
    """The pool over a deal (§9.9): "Pulka 10 → 20", in Steirisch "Kassa 150 → 150"."""
    return lab.t("result:pool", name=pool_name(lab, mode), before=before, after=after)


def switch_help(lab: Labels, name: str, rules: Rules | None = None) -> str:
    """A switch's line of explanation. Kontra's and Hand's name their games, Durchmarsch
    Ouvert only while it is on (§9.3, §9.7: it exists only with §9.5); the rules' section
    (no ``rules``) describes every switch, so it names it. A sentence that begins with
    them begins with a capital ("Мизер, …")."""
    dmo = rules is None or rules.durchmarsch_ouvert
    games = lab.t("house:games" if dmo else "house:games_no_dmo")
    return cap(lab.t(f"house:{name}:help", games=games))


def rules_markup(lab: Labels) -> str:
    """The in-page rules' section on the house rules, in ``rules_text``'s markup: the
    presets, then every switch with its one-line explanation and its values."""
    lines = [f"# {lab.t('house:title')}", "", lab.t("house:intro"), ""]
    for preset in ("online", "oesterreich"):
        name, help_ = lab.t(f"house:preset:{preset}"), lab.t(f"house:preset:{preset}:help")
        lines.append(f"- **{name}**: {help_}")
    lines.append("")
    for group, names in GROUPS:
        lines += [f"## rules-house-{group} {lab.t(f'house:group:{group}')}", ""]
        for name in names:
            if isinstance(getattr(DEFAULT_RULES, name), bool):
                shown = [lab.t("house:value:off"), lab.t("house:value:on")]
            else:
                shown = [switch_text(lab, name, v).partition(": ")[2] for v in CHOICES[name]]
            title = switch_title(lab, group, name)
            lines.append(
                f"- {f'**{title}**: ' if title else ''}{switch_help(lab, name)} "
                f"({' / '.join(shown)})"
            )
        if "pool" in names:  # how the chips move: the switch's line cannot say it (§9.9)
            lines += ["", lab.t("house:pool:rules")]
        lines.append("")
    return "\n".join(lines)
