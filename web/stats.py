"""The player's statistics, computed from the stored history of matches. Pure.

Owns what the statistics panel counts, from the player's seat (seat 0) over every finished
deal of every stored match: deals and matches played, all-pass deals, his games as declarer
won and lost per kind of game (the four suit games, Geschäft, Herzprämie, Bettler, Sans
Atout, Bettler Ouvert, Durchmarsch), his results in defence (played and lived or fell,
stayed out, invited), his points, and the running total across all deals for the line chart.
Matches played with a chip pool (§9.9) settle in chips, not points: their deals count in
every count, but their chips are summed apart (``chips``), never into the points, the
points columns or the chart. Every chip the player won or paid is in exactly one part of
``ledger``, and ``chips`` is their sum: a game's chips (the declarer's and defence tables'
chips columns) are only what its play won or lost; what he paid into the pool before a
deal (the Pulka dealer's 10, the Steirisch stakes; all-pass deals included) is a part of
its own, and so is his share of the pool left when a pool match has ended (every one but
the match on the table, and one still on a table where it was exported: ``history``;
§9.9's share-out). The deals a fork (a diverged version of a match, ``storage``) shares
with its match count once.

Each finished deal is reduced once to a ``Summary`` by replaying its record through the
engine (``summarize``; a record that does not replay is unreadable, counted and skipped), so
the numbers always agree with the score sheets. Summaries are small and stored with their
match (``encode``/``decode``, the match's ``digest``), so the panel of a big history is a
sum over stored numbers, not thousands of replays (a pool match's digest stored before
summaries kept what was paid into the pool is made again: ``fits``). Does not own markup
(``stats_view.py``).
"""

from __future__ import annotations

from collections.abc import Container, Iterable, Mapping, Sequence
from dataclasses import dataclass, replace
from typing import Any

from game import Match, Rules, State, is_over, observe, replay
from game.match import DealLine
from game.pools import final_standing, pool_of

__all__ = [
    "CATEGORIES",
    "ROLES",
    "LEDGER",
    "Summary",
    "summary_of",
    "with_line",
    "summarize",
    "summaries",
    "MatchSumming",
    "match_summaries",
    "fits",
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
LEDGER = ("declarer", "defence", "all_pass", "paid", "share")
"""Where the chips of pool matches (§9.9) came from: the games as declarer and in defence,
the all-pass deals (whose own result is 0), what the player paid into the pool before the
deals, and his share of the pool at the end of a match."""
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
    paid: tuple[int, int, int] | None = None
    """In a pool match (§9.9): what each seat paid into the pool before the deal (the Pulka
    dealer's 10, the Steirisch stakes), which ``scores`` include; None without a pool (and in
    a pool match's summary stored before this was kept, see ``fits``)."""

    @property
    def score(self) -> int:
        """The player's points (in a pool match: chips, what he paid in included)."""
        return self.scores[_PLAYER]

    @property
    def paid_in(self) -> int:
        """What the player paid into the pool before the deal (0 without a pool)."""
        return 0 if self.paid is None else self.paid[_PLAYER]

    @property
    def played(self) -> int:
        """What the deal's play won or lost the player: his score without what he paid in."""
        return self.score + self.paid_in


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


def with_line(summary: Summary, line: DealLine) -> Summary:
    """``summary`` as its match's score sheet has the deal: each seat's change with what it
    paid into a pool (``DealLine.net``) as its scores, and, in a pool match, what was paid.

    >>> line = DealLine((10, 0, 0), (30, -20, -16), 50)
    >>> with_line(Summary((4, -2, -2), "declarer", "H", None, True), line).scores
    (20, -20, -16)
    """
    paid = line.paid if line.pool is not None else None
    return replace(summary, scores=line.net, paid=paid)


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


class MatchSumming:
    """The summaries of a match's finished deals (an ``entry``), one deal per ``step``,
    replayed as that match under its house rules, each with its score-sheet line
    (``with_line``): so a long match can be summed up a few deals at a time.

    A deal that does not replay as the match's next deal (nor any later one) is summed up by
    itself in a match without a pool (its points are its own), and is None (unreadable) in a
    pool match (its chips depend on the pool the match brought it to).
    """

    def __init__(self, entry: dict[str, Any], strict: bool = False) -> None:
        """Raises:
        ValueError: with ``strict``, the match's fields do not make a match."""
        self.entry = entry
        self.records: list[str] = entry["records"]
        self.strict = strict
        self.pooled = in_chips(entry)
        self.out: list[Summary | None] = []
        self.match: Match | None = None
        try:
            self.match = Match(
                entry["seed"],
                entry["first_dealer"],
                rules=Rules.parse(entry.get("rules", "default")),
                opening=entry.get("opening"),
            )
        except (ValueError, TypeError):
            if strict:
                raise

    @property
    def done(self) -> bool:
        return len(self.out) >= len(self.records)

    def step(self) -> None:
        """Sum up the next deal.

        Raises:
            ValueError: with ``strict``, the deal does not replay as this match's next deal.
        """
        number = len(self.out) + 1
        text = self.records[number - 1]
        if self.match is not None:
            try:
                state = replay(text)
                self.match = self.match.finish(state)
                self.out.append(with_line(summary_of(state), self.match.lines()[-1]))
                return
            except (ValueError, TypeError) as error:  # GameError, RecordError, a bad number …
                if self.strict:
                    raise ValueError(f"deal {number}: {error}") from None
                self.match = None
        self.out.append(None if self.pooled else summaries([text])[0])


def match_summaries(entry: dict[str, Any], strict: bool = False) -> list[Summary | None]:
    """The summaries of a match's finished deals (``MatchSumming`` all at once).

    Raises:
        ValueError: with ``strict``, a record that does not replay as this match's next
            deal (else see ``MatchSumming``).
    """
    summing = MatchSumming(entry, strict)
    while not summing.done:
        summing.step()
    return summing.out


def fits(entry: dict[str, Any], digest: Sequence[Summary | None]) -> bool:
    """Whether a (decoded) digest stands for a match's finished deals: one summary per deal,
    each of a pool match knowing what was paid in (a pool match's digest stored before that
    was kept is summed up again).

    >>> old = Summary((-10, 0, 0), "all_pass")
    >>> fits({"records": ["r"]}, [old]), fits({"records": ["r"], "rules": "pool=steirisch"}, [old])
    (True, False)
    """
    if len(digest) != len(entry["records"]):
        return False
    return all(s is None or s.paid is not None for s in digest) or not in_chips(entry)


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
    """The stored form of a summary: ``[s0, s1, s2, kind, category, role, lives]``, in a
    pool match followed by what each seat paid in, ``p0, p1, p2`` (10 values).

    >>> encode(Summary((4, -2, -2), "declarer", "H", None, True))
    [4, -2, -2, 'declarer', 'H', '', 1]
    >>> decode(encode(Summary((0, 0, 0), "all_pass")))
    Summary(scores=(0, 0, 0), kind='all_pass', category=None, role=None, lives=None, paid=None)
    >>> encode(Summary((-10, 0, 0), "all_pass", paid=(10, 0, 0)))
    [-10, 0, 0, 'all_pass', '', '', -1, 10, 0, 0]
    """
    if summary is None:
        return None
    lives = -1 if summary.lives is None else int(summary.lives)
    cat, role = summary.category or "", summary.role or ""
    paid = () if summary.paid is None else summary.paid
    return [*summary.scores, summary.kind, cat, role, lives, *paid]


def decode(row: object) -> Summary | None:
    """A stored summary back (None stays None: an unreadable record). The 7 values stored
    before a pool match's summaries kept what was paid in read as ``paid=None``.

    Raises:
        ValueError: not the stored form of a summary (tampered with, or another version).
    """
    if row is None:
        return None
    if not isinstance(row, list) or len(row) not in (7, 10):
        raise ValueError("a stored summary is a list of 7 or 10 values")
    s0, s1, s2, kind, category, role, lives = row[:7]
    numbers = [*row[:3], *row[7:]]
    if not all(isinstance(n, int) and not isinstance(n, bool) and -1e6 < n < 1e6 for n in numbers):
        raise ValueError("a stored summary's scores are whole numbers")
    if any(n < 0 for n in row[7:]):
        raise ValueError("a stored summary's payments into the pool are not negative")
    if kind not in _KINDS or category not in ("", *CATEGORIES) or role not in ("", *ROLES):
        raise ValueError("a stored summary names an unknown kind, game or role")
    if lives not in (-1, 0, 1) or isinstance(lives, bool):
        raise ValueError("a stored summary's 'lives' is -1, 0 or 1")
    if (kind == "all_pass") != (category == "") or (kind == "defence") != (role != ""):
        raise ValueError("a stored summary's fields do not fit its kind")
    paid = (row[7], row[8], row[9]) if len(row) == 10 else None
    return Summary(
        (s0, s1, s2),
        kind,
        category or None,
        role or None,
        None if lives == -1 else lives == 1,
        paid,
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

    ``declarer`` and ``defence`` map a game or role to (won or lived, lost or fell, points,
    chips); ``ledger`` maps each part of :data:`LEDGER` to (how many deals, payments or
    matches, chips), and ``chips`` is the sum of its chips.

    >>> won = Summary((40, -20, -20), "declarer", "S", None, True)
    >>> data = compute([[won], [won, won]], pooled={1})
    >>> data["deals"], data["total"], data["chips"], data["declarer"]["S"], data["series"]
    (3, 40, 80, (3, 0, 40, 80), [40])
    >>> paid = Summary((26, -20, -16), "declarer", "H", None, True, (10, 0, 0))  # pool: 10
    >>> data = compute([[paid]], pooled={0}, ended={0})
    >>> data["declarer"]["H"], data["ledger"]["paid"], data["ledger"]["share"], data["chips"]
    ((1, 0, 0, 36), (1, -10), (1, 3), 29)
    """
    declarer = {c: [0, 0, 0, 0] for c in CATEGORIES}  # won, lost, points, chips (§9.9)
    defence = {r: [0, 0, 0, 0] for r in ROLES}  # lived, fell, points, chips
    ledger = {part: [0, 0] for part in LEDGER}  # how many, chips
    series: list[int] = []
    starts: list[int] = []
    deals = all_pass = unreadable = played = total = 0
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
            _add(ledger["share"], final[_PLAYER] - totals[_PLAYER])
        for summary in match:
            if summary is None:
                unreadable += 1
                continue
            deals += 1
            if pool_match:  # §9.9: chips are not points
                if summary.paid_in:
                    _add(ledger["paid"], -summary.paid_in)
                _add(ledger[summary.kind], summary.played)
            else:
                total += summary.score
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
            if pool_match:
                row[3] += summary.played
            else:
                row[2] += summary.score
    return {
        "matches": played,
        "deals": deals,
        "all_pass": all_pass,
        "unreadable": unreadable,
        "declarer": {c: tuple(v) for c, v in declarer.items() if v[0] or v[1]},
        "defence": {r: tuple(v) for r, v in defence.items() if v[0] or v[1]},
        "total": total,
        "chips": sum(chips for _count, chips in ledger.values()),
        "ledger": {part: (v[0], v[1]) for part, v in ledger.items()},
        "chip_matches": chip_matches,
        "series": series,
        "starts": starts,
    }


def _add(part: list[int], chips: int) -> None:
    part[0] += 1
    part[1] += chips


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
