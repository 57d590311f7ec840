"""From double-dummy values to real chances: how often a fixed game is won in real play.

Owns the measured link between what the solver says about a Sans Atout or a
Bettler before the first lead (the declarer's double-dummy tricks) and how often
the declarer actually wins when nobody sees the other hands. Double-dummy play
lets the defenders see every card, so it finds every beat; real defenders lead
blind and guess their discards. Measured with ``benchmarks/calibrate_fixed.py``:
Profi at every seat (the strongest defence there is without peeking), deals on
which the game is a plausible choice, the declarer's tricks solved exactly at
the first lead (docs/bots.md has the table with its sample sizes).

Profi's contract decisions (auction, discard, announcement) value a fixed game
on a sampled deal as ``chance × won + (1 − chance) × lost`` instead of the
double-dummy verdict alone, which made it declare only the games that are cold
double-dummy: a Sans Atout the solver beats by one trick is still won about
half the time.
"""

from __future__ import annotations

__all__ = ["fixed_chance", "CALIBRATED", "SANS_CHANCE", "BETTLER_CHANCE", "BETTLER_ESCAPE"]

SANS_CHANCE: tuple[float, ...] = (0.0, 0.08, 0.16, 0.29, 0.36, 0.56, 0.93, 1.0, 1.0, 1.0, 1.0)
"""Sans Atout (R6.3): P(win) by the declarer's double-dummy tricks 0..10 (300 deals)."""

BETTLER_CHANCE: tuple[float, ...] = (1.0, 0.42, 0.08)
"""Bettler (R6.2): P(win) when the defenders can force 0, 1, or 2 and more tricks on the
declarer double-dummy (250 deals; 2 to 7 forced tricks all gave 6-14%)."""

BETTLER_ESCAPE = 0.12 * 0.42 + 0.88 * 0.08
"""A Bettler the solver catches is still won this often in real play (of the caught
deals measured, 12% were caught by one trick, won 42% of the time, and the rest 8%)."""

CALIBRATED = frozenset({"sans"})
"""The games Profi's contract decisions value by :func:`fixed_chance` (Bettler is
measured but not used, see docs/bots.md; Bettler Ouvert and Durchmarsch keep the
double-dummy verdict: the open hand, or every trick, leaves the defence little to guess)."""


def fixed_chance(game: str, tricks: int) -> float:
    """The real chance that the declarer wins ``game`` whose double-dummy value from the
    first lead is ``tricks`` (his most tricks in Sans Atout, the fewest the defenders can
    force on him in Bettler). Other games (Durchmarsch) keep the double-dummy verdict."""
    if game == "sans":
        return SANS_CHANCE[tricks]
    if game == "bettler":
        return BETTLER_CHANCE[min(tricks, len(BETTLER_CHANCE) - 1)]
    raise ValueError(f"no single-dummy chance for {game!r}")
