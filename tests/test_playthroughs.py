"""Golden playthroughs (tests/golden/): seeded deals replayed step by step, compared as text.

Any change in legal actions, their order, turn order, early ending or scoring
shows up here as a readable diff. Regenerate only on purpose
(``python tools/playthrough.py --write``) and say why in the commit message.
"""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "tools"))

from playthrough import GOLDEN, SEEDS, playthrough  # noqa: E402


@pytest.mark.parametrize("seed", SEEDS)
def test_playthrough_matches_golden_file(seed: int) -> None:
    expected = (GOLDEN / f"seed-{seed:05d}.txt").read_text(encoding="utf-8")
    assert playthrough(seed) == expected
