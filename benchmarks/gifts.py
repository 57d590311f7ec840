"""Does a level gift uncontested wins? Both defenders passing (C4) against a declarer
whom they would have beaten.

Plays seeded deals with the given declaring level at every seat for the auction,
exchange and announcement; at the defence (R4.1) the defenders are the measured
level. Wherever both defenders pass (configuration C4: the declarer lives without
play, Herzprämie T16 +16, a suit game +2..+10), the deal is also solved
double-dummy with both defenders playing (C1, the defence tricks split evenly): a
*gift* is a C4 that left the two defenders together worse off than C1 would have,
counted (and how many of those the declarer would not have survived in C1) and
priced (the defenders' points lost per gift). A level that passes too readily against
thin Herzprämie and Geschäft bids shows many gifts.

    python benchmarks/gifts.py [--deals 2000] [--seed 0] [--declarer fortgeschritten]
        [--level fortgeschritten] [--old]

``--old`` measures the Fortgeschritten's former rule (own expected tricks only,
``Style.weigh_defence=False``) for comparison.
"""

from __future__ import annotations

import argparse
import sys
from collections import defaultdict
from dataclasses import replace
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from game import apply, is_over, new_game, observe  # noqa: E402
from game.bots import make_bot  # noqa: E402
from game.bots.bidding import ADVANCED  # noqa: E402
from game.bots.dd import Budget, Evaluator  # noqa: E402
from game.bots.heuristic import FORTGESCHRITTEN, HeuristicBot  # noqa: E402
from game.bots.valuation import contract_of  # noqa: E402
from game.bots.view import read_view  # noqa: E402
from game.points import TRICKS  # noqa: E402
from game.rng import derive_seed, rng_for  # noqa: E402


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--deals", type=int, default=2000)
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--declarer", default="fortgeschritten")
    parser.add_argument("--level", default="fortgeschritten")
    parser.add_argument("--old", action="store_true", help="the former defence rule")
    args = parser.parse_args(argv)
    declaring = make_bot(args.declarer)
    defending = make_bot(args.level)
    if args.old:
        defending = HeuristicBot("old", replace(ADVANCED, weigh_defence=False), memory=True)
        assert FORTGESCHRITTEN.style.weigh_defence
    seen: dict[str, int] = defaultdict(int)
    passed: dict[str, int] = defaultdict(int)
    gifts: dict[str, list[int]] = defaultdict(list)
    falls: dict[str, int] = defaultdict(int)
    for number in range(args.deals):
        seed = derive_seed("bench-gifts", args.seed + number)
        state = new_game(seed, number % 3)
        ply = 0
        while not is_over(state) and state.phase != "play":
            seat = state.to_move
            assert seat is not None
            bot = defending if state.phase == "defence" else declaring
            action = bot.choose(observe(state, seat), rng_for("bench-gifts", seed, seat, ply))
            state = apply(state, action)
            ply += 1
        if state.declarer is None or state.bid is None or state.game is None:
            continue
        if state.game not in "CSDH":  # trump games only have a defence decision
            continue
        kind = state.bid if state.bid in ("herzpraemie", "geschaeft") else "regular"
        seen[kind] += 1
        decisions = dict(state.decisions)
        if any(call == "play" for call in decisions.values()):
            continue
        passed[kind] += 1
        d = state.declarer
        view = read_view(observe(state, d))
        hands = (state.hands[0], state.hands[1], state.hands[2])
        c1 = contract_of(view, hands).with_status(("play", "play", "play"))
        tricks = Evaluator(Budget(10**7)).declarer_tricks(c1, hands)
        won = [0, 0, 0]
        won[d] = tricks
        defenders = [s for s in range(3) if s != d]
        won[defenders[0]] = (TRICKS - tricks) // 2
        won[defenders[1]] = TRICKS - tricks - won[defenders[0]]
        c4 = contract_of(view, hands).with_status(("pass", "pass", "pass"))
        cost = sum(
            c1.scores((won[0], won[1], won[2]))[s] - c4.scores((0, 0, 0))[s] for s in defenders
        )
        if cost > 0:
            gifts[kind].append(cost)
            if tricks < 6:
                falls[kind] += 1
    name = args.level + (" (former rule)" if args.old else "")
    print(f"{name} defending against {args.declarer}, {args.deals} deals (seed {args.seed})")
    print(
        f"  {'bid':12s} {'games':>6s} {'both pass':>10s} {'gifts':>6s} {'D falls':>8s} "
        f"{'points lost':>12s}"
    )
    for kind in ("herzpraemie", "geschaeft", "regular"):
        lost = gifts[kind]
        print(
            f"  {kind:12s} {seen[kind]:6d} {passed[kind]:10d} {len(lost):6d} {falls[kind]:8d} "
            f"{sum(lost) / max(1, len(lost)):+12.1f}"
        )
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
