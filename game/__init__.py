"""Preferanzen ("Illustrierte Preferanzen"): the rules engine.

A pure-Python library (stdlib only, no browser imports) for the Austrian
three-player card game as specified in rules.md. The public API is the stable
interface of design.md §2:

>>> from game import new_game, legal_actions, apply
>>> state = new_game(seed=7)
>>> state.phase, state.to_move
('auction', 1)
>>> legal_actions(state)
['pass', 'bid:1', 'bid:geschaeft', 'bid:herzpraemie']
>>> apply(state, "bid:1").to_move
2
"""

from __future__ import annotations

from .cards import card_name, cards_text, parse_card, parse_cards
from .engine import apply, from_cards, is_over, legal_actions, new_game, scores
from .errors import GameError, IllegalActionError, InvalidActionError, RecordError
from .match import Match, deal_seed
from .observe import observe, reveal
from .record import Record, parse_record, record_of, record_text, replay
from .rng import derive_seed, rng_for
from .rules import Rules
from .scoring import Settlement, settle
from .state import PHASES, State

__all__ = [
    "new_game",
    "from_cards",
    "legal_actions",
    "apply",
    "is_over",
    "scores",
    "observe",
    "reveal",
    "settle",
    "Settlement",
    "State",
    "PHASES",
    "Rules",
    "Record",
    "record_of",
    "record_text",
    "replay",
    "parse_record",
    "GameError",
    "InvalidActionError",
    "IllegalActionError",
    "RecordError",
    "Match",
    "deal_seed",
    "derive_seed",
    "rng_for",
    "parse_card",
    "card_name",
    "parse_cards",
    "cards_text",
]
