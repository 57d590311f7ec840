"""Duplicate duel of two Fortgeschritten variants that differ only in the end-game count.

    python benchmarks/endgame_duel.py [-n BOARDS] [-s FIRST_SEED] [--tricks T] [--samples N]
        [--base-tricks T0] [--base-samples N0] [--json FILE]

Each board is played six times (the arena's boards and random generators,
``game.arena``): the variant alone against two base players in each seat, and the base
alone against two variants. The board value is half the difference of the lone players'
mean scores (0 when the two play alike). Since both play every decision alike until the
end game, only boards where an end-game card differs count. Prints the mean per deal with
a 95% Student-t interval paired per board, and the CPU time of the variant's end-game
card decisions (median, p95).
"""

from __future__ import annotations

import argparse
import json
import random
import statistics
import sys
import time
from dataclasses import replace
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from game import observe  # noqa: E402
from game.arena import Player, board_seed, deal_points, play_deal  # noqa: E402
from game.bots.heuristic import FORTGESCHRITTEN, HeuristicBot  # noqa: E402
from game.state import State  # noqa: E402


def _player(bot: HeuristicBot, times: list[float] | None) -> Player:
    def choose(state: State, seat: int, rng: random.Random) -> str:
        obs = observe(state, seat)
        counted = (
            times is not None
            and obs["phase"] == "play"
            and len(obs["legal"]) > 1
            and len(obs["hand"]) <= bot.endgame
        )
        started = time.process_time()
        action = bot.choose(obs, rng)
        if counted:
            assert times is not None
            times.append(time.process_time() - started)
        return action

    return choose


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("-n", type=int, default=200)
    parser.add_argument("-s", type=int, default=0)
    parser.add_argument("--tricks", type=int, default=FORTGESCHRITTEN.endgame)
    parser.add_argument("--samples", type=int, default=FORTGESCHRITTEN.endgame_samples)
    parser.add_argument("--base-tricks", type=int, default=0)
    parser.add_argument("--base-samples", type=int, default=0)
    parser.add_argument("--json")
    args = parser.parse_args(argv)
    new = replace(FORTGESCHRITTEN, endgame=args.tricks, endgame_samples=args.samples)
    old = replace(FORTGESCHRITTEN, endgame=args.base_tricks, endgame_samples=args.base_samples)
    times: list[float] = []
    pn, po = _player(new, times), _player(old, None)
    values: list[float] = []
    boards = []
    for index in range(args.n):
        seed = board_seed(args.s, index)
        dealer = index % 3
        alone: dict[str, list[int]] = {"new": [], "old": []}
        for seat in range(3):
            for name, lone, rest in (("new", pn, po), ("old", po, pn)):
                lineup = [rest, rest, rest]
                lineup[seat] = lone
                state, _ = play_deal(seed, dealer, lineup)
                alone[name].append(deal_points(state)[seat])
        value = (sum(alone["new"]) - sum(alone["old"])) / 6
        values.append(value)
        boards.append({"index": index, "seed": seed, "value": value, **alone})
    n = len(values)
    mean = statistics.fmean(values)
    sd = statistics.stdev(values) if n > 1 else 0.0
    half = 1.96 * sd / n**0.5
    changed = sum(1 for v in values if v)
    times.sort()
    med = times[len(times) // 2] * 1000 if times else 0.0
    p95 = times[int(0.95 * (len(times) - 1))] * 1000 if times else 0.0
    print(
        f"tricks<={args.tricks} samples={args.samples} vs tricks<={args.base_tricks} "
        f"samples={args.base_samples}: {n} boards from seed {args.s}, "
        f"{mean:+.3f} points/deal, 95% CI [{mean - half:+.3f}, {mean + half:+.3f}], "
        f"{changed} boards changed ({sum(1 for v in values if v > 0)} better, "
        f"{sum(1 for v in values if v < 0)} worse); end-game decisions {len(times)}: "
        f"median {med:.1f} ms, p95 {p95:.1f} ms CPU"
    )
    if args.json:
        Path(args.json).write_text(json.dumps({"args": vars(args), "boards": boards}))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
