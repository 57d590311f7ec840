"""How likely a guessed deal makes the other players' observed choices.

Owns the likelihood models Profi weights its samples with (``sampling.py``
draws them uniformly): a bidder's calls given his ten cards (a player who
passed rarely holds a great hand; one who bid Sans Atout holds aces), a
defender's play-or-pass and invitation (R4.1), the Geschäft suit named
(R2.7), and the declarer's announced game and his face-down discard (R3.2,
R3.3). Each model is the heuristic judgement of ``bidding.py``/``evaluate.py``
softened into probabilities, with a floor so that a player who does not play
like the model still leaves plausible deals.
"""

from __future__ import annotations

import math
import random
from dataclasses import dataclass, replace

from game import apply, from_cards, legal_actions
from game.cards import SUITS
from game.contracts import BETTLER_GAMES, announceable, trump_of
from game.rules import Rules

from .bidding import Assessment, Style, assess
from .evaluate import defender_tricks, game_value, trump_score, trump_tricks
from .sampling import Deal
from .view import View

__all__ = [
    "AuctionStep",
    "auction_steps",
    "Likelihood",
    "Inference",
    "LOOSE",
    "SHARP",
    "SHARP_IN_CHIPS",
]

_MODEL_STYLE = Style(
    talon_draws=0,
    talon_bonus=0.35,
    margin=1.0,
    play_alone=2.0,
    play_together=1.7,
    invite=3.4,
    special_bonus=0.5,
)
_TEMPERATURE = 4.0  # points of value per unit of log-odds in the bidding model
_FLOOR = 0.01


@dataclass(frozen=True, slots=True)
class Inference:
    """How sharply the others' choices are read (the models' softness, R2–R4)."""

    temperature: float = _TEMPERATURE
    """Points of value per unit of log-odds: how far a call may stray from the model's
    judgement of the caller's hand."""
    floor: float = _FLOOR
    """The least likelihood of any call (players who do not bid like the model)."""
    announce_floor: float = 0.1
    """The least likelihood of a declarer's announced game against his alternatives."""
    strength: bool = False
    """Also weigh the declarer's final ten cards by the value of the game he announced: a
    player who declared has, after his exchange, a hand worth declaring (R3.3)."""
    chips: bool = False
    """In a pool mode, value the declarer's games as he does: trump games in chips for P0
    (§9.9), the temperature scaled by u = P0 / 10 (a fall costs 2·P0 there, so a Pulka
    declarer holds far more than a hand merely worth declaring in points)."""


LOOSE = Inference()
"""The original, soft reading (a wide margin for players unlike the model)."""

SHARP = Inference(temperature=2.0, floor=0.002, announce_floor=0.02, strength=True)
"""Calls follow the callers' hands closely, and a declarer holds a hand worth his game
(docs/bots.md: measured against the real hands of arena deals); the Fortgeschritten's
valued defence reads so (``defend.py``)."""

SHARP_IN_CHIPS = replace(SHARP, chips=True)
"""Profi's reading: ``SHARP``, and in a pool mode the announcement in the declarer's chips."""

_DUMMY = [
    "C7 C8 C9 CT CJ CQ CK CA S7 S8",
    "S9 ST SJ SQ SK SA D7 D8 D9 DT",
    "DJ DQ DK DA H7 H8 H9 HT HJ HQ",
]


@dataclass(frozen=True, slots=True)
class AuctionStep:
    """One observed auction call with what was legal and the bid it answered."""

    seat: int
    action: str
    legal: tuple[str, ...]
    high: str | None


def auction_steps(view: View) -> list[AuctionStep]:
    """The auction so far, replayed on a dummy deal (legality does not depend on cards)."""
    state = from_cards(_DUMMY, "HK HA", dealer=view.dealer, rules=view.rules)
    steps = []
    for seat, action in view.calls:
        if state.phase != "auction" or state.to_move != seat:
            break
        steps.append(AuctionStep(seat, action, tuple(legal_actions(state)), state.high))
        state = apply(state, action)
    return steps


def _sigmoid(x: float) -> float:
    if x < -30:
        return 0.0
    if x > 30:
        return 1.0
    return 1.0 / (1.0 + math.exp(-x))


def _option_value(action: str, high: str | None, a: Assessment) -> float | None:
    if action == "hold":
        return a.by_bid.get(high or "", None)
    if action == "bid:geschaeft":
        return a.geschaeft[1] - _MODEL_STYLE.special_bonus
    if action == "bid:herzpraemie":
        return a.herz - _MODEL_STYLE.special_bonus
    if action.startswith("bid:"):
        return a.by_bid.get(action[4:])
    return None


def call_likelihood(step: AuctionStep, a: Assessment, inference: Inference = LOOSE) -> float:
    """P(the observed call | the caller's assessment), a softened ``auction_call``."""
    values = {}
    for option in step.legal:
        v = _option_value(option, step.high, a)
        if v is not None:
            values[option] = v
    best = max(values.values(), default=-1e9)
    margin = _MODEL_STYLE.margin
    t = inference.temperature
    if step.action == "pass":
        p = _sigmoid((margin - best) / t)
    else:
        v = values.get(step.action, -1e9)
        p = _sigmoid((v - margin) / t) * math.exp(min(0.0, v - best) / t)
    return inference.floor + (1 - inference.floor) * p


class Likelihood:
    """Weights of sampled deals for one observation (build once, call per deal)."""

    def __init__(self, view: View, inference: Inference = LOOSE) -> None:
        self.view = view
        self.inference = inference
        self.steps = [s for s in auction_steps(view) if s.seat != view.seat]
        self._memo: dict[tuple[int, int], Assessment] = {}

    def _assess(self, seat: int, hand: int) -> Assessment:
        key = (seat, hand)
        got = self._memo.get(key)
        if got is None:
            # no talon draws: no randomness
            got = assess(hand, _MODEL_STYLE, random.Random(0), self.view.rules, self.view.p0)
            self._memo[key] = got
        return got

    def original_hands(self, deal: Deal, rng: random.Random) -> list[int]:
        """Each seat's ten cards as dealt, as far as this deal says (R1.6).

        The declarer who took the talon held 12 cards and laid two away; which two of
        the 12 came from the talon nobody else knows, so two are picked at random.
        """
        view = self.view
        hands = [deal.hands[s] | view.played_by[s] for s in range(3)]
        d = view.declarer
        took_talon = bool(view.obs.get("discards"))  # R3.2: a discard was made, so an exchange
        if d is not None and took_talon and view.bid not in (None, "geschaeft", "herzpraemie"):
            if d == view.seat:
                if view.talon is not None:
                    hands[d] = (hands[d] | (view.discard or 0)) & ~view.talon
            elif view.phase != "exchange":
                twelve = hands[d] | deal.pile
                cards = [c for c in range(32) if twelve >> c & 1]
                if len(cards) == 12:
                    i = int(rng.random() * 12)
                    j = int(rng.random() * 11)
                    if j >= i:
                        j += 1
                    hands[d] = twelve & ~(1 << cards[i]) & ~(1 << cards[j])
        return hands

    def weight(self, deal: Deal, rng: random.Random) -> float:
        """Relative likelihood of everything the others did, given ``deal``."""
        view = self.view
        hands = self.original_hands(deal, rng)
        w = 1.0
        for step in self.steps:
            w *= call_likelihood(step, self._assess(step.seat, hands[step.seat]), self.inference)
        d = view.declarer
        if d is None or d == view.seat:
            return w * self._defence_weight(hands)
        # the Geschäft suit named by the others (R2.7)
        for seat, suit in view.names:
            if seat != view.seat:
                w *= self._naming_weight(hands[seat], suit)
        # the declarer's game and discard (R3.2, R3.3)
        if view.game is not None and view.bid not in ("geschaeft", "herzpraemie"):
            ten = deal.hands[d] | view.played_by[d]
            if view.phase not in ("exchange", "announce") and ten.bit_count() == 10:
                choices = announceable(view.bid or "1", view.rules, bool(view.hand_game))
                pool = view.p0 if self.inference.chips else None
                w *= self._announce_weight(
                    ten, view.game, choices, view.rules, self.inference, pool
                )
                if not view.hand_game:
                    w *= self._discard_weight(deal.pile, view.game)
        return w * self._defence_weight(hands)

    def _defence_weight(self, hands: list[int]) -> float:
        view = self.view
        if view.trump is None:
            return 1.0
        w = 1.0
        for seat, choice in view.decisions:
            if seat == view.seat:
                continue
            e = defender_tricks(hands[seat], view.trump)
            p = _sigmoid((e - 1.8) / 0.45)
            w *= (p if choice == "play" else 1 - p) * 0.9 + 0.05
        if view.invitation is not None:
            inviter = next((s for s, c in view.decisions if c == "play"), None)
            if inviter is not None and inviter != view.seat:
                e = defender_tricks(hands[inviter], view.trump)
                p = _sigmoid((e - 3.2) / 0.5)
                w *= (p if view.invitation == "yes" else 1 - p) * 0.9 + 0.05
        return w

    @staticmethod
    def _naming_weight(hand: int, suit: str) -> float:
        values = {s: trump_score(trump_tricks(hand, i))[1] for i, s in enumerate(SUITS)}
        return math.exp(min(0.0, values[suit] - max(values.values())) / _TEMPERATURE) * 0.95 + 0.05

    @staticmethod
    def _announce_weight(
        ten: int,
        game: str,
        choices: tuple[str, ...],
        rules: Rules,
        inference: Inference,
        pool: int | None = None,
    ) -> float:
        """R3.3: the game announced against the alternatives the ten cards allowed, and
        (``inference.strength``) against not declaring at all; with ``pool`` (P0) in the
        declarer's units, trump games in chips (§9.9)."""
        values = {g: game_value(ten, g, rules=rules, pool=pool).points for g in choices}
        best = max(values.values())
        mine = values.get(game, best)
        t = inference.temperature * (pool / 10 if pool else 1.0)
        floor = inference.announce_floor
        w = math.exp(min(0.0, mine - best) / (2 * t)) * (1 - floor) + floor
        if inference.strength:
            w *= _sigmoid(mine / t) * (1 - floor) + floor
        return w

    @staticmethod
    def _discard_weight(pile: int, game: str) -> float:
        """Declarers lay away what their game does not need (R3.2)."""
        w = 1.0
        trump = trump_of(game)
        for card in (c for c in range(32) if pile >> c & 1):
            rank = card & 7
            if trump is not None:
                if card >> 3 == trump:
                    w *= 0.1
                elif rank == 7:
                    w *= 0.3
                elif rank == 6:
                    w *= 0.6
            elif game in BETTLER_GAMES:
                w *= (0.15, 0.3, 0.5, 0.8, 1.0, 1.0, 1.0, 1.0)[rank]
            else:
                w *= (1.0, 1.0, 1.0, 0.9, 0.7, 0.5, 0.3, 0.15)[rank]
        return w
