"""The player's statistics, computed from the stored history of matches. Pure.

Owns what the statistics panel counts, from the player's seat (seat 0) over every finished
deal of every stored match: deals and matches played, all-pass deals, his games as declarer
won and lost per kind of game (the four suit games, Geschäft, Herzprämie, Bettler, Sans
Atout, Bettler Ouvert, Durchmarsch), his results in defence (played and lived or fell,
stayed out, invited), his points, and the running total across all deals for the line chart.
Matches played with a chip pool (§9.9) settle in chips, not points: their deals count in
every count, but their chips are summed apart (``chips``), never into the points, the
points columns or the chart; a pool match that has ended (every one but the match on the
table, and one still on a table where it was exported: ``history``) adds the player's share
of the pool left at its end (§9.9's share-out). The deals a fork (a diverged version of a
match, ``storage``) shares with its match count once.

Each finished deal is reduced once to a ``Summary`` by replaying its record through the
engine (``summarize``; a record that does not replay is unreadable, counted and skipped), so
the numbers always agree with the score sheets. Summaries are small and stored with their
match (``encode``/``decode``, the match's ``digest``), so the panel of a big history is a
sum over stored numbers, not thousands of replays. Does not own markup (``stats_view.py``).
"""

from __future__ import annotations

from collections.abc import Container, Iterable, Mapping, Sequence
from dataclasses import dataclass, replace
from typing import Any

from game import Match, Rules, State, is_over, observe, replay
from game.pools import final_standing, pool_of

__all__ = [
    "CATEGORIES",
    "ROLES",
    "Summary",
    "summary_of",
    "summarize",
    "summaries",
    "match_summaries",
    "in_chips",
    "pool_mode",
    "encode",
    "decode",
    "compute",
    "chart",
]

CATEGORIES = (
    *("C", "S", "D", "H", "geschaeft", "bettler", "herzpraemie"),
    *("sans", "ouvert", "durchmarsch"),
)
"""Kinds of game as the statistics group them, in the order of the bid ladder (§2.1)."""
ROLES = ("play", "invr", "inv", "pass")
"""The player's parts in defence (§7.5): played, invited the other, was invited, stayed out."""
_PLAYER = 0


@dataclass(frozen=True, slots=True)
class Summary:
    """One finished deal as the statistics and the score sheet's history see it."""

    scores: tuple[int, int, int]
    """Every seat's points (the score sheet's totals of earlier matches add these up)."""
    kind: str
    """"all_pass", "declarer" (the player was the declarer) or "defence"."""
    category: str | None = None
    """The game (one of :data:`CATEGORIES`), except after all passed."""
    role: str | None = None
    """In defence: one of :data:`ROLES`."""
    lives: bool | None = None
    """Whether the player lived (as declarer: won his game)."""

    @property
    def score(self) -> int:
        """The player's points."""
        return self.scores[_PLAYER]


def summary_of(state: State) -> Summary:
    """The statistics' view of a finished deal.

    Raises:
        ValueError: the deal is not finished.
    """
    result = observe(state, _PLAYER)["result"]
    if result is None or not is_over(state):
        raise ValueError("the deal is not finished")
    s0, s1, s2 = (int(x) for x in result["scores"])
    if result["kind"] == "all_pass":
        return Summary((s0, s1, s2), "all_pass")
    bid, game = result["bid"], result["game"]
    category = bid if bid in ("geschaeft", "herzpraemie") else game
    row = next(r for r in result["seats"] if r["seat"] == _PLAYER)
    if result["declarer"] == _PLAYER:
        return Summary((s0, s1, s2), "declarer", category, None, bool(result["declarer_lives"]))
    return Summary((s0, s1, s2), "defence", category, row["role"], bool(row["lives"]))


def summarize(record: str) -> Summary:
    """``summary_of`` the deal a record replays to.

    Raises:
        ValueError: the record does not replay to a finished deal (``GameError`` included).
    """
    return summary_of(replay(record))


def summaries(records: Iterable[str]) -> list[Summary | None]:
    """``summarize`` each record; None for one that does not replay (unreadable)."""
    out: list[Summary | None] = []
    for record in records:
        try:
            out.append(summarize(record))
        except ValueError:
            out.append(None)
    return out


def match_summaries(entry: dict[str, Any], strict: bool = False) -> list[Summary | None]:
    """The summaries of a match's finished deals (an ``entry``), replayed as that match
    under its house rules, each with its score-sheet line (contributions to a pool
    included) as its scores.

    Raises:
        ValueError: with ``strict``, a record that does not replay as this match's next
            deal (else the deals are summed up one by one, None where one does not replay).
    """
    try:
        match = Match(
            entry["seed"],
            entry["first_dealer"],
            rules=Rules.parse(entry.get("rules", "default")),
            opening=entry.get("opening"),
        )
        out: list[Summary | None] = []
        for number, text in enumerate(entry["records"], start=1):
            try:
                state = replay(text)
                match = match.finish(state)
            except ValueError as error:  # GameError, RecordError, a bad number …
                raise ValueError(f"deal {number}: {error}") from None
            out.append(summary_of(state))
        lines = match.lines()
        return [s if s is None else replace(s, scores=lines[i].net) for i, s in enumerate(out)]
    except (ValueError, TypeError):
        if strict:
            raise
        return summaries(entry["records"])


def in_chips(entry: dict[str, Any]) -> bool:
    """Whether a match's history ``entry`` was played with a chip pool (§9.9), so that its
    summaries hold chips (a match whose rules do not parse is summed up deal by deal, in
    points: see ``match_summaries``).

    >>> in_chips({"rules": "pool=pulka_unlimited"}), in_chips({}), in_chips({"rules": "?"})
    (True, False, False)
    """
    return pool_mode(entry) != "per_hand"


def pool_mode(entry: dict[str, Any]) -> str:
    """A match's pool mode (``Rules.pool``, §9.9); ``per_hand`` when its rules do not parse.

    >>> pool_mode({"rules": "pool=steirisch"}), pool_mode({}), pool_mode({"rules": "?"})
    ('steirisch', 'per_hand', 'per_hand')
    """
    try:
        return Rules.parse(entry.get("rules", "default")).pool
    except (ValueError, TypeError):
        return "per_hand"


_KINDS = ("all_pass", "declarer", "defence")


def encode(summary: Summary | None) -> list[Any] | None:
    """The stored form of a summary: ``[s0, s1, s2, kind, category, role, lives]``.

    >>> encode(Summary((4, -2, -2), "declarer", "H", None, True))
    [4, -2, -2, 'declarer', 'H', '', 1]
    >>> decode(encode(Summary((0, 0, 0), "all_pass")))
    Summary(scores=(0, 0, 0), kind='all_pass', category=None, role=None, lives=None)
    """
    if summary is None:
        return None
    lives = -1 if summary.lives is None else int(summary.lives)
    cat, role = summary.category or "", summary.role or ""
    return [*summary.scores, summary.kind, cat, role, lives]


def decode(row: object) -> Summary | None:
    """A stored summary back (None stays None: an unreadable record).

    Raises:
        ValueError: not the stored form of a summary (tampered with, or another version).
    """
    if row is None:
        return None
    if not isinstance(row, list) or len(row) != 7:
        raise ValueError("a stored summary is a list of 7 values")
    s0, s1, s2, kind, category, role, lives = row
    if not all(isinstance(n, int) and not isinstance(n, bool) and -1e6 < n < 1e6 for n in row[:3]):
        raise ValueError("a stored summary's scores are whole numbers")
    if kind not in _KINDS or category not in ("", *CATEGORIES) or role not in ("", *ROLES):
        raise ValueError("a stored summary names an unknown kind, game or role")
    if lives not in (-1, 0, 1) or isinstance(lives, bool):
        raise ValueError("a stored summary's 'lives' is -1, 0 or 1")
    if (kind == "all_pass") != (category == "") or (kind == "defence") != (role != ""):
        raise ValueError("a stored summary's fields do not fit its kind")
    return Summary(
        (s0, s1, s2), kind, category or None, role or None, None if lives == -1 else lives == 1
    )


def compute(
    matches: Iterable[Sequence[Summary | None]],
    pooled: Container[int] = (),
    ended: Container[int] = (),
    shared: Mapping[int, int] | None = None,
) -> dict[str, Any]:
    """Every count of the statistics panel, as plain data (see the module docstring), from
    each match's summaries in the order the matches were started (None: unreadable);
    ``pooled`` holds the positions in that order of the matches played with a chip pool,
    ``ended`` those of the matches that are over (their pool is shared out, §9.9);
    ``shared`` how many first deals of a match (a fork) count in another already.

    >>> won = Summary((40, -20, -20), "declarer", "S", None, True)
    >>> data = compute([[won], [won, won]], pooled={1})
    >>> data["deals"], data["total"], data["chips"], data["declarer"]["S"], data["series"]
    (3, 40, 80, (3, 0, 40, 80), [40])
    >>> paid = Summary((26, -20, -16), "declarer", "H", None, True)  # the pool holds 10
    >>> compute([[paid]], pooled={0})["chips"], compute([[paid]], {0}, ended={0})["chips"]
    (26, 29)
    """
    declarer = {c: [0, 0, 0, 0] for c in CATEGORIES}  # won, lost, points, chips (§9.9)
    defence = {r: [0, 0, 0, 0] for r in ROLES}  # lived, fell, points, chips
    series: list[int] = []
    starts: list[int] = []
    deals = all_pass = unreadable = played = total = chips = 0
    chip_matches = 0
    for index, whole in enumerate(matches):
        match = whole[(shared or {}).get(index, 0) :]  # a fork's own deals (storage)
        pool_match = index in pooled
        if match:
            played += 1
            if pool_match:
                chip_matches += 1
            else:
                starts.append(len(series))
        if pool_match and index in ended and match and None not in whole:
            # §9.9: the pool left at the end is shared out (unknown if a deal is unreadable)
            rows = [s.scores for s in whole if s is not None]
            totals = (sum(r[0] for r in rows), sum(r[1] for r in rows), sum(r[2] for r in rows))
            final, _rest = final_standing(totals, pool_of(totals))
            chips += final[_PLAYER] - totals[_PLAYER]
        for summary in match:
            if summary is None:
                unreadable += 1
                continue
            deals += 1
            points = 0
            if pool_match:
                chips += summary.score  # §9.9: chips are not points
            else:
                points = summary.score
                total += points
                series.append(total)
            if summary.kind == "all_pass":
                all_pass += 1
                continue
            row = (
                declarer[summary.category or ""]
                if summary.kind == "declarer"
                else defence[summary.role or ""]
            )
            row[0 if summary.lives else 1] += 1
            row[3 if pool_match else 2] += summary.score
    return {
        "matches": played,
        "deals": deals,
        "all_pass": all_pass,
        "unreadable": unreadable,
        "declarer": {c: tuple(v) for c, v in declarer.items() if v[0] or v[1]},
        "defence": {r: tuple(v) for r, v in defence.items() if v[0] or v[1]},
        "total": total,
        "chips": chips,
        "chip_matches": chip_matches,
        "series": series,
        "starts": starts,
    }


def chart(series: list[int], width: int = 600, height: int = 160, pad: int = 8) -> dict[str, Any]:
    """The line chart's geometry: SVG ``points`` for the running total, the zero line's y,
    and the range shown (``high`` at y = ``pad``, ``low`` at ``height - pad``). The first
    point is the start (0 points, before the first deal). A long history keeps, per unit of
    width, only its lowest and highest point (the line looks the same, and thousands of
    deals do not make thousands of points).

    >>> chart([2, -1], width=40, height=20, pad=0)["points"]
    '0,13.3 20,0 40,20'
    >>> len(chart(list(range(10_000)), width=100, pad=0)["points"].split()) <= 200
    True
    """
    values = [0, *series]
    low, high = min(values), max(values)
    if low == high:
        low, high = low - 1, high + 1
    step = (width - 2 * pad) / max(1, len(values) - 1)
    shown = _extremes(values, max(1, width - 2 * pad))

    def y(v: int) -> float:
        return round(pad + (high - v) * (height - 2 * pad) / (high - low), 1)

    def num(v: float) -> str:
        return f"{v:g}"

    points = " ".join(f"{num(round(pad + i * step, 1))},{num(y(values[i]))}" for i in shown)
    return {"points": points, "zero": y(0), "low": low, "high": high, "step": step, "pad": pad}


def _extremes(values: list[int], buckets: int) -> list[int]:
    """Indices to draw: all of them, or per bucket the lowest and highest, in order."""
    n = len(values)
    if n <= 2 * buckets:
        return list(range(n))
    keep = {0, n - 1}
    for b in range(buckets):
        part = range(b * n // buckets, (b + 1) * n // buckets)
        keep.add(min(part, key=values.__getitem__))
        keep.add(max(part, key=values.__getitem__))
    return sorted(keep)
