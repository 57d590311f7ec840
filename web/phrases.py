"""The deal's public actions in words: what a player says at the table, and the sentence the
call log and the screen reader use. Pure.

Owns the grammar of the table's sentences: the subject of each sentence is a seat, and the
player's own seat (seat 0, always at the bottom) is addressed in the second person whatever
name he chose ("Du lädst Mizzi ein", "You defend alone", "Вы пасуете"), an opponent in the
third person ("Hansi lädt dich ein"). Speech bubbles carry what a player says, in the first
person ("Passe", "Ich spiele mit", "Здесь"). The texts are ``log:*`` and ``say:*`` of
``labels``.

>>> from web.labels import labels_for
>>> de = labels_for("de", "french")
>>> names = ("Du", "Hansi", "Mizzi")
>>> log_text(de, names, 0, "invite:yes", declarer=1)
'Du lädst Mizzi ein'
>>> log_text(de, names, 2, "invite:yes", declarer=1)
'Mizzi lädt dich ein'
>>> log_text(labels_for("en", "french"), ("You", "Hansi", "Mizzi"), 0, "invite:no", declarer=1)
'You defend alone'
>>> speech_text(de, "defend:pass"), speech_text(de, "bid:2")
('Ich steige aus', 'Zwei')
"""

from __future__ import annotations

from .labels import Labels

__all__ = ["HUMAN", "speech_text", "log_text", "is_you", "game_in_text"]

HUMAN = 0
"""The player's own seat on this page (design.md §4: each page plays from the bottom seat)."""


def is_you(seat: int | None) -> bool:
    return seat == HUMAN


def game_in_text(labels: Labels, game: str | None, bid: str | None) -> str:
    """A game's name as it reads inside a sentence ("Ханси играет мизер", "… пики (два)")."""
    name = labels.game(game, bid)
    if labels.lang == "ru" and name[:1].isupper():
        return name[:1].lower() + name[1:]
    return name


def speech_text(labels: Labels, action: str) -> str:
    """What a player says when he makes a public call (the speech bubble at his seat)."""
    kind, _, arg = action.partition(":")
    if kind in ("pass", "hold", "discard"):
        return labels.t(f"say:{kind}")
    if kind in ("defend", "invite"):
        return labels.t(f"say:{action}")
    if kind == "bid":
        return labels.bid(arg)
    return labels.action(action)  # a suit named, a game announced, a card


def log_text(
    labels: Labels, names: tuple[str, ...], seat: int, action: str, declarer: int | None = None
) -> str:
    """The call log's sentence for ``seat``'s public ``action`` (``declarer``: for the
    invitation, whose other defender is the one invited)."""
    kind, _, arg = action.partition(":")
    you = is_you(seat)
    name = names[seat]
    if kind == "bid":
        return labels.s("log:bid", you, name=name, bid=labels.bid(arg))
    if kind == "name":
        return labels.s("log:name", you, name=name, suit=labels.suit(arg))
    if kind == "discard":
        cards = [c for c in arg.split(",") if c]
        if not cards:  # another seat's discard: hidden (observe)
            return labels.t("log:discard", name=name)
        return labels.s("log:discard", you, name=name, cards=labels.cards(cards))
    if kind == "announce":
        game = labels.suit(arg) if arg in ("C", "S", "D", "H") else game_in_text(labels, arg, None)
        return labels.s("log:announce", you, name=name, game=game)
    if kind == "play":
        return labels.s("log:play", you, name=name, card=labels.card(arg))
    if kind == "invite" and arg == "yes":
        other = 3 - seat - declarer if declarer is not None else None
        whom = labels.t("you_acc") if is_you(other) else names[other] if other is not None else ""
        return labels.s("log:invite:yes", you, name=name, other=whom)
    if labels.has(f"log:{action}"):
        return labels.s(f"log:{action}", you, name=name)
    return labels.s("log:call", you, name=name, call=labels.action(action))  # "Hansi: Kontra"
