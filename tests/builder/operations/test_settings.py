from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest
from django.db import connection


@pytest.mark.django_db
def test_the_tests_run_on_the_database_that_database_url_names() -> None:
    """CI runs the suite twice; this proves the second run really is on PostgreSQL."""
    url = os.environ.get("DATABASE_URL", "")
    expected = "postgresql" if url.startswith(("postgres://", "postgresql://")) else "sqlite"
    assert connection.vendor == expected


def test_an_sqlite_file_database_runs_in_wal_mode(tmp_path: Path) -> None:
    """The embedded database: readers don't wait for the writer; commits wait for the disk once."""
    script = (
        "import django; django.setup();"
        "from django.db import connection;"
        "c = connection.cursor();"
        "print(c.execute('PRAGMA journal_mode').fetchone()[0],"
        " c.execute('PRAGMA synchronous').fetchone()[0])"
    )
    env = {k: v for k, v in os.environ.items() if not k.startswith("DJANGO_")}
    env.update(
        DJANGO_SETTINGS_MODULE="builder.settings",
        DATABASE_URL=f"sqlite:///{tmp_path / 'wal.sqlite3'}",
    )
    result = subprocess.run(
        [sys.executable, "-c", script],
        cwd=Path(__file__).resolve().parents[3],
        env=env,
        capture_output=True,
        text=True,
        timeout=60,
    )
    assert result.stdout.split() == ["wal", "1"], result.stderr  # 1 = NORMAL
