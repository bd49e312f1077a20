"""HTTP fuzzing, the long run (issue 17, point 9): at least 20,000 requests over every endpoint
and form, printing the requests sent and the server errors (goal: 0).

    .venv/bin/python bench/fuzz_http.py [--requests N] [--seed S]

Django on a throwaway SQLite database with a draft, saved scenarios (one private), a puzzle and
a card; the requests come from the same generator as tests/builder/operations/test_http_fuzz.py (every
route of the URLconf, the app's own form fields, hostile values), driven by hypothesis.  Each
server error is printed with its request and the exception's last lines.  Exit status 1 when
there was any.
"""

from __future__ import annotations

import argparse
import collections
import sys
import time

from _card_bench_setup import PROJECT_ROOT, setup_django_with_temporary_database

GOAL_REQUESTS = 20_000
GOAL_SERVER_ERRORS = 0


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--requests", type=int, default=GOAL_REQUESTS)
    parser.add_argument("--seed", type=int, default=17)
    args = parser.parse_args()
    setup_django_with_temporary_database()
    sys.path.insert(0, str(PROJECT_ROOT))
    import logging

    from django.conf import settings
    from hypothesis import HealthCheck, Phase, given, seed
    from hypothesis import settings as hypothesis_settings
    from hypothesis import strategies as st

    from tests.builder.http_fuzzing import (
        FuzzRequest,
        Sender,
        build_world,
        endpoints,
        every_endpoint_once,
        every_form_with_hostile_values,
        requests,
    )

    settings.RATE_LIMITS_ENABLED = False  # fuzz the views, not the limiter (it answers 429s)
    logging.getLogger("django.request").setLevel(logging.CRITICAL)  # 4xx lines; 5xx are counted
    logging.getLogger("django.security").setLevel(logging.CRITICAL)
    sender = Sender()
    world = build_world(sender.client)
    all_endpoints = endpoints()
    statuses: collections.Counter[int] = collections.Counter()
    failures: list[str] = []

    @seed(args.seed)
    @hypothesis_settings(
        max_examples=args.requests,
        deadline=None,
        database=None,
        phases=[Phase.generate],  # count every request, never shrink
        suppress_health_check=list(HealthCheck),
    )
    @given(st.data())
    def fuzz(data: st.DataObject) -> None:
        request = data.draw(requests(world, all_endpoints))
        record(request)

    def record(request: FuzzRequest) -> None:
        outcome = sender.send(request)
        statuses[outcome.status] += 1
        if outcome.status >= 500 or outcome.error:
            lines = outcome.error.strip().splitlines()[-3:]
            failures.append(f"{request} -> {outcome.status}\n    " + "\n    ".join(lines))
        sent = sum(statuses.values())
        if sent % 1000 == 0:
            print(f"  {sent:,} requests, {len(failures)} server errors so far", flush=True)

    started = time.perf_counter()
    for request in every_endpoint_once(world, all_endpoints):
        record(request)
    for request in every_form_with_hostile_values(world):
        record(request)
    fuzz()
    elapsed = time.perf_counter() - started
    sent = sum(statuses.values())
    for failure in failures[:20]:
        print(failure)
    print(f"endpoints fuzzed: {len(all_endpoints)}")
    print(f"requests sent: {sent:,} in {elapsed:.0f} s ({sent / elapsed:.0f} per second)")
    print("statuses: " + ", ".join(f"{code}: {n:,}" for code, n in sorted(statuses.items())))
    print(f"server errors: {len(failures)} (goal {GOAL_SERVER_ERRORS})")
    ok = len(failures) <= GOAL_SERVER_ERRORS and sent >= min(args.requests, GOAL_REQUESTS)
    print("goals met" if ok else "GOALS MISSED")
    return 0 if ok else 1


if __name__ == "__main__":
    sys.exit(main())
