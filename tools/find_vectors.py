"""Find whole deals that reach the scoring vectors T1–T34 of rules.md §7.5.

Dev tool, not shipped. For each vector it drives the auction, the exchange
and the defence to the vector's contract and configuration, plays the cards
at random (legal moves only), and keeps the first deal whose trick counts
match the vector. The records it prints are pinned in
``tests/data/scoring_vectors.txt`` and replayed by ``tests/test_scoring.py``,
which checks the scores against the table in rules.md, so the search itself
is never trusted.

    python tools/find_vectors.py > tests/data/scoring_vectors.txt
"""

from __future__ import annotations

import random
import sys
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from game import State, apply, from_cards, is_over, legal_actions, new_game, record_text  # noqa: E402
from game.cards import card_names, parse_cards  # noqa: E402

DEALER = 0  # so forehand V = 1, M = 2, H = 0

# Auctions (dealer 0) that end with the given declarer and bid.
AUCTIONS = {
    "V1": ["bid:1", "pass", "pass"],  # D = 1, bid 1
    "M2": ["bid:1", "bid:2", "pass", "pass"],  # D = 2, bid 2
    "M4": [
        "bid:1",
        "bid:2",
        "bid:3",
        "hold",
        "bid:4",
        "pass",
        "pass",
    ],  # D = 2, bid 4 (as A5 but M wins)
    "VG": ["bid:geschaeft", "pass", "pass"],  # D = 1, Geschäft
    "VHP": ["bid:herzpraemie", "pass", "pass"],  # D = 1, Herzprämie
}
DECLARER = {"V1": 1, "M2": 2, "M4": 2, "VG": 1, "VHP": 1}

# Defence statuses (L, R) -> the defence actions in order.
DEFENCE = {
    ("play", "play"): ["defend:play", "defend:play"],
    ("alone", "pass"): ["defend:play", "defend:pass", "invite:no"],
    ("pass", "alone"): ["defend:pass", "defend:play", "invite:no"],
    ("inv", "invr"): ["defend:pass", "defend:play", "invite:yes"],
    ("invr", "inv"): ["defend:play", "defend:pass", "invite:yes"],
    ("pass", "pass"): ["defend:pass", "defend:pass"],
}


@dataclass
class Vector:
    vid: str
    auction: str
    game: str  # announce suffix, or the named suit for Geschäft, "" for Herzprämie
    defence: tuple[str, str] | None  # None for no-trump games
    accept: Callable[[State, int, int, int], bool]
    crafted: str | None = None  # the declarer's ten cards, the rest dealt from the seed
    tries: int = 200_000
    extra: dict[str, str] = field(default_factory=dict)


def tricks(d: int, left: int, right: int) -> Callable[[State, int, int, int], bool]:
    return lambda s, dd, ll, rr: (s.won[dd], s.won[ll], s.won[rr]) == (d, left, right)


def total(d: int, defence: int) -> Callable[[State, int, int, int], bool]:
    return lambda s, dd, ll, rr: s.won[dd] == d and s.won[ll] + s.won[rr] == defence


def winners(pattern: str) -> Callable[[State, int, int, int], bool]:
    def check(s: State, dd: int, ll: int, rr: int) -> bool:
        names = {dd: "D", ll: "L", rr: "R"}
        return "".join(names[w] for _, _, w in s.tricks) == pattern

    return check


def declarer_tricks(n: int, played: int) -> Callable[[State, int, int, int], bool]:
    return lambda s, dd, ll, rr: s.won[dd] == n and len(s.tricks) == played


STRONG_H = "H7 H8 H9 HT HJ HQ HK HA CA SA"
STRONG_S = "S7 S8 S9 ST SJ SQ SK SA CA HA"
VECTORS = [
    Vector("T1", "VHP", "", ("inv", "invr"), total(6, 4)),
    Vector("T2", "M2", "S", ("play", "play"), tricks(6, 2, 2)),
    Vector("T3", "V1", "C", ("play", "play"), tricks(6, 3, 1)),
    Vector("T4", "V1", "D", ("play", "play"), tricks(7, 2, 1)),
    Vector("T5", "M4", "H", ("play", "play"), tricks(6, 4, 0)),
    Vector("T6", "VG", "H", ("play", "play"), tricks(10, 0, 0), crafted=STRONG_H),
    Vector("T7", "V1", "S", ("play", "play"), tricks(5, 3, 2)),
    Vector("T8", "V1", "S", ("play", "play"), tricks(5, 4, 1)),
    Vector("T9", "V1", "C", ("play", "play"), tricks(5, 5, 0)),
    Vector("T10", "V1", "D", ("play", "play"), tricks(4, 4, 2)),
    Vector("T11", "V1", "C", ("alone", "pass"), tricks(7, 3, 0)),
    Vector("T12", "V1", "C", ("alone", "pass"), tricks(9, 1, 0)),
    Vector("T13", "V1", "C", ("alone", "pass"), tricks(5, 5, 0)),
    Vector("T14", "V1", "S", ("pass", "alone"), tricks(8, 0, 2)),
    Vector("T15", "V1", "D", ("pass", "pass"), lambda s, d, _l, _r: not s.tricks),
    Vector("T16", "VHP", "", ("pass", "pass"), lambda s, d, _l, _r: not s.tricks),
    Vector("T17", "V1", "D", ("invr", "inv"), tricks(6, 1, 3)),
    Vector("T18", "V1", "D", ("invr", "inv"), tricks(7, 2, 1)),
    Vector("T19", "V1", "S", ("inv", "invr"), tricks(5, 2, 3)),
    Vector("T20", "V1", "S", ("invr", "inv"), tricks(10, 0, 0), crafted=STRONG_S),
    Vector("T21", "VHP", "", ("play", "play"), tricks(5, 3, 2)),
    Vector("T22", "VHP", "", ("play", "play"), tricks(6, 4, 0)),
    Vector("T23", "VHP", "", ("alone", "pass"), tricks(5, 5, 0)),
    Vector("T24", "VHP", "", ("inv", "invr"), tricks(7, 0, 3)),
    Vector("T25", "VHP", "", ("play", "play"), tricks(7, 2, 1)),
    Vector(
        "T26",
        "V1",
        "bettler",
        None,
        lambda s, d, _l, _r: len(s.tricks) == 10 and s.won[d] == 0,
        crafted="C7 C8 C9 S7 S8 S9 D7 D8 D9 H7",
    ),
    Vector("T27", "V1", "bettler", None, lambda s, d, _l, _r: s.won[d] == 1 and len(s.tricks) >= 2),
    Vector("T28", "V1", "sans", None, declarer_tricks(6, 8)),
    Vector("T29", "V1", "sans", None, lambda s, d, _l, _r: s.won[d] == 5 and len(s.tricks) == 10),
    Vector("T30", "V1", "sans", None, winners("DDDDLDD"), crafted="CA CK CQ SA SK SQ HA HK DA D7"),
    Vector(
        "T31",
        "V1",
        "ouvert",
        None,
        lambda s, d, _l, _r: len(s.tricks) == 10 and s.won[d] == 0,
        crafted="C7 C8 C9 S7 S8 S9 D7 D8 D9 H7",
    ),
    Vector("T32", "V1", "ouvert", None, lambda s, d, _l, _r: s.won[d] == 1 and len(s.tricks) == 3),
    Vector("T33", "V1", "durchmarsch", None, tricks(10, 0, 0), crafted=STRONG_H),
    Vector(
        "T34",
        "V1",
        "durchmarsch",
        None,
        lambda s, d, _l, _r: len(s.tricks) == 4 and s.won[d] == 3,
        crafted="CA CK CQ SA SK SQ HA HK DA D7",
    ),
]


def crafted_deal(declarer_cards: str, declarer: int, rng: random.Random) -> State:
    """The declarer gets ``declarer_cards``; the rest is dealt at random."""
    mine = parse_cards(declarer_cards)
    rest = [c for c in range(32) if not mine >> c & 1]
    rng.shuffle(rest)
    hands: list[list[str]] = [[], [], []]
    hands[declarer] = card_names(mine)
    others = [s for s in (0, 1, 2) if s != declarer]
    hands[others[0]] = card_names(sum(1 << c for c in rest[:10]))
    hands[others[1]] = card_names(sum(1 << c for c in rest[10:20]))
    return from_cards(hands, card_names(sum(1 << c for c in rest[20:])), DEALER)


def attempt(vector: Vector, seed: int) -> State | None:
    rng = random.Random(seed)
    declarer = DECLARER[vector.auction]
    state = (
        crafted_deal(vector.crafted, declarer, rng) if vector.crafted else new_game(seed, DEALER)
    )
    for action in AUCTIONS[vector.auction]:
        state = apply(state, action)
    if state.phase == "naming":
        state = apply(state, f"name:{vector.game}")
    if state.phase == "exchange":
        if vector.crafted:  # keep the crafted hand: discard the two talon cards
            talon = card_names(state.dealt[3])
            state = apply(state, f"discard:{talon[0]},{talon[1]}")
        else:
            state = apply(state, rng.choice(legal_actions(state)))
        state = apply(state, f"announce:{vector.game}")
    if vector.defence is not None:
        for action in DEFENCE[vector.defence]:
            state = apply(state, action)
    while not is_over(state):
        state = apply(state, rng.choice(legal_actions(state)))
    left, right = (declarer + 1) % 3, (declarer + 2) % 3
    return state if vector.accept(state, declarer, left, right) else None


def main() -> None:
    print("# Whole deals reaching the scoring vectors of rules.md §7.5.")
    print("# Generated by tools/find_vectors.py; checked by tests/test_scoring.py.")
    wanted = set(sys.argv[1:])
    for vector in VECTORS:
        if wanted and vector.vid not in wanted:
            continue
        for seed in range(vector.tries):
            found = attempt(vector, seed)
            if found is not None:
                print(f"{vector.vid} {record_text(found)}")
                break
        else:
            print(f"# {vector.vid}: not found in {vector.tries} tries", file=sys.stderr)


if __name__ == "__main__":
    main()
