"""Benchmark: import the real card data (23,711 cards) into a fresh SQLite database.

    .venv/bin/python bench/bench_card_import.py [FILE]

Prints the import time and peak memory against the goals (60 s, 500 MB), then the time of an
idempotent re-import of the same file.
"""

from __future__ import annotations

import sys
import time
import tracemalloc
from pathlib import Path

from _card_bench_setup import ORACLE_CARDS, peak_rss_megabytes, setup_django_with_temporary_database

GOAL_SECONDS = 60.0
GOAL_MEGABYTES = 500.0


def main() -> int:
    source = Path(sys.argv[1]) if len(sys.argv) > 1 else ORACLE_CARDS
    database = setup_django_with_temporary_database()
    from builder.cards.importing import import_cards_from_path
    from builder.models import Card

    print(f"source    {source} ({source.stat().st_size / 1e6:.1f} MB on disk)")
    print(f"database  {database}")
    rss_before = peak_rss_megabytes()
    started = time.perf_counter()
    summary = import_cards_from_path(source)
    seconds = time.perf_counter() - started
    rss_peak = peak_rss_megabytes()
    print(f"import    {summary.describe()}")
    print(f"          {seconds:.1f} s wall, {summary.total / seconds:,.0f} records/s")
    print(f"memory    peak RSS {rss_peak:.0f} MB (with Django loaded before: {rss_before:.0f} MB)")

    started = time.perf_counter()
    again = import_cards_from_path(source)
    print(f"re-import {again.describe()} ({time.perf_counter() - started:.1f} s wall)")

    Card.objects.all().delete()
    tracemalloc.start()
    import_cards_from_path(source)
    _current, traced_peak = tracemalloc.get_traced_memory()
    tracemalloc.stop()
    print(f"tracemalloc: peak Python allocations of a fresh import {traced_peak / 1e6:.1f} MB")
    print(f"rows      {Card.objects.count()}")

    ok = seconds < GOAL_SECONDS and rss_peak < GOAL_MEGABYTES and not summary.skipped
    print(
        f"goal      < {GOAL_SECONDS:.0f} s and < {GOAL_MEGABYTES:.0f} MB: "
        f"{'OK' if ok else 'MISSED'} ({seconds / GOAL_SECONDS:.0%} of the time budget, "
        f"{rss_peak / GOAL_MEGABYTES:.0%} of the memory budget)"
    )
    return 0 if ok else 1


if __name__ == "__main__":
    sys.exit(main())
