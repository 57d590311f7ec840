"""Trick play (rules.md §5) and the early end of a deal (§8).

Owns the lead (R5.1, R5.2), the play obligations of R5.4 (Farbzwang, then
Stichzwang against the winning card — even a partner's — then Trumpfzwang),
the trick winner (R5.3) and when play stops (R8.1–R8.4). Does not own scoring
(``scoring.py``).
"""

from __future__ import annotations

from .actions import split_action
from .cards import SUIT_MASKS, CardSet, card_name, card_names, is_card_name, parse_card
from .contracts import BETTLER_GAMES, DURCHMARSCH_GAMES
from .points import LIVE_TRICKS, TRICKS
from .rules import DEFAULT_RULES, Rules
from .state import State

__all__ = [
    "winning_card",
    "legal_cards",
    "above",
    "start_play",
    "first_leader",
    "play_order",
    "play_actions",
    "is_legal_play",
    "apply_play",
    "why_play_illegal",
    "play_is_over",
]


def above(card: int) -> CardSet:
    """Cards of the same suit that outrank ``card`` (R1.2: 7 lowest, A highest)."""
    return SUIT_MASKS[card >> 3] & ~((2 << card) - 1)


def winning_card(trick: tuple[int, ...], trump: int | None) -> int:
    """R5.3: the highest trump, else the highest card of the led suit."""
    best = trick[0]
    for card in trick[1:]:
        suit = card >> 3
        best_suit = best >> 3
        if suit == best_suit:
            if card > best:
                best = card
        elif suit == trump:  # a first trump on a non-trump winner
            best = card
        # any other card (a discard, or a non-trump on a trump) cannot win
    return best


def legal_cards(hand: CardSet, trick: tuple[int, ...], trump: int | None) -> CardSet:
    """R5.4: the cards of ``hand`` that may be played to ``trick``.

    >>> from .cards import parse_cards, cards_text
    >>> cards_text(legal_cards(parse_cards("H7 HK S8"), (parse_card("H9"),), 1))  # R5.5 P1
    'HK'
    """
    if not trick:
        return hand  # the leader may lead anything
    best = winning_card(trick, trump)
    trumps = SUIT_MASKS[trump] if trump is not None else 0
    for duty in (SUIT_MASKS[trick[0] >> 3], trumps):  # Farbzwang, then Trumpfzwang
        must = hand & duty
        if must:
            if duty >> best & 1:  # Stichzwang: beat the winning card if you can,
                return must & above(best) or must  # even a partner's (P7)
            return must  # a non-trump suit led and already trumped: any card of it (P3)
    return hand  # abwerfen


def play_order(
    players: tuple[int, ...], leader: int, rules: Rules = DEFAULT_RULES
) -> tuple[int, ...]:
    """R5.2: the active seats in turn from ``leader`` (two seats in C2; §9.1 rotation)."""
    turn = rules.turn(leader)
    if len(players) == 3:
        return turn
    return tuple(s for s in turn if s in players)


def first_leader(declarer: int, game: str) -> int:
    """R5.1: the declarer leads, except in Sans Atout where R, his right neighbour (seat
    D+2), leads — in both rotations (§9.10)."""
    return (declarer + 2) % 3 if game == "sans" else declarer


def start_play(state: State, players: tuple[int, ...]) -> State:
    """R5.1: the first lead, with ``players`` the seats whose cards are played."""
    assert state.declarer is not None and state.game is not None
    leader = first_leader(state.declarer, state.game)
    return state._replace(phase="play", players=players, leader=leader, to_move=leader)


def play_actions(state: State) -> list[str]:
    """``play:<card>`` for every card R5.4 allows, in canonical order."""
    seat = state.to_move
    assert seat is not None
    allowed = legal_cards(state.hands[seat], state.trick, state.trump)
    return [f"play:{name}" for name in card_names(allowed)]


def is_legal_play(state: State, action: str) -> bool:
    """Whether ``action`` is one of :func:`play_actions`, without listing them (hot path)."""
    name = action[5:]
    if not action.startswith("play:") or not is_card_name(name):
        return False
    seat = state.to_move
    assert seat is not None
    return bool(legal_cards(state.hands[seat], state.trick, state.trump) >> parse_card(name) & 1)


def why_play_illegal(state: State, action: str) -> str:
    """Which obligation of R5.4 (or which missing card) forbids ``action``."""
    seat = state.to_move
    assert seat is not None
    kind, name = split_action(action)
    if kind != "play":
        return f"cards are being played now (play:<card>), not {action}"
    card = parse_card(name)
    hand = state.hands[seat]
    if not hand >> card & 1:
        return f"{name} is not in seat {seat}'s hand"
    trick = state.trick
    best = winning_card(trick, state.trump)
    led = trick[0] >> 3
    if hand & SUIT_MASKS[led]:
        if card >> 3 != led:
            return f"R5.4 Farbzwang: seat {seat} holds suit {'CSDH'[led]} and must follow it"
        return f"R5.4 Stichzwang: seat {seat} can beat {card_name(best)} and must do so"
    if state.trump is not None and hand & SUIT_MASKS[state.trump]:
        if card >> 3 != state.trump:
            return f"R5.4 Trumpfzwang: seat {seat} cannot follow {'CSDH'[led]} and must trump"
        return f"R5.4: seat {seat} must overtrump {card_name(best)}"
    return "R5.4"  # pragma: no cover - every card is legal when discarding


def play_is_over(state: State) -> bool:
    """§8: all tricks played, or the result can no longer change."""
    declarer = state.declarer
    assert declarer is not None
    played = len(state.tricks)
    mine = state.won[declarer]
    theirs = played - mine
    game = state.game
    if played == TRICKS:
        return True
    if game in BETTLER_GAMES:
        return mine > 0  # R8.2: the declarer won a trick
    if game in DURCHMARSCH_GAMES:
        return theirs > 0  # R8.3 (and Durchmarsch Ouvert, §9.5): the declarer lost a trick
    if game == "sans":
        if state.rules.sans_atout_target == "consecutive6":
            # R8.4 consecutive6: a run of 6 wins; the run plus the tricks left below 6 loses
            run = 0
            for _leader, _cards, winner in state.tricks:
                run = run + 1 if winner == declarer else 0
            return run >= LIVE_TRICKS or run + TRICKS - played < LIVE_TRICKS
        return mine >= LIVE_TRICKS or theirs > TRICKS - LIVE_TRICKS  # R8.4, total6
    return False  # R8.1: trump games play all ten tricks


def apply_play(state: State, action: str) -> State:
    """Play a card; close the trick when every active seat has played (R5.2, R5.3)."""
    seat = state.to_move
    assert seat is not None and state.leader is not None
    card = parse_card(split_action(action)[1])
    hands = list(state.hands)
    hands[seat] &= ~(1 << card)
    trick = (*state.trick, card)
    history = state.logged(action)
    order = play_order(state.players, state.leader, state.rules)
    new_hands = (hands[0], hands[1], hands[2])
    if len(trick) < len(order):
        return state._replace(
            history=history, hands=new_hands, trick=trick, to_move=order[len(trick)]
        )
    best = winning_card(trick, state.trump)
    winner = order[trick.index(best)]
    won = list(state.won)
    won[winner] += 1
    moved = state._replace(
        history=history,
        hands=new_hands,
        trick=(),
        tricks=(*state.tricks, (state.leader, trick, winner)),
        won=(won[0], won[1], won[2]),
        leader=winner,
        to_move=winner,
    )
    if play_is_over(moved):
        return moved._replace(phase="done", to_move=None)
    return moved
