"""The guided play and the explanations of game terms. Pure.

Owns which short explanation the guide shows at a moment of the deal (``guide_step``: the
auction (and its games without trumps), holding, naming trumps for Geschäft, the talon (for
a suit game, a Bettler, another game without trumps), the announcement (of a suit game, or
of a game without trumps where only those are offered), the house rules' Hand, Nachgehen,
ace premiums and Kontra, the defence, the invitation, the lead, Stichzwang and Trumpfzwang,
a free discard, the result), which duty of rules.md R5.4 explains the locked cards of the
player's hand (``duty``; the table shows it as a line over the hand, so the reason is
visible on a touch screen too), which game term a control stands for
(``term_of``; shown on hover as a tooltip, and on a long press), and the seed of the guided
first deal (``GUIDE_SEED``: the match seed of a first deal where following the guide's
hints lets the player hold, win the auction and take the talon). The texts are ``guide:*``
and ``term:*`` of ``labels`` (``guide_texts``).

>>> duty({"phase": "play", "legal": ["play:HK", "play:HA"], "hand": ["HK", "HA", "H7", "S8"],
...       "trick": {"cards": [{"seat": 1, "card": "HQ"}]}, "trump": "S"})
('follow_beat', 'H')
>>> term_of("bid:geschaeft"), term_of("invite:yes"), term_of("play:HK")
('geschaeft', 'invite', None)
"""

from __future__ import annotations

from typing import Any

__all__ = ["GUIDE_SEED", "TERMS", "guide_step", "guided_hint", "duty", "term_of", "seat_term"]

GUIDE_SEED = 180
"""The match seed whose first deal is the guided first deal (a new player's match opens with
it, ``Match.opening``, and goes on with deals of its own seed): the player (forehand) holds a
strong hand, so bidding on and holding wins him the auction, the talon and the announcement;
the defence and the duties of the card play follow (checked by ``tests/test_web_guide.py``
at every level; the opponents' choices derive from this seed too, ``Match.seed_of``)."""

TERMS = (
    *("geschaeft", "herzpraemie", "hold", "hold_overbid", "pass", "invite", "play_alone"),
    "defend",
    *("stay_out", "bettler", "ouvert", "sans", "durchmarsch", "talon", "forehand"),
    *("forehand_anti", "forehand_nohold", "forehand_anti_nohold"),
    *("declarer", "dealer", "dealer_anti", "trumps", "suit_game"),
)
"""Every game term with an explanation (``term:<term>``)."""

_GAME_TERMS = {
    "geschaeft": "geschaeft",
    "herzpraemie": "herzpraemie",
    "bettler": "bettler",
    "sans": "sans",
    "ouvert": "ouvert",
    "durchmarsch": "durchmarsch",
}
_ACTION_TERMS = {
    "pass": "pass",
    "hold": "hold",
    "defend:play": "defend",
    "defend:pass": "stay_out",
    "invite:yes": "invite",
    "invite:no": "play_alone",
}


def term_of(action: str, obs: dict[str, Any] | None = None) -> str | None:
    """The game term an action's button stands for, or None (a card, a plain discard); in a
    deal (``obs``) whose house rules give the hold to the player just overbid (§9.2), the
    hold is that one.

    >>> term_of("hold"), term_of("hold", {"rules": {"hold_right": "overbid_when_two_remain"}})
    ('hold', 'hold_overbid')
    """
    if action == "hold" and _hold_overbid(obs):
        return "hold_overbid"
    if action in _ACTION_TERMS:
        return _ACTION_TERMS[action]
    kind, _, arg = action.partition(":")
    if kind in ("bid", "announce"):
        return _GAME_TERMS.get(arg, "suit_game")
    if kind == "name":
        return "trumps"
    return None


def seat_term(term: str, obs: dict[str, Any] | None) -> str:
    """The forehand's and the dealer's term under the deal's house rules: with
    anticlockwise rotation (§9.1) forehand sits right of the dealer and the deal passes
    right; with the "here" hold (§9.2) forehand has no hold right.

    >>> seat_term("forehand", {"rules": {"rotation": "anticlockwise"}})
    'forehand_anti'
    >>> seat_term("dealer", None)
    'dealer'
    """
    rules = (obs or {}).get("rules", {})
    anti = rules.get("rotation") == "anticlockwise"
    if term == "dealer":
        return "dealer_anti" if anti else "dealer"
    if term == "forehand":
        return "forehand" + ("_anti" if anti else "") + ("_nohold" if _hold_overbid(obs) else "")
    return term


def _hold_overbid(obs: dict[str, Any] | None) -> bool:
    """Whether the deal's house rules give the hold to the player just overbid."""
    return obs is not None and obs.get("rules", {}).get("hold_right") == "overbid_when_two_remain"


def game_term(game: str | None, bid: str | None) -> str | None:
    """The term of a contract: Herzprämie and Geschäft by their bid, else the game."""
    if game in ("C", "S", "D", "H"):
        return bid if bid in ("geschaeft", "herzpraemie") else "suit_game"
    return _GAME_TERMS.get(game or "")


def duty(obs: dict[str, Any]) -> tuple[str, str] | None:
    """Why some of the player's cards are locked now (rules.md R5.4), or None.

    ``("follow_beat", suit)``: follow suit and win the trick (Farbzwang and Stichzwang);
    ``("follow", suit)``: follow suit, any card of it; ``("trump", suit)`` and
    ``("overtrump", suit)``: none of the suit led, so trump (higher than the trump in the
    trick where possible). None while every card in hand may be played.
    """
    if obs["phase"] != "play" or not obs["legal"] or not obs["trick"]["cards"]:
        return None
    legal = {action[5:] for action in obs["legal"] if action.startswith("play:")}
    hand = set(obs["hand"])
    if legal == hand:
        return None
    lead, trump = obs["trick"]["cards"][0]["card"][0], obs["trump"]
    if all(card[0] == lead for card in legal):
        of_suit = {card for card in hand if card[0] == lead}
        return ("follow" if legal == of_suit else "follow_beat"), lead
    if trump is not None and all(card[0] == trump for card in legal):
        trumps = {card for card in hand if card[0] == trump}
        return ("trump" if legal == trumps else "overtrump"), lead
    return None


def guided_hint(obs: dict[str, Any], opening: bool) -> dict[str, Any] | None:
    """The hint for the guided first deal's auction (``opening``), in ``advise``'s form, or
    None elsewhere: the guide's plan (reason ``guided``), ``bid:1`` first, then ``hold``. The
    hint is Profi's, who counts with the player's cards alone and would narrowly pass this
    hand (the hint contradicted the guide, play-test); the deal is made for the bid, and
    following the guide the player wins it at every level (``tests/test_web_guide.py``).

    >>> obs = {"phase": "auction", "legal": ["pass", "bid:1"], "history": []}
    >>> guided_hint(obs, opening=True)["action"], guided_hint(obs, opening=False)
    ('bid:1', None)
    """
    step, legal = guide_step(obs, opening=opening), obs["legal"]
    if step == "auction_guided" and "bid:1" in legal:
        action = "bid:1"
    elif opening and step in ("hold", "hold_overbid") and "hold" in legal:
        action = "hold"  # the guide's plan goes on: hold when another bids (it said "Pass")
    else:
        return None
    return {"action": action, "reason": {"kind": "guided"}, "values": {}}


_NO_TRUMP = ("bettler", "sans", "ouvert", "durchmarsch", "durchmarsch_ouvert")
"""Bids of games without trumps (rules.md R3.1, §9.5)."""


def guide_step(obs: dict[str, Any] | None, seat: int = 0, opening: bool = False) -> str | None:
    """The guide's explanation for the moment (``guide:<step>``), or None; ``opening``: the
    deal is the guided first deal (``GUIDE_SEED``), whose first bid the guide asks for."""
    if obs is None:
        return None
    phase, legal = obs["phase"], obs["legal"]
    if phase == "done":
        return "result" if obs["result"] and obs["result"]["kind"] != "all_pass" else None
    if phase == "defence" and not legal and obs["declarer"] == seat:
        return "defence_wait"
    if not legal:
        return None
    if phase == "auction":
        if "hold" in legal:
            return "hold_overbid" if _hold_overbid(obs) else "hold"
        bids = [action[4:] for action in legal if action.startswith("bid:")]
        if bids and all(bid in _NO_TRUMP for bid in bids):  # no "6 of 10 tricks" here
            return "auction_no_trump"
        spoken = any(entry["seat"] == seat for entry in obs["history"])
        if opening and not spoken:
            # the deal is made for bidding: a newcomer told "many high cards and a long
            # suit, bid; otherwise pass" passed, and missed the walk-through (play-test)
            return "auction_guided"
        return "auction" if spoken else "auction_first"
    if phase == "naming":
        return "naming"
    if phase in ("hand", "nachgehen", "aces"):  # the house rules' decisions (§9.6–§9.8)
        return str(phase)
    if phase == "kontra":  # §9.3
        return "rekontra" if legal[0].startswith("rekontra:") else "kontra"
    if phase == "exchange":  # the talon's, or after Nachgehen the discard's (§9.8)
        if obs.get("nachgehen"):
            return "take_discard"
        if obs.get("bid") in ("bettler", "ouvert"):  # high cards go, not low ones
            return "talon_bettler"
        return "talon_no_trump" if obs.get("bid") in _NO_TRUMP else "talon"
    if phase == "announce":
        # after Hand or Nachgehen (§9.7, §9.8), or a bid of a game without trumps, only
        # such games are offered
        suits = any(action[9:] in ("C", "S", "D", "H") for action in legal)
        return "announce" if suits else "announce_no_trump"
    if phase == "defence":
        return "invite" if legal[0].startswith("invite:") else "defence"
    if phase == "play":
        if not obs["trick"]["cards"]:
            if obs.get("game") in ("bettler", "ouvert"):  # the aim turned round: no trick
                return "lead_bettler" if obs["declarer"] == seat else "lead_catch"
            return "lead"
        found = duty(obs)
        if found is None:
            # none of the suit led and no trump: every card may go (R5.4), say so
            led, trump = obs["trick"]["cards"][0]["card"][0], obs.get("trump")
            free = all(card[0] not in (led, trump) for card in obs["hand"])
            return "discard_free" if free and len(legal) > 1 else None
        return {"follow_beat": "stichzwang", "follow": "follow"}.get(found[0], "trumpfzwang")
    return None
