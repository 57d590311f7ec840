"""The two rule-based levels: Anfänger and Fortgeschritten.

Owns :class:`HeuristicBot`, which answers every kind of decision from the
observation alone: auction calls and holds, Geschäft and Herzprämie, the
Geschäft suit naming, the discard, the announcement, the defence and the
invitation (all via ``bidding.py``), the house rules' Hand, Nachgehen, aces and
Kontra (``house.py``), and the cards (``cardplay.py``). The two
levels differ by parameters only: the Anfänger judges his ten cards with a
flat allowance for the talon, bids cautiously and plays without memory; the
Fortgeschritten averages over possible talons, counts every played card,
uses the voids the others have shown and, in the last tricks, solves a few
consistent deals instead (``endgame.py``).
"""

from __future__ import annotations

import random
from dataclasses import dataclass, replace
from typing import Any

from game.contracts import BETTLER_GAMES, announceable

from .bidding import (
    ADVANCED,
    BEGINNER,
    Style,
    announce_call,
    assess,
    auction_call,
    defence_call,
    discard_action,
    exchange_plan,
    invite_call,
    naming_call,
)
from .cardplay import choose_card
from .defend import valued_defence_call
from .endgame import endgame_card
from .house import HOUSE_ADVANCED, HOUSE_BEGINNER, HouseStyle, house_call
from .view import View, read_view

__all__ = ["HeuristicBot", "decide", "decide_raw", "ANFAENGER", "FORTGESCHRITTEN"]


@dataclass(frozen=True, slots=True)
class HeuristicBot:
    """A stateless rule-based player; ``choose`` returns one of ``obs["legal"]``."""

    name: str
    style: Style
    memory: bool
    house: HouseStyle = HOUSE_ADVANCED
    endgame: int = 0
    """With this many tricks left or fewer (the current one included) the cards are
    counted on sampled deals (``endgame.py``); 0: rules of thumb to the end."""
    endgame_samples: int = 0
    """Deals solved for one such card."""

    def choose(self, obs: dict[str, Any], rng: random.Random) -> str:
        view = read_view(obs)
        call = decide(view, self.style, self.memory, rng, self.house)
        if (
            view.phase == "play"
            and len(view.legal) > 1
            and (view.hand.bit_count() <= self.endgame or self.counts_whole_deal(view))
            and self.endgame_samples
        ):
            call = endgame_card(view, rng, call, self.endgame_samples)
        return call

    def counts_whole_deal(self, view: View) -> bool:
        """Whether the cards are counted from the first trick: in Bettler and Bettler
        Ouvert (the Fortgeschritten's), where R5.4's forcing plays decide the game early (a
        defender's lead that makes his partner overtake the declarer; the declarer's card
        that no forcing can catch) and the rules of thumb missed them (seeds 2831, 2503)."""
        return bool(self.endgame) and view.game in BETTLER_GAMES


def decide(
    view: View,
    style: Style,
    memory: bool,
    rng: random.Random,
    house: HouseStyle = HOUSE_ADVANCED,
) -> str:
    """The heuristic decision for any phase (a legal action, whatever happens)."""
    call = decide_raw(view, style, memory, rng, house)
    return call if call in view.legal else view.legal[0]


def decide_raw(
    view: View,
    style: Style,
    memory: bool,
    rng: random.Random,
    house: HouseStyle = HOUSE_ADVANCED,
) -> str:
    """The heuristic decision; tests check that it is legal without the safety net."""
    legal = view.legal
    if not legal:
        raise ValueError(f"seat {view.seat} has nothing to decide in phase {view.phase}")
    if len(legal) == 1:
        return legal[0]
    phase = view.phase
    rules = view.rules
    if phase == "auction":
        a = assess(view.hand, style, rng, rules, view.p0)
        call = auction_call(legal, view.obs["auction"]["high"], a, style, rules, view.p0)
    elif phase == "naming":
        call = naming_call(view.hand, [suit for _s, suit in view.names], style, view.p0)
    elif phase == "exchange":
        assert view.bid is not None
        choices = announceable(view.bid, rules, beat=view.game)  # §9.8: a challenger's too
        _game, pair, _value = exchange_plan(view.hand, choices, rules, view.p0)
        call = discard_action(pair)
    elif phase == "announce":
        choices = tuple(action.partition(":")[2] for action in legal)
        call = announce_call(view.hand, choices, view.discard or 0, rules, view.p0)
    elif phase == "defence":
        assert view.trump is not None
        if style.weigh_defence:
            call = valued_defence_call(view, style, rng)
        elif legal[0].startswith("invite"):
            call = invite_call(view.hand, view.trump, style)
        else:
            before = [c for s, c in view.decisions if s != view.seat]
            partner = None if not before else before[0] == "play"
            call = defence_call(view.hand, view.trump, partner, style)
    elif phase == "play":
        call = choose_card(view, memory)
    elif phase in ("hand", "nachgehen", "aces", "kontra"):
        call = house_call(view, style, house, rng)
    else:
        raise ValueError(f"unknown phase {phase!r}")
    return call


ENDGAME_TRICKS = 5
"""The Fortgeschritten counts the cards from this many tricks left (``endgame.py``)."""
ENDGAME_SAMPLES = 12

ANFAENGER_OPEN_MARGIN = -6.0
"""The Anfänger opens the auction from this expected value up (``bidding.Style``): its hand
values run about 5 points below what its contracts score, partly because Anfänger defenders
let a weak contract through; −12 did better still against Anfänger, worse against
Fortgeschritten defenders."""

ANFAENGER = HeuristicBot(
    "anfaenger",
    replace(BEGINNER, open_margin=ANFAENGER_OPEN_MARGIN),
    memory=False,
    house=HOUSE_BEGINNER,
)
FORTGESCHRITTEN_OPEN_MARGIN = -4.0
"""The Fortgeschritten opens the auction from this expected value up (``bidding.Style``):
its hand values run about 3 points below what its contracts score (−2 first; −4 did
better on boards the −2 was not chosen on)."""

FORTGESCHRITTEN = HeuristicBot(
    "fortgeschritten",
    replace(ADVANCED, open_margin=FORTGESCHRITTEN_OPEN_MARGIN),
    memory=True,
    house=HOUSE_ADVANCED,
    endgame=ENDGAME_TRICKS,
    endgame_samples=ENDGAME_SAMPLES,
)
