"""Bad input: garbage is InvalidActionError, illegal is IllegalActionError; nothing changes."""

from __future__ import annotations

import pytest

from game import (
    GameError,
    IllegalActionError,
    InvalidActionError,
    apply,
    legal_actions,
    new_game,
    observe,
)
from helpers import play_all

GARBAGE = [
    "",
    "bid",
    "bid:",
    "bid:5",
    "bid:Geschaeft",
    "play:X9",
    "play:H10",
    "play:hk",
    "PASS",
    "pass:",
    "hold:1",
    "name:X",
    "discard:C7",
    "discard:C7,C7",
    "discard:HA,C7",
    "announce:herzpraemie",
    "announce:geschaeft",
    "defend:yes",
    "invite:maybe",
    " pass",
    "pass ",
    "bid:1;pass",
    None,
    3,
    b"pass",
    ["pass"],
]


@pytest.mark.parametrize("action", GARBAGE, ids=repr)
def test_garbage_is_invalid(action: object) -> None:
    """Text that is not an action string raises InvalidActionError, whatever the phase."""
    for state in (new_game(1), play_all(new_game(1), ["bid:1", "pass", "pass"])):
        before = (state, legal_actions(state))
        with pytest.raises(InvalidActionError) as error:
            apply(state, action)  # type: ignore[arg-type]
        assert "not" in str(error.value)
        assert (state, legal_actions(state)) == before


@pytest.mark.parametrize(
    "action", ["play:HK", "defend:play", "invite:yes", "name:H", "discard:C7,C8", "announce:C"]
)
def test_wrong_phase_is_illegal_and_names_everything(action: str) -> None:
    """A well-formed action for another phase: IllegalActionError with action, seat, phase, why."""
    state = new_game(1)
    with pytest.raises(IllegalActionError) as error:
        apply(state, action)
    message = str(error.value)
    assert repr(action) in message and "seat 1" in message and "phase auction" in message
    assert "belong to phase" in message


def test_nothing_is_legal_after_the_deal() -> None:
    state = play_all(new_game(1), ["pass", "pass", "pass"])
    with pytest.raises(IllegalActionError, match="over"):
        apply(state, "pass")
    with pytest.raises(InvalidActionError):
        apply(state, "nonsense")


def test_errors_are_value_errors() -> None:
    assert issubclass(InvalidActionError, GameError) and issubclass(IllegalActionError, GameError)
    assert issubclass(GameError, ValueError)


@pytest.mark.parametrize("seat", [3, -1, None, "0", True])
def test_observe_rejects_bad_seats(seat: object) -> None:
    with pytest.raises(GameError, match="seat"):
        observe(new_game(1), seat)  # type: ignore[arg-type]
