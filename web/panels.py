"""The page's panels, rendered from a ``Screen``: the new-match dialog, the settings, the
confirmation before a running match is given up, the result, score sheet, last trick, the
calls, notices. Pure, like ``view.py`` which places them.

The dialogs have a scrolling body and a foot that always stays in view, so their main
button is reachable on the smallest phone; their groups can fold (``section:<name>``), which
is where further groups (the house rules) slot in. The new-match dialog begins a match
(``data-action="start"``); the settings dialog only applies settings to the running match.
The result panel explains a finished deal from ``observation["result"]`` (rules.md §7: who
lived or fell, tricks and credited tricks, the base case +4/−3/−2/−8, the Herzprämie premium,
the fixed values; a lost Bettler or Durchmarsch shows the trick that decided it) and shows
all hands and the talon from ``game.reveal`` — which the controller supplies only once the
deal is over — with the review (``data-control="review"``) and the replay of the deal.
"""

from __future__ import annotations

from typing import Any

from game.points import quota
from game.pools import final_standing, playing_pool
from game.rules import DEFAULT_RULES, Rules

from .assist import analysis_line
from .house_rules import CHOICES, GROUPS, PRESET_CHOICES, preset_of
from .house_view import (
    aces_text,
    factor_text,
    pool_line,
    pool_name,
    rules_of,
    rules_of_match,
    switch_help,
    switch_text,
    switch_title,
)
from .labels import LANGS, Labels, cap, labels_for, signed
from .markup import (
    Screen,
    attrs,
    esc,
    face,
    hand_order,
    import_button,
    panel,
    player_names,
    scroll_box,
)
from .phrases import game_in_text, is_you, log_text
from .settings import NAME_MAX, PACE_CHOICES, Settings

__all__ = [
    "notices",
    "overlay",
    "result",
    "defence_text",
    "dialog",
    "score_sheet",
    "sheet_title",
    "confirm",
    "verdict",
    "guide_box",
    "pool_chips",
]


def _close(lab: Labels) -> str:
    return f'<button type="button" data-control="close">{esc(lab.t("close"))}</button>'


def _mini(lab: Labels, deck: str, card: str) -> str:
    label = attrs(aria_label=lab.card(card))
    return f'<span class="card mini" role="img"{label}>{face(deck, card)}</span>'


_NOTICE_CONTROLS = {
    "notice_update": ("reload",),  # a new version took over (web/sw-register.js)
    "notice_blocked": ("export",),  # nothing can be saved: take the matches along as a file
    "notice_full": ("export", "prune"),  # the store is full: export, move old matches out
    "notice_prune_offer": ("prune-confirm", "prune-cancel"),  # saved? then remove them here
}
"""What the player can do about a notice, as page controls beside it."""


def notices(screen: Screen) -> str:
    """Visible, dismissible notices (e.g. saved data that had to be set aside)."""
    if not screen.notices:
        return ""
    lab = screen.labels

    def buttons(key: str) -> str:
        return "".join(
            f' <button type="button" data-control="{c}">{esc(lab.t(c))}</button>'
            for c in _NOTICE_CONTROLS.get(key, ())
        )

    items = "".join(
        f"<li>{esc(lab.t(key, **_said(lab, values)))}{buttons(key)}</li>"
        for key, values in screen.notices
    )
    return (
        f'<div class="notices" role="alert"><ul>{items}</ul><button type="button" '
        f'data-control="dismiss-notice"{attrs(aria_label=lab.t("dismiss"))}>×</button></div>'
    )


def _said(lab: Labels, values: dict[str, str]) -> dict[str, str]:
    """A notice's values as the player reads them: a refused import's or link's reason in
    his language (``import:why:<reason>``, see ``history_io.REASONS``; a full key
    ``online:why:<reason>``, see ``online.handshake.REASONS``) in place of the English
    ``error`` kept for logs and tests; a set-aside key with ``alike`` more like it names
    them as "<key> and <alike> more" (``archive.Archive.report_problems``)."""
    if "alike" in values:
        n = values["alike"]
        more = {k: lab.t("notice:more", key=values[k], n=n) for k in ("key", "backup")}
        values = {**values, **{k: v for k, v in more.items() if values[k]}}
    why = values.get("why")
    key = why if why is not None and why.startswith("online:why:") else f"import:why:{why}"
    if why is None or not lab.has(key):
        return values
    return {**values, "error": lab.t(key, **values)}


def overlay(screen: Screen) -> str:
    """The open panel, if any; the notices stand above it in the same overlay, so neither
    covers the other."""
    html = _overlay(screen)
    if html and screen.notices:
        html = html.replace('<div class="overlay">', '<div class="overlay">' + notices(screen), 1)
    if html and screen.settings.four_color:  # its cards (the last trick) as the table's are
        html = html.replace('<div class="overlay">', '<div class="overlay four-color">', 1)
    return html


def _overlay(screen: Screen) -> str:
    if screen.overlay in ("dialog", "settings"):
        return dialog(screen)
    if screen.overlay == "confirm":
        return confirm(screen)
    if screen.overlay == "elsewhere":  # nothing here acts but the takeover (Controller.elsewhere)
        return _elsewhere(screen)
    if screen.overlay == "calls" and screen.obs is not None:
        return _calls(screen)
    if screen.overlay == "score-sheet" and screen.obs is not None:
        return score_sheet(screen)
    if screen.overlay == "last-trick" and screen.obs is not None:
        return _last_trick(screen)
    if screen.overlay == "stats":
        from .stats_view import stats_panel

        return stats_panel(screen)
    if screen.overlay == "online" and screen.online is not None:
        from .online.panel import online_panel  # loaded with the online code, when opened

        return online_panel(screen)
    if screen.overlay == "rules":
        from .rules_text import rules_html, rules_title  # 65 KB of text: only when asked for

        lab = screen.labels
        body = rules_html(lab.lang, lab.deck)
        playing = rules_of(screen.obs) if screen.obs is not None else DEFAULT_RULES
        if playing != DEFAULT_RULES:  # the text describes the default game (§1-§8)
            said = f"{rules_of_match(lab, playing)}. {lab.t('house:rules_text_note')}"
            body = f'<p class="note" data-field="rules">{esc(said)}</p>{body}'
        return panel("rules", rules_title(lab.lang), body, _close(lab))
    return ""


# --- the new-game dialog -----------------------------------------------------------------


def _choice(
    name: str, value: str, text: str, checked: bool, extra: str = "", lang: str | None = None
) -> str:
    box = attrs(type="radio", name=name, value=value, checked=checked, data_control="setting")
    span = attrs(lang=lang)
    return f'<label class="choice"><input{box}><span{span}>{extra}{esc(text)}</span></label>'


def dialog(screen: Screen) -> str:
    """The new-match dialog (``start``) or, during a match, the settings (``apply-settings``):
    language, opponents' strength, the guided play, cards, name, pace and aids."""
    draft = screen.draft or screen.settings
    lab = labels_for(draft.lang, draft.deck)  # the dialog speaks the language being chosen
    settings = screen.overlay == "settings"

    def group(key: str, options: str) -> str:
        return f"<fieldset><legend>{esc(lab.t(key))}</legend>{options}</fieldset>"

    def check(name: str, key: str, checked: bool) -> str:
        box = attrs(type="checkbox", name=name, checked=checked, data_control="setting")
        return f'<label class="choice"><input{box}><span>{esc(lab.t(key))}</span></label>'

    levels = "".join(_choice("level", lv, lab.level(lv), lv == draft.level) for lv in screen.levels)
    decks = "".join(
        _choice("deck", d, lab.t(f"deck:{d}"), d == draft.deck, _deck_sample(d))
        for d in ("french", "german")
    )
    langs = "".join(_choice("lang", g, lab.t(f"lang:{g}"), g == draft.lang, lang=g) for g in LANGS)
    paces = "".join(_choice("pace", p, lab.t(f"pace:{p}"), p == draft.pace) for p in PACE_CHOICES)
    name = attrs(
        type="text",
        name="name",
        value=draft.name,
        maxlength=NAME_MAX,
        autocomplete="off",
        placeholder=lab.t("you"),
        data_control="setting",
    )
    body = (
        (f'<p class="note">{esc(lab.t("settings_note"))}</p>' if settings else "")
        + group("setting:lang", langs)
        + group("setting:level", levels)
        + check("guide", "setting:guide", draft.guide)
        + group("setting:deck", decks)
        + check("four_color", "setting:four_color", draft.four_color)
        + f'<label class="name-field"><span>{esc(lab.t("setting:name"))}</span>'
        + f"<input{name}></label>"
        + group("setting:pace", paces)
        + _house(screen, lab, draft, settings)
        + check("autoplay", "setting:autoplay", draft.autoplay)
        + check("sound", "setting:sound", draft.sound)
        + (
            f'<p class="note">{esc(lab.t("resume_hint"))}</p>'
            if screen.obs and not settings
            else ""
        )
        + _fold(
            screen,
            lab,
            "keys",
            lab.t("keys"),
            f'<p class="note">{esc(lab.t("keys_help"))}</p>'
            + check("letters", "setting:letters", draft.letters),
        )
        + (_import_fold(screen, lab) if screen.obs is None and not settings else "")
    )
    close = ""
    if screen.obs is not None:
        close = f'<button type="button" data-control="close">{esc(lab.t("cancel"))}</button>'
    if settings:
        main = (
            '<button type="button" class="primary" data-control="apply-settings">'
            f"{esc(lab.t('apply'))}</button>"
        )
        return panel("dialog", lab.t("settings"), body, close + main, lang=lab.lang)
    text = lab.t("start_new" if screen.obs is not None else "start")
    main = f'<button type="button" class="primary" data-action="start">{esc(text)}</button>'
    # the other way to begin: with friends (the bar's entry is behind the dialog)
    online = f'<button type="button" data-control="online">{esc(lab.t("online"))}</button>'
    return panel("dialog", lab.t("new_game"), body, close + online + main, lang=lab.lang)


def _import_fold(screen: Screen, lab: Labels) -> str:
    """On a first visit (nothing to show the statistics of yet, and the dialog in front of
    the bar): the history exported on another device can be imported here already."""
    body = (
        f'<p class="note">{esc(lab.t("dialog:import_note"))}</p>'
        f'<div class="buttons files">{import_button(lab)}</div>'
    )
    return _fold(screen, lab, "import", lab.t("stats:files"), body)


def _fold(
    screen: Screen, lab: Labels, name: str, title: str, body: str, shown: bool = False
) -> str:
    """A group of the dialog that folds (``section:<name>``; closed until opened, or open
    until closed when ``shown``)."""
    opened = (name in screen.sections) != shown
    toggle = attrs(
        type="button",
        class_="fold-toggle",
        data_control=f"section:{name}",
        aria_expanded=str(opened).lower(),
        aria_controls=f"fold-{name}",
    )
    region = attrs(id=f"fold-{name}", class_="fold-body", hidden=not opened)
    return (
        f'<section class="fold"><h3><button{toggle}>{esc(title)}</button></h3>'
        f"<div{region}>{body}</div></section>"
    )


_DEPENDS = {
    "kontra_includes_sans": "kontra",
    "hand_doubling_includes_sans": "hand_doubling",
    "four_aces_must_announce": "ace_premiums",
    "dmo_value": "durchmarsch_ouvert",
}
"""Switches that only matter while another is on (shown, but not to be changed then)."""
_POOL_PART = {"pool_cap": ("pulka_limited",), "pool_stake": ("steirisch",)}


def _house(screen: Screen, lab: Labels, draft: Settings, settings: bool) -> str:
    """The dialog's house rules (rules.md §9): the presets, and every switch with a line of
    explanation in a fold. During a match (the settings) they are only named: a match keeps
    the rules it began with."""
    rules = draft.house_rules
    title = f"<legend>{esc(lab.t('house:title'))}</legend>"
    if settings:
        playing = rules_of(screen.obs) if screen.obs is not None else rules
        text = rules_of_match(lab, playing)
        return (
            f'<fieldset class="house">{title}<p class="note">{esc(text)}</p>'
            f'<p class="note">{esc(lab.t("house:fixed_in_match"))}</p></fieldset>'
        )
    chosen = preset_of(rules)

    def option(name: str, value: object, text: str, help_: str, checked: bool, **more: Any) -> str:
        kind = "checkbox" if value is None else "radio"
        box = attrs(
            type=kind,
            name=name,
            value=None if value is None else str(value),
            checked=checked,
            data_control=more.pop("control", "setting"),
            **more,
        )
        small = f'<small class="help">{esc(help_)}</small>' if help_ else ""
        return f'<label class="choice"><input{box}><span>{esc(text)}{small}</span></label>'

    presets = "".join(
        option(
            "house",
            p,
            lab.t(f"house:preset:{p}"),
            lab.t(f"house:preset:{p}:help"),
            p == chosen,
            # "custom" opens the switches; choosing one of them makes the rules custom
            control="section:house" if p == "custom" and chosen != "custom" else "setting",
        )
        for p in PRESET_CHOICES
    )
    groups = []
    for group_name, names in GROUPS:
        items = []
        for name in names:
            value = getattr(rules, name)
            help_ = switch_help(lab, name, rules)
            parent = _DEPENDS.get(name)
            off = (parent is not None and not getattr(rules, parent)) or (
                name in _POOL_PART and rules.pool not in _POOL_PART[name]
            )
            if isinstance(value, bool):
                items.append(
                    option(
                        f"house:{name}", None, lab.t(f"house:{name}"), help_, value, disabled=off
                    )
                )
                continue
            choices = "".join(
                option(
                    f"house:{name}",
                    v,
                    switch_text(lab, name, v).partition(": ")[2],
                    "",
                    v == value,
                    disabled=off,
                )
                for v in CHOICES[name]
            )
            # its name, unless that only repeats the group's heading ("Kassa" / "Kassa"): the
            # line of explanation is then the legend (a checkbox above keeps its name, its
            # only label)
            named = esc(switch_title(lab, group_name, name))
            items.append(
                f'<fieldset class="switch"><legend>{named}'
                f'<small class="help">{esc(help_)}</small></legend>{choices}</fieldset>'
            )
        groups.append(
            f'<fieldset class="switch-group"><legend>{esc(lab.t(f"house:group:{group_name}"))}'
            f"</legend>{''.join(items)}</fieldset>"
        )
    switches = _fold(
        screen, lab, "house", lab.t("house:switches"), "".join(groups), chosen == "custom"
    )
    return f'<fieldset class="house">{title}{presets}{switches}</fieldset>'


def confirm(screen: Screen) -> str:
    """Before a running match is given up for a new one: say so, and ask. A guest at a
    friend's table is asked whether he leaves it (the match goes on there, his seat the
    computer's: nothing is shared out)."""
    lab, draft = screen.labels, screen.draft or screen.settings
    lab = labels_for(draft.lang, draft.deck)
    # the names in the dialog's language ("Вы", "Ханси"), as the rest of it
    names = screen.seat_names or player_names(draft, lab)
    score = _standing(names, screen.totals)
    if screen.online is not None and screen.online.get("role") == "guest":
        host = screen.online.get("host_name") or lab.t("online:host_default")
        text = lab.t("confirm:leave:text", host=host, n=screen.deal_number, score=score)
        return _ask(lab, "confirm:leave:title", text, "confirm:leave:yes")
    text = lab.t("confirm:text", n=screen.deal_number, score=score)
    if screen.pool:  # ending a pool match shares its pool out (§9.9)
        final, rest = final_standing(screen.totals, screen.pool)
        each, shared = final[0] - screen.totals[0], _standing(names, final)
        # a deal under way does not count: the pool as it was before it (its contributions
        # are not paid, as its points are not counted)
        over = screen.obs is None or screen.obs["phase"] == "done"
        key = "confirm:share" if over else "confirm:share_before"
        name = pool_name(lab, _pool_mode(screen))
        text += " " + lab.t(key, name=name, pool=screen.pool, each=each, score=shared)
        if rest:
            text += " " + lab.t("confirm:share_rest", rest=rest)
    return _ask(lab, "confirm:title", text, "confirm:yes")


def _ask(lab: Labels, title: str, text: str, yes: str) -> str:
    """The confirmation's panel: ``text`` under the title, "no" and the ``yes`` that starts."""
    foot = (
        f'<button type="button" data-control="close">{esc(lab.t("confirm:no"))}</button>'
        '<button type="button" class="primary" data-action="start">'
        f"{esc(lab.t(yes))}</button>"
    )
    body = f'<p id="confirm-text">{esc(text)}</p>'  # read with the title (an alert dialog)
    return panel("confirm", lab.t(title), body, foot, "alertdialog", lab.lang, described=True)


def _elsewhere(screen: Screen) -> str:
    """Another tab plays with friends: say so; once it is gone, offer to play on here."""
    lab = screen.labels
    if not screen.takeover:
        body = f'<p id="elsewhere-text">{esc(lab.t("elsewhere:text"))}</p>'
        return panel("elsewhere", lab.t("elsewhere:title"), body, "", "alertdialog", described=True)
    body = f'<p id="elsewhere-text">{esc(lab.t("elsewhere:free"))}</p>'
    foot = (
        '<button type="button" class="primary" data-control="reload">'
        f"{esc(lab.t('elsewhere:take'))}</button>"
    )
    title = lab.t("elsewhere:free_title")
    return panel("elsewhere", title, body, foot, "alertdialog", described=True)


def _pool_mode(screen: Screen) -> str:
    """The pool mode of the match on the table (``Rules.pool``, §9.9)."""
    return rules_of(screen.obs).pool if screen.obs is not None else DEFAULT_RULES.pool


def _standing(names: tuple[str, str, str], totals: tuple[int, int, int]) -> str:
    """ "Du −50 · Hansi +55 · Mizzi −155"."""
    return " · ".join(f"{name} {signed(t)}" for name, t in zip(names, totals, strict=True))


def _calls(screen: Screen) -> str:
    """Every public call of the deal so far, as sentences (the log, also on phones)."""
    lab = screen.labels
    items = log_items(screen)
    body = f'<ol class="calls">{items}</ol>' if items else f"<p>{esc(lab.t('no_calls'))}</p>"
    return panel("calls", lab.t("calls"), body, _close(lab), read_only=True)


def log_items(screen: Screen) -> str:
    """The call log's lines (``<li>``), also shown in the calls panel."""
    lab, obs = screen.labels, screen.obs
    assert obs is not None
    return "".join(
        f"<li>{esc(log_text(lab, screen.names, h['seat'], h['action'], obs['declarer']))}</li>"
        for h in obs["history"]
        if not h["action"].startswith("play:")
    )


def _deck_sample(deck: str) -> str:
    return f'<span class="card sample">{face(deck, "HK")}</span>'


# --- the result of a deal ----------------------------------------------------------------


def defence_text(screen: Screen) -> str:
    """Who defends, in words: C1–C4 of R4.1, or the decisions so far."""
    obs, lab, names = screen.obs, screen.labels, screen.names
    assert obs is not None
    declarer, defence = obs["declarer"], obs["defence"]
    if declarer is None or obs["game"] is None:
        return ""
    decisions = {d["seat"]: d["choice"] for d in defence["decisions"]}
    left, right = (declarer + 1) % 3, (declarer + 2) % 3
    config = defence["configuration"]
    if config in ("C1", "C4"):
        return lab.t(f"config:{config}")
    if config in ("C2", "C3"):
        active = left if decisions.get(left) == "play" else right
        other = right if active == left else left
        key = f"config:{config}"
        if is_you(active):
            key += ":you"
        elif is_you(other):
            key += ":you_out"
        if config == "C2":
            return lab.t(key, active=names[active], passer=names[other])
        return lab.t(key, inviter=names[active], invited=names[other])
    if obs["phase"] == "defence":
        said = [lab.s(f"decided:{c}", is_you(s), name=names[s]) for s, c in decisions.items()]
        return ", ".join(said) or lab.t("config:pending")
    return ""


def _why(lab: Labels, res: dict[str, Any], row: dict[str, Any], rules: Rules) -> str:
    """How a seat's points come about (§7.1, §7.2)."""
    if res["kind"] == "fixed":
        return _why_fixed(lab, res, row)
    parts = []
    if row["role"] == "declarer":
        parts.append(lab.t("why:declarer", v=signed(row["base"])))
    else:
        parts.append(lab.base_case(row["base"]))
        needed = _needed(lab, res["configuration"], row["role"], rules)
        if needed:
            parts.append(needed)
        if row["credited"]:
            parts.append(lab.t("why:credited", v=signed(row["credited"])))
    if row["premium"]:
        parts.append(lab.t("why:premium", v=signed(row["premium"])))
    aces = aces_text(lab, res, row)  # §9.6
    return "; ".join([*parts, aces] if aces else parts)


def _status(lab: Labels, res: dict[str, Any], row: dict[str, Any]) -> str:
    """A seat's "lebt" / "fällt"; a defender of a fixed game has no quota to meet (§7.2: he
    pays or gets the game's value), so none ("–"), not "fällt" ("не выполнено") whenever
    the declarer made his Bettler."""
    if res["kind"] == "fixed" and row["role"] != "declarer":
        return "–"
    return lab.s("lives" if row["lives"] else "falls", is_you(row["seat"]))


def _why_fixed(lab: Labels, res: dict[str, Any], row: dict[str, Any]) -> str:
    """A seat's points in a fixed game. A defender's: the value of §7.2 (the engine's
    ``base``) times his own factor (§9.7 Hand, §9.3 Kontra/Rekontra: "fester Wert 10, 8-fach
    (Hand, Kontra, Rekontra) = −80"). The declarer's: what both defenders pay or get, which
    differ when only one said Kontra (X1: "gegen beide Gegenspieler +20 und +10 = +30")."""
    game, v = lab.game(res["game"], res["bid"]), signed(row["score"])
    if row["role"] != "declarer":
        factor = factor_text(lab, res, row)
        if not factor:
            return lab.t("why:fixed_x", game=game, v=v)
        return lab.t("why:fixed_x:factor", game=game, base=row["base"], factor=factor, v=v)
    defenders = _fixed_defenders(res)
    if all(r["factor"] == 1 for r in defenders):  # §7.2 alone: twice what each pays or gets
        return lab.t("why:fixed_d", game=game, v=v)
    a, b = (signed(-r["score"]) for r in defenders)
    return lab.t("why:fixed_d:sum", game=game, a=a, b=b, v=v)


def _fixed_defenders(res: dict[str, Any]) -> list[dict[str, Any]]:
    """The two defenders' rows of a result, in seat order (as the table lists them)."""
    return sorted((r for r in res["seats"] if r["role"] != "declarer"), key=lambda r: r["seat"])


_USUAL_QUOTA = quota("play", "C1")  # a defender of two who both play (R4.1 C1)


def _needed(lab: Labels, config: str, role: str, rules: Rules) -> str:
    """A defender's quota where it is not the usual one (R4.1: the inviter 4 tricks, the
    invited none; §9.1: 4 for a lone defender under that house rule), else ""."""
    if role == "pass":  # a passer always lives, needing nothing (R4.1)
        return ""
    need = quota(role, config, rules)
    if need == _USUAL_QUOTA:
        return ""
    return lab.t("why:needed", n=need) if need else lab.t("why:none_needed")


def guide_box(screen: Screen, done: bool = False) -> str:
    """The guide's explanation of the step (when the guided play is on); after the deal it
    stands in the result panel (``done``), which covers the table."""
    obs = screen.obs
    if screen.guide is None or obs is None or (obs["phase"] == "done") != done:
        return ""
    lab = screen.labels
    values: dict[str, str] = {}
    if screen.guide == "announce_no_trump":  # the games on offer, by name
        offered = [lab.action(a) for a in obs["legal"] if a.startswith("announce:")]
        values["games"] = lab.listing(offered)
    if screen.guide in ("auction", "hold"):  # what a bid's number means (R3.3, R3.4)
        rungs = zip(("1", "2", "3", "4"), ("C", "S", "D", "H"), strict=True)
        values["ladder"] = ", ".join(
            lab.t("guide:rung", bid=lab.bid(bid), suit=lab.suit(suit)) for bid, suit in rungs
        )
    hide = attrs(
        type="button",
        class_="guide-off",
        data_control="guide-off",
        aria_label=lab.t("guide:hide"),
        title=lab.t("guide:hide"),
    )
    return (
        f'<aside class="guide" data-guide="{esc(screen.guide)}"'
        f"{attrs(aria_label=lab.t('guide:title'))}>"
        f"<p>{esc(lab.t(f'guide:{screen.guide}', **values))}</p>"
        f'<button{hide}><span aria-hidden="true">✕</span></button></aside>'
    )


def verdict(screen: Screen) -> tuple[str, str]:
    """The deal's outcome in words (rules.md §6, §8), and for a game of fixed value that one
    trick decided (a Bettler caught, a Durchmarsch broken) that trick: (sentence, markup)."""
    obs, lab, names = screen.obs, screen.labels, screen.names
    assert obs is not None and obs["result"] is not None
    res = obs["result"]
    declarer = res["declarer"]
    you, name = is_you(declarer), names[declarer]
    game = game_in_text(lab, res["game"], res["bid"])
    tricks = obs["tricks_won"][declarer]
    if res["kind"] != "fixed":
        if res["configuration"] == "C4":
            return lab.s("result:c4", you, name=name, game=game), ""
        key = "result:lives" if res["declarer_lives"] else "result:falls"
        return lab.s(key, you, name=name, game=game, tricks=lab.count("tricks", tricks)), ""
    won = bool(res["declarer_lives"])
    parts = [lab.s("result:won" if won else "result:lost", you, name=name, game=game)]
    kind, deciding = res["game"], None
    if kind in ("bettler", "ouvert"):
        if won:
            parts.append(lab.t("result:clean"))
        else:
            deciding = next(
                (i for i, t in enumerate(obs["tricks"]) if t["winner"] == declarer), None
            )
    elif kind in ("durchmarsch", "durchmarsch_ouvert"):  # §9.5: the open hand changes nothing
        if won:
            parts.append(lab.t("result:all_tricks"))
        else:
            deciding = next(
                (i for i, t in enumerate(obs["tricks"]) if t["winner"] != declarer), None
            )
    else:  # Sans Atout: decided at 6 tricks, or 5 for the defence (§8); §9.1: 6 in a row
        defence = sum(obs["tricks_won"]) - tricks
        in_a_row = rules_of(obs).sans_atout_target == "consecutive6"
        key = "result:sans_run" if in_a_row else "result:sans_count"
        parts.append(lab.t(key, tricks=tricks, defence=defence))
    shown = ""
    if deciding is not None:
        trick = obs["tricks"][deciding]
        winner = trick["winner"]
        card = next(c["card"] for c in trick["cards"] if c["seat"] == winner)
        caught = lab.s(
            "caught", is_you(winner), name=names[winner], k=deciding + 1, card=lab.card(card)
        )
        parts.append(caught)
        shown = _deciding(screen, trick)
    text = " ".join(parts)
    return text, shown + f"<p>{esc(_fixed_value(lab, res, names))}</p>"


def _fixed_value(lab: Labels, res: dict[str, Any], names: tuple[str, str, str]) -> str:
    """The value of a fixed game per defender (§7.2, the engine's ``base``, not multiplied),
    then the factors on it (§9.7 Hand, §9.3 Kontra/Rekontra): one for both defenders, or
    each defender's own where they differ ("Mizzi 4-fach (Kontra, Rekontra)")."""
    defenders = _fixed_defenders(res)
    value = defenders[0]["base"]
    factors = [factor_text(lab, res, r) for r in defenders]
    if not any(factors):
        return lab.t("result:fixed_value", value=value)
    if factors[0] == factors[1]:
        return lab.t("result:fixed_value:same", value=value, factor=factors[0])
    each = ", ".join(
        f"{names[r['seat']]} {f}" for r, f in zip(defenders, factors, strict=True) if f
    )
    return lab.t("result:fixed_value:each", value=value, factors=each)


def _deciding(screen: Screen, trick: dict[str, Any]) -> str:
    """The cards of the trick that decided the game, each with its player."""
    lab, deck, names = screen.labels, screen.settings.deck, screen.names
    return (
        '<div class="last-trick deciding">'
        + "".join(
            f"<figure{attrs(class_='is-winner' if c['seat'] == trick['winner'] else None)}>"
            f"{_mini(lab, deck, c['card'])}"
            f"<figcaption>{esc(names[c['seat']])}</figcaption></figure>"
            for c in trick["cards"]
        )
        + "</div>"
    )


def result(screen: Screen) -> str:
    """The finished deal: outcome, each seat's points and why, all hands and the talon, and
    the way on: review the tricks, play the same deal again, or the next deal."""
    obs, lab, names = screen.obs, screen.labels, screen.names
    assert obs is not None and obs["result"] is not None
    res = obs["result"]
    title = f"{lab.t('result')} · {lab.t('deal_n', n=screen.deal_number)}"
    if screen.practice:
        title += f" · {lab.t('practice_short')}"
    practice = f'<p class="note practice">{esc(lab.t("practice"))}</p>' if screen.practice else ""
    if res["kind"] == "all_pass":  # the deal passes on in the table's direction (§9.10)
        anti = obs["rules"].get("rotation") == "anticlockwise"
        detail = lab.t("all_pass_detail:anticlockwise" if anti else "all_pass_detail")
        summary = f'<p class="verdict">{esc(lab.t("all_pass"))}</p><p>{esc(detail)}</p>'
    else:
        defence = defence_text(screen)
        rules = rules_of(obs)
        head = "".join(
            f"<th>{esc(lab.t(k))}</th>"
            for k in ("col:player", "col:role", "col:tricks", "col:credited", "col:status")
        )
        # §9.9: in a pool match the chips count, not the points their reasons speak of (a
        # trump game's): both side by side, labelled on a phone (play-test)
        chips = (pool_chips(screen) or (None, None, 0))[0]
        labelled = chips is not None
        head += f"<th>{esc(lab.t('col:points'))}</th>"
        head += f"<th>{esc(lab.t('col:chips'))}</th>" if labelled else ""
        head += f"<th>{esc(lab.t('col:why'))}</th>"
        points_label = lab.t("col:points") if labelled else None
        rows = "".join(
            f'<tr data-seat="{r["seat"]}"><td>{esc(names[r["seat"]])}</td>'
            # a phone runs the cells on as a sentence: "Du spielst mit", never "Du spielt mit"
            f"<td>{esc(lab.s('role:' + r['role'], is_you(r['seat'])))}</td>"
            f"<td{attrs(data_label=lab.t('col:tricks'))}>{r['tricks']}</td>"
            f"<td{attrs(data_label=lab.t('col:credited'))}>{r['credited']}</td>"
            f"<td>{esc(_status(lab, res, r))}</td>"
            f"<td{attrs(class_='points', data_label=points_label)}>{esc(signed(r['score']))}</td>"
            + (
                f"<td{attrs(class_='points chips', data_label=lab.t('col:chips'))}>"
                f"{esc(signed(chips[r['seat']]))}</td>"
                if chips is not None
                else ""
            )
            + f'<td class="why">{esc(_why(lab, res, r, rules))}</td></tr>'
            for r in sorted(res["seats"], key=lambda r: r["seat"])
        )
        sentence, more = verdict(screen)
        # every seat credited its own tricks (no invitation, §7.1): a column a phone held
        # sideways can do without, for the width of the reasons (a Pulka's took 3 lines)
        same = " same-credit" if all(r["credited"] == r["tricks"] for r in res["seats"]) else ""
        summary = (  # a box where the deciding trick stands beside the words (landscape)
            f'<div class="outcome"><p class="verdict">{esc(sentence)}</p>{more}</div>'
            + (
                f'<p class="defence-line">{esc(lab.t("defence"))}: {esc(defence)}</p>'
                if defence
                else ""
            )
            + scroll_box(
                f'<table class="settle{same}"><thead><tr>{head}</tr></thead>'
                f"<tbody>{rows}</tbody></table>",
                lab.t("result"),
            )
        )
    summary += _pool_result(screen)
    played = bool(obs["tricks"])
    review = (
        f'<button type="button" data-control="review">{esc(lab.t("review"))}</button>'
        if played
        else ""
    )
    online = screen.online or {}
    guest = online.get("role") == "guest"
    # the deal is the host's: a guest cannot play it again (nor deal the next one, below);
    # nor can a host with friends at the table, who would all be thrown back into it
    friends = guest or any(seat["kind"] == "guest" for seat in online.get("seats", ()))
    replay = (
        ""
        if friends
        else f'<button type="button" data-control="replay">{esc(lab.t("replay"))}</button>'
    )
    next_text = lab.t("practice_done" if screen.practice else "next_deal")
    button = (
        f'<button type="button" class="primary" data-action="next-deal">{esc(next_text)}</button>'
    )
    if guest and screen.online is not None:  # the host deals
        host = screen.online.get("host_name", "")
        button = f'<p class="online-note">{esc(lab.t("online:host_deals", name=host))}</p>'
        button += '<button type="button" class="primary" data-action="next-deal" disabled>'
        button += f"{esc(lab.t('next_deal'))}</button>"
    return (
        f'<section class="result" role="dialog" aria-labelledby="result-title">'
        f'<div class="result-body"><h2 id="result-title">{esc(title)}</h2>{practice}'
        f"{guide_box(screen, done=True)}{summary}"
        f"{analysis_line(screen)}{_reveal(screen)}</div>"
        f'<div class="buttons result-foot">{review}{replay}{button}</div></section>'
    )


def pool_chips(
    screen: Screen,
) -> tuple[tuple[int, ...] | None, tuple[int, ...] | None, int] | None:
    """§9.9, of the finished deal on the table: each seat's chips from its settlement (None
    if not known), what each paid into the pool before it (None if not known), and the pool
    after it; None without a pool, or for a deal played again that is not over."""
    obs = screen.obs
    if obs is None or obs.get("pool") is None or screen.pool is None:
        return None
    changes: tuple[int, ...] | None = None
    paid: tuple[int, ...] | None = None
    after = screen.pool
    if screen.rows:  # the deal on the table is the last one filed (as first played)
        last = screen.rows[-1]
        changes = tuple(n + p for n, p in zip(last["scores"], last["paid"], strict=True))
        paid = tuple(last["paid"])
    if screen.practice:  # played again: its own chips, paid in as first played
        if screen.practice_pool is None:
            return None
        changes, after = screen.practice_pool
    return changes, paid, after


def _pool_result(screen: Screen) -> str:
    """§9.9: the pool over the deal and each seat's chips (pool modes only)."""
    obs, lab = screen.obs, screen.labels
    chips = pool_chips(screen)
    if obs is None or chips is None:
        return ""
    changes, paid, after = chips
    rules = rules_of(obs)
    text = pool_line(lab, screen.names, obs["pool"], after, changes, paid, mode=rules.pool)
    stake = playing_pool(rules, obs["pool"])  # a trump game plays for at most the cap
    if obs["result"] is not None and obs["result"]["kind"] == "trump" and stake < obs["pool"]:
        text += f" · {lab.t('result:pool_capped', stake=stake)}"
    return f'<p class="pool-line" data-field="pool">{esc(text)}</p>'


def _reveal(screen: Screen) -> str:
    """All three hands as dealt, the talon and the discard (game.reveal, after the deal)."""
    reveal, lab, deck, obs = screen.reveal, screen.labels, screen.settings.deck, screen.obs
    if reveal is None or obs is None:
        return ""
    trump = obs["trump"]
    rows = [(screen.names[seat], hand_order(reveal["dealt"][seat], trump)) for seat in (0, 1, 2)]
    rows.append((lab.t("talon"), reveal["talon"]))
    if reveal["discard"]:
        rows.append((lab.t("discard_pile"), reveal["discard"]))
    body = "".join(
        f'<div class="reveal-row"><span class="who">{esc(who)}</span><span class="cards">'
        + "".join(_mini(lab, deck, c) for c in cards)
        + "</span></div>"
        for who, cards in rows
    )
    return f'<div class="reveal"><h3>{esc(lab.t("hands"))}</h3>{body}</div>'


# --- score sheet and last trick ----------------------------------------------------------


def _played_by(screen: Screen, row: int) -> tuple[str, str, str] | None:
    """Who played the deal of score-sheet ``row``, if not the seats as they are now."""
    return screen.row_names[row] if row < len(screen.row_names) else None


def _row_text(lab: Labels, row: dict[str, Any], names: tuple[str, str, str]) -> str:
    if row["declarer"] is None:
        return lab.t("all_pass")
    # capitalised: "Мицци: Бубны (три)" beside "Ханси: Мизер" (a Russian suit is lower case)
    return f"{names[row['declarer']]}: {cap(lab.game(row['game'], row['bid']))}"


def sheet_title(screen: Screen) -> str:
    """The score sheet's name: "Punkte", or in a pool match (§9.9), whose sheet counts
    chips, "Fische"."""
    return screen.labels.t("score_sheet:pool" if screen.pool is not None else "score_sheet")


def score_sheet(screen: Screen) -> str:
    """The running match: every deal's points (chips in a pool match) per player and the
    totals."""
    lab, names = screen.labels, screen.names
    pooled = screen.pool is not None  # §9.9: a column for the pool after each deal
    # each name over its column of points, aligned as they are (to the right)
    head = f"<th>{esc(lab.t('deal'))}</th><th>{esc(lab.t('game_short'))}</th>" + "".join(
        f'<th class="points">{esc(n)}</th>' for n in names
    )
    if pooled:  # the pool as its mode names it (Pulka, Kassa)
        head += f'<th class="points pool">{esc(pool_name(lab, _pool_mode(screen)))}</th>'
    rows = "".join(
        f'<tr data-deal="{r["number"]}"><td>{r["number"]}</td>'
        f"<td>{esc(_row_text(lab, r, _played_by(screen, i) or names))}</td>"
        + "".join(f'<td class="points">{esc(signed(p))}</td>' for p in r["scores"])
        + (f'<td class="points pool">{r["pool"]}</td>' if pooled else "")
        + "</tr>"
        for i, r in enumerate(screen.rows)
    )
    if not rows:
        rows = f'<tr><td colspan="{6 if pooled else 5}">{esc(lab.t("no_deals"))}</td></tr>'
    totals = "".join(f'<td class="points">{esc(signed(p))}</td>' for p in screen.totals)
    totals += f'<td class="points pool">{screen.pool}</td>' if pooled else ""
    table = scroll_box(
        f'<table class="scores"><thead><tr>{head}</tr></thead>'
        f'<tbody>{rows}</tbody><tfoot><tr><th colspan="2">{esc(lab.t("total"))}</th>'
        f"{totals}</tr></tfoot></table>",
        sheet_title(screen),
    )
    if screen.obs is not None:  # the rules in force, named in every language
        text = rules_of_match(lab, rules_of(screen.obs))
        table = f'<p class="note" data-field="rules">{esc(text)}</p>' + table
    past = ""
    if screen.past:
        items = "".join(_past_item(lab, names, m) for m in screen.past)
        if screen.past_more:
            more = lab.t("past_more", older=lab.count("older", screen.past_more))
            items += f'<li class="more">{esc(more)}</li>'
        past = f'<h3>{esc(lab.t("past_matches"))}</h3><ul class="past">{items}</ul>'
    return panel("sheet", sheet_title(screen), table + past, _close(lab))


def _past_item(lab: Labels, names: tuple[str, str, str], match: dict[str, Any]) -> str:
    text = lab.t(
        "match_of", date=lab.date(match["started"]), deals=lab.count("deals", match["deals"])
    )
    if match.get("names"):  # played at a friend's table (web.friend_tables)
        text += f" ({lab.t('online:past_mark')})"
    totals = match["totals"]
    if totals is not None:
        who = match.get("names") or (match["name"] or names[0], names[1], names[2])
        text += ": " + " · ".join(f"{w} {signed(p)}" for w, p in zip(who, totals, strict=True))
        if match.get("pool"):  # a pool match: its totals hold its share-out (§9.9)
            key = "past_shared_rest" if match.get("rest") else "past_shared"
            name = pool_name(lab, match.get("mode", ""))
            text += f" ({lab.t(key, name=name, pool=match['pool'], rest=match.get('rest'))})"
    return f"<li>{esc(text)}</li>"


def _last_trick(screen: Screen) -> str:
    obs, lab, names, deck = screen.obs, screen.labels, screen.names, screen.settings.deck
    assert obs is not None
    if not obs["tricks"]:
        body = f"<p>{esc(lab.t('no_last_trick'))}</p>"
        title = lab.t("last_trick")
    else:
        last = obs["tricks"][-1]
        # "Stich 3 · an Hansi" (not "Stich 3 · Stich an Hansi", "Взятка 3 · Взятка: Ханси")
        won = lab.s("trick_won", is_you(last["winner"]), name=names[last["winner"]])
        title = f"{lab.t('trick_n', n=len(obs['tricks']))} · {won}"
        body = (
            '<div class="last-trick">'
            + "".join(
                f"<figure{attrs(class_='is-winner' if c['seat'] == last['winner'] else None)}>"
                f"{_mini(lab, deck, c['card'])}"
                f"<figcaption>{esc(names[c['seat']])}</figcaption></figure>"
                for c in last["cards"]
            )
            + "</div>"
        )
    return panel("trick", title, body, _close(lab), read_only=True)
