"""The page's panels, rendered from a ``Screen``: new-game dialog, result, score sheet, last
trick, notices. Pure, like ``view.py`` which places them.

The result panel explains a finished deal from ``observation["result"]`` (rules.md §7: who
lived or fell, tricks and credited tricks, the base case +4/−3/−2/−8, the Herzprämie premium,
the fixed values) and shows all hands and the talon from ``game.reveal`` — which the
controller supplies only once the deal is over.
"""

from __future__ import annotations

import time
from typing import Any

from .assist import analysis_line
from .labels import Labels, labels_for, signed
from .markup import Screen, attrs, esc, face, hand_order
from .settings import NAME_MAX, PACE_CHOICES

__all__ = ["notices", "overlay", "result", "defence_text", "dialog", "score_sheet"]


def _close(lab: Labels) -> str:
    return f'<button type="button" data-control="close">{esc(lab.t("close"))}</button>'


def _mini(lab: Labels, deck: str, card: str) -> str:
    label = attrs(aria_label=lab.card(card))
    return f'<span class="card mini" role="img"{label}>{face(deck, card)}</span>'


_NOTICE_CONTROLS = {
    "notice_update": ("reload",),  # a new version took over (web/sw-register.js)
    "notice_blocked": ("export",),  # nothing can be saved: take the matches along as a file
    "notice_full": ("export", "prune"),  # the store is full: export, move old matches out
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
        f"<li>{esc(lab.t(key, **values))}{buttons(key)}</li>" for key, values in screen.notices
    )
    return (
        f'<div class="notices" role="alert"><ul>{items}</ul><button type="button" '
        f'data-control="dismiss-notice"{attrs(aria_label=lab.t("dismiss"))}>×</button></div>'
    )


def overlay(screen: Screen) -> str:
    if screen.overlay == "dialog":
        return dialog(screen)
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
        body = rules_html(lab.lang, lab.deck) + f'<div class="buttons">{_close(lab)}</div>'
        return _panel("rules", rules_title(lab.lang), body)
    return ""


def _panel(name: str, title: str, body: str) -> str:
    return (
        f'<div class="overlay"><section class="panel panel-{name}" role="dialog" '
        f'aria-modal="true" aria-labelledby="{name}-title">'
        f'<h2 id="{name}-title">{esc(title)}</h2>{body}</section></div>'
    )


# --- the new-game dialog -----------------------------------------------------------------


def _choice(name: str, value: str, text: str, checked: bool, extra: str = "") -> str:
    box = attrs(type="radio", name=name, value=value, checked=checked, data_control="setting")
    return f'<label class="choice"><input{box}><span>{extra}{esc(text)}</span></label>'


def dialog(screen: Screen) -> str:
    """Opponents' strength, deck, language, name, pace; ``start`` begins a new match."""
    draft = screen.draft or screen.settings
    lab = labels_for(draft.lang, draft.deck)  # the dialog speaks the language being chosen
    playing = screen.obs is not None

    def group(key: str, options: str) -> str:
        return f"<fieldset><legend>{esc(lab.t(key))}</legend>{options}</fieldset>"

    levels = "".join(_choice("level", lv, lab.level(lv), lv == draft.level) for lv in screen.levels)
    decks = "".join(
        _choice("deck", d, lab.t(f"deck:{d}"), d == draft.deck, _deck_sample(d))
        for d in ("french", "german")
    )
    langs = "".join(_choice("lang", g, lab.t(f"lang:{g}"), g == draft.lang) for g in ("de", "en"))
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
    auto = attrs(type="checkbox", name="autoplay", checked=draft.autoplay, data_control="setting")
    four = attrs(
        type="checkbox", name="four_color", checked=draft.four_color, data_control="setting"
    )
    buttons = ""
    if playing:
        buttons += (
            f'<button type="button" data-control="apply-settings">{esc(lab.t("apply"))}</button>'
            + _close(lab)
        )
    buttons += (  # the other way to begin: with friends (the bar's entry is behind the dialog)
        f'<button type="button" data-control="online">{esc(lab.t("online"))}</button>'
        f'<button type="button" class="primary" data-action="start">{esc(lab.t("start"))}</button>'
    )
    body = (
        group("setting:level", levels)
        + group("setting:deck", decks)
        + f'<label class="choice"><input{four}><span>{esc(lab.t("setting:four_color"))}</span>'
        + "</label>"
        + group("setting:lang", langs)
        + f'<label class="name-field"><span>{esc(lab.t("setting:name"))}</span>'
        + f"<input{name}></label>"
        + group("setting:pace", paces)
        + f'<label class="choice"><input{auto}><span>{esc(lab.t("setting:autoplay"))}</span>'
        + "</label>"
        + (f'<p class="note">{esc(lab.t("resume_hint"))}</p>' if playing else "")
        + f'<p class="note keys">{esc(lab.t("keys_help"))}</p>'
        + f'<div class="buttons">{buttons}</div>'
    )
    return _panel("dialog", lab.t("settings" if playing else "new_game"), body)


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
        if config == "C2":
            return lab.t("config:C2", active=names[active], passer=names[other])
        return lab.t("config:C3", inviter=names[active], invited=names[other])
    if obs["phase"] == "defence":
        said = [f"{names[s]} {lab.t(f'decided:{c}')}" for s, c in decisions.items()]
        return ", ".join(said) or lab.t("config:pending")
    return ""


def _why(lab: Labels, res: dict[str, Any], row: dict[str, Any]) -> str:
    """How a seat's points come about (§7.1, §7.2)."""
    if res["kind"] == "fixed":
        key = "why:fixed_d" if row["role"] == "declarer" else "why:fixed_x"
        return lab.t(key, game=lab.game(res["game"], res["bid"]), v=signed(row["score"]))
    parts = []
    if row["role"] == "declarer":
        parts.append(lab.t("why:declarer", v=signed(row["base"])))
    else:
        parts.append(lab.base_case(row["base"]))
        if row["credited"]:
            parts.append(lab.t("why:credited", v=signed(row["credited"])))
    if row["premium"]:
        parts.append(lab.t("why:premium", v=signed(row["premium"])))
    return "; ".join(parts)


def _verdict(lab: Labels, res: dict[str, Any], names: tuple[str, str, str]) -> str:
    name = names[res["declarer"]]
    game = lab.game(res["game"], res["bid"])
    me = next(r for r in res["seats"] if r["role"] == "declarer")
    if res["kind"] == "fixed":
        verdict = lab.t("won" if res["declarer_lives"] else "lost")
        value = abs(res["scores"][(res["declarer"] + 1) % 3])
        return lab.t("result_fixed", name=name, game=game, verdict=verdict, value=value)
    if res["configuration"] == "C4":
        return lab.t("result_c4", name=name, game=game)
    verdict = lab.t("lives" if res["declarer_lives"] else "falls")
    return lab.t("result_trump", name=name, game=game, verdict=verdict, n=me["tricks"])


def result(screen: Screen) -> str:
    """The finished deal: outcome, each seat's points and why, all hands and the talon."""
    obs, lab, names = screen.obs, screen.labels, screen.names
    assert obs is not None and obs["result"] is not None
    res = obs["result"]
    title = f"{lab.t('result')} · {lab.t('deal_n', n=screen.deal_number)}"
    if res["kind"] == "all_pass":
        summary = (
            f'<p class="verdict">{esc(lab.t("all_pass"))}</p><p>{esc(lab.t("all_pass_detail"))}</p>'
        )
    else:
        defence = defence_text(screen)
        head = "".join(
            f"<th>{esc(lab.t(k))}</th>"
            for k in ("col:player", "col:role", "col:tricks", "col:credited", "col:status")
        )
        head += f"<th>{esc(lab.t('col:points'))}</th><th>{esc(lab.t('col:why'))}</th>"
        rows = "".join(
            f'<tr data-seat="{r["seat"]}"><td>{esc(names[r["seat"]])}</td>'
            f"<td>{esc(lab.t('role:' + r['role']))}</td>"
            f"<td{attrs(data_label=lab.t('col:tricks'))}>{r['tricks']}</td>"
            f"<td{attrs(data_label=lab.t('col:credited'))}>{r['credited']}</td>"
            f"<td>{esc(lab.t('lives' if r['lives'] else 'falls'))}</td>"
            f'<td class="points">{esc(signed(r["score"]))}</td>'
            f'<td class="why">{esc(_why(lab, res, r))}</td></tr>'
            for r in sorted(res["seats"], key=lambda r: r["seat"])
        )
        summary = (
            f'<p class="verdict">{esc(_verdict(lab, res, names))}</p>'
            + (f"<p>{esc(lab.t('defence'))}: {esc(defence)}</p>" if defence else "")
            + f'<div class="scroll"><table class="settle"><thead><tr>{head}</tr></thead>'
            f"<tbody>{rows}</tbody></table></div>"
        )
    button = (
        f'<button type="button" class="primary" data-action="next-deal">'
        f"{esc(lab.t('next_deal'))}</button>"
    )
    if screen.online is not None and screen.online["role"] == "guest":  # the host deals
        host = screen.online.get("host_name", "")
        button = f'<p class="online-note">{esc(lab.t("online:host_deals", name=host))}</p>'
        button += '<button type="button" class="primary" data-action="next-deal" disabled>'
        button += f"{esc(lab.t('next_deal'))}</button>"
    return (
        f'<section class="result" role="dialog" aria-labelledby="result-title">'
        f'<h2 id="result-title">{esc(title)}</h2>{summary}{analysis_line(screen)}'
        f"{_reveal(screen)}"
        f'<div class="buttons">{button}</div></section>'
    )


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


def _row_text(lab: Labels, row: dict[str, Any], names: tuple[str, str, str]) -> str:
    if row["declarer"] is None:
        return lab.t("all_pass")
    return f"{names[row['declarer']]}: {lab.game(row['game'], row['bid'])}"


def score_sheet(screen: Screen) -> str:
    """The running match: every deal's points per player and the totals."""
    lab, names = screen.labels, screen.names
    head = f"<th>{esc(lab.t('deal'))}</th><th>{esc(lab.t('game_short'))}</th>" + "".join(
        f"<th>{esc(n)}</th>" for n in names
    )
    rows = "".join(
        f'<tr data-deal="{r["number"]}"><td>{r["number"]}</td>'
        f"<td>{esc(_row_text(lab, r, names))}</td>"
        + "".join(f'<td class="points">{esc(signed(p))}</td>' for p in r["scores"])
        + "</tr>"
        for r in screen.rows
    )
    if not rows:
        rows = f'<tr><td colspan="5">{esc(lab.t("no_deals"))}</td></tr>'
    totals = "".join(f'<td class="points">{esc(signed(p))}</td>' for p in screen.totals)
    table = (
        f'<div class="scroll"><table class="scores"><thead><tr>{head}</tr></thead>'
        f'<tbody>{rows}</tbody><tfoot><tr><th colspan="2">{esc(lab.t("total"))}</th>'
        f"{totals}</tr></tfoot></table></div>"
    )
    past = ""
    if screen.past:
        items = "".join(_past_item(lab, names, m) for m in screen.past)
        if screen.past_more:
            items += f'<li class="more">{esc(lab.t("past_more", n=screen.past_more))}</li>'
        past = f'<h3>{esc(lab.t("past_matches"))}</h3><ul class="past">{items}</ul>'
    body = table + past + f'<div class="buttons">{_close(lab)}</div>'
    return _panel("sheet", lab.t("score_sheet"), body)


def _past_item(lab: Labels, names: tuple[str, str, str], match: dict[str, Any]) -> str:
    date = time.strftime("%Y-%m-%d", time.gmtime(match["started"] / 1000))
    text = lab.t("match_of", date=date, n=match["deals"])
    totals = match["totals"]
    if totals is not None:
        who = (match["name"] or names[0], names[1], names[2])
        text += ": " + " · ".join(f"{w} {signed(p)}" for w, p in zip(who, totals, strict=True))
    return f"<li>{esc(text)}</li>"


def _last_trick(screen: Screen) -> str:
    obs, lab, names, deck = screen.obs, screen.labels, screen.names, screen.settings.deck
    assert obs is not None
    if not obs["tricks"]:
        body = f"<p>{esc(lab.t('no_last_trick'))}</p>"
        title = lab.t("last_trick")
    else:
        last = obs["tricks"][-1]
        won = lab.t("trick_to", name=names[last["winner"]])
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
    return _panel("trick", title, body + f'<div class="buttons">{_close(lab)}</div>')
