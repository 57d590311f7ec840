"""Defence decisions in trump games (rules.md §4, R4.1): C1–C4 and the invitation."""

from __future__ import annotations

import pytest

from game import IllegalActionError, apply, is_over, legal_actions, new_game, scores
from game.defence import configuration
from helpers import play_all

# Dealer 0: V = 1 wins "bid:1", discards, announces Pik; L = 2, R = 0.
BASE = ["bid:1", "pass", "pass"]
L, R, D = 2, 0, 1


def announced():  # type: ignore[no-untyped-def]
    state = play_all(new_game(5, 0), BASE)
    state = apply(state, legal_actions(state)[0])
    return apply(state, "announce:S")


def test_left_defender_speaks_first() -> None:
    """R4.1 step 1: L decides first, then R."""
    state = announced()
    assert (state.phase, state.to_move) == ("defence", L)
    assert legal_actions(state) == ["defend:play", "defend:pass"]
    state = apply(state, "defend:pass")
    assert state.to_move == R and legal_actions(state) == ["defend:play", "defend:pass"]


def test_c1_both_play() -> None:
    """C1: both play, 3-card tricks, D leads (R5.1)."""
    state = play_all(announced(), ["defend:play", "defend:play"])
    assert (state.phase, state.players, state.to_move, configuration(state)) == (
        "play",
        (0, 1, 2),
        D,
        "C1",
    )


@pytest.mark.parametrize(
    ("decisions", "lone"),
    [
        (["defend:play", "defend:pass"], L),
        (["defend:pass", "defend:play"], R),  # R4.1: the invitation works in either seat order
    ],
)
def test_lone_player_may_invite(decisions: list[str], lone: int) -> None:
    """R4.1 step 3: exactly one plays -> he chooses invite:yes or invite:no."""
    state = play_all(announced(), decisions)
    assert (state.phase, state.to_move) == ("defence", lone)
    assert legal_actions(state) == ["invite:yes", "invite:no"]
    c2 = apply(state, "invite:no")
    assert c2.players == tuple(sorted((D, lone))) and configuration(c2) == "C2"
    c3 = apply(state, "invite:yes")
    assert c3.players == (0, 1, 2) and configuration(c3) == "C3"


def test_c2_passer_hand_is_out_of_play() -> None:
    """C2: the passer's 10 cards are never played; tricks have 2 cards; the two alternate."""
    state = play_all(announced(), ["defend:play", "defend:pass", "invite:no"])
    passer_hand = state.hands[R]
    order = []
    while not is_over(state):
        order.append(state.to_move)
        state = apply(state, legal_actions(state)[-1])
    assert R not in order and state.hands[R] == passer_hand
    assert all(len(cards) == 2 for _, cards, _ in state.tricks) and len(state.tricks) == 10
    assert order[:2] == [D, L]


def test_c4_both_pass_ends_without_play() -> None:
    """C4 / R6.1: both pass -> no play, declarer lives (T15: -3, -3, +6)."""
    state = play_all(announced(), ["defend:pass", "defend:pass"])
    assert is_over(state) and state.tricks == () and configuration(state) == "C4"
    assert scores(state)[D] == 6 and scores(state)[L] == scores(state)[R] == -3


def test_invitation_out_of_turn_is_illegal() -> None:
    """R4.1: no invitation before both decided; the message names the rule."""
    state = announced()
    with pytest.raises(IllegalActionError, match="R4.1"):
        apply(state, "invite:yes")
    waiting = play_all(state, ["defend:play", "defend:pass"])
    with pytest.raises(IllegalActionError, match="R4.1"):
        apply(waiting, "defend:play")
