"""JSON from untrusted text, with its size and nesting bounded before it is parsed. Pure.

Owns the one way the page reads JSON it did not just write itself (stored keys, imported
files): the text's length is checked first, then its nesting depth, and only then is it
parsed. Python's parser recurses once per level of nesting, and in Pyodide a few thousand
levels overflow the WebAssembly stack and kill the interpreter before a ``RecursionError``
could be caught: a planted ``[[[[…]]]]`` must be refused by counting, not by parsing. The
constants ``NaN`` and ``Infinity`` (not JSON) are refused too. Every refusal is a
``JSONError`` (a ``ValueError``) saying why.

>>> loads('{"v": 1, "matches": [[1, 2], {"a": [3]}]}', max_chars=100)
{'v': 1, 'matches': [[1, 2], {'a': [3]}]}
>>> depth('{"a": "[[[[", "b": [{"c": []}]}')
4
>>> loads("[" * 20 + "]" * 20, max_chars=100, max_depth=8)
Traceback (most recent call last):
...
web.safejson.JSONError: nested deeper than 8 levels
"""

from __future__ import annotations

import json
import re
from array import array
from itertools import accumulate
from typing import Any

__all__ = ["JSONError", "depth", "loads"]

_STRING = re.compile(r'"[^"]*"')
_NOT_BRACKET = re.compile(r"[^\[\]{}]+")
_STEP = bytes.maketrans(b"[{]}", b"\x01\x01\xff\xff")
"""An opening bracket counts +1, a closing one -1 (as signed bytes)."""


class JSONError(ValueError):
    """The text is not JSON the page accepts: too long, too deep, or malformed."""


def depth(text: str) -> int:
    """How deeply ``text``'s arrays and objects nest (0 for a scalar); brackets inside strings
    do not count. Linear time and no recursion: the strings are cut out (after their
    escapes), and the running count of the brackets left is summed up in C (``accumulate``).
    Crossed or unbalanced brackets give some count; the parser refuses them afterwards.
    """
    # Escapes first, left to right in pairs like the parser reads them (\\ then \"), so
    # the strings that remain contain no quote and are cut out without backtracking.
    bare = text.replace("\\\\", "").replace('\\"', "")
    brackets = _NOT_BRACKET.sub("", _STRING.sub("", bare))
    steps = array("b", brackets.encode("ascii").translate(_STEP))
    return max(accumulate(steps), default=0)


def _reject_constant(name: str) -> Any:
    raise JSONError(f"{name} is not a JSON value")


def loads(text: str, *, max_chars: int, max_depth: int = 16) -> Any:
    """``json.loads(text)`` once ``text`` is at most ``max_chars`` characters long and nests at
    most ``max_depth`` levels.

    Raises:
        JSONError: too long, too deep, not JSON (numbers too long for an int included).
    """
    if not isinstance(text, str):
        raise JSONError(f"expected text, found {type(text).__name__}")
    if len(text) > max_chars:
        raise JSONError(f"{len(text):,} characters, more than the {max_chars:,} allowed")
    if depth(text) > max_depth:
        raise JSONError(f"nested deeper than {max_depth} levels")
    try:
        return json.loads(text, parse_constant=_reject_constant)
    except JSONError:
        raise
    except (ValueError, RecursionError) as error:  # JSONDecodeError, an int too long, …
        raise JSONError(f"not JSON ({error})") from None
