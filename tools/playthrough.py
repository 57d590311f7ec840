"""Golden playthroughs: a seeded deal played with random legal actions, step by step.

Dev tool (OpenSpiel's playthroughs in our notation). Each line shows the
phase, the player to move, the legal actions and the action taken; the last
lines give the tricks and the scores. ``tests/test_playthroughs.py`` rebuilds
these texts and compares them with ``tests/golden/``, so any change in legal
actions, turn order or scoring shows up as a readable diff. Regenerate on
purpose only, and say why in the commit:

    python tools/playthrough.py --write
"""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from game import apply, is_over, legal_actions, new_game, record_text, scores  # noqa: E402
from game.cards import cards_text  # noqa: E402
from game.rng import rng_for  # noqa: E402

GOLDEN = Path(__file__).resolve().parent.parent / "tests" / "golden"
SEEDS = (7, 42, 2024, 31337, 777)


def playthrough(seed: int) -> str:
    """The golden text of deal ``seed`` (dealer ``seed % 3``)."""
    state = new_game(seed, seed % 3)
    hands = " | ".join(f"{s}: {cards_text(state.hands[s])}" for s in (0, 1, 2))
    lines = [
        f"deal seed={seed} dealer={state.dealer}",
        f"hands {hands}",
        f"talon {cards_text(state.dealt[3])}",
    ]
    ply = 0
    while not is_over(state):
        options = legal_actions(state)
        rng = rng_for("playthrough", seed, ply)
        action = options[int(rng.random() * len(options))]
        shown = " ".join(options) if len(options) <= 12 else f"{len(options)} actions"
        lines.append(f"{state.phase:8s} seat={state.to_move} legal=[{shown}] -> {action}")
        state = apply(state, action)
        ply += 1
    lines.append(
        f"game {state.game} bid {state.bid} declarer {state.declarer} tricks {list(state.won)}"
    )
    lines.append(f"scores {list(scores(state))}")
    lines.append(f"record {record_text(state)}")
    return "\n".join(lines) + "\n"


def main() -> None:
    if "--write" in sys.argv:
        GOLDEN.mkdir(parents=True, exist_ok=True)
        for seed in SEEDS:
            (GOLDEN / f"seed-{seed:05d}.txt").write_text(playthrough(seed), encoding="utf-8")
    else:
        for seed in SEEDS:
            print(playthrough(seed))


if __name__ == "__main__":
    main()
