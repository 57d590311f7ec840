"""Settlement of a finished deal (rules.md §6, §7).

Owns who lives or falls and the points of §7: the four cases of the trump
games with credited tricks (§7.1), the Herzprämie premium (§7.3), the fixed
games (§7.2), and zero for an all-pass deal (R2.8). The result is explained
per seat so the page can show why each player got his points.
"""

from __future__ import annotations

from dataclasses import dataclass

from .contracts import FIXED_VALUES, is_trump_game
from .defence import configuration
from .state import State

__all__ = ["SeatResult", "Settlement", "settle", "scores"]

# §7.1 base(X): (X lives, D lives) -> points
_BASE = {(True, False): 4, (True, True): -3, (False, False): -2, (False, True): -8}
_HERZ_PREMIUM = 5


@dataclass(frozen=True, slots=True)
class SeatResult:
    """One seat's part of the settlement, with the terms that make up its score."""

    seat: int
    role: str
    """"declarer", or the defender status of §7.5: "play", "pass", "inv", "invr"."""
    tricks: int
    """Tricks the seat actually took."""
    credited: int
    """Tricks counted for the score (§7.1); equals ``tricks`` for the declarer."""
    lives: bool
    base: int
    premium: int
    score: int


@dataclass(frozen=True, slots=True)
class Settlement:
    """The outcome of a finished deal."""

    kind: str
    """"all_pass", "trump" (§7.1) or "fixed" (§7.2)."""
    declarer: int | None
    game: str | None
    bid: str | None
    configuration: str | None
    declarer_lives: bool | None
    seats: tuple[SeatResult, ...]

    @property
    def scores(self) -> tuple[int, int, int]:
        by_seat = {r.seat: r.score for r in self.seats}
        return by_seat.get(0, 0), by_seat.get(1, 0), by_seat.get(2, 0)


def _defender_status(state: State, seat: int) -> str:
    decisions = dict(state.decisions)
    if decisions.get(seat) == "play":
        return "invr" if state.invitation == "yes" else "play"
    return "inv" if state.invitation == "yes" else "pass"


def settle(state: State) -> Settlement:
    """The settlement of a finished deal.

    Raises:
        GameError: the deal is not over yet.
    """
    if state.phase != "done":
        from .errors import GameError

        raise GameError(
            f"the deal is not over (phase {state.phase}); there is nothing to settle yet"
        )
    declarer, game = state.declarer, state.game
    if declarer is None or game is None:  # R2.8: all passed
        return Settlement("all_pass", None, None, None, None, None, ())
    left, right = state.defenders()
    mine = state.won[declarer]
    defence_tricks = len(state.tricks) - mine
    config = configuration(state)
    if not is_trump_game(game):
        value = FIXED_VALUES[game]
        if game in ("bettler", "ouvert"):
            lives = mine == 0  # R6.2, R6.4
        elif game == "durchmarsch":
            lives = mine == 10  # R6.5
        else:
            lives = mine >= 6  # R6.3, default total6
        sign = 1 if lives else -1
        defenders = tuple(
            SeatResult(x, "play", state.won[x], state.won[x], not lives, 0, 0, -sign * value)
            for x in (left, right)
        )
        me = SeatResult(declarer, "declarer", mine, mine, lives, 0, 0, 2 * sign * value)
        return Settlement("fixed", declarer, game, state.bid, config, lives, (me, *defenders))

    lives = mine >= 6 or config == "C4"  # R6.1
    herz = state.bid == "herzpraemie"  # §7.3: the premium is Herzprämie's only
    results = []
    for x in (left, right):
        status = _defender_status(state, x)
        if status == "play":
            credited = state.won[x]
        elif status == "invr":
            credited = defence_tricks  # the invited player's tricks count for the inviter
        else:
            credited = 0
        quota = 4 if status == "invr" else 2
        x_lives = status in ("pass", "inv") or credited >= quota
        base = _BASE[(x_lives, lives)]
        premium = (-_HERZ_PREMIUM if lives else _HERZ_PREMIUM) if herz else 0
        results.append(
            SeatResult(
                x, status, state.won[x], credited, x_lives, base, premium, base + credited + premium
            )
        )
    total = -(results[0].score + results[1].score)
    me = SeatResult(
        declarer,
        "declarer",
        mine,
        mine,
        lives,
        -(results[0].base + results[1].base + results[0].credited + results[1].credited),
        -(results[0].premium + results[1].premium),
        total,
    )
    return Settlement("trump", declarer, game, state.bid, config, lives, (me, *results))


def scores(state: State) -> tuple[int, int, int]:
    """Points per seat of a finished deal, zero-sum; (0, 0, 0) after all pass (R2.8)."""
    return settle(state).scores
