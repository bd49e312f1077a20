"""Issue 29, point 3: production's database cache (no Redis) counts rate limits without losing
an increment when workers count the same client at once."""

from __future__ import annotations

import threading
from collections.abc import Iterator

import pytest
from django.core.management import call_command
from django.db import connection, connections

from builder.operations.cache_backends import AtomicDatabaseCache

PARALLEL = 16
EACH = 10


@pytest.fixture
def database_cache(transactional_db: object) -> Iterator[AtomicDatabaseCache]:
    call_command("createcachetable", "atomic_cache_test", verbosity=0)
    yield AtomicDatabaseCache("atomic_cache_test", {})
    with connection.cursor() as cursor:
        cursor.execute("DROP TABLE atomic_cache_test")


def test_incr_adds_to_the_stored_count_and_refuses_a_missing_or_expired_key(
    database_cache: AtomicDatabaseCache,
) -> None:
    database_cache.add("count", 5, timeout=60)
    assert database_cache.incr("count") == 6
    assert database_cache.incr("count", 4) == 10
    assert database_cache.get("count") == 10
    with pytest.raises(ValueError):
        database_cache.incr("never-set")
    database_cache.set("gone", 1, timeout=-1)  # already expired
    with pytest.raises(ValueError):
        database_cache.incr("gone")


@pytest.mark.skipif(
    connection.vendor == "sqlite",
    reason="SQLite's test database is shared-cache in memory: a second connection's write fails "
    "at once instead of waiting for the lock (CI runs this on PostgreSQL, production's database)",
)
def test_parallel_increments_are_all_counted(database_cache: AtomicDatabaseCache) -> None:
    database_cache.add("client", 0, timeout=600)
    start = threading.Barrier(PARALLEL)
    errors: list[BaseException] = []

    def count_ten() -> None:
        try:
            start.wait()
            for _ in range(EACH):
                database_cache.incr("client")
        except BaseException as error:  # reported by the assertion below
            errors.append(error)
        finally:
            connections.close_all()

    threads = [threading.Thread(target=count_ten) for _ in range(PARALLEL)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join(timeout=120)
    assert errors == []
    assert database_cache.get("client") == PARALLEL * EACH
