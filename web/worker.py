"""Worker entry: the opponents think here, in the named worker "bots", off the page's thread.

``main.py`` creates this worker after its first paint and calls ``choose`` with plain data
only (the observation as JSON text, the level, the seed); the answer is an action string.
The player's aids run here too (``web/analysis.py``): ``advise_json`` (the hint, from the
player's own observation) and ``analyse_json`` (best play by all after a deal), JSON in and
out.
No DOM and no localStorage here (neither exists in a worker).
"""

import time

import js

from web import analysis, opponents


def choose(observation_json, level, seed, think_ms=0):
    """The opponent's action; with ``think_ms`` (URL ``?think=``), it keeps the CPU busy at
    least that long — a test hook that proves the page stays responsive while bots think."""
    started = time.perf_counter()
    action = analysis.choose(observation_json, level, seed)
    until = started + int(think_ms) / 1000
    spin = 0
    while time.perf_counter() < until:
        spin = (spin * 31 + 7) % 1_000_003
    return action


def levels():
    """The level names, weakest first (answered once the worker is up: its handshake). Its
    imports are done by then: their bytecode is kept for the next visit (web/boot.mjs)."""
    keep_bytecode = getattr(js, "preferanzenKeepBytecode", None)
    if keep_bytecode is not None:
        keep_bytecode("worker")
    return list(opponents.levels())


advise_json = analysis.advise_json
analyse_json = analysis.analyse_json

__export__ = ["choose", "levels", "advise_json", "analyse_json"]
