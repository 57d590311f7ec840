"""A big score history on the page's code: importing, reading, digesting, the statistics.

    python benchmarks/bench_history.py [--matches 10000] [--json out.json]
    node benchmarks/bench_history_pyodide.mjs [same arguments]   # inside Pyodide

Issue 13 measured 53 s of frozen page for an import of 10,000 matches and about 30 s for
each opening of the score sheet or the statistics (every record replayed on the page's
thread). This times the same work as the page now does it: the import checked in slices
(``history_io.Checking``), the stored matches read in slices (``history.Loading``) and
digested once (``history.Digesting``, only for matches stored without their statistics),
then the statistics and the score sheet's earlier matches from the stored digests. For
each sliced job: the total time, the number of slices and the longest slice (what the page
can freeze for at most, with its repaints between slices on top). For comparison, the old
way: every record replayed for the statistics. Timings are wall-clock on a possibly
shared machine: read them as orders of magnitude and ratios within one run.
"""

from __future__ import annotations

import argparse
import json
import sys
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
sys.path[:0] = [str(ROOT), str(ROOT / "tests")]

from web_helpers import finish_deal  # noqa: E402

from web import history_io, stats, storage  # noqa: E402
from web.history import Digesting, History, Loading  # noqa: E402
from web.session import Session  # noqa: E402
from web.storage import Storage  # noqa: E402


def clock() -> int:
    return int(time.perf_counter() * 1000)


def history(n: int) -> list[dict[str, Any]]:
    """``n`` finished one-deal matches (seven distinct deals under new ids, as an old
    browser's history would hold them)."""
    base = []
    for seed in range(7):
        session = Session.new(seed, 1_600_000_000_000 + seed)
        finish_deal(session)
        base.append(session.history_entry("Anna", "anfaenger"))
    return [
        {**base[i % 7], "id": f"m{i}-{base[i % 7]['seed']}", "started": 1_600_000_000_000 + i}
        for i in range(n)
    ]


def sliced(step: Callable[[int], bool]) -> dict[str, float]:
    """Run ``step`` to its end: total seconds, slices, the longest slice in ms."""
    slices, longest, started = 0, 0.0, time.perf_counter()
    while True:
        t0 = time.perf_counter()
        done = step(clock())
        longest = max(longest, time.perf_counter() - t0)
        slices += 1
        if done:
            break
    return {
        "seconds": round(time.perf_counter() - started, 2),
        "slices": slices,
        "longest_ms": round(longest * 1000, 1),
    }


def timed(work: Callable[[], object]) -> float:
    t0 = time.perf_counter()
    work()
    return round(time.perf_counter() - t0, 3)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--matches", type=int, default=10_000)
    parser.add_argument("--json", type=Path)
    args = parser.parse_args(argv)
    matches = history(args.matches)
    text = history_io.export_text(matches, 0)
    result: dict[str, Any] = {"matches": args.matches, "file_mb": round(len(text) / 1e6, 2)}

    done: list[Any] = []
    checking = history_io.Checking(text, clock, lambda checked, why: done.append(checked))
    result["import_check"] = sliced(checking.step)
    checked = done[0]
    assert checked is not None and len(checked) == args.matches

    store: dict[str, str] = {}
    for entry, digest in checked:
        payload = {**entry, "rev": 1, "digest": [stats.encode(s) for s in digest]}
        store[storage.match_key(entry["id"])] = storage.dumps(payload)
    loaded = History()
    result["load_with_digests"] = sliced(Loading(Storage(store), loaded, clock).step)
    result["statistics_s"] = timed(loaded.statistics)
    loaded._cache.clear()
    result["score_sheet_s"] = timed(lambda: loaded.past(None, 50))

    bare = {k: storage.dumps({**json.loads(v), "digest": None}) for k, v in store.items()}
    fresh = History()
    bare_storage = Storage(bare)
    result["load_without_digests"] = sliced(Loading(bare_storage, fresh, clock).step)
    result["digest_once"] = sliced(Digesting(bare_storage, fresh, clock).step)
    sample = [e["records"] for e in matches[: max(1, args.matches // 20)]]
    per_match = timed(lambda: [stats.summaries(r) for r in sample]) / len(sample)
    result["old_statistics_s_estimated"] = round(per_match * args.matches, 1)

    width = max(len(k) for k in result)
    for key, value in result.items():
        print(f"{key:<{width}}  {value}")
    if args.json:
        args.json.write_text(json.dumps(result, indent=1) + "\n")
    return 0


if __name__ == "__main__":
    sys.exit(main())
