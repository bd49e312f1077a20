"""Benchmark: the builder's requests at the input caps (issue 29, budgets), against their goals.

    .venv/bin/python bench/bench_caps.py [--runs N]

The boards at the caps (tests/builder/caps_boards.py: 300 objects over two, four or eight
players, shaped to make the draft page as big as it gets) are pasted untimed, then each draft
page is requested through ``django.test.Client``; a paste of 300 objects with 40 actions is timed
as a POST of the paste form. Goals: every request at most 2 s of CPU time (``time.process_time``
of this process: the machine's other load doesn't count) and every page at most 500 KB. The
baseline, measured in the same run, is the home page's GET; the ratios to it are printed.
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


def cpu_of(request: Callable[[], Any], runs: int) -> tuple[float, Any]:
    """The median CPU seconds of `runs` calls, and the last response."""
    samples, response = [], None
    for _ in range(runs):
        began = time.process_time()
        response = request()
        samples.append(time.process_time() - began)
    return statistics.median(samples), response


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=3)
    options = parser.parse_args()
    setup_django_with_temporary_database()
    from django.test import Client
    from django.urls import reverse

    from builder.scenarios import services
    from builder.scenarios.services.notation import do_paste_board
    from tests.builder.caps_boards import AT_THE_CAP, PASTE_AT_THE_CAPS, notation

    client = Client()
    do_paste_board(services.do_create_draft(), notation(2, [("battlefield", "Forest", 1)]))
    client.get("/")  # the card registry and templates load once per process
    home, _ = cpu_of(lambda: client.get("/"), options.runs)
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
