"""The engine's public entry points: start a deal, list and apply actions.

Owns ``new_game``, ``from_cards``, ``legal_actions``, ``apply`` and
``is_over`` (design.md §2): phase dispatch plus the one checked path for
input. Every rule lives in a phase module and the order of the phases in
``flow.py``; this module knows only which module owns which phase, and turns
a rejected action into an error that names the action, the seat, the phase
and the rule.
"""

from __future__ import annotations

from collections.abc import Callable

from . import aces, auction, defence, exchange, flow, hand, kontra, nachgehen, play
from .actions import PHASE_OF_KIND, check_syntax, split_action
from .cards import FULL_DECK, CardSet, parse_cards
from .deal import deal_from_seed
from .errors import GameError, IllegalActionError
from .rules import DEFAULT_RULES, Rules
from .scoring import scores
from .state import Setup, State

__all__ = ["new_game", "from_cards", "legal_actions", "apply", "is_over", "scores"]

_Legal = Callable[[State], list[str]]
_Apply = Callable[[State, str], State]
_Why = Callable[[State, str], str]

_PHASES: dict[str, tuple[_Legal, _Apply, _Why]] = {
    "auction": (auction.legal_actions, auction.apply, auction.why_illegal),
    "naming": (auction.naming_actions, auction.apply_naming, auction.why_naming_illegal),
    "hand": (hand.hand_actions, hand.apply_hand, hand.why_hand_illegal),
    "exchange": (exchange.exchange_actions, exchange.apply_exchange, exchange.why_exchange_illegal),
    "announce": (exchange.announce_actions, exchange.apply_announce, exchange.why_announce_illegal),
    "nachgehen": (
        nachgehen.nachgehen_actions,
        nachgehen.apply_nachgehen,
        nachgehen.why_nachgehen_illegal,
    ),
    "aces": (aces.aces_actions, aces.apply_aces, aces.why_aces_illegal),
    "defence": (defence.defence_actions, defence.apply_defence, defence.why_defence_illegal),
    "kontra": (kontra.kontra_actions, kontra.apply_kontra, kontra.why_kontra_illegal),
    "play": (play.play_actions, play.apply_play, play.why_play_illegal),
}


_SWITCH_OF_KIND = {
    "hand": ("hand_doubling", "§9.7"),
    "nachgehen": ("nachgehen", "§9.8"),
    "aces": ("ace_premiums", "§9.6"),
    "kontra": ("kontra", "§9.3"),
    "rekontra": ("kontra", "§9.3"),
}
"""The §9 switch without which an action kind never becomes legal (for error messages)."""


def _check_dealer(dealer: object) -> int:
    if not isinstance(dealer, int) or isinstance(dealer, bool) or dealer not in (0, 1, 2):
        raise GameError(f"dealer must be seat 0, 1 or 2, not {dealer!r}")
    return dealer


def _check_rules(rules: object) -> Rules:
    if rules is None:
        return DEFAULT_RULES
    if not isinstance(rules, Rules):
        raise GameError(f"rules must be a Rules value, not {rules!r}")
    return rules


def _check_pool(pool: object, rules: Rules) -> int | None:
    """§9.9: a pool is a non-negative multiple of 10, and only where a pool is played."""
    if pool is None:
        return None
    if rules.pool == "per_hand":
        raise GameError("a pool is played only with a pool rule (rules.md §9.9), not per_hand")
    if not isinstance(pool, int) or isinstance(pool, bool) or pool < 0 or pool % 10:
        raise GameError(f"the pool must be a non-negative multiple of 10 (§9.10), not {pool!r}")
    return pool


def _start(
    rules: Rules,
    seed: int | None,
    dealer: int,
    hands: tuple[CardSet, CardSet, CardSet],
    talon: CardSet,
    pool: int | None,
) -> State:
    return State(
        rules=rules,
        setup=Setup(seed, dealer, (hands[0], hands[1], hands[2], talon), pool),
        history=(),
        phase="auction",
        to_move=rules.next_seat(dealer),  # R2.1: forehand speaks first
        hands=hands,
    )


def new_game(
    seed: int, dealer: int = 0, rules: Rules | None = None, *, pool: int | None = None
) -> State:
    """A fresh deal from ``seed`` (R1.6), forehand to bid.

    The same seed gives the same deal on every Python (see ``deal.py``). ``pool``
    is the pool at the start of the hand in a pool mode (§9.9; ``Match`` passes it),
    shown to every seat.

    Raises:
        GameError: ``seed`` is not a non-negative int, ``dealer`` not a seat, ``rules``
            not a ``Rules``, or a bad ``pool``.
    """
    if not isinstance(seed, int) or isinstance(seed, bool) or seed < 0:
        raise GameError(f"seed must be a non-negative int, not {seed!r}")
    dealer = _check_dealer(dealer)
    checked = _check_rules(rules)
    hands, talon = deal_from_seed(seed, dealer, checked.step)
    return _start(checked, seed, dealer, hands, talon, _check_pool(pool, checked))


def from_cards(
    hands: list[list[str]] | list[str],
    talon: list[str] | str,
    dealer: int = 0,
    rules: Rules | None = None,
    *,
    pool: int | None = None,
) -> State:
    """A deal from given hands (by seat) and talon, for tests and replays.

    Each hand and the talon may be a list of card names or one string of names.

    Raises:
        GameError: not 10/10/10/2 distinct cards covering the deck, a bad dealer,
            rules or pool.
    """
    dealer = _check_dealer(dealer)
    checked = _check_rules(rules)
    if len(hands) != 3:
        raise GameError(f"from_cards needs three hands, got {len(hands)}")
    try:
        masks = [parse_cards(hand) for hand in hands]
        talon_mask = parse_cards(talon)
    except (ValueError, TypeError, AttributeError) as error:
        raise GameError(f"from_cards: {error}") from None
    for seat, mask in enumerate(masks):
        if mask.bit_count() != 10:
            raise GameError(
                f"from_cards: seat {seat} must hold 10 cards (R1.6), not {mask.bit_count()}"
            )
    if talon_mask.bit_count() != 2:
        raise GameError(
            f"from_cards: the talon must hold 2 cards (R1.6), not {talon_mask.bit_count()}"
        )
    if masks[0] | masks[1] | masks[2] | talon_mask != FULL_DECK:
        raise GameError(
            "from_cards: the hands and the talon must be the 32 cards, each once (R1.1)"
        )
    return _start(
        checked,
        None,
        dealer,
        (masks[0], masks[1], masks[2]),
        talon_mask,
        _check_pool(pool, checked),
    )


def legal_actions(state: State) -> list[str]:
    """Legal actions of ``state.to_move`` as canonical strings in a stable order; [] when over."""
    if state.phase == "done":
        return []
    return _PHASES[state.phase][0](state)


def is_over(state: State) -> bool:
    """True once the deal is finished: all passed, both defenders passed, or play ended (§8)."""
    return state.phase == "done"


def apply(state: State, action: str) -> State:
    """The state after ``action``; ``state`` itself is never changed.

    Raises:
        InvalidActionError: ``action`` is not an action string (design.md §2).
        IllegalActionError: well-formed, but not legal for the player to move now.
    """
    if state.phase == "done":
        check_syntax(action)
        raise IllegalActionError(f"{action!r} rejected in phase done: the deal is over")
    legal, move, why = _PHASES[state.phase]
    if play.is_legal_play(state, action) if state.phase == "play" else action in legal(state):
        moved = move(state, action)
        while moved.to_move is None and moved.phase != "done":
            moved = flow.advance(moved)  # the phase is over: open the next one
        return moved
    check_syntax(action)
    kind = split_action(action)[0]
    if PHASE_OF_KIND[kind] != state.phase:
        reason = f"{kind} actions belong to phase {PHASE_OF_KIND[kind]}"
        switch = _SWITCH_OF_KIND.get(kind)
        if switch is not None and not getattr(state.rules, switch[0]):
            reason += f", which only the house rule {switch[0]} (rules.md {switch[1]}) adds"
    else:
        reason = why(state, action)
    options = legal(state)
    shown = " ".join(options[:12]) + (f" … ({len(options)} in all)" if len(options) > 12 else "")
    raise IllegalActionError(
        f"{action!r} is not legal for seat {state.to_move} in phase {state.phase}: {reason} "
        f"(legal: {shown})"
    )
