"""Benchmark: random full deals per second through the public engine API.

Plays seeded deals with uniformly random legal actions (``legal_actions`` +
checked ``apply``) to the end, in several repetitions, and reports the median
rate with a bootstrap 95% confidence interval, plus the mean number of actions
per deal and the cost of ``observe``. The bots' tournaments play hundreds of
thousands of deals, so this is the number that says whether the engine is the
bottleneck. Each rule set of ``--rules`` is measured in turn (default: the default
game and the "oesterreich" preset of rules.md §9, whose optional phases a random
player enters often); the rates of one run are comparable with each other.

    python benchmarks/bench_engine.py [--deals 2000] [--reps 7] [--rules default,oesterreich]
"""

from __future__ import annotations

import argparse
import random
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from game import Rules, apply, is_over, legal_actions, new_game, observe  # noqa: E402
from game.rules import DEFAULT_RULES, rules_from_spec  # noqa: E402


def play_deals(
    first_seed: int, deals: int, with_observe: bool, rules: Rules = DEFAULT_RULES
) -> tuple[float, int]:
    """Seconds to play ``deals`` random deals, and the number of actions applied."""
    actions = 0
    pool = None if rules.pool == "per_hand" else 30
    start = time.perf_counter()
    for seed in range(first_seed, first_seed + deals):
        rng = random.Random(seed)
        state = new_game(seed, seed % 3, rules, pool=pool)
        while not is_over(state):
            options = legal_actions(state)
            if with_observe:
                observe(state, state.to_move or 0)
            state = apply(state, options[int(rng.random() * len(options))])
            actions += 1
    return time.perf_counter() - start, actions


def bootstrap_median_ci(values: list[float], rounds: int = 2000) -> tuple[float, float]:
    rng = random.Random(0)
    medians = sorted(statistics.median(rng.choice(values) for _ in values) for _ in range(rounds))
    return medians[int(0.025 * rounds)], medians[int(0.975 * rounds) - 1]


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--deals", type=int, default=2000, help="deals per repetition")
    parser.add_argument("--reps", type=int, default=7, help="repetitions")
    parser.add_argument(
        "--rules", default="default,oesterreich", help="rule sets (presets or field=value)"
    )
    args = parser.parse_args()
    print(f"Python {sys.version.split()[0]}, {args.deals} deals x {args.reps} repetitions")
    for spec in args.rules.split(";" if "=" in args.rules else ","):
        rules = rules_from_spec(spec)
        print(f"rules {rules.describe()}:")
        measure(args.deals, args.reps, rules)


def measure(deals: int, reps: int, rules: Rules) -> None:
    for label, with_observe in (("apply only", False), ("apply + observe", True)):
        rates, per_deal = [], 0.0
        for rep in range(reps):
            seconds, actions = play_deals(rep * deals, deals, with_observe, rules)
            rates.append(deals / seconds)
            per_deal = actions / deals
        low, high = bootstrap_median_ci(rates)
        print(
            f"  {label:16s} median {statistics.median(rates):7.0f} deals/s "
            f"(95% CI {low:.0f}–{high:.0f}; min {min(rates):.0f}, max {max(rates):.0f}); "
            f"{per_deal:.1f} actions/deal, "
            f"{1e6 / (statistics.median(rates) * per_deal):.1f} µs/action"
        )


if __name__ == "__main__":
    main()
