"""The unit-test runners work: on CPython 3.11 and inside Pyodide under Node.

Kept deliberately tiny; the engine's own tests carry the real weight.
"""

import sys

from game.cards import FULL_DECK, card_name, card_names, parse_card


def test_python_is_a_supported_version() -> None:
    """The engine targets CPython 3.11 natively and Pyodide's 3.14 in the browser."""
    assert sys.version_info >= (3, 11)
    if sys.platform == "emscripten":
        assert sys.version_info[:2] == (3, 14)


def test_card_notation_round_trips() -> None:
    """design.md §2 card notation: every one of the 32 names parses back to itself."""
    names = card_names(FULL_DECK)
    assert len(names) == 32
    assert [card_name(parse_card(name)) for name in names] == names
