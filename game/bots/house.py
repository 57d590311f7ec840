"""The house-rule decisions from hand evaluation: Hand, Nachgehen, aces, Kontra (rules.md §9).

Owns how the two heuristic levels (and Profi's fallback) answer the phases the §9
switches add: whether to play Hand without the talon (§9.7), whether to challenge
for the declarer's role after the exchange (§9.8), the ace claims (§9.6), and
Kontra/Rekontra (§9.3). Every value is the engine's (``game.points`` through
``evaluate.game_value``) under the table's rules; the chance of the declarer's
fixed game, as a defender sees it, is averaged over the deals consistent with the
observation, weighted by how well they explain the auction (``sampling.py``,
``models.py``) — a handful of cheap evaluations, no search. Durchmarsch Ouvert
needs nothing here: it is one more game on the ladders of ``bidding.py``.
"""

from __future__ import annotations

import random
from dataclasses import dataclass

from game.contracts import announceable, hand_games
from game.points import ACE_PREMIUM

from .bidding import Style, assess
from .evaluate import GameValue, game_value
from .view import View

__all__ = [
    "HouseStyle",
    "HOUSE_BEGINNER",
    "HOUSE_ADVANCED",
    "house_call",
    "declarer_chance",
    "explains",
]


@dataclass(frozen=True, slots=True)
class HouseStyle:
    """How boldly a level uses the house rules (the levels differ by these, not by code)."""

    kontra_below: float
    """A defender says Kontra when the declarer's chance is below this (0: never)."""
    rekontra_above: float
    """The declarer says Rekontra when his own chance is above this."""
    hand_margin: float
    """Points a Hand game must beat taking the talon by."""
    challenge_margin: float
    """Points a Nachgehen game must promise."""
    keine_asse_above: float
    """The declarer claims keine Asse when his chance to live is above this."""
    samples: int
    """Deals averaged for a defender's estimate of the declarer's chance."""


HOUSE_BEGINNER = HouseStyle(
    kontra_below=0.0,
    rekontra_above=0.9,
    hand_margin=8.0,
    challenge_margin=12.0,
    keine_asse_above=0.7,
    samples=0,
)
HOUSE_ADVANCED = HouseStyle(
    kontra_below=0.3,
    rekontra_above=0.75,
    hand_margin=2.0,
    challenge_margin=6.0,
    keine_asse_above=0.55,
    samples=24,
)


_EVEN = 0.5
"""The least chance of a game a declarer is taken to announce it with (``explains``)."""


def explains(view: View, ten: int) -> bool:
    """§9.3: whether ``ten``, a guess at the declarer's cards, explains the game he announced:
    it gives that game at least an even chance by hand evaluation, or it is an escape: after
    a suit bid, no game the bid allowed is worth more to this hand in the table's units (a
    game without trumps bid outright is no escape, nor a dearer one than the cheapest).

    A defender who draws no such hand does not double: the declarer holds what the draws do
    not find. A Durchmarsch needs nearly every top card, a Bettler a clean hand, and uniform
    draws weighted by the announcement almost never deal them, so every draw would say he
    falls (both levels doubled an unbeatable Durchmarsch, and the hint advised it). But in a
    pool match a trump game that falls costs twice the pool, and a hopeless Bettler is the
    cheaper loss: the declarer who overbid escapes into it, and such a Bettler is no sign
    of a clean hand (an audit of Profi in the Pulka: all 12 Bettlers announced were escapes
    lost double-dummy, and no defender doubled one).

    >>> from game.cards import parse_cards
    >>> from game.rules import Rules
    >>> class Announced:  # the fields read
    ...     game, bid, hand_game, p0, rules = "durchmarsch", "1", False, None, Rules()
    >>> sure, weak = parse_cards("CA CK DA DK DQ DJ SA SK SQ S9"), parse_cards("CA C7 C8 D9 DT")
    >>> explains(Announced(), sure), explains(Announced(), weak | parse_cards("S7 S8 H7 H8 HT"))
    (True, False)
    >>> class Escape(Announced):  # a Bettler in a Pulka playing for 30 chips
    ...     game, p0, rules = "bettler", 30, Rules(pool="pulka_unlimited")
    >>> class PerHand(Escape):  # the same Bettler where a deal is settled in points
    ...     p0, rules = None, Rules()
    >>> hopeless = parse_cards("CA CK C7 S7 S8 D7 D8 H7 H8 H9")
    >>> explains(Escape(), hopeless), explains(PerHand(), hopeless)
    (True, False)
    """
    return _explains(view, ten, _announced(view, ten))


def _explains(view: View, ten: int, announced: GameValue) -> bool:
    """``explains``, given the announced game's value for ``ten`` (``_announced``)."""
    if announced.chance >= _EVEN:
        return True
    if view.bid not in ("1", "2", "3", "4"):  # a game without trumps bid outright is chosen
        return False
    factor = 2 if view.hand_game else 1
    return all(
        game_value(ten, g, rules=view.rules, factor=factor, pool=view.p0).points <= announced.points
        for g in announceable(view.bid, view.rules, bool(view.hand_game))
    )


def _announced(view: View, ten: int) -> GameValue:
    """The announced game's value for ``ten`` in the table's units (a Hand game doubled)."""
    assert view.game is not None
    factor = 2 if view.hand_game else 1
    return game_value(ten, view.game, rules=view.rules, factor=factor, pool=view.p0)


def declarer_chance(view: View, samples: int, rng: random.Random) -> float:
    """A defender's estimate of the chance that the declarer makes his fixed game: the mean
    of ``game_value``'s chance over deals consistent with everything seen, weighted by the
    auction and announcement models (the declarer's hand as dealt to him in each); 1.0 when
    no deal drawn ``explains`` his announcement."""
    from .models import Likelihood  # the models import the bidding machinery: keep it lazy
    from .sampling import Sampler

    assert view.declarer is not None and view.game is not None
    try:
        sampler = Sampler.for_view(view)
    except ValueError:
        return 0.5
    like = Likelihood(view)
    total = weight_sum = 0.0
    explained = False
    for _ in range(samples):
        deal = sampler.draw(rng)
        w = like.weight(deal, rng)
        ten = deal.hands[view.declarer] | view.played_by[view.declarer]
        value = _announced(view, ten)
        chance = value.chance
        explained = explained or _explains(view, ten, value)
        total += w * chance
        weight_sum += w
    if not explained:
        return 1.0
    return total / weight_sum if weight_sum > 0 else 0.5


def house_call(
    view: View, style: Style, house: HouseStyle, rng: random.Random
) -> str:  # pragma: no branch - every phase below is one the engine offers
    """The call for a ``hand``, ``nachgehen``, ``aces`` or ``kontra`` turn."""
    phase = view.phase
    if phase == "hand":
        return _hand_call(view, style, house, rng)
    if phase == "nachgehen":
        return _nachgehen_call(view, house)
    if phase == "aces":
        return _aces_call(view, house)
    if phase == "kontra":
        return _kontra_call(view, house, rng)
    raise ValueError(f"{phase!r} is not a house-rule phase")


def _hand_call(view: View, style: Style, house: HouseStyle, rng: random.Random) -> str:
    """§9.7: Hand when the best hand game, doubled, beats the bid's game after the talon."""
    assert view.bid is not None
    rules = view.rules
    doubled = max(
        game_value(view.hand, g, rules=rules, factor=2).points for g in hand_games(view.bid, rules)
    )
    with_talon = assess(view.hand, style, rng, rules, view.p0).by_bid[view.bid]
    return "hand:yes" if doubled > with_talon + house.hand_margin else "hand:no"


def _nachgehen_call(view: View, house: HouseStyle) -> str:
    """§9.8: challenge with a game worth playing; taking the discard up is never worse than
    leaving it (the challenger may lay the same two cards away again)."""
    assert view.bid is not None and view.game is not None
    choices = announceable(view.bid, view.rules, beat=view.game)
    best = max(game_value(view.hand, g, rules=view.rules, pool=view.p0).points for g in choices)
    return "nachgehen:take" if best >= house.challenge_margin else "nachgehen:pass"


def _aces_call(view: View, house: HouseStyle) -> str:
    """§9.6: four aces are free once announced; keine Asse pays ±5 a defender, so it is said
    when the declarer's chance to live is high enough."""
    legal = view.legal
    if "aces:four" in legal:
        return "aces:four"
    if "aces:none" in legal:
        assert view.game is not None
        chance = game_value(view.hand, view.game, rules=view.rules).chance
        gain = 2 * ACE_PREMIUM * (2 * chance - 1)
        return "aces:none" if gain > 0 and chance > house.keine_asse_above else "aces:pass"
    return "aces:pass"


def _kontra_call(view: View, house: HouseStyle, rng: random.Random) -> str:
    """§9.3: a defender doubles when the declarer's chance looks low; the declarer
    redoubles when his own chance is high."""
    assert view.game is not None
    if view.legal[0].startswith("rekontra"):
        chance = game_value(view.hand, view.game, rules=view.rules).chance
        return "rekontra:yes" if chance > house.rekontra_above else "rekontra:no"
    if house.kontra_below <= 0 or house.samples <= 0:
        return "kontra:no"
    chance = declarer_chance(view, house.samples, rng)
    return "kontra:yes" if chance < house.kontra_below else "kontra:no"
