"""The database cache production uses without Redis, with an ``incr`` that never loses a count.

Django's ``DatabaseCache.incr`` reads the value and writes it back in two statements: two
workers counting the same client at once both read 7 and both write 8, so a rate limit
(builder.operations.ratelimits) lets more requests through than it says (issue 29, point 3:
counts shared by every worker, never lost). Here the read locks the row (``SELECT ... FOR
UPDATE`` where the database has it, PostgreSQL in production) inside the transaction that
writes the new value, so concurrent increments are applied one after the other. SQLite has no
row lock: there this is Django's read-then-write (development and ``make run`` are one process;
production runs PostgreSQL, docs/deploy.md).
"""

from __future__ import annotations

import base64
import pickle
from typing import Any

from django.core.cache.backends.db import DatabaseCache
from django.db import connections, models, router, transaction
from django.utils.timezone import now as tz_now


class AtomicDatabaseCache(DatabaseCache):
    def incr(self, key: Any, delta: int = 1, version: int | None = None) -> Any:
        cache_key = self.make_and_validate_key(key, version=version)
        db = router.db_for_write(self.cache_model_class)
        connection = connections[db]
        quote_name = connection.ops.quote_name
        table = quote_name(self._table)  # type: ignore[attr-defined]  # set by BaseDatabaseCache
        lock = " FOR UPDATE" if connection.features.has_select_for_update else ""
        expression = models.Expression(output_field=models.DateTimeField())
        converters = connection.ops.get_db_converters(expression) + expression.get_db_converters(
            connection
        )
        with transaction.atomic(using=db), connection.cursor() as cursor:
            cursor.execute(
                f"SELECT {quote_name('value')}, {quote_name('expires')} FROM {table} "
                f"WHERE {quote_name('cache_key')} = %s{lock}",
                [cache_key],
            )
            row = cursor.fetchone()
            if row is None:
                raise ValueError(f"Key '{key}' not found")
            expires = row[1]
            for converter in converters:
                expires = converter(expires, expression, connection)
            if expires < tz_now():
                raise ValueError(f"Key '{key}' not found")
            stored = connection.ops.process_clob(row[0])
            value = pickle.loads(base64.b64decode(stored.encode())) + delta
            encoded = base64.b64encode(pickle.dumps(value, self.pickle_protocol)).decode("latin1")
            cursor.execute(
                f"UPDATE {table} SET {quote_name('value')} = %s "
                f"WHERE {quote_name('cache_key')} = %s",
                [encoded, cache_key],
            )
        return value
