"""One match as it is stored and exported: its fields, their bounds, and how versions compare.

Owns the shape of a history entry, the one format for every match the page keeps (in
``preferanzen:match:<id>``, in an export file, a match played online alike)::

    {"id": "m1700000000000-5", "started": <ms since the epoch>, "seed": <int>,
     "first_dealer": 0|1|2, "name": <the player's name>, "level": <bot level id>,
     "records": [<finished deals' record texts>], "current": <the deal in progress>,
     "rules": <Rules.describe(), for a match under house rules>,
     "opening": <the match seed of its first deal, when not its own: the guided deal>,
     "running": true, "fork_of": <id>}

``current`` is absent once a match was filed with no deal in progress (an export has only
finished deals); ``rules`` is absent for the default game, ``opening`` for a match that
opens with its own first deal (``game.Match.opening``). ``running`` marks a match that was
still on the table of the browser that exported it (not over: its pool is not shared out,
§9.9); ``fork_of`` names the match a diverged version was split from (``storage``), whose
first deals it shares: they count once (``history``). A match played with friends
(``web.online``) is stored by its host like any other.

``clean`` checks every field against its bound and returns a new dict with the known
fields only; it never replays a record (that is ``history_io``'s import check and
the statistics' business), but it does check what the engine's parser would choke on
before it gets the chance: a record's ``seed=`` must be ASCII digits (``"²".isdigit()`` is
True, ``int("²")`` raises), no longer than a 53-bit number. Names go through
``settings.clean_name`` (no control or bidi characters, at most ``NAME_MAX`` long).

``extends(a, b)`` says whether version ``a`` of a match contains all of version ``b``
(every finished deal, and the deal in progress as far as ``b`` got), which is how two tabs'
versions of one match are merged (``storage``).

>>> e = clean({"id": "m1-2", "started": 1, "seed": 2, "first_dealer": 2, "records": []})
>>> e["name"], e["level"], "current" in e
('', '', False)
>>> clean({**e, "started": 10**25})
Traceback (most recent call last):
...
web.entry.EntryError: started: must be a whole number from 0 to 4102444800000
"""

from __future__ import annotations

import re
from typing import Any

from .settings import clean_name

__all__ = [
    "EntryError",
    "MAX_ID",
    "MAX_NAME",
    "MAX_MS",
    "MAX_SEED",
    "MAX_DEALS",
    "MAX_RECORD",
    "MAX_RULES",
    "FIELDS",
    "valid_id",
    "clean",
    "check_record",
    "extends",
]

MAX_ID = 80
MAX_NAME = 1000
"""How much of a name is looked at (``clean_name`` then keeps ``settings.NAME_MAX``)."""
MAX_MS = 4_102_444_800_000
"""The latest start time accepted: 2100-01-01 (``time.gmtime`` overflows far beyond)."""
MAX_SEED = 2**53 - 1
"""The largest seed: a JavaScript number holds it exactly (the page's seeds are 48-bit)."""
MAX_DEALS = 2000
MAX_RECORD = 4000
"""A deal's record has a header and some 40 actions: a few hundred characters."""
MAX_RULES = 600
FIELDS = (
    *("id", "started", "seed", "first_dealer", "name", "level", "records", "current"),
    *("rules", "opening", "running", "fork_of"),
)

_ID = re.compile(r"[A-Za-z0-9._~-]+")
_LEVEL = re.compile(r"[a-z0-9_]{0,32}")
_RULES = re.compile(r"[A-Za-z0-9_=,.-]{1,600}")  # MAX_RULES
_SEED_FIELD = re.compile(r"seed=([^;]*)")


class EntryError(ValueError):
    """A field of a match entry is missing or out of bounds; the message names it."""


def _whole(value: object, high: int) -> bool:
    return isinstance(value, int) and not isinstance(value, bool) and 0 <= value <= high


def valid_id(text: str) -> bool:
    """Whether ``text`` can name a match (and so a storage key)."""
    return len(text) <= MAX_ID and _ID.fullmatch(text) is not None


def check_record(text: object) -> str:
    """``text`` if it may go to the engine's record parser (see the module docstring).

    >>> check_record("pf1;seed=²;dealer=0;rules=default")
    Traceback (most recent call last):
    ...
    web.entry.EntryError: a record is printable ASCII text starting with 'pf1;'
    >>> check_record("pf1;seed=" + "9" * 5000 + ";dealer=0;rules=default")
    Traceback (most recent call last):
    ...
    web.entry.EntryError: a record is a text of 1 to 4000 characters
    >>> check_record("pf1;seed=99999999999999999;dealer=0;rules=default")
    Traceback (most recent call last):
    ...
    web.entry.EntryError: a record's seed must be up to 16 ASCII digits
    """
    if not isinstance(text, str) or not 0 < len(text) <= MAX_RECORD:
        raise EntryError(f"a record is a text of 1 to {MAX_RECORD} characters")
    if not (text.isascii() and text.isprintable()) or not text.startswith("pf1;"):
        raise EntryError("a record is printable ASCII text starting with 'pf1;'")
    seed = _SEED_FIELD.match(text, 4)
    if seed is not None:
        digits = seed.group(1)
        if not (0 < len(digits) <= 16 and digits.isdigit() and int(digits) <= MAX_SEED):
            raise EntryError("a record's seed must be up to 16 ASCII digits")
    return text


def clean(entry: object, *, finished_only: bool = False) -> dict[str, Any]:
    """The entry with every field checked and only the known ones kept.

    ``finished_only`` (an export file) refuses a deal in progress.

    Raises:
        EntryError: a field is missing, of the wrong type or out of bounds.
    """
    if not isinstance(entry, dict):
        raise EntryError("a match is an object")
    match_id = entry.get("id")
    if not isinstance(match_id, str) or not valid_id(match_id):
        raise EntryError(f"id: up to {MAX_ID} letters, digits and ._~-")
    if not _whole(entry.get("started"), MAX_MS):
        raise EntryError(f"started: must be a whole number from 0 to {MAX_MS}")
    if not _whole(entry.get("seed"), MAX_SEED):
        raise EntryError(f"seed: must be a whole number from 0 to {MAX_SEED}")
    if not _whole(entry.get("first_dealer", 0), 2):
        raise EntryError("first_dealer: must be 0, 1 or 2")
    name, level = entry.get("name", ""), entry.get("level", "")
    if not isinstance(name, str):
        raise EntryError("name: must be a text")
    if not isinstance(level, str) or not _LEVEL.fullmatch(level):
        raise EntryError("level: must be a level id")
    records = entry.get("records")
    if not isinstance(records, list) or len(records) > MAX_DEALS:
        raise EntryError(f"records: must be a list of up to {MAX_DEALS} record texts")
    try:
        texts = [check_record(r) for r in records]
    except EntryError as error:
        raise EntryError(f"records: {error}") from None
    clean_entry: dict[str, Any] = {
        "id": match_id,
        "started": entry["started"],
        "seed": entry["seed"],
        "first_dealer": entry.get("first_dealer", 0),
        "name": clean_name(name[:MAX_NAME]),
        "level": level,
        "records": texts,
    }
    rules = entry.get("rules")
    if rules is not None:
        if not isinstance(rules, str) or not _RULES.fullmatch(rules):
            raise EntryError("rules: a house-rules text (Rules.describe())")
        clean_entry["rules"] = rules
    opening = entry.get("opening")
    if opening is not None:
        if not _whole(opening, MAX_SEED):
            raise EntryError(f"opening: must be a whole number from 0 to {MAX_SEED}")
        clean_entry["opening"] = opening
    if entry.get("running", False) is not False:
        if entry["running"] is not True:
            raise EntryError("running: true, or absent")
        clean_entry["running"] = True
    fork_of = entry.get("fork_of")
    if fork_of is not None:
        if not isinstance(fork_of, str) or not valid_id(fork_of):
            raise EntryError(f"fork_of: up to {MAX_ID} letters, digits and ._~-")
        clean_entry["fork_of"] = fork_of
    current = entry.get("current")
    if current is not None:
        if finished_only:
            raise EntryError("current: an export has finished deals only")
        try:
            clean_entry["current"] = check_record(current)
        except EntryError as error:
            raise EntryError(f"current: {error}") from None
    return clean_entry


def _deal_extends(longer: str, shorter: str) -> bool:
    """The deal ``longer`` went at least as far as ``shorter`` (same deal, more actions)."""
    return longer == shorter or longer.startswith(shorter + ";")


def extends(a: dict[str, Any], b: dict[str, Any]) -> bool:
    """Whether version ``a`` of a match holds everything version ``b`` holds.

    >>> old = {"records": ["pf1;seed=1;dealer=0;rules=default;pass"], "current": "pf1;x"}
    >>> new = {"records": old["records"] + ["pf1;x;pass;pass"], "current": "pf1;y"}
    >>> extends(new, old), extends(old, new), extends(old, old)
    (True, False, True)
    """
    ra, rb = list(a.get("records", [])), list(b.get("records", []))
    if ra[: len(rb)] != rb:
        return False
    current_b = b.get("current")
    if current_b is None:
        return True
    beyond = ra[len(rb)] if len(ra) > len(rb) else a.get("current")
    return isinstance(beyond, str) and _deal_extends(beyond, current_b)
