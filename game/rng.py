"""Derived random generators: one reproducible stream per labelled decision.

Owns ``derive_seed`` and ``rng_for``. A bot decision, a deal of a match or a
tournament board gets its own ``random.Random`` seeded from a hash of its
labels, so replaying a record reproduces every bot move, and an undo followed
by the same click gives the same game (style.md §2.4). Only ``hashlib`` and
``Random.random()`` are involved, so the streams are identical on CPython and
in Pyodide.

>>> derive_seed("match", 7, "deal", 0) == derive_seed("match", 7, "deal", 0)
True
>>> rng_for(1, "bot", 2).random() == rng_for(1, "bot", 2).random()
True
"""

from __future__ import annotations

import hashlib
import random

__all__ = ["derive_seed", "rng_for"]


def derive_seed(*labels: object) -> int:
    """A 48-bit seed from ``labels`` (their ``str`` forms, in order)."""
    text = "\x1f".join(str(label) for label in labels)
    return int.from_bytes(hashlib.sha256(text.encode("utf-8")).digest()[:6], "big")


def rng_for(*labels: object) -> random.Random:
    """A generator seeded from ``labels`` (rely on its ``random()`` for reproducibility)."""
    return random.Random(derive_seed(*labels))
