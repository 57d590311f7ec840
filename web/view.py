"""The page as HTML, rendered from one ``Screen`` (the observation plus page state). Pure.

Owns the table: the bar of page controls, the two opponents (card backs, counts, speech
labels, dealer and turn marks), the contract, the trick in the middle, the prompt with one
``data-action`` button per legal action, the player's aids under it (``assist.py``: undo
and hint; the hinted control gets ``is-hinted``), and the player's fanned hand of
``data-card`` buttons. The classes the card motion keys on (``motion.css``): ``motion`` on
the table, ``is-latest`` on the card just played, ``won-<place>`` on a finished trick,
``is-new`` on the newest call. The overlays (new-game dialog, result, score sheet, last
trick, statistics) are in ``panels.py``. Hooks of design.md §4: ``#table[data-phase]`` is
the engine phase of the deal on screen (``setup`` before the first deal); every engine
control carries ``data-action`` and is ``disabled`` unless legal; every other control
carries ``data-control``.
"""

from __future__ import annotations

from typing import Any

from . import assist, panels
from .labels import Labels
from .markup import (
    SEAT_PLACE,
    Screen,
    attrs,
    back,
    discard_action,
    esc,
    face,
    hand_order,
    history_text,
    suit_icon,
)

__all__ = ["Screen", "render", "phase_of"]

_SPEECH_PHASES = ("auction", "naming", "exchange", "announce", "defence")


def phase_of(screen: Screen) -> str:
    """The ``data-phase`` hook: the engine phase on screen, or ``setup``."""
    return screen.obs["phase"] if screen.obs is not None else "setup"


def render(screen: Screen) -> str:
    """The whole page body (bar, notices, table, overlays) for ``screen``."""
    return "".join(
        (
            _bar(screen),
            panels.notices(screen),
            _table(screen),
            panels.overlay(screen),
        )
    )


# --- the bar of page controls ------------------------------------------------------------


def _bar(screen: Screen) -> str:
    lab, obs = screen.labels, screen.obs
    info = ""
    if obs is not None:
        dealer = screen.names[obs["dealer"]]
        info = f"{lab.t('deal_n', n=screen.deal_number)} · {lab.t('dealer_is', name=dealer)}"
    has_trick = bool(obs and obs["tricks"])

    def control(name: str, text: str, **extra: object) -> str:
        toggles = ("last-trick", "score-sheet", "rules", "stats")
        pressed = screen.overlay == name if name in toggles else None
        aria = None if pressed is None else str(pressed).lower()
        return (
            f'<button type="button"{attrs(data_control=name, aria_pressed=aria, **extra)}>'
            f"{esc(text)}</button>"
        )

    return (
        f'<header class="bar"><h1 class="brand">{esc(lab.t("title"))}</h1>'
        f'<p class="deal-info">{esc(info)}</p><nav class="controls">'
        + control("last-trick", lab.t("last_trick"), disabled=not has_trick, aria_keyshortcuts="L")
        + control("score-sheet", lab.t("score_sheet"), disabled=obs is None)
        + control("stats", lab.t("stats"))
        + control("rules", lab.t("rules"))
        + control("settings", lab.t("settings"))
        + control("new-game", lab.t("new_game"))
        + ("" if screen.overlay == "dialog" else control("online", lab.t("online")))
        + "</nav></header>"
    )


# --- the table ---------------------------------------------------------------------------


def _table(screen: Screen) -> str:
    obs = screen.obs
    classes = "table four-color" if screen.settings.four_color else "table"
    classes += " motion" if screen.motion > 0 else ""  # web/motion.css
    head = f'<main id="table"{attrs(class_=classes, data_phase=phase_of(screen))}>'
    if obs is None:
        return head + f'<p class="setup-hint">{esc(screen.labels.t("setup"))}</p></main>'
    return (
        head
        + _opponent(screen, 1)
        + _center(screen)
        + _opponent(screen, 2)
        + _me(screen)
        + (panels.result(screen) if obs["phase"] == "done" else "")
        + "</main>"
    )


def _badges(screen: Screen, seat: int) -> str:
    lab, obs = screen.labels, screen.obs
    assert obs is not None
    out = []
    if obs["dealer"] == seat:
        out.append(f'<span class="badge badge-dealer">{esc(lab.t("dealer"))}</span>')
    if obs["forehand"] == seat and obs["phase"] == "auction":
        out.append(f'<span class="badge">{esc(lab.t("forehand"))}</span>')
    if obs["declarer"] == seat:
        out.append(f'<span class="badge badge-declarer">{esc(lab.t("declarer"))}</span>')
    if obs["to_move"] == seat:
        word = lab.t("thinking") if screen.thinking == seat else lab.t("to_act")
        out.append(f'<span class="badge badge-turn">{esc(word)}</span>')
    return "".join(out)


def _seat_classes(screen: Screen, seat: int) -> str:
    obs = screen.obs
    assert obs is not None
    classes = ["seat", f"seat-{SEAT_PLACE[seat]}"]
    if obs["to_move"] == seat:
        classes.append("is-turn")
    if obs["declarer"] == seat:
        classes.append("is-declarer")
    if obs["players"] and seat not in obs["players"]:
        classes.append("is-out")
    return " ".join(classes)


def _speech(screen: Screen, seat: int) -> str:
    """The seat's latest call, while the auction and the decisions are going on."""
    obs = screen.obs
    assert obs is not None
    if obs["phase"] not in _SPEECH_PHASES:
        return ""
    said = [h["action"] for h in obs["history"] if h["seat"] == seat]
    if not said:
        return ""
    text = history_text(screen.labels, said[-1])
    latest = obs["history"][-1]["seat"] == seat  # the newest call pops up (web/motion.css)
    return f'<p class="speech{" is-new" if latest else ""}">{esc(text)}</p>'


def _stats(screen: Screen, seat: int) -> str:
    lab, obs = screen.labels, screen.obs
    assert obs is not None
    cards = lab.count("cards", obs["hand_sizes"][seat])
    tricks = lab.count("tricks", obs["tricks_won"][seat])
    return f'<p class="stats">{esc(cards)} · {esc(tricks)}</p>'


def _opponent(screen: Screen, seat: int) -> str:
    lab, obs = screen.labels, screen.obs
    assert obs is not None
    name = screen.names[seat]
    deck = screen.settings.deck
    count = obs["hand_sizes"][seat]
    open_hand = obs["open_hand"]
    if open_hand is not None and open_hand["seat"] == seat:  # R4.3: Bettler Ouvert
        cards = hand_order(open_hand["cards"], None)
        label = lab.t("open_hand", name=name)
        shown = "".join(
            f'<span class="card open" role="img"{attrs(aria_label=lab.card(c))}>'
            f"{face(deck, c)}</span>"
            for c in cards
        )
        box = attrs(class_="open-hand", aria_label=label, data_vars=f"--n:{len(cards)}")
        hand = f"<div{box}>{shown}</div>"
    else:
        hand = (
            f'<div class="backs" aria-hidden="true" data-vars="--n:{count}">'
            + "".join(f'<span class="card">{back(deck)}</span>' for _ in range(count))
            + "</div>"
        )
    out = lab.t("role:pass") if "is-out" in _seat_classes(screen, seat) else ""
    return (
        f"<section{attrs(class_=_seat_classes(screen, seat), aria_label=name)}>"
        f'<header class="seat-head"><span class="name">{esc(name)}</span>'
        f"{_badges(screen, seat)}</header>{hand}{_stats(screen, seat)}"
        + (f'<p class="speech">{esc(out)}</p>' if out else _speech(screen, seat))
        + "</section>"
    )


# --- the middle: contract, trick, prompt, call log ----------------------------------------


def _center(screen: Screen) -> str:
    return (
        '<section class="center">'
        + _contract(screen)
        + _trick(screen)
        + _prompt(screen)
        + assist.tools(screen)
        + _log(screen)
        + "</section>"
    )


def _contract(screen: Screen) -> str:
    lab, obs, names = screen.labels, screen.obs, screen.names
    assert obs is not None
    items: list[tuple[str, str]] = []
    declarer = obs["declarer"]
    if declarer is None:
        high = obs["auction"]["high"]
        if high is not None:
            holders = ", ".join(names[s] for s in obs["auction"]["holders"])
            items.append((lab.t("bid"), f"{lab.bid(high)} ({holders})"))
    else:
        items.append((lab.t("declarer"), names[declarer]))
        if obs["game"] is not None:
            items.append((lab.t("contract"), lab.game(obs["game"], obs["bid"])))
            trump = obs["trump"]
            items.append((lab.t("trumps"), lab.suit(trump) if trump else lab.t("no_trumps")))
        items.append((lab.t("bid"), lab.bid(obs["bid"])))
        defence = panels.defence_text(screen)
        if defence:
            items.append((lab.t("defence"), defence))
        if obs["discard"]:
            items.append((lab.t("discard_pile"), ", ".join(lab.card(c) for c in obs["discard"])))
    if not items:
        return '<dl class="contract"></dl>'
    body = "".join(f'<div class="item"><dt>{esc(k)}</dt><dd>{esc(v)}</dd></div>' for k, v in items)
    return f'<dl class="contract">{body}</dl>'


def _trick(screen: Screen) -> str:
    """The current trick; between tricks the finished one stays, its winner marked."""
    lab, obs, deck = screen.labels, screen.obs, screen.settings.deck
    assert obs is not None
    cards: list[dict[str, Any]] = obs["trick"]["cards"]
    winner, caption = None, ""
    if not cards and obs["tricks"] and obs["phase"] in ("play", "done"):
        last = obs["tricks"][-1]
        cards, winner = last["cards"], last["winner"]
        caption = lab.t("trick_to", name=screen.names[winner])
    newest = obs["history"][-1]["action"] if obs["history"] else ""
    latest = newest[5:] if newest.startswith("play:") else None  # flies in (web/motion.css)
    played = "".join(
        "<span"
        + attrs(
            class_=_played_class(c["seat"], winner) + (" is-latest" if c["card"] == latest else ""),
            data_played=c["card"],
            data_seat=c["seat"],
            role="img",
            aria_label=f"{screen.names[c['seat']]}: {lab.card(c['card'])}",
            data_vars=_fan(obs, c["card"]) if c["seat"] == 0 and c["card"] == latest else None,
        )
        + f">{face(deck, c['card'])}</span>"
        for c in cards
    )
    label = caption or lab.t("trick_n", n=len(obs["tricks"]) + 1)
    state, hold = "", None
    if winner is not None:  # web/motion.css gathers it to the winner before the next lead
        state = f" is-complete won-{SEAT_PLACE[winner]}"
        hold = f"--hold:{max(0.25, 2 * screen.motion - 0.45):.2f}s"
    return (
        f'<div class="trick{state}" role="group"{attrs(aria_label=label, data_vars=hold)}>{played}'
        f'<p class="trick-caption">{esc(caption)}</p></div>'
    )


def _fan(obs: dict[str, Any], card: str) -> str:
    """Where the player's card sat in his fan before he played it (``--fan``, motion.css)."""
    cards = hand_order([*obs["hand"], card], obs["trump"])
    return f"--fan:{cards.index(card) - (len(cards) - 1) / 2:g}"


def _played_class(seat: int, winner: int | None) -> str:
    classes = f"card played from-{SEAT_PLACE[seat]}"
    return classes + " is-winner" if seat == winner else classes


def _prompt(screen: Screen) -> str:
    """The decision in front of the player: one button per legal action, or who is to act."""
    lab, obs = screen.labels, screen.obs
    assert obs is not None
    phase, legal = obs["phase"], obs["legal"]
    if phase == "done":
        return '<div class="prompt" tabindex="-1"></div>'
    if not legal:
        mover = obs["to_move"]
        text = lab.t("waiting", name=screen.names[mover]) if mover is not None else ""
        return f'<div class="prompt is-waiting" tabindex="-1"><p>{esc(text)}</p></div>'
    if phase == "play":
        key = "prompt:lead" if not obs["trick"]["cards"] else "prompt:play"
        return f'<div class="prompt" tabindex="-1"><p>{esc(lab.t(key))}</p></div>'
    if phase == "exchange":
        return _exchange_prompt(screen, lab)
    title = lab.t("prompt:invite" if legal[0].startswith("invite:") else f"prompt:{phase}")
    buttons = "".join(_action_button(screen, action) for action in legal)
    return (
        f'<div class="prompt" tabindex="-1"><p>{esc(title)}</p>'
        f'<div class="actions">{buttons}</div></div>'
    )


def _action_button(screen: Screen, action: str, enabled: bool = True) -> str:
    lab, deck = screen.labels, screen.settings.deck
    kind, _, arg = action.partition(":")
    icon = suit_icon(deck, arg) if kind in ("name", "announce") and arg in "CSDH" else ""
    css = "action" + (" is-pass" if action in ("pass", "defend:pass", "invite:no") else "")
    css += " is-hinted" if action in assist.hinted(screen) else ""
    return (
        f'<button type="button"{attrs(class_=css, data_action=action, disabled=not enabled)}>'
        f"{icon}{esc(lab.action(action))}</button>"
    )


def _exchange_prompt(screen: Screen, lab: Labels) -> str:
    obs = screen.obs
    assert obs is not None
    action = discard_action(screen.selected)
    ready = len(screen.selected) == 2 and action in obs["legal"]
    talon = ", ".join(lab.card(c) for c in obs["talon"] or [])
    return (
        f'<div class="prompt" tabindex="-1"><p>{esc(lab.t("prompt:exchange"))}</p>'
        f'<p class="talon-note">{esc(lab.t("talon"))}: {esc(talon)} · '
        f"{esc(lab.t('prompt:exchange_n', n=len(screen.selected)))}</p>"
        f'<div class="actions">{_action_button(screen, action, ready)}</div></div>'
    )


def _log(screen: Screen) -> str:
    """Every public call so far (the trick play is on the table, not in the log)."""
    lab, obs = screen.labels, screen.obs
    assert obs is not None
    items = [
        f"<li><b>{esc(screen.names[h['seat']])}</b> {esc(history_text(lab, h['action']))}</li>"
        for h in obs["history"]
        if not h["action"].startswith("play:")
    ]
    if not items:
        return ""
    # The box is a reversed flex column, so it shows (scrolls to) the newest call.
    # Focusable (tabindex 0), so a keyboard can scroll it too.
    box = attrs(class_="log", role="region", tabindex=0, aria_label=lab.t("calls"))
    return f"<div{box}><ol>{''.join(items)}</ol></div>"


# --- the player's hand -------------------------------------------------------------------


def _me(screen: Screen) -> str:
    lab, obs, deck = screen.labels, screen.obs, screen.settings.deck
    assert obs is not None
    phase, legal = obs["phase"], obs["legal"]
    playable = {a[5:] for a in legal if a.startswith("play:")}
    choosing = phase == "exchange" and bool(legal)
    talon = set(obs["talon"] or []) if phase == "exchange" else set()
    cards = hand_order(obs["hand"], obs["trump"])
    hinted = assist.hinted(screen)
    buttons = []
    for i, card in enumerate(cards):
        label = lab.card(card) + (f" ({lab.t('talon_mark')})" if card in talon else "")
        classes = "card" + (" from-talon" if card in talon else "")
        classes += " is-hinted" if card in hinted else ""
        selected = card in screen.selected if choosing else None
        buttons.append(
            "<button"
            + attrs(
                type="button",
                class_=classes + (" is-selected" if selected else ""),
                data_card=card,
                data_suit=card[0],
                data_action=f"play:{card}" if phase == "play" else None,
                aria_label=label,
                aria_pressed=None if selected is None else str(selected).lower(),
                data_vars=f"--i:{i}",
                disabled=not (card in playable or choosing),
            )
            + f">{face(deck, card)}</button>"
        )
    name = screen.names[0]
    return (
        f"<section{attrs(class_=_seat_classes(screen, 0), aria_label=name)}>"
        f'<header class="seat-head"><span class="name">{esc(name)}</span>'
        f"{_badges(screen, 0)}{_stats(screen, 0)}{_speech(screen, 0)}</header>"
        f'<div class="hand" role="group" tabindex="-1"{attrs(aria_label=lab.t("your_cards"))}'
        f' data-vars="--n:{len(cards)}">{"".join(buttons)}</div></section>'
    )
