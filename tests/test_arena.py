"""The duplicate arena: interval arithmetic on known numbers, and luck cancelling out."""

from __future__ import annotations

import json
import math
import random
from pathlib import Path

import pytest

from game.arena import (
    BoardResult,
    _t_quantile,
    board_seed,
    bootstrap_interval,
    main,
    play_board,
    run,
    share_interval,
    summarize,
    t_interval,
)
from game.engine import apply, new_game, scores
from game.rules import PRESETS


@pytest.mark.parametrize(
    ("df", "quantile"),
    [(1, 12.706), (4, 2.776), (5, 2.571), (10, 2.228), (30, 2.042), (100, 1.984), (10**6, 1.960)],
)
def test_t_quantiles_match_the_tables(df: int, quantile: float) -> None:
    assert _t_quantile(df) == pytest.approx(quantile, abs=0.002)


def test_t_interval_on_known_numbers() -> None:
    mean, low, high = t_interval([1.0, 2.0, 3.0, 4.0, 5.0])
    # sd = sqrt(2.5), n = 5, t(4) = 2.776
    half = 2.776 * math.sqrt(2.5 / 5)
    assert mean == 3.0
    assert low == pytest.approx(3.0 - half, abs=1e-3)
    assert high == pytest.approx(3.0 + half, abs=1e-3)
    mean, low, high = t_interval([2.0, 2.0, 2.0])
    assert (mean, low, high) == (2.0, 2.0, 2.0)


def test_bootstrap_agrees_with_t_on_many_normal_values() -> None:
    rng = random.Random(0)
    values = [rng.gauss(1.0, 4.0) for _ in range(400)]
    _, t_low, t_high = t_interval(values)
    mean, b_low, b_high = bootstrap_interval(values, rounds=2000)
    assert b_low < mean < b_high
    assert b_low == pytest.approx(t_low, abs=0.12)
    assert b_high == pytest.approx(t_high, abs=0.12)


def test_summary_reports_both_sides_and_significance() -> None:
    results = [BoardResult(i, i, v, (), 0.0) for i, v in enumerate([3.0, 5.0, 4.0, 6.0])]
    summary = summarize("profi", "anfaenger", results, 3)
    assert summary.mean == 4.5 and summary.significant
    text = "\n".join(summary.lines())
    assert "profi" in text and "-2.250" in text  # each of the two B's loses half
    flat = summarize("a", "b", [BoardResult(i, i, v, (), 0.0) for i, v in enumerate([1, -1])], 3)
    assert not flat.significant


def test_equal_levels_cancel_exactly() -> None:
    """Duplicate seating: with A = B every seat plays the same way, so A's mean is 0."""
    for index in range(3):
        result = play_board(index, 50, "fortgeschritten", "fortgeschritten", 3, None)
        assert result.value == 0
        assert sum(score for _lv, _s, score, _c in result.plays) == 0


@pytest.mark.parametrize("seatings", [3, 6])
def test_equal_levels_cancel_exactly_with_a_pool(seatings: int) -> None:
    """In a pool mode the seats' chips do not sum to zero (the pool is a fourth account);
    the board value takes the pool's share off, so equal players still score exactly 0."""
    rules = PRESETS["oesterreich"]
    nonzero = 0
    for index in range(6):
        result = play_board(index, 90, "anfaenger", "anfaenger", seatings, None, rules)
        assert result.value == 0
        nonzero += sum(score for _lv, _s, score, _c in result.plays) != 0
    assert nonzero  # the check would mean nothing if every deal summed to zero anyway


def test_kontra_and_hand_differ_from_the_plain_profi_only_there() -> None:
    """profi_nodouble is the Profi but for Kontra, Rekontra and Hand: on a board where none
    of them comes up (the default game has none) it plays exactly as the Profi."""
    result = play_board(1, 60, "profi", "profi_nodouble", 3, 3000)
    assert result.value == 0


def test_boards_are_reproducible_and_distinct() -> None:
    first = run("anfaenger", "fortgeschritten", 2, first_seed=7)
    again = run("anfaenger", "fortgeschritten", 2, first_seed=7)
    assert [r.value for r in first] == [r.value for r in again]
    assert board_seed(7, 0) != board_seed(7, 1) == board_seed(8, 0)


def test_command_line_writes_json(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    out = tmp_path / "match.json"
    assert main(["anfaenger", "fortgeschritten", "-n", "2", "--json", str(out)]) == 0
    data = json.loads(out.read_text())
    assert data["boards"] == 2 and len(data["results"]) == 2
    assert "points/deal" in capsys.readouterr().out


def test_share_interval_on_known_numbers() -> None:
    """A's margin over the yardstick's on the same boards, resampled in pairs."""
    share, low, high = share_interval([1.0, 2.0, 3.0], [2.0, 4.0, 6.0])
    assert share == 0.5 and low == high == 0.5  # every resample keeps the ratio
    share, low, high = share_interval([1.0, 3.0, 2.0, 2.0], [2.0, 2.0, 3.0, 1.0], rounds=2000)
    assert share == 1.0 and low < 1.0 < high
    with pytest.raises(ValueError, match="same boards"):
        share_interval([1.0], [1.0, 2.0])
    with pytest.raises(ValueError, match="margin is 0"):
        share_interval([1.0, 2.0], [1.0, -1.0])


def test_yardstick_share_and_moves_in_the_json(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """--yardstick plays it on the same boards; every seating's moves replay the deal."""
    out = tmp_path / "share.json"
    argv = ["fortgeschritten", "anfaenger", "-n", "2", "-s", "3", "--yardstick", "fortgeschritten"]
    assert main([*argv, "--json", str(out)]) == 0
    data = json.loads(out.read_text())
    assert data["yardstick"]["level"] == "fortgeschritten"
    assert [r["value"] for r in data["yardstick"]["results"]] == [
        r["value"] for r in data["results"]
    ]
    text = capsys.readouterr().out
    if sum(r["value"] for r in data["results"]):
        assert data["share"]["value"] == 1.0 and "100.0% of fortgeschritten" in text
    first = data["results"][0]
    state = new_game(first["seed"], 0)
    for move in first["moves"][0]:
        state = apply(state, move.partition(":")[2])
    assert scores(state)[0] == first["plays"][0][2]
