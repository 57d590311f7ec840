"""What a bot knows, read from its observation dict (and nothing else).

Owns ``View``: the observation of ``game.observe`` turned into bit masks and the
facts a card player derives from the public history — the cards played, who
played them, the suits each seat has shown to be void in, and the cards each
seat can no longer hold because of the obligations of R5.4 (a seat that
followed suit *under* the winning card has no card of that suit above it; a
seat that discarded has neither the led suit nor trumps; a seat that trumped
under a trump has no higher trump). Does not own any strategy.

A bot never receives the engine state, so a ``View`` cannot contain a hidden
card: it is built from the dict alone.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from game.cards import FULL_DECK, SUIT_MASKS, SUITS, parse_card, parse_cards
from game.contracts import NO_TRUMP_GAMES, trump_of
from game.play import above
from game.pools import playing_pool
from game.rules import DEFAULT_RULES, Rules

__all__ = ["View", "TrickView", "read_view", "SUIT_LETTERS", "rules_of"]

SUIT_LETTERS = SUITS


@dataclass(frozen=True, slots=True)
class TrickView:
    """A trick as seen: who led, the (seat, card) pairs in playing order, the winner."""

    leader: int
    cards: tuple[tuple[int, int], ...]
    winner: int | None


@dataclass(slots=True)
class View:
    """A seat's knowledge at one decision (built by :func:`read_view`)."""

    obs: dict[str, Any]
    rules: Rules
    """The table's house rules (rules.md §9), as the observation states them."""
    pool: int | None
    """§9.9: the pool this hand is played for, in a pool mode."""
    seat: int
    phase: str
    dealer: int
    forehand: int
    hand: int
    legal: list[str]
    hand_sizes: tuple[int, int, int]
    calls: list[tuple[int, str]]
    """Auction calls (pass, hold, bid:…) in order."""
    names: list[tuple[int, str]]
    declarer: int | None
    bid: str | None
    game: str | None
    trump: int | None
    talon: int | None
    """The talon, for the declarer who took it up (R3.2); else None."""
    discard: int | None
    decisions: list[tuple[int, str]]
    invitation: str | None
    configuration: str | None
    players: tuple[int, ...]
    open_hand: int
    """The Bettler Ouvert declarer's remaining cards (R4.3), else 0."""
    tricks: list[TrickView]
    trick: TrickView
    won: tuple[int, int, int]
    hand_game: bool | None = None
    """§9.7: whether the declarer plays Hand (None: not asked)."""
    aces_call: str | None = None
    """§9.6: the declarer's ace claim, if made."""
    kontras: tuple[tuple[int, str], ...] = ()
    """§9.3: the defenders' Kontra calls in order."""
    rekontra: str | None = None
    challenges: tuple[tuple[int, str], ...] = ()
    """§9.8: the Nachgehen calls in order."""
    seen_discards: int = 0
    """Cards of the discards this seat made or took up (§9.8), wherever they are now."""
    taken_from_me: tuple[tuple[int, int], ...] = ()
    """(seat, cards): discards of mine another seat took up (it holds them or laid them away)."""
    played: int = 0
    played_by: list[int] = field(default_factory=lambda: [0, 0, 0])
    forbid: list[int] = field(default_factory=lambda: [0, 0, 0])
    """Cards each seat cannot hold now (voids and R5.4 inferences); own hand aside."""

    # --- convenient facts -------------------------------------------------------------

    @property
    def p0(self) -> int | None:
        """What a trump game is played for in a pool mode (§9.9, ``pools.playing_pool``); the
        bots' heuristics value trump games in chips then. None without a pool."""
        if self.pool is None or self.rules.pool == "per_hand":
            return None
        return playing_pool(self.rules, self.pool)

    @property
    def is_declarer(self) -> bool:
        return self.declarer == self.seat

    @property
    def trump_game(self) -> bool:
        return self.game is not None and self.game not in NO_TRUMP_GAMES

    @property
    def partner(self) -> int | None:
        """The other defender, when this seat defends."""
        if self.declarer is None or self.declarer == self.seat:
            return None
        return 3 - self.declarer - self.seat

    @property
    def trick_cards(self) -> list[int]:
        return [card for _seat, card in self.trick.cards]

    @property
    def gone(self) -> int:
        """Cards out of everybody's hand for good: played, or discarded by me (D)."""
        return self.played | (self.discard or 0)

    def void_in(self, seat: int, suit: int) -> bool:
        """True when ``seat`` is known to hold no card of ``suit`` any more."""
        rest = SUIT_MASKS[suit] & ~self.played & ~self.hand
        return rest & ~self.forbid[seat] == 0

    def unknown(self) -> int:
        """Cards whose place this seat does not know (a discard of its own that a Nachgehen
        challenger took up counts as unknown: taken, or laid away again, §9.8)."""
        known = self.hand | self.played | self.open_hand
        if self.discard is not None:
            known |= self.discard
        return FULL_DECK & ~known

    def original_hand(self, seat: int) -> int:
        """``seat``'s current cards plus those it played (its 10 or 12 before play)."""
        return self.played_by[seat] | (self.hand if seat == self.seat else 0)


def _mask(names: list[str] | None) -> int:
    return parse_cards(names) if names else 0


_RULES_CACHE: dict[tuple[tuple[str, Any], ...], Rules] = {}


def rules_of(obs: dict[str, Any]) -> Rules:
    """The house rules an observation states (``Rules()`` when it states none)."""
    data = obs.get("rules")
    if not data:
        return DEFAULT_RULES
    key = tuple(sorted(data.items()))
    got = _RULES_CACHE.get(key)
    if got is None:
        got = Rules(**data)
        _RULES_CACHE[key] = got
    return got


def read_view(obs: dict[str, Any]) -> View:
    """Parse an observation (``game.observe``) into a :class:`View`."""
    seat = int(obs["seat"])
    history = [(int(h["seat"]), str(h["action"])) for h in obs["history"]]
    calls = [(s, a) for s, a in history if a == "pass" or a == "hold" or a.startswith("bid:")]
    game = obs.get("game")
    trump = trump_of(game) if game is not None else None
    open_hand = obs.get("open_hand")
    defence = obs.get("defence") or {}
    tricks = [
        TrickView(
            int(t["leader"]),
            tuple((int(c["seat"]), parse_card(c["card"])) for c in t["cards"]),
            int(t["winner"]),
        )
        for t in obs.get("tricks", [])
    ]
    current = obs.get("trick") or {"leader": None, "cards": []}
    trick = TrickView(
        int(current["leader"]) if current.get("leader") is not None else -1,
        tuple((int(c["seat"]), parse_card(c["card"])) for c in current.get("cards", [])),
        None,
    )
    sizes = obs["hand_sizes"]
    seen = 0
    taken_from_me = []
    for entry in obs.get("discards", []):
        if entry.get("cards") is not None:
            seen |= _mask(entry["cards"])
            taker = entry.get("taken_by")
            if entry["seat"] == seat and taker is not None and taker != seat:
                taken_from_me.append((int(taker), _mask(entry["cards"])))
    kontra = obs.get("kontra") or {}
    view = View(
        obs=obs,
        rules=rules_of(obs),
        pool=obs.get("pool"),
        seat=seat,
        phase=str(obs["phase"]),
        dealer=int(obs["dealer"]),
        forehand=int(obs["forehand"]),
        hand=_mask(obs["hand"]),
        legal=list(obs.get("legal", [])),
        hand_sizes=(int(sizes[0]), int(sizes[1]), int(sizes[2])),
        calls=calls,
        names=[(int(n["seat"]), str(n["suit"])) for n in obs.get("naming", [])],
        declarer=obs.get("declarer"),
        bid=obs.get("bid"),
        game=game,
        trump=trump,
        talon=_mask(obs["talon"]) if obs.get("talon") is not None else None,
        discard=_mask(obs["discard"]) if obs.get("discard") is not None else None,
        decisions=[(int(d["seat"]), str(d["choice"])) for d in defence.get("decisions", [])],
        invitation=defence.get("invitation"),
        configuration=defence.get("configuration"),
        players=tuple(int(p) for p in obs.get("players", [])),
        open_hand=_mask(open_hand["cards"]) if open_hand else 0,
        tricks=tricks,
        trick=trick,
        won=(int(obs["tricks_won"][0]), int(obs["tricks_won"][1]), int(obs["tricks_won"][2])),
        hand_game=obs.get("hand_game"),
        aces_call=obs.get("aces_call"),
        kontras=tuple((int(k["seat"]), str(k["call"])) for k in kontra.get("calls", [])),
        rekontra=kontra.get("rekontra"),
        challenges=tuple((int(c["seat"]), str(c["call"])) for c in obs.get("nachgehen", [])),
        seen_discards=seen,
        taken_from_me=tuple(taken_from_me),
    )
    _infer(view)
    return view


def _infer(view: View) -> None:
    """Played cards per seat, and what R5.4 says each follower cannot hold."""
    trump = view.trump
    trumps = SUIT_MASKS[trump] if trump is not None else 0
    for trick in [*view.tricks, view.trick]:
        if not trick.cards:
            continue
        led_card = trick.cards[0][1]
        led = SUIT_MASKS[led_card >> 3]
        best = led_card
        for position, (seat, card) in enumerate(trick.cards):
            bit = 1 << card
            view.played |= bit
            view.played_by[seat] |= bit
            if position == 0:
                continue
            if bit & led:
                if (1 << best) & led and card < best:  # (trumped already: any card was legal, P3)
                    view.forbid[seat] |= above(best)  # Stichzwang: could not beat
            else:
                view.forbid[seat] |= led  # failed to follow suit (Farbzwang)
                if trumps and not bit & trumps:
                    view.forbid[seat] |= trumps  # discarded: no trumps either (Trumpfzwang)
                elif trumps and (1 << best) & trumps and card < best:
                    view.forbid[seat] |= above(best)  # trumped under: no higher trump
            # R5.3: the winning card so far
            if (card >> 3) == (best >> 3):
                if card > best:
                    best = card
            elif bit & trumps:
                best = card
    # the Bettler Ouvert declarer's hand is known exactly
    if view.open_hand and view.declarer is not None and view.declarer != view.seat:
        view.forbid[view.declarer] |= FULL_DECK & ~view.open_hand
