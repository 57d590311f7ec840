"""The player's aids on the table, rendered from a ``Screen``: undo, hint, analysis. Pure.

Owns the row of aids under the prompt (``data-control="undo"`` and ``data-control="hint"``,
each with a tooltip saying what it does; the hint is disabled while no decision is due;
undo, when it cannot act, is only ``aria-disabled``, so a click can say why, also on touch
screens without tooltips), the hint's
wording, which controls the hint highlights (``hinted``: the recommended card or button
gets the class ``is-hinted``), and the result panel's line on best play by all.

The hint phrases the Profi's answer (``game.bots.advise``): the recommended action and its
expected points over the sampled deals, with the share of deals won where known. For a card
of a defender the points are the defence's (the Profi values a defender's card by what the
declarer loses). Numbers follow the language: "+3,2" and "78 %" in German and Russian, "+3.2" and
"78%" in English. A tap on an aid that cannot act now says why on the page (``why_off``).
"""

from __future__ import annotations

from typing import Any

from .labels import Labels
from .markup import Screen, attrs, esc
from .phrases import game_in_text, is_you

__all__ = [
    "FEW_SAMPLES",
    "tools",
    "hint_text",
    "hint_parts",
    "hinted",
    "analysis_line",
    "points",
    "amount",
    "share",
]


FEW_SAMPLES = 20
"""Below this many solved deals the hint counts the deals won ("in 4 of 4 deals") rather
than quoting a share, which would sound surer than so few deals are."""


def points(lab: Labels, value: float) -> str:
    """Expected points with sign and one decimal: ``+3,2`` (de), ``−0.5`` (en), ``0``."""
    rounded = round(value, 1)
    if rounded == 0:
        return "0"
    text = f"{abs(rounded):.1f}"
    if lab.lang in ("de", "ru"):
        text = text.replace(".", ",")
    return ("+" if rounded > 0 else "\u2212") + text


def amount(lab: Labels, obs: dict[str, Any], value: float) -> str:
    """``points`` with its unit: points, or chips in a deal played for a pool (§9.9), where
    the bots' values are chips (a play-tester read "+48,0 Punkte" and won 48 chips, 9 points).

    >>> from web.labels import labels_for
    >>> de, en = labels_for("de", "french"), labels_for("en", "french")
    >>> amount(de, {"pool": 20}, 48), amount(en, {"pool": None}, -0.5)
    ('+48,0 Fische', '−0.5 points')
    >>> amount(labels_for("ru", "french"), {"pool": 20}, 0.01)
    '0 фишек'
    """
    shown = points(lab, value)
    if obs.get("pool") is not None and shown == "0":  # a whole number: "0 фишек", not "фишки"
        return lab.count("result:chips", 0)
    unit = lab.t("hint:unit:pool" if obs.get("pool") is not None else "hint:unit")
    return f"{shown} {unit}"


def share(lab: Labels, fraction: float) -> str:
    """A share as a percentage: ``78 %`` (de, ru: with a narrow space), ``78%`` (en)."""
    percent = round(100 * fraction)
    return f"{percent}%" if lab.lang == "en" else f"{percent}\u202f%"


def hint_text(lab: Labels, obs: dict[str, Any], answer: dict[str, Any]) -> str:
    """The hint's sentence for ``answer`` (``advise``'s action, reason and values)."""
    text, detail = hint_parts(lab, obs, answer)
    return f"{text}; {detail}" if detail else text


def hint_parts(lab: Labels, obs: dict[str, Any], answer: dict[str, Any]) -> tuple[str, str]:
    """The hint's sentence and its detail (how many deals were solved; may be empty)."""
    action = str(answer["action"])
    reason: dict[str, Any] = answer.get("reason") or {}
    values: dict[str, float] = answer.get("values") or {}
    name = lab.action(action)
    if reason.get("kind") == "forced" or len(obs["legal"]) == 1:
        return lab.t("hint:forced", action=name), ""
    if reason.get("kind") == "guided":  # the guided first deal's bid (guide.guided_hint)
        return lab.t("hint:guided", action=name), lab.t("hint:guided_more")
    if reason.get("kind") in ("rule", "unexplained"):  # four aces (§9.6); Kontra (§9.3)
        return lab.t("hint:" + reason["kind"], action=name), ""
    phase = obs["phase"]
    if (
        reason.get("kind") == "heuristic"
        and action not in values
        and not any(key.startswith(action + " (") for key in values)
    ):  # no value to quote (e.g. a discard chosen by the rules of thumb alone)
        return lab.t("hint:by_hand", action=name), ""
    if phase == "auction" and action == "pass":
        bids = {k: v for k, v in values.items() if k != "pass"}
        if bids:
            best = max(bids, key=lambda k: bids[k])
            text = lab.t("hint:pass", best=lab.action(best), points=amount(lab, obs, bids[best]))
        else:
            text = lab.action(action)
    elif phase == "exchange":
        game, value = reason.get("game"), values.get(action)  # the discard's plan (Profi)
        if value is None:
            text = name
        elif not isinstance(game, str):
            text = lab.t("hint:value", action=name, points=amount(lab, obs, value))
        else:
            game_name = lab.game(game, obs["bid"])
            worth = amount(lab, obs, value)
            text = lab.t("hint:exchange", action=name, game=game_name, points=worth)
    elif reason.get("kind") == "heuristic":
        value = values.get(action)
        estimate = "" if value is None else amount(lab, obs, value)
        return lab.t("hint:heuristic", action=name, points=estimate), ""
    else:
        value = values.get(action, reason.get("expected"))
        defending = phase == "play" and obs["declarer"] != obs["seat"]
        key = "hint:value_x" if defending else "hint:value"
        text = name if value is None else lab.t(key, action=name, points=amount(lab, obs, value))
        win = reason.get("win")
        samples = reason.get("samples")
        if isinstance(win, int | float) and phase in ("play", "auction"):
            key = "hint:win_x" if defending else "hint:win"
            if isinstance(samples, int) and 0 < samples < FEW_SAMPLES:
                # "in 4 of 4 deals", not "in 100 %": so few deals make no percentage
                won = round(win * samples)
                return text + ", " + lab.t(key + ":count", won=won, n=samples), ""
            text += ", " + lab.t(key, share=share(lab, win))
    samples = reason.get("samples")
    return text, lab.t("hint:samples", n=samples) if samples else ""


def hinted(screen: Screen) -> frozenset[str]:
    """Actions and cards the ready hint recommends (they get the class ``is-hinted``)."""
    hint = screen.hint
    if hint is None or hint.get("status") != "ready" or not hint.get("answer"):
        return frozenset()
    action = str(hint["answer"]["action"])
    kind, _, arg = action.partition(":")
    if kind == "play":
        return frozenset((action, arg))
    if kind == "discard":
        return frozenset((action, *arg.split(",")))
    return frozenset((action,))


def _hint_line(screen: Screen) -> str:
    lab, hint, obs = screen.labels, screen.hint, screen.obs
    if hint is None or obs is None:
        return ""
    status = hint.get("status")
    if status in ("asked", "running"):
        return f'<p class="hint is-pending">{esc(lab.t("hint:pending"))}</p>'
    answer = hint.get("answer")
    if status != "ready" or not answer:
        return f'<p class="hint is-failed">{esc(lab.t("hint:failed"))}</p>'
    box = attrs(class_="hint", data_hint=answer["action"], data_ms=hint.get("ms"))
    text, detail = hint_parts(lab, obs, answer)
    more = f'<span class="hint-more">; {esc(detail)}</span>' if detail else ""
    return f"<p{box}><b>{esc(lab.t('hint:prefix'))}:</b> {esc(text)}{more}</p>"


def tools(screen: Screen) -> str:
    """The aids under the prompt: undo and hint buttons, the hint, what was taken back."""
    lab, obs = screen.labels, screen.obs
    if obs is None or obs["phase"] == "done":
        return ""
    undo_tip = lab.t("undo:title") if screen.undo is None else lab.t(f"undo:{screen.undo}")
    asking = screen.hint is not None and screen.hint.get("status") in ("asked", "running")
    undo = attrs(  # not disabled when unavailable: a click says why (touch has no tooltip)
        type="button",
        class_="tool",
        data_control="undo",
        title=undo_tip,
        aria_disabled="true" if screen.undo is not None else None,
    )
    hint = attrs(  # not disabled while it is not his turn either: a tap says why; nor while
        # it is computed (a press then does nothing): a disabled button drops the focus
        type="button",
        class_="tool",
        data_control="hint",
        title=lab.t("hint:title") if obs["legal"] else lab.t("why_off:hint"),
        aria_pressed="true" if screen.hint is not None else "false",
        aria_disabled="true" if asking or not obs["legal"] else None,
    )
    undone = ""
    if screen.undone:
        text = lab.t("undone", action=lab.action(screen.undone))
        undone = f'<p class="undone">{esc(text)}</p>'
    elif screen.undo_note:
        undone = f'<p class="undone undo-why">{esc(lab.t(f"undo:{screen.undo_note}"))}</p>'
    elif screen.off_note == "hint":
        undone = f'<p class="undone undo-why">{esc(lab.t("why_off:hint"))}</p>'
    return (
        f'<div class="assist"><div class="assist-buttons">'
        f'<button{undo}><span aria-hidden="true">↶ </span>'
        f'<span class="tool-name">{esc(lab.t("undo"))}</span></button>'
        f'<button{hint}><span aria-hidden="true">? </span>'
        f'<span class="tool-name">{esc(lab.t("hint"))}</span></button>'
        f"</div>{_hint_line(screen)}{undone}</div>"
    )


def analysis_line(screen: Screen) -> str:
    """The result panel's line on best play by all (``analysis.deal_analysis``), in the
    game's own measure: tricks in a trump game, won or lost in a game of fixed value."""
    lab, analysis = screen.labels, screen.analysis
    if analysis is None or analysis.get("kind") == "none":
        return ""
    kind = analysis.get("kind")
    if kind == "pending":
        text, state = lab.t("analysis:pending"), "pending"
    elif kind == "solved":
        declarer = int(analysis["declarer"])
        game = str(analysis["game"])
        if game in ("C", "S", "D", "H"):
            text = lab.s(
                "analysis:trump",
                is_you(declarer),
                name=screen.names[declarer],
                best=lab.count("tricks", int(analysis["best"])),
                played=int(analysis["played"]),
            )
        else:
            won = bool(analysis.get("won"))
            makeable = bool(analysis["makeable"])
            key = {
                (True, True): "sure",
                (True, False): "missed",
                (False, False): "doomed",
                (False, True): "lucky",
            }[makeable, won]
            name = game_in_text(lab, game, analysis.get("bid"))
            text = lab.t(f"analysis:{key}", game=name[:1].upper() + name[1:])
        state = "ready"
    else:
        text, state = lab.t("analysis:failed"), "failed"
    box = attrs(class_="analysis", data_analysis=state, data_ms=analysis.get("ms"))
    return f"<p{box}>{esc(text)}</p>"
