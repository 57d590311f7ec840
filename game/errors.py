"""The engine's exceptions: bad input never changes a state (design.md §2).

Owns the error hierarchy only. Every error is a ``ValueError`` so callers that
validate input can catch one familiar type; the subclasses tell a typo from a
move the rules forbid.
"""

from __future__ import annotations

__all__ = ["GameError", "InvalidActionError", "IllegalActionError", "RecordError"]


class GameError(ValueError):
    """Base class for every error caused by bad input to the engine."""


class InvalidActionError(GameError):
    """The text is not an action at all, e.g. ``"play:X9"`` or ``"bid:7"``."""


class IllegalActionError(GameError):
    """A well-formed action that the rules forbid right now, e.g. a jump bid (A13)."""


class RecordError(GameError):
    """A game record or deal description that cannot be read or does not replay."""
