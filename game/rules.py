"""House rules: the switches of rules.md §9, as one frozen value.

Owns the ``Rules`` dataclass. Its defaults are the default rules of rules.md
(§1–§8, the online game [S1]). The §9 variants (rotation, Sans Atout target,
Kontra, Nachgehen, pools, …) will each become a field here whose default keeps
today's behaviour; the engine reads them from ``state.rules``. Until a switch
exists, ``Rules()`` is the only rule set and every game record names it as
``default``.
"""

from __future__ import annotations

from dataclasses import dataclass, fields

__all__ = ["Rules", "DEFAULT_RULES"]


@dataclass(frozen=True, slots=True)
class Rules:
    """House-rule switches; ``Rules()`` is rules.md's default game.

    New switches are added as fields with the default reading as their
    default value, so that existing records keep replaying unchanged.
    """

    def describe(self) -> str:
        """Compact text for records: ``default`` or ``name=value,…`` for changed switches."""
        changed = [
            f"{f.name}={getattr(self, f.name)}"
            for f in fields(self)
            if getattr(self, f.name) != f.default
        ]
        return ",".join(changed) or "default"


DEFAULT_RULES = Rules()
