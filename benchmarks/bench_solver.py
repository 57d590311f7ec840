"""Benchmark: the double-dummy solver against the plain baseline on the same deals.

For each game type it deals the same seeded full deals (three 10-card hands from
a Fisher–Yates on ``Random(seed).random()``), times both solvers on every deal
(alternating who goes first, fresh tables each time), checks that they return
the same value (a mismatch is a bug: the script says so and exits 1), and
reports per type median / p90 / max per deal of both, the speed ratio
baseline/solver of the medians with a paired bootstrap 95% confidence interval, and
the ratio of the p90s (the hard deals, where a player waits longest).

Deals (``--declarer``):

* ``seat0`` (default): declarer seat 0, trumps his longest suit (ties to the
  higher suit);
* ``contract``: the seat a player would declare from: for Bettler the hand with
  the lowest ranks, for the other games the highest (trump games: the longest
  suit first), so Bettler deals are near-clean and Durchmarsch deals strong.

Trumps of the trump games (``--trumps``): ``longest`` (default), the declarer's
longest suit as a player would choose; ``random``, a suit drawn from the seed and
seat whatever his hand (deals where the defence often holds the trumps: the
declarer's values are lower, and the baseline's plain search is faster there).

Values timed:

* exact value for every type: trump game, Sans Atout, Bettler (the fewest
  tricks the declarer can be held to; he minimises), Durchmarsch (the most
  tricks he can take), and the two-hand trump game (R4.1 C2, one defender out;
  the left one on even seeds, the right one on odd seeds);
* with ``--thresholds``, the bots' threshold questions too: Sans Atout "at least
  6", Bettler "at most 0", Durchmarsch "all 10", trump "at least 6".

    python benchmarks/bench_solver.py [--deals 200] [--games trump,sans,...]
                                      [--declarer seat0|contract] [--quick]
                                      [--trumps longest|random]
                                      [--thresholds] [--clock cpu|wall] [--repeat 1]
                                      [--plain-baseline]

``--plain-baseline`` takes the baseline's transposition table away (plain
alpha-beta; many seconds per deal, use few deals). The clock defaults to this
process's CPU time, which other jobs on a shared machine disturb less than wall
time; medians are reported for the same reason.
"""

from __future__ import annotations

import argparse
import random
import statistics
import sys
import time
from collections.abc import Callable
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from benchmarks.baseline_solver import BaselineSolver  # noqa: E402
from game.bots.solver import Objective, Position, Solver  # noqa: E402
from game.cards import SUIT_MASKS  # noqa: E402

GAMES = ("trump", "sans", "bettler", "durchmarsch", "two-hand")

# threshold question per game type: (k, "at_least" | "at_most")
THRESHOLDS = {
    "trump": (6, "at_least"),
    "two-hand": (6, "at_least"),
    "sans": (6, "at_least"),
    "bettler": (0, "at_most"),
    "durchmarsch": (10, "at_least"),
}


def deal(seed: int) -> list[int]:
    """Three 10-card hands (seats 0, 1, 2) from a seeded Fisher–Yates on random()."""
    rng = random.Random(seed)
    deck = list(range(32))
    for i in range(31, 0, -1):
        j = int(rng.random() * (i + 1))
        deck[i], deck[j] = deck[j], deck[i]
    hands = [0, 0, 0]
    for i, card in enumerate(deck[:30]):
        hands[i // 10] |= 1 << card
    return hands


def longest_suit(hand: int) -> int:
    """The suit with most cards in ``hand``; ties go to the higher suit (H > D > S > C)."""
    return max(range(4), key=lambda s: ((hand & SUIT_MASKS[s]).bit_count(), s))


def rank_sum(hand: int) -> int:
    """The sum of the ranks (seven 0 .. ace 7) of the cards of ``hand``."""
    return sum(card & 7 for card in range(32) if hand >> card & 1)


def contract_seat(game: str, hands: list[int]) -> int:
    """The seat that would declare ``game``: the lowest cards for Bettler, else the
    highest (trump games: the longest suit first)."""
    if game == "bettler":
        return min(range(3), key=lambda seat: (rank_sum(hands[seat]), seat))
    if game in ("trump", "two-hand"):
        return max(
            range(3),
            key=lambda s: (
                (hands[s] & SUIT_MASKS[longest_suit(hands[s])]).bit_count(),
                rank_sum(hands[s]),
                -s,
            ),
        )
    return max(range(3), key=lambda seat: (rank_sum(hands[seat]), -seat))


def trump_suit(hand: int, seed: int, seat: int, trumps: str = "longest") -> int:
    """The trump suit of a trump game (see ``--trumps``): the declarer's longest suit,
    or a suit drawn from ``Random(seed * 7 + seat)`` whatever his hand."""
    if trumps == "longest":
        return longest_suit(hand)
    return random.Random(seed * 7 + seat).randrange(4)


def position_for(
    game: str, seed: int, declarer: str = "seat0", trumps: str = "longest"
) -> Position:
    """The starting position of ``game`` on the deal of ``seed`` (see ``--declarer``
    and ``--trumps``)."""
    hands = deal(seed)
    seat = 0 if declarer == "seat0" else contract_seat(game, hands)
    if game == "two-hand":
        hands[(seat + 1 + seed % 2) % 3] = 0
        return Position.start(hands, seat, "trump", trump_suit(hands[seat], seed, seat, trumps))
    trump = trump_suit(hands[seat], seed, seat, trumps) if game == "trump" else None
    return Position.start(hands, seat, game, trump)


def baseline_for(position: Position, table: bool = True) -> BaselineSolver:
    return BaselineSolver(
        list(position.hands),
        position.active,
        position.declarer,
        position.trump,
        position.objective is Objective.MAXIMIZE,
        table=table,
    )


def percentile(values: list[float], q: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(q * len(ordered)))]


def ratio_ci(base: list[float], new: list[float], rounds: int = 2000) -> tuple[float, float]:
    """Paired bootstrap 95% interval of median(base) / median(new)."""
    rng = random.Random(0)
    n = len(base)
    ratios = []
    for _ in range(rounds):
        pick = [int(rng.random() * n) for _ in range(n)]
        ratios.append(
            statistics.median(base[i] for i in pick) / statistics.median(new[i] for i in pick)
        )
    ratios.sort()
    return ratios[int(0.025 * rounds)], ratios[int(0.975 * rounds)]


def run(
    game: str,
    seeds: range,
    clock: Callable[[], float],
    thresholds: bool,
    repeat: int = 1,
    declarer: str = "seat0",
    table: bool = True,
    trumps: str = "longest",
) -> dict[str, list[float]]:
    """Time both solvers on every deal (best of ``repeat`` runs, fresh tables each).

    Raises:
        AssertionError: the two solvers disagree on a deal.
    """
    times: dict[str, list[float]] = {"base": [], "new": [], "base_q": [], "new_q": [], "nodes": []}
    for seed in seeds:
        position = position_for(game, seed, declarer, trumps)
        best = dict.fromkeys(("base", "new", "base_q", "new_q"), float("inf"))
        value = expected = -1
        for attempt in range(repeat):
            # alternate who goes first, so drifting load hits both alike
            for who in ("new", "base") if (seed + attempt) % 2 else ("base", "new"):
                solver = Solver.for_position(position)
                baseline = baseline_for(position, table)
                start = clock()
                if who == "new":
                    value = solver.solve(position)
                else:
                    expected = baseline.value(position.leader)
                best[who] = min(best[who], clock() - start)
                if who == "new":
                    nodes = solver.nodes
            if value != expected:
                raise AssertionError(f"{game} seed {seed}: solver {value}, baseline {expected}")
            if thresholds:
                k, kind = THRESHOLDS[game]
                truth = value >= k if kind == "at_least" else value <= k
                fresh = Solver.for_position(position)
                start = clock()
                if kind == "at_least":
                    answer = fresh.at_least(position, k)
                else:
                    answer = fresh.at_most(position, k)
                best["new_q"] = min(best["new_q"], clock() - start)
                fresh_base = baseline_for(position, table)
                start = clock()
                # the baseline's null-window test: at most k is "not at least k + 1"
                if kind == "at_least":
                    base_answer = fresh_base.at_least(k, position.leader)
                else:
                    base_answer = not fresh_base.at_least(k + 1, position.leader)
                best["base_q"] = min(best["base_q"], clock() - start)
                if answer != truth or base_answer != truth:
                    raise AssertionError(f"{game} seed {seed}: threshold {kind} {k} disagrees")
        for key in ("base", "new") + (("base_q", "new_q") if thresholds else ()):
            times[key].append(best[key])
        times["nodes"].append(nodes)
    return times


def ms(seconds: float) -> str:
    return f"{1000 * seconds:8.2f}"


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--deals", type=int, default=200, help="deals per game type (default 200)")
    parser.add_argument("--first-seed", type=int, default=0)
    parser.add_argument(
        "--games", default=",".join(GAMES), help="comma-separated: " + ",".join(GAMES)
    )
    parser.add_argument("--declarer", choices=("seat0", "contract"), default="seat0")
    parser.add_argument(
        "--trumps",
        choices=("longest", "random"),
        default="longest",
        help="trump suit of the trump games: the declarer's longest, or a seeded random suit",
    )
    parser.add_argument("--quick", action="store_true", help="30 deals per type")
    parser.add_argument("--thresholds", action="store_true", help="also time threshold questions")
    parser.add_argument("--clock", choices=("cpu", "wall"), default="cpu")
    parser.add_argument(
        "--repeat", type=int, default=1, help="time each deal this often, keep the best"
    )
    parser.add_argument(
        "--plain-baseline", action="store_true", help="baseline without its transposition table"
    )
    args = parser.parse_args(argv)
    deals = 30 if args.quick else args.deals
    clock = time.process_time if args.clock == "cpu" else time.perf_counter
    games = [g for g in args.games.split(",") if g]
    for game in games:
        if game not in GAMES:
            parser.error(f"unknown game type {game!r}")
    seeds = range(args.first_seed, args.first_seed + deals)
    baseline_kind = "plain alpha-beta, no table" if args.plain_baseline else "with its table"
    print(
        f"Python {sys.version.split()[0]}, {deals} deals per type (seeds {seeds.start}.."
        f"{seeds.stop - 1}), declarer {args.declarer}, trumps {args.trumps}, {args.clock} clock, "
        f"best of {args.repeat}, baseline {baseline_kind}; times in ms per deal"
    )
    header = (
        f"{'game':<12} {'solver':<9} {'median':>8} {'p90':>8} {'max':>8}   ratio base/new (95% CI)"
        "  p90 ratio"
    )
    print(header)
    print("-" * len(header))
    status = 0
    summary = []
    for game in games:
        try:
            times = run(
                game,
                seeds,
                clock,
                args.thresholds,
                max(1, args.repeat),
                args.declarer,
                not args.plain_baseline,
                args.trumps,
            )
        except AssertionError as error:
            print(f"MISMATCH: {error}")
            status = 1
            continue
        rows = [("exact", "base", "new")]
        if args.thresholds:
            rows.append(("threshold", "base_q", "new_q"))
        for label, base_key, new_key in rows:
            base, new = times[base_key], times[new_key]
            low, high = ratio_ci(base, new)
            ratio = statistics.median(base) / statistics.median(new)
            ratio90 = percentile(base, 0.9) / percentile(new, 0.9)
            name = game if label == "exact" else f"  {THRESHOLDS[game][1]} {THRESHOLDS[game][0]}"
            for who, values in (("baseline", base), ("solver", new)):
                line = f"{name:<12} {who:<9} {ms(statistics.median(values))} "
                line += f"{ms(percentile(values, 0.9))} {ms(max(values))}"
                if who == "solver":
                    line += f"   {ratio:5.1f}x ({low:.1f}-{high:.1f})  {ratio90:5.1f}x"
                print(line, flush=True)
                name = ""
            if label == "exact":
                summary.append(
                    f"| {game} | {fmt(statistics.median(base))} / {fmt(percentile(base, 0.9))} | "
                    f"{fmt(statistics.median(new))} / {fmt(percentile(new, 0.9))} | "
                    f"{ratio:.1f}× ({low:.1f}–{high:.1f}) | {ratio90:.1f}× | "
                    f"{statistics.median(times['nodes']):.0f} |"
                )
        print(f"{'':<12} solver nodes: median {statistics.median(times['nodes']):.0f}")
    print()
    print(
        "| game | baseline median / p90 ms | solver median / p90 ms | ratio of medians (95% CI) "
        "| ratio of p90s | nodes |"
    )
    print("|---|---:|---:|---:|---:|---:|")
    for row in summary:
        print(row)
    if status:
        print("VALUES DIFFER on some deal: see MISMATCH above")
    return status


def fmt(seconds: float) -> str:
    """Milliseconds with three significant digits."""
    value = 1000 * seconds
    return f"{value:.3g}" if value < 100 else f"{value:.0f}"


if __name__ == "__main__":
    sys.exit(main())
