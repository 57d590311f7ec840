"""Auction, naming, discard, announcement and defence decisions from hand evaluation.

Owns how a hand's contract values (``evaluate.py``) turn into calls: the value
of winning the auction at each bid (the best game the bid still allows, R3.3,
after the expected talon), when to hold (R2.4), when a hand game (Geschäft,
Herzprämie, R3.1) beats the talon, which suit to name (R2.7), which two cards
to lay away (R3.2), which game to announce, and whether to defend or invite
(R4.1). The two heuristic levels use it directly; Profi's models of the other
players use it to judge how likely their observed calls were. Does not own card
play (``cardplay.py``).
"""

from __future__ import annotations

import random
from dataclasses import dataclass

from game.cards import FULL_DECK, SUITS, card_name, cards_in
from game.contracts import games, games_allowed, next_regular, regular_bids
from game.points import HERZ_PREMIUM
from game.rules import DEFAULT_RULES, Rules

from .evaluate import (
    best_discard,
    defender_tricks,
    game_value,
    trump_score,
    trump_tricks,
)

__all__ = [
    "Style",
    "BEGINNER",
    "ADVANCED",
    "Assessment",
    "assess",
    "auction_call",
    "naming_call",
    "exchange_plan",
    "announce_call",
    "defence_call",
    "invite_call",
    "discard_action",
]


@dataclass(frozen=True, slots=True)
class Style:
    """Parameters of a bidding style (the levels differ by these, not by code)."""

    talon_draws: int
    """Random talons averaged when judging a bid; 0 = a flat talon bonus."""
    talon_bonus: float
    """Tricks added for the talon when ``talon_draws`` is 0."""
    margin: float
    """Expected points a contract must promise before the player bids it."""
    play_alone: float
    """Own expected tricks a defender wants before playing (R4.1)."""
    play_together: float
    """The same when the other defender already said he plays."""
    invite: float
    """Own expected tricks before a lone defender invites the passer."""
    special_bonus: float
    """Points a hand game must beat the next regular bid by (R3.1 gives up the talon)."""
    single_dummy: bool = False
    """Value Sans Atout and Bettler by their chance in real play (``single_dummy.py``)
    rather than double-dummy."""
    open_margin: float | None = None
    """The margin of the first bid when nobody has bid yet and a deal is settled in points
    (None: ``margin``)."""
    weigh_defence: bool = False
    """Decide play/pass/invite by expected points against the declarer's sampled strength
    (``defend.py``) instead of by the own expected tricks alone."""


BEGINNER = Style(
    talon_draws=0,
    talon_bonus=0.7,
    margin=0.0,
    play_alone=2.2,
    play_together=1.9,
    invite=9.0,
    special_bonus=1.0,
)
ADVANCED = Style(
    talon_draws=10,
    talon_bonus=0.35,
    margin=0.5,
    play_alone=2.0,
    play_together=1.6,
    invite=3.4,
    special_bonus=0.0,
    weigh_defence=True,
)


@dataclass(frozen=True, slots=True)
class Assessment:
    """What winning the auction is worth to one hand, per bid (declarer's points)."""

    by_bid: dict[str, float]
    """Regular bids: the expected points of the best game the bid allows, talon included."""
    geschaeft: tuple[str, float]
    """The best Geschäft suit and its value (no talon)."""
    herz: float
    """Herzprämie's value (no talon, ±5 premium per defender)."""


def _games_value(
    hand: int,
    choices: tuple[str, ...],
    out: int = 0,
    rules: Rules = DEFAULT_RULES,
    pool: int | None = None,
) -> dict[str, float]:
    return {g: game_value(hand, g, out=out, rules=rules, pool=pool).points for g in choices}


def _twelve_card_values(
    hand12: int,
    rules: Rules = DEFAULT_RULES,
    pool: int | None = None,
    single_dummy: bool = False,
) -> dict[str, float]:
    """Each game's value after its best discard from 12 cards (R3.2)."""
    values = {}
    for g in games(rules):
        pair = best_discard(hand12, g)
        values[g] = game_value(
            hand12 & ~pair, g, out=pair, rules=rules, pool=pool, single_dummy=single_dummy
        ).points
    return values


def herz_value(tricks: float, pool: int | None = None) -> float:
    """Herzprämie's value with ``tricks`` expected: a trump game with the §7.3 premium."""
    return trump_score(tricks, premium=HERZ_PREMIUM, pool=pool)[1]


def assess(
    hand: int,
    style: Style,
    rng: random.Random,
    rules: Rules = DEFAULT_RULES,
    pool: int | None = None,
) -> Assessment:
    """Judge a 10-card hand for the auction (the bids and values of ``rules``; in a pool
    mode ``pool`` is P0 and trump games are valued in chips)."""
    ladder = regular_bids(rules)
    if style.talon_draws:
        rest = list(cards_in(FULL_DECK & ~hand))
        totals = dict.fromkeys(ladder, 0.0)
        for _ in range(style.talon_draws):
            i = int(rng.random() * len(rest))
            j = int(rng.random() * (len(rest) - 1))
            if j >= i:
                j += 1
            talon = (1 << rest[i]) | (1 << rest[j])
            values = _twelve_card_values(hand | talon, rules, pool, style.single_dummy)
            for bid in ladder:
                totals[bid] += max(values[g] for g in games_allowed(bid, rules))
        by_bid = {bid: totals[bid] / style.talon_draws for bid in ladder}
    else:
        tricks = [trump_tricks(hand, i) for i in range(4)]
        values = {
            g: trump_score(tricks[i] + style.talon_bonus, pool=pool)[1] for i, g in enumerate(SUITS)
        }
        for game in games(rules)[4:]:
            values[game] = game_value(
                hand, game, rules=rules, single_dummy=style.single_dummy
            ).points
        by_bid = {bid: max(values[g] for g in games_allowed(bid, rules)) for bid in ladder}
        suits = [(s, trump_score(tricks[i], pool=pool)[1]) for i, s in enumerate(SUITS)]
        best_suit = max(suits, key=lambda sv: sv[1])
        return Assessment(by_bid, best_suit, herz_value(tricks[3], pool))
    suits = [(s, trump_score(trump_tricks(hand, i), pool=pool)[1]) for i, s in enumerate(SUITS)]
    best_suit = max(suits, key=lambda sv: sv[1])
    return Assessment(by_bid, best_suit, herz_value(trump_tricks(hand, 3), pool))


def auction_call(
    legal: list[str],
    high: str | None,
    a: Assessment,
    style: Style,
    rules: Rules = DEFAULT_RULES,
    pool: int | None = None,
) -> str:
    """The call for an auction turn (R2.3): the best-valued option above the margin, else pass
    (``style.open_margin`` for the opening bid in points, ``pool`` None)."""
    options: list[tuple[float, int, str]] = []
    if "hold" in legal and high in a.by_bid:
        options.append((a.by_bid[high], 3, "hold"))
    regular = next_regular(high, rules)
    if regular is not None and f"bid:{regular}" in legal:
        options.append((a.by_bid[regular], 2, f"bid:{regular}"))
    if "bid:geschaeft" in legal:
        options.append((a.geschaeft[1] - style.special_bonus, 1, "bid:geschaeft"))
    if "bid:herzpraemie" in legal:
        options.append((a.herz - style.special_bonus, 1, "bid:herzpraemie"))
    options.sort(reverse=True)
    margin = style.margin
    if high is None and pool is None and style.open_margin is not None:
        margin = style.open_margin
    if options and options[0][0] >= margin:
        return options[0][2]
    return "pass"


def naming_call(hand: int, named: list[str], style: Style, pool: int | None = None) -> str:
    """R2.7: name the best suit if it can still win the naming and is worth playing.

    A later namer takes over only with a strictly higher suit; if no such suit is
    good enough, name clubs and let the earlier namer play.
    """
    top = max((SUITS.index(s) for s in named), default=-1)
    best = None
    for i, suit in enumerate(SUITS):
        if i <= top:
            continue
        value = trump_score(trump_tricks(hand, i), pool=pool)[1]
        if best is None or value > best[0]:
            best = (value, suit)
    if best is not None and (top < 0 or best[0] >= style.margin):
        return f"name:{best[1]}"
    return "name:C"


def discard_action(pair: int) -> str:
    a, b = list(cards_in(pair))
    return f"discard:{card_name(a)},{card_name(b)}"


def exchange_plan(
    hand12: int, choices: tuple[str, ...], rules: Rules = DEFAULT_RULES, pool: int | None = None
) -> tuple[str, int, float]:
    """R3.2/R3.3: the game to announce (one of ``choices``) and the two cards to lay away."""
    best: tuple[float, str, int] | None = None
    for g in choices:
        pair = best_discard(hand12, g)
        value = game_value(hand12 & ~pair, g, out=pair, rules=rules, pool=pool).points
        if best is None or value > best[0]:
            best = (value, g, pair)
    assert best is not None
    return best[1], best[2], best[0]


def announce_call(
    hand: int,
    choices: tuple[str, ...],
    discard: int,
    rules: Rules = DEFAULT_RULES,
    pool: int | None = None,
) -> str:
    """R3.3: the best-valued game among ``choices`` (the games the engine offers now)."""
    values = _games_value(hand, choices, discard, rules, pool)
    return "announce:" + max(values, key=lambda g: values[g])


def defence_call(hand: int, trump: int, partner_plays: bool | None, style: Style) -> str:
    """R4.1: play when the hand promises enough own tricks.

    ``partner_plays`` is the other defender's decision if he spoke first.
    """
    e = defender_tricks(hand, trump)
    need = style.play_together if partner_plays else style.play_alone
    if partner_plays is None:
        need = (style.play_alone + style.play_together) / 2
    return "defend:play" if e >= need else "defend:pass"


def invite_call(hand: int, trump: int, style: Style) -> str:
    """R4.1 step 3: invite the passer only with a very strong hand (the inviter needs 4)."""
    return "invite:yes" if defender_tricks(hand, trump) >= style.invite else "invite:no"
