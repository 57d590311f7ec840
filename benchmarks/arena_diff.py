"""Where do two players' results differ on the same boards? (first-divergence attribution)

Takes two ``python -m game.arena ... --json`` files of the same boards (same first
seed and board count, A alone against the same B, e.g. ``oracle anfaenger`` and
``profi anfaenger``). In each seating both deals start identically and the B
players act identically as long as the position is the same (their random
generators depend only on board, seat and move number), so the two plays run
alike up to the first decision where the two lone players chose differently.
The whole score difference of that seating is charged to that first decision,
classified by phase, role and game:

    python benchmarks/arena_diff.py X.json Y.json [--top 10]

It is an attribution, not a decomposition: a later difference is charged to the
first one. It prints, per class, the number of seatings, the total and mean
difference (X minus Y, points per seating), and the share of the whole.
"""

from __future__ import annotations

import argparse
import json
import sys
from collections import defaultdict
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from game import apply, new_game  # noqa: E402
from game.arena import board_pool  # noqa: E402
from game.contracts import is_trump_game  # noqa: E402
from game.rules import DEFAULT_RULES, Rules, rules_from_spec  # noqa: E402


def _parse(move: str) -> tuple[int, str]:
    seat, _, action = move.partition(":")
    return int(seat), action


def classify(
    seed: int, dealer: int, moves: list[str], at: int, lone: int, rules: Rules = DEFAULT_RULES
) -> str:
    """The class of the decision at index ``at``: phase, role and game."""
    state = new_game(seed, dealer, rules, pool=board_pool(rules, seed))
    for move in moves[:at]:
        state = apply(state, _parse(move)[1])
    phase = state.phase
    if state.declarer is None:
        return phase
    role = "declarer" if state.declarer == lone else "defender"
    if phase in ("auction", "naming"):
        return phase
    game = state.game or state.bid or "?"
    kind = "trump" if game and is_trump_game(game) else game
    return f"{phase}/{role}/{kind}"


def attribute(x: dict[str, Any], y: dict[str, Any]) -> dict[str, list[float]]:
    """Per class, the score differences (X minus Y) of the seatings first diverging there."""
    if (x["first_seed"], x["boards"]) != (y["first_seed"], y["boards"]):
        raise SystemExit("the two files are not the same boards")
    if x.get("rules", "default") != y.get("rules", "default"):
        raise SystemExit("the two files are not played under the same rules")
    rules = rules_from_spec(x.get("rules", "default"))  # the arena's --rules (pool boards too)
    out: dict[str, list[float]] = defaultdict(list)
    for rx, ry in zip(x["results"], y["results"], strict=True):
        dealer = rx["index"] % 3
        for px, py, mx, my in zip(rx["plays"], ry["plays"], rx["moves"], ry["moves"], strict=True):
            lone = px[1]
            diff = px[2] - py[2]
            at = next((i for i, (a, b) in enumerate(zip(mx, my, strict=False)) if a != b), None)
            if at is None:
                out["same"].append(diff)
                continue
            out[classify(rx["seed"], dealer, mx, at, lone, rules)].append(diff)
    return out


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("x")
    parser.add_argument("y")
    args = parser.parse_args(argv)
    x = json.loads(Path(args.x).read_text())
    y = json.loads(Path(args.y).read_text())
    got = attribute(x, y)
    seatings = sum(len(v) for v in got.values())
    total = sum(sum(v) for v in got.values())
    print(f"{x['a']} minus {y['a']} against {x['b']}: {seatings} seatings, ")
    print(f"  total {total:+.0f} points = {total / seatings:+.3f} per seating")
    print(f"  {'first difference at':36s} {'n':>5s} {'total':>8s} {'mean':>7s} {'share':>6s}")
    for key, values in sorted(got.items(), key=lambda kv: -abs(sum(kv[1]))):
        s = sum(values)
        share = s / total if total else 0.0
        print(f"  {key:36s} {len(values):5d} {s:+8.0f} {s / len(values):+7.2f} {share:6.0%}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
