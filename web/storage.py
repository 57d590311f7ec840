"""What the page keeps in ``localStorage``: keys, schema version, validation, backups.

Owns the three keys and their JSON envelope ``{"v": SCHEMA, ...}``:

- ``preferanzen:settings``  the player's settings (``settings.Settings``);
- ``preferanzen:match``     the match in progress (``session.Session.to_dict``): its seed,
                            finished records and the current deal's record;
- ``preferanzen:history``   every match played, with its finished deals' records.

Loading validates each key on its own. A key that is not JSON, carries another schema
version, or does not replay, is copied unchanged to ``preferanzen:backup:<name>`` (a new
numbered key if that one is taken: a backup is never overwritten), and only that key starts
afresh; the caller is told, so the player can be too. Nothing is ever deleted. Works on any
dict-like store (``get``, item assignment), so it is tested without a browser.
"""

from __future__ import annotations

import json
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any, Protocol, TypeVar

from game import GameError

from .session import Session
from .settings import Settings

__all__ = [
    "SCHEMA",
    "PREFIX",
    "SETTINGS",
    "MATCH",
    "HISTORY",
    "Store",
    "Problem",
    "Loaded",
    "load",
    "save",
    "backup",
    "save_history_entry",
]

SCHEMA = 1
PREFIX = "preferanzen:"
SETTINGS = PREFIX + "settings"
MATCH = PREFIX + "match"
HISTORY = PREFIX + "history"

T = TypeVar("T")


class Store(Protocol):
    """The part of ``localStorage`` the page uses (a dict works in tests)."""

    def get(self, key: str) -> str | None: ...

    def __setitem__(self, key: str, value: str) -> None: ...


@dataclass(frozen=True, slots=True)
class Problem:
    """A stored value that could not be used as it was."""

    key: str
    backup: str
    kind: str
    """"corrupt" (not JSON or invalid), "foreign" (another schema version) or "partial"."""
    detail: str


class Partial(ValueError):
    """Validation kept part of a value: ``value`` is what is left, the original is backed up."""

    def __init__(self, value: object, detail: str) -> None:
        super().__init__(detail)
        self.value = value


@dataclass
class Loaded:
    """Everything read at start-up, plus what went wrong."""

    settings: Settings
    session: Session | None
    history: list[dict[str, Any]]
    problems: list[Problem] = field(default_factory=list)


def backup(store: Store, key: str, raw: str) -> str:
    """Copy ``raw`` to a free ``preferanzen:backup:<name>[:n]`` key and return that key."""
    base = PREFIX + "backup:" + key.removeprefix(PREFIX)
    name, number = base, 1
    while store.get(name) is not None and number < 10_000:
        number += 1
        name = f"{base}:{number}"
    store[name] = raw
    return name


def _read(
    store: Store, key: str, validate: Callable[[dict[str, Any]], T], problems: list[Problem]
) -> T | None:
    """The validated payload of ``key``; None when absent or unusable (then backed up)."""
    raw = store.get(key)
    if raw is None:
        return None
    kind, detail = "corrupt", ""
    try:
        data = json.loads(raw)
        if not isinstance(data, dict):
            raise ValueError(f"expected an object, found {type(data).__name__}")
        if data.get("v") != SCHEMA:
            kind, detail = "foreign", f"schema version {data.get('v')!r}, expected {SCHEMA}"
        else:
            return validate(data)
    except Partial as partial:
        problems.append(Problem(key, backup(store, key, raw), "partial", str(partial)))
        store[key] = json.dumps({"v": SCHEMA, **_payload(partial.value)})
        return partial.value  # type: ignore[return-value]
    except (ValueError, TypeError, KeyError, GameError) as error:
        detail = str(error)
    problems.append(Problem(key, backup(store, key, raw), kind, detail))
    return None


def _payload(value: object) -> dict[str, Any]:
    if isinstance(value, list):
        return {"matches": value}
    raise TypeError(f"cannot store a partial {type(value).__name__}")


def _history_entry(entry: object) -> dict[str, Any]:
    """A history entry with the right shape (its records replay when the sheet is opened)."""
    if not isinstance(entry, dict):
        raise ValueError("a history entry is an object")
    records = entry.get("records")
    if not isinstance(entry.get("id"), str) or not isinstance(entry.get("started"), int):
        raise ValueError("a history entry needs an id and a start time")
    if not isinstance(records, list) or not all(
        isinstance(r, str) and r.startswith("pf1;") for r in records
    ):
        raise ValueError("history records must be record texts")
    return entry


def _history(data: dict[str, Any]) -> list[dict[str, Any]]:
    matches = data.get("matches")
    if not isinstance(matches, list):
        raise ValueError("history needs a list of matches")
    kept = []
    for entry in matches:
        try:
            kept.append(_history_entry(entry))
        except ValueError:
            continue
    if len(kept) != len(matches):
        raise Partial(kept, f"{len(matches) - len(kept)} unreadable matches")
    return kept


def load(store: Store, levels: tuple[str, ...]) -> Loaded:
    """Read and validate all three keys (see the module docstring)."""
    problems: list[Problem] = []
    settings = _read(store, SETTINGS, lambda d: Settings.from_dict(d, levels), problems)
    session = _read(store, MATCH, Session.from_dict, problems)
    history = _read(store, HISTORY, _history, problems)
    return Loaded(settings or Settings().with_level(levels), session, history or [], problems)


def save(store: Store, key: str, payload: dict[str, Any]) -> None:
    """Write ``payload`` under ``key`` in the versioned envelope."""
    store[key] = json.dumps({"v": SCHEMA, **payload}, separators=(",", ":"))


def save_history_entry(history: list[dict[str, Any]], entry: dict[str, Any]) -> None:
    """Put ``entry`` into ``history`` in place, replacing the entry with the same id."""
    for i, old in enumerate(history):
        if old.get("id") == entry["id"]:
            history[i] = entry
            return
    history.append(entry)
