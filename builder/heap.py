"""The garbage collector of a server process, set once the app is loaded.

A loaded app holds some 200,000 long-lived objects (the compiled cards, the grammar, the
templates, the card search index): every full collection walks them all, and every request
allocates thousands of short-lived containers (view models, forms, template contexts) whose
cycles only the collector frees. ``settle`` moves what is alive at start out of the collector's
sight (``gc.freeze``: it is never freed anyway, and a forked worker then shares those pages
instead of copying them when the collector touches their headers) and collects the young
generation less often, so a request runs fewer collections, none of them over the app itself.

It changes when memory is reclaimed, never what a request computes. gunicorn's master calls it
before forking its workers (builder.gunicorn_conf.when_ready); the builder benchmark calls it
as that master does.
"""

from __future__ import annotations

import gc

# A young collection after this many more allocations than frees (CPython's default is 700: a
# request of the builder ran one or two); the older generations as often as before relative to
# it (CPython's defaults).  A few megabytes of cyclic garbage at most wait for it.
THRESHOLDS = (20_000, 10, 10)


def settle() -> None:
    """Collect once, freeze what is left (the app itself) and set the thresholds."""
    gc.collect()
    gc.freeze()
    gc.set_threshold(*THRESHOLDS)
