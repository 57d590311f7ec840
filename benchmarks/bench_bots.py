"""Benchmark: decision time of each bot level (median, p95, max) over seeded games.

Plays seeded deals with every seat at the measured level (a table of three
equal players, so every kind of decision occurs: auction, naming, discard,
announcement, defence and cards) and times every ``choose`` call, forced
single-option decisions included (they are part of what the page waits for).
The same script runs inside Pyodide under Node (``benchmarks/bench_bots_pyodide.mjs``),
which is where the 1-second budget of the Profi level applies.

Times are wall-clock (``perf_counter``), what a player waits; on a shared machine they
grow with the load, so the CPU time of the process is reported too (``cpu_clock``:
``process_time`` on CPython; inside Pyodide, where ``process_time`` is the wall clock
again, the Node runner sets it to Node's own ``process.cpuUsage()``), overall and per
phase, with the slowest decisions by CPU time.

    python benchmarks/bench_bots.py [--levels anfaenger,fortgeschritten,profi]
                                    [--deals 40] [--seed 0] [--json FILE] [--no-time-limit]
                                    [--rules default|oesterreich|field=value,...]

``--rules`` plays the deals under house rules as the arena does (``game.arena``: a preset
or ``field=value,…``; in a pool mode each deal is played for the arena's pool of 10–100
chips, ``board_pool``), e.g. ``--rules oesterreich`` for the Pulka's defence decisions.
"""

from __future__ import annotations

import argparse
import json
import platform
import sys
import time
from collections.abc import Callable
from dataclasses import replace
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from game import apply, is_over, new_game, observe  # noqa: E402
from game.arena import board_pool  # noqa: E402
from game.bots import LEVELS, make_bot  # noqa: E402
from game.bots.profi import ProfiBot  # noqa: E402
from game.rng import derive_seed, rng_for  # noqa: E402
from game.rules import DEFAULT_RULES, Rules, rules_from_spec  # noqa: E402

cpu_clock: Callable[[], float] = time.process_time
"""The CPU clock decisions are timed with (seconds); the Pyodide runner replaces it."""


def percentile(values: list[float], q: float) -> float:
    """The ``q`` quantile (nearest rank) of ``values``."""
    ordered = sorted(values)
    index = min(len(ordered) - 1, max(0, int(round(q * len(ordered) + 0.5)) - 1))
    return ordered[index]


def measure(
    level: str,
    deals: int,
    first_seed: int,
    time_limit: bool = True,
    rules: Rules = DEFAULT_RULES,
) -> dict[str, Any]:
    """Decision times of ``level`` over ``deals`` deals, overall and per phase.

    ``time_limit=False`` lifts Profi's wall-clock safety net (``ProfiParams.seconds``):
    on a loaded machine it cuts the slow decisions short, so their CPU time would
    understate what they cost; without it only the node budgets bound a decision.
    """
    bot = make_bot(level)
    if not time_limit and isinstance(bot, ProfiBot):
        bot = replace(bot, params=replace(bot.params, seconds=None))
    times: list[float] = []
    cpu: list[float] = []
    by_phase: dict[str, list[float]] = {}
    cpu_by_phase: dict[str, list[float]] = {}
    slowest: list[tuple[float, float, str, int, int]] = []  # cpu, wall, phase, deal, ply
    for number in range(deals):
        seed = derive_seed("bench-bots", first_seed + number)
        state = new_game(seed, number % 3, rules, pool=board_pool(rules, seed))
        ply = 0
        while not is_over(state):
            seat = state.to_move
            assert seat is not None
            obs = observe(state, seat)
            rng = rng_for("bench-bot", seed, seat, ply)
            started = time.perf_counter()
            cpu_started = cpu_clock()
            action = bot.choose(obs, rng)
            elapsed = time.perf_counter() - started
            used = cpu_clock() - cpu_started
            cpu.append(used)
            times.append(elapsed)
            by_phase.setdefault(state.phase, []).append(elapsed)
            cpu_by_phase.setdefault(state.phase, []).append(used)
            slowest = sorted([*slowest, (used, elapsed, state.phase, number, ply)])[-5:]
            state = apply(state, action)
            ply += 1
    return {
        "level": level,
        "decisions": len(times),
        "median": percentile(times, 0.5),
        "p95": percentile(times, 0.95),
        "max": max(times),
        "cpu_median": percentile(cpu, 0.5),
        "cpu_p95": percentile(cpu, 0.95),
        "cpu_max": max(cpu),
        "phases": {
            phase: {
                "n": len(v),
                "median": percentile(v, 0.5),
                "p95": percentile(v, 0.95),
                "max": max(v),
                "cpu_median": percentile(cpu_by_phase[phase], 0.5),
                "cpu_p95": percentile(cpu_by_phase[phase], 0.95),
                "cpu_max": max(cpu_by_phase[phase]),
            }
            for phase, v in sorted(by_phase.items())
        },
        "slowest": [
            {"cpu": c, "wall": w, "phase": phase, "deal": deal, "ply": ply}
            for c, w, phase, deal, ply in reversed(slowest)
        ],
    }


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--levels", default=",".join(LEVELS))
    parser.add_argument("--deals", type=int, default=40)
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--json", metavar="FILE")
    parser.add_argument(
        "--no-time-limit",
        action="store_true",
        help="lift Profi's wall-clock safety net (node budgets only): CPU times of a loaded run",
    )
    parser.add_argument(
        "--rules",
        default="default",
        help="house rules: default, a preset (oesterreich) or field=value,... (as the arena)",
    )
    args = parser.parse_args(argv)
    try:
        rules = rules_from_spec(args.rules)
    except (ValueError, TypeError) as error:
        parser.error(f"--rules: {error}")
    runtime = f"{platform.python_implementation()} {platform.python_version()} ({sys.platform})"
    limit = ", Profi without its wall-clock limit" if args.no_time_limit else ""
    print(
        f"{runtime}: {args.deals} deals per level, every seat at the level{limit}, "
        f"rules {rules.describe()}"
    )
    print(
        f"{'level':16s} {'decisions':>9s} {'median':>9s} {'p95':>9s} {'max':>9s}"
        f"   cpu: {'median':>9s} {'p95':>9s} {'max':>9s}"
    )
    rows = []
    for level in args.levels.split(","):
        row = measure(level, args.deals, args.seed, not args.no_time_limit, rules)
        rows.append(row)
        print(
            f"{level:16s} {row['decisions']:9d} {row['median'] * 1000:7.1f}ms "
            f"{row['p95'] * 1000:7.1f}ms {row['max'] * 1000:7.1f}ms"
            f"        {row['cpu_median'] * 1000:7.1f}ms {row['cpu_p95'] * 1000:7.1f}ms "
            f"{row['cpu_max'] * 1000:7.1f}ms",
            flush=True,
        )
        for phase, p in row["phases"].items():
            print(
                f"  {phase:14s} {p['n']:9d} {p['median'] * 1000:7.1f}ms "
                f"{p['p95'] * 1000:7.1f}ms {p['max'] * 1000:7.1f}ms"
                f"        {p['cpu_median'] * 1000:7.1f}ms {p['cpu_p95'] * 1000:7.1f}ms "
                f"{p['cpu_max'] * 1000:7.1f}ms",
                flush=True,
            )
        for slow in row["slowest"]:
            print(
                f"  slow: {slow['phase']} deal {slow['deal']} ply {slow['ply']}: "
                f"cpu {slow['cpu'] * 1000:.0f} ms, wall {slow['wall'] * 1000:.0f} ms",
                flush=True,
            )
    if args.json:
        report = {"runtime": runtime, "rules": rules.describe(), "levels": rows}
        Path(args.json).write_text(json.dumps(report, indent=1))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
