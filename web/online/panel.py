"""The online panel ("Mit Freunden spielen") as HTML, from ``Screen.online``. Pure.

Owns the host's view (one block per seat in seat order: who plays it, the invitation's
link with a copy button and its QR code, the field for the friend's reply code and
``accept-reply``; the STUN/TURN setting; ``invite`` and ``start``) and the guest's view
(the invitation, his name, ``join``, then the reply code with copy button and QR code, and
the connection's state). The hooks of design.md §4 "Playing with friends":
``[data-field="invite-link"]`` and ``[data-field="reply-code"]`` are read-only inputs whose
``value`` is the whole link or code, shown only once complete.
"""

from __future__ import annotations

from typing import Any

from ..labels import Labels, cap
from ..markup import Screen, attrs, esc

__all__ = ["online_panel"]


def online_panel(screen: Screen) -> str:
    data, lab = screen.online, screen.labels
    if data is None:
        return ""
    body = _host(screen, data, lab) if data["role"] == "host" else _guest(data, lab)
    failure = data.get("failure")
    if failure:
        text = lab.t("online:failed", error=_said(lab, failure))
        body += f'<p class="online-error" role="alert">{esc(text)}</p>'
    title = lab.t("online") if data["role"] == "host" else lab.t("online:join_title")
    return (
        '<div class="overlay"><section class="panel panel-online" role="dialog" '
        f'aria-modal="true" aria-labelledby="online-title"><h2 id="online-title">{esc(title)}'
        f"</h2>{body}</section></div>"
    )


def _button(control: str, text: str, **extra: object) -> str:
    return f'<button type="button"{attrs(data_control=control, **extra)}>{esc(text)}</button>'


def _copyable(field: str, value: str, label: str, lab: Labels, seat: int | None = None) -> str:
    """A read-only field with the whole text, a copy button and the text's QR code."""
    ident = f"{field}-{seat}" if seat is not None else field
    box = attrs(
        id=ident,
        type="text",
        readonly=True,
        value=value,
        data_field=field,
        data_seat=seat,
        spellcheck="false",
        class_="online-code",
    )
    return (
        f'<div class="copyable"><label for="{ident}">{esc(label)}</label>'
        f'<div class="copy-row"><input{box}>'
        + _button("copy", lab.t("online:copy"), data_copy=ident)
        + "</div></div>"
    )


def _host(screen: Screen, data: dict[str, Any], lab: Labels) -> str:
    level = lab.t(f"level:{screen.settings.level}")
    parts = [f"<p>{esc(lab.t('online:intro', level=level))}</p>"]
    drafts: dict[str, str] = data["drafts"]
    for seat in data["seats"]:
        parts.append(_seat_block(screen, seat, drafts, lab, data["started"]))
    buttons = []
    if data["can_invite"]:
        buttons.append(_button("invite", lab.t("online:invite"), class_="primary"))
    if data["ending"]:  # asked before the friends are dropped (``Online.ending``)
        buttons.append(f'<p role="alert">{esc(lab.t("online:end_ask"))}</p>')
        buttons.append(_button("online-end-confirm", lab.t("online:end"), class_="primary"))
        # the same key as the button that asked (web/dom.js patches one into the other): the
        # focus stays on "no", and Enter pressed twice never drops the friends
        buttons.append(_button("online-end-cancel", lab.t("online:end_no"), id="online-end"))
    elif data["started"]:
        buttons.append(f"<p>{esc(lab.t('online:playing'))}</p>")
        buttons.append(_button("close", lab.t("close")))
        buttons.append(_button("online-end", lab.t("online:end"), id="online-end"))
    else:
        ready = data["ready"]
        if not ready:
            buttons.append(f'<p class="online-note">{esc(lab.t("online:start_wait"))}</p>')
        start = attrs(type="button", class_="primary", data_action="start", disabled=not ready)
        buttons.append(f"<button{start}>{esc(lab.t('online:start'))}</button>")
        buttons.append(_button("close", lab.t("close")))
    parts.append(f'<div class="buttons online-buttons">{"".join(buttons)}</div>')
    parts.append(_ice(data, lab))
    return "".join(parts)


def _seat_block(
    screen: Screen, seat: dict[str, Any], drafts: dict[str, str], lab: Labels, started: bool
) -> str:
    number = seat["seat"]
    place = lab.t("online:seat_left" if number == 1 else "online:seat_right")
    head = f"{lab.t('online:seat', n=number)} ({place})"
    if seat["kind"] == "bot":
        who = lab.t("online:bot", name=screen.names[number])
        return (
            f'<section class="online-seat is-bot" data-seat="{number}"><h3>{esc(head)}</h3>'
            f"<p>{esc(who)}</p></section>"
        )
    name = seat["name"] or lab.t("online:guest_default", n=number)
    status = lab.t(f"online:status:{seat['status']}")
    out = [
        f'<section class="online-seat is-{esc(seat["status"])}" data-seat="{number}">'
        f"<h3>{esc(head)}: {esc(name)}</h3>"
        f'<p class="online-status" role="status">{esc(status)}</p>'
    ]
    if seat["making"]:  # beside a friend at the table, the fresh link is no next step
        if seat["status"] != "online":
            out.append(f'<p class="online-note">{esc(lab.t("online:making"))}</p>')
    elif seat["link"]:  # kept once answered too: the invitations' hooks stay in seat order
        waiting = seat["status"] in ("waiting", "offline")
        if waiting:
            out.append(f'<p class="online-note">{esc(lab.t("online:link_help"))}</p>')
        elif seat["status"] == "online":  # the fresh link, for the way back without a spare
            out.append(f'<p class="online-note">{esc(lab.t("online:link_spare"))}</p>')
        out.append(_copyable("invite-link", seat["link"], lab.t("online:link"), lab, number))
        if waiting:
            out.append(f'<figure class="qr-box">{seat["qr"]}</figure>')
        reply = attrs(
            id=seat["field"],
            type="text",
            name=seat["field"],
            value=drafts.get(seat["field"], ""),
            data_field="reply-input",
            data_seat=number,
            autocomplete="off",
            spellcheck="false",
            class_="online-code",
        )
        out.append(
            f'<div class="copyable"><label for="{seat["field"]}">{esc(lab.t("online:reply"))}'
            f'</label><div class="copy-row"><input{reply}>'
            # green only while a reply is awaited: beside a friend at the table it is the
            # way back, not the next step
            + _button(
                "accept-reply",
                lab.t("online:accept"),
                data_seat=number,
                class_="primary" if waiting else None,
            )
            + "</div></div>"
        )
        if seat["rejected"]:
            rejected = cap(_said(lab, seat["rejected"]))  # a line of its own
            out.append(f'<p class="online-error" role="alert">{esc(rejected)}</p>')
    actions = [_button("reinvite", lab.t("online:reinvite"), data_seat=number)]
    gone = lab.t("online:to_bot") if started else lab.t("online:cancel")
    actions.append(_button("to-bot", gone, data_seat=number))
    out.append(f'<div class="buttons">{"".join(actions)}</div></section>')
    return "".join(out)


def _ice(data: dict[str, Any], lab: Labels) -> str:
    field = attrs(
        id="online-ice",
        type="text",
        name="ice",
        value=data["drafts"].get("ice", data["ice"]),
        autocomplete="off",
        spellcheck="false",
        placeholder="stun:…",
    )
    bad = "".join(
        f'<p class="online-error">{esc(lab.t("online:ice_bad", entry=entry))}</p>'
        for entry in data["ice_bad"]
    )
    return (
        f'<details class="online-ice"><summary>{esc(lab.t("online:ice"))}</summary>'
        f'<label for="online-ice">{esc(lab.t("online:ice_help"))}</label>'
        f"<input{field}>{bad}</details>"
    )


def _guest(data: dict[str, Any], lab: Labels) -> str:
    intro = lab.t(f"online:join_intro:{data['seat']}")  # the side he sits on, from the host
    parts = [f"<p>{esc(intro)}</p>"]
    if data["connected"]:
        parts.append(
            f'<p class="online-status" role="status">{esc(lab.t("online:connected_wait"))}</p>'
        )
    elif data["reply"]:
        parts.append(f'<p class="online-note">{esc(lab.t("online:reply_help"))}</p>')
        parts.append(_copyable("reply-code", data["reply"], lab.t("online:reply_code"), lab))
        parts.append(f'<figure class="qr-box">{data["qr"]}</figure>')
    elif data.get("resuming"):  # back through the host's spare: no link needed
        parts.append(f'<p class="online-status" role="status">{esc(lab.t("online:resuming"))}</p>')
    elif data["making"]:
        parts.append(f'<p class="online-note">{esc(lab.t("online:answering"))}</p>')
    elif data["spent"]:  # this link was used: only a new one from the host reconnects
        parts.append(f'<p class="online-status" role="status">{esc(lab.t("online:lost"))}</p>')
    else:
        name = attrs(
            id="online-name",
            type="text",
            name="name",
            value=data["drafts"].get("name", data["name"]),
            maxlength=20,
            autocomplete="nickname",
        )
        parts.append(
            f'<div class="copyable"><label for="online-name">{esc(lab.t("online:name"))}</label>'
            f'<div class="copy-row"><input{name}>'
            + _button("join", lab.t("online:join"), class_="primary")
            + "</div></div>"
        )
        parts.append(_ice(data, lab))
    if data["spent"] or data["connected"]:
        parts.append(f'<div class="buttons">{_button("close", lab.t("close"))}</div>')
    return "".join(parts)


def _said(lab: Labels, why: str) -> str:
    """A refusal as the player reads it: ``online:why:<reason>`` in his language
    (``handshake.HandshakeError.shown``), else the text itself (a browser's own error)."""
    return lab.t(why) if why.startswith("online:why:") and lab.has(why) else why
