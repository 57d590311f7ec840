"""How often does a fixed game (Sans Atout, Bettler, Durchmarsch) succeed in real play,
given what the double-dummy solver says about it before the first lead?

Double-dummy values assume that the defenders see every card. They do not: the
declarer of a Sans Atout or a Bettler wins more often than the solver says. This
script measures by how much. It picks random deals on which some seat's twelve
cards (hand and talon) make the game a plausible choice, lets that seat win the
auction with Eins and announce the game after its best discard, records the
double-dummy trick count of the declarer at the first lead, and plays the deal
out with the given level at every seat (Profi by default: the strongest
defence available without peeking). It prints, per double-dummy trick count,
how often the declarer actually won.

    python benchmarks/calibrate_fixed.py [--game sans|bettler|durchmarsch]
        [--deals 200] [--seed 0] [--level profi] [--json FILE]
"""

from __future__ import annotations

import argparse
import json
import random
import sys
from collections import defaultdict
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from game import apply, is_over, new_game, observe  # noqa: E402
from game.bots import make_bot  # noqa: E402
from game.bots.bidding import discard_action  # noqa: E402
from game.bots.dd import Budget, Contract, Evaluator  # noqa: E402
from game.bots.evaluate import best_discard, game_value  # noqa: E402
from game.bots.profi import ProfiBot, ProfiParams  # noqa: E402
from game.points import LIVE_TRICKS, TRICKS  # noqa: E402
from game.rng import derive_seed, rng_for  # noqa: E402
from game.state import State  # noqa: E402

_LOW_CHANCE = 0.15
"""Deals whose game the heuristics give less than this are skipped (nobody bids them)."""


def _set_up(seed: int, game: str) -> State | None:
    """The deal of ``seed`` with the best-suited seat as forehand declaring ``game``."""
    deal = new_game(seed, 0)
    best: tuple[float, int] | None = None
    for seat in range(3):
        twelve = deal.dealt[seat] | deal.dealt[3]
        pair = best_discard(twelve, game)
        chance = game_value(twelve & ~pair, game, out=pair).chance
        if best is None or chance > best[0]:
            best = (chance, seat)
    assert best is not None
    if best[0] < _LOW_CHANCE:
        return None
    seat = best[1]
    state = new_game(seed, (seat + 2) % 3)  # the seat is forehand
    state = apply(apply(apply(state, "bid:1"), "pass"), "pass")
    pair = best_discard(state.hands[seat], game)
    state = apply(state, discard_action(pair))
    return apply(state, f"announce:{game}")


def _dd_tricks(state: State) -> int:
    """The declarer's double-dummy tricks from the first lead (exact)."""
    assert state.declarer is not None and state.game is not None
    contract = Contract.of(state.declarer, state.game, bid=state.bid)
    ev = Evaluator(Budget(10**9))
    return ev.declarer_tricks(contract, state.hands)


def _won(state: State) -> bool:
    d = state.declarer
    assert d is not None
    tricks = state.won[d]
    if state.game in ("bettler", "ouvert"):
        return tricks == 0
    if state.game == "sans":
        return tricks >= LIVE_TRICKS
    return tricks == TRICKS


def run(game: str, deals: int, first_seed: int, level: str) -> list[dict[str, Any]]:
    bot = ProfiBot(params=ProfiParams(seconds=None)) if level == "profi" else make_bot(level)
    rows = []
    number = 0
    while len(rows) < deals:
        seed = derive_seed("calibrate-fixed", first_seed + number)
        number += 1
        state = _set_up(seed, game)
        if state is None:
            continue
        dd = _dd_tricks(state)
        ply = 0
        while not is_over(state):
            seat = state.to_move
            assert seat is not None
            rng: random.Random = rng_for("calibrate-bot", seed, seat, ply)
            state = apply(state, bot.choose(observe(state, seat), rng))
            ply += 1
        rows.append({"seed": seed, "dd": dd, "won": _won(state)})
        print(f"[{len(rows)}/{deals}] dd {dd} won {_won(state)}", file=sys.stderr, flush=True)
    return rows


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--game", default="sans", choices=("sans", "bettler", "durchmarsch"))
    parser.add_argument("--deals", type=int, default=200)
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--level", default="profi")
    parser.add_argument("--json")
    args = parser.parse_args(argv)
    rows = run(args.game, args.deals, args.seed, args.level)
    by: dict[int, list[bool]] = defaultdict(list)
    for row in rows:
        by[row["dd"]].append(row["won"])
    print(f"{args.game}, {len(rows)} deals, {args.level} at every seat")
    print(f"  {'dd tricks':>9s} {'deals':>6s} {'won':>6s}")
    for dd in sorted(by):
        won = by[dd]
        print(f"  {dd:9d} {len(won):6d} {sum(won) / len(won):6.0%}")
    if args.json:
        Path(args.json).write_text(json.dumps({"game": args.game, "rows": rows}, indent=1))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
