"""Issue 29, point 3: rate limits count per real client behind the trusted proxy, and production
keeps the counts where every worker process sees them.

Before: every limit keyed on ``REMOTE_ADDR``, which behind the documented TLS proxy is
127.0.0.1 for every visitor (one client's drafts got a second client 429s), and without
``REDIS_URL`` each gunicorn worker counted alone in its own memory."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest
from django.test import Client
from django.urls import reverse

from builder.models import Draft

pytestmark = pytest.mark.django_db
ROOT = Path(__file__).resolve().parents[3]
PROXY = "127.0.0.1"  # every request reaches the app from the TLS proxy on this machine


@pytest.fixture
def behind_one_proxy(settings: Any) -> None:
    settings.RATE_LIMITS = {"drafts": (3, 600)}
    settings.TRUSTED_PROXY_COUNT = 1
    settings.CLIENT_IP_HEADER = ""


def new_draft(client: Client, forwarded_for: str | None = None, **headers: str) -> int:
    if forwarded_for is not None:
        headers["X-Forwarded-For"] = forwarded_for
    return client.post(reverse("builder-new"), headers=headers, REMOTE_ADDR=PROXY).status_code


def test_two_clients_behind_one_proxy_have_their_own_limits(
    client: Client, behind_one_proxy: None
) -> None:
    assert [new_draft(client, "198.51.100.1") for _ in range(4)] == [302, 302, 302, 429]
    # The second client's first drafts are not refused for the first one's.
    assert [new_draft(client, "198.51.100.2") for _ in range(3)] == [302, 302, 302]
    assert new_draft(client, "198.51.100.2") == 429
    assert Draft.objects.count() == 6


def test_a_forged_forwarded_for_beyond_the_trusted_proxy_is_ignored(
    client: Client, behind_one_proxy: None
) -> None:
    """The client writes whatever it likes on the left; the proxy appends the real address."""
    statuses = [new_draft(client, f"203.0.113.{n}, 198.51.100.1") for n in range(4)]
    assert statuses == [302, 302, 302, 429]
    # The same forged entries before another client's real address: that client's own count.
    assert new_draft(client, "203.0.113.0, 198.51.100.2") == 302


def test_two_trusted_proxies_read_the_second_entry_from_the_right(
    client: Client, settings: Any
) -> None:
    settings.RATE_LIMITS = {"drafts": (1, 600)}
    settings.TRUSTED_PROXY_COUNT = 2  # a CDN, then the TLS proxy
    assert new_draft(client, "10.9.9.9, 198.51.100.1, 192.0.2.50") == 302
    assert new_draft(client, "10.0.0.1, 198.51.100.1, 192.0.2.51") == 429  # same client
    assert new_draft(client, "198.51.100.1, 198.51.100.2, 192.0.2.50") == 302


def test_without_a_trusted_proxy_the_forwarded_header_is_never_believed(
    client: Client, settings: Any
) -> None:
    """The default when gunicorn is reached directly: anyone can send X-Forwarded-For."""
    settings.RATE_LIMITS = {"drafts": (2, 600)}
    settings.TRUSTED_PROXY_COUNT = 0
    settings.CLIENT_IP_HEADER = ""
    assert [new_draft(client, f"198.51.100.{n}") for n in range(3)] == [302, 302, 429]


def test_a_client_ip_header_set_by_the_proxy_names_the_client(
    client: Client, settings: Any
) -> None:
    settings.RATE_LIMITS = {"drafts": (1, 600)}
    settings.CLIENT_IP_HEADER = "X-Real-IP"
    settings.TRUSTED_PROXY_COUNT = 0
    assert new_draft(client, "203.0.113.1", **{"X-Real-IP": "198.51.100.1"}) == 302
    assert new_draft(client, "203.0.113.2", **{"X-Real-IP": "198.51.100.1"}) == 429
    assert new_draft(client, "203.0.113.1", **{"X-Real-IP": "198.51.100.2"}) == 302


def test_ipv6_clients_count_per_64_network(client: Client, behind_one_proxy: None) -> None:
    """One host holds a whole /64: a new address per request must not make a new client."""
    statuses = [new_draft(client, f"2001:db8:1:2::{n:x}") for n in range(4)]
    assert statuses == [302, 302, 302, 429]
    assert new_draft(client, "2001:db8:1:3::1") == 302


def _production(tmp_path: Path, script: str) -> str:
    env = {
        k: v
        for k, v in os.environ.items()
        if not k.startswith(("DJANGO_", "SECRET_KEY", "REDIS_URL", "DATABASE_URL", "JOBS_BACKEND"))
    }
    env.update(
        DJANGO_SETTINGS_MODULE="builder.settings",
        DJANGO_ENV="production",
        SECRET_KEY="a-production-cache-test-key-0123456789abcdefghijklmnopqrstuvwxyz",
        ALLOWED_HOSTS="127.0.0.1",
        DATABASE_URL=f"sqlite:///{tmp_path / 'shared.sqlite3'}",
    )
    result = subprocess.run(
        [sys.executable, "-c", "import django; django.setup()\n" + script],
        cwd=ROOT,
        env=env,
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert result.returncode == 0, result.stderr
    return result.stdout.strip()


def test_production_without_redis_keeps_the_counts_in_the_database_for_every_process(
    tmp_path: Path,
) -> None:
    """Each process stands for one gunicorn worker: the second sees the first one's counts."""
    backend = _production(
        tmp_path,
        "from django.conf import settings; from django.core.management import call_command\n"
        "call_command('createcachetable')\n"
        "print(settings.CACHES['default']['BACKEND'])",
    )
    assert backend == "builder.operations.cache_backends.AtomicDatabaseCache"
    count = (
        "from builder.operations import ratelimits\n"
        "limit = ratelimits.limit_of('logins').requests\n"
        "print([ratelimits.count('logins', '198.51.100.7') is None for _ in range({n})])"
    )
    first = _production(tmp_path, count.format(n="limit"))
    assert first == str([True] * 10)  # all 10 sign-in attempts of the window accepted
    assert _production(tmp_path, count.format(n="1")) == "[False]"  # the 11th, elsewhere
