"""Shared set-up of the card benchmarks: Django on a throwaway SQLite database."""

from __future__ import annotations

import logging
import os
import resource
import sys
import tempfile
from pathlib import Path

PROJECT_ROOT = Path(__file__).resolve().parent.parent
ORACLE_CARDS = PROJECT_ROOT.parent / "shared" / "carddata" / "oracle-cards-2026.json.gz"


def setup_django_with_temporary_database() -> Path:
    """Configure Django on a new SQLite file (removed by the OS temp cleaner) and migrate it."""
    sys.path.insert(0, str(PROJECT_ROOT))
    database = Path(tempfile.mkdtemp(prefix="stackboard-bench-")) / "bench.sqlite3"
    os.environ["DATABASE_URL"] = f"sqlite:///{database}"
    os.environ["DJANGO_SETTINGS_MODULE"] = "builder.settings"
    import django
    from django.core.management import call_command

    django.setup()
    _request_log_to_nowhere()
    call_command("migrate", verbosity=0)
    return database


def _request_log_to_nowhere() -> None:
    """Each request still writes its log line (builder.operations.monitoring), so a request costs what it
    costs in production, but to the null device: a benchmark prints its figures, not a line per
    request it timed."""
    null = open(os.devnull, "w")  # noqa: SIM115 (open for the life of the process)
    for handler in logging.getLogger("stackboard.requests").handlers:
        if isinstance(handler, logging.StreamHandler):
            handler.setStream(null)


def peak_rss_megabytes() -> float:
    """The process's peak resident set size so far (ru_maxrss is in KiB on Linux)."""
    return resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024
