"""Benchmark: one builder interaction, server side, against the goals of issue 18.

    .venv/bin/python bench/bench_builder_interaction.py [--runs N]

A draft with a 30-permanent board (15 each, with activated abilities, static effects and
targets to offer); the interaction is an htmx POST of a judge's action that the engine resolves
(3 damage to Bob from a creature, through Furnace of Rath's replacement effect), answered with
the builder's workspace fragment (board, changes, log, action picker, history) through
``django.test.Client``, its fields urlencoded as htmx sends them.  Each run starts from the same
draft (restored untimed), so the history doesn't grow from run to run.  The restored board is the draft's board before the last action,
which the process remembers as it would after a step back in the history
(builder.scenarios.services.recent_states): the engine doesn't load it again, as it doesn't load the
board the previous request saved.  A board edit (tapping a permanent, also an htmx POST
answered with the workspace) is measured too and held to the same goals.  Goals: p50 at most
15 ms; at most 6 SQL queries per interaction (counted in untimed runs of their own).  The
baselines, measured in the same run, are a GET of the home page (a template and no database
work) and a GET of the same builder fragment without any change; the ratios to the latter are
printed.
"""

from __future__ import annotations

import argparse
import re
import statistics
import sys
import time
from collections.abc import Callable
from typing import Any
from urllib.parse import urlencode

from _card_bench_setup import setup_django_with_temporary_database

GOAL_P50_MS = 15.0
GOAL_QUERIES = 6
QUERY_COUNTING_RUNS = 3
GOAL_RESPONSE_BYTES = 20_000  # issue 18: only the parts that changed, out of band

ALICE = [
    "Grizzly Bears", "Llanowar Elves", "Hill Giant", "Serra Angel", "Shivan Dragon",
    "Glorious Anthem", "Furnace of Rath", "Forest", "Forest", "Mountain",
    "Mountain", "Sol Ring", "Birds of Paradise", "Samite Healer", "Vampire Nighthawk",
]  # fmt: skip
BOB = [
    "Gray Ogre", "Giant Spider", "Craw Wurm", "Master Healer", "Wall of Stone",
    "Siege Mastodon", "Savannah Lions", "Plains", "Plains", "Island",
    "Swamp", "Millstone", "Ornithopter", "Memnite", "Typhoid Rats",
]  # fmt: skip


def board() -> dict[str, Any]:
    import engine

    def permanents(prefix: str, names: list[str]) -> list[dict[str, Any]]:
        return [{"id": f"{prefix}{i}", "card": name} for i, name in enumerate(names, start=1)]

    doc = {
        "version": 1,
        "turn": {"number": 3, "active_player": "A", "step": "precombat_main"},
        "players": [
            {"id": "A", "name": "Alice", "life": 20, "battlefield": permanents("a", ALICE)},
            {"id": "B", "name": "Bob", "life": 20, "battlefield": permanents("b", BOB)},
        ],
    }
    return engine.dump(engine.load(doc))


def percentile(samples: list[float], fraction: float) -> float:
    ordered = sorted(samples)
    return ordered[min(len(ordered) - 1, round(fraction * (len(ordered) - 1)))]


def measure(
    runs: int, before: Callable[[], None], request: Callable[[], Any]
) -> tuple[list[float], int]:
    """Milliseconds per run and the most SQL queries a run made.  The queries are counted in
    runs of their own, untimed: recording them makes Django keep every statement's SQL."""
    from django.db import connection
    from django.test.utils import CaptureQueriesContext

    queries = 0
    for _ in range(QUERY_COUNTING_RUNS):
        before()
        with CaptureQueriesContext(connection) as captured:
            response = request()
        if response.status_code != 200:
            raise SystemExit(f"unexpected status {response.status_code}")
        queries = max(queries, len(captured))
    times: list[float] = []
    for _ in range(runs):
        before()
        start = time.perf_counter()
        response = request()
        times.append((time.perf_counter() - start) * 1000)
        if response.status_code != 200:
            raise SystemExit(f"unexpected status {response.status_code}")
    return times, queries


def report(name: str, times: list[float], queries: int) -> None:
    p50, p95 = statistics.median(times), percentile(times, 0.95)
    print(f"{name:<42} p50 {p50:7.2f} ms   p95 {p95:7.2f} ms   {queries} queries")


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--runs", type=int, default=100)
    args = parser.parse_args()
    setup_django_with_temporary_database()

    from django.test import Client
    from django.urls import reverse

    from builder.models import Draft

    document = board()
    draft = Draft.objects.create(document=document)
    # As gunicorn's master does once the app is loaded, before it forks the workers that serve
    # requests (builder.gunicorn_conf.when_ready): the app's objects out of the collector's way.
    from builder.heap import settle

    settle()
    client = Client()
    htmx = {"HX-Request": "true"}
    action_url = reverse("builder-judge", args=[draft.key, "deal_damage"])
    page_url = reverse("builder-draft", args=[draft.key])
    data = {"deal_damage-source": "a1", "deal_damage-target": "B", "deal_damage-amount": "3"}

    def restore() -> None:
        Draft.objects.filter(pk=draft.pk).update(document=document, log=[], history={})

    # What the page holds: the digest of every unit of its workspace, as editor.js sends it
    # (neither the picker nor a card asks to be redrawn after its own request).
    restore()
    page_html = client.get(page_url, headers=htmx).content.decode()
    held = re.findall(r'data-unit="([^"]+)"[^>]*? data-digest="([^"]*)"', page_html)
    units = {**htmx, "X-Workspace-Units": ";".join(f"{unit}={d}" for unit, d in held)}

    # htmx sends a form's fields urlencoded (hx-encoding is for file uploads), as here.
    form = "application/x-www-form-urlencoded"

    def interaction() -> Any:
        return client.post(action_url, urlencode(data), content_type=form, headers=units)

    tap_url = reverse("builder-editor-tap", args=[draft.key, "b3"])

    def tap() -> Any:
        return client.post(tap_url, "", content_type=form, headers=units)

    # Warm up: template loading, the engine's caches, the first connection.
    for _ in range(5):
        restore()
        interaction()
        restore()
        tap()
        client.get(reverse("builder-home"))
        client.get(page_url, headers=htmx)
    restore()
    response = interaction()
    body = response.content.decode()
    restore()
    tap_body = tap().content.decode()
    if "Bob’s life: 20 → 14 (−6)" not in body:
        raise SystemExit("the interaction didn't resolve as expected")

    home, home_queries = measure(
        args.runs, lambda: None, lambda: client.get(reverse("builder-home"))
    )
    page, page_queries = measure(args.runs, restore, lambda: client.get(page_url, headers=htmx))
    times, queries = measure(args.runs, restore, interaction)
    if Draft.objects.get(pk=draft.pk).document["players"][1]["life"] != 14:
        raise SystemExit("the measured interaction didn't resolve as expected")
    edits, edit_queries = measure(args.runs, restore, tap)
    after_tap = Draft.objects.get(pk=draft.pk).document
    if not any(o["id"] == "b3" and o.get("tapped") for o in after_tap["players"][1]["battlefield"]):
        raise SystemExit("the measured tap didn't tap the permanent")

    print(f"builder interaction on a 30-permanent board, {args.runs} runs each")
    report("baseline: GET / (home page)", home, home_queries)
    report("baseline: GET builder fragment (no action)", page, page_queries)
    report("htmx POST: deal damage, render workspace", times, queries)
    report("htmx POST: tap a permanent (board edit)", edits, edit_queries)
    baseline = statistics.median(page)
    met = True
    for name, samples, count in (("deal damage", times, queries), ("tap", edits, edit_queries)):
        p50 = statistics.median(samples)
        fast, few = p50 <= GOAL_P50_MS, count <= GOAL_QUERIES
        met = met and fast and few
        print(
            f"goal ({name}): p50 <= {GOAL_P50_MS:.0f} ms: {'met' if fast else 'NOT met'} "
            f"({p50:.2f} ms, {p50 / baseline:.2f}x the GET baseline); "
            f"<= {GOAL_QUERIES} SQL queries: {'met' if few else 'NOT met'} ({count})"
        )
    whole = len(page_html.encode())
    for name, answer in (("deal damage", body), ("tap", tap_body)):
        size = len(answer.encode())
        small = size <= GOAL_RESPONSE_BYTES
        met = met and small
        print(
            f"goal ({name}): response <= {GOAL_RESPONSE_BYTES // 1000} KB: "
            f"{'met' if small else 'NOT met'} ({size / 1000:.1f} KB; the whole workspace is "
            f"{whole / 1000:.1f} KB)"
        )
    return 0 if met else 1


if __name__ == "__main__":
    sys.exit(main())
