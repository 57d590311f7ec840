"""THE ORACLE CHEATS. A yardstick for the arena only — never a level, never in the page.

!!!  This player reads the whole engine state: every hand, the talon and the  !!!
!!!  declarer's discard. It is NOT in ``LEVELS`` and ``make_bot`` cannot make  !!!
!!!  it; only ``game.arena`` uses it, to show how far Profi is from perfect     !!!
!!!  information.                                                               !!!

Owns :class:`OracleBot`: Profi's decision procedures (``profi.py``) run on the
one true deal instead of samples, so it plays the exact double-dummy card and
bids, discards, announces and defends as if it could see every card. Its
picture of the *other players' future decisions* (e.g. whether the defenders
will play) is still Profi's model of them: perfect information about cards,
not about minds.
"""

from __future__ import annotations

import random
from dataclasses import dataclass

from game import observe
from game.state import State

from .profi import ProfiParams, analyse
from .sampling import Deal

__all__ = ["OracleBot"]


@dataclass(frozen=True, slots=True)
class OracleBot:
    """Cheating reference player: ``choose(state, seat, rng)`` takes the engine state."""

    name: str = "oracle"
    params: ProfiParams = ProfiParams(
        nodes=2_000_000, auction_nodes=2_000_000, other_nodes=2_000_000, samples=1, seconds=None
    )

    def choose(self, state: State, seat: int, rng: random.Random) -> str:
        """The action for ``seat`` with every card in ``state`` known (cheating)."""
        pile = state.discard if state.discard else 0
        if state.declarer is None or state.bid in ("geschaeft", "herzpraemie"):
            pile = state.dealt[3]  # the talon, not taken up (yet)
        elif state.phase == "exchange":
            pile = 0  # the declarer holds the talon now
        hands = state.hands
        known = Deal((hands[0], hands[1], hands[2]), pile)
        return analyse(observe(state, seat), rng, self.params, known).action
