"""Scoring (rules.md §7): every vector T1–T34 reached by a whole deal, and the §7.4 example.

Each vector's deal is a record in ``tests/data/scoring_vectors.txt`` (found by
``tools/find_vectors.py``). The test replays it through the checked engine and
compares the game, the defenders' statuses, the tricks and the points with the
rules.md §7.5 table written out below — the table, not the search, is the
known answer.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from game import replay, scores, settle
from game.play import play_order

DATA = Path(__file__).parent / "data" / "scoring_vectors.txt"
RECORDS = {
    line.split(" ", 1)[0]: line.split(" ", 1)[1].strip()
    for line in DATA.read_text(encoding="utf-8").splitlines()
    if line and not line.startswith("#")
}

# rules.md §7.5: id -> (bid, game, L status, R status, tricks D/L/R or D/(L+R) or None,
#                       D lives, L pts, R pts, D pts).  "alone" is written "play" in C2.
TABLE = {
    "T1": ("herzpraemie", "H", "inv", "invr", (6, "4"), True, -8, -4, 12),
    "T2": ("2", "S", "play", "play", (6, 2, 2), True, -1, -1, 2),
    "T3": ("1", "C", "play", "play", (6, 3, 1), True, 0, -7, 7),
    "T4": ("1", "D", "play", "play", (7, 2, 1), True, -1, -7, 8),
    "T5": ("4", "H", "play", "play", (6, 4, 0), True, 1, -8, 7),
    "T6": ("geschaeft", "H", "play", "play", (10, 0, 0), True, -8, -8, 16),
    "T7": ("1", "S", "play", "play", (5, 3, 2), False, 7, 6, -13),
    "T8": ("1", "S", "play", "play", (5, 4, 1), False, 8, -1, -7),
    "T9": ("1", "C", "play", "play", (5, 5, 0), False, 9, -2, -7),
    "T10": ("1", "D", "play", "play", (4, 4, 2), False, 8, 6, -14),
    "T11": ("1", "C", "play", "pass", (7, 3, 0), True, 0, -3, 3),
    "T12": ("1", "C", "play", "pass", (9, 1, 0), True, -7, -3, 10),
    "T13": ("1", "C", "play", "pass", (5, 5, 0), False, 9, 4, -13),
    "T14": ("1", "S", "pass", "play", (8, 0, 2), True, -3, -1, 4),
    "T15": ("1", "D", "pass", "pass", None, True, -3, -3, 6),
    "T16": ("herzpraemie", "H", "pass", "pass", None, True, -8, -8, 16),
    "T17": ("1", "D", "invr", "inv", (6, 1, 3), True, 1, -3, 2),
    "T18": ("1", "D", "invr", "inv", (7, 2, 1), True, -5, -3, 8),
    "T19": ("1", "S", "inv", "invr", (5, 2, 3), False, 4, 9, -13),
    "T20": ("1", "S", "invr", "inv", (10, 0, 0), True, -8, -3, 11),
    "T21": ("herzpraemie", "H", "play", "play", (5, 3, 2), False, 12, 11, -23),
    "T22": ("herzpraemie", "H", "play", "play", (6, 4, 0), True, -4, -13, 17),
    "T23": ("herzpraemie", "H", "play", "pass", (5, 5, 0), False, 14, 9, -23),
    "T24": ("herzpraemie", "H", "inv", "invr", (7, 0, 3), True, -8, -10, 18),
    "T25": ("herzpraemie", "H", "play", "play", (7, 2, 1), True, -6, -12, 18),
    "T26": ("1", "bettler", "play", "play", (0, "*"), True, -10, -10, 20),
    "T27": ("1", "bettler", "play", "play", (1, "*"), False, 10, 10, -20),
    "T28": ("1", "sans", "play", "play", (6, "*"), True, -20, -20, 40),
    "T29": ("1", "sans", "play", "play", (5, "*"), False, 20, 20, -40),
    "T30": ("1", "sans", "play", "play", (6, "*"), True, -20, -20, 40),
    "T31": ("1", "ouvert", "play", "play", (0, "*"), True, -30, -30, 60),
    "T32": ("1", "ouvert", "play", "play", (1, "*"), False, 30, 30, -60),
    "T33": ("1", "durchmarsch", "play", "play", (10, 0, 0), True, -40, -40, 80),
    "T34": ("1", "durchmarsch", "play", "play", (3, "*"), False, 40, 40, -80),
}


def test_every_vector_has_a_deal() -> None:
    """All 34 vectors of §7.5 are reached by whole deals played through legal actions."""
    assert sorted(RECORDS, key=lambda v: int(v[1:])) == [f"T{i}" for i in range(1, 35)]


@pytest.mark.parametrize("vid", sorted(TABLE, key=lambda v: int(v[1:])))
def test_scoring_vector(vid: str) -> None:
    """§7.5 row ``vid``: replay the deal, check contract, statuses, tricks and points."""
    bid, game, l_status, r_status, tricks, d_lives, l_pts, r_pts, d_pts = TABLE[vid]
    state = replay(RECORDS[vid])
    result = settle(state)
    declarer = state.declarer
    assert declarer is not None
    left, right = (declarer + 1) % 3, (declarer + 2) % 3
    assert (state.bid, state.game, state.phase) == (bid, game, "done")
    by_seat = {r.seat: r for r in result.seats}
    if game in "CSDH":
        assert (by_seat[left].role, by_seat[right].role) == (l_status, r_status)
    won = state.won
    if tricks is not None:
        if tricks[1] == "*":
            assert won[declarer] == tricks[0]
        elif isinstance(tricks[1], str):
            assert (won[declarer], won[left] + won[right]) == (tricks[0], int(tricks[1]))
        else:
            assert (won[declarer], won[left], won[right]) == tricks
    else:
        assert state.tricks == ()
    assert result.declarer_lives is d_lives
    points = scores(state)
    assert (points[left], points[right], points[declarer]) == (l_pts, r_pts, d_pts)
    assert sum(points) == 0  # §7.6


def test_T30_sans_atout_wins_after_trick_seven() -> None:
    """T30 / R6.3 default total6: winners D D D D L D D — D wins after trick 7, play stops."""
    state = replay(RECORDS["T30"])
    declarer = state.declarer
    names = {declarer: "D", (declarer + 1) % 3: "L", (declarer + 2) % 3: "R"}
    assert "".join(names[w] for _, _, w in state.tricks) == "DDDDLDD"


@pytest.mark.parametrize(("vid", "played"), [("T27", None), ("T29", 10), ("T32", 3), ("T34", 4)])
def test_fixed_games_stop_early(vid: str, played: int | None) -> None:
    """§8: Bettler stops at D's first trick, SA when the defence has 5, DM at D's first loss."""
    state = replay(RECORDS[vid])
    declarer = state.declarer
    assert declarer is not None
    last_winner = state.tricks[-1][2]
    if state.game in ("bettler", "ouvert"):
        assert last_winner == declarer and state.won[declarer] == 1
    if state.game == "durchmarsch":
        assert last_winner != declarer
    if state.game == "sans":
        assert len(state.tricks) - state.won[declarer] == 5
    if played is not None:
        assert len(state.tricks) == played


def test_worked_example_7_4() -> None:
    """§7.4 step by step: Herzprämie, A = D lives with 6; B invited (L), C inviter (R) with 4."""
    state = replay(RECORDS["T1"])
    result = settle(state)
    declarer = state.declarer
    assert declarer is not None
    a = next(r for r in result.seats if r.seat == declarer)
    b = next(r for r in result.seats if r.seat == (declarer + 1) % 3)
    c = next(r for r in result.seats if r.seat == (declarer + 2) % 3)
    assert a.tricks == 6 and a.lives  # 1. A has 6, so A lives
    assert (b.role, b.lives, b.base + b.credited) == ("inv", True, -3)  # 2. B: -3 + 0
    assert (c.role, c.credited, c.lives, c.base + c.credited) == (
        "invr",
        4,
        True,
        1,
    )  # 3. C: -3 + 4
    assert -(b.base + b.credited + c.base + c.credited) == 2  # 4. A before the premium
    assert (b.premium, c.premium, a.premium) == (-5, -5, 10)  # 5. the Herzprämie premium
    assert (a.score, b.score, c.score) == (12, -8, -4)


def test_invited_players_tricks_count_for_the_inviter() -> None:
    """T17: the inviter is credited with all defence tricks (1 + 3), the invited with 0."""
    state = replay(RECORDS["T17"])
    result = {r.role: r for r in settle(state).seats}
    assert (result["invr"].tricks, result["invr"].credited) == (1, 4)
    assert (result["inv"].tricks, result["inv"].credited) == (3, 0)


def test_settle_before_the_end_is_an_error() -> None:
    state = replay(RECORDS["T2"].rsplit(";", 5)[0])
    with pytest.raises(ValueError, match="not over"):
        settle(state)


def test_play_order_in_two_hand_play() -> None:
    """C2: the two active players alternate in seat order."""
    assert play_order((0, 2), 2) == (2, 0) and play_order((0, 1, 2), 1) == (1, 2, 0)
