"""How far are Profi's decisions from the cheater's? (a low-variance development measure)

For the decisions the lone player took in the seatings of an arena JSON file
(``python -m game.arena ... --json``), this replays each position, asks Profi
(with the given parameters) for its action, and prices every option on the true
deal the way the cheating yardstick does (``oracle.py``: Profi's procedures on
the one true deal). The regret of a decision is the best option's value minus the
value of Profi's choice, in the decider's points. Its mean over many positions
says how much of the yardstick's edge a change recovers without playing whole
matches (whose results vary far more).

    python benchmarks/regret.py FILE.json [--phases defence,announce]
        [--limit 200] [--stride 1] [--variant "name:field=value;..." ...]

Phases: auction, exchange, announce, defence, play. Each ``--variant`` is Profi
with some ProfiParams fields changed (``moves=0;inference=LOOSE`` …; the
yardstick keeps its own); the first is the reference, and every other variant's
regret is also given as a paired difference from it, with a 95% interval.
"""

from __future__ import annotations

import argparse
import json
import sys
import time
from collections import defaultdict
from dataclasses import replace
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from game import apply, new_game, observe  # noqa: E402
from game.bots import models  # noqa: E402
from game.bots.oracle import OracleBot  # noqa: E402
from game.bots.profi import ProfiParams, _auction_sample, _Work, analyse  # noqa: E402
from game.bots.sampling import Deal  # noqa: E402
from game.bots.view import read_view  # noqa: E402
from game.rng import rng_for  # noqa: E402
from game.state import State  # noqa: E402


def positions(
    data: dict[str, Any], phases: set[str], game: str | None = None, role: str | None = None
) -> list[tuple[State, int, int, int]]:
    """(state, seat, board seed, ply) of every decision of a lone player in ``phases``
    that had more than one option (only in ``game``, only as "declarer" or "defender")."""
    out = []
    for result in data["results"]:
        dealer = result["index"] % 3
        for play, moves in zip(result["plays"], result["moves"], strict=True):
            lone = play[1]
            state = new_game(result["seed"], dealer)
            for ply, move in enumerate(moves):
                seat, _, action = move.partition(":")
                if (
                    int(seat) == lone
                    and state.phase in phases
                    and (game is None or state.game == game)
                    and (role is None or (state.declarer == lone) == (role == "declarer"))
                ):
                    obs = observe(state, lone)
                    if len(obs["legal"]) > 1:
                        out.append((state, lone, result["seed"], ply))
                state = apply(state, action)
    return out


def true_deal(state: State) -> Deal:
    """The pile the yardstick sees (as ``OracleBot.choose`` builds it)."""
    pile = state.discard if state.discard else 0
    if state.declarer is None or state.bid in ("geschaeft", "herzpraemie"):
        pile = state.dealt[3]
    elif state.phase == "exchange":
        pile = 0
    return Deal((state.hands[0], state.hands[1], state.hands[2]), pile)


def option_values(state: State, seat: int, seed: int, ply: int) -> dict[str, float]:
    """Every option's value for ``seat`` on the true deal, as the yardstick prices it
    (auction calls: each bid's contract solved on the deal, without the heuristic prior)."""
    obs = observe(state, seat)
    rng = rng_for("arena-bot", seed, seat, ply)
    known = true_deal(state)
    params = OracleBot().params
    if state.phase == "auction":
        view = read_view(obs)
        work = _Work(view, rng, params, known)
        from game.bots.bidding import assess
        from game.bots.profi import _STYLE  # noqa: PLC0415

        a = assess(view.hand, replace(_STYLE, single_dummy=params.single_dummy), rng, view.rules)
        options = {k: 0.0 for k in view.legal if k != "pass"}
        got = _auction_sample(work, known, options, obs["auction"]["high"], a.geschaeft[0])
        return {"pass": 0.0, **got}
    return analyse(obs, rng, params, known).values


def _params(spec: str) -> tuple[str, ProfiParams]:
    """ "name:field=value;field=value" (values are Python expressions over models.py)."""
    name, _, fields = spec.partition(":")
    kw: dict[str, Any] = {}
    for item in filter(None, fields.split(";")):
        key, _, value = item.partition("=")
        kw[key.strip()] = eval(value, {**vars(models), "None": None})  # noqa: S307
    return name, replace(ProfiParams(seconds=None), **kw)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("file")
    parser.add_argument("--phases", default="defence")
    parser.add_argument("--limit", type=int, default=200)
    parser.add_argument("--stride", type=int, default=1, help="every k-th position only")
    parser.add_argument("--game", help="only positions of this game (sans, H, ...)")
    parser.add_argument("--role", choices=("declarer", "defender"))
    parser.add_argument(
        "--variant",
        action="append",
        default=[],
        help="name:field=value;... of ProfiParams (repeatable; the first is the reference)",
    )
    args = parser.parse_args(argv)
    data = json.loads(Path(args.file).read_text())
    phases = set(args.phases.split(","))
    found = positions(data, phases, args.game, args.role)[:: args.stride][: args.limit]
    variants = [_params(v) for v in args.variant] or [_params("defaults:")]
    regret: dict[str, dict[str, list[float]]] = {name: defaultdict(list) for name, _p in variants}
    cpu = dict.fromkeys(regret, 0.0)
    for state, seat, seed, ply in found:
        values = option_values(state, seat, seed, ply)
        if not values:
            continue
        obs = observe(state, seat)
        for name, params in variants:
            started = time.process_time()
            action = analyse(obs, rng_for("arena-bot", seed, seat, ply), params).action
            cpu[name] += time.process_time() - started
            if action in values:
                regret[name][state.phase].append(max(values.values()) - values[action])
            else:
                regret[name][state.phase].append(float("nan"))
    print(f"{args.file}: {len(found)} positions")
    ref = variants[0][0]
    for name in regret:
        print(f"  {name}: {cpu[name] / max(1, len(found)):.3f} s CPU per decision")
        for phase, values in sorted(regret[name].items()):
            pairs = [
                (v, r) for v, r in zip(values, regret[ref][phase], strict=True) if v == v and r == r
            ]
            n = len(pairs)
            mean = sum(v for v, _r in pairs) / n
            line = f"    {phase:9s} n={n:4d} mean regret {mean:6.3f}"
            if name != ref:
                d = [v - r for v, r in pairs]
                dm = sum(d) / n
                sd = (sum((x - dm) ** 2 for x in d) / max(1, n - 1)) ** 0.5
                line += f"   minus {ref}: {dm:+.3f} ± {1.96 * sd / n**0.5:.3f}"
            print(line)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
