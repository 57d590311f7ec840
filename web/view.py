"""The page as HTML, rendered from one ``Screen`` (the observation plus page state). Pure.

Owns the table: the bar (deal, the match totals ``[data-field="totals"]`` with the last
deal's change, the sound switch, and the page controls, which on a phone fold into a
compact menu behind ``[data-control="menu"]``), the two opponents (card backs, counts,
speech bubbles, dealer and turn marks), the contract in one line, the talon (face down in
the auction; turned over for the declarer during the exchange, its two cards marked in his
hand until he discards; the discard shown to him during the play), the trick in the
middle, the guide's explanation (``guide.py``), the prompt with one ``data-action`` button
per legal action, the duty that locks cards (visible, not only as a tooltip), the player's
aids (``assist.py``: undo and hint), the call log, and the player's hand of ``data-card``
buttons. After the deal: the result (``panels.result``) or the review of its tricks
(``review.py``: every hand open, the best card marked where it differs from the card
played). Game terms carry ``data-term`` and a tooltip; a long press explains them on touch
screens (``term-tip``). The classes the card motion keys on (``motion.css``): ``motion`` on
the table, ``is-latest`` on the card just played, ``won-<place>`` on a finished trick,
``is-new`` on the newest call. The overlays (dialogs, score sheet, last trick, calls,
statistics) are in ``panels.py``. Hooks of design.md §4: ``#table[data-phase]`` is the
engine phase of the deal on screen (``setup`` before the first deal); every engine control
carries ``data-action`` and is ``disabled`` unless legal; every other control carries
``data-control``.
"""

from __future__ import annotations

from typing import Any

from . import assist, panels
from .announce import prompt_text
from .guide import duty, game_term, seat_term, term_of
from .house_view import contract_extras
from .labels import Labels, signed
from .markup import (
    SEAT_PLACE,
    Screen,
    attrs,
    back,
    discard_action,
    esc,
    face,
    hand_order,
    suit_icon,
)
from .phrases import game_in_text, is_you, speech_text

__all__ = ["Screen", "render", "phase_of", "MENU"]

_SPEECH_PHASES = (
    *("auction", "naming", "hand", "exchange", "announce", "nachgehen", "aces", "defence"),
    "kontra",
)
MENU = (
    *("last-trick", "score-sheet", "calls", "stats", "rules", "settings", "new-game"),
    "online",
)
"""The page controls of the bar, in order (``[data-control]``); folded into the menu on
phones."""
_MENU_TEXT = {
    "last-trick": "last_trick",
    "score-sheet": "score_sheet",
    "calls": "calls_menu",
    "stats": "stats",
    "rules": "rules",
    "settings": "settings",
    "new-game": "new_game_menu",
    "online": "online",
}


_ICON = '<svg class="icon" viewBox="0 0 24 24" aria-hidden="true" focusable="false">'
_SPEAKER = '<path d="M3 9h4l5-4v14l-5-4H3z" fill="currentColor"/>'
_SPEAKER_ON = (
    _ICON + _SPEAKER + '<path d="M15.5 8.5a5 5 0 0 1 0 7M18 6a8.5 8.5 0 0 1 0 12" fill="none" '
    'stroke="currentColor" stroke-width="2" stroke-linecap="round"/></svg>'
)
_SPEAKER_OFF = (
    _ICON
    + _SPEAKER
    + '<path d="M15.5 9.5l5 5m0-5l-5 5" fill="none" stroke="currentColor" stroke-width="2" '
    'stroke-linecap="round"/></svg>'
)
_MENU_ICON = (
    _ICON + '<path d="M4 6h16M4 12h16M4 18h16" fill="none" stroke="currentColor" '
    'stroke-width="2.2" stroke-linecap="round"/></svg>'
)


def phase_of(screen: Screen) -> str:
    """The ``data-phase`` hook: the engine phase on screen, or ``setup``."""
    return screen.obs["phase"] if screen.obs is not None else "setup"


def render(screen: Screen) -> str:
    """The whole page body (bar, notices, table, overlays) for ``screen``."""
    opened = panels.overlay(screen)  # the notices go with an open panel (not under it)
    return "".join(
        (
            _bar(screen),
            "" if opened else panels.notices(screen),
            _table(screen),
            _term_tip(screen),
            opened,
        )
    )


def _term(lab: Labels, term: str | None) -> dict[str, str | None]:
    """``data-term`` and the tooltip of an element that stands for a game term."""
    if term is None:
        return {"data_term": None, "title": None}
    return {"data_term": term, "title": lab.t(f"term:{term}")}


# --- the bar: deal, totals, sound, page controls ----------------------------------------


def _bar(screen: Screen) -> str:
    lab, obs = screen.labels, screen.obs
    info = ""
    if obs is not None:
        dealer = screen.names[obs["dealer"]]
        info = f"{lab.t('deal_n', n=screen.deal_number)} · {lab.t('dealer_is', name=dealer)}"
        if screen.practice:
            info += f" · {lab.t('practice_short')}"
    toggle = attrs(
        type="button",
        class_="menu-toggle",
        data_control="menu",
        aria_expanded=str(screen.menu).lower(),
        aria_controls="menu",
    )
    sound = attrs(
        type="button",
        class_="sound-toggle",
        data_control="sound",
        aria_pressed=str(screen.settings.sound).lower(),
        aria_label=lab.t("sound"),
        title=lab.t("sound_on" if screen.settings.sound else "sound_off"),
    )
    # the friends' panel opens from the new-match dialog while that is up (one entry only)
    shown = [c for c in MENU if c != "online" or screen.overlay != "dialog"]
    return (
        f'<header class="bar"><h1 class="brand">{esc(lab.t("title"))}</h1>'
        f'<div class="bar-info"><p class="deal-info">{esc(info)}</p>{_totals(screen)}</div>'
        f"<button{sound}>{_SPEAKER_ON if screen.settings.sound else _SPEAKER_OFF}</button>"
        f'<button{toggle}>{_MENU_ICON}<span class="menu-label">{esc(lab.t("menu"))}</span>'
        "</button>"
        f"<nav{attrs(id='menu', class_='controls is-open' if screen.menu else 'controls')}"
        f"{attrs(aria_label=lab.t('menu'))}>{''.join(_menu_item(screen, c) for c in shown)}"
        "</nav></header>"
    )


def _menu_item(screen: Screen, name: str) -> str:
    lab, obs = screen.labels, screen.obs
    toggles = ("last-trick", "score-sheet", "rules", "stats", "calls")
    pressed = str(screen.overlay == name).lower() if name in toggles else None
    off = None  # why the control cannot act now: said next to it, not only in a tooltip
    if name == "last-trick" and not (obs and obs["tricks"]):
        off = "why_off:last-trick"
    elif name in ("score-sheet", "calls") and obs is None:
        off = "why_off:score-sheet"
    note = f'<small class="why-off">{esc(lab.t(off))}</small>' if off else ""
    button = attrs(
        type="button",
        data_control=name,
        aria_pressed=pressed,
        aria_keyshortcuts="L" if name == "last-trick" else None,
        aria_haspopup="dialog" if name == "online" else None,
        disabled=off is not None,
        title=lab.t(off) if off else None,
    )
    text = panels.sheet_title(screen) if name == "score-sheet" else lab.t(_MENU_TEXT[name])
    return f"<button{button}>{esc(text)}{note}</button>"


def _totals(screen: Screen) -> str:
    """The match totals with the last deal's change (``[data-field="totals"]``)."""
    lab = screen.labels
    if screen.obs is None:
        return ""
    items = []
    for seat, total in enumerate(screen.totals):
        change = screen.last_change[seat] if screen.last_change is not None else None
        spoken = f"{screen.names[seat]} {signed(total)}"
        shown = ""
        if change is not None:
            spoken += f" ({lab.t('totals_change', v=signed(change))})"
            shown = f' <small class="change">({esc(signed(change))})</small>'
        # data-change last: it appears after the first deal (the patch in web/dom.js appends)
        item = attrs(
            class_="total",
            data_seat=seat,
            data_total=total,
            aria_label=spoken,
            data_change=change,
        )
        items.append(
            f'<li{item}><span class="who">{esc(screen.names[seat])}</span> '
            f'<b class="points">{esc(signed(total))}</b>{shown}</li>'
        )
    box = attrs(class_="totals", data_field="totals", aria_label=lab.t("totals_label"))
    return f"<ul{box}>{''.join(items)}</ul>"


def _term_tip(screen: Screen) -> str:
    """The explanation of a game term after a long press (touch has no tooltips)."""
    if screen.term is None:
        return ""
    lab = screen.labels
    close = attrs(type="button", data_control="close-term", aria_label=lab.t("close"))
    return (
        f'<div class="term-tip" role="status"><p>{esc(lab.t(f"term:{screen.term}"))}</p>'
        f"<button{close}>×</button></div>"
    )


# --- the table ---------------------------------------------------------------------------


def _table(screen: Screen) -> str:
    obs = screen.obs
    classes = "table four-color" if screen.settings.four_color else "table"
    classes += " motion" if screen.motion > 0 else ""  # web/motion.css
    classes += " is-review" if screen.review is not None else ""
    head = f'<main id="table"{attrs(class_=classes, data_phase=phase_of(screen))}>'
    if obs is None:  # a friend's guest waits for the host's first deal, the others choose
        guest = screen.online is not None and screen.online.get("role") == "guest"
        hint = screen.labels.t("online:table_wait" if guest else "setup")
        return head + f'<p class="setup-hint">{esc(hint)}</p></main>'
    if screen.review is not None:
        return head + _review(screen) + "</main>"
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

    def badge(css: str, text: str, term: str | None = None) -> str:
        return f"<span{attrs(class_=f'badge {css}'.strip(), **_term(lab, term))}>{esc(text)}</span>"

    out = []
    if obs["dealer"] == seat:
        out.append(badge("badge-dealer", lab.t("dealer"), seat_term("dealer", obs)))
    if obs["forehand"] == seat and obs["phase"] == "auction":
        out.append(badge("", lab.t("forehand"), seat_term("forehand", obs)))
    if obs["declarer"] == seat:
        out.append(badge("badge-declarer", lab.t("declarer"), "declarer"))
    if obs["to_move"] == seat:
        word = lab.t("thinking") if screen.thinking == seat else lab.t("to_act")
        out.append(badge("badge-turn", word))
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
    """The seat's latest call, as he said it, while the auction and the decisions last."""
    obs = screen.obs
    assert obs is not None
    if obs["players"] and seat not in obs["players"]:
        return f'<p class="speech">{esc(screen.labels.t("role:pass"))}</p>'
    if obs["phase"] not in _SPEECH_PHASES:
        return ""
    said = [h["action"] for h in obs["history"] if h["seat"] == seat]
    if not said:
        return ""
    text = speech_text(screen.labels, said[-1])
    latest = obs["history"][-1]["seat"] == seat  # the newest call pops up (web/motion.css)
    return f'<p class="speech{" is-new" if latest else ""}">{esc(text)}</p>'


def _stats(screen: Screen, seat: int) -> str:
    lab, obs = screen.labels, screen.obs
    assert obs is not None
    cards = lab.count("cards", obs["hand_sizes"][seat])
    tricks = lab.count("tricks", obs["tricks_won"][seat])
    return (
        f'<p class="stats"><span class="count">{esc(cards)}</span> '
        f'<span class="count">{esc(tricks)}</span></p>'
    )


def _opponent(screen: Screen, seat: int) -> str:
    lab, obs = screen.labels, screen.obs
    assert obs is not None
    name = screen.names[seat]
    deck = screen.settings.deck
    count = obs["hand_sizes"][seat]
    open_hand = obs["open_hand"]
    if open_hand is not None and open_hand["seat"] == seat:  # R4.3: Bettler Ouvert
        cards = hand_order(open_hand["cards"], None)
        shown = "".join(
            f'<span class="card open" role="img"{attrs(aria_label=lab.card(c))}>'
            f"{face(deck, c)}</span>"
            for c in cards
        )
        label = lab.t("open_hand", name=name)
        box = attrs(class_="open-hand", aria_label=label, data_vars=f"--n:{len(cards)}")
        hand = f"<div{box}>{shown}</div>"
    else:
        hand = (
            f'<div class="backs" aria-hidden="true" data-vars="--n:{count}">'
            + "".join(f'<span class="card">{back(deck)}</span>' for _ in range(count))
            + "</div>"
        )
    if seat in screen.offline:  # a friend's lost connection, said at his seat only
        name = lab.t("online:offline_mark", name=name)
    return (
        f"<section{attrs(class_=_seat_classes(screen, seat), aria_label=name)}>"
        f'<header class="seat-head"><span class="name">{esc(name)}</span>'
        f"{_badges(screen, seat)}</header>"
        f'<div class="seat-body">{hand}{_stats(screen, seat)}</div>'
        f"{_speech(screen, seat)}</section>"
    )


_INDEX = {
    ("de", "french"): "7 8 9 10 B D K A",
    ("en", "french"): "7 8 9 10 J Q K A",
    ("ru", "french"): "7 8 9 10 В Д К Т",
    ("de", "german"): "7 8 9 10 U O K A",
    ("en", "german"): "7 8 9 10 U O K A",
    ("ru", "german"): "7 8 9 10 У О К Т",
}


def _diagram(
    screen: Screen, cards: list[str], label: str, marked: frozenset[str] = frozenset()
) -> str:
    """A hand as one short line per suit ("♠ A K 9"): readable on a phone, where card
    faces that small are not. ``marked`` cards are emphasised (the review's best card)."""
    lab, deck = screen.labels, screen.settings.deck
    ranks = _INDEX[lab.lang, deck].split()
    rows = []
    for suit in "CHSD":
        mine = [c for c in hand_order(cards, None) if c[0] == suit]
        if not mine:
            continue
        pips = " ".join(
            f"<b>{esc(ranks['789TJQKA'.index(c[1])])}</b>"
            if c in marked
            else esc(ranks["789TJQKA".index(c[1])])
            for c in mine
        )
        rows.append(
            f'<span class="line" data-suit="{suit}">{suit_icon(deck, suit)}'
            f'<span class="pips">{pips}</span></span>'
        )
    names = ", ".join(lab.card(c) for c in hand_order(cards, None))
    box = attrs(class_="diagram", role="img", aria_label=f"{label}: {names}")
    return f"<div{box}>{''.join(rows)}</div>"


# --- the middle: contract, talon, trick, guide, prompt, aids, call log -------------------


def _center(screen: Screen) -> str:
    obs = screen.obs
    assert obs is not None
    middle = _trick(screen) if obs["phase"] in ("play", "done") else _talon(screen)
    return (
        '<section class="center">'
        + _contract(screen)
        + middle
        + panels.guide_box(screen)
        + _prompt(screen)
        + assist.tools(screen)
        + _log(screen)
        + "</section>"
    )


def _contract(screen: Screen) -> str:
    """Who plays what, in one line: the highest bid in the auction, then the contract, the
    trumps and the defence."""
    lab, obs, names = screen.labels, screen.obs, screen.names
    assert obs is not None
    items: list[str] = []
    declarer = obs["declarer"]
    if declarer is None:
        high = obs["auction"]["high"]
        if high is not None:
            holders = ", ".join(names[s] for s in obs["auction"]["holders"])
            items.append(esc(lab.t("high_bid", bid=lab.bid(high), names=holders)))
    else:
        game = obs["game"]
        shown = game_in_text(lab, game, obs["bid"])
        # §9.8: a player who went after announces a game above the one on the table, which
        # is not his (a game is known before the announcement only then)
        after = game is not None and obs["phase"] in ("exchange", "announce")
        key = "goes_after" if after else "plays_game"
        text = lab.s(key, is_you(declarer), name=names[declarer], game=shown)
        term = game_term(game, obs["bid"]) if game is not None else term_of(f"bid:{obs['bid']}")
        items.append(f"<span{attrs(class_='plays', **_term(lab, term))}>{esc(text)}</span>")
        if game is not None and not after:
            trump = obs["trump"]
            trumps = lab.suit(trump) if trump else lab.t("no_trumps")
            items.append(
                f"<span{attrs(**_term(lab, 'trumps'))}>{esc(lab.t('trumps'))}: "
                f"<b>{esc(trumps)}</b></span>"
            )
        defence = panels.defence_text(screen)
        if defence:
            items.append(f"<span>{esc(defence[:1].upper() + defence[1:])}</span>")
    for text, field in contract_extras(lab, obs, names):  # the house rules (§9)
        items.append(f"<span{attrs(class_='house', data_field=field)}>{esc(text)}</span>")
    # the dot for the eye, a comma for the ear (read as one run-on line otherwise): both are
    # the separator's CSS content, " · " / ", " (style.css); a visually hidden comma in the
    # markup was read "Herz , Trumpf", out-of-flow text being spaced off by the browser
    body = '<span class="sep"></span>'.join(items)
    return f'<p class="contract">{body}</p>'


def _nachgehen_exchange(obs: dict[str, Any]) -> bool:
    """§9.8: the exchange of a challenger who took up the discard (``nachgehen:take``), not
    the talon's; every Nachgehen call comes after the first exchange."""
    return obs["phase"] == "exchange" and bool(obs.get("nachgehen"))


def _taken_up(obs: dict[str, Any]) -> dict[str, str]:
    """The cards in the hand taken up in this exchange, each with where from: the talon
    (R3.2), or in a Nachgehen exchange (§9.8) the discard the player took up."""
    if obs["phase"] != "exchange":
        return {}
    if not _nachgehen_exchange(obs):
        return {card: "talon" for card in obs["talon"] or []}
    # the discard taken up last, if by this seat, who now exchanges (an earlier one he
    # took is his own cards by now)
    last = obs["discards"][-1] if obs["discards"] else {}
    if last.get("taken_by") != obs["seat"] or obs["declarer"] != obs["seat"]:
        return {}
    hand = set(obs["hand"])
    return {card: "discard" for card in last["cards"] if card in hand}


def _turned(lab: Labels, deck: str, card: str) -> str:
    """A card taken up, turned over in the talon's place."""
    return (
        f'<span class="card talon-card is-turned" role="img"{attrs(aria_label=lab.card(card))}>'
        f"{face(deck, card)}</span>"
    )


def _talon(screen: Screen) -> str:
    """The talon before the play: face down in the auction; turned over for the declarer
    while he exchanges (its cards stay marked in his hand until the discard). In the
    exchange after ``nachgehen:take`` (§9.8) the two cards taken up are the discard
    ("Ablage"): turned over for the challenger, face down for the others."""
    lab, obs, deck = screen.labels, screen.obs, screen.settings.deck
    assert obs is not None
    phase, declarer = obs["phase"], obs["declarer"]
    term: str | None = "talon"
    if phase == "auction" or phase == "naming":
        cards = [f'<span class="card talon-card">{back(deck)}</span>'] * 2
        caption = lab.t("talon_hidden")
    elif _nachgehen_exchange(obs) and declarer is not None:
        taken = list(_taken_up(obs))  # turned over for the challenger, who holds them now
        cards = [_turned(lab, deck, c) for c in taken]
        cards = cards or [f'<span class="card talon-card">{back(deck)}</span>'] * 2
        caption = lab.s("taking_discard", is_you(declarer), name=screen.names[declarer])
        term = None
    elif phase == "exchange" and obs["talon"]:
        cards = [_turned(lab, deck, c) for c in obs["talon"]]
        caption = lab.t("talon_taken")
    elif phase == "exchange" and declarer is not None:
        cards = [f'<span class="card talon-card">{back(deck)}</span>'] * 2
        caption = lab.s("talon_other", is_you(declarer), name=screen.names[declarer])
    else:
        return ""
    box = attrs(class_="talon", role="group", aria_label=caption, **_term(lab, term))
    return (
        f'<div{box}><div class="talon-cards">{"".join(cards)}</div>'
        f'<p class="talon-caption" aria-hidden="true">{esc(caption)}</p></div>'
    )


def _trick(screen: Screen) -> str:
    """The current trick; between tricks the finished one stays, its winner marked."""
    obs = screen.obs
    assert obs is not None
    cards: list[dict[str, Any]] = obs["trick"]["cards"]
    winner = None
    if not cards and obs["tricks"] and obs["phase"] in ("play", "done"):
        last = obs["tricks"][-1]
        cards, winner = last["cards"], last["winner"]
    newest = obs["history"][-1]["action"] if obs["history"] else ""
    latest = newest[5:] if newest.startswith("play:") else None  # flies in (web/motion.css)
    number = len(obs["tricks"]) + (0 if winner is not None else 1)
    return _trick_box(screen, cards, winner, latest, number, fan=True)


def _trick_box(
    screen: Screen,
    cards: list[dict[str, Any]],
    winner: int | None,
    latest: str | None,
    number: int,
    fan: bool = False,
) -> str:
    lab, deck, obs = screen.labels, screen.settings.deck, screen.obs
    caption = (
        lab.s("trick_to", is_you(winner), name=screen.names[winner]) if winner is not None else ""
    )
    played = "".join(
        "<span"
        + attrs(
            class_=_played_class(c["seat"], winner) + (" is-latest" if c["card"] == latest else ""),
            data_played=c["card"],
            data_seat=c["seat"],
            role="img",
            aria_label=f"{screen.names[c['seat']]}: {lab.card(c['card'])}",
            data_vars=_fan(obs, c["card"])
            if fan and obs is not None and c["seat"] == 0 and c["card"] == latest
            else None,
        )
        + f">{face(deck, c['card'])}</span>"
        for c in cards
    )
    label = caption or lab.t("trick_n", n=number)
    state, hold = "", None
    if winner is not None and fan:  # web/motion.css gathers it to the winner
        state = f" is-complete won-{SEAT_PLACE[winner]}"
        hold = f"--hold:{max(0.25, 2 * screen.motion - 0.45):.2f}s"
    elif winner is not None:
        state = " is-complete"
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
    if phase == "play":  # the duty that locks cards, if any, says more than "your turn"
        key = "prompt:lead" if not obs["trick"]["cards"] else "prompt:play"
        said = _duty(screen) or f"<p>{esc(lab.t(key))}</p>"
        return f'<div class="prompt is-play" tabindex="-1">{said}</div>'
    if phase == "exchange":
        return _exchange_prompt(screen, lab)
    title = prompt_text(obs, lab)  # as the screen reader asks it (web/announce.py)
    buttons = "".join(_action_button(screen, action) for action in legal)
    return _decision(esc(title), buttons)


def _decision(question: str, buttons: str) -> str:
    """The prompt: its ``question`` (markup) and the buttons, a group named by it."""
    return (
        f'<div class="prompt" tabindex="-1"><p id="prompt-title">{question}</p>'
        f'<div class="actions" role="group" aria-labelledby="prompt-title">{buttons}</div></div>'
    )


def _duty(screen: Screen) -> str:
    """Why some cards are locked (Farbzwang, Stichzwang, Trumpfzwang): said on the table."""
    obs = screen.obs
    assert obs is not None
    found = duty(obs)
    if found is None:
        return ""
    key, suit = found
    text = screen.labels.t(f"duty:{key}", suit=screen.labels.suit(suit))
    return f'<p class="duty" data-duty="{key}">{esc(text)}</p>'


def _action_button(screen: Screen, action: str, enabled: bool = True) -> str:
    lab, deck = screen.labels, screen.settings.deck
    kind, _, arg = action.partition(":")
    icon = suit_icon(deck, arg) if kind in ("name", "announce") and arg in "CSDH" else ""
    css = "action" + (" is-pass" if action in ("pass", "defend:pass", "invite:no") else "")
    css += " is-hinted" if action in assist.hinted(screen) else ""
    return (
        "<button"
        + attrs(
            type="button",
            class_=css,
            data_action=action,
            disabled=not enabled,
            **_term(lab, term_of(action, screen.obs)),
        )
        + f">{icon}{_named(lab, action)}</button>"
    )


def _named(lab: Labels, action: str) -> str:
    """An action's name; a game term of another language in its own ``lang`` (the page's
    screen reader says "Geschäft" as German), the tooltip beside it staying the page's."""
    name = esc(lab.action(action))
    foreign = lab.term_lang(action)
    return f'<span lang="{foreign}">{name}</span>' if foreign else name


def _exchange_prompt(screen: Screen, lab: Labels) -> str:
    obs = screen.obs
    assert obs is not None
    action = discard_action(screen.selected)
    ready = len(screen.selected) == 2 and action in obs["legal"]
    count = lab.t("prompt:exchange_n", n=len(screen.selected))
    # the count is a status: each card picked or put back is said
    question = (
        f'{esc(lab.t("prompt:exchange"))} <span class="talon-note" role="status">'
        f"({esc(count)})</span>"
    )
    return _decision(question, _action_button(screen, action, ready))


def _log(screen: Screen) -> str:
    """Every public call so far, as sentences (the trick play is on the table)."""
    lab, obs = screen.labels, screen.obs
    assert obs is not None
    items = panels.log_items(screen)
    if not items:
        return ""
    # The box is a reversed flex column, so it shows (scrolls to) the newest call.
    # Focusable (tabindex 0), so a keyboard can scroll it too.
    # named apart from the calls' panel, which may be open over it (two regions, one name)
    box = attrs(class_="log", role="region", tabindex=0, aria_label=lab.t("calls:log"))
    return f"<div{box}><ol>{items}</ol></div>"


# --- the player's hand -------------------------------------------------------------------


def _me(screen: Screen) -> str:
    lab, obs, deck = screen.labels, screen.obs, screen.settings.deck
    assert obs is not None
    phase, legal = obs["phase"], obs["legal"]
    playable = {a[5:] for a in legal if a.startswith("play:")}
    choosing = phase == "exchange" and bool(legal)
    # the cards just taken up stay marked until the discard: the talon's in its own
    # exchange, the discard's in a Nachgehen one (§9.8), never both
    marks = _taken_up(obs)
    cards = hand_order(obs["hand"], obs["trump"])
    hinted = assist.hinted(screen)
    buttons = []
    for i, card in enumerate(cards):
        mark = marks.get(card)  # "talon" or "discard"
        label = lab.card(card) + (f" ({lab.t(mark + '_mark')})" if mark else "")
        classes = "card" + (f" from-{mark}" if mark else "")
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
                data_mark=lab.t(mark + "_badge") if mark else None,
                disabled=not (card in playable or choosing),
            )
            + f">{face(deck, card)}</button>"
        )
    name = screen.names[0]
    return (
        f"<section{attrs(class_=_seat_classes(screen, 0), aria_label=name)}>"
        f'<header class="seat-head"><span class="name">{esc(name)}</span>'
        f"{_badges(screen, 0)}{_stats(screen, 0)}{_speech(screen, 0)}{_discard(screen)}"
        f"</header>"
        f'<div class="hand" role="group" tabindex="-1"{attrs(aria_label=lab.t("your_cards"))}'
        f' data-vars="--n:{len(cards)}">{"".join(buttons)}</div></section>'
    )


def _discard(screen: Screen) -> str:
    """The declarer's two discarded cards, shown to him during the play (R3.1)."""
    lab, obs, deck = screen.labels, screen.obs, screen.settings.deck
    assert obs is not None
    if not obs["discard"] or obs["phase"] in ("exchange",):
        return ""
    minis = "".join(
        f'<span class="card mini" role="img"{attrs(aria_label=lab.card(c))}>{face(deck, c)}</span>'
        for c in obs["discard"]
    )
    label = lab.t("your_discard")
    return (
        f'<span class="discard" role="group"{attrs(aria_label=label)}>'
        f'<span class="discard-label" aria-hidden="true">{esc(label)}</span>{minis}</span>'
    )


# --- the review of a finished deal --------------------------------------------------------


def _review(screen: Screen) -> str:
    """The finished deal again, card by card: all hands open, the trick, the verdict."""
    lab, obs, view = screen.labels, screen.obs, screen.review
    assert obs is not None and view is not None
    if view.get("empty"):
        body = f'<p class="review-empty">{esc(lab.t("review:no_play"))}</p>'
        return (
            '<section class="review" aria-labelledby="review-title">'
            f'<h2 id="review-title">{esc(lab.t("review:title", n=screen.deal_number))}</h2>'
            f"{body}{_review_controls(screen, view)}</section>"
        )
    verdict = view["verdict"]
    best = frozenset(verdict.get("best", ())) if _worse(verdict) else frozenset()
    mover = _next_mover(view)
    seats = "".join(
        _review_seat(screen, view, seat, best if seat == mover else frozenset()) for seat in (1, 2)
    )
    trick = _trick_box(
        screen, view["trick"], view["winner"], None, max(1, view["trick_number"]), fan=False
    )
    return (
        seats
        + '<section class="center review" aria-labelledby="review-title">'
        + f'<h2 id="review-title">{esc(lab.t("review:title", n=screen.deal_number))}</h2>'
        + _contract(screen)
        + trick
        + _review_text(screen, view)
        + _review_controls(screen, view)
        + "</section>"
        + _review_me(screen, view, best if mover == 0 else frozenset())
    )


def _next_mover(view: dict[str, Any]) -> int | None:
    """The seat whose better card the verdict names: the one who played the last card."""
    last = view.get("last")
    return last["seat"] if last else None


def _worse(verdict: dict[str, Any]) -> bool:
    return verdict.get("status") == "ready" and verdict["value"] != verdict["best_value"]


def _review_seat(screen: Screen, view: dict[str, Any], seat: int, best: frozenset[str]) -> str:
    lab, name = screen.labels, screen.names[seat]
    # the better card is still in the hand: it was not played
    hand = _diagram(screen, view["hands"][seat], lab.t("review:hand_of", name=name), best)
    classes = f"seat seat-{SEAT_PLACE[seat]}" + (" is-out" if view["out"][seat] else "")
    tricks = lab.count("tricks", view["won"][seat])
    return (
        f"<section{attrs(class_=classes, aria_label=name)}>"
        f'<header class="seat-head"><span class="name">{esc(name)}</span></header>'
        f'<div class="seat-body">{hand}<p class="stats">{esc(tricks)}</p></div></section>'
    )


def _review_me(screen: Screen, view: dict[str, Any], best: frozenset[str]) -> str:
    lab, deck = screen.labels, screen.settings.deck
    shown = hand_order(view["hands"][0], view["trump"])
    faces = "".join(
        "<span"
        + attrs(class_="card is-best" if c in best else "card", role="img", aria_label=lab.card(c))
        + f">{face(deck, c)}</span>"
        for c in shown
    )
    tricks = lab.count("tricks", view["won"][0])
    return (
        f"<section{attrs(class_='seat seat-me', aria_label=screen.names[0])}>"
        f'<header class="seat-head"><span class="name">{esc(screen.names[0])}</span>'
        f'<p class="stats">{esc(tricks)}</p></header>'
        f'<div class="review-hand" role="group"{attrs(aria_label=lab.t("your_cards"))}>'
        f"{faces}</div></section>"
    )


def _review_text(screen: Screen, view: dict[str, Any]) -> str:
    lab, obs = screen.labels, screen.obs
    assert obs is not None
    if view["step"] == 0:
        lines = [lab.t("review:start")]
    else:
        last = view["last"]
        where = lab.t(
            "review:step",
            trick=view["trick_number"],
            tricks=_trick_count(obs),
            card=view["card_number"],
        )
        played = lab.s(
            "review:played",
            is_you(last["seat"]),
            name=screen.names[last["seat"]],
            card=lab.card(last["card"]),
        )
        lines = [where, played]
        verdict = view["verdict"]
        status = verdict.get("status")
        if status == "pending":
            lines.append(lab.t("review:pending"))
        elif status == "failed":
            lines.append(lab.t("review:failed"))
        elif status == "ready":
            lines.append(_better(screen, verdict, last["seat"]))
    body = "".join(f"<p>{esc(line)}</p>" for line in lines if line)
    return f'<div class="review-text" role="status" aria-live="polite">{body}</div>'


def _trick_count(obs: dict[str, Any]) -> int:
    return len(obs["tricks"])


def _better(screen: Screen, verdict: dict[str, Any], seat: int) -> str:
    """What the analysis says of the card just played: best, or which card was better."""
    lab, obs = screen.labels, screen.obs
    assert obs is not None
    if not _worse(verdict):
        return lab.t("review:good")
    names = [lab.card(c) for c in hand_order(verdict["best"], obs["trump"])]
    card = names[0] if len(names) == 1 else f"{', '.join(names[:-1])} {lab.t('or')} {names[-1]}"
    if verdict["measure"] == "tricks":
        return lab.t(
            "review:best_trump",
            card=card,
            best=lab.count("tricks", verdict["best_value"]),
            played=lab.count("tricks", verdict["value"]),
        )
    game = game_in_text(lab, obs["game"], obs["bid"])
    key = "review:best_win" if seat == obs["declarer"] else "review:best_beat"
    return lab.t(key, card=card, game=game)


def _review_controls(screen: Screen, view: dict[str, Any]) -> str:
    lab = screen.labels
    step, total = view["step"], view["total"]

    def button(control: str, text: str, path: str, enabled: bool, show_text: bool) -> str:
        box = attrs(
            type="button",
            class_="tool review-button",
            data_control=control,
            disabled=not enabled,
            aria_label=None if show_text else text,
            title=text,
        )
        icon = f'{_ICON}<path d="{path}" fill="currentColor"/></svg>'
        label = f"{icon}<span>{esc(text)}</span>" if show_text else icon
        return f"<button{box}>{label}</button>"

    return (
        '<div class="review-controls">'
        + button(
            "review-first", lab.t("review:first"), "M5 5h2.5v14H5zM19 5v14L8.5 12z", step > 0, False
        )
        + button("review-back", lab.t("review:back"), "M17 5v14L6 12z", step > 0, True)
        + button("review-next", lab.t("review:next"), "M7 5v14l11-7z", step < total, True)
        + button(
            "review-last",
            lab.t("review:last"),
            "M16.5 5H19v14h-2.5zM5 5v14l10.5-7z",
            step < total,
            False,
        )
        + button(
            "review-close",
            lab.t("review:close"),
            "M6.4 5L12 10.6 17.6 5 19 6.4 13.4 12 19 17.6 17.6 19 12 13.4 6.4 19 5 17.6 10.6 12"
            " 5 6.4z",
            True,
            False,
        )
        + "</div>"
    )
