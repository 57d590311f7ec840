"""Fit of the solver's first guess for trump games (``_GUESS_WEIGHTS["trump"]``).

The exact value is found by null-window tests stepping from a guess
(``game/bots/solver.py``): a guess of v or v + 1 costs the two tests the value
needs anyway, every trick further off costs one more test. This script refits
the trump game's guess on whole deals and prints the weights to paste into
``_GUESS_WEIGHTS``:

1. deals: seeds 1000-1249 (never the benchmark's 0-199), declarer seat 0 and
   the contract seat, trumps his longest suit and a seeded random suit
   (``bench_solver.position_for``), each solved exactly;
2. the features of ``solver.guess_features``: C0..C4 (his cards with at most j
   defence cards above them in their suit), the longer defender's trumps, the
   defence's trumps together and his own; least squares for the value;
3. the constant moved by the offset that puts the (truncated) guess on v or
   v + 1 most often, then checked by the solver's node count over seeds
   1000-1099 for a few offsets around it (``--nodes``): the fewest nodes win.

    python benchmarks/fit_guess.py [--nodes]

Stdlib only (normal equations solved by Gaussian elimination); a few seconds,
about 15 with ``--nodes`` (CPython 3.11 on this machine).
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from benchmarks.bench_solver import position_for  # noqa: E402
from game.bots import solver as solver_module  # noqa: E402
from game.bots.solver import Solver, guess_features  # noqa: E402

SEEDS = range(1000, 1250)
NODE_SEEDS = range(1000, 1100)
CASES = [
    (declarer, trumps) for declarer in ("seat0", "contract") for trumps in ("longest", "random")
]


def least_squares(rows: list[list[float]], values: list[int]) -> list[float]:
    """Weights minimising the squared error (normal equations, partial pivoting)."""
    size = len(rows[0])
    matrix = [[sum(r[i] * r[j] for r in rows) for j in range(size)] for i in range(size)]
    rhs = [sum(r[i] * v for r, v in zip(rows, values, strict=True)) for i in range(size)]
    for i in range(size):
        pivot = max(range(i, size), key=lambda r: abs(matrix[r][i]))
        matrix[i], matrix[pivot] = matrix[pivot], matrix[i]
        rhs[i], rhs[pivot] = rhs[pivot], rhs[i]
        for r in range(size):
            if r != i:
                factor = matrix[r][i] / matrix[i][i]
                for col in range(i, size):
                    matrix[r][col] -= factor * matrix[i][col]
                rhs[r] -= factor * rhs[i]
    return [rhs[i] / matrix[i][i] for i in range(size)]


def guess(weights: list[float], row: list[float]) -> int:
    value = sum(w * x for w, x in zip(weights, row, strict=True))
    return int(value) if value > 0 else 0


def as_table_entry(weights: list[float]) -> tuple[float, ...]:
    """Rounded for ``_GUESS_WEIGHTS`` (the order of ``guess_features``)."""
    return tuple(round(w, 3) for w in weights)


def nodes_with(entry: tuple[float, ...]) -> int:
    """The solver's nodes for exact values over NODE_SEEDS and CASES with this guess."""
    saved = solver_module._GUESS_WEIGHTS["trump"]
    solver_module._GUESS_WEIGHTS["trump"] = entry
    try:
        total = 0
        for seed in NODE_SEEDS:
            for declarer, trumps in CASES:
                position = position_for("trump", seed, declarer, trumps)
                solver = Solver.for_position(position)
                solver.solve(position)
                total += solver.nodes
        return total
    finally:
        solver_module._GUESS_WEIGHTS["trump"] = saved


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--nodes", action="store_true", help="check offsets by node count")
    args = parser.parse_args(argv)
    rows: list[list[float]] = []
    values: list[int] = []
    for seed in SEEDS:
        for declarer, trumps in CASES:
            position = position_for("trump", seed, declarer, trumps)
            rows.append([float(x) for x in guess_features(position)])
            values.append(Solver.for_position(position).solve(position))
    weights = least_squares(rows, values)
    hits = {}
    for step in range(-20, 41):
        offset = step / 20
        shifted = [weights[0] + offset, *weights[1:]]
        hits[offset] = sum(
            guess(shifted, row) in (v, v + 1) for row, v in zip(rows, values, strict=True)
        )
    offset = max(hits, key=lambda o: (hits[o], -abs(o)))
    print(f"{len(rows)} deals; least squares: {[round(w, 3) for w in weights]}")
    print(f"offset {offset:+.2f}: guess on v or v + 1 for {hits[offset] / len(rows):.1%}")
    best = [weights[0] + offset, *weights[1:]]
    if args.nodes:
        counts = {}
        for delta in (-0.5, -0.25, 0.0, 0.25, 0.5):
            entry = as_table_entry([best[0] + delta, *best[1:]])
            counts[delta] = nodes_with(entry)
            print(f"offset {offset + delta:+.2f}: {counts[delta]} nodes")
        delta = min(counts, key=lambda x: counts[x])
        best = [best[0] + delta, *best[1:]]
    print(f'"trump": {as_table_entry(best)},')
    return 0


if __name__ == "__main__":
    sys.exit(main())
