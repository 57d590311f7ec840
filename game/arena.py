"""Duplicate tournaments between bot levels: ``python -m game.arena profi fortgeschritten``.

Owns the measurement of playing strength. Every board is one deal (a seed and
a dealer) played several times with the seats rotated, so that the luck of the
cards cancels and only the players' decisions remain:

* ``--seatings 3`` (default): level A sits alone in seat 0, 1 and 2 in turn
  against two copies of B. Every hand of the deal is played once by A, and the
  board's value is A's mean score over the three plays; by zero-sum each B gets
  minus half of it. If A and B were the same player the three plays would be
  identical and the value exactly 0. It measures what a user sees: one
  opponent strength at a table of another.
* ``--seatings 6``: additionally B alone against two A's; the value is
  (A alone - B alone) / 2, symmetric in A and B, at twice the cost.

The mean over boards gets a 95% confidence interval, paired per board (the
boards are independent; the seatings of one board are not): Student's t by
default, or a percentile bootstrap. Bots get a random generator derived from
(board seed, seat, move number), the same in every seating, so a run is
reproducible and shares no randomness across boards.

The level ``oracle`` (``game/bots/oracle.py``) cheats — it sees every card —
and exists here only as a yardstick. ``--yardstick oracle`` plays it against the
same B on the same boards as A and reports A's margin as a share of the
yardstick's, with a paired bootstrap interval over boards (``share_interval``).
Every seating's moves are kept in the JSON, so two matches on the same boards can
be compared decision by decision (``benchmarks/arena_diff.py``).

``--rules`` plays every board under house rules (rules.md §9): ``default``, a
preset of ``game.rules.PRESETS`` (``oesterreich``) or ``field=value,…``. In a pool
mode each board is played for a pool of 10–100 chips (``board_pool``) and a
seat's result is its chips from ``pool_settlement``; the pool being a fourth
account, a board's value then takes off what the lone seat would average with
its opponent's level everywhere (``_pool_baseline``), so that equal players still
score exactly 0.
"""

from __future__ import annotations

import argparse
import json
import math
import random
import sys
import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass, replace
from typing import Any

from .bots import LEVELS, make_bot
from .bots.oracle import OracleBot
from .bots.profi import ProfiBot, ProfiParams
from .engine import apply, is_over, new_game, scores
from .observe import observe
from .pools import pool_settlement
from .rng import derive_seed, rng_for
from .rules import DEFAULT_RULES, PRESETS, Rules, rules_from_spec
from .state import State

__all__ = [
    "ARENA_LEVELS",
    "BoardResult",
    "Summary",
    "board_seed",
    "play_deal",
    "play_board",
    "summarize",
    "t_interval",
    "bootstrap_interval",
    "share_interval",
    "run",
    "main",
]

ARENA_LEVELS: tuple[str, ...] = (*LEVELS, "oracle", "profi_nodouble")
"""The bot levels, the cheating yardstick, and a Profi that never says Kontra, Rekontra
or Hand (to measure what those house-rule decisions gain, rules.md §9.3, §9.7)."""

_NEVER = {"kontra:yes": "kontra:no", "rekontra:yes": "rekontra:no", "hand:yes": "hand:no"}

Player = Callable[[State, int, random.Random], str]


def _player(level: str, profi_nodes: int | None) -> Player:
    """A uniform calling convention; only the oracle ever looks at the state itself."""
    if level == "oracle":
        oracle = OracleBot()
        return oracle.choose
    bot = make_bot("profi" if level == "profi_nodouble" else level)
    if level in ("profi", "profi_nodouble"):
        # no wall-clock safety net in tournaments: results must not depend on the load
        params = ProfiParams(seconds=None)
        if profi_nodes is not None:
            params = replace(params, nodes=profi_nodes)
        bot = ProfiBot(params=params)

    def choose(state: State, seat: int, rng: random.Random) -> str:
        obs = observe(state, seat)
        if level == "profi_nodouble" and obs["phase"] in ("kontra", "hand"):
            return next(str(a) for a in obs["legal"] if a in _NEVER.values())
        return bot.choose(obs, rng)

    return choose


def board_seed(first_seed: int, index: int) -> int:
    """The deal seed of board ``index`` of a run starting at ``first_seed``."""
    return derive_seed("preferanzen-arena", first_seed + index)


def board_pool(rules: Rules, seed: int) -> int | None:
    """The pool a board is played for in a pool mode (§9.9): 10 to 100 chips by the seed."""
    if rules.pool == "per_hand":
        return None
    return 10 * (1 + seed % 10)


def deal_points(state: State) -> tuple[int, int, int]:
    """Each seat's result of a finished deal: its points, or its chips in a pool mode."""
    if state.pool is None:
        return scores(state)
    return pool_settlement(state, state.pool)[0]


def play_deal(
    seed: int, dealer: int, players: Sequence[Player], rules: Rules = DEFAULT_RULES
) -> tuple[State, list[float]]:
    """Play one deal to the end with ``players[seat]``; the final state and decision times."""
    state = new_game(seed, dealer, rules, pool=board_pool(rules, seed))
    times: list[float] = []
    ply = 0
    while not is_over(state):
        seat = state.to_move
        assert seat is not None
        rng = rng_for("arena-bot", seed, seat, ply)
        started = time.perf_counter()
        action = players[seat](state, seat, rng)
        times.append(time.perf_counter() - started)
        state = apply(state, action)
        ply += 1
    return state, times


@dataclass(frozen=True, slots=True)
class BoardResult:
    """One board: the value for A, and per seating A's (or B's) score and the contract."""

    index: int
    seed: int
    value: float
    plays: tuple[tuple[str, int, int, str], ...]
    """(lone level, its seat, its score, contract summary) per seating."""
    seconds: float
    moves: tuple[tuple[str, ...], ...] = ()
    """Per seating, every action of the deal as "seat:action" (for attributing differences
    between two matches on the same boards, ``benchmarks/arena_diff.py``)."""


def _contract(state: State) -> str:
    if state.declarer is None:
        return "all-pass"
    return f"{state.declarer}:{state.bid}/{state.game}/{state.won[state.declarer]}"


def _moves(state: State) -> tuple[str, ...]:
    return tuple(f"{seat}:{action}" for seat, action in state.history)


def play_board(
    index: int,
    first_seed: int,
    a: str,
    b: str,
    seatings: int,
    profi_nodes: int | None,
    rules: Rules = DEFAULT_RULES,
) -> BoardResult:
    """All seatings of one board; the value is A's mean score (minus B's, for 6 seatings)."""
    seed = board_seed(first_seed, index)
    dealer = index % 3
    pa, pb = _player(a, profi_nodes), _player(b, profi_nodes)
    plays = []
    moves: list[tuple[str, ...]] = []
    started = time.perf_counter()
    all_b: State | None = None
    if {a, b} == {"profi", "profi_nodouble"} or rules.pool != "per_hand":
        all_b, _ = play_deal(seed, dealer, [pb, pb, pb], rules)
        if {a, b} == {"profi", "profi_nodouble"} and not _diverges(all_b, pa, seed):
            # the two play alike but for Kontra, Rekontra or Hand: where those came up, A
            # would have called as B did, so every seating is this very deal
            return BoardResult(index, seed, 0.0, (), time.perf_counter() - started)
    alone_a: list[int] = []
    alone_b: list[int] = []
    for seat in range(3):
        lineup = [pb, pb, pb]
        lineup[seat] = pa
        state, _ = play_deal(seed, dealer, lineup, rules)
        score = deal_points(state)[seat]
        alone_a.append(score)
        plays.append((a, seat, score, _contract(state)))
        moves.append(_moves(state))
    if seatings == 6:
        for seat in range(3):
            lineup = [pa, pa, pa]
            lineup[seat] = pb
            state, _ = play_deal(seed, dealer, lineup, rules)
            score = deal_points(state)[seat]
            alone_b.append(score)
            plays.append((b, seat, score, _contract(state)))
            moves.append(_moves(state))
    value = sum(alone_a) / 3 - _pool_baseline(all_b)
    if seatings == 6:
        all_a = play_deal(seed, dealer, [pa, pa, pa], rules)[0] if all_b is not None else None
        value = (value - sum(alone_b) / 3 + _pool_baseline(all_a)) / 2
    return BoardResult(
        index, seed, value, tuple(plays), time.perf_counter() - started, tuple(moves)
    )


def _diverges(same: State, player: Player, seed: int) -> bool:
    """Whether ``player``, put in the seat of a Kontra, Rekontra or Hand call of ``same`` (the
    deal with the other level everywhere), would have called otherwise there."""
    state = new_game(seed, same.dealer, same.rules, pool=same.pool)
    for ply, (seat, action) in enumerate(same.history):
        if action.split(":")[0] in _NEVER_KINDS:
            if player(state, seat, rng_for("arena-bot", seed, seat, ply)) != action:
                return True
        state = apply(state, action)
    return False


_NEVER_KINDS = frozenset(kind.split(":")[0] for kind in _NEVER)


def _pool_baseline(same: State | None) -> float:
    """What a seat gets on average in ``same``, the deal with one level in every seat: 0 in
    the zero-sum game; in a pool mode the pool's share of the deal (the pool being a fourth
    account), which is taken off so that a player equal to its opponents scores exactly 0
    there too."""
    if same is None or same.pool is None:
        return 0.0
    return sum(deal_points(same)) / 3


# --- statistics -----------------------------------------------------------------------------


def _t_quantile(df: int) -> float:
    """Two-sided 95% quantile of Student's t: a table to df 10, then Cornish–Fisher (±0.001)."""
    z = 1.959963984540054
    if df <= 0:
        return math.inf
    table = {
        1: 12.706,
        2: 4.303,
        3: 3.182,
        4: 2.776,
        5: 2.571,
        6: 2.447,
        7: 2.365,
        8: 2.306,
        9: 2.262,
        10: 2.228,
    }
    if df in table:
        return table[df]
    g1 = (z**3 + z) / 4
    g2 = (5 * z**5 + 16 * z**3 + 3 * z) / 96
    g3 = (3 * z**7 + 19 * z**5 + 17 * z**3 - 15 * z) / 384
    return z + g1 / df + g2 / df**2 + g3 / df**3


def t_interval(values: Sequence[float]) -> tuple[float, float, float]:
    """(mean, low, high): the 95% Student-t interval of the mean of ``values``."""
    n = len(values)
    if n == 0:
        raise ValueError("no values")
    mean = sum(values) / n
    if n == 1:
        return mean, -math.inf, math.inf
    var = sum((v - mean) ** 2 for v in values) / (n - 1)
    half = _t_quantile(n - 1) * math.sqrt(var / n)
    return mean, mean - half, mean + half


def bootstrap_interval(
    values: Sequence[float], rounds: int = 4000, seed: int = 0
) -> tuple[float, float, float]:
    """(mean, low, high): a 95% percentile-bootstrap interval of the mean of ``values``."""
    n = len(values)
    if n == 0:
        raise ValueError("no values")
    mean = sum(values) / n
    rng = random.Random(seed)
    means = []
    for _ in range(rounds):
        total = 0.0
        for _ in range(n):
            total += values[int(rng.random() * n)]
        means.append(total / n)
    means.sort()
    return mean, means[int(0.025 * rounds)], means[min(rounds - 1, int(0.975 * rounds))]


def share_interval(
    values: Sequence[float], yardstick: Sequence[float], rounds: int = 4000, seed: int = 0
) -> tuple[float, float, float]:
    """(share, low, high): A's margin as a share of a yardstick's margin on the same boards,
    sum(values) / sum(yardstick), with a 95% percentile bootstrap over boards (each board
    drawn keeps both its values: the comparison is paired)."""
    n = len(values)
    if n == 0 or n != len(yardstick):
        raise ValueError("the share needs the same boards, at least one")
    total = sum(yardstick)
    if total == 0:
        raise ValueError("the yardstick's margin is 0")
    rng = random.Random(seed)
    shares = []
    for _ in range(rounds):
        a = y = 0.0
        for _ in range(n):
            i = int(rng.random() * n)
            a += values[i]
            y += yardstick[i]
        shares.append(a / y if y else math.inf)
    shares.sort()
    return sum(values) / total, shares[int(0.025 * rounds)], shares[int(0.975 * rounds) - 1]


@dataclass(frozen=True, slots=True)
class Summary:
    """A finished match: A's mean per deal with its interval, and the B's."""

    a: str
    b: str
    boards: int
    seatings: int
    mean: float
    low: float
    high: float
    method: str

    @property
    def significant(self) -> bool:
        return self.low > 0 or self.high < 0

    def lines(self) -> list[str]:
        per_b = "each B" if self.seatings == 3 else "B"
        scale = 0.5 if self.seatings == 3 else 1.0
        return [
            f"{self.a} vs {self.b}: {self.boards} boards x {self.seatings} seatings "
            f"({self.method})",
            f"  {self.a:16s} {self.mean:+8.3f} points/deal  "
            f"95% CI [{self.low:+.3f}, {self.high:+.3f}]",
            f"  {self.b:16s} {-self.mean * scale:+8.3f} points/deal ({per_b})  "
            f"95% CI [{-self.high * scale:+.3f}, {-self.low * scale:+.3f}]",
            "  " + ("the difference is significant" if self.significant else "not significant"),
        ]


def summarize(
    a: str, b: str, results: Sequence[BoardResult], seatings: int, method: str = "t"
) -> Summary:
    values = [r.value for r in results]
    if method == "bootstrap":
        mean, low, high = bootstrap_interval(values)
    else:
        mean, low, high = t_interval(values)
    return Summary(a, b, len(values), seatings, mean, low, high, method)


# --- running ---------------------------------------------------------------------------------


def _board_job(args: tuple[int, int, str, str, int, int | None, Rules]) -> BoardResult:
    return play_board(*args)


def run(
    a: str,
    b: str,
    boards: int,
    first_seed: int = 0,
    seatings: int = 3,
    processes: int = 1,
    profi_nodes: int | None = None,
    progress: Callable[[BoardResult, int], None] | None = None,
    rules: Rules = DEFAULT_RULES,
) -> list[BoardResult]:
    """Play ``boards`` boards of A against B; results in board order."""
    for level in (a, b):
        if level not in ARENA_LEVELS:
            raise ValueError(f"unknown level {level!r}: use {', '.join(ARENA_LEVELS)}")
    if seatings not in (3, 6):
        raise ValueError("seatings must be 3 or 6")
    jobs = [(i, first_seed, a, b, seatings, profi_nodes, rules) for i in range(boards)]
    results: list[BoardResult] = []
    if processes <= 1:
        for job in jobs:
            result = _board_job(job)
            results.append(result)
            if progress:
                progress(result, len(results))
        return results
    import multiprocessing  # only for native runs; never imported in the browser

    with multiprocessing.Pool(processes) as pool:
        for result in pool.imap_unordered(_board_job, jobs):
            results.append(result)
            if progress:
                progress(result, len(results))
    results.sort(key=lambda r: r.index)
    return results


def _board_data(results: Sequence[BoardResult]) -> list[dict[str, Any]]:
    return [
        {
            "index": r.index,
            "seed": r.seed,
            "value": r.value,
            "plays": [list(p) for p in r.plays],
            "moves": [list(m) for m in r.moves],
        }
        for r in results
    ]


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(
        prog="python -m game.arena",
        description="Duplicate match between two bot levels (A alone against two B).",
    )
    parser.add_argument("a", choices=ARENA_LEVELS, help="level A (sits alone)")
    parser.add_argument("b", choices=ARENA_LEVELS, help="level B")
    parser.add_argument("-n", "--boards", type=int, default=300, help="boards (deals), default 300")
    parser.add_argument("-s", "--seed", type=int, default=0, help="first board seed, default 0")
    parser.add_argument("--seatings", type=int, choices=(3, 6), default=3)
    parser.add_argument("-j", "--processes", type=int, default=1, help="worker processes (1)")
    parser.add_argument(
        "--profi-nodes", type=int, default=None, help="Profi's node budget for a card"
    )
    parser.add_argument("--ci", choices=("t", "bootstrap"), default="t")
    parser.add_argument("--progress", action="store_true", help="one line per board on stderr")
    parser.add_argument("--json", metavar="FILE", help="write boards and summary as JSON")
    parser.add_argument(
        "--rules",
        default="default",
        help="house rules: default, a preset (" + ", ".join(PRESETS) + ") or field=value,…",
    )
    parser.add_argument(
        "--yardstick",
        choices=ARENA_LEVELS,
        help="also play this level alone against B on the same boards and report A's margin "
        "as a share of its margin (e.g. profi anfaenger --yardstick oracle)",
    )
    args = parser.parse_args(argv)
    try:
        rules = rules_from_spec(args.rules)
    except (ValueError, TypeError) as error:
        parser.error(f"--rules: {error}")
    started = time.perf_counter()

    def report(result: BoardResult, done: int) -> None:
        if args.progress:
            print(
                f"[{done}/{args.boards}] board {result.index} value {result.value:+.2f} "
                f"({result.seconds:.1f}s) "
                + " ".join(f"{lv}@{s}:{sc:+d}:{c}" for lv, s, sc, c in result.plays),
                file=sys.stderr,
                flush=True,
            )

    results = run(
        args.a,
        args.b,
        args.boards,
        args.seed,
        args.seatings,
        args.processes,
        args.profi_nodes,
        report,
        rules,
    )
    summary = summarize(args.a, args.b, results, args.seatings, args.ci)
    for line in summary.lines():
        print(line)
    yardstick: list[BoardResult] = []
    share: tuple[float, float, float] | None = None
    if args.yardstick:
        yardstick = run(
            args.yardstick,
            args.b,
            args.boards,
            args.seed,
            args.seatings,
            args.processes,
            args.profi_nodes,
            report,
            rules,
        )
        for line in summarize(args.yardstick, args.b, yardstick, args.seatings, args.ci).lines():
            print(line)
        try:
            share = share_interval([r.value for r in results], [r.value for r in yardstick])
        except ValueError as error:
            print(f"  no share: {error}")
        else:
            print(
                f"  {args.a} made {share[0]:.1%} of {args.yardstick}'s margin over {args.b} "
                f"(95% CI [{share[1]:.1%}, {share[2]:.1%}], paired bootstrap over boards)"
            )
    elapsed = time.perf_counter() - started
    print(f"  {elapsed:.0f} s, {elapsed / max(1, len(results)):.1f} s/board")
    if args.json:
        data: dict[str, Any] = {
            "a": args.a,
            "b": args.b,
            "boards": args.boards,
            "first_seed": args.seed,
            "seatings": args.seatings,
            "profi_nodes": args.profi_nodes,
            "rules": rules.describe(),
            "mean": summary.mean,
            "ci": [summary.low, summary.high],
            "ci_method": args.ci,
            "seconds": elapsed,
            "results": _board_data(results),
        }
        if args.yardstick:
            data["yardstick"] = {"level": args.yardstick, "results": _board_data(yardstick)}
            if share is not None:
                data["share"] = {"value": share[0], "ci": [share[1], share[2]]}
        with open(args.json, "w", encoding="utf-8") as handle:
            json.dump(data, handle, indent=1)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
