from __future__ import annotations

import os

import pytest
from django.db import connection


@pytest.mark.django_db
def test_the_tests_run_on_the_database_that_database_url_names() -> None:
    """CI runs the suite twice; this proves the second run really is on PostgreSQL."""
    url = os.environ.get("DATABASE_URL", "")
    expected = "postgresql" if url.startswith(("postgres://", "postgresql://")) else "sqlite"
    assert connection.vendor == expected
