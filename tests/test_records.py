"""Records (a deal is its seed or cards plus its actions): text round trip and replay."""

from __future__ import annotations

import random

import pytest

from game import (
    GameError,
    Record,
    RecordError,
    apply,
    from_cards,
    is_over,
    legal_actions,
    new_game,
    parse_record,
    record_of,
    record_text,
    replay,
)


def random_deal(seed: int, dealer: int = 0, start=None):  # type: ignore[no-untyped-def]
    rng = random.Random(seed)
    state = start if start is not None else new_game(seed, dealer)
    while not is_over(state):
        state = apply(state, rng.choice(legal_actions(state)))
    return state


def test_text_form_is_one_readable_line() -> None:
    state = apply(apply(new_game(7, 2), "bid:1"), "pass")
    assert record_text(state) == "pf1;seed=7;dealer=2;rules=default;bid:1;pass"


@pytest.mark.parametrize("seed", range(30))
def test_replay_reproduces_the_state(seed: int) -> None:
    """Replaying the record's text rebuilds an equal state (seeded deals)."""
    state = random_deal(seed, seed % 3)
    text = record_text(state)
    assert parse_record(text).to_text() == text
    assert replay(text) == state
    assert replay(record_of(state)) == state


def test_replay_of_a_deal_given_by_cards() -> None:
    """cards= records (from_cards deals) round-trip too."""
    base = new_game(3)
    names = [record_of(base).start().hands[s] for s in (0, 1, 2)]
    from game.cards import card_names

    start = from_cards([card_names(m) for m in names], card_names(base.dealt[3]), dealer=1)
    state = random_deal(4, start=start)
    text = record_text(state)
    assert text.startswith("pf1;cards=") and replay(text) == state


def test_record_value_api() -> None:
    record = Record(seed=5, dealer=1, actions=("bid:1", "pass"))
    assert str(record) == "pf1;seed=5;dealer=1;rules=default;bid:1;pass"
    assert Record.from_text(str(record)) == record


@pytest.mark.parametrize(
    ("text", "message"),
    [
        ("", "not a Preferanzen record"),
        ("hello", "not a Preferanzen record"),
        ("pf2;seed=1;dealer=0;rules=default", "not a Preferanzen record"),
        ("pf1;seed=x;dealer=0;rules=default", "bad seed"),
        ("pf1;seed=1;dealer=5;rules=default", "bad dealer"),
        ("pf1;seed=1;dealer=0;rules=kontra", "unknown rules"),
        ("pf1;deck=1;dealer=0;rules=default", "seed= or cards="),
        ("pf1;cards=C7/C8;dealer=0;rules=default", "three hands"),
        ("pf1;cards=C7/C8/C9/CT;dealer=0;rules=default", "bad deal"),
        ("pf1;seed=1;dealer=0;rules=default;bid:1;bid:3", "action 2"),
        ("pf1;seed=1;dealer=0;rules=default;bid:9", "action 1"),
    ],
)
def test_corrupt_records_are_rejected_clearly(text: str, message: str) -> None:
    """A corrupt record raises RecordError (a GameError) naming what is wrong."""
    with pytest.raises(RecordError, match=message):
        replay(text)


def test_record_error_is_a_game_error() -> None:
    assert issubclass(RecordError, GameError) and issubclass(GameError, ValueError)
    with pytest.raises(RecordError):
        replay(12)  # type: ignore[arg-type]
