"""Benchmark: the builder's requests at the input caps (issue 29, budgets), against their goals.

    .venv/bin/python bench/bench_caps.py [--runs N]

The boards at the caps (tests/builder/caps_boards.py: 300 objects over two, four or eight
players, shaped to make the draft page as big as it gets) are pasted untimed, then each draft
page is requested through ``django.test.Client``; a paste of 300 objects with 40 actions is timed
as a POST of the paste form. The same boards saved and published as puzzles (win this turn,
for the first player; the check is not run) have their puzzle page requested by new readers
(no session): first with an empty cache (the opening position and the reader's picker computed),
then cached (issue 29: both kept in the shared cache, so a new reader costs no engine work for
them). Goals: every request at most 2 s of CPU time (``time.process_time`` of this process: the
machine's other load doesn't count) and every page at most 500 KB. The baseline, measured in the
same run, is the home page's GET; the ratios to it are printed.
"""

from __future__ import annotations

import argparse
import statistics
import sys
import time
from collections.abc import Callable
from typing import Any

from _card_bench_setup import setup_django_with_temporary_database

GOAL_CPU_S = 2.0
GOAL_PAGE_BYTES = 500_000


def cpu_of(
    request: Callable[[], Any], runs: int, before: Callable[[], Any] | None = None
) -> tuple[float, Any]:
    """The median CPU seconds of `runs` calls (each after an untimed `before`), and the last
    response."""
    samples, response = [], None
    for _ in range(runs):
        if before is not None:
            before()
        began = time.process_time()
        response = request()
        samples.append(time.process_time() - began)
    return statistics.median(samples), response


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=3)
    options = parser.parse_args()
    setup_django_with_temporary_database()
    from django.core.cache import cache
    from django.test import Client
    from django.urls import reverse

    from builder.puzzles.services.core import do_publish_puzzle
    from builder.scenarios import services
    from builder.scenarios.services.notation import do_paste_board
    from builder.sharing.services.revisions import do_save
    from engine.puzzle import win_this_turn
    from tests.builder.caps_boards import AT_THE_CAP, PASTE_AT_THE_CAPS, notation

    client = Client()
    do_paste_board(services.do_create_draft(), notation(2, [("battlefield", "Forest", 1)]))
    client.get("/")  # the card registry and templates load once per process
    home, _ = cpu_of(lambda: client.get("/"), options.runs)

    def puzzle_at_the_cap(board: str) -> str:
        """The board saved and published as a puzzle (untimed): its page's URL."""
        draft = services.do_create_draft()
        do_paste_board(draft, board)
        revision = do_save(draft, "At the cap", visibility="public").revision
        do_publish_puzzle(revision, win_this_turn(), solution=[], check=False)
        return reverse("builder-scenario", args=[revision.public_id])

    print(f"baseline: home page GET {home * 1000:.1f} ms CPU")
    ok = True
    for shape, board in AT_THE_CAP.items():
        draft = services.do_create_draft()
        do_paste_board(draft, board)
        url = reverse("builder-draft", args=[draft.key])
        cpu, response = cpu_of(lambda url=url: client.get(url), options.runs)
        size = len(response.content)
        met = cpu <= GOAL_CPU_S and size <= GOAL_PAGE_BYTES and response.status_code == 200
        ok = ok and met
        print(
            f"draft page, {shape}: {cpu:.2f} s CPU ({cpu / home:.0f}x home), "
            f"{size / 1000:.0f} KB, status {response.status_code} "
            f"(goals {GOAL_CPU_S:.0f} s, {GOAL_PAGE_BYTES // 1000} KB): {'met' if met else 'MISSED'}"
        )

    for shape, board in AT_THE_CAP.items():
        url = puzzle_at_the_cap(board)
        for when, before in (("first", cache.clear), ("cached", None)):
            cpu, response = cpu_of(lambda url=url: Client().get(url), options.runs, before)
            size = len(response.content)
            met = cpu <= GOAL_CPU_S and size <= GOAL_PAGE_BYTES and response.status_code == 200
            ok = ok and met
            print(
                f"puzzle page, {shape}, {when}: {cpu:.2f} s CPU ({cpu / home:.0f}x home), "
                f"{size / 1000:.0f} KB, status {response.status_code}: {'met' if met else 'MISSED'}"
            )

    def paste() -> Any:
        draft = services.do_create_draft()
        url = reverse("builder-paste-board", args=[draft.key])
        return client.post(url, {"paste-notation": PASTE_AT_THE_CAPS})

    cpu, response = cpu_of(paste, options.runs)
    met = cpu <= GOAL_CPU_S and response.status_code == 302
    ok = ok and met
    print(
        f"paste of 300 objects and 40 actions: {cpu:.2f} s CPU ({cpu / home:.0f}x home), "
        f"status {response.status_code} (goal {GOAL_CPU_S:.0f} s): {'met' if met else 'MISSED'}"
    )
    return 0 if ok else 1


if __name__ == "__main__":
    sys.exit(main())
