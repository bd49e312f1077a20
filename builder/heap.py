"""The garbage collector of a server process, settled once the app is loaded.

A loaded app holds some 210,000 long-lived objects (the compiled cards, the grammar, the
templates, the card search index): every full collection walked them all (about 130 ms on a
development machine, once in a few hundred builder requests), to free none of them.
``settle`` moves what is alive at start out of the collector's sight (``gc.freeze``): full
collections then walk only what requests left behind, and a forked worker shares the app's
pages with its master instead of copying them when the collector writes their headers.

The young generations keep CPython's thresholds: raising them collects less often but each
collection walks more (a threshold of 20,000 instead of 700 cut the collector's time per
request only from 0.7 to 0.65 ms, with pauses of 15 ms instead of 1.5).

It changes when memory is reclaimed, never what a request computes. gunicorn's master calls it
before forking its workers (builder.gunicorn_conf.when_ready); the builder benchmark calls it
as that master does.
"""

from __future__ import annotations

import gc


def settle() -> None:
    """Collect once, then freeze what is left: the app itself."""
    gc.collect()
    gc.freeze()
